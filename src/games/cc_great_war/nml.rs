//! No Man's Land bombardment at set-up (L198-208): starting with the marked row nearest the
//! enemy, roll one targeting die and count that many hexes left to right; the crater goes on
//! the hex reached. The next count starts on the hex after the last crater and runs on into the
//! next marked rows, always left to right, until every marked row is done.
//!
//! Reading (digest §11 #41): a count that runs past the end of a row carries on into the next
//! row; the bombardment ends when a count runs past the last hex of the last row.

use serde::{Deserialize, Serialize};

use crate::core::table::ActionError;

/// A crater position: row (0 = nearest the enemy, the first bombarded) and hex (1 = leftmost).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Crater {
    pub row: usize,
    pub hex: u32,
}

/// Where the bombardment stands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bombardment {
    /// Hexes in each marked row, nearest the enemy first.
    pub rows: Vec<u32>,
    pub rolls: Vec<u32>,
    pub craters: Vec<Crater>,
    /// Hexes already counted (the next count starts after them).
    pub counted: u32,
    pub done: bool,
}

impl Bombardment {
    /// Rows of at most `width` hexes, at most `depth` of them: the board is 12 hexes wide and
    /// 11 deep (L51, `board_width` and `board_depth` in `turn.json`).
    pub fn new(rows: Vec<u32>, width: u32, depth: u32) -> Result<Bombardment, ActionError> {
        if rows.is_empty() || rows.iter().any(|&r| r == 0 || r > width) {
            return Err(ActionError::Rule(
                "ccgw-err-nml-rows",
                vec![("max", width.to_string())],
            ));
        }
        if rows.len() > depth as usize {
            return Err(ActionError::Rule(
                "ccgw-err-nml-row-count",
                vec![("max", depth.to_string()), ("rows", rows.len().to_string())],
            ));
        }
        Ok(Bombardment {
            rows,
            rolls: vec![],
            craters: vec![],
            counted: 0,
            done: false,
        })
    }

    fn total(&self) -> u32 {
        self.rows.iter().sum()
    }

    fn position(&self, n: u32) -> Crater {
        let mut left = n;
        for (row, &len) in self.rows.iter().enumerate() {
            if left <= len {
                return Crater { row, hex: left };
            }
            left -= len;
        }
        Crater {
            row: self.rows.len() - 1,
            hex: left,
        }
    }

    /// The bombardment after one more targeting die; `None` when the count ran off the last row.
    pub fn roll(&self, face: u32) -> Result<(Bombardment, Option<Crater>), ActionError> {
        if !(1..=6).contains(&face) {
            return Err(ActionError::Rule(
                "ccgw-err-targeting-face",
                vec![("face", face.to_string())],
            ));
        }
        if self.done {
            return Err(ActionError::Rule("ccgw-err-nml-done", vec![]));
        }
        let mut b = self.clone();
        b.rolls.push(face);
        let at = b.counted + face;
        if at > b.total() {
            b.counted = b.total();
            b.done = true;
            return Ok((b, None));
        }
        let c = b.position(at);
        b.craters.push(c);
        b.counted = at;
        if at == b.total() {
            b.done = true;
        }
        Ok((b, Some(c)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_carry_across_rows_and_stop_at_the_end() {
        let b = Bombardment::new(vec![5, 5], 12, 11).expect("rows");
        let (b, c) = b.roll(3).expect("roll");
        assert_eq!(c, Some(Crater { row: 0, hex: 3 }));
        // The next count starts on the hex after the crater: 4, 5, then row 2 hex 1, 2.
        let (b, c) = b.roll(4).expect("roll");
        assert_eq!(c, Some(Crater { row: 1, hex: 2 }));
        let (b, c) = b.roll(3).expect("roll");
        assert_eq!(c, Some(Crater { row: 1, hex: 5 }));
        assert!(b.done);
        assert!(b.roll(1).is_err());
        let (b, c) = Bombardment::new(vec![4], 12, 11)
            .expect("rows")
            .roll(6)
            .expect("roll");
        assert_eq!(c, None);
        assert!(b.done);
        assert!(Bombardment::new(vec![], 12, 11).is_err());
        // A row is at most as wide as the board (12 hexes, L51), and there are at most 11.
        assert!(Bombardment::new(vec![12], 12, 11).is_ok());
        assert!(Bombardment::new(vec![13], 12, 11).is_err());
        assert!(Bombardment::new(vec![1; 12], 12, 11).is_err());
        assert!(
            Bombardment::new(vec![3], 12, 11)
                .expect("rows")
                .roll(7)
                .is_err()
        );
    }
}
