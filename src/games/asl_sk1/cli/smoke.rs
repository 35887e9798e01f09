//! `smoke`: placing smoke grenades.

use super::*;

#[derive(Parser, Debug)]
struct SmokeArgs {
    /// The Smoke Exponent printed over the unit's FP (0: none printed, the rules refuse).
    #[arg(long, value_parser = parse_exponent)]
    exponent: u8,
    /// Where the grenade goes: own (1 MF) or adjacent (2 MF).
    #[arg(long, value_parser = parse_smoke_hex, default_value = "own")]
    hex: super::super::smoke::SmokeHex,
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

fn parse_smoke_hex(s: &str) -> Result<super::super::smoke::SmokeHex, String> {
    match s {
        "own" => Ok(super::super::smoke::SmokeHex::Own),
        "adjacent" => Ok(super::super::smoke::SmokeHex::Adjacent),
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

pub(super) fn smoke(
    data: &AslData,
    loc: &Localizer,
    name: &str,
    args: &[String],
) -> Result<String, String> {
    let a: SmokeArgs = super::parse_for(name, args)?;
    let loc = loc_for(loc, &a.common);
    let settings = AslSettings {
        smoke_lasts_player_turn: a.lasts,
        ..Default::default()
    };
    let at = super::super::smoke::SmokeAttempt {
        exponent: a.exponent,
        hex: a.hex,
        cx: a.cx,
        broken: a.broken,
        pinned: a.pinned,
        tried: a.tried,
        mf_left: a.mf_left,
    };
    let odds = super::super::smoke::odds(data, &at, &settings).map_err(|e| err(&loc, e))?;
    let d = dice1(&a.common, a.dr);
    let o = super::super::smoke::place(data, &at, &settings, d).map_err(|e| err(&loc, e))?;
    out_b(
        &loc,
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
            "explanation": worded(&loc, &o.lines),
        }),
        format!("{}\n{}", odds.line().text(&loc), lines_text(&loc, &o.lines)),
        &super::super::basis::smoke(o.placed),
    )
}
