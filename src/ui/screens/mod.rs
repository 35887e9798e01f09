//! One module per screen.

pub mod frame;
pub mod home;
pub mod join;
pub mod log;
pub mod rules;
pub mod settings;
pub mod table;
pub mod tray_draft;

use crate::ui::design::{font, plain_button, segmented_fixed, space, style};
use iced::widget::{column, container, row, text};
use iced::{Alignment, Element, Length};

use super::app::{App, Message};
use super::icons::Icon;
use super::theme;
use super::widgets::{TOUCH, big_button};
use crate::i18n::Lang;

/// The bar at the top of every screen: home, title, language switch, settings.
pub fn top_bar<'a>(app: &'a App, title: String, home: bool) -> Element<'a, Message> {
    top_bar_with(app, title, home, None)
}

/// The top bar with one more button after the title (e.g. the rule lookup), with its icon.
/// Home, the extra button and Settings are plain actions with their icons (the primary
/// action of a screen is never in its bar); the language is a two-way choice.
pub fn top_bar_with<'a>(
    app: &'a App,
    title: String,
    home: bool,
    extra: Option<(Option<Icon>, String, Message)>,
) -> Element<'a, Message> {
    let bar = iced::widget::responsive(move |size| {
        // Icons beside the words where the bar has room; a narrow bar keeps it for the title.
        let ic = |i: Icon| {
            (size.width >= TOP_BAR_ICONS_FROM).then(|| crate::ui::icons::icon(i, font::LEAD).into())
        };
        let mut r = row![].spacing(space::M).align_y(Alignment::Center);
        if home {
            r = r.push(plain_button(
                app.loc.t("nav-home"),
                ic(Icon::Home),
                Some(Message::GoHome),
            ));
        }
        // One line, whatever the title: the bar keeps its height on a narrow screen.
        r = r.push(
            container(
                text(title.clone())
                    // A narrow bar sets the title a step smaller, so more of it shows.
                    .size(if size.width >= TOP_BAR_ICONS_FROM {
                        font::HEADLINE
                    } else {
                        font::TITLE
                    })
                    .wrapping(text::Wrapping::None),
            )
            .width(Length::Fill)
            .clip(true),
        );
        if let Some((icon, label, msg)) = extra.clone() {
            r = r.push(plain_button(label, icon.and_then(ic), Some(msg)));
        }
        let langs = [(Lang::En, "EN"), (Lang::It, "IT")]
            .into_iter()
            .map(|(l, label)| {
                (
                    label.to_string(),
                    app.loc.lang == l,
                    Some(Message::SetLang(Some(l))),
                )
            })
            .collect();
        r.push(segmented_fixed(langs, TOUCH + 8.0))
            .push(plain_button(
                app.loc.t("nav-settings"),
                ic(Icon::Settings),
                Some(Message::OpenSettings),
            ))
            .height(Length::Fixed(TOUCH))
            .into()
    });
    container(bar)
        .width(Length::Fill)
        .height(Length::Fixed(TOUCH))
        .into()
}

/// The top bar's width from which its buttons carry their icons.
const TOP_BAR_ICONS_FROM: f32 = 900.0;

/// The notice banner, if any.
pub fn notice<'a>(app: &'a App) -> Option<Element<'a, Message>> {
    let n = app.notice.as_ref()?;
    let args: Vec<(&str, String)> = n.args.iter().map(|(k, v)| (*k, v.clone())).collect();
    Some(
        container(
            row![
                text(app.loc.tr(&n.id, &args))
                    .size(font::CONTROL)
                    .width(Length::Fill),
                // A game another program has let go: taken back with one tap.
                (n.id == "notice-free-now").then(|| {
                    big_button(app.loc.t("action-take-over"), Some(Message::TakeOver))
                        .style(style::primary)
                }),
                big_button(app.loc.t("action-dismiss"), Some(Message::DismissNotice))
                    .style(style::plain),
            ]
            .spacing(space::L)
            .align_y(Alignment::Center),
        )
        .padding(space::L)
        .width(Length::Fill)
        .style(if n.error { theme::banner } else { theme::info })
        .into(),
    )
}

/// A screen's frame: top bar and body, with the notice over them.
pub fn frame<'a>(
    app: &'a App,
    title: String,
    home: bool,
    body: Element<'a, Message>,
) -> Element<'a, Message> {
    frame_with(app, title, home, None, body)
}

/// A screen's frame with one more button in its top bar (Home's rule lookup).
pub fn frame_with<'a>(
    app: &'a App,
    title: String,
    home: bool,
    extra: Option<(Option<Icon>, String, Message)>,
    body: Element<'a, Message>,
) -> Element<'a, Message> {
    let c = column![top_bar_with(app, title, home, extra), body]
        .spacing(space::L)
        .padding(space::XL);
    with_notice(app, c.into())
}

/// The screen with the notice, if any, laid over its foot: nothing on the screen moves when a
/// notice comes or goes (a button never jumps away from a finger).
pub fn with_notice<'a>(app: &'a App, screen: Element<'a, Message>) -> Element<'a, Message> {
    match notice(app) {
        Some(n) => iced::widget::stack![
            screen,
            container(container(n).max_width(900))
                .align_bottom(Length::Fill)
                .center_x(Length::Fill)
                .padding(space::XL)
        ]
        .into(),
        None => screen,
    }
}

/// A titled section.
pub fn section<'a>(title: String, body: Element<'a, Message>) -> Element<'a, Message> {
    let c = if title.is_empty() {
        column![body]
    } else {
        column![text(title).size(font::TITLE), body].spacing(space::M)
    };
    container(c)
        .padding(space::L)
        .width(Length::Fill)
        .style(theme::panel)
        .into()
}

/// A titled section with its icon before the title.
pub fn section_icon<'a>(
    icon: Icon,
    title: String,
    body: Element<'a, Message>,
) -> Element<'a, Message> {
    let head = row![
        crate::ui::icons::icon(icon, font::TITLE),
        text(title).size(font::TITLE)
    ]
    .spacing(space::M)
    .align_y(Alignment::Center);
    container(column![head, body].spacing(space::M))
        .padding(space::L)
        .width(Length::Fill)
        .style(theme::panel)
        .into()
}
