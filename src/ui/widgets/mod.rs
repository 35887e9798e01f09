//! Reusable pieces: big touch buttons, die faces, odds bars, the dice tray.

pub mod compass;
pub mod die_face;
pub mod die_pad;
pub mod fresh;
pub mod hex_template;
mod layout;
pub mod qr;
pub mod result_card;
pub mod tray;

use crate::ui::design::{font, space, style};
pub use layout::{boxed_lines, panel, text_lines, wrap_row};

use iced::widget::{button, container, row, text};
use iced::{Alignment, Element, Length};

pub use crate::ui::design::TOUCH;

/// A button at least [`TOUCH`] pixels tall with a readable label.
pub fn big_button<'a, M: Clone + 'a>(label: String, msg: Option<M>) -> button::Button<'a, M> {
    button(
        container(text(label).size(font::CONTROL))
            .center_y(Length::Fill)
            .height(Length::Fill),
    )
    .height(Length::Fixed(TOUCH))
    .padding([0.0, space::XL])
    .style(style::primary)
    .on_press_maybe(msg)
}

/// A full-width button whose label may wrap onto several lines (still at least a touch high).
pub fn long_button<'a, M: Clone + 'a>(label: String, msg: Option<M>) -> button::Button<'a, M> {
    button(text(label).size(font::BODY))
        .width(Length::Fill)
        .padding([space::XL, space::XL])
        .style(style::plain)
        .on_press_maybe(msg)
}

/// [`long_button`] with an icon before its words.
pub fn long_button_with<'a, M: Clone + 'a>(
    icon: crate::ui::icons::Icon,
    label: String,
    msg: Option<M>,
) -> button::Button<'a, M> {
    button(
        row![
            crate::ui::icons::icon(icon, font::LEAD),
            text(label).size(font::BODY).width(Length::Fill)
        ]
        .spacing(space::M)
        .padding([space::XL, space::XL])
        .align_y(Alignment::Center),
    )
    .width(Length::Fill)
    // The padding is the row's, so the row is the whole button (the smallest box a finger
    // finds around the words).
    .padding(0)
    .style(style::plain)
    .on_press_maybe(msg)
}

/// A square button for `−` / `+` style steppers.
pub fn square_button<'a, M: Clone + 'a>(label: &str, msg: Option<M>) -> button::Button<'a, M> {
    button(container(text(label.to_string()).size(font::TITLE)).center(Length::Fill))
        .width(Length::Fixed(TOUCH))
        .height(Length::Fixed(TOUCH))
        .padding(0)
        .style(style::plain)
        .on_press_maybe(msg)
}

/// A horizontal odds bar with its percentage.
pub fn odds_bar<'a, M: 'a>(label: String, fraction: f32, percent: String) -> Element<'a, M> {
    let w = 160.0;
    let filled = (fraction.clamp(0.0, 1.0) * w).max(1.0);
    row![
        container(text(label).size(font::SMALL)).width(Length::Fixed(56.0)),
        container(
            container(text(""))
                .width(Length::Fixed(filled))
                .height(Length::Fixed(14.0))
                .style(theme::bar)
        )
        .width(Length::Fixed(w)),
        text(percent).size(font::SMALL),
    ]
    .spacing(space::M)
    .align_y(Alignment::Center)
    .into()
}

use super::theme;

/// A situation that is on or off, as a chip ([`crate::ui::design::chip`]).
pub fn toggle<'a, M: Clone + 'a>(label: String, on: bool, msg: M) -> Element<'a, M> {
    crate::ui::design::chip(label, on, Some(msg))
}

/// A labelled value with round `−` and `+` keys; the value box widens for words.
pub fn stepper<'a, M: Clone + 'a>(
    label: String,
    value: String,
    dec: Option<M>,
    inc: Option<M>,
) -> Element<'a, M> {
    crate::ui::design::stepper_round(label, value, dec, inc)
}

/// The height of a game's pinned tab strip: every tab on one line, each an icon over a label
/// of at most two lines.
pub const TAB_STRIP_H: f32 = 56.0;

/// A game's tabs as one strip of equal tabs across the width, the open one marked. Its
/// height is fixed ([`TAB_STRIP_H`]) whatever the labels or the language, so the form below
/// never moves when a tab changes.
pub fn tab_strip<'a, M: Clone + 'a>(tabs: Vec<(String, bool, M)>) -> Element<'a, M> {
    crate::ui::design::tab_strip_icons(
        tabs.into_iter()
            .map(|(label, on, msg)| (None, label, on, msg))
            .collect(),
        TAB_STRIP_H,
    )
}

/// [`tab_strip`] with an icon over each label.
pub fn tab_strip_with_icons<'a, M: Clone + 'a>(
    tabs: Vec<(crate::ui::icons::Icon, String, bool, M)>,
) -> Element<'a, M> {
    crate::ui::design::tab_strip_icons(
        tabs.into_iter()
            .map(|(icon, label, on, msg)| {
                (
                    Some(crate::ui::icons::icon(icon, crate::ui::design::font::CONTROL).into()),
                    label,
                    on,
                    msg,
                )
            })
            .collect(),
        TAB_STRIP_H,
    )
}

/// An icon at a control's size, ready for a component's icon slot
/// ([`crate::ui::design::primary_button`] and the like).
pub fn icon_of<'a, M: 'a>(i: crate::ui::icons::Icon) -> Option<Element<'a, M>> {
    Some(crate::ui::icons::icon(i, font::LEAD).into())
}
