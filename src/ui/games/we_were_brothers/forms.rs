//! From the panels' forms and the soldiers' boxes to the roll to make: what the firer's card,
//! skills, wounds and posture say is read from his squad panel, the rest from the form.

use super::{FireForm, GrenadeForm, Ui};
use crate::games::we_were_brothers::care::{CareRoll, RallyFrom};
use crate::games::we_were_brothers::combat::CombatRoll;
use crate::games::we_were_brothers::data::WwbData;
use crate::games::we_were_brothers::explosives::{
    AccuracyInput, BlastInput, BlastRoll, Shelter, ThrowInput, WindowInput,
};
use crate::games::we_were_brothers::fire::{FireInput, SuppressionInput};
use crate::games::we_were_brothers::rolls::Roll;
use crate::games::we_were_brothers::squad::{Posture, Skill, Soldier, Specialist, Status};
use crate::games::we_were_brothers::{WwbState, wounds};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum GrenadeMode {
    #[default]
    Throw,
    Window,
    Blast,
    Support,
}

impl GrenadeMode {
    pub const ALL: [GrenadeMode; 4] = [
        GrenadeMode::Throw,
        GrenadeMode::Window,
        GrenadeMode::Blast,
        GrenadeMode::Support,
    ];
    pub fn msg(self) -> &'static str {
        match self {
            GrenadeMode::Throw => "wwb-roll-grenade",
            GrenadeMode::Window => "wwb-roll-window",
            GrenadeMode::Blast => "wwb-roll-blast",
            GrenadeMode::Support => "wwb-roll-support-accuracy",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum CareKind {
    #[default]
    Treat,
    Medic,
    Deteriorate,
    Rally,
    RoutRecovery,
    ColdBlood,
}

impl CareKind {
    pub const ALL: [CareKind; 6] = [
        CareKind::Treat,
        CareKind::Medic,
        CareKind::Deteriorate,
        CareKind::Rally,
        CareKind::RoutRecovery,
        CareKind::ColdBlood,
    ];
    pub fn msg(self) -> &'static str {
        match self {
            CareKind::Treat => "wwb-roll-treat",
            CareKind::Medic => "wwb-roll-medic",
            CareKind::Deteriorate => "wwb-roll-deterioration",
            CareKind::Rally => "wwb-roll-rally",
            CareKind::RoutRecovery => "wwb-roll-rout-recovery",
            CareKind::ColdBlood => "wwb-roll-cold-blood",
        }
    }
    /// Whether an actor (healer, rallier) rolls, besides the man it concerns.
    pub fn has_actor(self) -> bool {
        matches!(self, CareKind::Treat | CareKind::Medic | CareKind::Rally)
    }
}

#[derive(Debug, Clone, PartialEq)]
pub enum FireField {
    Range(u8),
    TargetPosture(Posture),
    Cover(Option<String>),
    Hedge,
    Headshot,
    Bipod,
    Suppression(bool),
}

#[derive(Debug, Clone, PartialEq)]
pub enum GrenadeField {
    Mode(GrenadeMode),
    Distance(u8),
    Obstacle(u8),
    Ring(u8),
    Shelter(Shelter),
    Posture(Posture),
    Mhx(u8),
    Adjacent,
    Bunker,
    LosLeader,
    Smoke,
}

pub fn apply_fire(f: &mut FireForm, x: FireField) {
    match x {
        FireField::Range(r) => f.range = r,
        FireField::TargetPosture(p) => f.target_posture = p,
        FireField::Cover(c) => f.cover = c,
        FireField::Hedge => f.hedge = !f.hedge,
        FireField::Headshot => f.headshot = !f.headshot,
        FireField::Bipod => f.bipod = !f.bipod,
        FireField::Suppression(b) => f.suppression = b,
    }
}

pub fn apply_grenade(g: &mut GrenadeForm, x: GrenadeField) {
    match x {
        GrenadeField::Mode(m) => g.mode = m,
        GrenadeField::Distance(d) => g.distance = d,
        GrenadeField::Obstacle(o) => g.obstacle = o,
        GrenadeField::Ring(r) => g.ring = r,
        GrenadeField::Shelter(s) => g.shelter = s,
        GrenadeField::Posture(p) => g.posture = p,
        GrenadeField::Mhx(m) => g.mhx = m,
        GrenadeField::Adjacent => g.adjacent = !g.adjacent,
        GrenadeField::Bunker => g.bunker = !g.bunker,
        GrenadeField::LosLeader => g.los_and_leader = !g.los_and_leader,
        GrenadeField::Smoke => g.smoke = !g.smoke,
    }
}

/// Why the form cannot make a roll yet: a message id.
pub type Missing = &'static str;

fn actor<'a>(ui: &Ui, s: &'a WwbState) -> Result<&'a Soldier, Missing> {
    ui.actor
        .and_then(|w| s.soldier(w))
        .ok_or("wwb-ui-pick-actor")
}

fn target<'a>(ui: &Ui, s: &'a WwbState) -> Result<&'a Soldier, Missing> {
    ui.target
        .and_then(|w| s.soldier(w))
        .ok_or("wwb-ui-pick-target")
}

/// The fire (or suppression) roll of the form and the firer's boxes.
pub fn fire_roll(ui: &Ui, s: &WwbState, d: &WwbData) -> Result<Roll, Missing> {
    let a = actor(ui, s)?;
    let card = a.weapon().card.clone().ok_or("wwb-ui-no-weapon")?;
    let w = d.weapon(&card).ok_or("wwb-ui-no-weapon")?;
    let army = ui.actor.and_then(|x| s.squads.get(x.squad)).map(|q| q.army);
    let penalty = wounds::penalty(d, a);
    if ui.fire.suppression {
        return Ok(Roll::Combat(CombatRoll::Suppression(SuppressionInput {
            weapon: card,
            box_now: a.weapon().chamber.attack,
            arms: a.skill(Skill::Arms),
            wounded: penalty,
        })));
    }
    let t = target(ui, s).ok();
    Ok(Roll::Combat(CombatRoll::Fire(FireInput {
        weapon: card,
        range: ui.fire.range,
        firer: match a.posture {
            Posture::Down => Posture::Prone,
            p => p,
        },
        bipod: ui.fire.bipod,
        target: match t.map(|t| t.posture) {
            Some(Posture::Down) | None => ui.fire.target_posture,
            Some(p) => p,
        },
        cover: ui.fire.cover.clone(),
        hedge: ui.fire.hedge,
        headshot: ui.fire.headshot,
        arms: a.skill(Skill::Arms),
        foreign: army.is_some_and(|x| x.side() != w.army.side()),
        gunner: a.specialist == Some(Specialist::MachineGunner),
        running: a.running,
        wounded: penalty,
        smoke: false,
    })))
}

pub fn grenade_roll(ui: &Ui, s: &WwbState) -> Result<Roll, Missing> {
    let g = &ui.grenade;
    Ok(Roll::Blast(match g.mode {
        GrenadeMode::Throw => {
            let a = actor(ui, s)?;
            BlastRoll::Throw(ThrowInput {
                distance: g.distance,
                strength: a.skill(Skill::Strength),
                obstacle: g.obstacle,
                running: a.running,
                satchel: false,
                smoke: g.smoke,
            })
        }
        GrenadeMode::Window => BlastRoll::Window(WindowInput {
            adjacent: g.adjacent,
            mhx: g.mhx,
            bunker: g.bunker,
        }),
        GrenadeMode::Blast => BlastRoll::Blast(BlastInput {
            ring: g.ring,
            shelter: g.shelter,
            posture: target(ui, s).map_or(g.posture, |t| t.posture),
        }),
        GrenadeMode::Support => {
            let substitute = ui
                .actor
                .and_then(|w| s.soldier(w))
                .is_some_and(|a| a.specialist != Some(Specialist::RadioOperator));
            BlastRoll::Accuracy(AccuracyInput {
                los_and_leader: g.los_and_leader,
                substitute,
            })
        }
    }))
}

pub fn care_roll(ui: &Ui, s: &WwbState) -> Result<Roll, Missing> {
    let t = target(ui, s)?;
    let first_aid = || actor(ui, s).map(|a| a.skill(Skill::FirstAid));
    Ok(Roll::Care(match ui.care {
        CareKind::Treat => CareRoll::Treat {
            unconscious: match t.status {
                Some(Status::Unconscious) => true,
                Some(Status::Bleeding) => false,
                _ => return Err("wwb-ui-not-wounded"),
            },
            first_aid: first_aid()?,
        },
        CareKind::Medic => {
            let a = actor(ui, s)?;
            if a.specialist != Some(Specialist::Medic) {
                return Err("wwb-err-medic-first-aid");
            }
            CareRoll::Medic {
                first_aid: a.skill(Skill::FirstAid).max(1),
            }
        }
        CareKind::Deteriorate => CareRoll::Deteriorate {
            unconscious: match t.status {
                Some(Status::Unconscious) => true,
                Some(Status::Bleeding) => false,
                _ => return Err("wwb-ui-not-wounded"),
            },
            strength: t.skill(Skill::Strength),
        },
        CareKind::Rally => {
            if actor(ui, s)?.skill(Skill::Leadership) == 0 {
                return Err("wwb-ui-needs-leadership");
            }
            CareRoll::Rally {
                from: match t.status {
                    Some(Status::Shaken) => RallyFrom::Shaken,
                    Some(Status::Suppressed) => RallyFrom::Suppressed,
                    Some(Status::Routed) => RallyFrom::Routed,
                    _ => return Err("wwb-ui-nothing-to-rally"),
                },
            }
        }
        CareKind::RoutRecovery => CareRoll::RoutRecovery,
        CareKind::ColdBlood => CareRoll::ColdBlood,
    }))
}

/// The roll the open tab would make now, with who rolls and who takes it.
pub fn current(
    ui: &Ui,
    s: &WwbState,
    d: &WwbData,
) -> Result<
    (
        Roll,
        Option<crate::games::we_were_brothers::Who>,
        Option<crate::games::we_were_brothers::Who>,
    ),
    Missing,
> {
    use super::Tab;
    match ui.tab {
        Tab::Fire => {
            let r = fire_roll(ui, s, d)?;
            // Suppression hits a whole MHx: no single target.
            // A man fires at the enemy only (8.1): a target of his own side is no target.
            let enemy = |t: crate::games::we_were_brothers::Who| {
                let side = |w: crate::games::we_were_brothers::Who| {
                    s.squads.get(w.squad).map(|q| q.army.side())
                };
                ui.actor.is_none_or(|a| side(a) != side(t))
            };
            let target = if ui.fire.suppression {
                None
            } else {
                ui.target.filter(|t| enemy(*t))
            };
            Ok((r, ui.actor, target))
        }
        Tab::Grenade => {
            let r = grenade_roll(ui, s)?;
            let (a, t) = match ui.grenade.mode {
                GrenadeMode::Throw => (ui.actor, None),
                GrenadeMode::Blast => (None, ui.target),
                GrenadeMode::Window | GrenadeMode::Support => (ui.actor, None),
            };
            Ok((r, a, t))
        }
        Tab::Care | Tab::Resolution => {
            let r = care_roll(ui, s)?;
            let a = if ui.care.has_actor() { ui.actor } else { None };
            Ok((r, a, ui.target))
        }
        Tab::Other => super::other::roll(ui, s, d),
        _ => Err("wwb-ui-no-roll"),
    }
}
