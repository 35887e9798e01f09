//! The rulebook's own worked examples (digest §17, line numbers of the seed text) and the
//! IFT's shape checks.

use super::cc::{self, Ambush, CcResult, CloseCombat};
use super::data::AslData;
use super::fire::{self, FireAttack, FireItem, FireType, IftResult, ItemKind};
use super::frac::Frac;
use super::morale::{
    self, CheckKind, MoraleCheck, MoraleResult, Promotion, RallyAttempt, RallyResult, UnitSize,
    Wound,
};
use super::*;

fn data() -> AslData {
    AslData::embedded()
}

fn squad(fp: u32) -> FireItem {
    FireItem::new(ItemKind::Squad, fp)
}

fn mg(fp: u32) -> FireItem {
    FireItem::new(ItemKind::Mg, fp)
}

fn ift(a: &FireAttack, c: u8, w: u8) -> fire::IftOutcome {
    fire::resolve(&data(), a, &AslSettings::default(), c, w).expect("resolves")
}

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
    assert_eq!(odds(1, 20), "1:8");
    assert_eq!(odds(40, 1), "10:1");
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

#[test]
fn reminders_follow_the_marker_table() {
    let d = data();
    let off = |prev: &str, phase: &str| -> Vec<String> {
        reminders(&d, Some(prev), phase)
            .into_iter()
            .filter(|r| r.off)
            .map(|r| r.marker)
            .collect()
    };
    assert_eq!(off("advancing-fire", "rout"), vec!["prep-fire"]);
    assert_eq!(
        off("defensive-fire", "advancing-fire"),
        vec!["first-fire", "final-fire"]
    );
    assert_eq!(off("close-combat", "rally"), vec!["pin", "cc"]);
    assert_eq!(off("rally", "prep-fire"), vec!["dm"]);
    let mph = off("prep-fire", "movement");
    assert_eq!(mph, vec!["cx"]);
    assert_eq!(off("movement", "defensive-fire"), vec!["residual", "smoke"]);
}

#[test]
fn turn_record_end_and_half_turns() {
    let s = AslState {
        turns: Some(5),
        half_last: true,
        first_attacker: 1,
        ..Default::default()
    };
    assert_eq!(s.attacker(0), 1);
    assert_eq!(s.attacker(1), 0);
    assert!(!s.ended(5, 0));
    assert!(s.ended(5, 1));
    assert!(s.ended(6, 0));
    let full = AslState {
        half_last: false,
        ..s
    };
    assert!(!full.ended(5, 1));
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

fn mf(q: movement::MoveQuery) -> i32 {
    movement::movement(&data().movement, &q).expect("mf").mf
}

/// The Movement Phase examples: Figure 1 (L1156-1170) and Figure 2 (L1171-1221).
#[test]
fn movement_factors_from_the_figure_examples() {
    use movement::MoveQuery;
    let squad = MoveQuery::default();
    // Fig. 1: a 4-4-7 moving one hex has 4 MF; with an LMG (1 PP ≤ IPC 3) still 4.
    assert_eq!(mf(squad), 4);
    assert_eq!(mf(MoveQuery { pp: 1, ..squad }), 4);
    // A 5-2-7 on Double Time: 6 MF, ends CX.
    let dt = MoveQuery {
        double_time: true,
        ..squad
    };
    assert_eq!(mf(dt), 6);
    // 9-1 with a 4-4-7: 4 + 2 = 6; 8-1 with a 4-4-7 on Double Time: 4 + 2 + 2 = 8.
    let led = MoveQuery {
        with_leader: true,
        ..squad
    };
    assert_eq!(mf(led), 6);
    assert_eq!(
        mf(MoveQuery {
            double_time: true,
            ..led
        }),
        8
    );
    // Fig. 2: a 4-4-7 with a 5 PP MMG: 4 − (5 − 3) = 2; on Double Time its IPC drops to 2
    // (CX): 4 + 2 − (5 − 2) = 3.
    let mmg = MoveQuery { pp: 5, ..squad };
    assert_eq!(mf(mmg), 2);
    let o = movement::movement(
        &data().movement,
        &MoveQuery {
            double_time: true,
            ..mmg
        },
    )
    .expect("dt");
    assert_eq!((o.mf, o.ipc, o.excess_pp), (3, 2, 3));
    // A 9-2 with a 4-4-7 and the MMG: IPC 3 + 1 = 4, 1 PP over, 6 − 1 = 5 MF.
    let o = movement::movement(&data().movement, &MoveQuery { pp: 5, ..led }).expect("9-2");
    assert_eq!((o.mf, o.ipc, o.excess_pp), (5, 4, 1));
}

#[test]
fn movement_limits_l894_l931_l1658() {
    use movement::MoveQuery;
    let leader = MoveQuery {
        size: UnitSize::Leader,
        ..Default::default()
    };
    assert_eq!(mf(leader), 6);
    assert_eq!(
        mf(MoveQuery {
            wounded: true,
            ..leader
        }),
        3
    );
    // An Inexperienced MMC has 3 MF; the road adds 1.
    let green = MoveQuery {
        inexperienced: true,
        road: true,
        ..Default::default()
    };
    assert_eq!(mf(green), 4);
    // Refusals: a leader carrying 3 PP, a wounded leader on Double Time, a wounded squad.
    let m = &data().movement;
    assert!(movement::movement(m, &MoveQuery { pp: 3, ..leader }).is_err());
    assert!(movement::movement(m, &MoveQuery { pp: 2, ..leader }).is_ok());
    assert!(
        movement::movement(
            m,
            &MoveQuery {
                wounded: true,
                double_time: true,
                ..leader
            }
        )
        .is_err()
    );
    assert!(
        movement::movement(
            m,
            &MoveQuery {
                wounded: true,
                ..Default::default()
            }
        )
        .is_err()
    );
    // Overloaded: never below 0 MF.
    assert_eq!(
        mf(MoveQuery {
            pp: 9,
            ..Default::default()
        }),
        0
    );
}

fn moved(q: movement::MoveQuery) -> movement::MoveOutcome {
    movement::movement(&data().movement, &q).expect("mf")
}

/// Digest L1524 (Figure 1, text L1156-1159): the 4-4-7 in I5 spends 2 of its 4 MF to enter J5,
/// one hex without all its MF, so it may Assault Move. Digest L1534 (Figure 2, text
/// L1172-1174): with the 5 PP MMG it has 2 MF, and J3 (a building, 2 MF) takes them all: no
/// Assault Movement; on Double Time none either.
#[test]
fn assault_movement_figures_1_and_2_digest_l1524() {
    use movement::MoveQuery;
    let two = Some(Frac::int(2));
    let o = moved(MoveQuery {
        hex_cost: two,
        ..Default::default()
    });
    assert_eq!((o.mf, o.assault), (4, Some(true)));
    let o = moved(MoveQuery {
        pp: 5,
        hex_cost: two,
        ..Default::default()
    });
    assert_eq!((o.mf, o.assault), (2, Some(false)));
    assert!(o.lines.iter().any(|l| l.msg == "asl-mf-assault-all"));
    let o = moved(MoveQuery {
        pp: 5,
        double_time: true,
        hex_cost: two,
        ..Default::default()
    });
    assert_eq!((o.mf, o.assault), (3, Some(false)));
    // No hex asked about: nothing said about Assault Movement or the Advance.
    let o = moved(MoveQuery::default());
    assert_eq!((o.assault, o.advance), (None, None));
}

/// Digest L1537 (text L1192-1196): the 5-2-7 from G5 to K4 is not along road hexsides all the
/// way, so no road bonus: 4 MF, all it needs. Digest L1539 (text L1210-1216): the 4-4-7 going
/// F6-G6-H5-I5 meets the Residual 2 FP in I5 (2 column, −1 FFMO −1 FFNAM, never cowering; the
/// text's "no effect" needs an original DR of 9 or more), then spends 4 MF to I6 and goes on
/// to I7 with the road bonus: 5 MF, 1 left for the road hex.
#[test]
fn road_bonus_and_residual_at_i5_digest_l1537() {
    use movement::MoveQuery;
    let off_road = moved(MoveQuery::default());
    assert_eq!(off_road.mf, 4);
    assert!(!off_road.lines.iter().any(|l| l.msg == "asl-mf-road"));
    let road = moved(MoveQuery {
        road: true,
        ..Default::default()
    });
    assert_eq!(road.mf, 5);
    assert!(road.lines.iter().any(|l| l.msg == "asl-mf-road"));
    // After 4 MF to I6, the road hex into I7 (1 MF) is still affordable.
    assert_eq!(road.mf - 4, 1);
    let residual = FireAttack {
        raw_fp: Some(Frac::int(2)),
        raw_mmc: true,
        fire_type: FireType::Residual,
        ffmo: true,
        ffnam: true,
        ..Default::default()
    };
    let o = ift(&residual, 4, 5);
    assert_eq!((o.column, o.drm, o.final_dr), (Some(2), -2, 7));
    assert_eq!(o.result, IftResult::NoEffect);
    assert_eq!(
        o.residual, None,
        "a Residual FP attack leaves no more Residual FP"
    );
    // Doubles 4+4 do not cower, and an original 8 would already have pinned it (final 6).
    let o = ift(&residual, 4, 4);
    assert_eq!((o.cower_columns, o.result), (0, IftResult::Ptc));
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

/// Digest L424 (text L1402-1409): a Russian squad with a 5 PP MMG has 2 MF, so advancing
/// into woods or a building (2 MF) makes it CX; with a leader (+2 MF, +1 IPC) it has 5 MF and
/// does not. Digest L426 (text L1410-1416): a CX German squad with a 4 PP HMG (IPC 2, 2 PP
/// over) has 2 MF and cannot advance into a building; with a leader it can.
#[test]
fn advance_examples_digest_l424_l426() {
    use movement::{Advance, MoveQuery};
    let woods = Some(Frac::int(2));
    let russian = MoveQuery {
        pp: 5,
        hex_cost: woods,
        ..Default::default()
    };
    let o = moved(russian);
    assert_eq!(
        (o.advance_mf, o.advance),
        (Some(2), Some(Advance::BecomesCx))
    );
    let o = moved(MoveQuery {
        with_leader: true,
        ..russian
    });
    assert_eq!((o.advance_mf, o.advance), (Some(5), Some(Advance::Moves)));
    let german = MoveQuery {
        pp: 4,
        cx: true,
        hex_cost: woods,
        ..Default::default()
    };
    let o = moved(german);
    assert_eq!((o.ipc, o.excess_pp, o.mf), (2, 2, 2));
    assert_eq!(o.advance, Some(Advance::Refused));
    let o = moved(MoveQuery {
        with_leader: true,
        ..german
    });
    assert_eq!(o.advance, Some(Advance::Moves));
    // Double Timing in the MPh leaves it CX for the Advance: the same refusal.
    let o = moved(MoveQuery {
        pp: 4,
        double_time: true,
        hex_cost: woods,
        ..Default::default()
    });
    assert_eq!(o.advance, Some(Advance::Refused));
    // Already CX, it cannot Double Time; a hex costs something.
    let m = &data().movement;
    assert!(
        movement::movement(
            m,
            &MoveQuery {
                cx: true,
                double_time: true,
                ..Default::default()
            }
        )
        .is_err()
    );
    assert!(
        movement::movement(
            m,
            &MoveQuery {
                hex_cost: Some(Frac::ZERO),
                ..Default::default()
            }
        )
        .is_err()
    );
}
