//! The attack sequence (L1198-1229) with Combined Fire (L1336-1385) and every modifier of the
//! digest's §3.6: the dice to roll and the band they hit on, the exact odds before the roll,
//! and what the roll means after it. Assaults are in `assault`, area attacks in `area`.

use serde::{Deserialize, Serialize};

use super::dice::{MAX_ATTACK_DICE, MAX_DEFENCE_DICE};
use super::effects::{Condition, Damage};
use super::refuse;
use crate::core::log::Line;
use crate::core::table::ActionError;

pub use super::situation::{Attack, Band, Fire, Firer, Fort, Kind, Readings, Target, Vehicle};

/// The dice an attack rolls, worked out before the roll.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Plan {
    pub black: u32,
    pub band: Band,
    pub red: u32,
    pub solid: bool,
    pub lines: Vec<Line>,
}

/// What the hits do to the target.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Effect {
    NoEffect,
    /// Figures to remove, the owner choosing (L1259-1265); `all`: the squad is gone.
    Figures {
        hits: u32,
        all: bool,
    },
    Condition {
        from: Condition,
        to: Condition,
    },
    Damage {
        from: Damage,
        to: Damage,
    },
}

impl Effect {
    /// The outcome in a few words (the result card's headline).
    pub fn line(self) -> Line {
        match self {
            Effect::NoEffect => Line::new("toi-fx-none"),
            Effect::Figures { hits, all: true } => {
                Line::new("toi-fx-squad-gone").arg("n", hits as i64)
            }
            Effect::Figures { hits, .. } => Line::new("toi-fx-figures").arg("n", hits as i64),
            Effect::Condition { to, .. } => Line::new("toi-fx-condition").msg_arg("to", to.msg()),
            Effect::Damage { to, .. } => Line::new("toi-fx-damage").msg_arg("to", to.msg()),
        }
    }

    /// The outcome in one or two words (odds rows).
    pub fn short(self) -> Line {
        match self {
            Effect::NoEffect => Line::new("toi-fx-none"),
            Effect::Figures { hits, all: true } => {
                Line::new("toi-fxs-squad-gone").arg("n", hits as i64)
            }
            Effect::Figures { hits, .. } => Line::new("toi-fxs-figures").arg("n", hits as i64),
            Effect::Condition { to, .. } => Line::new(to.msg()),
            Effect::Damage { to, .. } => Line::new(to.msg()),
        }
    }

    /// Whether an Op Fire result stops the moving unit (L945-957, L1854).
    pub fn stops_mover(self, heavy_vehicle: bool) -> bool {
        match self {
            Effect::Condition { to, .. } => to != Condition::Routed,
            Effect::Damage { from, to } => match to {
                Damage::Light => !heavy_vehicle || from != Damage::Undamaged,
                Damage::Heavy => true,
                _ => false,
            },
            _ => false,
        }
    }
}

/// The effect of `hits` on the target of `kind`.
pub fn effect_of(target: &Target, kind: Kind, hits: u32) -> Effect {
    if hits == 0 {
        return Effect::NoEffect;
    }
    match (&target.vehicle, kind) {
        (Some(v), _) => Effect::Damage {
            from: v.damage,
            to: v.damage.after_hits(hits, v.fragile),
        },
        (None, Kind::Suppressive) => Effect::Condition {
            from: target.condition,
            to: target.condition.after_suppression(hits),
        },
        (None, Kind::Normal) => {
            // A base holds at most 4 figures (L393-459): with the size not entered, 4 hits
            // wipe out any squad (L1259).
            let figures = target.figures.unwrap_or(MAX_FIGURES);
            Effect::Figures {
                hits: hits.min(figures),
                all: hits >= figures,
            }
        }
    }
}

/// A building's terrain cover (L2196).
pub const BUILDING_COVER: u32 = 3;

/// The most figures a base holds (4 holes, L393-459).
pub const MAX_FIGURES: u32 = 4;
/// Bounds of what a player may enter for one unit.
pub const MAX_FP: u32 = 20;
pub const MAX_RANGE: u32 = 20;
pub const MAX_DISTANCE: u32 = 60;
pub const MAX_COVER: u32 = 6;
pub const MAX_ARMOUR: u32 = 8;
/// Combined Fire supporters (the text sets no limit; 10 bounds the input).
pub const MAX_SUPPORT: usize = 10;

fn check_firer(f: &Firer) -> Result<(), ActionError> {
    let bad = |what: &str, v: u32, max: u32| {
        refuse(
            "toi-err-bound",
            vec![
                ("what", what.to_string()),
                ("value", v.to_string()),
                ("max", max.to_string()),
            ],
        )
    };
    if f.fp > MAX_FP {
        return Err(bad("fp", f.fp, MAX_FP));
    }
    if f.range == 0 || f.range > MAX_RANGE {
        return Err(bad("range", f.range, MAX_RANGE));
    }
    if f.distance > MAX_DISTANCE {
        return Err(bad("distance", f.distance, MAX_DISTANCE));
    }
    Ok(())
}

/// One firer's firepower and band; `who` is 0 for the lead unit, n for the n-th supporter.
fn firer_part(
    a: &Attack,
    f: &Firer,
    who: usize,
    lines: &mut Vec<Line>,
) -> Result<(u32, Band), ActionError> {
    check_firer(f)?;
    let t = &a.target;
    let vs_vehicle = t.vehicle.is_some();
    let adjacent = f.distance <= 1;
    let who_arg = who as i64;
    let mut fp = f.fp;
    lines.push(
        Line::new(if who == 0 {
            "toi-w-lead-fp"
        } else {
            "toi-w-support-fp"
        })
        .arg("n", who_arg)
        .arg("fp", f.fp as i64),
    );
    let mut add = |msg: &str, n: u32, fp: &mut u32| {
        *fp += n;
        lines.push(Line::new(msg).arg("n", n as i64));
    };
    if f.anti_tank && vs_vehicle {
        add("toi-w-anti-tank-fp", 3, &mut fp);
    }
    // Tanks do not suffer the flamethrower's Morte di fuoco (L2053).
    let tank_target = t.vehicle.as_ref().is_some_and(|v| v.heavy);
    if f.flamethrower && adjacent {
        if tank_target {
            add("toi-w-flame-tank", 0, &mut fp);
        } else {
            add("toi-w-flame-fp", 2, &mut fp);
        }
    }
    let squad_in_strongpoint = !vs_vehicle && (t.building || t.fort == Fort::Bunker);
    if f.tank && squad_in_strongpoint {
        add("toi-w-violent-fp", 3, &mut fp);
    }
    // Every halving the text names; two or more and the unit cannot fire (L1599, L1870).
    let mut halvings: Vec<&'static str> = vec![];
    if a.fire == Fire::FireAndMovement {
        halvings.push("toi-why-fire-move");
    }
    if who > 0 {
        halvings.push("toi-why-support");
    }
    if f.heavy_damage {
        halvings.push("toi-why-heavy-damage");
    }
    if f.rallied {
        if a.fire != Fire::Concentrated || who > 0 {
            return Err(refuse("toi-err-rally-concentrated", vec![]));
        }
        halvings.push("toi-why-rallied");
    }
    if f.from_wire {
        halvings.push("toi-why-wire");
    }
    if f.from_minefield {
        halvings.push("toi-why-minefield");
    }
    if f.from_smoke {
        halvings.push("toi-why-smoke");
    }
    if f.desperate {
        halvings.push("toi-why-desperate");
    }
    // Halving the supporters' sum (the L1202 reading): no supporter is halved on its own,
    // but the halving still counts against a second one.
    let sum_later = who > 0 && a.readings.combined_sum;
    match halvings.as_slice() {
        [] => {}
        [_] if sum_later => {}
        [why] => {
            let half = fp.div_ceil(2);
            lines.push(
                Line::new("toi-w-halved")
                    .msg_arg("why", why)
                    .arg("from", fp as i64)
                    .arg("to", half as i64),
            );
            fp = half;
        }
        [first, second, ..] => {
            let id = if who == 0 {
                "toi-err-halved-twice"
            } else {
                "toi-err-support-halved-twice"
            };
            return Err(refuse(
                id,
                vec![
                    ("n", who.to_string()),
                    ("first", first.to_string()),
                    ("second", second.to_string()),
                ],
            ));
        }
    }
    // Range: the anti-tank squad's 3, Violent Firepower +3, higher ground +1.
    let mut range = f.range;
    if f.anti_tank && vs_vehicle {
        range = 3;
        lines.push(Line::new("toi-w-anti-tank-range"));
    }
    if f.tank && squad_in_strongpoint {
        range += 3;
        lines.push(Line::new("toi-w-violent-range"));
    }
    if f.higher {
        range += 1;
        lines.push(Line::new("toi-w-higher"));
    }
    let band = if adjacent && f.flamethrower && a.readings.flame_faq_normal {
        lines.push(Line::new("toi-w-flame-faq-band"));
        Band::Normal
    } else if adjacent {
        Band::Close
    } else if f.distance <= range {
        Band::Normal
    } else if f.distance <= 2 * range {
        if a.fire == Fire::FireAndMovement {
            return Err(refuse("toi-err-fm-long", vec![]));
        }
        Band::Long
    } else {
        return Err(refuse(
            "toi-err-out-of-range",
            vec![
                ("n", who.to_string()),
                ("distance", f.distance.to_string()),
                ("range", range.to_string()),
            ],
        ));
    };
    lines.push(
        Line::new("toi-w-band")
            .arg("distance", f.distance as i64)
            .arg("range", range as i64)
            .msg_arg("band", band.msg()),
    );
    Ok((fp, band))
}

/// The dice to roll: black dice and their band, red dice, with the working (L1198-1229).
pub fn plan(a: &Attack) -> Result<Plan, ActionError> {
    let t = &a.target;
    if t.vehicle.is_some() && a.kind == Kind::Suppressive {
        return Err(refuse("toi-err-suppress-vehicle", vec![]));
    }
    if a.fire == Fire::FireAndMovement && !a.support.is_empty() {
        return Err(refuse("toi-err-fm-support", vec![]));
    }
    if a.support.len() > MAX_SUPPORT {
        return Err(refuse(
            "toi-err-bound",
            vec![
                ("what", "support".into()),
                ("value", a.support.len().to_string()),
                ("max", MAX_SUPPORT.to_string()),
            ],
        ));
    }
    check_target(t)?;
    let mut lines = vec![];
    let (mut black, mut band) = firer_part(a, &a.lead, 0, &mut lines)?;
    let mut supporters = 0;
    for (i, s) in a.support.iter().enumerate() {
        let (fp, b) = firer_part(a, s, i + 1, &mut lines)?;
        supporters += fp;
        band = band.max(b);
    }
    if a.readings.combined_sum && !a.support.is_empty() {
        let half = supporters.div_ceil(2);
        lines.push(
            Line::new("toi-w-support-sum-half")
                .arg("from", supporters as i64)
                .arg("to", half as i64),
        );
        supporters = half;
    }
    black += supporters;
    if black == 0 {
        return Err(refuse("toi-err-no-fp", vec![]));
    }
    if black > MAX_ATTACK_DICE {
        return Err(refuse(
            "toi-err-too-many-dice",
            vec![
                ("n", black.to_string()),
                ("max", MAX_ATTACK_DICE.to_string()),
            ],
        ));
    }
    if !a.support.is_empty() {
        lines.push(Line::new("toi-w-least-band").msg_arg("band", band.msg()));
    }
    lines.push(
        Line::new("toi-w-black")
            .arg("n", black as i64)
            .arg("on", band.hits_on() as i64),
    );
    // Tanks do not suffer the flamethrower's cover penalty (L2053).
    let tank_target = t.vehicle.as_ref().is_some_and(|v| v.heavy);
    let flame = !tank_target
        && std::iter::once(&a.lead)
            .chain(&a.support)
            .any(|f| f.flamethrower && f.distance <= 1);
    let (red, solid) = defence(t, a.kind, flame, &mut lines)?;
    Ok(Plan {
        black,
        band,
        red,
        solid,
        lines,
    })
}

/// The target's red dice: armour (less 1 for damage) plus cover (L1231-1245) with the
/// cover each attack kind allows; the flamethrower's −5 takes cover only, never armour
/// (L2053). Also whether Solid Armour applies.
pub fn defence(
    t: &Target,
    kind: Kind,
    flame: bool,
    lines: &mut Vec<Line>,
) -> Result<(u32, bool), ActionError> {
    let mut cover = t.cover;
    let mut armour = 0;
    let mut solid = false;
    if t.building {
        // A building's cover is 3 (L2196); vehicles never enter one (L2195).
        if t.vehicle.is_some() {
            return Err(refuse("toi-err-building-vehicle", vec![]));
        }
        if t.cover != 0 && t.cover != BUILDING_COVER {
            return Err(refuse(
                "toi-err-building-cover",
                vec![("n", t.cover.to_string())],
            ));
        }
        cover = BUILDING_COVER;
        lines.push(Line::new("toi-w-building").arg("n", cover as i64));
    } else {
        lines.push(Line::new("toi-w-terrain").arg("n", t.cover as i64));
    }
    if let Some(v) = &t.vehicle {
        if v.armour > MAX_ARMOUR {
            return Err(refuse("toi-err-target", vec![]));
        }
        armour = v.armour.saturating_sub(v.damage.armour_loss());
        lines.push(
            Line::new("toi-w-armour")
                .arg("n", armour as i64)
                .arg("card", v.armour as i64),
        );
        solid = v.solid;
    } else {
        let mut more = |msg: &str, n: u32, cover: &mut u32| {
            if n > 0 {
                *cover += n;
                lines.push(Line::new(msg).arg("n", n as i64));
            }
        };
        more("toi-w-fort", t.fort.cover(), &mut cover);
        more("toi-w-tank-traps", u32::from(t.tank_traps), &mut cover);
        if kind == Kind::Suppressive {
            more("toi-w-elites", t.elites, &mut cover);
            more("toi-w-officer", u32::from(t.officer), &mut cover);
        } else {
            more("toi-w-medic", u32::from(t.medic), &mut cover);
        }
    }
    if t.smoke {
        cover += 2;
        lines.push(Line::new("toi-w-smoke").arg("n", 2i64));
    }
    if flame && cover > 0 {
        let after = cover.saturating_sub(5);
        lines.push(
            Line::new("toi-w-flame-cover")
                .arg("from", cover as i64)
                .arg("to", after as i64),
        );
        cover = after;
    }
    let red = cover + armour;
    if red > MAX_DEFENCE_DICE {
        return Err(refuse(
            "toi-err-too-many-dice",
            vec![
                ("n", red.to_string()),
                ("max", MAX_DEFENCE_DICE.to_string()),
            ],
        ));
    }
    lines.push(Line::new("toi-w-red").arg("n", red as i64));
    if solid && red > 0 {
        lines.push(Line::new("toi-w-solid"));
    }
    Ok((red, solid && red > 0))
}

/// Checks a target's own numbers.
pub fn check_target(t: &Target) -> Result<(), ActionError> {
    // No more elite figures than figures (L1702).
    let figures_bad = t
        .figures
        .is_some_and(|f| f == 0 || f > MAX_FIGURES || t.elites > f);
    let routed = t.vehicle.is_none() && t.condition == Condition::Routed;
    let destroyed = t
        .vehicle
        .as_ref()
        .is_some_and(|v| v.damage == Damage::Destroyed);
    if t.cover > MAX_COVER || t.elites > MAX_FIGURES || figures_bad || routed || destroyed {
        return Err(refuse("toi-err-target", vec![]));
    }
    Ok(())
}

pub use super::outcome::{Odds, Outcome, check_faces, odds, odds_of, red_saves, resolve};
