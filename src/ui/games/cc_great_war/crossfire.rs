//! Crossfire on the Battle tab (L374-376): the other machine-gun teams firing at the same
//! target in this roll, each with its range and, where it changes its dice, its hex. Shown only
//! for units that may crossfire.

use iced::Element;
use iced::widget::{Column, Row, button, text};

use super::{Msg, m, stepper, toggle};
use crate::games::cc_great_war::battle::Situation;
use crate::games::cc_great_war::data::CcData;
use crate::i18n::Localizer;
use crate::ui::app::Message;
use crate::ui::widgets::big_button;

pub(super) fn crossfire_rows<'a>(
    loc: &Localizer,
    data: &CcData,
    b: &Situation,
) -> Option<Element<'a, Message>> {
    let unit = data.unit(&b.unit).filter(|u| u.crossfire)?;
    let max_range = unit.dice.len() as u32;
    let room = (data.turn.max_crossfire_units.value as usize).saturating_sub(1);
    let mut c = Column::new().spacing(6);
    let add = (b.crossfire.len() < room).then(|| m(Msg::CrossAdd));
    c = c.push(
        Row::new()
            .spacing(6)
            .push(text(loc.t("ccgw-ui-crossfire")).size(17))
            .push(big_button(loc.t("ccgw-ui-crossfire-add"), add).style(button::secondary))
            .wrap(),
    );
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
