//! Every roll of the rulebook (digest §4.3, R1–R29) on the die ladder: which dice it uses, how
//! they are read, what follows. A roll is data ([`Roll`]); [`dice`] says which dice to throw,
//! [`resolve`] reads the faces, [`odds`] gives exact odds before the roll by going through every
//! face of every die in `dice.json`. R30 (the timed detonator) is a countdown on the Time Track,
//! not a roll.

use serde::{Deserialize, Serialize};

use super::care::{self, CareRoll};
use super::combat::{self, CombatRoll};
use super::data::WwbData;
use super::dice::{Colour, Face, FaceKind, Faces, Shifted};
use super::explosives::{self, BlastRoll};
use super::squad::{Skill, Status};
use super::state::Tiers;
use crate::core::basis::Basis;
use crate::core::log::Line;

/// One die read: its colour, the side that came up (0-based) and what that side shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rolled {
    pub colour: Colour,
    pub side: usize,
    pub face: Face,
}

/// Where a scatter or drift goes: a direction on the 1–6 hex compass (1 = the mission's wind,
/// or the aircraft's attack direction for air support) and a distance.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Drift {
    pub direction: u8,
    pub distance: u8,
    /// `true`: MHx (support fire); `false`: Hx (grenades).
    pub mega: bool,
}

/// What the outcome does to the soldiers it names (applied by the step when a target or an
/// actor is given; the players apply it by hand otherwise).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Effect {
    None,
    /// A combat result on the target (fire, blast, strafing); `headshot` turns a serious wound
    /// into Bleeding (L433).
    Hit {
        kind: FaceKind,
        headshot: bool,
    },
    /// A close-combat blow: "suppressed" reads as shaken (L496).
    Blow {
        kind: FaceKind,
    },
    /// The target's status box becomes this.
    Status(Option<Status>),
    /// Progressive deterioration: one step worse (L653).
    Worse,
    Killed,
    Missing,
    /// Health boxes given back by the medic (L647).
    Heal(u8),
    /// The actor hurts himself (door disaster, L769).
    SelfLightWound,
}

/// A resolved roll: the dice, the answer (largest text), what to do on the board, the working,
/// and any experience the actor earns.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Outcome {
    pub dice: Vec<Rolled>,
    pub headline: Line,
    pub notes: Vec<Line>,
    pub working: Vec<Line>,
    pub effect: Effect,
    /// The skill a medal on the test trains, if the test succeeded with a medal (L89, L726).
    pub xp: Option<Skill>,
    pub drift: Option<Drift>,
    /// What the answer rests on besides the clear text: readings of unclear rules, values
    /// that are placeholders (the dice's faces, a weapon card, the health line).
    #[serde(default, skip_serializing_if = "Basis::is_empty")]
    pub basis: Basis,
}

impl Outcome {
    pub fn new(headline: Line) -> Outcome {
        Outcome {
            dice: vec![],
            headline,
            notes: vec![],
            working: vec![],
            effect: Effect::None,
            xp: None,
            drift: None,
            basis: Basis::default(),
        }
    }
}

/// Why a roll cannot be made or read; each a message id with its arguments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RollError(pub &'static str, pub Vec<(&'static str, String)>);

impl RollError {
    pub fn new(msg: &'static str) -> RollError {
        RollError(msg, vec![])
    }
    pub fn arg(mut self, k: &'static str, v: impl ToString) -> RollError {
        self.1.push((k, v.to_string()));
        self
    }
}

/// Every roll.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Roll {
    Combat(CombatRoll),
    Blast(BlastRoll),
    Care(CareRoll),
}

impl Roll {
    /// The resolver's name on the command line.
    pub fn id(&self) -> &'static str {
        match self {
            Roll::Combat(r) => r.id(),
            Roll::Blast(r) => r.id(),
            Roll::Care(r) => r.id(),
        }
    }
}

/// What every resolver is given besides its own input.
pub struct Ctx<'a> {
    pub data: &'a WwbData,
    pub faces: &'a Faces,
    pub tiers: Tiers,
    /// The wound penalty (0–2, additional rule L633) of the man who makes the roll, for the
    /// rolls whose input does not carry its own (fire, suppression and close combat do).
    pub wounded: u8,
    /// The readings the players chose where the rulebook contradicts itself.
    pub readings: Readings,
}

/// The players' choice where two lines of the rulebook disagree; each default is the line
/// the app follows unless told otherwise.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(deny_unknown_fields)]
pub struct Readings {
    /// A rally of a Suppressed man: `false` (the default) one step better, to Shaken;
    /// `true` the marker is removed, he is alert again. (The rulebook says both.)
    #[serde(default)]
    pub rally_clears: bool,
    /// The wound penalty on a wounded man's own deterioration roll: `false` (the default)
    /// it applies, as the text says of any roll; `true` the players spare that roll.
    #[serde(default)]
    pub spare_deterioration: bool,
}

impl Ctx<'_> {
    /// The wound penalty as it applies now: only under the additional rules (L633), and never
    /// more than the two boxes the health line marks.
    pub fn penalty(&self) -> i32 {
        if self.tiers.additional {
            i32::from(self.wounded.min(2))
        } else {
            0
        }
    }
}

/// The dice `roll` throws, in order. Some are read only when needed (the L2 reroll of a
/// disaster face, the second initiative die): they are still listed and rolled.
pub fn dice(ctx: &Ctx, roll: &Roll) -> Result<Vec<Colour>, RollError> {
    match roll {
        Roll::Combat(r) => combat::dice(ctx, r),
        Roll::Blast(r) => explosives::dice(ctx, r),
        Roll::Care(r) => care::dice(ctx, r),
    }
}

/// Whether the last die of [`dice`] is the L2 reroll of a disaster face (First Aid L2, L645;
/// Explosives L2, L591): it is thrown only when the first (Red) die shows the disaster.
fn reroll_last(roll: &Roll) -> bool {
    use super::care::CareRoll;
    use super::explosives::BlastRoll;
    match roll {
        Roll::Care(CareRoll::Treat { first_aid, .. }) => *first_aid == 2,
        Roll::Blast(BlastRoll::Place(c) | BlastRoll::Disarm(c)) => c.explosives == 2,
        _ => false,
    }
}

/// How many dice the player enters, given the sides entered so far: all of [`dice`], but
/// without the L2 reroll die unless the first die came up the disaster face.
pub fn needed(ctx: &Ctx, roll: &Roll, sides: &[usize]) -> Result<usize, RollError> {
    let colours = dice(ctx, roll)?;
    if !reroll_last(roll) {
        return Ok(colours.len());
    }
    let disaster = match (colours.first(), sides.first()) {
        (Some(c), Some(&s)) => ctx
            .faces
            .face(*c, s)
            .is_some_and(|f| f.kind == FaceKind::Disaster),
        _ => false,
    };
    Ok(if disaster {
        colours.len()
    } else {
        colours.len() - 1
    })
}

/// Reads the sides that came up (`sides[i]` for the i-th die of [`dice`]). The L2 reroll
/// die may be left out when the first die is not the disaster face ([`needed`]).
pub fn resolve(ctx: &Ctx, roll: &Roll, sides: &[usize]) -> Result<Outcome, RollError> {
    let colours = dice(ctx, roll)?;
    let need = needed(ctx, roll, sides)?;
    if sides.len() != colours.len() && sides.len() != need {
        return Err(RollError::new("wwb-err-dice-count")
            .arg("need", need)
            .arg("got", sides.len()));
    }
    let mut read = Vec::with_capacity(sides.len());
    for (c, &s) in colours.iter().zip(sides) {
        let face = ctx.faces.face(*c, s).ok_or_else(|| {
            RollError::new("wwb-err-die-side")
                .arg("die", c.id())
                .arg("side", s + 1)
        })?;
        read.push(Rolled {
            colour: *c,
            side: s,
            face,
        });
    }
    let mut out = match roll {
        Roll::Combat(r) => combat::resolve(ctx, r, &read)?,
        Roll::Blast(r) => explosives::resolve(ctx, r, &read)?,
        Roll::Care(r) => care::resolve(ctx, r, &read)?,
    };
    out.dice = read;
    let b = super::basis::of(ctx, roll, &colours, &out.working);
    out.basis.merge(&b);
    Ok(out)
}

/// Exact odds before the roll: each distinct answer with the number of equally likely
/// combinations that give it, out of `total`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Odds {
    pub total: u64,
    pub answers: Vec<(Line, u64)>,
    /// What the odds rest on (the dice's faces above all): every answer's basis, joined.
    pub basis: Basis,
}

pub fn odds(ctx: &Ctx, roll: &Roll) -> Result<Odds, RollError> {
    let colours = dice(ctx, roll)?;
    let counts: Vec<usize> = colours.iter().map(|c| ctx.faces.sides(*c)).collect();
    if counts.contains(&0) {
        return Err(RollError::new("wwb-err-no-faces"));
    }
    let total: u64 = counts.iter().map(|&n| n as u64).product();
    let mut answers: Vec<(Line, u64)> = vec![];
    let mut idx = vec![0usize; counts.len()];
    let mut basis = Basis::default();
    loop {
        let o = resolve(ctx, roll, &idx)?;
        basis.merge(&o.basis);
        match answers.iter_mut().find(|(l, _)| *l == o.headline) {
            Some((_, n)) => *n += 1,
            None => answers.push((o.headline, 1)),
        }
        // Next combination (odometer).
        let mut i = 0;
        loop {
            if i == idx.len() {
                answers.sort_by_key(|a| std::cmp::Reverse(a.1));
                return Ok(Odds {
                    total,
                    answers,
                    basis,
                });
            }
            idx[i] += 1;
            if idx[i] < counts[i] {
                break;
            }
            idx[i] = 0;
            i += 1;
        }
    }
}

// ---- shared readings ----------------------------------------------------------------------

/// A die `by` steps from `base`, with the working line; `None` below White.
pub fn shifted(base: Colour, by: i32, working: &mut Vec<Line>) -> Option<Colour> {
    let line = |to: &str| {
        Line::new("wwb-w-shift")
            .msg_arg("from", &base.msg())
            .arg("by", signed(i64::from(by)))
            .msg_arg("to", to)
    };
    match base.shift(by) {
        Shifted::Die(c) => {
            if by != 0 {
                working.push(line(&c.msg()));
            }
            Some(c)
        }
        Shifted::AboveBlack => {
            // Not stated (digest §14.29): the app caps at Black.
            working.push(line("wwb-die-black"));
            working.push(Line::new("wwb-w-capped"));
            Some(Colour::Black)
        }
        Shifted::BelowWhite => {
            working.push(line("wwb-w-below-white"));
            None
        }
    }
}

/// The roller's wound penalty (additional rule, L633: "on any die roll") with its working
/// line, for the rolls whose input does not carry its own; 0 when none.
pub fn wound_penalty(ctx: &Ctx, working: &mut Vec<Line>) -> i32 {
    let p = ctx.penalty();
    if p > 0 {
        working.push(Line::new("wwb-w-wounded").arg("mod", signed(-i64::from(p))));
    }
    p
}

/// The result of a numeric test on Red or Blue (L91, L752).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Numeric {
    Pass(i64),
    Fail(i64),
    /// The Red disaster face: no number, never a pass; what it means depends on the roll.
    Disaster,
}

/// Reads a numeric test: the die's number plus `bonus` against `need` (≥ passes).
pub fn numeric(r: &Rolled, need: i32, bonus: i32, working: &mut Vec<Line>) -> Numeric {
    if r.face.kind == FaceKind::Disaster {
        working.push(Line::new("wwb-w-disaster").msg_arg("die", &r.colour.msg()));
        return Numeric::Disaster;
    }
    // A face without a number (a data file that gives none) reads as 0.
    let v = r.face.value.unwrap_or(0);
    let total = v + i64::from(bonus);
    working.push(
        Line::new("wwb-w-numeric")
            .msg_arg("die", &r.colour.msg())
            .arg("face", v)
            .arg("bonus", i64::from(bonus))
            .arg("total", total)
            .arg("need", i64::from(need)),
    );
    if total >= i64::from(need) {
        Numeric::Pass(total)
    } else {
        Numeric::Fail(total)
    }
}

/// The Grey die beside a numeric test (L726): a medal on a successful test trains `skill`.
pub fn xp_die(
    grey: &Rolled,
    success: bool,
    skill: Skill,
    working: &mut Vec<Line>,
) -> Option<Skill> {
    let medal = grey.face.kind == FaceKind::Medal;
    if medal && success {
        working.push(Line::new("wwb-w-xp").msg_arg("skill", &skill.msg()));
        Some(skill)
    } else {
        None
    }
}

/// A test die (White to Yellow): OK or medal passes (L89); a medal trains `skill` if given.
pub fn colour_test(
    r: &Rolled,
    skill: Option<Skill>,
    working: &mut Vec<Line>,
) -> (bool, Option<Skill>) {
    let pass = r.face.kind.is_success();
    working.push(
        Line::new(if pass {
            "wwb-w-test-pass"
        } else {
            "wwb-w-test-fail"
        })
        .msg_arg("die", &r.colour.msg())
        .msg_arg("face", &r.face.kind.msg()),
    );
    let xp = match skill {
        Some(s) if r.face.kind == FaceKind::Medal => {
            working.push(Line::new("wwb-w-xp").msg_arg("skill", &s.msg()));
            Some(s)
        }
        _ => None,
    };
    (pass, xp)
}

/// A combat die's result: the face's combat meaning. The disaster face has no combat meaning
/// in the text; the app reads it as a miss (and says so). OK and medal faces on a combat roll
/// read as a miss too (they are test icons).
pub fn combat_kind(r: &Rolled) -> FaceKind {
    match r.face.kind {
        FaceKind::Disaster | FaceKind::Ok | FaceKind::Medal => FaceKind::Miss,
        k => k,
    }
}

/// The Blue die's number (1–6 on the compass and against distances).
pub fn blue_number(r: &Rolled) -> Result<u8, RollError> {
    r.face
        .value
        .filter(|v| (1..=6).contains(v))
        .map(|v| v as u8)
        .ok_or_else(|| RollError::new("wwb-err-blue-number").arg("side", r.side + 1))
}

/// The headline for a combat result.
pub fn hit_line(kind: FaceKind) -> Line {
    Line::new("wwb-out-hit").msg_arg("result", &kind.msg())
}

/// A modifier as the player aid prints it: "+1", "−2".
pub fn signed(v: i64) -> String {
    if v < 0 {
        format!("−{}", -v)
    } else {
        format!("+{v}")
    }
}
