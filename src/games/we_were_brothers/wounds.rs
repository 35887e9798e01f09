//! What an outcome does to a soldier (9.0 L611–L655, 10.0 L659–L722): wounds move the health
//! marker down the line, the bleeding box and the last box change his status, suppression
//! climbs the morale ladder, the medic gives boxes back.

use super::data::WwbData;
use super::dice::FaceKind;
use super::rolls::{Ctx, Effect, Roll};
use super::squad::{Fate, Posture, Soldier, Status};
use super::state::{Who, WwbState};

/// One more "suppressed" on a soldier (L678, L704): Shaken or nothing → Suppressed;
/// Suppressed → Routed. A man who is down stays down.
pub fn suppress(s: &mut Soldier) {
    match s.status {
        Some(st) if st.is_down() => {}
        Some(Status::Suppressed) | Some(Status::Routed) => s.status = Some(Status::Routed),
        _ => {
            s.status = Some(Status::Suppressed);
            // L687: he drops to the posture his cover allows, prone in the open; the player
            // sets it; the app shows prone as the default.
            if s.posture == Posture::Standing {
                s.posture = Posture::Prone;
            }
        }
    }
    s.running = false;
}

/// Moves the health marker `boxes` down and applies the bleeding and last boxes (L623, L627).
pub fn wound(d: &WwbData, s: &mut Soldier, boxes: u8) {
    let h = &d.health;
    s.health = s.health.saturating_add(boxes).min(h.last);
    if s.health >= h.last {
        s.status = Some(Status::Unconscious);
        s.posture = Posture::Down;
    } else if s.health >= h.bleeding && s.status != Some(Status::Unconscious) {
        s.status = Some(Status::Bleeding);
        s.posture = Posture::Down;
    }
}

/// A combat result on `s` (L617–L631).
pub fn hit(d: &WwbData, s: &mut Soldier, kind: FaceKind, headshot: bool) {
    let w = &d.numbers.wounds;
    match kind {
        FaceKind::LightWound => wound(d, s, w.light.value.clamp(0, 30) as u8),
        FaceKind::SeriousWound if headshot => {
            // L433, L621: he falls where he stands, bleeding; the marker goes to the bleeding box.
            s.health = s.health.max(d.health.bleeding);
            s.status = Some(Status::Bleeding);
            s.posture = Posture::Down;
        }
        FaceKind::SeriousWound => {
            wound(d, s, w.serious.value.clamp(0, 30) as u8);
            suppress(s);
        }
        FaceKind::Suppressed => suppress(s),
        FaceKind::Killed => {
            s.fate = Fate::Killed;
            s.status = None;
            s.posture = Posture::Down;
        }
        _ => {}
    }
}

/// Whether a soldier's wound penalty applies (additional rule, L633): 0, 1 or 2.
pub fn penalty(d: &WwbData, s: &Soldier) -> u8 {
    if s.health >= d.health.minus_two {
        2
    } else if s.health >= d.health.minus_one {
        1
    } else {
        0
    }
}

/// Who makes `roll` (whose wound penalty it takes, L633): the actor, or the man the roll is
/// about when he rolls for himself (his rout, his Cold-blood test, his own deterioration, the
/// river, an area he enters). Nobody for a blast or a barrage's damage: a penalty on the dice
/// that wound a man would spare him, never a malus.
pub fn roller(roll: &Roll, actor: Option<Who>, target: Option<Who>) -> Option<Who> {
    use super::care::CareRoll as C;
    use super::explosives::BlastRoll as B;
    match roll {
        Roll::Care(C::Deteriorate { .. } | C::RoutRecovery | C::ColdBlood | C::River) => target,
        Roll::Combat(super::combat::CombatRoll::Area) => actor.or(target),
        Roll::Blast(
            B::Blast(_)
            | B::Barrage(_)
            | B::BarrageNear
            | B::Strafe { .. }
            | B::Collapse { .. }
            | B::Detonate { .. }
            | B::Building,
        ) => None,
        _ => actor,
    }
}

/// The wound penalty (0–2) of the man who makes `roll`, from his health box.
pub fn roller_penalty(
    d: &WwbData,
    s: &WwbState,
    roll: &Roll,
    actor: Option<Who>,
    target: Option<Who>,
) -> u8 {
    if s.readings.spare_deterioration
        && matches!(roll, Roll::Care(super::care::CareRoll::Deteriorate { .. }))
    {
        return 0;
    }
    roller(roll, actor, target)
        .and_then(|w| s.soldier(w))
        .map_or(0, |so| penalty(d, so))
}

/// Everything a roll is read with, for `roll` made by `actor` at `target` on table `s`.
pub fn ctx<'a>(
    d: &'a WwbData,
    faces: &'a super::dice::Faces,
    s: &WwbState,
    roll: &Roll,
    actor: Option<Who>,
    target: Option<Who>,
) -> Ctx<'a> {
    Ctx {
        data: d,
        faces,
        tiers: s.tiers,
        wounded: roller_penalty(d, s, roll, actor, target),
        readings: s.readings,
    }
}

/// Applies `effect` to the target of the roll.
pub fn apply(d: &WwbData, s: &mut Soldier, effect: Effect) {
    match effect {
        Effect::None | Effect::SelfLightWound => {}
        Effect::Hit { kind, headshot } => hit(d, s, kind, headshot),
        Effect::Blow { kind } => match kind {
            // L496, L520: in close combat "suppressed" shakes; shaken again suppresses, and a
            // suppressed man flees into rout; so does a suppressed (or routed) man shaken again
            // (L704). A man who is down keeps his marker.
            FaceKind::Suppressed => match s.status {
                Some(st) if st.is_down() => {}
                Some(Status::Shaken | Status::Suppressed | Status::Routed) => {
                    s.status = Some(Status::Routed)
                }
                _ => s.status = Some(Status::Shaken),
            },
            k => hit(d, s, k, false),
        },
        Effect::Status(Some(Status::Suppressed)) => suppress(s),
        // A man who is down keeps his marker (L623, L627): a morale result does not replace it.
        Effect::Status(Some(Status::Shaken | Status::Routed))
            if s.status.is_some_and(|st| st.is_down()) => {}
        Effect::Status(st) => {
            s.status = st;
            if st == Some(Status::Stabilised) {
                s.posture = Posture::Down;
            }
        }
        Effect::Worse => match s.status {
            Some(Status::Bleeding) => {
                s.status = Some(Status::Unconscious);
                s.health = d.health.last;
            }
            _ => {
                s.fate = Fate::Killed;
                s.status = None;
            }
        },
        Effect::Killed => {
            s.fate = Fate::Killed;
            s.status = None;
            s.posture = Posture::Down;
        }
        Effect::Missing => s.fate = Fate::Missing,
        Effect::Heal(n) => s.health = s.health.saturating_sub(n),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::we_were_brothers::data::embedded;

    #[test]
    fn wounds_walk_the_health_line_l617_l627() {
        let d = embedded();
        let mut s = Soldier::new(1);
        hit(&d, &mut s, FaceKind::LightWound, false);
        assert_eq!(s.health, 2);
        assert_eq!(s.status, None);
        hit(&d, &mut s, FaceKind::SeriousWound, false);
        assert_eq!(s.health, 5);
        assert_eq!(
            s.status,
            Some(Status::Suppressed),
            "L619: serious = suppressed"
        );
        assert_eq!(penalty(&d, &s), 1);
        hit(&d, &mut s, FaceKind::Suppressed, false);
        assert_eq!(
            s.status,
            Some(Status::Routed),
            "L704: suppressed again = routed"
        );
        hit(&d, &mut s, FaceKind::SeriousWound, false);
        assert_eq!(s.status, Some(Status::Bleeding), "reached the bleeding box");
        assert_eq!(s.posture, Posture::Down);
        hit(&d, &mut s, FaceKind::LightWound, false);
        assert_eq!(s.status, Some(Status::Unconscious), "reached the last box");
        apply(&d, &mut s, Effect::Worse);
        assert_eq!(s.fate, Fate::Killed);
    }

    #[test]
    fn headshot_serious_bleeds_at_once_l433() {
        let d = embedded();
        let mut s = Soldier::new(1);
        hit(&d, &mut s, FaceKind::SeriousWound, true);
        assert_eq!(s.status, Some(Status::Bleeding));
        assert_eq!(s.health, d.health.bleeding);
    }

    #[test]
    fn close_combat_suppressed_means_shaken_l520() {
        let d = embedded();
        let mut s = Soldier::new(1);
        apply(
            &d,
            &mut s,
            Effect::Blow {
                kind: FaceKind::Suppressed,
            },
        );
        assert_eq!(s.status, Some(Status::Shaken));
        apply(
            &d,
            &mut s,
            Effect::Blow {
                kind: FaceKind::Suppressed,
            },
        );
        assert_eq!(s.status, Some(Status::Routed));
    }

    /// L623, L627: the Bleeding or Unconscious marker stays until he is treated (or worse); a
    /// morale result on a man who is down (a failed Cold-blood test with the disaster face,
    /// L881) does not take his place.
    #[test]
    fn a_rout_does_not_replace_a_downed_mans_marker_l623_l881() {
        let d = embedded();
        for down in [Status::Bleeding, Status::Unconscious, Status::Stabilised] {
            let mut s = Soldier::new(1);
            s.status = Some(down);
            apply(&d, &mut s, Effect::Status(Some(Status::Routed)));
            assert_eq!(s.status, Some(down));
        }
    }

    /// L704: "un soldato soppresso che riceve un ulteriore stato di soppressione o scosso
    /// finisce in rotta" (and L506: a suppressed man in close combat flees); a man bleeding,
    /// unconscious or stabilised keeps his marker (L623, L627).
    #[test]
    fn close_combat_shaken_on_a_suppressed_or_downed_man_l704_l506() {
        let d = embedded();
        let blow = Effect::Blow {
            kind: FaceKind::Suppressed,
        };
        for (before, after) in [
            (Status::Suppressed, Status::Routed),
            (Status::Routed, Status::Routed),
            (Status::Bleeding, Status::Bleeding),
            (Status::Unconscious, Status::Unconscious),
            (Status::Stabilised, Status::Stabilised),
        ] {
            let mut s = Soldier::new(1);
            s.status = Some(before);
            apply(&d, &mut s, blow);
            assert_eq!(s.status, Some(after), "{before:?}");
        }
    }
}

/// Which edge a routed man leaves the map by (L708–L711).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ExitEdge {
    Own,
    Enemy,
    /// Held by neither side: the mission's result decides.
    Neutral(MissionResult),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MissionResult {
    Won,
    Lost,
    Draw,
}

/// The fate of a routed man who leaves the map (L708–L711): his own edge, safe; the enemy's,
/// prisoner; no one's, safe if his side wins, prisoner if it loses, missing after a draw.
pub fn exit_fate(edge: ExitEdge) -> Fate {
    match edge {
        ExitEdge::Own | ExitEdge::Neutral(MissionResult::Won) => Fate::Safe,
        ExitEdge::Enemy | ExitEdge::Neutral(MissionResult::Lost) => Fate::Prisoner,
        ExitEdge::Neutral(MissionResult::Draw) => Fate::Missing,
    }
}

#[cfg(test)]
mod exit_tests {
    use super::*;

    #[test]
    fn routed_exit_fates_l708_l711() {
        assert_eq!(exit_fate(ExitEdge::Own), Fate::Safe);
        assert_eq!(exit_fate(ExitEdge::Enemy), Fate::Prisoner);
        assert_eq!(exit_fate(ExitEdge::Neutral(MissionResult::Won)), Fate::Safe);
        assert_eq!(
            exit_fate(ExitEdge::Neutral(MissionResult::Lost)),
            Fate::Prisoner
        );
        assert_eq!(
            exit_fate(ExitEdge::Neutral(MissionResult::Draw)),
            Fate::Missing
        );
    }
}
