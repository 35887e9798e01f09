//! Off-board artillery: the cards waiting for contact (retried once a round), the drift with
//! its compass, and the Area Attack and Blast on the final hex (friendly fire included).

use crate::ui::design::{font, space, style};
use iced::widget::{Column, Row, column, container, text};
use iced::{Element, Length};

use super::compass::compass;
use super::{ArtPage, Msg, SetupNum, Ui, m, side_name, side_row, stepper, toggle};
use crate::games::tide_of_iron::artillery::Spotting;
use crate::games::tide_of_iron::attack::Kind;
use crate::games::tide_of_iron::state::Resolution;
use crate::games::tide_of_iron::{ToiState, data};
use crate::ui::app::{App, Message, Table};
use crate::ui::widgets::{big_button, wrap_row};

/// The pending card whose contact the pad rolls: the one picked if it may still try this
/// round, else the first that may.
pub(super) fn contact_card(s: &ToiState, ui: &Ui, round: u32) -> Option<usize> {
    let pending = &s.cards[ui.side.min(1)].pending;
    let may = |i: usize| pending.get(i).is_some_and(|(_, tried)| *tried != round);
    if may(ui.contact) {
        Some(ui.contact)
    } else {
        (0..pending.len()).find(|&i| may(i))
    }
}

/// Whether the strike's next roll is the drift: contact was just made (by this side), or no
/// card waits for contact this round.
fn drifting(s: &ToiState, ui: &Ui, round: u32) -> bool {
    let contact_made = s.last.as_ref().is_some_and(|l| {
        l.side == ui.side
            && l.at.0 == round
            && matches!(l.what, Resolution::Contact { x, die, .. } if die >= x)
    });
    contact_made || !ui.drift_faces.is_empty() || contact_card(s, ui, round).is_none()
}

/// The cards waiting for contact, one toggle each (the one the pad rolls for is on). A card
/// already tried this round is greyed.
fn contact_list<'a>(app: &'a App, t: &'a Table, s: &'a ToiState, ui: &Ui) -> Element<'a, Message> {
    let loc = &app.loc;
    let round = t.state.table.cursor.round;
    let mut c = Column::new().spacing(space::S);
    let pending = &s.cards[ui.side.min(1)].pending;
    if pending.is_empty() {
        c = c.push(text(loc.t("toi-ui-no-pending")).size(font::SMALL));
    }
    let picked = contact_card(s, ui, round);
    for (i, (card, tried)) in pending.iter().enumerate() {
        let x = card.contact.unwrap_or(1);
        let label = if *tried == 0 {
            loc.tr(
                "toi-ui-contact-first",
                &[("card", card.name.clone()), ("x", x.to_string())],
            )
        } else {
            loc.tr(
                "toi-ui-contact-retry",
                &[("card", card.name.clone()), ("x", x.to_string())],
            )
        };
        c = c.push(
            container(
                // The card the pad rolls for is the chosen one, raised; not a primary.
                big_button(label, (*tried != round).then(|| m(Msg::Contact(i)))).style(
                    move |th: &iced::Theme, st| {
                        if picked == Some(i) {
                            style::segment(true)(th, st)
                        } else {
                            style::plain(th, st)
                        }
                    },
                ),
            )
            .id(format!("toi-contact-{i}")),
        );
    }
    c.into()
}

/// The dock's dice for the strike: Establish Contact's die for the card picked, then the
/// drift's black and red dice; on the area page, the area attack's roll.
pub(super) fn pad<'a>(
    app: &'a App,
    t: &'a Table,
    s: &'a ToiState,
    ui: &'a Ui,
) -> Element<'a, Message> {
    let loc = &app.loc;
    let round = t.state.table.cursor.round;
    if ui.art_page == ArtPage::Area {
        return column![
            container(crate::ui::design::primary_button(
                loc.t("toi-ui-area-roll"),
                Some(crate::ui::icons::icon(crate::ui::icons::Icon::Dice, font::LEAD).into()),
                (!ui.area.units.is_empty()).then(|| m(Msg::AreaRoll)),
            ))
            .id("toi-area-roll"),
            text(loc.t("toi-ui-area-pad")).size(font::SMALL),
        ]
        .spacing(space::M)
        .into();
    }
    if !drifting(s, ui, round)
        && let Some(i) = contact_card(s, ui, round)
    {
        let (card, _) = &s.cards[ui.side.min(1)].pending[i];
        let words = loc.tr(
            "toi-ui-pad-contact",
            &[
                ("card", card.name.clone()),
                ("x", card.contact.unwrap_or(1).to_string()),
            ],
        );
        return super::dock_pad(
            super::roll_button(app, "toi-contact-roll", Some(Msg::ContactRoll)),
            words,
            super::die_keys(t, "attack", Msg::ContactFace),
            super::entered(t, &[], &[]),
            None,
            app,
        );
    }
    let (key, words) = if ui.drift_faces.is_empty() {
        ("attack", loc.t("toi-ui-pad-drift-black"))
    } else {
        ("defence", loc.t("toi-ui-pad-drift-red"))
    };
    let split = ui.drift_faces.len().min(1);
    super::dock_pad(
        super::roll_button(app, "toi-drift-roll", Some(Msg::DriftRoll)),
        words,
        super::die_keys(t, key, Msg::DriftFace),
        super::entered(t, &ui.drift_faces[..split], &ui.drift_faces[split..]),
        (!ui.drift_faces.is_empty()).then(|| m(Msg::DriftClear)),
        app,
    )
}

fn area_form<'a>(app: &'a App, t: &'a Table, ui: &'a Ui) -> Element<'a, Message> {
    let loc = &app.loc;
    let mut c = Column::new().spacing(space::S);
    c = c.push(text(loc.t("toi-ui-area")).size(font::CONTROL));
    c = c.push(stepper(
        loc.t("toi-ui-area-fp"),
        ui.area.fp.to_string(),
        Msg::SetupNum(SetupNum::AreaFp, -1),
        Msg::SetupNum(SetupNum::AreaFp, 1),
    ));
    let mut kinds = vec![
        toggle(
            loc.t("toi-ui-suppressive"),
            ui.area.kind == Kind::Suppressive,
            Msg::AreaKind,
        ),
        toggle(loc.t("toi-ui-area-six"), ui.area.hits_on == 6, Msg::AreaSix),
    ];
    // A mortar's grid (units.json, L1768-1770): its FP by attack type.
    if let Some(mortar) = data::units(&t.def)
        .ok()
        .and_then(|u| u.into_iter().find(|u| u.id == "mortar"))
    {
        for (kind, fp) in [
            (Kind::Suppressive, mortar.fp_suppressive),
            (Kind::Normal, mortar.fp_normal),
        ] {
            if let Some(fp) = fp {
                let on = ui.area.kind == kind && ui.area.fp == fp;
                let k = match kind {
                    Kind::Normal => "toi-kind-normal",
                    Kind::Suppressive => "toi-kind-suppressive",
                };
                let label = loc.tr(
                    "toi-ui-mortar",
                    &[("fp", fp.to_string()), ("kind", k.into())],
                );
                kinds.push(toggle(label, on, Msg::AreaMortar(kind, fp)));
            }
        }
    }
    c = c.push(wrap_row(kinds));
    c = c.push(stepper(
        loc.t("toi-ui-cover"),
        ui.area_cover.to_string(),
        Msg::SetupNum(SetupNum::AreaCover, -1),
        Msg::SetupNum(SetupNum::AreaCover, 1),
    ));
    let full = ui.area.units.len() >= 3;
    c = c.push(wrap_row(vec![
        big_button(
            loc.t("toi-ui-add-squad"),
            (!full).then(|| m(Msg::AreaAddSquad)),
        )
        .style(style::plain)
        .into(),
        big_button(
            loc.t("toi-ui-add-vehicle"),
            (!full).then(|| m(Msg::AreaAddVehicle)),
        )
        .style(style::plain)
        .into(),
        big_button(
            loc.t("tray-clear"),
            (!ui.area.units.is_empty()).then(|| m(Msg::AreaClear)),
        )
        .style(style::plain)
        .into(),
    ]));
    // The units under their add buttons (a new one goes at the end).
    let units: Vec<String> = ui
        .area
        .units
        .iter()
        .enumerate()
        .map(|(i, u)| {
            let what = if u.vehicle.is_some() {
                "toi-ui-vehicle"
            } else {
                "toi-ui-squad"
            };
            loc.tr(
                "toi-ui-area-unit",
                &[
                    ("n", (i + 1).to_string()),
                    ("what", loc.t(what)),
                    ("cover", u.cover.to_string()),
                ],
            )
        })
        .collect();
    c = c.push(crate::ui::widgets::text_lines(units));
    c.into()
}

pub(super) fn view<'a>(
    app: &'a App,
    t: &'a Table,
    s: &'a ToiState,
    ui: &'a Ui,
) -> Element<'a, Message> {
    let loc = &app.loc;
    let mut c = Column::new().spacing(space::M);
    c = c.push(super::pages(vec![
        (
            loc.t("toi-ui-page-strike"),
            ui.art_page == ArtPage::Strike,
            Msg::ArtPage(ArtPage::Strike),
        ),
        (
            loc.t("toi-ui-page-area"),
            ui.art_page == ArtPage::Area,
            Msg::ArtPage(ArtPage::Area),
        ),
    ]));
    c = c.push(side_row(app, &t.def, ui));
    if ui.art_page == ArtPage::Area {
        c = c.push(area_form(app, t, ui));
        return super::form(c.into());
    }
    // The spotting for the drift, the compass (fixed size), then the cards waiting for
    // contact (a list that shrinks at the end: nothing under it).
    let spots = [
        (Spotting::None, "toi-ui-spot-none"),
        (Spotting::Normal, "toi-ui-spot-normal"),
        (Spotting::Improved, "toi-ui-spot-improved"),
    ];
    c = c.push(text(loc.t("toi-ui-drift")).size(font::BODY));
    // The spotting: one of three.
    c = c.push(crate::ui::design::segmented(
        spots
            .iter()
            .map(|&(sp, l)| {
                let label = loc.tr(
                    "toi-ui-spot",
                    &[("what", loc.t(l)), ("n", sp.drift_number().to_string())],
                );
                (label, ui.spotting == sp, Some(m(Msg::Spot(sp))))
            })
            .collect(),
    ));
    c = c.push(
        text(loc.t(ui.spotting.msg()))
            .size(font::CAPTION)
            .wrapping(iced::widget::text::Wrapping::None),
    );
    let hit = match s.last.as_ref().map(|l| &l.what) {
        Some(Resolution::Drift {
            spotting,
            black,
            red,
        }) if *black < spotting.drift_number() => Some((*red, *black)),
        _ => None,
    };
    let mut under = Row::new().spacing(space::L);
    match data::compass(&t.def) {
        Ok(cp) => {
            under = under.push(
                container(compass(&app.loc, cp, s.scenario.north, hit, 200.0)).id("toi-compass"),
            )
        }
        Err(e) => {
            let (id, args) = e.message();
            under = under.push(text(loc.tr(id, &args)).size(font::SMALL));
        }
    }
    under = under.push(
        text(loc.t("toi-ui-compass-note"))
            .size(font::CAPTION)
            .width(Length::Fill),
    );
    c = c.push(under);
    c = c.push(
        text(loc.tr(
            "toi-ui-contact-title",
            &[("side", side_name(app, &t.def, ui.side))],
        ))
        .size(font::BODY),
    );
    c = c.push(contact_list(app, t, s, ui));
    super::form(c.into())
}
