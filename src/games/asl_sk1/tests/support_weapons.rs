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
