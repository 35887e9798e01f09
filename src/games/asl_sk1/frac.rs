//! Exact fractions for firepower: halvings and doublings are kept exactly until the IFT column
//! is chosen (L629-635). Every operation is checked: a result that does not fit is `None`,
//! never a wrapped number (a player's FP meets this arithmetic).

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Frac {
    pub n: i64,
    pub d: i64,
}

fn gcd(a: i128, b: i128) -> i128 {
    if b == 0 { a.abs() } else { gcd(b, a % b) }
}

impl Frac {
    pub const ZERO: Frac = Frac { n: 0, d: 1 };

    /// `n/d` reduced, or `None` when `d` is 0 or the result does not fit.
    pub fn checked_new(n: i64, d: i64) -> Option<Frac> {
        Frac::from_wide(n as i128, d as i128)
    }

    fn from_wide(n: i128, d: i128) -> Option<Frac> {
        if d == 0 {
            return None;
        }
        let (n, d) = if d < 0 { (-n, -d) } else { (n, d) };
        let g = gcd(n, d).max(1);
        Some(Frac {
            n: i64::try_from(n / g).ok()?,
            d: i64::try_from(d / g).ok()?,
        })
    }

    /// `n/d` for the program's own small constants (a zero `d` counts as 1; a result that does
    /// not fit saturates).
    pub fn new(n: i64, d: i64) -> Frac {
        let d = if d == 0 { 1 } else { d };
        Frac::checked_new(n, d).unwrap_or(Frac {
            n: if n < 0 { i64::MIN + 1 } else { i64::MAX },
            d: 1,
        })
    }

    pub fn int(n: i64) -> Frac {
        Frac { n, d: 1 }
    }

    /// `self × n/d`, or `None` if it does not fit.
    pub fn mul(self, n: i64, d: i64) -> Option<Frac> {
        Frac::from_wide(self.n as i128 * n as i128, self.d as i128 * d as i128)
    }

    /// `self + o`, or `None` if it does not fit.
    pub fn plus(self, o: Frac) -> Option<Frac> {
        let d = self.d as i128 * o.d as i128;
        let n = self.n as i128 * o.d as i128 + o.n as i128 * self.d as i128;
        Frac::from_wide(n, d)
    }

    /// `self − o`, or `None` if it does not fit.
    pub fn minus(self, o: Frac) -> Option<Frac> {
        let d = self.d as i128 * o.d as i128;
        let n = self.n as i128 * o.d as i128 - o.n as i128 * self.d as i128;
        Frac::from_wide(n, d)
    }

    /// A well-formed value (positive denominator), as a saved file may not hold one.
    pub fn is_valid(self) -> bool {
        self.d > 0
    }

    pub fn floor(self) -> i64 {
        let d = (self.d as i128).max(1);
        i64::try_from((self.n as i128).div_euclid(d)).unwrap_or(i64::MAX)
    }

    pub fn ceil(self) -> i64 {
        let d = (self.d as i128).max(1);
        i64::try_from(-(-(self.n as i128)).div_euclid(d)).unwrap_or(i64::MAX)
    }

    /// `a ≤ self`
    pub fn at_least(self, a: i64) -> bool {
        self.n as i128 >= a as i128 * self.d as i128
    }

    /// `self ≤ a`
    pub fn at_most(self, a: i64) -> bool {
        self.n as i128 <= a as i128 * self.d as i128
    }

    /// Parses `4`, `3.5`, `7/2`, `4½`; `None` for anything else or a number that does not fit.
    pub fn parse(s: &str) -> Option<Frac> {
        let s = s.trim();
        if let Some(w) = s.strip_suffix('½') {
            let w: i64 = if w.is_empty() { 0 } else { w.parse().ok()? };
            if w < 0 {
                return None;
            }
            return Frac::from_wide(2 * w as i128 + 1, 2);
        }
        if let Some((a, b)) = s.split_once('/') {
            let a: i64 = a.trim().parse().ok()?;
            let b: i64 = b.trim().parse().ok()?;
            return if b > 0 { Frac::checked_new(a, b) } else { None };
        }
        if let Some((w, f)) = s.split_once('.') {
            let w: i64 = if w.is_empty() { 0 } else { w.parse().ok()? };
            if f.is_empty() || f.len() > 6 || !f.chars().all(|c| c.is_ascii_digit()) || w < 0 {
                return None;
            }
            let d = 10i128.pow(f.len() as u32);
            let fr: i128 = f.parse().ok()?;
            return Frac::from_wide(w as i128 * d + fr, d);
        }
        s.parse().ok().map(Frac::int)
    }

    /// As a decimal for JSON (exact for halves, quarters, eighths).
    pub fn as_f64(self) -> f64 {
        self.n as f64 / self.d as f64
    }
}

impl std::fmt::Display for Frac {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let w = self.floor();
        let d = self.d.max(1) as i128;
        let rem = (self.n as i128).rem_euclid(d);
        let rest = Frac::from_wide(rem, d).unwrap_or(Frac::ZERO);
        let part = match (rest.n, rest.d) {
            (0, _) => return write!(f, "{w}"),
            (1, 2) => "½".to_string(),
            (1, 4) => "¼".to_string(),
            (3, 4) => "¾".to_string(),
            (n, d) => {
                return if w == 0 {
                    write!(f, "{n}/{d}")
                } else {
                    write!(f, "{w} {n}/{d}")
                };
            }
        };
        if w == 0 {
            write!(f, "{part}")
        } else {
            write!(f, "{w}{part}")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic_and_display() {
        let x = Frac::int(9)
            .mul(1, 2)
            .and_then(|x| x.mul(2, 1))
            .and_then(|x| x.mul(1, 2))
            .unwrap_or(Frac::ZERO);
        assert_eq!(x, Frac::new(9, 2));
        assert_eq!(x.to_string(), "4½");
        assert_eq!(x.floor(), 4);
        assert_eq!(x.ceil(), 5);
        assert_eq!(Frac::new(1, 4).to_string(), "¼");
        assert_eq!(Frac::new(5, 8).to_string(), "5/8");
        assert_eq!(Frac::new(13, 8).to_string(), "1 5/8");
        assert_eq!(Frac::parse("3.5"), Some(Frac::new(7, 2)));
        assert_eq!(Frac::parse("7/2"), Some(Frac::new(7, 2)));
        assert_eq!(Frac::parse("3½"), Some(Frac::new(7, 2)));
        assert_eq!(Frac::parse("19"), Some(Frac::int(19)));
        assert_eq!(Frac::parse("x"), None);
        assert_eq!(Frac::parse("1/0"), None);
    }

    /// Numbers a player can type never wrap: what does not fit is `None`, comparisons are exact.
    #[test]
    fn no_overflow_anywhere() {
        let big = Frac::parse("1/9223372036854775807").unwrap_or(Frac::ZERO);
        assert!(!big.at_least(1));
        assert!(big.at_most(1));
        assert_eq!(Frac::int(i64::MAX).mul(2, 1), None);
        assert_eq!(Frac::int(i64::MAX).plus(Frac::int(1)), None);
        assert_eq!(Frac::int(i64::MIN).minus(Frac::int(1)), None);
        assert_eq!(Frac::new(1, 3).plus(Frac::new(1, 6)), Some(Frac::new(1, 2)));
        assert_eq!(Frac::parse("99999999999999999999"), None);
        assert_eq!(Frac::parse("9223372036854775807½"), None);
        assert_eq!(Frac::int(i64::MIN).ceil(), i64::MIN);
        assert_eq!(Frac::int(i64::MAX).to_string(), i64::MAX.to_string());
        assert_eq!(Frac::checked_new(i64::MIN, -1), None);
    }
}
