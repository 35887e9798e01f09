//! `adjutant resolve asl-sk1 …` and `adjutant odds asl-sk1 …`: the same resolvers as the
//! panels, on a situation given as flags and dice given as `--dice coloured,white` (or rolled
//! with `--seed`). JSON fields are documented in `docs/asl-sk1.md`.

use clap::Parser;
use serde_json::{Value, json};

use super::cc::{self, CloseCombat};
use super::data::AslData;
use super::fire::{self, FireAttack, FireItem, FireType, ItemKind};
use super::frac::Frac;
use super::limits;
use super::morale::{self, CheckKind, MoraleCheck, Promotion, RallyAttempt, UnitSize};
use super::{AslSettings, BelowOne, Line, RuleError};
use crate::content::Content;
use crate::core::rng::GameRng;
use crate::i18n::{Lang, Localizer};

fn parse_lang(s: &str) -> Result<Lang, String> {
    Lang::parse(s).ok_or_else(|| format!("'{s}' is not a language: use it or en"))
}

/// A firepower: above 0 and at most [`limits::FP_MAX`] (an FP of 0 is no attack at all).
fn parse_fp(s: &str) -> Result<Frac, String> {
    let f = Frac::parse(s)
        .ok_or_else(|| format!("'{s}' is not a firepower: use e.g. 19, 3.5 or 7/2"))?;
    if f.n <= 0 || !f.at_most(limits::FP_MAX) || f.d > limits::FP_DEN_MAX {
        return Err(format!(
            "'{s}' is out of range: a firepower is above 0 and at most {}",
            limits::FP_MAX
        ));
    }
    Ok(f)
}

/// An integer flag within `min..=max`; clap names the flag in the error.
fn int_in(s: &str, min: i64, max: i64) -> Result<i64, String> {
    let v: i64 = s
        .trim()
        .parse()
        .map_err(|_| format!("'{s}' is not a whole number"))?;
    if (min..=max).contains(&v) {
        Ok(v)
    } else {
        Err(format!("{v} is out of range: use {min} to {max}"))
    }
}

fn as_i32(v: i64) -> i32 {
    i32::try_from(v).unwrap_or(0)
}

/// A DRM a player enters: within ±[`limits::DRM_MAX`].
fn parse_drm(s: &str) -> Result<i32, String> {
    let m = limits::DRM_MAX as i64;
    int_in(s, -m, m).map(as_i32)
}

/// A leader's leadership.
fn parse_leadership(s: &str) -> Result<i32, String> {
    int_in(
        s,
        limits::LEADERSHIP_MIN as i64,
        limits::LEADERSHIP_MAX as i64,
    )
    .map(as_i32)
}

/// A morale level (2 to 12).
fn parse_morale(s: &str) -> Result<i32, String> {
    int_in(s, limits::MORALE_MIN as i64, limits::MORALE_MAX as i64).map(as_i32)
}

fn parse_elr(s: &str) -> Result<i32, String> {
    int_in(s, 0, limits::ELR_MAX as i64).map(as_i32)
}

/// One side's Close Combat FP.
fn parse_cc_fp(s: &str) -> Result<u32, String> {
    int_in(s, 1, limits::CC_FP_MAX as i64).map(|v| u32::try_from(v).unwrap_or(1))
}

/// Portage Points.
fn parse_pp(s: &str) -> Result<u32, String> {
    int_in(s, 0, limits::PP_MAX as i64).map(|v| u32::try_from(v).unwrap_or(0))
}

fn parse_fire_type(s: &str) -> Result<FireType, String> {
    FireType::parse(s).ok_or_else(|| {
        format!("'{s}' is not a fire type: use prep, dff, sff, fpf, final, final-marked, advancing or residual")
    })
}

fn parse_below(s: &str) -> Result<BelowOne, String> {
    match s {
        "none" => Ok(BelowOne::NoAttack),
        "use-1" => Ok(BelowOne::FirstColumn),
        _ => Err(format!("'{s}' is not a choice: use none or use-1")),
    }
}

/// `c,w`: the coloured die first.
fn parse_two(s: &str) -> Result<(u8, u8), String> {
    let v: Vec<&str> = s.split([',', ' ']).filter(|x| !x.is_empty()).collect();
    let die = |t: &str| {
        t.trim()
            .parse::<u8>()
            .ok()
            .filter(|d| (1..=6).contains(d))
            .ok_or_else(|| format!("'{t}' is not a face of a d6 (1 to 6)"))
    };
    match v.as_slice() {
        [c, w] => Ok((die(c)?, die(w)?)),
        _ => Err(format!(
            "'{s}' is not two dice: give the coloured die then the white one, e.g. 2,4"
        )),
    }
}

fn parse_one(s: &str) -> Result<u8, String> {
    s.trim()
        .parse::<u8>()
        .ok()
        .filter(|d| (1..=6).contains(d))
        .ok_or_else(|| format!("'{s}' is not a face of a d6 (1 to 6)"))
}

#[derive(Parser, Debug)]
struct Common {
    /// Roll with this seed when no dice are given.
    #[arg(long)]
    seed: Option<u64>,
    #[arg(long, value_parser = parse_lang)]
    lang: Option<Lang>,
    #[arg(long)]
    json: bool,
}

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
                smc_crew: !mmc,
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

#[derive(Parser, Debug)]
struct McArgs {
    #[arg(long, value_parser = parse_morale)]
    morale: i32,
    /// Total DRM (e.g. +# of an #MC, leadership).
    #[arg(long, default_value_t = 0, allow_hyphen_values = true, value_parser = parse_drm)]
    drm: i32,
    #[arg(long, value_parser = parse_two)]
    dice: Option<(u8, u8)>,
    /// The unit is already broken (use its broken morale).
    #[arg(long)]
    broken: bool,
    /// The unit is a leader.
    #[arg(long = "is-leader")]
    is_leader: bool,
    /// The unit is a half-squad.
    #[arg(long = "half-squad")]
    half_squad: bool,
    /// The side's ELR.
    #[arg(long, allow_negative_numbers = true, value_parser = parse_elr)]
    elr: Option<i32>,
    /// Underlined morale: not subject to ELR.
    #[arg(long = "elr-exempt")]
    elr_exempt: bool,
    /// Leadership of the leader just eliminated (nmc: an LLMC) or broken (ptc: an LLTC); a
    /// negative value is added to the DR as a penalty.
    #[arg(long = "lost-leader", allow_hyphen_values = true, value_parser = parse_leadership)]
    lost_leader: Option<i32>,
    #[command(flatten)]
    common: Common,
}

#[derive(Parser, Debug)]
struct RallyArgs {
    /// Broken morale level.
    #[arg(long, value_parser = parse_morale)]
    morale: i32,
    #[arg(long)]
    dm: bool,
    /// In woods or a building.
    #[arg(long)]
    cover: bool,
    #[arg(long = "self-rally")]
    self_rally: bool,
    #[arg(long = "leader-drm", allow_hyphen_values = true, value_parser = parse_leadership)]
    leader_drm: Option<i32>,
    #[arg(long, default_value_t = 0, allow_hyphen_values = true, value_parser = parse_drm)]
    drm: i32,
    /// The unit is a leader, not an MMC.
    #[arg(long = "is-leader")]
    is_leader: bool,
    #[arg(long, value_parser = parse_two)]
    dice: Option<(u8, u8)>,
    #[command(flatten)]
    common: Common,
}

#[derive(Parser, Debug)]
struct CcArgs {
    #[arg(long = "attacker-fp", value_parser = parse_cc_fp)]
    attacker_fp: u32,
    #[arg(long = "defender-fp", value_parser = parse_cc_fp)]
    defender_fp: u32,
    #[arg(long = "leader-drm", allow_hyphen_values = true, value_parser = parse_leadership)]
    leader_drm: Option<i32>,
    #[arg(long = "attacker-cx")]
    attacker_cx: bool,
    #[arg(long = "defender-cx")]
    defender_cx: bool,
    #[arg(long = "defender-broken")]
    defender_broken: bool,
    /// The attacker ambushed (−1).
    #[arg(long)]
    ambusher: bool,
    /// The defender ambushed (+1).
    #[arg(long = "vs-ambusher")]
    vs_ambusher: bool,
    /// Only leaders attack (no MMC): an original 2 creates no leader (L1805).
    #[arg(long = "no-mmc")]
    no_mmc: bool,
    #[arg(long, default_value_t = 0, allow_hyphen_values = true, value_parser = parse_drm)]
    drm: i32,
    #[arg(long, value_parser = parse_two)]
    dice: Option<(u8, u8)>,
    #[command(flatten)]
    common: Common,
}

#[derive(Parser, Debug)]
struct MfArgs {
    /// squad, half-squad or leader.
    #[arg(long, default_value = "squad")]
    unit: String,
    /// A Green squad or half-squad: Inexperienced unless it moves with a Good Order leader.
    #[arg(long)]
    inexperienced: bool,
    /// A Conscript squad or half-squad: Inexperienced even with a leader.
    #[arg(long)]
    conscript: bool,
    /// A wounded leader.
    #[arg(long)]
    wounded: bool,
    /// The squad moves the whole phase with a Good Order leader.
    #[arg(long = "with-leader")]
    with_leader: bool,
    /// Only along a road for the whole phase.
    #[arg(long)]
    road: bool,
    #[arg(long = "double-time")]
    double_time: bool,
    /// Portage Points carried.
    #[arg(long, default_value_t = 0, value_parser = parse_pp)]
    pp: u32,
    /// Already CX (IPC 1 lower, no Double Time).
    #[arg(long)]
    cx: bool,
    /// MF to enter the next hex (e.g. 2 for woods or a building, 1.5 for grain): says whether
    /// Assault Movement into it is allowed and what an Advance into it does.
    #[arg(long = "hex-cost", value_parser = parse_cost)]
    hex_cost: Option<Frac>,
    #[command(flatten)]
    common: Common,
}

fn parse_cost(s: &str) -> Result<Frac, String> {
    Frac::parse(s)
        .filter(|f| f.n > 0 && f.at_most(limits::HEX_COST_MAX) && f.d <= limits::FP_DEN_MAX)
        .ok_or_else(|| {
            format!(
                "'{s}' is not an MF cost: use e.g. 1, 1.5 or 2 (above 0, at most {})",
                limits::HEX_COST_MAX
            )
        })
}

#[derive(Parser, Debug)]
struct WoundArgs {
    #[arg(long, value_parser = parse_one)]
    dr: Option<u8>,
    #[arg(long)]
    wounded: bool,
    #[command(flatten)]
    common: Common,
}

#[derive(Parser, Debug)]
struct PromoArgs {
    #[arg(long, value_parser = parse_morale)]
    morale: i32,
    #[arg(long)]
    nationality: String,
    #[arg(long = "self-rally")]
    self_rally: bool,
    #[arg(long, value_parser = parse_one)]
    dr: Option<u8>,
    #[command(flatten)]
    common: Common,
}

#[derive(Parser, Debug)]
struct AmbushArgs {
    #[arg(long = "attacker-dr", value_parser = parse_one)]
    attacker_dr: u8,
    #[arg(long = "attacker-drm", default_value_t = 0, allow_hyphen_values = true, value_parser = parse_drm)]
    attacker_drm: i32,
    #[arg(long = "defender-dr", value_parser = parse_one)]
    defender_dr: u8,
    #[arg(long = "defender-drm", default_value_t = 0, allow_hyphen_values = true, value_parser = parse_drm)]
    defender_drm: i32,
    #[command(flatten)]
    common: Common,
}

#[derive(Parser, Debug)]
struct SwKillArgs {
    /// The IFT column (its FP heading: 1, 2, 4, 6, 8, 12…) the attack that killed the SW's
    /// possessor used.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=1000))]
    column: u32,
    /// That attack's total DRM.
    #[arg(long, default_value_t = 0, allow_hyphen_values = true, value_parser = parse_drm)]
    drm: i32,
    /// The coloured and white dice, e.g. 2,4.
    #[arg(long, value_parser = parse_two, conflicts_with = "one_die")]
    dice: Option<(u8, u8)>,
    /// Roll one die instead of two (the text's literal "dr"; the default reads a DR).
    #[arg(long = "one-die")]
    one_die: bool,
    /// The single die, with --one-die.
    #[arg(long, value_parser = parse_one, requires = "one_die")]
    dr: Option<u8>,
    #[command(flatten)]
    common: Common,
}

#[derive(Parser, Debug)]
struct SwRepairArgs {
    /// The repair number printed on the malfunctioned side of the counter (1 to 6).
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=6))]
    repair: u8,
    /// The repair dr (rolled when not given).
    #[arg(long, value_parser = parse_one)]
    dr: Option<u8>,
    /// The possessing unit is broken (the rules refuse the attempt).
    #[arg(long)]
    broken: bool,
    /// The SW is of another nationality, captured (the rules refuse the attempt).
    #[arg(long)]
    captured: bool,
    #[command(flatten)]
    common: Common,
}

#[derive(Parser, Debug)]
struct SwRecoverArgs {
    /// When: rally (start of the Rally Phase, the unit's only action there) or movement (1 MF).
    #[arg(long, value_parser = parse_recover_phase, default_value = "rally")]
    phase: super::sw::RecoverPhase,
    /// The unit is CX (+1 drm).
    #[arg(long)]
    cx: bool,
    /// The unit is broken (the rules refuse the attempt).
    #[arg(long)]
    broken: bool,
    /// The recovery dr (rolled when not given).
    #[arg(long, value_parser = parse_one)]
    dr: Option<u8>,
    #[command(flatten)]
    common: Common,
}

fn parse_recover_phase(s: &str) -> Result<super::sw::RecoverPhase, String> {
    match s {
        "rally" => Ok(super::sw::RecoverPhase::Rally),
        "movement" => Ok(super::sw::RecoverPhase::Movement),
        _ => Err(format!("'{s}' is not a phase: use rally or movement")),
    }
}

#[derive(Parser, Debug)]
struct SmokeArgs {
    /// The Smoke Exponent printed over the unit's FP (0: none printed, the rules refuse).
    #[arg(long, value_parser = parse_exponent)]
    exponent: u8,
    /// Where the grenade goes: own (1 MF) or adjacent (2 MF).
    #[arg(long, value_parser = parse_smoke_hex, default_value = "own")]
    hex: super::smoke::SmokeHex,
    /// The unit is CX (+1 drm).
    #[arg(long)]
    cx: bool,
    /// The unit is broken (the rules refuse the attempt).
    #[arg(long)]
    broken: bool,
    /// The unit is pinned (the rules refuse the attempt).
    #[arg(long)]
    pinned: bool,
    /// The unit already tried once this MPh (the rules refuse a second try).
    #[arg(long)]
    tried: bool,
    /// The MF the unit has left (refused when below the cost).
    #[arg(long = "mf-left", value_parser = parse_mf_left)]
    mf_left: Option<i32>,
    /// How long the smoke stays: mph (the text, default) or player-turn.
    #[arg(long, value_parser = parse_smoke_lasts, default_value = "mph", action = clap::ArgAction::Set)]
    lasts: bool,
    /// The placement dr (rolled when not given).
    #[arg(long, alias = "dice", value_parser = parse_one)]
    dr: Option<u8>,
    #[command(flatten)]
    common: Common,
}

fn parse_exponent(s: &str) -> Result<u8, String> {
    int_in(
        s,
        limits::SMOKE_EXPONENT_MIN as i64,
        limits::SMOKE_EXPONENT_MAX as i64,
    )
    .map(|v| u8::try_from(v).unwrap_or(0))
}

fn parse_mf_left(s: &str) -> Result<i32, String> {
    int_in(s, 0, limits::MF_LEFT_MAX as i64).map(as_i32)
}

fn parse_smoke_hex(s: &str) -> Result<super::smoke::SmokeHex, String> {
    match s {
        "own" => Ok(super::smoke::SmokeHex::Own),
        "adjacent" => Ok(super::smoke::SmokeHex::Adjacent),
        _ => Err(format!("'{s}' is not a hex: use own or adjacent")),
    }
}

/// `true`: the smoke stays to the end of the Player Turn.
fn parse_smoke_lasts(s: &str) -> Result<bool, String> {
    match s {
        "mph" => Ok(false),
        "player-turn" => Ok(true),
        _ => Err(format!("'{s}' is not a duration: use mph or player-turn")),
    }
}

#[derive(Parser, Debug)]
struct RandomArgs {
    /// One candidate (a unit's name); repeat for each, at least two.
    #[arg(long = "candidate")]
    candidates: Vec<String>,
    /// How many to select (the # of a #KIA); fewer than the candidates.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=20))]
    count: u8,
    /// The dr's, one per candidate in order, then one per tied candidate for each re-roll,
    /// e.g. 3,5,5,2,6 (rolled when not given).
    #[arg(long, value_parser = parse_faces)]
    dice: Option<Faces>,
    #[command(flatten)]
    common: Common,
}

/// Die faces given as one flag (a newtype, so clap takes the list as one value).
#[derive(Debug, Clone)]
struct Faces(Vec<u8>);

/// A list of die faces, `3,5,1`.
fn parse_faces(s: &str) -> Result<Faces, String> {
    let v: Vec<&str> = s.split([',', ' ']).filter(|x| !x.is_empty()).collect();
    if v.is_empty() || v.len() > limits::PICK_DICE_MAX {
        return Err(format!(
            "'{s}' is not a list of 1 to {} dice, e.g. 3,5,1",
            limits::PICK_DICE_MAX
        ));
    }
    v.iter()
        .map(|t| parse_one(t))
        .collect::<Result<_, _>>()
        .map(Faces)
}

fn rng(c: &Common) -> GameRng {
    match c.seed {
        Some(s) => GameRng::from_seed(s),
        None => GameRng::from_entropy(),
    }
}

fn dice2(c: &Common, d: Option<(u8, u8)>) -> (u8, u8) {
    d.unwrap_or_else(|| {
        let mut r = rng(c);
        (r.index(6) as u8 + 1, r.index(6) as u8 + 1)
    })
}

fn dice1(c: &Common, d: Option<u8>) -> u8 {
    d.unwrap_or_else(|| rng(c).index(6) as u8 + 1)
}

fn lines_text(loc: &Localizer, lines: &[Line]) -> String {
    lines
        .iter()
        .map(|l| l.text(loc))
        .collect::<Vec<_>>()
        .join("\n")
}

fn err(loc: &Localizer, e: RuleError) -> String {
    e.text(loc)
}

fn out(json: bool, v: Value, text: String) -> Result<String, String> {
    if json {
        serde_json::to_string_pretty(&v).map_err(|e| e.to_string())
    } else {
        Ok(text)
    }
}

fn loc_for(loc: &Localizer, c: &Common) -> Localizer {
    let mut l = loc.clone();
    if let Some(lang) = c.lang {
        l.lang = lang;
    }
    l
}

/// The tables of the loaded game (the player's valid copies over the embedded ones).
fn tables(content: &Content) -> Result<std::sync::Arc<super::data::AslData>, String> {
    content
        .game(super::ID)
        .map(super::data::for_def)
        .ok_or_else(|| format!("game '{}' is not loaded", super::ID))
}

pub fn resolve(
    content: &Content,
    loc: &Localizer,
    resolver: &str,
    args: &[String],
) -> Result<String, String> {
    let data = &*tables(content)?;
    let name = format!("adjutant resolve asl-sk1 {resolver}");
    match resolver {
        "ift" => {
            let a: IftArgs = crate::games::parse_args(&name, args)?;
            let loc = loc_for(loc, &a.common);
            let attack = a.attack(data, &loc)?;
            let (c, w) = dice2(&a.common, a.dice);
            let mut o =
                fire::resolve(data, &attack, &a.settings(), c, w).map_err(|e| err(&loc, e))?;
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
            out(
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
                    "explanation": o.lines.iter().map(|l| l.text(&loc)).collect::<Vec<_>>(),
                }),
                lines_text(&loc, &o.lines),
            )
        }
        "mc" | "nmc" | "ptc" => {
            let a: McArgs = crate::games::parse_args(&name, args)?;
            let loc = loc_for(loc, &a.common);
            let (c, w) = dice2(&a.common, a.dice);
            let m = MoraleCheck {
                kind: match resolver {
                    "mc" => CheckKind::Mc,
                    "nmc" => CheckKind::Nmc,
                    _ => CheckKind::Ptc,
                },
                morale: a.morale,
                other_drm: a.drm,
                broken: a.broken,
                size: if a.is_leader {
                    UnitSize::Leader
                } else if a.half_squad {
                    UnitSize::HalfSquad
                } else {
                    UnitSize::Squad
                },
                elr: a.elr,
                elr_exempt: a.elr_exempt,
                leader_loss: a.lost_leader,
                ..Default::default()
            };
            let o = morale::morale_check(&m, c, w).map_err(|e| err(&loc, e))?;
            out(
                a.common.json,
                json!({
                    "colored": c,
                    "white": w,
                    "original_dr": o.original_dr,
                    "drm": o.drm,
                    "final_dr": o.final_dr,
                    "passed": o.passed,
                    "result": o.result,
                    "elr_replaced": o.elr_replaced,
                    "leader_may_help": o.leader_may_help,
                    "wound_roll": o.wound_roll,
                    "explanation": o.lines.iter().map(|l| l.text(&loc)).collect::<Vec<_>>(),
                }),
                lines_text(&loc, &o.lines),
            )
        }
        "rally" => {
            let a: RallyArgs = crate::games::parse_args(&name, args)?;
            let loc = loc_for(loc, &a.common);
            let (c, w) = dice2(&a.common, a.dice);
            let r = RallyAttempt {
                broken_morale: a.morale,
                dm: a.dm,
                woods_building: a.cover,
                self_rally: a.self_rally,
                leader_drm: a.leader_drm,
                other_drm: a.drm,
                mmc: !a.is_leader,
            };
            let o = morale::rally(&r, c, w).map_err(|e| err(&loc, e))?;
            out(
                a.common.json,
                json!({
                    "colored": c,
                    "white": w,
                    "original_dr": o.original_dr,
                    "drm": o.drm,
                    "final_dr": o.final_dr,
                    "result": o.result,
                    "field_promotion": o.field_promotion,
                    "wound_roll": o.wound_roll,
                    "explanation": o.lines.iter().map(|l| l.text(&loc)).collect::<Vec<_>>(),
                }),
                lines_text(&loc, &o.lines),
            )
        }
        "cc" => {
            let a: CcArgs = crate::games::parse_args(&name, args)?;
            let loc = loc_for(loc, &a.common);
            let (c, w) = dice2(&a.common, a.dice);
            let k = CloseCombat {
                attacker_fp: a.attacker_fp,
                defender_fp: a.defender_fp,
                leader_drm: a.leader_drm,
                attacker_cx: a.attacker_cx,
                defender_cx: a.defender_cx,
                defender_broken: a.defender_broken,
                attacker_ambushed: a.ambusher,
                defender_ambushed: a.vs_ambusher,
                other_drm: a.drm,
                mmc: !a.no_mmc,
            };
            let o = cc::close_combat(data, &k, c, w).map_err(|e| err(&loc, e))?;
            out(
                a.common.json,
                json!({
                    "odds": o.odds,
                    "kill": o.kill,
                    "colored": c,
                    "white": w,
                    "original_dr": o.original_dr,
                    "drm": o.drm,
                    "final_dr": o.final_dr,
                    "result": o.result,
                    "field_promotion": o.field_promotion,
                    "explanation": o.lines.iter().map(|l| l.text(&loc)).collect::<Vec<_>>(),
                }),
                lines_text(&loc, &o.lines),
            )
        }
        "ambush" => {
            let a: AmbushArgs = crate::games::parse_args(&name, args)?;
            let loc = loc_for(loc, &a.common);
            let (who, lines) =
                cc::ambush(a.attacker_dr, a.attacker_drm, a.defender_dr, a.defender_drm)
                    .map_err(|e| err(&loc, e))?;
            out(
                a.common.json,
                json!({ "ambush": who, "explanation": lines.iter().map(|l| l.text(&loc)).collect::<Vec<_>>() }),
                lines_text(&loc, &lines),
            )
        }
        "wound" => {
            let a: WoundArgs = crate::games::parse_args(&name, args)?;
            let loc = loc_for(loc, &a.common);
            let d = dice1(&a.common, a.dr);
            let o = morale::wound(d, a.wounded).map_err(|e| err(&loc, e))?;
            out(
                a.common.json,
                json!({ "dr": d, "final_dr": o.final_dr, "wound": o.wound,
                        "explanation": o.lines.iter().map(|l| l.text(&loc)).collect::<Vec<_>>() }),
                lines_text(&loc, &o.lines),
            )
        }
        "promotion" => {
            let a: PromoArgs = crate::games::parse_args(&name, args)?;
            let loc = loc_for(loc, &a.common);
            let d = dice1(&a.common, a.dr);
            let p = Promotion {
                morale: a.morale,
                nationality: a.nationality.clone(),
                self_rally: a.self_rally,
            };
            let o = morale::promotion(data, &p, d).map_err(|e| err(&loc, e))?;
            out(
                a.common.json,
                json!({ "dr": d, "final_dr": o.final_dr, "leader": o.leader,
                        "explanation": o.lines.iter().map(|l| l.text(&loc)).collect::<Vec<_>>() }),
                lines_text(&loc, &o.lines),
            )
        }
        "mf" => {
            let a: MfArgs = crate::games::parse_args(&name, args)?;
            let loc = loc_for(loc, &a.common);
            let size = match a.unit.as_str() {
                "squad" => UnitSize::Squad,
                "half-squad" => UnitSize::HalfSquad,
                "leader" => UnitSize::Leader,
                other => {
                    return Err(format!(
                        "--unit: '{other}' is not squad, half-squad or leader"
                    ));
                }
            };
            let q = super::movement::MoveQuery {
                size,
                inexperienced: a.inexperienced,
                conscript: a.conscript,
                wounded: a.wounded,
                with_leader: a.with_leader,
                road: a.road,
                double_time: a.double_time,
                pp: a.pp,
                cx: a.cx,
                hex_cost: a.hex_cost,
            };
            let o = super::movement::movement(&data.movement, &q).map_err(|e| err(&loc, e))?;
            out(
                a.common.json,
                json!({ "mf": o.mf, "ipc": o.ipc, "excess_pp": o.excess_pp,
                        "assault_movement": o.assault, "advance": o.advance,
                        "advance_mf": o.advance_mf,
                        "explanation": o.lines.iter().map(|l| l.text(&loc)).collect::<Vec<_>>() }),
                lines_text(&loc, &o.lines),
            )
        }
        "sw-kill" => {
            let a: SwKillArgs = crate::games::parse_args(&name, args)?;
            let loc = loc_for(loc, &a.common);
            let settings = AslSettings {
                sw_kill_one_die: a.one_die,
                ..Default::default()
            };
            let (c, w) = if a.one_die {
                (dice1(&a.common, a.dr), 1)
            } else {
                dice2(&a.common, a.dice)
            };
            let k = super::sw::SwKill {
                column: a.column,
                drm: a.drm,
            };
            let o = super::sw::sw_kill(data, &k, &settings, c, w).map_err(|e| err(&loc, e))?;
            let odds = super::sw::sw_kill_odds(data, &k, &settings).map_err(|e| err(&loc, e))?;
            out(
                a.common.json,
                json!({
                    "column": o.column,
                    "dice": if a.one_die { vec![c] } else { vec![c, w] },
                    "original_dr": o.original,
                    "drm": k.drm,
                    "final_dr": o.final_dr,
                    "result": o.result.label(),
                    "fate": o.fate,
                    "odds": odds,
                    "explanation": o.lines.iter().map(|l| l.text(&loc)).collect::<Vec<_>>(),
                }),
                format!("{}\n{}", odds.line().text(&loc), lines_text(&loc, &o.lines)),
            )
        }
        "sw-repair" => {
            let a: SwRepairArgs = crate::games::parse_args(&name, args)?;
            let loc = loc_for(loc, &a.common);
            let r = super::sw::SwRepair {
                repair_number: a.repair,
                broken: a.broken,
                captured: a.captured,
            };
            let odds = super::sw::repair_odds(data, &r).map_err(|e| err(&loc, e))?;
            let d = dice1(&a.common, a.dr);
            let o = super::sw::repair(data, &r, d).map_err(|e| err(&loc, e))?;
            out(
                a.common.json,
                json!({
                    "dr": d,
                    "repair_number": a.repair,
                    "result": o.result,
                    "explanation": o.lines.iter().map(|l| l.text(&loc)).collect::<Vec<_>>(),
                }),
                format!("{}\n{}", odds.text(&loc), lines_text(&loc, &o.lines)),
            )
        }
        "sw-recover" => {
            let a: SwRecoverArgs = crate::games::parse_args(&name, args)?;
            let loc = loc_for(loc, &a.common);
            let r = super::sw::SwRecover {
                phase: a.phase,
                cx: a.cx,
                broken: a.broken,
            };
            let odds = super::sw::recover_odds(data, &r).map_err(|e| err(&loc, e))?;
            let d = dice1(&a.common, a.dr);
            let o = super::sw::recover(data, &r, d).map_err(|e| err(&loc, e))?;
            out(
                a.common.json,
                json!({
                    "dr": d,
                    "drm": o.drm,
                    "final_dr": o.final_dr,
                    "recovered": o.recovered,
                    "mf": o.mf,
                    "explanation": o.lines.iter().map(|l| l.text(&loc)).collect::<Vec<_>>(),
                }),
                format!("{}\n{}", odds.text(&loc), lines_text(&loc, &o.lines)),
            )
        }
        "smoke" => {
            let a: SmokeArgs = crate::games::parse_args(&name, args)?;
            let loc = loc_for(loc, &a.common);
            let settings = AslSettings {
                smoke_lasts_player_turn: a.lasts,
                ..Default::default()
            };
            let at = super::smoke::SmokeAttempt {
                exponent: a.exponent,
                hex: a.hex,
                cx: a.cx,
                broken: a.broken,
                pinned: a.pinned,
                tried: a.tried,
                mf_left: a.mf_left,
            };
            let odds = super::smoke::odds(data, &at, &settings).map_err(|e| err(&loc, e))?;
            let d = dice1(&a.common, a.dr);
            let o = super::smoke::place(data, &at, &settings, d).map_err(|e| err(&loc, e))?;
            out(
                a.common.json,
                json!({
                    "dr": d,
                    "exponent": a.exponent,
                    "hex": a.hex,
                    "drm": o.drm,
                    "final_dr": o.final_dr,
                    "placed": o.placed,
                    "mph_ends": o.mph_ends,
                    "mf": o.mf,
                    "hindrance_drm": data.sw.smoke_hindrance.value,
                    "enter_mf": data.sw.smoke_enter_mf.value,
                    "removed_at_end_of": if a.lasts { "player-turn" } else { "mph" },
                    "odds": {
                        "placed": { "num": odds.placed, "den": odds.of,
                                    "p": odds.placed as f64 / odds.of as f64 },
                        "mph_ends": { "num": odds.mph_ends, "den": odds.of,
                                      "p": odds.mph_ends as f64 / odds.of as f64 },
                    },
                    "explanation": o.lines.iter().map(|l| l.text(&loc)).collect::<Vec<_>>(),
                }),
                format!("{}\n{}", odds.line().text(&loc), lines_text(&loc, &o.lines)),
            )
        }
        "random" => {
            let a: RandomArgs = crate::games::parse_args(&name, args)?;
            let loc = loc_for(loc, &a.common);
            let p = super::random::RandomPick {
                candidates: a.candidates.clone(),
                count: a.count as usize,
            };
            let dice = match &a.dice {
                Some(d) => d.0.clone(),
                None => {
                    let mut r = rng(&a.common);
                    super::random::roll_all(&p, || r.index(6) as u8 + 1)
                        .map_err(|e| err(&loc, e))?
                }
            };
            let o = super::random::pick(&p, &dice).map_err(|e| err(&loc, e))?;
            out(
                a.common.json,
                json!({
                    "dice": dice,
                    "picked": o.picked,
                    "tied": o.tied,
                    "slots_left": o.slots,
                    "explanation": o.lines.iter().map(|l| l.text(&loc)).collect::<Vec<_>>(),
                }),
                lines_text(&loc, &o.lines),
            )
        }
        "help" => Ok(loc.t("asl-cli-help")),
        _ => Err(format!(
            "asl-sk1 has no resolver called '{resolver}' (try ift, mc, nmc, ptc, rally, mf, cc, ambush, wound, promotion, sw-kill, sw-repair, sw-recover, smoke, random)"
        )),
    }
}

/// Exact odds of each IFT result for a situation.
pub fn ift_odds_json(
    data: &AslData,
    a: &FireAttack,
    s: &AslSettings,
) -> Result<(Value, Vec<(fire::IftResult, u32)>), RuleError> {
    let prep = fire::prepare(data, a, s)?;
    let odds = fire::odds(data, a, s)?;
    let v = json!({
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
    Ok((v, odds))
}

pub fn odds(
    content: &Content,
    loc: &Localizer,
    resolver: &str,
    args: &[String],
) -> Result<String, String> {
    let data = &*tables(content)?;
    match resolver {
        "ift" => {
            let a: IftArgs = crate::games::parse_args("adjutant odds asl-sk1 ift", args)?;
            let loc = loc_for(loc, &a.common);
            if a.dice.is_some() {
                return Err("odds take no --dice: they cover every roll".into());
            }
            let attack = a.attack(data, &loc)?;
            let prep = fire::prepare(data, &attack, &a.settings()).map_err(|e| err(&loc, e))?;
            let (v, odds) =
                ift_odds_json(data, &attack, &a.settings()).map_err(|e| err(&loc, e))?;
            let mut text = loc.tr(
                "asl-cli-odds-header",
                &[
                    ("fp", a.fp_text(prep.total)),
                    ("drm", fire::signed(prep.drm)),
                ],
            );
            for (r, n) in odds {
                text.push_str(&format!(
                    "\n{:>5}  {:>2}/36  {:5.1}%",
                    r.label(),
                    n,
                    n as f64 * 100.0 / 36.0
                ));
            }
            out(a.common.json, v, text)
        }
        _ => Err(format!("asl-sk1 has no odds for '{resolver}' (try ift)")),
    }
}
