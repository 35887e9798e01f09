## Units and terrain
ccgw-unit-infantry = Infantry
ccgw-unit-specialist = Infantry with explosives specialist
ccgw-unit-mg = Machine-gun team
ccgw-unit-mortar = Mortar
ccgw-terrain-open = Open ground
ccgw-terrain-forest = Forest
ccgw-terrain-buildings = Buildings
ccgw-terrain-hill = Hill
ccgw-terrain-rubble = Building rubble
ccgw-terrain-trenches = Trenches
ccgw-terrain-shell-craters = Shell craters
ccgw-terrain-mine-craters = Mine craters
ccgw-terrain-wire = Barbed wire

## Battle steps
ccgw-step-base-ranged = { $unit } at { $range ->
        [one] { $range } hex
       *[other] { $range } hexes
    }: { $dice ->
    [one] 1 battle die
   *[other] { $dice } battle dice
  }.
ccgw-step-base-close = { $unit } in close combat: { $dice ->
    [one] 1 battle die
   *[other] { $dice } battle dice
  }.
ccgw-step-moved-in = Moved into { $terrain } this turn: { $dice ->
        [one] { $dice } die
       *[other] { $dice } dice
    }.
ccgw-step-while-in = Firing from { $terrain }: { $dice ->
        [one] { $dice } die
       *[other] { $dice } dice
    }.
ccgw-step-card-move = { $card }: it may move { $max ->
        [one] { $max } hex
       *[other] { $max } hexes
    } and still battle; it moved { $moved }.
ccgw-step-card-extra-move = { $card }: up to { $max ->
        [one] { $max } hex
       *[other] { $max } hexes
    } more than the move ordered, one for each Soldier on its 2 dice; this unit went { $extra ->
        [one] { $extra } hex
       *[other] { $extra } hexes
    } further and may still battle.
ccgw-step-specialist = Of the { $figures ->
        [one] { $figures } figure
       *[other] { $figures } figures
    } one is the specialist: hits never take it, and it leaves with the last other figure (Specialists).
ccgw-step-retreat-blocked = The target can retreat { $room } { $room ->
    [one] hex
   *[other] hexes
  }: each retreat hex it cannot make costs a figure (Retreats): { $min } if it ignores every Flag it may, { $max } if it ignores none. The smaller number is counted.
ccgw-step-card = { $card }: { $dice ->
        [one] { $dice } die
       *[other] { $dice } dice
    }.
ccgw-step-extra = Other change agreed at the table: dice { $dice }.
ccgw-step-total = Roll { $dice ->
    [one] 1 battle die
   *[other] { $dice } battle dice
  }.
ccgw-step-protection = Target in { $terrain }: { $soldiers ->
        [one] { $soldiers } Soldier is
       *[other] { $soldiers } Soldiers are
    } cancelled, up to { $flags ->
        [one] { $flags } Flag
       *[other] { $flags } Flags
    } may be ignored.
ccgw-step-skulls-close = Close combat: every Skull is a hit.
ccgw-step-skulls-specialist = Explosives specialist at 2 hexes: every Skull is a hit.
ccgw-step-body-armour = Body Armour: the target ignores every Soldier.
ccgw-step-hold = Hold at All Costs: the target may ignore every Flag.
ccgw-step-crossfire = Crossfire: { $teams } machine-gun teams roll their dice together; each counts its own.
ccgw-step-crossfire-team = Team { $team }:
ccgw-step-hold-after = Hold at All Costs was played in reaction to the Command card that { $card } came with: the second card interrupts the first, so the Flags may be ignored.
ccgw-step-flags-locked-after-hold = Played just before the roll, after Hold at All Costs: the second card interrupts the first, so no Flag may be ignored in this combat.
ccgw-step-flags-locked = No Flag may be ignored in this combat.
ccgw-step-card-flags-locked = { $card }: the target may ignore no Flag.
ccgw-step-no-hq = HQ symbols earn nothing this turn.
ccgw-step-faces = Rolled: { $soldiers ->
    [one] 1 Soldier
   *[other] { $soldiers } Soldiers
  }, { $bursts ->
    [one] 1 Burst
   *[other] { $bursts } Bursts
  }, { $skulls ->
    [one] 1 Skull
   *[other] { $skulls } Skulls
  }, { $flags ->
    [one] 1 Flag
   *[other] { $flags } Flags
  }, { $hq } HQ.
ccgw-step-hits = Hits: { $bursts } from Bursts + { $soldiers } from Soldiers ({ $cancelled } cancelled) + { $skulls } from Skulls = { $hits }.
ccgw-step-casualties = Remove { $removed ->
    [one] 1 figure
   *[other] { $removed } figures
  } of { $figures }; { $lost ->
    [one] 1 hit is lost
   *[other] { $lost } hits are lost
  }.
ccgw-step-eliminated = The unit is wiped out: the attacker takes a Victory Medal.
ccgw-step-retreat = { $flags ->
    [one] 1 Flag: the unit retreats 1 hex
   *[other] { $flags } Flags: the unit retreats { $flags } hexes
  } toward its own edge.
ccgw-step-retreat-choice = { $flags ->
    [one] 1 Flag
   *[other] { $flags } Flags
  }, { $ignorable } may be ignored: retreat from { $min } to { $max ->
    [one] 1 hex
   *[other] { $max } hexes
  }, the owner's choice.
ccgw-step-hq = Take { $hq ->
    [one] 1 HQ token
   *[other] { $hq } HQ tokens
  } from the common pool.
ccgw-step-hq-none = { $hq ->
    [one] 1 HQ symbol, but it earns no token.
   *[other] { $hq } HQ symbols, but they earn no tokens.
  }
ccgw-step-no-unit = No unit in this hex: the dice are rolled only for the wire, and HQ symbols earn nothing.
ccgw-step-wire-cut = A Burst fell on the wire: take the wire marker off the hex (no crater).

## Artillery
ccgw-art-main = main target
ccgw-art-step-bought = { $dice ->
    [one] 1 targeting die
   *[other] { $dice } targeting dice
  } bought (firepower { $strength }).
ccgw-art-step-hex = Template hex { $hex }: { $dice ->
    [one] 1 battle die
   *[other] { $dice } battle dice
  }.
ccgw-art-step-main = Matching dice: the main target takes { $dice ->
    [one] 1 battle die
   *[other] { $dice } battle dice
  }.
ccgw-art-step-no-main = No matching dice: the main target is not hit.
ccgw-art-step-crater = A triple: the main target is cratered and its protection is ignored in this combat.
ccgw-art-step-crater-center = { $dice } battle dice on the main target (3 or more): it is cratered and its protection is ignored in this combat.
ccgw-art-step-hold = Hold at All Costs: the bombarded units may ignore every Flag.
ccgw-art-step-hold-after-box = Hold at All Costs was played in reaction to the Command card that Box Barrage came with: the second card interrupts the first, so the bombarded units may ignore every Flag.
ccgw-art-step-hold-cratered = On the cratered main target every symbol rolled scores: that is the terrain's effect on combat, which Hold at All Costs does not lift.
ccgw-art-step-box-barrage = Box Barrage: every Skull hits on every hex, no hex gets terrain protection and no Flag may be ignored.
ccgw-art-step-shell-shortage-total = Shell Shortage: 2 battle dice fewer in all, taken from the hexes in the order they are resolved.
ccgw-art-step-shell-shortage = Shell Shortage: each hex rolls 2 battle dice fewer.
ccgw-art-step-skip-main = Main target: no battle dice left after Shell Shortage, nothing to roll.
ccgw-art-step-skip-hex = Template hex { $hex }: no battle dice left after Shell Shortage, nothing to roll.

## No Man's Land
ccgw-nml-crater-at = Crater: row { $row }, hex { $hex } from the left.
ccgw-nml-finished = Every marked row is done.
ccgw-nml-more = Marked rows remain: roll again.

## Odds (command line)
ccgw-odds-hits = { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
  }: { $p }%
ccgw-odds-retreat = At least one Flag to carry out: { $p }%
ccgw-odds-hq = HQ tokens expected: { $hq }

## HQ reasons
ccgw-hq-scenario = scenario start
ccgw-hq-end-turn = end of turn
ccgw-hq-trade = Combat card traded in
ccgw-hq-dice = HQ symbols rolled
ccgw-hq-big-show = Big Show
ccgw-hq-refund = refund (Lost Messenger)
ccgw-hq-artillery = artillery targeting dice
ccgw-hq-combat-card = Combat card cost
ccgw-hq-direct = Direct From HQ
ccgw-hq-physician = Physician
ccgw-hq-correction = correction

## Medals
ccgw-medal-unit = Enemy unit wiped out
ccgw-medal-temporary = Temporary objective
ccgw-medal-start-temporary = Temporary, start of turn
ccgw-medal-start-majority = Majority at start of turn
ccgw-medal-permanent = Permanent objective
ccgw-medal-start-permanent = Permanent, start of turn
ccgw-medal-breakthrough = Breakthrough
ccgw-medal-under-pressure = Under Pressure

## Set-up checklist
ccgw-setup-1 = Pick the scenario (Opening Action 1 or 2 for a first game).
ccgw-setup-2 = Sit on the side of the army you command.
ccgw-setup-3 = Lay out the terrain tiles and wire of the scenario map.
ccgw-setup-4 = Place the units: each symbol on the map is a full unit.
ccgw-setup-5 = Put your Victory Medal card by your own board edge.
ccgw-setup-6 = Place your Reserve Artillery tokens, firepower up.
ccgw-setup-7 = Shuffle the Command deck and deal the scenario's hands.
ccgw-setup-8 = Shuffle the Combat deck and deal the scenario's hands.
ccgw-setup-9 = Form the common HQ pool and give out the starting HQ tokens.
ccgw-setup-10 = Set out battle dice, targeting dice, templates and medals.
ccgw-setup-11 = Read the special rules and victory conditions.
ccgw-setup-12 = If the scenario calls for it, the first player bombards No Man's Land.
ccgw-setup-13 = Start the first turn.

## Log
ccgw-log-setup = Scenario { $name } set up: { $medals ->
        [one] { $medals } medal
       *[other] { $medals } medals
    } to win.
ccgw-log-dealt = { $side } is dealt { $command ->
    [one] 1 Command card
   *[other] { $command } Command cards
  } and { $combat ->
    [one] 1 Combat card
   *[other] { $combat } Combat cards
  }.
ccgw-log-check = Done: { $step }
ccgw-log-uncheck = Not done: { $step }
ccgw-log-settings = Game settings changed.
ccgw-log-hq-gain = { $side } takes { $n } HQ ({ $reason }): holds { $held }, { $supply } left in the pool.
ccgw-log-hq-spend = { $side } spends { $n } HQ ({ $reason }): holds { $held }, { $supply } in the pool.
ccgw-log-pool-dry = The common pool is short: { $side } should take { $wanted } HQ but gets { $got }.
ccgw-log-spent-returned = { $n } HQ paid for Combat cards { $n ->
    [one] goes
   *[other] go
  } back to the common pool ({ $supply } there now).
ccgw-log-start-turn = { $side }'s turn. Check objective medals held at the start of the turn.
ccgw-log-play-command = { $side } plays { $card }.
ccgw-log-play-combat = { $side } plays { $card } (cost { $cost } HQ).
ccgw-log-cost-corrected = The HQ cost of { $card } is corrected from { $before } to { $cost }; the new cost is remembered.
ccgw-log-direct-from-hq = Direct From HQ: HQ symbols earn nothing this turn.
ccgw-log-trade = { $side } trades in { $card } for 1 HQ.
ccgw-log-recon-keep-one = Recon: keep one of the two cards drawn and discard the other.
ccgw-log-discard = { $side } discards { $card }.
ccgw-log-battle = { $side }: { $unit } at { $range } rolls { $faces } → { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
  }, { $max ->
    [0] no retreat
   *[other] retreat { $min }–{ $max }
  }.
ccgw-log-artillery = { $side }'s Reserve Artillery: targeting dice { $dice }, main target { $main ->
        [one] { $main } die
       *[other] { $main } dice
    }.
ccgw-log-artillery-crater = The main target is cratered.
ccgw-log-crossfire = Crossfire: { $teams } machine-gun teams rolled { $dice ->
        [one] { $dice } die
       *[other] { $dice } dice
    } together.
ccgw-log-artillery-hex = Bombarded hex { $hex }: { $faces } → { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
  }, { $max ->
    [0] no retreat
   *[other] retreat { $min }–{ $max }
  }.
ccgw-log-artillery-no-dice = Bombarded hex { $hex }: no battle dice left after Shell Shortage, passed over.
ccgw-log-artillery-no-unit = Bombarded hex { $hex }: no unit there, passed over with no roll and no HQ.
ccgw-log-wire-cut = Bombarded hex { $hex }: a Burst removes the wire.
ccgw-log-artillery-done = The bombardment is over.
ccgw-log-nml-start = No Man's Land bombardment over { $rows ->
    [one] 1 row
   *[other] { $rows } rows
  }.
ccgw-log-nml-crater = Targeting die { $face }: crater in row { $row }, hex { $hex }.
ccgw-log-nml-off = Targeting die { $face }: the count runs past the last row.
ccgw-log-nml-done = No Man's Land done: { $craters ->
    [0] no craters
    [one] 1 crater
   *[other] { $craters } craters
  }.
ccgw-log-medal = { $side } gains a medal ({ $kind }): { $count } in all.
ccgw-log-medal-lost = { $side } loses a medal ({ $kind }): { $count } left.
ccgw-log-victory = { $side } reaches { $medals ->
        [one] { $medals } medal
       *[other] { $medals } medals
    } and wins the battle!

## Errors
ccgw-err-moved-too-far = { $unit } moved { $moved ->
        [one] { $moved } hex
       *[other] { $moved } hexes
    } this turn; it may battle after at most { $max } (Movement; Advance Over The Top, Trench Raid, Infantry Assault).
ccgw-err-extra-dice = Extra dice go from -{ $max } to +{ $max }, not { $dice }: no roll of this game has more than { $max ->
        [one] { $max } die
       *[other] { $max } dice
    }.
ccgw-err-too-many-dice = This attack comes to { $dice ->
        [one] { $dice } die
       *[other] { $dice } dice
    }, more than the { $max } the largest roll of the game can have (a Crossfire of three machine-gun teams): check the cards and extra dice.
ccgw-err-crossfire-unit = { $unit } cannot join a Crossfire: only machine-gun teams fire together at one target (Crossfire).
ccgw-err-crossfire-too-many = A Crossfire of { $teams } teams: a side has only { $max } machine-gun teams (Components; Crossfire).
ccgw-err-crossfire-close = Team { $team } is adjacent to the target: a Crossfire is ranged fire, not close combat (Crossfire).
ccgw-err-crossfire-no-dice = Team { $team } is left with { $dice } battle dice: it cannot fire; leave it out of the Crossfire.
ccgw-err-card-twice = { $card } is listed twice: a card counts once.
ccgw-err-card-ranged-only = { $card } works only at range, not in close combat.
ccgw-err-card-target-unknown = { $card } works only against some kinds of unit: say what the target is.
ccgw-err-card-target-unit = { $card } cannot be played against { $unit }.
ccgw-err-card-close-only = { $card } adds its dice only in close combat.
ccgw-err-card-unit = { $card } does not apply to { $unit }.
ccgw-err-two-combat-cards = { $first } and { $second } are both Combat cards: a side plays at most one Combat card a turn (Combat cards).
ccgw-err-two-command-cards = { $first } and { $second } are both Command cards: a side plays one Command card a turn (Phase 1).
ccgw-err-card-sides = { $attacker } helps the attacker, { $defender } the defender when it strikes back: they are never in the same roll (Combat cards: when each is played).
ccgw-err-faces-count = The roll has { $expected ->
    [one] 1 die
   *[other] { $expected } dice
  } but { $got ->
    [one] 1 face was
   *[other] { $got } faces were
  } entered. If a card the app does not know changes the dice, add them as extra dice.
ccgw-err-odds-too-large = The exact odds of { $dice ->
        [one] { $dice } die
       *[other] { $dice } dice
    } do not fit in the app's numbers.
ccgw-err-nml-row-count = At most { $max } rows can be bombarded (the board is { $max ->
        [one] { $max } hex
       *[other] { $max } hexes
    } deep: Game board), not { $rows }.
ccgw-err-specialist-not-infantry = An explosives specialist joins only an infantry unit, never { $unit } (Explosives specialists). Untick the specialist or change the target.
ccgw-err-too-many-figures = A unit has at most { $max ->
        [one] { $max } figure
       *[other] { $max } figures
    }, not { $figures } (Components): tick the specialist if one is with it.
ccgw-err-too-many-figures-specialist = A unit with its specialist has at most { $max ->
        [one] { $max } figure
       *[other] { $max } figures
    }, not { $figures } (Components; Specialists).
ccgw-err-specialist-alone = A unit with a specialist has at least one other figure: the specialist leaves with the last of them (Specialists). Count the specialist among the figures.
ccgw-err-not-cc = This is not a Command and Colors game.
ccgw-err-already-set-up = The scenario is already set up.
ccgw-err-artillery-strength = Reserve Artillery firepower must be from 1 to { $max }.
ccgw-err-artillery-tokens = A side has at most { $max } Reserve Artillery tokens.
ccgw-err-start-hq = The starting HQ ({ $total }) is more than the pool holds ({ $pool }).
ccgw-err-no-step = There is no such set-up step.
ccgw-err-cards-mode-locked = Choose physical or app cards before setting up the scenario.
ccgw-err-zero = Choose how many HQ tokens.
ccgw-err-unknown-card = There is no card called “{ $card }”.
ccgw-err-one-combat = This side has already played a Combat card this turn: one each a turn (Combat cards).
ccgw-err-cost = The card costs { $cost } HQ but only { $held } { $held ->
    [one] is
   *[other] are
  } held.
ccgw-err-not-active = Only the active player makes the end-of-turn choice, a Combat card or the HQ tokens (Phase 5, End of Turn).
ccgw-err-choice-made = The end-of-turn choice has already been made: one a turn (Phase 5, End of Turn).
ccgw-err-recon-discard = Recon drew two Command cards: keep one and discard the other before any card is played or drawn.
ccgw-err-strike-first-own-turn = Strike First is played in your opponent's turn, after it declares a close combat and before the dice: not in your own turn.
ccgw-err-strike-first-draws-first = Strike First was played this turn: its player draws the replacement Command card first.
ccgw-log-strike-first = Strike First: the defending unit fights first; the attacker strikes back only if it is neither eliminated nor made to retreat.
ccgw-err-bombard-spend = Artillery Bombard's second fire is already paid for: it rolls at most { $paid ->
    [one] the 1 targeting die
   *[other] the { $paid } targeting dice
} paid for the first, not { $dice }.
ccgw-log-bombard-second = Artillery Bombard: the Reserve Artillery fires a second time, its HQ already paid.
ccgw-err-combat-limit = A Combat hand limit of { $limit ->
    [one] 1 card
   *[other] { $limit } cards
} cannot be: it goes from 1 to 20 and holds at least { $dealt ->
    [one] the 1 card
   *[other] the { $dealt } cards
} dealt at the start.
ccgw-err-under-pressure = An Under Pressure medal is taken only by the side to play, in a turn it played a Recon card, instead of its second card: before its end-of-turn draw, and once.
ccgw-err-under-pressure-decisive = The Under Pressure medal cannot be the decisive one: it would be medal { $medals }, the one that wins (the Under Pressure objective medal rule).
ccgw-err-combat-hand-full = The Combat hand is full ({ $limit } cards): take the HQ instead.
ccgw-err-trade-played = A Combat card was played this turn, so none can be traded for HQ.
ccgw-err-trade-once = Only one Combat card can be traded in per turn.
ccgw-err-trade-not-active = Only the active player may trade a Combat card for HQ (Phase 5, End of Turn).
ccgw-err-trade-phase = A Combat card can be traded for HQ only at End of Turn (Phase 5).
ccgw-err-drawn = The Command card for this turn has already been drawn (Phase 5, End of Turn).
ccgw-err-data = The game data has a problem: { $problem }
ccgw-err-unknown-unit = There is no unit called “{ $unit }”.
ccgw-err-unknown-terrain = There is no terrain called “{ $terrain }”.
ccgw-err-out-of-range = { $unit } reaches at most { $max ->
        [one] { $max } hex
       *[other] { $max } hexes
    }, not { $range }.
ccgw-err-moved-no-battle = { $unit } moved { $moved } { $moved ->
    [one] hex
   *[other] hexes
  } this turn and cannot battle (Movement of machine guns and mortars).
ccgw-err-no-dice = The changes leave { $dice } battle dice: with no dice there is no attack (the rulebook sets no minimum).
ccgw-err-no-battle-die = The game data has no battle die.
ccgw-err-battle-face = “{ $face }” is not a battle-die face (soldier, burst, skull, flag, hq).
ccgw-err-dice-count = Expected { $expected ->
    [one] 1 die
   *[other] { $expected } dice
  }, got { $got }.
ccgw-err-no-artillery = This side has no Reserve Artillery of firepower { $strength }.
ccgw-err-too-many-targeting = Firepower { $strength } allows at most { $strength } targeting dice, not { $dice }.
ccgw-err-targeting-face = A targeting die shows 1 to 6, not { $face }.
ccgw-err-no-fire = No bombardment is in progress.
ccgw-err-hex-done = That hex has been resolved already.
ccgw-err-hex-order = Resolve the main target first, then the other hexes clockwise.
ccgw-err-hex-empty = With no unit in the hex, only wire is worth a roll: choose “No unit here” to pass it over.
ccgw-err-nml-rows = Give each bombarded row a number of hexes from 1 to { $max }: the board is { $max ->
        [one] { $max } hex
       *[other] { $max } hexes
    } wide (Game board).
ccgw-err-nml-done = No Man's Land has been bombarded already.
ccgw-err-no-nml = No No Man's Land bombardment has been set up.
ccgw-err-no-medal = There is no such medal.
ccgw-err-medal-kept = A medal of this kind ({ $kind }) is never lost: only temporary and majority medals are. Use Undo to take back a medal added by mistake.
ccgw-err-preset-name = Give the scenario a name before saving it as a preset.
ccgw-err-preset-save = The preset could not be saved to { $path }: { $problem }
ccgw-err-no-pool = The game data has no HQ pool.
ccgw-log-recon-medal-one = Recon: a Victory Medal was gained this turn, so only one card is drawn.
ccgw-err-command-not-active = Only the player whose turn it is plays a Command card (Phase 1).
ccgw-err-one-command = A Command card has already been played this turn: one a turn (Phase 1).
ccgw-log-medal-due = { $side } wiped out a unit: a Victory Medal to take.

ccgw-err-not-set-up = Set the scenario up first: the turns start after the set-up (Game set-up, steps 1-13).
ccgw-err-nml-first = Finish the No Man's Land bombardment first: it is rolled before the first turn (Game set-up, steps 12-13).
ccgw-err-command-phase = A Command card is played at the start of the turn, in Phase 1 (Phase 1, Play a Command card).
ccgw-err-end-phase = This belongs to the end of the turn: move on to Phase 5 first (Phase 5, End of Turn).
ccgw-err-draw-not-active = Only the active player draws the new Command card, at the end of its own turn (Phase 5, End of Turn).
ccgw-err-fire-open = A bombardment is already in progress: finish it first (Reserve Artillery).
ccgw-err-fire-not-yours = The bombardment in progress is the other side's: its own player rolls it (Reserve Artillery).
ccgw-err-fire-all-rolled = Every hex of this bombardment has been rolled: mark it finished (Reserve Artillery).
ccgw-err-nml-roller = The No Man's Land bombardment is rolled by the player who starts the game (Game set-up, step 12).
ccgw-err-nml-open = The No Man's Land bombardment has already started: roll it to the end (Game set-up, step 12).
ccgw-err-no-card-roll-waiting = No card played this turn asks for a roll (Combat cards).
