//! Smoke grenades (§3.3, L946-964): who may try, the placement dr, and what the smoke does.
//!
//! Readings (digest §3.3 and 15.4):
//! - The dr of 6 that ends the unit's MPh (L955-957) is read on the **original** dr, as the
//!   digest's table of original vs final rolls (4.1) lists it: a CX unit whose 5 becomes a 6
//!   fails (6 is above any exponent below 6) but keeps moving.
//! - The text gives no Smoke Exponent per nationality or unit: it is printed on the counter and
//!   entered per attempt (0: none printed, refused).
//! - A pinned unit may not try: a pin stops the unit's movement for the turn (L858-859) and the
//!   attempt is an expense of MF in the MPh (L948-950, L994-999).
//! - Smoke comes off at the end of the MPh as written (L964); the digest (15.4) asks to check
//!   this against the English SK1, so [`AslSettings::smoke_lasts_player_turn`] keeps it to the
//!   end of the Player Turn instead.

use serde::{Deserialize, Serialize};

use super::data::AslData;
use super::fire::{check_dice, signed};
use super::{AslSettings, Line, RuleError, limits};

/// Where the grenade goes: the unit's own hex (1 MF) or an adjacent one (2 MF), L948-950.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum SmokeHex {
    #[default]
    Own,
    Adjacent,
}

/// One declared smoke grenade attempt in the unit's MPh.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SmokeAttempt {
    /// The Smoke Exponent printed over the unit's FP (0: the counter has none).
    pub exponent: u8,
    #[serde(default)]
    pub hex: SmokeHex,
    /// The unit is CX (+1 drm, L951-952).
    #[serde(default)]
    pub cx: bool,
    /// The unit is broken: it only routs or rallies (L746-748).
    #[serde(default)]
    pub broken: bool,
    /// The unit is pinned: it may not move this turn (L858-859).
    #[serde(default)]
    pub pinned: bool,
    /// The unit already tried once this MPh (L953-954).
    #[serde(default)]
    pub tried: bool,
    /// The MF the unit has left, when the player gives it (checked against the cost).
    #[serde(default)]
    pub mf_left: Option<i32>,
}

impl Default for SmokeAttempt {
    fn default() -> Self {
        SmokeAttempt {
            exponent: 1,
            hex: SmokeHex::Own,
            cx: false,
            broken: false,
            pinned: false,
            tried: false,
            mf_left: None,
        }
    }
}

impl SmokeHex {
    pub fn msg(self) -> &'static str {
        match self {
            SmokeHex::Own => "asl-smk-hex-own",
            SmokeHex::Adjacent => "asl-smk-hex-adjacent",
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct SmokeOutcome {
    pub dr: u8,
    pub drm: i32,
    pub final_dr: i32,
    pub placed: bool,
    /// An original 6: the unit's MPh ends at once (L955-957).
    pub mph_ends: bool,
    /// The MF the attempt costs, whatever its result.
    pub mf: i32,
    pub lines: Vec<Line>,
}

/// The MF the attempt costs (L948-950).
pub fn cost(data: &AslData, a: &SmokeAttempt) -> i32 {
    match a.hex {
        SmokeHex::Own => data.sw.smoke_mf_own_hex.value,
        SmokeHex::Adjacent => data.sw.smoke_mf_adjacent.value,
    }
}

fn drm(data: &AslData, a: &SmokeAttempt) -> i32 {
    if a.cx { data.sw.smoke_cx_drm.value } else { 0 }
}

/// Who may try: a unit with a Smoke Exponent, Good Order, unpinned, once per MPh, with the MF.
fn check(data: &AslData, a: &SmokeAttempt) -> Result<(), RuleError> {
    limits::check_i32(
        "asl-val-smoke-exponent",
        a.exponent as i32,
        limits::SMOKE_EXPONENT_MIN,
        limits::SMOKE_EXPONENT_MAX,
    )?;
    if let Some(mf) = a.mf_left {
        limits::check_i32("asl-val-mf-left", mf, 0, limits::MF_LEFT_MAX)?;
    }
    if a.exponent == 0 {
        return Err(RuleError::new("asl-err-smoke-no-exponent"));
    }
    if a.broken {
        return Err(RuleError::new("asl-err-smoke-broken"));
    }
    if a.pinned {
        return Err(RuleError::new("asl-err-smoke-pinned"));
    }
    if a.tried {
        return Err(RuleError::new("asl-err-smoke-twice"));
    }
    let mf = cost(data, a);
    if let Some(left) = a.mf_left
        && left < mf
    {
        return Err(RuleError::new("asl-err-smoke-mf")
            .arg("mf", mf as i64)
            .arg("left", left as i64));
    }
    Ok(())
}

/// The smoke's effects, to set on the board and in the Fire and Movement tools (L958-964).
pub fn effect_lines(data: &AslData, settings: &AslSettings) -> Vec<Line> {
    vec![
        Line::new("asl-smk-hindrance").arg("drm", signed(data.sw.smoke_hindrance.value)),
        Line::new("asl-smk-enter").arg("mf", data.sw.smoke_enter_mf.value as i64),
        Line::new(if settings.smoke_lasts_player_turn {
            "asl-smk-off-turn"
        } else {
            "asl-smk-off-mph"
        }),
    ]
}

/// Resolves the placement dr: at most the exponent (with +1 if CX) places the smoke; an original
/// 6 also ends the unit's MPh. The MF are spent whatever the result.
pub fn place(
    data: &AslData,
    a: &SmokeAttempt,
    settings: &AslSettings,
    dr: u8,
) -> Result<SmokeOutcome, RuleError> {
    check_dice(dr, 1)?;
    check(data, a)?;
    let drm = drm(data, a);
    let final_dr = dr as i32 + drm;
    let placed = final_dr <= a.exponent as i32;
    let mph_ends = dr as i32 == data.sw.smoke_stop_dr.value;
    let mf = cost(data, a);
    let mut lines = vec![
        Line::new("asl-smk-what")
            .arg("n", a.exponent as i64)
            .arg("hex", crate::core::log::Arg::Msg(a.hex.msg().into())),
        Line::new("asl-smk-dr").arg("dr", dr as i64),
    ];
    if drm != 0 {
        lines.push(Line::new("asl-drm-cx-unit").arg("drm", signed(drm)));
    }
    lines.push(
        Line::new(if placed {
            "asl-smk-placed"
        } else {
            "asl-smk-failed"
        })
        .arg("final", final_dr as i64)
        .arg("n", a.exponent as i64),
    );
    if mph_ends {
        lines.push(Line::new("asl-smk-stop"));
    }
    lines.push(Line::new("asl-smk-mf").arg("mf", mf as i64));
    if placed {
        lines.extend(effect_lines(data, settings));
    }
    Ok(SmokeOutcome {
        dr,
        drm,
        final_dr,
        placed,
        mph_ends,
        mf,
        lines,
    })
}

/// How many of the six faces place the smoke, and how many end the unit's MPh.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct SmokeOdds {
    pub placed: u32,
    pub mph_ends: u32,
    pub of: u32,
    /// The MF the attempt costs.
    pub mf: i32,
}

impl SmokeOdds {
    pub fn line(&self) -> Line {
        Line::new("asl-smk-odds")
            .arg("placed", self.placed)
            .arg("stop", self.mph_ends)
            .arg("mf", self.mf as i64)
    }
}

/// The chances before the roll (exact: each face counted), or why the rules refuse the try.
pub fn odds(
    data: &AslData,
    a: &SmokeAttempt,
    settings: &AslSettings,
) -> Result<SmokeOdds, RuleError> {
    check(data, a)?;
    let mut o = SmokeOdds {
        placed: 0,
        mph_ends: 0,
        of: 6,
        mf: cost(data, a),
    };
    for dr in 1..=6u8 {
        let r = place(data, a, settings, dr)?;
        o.placed += r.placed as u32;
        o.mph_ends += r.mph_ends as u32;
    }
    Ok(o)
}
