//! The rule lookup (issue 24): building a game's index once, and one search, on the game with
//! the most topics. A search must answer well under 5 ms. Run with
//! `cargo bench --bench rules_search`.

use std::hint::black_box;

use adjutant::content::rules_index::RulesIndex;
use adjutant::i18n::{Lang, Localizer};
use criterion::Criterion;

fn main() {
    let content = adjutant::games::embedded_content();
    let Some(def) = content.games.iter().max_by_key(|g| g.rules.len()) else {
        return;
    };
    let loc = Localizer::new(Lang::En);
    let mut c = Criterion::default().configure_from_args();
    let name = format!("{} ({} topics)", def.id, def.rules.len());
    c.bench_function(&format!("rules index build: {name}"), |b| {
        b.iter(|| RulesIndex::build(black_box(def), &loc))
    });
    let index = RulesIndex::build(def, &loc);
    for q in ["trench", "protezione trincee", "crosfire", "HQ", "zeppelin"] {
        c.bench_function(&format!("rules search {q:?}: {name}"), |b| {
            b.iter(|| index.search(black_box(q)))
        });
    }
    c.final_summary();
}
