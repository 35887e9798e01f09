//! The command line, run in-process and as the real binary.

mod common;
use common::{json, run};

use serde_json::Value;

#[test]
fn roll_with_seed_is_reproducible_json() {
    let (code, out, err) = run(&["roll", "2d6", "--seed", "7", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).expect("json");
    assert_eq!(v["spec"], "2d6");
    assert_eq!(v["seed"], 7);
    assert_eq!(v["source"], "app");
    let dice = v["dice"].as_array().expect("dice");
    assert_eq!(dice.len(), 2);
    let sum: i64 = dice
        .iter()
        .map(|d| d["value"].as_i64().expect("value"))
        .sum();
    assert!(
        dice.iter()
            .all(|d| (1..=6).contains(&d["value"].as_i64().unwrap_or(0)))
    );
    assert_eq!(v["total"].as_i64(), Some(sum));
    let (_, again, _) = run(&["roll", "2d6", "--seed", "7", "--json"]);
    assert_eq!(out, again);
}

#[test]
fn odds_2d6_are_36ths_summing_to_one() {
    let (code, out, err) = run(&["odds", "2d6", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).expect("json");
    assert_eq!(v["outcomes"], 36);
    let dist = v["total"]["distribution"].as_array().expect("distribution");
    assert_eq!(dist.len(), 11);
    assert!(dist.iter().all(|d| d["den"] == 36));
    let nums: u64 = dist.iter().map(|d| d["num"].as_u64().expect("num")).sum();
    assert_eq!(nums, 36);
    let p: f64 = dist.iter().map(|d| d["p"].as_f64().expect("p")).sum();
    assert!((p - 1.0).abs() < 1e-12);
    assert_eq!(dist[5]["value"], 7);
    assert_eq!(dist[5]["num"], 6);
}

#[test]
fn game_dice_roll_by_hand_and_odds() {
    let (code, out, err) = run(&[
        "roll",
        "3xcc-great-war:battle",
        "--dice",
        "soldier,burst,hq",
        "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).expect("json");
    assert_eq!(v["source"], "hand");
    assert_eq!(v["counts"]["soldier"], 1);
    assert_eq!(v["total"], Value::Null);
    let (code, out, _) = run(&["odds", "2xcc-great-war:battle", "--json"]);
    assert_eq!(code, 0);
    let v: Value = serde_json::from_str(&out).expect("json");
    assert_eq!(v["outcomes"], 36);
    let faces = v["faces"].as_array().expect("faces");
    let soldier = faces
        .iter()
        .find(|f| f["face"] == "soldier")
        .expect("soldier");
    // Two of six sides: P(no soldier on 2 dice) = 16/36.
    assert_eq!(soldier["distribution"][0]["num"], 16);
}

/// The hand-entry hint says "soldato,bandiera": the faces' names in either language are
/// taken as well as their ids, and a face that is neither is still refused by name.
#[test]
fn dice_by_hand_take_the_faces_names_in_either_language() {
    for (lang, dice) in [
        ("it", "soldato,Bandiera,hq"),
        ("en", "Soldier,flag,HQ"),
        ("en", "soldato,bandiera,hq"),
        ("it", "soldier,flag,hq"),
    ] {
        let (code, out, err) = run(&[
            "roll",
            "3xcc-great-war:battle",
            "--dice",
            dice,
            "--lang",
            lang,
            "--json",
        ]);
        assert_eq!(code, 0, "{lang} {dice}: {err}");
        let v: Value = serde_json::from_str(&out).expect("json");
        let faces: Vec<&str> = v["dice"]
            .as_array()
            .expect("dice")
            .iter()
            .filter_map(|d| d["face"].as_str())
            .collect();
        assert_eq!(faces, ["soldier", "flag", "hq"], "{lang} {dice}");
    }
    let (code, _, err) = run(&[
        "roll",
        "2xcc-great-war:battle",
        "--dice",
        "soldato,cavallo",
        "--lang",
        "it",
    ]);
    assert_ne!(code, 0);
    assert!(err.contains("cavallo"), "{err}");
}

#[test]
fn bad_arguments_name_the_bad_part() {
    let (code, _, err) = run(&["roll", "2d7"]);
    assert_ne!(code, 0);
    assert!(err.contains("d7"), "{err}");
    let (code, _, err) = run(&["roll", "2d6", "--dice", "3,9"]);
    assert_ne!(code, 0);
    assert!(err.contains("'9'"), "{err}");
    let (code, _, err) = run(&["roll", "2d6", "--seed", "abc"]);
    assert_ne!(code, 0);
    assert!(err.contains("--seed"), "{err}");
    let (code, _, err) = run(&["frobnicate"]);
    assert_ne!(code, 0);
    assert!(err.contains("frobnicate"), "{err}");
    let (code, _, err) = run(&["odds", "2d6", "--lang", "de"]);
    assert_ne!(code, 0);
    assert!(err.contains("'de'"), "{err}");
}

#[test]
fn help_and_games_list() {
    let (code, out, _) = run(&["--help"]);
    assert_eq!(code, 0);
    for cmd in ["games", "roll", "odds"] {
        assert!(out.contains(cmd), "{out}");
    }
    let (code, out, _) = run(&["games", "--json"]);
    assert_eq!(code, 0);
    let v: Value = serde_json::from_str(&out).expect("json");
    let ids: Vec<&str> = v["games"]
        .as_array()
        .expect("games")
        .iter()
        .filter_map(|g| g["id"].as_str())
        .collect();
    for id in [
        "asl-sk1",
        "cc-great-war",
        "tide-of-iron",
        "trench-club",
        "we-were-brothers",
    ] {
        assert!(ids.contains(&id), "{ids:?}");
    }
}

#[test]
fn text_output_follows_lang() {
    let (code, out, _) = run(&["odds", "2d6", "--lang", "it"]);
    assert_eq!(code, 0);
    assert!(out.contains("esiti ugualmente probabili"), "{out}");
    let (_, out, _) = run(&["roll", "2d6", "--seed", "1", "--lang", "en"]);
    assert!(out.starts_with("2d6: "), "{out}");
}

/// A spec mixing numbered and symbol dice has no total, but the odds still give the total of
/// its numbered dice, as the tray does.
#[test]
fn mixed_spec_odds_give_the_numbered_dice_total() {
    let (code, out, err) = run(&["odds", "2d6+3xcc-great-war:battle", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).expect("json");
    assert_eq!(v["total"], Value::Null);
    assert_eq!(v["outcomes"], 36 * 216);
    let n = &v["numbered_total"];
    assert_eq!(n["spec"], "2d6");
    assert_eq!(n["mean"], 7.0);
    let seven = n["distribution"]
        .as_array()
        .expect("distribution")
        .iter()
        .find(|o| o["value"] == 7)
        .expect("7");
    assert_eq!(
        (seven["num"].clone(), seven["den"].clone()),
        (6.into(), 36.into())
    );
    // Only numbered dice: the plain total, no second one.
    let (_, out, _) = run(&["odds", "2d6", "--json"]);
    let v: Value = serde_json::from_str(&out).expect("json");
    assert_eq!(v["numbered_total"], Value::Null);
    // The text output names it too.
    let (code, out, _) = run(&["odds", "1d6+cc-great-war:battle", "--lang", "en"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("Total of the numbered dice, 1d6 (average 3.50):"),
        "{out}"
    );
}

/// Errors say "error:" once; what the player typed comes back without control characters
/// and cut to a readable length.
#[test]
fn errors_are_prefixed_once_and_echo_input_cleanly() {
    let (code, _, err) = run(&["resolve", "asl-sk1", "ift", "--fp", "x"]);
    assert_eq!(code, 2);
    assert!(err.starts_with("error: "), "{err}");
    assert!(!err.contains("error: error:"), "{err}");
    let hostile = format!("\u{1b}[31m{}", "d6".repeat(5000));
    let (code, _, err) = run(&["roll", &hostile]);
    assert_eq!(code, 2);
    assert!(!err.contains('\u{1b}'), "a terminal escape was echoed");
    assert!(
        err.lines().all(|l| l.chars().count() <= 210),
        "a line of {} characters",
        err.lines().map(|l| l.chars().count()).max().unwrap_or(0)
    );
}

/// Counts shown to players are exact, also beyond what a float holds (2^53).
#[test]
fn large_counts_are_shown_exactly() {
    let (code, out, err) = run(&["odds", "24d6"]);
    assert_eq!(code, 0, "{err}");
    // Grouped by thousands, as English writes a count.
    assert!(out.contains("4,738,381,338,321,616,896"), "{out}");
    assert!(!out.contains("4,738,381,338,321,617,000"), "{out}");
}

/// Without a desktop session the app says so and exits with 1, instead of panicking.
#[test]
fn no_display_is_a_clear_error_not_a_panic() {
    let home = tempfile::tempdir().expect("tempdir");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_adjutant"))
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env_remove("WAYLAND_SOCKET")
        .env("ADJUTANT_HOME", home.path())
        .output()
        .expect("runs");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("no desktop session"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}

/// A display that is named but not there (no X server on it, no Wayland compositor at that
/// socket) is the same clear error and exit 1 as no display at all, never a panic (issue 27,
/// item 7).
#[test]
fn an_unreachable_display_is_a_clear_error_not_a_panic() {
    let home = tempfile::tempdir().expect("tempdir");
    // An X display number nothing listens on.
    let free = (99..400)
        .find(|n| !std::path::Path::new(&format!("/tmp/.X11-unix/X{n}")).exists())
        .expect("a free display number");
    let x11 = std::process::Command::new(env!("CARGO_BIN_EXE_adjutant"))
        .env("DISPLAY", format!(":{free}"))
        .env_remove("WAYLAND_DISPLAY")
        .env_remove("WAYLAND_SOCKET")
        .env("ADJUTANT_HOME", home.path())
        .output()
        .expect("runs");
    let wayland = std::process::Command::new(env!("CARGO_BIN_EXE_adjutant"))
        .env_remove("DISPLAY")
        .env("WAYLAND_DISPLAY", "adjutant-no-such-compositor")
        .env("XDG_RUNTIME_DIR", home.path())
        .env_remove("WAYLAND_SOCKET")
        .env("ADJUTANT_HOME", home.path())
        .output()
        .expect("runs");
    for (out, var) in [(x11, "DISPLAY"), (wayland, "WAYLAND_DISPLAY")] {
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{err}");
        assert!(err.contains("cannot be reached"), "{err}");
        assert!(err.contains(var), "{err}");
        assert!(!err.contains("panicked"), "{err}");
    }
}

/// A `WAYLAND_SOCKET` that names no usable socket (not a number, not open, not a socket) is
/// the same clear error and exit 1, never a panic (issue 38, item 7).
#[test]
fn an_unusable_wayland_socket_is_a_clear_error_not_a_panic() {
    let home = tempfile::tempdir().expect("tempdir");
    for value in ["not-a-number", "987", "0"] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_adjutant"))
            .env_remove("DISPLAY")
            .env_remove("WAYLAND_DISPLAY")
            .env("WAYLAND_SOCKET", value)
            .env("ADJUTANT_HOME", home.path())
            .stdin(std::process::Stdio::null())
            .output()
            .expect("runs");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{value}: {err}");
        assert!(err.contains("WAYLAND_SOCKET"), "{err}");
        assert!(!err.contains("panicked"), "{err}");
    }
}

/// Numbers and names the rules bound are refused, naming the argument, with exit 2, instead
/// of being accepted or ignored (issue 27, item 9).
#[test]
fn out_of_range_and_unknown_game_values_are_refused_by_name() {
    let cases: [(&[&str], &str); 10] = [
        (
            &[
                "resolve",
                "cc-great-war",
                "battle",
                "--unit",
                "infantry",
                "--range",
                "1",
                "--retreat-room",
                "1000000000",
            ],
            "--retreat-room",
        ),
        (
            &[
                "resolve",
                "cc-great-war",
                "battle",
                "--unit",
                "infantry",
                "--range",
                "1",
                "--target-unit",
                "NaN",
                "--seed",
                "1",
            ],
            "--target-unit",
        ),
        (
            &[
                "odds",
                "cc-great-war",
                "battle",
                "--unit",
                "infantry",
                "--range",
                "1",
                "--target-unit",
                "NaN",
            ],
            "--target-unit",
        ),
        (
            &[
                "resolve",
                "cc-great-war",
                "battle",
                "--unit",
                "infantry",
                "--range",
                "1",
                "--figures",
                "1000000000",
                "--seed",
                "1",
            ],
            "--figures",
        ),
        (
            &[
                "resolve",
                "trench-club",
                "battle",
                "--attacker",
                "infantry",
                "--defender",
                "infantry",
                "--attacker-xp",
                "1000000000",
                "--seed",
                "1",
            ],
            "--attacker-xp",
        ),
        (
            &[
                "odds",
                "trench-club",
                "battle",
                "--attacker",
                "infantry",
                "--defender",
                "infantry",
                "--defender-xp",
                "1000000000",
            ],
            "--defender-xp",
        ),
        (
            &["resolve", "trench-club", "scatter", "--xp", "1000000000"],
            "--xp",
        ),
        (
            &[
                "resolve",
                "trench-club",
                "automa",
                "impacts",
                "--unit",
                "infantry",
                "--xp",
                "1000000000",
            ],
            "--xp",
        ),
        (
            &[
                "resolve",
                "trench-club",
                "automa",
                "force",
                "--nation",
                "NaN",
            ],
            "--nation",
        ),
        (
            &[
                "odds",
                "trench-club",
                "battle",
                "--attacker",
                "infantry",
                "--defender",
                "infantry",
                "--red",
                "zzz",
            ],
            "--red",
        ),
    ];
    for (args, named) in cases {
        let (code, out, err) = run(args);
        assert_eq!(code, 2, "{args:?}: {out}{err}");
        assert!(err.contains(named), "{args:?}: {err}");
        assert!(out.is_empty(), "{args:?}: {out}");
    }
    // The values the rules allow still work.
    for args in [
        &[
            "resolve",
            "cc-great-war",
            "battle",
            "--unit",
            "infantry",
            "--range",
            "1",
            "--target-unit",
            "mg",
            // A machine gun has 4 figures: 5 only with an explosives specialist, who joins
            // infantry only (L152-154, L629, L638), so 5 here is refused (issue 22).
            "--figures",
            "4",
            "--seed",
            "1",
        ][..],
        &[
            "resolve",
            "trench-club",
            "scatter",
            "--xp",
            "99",
            "--seed",
            "1",
        ],
        &[
            "resolve",
            "trench-club",
            "automa",
            "force",
            "--nation",
            "france",
        ],
        &[
            "odds",
            "trench-club",
            "battle",
            "--attacker",
            "infantry",
            "--defender",
            "infantry",
        ],
    ] {
        let (code, _, err) = run(args);
        assert_eq!(code, 0, "{args:?}: {err}");
    }
}

/// A resolver's text answer says what its JSON's basis says: an answer resting on an estimate
/// is marked on its first line and says so under it, in the player's language (issue 39).
#[test]
fn a_text_answer_shows_the_estimate_mark_its_json_carries() {
    let battle = [
        "resolve",
        "trench-club",
        "battle",
        "--attacker",
        "infantry",
        "--defender",
        "infantry",
        "--seed",
        "3",
    ];
    let (code, out, err) = run(&battle);
    assert_eq!(code, 0, "{err}");
    let first = out.lines().next().unwrap_or_default();
    assert!(first.ends_with("[estimated value]"), "{out}");
    assert!(
        out.contains("are estimates the rulebook does not give"),
        "{out}"
    );
    // The same answer as the JSON's: same seed, same hits.
    let v = json(&[&battle[..], &["--json"]].concat());
    assert_eq!(v["verified"], false);
    let hits = v["defender_result"]["hits_taken"].as_u64().expect("hits");
    assert!(first.contains(&format!("{hits} hit")), "{first} vs {hits}");
    // An answer with no estimate is unchanged.
    let (_, out, _) = run(&[
        "resolve",
        "cc-great-war",
        "battle",
        "--unit",
        "infantry",
        "--range",
        "2",
        "--dice",
        "soldier,flag",
    ]);
    assert!(!out.contains('['), "{out}");
}

/// Every resolver's `--help` opens with what it resolves in a player's words, never a code
/// comment, and its usage names the whole command (issue 39).
#[test]
fn every_resolvers_help_says_what_it_resolves() {
    let games = [
        (
            "cc-great-war",
            vec![
                "battle",
                "big-show",
                "three-on-a-match",
                "replacements",
                "advance-over-the-top",
                "artillery",
                "nml",
            ],
        ),
        ("trench-club", vec!["battle", "scatter", "automa"]),
        ("asl-sk1", adjutant::games::asl_sk1::cli::RESOLVERS.to_vec()),
        (
            "tide-of-iron",
            adjutant::games::tide_of_iron::cli::RESOLVERS.to_vec(),
        ),
        (
            "we-were-brothers",
            adjutant::games::we_were_brothers::cli::ROLLS.to_vec(),
        ),
    ];
    for (game, rolls) in games {
        for r in rolls {
            let (code, out, err) = run(&["resolve", game, r, "--help"]);
            assert_eq!(code, 0, "{game} {r}: {err}");
            let first = out.lines().next().unwrap_or_default();
            for internal in [
                "as command-line arguments",
                "the flag beside it",
                "(R",
                "L4",
                "L9",
            ] {
                assert!(!first.contains(internal), "{game} {r}: {first}");
            }
            assert!(!first.starts_with("Usage"), "{game} {r}: no description");
            assert!(
                out.contains(&format!("Usage: adjutant resolve {game} {r}")),
                "{game} {r}: {out}"
            );
        }
    }
}

/// Each resolver writes its text's basis from its one answer (no second run, issue 39): the
/// mark on the first line and the `* ` lines under it say what its JSON's basis says, with the
/// dice given as with the app rolling.
#[test]
fn every_games_text_answer_carries_the_basis_of_its_json() {
    let asked: [&[&str]; 10] = [
        &["asl-sk1", "nmc", "--morale", "7", "--dice", "2,3"],
        &["asl-sk1", "smoke", "--exponent", "2", "--dr", "1"],
        &[
            "tide-of-iron",
            "drift",
            "--spotting",
            "normal",
            "--dice",
            "3,3",
        ],
        &["tide-of-iron", "contact", "--x", "3", "--dice", "4"],
        &[
            "cc-great-war",
            "artillery",
            "--strength",
            "4",
            "--dice",
            "2,2,6,6",
        ],
        &[
            "cc-great-war",
            "battle",
            "--unit",
            "infantry",
            "--range",
            "2",
            "--dice",
            "soldier,flag",
        ],
        &["trench-club", "scatter", "--xp", "0", "--dice", "5"],
        &[
            "trench-club",
            "battle",
            "--attacker",
            "infantry",
            "--defender",
            "infantry",
            "--seed",
            "3",
        ],
        &["we-were-brothers", "close-combat", "--dice", "killed"],
        &[
            "we-were-brothers",
            "grenade",
            "--distance",
            "2",
            "--dice",
            "grey=ok,blue=4",
        ],
    ];
    let mut marked = 0;
    for args in asked {
        let mut all = vec!["resolve"];
        all.extend_from_slice(args);
        let (code, text, err) = run(&all);
        assert_eq!(code, 0, "{args:?}: {err}");
        all.push("--json");
        let v = json(&all);
        let n = |k: &str| v[k].as_array().map_or(0, Vec::len);
        let (readings, estimates) = (n("readings"), n("unverified"));
        let first = text.lines().next().unwrap_or_default();
        let rests = readings + estimates > 0;
        assert_eq!(first.ends_with(']'), rests, "{args:?}: {text}");
        let notes = text.lines().filter(|l| l.starts_with("* ")).count();
        assert_eq!(
            notes,
            readings + usize::from(estimates > 0),
            "{args:?}: {text}"
        );
        marked += usize::from(rests);
    }
    assert!(
        marked >= 6,
        "only {marked} answers rest on a reading or an estimate"
    );
}

/// An ASL roll answers to the name `play` and the phones give it as to the resolver's own
/// (issue 39): one roll, one name in every door.
#[test]
fn asl_rolls_answer_to_plays_names_too() {
    for (own, plays, args) in [
        (
            "cc",
            "close-combat",
            &["--attacker-fp", "8", "--defender-fp", "4", "--dice", "3,3"][..],
        ),
        ("mc", "morale", &["--morale", "7", "--dice", "2,3"][..]),
        ("ift", "fire", &["--fp", "4", "--dice", "3,4"][..]),
        (
            "random",
            "random-pick",
            &["--candidate", "A", "--candidate", "B", "--dice", "2,5"][..],
        ),
    ] {
        let answer = |name: &str| {
            let mut all = vec!["resolve", "asl-sk1", name];
            all.extend_from_slice(args);
            let (code, out, err) = run(&all);
            assert_eq!(code, 0, "{name}: {err}");
            out
        };
        assert_eq!(answer(own), answer(plays), "{own} / {plays}");
    }
    let (_, help, _) = run(&["resolve", "asl-sk1", "close-combat", "--help"]);
    assert!(
        help.contains("Usage: adjutant resolve asl-sk1 cc"),
        "{help}"
    );
}
