# A phone's forms (issue 35): titles and fields come from the game's own words; these are
# the forms' own.
host-form-gone = This is not offered now: the table has moved on. Look at the actions again.
host-form-bad-field = { $field }: that is not one of the choices offered. Tap one of the buttons.
host-form-unknown-field = The form has no field “{ $field }”.
host-form-missing = Choose { $field } first.
host-form-dice-count = This roll throws { $n ->
        [one] 1 die
       *[other] { $n } dice
    }, and { $entered } { $entered ->
        [one] was
       *[other] were
    } entered: tap one face for each die (or none, to let the app roll).
host-form-dice = Dice rolled
host-form-card = Card
host-form-cc-unit = Firing unit
host-form-cc-extra-dice = Other dice agreed (+ or −)
host-form-cc-end-choice = At the end of the turn
host-form-cc-take-hq = Take the HQ tokens
host-form-cc-reason = Why
host-page-form-sending = Sent: waiting for the table…
host-page-form-refused = Not done. Change what it says and send again:
host-page-form-ask-dice = Fill in the roll: the dice to enter show here.
host-page-dice-count = Dice to roll:
host-form-asl-fire-type = Kind of fire
host-form-asl-firer = Firer
host-form-asl-fp = Its FP
host-form-asl-firer-2 = Another firer (fire group or support weapon)
host-form-asl-fp-2 = Its FP (0: the usual for its kind)
host-form-asl-check = Check
host-form-asl-unit = Unit checking
host-form-asl-dm = Under a DM marker
host-form-asl-attacker-cx = Attacker CX
host-form-asl-no-mmc = Only leaders attack (no MMC)
host-form-toi-take-action = Take an action
host-form-toi-action = Which action
host-form-toi-fire = The action it is part of
host-form-toi-support = A supporter's FP (0: none)
host-form-toi-condition = The target's condition
host-form-toi-fort = Fortification
host-form-toi-defender-1 = Defender's FP
host-form-toi-defender-2 = Second defender's FP (0: none)
host-form-toi-defender-3 = Third defender's FP (0: none)
host-form-toi-activate = Activate a card from the HQ
host-form-toi-card = { $card } ({ $cost } command)
host-form-tc-how = How it attacks
host-form-tc-ground = The target's ground
host-form-tc-battle = Battle
host-form-tc-unit = Unit
host-form-tc-special = Draw a Special Forces card
host-form-tc-income = Collect the income of your forts
host-form-tc-repair = Repair a unit in its fort
host-form-tc-fort = Fort
host-page-act-prev-phase = Back one step
host-form-wwb-running = The thrower is running
host-form-wwb-satchel = A satchel charge
host-form-wwb-smoke = A smoke grenade
host-form-wwb-care = Care of a wounded man
host-form-wwb-care-kind = Which roll
host-form-wwb-level = First Aid (or Strength, for deterioration)
host-form-wwb-from = He is
host-page-act-pass = End the Action phase
host-form-toi-attacker = Attacker
host-form-toi-cover = Cover
host-form-toi-defender = Defender
host-form-tc-flag = A unit's marker on or off
host-form-tc-marker = Marker
