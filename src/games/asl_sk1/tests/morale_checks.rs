//! Morale checks, rally, broken units and wounds.

use super::*;

/// Rally examples (L524-554).
#[test]
fn rally_examples_l524() {
    // 5-2-7 self-rallies in a building: +1 −1, original 7 ≤ 7.
    let a = RallyAttempt {
        broken_morale: 7,
        self_rally: true,
        woods_building: true,
        mmc: true,
        ..Default::default()
    };
    let o = morale::rally(&a, 3, 4).expect("rally");
    assert_eq!((o.drm, o.final_dr, o.result), (0, 7, RallyResult::Rallied));
    // DM 5-2-7 with a −1 leader in a building: +2, original 6 → 8 > 7 fails.
    let b = RallyAttempt {
        broken_morale: 7,
        dm: true,
        woods_building: true,
        leader_drm: Some(-1),
        mmc: true,
        ..Default::default()
    };
    let o = morale::rally(&b, 3, 3).expect("rally");
    assert_eq!((o.drm, o.final_dr, o.result), (2, 8, RallyResult::Failed));
    // 4-4-7 with the same leader: −2, original 9 → 7 rallies.
    let c = RallyAttempt {
        dm: false,
        ..b.clone()
    };
    let o = morale::rally(&c, 4, 5).expect("rally");
    assert_eq!((o.drm, o.final_dr, o.result), (-2, 7, RallyResult::Rallied));
    // An original 12 is Casualty Reduction; an original 2 on a self-rally may promote.
    assert_eq!(
        morale::rally(&c, 6, 6).expect("r").result,
        RallyResult::Reduced
    );
    assert!(morale::rally(&a, 1, 1).expect("r").field_promotion);
    // A self-rally takes no leadership.
    let bad = RallyAttempt {
        leader_drm: Some(-1),
        ..a
    };
    assert!(morale::rally(&bad, 1, 2).is_err());
}

#[test]
fn broken_units_and_ptc() {
    let broken = MoraleCheck {
        kind: CheckKind::Mc,
        morale: 7,
        broken: true,
        ..Default::default()
    };
    assert_eq!(
        morale::morale_check(&broken, 4, 5).expect("mc").result,
        MoraleResult::Reduced
    );
    assert_eq!(
        morale::morale_check(&broken, 6, 6).expect("mc").result,
        MoraleResult::Eliminated
    );
    let ptc = MoraleCheck {
        kind: CheckKind::Ptc,
        morale: 8,
        size: UnitSize::Leader,
        ..Default::default()
    };
    let p = morale::morale_check(&ptc, 4, 4).expect("ptc");
    assert_eq!(p.result, MoraleResult::Passed);
    assert!(p.leader_may_help);
    assert_eq!(
        morale::morale_check(&ptc, 4, 5).expect("ptc").result,
        MoraleResult::Pinned
    );
    let bad = MoraleCheck {
        broken: true,
        ..ptc
    };
    assert!(morale::morale_check(&bad, 1, 1).is_err());
    // LLMC: a −2 leader's loss is +2.
    let ll = MoraleCheck {
        kind: CheckKind::Nmc,
        morale: 7,
        leader_loss: Some(-2),
        ..Default::default()
    };
    assert_eq!(morale::morale_check(&ll, 3, 2).expect("ll").final_dr, 7);
}

#[test]
fn wound_severity_l715() {
    assert_eq!(morale::wound(4, false).expect("w").wound, Wound::Light);
    assert_eq!(morale::wound(5, false).expect("w").wound, Wound::Mortal);
    assert_eq!(morale::wound(4, true).expect("w").wound, Wound::Mortal);
}

/// A leader's rally DR of an original 12 wounds him (Casualty Reduction, L569-571): he rolls
/// at once for the wound's severity (L708-718). An MMC is reduced, with no wound roll.
#[test]
fn rally_casualty_reduction_asks_for_the_wound_roll_l708() {
    let leader = RallyAttempt {
        broken_morale: 8,
        self_rally: true,
        mmc: false,
        ..Default::default()
    };
    let o = morale::rally(&leader, 6, 6).expect("rally");
    assert_eq!(o.result, RallyResult::Reduced);
    assert!(o.wound_roll);
    assert!(o.lines.iter().any(|l| l.msg == "asl-cr-leader"));
    let squad = RallyAttempt {
        mmc: true,
        ..leader
    };
    let o = morale::rally(&squad, 6, 6).expect("rally");
    assert!(!o.wound_roll);
    assert!(o.lines.iter().any(|l| l.msg == "asl-cr-mmc"));
    assert!(!morale::rally(&leader, 3, 4).expect("rally").wound_roll);
}

/// A DRM of i32::MAX used to wrap into "passed" and "rallied": now it is refused.
#[test]
fn morale_numbers_are_bounded() {
    let m = MoraleCheck {
        morale: 7,
        other_drm: i32::MAX,
        ..Default::default()
    };
    assert!(morale::morale_check(&m, 6, 6).is_err());
    let m = MoraleCheck {
        morale: 7,
        leader_loss: Some(i32::MIN),
        kind: CheckKind::Nmc,
        ..Default::default()
    };
    assert!(morale::morale_check(&m, 3, 3).is_err());
    let m = MoraleCheck {
        morale: 7,
        elr: Some(i32::MIN),
        ..Default::default()
    };
    assert!(morale::morale_check(&m, 6, 6).is_err());
    let r = RallyAttempt {
        other_drm: i32::MAX,
        ..Default::default()
    };
    assert!(morale::rally(&r, 1, 2).is_err());
    let r = RallyAttempt {
        leader_drm: Some(i32::MIN),
        ..Default::default()
    };
    assert!(morale::rally(&r, 1, 2).is_err());
    let p = Promotion {
        morale: i32::MAX,
        nationality: "russian".into(),
        self_rally: false,
    };
    assert!(morale::promotion(&data(), &p, 3).is_err());
}
