//! We Were Brothers – The Race for Rome: squads and soldiers, the 9-colour die ladder and
//! every roll of the rulebook, the turn with its Time Track. Rules:
//! `../shared/seeds/001_40785f813387578c.txt`, digest `../shared/rules/we-were-brothers.md`.
//! About 40 pages are missing from the text: what they hold is data with a `source` note.

pub mod campaign;
pub mod data;
pub mod dice;
pub mod roster;
pub mod setup;
pub mod squad;
pub mod state;
mod step;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::core::def::GameDef;
use crate::core::log::LogEntry;
use crate::core::table::{ActionError, Table};
use crate::i18n::Localizer;

pub use state::{Tiers, Who, WwbState};

pub const ID: &str = "we-were-brothers";

/// This game's rules, as the registry knows them.
pub struct WwbRules;

/// The registry's entry for this game.
pub static RULES: WwbRules = WwbRules;

/// The game's own actions.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WwbAction {
    /// A squad from the standard squads table (§11): `blue` = the Blue die (rolled by the app
    /// when `None`).
    AddStandardSquad {
        army: squad::Army,
        blue: Option<u8>,
        code: String,
        specialist: Option<squad::Specialist>,
    },
    /// An empty squad of 4 soldiers, to fill in by hand.
    AddSquad {
        army: squad::Army,
        code: String,
    },
    RemoveSquad(usize),
    Edit {
        who: Who,
        edit: roster::Edit,
    },
    SetTiers(Tiers),
}

/// The game's state on `table`, if it has one.
pub fn state(table: &Table) -> Option<&WwbState> {
    table.extra.get::<WwbState>()
}

impl crate::games::Rules for WwbRules {
    type State = WwbState;
    type Action = WwbAction;

    fn id(&self) -> &'static str {
        ID
    }

    fn new_state(&self, _def: &GameDef, _table: &mut Table) -> WwbState {
        WwbState::default()
    }

    fn step(
        &self,
        def: &GameDef,
        table: &mut Table,
        action: &WwbAction,
        now: DateTime<Utc>,
    ) -> Result<Vec<LogEntry>, ActionError> {
        step::step(def, table, action, now)
    }
}

impl crate::games::Tools for WwbRules {
    fn validate_file(
        &self,
        name: &str,
        file: &str,
        text: &str,
    ) -> Result<(), crate::content::ContentError> {
        data::validate(name, file, text)
    }

    fn resolve_cli(
        &self,
        _content: &crate::content::Content,
        _loc: &Localizer,
        resolver: &str,
        _args: &[String],
    ) -> Result<String, String> {
        Err(format!("no resolver '{resolver}' yet"))
    }

    fn odds_cli(
        &self,
        _content: &crate::content::Content,
        _loc: &Localizer,
        resolver: &str,
        _args: &[String],
    ) -> Result<String, String> {
        Err(format!("no resolver '{resolver}' yet"))
    }
}
