//! Home's saved games: named, renamed, deleted to the trash and brought back, listed with
//! whose side is to play and when they were last played; the new-game buttons never move.

mod common;
use common::{Taps, send};

use std::path::{Path, PathBuf};

use adjutant::i18n::{Lang, Localizer};
use adjutant::session::saved;
use adjutant::ui::screens::home;
use adjutant::ui::{App, Message};
use chrono::TimeZone;

const SIZE: (f32, f32) = (1280.0, 800.0);
/// The smallest window the screens are laid out for.
const SMALL: (f32, f32) = (800.0, 600.0);
const CC: &str = "Command & Colors: The Great War";

fn shows(app: &App, label: &str) -> bool {
    common::shows_in(app, label, SIZE)
}

/// Where each widget with one of `ids` is on screen.
fn bounds_of(app: &App, ids: &[String], size: (f32, f32)) -> Vec<iced::Rectangle> {
    let mut ui = common::sim(app, size);
    ids.iter()
        .map(|id| {
            ui.find(iced_test::selector::id(id.clone()))
                .unwrap_or_else(|e| panic!("#{id} is not on screen: {e:?}"))
                .bounds()
        })
        .collect()
}

/// The ids of everything on the new-game side: the name field, a button per game.
fn new_game_ids(app: &App) -> Vec<String> {
    let mut ids = vec![home::NEW_NAME_ID.to_string()];
    ids.extend(app.content.games.iter().map(|g| home::new_game_id(&g.id)));
    ids
}

/// Starts a game of Command & Colors from Home and goes back Home; its snapshot's path.
fn start_cc(app: &mut App) -> PathBuf {
    common::click_in(app, CC, SIZE);
    let path = app.table().expect("a game is open").path.clone();
    common::click_in(app, "Home", SIZE);
    path
}

fn only_save(app: &App) -> adjutant::session::saved::SaveSummary {
    assert_eq!(app.saves.len(), 1, "{:?}", app.saves);
    app.saves[0].clone()
}

/// Every file of the saves folder with its bytes.
fn files(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut v: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.flatten()
                .map(|e| {
                    (
                        e.file_name().to_string_lossy().into_owned(),
                        std::fs::read(e.path()).expect("read"),
                    )
                })
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

#[test]
fn a_save_is_listed_with_its_name_game_round_side_and_when() {
    let (_home, mut app) = common::english_app(5);
    let path = start_cc(&mut app);
    let s = only_save(&app);
    assert_eq!(s.path, path);
    assert_eq!(s.name, None);
    // The default name: the game and the day it began.
    let today = chrono::Local::now().format("%Y-%m-%d").to_string();
    assert!(shows(&app, &format!("{CC}, {today}")));
    let time = s.updated.with_timezone(&chrono::Local).format("%H:%M");
    // The default name holds the game: the line under it leaves it out, so whose turn and
    // when fit on the line.
    let line = format!("Turn 1 · British (Allies) to play · today {time}");
    assert!(shows(&app, &line), "{line:?} not shown");
    // In Italian too.
    common::click_in(&mut app, "IT", SIZE);
    let oggi = chrono::Local::now().format("%d/%m/%Y").to_string();
    let line = format!("Turno 1 · di turno: Britannici (Alleati) · oggi {time}");
    assert!(
        shows(&app, &format!("{CC}, {oggi}")),
        "Italian default name"
    );
    assert!(shows(&app, &line), "{line:?} not shown");
}

#[test]
fn last_played_is_worded_today_yesterday_or_a_date_in_both_languages() {
    let now = chrono::Local
        .with_ymd_and_hms(2025, 3, 12, 20, 0, 0)
        .single()
        .expect("time");
    let at = |d: u32, h: u32, m: u32| {
        chrono::Local
            .with_ymd_and_hms(2025, 3, d, h, m, 0)
            .single()
            .expect("time")
    };
    let en = Localizer::new(Lang::En);
    let it = Localizer::new(Lang::It);
    assert_eq!(home::last_played(&en, at(12, 14, 5), now), "today 14:05");
    assert_eq!(home::last_played(&it, at(12, 14, 5), now), "oggi 14:05");
    assert_eq!(home::last_played(&en, at(11, 23, 59), now), "yesterday");
    assert_eq!(home::last_played(&it, at(11, 0, 1), now), "ieri");
    assert_eq!(home::last_played(&en, at(2, 9, 0), now), "2025-03-02");
    assert_eq!(home::last_played(&it, at(2, 9, 0), now), "02/03/2025");
}

#[test]
fn renaming_a_save_takes_two_taps_and_survives_a_restart() {
    let (home_dir, mut app) = common::english_app(6);
    start_cc(&mut app);
    let s = only_save(&app);
    let mut taps = Taps::new(&mut app, SIZE);
    taps.tap_id(&home::save_button_id("rename", &s.id));
    // The field opens with the name the save is shown by, ready to be changed.
    let today = chrono::Local::now().format("%Y-%m-%d").to_string();
    assert_eq!(
        taps.app.home.renaming,
        Some((s.path.clone(), format!("{CC}, {today}")))
    );
    send(
        taps.app,
        Message::Home(adjutant::ui::screens::home::Msg::RenameText(
            "  Saturday at Marco's ".into(),
        )),
    );
    taps.tap_id(home::RENAME_OK_ID);
    assert_eq!(taps.count, 2, "rename: tap Rename, type, tap Save name");
    assert!(app.home.renaming.is_none());
    assert!(shows(&app, "Saturday at Marco's"));
    assert_eq!(only_save(&app).name.as_deref(), Some("Saturday at Marco's"));
    // A name of the players' own does not say the game: the line under it does.
    let time = s.updated.with_timezone(&chrono::Local).format("%H:%M");
    let line = format!("{CC} · Turn 1 · British (Allies) to play · today {time}");
    assert!(shows(&app, &line), "{line:?} not shown");
    // A rename is not play: the time it was last played stays.
    assert_eq!(only_save(&app).updated, s.updated);

    // A new start lists it by name; opening it keeps the name (and folds it in the snapshot).
    drop(app);
    let mut app = App::new(adjutant::store::Paths::at(home_dir.path()), Some(6));
    send(&mut app, Message::SetLang(Some(Lang::En)));
    assert!(shows(&app, "Saturday at Marco's"));
    common::click_in(&mut app, "Saturday at Marco's", SIZE);
    let t = app.table().expect("the game opened");
    assert_eq!(t.state.name.as_deref(), Some("Saturday at Marco's"));
    app.flush_saves();
    let back = saved::load_game(&s.path).expect("loads");
    assert_eq!(back.name.as_deref(), Some("Saturday at Marco's"));
}

#[test]
fn a_bad_name_is_refused_with_a_message_and_changes_nothing() {
    let (home_dir, mut app) = common::english_app(7);
    start_cc(&mut app);
    let s = only_save(&app);
    let saves = home_dir.path().join("saves");
    let before = files(&saves);
    let cases = [
        (
            "   ".to_string(),
            "A name cannot be empty. Nothing was changed.",
        ),
        (
            "x".repeat(200),
            "A name can have at most 60 characters. Nothing was changed.",
        ),
        (
            "two\nlines".to_string(),
            "A name cannot hold line breaks, tabs or other control characters. Nothing was changed.",
        ),
        (
            "bell\u{7}".to_string(),
            "A name cannot hold line breaks, tabs or other control characters. Nothing was changed.",
        ),
    ];
    for (typed, message) in cases {
        common::click_id_in(&mut app, &home::save_button_id("rename", &s.id), SIZE);
        send(
            &mut app,
            Message::Home(adjutant::ui::screens::home::Msg::RenameText(typed.clone())),
        );
        common::click_id_in(&mut app, home::RENAME_OK_ID, SIZE);
        assert!(shows(&app, message), "no message for {typed:?}");
        // The field stays open with what was typed, to be corrected; the disk is as it was.
        assert_eq!(app.home.renaming, Some((s.path.clone(), typed.clone())));
        assert_eq!(files(&saves), before, "{typed:?} changed the files");
        send(
            &mut app,
            Message::Home(adjutant::ui::screens::home::Msg::CancelRename),
        );
        send(&mut app, Message::DismissNotice);
    }
    assert_eq!(only_save(&app).name, None);

    // The same for the name of a new game: nothing starts.
    send(
        &mut app,
        Message::Home(adjutant::ui::screens::home::Msg::NewGameName(
            "x".repeat(200),
        )),
    );
    common::click_in(&mut app, CC, SIZE);
    assert!(app.table().is_none(), "a game started with a bad name");
    assert!(shows(
        &app,
        "A name can have at most 60 characters. Nothing was changed."
    ));
    assert_eq!(files(&saves), before);
}

#[test]
fn a_new_game_can_be_named_when_it_starts() {
    let (_home, mut app) = common::english_app(8);
    send(
        &mut app,
        Message::Home(adjutant::ui::screens::home::Msg::NewGameName(
            "Campaign night".into(),
        )),
    );
    common::click_in(&mut app, CC, SIZE);
    let t = app.table().expect("a game is open");
    assert_eq!(t.state.name.as_deref(), Some("Campaign night"));
    common::click_in(&mut app, "Home", SIZE);
    assert_eq!(only_save(&app).name.as_deref(), Some("Campaign night"));
    assert!(shows(&app, "Campaign night"));
    // The field is empty again for the next game.
    assert_eq!(app.home.new_name, "");
}

#[test]
fn delete_is_one_tap_and_undo_delete_one_more_bringing_back_every_file() {
    let (home_dir, mut app) = common::english_app(9);
    let path = start_cc(&mut app);
    // Some play, so there is a journal, a backup and a summary.
    common::click_in(&mut app, CC, SIZE);
    let path2 = app.table().expect("open").path.clone();
    common::click_in(&mut app, "Home", SIZE);
    let s = app
        .saves
        .iter()
        .find(|s| s.path == path)
        .cloned()
        .expect("listed");
    common::click_id_in(&mut app, &home::save_button_id("open", &s.id), SIZE);
    // Opening a game does not write it again (its files are as its last writer left them).
    app.flush_saves();
    common::click_in(&mut app, "Next ▶", SIZE);
    common::click_in(&mut app, "Home", SIZE);
    let saves = home_dir.path().join("saves");
    let before = files(&saves);
    let mine: Vec<String> = before
        .iter()
        .map(|(n, _)| n.clone())
        .filter(|n| n.starts_with(&format!("{}.", s.id)))
        .collect();
    for ext in ["json", "journal", "summary", "lock"] {
        assert!(
            mine.contains(&format!("{}.{ext}", s.id)),
            "no {ext}: {mine:?}"
        );
    }

    let mut taps = Taps::new(&mut app, SIZE);
    taps.tap_id(&home::save_button_id("delete", &s.id));
    assert_eq!(taps.count, 1);
    // Gone from the list and the folder; the other game is untouched; nothing destroyed.
    assert_eq!(app.saves.len(), 1);
    assert_eq!(app.saves[0].path, path2);
    let left = files(&saves);
    assert!(
        left.iter()
            .all(|(n, _)| !n.starts_with(&format!("{}.", s.id))),
        "{left:?}"
    );
    let trash = home_dir.path().join("trash");
    let folders: Vec<PathBuf> = std::fs::read_dir(&trash)
        .expect("trash")
        .flatten()
        .map(|e| e.path())
        .collect();
    assert_eq!(folders.len(), 1);
    let mut trashed: Vec<(String, Vec<u8>)> = files(&folders[0]);
    trashed.sort();
    let mut expected: Vec<(String, Vec<u8>)> = before
        .iter()
        .filter(|(n, _)| n.starts_with(&format!("{}.", s.id)))
        .cloned()
        .collect();
    expected.sort();
    assert_eq!(trashed, expected);
    // The notice says where it went and for how long.
    let note = app.notice.clone().expect("a notice");
    assert_eq!(note.id, "notice-save-trashed");
    assert!(
        app.loc
            .tr(
                &note.id,
                &note
                    .args
                    .iter()
                    .map(|(k, v)| (*k, v.clone()))
                    .collect::<Vec<_>>()
            )
            .contains("30 days")
    );

    let mut taps = Taps::new(&mut app, SIZE);
    taps.tap_id(home::UNDO_DELETE_ID);
    assert_eq!(taps.count, 1);
    assert_eq!(
        files(&saves),
        before,
        "undo brings back every file as it was"
    );
    assert!(!trash.join(&folders[0]).exists());
    assert_eq!(app.saves.len(), 2);
    assert!(app.home.trashed.is_empty());
    assert!(!common::shows_in(&app, "Undo delete", SIZE));
    // It plays on.
    common::click_id_in(&mut app, &home::save_button_id("open", &s.id), SIZE);
    assert_eq!(app.table().expect("open").state.table.cursor.step, 1);
}

#[test]
fn the_new_game_buttons_never_move() {
    let (_home, mut app) = common::english_app(10);
    for size in [SIZE, SMALL] {
        let ids = new_game_ids(&app);
        let empty = bounds_of(&app, &ids, size);
        assert!(empty.iter().all(|b| b.y + b.height <= size.1), "{empty:?}");
        common::click_in(&mut app, CC, SIZE);
        common::click_in(&mut app, "Home", SIZE);
        assert_eq!(bounds_of(&app, &ids, size), empty, "a save was added");
        // Many saves: the list scrolls on its own.
        for _ in 0..12 {
            common::click_in(&mut app, CC, SIZE);
            common::click_in(&mut app, "Home", SIZE);
        }
        assert_eq!(bounds_of(&app, &ids, size), empty, "many saves");
        // A notice floats; the undo button comes; a rename field opens.
        let first = app.saves[0].id.clone();
        common::click_id_in(&mut app, &home::save_button_id("delete", &first), size);
        assert!(app.notice.is_some());
        assert_eq!(bounds_of(&app, &ids, size), empty, "a save was deleted");
        let next = app.saves[0].id.clone();
        common::click_id_in(&mut app, &home::save_button_id("rename", &next), size);
        assert_eq!(bounds_of(&app, &ids, size), empty, "a rename is open");
        send(
            &mut app,
            Message::Home(adjutant::ui::screens::home::Msg::CancelRename),
        );
        common::click_id_in(&mut app, home::UNDO_DELETE_ID, size);
        assert_eq!(bounds_of(&app, &ids, size), empty, "a delete was undone");
        // Everything gone: back to none.
        for s in app.saves.clone() {
            send(
                &mut app,
                Message::Home(adjutant::ui::screens::home::Msg::DeleteSave(s.path)),
            );
        }
        send(&mut app, Message::DismissNotice);
        assert!(app.saves.is_empty());
        assert_eq!(bounds_of(&app, &ids, size), empty, "every save deleted");
        app.home.trashed.clear();
    }
}

#[test]
fn home_buttons_are_touch_sized() {
    let (_home, mut app) = common::english_app(11);
    start_cc(&mut app);
    common::assert_touch_friendly(&app, SMALL, &[CC, "Rename", "Delete", "Open the dice tray"]);
    let s = only_save(&app);
    send(
        &mut app,
        Message::Home(adjutant::ui::screens::home::Msg::DeleteSave(s.path)),
    );
    common::assert_touch_friendly(&app, SMALL, &["Undo delete"]);
    send(
        &mut app,
        Message::Home(adjutant::ui::screens::home::Msg::UndoDelete),
    );
    let p = only_save(&app).path;
    send(
        &mut app,
        Message::Home(adjutant::ui::screens::home::Msg::StartRename(p)),
    );
    common::assert_touch_friendly(&app, SMALL, &["Save name", "Cancel"]);
}

#[test]
fn a_damaged_save_can_be_moved_to_the_trash_from_home() {
    let (home_dir, mut app) = common::english_app(12);
    let path = start_cc(&mut app);
    std::fs::write(&path, b"{\"schema_version\": 2, \"game\": ").expect("damage");
    send(&mut app, Message::GoHome);
    assert!(app.saves.is_empty());
    assert_eq!(app.broken.len(), 1);
    common::click_id_in(&mut app, &home::broken_delete_id(0), SIZE);
    assert!(app.broken.is_empty());
    assert!(files(&home_dir.path().join("saves")).is_empty());
    common::click_id_in(&mut app, home::UNDO_DELETE_ID, SIZE);
    assert_eq!(app.broken.len(), 1, "back, still reported as damaged");
}

/// At start, the games Home could not list from their summaries are read off the screen's
/// thread, and what starting returns carries the message that lists them: dropped, Home said
/// "reading" for ever in the real window.
#[test]
fn at_start_the_games_without_a_summary_join_the_list() {
    use iced_test::futures::futures::StreamExt;
    common::headless();
    let home = tempfile::tempdir().expect("tempdir");
    let paths = adjutant::store::Paths::at(home.path());
    {
        let mut app = adjutant::ui::App::new(paths.clone(), Some(3));
        common::send(&mut app, Message::NewGame("cc-great-war".into()));
        app.flush_saves();
    }
    // No summaries: Home must read the games whole.
    for e in std::fs::read_dir(paths.saves()).expect("saves").flatten() {
        if e.path().extension().is_some_and(|x| x == "summary") {
            std::fs::remove_file(e.path()).expect("rm");
        }
    }
    let (mut app, task) = adjutant::ui::App::start(paths, Some(3));
    assert!(app.listing, "Home is reading");
    let mut stream = iced_test::runtime::task::into_stream(task).expect("a task to run");
    let mut listed = false;
    while let Some(action) = iced_test::futures::futures::executor::block_on(stream.next()) {
        if let iced_test::runtime::Action::Output(m) = action {
            let _ = app.update(m);
            if !app.listing {
                listed = true;
                break;
            }
        }
    }
    assert!(listed, "the reading's message came");
    assert_eq!(app.saves.len(), 1, "the game is listed");
}
