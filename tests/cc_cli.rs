//! The Command and Colors resolvers from the command line (the real binary).

mod common;
use common::{json, run};

#[test]
fn artillery_examples_from_the_rulebook() {
    let v = artillery(&["--strength", "4", "--dice", "1,4,4,6"]);
    assert_eq!(v["hexes"], serde_json::json!({"1": 1, "4": 2, "6": 1}));
    assert_eq!(v["main_target_dice"], 2);
    assert_eq!(v["cratered"], false);
    assert_eq!(v["order"][0]["hex"], "main");
    let v = artillery(&["--strength", "4", "--dice", "2,2,6,6"]);
    assert_eq!(
        (v["main_target_dice"].as_u64(), v["cratered"].as_bool()),
        (Some(4), Some(false))
    );
    let v = artillery(&["--strength", "4", "--dice", "1,4,4,4"]);
    assert_eq!(
        (v["main_target_dice"].as_u64(), v["cratered"].as_bool()),
        (Some(3), Some(true))
    );
    assert_eq!(v["order"][0]["protection_ignored"], true);
    let (code, _, err) = artillery_text(&["--strength", "3", "--dice", "1,2,3,4"]);
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
        "--extra-dice",
        "1",
        "--json",
    ]);
    // A third die the app does not know of is entered as an extra die.
    assert_eq!(v["dice_entitled"], 3);
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

/// Box Barrage strips terrain protection from every hex in the app (digest §11 #20); the
/// command line reports the same, and Shell Shortage's empty hexes are marked skipped.
#[test]
fn artillery_cards_match_the_app() {
    use adjutant::games::cc_great_war::artillery::{self, ArtilleryCards, CraterRule};
    use adjutant::games::cc_great_war::battle::SoldierRule;
    use adjutant::games::cc_great_war::data::CcData;
    let v = artillery(&["--strength", "4", "--dice", "1,4,4,6", "--box-barrage"]);
    let order = v["order"].as_array().expect("order");
    assert_eq!(order.len(), 4);
    // What the app fights each hex with, from the same plan.
    let def = adjutant::games::embedded_content()
        .game("cc-great-war")
        .expect("cc")
        .clone();
    let data = CcData::of(&def).expect("data");
    let p =
        artillery::plan(4, &[1, 4, 4, 6], &data.template.order, CraterRule::Triple).expect("plan");
    let bb = ArtilleryCards {
        box_barrage: true,
        ..ArtilleryCards::default()
    };
    for (h, j) in p.order.iter().zip(order) {
        let r = artillery::hex_reading(
            h.hex.is_none(),
            p.cratered,
            (2, 2),
            bb,
            SoldierRule::Each,
            false,
        );
        let stripped = r.soldiers_cancelled == 0 && r.flags_ignorable == 0;
        assert!(stripped, "the app strips protection under Box Barrage");
        assert_eq!(j["protection_ignored"], stripped, "{j}");
        assert_eq!(j["skulls_hit"], r.skulls_hit, "{j}");
    }
    // Shell Shortage per hex: 1-4-4-4 leaves hex 1 (one die) with nothing to roll.
    let v = artillery(&[
        "--strength",
        "4",
        "--dice",
        "1,4,4,4",
        "--shell-shortage",
        "--shell-shortage-rule",
        "per-hex",
    ]);
    let order = v["order"].as_array().expect("order");
    let dice: Vec<(String, u64, bool)> = order
        .iter()
        .map(|h| {
            (
                h["hex"].to_string(),
                h["battle_dice"].as_u64().expect("dice"),
                h["skipped"].as_bool().expect("skipped"),
            )
        })
        .collect();
    assert_eq!(
        dice,
        vec![
            ("\"main\"".to_string(), 1, false),
            ("1".to_string(), 0, true),
            ("4".to_string(), 1, false)
        ]
    );
    let (code, out, _) = artillery_text(&[
        "--strength",
        "4",
        "--dice",
        "1,4,4,4",
        "--shell-shortage",
        "--shell-shortage-rule",
        "per-hex",
        "--lang",
        "en",
    ]);
    assert_eq!(code, 0);
    assert!(
        out.contains("Template hex 1: no battle dice left after Shell Shortage, nothing to roll."),
        "{out}"
    );
}

/// The crater line names the rule in effect: a triple, or 3+ dice on the main target.
#[test]
fn crater_wording_follows_the_crater_rule() {
    let text = |rule: &str| {
        let (code, out, err) = artillery_text(&[
            "--strength",
            "4",
            "--dice",
            "2,2,6,6",
            "--crater-rule",
            rule,
            "--lang",
            "en",
        ]);
        assert_eq!(code, 0, "{err}");
        // The crater step itself, not the readings' explanations that open and close the
        // answer (`* Reading…`: its basis, as its JSON carries it).
        out.lines()
            .filter(|l| !l.starts_with("Reading") && !l.starts_with("* "))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let out = text("center-dice");
    assert!(!out.contains("triple"), "{out}");
    assert!(
        out.contains("4 battle dice on the main target (3 or more): it is cratered"),
        "{out}"
    );
    let out = text("triple");
    assert!(!out.contains("cratered"), "two pairs are no triple: {out}");
}

/// `resolve cc-great-war artillery <args> --json`, parsed.
fn artillery(args: &[&str]) -> serde_json::Value {
    let mut all = vec!["resolve", "cc-great-war", "artillery"];
    all.extend_from_slice(args);
    all.push("--json");
    json(&all)
}

/// `resolve cc-great-war artillery <args>` as text: exit code, stdout, stderr.
fn artillery_text(args: &[&str]) -> (i32, String, String) {
    let mut all = vec!["resolve", "cc-great-war", "artillery"];
    all.extend_from_slice(args);
    run(&all)
}

fn battle_err(args: &[&str]) -> String {
    let mut all = vec!["resolve", "cc-great-war", "battle"];
    all.extend_from_slice(args);
    let (code, out, err) = run(&all);
    assert_ne!(code, 0, "{args:?} should fail: {out}");
    err
}

/// Arguments that contradict each other, or the rules, are refused with a message naming them.
#[test]
fn contradictions_are_errors() {
    // Three faces for two dice: an error, not an extra hit.
    let err = battle_err(&[
        "--unit",
        "infantry",
        "--range",
        "2",
        "--dice",
        "soldier,soldier,burst",
        "--lang",
        "en",
    ]);
    assert!(
        err.contains("--dice") && err.contains("2 dice but 3 faces"),
        "{err}"
    );
    let err = battle_err(&[
        "--unit", "infantry", "--range", "2", "--dice", "burst", "--seed", "3",
    ]);
    assert!(err.contains("--seed"), "{err}");
    let err = battle_err(&["--unit", "mg", "--range", "2", "--moved-in"]);
    assert!(
        err.contains("--moved-in") && err.contains("--firer-terrain"),
        "{err}"
    );
    // A machine gun that moved into a forest cannot fire (L1025, L372).
    let err = battle_err(&[
        "--unit",
        "mg",
        "--range",
        "2",
        "--moved-in",
        "--firer-terrain",
        "forest",
        "--lang",
        "en",
    ]);
    assert!(
        err.contains("moved 1 hex") && err.contains("Movement of machine guns and mortars"),
        "{err}"
    );
    // Infantry moved 3 is refused with the real number, Infantry Assault allows 2 (L957).
    let err = battle_err(&[
        "--unit", "infantry", "--range", "2", "--moved", "3", "--lang", "en",
    ]);
    assert!(err.contains("moved 3 hexes"), "{err}");
    let v = json(&[
        "resolve",
        "cc-great-war",
        "battle",
        "--unit",
        "infantry",
        "--range",
        "2",
        "--moved",
        "2",
        "--cards",
        "infantry-assault",
        "--seed",
        "1",
        "--json",
    ]);
    assert_eq!(v["dice_entitled"], 2);
    // Two Combat cards in one roll (L717-719).
    let err = battle_err(&[
        "--unit",
        "infantry",
        "--range",
        "1",
        "--cards",
        "hand-grenade,trench-raid",
        "--lang",
        "en",
    ]);
    assert!(err.contains("(Combat cards)"), "{err}");
    // An attack left with no dice is refused, in the odds too.
    let (code, _, err) = run(&[
        "odds",
        "cc-great-war",
        "battle",
        "--unit",
        "infantry",
        "--range",
        "3",
        "--moved-in",
        "--firer-terrain",
        "forest",
        "--lang",
        "en",
    ]);
    assert_ne!(code, 0);
    assert!(err.contains("0 battle dice"), "{err}");
    // Artillery: no dice given, and --spend or --seed beside --dice.
    let (code, _, err) = artillery_text(&["--strength", "4", "--dice", ""]);
    assert_ne!(code, 0);
    assert!(err.contains("--dice"), "{err}");
    let (code, _, err) = artillery_text(&["--strength", "4", "--dice", "1,2", "--spend", "2"]);
    assert_ne!(code, 0);
    assert!(err.contains("--spend"), "{err}");
    let (code, _, err) = artillery_text(&["--strength", "4", "--dice", "1,2", "--seed", "2"]);
    assert_ne!(code, 0);
    assert!(err.contains("--seed"), "{err}");
}

/// Every number is bounded: dice at the game's largest roll (15, `turn.json`), the artillery's
/// firepower at the set-up form's limit, No Man's Land rows at the board's 12 hexes (L51).
#[test]
fn numbers_are_bounded() {
    let start = std::time::Instant::now();
    let err = battle_err(&["--unit", "mg", "--range", "2", "--extra-dice", "1000000000"]);
    assert!(err.contains("15"), "{err}");
    let (code, _, err) = run(&[
        "odds",
        "cc-great-war",
        "battle",
        "--unit",
        "mg",
        "--range",
        "2",
        "--extra-dice",
        "60",
    ]);
    assert_ne!(code, 0);
    assert!(err.contains("15"), "{err}");
    let (code, _, err) = artillery_text(&["--strength", "1000000000", "--seed", "1"]);
    assert_ne!(code, 0);
    assert!(err.contains("--strength"), "{err}");
    let (code, _, err) = artillery_text(&["--strength", "4", "--spend", "9", "--seed", "1"]);
    assert_ne!(code, 0);
    assert!(err.contains("--spend"), "{err}");
    let (code, _, err) = run(&[
        "resolve",
        "cc-great-war",
        "nml",
        "--rows",
        "12,13",
        "--dice",
        "1",
    ]);
    assert_ne!(code, 0);
    assert!(err.contains("--rows") && err.contains("12"), "{err}");
    assert!(start.elapsed().as_secs() < 30, "refusals are immediate");
    // The largest roll's odds are exact: they sum to 1.
    let v = json(&[
        "odds",
        "cc-great-war",
        "battle",
        "--unit",
        "mg",
        "--range",
        "2",
        "--extra-dice",
        "12",
        "--json",
    ]);
    assert_eq!(v["dice_entitled"], 15);
    let sum: u128 = v["hits"]
        .as_array()
        .expect("hits")
        .iter()
        .map(|h| h["num"].as_str().expect("num").parse::<u128>().expect("n"))
        .sum();
    assert_eq!(sum.to_string(), v["outcomes"].as_str().expect("outcomes"));
}

/// Shell Shortage "in all" (L847, the card's words and the default): 2 dice fewer across the
/// bombardment; the answer says it rests on that reading.
#[test]
fn shell_shortage_rule_on_the_command_line() {
    for rule in [None, Some("total")] {
        let mut args = vec!["--strength", "4", "--dice", "1,4,4,4", "--shell-shortage"];
        if let Some(r) = rule {
            args.extend(["--shell-shortage-rule", r]);
        }
        let v = artillery(&args);
        let dice: Vec<u64> = v["order"]
            .as_array()
            .expect("order")
            .iter()
            .map(|h| h["battle_dice"].as_u64().expect("dice"))
            .collect();
        assert_eq!(dice, vec![1, 1, 3], "{rule:?}");
        let reading = v["readings"]
            .as_array()
            .expect("readings")
            .iter()
            .find(|r| r["id"] == "cc-shell-shortage-total")
            .cloned()
            .expect("the Shell Shortage reading");
        assert_eq!(reading["setting"], "shell-shortage", "{reading}");
        assert!(
            reading["lines"]
                .as_str()
                .is_some_and(|l| l.contains("L847"))
        );
    }
}

/// A blocked retreat (L535-536) and a specialist (L633-634) on the command line, as in the app.
#[test]
fn blocked_retreat_and_specialist_on_the_command_line() {
    let v = json(&[
        "resolve",
        "cc-great-war",
        "battle",
        "--unit",
        "infantry",
        "--range",
        "1",
        "--dice",
        "burst,flag,flag",
        "--figures",
        "3",
        "--retreat-room",
        "0",
        "--json",
    ]);
    assert_eq!(
        (v["retreat_losses"].as_u64(), v["casualties"].as_u64()),
        (Some(2), Some(3))
    );
    assert_eq!(v["medal"], true);
    let v = json(&[
        "resolve",
        "cc-great-war",
        "battle",
        "--unit",
        "infantry",
        "--range",
        "1",
        "--dice",
        "burst,burst,hq",
        "--figures",
        "3",
        "--target-specialist",
        "--json",
    ]);
    assert_eq!(v["eliminated"], true);
}

/// The command line fights each bombarded hex as the app does (`artillery::hex_fight`): the
/// rulebook's 1-4-4-6 example (L671) on trenches, open ground with no unit, wire with no unit
/// and forest.
#[test]
fn artillery_hexes_resolved_with_terrain_and_figures() {
    let v = artillery(&[
        "--strength",
        "4",
        "--dice",
        "1,4,4,6",
        "--hex-terrain",
        "trenches,open,wire,forest",
        "--hex-figures",
        "4,0,0,?",
        "--hex-dice",
        "soldier,skull//burst,hq/flag",
    ]);
    let r = v["resolved"].as_array().expect("resolved");
    assert_eq!(r.len(), 4);
    // Main target: Skulls hit there (L679), the trench cancels the Soldier.
    assert_eq!(r[0]["hex"], "main");
    assert_eq!(
        (r[0]["hits"].as_u64(), r[0]["casualties"].as_u64()),
        (Some(1), Some(1))
    );
    // Open ground with no unit: passed over, nothing rolled (L675).
    assert_eq!(r[1]["skipped"], "no-unit");
    assert_eq!(r[1]["faces"], serde_json::json!([]));
    // Wire with no unit: rolled for the wire; the Burst cuts it (L1203), the HQ earns
    // nothing (L575).
    assert_eq!(r[2]["wire_cut"], true);
    assert_eq!(r[2]["hq_earned"], 0);
    assert_eq!(r[3]["retreat_min"], 1);
    assert_eq!(v["hq_earned"], 0);
    // The app, given the same hexes, finds the same.
    use adjutant::games::cc_great_war::artillery::{self, ArtilleryCards, CraterRule};
    use adjutant::games::cc_great_war::battle::SoldierRule;
    use adjutant::games::cc_great_war::data::CcData;
    let def = adjutant::games::embedded_content()
        .game("cc-great-war")
        .expect("cc")
        .clone();
    let data = CcData::of(&def).expect("data");
    let p =
        artillery::plan(4, &[1, 4, 4, 6], &data.template.order, CraterRule::Triple).expect("plan");
    let f = artillery::hex_fight(
        &data,
        &p,
        ArtilleryCards::default(),
        0,
        "trenches",
        Some(4),
        SoldierRule::Each,
        false,
    )
    .expect("hex");
    let app = f
        .read(&["soldier".to_string(), "skull".to_string()])
        .expect("read");
    assert_eq!(r[0]["hits"].as_u64(), Some(u64::from(app.outcome.hits)));
    assert!(
        artillery::hex_fight(
            &data,
            &p,
            ArtilleryCards::default(),
            1,
            "open",
            Some(0),
            SoldierRule::Each,
            false
        )
        .is_err(),
        "the app refuses to roll on an empty hex with no wire"
    );
    // Rolled by the app with a seed: the same answer twice, and as many faces as dice.
    let seeded = |s: &str| {
        artillery(&[
            "--strength",
            "4",
            "--dice",
            "1,4,4,6",
            "--hex-terrain",
            "trenches,open,wire,forest",
            "--seed",
            s,
        ])
    };
    let a = seeded("7");
    assert_eq!(a, seeded("7"));
    let counts: Vec<usize> = a["resolved"]
        .as_array()
        .expect("resolved")
        .iter()
        .map(|h| h["faces"].as_array().map_or(0, Vec::len))
        .collect();
    assert_eq!(counts, vec![2, 1, 2, 1]);
}

/// Per-hex lists of the wrong length, faces on a hex passed over, the wrong number of faces,
/// impossible figures and hex flags without terrain are refused, naming the flag.
#[test]
fn artillery_hex_arguments_are_checked() {
    let err = |args: &[&str]| {
        let mut all = vec!["--strength", "4", "--dice", "1,4,4,6", "--lang", "en"];
        all.extend_from_slice(args);
        let (code, out, err) = artillery_text(&all);
        assert_eq!(code, 2, "{args:?}: {out}");
        err
    };
    assert!(err(&["--hex-terrain", "open,open"]).contains("--hex-terrain"));
    assert!(err(&["--hex-terrain", "open,open,open,bog"]).contains("--hex-terrain"));
    let e = err(&[
        "--hex-terrain",
        "open,open,open,open",
        "--hex-figures",
        "1,0,1,1",
        "--hex-dice",
        "burst,burst/burst/burst,burst/burst",
    ]);
    assert!(e.contains("--hex-dice") && e.contains("hex 1"), "{e}");
    let e = err(&[
        "--hex-terrain",
        "open,open,open,open",
        "--hex-dice",
        "burst/burst/burst,burst/burst",
    ]);
    assert!(e.contains("--hex-dice") && e.contains("main target"), "{e}");
    assert!(
        err(&[
            "--hex-terrain",
            "open,open,open,open",
            "--hex-figures",
            "4,4,4,4294967295"
        ])
        .contains("--hex-figures")
    );
    assert!(err(&["--hex-figures", "4,4,4,4"]).contains("--hex-terrain"));
    assert!(err(&["--hex-dice", "burst"]).contains("--hex-terrain"));
}

/// Gas Attack on the command line: the target's unit is given with --target-unit (L745).
#[test]
fn gas_attack_on_the_command_line() {
    let v = json(&[
        "resolve",
        "cc-great-war",
        "battle",
        "--unit",
        "mg",
        "--range",
        "3",
        "--target-terrain",
        "trenches",
        "--cards",
        "gas-attack",
        "--target-unit",
        "infantry",
        "--dice",
        "flag,flag,soldier",
        "--json",
    ]);
    assert_eq!(
        (v["flags_ignorable"].as_u64(), v["retreat_min"].as_u64()),
        (Some(0), Some(2))
    );
    let err = battle_err(&[
        "--unit",
        "mg",
        "--range",
        "3",
        "--cards",
        "gas-attack",
        "--target-unit",
        "mortar",
        "--lang",
        "en",
    ]);
    assert!(err.contains("Gas Attack cannot be played against"), "{err}");
    let err = battle_err(&[
        "--unit",
        "infantry",
        "--range",
        "1",
        "--cards",
        "gas-attack",
        "--target-unit",
        "infantry",
        "--lang",
        "en",
    ]);
    assert!(
        err.contains("only at range") && err.contains("Gas Attack"),
        "{err}"
    );
}

/// Crossfire on the command line: `--crossfire` gives the other teams (L374-376), resolved and
/// with exact odds.
#[test]
fn crossfire_on_the_command_line() {
    let v = json(&[
        "resolve",
        "cc-great-war",
        "battle",
        "--unit",
        "mg",
        "--range",
        "2",
        "--crossfire",
        "3,4",
        "--target-terrain",
        "open",
        "--dice",
        "burst,burst,soldier,flag,hq,skull,soldier",
        "--json",
    ]);
    assert_eq!(
        (v["dice_entitled"].as_u64(), v["hits"].as_u64()),
        (Some(7), Some(4))
    );
    let o = json(&[
        "odds",
        "cc-great-war",
        "battle",
        "--unit",
        "mg",
        "--range",
        "2",
        "--crossfire",
        "3:wire,3",
        "--json",
    ]);
    assert_eq!(o["dice_entitled"].as_u64(), Some(8));
    assert_eq!(o["outcomes"], "1679616");
    let err = battle_err(&[
        "--unit",
        "mg",
        "--range",
        "2",
        "--crossfire",
        "3,x",
        "--lang",
        "en",
    ]);
    assert!(err.contains("--crossfire"), "{err}");
    let err = battle_err(&[
        "--unit",
        "mg",
        "--range",
        "2",
        "--crossfire",
        "1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1",
        "--lang",
        "en",
    ]);
    assert!(err.contains("only 3 machine-gun teams"), "{err}");
}
