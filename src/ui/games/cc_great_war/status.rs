//! The header above every tab: medals and HQ of each side, the winner, the tabs.

use crate::ui::design::{font, space};
use iced::widget::{Row, column, container, row, text};
use iced::{Alignment, Element};

use super::{Msg, Tab, Ui, side_name};
use crate::games::cc_great_war::{CcState, HQ, SPENT};
use crate::ui::app::{App, Message, Table};
use crate::ui::icons::{Icon, icon};
use crate::ui::theme;

pub(super) fn status<'a>(app: &'a App, t: &'a Table, s: &'a CcState) -> Element<'a, Message> {
    let loc = &app.loc;
    let def = &t.def;
    let target = s.scenario.as_ref().map(|x| x.medals_to_win);
    let pool = t.state.table.pools.get(HQ);
    let mut r = Row::new().spacing(space::XL).align_y(Alignment::Center);
    for side in &def.sides {
        let medals = s.medal_count(&side.id);
        let hq = pool.map_or(0, |p| p.held_by(&side.id));
        let words = text(
            loc.tr(
                "ccgw-ui-side-status",
                &[
                    ("side", loc.t(&side.name)),
                    ("medals", medals.to_string()),
                    (
                        "target",
                        target
                            .map(|x| x.to_string())
                            .unwrap_or_else(|| "none".into()),
                    ),
                    ("hq", hq.to_string()),
                ],
            ),
        )
        .size(font::CONTROL);
        r = r.push(words);
    }
    if let Some(p) = pool {
        r = r.push(
            text(loc.tr(
                "ccgw-ui-pool",
                &[
                    ("supply", p.supply.to_string()),
                    ("spent", p.held_by(SPENT).to_string()),
                ],
            ))
            .size(font::LABEL),
        );
    }
    let mut c = column![r.wrap()].spacing(space::S);
    if let Some(w) = &s.winner {
        c = c.push(
            container(
                row![
                    icon(Icon::Victory, font::HEADLINE),
                    text(loc.tr("ccgw-ui-winner", &[("side", side_name(def, loc, w))]))
                        .size(font::HEADLINE)
                ]
                .spacing(space::S)
                .align_y(Alignment::Center),
            )
            .padding(space::L)
            .style(theme::info),
        );
    }
    c.into()
}

/// The tabs, pinned above the form.
pub(super) fn tabs<'a>(app: &'a App, ui: &Ui) -> Element<'a, Message> {
    let loc = &app.loc;
    use crate::ui::icons::Icon;
    let tabs = [
        (Tab::Setup, Icon::Setup, "ccgw-tab-setup"),
        (Tab::Turn, Icon::Turn, "ccgw-tab-turn"),
        (Tab::Battle, Icon::Assault, "ccgw-tab-battle"),
        (Tab::Artillery, Icon::Artillery, "ccgw-tab-artillery"),
        (Tab::Medals, Icon::Medal, "ccgw-tab-medals"),
    ];
    crate::ui::widgets::tab_strip_with_icons(
        tabs.into_iter()
            .map(|(tab, icon, id)| (icon, loc.t(id), ui.tab == tab, super::m(Msg::Tab(tab))))
            .collect(),
    )
}
