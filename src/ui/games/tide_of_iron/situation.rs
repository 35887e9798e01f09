//! The forms' situational toggles and when they start afresh: a new side, a new phase or a
//! new kind of target resets them (smoke, a building, a fortification, the target's
//! condition, who sees the strike's hex, the firer's traits), so a toggle left on for one attack never silently changes
//! the next. The players pin what should stay (the target's situation, the firer's traits);
//! the readings of contradicting rules are settings and never reset. Also whether the result
//! card still matches the form.

use super::Ui;
use crate::games::tide_of_iron::attack::{Firer, Fort, Target};
use crate::games::tide_of_iron::effects::{Condition, Damage};
use crate::games::tide_of_iron::state::{Last, Resolution};

/// The target's situation back to plain: no smoke, building, tank traps, fortification,
/// officer or medic, a Ready squad, an undamaged vehicle (its kind and armour stay).
fn plain_target(t: &mut Target) {
    t.smoke = false;
    t.building = false;
    t.tank_traps = false;
    t.fort = Fort::None;
    t.condition = Condition::Normal;
    t.officer = false;
    t.medic = false;
    if let Some(v) = &mut t.vehicle {
        v.damage = Damage::Undamaged;
    }
}

/// The firer's traits back to a plain squad (its numbers stay).
fn plain_firer(f: &mut Firer) {
    *f = Firer::new(f.fp, f.range, f.distance);
}

/// Starts the situational toggles afresh, all but the pinned ones.
pub(super) fn reset(ui: &mut Ui) {
    if !ui.pin_target {
        plain_target(&mut ui.attack.target);
        // Who sees the strike's hex is the new situation's too (the form's default).
        ui.spotting = crate::games::tide_of_iron::artillery::Spotting::Normal;
        let a = &mut ui.assault.assault;
        a.smoke = false;
        a.officer = false;
        a.medic = false;
    }
    if !ui.pin_firer {
        plain_firer(&mut ui.attack.lead);
        for s in &mut ui.attack.support {
            plain_firer(s);
        }
        ui.assault.assault.from_wire = false;
    }
    ui.faces.clear();
    ui.assault.faces.clear();
}

/// The target changed kind (squad and vehicle): what belonged to the other kind goes,
/// unless the target is pinned; a vehicle never stands in a building (L2195).
pub(super) fn target_changed(ui: &mut Ui) {
    if !ui.pin_target {
        plain_target(&mut ui.attack.target);
    }
    if ui.attack.target.vehicle.is_some() {
        ui.attack.target.building = false;
    }
}

/// Whether the form still says what the last result was worked out from: the card greys as
/// soon as the form that made it changes.
pub(super) fn same_form(ui: &Ui, last: &Last) -> bool {
    match &last.what {
        Resolution::Attack(a, ..) => *a == ui.attack,
        Resolution::Assault(a, ..) => *a == ui.assault.assault,
        Resolution::Area(a, ..) => *a == ui.area,
        Resolution::Drift { spotting, .. } => *spotting == ui.spotting,
        Resolution::Mine { engineers, .. } => *engineers == ui.assault.engineers,
        Resolution::Heal { holes, .. } => *holes == ui.assault.holes,
        Resolution::Contact { .. } => true,
    }
}

/// The form that made the last result, back in the form (a game reopened shows the result's
/// form, so its card is current).
pub(super) fn load_form(ui: &mut Ui, last: &Last) {
    match &last.what {
        Resolution::Attack(a, ..) => ui.attack = a.clone(),
        Resolution::Assault(a, ..) => ui.assault.assault = a.clone(),
        Resolution::Area(a, ..) => ui.area = a.clone(),
        Resolution::Drift { spotting, .. } => ui.spotting = *spotting,
        Resolution::Mine { engineers, .. } => ui.assault.engineers = *engineers,
        Resolution::Heal { holes, .. } => ui.assault.holes = *holes,
        Resolution::Contact { .. } => {}
    }
    ui.side = last.side.min(1);
}
