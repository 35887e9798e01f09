//! The solo Automa (L607-717): its force by difficulty, its army draws (4, 4, the rest), the
//! order its units act in, the fixed impacts it deals instead of dice, and what it buys.

use serde::{Deserialize, Serialize};

use super::data::{Kind, TcData, UnitDef};
use super::xp::Level;
use crate::core::log::Line;
use crate::core::table::ActionError;

/// Difficulty (L613-616).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Difficulty {
    Easy,
    #[default]
    Standard,
    Hard,
    Overkill,
}

impl Difficulty {
    pub fn parse(s: &str) -> Option<Difficulty> {
        match s {
            "easy" => Some(Difficulty::Easy),
            "standard" => Some(Difficulty::Standard),
            "hard" => Some(Difficulty::Hard),
            "overkill" => Some(Difficulty::Overkill),
            _ => None,
        }
    }
}

/// The Automa's units for a nation: every unit it fields but the truck (10, L611), plus the
/// difficulty's extras (L613-616; Overkill adds the nation's own unit and Mounted Infantry).
pub fn force(data: &TcData, nation: &str, d: Difficulty) -> Vec<String> {
    let fields = |u: &&UnitDef| u.nations.is_empty() || u.nations.iter().any(|n| n == nation);
    let mut out: Vec<String> = data
        .units
        .units
        .iter()
        .filter(fields)
        .filter(|u| u.kind != Kind::Transport)
        .map(|u| u.id.clone())
        .collect();
    let own = data
        .units
        .units
        .iter()
        .find(|u| u.nations == [nation.to_string()])
        .map(|u| u.id.clone());
    let extra: Vec<String> = match d {
        Difficulty::Easy => vec![],
        Difficulty::Standard => vec!["armoured-car".into()],
        Difficulty::Hard => vec!["armoured-car".into(), "infantry".into()],
        Difficulty::Overkill => own
            .into_iter()
            .chain(std::iter::once("mounted-infantry".to_string()))
            .collect(),
    };
    out.extend(extra);
    out
}

/// Draws the three armies from the cup (L618): the tokens shuffled, then 4 for the first
/// start location, 4 for the second, the rest for the third.
pub fn draw_armies(force: &[String], rng: &mut crate::core::rng::GameRng) -> [Vec<String>; 3] {
    let mut cup = force.to_vec();
    rng.shuffle(&mut cup);
    armies(&cup)
}

/// Splits tokens already drawn from the cup, in the order drawn, into the three armies: 4, 4,
/// the rest (L618).
pub fn armies(tokens: &[String]) -> [Vec<String>; 3] {
    let a = tokens.iter().take(4).cloned().collect();
    let b = tokens.iter().skip(4).take(4).cloned().collect();
    let c = tokens.iter().skip(8).cloned().collect();
    [a, b, c]
}

/// The group a unit acts in (L620-622, L656, L673, L693): foot soldiers, then other close-
/// combat units, then long-range units.
pub fn group(u: &UnitDef) -> u8 {
    match (u.kind, u.range) {
        (Kind::Foot, _) => 0,
        (_, Some([_, hi])) if hi <= 1 => 1,
        _ => 2,
    }
}

/// The order the Automa's units act in: foot soldiers (Infantry, Mounted, Heavy, others,
/// L656), close combat by price, dearest first (L673), long range in the order the text names
/// (L693: "Cañón de asalto → Contraerea → Mortero pesado → altri", read as Field Gun,
/// Anti-aircraft, Heavy Mortar), then the others by range, shortest first.
pub fn activation_order<'a>(data: &'a TcData, ids: &[String]) -> Vec<&'a UnitDef> {
    let foot_rank = |id: &str| match id {
        "infantry" => 0,
        "mounted-infantry" => 1,
        "heavy-infantry" => 2,
        _ => 3,
    };
    let long_rank = |id: &str| match id {
        "field-gun" => 0,
        "anti-aircraft" => 1,
        "heavy-mortar" => 2,
        _ => 3,
    };
    let mut units: Vec<&UnitDef> = ids.iter().filter_map(|i| data.unit(i)).collect();
    units.sort_by_key(|u| {
        let g = group(u);
        let key = match g {
            0 => foot_rank(&u.id),
            1 => -(u.cost as i64),
            _ => long_rank(&u.id),
        };
        let range = u.range.map_or(0, |[_, hi]| i64::from(hi));
        (g, key, if g == 2 { range } else { 0 })
    });
    units
}

/// Fixed impacts of an Automa unit (L712-717): its attack value plus 2 a level at 0-2
/// damage, half of it rounded up plus 1 a level at 3-5. A level above Recruit counts once
/// for Veteran and twice for War Hero, unless `flat` (digest §10 #42).
pub fn impacts(
    u: &UnitDef,
    damage: u8,
    xp: u32,
    flat: bool,
) -> Result<(u32, Vec<Line>), ActionError> {
    if damage >= 6 {
        return Err(ActionError::Rule(
            "tc-err-destroyed",
            vec![("unit", u.id.clone())],
        ));
    }
    if u.range.is_none() {
        return Err(ActionError::Rule(
            "tc-err-never-attacks",
            vec![("unit", u.name.clone())],
        ));
    }
    let value = u32::from(u.hit[0]);
    let levels = match (Level::of(xp).index() as u32, flat) {
        (0, _) => 0,
        (_, true) => 1,
        (n, false) => n,
    };
    let (base, per) = if damage <= 2 {
        (value, 2)
    } else {
        (value.div_ceil(2), 1)
    };
    let total = base + per * levels;
    let steps = vec![
        Line::new(if damage <= 2 {
            "tc-automa-full"
        } else {
            "tc-automa-half"
        })
        .arg("value", value)
        .arg("base", base),
        Line::new("tc-automa-xp")
            .arg("levels", levels)
            .arg("per", per)
            .arg("total", total),
    ];
    Ok((total, steps))
}

/// What the Automa buys at the end of its turn (L624-628).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Purchase {
    /// The unit, when the rule names one.
    pub buy: Option<String>,
    /// Otherwise a unit picked at random among these (its nation's units under the cap).
    pub random_among: Vec<String>,
    /// The rule's "Cañón de asalto" step was reached: read as the Field Gun (digest §10 #37).
    pub assault_gun: bool,
}

/// Mounted Infantry with fewer than 2 foot soldiers, otherwise an Armoured Car; when it has 2
/// Armoured Cars and the cap of 2 a type is in use, the assault gun (read as the Field Gun,
/// if its nation fields one and has fewer than 2), and then a unit at random (L626): one of
/// its nation's units (never the troop transport, L611) it has fewer than 2 of.
pub fn purchase(data: &TcData, nation: &str, owned: &[String], cap: bool) -> Purchase {
    let count = |id: &str| owned.iter().filter(|o| *o == id).count();
    let foot = owned
        .iter()
        .filter(|id| data.unit(id).is_some_and(|u| u.kind == Kind::Foot))
        .count();
    let named = |id: &str| Purchase {
        buy: Some(id.to_string()),
        random_among: vec![],
        assault_gun: false,
    };
    if foot < 2 {
        return named("mounted-infantry");
    }
    if !(cap && count("armoured-car") >= 2) {
        return named("armoured-car");
    }
    let fields = |u: &UnitDef| u.nations.is_empty() || u.nations.iter().any(|n| n == nation);
    let gun = data.unit("field-gun").filter(|u| fields(u));
    if gun.is_some() && count("field-gun") < 2 {
        return Purchase {
            assault_gun: true,
            ..named("field-gun")
        };
    }
    Purchase {
        buy: None,
        random_among: data
            .units
            .units
            .iter()
            .filter(|u| fields(u) && u.kind != Kind::Transport && count(&u.id) < 2)
            .map(|u| u.id.clone())
            .collect(),
        // The assault gun's reading decided this too: none fielded, or 2 already.
        assault_gun: true,
    }
}
