//! The components screens are built from. Each has one look for one meaning:
//! - [`primary_button`]: the one action a screen is for;
//! - [`plain_button`] and [`ghost_button`]: other actions, framed and unframed;
//! - [`segmented`] and [`choice_grid`]: one choice out of several (terrain, posture, range
//!   band, fire type), the chosen one raised out of its well;
//! - [`chip`]: a situation that is on or off, with a tick when on;
//! - [`stepper_round`]: a number with round − and + keys;
//! - [`tab_strip_icons`]: a game's tabs, each an icon over its label, the open one marked.
//!
//! Every control is at least [`TOUCH`] high.

use iced::widget::{Column, Row, button, column, container, row, text};
use iced::{Alignment, Element, Length};

use super::{TOUCH, font, space, style};

/// A control's label, on one line or wrapping onto two, centred.
fn label<'a>(words: String, size: f32) -> iced::widget::Text<'a> {
    text(words)
        .size(size)
        .align_x(iced::alignment::Horizontal::Center)
        .wrapping(text::Wrapping::WordOrGlyph)
}

/// An icon (any element, usually from `ui::icons`) before a label, or the label alone.
pub fn icon_label<'a, M: 'a>(
    icon: Option<Element<'a, M>>,
    words: String,
    size: f32,
) -> Element<'a, M> {
    match icon {
        // As tall as the control it labels, so the control is what a finger finds around
        // the words.
        Some(i) => row![i, label(words, size)]
            .spacing(space::S)
            .height(Length::Fill)
            .align_y(Alignment::Center)
            .into(),
        None => label(words, size).into(),
    }
}

fn touch_button<'a, M: Clone + 'a>(
    content: Element<'a, M>,
    msg: Option<M>,
) -> button::Button<'a, M> {
    button(
        container(content)
            .center_y(Length::Fill)
            .height(Length::Fill),
    )
    .height(Length::Fixed(TOUCH))
    .padding([0.0, space::XL])
    .on_press_maybe(msg)
}

/// The one action a screen is for: filled with the accent, the largest control label.
pub fn primary_button<'a, M: Clone + 'a>(
    words: String,
    icon: Option<Element<'a, M>>,
    msg: Option<M>,
) -> button::Button<'a, M> {
    touch_button(icon_label(icon, words, font::CONTROL), msg).style(style::primary)
}

/// Any other action: framed on a raised surface.
pub fn plain_button<'a, M: Clone + 'a>(
    words: String,
    icon: Option<Element<'a, M>>,
    msg: Option<M>,
) -> button::Button<'a, M> {
    touch_button(icon_label(icon, words, font::CONTROL), msg).style(style::plain)
}

/// A quiet action with no frame, in the accent's words.
pub fn ghost_button<'a, M: Clone + 'a>(
    words: String,
    icon: Option<Element<'a, M>>,
    msg: Option<M>,
) -> button::Button<'a, M> {
    touch_button(icon_label(icon, words, font::LABEL), msg).style(style::ghost)
}

/// One segment of a choice.
fn segment_button<'a, M: Clone + 'a>(
    words: String,
    selected: bool,
    msg: Option<M>,
) -> button::Button<'a, M> {
    segment_sized(words, selected, msg, true)
}

/// One segment; `fill`: its words centred across a width the row gives it (a segmented
/// control), else the segment as wide as its words (a choice grid: a segment that filled
/// would take a whole line of the grid to itself).
fn segment_sized<'a, M: Clone + 'a>(
    words: String,
    selected: bool,
    msg: Option<M>,
    fill: bool,
) -> button::Button<'a, M> {
    let words = container(label(words, font::LABEL));
    let words = if fill {
        words.center(Length::Fill)
    } else {
        words.center_y(Length::Fill)
    };
    button(words)
        .height(Length::Fixed(TOUCH))
        .padding([0.0, space::M])
        .style(style::segment(selected))
        .on_press_maybe(msg)
}

/// One choice out of a few (two to five options: a posture, a range band, a fire type), as
/// equal segments across the width in one well; the chosen one raised out of it. A `None`
/// message is an option the rules do not offer now: shown, not takeable.
pub fn segmented<'a, M: Clone + 'a>(options: Vec<(String, bool, Option<M>)>) -> Element<'a, M> {
    segmented_ids(
        options
            .into_iter()
            .map(|(words, selected, msg)| (words, selected, msg, None))
            .collect(),
    )
}

/// One choice out of many (a terrain chart, a unit list): segments at their own width that
/// wrap onto more rows, in one well, the chosen one raised out of it.
pub fn choice_grid<'a, M: Clone + 'a>(options: Vec<(String, bool, Option<M>)>) -> Element<'a, M> {
    let mut r = Row::new().spacing(space::XS);
    for (words, selected, msg) in options {
        r = r.push(segment_sized(words, selected, msg, false));
    }
    container(r.wrap().vertical_spacing(space::XS))
        .padding(space::XS)
        .width(Length::Fill)
        .style(style::well)
        .into()
}

/// A situation that is on or off (in cover, CX, a leader present): a round-ended chip with a
/// tick when on, an empty ring when off.
pub fn chip<'a, M: Clone + 'a>(words: String, on: bool, msg: Option<M>) -> Element<'a, M> {
    chip_with(None, words, on, msg)
}

/// A round key of a stepper.
fn round_key<'a, M: Clone + 'a>(sign: &str, msg: Option<M>) -> Element<'a, M> {
    button(container(text(sign.to_string()).size(font::TITLE)).center(Length::Fill))
        .width(Length::Fixed(TOUCH))
        .height(Length::Fixed(TOUCH))
        .padding(0)
        .style(|t: &iced::Theme, s| {
            let mut st = style::plain(t, s);
            st.border = st.border.rounded(super::radius::PILL);
            st
        })
        .on_press_maybe(msg)
        .into()
}

/// A number with its label, on a well between round − and + keys; the value box widens for
/// words.
pub fn stepper_round<'a, M: Clone + 'a>(
    words: String,
    value: String,
    dec: Option<M>,
    inc: Option<M>,
) -> Element<'a, M> {
    let width = if value.chars().count() > 3 {
        120.0
    } else {
        56.0
    };
    row![
        text(words).size(font::BODY).width(Length::Fill),
        round_key("−", dec),
        container(text(value).size(font::LEAD))
            .center_x(Length::Fixed(width))
            .center_y(Length::Fixed(TOUCH))
            .style(style::well),
        round_key("+", inc),
    ]
    .spacing(space::S)
    .align_y(Alignment::Center)
    .into()
}

/// A game's tabs as one strip of equal tabs across the width, each an icon over its label
/// (the label wraps onto two lines before it is cut); the open tab raised with an accent bar
/// under it. The strip is exactly `height` tall whatever the labels or the language, so the
/// form below never moves when a tab changes.
pub fn tab_strip_icons<'a, M: Clone + 'a>(
    tabs: Vec<(Option<Element<'a, M>>, String, bool, M)>,
    height: f32,
) -> Element<'a, M> {
    let mut r = Row::new().spacing(space::XS);
    for (icon, words, open, msg) in tabs {
        // The icon and the label centred in a column as tall as the tab (the tab, not its
        // words, is the box a finger finds around the label).
        let mut inner = Column::new()
            .spacing(space::HAIR)
            .width(Length::Fill)
            .height(Length::Fill)
            .align_x(Alignment::Center)
            .push(iced::widget::Space::new().height(Length::Fill));
        if let Some(i) = icon {
            inner = inner.push(i);
        }
        inner = inner
            // Tight lines: an icon and two lines of words fit the strip's fixed height.
            .push(label(words, font::CAPTION).line_height(1.05))
            .push(iced::widget::Space::new().height(Length::Fill));
        let bar = container(text(""))
            .width(Length::Fill)
            .height(Length::Fixed(3.0));
        let bar = if open {
            bar.style(style::accent_bar)
        } else {
            bar
        };
        r = r.push(
            button(column![container(inner).center(Length::Fill), bar])
                .width(Length::Fill)
                .height(Length::Fill)
                .padding([space::HAIR, space::XS])
                .style(style::tab(open))
                .on_press(msg),
        );
    }
    container(r.height(Length::Fill))
        .width(Length::Fill)
        .height(Length::Fixed(height))
        .clip(true)
        .into()
}

/// [`segmented`] packed into a bar that keeps its touch height (the language in the top
/// bar): segments of a fixed `width` each, edge to edge in a well no taller than they are.
pub fn segmented_fixed<'a, M: Clone + 'a>(
    options: Vec<(String, bool, Option<M>)>,
    width: f32,
) -> Element<'a, M> {
    let mut r = Row::new();
    for (words, selected, msg) in options {
        r = r.push(segment_button(words, selected, msg).width(Length::Fixed(width)));
    }
    container(r).style(style::well).into()
}

/// The smallest words on a screen: the name under a die face inside a pad key (two short
/// lines at most in a key's width), where a caption would not fit.
pub fn key_caption<'a>(words: String) -> iced::widget::Text<'a> {
    text(words)
        .size(10.0)
        .line_height(1.0)
        .align_x(iced::alignment::Horizontal::Center)
}

/// One option of [`choice_grid_icons`]: its icon, its words, whether chosen, its message.
pub type IconChoice<'a, M> = (Option<Element<'a, M>>, String, bool, Option<M>);

/// [`choice_grid`] with an icon before each option's words (a status with its symbol, a
/// tool with its own): one choice out of many, the chosen one raised out of the well.
pub fn choice_grid_icons<'a, M: Clone + 'a>(options: Vec<IconChoice<'a, M>>) -> Element<'a, M> {
    let mut r = Row::new().spacing(space::XS);
    for (icon, words, selected, msg) in options {
        r = r.push(
            button(container(icon_label(icon, words, font::LABEL)).center_y(Length::Fill))
                .height(Length::Fixed(TOUCH))
                .padding([0.0, space::M])
                .style(style::segment(selected))
                .on_press_maybe(msg),
        );
    }
    container(r.wrap().vertical_spacing(space::XS))
        .padding(space::XS)
        .width(Length::Fill)
        .style(style::well)
        .into()
}

/// [`choice_grid`] (its options keep their own width as they wrap).
pub fn choice_wrap<'a, M: Clone + 'a>(options: Vec<(String, bool, Option<M>)>) -> Element<'a, M> {
    choice_grid(options)
}

/// [`segmented`] with a widget id on each segment that has one (what a test or a phone's
/// page taps by name).
pub fn segmented_ids<'a, M: Clone + 'a>(
    options: Vec<(String, bool, Option<M>, Option<String>)>,
) -> Element<'a, M> {
    let mut r = Row::new().spacing(space::XS);
    for (words, selected, msg, id) in options {
        let b = segment_button(words, selected, msg).width(Length::Fill);
        r = r.push(match id {
            Some(id) => container(b).id(id).width(Length::Fill).into(),
            None => Element::from(b),
        });
    }
    container(r)
        .padding(space::XS)
        .width(Length::Fill)
        .style(style::well)
        .into()
}

/// [`chip`] with an icon between its mark and its words (a status such as Pinned or
/// Suppressed beside its symbol).
pub fn chip_icon<'a, M: Clone + 'a>(
    icon: Element<'a, M>,
    words: String,
    on: bool,
    msg: Option<M>,
) -> Element<'a, M> {
    chip_with(Some(icon), words, on, msg)
}

/// A chip, with an icon between its mark and its words when one is given.
fn chip_with<'a, M: Clone + 'a>(
    icon: Option<Element<'a, M>>,
    words: String,
    on: bool,
    msg: Option<M>,
) -> Element<'a, M> {
    // The tick and the ring in one fixed width: their glyphs differ in width, and a chip
    // turned on must not move its words or the chips after it.
    let mark = if on { "✓" } else { "○" };
    let mut r = Row::new()
        .spacing(space::S)
        // As tall as the chip: the chip, not its words, is the box a finger finds.
        .height(Length::Fill)
        .align_y(Alignment::Center)
        .push(container(text(mark).size(font::CONTROL)).center_x(Length::Fixed(font::CONTROL)));
    if let Some(i) = icon {
        r = r.push(i);
    }
    button(container(r.push(text(words).size(font::LABEL))).center_y(Length::Fill))
        .height(Length::Fixed(TOUCH))
        .padding([0.0, space::XL])
        .style(style::chip(on))
        .on_press_maybe(msg)
        .into()
}

/// [`choice_grid`] (its options already keep their own width as they wrap).
pub fn choice_grid_fit<'a, M: Clone + 'a>(
    options: Vec<(String, bool, Option<M>)>,
) -> Element<'a, M> {
    choice_grid(options)
}
