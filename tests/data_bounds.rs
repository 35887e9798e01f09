//! A player's data files are checked before anything is built from them: every number is
//! bounded and a bad one is reported by file and field while the built-in copy is used. The
//! engine itself refuses sizes it did not check. Arbitrary files never panic the loader.

use std::fs;
use std::path::Path;
use std::time::{Duration, Instant};

use adjutant::content::{Content, limits};
use adjutant::core::dice::{DiceSpec, Die, DieDef, FaceDef};
use adjutant::core::odds;
use adjutant::session::GameState;
use chrono::Utc;
use proptest::prelude::*;

fn write(user: &Path, game: &str, file: &str, text: &str) {
    let dir = user.join(game);
    fs::create_dir_all(&dir).expect("mkdir");
    fs::write(dir.join(file), text).expect("write");
}

fn load(user: &Path) -> Content {
    adjutant::games::load_content(Some(user))
}

fn reported(c: &Content, file_end: &str, field: &str) -> bool {
    c.problems
        .iter()
        .any(|p| p.file.ends_with(file_end) && p.field == field)
}

fn face(value: i64) -> String {
    format!(r#"{{ "id": "f", "name": "f", "value": {value} }}"#)
}

#[test]
fn out_of_range_numbers_are_reported_by_file_and_field_and_the_built_in_copy_is_used() {
    let dir = tempfile::tempdir().expect("tmp");
    let user = dir.path();
    let builtin = adjutant::games::embedded_content();

    // A face worth 9.2e18 used to overflow the odds; a 10,000-face die froze the screen.
    let faces = [face(9_200_000_000_000_000_000), face(1)].join(",");
    write(
        user,
        "trench-club",
        "dice.json",
        &format!(r#"{{ "dice": [ {{ "id": "combat", "name": "n", "faces": [ {faces} ] }} ] }}"#),
    );
    let many = vec![face(1); 10_000].join(",");
    write(
        user,
        "tide-of-iron",
        "dice.json",
        &format!(r#"{{ "dice": [ {{ "id": "x", "name": "n", "faces": [ {many} ] }} ] }}"#),
    );
    // A deck of two thousand copies of one card, a card costing 1,000 tokens.
    write(
        user,
        "cc-great-war",
        "decks.json",
        r#"{ "decks": [ { "id": "command", "name": "n",
             "cards": [ { "id": "a", "name": "a", "count": 2000 } ] } ] }"#,
    );
    // A counter with a start beyond any board, a pool of a million tokens.
    write(
        user,
        "we-were-brothers",
        "counters.json",
        r#"{ "pools": [ { "id": "p", "name": "p", "total": 1000000 } ] }"#,
    );
    write(
        user,
        "asl-sk1",
        "counters.json",
        r#"{ "counters": [ { "id": "c", "name": "c", "min": -5, "start": 0, "max": 9000000000 } ] }"#,
    );
    // A track of a million boxes; phases with a round limit of 10^6.
    write(
        user,
        "trench-club",
        "tracks.json",
        r#"{ "tracks": [ { "id": "t", "name": "t", "boxes": 1000000 } ] }"#,
    );
    write(
        user,
        "tide-of-iron",
        "phases.json",
        r#"{ "phases": [ { "id": "a", "name": "a" } ], "round_limit": 1000000 }"#,
    );
    let c = load(user);
    for (file, field) in [
        ("trench-club/dice.json", "dice[0].faces[0].value"),
        ("tide-of-iron/dice.json", "dice[0].faces"),
        ("cc-great-war/decks.json", "decks[0].cards[0].count"),
        ("we-were-brothers/counters.json", "pools[0].total"),
        ("asl-sk1/counters.json", "counters[0].max"),
        ("trench-club/tracks.json", "tracks[0].boxes"),
        ("tide-of-iron/phases.json", "round_limit"),
    ] {
        assert!(
            reported(&c, file, field),
            "{file} {field}: {:?}",
            c.problems
        );
    }
    // Meanwhile each game plays with its built-in copy.
    for id in ["trench-club", "tide-of-iron", "cc-great-war", "asl-sk1"] {
        assert_eq!(
            c.game(id).expect("loads").dice,
            builtin.game(id).expect("built in").dice,
            "{id}"
        );
    }
    assert_eq!(
        c.game("cc-great-war").expect("cc").decks,
        builtin.game("cc-great-war").expect("cc").decks
    );
}

#[test]
fn a_data_file_that_is_a_folder_is_reported() {
    let dir = tempfile::tempdir().expect("tmp");
    fs::create_dir_all(dir.path().join("trench-club").join("dice.json")).expect("mkdir");
    let c = load(dir.path());
    assert!(
        c.problems
            .iter()
            .any(|p| p.file.ends_with("dice.json") && p.expected.contains("folder")),
        "{:?}",
        c.problems
    );
    assert!(c.game("trench-club").is_some());
}

#[test]
fn the_engine_gives_no_odds_for_values_it_cannot_hold_instead_of_panicking() {
    let def = DieDef {
        id: "huge".into(),
        name: "huge".into(),
        color: None,
        sides: None,
        faces: Some(vec![
            FaceDef {
                id: "a".into(),
                name: "a".into(),
                icon: None,
                value: Some(i64::MAX),
                color: None,
                source: None,
            },
            FaceDef {
                id: "b".into(),
                name: "b".into(),
                icon: None,
                value: Some(i64::MIN),
                color: None,
                source: None,
            },
        ]),
        source: None,
    };
    let die = Die::from_game("t", def);
    let spec =
        DiceSpec::parse("3xt:huge", &|k| (k == "t:huge").then(|| die.clone())).expect("spec");
    assert!(odds::totals(&spec).is_err());
    // Face counts do not depend on the values: still exact.
    let faces = odds::face_counts(&spec).expect("face counts");
    assert_eq!(faces.len(), 2);
}

/// A JSON value of any shape, numbers of any size.
fn any_json() -> impl Strategy<Value = serde_json::Value> {
    let leaf = prop_oneof![
        Just(serde_json::Value::Null),
        any::<bool>().prop_map(serde_json::Value::Bool),
        any::<i64>().prop_map(|n| serde_json::json!(n)),
        any::<u64>().prop_map(|n| serde_json::json!(n)),
        "[a-z0-9-]{0,8}".prop_map(serde_json::Value::String),
    ];
    leaf.prop_recursive(4, 48, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(serde_json::Value::Array),
            prop::collection::btree_map(
                prop_oneof![
                    Just("id".to_string()),
                    Just("name".to_string()),
                    Just("sides".to_string()),
                    Just("faces".to_string()),
                    Just("value".to_string()),
                    Just("count".to_string()),
                    Just("cards".to_string()),
                    Just("total".to_string()),
                    Just("boxes".to_string()),
                    Just("start".to_string()),
                    Just("max".to_string()),
                    Just("min".to_string()),
                    "[a-z]{1,6}",
                ],
                inner,
                0..6
            )
            .prop_map(|m| serde_json::Value::Object(m.into_iter().collect())),
        ]
    })
}

/// A dice file of the right shape with numbers of any size.
fn dice_file() -> impl Strategy<Value = String> {
    (
        prop::option::of(any::<u32>()),
        prop::collection::vec(prop::option::of(any::<i64>()), 0..150),
    )
        .prop_map(|(sides, faces)| {
            let faces: Vec<String> = faces
                .iter()
                .map(|v| match v {
                    Some(v) => face(*v),
                    None => r#"{ "id": "s", "name": "s" }"#.to_string(),
                })
                .collect();
            match sides {
                Some(n) if faces.is_empty() => {
                    format!(r#"{{ "dice": [ {{ "id": "d", "name": "d", "sides": {n} }} ] }}"#)
                }
                _ => format!(
                    r#"{{ "dice": [ {{ "id": "d", "name": "d", "faces": [ {} ] }} ] }}"#,
                    faces.join(",")
                ),
            }
        })
}

/// Loads `trench-club` with the given player files, then plays with what loaded: a new game,
/// and exact odds for every die. Must not panic, and must take well under a second.
fn check(files: &[(&str, String)]) -> Result<(), TestCaseError> {
    let dir = tempfile::tempdir().expect("tmp");
    for (name, text) in files {
        write(dir.path(), "trench-club", name, text);
    }
    let start = Instant::now();
    let c = load(dir.path());
    if let Some(def) = c.game("trench-club") {
        prop_assert!(def.sides.len() <= limits::SIDES);
        let g = GameState::new(def, "f", 1, Utc::now());
        prop_assert!(
            g.table
                .decks
                .values()
                .all(|d| d.draw.len() <= limits::DECK_CARDS as usize)
        );
        for die in &def.dice {
            prop_assert!(die.side_count() <= limits::DIE_FACES);
            let spec = def
                .parse_spec(&format!("3x{}", die.key))
                .expect("its own die");
            let _ = odds::totals(&spec);
            let _ = odds::face_counts(&spec);
        }
    }
    prop_assert!(
        start.elapsed() < Duration::from_secs(1),
        "{:?}",
        start.elapsed()
    );
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn any_json_in_any_data_file_never_panics_the_loader(
        file in prop_oneof![
            Just("game.json"), Just("dice.json"), Just("phases.json"), Just("counters.json"),
            Just("tracks.json"), Just("decks.json"), Just("rules.json")
        ],
        value in any_json(),
    ) {
        check(&[(file, value.to_string())])?;
    }

    #[test]
    fn dice_files_with_numbers_of_any_size_never_panic_and_stay_bounded(text in dice_file()) {
        check(&[("dice.json", text)])?;
    }
}

/// Every number of a game's own data file (the built-in copy), one at a time, set to an
/// extreme: the loader reports or accepts it, and the game's resolvers then still answer
/// without panicking, in well under a second.
fn numbers(v: &serde_json::Value, path: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
    match v {
        serde_json::Value::Number(_) => out.push(path.clone()),
        serde_json::Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                path.push(i.to_string());
                numbers(x, path, out);
                path.pop();
            }
        }
        serde_json::Value::Object(o) => {
            for (k, x) in o {
                path.push(k.clone());
                numbers(x, path, out);
                path.pop();
            }
        }
        _ => {}
    }
}

fn set(v: &mut serde_json::Value, path: &[String], to: serde_json::Value) {
    let mut cur = v;
    for p in path {
        cur = match cur {
            serde_json::Value::Array(a) => match p.parse::<usize>().ok().and_then(|i| a.get_mut(i))
            {
                Some(x) => x,
                None => return,
            },
            serde_json::Value::Object(o) => match o.get_mut(p) {
                Some(x) => x,
                None => return,
            },
            _ => return,
        };
    }
    *cur = to;
}

const GAME_FILES: [(&str, &str); 25] = [
    ("asl-sk1", "ift.json"),
    ("asl-sk1", "cct.json"),
    ("asl-sk1", "weapons.json"),
    ("asl-sk1", "movement.json"),
    ("asl-sk1", "terrain.json"),
    ("asl-sk1", "sw.json"),
    ("asl-sk1", "leader-creation.json"),
    ("cc-great-war", "units.json"),
    ("cc-great-war", "terrain.json"),
    ("cc-great-war", "turn.json"),
    ("cc-great-war", "modifiers.json"),
    ("cc-great-war", "template.json"),
    ("cc-great-war", "card_rolls.json"),
    ("cc-great-war", "dice.json"),
    ("tide-of-iron", "compass.json"),
    ("tide-of-iron", "units.json"),
    ("tide-of-iron", "scenarios.json"),
    ("trench-club", "units.json"),
    ("trench-club", "dice_sheet.json"),
    ("trench-club", "scatter.json"),
    ("trench-club", "economy.json"),
    ("we-were-brothers", "dice.json"),
    ("we-were-brothers", "weapons.json"),
    ("we-were-brothers", "numbers.json"),
    ("we-were-brothers", "squads.json"),
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn an_extreme_number_in_a_games_own_file_never_panics_its_resolvers(
        file in 0..GAME_FILES.len(),
        pick in any::<prop::sample::Index>(),
        extreme in prop_oneof![
            Just(serde_json::json!(0)),
            Just(serde_json::json!(-1)),
            Just(serde_json::json!(1_000_000_000)),
            Just(serde_json::json!(-1_000_000_000)),
            Just(serde_json::json!(i64::MAX)),
            Just(serde_json::json!(u64::MAX)),
            Just(serde_json::json!(0.5)),
            Just(serde_json::json!(1e300)),
        ],
    ) {
        let (game, name) = GAME_FILES[file];
        let root = env!("CARGO_MANIFEST_DIR");
        let text = fs::read_to_string(format!("{root}/data/{game}/{name}")).expect("built-in");
        let mut v: serde_json::Value = serde_json::from_str(&text).expect("json");
        let mut all = vec![];
        numbers(&v, &mut vec![], &mut all);
        prop_assume!(!all.is_empty());
        set(&mut v, &all[pick.index(all.len())], extreme);
        let home = tempfile::tempdir().expect("tmp");
        let paths = adjutant::store::Paths::at(home.path());
        write(&paths.user_data(), game, name, &v.to_string());
        let start = Instant::now();
        let commands: &[&[&str]] = match game {
            "asl-sk1" => &[
                &["resolve", "asl-sk1", "ift", "--fp", "8", "--drm", "1", "--dice", "2,3", "--json"],
                &["resolve", "asl-sk1", "mc", "--morale", "7", "--drm", "1", "--dice", "2,3"],
                &["odds", "asl-sk1", "ift", "--fp", "8", "--drm", "1"],
            ],
            "cc-great-war" => &[
                &["resolve", "cc-great-war", "battle", "--unit", "infantry", "--range", "2",
                  "--target-terrain", "trench", "--dice", "soldier,burst", "--json"],
                &["odds", "cc-great-war", "battle", "--unit", "infantry", "--range", "2"],
            ],
            "tide-of-iron" => &[
                &["resolve", "tide-of-iron", "drift", "--spotting", "normal", "--dice", "3,3",
                  "--json"],
                &["resolve", "tide-of-iron", "attack", "--fp", "4", "--range", "1",
                  "--distance", "1", "--seed", "3", "--json"],
                &["odds", "tide-of-iron", "attack", "--fp", "4", "--range", "1",
                  "--distance", "1"],
            ],
            "trench-club" => &[
                &["resolve", "trench-club", "battle", "--attacker", "armoured-car",
                  "--defender", "infantry", "--seed", "3", "--json"],
                &["odds", "trench-club", "battle", "--attacker", "armoured-car",
                  "--defender", "infantry"],
                &["resolve", "trench-club", "scatter", "--seed", "3"],
            ],
            _ => &[
                &["resolve", "we-were-brothers", "fire", "--weapon", "example-card",
                  "--range", "5", "--seed", "3", "--json"],
                &["odds", "we-were-brothers", "fire", "--weapon", "example-card",
                  "--range", "5"],
                &["resolve", "we-were-brothers", "grenade", "--distance", "2", "--seed", "3"],
            ],
        };
        for args in commands {
            let mut out = Vec::new();
            let mut err = Vec::new();
            let code = adjutant::cli::run_in(
                &paths,
                std::iter::once("adjutant").chain(args.iter().copied()),
                &mut out,
                &mut err,
            );
            prop_assert!(code == 0 || code == 2, "{game}/{name}: exit {code}");
        }
        prop_assert!(start.elapsed() < Duration::from_secs(2), "{:?}", start.elapsed());
    }
}

/// An accent colour that is not `#rrggbb` is reported by file and field, and the built-in
/// `game.json` (with its own accent) is used.
#[test]
fn a_bad_accent_colour_is_reported_by_file_and_field() {
    let builtin = adjutant::games::embedded_content();
    let original = builtin.game("tide-of-iron").expect("toi").clone();
    let embedded: serde_json::Value =
        serde_json::from_str(include_str!("../data/tide-of-iron/game.json")).expect("json");
    for (field, bad) in [
        ("accent", "steelblue"),
        ("accent", "#12345"),
        ("accent_dark", "#12345g"),
        ("accent_dark", "9ec4e6"),
    ] {
        let dir = tempfile::tempdir().expect("tmp");
        let mut v = embedded.clone();
        v[field] = serde_json::Value::String(bad.into());
        write(dir.path(), "tide-of-iron", "game.json", &v.to_string());
        let c = load(dir.path());
        assert!(
            reported(&c, "tide-of-iron/game.json", field),
            "{field} = {bad}: {:?}",
            c.problems
        );
        let g = c.game("tide-of-iron").expect("built-in copy used");
        assert_eq!(g.accent, original.accent);
        assert_eq!(g.accent_dark, original.accent_dark);
    }
    // A good one is used as it is.
    let dir = tempfile::tempdir().expect("tmp");
    let mut v = embedded.clone();
    v["accent"] = serde_json::Value::String("#123456".into());
    write(dir.path(), "tide-of-iron", "game.json", &v.to_string());
    let c = load(dir.path());
    assert!(c.problems.is_empty(), "{:?}", c.problems);
    assert_eq!(
        c.game("tide-of-iron").expect("toi").accent.as_deref(),
        Some("#123456")
    );
}
