//! `sw-kill`, `sw-repair` and `sw-recover`: support weapons.

use super::*;

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
    phase: super::super::sw::RecoverPhase,
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

fn parse_recover_phase(s: &str) -> Result<super::super::sw::RecoverPhase, String> {
    match s {
        "rally" => Ok(super::super::sw::RecoverPhase::Rally),
        "movement" => Ok(super::super::sw::RecoverPhase::Movement),
        _ => Err(format!("'{s}' is not a phase: use rally or movement")),
    }
}

pub(super) fn sw_kill(
    data: &AslData,
    loc: &Localizer,
    name: &str,
    args: &[String],
) -> Result<String, String> {
    let a: SwKillArgs = super::parse_for(name, args)?;
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
    let k = super::super::sw::SwKill {
        column: a.column,
        drm: a.drm,
    };
    let o = super::super::sw::sw_kill(data, &k, &settings, c, w).map_err(|e| err(&loc, e))?;
    let odds = super::super::sw::sw_kill_odds(data, &k, &settings).map_err(|e| err(&loc, e))?;
    out_b(
        &loc,
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
            "explanation": worded(&loc, &o.lines),
        }),
        format!("{}\n{}", odds.line().text(&loc), lines_text(&loc, &o.lines)),
        &super::super::basis::sw_kill(),
    )
}

pub(super) fn sw_repair(
    data: &AslData,
    loc: &Localizer,
    name: &str,
    args: &[String],
) -> Result<String, String> {
    let a: SwRepairArgs = super::parse_for(name, args)?;
    let loc = loc_for(loc, &a.common);
    let r = super::super::sw::SwRepair {
        repair_number: a.repair,
        broken: a.broken,
        captured: a.captured,
    };
    let odds = super::super::sw::repair_odds(data, &r).map_err(|e| err(&loc, e))?;
    let d = dice1(&a.common, a.dr);
    let o = super::super::sw::repair(data, &r, d).map_err(|e| err(&loc, e))?;
    out(
        &loc,
        a.common.json,
        json!({
            "dr": d,
            "repair_number": a.repair,
            "result": o.result,
            "explanation": worded(&loc, &o.lines),
        }),
        format!("{}\n{}", odds.text(&loc), lines_text(&loc, &o.lines)),
    )
}

pub(super) fn sw_recover(
    data: &AslData,
    loc: &Localizer,
    name: &str,
    args: &[String],
) -> Result<String, String> {
    let a: SwRecoverArgs = super::parse_for(name, args)?;
    let loc = loc_for(loc, &a.common);
    let r = super::super::sw::SwRecover {
        phase: a.phase,
        cx: a.cx,
        broken: a.broken,
    };
    let odds = super::super::sw::recover_odds(data, &r).map_err(|e| err(&loc, e))?;
    let d = dice1(&a.common, a.dr);
    let o = super::super::sw::recover(data, &r, d).map_err(|e| err(&loc, e))?;
    out(
        &loc,
        a.common.json,
        json!({
            "dr": d,
            "drm": o.drm,
            "final_dr": o.final_dr,
            "recovered": o.recovered,
            "mf": o.mf,
            "explanation": worded(&loc, &o.lines),
        }),
        format!("{}\n{}", odds.text(&loc), lines_text(&loc, &o.lines)),
    )
}
