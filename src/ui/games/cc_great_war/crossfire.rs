//! Crossfire on the Battle tab (L374-376): the other machine-gun teams firing at the same
//! target in this roll, each with its range and, where it changes its dice, its hex. Shown only
//! for units that may crossfire.

use iced::Element;
use iced::widget::{Column, Row, button};

use super::{Msg, m, stepper, toggle};
use crate::games::cc_great_war::battle::Situation;
use crate::games::cc_great_war::data::CcData;
use crate::i18n::Localizer;
use crate::ui::app::Message;
use crate::ui::widgets::{big_button, square_button};

/// How many other machine-gun teams join the roll: one row of fixed height that is always
/// there (greyed for a unit that cannot crossfire), so choosing the unit or adding a team never
/// moves what is below it.
pub(super) fn crossfire_count<'a>(
    loc: &Localizer,
    data: &CcData,
    b: &Situation,
) -> Element<'a, Message> {
    let can = data.unit(&b.unit).is_some_and(|u| u.crossfire);
    let room = (data.turn.max_crossfire_units.value as usize).saturating_sub(1);
    let n = b.crossfire.len();
    let label = loc.t(if can {
        "ccgw-ui-crossfire"
    } else {
        "ccgw-ui-crossfire-mg-only"
    });
    iced::widget::row![
        iced::widget::text(label).size(17).width(iced::Length::Fill),
        iced::widget::container(square_button(
            "−",
            (can && n > 0).then(|| m(Msg::CrossRemove(n.saturating_sub(1))))
        ))
        .id(CROSS_LESS),
        iced::widget::container(iced::widget::text(n.to_string()).size(20))
            .center_x(iced::Length::Fixed(52.0)),
        iced::widget::container(square_button(
            "+",
            (can && n < room).then(|| m(Msg::CrossAdd))
        ))
        .id(CROSS_MORE),
    ]
    .spacing(6)
    .align_y(iced::Alignment::Center)
    .into()
}

/// The ids of the crossfire count's − and + (tests find them by these).
pub const CROSS_LESS: &str = "crossfire-less";
pub const CROSS_MORE: &str = "crossfire-more";

/// Each other team's range and, where it changes its dice, its hex: at the foot of the form,
/// so a team added never pushes a control that was there.
pub(super) fn crossfire_rows<'a>(
    loc: &Localizer,
    data: &CcData,
    b: &Situation,
) -> Option<Element<'a, Message>> {
    let unit = data.unit(&b.unit).filter(|u| u.crossfire)?;
    if b.crossfire.is_empty() {
        return None;
    }
    let max_range = unit.dice.len() as u32;
    let mut c = Column::new().spacing(6);
    // Only the terrains that change a team's dice while it stands there (wire, L1199): a
    // machine gun that moved cannot fire (L372), so moving in never counts.
    let hexes: Vec<_> = data.terrain.iter().filter(|t| t.while_in != 0).collect();
    for (i, team) in b.crossfire.iter().enumerate() {
        let mut r = Row::new().spacing(6).push(stepper(
            loc.tr("ccgw-ui-crossfire-team", &[("team", (i + 2).to_string())]),
            loc.tr("ccgw-ui-range", &[("n", team.range.to_string())]),
            (team.range > 2).then_some(Msg::CrossRange {
                index: i,
                delta: -1,
            }),
            (team.range < max_range).then_some(Msg::CrossRange { index: i, delta: 1 }),
        ));
        for t in &hexes {
            let on = team.firer_terrain.as_deref() == Some(t.id.as_str());
            r = r.push(toggle(
                loc.t(&t.name),
                on,
                Msg::CrossHex {
                    index: i,
                    terrain: (!on).then(|| t.id.clone()),
                },
            ));
        }
        r = r.push(
            big_button(
                loc.t("ccgw-ui-crossfire-remove"),
                Some(m(Msg::CrossRemove(i))),
            )
            .style(button::secondary),
        );
        c = c.push(r.wrap());
    }
    Some(c.into())
}
