//! Tide of Iron. Rules: `../shared/seeds/004_add4e14b58469e57.txt`, digest
//! `../shared/rules/tide-of-iron.md`.
//!
//! The resolvers: `attack` (the attack sequence with Combined Fire and every modifier),
//! `assault`, `area` (mortars, cards, the minefield), `artillery` (contact, drift, heal), the
//! hit tables in `effects`, exact odds in `dice`. The round: `state`, `actions`, `step`,
//! `setup`; data files in `data`; the command line in `cli`.

pub mod actions;
pub mod area;
pub mod artillery;
pub mod assault;
pub mod attack;
pub mod card;
pub mod cli;
pub mod data;
pub mod dice;
pub mod effects;
pub mod outcome;
pub mod play;
pub mod presets;
pub mod readings;
pub mod roster;
pub mod setup;
pub mod situation;
pub mod state;
pub mod step;

use chrono::{DateTime, Utc};

use crate::core::def::GameDef;
use crate::core::log::LogEntry;
use crate::core::table::{ActionError, Table};

pub use actions::ToiAction;
pub use state::{Last, Objective, Resolution, Scenario, ToiState, Turns, Worked};

pub const ID: &str = "tide-of-iron";

/// This game's rules, as the registry knows them.
pub struct ToiRules;

/// The registry's entry for this game.
pub static RULES: ToiRules = ToiRules;

impl crate::games::Rules for ToiRules {
    type State = ToiState;
    type Action = ToiAction;

    fn id(&self) -> &'static str {
        ID
    }

    /// The table's tabs, by key (the panels' `open_tool` opens each).
    fn tools(&self) -> &'static [&'static str] {
        &[
            "round",
            "command",
            "status",
            "attack",
            "assault",
            "artillery",
            "units",
            "setup",
        ]
    }

    fn new_state(&self, _def: &GameDef, table: &mut Table) -> ToiState {
        let s = setup::reference();
        table.round_limit = Some(s.rounds);
        ToiState {
            initiative: s.initiative,
            last_initiative: s.initiative,
            turns: Turns {
                side: s.initiative,
                left: s.per_turn(),
                ..Turns::default()
            },
            scenario: s,
            cards: Default::default(),
            income_round: None,
            initiative_round: None,
            last: None,
            units: vec![],
            next_unit: 0,
        }
    }

    fn step(
        &self,
        def: &GameDef,
        table: &mut Table,
        action: &ToiAction,
        now: DateTime<Utc>,
    ) -> Result<Vec<LogEntry>, ActionError> {
        step::step(def, table, action, now)
    }

    fn on_turn_change(
        &self,
        def: &GameDef,
        table: &mut Table,
        now: DateTime<Utc>,
    ) -> Vec<LogEntry> {
        step::on_turn_change(def, table, now)
    }

    fn card(
        &self,
        loc: &crate::i18n::Localizer,
        def: &GameDef,
        table: &Table,
        after: Option<&ToiAction>,
    ) -> Option<crate::games::card::CardText> {
        card::card(loc, def, table, after)
    }

    /// Nothing of a Tide of Iron table is hidden: every side sees the same.
    fn show(
        &self,
        loc: &crate::i18n::Localizer,
        def: &GameDef,
        table: &Table,
        _side: Option<&str>,
    ) -> serde_json::Value {
        play::show(loc, def, table)
    }

    fn sides_by_number(&self) -> bool {
        true
    }

    fn allowed_now(
        &self,
        def: &GameDef,
        table: &Table,
        action: &str,
        actor: &crate::core::actor::Actor,
    ) -> bool {
        play::allowed_now_for(def, table, action, actor)
    }

    fn owners(&self, def: &GameDef, table: &Table, action: &ToiAction) -> Vec<String> {
        play::owners(def, table, action)
    }

    /// In the Action phase the side whose block of actions it is (L509-664); otherwise the
    /// initiative holder, who moves the Command and Status phases on.
    fn in_turn(&self, def: &GameDef, table: &Table) -> Option<String> {
        play::in_turn(def, table).and_then(|i| def.sides.get(i).map(|s| s.id.clone()))
    }

    /// A side reached the scenario's victory points (the game ends early, L887-891); the
    /// last round's end is the table's round limit.
    fn over(&self, def: &GameDef, table: &Table) -> bool {
        play::vp_reached(def, table).is_some()
    }
}

crate::game_tools!(ToiRules);

/// A refusal citing the rule (message id and arguments).
pub fn refuse(id: &'static str, args: Vec<(&'static str, String)>) -> ActionError {
    ActionError::Rule(id, args)
}

/// The state of a Tide of Iron table, if this is one.
pub fn state(t: &Table) -> Option<&ToiState> {
    t.extra.get::<ToiState>()
}

/// Command and VP a side collects from the objectives it controls: command only from its own
/// nation's and neutral objectives (L725-745); VP as the scenario gives them.
pub fn income(objectives: &[Objective], side: usize) -> (u32, u32) {
    objectives
        .iter()
        .filter(|o| o.controller == Some(side))
        .fold((0, 0), |(c, v), o| {
            let pays = o.nation.is_none_or(|n| n == side);
            (c + if pays { o.command } else { 0 }, v + o.vp)
        })
}

/// The higher total on the initiative card takes initiative; a tie goes to the side that did
/// not hold it (L784-792).
pub fn initiative_winner(bid0: i64, bid1: i64, holder: usize) -> usize {
    match bid0.cmp(&bid1) {
        std::cmp::Ordering::Greater => 0,
        std::cmp::Ordering::Less => 1,
        std::cmp::Ordering::Equal => 1 - holder.min(1),
    }
}

/// The worked outcome of the last resolution (recomputed from what was kept).
pub fn worked(def: &GameDef, st: &ToiState) -> Option<Result<Worked, ActionError>> {
    let last = st.last.as_ref()?;
    Some(match &last.what {
        Resolution::Attack(a, b, r) => attack::resolve(a, b, r).map(Worked::Attack),
        Resolution::Assault(a, x, c, d) => assault::resolve(a, x, c, d).map(Worked::Assault),
        Resolution::Area(a, b, r) => area::resolve(a, b, r).map(Worked::Area),
        Resolution::Contact { x, die, .. } => {
            artillery::contact(*x, *die).map(|(ok, l)| Worked::Lines(ok, l))
        }
        Resolution::Drift {
            spotting,
            black,
            red,
        } => data::compass(def).and_then(|c| {
            artillery::drift(&c, *spotting, st.scenario.north, *black, *red).map(Worked::Drift)
        }),
        Resolution::Mine { engineers, black } => {
            area::minefield(black, *engineers).map(|(h, l)| Worked::Mine(h, l))
        }
        Resolution::Heal { holes, die } => {
            artillery::heal(*holes, *die).map(|(ok, l)| Worked::Lines(ok, l))
        }
    })
}

#[cfg(test)]
mod tests;
