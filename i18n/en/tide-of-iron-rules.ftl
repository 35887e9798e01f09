# Tide of Iron: rule lookup topics, in our own words.

toi-rule-round = Round structure
toi-rule-round-body = Every round has three phases in order: Action, Command, Status. The game ends after the scenario's last round, or sooner if a side meets its victory condition.

toi-rule-action-turns = Action turns
toi-rule-action-turns-body = The initiative holder takes the scenario's number of actions, then the opponent takes as many, back and forth, until both sides have ended the phase. In team play each member takes half, rounded up.

toi-rule-end-action = Ending the Action phase
toi-rule-end-action-body = A side may stop at any time, even with Ready units left, and takes no more actions this round. The other side may go on until it runs out of units or stops too; then the Command phase begins.

toi-rule-unit-status = Ready, Activated, Fatigued
toi-rule-unit-status-body = A unit with no token is Ready. Fatigue and Op Fire tokens both mean it is activated. Only Ready units take actions; a unit that finishes its action is Fatigued.

toi-rule-advance = Advance (movement)
toi-rule-advance-body = Move up to the unit's full movement; enemy Op Fire may hit it in each hex it enters. It is Fatigued afterwards.

toi-rule-concentrated-fire = Concentrated Fire
toi-rule-concentrated-fire-body = One attack at full firepower at any range band. Other Ready friendly units able to fire at the target may join with half their firepower.

toi-rule-prepare-op-fire = Prepare Op Fire
toi-rule-prepare-op-fire-body = The unit gets an Op Fire token and counts as activated. During the enemy's turn it may fire at an enemy unit that moves into a hex in its sight and range. Pinned or disrupted squads and mortars cannot.

toi-rule-fire-and-movement = Fire and Movement
toi-rule-fire-and-movement-body = Move and attack in either order, with one less movement point for squads and two less for vehicles. Firepower is halved, long range is not allowed and nobody may support. Not for units with heavy weapons.

toi-rule-card-action = Activate a strategy card
toi-rule-card-action-body = As an action, pay the command cost of a face-up card marked for the Action phase and resolve it. A card you cannot pay cannot be played.

toi-rule-assault-action = Assault action
toi-rule-assault-action-body = A squad without heavy weapons moves with one movement point less, then may assault one adjacent hex holding an enemy. Vehicles never assault.

toi-rule-fatigue-special = Fatigue a unit and special actions
toi-rule-fatigue-special-body = Fatigue a unit just marks a Ready unit Fatigued, spending an action. Special actions come from cards, specialisations or the scenario, such as building an entrenchment or healing.

toi-rule-command-steps = Command phase
toi-rule-command-steps-body = Four steps in order: check who controls the objectives, collect command and victory points, spend command on cards or on the initiative card, then settle the initiative.

toi-rule-objective-control = Objective control
toi-rule-objective-control-body = A unit on an objective hex captures it; your control marker keeps it yours after the unit leaves. No objective starts controlled unless the scenario says so.

toi-rule-command-income = Command income
toi-rule-command-income-body = Each controlled objective of your own nation, or neutral, pays its value in command. Holding an enemy nation's objective pays nothing but denies it to him. Unspent command carries over and is public.

toi-rule-initiative = Initiative bidding
toi-rule-initiative-body = Command put on your initiative card is spent for good and piles up from round to round. The higher total takes the initiative; on a tie it goes to the side that did not hold it.

toi-rule-status-steps = Status phase
toi-rule-status-steps-body = Draw a strategy card, clear markers, place Op Fire, transfer figures, take reinforcements and events, then move the round marker.

toi-rule-card-draw = Drawing strategy cards
toi-rule-card-draw-body = In the Status phase each side draws one card from a deck of its choice. If that first card shows a plus sign, it draws one more, never more than two.

toi-rule-recovery = Clearing conditions
toi-rule-recovery-body = In the Status phase Pinned tokens come off and Disrupted becomes Pinned; with an officer in the hex, Disrupted comes off entirely.

toi-rule-transfers = Figure transfers
toi-rule-transfers-body = In the Status phase figures may move between friendly squads in the same hex, but not to or from specialised, pinned, disrupted, carried or dug-in squads.

toi-rule-reinforcements = Reinforcements
toi-rule-reinforcements-body = They arrive only on your R hexes, within stacking and never in hexes with enemies. If every R hex is blocked, they are lost.

toi-rule-winning = Winning
toi-rule-winning-body = Each scenario sets its victory conditions. On a VP tie the side with the initiative at the end of the Status phase wins.

toi-rule-stacking = Stacking
toi-rule-stacking-body = At most three units and two vehicles in a hex. You may pass through a full hex but not stop there. A vehicle with its passengers is one unit.

toi-rule-range = Range bands
toi-rule-range-body = Adjacent is close range, hitting on 4-6; up to the range is normal, 5-6; up to twice the range is long, 6 only; beyond that there is no attack.

toi-rule-elevation = Higher ground
toi-rule-elevation-body = A unit firing down at a lower target adds one to its range. A squad uses the shortest range of the figures that fire.

toi-rule-los = Line of sight
toi-rule-los-body = Trace from centre to centre. Woods, buildings, smoke and hexes higher than both units block it; units never do. Adjacent units always see each other.

toi-rule-attack-sequence = Attack sequence
toi-rule-attack-sequence-body = Add up the attack strength and the target's defence, declare normal or suppressive, roll black and red dice together, subtract red successes from black ones and apply the hits.

toi-rule-defence = Cover and armour
toi-rule-defence-body = The target rolls one red die per point of cover plus armour; only vehicles have armour. Each 5 or 6 cancels one black success. Damage takes one point of armour.

toi-rule-normal-attack = Normal attack
toi-rule-normal-attack-body = Against a squad each hit removes one figure chosen by its owner; a machine-gun or mortar team counts as one figure. Against a vehicle hits cause damage.

toi-rule-vehicle-damage = Vehicle damage
toi-rule-vehicle-damage-body = An undamaged vehicle takes light damage from 1-2 hits, heavy from 3, and is destroyed by 4. A lightly damaged one becomes heavy with 1-2 and is destroyed by 3. Any hit destroys a heavily damaged one; heavy damage destroys a truck.

toi-rule-damage-effects = Effects of damage
toi-rule-damage-effects-body = Light damage costs one movement point and one armour. Heavy damage stops the vehicle, costs one armour and halves its firepower, which counts as its one halving.

toi-rule-suppressive = Suppressive attack
toi-rule-suppressive-body = Only against squads. A squad in normal condition is pinned by 1-2 hits, disrupted by 3 and routed by 4; a pinned one is disrupted by 1-2 and routed by 3; any hit routs a disrupted one.

toi-rule-conditions = Pinned and disrupted
toi-rule-conditions-body = A pinned or disrupted squad cannot move, fire or take special actions. An officer in the hex lets a pinned squad fire a Concentrated Fire at half firepower; nothing lets a disrupted squad act.

toi-rule-combined-fire = Combined Fire
toi-rule-combined-fire-body = The lead unit fires at full firepower and each supporter adds half its own, rounded up. Supporters need sight and range; the least favourable range band applies; everyone taking part is Fatigued.

toi-rule-op-fire = Op Fire
toi-rule-op-fire-body = It triggers when an active enemy unit enters a hex in sight and range; one Op Fire attack per hex entered. If it pins, disrupts or damages the mover, the mover stops and is Fatigued; light damage does not stop a tank.

toi-rule-mg = Machine-gun team
toi-rule-mg-body = A heavy weapon: no Fire and Movement, no Assault. If only the machine-gun figures fire on Op Fire, the squad stays on Op Fire and may fire again, but not twice at the same moving unit.

toi-rule-area-attack = Area attack
toi-rule-area-attack-body = One black roll for the whole hex; each unit in it rolls its own red dice against those hits. A suppressive area attack ignores vehicles and their passengers. Three hits in one area attack clear barbed wire.

toi-rule-mortar = Mortar
toi-rule-mortar-body = Range 8: firepower 4 when suppressive, 2 when normal, as an area attack hitting on 5-6 (6 at long range). It may use the sight of a friendly unit that is not Fatigued. Never at an adjacent hex, never from a building or bunker, no Op Fire.

toi-rule-assault = Assault
toi-rule-assault-body = The attacker rolls his firepower plus half of up to two supporters against the defenders' pooled cover; the defenders roll their squads' and light vehicles' firepower. All black dice hit on 4-6. More attacker hits make the defenders retreat; otherwise the assault fails.

toi-rule-hidden = Hidden squads
toi-rule-hidden-body = They cannot be targeted. They are revealed when they fire, enter an objective, are seen without cover, or are next to an enemy at the end of the Status phase.

toi-rule-halving = Halving firepower
toi-rule-halving-body = Additions and subtractions come before halving, and halving rounds up. Firepower is halved at most once: a unit that would be halved twice cannot attack or support.

toi-rule-tanks = Tanks
toi-rule-tanks-body = Against squads in buildings or bunkers a tank adds 3 firepower and 3 range. It may blitz through enemy hexes, paying one more movement point per enemy unit and pinning the exposed squads there. Light damage from Op Fire does not stop it. Solid Armour turns one red die to a 6.

toi-rule-elite-officer = Elites and officers
toi-rule-elite-officer-body = Each elite figure gives its squad one cover against suppressive attacks. An officer gives squads in his hex one cover against suppressive attacks and his squad one extra movement point.

toi-rule-specialisations = Specialisations
toi-rule-specialisations-body = Engineers dig in and cross wire; anti-tank squads have range 3 and 3 more firepower against vehicles; flamethrowers add 2 firepower and take 5 cover from an adjacent target; medics give one cover against normal attacks and heal on 4-6.

toi-rule-terrain = Terrain
toi-rule-terrain-body = Clear costs 1, no cover. Rough costs 2 (vehicles 1), cover 1. Woods cost 2 (vehicles 3), cover 2, block sight. Buildings cost 2, no vehicles, cover 3, block sight. Bridges cost 1, cover 1.

toi-rule-fortifications = Entrenchments and bunkers
toi-rule-fortifications-body = Each holds one squad and costs one movement point to enter: an entrenchment adds 2 cover, a bunker 6, on top of the terrain. Leaving one draws Op Fire.

toi-rule-obstacles = Wire, tank traps and mines
toi-rule-obstacles-body = Wire stops squads and light vehicles and halves fire from it. Tank traps stop vehicles and give squads one cover. A minefield stops whoever enters: 4 black dice, each 4-6 a hit, no defence, and the unit is Fatigued.

toi-rule-smoke = Smoke
toi-rule-smoke-body = Smoke blocks sight, gives 2 cover, halves fire out of it except in assaults, and is removed in the next Status phase. Never in a building.

toi-rule-strategy-cards = Strategy cards
toi-rule-strategy-cards-body = Pay the command cost, resolve the card, then it leaves the game unless it says to place it in your play area. Decks are never reshuffled, and a card's text beats the rules.

toi-rule-contact = Establish Contact
toi-rule-contact-body = Roll one die: the card's number or more makes contact. Otherwise the card stays in your play area and you may try again once in each later round, as an action, without paying again.

toi-rule-drift = Drift
toi-rule-drift-body = The drift number is 6 with no Ready friendly squad seeing the target, 4 if one sees it, 3 with an officer or a friendly unit in or next to the hex. Roll black and red: black at or above the number is on target; otherwise it moves that many hexes toward the red die's compass direction. Off the map, the card is wasted.

toi-rule-blast = Area attack and blast from cards
toi-rule-blast-body = The card's Area Attack hits the final hex; its Blast hits each neighbouring hex with a separate roll. Both hit on 5-6 unless the card says otherwise and are normal unless called suppressive. Friendly units are hit too.

toi-rule-team-play = Three and four players
toi-rule-team-play-body = Each team member runs a division and takes half the actions, rounded up. Command, VP and one card draw are shared. Support across divisions costs one command unless an officer is in the hex.

toi-rule-transport = Transport
toi-rule-transport-body = Boarding or leaving a vehicle costs 2 movement points in its hex; boarding ends the squad's action. Passengers cannot fire or be targeted and die with the vehicle. Trucks along a road pay a third of a point per hex.
