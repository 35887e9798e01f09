//! The Tide of Iron table as `adjutant play` reads it: its state in the player's words
//! ([`show`]) and which of its actions may be taken now ([`allowed_now`]).
//!
//! Nothing is hidden: strategy cards are drawn and wait face up in the HQ (L367, L770, L813)
//! and command is put on the initiative card in the open (L774), so every side sees the same
//! table.

use serde_json::{Value, json};

use super::roster::{Activation, Marker, Unit};
use super::setup::reference;
use super::state::{Card, Timing};
use super::step::{BID, COMMAND, VP};
use super::{ToiState, income};
use crate::core::def::{GameDef, counter_key};
use crate::core::table::Table;
use crate::i18n::Localizer;

fn phase_id<'a>(def: &'a GameDef, t: &Table) -> &'a str {
    def.phases
        .phases
        .get(t.cursor.phase)
        .map_or("", |p| p.id.as_str())
}

/// A side's counter (command, initiative bid, VP).
fn counter(def: &GameDef, t: &Table, id: &str, side: usize) -> i64 {
    def.sides
        .get(side)
        .and_then(|s| t.counters.get(&counter_key(id, Some(&s.id))))
        .map_or(0, |c| c.value)
}

/// A side by its index (as the actions take it), its id and its name.
fn side(loc: &Localizer, def: &GameDef, i: usize) -> Value {
    let s = def.sides.get(i);
    json!({
        "index": i,
        "id": s.map(|s| s.id.clone()),
        "name": s.map(|s| loc.t(&s.name)),
    })
}

/// An enum value by its id (as the actions take it) and its name.
fn named<T: serde::Serialize>(loc: &Localizer, v: T, msg: &str) -> Value {
    json!({ "id": serde_json::to_value(v).unwrap_or(Value::Null), "name": loc.t(msg) })
}

fn card(loc: &Localizer, index: usize, c: &Card) -> Value {
    let timing = match c.timing {
        Timing::Action => "toi-phase-action",
        Timing::Command => "toi-phase-command",
    };
    json!({
        "index": index,
        "name": c.name,
        "cost": c.cost,
        "timing": named(loc, c.timing, timing),
        "contact": c.contact,
        "lasting": c.lasting,
    })
}

fn unit(loc: &Localizer, def: &GameDef, u: &Unit) -> Value {
    let fort = match u.fort {
        super::attack::Fort::None => "toi-nobody",
        super::attack::Fort::Entrenched => "toi-ui-entrenched",
        super::attack::Fort::Bunker => "toi-ui-bunker",
    };
    let marker = |m: Marker| match m {
        Marker::Officer => "toi-unit-officer",
        Marker::Hidden => "toi-ui-hidden",
        Marker::Transported => "toi-ui-transported",
    };
    json!({
        "id": u.id,
        "name": u.name,
        "side": side(loc, def, u.side),
        "vehicle": u.vehicle,
        "holes": u.holes,
        "activation": named(loc, u.activation, Activation::msg(u.activation)),
        "condition": named(loc, u.condition, u.condition.msg()),
        "damage": named(loc, u.damage, u.damage.msg()),
        "fort": json!({ "id": serde_json::to_value(u.fort).unwrap_or(Value::Null),
                        "name": (u.fort != super::attack::Fort::None).then(|| loc.t(fort)) }),
        "markers": u.markers.iter().map(|m| named(loc, *m, marker(*m))).collect::<Vec<_>>(),
    })
}

/// The Tide of Iron state for `play show`: the scenario and its objectives (who controls
/// each), initiative, the Action phase's turns, the Command phase's steps done this round,
/// each side's command, initiative card, VP and cards, the unit roster, and the kind of the
/// latest answer.
pub fn show(loc: &Localizer, def: &GameDef, t: &Table) -> Value {
    let fallback;
    let s = match super::state(t) {
        Some(s) => s,
        None => {
            fallback = fresh();
            &fallback
        }
    };
    let round = t.cursor.round;
    let sc = &s.scenario;
    let objectives: Vec<Value> = sc
        .objectives
        .iter()
        .enumerate()
        .map(|(i, o)| {
            json!({
                "index": i,
                "name": o.name,
                "nation": o.nation.map(|n| side(loc, def, n)),
                "command": o.command,
                "vp": o.vp,
                "controller": o.controller.map(|c| side(loc, def, c)),
            })
        })
        .collect();
    let sides: Vec<Value> = (0..def.sides.len().min(2))
        .map(|i| {
            let c = &s.cards[i];
            let (cmd, vp) = income(&sc.objectives, i);
            let mut v = side(loc, def, i);
            v["command"] = json!(counter(def, t, COMMAND, i));
            v["initiative_bid"] = json!(counter(def, t, BID, i));
            let held = counter(def, t, VP, i);
            v["vp"] = json!(held);
            // The marker on the round track: above 10 it is flipped to "+10" and counts on
            // from box 1 (L751; the round marker the same way, L879).
            v["vp_marker"] = vp_marker(loc, held);
            v["income"] = json!({ "command": cmd, "vp": vp });
            v["passed"] = json!(s.turns.passed[i]);
            v["hq"] =
                c.hq.iter()
                    .enumerate()
                    .map(|(j, x)| card(loc, j, x))
                    .collect();
            v["in_play"] = c
                .in_play
                .iter()
                .enumerate()
                .map(|(j, x)| card(loc, j, x))
                .collect();
            v["pending"] = c
                .pending
                .iter()
                .enumerate()
                .map(|(j, (x, tried))| {
                    let mut p = card(loc, j, x);
                    p["tried_round"] = json!((*tried > 0).then_some(*tried));
                    p
                })
                .collect();
            v["used"] = c
                .used
                .iter()
                .enumerate()
                .map(|(j, x)| card(loc, j, x))
                .collect();
            v
        })
        .collect();
    let taken: Vec<Value> = s
        .turns
        .taken
        .iter()
        .map(|(who, k)| json!({ "side": side(loc, def, *who), "action": named(loc, *k, k.msg()) }))
        .collect();
    json!({
        "scenario": {
            "name": sc.name,
            "rounds": sc.rounds,
            "actions": sc.actions,
            "actions_per_turn": sc.per_turn(),
            "players": sc.players,
            "north": sc.north,
            "vp_to_win": sc.vp_to_win,
            "operations": sc.operations,
            "decks": sc.decks,
            "start_cards": sc.start_cards,
        },
        "objectives": objectives,
        // The round marker on the track: past round 10 on its "+10" side (L879).
        "round_marker": round_marker(loc, round),
        "initiative": side(loc, def, s.initiative),
        "last_initiative": side(loc, def, s.last_initiative),
        "turn": {
            "side": side(loc, def, s.turns.side),
            "actions_left": s.turns.left,
            "both_passed": s.turns.both_passed(),
            "blocks": s.turns.blocks,
            "member": s.turns.member,
            "taken": taken,
        },
        "winner": winner(def, t).map(|(w, tie)| json!({
            "side": side(loc, def, w),
            "by_initiative": tie,
        })),
        "income_collected": s.income_round == Some(round),
        "initiative_decided": s.initiative_round == Some(round),
        "sides": sides,
        "units": s.units.iter().map(|u| unit(loc, def, u)).collect::<Vec<_>>(),
        "last": s.last.as_ref().map(|l| super::card::kind(&l.what)),
    })
}

/// A state for a table saved before the game kept its own (as a new game starts).
fn fresh() -> ToiState {
    let sc = reference();
    ToiState {
        initiative: sc.initiative,
        last_initiative: sc.initiative,
        turns: super::Turns {
            side: sc.initiative,
            left: sc.per_turn(),
            ..Default::default()
        },
        scenario: sc,
        cards: Default::default(),
        income_round: None,
        initiative_round: None,
        last: None,
        units: vec![],
        next_unit: 0,
    }
}

/// The side (by number) whose turn it is: in the Action phase while a side still acts, the
/// side whose block of actions it is (L509-664); otherwise the initiative holder.
pub fn in_turn(def: &GameDef, t: &Table) -> Option<usize> {
    let s = super::state(t)?;
    let acting = phase_id(def, t) == "action" && !s.turns.both_passed();
    Some(if acting { s.turns.side } else { s.initiative })
}

/// Where a victory-point total sits on the round track: box 1-10, and whether the marker
/// shows its "+10" side (11 points: "+10" on box 1, L751).
pub fn vp_marker(loc: &Localizer, vp: i64) -> Value {
    marker(loc, vp, "toi-vp-marker", "toi-vp-marker-plus-ten")
}

/// Where the round marker sits on the round track: box 1-10, and whether it shows its "10"
/// side (round 11: flipped and on box 1, L879).
pub fn round_marker(loc: &Localizer, round: u32) -> Value {
    marker(
        loc,
        i64::from(round),
        "toi-round-marker",
        "toi-round-marker-plus-ten",
    )
}

/// A marker on the 10-box track: past 10 it is flipped to its "+10" side and counts on from
/// box 1.
fn marker(loc: &Localizer, n: i64, plain: &str, flipped: &str) -> Value {
    let plus_ten = n > 10;
    let at = if plus_ten { n - 10 } else { n };
    let id = if plus_ten { flipped } else { plain };
    json!({
        "plus_ten": plus_ten,
        "box": at,
        "says": loc.tr(id, &[("box", at.to_string())]),
    })
}

/// The winner of the game, with whether a tie was broken by initiative: the side that
/// reached the scenario's victory points; or, once the last round is over, in a scenario
/// won on victory points (a number to reach, or objectives worth points), the side with
/// more, a tie going to the side holding initiative after the Status phase (L887-891).
/// Scenarios with other conditions are for the players to judge: `None`.
pub fn winner(def: &GameDef, t: &Table) -> Option<(usize, bool)> {
    if let Some(w) = vp_reached(def, t) {
        return Some((w, false));
    }
    let s = super::state(t)?;
    let vp_game = s.scenario.vp_to_win.is_some() || s.scenario.objectives.iter().any(|o| o.vp > 0);
    if !vp_game || !t.cursor.past_limit(t.round_limit) {
        return None;
    }
    let (a, b) = (counter(def, t, VP, 0), counter(def, t, VP, 1));
    Some(match a.cmp(&b) {
        std::cmp::Ordering::Greater => (0, false),
        std::cmp::Ordering::Less => (1, false),
        std::cmp::Ordering::Equal => (s.initiative.min(1), true),
    })
}

/// The side that reached the scenario's victory points, if it sets a number.
pub fn vp_reached(def: &GameDef, t: &Table) -> Option<usize> {
    let need = i64::from(super::state(t)?.scenario.vp_to_win?);
    (0..def.sides.len().min(2)).find(|&i| need > 0 && counter(def, t, VP, i) >= need)
}

/// A side's id by its number (none when there is no such side: the step refuses it).
fn side_id(def: &GameDef, i: usize) -> Vec<String> {
    def.sides.get(i).map(|s| s.id.clone()).into_iter().collect()
}

/// `Rules::owners`: whose things an action touches. Every `side` an action names (the
/// default reading); a roster unit's side for what changes it; the side in turn for an
/// action or a pass of the Action phase; both sides for the scenario, who controls an
/// objective and the Status phase's markers on every unit, which the table agrees on.
pub fn owners(def: &GameDef, t: &Table, action: &super::ToiAction) -> Vec<String> {
    use super::ToiAction as A;
    use super::roster::RosterAction as R;
    let s = super::state(t);
    match action {
        A::SetScenario(_) | A::SetControl { .. } | A::ClearMarkers => {
            def.sides.iter().map(|x| x.id.clone()).collect()
        }
        A::TakeAction(_) | A::Pass => s.map(|s| side_id(def, s.turns.side)).unwrap_or_default(),
        A::Roster(
            R::Remove(id)
            | R::Activation(id, _)
            | R::Condition(id, _)
            | R::Damage(id, _)
            | R::Fort(id, _)
            | R::Marker(id, _)
            | R::Holes(id, _),
        ) => s
            .and_then(|s| s.units.iter().find(|u| u.id == *id))
            .map(|u| side_id(def, u.side))
            .unwrap_or_default(),
        other => {
            let v = serde_json::to_value(other).unwrap_or(Value::Null);
            crate::games::sides_named(def, &v, 0)
        }
    }
}

/// [`allowed_now`] for `actor`. A seated side takes the Action phase's actions and passes
/// only in its own block of actions, bids, activates, discards and contacts only with its own
/// command and cards, and leaves the scenario, objectives' control and the Status phase's
/// markers to the table; the table may act for either side.
pub fn allowed_now_for(
    def: &GameDef,
    t: &Table,
    variant: &str,
    actor: &crate::core::actor::Actor,
) -> bool {
    if vp_reached(def, t).is_some() || !allowed_now(def, t, variant) {
        return false;
    }
    let Some(mine) = actor.side() else {
        return true;
    };
    let Some(m) = def
        .sides
        .iter()
        .position(|x| x.id == mine)
        .filter(|m| *m < 2)
    else {
        return false;
    };
    let Some(s) = super::state(t) else {
        return true;
    };
    let phase = phase_id(def, t);
    let round = t.cursor.round;
    let acting = phase == "action" && !s.turns.both_passed();
    let my_block = acting && s.turns.side == m && !s.turns.passed[m];
    let c = &s.cards[m];
    match variant {
        "TakeAction" | "Pass" => my_block,
        "SetScenario" | "SetControl" | "ClearMarkers" => false,
        "Bid" => phase == "command" && counter(def, t, COMMAND, m) > 0,
        "ActivateCard" => c.hq.iter().any(|x| {
            let when = match x.timing {
                Timing::Action => my_block,
                Timing::Command => phase == "command",
            };
            when && i64::from(x.cost) <= counter(def, t, COMMAND, m)
        }),
        "DiscardInPlay" => !c.in_play.is_empty(),
        "Contact" => c
            .pending
            .iter()
            .any(|(_, tried)| *tried == 0 || (*tried != round && my_block)),
        _ => true,
    }
}

/// Whether the Tide of Iron action `variant` can be taken now, as the step takes it: the
/// eight actions and passing in the Action phase while a side still acts (L509-664); the
/// Command phase's steps once a round each (L697-792); a card paid from the HQ in the phase
/// its header names, by the side in turn for an Action-phase card, with the command to pay
/// (L1878-1898); a pending contact retried once a round (L1910-1916); the Status phase's
/// marker step (L825-835). The resolvers, the scenario, cards drawn and the roster are open
/// at any time, as on the panels.
pub fn allowed_now(def: &GameDef, t: &Table, variant: &str) -> bool {
    let Some(s) = super::state(t) else {
        return true;
    };
    let phase = phase_id(def, t);
    let round = t.cursor.round;
    let acting = phase == "action" && !s.turns.both_passed();
    let may_act = |side: usize| acting && s.turns.side == side && !s.turns.passed[side.min(1)];
    match variant {
        "TakeAction" | "Pass" => acting,
        "SetControl" => !s.scenario.objectives.is_empty(),
        "CollectIncome" => phase == "command" && s.income_round != Some(round),
        "Bid" => phase == "command" && (0..2).any(|i| counter(def, t, COMMAND, i) > 0),
        "DecideInitiative" => phase == "command" && s.initiative_round != Some(round),
        "ActivateCard" => (0..2).any(|i| {
            s.cards[i].hq.iter().any(|c| {
                let when = match c.timing {
                    Timing::Action => may_act(i),
                    Timing::Command => phase == "command",
                };
                when && i64::from(c.cost) <= counter(def, t, COMMAND, i)
            })
        }),
        "DiscardInPlay" => s.cards.iter().any(|c| !c.in_play.is_empty()),
        "Contact" => (0..2).any(|i| {
            s.cards[i]
                .pending
                .iter()
                .any(|(_, tried)| *tried == 0 || (*tried != round && may_act(i)))
        }),
        "ClearMarkers" => phase == "status",
        _ => true,
    }
}
