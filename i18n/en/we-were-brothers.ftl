wwb-die-white = White die
wwb-die-pink = Pink die
wwb-die-grey = Grey die
wwb-die-green = Green die
wwb-die-yellow = Yellow die
wwb-die-red = Red die
wwb-die-blue = Blue die
wwb-die-purple = Purple die
wwb-die-black = Black die
wwb-die-chamber = Chamber die (magazines)

wwb-face-miss = Miss
wwb-face-suppressed = Suppressed
wwb-face-light-wound = Light wound
wwb-face-serious-wound = Serious wound
wwb-face-killed = Killed
wwb-face-ok = OK
wwb-face-medal = Medal
wwb-face-disaster = Disaster (special Red face)

wwb-phase-initiative = Initiative
wwb-phase-initiative-hint = Score each side's initiative points; the higher total plays every phase first this turn.
wwb-phase-fire = Fire / Action phase
wwb-phase-fire-hint = Each soldier fires, assaults, throws a grenade or takes one other action, squad by squad.
wwb-phase-movement = Movement phase
wwb-phase-movement-hint = Bring on any reinforcements due, then move your active soldiers.
wwb-phase-resolution = Resolution phase
wwb-phase-resolution-hint = Work through rout tests, wounded men, support fire and smoke, then move the clock on.

wwb-step-initiative-points = Count initiative points
wwb-step-activation-order = Squads outside the Leader's zone first, then those inside
wwb-step-clear-fire-markers = Remove Opportunity and Suppression Fire markers
wwb-step-recover-status = Activation: Shaken comes off, Suppressed turns to Shaken; the app does it for each man as the turn gets here and the log names him (his only action)
wwb-step-act = Fire or one action per soldier
wwb-step-reinforcements = Reinforcements enter
wwb-step-move = Move soldiers
wwb-step-rout-tests = Morale test for routed soldiers
wwb-step-deterioration = Progressive deterioration of the wounded
wwb-step-support-fire = Support fire arrives
wwb-step-smoke = Smoke drifts or clears
wwb-step-detonators = Timed detonators count down
wwb-step-advance-clock = Advance the clock on the Time Track

wwb-counter-initiative-points = Initiative points
wwb-counter-victory-points = Victory points

wwb-track-time = Time Track

## What an answer rests on: readings of unclear rules and placeholder values.
reading-wwb-below-white = Reading: a roll pushed below White is not made. A shot cannot hit, a test cannot pass. The rulebook says so only for blasts and throws into buildings.
reading-wwb-above-black = Reading: a die pushed above Black stays Black. The rulebook does not say.
reading-wwb-rally-suppressed = Reading: the rules disagree on rallying a Suppressed man. One place says he improves one step, to Shaken (the app's default); another says the marker is removed. Change it in the rule tiers.
reading-wwb-radio-substitute = Reading: a stand-in on the radio always rolls White; the app drifts his miss 2 MHx, as for a call without sight or Leader. The rulebook does not say.
reading-wwb-aid-modifiers = Reading: this modifier comes from the player aid, whose icons are lost; the app's reading of it.
reading-wwb-lift = Reading: the rules give two different lift tests (Pink OK or medal, or Red and Grey 4). Your choice is on the form.
reading-wwb-wound-penalty-own-roll = Reading: the wound penalty counts on any roll, so also on the wounded man's own deterioration roll. You can spare that roll in the rule tiers.
reading-wwb-lost-icon-sight = Reading of a lost icon (6.0): the text lost the faces of the sight test; the app reads the Grey die's "spotted" faces as OK or medal, and the Red die's "target fires first" face as the disaster face.
reading-wwb-lost-icon-river = Reading of a lost icon (7.0): the text prints an eye symbol where the die's icon stood; the app reads the face that sweeps the man away as the Red die's disaster face.
reading-wwb-lost-icon-suppression = Reading of a lost icon (8.3): the text lost the success faces of suppression fire; the app reads them as every face but a miss or the disaster face, and the face that trains Arms as the medal.
reading-wwb-lost-icon-medic = Reading of a lost icon (9.0): the text lost the Grey face that lets the medic give health back; the app reads it as OK or medal.
reading-wwb-lost-icon-door = Reading of a lost icon (11.0): the text lost the face on which the man hurts himself forcing the door; the app reads it as the Red die's disaster face.
reading-wwb-lost-icon-cold-blood = Reading of a lost icon (12.0): the text lost the face that routs a man in the cold-blood test; the app reads it as the Red die's disaster face.
wwb-basis-die-faces = The faces of the { $die } are the app's estimate: check them in Settings
wwb-basis-weapon-card = The card of the { $weapon } is the app's estimate: type in your card
wwb-basis-health-line = The health line's boxes are the app's estimate: set them from your squad panel
wwb-basis-disarm-number = The disarm number is the app's estimate: give the one on the marker
