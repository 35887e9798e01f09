//! The Support Weapons tool: the second roll for the SW of a unit killed by a KIA, the
//! repair and recovery dr's, and the smoke grenade dr (§3.3).
//!
//! Its own form state and messages live here; `mod.rs`, `update.rs` and `resolvers.rs` only
//! hook it in.

use crate::ui::design::{font, space};
use iced::Element;
use iced::widget::{Column, text};

use super::{Msg, Ui, m, signed};
use crate::games::asl_sk1::smoke::{self, SmokeAttempt, SmokeHex};
use crate::games::asl_sk1::sw::{self, RecoverPhase, SwKill, SwRecover, SwRepair};
use crate::games::asl_sk1::{AslAction, AslSettings, AslState, Resolution, data, fire};
use crate::i18n::Localizer;
use crate::ui::app::Message;
use crate::ui::widgets::{self, wrap_row};

/// Which roll the tool makes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SwMode {
    #[default]
    Kill,
    Repair,
    Recover,
    /// A smoke grenade attempt in the MPh.
    Smoke,
}

impl SwMode {
    const ALL: [SwMode; 4] = [SwMode::Kill, SwMode::Repair, SwMode::Recover, SwMode::Smoke];
    fn msg(self) -> &'static str {
        match self {
            SwMode::Kill => "asl-ui-sw-kill",
            SwMode::Repair => "asl-ui-sw-repair",
            SwMode::Recover => "asl-ui-sw-recover",
            SwMode::Smoke => "asl-ui-sw-smoke",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct SwForm {
    pub mode: SwMode,
    pub kill: SwKill,
    pub repair: SwRepair,
    pub recover: SwRecover,
    pub smoke: SmokeAttempt,
}

#[derive(Debug, Clone, PartialEq)]
pub enum SwMsg {
    Mode(SwMode),
    /// One step left or right along the IFT's columns.
    KillColumn(i32),
    KillDrm(i32),
    /// The column and DRM of the last Fire attack.
    KillFromFire,
    /// The setting: the second roll with one die.
    OneDie,
    RepairNumber(i32),
    RepairBroken,
    RepairCaptured,
    RecoverMph,
    RecoverCx,
    RecoverBroken,
    SmokeExponent(i32),
    SmokeAdjacent,
    SmokeCx,
    SmokeBroken,
    SmokePinned,
    SmokeTried,
    /// The setting: smoke stays to the end of the Player Turn.
    SmokeLasts,
}

fn sm(x: SwMsg) -> Message {
    m(Msg::Sw(x))
}

fn stepper<'a>(
    label: String,
    value: String,
    dec: Option<SwMsg>,
    inc: Option<SwMsg>,
) -> Element<'a, Message> {
    widgets::stepper(label, value, dec.map(sm), inc.map(sm))
}

pub(super) fn sw_form<'a>(
    loc: &Localizer,
    d: &data::AslData,
    s: &AslState,
    ui: &Ui,
) -> Element<'a, Message> {
    let f = &ui.sw;
    let mut col = Column::new().spacing(space::M);
    // Which roll: one of four, segmented.
    col = col.push(crate::ui::design::segmented(
        SwMode::ALL
            .iter()
            .map(|&x| (loc.t(x.msg()), f.mode == x, Some(sm(SwMsg::Mode(x)))))
            .collect(),
    ));
    match f.mode {
        SwMode::Kill => {
            let cols = &d.ift.columns;
            let at = cols.iter().position(|&c| c == f.kill.column);
            col = col.push(text(loc.t("asl-ui-sw-kill-when")).size(font::SMALL));
            let mut items = vec![
                stepper(
                    loc.t("asl-ui-sw-column"),
                    f.kill.column.to_string(),
                    at.is_some_and(|i| i > 0).then_some(SwMsg::KillColumn(-1)),
                    at.is_some_and(|i| i + 1 < cols.len())
                        .then_some(SwMsg::KillColumn(1)),
                ),
                stepper(
                    loc.t("asl-ui-sw-drm"),
                    signed(f.kill.drm),
                    (f.kill.drm > -9).then_some(SwMsg::KillDrm(-1)),
                    (f.kill.drm < 9).then_some(SwMsg::KillDrm(1)),
                ),
                widgets::toggle(
                    loc.t("asl-ui-sw-one-die"),
                    s.settings.sw_kill_one_die,
                    sm(SwMsg::OneDie),
                ),
            ];
            if matches!(s.last, Some(Resolution::Fire(..))) {
                items.push(
                    widgets::big_button(
                        loc.t("asl-ui-sw-from-fire"),
                        Some(sm(SwMsg::KillFromFire)),
                    )
                    .into(),
                );
            }
            col = col.push(wrap_row(items));
            if let Ok(o) = sw::sw_kill_odds(d, &f.kill, &s.settings) {
                col = col.push(text(o.line().text(loc)).size(font::SMALL));
            }
        }
        SwMode::Repair => {
            let r = &f.repair;
            col = col.push(wrap_row(vec![
                stepper(
                    loc.t("asl-ui-sw-repair-number"),
                    r.repair_number.to_string(),
                    (r.repair_number > 1).then_some(SwMsg::RepairNumber(-1)),
                    (r.repair_number < 6).then_some(SwMsg::RepairNumber(1)),
                ),
                widgets::toggle(loc.t("asl-ui-sw-broken"), r.broken, sm(SwMsg::RepairBroken)),
                widgets::toggle(
                    loc.t("asl-ui-sw-captured"),
                    r.captured,
                    sm(SwMsg::RepairCaptured),
                ),
            ]));
            // The chances, or why the rules refuse the attempt.
            let line = match sw::repair_odds(d, r) {
                Ok(l) => l,
                Err(e) => e.line,
            };
            col = col.push(text(line.text(loc)).size(font::SMALL));
        }
        SwMode::Recover => {
            let r = &f.recover;
            col = col.push(wrap_row(vec![
                widgets::toggle(
                    loc.t("asl-ui-sw-in-mph"),
                    r.phase == RecoverPhase::Movement,
                    sm(SwMsg::RecoverMph),
                ),
                widgets::toggle(loc.t("asl-ui-sw-cx"), r.cx, sm(SwMsg::RecoverCx)),
                widgets::toggle(
                    loc.t("asl-ui-sw-broken"),
                    r.broken,
                    sm(SwMsg::RecoverBroken),
                ),
            ]));
            let line = match sw::recover_odds(d, r) {
                Ok(l) => l,
                Err(e) => e.line,
            };
            col = col.push(text(line.text(loc)).size(font::SMALL));
        }
        SwMode::Smoke => {
            let a = &f.smoke;
            col = col.push(text(loc.t("asl-ui-smoke-when")).size(font::SMALL));
            col = col.push(wrap_row(vec![
                stepper(
                    loc.t("asl-ui-smoke-exponent"),
                    a.exponent.to_string(),
                    (a.exponent > 0).then_some(SwMsg::SmokeExponent(-1)),
                    (a.exponent < 6).then_some(SwMsg::SmokeExponent(1)),
                ),
                widgets::toggle(
                    loc.t("asl-ui-smoke-adjacent"),
                    a.hex == SmokeHex::Adjacent,
                    sm(SwMsg::SmokeAdjacent),
                ),
                widgets::toggle(loc.t("asl-ui-sw-cx"), a.cx, sm(SwMsg::SmokeCx)),
                widgets::toggle(loc.t("asl-ui-sw-broken"), a.broken, sm(SwMsg::SmokeBroken)),
                widgets::toggle(
                    loc.t("asl-ui-smoke-pinned"),
                    a.pinned,
                    sm(SwMsg::SmokePinned),
                ),
                widgets::toggle(loc.t("asl-ui-smoke-tried"), a.tried, sm(SwMsg::SmokeTried)),
                widgets::toggle(
                    loc.t("asl-ui-smoke-lasts"),
                    s.settings.smoke_lasts_player_turn,
                    sm(SwMsg::SmokeLasts),
                ),
            ]));
            // The cost and chances, or why the rules refuse the try.
            let line = match smoke::odds(d, a, &s.settings) {
                Ok(o) => o.line(),
                Err(e) => e.line,
            };
            col = col.push(text(line.text(loc)).size(font::SMALL));
        }
    }
    col.into()
}

/// The dice the open mode rolls: the first die's label and, for a DR, the second's.
pub(super) fn dice_labels(ui: &Ui, s: &AslState) -> (&'static str, Option<&'static str>) {
    match ui.sw.mode {
        SwMode::Kill if !s.settings.sw_kill_one_die => ("asl-die-colored", Some("asl-die-white")),
        SwMode::Kill | SwMode::Repair | SwMode::Recover | SwMode::Smoke => ("asl-ui-die", None),
    }
}

/// A change of the form, or an action for the table.
pub(super) fn update(
    d: &data::AslData,
    s: &AslState,
    ui: &mut Ui,
    msg: SwMsg,
) -> Option<AslAction> {
    let f = &mut ui.sw;
    match msg {
        SwMsg::Mode(x) => f.mode = x,
        SwMsg::KillColumn(dlt) => {
            let cols = &d.ift.columns;
            let at = cols.iter().position(|&c| c == f.kill.column).unwrap_or(0) as i64;
            let i = (at + dlt as i64).clamp(0, cols.len().saturating_sub(1) as i64) as usize;
            if let Some(&c) = cols.get(i) {
                f.kill.column = c;
            }
        }
        SwMsg::KillDrm(dlt) => f.kill.drm = (f.kill.drm + dlt).clamp(-9, 9),
        SwMsg::KillFromFire => {
            if let Some(Resolution::Fire(a, c, w)) = &s.last
                && let Ok(o) = fire::resolve(d, a, &s.settings, *c, *w)
                && let Some(col) = o.column
            {
                f.kill = SwKill {
                    column: col,
                    drm: o.drm,
                };
            }
        }
        SwMsg::RepairNumber(dlt) => {
            f.repair.repair_number = (f.repair.repair_number as i32 + dlt).clamp(1, 6) as u8
        }
        SwMsg::RepairBroken => f.repair.broken ^= true,
        SwMsg::RepairCaptured => f.repair.captured ^= true,
        SwMsg::RecoverMph => {
            f.recover.phase = match f.recover.phase {
                RecoverPhase::Rally => RecoverPhase::Movement,
                RecoverPhase::Movement => RecoverPhase::Rally,
            }
        }
        SwMsg::RecoverCx => f.recover.cx ^= true,
        SwMsg::RecoverBroken => f.recover.broken ^= true,
        SwMsg::SmokeExponent(dlt) => {
            f.smoke.exponent = (f.smoke.exponent as i32 + dlt).clamp(0, 6) as u8
        }
        SwMsg::SmokeAdjacent => {
            f.smoke.hex = match f.smoke.hex {
                SmokeHex::Own => SmokeHex::Adjacent,
                SmokeHex::Adjacent => SmokeHex::Own,
            }
        }
        SwMsg::SmokeCx => f.smoke.cx ^= true,
        SwMsg::SmokeBroken => f.smoke.broken ^= true,
        SwMsg::SmokePinned => f.smoke.pinned ^= true,
        SwMsg::SmokeTried => f.smoke.tried ^= true,
        SwMsg::SmokeLasts => {
            return Some(AslAction::SetSettings(AslSettings {
                smoke_lasts_player_turn: !s.settings.smoke_lasts_player_turn,
                ..s.settings
            }));
        }
        SwMsg::OneDie => {
            return Some(AslAction::SetSettings(AslSettings {
                sw_kill_one_die: !s.settings.sw_kill_one_die,
                ..s.settings
            }));
        }
    }
    None
}

/// The action of the open mode with the form's dice (`None`: rolled by the app).
pub(super) fn action(ui: &Ui, two: Option<(u8, u8)>) -> AslAction {
    match ui.sw.mode {
        SwMode::Kill => AslAction::SwKill(ui.sw.kill.clone(), two),
        SwMode::Repair => AslAction::SwRepair(ui.sw.repair.clone(), two.map(|(c, _)| c)),
        SwMode::Recover => AslAction::SwRecover(ui.sw.recover.clone(), two.map(|(c, _)| c)),
        SwMode::Smoke => AslAction::Smoke(ui.sw.smoke.clone(), two.map(|(c, _)| c)),
    }
}

/// Whether the open mode shows `r` as its last resolution.
pub(super) fn shows(r: &Resolution, ui: &Ui) -> bool {
    matches!(
        (r, ui.sw.mode),
        (Resolution::SwKill(..), SwMode::Kill)
            | (Resolution::SwRepair(..), SwMode::Repair)
            | (Resolution::SwRecover(..), SwMode::Recover)
            | (Resolution::Smoke(..), SwMode::Smoke)
    )
}

/// Whether the open mode's form still describes `r` (else its card is greyed).
pub(super) fn same_form(r: &Resolution, ui: &Ui) -> bool {
    match r {
        Resolution::SwKill(x, ..) => *x == ui.sw.kill,
        Resolution::SwRepair(x, _) => *x == ui.sw.repair,
        Resolution::SwRecover(x, _) => *x == ui.sw.recover,
        Resolution::Smoke(x, _) => *x == ui.sw.smoke,
        _ => false,
    }
}
