//! The tables of Command and Colors WWI that live in `data/cc-great-war/`: battle dice by unit
//! and range, terrain protection and dice changes, the targeting template's order.

use serde::{Deserialize, Serialize};

use crate::content::{ContentError, parse_json};
use crate::core::def::GameDef;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UnitDef {
    pub id: String,
    pub name: String,
    /// Battle dice at range 1 (adjacent: close combat), 2, 3… hexes. The length is the
    /// unit's maximum range.
    pub dice: Vec<u32>,
    /// Ranges at which Skulls also hit (the explosives specialist at exactly 2 hexes).
    #[serde(default)]
    pub skulls_hit_at_range: Vec<u32>,
    #[serde(default = "yes")]
    pub fires_after_moving: bool,
    /// Hexes it may move and still battle (infantry 1, L274; MGs and mortars 0, L278);
    /// without it, 1 if `fires_after_moving`, else 0.
    #[serde(default)]
    pub move_and_battle: Option<u32>,
    #[serde(default)]
    pub ignores_los: bool,
    /// Its Bursts remove the wire from the target's hex (the mortar, L1205).
    #[serde(default)]
    pub bursts_clear_wire: bool,
    /// Teams of this unit may fire together at one target in a Crossfire (machine guns,
    /// L374-376).
    #[serde(default)]
    pub crossfire: bool,
    /// An infantry unit: the only kind an explosives specialist may join (L638).
    #[serde(default)]
    pub infantry: bool,
    #[serde(default)]
    pub source: Option<String>,
}

impl UnitDef {
    /// An explosives specialist may join this unit (infantry only, L638).
    pub fn specialist_may_join(&self) -> bool {
        self.infantry
    }
}

fn yes() -> bool {
    true
}

/// How many Soldiers are cancelled and how many Flags may be ignored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct Protection {
    pub soldiers: u32,
    pub flags: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TerrainDef {
    pub id: String,
    pub name: String,
    pub ranged: Protection,
    pub close: Protection,
    /// Close-combat protection against a unit on an adjacent hill (hills only).
    #[serde(default)]
    pub close_from_hill: Option<Protection>,
    /// Dice change for a unit firing from here that moved in this turn.
    #[serde(default)]
    pub moved_in: i32,
    /// Dice change for any unit firing from here.
    #[serde(default)]
    pub while_in: i32,
    #[serde(default)]
    pub blocks_los: bool,
    /// A Burst from Reserve Artillery or a mortar removes it (wire, L1203-1205).
    #[serde(default)]
    pub cleared_by_burst: bool,
    #[serde(default)]
    pub source: Option<String>,
}

/// When a card's extra dice apply.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum When {
    Any,
    Ranged,
    Close,
}

/// The deck a card comes from: a side plays one of each per turn at most (L232, L717-719).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum CardDeck {
    Command,
    #[default]
    Combat,
}

/// Who plays a card for a roll: the attacker, or the defender striking back (Butt & Bayonet,
/// Surprise Ambush, Return Fire).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum CardBy {
    #[default]
    Attacker,
    Defender,
}

/// A card that adds (or removes) battle dice, or lets a unit move further and still battle.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DiceCard {
    pub card: String,
    pub dice: i32,
    /// Unit ids it applies to; empty means any unit.
    #[serde(default)]
    pub units: Vec<String>,
    pub when: When,
    #[serde(default)]
    pub deck: CardDeck,
    #[serde(default)]
    pub by: CardBy,
    /// Hexes a unit may move and still battle with this card.
    #[serde(default)]
    pub move_and_battle: Option<u32>,
    /// Hexes the card adds to whatever the unit may move and still battle (Advance Over The
    /// Top: up to 2 more after the move the unit was ordered to make, L729), played with a
    /// card that sets the move (Infantry Assault's 2, L957) as well as alone.
    #[serde(default)]
    pub extra_move: Option<u32>,
    /// The card is played with the Command card (L725), before any card played in reaction
    /// to it: a reaction card that contradicts it wins (the second card interrupts the first,
    /// L720).
    #[serde(default)]
    pub with_command: bool,
    /// Enemy unit ids the card may be played against; empty means any (Gas Attack: infantry,
    /// L745).
    #[serde(default)]
    pub target_units: Vec<String>,
    /// The target may ignore no Flag (Gas Attack, L745).
    #[serde(default)]
    pub locks_flags: bool,
    /// The rulebook lines of the card, quoted when it is refused.
    #[serde(default)]
    pub refs: String,
    #[serde(default)]
    pub source: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
struct ModifiersFile {
    #[serde(default)]
    #[allow(dead_code)]
    source: Option<String>,
    cards: Vec<DiceCard>,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
struct UnitsFile {
    units: Vec<UnitDef>,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
struct TerrainFile {
    terrain: Vec<TerrainDef>,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TemplateFile {
    /// Template hexes in the order they are resolved after the main target.
    pub order: Vec<u32>,
    #[serde(default)]
    pub source: Option<String>,
}

/// The turn's HQ economy and the Reserve Artillery tokens (`turn.json`).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TurnNumbers {
    #[serde(default)]
    pub source: Option<String>,
    pub end_turn_hq: Sourced,
    pub improved_logistics_hq: Sourced,
    pub trade_hq: Sourced,
    pub recon_draw: Sourced,
    pub artillery_tokens: Sourced,
    pub max_artillery_strength: Sourced,
    /// The most battle dice one roll can have (odds are exact up to `MAX_BATTLE_DICE`).
    #[serde(default = "default_max_battle_dice")]
    pub max_battle_dice: Sourced,
    /// The most machine-gun teams in one Crossfire: all of a side's (L39, L43).
    #[serde(default = "default_max_crossfire_units")]
    pub max_crossfire_units: Sourced,
    /// Hexes across the board: the longest No Man's Land row (L51).
    #[serde(default = "default_board_width")]
    pub board_width: Sourced,
    /// Hexes deep: the most No Man's Land rows (L51).
    #[serde(default = "default_board_depth")]
    pub board_depth: Sourced,
    /// Figures of a full unit, without a specialist (L152-154).
    #[serde(default = "default_unit_figures")]
    pub unit_figures: Sourced,
}

/// The largest `max_battle_dice` a data file may set: the odds of a six-sided die stay exact
/// in 128 bits up to 49 dice; 40 keeps room for dice with a few more sides.
pub const MAX_BATTLE_DICE: u32 = 40;

fn sourced(value: u32, source: &str) -> Sourced {
    Sourced {
        value,
        source: Some(source.to_string()),
    }
}

fn default_max_battle_dice() -> Sourced {
    sourced(
        15,
        "default: Crossfire of 3 machine-gun teams, 5 dice each (L374-376, L749, L945)",
    )
}

fn default_max_crossfire_units() -> Sourced {
    sourced(3, "default: each side has 3 machine-gun teams (L39, L43)")
}

fn default_board_width() -> Sourced {
    sourced(12, "default: L51")
}

fn default_board_depth() -> Sourced {
    sourced(11, "default: L51")
}

fn default_unit_figures() -> Sourced {
    sourced(4, "default: L152-154")
}

/// A number with the rulebook lines it comes from (or why it is an assumption).
pub type Sourced = crate::content::Sourced<u32>;

/// All of the game's own tables.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CcData {
    pub units: Vec<UnitDef>,
    pub terrain: Vec<TerrainDef>,
    pub template: TemplateFile,
    pub cards: Vec<DiceCard>,
    pub turn: TurnNumbers,
}

fn err(file: &str, field: &str, expected: String) -> ContentError {
    ContentError {
        file: file.to_string(),
        field: field.to_string(),
        expected,
    }
}

fn check_units(file: &str, u: &UnitsFile) -> Result<(), ContentError> {
    if u.units.is_empty() {
        return Err(err(file, "units", "at least one unit".into()));
    }
    for (i, unit) in u.units.iter().enumerate() {
        if unit.dice.is_empty() || unit.dice.len() > 12 {
            return Err(err(
                file,
                &format!("units[{i}].dice"),
                "1 to 12 numbers of dice (range 1, 2, 3…)".into(),
            ));
        }
    }
    Ok(())
}

fn check_template(file: &str, t: &TemplateFile) -> Result<(), ContentError> {
    let mut sorted = t.order.clone();
    sorted.sort_unstable();
    if sorted != [1, 2, 3, 4, 5, 6] {
        return Err(err(
            file,
            "order",
            format!("the numbers 1 to 6, each once, found {:?}", t.order),
        ));
    }
    Ok(())
}

/// Checks one of this game's own files (called by the content loader).
fn check_turn(file: &str, t: &TurnNumbers) -> Result<(), ContentError> {
    let at_least_one = [
        ("max_crossfire_units", &t.max_crossfire_units),
        ("recon_draw", &t.recon_draw),
        ("artillery_tokens", &t.artillery_tokens),
        ("max_artillery_strength", &t.max_artillery_strength),
    ];
    for (field, v) in at_least_one {
        if !(1..=30).contains(&v.value) {
            return Err(err(
                file,
                &format!("{field}.value"),
                "a number from 1 to 30".into(),
            ));
        }
    }
    if !(1..=MAX_BATTLE_DICE).contains(&t.max_battle_dice.value) {
        return Err(err(
            file,
            "max_battle_dice.value",
            format!("a number from 1 to {MAX_BATTLE_DICE}"),
        ));
    }
    for (field, v) in [
        ("board_width", &t.board_width),
        ("board_depth", &t.board_depth),
    ] {
        if !(1..=30).contains(&v.value) {
            return Err(err(
                file,
                &format!("{field}.value"),
                "a number from 1 to 30".into(),
            ));
        }
    }
    let hq = [
        ("end_turn_hq", &t.end_turn_hq),
        ("improved_logistics_hq", &t.improved_logistics_hq),
        ("trade_hq", &t.trade_hq),
    ];
    for (field, v) in hq {
        if v.value > 30 {
            return Err(err(
                file,
                &format!("{field}.value"),
                "at most the 30 HQ tokens of the pool".into(),
            ));
        }
    }
    Ok(())
}

pub fn validate(name: &str, file: &str, text: &str) -> Result<(), ContentError> {
    match name {
        "units.json" => check_units(file, &parse_json::<UnitsFile>(file, text)?),
        "terrain.json" => parse_json::<TerrainFile>(file, text).map(|_| ()),
        "template.json" => check_template(file, &parse_json::<TemplateFile>(file, text)?),
        "modifiers.json" => parse_json::<ModifiersFile>(file, text).map(|_| ()),
        "turn.json" => check_turn(file, &parse_json::<TurnNumbers>(file, text)?),
        super::card_rolls::FILE => super::card_rolls::validate(file, text),
        _ => Ok(()),
    }
}

impl CcData {
    /// The tables of a loaded game definition.
    pub fn of(def: &GameDef) -> Result<CcData, ContentError> {
        let get = |name: &str| {
            def.files.get(name).ok_or_else(|| {
                err(
                    &format!("data/{}/{name}", def.id),
                    "(file)",
                    "this file to exist".into(),
                )
            })
        };
        let units: UnitsFile = parse_json("units.json", get("units.json")?)?;
        let terrain: TerrainFile = parse_json("terrain.json", get("terrain.json")?)?;
        let template: TemplateFile = parse_json("template.json", get("template.json")?)?;
        let modifiers: ModifiersFile = parse_json("modifiers.json", get("modifiers.json")?)?;
        let turn: TurnNumbers = parse_json("turn.json", get("turn.json")?)?;
        check_turn("turn.json", &turn)?;
        Ok(CcData {
            units: units.units,
            terrain: terrain.terrain,
            template,
            cards: modifiers.cards,
            turn,
        })
    }

    /// Hexes the unit may move and still battle, without cards.
    pub fn move_and_battle(unit: &UnitDef) -> u32 {
        unit.move_and_battle
            .unwrap_or(u32::from(unit.fires_after_moving))
    }

    /// The most hexes any unit may move and still battle, with any cards played together
    /// (Infantry Assault's 2 and Advance Over The Top's 2 more, L957, L729; Trench Raid's 4,
    /// L765): the most the form's "hexes moved" needs to reach.
    pub fn most_move_and_battle(&self) -> u32 {
        let own = self
            .units
            .iter()
            .map(Self::move_and_battle)
            .max()
            .unwrap_or(0);
        let mut best = own;
        for extra in self.cards.iter().filter(|c| c.extra_move.is_some()) {
            let add = extra.extra_move.unwrap_or(0);
            best = best.max(own.saturating_add(add));
            // A card that sets the move adds up with one that extends it only when both can
            // be played together: one Command and one Combat card (L232, L717).
            for set in self.cards.iter().filter(|c| c.deck != extra.deck) {
                if let Some(m) = set.move_and_battle {
                    best = best.max(m.saturating_add(add));
                }
            }
        }
        let set = self.cards.iter().filter_map(|c| c.move_and_battle).max();
        best.max(set.unwrap_or(0))
    }

    pub fn unit(&self, id: &str) -> Option<&UnitDef> {
        self.units.iter().find(|u| u.id == id)
    }

    /// A terrain by id, or by a unique prefix (`trench` finds `trenches`).
    pub fn terrain(&self, id: &str) -> Option<&TerrainDef> {
        let id = id.trim().to_ascii_lowercase();
        if let Some(t) = self.terrain.iter().find(|t| t.id == id) {
            return Some(t);
        }
        let mut found = self.terrain.iter().filter(|t| t.id.starts_with(&id));
        match (found.next(), found.next()) {
            (Some(t), None) if !id.is_empty() => Some(t),
            _ => None,
        }
    }

    pub fn card(&self, id: &str) -> Option<&DiceCard> {
        self.cards.iter().find(|c| c.card == id)
    }
}
