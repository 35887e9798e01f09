//! What a We Were Brothers answer rests on besides the clear text (`core::basis`): the
//! readings it applied where the rulebook is unclear or contradicts itself, and the values that
//! are placeholders (the dice's faces, a weapon card, the disarm number, the health line).
//!
//! Each reading's explanation is the message `reading-<id>` in `i18n/*/we-were-brothers.ftl`.
//! Each placeholder's `what` is `<kind>:<id>` (`die-faces:white`, `weapon-card:mg-42`,
//! `health-line`, `disarm-number`): the card words it with [`words`].

use super::care::CareRoll;
use super::combat::CombatRoll;
use super::dice::Colour;
use super::explosives::BlastRoll;
use super::rolls::{Ctx, Roll};
use crate::core::basis::Basis;
use crate::core::log::{Arg, Line};

/// The pushed-below-White roll (L556, L562 state it for blasts and throws into a building;
/// for a shot or a test it is not stated).
pub const BELOW_WHITE: (&str, &str) = ("wwb-below-white", "L87, L556, L562");
/// Above Black: never stated; the app rolls Black.
pub const ABOVE_BLACK: (&str, &str) = ("wwb-above-black", "L87, L556");
/// A rally from Suppressed: "removes" (L696) or "one level better" (L742).
pub const RALLY: (&str, &str) = ("wwb-rally-suppressed", "L696, L742");
/// The setting that switches [`RALLY`].
pub const RALLY_SETTING: &str = "wwb-rally-clears";
/// A substitute on the radio always rolls White (L865); his drift is not stated.
pub const RADIO: (&str, &str) = ("wwb-radio-substitute", "L865, L894, L898");
/// The player aid's fire modifiers whose icons were lost (kneeling, prone, the (a) and (b)
/// groups).
pub const AID: (&str, &str) = ("wwb-aid-modifiers", "L973, L977");
/// Lifting without Strength: Pink (L395) or Red + Grey 4 (L770).
pub const LIFT: (&str, &str) = ("wwb-lift", "L395, L770");
/// The wound penalty on the deterioration roll of a wounded man (L633 "any roll").
pub const WOUND_ROLL: (&str, &str) = ("wwb-wound-penalty-own-roll", "L633, L653");
/// The setting that spares the deterioration roll the penalty.
pub const WOUND_ROLL_SETTING: &str = "wwb-spare-deterioration";

/// The answers whose deciding face is a die icon lost in the text (the transcript has a blank,
/// or a stray mark, where it stood): the app's reading of which face it was, named on every
/// such answer. Sight test: Grey spots on OK or medal, Red's fire-first face is the disaster
/// face (L317).
pub const LOST_SIGHT: (&str, &str) = ("wwb-lost-icon-sight", "L317");
/// River: the face that sweeps a man away (printed as an eye) is the Red disaster face (L397).
pub const LOST_RIVER: (&str, &str) = ("wwb-lost-icon-river", "L397");
/// Suppression fire: success on any face but a miss or the disaster face; a medal trains
/// Arms (L478).
pub const LOST_SUPPRESSION: (&str, &str) = ("wwb-lost-icon-suppression", "L478");
/// The medic: Grey OK or medal gives health back (L647).
pub const LOST_MEDIC: (&str, &str) = ("wwb-lost-icon-medic", "L647");
/// Forcing a door: the face that hurts him is the Red disaster face (L769).
pub const LOST_DOOR: (&str, &str) = ("wwb-lost-icon-door", "L769");
/// Cold-blood test: the face that routs him is the Red disaster face (L881).
pub const LOST_COLD_BLOOD: (&str, &str) = ("wwb-lost-icon-cold-blood", "L881");

/// The lost-icon reading an answer to `roll` rests on, if any.
pub fn lost_icon(roll: &Roll) -> Option<(&'static str, &'static str)> {
    Some(match roll {
        Roll::Combat(CombatRoll::Sight(_)) => LOST_SIGHT,
        Roll::Combat(CombatRoll::Suppression(_)) => LOST_SUPPRESSION,
        Roll::Care(CareRoll::River) => LOST_RIVER,
        Roll::Care(CareRoll::Medic { .. }) => LOST_MEDIC,
        Roll::Care(CareRoll::Door { .. }) => LOST_DOOR,
        Roll::Care(CareRoll::ColdBlood) => LOST_COLD_BLOOD,
        _ => return None,
    })
}

fn is_placeholder(src: Option<&str>) -> bool {
    src.is_some_and(|s| s.to_lowercase().contains("placeholder"))
}

fn is_reading(src: Option<&str>) -> bool {
    src.is_some_and(|s| s.trim_start().starts_with("READING"))
}

fn says(working: &[Line], msg: &str) -> bool {
    working.iter().any(|l| {
        l.msg == msg
            || l.args
                .values()
                .any(|a| matches!(a, Arg::Msg(m) if m == msg))
    })
}

/// The basis of an answer to `roll` read on `colours`, from its `working`.
pub fn of(ctx: &Ctx, roll: &Roll, colours: &[Colour], working: &[Line]) -> Basis {
    let mut b = Basis::new();
    for c in colours {
        if let Some(src) = ctx.faces.placeholder(*c) {
            b.add_unverified(&format!("die-faces:{}", c.id()), src);
        }
    }
    let d = ctx.data;
    let weapon = match roll {
        Roll::Combat(CombatRoll::Fire(f)) => Some(f.weapon.as_str()),
        Roll::Combat(CombatRoll::Suppression(s)) => Some(s.weapon.as_str()),
        _ => None,
    };
    if let Some(w) = weapon.and_then(|id| d.weapon(id))
        && is_placeholder(w.source.as_deref())
    {
        b.add_unverified(
            &format!("weapon-card:{}", w.id),
            w.source.as_deref().unwrap_or_default(),
        );
    }
    // The aid's modifiers whose icons were lost, when the answer used one (read from the
    // working: the open-ground line of his posture, or the line of his cover).
    let open = |p: &str| match p {
        "standing" => d.numbers.open.standing.source.as_deref(),
        "kneeling" => d.numbers.open.kneeling.source.as_deref(),
        _ => d.numbers.open.prone.source.as_deref(),
    };
    let aid = working.iter().any(|l| {
        if let Some(p) = l.msg.strip_prefix("wwb-w-open-") {
            is_reading(open(p))
        } else if let Some(c) = l.msg.strip_prefix("wwb-w-cover-") {
            is_reading(d.cover(c).and_then(|x| x.source.as_deref()))
        } else {
            false
        }
    });
    if aid {
        b.add_reading(AID.0, AID.1, None);
    }
    if says(working, "wwb-w-capped") {
        b.add_reading(ABOVE_BLACK.0, ABOVE_BLACK.1, None);
    }
    // Pushed below White: stated for a blast (no roll, no effect, L556) and a throw into a
    // building (impossible, L562); a reading for anything else.
    let stated = matches!(
        roll,
        Roll::Blast(BlastRoll::Blast(_) | BlastRoll::Window(_) | BlastRoll::Barrage(_))
    );
    if !stated && says(working, "wwb-w-below-white") {
        b.add_reading(BELOW_WHITE.0, BELOW_WHITE.1, None);
    }
    if let Some((id, lines)) = lost_icon(roll) {
        b.add_reading(id, lines, None);
    }
    match roll {
        Roll::Care(CareRoll::Rally {
            from: super::care::RallyFrom::Suppressed,
        }) => b.add_reading(RALLY.0, RALLY.1, Some(RALLY_SETTING)),
        Roll::Care(CareRoll::Lift { .. }) => {
            b.add_reading(LIFT.0, LIFT.1, Some("wwb-lift-reading"))
        }
        Roll::Care(CareRoll::Deteriorate { .. }) if ctx.penalty() > 0 => {
            b.add_reading(WOUND_ROLL.0, WOUND_ROLL.1, Some(WOUND_ROLL_SETTING))
        }
        Roll::Blast(BlastRoll::Accuracy(a)) if a.substitute && a.los_and_leader => {
            b.add_reading(RADIO.0, RADIO.1, None)
        }
        Roll::Blast(BlastRoll::Disarm(c)) if c.need.is_none() => {
            let m = &d.numbers.markers.disarm;
            if is_placeholder(m.source.as_deref()) {
                b.add_unverified("disarm-number", m.source.as_deref().unwrap_or_default());
            }
        }
        _ => {}
    }
    b
}

/// The health line used by an answer (a wound moved a man's marker, or his wound penalty came
/// from it): marked when the line's boxes are placeholders.
pub fn health_line(d: &super::data::WwbData, b: &mut Basis) {
    if is_placeholder(d.health_source.as_deref()) {
        b.add_unverified(
            "health-line",
            d.health_source.as_deref().unwrap_or_default(),
        );
    }
}

/// Whether the health line's boxes are the app's placeholders.
pub fn health_estimated(d: &super::data::WwbData) -> bool {
    is_placeholder(d.health_source.as_deref())
}

/// Drops the placeholder dice the players have said match theirs (`confirmed` holds
/// `we-were-brothers:<colour>` keys, as Settings writes them).
pub fn without_confirmed(b: &Basis, confirmed: &std::collections::BTreeSet<String>) -> Basis {
    let mut out = b.clone();
    out.unverified.retain(|u| {
        u.what
            .strip_prefix("die-faces:")
            .is_none_or(|c| !confirmed.contains(&format!("{}:{c}", super::ID)))
    });
    out
}

/// A placeholder in the player's words.
pub fn words(loc: &crate::i18n::Localizer, d: &super::data::WwbData, what: &str) -> String {
    match what.split_once(':') {
        Some(("die-faces", c)) => loc.tr(
            "wwb-basis-die-faces",
            &[("die", loc.t(&format!("wwb-die-{c}")))],
        ),
        Some(("weapon-card", w)) => loc.tr(
            "wwb-basis-weapon-card",
            &[(
                "weapon",
                d.weapon(w)
                    .map_or_else(|| w.to_string(), |x| x.label.clone()),
            )],
        ),
        _ if what == "health-line" => loc.t("wwb-basis-health-line"),
        _ => loc.t("wwb-basis-disarm-number"),
    }
}
