//! We Were Brothers – The Race for Rome: squads and soldiers, the 9-colour die ladder and
//! every roll of the rulebook, the turn with its Time Track. Rules:
//! `../shared/seeds/001_40785f813387578c.txt`, digest `../shared/rules/we-were-brothers.md`.
//! About 40 pages are missing from the text: what they hold is data with a `source` note.

pub mod basis;
pub mod campaign;
pub mod card;
pub mod care;
pub mod cli;
pub mod combat;
pub mod data;
pub mod dice;
pub mod explosives;
pub mod fire;
pub mod kinds;
pub mod numbers;
pub mod play;
pub mod rolls;
pub mod roster;
pub mod setup;
pub mod sight;
pub mod squad;
pub mod state;
mod step;
pub mod turn;
pub mod wounds;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::core::def::GameDef;
use crate::core::log::LogEntry;
use crate::core::table::{ActionError, Table};

pub use state::{Tiers, Who, WwbState};

pub const ID: &str = "we-were-brothers";

/// This game's rules, as the registry knows them.
pub struct WwbRules;

/// The registry's entry for this game.
pub static RULES: WwbRules = WwbRules;

/// The game's own actions.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
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
    /// The players' readings where the rulebook contradicts itself.
    SetReadings(rolls::Readings),
    /// A roll of the catalogue. `dice`: the sides that came up, in the roll's order (`None`:
    /// the app rolls). `actor` fires, throws, treats or rallies (his chamber die, his XP);
    /// `target` takes the outcome. `tick` marks a resolution-checklist item done.
    Resolve {
        roll: rolls::Roll,
        #[serde(default)]
        dice: Option<Vec<usize>>,
        #[serde(default)]
        actor: Option<Who>,
        #[serde(default)]
        target: Option<Who>,
        #[serde(default)]
        tick: Option<String>,
    },
    /// The initiative check (5.0): the panels each side holds; ties go to the Blue dice.
    Initiative {
        panels: [u8; 2],
        #[serde(default)]
        dice: Option<Vec<usize>>,
    },
    /// The side that won a re-roll or the Leader's Pink test plays first.
    SetFirst(usize),
    /// Start of a squad's fire phase: its Opportunity and Suppression Fire markers come off
    /// (L190).
    ClearFireMarkers(usize),
    /// A soldier's activation: Shaken comes off, Suppressed turns to Shaken (L190, L199).
    Recover(Who),
    Tick(String),
    /// A timed detonator set to `turns` (1–6, a d6) (L589).
    Detonator {
        label: String,
        turns: u8,
    },
    /// A smoke grenade's cloud (L579).
    Smoke {
        label: String,
    },
    /// A support-fire call (13.0): one per turn (L885).
    CallSupport {
        air: bool,
    },
    /// The mission's Time Track length (from the briefing).
    MissionLength(u32),
    Wind(u8),
    /// An infamous act by a man of a squad (L508, L649, L722): +1 infamy, −2 VP, Leadership
    /// lost.
    Infamy(Who),
    /// One more "suppressed" on a man (successful suppression fire on his MHx, L479; a comrade
    /// killed, L680): Shaken or nothing → Suppressed, Suppressed → Routed.
    Suppress(Who),
    /// A squad is (or is no longer) in its Leader's zone (L229).
    Zone(usize),
    /// The alternating-squads variant on or off (L233).
    Alternating(bool),
    /// An order card handed to a squad (physical cards: the app records it).
    Order {
        squad: usize,
        card: String,
    },
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

    /// The table's tabs, by key (the panels' `open_tool` opens each).
    fn tools(&self) -> &'static [&'static str] {
        &[
            "squads",
            "turn",
            "fire",
            "grenade",
            "care",
            "other",
            "resolution",
        ]
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

    fn card(
        &self,
        loc: &crate::i18n::Localizer,
        def: &GameDef,
        table: &Table,
        after: Option<&WwbAction>,
    ) -> Option<crate::games::card::CardText> {
        // Without the app's Settings: every placeholder die is marked.
        card::card(loc, def, state(table)?, after, &Default::default())
    }

    fn show(
        &self,
        loc: &crate::i18n::Localizer,
        def: &GameDef,
        table: &Table,
        side: Option<&str>,
    ) -> serde_json::Value {
        play::show(loc, def, table, side)
    }

    fn allowed_now(&self, _def: &GameDef, table: &Table, action: &str) -> bool {
        play::allowed_now(table, action)
    }

    fn on_turn_change(
        &self,
        _def: &GameDef,
        table: &mut Table,
        now: DateTime<Utc>,
    ) -> Vec<LogEntry> {
        let round = table.cursor.round;
        match table.extra.get_mut::<WwbState>() {
            Some(s) => turn::end_of_turn(s, round)
                .iter()
                .map(|l| l.at(now))
                .collect(),
            None => vec![],
        }
    }
}

crate::game_tools!(WwbRules);
