//! The range every number a player can give must fall in. These are not rulebook values but
//! sane windows around them: a number outside is refused with an error naming it, so no
//! arithmetic ever wraps and no answer is computed from a typo. The CLI checks the same
//! bounds when it parses its flags (so its errors name the flag).

use super::RuleError;
use super::frac::Frac;

/// Firepower of one attack, or of one firer: the IFT stops at 36 and a whole platoon at point
/// blank stays far below this.
pub const FP_MAX: i64 = 200;
/// Largest denominator of a fractional FP (halvings of halvings, or a decimal like 0.125).
pub const FP_DEN_MAX: i64 = 1000;
/// Any single DRM a player enters ("other DRM", the ambush drm…): the IFT reads DR 0 to 15.
pub const DRM_MAX: i32 = 12;
/// Leadership of a leader (−3 … +2 on the counters; a little room either side).
pub const LEADERSHIP_MIN: i32 = -5;
pub const LEADERSHIP_MAX: i32 = 5;
/// TEM of a hex (SK1 terrain goes from 0 to +3).
pub const TEM_MIN: i32 = -3;
pub const TEM_MAX: i32 = 6;
/// Hindrance above 6 blocks the LOS (L612-613).
pub const HINDRANCE_MAX: i32 = 6;
/// Morale (printed or broken side) and the leader-creation morale.
pub const MORALE_MIN: i32 = 2;
pub const MORALE_MAX: i32 = 12;
/// Experience Level Rating.
pub const ELR_MAX: i32 = 5;
/// Close Combat FP of one side.
pub const CC_FP_MAX: u32 = 200;
/// Portage Points carried by one unit (SWs weigh 1 to 5 PP).
pub const PP_MAX: u32 = 30;
/// MF to enter one hex.
pub const HEX_COST_MAX: i64 = 20;
/// Flamethrowers the target possesses.
pub const TARGET_FTS_MAX: u32 = 6;

/// The repair number printed on a malfunctioned SW (a dr: 1 to 6).
pub const REPAIR_MIN: i32 = 1;
pub const REPAIR_MAX: i32 = 6;

/// The Smoke Exponent printed over an FP (0: none printed; SK1 counters show small numbers,
/// and a dr never passes 6).
pub const SMOKE_EXPONENT_MIN: i32 = 0;
pub const SMOKE_EXPONENT_MAX: i32 = 6;
/// MF a unit has left in its MPh (SK1 infantry has 3 to 6, +2 for Double Time).
pub const MF_LEFT_MAX: i32 = 20;

/// Candidates of one random selection (a stack, or a fire group's MGs).
pub const PICK_MAX: i32 = 20;
/// Dice of one random selection, every re-roll of ties included.
pub const PICK_DICE_MAX: usize = 200;
/// Length of a name a player types.
pub const NAME_MAX: usize = 60;

/// The refusal for `what` (a message id naming the value) outside `min..=max`.
pub fn out_of_range(what: &str, value: i64, min: i64, max: i64) -> RuleError {
    RuleError::new("asl-err-out-of-range")
        .arg("what", crate::core::log::Arg::Msg(what.to_string()))
        .arg("value", value)
        .arg("min", min)
        .arg("max", max)
}

pub fn check_i32(what: &str, v: i32, min: i32, max: i32) -> Result<(), RuleError> {
    if (min..=max).contains(&v) {
        Ok(())
    } else {
        Err(out_of_range(what, v as i64, min as i64, max as i64))
    }
}

pub fn check_drm(what: &str, v: i32) -> Result<(), RuleError> {
    check_i32(what, v, -DRM_MAX, DRM_MAX)
}

pub fn check_leadership(v: i32) -> Result<(), RuleError> {
    check_i32("asl-val-leadership", v, LEADERSHIP_MIN, LEADERSHIP_MAX)
}

/// A firepower: above 0, at most [`FP_MAX`], a denominator of at most [`FP_DEN_MAX`].
pub fn check_fp(what: &str, f: Frac) -> Result<(), RuleError> {
    if f.d > FP_DEN_MAX {
        return Err(RuleError::new("asl-err-fp-denominator")
            .arg("what", crate::core::log::Arg::Msg(what.to_string()))
            .arg("value", f.to_string())
            .arg("den", f.d)
            .arg("max", FP_DEN_MAX));
    }
    if f.d <= 0 || f.n <= 0 || !f.at_most(FP_MAX) {
        return Err(RuleError::new("asl-err-fp-range")
            .arg("what", crate::core::log::Arg::Msg(what.to_string()))
            .arg("value", f.to_string())
            .arg("max", FP_MAX));
    }
    Ok(())
}
