//! Dice: numeric dN, symbol dice whose faces come from a game's data, dice specs such as
//! `2d6+cc-great-war:battle`, and rolls made by the app or entered by hand.

use serde::{Deserialize, Serialize};

use super::rng::GameRng;

/// One physical side of a symbol die.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FaceDef {
    pub id: String,
    /// Fluent message id of the face's name.
    pub name: String,
    #[serde(default)]
    pub icon: Option<String>,
    #[serde(default)]
    pub value: Option<i64>,
    #[serde(default)]
    pub color: Option<String>,
    #[serde(default)]
    pub source: Option<String>,
}

/// A die as a game's data defines it (or a built-in numeric die).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DieDef {
    pub id: String,
    /// Fluent message id of the die's name.
    pub name: String,
    #[serde(default)]
    pub color: Option<String>,
    #[serde(default)]
    pub sides: Option<u32>,
    #[serde(default)]
    pub faces: Option<Vec<FaceDef>>,
    #[serde(default)]
    pub source: Option<String>,
}

/// The numeric dice every game can use without data.
pub const NUMERIC_SIDES: [u32; 7] = [4, 6, 8, 10, 12, 20, 100];

/// The largest number of dice one spec may hold (keeps exact odds exact and fast).
pub const MAX_DICE: u32 = 24;

/// A die ready to roll: its qualified id (`d6`, `cc-great-war:battle`) and its faces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Die {
    /// `d6` for built-in dice, `<game>:<die>` for game dice.
    pub key: String,
    pub game: Option<String>,
    pub def: DieDef,
}

impl Die {
    /// A plain numbered die with `sides` faces.
    pub fn numeric(sides: u32) -> Die {
        Die {
            key: format!("d{sides}"),
            game: None,
            def: DieDef {
                id: format!("d{sides}"),
                name: "die-numeric".into(),
                color: None,
                sides: Some(sides),
                faces: None,
                source: None,
            },
        }
    }

    pub fn from_game(game: &str, def: DieDef) -> Die {
        Die {
            key: format!("{game}:{}", def.id),
            game: Some(game.to_string()),
            def,
        }
    }

    /// Number of physical sides.
    pub fn side_count(&self) -> usize {
        match (&self.def.faces, self.def.sides) {
            (Some(faces), _) => faces.len(),
            (None, Some(n)) => n as usize,
            (None, None) => 0,
        }
    }

    pub fn is_numeric(&self) -> bool {
        self.def.faces.is_none()
    }

    /// The face id shown on side `index` (0-based): `"4"` for a numeric die.
    pub fn face_id(&self, index: usize) -> String {
        match &self.def.faces {
            Some(faces) => faces.get(index).map(|f| f.id.clone()).unwrap_or_default(),
            None => (index + 1).to_string(),
        }
    }

    /// The number side `index` counts for in a total, if any.
    pub fn face_value(&self, index: usize) -> Option<i64> {
        match &self.def.faces {
            Some(faces) => faces.get(index).and_then(|f| f.value),
            None => Some(index as i64 + 1),
        }
    }

    pub fn face(&self, index: usize) -> Option<&FaceDef> {
        self.def.faces.as_ref().and_then(|f| f.get(index))
    }

    /// Distinct face ids in first-seen order, with how many sides carry each.
    pub fn distinct_faces(&self) -> Vec<(String, usize)> {
        let mut out: Vec<(String, usize)> = Vec::new();
        for i in 0..self.side_count() {
            let id = self.face_id(i);
            match out.iter_mut().find(|(f, _)| *f == id) {
                Some(entry) => entry.1 += 1,
                None => out.push((id, 1)),
            }
        }
        out
    }

    /// Finds the side index for a face typed by hand (`"4"`, `"soldier"`).
    pub fn parse_face(&self, text: &str) -> Option<usize> {
        let text = text.trim();
        match &self.def.faces {
            Some(faces) => faces.iter().position(|f| f.id.eq_ignore_ascii_case(text)),
            None => {
                let v: usize = text.parse().ok()?;
                (1..=self.side_count()).contains(&v).then(|| v - 1)
            }
        }
    }
}

/// `count` dice of one kind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DiceGroup {
    pub count: u32,
    pub die: Die,
}

/// What to roll, e.g. `2d6` or `3xcc-great-war:battle+1d6`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DiceSpec {
    pub groups: Vec<DiceGroup>,
}

/// Why a dice spec or a hand-entered roll was refused. Each names the bad part.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DiceError {
    Empty,
    BadTerm(String),
    UnknownDie(String),
    ZeroDice(String),
    TooManyDice { max: u32 },
    WrongFaceCount { expected: usize, got: usize },
    BadFace { die: String, face: String },
}

impl DiceError {
    /// Fluent message id and arguments describing this error.
    pub fn message(&self) -> (&'static str, Vec<(&'static str, String)>) {
        match self {
            DiceError::Empty => ("err-dice-empty", vec![]),
            DiceError::BadTerm(t) => ("err-dice-bad-term", vec![("term", t.clone())]),
            DiceError::UnknownDie(t) => ("err-dice-unknown-die", vec![("die", t.clone())]),
            DiceError::ZeroDice(t) => ("err-dice-zero", vec![("term", t.clone())]),
            DiceError::TooManyDice { max } => ("err-dice-too-many", vec![("max", max.to_string())]),
            DiceError::WrongFaceCount { expected, got } => (
                "err-dice-face-count",
                vec![("expected", expected.to_string()), ("got", got.to_string())],
            ),
            DiceError::BadFace { die, face } => (
                "err-dice-bad-face",
                vec![("die", die.clone()), ("face", face.clone())],
            ),
        }
    }
}

impl std::fmt::Display for DiceError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DiceError::Empty => write!(f, "the dice spec is empty"),
            DiceError::BadTerm(t) => write!(
                f,
                "'{t}' is not a dice term (expected e.g. 2d6, d20 or 3xgame:die)"
            ),
            DiceError::UnknownDie(t) => write!(f, "no die called '{t}'"),
            DiceError::ZeroDice(t) => write!(f, "'{t}' asks for zero dice"),
            DiceError::TooManyDice { max } => write!(f, "at most {max} dice can be rolled at once"),
            DiceError::WrongFaceCount { expected, got } => {
                write!(f, "expected {expected} dice results, got {got}")
            }
            DiceError::BadFace { die, face } => write!(f, "'{face}' is not a face of the {die}"),
        }
    }
}

impl std::error::Error for DiceError {}

impl DiceSpec {
    /// Parses a spec. `lookup` resolves `game:die` (and bare die ids) to a game's die.
    ///
    /// Grammar: terms joined by `+`; a term is `[N]dS` for a built-in numeric die, or
    /// `[Nx]name` for a named die, where `name` is `game:die`.
    pub fn parse(text: &str, lookup: &dyn Fn(&str) -> Option<Die>) -> Result<DiceSpec, DiceError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(DiceError::Empty);
        }
        let mut groups: Vec<DiceGroup> = Vec::new();
        for raw in text.split('+') {
            let term = raw.trim();
            if term.is_empty() {
                return Err(DiceError::BadTerm(raw.to_string()));
            }
            let (count, die) = parse_term(term, lookup)?;
            if count == 0 {
                return Err(DiceError::ZeroDice(term.to_string()));
            }
            match groups.iter_mut().find(|g| g.die.key == die.key) {
                Some(g) => g.count = g.count.saturating_add(count),
                None => groups.push(DiceGroup { count, die }),
            }
        }
        let spec = DiceSpec { groups };
        if spec.dice_count() > MAX_DICE {
            return Err(DiceError::TooManyDice { max: MAX_DICE });
        }
        Ok(spec)
    }

    pub fn dice_count(&self) -> u32 {
        self.groups.iter().map(|g| g.count).sum()
    }

    /// The dice one by one, in spec order.
    pub fn dice(&self) -> impl Iterator<Item = &Die> {
        self.groups
            .iter()
            .flat_map(|g| std::iter::repeat_n(&g.die, g.count as usize))
    }

    /// Canonical text of the spec (`2d6+3xcc-great-war:battle`).
    pub fn canonical(&self) -> String {
        self.groups
            .iter()
            .map(|g| {
                if g.die.is_numeric() && g.die.game.is_none() {
                    format!("{}{}", g.count, g.die.key)
                } else if g.count == 1 {
                    g.die.key.clone()
                } else {
                    format!("{}x{}", g.count, g.die.key)
                }
            })
            .collect::<Vec<_>>()
            .join("+")
    }

    /// Splits the spec into its numbered dice (every face a number) and its symbol dice.
    pub fn split_numbered(&self) -> (Option<DiceSpec>, Option<DiceSpec>) {
        let (n, s): (Vec<DiceGroup>, Vec<DiceGroup>) = self
            .groups
            .iter()
            .cloned()
            .partition(|g| (0..g.die.side_count()).all(|i| g.die.face_value(i).is_some()));
        let wrap = |groups: Vec<DiceGroup>| (!groups.is_empty()).then_some(DiceSpec { groups });
        (wrap(n), wrap(s))
    }

    /// Whether every face of every die has a number, so a total makes sense.
    pub fn has_total(&self) -> bool {
        self.groups
            .iter()
            .all(|g| (0..g.die.side_count()).all(|i| g.die.face_value(i).is_some()))
    }

    /// Rolls with the game's generator.
    pub fn roll(&self, rng: &mut GameRng) -> Roll {
        let faces = self.dice().map(|d| rng.index(d.side_count())).collect();
        Roll::new(self, faces, RollSource::App)
    }

    /// A roll entered by hand from physical dice: one face per die, in spec order.
    pub fn from_hand<S: AsRef<str>>(&self, shown: &[S]) -> Result<Roll, DiceError> {
        let expected = self.dice_count() as usize;
        if shown.len() != expected {
            return Err(DiceError::WrongFaceCount {
                expected,
                got: shown.len(),
            });
        }
        let mut faces = Vec::with_capacity(expected);
        for (die, text) in self.dice().zip(shown) {
            let idx = die
                .parse_face(text.as_ref())
                .ok_or_else(|| DiceError::BadFace {
                    die: die.key.clone(),
                    face: text.as_ref().trim().to_string(),
                })?;
            faces.push(idx);
        }
        Ok(Roll::new(self, faces, RollSource::Hand))
    }
}

fn parse_term(term: &str, lookup: &dyn Fn(&str) -> Option<Die>) -> Result<(u32, Die), DiceError> {
    let lower = term.to_ascii_lowercase();
    // [N]dS
    if let Some(pos) = lower.find('d') {
        let (n, s) = (&lower[..pos], &lower[pos + 1..]);
        if n.chars().all(|c| c.is_ascii_digit())
            && !s.is_empty()
            && s.chars().all(|c| c.is_ascii_digit())
        {
            let count = if n.is_empty() {
                1
            } else {
                n.parse::<u32>()
                    .map_err(|_| DiceError::BadTerm(term.into()))?
            };
            let sides: u32 = s.parse().map_err(|_| DiceError::BadTerm(term.into()))?;
            if !NUMERIC_SIDES.contains(&sides) {
                return Err(DiceError::UnknownDie(format!("d{sides}")));
            }
            return Ok((count, Die::numeric(sides)));
        }
    }
    // [Nx]name
    let (count, name) = match lower.split_once('x') {
        Some((n, rest)) if !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()) => (
            n.parse::<u32>()
                .map_err(|_| DiceError::BadTerm(term.into()))?,
            rest,
        ),
        _ => (1, lower.as_str()),
    };
    let name = name.trim();
    if name.is_empty()
        || !name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_:".contains(c))
    {
        return Err(DiceError::BadTerm(term.into()));
    }
    let die = lookup(name).ok_or_else(|| DiceError::UnknownDie(name.to_string()))?;
    Ok((count, die))
}

/// Who produced the faces of a roll.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RollSource {
    App,
    Hand,
}

/// One die of a roll.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct RolledDie {
    /// Qualified die id (`d6`, `asl-sk1:colored`).
    pub die: String,
    /// 0-based side index.
    pub side: usize,
    /// The face id shown (`"4"`, `"soldier"`).
    pub face: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<i64>,
}

/// A finished roll: the spec, every die kept apart in spec order, and who made it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Roll {
    pub spec: String,
    pub dice: Vec<RolledDie>,
    pub source: RollSource,
    /// Sum of the values, when every die shows a number.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub total: Option<i64>,
}

impl Roll {
    fn new(spec: &DiceSpec, sides: Vec<usize>, source: RollSource) -> Roll {
        let dice: Vec<RolledDie> = spec
            .dice()
            .zip(sides)
            .map(|(die, side)| RolledDie {
                die: die.key.clone(),
                side,
                face: die.face_id(side),
                value: die.face_value(side),
            })
            .collect();
        let total = dice
            .iter()
            .map(|d| d.value)
            .sum::<Option<i64>>()
            .filter(|_| spec.has_total());
        Roll {
            spec: spec.canonical(),
            dice,
            source,
            total,
        }
    }

    /// How many dice show each face id, in first-seen order.
    pub fn face_counts(&self) -> Vec<(String, usize)> {
        let mut out: Vec<(String, usize)> = Vec::new();
        for d in &self.dice {
            match out.iter_mut().find(|(f, _)| *f == d.face) {
                Some(e) => e.1 += 1,
                None => out.push((d.face.clone(), 1)),
            }
        }
        out
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    pub(crate) fn battle_die() -> Die {
        let f = |id: &str| FaceDef {
            id: id.into(),
            name: format!("face-{id}"),
            icon: Some(id.into()),
            value: None,
            color: None,
            source: None,
        };
        Die::from_game(
            "g",
            DieDef {
                id: "battle".into(),
                name: "die-battle".into(),
                color: None,
                sides: None,
                faces: Some(vec![
                    f("soldier"),
                    f("soldier"),
                    f("burst"),
                    f("skull"),
                    f("flag"),
                    f("hq"),
                ]),
                source: None,
            },
        )
    }

    fn lookup(name: &str) -> Option<Die> {
        (name == "g:battle" || name == "battle").then(battle_die)
    }

    #[test]
    fn parses_numeric_and_named_terms() {
        let s = DiceSpec::parse("2d6", &lookup).expect("2d6");
        assert_eq!(s.dice_count(), 2);
        assert_eq!(s.canonical(), "2d6");
        assert!(s.has_total());
        let s = DiceSpec::parse("d20 + 3xg:battle + 1d20", &lookup).expect("mixed");
        assert_eq!(s.canonical(), "2d20+3xg:battle");
        assert!(!s.has_total());
    }

    #[test]
    fn bad_specs_name_the_bad_part() {
        assert_eq!(DiceSpec::parse("", &lookup), Err(DiceError::Empty));
        assert_eq!(
            DiceSpec::parse("2d7", &lookup),
            Err(DiceError::UnknownDie("d7".into()))
        );
        assert_eq!(
            DiceSpec::parse("2d6+banana", &lookup),
            Err(DiceError::UnknownDie("banana".into()))
        );
        assert_eq!(
            DiceSpec::parse("0d6", &lookup),
            Err(DiceError::ZeroDice("0d6".into()))
        );
        assert_eq!(
            DiceSpec::parse("2d6++d4", &lookup),
            Err(DiceError::BadTerm("".into()))
        );
        assert_eq!(
            DiceSpec::parse("30d6", &lookup),
            Err(DiceError::TooManyDice { max: MAX_DICE })
        );
        assert!(matches!(
            DiceSpec::parse("2d6 !", &lookup),
            Err(DiceError::BadTerm(_))
        ));
    }

    #[test]
    fn hand_entered_rolls_are_checked() {
        let s = DiceSpec::parse("2d6", &lookup).expect("spec");
        let r = s.from_hand(&["3", "5"]).expect("valid");
        assert_eq!(r.total, Some(8));
        assert_eq!(r.source, RollSource::Hand);
        assert_eq!(
            s.from_hand(&["3"]),
            Err(DiceError::WrongFaceCount {
                expected: 2,
                got: 1
            })
        );
        assert_eq!(
            s.from_hand(&["3", "7"]),
            Err(DiceError::BadFace {
                die: "d6".into(),
                face: "7".into()
            })
        );
        let s = DiceSpec::parse("2xg:battle", &lookup).expect("spec");
        let r = s.from_hand(&["Soldier", "hq"]).expect("symbols");
        assert_eq!(r.total, None);
        assert_eq!(
            r.face_counts(),
            vec![("soldier".into(), 1), ("hq".into(), 1)]
        );
    }

    #[test]
    fn app_rolls_are_reproducible_and_in_range() {
        let s = DiceSpec::parse("3d6+2xg:battle", &lookup).expect("spec");
        let mut a = GameRng::from_seed(1);
        let mut b = GameRng::from_seed(1);
        for _ in 0..100 {
            let ra = s.roll(&mut a);
            assert_eq!(ra, s.roll(&mut b));
            assert_eq!(ra.dice.len(), 5);
            for d in &ra.dice[..3] {
                assert!((1..=6).contains(&d.value.unwrap_or(0)));
            }
        }
    }

    #[test]
    fn split_numbered_separates_symbol_dice() {
        let s = DiceSpec::parse("2d6+3xg:battle+d20", &lookup).expect("spec");
        let (n, sym) = s.split_numbered();
        assert_eq!(n.map(|n| n.canonical()), Some("2d6+1d20".to_string()));
        assert_eq!(sym.map(|s| s.canonical()), Some("3xg:battle".to_string()));
        let (n, sym) = DiceSpec::parse("2d6", &lookup)
            .expect("spec")
            .split_numbered();
        assert!(n.is_some() && sym.is_none());
    }

    #[test]
    fn distinct_faces_count_repeated_sides() {
        let d = battle_die();
        assert_eq!(d.distinct_faces()[0], ("soldier".into(), 2));
        assert_eq!(d.distinct_faces().len(), 5);
    }

    mod properties {
        use super::*;
        use proptest::prelude::*;

        proptest! {
            #[test]
            fn a_roll_entered_by_hand_reads_like_the_same_roll_by_the_app(
                seed: u64, n6 in 0u32..4, n20 in 0u32..3, nb in 0u32..4) {
                prop_assume!(n6 + n20 + nb > 0);
                let mut terms = vec![];
                if n6 > 0 { terms.push(format!("{n6}d6")); }
                if n20 > 0 { terms.push(format!("{n20}d20")); }
                if nb > 0 { terms.push(format!("{nb}xg:battle")); }
                let spec = DiceSpec::parse(&terms.join("+"), &lookup).expect("spec");
                let mut rng = GameRng::from_seed(seed);
                let roll = spec.roll(&mut rng);
                prop_assert_eq!(roll.dice.len() as u32, n6 + n20 + nb);
                for (die, r) in spec.dice().zip(&roll.dice) {
                    prop_assert!(r.side < die.side_count());
                }
                if nb == 0 {
                    let t = roll.total.expect("numbered dice have a total");
                    prop_assert!(t >= i64::from(n6 + n20));
                    prop_assert!(t <= i64::from(6 * n6 + 20 * n20));
                } else {
                    prop_assert_eq!(roll.total, None);
                }
                let shown: Vec<String> = roll.dice.iter().map(|d| d.face.clone()).collect();
                let hand = spec.from_hand(&shown).expect("the faces just rolled are valid");
                let faces = |r: &Roll| r.dice.iter().map(|d| d.face.clone()).collect::<Vec<_>>();
                prop_assert_eq!(faces(&hand), faces(&roll));
                prop_assert_eq!(hand.total, roll.total);
                prop_assert_eq!(hand.source, RollSource::Hand);
                // The spec's canonical text reads back as the same spec.
                let again = DiceSpec::parse(&spec.canonical(), &lookup).expect("canonical");
                prop_assert_eq!(again, spec);
            }
        }
    }
}
