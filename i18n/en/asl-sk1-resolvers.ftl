## ASL SK1 resolvers: explanations, results, log lines and refusals.

asl-item-squad = Squad
asl-item-half-squad = Half-squad
asl-item-leader = Leader
asl-item-mg = Machine gun
asl-item-ft = Flamethrower
asl-item-dc = Demolition charge

asl-fire-prep = Prep Fire
asl-fire-dff = Defensive First Fire
asl-fire-sff = Subsequent First Fire
asl-fire-fpf = Final Protective Fire
asl-fire-final = Final Fire (DFPh)
asl-fire-final-marked = First Fire unit at an adjacent hex (DFPh)
asl-fire-advancing = Advancing Fire
asl-fire-residual = Residual FP
asl-fire-type = Kind of fire: { $type }

asl-fpx-pbf = ×2 point blank
asl-fpx-long-range = ×½ long range
asl-fpx-area = ×½ area fire
asl-fpx-advancing = ×½ advancing fire
asl-fpx-sff = ×½ subsequent / protective fire
asl-fpx-pinned = ×½ pinned
asl-fpx-ft-two-hexes = ×½ at two hexes

asl-fp-raw = Firepower given: { $fp }
asl-fp-item = { $what }: { $fp } FP
asl-fp-item-mod = { $what }: { $base } FP { $factors } = { $fp }
asl-fp-assault = Assault Fire: { $before } + { $n } rounded up = { $fp } FP
asl-fp-column = Total { $fp } FP: use the { $column } column
asl-fp-below-one = Total { $fp } FP is below the first column: no attack (see the setting)

asl-drm-leader = Leadership { $drm }
asl-drm-tem = Terrain (TEM) { $drm }
asl-drm-hindrance = Hindrance { $drm }
asl-drm-ffnam = FFNAM { $drm }
asl-drm-ffmo = FFMO { $drm }
asl-drm-ffmo-cancelled = FFMO does not apply: the line of sight crosses a hindrance
asl-drm-cx = Firer exhausted (CX) { $drm }
asl-drm-target-ft = Target carries flamethrowers { $drm }
asl-drm-other = Other modifiers { $drm }
asl-drm-total = Total DRM { $drm }
asl-drm-ft-no-leader = A flamethrower takes no leadership modifier
asl-drm-ft-no-tem = A flamethrower ignores the target's terrain
asl-drm-ift = Fire result { $drm }
asl-drm-leader-loss = Loss of the leader { $drm }
asl-drm-dm = Desperation Morale { $drm }
asl-drm-self-rally = Self-rally { $drm }
asl-drm-cover = Woods or building { $drm }
asl-drm-wounded = Already wounded { $drm }
asl-drm-nationality = Nationality { $drm }
asl-drm-morale = Morale of the squad { $drm }
asl-drm-vs-cx = Target exhausted (CX) { $drm }
asl-drm-vs-broken = Target broken { $drm }
asl-drm-ambusher = Ambusher attacking { $drm }
asl-drm-vs-ambusher = Attacking the ambusher { $drm }

asl-dice = Coloured die { $colored }, white die { $white }: original DR { $dr }
asl-final-dr = Original DR { $dr }, DRM { $drm }: final DR { $final }
asl-cower = Doubles without a leader: the attack cowers { $n ->
    [one] one column
   *[other] { $n } columns
  }, to the { $column } column
asl-cower-off-table = Doubles without a leader: cowering { $n ->
    [one] one column
   *[other] { $n } columns
  } shifts past the first column, no effect
asl-no-cower = Doubles, but no cowering (a leader directs, or no squad fires)
asl-ift-result = IFT: { $column } column, final DR { $final } → { $result }
asl-ift-no-column = No column of the fire table to read (final DR { $final }): the attack has no effect
asl-dc-dud = The demolition charge fails to go off (original DR { $dr }): no attack

asl-res-kia = Eliminate { $n ->
    [one] one target unit
   *[other] { $n } target units
  } chosen at random; every other target breaks and gets DM, and targets already broken take Casualty Reduction instead.
asl-res-k = One target chosen at random takes Casualty Reduction; every other target (a new half-squad included) takes a Morale Check at +{ $n }.
asl-res-mc = Every target takes a Morale Check at +{ $n }; the best leader checks first.
asl-res-nmc = Every target takes a Normal Morale Check; the best leader checks first and, if unharmed, helps the others.
asl-res-ptc = Every good-order, unpinned target takes a Pin Task Check; a leader checks first.
asl-res-ne = No effect.
asl-dm-threat = This attack could have caused at least an NMC: a broken target without DM gets DM.
asl-dm-no-threat = This attack could not cause an NMC: broken targets keep their state.

asl-rof-kept = { $what }: coloured die { $colored } ≤ ROF { $rof }, it may fire again this phase
asl-rof-lost = { $what }: coloured die { $colored } > ROF { $rof }, no more fire this phase
asl-rof-pinned = { $what }: a pinned firer has no rate of fire
asl-break-ok = { $what }: original DR { $dr } below { $number }, no breakdown
asl-break-mg = { $what }: original DR { $dr } ≥ { $number }, it breaks down; flip it after this attack
asl-break-eliminated = { $what }: original DR { $dr } ≥ { $number }, it is removed for good after this attack
asl-then-breaks = { $what } breaks down (original DR { $dr } ≥ { $number }): flip it
asl-then-removed = { $what } is removed for good (original DR { $dr } ≥ { $number })
asl-residual = Place Residual FP { $fp } in the target hex (0 means none)
asl-fpf-nmc = Final Protective Fire: every firer now takes an NMC with the original DR { $dr }, changed only by leadership

asl-check-mc = Morale Check
asl-check-nmc = Normal Morale Check
asl-check-ptc = Pin Task Check
asl-check-llmc = Leader Loss Morale Check (LLMC)
asl-check-lltc = Leader Loss Task Check (LLTC)
asl-check-what = { $check } for a { $unit } with morale { $morale }
asl-mc-passed = Final DR { $final } ≤ { $morale }: passed
asl-mc-pinned = Final DR { $final } against { $morale }: pinned (Pin marker)
asl-mc-broken = Final DR { $final } > { $morale }: the unit breaks
asl-mc-broken-reduced = Original 12: Casualty Reduction, and the unit breaks
asl-mc-reduced = Final DR { $final } > { $morale }: the broken unit takes Casualty Reduction
asl-mc-eliminated = Original 12 on a broken unit: eliminated
asl-mc-hs-eliminated = Final DR { $final } against { $morale }: Casualty Reduction, and a half-squad is eliminated by it
asl-mc-passed-short = passed
asl-mc-pinned-short = pinned
asl-mc-broken-short = broken
asl-mc-broken-reduced-short = reduced and broken
asl-mc-reduced-short = reduced
asl-mc-eliminated-short = eliminated
asl-mc-dm = Flip it to its broken side and place DM.
asl-mc-leader-helps = The leader passed unpinned: he may now add his leadership to the others' checks.
asl-mc-leader-pinned = The leader is pinned: he cannot lend his leadership.
asl-cr-squad = Casualty Reduction: replace the squad with a half-squad.
asl-cr-half-squad = Casualty Reduction: the half-squad is eliminated.
asl-cr-leader = Casualty Reduction: the leader is wounded; roll wound severity now.
asl-elr-replaced = Failed by { $margin }, more than the ELR { $elr }: replace it with a broken unit of the next lower quality.
asl-elr-ok = Failed by { $margin }, not more than the ELR { $elr }: no replacement.
asl-elr-exempt = Underlined morale: no ELR replacement.

asl-rally-what = Rally attempt against broken morale { $morale }
asl-rally-ok = Final DR { $final } ≤ { $morale }: the unit rallies; flip it to good order.
asl-rally-failed = Final DR { $final } > { $morale }: still broken.
asl-rally-reduced = Original 12: the rally fails and the unit takes Casualty Reduction.
asl-rally-ok-short = rallied
asl-rally-failed-short = still broken
asl-rally-reduced-short = Casualty Reduction
asl-field-promotion-chance = Original 2 by a squad: a leader may be created (field promotion).
asl-field-promotion-cc = Original 2 by a squad in Close Combat: a leader may be created (field promotion), then work the odds out again.

asl-wound-roll = Wound severity dr { $dr }
asl-wound-light = Final { $final }: light wound; place a Wound marker (morale and leadership one worse, 3 MF).
asl-wound-mortal = Final { $final }: mortal wound; the leader is eliminated.
asl-wound-light-short = light wound
asl-wound-mortal-short = mortal wound

asl-promo-roll = Leader creation dr { $dr }
asl-promo-leader = Final { $final }: a { $leader } leader joins the unit.
asl-promo-none = Final { $final }: no leader is created.

asl-cc-odds = Close Combat { $a } against { $d }: odds { $odds }, kill number { $kill }
asl-cc-eliminated = Final DR { $final } < { $kill }: every attacked unit is eliminated.
asl-cc-reduced = Final DR { $final } = { $kill }: one attacked unit chosen at random takes Casualty Reduction.
asl-cc-ne = Final DR { $final } > { $kill }: no effect.
asl-cc-eliminated-short = all eliminated
asl-cc-reduced-short = Casualty Reduction
asl-cc-ne-short = no effect
asl-ambush-rolls = Ambush: attacker final dr { $a }, defender final dr { $d }
asl-ambush-none = No ambush: neither side is 3 or more below the other.
asl-ambush-attacker = The attacker ambushes: it strikes first, −1 on its attacks and +1 on attacks against it.
asl-ambush-defender = The defender ambushes: it strikes first, −1 on its attacks and +1 on attacks against it.

asl-src-app = Rolled
asl-src-hand = Dice entered
asl-log-fire = { $src }: fire { $fp } FP on the { $column } column, dice { $colored }+{ $white }, final DR { $final }: { $result }
asl-log-fire-no-column = { $src }: fire { $fp } FP with no column of the fire table, dice { $colored }+{ $white }, final DR { $final }: { $result }
asl-log-then-mg-breaks = machine gun broken down
asl-log-then-mg-removed = machine gun removed for good
asl-log-then-ft-removed = flamethrower removed for good
asl-log-morale = { $src }: { $check } (morale { $morale }), dice { $colored }+{ $white }, final DR { $final }: { $result }
asl-log-rally = { $src }: rally against { $morale }, dice { $colored }+{ $white }, final DR { $final }: { $result }
asl-log-cc = { $src }: Close Combat at { $odds } (kill { $kill }), dice { $colored }+{ $white }, final DR { $final }: { $result }
asl-log-wound = { $src }: wound severity dr { $dr }: { $result }
asl-log-promotion = { $src }: leader creation dr { $dr }, final { $final }: { $leader }
asl-log-settings = ASL settings changed
asl-log-length = Scenario length: { $turns ->
    [one] 1 game turn
   *[other] { $turns } game turns
  }
asl-log-length-half = Scenario length: { $turns ->
    [one] 1 game turn
   *[other] { $turns } game turns
  }, the last one a half turn
asl-log-half-turn-end = The turn marker reaches END: Game Turn { $turn } is a half turn, so the scenario ends with the Player Turn of the { $side } (the other side does not move)
asl-log-half-turn-reopened = Back: the scenario's end at the half turn of Game Turn { $turn } is taken back
asl-err-half-turn-ended = Game Turn { $turn } is a half turn (red split box): only the { $side } moved in it; the turn marker is at END, the scenario is over (3.9).
asl-log-length-none = Scenario length cleared
asl-log-first-attacker = First ATTACKER: { $side }
asl-log-reinforcement = Reinforcements on turn { $turn } for { $side }: { $text }
asl-log-reinforcement-removed = Reinforcements removed: { $text }
asl-log-unit-added = Unit added for { $side }: { $unit }
asl-log-unit-removed = Unit removed: { $unit }
asl-log-flag-on = { $unit }: { $flag } on
asl-log-flag-off = { $unit }: { $flag } off
asl-log-flag-cleared = { $flag } taken off { $n ->
    [one] one unit
   *[other] { $n } units
  }

asl-err-alone-ft = A flamethrower never joins a fire group: resolve it on its own.
asl-err-alone-dc = A demolition charge attacks on its own.
asl-err-assault-fire = Assault Fire is only for squads in the Advancing Fire Phase.
asl-err-assault-long-range = The Assault Fire bonus does not apply to a target beyond normal range (7.2): leave Assault Fire off for this unit.
asl-err-cc-fp = Close Combat needs at least 1 FP on each side.
asl-err-die-colored = The coloured die shows { $value }: a d6 shows 1 to 6.
asl-err-die-white = The white die shows { $value }: a d6 shows 1 to 6.
asl-err-empty-text = Write something first.
asl-err-first-fire-only = FFMO and FFNAM only apply to First Fire against moving units.
asl-err-ft-pinned = A pinned unit cannot use a flamethrower.
asl-err-length = A scenario lasts at least one turn.
asl-err-morale = Morale { $value } is out of range (2 to 12).
asl-err-nationality = Unknown nationality “{ $value }”.
asl-err-negative-fp = Firepower cannot be negative.
asl-err-nmc-drm = Only a Morale Check from the fire table has a +# modifier.
asl-err-no-change = Nothing to change.
asl-err-no-firers = Add at least one firer.
asl-err-no-such = That entry no longer exists.
asl-err-ptc-broken = Only good-order units take a Pin Task Check.
asl-err-self-rally-leader = A self-rally gets no leadership modifier.
asl-err-side = There is no side number { $n }: the sides are numbered 0 to { $last }.
asl-err-turn-zero = Turns are counted from 1: turn 0 does not exist.
asl-err-two-ambushes = Only one side can ambush.

asl-cli-odds-header = Odds of each fire result, { $fp } FP, DRM { $drm }:
asl-cli-mg-all-fp = The machine gun is taken to fire all { $fp } FP; if units fire with it, give its part with --mg-fp
asl-cli-err-mg-fp = --mg-fp { $mg } is more than the attack's --fp { $fp }: the machine gun's part cannot exceed the whole
asl-cli-err-pinned-no-mg = --pinned only takes away a machine gun's Rate of Fire: describe it with --rof, --bn or --mg-fp (and halve --fp yourself)
asl-cli-help = ASL SK1 resolvers: ift, mc, nmc, ptc, rally, mf, cc, ambush, wound, promotion, sw-kill, sw-repair, sw-recover, smoke, random (add --help after one for its flags). The names adjutant play and the phones give the same rolls work too: fire (ift), morale (mc), close-combat (cc), random-pick (random). Odds: adjutant odds asl-sk1 ift.

asl-marker-prep-fire = Prep Fire
asl-marker-first-fire = First Fire
asl-marker-final-fire = Final Fire
asl-marker-residual = Residual FP
asl-marker-smoke = Smoke
asl-marker-cx = CX (exhausted)
asl-marker-dm = DM (Desperation Morale)
asl-marker-pin = Pin
asl-marker-cc = CC
asl-marker-melee = Melee
asl-flag-broken = Broken
asl-flag-wounded = Wounded

asl-nat-german = German
asl-nat-american = American
asl-nat-russian = Russian

asl-terrain-open = Open ground
asl-terrain-road = Road
asl-terrain-stone-building = Stone building
asl-terrain-wooden-building = Wooden building
asl-terrain-woods = Woods
asl-terrain-road-woods = Road-woods
asl-terrain-orchard = Orchard
asl-terrain-grain = Grain
asl-terrain-smoke = Smoke
asl-ambush-side-attacker = ATTACKER: dr { $dr }, drm { $drm }
asl-ambush-side-defender = DEFENDER: dr { $dr }, drm { $drm }
asl-ambush-none-short = no ambush
asl-ambush-attacker-short = the ATTACKER ambushes
asl-ambush-defender-short = the DEFENDER ambushes
asl-log-ambush = { $src }: ambush dr { $a } (ATTACKER) against { $d } (DEFENDER): { $result }
asl-mf-base-mmc = Squad or half-squad: { $mf } MF
asl-mf-base-mmc-green = Inexperienced squad or half-squad: { $mf } MF
asl-mf-base-smc = Leader: { $mf } MF
asl-mf-base-smc-wounded = Wounded leader: { $mf } MF
asl-mf-leader = Moving with a leader all the way { $mf } MF
asl-mf-road = Road all the way { $mf } MF
asl-mf-double-time = Double Time { $mf } MF
asl-mf-ipc-leader = The leader adds { $ipc } to the IPC
asl-mf-ipc-cx = CX from Double Time: { $ipc } to the IPC
asl-mf-ipc-already-cx = Already CX: { $ipc } to the IPC
asl-mf-portage = Carrying { $pp } PP with an IPC of { $ipc }: { $excess } PP over
asl-mf-excess = Portage beyond the IPC { $mf } MF
asl-mf-total = Movement Factors this phase: { $mf }
asl-mf-cx-after = Mark it CX at the end of the Movement Phase.
asl-mf-cannot-move = With that load the unit cannot move: drop some weapons first (dropping costs nothing).
asl-mf-assault-ok = Assault Movement into a hex of { $cost } MF: allowed (only that one hex, declared before moving, { $cost } of its { $mf } MF)
asl-mf-assault-all = Assault Movement into a hex of { $cost } MF: not allowed, that hex takes all its { $mf } MF
asl-mf-assault-dt = Assault Movement into a hex of { $cost } MF: not allowed on Double Time
asl-adv-moves = Advance Phase: it may advance into that hex ({ $cost } of its { $mf } MF)
asl-adv-cx = Advance Phase: that hex takes all its { $mf } MF, so advancing into it makes the unit CX
asl-adv-refused = Advance Phase: a CX unit cannot advance into a hex that takes all its { $mf } MF
asl-err-mf-wounded-mmc = Only a leader can be wounded; squads and half-squads are reduced instead.
asl-err-mf-inexperienced-smc = Inexperience applies to squads and half-squads, not to leaders.
asl-err-mf-leader-smc = The leader bonus is for a squad or half-squad moving with a leader.
asl-err-mf-wounded-dt = A wounded unit cannot Double Time.
asl-err-mf-cx-dt = A unit that is already CX cannot Double Time.
asl-err-mf-hex-cost = A hex costs at least some MF to enter.
asl-err-mf-smc-pp = A leader can never carry more than { $max } PP.

asl-err-out-of-range = { $what } { $value } is out of range: use { $min } to { $max }.
asl-err-fp-range = { $what } { $value } is out of range: a firepower is above 0 and at most { $max }.
asl-err-fp-overflow = This firepower would grow past anything the table can use (more than { $max }): check the firers.
asl-err-hindrance-blocks = Hindrance +{ $value } is more than { $max }: the line of sight is blocked, so there is no attack.
asl-err-residual-leader = A Residual FP attack has no directing leader: it takes only the hex's TEM (or smoke) and FFMO/FFNAM.
asl-err-residual-hindrance = A Residual FP attack takes no Hindrance along a line of sight: only the hex's TEM (or smoke) and FFMO/FFNAM. Give smoke in the hex as another DRM.
asl-err-residual-cx = A Residual FP attack has no firer to be CX: only the hex's TEM (or smoke) and FFMO/FFNAM apply.
asl-err-residual-items = A Residual FP attack uses the counter's FP as it is: one firepower, no weapon, no FP factor.
asl-residual-errata = MMP's official SK errata to 3.31: Residual FP { $before } moves { $n ->
    [one] one column
   *[other] { $n } columns
  } left for the attack's Hindrance and CX: { $fp }
asl-cr-mmc = Casualty Reduction: a squad becomes a half-squad; a half-squad is eliminated.
asl-mf-green-with-leader = A Green unit moving with a Good Order leader is not Inexperienced.
asl-err-mf-hex-cost-max = An MF cost to enter one hex is at most { $max }.
asl-val-fp = Firepower
asl-val-mg-fp = Machine gun firepower
asl-val-leadership = Leadership
asl-val-tem = TEM
asl-val-hindrance = Hindrance
asl-val-drm = DRM
asl-val-target-fts = Flamethrowers of the target
asl-val-ift-drm = IFT DRM (+#)
asl-val-elr = ELR
asl-val-morale = Morale
asl-val-attacker-fp = Attacker FP
asl-val-defender-fp = Defender FP
asl-val-attacker-drm = ATTACKER's drm
asl-val-defender-drm = DEFENDER's drm
asl-val-pp = Portage Points
asl-cli-err-residual-flag = { $flag } does not fit a Residual FP attack: it has no weapon that can keep ROF or break down.
asl-cli-err-no-fp = Say what fires: --fp (the total), --unit-fp (each unit's printed FP), --ft or --dc.
asl-cli-err-fp-and-parts = Give either --fp (the total, factors applied) or --unit-fp (printed FP, the app applies the factors), not both.
asl-cli-err-factor-no-parts = --pbf, --long-range and --area-fire apply to --unit-fp (or --long-range to --ft); with --fp, apply them to the total yourself.
asl-cli-err-xn-no-ft = --non-elite and --xn describe a flamethrower or a demolition charge: add --ft or --dc.
asl-cli-err-ft-mg = A flamethrower or a demolition charge attacks alone: no machine gun flags with --ft or --dc.
asl-cli-err-parts-mg-fp = With --unit-fp, give the machine gun's own FP with --mg-fp.
