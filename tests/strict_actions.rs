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
