//! The Forts tab: every fort with its flag, the team totals against the target (9 of 14,
//! 5 of 7; short game 7 / 4), and a capture in two taps: the foot soldier that went in, then
//! the fort. A flag can also be set by hand, to match the board.

use crate::ui::design::{font, space};
use iced::widget::{Column, Row, container, row, scrollable, text};
use iced::{Element, Length};

use super::{Msg, Ui, button, side_name, toggle, unit_label};
use crate::games::trench_club::data::{Kind, TcData};
use crate::games::trench_club::ledger;
use crate::games::trench_club::state::TcState;
use crate::i18n::Localizer;
use crate::ui::app::Message;
use crate::ui::icons::{Icon, icon};
use crate::ui::widgets::{TOUCH, panel};

pub fn forts_view<'a>(
    loc: &Localizer,
    s: &TcState,
    ui: &Ui,
    data: &TcData,
) -> Element<'a, Message> {
    let mut c = Column::new().spacing(space::M);
    let active = s.active().map(|a| a.side.clone()).unwrap_or_default();
    let foot: Vec<_> = s
        .units
        .iter()
        .filter(|u| s.seat_of(&u.owner) == Some(active.as_str()))
        .filter(|u| data.unit(&u.kind).is_some_and(|d| d.kind == Kind::Foot))
        .collect();
    c = c.push(text(loc.t("tc-ui-capturer")).size(font::CONTROL));
    // The foot soldiers in one line of fixed height (it scrolls sideways when long), or the
    // words saying there are none in the same place: a unit going in never moves the forts.
    // Those already inside a fort stay in their place, greyed, so no other slides under the
    // finger when one goes in.
    let picks: Element<'a, Message> = if foot.iter().all(|u| u.in_fort) {
        text(loc.t("tc-ui-no-foot")).size(font::SMALL).into()
    } else {
        let mut r = Row::new().spacing(space::S);
        for u in &foot {
            // Those that may not capture now are greyed chips in their place, the same size.
            let may = !u.in_fort && ledger::may_capture(data, s, u.id);
            r = r.push(crate::ui::design::chip(
                unit_label(loc, s, u.id),
                may && ui.capturer == Some(u.id),
                may.then(|| super::m(Msg::Capturer(u.id))),
            ));
        }
        scrollable(r)
            .direction(scrollable::Direction::Horizontal(
                scrollable::Scrollbar::new().width(6).scroller_width(6),
            ))
            .width(Length::Fill)
            .into()
    };
    c = c.push(
        container(picks)
            .width(Length::Fill)
            .height(Length::Fixed(TOUCH + 14.0))
            .center_y(Length::Fixed(TOUCH + 14.0)),
    );
    for (i, owner) in s.forts.iter().enumerate() {
        let flag = owner
            .as_deref()
            .map_or_else(|| loc.t("tc-ui-neutral"), |o| side_name(loc, o));
        let mut r = row![
            row![
                icon(Icon::Fort, font::LEAD),
                text(loc.tr("tc-ui-fort", &[("n", (i + 1).to_string()), ("owner", flag)]))
                    .size(font::BODY),
            ]
            .spacing(space::S)
            .align_y(iced::Alignment::Center)
            .width(Length::Fixed(220.0)),
            container(button(
                loc.t("tc-ui-capture"),
                // Greyed, in its place, unless the soldier picked may take this fort now.
                ui.capturer
                    .filter(|u| ledger::capture_check(data, s, i, *u).is_ok())
                    .map(|_| Msg::Capture(i))
            ))
            .id(format!("tc-capture-{}", i + 1)),
        ]
        .spacing(space::M)
        .align_y(iced::Alignment::Center);
        for seat in &s.seats {
            r = r.push(toggle(
                side_name(loc, &seat.side),
                owner.as_deref() == Some(seat.side.as_str()),
                Msg::SetFort(i, Some(seat.side.clone())),
            ));
        }
        r = r.push(toggle(
            loc.t("tc-ui-neutral"),
            owner.is_none(),
            Msg::SetFort(i, None),
        ));
        c = c.push(r.wrap());
    }
    panel(loc.t("tc-ui-tab-forts"), c.into())
}
