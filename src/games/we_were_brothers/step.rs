//! One action applied to a We Were Brothers table. A refusal changes nothing: every action
//! works on a copy of the state and puts it back only when it succeeds.

use chrono::{DateTime, Utc};

use super::dice::Faces;
use super::rolls::{self, Ctx, Effect, Roll};
use super::squad::{Fate, Skill, Status};
use super::state::LastRoll;
use super::turn::{Detonator, ORDERS, Smoke, SupportCall, initiative_points, side_of};
use super::{WwbAction, WwbState, data, roster, setup, squad, wounds};
use crate::core::def::GameDef;
use crate::core::extra::Extra;
use crate::core::log::{Line, LogEntry};
use crate::core::table::{ActionError, Table};

/// The most squads a table holds (a platoon is 3 squads; up to 6 players, L51–L53).
pub const MAX_SQUADS: usize = 12;

fn rule(msg: &'static str) -> ActionError {
    ActionError::Rule(msg, vec![])
}

fn check_code(code: &str) -> Result<(), ActionError> {
    let n = code.trim().chars().count();
    if n == 0 || n > 20 {
        return Err(rule("wwb-err-code-name"));
    }
    Ok(())
}

fn check_label(label: &str) -> Result<(), ActionError> {
    let n = label.trim().chars().count();
    if n == 0 || n > 30 {
        return Err(rule("wwb-err-label"));
    }
    Ok(())
}

fn roll_error(e: rolls::RollError) -> ActionError {
    ActionError::Rule(e.0, e.1)
}

pub fn step(
    def: &GameDef,
    table: &mut Table,
    action: &WwbAction,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let data = data::load(def);
    if table.extra.get::<WwbState>().is_none() {
        table.extra = Extra::new(WwbState::default());
    }
    let mut s = table
        .extra
        .get::<WwbState>()
        .cloned()
        .ok_or(rule("wwb-err-no-state"))?;
    let round = table.cursor.round;
    let lines: Vec<Line> = match action {
        WwbAction::AddStandardSquad {
            army,
            blue,
            code,
            specialist,
        } => {
            check_code(code)?;
            if s.squads.len() >= MAX_SQUADS {
                return Err(rule("wwb-err-too-many-squads"));
            }
            let (blue, hand) = match blue {
                Some(b) => (*b, true),
                None => (table.rng.index(6) as u8 + 1, false),
            };
            let sq = setup::standard_squad(&data, *army, blue, code.trim(), *specialist).map_err(
                |e| {
                    let (m, a) = e.msg();
                    ActionError::Rule(m, a)
                },
            )?;
            s.squads.push(sq);
            vec![
                Line::new("wwb-log-standard-squad")
                    .arg("code", code.trim())
                    .msg_arg("army", army.msg())
                    .arg("blue", blue as i64)
                    .msg_arg("src", if hand { "wwb-src-hand" } else { "wwb-src-app" }),
            ]
        }
        WwbAction::AddSquad { army, code } => {
            check_code(code)?;
            if s.squads.len() >= MAX_SQUADS {
                return Err(rule("wwb-err-too-many-squads"));
            }
            s.squads.push(squad::Squad::new(code.trim(), *army));
            vec![
                Line::new("wwb-log-squad")
                    .arg("code", code.trim())
                    .msg_arg("army", army.msg()),
            ]
        }
        WwbAction::RemoveSquad(i) => {
            if *i >= s.squads.len() {
                return Err(rule("wwb-err-no-soldier"));
            }
            let sq = s.squads.remove(*i);
            vec![Line::new("wwb-log-remove-squad").arg("code", sq.code)]
        }
        WwbAction::Edit { who, edit } => {
            let additional = s.tiers.additional;
            let sq = s
                .squads
                .get_mut(who.squad)
                .ok_or(rule("wwb-err-no-soldier"))?;
            vec![roster::apply(&data, sq, who.soldier, edit, additional)?]
        }
        WwbAction::SetTiers(t) => {
            s.tiers = *t;
            vec![Line::new("wwb-log-tiers")]
        }
        WwbAction::SetReadings(r) => {
            s.readings = *r;
            vec![Line::new("wwb-log-tiers")]
        }
        WwbAction::Resolve {
            roll,
            dice,
            actor,
            target,
            tick,
        } => resolve(
            def, table, &data, &mut s, roll, dice, *actor, *target, tick, round,
        )?,
        WwbAction::Initiative { panels, dice } => {
            if panels.iter().any(|p| *p > 60) {
                return Err(rule("wwb-err-panels"));
            }
            let p = initiative_points(&s, *panels);
            s.turn.points = p.to_vec();
            let mut out = vec![
                Line::new("wwb-log-initiative-points")
                    .arg("a", i64::from(p[0]))
                    .arg("b", i64::from(p[1])),
            ];
            if p[0] != p[1] {
                let first = usize::from(p[1] > p[0]);
                s.turn.first = Some(first);
                out.push(first_line(def, first));
            } else {
                // L229: a tie goes to the Blue dice, highest first.
                let faces = Faces::from_def(def).map_err(|_| rule("wwb-err-no-faces"))?;
                let ctx = Ctx {
                    data: &data,
                    faces: &faces,
                    tiers: s.tiers,
                    wounded: 0,
                    readings: s.readings,
                };
                let r = Roll::Combat(super::combat::CombatRoll::Initiative);
                let (o, hand) = roll_and_read(table, &ctx, &r, dice)?;
                let (a, b) = (
                    o.dice.first().and_then(|d| d.face.value).unwrap_or(0),
                    o.dice.get(1).and_then(|d| d.face.value).unwrap_or(0),
                );
                out.push(o.headline.clone());
                if a != b {
                    let first = usize::from(b > a);
                    s.turn.first = Some(first);
                    out.push(first_line(def, first));
                }
                s.last = Some(LastRoll {
                    roll: r,
                    outcome: o,
                    actor: None,
                    target: None,
                    at: (round, table.cursor.phase),
                    hand,
                    marked: vec![],
                });
            }
            out
        }
        WwbAction::SetFirst(side) => {
            if *side > 1 {
                return Err(rule("wwb-err-no-side"));
            }
            s.turn.first = Some(*side);
            vec![first_line(def, *side)]
        }
        WwbAction::ClearFireMarkers(q) => {
            let sq = s.squads.get_mut(*q).ok_or(rule("wwb-err-no-soldier"))?;
            for so in sq.soldiers.iter_mut() {
                if matches!(so.status, Some(Status::Fop | Status::SuppressionFire)) {
                    so.status = None;
                }
            }
            vec![Line::new("wwb-log-fire-markers").arg("code", sq.code.clone())]
        }
        WwbAction::Recover(who) => {
            // By hand: a man whose activation the app did not reach (suppressed earlier in
            // the phase, before his turn to act); once a phase (L190, L199).
            let phase = def
                .phases
                .phases
                .get(table.cursor.phase)
                .map(|p| p.id.clone())
                .unwrap_or_default();
            if super::activation::recovered(&s, *who, &phase) {
                return Err(rule("wwb-err-recovered-this-phase"));
            }
            let so = s.soldier(*who).ok_or(rule("wwb-err-no-soldier"))?;
            if !matches!(so.status, Some(Status::Shaken | Status::Suppressed)) {
                return Err(rule("wwb-err-nothing-to-recover"));
            }
            let label = s.label(*who);
            super::activation::recover(&mut s, *who, &phase);
            vec![Line::new("wwb-log-recover").arg("who", label)]
        }
        WwbAction::Tick(key) => {
            if key.len() > 80 {
                return Err(rule("wwb-err-label"));
            }
            if !s.turn.done.contains(key) {
                s.turn.done.push(key.clone());
            }
            vec![Line::new("wwb-log-tick")]
        }
        WwbAction::Detonator { label, turns } => {
            check_label(label)?;
            if !(1..=6).contains(turns) {
                return Err(ActionError::Rule(
                    "wwb-err-detonator",
                    vec![("turns", turns.to_string())],
                ));
            }
            s.turn.detonators.push(Detonator {
                label: label.trim().to_string(),
                turns: *turns,
            });
            mark_track(table, u32::from(*turns), label.trim());
            vec![
                Line::new("wwb-log-detonator")
                    .arg("label", label.trim())
                    .arg("n", i64::from(*turns)),
            ]
        }
        WwbAction::Smoke { label } => {
            check_label(label)?;
            s.turn.smoke.push(Smoke {
                label: label.trim().to_string(),
                round,
            });
            vec![Line::new("wwb-log-smoke").arg("label", label.trim())]
        }
        WwbAction::CallSupport { air } => {
            // L885: at most one support fire per turn.
            if s.turn.support.iter().any(|c| c.round == round) {
                return Err(rule("wwb-err-one-support"));
            }
            s.turn.support.push(SupportCall { air: *air, round });
            let text = if *air {
                "wwb-track-air"
            } else {
                "wwb-track-artillery"
            };
            mark_track(table, 1, text);
            vec![Line::new(if *air {
                "wwb-log-call-air"
            } else {
                "wwb-log-call-artillery"
            })]
        }
        WwbAction::MissionLength(n) => {
            if !(1..=60).contains(n) {
                return Err(rule("wwb-err-mission-length"));
            }
            let tr = table
                .tracks
                .get_mut("time")
                .ok_or(rule("wwb-err-no-state"))?;
            tr.boxes = *n;
            tr.position = tr.position.min(*n);
            // The mission ends with its last turn: past it the game is over (L153–L157).
            table.round_limit = Some(*n);
            vec![Line::new("wwb-log-mission-length").arg("n", i64::from(*n))]
        }
        WwbAction::Wind(w) => {
            if !(1..=6).contains(w) {
                return Err(ActionError::Rule(
                    "wwb-err-blue-face",
                    vec![("face", w.to_string())],
                ));
            }
            s.wind = *w;
            vec![Line::new("wwb-log-wind").arg("n", i64::from(*w))]
        }
        WwbAction::Infamy(who) => vec![infamy(def, table, &mut s, *who)?],
        WwbAction::Suppress(who) => {
            let label = s.label(*who);
            let so = s.soldier_mut(*who).ok_or(rule("wwb-err-no-soldier"))?;
            if so.fate != Fate::Fighting {
                return Err(rule("wwb-err-soldier-gone"));
            }
            // L479: a successful suppression gives every man in the MHx one Suppressed
            // marker; a second tap on the same man for the same suppression is refused (it
            // would rout him unseen).
            let from_suppression = s.last.as_ref().is_some_and(|l| {
                l.outcome.headline.msg == "wwb-out-suppressed-mhx" && l.at.0 == round
            });
            if from_suppression && s.last.as_ref().is_some_and(|l| l.marked.contains(who)) {
                return Err(ActionError::Rule(
                    "wwb-err-already-suppressed",
                    vec![("who", label)],
                ));
            }
            let so = s.soldier_mut(*who).ok_or(rule("wwb-err-no-soldier"))?;
            wounds::suppress(so);
            if from_suppression && let Some(l) = s.last.as_mut() {
                l.marked.push(*who);
            }
            vec![Line::new("wwb-log-suppress").arg("who", label)]
        }
        WwbAction::Zone(q) => {
            let code = s
                .squads
                .get(*q)
                .map(|x| x.code.clone())
                .ok_or(rule("wwb-err-no-soldier"))?;
            let z = &mut s.turn.in_zone;
            if let Some(i) = z.iter().position(|x| x == q) {
                z.remove(i);
            } else {
                z.push(*q);
            }
            vec![Line::new("wwb-log-zone").arg("code", code)]
        }
        WwbAction::Alternating(on) => {
            s.turn.alternating = *on;
            vec![Line::new("wwb-log-tiers")]
        }
        WwbAction::Order { squad, card } => {
            if !ORDERS.contains(&card.as_str()) {
                return Err(rule("wwb-err-no-order"));
            }
            let code = s
                .squads
                .get(*squad)
                .map(|q| q.code.clone())
                .ok_or(rule("wwb-err-no-soldier"))?;
            s.turn.orders.push((*squad, card.clone()));
            vec![
                Line::new("wwb-log-order")
                    .arg("code", code)
                    .msg_arg("card", &format!("wwb-order-{card}")),
            ]
        }
    };
    table.extra = Extra::new(s);
    Ok(lines.iter().map(|l| l.at(now)).collect())
}

/// An infamous act by `who` (L508, L649, L722): +1 infamy on his squad, his Leadership lost,
/// −2 victory points for his side.
fn infamy(
    def: &GameDef,
    table: &mut Table,
    s: &mut WwbState,
    who: super::Who,
) -> Result<Line, ActionError> {
    let label = s.label(who);
    let q = s
        .squads
        .get_mut(who.squad)
        .ok_or(rule("wwb-err-no-soldier"))?;
    let side = side_of(q.army);
    let so = q
        .soldiers
        .get_mut(who.soldier)
        .ok_or(rule("wwb-err-no-soldier"))?;
    let _ = so.set_skill(Skill::Leadership, 0);
    q.infamy = q.infamy.saturating_add(1).min(9);
    if let Some(sid) = def.sides.get(side).map(|x| x.id.clone()) {
        let key = crate::core::def::counter_key("victory-points", Some(&sid));
        if let Some(c) = table.counters.get_mut(&key) {
            c.value -= 2;
        }
    }
    Ok(Line::new("wwb-log-infamy").arg("who", label))
}

fn first_line(def: &GameDef, side: usize) -> Line {
    let name = def.sides.get(side).map_or("?", |s| s.name.as_str());
    Line::new("wwb-log-first").msg_arg("side", name)
}

/// Puts a note on the Time Track `ahead` boxes past the clock.
fn mark_track(table: &mut Table, ahead: u32, text: &str) {
    if let Some(tr) = table.tracks.get_mut("time") {
        let b = (tr.position + ahead).min(tr.boxes);
        tr.events.push(crate::core::tracks::TrackEvent {
            r#box: b,
            text: text.to_string(),
            custom: !text.starts_with("wwb-"),
        });
    }
}

/// Rolls (or reads the sides given) and resolves; `true` when the dice were given by hand.
fn roll_and_read(
    table: &mut Table,
    ctx: &Ctx,
    roll: &Roll,
    dice: &Option<Vec<usize>>,
) -> Result<(rolls::Outcome, bool), ActionError> {
    let colours = rolls::dice(ctx, roll).map_err(roll_error)?;
    let (sides, hand) = match dice {
        Some(d) => (d.clone(), true),
        None => (
            colours
                .iter()
                .map(|c| table.rng.index(ctx.faces.sides(*c).max(1)))
                .collect(),
            false,
        ),
    };
    Ok((rolls::resolve(ctx, roll, &sides).map_err(roll_error)?, hand))
}

#[allow(clippy::too_many_arguments)]
fn resolve(
    def: &GameDef,
    table: &mut Table,
    data: &data::WwbData,
    s: &mut WwbState,
    roll: &Roll,
    dice: &Option<Vec<usize>>,
    actor: Option<super::Who>,
    target: Option<super::Who>,
    tick: &Option<String>,
    round: u32,
) -> Result<Vec<Line>, ActionError> {
    // The rules of the turn for the men named, then the roll as their boxes fill it in
    // (issue 34: what the table keeps is read from the table, never typed).
    super::authority::check_resolve(data, s, round, roll, actor, target)?;
    let filled = super::authority::read_table(data, s, roll, actor, target);
    let roll = &filled;
    let target_before = target.and_then(|w| s.soldier(w)).cloned();
    let faces = Faces::from_def(def).map_err(|_| rule("wwb-err-no-faces"))?;
    // L633: the wound penalty of the man who rolls (the actor, or the man the roll is about
    // when he rolls for himself).
    let ctx = wounds::ctx(data, &faces, s, roll, actor, target);
    let wounded = ctx.wounded;
    // The firer's chamber die first: an empty weapon cannot fire (L133).
    if let (Some(a), Roll::Combat(c)) = (actor, roll) {
        use super::combat::CombatRoll;
        let so = s.soldier_mut(a).ok_or(rule("wwb-err-no-soldier"))?;
        match c {
            CombatRoll::Fire(_) => {
                let attacks = roster::weapon_attacks(data, so.weapon().card.as_deref());
                roster::shot(&mut so.weapon_mut().chamber, attacks)?;
                so.running = false;
                // L452: opportunity fire ends after its one shot.
                if so.status == Some(Status::Fop) {
                    so.status = None;
                }
            }
            CombatRoll::Suppression(inp) => {
                let w = data
                    .weapon(&inp.weapon)
                    .ok_or(rule("wwb-err-no-weapon-card"))?;
                let boxes = w.suppression.map_or(0, |x| x.boxes);
                let ch = &mut so.weapon_mut().chamber;
                if ch.attack != inp.box_now {
                    return Err(rule("wwb-err-chamber-mismatch"));
                }
                let to = ch.attack + boxes;
                ch.attack = if to > w.attacks { 0 } else { to };
                so.status = Some(Status::SuppressionFire);
                so.posture = squad::Posture::Standing;
            }
            _ => {}
        }
    }
    // A thrown grenade leaves its equipment box (L528); none left, no throw.
    if let (Some(a), Roll::Blast(super::explosives::BlastRoll::Throw(t))) = (actor, roll)
        && !t.satchel
    {
        use squad::Equipment;
        let so = s.soldier_mut(a).ok_or(rule("wwb-err-no-soldier"))?;
        let want = if t.smoke {
            Equipment::Smoke
        } else {
            Equipment::Frag
        };
        let slot = so
            .equipment
            .iter_mut()
            .find(|e| **e == Some(want))
            .ok_or(ActionError::Rule(
                "wwb-err-no-grenade",
                vec![("kind", want.id().to_string())],
            ))?;
        *slot = None;
    }
    let (mut o, hand) = roll_and_read(table, &ctx, roll, dice)?;
    if let Roll::Combat(super::combat::CombatRoll::Fire(_)) = roll {
        // L881: an undetected sniper's shot puts the enemies near the target to the test.
        if actor
            .and_then(|a| s.soldier(a))
            .is_some_and(|a| a.specialist == Some(squad::Specialist::Sniper))
        {
            o.notes.push(Line::new("wwb-note-sniper-cold-blood"));
        }
        // L435 (optional rule): a man killed puts his comrades in the MHx to the test.
        if s.tiers.optional
            && matches!(
                o.effect,
                Effect::Hit {
                    kind: super::dice::FaceKind::Killed,
                    ..
                }
            )
        {
            o.notes.push(Line::new("wwb-note-comrade-killed"));
        }
    }
    if let Roll::Blast(super::explosives::BlastRoll::Throw(t)) = roll
        && t.smoke
    {
        let label = format!("S{}", s.turn.smoke.len() + 1);
        s.turn.smoke.push(Smoke {
            label: label.clone(),
            round,
        });
    }
    let mut out = vec![
        Line::new("wwb-log-roll").msg_arg("roll", &format!("wwb-roll-{}", roll.id())),
        o.headline.clone(),
    ];
    // The health line's boxes are placeholders: an answer that took a penalty from them, or
    // moved a man's marker along them, says so.
    let health_before = target
        .and_then(|w| s.soldier(w))
        .map(|x| (x.health, x.status));
    let firer_penalty = actor
        .and_then(|w| s.soldier(w))
        .is_some_and(|so| wounds::penalty(data, so) > 0);
    if (wounded > 0 || firer_penalty) && s.tiers.additional {
        super::basis::health_line(data, &mut o.basis);
    }
    if let Some(t) = target {
        let label = s.label(t);
        if let Some(so) = s.soldier_mut(t)
            && o.effect != Effect::None
        {
            match (roll, o.effect) {
                // L713, L742: a rally or a routed man's own test moves him one step better, to
                // the status it names; `apply` reads "suppressed" as one more suppression, which
                // would keep a routed man routed.
                (
                    Roll::Care(super::care::CareRoll::Rally { .. })
                    | Roll::Care(super::care::CareRoll::RoutRecovery),
                    Effect::Status(st),
                ) => so.status = st,
                _ => wounds::apply(data, so, o.effect),
            }
            let penalty = wounds::penalty(data, so);
            let fighting = so.fate == super::squad::Fate::Fighting;
            out.push(Line::new("wwb-log-target").arg("who", label.clone()));
            // Past the −1/−2 boxes every roll of his takes the penalty (L633).
            if penalty > 0 && fighting && s.tiers.additional {
                out.push(
                    Line::new("wwb-log-penalty")
                        .arg("who", label)
                        .arg("mod", format!("−{penalty}")),
                );
            }
        }
    }
    if let Some(a) = actor {
        let label = s.label(a);
        if let Some(so) = s.soldier_mut(a) {
            if o.effect == Effect::SelfLightWound {
                wounds::hit(data, so, super::dice::FaceKind::LightWound, false);
            }
            if let Some(skill) = o.xp {
                let what = so.earn_xp(skill);
                out.push(
                    Line::new("wwb-log-xp")
                        .arg("who", label)
                        .msg_arg("skill", &skill.msg())
                        .msg_arg("what", what),
                );
            }
        }
    }
    if health_before.is_some()
        && target
            .and_then(|w| s.soldier(w))
            .map(|x| (x.health, x.status))
            != health_before
        && matches!(
            o.effect,
            Effect::Hit { .. } | Effect::Blow { .. } | Effect::Heal(_)
        )
    {
        super::basis::health_line(data, &mut o.basis);
    }
    // L508, L649: a blow at a helpless man, or a stabilised man killed, is infamous.
    if let Some(a) = actor
        && super::authority::infamous(
            s,
            roll,
            actor,
            target,
            target_before.as_ref(),
            target.and_then(|w| s.soldier(w)),
        )
    {
        out.push(infamy(def, table, s, a)?);
        o.notes.push(Line::new("wwb-note-infamous"));
    }
    if let Some(k) = tick
        && k.len() <= 80
        && !s.turn.done.contains(k)
    {
        s.turn.done.push(k.clone());
    }
    s.last = Some(LastRoll {
        roll: roll.clone(),
        outcome: o,
        actor,
        target,
        at: (round, table.cursor.phase),
        hand,
        marked: vec![],
    });
    Ok(out)
}
