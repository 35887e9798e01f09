//! What a Tide of Iron answer rests on besides the clear text (`core::basis`): the readings
//! of unclear or contradicting passages it applied (digest §12), each explained by the
//! message `reading-<id>`, and the placeholder values it used (the compass faces the text
//! does not give). The command line stamps them into its JSON; the result card shows them.

use super::ToiState;
use super::area::AreaAttack;
use super::artillery::{Compass, DriftOutcome, Spotting};
use super::assault::Assault;
use super::attack::{Attack, Fire, Kind};
use super::state::Resolution;
use crate::core::basis::Basis;
use crate::core::def::GameDef;

/// The setting that switches Combined Fire's halving (L1202 vs L1374).
pub const SET_COMBINED: &str = "toi-combined-sum";
/// The setting that switches a flamethrower's adjacent band (L2053 vs FAQ L2447).
pub const SET_FLAME_FAQ: &str = "toi-flame-faq-normal";
/// The setting that stops the mover only after a suppressive Op Fire (L1441 vs L951).
pub const SET_OPFIRE: &str = "toi-opfire-suppressive-only";

/// An attack's basis.
pub fn attack(a: &Attack) -> Basis {
    let mut b = Basis::new();
    if !a.support.is_empty() {
        b.add_reading("toi-combined-fire", "L1202, L1374", Some(SET_COMBINED));
    }
    let firers = || std::iter::once(&a.lead).chain(&a.support);
    if firers().any(|f| f.flamethrower && f.distance <= 1) {
        b.add_reading("toi-flame-range", "L2053, L2447", Some(SET_FLAME_FAQ));
        if a.target.vehicle.as_ref().is_some_and(|v| v.heavy) {
            b.add_reading("toi-flame-tank", "L1243, L2053", None);
        }
    }
    if a.fire == Fire::OpFire {
        b.add_reading("toi-opfire-fatigue", "L951, L1441", Some(SET_OPFIRE));
        if a.target.vehicle.as_ref().is_some_and(|v| v.heavy) {
            b.add_reading("toi-heavy-resilience", "L1300, L1443, L1854", None);
        }
    }
    if firers().any(|f| f.higher) {
        b.add_reading("toi-higher-range", "L1075, L2188", None);
    }
    if a.kind == Kind::Suppressive && a.target.vehicle.is_none() && a.target.elites > 0 {
        b.add_reading("toi-elite-cover", "L915-916, L1702", None);
    }
    b
}

/// An assault's basis.
pub fn assault(a: &Assault) -> Basis {
    let mut b = Basis::new();
    if a.smoke {
        b.add_reading("toi-assault-smoke", "L2284-2287, L2453", None);
    }
    b
}

/// An area attack's basis.
pub fn area(a: &AreaAttack) -> Basis {
    let mut b = Basis::new();
    if a.kind == Kind::Suppressive && a.units.iter().any(|t| t.elites > 0) {
        b.add_reading("toi-elite-cover", "L915-916, L1702", None);
    }
    b
}

/// A drift's basis: who may spot (L1752, L1778 vs L1956-1960), and the compass face used
/// when the text does not give it.
pub fn drift(compass: &Compass, o: &DriftOutcome, spotting: Spotting) -> Basis {
    let mut b = Basis::new();
    if spotting != Spotting::None {
        b.add_reading("toi-drift-spotter", "L1752, L1778, L1956-1960", None);
    }
    if !o.on_target
        && let Some(note) = compass.unverified_note(o.red)
    {
        b.add_unverified(&face_what(o.red), note);
    }
    b
}

/// The `what` of an unverified compass face.
pub fn face_what(face: u8) -> String {
    format!("compass face {face}")
}

/// The face named by [`face_what`], for the card's words.
pub fn face_of(what: &str) -> Option<u8> {
    what.strip_prefix("compass face ")?.parse().ok()
}

/// Establish Contact's basis: a failed contact's retry (L1910 vs L1938's "3 actions").
pub fn contact(ok: bool) -> Basis {
    let mut b = Basis::new();
    if !ok {
        b.add_reading("toi-contact-retry", "L1910, L1938", None);
    }
    b
}

/// The basis of the game's last resolution (for the result card).
pub fn of_last(def: &GameDef, st: &ToiState) -> Basis {
    let Some(last) = &st.last else {
        return Basis::new();
    };
    match &last.what {
        Resolution::Attack(a, ..) => attack(a),
        Resolution::Assault(a, ..) => assault(a),
        Resolution::Area(a, ..) => area(a),
        Resolution::Contact { x, die, .. } => contact(die >= x),
        Resolution::Drift {
            spotting,
            black,
            red,
        } => super::data::compass(def)
            .ok()
            .and_then(|c| {
                let o =
                    super::artillery::drift(&c, *spotting, st.scenario.north, *black, *red).ok()?;
                Some(drift(&c, &o, *spotting))
            })
            .unwrap_or_default(),
        Resolution::Mine { .. } | Resolution::Heal { .. } => Basis::new(),
    }
}
