//! The other rolls of the catalogue, one tap to pick each: the sight test, a close-combat
//! blow, the Pink tests, charges (placing, disarming, detonation, collapse), the barrage and
//! strafing, doors, rivers, lifting and entering an area-suppressed MHx. Skills, status and
//! posture come from the chosen soldiers' boxes.

use crate::ui::design::space;
use iced::Element;
use iced::widget::{Column, text};

use super::{Msg, Ui, m, pads, pick};
use crate::games::we_were_brothers::care::{CareRoll, LiftReading};
use crate::games::we_were_brothers::combat::{BlowInput, CombatRoll, PinkTest, SightInput};
use crate::games::we_were_brothers::explosives::{BarrageInput, BlastRoll, ChargeInput};
use crate::games::we_were_brothers::rolls::Roll;
use crate::games::we_were_brothers::squad::{Posture, Skill, Status};
use crate::games::we_were_brothers::{self as wwb, Who, WwbState, data};
use crate::ui::app::{App, Message, Table};
use crate::ui::widgets::die_pad::number_pad;
use crate::ui::widgets::{toggle, wrap_row};

/// Which roll.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum OtherKind {
    /// The level rule lookup (no dice).
    Level,
    #[default]
    Sight,
    Blow,
    Pink,
    Place,
    Disarm,
    Detonate,
    Collapse,
    Barrage,
    Strafe,
    Door,
    River,
    Lift,
    Area,
}

impl OtherKind {
    pub const ALL: [OtherKind; 14] = [
        OtherKind::Level,
        OtherKind::Sight,
        OtherKind::Blow,
        OtherKind::Pink,
        OtherKind::Place,
        OtherKind::Disarm,
        OtherKind::Detonate,
        OtherKind::Collapse,
        OtherKind::Barrage,
        OtherKind::Strafe,
        OtherKind::Door,
        OtherKind::River,
        OtherKind::Lift,
        OtherKind::Area,
    ];

    fn msg(self) -> &'static str {
        match self {
            OtherKind::Level => "wwb-ui-level",
            OtherKind::Sight => "wwb-roll-sight",
            OtherKind::Blow => "wwb-roll-close-combat",
            OtherKind::Pink => "wwb-roll-pink",
            OtherKind::Place => "wwb-roll-place-charge",
            OtherKind::Disarm => "wwb-roll-disarm",
            OtherKind::Detonate => "wwb-roll-detonate",
            OtherKind::Collapse => "wwb-roll-collapse",
            OtherKind::Barrage => "wwb-roll-barrage",
            OtherKind::Strafe => "wwb-roll-strafe",
            OtherKind::Door => "wwb-roll-door",
            OtherKind::River => "wwb-roll-river",
            OtherKind::Lift => "wwb-roll-lift",
            OtherKind::Area => "wwb-roll-area",
        }
    }

    /// Whether the roll concerns a soldier who takes the outcome (else the actor alone).
    pub fn has_target(self) -> bool {
        matches!(
            self,
            OtherKind::Blow
                | OtherKind::Collapse
                | OtherKind::Barrage
                | OtherKind::Strafe
                | OtherKind::Area
        )
    }
}

/// The form: the roll and its few switches.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct OtherForm {
    pub kind: OtherKind,
    /// Sight: night, target in cover (optional rule), camouflaged sniper, dispute.
    pub night: bool,
    pub hard: bool,
    pub camouflaged: bool,
    pub dispute: bool,
    pub pink: Option<PinkTest>,
    /// Satchel (detonation), inside the building (collapse), in cover (strafing).
    pub flag: bool,
    /// Disarming: the marker's number.
    pub need: Option<u8>,
    pub lift_pink: bool,
    /// The level-rule lookup.
    pub level: super::level::LevelForm,
}

#[derive(Debug, Clone, PartialEq)]
pub enum OtherField {
    Kind(OtherKind),
    Night,
    Hard,
    Camouflaged,
    Dispute,
    Pink(PinkTest),
    Flag,
    Need(u8),
    LiftPink,
    Level(super::level::LevelField),
}

pub fn apply(f: &mut OtherForm, x: OtherField) {
    match x {
        OtherField::Kind(k) => f.kind = k,
        OtherField::Night => f.night = !f.night,
        OtherField::Hard => f.hard = !f.hard,
        OtherField::Camouflaged => f.camouflaged = !f.camouflaged,
        OtherField::Dispute => f.dispute = !f.dispute,
        OtherField::Pink(p) => f.pink = Some(p),
        OtherField::Flag => f.flag = !f.flag,
        OtherField::Need(n) => f.need = Some(n),
        OtherField::LiftPink => f.lift_pink = !f.lift_pink,
        OtherField::Level(x) => super::level::apply(&mut f.level, x),
    }
}

fn soldier(
    s: &WwbState,
    w: Option<Who>,
) -> Result<&crate::games::we_were_brothers::squad::Soldier, &'static str> {
    w.and_then(|w| s.soldier(w)).ok_or("wwb-ui-pick-actor")
}

/// The roll of the form, with who rolls and who takes it.
pub fn roll(
    ui: &Ui,
    s: &WwbState,
    d: &data::WwbData,
) -> Result<(Roll, Option<Who>, Option<Who>), &'static str> {
    let f = &ui.other;
    let target = if f.kind.has_target() {
        Some(ui.target.ok_or("wwb-ui-pick-target")?)
    } else {
        None
    };
    let t = target.and_then(|w| s.soldier(w));
    let r = match f.kind {
        OtherKind::Level => return Err("wwb-ui-no-roll"),
        OtherKind::Sight => Roll::Combat(CombatRoll::Sight(SightInput {
            observation: soldier(s, ui.actor)?.skill(Skill::Observation),
            night: f.night,
            hard_target: f.hard,
            camouflaged: f.camouflaged,
            dispute: f.dispute,
        })),
        OtherKind::Blow => {
            let a = soldier(s, ui.actor)?;
            Roll::Combat(CombatRoll::Blow(BlowInput {
                strength: a.skill(Skill::Strength),
                ambush: t.is_some_and(|t| !t.alert),
                striker_shaken: a.status == Some(Status::Shaken),
                target_shaken: t.is_some_and(|t| t.status == Some(Status::Shaken)),
                wounded: crate::games::we_were_brothers::wounds::penalty(d, a),
            }))
        }
        OtherKind::Pink => Roll::Combat(CombatRoll::Pink(f.pink.ok_or("wwb-ui-pick-test")?)),
        OtherKind::Place | OtherKind::Disarm => {
            let inp = ChargeInput {
                explosives: soldier(s, ui.actor)?.skill(Skill::Explosives),
                need: if f.kind == OtherKind::Disarm {
                    Some(f.need.ok_or("wwb-ui-pick-need")?)
                } else {
                    None
                },
            };
            Roll::Blast(if f.kind == OtherKind::Place {
                BlastRoll::Place(inp)
            } else {
                BlastRoll::Disarm(inp)
            })
        }
        OtherKind::Detonate => Roll::Blast(BlastRoll::Detonate { satchel: f.flag }),
        OtherKind::Collapse => Roll::Blast(BlastRoll::Collapse { inside: f.flag }),
        // L900: Black with the fire modifiers of his cover, or of his posture in the open.
        OtherKind::Barrage => Roll::Blast(BlastRoll::Barrage(BarrageInput {
            cover: f.flag.then(|| "partial".to_string()),
            posture: t.map_or(Default::default(), |t| match t.posture {
                Posture::Down => Posture::Prone,
                p => p,
            }),
        })),
        OtherKind::Strafe => Roll::Blast(BlastRoll::Strafe { cover: f.flag }),
        OtherKind::Door => Roll::Care(CareRoll::Door {
            strength: soldier(s, ui.actor)?.skill(Skill::Strength),
        }),
        OtherKind::River => Roll::Care(CareRoll::River),
        OtherKind::Lift => Roll::Care(CareRoll::Lift {
            reading: if f.lift_pink {
                LiftReading::Pink
            } else {
                LiftReading::RedGrey
            },
        }),
        OtherKind::Area => Roll::Combat(CombatRoll::Area),
    };
    // The man who rolls takes his own wound penalty (L633) and any medal's experience.
    let needs_actor = matches!(
        f.kind,
        OtherKind::Sight
            | OtherKind::Pink
            | OtherKind::Blow
            | OtherKind::Place
            | OtherKind::Disarm
            | OtherKind::Door
            | OtherKind::River
            | OtherKind::Lift
    );
    // The river takes the wader himself.
    let (actor, target) = match f.kind {
        OtherKind::River => (None, ui.actor),
        _ if needs_actor => (ui.actor, target),
        _ => (None, target),
    };
    Ok((r, actor, target))
}

fn o(x: OtherField) -> Message {
    m(Msg::Other(x))
}

pub fn view<'a>(app: &'a App, t: &'a Table, ui: &'a Ui) -> Element<'a, Message> {
    let loc = &app.loc;
    let d = data::load(&t.def);
    let Some(s) = wwb::state(&t.state.table) else {
        return text("").into();
    };
    let f = &ui.other;
    let mut c = Column::new().spacing(space::M);
    // Which roll: one of many.
    c = c.push(crate::ui::design::component::choice_wrap(
        OtherKind::ALL
            .into_iter()
            .map(|k| (loc.t(k.msg()), f.kind == k, Some(o(OtherField::Kind(k)))))
            .collect(),
    ));
    if !matches!(
        f.kind,
        OtherKind::Detonate
            | OtherKind::Collapse
            | OtherKind::Barrage
            | OtherKind::Strafe
            | OtherKind::Area
    ) {
        c = c.push(pick::chips(
            loc,
            s,
            "actor",
            "wwb-ui-who-rolls",
            ui.actor,
            pick::anyone,
            Msg::Actor,
        ));
    }
    if f.kind.has_target() {
        let enemy = pick::enemy_of(s, ui.actor);
        let blow = f.kind == OtherKind::Blow;
        c = c.push(pick::chips(
            loc,
            s,
            "target",
            "wwb-ui-patient",
            ui.target,
            |w| !blow || enemy(w),
            |w| Msg::Target(Some(w)),
        ));
    }
    let switches: Vec<Element<'a, Message>> = match f.kind {
        OtherKind::Sight => vec![
            toggle(loc.t("wwb-ui-night"), f.night, o(OtherField::Night)),
            toggle(loc.t("wwb-ui-hard-target"), f.hard, o(OtherField::Hard)),
            toggle(
                loc.t("wwb-ui-camouflaged"),
                f.camouflaged,
                o(OtherField::Camouflaged),
            ),
            toggle(loc.t("wwb-ui-dispute"), f.dispute, o(OtherField::Dispute)),
        ],
        OtherKind::Pink => [
            PinkTest::RegainInitiative,
            PinkTest::ForceInitiative,
            PinkTest::FireWhileSuppressed,
        ]
        .into_iter()
        .map(|p| {
            let id = match p {
                PinkTest::RegainInitiative => "wwb-ui-pink-regain",
                PinkTest::ForceInitiative => "wwb-ui-pink-force",
                PinkTest::FireWhileSuppressed => "wwb-ui-pink-fire",
            };
            toggle(loc.t(id), f.pink == Some(p), o(OtherField::Pink(p)))
        })
        .collect(),
        OtherKind::Detonate => vec![toggle(
            loc.t("wwb-equip-satchel"),
            f.flag,
            o(OtherField::Flag),
        )],
        OtherKind::Collapse => vec![toggle(loc.t("wwb-ui-inside"), f.flag, o(OtherField::Flag))],
        OtherKind::Barrage => vec![toggle(
            loc.t("wwb-ui-cover-partial"),
            f.flag,
            o(OtherField::Flag),
        )],
        OtherKind::Strafe => vec![toggle(
            loc.t("wwb-ui-in-cover"),
            f.flag,
            o(OtherField::Flag),
        )],
        OtherKind::Lift => vec![toggle(
            loc.t("wwb-ui-lift-pink"),
            f.lift_pink,
            o(OtherField::LiftPink),
        )],
        _ => vec![],
    };
    if !switches.is_empty() {
        c = c.push(wrap_row(switches));
    }
    if f.kind == OtherKind::Disarm {
        c = c.push(pads::captioned(
            loc,
            "wwb-ui-need",
            number_pad(2..=8, f.need, |n| o(OtherField::Need(n)), "wwb-need"),
        ));
    }
    if f.kind == OtherKind::Level {
        c = c.push(super::level::view(loc, s, ui, &d));
    } else {
        c = c.push(pads::odds(app, t, ui, &d));
    }
    super::form(c.into())
}
