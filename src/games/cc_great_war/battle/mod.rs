//! The battle resolver: how many battle dice a unit rolls (unit, range, the firer's terrain,
//! cards) and what the faces mean (hits, retreat, HQ), with the exact odds before the roll.
//!
//! Readings where the text is unclear (digest §11), each a setting or a comment:
//! - Each uncancelled Soldier is one hit (digest §4a, §11 #4); `SoldierRule::AnyOne` is the
//!   other reading ("one or more Soldiers make one hit"), for players who disagree.
//! - Soldier cancellation by terrain is automatic, ignoring Flags is the owner's choice flag by
//!   flag (§11 #38), so the retreat is reported as a range.
//! - The text gives no minimum number of dice (§11 #36): zero dice means no attack, refused.
//! - Mortar Barrage's extra die "for the whole turn" (L789) counts in close combat too;
//!   `CcSettings::mortar_barrage_ranged_only` is the other reading.

mod dice;
mod odds;
mod reading;

pub use dice::{dice_count, dice_count_in};
pub use odds::{BattleOdds, odds, odds_for};
pub use reading::{add_notes, check_faces, read_faces, read_faces_for, reading, tally};

use serde::{Deserialize, Serialize};

use super::data::{CardBy, CardDeck, CcData, DiceCard, Protection, UnitDef, When};
use super::state::CcSettings;
use crate::core::def::GameDef;
use crate::core::dice::Die;
use crate::core::log::Line;
use crate::core::odds::Chance;
use crate::core::table::ActionError;

/// The five battle-die symbols, as face ids in `dice.json`.
pub const FACES: [&str; 5] = ["soldier", "burst", "skull", "flag", "hq"];

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum SoldierRule {
    /// Each Soldier left after protection is one hit.
    #[default]
    Each,
    /// One or more Soldiers left after protection make a single hit.
    AnyOne,
}

/// The attack as the players describe it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Situation {
    /// The firing unit's type (`infantry`, `machine-gun`…).
    pub unit: String,
    /// Hexes to the target, counting the target's hex and not the firer's; 1 = adjacent
    /// (close combat).
    pub range: u32,
    /// Hexes the unit moved this turn.
    #[serde(default)]
    pub moved: u32,
    /// The firer's hex.
    #[serde(default)]
    pub firer_terrain: Option<String>,
    /// Whether the firer moved into that hex this turn.
    #[serde(default)]
    pub firer_moved_in: bool,
    /// Cards in play that change dice, by id.
    #[serde(default)]
    pub cards: Vec<String>,
    /// Any other change of dice the players agree on.
    #[serde(default)]
    pub extra_dice: i32,
    /// The target's hex (`open`, `trenches`…).
    pub target_terrain: String,
    /// The target's unit type, when the players give it: cards played
    /// against some units only (Gas Attack: infantry) need it.
    #[serde(default)]
    pub target_unit: Option<String>,
    /// Close combat against a hill from an adjacent hill.
    #[serde(default)]
    pub from_hill: bool,
    /// No Flag may be ignored (Lice…; Gas Attack is a card of `cards`, checked against
    /// `target_unit`).
    #[serde(default)]
    pub flags_locked: bool,
    /// The target ignores every Soldier (Body Armour, against ranged fire).
    #[serde(default)]
    pub body_armour: bool,
    /// The target may ignore every Flag (Hold at All Costs).
    #[serde(default)]
    pub hold_at_all_costs: bool,
    /// HQ symbols earn nothing this turn (Direct From HQ).
    #[serde(default)]
    pub no_hq: bool,
    /// Figures left in the target unit, when known (for lost hits and the medal).
    #[serde(default)]
    pub target_figures: Option<u32>,
    /// One of those figures is a specialist: hits never take it, and it goes with the
    /// last other figure.
    #[serde(default)]
    pub target_specialist: bool,
    /// Hexes the target can retreat before its path is blocked by units, impassable terrain
    /// or its own board edge; each retreat hex it cannot make costs a figure.
    /// Left out: not blocked.
    #[serde(default)]
    pub retreat_room: Option<u32>,
    /// Crossfire: the other machine-gun teams firing at the same target in the same
    /// roll, each with its own range and hex. Empty: the unit fires alone.
    #[serde(default)]
    pub crossfire: Vec<Crossfirer>,
}

/// Another machine-gun team joining a Crossfire: its dice are counted on their own (its
/// range, its hex, the cards of the roll), then rolled with the others (L376).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Crossfirer {
    /// Its range to the target, in hexes.
    pub range: u32,
    /// Its hex's terrain.
    #[serde(default)]
    pub firer_terrain: Option<String>,
    /// Any other change of its dice the players agree on.
    #[serde(default)]
    pub extra_dice: i32,
}

impl Crossfirer {
    pub fn new(range: u32) -> Crossfirer {
        Crossfirer {
            range,
            firer_terrain: None,
            extra_dice: 0,
        }
    }
}

impl Situation {
    pub fn new(unit: &str, range: u32, target_terrain: &str) -> Situation {
        Situation {
            unit: unit.into(),
            range,
            moved: 0,
            firer_terrain: None,
            firer_moved_in: false,
            cards: vec![],
            extra_dice: 0,
            target_terrain: target_terrain.into(),
            target_unit: None,
            from_hill: false,
            flags_locked: false,
            body_armour: false,
            hold_at_all_costs: false,
            no_hq: false,
            target_figures: None,
            target_specialist: false,
            retreat_room: None,
            crossfire: vec![],
        }
    }

    /// The situation of one of the other teams of a Crossfire: its own range and hex, the
    /// roll's cards and target.
    pub fn crossfirer(&self, c: &Crossfirer) -> Situation {
        Situation {
            range: c.range,
            moved: 0,
            firer_terrain: c.firer_terrain.clone(),
            firer_moved_in: false,
            extra_dice: c.extra_dice,
            crossfire: vec![],
            ..self.clone()
        }
    }

    /// What the players know of the target.
    pub fn target(&self) -> Target {
        Target {
            figures: self.target_figures,
            specialist: self.target_specialist,
            retreat_room: self.retreat_room,
        }
    }

    pub fn is_close(&self) -> bool {
        self.range == 1
    }
}

/// How the faces of one combat are read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reading {
    /// Soldiers cancelled by protection (`u32::MAX`: all of them).
    pub soldiers_cancelled: u32,
    /// Flags the target may choose to ignore (`u32::MAX`: all of them).
    pub flags_ignorable: u32,
    pub skulls_hit: bool,
    pub hq_earns: bool,
    pub soldier_rule: SoldierRule,
}

/// The dice a unit is entitled to, with each step of the count.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DiceCount {
    pub dice: u32,
    pub steps: Vec<Line>,
}

/// What a roll did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub bursts: u32,
    pub soldiers: u32,
    pub soldiers_cancelled: u32,
    pub skulls: u32,
    pub skull_hits: u32,
    pub flags: u32,
    pub flags_ignorable: u32,
    pub hq: u32,
    pub hits: u32,
    /// Hexes of retreat if every ignorable Flag is ignored, and if none is.
    pub retreat_min: u32,
    pub retreat_max: u32,
    /// HQ tokens the attacker takes from the pool.
    pub hq_earned: u32,
    /// Figures removed (hits beyond the figures left are lost), when the figures are known.
    pub casualties: Option<u32>,
    /// The last figure was removed: the attacker earns a Victory Medal.
    pub eliminated: bool,
    /// Figures lost to a blocked retreat (L535-536) if the target ignores every Flag it may,
    /// and if it ignores none; already in `casualties` (the smaller number: ignoring Flags is
    /// the owner's choice, L540).
    #[serde(default)]
    pub retreat_losses: u32,
    #[serde(default)]
    pub retreat_losses_max: u32,
    pub steps: Vec<Line>,
}

/// What the players know of the target before the roll.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, schemars::JsonSchema)]
pub struct Target {
    pub figures: Option<u32>,
    pub specialist: bool,
    pub retreat_room: Option<u32>,
}

impl Target {
    /// Figures that hits and blocked retreats can take: the specialist is not one (L633).
    fn removable(&self) -> Option<u32> {
        self.figures
            .map(|f| f.saturating_sub(u32::from(self.specialist)))
    }

    /// Figures lost to `hits` and to a retreat of `retreat` hexes, and whether the unit is
    /// gone. Hits come first, then the retreat (L524).
    fn losses(&self, hits: u32, retreat: u32) -> (Option<u32>, u32, bool) {
        let blocked = self
            .retreat_room
            .map_or(0, |room| retreat.saturating_sub(room));
        match self.removable() {
            Some(f) => {
                let from_hits = hits.min(f);
                let from_retreat = blocked.min(f - from_hits);
                let gone = self.figures.is_some_and(|all| all > 0) && from_hits + from_retreat >= f;
                (Some(from_hits + from_retreat), from_retreat, gone)
            }
            None => (None, blocked, false),
        }
    }
}

fn rule(id: &'static str, args: Vec<(&'static str, String)>) -> ActionError {
    ActionError::Rule(id, args)
}

/// The battle die of this game's data, checked to carry the five symbols.
pub fn battle_die(def: &GameDef) -> Result<Die, ActionError> {
    let die = def
        .die("battle")
        .ok_or_else(|| rule("ccgw-err-no-battle-die", vec![]))?;
    for i in 0..die.side_count() {
        let f = die.face_id(i);
        if !FACES.contains(&f.as_str()) {
            return Err(rule("ccgw-err-battle-face", vec![("face", f)]));
        }
    }
    Ok(die)
}
