ccgw-die-battle = Battle die
ccgw-die-target = Targeting die

ccgw-face-soldier = Soldier
ccgw-face-burst = Burst
ccgw-face-skull = Skull (Deadly)
ccgw-face-flag = Flag
ccgw-face-hq = HQ

ccgw-phase-play-card = Play a Command card
ccgw-phase-play-card-hint = Show one Command card from your hand and read it out; any Combat card meant to go with it is played now too.
ccgw-phase-order = Order units
ccgw-phase-order-hint = Name the units your card activates, at most one order per unit.
ccgw-phase-move = Move
ccgw-phase-move-hint = Move your ordered units one by one, finishing each move before starting the next.
ccgw-phase-battle = Battle
ccgw-phase-battle-hint = Resolve each ordered unit's ranged or close combat one at a time, Reserve Artillery first.
ccgw-phase-end-turn = End of turn
ccgw-phase-end-turn-hint = Discard your Command card and draw a new one, then take a Combat card or 2 HQ tokens.

ccgw-step-start-medals = Start-of-turn objective medals
ccgw-step-play-card = Play the card
ccgw-step-draw-command = Discard and draw a Command card
ccgw-step-card-or-hq = Draw a Combat card or take 2 HQ
ccgw-step-trade-card = Trade a Combat card for 1 HQ (only if you played none)
ccgw-step-return-hq = Return spent HQ to the common pool

ccgw-counter-hq = HQ tokens
ccgw-counter-medals = Victory Medals
