wwb-check-rout = { $who } is routed: his own morale test (Red 5)
wwb-check-bleeding = { $who } is bleeding: deterioration check (Red 3)
wwb-check-unconscious = { $who } is unconscious: deterioration check (Red 4)
wwb-check-artillery = Artillery called last turn: reveal the real markers, roll for accuracy
wwb-check-air = Air support called last turn: reveal the markers, strafe along the path, then bomb
wwb-check-smoke-drifts = Smoke { $label }: replace it with a Smoke marker one MHx downwind
wwb-check-smoke-clears = Smoke { $label }: remove it
wwb-check-blown = Detonator { $label } reached 0: the charge explodes, roll the detonation

wwb-err-chamber-mismatch = The chamber die on the squad panel is not on the box given for this suppression.
wwb-err-detonator = A detonator is a d6: 1 to 6 turns, not { $turns }.
wwb-err-label = A label of 1 to 30 letters, please.
wwb-err-mission-length = A mission lasts 1 to 60 turns.
wwb-err-no-order = That is not one of the order cards.
wwb-err-no-side = There are two sides.
wwb-err-no-weapon-card = That weapon card is not among this game's cards.
wwb-err-nothing-to-recover = He is neither shaken nor suppressed: an activation recovers only such a man (4.0).
wwb-err-one-support = Only one support fire may be called each turn (13.0).
wwb-err-panels = Count the panels again: at most 60.
wwb-err-soldier-gone = That soldier is no longer in the fight.
wwb-err-actor-down = A man who is bleeding, unconscious or stabilised takes no action (9.0).
wwb-err-care-enemy = Only a comrade of his own side treats or rallies a man (9.0, 10.0): pick one of his own.
wwb-err-fire-own-side = A man fires at the enemy, not at his own side (8.1): pick a man of the other side.

wwb-log-call-air = Air support called: revealed in the next resolution phase
wwb-log-call-artillery = Artillery called: revealed in the next resolution phase
wwb-log-detonator = Detonator { $label } set to { $n ->
    [one] 1 turn
   *[other] { $n } turns
}
wwb-log-detonator-blows = Detonator { $label } reaches 0: it explodes
wwb-log-detonator-ticks = Detonator { $label }: { $n ->
    [one] 1 turn left
   *[other] { $n } turns left
}
wwb-log-fire-markers = { $code }: opportunity and suppression fire markers removed
wwb-log-first = { $side } plays first this turn
wwb-log-infamy = { $who }: an infamous act (+1 infamy, −2 victory points, Leadership lost)
wwb-log-initiative-points = Initiative points { $a } to { $b }
wwb-log-mission-length = The Time Track has { $n ->
        [one] { $n } box
       *[other] { $n } boxes
    } for this mission
wwb-log-order = { $code } receives the order { $card }
wwb-log-recover = { $who } recovers one step
wwb-log-activation-shaken = { $phase }, activation (4.0): { $who }'s Shaken marker comes off (his only action this phase)
wwb-log-activation-suppressed = { $phase }, activation (4.0): { $who }'s Suppressed marker is turned to Shaken (his only action this phase)
wwb-log-activation-none = { $phase }, activation (4.0): no man is shaken or suppressed; no marker changes
wwb-err-recovered-this-phase = He has already recovered one step at his activation in this phase (4.0): that is his only action in it; he recovers again at his next activation.
wwb-log-roll = { $roll }:
wwb-log-smoke = Smoke { $label } placed
wwb-log-target = { $who }'s squad panel updated
wwb-log-penalty = { $who } is wounded: { $mod } on every roll he makes
wwb-log-tick = Checklist item done
wwb-log-wind = The wind blows toward compass side { $n }
wwb-log-xp = { $who }, { $skill }: { $what }

wwb-track-air = Air support arrives
wwb-track-artillery = Artillery arrives

wwb-order-move-left = Move left
wwb-order-move-right = Move right
wwb-order-assault = Assault
wwb-order-defence = Defence
wwb-order-suppression = Suppression
wwb-order-find-cover = Find cover

wwb-roll-fire = Fire
wwb-roll-suppression = Suppression fire
wwb-roll-area = Entering a suppressed MHx
wwb-roll-close-combat = Close combat
wwb-roll-sight = Sight test
wwb-roll-initiative = Initiative tie
wwb-roll-pink = Pink test
wwb-roll-grenade = Grenade
wwb-roll-window = Grenade into a building
wwb-roll-blast = Blast
wwb-roll-place-charge = Placing a charge
wwb-roll-disarm = Disarming
wwb-roll-detonate = Detonation
wwb-roll-collapse = Collapse
wwb-roll-support-accuracy = Support fire accuracy
wwb-roll-barrage = Barrage
wwb-roll-barrage-near = Barrage, next MHx
wwb-roll-building-hit = Building under the barrage
wwb-roll-strafe = Strafing
wwb-roll-treat = Treatment
wwb-roll-medic = Medic
wwb-roll-deterioration = Deterioration
wwb-roll-rally = Rally
wwb-roll-rout-recovery = Routed man's test
wwb-roll-cold-blood = Cold-blood test
wwb-roll-river = River
wwb-roll-lift = Lifting
wwb-roll-door = Forcing a door
wwb-log-zone = { $code }: in or out of the Leader's zone
wwb-log-suppress = { $who } suppressed
wwb-err-already-suppressed = { $who } already has his Suppressed marker from this suppression: each man in the MHx takes one (8.3).

wwb-err-routed-acts = { $who } is routed: his only action is to run from the nearest enemy (10.0).
wwb-err-shaken-acts = { $who } is shaken or suppressed: he neither fires nor takes an action (10.0); with Leadership at level 2 he may fire once his Pink test is passed (11.0).
wwb-err-unalerted-acts = { $who } is not alerted: he only walks, or fires as opportunity fire (10.0).
wwb-err-cc-suppressed = { $who } is suppressed: in close combat he flees at once and strikes no blow (8.4).
wwb-err-not-his-weapon = { $who } fires the { $carried } of his squad panel, not the { $weapon } (2.0): change his weapon card first.
wwb-err-care-needs-actor = Name the man who gives this care: the roll is his, with his own skill (9.0; 10.0).
wwb-err-care-self = A man does not treat or rally himself: a comrade does it (9.0).
wwb-err-treat-not-down = { $who } is neither bleeding nor unconscious: only such a man is treated (9.0).
wwb-err-not-medic = { $who } is not the medic: only the medic gives health boxes back (9.0).
wwb-err-not-wounded = { $who } has lost no health boxes: there is nothing to give back (9.0).
wwb-err-deteriorate-not-down = { $who } is neither bleeding nor unconscious: only such a man rolls for deterioration (9.0).
wwb-err-rally-no-leadership = { $who } has no Leadership: only a man with Leadership rallies others (10.0; 11.0).
wwb-err-rally-nothing = { $who } is neither shaken, suppressed nor routed: there is nothing to rally (11.0).
wwb-err-rout-not-routed = { $who } is not routed: only a routed man rolls to take hold of himself again (10.0).
wwb-err-pink-leader = { $who } is not the Leader: only the Leader tries to win back the initiative (12.0).
wwb-err-pink-leadership-two = { $who } lacks Leadership at level 2, which this Pink test needs (5.0; 11.0).
wwb-err-pink-not-suppressed = { $who } is neither shaken nor suppressed: he fires without this test (11.0).
wwb-err-ambush-alert = { $who } is alerted: the Black die of an ambush is only for an enemy who is not (8.4).
wwb-err-no-satchel = { $who } carries no satchel charge (8.5).
wwb-err-suppress-side = Only his own side, or the side whose suppression fire on his MHx just succeeded, marks a man suppressed (8.3).
wwb-note-infamous = An infamous act: striking a man who cannot defend himself (8.4) or killing a stabilised man (9.0) costs 2 victory points, the striker's Leadership and 1 infamy point.
