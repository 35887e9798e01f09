//! Situational toggles on the Battle and Artillery forms (Hold at All Costs, Lice, Body
//! Armour, an attack from a hill, a specialist in the target, a firer that moved in, the
//! cards against a bombardment): they describe one attack, so they go back to their usual
//! state (off, the common case) when the side, the phase or the target changes. A toggle the
//! players want to keep (a card in force all turn, a target that stays in a trench) is pinned
//! with the small control beside it; the pins are kept with the table's form.

use crate::ui::design::space;
use iced::Element;
use iced::widget::{Row, container};

use super::{Msg, Ui, m};
use crate::i18n::Localizer;
use crate::ui::app::Message;

/// A toggle that can be pinned.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Pin {
    FromHill,
    Lice,
    BodyArmour,
    Hold,
    TargetSpecialist,
    MovedIn,
    BoxBarrage,
    ShellShortage,
    ArtHold,
}

impl Pin {
    /// The widget id of the pin control (for tests and the harness).
    pub fn id(self) -> &'static str {
        match self {
            Pin::FromHill => "pin-cc-from-hill",
            Pin::Lice => "pin-cc-lice",
            Pin::BodyArmour => "pin-cc-body-armour",
            Pin::Hold => "pin-cc-hold",
            Pin::TargetSpecialist => "pin-cc-target-specialist",
            Pin::MovedIn => "pin-cc-moved-in",
            Pin::BoxBarrage => "pin-cc-box-barrage",
            Pin::ShellShortage => "pin-cc-shell-shortage",
            Pin::ArtHold => "pin-cc-art-hold",
        }
    }

    /// The toggle's value in the form.
    fn value(self, ui: &mut Ui) -> &mut bool {
        match self {
            Pin::FromHill => &mut ui.battle.from_hill,
            Pin::Lice => &mut ui.battle.flags_locked,
            Pin::BodyArmour => &mut ui.battle.body_armour,
            Pin::Hold => &mut ui.battle.hold_at_all_costs,
            Pin::TargetSpecialist => &mut ui.battle.target_specialist,
            Pin::MovedIn => &mut ui.battle.firer_moved_in,
            Pin::BoxBarrage => &mut ui.art_cards.box_barrage,
            Pin::ShellShortage => &mut ui.art_cards.shell_shortage,
            Pin::ArtHold => &mut ui.art_cards.hold,
        }
    }
}

/// The toggles about the target: they reset when the target changes.
const TARGET: [Pin; 5] = [
    Pin::FromHill,
    Pin::Lice,
    Pin::BodyArmour,
    Pin::Hold,
    Pin::TargetSpecialist,
];

const ALL: [Pin; 9] = [
    Pin::FromHill,
    Pin::Lice,
    Pin::BodyArmour,
    Pin::Hold,
    Pin::TargetSpecialist,
    Pin::MovedIn,
    Pin::BoxBarrage,
    Pin::ShellShortage,
    Pin::ArtHold,
];

fn reset(ui: &mut Ui, which: &[Pin]) {
    for &p in which {
        if !ui.pins.contains(&p) {
            *p.value(ui) = false;
        }
    }
}

/// The side or the phase changed: every toggle not pinned goes back to off.
pub fn reset_all(ui: &mut Ui) {
    reset(ui, &ALL);
}

/// The target changed: the toggles about the target not pinned go back to off.
pub fn reset_target(ui: &mut Ui) {
    reset(ui, &TARGET);
}

/// Pins or unpins a toggle.
pub fn flip(ui: &mut Ui, p: Pin) {
    if !ui.pins.remove(&p) {
        ui.pins.insert(p);
    }
}

/// A situational toggle with, while it is on (or pinned), the small control that keeps it.
pub fn toggle<'a>(
    loc: &Localizer,
    ui: &Ui,
    label: String,
    on: bool,
    msg: Msg,
    pin: Pin,
) -> Element<'a, Message> {
    let mut r = Row::new()
        .spacing(space::HAIR)
        .push(crate::ui::widgets::toggle(label, on, m(msg)));
    let pinned = ui.pins.contains(&pin);
    if on || pinned {
        r = r.push(
            container(crate::ui::widgets::toggle(
                loc.t(if pinned {
                    "ccgw-ui-pinned"
                } else {
                    "ccgw-ui-pin"
                }),
                pinned,
                m(Msg::Pin(pin)),
            ))
            .id(pin.id()),
        );
    }
    r.into()
}
