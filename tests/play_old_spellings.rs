//! The games' own choices are written in kebab-case (issue 39: `nmc` beside `own`, never
//! `Nmc`), and a save written before, with the old spellings (`Nmc`, `Pinned`, `{"Add":…}`,
//! `{"Dice":…}`), still loads as the same table. The old saves are made here from new ones:
//! each journal record's values spelled the old way, its checksum written again.

mod common;
use common::cli_play::{act, json, run, show};

use std::path::Path;

/// Spells the values of the save's journal the old way (each `(new, old)` text, quotes
/// included, replaced), each record's checksum written again as the journal writes it; how
/// many values were changed.
fn spell_old(home: &Path, save: &str, words: &[(&str, &str)]) -> usize {
    let path = home.join("saves").join(format!("{save}.journal"));
    let text = std::fs::read_to_string(&path).expect("journal");
    let mut changed = 0;
    let mut out = vec![];
    for line in text.split('\n') {
        let Some((body, _sum)) = line.rsplit_once(" #") else {
            out.push(line.to_string());
            continue;
        };
        let mut body = body.to_string();
        for (new, old) in words {
            changed += body.matches(new).count();
            body = body.replace(new, old);
        }
        let sum = crc32fast::hash(body.as_bytes());
        out.push(format!("{body} #{sum:08x}"));
    }
    std::fs::write(&path, out.join("\n")).expect("write");
    changed
}

/// A game of `game` with `actions` taken, its `show` before and after its journal is spelled
/// the old way: the same table.
fn same_after_old_spelling(game: &str, actions: &[&[&str]], words: &[(&str, &str)]) {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let v = json(h, &["play", "new", game, "--seed", "4", "--json"]);
    let save = v["save"].as_str().expect("save").to_string();
    for a in actions {
        act(h, &save, a);
    }
    let before = show(h, &save, None);
    let changed = spell_old(h, &save, words);
    assert!(
        changed >= words.len(),
        "{game}: only {changed} values respelt"
    );
    let (code, _, err) = run(h, &["play", &save, "show", "--json"]);
    assert_eq!(code, 0, "{game}: {err}");
    assert_eq!(show(h, &save, None), before, "{game}");
    // And the game goes on from it.
    let (code, _, err) = run(h, &["play", &save, "undo"]);
    assert_eq!(code, 0, "{game}: {err}");
}

#[test]
fn tide_of_iron_saves_with_the_old_spellings_still_load() {
    same_after_old_spelling(
        "tide-of-iron",
        &[
            &["roster", r#"{"add":{"name":"Rifle squad","side":"usa"}}"#],
            &["roster", r#"{"condition":[1,"pinned"]}"#],
            &["roster", r#"{"fort":[1,"entrenched"]}"#],
            &["drift", "side=0", "spotting=normal", "dice=3,3"],
        ],
        &[
            (r#"{"add":{"#, r#"{"Add":{"#),
            (r#"{"condition":["#, r#"{"Condition":["#),
            (r#""pinned""#, r#""Pinned""#),
            (r#"{"fort":["#, r#"{"Fort":["#),
            (r#""entrenched""#, r#""Entrenched""#),
            (r#""spotting":"normal""#, r#""spotting":"Normal""#),
        ],
    );
}

#[test]
fn asl_saves_with_the_old_spellings_still_load() {
    same_after_old_spelling(
        "asl-sk1",
        &[
            &[
                "fire",
                r#"{"items":[{"kind":"half-squad","fp":3}],"fire_type":"prep","tem":1}"#,
                "3,4",
            ],
            &["morale", r#"{"kind":"nmc","morale":7}"#, "2,3"],
            &["set-settings", "below_one=first-column"],
        ],
        &[
            (r#""half-squad""#, r#""HalfSquad""#),
            (r#""prep""#, r#""Prep""#),
            (r#""nmc""#, r#""Nmc""#),
            (r#""first-column""#, r#""FirstColumn""#),
        ],
    );
}

#[test]
fn trench_club_saves_with_the_old_spellings_still_load() {
    same_after_old_spelling(
        "trench-club",
        &[&[
            "battle",
            "situation.attacker.unit=infantry",
            "situation.defender.unit=infantry",
            "situation.close=true",
            r#"attack={"dice":{"base":[6,6,1],"red":[]}}"#,
            r#"back={"hits":1}"#,
        ]],
        &[
            (r#"{"dice":{"base""#, r#"{"Dice":{"base""#),
            (r#"{"hits":"#, r#"{"Hits":"#),
        ],
    );
}

#[test]
fn we_were_brothers_saves_with_the_old_roll_names_still_load() {
    same_after_old_spelling(
        "we-were-brothers",
        &[
            &[
                "resolve",
                r#"roll={"combat":{"close-combat":{}}}"#,
                "dice=killed",
            ],
            &[
                "resolve",
                r#"roll={"blast":{"grenade":{"distance":2}}}"#,
                "dice=ok,blue=4",
            ],
            &["resolve", r#"roll={"care":{"deterioration":{}}}"#, "dice=2"],
        ],
        &[
            (r#"{"close-combat":"#, r#"{"blow":"#),
            (r#"{"grenade":"#, r#"{"throw":"#),
            (r#"{"deterioration":"#, r#"{"deteriorate":"#),
        ],
    );
}
