//! The turn cursor: rounds, player turns, phases and steps, driven by a phase list from data.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum TurnStructure {
    /// Each round every side takes a player turn made of all the phases.
    #[default]
    Alternating,
    /// The phases happen once a round, for all sides together.
    Simultaneous,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StepDef {
    pub id: String,
    pub name: String,
    #[serde(default)]
    pub source: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PhaseDef {
    pub id: String,
    pub name: String,
    #[serde(default)]
    pub steps: Vec<StepDef>,
    #[serde(default)]
    pub source: Option<String>,
}

/// A game's phase list as data gives it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PhaseList {
    #[serde(default)]
    pub turn_structure: TurnStructure,
    pub phases: Vec<PhaseDef>,
    #[serde(default)]
    pub round_limit: Option<u32>,
    #[serde(default)]
    pub source: Option<String>,
}

impl PhaseList {
    /// A single phase called "turn", for games whose data gives no phases.
    pub fn single() -> PhaseList {
        PhaseList {
            turn_structure: TurnStructure::Alternating,
            phases: vec![PhaseDef {
                id: "turn".into(),
                name: "phase-turn".into(),
                steps: vec![],
                source: None,
            }],
            round_limit: None,
            source: None,
        }
    }
}

/// Where the game is: round (from 1), whose turn, phase, step.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cursor {
    pub round: u32,
    pub side: usize,
    pub phase: usize,
    pub step: usize,
}

impl Default for Cursor {
    fn default() -> Self {
        Cursor {
            round: 1,
            side: 0,
            phase: 0,
            step: 0,
        }
    }
}

impl Cursor {
    /// The cursor after one step forward. Steps, then phases, then (alternating) sides, then
    /// rounds. `sides` is the number of sides (at least 1).
    pub fn next(self, list: &PhaseList, sides: usize) -> Cursor {
        let mut c = self;
        let steps = list.phases.get(c.phase).map_or(0, |p| p.steps.len());
        if c.step + 1 < steps {
            c.step += 1;
            return c;
        }
        c.step = 0;
        if c.phase + 1 < list.phases.len() {
            c.phase += 1;
            return c;
        }
        c.phase = 0;
        if list.turn_structure == TurnStructure::Alternating && c.side + 1 < sides.max(1) {
            c.side += 1;
            return c;
        }
        c.side = 0;
        c.round = c.round.saturating_add(1);
        c
    }

    /// The cursor at the start of the next phase, whatever step of this one it is on.
    pub fn next_phase(self, list: &PhaseList, sides: usize) -> Cursor {
        let mut c = self;
        c.step = list
            .phases
            .get(c.phase)
            .map_or(0, |p| p.steps.len().saturating_sub(1));
        c.next(list, sides)
    }

    /// The cursor one step back; the very start stays where it is.
    pub fn back(self, list: &PhaseList, sides: usize) -> Cursor {
        let mut c = self;
        if c.step > 0 {
            c.step -= 1;
            return c;
        }
        let last_step = |phase: usize| {
            list.phases
                .get(phase)
                .map_or(0, |p| p.steps.len().saturating_sub(1))
        };
        if c.phase > 0 {
            c.phase -= 1;
            c.step = last_step(c.phase);
            return c;
        }
        let last_phase = list.phases.len().saturating_sub(1);
        if list.turn_structure == TurnStructure::Alternating && c.side > 0 {
            c.side -= 1;
            c.phase = last_phase;
            c.step = last_step(last_phase);
            return c;
        }
        if c.round <= 1 {
            return Cursor::default();
        }
        c.round -= 1;
        c.side = match list.turn_structure {
            TurnStructure::Alternating => sides.max(1) - 1,
            TurnStructure::Simultaneous => 0,
        };
        c.phase = last_phase;
        c.step = last_step(last_phase);
        c
    }

    /// The side whose turn it is (`None` when all sides act together).
    pub fn whose_turn(&self, list: &PhaseList) -> Option<usize> {
        (list.turn_structure == TurnStructure::Alternating).then_some(self.side)
    }

    /// Whether the round counter has passed the limit (the game should end).
    pub fn past_limit(&self, limit: Option<u32>) -> bool {
        limit.is_some_and(|l| self.round > l)
    }

    pub fn phase<'a>(&self, list: &'a PhaseList) -> Option<&'a PhaseDef> {
        list.phases.get(self.phase)
    }

    pub fn step<'a>(&self, list: &'a PhaseList) -> Option<&'a StepDef> {
        self.phase(list).and_then(|p| p.steps.get(self.step))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn list(structure: TurnStructure, steps: &[usize]) -> PhaseList {
        PhaseList {
            turn_structure: structure,
            phases: steps
                .iter()
                .enumerate()
                .map(|(i, &n)| PhaseDef {
                    id: format!("p{i}"),
                    name: format!("p{i}"),
                    steps: (0..n)
                        .map(|j| StepDef {
                            id: format!("s{j}"),
                            name: format!("s{j}"),
                            source: None,
                        })
                        .collect(),
                    source: None,
                })
                .collect(),
            round_limit: Some(2),
            source: None,
        }
    }

    #[test]
    fn alternating_walks_phases_then_sides_then_rounds() {
        let l = list(TurnStructure::Alternating, &[0, 2, 0]);
        let mut c = Cursor::default();
        let mut seen = vec![];
        for _ in 0..9 {
            seen.push((c.round, c.side, c.phase, c.step));
            c = c.next(&l, 2);
        }
        assert_eq!(
            seen,
            vec![
                (1, 0, 0, 0),
                (1, 0, 1, 0),
                (1, 0, 1, 1),
                (1, 0, 2, 0),
                (1, 1, 0, 0),
                (1, 1, 1, 0),
                (1, 1, 1, 1),
                (1, 1, 2, 0),
                (2, 0, 0, 0)
            ]
        );
        assert_eq!(c.whose_turn(&l), Some(0));
        assert!(!c.past_limit(l.round_limit));
        for _ in 0..8 {
            c = c.next(&l, 2);
        }
        assert_eq!(c.round, 3);
        assert!(c.past_limit(l.round_limit));
    }

    #[test]
    fn simultaneous_has_no_player_turns() {
        let l = list(TurnStructure::Simultaneous, &[0, 0]);
        let c = Cursor::default().next(&l, 2).next(&l, 2);
        assert_eq!((c.round, c.side, c.phase), (2, 0, 0));
        assert_eq!(c.whose_turn(&l), None);
    }

    #[test]
    fn back_at_start_stays() {
        let l = list(TurnStructure::Alternating, &[1]);
        assert_eq!(Cursor::default().back(&l, 2), Cursor::default());
    }

    proptest! {
        #[test]
        fn back_undoes_next(steps in proptest::collection::vec(0usize..4, 1..6),
                            sides in 1usize..4, moves in 0usize..60, alt in any::<bool>()) {
            let s = if alt { TurnStructure::Alternating } else { TurnStructure::Simultaneous };
            let l = list(s, &steps);
            let mut c = Cursor::default();
            for _ in 0..moves { c = c.next(&l, sides); }
            prop_assert_eq!(c.next(&l, sides).back(&l, sides), c);
        }
    }
}
