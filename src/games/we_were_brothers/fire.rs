//! Direct and opportunity fire (R8, 8.1–8.2, L401–L453) and suppression fire (R9–R10, 8.3,
//! L457–L484): the range band's die, then the modifiers that move its colour.

use serde::{Deserialize, Serialize};

use super::data::{Weapon, WwbData};
use super::dice::{Colour, FaceKind};
use super::rolls::{
    Ctx, Effect, Numeric, Outcome, RollError, Rolled, combat_kind, hit_line, numeric, shifted,
};
use super::squad::{Posture, Skill};
use crate::core::log::Line;

/// A shot at one soldier.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, clap::Args, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FireInput {
    /// The weapon card (an id in weapons.json).
    #[arg(long)]
    pub weapon: String,
    /// Range in MHx; 0 = the same MHx (the card's most lethal die, L415).
    #[arg(long, default_value_t = 1)]
    #[serde(default = "one")]
    pub range: u8,
    /// The firer's posture (the card's posture modifier, L119).
    #[arg(long, value_enum, default_value = "standing")]
    #[serde(default)]
    pub firer: Posture,
    /// Firing a bipod weapon next to a half-level barrier (L119).
    #[arg(long)]
    #[serde(default)]
    pub bipod: bool,
    /// The target's posture.
    #[arg(long, value_enum, default_value = "standing")]
    #[serde(default)]
    pub target: Posture,
    /// The target's cover (an id of numbers.json's `cover`: partial, window, smoke, building,
    /// bunker, woods); none = in the open. Open and cover never add up (L421).
    #[arg(long)]
    #[serde(default)]
    pub cover: Option<String>,
    /// The cover is a hedge (a penetration-1 weapon ignores it, L423).
    #[arg(long)]
    #[serde(default)]
    pub hedge: bool,
    /// An aimed headshot (L433).
    #[arg(long)]
    #[serde(default)]
    pub headshot: bool,
    /// The firer's Arms level (0–2, L780).
    #[arg(long, default_value_t = 0)]
    #[serde(default)]
    pub arms: u8,
    /// The weapon belongs to the other side (L781).
    #[arg(long)]
    #[serde(default)]
    pub foreign: bool,
    /// The firer is the squad's machine-gunner (only matters for a squad MG, L851).
    #[arg(long)]
    #[serde(default)]
    pub gunner: bool,
    /// The firer is running (L369).
    #[arg(long)]
    #[serde(default)]
    pub running: bool,
    /// The firer's wound penalty: 1 or 2 from the −1/−2 health boxes (additional rule, L633).
    #[arg(long, default_value_t = 0)]
    #[serde(default)]
    pub wounded: u8,
    /// The target is inside grenade smoke (additional rule, L339): the aid's "target in smoke"
    /// cover modifier, in place of the open one and never on top of another cover (L421).
    #[arg(long)]
    #[serde(default)]
    pub smoke: bool,
}

/// One MHx: the range a shot is at unless told.
fn one() -> u8 {
    1
}

fn weapon<'a>(d: &'a WwbData, id: &str) -> Result<&'a Weapon, RollError> {
    d.weapon(id)
        .ok_or_else(|| RollError::new("wwb-err-no-weapon").arg("weapon", id))
}

/// The card's die for `range` MHx (L415): the first band that reaches it; in the same MHx the
/// most lethal of the three.
pub fn range_die(w: &Weapon, range: u8) -> Result<Colour, RollError> {
    if range == 0 {
        return w
            .ranges
            .iter()
            .map(|b| b.die)
            .max()
            .ok_or_else(|| RollError::new("wwb-err-out-of-range"));
    }
    w.ranges
        .iter()
        .find(|b| b.max.is_none_or(|m| range <= m))
        .map(|b| b.die)
        .ok_or_else(|| {
            RollError::new("wwb-err-out-of-range")
                .arg("range", range)
                .arg("weapon", &w.label)
        })
}

fn check(f: &FireInput) -> Result<(), RollError> {
    if f.arms > 2 || f.wounded > 2 {
        return Err(RollError::new("wwb-err-level"));
    }
    if f.range > 60 {
        return Err(RollError::new("wwb-err-out-of-range").arg("range", f.range));
    }
    if f.target == Posture::Down || f.firer == Posture::Down {
        // A downed man neither fires nor is shot at as a posture; attacking a helpless man is
        // close combat (L508).
        return Err(RollError::new("wwb-err-down-posture"));
    }
    Ok(())
}

/// The modifiers of a shot, each with its working line; the sum moves the die.
pub fn modifiers(ctx: &Ctx, f: &FireInput, w: &Weapon) -> Result<Vec<(i32, Line)>, RollError> {
    let n = &ctx.data.numbers;
    let mut m: Vec<(i32, Line)> = vec![];
    let mut add = |v: i32, msg: &str| {
        m.push((
            v,
            Line::new(msg).arg("mod", super::rolls::signed(i64::from(v))),
        ))
    };
    // Target: open (white card) or cover (yellow card), never both (L421). A penetration-1
    // weapon ignores a hedge: the target counts as in the open (L423). Cherry Corner uses only
    // the cover modifiers (L439).
    // L339 (additional rule): a target in grenade smoke takes the "smoke" cover (L977).
    // A hedge is a barrier (L117): a man behind one is behind partial protection (−2, L423)
    // unless the form names his cover; only a penetration-1 weapon sees him in the open.
    let hedge = (f.hedge && f.cover.is_none()).then(|| "partial".to_string());
    if hedge.is_some() {
        add(0, "wwb-w-hedge-cover");
    }
    let smoke = (f.smoke && ctx.tiers.additional).then(|| "smoke".to_string());
    let cover_id = f.cover.as_ref().or(hedge.as_ref()).or(smoke.as_ref());
    let cover = match cover_id {
        Some(_) if f.hedge && w.penetration >= 1 => None,
        Some(c) => Some(
            ctx.data
                .cover(c)
                .ok_or_else(|| RollError::new("wwb-err-no-cover").arg("cover", c))?,
        ),
        None => None,
    };
    if cover_id.is_some() && cover.is_none() {
        add(0, "wwb-w-penetration");
    }
    match cover {
        Some(c) => add(c.value, &format!("wwb-w-cover-{}", c.id)),
        None if ctx.tiers.cherry_corner => add(0, "wwb-w-cherry-open"),
        None => {
            let (v, msg) = match f.target {
                Posture::Standing => (n.open.standing.value, "wwb-w-open-standing"),
                Posture::Kneeling => (n.open.kneeling.value, "wwb-w-open-kneeling"),
                _ => (n.open.prone.value, "wwb-w-open-prone"),
            };
            add(v, msg);
        }
    }
    if f.headshot {
        add(n.fire.headshot.value, "wwb-w-headshot");
    }
    // L439: Cherry Corner keeps only the cover modifiers (the headshot is printed in the aid's
    // cover column, L977) and leaves out all the others.
    if ctx.tiers.cherry_corner {
        add(0, "wwb-w-cherry-only-cover");
        return Ok(m);
    }
    // The firer's posture from the card; a bipod weapon next to a half barrier uses the bipod
    // value whatever the posture (L119).
    match (f.bipod, w.bipod) {
        (true, Some(b)) => add(i32::from(b), "wwb-w-bipod"),
        (true, None) => return Err(RollError::new("wwb-err-no-bipod").arg("weapon", &w.label)),
        _ => {
            let v = match f.firer {
                Posture::Standing => w.posture.standing,
                Posture::Kneeling => w.posture.kneeling,
                _ => w.posture.prone,
            };
            if v != 0 {
                add(i32::from(v), "wwb-w-firer-posture");
            }
        }
    }
    if f.arms > 0 {
        add(i32::from(f.arms), "wwb-w-arms");
    }
    if f.foreign && f.arms < 2 {
        add(n.fire.foreign_weapon.value, "wwb-w-foreign");
    }
    if w.squad_mg && !f.gunner {
        add(n.fire.non_gunner.value, "wwb-w-non-gunner");
    }
    if f.running {
        add(n.fire.running_firer.value, "wwb-w-running");
    }
    if f.wounded > 0 && ctx.tiers.additional {
        add(-i32::from(f.wounded), "wwb-w-wounded");
    }
    Ok(m)
}

/// The die a shot rolls (`None`: pushed below White, it cannot hit).
pub fn fire_die(
    ctx: &Ctx,
    f: &FireInput,
    working: &mut Vec<Line>,
) -> Result<Option<Colour>, RollError> {
    check(f)?;
    let w = weapon(ctx.data, &f.weapon)?;
    let base = range_die(w, f.range)?;
    working.push(
        Line::new(if f.range == 0 {
            "wwb-w-same-mhx"
        } else {
            "wwb-w-range-die"
        })
        .arg("weapon", w.label.as_str())
        .arg("range", i64::from(f.range))
        .msg_arg("die", &base.msg()),
    );
    let mods = modifiers(ctx, f, w)?;
    let mut total = 0;
    for (v, l) in mods {
        total += v;
        working.push(l);
    }
    Ok(shifted(base, total, working))
}

pub fn fire_dice(ctx: &Ctx, f: &FireInput) -> Result<Vec<Colour>, RollError> {
    Ok(fire_die(ctx, f, &mut vec![])?.into_iter().collect())
}

pub fn fire(ctx: &Ctx, f: &FireInput, dice: &[Rolled]) -> Result<Outcome, RollError> {
    let mut working = vec![];
    let die = fire_die(ctx, f, &mut working)?;
    let (kind, mut out) = match (die, dice.first()) {
        (Some(_), Some(r)) => {
            let k = combat_kind(r);
            if r.face.kind == FaceKind::Disaster {
                working.push(Line::new("wwb-w-disaster-combat"));
            }
            (k, Outcome::new(hit_line(k)))
        }
        _ => {
            let mut o = Outcome::new(Line::new("wwb-out-no-hit-possible"));
            o.notes.push(Line::new("wwb-note-no-hit-possible"));
            (FaceKind::Miss, o)
        }
    };
    out.effect = Effect::Hit {
        kind,
        headshot: f.headshot,
    };
    if f.headshot && kind == FaceKind::SeriousWound {
        out.notes.push(Line::new("wwb-note-headshot-bleeding"));
    }
    out.notes.push(Line::new("wwb-note-chamber"));
    out.working = working;
    Ok(out)
}

/// Suppression fire on one MHx (R9, L463–L480).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, clap::Args, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SuppressionInput {
    /// The weapon card (an id in weapons.json).
    #[arg(long)]
    pub weapon: String,
    /// The chamber die's attack box now (1 = first on the left).
    #[arg(long, default_value_t = 1)]
    #[serde(default = "one")]
    pub box_now: u8,
    /// Arms level of the firer (L780).
    #[arg(long, default_value_t = 0)]
    #[serde(default)]
    pub arms: u8,
    /// The firer's wound penalty (additional rule, L633).
    #[arg(long, default_value_t = 0)]
    #[serde(default)]
    pub wounded: u8,
}

fn suppression_die(
    ctx: &Ctx,
    s: &SuppressionInput,
    working: &mut Vec<Line>,
) -> Result<Option<Colour>, RollError> {
    if s.arms > 2 || s.wounded > 2 {
        return Err(RollError::new("wwb-err-level"));
    }
    let w = weapon(ctx.data, &s.weapon)?;
    let sup = w
        .suppression
        .ok_or_else(|| RollError::new("wwb-err-no-suppression").arg("weapon", &w.label))?;
    if s.box_now == 0 || s.box_now > sup.first_box {
        // L463: the chamber die must be on the first suppression box or left of it.
        return Err(RollError::new("wwb-err-suppression-box")
            .arg("first", sup.first_box)
            .arg("now", s.box_now));
    }
    let after = s.box_now + sup.boxes;
    working.push(if after > w.attacks {
        Line::new("wwb-w-suppression-empties").arg("boxes", i64::from(sup.boxes))
    } else {
        Line::new("wwb-w-suppression-boxes")
            .arg("boxes", i64::from(sup.boxes))
            .arg("to", i64::from(after))
    });
    working.push(Line::new("wwb-w-suppression-die").msg_arg("die", &sup.die.msg()));
    let mut by = i32::from(s.arms);
    if s.arms > 0 {
        working.push(Line::new("wwb-w-arms").arg("mod", super::rolls::signed(i64::from(s.arms))));
    }
    if s.wounded > 0 && ctx.tiers.additional {
        by -= i32::from(s.wounded);
        working.push(
            Line::new("wwb-w-wounded").arg("mod", super::rolls::signed(-i64::from(s.wounded))),
        );
    }
    Ok(shifted(sup.die, by, working))
}

pub fn suppression_dice(ctx: &Ctx, s: &SuppressionInput) -> Result<Vec<Colour>, RollError> {
    Ok(suppression_die(ctx, s, &mut vec![])?.into_iter().collect())
}

/// Success on any face but a miss (the success icons at L478 are lost; a suppression die may
/// be Red or darker, which carries no OK/medal, so the app reads every result other than a
/// miss or the disaster face as a success). A medal also trains Arms.
pub fn suppression(ctx: &Ctx, s: &SuppressionInput, dice: &[Rolled]) -> Result<Outcome, RollError> {
    let mut working = vec![];
    let die = suppression_die(ctx, s, &mut working)?;
    let ok = die.is_some()
        && dice
            .first()
            .is_some_and(|r| !matches!(r.face.kind, FaceKind::Miss | FaceKind::Disaster));
    let mut out = Outcome::new(Line::new(if ok {
        "wwb-out-suppressed-mhx"
    } else {
        "wwb-out-suppression-fails"
    }));
    if ok {
        out.effect = Effect::Status(Some(super::squad::Status::Suppressed));
        out.notes.push(Line::new("wwb-note-suppression-all"));
        if dice.first().is_some_and(|r| r.face.kind == FaceKind::Medal) {
            out.xp = Some(Skill::Arms);
            working.push(Line::new("wwb-w-xp").msg_arg("skill", &Skill::Arms.msg()));
        }
    }
    out.notes.push(Line::new("wwb-note-suppressor-stays"));
    out.working = working;
    Ok(out)
}

/// Entering an area-suppressed MHx (R10, L479): Red ≥ 5 or suppressed.
pub fn area(ctx: &Ctx, dice: &[Rolled]) -> Result<Outcome, RollError> {
    let mut working = vec![];
    let r = dice
        .first()
        .ok_or_else(|| RollError::new("wwb-err-dice-count"))?;
    let need = ctx.data.numbers.markers.area_suppression.value;
    let bonus = -super::rolls::wound_penalty(ctx, &mut working);
    let pass = matches!(numeric(r, need, bonus, &mut working), Numeric::Pass(_));
    let mut out = Outcome::new(Line::new(if pass {
        "wwb-out-area-pass"
    } else {
        "wwb-out-area-fail"
    }));
    if !pass {
        out.effect = Effect::Status(Some(super::squad::Status::Suppressed));
    }
    out.working = working;
    Ok(out)
}
