//! One authority (issue 34), as a property: random sequences of actions of every game, from
//! random actors (the table, each side's seat), through `adjutant play`. Every action taken is
//! one `play <save> actions [--side S]` listed for that actor just before; every refused one
//! leaves the save's files byte for byte; and the game the journal holds is the game the rules
//! make of the actions taken, applied again to a fresh copy.

mod common;

use std::path::Path;

use adjutant::core::actor::Actor;
use adjutant::play::actions;
use adjutant::session::GameState;
use adjutant::store::Paths;
use common::cli_play::{files, json, run};
use proptest::prelude::*;

/// The words an actor may try at any point of `game`: the engine's own for each side, and a
/// few of the game's own that the rules of the turn allow only at some points or to some
/// sides. Many are refused at most points; that is the point.
fn candidates(game: &str, sides: &[String], def: &adjutant::core::def::GameDef) -> Vec<String> {
    let mut c: Vec<String> = vec![
        "next-phase".into(),
        "end-phase".into(),
        "prev-phase".into(),
        "roll spec=2d6".into(),
        "note A note".into(),
    ];
    for s in sides {
        for p in &def.pools {
            c.push(format!("pool-take pool={} side={s} n=1", p.id));
            c.push(format!("pool-pay pool={} side={s} n=1", p.id));
        }
        for d in &def.decks {
            c.push(format!("deck-draw deck={} side={s}", d.id));
        }
        for k in def.counters.iter().filter(|k| k.per_side) {
            c.push(format!("counter-add counter={} side={s} delta=1", k.id));
        }
        let own: &[String] = &match game {
            "cc-great-war" => vec![
                format!("draw-command side={s}"),
                format!("end-turn-choice side={s} take_hq=true"),
                format!("end-turn-choice side={s} take_hq=false"),
                format!("hq side={s} delta=1 reason=correction"),
                format!("add-medal side={s} kind=unit"),
                format!("remove-medal side={s} index=0"),
            ],
            "trench-club" => vec![
                format!("add-unit side={s} army=0 kind=infantry"),
                format!("declare attacker=0 defender=1 close=false"),
            ],
            "tide-of-iron" => vec![format!("pass side={s}")],
            "asl-sk1" => vec![format!("add-reinforcement side={s} turn=2 text=Tanks")],
            _ => vec![],
        };
        c.extend(own.iter().cloned());
    }
    let game_wide: &[&str] = match game {
        "cc-great-war" => &["setup", "nml-roll", "artillery-done"],
        "we-were-brothers" => &[
            "add-squad army=us-army code=A",
            "add-squad army=wehrmacht code=B",
            "remove-squad 0",
            "remove-squad 1",
            "recover squad=0 soldier=0",
            "recover squad=1 soldier=0",
            "call-support air=false",
        ],
        "trench-club" => &["remove-unit id=0", "fight index=0"],
        "asl-sk1" => &["set-first-attacker 0", "wound false null"],
        _ => &[],
    };
    c.extend(game_wide.iter().map(|s| s.to_string()));
    // Only the words this game reads as an action: a game's list above may name an action
    // whose arguments this game spells otherwise.
    c.retain(|w| {
        let words: Vec<String> = w.split(' ').map(str::to_string).collect();
        actions::parse_for(def, &words).is_ok()
    });
    c
}

fn words(w: &str) -> Vec<String> {
    // `note A note` is one value of several words.
    w.split(' ').map(str::to_string).collect()
}

fn offered(home: &Path, save: &str, actor: &Actor) -> Vec<String> {
    common::cli_play::offered_as(home, save, actor.side())
}

/// One random game of `game`: `steps` picks of (candidate, actor).
fn walk(game: &str, seed: u64, steps: &[(usize, usize)]) {
    let home = tempfile::tempdir().expect("tempdir");
    let h = home.path();
    let save = json(
        h,
        &["play", "new", game, "--seed", &seed.to_string(), "--json"],
    )["save"]
        .as_str()
        .expect("a save id")
        .to_string();
    let content = adjutant::games::embedded_content();
    let def = content.game(game).expect("the game's data").clone();
    let sides = def.side_ids();
    let cands = candidates(game, &sides, &def);
    assert!(cands.len() > 5, "{game}: too few candidates");
    let path = Paths::at(h).save_file(&save);
    let mut model: GameState = adjutant::session::saved::load_game(&path).expect("loads");
    let mut taken = 0;
    for &(ci, ai) in steps {
        let w = &cands[ci % cands.len()];
        let actor = match ai % (sides.len() + 1) {
            0 => Actor::Table,
            i => Actor::Side(sides[i - 1].clone()),
        };
        let name = w.split(' ').next().unwrap_or_default().to_string();
        let listed = offered(h, &save, &actor);
        let before = files(h);
        let mut args = vec!["play".to_string(), save.clone(), "do".to_string()];
        args.extend(words(w));
        if let Actor::Side(s) = &actor {
            args.extend(["--side".to_string(), s.clone()]);
        }
        let argv: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, _, err) = run(h, &argv);
        if code == 0 {
            taken += 1;
            assert!(
                listed.contains(&name),
                "{game}: '{w}' by {actor:?} was taken but not listed for it: {listed:?}"
            );
            let action = actions::parse_for(&def, &words(w)).expect("words");
            model
                .apply_as(&def, &action, &actor, chrono::Utc::now())
                .unwrap_or_else(|e| panic!("{game}: '{w}' taken by play, refused again: {e:?}"));
        } else {
            assert_eq!(code, 2, "{game}: '{w}' by {actor:?}: {err}");
            assert!(!err.trim().is_empty(), "{game}: a refusal says why");
            assert!(
                before == files(h),
                "{game}: '{w}' by {actor:?} was refused ({err}) but the files changed"
            );
        }
    }
    let on_disk = adjutant::session::saved::load_game(&path).expect("loads");
    assert_eq!(
        serde_json::to_value(&on_disk.table).expect("json"),
        serde_json::to_value(&model.table).expect("json"),
        "{game}: the journal's game is not the rules' game after {taken} actions"
    );
}

fn pick() -> impl Strategy<Value = Vec<(usize, usize)>> {
    prop::collection::vec((0usize..400, 0usize..6), 10..30)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 6, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn cc_great_war(seed in 0u64..1000, steps in pick()) {
        walk("cc-great-war", seed, &steps);
    }

    #[test]
    fn we_were_brothers(seed in 0u64..1000, steps in pick()) {
        walk("we-were-brothers", seed, &steps);
    }

    #[test]
    fn asl_sk1(seed in 0u64..1000, steps in pick()) {
        walk("asl-sk1", seed, &steps);
    }

    #[test]
    fn trench_club(seed in 0u64..1000, steps in pick()) {
        walk("trench-club", seed, &steps);
    }

    #[test]
    fn tide_of_iron(seed in 0u64..1000, steps in pick()) {
        walk("tide-of-iron", seed, &steps);
    }
}

/// A seated side cannot move another side's turn on, through `play`: exit 2, nothing changed;
/// the side in turn can.
#[test]
fn only_the_side_in_turn_moves_it_on() {
    let home = tempfile::tempdir().expect("tempdir");
    let h = home.path();
    // Tide of Iron's phases alternate between its sides.
    for game in ["asl-sk1", "cc-great-war"] {
        let save = json(h, &["play", "new", game, "--seed", "3", "--json"])["save"]
            .as_str()
            .expect("save")
            .to_string();
        let shown = json(h, &["play", &save, "show", "--json"]);
        let Some(turn) = shown["side"]["id"].as_str() else {
            continue;
        };
        let content = adjutant::games::embedded_content();
        let def = content.game(game).expect("data");
        let other = def
            .side_ids()
            .into_iter()
            .find(|s| s != turn)
            .expect("two sides");
        let before = files(h);
        let (code, _, err) = run(h, &["play", &save, "do", "next-phase", "--side", &other]);
        assert_eq!(code, 2, "{game}: {err}");
        assert!(err.contains("turn"), "{game}: {err}");
        assert!(before == files(h), "{game}: files changed");
        assert!(!offered(h, &save, &Actor::Side(other.clone())).contains(&"next-phase".into()));
        assert!(offered(h, &save, &Actor::Side(turn.to_string())).contains(&"next-phase".into()));
    }
}

/// A note is one line of plain text, at most 500 characters: escape codes, line breaks and
/// 100 KB of text are refused (they would reach terminals raw), nothing changed; from a side's
/// seat as from the table.
#[test]
fn notes_hold_no_escape_codes_and_are_capped() {
    let home = tempfile::tempdir().expect("tempdir");
    let h = home.path();
    let save = json(h, &["play", "new", "trench-club", "--json"])["save"]
        .as_str()
        .expect("save")
        .to_string();
    let long = "x".repeat(100_000);
    for (text, why) in [
        ("\u{1b}[2J\u{1b}[3J wiped", "escape"),
        ("two\nlines", "line breaks"),
        (long.as_str(), "500"),
    ] {
        let before = files(h);
        let (code, _, err) = run(h, &["play", &save, "do", "note", text]);
        assert_eq!(code, 2, "{why}: {err}");
        assert!(err.contains(why), "{why}: {err}");
        assert!(!err.contains('\u{1b}'), "the refusal echoes no escape code");
        assert!(before == files(h), "{why}: files changed");
    }
    let (code, _, err) = run(h, &["play", &save, "do", "note", "Bridge blown"]);
    assert_eq!(code, 0, "{err}");
    let (_, out, _) = run(h, &["play", &save, "log"]);
    assert!(out.contains("Bridge blown"));
}
