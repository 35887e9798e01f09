//! The game's own state as a player reads it (`adjutant play show`, a phone's page) and which
//! of its actions the panels offer now.
//!
//! We Were Brothers hides nothing from the other side: the squads, their boxes and the order
//! cards handed out are on the table for everyone (the panels show them to both sides), so
//! `show` is the same whoever asks.

use serde_json::{Value, json};

use super::authority::{has_own, may_suppress};
use super::squad::{Carried, Fate, Soldier, Squad, Status};
use super::turn::{activation_order, side_of};
use super::{WwbState, data, wounds};
use crate::core::actor::Actor;
use crate::core::def::GameDef;
use crate::core::table::Table;
use crate::i18n::Localizer;

/// `{ id, name }` of a thing with an id and a message.
fn named(loc: &Localizer, id: &str, msg: &str) -> Value {
    json!({ "id": id, "name": loc.t(msg) })
}

/// A side by its index in the game's data: `{ index, id, name }`.
fn side(loc: &Localizer, def: &GameDef, i: usize) -> Value {
    match def.sides.get(i) {
        Some(s) => json!({ "index": i, "id": s.id, "name": loc.t(&s.name) }),
        None => Value::Null,
    }
}

fn fate_id(f: Fate) -> String {
    serde_json::to_value(f)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

fn weapon(loc: &Localizer, d: &data::WwbData, c: &Carried) -> Value {
    let Some(card) = &c.card else {
        return Value::Null;
    };
    let w = d.weapon(card);
    let name = w.map_or_else(|| card.clone(), |w| w.label.clone());
    json!({
        "card": card,
        "name": name,
        "magazines": c.chamber.magazines,
        "attack": c.chamber.attack,
        "attacks": w.map(|w| w.attacks),
        "empty": c.chamber.is_empty(),
        "line": loc.tr(
            "wwb-ui-weapon-line",
            &[
                ("weapon", name.clone()),
                ("magazines", c.chamber.magazines.to_string()),
                ("attack", c.chamber.attack.to_string()),
            ],
        ),
    })
}

fn soldier(
    loc: &Localizer,
    d: &data::WwbData,
    q: &Squad,
    qi: usize,
    i: usize,
    so: &Soldier,
) -> Value {
    let skills: Vec<Value> = so
        .skills
        .iter()
        .flatten()
        .map(|b| {
            json!({
                "id": b.skill.id(), "name": loc.t(&b.skill.msg()),
                "level": b.level, "xp": b.xp,
            })
        })
        .collect();
    let equipment: Vec<Value> = so
        .equipment
        .iter()
        .map(|e| e.map_or(Value::Null, |e| named(loc, e.id(), &e.msg())))
        .collect();
    json!({
        "who": { "squad": qi, "soldier": i },
        "label": q.label(i),
        "number": so.number,
        "name": so.name,
        "specialist": so.specialist.map(|s| named(loc, s.id(), &s.msg())),
        "fate": named(loc, &fate_id(so.fate), so.fate.msg()),
        "health": so.health,
        "wound_penalty": wounds::penalty(d, so),
        "status": so.status.map(|s| named(loc, s.id(), &s.msg())),
        "posture": named(loc, so.posture.id(), &so.posture.msg()),
        "alert": so.alert,
        "running": so.running,
        "weapon": weapon(loc, d, &so.main),
        "personal_weapon": weapon(loc, d, &so.personal),
        "using_personal": so.using_personal,
        "equipment": equipment,
        "skills": skills,
    })
}

/// The state as JSON (see the module's note: nothing is hidden, `side` changes nothing).
pub fn show(loc: &Localizer, def: &GameDef, table: &Table, _side: Option<&str>) -> Value {
    let empty = WwbState::default();
    let s = super::state(table).unwrap_or(&empty);
    let d = data::load(def);
    let squads: Vec<Value> = s
        .squads
        .iter()
        .enumerate()
        .map(|(qi, q)| {
            let men: Vec<Value> = q
                .soldiers
                .iter()
                .enumerate()
                .map(|(i, so)| soldier(loc, &d, q, qi, i, so))
                .collect();
            json!({
                "index": qi,
                "code": q.code,
                "army": named(loc, q.army.id(), q.army.msg()),
                "side": side(loc, def, side_of(q.army)),
                "player": q.player,
                "infamy": q.infamy,
                "in_zone": s.turn.in_zone.contains(&qi),
                "fighting": q.soldiers.iter().filter(|x| x.fate == Fate::Fighting).count(),
                "soldiers": men,
            })
        })
        .collect();
    let code = |q: usize| s.squads.get(q).map(|x| x.code.clone());
    let t = &s.turn;
    json!({
        "tiers": {
            "cherry_corner": s.tiers.cherry_corner,
            "additional": s.tiers.additional,
            "optional": s.tiers.optional,
        },
        "readings": {
            "rally_clears": s.readings.rally_clears,
            "spare_deterioration": s.readings.spare_deterioration,
        },
        "wind": (s.wind > 0).then_some(s.wind),
        // The health line a soldier's `health` counts down (boxes from the red cross); its
        // boxes are the app's estimate until the players set them.
        "health_line": {
            "boxes": d.health.boxes,
            "minus_one": d.health.minus_one,
            "minus_two": d.health.minus_two,
            "bleeding": d.health.bleeding,
            "last": d.health.last,
            "estimated": super::basis::health_estimated(&d),
        },
        "initiative": {
            "first": t.first.map(|f| side(loc, def, f)),
            "points": t.points,
        },
        "activation": activation_order(s)
            .into_iter()
            .map(|q| json!({ "squad": q, "code": code(q) }))
            .collect::<Vec<_>>(),
        "alternating": t.alternating,
        "orders": t.orders.iter().map(|(q, card)| json!({
            "squad": q, "code": code(*q), "card": card,
            "name": loc.t(&format!("wwb-order-{card}")),
        })).collect::<Vec<_>>(),
        "detonators": t.detonators.iter().map(|x| json!({
            "label": x.label, "turns": x.turns,
        })).collect::<Vec<_>>(),
        "detonators_blown": t.blown,
        "smoke": t.smoke.iter().map(|x| json!({
            "label": x.label, "round": x.round,
        })).collect::<Vec<_>>(),
        "support": t.support.iter().map(|c| json!({
            "air": c.air, "round": c.round,
            "name": loc.t(if c.air { "wwb-track-air" } else { "wwb-track-artillery" }),
        })).collect::<Vec<_>>(),
        "checklist": super::turn::checklist(s, table.cursor.round)
            .iter()
            .map(|it| {
                let key = it.key();
                json!({
                    "key": key, "text": loc.line(&it.line(s)), "done": t.done.contains(&key),
                })
            })
            .collect::<Vec<_>>(),
        "checklist_done": t.done,
        "squads": squads,
        "last_roll": s.last.as_ref().map(|l| json!({
            "roll": l.roll.id(),
            "name": loc.t(&format!("wwb-roll-{}", l.roll.id())),
            "actor": l.actor,
            "target": l.target,
            "round": l.at.0,
            "by_hand": l.hand,
            "marked": l.marked,
        })),
    })
}

/// Whether `actor` may take the game's action `action` (its serde name) now. Every tab is
/// open in every phase, so this follows the state: what needs a squad (of the actor's own
/// side, for a seat), a man to recover, a fighting man to mark, room for a squad or the Time
/// Track, one support call a turn.
pub fn allowed_now(table: &Table, action: &str, actor: &Actor) -> bool {
    let empty = WwbState::default();
    let s = super::state(table).unwrap_or(&empty);
    let own_squad = has_own(s, actor, |_| true);
    match action {
        "add-standard-squad" | "add-squad" => s.squads.len() < super::step::MAX_SQUADS,
        "remove-squad" | "edit" | "clear-fire-markers" | "infamy" | "zone" | "order" => own_squad,
        // An activation takes Shaken off, or turns Suppressed to Shaken (L190, L199).
        "recover" => has_own(s, actor, |x| {
            x.fate == Fate::Fighting
                && matches!(x.status, Some(Status::Shaken | Status::Suppressed))
        }),
        // His own side's man, or the men of an MHx the actor's side just suppressed (L479).
        "suppress" => may_suppress(s, actor, table.cursor.round),
        // At most one support fire per turn (L885).
        "call-support" => !s.turn.support.iter().any(|c| c.round == table.cursor.round),
        "mission-length" => table.tracks.contains_key("time"),
        _ => true,
    }
}
