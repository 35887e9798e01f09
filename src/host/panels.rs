//! The private things a phone shows besides its hand, in words, for the games that have
//! them: a We Were Brothers player's squads (each man's weapon and ammunition, health,
//! status, posture and fate); a Trench Club player's money, forts and units; a Tide of Iron
//! player's command, VP, cards and units. Read from the games' own types (or their `show`);
//! nothing here changes them.

use serde_json::{Value, json};

use crate::core::def::GameDef;
use crate::core::table::Table;
use crate::games::we_were_brothers as wwb;
use crate::i18n::Localizer;

/// The panels `side` sees: each `{ title, note?, lines: [{ head, lines }] }`.
pub fn panels(loc: &Localizer, def: &GameDef, table: &Table, side: &str) -> Vec<Value> {
    match def.id.as_str() {
        "we-were-brothers" => squads(loc, def, table, side),
        "trench-club" | "tide-of-iron" => own_state(loc, def, table, side),
        _ => vec![],
    }
}

fn squads(loc: &Localizer, def: &GameDef, table: &Table, side: &str) -> Vec<Value> {
    let Some(st) = wwb::state(table) else {
        return vec![];
    };
    let d = wwb::data::load(def);
    // The health line's boxes are placeholders until the players set them: said once.
    let note = wwb::basis::health_estimated(&d).then(|| loc.t("wwb-basis-health-line"));
    // The men a shot may be aimed at: every other side's, by their labels (on the board
    // for all to see).
    let targets: Vec<Value> = st
        .squads
        .iter()
        .enumerate()
        .filter(|(_, sq)| sq.army.side() != side)
        .flat_map(|(si, sq)| {
            sq.soldiers
                .iter()
                .enumerate()
                .filter(|(_, s)| s.fate == wwb::squad::Fate::Fighting)
                .map(move |(i, _)| json!({ "who": { "squad": si, "soldier": i }, "label": sq.label(i) }))
        })
        .collect();
    let postures: Vec<Value> = [
        wwb::kinds::Posture::Standing,
        wwb::kinds::Posture::Kneeling,
        wwb::kinds::Posture::Prone,
    ]
    .into_iter()
    .map(|p| json!({ "id": p, "name": loc.t(&p.msg()) }))
    .collect();
    let covers: Vec<Value> = ["partial", "window", "smoke", "building", "bunker", "woods"]
        .into_iter()
        .map(|c| json!({ "id": c, "name": loc.t(&format!("wwb-ui-cover-{c}")) }))
        .collect();
    let words = json!({
        "fire": loc.t("host-page-fire"),
        "range": loc.t("wwb-ui-range"),
        "target": loc.t("wwb-ui-target"),
        "target_posture": loc.t("wwb-ui-target-posture"),
        "cover": loc.t("wwb-ui-cover"),
    });
    st.squads
        .iter()
        .enumerate()
        .filter(|(_, sq)| sq.army.side() == side)
        .map(|(si, sq)| {
            let men: Vec<Value> = sq
                .soldiers
                .iter()
                .enumerate()
                .map(|(i, s)| {
                    let mut head = sq.label(i);
                    if let Some(sp) = s.specialist {
                        head = format!("{head} · {}", loc.t(&sp.msg()));
                    }
                    let status = s
                        .status
                        .map_or_else(|| loc.t("wwb-ui-no-status"), |x| loc.t(&x.msg()));
                    let mut lines = vec![
                        wwb::card::weapon_line(loc, &d, s),
                        loc.tr(
                            "wwb-ui-soldier-line",
                            &[
                                ("health", s.health.to_string()),
                                ("status", status),
                                ("posture", loc.t(&s.posture.msg())),
                            ],
                        ),
                    ];
                    if s.fate != wwb::squad::Fate::Fighting {
                        lines.push(loc.t(s.fate.msg()));
                    }
                    // What a shot by him needs (his weapon and posture), for the Fire form.
                    let fire = (s.fate == wwb::squad::Fate::Fighting)
                        .then(|| s.weapon().card.clone())
                        .flatten()
                        .map(|weapon| {
                            json!({
                                "who": { "squad": si, "soldier": i },
                                "weapon": weapon,
                                "posture": s.posture,
                            })
                        });
                    json!({ "head": head, "lines": lines, "fire": fire })
                })
                .collect();
            json!({
                "title": format!("{} · {}", sq.code, loc.t(sq.army.msg())),
                "note": note,
                "lines": men,
                "fire": { "targets": targets, "postures": postures, "covers": covers, "words": words },
            })
        })
        .collect()
}

/// A Trench Club or Tide of Iron player's own things, in words, from the game's `show`.
fn own_state(loc: &Localizer, def: &GameDef, table: &Table, side: &str) -> Vec<Value> {
    let Some(game) = crate::games::find(&def.id) else {
        return vec![];
    };
    let st = game.show(loc, def, table, Some(side));
    let text = |v: &Value| match v {
        Value::String(s) => s.clone(),
        Value::Null => String::new(),
        other => other.to_string(),
    };
    let n = |v: &Value| v.as_i64().unwrap_or(0).to_string();
    let mut out = vec![];
    if def.id == "trench-club" {
        let arr = |k: &str| st[k].as_array().cloned().unwrap_or_default();
        if let Some(seat) = arr("seats").into_iter().find(|x| x["side"] == side) {
            out.push(json!({
                "title": loc.t("host-panel-treasury"),
                "lines": [{
                    "head": text(&seat["name"]),
                    "lines": [
                        loc.tr("host-panel-money", &[("n", n(&seat["money"]))]),
                        loc.tr("host-panel-forts", &[("n", n(&seat["forts"]))]),
                    ],
                }],
            }));
        }
        let units: Vec<Value> = arr("units")
            .into_iter()
            .filter(|u| u["owner"] == side)
            .map(|u| {
                json!({
                    "head": text(&u["label"]),
                    "lines": [loc.tr("host-panel-tc-unit", &[
                        ("damage", n(&u["damage"])),
                        ("xp", n(&u["xp"])),
                        ("level", text(&u["level"])),
                    ])],
                })
            })
            .collect();
        out.push(json!({ "title": loc.t("host-panel-units"), "lines": units }));
    } else {
        let arr = |k: &str| st[k].as_array().cloned().unwrap_or_default();
        let names = |v: &Value| {
            v.as_array()
                .into_iter()
                .flatten()
                .map(|c| text(&c["name"]))
                .collect::<Vec<_>>()
                .join(", ")
        };
        if let Some(me) = arr("sides").into_iter().find(|x| x["id"] == side) {
            let mut lines = vec![
                loc.tr("host-panel-command", &[("n", n(&me["command"]))]),
                loc.tr("host-panel-vp", &[("n", n(&me["vp"]))]),
            ];
            let hq = names(&me["hq"]);
            if !hq.is_empty() {
                lines.push(loc.tr("host-panel-hq-cards", &[("cards", hq)]));
            }
            let in_play = names(&me["in_play"]);
            if !in_play.is_empty() {
                lines.push(loc.tr("host-panel-in-play", &[("cards", in_play)]));
            }
            out.push(json!({
                "title": loc.t("host-panel-command-title"),
                "lines": [{ "head": text(&me["name"]), "lines": lines }],
            }));
        }
        let units: Vec<Value> = arr("units")
            .into_iter()
            .filter(|u| u["side"]["id"] == side)
            .map(|u| {
                let mut lines = vec![
                    text(&u["condition"]["name"]),
                    text(&u["damage"]["name"]),
                    text(&u["activation"]["name"]),
                ];
                lines.retain(|l| !l.is_empty());
                json!({ "head": text(&u["name"]), "lines": [lines.join(" · ")] })
            })
            .collect();
        out.push(json!({ "title": loc.t("host-panel-units"), "lines": units }));
    }
    out
}

/// The dice a roll asked for by `action` throws, in order, as die keys
/// (`we-were-brothers:yellow`), for the games whose actions take the sides that came up by
/// their number on each die (We Were Brothers' `dice`): the phone's die pad must be that
/// die's, or a side's number would be read on another die. `None`: the action does not say
/// yet (its roll is not complete), or the game takes faces by name (any pad will do).
pub fn roll_dice(def: &GameDef, table: &Table, action: &Value) -> Option<Vec<String>> {
    if def.id != "we-were-brothers" {
        return None;
    }
    let st = wwb::state(table)?;
    let found = find_roll(action)?;
    let roll: wwb::rolls::Roll = serde_json::from_value(found.get("roll")?.clone()).ok()?;
    let who = |k: &str| {
        found
            .get(k)
            .and_then(|v| serde_json::from_value::<Option<wwb::Who>>(v.clone()).ok())
            .flatten()
    };
    let data = wwb::data::load(def);
    let faces = wwb::dice::Faces::from_def(def).ok()?;
    let ctx = wwb::wounds::ctx(&data, &faces, st, &roll, who("actor"), who("target"));
    let colours = wwb::rolls::dice(&ctx, &roll).ok()?;
    colours
        .iter()
        .map(|c| {
            serde_json::to_value(c)
                .ok()
                .and_then(|v| v.as_str().map(|s| format!("{}:{s}", def.id)))
        })
        .collect()
}

/// The object holding a `roll` in an action's JSON.
fn find_roll(v: &Value) -> Option<&serde_json::Map<String, Value>> {
    match v {
        Value::Object(m) if m.contains_key("roll") => Some(m),
        Value::Object(m) => m.values().find_map(find_roll),
        Value::Array(a) => a.iter().find_map(find_roll),
        _ => None,
    }
}
