//! Issue 24, the last piece: a rule topic offers, one tap away, the table's tool (the game's
//! panel tab) that applies it. From a table of that game a button goes back to the table
//! with that tab open; from Home, the tray or another game's table there is no button.
//! Every `tool` in the games' `rules.json` names a real tab, and an unknown one is reported
//! as bad data.

mod common;
use std::fs;

use common::{LANDSCAPE, PORTRAIT, Window, send};

use adjutant::ui::app::{Message, Screen};
use adjutant::ui::games::asl_sk1 as asl_ui;
use adjutant::ui::games::cc_great_war as cc_ui;

/// Trench Club's set-up done: Start seats the players (the button on the set-up form).
fn start_trench_club(app: &mut adjutant::ui::App) {
    let m = adjutant::ui::games::trench_club::Msg::Start;
    send(app, Message::Game(adjutant::ui::games::GameMsg::new(m)));
}

/// Every text on screen offering a tool.
fn tool_buttons(w: &mut Window) -> Vec<String> {
    w.texts()
        .into_iter()
        .map(|(t, _)| t)
        .filter(|t| t.starts_with("Use it at the table"))
        .collect()
}

/// C&C: "Extra hits" (Effetti del Combattimento, L430, L488) is applied by the Battle panel.
/// Rules, the search box, one word typed, the button: three taps and the table is on Battle,
/// its form (the target's terrain) showing.
#[test]
fn from_a_table_a_topic_opens_its_tool() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = common::english_app(41);
        send(&mut app, Message::NewGame("cc-great-war".into()));
        let mut w = Window::new(&mut app, size);
        let tab = |w: &Window| {
            w.app
                .table()
                .and_then(|t| t.game_ui.get::<cc_ui::Ui>())
                .map(|u| u.tab)
        };
        assert_ne!(tab(&w), Some(cc_ui::Tab::Battle), "{size:?}");
        w.tap("Rules");
        w.tap_id("rules-search");
        w.type_text("overkill");
        assert!(w.sees("Extra hits"), "{size:?}");
        w.tap("Use it at the table: Battle");
        assert_eq!(w.taps, 3, "{size:?}");
        assert!(matches!(w.app.screen, Screen::Table(_)), "{size:?}");
        assert_eq!(tab(&w), Some(cc_ui::Tab::Battle), "{size:?}");
        assert!(w.sees("Target in:"), "{size:?}");
    }
}

/// ASL: the Pin Task Check (§3.2.1, L850-863) is rolled on the Morale tab.
#[test]
fn asl_pin_task_check_opens_the_morale_tool() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = common::english_app(42);
        send(&mut app, Message::NewGame("asl-sk1".into()));
        let mut w = Window::new(&mut app, size);
        w.tap("Rules");
        w.tap_id("rules-search");
        w.type_text("PTC");
        w.tap("Use it at the table: Morale / Pin check");
        assert_eq!(w.taps, 3, "{size:?}");
        let tool = w
            .app
            .table()
            .and_then(|t| t.game_ui.get::<asl_ui::Ui>())
            .map(|u| u.tool);
        assert_eq!(tool, Some(asl_ui::Tool::Morale), "{size:?}");
    }
}

/// From Home there is no table to open a tool on: no button, only the rule.
#[test]
fn from_home_no_tool_button_shows() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = common::english_app(43);
        let mut w = Window::new(&mut app, size);
        w.tap("Rules");
        w.tap_id("rules-search");
        w.type_text("overkill");
        assert!(w.sees("Extra hits"), "{size:?}");
        assert_eq!(tool_buttons(&mut w), Vec::<String>::new(), "{size:?}");
        // Narrowed to the game, still no table of it.
        w.tap("Command & Colors: The Great War");
        assert!(w.sees("Extra hits"), "{size:?}");
        assert_eq!(tool_buttons(&mut w), Vec::<String>::new(), "{size:?}");
        // Nor from the dice tray, which is no game's table.
        w.tap("◀ Back");
        w.tap("Open the dice tray");
        w.tap("Rules");
        w.tap("Command & Colors: The Great War");
        w.tap_id("rules-search");
        w.type_text("overkill");
        assert!(w.sees("Extra hits"), "{size:?}");
        assert_eq!(tool_buttons(&mut w), Vec::<String>::new(), "{size:?}");
    }
}

/// From another game's table the tool is not that table's: no button either.
#[test]
fn from_another_games_table_no_tool_button_shows() {
    let (_home, mut app) = common::english_app(44);
    send(&mut app, Message::NewGame("asl-sk1".into()));
    let mut w = Window::new(&mut app, LANDSCAPE);
    w.tap("Rules");
    w.tap("Command & Colors: The Great War");
    w.tap_id("rules-search");
    w.type_text("overkill");
    assert!(w.sees("Extra hits"));
    assert_eq!(tool_buttons(&mut w), Vec::<String>::new());
}

/// Every topic's `tool` names a tab its game's panels open (on a table that is under way:
/// Trench Club's seats taken), every game has some, and every key a game's rules accept is a
/// tab of its panels.
#[test]
fn every_tool_names_a_real_tab_of_its_game() {
    let content = adjutant::games::embedded_content();
    assert!(content.problems.is_empty(), "{:?}", content.problems);
    for def in content.games.iter().filter(|d| !d.rules.is_empty()) {
        let (_home, mut app) = common::english_app(45);
        send(&mut app, Message::NewGame(def.id.clone()));
        if def.id == "trench-club" {
            start_trench_club(&mut app);
        }
        let t = app.table().expect("a table");
        let keys = adjutant::games::BUILT_IN
            .iter()
            .find(|g| g.id() == def.id)
            .map_or(&[][..], |g| g.tools());
        for k in keys {
            assert!(
                t.game_ui.tool(&t.state, k).is_some(),
                "{}: no tab for {k}",
                def.id
            );
        }
        let tools: Vec<&str> = def.rules.iter().filter_map(|t| t.tool.as_deref()).collect();
        assert!(!tools.is_empty(), "{}: no topic has a tool", def.id);
        for (topic, k) in def
            .rules
            .iter()
            .filter_map(|x| Some((x, x.tool.as_deref()?)))
        {
            assert!(keys.contains(&k), "{}: topic {} tool {k}", def.id, topic.id);
        }
    }
}

/// Trench Club's Money tab is there only once the seats are taken (Fase 4, L498: income is
/// counted in play): before that the Income topic offers no button that would land on the
/// set-up form; after it, the button opens Money.
#[test]
fn a_tab_the_table_does_not_show_yet_is_not_offered() {
    let (_home, mut app) = common::english_app(46);
    send(&mut app, Message::NewGame("trench-club".into()));
    let mut w = Window::new(&mut app, LANDSCAPE);
    w.tap("Rules");
    w.tap_id("rules-search");
    w.type_text("income");
    assert!(w.sees("Income"));
    assert_eq!(tool_buttons(&mut w), Vec::<String>::new());
    w.tap("◀ Table");
    // The seats taken (the set-up form's Start; not part of the flow counted below).
    start_trench_club(w.app);
    w.tap("Rules");
    w.tap_id("rules-search");
    w.type_text("income");
    let before = w.taps;
    w.tap("Use it at the table: Money");
    assert_eq!(w.taps - before, 1);
    let tab = w
        .app
        .table()
        .and_then(|t| t.game_ui.get::<adjutant::ui::games::trench_club::Ui>())
        .map(|u| u.tab);
    assert_eq!(tab, Some(adjutant::ui::games::trench_club::Tab::Money));
}

/// A player's `rules.json` naming a tool the game has not is reported like other bad data,
/// and the embedded topics are used.
#[test]
fn an_unknown_tool_is_bad_data() {
    let dir = tempfile::tempdir().expect("tempdir");
    let g = dir.path().join("cc-great-war");
    fs::create_dir_all(&g).expect("mkdir");
    let embedded = include_str!("../data/cc-great-war/rules.json");
    let bad = embedded.replacen("\"tool\": \"battle\"", "\"tool\": \"cannon\"", 1);
    assert_ne!(bad, embedded);
    fs::write(g.join("rules.json"), &bad).expect("write");
    let content = adjutant::games::load_content(Some(dir.path()));
    let problems = &content.problems;
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(problems[0].file.ends_with("cc-great-war/rules.json"));
    assert!(problems[0].field.ends_with(".tool"), "{problems:?}");
    assert!(problems[0].expected.contains("cannon"), "{problems:?}");
    let def = content.game("cc-great-war").expect("loaded");
    assert!(
        def.rules
            .iter()
            .all(|t| t.tool.as_deref() != Some("cannon"))
    );
    // The same file with a real tab loads clean.
    fs::write(g.join("rules.json"), embedded).expect("write");
    let content = adjutant::games::load_content(Some(dir.path()));
    assert!(content.problems.is_empty(), "{:?}", content.problems);
}
