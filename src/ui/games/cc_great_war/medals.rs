//! The Medals tab: each side's medals, taking and losing them.

use crate::ui::design::{font, space, style};
use iced::widget::{Column, Row, row, text};
use iced::{Alignment, Element, Length};

use super::{Msg, m};
use crate::games::cc_great_war::{self as cc, CcState, MedalKind};
use crate::ui::app::{App, Message, Table};
use crate::ui::widgets::{big_button, panel};

pub(super) fn medals_view<'a>(app: &'a App, t: &'a Table, s: &'a CcState) -> Element<'a, Message> {
    let loc = &app.loc;
    let def = &t.def;
    // Each side's buttons first, the medals taken under all of them: a medal taken adds a
    // line below the buttons, so no button moves under the finger.
    let mut col = Column::new().spacing(space::L);
    let mut taken = Column::new().spacing(space::S);
    for side in &def.sides {
        let mut c = Column::new().spacing(space::S);
        for (i, medal) in s
            .medals
            .get(&side.id)
            .cloned()
            .unwrap_or_default()
            .into_iter()
            .enumerate()
        {
            let mut line = row![
                text(format!(
                    "✪ {} · {}",
                    loc.t(&side.name),
                    loc.t(medal.kind.msg())
                ))
                .size(font::BODY)
                .width(Length::Fill),
            ]
            .spacing(space::S)
            .align_y(Alignment::Center);
            // Only temporary and majority medals can be lost (L589-621).
            if medal.kind.can_be_lost() {
                line = line.push(
                    big_button(
                        loc.t("ccgw-ui-medal-lost"),
                        Some(m(Msg::MedalRemove {
                            side: side.id.clone(),
                            index: i,
                        })),
                    )
                    .style(style::plain),
                );
            }
            taken = taken.push(line);
        }
        let mut add = Row::new()
            .spacing(space::S)
            .push(text(loc.t("ccgw-ui-add")).size(font::SMALL));
        for kind in MedalKind::ALL {
            // Under Pressure only when the rules let this side take it now (L617-621).
            if kind == MedalKind::UnderPressure
                && cc::can_take_under_pressure(def, &t.state.table, &side.id).is_err()
            {
                continue;
            }
            add = add.push(crate::ui::design::plain_button(
                loc.t(kind.msg()),
                Some(crate::ui::icons::icon(crate::ui::icons::Icon::Medal, font::LEAD).into()),
                Some(m(Msg::MedalAdd {
                    side: side.id.clone(),
                    kind,
                })),
            ));
        }
        c = c.push(add.wrap());
        let target = s
            .scenario
            .as_ref()
            .map(|x| x.medals_to_win.to_string())
            .unwrap_or_else(|| "none".into());
        col = col.push(panel(
            loc.tr(
                "ccgw-ui-medals-of",
                &[
                    ("side", loc.t(&side.name)),
                    ("n", s.medal_count(&side.id).to_string()),
                    ("target", target),
                ],
            ),
            c.into(),
        ));
    }
    col.push(taken)
        .push(text(loc.t("ccgw-ui-medals-hint")).size(font::SMALL))
        .into()
}
