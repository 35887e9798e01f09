//! Care and morale (9.0, 10.0): treatment, the medic, deterioration, rally, a routed man's own
//! test and the Cold-blood test; the healer's First Aid, the wounded man's status and Strength
//! are read from their boxes.

use crate::ui::design::space;
use iced::Element;
use iced::widget::{Column, text};

use super::forms::CareKind;
use super::{Msg, Ui, m, pads, pick};
use crate::games::we_were_brothers::{self as wwb, data};
use crate::ui::app::{App, Message, Table};

pub fn view<'a>(app: &'a App, t: &'a Table, ui: &'a Ui) -> Element<'a, Message> {
    let loc = &app.loc;
    let d = data::load(&t.def);
    let Some(s) = wwb::state(&t.state.table) else {
        return text("").into();
    };
    let mut c = Column::new().spacing(space::M);
    // Which roll: one of several.
    c = c.push(crate::ui::design::component::choice_wrap(
        CareKind::ALL
            .into_iter()
            .map(|k| (loc.t(k.msg()), ui.care == k, Some(m(Msg::Care(k)))))
            .collect(),
    ));
    // Always drawn (greyed for a roll nobody makes for him), so the patients below never
    // move when the roll changes.
    let title = if ui.care == CareKind::Rally {
        "wwb-ui-rallier"
    } else {
        "wwb-ui-healer"
    };
    let has_actor = ui.care.has_actor();
    c = c.push(pick::chips(
        loc,
        s,
        "actor",
        title,
        ui.actor.filter(|_| has_actor),
        |w| has_actor && super::update::may_care(s, ui.target, w),
        Msg::Actor,
    ));
    c = c.push(pick::chips(
        loc,
        s,
        "target",
        "wwb-ui-patient",
        ui.target,
        pick::anyone,
        |w| Msg::Target(Some(w)),
    ));
    c = c.push(pads::odds(app, t, ui, &d));
    super::form(c.into())
}
