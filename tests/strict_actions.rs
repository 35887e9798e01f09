//! Strict input for every action: a field an action's type does not know is refused, never
//! ignored (issue 34; testers found ASL's `"tme":3` for `"tem":3` resolved at TEM 0). The
//! action schemas of every built-in game and of the engine close every object with
//! `"additionalProperties": false` (`#[serde(deny_unknown_fields)]`), and a misspelt field is
//! refused through `play … do …` naming the field, with the save's files unchanged.

mod common;

use common::cli_play::{files, run};
use serde_json::Value;

/// Every object schema under `v` that has `properties` but does not close them with
/// `"additionalProperties": false`, by where it sits (`definition-name/path…`).
fn open_objects(v: &Value, at: &str, out: &mut Vec<String>) {
    match v {
        Value::Object(m) => {
            if m.get("properties").is_some_and(Value::is_object)
                && m.get("additionalProperties") != Some(&Value::Bool(false))
            {
                out.push(at.to_string());
            }
            for (k, x) in m {
                let next = if k == "$defs" || k == "definitions" {
                    // A definition is named by its own name alone.
                    if let Value::Object(defs) = x {
                        for (name, d) in defs {
                            open_objects(d, name, out);
                        }
                    }
                    continue;
                } else {
                    format!("{at}/{k}")
                };
                open_objects(x, &next, out);
            }
        }
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                open_objects(x, &format!("{at}/{i}"), out);
            }
        }
        _ => {}
    }
}

/// The offenders of a schema, each by its definition's name, an enum's struct variant as
/// `Enum::Variant` (`root` names the schema's own type when it has no title).
fn offenders(schema: &Value, root: &str) -> Vec<String> {
    let root = schema.get("title").and_then(Value::as_str).unwrap_or(root);
    let mut out = vec![];
    open_objects(schema, root, &mut out);
    out.into_iter().map(|o| readable(&o)).collect()
}

/// `Enum/oneOf/3/properties/Variant` → `Enum::Variant`; any other path is kept.
fn readable(at: &str) -> String {
    let parts: Vec<&str> = at.split('/').collect();
    match parts.as_slice() {
        [def, "oneOf" | "anyOf", _, "properties", variant] => format!("{def}::{variant}"),
        _ => at.to_string(),
    }
}

#[test]
fn every_game_action_schema_is_closed() {
    let mut all = vec![];
    assert!(!adjutant::games::BUILT_IN.is_empty());
    for g in adjutant::games::BUILT_IN {
        let game = adjutant::games::find(g.id()).expect("a built-in game is found by its id");
        let schema = game.action_schema();
        for o in offenders(&schema, g.id()) {
            all.push(format!("{}: {o}", g.id()));
        }
    }
    assert!(
        all.is_empty(),
        "action objects that accept unknown fields:\n{}",
        all.join("\n")
    );
}

#[test]
fn engine_action_schema_is_closed() {
    let schema =
        schemars::schema_for!(adjutant::core::table::TableAction<serde_json::Value>).to_value();
    let all = offenders(&schema, "TableAction");
    assert!(
        all.is_empty(),
        "engine action objects that accept unknown fields:\n{}",
        all.join("\n")
    );
}

/// The walker itself finds an open object (so an empty list above means something).
#[test]
fn the_walker_finds_an_open_object() {
    #[derive(schemars::JsonSchema)]
    #[allow(dead_code)]
    struct Open {
        a: u32,
    }
    #[derive(schemars::JsonSchema)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Closed {
        a: u32,
        inner: Open,
    }
    let schema = schemars::schema_for!(Closed).to_value();
    assert_eq!(offenders(&schema, "Closed"), vec!["Open".to_string()]);
}

// ---- A misspelt field through `play … do …` and through a phone ----------------------------

/// A new save of `game`: its id.
fn new_save(home: &std::path::Path, game: &str) -> String {
    let (code, out, err) = run(home, &["play", "new", game, "--seed", "7"]);
    assert_eq!(code, 0, "{err}");
    out.trim().to_string()
}

/// `play <save> do <words>` is refused: exit 2, one line on stderr that names `field`, and
/// the save's files byte for byte as they were.
fn refused(home: &std::path::Path, save: &str, words: &[&str], field: &str) {
    let before = files(home);
    let mut args = vec!["play", save, "do"];
    args.extend_from_slice(words);
    let (code, out, err) = run(home, &args);
    assert_eq!(code, 2, "{words:?} was taken: {out}{err}");
    assert!(
        err.contains(field),
        "{words:?}: the refusal does not name {field:?}: {err}"
    );
    assert_eq!(err.trim().lines().count(), 1, "{words:?}: {err}");
    // Shown with `--nocapture`: what a player reads.
    println!("{}", err.trim());
    assert_eq!(files(home), before, "{words:?} changed the save's files");
}

/// The same words from a phone of the game's first side: refused by
/// `host::phone_action`, naming `field`.
fn phone_refused(game: &str, words: &[&str], field: &str) {
    let def = adjutant::games::embedded_content()
        .game(game)
        .expect("game data")
        .clone();
    let state = adjutant::session::GameState::new(&def, "phone", 7, chrono::Utc::now());
    let loc = adjutant::i18n::Localizer::new(adjutant::i18n::Lang::En);
    let side = def.sides.first().map(|s| s.id.clone()).unwrap_or_default();
    let words: Vec<String> = words.iter().map(|w| w.to_string()).collect();
    let err = adjutant::host::phone_action(&loc, &def, &state.table, &side, &words)
        .expect_err("a misspelt field from a phone");
    assert!(err.contains(field), "{words:?}: {err}");
}

/// The testers' case: ASL's `"tme":3` for `"tem":3` is refused naming `tme` (it was resolved
/// at TEM 0), while the same attack spelt right is taken; a misspelt firer's field inside
/// the list of firers, and a misspelt named argument, are refused too.
#[test]
fn asl_a_misspelt_tem_is_refused() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let save = new_save(h, "asl-sk1");
    common::cli_play::act(h, &save, &["end-phase"]);
    let right = r#"{"items":[{"kind":"Squad","fp":7}],"leaders":[-1],"tem":3}"#;
    let wrong = r#"{"items":[{"kind":"Squad","fp":7}],"leaders":[-1],"tme":3}"#;
    refused(h, &save, &["fire", wrong, "1,1"], "tme");
    refused(
        h,
        &save,
        &[
            "fire",
            r#"{"items":[{"kind":"Squad","fp":7,"long_rnage":true}],"tem":3}"#,
            "1,1",
        ],
        "long_rnage",
    );
    refused(
        h,
        &save,
        &["morale", r#"{"morale":7,"ift_dmr":1}"#, "3,4"],
        "ift_dmr",
    );
    refused(
        h,
        &save,
        &["set-length", "turns=5", "half_lst=true"],
        "half_lst",
    );
    let v = common::cli_play::act(h, &save, &["fire", right, "1,1"]);
    assert_eq!(v["card"]["kind"], "fire", "{v}");
    phone_refused("asl-sk1", &["fire", wrong, "1,1"], "tme");
}

/// Command and Colors: a battle's situation with a misspelt field, whole as JSON or by its
/// dotted name, and a misspelt setting.
#[test]
fn cc_a_misspelt_field_is_refused() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let save = new_save(h, "cc-great-war");
    let wrong =
        r#"situation={"unit":"infantry","range":2,"target_terrain":"open","from_hil":true}"#;
    refused(h, &save, &["battle", "side=allies", wrong], "from_hil");
    refused(
        h,
        &save,
        &[
            "battle",
            "side=allies",
            "situation.unit=infantry",
            "situation.rnage=2",
            "situation.target_terrain=open",
        ],
        "situation.rnage",
    );
    refused(
        h,
        &save,
        &["settings", "shell_shortag=true"],
        "shell_shortag",
    );
    phone_refused(
        "cc-great-war",
        &["battle", "side=allies", wrong],
        "from_hil",
    );
}

/// Tide of Iron: an attack whose leading firer has a misspelt field, as JSON and dotted.
#[test]
fn toi_a_misspelt_field_is_refused() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let save = new_save(h, "tide-of-iron");
    let wrong =
        r#"attack={"lead":{"fp":4,"range":4,"distance":3,"desprate":true},"target":{"cover":2}}"#;
    refused(
        h,
        &save,
        &["attack", "side=0", wrong, "black=5,6,1,2", "red=5,3"],
        "desprate",
    );
    refused(
        h,
        &save,
        &[
            "attack",
            "side=0",
            "attack.lead.fp=4",
            "attack.lead.range=4",
            "attack.lead.distanse=3",
        ],
        "attack.lead.distanse",
    );
    refused(
        h,
        &save,
        &[
            "roster",
            r#"{"Add":{"name":"Rifle squad A","side":0,"vehicel":true}}"#,
        ],
        "vehicel",
    );
    phone_refused("tide-of-iron", &["attack", "side=0", wrong], "desprate");
}

/// Trench Club: the battle helper's fighters with a misspelt field, and a misspelt setting.
#[test]
fn tc_a_misspelt_field_is_refused() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let save = new_save(h, "trench-club");
    let wrong = r#"situation={"attacker":{"unit":"infantry","dmage":1},"defender":{"unit":"infantry"},"close":true}"#;
    refused(h, &save, &["battle", wrong], "dmage");
    refused(
        h,
        &save,
        &[
            "battle",
            r#"situation={"attacker":{"unit":"infantry"},"defender":{"unit":"infantry"},"close":true,"grond":"Open"}"#,
        ],
        "grond",
    );
    refused(
        h,
        &save,
        &[
            "setup",
            "seats=germany,france",
            "settings.no_such_rule=true",
        ],
        "settings.no_such_rule",
    );
    refused(
        h,
        &save,
        &[
            "fight",
            "index=0",
            r#"attack={"Dice":{"base":[1],"redd":[2]}}"#,
        ],
        "redd",
    );
    phone_refused("trench-club", &["battle", wrong], "dmage");
}

/// We Were Brothers: a roll's situation with a misspelt field (as JSON and dotted), and a
/// soldier named with a misspelt field.
#[test]
fn wwb_a_misspelt_field_is_refused() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let save = new_save(h, "we-were-brothers");
    let wrong = r#"roll={"combat":{"fire":{"weapon":"kar-98k","rnge":4}}}"#;
    refused(h, &save, &["resolve", wrong], "rnge");
    refused(
        h,
        &save,
        &[
            "resolve",
            "roll.combat.fire.weapon=kar-98k",
            "roll.combat.fire.rnge=4",
        ],
        "roll.combat.fire.rnge",
    );
    refused(h, &save, &["recover", "squad=0", "soldir=1"], "soldir");
    refused(
        h,
        &save,
        &[
            "edit",
            r#"who={"squad":0,"soldier":0,"rank":1}"#,
            r#"edit={"health":2}"#,
        ],
        "rank",
    );
    refused(
        h,
        &save,
        &["set-tiers", "cherry_cornr=true"],
        "cherry_cornr",
    );
    phone_refused("we-were-brothers", &["resolve", wrong], "rnge");
}

/// The engine's own actions: a misspelt argument by words (any game), and an engine action
/// given as JSON with a field it does not have.
#[test]
fn engine_a_misspelt_field_is_refused() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let save = new_save(h, "cc-great-war");
    refused(
        h,
        &save,
        &["pool-take", "pool=hq", "side=allies", "n=1", "nn=2"],
        "nn",
    );
    refused(h, &save, &["roll", "spec=2d6", "hnd=1,2"], "hnd");
    phone_refused(
        "cc-great-war",
        &["track-move", "track=x", "delta=1", "dleta=2"],
        "dleta",
    );
    let wrong = serde_json::json!({"PoolTake": {"pool": "hq", "side": "allies", "n": 1, "nn": 2}});
    let err = serde_json::from_value::<adjutant::session::Action>(wrong)
        .expect_err("an engine action with an unknown field");
    assert!(err.to_string().contains("nn"), "{err}");
    let right = serde_json::json!({"PoolTake": {"pool": "hq", "side": "allies", "n": 1}});
    assert!(serde_json::from_value::<adjutant::session::Action>(right).is_ok());
}
