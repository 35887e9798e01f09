//! Everything a player can do on a Trench Club table.

use serde::{Deserialize, Serialize};

use super::battle::{Ground, Shots, Situation, Support};
use super::state::TcSettings;

/// A unit's flag a player toggles.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Flag {
    /// Inside a fort.
    InFort,
    /// Standing in water.
    InWater,
    /// In a trench (expert trench rules).
    InTrench,
    /// Unloaded from the truck this turn.
    Unloaded,
}

/// Everything a player does at a Trench Club table. Fields with a default may be left out
/// when typed (`adjutant play … do`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub enum TcAction {
    /// Sets the players (clockwise from the first player) and the variants; a new game.
    Setup {
        /// The nations playing, clockwise from the first player.
        seats: Vec<String>,
        /// The variants and readings (each left out: its default).
        #[serde(default)]
        settings: TcSettings,
    },
    /// The variants and readings changed during the game (each left out: its default).
    Settings(TcSettings),
    /// A unit joins a side's roster at setup (free) in one of its 3 armies.
    AddUnit {
        /// The nation it belongs to.
        side: String,
        /// Its Unit Sheet type (`infantry`, `armoured-car`…).
        kind: String,
        /// Its set-up army, 1 to 3.
        army: u8,
    },
    /// A unit taken off the roster (destroyed off the app, or added by mistake).
    RemoveUnit {
        /// The unit's number.
        id: u32,
    },
    /// One of a unit's markers turned on or off.
    Toggle {
        /// The unit's number.
        id: u32,
        /// Which marker.
        flag: Flag,
    },
    /// A correction by hand (a marker misplaced on the board).
    Correct {
        /// The unit's number.
        id: u32,
        /// Its damage, 0 to 5.
        damage: u8,
        /// Its experience points.
        xp: u32,
    },
    /// Phase 2: one attack added to the end of the list.
    Declare {
        /// The attacking unit's number.
        attacker: u32,
        /// The target unit's number.
        defender: u32,
        /// Close combat (true) or at range (false).
        close: bool,
        /// Flank or encircle support (left out: none).
        #[serde(default)]
        support: Support,
        /// The target's ground (left out: open).
        #[serde(default)]
        ground: Ground,
    },
    /// A declared attack taken back before it is fought.
    Undeclare {
        /// Its place in the list, from 0.
        index: usize,
    },
    /// Phase 3: the next declared attack, with its dice or typed hits (none: the app rolls).
    Fight {
        /// Its place in the list, from 0 (the first still to fight).
        index: usize,
        /// The attacker's dice or typed hits, as JSON (`{"dice":{"base":[…],"red":[…]}}` or
        /// `{"hits":3}`); left out, the app rolls.
        attack: Option<Shots>,
        /// The defender's return fire, the same way; left out, the app rolls.
        back: Option<Shots>,
        /// Expert trenches: the return fire of the other foot soldiers in the trench, in the
        /// order of their numbers (L574); those left out are rolled.
        #[serde(default)]
        mates: Vec<Shots>,
    },
    /// The battle helper: a situation typed in (nothing else changes), or two units on the
    /// table (their damage and experience change; no declaration needed).
    Battle {
        /// The attacker's and the defender's numbers on the table (`units=1,3`); left out,
        /// the situation alone.
        #[serde(default)]
        units: Option<(u32, u32)>,
        /// Who fights whom and how.
        situation: Situation,
        /// The attacker's dice or typed hits, as for `fight`; left out, the app rolls.
        attack: Option<Shots>,
        /// The defender's return fire; left out, the app rolls.
        back: Option<Shots>,
    },
    /// Phase 4: income for the forts held (once a turn).
    Income,
    /// Phase 4: a damaged unit that waited in its own fort since the turn began repaired.
    Repair {
        /// The unit's number.
        id: u32,
    },
    /// Phase 4: a unit bought with the active player's money.
    Buy {
        /// Its Unit Sheet type.
        kind: String,
    },
    /// Special Forces: a card drawn at random, or chosen when behind.
    BuySpecial {
        /// The card chosen, for a team behind; left out, drawn at random.
        choice: Option<String>,
    },
    /// Money given to the ally, with its fee.
    Gift {
        /// The giver.
        from: String,
        /// The ally receiving it.
        to: String,
        /// How much.
        amount: u32,
    },
    /// A fort changes hands (a foot soldier went in through an entrance).
    Capture {
        /// The fort's place, from 0.
        fort: usize,
        /// The number of the foot soldier that went in.
        unit: u32,
    },
    /// A fort's flag set by hand (a correction).
    SetFort {
        /// The fort's place, from 0.
        fort: usize,
        /// The nation whose flag flies on it; left out, neutral.
        owner: Option<String>,
    },
    /// Money corrected by hand.
    AdjustMoney {
        /// The nation whose purse changes.
        side: String,
        /// How much is added (less than 0: taken away).
        delta: i64,
    },
    /// Big Bertha's scatter roll (none: the app rolls).
    Scatter {
        /// Big Bertha's experience points.
        xp: u32,
        /// The d12 read off the table (1 to 12); left out, the app rolls.
        face: Option<u8>,
    },
    /// Starts or stops the active player's turn clock.
    Timer,
    /// The set-up or first-player roll among these nations.
    RollOff {
        /// The nations rolling.
        sides: Vec<String>,
        /// What the roll decides.
        purpose: super::rolloff::Purpose,
    },
}
