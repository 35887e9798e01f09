//! The die pad: one tap enters one die. A numbered die shows its numbers, a symbol die the
//! pictures of its faces (each face once, however many sides carry it). The same pad shows
//! the dice the app rolled, so a roll reads the same whether it was tapped in or rolled.

use crate::ui::design::{font, space, style};
use iced::widget::{Row, button, column, container, text};
use iced::{Alignment, Element, Length};

use super::TOUCH;
use super::die_face::{FaceLook, die_face};
use crate::core::dice::Die;
use crate::i18n::Localizer;

/// The largest numbered die that gets a pad (a d20 still fits a tablet's width in two rows);
/// bigger dice are typed.
pub const MAX_PAD_SIDES: usize = 20;

/// Whether `die` can be entered with a pad.
pub fn has_pad(die: &Die) -> bool {
    !die.is_numeric() || die.side_count() <= MAX_PAD_SIDES
}

/// One side to tap for each distinct face of `die`: `(side index, face id, its name)`.
pub fn keys(loc: &Localizer, die: &Die) -> Vec<(usize, String, String)> {
    let mut out: Vec<(usize, String, String)> = vec![];
    for side in 0..die.side_count() {
        let id = die.face_id(side);
        if out.iter().any(|(_, f, _)| *f == id) {
            continue;
        }
        let name = match die.face(side) {
            Some(f) => loc.t(&f.name),
            None => (side + 1).to_string(),
        };
        out.push((side, id, name));
    }
    out
}

/// A pad for `die`: each key sends `on_face(face id)`. Numbers are big digits on square keys;
/// symbols are their picture with the name under it.
pub fn die_pad<'a, M: Clone + 'a>(
    loc: &Localizer,
    die: &Die,
    on_face: impl Fn(String) -> M,
) -> Element<'a, M> {
    let mut row = Row::new().spacing(space::M);
    for (side, id, name) in keys(loc, die) {
        let key: Element<'a, M> = if die.face(side).is_none() {
            container(text(name).size(font::HEADLINE))
                .center(Length::Fill)
                .into()
        } else {
            column![
                die_face(FaceLook::of(die, side, &name), 44.0),
                text(name).size(font::CAPTION)
            ]
            .spacing(space::HAIR)
            .align_x(Alignment::Center)
            .into()
        };
        let size = if die.face(side).is_none() {
            TOUCH + 8.0
        } else {
            84.0
        };
        let pad_id = format!("pad-{}-{id}", die.key);
        row = row.push(
            container(
                button(key)
                    .width(Length::Fixed(size))
                    .height(Length::Fixed(if die.face(side).is_none() {
                        TOUCH + 8.0
                    } else {
                        76.0
                    }))
                    .padding(space::XS)
                    .style(style::plain)
                    .on_press(on_face(id)),
            )
            .id(pad_id),
        );
    }
    row.wrap().vertical_spacing(space::M).into()
}

/// Dice as faces in a row (rolled by the app or entered), each with its name under it.
pub fn faces_row<'a, M: 'a>(loc: &Localizer, dice: &[(Die, usize)], size: f32) -> Element<'a, M> {
    let mut row = Row::new().spacing(space::M);
    for (die, side) in dice {
        let name = match die.face(*side) {
            Some(f) => loc.t(&f.name),
            None => (side + 1).to_string(),
        };
        row = row.push(
            column![
                die_face(FaceLook::of(die, *side, &name), size),
                text(name).size(font::CAPTION)
            ]
            .spacing(space::HAIR)
            .align_x(Alignment::Center),
        );
    }
    row.wrap().vertical_spacing(space::M).into()
}

/// A pad of numbers (a d6 read off a physical die): one square key each, the one tapped for
/// the roll being entered shown selected. Each key has the id `<prefix>-<n>`.
pub fn number_pad<'a, M: Clone + 'a>(
    values: std::ops::RangeInclusive<u8>,
    selected: Option<u8>,
    on: impl Fn(u8) -> M,
    prefix: &str,
) -> Element<'a, M> {
    let mut row = Row::new().spacing(space::S);
    for v in values {
        row = row.push(
            container(
                button(container(text(v.to_string()).size(font::HEADLINE)).center(Length::Fill))
                    .width(Length::Fixed(TOUCH + 4.0))
                    .height(Length::Fixed(TOUCH + 4.0))
                    .padding(0)
                    // The key chosen framed in the accent, as a chosen segment (the primary
                    // fill stays for the form's one action).
                    .style(move |t: &iced::Theme, st| {
                        if selected == Some(v) {
                            style::segment(true)(t, st)
                        } else {
                            style::plain(t, st)
                        }
                    })
                    .on_press(on(v)),
            )
            .id(format!("{prefix}-{v}")),
        );
    }
    row.wrap().vertical_spacing(space::S).into()
}
