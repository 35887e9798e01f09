## What an answer rests on where the rulebook is unclear or contradicts itself: one sentence
## each, shown first in the working of a result card that applied it. The setting named
## changes it (on the Set-up tab).

reading-cc-soldier-hits-each = Reading: each Soldier left after the terrain's protection is one hit. The text says "one or more Soldiers make a hit", but a trench cancelling 2 Soldiers only makes sense this way. Setting: “One or more Soldiers make one hit”.
reading-cc-soldier-hits-any-one = Reading (your setting): one or more Soldiers left after the terrain's protection make a single hit, as the text's wording says. The usual reading counts each Soldier as a hit.
reading-cc-terrain-protection = Reading: the terrain cancels its Soldiers by itself, while ignoring a Flag is the owner's choice, Flag by Flag; so the retreat is given from the fewest to the most hexes.
reading-cc-mortar-barrage = Reading: Mortar Barrage's extra die counts "for the whole turn", close combat too. Setting: “Mortar Barrage: +1 die at range only”.
reading-cc-gas-attack-infantry = Reading: Gas Attack's "enemy infantry" means infantry units, with or without an explosives specialist; machine guns and mortars are not infantry unless a card says so.
reading-cc-blocked-retreat = Reading: a blocked retreat costs figures only for the hexes the unit must still retreat after ignoring every Flag it may (its owner's choice): the smaller loss is counted.
reading-cc-shell-shortage-total = Reading: Shell Shortage takes 2 battle dice from the whole bombardment (the card's words: "the dice … are reduced by 2"), from the hexes in the order they are resolved. Setting: “Shell Shortage: 2 dice fewer on each hex”.
reading-cc-shell-shortage-per-hex = Reading (your setting): Shell Shortage takes 2 battle dice from each bombarded hex, so a hex with 1 or 2 dice rolls nothing. The card's words read as 2 fewer in all.
reading-cc-crater-triple = Reading: the main target is cratered by a triple on the targeting dice (four of a kind counts as one), not by two pairs, though the terrain sections speak of "3 or more dice". Setting: “Craters on 3+ dice on the target”.
reading-cc-crater-center-dice = Reading (your setting): the main target is cratered whenever 3 or more battle dice fall on it, two pairs included, as the terrain sections say. The Reserve Artillery section speaks of a triple.
reading-cc-main-target = Reading: without doubles the main target is not hit. The text also says every marked hex "and the target hex" is rolled on, but its examples hit the main target only with doubles.
reading-cc-cratered-symbols = Reading: on the cratered main target "every symbol scores" means no Soldier and no Flag may be ignored; Flags still cause retreats and HQ symbols still earn tokens, they are not hits.
reading-cc-hold-cratered = Reading: Hold at All Costs does not let the cratered main target ignore Flags: every symbol scores there, a terrain effect that cards never lift unless they say so. Setting: “Hold at All Costs: on a cratered main target too”.
reading-cc-hold-cratered-holds = Reading (your setting): Hold at All Costs lets the cratered main target ignore its Flags too, a card beating the rulebook's text. The usual reading keeps the crater's "every symbol scores".
reading-cc-box-barrage = Reading: Box Barrage's "ignore the terrain's dice reductions" means the bombarded hexes get no terrain protection: the artillery has no hex of its own to lose dice from.
reading-cc-three-on-a-match = Reading: Three on a Match names only Soldier and Burst, so Skull, Flag and HQ do nothing, and the target's terrain cancels nothing: the card says what each face does.
reading-cc-big-show-burst-nothing = Reading: Big Show does not say what a Burst does, so it does nothing. Setting: “Big Show: a Burst orders any unit”.
reading-cc-big-show-burst-orders = Reading (your setting): a Burst on Big Show orders any field unit, as a Flag does; the card names no Burst.
reading-cc-replacements-burst-nothing = Reading: Replacements names neither Burst nor Skull, so both do nothing. Setting: “Replacements: a Burst gives a figure back”.
reading-cc-replacements-burst-returns = Reading (your setting): a Burst on Replacements gives a figure back to any unit, as an HQ or a Flag does; the Skull still does nothing.
reading-cc-nml-rows = Reading: a count that runs past the end of a marked row carries on into the next row, left to right; the bombardment ends when a count runs past the last hex of the last row.
ccgw-unverified = Estimated: { $what } (not given by the rulebook; check your components).
