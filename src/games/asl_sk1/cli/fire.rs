//! `ift`: an Infantry Fire Table attack, resolved or as exact odds.

use super::super::fire::{self, FireAttack, FireItem, FireType, ItemKind};
use super::*;

#[derive(Parser, Debug)]
struct IftArgs {
    /// Total firepower, with every factor already applied (fractions allowed: 3.5, 7/2). Or
    /// build it from parts: --unit-fp (with --pbf, --long-range…), --ft or --dc.
    #[arg(long, value_parser = parse_fp)]
    fp: Option<Frac>,
    /// The printed FP of one firing squad or half-squad (repeat for a fire group): the app
    /// applies --pbf, --long-range, --area-fire, --pinned and the fire type's own factors,
    /// as the Fire panel does.
    #[arg(long = "unit-fp", value_parser = clap::value_parser!(u32).range(1..=limits::FP_MAX))]
    unit_fp: Vec<u32>,
    /// The firers described by --unit-fp are adjacent to the target (Point Blank Fire ×2).
    #[arg(long)]
    pbf: bool,
    /// Beyond normal range (×½); with --ft, the flamethrower fires at two hexes (×½).
    #[arg(long = "long-range")]
    long_range: bool,
    /// Area Fire (×½) for the firers of --unit-fp.
    #[arg(long = "area-fire")]
    area_fire: bool,
    /// A flamethrower fires alone (its FP from weapons.json; no leadership, no TEM).
    #[arg(long, conflicts_with_all = ["fp", "unit_fp", "dc"])]
    ft: bool,
    /// A demolition charge is placed (its FP from weapons.json); it fires alone.
    #[arg(long, conflicts_with_all = ["fp", "unit_fp", "ft"])]
    dc: bool,
    /// The FT user or DC placer is not elite (lower X#).
    #[arg(long = "non-elite")]
    non_elite: bool,
    /// The FT's or DC's printed X#, if the counter shows one.
    #[arg(long, value_parser = clap::value_parser!(u8).range(2..=12))]
    xn: Option<u8>,
    /// Total of any other DRM.
    #[arg(long, default_value_t = 0, allow_hyphen_values = true,
          value_parser = clap::value_parser!(i32).range(-(limits::DRM_MAX as i64)..=limits::DRM_MAX as i64))]
    drm: i32,
    /// TEM of the target's hex.
    #[arg(long, default_value_t = 0, allow_hyphen_values = true,
          value_parser = clap::value_parser!(i32).range(limits::TEM_MIN as i64..=limits::TEM_MAX as i64))]
    tem: i32,
    /// Hindrance DRM along the LOS (+1 per orchard or grain hex between, +2 per smoke hex);
    /// above 6 the LOS is blocked and the attack is refused.
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(i32).range(0..=12))]
    hindrance: i32,
    /// First Fire on a unit moving in Open Ground (−1; cancelled by any Hindrance).
    #[arg(long)]
    ffmo: bool,
    /// First Fire on a unit not Assault Moving (−1).
    #[arg(long)]
    ffnam: bool,
    /// The firer (or its directing leader) is CX (+1).
    #[arg(long)]
    cx: bool,
    /// Flamethrowers the target possesses (−1 each).
    #[arg(long = "target-fts", default_value_t = 0,
          value_parser = clap::value_parser!(u32).range(0..=limits::TARGET_FTS_MAX as i64))]
    target_fts: u32,
    #[arg(long, value_parser = parse_two)]
    dice: Option<(u8, u8)>,
    /// A leader directs the attack (no cowering). `--leader N` also adds his leadership N
    /// to the DRM; a bare `--leader` means it is already in --drm.
    #[arg(long, num_args = 0..=1, allow_negative_numbers = true,
          value_parser = clap::value_parser!(i32).range(limits::LEADERSHIP_MIN as i64..=limits::LEADERSHIP_MAX as i64))]
    leader: Option<Option<i32>>,
    /// No MMC fires (no cowering).
    #[arg(long)]
    no_mmc: bool,
    /// Inexperienced or Conscript MMC take part (two-column cowering).
    #[arg(long)]
    inexperienced: bool,
    /// A machine gun fires in the attack: its printed Rate of Fire.
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=6))]
    rof: Option<u8>,
    /// A machine gun fires in the attack: its printed Breakdown number (12 when not given).
    #[arg(long, value_parser = clap::value_parser!(u8).range(2..=12))]
    bn: Option<u8>,
    /// The machine gun's part of --fp (after its factors); the rest is the units' own FP.
    /// Without it the machine gun is taken to fire all of --fp.
    #[arg(long = "mg-fp", value_parser = parse_fp)]
    mg_fp: Option<Frac>,
    /// The machine gun declines its Rate of Fire so that its FP stays in the Residual FP
    /// (MMP's official SK errata to 3.31; First Fire only).
    #[arg(long = "decline-rof")]
    decline_rof: bool,
    /// The machine gun is captured (ROF −1, B# −2).
    #[arg(long)]
    captured: bool,
    /// The machine gun is used by an Inexperienced MMC (B# −1, two-column cowering).
    #[arg(long = "mg-inexperienced")]
    mg_inexperienced: bool,
    /// The firer is pinned: a machine gun loses its Rate of Fire (halve --fp yourself); the
    /// firers of --unit-fp are halved.
    #[arg(long)]
    pinned: bool,
    #[arg(long = "fire-type", value_parser = parse_fire_type, default_value = "prep")]
    fire_type: FireType,
    /// What an attack below 1 FP does: none (default) or use-1.
    #[arg(long = "below-one", value_parser = parse_below, default_value = "none")]
    below_one: BelowOne,
    /// Residual FP by the printed rule only (half the column used), without the official SK
    /// errata that move it one column left per +1 of Hindrance and of CX.
    #[arg(long = "no-residual-errata")]
    no_residual_errata: bool,
    #[command(flatten)]
    common: Common,
}

impl IftArgs {
    /// Whether the flags describe a machine gun in the attack.
    fn has_mg(&self) -> bool {
        self.rof.is_some()
            || self.bn.is_some()
            || self.mg_fp.is_some()
            || (self.captured && !self.ft && !self.dc)
            || self.mg_inexperienced
            || self.decline_rof
    }

    /// The firepower the flags give, for the text header.
    fn fp_text(&self, total: Frac) -> String {
        self.fp.unwrap_or(total).to_string()
    }

    /// The DRM parts the flags give, on an attack.
    fn with_drms(&self, a: FireAttack) -> FireAttack {
        FireAttack {
            fire_type: self.fire_type,
            inexperienced: self.inexperienced,
            leaders: self.leader.flatten().into_iter().collect(),
            tem: self.tem,
            hindrance: self.hindrance,
            ffmo: self.ffmo,
            ffnam: self.ffnam,
            cx: self.cx,
            target_fts: self.target_fts,
            other_drm: self.drm,
            ..a
        }
    }

    /// The attack the flags describe: the units' FP as given (or built from --unit-fp), a
    /// FT or DC, and the machine gun (if any) as an item with its own part of the FP, so the
    /// resolver works out its Rate of Fire, breakdown and what it leaves of the Residual FP,
    /// as for the panels.
    fn attack(&self, data: &AslData, loc: &Localizer) -> Result<FireAttack, String> {
        // With a directing leader, or no MMC firing, nothing in the attack can cower.
        let mmc = !self.no_mmc && self.leader.is_none();
        let parts = !self.unit_fp.is_empty();
        if self.fire_type == FireType::Residual {
            // A Residual FP attack has no weapon to keep ROF or break down (L1067-1079).
            for (flag, on) in [
                ("--rof", self.rof.is_some()),
                ("--bn", self.bn.is_some()),
                ("--mg-fp", self.mg_fp.is_some()),
                ("--ft", self.ft),
                ("--dc", self.dc),
            ] {
                if on {
                    return Err(loc.tr("asl-cli-err-residual-flag", &[("flag", flag.into())]));
                }
            }
        }
        if !parts && !self.ft && !self.dc && self.fp.is_none() {
            return Err(loc.t("asl-cli-err-no-fp"));
        }
        if parts && self.fp.is_some() {
            return Err(loc.t("asl-cli-err-fp-and-parts"));
        }
        if !parts && !self.ft && (self.pbf || self.long_range || self.area_fire) {
            return Err(loc.t("asl-cli-err-factor-no-parts"));
        }
        if (self.non_elite || self.xn.is_some()) && !self.ft && !self.dc {
            return Err(loc.t("asl-cli-err-xn-no-ft"));
        }
        if self.ft || self.dc {
            if self.has_mg() {
                return Err(loc.t("asl-cli-err-ft-mg"));
            }
            let kind = if self.ft { ItemKind::Ft } else { ItemKind::Dc };
            let it = FireItem {
                long_range: self.long_range,
                pinned: self.pinned,
                elite: !self.non_elite,
                bnum: self.xn,
                inexperienced: self.inexperienced,
                captured: self.captured,
                // A leader cannot direct a FT (L1730-1731): only --no-mmc keeps it from
                // cowering.
                smc_crew: if self.ft { self.no_mmc } else { !mmc },
                ..FireItem::new(kind, data.weapons.fp(kind))
            };
            return Ok(self.with_drms(FireAttack {
                items: vec![it],
                ..Default::default()
            }));
        }
        let units: Vec<FireItem> = self
            .unit_fp
            .iter()
            .map(|&fp| FireItem {
                pbf: self.pbf,
                long_range: self.long_range,
                area_fire: self.area_fire,
                pinned: self.pinned,
                ..FireItem::new(ItemKind::Squad, fp)
            })
            .collect();
        if !self.has_mg() {
            if self.pinned && !parts {
                return Err(loc.t("asl-cli-err-pinned-no-mg"));
            }
            return Ok(self.with_drms(FireAttack {
                items: units,
                raw_fp: self.fp,
                raw_mmc: mmc,
                ..Default::default()
            }));
        }
        let Some(mg_fp) = self.mg_fp.or(self.fp) else {
            return Err(loc.t("asl-cli-err-parts-mg-fp"));
        };
        let rest = match self.fp {
            Some(fp) => fp.minus(mg_fp).filter(|r| r.n >= 0).ok_or_else(|| {
                loc.tr(
                    "asl-cli-err-mg-fp",
                    &[("mg", mg_fp.to_string()), ("fp", fp.to_string())],
                )
            })?,
            None => Frac::ZERO,
        };
        let mg = FireItem {
            fp: u32::try_from(mg_fp.floor().max(0)).unwrap_or(0),
            given_fp: Some(mg_fp),
            rof: self.rof,
            bnum: self.bn,
            captured: self.captured,
            inexperienced: self.mg_inexperienced,
            pinned: self.pinned,
            decline_rof: self.decline_rof,
            smc_crew: !mmc,
            ..FireItem::new(ItemKind::Mg, 0)
        };
        let mut items = vec![mg];
        items.extend(units);
        Ok(self.with_drms(FireAttack {
            items,
            raw_fp: (rest.n > 0).then_some(rest),
            raw_mmc: mmc,
            ..Default::default()
        }))
    }

    fn settings(&self) -> AslSettings {
        AslSettings {
            below_one: self.below_one,
            residual_errata: !self.no_residual_errata,
            ..Default::default()
        }
    }
}

pub(super) fn ift(
    data: &AslData,
    loc: &Localizer,
    name: &str,
    args: &[String],
) -> Result<String, String> {
    let a: IftArgs = super::parse_for(name, args)?;
    let loc = loc_for(loc, &a.common);
    let attack = a.attack(data, &loc)?;
    let (c, w) = dice2(&a.common, a.dice);
    let mut o = fire::resolve(data, &attack, &a.settings(), c, w).map_err(|e| err(&loc, e))?;
    // Only the Residual FP depends on how --fp splits between the MG and the units.
    if a.has_mg() && a.mg_fp.is_none() && o.residual.is_some() {
        let at = o
            .lines
            .iter()
            .position(|l| l.msg == "asl-residual")
            .unwrap_or(o.lines.len());
        o.lines.insert(
            at,
            Line::new("asl-cli-mg-all-fp").arg("fp", a.fp_text(o.fp)),
        );
    }
    let mg_rof = o.rof.first();
    let mg_break = o.breakdown.first();
    let basis = super::super::basis::fire(&attack, &o);
    // MMP's official errata, cited as errata (not a reading) when it changed the answer.
    let errata = o
        .lines
        .iter()
        .any(|l| l.msg == "asl-residual-errata" || l.msg == "asl-rof-declined")
        .then_some("MMP official ASLSK #1 errata to 3.31");
    out_b(
        &loc,
        a.common.json,
        json!({
            "fp": o.fp.as_f64(),
            "fp_text": o.fp.to_string(),
            "column": o.column,
            "base_column": o.base_column,
            "colored": c,
            "white": w,
            "original_dr": o.original_dr,
            "drm": o.drm,
            "final_dr": o.final_dr,
            "cower_columns": o.cower_columns,
            "result": o.result.label(),
            "rof": mg_rof.map(|r| r.kept),
            "breakdown": mg_break.is_some_and(|b| b.broke),
            "breakdown_number": mg_break.map(|b| b.number),
            "mg_removed": mg_break.is_some_and(|b| b.eliminated),
            "residual": o.residual,
            "dm_threat": o.dm_threat,
            "errata": errata,
            "explanation": worded(&loc, &o.lines),
        }),
        lines_text(&loc, &o.lines),
        &basis,
    )
}

/// Exact odds of each IFT result for a situation.
pub fn ift_odds_json(
    data: &AslData,
    a: &FireAttack,
    s: &AslSettings,
) -> Result<(Value, Vec<(fire::IftResult, u32)>), RuleError> {
    let prep = fire::prepare(data, a, s)?;
    let odds = fire::odds(data, a, s)?;
    let mut v = json!({
        "fp": prep.total.as_f64(),
        "fp_text": prep.total.to_string(),
        "column": prep.column.map(|c| data.ift.columns[c]),
        "drm": prep.drm,
        "cower_columns_on_doubles": prep.cower_on_doubles,
        "outcomes": 36,
        "results": odds.iter().map(|(r, n)| json!({
            "result": r.label(),
            "num": n,
            "den": 36,
            "p": *n as f64 / 36.0,
        })).collect::<Vec<_>>(),
    });
    super::super::basis::fire_before(a, prep.total).stamp(&mut v);
    Ok((v, odds))
}

pub(super) fn ift_odds(data: &AslData, loc: &Localizer, args: &[String]) -> Result<String, String> {
    let a: IftArgs = super::parse_for("adjutant odds asl-sk1 ift", args)?;
    let loc = loc_for(loc, &a.common);
    if a.dice.is_some() {
        return Err("odds take no --dice: they cover every roll".into());
    }
    let attack = a.attack(data, &loc)?;
    let prep = fire::prepare(data, &attack, &a.settings()).map_err(|e| err(&loc, e))?;
    let (v, odds) = ift_odds_json(data, &attack, &a.settings()).map_err(|e| err(&loc, e))?;
    let mut text = loc.tr(
        "asl-cli-odds-header",
        &[
            ("fp", a.fp_text(prep.total)),
            ("drm", fire::signed(prep.drm)),
        ],
    );
    for (r, n) in odds {
        text.push_str(&format!(
            "\n{:>5}  {:>2}/36  {:>6}",
            r.label(),
            n,
            loc.pct(n as f64 * 100.0 / 36.0, 1)
        ));
    }
    // An odds answer: its text as `odds` always gave it.
    if a.common.json {
        serde_json::to_string_pretty(&v).map_err(|e| e.to_string())
    } else {
        Ok(text)
    }
}
