//! The dice tray: pick dice, see the exact odds, roll (or enter physical dice), read the result.

use crate::ui::design::{font, space, style};
use iced::widget::{Column, Row, button, column, container, row, text, text_input};
use iced::{Alignment, Element, Length};

use super::die_face::{FaceLook, die_face};
use super::{TOUCH, big_button, odds_bar, square_button};
use crate::core::dice::Die;
use crate::core::odds::Distribution;
use crate::i18n::Localizer;
use crate::ui::app::{App, Message, Table};

/// The localised name of a die.
pub fn die_name(loc: &Localizer, die: &Die) -> String {
    if die.game.is_none() {
        die.key.clone()
    } else {
        loc.t(&die.def.name)
    }
}

/// The localised name of face `side` of `die`.
pub fn face_name(loc: &Localizer, die: &Die, side: usize) -> String {
    match die.face(side) {
        Some(f) => loc.t(&f.name),
        None => (side + 1).to_string(),
    }
}

/// Every die the tray offers on this table: the game's own, then the numbered dice.
pub fn offered(app: &App, t: &Table) -> Vec<Die> {
    let mut out = t.def.dice.clone();
    for d in crate::content::numeric_dice() {
        if !out.iter().any(|x| x.key == d.key) {
            out.push(d);
        }
    }
    let _ = app;
    out
}

fn find(app: &App, t: &Table, key: &str) -> Option<Die> {
    offered(app, t).into_iter().find(|d| d.key == key)
}

fn pick_button<'a>(app: &'a App, die: &Die) -> Element<'a, Message> {
    let side = if die.is_numeric() {
        die.side_count().saturating_sub(1)
    } else {
        0
    };
    let name = die_name(&app.loc, die);
    let look = FaceLook::of(die, side, &face_name(&app.loc, die, side));
    button(
        row![die_face(look, 32.0), text(name).size(font::LABEL)]
            .spacing(space::M)
            .align_y(Alignment::Center),
    )
    // One width for every die, so the quick counts beside them line up.
    .width(Length::Fixed(PICK_WIDTH))
    .height(Length::Fixed(TOUCH))
    .padding([space::XS, space::L])
    .style(style::plain)
    .on_press(Message::Tray(crate::ui::screens::tray_draft::Msg::PickDie(
        die.key.clone(),
    )))
    .into()
}

/// A die to add, and quick counts: one tap on "3" puts exactly three of it in the roll.
fn pick_row<'a>(app: &'a App, t: &'a Table, die: &Die) -> Element<'a, Message> {
    let now = if t.draft.fresh {
        0
    } else {
        t.draft
            .picks
            .iter()
            .find(|(k, _)| *k == die.key)
            .map_or(0, |(_, n)| *n)
    };
    let mut counts = Row::new().spacing(space::XS);
    for n in 1..=QUICK_COUNTS {
        counts = counts.push(
            container(
                square_button(
                    &n.to_string(),
                    Some(Message::Tray(crate::ui::screens::tray_draft::Msg::SetPick(
                        die.key.clone(),
                        n,
                    ))),
                )
                // The count chosen is framed in the accent, as a chosen segment.
                .style(move |th: &iced::Theme, st| {
                    if n == now {
                        style::segment(true)(th, st)
                    } else {
                        style::plain(th, st)
                    }
                }),
            )
            .id(format!("pick-{}-{n}", die.key)),
        );
    }
    row![pick_button(app, die), counts]
        .spacing(space::M)
        .align_y(Alignment::Center)
        .into()
}

/// The width of a die's name button on the tray.
const PICK_WIDTH: f32 = 200.0;

/// The quick counts offered beside each die.
const QUICK_COUNTS: u32 = 5;

/// Entering physical dice: the pad of the next die to enter, the faces tapped so far, and a
/// way back. The last tap records the roll.
fn hand_pads<'a>(app: &'a App, t: &'a Table) -> Element<'a, Message> {
    let loc = &app.loc;
    let dice = t.draft.dice();
    let entered: Vec<(Die, usize)> = t
        .draft
        .hand_faces
        .iter()
        .zip(&dice)
        .filter_map(|(face, key)| {
            let die = find(app, t, key)?;
            let side = (0..die.side_count()).find(|&i| die.face_id(i) == *face)?;
            Some((die, side))
        })
        .collect();
    let mut c = Column::new().spacing(space::M);
    match t.draft.next_die().and_then(|k| find(app, t, &k)) {
        Some(die) if super::die_pad::has_pad(&die) => {
            c = c.push(
                text(loc.tr(
                    "tray-pad-next",
                    &[
                        ("n", (t.draft.hand_faces.len() + 1).to_string()),
                        ("total", dice.len().to_string()),
                        ("die", die_name(loc, &die)),
                    ],
                ))
                .size(font::BODY),
            );
            c = c.push(super::die_pad::die_pad(loc, &die, |f| {
                Message::Tray(crate::ui::screens::tray_draft::Msg::HandFace(f))
            }));
        }
        Some(_) => c = c.push(text(loc.t("tray-pad-type")).size(font::SMALL)),
        None => {}
    }
    if !entered.is_empty() {
        c = c.push(
            row![
                super::die_pad::faces_row(loc, &entered, 36.0),
                big_button(
                    loc.t("tray-pad-back"),
                    Some(Message::Tray(crate::ui::screens::tray_draft::Msg::HandBack))
                )
                .style(style::plain),
            ]
            .spacing(space::L)
            .align_y(Alignment::Center),
        );
    }
    c.into()
}

fn dist_rows<'a>(
    loc: &Localizer,
    d: &Distribution,
    label: &dyn Fn(i64) -> String,
    limit: usize,
) -> Column<'a, Message> {
    let max = d.outcomes.iter().map(|(_, n)| *n).max().unwrap_or(1) as f32;
    let mut c = Column::new().spacing(space::HAIR);
    for &(v, n) in d.outcomes.iter().take(limit) {
        let ch = d.chance(v);
        c = c.push(odds_bar(label(v), n as f32 / max, loc.pct(ch.percent(), 1)));
    }
    c
}

fn odds_view<'a>(app: &'a App, t: &'a Table) -> Element<'a, Message> {
    let loc = &app.loc;
    let Some(o) = &t.draft.odds else {
        return text(loc.t("tray-odds-none")).size(font::SMALL).into();
    };
    let mut c = Column::new().spacing(space::S);
    if let Some(d) = &o.totals {
        c = c.push(
            text(loc.tr("tray-odds-totals", &[("mean", loc.num(d.mean(), 2))])).size(font::LABEL),
        );
        if d.outcomes.len() <= 40 {
            c = c.push(dist_rows(loc, d, &|v| v.to_string(), 40));
        } else {
            let (lo, hi) = (d.outcomes[0].0, d.outcomes[d.outcomes.len() - 1].0);
            c = c.push(
                text(loc.tr(
                    "tray-odds-range",
                    &[("min", lo.to_string()), ("max", hi.to_string())],
                ))
                .size(font::SMALL),
            );
        }
    } else {
        // Symbol dice: for each face, how many dice will show it.
        let dice: Vec<Die> = t
            .draft
            .picks
            .iter()
            .filter_map(|(k, _)| find(app, t, k))
            .collect();
        for (face, d) in &o.faces {
            let fname = dice
                .iter()
                .find_map(|die| {
                    (0..die.side_count())
                        .find(|&i| die.face_id(i) == *face)
                        .map(|i| face_name(loc, die, i))
                })
                .unwrap_or_else(|| face.clone());
            let at_least_one = d.at_least(1);
            c = c.push(
                text(loc.tr(
                    "tray-odds-face",
                    &[
                        ("face", fname),
                        ("p", loc.num(at_least_one.percent(), 1)),
                        ("mean", loc.num(d.mean(), 2)),
                    ],
                ))
                .size(font::LABEL),
            );
            c = c.push(dist_rows(loc, d, &|v| format!("×{v}"), 12));
        }
    }
    c.into()
}

fn result_view<'a>(app: &'a App, t: &'a Table) -> Element<'a, Message> {
    let loc = &app.loc;
    let Some(roll) = t.state.last_roll() else {
        return text(loc.t("tray-no-roll")).size(font::LABEL).into();
    };
    let mut faces = Row::new().spacing(space::M);
    for d in &roll.dice {
        let (look, name) = match t.def.die(&d.die).or_else(|| find(app, t, &d.die)) {
            Some(die) => {
                let name = face_name(loc, &die, d.side);
                (FaceLook::of(&die, d.side, &name), name)
            }
            None => continue,
        };
        faces = faces.push(
            column![die_face(look, 64.0), text(name).size(font::CAPTION)]
                .spacing(space::HAIR)
                .align_x(Alignment::Center),
        );
    }
    // The numbered dice add up; the symbol dice are counted face by face.
    let mut parts = Vec::new();
    let numbered: Vec<i64> = roll
        .dice
        .iter()
        .filter(|d| {
            t.def
                .die(&d.die)
                .or_else(|| find(app, t, &d.die))
                .is_some_and(|die| die.face(d.side).is_none())
        })
        .filter_map(|d| d.value)
        .collect();
    if let Some(total) = roll.total {
        parts.push(loc.tr("tray-result-total", &[("total", total.to_string())]));
    } else if !numbered.is_empty() {
        let sum: i64 = numbered.iter().sum();
        parts.push(loc.tr("tray-result-total", &[("total", sum.to_string())]));
    }
    if roll.total.is_none() {
        let mut counts: Vec<(String, usize)> = Vec::new();
        for d in &roll.dice {
            let Some(die) = t.def.die(&d.die) else {
                continue;
            };
            if die.face(d.side).is_none() {
                continue;
            }
            let name = face_name(loc, &die, d.side);
            match counts.iter_mut().find(|(n, _)| *n == name) {
                Some(c) => c.1 += 1,
                None => counts.push((name, 1)),
            }
        }
        if !counts.is_empty() {
            parts.push(
                counts
                    .into_iter()
                    .map(|(n, c)| format!("{c}× {n}"))
                    .collect::<Vec<_>>()
                    .join(", "),
            );
        }
    }
    let summary = parts.join(" · ");
    let source = match roll.source {
        crate::core::dice::RollSource::App => loc.t("tray-source-app"),
        crate::core::dice::RollSource::Hand => loc.t("tray-source-hand"),
    };
    // The answer first, in display type; once the dice to roll change (or new dice are being
    // entered) the result is an earlier one and says so, in smaller type.
    let stale = !t.draft.fresh || !t.draft.hand_faces.is_empty();
    let mut c = Column::new().spacing(space::M);
    if stale {
        c = c.push(text(loc.t("tray-earlier-roll")).size(font::CAPTION));
    }
    c = c
        .push(faces.wrap())
        .push(text(summary).size(if stale { font::TITLE } else { font::DISPLAY }))
        .push(text(source).size(font::CAPTION));
    // The rolls before this one, newest first.
    let earlier: Vec<_> = t
        .state
        .log
        .iter()
        .rev()
        .filter(|e| e.msg.starts_with("log-roll"))
        .skip(1)
        .take(4)
        .collect();
    if !earlier.is_empty() {
        c = c.push(text(loc.t("tray-earlier")).size(font::SMALL));
        for e in earlier {
            c = c.push(text(loc.entry(e)).size(font::CAPTION));
        }
    }
    c.into()
}

/// The tray's two halves: the dice to roll with the result and the pickers, and the odds.
/// The height of the tray's result slot: a row of dice, the total, who rolled.
const RESULT_H: f32 = 190.0;

pub fn view<'a>(app: &'a App, t: &'a Table) -> (Element<'a, Message>, Element<'a, Message>) {
    let loc = &app.loc;
    // Dice to pick from, grouped by game on the free tray.
    let mut pickers = Column::new().spacing(space::S);
    let dice = offered(app, t);
    let mut group: Option<Option<String>> = None;
    let mut line = Row::new().spacing(space::L);
    for d in &dice {
        if group.as_ref() != Some(&d.game) {
            if group.is_some() {
                pickers =
                    pickers.push(std::mem::replace(&mut line, Row::new().spacing(space::L)).wrap());
            }
            let title = match &d.game {
                Some(g) => app
                    .content
                    .game(g)
                    .map(|g| loc.t(&g.name))
                    .unwrap_or_else(|| g.clone()),
                None => loc.t("tray-numbered-dice"),
            };
            if t.is_tray() || d.game.is_none() {
                pickers = pickers.push(text(title).size(font::SMALL));
            }
            group = Some(d.game.clone());
        }
        line = line.push(pick_row(app, t, d));
    }
    pickers = pickers.push(line.wrap());

    // The dice picked so far.
    let mut picked = Row::new().spacing(space::M).align_y(Alignment::Center);
    for (key, n) in &t.draft.picks {
        let name = find(app, t, key)
            .map(|d| die_name(loc, &d))
            .unwrap_or_else(|| key.clone());
        picked = picked.push(
            row![
                square_button(
                    "−",
                    Some(Message::Tray(
                        crate::ui::screens::tray_draft::Msg::UnpickDie(key.clone())
                    ))
                ),
                // A fixed width: a count or a die's name changing never moves the "+".
                container(text(format!("{n} × {name}")).size(font::CONTROL))
                    .width(Length::Fixed(170.0))
                    .center_x(Length::Fixed(170.0))
                    .clip(true),
                square_button(
                    "+",
                    Some(Message::Tray(crate::ui::screens::tray_draft::Msg::PickDie(
                        key.clone()
                    )))
                ),
            ]
            .spacing(space::S)
            .align_y(Alignment::Center),
        );
    }
    let empty = t.draft.picks.is_empty();
    let actions = Row::new()
        .spacing(space::M)
        .push(
            // The tray's one action; while dice are typed in by hand, recording them is.
            crate::ui::design::primary_button(
                loc.t("tray-roll"),
                super::icon_of(crate::ui::icons::Icon::Dice),
                (!empty).then_some(Message::Tray(crate::ui::screens::tray_draft::Msg::Roll)),
            )
            .style(if t.draft.hand_mode {
                style::plain
            } else {
                style::primary
            }),
        )
        .push(
            big_button(
                loc.t(if t.draft.hand_mode {
                    "tray-hand-close"
                } else {
                    "tray-hand-open"
                }),
                Some(Message::Tray(
                    crate::ui::screens::tray_draft::Msg::ToggleHand,
                )),
            )
            .style(style::plain),
        )
        .push(
            big_button(
                loc.t("tray-clear"),
                (!empty).then_some(Message::Tray(
                    crate::ui::screens::tray_draft::Msg::ClearPicks,
                )),
            )
            .style(style::ghost),
        );
    let mut c = column![
        text(loc.t("tray-picked")).size(font::LEAD),
        if empty {
            Element::from(text(loc.t("tray-pick-hint")).size(font::SMALL))
        } else {
            picked.wrap().into()
        },
        actions.wrap(),
    ]
    .spacing(space::M);
    // The roll's result in a slot of fixed size, right under the buttons: a roll arriving
    // moves nothing below it.
    c = c.push(
        container(result_view(app, t))
            .padding(space::M)
            .height(Length::Fixed(RESULT_H))
            .clip(true),
    );
    if t.draft.hand_mode {
        c = c.push(hand_pads(app, t));
        c = c.push(
            row![
                text_input(&loc.t("tray-hand-placeholder"), &t.draft.hand_text)
                    .on_input(|x| Message::Tray(crate::ui::screens::tray_draft::Msg::HandText(x)))
                    .on_submit(Message::Tray(
                        crate::ui::screens::tray_draft::Msg::SubmitHand
                    ))
                    .size(font::CONTROL)
                    .padding(crate::ui::design::FIELD_PAD),
                big_button(
                    loc.t("tray-hand-record"),
                    (!empty).then_some(Message::Tray(
                        crate::ui::screens::tray_draft::Msg::SubmitHand
                    ))
                )
                .style(style::primary),
            ]
            .spacing(space::M)
            .align_y(Alignment::Center),
        );
    }
    c = c
        .push(text(loc.t("tray-choose")).size(font::LEAD))
        .push(pickers);
    let odds = column![
        text(loc.t("tray-odds-title")).size(font::LEAD),
        odds_view(app, t)
    ]
    .spacing(space::M);
    (c.into(), odds.into())
}
