//! `cc` and `ambush`: Close Combat.

use super::super::cc::{self, CloseCombat};
use super::*;

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

pub(super) fn cc(
    data: &AslData,
    loc: &Localizer,
    name: &str,
    args: &[String],
) -> Result<String, String> {
    let a: CcArgs = super::parse_for(name, args)?;
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
        &loc,
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
            "explanation": worded(&loc, &o.lines),
        }),
        lines_text(&loc, &o.lines),
    )
}

pub(super) fn ambush(loc: &Localizer, name: &str, args: &[String]) -> Result<String, String> {
    let a: AmbushArgs = super::parse_for(name, args)?;
    let loc = loc_for(loc, &a.common);
    let (who, lines) = cc::ambush(a.attacker_dr, a.attacker_drm, a.defender_dr, a.defender_drm)
        .map_err(|e| err(&loc, e))?;
    out(
        &loc,
        a.common.json,
        json!({ "ambush": who, "explanation": worded(&loc, &lines) }),
        lines_text(&loc, &lines),
    )
}
