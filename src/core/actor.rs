//! Who asks for an action. Every door (the screen, `adjutant play`, a phone) hands the engine
//! an [`Actor`] with each action, and the engine's one check ([`super::table::check`]) reads
//! it: the table may act for any side (still under the rules); a seated side acts only for
//! itself, on its own things, and moves the turn on only when the turn is its own.

use serde::{Deserialize, Serialize};

use super::def::GameDef;
use super::table::ActionError;

/// Who asks for an action.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum Actor {
    /// The table itself: the app's screen, the host's own terminal, `play` without `--side`.
    /// It may act for any side, under the rules of the turn.
    #[default]
    Table,
    /// One side's seat (a phone, `play do --side S`), by the side's id.
    Side(String),
}

impl Actor {
    /// The seat's side, or `None` for the table.
    pub fn side(&self) -> Option<&str> {
        match self {
            Actor::Table => None,
            Actor::Side(s) => Some(s),
        }
    }

    /// Whether this actor may act for (or touch the things of) `side`.
    pub fn may_act_for(&self, side: &str) -> bool {
        match self {
            Actor::Table => true,
            Actor::Side(s) => s == side,
        }
    }

    /// Refused unless this actor may act for `side` (see [`Actor::may_act_for`]).
    pub fn must_act_for(&self, def: &GameDef, side: &str) -> Result<(), ActionError> {
        match self {
            Actor::Side(mine) if mine != side => Err(ActionError::Rule(
                "err-actor-other-side",
                vec![("side", side_msg(def, side)), ("mine", side_msg(def, mine))],
            )),
            _ => Ok(()),
        }
    }
}

/// A side as a message argument: its name's message id (worded in the reader's language), or
/// the id as typed when the game has no such side.
pub fn side_msg(def: &GameDef, side: &str) -> String {
    def.side_name(side).map(str::to_string).unwrap_or_else(|| {
        // As typed, without control characters and cut short: it came from a player.
        let clean: String = side.chars().filter(|c| !c.is_control()).take(40).collect();
        clean
    })
}

/// An action's variant (`PlayCommand`) as `play` names it (`play-command`).
pub fn kebab(variant: &str) -> String {
    let mut out = String::new();
    for (i, c) in variant.chars().enumerate() {
        if c.is_uppercase() {
            if i > 0 {
                out.push('-');
            }
            out.extend(c.to_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// The refusal of an action a rule forbids now: the rule's message and its reference.
pub fn not_now(rule: &str) -> ActionError {
    ActionError::Rule("err-not-now", vec![("rule", rule.to_string())])
}

/// The side id an actor names on the command line or a phone: its id, or its number in the
/// game's list of sides (`0`). `None` when the game has no such side.
pub fn side_id(def: &GameDef, named: &str) -> Option<String> {
    if def.side_name(named).is_some() {
        return Some(named.to_string());
    }
    named
        .parse::<usize>()
        .ok()
        .and_then(|i| def.sides.get(i))
        .map(|s| s.id.clone())
}
