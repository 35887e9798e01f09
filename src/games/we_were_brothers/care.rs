//! Wounds, morale and other tests against a marker's number (R5–R7, R19–R23, R25–R26;
//! 9.0 L611–L655, 10.0 L659–L722, 11.0 L766–L770, 12.0 L881).

use serde::{Deserialize, Serialize};

use super::dice::{Colour, FaceKind};
use super::rolls::{
    Ctx, Effect, Numeric, Outcome, RollError, Rolled, colour_test, numeric, shifted, wound_penalty,
    xp_die,
};
use super::squad::{Skill, Status};
use crate::core::log::Line;

/// The marker a Leadership rally works against (L696, L742).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, clap::ValueEnum, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum RallyFrom {
    Shaken,
    Suppressed,
    Routed,
}

/// Which reading of the lift test (digest §14.9): Pink OK/medal (L395) or Red + Grey ≥ 4 (L770).
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Default,
    Serialize,
    Deserialize,
    clap::ValueEnum,
    schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum LiftReading {
    #[default]
    RedGrey,
    Pink,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
#[serde(deny_unknown_fields)]
pub enum CareRoll {
    /// R19/R20: treat a bleeding (Red 3) or unconscious (Red 4) man; First Aid of the healer.
    Treat {
        /// The man is unconscious (Red 4) rather than bleeding (Red 3).
        #[serde(default)]
        unconscious: bool,
        /// The healer's First Aid level (0–2).
        #[serde(default)]
        first_aid: u8,
    },
    /// R21: the medic gives back 1 (L1) or 2 (L2) health boxes on a Grey success.
    Medic {
        /// The medic's First Aid level (1–2).
        #[serde(default)]
        first_aid: u8,
    },
    /// R22: resolution-phase check of a bleeding or unconscious man (his Strength helps;
    /// `deteriorate` before: still read).
    #[serde(rename = "deterioration", alias = "deteriorate")]
    Deteriorate {
        /// The man is unconscious rather than bleeding.
        #[serde(default)]
        unconscious: bool,
        /// His Strength level (0–2).
        #[serde(default)]
        strength: u8,
    },
    /// R23: Leadership rally of a shaken (Blue 4), suppressed or routed (Red 5) man.
    Rally {
        /// The marker he is rallied from.
        from: RallyFrom,
    },
    /// R25: a routed man's own check in the resolution phase (Red 5).
    RoutRecovery,
    /// R26: Cold-blood test (Red + Grey against the Suppressed marker, 5).
    ColdBlood,
    /// R5: one movement action in a river hex.
    River,
    /// R6: lifting a heavy object or a wounded man without Strength.
    Lift {
        /// Which of the rulebook's two lifts the players follow.
        #[serde(default)]
        reading: LiftReading,
    },
    /// R7: forcing a closed door (Red + Grey ≥ 4, Strength adds).
    Door {
        /// The Strength level of the man forcing it (0–2).
        #[serde(default)]
        strength: u8,
    },
}

impl CareRoll {
    pub fn id(&self) -> &'static str {
        match self {
            CareRoll::Treat { .. } => "treat",
            CareRoll::Medic { .. } => "medic",
            CareRoll::Deteriorate { .. } => "deterioration",
            CareRoll::Rally { .. } => "rally",
            CareRoll::RoutRecovery => "rout-recovery",
            CareRoll::ColdBlood => "cold-blood",
            CareRoll::River => "river",
            CareRoll::Lift { .. } => "lift",
            CareRoll::Door { .. } => "door",
        }
    }
}

fn level(l: u8) -> Result<i32, RollError> {
    if l > 2 {
        return Err(RollError::new("wwb-err-level"));
    }
    Ok(i32::from(l))
}

/// A test die (White to Yellow) moved down by the roller's wound penalty (L633); below White
/// the test cannot pass.
fn test_die(ctx: &Ctx, base: Colour, working: &mut Vec<Line>) -> Option<Colour> {
    let p = wound_penalty(ctx, working);
    shifted(base, -p, working)
}

/// A colour test read on its die, failing when the die was pushed below White.
fn colour_read(
    ctx: &Ctx,
    base: Colour,
    dice: &[Rolled],
    skill: Skill,
    working: &mut Vec<Line>,
) -> Result<(bool, Option<Skill>), RollError> {
    match test_die(ctx, base, working) {
        Some(_) => Ok(colour_test(die(dice, 0)?, Some(skill), working)),
        None => Ok((false, None)),
    }
}

pub fn dice(ctx: &Ctx, r: &CareRoll) -> Result<Vec<Colour>, RollError> {
    use Colour::*;
    Ok(match r {
        CareRoll::Treat { first_aid, .. } => {
            level(*first_aid)?;
            if *first_aid == 2 {
                // L645: First Aid L2 may roll the disaster face again once.
                vec![Red, Grey, Red]
            } else {
                vec![Red, Grey]
            }
        }
        CareRoll::Medic { first_aid } => {
            if *first_aid == 0 {
                return Err(RollError::new("wwb-err-medic-first-aid"));
            }
            level(*first_aid)?;
            test_die(ctx, Grey, &mut vec![]).into_iter().collect()
        }
        CareRoll::Deteriorate { strength, .. } => {
            level(*strength)?;
            vec![Red]
        }
        CareRoll::Rally { from } => match from {
            RallyFrom::Shaken => vec![Blue, Grey],
            _ => vec![Red, Grey],
        },
        CareRoll::RoutRecovery | CareRoll::River => vec![Red],
        CareRoll::ColdBlood => vec![Red, Grey],
        CareRoll::Lift { reading } => match reading {
            LiftReading::Pink => test_die(ctx, Pink, &mut vec![]).into_iter().collect(),
            LiftReading::RedGrey => vec![Red, Grey],
        },
        CareRoll::Door { strength } => {
            level(*strength)?;
            vec![Red, Grey]
        }
    })
}

fn die(dice: &[Rolled], i: usize) -> Result<&Rolled, RollError> {
    dice.get(i)
        .ok_or_else(|| RollError::new("wwb-err-dice-count"))
}

pub fn resolve(ctx: &Ctx, r: &CareRoll, dice: &[Rolled]) -> Result<Outcome, RollError> {
    let m = &ctx.data.numbers.markers;
    let mut w = vec![];
    let out = match r {
        CareRoll::Treat {
            unconscious,
            first_aid,
        } => {
            let need = if *unconscious {
                m.unconscious.value
            } else {
                m.bleeding.value
            };
            let bonus = level(*first_aid)? - wound_penalty(ctx, &mut w);
            let mut res = numeric(die(dice, 0)?, need, bonus, &mut w);
            if res == Numeric::Disaster && *first_aid == 2 {
                w.push(Line::new("wwb-w-reroll"));
                res = numeric(die(dice, 2)?, need, bonus, &mut w);
            }
            let pass = matches!(res, Numeric::Pass(_));
            let xp = xp_die(die(dice, 1)?, pass, Skill::FirstAid, &mut w);
            let (msg, effect) = match (res, unconscious) {
                // L645: the face (icon lost) that kills during treatment; read as the disaster.
                (Numeric::Disaster, _) => ("wwb-out-dies-in-care", Effect::Killed),
                (Numeric::Pass(_), false) => ("wwb-out-bleeding-stops", Effect::Status(None)),
                (Numeric::Pass(_), true) => (
                    "wwb-out-stabilised",
                    Effect::Status(Some(Status::Stabilised)),
                ),
                (Numeric::Fail(_), _) => ("wwb-out-care-fails", Effect::None),
            };
            let mut o = Outcome::new(Line::new(msg));
            o.effect = effect;
            o.xp = xp;
            o
        }
        CareRoll::Medic { first_aid } => {
            // L647: the success icon is lost; read as OK or medal.
            let (pass, xp) = colour_read(ctx, Colour::Grey, dice, Skill::FirstAid, &mut w)?;
            let boxes = level(*first_aid)? as u8;
            let mut o = Outcome::new(if pass {
                Line::new("wwb-out-healed").arg("n", i64::from(boxes))
            } else {
                Line::new("wwb-out-care-fails")
            });
            if pass {
                o.effect = Effect::Heal(boxes);
                o.xp = xp;
            }
            o
        }
        CareRoll::Deteriorate {
            unconscious,
            strength,
        } => {
            let need = if *unconscious {
                m.unconscious.value
            } else {
                m.bleeding.value
            };
            // L633 "on any die roll": the wounded man's own −1/−2 (a reading, see basis).
            let bonus = level(*strength)? - wound_penalty(ctx, &mut w);
            let res = numeric(die(dice, 0)?, need, bonus, &mut w);
            let (msg, effect) = match (res, unconscious) {
                (Numeric::Disaster, _) => ("wwb-out-dies", Effect::Killed),
                (Numeric::Pass(_), _) => ("wwb-out-stable", Effect::None),
                (Numeric::Fail(_), false) => ("wwb-out-loses-consciousness", Effect::Worse),
                (Numeric::Fail(_), true) => ("wwb-out-dies", Effect::Worse),
            };
            let mut o = Outcome::new(Line::new(msg));
            o.effect = effect;
            o
        }
        CareRoll::Rally { from } => {
            let need = match from {
                RallyFrom::Shaken => m.shaken.value,
                RallyFrom::Suppressed => m.suppressed.value,
                RallyFrom::Routed => m.routed.value,
            };
            let bonus = -wound_penalty(ctx, &mut w);
            let res = numeric(die(dice, 0)?, need, bonus, &mut w);
            let pass = matches!(res, Numeric::Pass(_));
            let xp = xp_die(die(dice, 1)?, pass, Skill::Leadership, &mut w);
            // One step better (L742), or, where the players read L696 ("removes"), a
            // Suppressed man straight back to alert (a setting; digest §14.10).
            let (msg, effect) = match (res, from) {
                (Numeric::Pass(_), RallyFrom::Suppressed) if ctx.readings.rally_clears => {
                    w.push(Line::new("wwb-w-rally-clears"));
                    ("wwb-out-rallied", Effect::Status(None))
                }
                (Numeric::Disaster, RallyFrom::Suppressed) => {
                    ("wwb-out-routs", Effect::Status(Some(Status::Routed)))
                }
                (Numeric::Pass(_), RallyFrom::Shaken) => ("wwb-out-rallied", Effect::Status(None)),
                (Numeric::Pass(_), RallyFrom::Suppressed) => {
                    ("wwb-out-rallied", Effect::Status(Some(Status::Shaken)))
                }
                (Numeric::Pass(_), RallyFrom::Routed) => {
                    ("wwb-out-rallied", Effect::Status(Some(Status::Suppressed)))
                }
                _ => ("wwb-out-rally-fails", Effect::None),
            };
            let mut o = Outcome::new(Line::new(msg));
            o.effect = effect;
            o.xp = xp;
            o
        }
        CareRoll::RoutRecovery => {
            let bonus = -wound_penalty(ctx, &mut w);
            let res = numeric(die(dice, 0)?, m.routed.value, bonus, &mut w);
            let (msg, effect) = match res {
                Numeric::Pass(_) => (
                    "wwb-out-back-to-suppressed",
                    Effect::Status(Some(Status::Suppressed)),
                ),
                Numeric::Disaster => ("wwb-out-panic-fire", Effect::None),
                Numeric::Fail(_) => ("wwb-out-still-routed", Effect::None),
            };
            let mut o = Outcome::new(Line::new(msg));
            o.effect = effect;
            if res == Numeric::Disaster {
                o.notes.push(Line::new("wwb-note-panic-fire"));
            }
            o
        }
        CareRoll::ColdBlood => {
            // The Grey die is rolled beside it (L881) but no skill is named for the XP.
            let bonus = -wound_penalty(ctx, &mut w);
            let res = numeric(die(dice, 0)?, m.suppressed.value, bonus, &mut w);
            let (msg, effect) = match res {
                Numeric::Pass(_) => ("wwb-out-steady", Effect::None),
                Numeric::Fail(_) => (
                    "wwb-out-suppressed",
                    Effect::Status(Some(Status::Suppressed)),
                ),
                Numeric::Disaster => ("wwb-out-routs", Effect::Status(Some(Status::Routed))),
            };
            let mut o = Outcome::new(Line::new(msg));
            o.effect = effect;
            o
        }
        CareRoll::River => {
            let r0 = die(dice, 0)?;
            let swept = r0.face.kind == FaceKind::Disaster;
            let mut o = Outcome::new(Line::new(if swept {
                "wwb-out-swept-away"
            } else {
                "wwb-out-crosses"
            }));
            if swept {
                o.effect = Effect::Missing;
            }
            o
        }
        CareRoll::Lift { reading } => {
            let (pass, xp) = match reading {
                // L89: a medal on the test trains the skill tested, Strength.
                LiftReading::Pink => colour_read(ctx, Colour::Pink, dice, Skill::Strength, &mut w)?,
                LiftReading::RedGrey => {
                    let bonus = -wound_penalty(ctx, &mut w);
                    let p = matches!(
                        numeric(die(dice, 0)?, m.lift.value, bonus, &mut w),
                        Numeric::Pass(_)
                    );
                    (p, xp_die(die(dice, 1)?, p, Skill::Strength, &mut w))
                }
            };
            let mut o = Outcome::new(Line::new(if pass {
                "wwb-out-lifted"
            } else {
                "wwb-out-test-failed"
            }));
            o.xp = xp;
            o
        }
        CareRoll::Door { strength } => {
            let bonus = level(*strength)? - wound_penalty(ctx, &mut w);
            let res = numeric(die(dice, 0)?, m.door.value, bonus, &mut w);
            let pass = matches!(res, Numeric::Pass(_));
            let xp = xp_die(die(dice, 1)?, pass, Skill::Strength, &mut w);
            let mut o = Outcome::new(Line::new(match res {
                Numeric::Pass(_) => "wwb-out-door-open",
                Numeric::Fail(_) => "wwb-out-door-holds",
                Numeric::Disaster => "wwb-out-door-hurt",
            }));
            match res {
                Numeric::Disaster => o.effect = Effect::SelfLightWound,
                Numeric::Fail(_) => o.notes.push(Line::new("wwb-note-try-again-fire")),
                Numeric::Pass(_) => {}
            }
            o.xp = xp;
            o
        }
    };
    let mut out = out;
    out.working = w;
    Ok(out)
}
