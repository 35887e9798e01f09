//! The Status phase: its six steps as a checklist, with the strategy-card draw (typed from
//! the physical card) and the markers to clear.

use crate::ui::design::{font, space, style};
use iced::widget::{Column, row, text, text_input};
use iced::{Element, Length};

use super::{Msg, SetupNum, Ui, m, side_row, stepper, toggle};
use crate::games::tide_of_iron::ToiState;
use crate::games::tide_of_iron::state::Timing;
use crate::ui::app::{App, Message, Table};
use crate::ui::widgets::big_button;

const STEPS: [(&str, &str); 6] = [
    ("toi-step-draw-card", "toi-ui-status-draw"),
    ("toi-step-remove-markers", "toi-ui-status-markers"),
    ("toi-step-op-fire", "toi-ui-status-op-fire"),
    ("toi-step-transfers", "toi-ui-status-transfers"),
    ("toi-step-reinforcements", "toi-ui-status-reinforcements"),
    ("toi-step-advance-round", "toi-ui-status-advance"),
];

/// The form that types a strategy card drawn (or taken at set-up) into a side's HQ.
pub(super) fn card_form<'a>(app: &'a App, t: &'a Table, ui: &'a Ui) -> Element<'a, Message> {
    let loc = &app.loc;
    let mut c = Column::new().spacing(space::M);
    c = c.push(side_row(app, &t.def, ui));
    if let Ok(known) = crate::games::tide_of_iron::data::cards(&t.def) {
        c = c.push(crate::ui::design::component::choice_wrap(
            known
                .iter()
                .enumerate()
                .map(|(i, k)| {
                    (
                        k.name.clone(),
                        ui.card_name == k.name,
                        Some(m(Msg::PickCard(i))),
                    )
                })
                .collect(),
        ));
    }
    let draw = iced::widget::container(crate::ui::design::plain_button(
        loc.t("toi-ui-draw"),
        None,
        (!ui.card_name.trim().is_empty()).then(|| m(Msg::Draw)),
    ))
    .id("toi-draw");
    c = c.push(
        row![
            text_input(&loc.t("toi-ui-card-name"), &ui.card_name)
                .id("toi-card-name")
                .on_input(|s| m(Msg::CardName(s)))
                .size(font::CONTROL)
                .padding(crate::ui::design::FIELD_PAD),
            draw,
        ]
        .spacing(space::M),
    );
    c = c.push(stepper(
        loc.t("toi-ui-card-cost"),
        ui.card_cost.to_string(),
        Msg::SetupNum(SetupNum::CardCost, -1),
        Msg::SetupNum(SetupNum::CardCost, 1),
    ));
    // When the card is played: one of two; lasting or not.
    c = c.push(
        row![
            crate::ui::design::segmented(vec![
                (
                    loc.t("toi-ui-timing-action"),
                    ui.card_timing == Timing::Action,
                    Some(m(Msg::CardTiming(Timing::Action))),
                ),
                (
                    loc.t("toi-ui-timing-command"),
                    ui.card_timing == Timing::Command,
                    Some(m(Msg::CardTiming(Timing::Command))),
                ),
            ]),
            toggle(
                loc.t("toi-ui-card-lasting"),
                ui.card_lasting,
                Msg::CardLasting,
            ),
        ]
        .spacing(space::M)
        .align_y(iced::Alignment::Center),
    );
    // The contact number, if the card has one: one of six.
    let mut contact = vec![(
        loc.t("toi-ui-none"),
        ui.card_contact.is_none(),
        Some(m(Msg::CardContact(None))),
    )];
    for x in 2..=6u8 {
        contact.push((
            x.to_string(),
            ui.card_contact == Some(x),
            Some(m(Msg::CardContact(Some(x)))),
        ));
    }
    c = c.push(
        Column::new()
            .spacing(space::XS)
            .push(text(loc.t("toi-ui-card-contact")).size(font::BODY))
            .push(crate::ui::design::segmented(contact)),
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
    let mut col = Column::new().spacing(space::M);
    col = col.push(text(loc.t("toi-ui-draw-title")).size(font::LEAD));
    col = col.push(card_form(app, t, ui));
    let step = t.state.table.cursor.step;
    let in_status = crate::ui::games::phase_id(&t.def, &t.state) == "status";
    for (i, (name, what)) in STEPS.iter().enumerate() {
        // The step at hand marked with the Next icon; the others a quiet dot.
        let mark: Element<'a, Message> = if in_status && i == step {
            crate::ui::icons::icon(crate::ui::icons::Icon::Next, font::LEAD).into()
        } else {
            text("·").size(font::LEAD).into()
        };
        col = col.push(
            row![
                iced::widget::container(mark).width(Length::Fixed(24.0)),
                Column::new()
                    .push(text(loc.t(name)).size(font::CONTROL))
                    .push(text(loc.t(what)).size(font::CAPTION))
            ]
            .spacing(space::S),
        );
    }
    if !s.units.is_empty() {
        col = col.push(
            iced::widget::container(
                big_button(
                    loc.t("toi-ui-clear-markers"),
                    in_status.then(|| m(Msg::ClearMarkers)),
                )
                .style(style::primary),
            )
            .id("toi-clear-markers"),
        );
    }
    let last = s.scenario.rounds == t.state.table.cursor.round;
    if last {
        col = col.push(text(loc.t("toi-ui-last-round")).size(font::CONTROL));
    }
    super::form(col.into())
}
