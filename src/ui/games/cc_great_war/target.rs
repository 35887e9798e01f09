//! The target's unit on the Battle tab: cards played against some units only (Gas Attack,
//! infantry, L745) need it; unknown by default.

use crate::ui::design::component::choice_grid_fit as choice_grid;
use iced::Element;

use super::{Msg, m};
use crate::games::cc_great_war::battle::Situation;
use crate::games::cc_great_war::data::CcData;
use crate::i18n::Localizer;
use crate::ui::app::Message;

pub(super) fn target_unit_row<'a>(
    loc: &Localizer,
    data: &CcData,
    b: &Situation,
) -> Element<'a, Message> {
    let mut options = vec![(
        loc.t("ccgw-ui-unknown-unit"),
        b.target_unit.is_none(),
        Some(m(Msg::TargetUnit(None))),
    )];
    for u in &data.units {
        options.push((
            loc.t(&u.name),
            b.target_unit.as_deref() == Some(u.id.as_str()),
            Some(m(Msg::TargetUnit(Some(u.id.clone())))),
        ));
    }
    // One unit kind out of many: a choice grid.
    super::labelled(loc.t("ccgw-ui-target-unit"), choice_grid(options))
}
