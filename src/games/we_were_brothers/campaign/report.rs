//! What the players report at a mission's end: how each man ended, his medals, kills and
//! Leadership change; each squad's infamy and XP award; the XP shared and spent, promotions
//! and replacements. The debrief (`debrief.rs`) turns it into changes.

use serde::{Deserialize, Serialize};

use crate::core::campaign::Outcome;
use crate::games::we_were_brothers::squad::{Skill, Specialist};

/// Who held the ground where a stabilised man was left (L641), or whether he was carried off.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Ground {
    /// Carried to his side's entry edge.
    CarriedOff,
    Friendly,
    Enemy,
    Contested,
}

/// Who held the edge a routed man left by (L708–L711).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Edge {
    Own,
    Enemy,
    Neutral,
}

/// How a soldier ended the mission.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "end")]
pub enum End {
    /// Still on the field at the end, on his feet.
    #[default]
    Fought,
    Killed,
    /// His surrender was accepted.
    Captured,
    /// Swept away in a river.
    Missing,
    Stabilised {
        ground: Ground,
    },
    Routed {
        edge: Edge,
    },
}

/// Leadership gained (accepting a surrender, L516) or lost (an infamous act, L508, L722).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LeadershipChange {
    Gained,
    Lost,
}

/// What one soldier did on the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Report {
    pub id: u32,
    #[serde(default)]
    pub end: End,
    /// Medals earned on successful tests, one entry each.
    #[serde(default)]
    pub medals: Vec<Skill>,
    #[serde(default)]
    pub kills: u8,
    /// Health boxes down at the end (kept only with the `carry` wounds setting).
    #[serde(default)]
    pub health: u8,
    #[serde(default)]
    pub leadership: Option<LeadershipChange>,
    /// The weapon cards he ends with (he may have picked up another, L631).
    #[serde(default)]
    pub main: Option<String>,
    #[serde(default)]
    pub personal: Option<String>,
}

impl Report {
    /// A man who fought on, with nothing else to report.
    pub fn new(id: u32) -> Report {
        Report {
            id,
            end: End::Fought,
            medals: vec![],
            kills: 0,
            health: 0,
            leadership: None,
            main: None,
            personal: None,
        }
    }
}

/// XP of a squad's award given to one soldier.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Share {
    pub id: u32,
    pub xp: u8,
}

/// A new soldier entered by hand for a squad that lost men.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Replacement {
    pub squad: usize,
    #[serde(default)]
    pub name: Option<String>,
    #[serde(default)]
    pub specialist: Option<Specialist>,
    #[serde(default)]
    pub main: Option<String>,
    /// A new Leader's skill of the player's choice, besides Leadership (12.0, L809).
    #[serde(default)]
    pub skill: Option<Skill>,
}

/// Everything the debrief needs: the mission's result and the players' entries.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Debrief {
    pub mission: u32,
    #[serde(default)]
    pub result: Option<Outcome>,
    #[serde(default)]
    pub reports: Vec<Report>,
    /// Each squad's infamy at the end of the mission, by roster squad.
    #[serde(default)]
    pub infamy: Vec<u8>,
    /// Each squad's XP award from the briefing, by roster squad.
    #[serde(default)]
    pub award: Vec<u8>,
    #[serde(default)]
    pub shares: Vec<Share>,
    /// Skills bought with banked XP: (soldier, skill), in order.
    #[serde(default)]
    pub buy: Vec<(u32, Skill)>,
    /// Sniper promotions accepted.
    #[serde(default)]
    pub promote: Vec<u32>,
    #[serde(default)]
    pub replacements: Vec<Replacement>,
}
