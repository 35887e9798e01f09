//! The ASL table as `adjutant play` reads it: its state in the player's words
//! ([`show`]) and which of its actions may be taken now ([`allowed_now`]). Nothing of an
//! ASL table is hidden from either side.

use serde_json::{Value, json};

use super::{AslState, Flag, Reminder, data};
use crate::core::def::GameDef;
use crate::core::table::Table;
use crate::i18n::Localizer;

/// A side by its index (as the actions take it), its id and its name.
fn side(loc: &Localizer, def: &GameDef, i: usize) -> Value {
    let s = def.sides.get(i);
    json!({
        "index": i,
        "id": s.map(|s| s.id.clone()),
        "name": s.map(|s| loc.t(&s.name)),
    })
}

/// A marker flag by its id (as `set-flag` takes it) and its name.
fn flag(loc: &Localizer, f: Flag) -> Value {
    json!({
        "id": serde_json::to_value(f).unwrap_or(Value::Null),
        "name": loc.t(f.msg()),
    })
}

/// The markers to take off on entering the phase the table is at (after the one before it)
/// and those that may go on during it, with the players' settings.
pub fn reminders_now(def: &GameDef, table: &Table, s: &AslState) -> Vec<Reminder> {
    let d = &*data::for_def(def);
    let c = table.cursor;
    let phases = &def.phases.phases;
    let phase = phases.get(c.phase).map(|p| p.id.as_str()).unwrap_or("");
    let prev = if c.phase > 0 {
        phases.get(c.phase - 1).map(|p| p.id.as_str())
    } else if c.round > 1 || c.side > 0 {
        phases.last().map(|p| p.id.as_str())
    } else {
        None
    };
    super::reminders_for(d, &s.settings, prev, phase)
}

/// Whose units a marker to take off comes off (CX: the ATTACKER's alone; `None`: every
/// side's), and how many listed units carry it.
pub fn clear_scope(r: &Reminder, s: &AslState, attacker: usize) -> (Option<usize>, usize) {
    let side = (r.marker == "cx").then_some(attacker);
    let n = r.flag.map_or(0, |f| {
        s.units
            .iter()
            .filter(|u| side.is_none_or(|x| x == u.side) && u.flags.contains(&f))
            .count()
    });
    (side, n)
}

/// The players' readings as the panels name them, each on or off (the toggles' words).
fn settings_named(loc: &Localizer, st: &super::AslSettings) -> Value {
    let on = [
        (
            "below_one",
            "asl-ui-below-one",
            st.below_one == super::BelowOne::FirstColumn,
        ),
        ("cower_fire_groups", "asl-ui-cower-fg", st.cower_fire_groups),
        (
            "residual_errata",
            "asl-ui-residual-errata",
            st.residual_errata,
        ),
        ("sw_kill_one_die", "asl-ui-sw-one-die", st.sw_kill_one_die),
        (
            "smoke_lasts_player_turn",
            "asl-ui-smoke-lasts",
            st.smoke_lasts_player_turn,
        ),
        (
            "pick_reroll_ties",
            "asl-ui-pick-reroll",
            st.pick_reroll_ties,
        ),
    ];
    on.iter()
        .map(|(id, msg, on)| json!({ "id": id, "name": loc.t(msg), "on": on }))
        .collect()
}

/// The ASL state for `play show`: the players' settings, the turn record (length,
/// ATTACKER and DEFENDER now, whether the scenario has ended, reinforcements and those due
/// now), the unit list with its markers, and the kind of the latest answer.
pub fn show(loc: &Localizer, def: &GameDef, table: &Table) -> Value {
    let default = AslState::default();
    let s = table.extra.get::<AslState>().unwrap_or(&default);
    let c = table.cursor;
    let attacker = s.attacker(c.side);
    let reinforcement = |i: usize, r: &super::Reinforcement| {
        json!({
            "index": i, "turn": r.turn, "side": side(loc, def, r.side), "text": r.text,
        })
    };
    let due: Vec<Value> = s
        .reinforcements
        .iter()
        .enumerate()
        .filter(|(_, r)| r.turn == c.round && r.side == attacker)
        .map(|(i, r)| reinforcement(i, r))
        .collect();
    json!({
        "settings": s.settings,
        "settings_named": settings_named(loc, &s.settings),
        "first_attacker": side(loc, def, s.first_attacker),
        "attacker": side(loc, def, attacker),
        "defender": side(loc, def, 1 - attacker.min(1)),
        "turns": s.turns,
        "half_last": s.half_last,
        "ended": s.half_ended || s.ended(c.round, c.side),
        "ended_at_half_turn": s.half_ended,
        "reinforcements": s
            .reinforcements
            .iter()
            .enumerate()
            .map(|(i, r)| reinforcement(i, r))
            .collect::<Vec<_>>(),
        "reinforcements_due": due,
        "units": s
            .units
            .iter()
            .map(|u| json!({
                "id": u.id,
                "name": u.name,
                "side": side(loc, def, u.side),
                "flags": u.flags.iter().map(|f| flag(loc, *f)).collect::<Vec<_>>(),
            }))
            .collect::<Vec<_>>(),
        "reminders": reminders_now(def, table, s)
            .iter()
            .map(|r| {
                let (side_of, n) = clear_scope(r, s, attacker);
                json!({
                    "marker": r.marker,
                    "name": loc.t(&r.name),
                    "off": r.off,
                    "flag": r.flag.map(|f| serde_json::to_value(f).unwrap_or(Value::Null)),
                    "side": side_of,
                    "units": n,
                })
            })
            .collect::<Vec<_>>(),
        "last": s.last.as_ref().map(super::card::kind),
    })
}

/// Every side's id: what an action that sets up the whole scenario (its length, the first
/// ATTACKER, the players' readings) acts for, so only the table takes it.
fn all_sides(def: &GameDef) -> Vec<String> {
    def.sides.iter().map(|s| s.id.clone()).collect()
}

/// A side's id by its index (none when the scenario has no such side: the step refuses it).
fn side_id(def: &GameDef, i: usize) -> Vec<String> {
    def.sides.get(i).map(|s| s.id.clone()).into_iter().collect()
}

/// The sides whose things an ASL action touches: a unit's side for what marks or removes it,
/// a reinforcement's side, the side named by an added unit or a cleared marker (with no side,
/// every side whose listed units carry it), every side for what sets up the scenario. The
/// resolvers touch nothing the app keeps for a side: either player rolls them (the DEFENDER
/// fires and checks morale in the ATTACKER's turn).
pub fn owners(def: &GameDef, table: &Table, action: &super::AslAction) -> Vec<String> {
    use super::AslAction as A;
    let default = AslState::default();
    let s = table.extra.get::<AslState>().unwrap_or(&default);
    let unit_side = |id: u32| -> Vec<String> {
        s.units
            .iter()
            .find(|u| u.id == id)
            .map(|u| side_id(def, u.side))
            .unwrap_or_default()
    };
    match action {
        A::AddUnit { side, .. } => side_id(def, *side),
        A::AddReinforcement(r) => side_id(def, r.side),
        A::RemoveUnit(id) | A::SetFlag { unit: id, .. } => unit_side(*id),
        A::RemoveReinforcement(i) => s
            .reinforcements
            .get(*i)
            .map(|r| side_id(def, r.side))
            .unwrap_or_default(),
        A::ClearFlag {
            side: Some(side), ..
        } => side_id(def, *side),
        A::ClearFlag { flag, side: None } => {
            let mut out: Vec<String> = s
                .units
                .iter()
                .filter(|u| u.flags.contains(flag))
                .flat_map(|u| side_id(def, u.side))
                .collect();
            out.sort();
            out.dedup();
            out
        }
        A::SetSettings(_) | A::SetLength { .. } | A::SetFirstAttacker(_) => all_sides(def),
        _ => vec![],
    }
}

/// [`allowed_now`] for `actor`: a seated side removes and marks only its own units and
/// reinforcements, and leaves the scenario's set-up (length, first ATTACKER, readings) to the
/// table; the table may do all of it. A scenario whose turn marker reached END takes nothing.
pub fn allowed_now_for(
    def: &GameDef,
    table: &Table,
    variant: &str,
    actor: &crate::core::actor::Actor,
) -> bool {
    let default = AslState::default();
    let s = table.extra.get::<AslState>().unwrap_or(&default);
    if s.ended(table.cursor.round, table.cursor.side) {
        return false;
    }
    let Some(mine) = actor.side() else {
        return allowed_now(table, variant);
    };
    let mine = def.sides.iter().position(|x| x.id == mine);
    let own = |side: usize| Some(side) == mine;
    match variant {
        "SetSettings" | "SetLength" | "SetFirstAttacker" => false,
        "RemoveUnit" | "SetFlag" => s.units.iter().any(|u| own(u.side)),
        "ClearFlag" => s.units.iter().any(|u| own(u.side) && !u.flags.is_empty()),
        "RemoveReinforcement" => s.reinforcements.iter().any(|r| own(r.side)),
        "AddUnit" | "AddReinforcement" => mine.is_some(),
        _ => allowed_now(table, variant),
    }
}

/// Whether the ASL action `variant` can be taken now. The resolvers and the turn record's
/// settings are open in every phase (the panels offer each tool at any time); only what
/// needs something on the table is closed without it: a unit to remove or mark, a marker
/// to take off, a reinforcement to remove.
pub fn allowed_now(table: &Table, variant: &str) -> bool {
    let default = AslState::default();
    let s = table.extra.get::<AslState>().unwrap_or(&default);
    match variant {
        "RemoveUnit" | "SetFlag" => !s.units.is_empty(),
        "ClearFlag" => s.units.iter().any(|u| !u.flags.is_empty()),
        "RemoveReinforcement" => !s.reinforcements.is_empty(),
        _ => true,
    }
}
