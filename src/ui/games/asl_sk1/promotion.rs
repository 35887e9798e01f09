//! The Promotion tool (Leader Creation Table).

use crate::ui::design::{font, space};
use iced::Element;
use iced::widget::{column, text};

use super::{Msg, Ui, stepper, toggle};
use crate::games::asl_sk1::data;
use crate::i18n::Localizer;
use crate::ui::app::Message;
use crate::ui::widgets::wrap_row;

pub(super) fn promo_form<'a>(loc: &Localizer, d: &data::AslData, ui: &Ui) -> Element<'a, Message> {
    let x = &ui.promo;
    let mut items: Vec<Element<'a, Message>> = d
        .lct
        .nationalities
        .iter()
        .map(|n| {
            toggle(
                loc.t(&n.name),
                x.nationality == n.id,
                Msg::PromoNat(n.id.clone()),
            )
        })
        .collect();
    items.push(stepper(
        loc.t("asl-ui-morale"),
        x.morale.to_string(),
        (x.morale > 2).then_some(Msg::PromoMorale(-1)),
        (x.morale < 12).then_some(Msg::PromoMorale(1)),
    ));
    items.push(toggle(
        loc.t("asl-ui-self-rally"),
        x.self_rally,
        Msg::PromoSelf,
    ));
    column![
        wrap_row(items),
        text(loc.t("asl-ui-lct-source")).size(font::CAPTION)
    ]
    .spacing(space::M)
    .into()
}
