//! Checks of a scenario and a card as players type them.

use super::refuse;
use super::state::{Card, Scenario};
use super::step::{MAX_ACTIONS, MAX_NAME, MAX_OBJECTIVES, MAX_ROUNDS, MAX_VALUE};
use crate::core::table::ActionError;

pub fn check(s: &Scenario) -> Result<(), ActionError> {
    let bad = |what: &str| refuse("toi-err-scenario", vec![("what", what.to_string())]);
    if s.name.trim().is_empty() || s.name.chars().count() > MAX_NAME {
        return Err(bad("name"));
    }
    if !(1..=MAX_ROUNDS).contains(&s.rounds) {
        return Err(bad("rounds"));
    }
    if !(1..=MAX_ACTIONS).contains(&s.actions) {
        return Err(bad("actions"));
    }
    if s.initiative > 1 {
        return Err(bad("initiative"));
    }
    if !(2..=4).contains(&s.players) {
        return Err(bad("players"));
    }
    if s.north >= 360 {
        return Err(bad("north"));
    }
    if s.objectives.len() > MAX_OBJECTIVES {
        return Err(bad("objectives"));
    }
    for o in &s.objectives {
        let nation_ok = o.nation.is_none_or(|n| n < 2);
        let ctrl_ok = o.controller.is_none_or(|n| n < 2);
        if o.name.trim().is_empty()
            || o.name.chars().count() > MAX_NAME
            || o.command > MAX_VALUE
            || o.vp > MAX_VALUE
            || !nation_ok
            || !ctrl_ok
        {
            return Err(bad("objectives"));
        }
    }
    if s.decks.len() > 2 || s.start_cards.len() > 2 || s.start_cards.iter().any(|n| *n > 10) {
        return Err(bad("decks"));
    }
    let long = |v: &String| v.chars().count() > MAX_NAME;
    if s.decks.iter().flatten().any(long) || s.operations.iter().any(long) {
        return Err(bad("decks"));
    }
    if s.vp_to_win.is_some_and(|v| v > 200) {
        return Err(bad("vp"));
    }
    Ok(())
}

pub fn check_card(c: &Card) -> Result<(), ActionError> {
    let name_ok = !c.name.trim().is_empty() && c.name.chars().count() <= MAX_NAME;
    let contact_ok = c.contact.is_none_or(|x| (1..=6).contains(&x));
    if !name_ok || c.cost > MAX_VALUE || !contact_ok {
        return Err(refuse("toi-err-card-typed", vec![]));
    }
    Ok(())
}

/// The reference scenario the rules are written around, "At the Breaking Point" (L349): 8
/// rounds (L499), 3 actions (L513), the USA with initiative (L465, L521); Germany's decks
/// Morale I and Command I with 3 starting cards (L369). Everything else is the Scenario
/// Guide's, which the text does not give.
pub fn reference() -> Scenario {
    Scenario {
        name: "At the Breaking Point".into(),
        rounds: 8,
        actions: 3,
        initiative: 0,
        players: 2,
        decks: vec![vec![], vec!["Morale I".into(), "Command I".into()]],
        start_cards: vec![0, 3],
        operations: vec![],
        objectives: vec![],
        vp_to_win: None,
        north: 0,
        source: Some("L349, L369, L465, L499, L513".into()),
    }
}
