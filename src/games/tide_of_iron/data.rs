//! This game's own data files: the drift compass (`compass.json`), unit statistics
//! (`units.json`) and scenario presets (`scenarios.json`), each checked when loaded.

use serde::{Deserialize, Serialize};

use super::artillery::Compass;
use super::refuse;
use super::state::Scenario;
use crate::content::{ContentError, parse_json};
use crate::core::def::GameDef;
use crate::core::table::ActionError;

#[derive(Debug, Clone, Deserialize, Serialize)]
pub struct CompassFace {
    pub face: u8,
    /// Degrees clockwise from the compass's North.
    pub bearing: u16,
    #[serde(default)]
    pub source: Option<String>,
    /// `true` only when the bearing is given by the text or checked on the card; a face
    /// without it is a placeholder and every answer using it says so.
    #[serde(default)]
    pub verified: bool,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
pub struct CompassFile {
    pub faces: Vec<CompassFace>,
    #[serde(default)]
    pub source: Option<String>,
}

/// One line of a reference card: what the text gives is cited, the rest is marked.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq, Eq)]
pub struct UnitStats {
    pub id: String,
    pub name: String,
    /// "infantry" (a figure on a base) or "vehicle".
    pub kind: String,
    #[serde(default)]
    pub holes: Option<u32>,
    #[serde(default)]
    pub movement: Option<u32>,
    #[serde(default)]
    pub range_infantry: Option<u32>,
    #[serde(default)]
    pub fp_infantry: Option<u32>,
    #[serde(default)]
    pub range_vehicle: Option<u32>,
    #[serde(default)]
    pub fp_vehicle: Option<u32>,
    #[serde(default)]
    pub armour: Option<u32>,
    /// Mortar grid: FP of a suppressive and of a normal area attack (L1768-1770).
    #[serde(default)]
    pub fp_suppressive: Option<u32>,
    #[serde(default)]
    pub fp_normal: Option<u32>,
    #[serde(default)]
    pub heavy: bool,
    #[serde(default)]
    pub transport: Option<u32>,
    /// `true` when every value above is stated in the text.
    #[serde(default)]
    pub verified: bool,
    pub source: String,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
pub struct UnitsFile {
    pub units: Vec<UnitStats>,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
pub struct ScenariosFile {
    pub scenarios: Vec<Scenario>,
}

/// A strategy card as the players list it once (physical-card mode).
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq, Eq)]
pub struct CardDef {
    pub name: String,
    #[serde(default)]
    pub deck: Option<String>,
    /// Command cost; `None`: not known, entered when the card is drawn.
    #[serde(default)]
    pub cost: Option<u32>,
    #[serde(default)]
    pub timing: super::state::Timing,
    #[serde(default)]
    pub contact: Option<u8>,
    #[serde(default)]
    pub lasting: bool,
    pub source: String,
}

#[derive(Debug, Clone, Deserialize, Serialize)]
pub struct CardsFile {
    pub cards: Vec<CardDef>,
}

fn check_cards(file: &str, c: &CardsFile) -> Result<(), ContentError> {
    for (i, d) in c.cards.iter().enumerate() {
        let card = super::state::Card {
            name: d.name.clone(),
            cost: d.cost.unwrap_or(0),
            timing: d.timing,
            contact: d.contact,
            lasting: d.lasting,
        };
        if super::setup::check_card(&card).is_err() || c.cards.len() > 200 {
            return Err(err(
                file,
                &format!("cards[{i}]"),
                "a name up to 60 letters, a cost 0-20 or null, a contact 1-6 or null",
            ));
        }
    }
    Ok(())
}

fn err(file: &str, field: &str, expected: &str) -> ContentError {
    ContentError {
        file: file.to_string(),
        field: field.to_string(),
        expected: expected.to_string(),
    }
}

fn check_compass(file: &str, c: &CompassFile) -> Result<Compass, ContentError> {
    let mut bearings = [0u16; 6];
    let mut unverified: [Option<String>; 6] = Default::default();
    let mut seen = [false; 6];
    for (i, f) in c.faces.iter().enumerate() {
        if !(1..=6).contains(&f.face) || f.bearing >= 360 {
            return Err(err(
                file,
                &format!("faces[{i}]"),
                "a face 1 to 6 and a bearing 0 to 359",
            ));
        }
        let k = usize::from(f.face - 1);
        if seen[k] {
            return Err(err(file, &format!("faces[{i}].face"), "each face once"));
        }
        seen[k] = true;
        bearings[k] = f.bearing;
        if !f.verified {
            unverified[k] = Some(
                f.source
                    .clone()
                    .or_else(|| c.source.clone())
                    .unwrap_or_else(|| "not marked verified".to_string()),
            );
        }
    }
    if seen.iter().any(|s| !s) {
        return Err(err(file, "faces", "all six faces of the red die"));
    }
    Ok(Compass {
        bearings,
        unverified,
    })
}

const MAX_STAT: u32 = 20;

fn check_units(file: &str, u: &UnitsFile) -> Result<(), ContentError> {
    for (i, s) in u.units.iter().enumerate() {
        let nums = [
            s.holes,
            s.movement,
            s.range_infantry,
            s.fp_infantry,
            s.range_vehicle,
            s.fp_vehicle,
            s.armour,
            s.fp_suppressive,
            s.fp_normal,
            s.transport,
        ];
        if nums.iter().flatten().any(|v| *v > MAX_STAT) {
            return Err(err(file, &format!("units[{i}]"), "values from 0 to 20"));
        }
        if s.holes.is_some_and(|h| h == 0 || h > 2) {
            return Err(err(file, &format!("units[{i}].holes"), "1 or 2 holes"));
        }
        if s.kind != "infantry" && s.kind != "vehicle" {
            return Err(err(
                file,
                &format!("units[{i}].kind"),
                "infantry or vehicle",
            ));
        }
    }
    Ok(())
}

fn check_scenarios(file: &str, s: &ScenariosFile) -> Result<(), ContentError> {
    for (i, sc) in s.scenarios.iter().enumerate() {
        super::setup::check(sc).map_err(|_| {
            err(
                file,
                &format!("scenarios[{i}]"),
                "rounds 1-30, actions 1-10, 2-4 players, initiative 0 or 1, values 0-20",
            )
        })?;
    }
    Ok(())
}

pub fn validate(name: &str, file: &str, text: &str) -> Result<(), ContentError> {
    match name {
        "compass.json" => check_compass(file, &parse_json(file, text)?).map(|_| ()),
        "units.json" => check_units(file, &parse_json(file, text)?),
        "scenarios.json" => check_scenarios(file, &parse_json(file, text)?),
        "cards.json" => check_cards(file, &parse_json(file, text)?),
        _ => Ok(()),
    }
}

fn file<'a>(def: &'a GameDef, name: &str) -> Result<&'a str, ActionError> {
    def.files.get(name).map(String::as_str).ok_or_else(|| {
        refuse(
            "toi-err-data",
            vec![("problem", format!("{name} is missing"))],
        )
    })
}

fn data_err(e: ContentError) -> ActionError {
    refuse("toi-err-data", vec![("problem", e.to_string())])
}

/// The compass of the loaded game (the player's copy over the embedded one).
pub fn compass(def: &GameDef) -> Result<Compass, ActionError> {
    let f: CompassFile =
        parse_json("compass.json", file(def, "compass.json")?).map_err(data_err)?;
    check_compass("compass.json", &f).map_err(data_err)
}

pub fn units(def: &GameDef) -> Result<Vec<UnitStats>, ActionError> {
    let f: UnitsFile = parse_json("units.json", file(def, "units.json")?).map_err(data_err)?;
    check_units("units.json", &f).map_err(data_err)?;
    Ok(f.units)
}

pub fn scenarios(def: &GameDef) -> Result<Vec<Scenario>, ActionError> {
    let f: ScenariosFile =
        parse_json("scenarios.json", file(def, "scenarios.json")?).map_err(data_err)?;
    check_scenarios("scenarios.json", &f).map_err(data_err)?;
    Ok(f.scenarios)
}

pub fn cards(def: &GameDef) -> Result<Vec<CardDef>, ActionError> {
    let f: CardsFile = parse_json("cards.json", file(def, "cards.json")?).map_err(data_err)?;
    check_cards("cards.json", &f).map_err(data_err)?;
    Ok(f.cards)
}
