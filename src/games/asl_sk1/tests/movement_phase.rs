//! Movement: MF from the figure examples, the limits, Assault Movement, the road bonus and
//! advancing.

use super::*;

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

/// A Green squad with a Good Order leader is not Inexperienced: 4 MF, +2 for the leader
/// (L1813-1815, L898-900); a Conscript squad stays Inexperienced even with him.
#[test]
fn green_with_a_leader_is_not_inexperienced_l1813() {
    use movement::MoveQuery;
    let green = MoveQuery {
        inexperienced: true,
        ..Default::default()
    };
    assert_eq!(mf(green), 3);
    assert_eq!(
        mf(MoveQuery {
            with_leader: true,
            ..green
        }),
        6
    );
    let conscript = MoveQuery {
        inexperienced: true,
        conscript: true,
        with_leader: true,
        ..Default::default()
    };
    assert_eq!(mf(conscript), 5);
}

/// `--pp 4294967295` used to wrap into 6 MF: Portage Points and hex costs are bounded.
#[test]
fn movement_numbers_are_bounded() {
    use movement::MoveQuery;
    let m = &data().movement;
    let q = MoveQuery {
        pp: u32::MAX,
        ..Default::default()
    };
    assert!(movement::movement(m, &q).is_err());
    let q = MoveQuery {
        hex_cost: Some(Frac::int(i64::MAX)),
        ..Default::default()
    };
    assert!(movement::movement(m, &q).is_err());
    let q = MoveQuery {
        pp: limits::PP_MAX,
        ..Default::default()
    };
    assert_eq!(movement::movement(m, &q).map(|o| o.mf).ok(), Some(0));
}
