//! Grenades and support fire (8.5, 13.0): the throw (Grey + Blue, Blue against the distance or
//! a 3-Hx scatter on the compass), a grenade through a window, the blast on one man by ring and
//! cover, and the support fire's accuracy and drift. The compass shows the last scatter.

use crate::ui::design::{font, space};
use iced::Element;
use iced::widget::{Column, text};

use super::forms::{GrenadeField, GrenadeMode};
use super::{Msg, Ui, m, pads, pick};
use crate::games::we_were_brothers::explosives::Shelter;
use crate::games::we_were_brothers::squad::Posture;
use crate::games::we_were_brothers::{self as wwb, data};
use crate::ui::app::{App, Message, Table};
use crate::ui::widgets::die_pad::number_pad;
use crate::ui::widgets::{toggle, wrap_row};

fn g(x: GrenadeField) -> Message {
    m(Msg::Grenade(x))
}

pub fn view<'a>(app: &'a App, t: &'a Table, ui: &'a Ui) -> Element<'a, Message> {
    let loc = &app.loc;
    let d = data::load(&t.def);
    let Some(s) = wwb::state(&t.state.table) else {
        return text("").into();
    };
    let gf = &ui.grenade;
    let mut c = Column::new().spacing(space::M);
    // What is thrown or set: one of several.
    c = c.push(crate::ui::design::component::choice_wrap(
        GrenadeMode::ALL
            .into_iter()
            .map(|x| (loc.t(x.msg()), gf.mode == x, Some(g(GrenadeField::Mode(x)))))
            .collect(),
    ));
    if matches!(gf.mode, GrenadeMode::Throw | GrenadeMode::Window) {
        c = c.push(pick::chips(
            loc,
            s,
            "actor",
            "wwb-ui-thrower",
            ui.actor,
            pick::anyone,
            Msg::Actor,
        ));
    }
    match gf.mode {
        GrenadeMode::Throw => {
            c = c.push(toggle(
                loc.t("wwb-equip-smoke"),
                gf.smoke,
                g(GrenadeField::Smoke),
            ));
            c = c.push(pads::captioned(
                loc,
                "wwb-ui-distance",
                // L532 sets only a maximum: 0 is a throw into his own MHx.
                number_pad(
                    0..=5,
                    Some(gf.distance),
                    |x| g(GrenadeField::Distance(x)),
                    "wwb-distance",
                ),
            ));
            c = c.push(pads::captioned(
                loc,
                "wwb-ui-obstacle",
                number_pad(
                    0..=2,
                    Some(gf.obstacle),
                    |x| g(GrenadeField::Obstacle(x)),
                    "wwb-obstacle",
                ),
            ));
        }
        GrenadeMode::Window => {
            c = c.push(wrap_row(vec![
                toggle(
                    loc.t("wwb-ui-adjacent"),
                    gf.adjacent,
                    g(GrenadeField::Adjacent),
                ),
                toggle(loc.t("wwb-ui-bunker"), gf.bunker, g(GrenadeField::Bunker)),
            ]));
            c = c.push(pads::captioned(
                loc,
                "wwb-ui-window-mhx",
                number_pad(0..=3, Some(gf.mhx), |x| g(GrenadeField::Mhx(x)), "wwb-mhx"),
            ));
        }
        GrenadeMode::Blast => {
            c = c.push(pick::chips(
                loc,
                s,
                "target",
                "wwb-ui-target",
                ui.target,
                pick::anyone,
                |w| Msg::Target(Some(w)),
            ));
            c = c.push(pads::captioned(
                loc,
                "wwb-ui-ring",
                number_pad(
                    0..=2,
                    Some(gf.ring),
                    |x| g(GrenadeField::Ring(x)),
                    "wwb-ring",
                ),
            ));
            let shelters = [
                Shelter::Open,
                Shelter::Light,
                Shelter::Heavy,
                Shelter::Building,
            ]
            .into_iter()
            .map(|x| {
                let id = match x {
                    Shelter::Open => "wwb-ui-open",
                    Shelter::Light => "wwb-ui-light-cover",
                    Shelter::Heavy => "wwb-ui-heavy-cover",
                    Shelter::Building => "wwb-ui-in-building",
                };
                (
                    loc.t(id),
                    gf.shelter == x,
                    Some(g(GrenadeField::Shelter(x))),
                )
            })
            .collect();
            c = c.push(crate::ui::design::component::choice_wrap(shelters));
            // Always drawn: the target's posture from his boxes (a tap changes his box), or
            // the form's while no one is picked; picking him moves nothing.
            let his = ui.target.and_then(|w| s.soldier(w)).map(|x| x.posture);
            c = c.push(wrap_row(
                [Posture::Standing, Posture::Kneeling, Posture::Prone]
                    .into_iter()
                    .map(|p| {
                        let on = his.map_or(gf.posture == p, |x| x == p);
                        let msg = match ui.target {
                            Some(w) => m(Msg::Edit(
                                w,
                                crate::games::we_were_brothers::roster::Edit::Posture(p),
                            )),
                            None => g(GrenadeField::Posture(p)),
                        };
                        toggle(loc.t(&p.msg()), on, msg)
                    })
                    .collect(),
            ));
        }
        GrenadeMode::Support => {
            c = c.push(pick::chips(
                loc,
                s,
                "actor",
                "wwb-ui-caller",
                ui.actor,
                pick::anyone,
                Msg::Actor,
            ));
            c = c.push(toggle(
                loc.t("wwb-ui-los-leader"),
                gf.los_and_leader,
                g(GrenadeField::LosLeader),
            ));
        }
    }
    if matches!(gf.mode, GrenadeMode::Throw | GrenadeMode::Support) {
        c = c.push(text(loc.t("wwb-ui-compass")).size(font::CAPTION));
    }
    c = c.push(pads::odds(app, t, ui, &d));
    super::form(c.into())
}
