//! What the benchmarks share: a game of a given length.

use adjutant::session::{Action, GameState};
use chrono::Utc;

/// A Command & Colors game with at least `entries` log entries.
pub fn game_with(entries: usize) -> (GameState, adjutant::core::def::GameDef) {
    let content = adjutant::games::embedded_content();
    let def = content.game("cc-great-war").expect("cc").clone();
    let mut g = GameState::new(&def, "bench", 1, Utc::now());
    let actions = [
        Action::Roll {
            spec: "3xbattle".into(),
            hand: None,
        },
        Action::NextPhase,
        Action::PoolTake {
            pool: "hq".into(),
            side: "allies".into(),
            n: 1,
        },
        Action::PoolPay {
            pool: "hq".into(),
            side: "allies".into(),
            n: 1,
        },
    ];
    // No last round: a game past it takes no more actions.
    g.apply_mut(&def, &Action::SetRoundLimit(None), Utc::now())
        .expect("the round limit");
    let mut i = 0;
    while g.log.len() < entries {
        // Next may be refused where the game's rules hold the turn (a set-up to finish):
        // the roll then fills the log.
        if g.apply_mut(&def, &actions[i % actions.len()], Utc::now())
            .is_err()
        {
            g.apply_mut(&def, &actions[0], Utc::now()).expect("a roll");
        }
        i += 1;
    }
    (g, def)
}

/// A game of `game` with at least `entries` log entries, from the actions every game has:
/// rolls of its first die and phase steps.
#[allow(dead_code)]
pub fn any_game_with(game: &str, entries: usize) -> (GameState, adjutant::core::def::GameDef) {
    let content = adjutant::games::embedded_content();
    let def = content.game(game).expect("game").clone();
    let mut g = GameState::new(&def, "bench", 1, Utc::now());
    let die = def
        .dice
        .first()
        .map(|d| d.def.id.clone())
        .unwrap_or_default();
    let actions = [
        Action::Roll {
            spec: format!("2x{die}"),
            hand: None,
        },
        Action::NextPhase,
    ];
    // No last round: a game past it takes no more actions.
    g.apply_mut(&def, &Action::SetRoundLimit(None), Utc::now())
        .expect("the round limit");
    let mut i = 0;
    while g.log.len() < entries {
        // Next may be refused where the game's rules hold the turn (a set-up to finish):
        // the roll then fills the log.
        if g.apply_mut(&def, &actions[i % actions.len()], Utc::now())
            .is_err()
        {
            g.apply_mut(&def, &actions[0], Utc::now()).expect("a roll");
        }
        i += 1;
    }
    (g, def)
}
