//! We Were Brothers' rolls go by one name everywhere (issue 39): `adjutant resolve`'s
//! resolver, the roll `play do resolve` takes, the phone's form; the names they had before
//! are still read. And `play`'s `dice=` names the faces as `resolve --dice` does.

mod common;
use common::cli_play::{act, files, json, run};

use adjutant::games::we_were_brothers::cli::ROLLS;
use serde_json::Value;

const GAME: &str = "we-were-brothers";

/// Every variant name of the externally tagged enum `name` in `defs`.
fn variant_names(defs: &Value, name: &str) -> Vec<String> {
    let e = &defs[name];
    let mut out = vec![];
    for b in e["oneOf"].as_array().into_iter().flatten() {
        if let Some(s) = b["const"].as_str() {
            out.push(s.to_string());
        }
        for s in b["enum"].as_array().into_iter().flatten() {
            out.extend(s.as_str().map(String::from));
        }
        if let Some(p) = b["properties"].as_object()
            && p.len() == 1
        {
            out.extend(p.keys().cloned());
        }
    }
    out
}

#[test]
fn a_roll_has_the_same_name_in_resolve_and_in_play() {
    let schema = serde_json::to_value(schemars::schema_for!(
        adjutant::games::we_were_brothers::rolls::Roll
    ))
    .expect("schema");
    let defs = &schema["$defs"];
    let mut in_play: Vec<String> = ["CombatRoll", "BlastRoll", "CareRoll"]
        .iter()
        .flat_map(|e| variant_names(defs, e))
        .collect();
    in_play.sort();
    // `level` is a lookup without dice: `resolve` alone has it.
    let mut in_resolve: Vec<String> = ROLLS
        .iter()
        .filter(|r| **r != "level")
        .map(|r| r.to_string())
        .collect();
    in_resolve.sort();
    assert_eq!(in_play, in_resolve);
}

/// A new game's id.
fn new_game(home: &std::path::Path) -> String {
    let v = json(home, &["play", "new", GAME, "--seed", "3", "--json"]);
    v["save"].as_str().expect("save").to_string()
}

/// `resolve we-were-brothers <args> --json`'s answer.
fn resolved(home: &std::path::Path, args: &[&str]) -> String {
    let mut all = vec!["resolve", GAME];
    all.extend_from_slice(args);
    all.push("--json");
    let v = json(home, &all);
    v["answer"].as_str().expect("answer").to_string()
}

#[test]
fn play_takes_resolves_names_and_faces_and_still_reads_the_old_ones() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let s = new_game(h);
    // The close-combat blow by its resolver's name, its Yellow die named by its face.
    let want = resolved(h, &["close-combat", "--dice", "killed"]);
    let d = act(
        h,
        &s,
        &[
            "resolve",
            r#"roll={"combat":{"close-combat":{}}}"#,
            "dice=killed",
        ],
    );
    assert_eq!(d["card"]["outcome"], want.as_str(), "{d}");
    assert_eq!(d["card"]["kind"], "close-combat");
    // The same roll by its old name, its die by the side's number, as before.
    let d = act(
        h,
        &s,
        &["resolve", r#"roll={"combat":{"blow":{}}}"#, "dice=5"],
    );
    assert_eq!(d["card"]["kind"], "close-combat");
    // Two dice, each after its colour, as `resolve --dice` takes them.
    let want = resolved(
        h,
        &["grenade", "--distance", "2", "--dice", "grey=ok,blue=4"],
    );
    let d = act(
        h,
        &s,
        &[
            "resolve",
            r#"roll={"blast":{"grenade":{"distance":2}}}"#,
            "dice=grey=ok,blue=4",
        ],
    );
    assert_eq!(d["card"]["outcome"], want.as_str(), "{d}");
    // Field by field through the roll's new name.
    let d = act(
        h,
        &s,
        &["resolve", "roll.blast.grenade.distance=2", "dice=ok,blue=4"],
    );
    assert_eq!(d["card"]["outcome"], want.as_str(), "{d}");
    // The old names of the other renamed rolls still read.
    for old in [
        r#"{"blast":{"throw":{"distance":1}}}"#,
        r#"{"care":{"deteriorate":{}}}"#,
        r#"{"blast":"building"}"#,
    ] {
        let (code, _, err) = run(
            h,
            &[
                "play",
                &s,
                "do",
                "resolve",
                &format!("roll={old}"),
                "--json",
            ],
        );
        assert_eq!(code, 0, "{old}: {err}");
    }
    // The journal writes the roll by its one name.
    let (_, log, _) = run(h, &["play", &s, "log"]);
    assert!(!log.is_empty());
    let journal: String = files(h)
        .values()
        .map(|b| String::from_utf8_lossy(b).into_owned())
        .collect();
    assert!(journal.contains("\"close-combat\""), "{journal}");
    assert!(journal.contains("\"deterioration\""));

    // A face the die does not have: refused, naming the argument, the die and the face;
    // nothing written.
    let before = files(h);
    for (dice, named) in [
        ("dice=banana", ["dice", "banana", "yellow"]),
        ("dice=blue=4", ["dice", "blue", "yellow"]),
        ("dice=ok,ok", ["dice", "1 dice", "2 given"]),
    ] {
        let (code, out, err) = run(
            h,
            &[
                "play",
                &s,
                "do",
                "resolve",
                r#"roll={"combat":{"close-combat":{}}}"#,
                dice,
            ],
        );
        assert_ne!(code, 0, "{dice}");
        assert!(out.is_empty(), "{out}");
        for n in named {
            assert!(err.contains(n), "{dice}: {err} lacks {n}");
        }
        assert_eq!(files(h), before, "{dice}");
    }
}
