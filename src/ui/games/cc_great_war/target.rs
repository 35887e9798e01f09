//! The target's unit on the Battle tab: cards played against some units only (Gas Attack,
//! infantry, L745) need it; unknown by default.

use crate::ui::design::{font, space};
use iced::Element;
use iced::widget::{Row, text};

use super::{Msg, toggle};
use crate::games::cc_great_war::battle::Situation;
use crate::games::cc_great_war::data::CcData;
use crate::i18n::Localizer;
use crate::ui::app::Message;

pub(super) fn target_unit_row<'a>(
    loc: &Localizer,
    data: &CcData,
    b: &Situation,
) -> Element<'a, Message> {
    let mut r = Row::new()
        .spacing(space::S)
        .push(text(loc.t("ccgw-ui-target-unit")).size(font::BODY))
        .push(toggle(
            loc.t("ccgw-ui-unknown-unit"),
            b.target_unit.is_none(),
            Msg::TargetUnit(None),
        ));
    for u in &data.units {
        r = r.push(toggle(
            loc.t(&u.name),
            b.target_unit.as_deref() == Some(u.id.as_str()),
            Msg::TargetUnit(Some(u.id.clone())),
        ));
    }
    r.wrap().into()
}
