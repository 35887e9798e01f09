//! The resolvers panel: the tool tabs, the open tool's form, the dice, and the last result.

use crate::ui::design::{font, space, style};
use iced::Element;
use iced::widget::{Column, Row, column, row, text};

use super::close_combat::{ambush_form, cc_form};
use super::fire::fire_form;
use super::morale::morale_form;
use super::movement::movement_form;
use super::promotion::promo_form;
use super::rally::rally_form;
use super::{Msg, Tool, Ui, m, toggle};
use crate::core::def::GameDef;
use crate::games::asl_sk1::fire;
use crate::games::asl_sk1::morale;
use crate::games::asl_sk1::{AslState, Resolution, data};
use crate::i18n::Localizer;
use crate::session::GameState;
use crate::ui::app::Message;
use crate::ui::screens::section;
use crate::ui::widgets::big_button;
use crate::ui::widgets::die_face::{FaceLook, die_face};
use crate::ui::widgets::die_pad::{faces_row, number_pad};

/// The dice, for the dock: one pad per die (a tap each; the last one resolves), the app's roll,
/// and a clear for the dice entered so far (shown selected on their pads). `labels` names the
/// first die and, for a DR, the second one. Two pads side by side across a portrait dock, one
/// over the other in the landscape one.
pub(super) fn dice_pad<'a>(
    loc: &Localizer,
    def: &GameDef,
    ui: &Ui,
    labels: (&str, Option<&str>),
) -> Element<'a, Message> {
    let dice = [
        ("colored", labels.0),
        ("white", labels.1.unwrap_or_default()),
    ];
    let count = if labels.1.is_some() { 2 } else { 1 };
    let mut pads = Row::new().spacing(space::XL);
    for (i, (die, label)) in dice.iter().take(count).enumerate() {
        let mut head = Row::new()
            .spacing(space::M)
            .align_y(iced::Alignment::Center);
        if let Some(d) = def.die(die) {
            head = head.push(die_face(FaceLook::of(&d, 5, &loc.t(label)), 22.0));
        }
        head = head.push(text(loc.t(label)).size(font::SMALL));
        pads = pads.push(
            column![
                head,
                number_pad(
                    1..=6,
                    ui.pad[i],
                    move |v| m(Msg::Pad(i, v)),
                    &format!("asl-pad-{i}"),
                )
            ]
            .spacing(space::XS),
        );
    }
    let entered = ui.pad.iter().any(Option::is_some);
    column![
        pads.wrap().vertical_spacing(space::M),
        row![
            big_button(loc.t("asl-ui-roll"), Some(m(Msg::Roll))).style(style::primary),
            big_button(
                loc.t("asl-ui-pad-clear"),
                entered.then_some(m(Msg::PadClear))
            )
            .style(style::plain),
        ]
        .spacing(space::M),
    ]
    .spacing(space::M)
    .into()
}

/// The result card of the last resolution: the answer in display type, the dice, whose it
/// was, the working folded, and what follows. Its words are the game's (`asl_sk1::card`);
/// this shows the card only for the tool it answers, greyed when the form or the phase
/// changed.
pub(super) fn result_card<'a>(
    loc: &Localizer,
    def: &GameDef,
    state: &GameState,
    s: &AslState,
    ui: &Ui,
    d: &data::AslData,
) -> Option<Element<'a, Message>> {
    let last = s.last.as_ref()?;
    let (same_form, next): (bool, Vec<(String, Message)>) = match (last, ui.tool) {
        (Resolution::Fire(a, c, w), Tool::Fire) => {
            let o = fire::resolve(d, a, &s.settings, *c, *w).ok()?;
            let follow = match o.result {
                fire::IftResult::Mc(n) | fire::IftResult::K(n) => {
                    Some(loc.tr("asl-ui-next-mc", &[("n", n.to_string())]))
                }
                fire::IftResult::Nmc => Some(loc.t("asl-ui-next-nmc")),
                fire::IftResult::Ptc => Some(loc.t("asl-ui-next-ptc")),
                _ => None,
            };
            let next = follow
                .map(|label| (label, m(Msg::FollowUp(o.result))))
                .into_iter()
                .collect();
            (*a == super::fire::attack_of(ui, d), next)
        }
        // The IFT result that called for the check the morale form is set for stays in the
        // card while that check's dice are entered.
        (Resolution::Fire(a, c, w), Tool::Morale) => {
            let o = fire::resolve(d, a, &s.settings, *c, *w).ok()?;
            let called = match o.result {
                fire::IftResult::Mc(n) | fire::IftResult::K(n) => {
                    ui.mc.kind == morale::CheckKind::Mc && ui.mc.ift_drm == i32::from(n)
                }
                fire::IftResult::Nmc => ui.mc.kind == morale::CheckKind::Nmc,
                fire::IftResult::Ptc => ui.mc.kind == morale::CheckKind::Ptc,
                _ => false,
            };
            if !called {
                return None;
            }
            (true, vec![])
        }
        (Resolution::Morale(x, ..), Tool::Morale) => (*x == ui.mc, vec![]),
        (Resolution::Rally(x, c, w), Tool::Rally) => {
            let o = morale::rally(x, *c, *w).ok()?;
            // An original 12 wounds a leader: the wound roll is one tap away.
            let next = if o.wound_roll {
                vec![(loc.t("asl-ui-next-wound"), m(Msg::Tool(Tool::Wound)))]
            } else {
                vec![]
            };
            (*x == ui.rally, next)
        }
        (Resolution::Cc(x, ..), Tool::Cc) => (*x == ui.cc, vec![]),
        // Every other tool's answer is in the dock too, greyed once its form changed.
        (Resolution::Ambush(a, b, ..), Tool::Ambush) => (ui.ambush == [*a, *b], vec![]),
        (Resolution::Wound(x, _), Tool::Wound) => (*x == ui.wounded, vec![]),
        (Resolution::Promotion(x, _), Tool::Promotion) => (*x == ui.promo, vec![]),
        (Resolution::Pick(..), Tool::Random) => (true, vec![]),
        (r, Tool::Sw) if super::sw_tools::shows(r, ui) => {
            (super::sw_tools::same_form(r, ui), vec![])
        }
        _ => return None,
    };
    let card = crate::games::asl_sk1::card::of(loc, def, &state.table, last)?;
    let phase_now = crate::ui::games::phase_key(state);
    let current = same_form && ui.result_phase.is_none_or(|p| p == phase_now);
    let faces: Vec<_> = ["colored", "white"]
        .iter()
        .zip(crate::games::asl_sk1::card::dice(last))
        .filter_map(|(k, v)| {
            def.die(k)
                .map(|die| (die, usize::from(v.saturating_sub(1))))
        })
        .collect();
    Some(crate::ui::widgets::result_card::result_card(
        crate::ui::widgets::result_card::Card {
            outcome: card.outcome,
            detail: card.detail,
            whose: card.whose,
            dice: Some(faces_row(loc, &faces, 40.0)),
            working: card.working,
            open: ui.working,
            toggle: Some(m(Msg::Working)),
            current,
            next,
            aside: None,
            show_working: loc.t("ui-show-working"),
            hide_working: loc.t("ui-hide-working"),
            stale: loc.t("ui-result-stale"),
            basis_mark: card.basis_mark,
            basis: card.basis,
            tone: card.tone,
        },
    ))
}

/// A placeholder value of an ASL answer, in the player's words.
pub(super) fn unverified_words(loc: &Localizer, u: &crate::core::basis::Unverified) -> String {
    crate::games::asl_sk1::card::unverified_words(loc, u)
}

/// The dice the open tool rolls: the first die's name and, for a DR, the second's.
pub(super) fn tool_dice(ui: &Ui, s: &AslState) -> Option<(&'static str, Option<&'static str>)> {
    match ui.tool {
        Tool::Fire | Tool::Morale | Tool::Rally | Tool::Cc => {
            Some(("asl-die-colored", Some("asl-die-white")))
        }
        Tool::Ambush => Some(("asl-ui-amb-dr-a", Some("asl-ui-amb-dr-d"))),
        Tool::Wound | Tool::Promotion => Some(("asl-ui-die", None)),
        Tool::Sw => Some(super::sw_tools::dice_labels(ui, s)),
        // A calculation, not a roll; the random selection has a die per candidate in its form.
        Tool::Movement | Tool::Random | Tool::Turn => None,
    }
}

/// The open tool's form (its dice are in the dock): for a rare tool, the picker of the rare
/// tools first; then the form; then the last result of the tools without a result card.
pub(super) fn tools_panel<'a>(
    loc: &Localizer,
    def: &GameDef,
    state: &GameState,
    s: &AslState,
    ui: &Ui,
) -> Element<'a, Message> {
    let d = &*data::for_def(def);
    let mut col = Column::new().spacing(space::M);
    if let Some(r) = super::turn_record::reminders(loc, def, state, s, true) {
        col = col.push(r);
    }
    if ui.tool.is_rare() {
        col = col.push(crate::ui::design::component::choice_grid_icons(
            Tool::RARE
                .iter()
                .map(|&tl| {
                    (
                        Some(crate::ui::icons::icon(tl.icon(), font::LEAD).into()),
                        loc.t(tl.msg()),
                        ui.tool == tl,
                        Some(m(Msg::Tool(tl))),
                    )
                })
                .collect(),
        ));
    }
    let form: Element<'a, Message> = match ui.tool {
        Tool::Fire => fire_form(loc, d, s, ui),
        Tool::Morale => morale_form(loc, ui),
        Tool::Rally => rally_form(loc, ui),
        Tool::Movement => movement_form(loc, d, ui),
        Tool::Ambush => ambush_form(loc, ui),
        Tool::Cc => cc_form(loc, d, ui),
        Tool::Wound => toggle(loc.t("asl-ui-already-wounded"), ui.wounded, Msg::Wounded),
        Tool::Promotion => promo_form(loc, d, ui),
        Tool::Sw => super::sw_tools::sw_form(loc, d, s, ui),
        Tool::Random => super::random_pick::pick_form(loc, s, ui),
        Tool::Turn => Column::new().into(),
    };
    col = col.push(form);
    // Every tool's last answer is in the dock's result card, its working one tap away.
    section(String::new(), col.into())
}
