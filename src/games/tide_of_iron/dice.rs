//! Exact odds for Tide of Iron rolls: every die is a plain d6 read as a success or not
//! (black: 4-6, 5-6 or 6 by range band; red: always 5-6, L1215-1227). Counts of outcomes over
//! 6^dice, never a simulation; the dice a roll may use are bounded so the counts fit in u128.

use crate::core::odds::Chance;

/// Most black dice one roll may use (the app asks to split larger attacks, as the text does
/// when the box runs out of dice, L1427-1429).
pub const MAX_ATTACK_DICE: u32 = 30;
/// Most red dice one roll may use.
pub const MAX_DEFENCE_DICE: u32 = 19;

/// Red dice succeed on 5-6 whatever the range (L1225).
pub const DEFENCE_HIT: u8 = 5;

fn choose(n: u32, k: u32) -> u128 {
    if k > n {
        return 0;
    }
    let k = k.min(n - k);
    let mut r: u128 = 1;
    for i in 0..k {
        r = r * u128::from(n - i) / u128::from(i + 1);
    }
    r
}

/// Outcome counts of the number of successes on `n` d6 that succeed on `at_least`..=6:
/// index k holds how many of the 6^n outcomes show exactly k successes.
pub fn successes(n: u32, at_least: u8) -> Vec<u128> {
    let good = u128::from(7u8.saturating_sub(at_least.clamp(1, 7)));
    let bad = 6 - good;
    (0..=n)
        .map(|k| choose(n, k) * good.pow(k) * bad.pow(n - k))
        .collect()
}

/// Outcome counts of net hits (black successes minus red successes, never below 0) for
/// `black` dice hitting on `at_least` against `red` dice; `solid` turns one red die that
/// missed into a 6 after the roll (Blindatura solida, L1864). Index = hits; total = 6^(b+r).
pub fn net_hits(black: u32, at_least: u8, red: u32, solid: bool) -> (Vec<u128>, u128) {
    let b = successes(black, at_least);
    let r = successes(red, DEFENCE_HIT);
    let mut out = vec![0u128; black as usize + 1];
    for (i, cb) in b.iter().enumerate() {
        for (j, cr) in r.iter().enumerate() {
            let saved = if solid && red > 0 {
                (j + 1).min(red as usize)
            } else {
                j
            };
            let net = i.saturating_sub(saved);
            out[net] += cb * cr;
        }
    }
    (out, 6u128.pow(black + red))
}

/// The chance of each outcome index, as exact fractions.
pub fn chances(counts: &[u128], total: u128) -> Vec<Chance> {
    counts
        .iter()
        .map(|&num| Chance { num, den: total }.reduced())
        .collect()
}

/// Successes among faces, each a success on `at_least` or more.
pub fn count(faces: &[u8], at_least: u8) -> u32 {
    faces.iter().filter(|&&f| f >= at_least).count() as u32
}

/// A die face read from the table: 1 to 6.
pub fn valid_face(f: u8) -> bool {
    (1..=6).contains(&f)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_add_up_to_every_outcome() {
        let (c, t) = net_hits(4, 5, 2, false);
        assert_eq!(c.iter().sum::<u128>(), t);
        assert_eq!(t, 6u128.pow(6));
        let (c, t) = net_hits(MAX_ATTACK_DICE, 4, MAX_DEFENCE_DICE, true);
        assert_eq!(c.iter().sum::<u128>(), t);
    }

    #[test]
    fn one_black_die_at_close_range_hits_half_the_time() {
        let (c, t) = net_hits(1, 4, 0, false);
        assert_eq!(
            Chance { num: c[1], den: t }.reduced(),
            Chance { num: 1, den: 2 }
        );
    }

    #[test]
    fn solid_armour_saves_one_more_hit() {
        // 1 black at 6 against 1 red with Solid Armour: the red die always ends a 6.
        let (c, _) = net_hits(1, 6, 1, true);
        assert_eq!(c[1], 0);
    }
}
