//! The game table: phase bar, counters and pools, tracks, decks, dice tray, log with undo/redo.

use iced::widget::{
    Column, Row, button, column, container, responsive, row, scrollable, text, text_input,
};
use iced::{Alignment, Element, Length};

use super::{section, top_bar_with};
use crate::core::def::counter_key;
use crate::session::Action;
use crate::ui::app::{App, Message, Table};
use crate::ui::theme;
use crate::ui::widgets::{big_button, result_card, square_button, tray};

/// The phase bar. On a narrow (portrait) screen the latest log line gets a line of its own,
/// two lines tall whatever it says, so it is read whole and nothing below moves.
fn phase_bar<'a>(app: &'a App, t: &'a Table, wide: bool) -> Element<'a, Message> {
    let loc = &app.loc;
    let c = t.state.table.cursor;
    let phases = &t.def.phases;
    let who = match c.whose_turn(phases).and_then(|i| t.def.sides.get(i)) {
        Some(s) => loc.tr("phase-whose-turn", &[("side", loc.t(&s.name))]),
        None => loc.t("phase-all-sides"),
    };
    let phase = c.phase(phases);
    let mut name = phase.map(|p| loc.t(&p.name)).unwrap_or_default();
    if let Some(s) = c.step(phases) {
        name = format!("{name} — {}", loc.t(&s.name));
    }
    let round = match t.state.table.round_limit {
        Some(l) => loc.tr(
            "phase-round-of",
            &[("round", c.round.to_string()), ("limit", l.to_string())],
        ),
        None => loc.tr("phase-round", &[("round", c.round.to_string())]),
    };
    let mut info = column![
        row![text(round).size(20), text("·").size(20), text(who).size(20)].spacing(10),
        text(name).size(26),
    ]
    .spacing(4)
    .width(Length::Fill);
    if let Some(p) = phase {
        let hint_id = format!("{}-hint", p.name);
        if loc.has(loc.lang, &hint_id) {
            info = info.push(text(loc.t(&hint_id)).size(16));
        }
    }
    if c.past_limit(t.state.table.round_limit) {
        info = info.push(text(loc.t("phase-limit-reached")).size(18));
    }
    let limit = t.state.table.round_limit;
    let limit_row = row![
        text(loc.t("phase-limit")).size(15),
        square_button(
            "−",
            limit.map(|l| Message::Act(Action::SetRoundLimit(if l <= 1 {
                None
            } else {
                Some(l - 1)
            })))
        ),
        text(
            limit
                .map(|l| l.to_string())
                .unwrap_or_else(|| loc.t("phase-limit-none"))
        )
        .size(16),
        square_button(
            "+",
            Some(Message::Act(Action::SetRoundLimit(Some(
                limit.map_or(c.round.max(1), |l| l + 1)
            ))))
        ),
    ]
    .spacing(6)
    .align_y(Alignment::Center);
    let (limit_row, latest_row) = if wide {
        (limit_row.push(super::log::latest(app, t, false)), None)
    } else {
        (limit_row, Some(super::log::latest(app, t, true)))
    };
    container(
        column![
            row![
                info,
                big_button(loc.t("phase-back"), Some(Message::Act(Action::PrevPhase)))
                    .style(button::secondary),
                big_button(loc.t("phase-next"), Some(Message::Act(Action::NextPhase)))
                    .style(button::secondary),
                // Past the phase's remaining steps in one tap.
                big_button(loc.t("phase-end"), Some(Message::Act(Action::EndPhase)))
                    .style(button::primary),
            ]
            .spacing(10)
            .align_y(Alignment::Center),
            limit_row,
        ]
        .push(latest_row)
        .spacing(6),
    )
    .padding(12)
    .width(Length::Fill)
    .style(theme::panel)
    .into()
}

fn counters<'a>(app: &'a App, t: &'a Table) -> Option<Element<'a, Message>> {
    let loc = &app.loc;
    let def = &t.def;
    let mut c = Column::new().spacing(10);
    let mut any = false;
    for p in &def.pools {
        let Some(pool) = t.state.table.pools.get(&p.id) else {
            continue;
        };
        any = true;
        c = c.push(
            text(loc.tr(
                "pool-title",
                &[
                    ("pool", loc.t(&p.name)),
                    ("supply", pool.supply.to_string()),
                    ("total", pool.total.to_string()),
                ],
            ))
            .size(18),
        );
        for s in &def.sides {
            let held = pool.held_by(&s.id);
            c = c.push(
                row![
                    text(loc.t(&s.name)).size(17).width(Length::Fill),
                    square_button(
                        "−",
                        (held > 0).then(|| Message::Act(Action::PoolPay {
                            pool: p.id.clone(),
                            side: s.id.clone(),
                            n: 1
                        }))
                    ),
                    container(text(held.to_string()).size(22)).center_x(Length::Fixed(44.0)),
                    square_button(
                        "+",
                        (pool.supply > 0).then(|| Message::Act(Action::PoolTake {
                            pool: p.id.clone(),
                            side: s.id.clone(),
                            n: 1
                        }))
                    ),
                ]
                .spacing(6)
                .align_y(Alignment::Center),
            );
        }
    }
    for k in &def.counters {
        any = true;
        c = c.push(text(loc.t(&k.name)).size(18));
        let sides: Vec<(Option<&str>, String)> = if k.per_side {
            def.sides
                .iter()
                .map(|s| (Some(s.id.as_str()), loc.t(&s.name)))
                .collect()
        } else {
            vec![(None, loc.t("side-table"))]
        };
        for (side, label) in sides {
            let Some(v) = t.state.table.counters.get(&counter_key(&k.id, side)) else {
                continue;
            };
            let act = |delta: i64| {
                Message::Act(Action::CounterAdd {
                    counter: k.id.clone(),
                    side: side.map(str::to_string),
                    delta,
                })
            };
            c = c.push(
                row![
                    text(label).size(17).width(Length::Fill),
                    square_button("−", (v.value > v.min).then(|| act(-1))),
                    container(text(v.value.to_string()).size(22)).center_x(Length::Fixed(44.0)),
                    square_button("+", v.max.is_none_or(|m| v.value < m).then(|| act(1))),
                ]
                .spacing(6)
                .align_y(Alignment::Center),
            );
        }
    }
    for tr in &def.tracks {
        let Some(track) = t.state.table.tracks.get(&tr.id) else {
            continue;
        };
        any = true;
        c = c.push(
            row![
                text(loc.tr(
                    "track-line",
                    &[
                        ("track", loc.t(&tr.name)),
                        ("box", track.position.to_string()),
                        ("boxes", track.boxes.to_string())
                    ]
                ))
                .size(17)
                .width(Length::Fill),
                square_button(
                    "−",
                    Some(Message::Act(Action::TrackMove {
                        track: tr.id.clone(),
                        delta: -1
                    }))
                ),
                square_button(
                    "+",
                    Some(Message::Act(Action::TrackMove {
                        track: tr.id.clone(),
                        delta: 1
                    }))
                ),
            ]
            .spacing(6)
            .align_y(Alignment::Center),
        );
        let mut upcoming: Vec<_> = track
            .events
            .iter()
            .filter(|e| e.r#box > track.position)
            .collect();
        upcoming.sort_by_key(|e| e.r#box);
        for e in upcoming {
            let what = if e.custom {
                e.text.clone()
            } else {
                loc.t(&e.text)
            };
            c = c.push(
                text(loc.tr(
                    "track-upcoming",
                    &[("box", e.r#box.to_string()), ("text", what)],
                ))
                .size(15),
            );
        }
        // Put a reinforcement, a barrage… on a later box: announced when the marker gets there.
        let (at, draft) = t
            .track_forms
            .get(&tr.id)
            .cloned()
            .unwrap_or_else(|| (t.next_box(&tr.id), String::new()));
        let id = tr.id.clone();
        c = c.push(
            text_input(&loc.t("track-event-placeholder"), &draft)
                .on_input({
                    let id = id.clone();
                    move |s| Message::TrackText(id.clone(), s)
                })
                .on_submit(Message::TrackSchedule(id.clone()))
                .padding(13)
                .size(18)
                .width(Length::Fill),
        );
        c = c.push(
            row![
                square_button("−", (at > 1).then(|| Message::TrackAt(id.clone(), -1))),
                container(text(at.to_string()).size(20)).center_x(Length::Fixed(40.0)),
                square_button(
                    "+",
                    (at < track.boxes).then(|| Message::TrackAt(id.clone(), 1))
                ),
                big_button(
                    loc.t("track-schedule"),
                    Some(Message::TrackSchedule(id.clone()))
                ),
            ]
            .spacing(6)
            .align_y(Alignment::Center),
        );
    }
    any.then(|| section(loc.t("table-counters"), c.into()))
}

fn decks<'a>(app: &'a App, t: &'a Table) -> Option<Element<'a, Message>> {
    let loc = &app.loc;
    if t.def.decks.is_empty() {
        return None;
    }
    let mut c = Column::new().spacing(10);
    for d in &t.def.decks {
        let Some(deck) = t.state.table.decks.get(&d.id) else {
            continue;
        };
        c = c.push(
            text(loc.tr(
                "deck-line",
                &[
                    ("deck", loc.t(&d.name)),
                    ("draw", deck.draw.len().to_string()),
                    ("discard", deck.discard.len().to_string()),
                ],
            ))
            .size(18),
        );
        for s in &t.def.sides {
            let hand = deck.hands.get(&s.id).cloned().unwrap_or_default();
            let shown = t.revealed.contains(&s.id);
            c = c.push(
                row![
                    text(loc.tr(
                        "deck-hand",
                        &[("side", loc.t(&s.name)), ("n", hand.len().to_string())]
                    ))
                    .size(17)
                    .width(Length::Fill),
                    big_button(
                        loc.t(if shown { "deck-hide" } else { "deck-show" }),
                        Some(Message::ToggleReveal(s.id.clone()))
                    )
                    .style(button::secondary),
                    big_button(
                        loc.t("deck-draw"),
                        Some(Message::Act(Action::DeckDraw {
                            deck: d.id.clone(),
                            side: s.id.clone()
                        }))
                    )
                    .style(button::primary),
                ]
                .spacing(6)
                .align_y(Alignment::Center),
            );
            if shown {
                for card in hand {
                    let cdef = d.cards.iter().find(|x| x.id == card);
                    let name = cdef.map(|x| loc.t(&x.name)).unwrap_or_else(|| card.clone());
                    let mut line = column![text(name).size(17)];
                    if let Some(effect) = cdef.and_then(|x| x.effect.as_ref()) {
                        line = line.push(text(loc.t(effect)).size(15));
                    }
                    c = c.push(
                        row![
                            line.width(Length::Fill),
                            big_button(
                                loc.t("deck-discard"),
                                Some(Message::Act(Action::DeckDiscard {
                                    deck: d.id.clone(),
                                    side: s.id.clone(),
                                    card: card.clone()
                                }))
                            )
                            .style(button::secondary),
                        ]
                        .spacing(6)
                        .align_y(Alignment::Center),
                    );
                }
            }
        }
    }
    Some(section(loc.t("table-decks"), c.into()))
}

pub fn view<'a>(app: &'a App, t: &'a Table) -> Element<'a, Message> {
    let title = app.loc.t(&t.def.name);
    let rules = (!t.is_tray()).then(|| {
        (
            app.loc.t("rules-open"),
            Message::OpenRules(t.def.id.clone()),
        )
    });
    let header = top_bar_with(app, title, true, rules);
    let body = responsive(move |size| {
        let (dice, odds) = tray::view(app, t);
        // The game's own panels (resolvers, trackers) come first in the middle column.
        let game_panels = t.game_ui.view(app, t);
        let has_panels = !game_panels.is_empty();
        let wide = size.width >= 1000.0;
        let reserve = if wide {
            result_card::RESERVED_SIDE
        } else {
            result_card::RESERVED_FULL
        };
        let result = t
            .game_ui
            .result(app, t)
            .map(|card| result_card::in_place(card, reserve));
        let mut middle = Column::new().spacing(12);
        middle = middle.extend(crate::ui::campaign::mission_panel(app, t));
        for p in game_panels {
            middle = middle.push(p);
        }
        let dice = middle.push(section(app.loc.t("tray-title"), dice));
        let odds = section(String::new(), odds);
        let mut side = Column::new().spacing(12);
        if let Some(c) = counters(app, t) {
            side = side.push(c);
        }
        // A game with its own panels shows its cards there (with their rules).
        if let Some(d) = decks(app, t).filter(|_| !has_panels) {
            side = side.push(d);
        }
        let log = super::log::panel(app, t);
        let main: Element<'a, Message> = if wide {
            let mut r = Row::new().spacing(12);
            if t.is_tray() {
                r = r
                    .push(
                        scrollable(dice)
                            .width(Length::FillPortion(4))
                            .height(Length::Fill),
                    )
                    .push(
                        scrollable(odds)
                            .width(Length::FillPortion(3))
                            .height(Length::Fill),
                    )
                    .push(
                        scrollable(log)
                            .width(Length::FillPortion(3))
                            .height(Length::Fill),
                    );
            } else if has_panels {
                // A game with its own panels gets a wide middle: counters and log on the left.
                // The answer's place: first in the left column, the same place every time.
                let mut left = Column::new().spacing(12);
                if let Some(card) = result {
                    left = left.push(card);
                }
                r = r
                    .push(
                        scrollable(left.push(side).push(log))
                            .width(Length::FillPortion(3))
                            .height(Length::Fill),
                    )
                    .push(
                        scrollable(column![dice, odds].spacing(12))
                            .width(Length::FillPortion(6))
                            .height(Length::Fill),
                    );
            } else {
                r = r
                    .push(
                        scrollable(side)
                            .width(Length::FillPortion(3))
                            .height(Length::Fill),
                    )
                    .push(
                        scrollable(dice)
                            .width(Length::FillPortion(4))
                            .height(Length::Fill),
                    )
                    .push(
                        scrollable(column![odds, log].spacing(12))
                            .width(Length::FillPortion(3))
                            .height(Length::Fill),
                    );
            }
            r.into()
        } else {
            // Portrait: one column. The answer's place is right under the phase bar. A game
            // with its own panels has its form next, in view under the answer; a game with data
            // only has its counters first (they change most often), then the dice.
            let mut c = Column::new().spacing(12);
            if let Some(card) = result {
                c = c.push(card);
            }
            if t.is_tray() {
                c = c.push(dice).push(odds);
            } else if has_panels {
                c = c.push(dice).push(side).push(odds);
            } else {
                c = c.push(side).push(dice).push(odds);
            }
            scrollable(c.push(log)).height(Length::Fill).into()
        };
        let mut col = Column::new().spacing(12);
        if !t.is_tray() {
            col = col.push(phase_bar(app, t, wide));
        }
        col.push(main).into()
    });
    let c = column![header, body].spacing(12).padding(16);
    super::with_notice(app, super::log::with_offer(app, t, c.into()))
}
