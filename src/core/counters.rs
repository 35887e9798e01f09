//! Bounded counters, and shared pools whose tokens move between a common supply and the sides
//! without ever being created or lost.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// Why a counter or pool change was refused; nothing changes when one is returned.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CountError {
    BelowMin {
        min: i64,
    },
    AboveMax {
        max: i64,
    },
    /// The common supply has fewer tokens than asked.
    PoolShort {
        asked: u32,
        left: u32,
    },
    /// The side holds fewer tokens than asked.
    HolderShort {
        asked: u32,
        held: u32,
    },
    UnknownHolder(String),
}

impl CountError {
    pub fn message(&self) -> (&'static str, Vec<(&'static str, String)>) {
        match self {
            CountError::BelowMin { min } => {
                ("err-counter-below-min", vec![("min", min.to_string())])
            }
            CountError::AboveMax { max } => {
                ("err-counter-above-max", vec![("max", max.to_string())])
            }
            CountError::PoolShort { asked, left } => (
                "err-pool-short",
                vec![("asked", asked.to_string()), ("left", left.to_string())],
            ),
            CountError::HolderShort { asked, held } => (
                "err-pool-holder-short",
                vec![("asked", asked.to_string()), ("held", held.to_string())],
            ),
            CountError::UnknownHolder(h) => {
                ("err-pool-unknown-holder", vec![("holder", h.clone())])
            }
        }
    }
}

/// A number kept between `min` and `max` (no upper bound when `max` is `None`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counter {
    pub value: i64,
    pub min: i64,
    pub max: Option<i64>,
}

impl Counter {
    pub fn new(value: i64, min: i64, max: Option<i64>) -> Counter {
        let mut value = value.max(min);
        if let Some(m) = max {
            value = value.min(m);
        }
        Counter { value, min, max }
    }

    /// The counter after adding `delta`, or why not.
    pub fn adjusted(self, delta: i64) -> Result<Counter, CountError> {
        self.set(self.value.saturating_add(delta))
    }

    pub fn set(self, value: i64) -> Result<Counter, CountError> {
        if value < self.min {
            return Err(CountError::BelowMin { min: self.min });
        }
        if let Some(max) = self.max
            && value > max
        {
            return Err(CountError::AboveMax { max });
        }
        Ok(Counter { value, ..self })
    }
}

/// A fixed number of tokens split between the common supply and holders (the sides).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pool {
    pub total: u32,
    pub supply: u32,
    pub held: BTreeMap<String, u32>,
}

impl Pool {
    /// A pool of `total` tokens; each holder starts with `start_each` taken from the supply
    /// (as many as the supply allows, in holder order).
    pub fn new(total: u32, holders: &[String], start_each: u32) -> Pool {
        let mut pool = Pool {
            total,
            supply: total,
            held: holders.iter().map(|h| (h.clone(), 0)).collect(),
        };
        for h in holders {
            let n = start_each.min(pool.supply);
            pool.supply -= n;
            pool.held.insert(h.clone(), n);
        }
        pool
    }

    pub fn held_by(&self, holder: &str) -> u32 {
        self.held.get(holder).copied().unwrap_or(0)
    }

    /// A holder takes `n` tokens from the supply. An empty (or short) supply refuses.
    pub fn take(&self, holder: &str, n: u32) -> Result<Pool, CountError> {
        let held = *self
            .held
            .get(holder)
            .ok_or_else(|| CountError::UnknownHolder(holder.into()))?;
        if n > self.supply {
            return Err(CountError::PoolShort {
                asked: n,
                left: self.supply,
            });
        }
        let mut p = self.clone();
        p.supply -= n;
        p.held.insert(holder.into(), held + n);
        Ok(p)
    }

    /// A holder pays `n` tokens back to the supply.
    pub fn give_back(&self, holder: &str, n: u32) -> Result<Pool, CountError> {
        let held = *self
            .held
            .get(holder)
            .ok_or_else(|| CountError::UnknownHolder(holder.into()))?;
        if n > held {
            return Err(CountError::HolderShort { asked: n, held });
        }
        let mut p = self.clone();
        p.supply += n;
        p.held.insert(holder.into(), held - n);
        Ok(p)
    }

    /// Tokens move from one holder to another.
    pub fn transfer(&self, from: &str, to: &str, n: u32) -> Result<Pool, CountError> {
        if !self.held.contains_key(to) {
            return Err(CountError::UnknownHolder(to.into()));
        }
        let p = self.give_back(from, n)?;
        p.take(to, n)
    }

    /// The conservation law: supply plus holdings equals the total.
    pub fn is_conserved(&self) -> bool {
        self.supply as u64 + self.held.values().map(|&v| v as u64).sum::<u64>() == self.total as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn sides() -> Vec<String> {
        vec!["a".into(), "b".into()]
    }

    #[test]
    fn counter_bounds() {
        let c = Counter::new(2, 0, Some(3));
        assert_eq!(c.adjusted(1).map(|c| c.value), Ok(3));
        assert_eq!(c.adjusted(2), Err(CountError::AboveMax { max: 3 }));
        assert_eq!(c.adjusted(-3), Err(CountError::BelowMin { min: 0 }));
        assert_eq!(
            Counter::new(10, 0, None).adjusted(1000).map(|c| c.value),
            Ok(1010)
        );
        assert_eq!(Counter::new(9, 0, Some(5)).value, 5);
    }

    #[test]
    fn empty_pool_refuses() {
        let p = Pool::new(3, &sides(), 1);
        assert_eq!(p.supply, 1);
        let p = p.take("a", 1).expect("one left");
        assert_eq!(
            p.take("b", 1),
            Err(CountError::PoolShort { asked: 1, left: 0 })
        );
        assert_eq!(
            p.give_back("b", 2),
            Err(CountError::HolderShort { asked: 2, held: 1 })
        );
        assert_eq!(p.take("zz", 0), Err(CountError::UnknownHolder("zz".into())));
        assert!(p.is_conserved());
    }

    #[test]
    fn start_is_limited_by_supply() {
        let p = Pool::new(5, &sides(), 4);
        assert_eq!((p.held_by("a"), p.held_by("b"), p.supply), (4, 1, 0));
    }

    proptest! {
        #[test]
        fn pools_conserve_tokens(total in 0u32..40, start in 0u32..10,
                                 ops in proptest::collection::vec((0u8..3, any::<bool>(), 0u32..8), 0..80)) {
            let mut p = Pool::new(total, &sides(), start);
            for (op, first, n) in ops {
                let (h, o) = if first { ("a", "b") } else { ("b", "a") };
                let before = p.clone();
                let r = match op { 0 => p.take(h, n), 1 => p.give_back(h, n), _ => p.transfer(h, o, n) };
                match r {
                    Ok(next) => p = next,
                    Err(_) => prop_assert_eq!(&p, &before),
                }
                prop_assert!(p.is_conserved());
            }
        }
    }
}
