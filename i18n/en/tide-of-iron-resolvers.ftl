# Tide of Iron: resolvers (attack, assault, area, artillery) — working lines and refusals.

toi-band-close = close range (hits on 4-6)
toi-band-normal = normal range (hits on 5-6)
toi-band-long = long range (hits on 6)
toi-kind-normal = normal
toi-kind-suppressive = suppressive

toi-cond-normal = normal condition
toi-cond-pinned = Pinned
toi-cond-disrupted = Disrupted
toi-cond-routed = Routed (squad removed)
toi-dmg-undamaged = undamaged
toi-dmg-light = Light damage
toi-dmg-heavy = Heavy damage
toi-dmg-destroyed = Destroyed

toi-fx-none = No effect
toi-fx-figures = { $n ->
    [one] Remove 1 figure
   *[other] Remove { $n } figures
  }
toi-fx-squad-gone = The squad is wiped out ({ $n } figures)
toi-fx-condition = The squad is now: { $to }
toi-fx-damage = The vehicle is now: { $to }

toi-w-lead-fp = Lead unit: firepower { $fp }
toi-w-support-fp = Supporter { $n }: firepower { $fp }
toi-w-support-half = Supporter { $n }: half of { $fp } = { $half }
toi-w-anti-tank-fp = Anti-tank squad against a vehicle: +{ $n } FP
toi-w-flame-fp = Flamethrower next to the target: +{ $n } FP
toi-w-violent-fp = Tank against a squad in a building or bunker: +{ $n } FP
toi-w-halved = Halved ({ $why }): { $from } → { $to } (rounded up)
toi-w-anti-tank-range = Anti-tank squad against a vehicle: range 3
toi-w-violent-range = Tank against a squad in a building or bunker: +3 range
toi-w-higher = Firing from higher ground: +1 range
toi-w-band = Distance { $distance }, range { $range }: { $band }
toi-w-least-band = Combined Fire uses the worst band of those taking part: { $band }
toi-w-black = { $n ->
    [one] 1 black die, hitting on { $on }+
   *[other] { $n } black dice, each hitting on { $on }+
  }
toi-w-terrain = Terrain cover: { $n }
toi-w-armour = Armour: { $n } (card { $card }, less 1 if damaged)
toi-w-fort = Fortification: +{ $n } cover
toi-w-tank-traps = Tank traps: +{ $n } cover
toi-w-elites = Elite figures against a suppressive attack: +{ $n } cover
toi-w-officer = Officer in the hex against a suppressive attack: +{ $n } cover
toi-w-medic = Medic in the hex against a normal attack: +{ $n } cover
toi-w-smoke = Smoke: +{ $n } cover
toi-w-flame-cover = Flamethrower: cover { $from } → { $to } (armour untouched)
toi-w-red = { $n ->
    [0] No red dice
    [one] 1 red die, saving on 5-6
   *[other] { $n } red dice, each saving on 5-6
  }
toi-w-solid = Solid Armour: after the roll one red die that missed becomes a 6
toi-w-solid-used = Solid Armour turns one missed red die into a 6
toi-w-hits = Black successes { $black } − red successes { $red } = { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
  }
toi-w-opfire-stops = Op Fire: the moving unit is Fatigued at once, stops here and cannot attack
toi-w-opfire-tank-goes-on = Op Fire: light damage does not stop a heavy vehicle (it loses 1 MP and 1 armour now)
toi-log-op-fire-goes-on = Op Fire: the moving unit goes on
toi-log-assault-wins = Assault won: the defenders retreat ({ $a } hits on them); the attackers lose { $d } and are all Fatigued
toi-log-assault-fails = Assault failed ({ $a } hits on the defenders); the attackers lose { $d } and are all Fatigued
toi-w-fatigued = { $n ->
    [one] The firing unit is Fatigued
   *[other] All { $n } firing units are Fatigued
  }

toi-why-fire-move = Fire and Movement
toi-why-support = supporting
toi-why-heavy-damage = heavy damage
toi-why-rallied = pinned, rallied by an officer
toi-why-wire = firing from wire
toi-why-minefield = firing from a minefield
toi-why-smoke = firing from smoke
toi-why-desperate = Desperate Defence
toi-why-into-smoke = assaulting into smoke
toi-why-pinned = pinned, no officer
toi-why-defend-smoke = defending in smoke

toi-w-def-fp = Defender { $n }: firepower { $fp }
toi-w-def-disrupted = Defender { $n } is Disrupted and adds nothing
toi-w-def-halved-twice = Defender { $n } would be halved twice and adds nothing
toi-w-assault-dice = Attacker rolls { $attack } black (4-6) and { $cover } red for the defenders' cover; defender rolls { $defence } black (4-6)
toi-w-assault-def-hits = Defender scores { $n ->
    [one] 1 hit
   *[other] { $n } hits
  }
toi-w-assault-losses = Attacker loses { $n ->
    [one] 1 figure
   *[other] { $n } figures
  }, from the active squad first
toi-w-assault-def-losses = Defender takes { $n ->
        [one] { $n } hit
       *[other] { $n } hits
    } as figures or damage, as he chooses
toi-w-assault-retreat = The attacker scored more: the defenders retreat together to one adjacent hex, free of enemies and on the map; if there is none, they are all destroyed
toi-w-assault-fails = The assault fails: all attackers are Fatigued

toi-w-area = Area attack: black dice { $n }, hitting on { $on }+, { $kind }
toi-w-area-hits = The hex takes { $n ->
    [one] 1 hit
   *[other] { $n } hits
  } before each unit's own cover
toi-w-area-ignores-vehicle = A suppressive area attack ignores vehicles and whoever rides in them
toi-w-wire-cleared = 3 or more hits in one area attack: barbed wire in the hex is removed
toi-w-mine = Minefield: { $n ->
    [one] 1 hit
   *[other] { $n } hits
  } (4 black dice, 4-6, no defence)
toi-w-mine-engineers = Engineers take no losses from mines
toi-w-mine-stop = The unit stops in the minefield and is Fatigued; next time it may leave by one hex only

toi-w-contact = Establish Contact ({ $x }): the die shows { $die }
toi-w-contact-ok = Contact made: resolve the card, then discard it
toi-w-contact-failed = No contact: keep the card in your play area and try again once in a later round, as an action, without paying again
toi-spot-none = no Ready friendly squad sees the hex
toi-spot-normal = a Ready friendly squad sees the hex
toi-spot-improved = seen by a Ready squad with an officer, or a friendly unit in or next to the hex
toi-w-drift-number = Spotting: { $spot } → drift number { $n }
toi-w-drift-dice = Black { $black }, red { $red }
toi-w-drift-on-target = Black at or above the drift number: on target
toi-w-drift-moves = The strike drifts { $n ->
    [one] 1 hex
   *[other] { $n } hexes
  } toward red { $face }: { $dir }
toi-w-drift-off-map = If that lands off the map or on a half hex, the card does nothing and is discarded
toi-w-heal = Heal: the die shows { $die }
toi-w-heal-ok = 4-6: put 1 regular infantry figure on the squad
toi-w-heal-fails = No healing; the medic squad is Fatigued all the same

toi-dir-0 = straight up
toi-dir-30 = up and right
toi-dir-60 = up and right
toi-dir-90 = directly right
toi-dir-120 = down and right
toi-dir-150 = down and right
toi-dir-180 = straight down
toi-dir-210 = down and left
toi-dir-240 = down and left
toi-dir-270 = directly left
toi-dir-300 = up and left
toi-dir-330 = up and left

toi-odds-assault-win = Chance the attacker scores more hits: { $pct }%
toi-odds-contact = Chance of contact: { $pct }%
toi-odds-on-target = Chance on target: { $pct }%
toi-odds-drift = { $n ->
    [one] Drift 1 hex
   *[other] Drift { $n } hexes
  }: { $pct }%

toi-err-bound = { $what } { $value } is out of bounds (at most { $max })
toi-err-target = Check the target: cover 0-6, 1-4 figures, at most 4 elites and no more than its figures, a squad that is still on the table
toi-err-suppress-vehicle = Vehicles cannot be attacked suppressively
toi-err-fm-support = Fire and Movement cannot be supported by Combined Fire
toi-err-fm-long = Fire and Movement cannot fire at long range
toi-err-out-of-range = Out of range: distance { $distance } is more than twice range { $range } (unit { $n }; 0 is the lead)
toi-err-halved-twice = The firepower would be halved twice ({ $first }, { $second }): this unit cannot attack
toi-err-support-halved-twice = Supporter { $n } would be halved twice ({ $first }, { $second }) and cannot support
toi-err-rally-concentrated = A pinned squad rallied by an officer may only lead a Concentrated Fire
toi-err-no-fp = No firepower: no attack
toi-err-too-many-dice = { $n ->
        [one] { $n } die
       *[other] { $n } dice
    } is too many for one roll here (at most { $max }): split the attack into several rolls, as the rules allow
toi-err-dice-count = { $need } { $colour ->
        [one] { $colour } die
       *[other] { $colour } dice
    } are needed, { $got } were given
toi-err-face = { $face } is not a face of a die (1 to 6)
toi-err-area-groups = Give the red dice of { $need ->
        [one] { $need } unit
       *[other] { $need } units
    }, not { $got }
toi-err-assault-support = At most 2 squads may support an assault
toi-err-assault-flamethrowers = No more flamethrower squads than squads assaulting: the active squad and its supporters
toi-err-assault-defenders = An assault needs 1 to 3 defending units, no more than 2 of them vehicles
toi-err-mortar-adjacent = A mortar never fires at an adjacent hex (minimum range)
toi-err-contact-number = Establish Contact takes a number from 1 to 6, not { $n }
toi-err-north = North must be 0 to 359 degrees, not { $n }
toi-err-heal-squad = Only a reduced squad still on the table can be healed ({ $n } holes filled)
toi-err-data = The game's data is broken: { $problem }
toi-fxs-figures = { $n ->
    [one] −1 figure
   *[other] −{ $n } figures
  }
toi-fxs-squad-gone = Squad wiped out

toi-w-building = Building: cover { $n }
toi-err-building-vehicle = A vehicle never enters a building hex
toi-err-building-cover = A building gives cover 3, not { $n }: set the cover to 3 or turn the building off
toi-w-flame-tank = Flamethrower against a tank: no extra firepower and no cover lost
toi-w-flame-faq-band = Flamethrower next to the target: normal range, as the FAQ reads it
toi-w-support-sum-half = Supporters together: half of { $from } = { $to } (rounded up)
toi-w-mg-keeps = { $n ->
    [one] The squad that fired only its machine guns is not Fatigued and stays on Op Fire
   *[other] The { $n } squads that fired only their machine guns are not Fatigued and stay on Op Fire
  }
toi-w-assault-vehicle-cap = Defender { $n } is a light vehicle: it takes at most { $cap ->
    [one] 1 hit
   *[other] { $cap } hits
  }, enough to destroy it
toi-w-def-destroyed = Defender { $n } is Disrupted and cannot retreat: it is destroyed
toi-w-def-now-disrupted = Defender { $n } was Pinned: after the retreat it is Disrupted
toi-w-def-fatigued = Defender { $n } retreats and is Fatigued
toi-w-assault-advance = Attackers that were not Fatigued before the assault may advance into the hex; all attackers are now Fatigued, advancing or not

reading-toi-combined-fire = Combined Fire: each supporter adds half its own firepower, rounded up, as the Combined Fire rules say; the attack sequence speaks of half the supporters' total, which rounds differently. The attack form's readings can halve the total instead.
reading-toi-flame-range = Flamethrower next to the target: close range (hits on 4-6), as its own rule says; the FAQ calls the same attack normal range, which we read as the worst range of a Combined Fire. The attack form's readings can make it normal range always.
reading-toi-flame-tank = Flamethrower against a tank: the rule says tanks do not suffer its penalties; read as no extra firepower and no cover lost against a tank.
reading-toi-opfire-fatigue = Op Fire: the moving unit is Fatigued and stops whenever the Op Fire pins, disrupts or damages it, as the movement rules say; the Op Fire section mentions only suppressive attacks, which the attack form's readings can follow instead.
reading-toi-heavy-resilience = A heavy vehicle's light damage from Op Fire: it goes on moving, with 1 MP and 1 armour less at once, lasting like any light damage.
reading-toi-elite-cover = Elite figures: +1 cover each against suppressive attacks only; the reference card's "+1 armour" text is a leftover and is ignored.
reading-toi-assault-smoke = Assault into smoke: the attackers fire at half and get no cover; the defenders in smoke fire at half and get +2 cover.
reading-toi-drift-spotter = Spotting: the rules say a Ready friendly squad sees the target hex; whether a unit on Op Fire or a vehicle may spot is not said. Choose the spotting that fits your table.
reading-toi-contact-retry = A failed contact: try again once in each later round, as an action; the example's "3 actions" comes from its scenario.
toi-ui-face-unverified = The direction of red { $face } is not in the rulebook: check it on your compass card
reading-toi-higher-range = Higher ground: the "+1" of the line-of-sight rules is read as +1 range, as the terrain list says; the levels are 0, 1 and 2 whatever each is called.
