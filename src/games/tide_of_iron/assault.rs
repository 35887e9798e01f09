//! Assault (L1467-1538): both sides roll at 4-6 together; the attacker also rolls the
//! defenders' pooled cover (5-6); the attacker's net hits against the defender's hits decide
//! whether the defenders retreat. Always a normal attack, never suppressive.

use serde::{Deserialize, Serialize};

use super::attack::{Fort, check_faces};
use super::dice::{self, DEFENCE_HIT, MAX_ATTACK_DICE, MAX_DEFENCE_DICE};
use super::effects::{Condition, Damage};
use super::refuse;
use crate::core::log::Line;
use crate::core::odds::Chance;
use crate::core::table::ActionError;

/// Assault dice hit on 4-6 for both sides (L1514-1516).
pub const ASSAULT_HITS_ON: u8 = 4;
/// At most 2 supporting squads (L1480).
pub const MAX_SUPPORTERS: usize = 2;
/// At most 3 defending units (stacking, L471).
pub const MAX_DEFENDERS: usize = 3;
/// Most dice of the three groups together (so the exact odds fit in u128: 6^49).
pub const MAX_ALL_DICE: u32 = 49;

/// One defending unit.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Defender {
    /// FP vs infantry from the reference card (0 for a mortar, L1782).
    pub fp: u32,
    /// `true`: a light vehicle (its FP counts, its armour does not, L1512).
    #[serde(default)]
    pub vehicle: bool,
    #[serde(default)]
    pub condition: Condition,
    #[serde(default)]
    pub fort: Fort,
    /// A light vehicle's damage: it takes no more hits than destroy it (L1522).
    #[serde(default)]
    pub damage: Damage,
}

/// What becomes of a defending unit when the attacker wins (L1530).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum Fate {
    /// A Disrupted squad cannot retreat: it is destroyed.
    Destroyed,
    /// A Pinned squad retreats and is then Disrupted.
    Disrupted,
    /// Any other unit retreats and is Fatigued.
    Fatigued,
}

impl Defender {
    /// Its fate after a lost assault, if it is still on the table (L1530).
    pub fn fate(&self) -> Fate {
        match (self.vehicle, self.condition) {
            (false, Condition::Disrupted) => Fate::Destroyed,
            (false, Condition::Pinned) => Fate::Disrupted,
            _ => Fate::Fatigued,
        }
    }
}

/// An assault as the players declare it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Assault {
    /// The active squad's FP vs infantry.
    pub fp: u32,
    /// Each supporting squad's FP vs infantry (up to 2 adjacent to the target hex).
    #[serde(default)]
    pub support: Vec<u32>,
    /// Flamethrower squads among the attackers: +2 FP each, cover −5 (L1486, L1510).
    #[serde(default)]
    pub flamethrowers: u32,
    /// The active squad assaults from a barbed-wire hex: half FP (FAQ L2437-2439).
    #[serde(default)]
    pub from_wire: bool,
    /// The units in the defenders' hex, as JSON: `[{"fp": 4}, {"fp": 3, "condition":
    /// "pinned"}]` (each with its FP, and if need be its condition, fortification, or a light
    /// vehicle's damage).
    pub defenders: Vec<Defender>,
    /// Terrain cover of the defenders' hex, counted once (left out: 0, the open).
    #[serde(default)]
    pub cover: u32,
    /// The defenders' hex holds smoke: they fire at half and get +2 cover; assaulting into
    /// it halves the attackers (L2285-2287).
    #[serde(default)]
    pub smoke: bool,
    /// An officer in the defenders' hex: pinned squads defend at full FP (FAQ L2433-2435).
    #[serde(default)]
    pub officer: bool,
    /// A medic squad among the defenders: +1 cover (FAQ L2453-2455).
    #[serde(default)]
    pub medic: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AssaultPlan {
    pub attack_dice: u32,
    pub cover_dice: u32,
    pub defence_dice: u32,
    pub lines: Vec<Line>,
}

fn half(n: u32) -> u32 {
    n.div_ceil(2)
}

/// The three groups of dice, with the working.
pub fn plan(a: &Assault) -> Result<AssaultPlan, ActionError> {
    if a.support.len() > MAX_SUPPORTERS {
        return Err(refuse("toi-err-assault-support", vec![]));
    }
    // At most 3 units in the hex, never more than two vehicles (L475).
    let vehicles = a.defenders.iter().filter(|d| d.vehicle).count();
    if a.defenders.is_empty()
        || a.defenders.len() > MAX_DEFENDERS
        || vehicles > super::area::MAX_VEHICLES
    {
        return Err(refuse("toi-err-assault-defenders", vec![]));
    }
    let big = std::iter::once(a.fp)
        .chain(a.support.iter().copied())
        .chain(a.defenders.iter().map(|d| d.fp))
        .any(|f| f > super::attack::MAX_FP);
    if big || a.cover > super::attack::MAX_COVER || a.flamethrowers > 3 {
        return Err(refuse("toi-err-target", vec![]));
    }
    // The flamethrower squads are among the squads assaulting (L1486).
    if a.flamethrowers as usize > 1 + a.support.len() {
        return Err(refuse("toi-err-assault-flamethrowers", vec![]));
    }
    if a.defenders.iter().any(|d| {
        d.condition == Condition::Routed
            || d.damage == Damage::Destroyed
            || (!d.vehicle && d.damage != Damage::Undamaged)
    }) {
        return Err(refuse("toi-err-target", vec![]));
    }
    let mut lines = vec![];
    // The attackers: full FP for the active squad, half for each supporter; assaulting into
    // smoke halves each of them, and a supporter halved twice cannot support (L2287).
    let mut attack = a.fp;
    lines.push(
        Line::new("toi-w-lead-fp")
            .arg("n", 0i64)
            .arg("fp", a.fp as i64),
    );
    let halved_lead = a.smoke || a.from_wire;
    if a.smoke && a.from_wire {
        return Err(refuse(
            "toi-err-halved-twice",
            vec![
                ("n", "0".into()),
                ("first", "toi-why-into-smoke".into()),
                ("second", "toi-why-wire".into()),
            ],
        ));
    }
    if halved_lead {
        attack = half(attack);
        let why = if a.smoke {
            "toi-why-into-smoke"
        } else {
            "toi-why-wire"
        };
        lines.push(
            Line::new("toi-w-halved")
                .msg_arg("why", why)
                .arg("from", a.fp as i64)
                .arg("to", attack as i64),
        );
    }
    for (i, s) in a.support.iter().enumerate() {
        if a.smoke {
            return Err(refuse(
                "toi-err-support-halved-twice",
                vec![
                    ("n", (i + 1).to_string()),
                    ("first", "toi-why-support".into()),
                    ("second", "toi-why-into-smoke".into()),
                ],
            ));
        }
        attack += half(*s);
        lines.push(
            Line::new("toi-w-support-half")
                .arg("n", (i + 1) as i64)
                .arg("fp", *s as i64)
                .arg("half", half(*s) as i64),
        );
    }
    if a.flamethrowers > 0 {
        attack += 2 * a.flamethrowers;
        lines.push(Line::new("toi-w-flame-fp").arg("n", (2 * a.flamethrowers) as i64));
    }
    // The defenders' FP: disrupted 0, pinned half unless an officer is there, smoke half.
    let mut defence = 0;
    for (i, d) in a.defenders.iter().enumerate() {
        let mut fp = d.fp;
        let mut why = vec![];
        match d.condition {
            Condition::Disrupted => {
                fp = 0;
                lines.push(Line::new("toi-w-def-disrupted").arg("n", (i + 1) as i64));
            }
            Condition::Pinned if !a.officer => why.push("toi-why-pinned"),
            _ => {}
        }
        if a.smoke {
            why.push("toi-why-defend-smoke");
        }
        if why.len() >= 2 {
            fp = 0;
            lines.push(Line::new("toi-w-def-halved-twice").arg("n", (i + 1) as i64));
        } else if let Some(w) = why.first() {
            lines.push(
                Line::new("toi-w-halved")
                    .msg_arg("why", w)
                    .arg("from", fp as i64)
                    .arg("to", half(fp) as i64),
            );
            fp = half(fp);
        }
        lines.push(
            Line::new("toi-w-def-fp")
                .arg("n", (i + 1) as i64)
                .arg("fp", fp as i64),
        );
        defence += fp;
    }
    // The cover the attacker rolls: terrain once, each fortified defender's fortification,
    // smoke, the medic; any flamethrower takes 5 off the total (L1506-1512).
    let mut cover = a.cover;
    lines.push(Line::new("toi-w-terrain").arg("n", a.cover as i64));
    for d in a.defenders.iter().filter(|d| !d.vehicle) {
        if d.fort.cover() > 0 {
            cover += d.fort.cover();
            lines.push(Line::new("toi-w-fort").arg("n", d.fort.cover() as i64));
        }
    }
    if a.smoke {
        cover += 2;
        lines.push(Line::new("toi-w-smoke").arg("n", 2i64));
    }
    if a.medic {
        cover += 1;
        lines.push(Line::new("toi-w-medic").arg("n", 1i64));
    }
    if a.flamethrowers > 0 && cover > 0 {
        let after = cover.saturating_sub(5);
        lines.push(
            Line::new("toi-w-flame-cover")
                .arg("from", cover as i64)
                .arg("to", after as i64),
        );
        cover = after;
    }
    let all = attack + defence + cover;
    if attack > MAX_ATTACK_DICE
        || defence > MAX_ATTACK_DICE
        || cover > MAX_DEFENCE_DICE
        || all > MAX_ALL_DICE
    {
        return Err(refuse(
            "toi-err-too-many-dice",
            vec![
                ("n", attack.max(defence).max(cover).to_string()),
                ("max", MAX_ATTACK_DICE.to_string()),
            ],
        ));
    }
    lines.push(
        Line::new("toi-w-assault-dice")
            .arg("attack", attack as i64)
            .arg("cover", cover as i64)
            .arg("defence", defence as i64),
    );
    Ok(AssaultPlan {
        attack_dice: attack,
        cover_dice: cover,
        defence_dice: defence,
        lines,
    })
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct AssaultOdds {
    /// The attacker scores more hits: the defenders retreat (L1522-1530).
    pub attacker_wins: Chance,
    /// Chance of k attacker hits (net of cover).
    pub attacker_hits: Vec<Chance>,
    /// Chance of k defender hits.
    pub defender_hits: Vec<Chance>,
}

pub fn odds(a: &Assault) -> Result<(AssaultPlan, AssaultOdds), ActionError> {
    let p = plan(a)?;
    let (ac, at) = dice::net_hits(p.attack_dice, ASSAULT_HITS_ON, p.cover_dice, false);
    let (dc, dt) = dice::net_hits(p.defence_dice, ASSAULT_HITS_ON, 0, false);
    let mut win: u128 = 0;
    for (i, x) in ac.iter().enumerate() {
        let below: u128 = dc.iter().take(i).sum();
        win += x * below;
    }
    // at * dt = 6^(attack + cover + defence), at most 6^49 by the bound in `plan`.
    let den = at.saturating_mul(dt);
    let attacker_wins = Chance { num: win, den }.reduced();
    Ok((
        p,
        AssaultOdds {
            attacker_wins,
            attacker_hits: dice::chances(&ac, at),
            defender_hits: dice::chances(&dc, dt),
        },
    ))
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AssaultOutcome {
    pub attack: Vec<u8>,
    pub cover: Vec<u8>,
    pub defence: Vec<u8>,
    pub attacker_hits: u32,
    pub defender_hits: u32,
    /// The defenders retreat and the attackers may advance.
    pub attacker_wins: bool,
    /// Each defender's fate when the attacker wins (L1530); empty when the assault fails.
    pub fates: Vec<Fate>,
    /// The most hits each defender may take: a light vehicle no more than destroy it (L1522),
    /// a squad up to all the hits (`None`).
    pub caps: Vec<Option<u32>>,
    pub lines: Vec<Line>,
}

pub fn resolve(
    a: &Assault,
    attack: &[u8],
    cover: &[u8],
    defence: &[u8],
) -> Result<AssaultOutcome, ActionError> {
    let p = plan(a)?;
    check_faces(attack, p.attack_dice, "black")?;
    check_faces(cover, p.cover_dice, "red")?;
    check_faces(defence, p.defence_dice, "black")?;
    let mut lines = p.lines.clone();
    let black = dice::count(attack, ASSAULT_HITS_ON);
    let saves = dice::count(cover, DEFENCE_HIT);
    let attacker_hits = black.saturating_sub(saves);
    let defender_hits = dice::count(defence, ASSAULT_HITS_ON);
    lines.push(
        Line::new("toi-w-hits")
            .arg("black", black as i64)
            .arg("red", saves as i64)
            .arg("hits", attacker_hits as i64),
    );
    lines.push(Line::new("toi-w-assault-def-hits").arg("n", defender_hits as i64));
    let attacker_wins = attacker_hits > defender_hits;
    if defender_hits > 0 {
        lines.push(Line::new("toi-w-assault-losses").arg("n", defender_hits as i64));
    }
    if attacker_hits > 0 {
        lines.push(Line::new("toi-w-assault-def-losses").arg("n", attacker_hits as i64));
    }
    // A light vehicle takes no more of the hits than destroy it (L1522).
    let caps: Vec<Option<u32>> = a
        .defenders
        .iter()
        .map(|d| d.vehicle.then(|| d.damage.hits_to_destroy(false)))
        .collect();
    if attacker_hits > 0 {
        for (i, cap) in caps.iter().enumerate() {
            if let Some(cap) = cap {
                lines.push(
                    Line::new("toi-w-assault-vehicle-cap")
                        .arg("n", (i + 1) as i64)
                        .arg("cap", *cap as i64),
                );
            }
        }
    }
    let mut fates = vec![];
    if attacker_wins {
        lines.push(Line::new("toi-w-assault-retreat"));
        for (i, d) in a.defenders.iter().enumerate() {
            let fate = d.fate();
            let id = match fate {
                Fate::Destroyed => "toi-w-def-destroyed",
                Fate::Disrupted => "toi-w-def-now-disrupted",
                Fate::Fatigued => "toi-w-def-fatigued",
            };
            lines.push(Line::new(id).arg("n", (i + 1) as i64));
            fates.push(fate);
        }
        // Attackers are Fatigued whether they advance or not (L1534-1538).
        lines.push(Line::new("toi-w-assault-advance"));
    } else {
        lines.push(Line::new("toi-w-assault-fails"));
    }
    Ok(AssaultOutcome {
        attack: attack.to_vec(),
        cover: cover.to_vec(),
        defence: defence.to_vec(),
        attacker_hits,
        defender_hits,
        attacker_wins,
        fates,
        caps,
        lines,
    })
}
