//! UI flows driven through the real widgets with `iced_test` (tiny-skia, no GPU, no display).

mod common;
use common::{headless, send};

const SIZE: (f32, f32) = (1280.0, 800.0);

fn click(app: &mut App, label: &str) {
    common::click_in(app, label, SIZE);
}

fn shows(app: &App, label: &str) -> bool {
    common::shows_in(app, label, SIZE)
}

use adjutant::i18n::Lang;
use adjutant::session::saved;
use adjutant::session::{Action, GameState};
use adjutant::store::{self, Paths};
use adjutant::ui::{App, Message};

#[test]
fn italian_dice_tray_roll_and_undo() {
    headless();
    let home = tempfile::tempdir().expect("tempdir");
    let paths = Paths::at(home.path());
    let mut app = App::new(paths.clone(), Some(7));
    // Pin the starting language whatever the machine's locale.
    send(&mut app, Message::SetLang(Some(Lang::En)));
    assert!(shows(&app, "Open the dice tray"));

    click(&mut app, "IT");
    assert_eq!(app.loc.lang, Lang::It);
    assert!(shows(&app, "Apri il vassoio dei dadi"));

    click(&mut app, "Apri il vassoio dei dadi");
    assert!(shows(&app, "Da tirare"));
    assert!(shows(&app, "2 × d6"));
    assert!(shows(&app, "Nessun tiro finora."));

    click(&mut app, "Tira");
    // The same seed in the core gives the roll the app must show.
    let content = adjutant::games::embedded_content();
    let tray = content.tray();
    let expected = GameState::new(&tray, "x", 7, chrono::Utc::now())
        .apply(
            &tray,
            &Action::Roll {
                spec: "2d6".into(),
                hand: None,
            },
            chrono::Utc::now(),
        )
        .expect("roll");
    let roll = expected.last_roll().expect("roll").clone();
    let total = roll.total.expect("total");
    let faces: Vec<String> = roll.dice.iter().map(|d| d.face.clone()).collect();
    assert!(shows(&app, &format!("Totale {total}")), "result not shown");
    let entry = format!("Tirato 2× d6: {} (totale {total})", faces.join(", "));
    assert!(shows(&app, &entry), "log entry {entry:?} not shown");
    assert!(shows(&app, &format!("Annulla: {entry}")));

    // Saved at once (the saver writes on its own thread: wait for it).
    app.flush_saves();
    let saved = saved::load_game(&paths.tray_file()).expect("tray saved");
    assert_eq!(saved.last_roll(), Some(&roll));

    click(&mut app, &format!("Annulla: {entry}"));
    assert!(!shows(&app, &entry), "undo left the entry");
    assert!(shows(&app, "Nessun tiro finora."));
    assert!(shows(&app, &format!("Ripeti: {entry}")));
    app.flush_saves();
    let saved = saved::load_game(&paths.tray_file()).expect("tray saved");
    assert_eq!(saved.last_roll(), None);

    // Language persists in settings.
    let (settings, _) = store::Settings::load(&paths);
    assert_eq!(settings.lang, Some(Lang::It));
}

#[test]
fn hand_entered_dice_are_checked_and_recorded() {
    let (_home, mut app) = common::english_app(3);
    click(&mut app, "Open the dice tray");
    click(&mut app, "Enter my dice");
    send(
        &mut app,
        Message::Tray(adjutant::ui::screens::tray_draft::Msg::HandText(
            "4, 9".into(),
        )),
    );
    click(&mut app, "Record");
    // A bad face is refused with a message naming it, and nothing is logged.
    assert!(shows(&app, "“9” is not a face of the d6."));
    assert!(shows(&app, "Nothing rolled yet."));
    send(
        &mut app,
        Message::Tray(adjutant::ui::screens::tray_draft::Msg::HandText(
            "4, 6".into(),
        )),
    );
    click(&mut app, "Record");
    assert!(shows(&app, "Total 10"));
    assert!(shows(&app, "Dice entered by hand, 2× d6: 4, 6 (total 10)"));
}

/// Symbol dice typed by their names in the player's language are the same faces as their ids.
#[test]
fn typed_faces_may_be_named_in_italian() {
    let (_home, mut app) = common::english_app(3);
    send(&mut app, Message::SetLang(Some(Lang::It)));
    click(&mut app, "Apri il vassoio dei dadi");
    send(
        &mut app,
        Message::Tray(adjutant::ui::screens::tray_draft::Msg::SetPick(
            "cc-great-war:battle".into(),
            3,
        )),
    );
    send(
        &mut app,
        Message::Tray(adjutant::ui::screens::tray_draft::Msg::ToggleHand),
    );
    send(
        &mut app,
        Message::Tray(adjutant::ui::screens::tray_draft::Msg::HandText(
            "Soldato, bandiera; burst".into(),
        )),
    );
    send(
        &mut app,
        Message::Tray(adjutant::ui::screens::tray_draft::Msg::SubmitHand),
    );
    let roll = app
        .table()
        .and_then(|t| t.state.last_roll().cloned())
        .expect("recorded");
    let faces: Vec<&str> = roll.dice.iter().map(|d| d.face.as_str()).collect();
    assert_eq!(faces, ["soldier", "flag", "burst"]);
}

/// The hand-entry box's Italian hint ("es. 3 5 oppure soldato bandiera") offers only what the
/// box takes: its own examples are accepted as they are written.
#[test]
fn the_italian_hand_hint_examples_are_accepted() {
    use adjutant::ui::screens::tray_draft::Msg;
    let (_home, mut app) = common::english_app(3);
    send(&mut app, Message::SetLang(Some(Lang::It)));
    assert!(
        app.loc
            .t("tray-hand-placeholder")
            .contains("es. 3 5 oppure soldato bandiera")
    );
    click(&mut app, "Apri il vassoio dei dadi");
    send(&mut app, Message::Tray(Msg::ToggleHand));
    for (pick, typed, want) in [
        (
            "cc-great-war:battle",
            "soldato bandiera",
            vec!["soldier", "flag"],
        ),
        ("d6", "3 5", vec!["3", "5"]),
    ] {
        send(&mut app, Message::Tray(Msg::ClearPicks));
        send(&mut app, Message::Tray(Msg::SetPick(pick.into(), 2)));
        send(&mut app, Message::Tray(Msg::HandText(typed.into())));
        send(&mut app, Message::Tray(Msg::SubmitHand));
        let roll = app
            .table()
            .and_then(|t| t.state.last_roll().cloned())
            .expect("recorded");
        let faces: Vec<&str> = roll.dice.iter().map(|d| d.face.as_str()).collect();
        assert_eq!(faces, want, "{typed}");
    }
}

#[test]
fn new_game_steps_phases_and_counts_hq_tokens() {
    headless();
    let home = tempfile::tempdir().expect("tempdir");
    let paths = Paths::at(home.path());
    let mut app = App::new(paths.clone(), Some(11));
    send(&mut app, Message::SetLang(Some(Lang::En)));
    click(&mut app, "Command & Colors: The Great War");
    assert!(common::shows_part_in(&app, "Turn 1 · ", SIZE));
    click(&mut app, "Next ▶");
    let t = app.table().expect("table");
    assert_eq!(t.state.table.cursor.step, 1);
    assert!(shows(&app, "HQ tokens: 30 of 30 left in the common supply"));
    // Take one HQ token for the first side through the pool's + button.
    send(
        &mut app,
        Message::Act(Action::PoolTake {
            pool: "hq".into(),
            side: "allies".into(),
            n: 1,
        }),
    );
    let t = app.table().expect("table");
    assert_eq!(t.state.table.pools["hq"].supply, 29);
    assert_eq!(t.state.table.pools["hq"].held_by("allies"), 1);
    assert!(shows(&app, "HQ tokens: 29 of 30 left in the common supply"));
    assert!(shows(
        &app,
        "British (Allies) takes 1 × HQ tokens (holds 1, 29 left in the supply)"
    ));
    // Back home, the game is listed and resumes where it was.
    click(&mut app, "Home");
    assert_eq!(app.saves.len(), 1);
    let path = app.saves[0].path.clone();
    send(&mut app, Message::Resume(path));
    let t = app.table().expect("resumed");
    assert_eq!(t.state.table.pools["hq"].supply, 29);
    assert_eq!(t.state.table.cursor.step, 1);
}

#[test]
fn keyboard_shortcuts_reach_the_table() {
    headless();
    let home = tempfile::tempdir().expect("tempdir");
    let mut app = App::new(Paths::at(home.path()), Some(5));
    send(&mut app, Message::NewGame("asl-sk1".into()));
    let before = app.table().expect("table").state.table.cursor;
    send(
        &mut app,
        Message::Shortcut(adjutant::ui::app::Shortcut::Next),
    );
    assert_ne!(app.table().expect("table").state.table.cursor, before);
    send(
        &mut app,
        Message::Shortcut(adjutant::ui::app::Shortcut::Undo),
    );
    assert_eq!(app.table().expect("table").state.table.cursor, before);
    send(
        &mut app,
        Message::Shortcut(adjutant::ui::app::Shortcut::Roll),
    );
    assert!(app.table().expect("table").state.last_roll().is_some());
}

#[test]
fn rule_lookup_searches_both_languages() {
    let (_home, mut app) = common::english_app(2);
    click(&mut app, "Command & Colors: The Great War");
    click(&mut app, "Rules");
    assert!(shows(&app, "Rules: Command & Colors: The Great War"));
    // An Italian word finds the English topic.
    send(&mut app, Message::RulesQuery("protezione trincee".into()));
    assert!(shows(&app, "Trench protection"));
    assert!(!shows(&app, "Turn phases"));
    send(&mut app, Message::RulesQuery("zeppelin".into()));
    // A miss says the quick reference has no such topic, not that the rulebook has no such
    // rule (issue 24).
    assert!(shows(
        &app,
        "No topic of this quick reference matches “zeppelin”. That does not mean the rulebook has no such rule: the quick reference summarises only the rules looked up most often."
    ));
    // Back to the same table, not a new game.
    click(&mut app, "◀ Table");
    assert!(app.table().is_some());
}

/// A reinforcement put on We Were Brothers' Time Track is announced when the clock, which
/// follows the turns, reaches its box; an empty event is refused and changes nothing.
#[test]
fn time_track_event_is_announced_when_the_clock_gets_there() {
    headless();
    const TALL: (f32, f32) = (1280.0, 2400.0);
    let home = tempfile::tempdir().expect("tempdir");
    let mut app = App::new(Paths::at(home.path()), Some(2));
    send(&mut app, Message::SetLang(Some(Lang::En)));
    common::click_in(&mut app, "We Were Brothers: The Race for Rome", TALL);
    assert!(common::shows_in(&app, "Time Track: box 1 of 12", TALL));
    // Nothing written: refused, the track keeps no event.
    common::click_in(&mut app, "Put on box", TALL);
    let events = |app: &App| {
        app.table().expect("table").state.table.tracks["time"]
            .events
            .len()
    };
    assert_eq!(events(&app), 0);
    // Box 2 is offered first (the one after the clock); move it to 3.
    send(
        &mut app,
        Message::TrackText("time".into(), "US squad B enters".into()),
    );
    send(&mut app, Message::TrackAt("time".into(), 1));
    common::click_in(&mut app, "Put on box", TALL);
    assert_eq!(events(&app), 1);
    assert!(common::shows_in(&app, "Box 3: US squad B enters", TALL));
    assert!(common::shows_in(
        &app,
        "Scheduled for box 3: US squad B enters",
        TALL
    ));
    // Walk the phase bar to the start of turn 3: the clock follows and the event is announced.
    while app.table().expect("table").state.table.cursor.round < 3 {
        send(&mut app, Message::Act(Action::NextPhase));
    }
    let t = app.table().expect("table");
    assert_eq!(t.state.table.tracks["time"].position, 3);
    assert!(common::shows_in(&app, "Time Track: box 3 of 12", TALL));
    assert!(t.state.log.iter().any(|e| e.msg == "log-track-event"));
    // Back over the turn's start, the clock goes back too.
    send(&mut app, Message::Act(Action::PrevPhase));
    assert_eq!(
        app.table().expect("table").state.table.tracks["time"].position,
        2
    );
}

#[test]
fn a_damaged_dice_tray_is_reported_kept_and_goes_on_from_its_backup() {
    headless();
    let home = tempfile::tempdir().expect("tempdir");
    let paths = Paths::at(home.path());
    let mut app = App::new(paths.clone(), Some(5));
    send(&mut app, Message::SetLang(Some(Lang::En)));
    click(&mut app, "Open the dice tray");
    click(&mut app, "Roll");
    app.flush_saves();
    let one_roll = saved::load_game(&paths.tray_file()).expect("tray saved");
    // Opening does not write the tray again: a whole save, made while no copy of the app has
    // it open, puts the previous one in the backups.
    click(&mut app, "Home");
    saved::save_game(&paths.tray_file(), &one_roll).expect("whole save");
    click(&mut app, "Open the dice tray");
    click(&mut app, "Roll");
    click(&mut app, "Home");
    let two_rolls = saved::load_game(&paths.tray_file()).expect("tray saved");
    saved::save_game(&paths.tray_file(), &two_rolls).expect("whole save");
    assert_eq!(two_rolls.log.len(), one_roll.log.len() + 1);
    // The last save is cut short; the one before it is in the backup.
    let tray = paths.tray_file();
    let full = std::fs::read(&tray).expect("read");
    std::fs::write(&tray, &full[..full.len() / 2]).expect("truncate");
    let damaged = std::fs::read(&tray).expect("read");

    let mut app = App::new(paths.clone(), Some(5));
    send(&mut app, Message::SetLang(Some(Lang::En)));
    // Home already reports it, with its backup.
    assert_eq!(app.broken.len(), 1);
    assert!(shows(&app, "Restore the latest backup"));
    click(&mut app, "Open the dice tray");
    // The tray opens from the backup (one roll), and says what happened.
    let t = app.table().expect("the tray opens");
    assert_eq!(t.state, one_roll);
    assert!(shows(&app, &notice_text(&app, "notice-tray-from-backup")));
    // The damaged bytes are kept, untouched, beside it.
    let kept: Vec<_> = std::fs::read_dir(home.path())
        .expect("dir")
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.to_string_lossy().contains("tray.json.broken-"))
        .collect();
    assert_eq!(kept.len(), 1);
    assert_eq!(std::fs::read(&kept[0]).expect("kept"), damaged);
}

#[test]
fn a_damaged_dice_tray_without_backup_starts_afresh_and_keeps_the_file() {
    headless();
    let home = tempfile::tempdir().expect("tempdir");
    let paths = Paths::at(home.path());
    std::fs::write(paths.tray_file(), b"{\"not\": \"a tray\"}").expect("write");
    let mut app = App::new(paths.clone(), Some(5));
    send(&mut app, Message::SetLang(Some(Lang::En)));
    assert!(shows(
        &app,
        "No usable backup of this file exists. It has been left untouched."
    ));
    click(&mut app, "Open the dice tray");
    assert!(app.table().is_some());
    let said = notice_text(&app, "notice-tray-fresh");
    assert!(said.contains("is not an Adjutant saved game"), "{said}");
    assert!(shows(&app, &said));
    click(&mut app, "Roll");
    // The fresh tray is saved, and the foreign file was moved aside, not overwritten.
    app.flush_saves();
    assert!(saved::load_game(&paths.tray_file()).is_ok());
    let kept = std::fs::read_dir(home.path())
        .expect("dir")
        .filter_map(|e| e.ok())
        .find(|e| {
            e.file_name()
                .to_string_lossy()
                .contains("tray.json.broken-")
        })
        .expect("kept");
    assert_eq!(
        std::fs::read(kept.path()).expect("kept"),
        b"{\"not\": \"a tray\"}"
    );
}

/// The words of the notice on screen, checked to be the one expected.
fn notice_text(app: &App, id: &str) -> String {
    let n = app.notice.as_ref().expect("a notice");
    assert_eq!(n.id, id);
    let args: Vec<(&str, String)> = n.args.iter().map(|(k, v)| (*k, v.clone())).collect();
    app.loc.tr(&n.id, &args)
}

/// Every button and text field checked here is at least 44 px tall even at the smallest text
/// size, which scales the whole window by 0.9; checked on a portrait tablet.
#[test]
fn touch_targets_stay_44_px_at_the_smallest_text_size_on_a_portrait_tablet() {
    headless();
    const PORTRAIT: (f32, f32) = (800.0, 1280.0);
    // The tests' smallest scale is the app's.
    let smallest = store::Settings::TEXT_SCALES
        .iter()
        .copied()
        .fold(f32::MAX, f32::min);
    assert_eq!(smallest, common::SMALLEST_SCALE);
    let check = |app: &App, labels: &[&str]| common::assert_touch_friendly(app, PORTRAIT, labels);
    let home = tempfile::tempdir().expect("tempdir");
    let mut app = App::new(Paths::at(home.path()), Some(3));
    send(&mut app, Message::SetLang(Some(Lang::En)));
    check(
        &app,
        &[
            "Open the dice tray",
            "IT",
            "EN",
            "Command & Colors: The Great War",
        ],
    );
    common::click_in(&mut app, "Open the dice tray", PORTRAIT);
    common::click_in(&mut app, "Enter my dice", PORTRAIT);
    check(&app, &["Roll", "Record"]);
    common::click_in(&mut app, "Home", PORTRAIT);
    common::click_in(&mut app, "We Were Brothers: The Race for Rome", PORTRAIT);
    check(&app, &["Next ▶", "Rules", "Put on box"]);
    let l = common::layout(&app, PORTRAIT);
    assert!(
        !l.inputs.is_empty(),
        "the Time Track form has its text field"
    );
}

/// Closing the window waits for the saver: every tap before it is on disk.
#[test]
fn closing_the_window_waits_for_the_last_save() {
    headless();
    let home = tempfile::tempdir().expect("tempdir");
    let paths = Paths::at(home.path());
    let mut app = App::new(paths.clone(), Some(8));
    send(&mut app, Message::SetLang(Some(Lang::En)));
    click(&mut app, "Open the dice tray");
    for _ in 0..20 {
        send(
            &mut app,
            Message::Tray(adjutant::ui::screens::tray_draft::Msg::Roll),
        );
    }
    let shown = app.table().expect("tray").state.clone();
    send(&mut app, Message::Quit(iced::window::Id::unique()));
    let on_disk = saved::load_game(&paths.tray_file()).expect("saved");
    assert_eq!(on_disk, shown);
}

/// Problems with the data folder or the settings are told on Home at start, not found later.
#[test]
fn a_broken_settings_file_or_a_data_folder_that_is_a_file_is_told_at_start() {
    headless();
    let home = tempfile::tempdir().expect("tempdir");
    std::fs::write(home.path().join("settings.json"), b"{ not json").expect("write");
    let app = App::new(Paths::at(home.path()), Some(1));
    let notice = app.notice.as_ref().expect("told at start");
    assert_eq!(notice.id, "notice-settings-defaults");
    let said = app.loc.tr(&notice.id, &notice.args);
    assert!(said.contains("settings.json"), "{said}");
    assert!(shows(&app, &said));

    let file = home.path().join("not-a-folder");
    std::fs::write(&file, b"x").expect("write");
    let app = App::new(Paths::at(&file), Some(1));
    assert_eq!(
        app.notice.as_ref().map(|n| n.id.as_str()),
        Some("err-home-not-folder")
    );
}

/// A notice lies over the foot of the screen: no control moves when one appears.
#[test]
fn no_control_moves_when_a_notice_appears() {
    for size in [(1280.0, 800.0), (800.0, 1280.0)] {
        let (_home, mut app) = common::english_app(2);
        click(&mut app, "Command & Colors: The Great War");
        let where_is = |app: &App, label: &str| {
            let mut ui = common::sim(app, size);
            ui.find(label).expect("shown").visible_bounds()
        };
        let next = where_is(&app, "Next ▶");
        let home = where_is(&app, "Home");
        send(&mut app, Message::Undo);
        send(&mut app, Message::Undo);
        assert!(app.notice.is_some(), "nothing to undo is told");
        assert_eq!(where_is(&app, "Next ▶"), next);
        assert_eq!(where_is(&app, "Home"), home);
        send(&mut app, Message::DismissNotice);
        assert_eq!(where_is(&app, "Next ▶"), next);
    }
}

/// Settings opened from a game go back to that game, where it was, in one tap.
#[test]
fn settings_opened_from_a_game_go_back_to_it() {
    let (_home, mut app) = common::english_app(3);
    click(&mut app, "ASL Starter Kit #1");
    click(&mut app, "Next phase ▶▶");
    let cursor = app.table().expect("table").state.table.cursor;
    click(&mut app, "Settings");
    assert!(app.table().is_none());
    click(&mut app, "Dark");
    click(&mut app, "◀ Back to the game");
    let t = app.table().expect("back at the table");
    assert_eq!(t.state.table.cursor, cursor);
}

/// Whether any text on screen contains `part`.
fn shows_part(app: &App, part: &str, size: (f32, f32)) -> bool {
    common::layout(app, size)
        .texts
        .iter()
        .any(|(t, _)| t.contains(part))
}

/// A die whose faces the rulebook does not print says so in the settings; one tap on "Mine
/// match" records that the players checked it, kept across a restart; the data's own note (with
/// its rulebook lines) is behind "Details".
#[test]
fn mine_match_is_one_tap_and_is_kept_across_a_restart() {
    use adjutant::ui::screens::settings::{confirm_id, details_id};
    // Tall enough for the whole settings page.
    let size = (1280.0, 6000.0);
    let key = "cc-great-war:battle";
    let (home, mut app) = common::english_app(3);
    click(&mut app, "Settings");
    let unchecked = "Not printed in the rulebook: check these faces against your dice.";
    assert!(common::shows_in(&app, unchecked, size));
    assert!(!common::shows_in(&app, "Checked against your dice", size));
    // The raw note is hidden until asked for, then hidden again.
    let note = "L33, L93-113";
    assert!(!shows_part(&app, note, size));
    common::click_id_in(&mut app, &details_id(key), size);
    assert!(shows_part(&app, note, size));
    assert!(common::shows_in(&app, "Hide details", size));
    common::click_id_in(&mut app, &details_id(key), size);
    assert!(!shows_part(&app, note, size));
    // One tap.
    let mut taps = common::Taps::new(&mut app, size);
    taps.tap_id(&confirm_id(key));
    assert_eq!(taps.count, 1);
    assert!(app.settings.confirmed_dice.contains(key));
    assert!(common::shows_in(&app, "Checked against your dice", size));
    assert!(
        common::sim(&app, size)
            .find(iced_test::selector::id(confirm_id(key)))
            .is_err()
    );
    // Kept after a restart, in the settings file.
    drop(app);
    let mut again = App::new(Paths::at(home.path()), Some(3));
    send(&mut again, Message::SetLang(Some(Lang::En)));
    assert!(again.settings.confirmed_dice.contains(key));
    click(&mut again, "Settings");
    assert!(common::shows_in(&again, "Checked against your dice", size));
    assert!(
        common::sim(&again, size)
            .find(iced_test::selector::id(confirm_id(key)))
            .is_err()
    );
    // Other dice still ask.
    assert!(common::shows_in(&again, unchecked, size));
}

/// A die whose faces are printed in the rulebook (no `source`) shows no note at all.
#[test]
fn a_die_printed_in_the_rulebook_shows_no_note() {
    use adjutant::ui::screens::settings::{confirm_id, details_id};
    let size = (1280.0, 6000.0);
    let key = "cc-great-war:battle";
    let (home, _) = common::english_app(3);
    let mut dice: serde_json::Value =
        serde_json::from_str(include_str!("../data/cc-great-war/dice.json")).expect("json");
    for d in dice["dice"].as_array_mut().expect("dice") {
        d.as_object_mut().expect("die").remove("source");
    }
    let dir = home.path().join("data").join("cc-great-war");
    std::fs::create_dir_all(&dir).expect("mkdir");
    std::fs::write(dir.join("dice.json"), dice.to_string()).expect("write");
    let mut app = App::new(Paths::at(home.path()), Some(3));
    send(&mut app, Message::SetLang(Some(Lang::En)));
    assert!(
        app.content.problems.is_empty(),
        "{:?}",
        app.content.problems
    );
    click(&mut app, "Settings");
    let mut ui = common::sim(&app, size);
    assert!(ui.find(iced_test::selector::id(confirm_id(key))).is_err());
    assert!(ui.find(iced_test::selector::id(details_id(key))).is_err());
    drop(ui);
    assert!(!shows_part(&app, "L33, L93-113", size));
}

/// A game's table wears the game's accent, light and dark; Home and the settings keep the
/// default colours.
#[test]
fn an_open_table_wears_its_game_accent() {
    use adjutant::ui::widgets::die_face::parse_color;
    let (_home, mut app) = common::english_app(3);
    let light_default = app.theme().palette().primary;
    click(&mut app, "ASL Starter Kit #1");
    let def = app.table().expect("table").def.clone();
    let accent = parse_color(def.accent.as_deref().expect("accent")).expect("colour");
    assert_eq!(app.theme().palette().primary, accent);
    assert_ne!(accent, light_default);
    click(&mut app, "Settings");
    assert_eq!(app.theme().palette().primary, light_default);
    click(&mut app, "Dark");
    let dark_default = app.theme().palette().primary;
    click(&mut app, "◀ Back to the game");
    let dark = parse_color(def.accent_dark.as_deref().expect("accent_dark")).expect("colour");
    assert_eq!(app.theme().palette().primary, dark);
    assert_ne!(dark, dark_default);
}
