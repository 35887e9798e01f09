//! Settings: language, theme, text size; where the data lives.

use crate::ui::design::{font, space, style};
use iced::widget::{Row, button, column, container, row, scrollable, text};

use iced::{Element, Length};

use super::{frame, section};
use crate::i18n::Lang;
use crate::store::{Settings, ThemeChoice};
use crate::ui::app::{App, Message, Notice};
use crate::ui::design::segmented;
use crate::ui::icons::{self, Icon};
use crate::ui::widgets::{big_button, stepper};

/// The highest token cost a card can be given in Settings.
pub const MAX_CARD_COST: u32 = 9;

/// The widest a setting's segmented choice grows.
const CHOICE_W: f32 = 560.0;

/// A setting's icon before its control.
fn icon_row<'a>(icon: Icon, control: Element<'a, Message>) -> Element<'a, Message> {
    row![icons::icon(icon, font::TITLE), control]
        .spacing(space::L)
        .align_y(iced::Alignment::Center)
        .into()
}

pub fn view(app: &App) -> Element<'_, Message> {
    let loc = &app.loc;
    let s = &app.settings;
    // Each setting is one choice out of a few: a segmented control, the chosen one raised.
    let langs = segmented(vec![
        (
            loc.t("settings-lang-system"),
            s.lang.is_none(),
            Some(Message::SetLang(None)),
        ),
        (
            "English".into(),
            s.lang == Some(Lang::En),
            Some(Message::SetLang(Some(Lang::En))),
        ),
        (
            "Italiano".into(),
            s.lang == Some(Lang::It),
            Some(Message::SetLang(Some(Lang::It))),
        ),
    ]);
    let themes = segmented(vec![
        (
            loc.t("settings-theme-light"),
            s.theme == ThemeChoice::Light,
            Some(Message::Settings(Msg::SetTheme(ThemeChoice::Light))),
        ),
        (
            loc.t("settings-theme-dark"),
            s.theme == ThemeChoice::Dark,
            Some(Message::Settings(Msg::SetTheme(ThemeChoice::Dark))),
        ),
    ]);
    let sizes = segmented(
        Settings::TEXT_SCALES
            .iter()
            .map(|&f| {
                (
                    format!("{}%", (f * 100.0).round()),
                    (s.text_scale - f).abs() < 1e-3,
                    Some(Message::Settings(Msg::SetTextScale(f))),
                )
            })
            .collect(),
    );
    // Each choice's well no wider than its options need on a wide screen.
    let narrow = |e: Element<'static, Message>| container(e).width(Length::Fixed(CHOICE_W));
    let mut body = column![
        section(
            loc.t("settings-language"),
            icon_row(Icon::Language, narrow(langs).into())
        ),
        section(
            loc.t("settings-theme"),
            icon_row(Icon::Theme, narrow(themes).into())
        ),
        section(
            loc.t("settings-text-size"),
            icon_row(Icon::Search, narrow(sizes).into())
        ),
        section(
            loc.t("settings-data-folder"),
            column![
                text(app.paths.home.display().to_string()).size(font::LABEL),
                text(loc.tr(
                    "settings-override-hint",
                    &[("path", app.paths.user_data().display().to_string())]
                ))
                .size(font::SMALL),
            ]
            .spacing(space::S)
            .into()
        ),
    ]
    .spacing(space::L);
    // Symbol dice can be corrected to match the players' physical dice.
    let mut dice = column![text(loc.t("settings-dice-hint")).size(font::SMALL)].spacing(space::M);
    for g in app.content.all_games() {
        let symbol: Vec<_> = g.dice.iter().filter(|d| !d.is_numeric()).collect();
        if symbol.is_empty() {
            continue;
        }
        dice = dice.push(text(loc.t(&g.name)).size(font::CONTROL));
        for d in symbol {
            let mut faces = Row::new().spacing(space::S);
            for side in 0..d.side_count() {
                let name = crate::ui::widgets::tray::face_name(loc, d, side);
                let look = crate::ui::widgets::die_face::FaceLook::of(d, side, &name);
                faces = faces.push(
                    button(
                        column![
                            crate::ui::widgets::die_face::die_face(look, 40.0),
                            text(name).size(font::MICRO)
                        ]
                        .align_x(iced::Alignment::Center),
                    )
                    .padding(space::XS)
                    .style(style::plain)
                    .on_press(Message::Settings(Msg::CycleFace {
                        game: g.id.clone(),
                        die: d.def.id.clone(),
                        side,
                    })),
                );
            }
            dice = dice
                .push(text(loc.t(&d.def.name)).size(font::BODY))
                .push(faces.wrap());
            if let Some(src) = &d.def.source {
                dice = dice.push(source_note(app, &d.key, src));
            }
        }
        if crate::content::overrides::exists(&app.paths.user_data(), &g.id, "dice.json") {
            dice = dice.push(
                big_button(
                    loc.t("settings-dice-reset"),
                    Some(Message::Settings(Msg::ResetDice(g.id.clone()))),
                )
                .style(style::plain),
            );
        }
    }
    body = body.push(super::section_icon(
        Icon::Dice,
        loc.t("settings-dice"),
        dice.into(),
    ));
    if let Some(costs) = card_costs(app) {
        body = body.push(super::section_icon(
            Icon::Money,
            loc.t("settings-costs"),
            costs,
        ));
    }
    if let Some(e) = &app.settings_error {
        let (id, args) = e.message();
        body = body.push(text(loc.tr(id, &args)).size(font::LABEL));
    }
    let body: Element<'_, Message> = scrollable(body.padding([0.0, space::M]))
        .height(Length::Fill)
        .into();
    match &app.settings_back {
        // Opened from a game: one tap goes back to it.
        Some(_) => {
            let back = Some((
                // Its words carry their own arrow.
                None,
                loc.t("settings-back-to-game"),
                Message::CloseSettings,
            ));
            let c = iced::widget::column![
                super::top_bar_with(app, loc.t("nav-settings"), true, back),
                body
            ]
            .spacing(space::L)
            .padding(space::XL);
            super::with_notice(app, c.into())
        }
        None => frame(app, loc.t("nav-settings"), true, body),
    }
}

/// The id of the "Mine match" button of a die (`game:die`).
pub fn confirm_id(key: &str) -> String {
    format!("dice-confirm-{key}")
}

/// The id of the button that shows or hides where a die's faces come from.
pub fn details_id(key: &str) -> String {
    format!("dice-details-{key}")
}

/// A die whose faces the rulebook does not print: a word to the players (check them against
/// your dice, one tap to say they match, or that they were checked), and the data's own note
/// with its rulebook lines behind "Details".
fn source_note<'a>(app: &'a App, key: &str, src: &str) -> Element<'a, Message> {
    let loc = &app.loc;
    let mut line = Row::new()
        .spacing(space::M)
        .align_y(iced::Alignment::Center);
    if app.settings.confirmed_dice.contains(key) {
        line = line.push(text(loc.t("settings-dice-checked")).size(font::SMALL));
    } else {
        line = line
            .push(text(loc.t("settings-dice-unchecked")).size(font::SMALL))
            .push(
                container(
                    big_button(
                        loc.t("settings-dice-mine-match"),
                        Some(Message::Settings(Msg::ConfirmDie(key.to_string()))),
                    )
                    .style(style::primary),
                )
                .id(confirm_id(key)),
            );
    }
    let open = app.open_sources.contains(key);
    let label = if open {
        "settings-dice-hide-details"
    } else {
        "settings-dice-details"
    };
    line = line.push(
        container(
            big_button(
                loc.t(label),
                Some(Message::Settings(Msg::ToggleDieSource(key.to_string()))),
            )
            .style(style::ghost),
        )
        .id(details_id(key)),
    );
    let mut note = column![line.wrap()].spacing(space::S);
    if open {
        note = note.push(
            text(loc.tr("settings-source", &[("source", src.to_string())])).size(font::CAPTION),
        );
    }
    note.into()
}

/// The token costs printed on cards that the rulebook text does not give: set once here,
/// saved in the player's data folder, used by every game opened afterwards.
fn card_costs(app: &App) -> Option<Element<'_, Message>> {
    let loc = &app.loc;
    let mut c = column![text(loc.t("settings-costs-hint")).size(font::SMALL)].spacing(space::M);
    let mut any = false;
    for g in app.content.all_games() {
        let priced: Vec<_> = g.decks.iter().filter(|d| d.priced).collect();
        if priced.is_empty() {
            continue;
        }
        any = true;
        c = c.push(text(loc.t(&g.name)).size(font::CONTROL));
        for d in priced {
            c = c.push(text(loc.t(&d.name)).size(font::BODY));
            for card in &d.cards {
                let msg = |delta: i32| {
                    Message::Settings(Msg::CardCost {
                        game: g.id.clone(),
                        deck: d.id.clone(),
                        card: card.id.clone(),
                        delta,
                    })
                };
                let value = card
                    .cost
                    .map_or_else(|| loc.t("settings-cost-unknown"), |n| n.to_string());
                c = c.push(stepper(
                    loc.t(&card.name),
                    value,
                    card.cost.map(|_| msg(-1)),
                    (card.cost.unwrap_or(0) < MAX_CARD_COST).then(|| msg(1)),
                ));
            }
        }
        if crate::content::overrides::exists(&app.paths.user_data(), &g.id, "decks.json") {
            c = c.push(
                big_button(
                    loc.t("settings-costs-reset"),
                    Some(Message::Settings(Msg::ResetCosts(g.id.clone()))),
                )
                .style(style::plain),
            );
        }
    }
    any.then(|| c.into())
}

/// Handles a settings message (language, theme, text size, corrected dice faces and card
/// costs, and their reset); any other message is left alone.
/// The settings screen's own messages.
#[derive(Debug, Clone, PartialEq)]
pub enum Msg {
    SetTheme(crate::store::ThemeChoice),
    SetTextScale(f32),
    /// Correct a symbol die to match the physical one: side `side` shows the next face.
    CycleFace {
        game: String,
        die: String,
        side: usize,
    },
    /// Go back to the built-in faces of a game's dice (the player's file is kept aside).
    ResetDice(String),
    /// The players checked a die (`game:die`) whose faces the rulebook does not print against
    /// their own: remembered in the settings.
    ConfirmDie(String),
    /// Show or hide where a die's faces come from (`game:die`).
    ToggleDieSource(String),
    /// Change the token cost printed on a card by `delta` (below 0: not known).
    CardCost {
        game: String,
        deck: String,
        card: String,
        delta: i32,
    },
    /// Go back to the built-in card costs (the player's file is kept aside).
    ResetCosts(String),
}

impl From<Msg> for Message {
    fn from(m: Msg) -> Message {
        Message::Settings(m)
    }
}

/// Changes the language (every screen has the switch): remembered in the settings.
pub fn set_lang(app: &mut App, lang: Option<crate::i18n::Lang>) {
    app.settings.lang = lang;
    app.loc.lang = app.settings.effective_lang();
    app.persist_settings();
}

/// Handles one of the settings screen's messages.
pub fn update(app: &mut App, message: Msg) {
    match message {
        Msg::SetTheme(t) => {
            app.settings.theme = t;
            app.persist_settings();
        }
        Msg::CycleFace { game, die, side } => {
            match crate::content::overrides::cycle_face(
                &app.content,
                &app.paths.user_data(),
                &game,
                &die,
                side,
            ) {
                Ok(()) => {
                    app.content = crate::games::load_content(Some(&app.paths.user_data()));
                    app.notice = Some(Notice::info("notice-dice-saved", vec![]));
                }
                Err(e) => app.notice = Some(Notice::save_failed(game, e)),
            }
        }
        Msg::CardCost {
            game,
            deck,
            card,
            delta,
        } => {
            let now = app
                .content
                .game(&game)
                .and_then(|g| g.decks.iter().find(|d| d.id == deck))
                .and_then(|d| d.cards.iter().find(|c| c.id == card))
                .and_then(|c| c.cost);
            // Below 0 means "not known": the cost is then asked for at play.
            let next = match now {
                None if delta > 0 => Some(0),
                None => None,
                Some(n) => u32::try_from(i64::from(n) + i64::from(delta)).ok(),
            };
            match crate::content::overrides::set_card_cost(
                &app.content,
                &app.paths.user_data(),
                &game,
                &deck,
                &card,
                next.map(|n| n.min(MAX_CARD_COST)),
            ) {
                Ok(()) => {
                    app.content = crate::games::load_content(Some(&app.paths.user_data()));
                    app.notice = Some(Notice::info("notice-costs-saved", vec![]));
                }
                Err(e) => app.notice = Some(Notice::save_failed(game, e)),
            }
        }
        Msg::ResetCosts(game) => {
            match crate::content::overrides::reset(&app.paths.user_data(), &game, "decks.json") {
                Ok(_) => {
                    app.content = crate::games::load_content(Some(&app.paths.user_data()));
                    app.notice = Some(Notice::info("notice-costs-reset", vec![]));
                }
                Err(e) => app.notice = Some(Notice::save_failed(game, e)),
            }
        }
        Msg::ResetDice(game) => {
            match crate::content::overrides::reset(&app.paths.user_data(), &game, "dice.json") {
                Ok(_) => {
                    app.content = crate::games::load_content(Some(&app.paths.user_data()));
                    app.notice = Some(Notice::info("notice-dice-reset", vec![]));
                }
                Err(e) => app.notice = Some(Notice::save_failed(game, e)),
            }
        }
        Msg::ConfirmDie(key) if !app.settings.confirmed_dice.contains(&key) => {
            app.settings.confirmed_dice.insert(key);
            app.persist_settings();
        }
        Msg::ToggleDieSource(key) if app.open_sources.contains(&key) => {
            app.open_sources.remove(&key);
        }
        Msg::ToggleDieSource(key) => {
            app.open_sources.insert(key);
        }
        Msg::SetTextScale(s) => {
            app.settings.text_scale = s;
            app.persist_settings();
        }
        _ => {}
    }
}
