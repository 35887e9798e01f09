//! Issue 25: the work the app does before its first frame, with the five games and with fifty
//! more data-only games a player added (it must stay flat: within 10 %), and the work of
//! opening the largest game for the first time. Run with `cargo bench --bench startup`; after
//! criterion's figures it prints the two start-ups' medians over interleaved runs and their
//! ratio.

use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};

use adjutant::i18n::Lang;
use adjutant::store::Paths;
use adjutant::ui::App;
use criterion::Criterion;

/// A data-only game in `home`'s data folder, as a player adds one.
fn add_game(home: &Path, id: &str) {
    let dir = home.join("data").join(id);
    std::fs::create_dir_all(&dir).expect("mkdir");
    let files = [
        (
            "game.json",
            format!(
                r##"{{ "id": "{id}", "name": "{id}", "accent": "#336699",
                     "sides": [ {{ "id": "red", "name": "red" }}, {{ "id": "blue", "name": "blue" }} ] }}"##
            ),
        ),
        (
            "phases.json",
            r#"{ "turn_structure": "alternating", "phases": [ { "id": "shoot", "name": "shoot" } ] }"#
                .to_string(),
        ),
        (
            "dice.json",
            r#"{ "dice": [ { "id": "gun", "name": "gun", "sides": 6 } ] }"#.to_string(),
        ),
    ];
    for (name, text) in files {
        std::fs::write(dir.join(name), text).expect("write");
    }
}

/// What starting does before the first frame: the app's state, and the words Home shows
/// (every game's name listed so far among them). Timed alone: what starting left to other
/// threads (the headers of the games a player added) is then finished, and the app dropped,
/// untimed.
fn start(home: &Path) -> Duration {
    let t = Instant::now();
    let mut app = App::new(Paths::at(home), None);
    let mut words = app.loc.t("home-tagline").len() + app.loc.t("home-new-game").len();
    for g in &app.content.heads {
        words += app.loc.t(&g.name).len();
    }
    black_box(words);
    let took = t.elapsed();
    app.settle_listing();
    drop(black_box(app));
    took
}

/// Opening the largest game the first time: its data read and checked, its words parsed.
fn open_largest() -> usize {
    let content = adjutant::games::load_heads(None);
    let loc = adjutant::i18n::Localizer::new(Lang::En);
    let Some(def) = content.game("cc-great-war") else {
        return 0;
    };
    adjutant::content::message_ids(def)
        .iter()
        .filter(|id| loc.has(Lang::En, id))
        .count()
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v[v.len() / 2]
}

fn main() {
    let five = tempfile::tempdir().expect("tempdir");
    let fifty = tempfile::tempdir().expect("tempdir");
    for i in 0..50 {
        add_game(fifty.path(), &format!("fixture-{i:02}"));
    }
    let mut c = Criterion::default().configure_from_args();
    c.bench_function("start-up work, 5 games", |b| {
        b.iter_custom(|n| (0..n).map(|_| start(five.path())).sum())
    });
    c.bench_function("start-up work, 55 games (50 data-only)", |b| {
        b.iter_custom(|n| (0..n).map(|_| start(fifty.path())).sum())
    });
    c.bench_function("open the largest game (cc-great-war) the first time", |b| {
        b.iter(|| black_box(open_largest()))
    });
    c.final_summary();

    // Interleaved runs, medians: the two start-ups side by side.
    let (mut a, mut b) = (Vec::new(), Vec::new());
    for _ in 0..200 {
        for (dir, out) in [(five.path(), &mut a), (fifty.path(), &mut b)] {
            out.push(start(dir).as_secs_f64() * 1e3);
        }
    }
    let (a, b) = (median(a), median(b));
    println!(
        "start-up work, medians of 200 interleaved runs: 5 games {a:.3} ms, 55 games {b:.3} ms, \
         ratio {:.3} (budget 1.10)",
        b / a
    );
}
