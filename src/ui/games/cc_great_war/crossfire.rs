//! Crossfire on the Battle tab (L374-376): the other machine-gun teams firing at the same
//! target in this roll, each with its range and, where it changes its dice, its hex. Shown only
//! for units that may crossfire.

use crate::ui::design::{chip, font, space};
use iced::Element;
use iced::widget::{Column, Row};

use super::{Msg, m};
use crate::games::cc_great_war::battle::Situation;
use crate::games::cc_great_war::data::CcData;
use crate::i18n::Localizer;
use crate::ui::app::Message;
use crate::ui::widgets::square_button;

/// The other machine-gun teams firing with this one: one row per team a side may add, always
/// there (greyed for a unit that cannot crossfire), right under the unit. A row's `+` brings
/// its team in at 2 hexes and then steps its range; `−` steps it back and, at 2 hexes, takes
/// the team out. The value has one width whatever it says, so no key ever moves.
pub(super) fn crossfire_count<'a>(
    loc: &Localizer,
    data: &CcData,
    b: &Situation,
) -> Element<'a, Message> {
    let unit = data.unit(&b.unit).filter(|u| u.crossfire);
    let can = unit.is_some();
    let max_range = unit.map_or(2, |u| u.dice.len() as u32);
    let room = (data.turn.max_crossfire_units.value as usize).saturating_sub(1);
    let n = b.crossfire.len();
    let label = loc.t(if can {
        "ccgw-ui-crossfire"
    } else {
        "ccgw-ui-crossfire-mg-only"
    });
    // Only the terrains that change a team's dice while it stands there (wire, L1199): a
    // machine gun that moved cannot fire (L372), so moving in never counts.
    let hexes: Vec<_> = data.terrain.iter().filter(|t| t.while_in != 0).collect();
    let mut c = Column::new()
        .spacing(space::S)
        .push(iced::widget::text(label).size(font::SMALL));
    for i in 0..room {
        let team = b.crossfire.get(i).filter(|_| can);
        let less = match team {
            Some(t) if t.range > 2 => Some(Msg::CrossRange {
                index: i,
                delta: -1,
            }),
            Some(_) => Some(Msg::CrossRemove(i)),
            None => None,
        };
        let more = match team {
            Some(t) => (t.range < max_range).then_some(Msg::CrossRange { index: i, delta: 1 }),
            None => (can && i == n).then_some(Msg::CrossAdd),
        };
        let value = match team {
            Some(t) => loc.tr("ccgw-ui-range", &[("n", t.range.to_string())]),
            None => "—".to_string(),
        };
        // The ids the tests find: `+` of the next team to add, `−` of the last one in.
        let more_id = if can && i == n {
            CROSS_MORE.to_string()
        } else {
            format!("crossfire-more-{i}")
        };
        let less_id = if team.is_some() && i + 1 == n {
            CROSS_LESS.to_string()
        } else {
            format!("crossfire-less-{i}")
        };
        let mut r = Row::new()
            .spacing(space::S)
            .align_y(iced::Alignment::Center)
            .push(
                iced::widget::text(
                    loc.tr("ccgw-ui-crossfire-team", &[("team", (i + 2).to_string())]),
                )
                .size(font::BODY)
                .width(iced::Length::Fill),
            )
            .push(iced::widget::container(square_button("−", less.map(m))).id(less_id))
            .push(
                iced::widget::container(iced::widget::text(value).size(font::LEAD))
                    .center_x(iced::Length::Fixed(VALUE_W)),
            )
            .push(iced::widget::container(square_button("+", more.map(m))).id(more_id));
        for t in &hexes {
            let on = team.is_some_and(|x| x.firer_terrain.as_deref() == Some(t.id.as_str()));
            let msg = team.map(|_| Msg::CrossHex {
                index: i,
                terrain: (!on).then(|| t.id.clone()),
            });
            // The team's hex is in this terrain or not: a chip.
            r = r.push(chip(loc.t(&t.name), on, msg.map(m)));
        }
        c = c.push(r);
    }
    c.into()
}

/// The width of a team's range: "—" and "6 hexes" alike.
const VALUE_W: f32 = 110.0;

/// The ids of the crossfire's − (the last team in) and + (the next team to add); tests find
/// them by these.
pub const CROSS_LESS: &str = "crossfire-less";
pub const CROSS_MORE: &str = "crossfire-more";
