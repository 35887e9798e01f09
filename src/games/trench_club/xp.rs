//! Experience (L441, L476-485): 0-2 points Recruit (white markers), 3-4 Veteran (yellow),
//! 5 and more War Hero (red); +1 for damaging an enemy, +2 for destroying one.

use serde::{Deserialize, Serialize};

/// The most experience points a unit is given (the app's steppers and a saved roster stop
/// there; War Hero begins at 5).
pub const MAX_XP: u32 = 99;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Recruit,
    Veteran,
    Hero,
}

impl Level {
    pub fn of(xp: u32) -> Level {
        match xp {
            0..=2 => Level::Recruit,
            3..=4 => Level::Veteran,
            _ => Level::Hero,
        }
    }

    /// 0, 1, 2: the column of the Unit Sheet's hit numbers.
    pub fn index(self) -> usize {
        match self {
            Level::Recruit => 0,
            Level::Veteran => 1,
            Level::Hero => 2,
        }
    }

    pub fn msg(self) -> &'static str {
        match self {
            Level::Recruit => "tc-level-recruit",
            Level::Veteran => "tc-level-veteran",
            Level::Hero => "tc-level-hero",
        }
    }

    /// The colour of this level's markers (white, yellow, red), as a message id.
    pub fn colour_msg(self) -> &'static str {
        match self {
            Level::Recruit => "tc-colour-white",
            Level::Veteran => "tc-colour-yellow",
            Level::Hero => "tc-colour-red",
        }
    }
}

/// The colour of the `n`-th experience marker (from 1): the 1st-2nd white, the 3rd-4th
/// yellow, the 5th on red (L483-485).
pub fn marker(n: u32) -> Level {
    Level::of(n)
}

/// Experience gained for doing `damage` to an enemy; a kill gives 2 (or 2 more than the 1 for
/// damaging, when `stacks`: digest §10 #25).
pub fn gain_for(damage: u8, killed: bool, stacks: bool) -> u32 {
    match (damage, killed) {
        (0, _) => 0,
        (_, true) if stacks => 3,
        (_, true) => 2,
        _ => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_and_marker_colours_follow_l441_and_l483() {
        assert_eq!(Level::of(2), Level::Recruit);
        assert_eq!(Level::of(3), Level::Veteran);
        assert_eq!(Level::of(4), Level::Veteran);
        assert_eq!(Level::of(5), Level::Hero);
        // The armoured car's 4th marker is yellow; a 5th would be red (L483).
        assert_eq!(marker(4), Level::Veteran);
        assert_eq!(marker(5), Level::Hero);
        // The infantry's 3rd marker is its first yellow (L485).
        assert_eq!(marker(3), Level::Veteran);
    }

    #[test]
    fn experience_gain_is_one_for_damage_two_for_a_kill() {
        assert_eq!(gain_for(0, false, false), 0);
        assert_eq!(gain_for(2, false, false), 1);
        assert_eq!(gain_for(3, true, false), 2);
        assert_eq!(gain_for(3, true, true), 3);
    }
}
