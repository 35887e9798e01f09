//! The Ambush and Close Combat tools.

use crate::ui::design::{font, space};
use iced::Element;
use iced::widget::{Column, column, text};

use super::{Msg, Pin, Ui, kept_toggle, signed, stepper, toggle};
use crate::games::asl_sk1::{cc, data};
use crate::i18n::Localizer;
use crate::ui::app::Message;
use crate::ui::widgets::wrap_row;

pub(super) fn ambush_form<'a>(loc: &Localizer, ui: &Ui) -> Element<'a, Message> {
    let mut col = Column::new().spacing(space::M);
    col = col.push(text(loc.t("asl-ui-amb-when")).size(font::SMALL));
    for (i, head) in ["asl-ui-amb-side-a", "asl-ui-amb-side-d"]
        .iter()
        .enumerate()
    {
        let s = &ui.ambush[i];
        col = col.push(text(loc.t(head)).size(font::CONTROL));
        col = col.push(wrap_row(vec![
            toggle(loc.t("asl-ui-amb-cx"), s.cx, Msg::AmbCx(i)),
            toggle(loc.t("asl-ui-amb-pinned"), s.pinned, Msg::AmbPinned(i)),
            toggle(
                loc.t("asl-ui-inexperienced"),
                s.inexperienced,
                Msg::AmbInexperienced(i),
            ),
            stepper(
                loc.t("asl-ui-leader-drm"),
                s.leader_drm.map_or_else(|| "—".into(), signed),
                (s.leader_drm.unwrap_or(1) > -3).then_some(Msg::AmbLeader(i, -1)),
                s.leader_drm.map(|_| Msg::AmbLeader(i, 1)),
            ),
            text(loc.tr("asl-ui-amb-drm", &[("drm", signed(s.drm()))]))
                .size(font::LABEL)
                .into(),
        ]));
    }
    col.into()
}

pub(super) fn cc_form<'a>(loc: &Localizer, d: &data::AslData, ui: &Ui) -> Element<'a, Message> {
    let x = &ui.cc;
    let col = &d.cct.columns[cc::column(d, x.attacker_fp.max(1), x.defender_fp.max(1))];
    column![
        wrap_row(vec![
            stepper(
                loc.t("asl-ui-attacker-fp"),
                x.attacker_fp.to_string(),
                (x.attacker_fp > 1).then_some(Msg::CcAttacker(-1)),
                Some(Msg::CcAttacker(1)),
            ),
            stepper(
                loc.t("asl-ui-defender-fp"),
                x.defender_fp.to_string(),
                (x.defender_fp > 1).then_some(Msg::CcDefender(-1)),
                Some(Msg::CcDefender(1)),
            ),
            stepper(
                loc.t("asl-ui-leader-drm"),
                x.leader_drm.map_or_else(|| "—".into(), signed),
                (x.leader_drm.unwrap_or(1) > -3).then_some(Msg::CcLeader(-1)),
                x.leader_drm.map(|_| Msg::CcLeader(1)),
            ),
            kept_toggle(
                loc,
                ui,
                loc.t("asl-ui-cx"),
                x.attacker_cx,
                Msg::CcAttackerCx,
                Pin::CcAttackerCx
            ),
            kept_toggle(
                loc,
                ui,
                loc.t("asl-ui-vs-cx"),
                x.defender_cx,
                Msg::CcDefenderCx,
                Pin::CcDefenderCx
            ),
            kept_toggle(
                loc,
                ui,
                loc.t("asl-ui-vs-broken"),
                x.defender_broken,
                Msg::CcBroken,
                Pin::CcBroken
            ),
            toggle(loc.t("asl-ui-cc-mmc"), x.mmc, Msg::CcMmc),
            toggle(
                loc.t("asl-ui-ambusher"),
                x.attacker_ambushed,
                Msg::CcAmbusher
            ),
            toggle(
                loc.t("asl-ui-vs-ambusher"),
                x.defender_ambushed,
                Msg::CcVsAmbusher
            ),
        ]),
        text(loc.tr(
            "asl-ui-cc-odds",
            &[("odds", col.odds.clone()), ("kill", col.kill.to_string())]
        ))
        .size(font::CONTROL),
    ]
    .spacing(space::M)
    .into()
}
