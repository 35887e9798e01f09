//! `adjutant resolve asl-sk1 …` and `adjutant odds asl-sk1 …` through the real binary.

mod common;
use common::{json, run};

use serde_json::Value;

/// The issue's own example, which is PFPh example 1 (L808-812): 19 FP, +4, dice 2 and 4.
#[test]
fn ift_issue_example_l808() {
    let v = json(&[
        "resolve", "asl-sk1", "ift", "--fp", "19", "--drm", "4", "--dice", "2,4", "--json",
    ]);
    assert_eq!(v["column"], 16);
    assert_eq!(v["original_dr"], 6);
    assert_eq!(v["final_dr"], 10);
    assert_eq!(v["result"], "NMC");
    assert_eq!(v["cower_columns"], 0);
    assert_eq!(v["rof"], Value::Null);
    assert_eq!(v["breakdown"], false);
}

/// PFPh example 3 (L830-837): 10 FP, Inexperienced, doubles 2+2: two columns to the 4.
#[test]
fn ift_double_cowering_and_fractions() {
    let v = json(&[
        "resolve",
        "asl-sk1",
        "ift",
        "--fp",
        "10",
        "--dice",
        "2,2",
        "--inexperienced",
        "--json",
    ]);
    assert_eq!(v["cower_columns"], 2);
    assert_eq!(v["column"], 4);
    assert_eq!(v["result"], "1MC");
    let v = json(&[
        "resolve", "asl-sk1", "ift", "--fp", "3.5", "--drm", "2", "--dice", "1,1", "--leader",
        "--json",
    ]);
    assert_eq!(v["column"], 2);
    assert_eq!(v["cower_columns"], 0);
    assert_eq!(v["result"], "1MC");
    let v = json(&[
        "resolve", "asl-sk1", "ift", "--fp", "5", "--drm", "-2", "--dice", "3,4", "--rof", "2",
        "--json",
    ]);
    assert_eq!(v["rof"], false);
    assert_eq!(v["breakdown"], false);
}

#[test]
fn morale_rally_cc_from_the_examples() {
    // The 1MC of PFPh example 2 with the issue's command: 4+4+1 = 9 > 7 breaks.
    let v = json(&[
        "resolve", "asl-sk1", "mc", "--morale", "7", "--drm", "1", "--dice", "4,4", "--json",
    ]);
    assert_eq!(v["final_dr"], 9);
    assert_eq!(v["result"], "broken");
    let v = json(&[
        "resolve", "asl-sk1", "nmc", "--morale", "7", "--dice", "3,4", "--json",
    ]);
    assert_eq!(v["result"], "pinned");
    let v = json(&[
        "resolve", "asl-sk1", "ptc", "--morale", "7", "--dice", "4,4", "--json",
    ]);
    assert_eq!(v["result"], "pinned");
    // LLMC (L753-760): the lost leader's -2 is added, so 3+2 becomes 7 and pins a morale 7
    // unit; LLTC (L761-768): a -1 broken leader turns a 3+4 PTC into 8 > 7, pinned.
    let v = json(&[
        "resolve",
        "asl-sk1",
        "nmc",
        "--morale",
        "7",
        "--lost-leader",
        "-2",
        "--dice",
        "3,2",
        "--json",
    ]);
    assert_eq!(v["final_dr"], 7);
    assert_eq!(v["result"], "pinned");
    let v = json(&[
        "resolve",
        "asl-sk1",
        "ptc",
        "--morale",
        "7",
        "--lost-leader",
        "-1",
        "--dice",
        "3,4",
        "--json",
    ]);
    assert_eq!(v["final_dr"], 8);
    assert_eq!(v["result"], "pinned");
    // Rally (L540-546): DM 5-2-7 with a −1 leader in a building, original 6 → 8: fails.
    let v = json(&[
        "resolve",
        "asl-sk1",
        "rally",
        "--morale",
        "7",
        "--dm",
        "--cover",
        "--leader-drm",
        "-1",
        "--dice",
        "3,3",
        "--json",
    ]);
    assert_eq!(v["final_dr"], 8);
    assert_eq!(v["result"], "failed");
    // CC2 (L1538-1545): 6 against 4 at 3:2 with −1, DR 6 → 5: eliminated.
    let v = json(&[
        "resolve",
        "asl-sk1",
        "cc",
        "--attacker-fp",
        "6",
        "--defender-fp",
        "4",
        "--leader-drm",
        "-1",
        "--dice",
        "3,3",
        "--json",
    ]);
    assert_eq!(v["odds"], "3:2");
    assert_eq!(v["kill"], 6);
    assert_eq!(v["result"], "eliminated");
    let v = json(&[
        "resolve",
        "asl-sk1",
        "promotion",
        "--morale",
        "7",
        "--nationality",
        "russian",
        "--dr",
        "1",
        "--json",
    ]);
    assert_eq!(v["leader"], "8-0");
    let v = json(&["resolve", "asl-sk1", "wound", "--dr", "5", "--json"]);
    assert_eq!(v["wound"], "mortal");
}

/// Figure 2 (L1171-1221): a 4-4-7 with a 5 PP MMG on Double Time has 3 MF; with a 9-2, 5 MF.
#[test]
fn movement_factors_from_figure_2() {
    let v = json(&[
        "resolve",
        "asl-sk1",
        "mf",
        "--pp",
        "5",
        "--double-time",
        "--json",
    ]);
    assert_eq!((v["mf"].as_i64(), v["ipc"].as_i64()), (Some(3), Some(2)));
    let v = json(&[
        "resolve",
        "asl-sk1",
        "mf",
        "--pp",
        "5",
        "--with-leader",
        "--json",
    ]);
    assert_eq!(v["mf"], 5);
    assert_eq!(v["excess_pp"], 1);
    // Italian explanation, and a refused leader load.
    let (code, out, _) = common::run(&[
        "resolve", "asl-sk1", "mf", "--unit", "leader", "--pp", "1", "--lang", "it",
    ]);
    assert_eq!(code, 0);
    assert!(
        out.contains("Fattori di Movimento in questa fase: 6"),
        "{out}"
    );
    let (code, _, err) =
        common::run(&["resolve", "asl-sk1", "mf", "--unit", "leader", "--pp", "3"]);
    assert_ne!(code, 0);
    assert!(err.contains("never carry more than 2 PP"), "{err}");
    let (code, _, err) = common::run(&["resolve", "asl-sk1", "mf", "--unit", "tank"]);
    assert_ne!(code, 0);
    assert!(err.contains("'tank'"), "{err}");
}

#[test]
fn ift_odds_are_exact_and_sum_to_one() {
    let v = json(&[
        "odds", "asl-sk1", "ift", "--fp", "8", "--drm", "2", "--json",
    ]);
    assert_eq!(v["column"], 8);
    assert_eq!(v["outcomes"], 36);
    let rs = v["results"].as_array().expect("results");
    let sum: u64 = rs.iter().map(|r| r["num"].as_u64().expect("num")).sum();
    assert_eq!(sum, 36);
    let p: f64 = rs.iter().map(|r| r["p"].as_f64().expect("p")).sum();
    assert!((p - 1.0).abs() < 1e-12);
    // DR 2 → 4 (1MC on the 8 column) cannot happen: 1+1 cowers to the 6 column (2MC).
    let find = |label: &str| {
        rs.iter()
            .find(|r| r["result"] == label)
            .map(|r| r["num"].as_u64().expect("num"))
    };
    assert_eq!(find("2MC"), Some(3));
    assert_eq!(find("NE"), Some(15));
}

#[test]
fn bad_input_names_the_problem() {
    let (code, _, err) = run(&["resolve", "asl-sk1", "ift", "--fp", "x", "--dice", "2,4"]);
    assert_eq!(code, 2);
    assert!(err.contains("--fp"), "{err}");
    let (code, _, err) = run(&["resolve", "asl-sk1", "ift", "--fp", "4", "--dice", "7,1"]);
    assert_eq!(code, 2);
    assert!(err.contains("'7' is not a face"), "{err}");
    let (code, _, err) = run(&[
        "resolve", "asl-sk1", "mc", "--morale", "30", "--dice", "1,2",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("30"), "{err}");
    let (code, _, err) = run(&["resolve", "asl-sk1", "nope"]);
    assert_eq!(code, 2);
    assert!(err.contains("nope"), "{err}");
}
