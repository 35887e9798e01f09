//! Support weapons beyond the attack itself: the fate of an SW whose possessor died to a KIA
//! (§4.0, L1671-1674).

use serde::{Deserialize, Serialize};

use super::data::AslData;
use super::fire::{IftResult, check_dice, signed};
use super::{AslSettings, Line, RuleError, limits};
use crate::core::log::Arg;

/// The second roll for one SW whose possessor was eliminated by a KIA (L1671-1674).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SwKill {
    /// The IFT column (its FP heading) the attack that killed the possessor was resolved on.
    pub column: u32,
    /// That attack's total DRM.
    #[serde(default)]
    pub drm: i32,
}

impl Default for SwKill {
    fn default() -> Self {
        SwKill { column: 4, drm: 0 }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum SwFate {
    /// A KIA on the second roll: removed.
    Destroyed,
    /// A K: flipped to its malfunctioned side.
    Malfunctioned,
    /// Anything else: the SW stays in the hex, abandoned.
    Abandoned,
}

impl SwFate {
    pub fn msg(self) -> &'static str {
        match self {
            SwFate::Destroyed => "asl-swk-destroyed",
            SwFate::Malfunctioned => "asl-swk-malfunctioned",
            SwFate::Abandoned => "asl-swk-abandoned",
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct SwKillOutcome {
    pub column: u32,
    pub original: i32,
    pub final_dr: i32,
    pub result: IftResult,
    pub fate: SwFate,
    /// Read with one die (the literal "dr" of L1672), by the setting.
    pub one_die: bool,
    pub lines: Vec<Line>,
}

/// The column index of an FP heading of the IFT, or the refusal listing the headings.
fn column_index(data: &AslData, column: u32) -> Result<usize, RuleError> {
    data.ift
        .columns
        .iter()
        .position(|&c| c == column)
        .ok_or_else(|| {
            RuleError::new("asl-err-ift-column")
                .arg("value", column)
                .arg(
                    "columns",
                    data.ift
                        .columns
                        .iter()
                        .map(|c| c.to_string())
                        .collect::<Vec<_>>()
                        .join(", "),
                )
        })
}

fn fate_of(r: IftResult) -> SwFate {
    match r {
        IftResult::Kia(_) => SwFate::Destroyed,
        IftResult::K(_) => SwFate::Malfunctioned,
        _ => SwFate::Abandoned,
    }
}

/// Resolves the second roll on the same IFT column, with the attack's DRM. The text says "dr"
/// but an IFT row is read with a DR: by default two dice (the digest's reading, 15.4 on
/// L1671-1674); [`AslSettings::sw_kill_one_die`] reads the coloured die alone.
pub fn sw_kill(
    data: &AslData,
    k: &SwKill,
    settings: &AslSettings,
    colored: u8,
    white: u8,
) -> Result<SwKillOutcome, RuleError> {
    let one_die = settings.sw_kill_one_die;
    check_dice(colored, if one_die { 1 } else { white })?;
    limits::check_drm("asl-val-drm", k.drm)?;
    let col = column_index(data, k.column)?;
    let original = if one_die {
        colored as i32
    } else {
        colored as i32 + white as i32
    };
    let mut lines = vec![
        Line::new("asl-swk-what")
            .arg("column", k.column)
            .arg("drm", signed(k.drm)),
    ];
    lines.push(if one_die {
        Line::new("asl-swk-one-die").arg("dr", original as i64)
    } else {
        Line::new("asl-dice")
            .arg("colored", colored as i64)
            .arg("white", white as i64)
            .arg("dr", original as i64)
    });
    let final_dr = original + k.drm;
    lines.push(
        Line::new("asl-final-dr")
            .arg("dr", original as i64)
            .arg("drm", signed(k.drm))
            .arg("final", final_dr as i64),
    );
    let result = data.ift.lookup(col, final_dr);
    let fate = fate_of(result);
    lines.push(
        Line::new("asl-swk-cell")
            .arg("column", k.column)
            .arg("final", final_dr as i64)
            .arg("result", result.label()),
    );
    lines.push(Line::new(fate.msg()));
    Ok(SwKillOutcome {
        column: k.column,
        original,
        final_dr,
        result,
        fate,
        one_die,
        lines,
    })
}

/// How many of the equally likely rolls give each fate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct SwKillOdds {
    pub destroyed: u32,
    pub malfunctioned: u32,
    pub abandoned: u32,
    /// 36 rolls of two dice, or 6 of one.
    pub of: u32,
}

impl SwKillOdds {
    pub fn line(&self) -> Line {
        Line::new("asl-swk-odds")
            .arg("destroyed", self.destroyed)
            .arg("malfunctioned", self.malfunctioned)
            .arg("abandoned", self.abandoned)
            .arg("of", self.of)
    }
}

/// The chances of each fate before the roll (exact: every roll counted).
pub fn sw_kill_odds(
    data: &AslData,
    k: &SwKill,
    settings: &AslSettings,
) -> Result<SwKillOdds, RuleError> {
    let one_die = settings.sw_kill_one_die;
    let mut n = [0u32; 3];
    let whites: &[u8] = if one_die { &[1] } else { &[1, 2, 3, 4, 5, 6] };
    for c in 1..=6u8 {
        for &w in whites {
            let o = sw_kill(data, k, settings, c, w)?;
            n[o.fate as usize] += 1;
        }
    }
    Ok(SwKillOdds {
        destroyed: n[0],
        malfunctioned: n[1],
        abandoned: n[2],
        of: if one_die { 6 } else { 36 },
    })
}

/// A name of the fate, for the log.
pub fn fate_short(f: SwFate) -> Arg {
    Arg::Msg(format!("{}-short", f.msg()))
}

/// A repair attempt on a malfunctioned SW in the Rally Phase (§3.1c, L502-509).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SwRepair {
    /// The repair number printed on the malfunctioned side (L273-278).
    pub repair_number: u8,
    /// The possessing unit is broken (not Good Order): it may not try.
    #[serde(default)]
    pub broken: bool,
    /// The SW belongs to another nationality (captured): it may not be repaired.
    #[serde(default)]
    pub captured: bool,
}

impl Default for SwRepair {
    fn default() -> Self {
        SwRepair {
            repair_number: 2,
            broken: false,
            captured: false,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum RepairResult {
    Repaired,
    StillMalfunctioned,
    /// An original dr of 6: removed for good.
    Eliminated,
}

impl RepairResult {
    pub fn msg(self) -> &'static str {
        match self {
            RepairResult::Repaired => "asl-swr-repaired",
            RepairResult::StillMalfunctioned => "asl-swr-still",
            RepairResult::Eliminated => "asl-swr-eliminated",
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct RepairOutcome {
    pub dr: u8,
    pub result: RepairResult,
    pub lines: Vec<Line>,
}

/// Checks who may try: a Good Order unit possessing an SW of its own nationality (L502-505).
fn check_repair(r: &SwRepair) -> Result<(), RuleError> {
    limits::check_i32(
        "asl-val-repair",
        r.repair_number as i32,
        limits::REPAIR_MIN,
        limits::REPAIR_MAX,
    )?;
    if r.broken {
        return Err(RuleError::new("asl-err-repair-broken"));
    }
    if r.captured {
        return Err(RuleError::new("asl-err-repair-captured"));
    }
    Ok(())
}

fn repair_result(data: &AslData, r: &SwRepair, dr: u8) -> RepairResult {
    if dr as i32 == data.sw.repair_eliminated_dr.value {
        RepairResult::Eliminated
    } else if dr <= r.repair_number {
        RepairResult::Repaired
    } else {
        RepairResult::StillMalfunctioned
    }
}

/// Resolves the repair dr: at most the repair number repairs the SW, an original 6 eliminates it
/// for good (even when the repair number is 6), anything else leaves it malfunctioned.
pub fn repair(data: &AslData, r: &SwRepair, dr: u8) -> Result<RepairOutcome, RuleError> {
    check_dice(dr, 1)?;
    check_repair(r)?;
    let result = repair_result(data, r, dr);
    let lines = vec![
        Line::new("asl-swr-what").arg("n", r.repair_number as i64),
        Line::new("asl-swr-dr").arg("dr", dr as i64),
        Line::new(result.msg())
            .arg("dr", dr as i64)
            .arg("n", r.repair_number as i64),
        Line::new("asl-swr-when"),
    ];
    Ok(RepairOutcome { dr, result, lines })
}

/// The chances before the roll: how many of the six faces repair it and how many eliminate it.
pub fn repair_odds(data: &AslData, r: &SwRepair) -> Result<Line, RuleError> {
    check_repair(r)?;
    let mut n = [0u32; 3];
    for dr in 1..=6u8 {
        n[repair_result(data, r, dr) as usize] += 1;
    }
    Ok(Line::new("asl-swr-odds")
        .arg("repaired", n[0])
        .arg("still", n[1])
        .arg("eliminated", n[2]))
}

/// When an abandoned SW is recovered: at the start of the Rally Phase (L495-501, L1641-1645) or
/// during the unit's move for 1 MF (L965-969, L1648-1649).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum RecoverPhase {
    #[default]
    #[serde(alias = "Rally")]
    Rally,
    #[serde(alias = "Movement")]
    Movement,
}

/// An attempt to take possession of an abandoned SW in the unit's own hex.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SwRecover {
    #[serde(default)]
    pub phase: RecoverPhase,
    /// The unit is CX (+1 drm).
    #[serde(default)]
    pub cx: bool,
    /// The unit is broken (not Good Order): it may not try.
    #[serde(default)]
    pub broken: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct RecoverOutcome {
    pub dr: u8,
    pub drm: i32,
    pub final_dr: i32,
    pub recovered: bool,
    /// The MF the attempt costs (in the MPh), whatever its result.
    pub mf: Option<i32>,
    pub lines: Vec<Line>,
}

fn recover_drm(data: &AslData, r: &SwRecover) -> i32 {
    if r.cx {
        data.sw.recovery_cx_drm.value
    } else {
        0
    }
}

/// Resolves the recovery dr: with the CX drm, below 6 the unit now possesses the SW.
pub fn recover(data: &AslData, r: &SwRecover, dr: u8) -> Result<RecoverOutcome, RuleError> {
    check_dice(dr, 1)?;
    if r.broken {
        return Err(RuleError::new("asl-err-recover-broken"));
    }
    let max = data.sw.recovery_max_dr.value;
    let drm = recover_drm(data, r);
    let final_dr = dr as i32 + drm;
    let recovered = final_dr <= max;
    let mut lines = vec![
        Line::new("asl-swv-what").arg("below", (max + 1) as i64),
        Line::new("asl-swv-dr").arg("dr", dr as i64),
    ];
    if drm != 0 {
        lines.push(Line::new("asl-drm-cx-unit").arg("drm", signed(drm)));
    }
    lines.push(
        Line::new(if recovered {
            "asl-swv-recovered"
        } else {
            "asl-swv-failed"
        })
        .arg("final", final_dr as i64),
    );
    let mf = (r.phase == RecoverPhase::Movement).then_some(data.sw.recovery_mph_mf.value);
    lines.push(match mf {
        Some(mf) => Line::new("asl-swv-when-mph").arg("mf", mf as i64),
        None => Line::new("asl-swv-when-rph"),
    });
    lines.push(Line::new("asl-swv-no-transfer"));
    Ok(RecoverOutcome {
        dr,
        drm,
        final_dr,
        recovered,
        mf,
        lines,
    })
}

/// The chances before the roll: how many of the six faces recover the SW.
pub fn recover_odds(data: &AslData, r: &SwRecover) -> Result<Line, RuleError> {
    if r.broken {
        return Err(RuleError::new("asl-err-recover-broken"));
    }
    let max = data.sw.recovery_max_dr.value;
    let drm = recover_drm(data, r);
    let n = (1..=6).filter(|dr| dr + drm <= max).count();
    Ok(Line::new("asl-swv-odds").arg("n", n))
}
