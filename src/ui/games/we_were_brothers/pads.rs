//! The dice of every roll form: the exact odds before the roll (in the form, a box of fixed
//! height) and, in the dock, the pad of the next die (one tap per die read off the table) or
//! one tap to let the app roll.

use crate::ui::design::{font, space, style};
use iced::widget::{Row, button, column, container, row, text};
use iced::{Alignment, Element, Length};

use super::{Msg, Ui, forms, m};
use crate::core::log::Line;
use crate::games::we_were_brothers::data::WwbData;
use crate::games::we_were_brothers::dice::{Colour, Faces};
use crate::games::we_were_brothers::rolls;
use crate::games::we_were_brothers::{self as wwb, wounds};
use crate::i18n::Localizer;
use crate::ui::app::{Message, Table};
use crate::ui::widgets::{TOUCH, die_face};

/// The dock's pad key size: six keys fit across the dock of a landscape screen.
const KEY_W: f32 = 56.0;
const KEY_H: f32 = 64.0;

/// The keys for a die of colour `c`, the `n`-th of the roll: every distinct side (kind and
/// number) once. Each key has the id `wwb-pad-<colour>-<n>-<side>`.
fn keys<'a>(
    loc: &Localizer,
    t: &Table,
    faces: &Faces,
    c: Colour,
    n: usize,
) -> Element<'a, Message> {
    let die = t.def.die(c.id());
    let mut row = Row::new().spacing(space::XS);
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
                    34.0
                ),
                // Two short lines at most ("Light / wound"): every key one size.
                crate::ui::design::component::key_caption(name)
            ]
            .align_x(Alignment::Center)
            .spacing(space::HAIR)
            .into(),
            None => text(name).size(font::CONTROL).into(),
        };
        row = row.push(
            container(
                button(container(look).center(Length::Fill).clip(true))
                    .width(Length::Fixed(KEY_W))
                    .height(Length::Fixed(KEY_H))
                    .padding(space::HAIR)
                    .style(style::plain)
                    .on_press(m(Msg::Face(n, side))),
            )
            .id(format!("wwb-pad-{}-{n}-{side}", c.id())),
        );
    }
    row.wrap().vertical_spacing(space::XS).into()
}

type Who2 = (
    Option<crate::games::we_were_brothers::Who>,
    Option<crate::games::we_were_brothers::Who>,
);

/// The roll the form makes now, its dice and who rolls at whom; or why there is none.
fn roll_now<'a>(
    t: &'a Table,
    ui: &Ui,
    d: &'a WwbData,
) -> Result<
    (
        crate::games::we_were_brothers::rolls::Roll,
        Faces,
        Vec<Colour>,
        Who2,
    ),
    Line,
> {
    let s = wwb::state(&t.state.table).ok_or_else(|| Line::new("wwb-ui-no-roll"))?;
    let (roll, actor, target) = forms::current(ui, s, d).map_err(Line::new)?;
    // The engine's own rules of the turn for these men: the panel offers no roll it refuses.
    let round = t.state.table.cursor.round;
    wwb::authority::check_resolve(d, s, round, &roll, actor, target).map_err(|e| {
        let (id, args) = e.message();
        args.into_iter()
            .fold(Line::new(id), |l, (k, v)| l.arg(k, v))
    })?;
    let faces =
        Faces::from_def(&t.def).map_err(|e| Line::new("wwb-ui-data-problem").arg("problem", e))?;
    let ctx = wounds::ctx(d, &faces, s, &roll, actor, target);
    let colours = rolls::dice(&ctx, &roll).map_err(|e| {
        let mut l = Line::new(e.0);
        for (k, v) in e.1.iter() {
            l = l.arg(k, v.clone());
        }
        l
    })?;
    Ok((roll, faces, colours, (actor, target)))
}

/// The dice for the dock: the app's Roll button, the pad of the next die to enter (one tap
/// per die; the last records the roll), the dice entered so far and Clear; or, while the form
/// lacks something, what it lacks. Its rows have fixed heights, so nothing moves as dice go in.
pub fn dock<'a>(loc: &Localizer, t: &'a Table, ui: &Ui, d: &WwbData) -> Element<'a, Message> {
    let (_, faces, colours, _) = match roll_now(t, ui, d) {
        Ok(x) => x,
        Err(l) => {
            return container(text(loc.line(&l)).size(font::BODY))
                .center(Length::Fill)
                .into();
        }
    };
    if colours.is_empty() {
        return container(text(loc.t("wwb-ui-no-roll")).size(font::BODY))
            .center(Length::Fill)
            .into();
    }
    let names: Vec<String> = colours.iter().map(|c| loc.t(&c.msg())).collect();
    let n = ui.entered.len().min(colours.len() - 1);
    let col = colours[n];
    let mut entered = Row::new().spacing(space::XS).align_y(Alignment::Center);
    for (i, side) in ui.entered.iter().enumerate() {
        let (Some(c), Some(die)) = (
            colours.get(i),
            colours.get(i).and_then(|c| t.def.die(c.id())),
        ) else {
            continue;
        };
        let f = faces.of(*c).get(*side);
        let name = match f.and_then(|f| f.value) {
            Some(v) => v.to_string(),
            None => f.map(|f| loc.t(&f.kind.msg())).unwrap_or_default(),
        };
        let mut look = die_face::FaceLook::of(&die, *side, &name);
        if let Some(v) = f.and_then(|f| f.value) {
            look.icon = die_face::Icon::Number(v.to_string());
        }
        entered = entered.push(die_face::die_face(look, 30.0));
    }
    let next = loc.tr(
        "wwb-ui-pad-next",
        &[
            ("n", (n + 1).to_string()),
            ("of", colours.len().to_string()),
            ("die", loc.t(&col.msg())),
        ],
    );
    column![
        container(crate::ui::design::primary_button(
            loc.tr("wwb-ui-roll-for-me", &[("dice", names.join(" + "))]),
            Some(crate::ui::icons::icon(crate::ui::icons::Icon::Dice, font::LEAD).into()),
            Some(m(Msg::RollApp)),
        ))
        .id("wwb-roll-app"),
        container(keys(loc, t, &faces, col, n)).height(Length::Fixed(KEY_H)),
        row![
            text(next).size(font::CAPTION).width(Length::Fill),
            entered,
            crate::ui::design::ghost_button(
                loc.t("tray-clear"),
                None,
                (!ui.entered.is_empty()).then(|| m(Msg::ClearDice))
            ),
        ]
        .spacing(space::M)
        .height(Length::Fixed(TOUCH))
        .align_y(Alignment::Center),
    ]
    .spacing(space::M)
    .into()
}

/// The exact odds of the form's roll before it is made, in a box of fixed height (nothing
/// under it moves as the odds change), or what the form still lacks. Never cut without a word:
/// past the most likely answers, "+N more" with their share, one tap to open them all (the
/// box then grows down; the control stays where it was).
pub fn odds<'a>(
    app: &crate::ui::app::App,
    t: &'a Table,
    ui: &Ui,
    d: &WwbData,
) -> Element<'a, Message> {
    let loc = &app.loc;
    let s = wwb::state(&t.state.table);
    let mut more: Option<Element<'a, Message>> = None;
    let mut open = false;
    let words = match (roll_now(t, ui, d), s) {
        (Ok((roll, faces, _, (actor, target))), Some(s)) => {
            let ctx = wounds::ctx(d, &faces, s, &roll, actor, target);
            match rolls::odds(&ctx, &roll) {
                Ok(o) => {
                    let pct = |f: u64| f as f64 * 100.0 / o.total.max(1) as f64;
                    let cut = o.answers.len() > ODDS_SHOWN;
                    open = cut && ui.odds_all;
                    let shown = if cut && !open {
                        ODDS_SHOWN - 1
                    } else {
                        o.answers.len()
                    };
                    let parts: Vec<String> = o
                        .answers
                        .iter()
                        .take(shown)
                        .map(|(label, f)| format!("{} {}", loc.line(label), loc.pct(pct(*f), 0)))
                        .collect();
                    if cut {
                        let rest = &o.answers[ODDS_SHOWN - 1..];
                        let share: u64 = rest.iter().map(|(_, f)| *f).sum();
                        let label = if open {
                            loc.t("wwb-ui-odds-fewer")
                        } else {
                            loc.tr(
                                "wwb-ui-odds-more",
                                &[
                                    ("n", rest.len().to_string()),
                                    ("pct", loc.num(pct(share), 0)),
                                ],
                            )
                        };
                        more = Some(
                            container(
                                button(
                                    text(label)
                                        .size(font::CAPTION)
                                        .align_x(iced::alignment::Horizontal::Center)
                                        .align_y(iced::alignment::Vertical::Center)
                                        .width(Length::Fill)
                                        .height(Length::Fill),
                                )
                                .width(Length::Fixed(MORE_W))
                                .height(Length::Fixed(TOUCH))
                                .style(style::plain)
                                .on_press(m(Msg::OddsAll(!open))),
                            )
                            .id("wwb-odds-more")
                            .into(),
                        );
                    }
                    // Odds built on placeholder dice (or a reading) carry the card's quiet
                    // mark, once; the faces the players confirmed in Settings clear it.
                    let basis =
                        wwb::basis::without_confirmed(&o.basis, &app.settings.confirmed_dice);
                    let (mark, _) =
                        crate::ui::widgets::result_card::basis_words(loc, &basis, |_| {
                            String::new()
                        });
                    let head = match mark {
                        Some(mk) => loc.tr("wwb-ui-odds-marked", &[("mark", mk)]),
                        None => loc.t("wwb-ui-odds"),
                    };
                    format!("{head} {}", parts.join(" · "))
                }
                Err(e) => {
                    let args: Vec<(&str, String)> =
                        e.1.iter().map(|(k, v)| (*k, v.clone())).collect();
                    loc.tr(e.0, &args)
                }
            }
        }
        // What the form lacks is said in the dock, where the dice will be.
        _ => String::new(),
    };
    let mut r = row![text(words).size(font::SMALL).width(Length::Fill)]
        .spacing(space::M)
        .align_y(Alignment::Start);
    if let Some(b) = more {
        r = r.push(b);
    }
    let c = container(r).width(Length::Fill).clip(true);
    let c = if open {
        c.height(Length::Shrink)
    } else {
        c.height(Length::Fixed(ODDS_H))
    };
    c.id("wwb-odds").into()
}

/// Up to this many answers are named in full; past it, the three most likely and "+N more"
/// (what fits the box). The box's height: three lines.
const ODDS_SHOWN: usize = 4;
const ODDS_H: f32 = 60.0;
/// "+N more" and "Fewer" in one place, one size.
const MORE_W: f32 = 120.0;

/// A pad (or any row) under its small caption.
pub fn captioned<'a>(
    loc: &Localizer,
    caption: &str,
    pad: Element<'a, Message>,
) -> Element<'a, Message> {
    column![text(loc.t(caption)).size(font::CAPTION), pad]
        .spacing(space::XS)
        .into()
}
