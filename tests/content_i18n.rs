//! Game data loads cleanly, overrides work and are validated, and every message exists in
//! both languages.

use std::collections::BTreeSet;
use std::fs;

use adjutant::content::{self};
use adjutant::i18n::{Lang, Localizer};

#[test]
fn embedded_data_has_no_problems() {
    let c = adjutant::games::embedded_content();
    assert!(c.problems.is_empty(), "{:#?}", c.problems);
    assert_eq!(c.games.len(), 5);
    for g in &c.games {
        assert!(g.sides.len() >= 2, "{}", g.id);
        assert!(!g.dice.is_empty(), "{}", g.id);
        assert!(!g.phases.phases.is_empty(), "{}", g.id);
        for d in &g.dice {
            // A value the text does not give must say where it came from.
            assert!(d.def.source.is_some(), "{} has no source", d.key);
        }
    }
    // The tray offers every die of every game.
    assert_eq!(
        c.tray().dice.len(),
        c.games.iter().map(|g| g.dice.len()).sum::<usize>()
    );
}

#[test]
fn player_override_replaces_one_file() {
    let dir = tempfile::tempdir().expect("tempdir");
    let gdir = dir.path().join("cc-great-war");
    fs::create_dir_all(&gdir).expect("mkdir");
    // A battle die with three soldier sides instead of two.
    fs::write(
        gdir.join("dice.json"),
        r#"{"dice": [{"id": "battle", "name": "ccgw-die-battle", "source": "my sticker sheet",
             "faces": [
               {"id": "soldier", "name": "ccgw-face-soldier", "icon": "soldier"},
               {"id": "soldier", "name": "ccgw-face-soldier", "icon": "soldier"},
               {"id": "soldier", "name": "ccgw-face-soldier", "icon": "soldier"},
               {"id": "burst", "name": "ccgw-face-burst", "icon": "burst"},
               {"id": "flag", "name": "ccgw-face-flag", "icon": "flag"},
               {"id": "hq", "name": "ccgw-face-hq", "icon": "hq"}]}]}"#,
    )
    .expect("write");
    let c = adjutant::games::load_content(Some(dir.path()));
    assert!(c.problems.is_empty(), "{:#?}", c.problems);
    let g = c.game("cc-great-war").expect("game");
    let die = g.die("battle").expect("battle die");
    assert_eq!(die.distinct_faces()[0], ("soldier".to_string(), 3));
    assert_eq!(die.def.source.as_deref(), Some("my sticker sheet"));
    // Phases still come from the embedded data.
    assert_eq!(g.phases.phases.len(), 5);
}

#[test]
fn broken_override_is_reported_with_file_and_field_and_the_default_used() {
    let dir = tempfile::tempdir().expect("tempdir");
    let gdir = dir.path().join("asl-sk1");
    fs::create_dir_all(&gdir).expect("mkdir");
    let bad = r#"{"dice": [{"id": "colored", "name": "asl-die-colored", "sides": "six"}]}"#;
    fs::write(gdir.join("dice.json"), bad).expect("write");
    let c = adjutant::games::load_content(Some(dir.path()));
    assert_eq!(c.problems.len(), 1, "{:#?}", c.problems);
    let p = &c.problems[0];
    assert!(p.file.ends_with("asl-sk1/dice.json"), "{p}");
    assert_eq!(p.field, "dice[0].sides");
    assert!(
        p.expected.contains("u32") || p.expected.contains("integer"),
        "{p}"
    );
    assert!(
        c.game("asl-sk1")
            .expect("still loads")
            .die("colored")
            .is_some()
    );
    // The player's file is left as it was.
    assert_eq!(
        fs::read_to_string(gdir.join("dice.json")).expect("read"),
        bad
    );

    fs::write(
        gdir.join("dice.json"),
        r#"{"dice": [{"id": "x", "name": "n", "sides": 6, "faces": []}]}"#,
    )
    .expect("write");
    let c = adjutant::games::load_content(Some(dir.path()));
    assert_eq!(c.problems[0].field, "dice[0].sides");
    assert!(c.problems[0].expected.contains("not both"));
}

fn ftl_ids(lang: &str) -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    for e in fs::read_dir(format!("{}/i18n/{lang}", env!("CARGO_MANIFEST_DIR")))
        .expect("i18n dir")
        .flatten()
    {
        let text = fs::read_to_string(e.path()).expect("read ftl");
        for line in text.lines() {
            if let Some((id, _)) = line.split_once('=') {
                let id = id.trim();
                if !id.is_empty()
                    && !line.starts_with([' ', '#', '*', '['])
                    && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
                {
                    ids.insert(id.to_string());
                }
            }
        }
    }
    ids
}

#[test]
fn english_and_italian_have_the_same_ids_and_parse() {
    let en = ftl_ids("en");
    let it = ftl_ids("it");
    assert!(en.len() > 100);
    assert_eq!(
        en.difference(&it).collect::<Vec<_>>(),
        Vec::<&String>::new(),
        "only in en"
    );
    assert_eq!(
        it.difference(&en).collect::<Vec<_>>(),
        Vec::<&String>::new(),
        "only in it"
    );
    let loc = Localizer::new(Lang::En);
    assert!(loc.problems().is_empty(), "{:?}", loc.problems());
    assert_eq!(loc.ids(Lang::En).len(), en.len());
}

#[test]
fn every_id_used_by_data_exists_in_both_languages() {
    let c = adjutant::games::embedded_content();
    let loc = Localizer::new(Lang::En);
    for g in &c.games {
        for id in content::message_ids(g) {
            for l in Lang::ALL {
                assert!(loc.has(l, &id), "{} uses '{id}', missing in {l:?}", g.id);
            }
        }
    }
}

/// Every quoted message id in the Rust sources (a `"prefix-…"` literal) exists.
#[test]
fn every_id_used_by_code_exists_in_both_languages() {
    let loc = Localizer::new(Lang::En);
    let prefixes = [
        "err-",
        "log-",
        "cli-",
        "tray-",
        "home-",
        "nav-",
        "settings-",
        "phase-",
        "pool-",
        "track-",
        "deck-",
        "table-",
        "side-",
        "action-",
        "notice-",
        "app-",
        "ccgw-",
        "asl-",
        "rules-",
        "game-",
    ];
    // Literals with those prefixes that name a game or a file, not a message.
    let not_ids = ["asl-sk1", "game-state"];
    let mut checked = 0;
    let mut stack = vec![std::path::PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/src"
    ))];
    while let Some(p) = stack.pop() {
        if p.is_dir() {
            stack.extend(fs::read_dir(&p).expect("ls").flatten().map(|e| e.path()));
            continue;
        }
        let text = fs::read_to_string(&p).expect("read");
        for lit in text.split('"').skip(1).step_by(2) {
            let is_id = prefixes.iter().any(|pre| lit.starts_with(pre))
                && lit
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                && !lit.ends_with('-')
                && !not_ids.contains(&lit)
                // A reading's id (core::basis) names its explanation, `reading-<id>`.
                && !loc.has(Lang::En, &format!("reading-{lit}"));
            if is_id {
                checked += 1;
                for l in Lang::ALL {
                    assert!(loc.has(l, lit), "{}: '{lit}' missing in {l:?}", p.display());
                }
            }
        }
    }
    assert!(checked > 80, "only {checked} ids found");
}

/// The UI shows no literal sentences: every `text(...)` gets its words from the localizer.
#[test]
fn no_user_visible_literals_in_ui() {
    let mut stack = vec![std::path::PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/src/ui"
    ))];
    while let Some(p) = stack.pop() {
        if p.is_dir() {
            stack.extend(fs::read_dir(&p).expect("ls").flatten().map(|e| e.path()));
            continue;
        }
        let text = fs::read_to_string(&p).expect("read");
        for (n, line) in text.lines().enumerate() {
            for call in ["text(\"", "big_button(\""] {
                if let Some(i) = line.find(call) {
                    let rest = &line[i + call.len()..];
                    let lit: String = rest.chars().take_while(|&c| c != '"').collect();
                    assert!(
                        !lit.chars().any(|c| c.is_alphabetic()),
                        "{}:{}: literal text \"{lit}\"",
                        p.display(),
                        n + 1
                    );
                }
            }
        }
    }
}

#[test]
fn log_entries_are_worded_in_the_current_language() {
    use adjutant::session::{Action, GameState};
    let c = adjutant::games::embedded_content();
    let tray = c.tray();
    let g = GameState::new(&tray, "t", 7, chrono::Utc::now());
    let g = g
        .apply(
            &tray,
            &Action::Roll {
                spec: "2d6".into(),
                hand: Some(vec!["3".into(), "5".into()]),
            },
            chrono::Utc::now(),
        )
        .expect("roll");
    let e = g.log.last().expect("entry");
    let mut loc = Localizer::new(Lang::En);
    assert_eq!(loc.entry(e), "Dice entered by hand, 2× d6: 3, 5 (total 8)");
    loc.lang = Lang::It;
    assert_eq!(loc.entry(e), "Dadi inseriti a mano, 2× d6: 3, 5 (totale 8)");
    let g = g
        .apply(
            &tray,
            &Action::Roll {
                spec: "2xcc-great-war:battle".into(),
                hand: Some(vec!["burst".into(), "flag".into()]),
            },
            chrono::Utc::now(),
        )
        .expect("roll");
    let it = loc.entry(g.log.last().expect("entry"));
    assert!(
        it.starts_with("Dadi inseriti a mano, 2× Dado Combattimento: "),
        "{it}"
    );
    assert!(!it.contains("totale"), "{it}");
}

#[test]
fn dice_corrected_from_the_app_are_saved_and_can_be_reset() {
    let dir = tempfile::tempdir().expect("tempdir");
    let c = adjutant::games::load_content(Some(dir.path()));
    // Side 2 of the battle die (a Soldier) becomes the next face, a Burst.
    content::overrides::cycle_face(&c, dir.path(), "cc-great-war", "battle", 1).expect("saved");
    let c = adjutant::games::load_content(Some(dir.path()));
    assert!(c.problems.is_empty(), "{:#?}", c.problems);
    let die = c
        .game("cc-great-war")
        .and_then(|g| g.die("battle"))
        .expect("die");
    assert_eq!(die.face_id(1), "burst");
    assert!(
        die.def
            .source
            .as_deref()
            .is_some_and(|s| s.contains("corrected in Adjutant"))
    );
    // Cycling wraps around every face the die can show.
    for _ in 0..4 {
        content::overrides::cycle_face(
            &adjutant::games::load_content(Some(dir.path())),
            dir.path(),
            "cc-great-war",
            "battle",
            1,
        )
        .expect("saved");
    }
    let c = adjutant::games::load_content(Some(dir.path()));
    assert_eq!(
        c.game("cc-great-war")
            .and_then(|g| g.die("battle"))
            .expect("die")
            .face_id(1),
        "soldier"
    );
    // Numbered dice cannot be edited this way.
    assert!(content::overrides::cycle_face(&c, dir.path(), "cc-great-war", "target", 0).is_err());
    let kept = content::overrides::reset(dir.path(), "cc-great-war", "dice.json")
        .expect("reset")
        .expect("kept");
    assert!(kept.exists());
    assert!(!content::overrides::exists(
        dir.path(),
        "cc-great-war",
        "dice.json"
    ));
}
