//! The Action phase: whose block of actions it is, the eight actions one tap each, ending the
//! phase, and what has been done this round.

use iced::widget::{Column, button, column, container, text};
use iced::{Element, Length};

use super::{Msg, Ui, m, side_name};
use crate::games::tide_of_iron::ToiState;
use crate::games::tide_of_iron::state::{ActionKind, Timing};
use crate::ui::app::{App, Message, Table};
use crate::ui::widgets::{TOUCH, big_button, panel, wrap_row};

fn action_button<'a>(app: &App, k: ActionKind, on: bool) -> Element<'a, Message> {
    let label = column![
        text(app.loc.t(k.msg())).size(18),
        text(app.loc.t(&k.hint())).size(13),
    ]
    .spacing(2);
    container(
        button(label)
            .width(Length::Fixed(250.0))
            .height(Length::Fixed(TOUCH + 24.0))
            .padding(8)
            .style(button::secondary)
            .on_press_maybe(on.then(|| m(Msg::Take(k)))),
    )
    .id(format!("toi-act-{k:?}"))
    .into()
}

pub(super) fn view<'a>(
    app: &'a App,
    t: &'a Table,
    s: &'a ToiState,
    _ui: &'a Ui,
) -> Element<'a, Message> {
    let loc = &app.loc;
    let def = &t.def;
    let c = t.state.table.cursor;
    let in_action = crate::ui::games::phase_id(def, &t.state) == "action";
    let mut col = Column::new().spacing(10);
    col = col.push(
        text(loc.tr(
            "toi-ui-round-of",
            &[
                ("round", c.round.to_string()),
                ("rounds", s.scenario.rounds.to_string()),
                ("side", side_name(app, def, s.initiative)),
            ],
        ))
        .size(17),
    );
    let turns = &s.turns;
    if !in_action {
        col = col.push(text(loc.t("toi-ui-not-action")).size(17));
    } else if turns.both_passed() {
        col = col.push(text(loc.t("toi-ui-both-passed")).size(22));
    } else {
        let team = if s.scenario.players >= 3 {
            loc.tr(
                "toi-ui-division",
                &[("n", ((turns.blocks / 2) % 2 + 1).to_string())],
            )
        } else {
            String::new()
        };
        col = col.push(
            text(loc.tr(
                "toi-ui-turn",
                &[
                    ("side", side_name(app, def, turns.side)),
                    ("left", turns.left.to_string()),
                    ("team", team),
                ],
            ))
            .size(24),
        );
        if turns.passed[1 - turns.side.min(1)] {
            col = col.push(text(loc.t("toi-ui-other-passed")).size(15));
        }
    }
    let live = in_action && !turns.both_passed();
    if live {
        col = col.push(super::command::hq(
            app,
            t,
            s,
            &[turns.side],
            Some(Timing::Action),
        ));
    }
    col = col.push(wrap_row(
        ActionKind::ALL
            .iter()
            .map(|&k| action_button(app, k, live))
            .collect(),
    ));
    col = col.push(
        container(
            big_button(loc.t("toi-ui-pass"), live.then(|| m(Msg::Pass))).style(button::danger),
        )
        .id("toi-pass"),
    );
    let recent: Vec<String> = turns
        .taken
        .iter()
        .rev()
        .take(6)
        .map(|(side, k)| format!("{} · {}", side_name(app, def, *side), loc.t(k.msg())))
        .collect();
    if !recent.is_empty() {
        col = col.push(text(loc.t("toi-ui-this-round")).size(15));
        col = col.push(crate::ui::widgets::text_lines(recent));
    }
    panel(loc.t("toi-phase-action"), col.into())
}
