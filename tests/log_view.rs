//! The log a player can read: grouped by round and side, a phase's steps on one line, rolls
//! marked, and undo back to an entry in two taps. Driven through the real widgets.

mod common;
use common::{Taps, layout, send};

use adjutant::session::{Action, saved};
use adjutant::ui::{App, Message};

const LANDSCAPE: (f32, f32) = (1280.0, 800.0);
const PORTRAIT: (f32, f32) = (800.0, 1280.0);
/// Tall windows, so the log sits on screen without scrolling (the simulator cannot scroll):
/// a scroll is not a tap.
const TALL: (f32, f32) = (1280.0, 1800.0);
const TALL_PORTRAIT: (f32, f32) = (800.0, 5000.0);

fn shows(app: &App, label: &str) -> bool {
    common::shows_in(app, label, LANDSCAPE)
}

/// A new Command & Colors game, in English.
fn cc_game() -> (tempfile::TempDir, App) {
    let (home, mut app) = common::english_app(5);
    common::click_in(&mut app, "Command & Colors: The Great War", LANDSCAPE);
    assert!(app.table().is_some(), "the game opened");
    (home, app)
}

fn next(app: &mut App, n: usize) {
    for _ in 0..n {
        send(app, Message::Act(Action::NextPhase));
    }
}

/// How many times the text `label` is on screen.
fn count(app: &App, label: &str, size: (f32, f32)) -> usize {
    layout(app, size)
        .texts
        .iter()
        .filter(|(t, _)| t == label)
        .count()
}

#[test]
fn log_groups_by_round_and_side_under_headers() {
    let (_home, mut app) = cc_game();
    // The first lines are under where the game starts.
    assert!(shows(&app, "Turn 1 · British (Allies)"));
    assert!(!shows(&app, "Turn 1 · Germans (Central Powers)"));
    // 9 positions make a player turn: the tenth is the other side's.
    next(&mut app, 9);
    assert!(shows(&app, "Turn 1 · British (Allies)"));
    assert!(shows(&app, "Turn 1 · Germans (Central Powers)"));
    next(&mut app, 9);
    assert!(shows(&app, "Turn 2 · British (Allies)"));
    // Each header once: a group is a player turn, not a phase.
    assert_eq!(count(&app, "Turn 1 · British (Allies)", LANDSCAPE), 1);
    assert_eq!(
        count(&app, "Turn 1 · Germans (Central Powers)", LANDSCAPE),
        1
    );
    // Newest first: the newest header is above the older ones.
    let l = layout(&app, LANDSCAPE);
    let y = |label: &str| {
        l.texts
            .iter()
            .find(|(t, _)| t == label)
            .map(|(_, b)| b.y)
            .unwrap_or_else(|| panic!("{label:?} not shown"))
    };
    assert!(y("Turn 2 · British (Allies)") < y("Turn 1 · Germans (Central Powers)"));
    assert!(y("Turn 1 · Germans (Central Powers)") < y("Turn 1 · British (Allies)"));
    // The turn's upkeep entry sits in its side's group.
    let upkeep =
        "Germans (Central Powers)'s turn. Check objective medals held at the start of the turn.";
    assert!(y(upkeep) > y("Turn 1 · Germans (Central Powers)"));
    assert!(y(upkeep) < y("Turn 1 · British (Allies)"));
}

#[test]
fn log_shows_steps_and_collapses_a_phases_entries_into_one_line() {
    let (_home, mut app) = cc_game();
    // Play a card (its second step), order, move, battle, then the four end-of-turn steps.
    next(&mut app, 8);
    let t = app.table().expect("table");
    let steps = t
        .state
        .log
        .iter()
        .filter(|e| e.msg.starts_with("log-phase"))
        .count();
    assert_eq!(steps, 8, "one phase entry per step");
    // The phase entry names its step (the undo button words it).
    assert!(shows(
        &app,
        "Undo: Turn 1, British (Allies): End of turn — Return spent HQ to the common pool"
    ));
    // The four steps of the end of turn are one line.
    assert!(shows(
        &app,
        "End of turn: Discard and draw a Command card → Draw a Combat card or take 2 HQ → \
         Trade a Combat card for 1 HQ (only if you played none) → Return spent HQ to the common pool"
    ));
    assert!(shows(&app, "Play a Command card: Play the card"));
    // A phase without steps is its name.
    assert!(shows(&app, "Battle"));
    assert!(shows(&app, "Order units"));
    // The raw entries are not repeated.
    assert!(!shows(
        &app,
        "Turn 1, British (Allies): End of turn — Draw a Combat card or take 2 HQ"
    ));
    // Italian words too.
    common::click_in(&mut app, "IT", LANDSCAPE);
    let l = layout(&app, LANDSCAPE);
    assert!(
        l.texts.iter().any(|(t, _)| t.starts_with("Turno 1 · ")),
        "an Italian header"
    );
}

#[test]
fn rolls_are_marked_in_the_log() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = common::english_app(3);
        common::click_in(&mut app, "Open the dice tray", size);
        assert_eq!(count(&app, "dice", size), 0, "nothing rolled yet");
        send(
            &mut app,
            Message::Tray(adjutant::ui::screens::tray_draft::Msg::SetPick(
                "d6".into(),
                2,
            )),
        );
        common::click_in(&mut app, "Roll", size);
        assert_eq!(count(&app, "dice", size), 1, "the roll is marked");
        send(
            &mut app,
            Message::Act(Action::Roll {
                spec: "d6".into(),
                hand: Some(vec!["4".into()]),
            }),
        );
        assert_eq!(count(&app, "dice", size), 2, "a roll by hand too");
        // The free tray has no rounds: no headers.
        let l = layout(&app, size);
        assert!(!l.texts.iter().any(|(t, _)| t.starts_with("Round ")));
    }
    // A game's own resolution is marked as well; a phase line is not.
    let (_home, mut app) = cc_game();
    next(&mut app, 1);
    assert_eq!(count(&app, "dice", LANDSCAPE), 0);
    send(
        &mut app,
        Message::Act(Action::Roll {
            spec: "2d6".into(),
            hand: None,
        }),
    );
    assert_eq!(count(&app, "dice", LANDSCAPE), 1);
}

#[test]
fn undo_back_to_an_entry_takes_two_taps_and_is_saved() {
    for size in [TALL, TALL_PORTRAIT] {
        let (_home, mut app) = cc_game();
        next(&mut app, 3); // Play the card, order, move
        let here = app.table().expect("table").state.clone();
        // Four more actions after it.
        next(&mut app, 1);
        send(
            &mut app,
            Message::Act(Action::Roll {
                spec: "2d6".into(),
                hand: None,
            }),
        );
        send(
            &mut app,
            Message::Act(Action::PoolTake {
                pool: "hq".into(),
                side: "allies".into(),
                n: 1,
            }),
        );
        next(&mut app, 1);
        let undos_before = app.table().expect("table").state.undo.len();

        let mut taps = Taps::new(&mut app, size);
        taps.tap("Move");
        assert!(
            common::shows_in(taps.app, "Undo the 4 actions after “Move”?", size),
            "the offer says what it will do"
        );
        taps.tap("Undo back to here");
        assert!(taps.count <= 2, "{} taps", taps.count);

        let t = app.table().expect("table");
        assert_eq!(t.state.table, here.table, "the table is back");
        assert_eq!(t.state.log, here.log, "the log is back");
        assert_eq!(t.state.undo.len(), undos_before - 4);
        assert_eq!(t.state.redo.len(), 4, "each undo can be redone");
        assert!(!common::shows_in(&app, "Undo back to here", size));
        // Every undo was saved: the game loads as it is on screen.
        let path = t.path.clone();
        app.flush_saves();
        let loaded = saved::load_game(&path).expect("saved");
        assert_eq!(loaded.table, here.table);
        assert_eq!(loaded.log, here.log);
    }
}

#[test]
fn the_offer_can_be_put_away_and_the_newest_entry_offers_nothing() {
    let (_home, mut app) = cc_game();
    next(&mut app, 2);
    let before = app.table().expect("table").state.clone();
    common::click_in(&mut app, "Play a Command card: Play the card", TALL);
    assert!(common::shows_in(&app, "Undo back to here", TALL));
    // Nothing in the log moved when the offer came.
    common::click_in(&mut app, "Cancel", TALL);
    assert!(!common::shows_in(&app, "Undo back to here", TALL));
    assert_eq!(app.table().expect("table").state.log, before.log);
    // The newest line has nothing after it to undo.
    let mut ui = common::sim(&app, TALL);
    ui.click("Order units").expect("on screen");
    assert_eq!(ui.into_messages().count(), 0);
}

#[test]
fn picking_an_entry_moves_nothing_on_screen() {
    let (_home, mut app) = cc_game();
    next(&mut app, 4);
    let spots = |app: &App| -> Vec<(String, f32, f32)> {
        layout(app, TALL)
            .texts
            .into_iter()
            .map(|(t, b)| (t, b.x, b.y))
            .collect()
    };
    let before = spots(&app);
    common::click_in(&mut app, "Move", TALL);
    assert!(common::shows_in(&app, "Undo back to here", TALL));
    // The offer is laid over the foot: every text is where it was.
    let after = spots(&app);
    for s in &before {
        assert!(after.contains(s), "{s:?} moved");
    }
}

/// The log's newest line is in view at every size (first in the side column in landscape,
/// a strip under the tabs in portrait), and follows undo.
#[test]
fn the_newest_line_is_on_screen_without_scrolling() {
    for size in [LANDSCAPE, PORTRAIT, (1000.0, 700.0)] {
        let (_home, mut app) = cc_game();
        next(&mut app, 4);
        let mut w = common::Window::new(&mut app, size);
        assert!(w.sees("Latest: Battle"), "{size:?}: the newest line");
        drop(w);
        next(&mut app, 2);
        let mut w = common::Window::new(&mut app, size);
        assert!(w.sees(
            "Latest: End of turn: Discard and draw a Command card → Draw a Combat card or take 2 HQ"
        ));
        drop(w);
        send(&mut app, Message::Undo);
        send(&mut app, Message::Undo);
        let mut w = common::Window::new(&mut app, size);
        assert!(w.sees("Latest: Battle"), "{size:?}: after undo");
    }
}

/// Which entries offer "undo back to here": the newest action's do not (nothing after them),
/// and once older history is dropped only the last entry before the oldest undoable action
/// does, since undoing everything goes back exactly there.
#[test]
fn undo_back_is_offered_only_where_it_lands_exactly() {
    use adjutant::session::{GameState, UNDO_DEPTH};
    use adjutant::ui::screens::log::undo_count;
    let content = adjutant::games::embedded_content();
    let def = content.game("cc-great-war").expect("cc").clone();
    let now = chrono::Utc::now();
    let mut g = GameState::new(&def, "g", 1, now);
    assert_eq!(undo_count(&g, 0), None, "nothing to undo yet");
    for _ in 0..3 {
        g.apply_mut(&def, &Action::NextPhase, now).expect("next");
    }
    // Started, then one phase entry per action.
    assert_eq!(g.log.len(), 4);
    assert_eq!(undo_count(&g, 0), Some(3));
    assert_eq!(undo_count(&g, 2), Some(1));
    assert_eq!(undo_count(&g, 3), None, "the newest");
    assert_eq!(undo_count(&g, 9), None, "past the end");
    // Past the history's depth the oldest actions cannot be undone.
    for _ in 0..UNDO_DEPTH {
        g.apply_mut(&def, &Action::NextPhase, now).expect("next");
    }
    let first = g.undo[0].log_len;
    assert!(first > 1);
    assert_eq!(undo_count(&g, 0), None, "older than the history");
    assert_eq!(undo_count(&g, first - 1), Some(UNDO_DEPTH));
    let mut back = g.clone();
    for _ in 0..UNDO_DEPTH {
        back.undo_mut(now).expect("undo");
    }
    assert_eq!(back.log.len(), first);
}

/// How many log lines are drawn (each starts with its time, "HH:MM").
fn log_lines(app: &App) -> usize {
    layout(app, TALL)
        .texts
        .iter()
        .filter(|(t, _)| {
            let b = t.as_bytes();
            b.len() == 5 && b[2] == b':' && b[..2].iter().chain(&b[3..]).all(u8::is_ascii_digit)
        })
        .count()
}

#[test]
fn a_long_game_shows_its_newest_lines_and_older_ones_on_request() {
    let (_home, mut app) = cc_game();
    for _ in 0..40 {
        next(&mut app, 1);
        send(
            &mut app,
            Message::Act(Action::Roll {
                spec: "1xbattle".into(),
                hand: None,
            }),
        );
    }
    let before = log_lines(&app);
    assert!(
        (30..=32).contains(&before),
        "the newest lines only: {before}"
    );
    // In the real window: one swipe of the side column to the button, one tap.
    let mut w = common::Window::new(&mut app, LANDSCAPE);
    w.scroll_to("frame-side", "Older entries");
    w.tap("Older entries");
    assert_eq!(w.taps, 2);
    drop(w);
    let after = log_lines(&app);
    assert!(after > before + 40, "older lines shown: {before} → {after}");
}
