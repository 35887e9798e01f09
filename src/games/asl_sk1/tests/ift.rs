//! Fire on the IFT: the rulebook's worked examples (PFPh, DFF, SFF, FPF, Residual) and the
//! fire rules (Assault Fire, FP below one, FT/DC, fire groups, Point Blank Fire, odds).

use super::*;

#[test]
fn ift_shape_checks() {
    let d = data();
    assert_eq!(d.ift.columns, vec![1, 2, 4, 6, 8, 12, 16, 20, 24, 30, 36]);
    assert_eq!(fire::shape_problems(&d), Vec::<String>::new());
    // Below the first row reads the first row; past the last is No Effect.
    assert_eq!(d.ift.lookup(0, -3), IftResult::Kia(1));
    assert_eq!(d.ift.lookup(10, 16), IftResult::NoEffect);
}

/// PFPh example 1 (L808-812): 6-6-6 adjacent (PBF) + 7-4-7 in a multi-hex FG = 19 FP, 16
/// column; +3 stone building, +1 orchard Hindrance; original 6, final 10: NMC. Only the
/// adjacent 6-6-6 is doubled.
#[test]
fn prep_fire_example_1_l808() {
    let a = FireAttack {
        items: vec![
            FireItem {
                pbf: true,
                ..squad(6)
            },
            squad(7),
        ],
        tem: 3,
        hindrance: 1,
        ..Default::default()
    };
    let o = ift(&a, 2, 4);
    assert_eq!(o.fp, Frac::int(19));
    assert_eq!(o.column, Some(16));
    assert_eq!(o.drm, 4);
    assert_eq!((o.original_dr, o.final_dr), (6, 10));
    assert_eq!(o.result, IftResult::Nmc);
    assert_eq!(o.cower_columns, 0);
    // The explanation doubles the 6-6-6 and leaves the 7-4-7 as it is.
    let fp_lines: Vec<&Line> = o
        .lines
        .iter()
        .filter(|l| l.msg.starts_with("asl-fp-item"))
        .collect();
    assert_eq!(fp_lines.len(), 2);
    assert_eq!(fp_lines[0].msg, "asl-fp-item-mod");
    assert_eq!(fp_lines[1].msg, "asl-fp-item");
}

/// Saves made when Point Blank Fire was one flag for the whole attack still read: the flag
/// goes on every firer.
#[test]
fn old_saves_with_attack_wide_pbf_still_double() {
    let old =
        r#"{"items":[{"kind":"Squad","fp":5},{"kind":"Mg","fp":2}],"fire_type":"Prep","pbf":true}"#;
    let a: FireAttack = serde_json::from_str(old).expect("old save");
    assert!(a.items.iter().all(|i| i.pbf));
    assert_eq!(ift(&a, 3, 4).fp, Frac::int(14));
    // A new save keeps each firer's own flag.
    let new = FireAttack {
        items: vec![
            FireItem {
                pbf: true,
                ..squad(6)
            },
            squad(7),
        ],
        ..Default::default()
    };
    let back: FireAttack =
        serde_json::from_str(&serde_json::to_string(&new).expect("save")).expect("load");
    assert_eq!(back, new);
}

/// PFPh example 2 (L819-825): 7-4-7 beyond normal range (3.5 FP, 2 column), directed by a
/// 9-1: +3 stone −1 leader; original 2 does not cower (leader), final 4: 1MC.
#[test]
fn prep_fire_example_2_l819() {
    let a = FireAttack {
        items: vec![FireItem {
            long_range: true,
            ..squad(7)
        }],
        leaders: vec![-1],
        tem: 3,
        ..Default::default()
    };
    let o = ift(&a, 1, 1);
    assert_eq!(o.fp, Frac::new(7, 2));
    assert_eq!(o.column, Some(2));
    assert_eq!(o.final_dr, 4);
    assert_eq!(o.cower_columns, 0);
    assert_eq!(o.result, IftResult::Mc(1));
    // The 1MC on the 4-6-7 (L826-829): DR 5 + 1 = 6 ≤ 7 passes.
    let m = MoraleCheck {
        kind: CheckKind::Mc,
        morale: 7,
        ift_drm: 1,
        ..Default::default()
    };
    let r = morale::morale_check(&m, 2, 3).expect("mc");
    assert_eq!(r.final_dr, 6);
    assert_eq!(r.result, MoraleResult::Passed);
}

/// PFPh example 3 (L830-845): Inexperienced 5-3-6 adjacent: 10 FP, 8 column, doubles 2+2
/// cower two columns to the 4 column; no DRM; final 4: 1MC. The 4-6-7 rolls 12 (+1 = 13):
/// Casualty Reduction, then fails by 6 > ELR 3, replaced, broken and DM.
#[test]
fn prep_fire_example_3_l830() {
    let a = FireAttack {
        items: vec![FireItem {
            pbf: true,
            ..squad(5)
        }],
        inexperienced: true,
        ..Default::default()
    };
    let o = ift(&a, 2, 2);
    assert_eq!(o.fp, Frac::int(10));
    assert_eq!(o.base_column, Some(8));
    assert_eq!(o.cower_columns, 2);
    assert_eq!(o.column, Some(4));
    assert_eq!(o.result, IftResult::Mc(1));
    let m = MoraleCheck {
        kind: CheckKind::Mc,
        morale: 7,
        ift_drm: 1,
        elr: Some(3),
        ..Default::default()
    };
    let r = morale::morale_check(&m, 6, 6).expect("mc");
    assert_eq!(r.final_dr, 13);
    assert_eq!(r.result, MoraleResult::BrokenReduced);
    assert!(r.elr_replaced);
}

/// The NMC of example 1 (L813-818): DR 9 vs 7 breaks (by 2, ELR 3: no swap); DR 7 vs 7
/// passes exactly and pins.
#[test]
fn nmc_example_1_l813() {
    let m = MoraleCheck {
        kind: CheckKind::Nmc,
        morale: 7,
        elr: Some(3),
        ..Default::default()
    };
    let a = morale::morale_check(&m, 4, 5).expect("nmc");
    assert_eq!(a.result, MoraleResult::Broken);
    assert!(!a.elr_replaced);
    let b = morale::morale_check(&m, 3, 4).expect("nmc");
    assert_eq!(b.result, MoraleResult::Pinned);
}

/// Figure 2, DFF 4-6-7 into J3 (L1177-1186): 4 FP, 4 column, +3 stone −1 FFNAM; Residual 2.
#[test]
fn dff_squad_j3_l1177() {
    let a = FireAttack {
        items: vec![squad(4)],
        fire_type: FireType::Dff,
        tem: 3,
        ffnam: true,
        ..Default::default()
    };
    let o = ift(&a, 3, 5);
    assert_eq!(o.column, Some(4));
    assert_eq!(o.drm, 2);
    assert_eq!(o.residual, Some(2));
}

/// DFF MMG into K3 (L1187-1192): 5 FP, 4 column, −1 FFMO −1 FFNAM; no breakdown; coloured die
/// ≥ 3 loses ROF 2; Residual 2.
#[test]
fn dff_mmg_k3_l1187() {
    let a = FireAttack {
        items: vec![FireItem {
            rof: Some(2),
            ..mg(5)
        }],
        fire_type: FireType::Dff,
        ffmo: true,
        ffnam: true,
        ..Default::default()
    };
    let o = ift(&a, 4, 3);
    assert_eq!(o.column, Some(4));
    assert_eq!(o.drm, -2);
    assert!(!o.rof[0].kept);
    assert!(!o.breakdown[0].broke);
    assert_eq!(o.residual, Some(2));
    // Had the MG kept ROF, its FP would leave no Residual.
    let kept = ift(&a, 1, 5);
    assert!(kept.rof[0].kept);
    assert_eq!(kept.residual, Some(0));
}

/// SFF 4-6-7 + MMG into I5 (L1196-1206): (4 + 5) × ½ = 4½, 4 column, −2; the MMG's B# is
/// 12 − 2 = 10; Residual 2 (1 if the MMG had broken down: digest 15.4 reading).
#[test]
fn sff_i5_l1196() {
    let a = FireAttack {
        items: vec![squad(4), mg(5)],
        fire_type: FireType::Sff,
        ffmo: true,
        ffnam: true,
        ..Default::default()
    };
    let o = ift(&a, 4, 2);
    assert_eq!(o.fp, Frac::new(9, 2));
    assert_eq!(o.column, Some(4));
    assert_eq!(o.drm, -2);
    assert_eq!(o.breakdown[0].number, 10);
    assert_eq!(o.residual, Some(2));
    let broke = ift(&a, 4, 6);
    assert!(broke.breakdown[0].broke);
    assert_eq!(broke.residual, Some(1));
}

/// FPF into J5 (L1222-1230): 9 × ½ × 2 = 9, 8 column, +3 stone −1 FFNAM; original 7, final
/// 9: PTC; the firer's NMC on the original 7 vs morale 7 pins; Residual 4.
#[test]
fn fpf_j5_l1222() {
    let a = FireAttack {
        items: vec![squad(4), mg(5)],
        fire_type: FireType::Fpf,
        tem: 3,
        ffnam: true,
        ..Default::default()
    };
    let o = ift(&a, 4, 3);
    assert_eq!(o.fp, Frac::int(9));
    assert_eq!(o.column, Some(8));
    assert_eq!(o.final_dr, 9);
    assert_eq!(o.result, IftResult::Ptc);
    assert_eq!(o.residual, Some(4));
    let nmc = MoraleCheck {
        kind: CheckKind::Nmc,
        morale: 7,
        ..Default::default()
    };
    assert_eq!(
        morale::morale_check(&nmc, 4, 3).expect("nmc").result,
        MoraleResult::Pinned
    );
}

/// FPF into K6 by the pinned 4-6-7 + MMG (L1231-1245): 9 × ½ × 2 × ½ = 4½, 4 column, −1
/// FFNAM; original 10 breaks the MMG (B# 10) and gives final 9: NE; Residual 1 without the
/// MMG. The firer's NMC: 10 vs 7 fails by 3, a swap only if ELR ≤ 2.
#[test]
fn fpf_k6_l1231() {
    let a = FireAttack {
        items: vec![
            FireItem {
                pinned: true,
                ..squad(4)
            },
            FireItem {
                pinned: true,
                ..mg(5)
            },
        ],
        fire_type: FireType::Fpf,
        ffnam: true,
        ..Default::default()
    };
    let o = ift(&a, 4, 6);
    assert_eq!(o.fp, Frac::new(9, 2));
    assert_eq!(o.column, Some(4));
    assert_eq!(o.final_dr, 9);
    assert_eq!(o.result, IftResult::NoEffect);
    assert!(o.breakdown[0].broke);
    assert!(!o.breakdown[0].eliminated);
    assert_eq!(o.residual, Some(1));
    for (elr, swap) in [(2, true), (3, false)] {
        let nmc = MoraleCheck {
            kind: CheckKind::Nmc,
            morale: 7,
            elr: Some(elr),
            ..Default::default()
        };
        let r = morale::morale_check(&nmc, 4, 6).expect("nmc");
        assert_eq!(r.result, MoraleResult::Broken);
        assert_eq!(r.elr_replaced, swap);
    }
}

/// Residual 2 FP attack on the 4-4-7 entering I5 (L1207-1212): 2 column, −2, no cowering.
#[test]
fn residual_never_cowers_l1207() {
    let a = FireAttack {
        raw_fp: Some(Frac::int(2)),
        raw_mmc: true,
        fire_type: FireType::Residual,
        ffmo: true,
        ffnam: true,
        ..Default::default()
    };
    let o = ift(&a, 3, 3);
    assert_eq!(o.cower_columns, 0);
    assert_eq!(o.column, Some(2));
}

#[test]
fn assault_fire_adds_one_then_rounds_up() {
    let a = FireAttack {
        items: vec![FireItem {
            assault_fire: true,
            ..squad(5)
        }],
        fire_type: FireType::Advancing,
        ..Default::default()
    };
    // 5 × ½ = 2½, +1 = 3½, rounded up to 4.
    assert_eq!(ift(&a, 3, 4).fp, Frac::int(4));
    let bad = FireAttack {
        fire_type: FireType::Prep,
        ..a
    };
    assert!(fire::resolve(&data(), &bad, &AslSettings::default(), 1, 2).is_err());
}

#[test]
fn below_one_fp_is_a_setting() {
    let a = FireAttack {
        items: vec![FireItem {
            long_range: true,
            pinned: true,
            ..FireItem::new(ItemKind::HalfSquad, 1)
        }],
        ..Default::default()
    };
    let d = data();
    let none = fire::resolve(&d, &a, &AslSettings::default(), 1, 2).expect("ok");
    assert_eq!(none.column, None);
    assert_eq!(none.result, IftResult::NoEffect);
    let s = AslSettings {
        below_one: BelowOne::FirstColumn,
        ..Default::default()
    };
    let one = fire::resolve(&d, &a, &s, 1, 2).expect("ok");
    assert_eq!(one.column, Some(1));
    assert_eq!(one.result, IftResult::Mc(1));
}

#[test]
fn ft_and_dc_rules() {
    let d = data();
    let s = AslSettings::default();
    let ft = FireAttack {
        items: vec![FireItem {
            elite: false,
            pbf: true,
            ..FireItem::new(ItemKind::Ft, 24)
        }],
        tem: 3,
        leaders: vec![-2],
        ..Default::default()
    };
    let o = fire::resolve(&d, &ft, &s, 4, 4).expect("ft");
    // Never doubled, no TEM, no leadership; a non-elite user loses it on 8; it cowers.
    assert_eq!(o.fp, Frac::int(24));
    assert_eq!(o.drm, 0);
    assert!(o.breakdown[0].eliminated);
    let with_squad = FireAttack {
        items: vec![FireItem::new(ItemKind::Ft, 24), squad(4)],
        ..Default::default()
    };
    assert!(fire::resolve(&d, &with_squad, &s, 1, 2).is_err());
    let dc = FireAttack {
        items: vec![FireItem {
            pbf: true,
            ..FireItem::new(ItemKind::Dc, 30)
        }],
        fire_type: FireType::Advancing,
        tem: 2,
        ..Default::default()
    };
    let o = fire::resolve(&d, &dc, &s, 3, 3).expect("dc");
    assert_eq!(o.fp, Frac::int(30));
    assert_eq!(o.column, Some(30));
    assert_eq!(o.cower_columns, 0);
    let dud = fire::resolve(&d, &dc, &s, 6, 6).expect("dc");
    assert_eq!(dud.result, IftResult::NoEffect);
    assert_eq!(dud.column, None);
}

#[test]
fn bad_dice_are_refused() {
    let a = FireAttack {
        raw_fp: Some(Frac::int(4)),
        ..Default::default()
    };
    let e = fire::resolve(&data(), &a, &AslSettings::default(), 7, 1).expect_err("bad die");
    assert_eq!(e.line.msg, "asl-err-die-colored");
}

/// Odds counted by hand from the IFT (data/asl-sk1/ift.json), not by running the resolver.
/// 8 FP at +2 without a leader: the 30 non-double rolls read the 8 column at DR 3..11 + 2
/// (2MC 2, 1MC 2+4, NMC 4, PTC 6, NE 12); the six doubles cower to the 6 column at DR 4, 6,
/// 8, 10, 12, 14 (2MC, 1MC, PTC, NE ×3). With a −1 leader (and +3 TEM) nothing cowers: the
/// 36 rolls at DR 2..12 + 2 give 2MC 1+2, 1MC 3+4, NMC 5, PTC 6, NE 15.
#[test]
fn odds_match_hand_counted_cases() {
    let d = data();
    let s = AslSettings::default();
    let count = |a: &FireAttack| -> Vec<(String, u32)> {
        fire::odds(&d, a, &s)
            .expect("odds")
            .into_iter()
            .map(|(r, n)| (r.label(), n))
            .collect()
    };
    let own = |v: &[(&str, u32)]| -> Vec<(String, u32)> {
        v.iter().map(|(r, n)| (r.to_string(), *n)).collect()
    };
    let leaderless = FireAttack {
        raw_fp: Some(Frac::int(8)),
        raw_mmc: true,
        other_drm: 2,
        ..Default::default()
    };
    assert_eq!(
        count(&leaderless),
        own(&[("2MC", 3), ("1MC", 7), ("NMC", 4), ("PTC", 7), ("NE", 15)])
    );
    let led = FireAttack {
        items: vec![squad(8)],
        leaders: vec![-1],
        tem: 3,
        ..Default::default()
    };
    assert_eq!(
        count(&led),
        own(&[("2MC", 3), ("1MC", 7), ("NMC", 5), ("PTC", 6), ("NE", 15)])
    );
    // Every situation still covers the 36 rolls exactly once.
    for fp in [1, 2, 3, 8, 19, 40] {
        for drm in -3..=5 {
            let a = FireAttack {
                raw_fp: Some(Frac::int(fp)),
                raw_mmc: true,
                other_drm: drm,
                ..Default::default()
            };
            let o = fire::odds(&d, &a, &s).expect("odds");
            assert_eq!(o.iter().map(|x| x.1).sum::<u32>(), 36);
        }
    }
}

/// A multi-hex fire group with a leader in each hex takes the worst leader's DRM (L680-685):
/// a 9-2 (−2) with one squad and an 8-1 (−1) with the other direct at −1, whatever the order.
#[test]
fn multi_hex_fire_group_takes_the_worst_leader_l680() {
    for leaders in [vec![-2, -1], vec![-1, -2]] {
        let a = FireAttack {
            items: vec![squad(4), squad(4)],
            leaders,
            tem: 2,
            ..Default::default()
        };
        let o = ift(&a, 3, 3);
        assert_eq!(o.drm, 1);
        assert_eq!(o.cower_columns, 0, "led fire never cowers");
        let lead = o
            .lines
            .iter()
            .find(|l| l.msg == "asl-drm-leader")
            .expect("leadership line");
        assert!(
            lead.args
                .iter()
                .any(|(k, v)| k == "drm" && *v == crate::core::log::Arg::Text("−1".into())),
            "{lead:?}"
        );
    }
    // An 8-0 in one hex: no leadership bonus at all, though a 9-2 is in the other.
    let a = FireAttack {
        items: vec![squad(4), squad(4)],
        leaders: vec![-2, 0],
        ..Default::default()
    };
    assert_eq!(ift(&a, 3, 4).drm, 0);
}

/// Point Blank Fire is per firer: in a multi-hex FG only the adjacent unit doubles.
#[test]
fn point_blank_is_per_firer() {
    let a = FireAttack {
        items: vec![squad(4), FireItem { pbf: true, ..mg(2) }, squad(4)],
        ..Default::default()
    };
    assert_eq!(ift(&a, 3, 4).fp, Frac::int(12));
    // FPF is always at an adjacent hex: every firer doubles (then halves, as SFF).
    let fpf = FireAttack {
        fire_type: FireType::Fpf,
        ..a
    };
    assert_eq!(ift(&fpf, 3, 4).fp, Frac::int(10));
}

/// An MG used by an Inexperienced MMC: B# 1 lower, and the attack cowers two columns.
#[test]
fn inexperienced_weapon_user_l1677() {
    let a = FireAttack {
        items: vec![FireItem {
            inexperienced: true,
            ..mg(4)
        }],
        ..Default::default()
    };
    let o = ift(&a, 6, 5);
    assert_eq!(o.breakdown[0].number, 11);
    assert!(o.breakdown[0].broke);
    let o = ift(&a, 3, 3);
    assert_eq!(
        (o.base_column, o.cower_columns, o.column),
        (Some(4), 2, Some(1))
    );
    // Fired by a leader, it neither cowers nor counts as the Inexperienced MMC.
    let led = FireAttack {
        items: vec![FireItem {
            smc_crew: true,
            ..a.items[0].clone()
        }],
        ..Default::default()
    };
    assert_eq!(ift(&led, 3, 3).cower_columns, 0);
}

/// With no column to read, the explanation says so instead of naming a "0 column".
#[test]
fn no_column_is_said_plainly() {
    let a = FireAttack {
        raw_fp: Some(Frac::new(1, 2)),
        ..Default::default()
    };
    let o = ift(&a, 2, 3);
    assert_eq!(o.column, None);
    assert!(o.lines.iter().any(|l| l.msg == "asl-ift-no-column"));
    assert!(!o.lines.iter().any(|l| l.msg == "asl-ift-result"));
}

/// SK errata to 3.31 (a setting, on by default): the Residual FP of a DFF moves one IFT
/// column left per +1 Hindrance and per +1 CX of the attack. 12 FP DFF: the 12 column leaves
/// 6; with +1 Hindrance and CX it moves two columns left, 6 → 4 → 2.
#[test]
fn residual_fp_errata_hindrance_and_cx() {
    let a = FireAttack {
        items: vec![squad(6), squad(6)],
        fire_type: FireType::Dff,
        leaders: vec![0],
        ..Default::default()
    };
    assert_eq!(ift(&a, 3, 4).residual, Some(6));
    let hindered = FireAttack {
        hindrance: 1,
        cx: true,
        ..a.clone()
    };
    let o = ift(&hindered, 3, 4);
    assert_eq!(o.residual, Some(2));
    assert!(o.lines.iter().any(|l| l.msg == "asl-residual-errata"));
    // The printed rule only, when the setting is off.
    let printed = AslSettings {
        residual_errata: false,
        ..Default::default()
    };
    let o = fire::resolve(&data(), &hindered, &printed, 3, 4).expect("resolves");
    assert_eq!(o.residual, Some(6));
    // Moved off the table: no Residual FP at all (a 2 FP attack leaves 1, +1 Hindrance → 0).
    let small = FireAttack {
        items: vec![FireItem::new(ItemKind::HalfSquad, 2)],
        hindrance: 1,
        ..a
    };
    assert_eq!(ift(&small, 3, 4).residual, Some(0));
}

/// Hindrance above 6 blocks the LOS (L612-613): refused with the rule, never resolved.
#[test]
fn hindrance_above_six_blocks_the_los_l612() {
    let a = FireAttack {
        items: vec![squad(4)],
        hindrance: 7,
        ..Default::default()
    };
    let e = fire::resolve(&data(), &a, &AslSettings::default(), 3, 4).expect_err("refused");
    assert_eq!(e.line.msg, "asl-err-hindrance-blocks");
    assert!(fire::odds(&data(), &a, &AslSettings::default()).is_err());
    let ok = FireAttack { hindrance: 6, ..a };
    assert!(fire::resolve(&data(), &ok, &AslSettings::default(), 3, 4).is_ok());
}

/// A Residual FP attack takes only the hex's TEM (or smoke) and FFMO/FFNAM (L1076-1079).
#[test]
fn residual_attack_takes_only_tem_and_ffmo_l1076() {
    let base = FireAttack {
        raw_fp: Some(Frac::int(4)),
        fire_type: FireType::Residual,
        tem: 1,
        ffmo: true,
        ..Default::default()
    };
    let o = ift(&base, 3, 4);
    assert_eq!(o.drm, 0);
    let refused = |a: FireAttack, msg: &str| {
        let e = fire::resolve(&data(), &a, &AslSettings::default(), 3, 4).expect_err(msg);
        assert_eq!(e.line.msg, msg);
    };
    refused(
        FireAttack {
            leaders: vec![-1],
            ..base.clone()
        },
        "asl-err-residual-leader",
    );
    refused(
        FireAttack {
            hindrance: 1,
            ..base.clone()
        },
        "asl-err-residual-hindrance",
    );
    refused(
        FireAttack {
            cx: true,
            ..base.clone()
        },
        "asl-err-residual-cx",
    );
    refused(
        FireAttack {
            raw_fp: None,
            items: vec![FireItem {
                rof: Some(2),
                ..mg(4)
            }],
            ..base.clone()
        },
        "asl-err-residual-items",
    );
    refused(
        FireAttack {
            items: vec![squad(2)],
            ..base
        },
        "asl-err-residual-items",
    );
}

/// Numbers that used to wrap are refused, naming the value: a huge DRM, a huge or tiny
/// fraction of FP, a leadership of i32::MIN.
#[test]
fn fire_numbers_are_bounded() {
    let s = AslSettings::default();
    let refused = |a: &FireAttack| fire::resolve(&data(), a, &s, 3, 4).is_err();
    let with = |f: &dyn Fn(&mut FireAttack)| {
        let mut a = FireAttack {
            raw_fp: Some(Frac::int(4)),
            ..Default::default()
        };
        f(&mut a);
        a
    };
    assert!(refused(&with(&|a| a.other_drm = i32::MAX)));
    assert!(refused(&with(&|a| a.other_drm = i32::MIN)));
    assert!(refused(&with(&|a| a.leaders = vec![i32::MIN])));
    assert!(refused(&with(&|a| a.tem = i32::MAX)));
    assert!(refused(&with(&|a| a.target_fts = u32::MAX)));
    assert!(refused(&with(&|a| a.raw_fp = Some(Frac::int(0)))));
    assert!(refused(&with(
        &|a| a.raw_fp = Frac::checked_new(1, i64::MAX)
    )));
    assert!(refused(&with(&|a| a.raw_fp = Some(Frac::int(i64::MAX)))));
    assert!(refused(&with(&|a| a.raw_fp = Some(Frac { n: 4, d: 0 }))));
    assert!(refused(&with(&|a| a.items = vec![squad(u32::MAX)])));
    // The biggest allowed FP with every doubling still resolves on the last column.
    let big = FireAttack {
        items: vec![FireItem {
            pbf: true,
            ..squad(limits::FP_MAX as u32)
        }],
        ..Default::default()
    };
    assert_eq!(ift(&big, 3, 4).column, Some(36));
}

/// "The Assault Fire bonus does not apply to targets beyond normal range" (L1256-1257): a
/// squad's Assault Fire at long range is refused, citing the rule.
#[test]
fn assault_fire_beyond_normal_range_is_refused_l1256() {
    let a = FireAttack {
        items: vec![FireItem {
            assault_fire: true,
            long_range: true,
            ..squad(5)
        }],
        fire_type: FireType::Advancing,
        ..Default::default()
    };
    let e = fire::resolve(&data(), &a, &AslSettings::default(), 1, 2).expect_err("refused");
    assert_eq!(e.line.msg, "asl-err-assault-long-range");
}
