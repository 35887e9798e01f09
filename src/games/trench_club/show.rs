//! The table's own state as a player reads it (`adjutant play show`, a phone page), and which
//! of the game's actions the panels offer now.
//!
//! Nothing here is hidden from any side: money, units, forts and the Special Forces cards
//! drawn are all on the table in Trench Club.

use serde_json::{Value, json};

use crate::core::def::GameDef;
use crate::core::table::Table;
use crate::i18n::Localizer;

use super::card::{side_name, unit_name};
use super::state::{Status, TcState, team_of};

/// How many of the latest money movements `show` carries.
pub const LEDGER_TAIL: usize = 20;

/// `Rules::show`: the seats with their money and forts, every unit with its markers, the
/// forts' flags, the declared attacks, the money ledger's latest lines, the turn clock, the
/// settings and the last answers.
pub fn show(loc: &Localizer, def: &GameDef, t: &Table) -> Value {
    let Some(s) = t.extra.get::<TcState>() else {
        return Value::Null;
    };
    let threshold = super::data_of(def)
        .ok()
        .map(|d| super::ledger::threshold(&d, s));
    let seats: Vec<Value> = s
        .seats
        .iter()
        .map(|seat| {
            json!({
                "side": seat.side,
                "name": side_name(loc, &seat.side),
                "team": team_of(&seat.side),
                "money": seat.money,
                "forts": s.forts_of(&seat.side),
                "nations": s.nations_of(&seat.side),
                "may_choose_special": s.may_choose_special(&seat.side),
            })
        })
        .collect();
    let units: Vec<Value> = s
        .units
        .iter()
        .map(|u| {
            let level = u.level();
            json!({
                "id": u.id,
                "label": format!("{} #{}", unit_name(loc, &u.kind), u.id),
                "kind": u.kind,
                "owner": u.owner,
                "damage": u.damage,
                "xp": u.xp,
                "level": loc.t(level.msg()),
                "colour": loc.t(level.colour_msg()),
                "army": u.army,
                "in_fort": u.in_fort,
                "fort_since_start": u.fort_since_start,
                "in_water": u.in_water,
                "in_trench": u.in_trench,
                "unloaded": u.unloaded,
            })
        })
        .collect();
    let forts: Vec<Value> = s
        .forts
        .iter()
        .enumerate()
        .map(|(i, owner)| {
            json!({
                "index": i,
                "number": i + 1,
                "owner": owner,
                "owner_name": owner.as_deref().map(|o| side_name(loc, o)),
            })
        })
        .collect();
    let teams: Vec<Value> = ["central", "entente"]
        .iter()
        .map(|team| {
            json!({
                "id": team, "name": loc.t(&format!("tc-team-{team}")),
                "forts": s.team_forts(team), "units_on_board": s.team_units_on_board(team),
            })
        })
        .collect();
    let declarations: Vec<Value> = s
        .declarations
        .iter()
        .enumerate()
        .map(|(i, d)| {
            json!({
                "index": i, "attacker": d.attacker, "defender": d.defender,
                "close": d.close, "support": d.support, "ground": d.ground,
                "status": d.status,
            })
        })
        .collect();
    let from = s.ledger.len().saturating_sub(LEDGER_TAIL);
    let ledger: Vec<Value> = s.ledger[from..]
        .iter()
        .map(|e| {
            json!({
                "side": e.side, "delta": e.delta, "why": loc.t(&e.why),
                "what": e.what.as_deref().map(|w| if e.why == "tc-why-gift" {
                    side_name(loc, w)
                } else {
                    unit_name(loc, w)
                }),
                "turn": e.turn,
            })
        })
        .collect();
    let last_battle = s.last_battle.as_ref().map(|r| {
        json!({
            "attacker": r.attacker, "defender": r.defender, "attacker_side": r.attacker_side,
            "attacker_unit": r.situation.attacker.unit, "defender_unit": r.situation.defender.unit,
            "defender_hits": r.outcome.defender.hits_taken,
            "defender_damage": r.outcome.defender.damage_taken,
            "defender_destroyed": r.outcome.defender.destroyed,
            "attacker_hits": r.outcome.attacker.hits_taken,
            "attacker_damage": r.outcome.attacker.damage_taken,
            "attacker_destroyed": r.outcome.attacker.destroyed,
            "turn": r.turn,
        })
    });
    json!({
        "set_up": !s.seats.is_empty(),
        "settings": s.settings,
        "round": s.round(),
        "turn": s.turn,
        "active": s.active().map(|a| a.side.clone()),
        "seats": seats,
        "teams": teams,
        "forts_to_win": threshold,
        "forts": forts,
        "units": units,
        "declarations": declarations,
        "income_taken": s.income_taken,
        "ledger": ledger,
        "special_drawn": s.special_drawn.iter().map(|c| json!({ "id": c, "name": unit_name(loc, c) })).collect::<Vec<_>>(),
        "timer": {
            "limit_secs": s.settings.timer_secs,
            "used_secs": s.timer.used_secs,
            "running": s.timer.running_since.is_some(),
        },
        "last_battle": last_battle,
        "last_scatter": s.last_scatter.as_ref().map(|sc| json!({
            "face": sc.face, "stray": sc.stray, "stray_up_to": sc.stray_up_to,
            "level": loc.t(sc.level.msg()),
        })),
        "last_roll_off": s.last_roll_off.as_ref().map(|r| json!({
            "purpose": r.purpose, "rounds": r.rounds, "winner": r.winner,
        })),
        "winner": s.winner,
    })
}

/// `Rules::allowed_now`: what the panels offer at this point (the step still refuses what
/// the rules forbid).
pub fn allowed_now(def: &GameDef, t: &Table, action: &str) -> bool {
    let Some(s) = t.extra.get::<TcState>() else {
        return matches!(action, "Setup" | "RollOff" | "Battle" | "Settings");
    };
    let started = !s.seats.is_empty();
    let phase = t.cursor.phase(&def.phases).map(|p| p.id.as_str());
    let pending = s.declarations.iter().any(|d| d.status == Status::Pending);
    match action {
        // Before the game starts: the seating, its rolls and the battle helper.
        "Setup" | "RollOff" => !started,
        "Battle" | "Scatter" | "Settings" => true,
        "Declare" => started && phase == Some("declare"),
        "Undeclare" => pending,
        "Fight" => pending && phase == Some("battles"),
        "Income" => started && !s.income_taken,
        "Timer" => started && s.settings.timer_secs.is_some(),
        _ => started,
    }
}
