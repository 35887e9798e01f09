//! The arithmetic before any roll: each firer's FP with its factors, the fire group's total
//! (exact), the column, the DRMs and whether the attack can cower.

use crate::core::log::Arg;
use crate::games::asl_sk1::data::AslData;
use crate::games::asl_sk1::frac::Frac;
use crate::games::asl_sk1::limits;
use crate::games::asl_sk1::{AslSettings, BelowOne, Line, RuleError};

use super::{FireAttack, FireItem, FireType, ItemKind, factor, signed};

/// The firepower arithmetic before any roll.
#[derive(Debug, Clone, PartialEq)]
pub struct FpCalc {
    pub total: Frac,
    pub column: Option<usize>,
    pub drm: i32,
    pub lines: Vec<Line>,
    /// Cowering columns if doubles are rolled (0, 1 or 2).
    pub cower_on_doubles: u8,
}

/// An FP that has grown past anything the IFT can use (never a wrapped number).
fn too_big() -> RuleError {
    RuleError::new("asl-err-fp-overflow").arg("max", limits::FP_MAX)
}

/// `fp × n/d`, checked.
fn times(fp: Frac, n: i64, d: i64) -> Result<Frac, RuleError> {
    fp.mul(n, d).ok_or_else(too_big)
}

/// `a + b`, checked.
fn add(a: Frac, b: Frac) -> Result<Frac, RuleError> {
    a.plus(b).ok_or_else(too_big)
}

/// One item's FP with its factors, or why it cannot fire.
fn item_fp(a: &FireAttack, it: &FireItem) -> Result<(Frac, Vec<Arg>), RuleError> {
    let mut fp = Frac::int(it.fp as i64);
    let mut f = Vec::new();
    let t = a.fire_type;
    if it.kind == ItemKind::Ft && it.pinned {
        return Err(RuleError::new("asl-err-ft-pinned"));
    }
    if let Some(given) = it.given_fp {
        return Ok((given, f));
    }
    match it.kind {
        ItemKind::Dc => {}
        ItemKind::Ft => {
            if it.long_range {
                fp = times(fp, 1, 2)?;
                f.push(factor("asl-fpx-ft-two-hexes"));
            }
            if matches!(t, FireType::Sff | FireType::Fpf | FireType::FinalFireMarked) {
                fp = times(fp, 1, 2)?;
                f.push(factor("asl-fpx-sff"));
            }
        }
        _ => {
            // FPF and a marked unit's Final Fire are only ever at an adjacent hex.
            let pbf = it.pbf || matches!(t, FireType::Fpf | FireType::FinalFireMarked);
            if pbf {
                fp = times(fp, 2, 1)?;
                f.push(factor("asl-fpx-pbf"));
            }
            if it.long_range {
                fp = times(fp, 1, 2)?;
                f.push(factor("asl-fpx-long-range"));
            }
            if it.area_fire {
                fp = times(fp, 1, 2)?;
                f.push(factor("asl-fpx-area"));
            }
            match t {
                FireType::Advancing => {
                    fp = times(fp, 1, 2)?;
                    f.push(factor("asl-fpx-advancing"));
                }
                FireType::Sff | FireType::Fpf | FireType::FinalFireMarked => {
                    fp = times(fp, 1, 2)?;
                    f.push(factor("asl-fpx-sff"));
                }
                _ => {}
            }
            if it.pinned {
                fp = times(fp, 1, 2)?;
                f.push(factor("asl-fpx-pinned"));
            }
        }
    }
    Ok((fp, f))
}

fn check(a: &FireAttack) -> Result<(), RuleError> {
    if a.items.is_empty() && a.raw_fp.is_none() {
        return Err(RuleError::new("asl-err-no-firers"));
    }
    if let Some(r) = a.raw_fp {
        if r.n < 0 {
            return Err(RuleError::new("asl-err-negative-fp"));
        }
        limits::check_fp("asl-val-fp", r)?;
    }
    for it in &a.items {
        if it.fp as i64 > limits::FP_MAX {
            return Err(limits::out_of_range(
                "asl-val-fp",
                it.fp as i64,
                0,
                limits::FP_MAX,
            ));
        }
        if let Some(g) = it.given_fp {
            limits::check_fp("asl-val-mg-fp", g)?;
        }
        if it.decline_rof {
            // Declining ROF is the errata's way to leave Residual FP: an MG's, in First Fire
            // that leaves Residual FP, with the errata applied.
            if it.kind != ItemKind::Mg || it.rof.is_none() {
                return Err(RuleError::new("asl-err-decline-rof-mg"));
            }
            if !matches!(a.fire_type, FireType::Dff | FireType::Sff | FireType::Fpf) {
                return Err(RuleError::new("asl-err-decline-rof-when"));
            }
        }
    }
    for &l in &a.leaders {
        limits::check_leadership(l)?;
    }
    limits::check_i32("asl-val-tem", a.tem, limits::TEM_MIN, limits::TEM_MAX)?;
    if a.hindrance > limits::HINDRANCE_MAX {
        // Any Hindrance DRM above 6 blocks the LOS entirely (L612-613): no attack.
        return Err(RuleError::new("asl-err-hindrance-blocks")
            .arg("value", a.hindrance as i64)
            .arg("max", limits::HINDRANCE_MAX as i64));
    }
    limits::check_i32("asl-val-hindrance", a.hindrance, 0, limits::HINDRANCE_MAX)?;
    limits::check_drm("asl-val-drm", a.other_drm)?;
    if a.target_fts > limits::TARGET_FTS_MAX {
        return Err(limits::out_of_range(
            "asl-val-target-fts",
            a.target_fts as i64,
            0,
            limits::TARGET_FTS_MAX as i64,
        ));
    }
    if a.fire_type == FireType::Residual {
        // A Residual FP attack takes only the hex's TEM (and smoke there) and FFMO/FFNAM
        // (L1076-1079): no directing leader, no LOS Hindrance, no firer to be CX, and no
        // weapon whose ROF or breakdown could count.
        if !a.leaders.is_empty() {
            return Err(RuleError::new("asl-err-residual-leader"));
        }
        if a.hindrance != 0 {
            return Err(RuleError::new("asl-err-residual-hindrance"));
        }
        if a.cx {
            return Err(RuleError::new("asl-err-residual-cx"));
        }
        // The counter's FP, as it is: one firepower, never a weapon, never an FP factor
        // (Residual FP never joins a fire group).
        let firers = a.items.len() + usize::from(a.raw_fp.is_some());
        let plain = a.items.iter().all(|i| {
            matches!(i.kind, ItemKind::Squad | ItemKind::HalfSquad)
                && !(i.pbf || i.long_range || i.pinned || i.area_fire || i.assault_fire)
                && i.rof.is_none()
                && i.bnum.is_none()
        });
        if firers != 1 || !plain {
            return Err(RuleError::new("asl-err-residual-items"));
        }
    }
    let alone = a.items.len() + usize::from(a.raw_fp.is_some()) == 1;
    for it in &a.items {
        // A DC attacks only in the AFPh (L1746-1747, L1772-1773).
        if it.kind == ItemKind::Dc && a.fire_type != FireType::Advancing {
            return Err(RuleError::new("asl-err-dc-afph"));
        }
        // Point Blank Fire is at an adjacent hex (L623-626): never beyond normal range. FPF and
        // a marked unit's Final Fire are point blank too.
        let point_blank = it.pbf
            || (!matches!(it.kind, ItemKind::Ft | ItemKind::Dc)
                && matches!(a.fire_type, FireType::Fpf | FireType::FinalFireMarked));
        if point_blank && it.long_range && it.given_fp.is_none() {
            return Err(RuleError::new("asl-err-pbf-long-range"));
        }
        if matches!(it.kind, ItemKind::Ft | ItemKind::Dc) && !alone {
            return Err(RuleError::new(if it.kind == ItemKind::Ft {
                "asl-err-alone-ft"
            } else {
                "asl-err-alone-dc"
            }));
        }
        if it.assault_fire && (a.fire_type != FireType::Advancing || it.kind != ItemKind::Squad) {
            return Err(RuleError::new("asl-err-assault-fire"));
        }
        // "The Assault Fire bonus does not apply to targets beyond normal range" (L1256-1257).
        if it.assault_fire && it.long_range {
            return Err(RuleError::new("asl-err-assault-long-range"));
        }
    }
    if (a.ffmo || a.ffnam) && !a.fire_type.is_first_fire() {
        return Err(RuleError::new("asl-err-first-fire-only"));
    }
    Ok(())
}

fn kind_is_ft(a: &FireAttack) -> bool {
    a.items.iter().any(|i| i.kind == ItemKind::Ft)
}

fn kind_is_dc(a: &FireAttack) -> bool {
    a.items.iter().any(|i| i.kind == ItemKind::Dc)
}

/// Total FP over the items kept by `keep` (assault fire included), exact.
pub(super) fn total_fp(
    a: &FireAttack,
    keep: &dyn Fn(usize) -> bool,
    lines: Option<&mut Vec<Line>>,
) -> Result<Frac, RuleError> {
    let mut sum = Frac::ZERO;
    let mut out = Vec::new();
    let mut assault = 0;
    if let Some(r) = a.raw_fp {
        sum = add(sum, r)?;
        out.push(Line::new("asl-fp-raw").arg("fp", r.to_string()));
    }
    for (i, it) in a.items.iter().enumerate() {
        if !keep(i) {
            continue;
        }
        let (fp, f) = item_fp(a, it)?;
        if it.assault_fire {
            assault += 1;
        }
        sum = add(sum, fp)?;
        let l = Line::new(if f.is_empty() {
            "asl-fp-item"
        } else {
            "asl-fp-item-mod"
        })
        .arg("what", factor(it.kind.msg()))
        .arg("base", it.fp as i64)
        .arg("factors", Arg::List(f))
        .arg("fp", fp.to_string());
        out.push(l);
    }
    if assault > 0 {
        let before = sum;
        sum = Frac::int(add(sum, Frac::int(assault))?.ceil());
        out.push(
            Line::new("asl-fp-assault")
                .arg("before", before.to_string())
                .arg("n", assault)
                .arg("fp", sum.to_string()),
        );
    }
    if let Some(l) = lines {
        l.extend(out);
    }
    Ok(sum)
}

/// The right-most column not above `fp`; `None` when below the first column and the setting
/// says such an attack has no effect.
pub fn column_for(data: &AslData, fp: Frac, settings: &AslSettings) -> Option<usize> {
    let cols = &data.ift.columns;
    match cols.iter().rposition(|&c| fp.at_least(c as i64)) {
        Some(i) => Some(i),
        None => match settings.below_one {
            BelowOne::NoAttack => None,
            BelowOne::FirstColumn => (fp.n > 0).then_some(0),
        },
    }
}

/// Everything that does not depend on the dice: FP, column, DRM, cowering rule.
pub fn prepare(
    data: &AslData,
    a: &FireAttack,
    settings: &AslSettings,
) -> Result<FpCalc, RuleError> {
    check(a)?;
    let mut lines = vec![Line::new("asl-fire-type").arg("type", factor(a.fire_type.msg()))];
    let total = total_fp(a, &|_| true, Some(&mut lines))?;
    let column = column_for(data, total, settings);
    match column.and_then(|c| data.ift.columns.get(c)) {
        Some(c) => lines.push(
            Line::new("asl-fp-column")
                .arg("fp", total.to_string())
                .arg("column", *c as i64),
        ),
        None => lines.push(Line::new("asl-fp-below-one").arg("fp", total.to_string())),
    }
    // DRMs.
    let ft = kind_is_ft(a);
    let dc = kind_is_dc(a);
    let mut drm = 0;
    let mut push = |lines: &mut Vec<Line>, msg: &str, v: i32| {
        drm += v;
        lines.push(Line::new(msg).arg("drm", signed(v)));
    };
    if let Some(worst) = a.leaders.iter().copied().max() {
        if ft {
            lines.push(Line::new("asl-drm-ft-no-leader"));
        } else if dc {
            // A DC takes only the defender's TEM and the placer's CX (L1748-1750).
            lines.push(Line::new("asl-drm-dc-no-leader"));
        } else {
            push(&mut lines, "asl-drm-leader", worst);
        }
    }
    if a.tem != 0 {
        if ft {
            lines.push(Line::new("asl-drm-ft-no-tem"));
        } else {
            push(&mut lines, "asl-drm-tem", a.tem);
        }
    }
    if a.hindrance != 0 {
        if dc {
            lines.push(Line::new("asl-drm-dc-no-hindrance"));
        } else {
            push(&mut lines, "asl-drm-hindrance", a.hindrance);
        }
    }
    if a.ffnam {
        push(&mut lines, "asl-drm-ffnam", -1);
    }
    if a.ffmo {
        if a.hindrance > 0 {
            lines.push(Line::new("asl-drm-ffmo-cancelled"));
        } else {
            push(&mut lines, "asl-drm-ffmo", -1);
        }
    }
    if a.cx {
        push(&mut lines, "asl-drm-cx", 1);
    }
    if a.target_fts > 0 {
        push(
            &mut lines,
            "asl-drm-target-ft",
            -i32::try_from(a.target_fts).unwrap_or(0),
        );
    }
    if a.other_drm != 0 {
        push(&mut lines, "asl-drm-other", a.other_drm);
    }
    lines.push(Line::new("asl-drm-total").arg("drm", signed(drm)));
    // Cowering (L640-653): MMC fire without a directing leader; never DC or Residual FP.
    let mmc_units: usize = a
        .items
        .iter()
        .filter(|i| {
            matches!(i.kind, ItemKind::Squad | ItemKind::HalfSquad)
                || (matches!(i.kind, ItemKind::Mg | ItemKind::Ft) && !i.smc_crew)
        })
        .count()
        + usize::from(a.raw_fp.is_some() && a.raw_mmc);
    // A leader cannot direct a flamethrower (L1730-1731): its MMC user cowers all the same
    // (L1728-1729).
    let can_cower = (a.leaders.is_empty() || ft)
        && mmc_units > 0
        && !kind_is_dc(a)
        && a.fire_type != FireType::Residual
        && (settings.cower_fire_groups || mmc_units == 1);
    // An Inexperienced MMC takes part, or fires one of the weapons (L647-649, L1677-1680).
    let inexperienced = a.inexperienced || a.items.iter().any(|i| i.inexperienced && !i.smc_crew);
    let cower_on_doubles = match (can_cower, inexperienced) {
        (false, _) => 0,
        (true, false) => 1,
        (true, true) => 2,
    };
    Ok(FpCalc {
        total,
        column,
        drm,
        lines,
        cower_on_doubles,
    })
}
