game-we-were-brothers = We Were Brothers: The Race for Rome

wwb-side-allies = Allies (US Army, British Army)
wwb-side-axis = Axis (Wehrmacht, Regio Esercito)

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
wwb-step-recover-status = Shaken removed, Suppressed turned to Shaken
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
