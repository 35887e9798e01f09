//! The Action phase: whose block of actions it is, the eight actions one tap each, ending the
//! phase, and what has been done this round.

use crate::ui::design::{font, space, style};
use iced::widget::{Column, button, column, container, text};
use iced::{Element, Length};

use super::{Msg, Ui, m, side_name};
use crate::games::tide_of_iron::ToiState;
use crate::games::tide_of_iron::state::{ActionKind, Timing};
use crate::ui::app::{App, Message, Table};
use crate::ui::widgets::{TOUCH, big_button};

fn action_button<'a>(app: &App, k: ActionKind, on: bool) -> Element<'a, Message> {
    // The name on one line, the hint on at most two (cut there): every button one size.
    use crate::ui::icons::{Icon, icon};
    let i = match k {
        ActionKind::Advance => Icon::Movement,
        ActionKind::ConcentratedFire => Icon::Fire,
        ActionKind::PrepareOpFire => Icon::Ambush,
        ActionKind::FireAndMovement => Icon::Fire,
        ActionKind::ActivateCard => Icon::Card,
        ActionKind::Assault => Icon::Assault,
        ActionKind::Fatigue => Icon::Timer,
        ActionKind::Special => Icon::Special,
    };
    let label = column![
        iced::widget::row![
            icon(i, font::BODY),
            text(app.loc.t(k.msg()))
                .size(font::BODY)
                .wrapping(iced::widget::text::Wrapping::None),
        ]
        .spacing(space::S)
        .align_y(iced::Alignment::Center),
        container(
            text(app.loc.t(&k.hint()))
                .size(font::MICRO)
                .line_height(1.2)
        )
        .height(Length::Fixed(27.0))
        .clip(true),
    ]
    .spacing(space::HAIR);
    container(
        button(container(label).clip(true))
            .width(Length::Fill)
            .height(Length::Fixed(TOUCH + 14.0))
            .padding([space::S, space::M])
            .style(style::plain)
            .on_press_maybe(on.then(|| m(Msg::Take(k)))),
    )
    .id(format!("toi-act-{k:?}"))
    .width(Length::FillPortion(1))
    .into()
}

/// The acting side's cards that may be played now, in one row of fixed height above the
/// actions (more than fit scroll sideways): a card drawn or played moves nothing.
fn hq_slot<'a>(app: &'a App, t: &'a Table, s: &'a ToiState, live: bool) -> Element<'a, Message> {
    use iced::widget::{Row, scrollable};
    let loc = &app.loc;
    let side = s.turns.side.min(1);
    let mut r = Row::new()
        .spacing(space::M)
        .align_y(iced::Alignment::Center);
    r = r.push(
        text(loc.tr("toi-ui-hq-now", &[("side", side_name(app, &t.def, side))])).size(font::SMALL),
    );
    let mut any = false;
    for (i, c) in s.cards[side].hq.iter().enumerate() {
        if !live || c.timing != Timing::Action {
            continue;
        }
        any = true;
        r = r.push(
            container(
                big_button(
                    loc.tr(
                        "toi-ui-activate-short",
                        &[("card", c.name.clone()), ("cost", c.cost.to_string())],
                    ),
                    Some(m(Msg::Activate(side, i))),
                )
                .style(style::plain),
            )
            .id(format!("toi-card-{side}-{i}")),
        );
    }
    if !any {
        r = r.push(text(loc.t("toi-ui-hq-none")).size(font::SMALL));
    }
    container(
        scrollable(r)
            .direction(scrollable::Direction::Horizontal(
                scrollable::Scrollbar::new().width(4).scroller_width(4),
            ))
            .width(Length::Fill),
    )
    .height(Length::Fixed(TOUCH + 8.0))
    .center_y(Length::Fixed(TOUCH + 8.0))
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
    let mut col = Column::new().spacing(space::M);
    let turns = &s.turns;
    // Whose turn, then whether the other side has passed: each in a place of fixed height, so
    // the actions under them never move.
    let (words, size) = if !in_action {
        (loc.t("toi-ui-not-action"), 17)
    } else if turns.both_passed() {
        (loc.t("toi-ui-both-passed"), 22)
    } else {
        let team = if s.scenario.players >= 3 {
            loc.tr("toi-ui-division", &[("n", (turns.member + 1).to_string())])
        } else {
            String::new()
        };
        (
            loc.tr(
                "toi-ui-turn",
                &[
                    ("side", side_name(app, def, turns.side)),
                    ("left", turns.left.to_string()),
                    ("team", team),
                ],
            ),
            24,
        )
    };
    col = col.push(
        container(text(words).size(size))
            .height(Length::Fixed(34.0))
            .clip(true),
    );
    let other_passed = in_action && !turns.both_passed() && turns.passed[1 - turns.side.min(1)];
    // The round, and on the same line whether the other side has passed (a fixed place).
    // Past round 10 the marker is on its "+10" side, counting on from box 1 (L879).
    let marker = crate::games::tide_of_iron::play::round_marker(loc, c.round);
    let flipped = marker["plus_ten"].as_bool().unwrap_or(false);
    let round = text(loc.tr(
        if flipped {
            "toi-ui-round-of-flipped"
        } else {
            "toi-ui-round-of"
        },
        &[
            ("round", c.round.to_string()),
            ("rounds", s.scenario.rounds.to_string()),
            ("box", marker["box"].to_string()),
            ("side", side_name(app, def, s.initiative)),
        ],
    ))
    .size(font::BODY);
    let passed = text(if other_passed {
        loc.t("toi-ui-other-passed")
    } else {
        String::new()
    })
    .size(font::SMALL);
    // One line of fixed height; from round 11 on the flipped marker's words may take a
    // second line (the place changes once, as round 11 starts, never under a finger).
    col = col.push(
        iced::widget::row![round, passed]
            .spacing(space::XL)
            .height(if flipped {
                Length::Shrink
            } else {
                Length::Fixed(24.0)
            })
            .align_y(iced::Alignment::Center),
    );
    let live = in_action && !turns.both_passed();
    col = col.push(hq_slot(app, t, s, live));
    // Two actions a row, each half the width (so they fit beside the dock).
    for two in ActionKind::ALL.chunks(2) {
        let mut r = iced::widget::Row::new().spacing(space::M);
        for &k in two {
            r = r.push(action_button(app, k, live));
        }
        col = col.push(r);
    }
    col = col.push(
        container(
            big_button(loc.t("toi-ui-pass"), live.then(|| m(Msg::Pass))).style(style::danger),
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
        col = col.push(text(loc.t("toi-ui-this-round")).size(font::SMALL));
        col = col.push(crate::ui::widgets::text_lines(recent));
    }
    super::form(col.into())
}
