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
    // The 1MC of PFPh example 2 (L826-829): the 4-6-7 rolls 5 (2+3), +1 = 6 ≤ 7: passed.
    let v = json(&[
        "resolve", "asl-sk1", "mc", "--morale", "7", "--drm", "1", "--dice", "2,3", "--json",
    ]);
    assert_eq!(v["final_dr"], 6);
    assert_eq!(v["result"], "passed");
    // The same check had the dice shown 4+4: 9 > 7 breaks.
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

fn ift(args: &[&str]) -> Value {
    let mut all = vec!["resolve", "asl-sk1", "ift"];
    all.extend_from_slice(args);
    all.push("--json");
    json(&all)
}

/// Rate of Fire and breakdown come from the same resolver as the panels: an MG in Subsequent
/// First Fire has its B# 2 lower (L1717-1719), so 5+5 = 10 breaks a B# 12 MG.
#[test]
fn ift_mg_breakdown_follows_the_fire_type() {
    let v = ift(&[
        "--fp",
        "4.5",
        "--fire-type",
        "sff",
        "--bn",
        "12",
        "--dice",
        "5,5",
    ]);
    assert_eq!(v["breakdown"], true);
    assert_eq!(v["breakdown_number"], 10);
    assert_eq!(v["mg_removed"], false);
    // In Prep Fire the same roll is below 12.
    let v = ift(&["--fp", "4.5", "--bn", "12", "--dice", "5,5"]);
    assert_eq!(v["breakdown"], false);
    // Original 12 in SFF removes it for good; a captured MG (B# −2) breaks on 10 in Prep Fire.
    let v = ift(&[
        "--fp",
        "4.5",
        "--fire-type",
        "sff",
        "--dice",
        "6,6",
        "--rof",
        "2",
    ]);
    assert_eq!(v["mg_removed"], true);
    let v = ift(&["--fp", "4", "--captured", "--dice", "4,6"]);
    assert_eq!(
        (v["breakdown"].clone(), v["breakdown_number"].clone()),
        (true.into(), 10.into())
    );
    // Used by an Inexperienced MMC: B# 11.
    let v = ift(&["--fp", "4", "--mg-inexperienced", "--dice", "5,6"]);
    assert_eq!(v["breakdown"], true);
    // Captured, ROF 2 becomes 1; a pinned firer has none.
    let v = ift(&["--fp", "4", "--rof", "2", "--captured", "--dice", "2,3"]);
    assert_eq!(v["rof"], false);
    let v = ift(&["--fp", "2", "--rof", "3", "--pinned", "--dice", "1,3"]);
    assert_eq!(v["rof"], false);
}

/// An MG that keeps its ROF leaves no Residual FP (L1204-1206): by default it fires all of
/// --fp; with --mg-fp only its part leaves the attack (DFF 4-6-7 + MMG: 9 FP, the MG's 5 out,
/// 4 FP → 4 column → Residual 2).
#[test]
fn ift_residual_leaves_out_an_mg_that_keeps_rof() {
    let v = ift(&[
        "--fp",
        "9",
        "--fire-type",
        "dff",
        "--rof",
        "3",
        "--dice",
        "1,5",
    ]);
    assert_eq!(v["rof"], true);
    assert_eq!(v["residual"], 0);
    let v = ift(&[
        "--fp",
        "9",
        "--fire-type",
        "dff",
        "--rof",
        "3",
        "--mg-fp",
        "5",
        "--dice",
        "1,5",
    ]);
    assert_eq!(v["column"], 8);
    assert_eq!(v["residual"], 2);
    // The ROF lost, the whole 9 FP stays: 8 column → Residual 4.
    let v = ift(&[
        "--fp",
        "9",
        "--fire-type",
        "dff",
        "--rof",
        "3",
        "--mg-fp",
        "5",
        "--dice",
        "4,5",
    ]);
    assert_eq!(v["residual"], 4);
    // No Residual FP outside First Fire.
    let v = ift(&["--fp", "9", "--dice", "4,5"]);
    assert_eq!(v["residual"], Value::Null);
    let (code, out, _) = run(&[
        "resolve",
        "asl-sk1",
        "ift",
        "--fp",
        "9",
        "--fire-type",
        "dff",
        "--rof",
        "3",
        "--dice",
        "1,5",
    ]);
    assert_eq!(code, 0);
    assert!(out.contains("give its part with --mg-fp"), "{out}");
    assert!(out.contains("Place Residual FP 0"), "{out}");
}

#[test]
fn ift_without_a_column_says_so() {
    let (code, out, _) = run(&["resolve", "asl-sk1", "ift", "--fp", "0.5", "--dice", "2,3"]);
    assert_eq!(code, 0);
    assert!(out.contains("No column of the fire table"), "{out}");
    assert!(!out.contains("0 column"), "{out}");
    let v = ift(&["--fp", "0.5", "--dice", "2,3"]);
    assert_eq!(v["column"], Value::Null);
    assert_eq!(v["result"], "NE");
}

#[test]
fn resolver_help_goes_to_stdout_and_exits_zero() {
    for args in [
        &["resolve", "asl-sk1", "ift", "--help"][..],
        &["resolve", "asl-sk1", "ift", "--", "--help"][..],
        &["resolve", "asl-sk1", "ift", "-h"][..],
        &["odds", "asl-sk1", "ift", "--help"][..],
    ] {
        let (code, out, err) = run(args);
        assert_eq!(code, 0, "{args:?}: {err}");
        assert!(out.contains("--mg-fp"), "{args:?}: {out}");
        assert!(err.is_empty(), "{args:?}: {err}");
    }
    // `resolve --help` is still the help of `resolve` itself.
    let (code, out, _) = run(&["resolve", "--help"]);
    assert_eq!(code, 0);
    assert!(out.contains("<RESOLVER>"), "{out}");
}

#[test]
fn ift_mg_flags_that_do_not_fit_are_refused() {
    let (code, _, err) = run(&[
        "resolve", "asl-sk1", "ift", "--fp", "4", "--mg-fp", "5", "--dice", "1,2",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("--mg-fp 5"), "{err}");
    let (code, _, err) = run(&[
        "resolve", "asl-sk1", "ift", "--fp", "4", "--pinned", "--dice", "1,2",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("--pinned"), "{err}");
    let (code, _, err) = run(&["resolve", "asl-sk1", "ift", "--fp", "4", "--rof", "9"]);
    assert_eq!(code, 2);
    assert!(err.contains("--rof"), "{err}");
}

/// Assault Movement and the Advance from `mf --hex-cost`: Figure 1's 4-4-7 into J5 (digest
/// L1524), the Advance examples of digest L424 and L426 (text L1402-1416).
#[test]
fn mf_hex_cost_assault_movement_and_advance() {
    let mf = |args: &[&str]| {
        let mut all = vec!["resolve", "asl-sk1", "mf"];
        all.extend_from_slice(args);
        all.push("--json");
        json(&all)
    };
    let v = mf(&["--hex-cost", "2"]);
    assert_eq!(v["assault_movement"], true);
    assert_eq!(v["advance"], "moves");
    let v = mf(&["--pp", "5", "--hex-cost", "2"]);
    assert_eq!(v["assault_movement"], false);
    assert_eq!(v["advance"], "becomes-cx");
    let v = mf(&["--pp", "5", "--with-leader", "--hex-cost", "2"]);
    assert_eq!(
        (v["advance"].clone(), v["advance_mf"].clone()),
        ("moves".into(), 5.into())
    );
    let v = mf(&["--pp", "4", "--cx", "--hex-cost", "2"]);
    assert_eq!(v["advance"], "refused");
    let v = mf(&["--pp", "4", "--cx", "--hex-cost", "1.5"]);
    assert_eq!(v["advance"], "moves");
    let v = mf(&[]);
    assert_eq!(v["advance"], Value::Null);
    let (code, _, err) = run(&["resolve", "asl-sk1", "mf", "--cx", "--double-time"]);
    assert_eq!(code, 2);
    assert!(err.contains("already CX"), "{err}");
    let (code, _, err) = run(&["resolve", "asl-sk1", "mf", "--hex-cost", "0"]);
    assert_eq!(code, 2);
    assert!(err.contains("--hex-cost"), "{err}");
}
