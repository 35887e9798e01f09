//! The game table's counters and pools, tracks and decks (the frame around them is
//! `frame.rs`).

use crate::ui::design::{font, space, style};
use iced::widget::{Column, column, container, row, text, text_input};
use iced::{Alignment, Element, Length};

use crate::core::def::counter_key;
use crate::session::Action;
use crate::ui::app::{App, Message, Table};
use crate::ui::icons::Icon;
use crate::ui::widgets::{big_button, square_button, stepper};

pub(super) fn counters<'a>(app: &'a App, t: &'a Table) -> Option<Element<'a, Message>> {
    let loc = &app.loc;
    let def = &t.def;
    let mut c = Column::new().spacing(space::M);
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
            .size(font::CONTROL),
        );
        for s in &def.sides {
            let held = pool.held_by(&s.id);
            c = c.push(stepper(
                loc.t(&s.name),
                held.to_string(),
                (held > 0).then(|| {
                    Message::Act(Action::PoolPay {
                        pool: p.id.clone(),
                        side: s.id.clone(),
                        n: 1,
                    })
                }),
                (pool.supply > 0).then(|| {
                    Message::Act(Action::PoolTake {
                        pool: p.id.clone(),
                        side: s.id.clone(),
                        n: 1,
                    })
                }),
            ));
        }
    }
    for k in &def.counters {
        any = true;
        c = c.push(text(loc.t(&k.name)).size(font::CONTROL));
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
            c = c.push(stepper(
                label,
                v.value.to_string(),
                (v.value > v.min).then(|| act(-1)),
                v.max.is_none_or(|m| v.value < m).then(|| act(1)),
            ));
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
                .size(font::BODY)
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
            .spacing(space::S)
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
                .size(font::SMALL),
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
                .padding(crate::ui::design::FIELD_PAD)
                .size(font::CONTROL)
                .width(Length::Fill),
        );
        c = c.push(
            row![
                square_button("−", (at > 1).then(|| Message::TrackAt(id.clone(), -1))),
                container(text(at.to_string()).size(font::LEAD)).center_x(Length::Fixed(40.0)),
                square_button(
                    "+",
                    (at < track.boxes).then(|| Message::TrackAt(id.clone(), 1))
                ),
                big_button(
                    loc.t("track-schedule"),
                    Some(Message::TrackSchedule(id.clone()))
                )
                .style(style::plain),
            ]
            .spacing(space::S)
            .align_y(Alignment::Center),
        );
    }
    any.then(|| super::section_icon(Icon::Status, loc.t("table-counters"), c.into()))
}

pub(super) fn decks<'a>(app: &'a App, t: &'a Table) -> Option<Element<'a, Message>> {
    let loc = &app.loc;
    if t.def.decks.is_empty() {
        return None;
    }
    let mut c = Column::new().spacing(space::M);
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
            .size(font::CONTROL),
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
                    .size(font::BODY)
                    .width(Length::Fill),
                    big_button(
                        loc.t(if shown { "deck-hide" } else { "deck-show" }),
                        Some(Message::ToggleReveal(s.id.clone()))
                    )
                    .style(style::ghost),
                    big_button(
                        loc.t("deck-draw"),
                        Some(Message::Act(Action::DeckDraw {
                            deck: d.id.clone(),
                            side: s.id.clone()
                        }))
                    )
                    .style(style::plain),
                ]
                .spacing(space::S)
                .align_y(Alignment::Center),
            );
            if shown {
                for card in hand {
                    let cdef = d.cards.iter().find(|x| x.id == card);
                    let name = cdef.map(|x| loc.t(&x.name)).unwrap_or_else(|| card.clone());
                    let mut line = column![text(name).size(font::BODY)];
                    if let Some(effect) = cdef.and_then(|x| x.effect.as_ref()) {
                        line = line.push(text(loc.t(effect)).size(font::SMALL));
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
                            .style(style::plain),
                        ]
                        .spacing(space::S)
                        .align_y(Alignment::Center),
                    );
                }
            }
        }
    }
    Some(super::section_icon(
        Icon::Deck,
        loc.t("table-decks"),
        c.into(),
    ))
}
