//! The rules of the turn for the men a roll names, whatever door it came through (issue 34):
//! what the table keeps about a man (his status, wounds, posture, weapon, ammunition, skills)
//! is read from his boxes, never from what was typed, and a roll the rules forbid for him is
//! refused with the rule and its line in the rulebook
//! (`../shared/seeds/001_40785f813387578c.txt`, "L…" below). What the table does not keep
//! (positions, cover, ranges, the night) is the players' word.
//!
//! [`read_table`] fills a roll's inputs from the men's boxes; [`check_resolve`] refuses what
//! the rules forbid; [`owners`] says whose men an action moves; [`check`] is the game's part
//! of the engine's one check.

use super::care::{CareRoll, RallyFrom};
use super::combat::{CombatRoll, PinkTest};
use super::data::WwbData;
use super::explosives::BlastRoll;
use super::rolls::Roll;
use super::squad::{Equipment, Posture, Skill, Soldier, Specialist, Status};
use super::state::{Who, WwbState};
use super::{WwbAction, wounds};
use crate::core::actor::Actor;
use crate::core::def::GameDef;
use crate::core::table::{ActionError, Table};

/// The id of the phase the table is in.
fn phase_here(def: &GameDef, table: &Table) -> String {
    def.phases
        .phases
        .get(table.cursor.phase)
        .map(|p| p.id.clone())
        .unwrap_or_default()
}

fn rule(msg: &'static str) -> ActionError {
    ActionError::Rule(msg, vec![])
}

fn about(msg: &'static str, s: &WwbState, w: Who) -> ActionError {
    ActionError::Rule(msg, vec![("who", s.label(w))])
}

/// The side (`allies`, `axis`) of a man's squad.
fn side_of(s: &WwbState, w: Who) -> Option<&'static str> {
    s.squads.get(w.squad).map(|q| q.army.side())
}

/// The posture a roll reads for a man: a man who is down counts as prone (the panels' reading).
fn posture(p: Posture) -> Posture {
    match p {
        Posture::Down => Posture::Prone,
        p => p,
    }
}

/// `roll` with every input the table keeps read from the men's boxes: the firer's posture,
/// Arms, running, wound penalty, whether he is the gunner and whether his weapon is the
/// enemy's; the target's posture; the striker's Strength and both men's Shaken markers; the
/// healer's First Aid and the patient's marker; the wounded man's Strength; the rallied man's
/// marker; the thrower's Strength and running; the spotter's Observation; the engineer's
/// Explosives; the radio. What a man's boxes do not hold (a weapon card not yet named) stays
/// as typed: the players' word.
pub fn read_table(
    d: &WwbData,
    s: &WwbState,
    roll: &Roll,
    actor: Option<Who>,
    target: Option<Who>,
) -> Roll {
    let a = actor.and_then(|w| s.soldier(w));
    let t = target.and_then(|w| s.soldier(w));
    let army = actor.and_then(|w| s.squads.get(w.squad)).map(|q| q.army);
    let mut r = roll.clone();
    match &mut r {
        Roll::Combat(CombatRoll::Fire(f)) => {
            if let Some(a) = a {
                f.firer = posture(a.posture);
                f.arms = a.skill(Skill::Arms);
                f.running = a.running;
                f.gunner = a.specialist == Some(Specialist::MachineGunner);
                f.wounded = wounds::penalty(d, a);
                if let Some(card) = a.weapon().card.as_deref() {
                    f.weapon = card.to_string();
                }
                if let (Some(army), Some(w)) = (army, d.weapon(&f.weapon)) {
                    f.foreign = army.side() != w.army.side();
                }
            }
            // A man down keeps the posture the players give (he lies as he fell, L621).
            if let Some(t) = t
                && t.posture != Posture::Down
            {
                f.target = t.posture;
            }
        }
        Roll::Combat(CombatRoll::Suppression(x)) => {
            if let Some(a) = a {
                x.arms = a.skill(Skill::Arms);
                x.wounded = wounds::penalty(d, a);
                x.box_now = a.weapon().chamber.attack;
                if let Some(card) = a.weapon().card.as_deref() {
                    x.weapon = card.to_string();
                }
            }
        }
        Roll::Combat(CombatRoll::Blow(b)) => {
            if let Some(a) = a {
                b.strength = a.skill(Skill::Strength);
                b.striker_shaken = a.status == Some(Status::Shaken);
                b.wounded = wounds::penalty(d, a);
            }
            if let Some(t) = t {
                b.target_shaken = t.status == Some(Status::Shaken);
            }
        }
        Roll::Combat(CombatRoll::Sight(x)) => {
            if let Some(a) = a {
                x.observation = a.skill(Skill::Observation);
            }
        }
        Roll::Care(CareRoll::Treat {
            unconscious,
            first_aid,
        }) => {
            if let Some(a) = a {
                *first_aid = a.skill(Skill::FirstAid);
            }
            if let Some(t) = t {
                *unconscious = t.status == Some(Status::Unconscious);
            }
        }
        Roll::Care(CareRoll::Medic { first_aid }) => {
            if let Some(a) = a {
                // The medic starts with First Aid 1 (L839); his level gives 1 or 2 boxes.
                *first_aid = a.skill(Skill::FirstAid).max(1);
            }
        }
        Roll::Care(CareRoll::Deteriorate {
            unconscious,
            strength,
        }) => {
            if let Some(t) = t {
                *unconscious = t.status == Some(Status::Unconscious);
                *strength = t.skill(Skill::Strength);
            }
        }
        Roll::Care(CareRoll::Rally { from }) => {
            if let Some(t) = t {
                match t.status {
                    Some(Status::Shaken) => *from = RallyFrom::Shaken,
                    Some(Status::Suppressed) => *from = RallyFrom::Suppressed,
                    Some(Status::Routed) => *from = RallyFrom::Routed,
                    _ => {}
                }
            }
        }
        Roll::Care(CareRoll::Door { strength }) => {
            if let Some(a) = a {
                *strength = a.skill(Skill::Strength);
            }
        }
        Roll::Blast(BlastRoll::Throw(x)) => {
            if let Some(a) = a {
                x.strength = a.skill(Skill::Strength);
                x.running = a.running;
            }
        }
        Roll::Blast(BlastRoll::Blast(x)) => {
            if let Some(t) = t {
                x.posture = t.posture;
            }
        }
        Roll::Blast(BlastRoll::Barrage(x)) => {
            if let Some(t) = t {
                x.posture = posture(t.posture);
            }
        }
        Roll::Blast(BlastRoll::Place(x) | BlastRoll::Disarm(x)) => {
            if let Some(a) = a {
                x.explosives = a.skill(Skill::Explosives);
            }
        }
        Roll::Blast(BlastRoll::Accuracy(x)) => {
            if let Some(a) = a {
                // L865: anyone but the radio operator rolls White.
                x.substitute = a.specialist != Some(Specialist::RadioOperator);
            }
        }
        _ => {}
    }
    r
}

/// Whether the roll is an action of the man who makes it (fire, a throw, care, a rally, a
/// charge, a door, a weight, close combat), which a shaken, suppressed or routed man does not
/// take (L695, L700) and an unalerted man takes only as opportunity fire (L668).
fn is_action(roll: &Roll) -> bool {
    matches!(
        roll,
        Roll::Combat(CombatRoll::Fire(_) | CombatRoll::Suppression(_) | CombatRoll::Blow(_))
            | Roll::Care(
                CareRoll::Treat { .. }
                    | CareRoll::Medic { .. }
                    | CareRoll::Rally { .. }
                    | CareRoll::Door { .. }
                    | CareRoll::Lift { .. }
            )
            | Roll::Blast(
                BlastRoll::Throw(_)
                    | BlastRoll::Window(_)
                    | BlastRoll::Place(_)
                    | BlastRoll::Disarm(_)
            )
    )
}

/// Whether `a` passed his Leadership L2 Pink test to fire while suppressed this turn, as the
/// last roll on the table (L744).
fn may_fire_suppressed(s: &WwbState, a: Who, round: u32) -> bool {
    s.last.as_ref().is_some_and(|l| {
        l.roll == Roll::Combat(CombatRoll::Pink(PinkTest::FireWhileSuppressed))
            && l.actor == Some(a)
            && l.at.0 == round
            && l.outcome.headline.msg == "wwb-out-may-fire"
    })
}

/// The actor's status against the action he takes (L668, L695, L700, L744, L506).
fn actor_may_act(
    s: &WwbState,
    roll: &Roll,
    w: Who,
    so: &Soldier,
    round: u32,
) -> Result<(), ActionError> {
    if !is_action(roll) {
        return Ok(());
    }
    let fire = matches!(roll, Roll::Combat(CombatRoll::Fire(_)));
    match so.status {
        // L700: a routed man's only action is to run.
        Some(Status::Routed) => return Err(about("wwb-err-routed-acts", s, w)),
        // L506: a suppressed man in close combat flees; he strikes no blow.
        Some(Status::Suppressed) if matches!(roll, Roll::Combat(CombatRoll::Blow(_))) => {
            return Err(about("wwb-err-cc-suppressed", s, w));
        }
        // L502: a shaken man strikes (and replies) in close combat, with a weaker die.
        Some(Status::Shaken) if matches!(roll, Roll::Combat(CombatRoll::Blow(_))) => {}
        // L695, L744: shaken or suppressed, no fire and no action, but a Leadership L2
        // man's fire after his passed Pink test.
        Some(Status::Shaken | Status::Suppressed)
            if !(fire && may_fire_suppressed(s, w, round)) =>
        {
            return Err(about("wwb-err-shaken-acts", s, w));
        }
        _ => {}
    }
    // L668: an unalerted man only walks, or fires as opportunity fire.
    let opportunity = fire && so.status == Some(Status::Fop);
    if !(so.alert || opportunity) {
        return Err(about("wwb-err-unalerted-acts", s, w));
    }
    Ok(())
}

/// The rules of the turn for one roll, with the men it names as the table holds them (the
/// roll as [`read_table`] fills it). A refusal names the rule and its line.
pub fn check_resolve(
    d: &WwbData,
    s: &WwbState,
    round: u32,
    typed: &Roll,
    actor: Option<Who>,
    target: Option<Who>,
) -> Result<(), ActionError> {
    let a = match actor {
        Some(w) => Some((w, s.soldier(w).ok_or(rule("wwb-err-no-soldier"))?)),
        None => None,
    };
    let t = match target {
        Some(w) => Some((w, s.soldier(w).ok_or(rule("wwb-err-no-soldier"))?)),
        None => None,
    };
    for (_, so) in a.iter().chain(t.iter()) {
        if so.fate != super::squad::Fate::Fighting {
            return Err(rule("wwb-err-soldier-gone"));
        }
    }
    // L637: a comrade treats a wounded man (and rallies a shaken one, 10.0); a man fires at
    // the enemy, never at his own side (8.1).
    if let (Some((aw, _)), Some((tw, _))) = (a, t) {
        let same = side_of(s, aw) == side_of(s, tw);
        match typed {
            Roll::Care(
                CareRoll::Treat { .. } | CareRoll::Medic { .. } | CareRoll::Rally { .. },
            ) if !same => {
                return Err(rule("wwb-err-care-enemy"));
            }
            Roll::Combat(CombatRoll::Fire(_)) if same => {
                return Err(rule("wwb-err-fire-own-side"));
            }
            _ => {}
        }
    }
    // L623, L627, L641: a bleeding, unconscious or stabilised man takes no action.
    if let Some((_, so)) = a
        && so.status.is_some_and(|st| st.is_down())
    {
        return Err(rule("wwb-err-actor-down"));
    }
    if let Some((w, so)) = a {
        actor_may_act(s, typed, w, so, round)?;
    }
    // His ammunition (L133) and his grenades (L528) are on his panel.
    if let Some((_, so)) = a {
        match typed {
            Roll::Combat(CombatRoll::Fire(_)) if so.weapon().chamber.is_empty() => {
                return Err(rule("wwb-err-weapon-empty"));
            }
            Roll::Blast(BlastRoll::Throw(x)) if !x.satchel => {
                let want = if x.smoke {
                    Equipment::Smoke
                } else {
                    Equipment::Frag
                };
                if !so.equipment.contains(&Some(want)) {
                    return Err(ActionError::Rule(
                        "wwb-err-no-grenade",
                        vec![("kind", want.id().to_string())],
                    ));
                }
            }
            _ => {}
        }
    }
    // The weapon he fires is the card on his panel (2.0, L104–L141): a card typed that is not
    // the one in his hands is refused; none named yet, the players' word.
    if let (
        Some((w, so)),
        Roll::Combat(CombatRoll::Fire(super::fire::FireInput { weapon, .. }))
        | Roll::Combat(CombatRoll::Suppression(super::fire::SuppressionInput { weapon, .. })),
    ) = (a, typed)
        && let Some(card) = so.weapon().card.as_deref()
        && card != weapon
    {
        let name = |id: &str| {
            d.weapon(id)
                .map_or_else(|| id.to_string(), |x| x.label.clone())
        };
        return Err(ActionError::Rule(
            "wwb-err-not-his-weapon",
            vec![
                ("who", s.label(w)),
                ("carried", name(card)),
                ("weapon", crate::i18n::echo(&name(weapon))),
            ],
        ));
    }
    // The care a man gives is given by a comrade on the table (L637, L647, L696).
    let care_by = matches!(
        typed,
        Roll::Care(CareRoll::Treat { .. } | CareRoll::Medic { .. } | CareRoll::Rally { .. })
    );
    if care_by && t.is_some() && a.is_none() {
        return Err(rule("wwb-err-care-needs-actor"));
    }
    if care_by
        && let (Some((aw, _)), Some((tw, _))) = (a, t)
        && aw == tw
    {
        return Err(rule("wwb-err-care-self"));
    }
    match typed {
        // L637: only a man bleeding or unconscious is treated.
        Roll::Care(CareRoll::Treat { .. }) => {
            if let Some((w, so)) = t
                && !matches!(so.status, Some(Status::Bleeding | Status::Unconscious))
            {
                return Err(about("wwb-err-treat-not-down", s, w));
            }
        }
        // L647: only the medic gives health boxes back, to a man who has lost some.
        Roll::Care(CareRoll::Medic { .. }) => {
            if let Some((w, so)) = a
                && so.specialist != Some(Specialist::Medic)
            {
                return Err(about("wwb-err-not-medic", s, w));
            }
            if let Some((w, so)) = t
                && so.health == 0
            {
                return Err(about("wwb-err-not-wounded", s, w));
            }
        }
        // L653: the deterioration roll is for a man bleeding or unconscious.
        Roll::Care(CareRoll::Deteriorate { .. }) => {
            if let Some((w, so)) = t
                && !matches!(so.status, Some(Status::Bleeding | Status::Unconscious))
            {
                return Err(about("wwb-err-deteriorate-not-down", s, w));
            }
        }
        // L696, L742: a man with Leadership rallies a shaken, suppressed or routed man.
        Roll::Care(CareRoll::Rally { .. }) => {
            if let Some((w, so)) = a
                && so.skill(Skill::Leadership) == 0
            {
                return Err(about("wwb-err-rally-no-leadership", s, w));
            }
            if let Some((w, so)) = t
                && !matches!(
                    so.status,
                    Some(Status::Shaken | Status::Suppressed | Status::Routed)
                )
            {
                return Err(about("wwb-err-rally-nothing", s, w));
            }
        }
        // L713: a routed man's own test.
        Roll::Care(CareRoll::RoutRecovery) => {
            if let Some((w, so)) = t
                && so.status != Some(Status::Routed)
            {
                return Err(about("wwb-err-rout-not-routed", s, w));
            }
        }
        Roll::Combat(CombatRoll::Pink(p)) => {
            if let Some((w, so)) = a {
                match p {
                    // L810: the Leader tries to win back the initiative.
                    PinkTest::RegainInitiative if so.specialist != Some(Specialist::Leader) => {
                        return Err(about("wwb-err-pink-leader", s, w));
                    }
                    // L233, L744: Leadership at level 2.
                    PinkTest::ForceInitiative | PinkTest::FireWhileSuppressed
                        if so.skill(Skill::Leadership) < 2 =>
                    {
                        return Err(about("wwb-err-pink-leadership-two", s, w));
                    }
                    PinkTest::FireWhileSuppressed
                        if !matches!(so.status, Some(Status::Shaken | Status::Suppressed)) =>
                    {
                        return Err(about("wwb-err-pink-not-suppressed", s, w));
                    }
                    _ => {}
                }
            }
        }
        // L500: the ambush's Black die is for an enemy not alerted.
        Roll::Combat(CombatRoll::Blow(b)) => {
            if b.ambush
                && let Some((w, so)) = t
                && so.alert
            {
                return Err(about("wwb-err-ambush-alert", s, w));
            }
        }
        // L601: a satchel is thrown only by the man who carries it.
        Roll::Blast(BlastRoll::Throw(x)) if x.satchel => {
            if let Some((w, so)) = a
                && !so.equipment.contains(&Some(Equipment::Satchel))
            {
                return Err(about("wwb-err-no-satchel", s, w));
            }
        }
        _ => {}
    }
    Ok(())
}

/// Whether a close-combat blow (or a kill) at `target` by `actor` is an infamous act: a blow
/// at a man bleeding or unconscious, who cannot defend himself (L508), when it opens the fight
/// (the last roll was not already this man's blow at him); or a man stabilised killed by an
/// enemy (L649). `before` is the target as he was before the roll, `after` as he is now.
pub fn infamous(
    s: &WwbState,
    roll: &Roll,
    actor: Option<Who>,
    target: Option<Who>,
    before: Option<&Soldier>,
    after: Option<&Soldier>,
) -> bool {
    let (Some(a), Some(t), Some(before)) = (actor, target, before) else {
        return false;
    };
    if side_of(s, a) == side_of(s, t) {
        return false;
    }
    let blow = matches!(roll, Roll::Combat(CombatRoll::Blow(_)));
    let same_fight = s.last.as_ref().is_some_and(|l| {
        matches!(l.roll, Roll::Combat(CombatRoll::Blow(_)))
            && l.actor == Some(a)
            && l.target == Some(t)
    });
    let helpless = matches!(before.status, Some(Status::Bleeding | Status::Unconscious));
    let killed_stabilised = before.status == Some(Status::Stabilised)
        && after.is_some_and(|x| x.fate == super::squad::Fate::Killed);
    (blow && helpless && !same_fight) || killed_stabilised
}

/// The sides whose men (or squads) `action` moves: a seated side may take it only when they
/// are all its own. A roll belongs to the man who makes it (the actor; with none, the man it
/// is about when he rolls for himself, L633); the man fired at or treated is the other
/// side's. A suppression marker is checked in [`check`] (the side that fired may mark it).
pub fn owners(table: &Table, action: &WwbAction) -> Vec<String> {
    let empty = WwbState::default();
    let s = super::state(table).unwrap_or(&empty);
    let squad = |i: usize| s.squads.get(i).map(|q| q.army.side().to_string());
    let man = |w: Who| squad(w.squad);
    let one = |x: Option<String>| x.into_iter().collect::<Vec<_>>();
    match action {
        WwbAction::AddStandardSquad { army, .. } | WwbAction::AddSquad { army, .. } => {
            vec![army.side().to_string()]
        }
        WwbAction::RemoveSquad(i) | WwbAction::ClearFireMarkers(i) | WwbAction::Zone(i) => {
            one(squad(*i))
        }
        WwbAction::Order { squad: i, .. } => one(squad(*i)),
        WwbAction::Edit { who, .. } | WwbAction::Recover(who) | WwbAction::Infamy(who) => {
            one(man(*who))
        }
        WwbAction::Resolve {
            roll,
            actor,
            target,
            ..
        } => match actor {
            Some(a) => one(man(*a)),
            None => one(wounds::roller(roll, None, *target)
                .filter(|w| Some(*w) == *target)
                .and_then(man)),
        },
        _ => vec![],
    }
}

/// The side whose successful suppression fire this turn may mark the men of the MHx (L479).
fn suppressing_side(s: &WwbState, round: u32) -> Option<&'static str> {
    s.last
        .as_ref()
        .filter(|l| l.outcome.headline.msg == "wwb-out-suppressed-mhx" && l.at.0 == round)
        .and_then(|l| l.actor)
        .and_then(|a| side_of(s, a))
}

/// The game's own check for `action` by `who` (after [`owners`] and `allowed_now`): the rules
/// of the turn for the men it names.
pub fn check(
    def: &GameDef,
    table: &Table,
    action: &WwbAction,
    who: &Actor,
) -> Result<(), ActionError> {
    let empty = WwbState::default();
    let s = super::state(table).unwrap_or(&empty);
    let round = table.cursor.round;
    match action {
        WwbAction::Resolve {
            roll,
            dice,
            actor,
            target,
            ..
        } => {
            let d = super::data::load(def);
            check_resolve(&d, s, round, roll, *actor, *target)?;
            // The roll itself, as the table fills it: its dice exist and read (a range, a
            // suppression box, a level…).
            let filled = read_table(&d, s, roll, *actor, *target);
            let faces = super::dice::Faces::from_def(def).map_err(|_| rule("wwb-err-no-faces"))?;
            let ctx = wounds::ctx(&d, &faces, s, &filled, *actor, *target);
            let err = |e: super::rolls::RollError| ActionError::Rule(e.0, e.1);
            super::rolls::dice(&ctx, &filled).map_err(err)?;
            if let Some(sides) = dice {
                super::rolls::resolve(&ctx, &filled, sides).map_err(err)?;
            }
            Ok(())
        }
        // L479: a man is marked suppressed by his own side, or by the side whose suppression
        // fire on his MHx just succeeded.
        WwbAction::Suppress(w) => {
            if s.soldier(*w).is_none() {
                return Err(rule("wwb-err-no-soldier"));
            }
            let Some(mine) = who.side() else {
                return Ok(());
            };
            let his = side_of(s, *w);
            if his.is_some_and(|x| x == mine) || suppressing_side(s, round) == Some(mine) {
                Ok(())
            } else {
                Err(rule("wwb-err-suppress-side"))
            }
        }
        // L190, L199: an activation recovers a shaken or suppressed man.
        WwbAction::Recover(w) => match s.soldier(*w) {
            None => Err(rule("wwb-err-no-soldier")),
            Some(so) if so.fate != super::squad::Fate::Fighting => {
                Err(rule("wwb-err-soldier-gone"))
            }
            Some(so) if !matches!(so.status, Some(Status::Shaken | Status::Suppressed)) => {
                Err(rule("wwb-err-nothing-to-recover"))
            }
            // One step a phase: his activation's recovery is his only action in it.
            Some(_) if super::activation::recovered(s, *w, &phase_here(def, table)) => {
                Err(rule("wwb-err-recovered-this-phase"))
            }
            Some(_) => Ok(()),
        },
        // L885: one support fire a turn.
        WwbAction::CallSupport { .. } if s.turn.support.iter().any(|c| c.round == round) => {
            Err(rule("wwb-err-one-support"))
        }
        WwbAction::AddSquad { .. } | WwbAction::AddStandardSquad { .. }
            if s.squads.len() >= super::step::MAX_SQUADS =>
        {
            Err(rule("wwb-err-too-many-squads"))
        }
        WwbAction::RemoveSquad(i) | WwbAction::ClearFireMarkers(i) | WwbAction::Zone(i)
            if *i >= s.squads.len() =>
        {
            Err(rule("wwb-err-no-soldier"))
        }
        WwbAction::Edit { who: w, .. } | WwbAction::Infamy(w) if s.soldier(*w).is_none() => {
            Err(rule("wwb-err-no-soldier"))
        }
        _ => Ok(()),
    }
}

/// Whether `who` has a man (fighting) or squad of his own on the table.
pub fn has_own(s: &WwbState, who: &Actor, pick: impl Fn(&Soldier) -> bool) -> bool {
    s.squads
        .iter()
        .any(|q| who.side().is_none_or(|x| x == q.army.side()) && q.soldiers.iter().any(&pick))
}

/// Whether `who` may mark some man suppressed now (see [`check`]).
pub fn may_suppress(s: &WwbState, who: &Actor, round: u32) -> bool {
    let fighting = |x: &Soldier| x.fate == super::squad::Fate::Fighting;
    has_own(s, who, fighting)
        || who.side().is_some_and(|mine| {
            suppressing_side(s, round) == Some(mine)
                && s.squads.iter().any(|q| q.soldiers.iter().any(fighting))
        })
}

#[cfg(test)]
#[path = "authority_tests.rs"]
mod tests;
