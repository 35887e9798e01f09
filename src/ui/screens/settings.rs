//! Settings: language, theme, text size; where the data lives.

use iced::widget::{Row, button, column, scrollable, text};
use iced::{Element, Length};

use super::{frame, section};
use crate::i18n::Lang;
use crate::store::{Settings, ThemeChoice};
use crate::ui::app::{App, Message};
use crate::ui::widgets::big_button;

fn choice<'a>(label: String, active: bool, msg: Message) -> iced::widget::Button<'a, Message> {
    big_button(label, Some(msg)).style(if active {
        button::primary
    } else {
        button::secondary
    })
}

pub fn view(app: &App) -> Element<'_, Message> {
    let loc = &app.loc;
    let s = &app.settings;
    let langs = Row::new()
        .spacing(8)
        .push(choice(
            loc.t("settings-lang-system"),
            s.lang.is_none(),
            Message::SetLang(None),
        ))
        .push(choice(
            "English".into(),
            s.lang == Some(Lang::En),
            Message::SetLang(Some(Lang::En)),
        ))
        .push(choice(
            "Italiano".into(),
            s.lang == Some(Lang::It),
            Message::SetLang(Some(Lang::It)),
        ));
    let themes = Row::new()
        .spacing(8)
        .push(choice(
            loc.t("settings-theme-light"),
            s.theme == ThemeChoice::Light,
            Message::SetTheme(ThemeChoice::Light),
        ))
        .push(choice(
            loc.t("settings-theme-dark"),
            s.theme == ThemeChoice::Dark,
            Message::SetTheme(ThemeChoice::Dark),
        ));
    let mut sizes = Row::new().spacing(8);
    for f in Settings::TEXT_SCALES {
        let label = format!("{}%", (f * 100.0).round());
        sizes = sizes.push(choice(
            label,
            (s.text_scale - f).abs() < 1e-3,
            Message::SetTextScale(f),
        ));
    }
    let mut body = column![
        section(loc.t("settings-language"), langs.wrap().into()),
        section(loc.t("settings-theme"), themes.wrap().into()),
        section(loc.t("settings-text-size"), sizes.wrap().into()),
        section(
            loc.t("settings-data-folder"),
            column![
                text(app.paths.home.display().to_string()).size(16),
                text(loc.tr(
                    "settings-override-hint",
                    &[("path", app.paths.user_data().display().to_string())]
                ))
                .size(15),
            ]
            .spacing(6)
            .into()
        ),
    ]
    .spacing(14);
    if let Some(e) = &app.settings_error {
        let (id, args) = e.message();
        body = body.push(text(loc.tr(id, &args)).size(16));
    }
    frame(
        app,
        loc.t("nav-settings"),
        true,
        scrollable(body.padding([0, 8])).height(Length::Fill).into(),
    )
}
