//! After the plan: the exact odds of an attack before the roll, and what the dice mean after
//! it (L1215-1229), with Solid Armour (L1864) and Op Fire's stop (L945-957).

use serde::Serialize;

use super::attack::{Band, Effect, Fire, Plan, effect_of, plan};
use super::dice::{self, DEFENCE_HIT};
use super::effects::Damage;
use super::refuse;
use super::situation::Attack;
use crate::core::log::Line;
use crate::core::odds::Chance;
use crate::core::table::ActionError;

/// The odds before the roll: the chance of each number of hits and of each effect.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Odds {
    /// Chance of exactly k hits, k = index.
    pub hits: Vec<Chance>,
    /// Chance of each distinct effect, in the order of increasing hits.
    pub effects: Vec<(Effect, Chance)>,
}

/// Exact odds of an attack (DESIGN "show the odds").
pub fn odds(a: &Attack) -> Result<(Plan, Odds), ActionError> {
    let p = plan(a)?;
    let (counts, total) = dice::net_hits(p.black, p.band.hits_on(), p.red, p.solid);
    Ok((
        p,
        odds_of(&counts, total, |h| effect_of(&a.target, a.kind, h)),
    ))
}

/// Groups hit counts by the effect they have.
pub fn odds_of(counts: &[u128], total: u128, fx: impl Fn(u32) -> Effect) -> Odds {
    let mut effects: Vec<(Effect, u128)> = vec![];
    for (h, c) in counts.iter().enumerate() {
        let e = fx(h as u32);
        match effects.iter_mut().find(|(x, _)| *x == e) {
            Some((_, n)) => *n += c,
            None => effects.push((e, *c)),
        }
    }
    Odds {
        hits: dice::chances(counts, total),
        effects: effects
            .into_iter()
            .filter(|(_, n)| *n > 0)
            .map(|(e, num)| (e, Chance { num, den: total }.reduced()))
            .collect(),
    }
}

/// A resolved attack: the dice, the hits and the effect, with the working.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Outcome {
    pub black: Vec<u8>,
    pub red: Vec<u8>,
    pub band: Band,
    pub black_hits: u32,
    pub red_hits: u32,
    pub hits: u32,
    pub effect: Effect,
    /// Op Fire only: the moving unit is Fatigued and stops where it is (L945-957).
    pub stops_mover: bool,
    /// Units that fired and are now Fatigued (their Op Fire token flipped).
    pub fatigued: u32,
    /// Units whose machine guns alone fired on Op Fire: not Fatigued, still on Op Fire.
    pub keeps_op_fire: u32,
    pub lines: Vec<Line>,
}

/// Checks faces entered for `n` dice of one colour.
pub fn check_faces(faces: &[u8], n: u32, colour: &'static str) -> Result<(), ActionError> {
    if faces.len() != n as usize {
        return Err(refuse(
            "toi-err-dice-count",
            vec![
                ("colour", colour.to_string()),
                ("need", n.to_string()),
                ("got", faces.len().to_string()),
            ],
        ));
    }
    if let Some(f) = faces.iter().find(|f| !dice::valid_face(**f)) {
        return Err(refuse("toi-err-face", vec![("face", f.to_string())]));
    }
    Ok(())
}

/// Red successes, with Solid Armour turning one red die that missed into a 6 (L1864).
pub fn red_saves(red: &[u8], solid: bool, lines: &mut Vec<Line>) -> u32 {
    let mut saves = dice::count(red, DEFENCE_HIT);
    if solid && (saves as usize) < red.len() {
        saves += 1;
        lines.push(Line::new("toi-w-solid-used"));
    }
    saves
}

/// Resolves the attack with the faces shown (black and red).
pub fn resolve(a: &Attack, black: &[u8], red: &[u8]) -> Result<Outcome, ActionError> {
    let p = plan(a)?;
    check_faces(black, p.black, "black")?;
    check_faces(red, p.red, "red")?;
    let mut lines = p.lines.clone();
    let black_hits = dice::count(black, p.band.hits_on());
    let red_hits = red_saves(red, p.solid, &mut lines);
    let hits = black_hits.saturating_sub(red_hits);
    lines.push(
        Line::new("toi-w-hits")
            .arg("black", black_hits as i64)
            .arg("red", red_hits as i64)
            .arg("hits", hits as i64),
    );
    let effect = effect_of(&a.target, a.kind, hits);
    let heavy = a.target.vehicle.as_ref().is_some_and(|v| v.heavy);
    // L951 (default): whatever pins, disrupts or damages the mover; L1441 (the setting):
    // only a suppressive attack.
    let by_kind = !a.readings.opfire_suppressive_only || a.kind == super::attack::Kind::Suppressive;
    let stops_mover = a.fire == Fire::OpFire && by_kind && effect.stops_mover(heavy);
    if stops_mover {
        lines.push(Line::new("toi-w-opfire-stops"));
    } else if a.fire == Fire::OpFire
        && matches!(
            effect,
            Effect::Damage {
                to: Damage::Light,
                ..
            }
        )
    {
        lines.push(Line::new("toi-w-opfire-tank-goes-on"));
    }
    // Op Fire by a squad's machine guns alone leaves it on Op Fire (L1719-1733); every
    // other unit that fired is Fatigued (L1376, L1445).
    let firers = 1 + a.support.len() as u32;
    let keeps_op_fire = if a.fire == Fire::OpFire {
        std::iter::once(&a.lead)
            .chain(&a.support)
            .filter(|f| f.mg_only)
            .count() as u32
    } else {
        0
    };
    let fatigued = firers - keeps_op_fire;
    if keeps_op_fire > 0 {
        lines.push(Line::new("toi-w-mg-keeps").arg("n", keeps_op_fire as i64));
    }
    if fatigued > 0 {
        lines.push(Line::new("toi-w-fatigued").arg("n", fatigued as i64));
    }
    Ok(Outcome {
        black: black.to_vec(),
        red: red.to_vec(),
        band: p.band,
        black_hits,
        red_hits,
        hits,
        effect,
        stops_mover,
        fatigued,
        keeps_op_fire,
        lines,
    })
}
