//! The Morale tool: MC, NMC and PTC, leader-loss checks, and the advice after a leader's check.

use crate::ui::design::{font, segmented, space};
use iced::Element;
use iced::widget::{Column, text};

use super::{Msg, Ui, lines_view, m, signed, stepper, toggle};
use crate::games::asl_sk1::Line;
use crate::games::asl_sk1::morale::{CheckKind, UnitSize};
use crate::i18n::Localizer;
use crate::ui::app::Message;
use crate::ui::widgets::wrap_row;

pub(super) fn morale_form<'a>(loc: &Localizer, ui: &Ui) -> Element<'a, Message> {
    let x = &ui.mc;
    let mut col = Column::new().spacing(space::M);
    // MC, NMC or PTC; then who checks: one of three each, segmented.
    col = col.push(segmented(
        CheckKind::ALL
            .iter()
            .map(|&k| (loc.t(k.msg()), x.kind == k, Some(m(Msg::McKind(k)))))
            .collect(),
    ));
    col = col.push(segmented(
        UnitSize::ALL
            .iter()
            .map(|&k| (loc.t(k.msg()), x.size == k, Some(m(Msg::McSize(k)))))
            .collect(),
    ));
    let mut items = vec![stepper(
        loc.t("asl-ui-morale"),
        x.morale.to_string(),
        (x.morale > 2).then_some(Msg::McMorale(-1)),
        (x.morale < 12).then_some(Msg::McMorale(1)),
    )];
    if x.kind == CheckKind::Mc {
        items.push(stepper(
            loc.t("asl-ui-ift-drm"),
            signed(x.ift_drm),
            (x.ift_drm > 0).then_some(Msg::McIft(-1)),
            (x.ift_drm < 4).then_some(Msg::McIft(1)),
        ));
    }
    items.push(stepper(
        loc.t("asl-ui-leader-drm"),
        signed(x.leader_drm),
        (x.leader_drm > -3).then_some(Msg::McLeader(-1)),
        (x.leader_drm < 1).then_some(Msg::McLeader(1)),
    ));
    if x.kind != CheckKind::Ptc {
        items.push(toggle(loc.t("asl-ui-broken"), x.broken, Msg::McBroken));
    }
    if x.size == UnitSize::Leader {
        items.push(stepper(
            loc.t("asl-ui-own-leadership"),
            signed(ui.own_leadership),
            (ui.own_leadership > -3).then_some(Msg::McOwnLeadership(-1)),
            (ui.own_leadership < 0).then_some(Msg::McOwnLeadership(1)),
        ));
    }
    items.push(stepper(
        loc.t("asl-ui-elr"),
        x.elr.map_or_else(|| "—".into(), |e| e.to_string()),
        x.elr.map(|_| Msg::McElr(-1)),
        (x.elr.unwrap_or(0) < 5).then_some(Msg::McElr(1)),
    ));
    items.push(toggle(
        loc.t("asl-ui-elr-exempt"),
        x.elr_exempt,
        Msg::McElrExempt,
    ));
    col = col.push(wrap_row(items));
    let mut loss = vec![
        toggle(
            loc.t("asl-check-llmc"),
            x.kind == CheckKind::Nmc && x.leader_loss.is_some(),
            Msg::McLoss(CheckKind::Nmc),
        ),
        toggle(
            loc.t("asl-check-lltc"),
            x.kind == CheckKind::Ptc && x.leader_loss.is_some(),
            Msg::McLoss(CheckKind::Ptc),
        ),
    ];
    if let Some(l) = x.leader_loss {
        loss.push(stepper(
            loc.t("asl-ui-lost-leader"),
            signed(l),
            (l > -3).then_some(Msg::McLostLeader(-1)),
            (l < 1).then_some(Msg::McLostLeader(1)),
        ));
    }
    col = col.push(wrap_row(loss));
    col = col.push(text(loc.t("asl-ui-leader-first")).size(font::SMALL));
    if let Some(id) = ui.follow_up {
        col = col.push(lines_view(
            loc,
            &[Line::new(id).arg("leadership", signed(ui.own_leadership))],
        ));
    }
    col.into()
}
