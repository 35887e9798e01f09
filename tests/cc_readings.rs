//! Command and Colors WWI: every answer that rests on a reading of an unclear or
//! contradicting rule says so (issue 22): the command line's JSON carries `readings` (id,
//! lines, setting), `verified` and, for placeholders, `unverified`; the result card shows one
//! quiet mark and opens its working with the explanation. Line numbers refer to
//! `../shared/seeds/000_9c234a88fa7f5d9b.txt`.

mod common;
use common::json;
use serde_json::Value;

fn ids(v: &Value) -> Vec<String> {
    v["readings"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|r| r["id"].as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

fn battle(extra: &[&str]) -> Value {
    let mut args = vec!["resolve", "cc-great-war", "battle", "--json"];
    args.extend(extra);
    json(&args)
}

/// Two Soldiers left after protection count 2 hits on the usual reading and 1 on the other
/// (L428, L1127, digest §11 #4): the answer names the reading and its setting. One Soldier
/// counts the same either way: no reading.
#[test]
fn a_battle_names_the_soldier_and_terrain_readings_it_rests_on() {
    let v = battle(&[
        "--unit",
        "infantry",
        "--range",
        "1",
        "--dice",
        "soldier,soldier,burst",
    ]);
    assert_eq!(v["hits"], 3);
    assert_eq!(ids(&v), vec!["cc-soldier-hits-each"]);
    assert_eq!(v["readings"][0]["setting"], "soldier-rule");
    assert_eq!(v["verified"], true);
    let v = battle(&[
        "--unit",
        "infantry",
        "--range",
        "1",
        "--dice",
        "soldier,soldier,burst",
        "--soldier-rule",
        "any-one",
    ]);
    assert_eq!(v["hits"], 2);
    assert_eq!(ids(&v), vec!["cc-soldier-hits-any-one"]);
    let v = battle(&[
        "--unit",
        "infantry",
        "--range",
        "2",
        "--dice",
        "soldier,flag",
    ]);
    assert!(ids(&v).is_empty(), "{v}");
    // A trench cancels Soldiers on its own and lets the owner ignore Flags (§11 #38).
    let v = battle(&[
        "--unit",
        "infantry",
        "--range",
        "2",
        "--target-terrain",
        "trenches",
        "--dice",
        "flag,flag",
    ]);
    assert_eq!(ids(&v), vec!["cc-terrain-protection"]);
}

/// Odds rest on the battle die's layout, which the rulebook does not give (L93-113): the answer
/// is marked unverified and says why.
#[test]
fn odds_say_the_die_layout_is_a_placeholder() {
    let v = json(&[
        "odds",
        "cc-great-war",
        "battle",
        "--unit",
        "mg",
        "--range",
        "3",
        "--json",
    ]);
    assert_eq!(v["verified"], false);
    assert_eq!(v["unverified"][0]["what"], "battle die faces");
    assert!(
        v["unverified"][0]["reason"]
            .as_str()
            .is_some_and(|r| r.contains("L93-113"))
    );
    let v = json(&["odds", "cc-great-war", "three-on-a-match", "--json"]);
    assert_eq!(v["verified"], false);
    assert_eq!(ids(&v), vec!["cc-three-on-a-match"]);
}

/// Three on a Match (L785) names Soldier and Burst only; the card's answer says it reads the
/// other faces as nothing and the terrain as no protection.
#[test]
fn three_on_a_match_names_its_reading() {
    let v = json(&[
        "resolve",
        "cc-great-war",
        "three-on-a-match",
        "--dice",
        "flag",
        "--json",
    ]);
    assert_eq!(ids(&v), vec!["cc-three-on-a-match"]);
    assert!(
        v["readings"][0]["lines"]
            .as_str()
            .is_some_and(|l| l.contains("L783-785"))
    );
}

/// A bombardment names its readings: two pairs put 4 dice on the main target without a
/// triple (the crater sentences disagree, L691 vs L1009); no doubles leaves the main target
/// unhit (L665-671); Box Barrage's "dice reductions" are the terrain's protection (L733).
#[test]
fn a_bombardment_names_its_readings() {
    let art = |extra: &[&str]| {
        let mut args = vec!["resolve", "cc-great-war", "artillery", "--json"];
        args.extend(extra);
        json(&args)
    };
    let v = art(&["--strength", "4", "--dice", "2,2,6,6"]);
    assert_eq!(ids(&v), vec!["cc-crater-triple"]);
    assert_eq!(v["readings"][0]["setting"], "crater-rule");
    let v = art(&[
        "--strength",
        "4",
        "--dice",
        "2,2,6,6",
        "--crater-rule",
        "center-dice",
    ]);
    assert_eq!(
        ids(&v),
        vec!["cc-crater-center-dice", "cc-cratered-symbols"]
    );
    let v = art(&["--strength", "4", "--dice", "1,2,3,5"]);
    assert_eq!(ids(&v), vec!["cc-main-target"]);
    let v = art(&["--strength", "3", "--dice", "1,4,4", "--box-barrage"]);
    assert_eq!(ids(&v), vec!["cc-box-barrage"]);
    let v = art(&["--strength", "4", "--dice", "1,4,4,4"]);
    assert_eq!(ids(&v), vec!["cc-cratered-symbols"]);
}

/// Every reading has its words in both languages, and none quotes a rulebook line number.
#[test]
fn every_reading_has_words_in_both_languages() {
    let loc = adjutant::i18n::Localizer::new(adjutant::i18n::Lang::En);
    for id in [
        "cc-soldier-hits-each",
        "cc-soldier-hits-any-one",
        "cc-terrain-protection",
        "cc-mortar-barrage",
        "cc-gas-attack-infantry",
        "cc-blocked-retreat",
        "cc-shell-shortage-total",
        "cc-shell-shortage-per-hex",
        "cc-crater-triple",
        "cc-crater-center-dice",
        "cc-main-target",
        "cc-cratered-symbols",
        "cc-hold-cratered",
        "cc-hold-cratered-holds",
        "cc-nml-rows",
        "cc-box-barrage",
        "cc-three-on-a-match",
        "cc-big-show-burst-nothing",
        "cc-big-show-burst-orders",
        "cc-replacements-burst-nothing",
        "cc-replacements-burst-returns",
    ] {
        for lang in [adjutant::i18n::Lang::En, adjutant::i18n::Lang::It] {
            assert!(loc.has(lang, &format!("reading-{id}")), "{id} {lang:?}");
        }
    }
}

/// Hold at All Costs on a cratered main target (L691-693, L721): not there by default, a
/// reading with its setting; with the setting, the card wins there too.
#[test]
fn hold_on_a_cratered_main_target_is_a_named_reading() {
    let art = |extra: &[&str]| {
        let mut args = vec![
            "resolve",
            "cc-great-war",
            "artillery",
            "--strength",
            "4",
            "--dice",
            "1,4,4,4",
            "--hold",
            "--hex-terrain",
            "trenches,open,open",
            "--hex-dice",
            "flag,flag,flag/flag/flag,flag,flag",
            "--json",
        ];
        args.extend(extra);
        json(&args)
    };
    let v = art(&[]);
    assert!(ids(&v).contains(&"cc-hold-cratered".to_string()), "{v}");
    assert_eq!(
        v["resolved"][0]["retreat_min"], 3,
        "the crater: every Flag counts"
    );
    assert_eq!(v["resolved"][1]["retreat_min"], 0, "Hold elsewhere");
    let v = art(&["--hold-on-cratered"]);
    assert!(
        ids(&v).contains(&"cc-hold-cratered-holds".to_string()),
        "{v}"
    );
    assert_eq!(
        v["resolved"][0]["retreat_min"], 0,
        "the setting: Hold there too"
    );
}

/// No Man's Land counts carried from one row into the next (digest §11 #41) are a reading.
#[test]
fn no_mans_land_across_rows_names_its_reading() {
    let v = json(&[
        "resolve",
        "cc-great-war",
        "nml",
        "--rows",
        "3,3",
        "--dice",
        "2,4,6",
        "--json",
    ]);
    assert_eq!(ids(&v), vec!["cc-nml-rows"]);
}
