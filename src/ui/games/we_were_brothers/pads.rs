//! The dice entry under every roll form: the exact odds before the roll, then one pad per die
//! (one tap per die read off the table) or one tap to let the app roll.

use iced::widget::{Column, Row, button, column, container, text};
use iced::{Alignment, Element, Length};

use super::{Msg, Ui, forms, m};
use crate::games::we_were_brothers::data::WwbData;
use crate::games::we_were_brothers::dice::{Colour, Faces};
use crate::games::we_were_brothers::rolls::{self, Ctx};
use crate::games::we_were_brothers::{self as wwb};
use crate::i18n::Localizer;
use crate::ui::app::{Message, Table};
use crate::ui::theme;
use crate::ui::widgets::{self, TOUCH, die_face};

/// One pad for a die of colour `c`: every distinct side (kind and number) once.
fn pad<'a>(
    loc: &Localizer,
    t: &Table,
    faces: &Faces,
    c: Colour,
    n: usize,
    chosen: Option<usize>,
) -> Element<'a, Message> {
    let die = t.def.die(c.id());
    let mut row = Row::new().spacing(6);
    let mut seen: Vec<(crate::games::we_were_brothers::dice::FaceKind, Option<i64>)> = vec![];
    for (side, f) in faces.of(c).iter().enumerate() {
        if seen.contains(&(f.kind, f.value)) {
            continue;
        }
        seen.push((f.kind, f.value));
        let name = match f.value {
            Some(v) => format!("{v}"),
            None => loc.t(&f.kind.msg()),
        };
        let look: Element<'a, Message> = match &die {
            Some(d) => column![
                die_face::die_face(
                    {
                        let mut l = die_face::FaceLook::of(d, side, &name);
                        if let Some(v) = f.value {
                            l.icon = die_face::Icon::Number(v.to_string());
                        }
                        l
                    },
                    40.0
                ),
                text(name).size(12)
            ]
            .align_x(Alignment::Center)
            .spacing(2)
            .into(),
            None => text(name).size(18).into(),
        };
        row = row.push(
            container(
                button(container(look).center(Length::Fill))
                    .width(Length::Fixed(TOUCH + 26.0))
                    .height(Length::Fixed(TOUCH + 26.0))
                    .padding(2)
                    .style(if chosen == Some(side) {
                        button::primary
                    } else {
                        button::secondary
                    })
                    .on_press(m(Msg::Face(n, side))),
            )
            .id(format!("wwb-pad-{}-{n}-{side}", c.id())),
        );
    }
    column![
        text(loc.t(&c.msg())).size(theme::CAPTION),
        row.wrap().vertical_spacing(6)
    ]
    .spacing(2)
    .into()
}

/// Odds, pads and the roll button for the roll the form makes now (or what is missing).
pub fn entry<'a>(loc: &Localizer, t: &'a Table, ui: &Ui, d: &WwbData) -> Element<'a, Message> {
    let Some(s) = wwb::state(&t.state.table) else {
        return text("").into();
    };
    let (roll, _, _) = match forms::current(ui, s, d) {
        Ok(x) => x,
        Err(missing) => return text(loc.t(missing)).size(theme::BODY).into(),
    };
    let faces = match Faces::from_def(&t.def) {
        Ok(f) => f,
        Err(e) => return text(e).into(),
    };
    let ctx = Ctx {
        data: d,
        faces: &faces,
        tiers: s.tiers,
    };
    let colours = match rolls::dice(&ctx, &roll) {
        Ok(c) => c,
        Err(e) => {
            let args: Vec<(&str, String)> = e.1.iter().map(|(k, v)| (*k, v.clone())).collect();
            return text(loc.tr(e.0, &args)).size(theme::BODY).into();
        }
    };
    let mut c = Column::new().spacing(8);
    if let Ok(o) = rolls::odds(&ctx, &roll) {
        let mut bars = Column::new().spacing(2);
        for (label, f) in o.answers.iter().take(5) {
            let frac = *f as f32 / o.total.max(1) as f32;
            bars = bars.push(
                iced::widget::row![
                    text(loc.line(label))
                        .size(theme::CAPTION)
                        .width(Length::Fixed(260.0)),
                    widgets::odds_bar(String::new(), frac, format!("{:.0}%", frac * 100.0)),
                ]
                .spacing(6)
                .align_y(Alignment::Center),
            );
        }
        c = c
            .push(text(loc.t("wwb-ui-odds")).size(theme::CAPTION))
            .push(bars);
    }
    let names: Vec<String> = colours.iter().map(|c| loc.t(&c.msg())).collect();
    c = c.push(
        widgets::big_button(
            loc.tr("wwb-ui-roll-for-me", &[("dice", names.join(" + "))]),
            Some(m(Msg::RollApp)),
        )
        .style(button::primary),
    );
    if !colours.is_empty() {
        c = c.push(text(loc.t("wwb-ui-or-tap")).size(theme::CAPTION));
    }
    for (n, col) in colours.iter().enumerate() {
        c = c.push(pad(loc, t, &faces, *col, n, ui.entered.get(n).copied()));
    }
    if !ui.entered.is_empty() {
        c = c.push(widgets::big_button(
            loc.t("wwb-ui-clear-dice"),
            Some(m(Msg::ClearDice)),
        ));
    }
    c.into()
}

/// A pad (or any row) under its small caption.
pub fn captioned<'a>(
    loc: &Localizer,
    caption: &str,
    pad: Element<'a, Message>,
) -> Element<'a, Message> {
    column![text(loc.t(caption)).size(theme::CAPTION), pad]
        .spacing(4)
        .into()
}
