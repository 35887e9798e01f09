//! The campaigns of the data folder (damaged files reported, never hidden) and the form for a
//! new one: name, army, theatre, how many squads.

use crate::ui::design::{font, space, style};
use iced::widget::{Column, column, scrollable, text, text_input};
use iced::{Element, Length};

use super::{CampMsg, Listing, NewForm, THEATRES};
use crate::games::we_were_brothers::squad::Army;
use crate::store::campaigns;
use crate::ui::app::{App, Message};
use crate::ui::design::{primary_button, segmented};
use crate::ui::icons::Icon;
use crate::ui::screens::frame;
use crate::ui::widgets::{big_button, icon_of, long_button_with, panel};

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
                listed = listed.push(long_button_with(
                    Icon::Campaign,
                    label,
                    Some(CampMsg::Open(c.id.clone()).into()),
                ));
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
    // The army, the theatre and the squads: each one choice out of a few.
    let armies = segmented(
        Army::ALL
            .iter()
            .map(|&a| (loc.t(a.msg()), f.army == a, Some(CampMsg::Army(a).into())))
            .collect(),
    );
    let theatres = segmented(
        THEATRES
            .iter()
            .enumerate()
            .map(|(i, t)| {
                (
                    loc.t(&format!("camp-theatre-{t}")),
                    f.theatre == i,
                    Some(CampMsg::Theatre(i).into()),
                )
            })
            .collect(),
    );
    let squads = segmented(
        (1..=3u8)
            .map(|n| {
                (
                    loc.tr("camp-squads-n", &[("n", n.to_string())]),
                    f.squads == n,
                    Some(CampMsg::Squads(n).into()),
                )
            })
            .collect(),
    );
    let form = column![
        text_input(&loc.t("camp-name-placeholder"), &f.name)
            .on_input(|s| CampMsg::Name(s).into())
            .on_submit(CampMsg::Create.into())
            .size(font::CONTROL)
            .padding(crate::ui::design::FIELD_PAD),
        armies,
        theatres,
        squads,
        primary_button(
            loc.t("camp-create"),
            icon_of(Icon::Plus),
            Some(CampMsg::Create.into())
        ),
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
                let c = c.push(long_button_with(
                    Icon::Open,
                    loc.tr("camp-import", &[("name", name.clone()), ("file", file)]),
                    Some(CampMsg::Import(path.clone()).into()),
                ));
                // Its campaign is already here: a second copy only when asked for.
                match &l.again {
                    Some((p, _)) if p == path => c.push(long_button_with(
                        Icon::Plus,
                        loc.tr("camp-import-second", &[("name", name.clone())]),
                        Some(CampMsg::ImportCopy(path.clone()).into()),
                    )),
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
