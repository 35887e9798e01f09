//! Trench Club. Rules: `../shared/seeds/003_aeec4931afcddac5.txt`, digest
//! `../shared/rules/trench-club.md`.
//!
//! The frame gives the phase cursor (Move → Declare → Battles → Money); this module adds the
//! players in clockwise order, the rosters, the declared attacks, the battle resolver with its
//! exact odds, the money ledger, the forts, Big Bertha's scatter and the solo Automa.
//!
//! Where things are: `state` (what a table keeps), `actions`, `step` (an action applied and
//! the turn passing), `ledger` (money and forts), `battle` and `odds` (one battle), `xp`,
//! `scatter`, `automa`, the tables in `data`, the command line in `cli`.

pub mod actions;
pub mod automa;
pub mod basis;
pub mod battle;
pub mod card;
pub mod cli;
pub mod data;
pub mod ledger;
pub mod odds;
pub mod rolloff;
pub mod scatter;
mod show;
pub mod state;
pub mod step;
pub mod trench;
pub mod xp;

use chrono::{DateTime, Utc};

use crate::core::def::GameDef;
use crate::core::log::LogEntry;
use crate::core::table::{ActionError, Table};

pub use actions::{Flag, TcAction};
pub use data::TcData;
pub use state::{TcSettings, TcState};

pub const ID: &str = "trench-club";

/// This game's rules, as the registry knows them.
pub struct TcRules;

/// The registry's entry for this game.
pub static RULES: TcRules = TcRules;

impl crate::games::Rules for TcRules {
    type State = TcState;
    type Action = TcAction;

    fn id(&self) -> &'static str {
        ID
    }

    /// The table's tabs, by key (the panels' `open_tool` opens each).
    fn tools(&self) -> &'static [&'static str] {
        &["setup", "units", "battle", "money", "forts", "special"]
    }

    fn new_state(&self, _def: &GameDef, _table: &mut Table) -> TcState {
        TcState::default()
    }

    fn step(
        &self,
        def: &GameDef,
        table: &mut Table,
        action: &TcAction,
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
        after: Option<&TcAction>,
    ) -> Option<crate::games::card::CardText> {
        card::card(loc, def, table, after)
    }

    fn show(
        &self,
        loc: &crate::i18n::Localizer,
        def: &GameDef,
        table: &Table,
        _side: Option<&str>,
    ) -> serde_json::Value {
        show::show(loc, def, table)
    }

    fn allowed_now(
        &self,
        def: &GameDef,
        table: &Table,
        action: &str,
        actor: &crate::core::actor::Actor,
    ) -> bool {
        show::allowed_now_for(def, table, action, actor)
    }

    fn owners(&self, def: &GameDef, table: &Table, action: &TcAction) -> Vec<String> {
        show::owners(def, table, action)
    }

    /// The player whose turn it is (clockwise from the first player, L206-215).
    fn in_turn(&self, _def: &GameDef, table: &Table) -> Option<String> {
        state(table).and_then(|s| s.active().map(|a| a.side.clone()))
    }

    /// A team reached its fort threshold (L9, L524).
    fn over(&self, _def: &GameDef, table: &Table) -> bool {
        state(table).is_some_and(|s| s.winner.is_some())
    }
}

crate::game_tools!(TcRules);

fn rule(id: &'static str, args: Vec<(&'static str, String)>) -> ActionError {
    ActionError::Rule(id, args)
}

fn tc_mut(table: &mut Table) -> Result<&mut TcState, ActionError> {
    table
        .extra
        .get_mut::<TcState>()
        .ok_or_else(|| rule("tc-err-not-tc", vec![]))
}

/// The game's own tables, or the refusal that names the broken file.
pub fn data_of(def: &GameDef) -> Result<TcData, ActionError> {
    TcData::of(def).map_err(|e| rule("tc-err-data", vec![("problem", e.to_string())]))
}

/// The state of a Trench Club table, if this is one.
pub fn state(t: &Table) -> Option<&TcState> {
    t.extra.get::<TcState>()
}
