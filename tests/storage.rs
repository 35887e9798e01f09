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
