//! The Command phase: objective control, command and VP income, the initiative card, the
//! initiative decided, and the strategy cards in each HQ with their cost.

use crate::ui::design::{font, space, style};
use iced::Element;
use iced::widget::{Column, container, text};

use super::{Msg, SetupNum, Ui, m, side_name, stepper};
use crate::core::def::counter_key;
use crate::games::tide_of_iron::state::Timing;
use crate::games::tide_of_iron::step::{BID, COMMAND, VP};
use crate::games::tide_of_iron::{ToiState, income};
use crate::ui::app::{App, Message, Table};
use crate::ui::widgets::{big_button, wrap_row};

fn counter(t: &Table, id: &str, side: usize) -> i64 {
    t.def
        .sides
        .get(side)
        .and_then(|s| t.state.table.counters.get(&counter_key(id, Some(&s.id))))
        .map_or(0, |c| c.value)
}

/// The sides' cards in the HQ that may be activated now (`timing`), a button to pay and
/// activate each.
pub(super) fn hq<'a>(
    app: &'a App,
    t: &'a Table,
    s: &'a ToiState,
    sides: &[usize],
    timing: Option<Timing>,
) -> Element<'a, Message> {
    let loc = &app.loc;
    let mut col = Column::new().spacing(space::S);
    for &side in sides {
        let cards = &s.cards[side.min(1)];
        if timing.is_some() && cards.hq.is_empty() {
            continue;
        }
        col = col.push(
            text(loc.tr(
                "toi-ui-hq",
                &[
                    ("side", side_name(app, &t.def, side)),
                    ("n", cards.hq.len().to_string()),
                    ("pending", cards.pending.len().to_string()),
                ],
            ))
            .size(font::BODY),
        );
        let mut row = vec![];
        for (i, c) in cards.hq.iter().enumerate() {
            if timing.is_some_and(|w| w != c.timing) {
                continue;
            }
            let when = match c.timing {
                Timing::Action => "toi-ui-timing-action",
                Timing::Command => "toi-ui-timing-command",
            };
            row.push(
                container(
                    big_button(
                        loc.tr(
                            "toi-ui-activate",
                            &[
                                ("card", c.name.clone()),
                                ("cost", c.cost.to_string()),
                                ("when", loc.t(when)),
                            ],
                        ),
                        Some(m(Msg::Activate(side, i))),
                    )
                    .style(style::plain),
                )
                .id(format!("toi-card-{side}-{i}"))
                .into(),
            );
        }
        col = col.push(wrap_row(row));
        if timing.is_none() && !cards.in_play.is_empty() {
            let discards = cards
                .in_play
                .iter()
                .enumerate()
                .map(|(i, c)| {
                    big_button(
                        loc.tr("toi-ui-discard", &[("card", c.name.clone())]),
                        Some(m(Msg::Discard(side, i))),
                    )
                    .style(style::plain)
                    .into()
                })
                .collect();
            col = col.push(wrap_row(discards));
        }
    }
    col.into()
}

pub(super) fn view<'a>(
    app: &'a App,
    t: &'a Table,
    s: &'a ToiState,
    ui: &'a Ui,
) -> Element<'a, Message> {
    let loc = &app.loc;
    let def = &t.def;
    let mut col = Column::new().spacing(space::M);
    let round = t.state.table.cursor.round;
    let mut sums = vec![];
    for side in 0..2 {
        let (c, v) = income(&s.scenario.objectives, side);
        sums.push(
            text(loc.tr(
                "toi-ui-side-command",
                &[
                    ("side", side_name(app, def, side)),
                    ("command", counter(t, COMMAND, side).to_string()),
                    ("bid", counter(t, BID, side).to_string()),
                    ("vp", counter(t, VP, side).to_string()),
                    ("gain", c.to_string()),
                    ("gainvp", v.to_string()),
                ],
            ))
            .size(font::BODY)
            .into(),
        );
    }
    col = col.push(Column::with_children(sums).spacing(space::XS));
    // Who reached the VP to win: one line, always drawn (empty until then), so the steps
    // under it never move.
    let mut reached = vec![];
    if let Some(goal) = s.scenario.vp_to_win {
        for side in 0..2 {
            if counter(t, VP, side) >= i64::from(goal) {
                reached.push(loc.tr(
                    "toi-ui-vp-reached",
                    &[("side", side_name(app, def, side)), ("n", goal.to_string())],
                ));
            }
        }
    }
    col = col.push(
        container(
            text(reached.join(" · "))
                .size(font::LEAD)
                .wrapping(iced::widget::text::Wrapping::None),
        )
        .height(iced::Length::Fixed(28.0))
        .clip(true),
    );
    // The step at hand is the primary action; a step done or not yet due is plain.
    let button_with =
        |label: String, msg: Option<Msg>, id: String, main: bool| -> Element<'a, Message> {
            let b = big_button(label, msg.map(m));
            container(if main {
                b.style(style::primary)
            } else {
                b.style(style::plain)
            })
            .id(id)
            .into()
        };
    let income_due = s.income_round != Some(round);
    let decide_due = s.initiative_round != Some(round);
    // The four steps, one row: income, the initiative card, initiative decided.
    let mut steps = vec![button_with(
        loc.t("toi-ui-income"),
        income_due.then_some(Msg::Income),
        "toi-income".into(),
        income_due,
    )];
    for side in 0..2 {
        steps.push(
            container(
                big_button(
                    loc.tr("toi-ui-bid-on", &[("side", side_name(app, def, side))]),
                    Some(m(Msg::Bid(side))),
                )
                .style(style::plain),
            )
            .id(format!("toi-bid-{side}"))
            .into(),
        );
    }
    steps.push(button_with(
        loc.t("toi-ui-decide"),
        decide_due.then_some(Msg::Decide),
        "toi-decide".into(),
        decide_due && !income_due,
    ));
    col = col.push(wrap_row(steps));
    col = col.push(stepper(
        loc.t("toi-ui-bid"),
        ui.bid.to_string(),
        Msg::SetupNum(SetupNum::Bid, -1),
        Msg::SetupNum(SetupNum::Bid, 1),
    ));
    col = col.push(
        text(loc.tr(
            "toi-ui-initiative-now",
            &[("side", side_name(app, def, s.initiative))],
        ))
        .size(font::CONTROL),
    );
    col = col.push(text(loc.t("toi-step-control")).size(font::LEAD));
    if s.scenario.objectives.is_empty() {
        col = col.push(text(loc.t("toi-ui-no-objectives")).size(font::SMALL));
    }
    for (i, o) in s.scenario.objectives.iter().enumerate() {
        let nation = match o.nation {
            Some(n) => side_name(app, def, n),
            None => loc.t("toi-ui-neutral"),
        };
        let mut row = vec![
            text(loc.tr(
                "toi-ui-objective",
                &[
                    ("name", o.name.clone()),
                    ("nation", nation),
                    ("command", o.command.to_string()),
                    ("vp", o.vp.to_string()),
                ],
            ))
            .size(font::BODY)
            .into(),
        ];
        // Who holds it: nobody or one side, one of three.
        let mut who = vec![(
            loc.t("toi-nobody"),
            o.controller.is_none(),
            Some(m(Msg::Control(i, None))),
        )];
        for side in 0..2 {
            who.push((
                side_name(app, def, side),
                o.controller == Some(side),
                Some(m(Msg::Control(i, Some(side)))),
            ));
        }
        row.push(crate::ui::design::segmented(who));
        col = col.push(Column::new().spacing(space::XS).extend(row));
    }
    col = col.push(text(loc.t("toi-step-spend")).size(font::LEAD));
    col = col.push(hq(app, t, s, &[0, 1], None));
    super::form(col.into())
}
