//! The Rally tool.

use iced::Element;

use super::{Msg, Pin, Ui, kept_toggle, signed, stepper, toggle};
use crate::i18n::Localizer;
use crate::ui::app::Message;
use crate::ui::widgets::wrap_row;

pub(super) fn rally_form<'a>(loc: &Localizer, ui: &Ui) -> Element<'a, Message> {
    let x = &ui.rally;
    wrap_row(vec![
        stepper(
            loc.t("asl-ui-broken-morale"),
            x.broken_morale.to_string(),
            (x.broken_morale > 2).then_some(Msg::RallyMorale(-1)),
            (x.broken_morale < 12).then_some(Msg::RallyMorale(1)),
        ),
        kept_toggle(
            loc,
            ui,
            loc.t("asl-marker-dm"),
            x.dm,
            Msg::RallyDm,
            Pin::RallyDm,
        ),
        kept_toggle(
            loc,
            ui,
            loc.t("asl-ui-cover"),
            x.woods_building,
            Msg::RallyCover,
            Pin::RallyCover,
        ),
        toggle(loc.t("asl-ui-self-rally"), x.self_rally, Msg::RallySelf),
        toggle(loc.t("asl-ui-rally-leader"), !x.mmc, Msg::RallyIsLeader),
        stepper(
            loc.t("asl-ui-leader-drm"),
            x.leader_drm.map_or_else(|| "—".into(), signed),
            (x.leader_drm.unwrap_or(1) > -3 && !x.self_rally).then_some(Msg::RallyLeader(-1)),
            x.leader_drm.map(|_| Msg::RallyLeader(1)),
        ),
    ])
}
