//! What a player can do at a CC table.

use serde::{Deserialize, Serialize};

use super::artillery::ArtilleryCards;
use super::battle::Situation;
use super::hq::HqReason;
use super::medals::MedalKind;
use super::state::{CcSettings, Scenario};

/// Everything a player does at a Command and Colors table. Fields with a default may be left
/// out when typed (`adjutant play … do`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub enum CcAction {
    /// Starts the battle with the scenario's values: deals the hands, gives the starting HQ,
    /// sets the first player and, if the scenario marks rows, opens the No Man's Land
    /// bombardment. Left out, a side gets the blank scenario's deal (4 Command and 2 Combat
    /// cards, no HQ, no artillery), the first side plays first and 6 medals win.
    Setup(Scenario),
    /// Ticks or unticks one step of the set-up checklist (by its number, from 0).
    ToggleCheck(usize),
    /// The players' readings and card handling (each left out: the default reading).
    Settings(CcSettings),
    /// HQ tokens moved by hand, with the reason logged.
    Hq {
        /// The side whose tokens move.
        side: String,
        /// How many: more than 0 takes them from the common pool, less than 0 pays them back.
        delta: i32,
        /// Why they move (it is logged).
        reason: HqReason,
    },
    /// The active side plays a Command card from its hand (one a turn).
    PlayCommand {
        /// The side playing it.
        side: String,
        /// The card's id.
        card: String,
    },
    /// A side plays a Combat card from its hand, paying its HQ cost (one a side each turn).
    PlayCombat {
        /// The side playing it.
        side: String,
        /// The card's id.
        card: String,
        /// Its HQ cost, as printed on the card.
        cost: u32,
    },
    /// End of turn: take HQ (`take_hq=true`) or draw a Combat card (`false`).
    EndTurnChoice {
        /// The side ending its turn.
        side: String,
        /// True: take the HQ tokens; false: draw a Combat card.
        take_hq: bool,
    },
    /// End of turn, with no Combat card played: discard one for 1 HQ.
    Trade {
        /// The side trading (the active side).
        side: String,
        /// The Combat card discarded.
        card: String,
    },
    /// End of turn: draw the replacement Command card.
    DrawCommand {
        /// The side drawing.
        side: String,
    },
    /// A Command card discarded from a hand without being played.
    DiscardCommand {
        /// The side discarding.
        side: String,
        /// The card's id.
        card: String,
    },
    /// One battle: the dice counted from the situation, rolled (or the faces read off the
    /// table) and read into hits, retreat and HQ.
    Battle {
        /// The attacking side.
        side: String,
        /// Who fires at what, from where, with which cards.
        situation: Situation,
        /// The faces read off physical dice, one per die; left out, the app rolls.
        faces: Option<Vec<String>>,
    },
    /// A Reserve Artillery bombardment: HQ spent for targeting dice, the dice placed on the
    /// template, the hexes to roll in order.
    ArtilleryFire {
        /// The firing side.
        side: String,
        /// HQ tokens spent (one targeting die each).
        spend: u32,
        /// The firepower of the artillery token used.
        strength: u32,
        /// The targeting dice read off the table; left out, the app rolls.
        targeting: Option<Vec<u32>>,
        /// The cards played with it (each left out: not played).
        #[serde(default)]
        cards: ArtilleryCards,
    },
    /// One hex of the bombardment in progress rolled (the next one in order).
    ArtilleryHex {
        /// The hex's place in the bombardment's order, from 0 (the main target).
        index: usize,
        /// The terrain of the hex.
        terrain: String,
        /// Figures in the unit there, when known (for lost hits and the medal).
        figures: Option<u32>,
        /// The faces read off physical dice; left out, the app rolls.
        faces: Option<Vec<String>>,
    },
    /// "No unit here": the hex is passed over with no roll and no HQ.
    ArtillerySkip {
        /// The hex's place in the bombardment's order, from 0.
        index: usize,
    },
    /// The bombardment is over (the panel goes back to choosing a token).
    ArtilleryDone,
    /// Starts a No Man's Land bombardment over these rows (hexes in each, nearest the enemy
    /// first).
    NmlStart {
        /// Hexes in each marked row, nearest the enemy first.
        rows: Vec<u32>,
    },
    /// One targeting die of the No Man's Land bombardment.
    NmlRoll {
        /// The die read off the table (1 to 6); left out, the app rolls.
        face: Option<u32>,
    },
    /// A Victory Medal taken.
    AddMedal {
        /// The side taking it.
        side: String,
        /// What it was won for.
        kind: MedalKind,
        /// A note (the objective's name…); may be left out.
        #[serde(default)]
        note: String,
    },
    /// A Victory Medal given back (a temporary objective lost).
    RemoveMedal {
        /// The side giving it back.
        side: String,
        /// Which of its medals, from 0 in the order taken.
        index: usize,
    },
    /// The roll a card asks for (Three on a Match…), for a card `side` played this turn.
    CardRoll {
        /// The side that played the card.
        side: String,
        /// The card's id.
        card: String,
        /// The dice, when the app's count of a hand is off; left out, the app's count.
        #[serde(default)]
        dice: Option<u32>,
        /// The faces read off physical dice; left out, the app rolls.
        faces: Option<Vec<String>>,
        /// Figures in the target unit, when known (tells a wipe-out).
        #[serde(default)]
        target_figures: Option<u32>,
    },
}
