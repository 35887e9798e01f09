# adjutant host: players join the table from their phones.

host-hosting = Hosting { $game } ({ $save }).
host-address = Join at: { $url }
host-code = Join code: { $code }
host-loopback-only = Only this machine can connect. To let phones on your Wi-Fi join, start again with --lan.
host-commands = Type: list (devices joined), allow N (let waiting device N in), refuse N (turn it away), kick N (remove device N), undo, redo, quit.
host-closing = Closing the table: the phones are told.
host-closed-here = The table is closed; the save is free again.
host-no-devices = No device has joined yet.
host-device = Device { $n }: { $side } ({ $seat ->
    [holder] holds the seat
    [guest] let in beside the holder
   *[waiting] waiting for your consent: allow { $n } or refuse { $n }
}) from { $addr }, { $sockets ->
    [0] not connected now
    [one] one page open
   *[other] { $sockets } pages open
}
host-joined = Device { $n } joined as { $side } from { $addr }.
host-connected = Device { $n } connected: { $side }.
host-left = Device { $n } went away: { $side }.
host-acted = Device { $n } · { $side }: { $log }
host-refused = Refused to device { $n } · { $side }: { $why }
host-kicked-device = Removed device { $n } · { $side }: its page is closed and its pass no longer works.
host-err-no-device = There is no device { $n }. Type list to see them.
host-err-no-lan = This machine has no address on a local network. Give one with --bind.
host-err-bind = { $addr } is not an address on this machine's local network: the table would be reachable from outside. Use --lan, or --bind with a local address.
host-err-listen = Could not listen on { $addr }: { $why }
host-err-not-local = Only devices on the local network may join this table.
host-err-code = That is not the join code. Check it on the host's screen.
host-err-slowed = Too many wrong codes from this device: wait { $n ->
    [one] one second
   *[other] { $n } seconds
} and try again.
host-err-full = Too many devices have joined this table.
host-err-no-token = Join the table first: enter the join code.
host-err-token = This pass is no longer valid: join the table again with the code.
host-err-origin = Only the table's own page may open its connection.
host-err-sockets = Too many pages are open with this pass: close one and try again.
host-err-malformed = That message could not be read; nothing was changed.
host-closed = The table closed.
host-kicked = The host removed this phone from the table.
host-page-hand-count = { $n ->
    [0] No cards in hand
    [one] One card in hand
   *[other] { $n } cards in hand
}
host-page-round = Round { $n }

# The page's own words (served to the page by their id without "host-page-").
host-page-title = Join the table
host-page-code = Join code
host-page-next = Next
host-page-pick-side = Which side do you play?
host-page-language = Language
host-page-connecting = Connecting…
host-page-lost = Connection lost: trying again…
host-page-you = Your side
host-page-your-turn = Your turn
host-page-turn-of = Turn of
host-page-phase = Phase
host-page-your-hand = Your hand
host-page-result = Latest result
host-page-no-result = No result yet.
host-page-working = How it was worked out
host-page-actions = Actions
host-page-do = Do it
host-page-cancel = Cancel
host-page-dice = Dice you rolled
host-page-dice-hint = Tap each die's face, in the order rolled. Leave it empty to let the app roll.
host-page-clear = Clear
host-page-optional = optional
host-page-log = Log
host-page-state = More about the table
host-page-tokens = Tokens
host-page-leave = Leave
host-page-done = Done.
host-page-join-again = Join again
host-page-again-hint = The table's screen shows its new join code: enter it to join again.
host-page-again-hint-side = The table's screen shows its new join code: enter it to join again. You go back to your side, if the table lets you.

# The actions' names on the page's buttons (an action without one shows its own name).
host-page-act-roll = Roll dice
host-page-act-next-phase = Next step
host-page-act-end-phase = End this phase
host-page-act-set-round-limit = Set the last round
host-page-act-pool-take = Take tokens
host-page-act-pool-pay = Pay tokens back
host-page-act-counter-add = Change a counter
host-page-act-track-move = Move a track
host-page-act-track-schedule = Mark a track event
host-page-act-deck-draw = Draw a card
host-page-act-deck-discard = Discard a card
host-page-act-deck-reshuffle = Reshuffle a deck
host-page-act-note = Write a note
host-page-act-battle = Battle: enter the dice
host-page-act-draw-command = Draw a Command card
host-page-act-play-command = Play a Command card
host-page-act-play-combat = Play a Combat card
host-page-act-discard-command = Discard a Command card
host-page-act-end-turn-choice = End of turn: HQ or a Combat card
host-page-act-trade = Trade a card for HQ
host-page-act-hq = HQ tokens
host-page-act-card-roll = A card's roll
host-page-act-artillery-fire = Artillery fire
host-page-act-artillery-hex = Artillery: one hex
host-page-act-artillery-skip = Artillery: no unit here
host-page-act-artillery-done = Artillery done
host-page-act-nml-start = No Man's Land: start
host-page-act-nml-roll = No Man's Land: roll
host-page-act-add-medal = Add a medal
host-page-act-remove-medal = Remove a medal
host-page-act-setup = Scenario set-up
host-page-act-settings = Settings
host-page-act-toggle-check = Tick a checklist item
host-page-act-resolve = A roll: fire, blast, care…
host-page-act-initiative = Initiative check
host-page-act-add-standard-squad = Add a standard squad
host-page-act-add-squad = Add a squad

# The actions' arguments on the page's forms (one without a name shows its own).
host-page-arg-n = How many
host-page-arg-pool = Which tokens
host-page-arg-deck = Which deck
host-page-arg-card = Which card
host-page-arg-spec = Dice to roll (e.g. 2d6)
host-page-arg-situation-unit = Firing unit
host-page-arg-situation-range = Range in hexes
host-page-arg-situation-target-terrain = Target's terrain
host-page-arg-situation-target-unit = Target unit
host-page-arg-terrain = Terrain
host-page-arg-delta = By how much (+ or −)
host-page-arg-reason = Why
host-page-arg-cost = Cost
host-page-arg-take-hq = Take HQ
host-page-arg-counter = Which counter
host-page-arg-track = Which track
host-page-arg-roll = The roll (as the app writes it)
host-page-arg-actor = Who rolls
host-page-arg-target = Who takes it
host-page-more-options = More options
host-page-dice-first = Fill in the roll first: the pads then show the dice it throws, in order. Leave them empty to let the app roll.
host-page-which-dice = Show the dice to enter
host-page-dice-unknown = The roll is not complete yet: fill in what it needs, then ask again.
host-page-fire = Fire

host-table-busy = The table did not answer in time; nothing was changed. Try again.
host-waiting-device = Device { $n } asks to play { $side } from { $addr }: its seat is held, or this address was removed. Type allow { $n } to let it in, refuse { $n } to turn it away.
host-allowed = Device { $n } let in as { $side } (by { $by ->
    [table] the table
   *[other] device { $by }, the seat's holder
}).
host-turned-away = Turned away device { $n } · { $side } (by { $by ->
    [table] the table
   *[other] device { $by }, the seat's holder
}).
host-err-no-waiting = No device { $n } is waiting. Type list to see them.
host-err-seat-full = That side already has as many devices as it may.
host-err-not-holder = Only the phone holding this side's seat (or the table) may answer.
host-waiting = This side's seat is held by another phone (or this phone was removed). You are device { $n }: wait until the table or the seat's holder lets you in. You see nothing of the side before then.
host-page-seat-done = Done.
host-page-held = taken
host-page-waiting-title = Waiting to be let in
host-page-seat-holder = You hold this seat.
host-page-seat-guest = The table let you in beside the seat's holder.
host-page-seat-also = Also on your side: device
host-page-seat-asks = Asks to play your side: device
host-page-seat-new = Another device joined your side.
host-page-let-in = Let in
host-page-give = Give my seat
host-page-turn-away = Turn away
join-waiting = Phone { $n } asks for { $side }
join-allow = Let in
join-refuse = Turn away
join-seat = { $seat ->
    [holder] holds the seat
    [guest] let in
   *[waiting] waiting
}
join-open = Players
join-open-count = Players ({ $n })
join-title = Players join from their phones
join-explain = Each player opens the address on a phone on the same Wi-Fi (or scans the code), types the join code and picks a side. Their hand, their squads and the latest result show on their phone; what they do there is done on this table, saved and undoable here.
join-start = Let players join
join-stop = Stop: close the phones' table
join-close = Back to the table
join-code = Join code
join-address = Address: { $url }
join-loopback = This machine has no address on a local network: only this machine can join.
join-devices = Phones joined
join-none = No phone has joined yet.
join-device = Phone { $n } · { $side } · { $on ->
        [yes] connected
       *[no] away
    }
join-err-seat = { $why }
join-remove = Remove
join-err-start = Players could not join: { $why }
join-stopped = The phones' table is closed.
host-panel-treasury = Your treasury
host-panel-money = Money: { $n }
host-panel-forts = { $n ->
        [one] { $n } fort held
       *[other] { $n } forts held
    }
host-panel-units = Your units
host-panel-tc-unit = Damage { $damage } · XP { $xp } · { $level }
host-panel-command-title = Your command
host-panel-command = Command: { $n }
host-panel-vp = Victory points: { $n }
host-panel-hq-cards = In your HQ: { $cards }
host-panel-in-play = In play: { $cards }
