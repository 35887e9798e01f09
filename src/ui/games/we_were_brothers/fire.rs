//! The fire panel (8.1–8.3): firer and target, range, the target's cover (open or cover, never
//! both), headshot, bipod, or suppression fire; the firer's card, skills, wounds and running
//! marker are read from his boxes. Odds and die pads under it; the answer in the result card.

use iced::Element;
use iced::widget::{Column, text};

use super::forms::FireField;
use super::{Msg, Ui, pads, pick};
use crate::games::we_were_brothers::squad::Posture;
use crate::games::we_were_brothers::{self as wwb, data};
use crate::ui::app::{App, Message, Table};
use crate::ui::theme;
use crate::ui::widgets::die_pad::number_pad;
use crate::ui::widgets::{self, toggle, wrap_row};

fn f(x: FireField) -> Msg {
    Msg::Fire(x)
}

pub fn view<'a>(app: &'a App, t: &'a Table, ui: &'a Ui) -> Element<'a, Message> {
    let loc = &app.loc;
    let d = data::load(&t.def);
    let Some(s) = wwb::state(&t.state.table) else {
        return text("").into();
    };
    let mut c = Column::new().spacing(10);
    c = c.push(pick::chips(
        loc,
        s,
        "actor",
        "wwb-ui-firer",
        ui.actor,
        None,
        Msg::Actor,
    ));
    // Always drawn, so nothing below moves when the firer is picked.
    let line = ui.actor.and_then(|w| s.soldier(w)).map_or_else(
        || loc.t("wwb-ui-pick-actor"),
        |a| super::squads::weapon_line(loc, &d, a),
    );
    c = c.push(text(line).size(theme::BODY));
    let code = ui
        .actor
        .and_then(|w| s.squads.get(w.squad))
        .map_or_else(String::new, |q| q.code.clone());
    // L190: at the start of its fire phase a squad's FOP and suppression markers go.
    c = c.push(widgets::big_button(
        loc.tr("wwb-ui-clear-markers", &[("code", code)]),
        ui.actor.map(|w| {
            super::m(Msg::Action(
                crate::games::we_were_brothers::WwbAction::ClearFireMarkers(w.squad),
            ))
        }),
    ));
    c = c.push(wrap_row(vec![
        toggle(
            loc.t("wwb-ui-direct"),
            !ui.fire.suppression,
            super::m(f(FireField::Suppression(false))),
        ),
        toggle(
            loc.t("wwb-roll-suppression"),
            ui.fire.suppression,
            super::m(f(FireField::Suppression(true))),
        ),
    ]));
    if !ui.fire.suppression {
        c = c.push(pick::chips(
            loc,
            s,
            "target",
            "wwb-ui-target",
            ui.target,
            pick::enemy_of(s, ui.actor),
            |w| Msg::Target(Some(w)),
        ));
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
        if ui.target.is_none() {
            let postures = [Posture::Standing, Posture::Kneeling, Posture::Prone]
                .into_iter()
                .map(|p| {
                    toggle(
                        loc.t(&p.msg()),
                        ui.fire.target_posture == p,
                        super::m(f(FireField::TargetPosture(p))),
                    )
                })
                .collect();
            c = c.push(text(loc.t("wwb-ui-target-posture")).size(theme::CAPTION));
            c = c.push(wrap_row(postures));
        }
        let mut covers = vec![toggle(
            loc.t("wwb-ui-open"),
            ui.fire.cover.is_none(),
            super::m(f(FireField::Cover(None))),
        )];
        for cv in &d.numbers.cover {
            covers.push(toggle(
                loc.t(&format!("wwb-ui-cover-{}", cv.id)),
                ui.fire.cover.as_deref() == Some(cv.id.as_str()),
                super::m(f(FireField::Cover(Some(cv.id.clone())))),
            ));
        }
        c = c.push(text(loc.t("wwb-ui-cover")).size(theme::CAPTION));
        c = c.push(wrap_row(covers));
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
    }
    c = c.push(pads::entry(loc, t, ui, &d));
    // After a successful suppression: every man in that MHx, friend or foe, one tap each.
    let suppressed = s.last.as_ref().is_some_and(|l| {
        l.outcome.headline.msg == "wwb-out-suppressed-mhx" && l.at.0 == t.state.table.cursor.round
    });
    if ui.fire.suppression && suppressed {
        c = c.push(pick::chips(
            loc,
            s,
            "suppress",
            "wwb-ui-suppress-who",
            None,
            None,
            |w| Msg::Action(crate::games::we_were_brothers::WwbAction::Suppress(w)),
        ));
    }
    widgets::panel(loc.t("wwb-tab-fire"), c.into())
}
