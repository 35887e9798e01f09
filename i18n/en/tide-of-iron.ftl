toi-die-attack = Black attack die
toi-die-defence = Red defence die

toi-phase-action = Action phase
toi-phase-action-hint = Take turns of the scenario's number of actions, initiative holder first, until both sides stop.
toi-phase-command = Command phase
toi-phase-command-hint = Check objective control, collect command and victory points, spend command, then settle who has initiative.
toi-phase-status = Status phase
toi-phase-status-hint = Draw a strategy card, clear markers, set Op Fire, swap figures, bring in reinforcements and move the round marker.

toi-step-control = Check control of objectives
toi-step-income = Collect command and victory points
toi-step-spend = Spend command (strategy cards, initiative card)
toi-step-initiative = Decide initiative
toi-step-draw-card = Draw a strategy card
toi-step-remove-markers = Remove markers (activation, Pinned; Disrupted becomes Pinned; smoke)
toi-step-op-fire = Put units on Op Fire
toi-step-transfers = Squad transfers
toi-step-reinforcements = Scenario reinforcements and events
toi-step-advance-round = Advance the round marker

toi-counter-command = Available command
toi-counter-initiative-bid = Command on the initiative card
toi-counter-victory-points = Victory points
toi-vp-marker = marker on box { $box }
toi-vp-marker-plus-ten = marker flipped to "+10", on box { $box }
toi-round-marker = round marker on box { $box }
toi-round-marker-plus-ten = round marker flipped to its "+10" side, on box { $box }
