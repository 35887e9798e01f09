//! Exact odds of a battle before the roll: each of the `n` d12 hits on `≤ N`, so the hits
//! follow a binomial count over `12^n` equally likely rolls; the hits go through the target's
//! armour row into damage. Counts are exact (`u128`: 33 dice at most, 12^33 < 2^122).

use serde::Serialize;

use super::battle::{Fire, Plan};
use super::data::DESTROYED_AT;
use crate::core::odds::Chance;

/// One side's fire as odds.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FireOdds {
    /// Chance of exactly `k` hits, `k` from 0 to the number of dice.
    pub hits: Vec<Chance>,
    /// Chance of exactly `d` damage, `d` from 0 to 6.
    pub damage: Vec<Chance>,
    /// Chance the target is destroyed.
    pub kill: Chance,
    /// Chance of at least 1 damage.
    pub any_damage: Chance,
    pub mean_hits: f64,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BattleOdds {
    pub attack: FireOdds,
    pub back: Option<FireOdds>,
}

fn choose(n: u128, k: u128) -> u128 {
    (0..k).fold(1u128, |acc, i| acc * (n - i) / (i + 1))
}

/// Outcomes with exactly `k` hits out of `12^n`, for every `k`.
pub fn hit_counts(n: u32, hit: u8) -> (Vec<u128>, u128) {
    let n = n.min(40) as u128;
    let p = u128::from(hit.min(12));
    let q = 12 - p;
    let counts = (0..=n)
        .map(|k| choose(n, k) * p.pow(k as u32) * q.pow((n - k) as u32))
        .collect();
    (counts, 12u128.pow(n as u32))
}

pub fn fire_odds(f: &Fire) -> FireOdds {
    let (counts, total) = hit_counts(f.all_dice(), f.hit);
    let ch = |num: u128| Chance { num, den: total }.reduced();
    let mut damage = vec![0u128; usize::from(DESTROYED_AT) + 1];
    for (k, c) in counts.iter().enumerate() {
        damage[usize::from(f.damage(k as u32))] += c;
    }
    let left = usize::from(DESTROYED_AT.saturating_sub(f.target_damage));
    let kill: u128 = damage.iter().skip(left).sum();
    let any: u128 = damage.iter().skip(1).sum();
    let mean_hits = f64::from(f.all_dice()) * f64::from(f.hit.min(12)) / 12.0;
    FireOdds {
        hits: counts.iter().map(|&c| ch(c)).collect(),
        damage: damage.iter().map(|&c| ch(c)).collect(),
        kill: ch(if left == 0 { 0 } else { kill }),
        any_damage: ch(any),
        mean_hits,
    }
}

pub fn battle_odds(p: &Plan) -> BattleOdds {
    BattleOdds {
        attack: fire_odds(&p.attack),
        back: p.back.as_ref().map(fire_odds),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hit_counts_add_up_to_every_roll() {
        let (c, total) = hit_counts(10, 6);
        assert_eq!(c.iter().sum::<u128>(), total);
        // 1 die at ≤4: 4 of 12 hit.
        let (c, total) = hit_counts(1, 4);
        assert_eq!((c[1], total), (4, 12));
        // The largest roll still fits.
        let (c, total) = hit_counts(33, 7);
        assert_eq!(c.iter().sum::<u128>(), total);
    }

    #[test]
    fn damage_odds_follow_the_row_and_cap_at_destruction() {
        let f = Fire {
            dice: 2,
            red: 0,
            hit: 12,
            row: vec![1, 2, 3, 4, 5, 6],
            target_damage: 5,
            dice_guess: false,
        };
        let o = fire_odds(&f);
        // Every die hits: 2 hits, but only 1 damage is left to take; a sure kill.
        assert_eq!(o.damage[1], Chance { num: 1, den: 1 });
        assert_eq!(o.kill, Chance { num: 1, den: 1 });
    }
}
