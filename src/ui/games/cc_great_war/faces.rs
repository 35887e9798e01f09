//! Battle-die faces: their pictures, and the row to tap physical dice in.

use crate::ui::design::{space, style};
use iced::widget::{Row, button, column, row, text};
use iced::{Alignment, Element};

use super::{Msg, m};
use crate::core::def::GameDef;
use crate::games::cc_great_war::battle::FACES;
use crate::i18n::Localizer;
use crate::ui::app::Message;
use crate::ui::widgets::big_button;
use crate::ui::widgets::die_face::{FaceLook, die_face};

pub(super) fn face_picture<'a>(
    def: &GameDef,
    loc: &Localizer,
    face: &str,
    size: f32,
) -> Element<'a, Message> {
    match def.die("battle") {
        Some(die) => {
            let side = (0..die.side_count())
                .find(|&i| die.face_id(i) == face)
                .unwrap_or(0);
            let name = loc.t(&format!("ccgw-face-{face}"));
            die_face(FaceLook::of(&die, side, &name), size)
        }
        None => text(face.to_string()).into(),
    }
}

/// Battle-die faces to tap in (one tap per die; the last die records the roll), the faces
/// tapped so far, and Clear.
pub(super) fn face_entry<'a>(
    def: &GameDef,
    loc: &Localizer,
    picked: &[String],
    on_face: fn(String) -> Msg,
    clear: Msg,
    record: Option<Msg>,
) -> Element<'a, Message> {
    let mut faces = Row::new().spacing(space::S);
    for f in FACES {
        faces = faces.push(
            iced::widget::container(
                button(face_picture(def, loc, f, 48.0))
                    .padding(space::XS)
                    .style(style::plain)
                    .on_press(m(on_face(f.to_string()))),
            )
            .id(format!("ccgw-face-{f}")),
        );
    }
    let mut shown = Row::new().spacing(space::XS);
    for f in picked {
        shown = shown.push(face_picture(def, loc, f, 32.0));
    }
    let any = !picked.is_empty();
    column![
        faces.wrap(),
        {
            // Clear (and Record) first, the faces tapped so far after them: the buttons stay
            // where they are however many faces are in.
            let mut r =
                row![big_button(loc.t("tray-clear"), any.then(|| m(clear))).style(style::plain)];
            if let Some(rec) = record {
                r = r.push(
                    big_button(
                        loc.tr("ccgw-ui-record", &[("n", picked.len().to_string())]),
                        any.then(|| m(rec)),
                    )
                    .style(style::plain),
                );
            }
            r.push(shown.wrap())
        }
        .spacing(space::S)
        .align_y(Alignment::Center),
    ]
    .spacing(space::M)
    .into()
}
