//! What a Tide of Iron table keeps beyond the frame: the scenario, the Action phase's turns,
//! initiative, objectives, the strategy cards (physical-card mode) and the last resolution.
//! Command, the initiative card and VP are the frame's per-side counters (`counters.json`).

use serde::{Deserialize, Serialize};

use super::area::{AreaAttack, AreaOutcome};
use super::artillery::{DriftOutcome, Spotting};
use super::assault::{Assault, AssaultOutcome};
use super::attack::{Attack, Outcome};
use crate::core::log::Line;

/// The eight actions of the Action phase (L521-633).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum ActionKind {
    #[serde(alias = "Advance")]
    Advance,
    #[serde(alias = "ConcentratedFire")]
    ConcentratedFire,
    #[serde(alias = "PrepareOpFire")]
    PrepareOpFire,
    #[serde(alias = "FireAndMovement")]
    FireAndMovement,
    #[serde(alias = "ActivateCard")]
    ActivateCard,
    #[serde(alias = "Assault")]
    Assault,
    #[serde(alias = "Fatigue")]
    Fatigue,
    #[serde(alias = "Special")]
    Special,
}

impl ActionKind {
    pub const ALL: [ActionKind; 8] = [
        ActionKind::Advance,
        ActionKind::ConcentratedFire,
        ActionKind::PrepareOpFire,
        ActionKind::FireAndMovement,
        ActionKind::ActivateCard,
        ActionKind::Assault,
        ActionKind::Fatigue,
        ActionKind::Special,
    ];
    pub fn msg(self) -> &'static str {
        match self {
            ActionKind::Advance => "toi-act-advance",
            ActionKind::ConcentratedFire => "toi-act-concentrated",
            ActionKind::PrepareOpFire => "toi-act-op-fire",
            ActionKind::FireAndMovement => "toi-act-fire-move",
            ActionKind::ActivateCard => "toi-act-card",
            ActionKind::Assault => "toi-act-assault",
            ActionKind::Fatigue => "toi-act-fatigue",
            ActionKind::Special => "toi-act-special",
        }
    }
    /// What the action costs and does, in a line (the list of §2.5).
    pub fn hint(self) -> String {
        format!("{}-hint", self.msg())
    }
}

/// An objective hex (L697-751): whose nation it belongs to (None: neutral), what it pays.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Objective {
    /// Its name on the map.
    pub name: String,
    /// The side whose nation's objective it is (none: neutral).
    #[serde(default)]
    pub nation: Option<usize>,
    /// Command it pays each Command phase to its controller (own nation or neutral only).
    #[serde(default)]
    pub command: u32,
    /// Victory points it pays each Command phase, as the scenario says.
    #[serde(default)]
    pub vp: u32,
    /// Who controls it now (no one at the start unless the scenario says, L717-721).
    #[serde(default)]
    pub controller: Option<usize>,
}

/// A scenario's set-up (the Scenario Guide's, typed by the players, or a preset).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// The scenario's name.
    pub name: String,
    /// Rounds the scenario lasts.
    pub rounds: u32,
    /// Actions per player-turn (3 in the reference scenario, L513).
    pub actions: u32,
    /// The side that starts with initiative.
    pub initiative: usize,
    /// 2, 3 or 4 players (L1601-1669).
    pub players: u8,
    /// Strategy decks per side, by name.
    #[serde(default)]
    pub decks: Vec<Vec<String>>,
    /// Starting strategy cards per side.
    #[serde(default)]
    pub start_cards: Vec<u32>,
    /// Operations cards in play, by name.
    #[serde(default)]
    pub operations: Vec<String>,
    /// The objective hexes, each with who controls it.
    #[serde(default)]
    pub objectives: Vec<Objective>,
    /// Victory points that win, if the scenario is won on VP.
    #[serde(default)]
    pub vp_to_win: Option<u32>,
    /// Where the compass's North points on the table, degrees clockwise from up.
    #[serde(default)]
    pub north: u16,
    /// Where the set-up comes from (a preset's note).
    #[serde(default)]
    pub source: Option<String>,
}

impl Scenario {
    /// Actions per player-turn: in team play each member takes half, rounded up (L1611).
    pub fn per_turn(&self) -> u32 {
        if self.players >= 3 {
            self.actions.div_ceil(2)
        } else {
            self.actions
        }
    }
}

/// When a strategy card may be activated (its header, L1878-1898).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum Timing {
    #[default]
    #[serde(alias = "Action")]
    Action,
    #[serde(alias = "Command")]
    Command,
}

/// A strategy card as the players typed it (physical-card mode).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Card {
    /// The card's name as printed.
    pub name: String,
    /// Its cost in command points.
    pub cost: u32,
    /// When it is played: in the Action phase (the default, it costs an action) or in the
    /// Command phase.
    #[serde(default)]
    pub timing: Timing,
    /// Establish Contact (X), if the card has it.
    #[serde(default)]
    pub contact: Option<u8>,
    /// "Place in your play area": it stays after activation.
    #[serde(default)]
    pub lasting: bool,
}

/// Where a side's cards are.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Cards {
    /// Face up in the HQ, not yet activated.
    pub hq: Vec<Card>,
    /// Activated and staying in the play area.
    pub in_play: Vec<Card>,
    /// Failed contact, kept in the play area (with the last round it was tried).
    pub pending: Vec<(Card, u32)>,
    /// Activated and gone back in the box.
    pub used: Vec<Card>,
}

/// The Action phase: whose block of actions it is and who has ended the phase.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Turns {
    pub side: usize,
    pub left: u32,
    pub passed: [bool; 2],
    /// Player-turns taken this round.
    pub blocks: u32,
    /// In four-player team play, which member of the side's team plays now (0: the first,
    /// 1: the second): both members of a team play their actions, one after the other,
    /// before the other team (L1623-1629).
    #[serde(default)]
    pub member: u8,
    /// The actions of this round, in order: (side, action).
    pub taken: Vec<(usize, ActionKind)>,
}

impl Turns {
    pub fn both_passed(&self) -> bool {
        self.passed[0] && self.passed[1]
    }
}

/// The last resolution, for the result card (undo restores it).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Resolution {
    Attack(Attack, Vec<u8>, Vec<u8>),
    Assault(Assault, Vec<u8>, Vec<u8>, Vec<u8>),
    Area(AreaAttack, Vec<u8>, Vec<Vec<u8>>),
    Contact {
        card: String,
        x: u8,
        die: u8,
    },
    Drift {
        spotting: Spotting,
        black: u8,
        red: u8,
    },
    Mine {
        engineers: bool,
        black: Vec<u8>,
    },
    Heal {
        holes: u32,
        die: u8,
    },
}

/// A resolution with the side it is for.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Last {
    pub side: usize,
    pub what: Resolution,
    /// The round and phase it was made in (the card greys when the phase moves on).
    pub at: (u32, usize),
}

/// The worked outcome of a resolution, for display.
#[derive(Debug, Clone, PartialEq)]
pub enum Worked {
    Attack(Outcome),
    Assault(AssaultOutcome),
    Area(AreaOutcome),
    Lines(bool, Vec<Line>),
    Drift(DriftOutcome),
    /// A minefield: the hits and the working.
    Mine(u32, Vec<Line>),
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ToiState {
    pub scenario: Scenario,
    /// Who holds the initiative token.
    pub initiative: usize,
    /// Who held it last round (for the tie, L790).
    #[serde(default)]
    pub last_initiative: usize,
    pub turns: Turns,
    #[serde(default)]
    pub cards: [Cards; 2],
    /// The round whose income was collected (once per Command phase).
    #[serde(default)]
    pub income_round: Option<u32>,
    /// The round whose initiative was decided.
    #[serde(default)]
    pub initiative_round: Option<u32>,
    #[serde(default)]
    pub last: Option<Last>,
    /// The optional unit roster.
    #[serde(default)]
    pub units: Vec<super::roster::Unit>,
    #[serde(default)]
    pub next_unit: u32,
}
