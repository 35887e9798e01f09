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

/// Every number the flags take is bounded: what used to wrap ("2KIA", "passed", "rallied",
/// 6 MF, the 36 column) is refused with exit 2 and an error naming the flag.
#[test]
fn numbers_out_of_range_are_refused_by_name() {
    let cases: &[(&[&str], &str)] = &[
        (
            &[
                "resolve",
                "asl-sk1",
                "ift",
                "--fp",
                "4",
                "--drm",
                "2147483647",
                "--dice",
                "3,4",
            ],
            "--drm",
        ),
        (
            &["odds", "asl-sk1", "ift", "--fp", "4", "--drm", "2147483647"],
            "--drm",
        ),
        (
            &[
                "resolve",
                "asl-sk1",
                "ift",
                "--fp",
                "1/9223372036854775807",
                "--dice",
                "3,4",
            ],
            "--fp",
        ),
        (
            &["resolve", "asl-sk1", "ift", "--fp", "0", "--dice", "3,4"],
            "--fp",
        ),
        (
            &[
                "resolve",
                "asl-sk1",
                "ift",
                "--fp",
                "99999999999999999999",
                "--dice",
                "3,4",
            ],
            "--fp",
        ),
        (
            &[
                "resolve",
                "asl-sk1",
                "mc",
                "--morale",
                "7",
                "--drm",
                "2147483647",
                "--dice",
                "3,4",
            ],
            "--drm",
        ),
        (
            &[
                "resolve",
                "asl-sk1",
                "mc",
                "--morale",
                "2147483647",
                "--dice",
                "3,4",
            ],
            "--morale",
        ),
        (
            &[
                "resolve",
                "asl-sk1",
                "mc",
                "--morale",
                "7",
                "--elr",
                "-2147483648",
                "--dice",
                "3,4",
            ],
            "--elr",
        ),
        (
            &[
                "resolve",
                "asl-sk1",
                "rally",
                "--morale",
                "7",
                "--drm",
                "-2147483648",
                "--dice",
                "3,4",
            ],
            "--drm",
        ),
        (
            &[
                "resolve",
                "asl-sk1",
                "cc",
                "--attacker-fp",
                "4294967295",
                "--defender-fp",
                "4",
                "--dice",
                "3,4",
            ],
            "--attacker-fp",
        ),
        (
            &[
                "resolve",
                "asl-sk1",
                "cc",
                "--attacker-fp",
                "4",
                "--defender-fp",
                "4",
                "--drm",
                "2147483647",
                "--dice",
                "3,4",
            ],
            "--drm",
        ),
        (
            &[
                "resolve",
                "asl-sk1",
                "ambush",
                "--attacker-dr",
                "3",
                "--defender-dr",
                "3",
                "--attacker-drm",
                "-2147483648",
            ],
            "--attacker-drm",
        ),
        (&["resolve", "asl-sk1", "mf", "--pp", "4294967295"], "--pp"),
        (
            &[
                "resolve",
                "asl-sk1",
                "promotion",
                "--morale",
                "2147483647",
                "--nationality",
                "russian",
                "--dr",
                "3",
            ],
            "--morale",
        ),
    ];
    for (args, flag) in cases {
        let (code, out, err) = run(args);
        assert_eq!(code, 2, "{args:?}: {out}");
        assert!(err.contains(flag), "{args:?}: {err}");
    }
}

/// The CCT's extremes (public ASL chart): better than 10:1 kills on 13, 1:3 reads 1:4.
#[test]
fn cc_extreme_odds() {
    let v = json(&[
        "resolve",
        "asl-sk1",
        "cc",
        "--attacker-fp",
        "11",
        "--defender-fp",
        "1",
        "--dice",
        "6,6",
        "--json",
    ]);
    assert_eq!(v["odds"], ">10:1");
    assert_eq!(v["kill"], 13);
    assert_eq!(v["result"], "eliminated");
    let v = json(&[
        "resolve",
        "asl-sk1",
        "cc",
        "--attacker-fp",
        "2",
        "--defender-fp",
        "6",
        "--dice",
        "1,2",
        "--json",
    ]);
    assert_eq!(v["odds"], "1:4");
    assert_eq!(v["kill"], 3);
}

/// Only an MMC's original 2 in CC may create a leader (L1805): a leaders-only attack does not.
#[test]
fn cc_leaders_alone_create_no_leader_l1805() {
    let args = [
        "resolve",
        "asl-sk1",
        "cc",
        "--attacker-fp",
        "2",
        "--defender-fp",
        "2",
        "--dice",
        "1,1",
        "--json",
    ];
    assert_eq!(json(&args)["field_promotion"], true);
    let mut alone = args.to_vec();
    alone.push("--no-mmc");
    assert_eq!(json(&alone)["field_promotion"], false);
}

/// A leader's rally DR of an original 12 asks for the wound roll (L708-718).
#[test]
fn rally_reduced_leader_rolls_for_the_wound_l708() {
    let v = json(&[
        "resolve",
        "asl-sk1",
        "rally",
        "--morale",
        "8",
        "--self-rally",
        "--is-leader",
        "--dice",
        "6,6",
        "--json",
    ]);
    assert_eq!(v["result"], "reduced");
    assert_eq!(v["wound_roll"], true);
}

/// A Green squad moving with a Good Order leader has 4 MF (+2): not Inexperienced
/// (L1813-1815); a Conscript stays at 3 (+2).
#[test]
fn mf_green_with_a_leader_l1813() {
    let v = json(&[
        "resolve",
        "asl-sk1",
        "mf",
        "--inexperienced",
        "--with-leader",
        "--json",
    ]);
    assert_eq!(v["mf"], 6);
    let v = json(&[
        "resolve",
        "asl-sk1",
        "mf",
        "--inexperienced",
        "--conscript",
        "--with-leader",
        "--json",
    ]);
    assert_eq!(v["mf"], 5);
}

/// FP and DRM built from parts, with the same arithmetic as the Fire panel: PFPh example 1
/// (L808-812) is a 4-6-7 and a 9-1… here as parts: two 4 FP squads at point blank (16),
/// +2 TEM, −1 leader, +1 Hindrance = +2.
#[test]
fn ift_from_parts() {
    let v = json(&[
        "resolve",
        "asl-sk1",
        "ift",
        "--unit-fp",
        "4",
        "--unit-fp",
        "4",
        "--pbf",
        "--tem",
        "2",
        "--leader",
        "-1",
        "--hindrance",
        "1",
        "--dice",
        "2,4",
        "--json",
    ]);
    assert_eq!(v["fp"], 16.0);
    assert_eq!(v["column"], 16);
    assert_eq!(v["drm"], 2);
    assert_eq!(v["final_dr"], 8);
    assert_eq!(v["cower_columns"], 0);
    // A bare --leader keeps its old meaning: a leader directs, his DRM is already in --drm.
    let v = json(&[
        "resolve", "asl-sk1", "ift", "--fp", "8", "--leader", "--drm", "1", "--dice", "3,3",
        "--json",
    ]);
    assert_eq!(v["cower_columns"], 0);
    assert_eq!(v["drm"], 1);
    // SFF halves the printed FP of the parts (×½), FFMO and FFNAM apply in First Fire.
    let v = json(&[
        "resolve",
        "asl-sk1",
        "ift",
        "--unit-fp",
        "6",
        "--fire-type",
        "sff",
        "--ffmo",
        "--ffnam",
        "--leader",
        "0",
        "--dice",
        "3,4",
        "--json",
    ]);
    assert_eq!(v["fp"], 3.0);
    assert_eq!(v["drm"], -2);
    // Parts and a total together are refused, as is a factor without parts.
    let (code, _, err) = run(&[
        "resolve",
        "asl-sk1",
        "ift",
        "--fp",
        "4",
        "--unit-fp",
        "4",
        "--dice",
        "3,4",
    ]);
    assert_eq!(code, 2, "{err}");
    let (code, _, err) = run(&[
        "resolve", "asl-sk1", "ift", "--fp", "4", "--pbf", "--dice", "3,4",
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--pbf"), "{err}");
}

/// Flamethrower and demolition charge in the CLI: FT 24 FP (12 at two hexes), no TEM and no
/// leadership; X# 10 (8 non-elite); a DC of 30 FP that fails to go off on its X#.
#[test]
fn ift_ft_and_dc() {
    let v = json(&[
        "resolve", "asl-sk1", "ift", "--ft", "--tem", "2", "--dice", "3,4", "--json",
    ]);
    assert_eq!(v["fp"], 24.0);
    assert_eq!(v["drm"], 0);
    assert_eq!(v["breakdown"], false);
    let v = json(&[
        "resolve",
        "asl-sk1",
        "ift",
        "--ft",
        "--long-range",
        "--non-elite",
        "--dice",
        "4,4",
        "--json",
    ]);
    assert_eq!(v["fp"], 12.0);
    let v = json(&[
        "resolve",
        "asl-sk1",
        "ift",
        "--dc",
        "--tem",
        "1",
        "--fire-type",
        "advancing",
        "--dice",
        "2,3",
        "--json",
    ]);
    assert_eq!(v["fp"], 30.0);
    assert_eq!(v["drm"], 1);
    let (code, _, err) = run(&[
        "resolve", "asl-sk1", "ift", "--ft", "--fp", "4", "--dice", "3,4",
    ]);
    assert_eq!(code, 2, "{err}");
}

/// Residual FP: the SK errata move it left per Hindrance and CX (a setting, on by default);
/// Hindrance above 6 is refused with the rule (L612-613); a Residual attack refuses --rof/--bn.
#[test]
fn ift_residual_errata_and_refusals() {
    let base = [
        "resolve",
        "asl-sk1",
        "ift",
        "--unit-fp",
        "6",
        "--unit-fp",
        "6",
        "--leader",
        "0",
        "--fire-type",
        "dff",
        "--hindrance",
        "1",
        "--cx",
        "--dice",
        "3,4",
        "--json",
    ];
    assert_eq!(json(&base)["residual"], 2);
    let mut printed = base.to_vec();
    printed.push("--no-residual-errata");
    assert_eq!(json(&printed)["residual"], 6);
    let (code, _, err) = run(&[
        "resolve",
        "asl-sk1",
        "ift",
        "--fp",
        "4",
        "--hindrance",
        "7",
        "--dice",
        "3,4",
    ]);
    assert_eq!(code, 2);
    // The refusal names the rule in words; line numbers stay out of what players read.
    assert!(
        err.contains("line of sight is blocked") && !err.contains("(L"),
        "{err}"
    );
    for flag in [["--rof", "2"], ["--bn", "11"]] {
        let (code, _, err) = run(&[
            "resolve",
            "asl-sk1",
            "ift",
            "--fp",
            "4",
            "--fire-type",
            "residual",
            flag[0],
            flag[1],
            "--dice",
            "3,4",
        ]);
        assert_eq!(code, 2);
        assert!(err.contains(flag[0]), "{err}");
    }
    let (code, _, err) = run(&[
        "resolve",
        "asl-sk1",
        "ift",
        "--fp",
        "4",
        "--fire-type",
        "residual",
        "--leader",
        "-1",
        "--dice",
        "3,4",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("Residual FP") && !err.contains("(L"), "{err}");
}

/// The SW of a unit killed by a KIA (L1671-1674): a second roll on the attack's column with its
/// DRM; KIA destroys, K malfunctions, anything else leaves it abandoned.
#[test]
fn sw_kill_on_the_same_column() {
    let v = json(&[
        "resolve", "asl-sk1", "sw-kill", "--column", "8", "--dice", "1,2", "--json",
    ]);
    assert_eq!(v["final_dr"], 3);
    assert_eq!(v["result"], "K/2");
    assert_eq!(v["fate"], "malfunctioned");
    assert_eq!(v["odds"]["destroyed"], 1);
    assert_eq!(v["odds"]["of"], 36);
    let v = json(&[
        "resolve", "asl-sk1", "sw-kill", "--column", "4", "--drm", "-1", "--dice", "1,2", "--json",
    ]);
    assert_eq!(v["fate"], "malfunctioned");
    let v = json(&[
        "resolve", "asl-sk1", "sw-kill", "--column", "8", "--dice", "6,6", "--json",
    ]);
    assert_eq!(v["fate"], "abandoned");
    // The literal "dr": one die.
    let v = json(&[
        "resolve",
        "asl-sk1",
        "sw-kill",
        "--column",
        "8",
        "--one-die",
        "--dr",
        "2",
        "--json",
    ]);
    assert_eq!(v["fate"], "destroyed");
    assert_eq!(v["odds"]["of"], 6);
    // A column the IFT lacks, and --dr without --one-die, are refused naming the value.
    let (code, _, err) = run(&[
        "resolve", "asl-sk1", "sw-kill", "--column", "5", "--dice", "1,1",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("5") && err.contains("1, 2, 4, 6, 8"), "{err}");
    let (code, _, err) = run(&[
        "resolve", "asl-sk1", "sw-kill", "--column", "8", "--dr", "2",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("--one-die"), "{err}");
}

/// SW repair (L502-509): dr at most the repair number repairs, an original 6 eliminates; a
/// broken unit or a captured weapon is refused with the rule's lines.
#[test]
fn sw_repair_results_and_refusals() {
    let v = json(&[
        "resolve",
        "asl-sk1",
        "sw-repair",
        "--repair",
        "3",
        "--dr",
        "3",
        "--json",
    ]);
    assert_eq!(v["result"], "repaired");
    let v = json(&[
        "resolve",
        "asl-sk1",
        "sw-repair",
        "--repair",
        "3",
        "--dr",
        "4",
        "--json",
    ]);
    assert_eq!(v["result"], "still-malfunctioned");
    let v = json(&[
        "resolve",
        "asl-sk1",
        "sw-repair",
        "--repair",
        "6",
        "--dr",
        "6",
        "--json",
    ]);
    assert_eq!(v["result"], "eliminated");
    let (code, _, err) = run(&[
        "resolve",
        "asl-sk1",
        "sw-repair",
        "--repair",
        "3",
        "--dr",
        "1",
        "--broken",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("Good Order") && !err.contains("(L"), "{err}");
    let (code, _, err) = run(&[
        "resolve",
        "asl-sk1",
        "sw-repair",
        "--repair",
        "3",
        "--dr",
        "1",
        "--captured",
        "--lang",
        "it",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("nazionalità"), "{err}");
    let (code, _, err) = run(&["resolve", "asl-sk1", "sw-repair", "--repair", "7"]);
    assert_eq!(code, 2);
    assert!(err.contains("--repair"), "{err}");
}

/// SW recovery (L495-501, L1641-1649): dr below 6, +1 CX, 1 MF in the MPh; a broken unit is
/// refused.
#[test]
fn sw_recover_dr_and_refusal() {
    let v = json(&["resolve", "asl-sk1", "sw-recover", "--dr", "5", "--json"]);
    assert_eq!(v["recovered"], true);
    assert_eq!(v["mf"], Value::Null);
    let v = json(&[
        "resolve",
        "asl-sk1",
        "sw-recover",
        "--dr",
        "5",
        "--cx",
        "--phase",
        "movement",
        "--json",
    ]);
    assert_eq!(v["final_dr"], 6);
    assert_eq!(v["recovered"], false);
    assert_eq!(v["mf"], 1);
    let (code, _, err) = run(&["resolve", "asl-sk1", "sw-recover", "--broken", "--dr", "1"]);
    assert_eq!(code, 2);
    assert!(err.contains("Good Order") && !err.contains("(L"), "{err}");
    let (code, _, err) = run(&["resolve", "asl-sk1", "sw-recover", "--phase", "cc"]);
    assert_eq!(code, 2);
    assert!(err.contains("--phase"), "{err}");
}

/// Smoke grenades (L946-964): dr at most the exponent, +1 CX, 1 or 2 MF, an original 6 ends
/// the MPh; refusals name the rule or the flag.
#[test]
fn smoke_grenade_dr_and_refusals() {
    let v = json(&[
        "resolve",
        "asl-sk1",
        "smoke",
        "--exponent",
        "2",
        "--hex",
        "adjacent",
        "--dice",
        "2",
        "--json",
    ]);
    assert_eq!(v["placed"], true);
    assert_eq!(v["mf"], 2);
    assert_eq!(v["hindrance_drm"], 2);
    assert_eq!(v["enter_mf"], 1);
    assert_eq!(v["removed_at_end_of"], "mph");
    assert_eq!(v["odds"]["placed"]["num"], 2);
    assert_eq!(v["odds"]["mph_ends"]["num"], 1);
    let v = json(&[
        "resolve",
        "asl-sk1",
        "smoke",
        "--exponent",
        "2",
        "--cx",
        "--dr",
        "2",
        "--lasts",
        "player-turn",
        "--json",
    ]);
    assert_eq!(v["final_dr"], 3);
    assert_eq!(v["placed"], false);
    assert_eq!(v["mph_ends"], false);
    assert_eq!(v["removed_at_end_of"], "player-turn");
    let v = json(&[
        "resolve",
        "asl-sk1",
        "smoke",
        "--exponent",
        "3",
        "--dr",
        "6",
        "--json",
    ]);
    assert_eq!(v["mph_ends"], true);
    assert_eq!(v["placed"], false);
    for (flag, line) in [
        ("--broken", "A broken unit"),
        ("--pinned", "A pinned unit"),
        ("--tried", "One smoke try"),
    ] {
        let (code, _, err) = run(&[
            "resolve",
            "asl-sk1",
            "smoke",
            "--exponent",
            "2",
            flag,
            "--dr",
            "1",
        ]);
        assert_eq!(code, 2, "{flag}");
        assert!(err.contains(line), "{flag}: {err}");
    }
    let (code, _, err) = run(&[
        "resolve",
        "asl-sk1",
        "smoke",
        "--exponent",
        "0",
        "--dr",
        "1",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("no Smoke Exponent"), "{err}");
    let (code, _, err) = run(&[
        "resolve",
        "asl-sk1",
        "smoke",
        "--exponent",
        "1",
        "--hex",
        "adjacent",
        "--mf-left",
        "1",
        "--lang",
        "it",
    ]);
    assert_eq!(code, 2);
    assert!(
        err.contains("MF") && err.contains("restano") && !err.contains("(L"),
        "{err}"
    );
    for bad in [
        ["--exponent", "7"],
        ["--hex", "far"],
        ["--mf-left", "21"],
        ["--dr", "7"],
        ["--lasts", "forever"],
    ] {
        let mut args = vec!["resolve", "asl-sk1", "smoke"];
        if bad[0] != "--exponent" {
            args.extend(["--exponent", "1"]);
        }
        args.extend(bad);
        let (code, _, err) = run(&args);
        assert_eq!(code, 2, "{bad:?}");
        assert!(err.contains(bad[0]), "{bad:?}: {err}");
    }
}

/// Random selection: one dr per candidate, highest chosen, ties rolled again; bad input refused.
#[test]
fn random_selection_from_the_cli() {
    let v = json(&[
        "resolve",
        "asl-sk1",
        "random",
        "--candidate",
        "4-4-7 a",
        "--candidate",
        "4-4-7 b",
        "--dice",
        "4,4,2,5",
        "--reroll-ties",
        "--json",
    ]);
    assert_eq!(v["picked"][0], "4-4-7 b");
    assert_eq!(v["tied"].as_array().map(Vec::len), Some(0));
    let v = json(&[
        "resolve",
        "asl-sk1",
        "random",
        "--candidate",
        "A",
        "--candidate",
        "B",
        "--dice",
        "3,3",
        "--reroll-ties",
        "--json",
    ]);
    assert_eq!(v["tied"].as_array().map(Vec::len), Some(2));
    assert_eq!(v["slots_left"], 1);
    let v = json(&[
        "resolve",
        "asl-sk1",
        "random",
        "--candidate",
        "A",
        "--candidate",
        "B",
        "--candidate",
        "C",
        "--count",
        "2",
        "--seed",
        "3",
        "--json",
    ]);
    assert_eq!(v["picked"].as_array().map(Vec::len), Some(2));
    let (code, _, err) = run(&["resolve", "asl-sk1", "random", "--candidate", "A"]);
    assert_eq!(code, 2);
    assert!(err.contains("two"), "{err}");
    let (code, _, err) = run(&[
        "resolve",
        "asl-sk1",
        "random",
        "--candidate",
        "A",
        "--candidate",
        "B",
        "--dice",
        "7,1",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("--dice"), "{err}");
}

/// Issue 22 through the binary: the FP denominator named, the refusals of the rules, A.9 by
/// default, and the readings every answer carries.
#[test]
fn issue22_refusals_a9_and_readings() {
    // A denominator over the limit is named as such (it was "above 0 and at most 200").
    let (code, _, err) = run(&[
        "resolve", "asl-sk1", "ift", "--fp", "1/1001", "--dice", "3,4",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("denominator"), "{err}");
    // A leader alone in CC cannot use his leadership (L1474-1475).
    let (code, _, err) = run(&[
        "resolve",
        "asl-sk1",
        "cc",
        "--attacker-fp",
        "1",
        "--defender-fp",
        "2",
        "--leader-drm",
        "-1",
        "--no-mmc",
        "--dice",
        "3,4",
    ]);
    assert_ne!(code, 0);
    assert!(err.contains("leader alone"), "{err}");
    // A DC attacks in the AFPh only (L1772-1773).
    let (code, _, err) = run(&["resolve", "asl-sk1", "ift", "--dc", "--dice", "3,4"]);
    assert_ne!(code, 0);
    assert!(err.contains("Advancing Fire"), "{err}");
    // PBF and long range together (L623-626).
    let (code, _, _) = run(&[
        "resolve",
        "asl-sk1",
        "ift",
        "--unit-fp",
        "4",
        "--pbf",
        "--long-range",
        "--dice",
        "3,4",
    ]);
    assert_ne!(code, 0);
    // A.9: both tied candidates are affected; the method is a reading with its setting.
    let v = json(&[
        "resolve",
        "asl-sk1",
        "random",
        "--candidate",
        "a",
        "--candidate",
        "b",
        "--dice",
        "4,4",
        "--json",
    ]);
    assert_eq!(v["picked"], serde_json::json!(["a", "b"]));
    assert_eq!(v["readings"][0]["id"], "asl-random-method");
    assert_eq!(v["readings"][0]["setting"], "pick_reroll_ties");
    let v = json(&[
        "resolve",
        "asl-sk1",
        "random",
        "--candidate",
        "a",
        "--candidate",
        "b",
        "--dice",
        "4,4,6,1",
        "--reroll-ties",
        "--json",
    ]);
    assert_eq!(v["picked"], serde_json::json!(["a"]));
    // A fire group without a leader rests on the cowering reading; the errata is cited.
    let v = json(&[
        "resolve",
        "asl-sk1",
        "ift",
        "--unit-fp",
        "4",
        "--unit-fp",
        "4",
        "--fire-type",
        "dff",
        "--hindrance",
        "1",
        "--dice",
        "3,4",
        "--json",
    ]);
    assert_eq!(v["readings"][0]["id"], "asl-cower-fire-groups");
    assert_eq!(v["verified"], true);
    assert_eq!(v["errata"], "MMP official ASLSK #1 errata to 3.31");
    // The MG declines ROF: its FP stays in the Residual FP.
    let base = [
        "resolve",
        "asl-sk1",
        "ift",
        "--fp",
        "8",
        "--mg-fp",
        "4",
        "--rof",
        "2",
        "--leader",
        "0",
        "--fire-type",
        "dff",
        "--dice",
        "1,4",
        "--json",
    ];
    assert_eq!(json(&base)["residual"], 2);
    let mut declined = base.to_vec();
    declined.push("--decline-rof");
    let v = json(&declined);
    assert_eq!(v["residual"], 4);
    assert_eq!(v["rof"], false);
}

/// Casualty Reduction "eliminates a HS" (glossary L327-329; L708-714): an original 12 on a
/// Good Order half-squad, or a failed MC on a broken one, eliminates it; it is not flipped
/// and gets no DM.
#[test]
fn casualty_reduction_eliminates_a_half_squad_l327_l329() {
    let v = json(&[
        "resolve",
        "asl-sk1",
        "mc",
        "--morale",
        "7",
        "--half-squad",
        "--dice",
        "6,6",
        "--json",
    ]);
    assert_eq!(v["result"], "eliminated");
    let text = v.to_string();
    assert!(!text.contains("broken side"), "{text}");
    assert!(text.contains("half-squad is eliminated"), "{text}");
    let v = json(&[
        "resolve",
        "asl-sk1",
        "mc",
        "--morale",
        "7",
        "--half-squad",
        "--broken",
        "--dice",
        "4,5",
        "--json",
    ]);
    assert_eq!(v["result"], "eliminated");
    // A squad is reduced and broken, as before.
    let v = json(&[
        "resolve", "asl-sk1", "mc", "--morale", "7", "--dice", "6,6", "--json",
    ]);
    assert_eq!(v["result"], "broken-reduced");
}
