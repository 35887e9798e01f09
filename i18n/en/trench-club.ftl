tc-die-combat = Combat die (d12)
tc-die-red = Red extra die (d12)

tc-phase-move = Move troops
tc-phase-move-hint = Move your units one at a time, paying for the terrain you enter; foot soldiers may capture forts through an entrance.
tc-phase-declare = Declare attacks
tc-phase-declare-hint = List every attacker, its target and the order of the attacks; none of this can change afterwards.
tc-phase-battles = Battles
tc-phase-battles-hint = Fight the declared attacks in order, both sides rolling together when the defender can fire back.
tc-phase-money = Money
tc-phase-money-hint = Collect 1 per fort you hold, pay to repair units waiting in your forts, then buy new units.

tc-step-income = Collect income
tc-step-repair = Repair units
tc-step-buy = Buy units


tc-team-central = Central Powers
tc-team-entente = Entente

## Units (Unit Sheet ids)
tc-unit-infantry = Infantry
tc-unit-mounted-infantry = Mounted Infantry
tc-unit-heavy-infantry = Heavy Infantry
tc-unit-anti-tank = Anti-tank Artillery
tc-unit-armoured-car = Armoured Car
tc-unit-tank = Tank
tc-unit-renault-ft17 = Renault FT-17
tc-unit-mark-i-female = Mark I Female
tc-unit-field-gun = Field Gun
tc-unit-howitzer = Howitzer
tc-unit-anti-aircraft = Anti-aircraft
tc-unit-heavy-mortar = Heavy Mortar
tc-unit-fighter = Fighter
tc-unit-truck = Troop Truck
tc-unit-big-bertha = Big Bertha

## Experience
tc-level-recruit = Recruit
tc-level-veteran = Veteran
tc-level-hero = War Hero
tc-colour-white = white
tc-colour-yellow = yellow
tc-colour-red = red
tc-who-attacker = Attacker
tc-who-defender = Defender

## Return fire (L94, L412)
tc-back-yes = The defender fires back at the same time (close combat, and it could attack the attacker up close).
tc-back-no-ranged = No return fire: only close combat is answered.
tc-back-no-water = No return fire: a unit in water can neither attack nor defend.
tc-back-no-close = No return fire: the defender cannot fight at range 1.
tc-back-no-air = No return fire: the defender cannot attack air units (no cloud symbol).

## Working of a battle
tc-step-attack-dice = Attacker: { $damage } damage → { $dice ->
        [one] { $dice } die
       *[other] { $dice } dice
    }, { $red ->
    [0] no red dice
    [one] 1 red die
   *[other] { $red } red dice
}, hits on ≤{ $hit } ({ $level }).
tc-step-back-dice = Defender: { $damage } damage → { $dice ->
        [one] { $dice } die
       *[other] { $dice } dice
    }, hits on ≤{ $hit } ({ $level }).
tc-row-open = The defender's armour: normal row.
tc-row-forest = The defender is in forest: entrenched row (the attacker never is).
tc-row-trench = The defender is in a held trench: a tank's forest row (expert rules).
tc-step-attack-hits = Attacker scores { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
} → { $damage } damage.
tc-step-back-hits = Defender scores { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
} → { $damage } damage.
tc-step-effect = { $who }: now { $damage } damage, +{ $xp } XP (total { $total }, { $level }).
tc-cli-battle = Attack: { $hits ->
        [one] { $hits } hit
       *[other] { $hits } hits
    }, { $damage } damage · return fire: { $back ->
        [one] { $back } hit
       *[other] { $back } hits
    }, { $back_damage } damage
tc-cli-odds = { $who }: { $mean ->
        [one] { $mean } hit
       *[other] { $mean } hits
    } on average · some damage { $any } · destroys { $kill }

## Refusals
tc-err-not-tc = This table is not a Trench Club game.
tc-err-data = The Trench Club data has a problem: { $problem }
tc-err-unit = There is no unit '{ $unit }' on the Unit Sheet.
tc-err-destroyed = That unit already has 6 damage: it is destroyed.
tc-err-never-attacks = The { $unit } never attacks.
tc-err-water-attack = A unit in water cannot attack.
tc-err-air-target = The { $unit } cannot attack air units: only units with the cloud symbol can.
tc-err-no-close = The { $unit } cannot fight in close combat (range 1).
tc-err-no-ranged = The { $unit } only fights at range 1.
tc-err-red-ranged = Red dice are only for close combat.
tc-err-trench-off = Trenches as terrain belong to the expert rules: turn them on in the settings.
tc-err-trench-foot = Only foot soldiers hold a trench; tanks and aircraft there are passing through.
tc-err-too-many-hits = { $hits ->
        [one] { $hits } hit
       *[other] { $hits } hits
    } is more than the { $dice ->
        [one] { $dice } die
       *[other] { $dice } dice
    } rolled.
tc-err-dice-count = Expected { $want } combat dice and { $red } red, got { $base_got } and { $red_got }.
tc-err-face = { $face } is not a face of a d12 (1-12).
tc-err-back-missing = The defender fires back: give its dice or hits too.
tc-err-back-none = The defender cannot fire back in this battle.
tc-err-no-setup = Set up the players first.
tc-err-seats = Choose 2 or 4 different nations.
tc-err-seating = Allies may not sit side by side: the teams alternate round the table.
tc-err-no-unit = There is no unit number { $id } on the table.
tc-err-not-playing = That nation is not in this game.
tc-err-nation = That unit belongs to another nation's Unit Sheet.
tc-err-correct = Damage goes from 0 to 5 and experience up to 99.
tc-err-not-yours = Only the player whose turn it is does that with their own units.
tc-err-same-team = Allies do not attack each other.
tc-err-in-fort = Units inside a fort cannot be attacked.
tc-err-declared = That unit already has an attack declared this turn (one each).
tc-err-attacked = That unit has already attacked this turn: one attack a unit, and a declared attack is fought once, from the list (Phase 2: Declare Attacks; Phase 3: Battles).
tc-err-armies = Round { $round }: this turn you attack with { $n } of your 3 armies (special first-round rule); used so far: { $used }; this unit is in army { $army }.
tc-err-armies-remaining = In round 2 the first player activates the remaining 2 armies (special first-round rule, 2 players): army { $army } attacked in round 1.
tc-err-order = The declared attacks are fought in order: fight the first one still waiting.
tc-err-capture-foot = Only foot soldiers capture forts.
tc-err-capture-short = In the short game Anti-tank Artillery cannot capture forts.
tc-err-capture-unloaded = A unit just unloaded from the truck cannot move, so it cannot capture a fort this turn.
tc-err-capture-in-fort = A unit inside a fort is off the board: it must start its move on the hex in front of an entrance to capture.
tc-err-fort = There is no fort { $fort }.
tc-err-fort-own = That fort already flies your flag.
tc-err-fort-ally = You do not capture your ally's forts.
tc-err-repair-none = That unit has no damage to repair.
tc-err-repair-fort = Only a unit that was already in your fort at the start of the turn may be repaired.
tc-err-money = That costs { $need } and there are only { $have }.
tc-err-buy-fort = A new unit is placed in a fort you hold, and you hold none.
tc-err-income-taken = Income is collected once, at the end of your turn.
tc-err-gift-ally = Money can only be given to your ally.
tc-err-gift-amount = Give an amount from 1 to 999.
tc-err-action = That action is not known.
tc-err-scatter-table = The scatter table has no neighbouring hex for this face: place the shell as your group agrees.

## Log
tc-log-setup = New game for { $players } players.
tc-log-added = { $unit } added to { $side }.
tc-log-battle = { $attacker } attacks { $defender }: { $hits ->
        [one] { $hits } hit
       *[other] { $hits } hits
    }, { $back } back.
tc-log-destroyed = { $unit } destroyed.
tc-log-wasted = The target is already destroyed: the attack is wasted.
tc-log-helper = Battle worked out with the helper.
tc-log-scatter = Big Bertha's scatter die: { $face }.
tc-log-turn = { $side }'s turn, round { $round }.
tc-log-victory = { $team } hold enough forts and win.
tc-log-capture = Fort { $fort } now flies the flag of { $side }.
tc-log-fort-lost-unit = { $unit } #{ $id } was inside Fort { $fort } when it fell: removed from play.
tc-log-income = Income: +{ $money }.
tc-log-repair = Unit repaired: all damage removed, experience kept.
tc-log-bought = Bought: { $unit } for { $cost }.
tc-log-cap = Recommended cap passed: more than { $cap ->
        [one] { $cap } unit
       *[other] { $cap } units
    } of this type.
tc-log-gift = Gift of { $money } to the ally (plus the bank's fee).
tc-why-income = Income
tc-why-repair = Repair
tc-why-buy = Purchase
tc-why-gift = Gift
tc-why-fee = Bank fee
tc-why-correction = Correction

## Scatter
tc-scatter-on-target = { $face }: on the chosen target.
tc-scatter-stray = { $face }: the shell lands on the neighbouring hex { $dir }.
tc-dir-n = north
tc-dir-ne = north-east
tc-dir-se = south-east
tc-dir-s = south
tc-dir-sw = south-west
tc-dir-nw = north-west

## Automa
tc-automa-impacts = { $n ->
    [one] 1 impact
   *[other] { $n } impacts
}
tc-automa-full = 0-2 damage: the attack value { $value }.
tc-automa-half = 3-5 damage: half the attack value { $value }, rounded up: { $base }.
tc-automa-xp = Experience: { $levels } × +{ $per } → { $total }.
tc-err-attacker-in-fort = A unit inside a fort is off the board: it must come out to attack.
tc-log-settings = Variants and readings changed.
tc-log-removed = { $unit } taken off the roster.
tc-log-flag = { $unit }: position changed.
tc-log-corrected = { $unit } set to { $damage } damage, { $xp } XP.
tc-log-declared = Attack declared: { $attacker } on { $defender }.
tc-log-undeclared = A declared attack taken back.
# Kept for log entries written before the clock said which it was.
tc-log-timer = Turn clock started or stopped.
tc-log-timer-start = Turn clock started.
tc-log-timer-stop = Turn clock stopped at { $used }.
tc-log-fort-set = Fort { $fort }: flag set by hand.
tc-log-money = Money corrected by { $delta }.
tc-log-roll-off = Roll-off won by { $side }.
tc-err-special-data = The Special Forces price is not in the rulebook: agree on it with the other players and take the money by hand.
tc-err-special-empty = No Special Forces cards are left, or none are known to the app.
tc-err-special-choose = Only a team behind in both units on the board and forts may choose its Special Forces card.
tc-err-special-gone = That card is no longer in the deck.
tc-why-special = Special Forces
tc-log-special = Special Forces: { $unit } joins, in a fort.
tc-err-trench-mates = { $got ->
    [one] 1 return fire was
   *[other] { $got } return fires were
} given for the other soldiers in the trench, but { $n ->
    [one] 1 of them fires
   *[other] { $n } of them fire
} back (expert trenches: all foot soldiers in the trench fire back).
tc-step-trench-back = Expert trenches: { $n ->
    [one] 1 more soldier in the trench fires
   *[other] { $n } more soldiers in the trench fire
} back; all the return fire together: { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
}, { $damage } damage to the attacker.
tc-log-trench-back = { $unit } fires back from the trench: { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
}.
tc-start-money-estimate = Starting money: an estimate. The rulebook does not give it; the players may set another amount in their own copy of the game data.
tc-log-start-money-estimate = Each purse starts at { $money } (an estimate: the rulebook gives no starting money).
