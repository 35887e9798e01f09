//! The Fire tool: firing units and weapons, leaders, the target's terrain and DRMs, the
//! arithmetic before the roll and the odds of each result.

use iced::widget::{Column, button, container, text};
use iced::{Element, Length};

use super::{ItemFlag, Msg, Ui, lines_view, m, signed, stepper, toggle};
use crate::games::asl_sk1::fire::{self, FireAttack, FireType, ItemKind};
use crate::games::asl_sk1::{AslState, data};
use crate::i18n::Localizer;
use crate::ui::app::Message;
use crate::ui::theme;
use crate::ui::widgets::{big_button, wrap_row};

/// The attack the form describes (FFMO/FFNAM only sent for First Fire).
pub(super) fn attack_of(ui: &Ui, d: &data::AslData) -> FireAttack {
    let mut a = ui.attack.clone();
    a.tem = d
        .terrain
        .terrain
        .iter()
        .find(|t| t.id == ui.terrain)
        .map_or(0, |t| t.tem);
    if !a.fire_type.is_first_fire() {
        a.ffmo = false;
        a.ffnam = false;
    }
    a
}

pub(super) fn fire_form<'a>(
    loc: &Localizer,
    d: &data::AslData,
    s: &AslState,
    ui: &Ui,
) -> Element<'a, Message> {
    let a = &ui.attack;
    let mut col = Column::new().spacing(8);
    col = col.push(wrap_row(
        FireType::ALL
            .iter()
            .map(|&ft| toggle(loc.t(ft.msg()), a.fire_type == ft, Msg::FireType(ft)))
            .collect(),
    ));
    col = col.push(wrap_row(
        ItemKind::ALL
            .iter()
            .map(|&k| {
                big_button(
                    loc.tr("asl-ui-add", &[("what", loc.t(k.msg()))]),
                    Some(m(Msg::AddItem(k))),
                )
                .style(button::secondary)
                .into()
            })
            .collect(),
    ));
    for (i, it) in a.items.iter().enumerate() {
        let mut items = vec![stepper(
            loc.t(it.kind.msg()),
            it.fp.to_string(),
            (it.fp > 1).then_some(Msg::ItemFp(i, -1)),
            Some(Msg::ItemFp(i, 1)),
        )];
        let f = |id: &str, on: bool, fl: ItemFlag| toggle(loc.t(id), on, Msg::ItemFlag(i, fl));
        match it.kind {
            ItemKind::Squad | ItemKind::HalfSquad => {
                items.push(f("asl-ui-pbf", it.pbf, ItemFlag::Pbf));
                items.push(f("asl-ui-long-range", it.long_range, ItemFlag::LongRange));
                items.push(f("asl-ui-pinned", it.pinned, ItemFlag::Pinned));
                items.push(f("asl-ui-area-fire", it.area_fire, ItemFlag::Area));
                if it.kind == ItemKind::Squad && a.fire_type == FireType::Advancing {
                    items.push(f("asl-ui-assault-fire", it.assault_fire, ItemFlag::Assault));
                }
            }
            ItemKind::Mg => {
                items.push(f("asl-ui-pbf", it.pbf, ItemFlag::Pbf));
                items.push(f("asl-ui-long-range", it.long_range, ItemFlag::LongRange));
                items.push(f("asl-ui-pinned", it.pinned, ItemFlag::Pinned));
                items.push(f("asl-ui-area-fire", it.area_fire, ItemFlag::Area));
                items.push(f("asl-ui-smc-crew", it.smc_crew, ItemFlag::SmcCrew));
                items.push(f("asl-ui-captured", it.captured, ItemFlag::Captured));
                items.push(f(
                    "asl-ui-sw-inexperienced",
                    it.inexperienced,
                    ItemFlag::Inexperienced,
                ));
                items.push(stepper(
                    loc.t("asl-ui-rof"),
                    it.rof.map_or_else(|| "—".into(), |r| r.to_string()),
                    it.rof.map(|_| Msg::ItemRof(i, -1)),
                    Some(Msg::ItemRof(i, 1)),
                ));
                let usual = d.weapons.number(ItemKind::Mg, true).unwrap_or(12);
                let bn = it.bnum.unwrap_or(usual);
                items.push(stepper(
                    loc.t("asl-ui-bnum"),
                    bn.to_string(),
                    (bn > 2).then_some(Msg::ItemBnum(i, -1)),
                    (bn < 12).then_some(Msg::ItemBnum(i, 1)),
                ));
            }
            ItemKind::Ft => {
                items.push(f("asl-ui-two-hexes", it.long_range, ItemFlag::LongRange));
                items.push(f("asl-ui-elite", it.elite, ItemFlag::Elite));
                items.push(f(
                    "asl-ui-sw-inexperienced",
                    it.inexperienced,
                    ItemFlag::Inexperienced,
                ));
            }
            ItemKind::Dc => {
                items.push(f("asl-ui-elite", it.elite, ItemFlag::Elite));
                items.push(f(
                    "asl-ui-sw-inexperienced",
                    it.inexperienced,
                    ItemFlag::Inexperienced,
                ));
            }
        }
        items.push(
            big_button(loc.t("asl-ui-remove"), Some(m(Msg::RemoveItem(i))))
                .style(button::danger)
                .into(),
        );
        col = col.push(
            container(wrap_row(items))
                .padding(6)
                .width(Length::Fill)
                .style(theme::panel),
        );
    }
    col = col.push(wrap_row(vec![
        toggle(
            loc.t("asl-ui-inexperienced"),
            a.inexperienced,
            Msg::Inexperienced,
        ),
        big_button(loc.t("asl-ui-add-leader"), Some(m(Msg::AddLeader)))
            .style(button::secondary)
            .into(),
    ]));
    for (i, l) in a.leaders.iter().enumerate() {
        col = col.push(wrap_row(vec![
            stepper(
                loc.t("asl-ui-leader-drm"),
                signed(*l),
                (*l > -3).then_some(Msg::LeaderDrm(i, -1)),
                (*l < 1).then_some(Msg::LeaderDrm(i, 1)),
            ),
            big_button(loc.t("asl-ui-remove"), Some(m(Msg::RemoveLeader)))
                .style(button::danger)
                .into(),
        ]));
    }
    col = col.push(text(loc.t("asl-ui-target-terrain")).size(16));
    col = col.push(wrap_row(
        d.terrain
            .terrain
            .iter()
            .filter(|t| t.hindrance == 0 || t.tem != 0 || t.id == "orchard" || t.id == "grain")
            .filter(|t| t.id != "smoke")
            .map(|t| {
                toggle(
                    format!("{} {}", loc.t(&t.name), signed(t.tem)),
                    ui.terrain == t.id,
                    Msg::Terrain(t.id.clone()),
                )
            })
            .collect(),
    ));
    let mut drms = vec![
        stepper(
            loc.t("asl-ui-hindrance"),
            signed(a.hindrance),
            (a.hindrance > 0).then_some(Msg::Hindrance(-1)),
            (a.hindrance <= crate::games::asl_sk1::limits::HINDRANCE_MAX)
                .then_some(Msg::Hindrance(1)),
        ),
        toggle(loc.t("asl-ui-cx"), a.cx, Msg::Cx),
        stepper(
            loc.t("asl-ui-target-ft"),
            a.target_fts.to_string(),
            (a.target_fts > 0).then_some(Msg::TargetFt(-1)),
            Some(Msg::TargetFt(1)),
        ),
        stepper(
            loc.t("asl-ui-other-drm"),
            signed(a.other_drm),
            Some(Msg::OtherDrm(-1)),
            Some(Msg::OtherDrm(1)),
        ),
    ];
    if a.fire_type.is_first_fire() {
        drms.insert(0, toggle(loc.t("asl-ui-ffmo"), a.ffmo, Msg::Ffmo));
        drms.insert(0, toggle(loc.t("asl-ui-ffnam"), a.ffnam, Msg::Ffnam));
    }
    col = col.push(wrap_row(drms));
    // Before the roll: the arithmetic so far and the exact odds of each result.
    let attack = attack_of(ui, d);
    match fire::prepare(d, &attack, &s.settings) {
        Ok(p) => {
            col = col.push(lines_view(loc, &p.lines));
            if let Ok(odds) = fire::odds(d, &attack, &s.settings) {
                let mut oc = Column::new().spacing(4);
                oc = oc.push(text(loc.t("asl-ui-odds")).size(16));
                for (r, n) in odds {
                    oc = oc.push(crate::ui::widgets::odds_bar(
                        r.label(),
                        n as f32 / 36.0,
                        format!("{n}/36 · {:.1}%", n as f64 * 100.0 / 36.0),
                    ));
                }
                col = col.push(oc);
            }
        }
        Err(e) => col = col.push(text(e.text(loc)).size(16)),
    }
    col.into()
}
