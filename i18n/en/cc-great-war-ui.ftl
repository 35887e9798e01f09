## Panels of Command and Colors
ccgw-tab-setup = Set-up
ccgw-tab-turn = Turn & cards
ccgw-tab-battle = Battle
ccgw-tab-artillery = Artillery
ccgw-tab-medals = Medals
ccgw-ui-side-status = { $side }: { $target ->
    [none] { $medals ->
        [one] 1 medal
       *[other] { $medals } medals
      } (target unknown)
   *[other] { $medals }/{ $target } medals
  } · { $hq } HQ
ccgw-ui-pool = Common pool: { $supply } HQ · paid this turn: { $spent }
ccgw-ui-winner = { $side } wins the battle!
ccgw-ui-scenario = Scenario
ccgw-ui-setup-hint = Enter the scenario's values once; save them as a preset to reuse them.
ccgw-ui-scenario-name = Scenario name
ccgw-ui-command-cards = Command cards
ccgw-ui-combat-cards = Combat cards
ccgw-ui-combat-limit = Combat hand limit (most Combat cards a hand holds; 5 unless the scenario says otherwise)
ccgw-ui-start-hq = Starting HQ tokens
ccgw-ui-artillery-tokens = Reserve Artillery:
ccgw-ui-add = Add:
ccgw-ui-medals-to-win = Medals to win
ccgw-ui-first-side = First to play:
ccgw-ui-nml-rows = No Man's Land rows to bombard (nearest the enemy first):
ccgw-ui-nml-row = Row { $row }: hexes
ccgw-ui-nml-add = Add a row
ccgw-ui-nml-remove = Remove a row
ccgw-ui-cards-app = The app deals the cards
ccgw-ui-cards-physical = We use our own cards
ccgw-ui-soldier-each = Each Soldier is a hit
ccgw-ui-soldier-any = One or more Soldiers make one hit
ccgw-ui-crater-triple = Craters on a triple
ccgw-ui-crater-center = Craters on 3+ dice on the target
ccgw-ui-save-preset = Save as preset
ccgw-ui-preset-saved = Preset “{ $name }” saved.
ccgw-ui-start = Start the battle
ccgw-ui-presets = Presets:
ccgw-ui-checklist = Set-up checklist
ccgw-ui-nml = No Man's Land bombardment
ccgw-ui-nml-hint = Roll one targeting die at a time and count hexes left to right, starting after the last crater. Open hex: crater. Wire: flip it to its crater side. A unit or a terrain tile: the hex counts, but no crater.
ccgw-ui-nml-line = { $n }. Die { $face }: row { $row }, hex { $hex }
ccgw-ui-nml-roll = Roll the targeting die
ccgw-ui-nml-enter = Or tap the number your die shows:
ccgw-ui-end-turn = End of { $side }'s turn
ccgw-ui-take-hq = Take { $n } HQ
ccgw-ui-draw-combat = Draw a Combat card
ccgw-ui-draw-command = Draw the Command card
ccgw-ui-recon-hint = A Recon card was played: two Command cards are drawn; discard one of them from the hand.
ccgw-ui-end-hint = Discard the played Command card and draw a new one; then take the HQ or a Combat card. With no Combat card played this turn, one may be traded in for 1 HQ.
ccgw-ui-hand-of = Hand of { $side }
ccgw-ui-physical-counts = { $deck }: { $hand } in hand, { $left } left to draw
ccgw-ui-play = Play
ccgw-ui-cost = HQ cost
ccgw-ui-cost-hint = Set each card's HQ cost from the printed card; the app remembers the cost last paid and offers it next time. Change it on the stepper to correct it.
ccgw-ui-play-cost = Play ({ $cost } HQ)
ccgw-ui-trade = Trade for 1 HQ
ccgw-ui-hq-ledger = HQ tokens
ccgw-ui-hq-amount = How many
ccgw-ui-hq-spend = Spend
ccgw-ui-hq-gain = Gain
ccgw-ui-battle = Battle
ccgw-ui-attacker = Firing side:
ccgw-ui-range-title = Range
ccgw-ui-range = { $n ->
    [one] 1 hex
   *[other] { $n } hexes
  }
ccgw-ui-range-close = close combat
ccgw-ui-moved = Hexes moved this turn
ccgw-ui-firer-in = Firer in:
ccgw-ui-moved-in = Moved in this turn
ccgw-ui-cards = Cards:
ccgw-ui-target-in = Target in:
ccgw-ui-from-hill = From an adjacent hill
ccgw-ui-lock = Lice: no Flag may be ignored
ccgw-ui-figures = Figures left in the target
ccgw-ui-unknown = unknown
ccgw-ui-unknown-unit = unknown
ccgw-ui-crossfire = Other machine-gun teams in crossfire
ccgw-ui-crossfire-add = Add a team
ccgw-ui-crossfire-team = Team { $team }
ccgw-ui-crossfire-remove = Remove
ccgw-ui-target-unit = Target unit:
ccgw-ui-odds = Before the roll
ccgw-ui-hits-n = { $n ->
    [one] 1 hit
   *[other] { $n } hits
  }
ccgw-ui-odds-eliminate = Target wiped out: { $p }%
ccgw-ui-roll-battle = Roll the battle dice
ccgw-ui-record = Record { $n ->
    [one] 1 die
   *[other] { $n } dice
  }
ccgw-ui-result = { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
  } · { $max ->
    [0] no retreat
   *[other] retreat { $range }
  } · { $hq } HQ
ccgw-ui-last-battle = Last battle · { $side }
ccgw-ui-artillery = Reserve Artillery
ccgw-ui-no-artillery = This side has no Reserve Artillery in this scenario.
ccgw-ui-firepower = Firepower { $n }
ccgw-ui-spend = HQ to spend (held { $held }, at most { $max })
ccgw-ui-fire = Roll { $n ->
    [one] 1 targeting die
   *[other] { $n } targeting dice
  }
ccgw-ui-targeting-enter = Or tap the targeting dice you rolled:
ccgw-ui-fire-hand = Fire with { $n ->
    [one] this die
   *[other] these { $n } dice
  }
ccgw-ui-bombardment = Bombardment by { $side }
ccgw-ui-hex = hex { $hex }
ccgw-ui-hex-todo = { $hex }: { $dice ->
    [one] 1 battle die
   *[other] { $dice } battle dice
  } to roll
ccgw-ui-hex-done = { $hex }: { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
  }, { $max ->
    [0] no retreat
   *[other] retreat { $range }
  }
ccgw-ui-hex-hint = Next hex: choose its terrain. A hex with no unit and no wire needs no roll: choose “No unit here”. Wire with no unit is still rolled for (a Burst removes it), but earns no HQ.
ccgw-ui-hex-no-unit = No unit here
ccgw-ui-hex-wire-only = Only wire, no unit
ccgw-ui-hex-skipped-no-dice = { $hex }: no dice left after Shell Shortage, skipped
ccgw-ui-hex-skipped-no-unit = { $hex }: no unit, skipped
ccgw-ui-roll-n = Roll { $n ->
    [one] 1 battle die
   *[other] { $n } battle dice
  }
ccgw-ui-art-done = Bombardment over
ccgw-ui-medals-of = { $side }: { $target ->
    [none] { $n ->
        [one] 1 medal
       *[other] { $n ->
        [one] { $n } medal
       *[other] { $n } medals
    }
      } (target unknown)
   *[other] { $n } of { $target ->
        [one] { $target } medal
       *[other] { $target } medals
    }
  }
ccgw-ui-medal-lost = Lost
ccgw-ui-medals-hint = Temporary and majority medals are lost as soon as the hex (or the majority) is lost; the Under Pressure medal can never be the winning one.
ccgw-ui-unnamed = (no name)
ccgw-ui-recon-under-pressure = Recon draws 1 after an Under Pressure medal
ccgw-ui-recon-any-medal = Recon draws 1 after any medal this turn
ccgw-ui-mortar-barrage-all = Mortar Barrage: +1 die in every battle of the turn
ccgw-ui-mortar-barrage-ranged = Mortar Barrage: +1 die at range only
ccgw-ui-hold-cratered-no = Hold at All Costs: not on a cratered main target
ccgw-ui-hold-cratered-yes = Hold at All Costs: on a cratered main target too
ccgw-ui-shortage-per-hex = Shell Shortage: 2 dice fewer on each hex
ccgw-ui-shortage-total = Shell Shortage: 2 dice fewer in all
ccgw-ui-target-specialist = Target has a specialist
ccgw-ui-retreat-room = Retreat hexes free
ccgw-ui-not-blocked = not blocked
ccgw-ui-tap-dice = or tap the faces your dice show: die { $n } of { $total }
ccgw-ui-result-head = { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
  } · { $max ->
    [0] no retreat
   *[other] retreat { $range }
  }
ccgw-ui-result-hq = { $hq } HQ earned
ccgw-ui-result-eliminated = unit eliminated
ccgw-ui-situation = The battle to resolve
ccgw-ui-no-result = The result of the next battle shows here.
ccgw-ui-take-medal = Take the Victory Medal
ccgw-ui-crossfire-mg-only = Crossfire: machine-gun teams only
## A situational toggle kept when the side, the phase or the target changes.
ccgw-ui-pin = Keep
ccgw-ui-pinned = Kept
ccgw-ui-nml-before-turn = The first turn starts once the No Man's Land bombardment is over: Next waits for its last die (Game set-up, steps 12-13).
