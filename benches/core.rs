//! Budgets from DESIGN.md: exact odds and every resolver under 1 ms; a tap as the app handles
//! it (apply + hand the save to the saver) under 1 ms at 1,000 log entries; one action's save
//! (bytes and time) flat from 10 to 5,000 log entries; loading a game back.

mod common;
use common::game_with;

use std::hint::black_box;

use adjutant::core::odds;
use adjutant::session::saved;
use adjutant::session::{Action, GameState};
use chrono::Utc;
use criterion::{Criterion, criterion_group, criterion_main};

fn odds_benches(c: &mut Criterion) {
    let content = adjutant::games::embedded_content();
    let tray = content.tray();
    for spec in [
        "2d6",
        "12d6",
        "24d20",
        "8xcc-great-war:battle",
        "3d6+5xcc-great-war:battle",
    ] {
        let s = tray.parse_spec(spec).expect("spec");
        c.bench_function(&format!("odds {spec}"), |b| {
            b.iter(|| {
                let (n, sym) = black_box(&s).split_numbered();
                let t = n.map(|n| odds::totals(&n));
                let f = sym.map(|s| odds::face_counts(&s));
                black_box((t, f))
            })
        });
    }
}

fn big_game() -> (GameState, adjutant::core::def::GameDef) {
    game_with(1000)
}

/// One tap as the app handles it: the action applied to the open game and its change handed
/// to the saver thread (which writes it meanwhile, on another core). Each timed tap is taken
/// back (untimed) so the game stays at 1,000 entries.
fn tap_benches(c: &mut Criterion) {
    use adjutant::ui::Message;
    let (g, _) = big_game();
    let dir = tempfile::tempdir().expect("tempdir");
    let paths = adjutant::store::Paths::at(dir.path());
    let path = paths.save_file("bench");
    let mut g = g;
    g.id = "bench".into();
    saved::save_game(&path, &g).expect("save");
    let mut app = adjutant::ui::App::new(paths, Some(1));
    let _ = app.update(Message::Resume(path));
    let roll = Message::Act(Action::Roll {
        spec: "3xbattle".into(),
        hand: None,
    });
    c.bench_function("tap: apply + hand to the saver, 1000-entry game", |b| {
        b.iter_custom(|iters| {
            let mut total = std::time::Duration::ZERO;
            for _ in 0..iters {
                let t = std::time::Instant::now();
                let _ = black_box(app.update(roll.clone()));
                total += t.elapsed();
                let _ = app.update(Message::Undo);
            }
            total
        })
    });
    assert!(
        app.flush_saves().is_empty(),
        "the saver kept up without failing"
    );
}

/// One action's save as the saver writes it (its journal record, appended and flushed),
/// against the whole-file save it replaced, at 10, 1,000 and 5,000 log entries.
fn save_size_benches(c: &mut Criterion) {
    use adjutant::session::ChangeKind;
    use adjutant::session::saver::record_of;
    use adjutant::store::journal;
    let dir = tempfile::tempdir().expect("tempdir");
    for entries in [10, 1000, 5000] {
        let (mut g, def) = game_with(entries);
        g.apply_mut(
            &def,
            &Action::Roll {
                spec: "3xbattle".into(),
                hand: None,
            },
            Utc::now(),
        )
        .expect("roll");
        let line = record_of(&g, ChangeKind::Do, Utc::now())
            .to_line()
            .expect("json");
        let whole = serde_json::to_vec(&g).expect("json").len();
        println!(
            "{entries} log entries: one action's journal record {} bytes; the whole game {whole} bytes",
            line.len() + 1
        );
        let jpath = dir.path().join(format!("g{entries}.journal"));
        let mut at = journal::Tail::default();
        c.bench_function(
            &format!("save one action (journal, fsync), {entries} entries"),
            |b| {
                b.iter(|| {
                    let line = record_of(&g, ChangeKind::Do, Utc::now())
                        .to_line()
                        .expect("json");
                    at = journal::append(&jpath, at, &[line]).expect("append");
                })
            },
        );
        let spath = dir.path().join(format!("g{entries}.json"));
        c.bench_function(
            &format!("save the whole game (fold, fsync), {entries} entries"),
            |b| b.iter(|| saved::save_game(&spath, black_box(&g)).expect("save")),
        );
    }
}

fn storage_benches(c: &mut Criterion) {
    let (g, def) = big_game();
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("bench.json");
    saved::save_game(&path, &g).expect("save");
    let size = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
    println!(
        "save file with {} log entries and {} undo steps: {size} bytes",
        g.log.len(),
        g.undo.len()
    );
    c.bench_function("save game, 1000 log entries (fsync)", |b| {
        b.iter(|| saved::save_game(&path, black_box(&g)).expect("save"))
    });
    c.bench_function("load game, 1000 log entries", |b| {
        b.iter(|| saved::load_game(black_box(&path)).expect("load"))
    });
    c.bench_function("apply one action to a 1000-entry game", |b| {
        let a = Action::Roll {
            spec: "3xbattle".into(),
            hand: None,
        };
        b.iter(|| g.apply(&def, black_box(&a), Utc::now()).expect("roll"))
    });
    // What the app does on each tap: the action in place (no copy of the history).
    c.bench_function("apply one action in place (as the app does)", |b| {
        let a = Action::Roll {
            spec: "3xbattle".into(),
            hand: None,
        };
        b.iter_batched_ref(
            || g.clone(),
            |g| g.apply_mut(&def, black_box(&a), Utc::now()).expect("roll"),
            criterion::BatchSize::LargeInput,
        )
    });
}

fn startup_benches(c: &mut Criterion) {
    // What the app does before its first frame.
    c.bench_function("load all game data", |b| {
        b.iter(|| black_box(adjutant::games::embedded_content()))
    });
    let dir = tempfile::tempdir().expect("tempdir");
    c.bench_function("boot the app state (no window)", |b| {
        b.iter(|| {
            black_box(adjutant::ui::App::new(
                adjutant::store::Paths::at(dir.path()),
                None,
            ))
        })
    });
    // Words are parsed on first use: wording one message in each language loads both.
    c.bench_function("load both languages", |b| {
        b.iter(|| {
            let mut loc = adjutant::i18n::Localizer::new(adjutant::i18n::Lang::En);
            let en = loc.t("home-tagline");
            loc.lang = adjutant::i18n::Lang::It;
            black_box((en, loc.t("home-tagline")))
        })
    });
}

/// Each game resolver end to end, as the CLI calls it (arguments parsed, result worded as JSON):
/// the budget is under 1 ms, exact odds included.
fn resolver_benches(c: &mut Criterion) {
    let content = adjutant::games::embedded_content();
    let loc = adjutant::i18n::Localizer::new(adjutant::i18n::Lang::En);
    let cases: [(&str, &str, &str, &[&str]); 6] = [
        (
            "resolve",
            "asl-sk1",
            "ift",
            &["--fp", "19", "--drm", "4", "--dice", "2,4", "--json"],
        ),
        (
            "odds",
            "asl-sk1",
            "ift",
            &["--fp", "8", "--drm", "2", "--json"],
        ),
        (
            "resolve",
            "asl-sk1",
            "mf",
            &["--pp", "5", "--double-time", "--json"],
        ),
        (
            "resolve",
            "cc-great-war",
            "battle",
            &[
                "--unit",
                "infantry",
                "--range",
                "2",
                "--target-terrain",
                "trench",
                "--dice",
                "soldier,burst",
                "--json",
            ],
        ),
        (
            "odds",
            "cc-great-war",
            "battle",
            &[
                "--unit",
                "infantry",
                "--range",
                "1",
                "--target-terrain",
                "open",
                "--json",
            ],
        ),
        (
            "resolve",
            "cc-great-war",
            "artillery",
            &["--strength", "4", "--dice", "1,4,4,6", "--json"],
        ),
    ];
    for (verb, game, resolver, args) in cases {
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        let f = if verb == "odds" {
            adjutant::games::odds_cli
        } else {
            adjutant::games::resolve_cli
        };
        if let Err(e) = f(&content, &loc, game, resolver, &args) {
            panic!("{verb} {game} {resolver}: {e}");
        }
        c.bench_function(&format!("{verb} {game} {resolver}"), |b| {
            b.iter(|| black_box(f(&content, &loc, game, resolver, black_box(&args))))
        });
    }
}

criterion_group!(seam, tap_benches, save_size_benches);
criterion_group!(
    benches,
    odds_benches,
    resolver_benches,
    storage_benches,
    startup_benches
);
criterion_main!(benches, seam);
