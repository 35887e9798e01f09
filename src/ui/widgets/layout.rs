//! Layout helpers the game panels share: titled panels, wrapping rows, lists of lines.

use crate::ui::design::{font, space};
use iced::widget::{Column, Row, column, container, text};
use iced::{Element, Length};

use crate::ui::theme;

/// A titled panel: the title above the body, in a framed box as wide as the screen.
pub fn panel<'a, M: 'a>(title: String, body: Element<'a, M>) -> Element<'a, M> {
    container(column![text(title).size(font::TITLE), body].spacing(space::M))
        .padding(space::L)
        .width(Length::Fill)
        .style(theme::panel)
        .into()
}

/// Items side by side, wrapping onto more rows when they do not fit.
pub fn wrap_row<'a, M: 'a>(items: Vec<Element<'a, M>>) -> Element<'a, M> {
    let mut r = Row::new().spacing(space::M);
    for i in items {
        r = r.push(i);
    }
    r.wrap().vertical_spacing(space::M).into()
}

/// Lines of text one under the other (e.g. the steps of a reading).
pub fn text_lines<'a, M: 'a>(lines: impl IntoIterator<Item = String>) -> Column<'a, M> {
    let mut c = Column::new().spacing(space::XS);
    for l in lines {
        c = c.push(text(l).size(font::LABEL));
    }
    c
}

/// [`text_lines`] in a highlighted box as wide as the screen.
pub fn boxed_lines<'a, M: 'a>(lines: impl IntoIterator<Item = String>) -> Element<'a, M> {
    container(text_lines(lines))
        .padding(space::L)
        .width(Length::Fill)
        .style(theme::info)
        .into()
}
