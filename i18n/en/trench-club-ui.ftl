# Trench Club panels. Our own words.

tc-ui-tab-setup = Setup
tc-ui-tab-units = Units
tc-ui-tab-forts = Forts
tc-ui-tab-battle = Battle
tc-ui-tab-money = Money
tc-ui-tab-special = Special rolls

## Setup
tc-ui-two = 2 players
tc-ui-four = 4 players
tc-ui-first = Who plays first (after the die roll)
tc-ui-settings = Variants and readings
tc-ui-short-game = Short game (7 / 4 forts)
tc-ui-expert-trenches = Expert trenches
tc-ui-hits-typed = Other player types the hits
tc-ui-cap-warning = Warn past 2 of a type
tc-ui-kill-stacks = A kill gives 3 XP (1 + 2)
tc-ui-round2-all = Round 2: first player uses all 3 armies
tc-ui-victory-end = Count forts at the end of the turn
tc-ui-automa-flat = Automa: experience bonus once
tc-ui-timer-off = Turn timer: off
tc-ui-timer-min = Turn timer: { $min } min
tc-ui-start = Start the game
tc-ui-started = The game is under way; variants and readings can still change.

## Header
tc-ui-turn = { $side } · round { $round } · { $armies ->
    [one] 1 army may act
   *[other] { $armies } armies may act
}
tc-ui-team-forts = Forts: Central Powers { $central }, Entente { $entente } (to win: { $need })
tc-ui-timer = Turn time { $used } of { $limit }
tc-ui-timer-over = Time is up: { $used } of { $limit }
tc-ui-timer-start = Start clock
tc-ui-timer-stop = Stop clock
tc-ui-winner = { $team } win!

## Units
tc-ui-roster = { $side }'s units
tc-ui-unit-line = { $unit } · damage { $marks } · { $xp } XP, { $level } ({ $colour }) · army { $army }
tc-ui-flag-fort = In fort
tc-ui-flag-water = In water
tc-ui-flag-trench = In trench
tc-ui-flag-unloaded = Just unloaded
tc-ui-damage = Damage
tc-ui-xp = XP
tc-ui-remove = Remove
tc-ui-add = Add a unit
tc-ui-army = Army { $n }
tc-ui-gone = unit #{ $id } (gone)
tc-ui-sheet-note = Unit Sheet (from the data; "?" marks a value the rulebook text does not give: check it against your sheet)
tc-ui-sheet = cost { $cost } · speed { $speed } · range { $range } · hits { $hits }

## Battle
tc-ui-table-units = Units on the table
tc-ui-any-unit = Any unit
tc-ui-close = Close combat
tc-ui-ranged = At range
tc-ui-no-support = No red dice
tc-ui-flank = Flank +2
tc-ui-encircle = Encircle +3
tc-ui-open = Open ground
tc-ui-forest = Forest
tc-ui-trench = Trench
tc-ui-matchup = { $attacker } attacks { $defender }
tc-ui-odds-head = { $who }: { $mean ->
        [one] { $mean } hit
       *[other] { $mean } hits
    } expected
tc-ui-odds-damage = Damage
tc-ui-odds-kill = Kill
tc-ui-declare = Declare this attack
tc-ui-declared = { $n }. { $attacker } → { $defender } · { $status }
tc-ui-pending = waiting
tc-ui-fought = fought
tc-ui-wasted = wasted
tc-ui-undeclare = Take back
tc-ui-next-battle = Next declared battle
tc-ui-target-gone = The next attack's target (or attacker) is already gone.
tc-ui-waste = Mark it wasted
tc-ui-enter-base = Attacker's die { $n } of { $of }
tc-ui-enter-red = Red die { $n } of { $of }
tc-ui-enter-back = Defender's die { $n } of { $of }
tc-ui-enter-hits = Hits the attacker scored
tc-ui-enter-back-hits = Hits the defender scored
tc-ui-entered = All dice in.
tc-ui-dice-attacker = Attacker
tc-ui-dice-red = Red
tc-ui-dice-defender = Defender
tc-ui-roll = Roll for me
tc-ui-clear = Clear
tc-ui-no-result = The result of the next battle will show here.
tc-ui-result-head = { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
} → { $damage } dmg
tc-ui-effect = { $who } +{ $taken } dmg → { $damage } · +{ $xp } XP → { $total } ({ $colour })
tc-ui-destroyed = { $unit } destroyed: remove it
tc-ui-return-fire = Return fire: { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
} → +{ $damage } dmg on the attacker
tc-ui-return-fire-destroys = Return fire destroys the attacker: remove it
tc-ui-whose = { $side }: { $attacker } attacks { $defender }

## Money
tc-ui-purse = { $side }: { $money } money · { $forts ->
    [one] 1 fort
   *[other] { $forts } forts
}
tc-ui-income = Collect income (+{ $money })
tc-ui-repair-title = Repair (cost { $cost })
tc-ui-repair = Repair { $unit } ({ $damage } dmg)
tc-ui-repair-not = { $unit }: not in a fort since the turn began
tc-ui-buy-title = Buy a unit (placed in one of your forts)
tc-ui-buy = { $unit } · { $cost }
tc-ui-gift = Gift
tc-ui-give = Give to { $side } (+{ $fee } fee)
tc-ui-ledger = Ledger
tc-ui-ledger-line = { $side } { $delta } · { $why } { $what }

## Forts
tc-ui-capturer = Which foot soldier went in?
tc-ui-no-foot = No foot soldier of the active player is outside a fort.
tc-ui-fort = Fort { $n }: { $owner }
tc-ui-neutral = Neutral
tc-ui-capture = Capture

## Special rolls
tc-ui-bertha = Big Bertha: scatter die
tc-ui-no-scatter = Big Bertha's scatter roll will show here.
tc-ui-on-target = On target
tc-ui-stray = Strays { $dir }
tc-ui-scatter-rule = { $level }: faces up to { $up } stray to a neighbouring hex (directions not in the rulebook: check them against your own board)
tc-ui-automa = Solo Automa
tc-ui-easy = Easy
tc-ui-standard = Standard
tc-ui-hard = Hard
tc-ui-overkill = Overkill
tc-ui-automa-force = Automa force: { $n ->
        [one] { $n } unit
       *[other] { $n } units
    } (drawn from the cup at random: armies of 4, 4 and the rest)
tc-ui-automa-order = Acts in this order: { $order }
tc-ui-automa-buy = At the end of its turn it buys: { $unit }
tc-ui-ground = Defender in
tc-ui-roll-placement = Roll: who places armies first
tc-ui-roll-first = Roll: who plays first
tc-ui-places-first = { $side } places armies first
tc-ui-plays-first = { $side } plays first
tc-ui-special = Special Forces · { $cost } (draw; { $left } left)
tc-ui-special-choose = Choose { $unit } (behind in units and forts)
tc-ui-automa-foot = Foot soldiers (Infantry, Mounted, Heavy, others)
tc-ui-prio-foot-1 = Capture the fort if no enemy soldier stands by its entrances.
tc-ui-prio-foot-2 = Go next to the entrance of a neutral or enemy fort, unless another Automa soldier is already there (and no enemy soldier); ties: away from the nearest enemy.
tc-ui-prio-foot-3 = Head for a neutral or enemy fort reachable within 2 turns; ties: entrance reachable next turn, away from the nearest enemy, nearer the entrance, into forest.
tc-ui-prio-foot-4 = Approach and attack an enemy this attack can destroy.
tc-ui-prio-foot-5 = Approach and attack an enemy that cannot fire back.
tc-ui-prio-foot-6 = Move towards the entrance of the nearest neutral or enemy fort.
tc-ui-prio-foot-7 = Follow the close-combat priorities.
tc-ui-automa-close = Close-combat units (dearest first: aircraft, tanks, armoured cars, others)
tc-ui-prio-close-1 = Approach and attack; target: one it can destroy, one that cannot fire back, (aircraft) farthest from enemy AA, lowest attack, dearest, least experienced. Hex: (aircraft) farthest from AA, forest, nearest the next unit, nearest the start.
tc-ui-prio-close-2 = Get as close as possible to that target.
tc-ui-automa-long = Long-range units (shortest range first: assault gun, AA, mortar, others)
tc-ui-prio-long-1 = Move into range and attack; target: one it can destroy, a foot soldier by a fort entrance, one already attacked this turn, dearest, most experienced. Hex: on or by a road, farthest from the next enemy, nearest the next unit, nearest the start.
tc-ui-prio-long-2 = Get as close as possible, in hexes, to that target.
tc-ui-scatter-first = Big Bertha: roll the scatter die before the combat dice.
tc-ui-to-scatter = Scatter roll
tc-ui-flag-fort-since = In fort since the turn began
tc-ui-coop = Co-op: allies share a seat
tc-ui-automa-place = It places it in the fort nearest an enemy unit, but not one with an enemy foot soldier by its entrance; ties: the fort with more enemies equally near, then the second nearest enemy, and so on.
tc-ui-hits-entered = The attacker scored { $n }
tc-ui-declare-pick = Pick the attacker and its target on the form.
tc-ui-over-cap = Over the cap of { $cap } a type: { $units }
tc-ui-scatter-die = Big Bertha's scatter die
