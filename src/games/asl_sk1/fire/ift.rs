//! The table read with the dice: the IFT's cells and their wording, the result with cowering,
//! Rate of Fire, breakdown and Residual FP, the odds over all rolls, and the table's shape
//! checks.

use serde::{Deserialize, Serialize};

use crate::games::asl_sk1::data::AslData;
use crate::games::asl_sk1::frac::Frac;
use crate::games::asl_sk1::{AslSettings, Line, RuleError};

use super::firepower::total_fp;
use super::{FireAttack, FireType, ItemKind, column_for, factor, prepare, signed};

/// One cell of the IFT.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum IftResult {
    Kia(u8),
    K(u8),
    Mc(u8),
    Nmc,
    Ptc,
    NoEffect,
}

impl IftResult {
    pub fn parse(s: &str) -> Option<IftResult> {
        let s = s.trim();
        let num = |t: &str| t.parse::<u8>().ok().filter(|n| (1..=9).contains(n));
        match s {
            "-" | "—" | "NE" => Some(IftResult::NoEffect),
            "NMC" => Some(IftResult::Nmc),
            "PTC" => Some(IftResult::Ptc),
            _ => {
                if let Some(n) = s.strip_suffix("KIA") {
                    num(n).map(IftResult::Kia)
                } else if let Some(n) = s.strip_prefix("K/") {
                    num(n).map(IftResult::K)
                } else if let Some(n) = s.strip_suffix("MC") {
                    num(n).map(IftResult::Mc)
                } else {
                    None
                }
            }
        }
    }

    /// The chart's own notation: `1KIA`, `K/2`, `3MC`, `NMC`, `PTC`, `NE`.
    pub fn label(self) -> String {
        match self {
            IftResult::Kia(n) => format!("{n}KIA"),
            IftResult::K(n) => format!("K/{n}"),
            IftResult::Mc(n) => format!("{n}MC"),
            IftResult::Nmc => "NMC".into(),
            IftResult::Ptc => "PTC".into(),
            IftResult::NoEffect => "NE".into(),
        }
    }

    /// How hard the result hits (for ordering and the table's shape checks).
    pub fn severity(self) -> u32 {
        match self {
            IftResult::NoEffect => 0,
            IftResult::Ptc => 1,
            IftResult::Nmc => 2,
            IftResult::Mc(n) => 2 + n as u32,
            IftResult::K(n) => 6 + n as u32,
            IftResult::Kia(n) => 10 + n as u32,
        }
    }

    /// What to do on the board, as a message.
    pub fn meaning(self) -> Line {
        match self {
            IftResult::Kia(n) => Line::new("asl-res-kia").arg("n", n as i64),
            IftResult::K(n) => Line::new("asl-res-k").arg("n", n as i64),
            IftResult::Mc(n) => Line::new("asl-res-mc").arg("n", n as i64),
            IftResult::Nmc => Line::new("asl-res-nmc"),
            IftResult::Ptc => Line::new("asl-res-ptc"),
            IftResult::NoEffect => Line::new("asl-res-ne"),
        }
    }
}

/// Rate of Fire of one weapon.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RofCheck {
    pub item: usize,
    pub rof: u8,
    pub kept: bool,
}

/// Breakdown check of one weapon against the original DR.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BreakCheck {
    pub item: usize,
    pub kind: ItemKind,
    pub number: u8,
    pub broke: bool,
    /// Removed for good (FT/DC X#, or an MG in SFF/Final Fire on its original B#).
    pub eliminated: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct IftOutcome {
    pub fp: Frac,
    pub base_column: Option<u32>,
    pub column: Option<u32>,
    pub colored: u8,
    pub white: u8,
    pub original_dr: i32,
    pub drm: i32,
    pub final_dr: i32,
    pub cower_columns: u8,
    pub result: IftResult,
    pub rof: Vec<RofCheck>,
    pub breakdown: Vec<BreakCheck>,
    pub residual: Option<u32>,
    /// A broken, non-DM target gains DM: the attack could have caused at least an NMC.
    pub dm_threat: bool,
    pub lines: Vec<Line>,
}

impl IftOutcome {
    /// What the attack did to the firers' own weapons, the thing that changes the table
    /// besides the result (§4.1-4.3): each weapon that broke down or is removed for good,
    /// with its number and the original DR. Empty when none did.
    pub fn aftermath(&self) -> Vec<Line> {
        self.broken()
            .map(|b| {
                Line::new(if b.eliminated {
                    "asl-then-removed"
                } else {
                    "asl-then-breaks"
                })
                .arg("what", factor(b.kind.msg()))
                .arg("number", b.number as i64)
                .arg("dr", self.original_dr as i64)
            })
            .collect()
    }

    /// The same, as message ids for the log's line (one short phrase each).
    pub fn aftermath_ids(&self) -> Vec<&'static str> {
        self.broken()
            .map(|b| match (b.kind, b.eliminated) {
                (ItemKind::Mg, false) => "asl-log-then-mg-breaks",
                (ItemKind::Mg, true) => "asl-log-then-mg-removed",
                _ => "asl-log-then-ft-removed",
            })
            .collect()
    }

    fn broken(&self) -> impl Iterator<Item = &BreakCheck> {
        self.breakdown
            .iter()
            .filter(|b| b.broke && b.kind != ItemKind::Dc)
    }
}

fn check_die(d: u8, what: &'static str) -> Result<(), RuleError> {
    if (1..=6).contains(&d) {
        Ok(())
    } else {
        Err(RuleError::new(what).arg("value", d as i64))
    }
}

/// Checks the two faces (coloured first).
pub fn check_dice(colored: u8, white: u8) -> Result<(), RuleError> {
    check_die(colored, "asl-err-die-colored")?;
    check_die(white, "asl-err-die-white")
}

/// Resolves an attack with the coloured and white die faces.
pub fn resolve(
    data: &AslData,
    a: &FireAttack,
    settings: &AslSettings,
    colored: u8,
    white: u8,
) -> Result<IftOutcome, RuleError> {
    check_dice(colored, white)?;
    let prep = prepare(data, a, settings)?;
    let mut lines = prep.lines.clone();
    let original = colored as i32 + white as i32;
    let final_dr = original + prep.drm;
    lines.push(
        Line::new("asl-dice")
            .arg("colored", colored as i64)
            .arg("white", white as i64)
            .arg("dr", original as i64),
    );
    lines.push(
        Line::new("asl-final-dr")
            .arg("dr", original as i64)
            .arg("drm", signed(prep.drm))
            .arg("final", final_dr as i64),
    );
    let doubles = colored == white;
    let cower = if doubles { prep.cower_on_doubles } else { 0 };
    // A DC that fails to go off (original DR ≥ X#) makes no attack at all.
    let mut breakdown = Vec::new();
    let mut dud = false;
    for (i, it) in a.items.iter().enumerate() {
        let red = u8::from(it.inexperienced) + 2 * u8::from(it.captured);
        // The counter's own B#/X# when entered, else the one in weapons.json.
        let w = &data.weapons;
        let number = match (it.kind, it.bnum) {
            // A non-elite placer lowers a DC's printed X# as it lowers the usual one.
            (ItemKind::Dc, Some(b)) if !it.elite => {
                let cut = w.dc_elimination.value - w.dc_non_elite_elimination.value;
                Some(b.saturating_sub(u8::try_from(cut).unwrap_or(0)))
            }
            (_, Some(b)) => Some(b),
            (k, None) => w.number(k, it.elite),
        };
        let Some(number) = number.map(|n| n.saturating_sub(red)) else {
            continue;
        };
        let marked = it.kind == ItemKind::Mg && a.fire_type.marked();
        let effective = if marked {
            number.saturating_sub(2)
        } else {
            number
        };
        let broke = original >= effective as i32;
        let eliminated = match it.kind {
            ItemKind::Mg => marked && original >= number as i32,
            _ => broke,
        };
        if it.kind == ItemKind::Dc && broke {
            dud = true;
        }
        breakdown.push(BreakCheck {
            item: i,
            kind: it.kind,
            number: effective,
            broke,
            eliminated,
        });
    }
    let base_column = prep.column;
    let column = if dud {
        None
    } else {
        base_column.and_then(|c| c.checked_sub(cower as usize))
    };
    if cower > 0 {
        lines.push(
            Line::new(if column.is_some() {
                "asl-cower"
            } else {
                "asl-cower-off-table"
            })
            .arg("n", cower as i64)
            .arg("column", column.map_or(0, |c| data.ift.columns[c] as i64)),
        );
    } else if doubles && !dud {
        lines.push(Line::new("asl-no-cower"));
    }
    let result = match column {
        Some(c) => data.ift.lookup(c, final_dr),
        None => IftResult::NoEffect,
    };
    if dud {
        lines.push(Line::new("asl-dc-dud").arg("dr", original as i64));
    }
    match column {
        Some(c) => lines.push(
            Line::new("asl-ift-result")
                .arg("result", result.label())
                .arg("column", data.ift.columns[c] as i64)
                .arg("final", final_dr as i64),
        ),
        None => lines.push(Line::new("asl-ift-no-column").arg("final", final_dr as i64)),
    }
    if column.is_some() {
        lines.push(result.meaning());
    }
    // Rate of Fire: the coloured die against each weapon's ROF.
    let mut rof = Vec::new();
    for (i, it) in a.items.iter().enumerate() {
        let Some(r) = it.rof else { continue };
        let r = r.saturating_sub(u8::from(it.captured));
        let earned = !it.pinned
            && r > 0
            && colored <= r
            && !breakdown.iter().any(|b| b.item == i && b.broke);
        // Declined to leave Residual FP (official SK errata to 3.31).
        let declined = earned && it.decline_rof;
        let kept = earned && !declined;
        lines.push(
            Line::new(if it.pinned {
                "asl-rof-pinned"
            } else if declined {
                "asl-rof-declined"
            } else if kept {
                "asl-rof-kept"
            } else {
                "asl-rof-lost"
            })
            .arg("what", factor(it.kind.msg()))
            .arg("rof", r as i64)
            .arg("colored", colored as i64),
        );
        rof.push(RofCheck {
            item: i,
            rof: r,
            kept,
        });
    }
    for b in &breakdown {
        let msg = match (b.kind, b.broke, b.eliminated) {
            (ItemKind::Dc, _, _) => continue,
            (_, false, _) => "asl-break-ok",
            (ItemKind::Mg, true, false) => "asl-break-mg",
            (_, true, _) => "asl-break-eliminated",
        };
        lines.push(
            Line::new(msg)
                .arg("what", factor(b.kind.msg()))
                .arg("number", b.number as i64)
                .arg("dr", original as i64),
        );
    }
    // Residual FP (L1067-1113): DFF/SFF/FPF leave half the column used, rounded down, max 12,
    // without the FP of a weapon that broke down or kept ROF (L1204-1206, L1242-1244).
    let residual = if matches!(a.fire_type, FireType::Dff | FireType::Sff | FireType::Fpf) {
        let gone = |i: usize| {
            breakdown.iter().any(|b| b.item == i && b.broke)
                || rof.iter().any(|r| r.item == i && r.kept)
        };
        let fp = total_fp(a, &|i| !gone(i), None)?;
        let col = column_for(data, fp, settings)
            .and_then(|c| c.checked_sub(cower as usize))
            .map(|c| data.ift.columns[c]);
        let base = col.map_or(0, |c| (c / 2).min(12));
        // SK errata to 3.31 (a setting, on by default): one column to the left for each +1
        // of Hindrance and of CX in the original attack; off the table leaves none.
        let shift = if settings.residual_errata {
            a.hindrance.max(0) as usize + usize::from(a.cx)
        } else {
            0
        };
        let r = if shift > 0 && base > 0 {
            let cols = &data.ift.columns;
            cols.iter()
                .rposition(|&c| c <= base)
                .and_then(|i| i.checked_sub(shift))
                .map_or(0, |j| cols[j])
        } else {
            base
        };
        if r != base {
            lines.push(
                Line::new("asl-residual-errata")
                    .arg("before", base as i64)
                    .arg("n", shift as i64)
                    .arg("fp", r as i64),
            );
        }
        lines.push(Line::new("asl-residual").arg("fp", r as i64));
        Some(r)
    } else {
        None
    };
    if a.fire_type == FireType::Fpf {
        lines.push(Line::new("asl-fpf-nmc").arg("dr", original as i64));
    }
    let dm_threat = base_column.is_some_and(|c| {
        (1..=6).any(|x: i32| {
            (1..=6).any(|y: i32| {
                let cw = if x == y {
                    prep.cower_on_doubles as usize
                } else {
                    0
                };
                c.checked_sub(cw)
                    .is_some_and(|cc| data.ift.lookup(cc, x + y + prep.drm).severity() >= 2)
            })
        })
    });
    if result == IftResult::NoEffect || result == IftResult::Ptc {
        lines.push(Line::new(if dm_threat {
            "asl-dm-threat"
        } else {
            "asl-dm-no-threat"
        }));
    }
    Ok(IftOutcome {
        fp: prep.total,
        base_column: base_column.map(|c| data.ift.columns[c]),
        column: column.map(|c| data.ift.columns[c]),
        colored,
        white,
        original_dr: original,
        drm: prep.drm,
        final_dr,
        cower_columns: cower,
        result,
        rof,
        breakdown,
        residual,
        dm_threat,
        lines,
    })
}

/// Exact odds of each IFT result over the 36 equally likely (coloured, white) pairs, worst
/// first. Counts sum to 36.
pub fn odds(
    data: &AslData,
    a: &FireAttack,
    settings: &AslSettings,
) -> Result<Vec<(IftResult, u32)>, RuleError> {
    let mut tally: Vec<(IftResult, u32)> = Vec::new();
    for c in 1..=6u8 {
        for w in 1..=6u8 {
            let o = resolve(data, a, settings, c, w)?;
            match tally.iter_mut().find(|(r, _)| *r == o.result) {
                Some(t) => t.1 += 1,
                None => tally.push((o.result, 1)),
            }
        }
    }
    tally.sort_by_key(|(r, _)| std::cmp::Reverse(r.severity()));
    Ok(tally)
}

/// Checks kept for the unit tests of the table's shape.
pub fn shape_problems(data: &AslData) -> Vec<String> {
    let ift = &data.ift;
    let mut out = Vec::new();
    for (ri, row) in ift.cells.iter().enumerate() {
        for ci in 1..row.len() {
            if row[ci].severity() < row[ci - 1].severity() {
                out.push(format!(
                    "row {ri}: column {ci} weaker than the one to its left"
                ));
            }
        }
        if ri > 0 {
            for (ci, (cell, above)) in row.iter().zip(&ift.cells[ri - 1]).enumerate() {
                if cell.severity() > above.severity() {
                    out.push(format!(
                        "column {ci}: DR row {ri} stronger than the row above"
                    ));
                }
            }
        }
    }
    // PTC sits at DR 5, 6, 7 … from left to right, NMC right above it.
    for ci in 0..ift.columns.len() {
        let ptc = ift.first_dr + 5 + ci as i32;
        if ift.lookup(ci, ptc) != IftResult::Ptc || ift.lookup(ci, ptc - 1) != IftResult::Nmc {
            out.push(format!("column {ci}: PTC not at DR {ptc} under an NMC"));
        }
        if ift.lookup(ci, ptc + 1) != IftResult::NoEffect {
            out.push(format!("column {ci}: something below the PTC"));
        }
    }
    out
}
