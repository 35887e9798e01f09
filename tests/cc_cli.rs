//! The Command and Colors resolvers from the command line (the real binary).

mod common;
use common::{json, run};

#[test]
fn artillery_examples_from_the_rulebook() {
    let v = json(&[
        "resolve",
        "cc-great-war",
        "artillery",
        "--strength",
        "4",
        "--dice",
        "1,4,4,6",
        "--json",
    ]);
    assert_eq!(v["hexes"], serde_json::json!({"1": 1, "4": 2, "6": 1}));
    assert_eq!(v["main_target_dice"], 2);
    assert_eq!(v["cratered"], false);
    assert_eq!(v["order"][0]["hex"], "main");
    let v = json(&[
        "resolve",
        "cc-great-war",
        "artillery",
        "--strength",
        "4",
        "--dice",
        "2,2,6,6",
        "--json",
    ]);
    assert_eq!(
        (v["main_target_dice"].as_u64(), v["cratered"].as_bool()),
        (Some(4), Some(false))
    );
    let v = json(&[
        "resolve",
        "cc-great-war",
        "artillery",
        "--strength",
        "4",
        "--dice",
        "1,4,4,4",
        "--json",
    ]);
    assert_eq!(
        (v["main_target_dice"].as_u64(), v["cratered"].as_bool()),
        (Some(3), Some(true))
    );
    assert_eq!(v["order"][0]["protection_ignored"], true);
    let (code, _, err) = run(&[
        "resolve",
        "cc-great-war",
        "artillery",
        "--strength",
        "3",
        "--dice",
        "1,2,3,4",
    ]);
    assert_ne!(code, 0);
    assert!(err.contains("--dice"), "{err}");
}

#[test]
fn battle_from_the_issue_example() {
    let v = json(&[
        "resolve",
        "cc-great-war",
        "battle",
        "--unit",
        "infantry",
        "--range",
        "2",
        "--target-terrain",
        "trench",
        "--dice",
        "soldier,soldier,burst",
        "--json",
    ]);
    assert_eq!(v["dice_entitled"], 2);
    assert_eq!(v["dice_rolled"], 3);
    // The trench cancels both Soldiers at range; the Burst hits.
    assert_eq!(v["hits"], 1);
    assert_eq!(v["soldiers_cancelled"], 2);
    assert_eq!(v["flags"], 0);
    assert_eq!(v["hq_earned"], 0);
    let v = json(&[
        "resolve",
        "cc-great-war",
        "battle",
        "--unit",
        "infantry",
        "--range",
        "1",
        "--target-terrain",
        "buildings",
        "--dice",
        "skull,flag,hq",
        "--figures",
        "1",
        "--json",
    ]);
    assert_eq!(
        (
            v["hits"].as_u64(),
            v["retreat_min"].as_u64(),
            v["retreat_max"].as_u64()
        ),
        (Some(1), Some(0), Some(1))
    );
    assert_eq!(
        (v["hq_earned"].as_u64(), v["medal"].as_bool()),
        (Some(1), Some(true))
    );
}

#[test]
fn battle_odds_and_errors() {
    let v = json(&[
        "odds",
        "cc-great-war",
        "battle",
        "--unit",
        "infantry",
        "--range",
        "2",
        "--target-terrain",
        "open",
        "--json",
    ]);
    assert_eq!(v["dice_entitled"], 2);
    let p: Vec<f64> = v["hits"]
        .as_array()
        .expect("hits")
        .iter()
        .map(|h| h["p"].as_f64().expect("p"))
        .collect();
    assert_eq!(p.len(), 3);
    assert!((p[0] - 0.25).abs() < 1e-12 && (p[1] - 0.5).abs() < 1e-12);
    assert!((p.iter().sum::<f64>() - 1.0).abs() < 1e-12);
    let (code, _, err) = run(&[
        "resolve",
        "cc-great-war",
        "battle",
        "--unit",
        "tank",
        "--range",
        "2",
    ]);
    assert_ne!(code, 0);
    assert!(err.contains("tank"), "{err}");
    let (code, _, err) = run(&[
        "resolve",
        "cc-great-war",
        "battle",
        "--unit",
        "infantry",
        "--range",
        "2",
        "--dice",
        "soldier,banana",
    ]);
    assert_ne!(code, 0);
    assert!(err.contains("banana"), "{err}");
    let (code, _, err) = run(&[
        "resolve",
        "cc-great-war",
        "nml",
        "--rows",
        "5,0",
        "--dice",
        "1",
    ]);
    assert_ne!(code, 0);
    assert!(err.contains("--rows"), "{err}");
    let (_, out, _) = run(&[
        "resolve",
        "cc-great-war",
        "battle",
        "--unit",
        "mg",
        "--range",
        "3",
        "--dice",
        "burst,skull,flag",
        "--lang",
        "it",
    ]);
    assert!(
        out.contains("Squadra Mitraglieri a 3 esagoni: 3 dadi Combattimento."),
        "{out}"
    );
}

#[test]
fn no_mans_land_counts_across_rows() {
    let v = json(&[
        "resolve",
        "cc-great-war",
        "nml",
        "--rows",
        "5,5",
        "--dice",
        "3,4,3,2",
        "--json",
    ]);
    assert_eq!(
        v["craters"],
        serde_json::json!([{"row": 1, "hex": 3}, {"row": 2, "hex": 2}, {"row": 2, "hex": 5}])
    );
    assert_eq!(v["done"], true);
    assert_eq!(v["unused_dice"], serde_json::json!([2]));
}
