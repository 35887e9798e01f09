//! Issue 22: rules the resolvers broke, each with the seed's lines.

use super::*;

fn refused(a: &FireAttack) -> String {
    fire::resolve(&data(), a, &AslSettings::default(), 3, 4)
        .expect_err("refused")
        .line
        .msg
}

fn dc(fire_type: FireType) -> FireAttack {
    FireAttack {
        items: vec![FireItem::new(ItemKind::Dc, 30)],
        fire_type,
        ..Default::default()
    }
}

/// L1474-1475: a leader cannot use his leadership on a Close Combat attack he makes alone.
#[test]
fn cc_leader_alone_takes_no_leadership_l1474() {
    let alone = CloseCombat {
        attacker_fp: 1,
        defender_fp: 2,
        leader_drm: Some(-2),
        mmc: false,
        ..Default::default()
    };
    let e = cc::close_combat(&data(), &alone, 3, 3).expect_err("refused");
    assert_eq!(e.line.msg, "asl-err-cc-leader-alone");
    // With the squad he directs, the leadership applies (L1469-1473).
    let with_squad = CloseCombat {
        mmc: true,
        ..alone.clone()
    };
    let o = cc::close_combat(&data(), &with_squad, 3, 3).expect("resolves");
    assert_eq!(o.drm, -2);
    // A leader of leadership 0 alone changes nothing: accepted.
    let zero = CloseCombat {
        leader_drm: Some(0),
        ..alone
    };
    assert!(cc::close_combat(&data(), &zero, 3, 3).is_ok());
}

/// L1746-1747, L1772-1773: a DC attacks in the AFPh only; in Prep Fire or DFF it is refused
/// (it used to resolve there, and leave Residual FP 12 in DFF).
#[test]
fn dc_attacks_only_in_the_afph_l1772() {
    for t in [
        FireType::Prep,
        FireType::Dff,
        FireType::Sff,
        FireType::Fpf,
        FireType::FinalFire,
    ] {
        assert_eq!(refused(&dc(t)), "asl-err-dc-afph", "{t:?}");
    }
    let o = ift(&dc(FireType::Advancing), 3, 4);
    assert_eq!(o.residual, None);
    assert_eq!(o.fp, Frac::int(30));
}

/// L1748-1750: a DC takes only the defender's TEM and the placer's CX: no leadership, no
/// Hindrance.
#[test]
fn dc_takes_only_tem_and_cx_l1749() {
    let a = FireAttack {
        leaders: vec![-2],
        tem: 2,
        hindrance: 1,
        cx: true,
        ..dc(FireType::Advancing)
    };
    let o = ift(&a, 3, 4);
    assert_eq!(o.drm, 3, "TEM +2 and CX +1 only");
    assert!(o.lines.iter().any(|l| l.msg == "asl-drm-dc-no-leader"));
    assert!(o.lines.iter().any(|l| l.msg == "asl-drm-dc-no-hindrance"));
}

/// L1728-1731: a leader cannot modify FT fire, so he does not stop its MMC user cowering.
#[test]
fn ft_user_cowers_though_a_leader_is_there_l1728() {
    let a = FireAttack {
        items: vec![FireItem::new(ItemKind::Ft, 24)],
        leaders: vec![-1],
        fire_type: FireType::Advancing,
        ..Default::default()
    };
    let o = ift(&a, 3, 3);
    assert_eq!(o.drm, 0);
    assert_eq!(o.cower_columns, 1, "doubles: the FT's MMC user cowers");
    // A FT fired by a leader himself (no MMC) never cowers.
    let smc = FireAttack {
        items: vec![FireItem {
            smc_crew: true,
            ..FireItem::new(ItemKind::Ft, 24)
        }],
        ..a
    };
    assert_eq!(ift(&smc, 3, 3).cower_columns, 0);
}

/// L623-626: Point Blank Fire is at an adjacent hex; with long range too (4 × 2 × ½) it is
/// refused, and so is long range in FPF or a marked unit's Final Fire (always adjacent).
#[test]
fn point_blank_and_long_range_together_are_refused_l623() {
    let both = FireAttack {
        items: vec![FireItem {
            pbf: true,
            long_range: true,
            ..squad(4)
        }],
        ..Default::default()
    };
    assert_eq!(refused(&both), "asl-err-pbf-long-range");
    for t in [FireType::Fpf, FireType::FinalFireMarked] {
        let a = FireAttack {
            items: vec![FireItem {
                long_range: true,
                ..squad(4)
            }],
            fire_type: t,
            ..Default::default()
        };
        assert_eq!(refused(&a), "asl-err-pbf-long-range", "{t:?}");
    }
}

/// MMP's official SK errata to 3.31: an MG may decline ROF so that its FP stays in the
/// Residual FP.
#[test]
fn mg_may_decline_rof_to_leave_residual_fp() {
    let a = |decline: bool| FireAttack {
        items: vec![
            FireItem {
                rof: Some(2),
                decline_rof: decline,
                ..mg(4)
            },
            squad(4),
        ],
        leaders: vec![0],
        fire_type: FireType::Dff,
        ..Default::default()
    };
    // Coloured 1 ≤ ROF 2: kept, so only the squad's 4 FP leave Residual (4 column → 2).
    let kept = ift(&a(false), 1, 4);
    assert!(kept.rof[0].kept);
    assert_eq!(kept.residual, Some(2));
    // Declined: the whole 8 FP leave Residual 4, and the MG may not fire again.
    let declined = ift(&a(true), 1, 4);
    assert!(!declined.rof[0].kept);
    assert_eq!(declined.residual, Some(4));
    assert!(declined.lines.iter().any(|l| l.msg == "asl-rof-declined"));
    // Only First Fire leaves Residual FP; only an MG with a ROF can decline it.
    let prep = FireAttack {
        fire_type: FireType::Prep,
        ..a(true)
    };
    assert_eq!(refused(&prep), "asl-err-decline-rof-when");
    let no_rof = FireAttack {
        items: vec![FireItem {
            decline_rof: true,
            ..squad(4)
        }],
        fire_type: FireType::Dff,
        ..Default::default()
    };
    assert_eq!(refused(&no_rof), "asl-err-decline-rof-mg");
}

/// A firepower's denominator above the limit is refused naming the denominator, not as
/// "above 0 and at most 200".
#[test]
fn fp_denominator_is_named() {
    let e = limits::check_fp("asl-val-fp", Frac::new(1, 1001)).expect_err("refused");
    assert_eq!(e.line.msg, "asl-err-fp-denominator");
    assert!(limits::check_fp("asl-val-fp", Frac::new(1, 1000)).is_ok());
}

/// The readings an answer rests on are named (the digest's 15.4 list): a fire group without
/// a leader rests on the cowering reading; a plain single squad rests on none.
#[test]
fn fire_answers_carry_their_readings() {
    let fg = FireAttack {
        items: vec![squad(4), squad(4)],
        ..Default::default()
    };
    let b = super::super::basis::fire(&fg, &ift(&fg, 3, 4));
    assert!(
        b.readings.iter().any(|r| r.id == "asl-cower-fire-groups"
            && r.setting.as_deref() == Some("cower_fire_groups"))
    );
    let one = FireAttack {
        items: vec![squad(4)],
        ..Default::default()
    };
    assert!(super::super::basis::fire(&one, &ift(&one, 3, 4)).is_empty());
    assert!(!super::super::basis::promotion().verified());
}
