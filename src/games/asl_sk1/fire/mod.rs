//! The Infantry Fire Table resolver (§3.2, §3.2.1, §3.31, §3.4, §3.5, §4.1-4.3): firepower kept
//! as an exact fraction, the column, the DRMs, cowering, the result, Rate of Fire, breakdown and
//! Residual FP, each step explained as message ids with arguments.
//!
//! By topic: `attack` (what fires), `firepower` (FP, column and DRMs before the roll), `ift`
//! (the table read with the dice, and its odds).

mod attack;
mod firepower;
mod ift;

use crate::core::log::Arg;

pub use attack::{FireAttack, FireItem, FireType, ItemKind};
pub use firepower::{FpCalc, column_for, prepare};
pub use ift::{
    BreakCheck, IftOutcome, IftResult, RofCheck, check_dice, odds, resolve, shape_problems,
};

fn factor(msg: &'static str) -> Arg {
    Arg::Msg(msg.to_string())
}

pub fn signed(v: i32) -> String {
    if v > 0 {
        format!("+{v}")
    } else if v < 0 {
        format!("−{}", -v)
    } else {
        "0".into()
    }
}
