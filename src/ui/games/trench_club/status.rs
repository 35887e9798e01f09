//! The header above the tabs: whose turn and which round, how many armies may act (the
//! first-round rule), the turn clock, the forts each team holds against the target, and the
//! tabs themselves.

use crate::ui::design::{font, space};
use iced::Element;
use iced::widget::{Column, container, text};

use super::{Msg, Tab, Ui, button, m, side_name};
use crate::games::trench_club::data::TcData;
use crate::games::trench_club::ledger::{armies_active, threshold};
use crate::games::trench_club::state::TcState;
use crate::i18n::Localizer;
use crate::ui::app::{App, Message, Table};
use crate::ui::theme;
use crate::ui::widgets::wrap_row;

/// The tabs, pinned above the form (the rosters, forts and money once the game is set up).
pub fn tabs<'a>(loc: &Localizer, ui: &Ui, set_up: bool) -> Element<'a, Message> {
    use crate::ui::icons::Icon;
    let mut tabs = vec![(Tab::Setup, Icon::Setup, "tc-ui-tab-setup")];
    if set_up {
        tabs.push((Tab::Units, Icon::Units, "tc-ui-tab-units"));
        tabs.push((Tab::Forts, Icon::Fort, "tc-ui-tab-forts"));
    }
    tabs.push((Tab::Battle, Icon::Fire, "tc-ui-tab-battle"));
    if set_up {
        tabs.push((Tab::Money, Icon::Money, "tc-ui-tab-money"));
    }
    tabs.push((Tab::Special, Icon::Special, "tc-ui-tab-special"));
    crate::ui::widgets::tab_strip_with_icons(
        tabs.into_iter()
            .map(|(tab, icon, id)| (icon, loc.t(id), ui.tab == tab, m(Msg::Tab(tab))))
            .collect(),
    )
}

/// Seconds used in this turn, counting the running clock up to now.
fn used(s: &TcState) -> i64 {
    let running = s
        .timer
        .running_since
        .map_or(0, |since| (chrono::Utc::now().timestamp() - since).max(0));
    i64::from(s.timer.used_secs) + running
}

fn turn_line<'a>(loc: &Localizer, s: &TcState, data: &TcData) -> Element<'a, Message> {
    let Some(active) = s.active() else {
        return text("").into();
    };
    let seat = s.turn as usize % s.players().max(1);
    let mut c = Column::new().spacing(space::S);
    c = c.push(
        text(loc.tr(
            "tc-ui-turn",
            &[
                ("side", side_name(loc, &active.side)),
                ("round", s.round().to_string()),
                ("armies", armies_active(s, seat).to_string()),
            ],
        ))
        .size(font::LEAD),
    );
    let need = threshold(data, s);
    let forts = loc.tr(
        "tc-ui-team-forts",
        &[
            ("central", s.team_forts("central").to_string()),
            ("entente", s.team_forts("entente").to_string()),
            ("need", need.to_string()),
        ],
    );
    let mut items: Vec<Element<'a, Message>> = vec![text(forts).size(font::BODY).into()];
    if let Some(limit) = s.settings.timer_secs {
        let u = used(s);
        let over = u >= i64::from(limit);
        let clock = loc.tr(
            if over {
                "tc-ui-timer-over"
            } else {
                "tc-ui-timer"
            },
            &[
                ("used", format!("{}:{:02}", u / 60, u % 60)),
                ("limit", format!("{}:{:02}", limit / 60, limit % 60)),
            ],
        );
        // Time up: the clock flashes in the warning colour.
        let clock_box = container(text(clock).size(font::CONTROL)).padding(space::S);
        items.push(if over {
            clock_box.style(theme::banner).into()
        } else {
            clock_box.into()
        });
        let label = if s.timer.running_since.is_some() {
            "tc-ui-timer-stop"
        } else {
            "tc-ui-timer-start"
        };
        items.push(button(loc.t(label), Some(Msg::Timer)));
    }
    c = c.push(wrap_row(items));
    if let Some(team) = &s.winner {
        c = c.push(
            text(loc.tr(
                "tc-ui-winner",
                &[("team", loc.t(&format!("tc-team-{team}")))],
            ))
            .size(font::TITLE),
        );
    }
    c.into()
}

pub fn status<'a>(
    app: &'a App,
    _t: &'a Table,
    s: Option<&'a TcState>,
    _ui: &'a Ui,
    data: &'a TcData,
) -> Element<'a, Message> {
    let loc = &app.loc;
    let set_up = s.is_some_and(|s| !s.seats.is_empty());
    let mut c = Column::new().spacing(space::M);
    if let Some(s) = s.filter(|_| set_up) {
        c = c.push(turn_line(loc, s, data));
    }
    c.into()
}
