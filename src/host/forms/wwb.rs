//! We Were Brothers on a phone: his squads man by man. A shot by one of his men (his weapon
//! and posture known) at an enemy man, a grenade thrown, care and rally rolls among his own
//! men, and the initiative check; each with the roll's own coloured dice on their pads.

use serde_json::{Value, json};

use super::{Built, Ctx, Form, Opt, Values};
use crate::games::we_were_brothers::{
    self as wwb, Who,
    kinds::{Posture, Status},
    squad::Fate,
};

pub const COVERED: &[&str] = &["resolve", "initiative"];

fn who_id(w: Who) -> String {
    format!("{}-{}", w.squad, w.soldier)
}

fn who_of(id: &str) -> Option<Who> {
    let (s, m) = id.split_once('-')?;
    Some(Who {
        squad: s.parse().ok()?,
        soldier: m.parse().ok()?,
    })
}

/// The fighting men of the side (`mine`) or of the others, by label.
fn men(cx: &Ctx, mine: bool, with_weapon: bool) -> Vec<Opt> {
    let Some(st) = wwb::state(cx.table) else {
        return vec![];
    };
    st.squads
        .iter()
        .enumerate()
        .filter(|(_, sq)| (sq.army.side() == cx.side) == mine)
        .flat_map(|(si, sq)| {
            sq.soldiers
                .iter()
                .enumerate()
                .filter(|(_, s)| s.fate == Fate::Fighting)
                .filter(move |(_, s)| !with_weapon || s.weapon().card.is_some())
                .map(move |(i, _)| {
                    Opt::new(
                        who_id(Who {
                            squad: si,
                            soldier: i,
                        }),
                        sq.label(i),
                    )
                })
        })
        .collect()
}

fn postures(cx: &Ctx) -> Vec<Opt> {
    [Posture::Standing, Posture::Kneeling, Posture::Prone]
        .into_iter()
        .map(|p| Opt::new(kebab(&p), cx.loc.t(&p.msg())))
        .collect()
}

fn kebab<T: serde::Serialize>(x: &T) -> String {
    serde_json::to_value(x)
        .ok()
        .and_then(|v| v.as_str().map(String::from))
        .unwrap_or_default()
}

pub fn forms(cx: &Ctx) -> Vec<Form> {
    let loc = cx.loc;
    let mut out = vec![];
    if wwb::state(cx.table).is_none() {
        return out;
    }
    let own = men(cx, true, false);
    if super::allowed(cx, "Resolve") && !own.is_empty() {
        let shooters = men(cx, true, true);
        let covers: Vec<Opt> = ["partial", "window", "smoke", "building", "bunker", "woods"]
            .into_iter()
            .map(|c| Opt::new(c, loc.t(&format!("wwb-ui-cover-{c}"))))
            .collect();
        if !shooters.is_empty() {
            out.push(
                Form::new("fire", loc.t("wwb-roll-fire"))
                    .choice("man", loc.t("wwb-ui-firer"), shooters)
                    .maybe("target", loc.t("wwb-ui-target"), men(cx, false, false))
                    .choice_at(
                        "posture",
                        loc.t("wwb-ui-target-posture"),
                        postures(cx),
                        "standing",
                    )
                    .number("range", loc.t("wwb-ui-range"), 0, 40, 1)
                    .maybe("cover", loc.t("wwb-ui-cover"), covers)
                    .more()
                    .toggle("headshot", loc.t("wwb-ui-headshot"))
                    .more()
                    .dice("dice", loc.t("host-form-dice")),
            );
        }
        out.push(
            Form::new("grenade", loc.t("wwb-roll-grenade"))
                .choice("man", loc.t("wwb-ui-thrower"), own.clone())
                .number("distance", loc.t("wwb-ui-distance"), 0, 10, 2)
                .number("obstacle", loc.t("wwb-ui-obstacle"), 0, 2, 0)
                .more()
                .toggle("running", loc.t("host-form-wwb-running"))
                .more()
                .toggle("satchel", loc.t("host-form-wwb-satchel"))
                .more()
                .toggle("smoke", loc.t("host-form-wwb-smoke"))
                .more()
                .dice("dice", loc.t("host-form-dice")),
        );
        let kinds = vec![
            Opt::new("treat", loc.t("wwb-roll-treat")),
            Opt::new("medic", loc.t("wwb-roll-medic")),
            Opt::new("deterioration", loc.t("wwb-roll-deterioration")).alias("deteriorate"),
        ];
        out.push(
            Form::new("care", loc.t("host-form-wwb-care"))
                .choice_at("kind", loc.t("host-form-wwb-care-kind"), kinds, "treat")
                .maybe("man", loc.t("wwb-ui-healer"), own.clone())
                .choice("patient", loc.t("wwb-ui-patient"), own.clone())
                .toggle("unconscious", loc.t("wwb-status-unconscious"))
                .number("level", loc.t("host-form-wwb-level"), 0, 2, 0)
                .dice("dice", loc.t("host-form-dice")),
        );
        let from = [Status::Shaken, Status::Suppressed, Status::Routed]
            .into_iter()
            .map(|s| Opt::new(s.id(), loc.t(&s.msg())))
            .collect();
        out.push(
            Form::new("rally", loc.t("wwb-roll-rally"))
                .choice("man", loc.t("wwb-ui-rallier"), own.clone())
                .choice("patient", loc.t("wwb-ui-patient"), own)
                .choice_at("from", loc.t("host-form-wwb-from"), from, "shaken")
                .dice("dice", loc.t("host-form-dice")),
        );
    }
    if super::allowed(cx, "Initiative") {
        let side = |i: usize| {
            cx.def
                .sides
                .get(i)
                .map_or_else(String::new, |s| loc.t(&s.name))
        };
        out.push(
            Form::new("initiative", loc.t("wwb-ui-check-initiative"))
                .number(
                    "allies",
                    loc.tr("wwb-ui-panels-held", &[("side", side(0))]),
                    0,
                    60,
                    0,
                )
                .number(
                    "axis",
                    loc.tr("wwb-ui-panels-held", &[("side", side(1))]),
                    0,
                    60,
                    0,
                )
                .dice("dice", loc.t("host-form-dice")),
        );
    }
    out
}

/// The dice entered, as the sides that came up (0-based) on the roll's own dice.
fn sides(cx: &Ctx, v: &Values, dice: &[crate::core::dice::Die]) -> Option<Vec<usize>> {
    let faces = v.dice("dice");
    if faces.is_empty() || faces.len() != dice.len() {
        return None;
    }
    faces
        .iter()
        .zip(dice)
        .map(|(f, d)| d.parse_face(f))
        .collect::<Option<Vec<usize>>>()
        .filter(|_| !cx.side.is_empty())
}

/// A `resolve` of `roll` by `actor` on `target`, with the dice its roll throws.
fn resolve(cx: &Ctx, v: &Values, roll: Value, actor: Option<Who>, target: Option<Who>) -> Built {
    let mut body = json!({ "roll": roll });
    if let Some(a) = actor {
        body["actor"] = json!(a);
    }
    if let Some(t) = target {
        body["target"] = json!(t);
    }
    let asked = json!({ "resolve": body.clone() });
    let dice: Vec<crate::core::dice::Die> =
        crate::host::panels::roll_dice(cx.def, cx.table, &asked)
            .unwrap_or_default()
            .iter()
            .filter_map(|k| super::die(cx.def, k).cloned())
            .collect();
    if let Some(s) = sides(cx, v, &dice) {
        body["dice"] = json!(s);
    }
    Built {
        action: Some(json!({ "resolve": body })),
        dice,
        whose: vec![],
    }
}

pub fn build(cx: &Ctx, name: &str, v: &Values) -> Result<Built, String> {
    let man = v.choice("man").as_deref().and_then(who_of);
    let patient = v.choice("patient").as_deref().and_then(who_of);
    let st = wwb::state(cx.table).ok_or_else(|| cx.loc.t("host-form-gone"))?;
    Ok(match name {
        "fire" => {
            let w = man.ok_or_else(|| {
                cx.loc
                    .tr("host-form-missing", &[("field", cx.loc.t("wwb-ui-firer"))])
            })?;
            let s = st
                .squads
                .get(w.squad)
                .and_then(|sq| sq.soldiers.get(w.soldier))
                .ok_or_else(|| cx.loc.t("host-err-malformed"))?;
            let mut shot = json!({
                "weapon": s.weapon().card.clone().unwrap_or_default(),
                "range": v.number("range").unwrap_or(1),
                "firer": s.posture,
                "target": v.choice("posture").unwrap_or_else(|| "standing".into()),
                "headshot": v.toggle("headshot"),
            });
            if let Some(c) = v.choice("cover") {
                shot["cover"] = json!(c);
            }
            let target = v.choice("target").as_deref().and_then(who_of);
            resolve(cx, v, json!({ "combat": { "fire": shot } }), man, target)
        }
        "grenade" => {
            let throw = json!({
                "distance": v.number("distance").unwrap_or(0),
                "obstacle": v.number("obstacle").unwrap_or(0),
                "running": v.toggle("running"),
                "satchel": v.toggle("satchel"),
                "smoke": v.toggle("smoke"),
            });
            resolve(cx, v, json!({ "blast": { "grenade": throw } }), man, None)
        }
        "care" => {
            let level = v.number("level").unwrap_or(0);
            let unconscious = v.toggle("unconscious");
            let roll = match v.choice("kind").as_deref() {
                Some("medic") => json!({ "medic": { "first_aid": level } }),
                Some("deterioration") => {
                    json!({ "deterioration": { "unconscious": unconscious, "strength": level } })
                }
                _ => json!({ "treat": { "unconscious": unconscious, "first_aid": level } }),
            };
            resolve(cx, v, json!({ "care": roll }), man, patient)
        }
        "rally" => {
            let from = v.choice("from").unwrap_or_else(|| "shaken".into());
            resolve(
                cx,
                v,
                json!({ "care": { "rally": { "from": from } } }),
                man,
                patient,
            )
        }
        "initiative" => {
            let panels = [
                v.number("allies").unwrap_or(0).clamp(0, 60) as u8,
                v.number("axis").unwrap_or(0).clamp(0, 60) as u8,
            ];
            let p = wwb::turn::initiative_points(st, panels);
            // A tie goes to the Blue dice (the game's own roll): only then are there dice.
            let dice: Vec<crate::core::dice::Die> = if p[0] == p[1] {
                let data = wwb::data::load(cx.def);
                let faces = wwb::dice::Faces::from_def(cx.def).map_err(|e| e.to_string())?;
                let ctx = wwb::wounds::ctx(
                    &data,
                    &faces,
                    st,
                    &wwb::rolls::Roll::Combat(wwb::combat::CombatRoll::Initiative),
                    None,
                    None,
                );
                wwb::rolls::dice(
                    &ctx,
                    &wwb::rolls::Roll::Combat(wwb::combat::CombatRoll::Initiative),
                )
                .unwrap_or_default()
                .iter()
                .filter_map(|c| {
                    serde_json::to_value(c)
                        .ok()
                        .and_then(|x| x.as_str().map(|s| format!("{}:{s}", cx.def.id)))
                })
                .filter_map(|k| super::die(cx.def, &k).cloned())
                .collect()
            } else {
                vec![]
            };
            let mut body = json!({ "panels": panels });
            if let Some(s) = sides(cx, v, &dice) {
                body["dice"] = json!(s);
            }
            Built {
                action: Some(json!({ "initiative": body })),
                dice,
                whose: vec![],
            }
        }
        _ => return Err(cx.loc.t("host-form-gone")),
    })
}
