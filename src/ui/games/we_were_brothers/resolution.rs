//! The resolution-phase checklist (L205–L215), in the rules' order: routed men's tests, the
//! wounded's deterioration, support fire, smoke, detonators; each roll one tap away (it opens
//! the care panel on that man), each item ticked when done; then the clock moves with Next.

use crate::ui::design::{font, space};
use iced::Element;
use iced::widget::{Column, row, text};

use super::forms::CareKind;
use super::{Msg, Ui, m};
use crate::games::we_were_brothers::turn::{Item, checklist};
use crate::games::we_were_brothers::{self as wwb, WwbAction};
use crate::ui::app::{App, Message, Table};
use crate::ui::design::plain_button;
use crate::ui::icons::{Icon, icon};

pub fn view<'a>(app: &'a App, t: &'a Table, _ui: &'a Ui) -> Element<'a, Message> {
    let loc = &app.loc;
    let Some(s) = wwb::state(&t.state.table) else {
        return text("").into();
    };
    let items = checklist(s, t.state.table.cursor.round);
    let mut c = Column::new().spacing(space::M);
    if items.is_empty() {
        c = c.push(text(loc.t("wwb-ui-nothing-to-resolve")).size(font::BODY));
    }
    for it in items {
        let key = it.key();
        let done = s.turn.done.contains(&key);
        let label = loc.line(&it.line(s));
        let label = if done { format!("✓ {label}") } else { label };
        let button: Element<'a, Message> = match (&it, done) {
            (_, true) => text("").into(),
            // Each item's own step: a roll (the dice icon) or a tick; plain, one per line.
            (Item::Rout(w), _) => plain_button(
                loc.t("wwb-ui-roll"),
                Some(icon(Icon::Dice, font::LEAD).into()),
                Some(m(Msg::Check(CareKind::RoutRecovery, *w, key.clone()))),
            )
            .into(),
            (Item::Deteriorate(w, _), _) => plain_button(
                loc.t("wwb-ui-roll"),
                Some(icon(Icon::Dice, font::LEAD).into()),
                Some(m(Msg::Check(CareKind::Deteriorate, *w, key.clone()))),
            )
            .into(),
            _ => plain_button(
                loc.t("wwb-ui-done"),
                Some(icon(Icon::Check, font::LEAD).into()),
                Some(m(Msg::Action(WwbAction::Tick(key.clone())))),
            )
            .into(),
        };
        // The button's place keeps its size once the item is done: the rows under it stay.
        let button = iced::widget::container(button)
            .id(format!("wwb-check-{key}"))
            .height(iced::Length::Fixed(crate::ui::widgets::TOUCH));
        c = c.push(
            row![
                text(label).size(font::BODY).width(iced::Length::Fill),
                button
            ]
            .spacing(space::M)
            .align_y(iced::Alignment::Center),
        );
    }
    c = c.push(text(loc.t("wwb-ui-clock-next")).size(font::CAPTION));
    super::form(c.into())
}
