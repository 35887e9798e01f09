//! Storage faults: crashes mid-write, damaged and foreign files, backups, settings.

use std::fs;

use adjutant::content::Content;
use adjutant::session::saved;
use adjutant::session::{Action, GameState};
use adjutant::store::{self, LoadReason, Paths, Settings};
use chrono::Utc;

fn game(content: &Content, seed: u64) -> GameState {
    let def = content.game("cc-great-war").expect("cc-great-war data");
    GameState::new(def, "g1", seed, Utc::now())
}

#[test]
fn crash_between_write_and_rename_keeps_previous_save() {
    let dir = tempfile::tempdir().expect("tempdir");
    let paths = Paths::at(dir.path());
    let content = adjutant::games::embedded_content();
    let def = content.game("cc-great-war").expect("def");
    let path = paths.save_file("g1");
    let g = game(&content, 1);
    saved::save_game(&path, &g).expect("first save");
    let g2 = g.apply(def, &Action::NextPhase, Utc::now()).expect("next");
    // The crash: the temporary file is written and flushed, the rename never happens.
    let bytes = serde_json::to_vec(&g2).expect("json");
    let tmp = store::write_temp(&path, &bytes[..bytes.len() / 2]).expect("temp");
    assert!(tmp.exists());
    let loaded = saved::load_game(&path).expect("previous save still loads");
    assert_eq!(loaded, g);
    // The leftover temporary file is not listed as a save, and the next save replaces it.
    let (saves, broken) = saved::list_saves(&paths);
    assert_eq!(saves.len(), 1);
    assert!(broken.is_empty());
    saved::save_game(&path, &g2).expect("second save");
    assert_eq!(saved::load_game(&path).expect("loads"), g2);
    assert!(!tmp.exists());
    assert_eq!(store::backups(&path).len(), 1);
    assert_eq!(
        saved::load_game(&store::backups(&path)[0]).expect("backup"),
        g
    );
}

#[test]
fn truncated_file_is_reported_and_left_untouched_with_backup_offered() {
    let dir = tempfile::tempdir().expect("tempdir");
    let paths = Paths::at(dir.path());
    let content = adjutant::games::embedded_content();
    let def = content.game("cc-great-war").expect("def");
    let path = paths.save_file("g1");
    let g = game(&content, 2);
    saved::save_game(&path, &g).expect("save");
    let g2 = g.apply(def, &Action::NextPhase, Utc::now()).expect("next");
    saved::save_game(&path, &g2).expect("save 2");
    let full = fs::read(&path).expect("read");
    fs::write(&path, &full[..full.len() / 3]).expect("truncate");
    let damaged = fs::read(&path).expect("read");

    let err = saved::load_game(&path).expect_err("truncated");
    assert_eq!(err.path, path);
    assert!(matches!(err.reason, LoadReason::Corrupt(_)));
    let (saves, broken) = saved::list_saves(&paths);
    assert!(saves.is_empty());
    assert_eq!(broken.len(), 1);
    assert_eq!(broken[0].backups, vec![store::backup_path(&path, 1)]);
    assert_eq!(
        fs::read(&path).expect("read"),
        damaged,
        "listing must not touch the file"
    );

    // Restoring the backup keeps the damaged file beside it.
    let kept = saved::restore_backup(&path, &broken[0].backups[0])
        .expect("restore")
        .expect("kept");
    assert_eq!(fs::read(&kept).expect("kept file"), damaged);
    assert_eq!(saved::load_game(&path).expect("restored"), g);
}

#[test]
fn foreign_and_newer_files_are_refused() {
    let dir = tempfile::tempdir().expect("tempdir");
    let paths = Paths::at(dir.path());
    fs::create_dir_all(paths.saves()).expect("mkdir");
    let foreign = paths.save_file("foreign");
    fs::write(
        &foreign,
        br#"{"name": "my shopping list", "items": [1, 2]}"#,
    )
    .expect("write");
    let newer = paths.save_file("newer");
    fs::write(
        &newer,
        br#"{"schema_version": 999, "game": "cc-great-war"}"#,
    )
    .expect("write");
    let binary = paths.save_file("binary");
    fs::write(&binary, [0xff, 0xfe, 0x00, 0x12]).expect("write");
    assert_eq!(
        saved::load_game(&foreign).map_err(|e| e.reason),
        Err(LoadReason::Foreign)
    );
    assert_eq!(
        saved::load_game(&newer).map_err(|e| e.reason),
        Err(LoadReason::TooNew(999))
    );
    assert!(saved::load_game(&binary).is_err());
    // A real game whose format number was set to 0 by hand is not taken for a save.
    let content = adjutant::games::embedded_content();
    let mut zero = serde_json::to_value(game(&content, 3)).expect("json");
    zero["schema_version"] = serde_json::json!(0);
    let zero_path = paths.save_file("zero");
    fs::write(&zero_path, zero.to_string()).expect("write");
    assert_eq!(
        saved::load_game(&zero_path).map_err(|e| e.reason),
        Err(LoadReason::Foreign)
    );
    let (saves, broken) = saved::list_saves(&paths);
    assert!(saves.is_empty());
    assert_eq!(broken.len(), 4);
    assert_eq!(
        fs::read(&foreign).expect("read"),
        br#"{"name": "my shopping list", "items": [1, 2]}"#
    );
}

#[test]
fn backups_rotate_and_stay_few() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("x.json");
    for i in 0..6 {
        store::write_atomic(&path, format!("{i}").as_bytes()).expect("write");
    }
    assert_eq!(fs::read_to_string(&path).expect("read"), "5");
    let b: Vec<String> = store::backups(&path)
        .iter()
        .map(|p| fs::read_to_string(p).expect("read"))
        .collect();
    assert_eq!(b, vec!["4", "3", "2"]);
}

#[test]
fn reloaded_game_rolls_the_same_next_results() {
    let dir = tempfile::tempdir().expect("tempdir");
    let content = adjutant::games::embedded_content();
    let def = content.game("asl-sk1").expect("asl");
    let path = dir.path().join("g.json");
    let mut g = GameState::new(def, "g", 42, Utc::now());
    let roll = Action::Roll {
        spec: "2d6".into(),
        hand: None,
    };
    for _ in 0..5 {
        g = g.apply(def, &roll, Utc::now()).expect("roll");
    }
    saved::save_game(&path, &g).expect("save");
    let reloaded = saved::load_game(&path).expect("load");
    assert_eq!(reloaded, g);
    let a = g.apply(def, &roll, Utc::now()).expect("roll");
    let b = reloaded.apply(def, &roll, Utc::now()).expect("roll");
    assert_eq!(a.last_roll(), b.last_roll());
}

#[test]
fn settings_persist_and_broken_settings_are_kept() {
    let dir = tempfile::tempdir().expect("tempdir");
    let paths = Paths::at(dir.path());
    let (s, err) = Settings::load(&paths);
    assert!(err.is_none());
    assert_eq!(s, Settings::default());
    let mine = Settings {
        lang: Some(adjutant::i18n::Lang::It),
        text_scale: 1.2,
        ..Settings::default()
    };
    mine.save(&paths, false).expect("save");
    assert_eq!(Settings::load(&paths).0, mine);
    // Missing fields take defaults.
    fs::write(paths.settings_file(), br#"{"lang": "it"}"#).expect("write");
    let (s, err) = Settings::load(&paths);
    assert!(err.is_none());
    assert_eq!(s.lang, Some(adjutant::i18n::Lang::It));
    assert_eq!(s.text_scale, 1.0);
    // A broken file: defaults, a reason, and the file is moved aside (not lost) on next save.
    fs::write(paths.settings_file(), b"{ not json").expect("write");
    let (s, err) = Settings::load(&paths);
    assert_eq!(s, Settings::default());
    assert!(matches!(
        err.map(|e| e.reason),
        Some(LoadReason::Corrupt(_))
    ));
    s.save(&paths, true).expect("save");
    let kept: Vec<_> = fs::read_dir(dir.path())
        .expect("ls")
        .flatten()
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("settings.json.broken")
        })
        .collect();
    assert_eq!(kept.len(), 1);
    assert_eq!(fs::read(kept[0].path()).expect("read"), b"{ not json");
}

/// The safety net never shrinks: when the newest backup cannot be made (here a folder blocks
/// its temporary name; on a tablet, a full disk), the save still goes through and the older
/// backups stay exactly as they were, none dropped.
#[test]
fn a_backup_that_cannot_be_made_leaves_every_older_backup_in_place() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("g.json");
    for i in 1..=4 {
        store::write_atomic(&path, format!("{i}").as_bytes()).expect("write");
    }
    let before: Vec<Vec<u8>> = store::backups(&path)
        .iter()
        .map(|b| fs::read(b).expect("backup"))
        .collect();
    assert_eq!(before, vec![b"3".to_vec(), b"2".to_vec(), b"1".to_vec()]);
    let blocker = dir.path().join(".g.json.bak-new");
    fs::create_dir(&blocker).expect("block");
    fs::write(blocker.join("x"), b"x").expect("fill");
    store::write_atomic(&path, b"5").expect("the save itself goes through");
    assert_eq!(fs::read(&path).expect("read"), b"5");
    let after: Vec<Vec<u8>> = store::backups(&path)
        .iter()
        .map(|b| fs::read(b).expect("backup"))
        .collect();
    assert_eq!(after, before, "no backup dropped or cut short");
    // Unblocked, the next save keeps the previous version whole again.
    fs::remove_dir_all(&blocker).expect("unblock");
    store::write_atomic(&path, b"6").expect("write");
    let b1 = fs::read(store::backup_path(&path, 1)).expect("bak1");
    assert_eq!(b1, b"5");
}

/// A save from a much newer Adjutant (a format number beyond any integer type) is reported as
/// newer, not as damaged or foreign.
#[test]
fn a_huge_format_number_is_reported_as_newer() {
    let dir = tempfile::tempdir().expect("tempdir");
    for v in ["4294967297", "18446744073709551615", "1e30"] {
        let path = dir.path().join(format!("v{v}.json"));
        fs::write(
            &path,
            format!(r#"{{"schema_version": {v}, "game": "cc-great-war"}}"#),
        )
        .expect("write");
        assert!(
            matches!(
                saved::load_game(&path).map_err(|e| e.reason),
                Err(LoadReason::TooNew(_))
            ),
            "{v}"
        );
    }
}

/// Every file in `dir` with its bytes, by name.
fn files_in(dir: &std::path::Path) -> Vec<(String, Vec<u8>)> {
    let mut v: Vec<(String, Vec<u8>)> = fs::read_dir(dir)
        .map(|rd| {
            rd.flatten()
                .map(|e| {
                    let name = e.file_name().to_string_lossy().into_owned();
                    (name, fs::read(e.path()).expect("read"))
                })
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

#[test]
fn names_are_checked() {
    use adjutant::session::{NAME_MAX, NameError, check_name};
    assert_eq!(check_name("  Night one "), Ok("Night one".into()));
    assert_eq!(check_name(&"é".repeat(NAME_MAX)), Ok("é".repeat(NAME_MAX)));
    assert_eq!(check_name(""), Err(NameError::Empty));
    assert_eq!(check_name(" \u{a0} "), Err(NameError::Empty));
    assert_eq!(check_name(&"x".repeat(200)), Err(NameError::TooLong));
    assert_eq!(
        check_name(&"x".repeat(NAME_MAX + 1)),
        Err(NameError::TooLong)
    );
    for bad in ["a\nb", "tab\there", "esc\u{1b}[31m", "nul\0"] {
        assert_eq!(check_name(bad), Err(NameError::Control), "{bad:?}");
    }
}

/// A name is part of the saved game: it survives a save and a load, a rename goes into the
/// journal like any change and is replayed, later play keeps it, and Home lists it from the
/// summary without decoding the game.
#[test]
fn a_name_survives_save_load_journal_replay_and_listing() {
    use adjutant::session::saver::{Saver, record_of};
    let dir = tempfile::tempdir().expect("tempdir");
    let paths = Paths::at(dir.path());
    let content = adjutant::games::embedded_content();
    let def = content.game("cc-great-war").expect("def");
    let path = paths.save_file("g1");
    let mut g = game(&content, 3);
    g.name = Some("Night one".into());
    saved::save_game(&path, &g).expect("save");
    assert_eq!(
        saved::load_game(&path).expect("load").name.as_deref(),
        Some("Night one")
    );
    let summary: serde_json::Value =
        serde_json::from_slice(&fs::read(saved::summary_path(&path)).expect("summary"))
            .expect("json");
    assert_eq!(summary["name"], "Night one");
    let (saves, _) = saved::list_saves(&paths);
    assert_eq!(saves[0].name.as_deref(), Some("Night one"));

    // A rename is one journal record; the snapshot is not rewritten.
    let snapshot = fs::read(&path).expect("read");
    let later = g.updated + chrono::Duration::minutes(5);
    let renamed = saved::rename_save(&path, Some("Night two".into()), later).expect("rename");
    assert_eq!(fs::read(&path).expect("read"), snapshot);
    let journal = fs::read_to_string(store::journal::path_for(&path)).expect("journal");
    assert_eq!(journal.lines().count(), 1);
    assert!(journal.contains("\"rename\""), "{journal}");
    let loaded = saved::load(&path).expect("load");
    assert_eq!(loaded.replayed, 1);
    assert_eq!(loaded.state, renamed);
    assert_eq!(loaded.state.name.as_deref(), Some("Night two"));
    assert_eq!(loaded.state.seq, g.seq + 1);
    // Not play: the time it was last played and the undo history stay.
    assert_eq!(loaded.state.updated, g.updated);
    assert_eq!(loaded.state.undo, g.undo);
    let (saves, _) = saved::list_saves(&paths);
    assert_eq!(saves[0].name.as_deref(), Some("Night two"));
    assert_eq!(saves[0].updated, g.updated);

    // Play goes on through the saver: the name stays, the journal replays both.
    let saver = Saver::start();
    let mut state = loaded.state;
    saver.open(&path, state.clone(), None).expect("open");
    let now = later + chrono::Duration::minutes(1);
    state
        .apply_mut(def, &Action::NextPhase, now)
        .expect("next phase");
    saver
        .change(
            &path,
            record_of(&state, adjutant::session::ChangeKind::Do, now),
            None,
        )
        .expect("change");
    assert!(saver.flush().is_empty());
    // The saver writes the game until it lets it go (one writer per game).
    drop(saver);
    let back = saved::load_game(&path).expect("load");
    assert_eq!(back, state);
    assert_eq!(back.name.as_deref(), Some("Night two"));
    let (saves, _) = saved::list_saves(&paths);
    assert_eq!(saves[0].name.as_deref(), Some("Night two"));
    assert_eq!(saves[0].updated, now);
    assert_eq!(saves[0].side, state.table.cursor.side);

    // A rename after play, then a snapshot without it behind the summary's back: the
    // checksum catches the stale summary and the game is read whole.
    saved::rename_save(&path, Some("Night three".into()), now).expect("rename");
    assert_eq!(
        saved::list_saves(&paths).0[0].name.as_deref(),
        Some("Night three")
    );
    let mut other = saved::load_game(&path).expect("load");
    other.name = Some("Behind its back".into());
    let summary = fs::read(saved::summary_path(&path)).expect("summary");
    saved::save_game(&path, &other).expect("save");
    fs::write(saved::summary_path(&path), summary).expect("stale summary");
    assert_eq!(
        saved::list_saves(&paths).0[0].name.as_deref(),
        Some("Behind its back")
    );
}

/// A save written before names (no name, a summary without the new fields, journal records
/// without the side to play) loads, lists with the default name, and can be renamed.
#[test]
fn an_old_save_without_a_name_loads_lists_and_can_be_renamed() {
    let dir = tempfile::tempdir().expect("tempdir");
    let paths = Paths::at(dir.path());
    let content = adjutant::games::embedded_content();
    let path = paths.save_file("g1");
    let g = game(&content, 4);
    let mut v = serde_json::to_value(&g).expect("json");
    assert!(v.get("name").is_none(), "no name is not written");
    v.as_object_mut().expect("object").remove("name");
    let bytes = serde_json::to_vec(&v).expect("json");
    fs::create_dir_all(paths.saves()).expect("dir");
    fs::write(&path, &bytes).expect("write");
    // The summary as it was written before names.
    let old_summary = serde_json::json!({
        "id": "g1", "game": "cc-great-war", "updated": g.updated, "round": 1,
        "snapshot_len": bytes.len(), "snapshot_hash": saved::fnv1a(&bytes),
    });
    fs::write(
        saved::summary_path(&path),
        serde_json::to_vec(&old_summary).expect("json"),
    )
    .expect("write");
    let loaded = saved::load_game(&path).expect("an old save loads");
    assert_eq!(loaded.name, None);
    let (saves, broken) = saved::list_saves(&paths);
    assert!(broken.is_empty());
    assert_eq!(saves[0].name, None);
    assert_eq!(saves[0].created, g.created);
    assert_eq!(saves[0].side, 0);
    // An old journal record (no side) is replayed, and listing still works.
    let def = content.game("cc-great-war").expect("def");
    let g2 = g.apply(def, &Action::NextPhase, Utc::now()).expect("next");
    let mut record = serde_json::to_value(adjutant::session::saver::record_of(
        &g2,
        adjutant::session::ChangeKind::Do,
        g2.updated,
    ))
    .expect("json");
    record.as_object_mut().expect("object").remove("side");
    let mut line = serde_json::to_vec(&record).expect("json");
    line.push(b'\n');
    fs::write(store::journal::path_for(&path), &line).expect("journal");
    assert_eq!(saved::load_game(&path).expect("load"), g2);
    assert_eq!(saved::list_saves(&paths).0[0].updated, g2.updated);
    saved::rename_save(&path, Some("Named at last".into()), Utc::now()).expect("rename");
    let back = saved::load_game(&path).expect("load");
    assert_eq!(back.name.as_deref(), Some("Named at last"));
    assert_eq!(back.table, g2.table);
}

/// Delete moves every file of a game (snapshot, journal, summary, backups, damaged versions,
/// a half-written temporary file) into the trash, touching no other game; undo puts them all
/// back byte for byte.
#[test]
fn delete_moves_every_file_to_the_trash_and_undo_brings_them_back() {
    let dir = tempfile::tempdir().expect("tempdir");
    let paths = Paths::at(dir.path());
    let content = adjutant::games::embedded_content();
    let def = content.game("cc-great-war").expect("def");
    let path = paths.save_file("g1");
    let g = game(&content, 5);
    saved::save_game(&path, &g).expect("save");
    let g2 = g.apply(def, &Action::NextPhase, Utc::now()).expect("next");
    saved::save_game(&path, &g2).expect("save 2");
    saved::rename_save(&path, Some("Doomed".into()), Utc::now()).expect("rename");
    fs::write(
        paths.saves().join("g1.journal.broken-20240101-000000"),
        b"x",
    )
    .expect("w");
    fs::write(paths.saves().join(".g1.json.tmp"), b"half").expect("w");
    // Another game whose id starts the same way.
    let mut g10 = game(&content, 6);
    g10.id = "g10".into();
    saved::save_game(&paths.save_file("g10"), &g10).expect("save g10");
    let before = files_in(&paths.saves());
    let mine: Vec<(String, Vec<u8>)> = before
        .iter()
        .filter(|(n, _)| n.starts_with("g1.") || n.starts_with(".g1."))
        .cloned()
        .collect();
    // With its lock file.
    assert_eq!(
        mine.len(),
        7,
        "{:?}",
        mine.iter().map(|m| &m.0).collect::<Vec<_>>()
    );

    let t = saved::trash_save(&paths, &path, Utc::now()).expect("trash");
    assert!(t.folder.starts_with(paths.trash()));
    assert_eq!(files_in(&t.folder), mine);
    let left = files_in(&paths.saves());
    assert!(left.iter().all(|(n, _)| n.starts_with("g10.")), "{left:?}");
    let (saves, broken) = saved::list_saves(&paths);
    assert_eq!((saves.len(), broken.len()), (1, 0));
    assert_eq!(saves[0].id, "g10");

    saved::untrash(&t).expect("undo");
    assert_eq!(files_in(&paths.saves()), before);
    assert!(!t.folder.exists(), "the empty trash folder is removed");
    let back = saved::load_game(&path).expect("loads");
    assert_eq!(back.name.as_deref(), Some("Doomed"));

    // Bringing back over a game of the same name is refused, and nothing moves.
    let t = saved::trash_save(&paths, &path, Utc::now()).expect("trash");
    saved::save_game(&path, &g).expect("a new g1");
    let now_there = files_in(&paths.saves());
    assert!(saved::untrash(&t).is_err());
    assert_eq!(files_in(&paths.saves()), now_there);
    assert_eq!(files_in(&t.folder), mine);
}

/// A save that does not load can still be moved to the trash (and back).
#[test]
fn a_damaged_save_can_be_moved_to_the_trash() {
    let dir = tempfile::tempdir().expect("tempdir");
    let paths = Paths::at(dir.path());
    let content = adjutant::games::embedded_content();
    let path = paths.save_file("g1");
    saved::save_game(&path, &game(&content, 7)).expect("save");
    let full = fs::read(&path).expect("read");
    fs::write(&path, &full[..full.len() / 2]).expect("truncate");
    let (saves, broken) = saved::list_saves(&paths);
    assert!(saves.is_empty());
    assert_eq!(broken[0].save.as_deref(), Some(path.as_path()));
    let before = files_in(&paths.saves());
    let t = saved::trash_save(&paths, &path, Utc::now()).expect("trash");
    assert_eq!(files_in(&t.folder), before);
    let (saves, broken) = saved::list_saves(&paths);
    assert!(saves.is_empty() && broken.is_empty());
    saved::untrash(&t).expect("undo");
    assert_eq!(files_in(&paths.saves()), before);
    assert_eq!(saved::list_saves(&paths).1.len(), 1);
    // The dice tray is not a saved game: a damaged one is reported but not offered for deleting.
    fs::write(paths.tray_file(), b"{").expect("tray");
    let (_, broken) = saved::list_saves(&paths);
    assert_eq!(broken.iter().filter(|b| b.save.is_none()).count(), 1);
}

/// Games deleted more than 30 days ago are removed from the trash at start (and the player
/// is told); newer ones, and anything not named by the trash, are left alone.
#[test]
fn old_trash_is_purged_at_start() {
    let dir = tempfile::tempdir().expect("tempdir");
    let paths = Paths::at(dir.path());
    let content = adjutant::games::embedded_content();
    let path = paths.save_file("g1");
    saved::save_game(&path, &game(&content, 8)).expect("save");
    let old = Utc::now() - chrono::Duration::days(saved::TRASH_DAYS + 1);
    let t_old = saved::trash_save(&paths, &path, old).expect("trash");
    saved::save_game(&path, &game(&content, 9)).expect("save");
    let recent = Utc::now() - chrono::Duration::days(saved::TRASH_DAYS - 1);
    let t_new = saved::trash_save(&paths, &path, recent).expect("trash");
    let stranger = paths.trash().join("my-notes");
    fs::create_dir_all(&stranger).expect("dir");
    let app = adjutant::ui::App::new(paths.clone(), Some(1));
    assert!(!t_old.folder.exists());
    assert!(t_new.folder.exists());
    assert!(stranger.exists());
    let notice = app.notice.expect("told");
    assert_eq!(notice.id, "notice-trash-purged");
    assert!(notice.args.contains(&("count", "1".to_string())));
    // Nothing left to purge: nothing said.
    let app = adjutant::ui::App::new(paths, Some(1));
    assert!(app.notice.is_none());
}
