## Frame
app-title = Adjutant
nav-home = Home
nav-settings = Settings
action-dismiss = OK
notice-restored = Restored { $path } from its backup. The damaged file was kept as { $kept }.
notice-tray-from-backup = { $problem } The damaged file was kept as { $kept }, and the tray goes on from its backup { $backup }.
notice-tray-fresh = { $problem } The damaged file was kept as { $kept }; the tray starts afresh.
notice-recovered-journal = { $path }: the saved game and { $records ->
        [one] the one good change
       *[other] the { $records } good changes
    } recorded after it were kept; the rest of its journal ({ $problem }) was set aside as { $kept }.
notice-recovered-backup = { $path } was put back from its backup { $backup }, with { $records ->
        [one] one later change
       *[other] { $records } later changes
    } from its journal: it stands at change { $at } of { $latest }. { $lost ->
        [0] Nothing was lost.
        [one] The one change after that could not be brought back: it is kept in { $aside }.
       *[other] The { $lost } changes after that could not be brought back: they are kept in { $aside }.
    } The damaged file was kept as { $kept }.
notice-recovered-backup-damaged = { $path } was put back from its backup { $backup }, with { $records ->
        [one] one later change
       *[other] { $records } later changes
    } from its journal: it stands at change { $at } of { $latest }. { $lost ->
        [0] Nothing was lost.
        [one] The one change after that could not be brought back: it is kept in { $aside }.
       *[other] The { $lost } changes after that could not be brought back: they are kept in { $aside }.
    } The damaged file was kept as { $kept }. Backups that would not open were taken out of the rotation: { $list }.
notice-recovered-none = { $path } could not be put back: none of its backups opens. The damaged file was kept as { $kept }.
notice-recovered-none-damaged = { $path } could not be put back: none of its backups opens. The damaged file was kept as { $kept }. Backups that would not open were taken out of the rotation: { $list }.
notice-backup-damaged = A backup of this game is damaged and would not put it back: { $list }. The game itself is fine, and the next saves replace its backups in turn.
notice-read-only = This game is open in { $program } (process { $holder }). It is shown here for reading only: nothing you tap here is kept. As soon as the other program lets go of it, the app offers to take it back.
err-save-held = { $path } is open in { $program } (process { $holder }). Close it there, then try again.
lock-holder-app = another Adjutant window
lock-holder-play = `adjutant play`
lock-holder-host = `adjutant host`, which shares it with phones
lock-holder-cli = an `adjutant` command
lock-holder-other = another copy of Adjutant
notice-free-now = The other program has let go of this game: take it back to play it here.
action-take-over = Take it back
notice-taken-over = The game is yours again, as the other program left it.
notice-unwritable = The folder of this game cannot be written ({ $why }): it is shown for reading only, and nothing you tap here is kept.
play-err-unwritable = The saved game “{ $save }” is in a folder that cannot be written ({ $why }). Nothing was changed.
save-status-saved = Saved
save-status-saving = Saving…
save-status-failed = Not saved
save-status-read-only = Read only

## Home
home-tagline = Bookkeeping, dice and rules for the game on your table.
home-new-game = New game
home-no-games = No game data was found.
home-resume = Continue a game
home-no-saves = No saved games yet.
home-reading-saves = Reading the saved games that are not listed yet…
home-save-line = { $game } · { $turn } · { $side } · { $when }
home-save-line-short = { $turn } · { $side } · { $when }
home-save-default-name = { $game }, { $date }
home-side-to-play = { $side } to play
home-sides-together = all sides play together
home-when-today = today { $time }
home-when-yesterday = yesterday
home-date-format = %Y-%m-%d
home-rename = Rename
home-delete = Delete
home-rename-placeholder = Name of this game
home-rename-save = Save name
home-rename-cancel = Cancel
home-new-name-placeholder = Name (optional)
home-undo-delete = Undo delete
notice-save-trashed = “{ $name }” was moved to the trash. Deleted games are kept there { $days ->
    [one] 1 day
   *[other] { $days } days
  }; “Undo delete” brings it back.
notice-save-untrashed = “{ $name }” is back.
notice-trash-purged = { $count ->
    [one] One deleted game
   *[other] { $count } deleted games
} older than { $days ->
        [one] { $days } day
       *[other] { $days } days
    } { $count ->
    [one] was
   *[other] were
} removed from the trash.
err-name-empty = A name cannot be empty. Nothing was changed.
err-name-too-long = A name can have at most { $max } characters. Nothing was changed.
err-name-control = A name cannot hold line breaks, tabs or other control characters. Nothing was changed.
err-trash = Could not move { $path } to the trash: { $reason }. Nothing was deleted.
err-untrash = Could not bring back { $path }: { $reason }. It is still in the trash, in { $folder }.
home-restore-backup = Restore the latest backup
home-no-backup = No usable backup of this file exists. It has been left untouched.
home-keep-good = Keep the good changes
home-open-tray = Open the dice tray
home-tray-hint = Roll any die of any game, or record the dice you rolled by hand.
home-data-problems = Problems in the game data

## Settings
settings-language = Language
settings-lang-system = Same as the system
settings-theme = Theme
settings-theme-light = Light
settings-theme-dark = Dark
settings-text-size = Text size
settings-data-folder = Data folder
settings-override-hint = To correct a game's data, put your own copy of its file in { $path }/<game>/.

## Sides
side-all = all sides
side-table = Table

## Phase bar
phase-turn = Turn
phase-round = Round { $round }
phase-round-of = Round { $round } of { $limit }
phase-whose-turn = { $side } to play
phase-all-sides = Both sides act
phase-game-over = Game over: undo to go back
phase-next = Next ▶
phase-back = ◀ Back
phase-limit = Last round:
phase-limit-none = none
phase-limit-reached = The last round is over: the game ends.

## Counters, tracks, decks
table-counters = Counters
table-decks = Cards
table-log = Log
pool-title = { $pool }: { $supply } of { $total } left in the common supply
track-line = { $track }: box { $box } of { $boxes }
track-upcoming = Box { $box }: { $text }
deck-line = { $deck }: { $draw } to draw, { $discard } discarded
deck-hand = { $side }: { $n ->
    [one] 1 card
   *[other] { $n } cards
  } in hand
deck-show = Show hand
deck-hide = Hide hand
deck-draw = Draw
deck-discard = Discard

## Dice tray
tray-title = Dice tray
tray-numbered-dice = Numbered dice
tray-picked = To roll
tray-pick-hint = Tap a die under "Add dice" to add it.
tray-roll = Roll
tray-clear = Clear
tray-hand-open = Enter my dice
tray-hand-close = Close
tray-hand-placeholder = Faces in order, e.g. 3,5 or soldier,flag
tray-hand-record = Record
tray-no-roll = Nothing rolled yet.
tray-result-total = Total { $total }
tray-source-app = rolled by the app
tray-source-hand = entered by hand
tray-odds-title = Odds before rolling
tray-odds-none = Pick some dice to see the odds.
tray-odds-totals = Total: average { $mean }
tray-odds-range = Totals from { $min } to { $max }.
tray-odds-face = { $face }: at least one { $p }%, average { $mean }
die-numeric = Numbered die

## Log
log-undo = Undo
log-redo = Redo
log-undo-what = Undo: { $what }
log-redo-what = Redo: { $what }
log-group = { $turn } · { $side }
log-latest = Latest: { $what }
log-line-phase = { $phase }
log-line-phase-steps = { $phase }: { $steps }
log-roll-mark = dice
log-undo-back = Undo back to here
log-older = Older entries
log-undo-back-cancel = Cancel
log-undo-back-what = { $n ->
    [one] Undo the action after “{ $what }”?
   *[other] Undo the { $n } actions after “{ $what }”?
  }
log-action = Action
log-game-started = Started: { $game }.
log-roll = Rolled { $spec }: { $faces }{ $total ->
    [none] {""}
   *[other] {" "}(total { $total })
  }
log-roll-hand = Dice entered by hand, { $spec }: { $faces }{ $total ->
    [none] {""}
   *[other] {" "}(total { $total })
  }
log-phase = { $turn }, { $side }: { $phase }
log-phase-step = { $turn }, { $side }: { $phase } — { $step }
log-round-limit = Round { $limit } was the last: the game is over.
log-round-limit-set = The game now ends after round { $limit }.
log-round-limit-cleared = The game no longer has a last round.
log-pool-take = { $side } takes { $n } × { $pool } (holds { $held }, { $supply } left in the supply)
log-pool-pay = { $side } returns { $n } × { $pool } (holds { $held }, { $supply } in the supply)
# Older logs' counter lines (no "from"); new ones are log-counter-change.
log-counter = { $counter }, { $side }: { $delta } → { $value }
log-counter-change = { $counter }, { $side }: { $from } → { $value } ({ $delta })
log-track-move = { $track } moves to box { $box }
log-track-event = Box { $box }: { $text }
log-track-scheduled = Scheduled for box { $box }: { $text }
log-deck-draw = { $side } draws from { $deck }
log-deck-discard = { $side } discards { $card }
log-deck-reshuffled = { $deck }: the discards were shuffled into a new draw pile
log-note = Note: { $text }

## Command line
cli-roll = { $spec }: { $faces }
cli-roll-total = { $spec }: { $faces } = { $total }
cli-odds-header = { $spec }: { $outcomes ->
    [one] { $outcomes } possible outcome
   *[other] { $outcomes } equally likely outcomes
}
cli-odds-totals = Total (average { $mean }):
cli-odds-numbered-total = Total of the numbered dice, { $spec } (average { $mean }):
cli-odds-face = How many show { $face } (average { $mean }):
cli-man-name = a play-aid for tabletop wargames
cli-man-description = Adjutant sits beside a physical tabletop wargame: turns and phases, dice rolled or entered by hand and what they mean, exact odds, tokens and counters, a log with undo. Without arguments it opens its window, which needs a desktop session (X11 or Wayland). With arguments it runs one command and prints the result: text, or JSON with --json.
cli-man-exit-ok = Done: the command's result, the help or the version was printed.
cli-man-exit-failure = Any other failure, such as no desktop session to open the window in.
cli-man-exit-input = Bad input: an unknown command, game, resolver or option, a malformed dice spec, or a value out of range. The message on standard error names the argument.
cli-man-env-home = The folder for saved games, settings and your own data files, instead of the platform's data folder (for portable use and tests).
cli-man-env-lang = The system language, used until a language is picked in Settings or given with --lang (Italian or English; anything else means English).
cli-man-files-data = The data folder on Linux ($XDG_DATA_HOME/adjutant when that is set). Removing the package leaves it in place.
cli-man-files-settings = Language, theme, text size and the window's size and place.
cli-man-files-saves = Each game in progress: a snapshot, its backups and a journal of the changes since.
cli-man-files-override = Your own copy of a game's data file, used instead of the built-in one.

## Errors
err-dice-empty = Choose at least one die.
err-dice-bad-term = “{ $term }” is not a dice term. Write it like 2d6, d20 or 3xgame:die.
err-dice-unknown-die = There is no die called “{ $die }”.
err-dice-zero = “{ $term }” asks for no dice at all.
err-dice-too-many = At most { $max ->
        [one] { $max } die
       *[other] { $max } dice
    } can be rolled together.
err-dice-face-count = Expected { $expected ->
    [one] 1 die
   *[other] { $expected } dice
  }, but { $got } { $got ->
    [one] was
   *[other] were
  } entered.
err-dice-bad-face = “{ $face }” is not a face of the { $die }.
err-counter-below-min = This cannot go below { $min }.
err-counter-above-max = This cannot go above { $max }.
err-pool-short = Only { $left } left in the common supply: cannot take { $asked }.
err-pool-holder-short = Only { $held } held: cannot spend { $asked }.
err-pool-unknown-holder = Nobody called “{ $holder }” holds tokens here.
err-deck-exhausted = Both the draw pile and the discards are empty.
err-deck-hand-full = That hand is full ({ $limit } cards).
err-deck-not-in-hand = That card is not in the hand.
err-deck-unknown-hand = There is no hand for “{ $hand }”.
err-unknown-thing = Unknown { $what ->
    [side] side
    [pool] pool
    [counter] counter
    [track] track
   *[deck] deck
  }: “{ $id }”.
err-nothing-to-undo = There is nothing to undo.
err-nothing-to-redo = There is nothing to redo.
err-empty-note = Write something first.
err-actor-other-side = That belongs to { $side }; you play { $mine }. Nothing was changed.
err-actor-not-your-turn = It is { $side }'s turn; only { $side } moves it on, not { $mine }. Nothing was changed.
err-at-start = This is the game's first step: there is nothing to go back to. Nothing was changed.
err-note-long = A note holds at most { $max } characters. Nothing was changed.
err-note-control = A note is one line of plain text: no line breaks, tabs or escape codes. Nothing was changed.
err-text-long = A text typed here may have at most { $max } characters: shorten it. Nothing was changed.
err-text-control = A text typed here has a control character (a line break, an escape code): type it on one line. Nothing was changed.
err-game-over = The game is over: only notes, the round limit and undo are taken now. Nothing was changed.
err-not-allowed-now = “{ $action }” cannot be done at this point of the game. Nothing was changed.
err-not-now = { $rule } Nothing was changed.
err-unknown-game = No data for the game “{ $game }”.
err-save = Could not save { $path }: { $reason }. The game is still open; try again.
err-load-io = Could not read { $path }: { $reason }
err-load-corrupt = { $path } is damaged and was not loaded ({ $reason }). It has been left as it is.
err-load-foreign = { $path } is not an Adjutant saved game. It has been left as it is.
err-load-too-new = { $path } was saved by a newer Adjutant (format { $version }). Update the app to open it.
tray-choose = Add dice
tray-earlier = Earlier rolls

## Rule lookup
rules-open = Rules
rules-title = Rules: { $game }
rules-back = ◀ Table
rules-search = Search the rules (English or Italian)…
rules-none = This game has no rule summaries yet.
rules-no-match = No topic of this quick reference matches “{ $query }”. That does not mean the rulebook has no such rule: the quick reference summarises only the rules looked up most often.
rules-more = { $n ->
    [one] One more topic matches.
   *[other] { $n } more topics match.
}
rules-ref = Rulebook: { $refs }
rules-title-all = Rules: all games
rules-back-home = ◀ Back
rules-all-games = All games
rules-this-phase = This phase, { $phase }:
rules-all-topics = All topics:
rules-type-hint = Type a word, in English or Italian, to search the rules of every game.
rules-related = See also:
rules-use-tool = Use it at the table: { $tool }
rules-unmatched = { $n ->
    [one] No topic has the word { $words }: these topics match the other words.
   *[other] No topic has the words { $words }: these topics match the other words.
}

## Correcting dice
settings-dice = Dice faces
settings-dice-hint = If your dice differ from these (a different sticker sheet, another print run), tap a side to change it. Your version is saved in your data folder and used from the next game you open.
settings-dice-reset = Use the built-in faces again
settings-costs = Card costs
settings-costs-hint = The rulebook does not print what each card costs. Set the cost shown on your cards once here: it is saved in your data folder and used from the next game you open. “not known” means the app asks at play.
settings-cost-unknown = not known
settings-costs-reset = Use the built-in costs again
notice-costs-saved = Card cost saved. Games opened from now on use it.
notice-costs-reset = The built-in card costs apply again; your version was kept aside.
settings-source = Where this comes from: { $source }
settings-dice-unchecked = Not printed in the rulebook: check these faces against your dice.
settings-dice-mine-match = Mine match
settings-dice-checked = Checked against your dice
settings-dice-details = Details
settings-dice-hide-details = Hide details
notice-dice-saved = Dice saved. Open the game again to use them.
notice-dice-reset = The built-in faces apply again; your version was kept aside.
track-event-placeholder = What happens on that box (reinforcements, a barrage…)
track-schedule = Put on box
err-home-not-folder = The data folder { $path } is a file, not a folder, so nothing can be saved. Point ADJUTANT_HOME at a folder, or move the file away.
notice-settings-defaults = Your settings could not be read: { $problem } The usual settings are in use until you change one.
tray-pad-next = Die { $n } of { $total }: { $die }. Tap the face it shows.
tray-pad-type = This die has too many sides for a pad: type its number below.
tray-pad-back = Back one die
tray-earlier-roll = Earlier roll (the dice to roll have changed):
phase-end = Next phase ▶▶
ui-show-working = Show the working
ui-hide-working = Hide the working
ui-result-stale = Earlier result: the form or the phase has changed since.
settings-back-to-game = ◀ Back to the game
cli-resolvers = { $game } resolvers: { $names } (add --help after one to see its arguments)
cli-games-sides = sides: { $sides }
cli-no-resolver = { $game } has no resolver called “{ $name }” (try: { $names })

## The table frame's dock
dock-no-result = The answer to the next roll shows here.
dock-no-dice = No dice to enter here: pick a tool that rolls, or use the dice tray.
home-save-gone = “{ $name }” is in the trash.

## Start-up, command-line bounds, data problems on Home
err-no-display = no desktop session to open a window in (neither DISPLAY nor WAYLAND_DISPLAY is set); start Adjutant from a desktop, or use the command line: adjutant --help
err-display-unreachable = the desktop session named by { $display } cannot be reached ({ $reason }); start Adjutant from a running desktop, or use the command line: adjutant --help
cli-err-range = { $arg } { $value }: give a number from { $min } to { $max }
cli-err-choice = { $arg } “{ $value }”: use one of { $choices }
cli-err-odds-no-roll = { $arg }: the odds are worked out before anything is rolled, so they take no dice, hits or seed; leave it out
home-data-problems-notice = { $n ->
    [one] One of your game data files has a problem; the built-in data is used meanwhile. Tap to see it.
   *[other] { $n } of your game data files have problems; the built-in data is used meanwhile. Tap to see them.
}
frame-tray-open = Dice tray: any other roll ▸
frame-tray-close = Fold the dice tray ▾

## The quiet mark on a result card whose answer rests on a reading or a placeholder.
ui-card-reading = reading applied
ui-card-placeholder = estimated value
ui-card-reading-placeholder = reading applied · estimated value
cli-basis-estimates = { $n ->
    [one] One value of this answer is an estimate the rulebook does not give: --json names it and where it came from.
   *[other] { $n } values of this answer are estimates the rulebook does not give: --json names them and where they came from.
}

## adjutant play
play-err-unknown-action = There is no action called “{ $name }”. Actions: { $known }.
play-err-unknown-arg = The action { $action } has no argument “{ $arg }”. Its arguments: { $known }.
play-err-arg-count = The action { $action } takes { $wanted } value(s); { $given } given.
play-err-not-named = The action { $action } takes name=value arguments; “{ $word }” is not one.
play-err-bad-args = The action { $action } cannot be made from these arguments: { $why }.
play-err-no-save = There is no saved game “{ $save }”. `adjutant play new <game>` starts one.
play-err-load = The saved game did not load: { $why }. Its files are left as they are.
open-err-no-save = There is no saved game “{ $save }”: give the name `adjutant play new` printed for it, or the path of its file.
play-err-busy = The saved game “{ $save }” is being written by { $program } (process { $holder }). Close it there, or try again with a longer --wait.
play-err-write = The change could not be saved, so it was not made: { $why }.
play-err-side = There is no side “{ $side }” in this game. Sides: { $sides }.
play-show-round = Round { $round }
play-show-over = Game over
play-show-supply = { $n } in the supply
play-show-draw-pile = { $n } to draw
play-undone = Undone: the game is at change { $seq }.
play-redone = Done again: the game is at change { $seq }.
