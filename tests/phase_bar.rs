//! The phase bar always shows the phase (issue 36): in every game, at both tablet sizes and in
//! both languages, the phase's name is on the bar whole, on its own line; the round and whose
//! turn go above it in smaller words, and are what gets cut when the bar is short of room.

mod common;

use adjutant::i18n::{Lang, Localizer};
use adjutant::store::Paths;
use adjutant::ui::{App, Message};
use common::cli_play::json;

const SIZES: [(f32, f32); 2] = [(1280.0, 800.0), (800.0, 1280.0)];

#[test]
fn every_game_shows_its_phase_whole_at_both_sizes_in_both_languages() {
    common::headless();
    let ids: Vec<&str> = adjutant::games::BUILT_IN.iter().map(|g| g.id()).collect();
    assert_eq!(ids.len(), 5);
    for id in ids {
        let home = tempfile::tempdir().expect("tempdir");
        let made = json(home.path(), &["play", "new", id, "--seed", "2", "--json"]);
        let save = made["save"].as_str().expect("save id").to_string();
        let path = Paths::at(home.path()).saves().join(format!("{save}.json"));
        let (mut app, _) = App::start_at(Paths::at(home.path()), Some(1), Some(path));
        for lang in [Lang::En, Lang::It] {
            let _ = app.update(Message::SetLang(Some(lang)));
            let loc = Localizer::new(lang);
            let t = app.table().expect("open");
            let c = t.state.table.cursor;
            let phase = format!(
                "{}. {}",
                c.phase + 1,
                loc.t(&c.phase(&t.def.phases).expect("a phase").name)
            );
            // The game's own word for its turn ("Turno di gioco 1" in ASL).
            let round = adjutant::ui::screens::frame::round_words(
                &loc,
                &t.def.name,
                c.round,
                t.state.table.round_limit,
            );
            for size in SIZES {
                let l = common::layout(&app, size);
                let line = l.texts.iter().find(|(s, _)| s.starts_with(&phase));
                let Some((_, at)) = line else {
                    panic!(
                        "{} {lang:?} {size:?}: no line starts with the phase “{phase}”",
                        id
                    )
                };
                assert!(
                    at.y < 160.0,
                    "{} {size:?}: the phase is in the bar, at the top",
                    id
                );
                let above = l.texts.iter().find(|(s, _)| s.starts_with(&round));
                let (_, r) = above.unwrap_or_else(|| panic!("{}: no round line", id));
                assert!(r.y < at.y, "{}: the round is above the phase", id);
            }
        }
    }
}
