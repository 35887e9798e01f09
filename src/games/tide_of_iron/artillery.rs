//! Off-board attacks from strategy cards (L1900-1987): Establish Contact (X), the target hex,
//! drift read on the compass, then the Area Attack and Blast (in `area`). Also the medic's
//! Heal roll (L2063-2075).

use serde::{Deserialize, Serialize};

use super::dice::valid_face;
use super::refuse;
use crate::core::log::Line;
use crate::core::odds::Chance;
use crate::core::table::ActionError;

/// Who can see the target marker's hex (L1952-1960).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum Spotting {
    /// No Ready friendly squad sees it: drift number 6.
    #[default]
    #[serde(alias = "None")]
    None,
    /// In the LOS of a Ready friendly squad: 4.
    #[serde(alias = "Normal")]
    Normal,
    /// In the LOS of a Ready squad with an officer, or the hex holds or is next to a friendly
    /// unit: 3.
    #[serde(alias = "Improved")]
    Improved,
}

impl Spotting {
    pub fn drift_number(self) -> u8 {
        match self {
            Spotting::None => 6,
            Spotting::Normal => 4,
            Spotting::Improved => 3,
        }
    }
    pub fn msg(self) -> &'static str {
        match self {
            Spotting::None => "toi-spot-none",
            Spotting::Normal => "toi-spot-normal",
            Spotting::Improved => "toi-spot-improved",
        }
    }
    pub fn parse(s: &str) -> Option<Spotting> {
        Some(match s {
            "none" => Spotting::None,
            "normal" => Spotting::Normal,
            "improved" => Spotting::Improved,
            _ => return None,
        })
    }
}

fn face_error(f: u8) -> ActionError {
    refuse("toi-err-face", vec![("face", f.to_string())])
}

/// Establish Contact (X): one die, contact on X or more (L1904-1916).
pub fn contact(target: u8, die: u8) -> Result<(bool, Vec<Line>), ActionError> {
    if !(1..=6).contains(&target) {
        return Err(refuse(
            "toi-err-contact-number",
            vec![("n", target.to_string())],
        ));
    }
    if !valid_face(die) {
        return Err(face_error(die));
    }
    let ok = die >= target;
    let lines = vec![
        Line::new("toi-w-contact")
            .arg("x", target as i64)
            .arg("die", die as i64),
        Line::new(if ok {
            "toi-w-contact-ok"
        } else {
            "toi-w-contact-failed"
        }),
    ];
    Ok((ok, lines))
}

/// The chance to make contact on X.
pub fn contact_odds(target: u8) -> Chance {
    Chance {
        num: u128::from(7u8.saturating_sub(target.clamp(1, 7))),
        den: 6,
    }
    .reduced()
}

/// The compass: for each red face 1-6 the direction the strike drifts, in degrees clockwise
/// from the compass's North. Data (`compass.json`), since the card's picture is not in the
/// text; the one face the text gives is 3 → directly right (L1944).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Compass {
    /// `bearings[f - 1]` for red face f.
    pub bearings: [u16; 6],
    /// For each face the data's note when its bearing is not given by the text (a
    /// placeholder to check on the compass card); `None` when it is verified.
    #[serde(default)]
    pub unverified: [Option<String>; 6],
}

impl Compass {
    /// A compass whose every face is verified.
    pub fn verified(bearings: [u16; 6]) -> Compass {
        Compass {
            bearings,
            unverified: Default::default(),
        }
    }

    /// The note of an unverified face, `None` when the face is verified.
    pub fn unverified_note(&self, face: u8) -> Option<&str> {
        self.unverified
            .get(usize::from(face).checked_sub(1)?)?
            .as_deref()
    }

    pub fn bearing(&self, face: u8) -> Option<u16> {
        self.bearings
            .get(usize::from(face).checked_sub(1)?)
            .copied()
    }
}

/// A drift roll and where the strike lands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DriftOutcome {
    pub number: u8,
    pub black: u8,
    pub red: u8,
    pub on_target: bool,
    /// Hexes drifted (0 on target).
    pub hexes: u8,
    /// Direction on the compass (degrees clockwise from its North), when it drifts.
    pub bearing: Option<u16>,
    /// The same direction on the table: the scenario's North turned by `north`.
    pub table_bearing: Option<u16>,
    pub lines: Vec<Line>,
}

/// A direction in words: the nearest of 12 clock points (message id).
pub fn bearing_msg(deg: u16) -> &'static str {
    const IDS: [&str; 12] = [
        "toi-dir-0",
        "toi-dir-30",
        "toi-dir-60",
        "toi-dir-90",
        "toi-dir-120",
        "toi-dir-150",
        "toi-dir-180",
        "toi-dir-210",
        "toi-dir-240",
        "toi-dir-270",
        "toi-dir-300",
        "toi-dir-330",
    ];
    IDS[usize::from(((deg % 360) + 15) / 30 % 12)]
}

/// Determine Drift (L1962-1977): black at or above the drift number lands on target;
/// otherwise the strike moves that many hexes toward the red face's compass direction.
/// `north`: where the scenario's North points on the table, degrees clockwise from "up".
pub fn drift(
    compass: &Compass,
    spotting: Spotting,
    north: u16,
    black: u8,
    red: u8,
) -> Result<DriftOutcome, ActionError> {
    if !valid_face(black) {
        return Err(face_error(black));
    }
    if !valid_face(red) {
        return Err(face_error(red));
    }
    if north >= 360 {
        return Err(refuse("toi-err-north", vec![("n", north.to_string())]));
    }
    let number = spotting.drift_number();
    let mut lines = vec![
        Line::new("toi-w-drift-number")
            .msg_arg("spot", spotting.msg())
            .arg("n", number as i64),
        Line::new("toi-w-drift-dice")
            .arg("black", black as i64)
            .arg("red", red as i64),
    ];
    if black >= number {
        lines.push(Line::new("toi-w-drift-on-target"));
        return Ok(DriftOutcome {
            number,
            black,
            red,
            on_target: true,
            hexes: 0,
            bearing: None,
            table_bearing: None,
            lines,
        });
    }
    let bearing = compass.bearing(red).ok_or_else(|| face_error(red))?;
    let table = (bearing + north) % 360;
    lines.push(
        Line::new("toi-w-drift-moves")
            .arg("n", black as i64)
            .arg("face", red as i64)
            .msg_arg("dir", bearing_msg(table)),
    );
    lines.push(Line::new("toi-w-drift-off-map"));
    Ok(DriftOutcome {
        number,
        black,
        red,
        on_target: false,
        hexes: black,
        bearing: Some(bearing),
        table_bearing: Some(table),
        lines,
    })
}

/// The chance of landing on target, and of each drift distance 1..number-1 (each 1/6).
pub fn drift_odds(spotting: Spotting) -> (Chance, Vec<(u8, Chance)>) {
    let n = spotting.drift_number();
    let on = Chance {
        num: u128::from(7 - n),
        den: 6,
    }
    .reduced();
    let each = Chance { num: 1, den: 6 };
    (on, (1..n).map(|k| (k, each)).collect())
}

/// The medic's Heal (L2063-2075): on 4-6 a reduced squad in the hex gets back one regular
/// infantry figure. A full squad has no hole to fill; an empty base is already gone.
pub fn heal(figures: u32, die: u8) -> Result<(bool, Vec<Line>), ActionError> {
    if figures == 0 || figures >= super::attack::MAX_FIGURES {
        return Err(refuse(
            "toi-err-heal-squad",
            vec![("n", figures.to_string())],
        ));
    }
    if !valid_face(die) {
        return Err(face_error(die));
    }
    let ok = die >= 4;
    Ok((
        ok,
        vec![
            Line::new("toi-w-heal").arg("die", die as i64),
            Line::new(if ok {
                "toi-w-heal-ok"
            } else {
                "toi-w-heal-fails"
            }),
        ],
    ))
}
