//! Morale Checks, Normal Morale Checks and Pin Task Checks (§3.2.1), Rally (§3.1e-f), wound
//! severity (§3.2.1) and field promotion (§5.3).

use serde::{Deserialize, Serialize};

use super::data::AslData;
use super::fire::{check_dice, signed};
use super::limits;
use super::{Line, RuleError};
use crate::core::log::Arg;

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum CheckKind {
    #[default]
    #[serde(alias = "Mc")]
    Mc,
    #[serde(alias = "Nmc")]
    Nmc,
    #[serde(alias = "Ptc")]
    Ptc,
}

impl CheckKind {
    pub const ALL: [CheckKind; 3] = [CheckKind::Mc, CheckKind::Nmc, CheckKind::Ptc];
    pub fn msg(self) -> &'static str {
        match self {
            CheckKind::Mc => "asl-check-mc",
            CheckKind::Nmc => "asl-check-nmc",
            CheckKind::Ptc => "asl-check-ptc",
        }
    }
}

/// What kind of counter takes the check (for Casualty Reduction).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum UnitSize {
    #[default]
    #[serde(alias = "Squad")]
    Squad,
    #[serde(alias = "HalfSquad")]
    HalfSquad,
    #[serde(alias = "Leader")]
    Leader,
}

impl UnitSize {
    pub const ALL: [UnitSize; 3] = [UnitSize::Squad, UnitSize::HalfSquad, UnitSize::Leader];
    pub fn msg(self) -> &'static str {
        match self {
            UnitSize::Squad => "asl-item-squad",
            UnitSize::HalfSquad => "asl-item-half-squad",
            UnitSize::Leader => "asl-item-leader",
        }
    }
    /// What Casualty Reduction does to it (L708-714).
    fn reduction(self) -> &'static str {
        match self {
            UnitSize::Squad => "asl-cr-squad",
            UnitSize::HalfSquad => "asl-cr-half-squad",
            UnitSize::Leader => "asl-cr-leader",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MoraleCheck {
    /// MC (the default), NMC or PTC.
    #[serde(default)]
    pub kind: CheckKind,
    /// Current morale (the broken-side level if the unit is broken).
    pub morale: i32,
    /// +# of an #MC or K/# result.
    #[serde(default)]
    pub ift_drm: i32,
    /// Leadership of a leader in the Location who passed his own check unharmed.
    #[serde(default)]
    pub leader_drm: i32,
    /// Leadership of a leader just lost (LLMC) or broken (LLTC): a negative value is a penalty.
    #[serde(default)]
    pub leader_loss: Option<i32>,
    #[serde(default)]
    pub other_drm: i32,
    #[serde(default)]
    pub broken: bool,
    #[serde(default)]
    pub size: UnitSize,
    /// The side's ELR (None: not tracked).
    #[serde(default)]
    pub elr: Option<i32>,
    /// Underlined morale: not subject to ELR (L1796-1797).
    #[serde(default)]
    pub elr_exempt: bool,
}

impl MoraleCheck {
    /// The check's name: an NMC forced by a leader's elimination is an LLMC, a PTC forced by
    /// his breaking an LLTC (L753-768).
    pub fn check_msg(&self) -> &'static str {
        match (self.kind, self.leader_loss) {
            (CheckKind::Nmc, Some(_)) => "asl-check-llmc",
            (CheckKind::Ptc, Some(_)) => "asl-check-lltc",
            (k, _) => k.msg(),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum MoraleResult {
    Passed,
    /// Passed with exactly the morale: Pin (L769-774); or a failed PTC.
    Pinned,
    Broken,
    /// Original 12 by a Good Order unit: Casualty Reduction and broken (L734-735).
    BrokenReduced,
    /// A broken unit failed: Casualty Reduction (L736-737).
    Reduced,
    /// A broken unit rolled an original 12: eliminated (L738-739).
    Eliminated,
}

impl MoraleResult {
    pub fn msg(self) -> &'static str {
        match self {
            MoraleResult::Passed => "asl-mc-passed",
            MoraleResult::Pinned => "asl-mc-pinned",
            MoraleResult::Broken => "asl-mc-broken",
            MoraleResult::BrokenReduced => "asl-mc-broken-reduced",
            MoraleResult::Reduced => "asl-mc-reduced",
            MoraleResult::Eliminated => "asl-mc-eliminated",
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct MoraleOutcome {
    pub original_dr: i32,
    pub drm: i32,
    pub final_dr: i32,
    pub passed: bool,
    pub result: MoraleResult,
    /// Failed by more than the ELR: replace with a broken unit of the next lower quality.
    pub elr_replaced: bool,
    /// A leader who passed unpinned may now lend his leadership to the others (L749-752).
    pub leader_may_help: bool,
    /// A leader was wounded: roll wound severity now.
    pub wound_roll: bool,
    pub lines: Vec<Line>,
}

/// Resolves an MC, NMC or PTC.
pub fn morale_check(m: &MoraleCheck, colored: u8, white: u8) -> Result<MoraleOutcome, RuleError> {
    check_dice(colored, white)?;
    if !(2..=12).contains(&m.morale) {
        return Err(RuleError::new("asl-err-morale").arg("value", m.morale as i64));
    }
    limits::check_i32("asl-val-ift-drm", m.ift_drm, 0, limits::DRM_MAX)?;
    limits::check_leadership(m.leader_drm)?;
    if let Some(l) = m.leader_loss {
        limits::check_leadership(l)?;
    }
    limits::check_drm("asl-val-drm", m.other_drm)?;
    if let Some(e) = m.elr {
        limits::check_i32("asl-val-elr", e, 0, limits::ELR_MAX)?;
    }
    if m.kind == CheckKind::Ptc && m.broken {
        return Err(RuleError::new("asl-err-ptc-broken"));
    }
    if m.kind != CheckKind::Mc && m.ift_drm != 0 {
        return Err(RuleError::new("asl-err-nmc-drm"));
    }
    let original = colored as i32 + white as i32;
    let mut lines = vec![
        Line::new("asl-check-what")
            .arg("check", Arg::Msg(m.check_msg().into()))
            .arg("unit", Arg::Msg(m.size.msg().into()))
            .arg("morale", m.morale as i64),
        Line::new("asl-dice")
            .arg("colored", colored as i64)
            .arg("white", white as i64)
            .arg("dr", original as i64),
    ];
    let mut drm = 0;
    let mut add = |lines: &mut Vec<Line>, msg: &str, v: i32| {
        if v != 0 {
            drm += v;
            lines.push(Line::new(msg).arg("drm", signed(v)));
        }
    };
    add(&mut lines, "asl-drm-ift", m.ift_drm);
    add(&mut lines, "asl-drm-leader", m.leader_drm);
    if let Some(l) = m.leader_loss {
        // The lost leader's negative leadership becomes a penalty (L753-768).
        add(&mut lines, "asl-drm-leader-loss", (-l).max(0));
    }
    add(&mut lines, "asl-drm-other", m.other_drm);
    let final_dr = original + drm;
    lines.push(
        Line::new("asl-final-dr")
            .arg("dr", original as i64)
            .arg("drm", signed(drm))
            .arg("final", final_dr as i64),
    );
    let passed = final_dr <= m.morale;
    let result = match m.kind {
        CheckKind::Ptc => {
            if passed {
                MoraleResult::Passed
            } else {
                MoraleResult::Pinned
            }
        }
        _ => match (m.broken, passed, original == 12) {
            (false, true, _) if final_dr == m.morale => MoraleResult::Pinned,
            (_, true, _) => MoraleResult::Passed,
            (false, false, true) => MoraleResult::BrokenReduced,
            (false, false, false) => MoraleResult::Broken,
            (true, false, true) => MoraleResult::Eliminated,
            (true, false, false) => MoraleResult::Reduced,
        },
    };
    // An original 12 always fails, whatever the morale.
    let (passed, result) = if original == 12 && m.kind != CheckKind::Ptc && passed {
        let r = if m.broken {
            MoraleResult::Eliminated
        } else {
            MoraleResult::BrokenReduced
        };
        (false, r)
    } else {
        (passed, result)
    };
    // Casualty Reduction eliminates a half-squad (L327-329, L708-714): no broken side, no DM.
    let hs_lost = m.size == UnitSize::HalfSquad
        && matches!(result, MoraleResult::BrokenReduced | MoraleResult::Reduced);
    let result = if hs_lost {
        MoraleResult::Eliminated
    } else {
        result
    };
    lines.push(
        Line::new(if hs_lost {
            "asl-mc-hs-eliminated"
        } else {
            result.msg()
        })
        .arg("final", final_dr as i64)
        .arg("morale", m.morale as i64),
    );
    if hs_lost || matches!(result, MoraleResult::BrokenReduced | MoraleResult::Reduced) {
        lines.push(Line::new(m.size.reduction()));
    }
    let margin = final_dr - m.morale;
    let elr_replaced = m.kind != CheckKind::Ptc
        && !m.broken
        && !passed
        && !m.elr_exempt
        && m.size != UnitSize::Leader
        && m.elr.is_some_and(|e| margin > e);
    if let Some(e) = m.elr
        && !passed
        && m.kind != CheckKind::Ptc
        && !m.broken
    {
        lines.push(
            Line::new(if elr_replaced {
                "asl-elr-replaced"
            } else if m.elr_exempt {
                "asl-elr-exempt"
            } else {
                "asl-elr-ok"
            })
            .arg("margin", margin as i64)
            .arg("elr", e as i64),
        );
    }
    if matches!(result, MoraleResult::Broken | MoraleResult::BrokenReduced) {
        lines.push(Line::new("asl-mc-dm"));
    }
    let leader_may_help = m.size == UnitSize::Leader && result == MoraleResult::Passed;
    if leader_may_help {
        lines.push(Line::new("asl-mc-leader-helps"));
    } else if m.size == UnitSize::Leader && passed {
        lines.push(Line::new("asl-mc-leader-pinned"));
    }
    let wound_roll = m.size == UnitSize::Leader
        && matches!(result, MoraleResult::BrokenReduced | MoraleResult::Reduced);
    Ok(MoraleOutcome {
        original_dr: original,
        drm,
        final_dr,
        passed,
        result,
        elr_replaced,
        leader_may_help,
        wound_roll,
        lines,
    })
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RallyAttempt {
    pub broken_morale: i32,
    #[serde(default)]
    pub dm: bool,
    #[serde(default)]
    pub woods_building: bool,
    #[serde(default)]
    pub self_rally: bool,
    /// Leadership of the Good Order leader rallying the unit (never on a self-rally).
    #[serde(default)]
    pub leader_drm: Option<i32>,
    #[serde(default)]
    pub other_drm: i32,
    /// The unit is an MMC (an original 2 on a self-rally may create a leader).
    #[serde(default = "yes")]
    pub mmc: bool,
}

impl Default for RallyAttempt {
    fn default() -> Self {
        RallyAttempt {
            broken_morale: 7,
            dm: false,
            woods_building: false,
            self_rally: false,
            leader_drm: None,
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
pub enum RallyResult {
    Rallied,
    Failed,
    /// Original 12: Casualty Reduction (L569-571).
    Reduced,
}

#[derive(Debug, Clone, PartialEq)]
pub struct RallyOutcome {
    pub original_dr: i32,
    pub drm: i32,
    pub final_dr: i32,
    pub result: RallyResult,
    pub field_promotion: bool,
    /// A leader was wounded by the Casualty Reduction: roll wound severity now.
    pub wound_roll: bool,
    pub lines: Vec<Line>,
}

pub fn rally(r: &RallyAttempt, colored: u8, white: u8) -> Result<RallyOutcome, RuleError> {
    check_dice(colored, white)?;
    if !(2..=12).contains(&r.broken_morale) {
        return Err(RuleError::new("asl-err-morale").arg("value", r.broken_morale as i64));
    }
    if let Some(l) = r.leader_drm {
        limits::check_leadership(l)?;
    }
    limits::check_drm("asl-val-drm", r.other_drm)?;
    if r.self_rally && r.leader_drm.is_some() {
        return Err(RuleError::new("asl-err-self-rally-leader"));
    }
    let original = colored as i32 + white as i32;
    let mut lines = vec![
        Line::new("asl-rally-what").arg("morale", r.broken_morale as i64),
        Line::new("asl-dice")
            .arg("colored", colored as i64)
            .arg("white", white as i64)
            .arg("dr", original as i64),
    ];
    let mut drm = 0;
    let mut add = |lines: &mut Vec<Line>, msg: &str, v: i32, on: bool| {
        if on && v != 0 {
            drm += v;
            lines.push(Line::new(msg).arg("drm", signed(v)));
        }
    };
    add(&mut lines, "asl-drm-dm", 4, r.dm);
    add(&mut lines, "asl-drm-self-rally", 1, r.self_rally);
    add(&mut lines, "asl-drm-cover", -1, r.woods_building);
    add(
        &mut lines,
        "asl-drm-leader",
        r.leader_drm.unwrap_or(0),
        true,
    );
    add(&mut lines, "asl-drm-other", r.other_drm, true);
    let final_dr = original + drm;
    lines.push(
        Line::new("asl-final-dr")
            .arg("dr", original as i64)
            .arg("drm", signed(drm))
            .arg("final", final_dr as i64),
    );
    let result = if original == 12 {
        RallyResult::Reduced
    } else if final_dr <= r.broken_morale {
        RallyResult::Rallied
    } else {
        RallyResult::Failed
    };
    lines.push(
        Line::new(match result {
            RallyResult::Rallied => "asl-rally-ok",
            RallyResult::Failed => "asl-rally-failed",
            RallyResult::Reduced => "asl-rally-reduced",
        })
        .arg("final", final_dr as i64)
        .arg("morale", r.broken_morale as i64),
    );
    // Casualty Reduction of an original 12 (L569-571) reduces an MMC and wounds a leader, who
    // rolls at once for the wound's severity (L708-718).
    let wound_roll = result == RallyResult::Reduced && !r.mmc;
    if result == RallyResult::Reduced {
        lines.push(Line::new(if r.mmc {
            "asl-cr-mmc"
        } else {
            "asl-cr-leader"
        }));
    }
    let field_promotion = original == 2 && r.self_rally && r.mmc;
    if field_promotion {
        lines.push(Line::new("asl-field-promotion-chance"));
    }
    Ok(RallyOutcome {
        original_dr: original,
        drm,
        final_dr,
        result,
        field_promotion,
        wound_roll,
        lines,
    })
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Wound {
    Light,
    Mortal,
}

#[derive(Debug, Clone, PartialEq)]
pub struct WoundOutcome {
    pub dr: u8,
    pub final_dr: i32,
    pub wound: Wound,
    pub lines: Vec<Line>,
}

/// Wound severity (L715-725): dr 1-4 light, 5-6 mortal; +1 if already wounded.
pub fn wound(dr: u8, already_wounded: bool) -> Result<WoundOutcome, RuleError> {
    check_dice(dr, 1)?;
    let final_dr = dr as i32 + i32::from(already_wounded);
    let wound = if final_dr <= 4 {
        Wound::Light
    } else {
        Wound::Mortal
    };
    let mut lines = vec![Line::new("asl-wound-roll").arg("dr", dr as i64)];
    if already_wounded {
        lines.push(Line::new("asl-drm-wounded").arg("drm", "+1"));
    }
    lines.push(
        Line::new(match wound {
            Wound::Light => "asl-wound-light",
            Wound::Mortal => "asl-wound-mortal",
        })
        .arg("final", final_dr as i64),
    );
    Ok(WoundOutcome {
        dr,
        final_dr,
        wound,
        lines,
    })
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Promotion {
    /// Morale of the MMC when it rolled the original 2 (the best one in a CC attack).
    pub morale: i32,
    /// Nationality id from the Leader Creation data.
    pub nationality: String,
    #[serde(default)]
    pub self_rally: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct PromotionOutcome {
    pub dr: u8,
    pub final_dr: i32,
    pub leader: Option<String>,
    pub lines: Vec<Line>,
}

/// Leader creation (§5.3) on the data's Leader Creation Table.
pub fn promotion(data: &AslData, p: &Promotion, dr: u8) -> Result<PromotionOutcome, RuleError> {
    check_dice(dr, 1)?;
    limits::check_i32(
        "asl-val-morale",
        p.morale,
        limits::MORALE_MIN,
        limits::MORALE_MAX,
    )?;
    let lct = &data.lct;
    let Some(nat) = lct.nationalities.iter().find(|n| n.id == p.nationality) else {
        return Err(RuleError::new("asl-err-nationality").arg("value", p.nationality.clone()));
    };
    let mut lines = vec![Line::new("asl-promo-roll").arg("dr", dr as i64)];
    let mut drm = 0;
    let mut add = |lines: &mut Vec<Line>, msg: &str, v: i32| {
        if v != 0 {
            drm += v;
            lines.push(Line::new(msg).arg("drm", signed(v)));
        }
    };
    add(&mut lines, "asl-drm-nationality", nat.drm);
    if lct.morale_good.at_least.is_some_and(|m| p.morale >= m) {
        add(&mut lines, "asl-drm-morale", lct.morale_good.drm);
    }
    if lct.morale_poor.at_most.is_some_and(|m| p.morale <= m) {
        add(&mut lines, "asl-drm-morale", lct.morale_poor.drm);
    }
    if p.self_rally {
        add(&mut lines, "asl-drm-self-rally", lct.self_rally_drm.drm);
    }
    let final_dr = dr as i32 + drm;
    let leader = lct
        .bands
        .iter()
        .find(|b| final_dr <= b.max)
        .map(|b| b.leader.clone());
    lines.push(match &leader {
        Some(l) => Line::new("asl-promo-leader")
            .arg("final", final_dr as i64)
            .arg("leader", l.clone()),
        None => Line::new("asl-promo-none").arg("final", final_dr as i64),
    });
    Ok(PromotionOutcome {
        dr,
        final_dr,
        leader,
        lines,
    })
}
