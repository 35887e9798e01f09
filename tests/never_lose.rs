//! Never lose a game (issue 27): one writer per save, records that know their game, recovery
//! that keeps everything good, appends that never wait behind a fold, and a Home that lists
//! without decoding whole games.

mod common;

use std::fs;
use std::path::Path;
use std::time::Duration;

use adjutant::session::saved::{self, Access};
use adjutant::session::saver::{Saver, record_of};
use adjutant::session::{Action, ChangeKind, GameState};
use adjutant::store::{self, Paths, journal, lock};
use adjutant::ui::{App, Message, SaveStatus};

use common::scripted::{at, def, play};

/// A game of `changes` changes, saved as a snapshot at `snapshot_at` changes plus a journal
/// of the rest written by the saver; returns each state along the way (index = seq).
fn saved_game(path: &Path, id: &str, snapshot_at: u64, changes: u64) -> Vec<GameState> {
    let def = def("cc-great-war");
    let mut g = GameState::new(&def, id, 5, at());
    let mut states = vec![g.clone()];
    let mut i = 0;
    while g.seq < snapshot_at {
        if play(&def, &mut g, i).is_some() {
            states.push(g.clone());
        }
        i += 1;
    }
    saved::save_game(path, &g).expect("snapshot");
    let saver = Saver::start();
    let Access::Write(w) = saved::open(path).expect("open").access else {
        panic!("held");
    };
    saver.open_writer(path, w, None, None).expect("writer");
    while g.seq < changes {
        if let Some(kind) = play(&def, &mut g, i) {
            saver
                .change(path, record_of(&g, kind, at()), None)
                .expect("hand over");
            states.push(g.clone());
        }
        i += 1;
    }
    assert!(saver.flush().is_empty());
    states
}

fn app(home: &Path, seed: u64) -> App {
    common::headless();
    let mut app = App::new(Paths::at(home), Some(seed));
    common::send(&mut app, Message::SetLang(Some(adjutant::i18n::Lang::En)));
    app
}

/// The words of the notice now showing.
fn notice(app: &App) -> (String, String) {
    let n = app.notice.as_ref().expect("a notice");
    let args: Vec<(&str, String)> = n.args.iter().map(|(k, v)| (*k, v.clone())).collect();
    (n.id.clone(), app.loc.tr(&n.id, &args))
}

// ---- 1. One writer per save ----------------------------------------------------------------

/// Two copies of the app on one data folder (here two `App`s in one process): the second to
/// open a game gets it read-only, says so, and applies nothing; the first's changes are all
/// kept, and nothing cuts or rewrites its journal.
#[test]
fn a_second_app_opening_a_held_game_shows_it_read_only_and_loses_nothing() {
    let home = tempfile::tempdir().expect("tmp");
    let mut a = app(home.path(), 3);
    common::click_in(&mut a, "Command & Colors: The Great War", (1280.0, 800.0));
    let path = a.table().expect("open").path.clone();
    for _ in 0..5 {
        common::send(&mut a, Message::Act(Action::NextPhase));
    }
    assert!(a.flush_saves().is_empty());
    let journal_before = fs::read(journal::path_for(&path)).expect("journal");

    let mut b = app(home.path(), 4);
    common::send(&mut b, Message::Resume(path.clone()));
    let t = b.table().expect("shown all the same");
    assert!(t.read_only.is_some());
    assert_eq!(b.save_status(), Some(SaveStatus::ReadOnly));
    let (id, words) = notice(&b);
    assert_eq!(id, "notice-read-only");
    assert!(words.contains(&std::process::id().to_string()), "{words}");
    let seen = t.state.clone();
    // A tap on the read-only copy changes nothing, in memory or on disk.
    common::send(&mut b, Message::Act(Action::NextPhase));
    common::send(&mut b, Message::Undo);
    assert_eq!(b.table().expect("open").state, seen);
    assert_eq!(notice(&b).0, "notice-read-only");
    assert!(b.flush_saves().is_empty());
    assert_eq!(
        fs::read(journal::path_for(&path)).expect("journal"),
        journal_before,
        "the second copy neither cut nor rewrote the journal"
    );
    // The first copy goes on; every one of its changes is on disk.
    for _ in 0..5 {
        common::send(&mut a, Message::Act(Action::NextPhase));
    }
    assert!(a.flush_saves().is_empty());
    let on_disk = saved::load_game(&path).expect("loads");
    assert_eq!(on_disk, a.table().expect("open").state);
    // Renaming, deleting or recovering it from the second copy's Home is refused too.
    common::send(&mut b, Message::GoHome);
    assert!(matches!(
        saved::rename_save(&path, Some("x".into()), at()),
        Err(saved::RenameFailed::Held(_))
    ));
    common::send(
        &mut b,
        Message::Home(adjutant::ui::screens::home::Msg::DeleteSave(path.clone())),
    );
    assert_eq!(notice(&b).0, "err-save-held");
    assert!(path.exists());
    assert!(saved::recover(&path).is_err());
    // Once the first copy leaves the game, the second may write it.
    common::send(&mut a, Message::GoHome);
    common::send(&mut b, Message::Resume(path.clone()));
    assert!(b.table().expect("open").read_only.is_none());
}

/// The child the next test starts twice: opens the save through the session layer as the
/// app does, and when it holds it, plays `ADJUTANT_TWO_N` changes through the saver, then
/// holds the game a while longer.
#[test]
fn two_writers_child() {
    let Some(file) = std::env::var_os("ADJUTANT_TWO_FILE") else {
        return;
    };
    let n: u64 = std::env::var("ADJUTANT_TWO_N")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(100);
    let path = Path::new(&file);
    let def = def("cc-great-war");
    let opened = saved::open(path).expect("open");
    let mut g = opened.state;
    match opened.access {
        Access::ReadOnly { holder } => {
            println!("read-only {}", holder.unwrap_or_default());
        }
        Access::Unwritable { why } => panic!("the folder cannot be written: {why}"),
        Access::Write(w) => {
            let saver = Saver::start();
            saver.open_writer(path, w, None, None).expect("writer");
            let start = g.seq;
            let mut i = 0;
            while g.seq < start + n {
                if let Some(kind) = play(&def, &mut g, i) {
                    saver
                        .change(path, record_of(&g, kind, at()), None)
                        .expect("hand over");
                }
                i += 1;
                if i % 16 == 0 {
                    std::thread::sleep(Duration::from_millis(2));
                }
            }
            assert!(saver.flush().is_empty());
            println!("wrote {start} {}", g.seq);
            // Still open a while: the other copy starts while this one holds the game.
            std::thread::sleep(Duration::from_millis(1500));
        }
    }
}

/// Two processes open the same save at once: one writes, the other is refused (read-only),
/// and every change the writer made is on disk.
#[test]
fn two_processes_on_one_save_one_writes_the_other_is_read_only_and_nothing_is_lost() {
    let dir = tempfile::tempdir().expect("tmp");
    let path = dir.path().join("g.json");
    saved_game(&path, "g", 10, 20);
    let exe = std::env::current_exe().expect("test binary");
    let spawn = || {
        std::process::Command::new(&exe)
            .args([
                "--exact",
                "two_writers_child",
                "--test-threads=1",
                "--nocapture",
            ])
            .env("ADJUTANT_TWO_FILE", &path)
            .env("ADJUTANT_TWO_N", "600")
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("start a writer")
    };
    let (first, second) = (spawn(), spawn());
    let outs: Vec<String> = [first, second]
        .into_iter()
        .map(|c| {
            let out = c.wait_with_output().expect("child");
            assert!(out.status.success());
            String::from_utf8_lossy(&out.stdout).into_owned()
        })
        .collect();
    let wrote: Vec<&str> = outs
        .iter()
        .flat_map(|o| o.lines())
        .filter_map(|l| {
            // The test harness prints its own words before the child's on the same line.
            let at = l.find("wrote ").or_else(|| l.find("read-only"))?;
            Some(&l[at..])
        })
        .collect();
    assert_eq!(wrote.len(), 2, "{outs:?}");
    assert_eq!(
        wrote.iter().filter(|l| l.starts_with("read-only")).count(),
        1,
        "one copy is refused: {wrote:?}"
    );
    let done: Vec<u64> = wrote
        .iter()
        .find(|l| l.starts_with("wrote "))
        .expect("one writes")
        .split(' ')
        .skip(1)
        .filter_map(|s| s.parse().ok())
        .collect();
    assert_eq!(done, vec![20, 620]);
    let loaded = saved::load(&path).expect("loads");
    assert_eq!(loaded.state.seq, 620, "not one change lost");
    assert_eq!(loaded.torn, 0);
}

// ---- 2 and 4. Records know their game ----------------------------------------------------

/// A record of another saved game of the same kind, copied into a journal, is not replayed:
/// the game is reported broken, naming the record; recovery keeps the snapshot and every
/// good record before it, and keeps the whole damaged journal beside.
#[test]
fn a_record_of_another_game_of_the_same_kind_is_named_and_set_aside_not_replayed() {
    let dir = tempfile::tempdir().expect("tmp");
    let paths = Paths::at(dir.path());
    let mine = paths.save_file("mine");
    let other = paths.save_file("other");
    let states = saved_game(&mine, "mine", 5, 40);
    saved_game(&other, "other", 5, 40);
    // Line 11 of the other game's journal lands after line 20 of ours.
    let jmine = journal::path_for(&mine);
    let text = fs::read_to_string(&jmine).expect("journal");
    let theirs = fs::read_to_string(journal::path_for(&other)).expect("journal");
    let mut lines: Vec<&str> = text.lines().collect();
    lines.insert(20, theirs.lines().nth(10).expect("a line"));
    let spliced = lines.join("\n") + "\n";
    fs::write(&jmine, &spliced).expect("splice");

    let err = saved::load(&mine).expect_err("not replayed");
    assert_eq!(err.path, jmine);
    assert!(
        err.to_string()
            .contains("journal record 21: belongs to another saved game (other)"),
        "{err}"
    );
    // Home says so at once, from the summary, with its recovery.
    let listing = saved::list_quick(&paths);
    assert_eq!(listing.saves.len(), 1, "the other game is fine");
    assert_eq!(listing.broken.len(), 1);
    assert_eq!(listing.broken[0].snapshot, mine);
    assert_eq!(listing.broken[0].error, err);

    let r = saved::recover(&mine).expect("recover");
    assert_eq!(r.records, 20);
    let kept = r.kept.expect("set aside");
    assert_eq!(fs::read_to_string(&kept).expect("kept"), spliced);
    assert_eq!(r.state.as_ref().expect("loads").seq, 25);
    assert_eq!(saved::load_game(&mine).expect("loads"), states[25]);
    assert!(saved::list_quick(&paths).broken.is_empty());
}

/// A journal line of another kind of game made the game unopenable while Home listed it as
/// fine: now Home lists it broken, with its recovery, and recovery keeps the good part.
#[test]
fn a_record_of_another_kind_of_game_makes_home_list_the_game_broken_with_its_recovery() {
    let home = tempfile::tempdir().expect("tmp");
    let paths = Paths::at(home.path());
    let mine = paths.save_file("mine");
    let states = saved_game(&mine, "mine", 3, 12);
    // An old-format line (no id, no checksum) of a Tide of Iron game, at the journal's
    // start (old lines come before checked ones).
    let toi = def("tide-of-iron");
    let mut g = GameState::new(&toi, "mine", 1, at());
    g.apply_mut(&toi, &Action::NextPhase, at()).expect("next");
    g.seq = 4;
    let mut foreign = record_of(&g, ChangeKind::Do, at());
    foreign.save = None;
    let jmine = journal::path_for(&mine);
    let text = fs::read_to_string(&jmine).expect("journal");
    let line = String::from_utf8(foreign.to_line().expect("json")).expect("utf8");
    fs::write(&jmine, format!("{line}\n{text}")).expect("write");
    assert!(saved::load(&mine).is_err());

    let mut app = app(home.path(), 1);
    assert!(app.saves.is_empty(), "{:?}", app.saves);
    assert_eq!(app.broken.len(), 1);
    assert!(
        app.broken[0]
            .error
            .to_string()
            .contains("another kind of game"),
        "{}",
        app.broken[0].error
    );
    common::click_in(&mut app, "Keep the good changes", (1280.0, 800.0));
    let (id, words) = notice(&app);
    assert_eq!(id, "notice-recovered-journal", "{words}");
    assert!(words.contains("the 0 good changes"), "{words}");
    assert_eq!(app.saves.len(), 1);
    assert!(app.broken.is_empty());
    assert_eq!(saved::load_game(&mine).expect("loads"), states[3]);
}

/// One damaged record in 210 (the issue's case lost all 210: the old "Restore the latest
/// backup" put the snapshot's backup in the journal's place). Home's recovery keeps every
/// good record before the damaged one. (A bad last line is a write cut short by a crash, and
/// is dropped: the damage here has records after it.)
#[test]
fn homes_recovery_of_a_damaged_journal_keeps_every_good_record_before_the_damage() {
    let home = tempfile::tempdir().expect("tmp");
    let paths = Paths::at(home.path());
    let path = paths.save_file("g");
    let states = saved_game(&path, "g", 10, 220);
    let jpath = journal::path_for(&path);
    let mut bytes = fs::read(&jpath).expect("journal");
    // One byte of record 150 flipped (inside its JSON): its checksum no longer matches.
    let start: usize = bytes
        .split(|&b| b == b'\n')
        .take(149)
        .map(|l| l.len() + 1)
        .sum();
    bytes[start + 12] ^= 0x04;
    fs::write(&jpath, &bytes).expect("damage");

    let mut app = app(home.path(), 1);
    assert_eq!(app.broken.len(), 1);
    assert!(
        app.broken[0]
            .error
            .to_string()
            .contains("journal record 150"),
        "{}",
        app.broken[0].error
    );
    common::click_in(&mut app, "Keep the good changes", (1280.0, 800.0));
    let (id, words) = notice(&app);
    assert_eq!(id, "notice-recovered-journal");
    assert!(words.contains("149"), "{words}");
    assert_eq!(saved::load_game(&path).expect("loads"), states[159]);
    // The damaged journal is kept beside, whole.
    let kept: Vec<_> = fs::read_dir(paths.saves())
        .expect("dir")
        .flatten()
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("g.journal.broken-")
        })
        .collect();
    assert_eq!(kept.len(), 1);
    assert_eq!(fs::read(kept[0].path()).expect("kept"), bytes);
}

/// A damaged snapshot goes back to its newest backup that opens; a damaged backup met on
/// the way is reported and leaves the rotation (set aside, kept).
#[test]
fn a_damaged_snapshot_goes_back_to_its_newest_good_backup_and_a_damaged_backup_leaves_the_rotation()
{
    let home = tempfile::tempdir().expect("tmp");
    let paths = Paths::at(home.path());
    let path = paths.save_file("g");
    let def = def("cc-great-war");
    let mut g = GameState::new(&def, "g", 2, at());
    let mut versions = vec![];
    for i in 0..3 {
        play(&def, &mut g, i);
        saved::save_game(&path, &g).expect("save");
        versions.push(g.clone());
    }
    // The snapshot and its newest backup are damaged; the one before that is good.
    fs::write(&path, b"{\"schema_version\": 2, \"game\"").expect("damage");
    let bak1 = store::backup_path(&path, 1);
    fs::write(&bak1, b"{\"schema").expect("damage the backup");
    let mut app = app(home.path(), 1);
    assert_eq!(app.broken.len(), 1);
    common::click_in(&mut app, "Restore the latest backup", (1280.0, 800.0));
    let (id, words) = notice(&app);
    assert_eq!(id, "notice-recovered-backup-damaged", "{words}");
    assert!(words.contains("g.json.bak1.broken-"), "{words}");
    assert_eq!(saved::load_game(&path).expect("loads"), versions[0]);
    assert!(!bak1.exists(), "out of the rotation");
    assert!(store::backups(&path).iter().all(|b| saved::backup_loads(b)));
}

/// Journals written before records carried ids and checksums still load, and the records
/// appended after them carry both.
#[test]
fn an_old_journal_without_ids_or_checksums_loads_and_grows() {
    let dir = tempfile::tempdir().expect("tmp");
    let path = dir.path().join("g.json");
    let def = def("cc-great-war");
    let mut g = GameState::new(&def, "g", 2, at());
    saved::save_game(&path, &g).expect("save");
    let mut old = String::new();
    let mut i = 0;
    while g.seq < 6 {
        if let Some(kind) = play(&def, &mut g, i) {
            let mut r = record_of(&g, kind, at());
            r.save = None;
            old.push_str(&String::from_utf8(r.to_line().expect("json")).expect("utf8"));
            old.push('\n');
        }
        i += 1;
    }
    fs::write(journal::path_for(&path), &old).expect("old journal");
    assert_eq!(saved::load_game(&path).expect("loads"), g);
    let saver = Saver::start();
    let Access::Write(w) = saved::open(&path).expect("open").access else {
        panic!("held")
    };
    saver.open_writer(&path, w, None, None).expect("writer");
    while g.seq < 9 {
        if let Some(kind) = play(&def, &mut g, i) {
            saver
                .change(&path, record_of(&g, kind, at()), None)
                .expect("hand over");
        }
        i += 1;
    }
    assert!(saver.flush().is_empty());
    assert_eq!(saved::load_game(&path).expect("loads"), g);
    let text = fs::read_to_string(journal::path_for(&path)).expect("journal");
    assert!(text.starts_with(&old));
    assert!(
        text[old.len()..]
            .lines()
            .all(|l| l.contains("\"save\":\"g\"")
                && journal::unframe(l.as_bytes())
                    .is_ok_and(|f| matches!(f, journal::Line::Checked(_))))
    );
}

// ---- 8. Home never decodes whole saves -----------------------------------------------------

/// A game without a summary is not read on the screen's thread: Home lists the others at
/// once, reads it on a thread of its own, writes its summary again, and the next start lists
/// it from that summary.
#[test]
fn a_missing_summary_is_rebuilt_once_off_the_screens_thread() {
    let home = tempfile::tempdir().expect("tmp");
    let paths = Paths::at(home.path());
    let a = paths.save_file("a");
    let b = paths.save_file("b");
    saved_game(&a, "a", 2, 8);
    saved_game(&b, "b", 2, 8);
    let spath = saved::summary_path(&b);
    fs::remove_file(&spath).expect("no summary");
    let listing = saved::list_quick(&paths);
    assert_eq!(listing.saves.len(), 1);
    assert_eq!(listing.unread, vec![b.clone()]);
    assert!(!spath.exists(), "listing at once writes nothing");

    // The app: the list is there before the game without summary is read.
    common::headless();
    let mut app = App::new(paths.clone(), Some(1));
    assert_eq!(app.saves.len(), 1);
    assert!(app.listing);
    let reading = "Reading the saved games that are not listed yet…";
    common::send_only(&mut app, Message::SetLang(Some(adjutant::i18n::Lang::En)));
    assert!(common::shows_in(&app, reading, (1280.0, 800.0)));
    app.settle_listing();
    assert!(!common::shows_in(&app, reading, (1280.0, 800.0)));
    assert!(!app.listing);
    assert_eq!(app.saves.len(), 2);
    assert!(spath.exists(), "rebuilt");
    let listing = saved::list_quick(&paths);
    assert_eq!((listing.saves.len(), listing.unread.len()), (2, 0));
    assert_eq!(
        listing.saves.iter().find(|s| s.path == b).map(|s| s.round),
        Some(saved::load_game(&b).expect("loads").table.cursor.round)
    );
}

/// Holding a lock is the saver's: a game no one has open can be taken by anyone.
#[test]
fn the_lock_goes_with_the_saver() {
    let dir = tempfile::tempdir().expect("tmp");
    let path = dir.path().join("g.json");
    saved_game(&path, "g", 1, 3);
    assert!(!lock::is_held(&path));
    let saver = Saver::start();
    let Access::Write(w) = saved::open(&path).expect("open").access else {
        panic!("held")
    };
    saver.open_writer(&path, w, None, None).expect("writer");
    assert!(lock::is_held(&path));
    assert!(matches!(
        saved::open(&path).expect("loads").access,
        Access::ReadOnly { .. }
    ));
    saver.close(&path);
    assert!(saver.flush().is_empty());
    assert!(!lock::is_held(&path));
}

/// One writer per campaign too: a second copy of the app that opens a campaign held by the
/// first is told so at once, and nothing it does is written.
#[test]
fn a_campaign_open_in_another_copy_of_the_app_is_not_written() {
    use adjutant::ui::app::Screen;
    use adjutant::ui::campaign::CampMsg;
    const SIZE: (f32, f32) = (1280.0, 2400.0);
    let home = tempfile::tempdir().expect("tmp");
    let mut a = app(home.path(), 13);
    common::click_in(&mut a, "Open the campaigns", SIZE);
    common::send(&mut a, CampMsg::Name("Husky".into()).into());
    common::click_in(&mut a, "Create the campaign", SIZE);
    let file = store::campaigns::file(&a.paths, "husky");
    let before = fs::read(&file).expect("written");

    let mut b = app(home.path(), 14);
    common::send(&mut b, CampMsg::Open("husky".into()).into());
    let (id, words) = notice(&b);
    assert_eq!(id, "notice-campaign-held");
    assert!(words.contains(&std::process::id().to_string()), "{words}");
    common::click_in(&mut b, "Start mission 1", SIZE);
    assert!(!matches!(b.screen, Screen::Table(_)), "no mission started");
    assert_eq!(notice(&b).0, "notice-campaign-held");
    assert_eq!(fs::read(&file).expect("there"), before, "not written");
    // The first copy goes Home: the campaign is free for the second.
    common::send(&mut a, Message::GoHome);
    common::click_in(&mut b, "Start mission 1", SIZE);
    assert!(matches!(b.screen, Screen::Table(_)));
}

/// The table's quiet "saved" state: a change shown and on its way is "Saving…", once the
/// saver has written it "Saved", a failed write "Not saved" (tried again).
#[test]
fn the_table_tells_whether_every_change_shown_is_saved() {
    use adjutant::session::saver::SaveReport;
    let home = tempfile::tempdir().expect("tmp");
    let mut a = app(home.path(), 3);
    common::click_in(&mut a, "Command & Colors: The Great War", (1280.0, 800.0));
    let path = a.table().expect("open").path.clone();
    // Tests run no tasks: the saver's answers are handed to the app as it would get them.
    let answer = |seq: u64, result: Result<(), String>| {
        Message::Saved(SaveReport {
            path: path.clone(),
            seq,
            result,
        })
    };
    assert_eq!(a.save_status(), Some(SaveStatus::Saving), "the new game");
    common::send(&mut a, answer(0, Ok(())));
    assert_eq!(a.save_status(), Some(SaveStatus::Saved));
    common::send(&mut a, Message::Act(Action::NextPhase));
    let seq = a.table().expect("open").state.seq;
    assert_eq!(a.save_status(), Some(SaveStatus::Saving));
    common::send(&mut a, answer(seq, Err("disk full".into())));
    assert_eq!(a.save_status(), Some(SaveStatus::Failed));
    common::send(&mut a, answer(seq, Ok(())));
    assert_eq!(a.save_status(), Some(SaveStatus::Saved));
    let words = a.loc.t(SaveStatus::Saved.message_id());
    assert_eq!(words, "Saved");
    common::send(&mut a, Message::GoHome);
    assert_eq!(a.save_status(), None);
}
