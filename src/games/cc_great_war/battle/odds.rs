//! Exact odds of one combat before the roll.

use super::*;

/// Exact odds of one combat before the roll.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BattleOdds {
    pub dice: u32,
    /// `hits[k]` = chance of exactly k hits (before figures run out).
    pub hits: Vec<Chance>,
    /// Chance that at least one Flag must be carried out (more Flags than may be ignored).
    pub forced_retreat: Chance,
    /// Chance of at least one Flag.
    pub any_flag: Chance,
    /// Expected HQ tokens earned.
    pub expected_hq: f64,
    pub expected_hits: f64,
    /// Chance of eliminating the target, when its figures are known.
    pub eliminate: Option<Chance>,
}

/// Exact odds for `dice` battle dice read with `r`. Every count below is at most the number of
/// outcomes, `sides^dice`, so checking that one number fits in 128 bits keeps them all exact;
/// with the cap on dice (`MAX_BATTLE_DICE`) a six-sided die always fits.
pub fn odds(
    die: &Die,
    dice: u32,
    r: &Reading,
    target_figures: Option<u32>,
) -> Result<BattleOdds, ActionError> {
    odds_for(
        die,
        dice,
        r,
        &Target {
            figures: target_figures,
            ..Target::default()
        },
    )
}

/// Exact odds against this target (its specialist and a blocked retreat count towards
/// wiping it out).
pub fn odds_for(
    die: &Die,
    dice: u32,
    r: &Reading,
    target: &Target,
) -> Result<BattleOdds, ActionError> {
    let sides = die.side_count() as u128;
    let total = sides
        .checked_pow(dice)
        .filter(|_| dice <= super::super::data::MAX_BATTLE_DICE)
        .ok_or_else(|| rule("ccgw-err-odds-too-large", vec![("dice", dice.to_string())]))?;
    let count = |id: &str| {
        (0..die.side_count())
            .filter(|&i| die.face_id(i) == id)
            .count() as u128
    };
    let (p_soldier, p_burst, p_skull, p_flag, p_hq) = (
        count("soldier"),
        count("burst"),
        count("skull"),
        count("flag"),
        count("hq"),
    );
    // Each die adds to "sure hits" (bursts, and skulls when they hit), to Soldiers, to Flags,
    // or nothing.
    let p_sure = p_burst + if r.skulls_hit { p_skull } else { 0 };
    let p_none = sides - p_sure - p_soldier - p_flag;
    let n = dice as usize;
    // ways[(s * (n + 1) + k) * (n + 1) + f]: outcomes with s sure hits, k Soldiers, f Flags.
    let at = |s: usize, k: usize, f: usize| (s * (n + 1) + k) * (n + 1) + f;
    let mut ways = vec![0u128; (n + 1).pow(3)];
    ways[0] = 1;
    for done in 0..n {
        let mut next = vec![0u128; ways.len()];
        for s in 0..=done {
            for k in 0..=(done - s) {
                for f in 0..=(done - s - k) {
                    let w = ways[at(s, k, f)];
                    if w == 0 {
                        continue;
                    }
                    next[at(s, k, f)] += w * p_none;
                    next[at(s + 1, k, f)] += w * p_sure;
                    next[at(s, k + 1, f)] += w * p_soldier;
                    next[at(s, k, f + 1)] += w * p_flag;
                }
            }
        }
        ways = next;
    }
    let mut hits = vec![0u128; n + 1];
    let mut eliminated = 0u128;
    for s in 0..=n {
        for k in 0..=(n - s) {
            for f in 0..=(n - s - k) {
                let w = ways[at(s, k, f)];
                if w == 0 {
                    continue;
                }
                let left = (k as u32).saturating_sub(r.soldiers_cancelled);
                let sh = match r.soldier_rule {
                    SoldierRule::Each => left,
                    SoldierRule::AnyOne => u32::from(left > 0),
                };
                let h = s as u32 + sh;
                hits[h as usize] += w;
                let retreat = (f as u32).saturating_sub(r.flags_ignorable);
                if target.losses(h, retreat).2 {
                    eliminated += w;
                }
            }
        }
    }
    // Flags: binomial over dice.
    let binom = |p: u128, at_least: u32| -> u128 {
        let mut dist = vec![0u128; n + 1];
        dist[0] = 1;
        for _ in 0..n {
            let mut nd = vec![0u128; n + 1];
            for (j, &w) in dist.iter().enumerate() {
                nd[j] += w * (sides - p);
                if j < n {
                    nd[j + 1] += w * p;
                }
            }
            dist = nd;
        }
        dist.iter()
            .enumerate()
            .filter(|(j, _)| *j as u32 >= at_least)
            .map(|(_, w)| *w)
            .sum()
    };
    let forced = if r.flags_ignorable == u32::MAX {
        0
    } else {
        binom(p_flag, r.flags_ignorable.saturating_add(1))
    };
    let any_flag = binom(p_flag, 1);
    let ch = |num| Chance { num, den: total };
    let expected_hits = hits
        .iter()
        .enumerate()
        .map(|(k, &w)| k as f64 * w as f64)
        .sum::<f64>()
        / total as f64;
    let eliminate = target.figures.map(|_| ch(eliminated));
    Ok(BattleOdds {
        dice,
        hits: hits.into_iter().map(ch).collect(),
        forced_retreat: ch(forced),
        any_flag: ch(any_flag),
        expected_hq: if r.hq_earns {
            dice as f64 * p_hq as f64 / sides as f64
        } else {
            0.0
        },
        expected_hits,
        eliminate,
    })
}
