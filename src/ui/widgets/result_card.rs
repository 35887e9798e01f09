//! The result card: the answer first. After a resolution, the outcome in display type (the
//! largest text on the screen), the dice as faces, whose result it is, and the working folded
//! beneath, one tap away. A result that no longer matches the form or the turn is shown greyed
//! with a word saying so, never as current.

use crate::ui::design::{font, space, style};
use iced::widget::{Column, button, column, container, row, text};
use iced::{Alignment, Element, Length};

use super::TOUCH;
use crate::ui::icons::{self, Icon};
use crate::ui::theme;

/// What a result card shows; the words are already in the player's language.
pub struct Card<'a, M> {
    /// The outcome, in display type ("2 hits · retreat 1", "1MC", "KIA").
    pub outcome: String,
    /// A line under it: what to do on the board.
    pub detail: Option<String>,
    /// Whose attack or check it was.
    pub whose: String,
    /// The dice as faces (from `die_pad::faces_row`).
    pub dice: Option<Element<'a, M>>,
    /// A picture beside the outcome and the line under it, as tall as both (a drift's or a
    /// scatter's compass, [`ASIDE`] pixels square at most): the outcome then takes a smaller
    /// display type to leave it room.
    pub aside: Option<Element<'a, M>>,
    /// The step-by-step working, shown when `open`.
    pub working: Vec<String>,
    pub open: bool,
    /// The message that opens or folds the working.
    pub toggle: Option<M>,
    /// False when the form or the turn changed since: shown greyed, marked as earlier.
    pub current: bool,
    /// What usually follows, one tap each: (label, message).
    pub next: Vec<(String, M)>,
    /// Words for the fold toggle and the stale mark.
    pub show_working: String,
    pub hide_working: String,
    pub stale: String,
    /// The quiet mark of an answer that rests on a reading of an unclear rule or on a
    /// placeholder value ("reading applied", "estimated value"), shown once beside whose it
    /// is; `basis` (the explanations) opens first in the working, one tap away.
    pub basis_mark: Option<String>,
    pub basis: Vec<String>,
    /// How the answer reads at a glance: the card's edge and ground take its tone.
    pub tone: crate::ui::design::Tone,
}

pub use crate::games::card::basis_words;

/// The id of the card's scroll region (its working, open).
pub const SCROLL_ID: &str = "result-card-scroll";
/// The id of the picture beside the outcome.
pub const ASIDE_ID: &str = "result-card-aside";

/// The card's height in the dock of a landscape screen (the dock's width is
/// [`crate::ui::screens::frame::DOCK_W`]), and across the foot of a portrait screen. The card
/// never grows: its working scrolls inside it, so nothing else on the screen moves when a
/// result arrives, greys or opens.
pub const DOCK_CARD_SIDE: f32 = 330.0;
pub const DOCK_CARD_FULL: f32 = 270.0;

/// The card's slots: whose result (one line), the outcome with its dice (two lines of display
/// type), the detail (two lines).
const WHOSE_H: f32 = 19.0;
const HEAD_H: f32 = 104.0;
const DETAIL_H: f32 = 44.0;

/// The side of the picture beside the outcome: the outcome's and the detail's slots together.
pub const ASIDE: f32 = HEAD_H + DETAIL_H + 6.0;

/// Puts a card (or the placeholder) in its place in the dock: exactly `height` tall.
pub fn in_dock<'a, M: 'a>(card: Element<'a, M>, height: f32) -> Element<'a, M> {
    container(card)
        .width(Length::Fill)
        .height(Length::Fixed(height))
        .clip(true)
        .into()
}

/// The answer's place before there is an answer: an empty card saying what will show there.
pub fn placeholder<'a, M: 'a>(words: String) -> Element<'a, M> {
    container(text(words).size(font::BODY))
        .padding(space::L)
        .width(Length::Fill)
        .height(Length::Fill)
        .style(theme::result_stale)
        .into()
}

/// Which result a card shows, for [`super::fresh::fresh`]: its words (not whether it is
/// greyed, nor whether its working is open).
fn key_of<M>(card: &Card<'_, M>) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    (
        &card.outcome,
        &card.detail,
        &card.whose,
        &card.working,
        &card.basis,
    )
        .hash(&mut h);
    h.finish()
}

/// Draws the card.
pub fn result_card<'a, M: Clone + 'a>(card: Card<'a, M>) -> Element<'a, M> {
    let key = key_of(&card);
    let (current, tone) = (card.current, card.tone);
    let outcome = text(card.outcome).size(if card.aside.is_some() {
        font::DISPLAY * 0.8
    } else {
        font::DISPLAY
    });
    // Every part in a slot of fixed height, so the buttons at the foot stay where they are
    // whatever the result says: whose it is (and "earlier" when greyed) on one line, the
    // outcome and its dice in two lines of display type, the detail in two lines.
    let mut c = Column::new().spacing(space::S);
    let mut whose = if card.current {
        card.whose
    } else {
        format!("{} · {}", card.stale, card.whose)
    };
    if let Some(mark) = &card.basis_mark {
        whose = format!("{whose} · {mark}");
    }
    let mut working = card.basis;
    working.extend(card.working);
    // The outcome's tone as an icon in its colour before whose result it is: read at a
    // glance with the card's edge, in a line that was already there (nothing moves).
    let icon = match tone {
        crate::ui::design::Tone::Success => Icon::Success,
        crate::ui::design::Tone::Failure => Icon::Failure,
        crate::ui::design::Tone::Warning => Icon::Warning,
        crate::ui::design::Tone::Neutral => Icon::Resolution,
    };
    let icon =
        icons::icon(icon, font::CAPTION).style(move |t: &iced::Theme| iced::widget::text::Style {
            color: Some(if current {
                style::tone_colour(t, tone)
            } else {
                style::muted(t)
            }),
        });
    c = c.push(
        container(
            row![
                icon,
                text(whose)
                    .size(font::CAPTION)
                    .wrapping(iced::widget::text::Wrapping::None)
            ]
            .spacing(space::XS)
            .align_y(Alignment::Center),
        )
        .height(Length::Fixed(WHOSE_H))
        .clip(true),
    );
    let mut head = row![outcome].spacing(space::XL).align_y(Alignment::Center);
    if let Some(d) = card.dice {
        head = head.push(d);
    }
    let top = column![
        container(head.wrap())
            .height(Length::Fixed(HEAD_H))
            .align_y(Alignment::Center)
            .clip(true),
        container(text(card.detail.unwrap_or_default()).size(font::BODY))
            .height(Length::Fixed(DETAIL_H))
            .clip(true),
    ]
    .spacing(space::S)
    .width(Length::Fill);
    c = c.push(match card.aside {
        Some(a) => Element::from(
            row![
                top,
                container(a)
                    .id(ASIDE_ID)
                    .width(Length::Shrink)
                    .center_y(Length::Fixed(ASIDE))
                    .clip(true)
            ]
            .spacing(space::M),
        ),
        None => top.into(),
    });
    let mut actions = iced::widget::Row::new().spacing(space::M);
    for (label, msg) in card.next {
        actions = actions.push(
            button(container(text(label).size(font::CONTROL)).center_y(Length::Fill))
                .height(Length::Fixed(TOUCH))
                .padding([0.0, space::XL])
                .style(style::plain)
                .on_press_maybe(card.current.then_some(msg)),
        );
    }
    // The follow-ups on the left, the working's toggle at the row's right end: a result with
    // no follow-up never puts the toggle where a follow-up was under the finger.
    let mut actions = iced::widget::Row::new()
        .spacing(space::M)
        .push(container(actions).width(Length::Fill).clip(true));
    if let Some(t) = card.toggle.filter(|_| !working.is_empty()) {
        let label = if card.open {
            card.hide_working
        } else {
            card.show_working
        };
        actions = actions.push(
            button(container(text(label).size(font::LABEL)).center_y(Length::Fill))
                .height(Length::Fixed(TOUCH))
                .padding([0.0, space::XL])
                .style(style::ghost)
                .on_press(t),
        );
    }
    // One row: a label too long is cut rather than pushing a second row.
    c = c.push(container(actions).height(Length::Fixed(TOUCH)).clip(true));
    // The working scrolls inside the card: the card keeps its size whether it is open or not.
    let body: Element<'a, M> = if card.open {
        let mut w = Column::new().spacing(space::XS);
        for l in working {
            w = w.push(text(l).size(font::BODY));
        }
        iced::widget::scrollable(c.push(w))
            .id(SCROLL_ID)
            .height(Length::Fill)
            .into()
    } else {
        c.into()
    };
    // A new result opens at its headline: the working's scroll is not carried over from the
    // result before.
    container(column![super::fresh::fresh(key, body)])
        .padding(space::L)
        .width(Length::Fill)
        .height(Length::Fill)
        .clip(true)
        .style(move |t: &iced::Theme| {
            if current {
                style::card(tone)(t)
            } else {
                style::card_stale(t)
            }
        })
        .into()
}
