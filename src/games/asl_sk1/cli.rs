//! `adjutant resolve asl-sk1 …` and `adjutant odds asl-sk1 …`: the same resolvers as the
//! panels, on a situation given as flags and dice given as `--dice coloured,white` (or rolled
//! with `--seed`). JSON fields are documented in `docs/asl-sk1.md`.

use clap::Parser;
use serde_json::{Value, json};

use super::cc::{self, CloseCombat};
use super::data::AslData;
use super::fire::{self, FireAttack, FireItem, FireType, ItemKind};
use super::frac::Frac;
use super::morale::{self, CheckKind, MoraleCheck, Promotion, RallyAttempt, UnitSize};
use super::{AslSettings, BelowOne, Line, RuleError};
use crate::content::Content;
use crate::core::rng::GameRng;
use crate::i18n::{Lang, Localizer};

fn parse_lang(s: &str) -> Result<Lang, String> {
    Lang::parse(s).ok_or_else(|| format!("'{s}' is not a language: use it or en"))
}

fn parse_fp(s: &str) -> Result<Frac, String> {
    Frac::parse(s)
        .filter(|f| f.n >= 0)
        .ok_or_else(|| format!("'{s}' is not a firepower: use e.g. 19, 3.5 or 7/2"))
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
    /// Total firepower, with every factor already applied (fractions allowed: 3.5, 7/2).
    #[arg(long, value_parser = parse_fp)]
    fp: Frac,
    /// Total DRM.
    #[arg(long, default_value_t = 0, allow_hyphen_values = true)]
    drm: i32,
    /// Coloured die, then white die.
    #[arg(long, value_parser = parse_two)]
    dice: Option<(u8, u8)>,
    /// A leader directs the attack (no cowering).
    #[arg(long)]
    leader: bool,
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
    /// The machine gun's firer is pinned: no Rate of Fire (halve --fp yourself).
    #[arg(long)]
    pinned: bool,
    #[arg(long = "fire-type", value_parser = parse_fire_type, default_value = "prep")]
    fire_type: FireType,
    /// What an attack below 1 FP does: none (default) or use-1.
    #[arg(long = "below-one", value_parser = parse_below, default_value = "none")]
    below_one: BelowOne,
    #[command(flatten)]
    common: Common,
}

impl IftArgs {
    /// Whether the flags describe a machine gun in the attack.
    fn has_mg(&self) -> bool {
        self.rof.is_some()
            || self.bn.is_some()
            || self.mg_fp.is_some()
            || self.captured
            || self.mg_inexperienced
    }

    /// The attack the flags describe: the units' FP as given, and the machine gun (if any) as
    /// an item with its own part of the FP, so the resolver works out its Rate of Fire,
    /// breakdown and what it leaves of the Residual FP, as for the panels.
    fn attack(&self, loc: &Localizer) -> Result<FireAttack, String> {
        // With a directing leader, or no MMC firing, nothing in the attack can cower.
        let mmc = !self.no_mmc && !self.leader;
        if !self.has_mg() {
            if self.pinned {
                return Err(loc.t("asl-cli-err-pinned-no-mg"));
            }
            return Ok(FireAttack {
                raw_fp: Some(self.fp),
                raw_mmc: mmc,
                fire_type: self.fire_type,
                inexperienced: self.inexperienced,
                other_drm: self.drm,
                ..Default::default()
            });
        }
        let mg_fp = self.mg_fp.unwrap_or(self.fp);
        let rest = self.fp.minus(mg_fp);
        if rest.n < 0 {
            return Err(loc.tr(
                "asl-cli-err-mg-fp",
                &[("mg", mg_fp.to_string()), ("fp", self.fp.to_string())],
            ));
        }
        let mg = FireItem {
            fp: mg_fp.floor().max(0) as u32,
            given_fp: Some(mg_fp),
            rof: self.rof,
            bnum: self.bn,
            captured: self.captured,
            inexperienced: self.mg_inexperienced,
            pinned: self.pinned,
            smc_crew: !mmc,
            ..FireItem::new(ItemKind::Mg, 0)
        };
        Ok(FireAttack {
            items: vec![mg],
            raw_fp: (rest.n > 0).then_some(rest),
            raw_mmc: mmc,
            fire_type: self.fire_type,
            inexperienced: self.inexperienced,
            other_drm: self.drm,
            ..Default::default()
        })
    }

    fn settings(&self) -> AslSettings {
        AslSettings {
            below_one: self.below_one,
            ..Default::default()
        }
    }
}

#[derive(Parser, Debug)]
struct McArgs {
    #[arg(long)]
    morale: i32,
    /// Total DRM (e.g. +# of an #MC, leadership).
    #[arg(long, default_value_t = 0, allow_hyphen_values = true)]
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
    #[arg(long)]
    elr: Option<i32>,
    /// Underlined morale: not subject to ELR.
    #[arg(long = "elr-exempt")]
    elr_exempt: bool,
    /// Leadership of the leader just eliminated (nmc: an LLMC) or broken (ptc: an LLTC); a
    /// negative value is added to the DR as a penalty.
    #[arg(long = "lost-leader", allow_hyphen_values = true)]
    lost_leader: Option<i32>,
    #[command(flatten)]
    common: Common,
}

#[derive(Parser, Debug)]
struct RallyArgs {
    /// Broken morale level.
    #[arg(long)]
    morale: i32,
    #[arg(long)]
    dm: bool,
    /// In woods or a building.
    #[arg(long)]
    cover: bool,
    #[arg(long = "self-rally")]
    self_rally: bool,
    #[arg(long = "leader-drm", allow_hyphen_values = true)]
    leader_drm: Option<i32>,
    #[arg(long, default_value_t = 0, allow_hyphen_values = true)]
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
    #[arg(long = "attacker-fp")]
    attacker_fp: u32,
    #[arg(long = "defender-fp")]
    defender_fp: u32,
    #[arg(long = "leader-drm", allow_hyphen_values = true)]
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
    #[arg(long, default_value_t = 0, allow_hyphen_values = true)]
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
    /// Inexperienced (Green or Conscript) squad or half-squad.
    #[arg(long)]
    inexperienced: bool,
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
    #[arg(long, default_value_t = 0)]
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
        .filter(|f| f.n > 0)
        .ok_or_else(|| format!("'{s}' is not an MF cost: use e.g. 1, 1.5 or 2"))
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
    #[arg(long)]
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
    #[arg(long = "attacker-drm", default_value_t = 0, allow_hyphen_values = true)]
    attacker_drm: i32,
    #[arg(long = "defender-dr", value_parser = parse_one)]
    defender_dr: u8,
    #[arg(long = "defender-drm", default_value_t = 0, allow_hyphen_values = true)]
    defender_drm: i32,
    #[command(flatten)]
    common: Common,
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
            let attack = a.attack(&loc)?;
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
                    Line::new("asl-cli-mg-all-fp").arg("fp", a.fp.to_string()),
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
                mmc: true,
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
        "help" => Ok(loc.t("asl-cli-help")),
        _ => Err(format!(
            "asl-sk1 has no resolver called '{resolver}' (try ift, mc, nmc, ptc, rally, mf, cc, ambush, wound, promotion)"
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
            let attack = a.attack(&loc)?;
            let (v, odds) =
                ift_odds_json(data, &attack, &a.settings()).map_err(|e| err(&loc, e))?;
            let mut text = loc.tr(
                "asl-cli-odds-header",
                &[("fp", a.fp.to_string()), ("drm", fire::signed(a.drm))],
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
