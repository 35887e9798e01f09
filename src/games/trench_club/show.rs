//! The table's own state as a player reads it (`adjutant play show`, a phone page), and which
//! of the game's actions the panels offer now.
//!
//! Nothing here is hidden from any side: money, units, forts and the Special Forces cards
//! drawn are all on the table in Trench Club.

use serde_json::{Value, json};

use crate::core::def::GameDef;
use crate::core::table::Table;
use crate::i18n::Localizer;

use super::TcAction;
use super::card::{side_name, unit_name};
use super::state::{Status, TcState, team_of};
use crate::core::actor::Actor;

/// How many of the latest money movements `show` carries.
pub const LEDGER_TAIL: usize = 20;

/// `Rules::show`: the seats with their money and forts, every unit with its markers, the
/// forts' flags, the declared attacks, the money ledger's latest lines, the turn clock, the
/// settings and the last answers.
pub fn show(loc: &Localizer, def: &GameDef, t: &Table) -> Value {
    let Some(s) = t.extra.get::<TcState>() else {
        return Value::Null;
    };
    let data = super::data_of(def).ok();
    let threshold = data.as_ref().map(|d| super::ledger::threshold(d, s));
    // The starting money is the data's estimate when the rulebook gives none.
    let start_money = data.as_ref().map(|d| {
        let v = &d.economy.start_money;
        json!({ "value": v.value, "estimate": v.estimate, "source": v.source,
                "says": if v.estimate { Some(loc.t("tc-start-money-estimate")) } else { None } })
    });
    let seats: Vec<Value> = s
        .seats
        .iter()
        .enumerate()
        .map(|(i, seat)| {
            json!({
                "side": seat.side,
                "name": side_name(loc, &seat.side),
                "team": team_of(&seat.side),
                "money": seat.money,
                "forts": s.forts_of(&seat.side),
                "nations": s.nations_of(&seat.side),
                "may_choose_special": s.may_choose_special(&seat.side),
                "armies": super::ledger::armies_active(s, i),
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
                "status": d.status, "army": d.army,
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
        "start_money": start_money,
        "forts": forts,
        "units": units,
        "declarations": declarations,
        "income_taken": s.income_taken,
        // The first rounds' army limits (L217-221): how many set-up armies the player whose
        // turn it is may attack with, which ones it has attacked with, and who attacked.
        "armies_active": if s.seats.is_empty() { None } else { Some(super::ledger::armies_now(s)) },
        "armies_used": s.armies_used(),
        "round1_armies": s.round1_armies,
        "attacked": s.attacked.iter().map(|a| a.unit).collect::<Vec<_>>(),
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

/// Every seat's side (or every side before the seating): what a correction or a change of
/// the whole table's set-up acts for, so only the table takes it.
fn everyone(def: &GameDef, s: Option<&TcState>) -> Vec<String> {
    match s {
        Some(s) if !s.seats.is_empty() => s.seats.iter().map(|x| x.side.clone()).collect(),
        _ => def.sides.iter().map(|x| x.id.clone()).collect(),
    }
}

/// `Rules::owners`: the seat whose things an action touches. A unit's seat (in co-op the
/// seat that plays its nation) for what moves, marks, repairs, removes it or has it attack
/// or capture; a declared attack's attacker's; the giver's purse for a gift; the player whose
/// turn it is for its income, purchases, cards and clock; every seat for a correction by
/// hand (damage, a fort's flag, money) or the settings, which the table agrees on.
pub fn owners(def: &GameDef, t: &Table, action: &TcAction) -> Vec<String> {
    let s = t.extra.get::<TcState>();
    let seat_of = |nation: &str| -> String {
        s.and_then(|s| s.seat_of(nation))
            .unwrap_or(nation)
            .to_string()
    };
    let unit = |id: u32| -> Vec<String> {
        s.and_then(|s| s.unit(id))
            .map(|u| seat_of(&u.owner))
            .into_iter()
            .collect()
    };
    let declared = |i: usize| -> Vec<String> {
        s.and_then(|s| s.declarations.get(i))
            .map(|d| unit(d.attacker))
            .unwrap_or_default()
    };
    let active = || -> Vec<String> {
        s.and_then(|s| s.active())
            .map(|a| a.side.clone())
            .into_iter()
            .collect()
    };
    match action {
        TcAction::Setup { .. }
        | TcAction::Settings(_)
        | TcAction::Correct { .. }
        | TcAction::SetFort { .. }
        | TcAction::AdjustMoney { .. } => everyone(def, s),
        TcAction::AddUnit { side, .. } => vec![seat_of(side)],
        TcAction::RemoveUnit { id }
        | TcAction::Toggle { id, .. }
        | TcAction::Repair { id }
        | TcAction::Capture { unit: id, .. } => unit(*id),
        TcAction::Declare { attacker, .. } => unit(*attacker),
        TcAction::Battle {
            units: Some((a, _)),
            ..
        } => unit(*a),
        TcAction::Undeclare { index } | TcAction::Fight { index, .. } => declared(*index),
        TcAction::Gift { from, .. } => vec![seat_of(from)],
        TcAction::Income
        | TcAction::Buy { .. }
        | TcAction::BuySpecial { .. }
        | TcAction::Timer
        | TcAction::Scatter { .. } => active(),
        TcAction::Battle { units: None, .. } | TcAction::RollOff { .. } => vec![],
    }
}

/// [`allowed_now`] for `actor`: a seated player acts only in its own turn, and only on its
/// own things (the battle helper with a typed situation and the roll-offs before the start
/// are anyone's); the table may act for the player whose turn it is.
pub fn allowed_now_for(def: &GameDef, t: &Table, action: &str, actor: &Actor) -> bool {
    if !allowed_now(def, t, action) {
        return false;
    }
    let Some(mine) = actor.side() else {
        return true;
    };
    let Some(s) = t.extra.get::<TcState>() else {
        return matches!(action, "RollOff" | "Battle");
    };
    if s.seats.is_empty() {
        return matches!(action, "RollOff" | "Battle");
    }
    let in_turn = s.active().is_some_and(|a| a.side == mine);
    let owns_unit = s.units.iter().any(|u| s.seat_of(&u.owner) == Some(mine));
    match action {
        // A typed situation changes nothing but the card.
        "Battle" => true,
        "Setup" | "Settings" | "Correct" | "SetFort" | "AdjustMoney" | "RollOff" => false,
        "AddUnit" => s.seat(mine).is_some(),
        // A gift to the ally at any time (L498), from the giver's own purse (`owners`).
        "Gift" => true,
        "RemoveUnit" | "Toggle" => owns_unit,
        _ => in_turn,
    }
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

#[cfg(test)]
mod tests {
    //! One authority (issue 34): whose things an action touches, whose turn it is, a unit
    //! attacking once a turn within the first rounds' army limits, a won game over.

    use chrono::Utc;

    use super::super::{ID, RULES, TcAction};
    use crate::core::actor::Actor;
    use crate::core::def::GameDef;
    use crate::core::table::{ActionError, GameHooks, Table, TableAction};
    use crate::games::{Game, GameAction};

    fn def() -> GameDef {
        crate::games::embedded_content()
            .game(ID)
            .cloned()
            .expect("trench-club data")
    }

    fn go(
        def: &GameDef,
        t: &mut Table,
        a: &TableAction<GameAction>,
        who: &Actor,
    ) -> Result<(), ActionError> {
        let (next, _) = crate::core::table::step(
            def,
            t,
            a,
            &RULES as &dyn GameHooks<GameAction>,
            who,
            Utc::now(),
        )?;
        *t = next;
        Ok(())
    }

    fn tc(def: &GameDef, t: &mut Table, a: TcAction, who: &Actor) -> Result<(), ActionError> {
        go(def, t, &TableAction::Game(GameAction::new(ID, &a)), who)
    }

    fn seat(s: &str) -> Actor {
        Actor::Side(s.into())
    }

    fn table(def: &GameDef, seats: &[&str]) -> Table {
        let mut t = Table::new(def, 3);
        t.extra = RULES.new_extra(def, &mut t);
        let seats = seats.iter().map(|s| s.to_string()).collect();
        tc(
            def,
            &mut t,
            TcAction::Setup {
                seats,
                settings: Default::default(),
            },
            &Actor::Table,
        )
        .expect("set up");
        t
    }

    fn add(def: &GameDef, t: &mut Table, side: &str, kind: &str, army: u8) {
        let a = TcAction::AddUnit {
            side: side.into(),
            kind: kind.into(),
            army,
        };
        tc(def, t, a, &Actor::Table).expect("add");
    }

    fn to_phase(def: &GameDef, t: &mut Table, id: &str) {
        while def.phases.phases.get(t.cursor.phase).map(|p| p.id.as_str()) != Some(id) {
            go(def, t, &TableAction::EndPhase, &Actor::Table).expect("end phase");
        }
    }

    #[test]
    fn a_seat_gives_only_its_own_money_and_moves_only_its_own_turn() {
        let d = def();
        let mut t = table(
            &d,
            &["germany", "france", "austria-hungary", "great-britain"],
        );
        assert_eq!(
            GameHooks::in_turn(&RULES, &d, &t).as_deref(),
            Some("germany")
        );
        let gift = TcAction::Gift {
            from: "austria-hungary".into(),
            to: "germany".into(),
            amount: 1,
        };
        let before = t.clone();
        let r = tc(&d, &mut t, gift, &seat("germany"));
        assert!(
            matches!(r, Err(ActionError::Rule("err-actor-other-side", _))),
            "{r:?}"
        );
        let r = go(&d, &mut t, &TableAction::EndPhase, &seat("france"));
        assert!(
            matches!(r, Err(ActionError::Rule("err-actor-not-your-turn", _))),
            "{r:?}"
        );
        let r = tc(
            &d,
            &mut t,
            TcAction::Buy {
                kind: "infantry".into(),
            },
            &seat("france"),
        );
        assert!(r.is_err());
        assert_eq!(t, before, "refusals change nothing");
        assert!(Game::allowed_now(&RULES, &d, &t, "Gift", &seat("france")));
        assert!(!Game::allowed_now(
            &RULES,
            &d,
            &t,
            "Income",
            &seat("france")
        ));
        assert!(Game::allowed_now(
            &RULES,
            &d,
            &t,
            "Income",
            &seat("germany")
        ));
        assert!(!Game::allowed_now(
            &RULES,
            &d,
            &t,
            "AdjustMoney",
            &seat("germany")
        ));
    }

    #[test]
    fn a_unit_attacks_once_a_turn_within_the_army_limit_l217_l221() {
        let d = def();
        let mut t = table(&d, &["germany", "france"]);
        add(&d, &mut t, "germany", "infantry", 1);
        add(&d, &mut t, "germany", "tank", 2);
        add(&d, &mut t, "france", "infantry", 1);
        to_phase(&d, &mut t, "declare");
        let declare = |attacker| TcAction::Declare {
            attacker,
            defender: 3,
            close: true,
            support: Default::default(),
            ground: Default::default(),
        };
        tc(&d, &mut t, declare(1), &seat("germany")).expect("army 1");
        // Round 1, the first of 2 players: one army (L221).
        let r = tc(&d, &mut t, declare(2), &Actor::Table);
        assert!(
            matches!(r, Err(ActionError::Rule("tc-err-armies", _))),
            "{r:?}"
        );
        to_phase(&d, &mut t, "battles");
        let nothing = Some(super::super::battle::Shots::Hits(0));
        let fight = TcAction::Fight {
            index: 0,
            attack: nothing.clone(),
            back: nothing.clone(),
            mates: vec![],
        };
        tc(&d, &mut t, fight.clone(), &Actor::Table).expect("fought");
        assert!(tc(&d, &mut t, fight, &Actor::Table).is_err(), "fought once");
        let s = super::super::state(&t).expect("state");
        let situation = crate::games::trench_club::battle::Situation {
            attacker: crate::games::trench_club::battle::Fighter::new("infantry", 0, 0),
            defender: crate::games::trench_club::battle::Fighter::new("infantry", 0, 0),
            close: true,
            support: Default::default(),
            ground: Default::default(),
        };
        assert!(s.has_attacked(1));
        let again = TcAction::Battle {
            units: Some((1, 3)),
            situation,
            attack: nothing.clone(),
            back: nothing,
        };
        let r = tc(&d, &mut t, again, &Actor::Table);
        assert!(
            matches!(r, Err(ActionError::Rule("tc-err-attacked", _))),
            "{r:?}"
        );
    }

    #[test]
    fn in_round_2_the_first_of_2_players_activates_the_remaining_armies_l221() {
        let d = def();
        let mut t = table(&d, &["germany", "france"]);
        add(&d, &mut t, "germany", "infantry", 1);
        add(&d, &mut t, "germany", "infantry", 2);
        add(&d, &mut t, "germany", "infantry", 3);
        add(&d, &mut t, "france", "tank", 1);
        let declare = |attacker| TcAction::Declare {
            attacker,
            defender: 4,
            close: true,
            support: Default::default(),
            ground: Default::default(),
        };
        to_phase(&d, &mut t, "declare");
        tc(&d, &mut t, declare(1), &Actor::Table).expect("army 1 in round 1");
        // Germany's turn ends, then France's: round 2, Germany again.
        for _ in 0..8 {
            go(&d, &mut t, &TableAction::EndPhase, &Actor::Table).expect("end phase");
        }
        let s = super::super::state(&t).expect("state");
        assert_eq!((s.round(), s.round1_armies.clone()), (2, vec![1]));
        to_phase(&d, &mut t, "declare");
        let r = tc(&d, &mut t, declare(1), &Actor::Table);
        assert!(
            matches!(r, Err(ActionError::Rule("tc-err-armies-remaining", _))),
            "{r:?}"
        );
        tc(&d, &mut t, declare(2), &Actor::Table).expect("army 2");
        tc(&d, &mut t, declare(3), &Actor::Table).expect("army 3: the remaining 2");
    }

    #[test]
    fn a_won_game_is_over() {
        let d = def();
        let mut t = table(&d, &["germany", "france"]);
        assert!(!GameHooks::over(&RULES, &d, &t));
        let forts = super::super::state(&t).map_or(0, |s| s.forts.len());
        for fort in 0..forts {
            if GameHooks::over(&RULES, &d, &t) {
                break;
            }
            let a = TcAction::SetFort {
                fort,
                owner: Some("germany".into()),
            };
            tc(&d, &mut t, a, &Actor::Table).expect("flag");
        }
        assert!(GameHooks::over(&RULES, &d, &t));
        let r = tc(&d, &mut t, TcAction::Income, &Actor::Table);
        assert!(
            matches!(r, Err(ActionError::Rule("err-game-over", _))),
            "{r:?}"
        );
    }
}
