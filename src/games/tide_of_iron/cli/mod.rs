//! `adjutant resolve tide-of-iron …` and `adjutant odds tide-of-iron …`: the panels'
//! resolvers on a situation given as flags, with dice given as `--dice` (groups split by
//! `/`, faces by `,`) or rolled (`--seed`). JSON fields are documented in
//! `docs/tide-of-iron.md`.

mod area;
mod artillery;
mod fight;
mod parse;

use serde_json::Value;

use crate::content::Content;
use crate::core::log::Line;
use crate::core::rng::GameRng;
use crate::core::table::ActionError;
use crate::i18n::{Lang, Localizer};

use parse::Common;

fn explain(loc: &Localizer, e: &ActionError) -> String {
    let (id, args) = e.message();
    loc.tr(id, &args)
}

fn worded(loc: &Localizer, lines: &[Line]) -> Vec<String> {
    lines.iter().map(|l| loc.line(l)).collect()
}

/// The answer as JSON, or as text with the basis its JSON carries (the mark, the readings).
fn out(loc: &Localizer, json: bool, v: Value, text: Vec<String>) -> Result<String, String> {
    if json {
        serde_json::to_string_pretty(&v).map_err(|e| e.to_string())
    } else {
        let basis = crate::games::basis_of(&v);
        Ok(crate::games::basis_text(loc, text.join("\n"), &basis))
    }
}

/// An odds answer: as JSON, or its text as `odds` always gave it.
fn out_odds(json: bool, v: Value, text: Vec<String>) -> Result<String, String> {
    if json {
        serde_json::to_string_pretty(&v).map_err(|e| e.to_string())
    } else {
        Ok(text.join("\n"))
    }
}

fn loc_for(loc: &Localizer, c: &Common) -> Localizer {
    let mut l = loc.clone();
    if let Some(lang) = c.lang {
        l.lang = lang;
    }
    l
}

fn rng(c: &Common) -> GameRng {
    match c.seed {
        Some(s) => GameRng::from_seed(s),
        None => GameRng::from_entropy(),
    }
}

fn roll(r: &mut GameRng, n: u32) -> Vec<u8> {
    (0..n).map(|_| r.index(6) as u8 + 1).collect()
}

fn parse_lang(s: &str) -> Result<Lang, String> {
    Lang::parse(s).ok_or_else(|| format!("'{s}' is not a language: use it or en"))
}

fn game(content: &Content) -> Result<&crate::core::def::GameDef, String> {
    content
        .game(super::ID)
        .ok_or_else(|| format!("game '{}' is not loaded", super::ID))
}

/// The resolvers `adjutant resolve tide-of-iron` knows.
pub const RESOLVERS: &[&str] = &[
    "attack", "assault", "area", "mine", "drift", "contact", "heal",
];

/// What each resolver resolves, for its `--help`: the player's words.
fn about(resolver: &str) -> Option<&'static str> {
    Some(match resolver {
        "attack" => {
            "An attack on one unit: the firepower and range give the black dice, the target's cover the red dice; supporting units may join in."
        }
        "assault" => "An assault on an adjacent hex: the attackers and the defenders roll at once.",
        "area" => "An area attack (a mortar, an artillery card, a blast) on every unit in one hex.",
        "mine" => "A unit that entered a minefield: four black dice.",
        "drift" => "Where an artillery strike lands: does it hit the target hex or drift away?",
        "contact" => "A card's Establish Contact roll.",
        "heal" => "A medic healing a squad's wounded figures.",
        _ => return None,
    })
}

/// Parses a resolver's arguments with its description; `name` ends with the resolver.
fn parse_for<P: clap::Parser>(name: &str, args: &[String]) -> Result<P, String> {
    let resolver = name.rsplit(' ').next().unwrap_or_default();
    crate::games::parse_args_about(name, about(resolver), args)
}

pub fn resolve(
    content: &Content,
    loc: &Localizer,
    resolver: &str,
    args: &[String],
) -> Result<String, String> {
    let def = game(content)?;
    let name = format!("adjutant resolve tide-of-iron {resolver}");
    match resolver {
        "attack" => fight::attack(loc, &name, args, false),
        "assault" => fight::assault(loc, &name, args, false),
        "area" => area::area(def, loc, &name, args, false),
        "mine" => area::mine(loc, &name, args),
        "drift" => artillery::drift(def, loc, &name, args, false),
        "contact" => artillery::contact(loc, &name, args, false),
        "heal" => artillery::heal(loc, &name, args),
        "help" => Ok(crate::games::resolver_list(
            loc,
            super::ID,
            &RESOLVERS.join(", "),
        )),
        _ => Err(crate::games::no_resolver(
            loc,
            super::ID,
            resolver,
            &RESOLVERS.join(", "),
        )),
    }
}

pub fn odds(
    content: &Content,
    loc: &Localizer,
    resolver: &str,
    args: &[String],
) -> Result<String, String> {
    let def = game(content)?;
    let name = format!("adjutant odds tide-of-iron {resolver}");
    match resolver {
        "attack" => fight::attack(loc, &name, args, true),
        "assault" => fight::assault(loc, &name, args, true),
        "area" => area::area(def, loc, &name, args, true),
        "drift" => artillery::drift(def, loc, &name, args, true),
        "contact" => artillery::contact(loc, &name, args, true),
        _ => Err(format!(
            "tide-of-iron has no odds for '{resolver}' (try attack, assault, area, drift, contact)"
        )),
    }
}
