//! Can he be seen? The level rule of 6.0 (L267–L303) as a lookup: the target's height by
//! posture (standing 1, kneeling ½, prone 0) against the barrier covering him (0, ½, 1, 2),
//! less ½ for each level the spotter stands higher; the special cases that call for a sight
//! test or allow only a headshot; and the sight range by light (L261–L264).

use serde::{Deserialize, Serialize};

use super::data::WwbData;
use super::squad::Posture;
use crate::core::log::Line;

/// A barrier's cover level (L283–L291).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, clap::ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum Barrier {
    /// Less than half a standing figure: low parts of low walls and hedges.
    None,
    /// Half: higher parts of low walls and hedges, red hexes.
    Half,
    /// A whole figure: 2D vehicles, parts of 3D vehicles.
    One,
    /// More than a figure: high walls, buildings, woods, smoke, ruins, debris.
    Two,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, clap::ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum Light {
    Day,
    FullMoon,
    NewMoon,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, clap::Args)]
pub struct LevelInput {
    #[arg(long, value_enum, default_value = "standing")]
    pub target: Posture,
    #[arg(long, value_enum, default_value = "none")]
    pub barrier: Barrier,
    /// The target is in the open: no barrier within 2 Hx and not in a red hex (L241).
    #[arg(long)]
    #[serde(default)]
    pub open: bool,
    /// Levels the spotter stands above the target (L299).
    #[arg(long, default_value_t = 0)]
    #[serde(default)]
    pub elevation: u8,
    /// The spotter is in the hex next to the target (L295).
    #[arg(long)]
    #[serde(default)]
    pub adjacent: bool,
    #[arg(long, value_enum, default_value = "day")]
    pub light: Light,
    /// The spotter's Observation level (+1/+2 MHx, L264).
    #[arg(long, default_value_t = 0)]
    #[serde(default)]
    pub observation: u8,
    /// The spotter is a sniper or radio operator (night ranges, L262).
    #[arg(long)]
    #[serde(default)]
    pub specialist: bool,
}

/// What the level rule says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Seen {
    Seen,
    Hidden,
    /// Only a sight test tells (L303).
    SightTest,
    /// Seen, but only his head may be shot (L295).
    HeadOnly,
}

/// The answer, the sight range in MHx (`None`: unlimited by day) and the working.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LevelAnswer {
    pub seen: Seen,
    pub range: Option<i32>,
    pub working: Vec<Line>,
}

pub fn level(d: &WwbData, i: &LevelInput) -> Result<LevelAnswer, &'static str> {
    if i.observation > 2 || i.elevation > 4 {
        return Err("wwb-err-level");
    }
    if i.target == Posture::Down {
        return Err("wwb-err-down-posture");
    }
    let mut working = vec![];
    // In halves of a level.
    let height: i32 = match i.target {
        Posture::Standing => 2,
        Posture::Kneeling => 1,
        _ => 0,
    };
    let cover: i32 = match i.barrier {
        Barrier::None => 0,
        Barrier::Half => 1,
        Barrier::One => 2,
        Barrier::Two => 4,
    };
    let seen = if i.open {
        working.push(Line::new("wwb-w-level-open"));
        Seen::Seen
    } else if i.barrier == Barrier::Two {
        working.push(Line::new("wwb-w-level-two"));
        Seen::Hidden
    } else {
        let eff = (cover - i32::from(i.elevation)).max(0);
        working.push(
            Line::new("wwb-w-level")
                .arg("height", half(height))
                .arg("cover", half(cover))
                .arg("eff", half(eff)),
        );
        if height > eff {
            Seen::Seen
        } else if height == eff && height < 2 {
            if i.adjacent && i.target == Posture::Kneeling {
                Seen::HeadOnly
            } else {
                Seen::SightTest
            }
        } else {
            Seen::Hidden
        }
    };
    let s = &d.numbers.sight;
    let base = match (i.light, i.specialist) {
        (Light::Day, _) => None,
        (Light::FullMoon, false) => Some(s.full_moon.value),
        (Light::FullMoon, true) => Some(s.full_moon_specialist.value),
        (Light::NewMoon, false) => Some(s.new_moon.value),
        (Light::NewMoon, true) => Some(s.new_moon_specialist.value),
    };
    let range = base.map(|b| b + i32::from(i.observation));
    Ok(LevelAnswer {
        seen,
        range,
        working,
    })
}

/// "½", "1", "1½"…
fn half(h: i32) -> String {
    match (h / 2, h % 2) {
        (0, 1) => "½".into(),
        (n, 0) => n.to_string(),
        (n, _) => format!("{n}½"),
    }
}

impl Seen {
    pub fn msg(self) -> &'static str {
        match self {
            Seen::Seen => "wwb-seen-seen",
            Seen::Hidden => "wwb-seen-hidden",
            Seen::SightTest => "wwb-seen-test",
            Seen::HeadOnly => "wwb-seen-head",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::we_were_brothers::data::embedded;

    fn seen(target: Posture, barrier: Barrier, elevation: u8, adjacent: bool) -> Seen {
        let i = LevelInput {
            target,
            barrier,
            open: false,
            elevation,
            adjacent,
            light: Light::Day,
            observation: 0,
            specialist: false,
        };
        level(&embedded(), &i)
            .map(|a| a.seen)
            .unwrap_or(Seen::Hidden)
    }

    #[test]
    fn level_rule_l267_l303() {
        use Posture::*;
        assert_eq!(seen(Standing, Barrier::Half, 0, false), Seen::Seen);
        assert_eq!(seen(Standing, Barrier::One, 0, false), Seen::Hidden);
        // L303: kneeling behind half, prone behind nothing: a sight test.
        assert_eq!(seen(Kneeling, Barrier::Half, 0, false), Seen::SightTest);
        assert_eq!(seen(Prone, Barrier::None, 0, false), Seen::SightTest);
        // L295: kneeling behind half, spotter adjacent: the head only.
        assert_eq!(seen(Kneeling, Barrier::Half, 0, true), Seen::HeadOnly);
        // L297: behind two levels, always hidden.
        assert_eq!(seen(Standing, Barrier::Two, 3, true), Seen::Hidden);
        // L299: one level up strips half a level: kneeling behind half becomes seen.
        assert_eq!(seen(Kneeling, Barrier::Half, 1, false), Seen::Seen);
        assert_eq!(seen(Prone, Barrier::Half, 0, false), Seen::Hidden);
    }

    #[test]
    fn night_ranges_l262_l264() {
        let d = embedded();
        let mut i = LevelInput {
            target: Posture::Standing,
            barrier: Barrier::None,
            open: true,
            elevation: 0,
            adjacent: false,
            light: Light::FullMoon,
            observation: 1,
            specialist: false,
        };
        assert_eq!(level(&d, &i).map(|a| a.range), Ok(Some(5)));
        i.specialist = true;
        i.light = Light::NewMoon;
        i.observation = 0;
        assert_eq!(level(&d, &i).map(|a| a.range), Ok(Some(3)));
        i.light = Light::Day;
        assert_eq!(level(&d, &i).map(|a| a.range), Ok(None));
    }
}
