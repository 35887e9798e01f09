//! What a Trench Club table keeps: the players in clockwise order with their money, every
//! unit on the board, the forts and their flags, this turn's declared attacks, the last
//! results, the turn timer and the settings (the readings chosen where the text is unclear).

use serde::{Deserialize, Serialize};

use super::battle::{Ground, Outcome, Situation, Support};
use super::scatter::Scatter;
use super::xp::Level;

/// Readings and variants the players choose (docs/trench-club.md lists each with its lines).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema,
)]
#[serde(deny_unknown_fields)]
pub struct TcSettings {
    /// Short game: 7 forts of 14 (4 of 7) and Anti-tank Artillery cannot capture.
    #[serde(default)]
    pub short_game: bool,
    /// Expert trench rules.
    #[serde(default)]
    pub expert_trenches: bool,
    /// Experience for a kill: off (default), +2 in all; on, +1 and +2.
    #[serde(default)]
    pub kill_xp_stacks: bool,
    /// The recommended cap of 2 units of a type per player: warn on a purchase.
    #[serde(default)]
    pub cap_warning: bool,
    /// Seconds a player's turn may last; none: no timer.
    #[serde(default)]
    pub timer_secs: Option<u32>,
    /// In round 2 of a 2-player game the first player activates "the other 2"
    /// armies (default) or, on, all 3.
    #[serde(default)]
    pub round2_all_three: bool,
    /// The fort count is checked at once (default) or at the end of a turn.
    #[serde(default)]
    pub victory_at_end_of_turn: bool,
    /// The Automa's +2 impacts per experience level counted per level (default, a War
    /// Hero +4) or, on, once for either level.
    #[serde(default)]
    pub automa_xp_flat: bool,
    /// Co-op against the Automa: the two humans' allied nations share one seat,
    /// its purse and its forts; both nations' units act in its turn.
    #[serde(default)]
    pub coop: bool,
    /// The other player types the hits of each side instead of dice on pads.
    #[serde(default)]
    pub hits_typed: bool,
}

/// One player at the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    pub side: String,
    pub money: i64,
}

/// One unit on the board (destroyed units leave the roster).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unit {
    pub id: u32,
    pub owner: String,
    /// The Unit Sheet id (`infantry`, `armoured-car`…).
    pub kind: String,
    pub damage: u8,
    pub xp: u32,
    #[serde(default)]
    pub in_fort: bool,
    /// Which fort (from 0) it is inside, when the app knows it: it captured that fort, or
    /// came in while its seat held only that one. Capturing the fort removes it (L366).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fort: Option<usize>,
    /// In its own fort since the start of its owner's turn: it may be repaired (L500).
    #[serde(default)]
    pub fort_since_start: bool,
    #[serde(default)]
    pub in_water: bool,
    #[serde(default)]
    pub in_trench: bool,
    /// Unloaded from the truck this turn: it cannot move, but may attack (L70, L335).
    #[serde(default)]
    pub unloaded: bool,
    /// Its setup army (1-3), for the first-round activation.
    #[serde(default)]
    pub army: u8,
}

impl Unit {
    pub fn level(&self) -> Level {
        Level::of(self.xp)
    }
}

/// Where a declared attack stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    Pending,
    Fought,
    /// Its target was already destroyed: the attack is lost (L396).
    Wasted,
}

/// One line of the declaration list (L394).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Declaration {
    pub attacker: u32,
    pub defender: u32,
    pub close: bool,
    #[serde(default)]
    pub support: Support,
    #[serde(default)]
    pub ground: Ground,
    pub status: Status,
    /// The attacker's set-up army when it was declared (0: not known, a save from before),
    /// for the first rounds' army limits (L217-221).
    #[serde(default)]
    pub army: u8,
}

/// A battle between two units on the table fought without a declaration (the battle
/// helper): its attacker and that unit's army, so it attacks once a turn and counts toward
/// the army limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attacked {
    pub unit: u32,
    pub army: u8,
}

/// The last battle on the table, with who fought.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BattleRecord {
    pub attacker: Option<u32>,
    pub defender: Option<u32>,
    pub attacker_side: Option<String>,
    pub situation: Situation,
    pub outcome: Outcome,
    /// The turn it was fought in (a card from an earlier turn is shown as earlier).
    pub turn: u32,
}

/// A player's turn clock: seconds used in this turn, and since when it runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Timer {
    pub running_since: Option<i64>,
    pub used_secs: u32,
}

/// A money movement, for the ledger.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    pub side: String,
    pub delta: i64,
    /// Message id saying why (income, repair, purchase, gift, fee…).
    pub why: String,
    pub what: Option<String>,
    pub turn: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct TcState {
    #[serde(default)]
    pub settings: TcSettings,
    /// Players in clockwise order from the first player; empty until set up.
    #[serde(default)]
    pub seats: Vec<Seat>,
    /// Player turns played so far (the round is `turn / players + 1`).
    #[serde(default)]
    pub turn: u32,
    #[serde(default)]
    pub units: Vec<Unit>,
    #[serde(default)]
    pub next_id: u32,
    /// Each fort's owner (a side id), `None` while neutral.
    #[serde(default)]
    pub forts: Vec<Option<String>>,
    #[serde(default)]
    pub declarations: Vec<Declaration>,
    #[serde(default)]
    pub ledger: Vec<Entry>,
    #[serde(default)]
    pub last_battle: Option<BattleRecord>,
    #[serde(default)]
    pub last_scatter: Option<Scatter>,
    #[serde(default)]
    pub last_roll_off: Option<super::rolloff::RollOff>,
    /// Special Forces cards drawn so far (out of the deck).
    #[serde(default)]
    pub special_drawn: Vec<String>,
    #[serde(default)]
    pub timer: Timer,
    /// Income already collected this turn (once a turn, L498).
    #[serde(default)]
    pub income_taken: bool,
    /// The team that reached its fort threshold.
    #[serde(default)]
    pub winner: Option<String>,
    /// Units that fought a battle on the table this turn without a declaration.
    #[serde(default)]
    pub attacked: Vec<Attacked>,
    /// In a 2-player game, the armies the first player attacked with in round 1: in round 2
    /// it activates "the remaining 2" (L221), so not these.
    #[serde(default)]
    pub round1_armies: Vec<u8>,
}

/// A nation's ally (L5).
pub fn ally_of(side: &str) -> &'static str {
    match side {
        "germany" => "austria-hungary",
        "austria-hungary" => "germany",
        "france" => "great-britain",
        _ => "france",
    }
}

/// The two teams (L5): Central Powers and Entente.
pub fn team_of(side: &str) -> &'static str {
    match side {
        "germany" | "austria-hungary" => "central",
        _ => "entente",
    }
}

impl TcState {
    pub fn players(&self) -> usize {
        self.seats.len()
    }

    /// The round, from 1.
    pub fn round(&self) -> u32 {
        let p = (self.players() as u32).max(1);
        self.turn / p + 1
    }

    /// The player whose turn it is.
    pub fn active(&self) -> Option<&Seat> {
        let p = self.players();
        (p > 0).then(|| &self.seats[self.turn as usize % p])
    }

    pub fn seat(&self, side: &str) -> Option<&Seat> {
        self.seats.iter().find(|s| s.side == side)
    }

    /// The seat a nation's units play in: its own, or in co-op its ally's.
    pub fn seat_of(&self, side: &str) -> Option<&str> {
        match self.seat(side) {
            Some(s) => Some(s.side.as_str()),
            None if self.settings.coop => self.seat(ally_of(side)).map(|s| s.side.as_str()),
            None => None,
        }
    }

    /// The nations whose units a seat plays (in co-op, its ally's too).
    pub fn nations_of(&self, seat: &str) -> Vec<String> {
        let mut v = vec![seat.to_string()];
        if self.settings.coop && self.seat(ally_of(seat)).is_none() {
            v.push(ally_of(seat).to_string());
        }
        v
    }

    pub fn seat_mut(&mut self, side: &str) -> Option<&mut Seat> {
        self.seats.iter_mut().find(|s| s.side == side)
    }

    pub fn unit(&self, id: u32) -> Option<&Unit> {
        self.units.iter().find(|u| u.id == id)
    }

    pub fn unit_mut(&mut self, id: u32) -> Option<&mut Unit> {
        self.units.iter_mut().find(|u| u.id == id)
    }

    /// Forts whose flag is this side's.
    pub fn forts_of(&self, side: &str) -> usize {
        self.forts
            .iter()
            .filter(|f| f.as_deref() == Some(side))
            .count()
    }

    /// Forts held by a team (both allies' flags, L9).
    pub fn team_forts(&self, team: &str) -> usize {
        self.forts
            .iter()
            .flatten()
            .filter(|s| team_of(s) == team)
            .count()
    }

    /// Units of a team on the board (not inside forts).
    pub fn team_units_on_board(&self, team: &str) -> usize {
        self.units
            .iter()
            .filter(|u| team_of(&u.owner) == team && !u.in_fort)
            .count()
    }

    /// Special Forces catch-up (L510): the team has both fewer units on the board and fewer
    /// forts than the other, so its players may choose the card.
    pub fn may_choose_special(&self, side: &str) -> bool {
        let us = team_of(side);
        let them = if us == "central" {
            "entente"
        } else {
            "central"
        };
        self.team_units_on_board(us) < self.team_units_on_board(them)
            && self.team_forts(us) < self.team_forts(them)
    }

    /// Whether unit `id` already attacked this turn: declared (waiting, fought or lost) or
    /// fought on the table (one attack a unit a turn, digest §10 #24).
    pub fn has_attacked(&self, id: u32) -> bool {
        self.declarations.iter().any(|d| d.attacker == id)
            || self.attacked.iter().any(|a| a.unit == id)
    }

    /// The set-up armies the active player has attacked with this turn, in order (an army
    /// of 0, unknown, is left out).
    pub fn armies_used(&self) -> Vec<u8> {
        let mut v: Vec<u8> = self
            .declarations
            .iter()
            .map(|d| d.army)
            .chain(self.attacked.iter().map(|a| a.army))
            .filter(|a| *a > 0)
            .collect();
        v.sort_unstable();
        v.dedup();
        v
    }

    /// Units a side has of one type.
    pub fn count_of(&self, side: &str, kind: &str) -> usize {
        self.units
            .iter()
            .filter(|u| u.owner == side && u.kind == kind)
            .count()
    }
}
