//! Expert trenches (L564-584): whichever soldier in a trench is attacked, every foot soldier
//! in that trench fires back in the close combat (L574; the example, L580-584: "both fire
//! back"). The attacked soldier's own return fire is the battle's; the others' are added
//! here. Their hits are counted together with the attacked soldier's and read once on the
//! attacker's row, as one battle's return fire (our reading: the text does not say how the
//! hits of several defenders combine). Each soldier that hit gains the experience for the
//! damage done (L476-479).
//!
//! The table's markers say only "in a trench", not which one: every foot soldier of the
//! defender's team marked in a trench (not in a fort or water) is taken as in the same
//! trench as the target.

use super::battle::{self, BattleRules, Effect, Fighter, Ground, Outcome, Shots, Situation};
use super::data::{DESTROYED_AT, Kind, TcData};
use super::state::{TcState, Unit, team_of};
use super::xp::gain_for;
use crate::core::log::Line;
use crate::core::rng::GameRng;
use crate::core::table::ActionError;

/// One trench mate's return fire: its number, its hits and the experience it gains.
pub struct MateFire {
    pub id: u32,
    pub hits: u32,
    pub xp_gained: u32,
}

/// The defender's trench mates who fire back too, in the order of their numbers.
pub fn mates(data: &TcData, st: &TcState, a: &Unit, t: &Unit, s: &Situation) -> Vec<Unit> {
    if !(st.settings.expert_trenches && s.close && s.ground == Ground::Trench) {
        return vec![];
    }
    let mut v: Vec<Unit> = st
        .units
        .iter()
        .filter(|u| u.id != t.id && u.id != a.id && u.in_trench && !u.in_fort)
        .filter(|u| team_of(&u.owner) == team_of(&t.owner))
        .filter(|u| data.unit(&u.kind).is_some_and(|k| k.kind == Kind::Foot))
        .cloned()
        .collect();
    v.sort_by_key(|u| u.id);
    v
}

fn fighter(u: &Unit) -> Fighter {
    Fighter {
        unit: u.kind.clone(),
        damage: u.damage,
        xp: u.xp,
        in_water: u.in_water,
    }
}

/// Adds the mates' return fire to `out`: the attacker's damage from all the hits, the
/// attacked soldier's experience, and each mate's. `given` are the mates' dice or hits in
/// order (the rest rolled).
#[allow(clippy::too_many_arguments)]
pub fn add_mates(
    data: &TcData,
    r: &BattleRules,
    rng: &mut GameRng,
    s: &Situation,
    mates: &[Unit],
    given: &[Shots],
    out: &mut Outcome,
    roll: impl Fn(&mut GameRng, u32) -> Vec<u8>,
) -> Result<Vec<MateFire>, ActionError> {
    if given.len() > mates.len() {
        return Err(ActionError::Rule(
            "tc-err-trench-mates",
            vec![
                ("n", mates.len().to_string()),
                ("got", given.len().to_string()),
            ],
        ));
    }
    let mut fired = vec![];
    let mut row = out.plan.back.clone();
    for (i, m) in mates.iter().enumerate() {
        let ms = Situation {
            defender: fighter(m),
            ..s.clone()
        };
        let plan = battle::plan(data, &ms, r)?;
        let Some(fire) = plan.back else { continue };
        let shots = given.get(i).cloned().unwrap_or_else(|| Shots::Dice {
            base: roll(rng, fire.dice),
            red: vec![],
        });
        let hits = battle::hits(&fire, &shots)?;
        fired.push((m.id, hits));
        row.get_or_insert(fire);
    }
    let Some(row) = row else { return Ok(vec![]) };
    let own = out.attacker.hits_taken;
    let total = own + fired.iter().map(|(_, h)| h).sum::<u32>();
    let taken = row.damage(total);
    let after = s.attacker.damage.saturating_add(taken).min(DESTROYED_AT);
    let killed = after >= DESTROYED_AT;
    let gain = gain_for(taken, killed, r.kill_xp_stacks);
    out.attacker = Effect {
        hits_taken: total,
        damage_taken: taken,
        damage_after: after,
        destroyed: killed,
        ..out.attacker.clone()
    };
    // The attacked soldier gains only if it hit (the others' hits are not its own).
    let def_gain = if own > 0 { gain } else { 0 };
    let d_gain_before = out.defender.xp_gained;
    out.defender.xp_gained = def_gain;
    out.defender.xp_after = out.defender.xp_after - d_gain_before + def_gain;
    out.steps.push(
        Line::new("tc-step-trench-back")
            .arg("n", fired.len() as u32)
            .arg("hits", total)
            .arg("damage", u32::from(taken)),
    );
    Ok(fired
        .into_iter()
        .map(|(id, hits)| MateFire {
            id,
            hits,
            xp_gained: if hits > 0 { gain } else { 0 },
        })
        .collect())
}
