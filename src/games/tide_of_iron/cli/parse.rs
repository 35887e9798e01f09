//! Flag values of the command line, each checked and bounded.

use clap::Parser;

use super::parse_lang;
use crate::games::tide_of_iron::attack::{Fire, Fort, MAX_DISTANCE, MAX_FP, MAX_RANGE};
use crate::games::tide_of_iron::effects::{Condition, Damage};
use crate::i18n::Lang;

#[derive(Parser, Debug)]
pub struct Common {
    /// Roll with this seed when no dice are given.
    #[arg(long)]
    pub seed: Option<u64>,
    #[arg(long, value_parser = parse_lang)]
    pub lang: Option<Lang>,
    #[arg(long)]
    pub json: bool,
}

/// A whole number within `min..=max`.
pub fn int_in(s: &str, min: u32, max: u32) -> Result<u32, String> {
    let v: u32 = s
        .trim()
        .parse()
        .map_err(|_| format!("'{s}' is not a whole number"))?;
    if (min..=max).contains(&v) {
        Ok(v)
    } else {
        Err(format!("{v} is out of range: use {min} to {max}"))
    }
}

pub fn fp(s: &str) -> Result<u32, String> {
    int_in(s, 0, MAX_FP)
}
pub fn range(s: &str) -> Result<u32, String> {
    int_in(s, 1, MAX_RANGE)
}
pub fn distance(s: &str) -> Result<u32, String> {
    int_in(s, 0, MAX_DISTANCE)
}
pub fn small(s: &str) -> Result<u32, String> {
    int_in(s, 0, 6)
}
pub fn figures(s: &str) -> Result<u32, String> {
    int_in(s, 1, 4)
}

pub fn face(s: &str) -> Result<u8, String> {
    s.trim()
        .parse::<u8>()
        .ok()
        .filter(|d| (1..=6).contains(d))
        .ok_or_else(|| format!("'{s}' is not a face of a d6 (1 to 6)"))
}

/// Groups of dice faces, as typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Groups(pub Vec<Vec<u8>>);

/// Groups of faces: `5,6,1/3,5` (an empty group is written as nothing between slashes).
pub fn groups(s: &str) -> Result<Groups, String> {
    s.split('/')
        .map(|g| {
            g.split([',', ' '])
                .filter(|x| !x.trim().is_empty())
                .map(face)
                .collect()
        })
        .collect::<Result<Vec<Vec<u8>>, String>>()
        .map(Groups)
}

pub fn fire(s: &str) -> Result<Fire, String> {
    match s {
        "concentrated" => Ok(Fire::Concentrated),
        "op-fire" => Ok(Fire::OpFire),
        "fire-move" => Ok(Fire::FireAndMovement),
        _ => Err(format!(
            "'{s}' is not an action: use concentrated, op-fire or fire-move"
        )),
    }
}

pub fn fort(s: &str) -> Result<Fort, String> {
    match s {
        "none" => Ok(Fort::None),
        "entrenched" => Ok(Fort::Entrenched),
        "bunker" => Ok(Fort::Bunker),
        _ => Err(format!(
            "'{s}' is not a fortification: use entrenched or bunker"
        )),
    }
}

pub fn condition(s: &str) -> Result<Condition, String> {
    Condition::parse(s)
        .ok_or_else(|| format!("'{s}' is not a condition: use normal, pinned or disrupted"))
}

pub fn damage(s: &str) -> Result<Damage, String> {
    Damage::parse(s).ok_or_else(|| format!("'{s}' is not a damage: use none, light or heavy"))
}
