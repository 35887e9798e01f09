//! The 9-colour combat die ladder (2.0, L83–L91): White → Pink → Grey → Green → Yellow → Red →
//! Blue → Purple → Black. Modifiers move the die's colour, not its face (L87); numeric tests on
//! Red or Blue add the modifier to the number (L91). The faces of each colour come from
//! `dice.json` (placeholders until checked against the box: the picture after L83 is lost).

use serde::{Deserialize, Serialize};

use crate::core::def::GameDef;

/// One colour of combat die, weakest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Colour {
    White,
    Pink,
    Grey,
    Green,
    Yellow,
    Red,
    Blue,
    Purple,
    Black,
}

/// Where a shifted die ends up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Shifted {
    /// On the ladder.
    Die(Colour),
    /// Pushed below White: the roll does not happen (what that means depends on the roll:
    /// no effect for blast damage L556, an impossible throw L562).
    BelowWhite,
    /// Pushed above Black: the roll stays on Black (capped), which the caller says.
    AboveBlack,
}

impl Colour {
    pub const LADDER: [Colour; 9] = [
        Colour::White,
        Colour::Pink,
        Colour::Grey,
        Colour::Green,
        Colour::Yellow,
        Colour::Red,
        Colour::Blue,
        Colour::Purple,
        Colour::Black,
    ];

    /// 0 (White) to 8 (Black).
    pub fn step(self) -> i32 {
        Colour::LADDER
            .iter()
            .position(|c| *c == self)
            .unwrap_or_default() as i32
    }

    /// The die `by` steps toward Black (negative toward White), or off an end.
    pub fn shift(self, by: i32) -> Shifted {
        let s = self.step() + by;
        if s < 0 {
            Shifted::BelowWhite
        } else if s > 8 {
            Shifted::AboveBlack
        } else {
            Shifted::Die(Colour::LADDER[s as usize])
        }
    }

    /// The die `by` steps away, kept on the ladder (capped at White and Black).
    pub fn shift_capped(self, by: i32) -> Colour {
        Colour::LADDER[(self.step() + by).clamp(0, 8) as usize]
    }

    pub fn id(self) -> &'static str {
        match self {
            Colour::White => "white",
            Colour::Pink => "pink",
            Colour::Grey => "grey",
            Colour::Green => "green",
            Colour::Yellow => "yellow",
            Colour::Red => "red",
            Colour::Blue => "blue",
            Colour::Purple => "purple",
            Colour::Black => "black",
        }
    }

    pub fn parse(s: &str) -> Option<Colour> {
        Colour::LADDER.into_iter().find(|c| c.id() == s)
    }

    pub fn msg(self) -> String {
        format!("wwb-die-{}", self.id())
    }

    /// Red and Blue carry numbers for tests against markers (L91).
    pub fn is_numeric(self) -> bool {
        matches!(self, Colour::Red | Colour::Blue)
    }
}

/// What a face shows, as the rules read it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FaceKind {
    Miss,
    Suppressed,
    LightWound,
    SeriousWound,
    Killed,
    Ok,
    Medal,
    /// The Red die's special face (its icon is lost in the text: L397, L591, L645, L696…).
    Disaster,
}

impl FaceKind {
    pub fn parse(s: &str) -> Option<FaceKind> {
        Some(match s {
            "miss" => FaceKind::Miss,
            "suppressed" => FaceKind::Suppressed,
            "light-wound" => FaceKind::LightWound,
            "serious-wound" => FaceKind::SeriousWound,
            "killed" => FaceKind::Killed,
            "ok" => FaceKind::Ok,
            "medal" => FaceKind::Medal,
            "disaster" => FaceKind::Disaster,
            _ => return None,
        })
    }

    pub fn id(self) -> &'static str {
        match self {
            FaceKind::Miss => "miss",
            FaceKind::Suppressed => "suppressed",
            FaceKind::LightWound => "light-wound",
            FaceKind::SeriousWound => "serious-wound",
            FaceKind::Killed => "killed",
            FaceKind::Ok => "ok",
            FaceKind::Medal => "medal",
            FaceKind::Disaster => "disaster",
        }
    }

    pub fn msg(self) -> String {
        format!("wwb-face-{}", self.id())
    }

    /// A test succeeds on OK or medal (L89).
    pub fn is_success(self) -> bool {
        matches!(self, FaceKind::Ok | FaceKind::Medal)
    }
}

/// One side of a die: what it shows and, on Red and Blue, its number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Face {
    pub kind: FaceKind,
    pub value: Option<i64>,
}

/// Checks a `dice.json` (already read as dice by the data loader) for what the rules read: the
/// nine colours of the ladder, each with faces the rules know. A player's copy that fails is
/// reported by file and field, and the built-in copy is used meanwhile.
pub fn validate_file(file: &str, text: &str) -> Result<(), crate::content::ContentError> {
    #[derive(Deserialize)]
    struct DiceFile {
        dice: Vec<Die>,
    }
    #[derive(Deserialize)]
    struct Die {
        id: String,
        #[serde(default)]
        faces: Option<Vec<FaceId>>,
    }
    #[derive(Deserialize)]
    struct FaceId {
        id: String,
    }
    let bad = |field: String, expected: String| crate::content::ContentError {
        file: file.into(),
        field,
        expected,
    };
    let f: DiceFile = crate::content::parse_json(file, text)?;
    let ladder: Vec<&str> = Colour::LADDER.iter().map(|c| c.id()).collect();
    for c in Colour::LADDER {
        let Some((i, die)) = f.dice.iter().enumerate().find(|(_, d)| d.id == c.id()) else {
            return Err(bad(
                "dice".into(),
                format!(
                    "the nine dice of the ladder ({}), but '{}' is missing",
                    ladder.join(", "),
                    c.id()
                ),
            ));
        };
        let faces = die.faces.as_deref().unwrap_or_default();
        if faces.is_empty() {
            return Err(bad(
                format!("dice[{i}].faces"),
                format!("the faces of the '{}' die", c.id()),
            ));
        }
        for (j, face) in faces.iter().enumerate() {
            if FaceKind::parse(&face.id).is_none() {
                return Err(bad(
                    format!("dice[{i}].faces[{j}].id"),
                    format!(
                        "a face the rules read (miss, suppressed, light-wound, serious-wound, \
                         killed, ok, medal, disaster), found '{}'",
                        face.id
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// The faces of every colour, from the game's dice data (the player's copy if any).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Faces {
    pub faces: Vec<(Colour, Vec<Face>)>,
    /// The colours whose faces are the app's placeholders (their data's `source` says so),
    /// with that note: an answer read on them is marked unverified. A player's own copy of
    /// `dice.json` without the word is taken as checked.
    pub placeholders: Vec<(Colour, String)>,
}

impl Faces {
    /// Reads the nine combat dice from `def`; a colour missing or with a face the rules cannot
    /// read is reported by id.
    pub fn from_def(def: &GameDef) -> Result<Faces, String> {
        let mut faces = vec![];
        let mut placeholders = vec![];
        for c in Colour::LADDER {
            let die = def
                .die(c.id())
                .ok_or_else(|| format!("dice.json has no '{}' die", c.id()))?;
            if let Some(src) = &die.def.source
                && src.to_lowercase().contains("placeholder")
            {
                placeholders.push((c, src.clone()));
            }
            let list = die
                .def
                .faces
                .as_ref()
                .ok_or_else(|| format!("the '{}' die has no faces", c.id()))?;
            let mut out = vec![];
            for f in list {
                let kind = FaceKind::parse(&f.id).ok_or_else(|| {
                    format!(
                        "the '{}' die has a face '{}' the rules cannot read",
                        c.id(),
                        f.id
                    )
                })?;
                out.push(Face {
                    kind,
                    value: f.value,
                });
            }
            if out.is_empty() {
                return Err(format!("the '{}' die has no faces", c.id()));
            }
            faces.push((c, out));
        }
        Ok(Faces {
            faces,
            placeholders,
        })
    }

    pub fn of(&self, c: Colour) -> &[Face] {
        self.faces
            .iter()
            .find(|(k, _)| *k == c)
            .map_or(&[], |(_, f)| f.as_slice())
    }

    /// Face `index` (0-based) of colour `c`.
    pub fn face(&self, c: Colour, index: usize) -> Option<Face> {
        self.of(c).get(index).copied()
    }

    /// The data's note when colour `c`'s faces are placeholders.
    pub fn placeholder(&self, c: Colour) -> Option<&str> {
        self.placeholders
            .iter()
            .find(|(k, _)| *k == c)
            .map(|(_, s)| s.as_str())
    }

    pub fn sides(&self, c: Colour) -> usize {
        self.of(c).len()
    }
}

#[cfg(test)]
mod tests {
    use super::Colour::*;
    use super::*;

    /// Digest §4.1: the evidence the ladder order is built from, every item a check.
    #[test]
    fn ladder_evidence_l87_l319_l321_l421_l556_l829() {
        // L87: Red +1 = Blue, Red -2 = Green.
        assert_eq!(Red.shift(1), Shifted::Die(Blue));
        assert_eq!(Red.shift(-2), Shifted::Die(Green));
        // L421: Blue +1 = Purple (the M1 Garand at medium range on a standing man in the open).
        assert_eq!(Blue.shift(1), Shifted::Die(Purple));
        // L556: Black -1 = Purple (a grenade's outer ring).
        assert_eq!(Black.shift(-1), Shifted::Die(Purple));
        // L319: Grey -2 = White (optional sight modifier).
        assert_eq!(Grey.shift(-2), Shifted::Die(White));
        // L321: Observation L1 turns Grey into Green, L2 into Yellow.
        assert_eq!(Grey.shift(1), Shifted::Die(Green));
        assert_eq!(Grey.shift(2), Shifted::Die(Yellow));
        // L829: without the Leader, Pink drops to White.
        assert_eq!(Pink.shift(-1), Shifted::Die(White));
        // L89: White to Yellow are a contiguous block (the OK/medal dice).
        assert!(White < Pink && Pink < Grey && Grey < Green && Green < Yellow);
        assert!(Yellow < Red);
        // Off the ends.
        assert_eq!(White.shift(-1), Shifted::BelowWhite);
        assert_eq!(Black.shift(1), Shifted::AboveBlack);
        assert_eq!(Purple.shift_capped(4), Black);
    }
}
