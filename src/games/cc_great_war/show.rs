//! The table's own state as a player reads it (`adjutant play show`, a phone page), and which
//! of the game's actions the panels offer now.
//!
//! Nothing of this game's own state is hidden: the hands of the app's decks are the engine's
//! (shown to their side only), and with physical cards the app keeps only their counts.

use serde_json::{Value, json};

use crate::core::def::GameDef;
use crate::core::table::Table;
use crate::i18n::Localizer;

use super::card::{head, side_name};
use super::state::{COMBAT, COMMAND, CcState, HQ, SPENT};
use super::{active_side, artillery, card_rolls, may};

fn card_name(loc: &Localizer, card: &str) -> String {
    loc.t(&format!("ccgw-card-{card}"))
}

fn named_card(loc: &Localizer, card: &str) -> Value {
    json!({ "id": card, "name": card_name(loc, card) })
}

/// `Rules::show`: the scenario, the settings, HQ and medals per side, this turn's limits, the
/// physical cards' counts, the No Man's Land bombardment, the bombardment in progress, the
/// card rolls waiting and the last answers.
pub fn show(loc: &Localizer, def: &GameDef, t: &Table) -> Value {
    let Some(s) = t.extra.get::<CcState>() else {
        return Value::Null;
    };
    let pool = t.pools.get(HQ);
    let sides: Vec<Value> = def
        .sides
        .iter()
        .map(|side| {
            let id = side.id.as_str();
            let medals: Vec<Value> = s
                .medals
                .get(id)
                .into_iter()
                .flatten()
                .enumerate()
                .map(|(i, m)| {
                    json!({
                        "index": i, "kind": m.kind, "name": loc.t(m.kind.msg()),
                        "note": m.note, "can_be_lost": m.kind.can_be_lost(),
                    })
                })
                .collect();
            json!({
                "id": id,
                "name": side_name(def, loc, id),
                "hq": pool.map_or(0, |p| p.held_by(id)),
                "medals": medals,
                "medal_count": s.medal_count(id),
                "combat_hand_limit": s.combat_limit(def, id),
                "may_play_command": may(def, t, "PlayCommand", Some(id)),
                "may_play_combat": may(def, t, "PlayCombat", Some(id)),
                "may_trade": may(def, t, "Trade", Some(id)),
                "may_end_turn_choice": may(def, t, "EndTurnChoice", Some(id)),
                "may_draw_command": may(def, t, "DrawCommand", Some(id)),
                "card_rolls_waiting": card_rolls::pending(def, t, id)
                    .iter()
                    .map(|c| named_card(loc, c))
                    .collect::<Vec<_>>(),
            })
        })
        .collect();
    let scenario = s.scenario.as_ref().map(|sc| {
        json!({
            "name": sc.name,
            "first_side": sc.first_side,
            "medals_to_win": sc.medals_to_win,
            "command_cards": sc.command_cards,
            "combat_cards": sc.combat_cards,
            "start_hq": sc.start_hq,
            "artillery": sc.artillery,
            "nml_rows": sc.nml_rows,
        })
    });
    let checklist: Vec<Value> = super::CHECKLIST
        .iter()
        .enumerate()
        .map(|(i, id)| {
            json!({
                "index": i, "text": loc.t(id),
                "done": s.checklist.get(i).copied().unwrap_or(false),
            })
        })
        .collect();
    let turn = &s.turn;
    let pair = |v: &[(String, String)]| -> Vec<Value> {
        v.iter()
            .map(|(side, c)| json!({ "side": side, "card": c, "name": card_name(loc, c) }))
            .collect()
    };
    let physical: serde_json::Map<String, Value> = if s.settings.physical_cards {
        [COMMAND, COMBAT]
            .iter()
            .map(|deck| {
                let d = s.physical.get(*deck).cloned().unwrap_or_default();
                (
                    deck.to_string(),
                    json!({
                        "left": d.left,
                        "hands": d.hands,
                        "discards": d.discard.iter().map(|c| named_card(loc, c)).collect::<Vec<_>>(),
                    }),
                )
            })
            .collect()
    } else {
        serde_json::Map::new()
    };
    let nml = s.nml.as_ref().map(|b| {
        json!({
            "rows": b.rows,
            "rolls": b.rolls,
            "craters": b.craters.iter().map(|c| json!({ "row": c.row + 1, "hex": c.hex })).collect::<Vec<_>>(),
            "done": b.done,
            "lines": super::card::nml_lines(loc, b),
        })
    });
    let bombardment = s.artillery.as_ref().map(|f| {
        let dice = artillery::plan_dice(&f.plan, f.cards);
        let hexes: Vec<Value> = f
            .plan
            .order
            .iter()
            .enumerate()
            .map(|(i, h)| {
                json!({
                    "index": i,
                    "hex": h.hex,
                    "name": match h.hex {
                        None => loc.t("ccgw-art-main"),
                        Some(x) => loc.tr("ccgw-ui-hex", &[("hex", x.to_string())]),
                    },
                    "dice": dice.get(i).copied().unwrap_or(0),
                    "result": f.results.get(i).cloned().flatten().map(|o| head(loc, &o)),
                    "skipped": f.skip_of(i).is_some(),
                })
            })
            .collect();
        json!({
            "side": f.side,
            "strength": f.plan.strength,
            "targeting": f.plan.targeting,
            "cratered": f.plan.cratered,
            "cards": f.cards,
            "hexes": hexes,
            "next_hex": f.next_hex(),
            "lines": super::card::bombardment_lines(loc, f),
        })
    });
    let last_battle = s.last_battle.as_ref().map(|r| {
        json!({
            "side": r.side, "unit": r.situation.unit, "range": r.situation.range,
            "dice": r.dice, "faces": r.faces, "hits": r.outcome.hits,
            "retreat_min": r.outcome.retreat_min, "retreat_max": r.outcome.retreat_max,
            "hq_earned": r.outcome.hq_earned, "eliminated": r.outcome.eliminated,
            "outcome": head(loc, &r.outcome),
        })
    });
    let last_card_roll = s.last_card_roll.as_ref().map(|r| {
        json!({
            "side": r.side, "card": r.outcome.card, "name": card_name(loc, &r.outcome.card),
            "dice": r.dice, "faces": r.outcome.faces,
            "effects": r.outcome.effects.iter().map(|(e, n)| (e.id().to_string(), json!(n))).collect::<serde_json::Map<_, _>>(),
            "casualties": r.outcome.casualties, "eliminated": r.outcome.eliminated,
        })
    });
    json!({
        "scenario": scenario,
        "set_up": s.scenario.is_some(),
        "settings": s.settings,
        "checklist": checklist,
        "sides": sides,
        "hq_supply": pool.map_or(0, |p| p.supply),
        "hq_spent": pool.map_or(0, |p| p.held_by(SPENT)),
        "active_side": active_side(def, t),
        "turn": {
            "command_played": turn.command_played,
            "combat_played": turn.combat_played,
            "end_choice_made": turn.end_choice_made,
            "traded": turn.traded,
            "command_drawn": turn.command_drawn,
            "improved_logistics": turn.improved_logistics,
            "direct_from_hq": turn.direct_from_hq,
            "recon": turn.recon,
            "medals": turn.medals.iter().map(|(side, k)| json!({ "side": side, "kind": k })).collect::<Vec<_>>(),
            "cards_played": pair(&turn.cards_played),
            "card_rolls": pair(&turn.card_rolls),
        },
        "physical_cards": physical,
        "known_costs": s.known_costs,
        "no_mans_land": nml,
        "bombardment": bombardment,
        "last_battle": last_battle,
        "last_card_roll": last_card_roll,
        "medal_due": s.medal_due,
        "winner": s.winner,
    })
}

/// `Rules::allowed_now`: what `actor` may take now, exactly as the engine takes it (the
/// rules of the turn are in `authority`).
pub fn allowed_now(
    def: &GameDef,
    t: &Table,
    action: &str,
    actor: &crate::core::actor::Actor,
) -> bool {
    super::authority::allowed_now(def, t, action, actor)
}
