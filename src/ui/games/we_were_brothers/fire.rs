//! The fire panel (8.1–8.3): firer and target, range, the target's cover (open or cover, never
//! both) first; then the odds; then the rarer hedge, headshot, bipod, the target's posture and
//! suppression fire. The firer's card, skills, wounds and running marker are read from his
//! boxes. The dice are in the dock; the answer in the result card.

use crate::ui::design::{font, space};
use iced::Element;
use iced::widget::{Column, text};

use super::forms::FireField;
use super::{Msg, Ui, pads, pick};
use crate::games::we_were_brothers::roster::Edit;
use crate::games::we_were_brothers::squad::Posture;
use crate::games::we_were_brothers::{self as wwb, data};
use crate::ui::app::{App, Message, Table};
use crate::ui::widgets::die_pad::number_pad;
use crate::ui::widgets::{toggle, wrap_row};

fn f(x: FireField) -> Msg {
    Msg::Fire(x)
}

pub fn view<'a>(app: &'a App, t: &'a Table, ui: &'a Ui) -> Element<'a, Message> {
    let loc = &app.loc;
    let d = data::load(&t.def);
    let Some(s) = wwb::state(&t.state.table) else {
        return text("").into();
    };
    let mut c = Column::new().spacing(space::M);
    // The everyday inputs first: firer, target, range, cover. Each row is always drawn with
    // the same size, so nothing moves as they are picked.
    c = c.push(pick::fire_pair(loc, s, ui.actor, ui.target, Msg::FirePick));
    c = c.push(pads::captioned(
        loc,
        "wwb-ui-range",
        number_pad(
            0..=10,
            Some(ui.fire.range),
            |r| super::m(f(FireField::Range(r))),
            "wwb-range",
        ),
    ));
    // Open or one cover, never both: one choice out of many.
    let mut covers = vec![(
        loc.t("wwb-ui-open"),
        ui.fire.cover.is_none(),
        Some(super::m(f(FireField::Cover(None)))),
    )];
    for cv in &d.numbers.cover {
        covers.push((
            loc.t(&format!("wwb-ui-cover-{}", cv.id)),
            ui.fire.cover.as_deref() == Some(cv.id.as_str()),
            Some(super::m(f(FireField::Cover(Some(cv.id.clone()))))),
        ));
    }
    c = c.push(pads::captioned(
        loc,
        "wwb-ui-cover",
        crate::ui::design::component::choice_wrap(covers),
    ));
    // The firer's weapon, always one line, then the odds in a box of fixed height.
    let line = ui.actor.and_then(|w| s.soldier(w)).map_or_else(
        || loc.t("wwb-ui-pick-actor"),
        |a| super::squads::weapon_line(loc, &d, a),
    );
    c = c.push(
        text(line)
            .size(font::BODY)
            .wrapping(iced::widget::text::Wrapping::None),
    );
    c = c.push(pads::odds(app, t, ui, &d));
    // Then the rarer ones.
    c = c.push(wrap_row(vec![
        toggle(
            loc.t("wwb-ui-hedge"),
            ui.fire.hedge,
            super::m(f(FireField::Hedge)),
        ),
        iced::widget::container(toggle(
            loc.t("wwb-ui-headshot"),
            ui.fire.headshot,
            super::m(f(FireField::Headshot)),
        ))
        .id("wwb-headshot")
        .into(),
        toggle(
            loc.t("wwb-ui-bipod"),
            ui.fire.bipod,
            super::m(f(FireField::Bipod)),
        ),
    ]));
    // Read from the target's boxes once he is picked; with no target picked, set here.
    let target_posture = ui.target.and_then(|w| s.soldier(w)).map(|x| x.posture);
    let postures = [Posture::Standing, Posture::Kneeling, Posture::Prone]
        .into_iter()
        .map(|p| {
            let on = target_posture.map_or(ui.fire.target_posture == p, |x| x == p);
            let msg = match ui.target {
                Some(w) => Msg::Edit(w, Edit::Posture(p)),
                None => f(FireField::TargetPosture(p)),
            };
            (loc.t(&p.msg()), on, Some(super::m(msg)))
        })
        .collect();
    c = c.push(pads::captioned(
        loc,
        "wwb-ui-target-posture",
        crate::ui::design::segmented(postures),
    ));
    // Direct fire or suppression: one of two.
    c = c.push(crate::ui::design::component::segmented_ids(vec![
        (
            loc.t("wwb-ui-direct"),
            !ui.fire.suppression,
            Some(super::m(f(FireField::Suppression(false)))),
            None,
        ),
        (
            loc.t("wwb-roll-suppression"),
            ui.fire.suppression,
            Some(super::m(f(FireField::Suppression(true)))),
            Some("wwb-suppression".to_string()),
        ),
    ]));
    let code = ui
        .actor
        .and_then(|w| s.squads.get(w.squad))
        .map_or_else(String::new, |q| q.code.clone());
    // L190: at the start of its fire phase a squad's FOP and suppression markers go.
    c = c.push(crate::ui::design::plain_button(
        loc.tr("wwb-ui-clear-markers", &[("code", code)]),
        None,
        ui.actor.map(|w| {
            super::m(Msg::Action(
                crate::games::we_were_brothers::WwbAction::ClearFireMarkers(w.squad),
            ))
        }),
    ));
    // After a successful suppression: every man in that MHx, friend or foe, one tap each
    // (last, so it pushes nothing when it appears).
    let suppressed = s.last.as_ref().is_some_and(|l| {
        l.outcome.headline.msg == "wwb-out-suppressed-mhx" && l.at.0 == t.state.table.cursor.round
    });
    if ui.fire.suppression && suppressed {
        // One marker per man per suppression (L479): a man already marked stays lit and takes
        // no second tap, so a repeated tap never pushes him on to Routed unseen.
        let marked = s.last.as_ref().map_or(&[][..], |l| l.marked.as_slice());
        c = c.push(pick::chips_marked(
            loc,
            s,
            "suppress",
            "wwb-ui-suppress-who",
            marked,
            |w| Msg::Action(crate::games::we_were_brothers::WwbAction::Suppress(w)),
        ));
    }
    super::form(c.into())
}
