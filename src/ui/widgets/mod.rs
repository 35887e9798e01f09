//! Reusable pieces: big touch buttons, die faces, odds bars, the dice tray.

pub mod compass;
pub mod die_face;
pub mod die_pad;
pub mod fresh;
pub mod hex_template;
mod layout;
pub mod result_card;
pub mod tray;

pub use layout::{boxed_lines, panel, text_lines, wrap_row};

use iced::widget::{button, container, row, text};
use iced::{Alignment, Element, Length};

/// Smallest touch target, in logical pixels: 49 stays above 44 even at the smallest text
/// size (0.9 scales the whole window).
pub const TOUCH: f32 = 49.0;

/// A button at least [`TOUCH`] pixels tall with a readable label.
pub fn big_button<'a, M: Clone + 'a>(label: String, msg: Option<M>) -> button::Button<'a, M> {
    button(
        container(text(label).size(18))
            .center_y(Length::Fill)
            .height(Length::Fill),
    )
    .height(Length::Fixed(TOUCH))
    .padding([0, 16])
    .on_press_maybe(msg)
}

/// A full-width button whose label may wrap onto several lines (still at least a touch high).
pub fn long_button<'a, M: Clone + 'a>(label: String, msg: Option<M>) -> button::Button<'a, M> {
    button(text(label).size(17))
        .width(Length::Fill)
        .padding([14, 16])
        .on_press_maybe(msg)
}

/// A square button for `−` / `+` style steppers.
pub fn square_button<'a, M: Clone + 'a>(label: &str, msg: Option<M>) -> button::Button<'a, M> {
    button(container(text(label.to_string()).size(22)).center(Length::Fill))
        .width(Length::Fixed(TOUCH))
        .height(Length::Fixed(TOUCH))
        .padding(0)
        .on_press_maybe(msg)
}

/// A horizontal odds bar with its percentage.
pub fn odds_bar<'a, M: 'a>(label: String, fraction: f32, percent: String) -> Element<'a, M> {
    let w = 160.0;
    let filled = (fraction.clamp(0.0, 1.0) * w).max(1.0);
    row![
        container(text(label).size(15)).width(Length::Fixed(56.0)),
        container(
            container(text(""))
                .width(Length::Fixed(filled))
                .height(Length::Fixed(14.0))
                .style(theme::bar)
        )
        .width(Length::Fixed(w)),
        text(percent).size(15),
    ]
    .spacing(8)
    .align_y(Alignment::Center)
    .into()
}

use super::theme;

/// A button that shows whether its option is on (filled) or off.
pub fn toggle<'a, M: Clone + 'a>(label: String, on: bool, msg: M) -> Element<'a, M> {
    big_button(label, Some(msg))
        .style(if on {
            button::primary
        } else {
            button::secondary
        })
        .into()
}

/// A labelled value with `−` and `+` buttons; the value box widens for words.
pub fn stepper<'a, M: Clone + 'a>(
    label: String,
    value: String,
    dec: Option<M>,
    inc: Option<M>,
) -> Element<'a, M> {
    let width = if value.chars().count() > 3 {
        120.0
    } else {
        52.0
    };
    row![
        text(label).size(17).width(Length::Fill),
        square_button("−", dec),
        container(text(value).size(20)).center_x(Length::Fixed(width)),
        square_button("+", inc),
    ]
    .spacing(6)
    .align_y(Alignment::Center)
    .into()
}

/// The height of a game's pinned tab strip: every tab on one line of buttons, each label on
/// at most two lines.
pub const TAB_STRIP_H: f32 = 56.0;

/// A game's tabs as one strip of equal buttons across the width, the open one filled. Its
/// height is fixed ([`TAB_STRIP_H`]) whatever the labels or the language, so the form below
/// never moves when a tab changes.
pub fn tab_strip<'a, M: Clone + 'a>(tabs: Vec<(String, bool, M)>) -> Element<'a, M> {
    let mut r = iced::widget::Row::new().spacing(6);
    for (label, on, msg) in tabs {
        r = r.push(
            button(
                container(
                    text(label)
                        .size(16)
                        .align_x(iced::alignment::Horizontal::Center)
                        .wrapping(text::Wrapping::WordOrGlyph),
                )
                .center(Length::Fill),
            )
            .width(Length::Fill)
            .height(Length::Fill)
            .padding([2, 4])
            .style(if on {
                button::primary
            } else {
                button::secondary
            })
            .on_press(msg),
        );
    }
    container(r.height(Length::Fill))
        .width(Length::Fill)
        .height(Length::Fixed(TAB_STRIP_H))
        .clip(true)
        .into()
}
