asl-die-colored = Coloured die
asl-die-white = White die

asl-phase-rally = Rally Phase (RPh)
asl-phase-rally-hint = Both sides, ATTACKER first: handle reinforcements, recover, repair and pass support weapons, then try to rally broken units.
asl-phase-prep-fire = Prep Fire Phase (PFPh)
asl-phase-prep-fire-hint = The ATTACKER may fire with any units; mark every firer with Prep Fire.
asl-phase-movement = Movement Phase (MPh)
asl-phase-movement-hint = The ATTACKER moves units that did not Prep Fire, one at a time; the DEFENDER may answer with Defensive First Fire.
asl-phase-defensive-fire = Defensive Fire Phase (DFPh)
asl-phase-defensive-fire-hint = The DEFENDER fires with units not marked Final Fire (First Fire units only at adjacent hexes), then clears all First and Final Fire markers.
asl-phase-advancing-fire = Advancing Fire Phase (AFPh)
asl-phase-advancing-fire-hint = ATTACKER units that did not Prep Fire may fire at half strength; remove Prep Fire markers at the end.
asl-phase-rout = Rout Phase (RtPh)
asl-phase-rout-hint = Broken units that must rout move toward cover, ATTACKER first, checking interdiction in open ground.
asl-phase-advance = Advance Phase (APh)
asl-phase-advance-hint = The ATTACKER may move good-order units one hex, including into enemy hexes to start Close Combat.
asl-phase-close-combat = Close Combat Phase (CCPh)
asl-phase-close-combat-hint = Resolve every Close Combat hex in the order the ATTACKER picks, then remove all Pin markers.

asl-step-reinforcements = a) Reinforcements
asl-step-recover-sw = b) Recover abandoned support weapons
asl-step-repair = c) Repair malfunctioned support weapons
asl-step-transfer = d) Transfer support weapons
asl-step-self-rally = e) Self-rally
asl-step-unit-rally = f) Rally with a leader
asl-step-dm-removal = g) Remove DM markers

asl-counter-turn = Game turn
