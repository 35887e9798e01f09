# Tide of Iron: the round, command, cards.

toi-act-advance = Advance
toi-act-advance-hint = Move up to full MP; Op Fire may hit it in each hex entered
toi-act-concentrated = Concentrated Fire
toi-act-concentrated-hint = One attack at full FP; Ready friends may add half theirs
toi-act-op-fire = Prepare Op Fire
toi-act-op-fire-hint = Op Fire token: fire later at enemies moving in sight
toi-act-fire-move = Fire and Movement
toi-act-fire-move-hint = Squad −1 MP, vehicle −2; half FP, no long range, no support
toi-act-card = Activate a strategy card
toi-act-card-hint = Pay an Action-phase card's command and resolve it
toi-act-assault = Assault
toi-act-assault-hint = Squad without heavy weapons, −1 MP, then assault an adjacent hex
toi-act-fatigue = Fatigue a unit
toi-act-fatigue-hint = Mark a Ready unit Fatigued and do nothing else
toi-act-special = Special action
toi-act-special-hint = As a card, specialisation or scenario grants (entrench, heal…)

toi-nobody = nobody
toi-log-scenario = Scenario { $name }: { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }, { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    } per turn
toi-log-action = { $side }: { $action }
toi-log-pass = { $side } ends the Action phase
toi-log-control = { $name } is now held by { $side }
toi-log-income = { $side } collects { $command } command and { $vp } VP
toi-log-bid = { $side } puts { $n } command on the initiative card (total { $total })
toi-log-initiative = { $side } takes the initiative ({ $a } against { $b })
toi-log-draw = { $side } draws { $card }
toi-log-activate = { $side } activates { $card } for { $cost } command

toi-err-not-toi = This table is not a Tide of Iron game
toi-err-phase = Only in the { $phase }
toi-err-passed = That side has ended its Action phase
toi-err-not-your-turn = It is the other side's turn to act
toi-err-objective = There is no such objective
toi-err-income-done = Command and VP were already collected this round
toi-err-initiative-done = Initiative was already decided this round
toi-err-not-enough-command = { $need } command needed, only { $have } available
toi-err-card = There is no such card
toi-err-card-typed = A card needs a name (up to 60 letters), a cost of 0 to 20 and a contact number of 1 to 6
toi-err-contact-this-round = Contact for this card was already tried this round: try again in a later round
toi-err-scenario = Check the scenario's { $what }

toi-unit-regular = Regular infantry
toi-unit-elite = Elite infantry
toi-unit-officer = Officer
toi-unit-mg = Machine-gun team
toi-unit-mortar = Mortar team
toi-unit-sherman = M4A1 Sherman
toi-unit-tiger = Tiger I
toi-unit-panzer-iv = Panzer IV
toi-unit-m3a1 = M3A1 half-track
toi-unit-sdkfz = SdKfz 251 half-track
toi-unit-gmc = GMC CCKW 353 truck
toi-unit-opel = Opel Blitz truck

toi-unit-ready = Ready
toi-unit-op-fire = Op Fire
toi-unit-fatigued = Fatigued
toi-log-unit-added = { $name } joins the roster
toi-log-unit-removed = { $name } leaves the roster
toi-log-unit = { $name }: { $what }
toi-log-unit-fort = { $name }: markers changed
toi-log-unit-holes = { $name }: holes filled { $n }
toi-log-markers-cleared = Markers cleared (units: { $n }): all Ready, Pinned off, Disrupted now Pinned (off with an officer)
toi-err-unit = That change does not fit this unit
toi-err-unit-name = A unit needs a name of up to 40 letters
toi-err-unit-full = The roster is full
toi-err-op-fire-condition = A pinned or disrupted squad cannot be put on Op Fire
toi-err-preset-name = Give the scenario a name and check its numbers before saving it
toi-err-preset-save = The preset could not be saved: { $problem }
toi-log-discard = { $side } discards { $card } from the play area
