//! Game-level properties: undo after do is the identity, redo replays exactly, pools and
//! decks conserve their contents through any sequence of actions.

use adjutant::core::def::GameDef;
use adjutant::session::{Action, GameState};
use chrono::{TimeZone, Utc};
use proptest::prelude::*;

fn def() -> GameDef {
    let mut d = adjutant::games::embedded_content()
        .game("cc-great-war")
        .expect("cc")
        .clone();
    // A small deck so deck actions are exercised too.
    d.decks = vec![adjutant::core::def::DeckDef {
        id: "test".into(),
        name: "ccgw-die-battle".into(),
        hand_limit: Some(3),
        priced: false,
        cards: vec![adjutant::core::decks::CardDef {
            id: "a".into(),
            name: "ccgw-face-hq".into(),
            count: 4,
            effect: None,
            kind: None,
            timing: None,
            cost: None,
            source: None,
        }],
        source: None,
    }];
    d
}

fn action(kind: u8, n: u32, first: bool) -> Action {
    let side = if first { "allies" } else { "central" }.to_string();
    match kind % 8 {
        0 => Action::Roll {
            spec: "2xbattle+d6".into(),
            hand: None,
        },
        1 => Action::NextPhase,
        2 => Action::PrevPhase,
        3 => Action::PoolTake {
            pool: "hq".into(),
            side,
            n,
        },
        4 => Action::PoolPay {
            pool: "hq".into(),
            side,
            n,
        },
        5 => Action::CounterAdd {
            counter: "medals".into(),
            side: Some(side),
            delta: n as i64 - 2,
        },
        6 => Action::DeckDraw {
            deck: "test".into(),
            side,
        },
        _ => Action::DeckDiscard {
            deck: "test".into(),
            side,
            card: "a".into(),
        },
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn undo_of_do_is_identity_and_redo_replays(seed in any::<u64>(),
                                                ops in proptest::collection::vec((any::<u8>(), 0u32..6, any::<bool>()), 1..40)) {
        let d = def();
        let t0 = Utc.with_ymd_and_hms(2026, 1, 1, 0, 0, 0).single().expect("time");
        let mut g = GameState::new(&d, "p", seed, t0);
        for (k, n, f) in ops {
            let a = action(k, n, f);
            if let Ok(next) = g.apply(&d, &a, t0) {
                let back = next.undo(t0).expect("undo");
                prop_assert_eq!(&back.table, &g.table);
                prop_assert_eq!(&back.log, &g.log);
                let again = back.redo(t0).expect("redo");
                prop_assert_eq!(&again.table, &next.table);
                prop_assert_eq!(&again.log, &next.log);
                g = next;
            }
            let pool = &g.table.pools["hq"];
            prop_assert!(pool.is_conserved());
            prop_assert_eq!(pool.total, 30);
            prop_assert_eq!(g.table.decks["test"].card_total(), 4);
        }
    }
}

#[test]
fn undone_roll_rolls_the_same_again() {
    let d = def();
    let now = Utc::now();
    let g = GameState::new(&d, "p", 9, now);
    let roll = Action::Roll {
        spec: "3d6".into(),
        hand: None,
    };
    let a = g.apply(&d, &roll, now).expect("roll");
    let b = a
        .undo(now)
        .expect("undo")
        .apply(&d, &roll, now)
        .expect("roll again");
    assert_eq!(a.last_roll(), b.last_roll());
    assert!(b.redo.is_empty(), "a new action clears redo");
}

#[test]
fn refused_actions_change_nothing_and_say_why() {
    let d = def();
    let now = Utc::now();
    let g = GameState::new(&d, "p", 1, now);
    let e = g
        .apply(
            &d,
            &Action::PoolTake {
                pool: "hq".into(),
                side: "allies".into(),
                n: 31,
            },
            now,
        )
        .expect_err("only 30 in the pool");
    assert_eq!(e.message().0, "err-pool-short");
    let e = g
        .apply(
            &d,
            &Action::PoolTake {
                pool: "hq".into(),
                side: "nobody".into(),
                n: 1,
            },
            now,
        )
        .expect_err("side");
    assert_eq!(e.message().0, "err-unknown-thing");
    let e = g
        .apply(
            &d,
            &Action::Roll {
                spec: "2d7".into(),
                hand: None,
            },
            now,
        )
        .expect_err("die");
    assert_eq!(e.message().0, "err-dice-unknown-die");
    assert_eq!(
        g.undo(now).expect_err("nothing").message().0,
        "err-nothing-to-undo"
    );
}

#[test]
fn phases_walk_the_cc_turn_and_log_whose_turn() {
    let d = def();
    let now = Utc::now();
    let mut g = GameState::new(&d, "p", 1, now);
    // 5 phases, two of them with steps: 2 + 1 + 1 + 1 + 4 = 9 positions per player turn.
    for _ in 0..9 {
        g = g.apply(&d, &Action::NextPhase, now).expect("next");
    }
    assert_eq!(g.table.cursor.side, 1);
    assert_eq!(g.table.cursor.round, 1);
    let last = g
        .log
        .iter()
        .rev()
        .find(|e| e.msg.starts_with("log-phase"))
        .expect("phase entry");
    // The game's own end-of-turn upkeep follows the phase entry.
    assert_eq!(
        g.log.last().map(|e| e.msg.as_str()),
        Some("ccgw-log-start-turn")
    );
    assert_eq!(
        last.args["side"],
        adjutant::core::log::Arg::Msg("ccgw-side-central".into())
    );
}

/// "Next phase" goes past the remaining steps; at the last phase it passes the turn, with the
/// same upkeep as stepping there one by one.
#[test]
fn end_phase_skips_the_steps_and_passes_the_turn_like_stepping() {
    use adjutant::session::{Action, GameState};
    let content = adjutant::games::embedded_content();
    let def = content.game("asl-sk1").expect("asl").clone();
    let now = chrono::Utc::now();
    let mut by_steps = GameState::new(&def, "a", 1, now);
    let mut by_phase = by_steps.clone();
    let phases = def.phases.phases.len();
    for _ in 0..phases {
        let start = by_steps.table.cursor;
        while by_steps.table.cursor.phase == start.phase && by_steps.table.cursor.side == start.side
        {
            by_steps
                .apply_mut(&def, &Action::NextPhase, now)
                .expect("next");
        }
        by_phase
            .apply_mut(&def, &Action::EndPhase, now)
            .expect("end phase");
        assert_eq!(by_phase.table.cursor, by_steps.table.cursor);
    }
    assert_eq!(by_phase.table.cursor.side, 1, "the turn passed");
    assert_eq!(by_phase.table, by_steps.table);
}
