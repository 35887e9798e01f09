//! Close Combat: the odds, the rulebook's CC examples and the ambush contest.

use super::*;

fn cc_case(a: u32, d: u32, drm: i32, c: u8, w: u8) -> cc::CcOutcome {
    let k = CloseCombat {
        attacker_fp: a,
        defender_fp: d,
        other_drm: drm,
        ..Default::default()
    };
    cc::close_combat(&data(), &k, c, w).expect("cc")
}

/// Odds rounding seen in the CC examples (L1549-1558, L1573).
#[test]
fn cc_odds_round_for_the_defender() {
    let d = data();
    let odds = |a, b| d.cct.columns[cc::column(&d, a, b)].odds.clone();
    assert_eq!(odds(5, 4), "1:1");
    assert_eq!(odds(4, 5), "1:2");
    assert_eq!(odds(9, 5), "3:2");
    assert_eq!(odds(6, 4), "3:2");
    assert_eq!(odds(12, 8), "3:2");
    assert_eq!(odds(8, 12), "1:2");
    assert_eq!(odds(8, 4), "2:1");
    assert_eq!(odds(12, 4), "3:1");
    assert_eq!(odds(1, 20), "<1:8");
    assert_eq!(odds(40, 1), ">10:1");
}

/// The CCT's extremes as the public copies of the ASL chart print them: a "<1:8" column of
/// kill 0, 1:8 = 1, 1:6 = 2, 1:4 = 3, no 1:3 column (1:3 reads 1:4), 10:1 = 12 and better
/// than 10:1 = 13.
#[test]
fn cct_extremes_follow_the_asl_chart() {
    let d = data();
    let kill = |a, b| {
        let c = &d.cct.columns[cc::column(&d, a, b)];
        (c.odds.clone(), c.kill)
    };
    assert_eq!(kill(1, 9), ("<1:8".into(), 0));
    assert_eq!(kill(1, 8), ("1:8".into(), 1));
    assert_eq!(kill(2, 12), ("1:6".into(), 2));
    assert_eq!(kill(1, 4), ("1:4".into(), 3));
    assert_eq!(kill(1, 3), ("1:4".into(), 3));
    assert_eq!(kill(4, 15), ("1:4".into(), 3));
    assert!(d.cct.columns.iter().all(|c| c.odds != "1:3"));
    assert_eq!(kill(1, 2), ("1:2".into(), 4));
    assert_eq!(kill(10, 1), ("10:1".into(), 12));
    assert_eq!(kill(20, 2), ("10:1".into(), 12));
    assert_eq!(kill(21, 2), (">10:1".into(), 13));
    assert_eq!(kill(11, 2), ("4:1".into(), 9));
    // Final DR 12 at better than 10:1 eliminates (12 < 13).
    assert_eq!(cc_case(11, 1, 0, 6, 6).result, CcResult::Eliminated);
}

/// Every number a player gives is bounded: nothing wraps into a confident wrong answer.
#[test]
fn cc_numbers_are_bounded() {
    let d = data();
    let big = CloseCombat {
        attacker_fp: u32::MAX,
        defender_fp: 1,
        ..Default::default()
    };
    assert!(cc::close_combat(&d, &big, 3, 4).is_err());
    let drm = CloseCombat {
        attacker_fp: 4,
        defender_fp: 4,
        other_drm: i32::MAX,
        ..Default::default()
    };
    assert!(cc::close_combat(&d, &drm, 3, 4).is_err());
    let lead = CloseCombat {
        attacker_fp: 4,
        defender_fp: 4,
        leader_drm: Some(i32::MIN),
        ..Default::default()
    };
    assert!(cc::close_combat(&d, &lead, 3, 4).is_err());
    assert!(cc::ambush(3, i32::MIN, 3, 0).is_err());
    assert!(cc::ambush(3, 0, 3, i32::MAX).is_err());
    // The column itself never overflows, whatever the FP.
    let _ = cc::column(&d, u32::MAX, 1);
    let _ = cc::column(&d, 1, u32::MAX);
}

/// The six CC examples (L1515-1604, digest 17.5).
#[test]
fn cc_examples_l1515() {
    // CC1 (L1515-1530): no ambush (Russian 3+1 = 4 vs German 2); German 1:1 DR 5 = kill:
    // Casualty Reduction; Russian 1:1 DR 9: NE.
    let (amb, _) = cc::ambush(2, 0, 3, 1).expect("ambush");
    assert_eq!(amb, Ambush::None);
    assert_eq!(cc_case(4, 4, 0, 2, 3).result, CcResult::Reduced);
    assert_eq!(cc_case(4, 4, 0, 4, 5).result, CcResult::NoEffect);
    // CC2 (L1531-1545): German 6:4 = 3:2, −1, DR 6 → 5 < 6 eliminates; Russian 4:6 = 1:2,
    // DR 3 < 4 eliminates.
    let (amb, _) = cc::ambush(6, -1, 3, 0).expect("ambush");
    assert_eq!(amb, Ambush::None);
    let g = CloseCombat {
        attacker_fp: 6,
        defender_fp: 4,
        leader_drm: Some(-1),
        ..Default::default()
    };
    let o = cc::close_combat(&data(), &g, 3, 3).expect("cc");
    assert_eq!((o.odds.as_str(), o.final_dr), ("3:2", 5));
    assert_eq!(o.result, CcResult::Eliminated);
    assert_eq!(cc_case(4, 6, 0, 1, 2).result, CcResult::Eliminated);
    // CC3 (L1546-1560): 8:4 DR 6 eliminates; 4:4 DR 9 NE; 4:8 DR 4 = kill CR; 4:4 DR 7 NE.
    assert_eq!(cc_case(8, 4, 0, 3, 3).result, CcResult::Eliminated);
    assert_eq!(cc_case(4, 4, 0, 4, 5).result, CcResult::NoEffect);
    assert_eq!(cc_case(4, 8, 0, 2, 2).result, CcResult::Reduced);
    assert_eq!(cc_case(4, 4, 0, 3, 4).result, CcResult::NoEffect);
    // CC4 (L1561-1578): German 5:5, −1 (wounded 9-2), DR 7 → 6: NE; Russian 9:5 = 3:2, DR 7: NE.
    let o = cc_case(5, 5, -1, 3, 4);
    assert_eq!((o.final_dr, o.result), (6, CcResult::NoEffect));
    let o = cc_case(9, 5, 0, 3, 4);
    assert_eq!((o.odds.as_str(), o.result), ("3:2", CcResult::NoEffect));
    // CC5 (L1579-1590): Russian dr 1 vs German 4: Russian ambush. Russian 1:1 −1, DR 6 → 5
    // = kill: CR; German 2:4 = 1:2 +1, DR 5 → 6: NE.
    let (amb, _) = cc::ambush(4, 0, 1, 0).expect("ambush");
    assert_eq!(amb, Ambush::Defender);
    let r = CloseCombat {
        attacker_fp: 4,
        defender_fp: 4,
        attacker_ambushed: true,
        ..Default::default()
    };
    assert_eq!(
        cc::close_combat(&data(), &r, 3, 3).expect("cc").result,
        CcResult::Reduced
    );
    let g = CloseCombat {
        attacker_fp: 2,
        defender_fp: 4,
        defender_ambushed: true,
        ..Default::default()
    };
    let o = cc::close_combat(&data(), &g, 2, 3).expect("cc");
    assert_eq!((o.final_dr, o.result), (6, CcResult::NoEffect));
    // CC6 (L1591-1604): CX German 5:4 = 1:1 +1, DR 9 → 10: NE. Russian 4:5 = 1:2 −1 (vs CX),
    // original 2 → 1: field promotion, and the 5-4-8 is eliminated.
    let g = CloseCombat {
        attacker_fp: 5,
        defender_fp: 4,
        attacker_cx: true,
        ..Default::default()
    };
    let o = cc::close_combat(&data(), &g, 4, 5).expect("cc");
    assert_eq!((o.final_dr, o.result), (10, CcResult::NoEffect));
    let r = CloseCombat {
        attacker_fp: 4,
        defender_fp: 5,
        defender_cx: true,
        ..Default::default()
    };
    let o = cc::close_combat(&data(), &r, 1, 1).expect("cc");
    assert_eq!((o.odds.as_str(), o.final_dr), ("1:2", 1));
    assert!(o.field_promotion);
    assert_eq!(o.result, CcResult::Eliminated);
    // The promotion (L1597-1600): LCT dr 1 + 1 (Russian) = 2: an 8-0.
    let p = Promotion {
        morale: 7,
        nationality: "russian".into(),
        self_rally: false,
    };
    let o = morale::promotion(&data(), &p, 1).expect("lct");
    assert_eq!(o.final_dr, 2);
    assert_eq!(o.leader.as_deref(), Some("8-0"));
    // With the new leader the odds become 5:5 = 1:1 (L1600-1604).
    assert_eq!(data().cct.columns[cc::column(&data(), 5, 5)].odds, "1:1");
}

/// The ambush contest from each side's circumstances: CC1 (L1515-1530) has the Conscript
/// Russians +1 (Inexperienced), CC2 (L1531-1545) the German 9-1 −1; neither is 3 lower.
#[test]
fn ambush_sides_from_the_cc_examples() {
    let conscripts = cc::AmbushSide {
        inexperienced: true,
        ..Default::default()
    };
    let germans = cc::AmbushSide::default();
    let (who, lines) = cc::ambush_contest(&germans, &conscripts, 2, 3).expect("cc1");
    assert_eq!(who, cc::Ambush::None);
    assert!(
        lines[1]
            .args
            .iter()
            .any(|(k, v)| k == "drm" && *v == crate::core::log::Arg::Text("+1".into())),
        "{lines:?}"
    );
    let led = cc::AmbushSide {
        leader_drm: Some(-1),
        ..Default::default()
    };
    let (who, _) = cc::ambush_contest(&led, &germans, 6, 3).expect("cc2");
    assert_eq!(who, cc::Ambush::None);
    // A CX and pinned side adds +2: 2+2 = 4 against 1 is 3 lower, so the other side ambushes.
    let tired = cc::AmbushSide {
        cx: true,
        pinned: true,
        ..Default::default()
    };
    assert_eq!(tired.drm(), 2);
    let (who, _) = cc::ambush_contest(&tired, &germans, 2, 1).expect("cx");
    assert_eq!(who, cc::Ambush::Defender);
}

/// Digest L1552 (CC3, text L1542-1545): German dr 3 against Russian dr 5, no drm on either
/// side: 2 apart, so no ambush.
#[test]
fn cc3_ambush_comparison_digest_l1552() {
    let (who, _) = cc::ambush(3, 0, 5, 0).expect("ambush");
    assert_eq!(who, Ambush::None);
    let plain = cc::AmbushSide::default();
    let (who, _) = cc::ambush_contest(&plain, &plain, 3, 5).expect("cc3");
    assert_eq!(who, Ambush::None);
    // One pip more apart would have been an ambush by the Germans.
    let (who, _) = cc::ambush(3, 0, 6, 0).expect("ambush");
    assert_eq!(who, Ambush::Attacker);
}
