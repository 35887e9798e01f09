# Command and Colors WWI – The Great War: cards, card timings and rule summaries.
# Our own words; card names stay in English in every language.

## Decks
ccgw-deck-command = Command deck
ccgw-deck-combat = Combat deck

## Combat card timing
ccgw-timing-with-command = With your Command card (Phase 1)
ccgw-timing-after-close-win = After winning a close combat
ccgw-timing-after-enemy-ranged = After an enemy field unit's ranged attack
ccgw-timing-after-enemy-close = After the enemy's close combat is resolved
ccgw-timing-before-your-roll = Before rolling your field units' battle dice
ccgw-timing-before-close-roll = Before rolling close-combat dice
ccgw-timing-react-command = In reaction to the opponent's Command card
ccgw-timing-collect-hq = When you collect HQ tokens at end of turn
ccgw-timing-after-enemy-ranged-resolved = After an enemy ranged attack is resolved
ccgw-timing-before-enemy-artillery = Before the enemy Reserve Artillery rolls battle dice
ccgw-timing-before-enemy-close = Before the enemy rolls close-combat dice
ccgw-timing-enemy-moving = Against an enemy infantry unit while it moves
ccgw-timing-after-movement = After movement

## When Command cards are played
ccgw-timing-command-phase = Your turn, Phase 1: play it as your Command card
ccgw-timing-strike-first = In the opponent's turn: after they declare a close combat on your unit, before their roll

## Command cards: Section
ccgw-card-recon-left = Recon Left
ccgw-card-recon-left-effect = Order 1 unit in the left section. At the end of the turn draw 2 Command cards, keep 1 and discard the other. If you take the Under Pressure medal instead (scenario rule), draw just 1.
ccgw-card-recon-centre = Recon Centre
ccgw-card-recon-centre-effect = Order 1 unit in the centre section. At the end of the turn draw 2 Command cards, keep 1 and discard the other. If you take the Under Pressure medal instead (scenario rule), draw just 1.
ccgw-card-recon-right = Recon Right
ccgw-card-recon-right-effect = Order 1 unit in the right section. At the end of the turn draw 2 Command cards, keep 1 and discard the other. If you take the Under Pressure medal instead (scenario rule), draw just 1.
ccgw-card-probe-left = Probe Left
ccgw-card-probe-left-effect = Order 2 units in the left section. One of them may be your Reserve Artillery, aiming into this section.
ccgw-card-probe-centre = Probe Centre
ccgw-card-probe-centre-effect = Order 2 units in the centre section. One of them may be your Reserve Artillery, aiming into this section.
ccgw-card-probe-right = Probe Right
ccgw-card-probe-right-effect = Order 2 units in the right section. One of them may be your Reserve Artillery, aiming into this section.
ccgw-card-attack-left = Attack Left
ccgw-card-attack-left-effect = Order 3 units in the left section. One of them may be your Reserve Artillery, aiming into this section.
ccgw-card-attack-centre = Attack Centre
ccgw-card-attack-centre-effect = Order 3 units in the centre section. One of them may be your Reserve Artillery, aiming into this section.
ccgw-card-attack-right = Attack Right
ccgw-card-attack-right-effect = Order 3 units in the right section. One of them may be your Reserve Artillery, aiming into this section.
ccgw-card-assault-left = Assault Left
ccgw-card-assault-left-effect = Order every field unit you have in the left section. Reserve Artillery cannot be ordered with this card.
ccgw-card-assault-centre = Assault Centre
ccgw-card-assault-centre-effect = Order every field unit you have in the centre section. Reserve Artillery cannot be ordered with this card.
ccgw-card-assault-right = Assault Right
ccgw-card-assault-right-effect = Order every field unit you have in the right section. Reserve Artillery cannot be ordered with this card.
ccgw-card-recon-in-force = Recon in Force
ccgw-card-recon-in-force-effect = Order 1 unit in each of the three sections.
ccgw-card-forward = Forward
ccgw-card-forward-effect = Order 2 field units in each section. Reserve Artillery cannot be ordered with this card.
ccgw-card-out-flanked = Out Flanked
ccgw-card-out-flanked-effect = Order 2 units on the left flank and 2 units on the right flank.

## Command cards: Tactic
ccgw-card-artillery-bombard = Artillery Bombard
ccgw-card-artillery-bombard-effect = Order your Reserve Artillery, aiming anywhere: it fires twice this turn but you pay HQ only once. Or order any 1 unit instead.
ccgw-card-big-show = Big Show
ccgw-card-big-show-effect =
    Roll 1 battle die per Command card you hold, this one included.
    Soldier: order 1 infantry unit
    Skull: order 1 MG team or mortar
    Flag: order any 1 field unit
    HQ: take 1 HQ token
    Burst: no effect
    Ordered units roll 1 extra die all turn. Then shuffle both decks with their discard piles.
ccgw-card-counter-attack = Counter Attack
ccgw-card-counter-attack-effect = Give the same order the opponent gave on their last turn, as if you had played their card, with left and right swapped.
ccgw-card-direct-from-hq = Direct From HQ
ccgw-card-direct-from-hq-effect = Spend HQ tokens and order 1 field unit for each one, leaving the token on the unit as a reminder until it has moved or battled. HQ symbols you roll this turn earn nothing.
ccgw-card-infantry-assault = Infantry Assault
ccgw-card-infantry-assault-effect = Order all your infantry units in 1 section: each may move up to 2 hexes and battle, or up to 3 without battling. Terrain limits still apply; MGs and mortars do not count as infantry. If you have no infantry, order 1 unit of your choice.
ccgw-card-replacements = Replacements
ccgw-card-replacements-effect =
    Roll 1 battle die per Command card you hold, this one included.
    Soldier: an infantry unit gets back 1 lost figure
    HQ or Flag: any field unit gets back 1 lost figure
    Burst or Skull: no effect
    No unit goes above its starting size. A unit that gets a figure back counts as ordered.
ccgw-card-rush-and-rotation = Rush & Rotation
ccgw-card-rush-and-rotation-effect = Order 4 infantry units (MGs and mortars count as infantry here). Each may move up to 6 hexes, through friendly units and ignoring terrain stops except impassable, but must end next to a friendly unit. No battles this turn, and no breakthrough medals.
ccgw-card-storm-of-fire = Storm of Fire
ccgw-card-storm-of-fire-effect = Order 4 field units: they battle with 1 extra die this turn but may not move.
ccgw-card-strike-first = Strike First
ccgw-card-strike-first-effect = Play it in the opponent's turn, after they announce a close combat and before they roll. Your defending unit battles first and cannot take ground; the attacker then battles only if not eliminated or forced back. At the end of that turn you draw your replacement Command card first.
ccgw-card-whistles-and-bugle-calls = Whistles & Bugle Calls
ccgw-card-whistles-and-bugle-calls-effect = General call to arms: order a group of your field units standing in a chain of adjacent hexes. The text sets no limit on the group's size.

## Combat cards
ccgw-card-advance-over-the-top = Advance Over The Top
ccgw-card-advance-over-the-top-effect = Right after an infantry unit moves, roll 2 battle dice: it moves 1 more hex for each Soldier. It may still battle if it could have after its normal move.
ccgw-card-box-barrage = Box Barrage
ccgw-card-box-barrage-effect = This turn your ordered Reserve Artillery ignores terrain protection, every Skull it rolls is a hit on any hex, and no Flag may be ignored.
ccgw-card-counter-intelligence = Counter Intelligence
ccgw-card-counter-intelligence-effect = Take any card you like from the Combat discard pile. Play it right away by paying its HQ cost, or keep it for later.
ccgw-card-combat-card-espionage = Combat Card Espionage
ccgw-card-combat-card-espionage-effect = Take up to 3 Combat cards at random from the opponent's hand. Give 1 back and discard the rest.
ccgw-card-gas-attack = Gas Attack
ccgw-card-gas-attack-effect = This turn, enemy infantry units you attack at range cannot ignore any Flag.
ccgw-card-machine-gun-barrage = Machine Gun Barrage
ccgw-card-machine-gun-barrage-effect = All your ordered MG teams may battle twice this turn (at range and/or in close combat), with 1 extra die all turn. A unit that battles twice cannot move or take ground.
ccgw-card-mata-hari-spy = Mata Hari Spy
ccgw-card-mata-hari-spy-effect = Take 3 Command cards at random from the opponent's hand, discard 2 of your choice and give the third back. The opponent then draws 1 extra Command card at the end of each of their turns until back to their starting hand size.
ccgw-card-messenger-pigeons = Messenger Pigeons
ccgw-card-messenger-pigeons-effect = Play it with a Recon, Probe or Attack card: also order 1 extra field unit in each of the two other sections.
ccgw-card-physician = Physician
ccgw-card-physician-effect = Choose 1 unit: it gets back 1 lost figure for each HQ token you spend, never above its starting size.
ccgw-card-trench-raid = Trench Raid
ccgw-card-trench-raid-effect = An infantry unit may move up to 4 hexes, ignoring terrain stops except impassable, and close-combat with 1 extra die; terrain combat limits still apply. After the combat and any take ground, it may stay or go back to its starting hex.
ccgw-card-reposition = Reposition
ccgw-card-reposition-effect = Your ordered MG teams and mortars may move up to 3 hexes without battling, or battle and then move 2 hexes.
ccgw-card-short-supply = Short Supply
ccgw-card-short-supply-effect = Choose any 1 unit, yours or the enemy's. Its owner moves it to an empty hex on their own board edge in the same section; if it belongs to the active player it cannot battle this turn.
ccgw-card-stretcher-bearer = Stretcher Bearer
ccgw-card-stretcher-bearer-effect = Choose any 1 unit, yours or the enemy's, and take it off the board; no Victory Medal is scored. This is very strong as translated: check your physical card.
ccgw-card-tactician = Tactician
ccgw-card-tactician-effect = Move the order of the Command card you just played to a different section of your choice.
ccgw-card-three-on-a-match = Three on a Match
ccgw-card-three-on-a-match-effect = Roll 1 battle die at a target: a Soldier or a Burst scores 1 hit.
ccgw-card-mortar-barrage = Mortar Barrage
ccgw-card-mortar-barrage-effect = All your ordered mortars may fire at range twice this turn, with 1 extra die all turn.
ccgw-card-battle-fury = Battle Fury
ccgw-card-battle-fury-effect = After your unit eliminates the defender or forces it back in close combat, it may take ground and close-combat again with 1 extra die. If it already had a bonus close combat, it gets a second one.
ccgw-card-body-armour = Body Armour
ccgw-card-body-armour-effect = Your targeted unit ignores every Soldier symbol rolled against it.
ccgw-card-butt-and-bayonet = Butt & Bayonet
ccgw-card-butt-and-bayonet-effect = If your unit was neither eliminated nor forced back by the enemy's close combat, it strikes back at the attacker with 1 extra die. It cannot take ground.
ccgw-card-lice = Lice
ccgw-card-lice-effect = The enemy unit you are attacking cannot ignore any Flag in this combat.
ccgw-card-hand-grenade = Hand Grenade
ccgw-card-hand-grenade-effect = Roll 2 extra dice in this close combat.
ccgw-card-hold-at-all-costs = Hold at All Costs
ccgw-card-hold-at-all-costs-effect = This turn, your units that are attacked may ignore every Flag rolled against them.
ccgw-card-lost-messenger = Lost Messenger
ccgw-card-lost-messenger-effect = The opponent orders 1 field unit fewer this turn (they choose which) and cannot order Reserve Artillery. A Combat card they played with that Command card is cancelled and its HQ goes back to them.
ccgw-card-improved-logistics = Improved Logistics
ccgw-card-improved-logistics-effect = Take 4 HQ tokens instead of 2.
ccgw-card-return-fire = Return Fire
ccgw-card-return-fire-effect = If your attacked unit was neither eliminated nor forced back, it fires back at the attacking field unit with 2 extra dice. It needs range and line of sight and must not be next to an enemy.
ccgw-card-shell-shortage = Shell Shortage
ccgw-card-shell-shortage-effect = This turn the enemy Reserve Artillery rolls 2 battle dice fewer on each hex it hits.
ccgw-card-surprise-ambush = Surprise Ambush
ccgw-card-surprise-ambush-effect = Your defending unit battles first in close combat, with 1 extra die, and cannot take ground. The attacker then battles as ordered only if it was not eliminated or forced back.
ccgw-card-trench-foot = Trench Foot
ccgw-card-trench-foot-effect = The moving enemy infantry unit goes back to the hex it started from and cannot move or battle this turn.
ccgw-card-wire-cutters = Wire Cutters
ccgw-card-wire-cutters-effect = An infantry unit in a wire hex removes the wire and may still battle if it is able to.

## Rule topics

ccgw-rule-turn-phases = Turn phases
ccgw-rule-turn-phases-body =
    Your turn has five phases, each finished before the next begins:
    1 Play a Command card
    2 Order units
    3 Move
    4 Battle
    5 End of turn
    Players alternate turns until one reaches the scenario's medal total.

ccgw-rule-section-vs-tactic = Section and Tactic cards
ccgw-rule-section-vs-tactic-body = A Section card orders a set number of units in the section or sections it shows. A Tactic card orders units anywhere and may bend the basic movement and combat rules, but terrain limits still hold. 'For each Command card you hold, including this one' means your hand plus the card just played.

ccgw-rule-nothing-to-order = Nothing to order
ccgw-rule-nothing-to-order-body = If the card you played cannot order even one of your units, skip phases 2 to 4 and go straight to End of turn.

ccgw-rule-dotted-line-hexes = Hexes on a section line
ccgw-rule-dotted-line-hexes-body = A hex cut by a dotted line belongs to both sections: a unit there can be ordered by a card for the centre or by a card for that flank.

ccgw-rule-too-many-orders = Spare orders
ccgw-rule-too-many-orders-body = Each unit takes at most one order per turn. If the card orders more units than you have in that area, the extra orders are simply lost.

ccgw-rule-infantry-move = Infantry movement
ccgw-rule-infantry-move-body = An ordered infantry unit may move 1 hex and still battle, or move 2 hexes and give up battling this turn. It may also stay where it is and battle.

ccgw-rule-mg-mortar-move = Machine-gun and mortar movement
ccgw-rule-mg-mortar-move-body = A machine-gun team or a mortar may move 1 hex, but if it moves it cannot battle this turn, neither at range nor in close combat.

ccgw-rule-occupied-hexes = Occupied hexes
ccgw-rule-occupied-hexes-body = Only one unit may stand in a hex. No unit can enter or move through a hex holding a unit, friend or foe. Units never split, and weakened units never merge. Each unit ends its move before the next starts.

ccgw-rule-leaving-the-map = Leaving the board
ccgw-rule-leaving-the-map-body = Units may not enter the half-hexes on the board edges, and may leave the board only when the scenario allows it, for example for a breakthrough. Moving off the board costs 1 hex of movement.

ccgw-rule-casualties-dont-weaken = Losses do not reduce dice
ccgw-rule-casualties-dont-weaken-body = A unit rolls the same number of battle dice however many figures it has lost: a lone survivor fights as hard as a full unit.

ccgw-rule-one-target-one-combat = One target, one kind of combat
ccgw-rule-one-target-one-combat-body = An ordered unit is never forced to battle. If it does, all its dice go at a single enemy unit, and it fights either at range or in close combat, not both. A unit normally battles once per turn, and you choose the order.

ccgw-rule-adjacent-lock = Enemy next to you
ccgw-rule-adjacent-lock-body = A unit next to an enemy unit cannot fire at range at all. If it battles, it must close-combat one of the adjacent enemies.

ccgw-rule-counting-range = Counting range
ccgw-rule-counting-range-body = Count the hexes from the firer to the target, including the target's hex but not the firer's. An adjacent target is close combat; ranged fire starts at 2 hexes.

ccgw-rule-infantry-range-dice = Infantry dice
ccgw-rule-infantry-range-dice-body = Infantry: 3 dice against an adjacent enemy (close combat), 2 at 2 hexes, 1 at 3 or 4 hexes. It needs line of sight and may move 1 hex and still fire.

ccgw-rule-mg-range-dice = Machine-gun dice
ccgw-rule-mg-range-dice-body = Machine-gun team: 3 dice from adjacent out to 3 hexes, 1 at 4 or 5 hexes. It needs line of sight and cannot battle after moving.

ccgw-rule-mortar-range-dice = Mortar dice
ccgw-rule-mortar-range-dice-body = Mortar: 3 dice against an adjacent enemy, 2 at 2 to 4 hexes, 1 at 5 or 6 hexes. It needs no line of sight and cannot battle after moving.

ccgw-rule-crossfire = Crossfire
ccgw-rule-crossfire-body = Two or more ordered machine-gun teams may fire at the same enemy unit together. Work out each team's dice on its own, then roll them all at once.

ccgw-rule-line-of-sight = Line of sight
ccgw-rule-line-of-sight-body = Draw an imaginary line from the centre of the firer's hex to the centre of the target's hex. Any hex it crosses, even partly, that holds a unit of either side, blocking terrain or a board-edge half-hex blocks it; the target's own terrain never does. A line running along hex edges is blocked only if both sides are obstructed. Mortars and Reserve Artillery ignore line of sight.

ccgw-rule-hill-los = Hills and line of sight
ccgw-rule-hill-los-body = From lower ground you see the first hill hex but not a second hill hex behind it, and the same the other way round. Units on adjacent, connected hills see each other. Units on separate hills see each other across lower hexes unless those hexes hold units or blocking terrain.

ccgw-rule-firing-from-cover = Attacking from cover
ccgw-rule-firing-from-cover-body = A unit that moved into forest or buildings this turn rolls 1 die fewer for the rest of the turn; one that was already there loses nothing. A unit in a wire hex always rolls 1 die fewer. No other terrain changes the attacker's dice.

ccgw-rule-target-protection = Target protection
ccgw-rule-target-protection-body = Unlike other Command and Colors games, terrain here rarely cuts the attacker's dice. Instead the target's terrain cancels some Soldier symbols (automatically) and lets its owner ignore some Flags (by choice). Bursts always hit, and Skulls always hit in close combat. The terrain topics give the numbers.

ccgw-rule-hits-at-range = Hits in ranged combat
ccgw-rule-hits-at-range-body = Each Burst is a hit that terrain cannot cancel. Each Soldier left after the target's protection is a hit (reading: the text is unclear whether several Soldiers make one hit or one each). Skulls miss, except for infantry with an explosives specialist firing at exactly 2 hexes. Remove 1 figure per hit.

ccgw-rule-hits-close-combat = Hits in close combat
ccgw-rule-hits-close-combat-body = Bursts hit, Soldiers left after the target's protection hit, and every Skull hits as well: that is the big advantage of fighting at close quarters. Remove 1 figure per hit.

ccgw-rule-overkill = Extra hits
ccgw-rule-overkill-body = Hits beyond the figures the target has left are lost. When its last figure is removed the unit is eliminated and the attacker takes 1 Victory Medal.

ccgw-rule-hq-symbols = HQ symbols
ccgw-rule-hq-symbols-body = Each HQ symbol rolled in a combat against an enemy unit (ranged, close or artillery) earns the roller 1 HQ token from the common pool. Rolls made for anything else earn nothing. Under Direct From HQ, no HQ is earned from dice that turn.

ccgw-rule-flags = Flags
ccgw-rule-flags-body = A Flag is not a hit. Once hits have been removed, each Flag that is not ignored pushes the unit 1 hex back toward its own board edge, whichever way the attack came from.

ccgw-rule-retreat-path = Retreat path
ccgw-rule-retreat-path-body = Retreat straight toward your own edge, never sideways. The owner picks between the rear hexes (usually two); if one is blocked, the other must be used. No half-hexes and no hexes with units. Terrain such as forest, buildings, rubble or wire does not stop a retreat, but impassable terrain blocks it.

ccgw-rule-blocked-retreat = Blocked retreat
ccgw-rule-blocked-retreat-body = For each retreat hex the unit cannot complete, because units or impassable terrain are in the way or because it would go past its own board edge, it loses 1 figure instead.

ccgw-rule-ignoring-flags = Ignoring flags (holding morale)
ccgw-rule-ignoring-flags-body = When terrain or a card lets a unit ignore Flags, it is optional and decided one Flag at a time: you may ignore one and accept the next. The allowance counts per attack, and Flags beyond it must be carried out.

ccgw-rule-taking-ground = Take Ground
ccgw-rule-taking-ground-body = An ordered unit that eliminates the defender or forces it back in close combat has won, and may move into the hex left empty. Doing so is optional.

ccgw-rule-no-take-ground = Who cannot take ground
ccgw-rule-no-take-ground-body = No Take Ground for: machine-gun teams and mortars; a unit that moved this turn into terrain that stops movement (as written); a defender striking with Strike First (called First Strike in the text) or Surprise Ambush; a unit using Butt & Bayonet.

ccgw-rule-bonus-close-combat = Bonus close combat
ccgw-rule-bonus-close-combat-body = Only infantry using the Battle Fury card gets one: after winning and taking ground, it may attack any adjacent enemy, not only the one it pushed back. If it wins again it may take ground again, but normally no third combat (Battle Fury itself can grant a second bonus). Terrain that stops movement may prevent it.

ccgw-rule-explosives-specialist = Explosives specialist
ccgw-rule-explosives-specialist-body = Joins infantry only, as the scenario says. The unit rolls 1 extra die in close combat, and when it fires at exactly 2 hexes its Skulls hit too.

ccgw-rule-specialist-casualties = Specialist casualties
ccgw-rule-specialist-casualties-body = The specialist figure always stays with its unit and can never move to another. It is never removed for a hit: it leaves the game together with the unit's last figure.

ccgw-rule-last-figure-mg-mortar = Last figure of MG and mortar teams
ccgw-rule-last-figure-mg-mortar-body = In a machine-gun team the figure with the machine gun is always the last one removed; in a mortar team it is the figure with the mortar.

ccgw-rule-ordering-artillery = Ordering Reserve Artillery
ccgw-rule-ordering-artillery-body = Artillery Bombard orders it against any hex, and it may fire twice for one HQ payment. A Section card can also order it, except the cards that order only field units (read as Assault and Forward); the target must then lie in that card's section.

ccgw-rule-artillery-first = Artillery battles first
ccgw-rule-artillery-first-body = Key rule: if your Reserve Artillery is ordered, it must be the first of your units to battle this turn.

ccgw-rule-buying-targeting-dice = Buying targeting dice
ccgw-rule-buying-targeting-dice-body = Put the targeting template on any hex with its arrow pointing at the enemy edge. Spend HQ tokens, from 0 up to the firepower number on the artillery token: each token buys 1 targeting die.

ccgw-rule-doubles-and-triples = Doubles and triples
ccgw-rule-doubles-and-triples-body = Each targeting die puts 1 battle die on the template hex bearing its number. Dice showing the same number also hit the main target hex with as many battle dice as there are matching dice (1-4-4-6: 2 on the centre; 2-2-6-6: 4). Reading: with no matching dice the centre is not hit. A triple also craters the centre and strips all its protection for that combat.

ccgw-rule-artillery-hits = Artillery hits
ccgw-rule-artillery-hits-body = Resolve the main target first, then the other hit hexes clockwise, finishing hits and retreats on each before the next. Main target: Bursts and Skulls hit, plus Soldiers left after protection. Other hexes: Bursts and unprotected Soldiers hit, Skulls miss. HQ symbols earn tokens and Flags cause retreats. A hex with no unit and no wire needs no roll.

ccgw-rule-cratered-terrain = Terrain after a triple
ccgw-rule-cratered-terrain-body = After the combat that craters it: forest still counts as forest for movement but protects like shell craters; buildings protect like rubble; hills, trenches, open ground and wire (flipped) protect like shell craters. Rubble, shell craters and mine craters get no new craters and keep their own protection. The text does not say how line of sight changes.

ccgw-rule-barbed-wire = Barbed wire
ccgw-rule-barbed-wire-body = Entering a wire hex ends the move. A unit in wire rolls 1 die fewer and gets no protection. Infantry in wire may remove it instead of battling (Wire Cutters lets it do both). A Burst from Reserve Artillery or a mortar on a wire hex removes the wire.

ccgw-rule-mine-craters = Mine craters
ccgw-rule-mine-craters-body = Entering a mine crater ends the move, and a unit moving out of one must stop in the first hex beyond it. A target inside may ignore 1 Soldier and 1 Flag. The crater does not block line of sight, though a unit in it does.

ccgw-rule-trench-protection = Trench protection
ccgw-rule-trench-protection-body = At range, a unit in trenches cancels 2 Soldiers and may ignore up to 2 Flags. In close combat it cancels 1 Soldier and may ignore 1 Flag. Trenches neither slow movement nor cut the attacker's dice.

ccgw-rule-end-turn-draw = End-of-turn draw
ccgw-rule-end-turn-draw-body = Discard the Command card you played and draw a new one (after a Recon, draw 2 and keep 1). Then choose: draw 1 Combat card (not if it would exceed your hand limit) or take 2 HQ tokens from the common pool. Only the active player draws.

ccgw-rule-trading-combat-card = Trading a Combat card
ccgw-rule-trading-combat-card-body = If you played no Combat card during your turn, at its end you may discard 1 Combat card to take 1 HQ token. At most one such trade per turn, on top of the card-or-2-HQ choice (reading: the order of the two is not stated).

ccgw-rule-combat-card-limits = Combat card limits
ccgw-rule-combat-card-limits-body = You may hold up to 5 Combat cards unless the scenario sets another number. Each player plays at most 1 in their own turn and 1 in the opponent's turn, so no more than 2 are played in any turn, one per player. A card is played only at the moment printed on it.

ccgw-rule-paying-combat-cards = Paying for Combat cards
ccgw-rule-paying-combat-cards-body = Lay the card on the table, read it aloud and pay its HQ cost at once, before it takes effect; some cards are free. The spent tokens go back to the common pool at the end of the turn and the card goes to the discard pile.

ccgw-rule-card-conflicts = Card conflicts
ccgw-rule-card-conflicts-body = If two Combat cards contradict each other, the one played later wins. A card beats the rulebook, but terrain limits on movement and combat still apply unless the card says otherwise.

ccgw-rule-hq-pool = The HQ pool
ccgw-rule-hq-pool-body = HQ tokens start in a common pool of 30. A player may hold any number, and everyone's count is public. If the common pool runs dry, nobody gains HQ until tokens flow back into it.

ccgw-rule-empty-decks = Empty decks
ccgw-rule-empty-decks-body = When the Command or Combat deck runs out, shuffle its discard pile into a new deck. Big Show reshuffles both decks with their discards.

ccgw-rule-winning = Victory Medals
ccgw-absent-tanks = Tanks are not in this game: the base game is about trench warfare, and the rulebook names tanks among its planned expansions.
ccgw-absent-aircraft = Aircraft are not in this game: the base game is about trench warfare, and the rulebook names aircraft among its planned expansions.
ccgw-rule-winning-body = You win the moment you reach the number of Victory Medals the scenario asks for, even in the middle of a turn. Each enemy unit eliminated is worth 1 medal; the scenario may add objective medals.

ccgw-rule-objective-medal-types = Objective medal types
ccgw-rule-objective-medal-types-body = Temporary, temporary at start of turn, start-of-turn majority, permanent, permanent at start of turn, breakthrough and Under Pressure. They differ in when you gain them and whether you can lose them: see the objective medals table.

ccgw-rule-under-pressure = Under Pressure
ccgw-rule-under-pressure-body = When the scenario puts the attacker Under Pressure, the defender who plays a Recon card may take 1 permanent Victory Medal and draw only 1 Command card instead of 2. This medal can never be the one that wins the game.

ccgw-rule-no-mans-land = No Man's Land bombardment
ccgw-rule-no-mans-land-body = If the scenario calls for it, the starting player rolls targeting dice before play to place shell craters on the marked rows. Open hexes get a crater, wire is flipped to its crater side, and hexes with a unit or terrain tile are counted but left alone. See the procedure topic.

ccgw-rule-reserve-artillery-off-board = Reserve Artillery is off the board
ccgw-rule-reserve-artillery-off-board-body = Reserve Artillery is a token beside the board, not a field unit. It never moves, normally cannot be attacked, has no range or line-of-sight limits, and only fires at range using the targeting template.

ccgw-rule-unit-dice = Battle dice by unit and range
ccgw-rule-unit-dice-body =
    Infantry: adjacent 3 · 2 hexes 2 · 3 hexes 1 · 4 hexes 1 · needs line of sight · may battle after moving 1 hex
    Infantry with explosives specialist: adjacent 4 · 2 hexes 2, Skulls hit too · 3 hexes 1 · 4 hexes 1
    Machine-gun team: adjacent 3 · 2 hexes 3 · 3 hexes 3 · 4 hexes 1 · 5 hexes 1 · needs line of sight · no battle after moving
    Mortar: adjacent 3 · 2 hexes 2 · 3 hexes 2 · 4 hexes 2 · 5 hexes 1 · 6 hexes 1 · no line of sight needed · no battle after moving
    Reserve Artillery: any hex, no line of sight · battle dice come from the targeting dice
    Adjacent means close combat. Range counts the target's hex, not your own.

ccgw-rule-terrain-open = Open ground
ccgw-rule-terrain-open-body =
    Movement: no limit
    Attacker's dice: no change
    Protection at range: none
    Protection in close combat: none
    Line of sight: does not block
    Artillery triple on the main target: the hex becomes shell craters; that combat ignores all protection, no Soldier or Flag may be ignored; the craters protect from then on

ccgw-rule-terrain-forest = Forest
ccgw-rule-terrain-forest-body =
    Movement: stop on entering
    Attacker's dice: −1 for the rest of the turn if the unit moved in this turn; no change if it was already there
    Protection at range: cancel 1 Soldier, no Flags ignored
    Protection in close combat: cancel 1 Soldier, no Flags ignored
    Line of sight: blocks
    Artillery triple on the main target: craters are placed; that combat ignores all protection, no Soldier or Flag may be ignored; afterwards forest for movement, shell craters for protection

ccgw-rule-terrain-buildings = Buildings
ccgw-rule-terrain-buildings-body =
    Movement: stop on entering
    Attacker's dice: −1 for the rest of the turn if the unit moved in this turn; no change if it was already there
    Protection at range: cancel 1 Soldier, may ignore 1 Flag
    Protection in close combat: cancel 1 Soldier, may ignore 1 Flag
    Line of sight: blocks
    Artillery triple on the main target: craters are placed; that combat ignores all protection, no Soldier or Flag may be ignored; afterwards it protects as rubble

ccgw-rule-terrain-hill = Hill
ccgw-rule-terrain-hill-body =
    Movement: no limit
    Attacker's dice: no change
    Protection at range: cancel 1 Soldier, no Flags ignored
    Protection in close combat: attacked from lower ground: cancel 1 Soldier, no Flags ignored; attacked from an adjacent hill: none
    Line of sight: hides units behind it (see hills and line of sight)
    Artillery triple on the main target: craters are placed; that combat ignores all protection, no Soldier or Flag may be ignored; afterwards it protects as shell craters

ccgw-rule-terrain-rubble = Building rubble
ccgw-rule-terrain-rubble-body =
    Movement: stop on entering
    Attacker's dice: no change
    Protection at range: cancel 1 Soldier, may ignore 1 Flag
    Protection in close combat: cancel 1 Soldier, may ignore 1 Flag
    Line of sight: blocks
    Artillery triple on the main target: no craters; that combat ignores all protection, no Soldier or Flag may be ignored; it stays rubble

ccgw-rule-terrain-trenches = Trenches
ccgw-rule-terrain-trenches-body =
    Movement: no limit
    Attacker's dice: no change
    Protection at range: cancel 2 Soldiers, may ignore up to 2 Flags
    Protection in close combat: cancel 1 Soldier, may ignore 1 Flag
    Line of sight: does not block, but a unit in it does (like any unit)
    Artillery triple on the main target: craters are placed; that combat ignores all protection, no Soldier or Flag may be ignored; afterwards it protects as shell craters

ccgw-rule-terrain-shell-craters = Shell craters
ccgw-rule-terrain-shell-craters-body =
    Movement: no limit
    Attacker's dice: no change
    Protection at range: cancel 1 Soldier, may ignore 1 Flag
    Protection in close combat: cancel 1 Soldier, may ignore 1 Flag
    Line of sight: does not block, but a unit in it does
    Artillery triple on the main target: no new craters; that combat ignores all protection, no Soldier or Flag may be ignored; it stays shell craters

ccgw-rule-terrain-mine-craters = Mine craters
ccgw-rule-terrain-mine-craters-body =
    Movement: stop on entering; a unit moving out stops in the first hex beyond it
    Attacker's dice: no change
    Protection at range: cancel 1 Soldier, may ignore 1 Flag
    Protection in close combat: cancel 1 Soldier, may ignore 1 Flag
    Line of sight: does not block, but a unit in it does
    Artillery triple on the main target: no shell craters; that combat ignores all protection, no Soldier or Flag may be ignored; it stays a mine crater

ccgw-rule-terrain-wire = Barbed wire
ccgw-rule-terrain-wire-body =
    Movement: stop on entering
    Attacker's dice: −1 while the unit is in the wire hex
    Protection at range: none
    Protection in close combat: none
    Line of sight: does not block
    Artillery triple on the main target: flip the wire to its crater side; that combat ignores all protection, no Soldier or Flag may be ignored; afterwards shell craters. Any Burst from artillery or a mortar removes the wire; infantry may clear it instead of battling

ccgw-rule-dice-modifiers = Dice modifiers
ccgw-rule-dice-modifiers-body =
    First apply the attacker's own terrain, then units and cards.
    Moved into forest or buildings this turn: −1 for the rest of the turn
    In a wire hex: −1
    Explosives specialist in close combat: +1
    Machine Gun Barrage: +1 for ordered MG teams all turn
    Mortar Barrage: +1 for ordered mortars all turn
    Trench Raid: +1 in the raid's close combat
    Battle Fury: +1 in the bonus close combat
    Butt & Bayonet: +1 when striking back
    Hand Grenade: +2 in one close combat
    Return Fire: +2 when firing back
    Surprise Ambush: +1 for the defender striking first
    Big Show, Storm of Fire: +1 for the units they order, all turn
    Shell Shortage (enemy card): −2 battle dice on each hex your artillery hits (reading)
    The text sets no minimum: at 0 dice there is nothing to roll.

ccgw-rule-battle-die-faces = Battle die faces
ccgw-rule-battle-die-faces-body =
    Burst: a hit in every kind of combat; terrain cannot cancel it.
    Soldier: a hit for each one left after the target's protection (reading).
    Skull: at range no hit (except specialist infantry at exactly 2 hexes) · close combat: hit · artillery main target: hit · other artillery hexes: no hit (hit with Box Barrage).
    Flag: no hit; 1 hex of retreat unless ignored.
    HQ: no hit; the roller takes 1 HQ token when fighting an enemy unit.
    How many of each symbol the die carries is not given in the text.

ccgw-rule-hq-gains-costs = HQ tokens: gains and costs
ccgw-rule-hq-gains-costs-body =
    Gains
    Scenario start: as the scenario says
    End of turn, instead of a Combat card: 2 (4 with Improved Logistics)
    End of turn, discard 1 Combat card if you played none: 1, once per turn
    Each HQ symbol rolled against an enemy unit: 1 (none under Direct From HQ)
    Big Show: 1 per HQ symbol
    Lost Messenger: a cancelled Combat card's HQ goes back to its player
    Costs
    Combat card: its printed cost, paid up front
    Reserve Artillery: 1 per targeting die, up to its firepower (Artillery Bombard: pay once, fire twice)
    Direct From HQ: 1 per field unit ordered
    Physician: 1 per figure restored
    Spent tokens return to the common pool at end of turn. If the pool is empty, nobody gains.

ccgw-rule-objective-medals = Objective medals
ccgw-rule-objective-medals-body =
    Temporary: gained as soon as you occupy the hex; lost as soon as it is left empty.
    Temporary, start of turn: gained if you hold the hex at the start of your turn; lost as soon as it is left empty.
    Start-of-turn majority: gained if at the start of your turn you hold more hexes of the group than the opponent (1 against 0 counts; reading: a tie gives it to nobody); lost when the majority goes.
    Permanent: gained on occupying the hex; never lost.
    Permanent, start of turn: gained if you hold the hex at the start of your turn; never lost, and you may then leave.
    Breakthrough: each ordered unit that moves off the enemy edge (costs 1 hex) scores a permanent medal; not with Rush & Rotation.
    Under Pressure: the defender playing a Recon takes a permanent medal and draws 1 card; never the winning medal.
    Temporary medals may cover a group of hexes: holding any one of them counts.

ccgw-rule-nml-bombardment = No Man's Land bombardment: procedure
ccgw-rule-nml-bombardment-body =
    The starting player rolls before the first turn; arrows on the scenario map mark the rows.
    Start with the marked row closest to the enemy. Roll 1 targeting die and count that many hexes from the left: the crater goes on the hex reached.
    Roll again and count on from the hex after the last crater, always left to right. A count that runs past the end of a row carries on into the next marked row (reading).
    Stop when the last marked row is done.
    Open hex: place a crater. Wire: flip it to the crater side. Unit or terrain tile: count the hex but place nothing.

ccgw-rule-setup = Game setup
ccgw-rule-setup-body =
    1 Pick a scenario; Opening Action 1 and 2 suit a first game.
    2 Sit on the side of the army you command.
    3 Lay out the terrain tiles and wire shown on the scenario map.
    4 Place the units: each map symbol is one full unit.
    5 Put your Victory Medal card by your board edge.
    6 Place your Reserve Artillery tokens by your edge, strength number up.
    7 Shuffle the Command deck, deal each player the scenario's number and keep hands hidden; the rest stays face down.
    8 Do the same with the Combat deck.
    9 Form the common HQ pool and give each player the scenario's starting HQ.
    10 Set out battle dice, targeting dice, templates and medals.
    11 Read the scenario's special rules and victory conditions.
    12 If the scenario uses it, the starting player rolls the No Man's Land bombardment.
    13 The starting player begins the first turn.
