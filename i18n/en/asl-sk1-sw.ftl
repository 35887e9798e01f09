## ASL SK1 support weapons and random selection: explanations, results, log lines, refusals
## and the tool's labels.

asl-swk-what = Support weapon of a unit killed by a KIA: roll again on the { $column } column with the attack's DRM { $drm }
asl-swk-one-die = One die only (setting): dr { $dr }
asl-swk-cell = { $column } column, final { $final }: { $result }
asl-swk-destroyed = KIA: the support weapon is destroyed. Remove it.
asl-swk-malfunctioned = K: the support weapon malfunctions. Flip it; it lies abandoned in the hex and must be recovered (and repaired) before use.
asl-swk-abandoned = Neither KIA nor K: the support weapon survives and lies abandoned in the hex; a unit must recover it before using it.
asl-swk-destroyed-short = destroyed
asl-swk-malfunctioned-short = malfunctions
asl-swk-abandoned-short = intact, abandoned
asl-swk-odds = Before the roll: destroyed { $destroyed }/{ $of }, malfunctions { $malfunctioned }/{ $of }, intact { $abandoned }/{ $of }
asl-log-sw-kill = { $src }: SW of a killed unit, { $column } column, final { $final } ({ $result }): { $fate }
asl-err-ift-column = { $value } is not a column of the IFT: use one of { $columns }.

asl-ui-tool-sw = Support weapons
asl-ui-sw-kill = After a KIA
asl-ui-sw-kill-when = One roll for each support weapon the unit held when a KIA eliminated it, on the column and with the DRM of that attack.
asl-ui-sw-column = IFT column
asl-ui-sw-drm = Attack DRM
asl-ui-sw-from-fire = Use the last attack
asl-ui-sw-one-die = Roll one die, not two (the text's "dr")

asl-swr-what = Repair of a malfunctioned support weapon: repair number { $n }
asl-swr-dr = Repair dr { $dr }
asl-swr-repaired = dr { $dr } is at most { $n }: repaired. Flip the counter back; it can be used again.
asl-swr-still = dr { $dr } is above { $n }: still malfunctioned. Try again next Rally Phase.
asl-swr-eliminated = dr { $dr }: the weapon is eliminated for good. Remove it.
asl-swr-repaired-short = repaired
asl-swr-still-short = still malfunctioned
asl-swr-eliminated-short = eliminated
asl-swr-when = Who and when: a Good Order unit holding the weapon, of the weapon's own nationality, in the Rally Phase; the ATTACKER repairs first.
asl-swr-odds = Before the roll: repaired { $repaired }/6, still malfunctioned { $still }/6, eliminated { $eliminated }/6
asl-log-sw-repair = { $src }: SW repair dr { $dr } against { $n }: { $result }
asl-err-repair-broken = A broken unit cannot repair a support weapon: only a Good Order unit may.
asl-err-repair-captured = A support weapon of another nationality cannot be repaired.
asl-val-repair = Repair number

asl-ui-sw-repair = Repair
asl-ui-sw-repair-number = Repair number
asl-ui-sw-broken = Unit broken
asl-ui-sw-captured = Captured weapon

asl-swv-what = Recovery of an abandoned support weapon in the unit's own hex: a final dr below { $below } succeeds
asl-swv-dr = Recovery dr { $dr }
asl-drm-cx-unit = Unit exhausted (CX) { $drm }
asl-swv-recovered = Final { $final }: recovered. The unit now holds the weapon.
asl-swv-failed = Final { $final }: not recovered; the weapon stays abandoned.
asl-swv-recovered-short = recovered
asl-swv-failed-short = not recovered
asl-swv-when-rph = Rally Phase: only a Good Order unit, at the start of the phase, ATTACKER first; it is the unit's only action this Rally Phase.
asl-swv-when-mph = Movement Phase: the attempt costs { $mf } MF whatever the result, and the defender may fire at the unit in its hex.
asl-swv-no-transfer = A weapon recovered now cannot pass to another unit in this same phase.
asl-swv-odds = Before the roll: recovered { $n }/6
asl-log-sw-recover = { $src }: SW recovery dr { $dr }, final { $final }: { $result }
asl-err-recover-broken = A broken unit cannot recover a support weapon: only a Good Order unit may.

asl-ui-sw-recover = Recovery
asl-ui-sw-in-mph = During movement (MPh)
asl-ui-sw-cx = Unit CX

asl-pick-what = Random selection of { $count } among { $n }: each rolls one die, the highest is chosen; ties for the last place roll again
asl-pick-round = Dice: { $rolls }
asl-pick-tie = { $names } tie on { $dr } for { $slots ->
    [one] one place
   *[other] { $slots } places
  }: they roll again
asl-pick-picked = Selected: { $names }
asl-pick-again = Still to decide: { $names } roll again for { $slots ->
    [one] one place
   *[other] { $slots } places
  }
asl-log-pick = { $src }: random selection: { $picked }
asl-log-pick-tied = { $src }: random selection, { $tied } tied and roll again (already selected: { $picked })
asl-err-pick-few = A random selection needs at least two candidates.
asl-err-pick-count = Selecting { $count } of { $n }: choose fewer than the candidates (if all are hit, no roll is needed).
asl-err-pick-dice-short = This round needs { $need ->
    [one] one die
   *[other] { $need } dice
  }, one per candidate still in play; { $have } given.
asl-err-pick-dice-extra = { $n ->
    [one] One die
   *[other] { $n } dice
  } more than the selection needs.
asl-err-pick-dice-many = At most { $max ->
        [one] { $max } die
       *[other] { $max } dice
    }.
asl-err-die = A die shows { $value }: a d6 shows 1 to 6.
asl-err-name-long = A name of at most { $max } characters.
asl-val-candidates = Candidates

asl-ui-tool-random = Random selection
asl-ui-pick-when = Which unit a KIA or Casualty Reduction hits, which MG broke down, who takes a CC Casualty Reduction.
asl-ui-pick-name = Candidate's name
asl-ui-pick-add = Add candidate
asl-ui-pick-from-list = From the unit list:
asl-ui-pick-count = How many to select
asl-ui-pick-clear = Clear candidates
asl-ui-pick-again = Roll again for the tied
