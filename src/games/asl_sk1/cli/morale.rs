//! `mc`, `nmc`, `ptc`, `rally`, `wound` and `promotion`: morale and leaders.

use super::super::morale::{self, CheckKind, MoraleCheck, Promotion, RallyAttempt, UnitSize};
use super::*;

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

pub(super) fn check(
    loc: &Localizer,
    name: &str,
    resolver: &str,
    args: &[String],
) -> Result<String, String> {
    let a: McArgs = super::parse_for(name, args)?;
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
        &loc,
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
            "explanation": worded(&loc, &o.lines),
        }),
        lines_text(&loc, &o.lines),
    )
}

pub(super) fn rally(loc: &Localizer, name: &str, args: &[String]) -> Result<String, String> {
    let a: RallyArgs = super::parse_for(name, args)?;
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
        &loc,
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
            "explanation": worded(&loc, &o.lines),
        }),
        lines_text(&loc, &o.lines),
    )
}

pub(super) fn wound(loc: &Localizer, name: &str, args: &[String]) -> Result<String, String> {
    let a: WoundArgs = super::parse_for(name, args)?;
    let loc = loc_for(loc, &a.common);
    let d = dice1(&a.common, a.dr);
    let o = morale::wound(d, a.wounded).map_err(|e| err(&loc, e))?;
    out(
        &loc,
        a.common.json,
        json!({ "dr": d, "final_dr": o.final_dr, "wound": o.wound,
                "explanation": worded(&loc, &o.lines) }),
        lines_text(&loc, &o.lines),
    )
}

pub(super) fn promotion(
    data: &AslData,
    loc: &Localizer,
    name: &str,
    args: &[String],
) -> Result<String, String> {
    let a: PromoArgs = super::parse_for(name, args)?;
    let loc = loc_for(loc, &a.common);
    let d = dice1(&a.common, a.dr);
    let p = Promotion {
        morale: a.morale,
        nationality: a.nationality.clone(),
        self_rally: a.self_rally,
    };
    let o = morale::promotion(data, &p, d).map_err(|e| err(&loc, e))?;
    out_b(
        &loc,
        a.common.json,
        json!({ "dr": d, "final_dr": o.final_dr, "leader": o.leader,
                "explanation": worded(&loc, &o.lines) }),
        lines_text(&loc, &o.lines),
        &super::super::basis::promotion(),
    )
}
