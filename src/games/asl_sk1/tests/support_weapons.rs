//! Support weapons beyond the attack: the roll for the SW of a unit killed by a KIA
//! (L1671-1674).

use super::*;
use crate::games::asl_sk1::sw::{self, SwFate, SwKill};

fn kill(column: u32, drm: i32, c: u8, w: u8) -> sw::SwKillOutcome {
    sw::sw_kill(
        &data(),
        &SwKill { column, drm },
        &AslSettings::default(),
        c,
        w,
    )
    .expect("resolves")
}

/// The second roll reads the same IFT column with the attack's DRM: a KIA destroys the SW, a K
/// malfunctions it, anything else leaves it abandoned in the hex (L1637-1640, L1671-1674).
#[test]
fn sw_of_a_killed_unit_follows_the_same_column() {
    // 8 column: DR 2 is 1KIA, 3 is K/2, 4 is 2MC.
    let o = kill(8, 0, 1, 1);
    assert_eq!(
        (o.final_dr, o.result, o.fate),
        (2, IftResult::Kia(1), SwFate::Destroyed)
    );
    let o = kill(8, 0, 1, 2);
    assert_eq!((o.result, o.fate), (IftResult::K(2), SwFate::Malfunctioned));
    let o = kill(8, 0, 2, 2);
    assert_eq!((o.result, o.fate), (IftResult::Mc(2), SwFate::Abandoned));
    // The attack's DRM applies: on the 4 column a DR 3 with −1 reads row 2, K/2.
    let o = kill(4, -1, 1, 2);
    assert_eq!(
        (o.final_dr, o.result, o.fate),
        (2, IftResult::K(2), SwFate::Malfunctioned)
    );
    // Below the first row reads the first row; past the last is No Effect.
    assert_eq!(kill(1, -4, 1, 1).fate, SwFate::Destroyed);
    assert_eq!(kill(36, 9, 6, 6).fate, SwFate::Abandoned);
}

/// The exact chances before the roll, for two dice and for the one-die setting.
#[test]
fn sw_kill_odds_count_every_roll() {
    let d = data();
    let k = SwKill { column: 8, drm: 0 };
    let two = sw::sw_kill_odds(&d, &k, &AslSettings::default()).expect("odds");
    assert_eq!(
        (two.destroyed, two.malfunctioned, two.abandoned, two.of),
        (1, 2, 33, 36)
    );
    let s = AslSettings {
        sw_kill_one_die: true,
        ..Default::default()
    };
    let one = sw::sw_kill_odds(&d, &k, &s).expect("odds");
    // dr 1-2 KIA, 3 K/2, 4-6 no KIA nor K.
    assert_eq!(
        (one.destroyed, one.malfunctioned, one.abandoned, one.of),
        (2, 1, 3, 6)
    );
    let o = sw::sw_kill(&d, &k, &s, 3, 6).expect("resolves");
    assert_eq!((o.original, o.fate), (3, SwFate::Malfunctioned));
}

/// A column the IFT does not have, a DRM out of range or a face no die shows is refused.
#[test]
fn sw_kill_refuses_what_no_attack_gives() {
    let d = data();
    let s = AslSettings::default();
    let e = sw::sw_kill(&d, &SwKill { column: 5, drm: 0 }, &s, 1, 1).expect_err("no 5 column");
    assert_eq!(e.line.msg, "asl-err-ift-column");
    let e = sw::sw_kill(&d, &SwKill { column: 8, drm: 13 }, &s, 1, 1).expect_err("drm");
    assert_eq!(e.line.msg, "asl-err-out-of-range");
    let e = sw::sw_kill(&d, &SwKill { column: 8, drm: 0 }, &s, 7, 1).expect_err("die");
    assert_eq!(e.line.msg, "asl-err-die-colored");
}

fn repair(n: u8, dr: u8) -> sw::RepairResult {
    let r = sw::SwRepair {
        repair_number: n,
        ..Default::default()
    };
    sw::repair(&data(), &r, dr).expect("resolves").result
}

/// Repair (L502-509): a dr at most the repair number repairs, an original 6 eliminates the SW
/// for good, even with a repair number of 6; anything else leaves it malfunctioned.
#[test]
fn repair_dr_against_the_repair_number() {
    use sw::RepairResult as R;
    assert_eq!(repair(2, 1), R::Repaired);
    assert_eq!(repair(2, 2), R::Repaired);
    assert_eq!(repair(2, 3), R::StillMalfunctioned);
    assert_eq!(repair(2, 6), R::Eliminated);
    assert_eq!(repair(6, 6), R::Eliminated);
    assert_eq!(repair(6, 5), R::Repaired);
    let odds = sw::repair_odds(
        &data(),
        &sw::SwRepair {
            repair_number: 3,
            ..Default::default()
        },
    )
    .expect("odds");
    let n = |k: &str| {
        odds.args
            .iter()
            .find(|(a, _)| a == k)
            .map(|(_, v)| v.clone())
    };
    assert_eq!(n("repaired"), Some(3u32.into()));
    assert_eq!(n("still"), Some(2u32.into()));
    assert_eq!(n("eliminated"), Some(1u32.into()));
}

/// Only a Good Order unit may repair, and only an SW of its own nationality (L502-505); a
/// repair number or a dr outside 1-6 is refused.
#[test]
fn repair_refuses_broken_units_and_captured_weapons() {
    let d = data();
    let base = sw::SwRepair::default();
    let broken = sw::SwRepair {
        broken: true,
        ..base.clone()
    };
    let e = sw::repair(&d, &broken, 1).expect_err("broken");
    assert_eq!(e.line.msg, "asl-err-repair-broken");
    let captured = sw::SwRepair {
        captured: true,
        ..base.clone()
    };
    let e = sw::repair(&d, &captured, 1).expect_err("captured");
    assert_eq!(e.line.msg, "asl-err-repair-captured");
    let zero = sw::SwRepair {
        repair_number: 0,
        ..base.clone()
    };
    assert_eq!(
        sw::repair(&d, &zero, 1).expect_err("0").line.msg,
        "asl-err-out-of-range"
    );
    assert!(sw::repair(&d, &base, 0).is_err());
    assert!(sw::repair(&d, &base, 7).is_err());
}

/// Recovery (L495-501, L965-967, L1641-1649): a dr below 6 recovers, +1 if CX; in the MPh it
/// costs 1 MF; a broken unit may not try.
#[test]
fn recovery_below_six_with_cx() {
    let d = data();
    let rph = sw::SwRecover::default();
    assert!(sw::recover(&d, &rph, 5).expect("ok").recovered);
    assert!(!sw::recover(&d, &rph, 6).expect("ok").recovered);
    assert_eq!(sw::recover(&d, &rph, 5).expect("ok").mf, None);
    let cx = sw::SwRecover {
        cx: true,
        phase: sw::RecoverPhase::Movement,
        ..Default::default()
    };
    let o = sw::recover(&d, &cx, 5).expect("ok");
    assert_eq!((o.final_dr, o.recovered, o.mf), (6, false, Some(1)));
    assert!(sw::recover(&d, &cx, 4).expect("ok").recovered);
    let n = |r: &sw::SwRecover| sw::recover_odds(&d, r).expect("odds").args[0].1.clone();
    assert_eq!(n(&rph), 5usize.into());
    assert_eq!(n(&cx), 4usize.into());
    let broken = sw::SwRecover {
        broken: true,
        ..Default::default()
    };
    let e = sw::recover(&d, &broken, 1).expect_err("broken");
    assert_eq!(e.line.msg, "asl-err-recover-broken");
    assert!(sw::recover(&d, &rph, 0).is_err());
}
