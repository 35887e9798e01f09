//! The game's own tables: weapon cards (`weapons.json`), the standard squads (`squads.json`),
//! the health line (`health.json`) and the numbers printed on markers (`markers.json`). Each
//! is embedded and may be replaced by the player's copy; a broken copy is reported (file,
//! field, what was expected) and the embedded one is used.

use serde::Deserialize;

use super::dice::Colour;
use super::squad::{Army, Specialist};
use crate::content::{ContentError, parse_json};
use crate::core::def::GameDef;

fn bad(file: &str, field: &str, expected: &str) -> ContentError {
    ContentError {
        file: file.into(),
        field: field.into(),
        expected: expected.into(),
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RangeBand {
    /// Farthest MHx of the band; `None` = "+", no limit.
    pub max: Option<u8>,
    pub die: Colour,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PostureMods {
    pub standing: i8,
    pub kneeling: i8,
    pub prone: i8,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Suppression {
    /// The first attack box marked for suppression: the chamber die must be on it or left of
    /// it (L463).
    pub first_box: u8,
    /// How many boxes a suppression uses (L470).
    pub boxes: u8,
    pub die: Colour,
}

/// A weapon card (2.0, L95–L123).
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Weapon {
    pub id: String,
    /// The weapon's own name (the same in every language).
    pub label: String,
    pub army: Army,
    pub kind: String,
    pub magazines: u8,
    pub attacks: u8,
    pub ranges: Vec<RangeBand>,
    pub posture: PostureMods,
    #[serde(default)]
    pub bipod: Option<i8>,
    #[serde(default)]
    pub suppression: Option<Suppression>,
    #[serde(default)]
    pub penetration: u8,
    #[serde(default)]
    pub squad_mg: bool,
    #[serde(default)]
    pub heavy: bool,
    #[serde(default)]
    pub specialist_only: bool,
    #[serde(default)]
    pub linked: bool,
    #[serde(default)]
    pub bolt: bool,
    #[serde(default)]
    pub source: Option<String>,
}

impl Weapon {
    /// The rulebook's unnamed example card (L123, kind `example`): a worked example for the
    /// command line, never a weapon a soldier carries.
    pub fn is_example(&self) -> bool {
        self.kind == "example"
    }
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WeaponsFile {
    #[serde(default)]
    pub source: Option<String>,
    pub weapons: Vec<Weapon>,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SquadColumn {
    pub blue: u8,
    pub specialist: Option<Specialist>,
    pub weapons: Vec<String>,
    #[serde(default)]
    pub source: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ArmySquads {
    pub army: Army,
    #[serde(default)]
    pub note: Option<String>,
    pub columns: Vec<SquadColumn>,
    #[serde(default)]
    pub source: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SquadsFile {
    #[serde(default)]
    pub source: Option<String>,
    pub armies: Vec<ArmySquads>,
}

/// The health line, counted in boxes down from the red cross (0).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HealthLine {
    pub boxes: u8,
    pub minus_one: u8,
    pub minus_two: u8,
    pub bleeding: u8,
    pub last: u8,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
struct HealthFile {
    boxes: u8,
    minus_one: u8,
    minus_two: u8,
    bleeding: u8,
    last: u8,
    #[serde(default)]
    source: Option<String>,
}

pub use super::numbers::{CoverMod, Numbers, parse_numbers};

/// Every table of this game, checked.
#[derive(Debug, Clone, PartialEq)]
pub struct WwbData {
    pub weapons: WeaponsFile,
    pub squads: SquadsFile,
    pub health: HealthLine,
    pub health_source: Option<String>,
    pub numbers: Numbers,
}

const WEAPONS: &str = include_str!("../../../data/we-were-brothers/weapons.json");
const SQUADS: &str = include_str!("../../../data/we-were-brothers/squads.json");
const HEALTH: &str = include_str!("../../../data/we-were-brothers/health.json");
const NUMBERS: &str = include_str!("../../../data/we-were-brothers/numbers.json");

fn parse_weapons(file: &str, text: &str) -> Result<WeaponsFile, ContentError> {
    let w: WeaponsFile = parse_json(file, text)?;
    if w.weapons.is_empty() || w.weapons.len() > 200 {
        return Err(bad(file, "weapons", "1 to 200 weapons"));
    }
    for (i, x) in w.weapons.iter().enumerate() {
        let f = |k: &str| format!("weapons[{i}].{k}");
        if x.id.is_empty() || x.id.len() > 40 {
            return Err(bad(file, &f("id"), "an id of 1 to 40 characters"));
        }
        if w.weapons[..i].iter().any(|o| o.id == x.id) {
            return Err(bad(file, &f("id"), "an id not used by another weapon"));
        }
        if x.magazines > 6 {
            return Err(bad(file, &f("magazines"), "0 to 6 (a chamber die is a d6)"));
        }
        if !(1..=12).contains(&x.attacks) {
            return Err(bad(file, &f("attacks"), "1 to 12 attack boxes"));
        }
        if x.ranges.len() != 3 {
            return Err(bad(file, &f("ranges"), "exactly 3 range bands (L111)"));
        }
        let mut last = 0u8;
        for (b, band) in x.ranges.iter().enumerate() {
            match band.max {
                Some(m) if m <= last || m > 60 => {
                    return Err(bad(
                        file,
                        &f(&format!("ranges[{b}].max")),
                        "a farthest MHx above the band before, up to 60",
                    ));
                }
                Some(m) => last = m,
                None if b != 2 => {
                    return Err(bad(
                        file,
                        &f(&format!("ranges[{b}].max")),
                        "a number (only the last band may be unlimited)",
                    ));
                }
                None => {}
            }
        }
        let p = x.posture;
        if [p.standing, p.kneeling, p.prone, x.bipod.unwrap_or(0)]
            .iter()
            .any(|m| !(-4..=4).contains(m))
        {
            return Err(bad(file, &f("posture"), "modifiers from -4 to 4"));
        }
        if let Some(s) = x.suppression
            && (s.first_box == 0 || s.first_box > x.attacks || s.boxes == 0 || s.boxes > x.attacks)
        {
            return Err(bad(
                file,
                &f("suppression"),
                "a first box and a box count within the weapon's attacks",
            ));
        }
        if x.penetration > 3 {
            return Err(bad(file, &f("penetration"), "0 to 3"));
        }
    }
    Ok(w)
}

fn parse_squads(file: &str, text: &str, weapons: &WeaponsFile) -> Result<SquadsFile, ContentError> {
    let s: SquadsFile = parse_json(file, text)?;
    for (a, army) in s.armies.iter().enumerate() {
        for (c, col) in army.columns.iter().enumerate() {
            let f = |k: &str| format!("armies[{a}].columns[{c}].{k}");
            if !(1..=6).contains(&col.blue) {
                return Err(bad(file, &f("blue"), "a Blue die result 1 to 6"));
            }
            if army.columns[..c].iter().any(|o| o.blue == col.blue) {
                return Err(bad(
                    file,
                    &f("blue"),
                    "a result not given to another column",
                ));
            }
            if col.weapons.len() > 4 {
                return Err(bad(file, &f("weapons"), "at most 4 weapons"));
            }
            if let Some(w) = col
                .weapons
                .iter()
                .find(|w| !weapons.weapons.iter().any(|x| &x.id == *w))
            {
                return Err(bad(
                    file,
                    &f("weapons"),
                    &format!("weapon ids from weapons.json ('{w}' is not one)"),
                ));
            }
        }
    }
    Ok(s)
}

fn parse_health(file: &str, text: &str) -> Result<(HealthLine, Option<String>), ContentError> {
    let h: HealthFile = parse_json(file, text)?;
    if !(3..=30).contains(&h.boxes) {
        return Err(bad(file, "boxes", "3 to 30 boxes"));
    }
    if h.last != h.boxes {
        return Err(bad(file, "last", "the same number as boxes"));
    }
    if !(h.minus_one >= 1
        && h.minus_one <= h.minus_two
        && h.minus_two <= h.bleeding
        && h.bleeding < h.last)
    {
        return Err(bad(
            file,
            "bleeding",
            "1 <= minus_one <= minus_two <= bleeding < last",
        ));
    }
    Ok((
        HealthLine {
            boxes: h.boxes,
            minus_one: h.minus_one,
            minus_two: h.minus_two,
            bleeding: h.bleeding,
            last: h.last,
        },
        h.source,
    ))
}

/// Checks one of this game's own files (the content loader's callback).
pub fn validate(name: &str, file: &str, text: &str) -> Result<(), ContentError> {
    match name {
        "weapons.json" => parse_weapons(file, text).map(|_| ()),
        "squads.json" => {
            let w = parse_weapons("weapons.json", WEAPONS)?;
            parse_squads(file, text, &w).map(|_| ())
        }
        "health.json" => parse_health(file, text).map(|_| ()),
        "numbers.json" => parse_numbers(file, text).map(|_| ()),
        "campaign.json" => super::campaign::rules::parse(file, text).map(|_| ()),
        "dice.json" => super::dice::validate_file(file, text),
        _ => Ok(()),
    }
}

fn pick<T>(
    def: &GameDef,
    name: &str,
    embedded: &str,
    parse: impl Fn(&str, &str) -> Result<T, ContentError>,
) -> T
where
    T: Sized,
{
    def.files
        .get(name)
        .and_then(|t| parse(name, t).ok())
        .or_else(|| parse(name, embedded).ok())
        .unwrap_or_else(|| unreachable_embedded(name))
}

#[cold]
fn unreachable_embedded<T>(name: &str) -> T {
    // The embedded files are checked by this module's tests; reaching this is a build bug.
    panic!("embedded {name} does not parse")
}

/// The last tables built, with a fingerprint of the files they came from: the panels ask for
/// them on every frame.
static CACHE: std::sync::Mutex<Option<(u64, std::sync::Arc<WwbData>)>> =
    std::sync::Mutex::new(None);

/// The tables for `def` (the player's copies where valid, else the embedded ones), built once
/// per distinct set of files.
pub fn load(def: &GameDef) -> std::sync::Arc<WwbData> {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    def.files.hash(&mut h);
    let key = h.finish();
    let mut cache = CACHE.lock().unwrap_or_else(|p| p.into_inner());
    if let Some((k, d)) = cache.as_ref()
        && *k == key
    {
        return d.clone();
    }
    let d = std::sync::Arc::new(build(def));
    *cache = Some((key, d.clone()));
    d
}

fn build(def: &GameDef) -> WwbData {
    let weapons = pick(def, "weapons.json", WEAPONS, parse_weapons);
    let squads = pick(def, "squads.json", SQUADS, |f, t| {
        parse_squads(f, t, &weapons)
    });
    let (health, health_source) = pick(def, "health.json", HEALTH, parse_health);
    let numbers = pick(def, "numbers.json", NUMBERS, parse_numbers);
    WwbData {
        weapons,
        squads,
        health,
        health_source,
        numbers,
    }
}

/// The embedded tables only (tests and the command line without a data folder).
pub fn embedded() -> WwbData {
    let weapons = parse_or_panic(parse_weapons("weapons.json", WEAPONS));
    let squads = parse_or_panic(parse_squads("squads.json", SQUADS, &weapons));
    let (health, health_source) = parse_or_panic(parse_health("health.json", HEALTH));
    let numbers = parse_or_panic(parse_numbers("numbers.json", NUMBERS));
    WwbData {
        weapons,
        squads,
        health,
        health_source,
        numbers,
    }
}

fn parse_or_panic<T>(r: Result<T, ContentError>) -> T {
    r.unwrap_or_else(|e| panic!("embedded data: {e:?}"))
}

impl WwbData {
    pub fn cover(&self, id: &str) -> Option<&CoverMod> {
        self.numbers.cover.iter().find(|c| c.id == id)
    }

    pub fn weapon(&self, id: &str) -> Option<&Weapon> {
        self.weapons.weapons.iter().find(|w| w.id == id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embedded_tables_parse() {
        let d = embedded();
        assert!(d.weapon("m1-garand").is_some());
        assert_eq!(d.squads.armies.len(), 4);
        assert!(d.health.bleeding < d.health.last);
    }

    #[test]
    fn broken_copies_name_the_field() {
        let e = validate(
            "health.json",
            "health.json",
            r#"{"boxes":8,"minus_one":2,"minus_two":1,"bleeding":6,"last":8}"#,
        )
        .unwrap_err();
        assert_eq!(e.field, "bleeding");
        let e = validate(
            "squads.json",
            "squads.json",
            r#"{"armies":[{"army":"us-army","columns":[{"blue":7,"specialist":null,"weapons":[]}]}]}"#,
        )
        .unwrap_err();
        assert!(e.field.ends_with("blue"));
    }
}
