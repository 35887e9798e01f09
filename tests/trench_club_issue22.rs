//! Issue 22 for Trench Club, through the real binary: the Automa's purchase and its drawn
//! armies, and the data's guesses marked (never refusing a player's real dice). Lines are
//! those of `seeds/003_aeec4931afcddac5.txt`.

mod common;
use common::{json, run};
use serde_json::Value;

fn automa(args: &[&str]) -> Value {
    let mut all = vec!["resolve", "trench-club", "automa"];
    all.extend_from_slice(args);
    all.push("--json");
    json(&all)
}

fn battle(args: &[&str]) -> Value {
    let mut all = vec!["resolve", "trench-club", "battle", "--json"];
    all.extend_from_slice(args);
    json(&all)
}

fn strings(v: &Value) -> Vec<String> {
    v.as_array()
        .map(|a| {
            a.iter()
                .filter_map(|x| x.as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

/// L626: with 2 Armoured Cars and the cap of 2 a type, the Automa buys the assault gun "and
/// then a unit at random"; the app used to answer the Field Gun for ever, whatever the nation.
#[test]
fn automa_purchase_goes_on_to_a_random_unit_of_its_nation_l626() {
    let capped = "infantry,infantry,armoured-car,armoured-car,field-gun,field-gun";
    let v = automa(&[
        "purchase", "--units", capped, "--cap", "--nation", "germany", "--seed", "3",
    ]);
    assert_eq!(v["random"], true);
    let among = strings(&v["random_among"]);
    let buy = v["buy"].as_str().unwrap_or_default().to_string();
    assert!(among.contains(&buy), "{buy} among {among:?}");
    for never in [
        "field-gun",
        "armoured-car",
        "truck",
        "renault-ft17",
        "howitzer",
    ] {
        assert!(
            !among.iter().any(|u| u == never),
            "{never} is capped, never bought or not German: {among:?}"
        );
    }
    assert!(
        among.iter().any(|u| u == "big-bertha"),
        "Germany's own unit"
    );
    // France fields no Field Gun: straight to a unit at random, among French units.
    let v = automa(&[
        "purchase",
        "--units",
        "infantry,infantry,armoured-car,armoured-car",
        "--cap",
        "--nation",
        "france",
        "--seed",
        "1",
    ]);
    assert_eq!(v["random"], true);
    let among = strings(&v["random_among"]);
    assert!(among.iter().any(|u| u == "renault-ft17"));
    assert!(!among.iter().any(|u| u == "field-gun" || u == "big-bertha"));
    // The answer names the readings it rests on.
    let ids: Vec<String> = v["readings"]
        .as_array()
        .map(|r| {
            r.iter()
                .filter_map(|x| x["id"].as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default();
    assert!(ids.contains(&"tc-assault-gun".to_string()), "{ids:?}");
}

/// L618: the Automa's tokens are drawn from a cup, 4 for the first start location, 4 for the
/// second, the rest for the third; the app used to give a fixed split in the sheet's order.
#[test]
fn automa_armies_are_drawn_at_random_l618() {
    let mut firsts = std::collections::BTreeSet::new();
    for seed in ["1", "2", "3", "4", "5", "6"] {
        let v = automa(&[
            "force",
            "--nation",
            "germany",
            "--difficulty",
            "easy",
            "--seed",
            seed,
        ]);
        let units = strings(&v["units"]);
        let mut drawn: Vec<String> = (0..3).flat_map(|i| strings(&v["armies"][i])).collect();
        assert_eq!(strings(&v["armies"][0]).len(), 4);
        assert_eq!(strings(&v["armies"][1]).len(), 4);
        let mut all = units.clone();
        all.sort();
        drawn.sort();
        assert_eq!(drawn, all, "every token drawn once");
        firsts.insert(strings(&v["armies"][0]));
    }
    assert!(firsts.len() > 1, "the first army changes with the draw");
}

/// The Dice Sheet's count at 4 damage (6) is a guess of the data: a player's 7 hits were
/// refused as "more than the 6 dice rolled". Now taken, and the answer says it rests on a
/// guess (`verified: false`, with what and why).
#[test]
fn guessed_dice_never_refuse_real_hits_and_are_marked() {
    let args = [
        "--attacker",
        "infantry",
        "--attacker-damage",
        "4",
        "--defender",
        "infantry",
        "--hits",
        "7",
        "--back-hits",
        "0",
    ];
    let v = battle(&args);
    assert_eq!(v["defender_result"]["hits_taken"], 7);
    assert_eq!(v["verified"], false);
    let whats: Vec<String> = v["unverified"]
        .as_array()
        .map(|u| {
            u.iter()
                .filter_map(|x| x["what"].as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default();
    assert!(whats.iter().any(|w| w == "dice at damage 4"), "{whats:?}");
    // Seven real dice at a guessed count are taken as rolled too.
    let v = battle(&[
        "--attacker",
        "infantry",
        "--attacker-damage",
        "4",
        "--defender",
        "infantry",
        "--dice",
        "1,1,1,9,9,9,9",
        "--back-hits",
        "0",
    ]);
    assert_eq!(v["defender_result"]["hits_taken"], 3);
    // A count the text gives (11 dice at 1 damage, L102) is still checked.
    let (code, _, err) = run(&[
        "resolve",
        "trench-club",
        "battle",
        "--attacker",
        "infantry",
        "--attacker-damage",
        "1",
        "--defender",
        "infantry",
        "--hits",
        "12",
        "--back-hits",
        "0",
    ]);
    assert_ne!(code, 0, "{err}");
    // The odds say so as well.
    let (code, out, err) = run(&[
        "odds",
        "trench-club",
        "battle",
        "--attacker",
        "infantry",
        "--attacker-damage",
        "2",
        "--defender",
        "infantry",
        "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    let o: Value = serde_json::from_str(&out).expect("json");
    assert_eq!(o["verified"], false);
}

/// Big Bertha's neighbour directions are unverified in the data (the diagram is missing,
/// L538): a stray roll says so; a roll on target rests on nothing guessed.
#[test]
fn big_bertha_neighbour_is_marked_unverified_l538() {
    let j = |face: &str| {
        json(&[
            "resolve",
            "trench-club",
            "scatter",
            "--dice",
            face,
            "--json",
        ])
    };
    let stray = j("3");
    assert!(stray["stray"].is_string());
    assert_eq!(stray["verified"], false);
    assert!(stray["unverified"][0]["reason"].is_string());
    let on = j("9");
    assert_eq!(on["stray"], Value::Null);
    assert_eq!(on["verified"], true);
}

/// Seven dice rolled where the Dice Sheet's count is a guess: the explanation says the 7 dice
/// the player rolled, not the data's estimate (L491-494: the dice as rolled are read).
#[test]
fn the_text_says_the_dice_the_player_rolled() {
    let (code, out, err) = run(&[
        "resolve",
        "trench-club",
        "battle",
        "--attacker",
        "infantry",
        "--attacker-damage",
        "4",
        "--defender",
        "infantry",
        "--dice",
        "1,1,1,9,9,9,9",
        "--back-hits",
        "0",
    ]);
    assert_eq!(code, 0, "{err}");
    let line = out
        .lines()
        .find(|l| l.starts_with("Attacker: 4 damage"))
        .unwrap_or_default();
    assert!(line.contains("7 dice"), "{out}");
}
