//! Close Combat (§3.8): odds rounded in the defender's favour, the kill number, the DRMs, the
//! ambush contest and field promotion on an original 2.

use serde::{Deserialize, Serialize};

use super::data::AslData;
use super::fire::{check_dice, signed};
use super::limits;
use super::{Line, RuleError};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CloseCombat {
    /// Attacking FP (inherent FP of the attackers, 1 per SMC; no SW, no PBF).
    pub attacker_fp: u32,
    pub defender_fp: u32,
    /// Leadership of a leader attacking together with an MMC (not alone, L1469-1475).
    #[serde(default)]
    pub leader_drm: Option<i32>,
    #[serde(default)]
    pub attacker_cx: bool,
    #[serde(default)]
    pub defender_cx: bool,
    #[serde(default)]
    pub defender_broken: bool,
    /// The attacker ambushed the defender this CCPh (−1).
    #[serde(default)]
    pub attacker_ambushed: bool,
    /// The defender ambushed the attacker this CCPh (+1).
    #[serde(default)]
    pub defender_ambushed: bool,
    #[serde(default)]
    pub other_drm: i32,
    /// An MMC takes part in the attack (an original 2 may create a leader).
    #[serde(default = "yes")]
    pub mmc: bool,
}

impl Default for CloseCombat {
    fn default() -> Self {
        CloseCombat {
            attacker_fp: 0,
            defender_fp: 0,
            leader_drm: None,
            attacker_cx: false,
            defender_cx: false,
            defender_broken: false,
            attacker_ambushed: false,
            defender_ambushed: false,
            other_drm: 0,
            mmc: true,
        }
    }
}

fn yes() -> bool {
    true
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum CcResult {
    /// Final DR below the kill number: every attacked unit is eliminated.
    Eliminated,
    /// Equal: one random attacked unit suffers Casualty Reduction.
    Reduced,
    NoEffect,
}

#[derive(Debug, Clone, PartialEq)]
pub struct CcOutcome {
    pub odds: String,
    pub kill: i32,
    pub original_dr: i32,
    pub drm: i32,
    pub final_dr: i32,
    pub result: CcResult,
    pub field_promotion: bool,
    pub lines: Vec<Line>,
}

/// The CCT column for `a` attacking FP against `d`: the listed ratio that does not exceed
/// the real one. A `below` column (first) takes every ratio under the next one; an `above`
/// column (last) only ratios strictly better than its own; without a `below` column, worse
/// than the first column uses the first.
pub fn column(data: &AslData, a: u32, d: u32) -> usize {
    let (a, d) = (a as u64, d as u64);
    let mut best = None;
    for (i, c) in data.cct.columns.iter().enumerate() {
        let (ca, cd) = (c.attacker as u64, c.defender as u64);
        let fits = if c.below {
            false
        } else if c.above {
            a * cd > ca * d
        } else {
            a * cd >= ca * d
        };
        if fits {
            best = Some(i);
        }
    }
    best.unwrap_or(0)
}

pub fn drm(c: &CloseCombat, lines: &mut Vec<Line>) -> i32 {
    let mut drm = 0;
    let mut add = |msg: &str, v: i32, on: bool| {
        if on && v != 0 {
            drm += v;
            lines.push(Line::new(msg).arg("drm", signed(v)));
        }
    };
    add("asl-drm-leader", c.leader_drm.unwrap_or(0), true);
    add("asl-drm-cx", 1, c.attacker_cx);
    add("asl-drm-vs-cx", -1, c.defender_cx);
    add("asl-drm-vs-broken", -2, c.defender_broken);
    add("asl-drm-ambusher", -1, c.attacker_ambushed);
    add("asl-drm-vs-ambusher", 1, c.defender_ambushed);
    add("asl-drm-other", c.other_drm, true);
    drm
}

pub fn close_combat(
    data: &AslData,
    c: &CloseCombat,
    colored: u8,
    white: u8,
) -> Result<CcOutcome, RuleError> {
    check_dice(colored, white)?;
    if c.attacker_fp == 0 || c.defender_fp == 0 {
        return Err(RuleError::new("asl-err-cc-fp"));
    }
    for (what, fp) in [
        ("asl-val-attacker-fp", c.attacker_fp),
        ("asl-val-defender-fp", c.defender_fp),
    ] {
        if fp > limits::CC_FP_MAX {
            return Err(limits::out_of_range(
                what,
                fp as i64,
                1,
                limits::CC_FP_MAX as i64,
            ));
        }
    }
    if let Some(l) = c.leader_drm {
        limits::check_leadership(l)?;
        // A leader cannot use his leadership on an attack he makes alone (L1474-1475): only
        // with an MMC whose Close Combat he directs (L1469-1473).
        if !c.mmc && l != 0 {
            return Err(RuleError::new("asl-err-cc-leader-alone"));
        }
    }
    limits::check_drm("asl-val-drm", c.other_drm)?;
    if c.attacker_ambushed && c.defender_ambushed {
        return Err(RuleError::new("asl-err-two-ambushes"));
    }
    let col = &data.cct.columns[column(data, c.attacker_fp, c.defender_fp)];
    let mut lines = vec![
        Line::new("asl-cc-odds")
            .arg("a", c.attacker_fp as i64)
            .arg("d", c.defender_fp as i64)
            .arg("odds", col.odds.clone())
            .arg("kill", col.kill as i64),
    ];
    let original = colored as i32 + white as i32;
    lines.push(
        Line::new("asl-dice")
            .arg("colored", colored as i64)
            .arg("white", white as i64)
            .arg("dr", original as i64),
    );
    let drm = drm(c, &mut lines);
    let final_dr = original + drm;
    lines.push(
        Line::new("asl-final-dr")
            .arg("dr", original as i64)
            .arg("drm", signed(drm))
            .arg("final", final_dr as i64),
    );
    let result = if final_dr < col.kill {
        CcResult::Eliminated
    } else if final_dr == col.kill {
        CcResult::Reduced
    } else {
        CcResult::NoEffect
    };
    lines.push(
        Line::new(match result {
            CcResult::Eliminated => "asl-cc-eliminated",
            CcResult::Reduced => "asl-cc-reduced",
            CcResult::NoEffect => "asl-cc-ne",
        })
        .arg("final", final_dr as i64)
        .arg("kill", col.kill as i64),
    );
    let field_promotion = original == 2 && c.mmc;
    if field_promotion {
        lines.push(Line::new("asl-field-promotion-cc"));
    }
    Ok(CcOutcome {
        odds: col.odds.clone(),
        kill: col.kill,
        original_dr: original,
        drm,
        final_dr,
        result,
        field_promotion,
        lines,
    })
}

/// Who ambushes (L1476-1495): a side whose final dr is at least 3 below the other's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Ambush {
    None,
    Attacker,
    Defender,
}

/// Each side's dr and its drm (CX +1, pinned +1, Inexperienced +1, best leader's leadership).
pub fn ambush(
    attacker_dr: u8,
    attacker_drm: i32,
    defender_dr: u8,
    defender_drm: i32,
) -> Result<(Ambush, Vec<Line>), RuleError> {
    check_dice(attacker_dr, defender_dr)?;
    limits::check_drm("asl-val-attacker-drm", attacker_drm)?;
    limits::check_drm("asl-val-defender-drm", defender_drm)?;
    let a = attacker_dr as i32 + attacker_drm;
    let d = defender_dr as i32 + defender_drm;
    let who = if a <= d - 3 {
        Ambush::Attacker
    } else if d <= a - 3 {
        Ambush::Defender
    } else {
        Ambush::None
    };
    let lines = vec![
        Line::new("asl-ambush-rolls")
            .arg("a", a as i64)
            .arg("d", d as i64),
        Line::new(match who {
            Ambush::None => "asl-ambush-none",
            Ambush::Attacker => "asl-ambush-attacker",
            Ambush::Defender => "asl-ambush-defender",
        }),
    ];
    Ok((who, lines))
}

/// One side's drm for the ambush dr (L1487-1491): +1 if any of its units in the Close Combat
/// is CX, pinned or Inexperienced, plus the leadership of its best leader there (unless he is
/// alone).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema,
)]
#[serde(deny_unknown_fields)]
pub struct AmbushSide {
    #[serde(default)]
    pub cx: bool,
    #[serde(default)]
    pub pinned: bool,
    #[serde(default)]
    pub inexperienced: bool,
    #[serde(default)]
    pub leader_drm: Option<i32>,
}

impl AmbushSide {
    pub fn drm(&self) -> i32 {
        // A saved leadership out of range is refused by `ambush`; clamped here so the sum
        // never wraps.
        self.cx as i32
            + self.pinned as i32
            + self.inexperienced as i32
            + self
                .leader_drm
                .unwrap_or(0)
                .clamp(-limits::DRM_MAX, limits::DRM_MAX)
    }
}

/// The ambush contest from each side's circumstances, with each side's drm shown first.
pub fn ambush_contest(
    attacker: &AmbushSide,
    defender: &AmbushSide,
    attacker_dr: u8,
    defender_dr: u8,
) -> Result<(Ambush, Vec<Line>), RuleError> {
    let (who, rest) = ambush(attacker_dr, attacker.drm(), defender_dr, defender.drm())?;
    let mut lines = vec![
        Line::new("asl-ambush-side-attacker")
            .arg("dr", attacker_dr as i64)
            .arg("drm", signed(attacker.drm())),
        Line::new("asl-ambush-side-defender")
            .arg("dr", defender_dr as i64)
            .arg("drm", signed(defender.drm())),
    ];
    lines.extend(rest);
    Ok((who, lines))
}
