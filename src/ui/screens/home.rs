//! Home: new game, dice tray, saved games (and the ones that failed to load), settings.

use chrono::Local;
use iced::widget::{Column, button, column, scrollable, text};
use iced::{Element, Length};

use super::{frame, section};
use crate::ui::app::{App, Message};
use crate::ui::widgets::big_button;

pub fn view(app: &App) -> Element<'_, Message> {
    let loc = &app.loc;
    let mut games = Column::new().spacing(8);
    for g in &app.content.games {
        games = games.push(
            big_button(loc.t(&g.name), Some(Message::NewGame(g.id.clone())))
                .width(Length::Fill)
                .style(button::primary),
        );
    }
    if app.content.games.is_empty() {
        games = games.push(text(loc.t("home-no-games")));
    }

    let mut saves = Column::new().spacing(8);
    for s in &app.saves {
        let name = app
            .content
            .game(&s.game)
            .map(|g| loc.t(&g.name))
            .unwrap_or_else(|| s.game.clone());
        let when = s
            .updated
            .with_timezone(&Local)
            .format("%Y-%m-%d %H:%M")
            .to_string();
        let label = loc.tr(
            "home-save-line",
            &[
                ("game", name),
                ("round", s.round.to_string()),
                ("when", when),
            ],
        );
        saves = saves.push(
            big_button(label, Some(Message::Resume(s.path.clone())))
                .width(Length::Fill)
                .style(button::secondary),
        );
    }
    if app.saves.is_empty() {
        saves = saves.push(text(loc.t("home-no-saves")));
    }
    for b in &app.broken {
        let (id, args) = b.error.message();
        let mut c = column![text(loc.tr(id, &args)).size(16)].spacing(6);
        match b.backups.first() {
            Some(backup) => {
                c = c.push(
                    big_button(
                        loc.t("home-restore-backup"),
                        Some(Message::RestoreBackup {
                            path: b.error.path.clone(),
                            backup: backup.clone(),
                        }),
                    )
                    .style(button::danger),
                )
            }
            None => c = c.push(text(loc.t("home-no-backup")).size(15)),
        }
        saves = saves.push(c);
    }

    // Continuing is what a returning player does most: it comes first when there is a game.
    let resume = section(loc.t("home-resume"), saves.into());
    let mut body = column![text(loc.t("home-tagline")).size(18)].spacing(14);
    let has_saves = !app.saves.is_empty() || !app.broken.is_empty();
    let (first, last) = if has_saves {
        (Some(resume), None)
    } else {
        (None, Some(resume))
    };
    if let Some(r) = first {
        body = body.push(r);
    }
    body = body
        .push(section(loc.t("home-new-game"), games.into()))
        .push(section(
            loc.t("tray-title"),
            column![
                text(loc.t("home-tray-hint")).size(16),
                big_button(loc.t("home-open-tray"), Some(Message::OpenTray)).style(button::primary),
            ]
            .spacing(8)
            .into(),
        ));
    if let Some(r) = last {
        body = body.push(r);
    }
    if !app.content.problems.is_empty() {
        let mut p = Column::new().spacing(4);
        for e in &app.content.problems {
            p = p.push(text(e.to_string()).size(14));
        }
        body = body.push(section(loc.t("home-data-problems"), p.into()));
    }
    frame(
        app,
        loc.t("app-title"),
        false,
        scrollable(body.padding([0, 8])).height(Length::Fill).into(),
    )
}
