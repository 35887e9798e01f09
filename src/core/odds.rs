//! Exact outcome distributions: every probability is a count of equally likely outcomes over
//! the number of all outcomes (`36` for 2d6), never a simulation.

use serde::Serialize;

use super::dice::DiceSpec;

/// An exact probability `num / den`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Chance {
    pub num: u128,
    pub den: u128,
}

impl Chance {
    pub fn as_f64(self) -> f64 {
        if self.den == 0 {
            0.0
        } else {
            self.num as f64 / self.den as f64
        }
    }

    /// The fraction in lowest terms.
    pub fn reduced(self) -> Chance {
        let g = gcd(self.num, self.den).max(1);
        Chance {
            num: self.num / g,
            den: self.den / g,
        }
    }

    /// Percentage with one decimal, e.g. `16.7`.
    pub fn percent(self) -> f64 {
        (self.as_f64() * 1000.0).round() / 10.0
    }
}

fn gcd(a: u128, b: u128) -> u128 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// The widest range of values one distribution may span (keeps memory and time bounded).
pub const MAX_SPAN: usize = 100_000;

/// The distribution of one quantity: value → number of outcomes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Distribution {
    /// `(value, outcomes)` in increasing value order; outcomes > 0.
    pub outcomes: Vec<(i64, u128)>,
    /// Number of equally likely outcomes in all.
    pub total: u128,
}

impl Distribution {
    fn point(value: i64) -> Distribution {
        Distribution {
            outcomes: vec![(value, 1)],
            total: 1,
        }
    }

    /// Convolution with one more die whose sides give `values` (one entry per side).
    fn add_die(&self, values: &[i64]) -> Option<Distribution> {
        let (Some(&(lo, _)), Some(&(hi, _))) = (self.outcomes.first(), self.outcomes.last()) else {
            return Some(self.clone());
        };
        let (vmin, vmax) = (values.iter().copied().min()?, values.iter().copied().max()?);
        // The engine does not trust sizes it did not check: spans beyond MAX_SPAN (a face
        // worth 9e18 in a player's data file) give no odds rather than a huge allocation.
        let span = |a: i64, b: i64| {
            b.checked_sub(a)
                .and_then(|d| usize::try_from(d).ok())
                .filter(|&d| d <= MAX_SPAN)
        };
        let width = span(lo, hi)? + 1;
        let die_width = span(vmin, vmax)? + 1;
        let mut dense = vec![0u128; width];
        for &(v, n) in &self.outcomes {
            dense[(v - lo) as usize] = n;
        }
        let mut side_counts = vec![0u128; die_width];
        for &v in values {
            side_counts[(v - vmin) as usize] += 1;
        }
        let mut out = vec![0u128; width + side_counts.len() - 1];
        for (i, &a) in dense.iter().enumerate() {
            if a == 0 {
                continue;
            }
            for (j, &b) in side_counts.iter().enumerate() {
                if b != 0 {
                    out[i + j] = out[i + j].checked_add(a.checked_mul(b)?)?;
                }
            }
        }
        let base = lo.checked_add(vmin)?;
        // The top value must fit too, so every value in between does.
        hi.checked_add(vmax)?;
        Some(Distribution {
            outcomes: out
                .into_iter()
                .enumerate()
                .filter(|&(_, n)| n > 0)
                .map(|(i, n)| (base + i as i64, n))
                .collect(),
            total: self.total.checked_mul(values.len() as u128)?,
        })
    }

    pub fn chance(&self, value: i64) -> Chance {
        let num = self
            .outcomes
            .iter()
            .find(|(v, _)| *v == value)
            .map_or(0, |(_, n)| *n);
        Chance {
            num,
            den: self.total,
        }
    }

    /// P(X >= value).
    pub fn at_least(&self, value: i64) -> Chance {
        let num = self
            .outcomes
            .iter()
            .filter(|(v, _)| *v >= value)
            .map(|(_, n)| *n)
            .sum();
        Chance {
            num,
            den: self.total,
        }
    }

    /// Expected value as a float (for display only).
    pub fn mean(&self) -> f64 {
        if self.total == 0 {
            return 0.0;
        }
        self.outcomes
            .iter()
            .map(|&(v, n)| v as f64 * n as f64)
            .sum::<f64>()
            / self.total as f64
    }
}

/// Why odds could not be computed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OddsError {
    /// The number of outcomes does not fit in 128 bits.
    TooLarge,
}

/// Distribution of the total of a spec whose faces all carry numbers (`None` otherwise).
pub fn totals(spec: &DiceSpec) -> Result<Option<Distribution>, OddsError> {
    if !spec.has_total() {
        return Ok(None);
    }
    let mut dist = Distribution::point(0);
    for die in spec.dice() {
        let values: Vec<i64> = (0..die.side_count())
            .map(|i| die.face_value(i).unwrap_or(0))
            .collect();
        dist = dist.add_die(&values).ok_or(OddsError::TooLarge)?;
    }
    Ok(Some(dist))
}

/// For each distinct face id in the spec, the distribution of how many dice show it.
/// Dice that cannot show the face count as zero for it.
pub fn face_counts(spec: &DiceSpec) -> Result<Vec<(String, Distribution)>, OddsError> {
    let mut ids: Vec<String> = Vec::new();
    for g in &spec.groups {
        for (id, _) in g.die.distinct_faces() {
            if !ids.contains(&id) {
                ids.push(id);
            }
        }
    }
    let mut out = Vec::with_capacity(ids.len());
    for id in ids {
        let mut dist = Distribution::point(0);
        for die in spec.dice() {
            let values: Vec<i64> = (0..die.side_count())
                .map(|i| i64::from(die.face_id(i) == id))
                .collect();
            dist = dist.add_die(&values).ok_or(OddsError::TooLarge)?;
        }
        out.push((id, dist));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::dice::{DiceSpec, Die};

    fn none(_: &str) -> Option<Die> {
        None
    }

    #[test]
    fn two_d6_in_36ths() {
        let spec = DiceSpec::parse("2d6", &none).expect("spec");
        let d = totals(&spec).expect("fits").expect("numeric");
        assert_eq!(d.total, 36);
        let expected = [1u128, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];
        for (i, (v, n)) in d.outcomes.iter().enumerate() {
            assert_eq!(*v, i as i64 + 2);
            assert_eq!(*n, expected[i]);
        }
        assert_eq!(d.outcomes.iter().map(|(_, n)| n).sum::<u128>(), 36);
        assert_eq!(d.chance(7).reduced(), Chance { num: 1, den: 6 });
        assert_eq!(d.at_least(11), Chance { num: 3, den: 36 });
        assert!((d.mean() - 7.0).abs() < 1e-12);
    }

    #[test]
    fn face_counts_of_numeric_dice() {
        let spec = DiceSpec::parse("3d6", &none).expect("spec");
        let fc = face_counts(&spec).expect("fits");
        assert_eq!(fc.len(), 6);
        let (id, sixes) = &fc[5];
        assert_eq!(id, "6");
        // P(no six in 3d6) = 125/216, P(three sixes) = 1/216.
        assert_eq!(sixes.chance(0), Chance { num: 125, den: 216 });
        assert_eq!(sixes.chance(3), Chance { num: 1, den: 216 });
    }

    #[test]
    fn max_dice_fit() {
        let spec = DiceSpec::parse("24d100", &none).expect("spec");
        assert_eq!(totals(&spec), Err(OddsError::TooLarge));
        let spec = DiceSpec::parse("24d20", &none).expect("spec");
        let d = totals(&spec).expect("fits").expect("numeric");
        assert_eq!(d.outcomes.iter().map(|(_, n)| n).sum::<u128>(), d.total);
    }

    mod properties {
        use super::*;
        use proptest::prelude::*;

        /// Every outcome counted one by one: the value of each combination of sides.
        fn brute(sides: &[u32]) -> std::collections::BTreeMap<i64, u128> {
            let mut out = std::collections::BTreeMap::new();
            let mut idx = vec![0u32; sides.len()];
            loop {
                let total: i64 = idx.iter().map(|&i| i64::from(i) + 1).sum();
                *out.entry(total).or_insert(0) += 1;
                let mut k = 0;
                loop {
                    if k == sides.len() {
                        return out;
                    }
                    idx[k] += 1;
                    if idx[k] < sides[k] {
                        break;
                    }
                    idx[k] = 0;
                    k += 1;
                }
            }
        }

        proptest! {
            #[test]
            fn totals_match_counting_every_outcome(sides in proptest::collection::vec(
                prop_oneof![Just(4u32), Just(6), Just(8), Just(10), Just(12), Just(20)], 1..5)) {
                let text = sides.iter().map(|s| format!("1d{s}")).collect::<Vec<_>>().join("+");
                let spec = DiceSpec::parse(&text, &none).expect("spec");
                let d = totals(&spec).expect("fits").expect("numeric");
                let want = brute(&sides);
                let got: std::collections::BTreeMap<i64, u128> = d.outcomes.iter().copied().collect();
                prop_assert_eq!(got, want);
                prop_assert_eq!(d.total, sides.iter().map(|&s| u128::from(s)).product::<u128>());
                let mean: f64 = sides.iter().map(|&s| (f64::from(s) + 1.0) / 2.0).sum();
                prop_assert!((d.mean() - mean).abs() < 1e-9);
            }

            #[test]
            fn face_counts_are_binomial(n in 1u32..9) {
                let die = crate::core::dice::tests::battle_die();
                let spec = DiceSpec { groups: vec![crate::core::dice::DiceGroup { count: n, die }] };
                let all = face_counts(&spec).expect("fits");
                // Soldier is on 2 sides of 6: P(k) = C(n,k) 2^k 4^(n-k) / 6^n.
                let (_, soldier) = all.iter().find(|(id, _)| id == "soldier").expect("soldier");
                prop_assert_eq!(soldier.total, 6u128.pow(n));
                for k in 0..=n {
                    let choose = (0..k).fold(1u128, |acc, i| acc * u128::from(n - i) / u128::from(i + 1));
                    let want = choose * 2u128.pow(k) * 4u128.pow(n - k);
                    prop_assert_eq!(soldier.chance(i64::from(k)).num, want);
                }
                // Each face's counts cover every outcome, and the expected counts add up to n.
                let mut expected = 0.0;
                for (_, d) in &all {
                    prop_assert_eq!(d.outcomes.iter().map(|(_, c)| c).sum::<u128>(), d.total);
                    expected += d.mean();
                }
                prop_assert!((expected - f64::from(n)).abs() < 1e-9);
            }
        }
    }
}
