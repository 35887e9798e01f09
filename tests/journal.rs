//! The journal and the saver: old saves migrate, a torn last record is dropped, a game written
//! by the saver reads back whole, and a writer killed with SIGKILL at any moment leaves the
//! last completed save readable and exactly equal to the game at that change.

use std::fs;
use std::path::Path;
use std::time::Duration;

use adjutant::core::def::GameDef;
use adjutant::session::saver::{COMPACT_AFTER, Saver, record_of};
use adjutant::session::{Action, ChangeKind, GameState, saved};
use adjutant::store::journal;
use chrono::{DateTime, TimeZone, Utc};

fn def(id: &str) -> GameDef {
    adjutant::games::embedded_content()
        .game(id)
        .expect("game data")
        .clone()
}

fn at() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 24, 20, 0, 0)
        .single()
        .expect("a date")
}

/// The `i`-th change of the scripted game: rolls, phases, a Command & Colors HQ take, and
/// now and then an undo. `None` means undo.
fn scripted(i: u64) -> Option<Action> {
    match i % 9 {
        4 => None,
        0 | 5 => Some(Action::Roll {
            spec: "3xcc-great-war:battle".into(),
            hand: None,
        }),
        2 => Some(Action::PoolTake {
            pool: "hq".into(),
            side: "allies".into(),
            n: 1,
        }),
        _ => Some(Action::NextPhase),
    }
}

/// Plays change `i` on `g`; false when it was refused (nothing changed).
fn play(def: &GameDef, g: &mut GameState, i: u64) -> Option<ChangeKind> {
    match scripted(i) {
        Some(a) => g.apply_mut(def, &a, at()).ok().map(|_| ChangeKind::Do),
        None => g.undo_mut(at()).ok().map(|_| ChangeKind::Undo),
    }
}

/// The scripted game after its first `changes` changes.
fn replayed(def: &GameDef, changes: u64) -> GameState {
    let mut g = GameState::new(def, "killed", 3, at());
    let mut i = 0;
    while g.seq < changes {
        play(def, &mut g, i);
        i += 1;
    }
    g
}

#[test]
fn a_game_written_by_the_saver_reads_back_and_a_torn_record_is_dropped() {
    let dir = tempfile::tempdir().expect("tmp");
    let path = dir.path().join("g.json");
    let def = def("cc-great-war");
    let mut g = GameState::new(&def, "g", 9, at());
    let saver = Saver::start();
    saver.open(&path, g.clone(), None).expect("open");
    let mut states = vec![];
    for i in 0..40 {
        if let Some(kind) = play(&def, &mut g, i) {
            saver
                .change(&path, record_of(&g, kind, at()), None)
                .expect("hand over");
            states.push(g.clone());
        }
    }
    assert!(saver.flush().is_empty(), "nothing failed");
    // The saver lets the game's lock go as it stops.
    drop(saver);
    let loaded = saved::load(&path).expect("loads");
    assert_eq!(loaded.state, g);
    assert_eq!(loaded.torn, 0);
    assert!(loaded.replayed > 0, "the changes are in the journal");

    // A crash in the middle of writing one more record: that record is dropped, nothing else.
    let jpath = journal::path_for(&path);
    let mut bytes = fs::read(&jpath).expect("journal");
    let whole = bytes.len();
    bytes.extend_from_slice(br#"{"seq":999,"at":"2026-11-24T20:00:00Z","change":{"do":{"tab"#);
    fs::write(&jpath, &bytes).expect("tear");
    let loaded = saved::load(&path).expect("a torn record is not damage");
    assert_eq!(loaded.state, g);
    assert_eq!(loaded.torn, bytes.len() - whole);

    // Damage in the middle of the journal is reported with the journal's path, and the files
    // stay as they are; recovery keeps the journal aside and goes on from the snapshot and
    // the good records before the damage.
    let mid = whole / 2;
    let mut damaged = bytes[..whole].to_vec();
    damaged[mid] = b'#';
    damaged[mid + 1] = b'\n';
    fs::write(&jpath, &damaged).expect("damage");
    let err = saved::load(&path).expect_err("damaged");
    assert_eq!(err.path, jpath);
    assert_eq!(fs::read(&jpath).expect("kept"), damaged);
    let r = saved::recover(&path).expect("recover");
    assert_eq!(
        fs::read(r.kept.as_ref().expect("set aside")).expect("kept aside"),
        damaged
    );
    // The snapshot holds the game as it was at some change (the saver folds the first
    // changes into the save it writes at opening when they come together).
    let back = r.state.expect("the snapshot loads");
    let expected = match back.seq {
        0 => GameState::new(&def, "g", 9, at()),
        n => states[n as usize - 1].clone(),
    };
    assert_eq!(back, expected);
}

#[test]
fn the_journal_is_folded_into_a_snapshot_and_each_write_stays_small() {
    let dir = tempfile::tempdir().expect("tmp");
    let path = dir.path().join("g.json");
    let def = def("cc-great-war");
    let mut g = GameState::new(&def, "g", 4, at());
    let saver = Saver::start();
    saver.open(&path, g.clone(), None).expect("open");
    let jpath = journal::path_for(&path);
    let mut biggest_record = 0;
    let mut i = 0;
    while g.seq < (COMPACT_AFTER as u64) * 2 + 10 {
        if let Some(kind) = play(&def, &mut g, i) {
            let r = record_of(&g, kind, at());
            biggest_record = biggest_record.max(r.to_line().expect("json").len());
            saver.change(&path, r, None).expect("hand over");
        }
        i += 1;
    }
    assert!(saver.flush().is_empty());
    // Folded at least twice: the journal holds less than one fold's worth. When the saver
    // lagged behind (a loaded machine) the last batch may itself have been folded into the
    // snapshot, and then there is no journal at all.
    let lines = match fs::read_to_string(&jpath) {
        Ok(text) => text.lines().count(),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => 0,
        Err(e) => panic!("journal unreadable: {e}"),
    };
    assert!(lines < COMPACT_AFTER, "{lines} records left in the journal");
    let snapshot: GameState = saved::load_game(&path).expect("loads");
    assert_eq!(snapshot, g);
    // A record is the table and its entries: a few kilobytes, whatever the game's length.
    assert!(biggest_record < 16 * 1024, "{biggest_record} bytes");
}

/// Turns today's save of `g` into the first format (`schema_version` 1): the game's own
/// state wrapped in its variant name, no change counter.
fn as_version_1(g: &GameState, variant: &str) -> serde_json::Value {
    let mut v = serde_json::to_value(g).expect("json");
    let wrap = |t: &mut serde_json::Value| {
        let extra = t["extra"].take();
        t["extra"] = if extra.is_null() {
            serde_json::Value::String("None".into())
        } else {
            serde_json::json!({ variant: extra })
        };
    };
    wrap(&mut v["table"]);
    for list in ["undo", "redo"] {
        if let Some(items) = v[list].as_array_mut() {
            for item in items {
                wrap(&mut item["table"]);
            }
        }
    }
    v["schema_version"] = 1.into();
    v.as_object_mut().expect("object").remove("seq");
    v
}

#[test]
fn saves_of_the_first_format_load_with_their_games_own_state() {
    let dir = tempfile::tempdir().expect("tmp");
    for (id, variant) in [
        ("cc-great-war", "Cc"),
        ("asl-sk1", "Asl"),
        ("trench-club", ""),
    ] {
        let def = def(id);
        let mut g = GameState::new(&def, "old", 5, at());
        for i in [0u64, 1, 2, 3, 5, 6] {
            let _ = g.apply_mut(&def, &scripted(i).expect("an action"), at());
        }
        g.undo_mut(at()).expect("undo");
        g.seq = 0; // version 1 did not count changes
        let path = dir.path().join(format!("{id}.json"));
        let old = as_version_1(&g, variant);
        fs::write(&path, serde_json::to_vec(&old).expect("json")).expect("write");
        let loaded = saved::load_game(&path).expect("an old save loads");
        assert_eq!(loaded.schema_version, adjutant::session::SCHEMA_VERSION);
        assert_eq!(loaded.table, g.table, "{id}");
        assert_eq!(loaded.undo, g.undo, "{id}");
        assert_eq!(loaded.redo, g.redo, "{id}");
        // Saves from before names have none: Home shows the default one.
        assert_eq!(loaded.name, None, "{id}");
        // The file itself is not rewritten by loading.
        assert_eq!(
            fs::read(&path).expect("read"),
            serde_json::to_vec(&old).expect("json")
        );
        // And play goes on: undo brings back the old history's tables.
        let mut next = loaded.clone();
        next.undo_mut(at()).expect("undo");
    }
    let cc = def("cc-great-war");
    let g = GameState::new(&cc, "old", 5, at());
    let path = dir.path().join("cc-state.json");
    fs::write(
        &path,
        serde_json::to_vec(&as_version_1(&g, "Cc")).expect("json"),
    )
    .expect("w");
    let loaded = saved::load_game(&path).expect("loads");
    assert!(
        loaded
            .table
            .extra
            .get::<adjutant::games::cc_great_war::CcState>()
            .is_some(),
        "the Command & Colors state is typed again"
    );
}

/// The writer the next test kills: plays the scripted game as fast as it can, handing every
/// change to the saver. Runs only when the test below starts it as a child process.
#[test]
fn writer_child() {
    let Some(dir) = std::env::var_os("ADJUTANT_KILL_TEST_DIR") else {
        return;
    };
    let path = Path::new(&dir).join("killed.json");
    let def = def("cc-great-war");
    let mut g = GameState::new(&def, "killed", 3, at());
    let saver = Saver::start();
    saver.open(&path, g.clone(), None).expect("open");
    let mut i = 0;
    let until = std::time::Instant::now() + Duration::from_secs(30);
    while std::time::Instant::now() < until {
        if let Some(kind) = play(&def, &mut g, i) {
            saver
                .change(&path, record_of(&g, kind, at()), None)
                .expect("hand over");
        }
        i += 1;
        if i % 64 == 0 {
            // Let the disk keep up a little, so kills land in every part of the cycle.
            std::thread::sleep(Duration::from_millis(1));
        }
    }
}

#[test]
fn a_writer_killed_at_any_moment_leaves_its_last_completed_save_readable() {
    let def = def("cc-great-war");
    let exe = std::env::current_exe().expect("test binary");
    let mut seen = vec![];
    for (n, wait_ms) in [40u64, 90, 170, 260, 410, 650].into_iter().enumerate() {
        let dir = tempfile::tempdir().expect("tmp");
        let mut child = std::process::Command::new(&exe)
            .args(["--exact", "writer_child", "--test-threads=1"])
            .env("ADJUTANT_KILL_TEST_DIR", dir.path())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("start the writer");
        std::thread::sleep(Duration::from_millis(wait_ms));
        child.kill().expect("SIGKILL");
        let _ = child.wait();
        let path = dir.path().join("killed.json");
        if !path.exists() {
            // Killed before its first write finished: nothing was promised yet.
            continue;
        }
        let loaded = saved::load(&path)
            .unwrap_or_else(|e| panic!("kill {n} after {wait_ms} ms: {e}"))
            .state;
        // Exactly the game after that many changes, history and generator included.
        assert_eq!(loaded, replayed(&def, loaded.seq), "kill {n}");
        // And every backup is a whole earlier snapshot, never one cut short by the kill.
        for b in adjutant::store::backups(&path) {
            assert!(
                saved::backup_loads(&b),
                "kill {n}: {} is damaged",
                b.display()
            );
        }
        seen.push(loaded.seq);
    }
    println!("changes on disk at each kill: {seen:?}");
    assert!(
        seen.iter().any(|&s| s > COMPACT_AFTER as u64),
        "the kills should land after a fold too: {seen:?}"
    );
}

#[test]
fn a_failed_write_is_reported_kept_in_order_and_written_when_the_disk_allows() {
    let dir = tempfile::tempdir().expect("tmp");
    let path = dir.path().join("g.json");
    let def = def("cc-great-war");
    let mut g = GameState::new(&def, "g", 2, at());
    let saver = Saver::start();
    saver.open(&path, g.clone(), None).expect("open");
    assert!(saver.flush().is_empty());
    // The journal cannot be written: a folder stands where it goes.
    let jpath = journal::path_for(&path);
    fs::create_dir(&jpath).expect("block the journal");
    let (tx, rx) = std::sync::mpsc::channel();
    for i in 0..3 {
        let kind = play(&def, &mut g, i).expect("played");
        let tx = tx.clone();
        saver
            .change(
                &path,
                record_of(&g, kind, at()),
                Some(Box::new(move |r| {
                    let _ = tx.send(r);
                })),
            )
            .expect("hand over");
    }
    let failing = saver.flush();
    assert_eq!(failing.len(), 1, "{failing:?}");
    assert_eq!(failing[0].path, path);
    // Every change handed over was answered, with the reason.
    let replies: Vec<_> = rx.try_iter().collect();
    assert_eq!(replies.len(), 3);
    assert!(replies.iter().all(|r| r.result.is_err()), "{replies:?}");
    // The disk is fine again: the next try writes all three, in order.
    fs::remove_dir(&jpath).expect("unblock");
    assert!(saver.flush().is_empty(), "written on the retry");
    assert_eq!(saved::load_game(&path).expect("loads"), g);
}

/// Home lists a game from its summary and its journal's last line: the round and time of the
/// latest change, without decoding the game (a huge save would hold the window for seconds).
#[test]
fn home_lists_saves_from_their_summary_without_decoding_them() {
    let dir = tempfile::tempdir().expect("tmp");
    let paths = adjutant::store::Paths::at(dir.path());
    let path = paths.save_file("g");
    let def = def("cc-great-war");
    let mut g = GameState::new(&def, "g", 6, at());
    let saver = Saver::start();
    saver.open(&path, g.clone(), None).expect("open");
    assert!(saver.flush().is_empty());
    let mut i = 0;
    while g.table.cursor.round < 3 {
        if let Some(kind) = play(&def, &mut g, i) {
            let later = at() + chrono::Duration::seconds(i as i64);
            saver
                .change(&path, record_of(&g, kind, later), None)
                .expect("hand over");
        }
        i += 1;
    }
    assert!(saver.flush().is_empty());
    let (saves, broken) = saved::list_saves(&paths);
    assert!(broken.is_empty());
    assert_eq!(saves.len(), 1);
    assert_eq!(saves[0].round, g.table.cursor.round);
    assert_eq!(saves[0].game, "cc-great-war");

    // Proof that the listing does not decode the game: a snapshot that is no game at all,
    // with a summary that matches it, is listed from the summary alone…
    let fake = br#"{"schema_version": 2, "game": "cc-great-war"}"#;
    fs::write(&path, fake).expect("write");
    fs::remove_file(journal::path_for(&path)).expect("rm journal");
    let mut summary: serde_json::Value =
        serde_json::from_slice(&fs::read(saved::summary_path(&path)).expect("summary"))
            .expect("json");
    summary["snapshot_len"] = fake.len().into();
    summary["snapshot_hash"] = saved::fnv1a(fake).into();
    summary["snapshot_crc"] = crc32fast::hash(fake).into();
    fs::write(saved::summary_path(&path), summary.to_string()).expect("write");
    let (saves, broken) = saved::list_saves(&paths);
    assert_eq!((saves.len(), broken.len()), (1, 0));
    // …while a summary that no longer matches its snapshot means reading the game, which
    // reports it damaged.
    summary["snapshot_crc"] = (crc32fast::hash(fake) ^ 1).into();
    fs::write(saved::summary_path(&path), summary.to_string()).expect("write");
    let (saves, broken) = saved::list_saves(&paths);
    assert_eq!((saves.len(), broken.len()), (0, 1));
}
