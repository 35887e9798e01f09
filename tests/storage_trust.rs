//! Storage the player can trust (issue 38): a game another program holds is shown read-only
//! with that program named truly, and taken back with one tap once it lets go; a folder that
//! cannot be written is said to be so at once, by the app and by `play`, and "Saved" is never
//! shown for what was not written.

mod common;

use std::path::PathBuf;
use std::time::{Duration, Instant};

use adjutant::store::{Paths, lock};
use adjutant::ui::Message;
use adjutant::ui::app::SaveStatus;
use common::cli_play::{files, json, run};

fn new_save(home: &std::path::Path, game: &str) -> (String, PathBuf) {
    let made = json(home, &["play", "new", game, "--seed", "3", "--json"]);
    let id = made["save"].as_str().expect("save").to_string();
    let path = Paths::at(home).saves().join(format!("{id}.json"));
    (id, path)
}

fn wait_until(what: &str, mut f: impl FnMut() -> bool) {
    let start = Instant::now();
    while !f() {
        assert!(
            start.elapsed() < Duration::from_secs(15),
            "timed out: {what}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn a_game_held_by_a_host_is_named_and_taken_back_once_it_lets_go() {
    let (home, mut app) = common::english_app(4);
    let (id, path) = new_save(home.path(), "trench-club");
    // `adjutant host` holds the game.
    let mut host = std::process::Command::new(env!("CARGO_BIN_EXE_adjutant"))
        .args(["--lang", "en", "host", &id, "--port", "0"])
        .env("ADJUTANT_HOME", home.path())
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("host starts");
    wait_until("the host holds the game", || lock::is_held(&path));

    let _ = app.update(Message::Resume(path.clone()));
    let t = app.table().expect("shown");
    assert_eq!(t.save_status(), SaveStatus::ReadOnly);
    let n = app.notice.clone().expect("the read-only notice");
    let said = app.loc.tr(
        &n.id,
        &n.args
            .iter()
            .map(|(k, v)| (*k, v.clone()))
            .collect::<Vec<_>>(),
    );
    assert!(
        said.contains("`adjutant host`"),
        "the holder named truly: {said}"
    );
    assert!(said.contains(&host.id().to_string()), "its process: {said}");

    // Still held: a second's watch offers nothing.
    let _ = app.update(Message::Tick);
    assert!(
        app.notice
            .as_ref()
            .is_some_and(|n| n.id != "notice-free-now")
    );

    // The host closes: the next watch offers the game back, and one tap takes it.
    drop(host.stdin.take());
    let _ = host.wait();
    let _ = app.update(Message::Tick);
    assert_eq!(
        app.notice.as_ref().map(|n| n.id.as_str()),
        Some("notice-free-now")
    );
    assert!(common::shows_in(&app, "Take it back", (1280.0, 800.0)));
    let _ = app.update(Message::TakeOver);
    let t = app.table().expect("open");
    assert!(t.read_only.is_none(), "written here again");
    assert!(lock::is_held(&path), "the app holds the game now");
    // A change is kept: written to disk.
    let seq = t.state.seq;
    let _ = app.update(Message::Act(adjutant::session::Action::NextPhase));
    for r in app.flush_saves() {
        r.result.expect("written");
    }
    drop(app);
    let (_, out, _) = run(home.path(), &["play", &id, "show", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(
        v["seq"].as_u64(),
        Some(seq + 1),
        "the change after taking it back is on disk"
    );
}

/// A folder whose lock cannot be made (here: a folder stands where the lock file goes, which
/// no one, root included, can open for writing).
fn block_lock(path: &std::path::Path) {
    let l = lock::lock_path(path);
    let _ = std::fs::remove_file(&l);
    std::fs::create_dir_all(&l).expect("block the lock");
}

#[test]
fn a_folder_that_cannot_be_written_is_said_so_at_once() {
    let (home, mut app) = common::english_app(5);
    let (id, path) = new_save(home.path(), "cc-great-war");
    block_lock(&path);
    let before = files(home.path());

    // The app: read-only, said to be the folder, not another program; no watch for a holder.
    let _ = app.update(Message::Resume(path.clone()));
    let t = app.table().expect("shown");
    assert_eq!(t.save_status(), SaveStatus::ReadOnly);
    assert_eq!(
        app.notice.as_ref().map(|n| n.id.as_str()),
        Some("notice-unwritable")
    );
    let _ = app.update(Message::Tick);
    assert_eq!(
        app.notice.as_ref().map(|n| n.id.as_str()),
        Some("notice-unwritable")
    );
    let _ = app.update(Message::Act(adjutant::session::Action::NextPhase));
    assert_eq!(
        app.notice.as_ref().map(|n| n.id.as_str()),
        Some("notice-unwritable")
    );
    drop(app);

    // `play`: refused at once (no 5 s wait for a holder that does not exist), nothing changed.
    let start = Instant::now();
    let (code, _, err) = run(home.path(), &["play", &id, "do", "next-phase"]);
    assert!(
        start.elapsed() < Duration::from_secs(1),
        "said within a second"
    );
    assert_ne!(code, 0);
    assert!(err.contains("cannot be written"), "{err}");
    assert!(!err.contains("another program"), "{err}");
    assert_eq!(files(home.path()), before, "nothing written");
}

#[test]
fn a_new_game_that_could_not_be_written_never_shows_saved() {
    let (home, mut app) = common::english_app(6);
    // The saves folder is a file: nothing can be written in it.
    let saves = Paths::at(home.path()).saves();
    let _ = std::fs::remove_dir_all(&saves);
    std::fs::write(&saves, b"not a folder").expect("block");
    common::click_in(&mut app, "Trench Club", (1280.0, 800.0));
    for r in app.flush_saves() {
        let _ = r;
    }
    let t = app.table().expect("the game is open in memory");
    assert_ne!(t.save_status(), SaveStatus::Saved, "nothing was written");
    assert!(
        app.notice.as_ref().is_some_and(|n| n.error),
        "{:?}",
        app.notice
    );
}

#[test]
fn a_snapshot_changed_behind_the_apps_back_is_damage_and_its_evidence_is_kept() {
    let home = tempfile::tempdir().expect("tempdir");
    let (id, path) = new_save(home.path(), "cc-great-war");
    let good = std::fs::read(&path).expect("snapshot");
    let text = String::from_utf8(good.clone()).expect("utf-8");
    assert!(text.ends_with("\"}"), "the snapshot ends with its checksum");
    assert!(adjutant::session::saved::load(&path).is_ok());

    // One digit changed: still valid JSON, still a game.
    let at = text.find("\"round\":1").expect("a round in the snapshot");
    let edited = format!("{}\"round\":7{}", &text[..at], &text[at + 9..]);
    serde_json::from_str::<serde_json::Value>(&edited).expect("still valid JSON");
    std::fs::write(&path, &edited).expect("edit");
    let summary = adjutant::session::saved::summary_path(&path);
    let before = std::fs::read(&summary).expect("summary");

    let e = adjutant::session::saved::load(&path).expect_err("damage");
    assert!(e.to_string().contains("changed after it was saved"), "{e}");
    // Home lists it as damaged and rewrites nothing that shows the damage.
    let (saves, broken) = adjutant::session::saved::list_saves(&Paths::at(home.path()));
    assert!(
        saves.iter().all(|s| s.id != id),
        "not listed as a good game"
    );
    assert!(broken.iter().any(|b| b.snapshot == path), "{broken:?}");
    assert_eq!(
        std::fs::read(&summary).expect("summary"),
        before,
        "summary kept"
    );
    assert_eq!(
        std::fs::read(&path).expect("snapshot"),
        edited.as_bytes(),
        "snapshot kept"
    );
}

/// `adjutant play <save> do <words>`, which must be taken.
fn act(home: &std::path::Path, save: &str, words: &[&str]) {
    let mut args = vec!["play", save, "do"];
    args.extend_from_slice(words);
    let (code, _, err) = run(home, &args);
    assert_eq!(code, 0, "{words:?}: {err}");
}

#[test]
fn a_restore_says_what_it_brought_back_and_keeps_what_it_could_not_use() {
    use adjutant::session::saved;
    let home = tempfile::tempdir().expect("tempdir");
    let (id, path) = new_save(home.path(), "trench-club");
    let first = saved::load_game(&path).expect("new").seq;
    for _ in 0..3 {
        act(home.path(), &id, &["next-phase"]);
    }
    // Folded: the snapshot holds the three changes, the first snapshot is its backup.
    let folded = saved::load_game(&path).expect("load");
    saved::save_game(&path, &folded).expect("fold");
    for _ in 0..4 {
        act(home.path(), &id, &["next-phase"]);
    }
    let latest = saved::load_game(&path).expect("load").seq;
    assert_eq!(latest, folded.seq + 4);
    let journal = std::fs::read(adjutant::store::journal::path_for(&path)).expect("journal");

    // The snapshot is damaged: the backup is put back. The journal's four changes follow the
    // fold, not the backup: they cannot be replayed, and are kept whole.
    let bytes = std::fs::read(&path).expect("snapshot");
    std::fs::write(&path, &bytes[..bytes.len() / 2]).expect("damage");
    let r = saved::recover(&path).expect("recover");
    let x = r.restored.clone().expect("a backup was put back");
    assert_eq!(x.at, first, "back to the backup's change");
    assert_eq!(x.latest, latest, "the latest change the game had reached");
    let aside = x.journal_kept.clone().expect("the journal kept");
    assert_eq!(
        std::fs::read(&aside).expect("kept journal"),
        journal,
        "kept whole"
    );
    assert_eq!(saved::load_game(&path).expect("loads").seq, first);

    // What the player reads names both numbers and where the rest went.
    let n = adjutant::ui::app::Notice::recovered(&path, r);
    let loc = adjutant::i18n::Localizer::new(adjutant::i18n::Lang::En);
    let args: Vec<(&str, String)> = n.args.iter().map(|(k, v)| (*k, v.clone())).collect();
    let said = loc.tr(&n.id, &args);
    assert!(
        said.contains(&format!("change {first} of {latest}")),
        "{said}"
    );
    assert!(
        said.contains(&format!("The {} changes after that", latest - first)),
        "{said}"
    );
    assert!(said.contains(&aside.display().to_string()), "{said}");
}

#[test]
fn a_game_whose_main_file_is_missing_is_listed_and_put_back_from_its_backup() {
    use adjutant::session::saved;
    let home = tempfile::tempdir().expect("tempdir");
    let (id, path) = new_save(home.path(), "we-were-brothers");
    act(home.path(), &id, &["next-phase"]);
    let folded = saved::load_game(&path).expect("load");
    saved::save_game(&path, &folded).expect("fold: the first snapshot becomes a backup");
    std::fs::remove_file(&path).expect("the main file is lost");

    let (saves, broken) = saved::list_saves(&Paths::at(home.path()));
    assert!(saves.iter().all(|s| s.id != id));
    let b = broken
        .iter()
        .find(|b| b.snapshot == path)
        .unwrap_or_else(|| panic!("listed as damaged: {broken:?}"));
    assert!(
        b.error.to_string().contains("main file is missing"),
        "{}",
        b.error
    );
    assert!(!b.backups.is_empty(), "its backup offered");
    let r = saved::recover(&path).expect("put back");
    assert!(r.state.is_some());
    assert!(saved::load_game(&path).is_ok(), "it opens again");
}

#[test]
fn a_journal_record_that_does_not_decode_is_damage_offered_for_recovery() {
    let (home, mut app) = common::english_app(7);
    let (id, path) = new_save(home.path(), "trench-club");
    act(home.path(), &id, &["next-phase"]);
    let seq = adjutant::session::saved::load_game(&path)
        .expect("load")
        .seq;
    // A record whose checksum is right but whose change is not one the app writes.
    let payload = format!(
        r#"{{"save":"{id}","seq":{},"at":"2026-12-07T00:00:00Z","round":1,"change":{{"Bogus":1}}}}"#,
        seq + 1
    );
    let jpath = adjutant::store::journal::path_for(&path);
    let mut bytes = std::fs::read(&jpath).expect("journal");
    bytes.extend(adjutant::store::journal::frame(payload.as_bytes()));
    bytes.push(b'\n');
    std::fs::write(&jpath, &bytes).expect("append");
    app.refresh_saves_now();

    let _ = app.update(Message::Resume(path.clone()));
    assert!(app.table().is_none(), "it does not open");
    assert!(app.notice.as_ref().is_some_and(|n| n.error));
    assert!(
        app.saves.iter().all(|s| s.path != path),
        "not listed as good"
    );
    assert!(
        app.broken.iter().any(|b| b.snapshot == path),
        "offered for recovery"
    );
    assert_eq!(
        std::fs::read(&jpath).expect("journal"),
        bytes,
        "nothing rewritten"
    );
}

#[test]
fn a_damaged_backup_is_said_quietly_when_its_game_opens() {
    use adjutant::session::saved;
    let (home, mut app) = common::english_app(8);
    let (id, path) = new_save(home.path(), "asl-sk1");
    act(home.path(), &id, &["next-phase"]);
    let folded = saved::load_game(&path).expect("load");
    saved::save_game(&path, &folded).expect("fold: a backup");
    let backup = adjutant::store::backup_path(&path, 1);
    let text = std::fs::read_to_string(&backup).expect("backup");
    let at = text.find("\"round\":1").expect("a round");
    std::fs::write(
        &backup,
        format!("{}\"round\":4{}", &text[..at], &text[at + 9..]),
    )
    .expect("edit");
    assert_eq!(saved::damaged_backups(&path), vec![backup.clone()]);

    let _ = app.update(Message::Resume(path.clone()));
    assert!(app.table().is_some(), "the game itself opens");
    let n = app.notice.clone().expect("said");
    assert_eq!(n.id, "notice-backup-damaged");
    assert!(!n.error, "quietly: not an error");
    assert_eq!(
        std::fs::read_to_string(&backup)
            .ok()
            .map(|t| t.contains("\"round\":4")),
        Some(true)
    );
}
