//! Smoke grenades (§3.3, L946-964). The text has no worked example of smoke, so these follow
//! its lines one by one.

use super::*;
use crate::games::asl_sk1::smoke::{self, SmokeAttempt, SmokeHex};

fn try_smoke(a: &SmokeAttempt, dr: u8) -> smoke::SmokeOutcome {
    smoke::place(&data(), a, &AslSettings::default(), dr).expect("resolves")
}

fn exp(n: u8) -> SmokeAttempt {
    SmokeAttempt {
        exponent: n,
        ..Default::default()
    }
}

/// A dr at most the Smoke Exponent places it; 1 MF in the unit's hex, 2 MF next door
/// (L946-952).
#[test]
fn smoke_placed_on_a_dr_within_the_exponent() {
    let o = try_smoke(&exp(2), 2);
    assert!(o.placed);
    assert_eq!((o.final_dr, o.mf, o.mph_ends), (2, 1, false));
    assert!(!try_smoke(&exp(2), 3).placed);
    let adj = SmokeAttempt {
        hex: SmokeHex::Adjacent,
        ..exp(3)
    };
    let o = try_smoke(&adj, 3);
    assert!(o.placed);
    assert_eq!(o.mf, 2);
}

/// CX adds +1 to the placement dr (L951-952; also L937-940).
#[test]
fn smoke_cx_adds_one() {
    let cx = SmokeAttempt { cx: true, ..exp(2) };
    let o = try_smoke(&cx, 2);
    assert_eq!((o.drm, o.final_dr, o.placed), (1, 3, false));
    assert!(try_smoke(&cx, 1).placed);
}

/// An original 6 ends the unit's MPh (L955-957): read on the original dr, so a CX unit's 5
/// fails without stopping it; and the MF are spent either way.
#[test]
fn smoke_six_ends_the_mph() {
    let o = try_smoke(&exp(3), 6);
    assert!(!o.placed && o.mph_ends);
    assert_eq!(o.mf, 1);
    let cx = SmokeAttempt { cx: true, ..exp(3) };
    let o = try_smoke(&cx, 5);
    assert_eq!((o.final_dr, o.placed, o.mph_ends), (6, false, false));
    assert!(o.lines.iter().any(|l| l.msg == "asl-smk-mf"));
    assert!(!o.lines.iter().any(|l| l.msg == "asl-smk-stop"));
}

/// The exact chances: each face counted.
#[test]
fn smoke_odds_count_each_face() {
    let d = data();
    let s = AslSettings::default();
    let o = smoke::odds(&d, &exp(1), &s).expect("odds");
    assert_eq!((o.placed, o.mph_ends, o.of, o.mf), (1, 1, 6, 1));
    let o = smoke::odds(&d, &SmokeAttempt { cx: true, ..exp(1) }, &s).expect("odds");
    assert_eq!(o.placed, 0);
    let o = smoke::odds(
        &d,
        &SmokeAttempt {
            hex: SmokeHex::Adjacent,
            ..exp(3)
        },
        &s,
    )
    .expect("odds");
    assert_eq!((o.placed, o.mf), (3, 2));
}

/// What the rules forbid, each refused with its line.
#[test]
fn smoke_refusals_cite_the_rule() {
    let d = data();
    let s = AslSettings::default();
    let refused = |a: SmokeAttempt| {
        smoke::place(&d, &a, &s, 1)
            .expect_err("refused")
            .line
            .msg
            .clone()
    };
    assert_eq!(refused(exp(0)), "asl-err-smoke-no-exponent");
    assert_eq!(
        refused(SmokeAttempt {
            broken: true,
            ..exp(2)
        }),
        "asl-err-smoke-broken"
    );
    assert_eq!(
        refused(SmokeAttempt {
            pinned: true,
            ..exp(2)
        }),
        "asl-err-smoke-pinned"
    );
    assert_eq!(
        refused(SmokeAttempt {
            tried: true,
            ..exp(2)
        }),
        "asl-err-smoke-twice"
    );
    assert_eq!(
        refused(SmokeAttempt {
            hex: SmokeHex::Adjacent,
            mf_left: Some(1),
            ..exp(2)
        }),
        "asl-err-smoke-mf"
    );
    assert_eq!(refused(exp(7)), "asl-err-out-of-range");
    // Exactly the MF needed is enough.
    assert!(
        smoke::place(
            &d,
            &SmokeAttempt {
                mf_left: Some(1),
                ..exp(2)
            },
            &s,
            1
        )
        .is_ok()
    );
    assert!(smoke::place(&d, &exp(2), &s, 0).is_err());
}

/// The smoke's effects agree with the terrain the Fire tool uses (+2 Hindrance, +1 MF to
/// enter, L958-963), and its removal follows the setting (L964, digest 15.4).
#[test]
fn smoke_effects_match_the_fire_tool_and_the_setting() {
    let d = data();
    let t = d
        .terrain
        .terrain
        .iter()
        .find(|t| t.id == "smoke")
        .expect("smoke terrain");
    assert_eq!(t.hindrance, d.sw.smoke_hindrance.value);
    assert_eq!(t.mf, format!("+{}", d.sw.smoke_enter_mf.value));
    let off = |s: &AslSettings| -> Vec<String> {
        smoke::effect_lines(&d, s)
            .into_iter()
            .map(|l| l.msg)
            .collect()
    };
    assert!(off(&AslSettings::default()).contains(&"asl-smk-off-mph".to_string()));
    let later = AslSettings {
        smoke_lasts_player_turn: true,
        ..Default::default()
    };
    assert!(off(&later).contains(&"asl-smk-off-turn".to_string()));
    // The turn record's reminders move with it.
    let smoke_off = |s: &AslSettings, prev: &str, phase: &str| {
        reminders_for(&d, s, Some(prev), phase)
            .iter()
            .any(|r| r.off && r.marker == "smoke")
    };
    let def = AslSettings::default();
    assert!(smoke_off(&def, "movement", "defensive-fire"));
    assert!(!smoke_off(&def, "close-combat", "rally"));
    assert!(!smoke_off(&later, "movement", "defensive-fire"));
    assert!(smoke_off(&later, "close-combat", "rally"));
}
