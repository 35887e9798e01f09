//! The result card: the answer first. After a resolution, the outcome in display type (the
//! largest text on the screen), the dice as faces, whose result it is, and the working folded
//! beneath, one tap away. A result that no longer matches the form or the turn is shown greyed
//! with a word saying so, never as current.

use iced::widget::{Column, Space, button, column, container, row, text};
use iced::{Alignment, Element, Length};

use super::TOUCH;
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
}

/// The height a folded card keeps, whether or not there is a result yet: the answer's place
/// on the screen is fixed, so nothing below it moves when the first result arrives. In a
/// narrow side column (landscape) the dice wrap under the outcome, so it needs more; there it
/// pushes only the counters and the log, never the form beside it.
pub const RESERVED_SIDE: f32 = 360.0;
/// The same across the full width of a portrait screen, where the dice sit beside the
/// outcome: less, so the form below stays in view.
pub const RESERVED_FULL: f32 = 260.0;

/// Puts a card (or the placeholder) in its place on the table: at least `reserve` tall.
/// A folded card (or the placeholder) fills exactly that height; an open one grows to show
/// its working.
pub fn in_place<'a, M: 'a>(card: Element<'a, M>, reserve: f32) -> Element<'a, M> {
    // A row as tall as its tallest child: the fixed strut sets the height, and a card whose
    // height is `Fill` is given exactly that (iced lays out fill children across a shrinking
    // row with the other children's height). The row must say `Shrink` itself: left alone it
    // takes `Fill` from the card. The strut is 1 px wide: a row drops a child of zero width.
    row![Space::new().width(1).height(reserve), card]
        .height(Length::Shrink)
        .into()
}

/// The answer's place before there is an answer: an empty card saying what will show there.
pub fn placeholder<'a, M: 'a>(words: String) -> Element<'a, M> {
    container(text(words).size(theme::BODY))
        .padding(14)
        .width(Length::Fill)
        .height(Length::Fill)
        .style(theme::result_stale)
        .into()
}

/// Draws the card.
pub fn result_card<'a, M: Clone + 'a>(card: Card<'a, M>) -> Element<'a, M> {
    let outcome = text(card.outcome).size(theme::DISPLAY);
    let mut c = Column::new().spacing(8);
    if !card.current {
        c = c.push(text(card.stale).size(theme::CAPTION));
    }
    c = c.push(text(card.whose).size(theme::CAPTION));
    let mut head = row![outcome].spacing(16).align_y(Alignment::Center);
    if let Some(d) = card.dice {
        head = head.push(d);
    }
    c = c.push(head.wrap());
    if let Some(d) = card.detail {
        c = c.push(text(d).size(theme::BODY));
    }
    let mut actions = iced::widget::Row::new().spacing(8);
    for (label, msg) in card.next {
        actions = actions.push(
            button(container(text(label).size(18)).center_y(Length::Fill))
                .height(Length::Fixed(TOUCH))
                .padding([0, 16])
                .style(button::primary)
                .on_press_maybe(card.current.then_some(msg)),
        );
    }
    if let Some(t) = card.toggle.filter(|_| !card.working.is_empty()) {
        let label = if card.open {
            card.hide_working
        } else {
            card.show_working
        };
        actions = actions.push(
            button(container(text(label).size(16)).center_y(Length::Fill))
                .height(Length::Fixed(TOUCH))
                .padding([0, 16])
                .style(button::secondary)
                .on_press(t),
        );
    }
    c = c.push(actions.wrap().vertical_spacing(8));
    if card.open {
        let mut w = Column::new().spacing(4);
        for l in card.working {
            w = w.push(text(l).size(theme::BODY));
        }
        c = c.push(w);
    }
    container(column![c])
        .padding(14)
        .width(Length::Fill)
        .height(if card.open {
            Length::Shrink
        } else {
            Length::Fill
        })
        .clip(true)
        .style(if card.current {
            theme::result
        } else {
            theme::result_stale
        })
        .into()
}
