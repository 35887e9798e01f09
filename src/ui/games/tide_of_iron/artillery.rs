//! Off-board artillery: the cards waiting for contact (retried once a round), the drift with
//! its compass, and the Area Attack and Blast on the final hex (friendly fire included).

use iced::Element;
use iced::widget::{Column, Row, button, container, text};

use super::compass::compass;
use super::{Msg, SetupNum, Ui, m, side_name, side_row, stepper, toggle};
use crate::games::tide_of_iron::artillery::Spotting;
use crate::games::tide_of_iron::attack::Kind;
use crate::games::tide_of_iron::state::Resolution;
use crate::games::tide_of_iron::{ToiState, data};
use crate::ui::app::{App, Message, Table};
use crate::ui::widgets::die_pad::die_pad;
use crate::ui::widgets::{big_button, panel, wrap_row};

fn contact_list<'a>(app: &'a App, t: &'a Table, s: &'a ToiState, ui: &Ui) -> Element<'a, Message> {
    let loc = &app.loc;
    let round = t.state.table.cursor.round;
    let mut c = Column::new().spacing(6);
    let pending = &s.cards[ui.side.min(1)].pending;
    if pending.is_empty() {
        c = c.push(text(loc.t("toi-ui-no-pending")).size(15));
    }
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
                big_button(label, (*tried != round).then(|| m(Msg::Contact(i))))
                    .style(button::primary),
            )
            .id(format!("toi-contact-{i}")),
        );
    }
    c.into()
}

fn area_form<'a>(app: &'a App, t: &'a Table, ui: &'a Ui) -> Element<'a, Message> {
    let loc = &app.loc;
    let mut c = Column::new().spacing(6);
    c = c.push(text(loc.t("toi-ui-area")).size(18));
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
    let full = ui.area.units.len() >= 3;
    c = c.push(wrap_row(vec![
        big_button(
            loc.t("toi-ui-add-squad"),
            (!full).then(|| m(Msg::AreaAddSquad)),
        )
        .style(button::secondary)
        .into(),
        big_button(
            loc.t("toi-ui-add-vehicle"),
            (!full).then(|| m(Msg::AreaAddVehicle)),
        )
        .style(button::secondary)
        .into(),
        big_button(
            loc.t("tray-clear"),
            (!ui.area.units.is_empty()).then(|| m(Msg::AreaClear)),
        )
        .style(button::secondary)
        .into(),
    ]));
    c = c.push(
        container(
            big_button(
                loc.t("toi-ui-area-roll"),
                (!ui.area.units.is_empty()).then(|| m(Msg::AreaRoll)),
            )
            .style(button::success),
        )
        .id("toi-area-roll"),
    );
    c.into()
}

pub(super) fn view<'a>(
    app: &'a App,
    t: &'a Table,
    s: &'a ToiState,
    ui: &'a Ui,
) -> Element<'a, Message> {
    let loc = &app.loc;
    let mut c = Column::new().spacing(10);
    c = c.push(side_row(app, &t.def, ui));
    c = c.push(
        text(loc.tr(
            "toi-ui-contact-title",
            &[("side", side_name(app, &t.def, ui.side))],
        ))
        .size(18),
    );
    c = c.push(contact_list(app, t, s, ui));
    c = c.push(text(loc.t("toi-ui-drift")).size(18));
    let spots = [
        (Spotting::None, "toi-ui-spot-none"),
        (Spotting::Normal, "toi-ui-spot-normal"),
        (Spotting::Improved, "toi-ui-spot-improved"),
    ];
    c = c.push(wrap_row(
        spots
            .iter()
            .map(|&(sp, l)| {
                let label = loc.tr(
                    "toi-ui-spot",
                    &[("what", loc.t(l)), ("n", sp.drift_number().to_string())],
                );
                toggle(label, ui.spotting == sp, Msg::Spot(sp))
            })
            .collect(),
    ));
    c = c.push(text(loc.t(ui.spotting.msg())).size(14));
    let hit = match s.last.as_ref().map(|l| &l.what) {
        Some(Resolution::Drift {
            spotting,
            black,
            red,
        }) if *black < spotting.drift_number() => Some((*red, *black)),
        _ => None,
    };
    let mut top = Row::new().spacing(12);
    match data::compass(&t.def) {
        Ok(cp) => {
            top = top.push(
                container(compass(&app.loc, cp, s.scenario.north, hit, 240.0)).id("toi-compass"),
            )
        }
        Err(e) => {
            let (id, args) = e.message();
            top = top.push(text(loc.tr(id, &args)).size(15));
        }
    }
    let mut dice = Column::new().spacing(6);
    dice = dice.push(
        container(
            big_button(loc.t("toi-ui-drift-roll"), Some(m(Msg::DriftRoll))).style(button::success),
        )
        .id("toi-drift-roll"),
    );
    let (key, next) = if ui.drift_faces.len().is_multiple_of(2) {
        ("attack", "toi-ui-drift-black")
    } else {
        ("defence", "toi-ui-drift-red")
    };
    dice = dice.push(text(loc.t(next)).size(17));
    if let Some(die) = t.def.die(key) {
        dice = dice.push(die_pad(loc, &die, |f| {
            m(Msg::DriftFace(f.parse().unwrap_or(0)))
        }));
    }
    dice = dice.push(text(loc.t("toi-ui-compass-note")).size(13));
    top = top.push(dice);
    c = c.push(top.wrap());
    c = c.push(area_form(app, t, ui));
    panel(loc.t("toi-ui-tab-artillery"), c.into())
}
