//! What a player can do at a CC table.

use serde::{Deserialize, Serialize};

use super::artillery::ArtilleryCards;
use super::battle::Situation;
use super::hq::HqReason;
use super::medals::MedalKind;
use super::state::{CcSettings, Scenario};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum CcAction {
    Setup(Scenario),
    ToggleCheck(usize),
    Settings(CcSettings),
    /// `delta` > 0 takes tokens from the common pool, < 0 pays them back.
    Hq {
        side: String,
        delta: i32,
        reason: HqReason,
    },
    PlayCommand {
        side: String,
        card: String,
    },
    PlayCombat {
        side: String,
        card: String,
        cost: u32,
    },
    /// End of turn: take HQ (`true`) or draw a Combat card.
    EndTurnChoice {
        side: String,
        take_hq: bool,
    },
    /// End of turn, with no Combat card played: discard one for 1 HQ.
    Trade {
        side: String,
        card: String,
    },
    DrawCommand {
        side: String,
    },
    DiscardCommand {
        side: String,
        card: String,
    },
    Battle {
        side: String,
        situation: Situation,
        faces: Option<Vec<String>>,
    },
    ArtilleryFire {
        side: String,
        spend: u32,
        strength: u32,
        targeting: Option<Vec<u32>>,
        cards: ArtilleryCards,
    },
    ArtilleryHex {
        index: usize,
        terrain: String,
        figures: Option<u32>,
        faces: Option<Vec<String>>,
    },
    /// "No unit here": the hex is passed over with no roll and no HQ (L575, L675).
    ArtillerySkip {
        index: usize,
    },
    ArtilleryDone,
    NmlStart {
        rows: Vec<u32>,
    },
    NmlRoll {
        face: Option<u32>,
    },
    AddMedal {
        side: String,
        kind: MedalKind,
        note: String,
    },
    RemoveMedal {
        side: String,
        index: usize,
    },
    /// A card that asks for a roll (`card_rolls.json`), played this turn by `side`. `dice`
    /// corrects the app's count of a hand (`None`: the app's); `faces` are the dice entered
    /// (`None`: the app rolls); `target_figures`, when known, tells a wipe-out.
    CardRoll {
        side: String,
        card: String,
        #[serde(default)]
        dice: Option<u32>,
        faces: Option<Vec<String>>,
        #[serde(default)]
        target_figures: Option<u32>,
    },
}
