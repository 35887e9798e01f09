//! Rule lookup: the games' quick-reference topics, searched in both languages at once through
//! each game's index (stems, folded accents, typos, abbreviations: see
//! `content::rules_index`), from Home, the tray or a table.

use crate::ui::design::{font, space, style};
use iced::widget::{Column, Row, button, column, container, row, scrollable, text, text_input};
use iced::{Alignment, Element, Length};

use super::top_bar;
use crate::content::rules_index::RulesIndex;
use crate::core::def::{GameDef, RuleTopic};
use crate::i18n::{Lang, Localizer};
use crate::ui::app::{App, Message, RulesView, Screen, Table};
use crate::ui::design::{choice_grid, plain_button, primary_button};
use crate::ui::games::GameMsg;
use crate::ui::icons::Icon;
use crate::ui::theme;
use crate::ui::widgets::icon_of;

/// The search box, focused when the screen opens.
pub const SEARCH_ID: &str = "rules-search";

/// Whether a topic's text holds every word of the query as typed, in either language (a
/// plain substring check over titles, bodies, references and tags; the screen uses the index).
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

/// Back from the rules to the screen they were opened from.
pub fn close(app: &mut App) {
    if let Screen::Rules(r) = std::mem::replace(&mut app.screen, Screen::Home) {
        app.screen = *r.back;
    }
}

/// Back to the table the rules were opened from, on the tab that applies the rule: the tab's
/// own message, as if tapped there.
pub fn use_tool(app: &mut App, tab: GameMsg) -> iced::Task<Message> {
    close(app);
    match app.screen {
        Screen::Table(_) => app.update(Message::Game(tab)),
        _ => iced::Task::none(),
    }
}

/// The button that opens the tool applying topic `t`, when the lookup was opened from a table
/// of its game (a table's panels can open it; from Home or the tray there is none to open).
fn tool_button<'a>(
    app: &App,
    r: &RulesView,
    def: &GameDef,
    t: &RuleTopic,
) -> Option<Element<'a, Message>> {
    let key = t.tool.as_deref()?;
    let Screen::Table(table) = r.back.as_ref() else {
        return None;
    };
    if table.is_tray() || table.def.id != def.id {
        return None;
    }
    let (label, msg) = table.game_ui.tool(&table.state, key)?;
    let words = app.loc.tr("rules-use-tool", &[("tool", app.loc.t(label))]);
    Some(primary_button(words, icon_of(Icon::Next), Some(Message::UseTool(msg))).into())
}

/// Topics offered for the table's current phase before a word is typed.
const PHASE_TOPICS: usize = 4;
/// Related topics under a card.
const RELATED: usize = 3;
/// Cards shown when searching every game at once.
const ALL_GAMES_SHOWN: usize = 30;

/// The words of a table's current phase (and step), searched for its topics.
pub fn phase_query(loc: &Localizer, t: &Table) -> String {
    let c = t.state.table.cursor;
    let phases = &t.def.phases;
    let mut q = c.phase(phases).map(|p| loc.t(&p.name)).unwrap_or_default();
    if let Some(s) = c.step(phases) {
        q.push(' ');
        q.push_str(&loc.t(&s.name));
    }
    q
}

/// One topic found, with its game and index.
struct Card<'a> {
    def: &'a GameDef,
    index: std::sync::Arc<RulesIndex>,
    topic: usize,
    score: u32,
    words: usize,
}

pub fn view<'a>(app: &'a App, r: &'a RulesView) -> Element<'a, Message> {
    let loc = &app.loc;
    let defs: Vec<&GameDef> = match &r.game {
        Some(id) => match app.content.game(id) {
            Some(d) => vec![d],
            None => {
                return column![text(loc.tr("err-unknown-game", &[("game", id.clone())]))].into();
            }
        },
        // Every game's topics (each game read now if it was not yet).
        None => app.content.all_games(),
    };
    let title = match (&r.game, defs.first()) {
        (Some(_), Some(def)) => loc.tr("rules-title", &[("game", loc.t(&def.name))]),
        _ => loc.t("rules-title-all"),
    };
    let mut c = column![top_bar(app, title, false)]
        .spacing(space::L)
        .padding(space::XL);
    let back = match *r.back {
        crate::ui::app::Screen::Table(ref t) if !t.is_tray() => "rules-back",
        _ => "rules-back-home",
    };
    c = c.push(
        row![
            plain_button(loc.t(back), None, Some(Message::CloseRules)),
            text_input(&loc.t("rules-search"), &r.query)
                .id(SEARCH_ID)
                .on_input(Message::RulesQuery)
                .size(font::LEAD)
                .padding(crate::ui::design::FIELD_PAD)
                .width(Length::Fill),
        ]
        .spacing(space::M)
        .align_y(Alignment::Center),
    );
    c = c.push(game_chips(app, r));
    let mut list = Column::new().spacing(space::M);
    let query = r.query.trim();
    if query.is_empty() {
        if let (Some(phase), [def]) = (&r.phase, defs.as_slice()) {
            let index = app.rules_index.get(def, loc);
            let offered = index.suggest(phase, PHASE_TOPICS);
            if !offered.is_empty() {
                list = list.push(
                    text(loc.tr("rules-this-phase", &[("phase", phase.clone())]))
                        .size(font::CONTROL),
                );
                for i in offered {
                    list = list.push(card(app, r, def, &index, i, false));
                }
                list = list.push(text(loc.t("rules-all-topics")).size(font::CONTROL));
            }
        }
        match defs.as_slice() {
            [def] if def.rules.is_empty() => {
                list = list.push(text(loc.t("rules-none")).size(font::CONTROL))
            }
            [def] => {
                let index = app.rules_index.get(def, loc);
                for i in 0..def.rules.len() {
                    list = list.push(card(app, r, def, &index, i, false));
                }
            }
            _ => list = list.push(text(loc.t("rules-type-hint")).size(font::CONTROL)),
        }
        return c.push(scrollable(list).height(Length::Fill)).into();
    }
    let mut cards: Vec<Card> = vec![];
    let mut notes: Vec<String> = vec![];
    // Words no searched game knows: the topics shown do not answer them.
    let mut unknown: Option<Vec<String>> = None;
    for def in &defs {
        let index = app.rules_index.get(def, loc);
        let found = index.search(query);
        let missed = unknown.get_or_insert_with(|| found.unknown.clone());
        missed.retain(|w| found.unknown.contains(w));
        for a in &found.absent {
            notes.push(loc.t(&a.note));
        }
        for h in &found.hits {
            cards.push(Card {
                def,
                index: index.clone(),
                topic: h.topic,
                score: h.score,
                words: h.words,
            });
        }
    }
    // Across games, only the topics holding most of the words, the better match first;
    // within a game the index's order is kept.
    if defs.len() > 1 {
        let most = cards.iter().map(|k| k.words).max().unwrap_or(0);
        cards.retain(|k| k.words == most);
        cards.sort_by_key(|k| std::cmp::Reverse(k.score));
    }
    for n in &notes {
        list = list.push(
            container(text(n.clone()).size(font::BODY))
                .padding(space::L)
                .width(Length::Fill)
                .style(theme::panel),
        );
    }
    let unknown = unknown.unwrap_or_default();
    if !cards.is_empty() && !unknown.is_empty() {
        let words = unknown
            .iter()
            .map(|w| format!("“{w}”"))
            .collect::<Vec<_>>()
            .join(", ");
        list = list.push(
            text(loc.tr(
                "rules-unmatched",
                &[("words", words), ("n", unknown.len().to_string())],
            ))
            .size(font::LABEL),
        );
    }
    if cards.is_empty() && notes.is_empty() {
        list = list.push(
            text(loc.tr("rules-no-match", &[("query", query.to_string())])).size(font::CONTROL),
        );
    }
    let shown = if defs.len() > 1 {
        ALL_GAMES_SHOWN
    } else {
        usize::MAX
    };
    for (i, k) in cards.iter().take(shown).enumerate() {
        // The best match reads as a rule card, its related topics a tap away.
        list = list.push(card(
            app,
            r,
            k.def,
            &k.index,
            k.topic,
            i == 0 || defs.len() > 1,
        ));
    }
    c.push(scrollable(list).height(Length::Fill)).into()
}

/// "All games" and each game: which rules the search looks in.
fn game_chips<'a>(app: &'a App, r: &'a RulesView) -> Element<'a, Message> {
    let loc = &app.loc;
    // One choice out of several: where the search looks.
    let option = |label: String, game: Option<String>| {
        let on = r.game == game;
        (label, on, Some(Message::RulesGame(game)))
    };
    let mut options = vec![option(loc.t("rules-all-games"), None)];
    // Every game's name, read or not yet (Home's list).
    for g in &app.content.heads {
        options.push(option(loc.t(&g.name), Some(g.id.clone())));
    }
    choice_grid(options)
}

/// One topic as a rule card: title, the rule in the player's language, the rulebook's
/// reference, and (when `full`) the related topics, one tap each.
fn card<'a>(
    app: &'a App,
    r: &RulesView,
    def: &'a GameDef,
    index: &RulesIndex,
    i: usize,
    full: bool,
) -> Element<'a, Message> {
    let loc = &app.loc;
    let Some(t) = def.rules.get(i) else {
        return column![].into();
    };
    let mut body = column![
        text(loc.t(&t.title)).size(font::LEAD),
        text(loc.t(&t.body)).size(font::BODY)
    ]
    .spacing(space::S);
    if app.content.heads.len() > 1 && full {
        body = body.push(text(loc.t(&def.name)).size(font::CAPTION));
    }
    if let Some(refs) = t.book_refs() {
        body = body.push(text(loc.tr("rules-ref", &[("refs", refs)])).size(font::CAPTION));
    }
    if let Some(b) = tool_button(app, r, def, t) {
        body = body.push(b);
    }
    if full {
        let related = index.related(i, RELATED);
        if !related.is_empty() {
            let mut links = Row::new()
                .spacing(space::S)
                .push(text(loc.t("rules-related")).size(font::SMALL));
            for j in related {
                if let Some(o) = def.rules.get(j) {
                    let title = loc.t(&o.title);
                    links = links.push(
                        button(text(title.clone()).size(font::SMALL))
                            .padding([space::M, space::L])
                            .style(style::ghost)
                            .on_press(Message::RulesQuery(title)),
                    );
                }
            }
            body = body.push(links.wrap().vertical_spacing(space::S));
        }
    }
    container(body)
        .padding(space::L)
        .width(Length::Fill)
        .style(theme::panel)
        .into()
}
