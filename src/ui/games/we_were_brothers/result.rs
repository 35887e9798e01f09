//! The result card: the last roll's answer in display type, the dice as faces, who rolled at
//! whom, what to do on the board, the working folded beneath; greyed once the phase moves on.

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
use crate::ui::widgets::result_card::{Card, basis_words, placeholder, result_card};

pub fn view<'a>(app: &'a App, t: &'a Table, ui: &'a Ui) -> Element<'a, Message> {
    let loc = &app.loc;
    let Some(last) = wwb::state(&t.state.table).and_then(|s| s.last.as_ref().map(|l| (s, l)))
    else {
        return placeholder(loc.t("wwb-ui-no-result"));
    };
    let (s, l) = last;
    let o = &l.outcome;
    // The dice as faces; a Red or Blue read for its number shows the number.
    let mut faces = Row::new().spacing(8);
    for d in &o.dice {
        let Some(die): Option<Die> = t.def.die(d.colour.id()) else {
            continue;
        };
        let name = loc.t(&d.face.kind.msg());
        let mut look = FaceLook::of(&die, d.side, &name);
        // A Red or Blue read for its number shows the number; read for a combat result
        // (a shot, a blast), its symbol.
        let combat = matches!(
            o.effect,
            crate::games::we_were_brothers::rolls::Effect::Hit { .. }
                | crate::games::we_were_brothers::rolls::Effect::Blow { .. }
        );
        let caption = match d.face.value {
            Some(v) if !combat => {
                look.icon = Icon::Number(v.to_string());
                v.to_string()
            }
            _ => name,
        };
        faces = faces.push(
            column![die_face(look, 36.0), text(caption).size(12)]
                .spacing(2)
                .align_x(iced::Alignment::Center),
        );
    }
    if let Some(dr) = o.drift {
        faces = faces.push(super::compass::compass(
            Some(dr.direction),
            dr.distance,
            1,
            56.0,
        ));
    }
    let roll = loc.t(&format!("wwb-roll-{}", l.roll.id()));
    let whose = match (l.actor, l.target) {
        (Some(a), Some(b)) => loc.tr(
            "wwb-ui-whose-at",
            &[("roll", roll), ("who", s.label(a)), ("at", s.label(b))],
        ),
        (Some(a), None) => loc.tr("wwb-ui-whose", &[("roll", roll), ("who", s.label(a))]),
        (None, Some(b)) => loc.tr("wwb-ui-whose", &[("roll", roll), ("who", s.label(b))]),
        (None, None) => roll,
    };
    let mut detail: Vec<String> = o.notes.iter().map(|n| loc.line(n)).collect();
    // What the target's boxes say now.
    if let Some(so) = l.target.and_then(|w| s.soldier(w))
        && so.fate != crate::games::we_were_brothers::squad::Fate::Fighting
    {
        // Out of the fight: one word, his fate (no health box, no "no status" beside it).
        detail.push(loc.tr(
            "wwb-ui-target-out",
            &[
                ("who", l.target.map(|w| s.label(w)).unwrap_or_default()),
                ("fate", loc.t(so.fate.msg())),
            ],
        ));
    } else if let Some(so) = l.target.and_then(|w| s.soldier(w)) {
        let status = so
            .status
            .map_or_else(|| loc.t("wwb-ui-no-status"), |x| loc.t(&x.msg()));
        detail.push(loc.tr(
            "wwb-ui-target-now",
            &[
                ("who", l.target.map(|w| s.label(w)).unwrap_or_default()),
                ("health", so.health.to_string()),
                ("status", status),
            ],
        ));
    }
    if let Some(x) = o.xp {
        detail.push(loc.tr("wwb-xp-earned", &[("skill", loc.t(&x.msg()))]));
    }
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
    // What the answer rests on: one quiet mark, the explanation first in the working. Dice
    // the players said match theirs (Settings) are no longer marked.
    let d = wwb::data::load(&t.def);
    let basis = wwb::basis::without_confirmed(&o.basis, &app.settings.confirmed_dice);
    let (basis_mark, basis_lines) =
        basis_words(loc, &basis, |u| wwb::basis::words(loc, &d, &u.what));
    result_card(Card {
        outcome: loc.line(&o.headline),
        detail: (!detail.is_empty()).then(|| detail.join(" · ")),
        whose,
        // The dice's place has one height whatever the roll, so the card's buttons under it
        // stay where they were when a new result arrives.
        dice: Some(
            iced::widget::container(faces.wrap().vertical_spacing(8))
                .center_y(iced::Length::Fixed(56.0))
                .clip(true)
                .into(),
        ),
        working: o.working.iter().map(|w| loc.line(w)).collect(),
        open: ui.working,
        toggle: Some(m(Msg::Working)),
        // Greyed once the phase moves on, or once the form no longer asks what it answered.
        current: l.at == (key.0, key.2) && ui.answers(l),
        next,
        show_working: loc.t("wwb-ui-show-working"),
        hide_working: loc.t("wwb-ui-hide-working"),
        stale: loc.t("wwb-ui-stale"),
        basis_mark,
        basis: basis_lines,
    })
}
