//! The set-up and first-player rolls (L196, L208): each player rolls one die and the highest
//! wins. The text says nothing of ties: the tied players roll again, alone, until one is
//! highest (the app's reading).

use serde::{Deserialize, Serialize};

use crate::core::rng::GameRng;

/// What the roll decides.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Purpose {
    /// Who places armies first.
    Placement,
    /// Who takes the first turn.
    First,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RollOff {
    pub purpose: Purpose,
    /// Each round of rolls: (side, face); later rounds only for the tied.
    pub rounds: Vec<Vec<(String, u8)>>,
    pub winner: String,
}

/// Rolls a d12 for each side, again for the tied, until one is highest.
pub fn roll_off(rng: &mut GameRng, sides: &[String], purpose: Purpose) -> Option<RollOff> {
    let mut left: Vec<String> = sides.to_vec();
    let mut rounds = vec![];
    // A tie among many d12 ends quickly; the bound only keeps a broken generator from looping.
    for _ in 0..100 {
        if left.len() < 2 {
            break;
        }
        let round: Vec<(String, u8)> = left
            .iter()
            .map(|s| (s.clone(), rng.index(12) as u8 + 1))
            .collect();
        let top = round.iter().map(|(_, f)| *f).max().unwrap_or(0);
        left = round
            .iter()
            .filter(|(_, f)| *f == top)
            .map(|(s, _)| s.clone())
            .collect();
        rounds.push(round);
    }
    (left.len() == 1).then(|| RollOff {
        purpose,
        rounds,
        winner: left[0].clone(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_highest_wins_and_ties_roll_again() {
        let sides: Vec<String> = ["germany", "france", "austria-hungary", "great-britain"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        for seed in 0..200 {
            let mut rng = GameRng::from_seed(seed);
            let r = roll_off(&mut rng, &sides, Purpose::First).expect("a winner");
            let last = r.rounds.last().expect("a round");
            let top = last.iter().map(|(_, f)| *f).max();
            let winners: Vec<_> = last.iter().filter(|(_, f)| Some(*f) == top).collect();
            assert_eq!(winners.len(), 1);
            assert_eq!(winners[0].0, r.winner);
            // Each later round has only the players tied at the top of the one before.
            for w in r.rounds.windows(2) {
                let top = w[0].iter().map(|(_, f)| *f).max();
                let tied: Vec<_> = w[0]
                    .iter()
                    .filter(|(_, f)| Some(*f) == top)
                    .map(|(s, _)| s)
                    .collect();
                let next: Vec<_> = w[1].iter().map(|(s, _)| s).collect();
                assert_eq!(tied, next);
            }
        }
    }
}
