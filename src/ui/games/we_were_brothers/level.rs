//! "Can he be seen?": the level rule as a lookup (6.0). The target's posture, the barrier,
//! the spotter's height, whether he is next to the target and the light; the spotter's
//! Observation and speciality come from his boxes if he is picked. No dice: the answer shows
//! at once, with the sight range.

use crate::ui::design::{font, space};
use iced::Element;
use iced::widget::{Column, text};

use super::{Msg, Ui, m, pads};
use crate::games::we_were_brothers::WwbState;
use crate::games::we_were_brothers::data::WwbData;
use crate::games::we_were_brothers::sight::{Barrier, LevelInput, Light, level};
use crate::games::we_were_brothers::squad::{Posture, Skill, Specialist};
use crate::i18n::Localizer;
use crate::ui::app::Message;
use crate::ui::widgets::die_pad::number_pad;
use crate::ui::widgets::{toggle, wrap_row};

#[derive(Debug, Clone, PartialEq)]
pub struct LevelForm {
    pub target: Posture,
    pub barrier: Barrier,
    pub open: bool,
    pub elevation: u8,
    pub adjacent: bool,
    pub light: Light,
}

impl Default for LevelForm {
    fn default() -> Self {
        LevelForm {
            target: Posture::Standing,
            barrier: Barrier::None,
            open: false,
            elevation: 0,
            adjacent: false,
            light: Light::Day,
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub enum LevelField {
    Target(Posture),
    Barrier(Barrier),
    Open,
    Elevation(u8),
    Adjacent,
    Light(Light),
}

pub fn apply(f: &mut LevelForm, x: LevelField) {
    match x {
        LevelField::Target(p) => f.target = p,
        LevelField::Barrier(b) => f.barrier = b,
        LevelField::Open => f.open = !f.open,
        LevelField::Elevation(e) => f.elevation = e,
        LevelField::Adjacent => f.adjacent = !f.adjacent,
        LevelField::Light(l) => f.light = l,
    }
}

fn l(x: LevelField) -> Message {
    m(Msg::Other(super::OtherField::Level(x)))
}

pub fn view<'a>(loc: &Localizer, s: &WwbState, ui: &Ui, d: &WwbData) -> Element<'a, Message> {
    let f = &ui.other.level;
    let spotter = ui.actor.and_then(|w| s.soldier(w));
    let input = LevelInput {
        target: f.target,
        barrier: f.barrier,
        open: f.open,
        elevation: f.elevation,
        adjacent: f.adjacent,
        light: f.light,
        observation: spotter.map_or(0, |x| x.skill(Skill::Observation)),
        specialist: spotter.is_some_and(|x| {
            matches!(
                x.specialist,
                Some(Specialist::Sniper | Specialist::RadioOperator)
            )
        }),
    };
    let mut c = Column::new().spacing(space::M);
    c = c.push(crate::ui::design::segmented(
        [Posture::Standing, Posture::Kneeling, Posture::Prone]
            .into_iter()
            .map(|p| {
                (
                    loc.t(&p.msg()),
                    f.target == p,
                    Some(l(LevelField::Target(p))),
                )
            })
            .collect(),
    ));
    let barriers = [
        (Barrier::None, "wwb-ui-barrier-none"),
        (Barrier::Half, "wwb-ui-barrier-half"),
        (Barrier::One, "wwb-ui-barrier-one"),
        (Barrier::Two, "wwb-ui-barrier-two"),
    ];
    c = c.push(crate::ui::design::component::choice_wrap(
        barriers
            .into_iter()
            .map(|(b, id)| (loc.t(id), f.barrier == b, Some(l(LevelField::Barrier(b)))))
            .collect(),
    ));
    c = c.push(wrap_row(vec![
        toggle(loc.t("wwb-ui-in-open"), f.open, l(LevelField::Open)),
        toggle(
            loc.t("wwb-ui-adjacent-spotter"),
            f.adjacent,
            l(LevelField::Adjacent),
        ),
    ]));
    c = c.push(pads::captioned(
        loc,
        "wwb-ui-elevation",
        number_pad(
            0..=3,
            Some(f.elevation),
            |e| l(LevelField::Elevation(e)),
            "wwb-elev",
        ),
    ));
    let lights = [
        (Light::Day, "wwb-ui-day"),
        (Light::FullMoon, "wwb-ui-full-moon"),
        (Light::NewMoon, "wwb-ui-new-moon"),
    ];
    c = c.push(crate::ui::design::component::choice_wrap(
        lights
            .into_iter()
            .map(|(x, id)| (loc.t(id), f.light == x, Some(l(LevelField::Light(x)))))
            .collect(),
    ));
    match level(d, &input) {
        Ok(a) => {
            c = c.push(text(loc.t(a.seen.msg())).size(font::TITLE));
            c = c.push(text(match a.range {
                Some(r) => loc.tr("wwb-ui-sight-range", &[("n", r.to_string())]),
                None => loc.t("wwb-ui-sight-unlimited"),
            }));
            for w in &a.working {
                c = c.push(text(loc.line(w)).size(font::CAPTION));
            }
        }
        Err(e) => c = c.push(text(loc.t(e))),
    }
    c.into()
}
