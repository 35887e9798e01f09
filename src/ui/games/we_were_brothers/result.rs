//! The result card: the last roll's answer in display type, the dice as faces, who rolled at
//! whom, what to do on the board, the working folded beneath; greyed once the phase moves on.

use crate::ui::design::{font, space};
use iced::Element;
use iced::widget::{Row, column, text};

use super::{CareKind, Msg, Ui, m};
use crate::core::dice::Die;
use crate::games::we_were_brothers::explosives::BlastRoll;
use crate::games::we_were_brothers::rolls::Roll;
use crate::games::we_were_brothers::squad::Status;
use crate::games::we_were_brothers::{self as wwb};
use crate::ui::app::{App, Message, Table};
use crate::ui::widgets::die_face::{FaceLook, Icon, die_face};
use crate::ui::widgets::result_card::{ASIDE, Card, placeholder, result_card};

/// The dice's size under a compass.
const ASIDE_DIE: f32 = 26.0;

pub fn view<'a>(app: &'a App, t: &'a Table, ui: &'a Ui) -> Element<'a, Message> {
    let loc = &app.loc;
    let Some(last) = wwb::state(&t.state.table).and_then(|s| s.last.as_ref().map(|l| (s, l)))
    else {
        return placeholder(loc.t("wwb-ui-no-result"));
    };
    let (s, l) = last;
    let o = &l.outcome;
    // The dice as faces; a Red or Blue read for its number shows the number. Beside a
    // compass they are smaller and without their captions (the compass says the number).
    let beside = o.drift.is_some();
    let mut faces = Row::new().spacing(if beside { 4 } else { 8 });
    for (i, d) in o.dice.iter().enumerate() {
        let Some(die): Option<Die> = t.def.die(d.colour.id()) else {
            continue;
        };
        let name = loc.t(&d.face.kind.msg());
        let mut look = FaceLook::of(&die, d.side, &name);
        // A Red or Blue read for its number shows the number; read for a combat result
        // (a shot, a blast), its symbol.
        if let Some(v) = wwb::card::die_number(l, i) {
            look.icon = Icon::Number(v.to_string());
        }
        if beside {
            faces = faces.push(die_face(look, ASIDE_DIE));
            continue;
        }
        let caption = wwb::card::die_caption(loc, l, i).unwrap_or(name);
        faces = faces.push(
            column![die_face(look, 36.0), text(caption).size(font::MICRO)]
                .spacing(space::HAIR)
                .align_x(iced::Alignment::Center),
        );
    }
    // A scatter's or a drift's compass beside the outcome, as tall as the card's words, its
    // dice under it: the direction rolled in red, readable at arm's length.
    let (aside, faces): (Option<Element<'a, Message>>, _) = match o.drift {
        Some(dr) => (
            Some(
                column![
                    super::compass::compass(
                        Some(dr.direction),
                        dr.distance,
                        1,
                        ASIDE - ASIDE_DIE - 6.0
                    ),
                    faces,
                ]
                .spacing(space::S)
                .align_x(iced::Alignment::Center)
                .into(),
            ),
            None,
        ),
        None => (None, Some(faces)),
    };
    // The card's words come from the game (one source with `adjutant play`); the dice's
    // pictures, the greying and the follow-ups are the panel's.
    let words = wwb::card::roll_card(loc, &t.def, s, l, &app.settings.confirmed_dice);
    // One tap to what usually follows.
    let mut next = vec![];
    if let Some(w) = l.target
        && s.soldier(w)
            .is_some_and(|x| matches!(x.status, Some(Status::Bleeding | Status::Unconscious)))
    {
        next.push((
            loc.tr("wwb-ui-next-treat", &[("who", s.label(w))]),
            m(Msg::CareFor(CareKind::Treat, w)),
        ));
    }
    if matches!(
        l.roll,
        Roll::Blast(BlastRoll::Throw(ref x)) if !x.smoke
    ) {
        next.push((loc.t("wwb-ui-next-blast"), m(Msg::BlastNext)));
    }
    let key = crate::ui::games::phase_key(&t.state);
    result_card(Card {
        outcome: words.outcome,
        detail: words.detail,
        whose: words.whose,
        // The dice's place has one height whatever the roll, so the card's buttons under it
        // stay where they were when a new result arrives.
        dice: faces.map(|f| {
            iced::widget::container(f.wrap().vertical_spacing(space::M))
                .center_y(iced::Length::Fixed(56.0))
                .clip(true)
                .into()
        }),
        working: words.working,
        open: ui.working,
        toggle: Some(m(Msg::Working)),
        // Greyed once the phase moves on, or once the form no longer asks what it answered.
        current: l.at == (key.0, key.2) && ui.answers(l),
        next,
        aside,
        show_working: loc.t("wwb-ui-show-working"),
        hide_working: loc.t("wwb-ui-hide-working"),
        stale: loc.t("wwb-ui-stale"),
        basis_mark: words.basis_mark,
        basis: words.basis,
        tone: words.tone,
    })
}
