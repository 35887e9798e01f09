//! The campaigns of the data folder (damaged files reported, never hidden) and the form for a
//! new one: name, army, theatre, how many squads.

use crate::ui::design::{font, space, style};
use iced::widget::{Column, column, scrollable, text, text_input};
use iced::{Element, Length};

use super::{CampMsg, Listing, NewForm, THEATRES};
use crate::games::we_were_brothers::squad::Army;
use crate::store::campaigns;
use crate::ui::app::{App, Message};
use crate::ui::screens::frame;
use crate::ui::widgets::{big_button, long_button, panel, toggle, wrap_row};

pub fn view<'a>(app: &'a App, f: &'a NewForm, l: &'a Listing) -> Element<'a, Message> {
    let loc = &app.loc;
    let mut listed = Column::new().spacing(space::M);
    let all = &l.campaigns;
    for r in all {
        match r {
            Ok(c) => {
                let label = loc.tr(
                    "camp-list-line",
                    &[("name", c.name.clone()), ("missions", c.ended.to_string())],
                );
                listed = listed.push(
                    long_button(label, Some(CampMsg::Open(c.id.clone()).into()))
                        .style(style::primary),
                );
            }
            Err(e) => {
                let (id, args) = e.message();
                listed = listed.push(text(loc.tr(id, &args)).size(font::LABEL)).push(
                    big_button(
                        loc.t("camp-recover"),
                        Some(CampMsg::Recover(e.path.clone()).into()),
                    )
                    .style(style::plain),
                );
            }
        }
    }
    if all.is_empty() {
        listed = listed.push(text(loc.t("camp-cli-none")).size(font::BODY));
    }
    let armies = wrap_row(
        Army::ALL
            .iter()
            .map(|&a| toggle(loc.t(a.msg()), f.army == a, CampMsg::Army(a).into()))
            .collect(),
    );
    let theatres = wrap_row(
        THEATRES
            .iter()
            .enumerate()
            .map(|(i, t)| {
                toggle(
                    loc.t(&format!("camp-theatre-{t}")),
                    f.theatre == i,
                    CampMsg::Theatre(i).into(),
                )
            })
            .collect(),
    );
    let squads = wrap_row(
        (1..=3u8)
            .map(|n| {
                toggle(
                    loc.tr("camp-squads-n", &[("n", n.to_string())]),
                    f.squads == n,
                    CampMsg::Squads(n).into(),
                )
            })
            .collect(),
    );
    let form = column![
        text_input(&loc.t("camp-name-placeholder"), &f.name)
            .on_input(|s| CampMsg::Name(s).into())
            .on_submit(CampMsg::Create.into())
            .size(font::CONTROL)
            .padding(space::FIELD),
        armies,
        theatres,
        squads,
        long_button(loc.t("camp-create"), Some(CampMsg::Create.into())).style(style::primary),
    ]
    .spacing(space::M);
    let body = column![
        panel(loc.t("camp-list-title"), listed.into()),
        panel(loc.t("camp-new"), form.into()),
        panel(loc.t("camp-exchange-title"), exchange(app, l)),
    ]
    .spacing(space::L);
    frame(
        app,
        loc.t("camp-title"),
        true,
        scrollable(body)
            .id("campaign-main")
            .height(Length::Fill)
            .into(),
    )
}

/// Moving a campaign to another device: where exports go, and one tap to import each campaign
/// file found there.
fn exchange<'a>(app: &'a App, l: &'a Listing) -> Element<'a, Message> {
    let loc = &app.loc;
    let dir = campaigns::exchange_dir(&app.paths).display().to_string();
    let mut c = Column::new()
        .spacing(space::M)
        .push(text(loc.tr("camp-exchange-hint", &[("dir", dir)])).size(font::LABEL));
    let Some(files) = &l.exchange else {
        return c
            .push(text(loc.t("camp-exchange-reading")).size(font::LABEL))
            .into();
    };
    for (path, read) in files {
        let file = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        c = match read {
            Ok(name) => {
                let c = c.push(
                    long_button(
                        loc.tr("camp-import", &[("name", name.clone()), ("file", file)]),
                        Some(CampMsg::Import(path.clone()).into()),
                    )
                    .style(style::plain),
                );
                // Its campaign is already here: a second copy only when asked for.
                match &l.again {
                    Some((p, _)) if p == path => c.push(
                        long_button(
                            loc.tr("camp-import-second", &[("name", name.clone())]),
                            Some(CampMsg::ImportCopy(path.clone()).into()),
                        )
                        .style(style::plain),
                    ),
                    _ => c,
                }
            }
            Err(e) => {
                let (id, args) = e.message();
                c.push(text(loc.tr(id, &args)).size(font::SMALL))
            }
        };
    }
    if files.is_empty() {
        c = c.push(text(loc.t("camp-exchange-none")).size(font::LABEL));
    }
    c.into()
}
