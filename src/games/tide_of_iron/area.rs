//! Area attacks (L1449-1465): mortars and strategy cards. One black roll for the hex; every
//! unit in it rolls its own red dice and takes the net hits. A suppressive area attack
//! ignores vehicles and the squads they carry (L1251). Also the minefield on entry (L2264).

use serde::{Deserialize, Serialize};

use super::attack::{self, Effect, Kind, Target, check_faces, defence, effect_of, red_saves};
use super::dice::{self, MAX_ATTACK_DICE};
use super::refuse;
use crate::core::log::Line;
use crate::core::table::ActionError;

/// Most units one hex can hold (3, L471-479), with room for a vehicle's passengers left out.
pub const MAX_UNITS: usize = 3;
/// Never more than two of them vehicles (L475).
pub const MAX_VEHICLES: usize = 2;

fn five() -> u8 {
    5
}

/// An area attack on one hex.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AreaAttack {
    /// Black dice: the card's X, the Blast's Y or the mortar's FP.
    pub fp: u32,
    /// Black dice hit on this or more: 5 unless the card says otherwise (L1983, L1987); 6 for
    /// a mortar at long range (L1774). Left out: 5.
    #[serde(default = "five")]
    pub hits_on: u8,
    /// Normal (the default) or suppressive.
    #[serde(default)]
    pub kind: Kind,
    /// The units in the hex, each with its own cover (hidden squads are left out, L1552).
    pub units: Vec<Target>,
}

/// What one unit in the hex gets.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct UnitResult {
    /// `None`: the unit is not affected (a vehicle under a suppressive attack).
    pub red: Option<Vec<u8>>,
    pub saves: u32,
    pub hits: u32,
    pub effect: Effect,
    pub lines: Vec<Line>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AreaOutcome {
    pub black: Vec<u8>,
    pub hex_hits: u32,
    /// 3 or more hits in one area attack remove barbed wire (L2248, FAQ L2441-2443).
    pub clears_wire: bool,
    pub units: Vec<UnitResult>,
    pub lines: Vec<Line>,
}

fn ignored(a: &AreaAttack, t: &Target) -> bool {
    a.kind == Kind::Suppressive && t.vehicle.is_some()
}

fn check(a: &AreaAttack) -> Result<(), ActionError> {
    if a.fp == 0 || a.fp > MAX_ATTACK_DICE || !(2..=6).contains(&a.hits_on) {
        return Err(refuse(
            "toi-err-bound",
            vec![
                ("what", "fp".into()),
                ("value", a.fp.to_string()),
                ("max", MAX_ATTACK_DICE.to_string()),
            ],
        ));
    }
    if a.units.len() > MAX_UNITS {
        return Err(refuse(
            "toi-err-bound",
            vec![
                ("what", "units".into()),
                ("value", a.units.len().to_string()),
                ("max", MAX_UNITS.to_string()),
            ],
        ));
    }
    // Never more than two vehicles in a hex (L475).
    let vehicles = a.units.iter().filter(|t| t.vehicle.is_some()).count();
    if vehicles > MAX_VEHICLES {
        return Err(refuse(
            "toi-err-bound",
            vec![
                ("what", "vehicles".into()),
                ("value", vehicles.to_string()),
                ("max", MAX_VEHICLES.to_string()),
            ],
        ));
    }
    a.units.iter().try_for_each(attack::check_target)
}

/// One unit's red dice, whether Solid Armour applies, and the working.
pub type UnitDice = (u32, bool, Vec<Line>);

/// Red dice of each unit (None when the attack ignores it), with each unit's working.
pub fn red_dice(a: &AreaAttack) -> Result<Vec<Option<UnitDice>>, ActionError> {
    check(a)?;
    a.units
        .iter()
        .map(|t| {
            if ignored(a, t) {
                return Ok(None);
            }
            let mut lines = vec![];
            let (red, solid) = defence(t, a.kind, false, &mut lines)?;
            Ok(Some((red, solid, lines)))
        })
        .collect()
}

/// Exact odds for each unit in the hex (the black roll is shared, so the units' results are
/// not independent; each unit's own chances are exact).
pub fn odds(a: &AreaAttack) -> Result<Vec<Option<attack::Odds>>, ActionError> {
    Ok(red_dice(a)?
        .into_iter()
        .zip(&a.units)
        .map(|(r, t)| {
            r.map(|(red, solid, _)| {
                let (c, tot) = dice::net_hits(a.fp, a.hits_on, red, solid);
                attack::odds_of(&c, tot, |h| effect_of(t, a.kind, h))
            })
        })
        .collect())
}

/// Resolves the attack: the black faces, then each affected unit's red faces in order
/// (an ignored unit takes no entry).
pub fn resolve(a: &AreaAttack, black: &[u8], reds: &[Vec<u8>]) -> Result<AreaOutcome, ActionError> {
    let plan = red_dice(a)?;
    check_faces(black, a.fp, "black")?;
    let affected = plan.iter().filter(|p| p.is_some()).count();
    if reds.len() != affected {
        return Err(refuse(
            "toi-err-area-groups",
            vec![
                ("need", affected.to_string()),
                ("got", reds.len().to_string()),
            ],
        ));
    }
    let hex_hits = dice::count(black, a.hits_on);
    let kind = match a.kind {
        Kind::Normal => "toi-kind-normal",
        Kind::Suppressive => "toi-kind-suppressive",
    };
    let mut lines = vec![
        Line::new("toi-w-area")
            .arg("n", a.fp as i64)
            .arg("on", a.hits_on as i64)
            .msg_arg("kind", kind),
        Line::new("toi-w-area-hits").arg("n", hex_hits as i64),
    ];
    let clears_wire = hex_hits >= 3;
    if clears_wire {
        lines.push(Line::new("toi-w-wire-cleared"));
    }
    let mut reds = reds.iter();
    let mut units = vec![];
    for (p, t) in plan.into_iter().zip(&a.units) {
        let Some((red, solid, mut ulines)) = p else {
            units.push(UnitResult {
                red: None,
                saves: 0,
                hits: 0,
                effect: Effect::NoEffect,
                lines: vec![Line::new("toi-w-area-ignores-vehicle")],
            });
            continue;
        };
        let faces = reds.next().cloned().unwrap_or_default();
        check_faces(&faces, red, "red")?;
        let saves = red_saves(&faces, solid, &mut ulines);
        let hits = hex_hits.saturating_sub(saves);
        let effect = effect_of(t, a.kind, hits);
        ulines.push(
            Line::new("toi-w-hits")
                .arg("black", hex_hits as i64)
                .arg("red", saves as i64)
                .arg("hits", hits as i64),
        );
        units.push(UnitResult {
            red: Some(faces),
            saves,
            hits,
            effect,
            lines: ulines,
        });
    }
    Ok(AreaOutcome {
        black: black.to_vec(),
        hex_hits,
        clears_wire,
        units,
        lines,
    })
}

/// A mortar's area attack (L1742-1790): its FP by attack type from the reference grid,
/// never at an adjacent hex, 5-6 within range and 6 at long range.
pub fn mortar(
    fp_normal: u32,
    fp_suppressive: u32,
    range: u32,
    kind: Kind,
    distance: u32,
    higher: bool,
) -> Result<(u32, u8), ActionError> {
    if distance <= 1 {
        return Err(refuse("toi-err-mortar-adjacent", vec![]));
    }
    let range = range + u32::from(higher);
    let fp = match kind {
        Kind::Normal => fp_normal,
        Kind::Suppressive => fp_suppressive,
    };
    if distance <= range {
        Ok((fp, 5))
    } else if distance <= 2 * range {
        Ok((fp, 6))
    } else {
        Err(refuse(
            "toi-err-out-of-range",
            vec![
                ("n", "0".into()),
                ("distance", distance.to_string()),
                ("range", range.to_string()),
            ],
        ))
    }
}

/// Dice of a minefield entered (L2264-2268): 4 black, each 4-6 a hit, no defence; engineers
/// take no losses (L2031).
pub const MINE_DICE: u32 = 4;
pub const MINE_HITS_ON: u8 = 4;

/// The hits a minefield does to the unit that entered it.
pub fn minefield(black: &[u8], engineers: bool) -> Result<(u32, Vec<Line>), ActionError> {
    check_faces(black, MINE_DICE, "black")?;
    let hits = dice::count(black, MINE_HITS_ON);
    let mut lines = vec![Line::new("toi-w-mine").arg("n", hits as i64)];
    let hits = if engineers {
        lines.push(Line::new("toi-w-mine-engineers"));
        0
    } else {
        hits
    };
    lines.push(Line::new("toi-w-mine-stop"));
    Ok((hits, lines))
}
