//! The table screen's cost per frame against the game's length (issue 28): building the view
//! and laying it out (through `iced_test`'s simulator, the renderer-free path) for a game of
//! 100, 5,000 and 50,000 log entries, and for a bare table (a new game: the same widgets, no
//! history). The four should be within 10 % of each other. Run with `cargo bench --bench view`.

mod common;
use common::{any_game_with, game_with};

use std::hint::black_box;

use adjutant::session::saved;
use adjutant::ui::{App, Message};
use criterion::{BenchmarkId, Criterion};

/// The app with the game of `entries` entries open at the table.
fn open(home: &std::path::Path, entries: usize) -> App {
    open_game(home, "cc-great-war", entries)
}

fn open_game(home: &std::path::Path, game: &str, entries: usize) -> App {
    let paths = adjutant::store::Paths::at(home);
    let path = paths.save_file(&format!("{game}-{entries}"));
    if game != "cc-great-war" {
        let (g, _) = any_game_with(game, entries);
        saved::save_game(&path, &g).expect("save");
    } else if entries == 0 {
        let content = adjutant::games::embedded_content();
        let def = content.game("cc-great-war").expect("cc").clone();
        let g = adjutant::session::GameState::new(&def, "bare", 1, chrono::Utc::now());
        saved::save_game(&path, &g).expect("save");
    } else {
        let (g, _) = game_with(entries);
        saved::save_game(&path, &g).expect("save");
    }
    let mut app = App::new(paths, Some(1));
    let _ = app.update(Message::Resume(path));
    assert!(app.table().is_some(), "the game opens");
    app
}

fn view(c: &mut Criterion) {
    // SAFETY: set before any renderer is created.
    unsafe { std::env::set_var("ICED_TEST_BACKEND", "tiny-skia") };
    let home = tempfile::tempdir().expect("temp dir");
    let mut group = c.benchmark_group("table-view");
    group.sample_size(30);
    for entries in [0usize, 100, 5_000, 50_000] {
        let app = open(home.path(), entries);
        group.bench_with_input(BenchmarkId::from_parameter(entries), &app, |b, app| {
            b.iter(|| {
                // The view built and laid out in a 1280×800 window, as a frame does.
                let ui = iced_test::Simulator::with_size(
                    iced::Settings::default(),
                    (1280.0, 800.0),
                    app.view(),
                );
                black_box(ui);
            })
        });
    }
    group.finish();
    // A tap: the action applied and handed to the saver, then the frame built and laid out.
    let mut group = c.benchmark_group("table-tap");
    group.sample_size(30);
    for entries in [100usize, 50_000] {
        let mut app = open(home.path(), entries);
        group.bench_function(BenchmarkId::from_parameter(entries), |b| {
            b.iter(|| {
                let _ = app.update(Message::Act(adjutant::session::Action::NextPhase));
                let ui = iced_test::Simulator::with_size(
                    iced::Settings::default(),
                    (1280.0, 800.0),
                    app.view(),
                );
                black_box(ui);
            })
        });
        let _ = app.flush_saves();
    }
    group.finish();
    // The other four games, short and long.
    for game in ["we-were-brothers", "asl-sk1", "trench-club", "tide-of-iron"] {
        let mut group = c.benchmark_group(format!("table-view-{game}"));
        group.sample_size(20);
        for entries in [100usize, 50_000] {
            let app = open_game(home.path(), game, entries);
            group.bench_with_input(BenchmarkId::from_parameter(entries), &app, |b, app| {
                b.iter(|| {
                    let ui = iced_test::Simulator::with_size(
                        iced::Settings::default(),
                        (1280.0, 800.0),
                        app.view(),
                    );
                    black_box(ui);
                })
            });
        }
        group.finish();
    }
}

criterion::criterion_group!(benches, view);
criterion::criterion_main!(benches);
