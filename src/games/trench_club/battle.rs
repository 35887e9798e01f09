//! One battle (Phase 3, L92-160, L404-489): one attacker against one defender. Whether the
//! defender fires back, the dice from damage (Dice Sheet), the red dice of a flank (+2) or an
//! encirclement (+3), the hit number by experience, hits into damage by the armour row (the
//! defender's forest or trench row), then damage and experience to both sides.

use serde::{Deserialize, Serialize};

use super::data::{DESTROYED_AT, Kind, TcData, UnitDef};
use super::xp::{Level, gain_for};
use crate::core::log::{Arg, Line};
use crate::core::table::ActionError;

/// Extra red dice for the attacker in close combat (L106-111, L420-435). Encircle replaces
/// flank: 3, not 2+3 (digest §10 #13).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema,
)]
#[serde(rename_all = "lowercase")]
pub enum Support {
    #[default]
    None,
    Flank,
    Encircle,
}

impl Support {
    pub fn red_dice(self) -> u32 {
        match self {
            Support::None => 0,
            Support::Flank => 2,
            Support::Encircle => 3,
        }
    }
}

/// The defender's hex, as the armour row reads it (L144, L465; trenches L574).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema,
)]
#[serde(rename_all = "lowercase")]
pub enum Ground {
    #[default]
    Open,
    Forest,
    /// Expert trench rules: a foot soldier in a held trench uses a tank's forest row.
    Trench,
}

/// One side of a battle: which unit, its damage and experience.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Fighter {
    /// Its Unit Sheet type (`infantry`, `armoured-car`…).
    pub unit: String,
    /// Its damage, 0 to 5 (left out: none).
    #[serde(default)]
    pub damage: u8,
    /// Its experience points (left out: none).
    #[serde(default)]
    pub xp: u32,
    /// Standing in water: it can neither attack nor fire back.
    #[serde(default)]
    pub in_water: bool,
}

impl Fighter {
    pub fn new(unit: &str, damage: u8, xp: u32) -> Fighter {
        Fighter {
            unit: unit.to_string(),
            damage,
            xp,
            in_water: false,
        }
    }
}

/// What decides a battle before any die is rolled.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Situation {
    /// The attacking unit.
    pub attacker: Fighter,
    /// The target.
    pub defender: Fighter,
    /// Range 1, adjacent: close combat. Otherwise a ranged attack.
    pub close: bool,
    /// Flank or encircle support (left out: none).
    #[serde(default)]
    pub support: Support,
    /// The target's ground (left out: open).
    #[serde(default)]
    pub ground: Ground,
}

/// The readings players may choose (digest §10).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct BattleRules {
    /// Expert trench rules in play (L564-584).
    #[serde(default)]
    pub expert_trenches: bool,
    /// A kill gives +2 on top of the +1 for damaging (3 in all). Off, the default: +2 in all
    /// (digest §10 #25: the +2 replaces the +1).
    #[serde(default)]
    pub kill_xp_stacks: bool,
}

/// One side's fire, worked out before the roll.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Fire {
    pub dice: u32,
    pub red: u32,
    pub hit: u8,
    /// The row the target reads these hits on (hits for the 1st … 6th damage).
    pub row: Vec<u32>,
    /// The target's damage before the battle.
    pub target_damage: u8,
    /// The dice count is a guess of the data (the Dice Sheet is not in the text): the
    /// player's real dice are taken as rolled, never refused for not matching it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub dice_guess: bool,
}

impl Fire {
    /// Damage these hits do (at most what the target has left).
    pub fn damage(&self, hits: u32) -> u8 {
        let d = self.row.iter().filter(|&&t| t <= hits).count() as u8;
        d.min(DESTROYED_AT.saturating_sub(self.target_damage))
    }

    pub fn all_dice(&self) -> u32 {
        self.dice + self.red
    }

    /// The most hits a real roll can give: every die, or, when the count is a guess, as many
    /// dice as any Dice Sheet may hold (the data's bound).
    pub fn max_hits(&self) -> u32 {
        if self.dice_guess {
            super::data::MAX_DICE + self.red
        } else {
            self.all_dice()
        }
    }
}

/// The battle before the roll: who fires with what, and the working so far.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Plan {
    pub attack: Fire,
    /// The defender's return fire, if it may fire back.
    pub back: Option<Fire>,
    /// Why it may or may not fire back.
    pub back_reason: String,
    pub steps: Vec<Line>,
}

/// How one side's result is given: dice read one by one, or hits typed by the player across
/// the table (the speed-up of L491-494).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
#[serde(rename_all = "kebab-case")]
pub enum Shots {
    #[serde(alias = "Dice")]
    Dice { base: Vec<u8>, red: Vec<u8> },
    #[serde(alias = "Hits")]
    Hits(u32),
}

/// What one side suffers and gains.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Effect {
    /// Hits it took, and the damage they did.
    pub hits_taken: u32,
    pub damage_taken: u8,
    pub damage_after: u8,
    pub destroyed: bool,
    pub xp_gained: u32,
    pub xp_after: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub plan: Plan,
    pub attack_shots: Shots,
    pub back_shots: Option<Shots>,
    pub attacker: Effect,
    pub defender: Effect,
    pub steps: Vec<Line>,
}

fn rule(id: &'static str, args: Vec<(&'static str, String)>) -> ActionError {
    ActionError::Rule(id, args)
}

fn unit<'a>(data: &'a TcData, id: &str) -> Result<&'a UnitDef, ActionError> {
    data.unit(id)
        .ok_or_else(|| rule("tc-err-unit", vec![("unit", id.to_string())]))
}

/// The hit number of `u` at its experience against `target` (L120-142, L441; the anti-tank
/// and anti-infantry values, L542-546).
pub fn hit_number(u: &UnitDef, xp: u32, target: &UnitDef) -> u8 {
    let level = Level::of(xp).index();
    let special = match target.kind {
        Kind::Tank => u.vs_tank,
        Kind::Foot => u.vs_foot,
        _ => None,
    };
    special.unwrap_or(u.hit)[level]
}

/// Whether `d` may fire back at `a` (L94, L412): close combat only, and only if it could
/// itself attack `a` in close combat (a cloud against an air unit). The answer's message id.
pub fn may_return_fire(a: &UnitDef, d: &UnitDef, s: &Situation) -> (bool, &'static str) {
    if !s.close {
        (false, "tc-back-no-ranged")
    } else if s.defender.in_water {
        (false, "tc-back-no-water")
    } else if !d.close_combat() {
        (false, "tc-back-no-close")
    } else if a.kind == Kind::Air && !d.cloud {
        (false, "tc-back-no-air")
    } else {
        (true, "tc-back-yes")
    }
}

fn check(a: &UnitDef, d: &UnitDef, s: &Situation, r: &BattleRules) -> Result<(), ActionError> {
    for f in [&s.attacker, &s.defender] {
        if f.damage >= DESTROYED_AT {
            return Err(rule("tc-err-destroyed", vec![("unit", f.unit.clone())]));
        }
    }
    if a.range.is_none() {
        return Err(rule("tc-err-never-attacks", vec![("unit", a.name.clone())]));
    }
    if s.attacker.in_water {
        return Err(rule("tc-err-water-attack", vec![]));
    }
    if d.kind == Kind::Air && !a.cloud {
        return Err(rule("tc-err-air-target", vec![("unit", a.name.clone())]));
    }
    if s.close && !a.close_combat() {
        return Err(rule("tc-err-no-close", vec![("unit", a.name.clone())]));
    }
    if !s.close && !a.ranged() {
        return Err(rule("tc-err-no-ranged", vec![("unit", a.name.clone())]));
    }
    if !s.close && s.support != Support::None {
        return Err(rule("tc-err-red-ranged", vec![]));
    }
    if s.ground == Ground::Trench && !r.expert_trenches {
        return Err(rule("tc-err-trench-off", vec![]));
    }
    if s.ground == Ground::Trench && d.kind != Kind::Foot {
        return Err(rule("tc-err-trench-foot", vec![]));
    }
    Ok(())
}

fn dice(data: &TcData, f: &Fighter) -> Result<u32, ActionError> {
    data.dice_for(f.damage)
        .ok_or_else(|| rule("tc-err-destroyed", vec![("unit", f.unit.clone())]))
}

/// Works out the battle before the roll; refuses what the rules forbid, citing the rule.
pub fn plan(data: &TcData, s: &Situation, r: &BattleRules) -> Result<Plan, ActionError> {
    let a = unit(data, &s.attacker.unit)?;
    let d = unit(data, &s.defender.unit)?;
    check(a, d, s, r)?;
    let mut steps = vec![];
    let (back_ok, back_reason) = may_return_fire(a, d, s);
    steps.push(Line::new(back_reason));
    let def_row = match s.ground {
        Ground::Open => d.armour.open.clone(),
        Ground::Forest => d.armour.forest.clone(),
        Ground::Trench => data
            .trench_unit()
            .map_or_else(|| d.armour.forest.clone(), |t| t.armour.forest.clone()),
    };
    let attack = Fire {
        dice: dice(data, &s.attacker)?,
        red: if s.close { s.support.red_dice() } else { 0 },
        hit: hit_number(a, s.attacker.xp, d),
        row: def_row,
        target_damage: s.defender.damage,
        dice_guess: data.dice_guess(s.attacker.damage),
    };
    steps.push(
        Line::new("tc-step-attack-dice")
            .arg("damage", u32::from(s.attacker.damage))
            .arg("dice", attack.dice)
            .arg("red", attack.red)
            .arg("hit", u32::from(attack.hit))
            .msg_arg("level", Level::of(s.attacker.xp).msg()),
    );
    let back = if back_ok {
        let f = Fire {
            dice: dice(data, &s.defender)?,
            red: 0,
            hit: hit_number(d, s.defender.xp, a),
            // The attacker never uses terrain (L144, L465).
            row: a.armour.open.clone(),
            target_damage: s.attacker.damage,
            dice_guess: data.dice_guess(s.defender.damage),
        };
        steps.push(
            Line::new("tc-step-back-dice")
                .arg("damage", u32::from(s.defender.damage))
                .arg("dice", f.dice)
                .arg("hit", u32::from(f.hit))
                .msg_arg("level", Level::of(s.defender.xp).msg()),
        );
        Some(f)
    } else {
        None
    };
    let row_msg = match s.ground {
        Ground::Open => "tc-row-open",
        Ground::Forest => "tc-row-forest",
        Ground::Trench => "tc-row-trench",
    };
    steps.push(Line::new(row_msg));
    Ok(Plan {
        attack,
        back,
        back_reason: back_reason.to_string(),
        steps,
    })
}

/// Hits from the shots of one side, the dice checked against the plan.
pub fn hits(fire: &Fire, shots: &Shots) -> Result<u32, ActionError> {
    match shots {
        Shots::Hits(h) => {
            if *h > fire.max_hits() {
                return Err(rule(
                    if fire.dice_guess {
                        "tc-err-too-many-hits-guess"
                    } else {
                        "tc-err-too-many-hits"
                    },
                    vec![
                        ("hits", h.to_string()),
                        ("dice", fire.max_hits().to_string()),
                    ],
                ));
            }
            Ok(*h)
        }
        Shots::Dice { base, red } => {
            // A guessed count takes the dice as rolled (at least one, at most the data's
            // bound); a count the text gives must match.
            let base_ok = if fire.dice_guess {
                (1..=super::data::MAX_DICE as usize).contains(&base.len())
            } else {
                base.len() == fire.dice as usize
            };
            if !base_ok || red.len() != fire.red as usize {
                return Err(rule(
                    "tc-err-dice-count",
                    vec![
                        ("want", fire.dice.to_string()),
                        ("red", fire.red.to_string()),
                        ("base_got", base.len().to_string()),
                        ("red_got", red.len().to_string()),
                    ],
                ));
            }
            if let Some(f) = base.iter().chain(red).find(|f| !(1..=12).contains(*f)) {
                return Err(rule("tc-err-face", vec![("face", f.to_string())]));
            }
            Ok(base.iter().chain(red).filter(|&&f| f <= fire.hit).count() as u32)
        }
    }
}

fn effect(before_damage: u8, before_xp: u32, hits_taken: u32, taken: u8, gained: u32) -> Effect {
    let damage_after = before_damage.saturating_add(taken).min(DESTROYED_AT);
    Effect {
        hits_taken,
        damage_taken: taken,
        damage_after,
        destroyed: damage_after >= DESTROYED_AT,
        xp_gained: gained,
        xp_after: before_xp.saturating_add(gained),
    }
}

/// The battle with its dice (or typed hits): both sides' damage and experience. Both sides
/// fire at once, so a unit destroyed in this battle still does its return fire (L439).
pub fn resolve(
    plan: &Plan,
    s: &Situation,
    r: &BattleRules,
    attack: Shots,
    back: Option<Shots>,
) -> Result<Outcome, ActionError> {
    let a_hits = hits(&plan.attack, &attack)?;
    let d_hits = match (&plan.back, &back) {
        (Some(f), Some(sh)) => hits(f, sh)?,
        (Some(_), None) => return Err(rule("tc-err-back-missing", vec![])),
        (None, Some(_)) => return Err(rule("tc-err-back-none", vec![])),
        (None, None) => 0,
    };
    let to_defender = plan.attack.damage(a_hits);
    let to_attacker = plan.back.as_ref().map_or(0, |f| f.damage(d_hits));
    let def_destroyed = s.defender.damage + to_defender >= DESTROYED_AT;
    let att_destroyed = s.attacker.damage + to_attacker >= DESTROYED_AT;
    let a_gain = gain_for(to_defender, def_destroyed, r.kill_xp_stacks);
    let d_gain = gain_for(to_attacker, att_destroyed, r.kill_xp_stacks);
    let attacker = effect(
        s.attacker.damage,
        s.attacker.xp,
        d_hits,
        to_attacker,
        a_gain,
    );
    let defender = effect(
        s.defender.damage,
        s.defender.xp,
        a_hits,
        to_defender,
        d_gain,
    );
    let mut steps = plan.steps.clone();
    // A guessed dice count says the dice the player really rolled (L491-494: the dice as
    // rolled are read, whatever the Dice Sheet estimate).
    for (msg, fire, shots) in [
        ("tc-step-attack-dice", Some(&plan.attack), Some(&attack)),
        ("tc-step-back-dice", plan.back.as_ref(), back.as_ref()),
    ] {
        if let (Some(f), Some(Shots::Dice { base, .. })) = (fire, shots)
            && base.len() != f.dice as usize
            && let Some(l) = steps.iter_mut().find(|l| l.msg == msg)
        {
            l.args
                .insert("dice".to_string(), Arg::Num(base.len() as i64));
        }
    }
    steps.push(
        Line::new("tc-step-attack-hits")
            .arg("hits", a_hits)
            .arg("damage", u32::from(to_defender)),
    );
    if plan.back.is_some() {
        steps.push(
            Line::new("tc-step-back-hits")
                .arg("hits", d_hits)
                .arg("damage", u32::from(to_attacker)),
        );
    }
    for (who, e) in [("attacker", &attacker), ("defender", &defender)] {
        steps.push(
            Line::new("tc-step-effect")
                .msg_arg("who", &format!("tc-who-{who}"))
                .arg("damage", u32::from(e.damage_after))
                .arg("xp", e.xp_gained)
                .arg("total", e.xp_after)
                .msg_arg("level", Level::of(e.xp_after).msg()),
        );
    }
    Ok(Outcome {
        plan: plan.clone(),
        attack_shots: attack,
        back_shots: back,
        attacker,
        defender,
        steps,
    })
}
