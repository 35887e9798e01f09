//! Random selection: which unit of a stack a KIA or a Casualty Reduction hits, which MG of a
//! fire group broke down, which unit takes a CC Casualty Reduction (L704-713, L1457-1458,
//! L1566, L1715).
//!
//! The text asks for a random selection but gives no method (digest 4.x). By default we use
//! full ASL's A.9: each candidate rolls one dr and the highest is selected; every candidate
//! tied for it is affected equally (no re-roll). With `count` above 1 (a 2KIA…), the `count`
//! highest, and every candidate tied with the last of them. A setting (`reroll_ties`) has
//! the candidates tied for the last places roll again among themselves instead, a common
//! table habit that is not A.9.

use serde::{Deserialize, Serialize};

use super::{Line, RuleError, limits};
use crate::core::log::Arg;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RandomPick {
    pub candidates: Vec<String>,
    /// How many to select (the # of a #KIA; 1 otherwise).
    #[serde(default = "one")]
    pub count: usize,
    /// Ties for the last places roll again among themselves; off (the players' default
    /// setting): ASL A.9, every candidate tied is affected. Always saved; a selection saved
    /// before the field existed was made with re-rolls, and is read back so. On a table the
    /// save's setting (`pick_reroll_ties`) decides: the step replaces an action's own value
    /// with it, so `play`, a phone and the panel select alike (`resolve` takes `--reroll-ties`).
    #[serde(default = "made_with_rerolls")]
    pub reroll_ties: bool,
}

fn made_with_rerolls() -> bool {
    true
}

fn one() -> usize {
    1
}

#[derive(Debug, Clone, PartialEq)]
pub struct PickOutcome {
    /// The selected candidates, in the order they were decided.
    pub picked: Vec<String>,
    /// Candidates still tied when the dice ran out: they roll again for `slots` places.
    pub tied: Vec<String>,
    pub slots: usize,
    /// The dice used.
    pub used: usize,
    pub lines: Vec<Line>,
}

impl PickOutcome {
    pub fn done(&self) -> bool {
        self.tied.is_empty()
    }
}

fn check(p: &RandomPick) -> Result<(), RuleError> {
    let n = p.candidates.len();
    if n < 2 {
        return Err(RuleError::new("asl-err-pick-few"));
    }
    limits::check_i32(
        "asl-val-candidates",
        n.min(1000) as i32,
        2,
        limits::PICK_MAX,
    )?;
    for c in &p.candidates {
        if c.trim().is_empty() {
            return Err(RuleError::new("asl-err-empty-text"));
        }
        if c.chars().count() > limits::NAME_MAX {
            return Err(RuleError::new("asl-err-name-long").arg("max", limits::NAME_MAX));
        }
    }
    if p.count == 0 || p.count >= n {
        return Err(RuleError::new("asl-err-pick-count")
            .arg("count", p.count.min(1000))
            .arg("n", n));
    }
    Ok(())
}

/// Runs the selection with `dice` (one dr per candidate still in play, round after round). Too
/// few dice leave the tied candidates to roll again; dice left over, or a round cut short, are
/// refused.
pub fn pick(p: &RandomPick, dice: &[u8]) -> Result<PickOutcome, RuleError> {
    check(p)?;
    if dice.len() > limits::PICK_DICE_MAX {
        return Err(RuleError::new("asl-err-pick-dice-many").arg("max", limits::PICK_DICE_MAX));
    }
    for &d in dice {
        if !(1..=6).contains(&d) {
            return Err(RuleError::new("asl-err-die").arg("value", d as i64));
        }
    }
    let mut lines = vec![
        Line::new(if p.reroll_ties {
            "asl-pick-what"
        } else {
            "asl-pick-what-a9"
        })
        .arg("count", p.count)
        .arg("n", p.candidates.len()),
    ];
    if !p.reroll_ties {
        return pick_a9(p, dice, lines);
    }
    let mut in_play: Vec<usize> = (0..p.candidates.len()).collect();
    let mut slots = p.count;
    let mut picked: Vec<usize> = vec![];
    let mut at = 0usize;
    while slots > 0 {
        let left = dice.len() - at;
        if left == 0 {
            break;
        }
        if left < in_play.len() {
            return Err(RuleError::new("asl-err-pick-dice-short")
                .arg("need", in_play.len())
                .arg("have", left));
        }
        let rolls: Vec<(usize, u8)> = in_play
            .iter()
            .zip(&dice[at..at + in_play.len()])
            .map(|(&i, &d)| (i, d))
            .collect();
        at += in_play.len();
        lines.push(
            Line::new("asl-pick-round").arg(
                "rolls",
                rolls
                    .iter()
                    .map(|(i, d)| format!("{} {}", p.candidates[*i], d))
                    .collect::<Vec<_>>()
                    .join(", "),
            ),
        );
        let mut values: Vec<u8> = rolls.iter().map(|r| r.1).collect();
        values.sort_unstable_by(|a, b| b.cmp(a));
        let edge = values[slots - 1];
        let above: Vec<usize> = rolls.iter().filter(|r| r.1 > edge).map(|r| r.0).collect();
        let at_edge: Vec<usize> = rolls.iter().filter(|r| r.1 == edge).map(|r| r.0).collect();
        if above.len() + at_edge.len() == slots {
            picked.extend(above);
            picked.extend(at_edge);
            slots = 0;
        } else {
            slots -= above.len();
            picked.extend(above);
            lines.push(
                Line::new("asl-pick-tie")
                    .arg("names", names(p, &at_edge))
                    .arg("dr", edge as i64)
                    .arg("slots", slots),
            );
            in_play = at_edge;
        }
    }
    if at < dice.len() {
        return Err(RuleError::new("asl-err-pick-dice-extra").arg("n", dice.len() - at));
    }
    let tied = if slots > 0 { in_play } else { vec![] };
    if !picked.is_empty() {
        lines.push(Line::new("asl-pick-picked").arg("names", names(p, &picked)));
    }
    if !tied.is_empty() {
        lines.push(
            Line::new("asl-pick-again")
                .arg("names", names(p, &tied))
                .arg("slots", slots),
        );
    }
    Ok(PickOutcome {
        picked: picked.iter().map(|&i| p.candidates[i].clone()).collect(),
        tied: tied.iter().map(|&i| p.candidates[i].clone()).collect(),
        slots,
        used: at,
        lines,
    })
}

/// ASL A.9: one dr each; the `count` highest are selected, and every candidate tied with the
/// last of them is affected as well.
fn pick_a9(p: &RandomPick, dice: &[u8], mut lines: Vec<Line>) -> Result<PickOutcome, RuleError> {
    let n = p.candidates.len();
    if dice.len() < n {
        return Err(RuleError::new("asl-err-pick-dice-short")
            .arg("need", n)
            .arg("have", dice.len()));
    }
    if dice.len() > n {
        return Err(RuleError::new("asl-err-pick-dice-extra").arg("n", dice.len() - n));
    }
    lines.push(
        Line::new("asl-pick-round").arg(
            "rolls",
            p.candidates
                .iter()
                .zip(dice)
                .map(|(c, d)| format!("{c} {d}"))
                .collect::<Vec<_>>()
                .join(", "),
        ),
    );
    let mut values = dice.to_vec();
    values.sort_unstable_by(|a, b| b.cmp(a));
    let edge = values[p.count - 1];
    // Highest first, then the order given.
    let mut picked: Vec<usize> = (0..n).filter(|&i| dice[i] >= edge).collect();
    picked.sort_by_key(|&i| std::cmp::Reverse(dice[i]));
    let at_edge: Vec<usize> = (0..n).filter(|&i| dice[i] == edge).collect();
    if picked.len() > p.count {
        lines.push(
            Line::new("asl-pick-tie-all")
                .arg("names", names(p, &at_edge))
                .arg("dr", edge as i64)
                .arg("n", at_edge.len()),
        );
    }
    lines.push(Line::new("asl-pick-picked").arg("names", names(p, &picked)));
    Ok(PickOutcome {
        picked: picked.iter().map(|&i| p.candidates[i].clone()).collect(),
        tied: vec![],
        slots: 0,
        used: n,
        lines,
    })
}

fn names(p: &RandomPick, idx: &[usize]) -> Arg {
    Arg::Text(
        idx.iter()
            .map(|&i| p.candidates[i].clone())
            .collect::<Vec<_>>()
            .join(", "),
    )
}

/// Rolls with `next` (one die each call) until the selection is made: as many rounds as the
/// ties need, at most [`limits::PICK_DICE_MAX`] dice.
pub fn roll_all(p: &RandomPick, mut next: impl FnMut() -> u8) -> Result<Vec<u8>, RuleError> {
    check(p)?;
    let mut dice: Vec<u8> = (0..p.candidates.len()).map(|_| next()).collect();
    loop {
        let o = pick(p, &dice)?;
        if o.done() || dice.len() + o.tied.len() > limits::PICK_DICE_MAX {
            return Ok(dice);
        }
        dice.extend((0..o.tied.len()).map(|_| next()));
    }
}
