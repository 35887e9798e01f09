//! Exact fractions for firepower: halvings and doublings are kept exactly until the IFT column
//! is chosen (L629-635).

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Frac {
    pub n: i64,
    pub d: i64,
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 { a.abs() } else { gcd(b, a % b) }
}

impl Frac {
    pub const ZERO: Frac = Frac { n: 0, d: 1 };

    pub fn new(n: i64, d: i64) -> Frac {
        let (n, d) = if d < 0 { (-n, -d) } else { (n, d.max(1)) };
        let g = gcd(n, d).max(1);
        Frac { n: n / g, d: d / g }
    }

    pub fn int(n: i64) -> Frac {
        Frac { n, d: 1 }
    }

    pub fn mul(self, n: i64, d: i64) -> Frac {
        Frac::new(self.n * n, self.d * d)
    }

    pub fn plus(self, o: Frac) -> Frac {
        Frac::new(self.n * o.d + o.n * self.d, self.d * o.d)
    }

    pub fn minus(self, o: Frac) -> Frac {
        self.plus(Frac::new(-o.n, o.d))
    }

    pub fn floor(self) -> i64 {
        self.n.div_euclid(self.d)
    }

    pub fn ceil(self) -> i64 {
        -(-self.n).div_euclid(self.d)
    }

    /// `a ≤ self`
    pub fn at_least(self, a: i64) -> bool {
        self.n >= a * self.d
    }

    /// Parses `4`, `3.5`, `7/2`, `4½`.
    pub fn parse(s: &str) -> Option<Frac> {
        let s = s.trim();
        if let Some(w) = s.strip_suffix('½') {
            let w: i64 = if w.is_empty() { 0 } else { w.parse().ok()? };
            return (w >= 0).then(|| Frac::new(2 * w + 1, 2));
        }
        if let Some((a, b)) = s.split_once('/') {
            let a: i64 = a.trim().parse().ok()?;
            let b: i64 = b.trim().parse().ok()?;
            return (b > 0).then(|| Frac::new(a, b));
        }
        if let Some((w, f)) = s.split_once('.') {
            let w: i64 = if w.is_empty() { 0 } else { w.parse().ok()? };
            if f.is_empty() || f.len() > 6 || !f.chars().all(|c| c.is_ascii_digit()) || w < 0 {
                return None;
            }
            let d = 10i64.pow(f.len() as u32);
            let fr: i64 = f.parse().ok()?;
            return Some(Frac::new(w * d + fr, d));
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
        let rest = Frac::new(self.n - w * self.d, self.d);
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
        let x = Frac::int(9).mul(1, 2).mul(2, 1).mul(1, 2);
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
}
