//! The Fire tool: firing units and weapons, leaders, the target's terrain and DRMs, the
//! arithmetic before the roll and the odds of each result.

use crate::ui::design::component::choice_grid_fit as choice_grid;
use crate::ui::design::{font, space, style};
use iced::widget::{Column, Row, button, container, scrollable, text};
use iced::{Element, Length};

use super::{ItemFlag, Msg, Pin, Ui, kept_toggle, lines_view, m, signed, stepper, toggle};
use crate::games::asl_sk1::fire::{self, FireAttack, FireType, ItemKind};
use crate::games::asl_sk1::{AslState, data};
use crate::i18n::Localizer;
use crate::ui::app::Message;
use crate::ui::theme;
use crate::ui::widgets::{TOUCH, big_button, wrap_row};

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

/// The height of the slot under the form where the arithmetic and the odds show: fixed, so a
/// change of firepower or terrain never moves what is under it.
const PREVIEW_H: f32 = 330.0;
/// The id of that slot (the stability tests let what is inside it change).
pub const PREVIEW_ID: &str = "asl_fire_preview";

/// The IFT columns to pick the attack's FP from, the column in use selected.
fn columns<'a>(d: &data::AslData, now: Option<usize>) -> Element<'a, Message> {
    let mut r = Row::new().spacing(space::S);
    for (i, &c) in d.ift.columns.iter().enumerate() {
        r = r.push(
            button(container(text(c.to_string()).size(font::LEAD)).center(Length::Fill))
                .width(Length::Fixed(TOUCH + 4.0))
                .height(Length::Fixed(TOUCH))
                .padding(0)
                .style(style::segment(now == Some(i)))
                .on_press(m(Msg::Column(c))),
        );
    }
    // One column out of the chart's: segments in one well, the one in use raised.
    container(r.wrap().vertical_spacing(space::S))
        .padding(space::XS)
        .width(Length::Fill)
        .style(style::well)
        .into()
}

/// The fire form as the table plays it: the FP (the IFT column, one tap), the
/// firers one by one folded under it (weapons, PBF, long range, several hexes); the target's
/// terrain, the DRMs and the leader; then the fire type (the phase sets it); the arithmetic
/// and the odds last, in a slot of fixed height.
pub(super) fn fire_form<'a>(
    loc: &Localizer,
    d: &data::AslData,
    s: &AslState,
    ui: &Ui,
) -> Element<'a, Message> {
    let a = &ui.attack;
    let attack = attack_of(ui, d);
    let prepared = fire::prepare(d, &attack, &s.settings);
    let mut col = Column::new().spacing(space::M);
    col = col.push(text(loc.t("asl-ui-fp-column")).size(font::LABEL));
    col = col.push(columns(d, prepared.as_ref().ok().and_then(|p| p.column)));
    // The firers one by one, folded, next to the FP they replace: in reach without a scroll,
    // and opened in place under their button (the button never moves).
    col = col.push(
        big_button(
            loc.t(if ui.firers_open {
                "asl-ui-firers-fold"
            } else {
                "asl-ui-firers-open"
            }),
            Some(m(Msg::Firers)),
        )
        .style(style::plain),
    );
    if ui.firers_open {
        col = col.push(firers(loc, d, ui));
    }
    col = col.push(text(loc.t("asl-ui-target-terrain")).size(font::LABEL));
    // The terrain chart: one out of many, a choice grid.
    col = col.push(choice_grid(
        d.terrain
            .terrain
            .iter()
            .filter(|t| t.hindrance == 0 || t.tem != 0 || t.id == "orchard" || t.id == "grain")
            .filter(|t| t.id != "smoke")
            .map(|t| {
                (
                    format!("{} {}", loc.t(&t.name), signed(t.tem)),
                    ui.terrain == t.id,
                    Some(m(Msg::Terrain(t.id.clone()))),
                )
            })
            .collect(),
    ));
    let leader = a.leaders.first().copied();
    let mut drms = vec![
        stepper(
            loc.t("asl-ui-leader-drm"),
            leader.map_or_else(|| "—".into(), signed),
            (leader.unwrap_or(1) > -3).then_some(Msg::Leader(-1)),
            leader.map(|_| Msg::Leader(1)),
        ),
        stepper(
            loc.t("asl-ui-hindrance"),
            signed(a.hindrance),
            (a.hindrance > 0).then_some(Msg::Hindrance(-1)),
            (a.hindrance <= crate::games::asl_sk1::limits::HINDRANCE_MAX)
                .then_some(Msg::Hindrance(1)),
        ),
        kept_toggle(loc, ui, loc.t("asl-ui-cx"), a.cx, Msg::Cx, Pin::FireCx),
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
        drms.insert(
            1,
            kept_toggle(
                loc,
                ui,
                loc.t("asl-ui-ffmo"),
                a.ffmo,
                Msg::Ffmo,
                Pin::FireFfmo,
            ),
        );
        drms.insert(
            1,
            kept_toggle(
                loc,
                ui,
                loc.t("asl-ui-ffnam"),
                a.ffnam,
                Msg::Ffnam,
                Pin::FireFfnam,
            ),
        );
    }
    col = col.push(wrap_row(drms));
    // The kind of fire: one of eight (too many, and too long, for equal segments), a
    // choice grid.
    col = col.push(choice_grid(
        FireType::ALL
            .iter()
            .map(|&ft| {
                (
                    loc.t(ft.msg()),
                    a.fire_type == ft,
                    Some(m(Msg::FireType(ft))),
                )
            })
            .collect(),
    ));
    // Before the roll: the exact odds of each result and the arithmetic so far.
    let mut preview = Column::new().spacing(space::S);
    match prepared {
        Ok(p) => {
            if let Ok(odds) = fire::odds(d, &attack, &s.settings) {
                let mut oc = Column::new().spacing(space::XS);
                // The quiet mark of a reading the odds rest on (the words are on the card).
                let b = crate::games::asl_sk1::basis::fire_before(&attack, p.total);
                let (mark, _) = crate::ui::widgets::result_card::basis_words(loc, &b, |u| {
                    super::resolvers::unverified_words(loc, u)
                });
                let head = match mark {
                    Some(mark) => format!("{} · {mark}", loc.t("asl-ui-odds")),
                    None => loc.t("asl-ui-odds"),
                };
                oc = oc.push(text(head).size(font::LABEL));
                for (r, n) in odds {
                    oc = oc.push(crate::ui::widgets::odds_bar(
                        r.label(),
                        n as f32 / 36.0,
                        format!("{n}/36 · {}", loc.pct(n as f64 * 100.0 / 36.0, 1)),
                    ));
                }
                preview = preview.push(oc);
            }
            preview = preview.push(lines_view(loc, &p.lines));
        }
        Err(e) => preview = preview.push(text(e.text(loc)).size(font::LABEL)),
    }
    col = col.push(
        container(scrollable(preview).width(Length::Fill))
            .id(PREVIEW_ID)
            .width(Length::Fill)
            .height(Length::Fixed(PREVIEW_H)),
    );
    col.into()
}

/// The firers one by one: each unit or weapon with its own modifiers, the FP picked on the
/// column (if any), the directing leaders of other hexes, Inexperienced MMC.
fn firers<'a>(loc: &Localizer, d: &data::AslData, ui: &Ui) -> Element<'a, Message> {
    let a = &ui.attack;
    let mut col = Column::new().spacing(space::M);
    if let Some(fp) = a.raw_fp {
        col = col.push(wrap_row(vec![
            text(loc.tr("asl-ui-fp-picked", &[("fp", fp.to_string())]))
                .size(font::BODY)
                .into(),
            big_button(loc.t("asl-ui-remove"), Some(m(Msg::ClearColumn)))
                .style(style::danger)
                .into(),
        ]));
    }
    let mut adds: Vec<Element<'a, Message>> = ItemKind::ALL
        .iter()
        .map(|&k| {
            big_button(
                loc.tr("asl-ui-add", &[("what", loc.t(k.msg()))]),
                Some(m(Msg::AddItem(k))),
            )
            .style(style::plain)
            .into()
        })
        .collect();
    adds.push(
        big_button(loc.t("asl-ui-add-leader"), Some(m(Msg::AddLeader)))
            .style(style::plain)
            .into(),
    );
    adds.push(toggle(
        loc.t("asl-ui-inexperienced"),
        a.inexperienced,
        Msg::Inexperienced,
    ));
    // The lists grow below their add buttons.
    col = col.push(wrap_row(adds));
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
                // The errata's choice: no ROF, so the MG's FP stays in the Residual FP.
                if it.rof.is_some()
                    && matches!(a.fire_type, FireType::Dff | FireType::Sff | FireType::Fpf)
                {
                    items.push(f(
                        "asl-ui-decline-rof",
                        it.decline_rof,
                        ItemFlag::DeclineRof,
                    ));
                }
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
                .style(style::danger)
                .into(),
        );
        col = col.push(
            container(wrap_row(items))
                .padding(space::S)
                .width(Length::Fill)
                .style(theme::panel),
        );
    }
    for (i, l) in a.leaders.iter().enumerate() {
        col = col.push(wrap_row(vec![
            stepper(
                loc.t("asl-ui-leader-drm"),
                signed(*l),
                (*l > -3).then_some(Msg::LeaderDrm(i, -1)),
                (*l < 1).then_some(Msg::LeaderDrm(i, 1)),
            ),
            big_button(loc.t("asl-ui-remove"), Some(m(Msg::RemoveLeader)))
                .style(style::danger)
                .into(),
        ]));
    }
    col.into()
}
