//! The Movement tool: the MF a unit has and what the next hex costs.

use crate::ui::design::{font, space};
use iced::Element;
use iced::widget::{Column, text};

use super::{Msg, Ui, lines_view, stepper, toggle};
use crate::games::asl_sk1::data;
use crate::games::asl_sk1::morale::UnitSize;
use crate::games::asl_sk1::movement;
use crate::i18n::Localizer;
use crate::ui::app::Message;
use crate::ui::widgets::wrap_row;

/// The dearest hex the Movement tool offers (woods or a building with smoke is 3).
pub(super) const HEX_COST_MAX: i32 = 4;

pub(super) fn movement_form<'a>(
    loc: &Localizer,
    d: &data::AslData,
    ui: &Ui,
) -> Element<'a, Message> {
    let q = &ui.mv;
    let smc = q.size == UnitSize::Leader;
    let mut col = Column::new().spacing(space::M);
    // Who moves: one of three, segmented.
    col = col.push(crate::ui::design::segmented(
        UnitSize::ALL
            .iter()
            .map(|&k| (loc.t(k.msg()), q.size == k, Some(super::m(Msg::MvSize(k)))))
            .collect(),
    ));
    let mut items = vec![];
    if smc {
        items.push(toggle(loc.t("asl-ui-wounded"), q.wounded, Msg::MvWounded));
    } else {
        items.push(toggle(
            loc.t("asl-ui-inexperienced"),
            q.inexperienced,
            Msg::MvGreen,
        ));
        items.push(toggle(
            loc.t("asl-ui-with-leader"),
            q.with_leader,
            Msg::MvLeader,
        ));
    }
    items.push(toggle(loc.t("asl-ui-road"), q.road, Msg::MvRoad));
    if !q.wounded {
        items.push(toggle(
            loc.t("asl-ui-double-time"),
            q.double_time,
            Msg::MvDoubleTime,
        ));
    }
    items.push(toggle(loc.t("asl-ui-already-cx"), q.cx, Msg::MvCx));
    items.push(stepper(
        loc.t("asl-ui-pp"),
        q.pp.to_string(),
        (q.pp > 0).then_some(Msg::MvPp(-1)),
        (q.pp < 12).then_some(Msg::MvPp(1)),
    ));
    items.push(stepper(
        loc.t("asl-ui-hex-cost"),
        q.hex_cost.map_or_else(|| "—".into(), |c| c.to_string()),
        q.hex_cost.map(|_| Msg::MvHexCost(-1)),
        q.hex_cost
            .is_none_or(|c| !c.at_least(HEX_COST_MAX as i64))
            .then_some(Msg::MvHexCost(1)),
    ));
    col = col.push(wrap_row(items));
    col = col.push(text(loc.t("asl-ui-mf-hint")).size(font::SMALL));
    match movement::movement(&d.movement, q) {
        Ok(o) => col = col.push(lines_view(loc, &o.lines)),
        Err(e) => col = col.push(text(e.text(loc)).size(font::LABEL)),
    }
    col.into()
}
