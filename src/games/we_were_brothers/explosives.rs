//! Grenades, charges and support fire (R12–R18, R27–R29; 8.5 L526–L607, 13.0 L883–L932).

use serde::{Deserialize, Serialize};

use super::dice::{Colour, FaceKind};
use super::rolls::{
    Ctx, Drift, Effect, Numeric, Outcome, RollError, Rolled, blue_number, colour_test, combat_kind,
    hit_line, numeric, shifted, xp_die,
};
use super::squad::{Posture, Skill};
use crate::core::log::Line;

/// An open-ground grenade throw (R12, L536–L554).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, clap::Args, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ThrowInput {
    /// Distance to the target Hx in MHx.
    #[arg(long)]
    pub distance: u8,
    /// The thrower's Strength (+1/+2 MHx of range, L534).
    #[arg(long, default_value_t = 0)]
    #[serde(default)]
    pub strength: u8,
    /// Levels of the highest obstacle crossed (range −1/−2 MHx, L532).
    #[arg(long, default_value_t = 0)]
    #[serde(default)]
    pub obstacle: u8,
    /// The thrower is running: always inaccurate (L369).
    #[arg(long)]
    #[serde(default)]
    pub running: bool,
    /// A satchel thrown (2 MHx at most, explodes on impact, L603).
    #[arg(long)]
    #[serde(default)]
    pub satchel: bool,
    /// A smoke grenade: it fills the MHx where it lands, no blast (L579).
    #[arg(long)]
    #[serde(default)]
    pub smoke: bool,
}

/// Where a target stands relative to a blast (R14, L556, L577).
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
pub enum Shelter {
    /// In the open (his posture's open modifier applies).
    #[default]
    Open,
    /// Behind light cover, e.g. a hedge: Blue.
    Light,
    /// Behind heavy cover, e.g. a low wall: White.
    Heavy,
    /// On the floor of a building the grenade went into: Blue.
    Building,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, clap::Args, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BlastInput {
    /// Ring from the landing Hx: 0 (the Hx) or 1 roll the full die, 2 one step down.
    #[arg(long, default_value_t = 0)]
    #[serde(default)]
    pub ring: u8,
    /// What shelters him from the blast (open unless told).
    #[arg(long, value_enum, default_value = "open")]
    #[serde(default)]
    pub shelter: Shelter,
    /// The soldier's posture (open ground only).
    #[arg(long, value_enum, default_value = "standing")]
    #[serde(default)]
    pub posture: Posture,
}

/// A soldier in the artillery's impact MHx (R28, L900): Black with the fire modifiers for his
/// posture in the open or his cover, never both (L421). No rings: the whole MHx is hit alike.
#[derive(
    Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, clap::Args, schemars::JsonSchema,
)]
#[serde(deny_unknown_fields)]
pub struct BarrageInput {
    /// His posture (the open-ground modifier when he has no cover).
    #[arg(long, value_enum, default_value = "standing")]
    #[serde(default)]
    pub posture: Posture,
    /// His cover (an id of numbers.json's `cover`: partial, window, smoke, building, bunker,
    /// woods); none = in the open.
    #[arg(long)]
    #[serde(default)]
    pub cover: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, clap::Args, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct WindowInput {
    /// Adjacent to the window or slit: it goes in without a roll (L562).
    #[arg(long)]
    #[serde(default)]
    pub adjacent: bool,
    /// MHx from the opening (each level of elevation counts one more, L562).
    #[arg(long, default_value_t = 0)]
    #[serde(default)]
    pub mhx: u8,
    /// A bunker's firing slit: −1 more.
    #[arg(long)]
    #[serde(default)]
    pub bunker: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, clap::Args, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ChargeInput {
    /// The soldier's Explosives level (L591, L752).
    #[arg(long, default_value_t = 0)]
    #[serde(default)]
    pub explosives: u8,
    /// The marker's number to reach (disarming: the up-arrow number, not in the text).
    #[arg(long)]
    #[serde(default)]
    pub need: Option<u8>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, clap::Args, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AccuracyInput {
    /// The radio operator sees the MHx and a Leader was present and able (L894).
    #[arg(long)]
    #[serde(default)]
    pub los_and_leader: bool,
    /// Someone other than the radio operator is on the radio: White always (L865).
    #[arg(long)]
    #[serde(default)]
    pub substitute: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
#[serde(deny_unknown_fields)]
pub enum BlastRoll {
    /// A grenade (or satchel) thrown: does it land where aimed, or scatter? (`throw` before:
    /// still read.)
    #[serde(rename = "grenade", alias = "throw")]
    Throw(ThrowInput),
    /// A grenade thrown through a window or a loophole.
    Window(WindowInput),
    /// One soldier near a blast: what it does to him.
    Blast(BlastInput),
    /// An explosive charge placed (`place` before: still read).
    #[serde(rename = "place-charge", alias = "place")]
    Place(ChargeInput),
    /// A charge disarmed.
    Disarm(ChargeInput),
    /// R17: `satchel` true for a satchel (Red 4), else an explosive charge (Red 3).
    Detonate { satchel: bool },
    /// R18: an occupant of the collapsing building (Blue) or a soldier in its MHx (Red).
    Collapse { inside: bool },
    /// Where a support call's fire lands (`accuracy` before: still read).
    #[serde(rename = "support-accuracy", alias = "accuracy")]
    Accuracy(AccuracyInput),
    /// R28: every soldier in the impact MHx (Black, posture and cover modifiers, L900).
    Barrage(BarrageInput),
    /// R28 (optional): a soldier in an adjacent MHx, Blue.
    BarrageNear,
    /// R28: a building or cover in the impact MHx survives on Red 5 (`building` before: still
    /// read).
    #[serde(rename = "building-hit", alias = "building")]
    Building,
    /// R29: strafing, Green in the open, Grey in cover.
    Strafe {
        /// The soldier is in cover (Grey) rather than in the open (Green).
        #[serde(default)]
        cover: bool,
    },
}

impl BlastRoll {
    pub fn id(&self) -> &'static str {
        match self {
            BlastRoll::Throw(_) => "grenade",
            BlastRoll::Window(_) => "window",
            BlastRoll::Blast(_) => "blast",
            BlastRoll::Place(_) => "place-charge",
            BlastRoll::Disarm(_) => "disarm",
            BlastRoll::Detonate { .. } => "detonate",
            BlastRoll::Collapse { .. } => "collapse",
            BlastRoll::Accuracy(_) => "support-accuracy",
            BlastRoll::Barrage(_) => "barrage",
            BlastRoll::BarrageNear => "barrage-near",
            BlastRoll::Building => "building-hit",
            BlastRoll::Strafe { .. } => "strafe",
        }
    }
}

/// The die for a blast (R14): Black in the landing Hx and ring 1 with the open-ground posture
/// modifier; Blue behind light cover or in the building; White behind heavy cover; one step
/// down in ring 2; below White no roll and no effect (L556). Above Black is not stated
/// (digest §14.29): the app caps at Black.
fn blast_die(
    ctx: &Ctx,
    b: &BlastInput,
    base_open: Colour,
    working: &mut Vec<Line>,
) -> Result<Option<Colour>, RollError> {
    if b.ring > 2 {
        return Err(RollError::new("wwb-err-ring"));
    }
    let (base, mut by) = match b.shelter {
        Shelter::Open => {
            let o = &ctx.data.numbers.open;
            let (m, msg) = match b.posture {
                Posture::Standing => (o.standing.value, "wwb-w-open-standing"),
                Posture::Kneeling => (o.kneeling.value, "wwb-w-open-kneeling"),
                _ => (o.prone.value, "wwb-w-open-prone"),
            };
            working.push(Line::new("wwb-w-blast-open").msg_arg("die", &base_open.msg()));
            working.push(Line::new(msg).arg("mod", super::rolls::signed(i64::from(m))));
            (base_open, m)
        }
        Shelter::Light | Shelter::Building => (Colour::Blue, 0),
        Shelter::Heavy => (Colour::White, 0),
    };
    if b.shelter != Shelter::Open {
        working.push(
            Line::new(&format!("wwb-w-blast-{}", shelter_id(b.shelter)))
                .msg_arg("die", &base.msg()),
        );
    }
    if b.ring == 2 {
        by -= 1;
        working.push(Line::new("wwb-w-blast-outer"));
    }
    Ok(shifted(base, by, working))
}

/// The die of a man in the impact MHx (L900): Black moved by the target modifiers of direct
/// fire, his cover's or, in the open, his posture's (L421, L423); above Black it stays Black.
fn barrage_die(
    ctx: &Ctx,
    b: &BarrageInput,
    working: &mut Vec<Line>,
) -> Result<Option<Colour>, RollError> {
    working.push(Line::new("wwb-w-barrage").msg_arg("die", &Colour::Black.msg()));
    let by = match &b.cover {
        Some(c) => {
            let cm = ctx
                .data
                .cover(c)
                .ok_or_else(|| RollError::new("wwb-err-no-cover").arg("cover", c))?;
            working.push(
                Line::new(&format!("wwb-w-cover-{}", cm.id))
                    .arg("mod", super::rolls::signed(i64::from(cm.value))),
            );
            cm.value
        }
        None => {
            let o = &ctx.data.numbers.open;
            let (v, msg) = match b.posture {
                Posture::Standing => (o.standing.value, "wwb-w-open-standing"),
                Posture::Kneeling => (o.kneeling.value, "wwb-w-open-kneeling"),
                _ => (o.prone.value, "wwb-w-open-prone"),
            };
            working.push(Line::new(msg).arg("mod", super::rolls::signed(i64::from(v))));
            v
        }
    };
    Ok(shifted(Colour::Black, by, working))
}

fn shelter_id(s: Shelter) -> &'static str {
    match s {
        Shelter::Open => "open",
        Shelter::Light => "light",
        Shelter::Heavy => "heavy",
        Shelter::Building => "building",
    }
}

fn window_die(
    ctx: &Ctx,
    w: &WindowInput,
    working: &mut Vec<Line>,
) -> Result<Option<Colour>, RollError> {
    let max = ctx.data.numbers.distances.window_mhx.value;
    if i32::from(w.mhx) > max {
        return Err(RollError::new("wwb-err-window-far").arg("max", max));
    }
    if w.adjacent {
        return Ok(None);
    }
    let mut by = -i32::from(w.mhx) - i32::from(w.bunker);
    working.push(Line::new("wwb-w-window").arg("mhx", i64::from(w.mhx)));
    if w.bunker {
        working.push(Line::new("wwb-w-bunker-slit"));
    }
    by -= wound_line(ctx, working);
    match shifted(Colour::Green, by, working) {
        Some(c) => Ok(Some(c)),
        None => Err(RollError::new("wwb-err-window-impossible")),
    }
}

fn check_throw(ctx: &Ctx, t: &ThrowInput) -> Result<(), RollError> {
    if t.strength > 2 || t.obstacle > 2 {
        return Err(RollError::new("wwb-err-level"));
    }
    let d = &ctx.data.numbers.distances;
    let base = if t.satchel {
        d.satchel_range.value
    } else {
        d.grenade_range.value
    };
    let max = base + i32::from(t.strength) - i32::from(t.obstacle);
    // L532 sets only a maximum: a throw into the thrower's own MHx (0) is allowed.
    if i32::from(t.distance) > max {
        return Err(RollError::new("wwb-err-throw-range")
            .arg("distance", t.distance)
            .arg("max", max.max(0)));
    }
    Ok(())
}

/// The thrower's (or radio man's, or sapper's) wound penalty (additional rule, L633: "on any
/// roll"), with its working line; 0 when none.
fn wound_line(ctx: &Ctx, working: &mut Vec<Line>) -> i32 {
    super::rolls::wound_penalty(ctx, working)
}

/// The test die of a throw (Grey, L540) or a support-fire call (Pink or White, L894–L898),
/// moved down by the roller's wound penalty; below White it cannot pass.
fn test_die(ctx: &Ctx, base: Colour, working: &mut Vec<Line>) -> Option<Colour> {
    let p = wound_line(ctx, working);
    shifted(base, -p, working)
}

fn explosives_bonus(ctx: &Ctx, level: u8) -> Result<i32, RollError> {
    match level {
        0 => Ok(0),
        1 | 2 => Ok(ctx.data.numbers.explosives_bonus[usize::from(level - 1)].value),
        _ => Err(RollError::new("wwb-err-level")),
    }
}

pub fn dice(ctx: &Ctx, r: &BlastRoll) -> Result<Vec<Colour>, RollError> {
    Ok(match r {
        BlastRoll::Throw(t) => {
            check_throw(ctx, t)?;
            test_die(ctx, Colour::Grey, &mut vec![])
                .into_iter()
                .chain([Colour::Blue])
                .collect()
        }
        BlastRoll::Window(w) => window_die(ctx, w, &mut vec![])?.into_iter().collect(),
        BlastRoll::Blast(b) => blast_die(ctx, b, Colour::Black, &mut vec![])?
            .into_iter()
            .collect(),
        BlastRoll::Barrage(b) => barrage_die(ctx, b, &mut vec![])?.into_iter().collect(),
        BlastRoll::Place(c) | BlastRoll::Disarm(c) => {
            explosives_bonus(ctx, c.explosives)?;
            if c.explosives == 2 {
                // L591: Explosives L2 may roll the disaster face again once.
                vec![Colour::Red, Colour::Grey, Colour::Red]
            } else {
                vec![Colour::Red, Colour::Grey]
            }
        }
        BlastRoll::Detonate { .. } | BlastRoll::Building => vec![Colour::Red],
        BlastRoll::Collapse { inside } => vec![if *inside { Colour::Blue } else { Colour::Red }],
        BlastRoll::Accuracy(a) => test_die(ctx, accuracy_base(a), &mut vec![])
            .into_iter()
            .chain([Colour::Blue])
            .collect(),
        BlastRoll::BarrageNear => vec![Colour::Blue],
        BlastRoll::Strafe { cover } => vec![if *cover { Colour::Grey } else { Colour::Green }],
    })
}

/// Pink when the radio operator sees the MHx and a Leader is present and able (L894); else
/// White (L898); a substitute on the radio always White (L865).
fn accuracy_base(a: &AccuracyInput) -> Colour {
    if a.los_and_leader && !a.substitute {
        Colour::Pink
    } else {
        Colour::White
    }
}

fn first(dice: &[Rolled]) -> Result<&Rolled, RollError> {
    dice.first()
        .ok_or_else(|| RollError::new("wwb-err-dice-count"))
}

fn combat(kind_from: Option<&Rolled>, working: Vec<Line>) -> Outcome {
    let kind = kind_from.map_or(FaceKind::Miss, combat_kind);
    let mut out = Outcome::new(hit_line(kind));
    out.effect = Effect::Hit {
        kind,
        headshot: false,
    };
    out.working = working;
    out
}

pub fn resolve(ctx: &Ctx, r: &BlastRoll, dice: &[Rolled]) -> Result<Outcome, RollError> {
    let mut working = vec![];
    match r {
        BlastRoll::Throw(t) => {
            check_throw(ctx, t)?;
            let test = test_die(ctx, Colour::Grey, &mut working);
            let (grey, blue) = match (test, dice) {
                (Some(_), [g, b]) => (Some(g), b),
                (None, [b]) => (None, b),
                _ => return Err(RollError::new("wwb-err-dice-count")),
            };
            let n = blue_number(blue)?;
            // Below White (a wounded thrower's Grey): never accurate.
            let accurate = !t.running && grey.is_some_and(|g| g.face.kind.is_success());
            if t.running {
                working.push(Line::new("wwb-w-throw-running"));
            }
            let mut out;
            if accurate {
                working.push(
                    Line::new("wwb-w-throw-accurate")
                        .arg("blue", i64::from(n))
                        .arg("distance", i64::from(t.distance)),
                );
                out = Outcome::new(Line::new(match n.cmp(&t.distance) {
                    std::cmp::Ordering::Equal => "wwb-out-lands-on-marker",
                    std::cmp::Ordering::Greater => "wwb-out-lands-long",
                    std::cmp::Ordering::Less => "wwb-out-lands-short",
                }));
            } else {
                let hx = ctx.data.numbers.distances.scatter_hx.value.clamp(0, 12) as u8;
                out = Outcome::new(
                    Line::new("wwb-out-scatter")
                        .arg("hx", i64::from(hx))
                        .arg("dir", i64::from(n)),
                );
                out.drift = Some(Drift {
                    direction: n,
                    distance: hx,
                    mega: false,
                });
                working.push(Line::new("wwb-w-compass"));
            }
            out.notes.push(Line::new(if t.smoke {
                "wwb-note-smoke"
            } else if t.satchel {
                "wwb-note-satchel-impact"
            } else {
                "wwb-note-blast"
            }));
            out.working = working;
            Ok(out)
        }
        BlastRoll::Window(w) => {
            let die = window_die(ctx, w, &mut working)?;
            let inside = match die {
                None => {
                    working.push(Line::new("wwb-w-window-adjacent"));
                    true
                }
                Some(_) => colour_test(first(dice)?, None, &mut working).0,
            };
            let bounce = ctx.data.numbers.distances.bounce_hx.value;
            let mut out = Outcome::new(if inside {
                Line::new("wwb-out-window-in")
            } else {
                Line::new("wwb-out-window-bounce").arg("hx", i64::from(bounce))
            });
            if !inside {
                out.notes.push(Line::new("wwb-note-window-bounce"));
            }
            out.working = working;
            Ok(out)
        }
        BlastRoll::Barrage(b) => match barrage_die(ctx, b, &mut working)? {
            Some(_) => Ok(combat(dice.first(), working)),
            None => {
                let mut o = Outcome::new(Line::new("wwb-out-no-effect"));
                o.working = working;
                Ok(o)
            }
        },
        BlastRoll::Blast(b) => match blast_die(ctx, b, Colour::Black, &mut working)? {
            Some(_) => Ok(combat(dice.first(), working)),
            None => {
                let mut o = Outcome::new(Line::new("wwb-out-no-effect"));
                o.working = working;
                Ok(o)
            }
        },
        BlastRoll::BarrageNear | BlastRoll::Strafe { .. } | BlastRoll::Collapse { .. } => {
            Ok(combat(dice.first(), working))
        }
        BlastRoll::Place(c) | BlastRoll::Disarm(c) => {
            let placing = matches!(r, BlastRoll::Place(_));
            let m = &ctx.data.numbers.markers;
            let need = match (placing, c.need) {
                (_, Some(n)) if (1..=12).contains(&n) => i32::from(n),
                (_, Some(n)) => return Err(RollError::new("wwb-err-need").arg("need", n)),
                (true, None) => m.charge_place.value,
                (false, None) => m.disarm.value,
            };
            let bonus = explosives_bonus(ctx, c.explosives)? - wound_line(ctx, &mut working);
            let mut red = first(dice)?;
            let mut res = numeric(red, need, bonus, &mut working);
            if res == Numeric::Disaster && c.explosives == 2 {
                red = dice
                    .get(2)
                    .ok_or_else(|| RollError::new("wwb-err-dice-count"))?;
                working.push(Line::new("wwb-w-reroll"));
                res = numeric(red, need, bonus, &mut working);
            }
            let pass = matches!(res, Numeric::Pass(_));
            let grey = dice
                .get(1)
                .ok_or_else(|| RollError::new("wwb-err-dice-count"))?;
            let xp = xp_die(grey, pass, Skill::Explosives, &mut working);
            let msg = match (res, placing) {
                (Numeric::Disaster, _) => "wwb-out-charge-explodes",
                (Numeric::Pass(_), true) => "wwb-out-charge-placed",
                (Numeric::Pass(_), false) => "wwb-out-charge-disarmed",
                (Numeric::Fail(_), _) => "wwb-out-charge-retry",
            };
            let mut out = Outcome::new(Line::new(msg));
            if matches!(res, Numeric::Fail(_)) {
                out.notes.push(Line::new("wwb-note-try-again-action"));
            }
            out.xp = xp;
            out.working = working;
            Ok(out)
        }
        BlastRoll::Detonate { satchel } => {
            let m = &ctx.data.numbers.markers;
            let need = if *satchel {
                m.satchel_detonate.value
            } else {
                m.charge_detonate.value
            };
            // L593: no skill modifiers on the detonation.
            let pass = matches!(
                numeric(first(dice)?, need, 0, &mut working),
                Numeric::Pass(_)
            );
            let mut out = Outcome::new(Line::new(match (pass, satchel) {
                (true, true) => "wwb-out-demolished",
                (true, false) => "wwb-out-target-destroyed",
                (false, _) => "wwb-out-dud",
            }));
            if pass && *satchel {
                out.notes.push(Line::new("wwb-note-collapse"));
            }
            out.notes.push(Line::new("wwb-note-charge-blast"));
            out.working = working;
            Ok(out)
        }
        BlastRoll::Building => {
            let need = ctx.data.numbers.markers.building_survives.value;
            let pass = matches!(
                numeric(first(dice)?, need, 0, &mut working),
                Numeric::Pass(_)
            );
            let mut out = Outcome::new(Line::new(if pass {
                "wwb-out-building-stands"
            } else {
                "wwb-out-demolished"
            }));
            out.working = working;
            Ok(out)
        }
        BlastRoll::Accuracy(a) => {
            if a.substitute {
                working.push(Line::new("wwb-w-radio-substitute"));
            }
            let base = accuracy_base(a);
            let test = test_die(ctx, base, &mut working);
            let (test, blue) = match (test, dice) {
                (Some(_), [t, b]) => (Some(t), b),
                (None, [b]) => (None, b),
                _ => return Err(RollError::new("wwb-err-dice-count")),
            };
            let hit = test.is_some_and(|t| colour_test(t, None, &mut working).0);
            let d = &ctx.data.numbers.distances;
            // The drift follows the case of L896 (Pink: sight and Leader) or L898 (White:
            // without them, or a substitute on the radio, whose drift L865 leaves unstated).
            let far = base == Colour::White;
            let mut out = if hit {
                Outcome::new(Line::new("wwb-out-on-target"))
            } else {
                let n = blue_number(blue)?;
                let mhx = if far {
                    d.drift_far_mhx.value
                } else {
                    d.drift_near_mhx.value
                }
                .clamp(0, 12) as u8;
                let mut o = Outcome::new(
                    Line::new("wwb-out-drift")
                        .arg("mhx", i64::from(mhx))
                        .arg("dir", i64::from(n)),
                );
                o.drift = Some(Drift {
                    direction: n,
                    distance: mhx,
                    mega: true,
                });
                o
            };
            out.notes.push(Line::new("wwb-note-barrage"));
            out.working = working;
            Ok(out)
        }
    }
}
