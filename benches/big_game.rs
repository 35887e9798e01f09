//! A 50,000-entry game (issue 27): opening it (time), holding it open in the app (resident
//! memory, read from /proc/self/statm, in a process of its own so nothing else is counted),
//! and how far the files lag behind the taps while the journal is folded into its large
//! snapshot. Run with `cargo bench --bench big_game`.

mod common;
use common::game_with;

use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use adjutant::session::Action;
use adjutant::session::saved;
use chrono::Utc;
use criterion::Criterion;

const ENTRIES: usize = 50_000;

/// Resident memory of this process, in MB (`None` where /proc is not there).
fn resident_mb() -> Option<f64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: f64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4096.0 / 1_048_576.0)
}

/// A Command & Colors game with at least `entries` log entries, saved as `<dir>/saves/big.json`.
fn write_big_game(home: &Path) -> PathBuf {
    let (g, _def) = game_with(ENTRIES);
    let path = adjutant::store::Paths::at(home).save_file("big");
    saved::save_game(&path, &g).expect("save");
    path
}

/// In a process of its own: the app opens the game and holds it; then taps through more than
/// one fold, each tap's time from the screen to the disk measured. Prints the figures.
fn hold(home: &Path) {
    use adjutant::ui::{App, Message};
    let before = resident_mb().unwrap_or(0.0);
    let paths = adjutant::store::Paths::at(home);
    let path = paths.save_file("big");
    let mut app = App::new(paths, Some(1));
    let booted = resident_mb().unwrap_or(0.0);
    let t = Instant::now();
    let _ = app.update(Message::Resume(path.clone()));
    let opened = t.elapsed();
    assert!(app.table().is_some(), "the game opens");
    let held = resident_mb().unwrap_or(0.0);
    // The app taps on: 700 taps, one every 5 ms, through two folds (each reads the game
    // back from its files on a thread of its own, writes the snapshot, gives memory back).
    let mut peak = held;
    for i in 0..700 {
        let m = if i % 2 == 0 {
            Message::Act(Action::NextPhase)
        } else {
            Message::Act(Action::Roll {
                spec: "3xbattle".into(),
                hand: None,
            })
        };
        let _ = app.update(m);
        std::thread::sleep(Duration::from_millis(5));
        peak = peak.max(resident_mb().unwrap_or(0.0));
    }
    assert!(app.flush_saves().is_empty());
    let after_folds = resident_mb().unwrap_or(0.0);
    let backups = adjutant::store::backups(&path).len();
    let entries = app.table().map_or(0, |t| t.state.log.len());
    drop(app);

    // Time from tap to disk, each change's answer from the saver (the app gets it as a
    // message): the same 700 taps with a saver of their own.
    let (tx, rx) = std::sync::mpsc::channel();
    let opened_again = saved::open(&path).expect("open");
    let saved::Access::Write(w) = opened_again.access else {
        panic!("held")
    };
    let mut state = opened_again.state;
    let def = adjutant::games::embedded_content()
        .def_for(&state.game)
        .expect("def");
    let saver = adjutant::session::saver::Saver::start();
    saver.open_writer(&path, w, None, None).expect("writer");
    let mut lags = vec![];
    for i in 0..700 {
        let a = if i % 2 == 0 {
            Action::NextPhase
        } else {
            Action::Roll {
                spec: "3xbattle".into(),
                hand: None,
            }
        };
        state.apply_mut(&def, &a, Utc::now()).expect("tap");
        let rec = adjutant::session::saver::record_of(
            &state,
            adjutant::session::ChangeKind::Do,
            Utc::now(),
        );
        let shown = Instant::now();
        let tx = tx.clone();
        saver
            .change(
                &path,
                rec,
                Some(Box::new(move |r| {
                    let _ = tx.send((shown.elapsed(), r.result.is_ok()));
                })),
            )
            .expect("hand over");
        std::thread::sleep(Duration::from_millis(5));
    }
    assert!(saver.flush().is_empty());
    for (lag, ok) in rx.try_iter() {
        assert!(ok);
        lags.push(lag);
    }
    lags.sort();
    let pct = |p: usize| lags[(lags.len() * p / 100).min(lags.len() - 1)];
    let size = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
    println!(
        "50,000-entry game ({:.1} MB snapshot, {entries} log entries after the taps): opened by \
         the app in {opened:?}",
        size as f64 / 1_048_576.0,
    );
    println!(
        "resident: {before:.1} MB at start, {booted:.1} MB with the app, {held:.1} MB holding the \
         game open ({:.1} MB for the game); 700 taps through {backups} folds: at most \
         {peak:.1} MB during a fold, {after_folds:.1} MB after",
        held - booted
    );
    println!(
        "time from tap to disk: p50 {:?}, p99 {:?}, max {:?}",
        pct(50),
        pct(99),
        lags.last().copied().unwrap_or_default()
    );
    let _ = std::io::Write::flush(&mut std::io::stdout());
}

fn main() {
    if let Some(home) = std::env::var_os("ADJUTANT_BENCH_HOLD") {
        hold(Path::new(&home));
        return;
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let path = write_big_game(dir.path());
    // Memory and lag, measured in a process of its own (this one built the game).
    if let Ok(exe) = std::env::current_exe() {
        let out = std::process::Command::new(exe)
            .env("ADJUTANT_BENCH_HOLD", dir.path())
            .output();
        match out {
            Ok(o) => {
                print!("{}", String::from_utf8_lossy(&o.stdout));
                eprint!("{}", String::from_utf8_lossy(&o.stderr));
            }
            Err(e) => eprintln!("could not measure in a process of its own: {e}"),
        }
    }
    let mut c = Criterion::default().sample_size(10).configure_from_args();
    c.bench_function("open a 50,000-entry game (lock, snapshot, journal)", |b| {
        b.iter(|| black_box(saved::open(black_box(&path)).expect("open")))
    });
    c.bench_function("list a 50,000-entry game on Home (summary)", |b| {
        let paths = adjutant::store::Paths::at(dir.path());
        b.iter(|| black_box(saved::list_quick(&paths)))
    });
    c.final_summary();
}
