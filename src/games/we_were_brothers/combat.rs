//! Fire, close combat, sight and initiative rolls (R1–R4, R8–R11, R24).

use serde::{Deserialize, Serialize};

use super::dice::{Colour, FaceKind};
use super::fire::{self, FireInput, SuppressionInput};
use super::rolls::{
    Ctx, Effect, Outcome, RollError, Rolled, blue_number, colour_test, combat_kind, hit_line,
    shifted,
};
use super::squad::Skill;
use crate::core::log::Line;

/// A close-combat blow (R11, 8.4, L494–L524).
#[derive(
    Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, clap::Args, schemars::JsonSchema,
)]
#[serde(deny_unknown_fields)]
pub struct BlowInput {
    /// The striker's Strength level (L498).
    #[arg(long, default_value_t = 0)]
    #[serde(default)]
    pub strength: u8,
    /// The first blow against an unalerted enemy (additional rule: Black, L500).
    #[arg(long)]
    #[serde(default)]
    pub ambush: bool,
    /// The striker is shaken.
    #[arg(long)]
    #[serde(default)]
    pub striker_shaken: bool,
    /// The one struck is shaken.
    #[arg(long)]
    #[serde(default)]
    pub target_shaken: bool,
    /// The striker's wound penalty (additional rule, L633).
    #[arg(long, default_value_t = 0)]
    #[serde(default)]
    pub wounded: u8,
}

/// A sight test (R4, 6.0, L317–L321, L262–L264, L361, L879).
#[derive(
    Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, clap::Args, schemars::JsonSchema,
)]
#[serde(deny_unknown_fields)]
pub struct SightInput {
    /// The spotter's Observation level (L321).
    #[arg(long, default_value_t = 0)]
    #[serde(default)]
    pub observation: u8,
    /// Night (full or new moon): −1 (L262–L263).
    #[arg(long)]
    #[serde(default)]
    pub night: bool,
    /// Optional rule: the target in cover, prone or at a wood's edge −2 (L319).
    #[arg(long)]
    #[serde(default)]
    pub hard_target: bool,
    /// The target is a camouflaged sniper: White instead of Grey (L879).
    #[arg(long)]
    #[serde(default)]
    pub camouflaged: bool,
    /// A dispute over the line of sight: Grey alone, nothing else (L361).
    #[arg(long)]
    #[serde(default)]
    pub dispute: bool,
}

/// Which Pink test (R2, R3, R24).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, clap::ValueEnum, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum PinkTest {
    /// The Leader wins back lost initiative (L810).
    RegainInitiative,
    /// A Leadership L2 man forces his squad's turn (variant, L233).
    ForceInitiative,
    /// Leadership L2: fire while suppressed (L744).
    FireWhileSuppressed,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum CombatRoll {
    /// An aimed or opportunity shot at one soldier.
    Fire(FireInput),
    /// Suppression fire on one MHx.
    Suppression(SuppressionInput),
    /// Area fire.
    Area,
    /// A close-combat blow (`blow` before: still read).
    #[serde(rename = "close-combat", alias = "blow")]
    Blow(BlowInput),
    /// A sight test.
    Sight(SightInput),
    /// R1: each side's Blue die, side A first.
    Initiative,
    /// One of the Pink die's tests.
    Pink(PinkTest),
}

impl CombatRoll {
    pub fn id(&self) -> &'static str {
        match self {
            CombatRoll::Fire(_) => "fire",
            CombatRoll::Suppression(_) => "suppression",
            CombatRoll::Area => "area",
            CombatRoll::Blow(_) => "close-combat",
            CombatRoll::Sight(_) => "sight",
            CombatRoll::Initiative => "initiative",
            CombatRoll::Pink(_) => "pink",
        }
    }
}

/// The striker's die (L496–L502): Yellow; Black on an ambush's first blow; against a shaken
/// man Blue, and a shaken man replies with Grey (both shaken: Yellow); Strength moves it up.
/// Cherry Corner: plain Yellow (L524).
fn blow_die(
    ctx: &Ctx,
    b: &BlowInput,
    working: &mut Vec<Line>,
) -> Result<Option<Colour>, RollError> {
    if b.strength > 2 || b.wounded > 2 {
        return Err(RollError::new("wwb-err-level"));
    }
    if ctx.tiers.cherry_corner {
        working.push(Line::new("wwb-w-cc-cherry"));
        return Ok(Some(Colour::Yellow));
    }
    let add = ctx.tiers.additional;
    let base = if add && b.ambush {
        working.push(Line::new("wwb-w-cc-ambush"));
        Colour::Black
    } else if add && b.target_shaken && !b.striker_shaken {
        working.push(Line::new("wwb-w-cc-vs-shaken"));
        Colour::Blue
    } else if add && b.striker_shaken && !b.target_shaken {
        working.push(Line::new("wwb-w-cc-shaken-reply"));
        Colour::Grey
    } else {
        working.push(Line::new("wwb-w-cc-base"));
        Colour::Yellow
    };
    let mut by = i32::from(b.strength);
    if b.strength > 0 {
        working.push(
            Line::new("wwb-w-strength").arg("mod", super::rolls::signed(i64::from(b.strength))),
        );
    }
    if b.wounded > 0 && add {
        by -= i32::from(b.wounded);
        working.push(
            Line::new("wwb-w-wounded").arg("mod", super::rolls::signed(-i64::from(b.wounded))),
        );
    }
    Ok(shifted(base, by, working))
}

/// The colour the spotter rolls and whether the Red die goes beside it.
fn sight_dice(
    ctx: &Ctx,
    s: &SightInput,
    working: &mut Vec<Line>,
) -> Result<(Option<Colour>, bool), RollError> {
    if s.observation > 2 {
        return Err(RollError::new("wwb-err-level"));
    }
    if s.dispute {
        working.push(Line::new("wwb-w-sight-dispute"));
        return Ok((Some(Colour::Grey), false));
    }
    let base = if s.camouflaged {
        working.push(Line::new("wwb-w-sight-camouflage"));
        Colour::White
    } else {
        Colour::Grey
    };
    let mut by = i32::from(s.observation);
    if s.observation > 0 {
        working.push(
            Line::new("wwb-w-observation")
                .arg("mod", super::rolls::signed(i64::from(s.observation))),
        );
    }
    if s.night {
        by -= 1;
        working.push(Line::new("wwb-w-night"));
    }
    if s.hard_target && ctx.tiers.optional {
        by -= 2;
        working.push(Line::new("wwb-w-hard-target"));
    }
    // L633: a wounded spotter's −1/−2 (not in a dispute, which ignores every modifier, L361).
    by -= super::rolls::wound_penalty(ctx, working);
    // Observation L2: the spotter rolls only his test die, no Red (L321).
    Ok((shifted(base, by, working), s.observation < 2))
}

/// The Pink test die (L233, L744, L810), moved down by the roller's wound penalty (L633);
/// below White the test cannot pass.
fn pink_die(ctx: &Ctx, working: &mut Vec<Line>) -> Option<Colour> {
    let p = super::rolls::wound_penalty(ctx, working);
    shifted(Colour::Pink, -p, working)
}

pub fn dice(ctx: &Ctx, r: &CombatRoll) -> Result<Vec<Colour>, RollError> {
    Ok(match r {
        CombatRoll::Fire(f) => fire::fire_dice(ctx, f)?,
        CombatRoll::Suppression(s) => fire::suppression_dice(ctx, s)?,
        CombatRoll::Area => vec![Colour::Red],
        CombatRoll::Blow(b) => blow_die(ctx, b, &mut vec![])?.into_iter().collect(),
        CombatRoll::Sight(s) => {
            let (c, red) = sight_dice(ctx, s, &mut vec![])?;
            let mut v: Vec<Colour> = c.into_iter().collect();
            if red {
                v.push(Colour::Red);
            }
            v
        }
        CombatRoll::Initiative => vec![Colour::Blue, Colour::Blue],
        CombatRoll::Pink(_) => pink_die(ctx, &mut vec![]).into_iter().collect(),
    })
}

pub fn resolve(ctx: &Ctx, r: &CombatRoll, dice: &[Rolled]) -> Result<Outcome, RollError> {
    match r {
        CombatRoll::Fire(f) => fire::fire(ctx, f, dice),
        CombatRoll::Suppression(s) => fire::suppression(ctx, s, dice),
        CombatRoll::Area => fire::area(ctx, dice),
        CombatRoll::Blow(b) => {
            let mut working = vec![];
            let die = blow_die(ctx, b, &mut working)?;
            let kind = match (die, dice.first()) {
                (Some(_), Some(r)) => combat_kind(r),
                _ => FaceKind::Miss,
            };
            let mut out = Outcome::new(hit_line(kind));
            if kind == FaceKind::Suppressed {
                // L496, L520: in close combat "suppressed" means shaken; shaken again means
                // suppressed, and a suppressed man flees at once (L506).
                out.headline = Line::new(if b.target_shaken {
                    "wwb-out-cc-suppressed-flees"
                } else {
                    "wwb-out-cc-shaken"
                });
                if b.target_shaken {
                    out.notes.push(Line::new("wwb-note-free-blow"));
                }
            }
            out.effect = Effect::Blow { kind };
            out.notes.push(Line::new("wwb-note-cc-alternate"));
            out.working = working;
            Ok(out)
        }
        CombatRoll::Sight(s) => {
            let mut working = vec![];
            let (die, _) = sight_dice(ctx, s, &mut working)?;
            let spotted_xp = match (die, dice.first()) {
                (Some(_), Some(r)) => colour_test(r, Some(Skill::Observation), &mut working),
                _ => (false, None),
            };
            // The Red face that makes the target fire first is lost (L317); the app reads it as
            // the disaster face (digest §14.21).
            let fires_first = dice
                .get(1)
                .is_some_and(|r| r.face.kind == FaceKind::Disaster);
            let msg = match (spotted_xp.0, fires_first) {
                (true, false) => "wwb-out-spotted",
                (true, true) => "wwb-out-spotted-fires-first",
                (false, true) => "wwb-out-target-fires-first",
                (false, false) => "wwb-out-not-spotted",
            };
            let mut out = Outcome::new(Line::new(msg));
            if fires_first {
                out.notes.push(Line::new("wwb-note-target-fires-first"));
            }
            out.xp = spotted_xp.1.filter(|_| spotted_xp.0);
            out.working = working;
            Ok(out)
        }
        CombatRoll::Initiative => {
            let (a, b) = match dice {
                [a, b] => (blue_number(a)?, blue_number(b)?),
                _ => return Err(RollError::new("wwb-err-dice-count")),
            };
            let msg = match a.cmp(&b) {
                std::cmp::Ordering::Greater => "wwb-out-initiative-first",
                std::cmp::Ordering::Less => "wwb-out-initiative-second",
                std::cmp::Ordering::Equal => "wwb-out-initiative-again",
            };
            let mut out = Outcome::new(Line::new(msg));
            out.working.push(
                Line::new("wwb-w-initiative")
                    .arg("a", i64::from(a))
                    .arg("b", i64::from(b)),
            );
            Ok(out)
        }
        CombatRoll::Pink(t) => {
            let mut working = vec![];
            let (pass, xp) = match pink_die(ctx, &mut working) {
                Some(_) => {
                    let r = dice
                        .first()
                        .ok_or_else(|| RollError::new("wwb-err-dice-count"))?;
                    colour_test(r, Some(Skill::Leadership), &mut working)
                }
                None => (false, None),
            };
            let msg = match (t, pass) {
                (PinkTest::RegainInitiative, true) => "wwb-out-initiative-regained",
                (PinkTest::ForceInitiative, true) => "wwb-out-initiative-forced",
                (PinkTest::FireWhileSuppressed, true) => "wwb-out-may-fire",
                (_, false) => "wwb-out-test-failed",
            };
            let mut out = Outcome::new(Line::new(msg));
            out.xp = xp.filter(|_| pass);
            out.working = working;
            Ok(out)
        }
    }
}
