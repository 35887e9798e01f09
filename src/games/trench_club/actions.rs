//! Everything a player can do on a Trench Club table.

use serde::{Deserialize, Serialize};

use super::battle::{Ground, Shots, Situation, Support};
use super::state::TcSettings;

/// A unit's flag a player toggles.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Flag {
    InFort,
    InWater,
    InTrench,
    Unloaded,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum TcAction {
    /// Sets the players (clockwise from the first player) and the variants; a new game.
    Setup {
        seats: Vec<String>,
        settings: TcSettings,
    },
    Settings(TcSettings),
    /// A unit joins a side's roster at setup (free) in one of its 3 armies.
    AddUnit {
        side: String,
        kind: String,
        army: u8,
    },
    RemoveUnit {
        id: u32,
    },
    Toggle {
        id: u32,
        flag: Flag,
    },
    /// A correction by hand (a marker misplaced on the board).
    Correct {
        id: u32,
        damage: u8,
        xp: u32,
    },
    /// Phase 2: one attack added to the end of the list (L394).
    Declare {
        attacker: u32,
        defender: u32,
        close: bool,
        support: Support,
        ground: Ground,
    },
    Undeclare {
        index: usize,
    },
    /// Phase 3: the next declared attack, with its dice or typed hits (none: the app rolls).
    Fight {
        index: usize,
        attack: Option<Shots>,
        back: Option<Shots>,
    },
    /// The battle helper: a situation typed in (nothing else changes), or two units on the
    /// table (their damage and experience change; no declaration needed).
    Battle {
        #[serde(default)]
        units: Option<(u32, u32)>,
        situation: Situation,
        attack: Option<Shots>,
        back: Option<Shots>,
    },
    /// Phase 4: income for the forts held (once a turn, L498).
    Income,
    Repair {
        id: u32,
    },
    Buy {
        kind: String,
    },
    /// Special Forces (L510): a card drawn at random, or chosen when behind.
    BuySpecial {
        choice: Option<String>,
    },
    Gift {
        from: String,
        to: String,
        amount: u32,
    },
    /// A fort changes hands (a foot soldier went in through an entrance, L359-368).
    Capture {
        fort: usize,
        unit: u32,
    },
    /// A fort's flag set by hand (a correction).
    SetFort {
        fort: usize,
        owner: Option<String>,
    },
    AdjustMoney {
        side: String,
        delta: i64,
    },
    /// Big Bertha's scatter roll (none: the app rolls).
    Scatter {
        xp: u32,
        face: Option<u8>,
    },
    /// Starts or stops the active player's turn clock.
    Timer,
    /// The set-up or first-player roll among these nations (L196, L208).
    RollOff {
        sides: Vec<String>,
        purpose: super::rolloff::Purpose,
    },
}
