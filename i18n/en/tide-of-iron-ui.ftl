# Tide of Iron: panels.

toi-ui-tab-round = Actions
toi-ui-tab-command = Command
toi-ui-tab-status = Status
toi-ui-tab-attack = Attack
toi-ui-tab-artillery = Artillery
toi-ui-tab-setup = Scenario
toi-ui-for-side = For:
toi-ui-no-result = The result of the next attack, drift or contact roll shows here.
toi-ui-whose = { $side } · round { $round }
toi-ui-hits = { $n ->
    [one] 1 hit
   *[other] { $n } hits
  }
toi-ui-on-target = On target
toi-ui-drifts = { $n ->
    [one] 1 hex
   *[other] { $n } hexes
  }, { $dir }
toi-ui-success = Success
toi-ui-failure = Failed

toi-ui-round-of = Round { $round } of { $rounds } · initiative: { $side }
toi-ui-round-of-flipped = Round { $round } of { $rounds } (marker on "+10", box { $box }) · initiative: { $side }
toi-ui-not-action = Actions are taken in the Action phase.
toi-ui-both-passed = Both sides have ended the Action phase: tap Next phase for the Command phase.
toi-ui-turn = { $side } to act: { $left ->
    [one] 1 action left
   *[other] { $left } actions left
  } { $team }
toi-ui-division = (division { $n })
toi-ui-other-passed = The other side has ended its Action phase: go on as long as you like.
toi-ui-pass = End my Action phase
toi-ui-this-round = This round, latest first:

toi-ui-status-draw = In initiative order, each side draws 1 card from one of its decks; a "+" on that first card gives one more.
toi-ui-status-markers = Take off every Fatigue and Op Fire token and every Pinned token; Disrupted becomes Pinned (gone with an officer in the hex); remove smoke.
toi-ui-status-op-fire = In initiative order, put any units on Op Fire: they cannot be activated next round.
toi-ui-status-transfers = Swap figures between squads in the same hex (not specialised, pinned, disrupted, carried or dug-in squads).
toi-ui-status-reinforcements = The scenario's reinforcements on your R hexes (none in enemy hexes), and its events.
toi-ui-status-advance = Move the round marker; after the last round the game ends (a VP tie goes to the initiative holder).
toi-ui-last-round = This is the scenario's last round.
toi-ui-draw-title = Strategy card drawn (type it from the card)
toi-ui-card-name = Card name
toi-ui-card-cost = Command cost
toi-ui-timing-action = Action phase
toi-ui-timing-command = Command phase
toi-ui-card-contact = Establish Contact:
toi-ui-none = none
toi-ui-draw = Put it in the HQ

toi-ui-no-objectives = No objectives in this scenario yet (add them under Scenario).
toi-ui-neutral = neutral
toi-ui-objective = { $name } ({ $nation }): { $command } command, { $vp } VP
toi-ui-side-command = { $side }: { $command } command, { $bid } on the initiative card, { $vp } VP (income now: +{ $gain } command, +{ $gainvp } VP)
toi-ui-income = Collect command and VP
toi-ui-bid = Command to put on the initiative card
toi-ui-bid-on = On the card of { $side }
toi-ui-hq = HQ of { $side }: { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } face up, { $pending } waiting for contact
toi-ui-activate = { $card } · { $cost } command · { $when }
toi-ui-decide = Decide initiative
toi-ui-initiative-now = Initiative: { $side }

toi-ui-op-fire = Op Fire
toi-ui-suppressive = Suppressive
toi-ui-lead = Lead unit
toi-ui-fp = Firepower
toi-ui-range = Range
toi-ui-distance = Hexes to the target
toi-ui-higher = Higher ground
toi-ui-heavy-damage = Heavy damage
toi-ui-anti-tank = Anti-tank
toi-ui-flamethrower = Flamethrower
toi-ui-tank = Tank
toi-ui-from-smoke = Fires from smoke
toi-ui-supporter = Supporter { $n } (half FP)
toi-ui-remove = Remove
toi-ui-add-supporter = Add a supporter
toi-ui-target = Target
toi-ui-vehicle = Vehicle
toi-ui-squad = Squad
toi-ui-armour = Armour
toi-ui-heavy-vehicle = Heavy vehicle
toi-ui-truck = Truck
toi-ui-solid = Solid Armour
toi-ui-figures = Figures (0: not said)
toi-ui-elites = Elite figures
toi-ui-entrenched = Entrenched
toi-ui-bunker = Bunker
toi-ui-officer = Officer in hex
toi-ui-medic = Medic in hex
toi-ui-cover = Terrain cover
toi-ui-smoke = Smoke
toi-ui-building = Building
toi-ui-dice-plan = { $black } black on { $on }+ · { $red } red
toi-ui-roll = Roll
toi-ui-next-black = Or tap the black dice: { $n } of { $of } · { $shown }
toi-ui-next-red = Now the red dice: { $n } of { $of } · { $shown }

toi-ui-contact-title = Artillery cards of { $side } waiting for contact
toi-ui-no-pending = No card waiting: activate an artillery card from the HQ first (Actions tab, or Command tab for a Command-phase card).
toi-ui-contact-first = { $card }: Establish Contact ({ $x })
toi-ui-contact-retry = { $card }: try contact again ({ $x }, an action)
toi-ui-drift = Drift
toi-ui-spot = { $what } ({ $n })
toi-ui-drift-roll = Roll for drift
toi-ui-drift-black = Or tap the black die
toi-ui-drift-red = Now the red die
toi-ui-compass-note = Faces other than 3 are not in the rulebook: check them against your own compass card.
toi-ui-area = Area attack on the final hex (then Blast on each neighbour)
toi-ui-area-fp = Firepower (Area X or Blast Y)
toi-ui-area-unit = #{ $n } { $what }, cover { $cover }
toi-ui-add-squad = Add a squad
toi-ui-add-vehicle = Add a vehicle
toi-ui-area-roll = Roll the area attack

toi-ui-source = Source: { $source }
toi-ui-rounds = Rounds
toi-ui-actions = Actions per turn
toi-ui-players = Players
toi-ui-north = North on the table
toi-ui-first-initiative = Starts with initiative:
toi-ui-objectives = Objectives
toi-ui-objective-name = Objective name
toi-ui-obj-command = Command it pays
toi-ui-obj-vp = VP it pays
toi-ui-obj-add = Add the objective
toi-ui-start = Use this scenario
toi-ui-odds = Before the roll:
toi-ui-owner-chooses = the owner chooses which figures
toi-ui-mover-stops = the moving unit stops, Fatigued
toi-ui-mover-goes-on = the moving unit goes on
toi-ui-mg-keeps = { $n ->
    [one] the machine-gun squad stays on Op Fire
   *[other] { $n } machine-gun squads stay on Op Fire
  }
toi-ui-tab-assault = Assault
toi-ui-assault-plan = Attacker { $attack } black against { $cover } red of cover · defender { $defence } black · the attacker wins { $pct }%
toi-ui-assault-next-attack = Or tap the attacker's black dice ({ $n } in)
toi-ui-assault-next-cover = Now the red cover dice ({ $n } in)
toi-ui-assault-next-defence = Now the defender's black dice ({ $n } in)
toi-ui-assault-fp = Assaulting squad's FP
toi-ui-assault-support = Supporter's FP (half counts)
toi-ui-flamethrowers = Flamethrower squads
toi-ui-from-wire = From barbed wire
toi-ui-defenders = Defenders
toi-ui-fp-n = FP { $n }
toi-ui-no-fort = In the open
toi-ui-mine = Minefield entered
toi-ui-engineers = Engineers
toi-ui-mine-faces = or tap 4 black dice ({ $n } in)
toi-ui-heal = Medic: Heal
toi-ui-holes = Holes filled on the reduced squad
toi-ui-assault-wins = Defenders retreat
toi-ui-assault-fails = Assault fails
toi-ui-assault-detail = Hits: attacker { $a } (after cover), defender { $d }
toi-ui-assault-attackers = Attackers { $n ->
    [0] lose nothing
    [one] lose 1 figure
   *[other] lose { $n } figures
  }, all Fatigued
toi-ui-assault-fate = #{ $n } { $fate }
toi-ui-fate-destroyed = destroyed
toi-ui-fate-disrupted = retreats, Disrupted
toi-ui-fate-fatigued = retreats, Fatigued
toi-ui-tab-units = Units
toi-ui-unit-name = Unit name (e.g. squad 3, Sherman 2)
toi-ui-add-unit = Add to the roster
toi-ui-no-units = The roster is optional: add the units you want to keep track of here.
toi-ui-holes-n = Holes: { $n }
toi-ui-hidden = Hidden
toi-ui-transported = Carried
toi-ui-stats = Reference-card values
toi-ui-stats-line = { $name }{ $mark }: move { $mp } · vs infantry { $ri }/{ $fi } · vs vehicles { $rv }/{ $fv } · armour { $armour }
toi-ui-stats-note = * some values are not in the rulebook (?: not known): check them against your own reference cards.
toi-ui-no-stats = The unit values could not be read: see “Problems in the game data” on the Home screen.
toi-ui-clear-markers = Clear the roster's markers (step 2)
toi-ui-drift-head = Drift { $n }
toi-ui-spot-none = No LOS
toi-ui-spot-normal = LOS
toi-ui-spot-improved = Improved LOS
toi-ui-scenario-name = Scenario name
toi-ui-decks = Strategy decks and cards
toi-ui-start-cards = Starting cards of { $side }
toi-ui-operations = Operations cards: { $list }
toi-ui-deck-name = Deck or operations card name
toi-ui-add-deck = Deck of { $side }
toi-ui-add-operations = Operations card
toi-ui-vp-to-win = VP to win
toi-ui-save-preset = Save as preset
toi-ui-preset-saved = Saved: it is listed with your scenarios above.
toi-ui-vp-reached = { $side } has reached { $n } VP: the scenario says whether that wins now
toi-ui-card-lasting = Stays in the play area
toi-ui-discard = In play: { $card } · discard
toi-ui-area-six = Hits on 6 only (mortar at long range)
toi-ui-mortar = Mortar, { $kind }: FP { $fp }
toi-ui-area-head = { $n ->
    [one] Area: 1 hit
   *[other] Area: { $n } hits
  }
toi-ui-north-letter = N
toi-ui-page-fire = Fire
toi-ui-page-target = Target details
toi-ui-page-firer = Firer and fire type
toi-ui-page-strike = Contact and drift
toi-ui-page-area = Attack on the hex
toi-ui-page-mine = Minefield
toi-ui-page-heal = Medic
toi-ui-normal = Normal
toi-ui-pad-black = Black die { $n } of { $of } (hit on { $on }+), then { $red } red
toi-ui-pad-red = Red die { $n } of { $of } (each 5–6 cancels a hit)
toi-ui-pad-contact = { $card }: contact on { $x }+, one die
toi-ui-pad-drift-black = Drift: the black die
toi-ui-pad-drift-red = Drift: the red die (the direction)
toi-ui-area-pad = The app rolls the area attack and each unit's cover dice.
toi-ui-lead-fp = Lead unit: firepower
toi-ui-hq-now = HQ of { $side }:
toi-ui-hq-none = no card to play in the Action phase
toi-ui-activate-short = { $card } · { $cost } command
toi-ui-mg-only = Only its machine guns fire (Op Fire)
toi-ui-pin-firer = Keep the firer's traits for the next attack
toi-ui-pin-target = Keep the target's situation for the next attack
toi-ui-readings = Readings of unclear rules
toi-ui-combined-sum = Combined Fire: halve the supporters' total
toi-ui-flame-faq = Flamethrower next to the target: normal range (FAQ)
toi-ui-opfire-suppressive = Op Fire stops the mover only when suppressive
toi-ui-attacker-dice = Attacker
toi-ui-defender-dice = Defender
toi-head-routed = Routed
