//! Rule lookup: a game's quick-reference topics, searchable in both languages at once.

use iced::widget::{Column, button, column, container, row, scrollable, text, text_input};
use iced::{Alignment, Element, Length};

use super::top_bar;
use crate::core::def::RuleTopic;
use crate::i18n::{Lang, Localizer};
use crate::ui::app::{App, Message, RulesView};
use crate::ui::theme;
use crate::ui::widgets::big_button;

/// The search box, focused when the screen opens.
pub const SEARCH_ID: &str = "rules-search";

/// Whether a topic matches every word of the query, in either language.
pub fn matches(loc: &Localizer, topic: &RuleTopic, query: &str) -> bool {
    let words: Vec<String> = query.split_whitespace().map(str::to_lowercase).collect();
    if words.is_empty() {
        return true;
    }
    let mut hay = String::new();
    let mut l = loc.clone();
    for lang in Lang::ALL {
        l.lang = lang;
        hay.push_str(&l.t(&topic.title));
        hay.push('\n');
        hay.push_str(&l.t(&topic.body));
        hay.push('\n');
    }
    hay.push_str(topic.refs.as_deref().unwrap_or_default());
    for t in &topic.tags {
        hay.push('\n');
        hay.push_str(t);
    }
    let hay = hay.to_lowercase();
    words.iter().all(|w| hay.contains(w.as_str()))
}

pub fn view<'a>(app: &'a App, r: &'a RulesView) -> Element<'a, Message> {
    let loc = &app.loc;
    let Some(def) = app.content.game(&r.game) else {
        return column![text(
            loc.tr("err-unknown-game", &[("game", r.game.clone())])
        )]
        .into();
    };
    let title = loc.tr("rules-title", &[("game", loc.t(&def.name))]);
    let mut c = column![top_bar(app, title, false)].spacing(12).padding(16);
    c = c.push(
        row![
            big_button(loc.t("rules-back"), Some(Message::CloseRules)).style(button::secondary),
            text_input(&loc.t("rules-search"), &r.query)
                .id(SEARCH_ID)
                .on_input(Message::RulesQuery)
                .size(20)
                .padding(13)
                .width(Length::Fill),
        ]
        .spacing(10)
        .align_y(Alignment::Center),
    );
    let found: Vec<&RuleTopic> = def
        .rules
        .iter()
        .filter(|t| matches(loc, t, &r.query))
        .collect();
    let mut list = Column::new().spacing(10);
    if def.rules.is_empty() {
        list = list.push(text(loc.t("rules-none")).size(18));
    } else if found.is_empty() {
        list = list.push(text(loc.tr("rules-no-match", &[("query", r.query.clone())])).size(18));
    }
    for t in found {
        let mut body = column![
            text(loc.t(&t.title)).size(20),
            text(loc.t(&t.body)).size(17)
        ]
        .spacing(6);
        if let Some(refs) = t.book_refs() {
            body = body.push(text(loc.tr("rules-ref", &[("refs", refs)])).size(14));
        }
        list = list.push(
            container(body)
                .padding(12)
                .width(Length::Fill)
                .style(theme::panel),
        );
    }
    c.push(scrollable(list).height(Length::Fill)).into()
}
