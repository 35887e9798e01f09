//! What the game keeps on the table beyond the common frame: the squads, the rule tiers, the
//! last resolution (for the result card) and the mission's own bookkeeping.

use serde::{Deserialize, Serialize};

use super::rolls::{Outcome, Roll};
use super::squad::{Soldier, Squad};
use super::turn::TurnState;

/// The rule tiers (L41–L45), switchable per game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Tiers {
    /// Cherry Corner: the simplified variants.
    #[serde(default)]
    pub cherry_corner: bool,
    /// Additional rules (green, "strongly recommended").
    #[serde(default = "yes")]
    pub additional: bool,
    /// Optional rules (more realism, more work).
    #[serde(default)]
    pub optional: bool,
}

fn yes() -> bool {
    true
}

impl Default for Tiers {
    fn default() -> Self {
        Tiers {
            cherry_corner: false,
            additional: true,
            optional: false,
        }
    }
}

/// Which soldier: squad index and soldier index within it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Who {
    /// The squad's index (the squads in the order they were added, from 0).
    pub squad: usize,
    /// The soldier's index in his squad (0–3).
    pub soldier: usize,
}

#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct WwbState {
    #[serde(default)]
    pub squads: Vec<Squad>,
    #[serde(default)]
    pub tiers: Tiers,
    #[serde(default)]
    pub turn: TurnState,
    /// The last resolution, for the result card.
    #[serde(default)]
    pub last: Option<LastRoll>,
    /// The mission's wind: the compass side that is face 1 (drawn only; 1–6).
    #[serde(default)]
    pub wind: u8,
    /// The players' readings where the rulebook contradicts itself.
    #[serde(default)]
    pub readings: super::rolls::Readings,
}

/// A resolution as the result card shows it: what was rolled, by whom, at whom, when.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LastRoll {
    pub roll: Roll,
    pub outcome: Outcome,
    #[serde(default)]
    pub actor: Option<Who>,
    #[serde(default)]
    pub target: Option<Who>,
    /// (round, phase) it was rolled in: shown greyed once the turn moves on.
    pub at: (u32, usize),
    /// Dice typed in by hand rather than rolled by the app.
    #[serde(default)]
    pub hand: bool,
    /// The men given this result's marker by hand since (every man in a suppressed MHx,
    /// L479): each once.
    #[serde(default)]
    pub marked: Vec<Who>,
}

impl WwbState {
    pub fn soldier(&self, w: Who) -> Option<&Soldier> {
        self.squads.get(w.squad)?.soldiers.get(w.soldier)
    }

    pub fn soldier_mut(&mut self, w: Who) -> Option<&mut Soldier> {
        self.squads.get_mut(w.squad)?.soldiers.get_mut(w.soldier)
    }

    /// "Able 1", or "?" for a soldier no longer on the table.
    pub fn label(&self, w: Who) -> String {
        self.squads
            .get(w.squad)
            .map_or_else(|| "?".to_string(), |s| s.label(w.soldier))
    }
}
