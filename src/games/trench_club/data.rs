//! The tables of Trench Club that live in `data/trench-club/`: the Unit Sheet (`units.json`),
//! the Dice Sheet (`dice_sheet.json`), the Big Bertha neighbours (`scatter.json`) and the money
//! and fort numbers (`economy.json`). The text lost the Unit Sheet, the Dice Sheet and the
//! scatter diagram: each value says where it came from, and players correct their own copy.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::content::{ContentError, parse_json};
use crate::core::def::GameDef;

/// The largest number of dice a Dice Sheet entry may give, and the largest hit number.
pub const MAX_DICE: u32 = 30;
pub const MAX_HIT: u8 = 12;
/// Damage that destroys a unit (L474).
pub const DESTROYED_AT: u8 = 6;

/// What a unit is, as the rules ask it: foot soldiers capture forts and enter water, tanks
/// meet anti-tank values, air units are hit only by cloud units, transports never attack.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    Foot,
    Vehicle,
    Tank,
    Air,
    Gun,
    Transport,
}

/// Hits needed for the 1st, 2nd … 6th damage, normal and entrenched in forest.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Armour {
    pub open: Vec<u32>,
    pub forest: Vec<u32>,
}

/// A data `source` note that says the value is not given by the text.
pub fn is_guess(source: &str) -> bool {
    let s = source.to_ascii_lowercase();
    s.contains("unverified") || s.contains("inferred") || s.contains("guess")
}

/// One unit of the Unit Sheet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UnitDef {
    pub id: String,
    /// Message id of its name.
    pub name: String,
    pub kind: Kind,
    /// Nations that field it; empty: all.
    #[serde(default)]
    pub nations: Vec<String>,
    pub cost: u32,
    pub speed: u32,
    /// Nearest and farthest hex it can attack; `None`: it never attacks.
    pub range: Option<[u32; 2]>,
    /// The cloud symbol: it may attack air units (L84, L402).
    #[serde(default)]
    pub cloud: bool,
    /// Hit number (≤ on a d12) as Recruit, Veteran, War Hero.
    pub hit: [u8; 3],
    /// Hit numbers against tanks (L542) and against foot soldiers (L546), if printed.
    #[serde(default)]
    pub vs_tank: Option<[u8; 3]>,
    #[serde(default)]
    pub vs_foot: Option<[u8; 3]>,
    pub armour: Armour,
    /// May ride the truck (L66, L327).
    #[serde(default)]
    pub truck: bool,
    #[serde(default)]
    pub symbols: Vec<String>,
    /// The values the text states, each with its lines; every other value is unverified.
    #[serde(default)]
    pub verified: BTreeMap<String, String>,
    #[serde(default)]
    pub source: Option<String>,
}

impl UnitDef {
    /// It can fight at range 1 (close combat).
    pub fn close_combat(&self) -> bool {
        self.range.is_some_and(|[lo, _]| lo <= 1)
    }

    /// It can attack at some range beyond 1.
    pub fn ranged(&self) -> bool {
        self.range.is_some_and(|[_, hi]| hi > 1)
    }

    /// Whether the text states the field (`cost`, `hit.recruit`, `armour.open.2`…).
    pub fn is_verified(&self, field: &str) -> bool {
        self.verified
            .keys()
            .any(|k| k == field || k.starts_with(&format!("{field}.")))
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UnitsFile {
    #[serde(default)]
    pub source: Option<String>,
    /// Whose forest row soldiers in a trench use (expert rules, L574: "a tank in forest").
    pub trench_row_unit: String,
    pub units: Vec<UnitDef>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DiceEntry {
    pub damage: u8,
    pub dice: u32,
    #[serde(default)]
    pub source: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DiceSheet {
    #[serde(default)]
    pub source: Option<String>,
    pub dice: Vec<DiceEntry>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Neighbour {
    pub face: u8,
    pub direction: String,
    #[serde(default)]
    pub source: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScatterFile {
    #[serde(default)]
    pub source: Option<String>,
    /// Faces up to this one stray to a neighbour, for Recruit, Veteran, War Hero (0: never).
    pub stray_up_to: [u8; 3],
    pub neighbours: Vec<Neighbour>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Valued {
    pub value: u32,
    #[serde(default)]
    pub source: Option<String>,
    /// Not in the rulebook: the data's estimate, said so wherever it is used.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub estimate: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ByPlayers {
    pub four_players: u32,
    pub two_players: u32,
    #[serde(default)]
    pub short_four: Option<u32>,
    #[serde(default)]
    pub short_two: Option<u32>,
    #[serde(default)]
    pub source: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Economy {
    #[serde(default)]
    pub source: Option<String>,
    pub income_per_fort: Valued,
    pub repair_cost: Valued,
    pub gift_fee: Valued,
    pub cap_per_type: Valued,
    pub start_money: Valued,
    pub forts: ByPlayers,
    pub win: ByPlayers,
}

/// The Special Forces deck (L510): cards are unit ids; the price as printed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpecialForces {
    #[serde(default)]
    pub source: Option<String>,
    pub cost: Option<u32>,
    pub cards: Vec<String>,
}

/// Every table of the game, checked.
#[derive(Debug, Clone, PartialEq)]
pub struct TcData {
    pub units: UnitsFile,
    pub dice: DiceSheet,
    pub scatter: ScatterFile,
    pub economy: Economy,
    pub special: SpecialForces,
}

fn err(file: &str, field: &str, expected: impl Into<String>) -> ContentError {
    ContentError {
        file: file.to_string(),
        field: field.to_string(),
        expected: expected.into(),
    }
}

fn check_row(file: &str, field: &str, row: &[u32]) -> Result<(), ContentError> {
    let rising = row.windows(2).all(|w| w[0] < w[1]);
    if row.len() != usize::from(DESTROYED_AT)
        || !rising
        || row.iter().any(|&h| !(1..=99).contains(&h))
    {
        return Err(err(
            file,
            field,
            "6 rising numbers from 1 to 99 (hits for the 1st … 6th damage)",
        ));
    }
    Ok(())
}

fn check_hits(file: &str, field: &str, hit: &[u8; 3]) -> Result<(), ContentError> {
    if hit.iter().any(|h| !(1..=MAX_HIT).contains(h)) {
        return Err(err(file, field, "three hit numbers from 1 to 12"));
    }
    Ok(())
}

fn check_units(file: &str, u: &UnitsFile) -> Result<(), ContentError> {
    if u.units.is_empty() || u.units.len() > 100 {
        return Err(err(file, "units", "1 to 100 units"));
    }
    for (i, d) in u.units.iter().enumerate() {
        let at = |f: &str| format!("units[{i}].{f}");
        if u.units.iter().filter(|x| x.id == d.id).count() > 1 {
            return Err(err(file, &at("id"), "an id used once"));
        }
        if d.cost > 99 || d.speed > 30 {
            return Err(err(
                file,
                &at("cost"),
                "a cost up to 99 and a speed up to 30",
            ));
        }
        if let Some([lo, hi]) = d.range
            && (lo > hi || hi > 99)
        {
            return Err(err(file, &at("range"), "[nearest, farthest], at most 99"));
        }
        check_hits(file, &at("hit"), &d.hit)?;
        for (f, h) in [("vs_tank", &d.vs_tank), ("vs_foot", &d.vs_foot)] {
            if let Some(h) = h {
                check_hits(file, &at(f), h)?;
            }
        }
        check_row(file, &at("armour.open"), &d.armour.open)?;
        check_row(file, &at("armour.forest"), &d.armour.forest)?;
    }
    if !u.units.iter().any(|d| d.id == u.trench_row_unit) {
        return Err(err(file, "trench_row_unit", "the id of one of the units"));
    }
    Ok(())
}

fn check_dice(file: &str, d: &DiceSheet) -> Result<(), ContentError> {
    let ok = d.dice.len() == usize::from(DESTROYED_AT)
        && d.dice
            .iter()
            .enumerate()
            .all(|(i, e)| usize::from(e.damage) == i && (1..=MAX_DICE).contains(&e.dice));
    if !ok {
        return Err(err(
            file,
            "dice",
            format!("6 entries, damage 0 to 5 in order, each 1 to {MAX_DICE} dice"),
        ));
    }
    Ok(())
}

fn check_scatter(file: &str, s: &ScatterFile) -> Result<(), ContentError> {
    if s.stray_up_to.iter().any(|&f| f > 12) {
        return Err(err(file, "stray_up_to", "three faces from 0 to 12"));
    }
    let top = s.stray_up_to.iter().copied().max().unwrap_or(0);
    let faces: Vec<u8> = s.neighbours.iter().map(|n| n.face).collect();
    if faces != (1..=top).collect::<Vec<u8>>() {
        return Err(err(
            file,
            "neighbours",
            format!("one entry for each face 1 to {top}, in order"),
        ));
    }
    Ok(())
}

fn check_economy(file: &str, e: &Economy) -> Result<(), ContentError> {
    for (f, v) in [
        ("income_per_fort", &e.income_per_fort),
        ("repair_cost", &e.repair_cost),
        ("gift_fee", &e.gift_fee),
        ("cap_per_type", &e.cap_per_type),
        ("start_money", &e.start_money),
    ] {
        if v.value > 99 {
            return Err(err(file, &format!("{f}.value"), "a number from 0 to 99"));
        }
    }
    let f = &e.forts;
    if !(1..=30).contains(&f.four_players) || !(1..=f.four_players).contains(&f.two_players) {
        return Err(err(file, "forts", "1 to 30 forts, fewer with 2 players"));
    }
    let w = &e.win;
    let within = |v: u32, max: u32| (1..=max).contains(&v);
    if !within(w.four_players, f.four_players)
        || !within(w.two_players, f.two_players)
        || !within(w.short_four.unwrap_or(1), f.four_players)
        || !within(w.short_two.unwrap_or(1), f.two_players)
    {
        return Err(err(file, "win", "thresholds from 1 to the number of forts"));
    }
    Ok(())
}

fn check_special(file: &str, s: &SpecialForces) -> Result<(), ContentError> {
    if s.cost.is_some_and(|c| c > 99) || s.cards.len() > 200 {
        return Err(err(file, "cost", "a price up to 99 and at most 200 cards"));
    }
    Ok(())
}

/// Checks one of this game's own files (called by the content loader).
pub fn validate(name: &str, file: &str, text: &str) -> Result<(), ContentError> {
    match name {
        "units.json" => check_units(file, &parse_json(file, text)?),
        "dice_sheet.json" => check_dice(file, &parse_json(file, text)?),
        "scatter.json" => check_scatter(file, &parse_json(file, text)?),
        "economy.json" => check_economy(file, &parse_json(file, text)?),
        "special_forces.json" => check_special(file, &parse_json(file, text)?),
        _ => Ok(()),
    }
}

impl TcData {
    /// The tables of a loaded game definition, checked again (a copy made in memory is too).
    pub fn of(def: &GameDef) -> Result<TcData, ContentError> {
        let get = |name: &str| {
            def.files
                .get(name)
                .ok_or_else(|| err(&format!("data/{}/{name}", def.id), "(file)", "this file"))
        };
        let units: UnitsFile = parse_json("units.json", get("units.json")?)?;
        check_units("units.json", &units)?;
        let dice: DiceSheet = parse_json("dice_sheet.json", get("dice_sheet.json")?)?;
        check_dice("dice_sheet.json", &dice)?;
        let scatter: ScatterFile = parse_json("scatter.json", get("scatter.json")?)?;
        check_scatter("scatter.json", &scatter)?;
        let economy: Economy = parse_json("economy.json", get("economy.json")?)?;
        check_economy("economy.json", &economy)?;
        let special: SpecialForces =
            parse_json("special_forces.json", get("special_forces.json")?)?;
        check_special("special_forces.json", &special)?;
        if let Some(c) = special
            .cards
            .iter()
            .find(|c| !units.units.iter().any(|u| &u.id == *c))
        {
            return Err(err(
                "special_forces.json",
                "cards",
                format!("unit ids of units.json ('{c}' is not one)"),
            ));
        }
        Ok(TcData {
            units,
            dice,
            scatter,
            economy,
            special,
        })
    }

    pub fn unit(&self, id: &str) -> Option<&UnitDef> {
        self.units.units.iter().find(|u| u.id == id)
    }

    /// Dice rolled by a unit with this much damage (the Dice Sheet); none once destroyed.
    pub fn dice_for(&self, damage: u8) -> Option<u32> {
        self.dice.dice.get(usize::from(damage)).map(|e| e.dice)
    }

    /// Whether the Dice Sheet's count at this damage is a guess (its `source` says unverified
    /// or inferred, or the sheet has no entry): the player's real dice are then never refused
    /// for not matching it.
    pub fn dice_guess(&self, damage: u8) -> bool {
        self.dice
            .dice
            .get(usize::from(damage))
            .is_none_or(|e| e.source.as_deref().is_none_or(is_guess))
    }

    /// The unit whose forest row soldiers in a trench use (expert rules).
    pub fn trench_unit(&self) -> Option<&UnitDef> {
        self.unit(&self.units.trench_row_unit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn embedded(name: &str) -> String {
        let def = crate::games::embedded_content();
        let g = def.game(crate::games::trench_club::ID).cloned();
        g.and_then(|g| g.files.get(name).cloned())
            .unwrap_or_default()
    }

    /// The shipped file with one value replaced (a JSON pointer) must be refused.
    fn rejects(name: &str, pointer: &str, value: serde_json::Value) {
        let mut v: serde_json::Value = serde_json::from_str(&embedded(name)).unwrap_or_default();
        match v.pointer_mut(pointer) {
            Some(slot) => *slot = value.clone(),
            None => panic!("{name} has no {pointer}"),
        }
        assert!(
            validate(name, name, &v.to_string()).is_err(),
            "{name} with {pointer} = {value} should be refused"
        );
    }

    #[test]
    fn the_shipped_tables_pass_their_checks() {
        for name in [
            "units.json",
            "dice_sheet.json",
            "scatter.json",
            "economy.json",
        ] {
            let text = embedded(name);
            assert!(!text.is_empty(), "{name} is shipped");
            assert!(validate(name, name, &text).is_ok(), "{name}");
        }
    }

    #[test]
    fn out_of_bounds_values_are_refused_naming_the_field() {
        use serde_json::json;
        rejects("units.json", "/units/0/hit/0", json!(13));
        rejects("units.json", "/units/0/armour/open/0", json!(100));
        rejects("units.json", "/units/1/armour/forest/2", json!(1));
        rejects("units.json", "/units/0/range", json!([3, 1]));
        rejects("units.json", "/trench_row_unit", json!("zeppelin"));
        rejects("units.json", "/units/1/id", json!("infantry"));
        rejects("dice_sheet.json", "/dice/0/dice", json!(31));
        rejects("dice_sheet.json", "/dice/1/damage", json!(2));
        rejects("scatter.json", "/neighbours/1/face", json!(7));
        rejects("scatter.json", "/stray_up_to/0", json!(13));
        rejects("economy.json", "/win/four_players", json!(15));
        rejects("economy.json", "/repair_cost/value", json!(100));
        let e = validate("dice_sheet.json", "dice_sheet.json", "{\"dice\": []}");
        assert!(e.is_err_and(|e| e.field == "dice"));
    }
}
