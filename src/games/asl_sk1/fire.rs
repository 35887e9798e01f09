//! The Infantry Fire Table resolver (§3.2, §3.2.1, §3.31, §3.4, §3.5, §4.1-4.3): firepower kept
//! as an exact fraction, the column, the DRMs, cowering, the result, Rate of Fire, breakdown and
//! Residual FP, each step explained as message ids with arguments.

use serde::{Deserialize, Serialize};

use super::data::AslData;
use super::frac::Frac;
use super::{AslSettings, BelowOne, Line, RuleError};
use crate::core::log::Arg;

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

/// What fires.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ItemKind {
    Squad,
    HalfSquad,
    Mg,
    Ft,
    Dc,
}

impl ItemKind {
    pub const ALL: [ItemKind; 5] = [
        ItemKind::Squad,
        ItemKind::HalfSquad,
        ItemKind::Mg,
        ItemKind::Ft,
        ItemKind::Dc,
    ];

    pub fn msg(self) -> &'static str {
        match self {
            ItemKind::Squad => "asl-item-squad",
            ItemKind::HalfSquad => "asl-item-half-squad",
            ItemKind::Mg => "asl-item-mg",
            ItemKind::Ft => "asl-item-ft",
            ItemKind::Dc => "asl-item-dc",
        }
    }
}

/// One firer (a unit's inherent FP, or one support weapon).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FireItem {
    pub kind: ItemKind,
    pub fp: u32,
    /// FP already worked out by the player (the CLI's `--mg-fp`): used as it is, no factor is
    /// applied to it; `fp` is then only a label.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub given_fp: Option<Frac>,
    /// This firer is adjacent to the target: Point Blank Fire ×2 (L623-626; never a FT or a
    /// DC). Each member of a multi-hex fire group has its own.
    #[serde(default)]
    pub pbf: bool,
    /// Beyond normal range (×½); for a FT, at two hexes.
    #[serde(default)]
    pub long_range: bool,
    /// The firer is pinned (×½, no ROF; a FT cannot fire).
    #[serde(default)]
    pub pinned: bool,
    /// Other Area Fire (×½): an MG fired by a lone leader, an MG beyond 16 hexes (L1698-1709).
    #[serde(default)]
    pub area_fire: bool,
    /// Underlined-FP squad in the AFPh within normal range: +1 FP (L1251-1257).
    #[serde(default)]
    pub assault_fire: bool,
    /// A support weapon fired by a leader, not by an MMC (no cowering for it).
    #[serde(default)]
    pub smc_crew: bool,
    /// Rate of fire printed on an MG.
    #[serde(default)]
    pub rof: Option<u8>,
    /// Printed B# (MG) or X# (FT/DC); none means the default (MG 12, FT 10, DC 12).
    #[serde(default)]
    pub bnum: Option<u8>,
    /// The user of a FT / placer of a DC is elite (else X# 8 / DC X# −2).
    #[serde(default = "yes")]
    pub elite: bool,
    /// Used by an Inexperienced MMC (B#/X# −1, L1677-1680); that MMC also makes the attack
    /// cower two columns.
    #[serde(default)]
    pub inexperienced: bool,
    /// Captured (ROF −1, B#/X# −2, L1675-1680).
    #[serde(default)]
    pub captured: bool,
}

fn yes() -> bool {
    true
}

impl FireItem {
    /// A firer of `kind` with `fp` firepower and nothing else set.
    pub fn new(kind: ItemKind, fp: u32) -> FireItem {
        FireItem {
            kind,
            fp,
            given_fp: None,
            pbf: false,
            long_range: false,
            pinned: false,
            area_fire: false,
            assault_fire: false,
            smc_crew: false,
            rof: None,
            bnum: None,
            elite: true,
            inexperienced: false,
            captured: false,
        }
    }
}

/// When the attack is made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum FireType {
    /// Prep Fire (PFPh), or any ordinary fire at full strength.
    #[default]
    Prep,
    /// Defensive First Fire during the enemy MPh.
    Dff,
    /// Subsequent First Fire (×½).
    Sff,
    /// Final Protective Fire (×½, ×2 PBF, then an NMC on the firers).
    Fpf,
    /// Final Fire in the DFPh by an unmarked unit.
    FinalFire,
    /// A First-Fire-marked unit firing at an adjacent hex in the DFPh (×½, ×2).
    FinalFireMarked,
    /// Advancing Fire (×½).
    Advancing,
    /// A Residual FP attack (never cowers).
    Residual,
}

impl FireType {
    pub const ALL: [FireType; 8] = [
        FireType::Prep,
        FireType::Dff,
        FireType::Sff,
        FireType::Fpf,
        FireType::FinalFire,
        FireType::FinalFireMarked,
        FireType::Advancing,
        FireType::Residual,
    ];

    pub fn msg(self) -> &'static str {
        match self {
            FireType::Prep => "asl-fire-prep",
            FireType::Dff => "asl-fire-dff",
            FireType::Sff => "asl-fire-sff",
            FireType::Fpf => "asl-fire-fpf",
            FireType::FinalFire => "asl-fire-final",
            FireType::FinalFireMarked => "asl-fire-final-marked",
            FireType::Advancing => "asl-fire-advancing",
            FireType::Residual => "asl-fire-residual",
        }
    }

    /// First Fire against movers (FFMO/FFNAM may apply, Residual FP may be left).
    pub fn is_first_fire(self) -> bool {
        matches!(
            self,
            FireType::Dff | FireType::Sff | FireType::Fpf | FireType::Residual
        )
    }

    /// Fire by units already marked First/Final Fire (MG B# −2, L1717-1719).
    fn marked(self) -> bool {
        matches!(
            self,
            FireType::Sff | FireType::Fpf | FireType::FinalFireMarked
        )
    }

    pub fn parse(s: &str) -> Option<FireType> {
        Some(match s {
            "prep" | "pfph" => FireType::Prep,
            "dff" => FireType::Dff,
            "sff" => FireType::Sff,
            "fpf" => FireType::Fpf,
            "final" | "dfph" => FireType::FinalFire,
            "final-marked" => FireType::FinalFireMarked,
            "advancing" | "afph" => FireType::Advancing,
            "residual" => FireType::Residual,
            _ => return None,
        })
    }
}

/// A whole attack: who fires, how, and the DRMs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(from = "StoredAttack")]
pub struct FireAttack {
    pub items: Vec<FireItem>,
    /// A total FP given directly (the CLI's `--fp`), added to the items.
    #[serde(default)]
    pub raw_fp: Option<Frac>,
    /// Whether the raw FP is fired by MMC (so it can cower).
    #[serde(default)]
    pub raw_mmc: bool,
    pub fire_type: FireType,
    /// Leadership of the directing leader in each firing hex (the worst applies, L673-688).
    #[serde(default)]
    pub leaders: Vec<i32>,
    /// A Green-without-leader or Conscript MMC takes part: cowering shifts two columns (an
    /// item used by one does too).
    #[serde(default)]
    pub inexperienced: bool,
    /// TEM of the target's hex.
    #[serde(default)]
    pub tem: i32,
    /// Hindrance DRM along the LOS (+1 per orchard/grain hex between, +2 per smoke hex).
    #[serde(default)]
    pub hindrance: i32,
    #[serde(default)]
    pub ffmo: bool,
    #[serde(default)]
    pub ffnam: bool,
    /// The firer (or the directing leader) is CX: +1.
    #[serde(default)]
    pub cx: bool,
    /// Flamethrowers the target possesses: −1 each (L1737-1739).
    #[serde(default)]
    pub target_fts: u32,
    /// Any other DRM (the CLI's `--drm`).
    #[serde(default)]
    pub other_drm: i32,
}

/// A [`FireAttack`] as saved. Saves made before Point Blank Fire was set per firer carry one
/// `pbf` flag for the whole attack: it is given to every firer.
#[derive(Deserialize)]
struct StoredAttack {
    items: Vec<FireItem>,
    #[serde(default)]
    raw_fp: Option<Frac>,
    #[serde(default)]
    raw_mmc: bool,
    fire_type: FireType,
    #[serde(default)]
    pbf: bool,
    #[serde(default)]
    leaders: Vec<i32>,
    #[serde(default)]
    inexperienced: bool,
    #[serde(default)]
    tem: i32,
    #[serde(default)]
    hindrance: i32,
    #[serde(default)]
    ffmo: bool,
    #[serde(default)]
    ffnam: bool,
    #[serde(default)]
    cx: bool,
    #[serde(default)]
    target_fts: u32,
    #[serde(default)]
    other_drm: i32,
}

impl From<StoredAttack> for FireAttack {
    fn from(s: StoredAttack) -> FireAttack {
        let mut items = s.items;
        if s.pbf {
            for it in &mut items {
                it.pbf = true;
            }
        }
        FireAttack {
            items,
            raw_fp: s.raw_fp,
            raw_mmc: s.raw_mmc,
            fire_type: s.fire_type,
            leaders: s.leaders,
            inexperienced: s.inexperienced,
            tem: s.tem,
            hindrance: s.hindrance,
            ffmo: s.ffmo,
            ffnam: s.ffnam,
            cx: s.cx,
            target_fts: s.target_fts,
            other_drm: s.other_drm,
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

fn factor(msg: &'static str) -> Arg {
    Arg::Msg(msg.to_string())
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
                fp = fp.mul(1, 2);
                f.push(factor("asl-fpx-ft-two-hexes"));
            }
            if matches!(t, FireType::Sff | FireType::Fpf | FireType::FinalFireMarked) {
                fp = fp.mul(1, 2);
                f.push(factor("asl-fpx-sff"));
            }
        }
        _ => {
            // FPF and a marked unit's Final Fire are only ever at an adjacent hex.
            let pbf = it.pbf || matches!(t, FireType::Fpf | FireType::FinalFireMarked);
            if pbf {
                fp = fp.mul(2, 1);
                f.push(factor("asl-fpx-pbf"));
            }
            if it.long_range {
                fp = fp.mul(1, 2);
                f.push(factor("asl-fpx-long-range"));
            }
            if it.area_fire {
                fp = fp.mul(1, 2);
                f.push(factor("asl-fpx-area"));
            }
            match t {
                FireType::Advancing => {
                    fp = fp.mul(1, 2);
                    f.push(factor("asl-fpx-advancing"));
                }
                FireType::Sff | FireType::Fpf | FireType::FinalFireMarked => {
                    fp = fp.mul(1, 2);
                    f.push(factor("asl-fpx-sff"));
                }
                _ => {}
            }
            if it.pinned {
                fp = fp.mul(1, 2);
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
    if let Some(r) = a.raw_fp
        && r.n < 0
    {
        return Err(RuleError::new("asl-err-negative-fp"));
    }
    let alone = a.items.len() + usize::from(a.raw_fp.is_some()) == 1;
    for it in &a.items {
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
fn total_fp(
    a: &FireAttack,
    keep: &dyn Fn(usize) -> bool,
    lines: Option<&mut Vec<Line>>,
) -> Result<Frac, RuleError> {
    let mut sum = Frac::ZERO;
    let mut out = Vec::new();
    let mut assault = 0;
    if let Some(r) = a.raw_fp {
        sum = sum.plus(r);
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
        sum = sum.plus(fp);
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
        sum = Frac::int(sum.plus(Frac::int(assault)).ceil());
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
    let mut drm = 0;
    let mut push = |lines: &mut Vec<Line>, msg: &str, v: i32| {
        drm += v;
        lines.push(Line::new(msg).arg("drm", signed(v)));
    };
    if let Some(worst) = a.leaders.iter().copied().max() {
        if ft {
            lines.push(Line::new("asl-drm-ft-no-leader"));
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
        push(&mut lines, "asl-drm-hindrance", a.hindrance);
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
        push(&mut lines, "asl-drm-target-ft", -(a.target_fts as i32));
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
    let can_cower = a.leaders.is_empty()
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

pub fn signed(v: i32) -> String {
    if v > 0 {
        format!("+{v}")
    } else if v < 0 {
        format!("−{}", -v)
    } else {
        "0".into()
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
        let kept = !it.pinned
            && r > 0
            && colored <= r
            && !breakdown.iter().any(|b| b.item == i && b.broke);
        lines.push(
            Line::new(if it.pinned {
                "asl-rof-pinned"
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
        let r = col.map_or(0, |c| (c / 2).min(12));
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
