//! `adjutant resolve asl-sk1 …` and `adjutant odds asl-sk1 …`: the same resolvers as the
//! panels, on a situation given as flags and dice given as `--dice coloured,white` (or rolled
//! with `--seed`). JSON fields are documented in `docs/asl-sk1.md`.

mod close_combat;
mod fire;
mod morale;
mod movement;
mod random;
mod smoke;
mod support_weapons;

pub use fire::ift_odds_json;

use clap::Parser;
use serde_json::{Value, json};

use super::data::AslData;
use super::fire::FireType;
use super::frac::Frac;
use super::limits;
use super::{AslSettings, BelowOne, Line, RuleError};
use crate::content::Content;
use crate::core::rng::GameRng;
use crate::i18n::{Lang, Localizer};

fn parse_lang(s: &str) -> Result<Lang, String> {
    Lang::parse(s).ok_or_else(|| format!("'{s}' is not a language: use it or en"))
}

/// A firepower: above 0 and at most [`limits::FP_MAX`] (an FP of 0 is no attack at all).
fn parse_fp(s: &str) -> Result<Frac, String> {
    let f = Frac::parse(s)
        .ok_or_else(|| format!("'{s}' is not a firepower: use e.g. 19, 3.5 or 7/2"))?;
    if f.d > limits::FP_DEN_MAX {
        return Err(format!(
            "'{s}' has too fine a fraction: the denominator {} is above {} (halvings and \
             decimals like 0.125 stay far below)",
            f.d,
            limits::FP_DEN_MAX
        ));
    }
    if f.n <= 0 || !f.at_most(limits::FP_MAX) {
        return Err(format!(
            "'{s}' is out of range: a firepower is above 0 and at most {}",
            limits::FP_MAX
        ));
    }
    Ok(f)
}

/// An integer flag within `min..=max`; clap names the flag in the error.
fn int_in(s: &str, min: i64, max: i64) -> Result<i64, String> {
    let v: i64 = s
        .trim()
        .parse()
        .map_err(|_| format!("'{s}' is not a whole number"))?;
    if (min..=max).contains(&v) {
        Ok(v)
    } else {
        Err(format!("{v} is out of range: use {min} to {max}"))
    }
}

fn as_i32(v: i64) -> i32 {
    i32::try_from(v).unwrap_or(0)
}

/// A DRM a player enters: within ±[`limits::DRM_MAX`].
fn parse_drm(s: &str) -> Result<i32, String> {
    let m = limits::DRM_MAX as i64;
    int_in(s, -m, m).map(as_i32)
}

/// A leader's leadership.
fn parse_leadership(s: &str) -> Result<i32, String> {
    int_in(
        s,
        limits::LEADERSHIP_MIN as i64,
        limits::LEADERSHIP_MAX as i64,
    )
    .map(as_i32)
}

/// A morale level (2 to 12).
fn parse_morale(s: &str) -> Result<i32, String> {
    int_in(s, limits::MORALE_MIN as i64, limits::MORALE_MAX as i64).map(as_i32)
}

fn parse_elr(s: &str) -> Result<i32, String> {
    int_in(s, 0, limits::ELR_MAX as i64).map(as_i32)
}

/// One side's Close Combat FP.
fn parse_cc_fp(s: &str) -> Result<u32, String> {
    int_in(s, 1, limits::CC_FP_MAX as i64).map(|v| u32::try_from(v).unwrap_or(1))
}

/// Portage Points.
fn parse_pp(s: &str) -> Result<u32, String> {
    int_in(s, 0, limits::PP_MAX as i64).map(|v| u32::try_from(v).unwrap_or(0))
}

fn parse_fire_type(s: &str) -> Result<FireType, String> {
    FireType::parse(s).ok_or_else(|| {
        format!("'{s}' is not a fire type: use prep, dff, sff, fpf, final, final-marked, advancing or residual")
    })
}

fn parse_below(s: &str) -> Result<BelowOne, String> {
    match s {
        "none" => Ok(BelowOne::NoAttack),
        "use-1" => Ok(BelowOne::FirstColumn),
        _ => Err(format!("'{s}' is not a choice: use none or use-1")),
    }
}

/// `c,w`: the coloured die first.
fn parse_two(s: &str) -> Result<(u8, u8), String> {
    let v: Vec<&str> = s.split([',', ' ']).filter(|x| !x.is_empty()).collect();
    let die = |t: &str| {
        t.trim()
            .parse::<u8>()
            .ok()
            .filter(|d| (1..=6).contains(d))
            .ok_or_else(|| format!("'{t}' is not a face of a d6 (1 to 6)"))
    };
    match v.as_slice() {
        [c, w] => Ok((die(c)?, die(w)?)),
        _ => Err(format!(
            "'{s}' is not two dice: give the coloured die then the white one, e.g. 2,4"
        )),
    }
}

fn parse_one(s: &str) -> Result<u8, String> {
    s.trim()
        .parse::<u8>()
        .ok()
        .filter(|d| (1..=6).contains(d))
        .ok_or_else(|| format!("'{s}' is not a face of a d6 (1 to 6)"))
}

#[derive(Parser, Debug)]
struct Common {
    /// Roll with this seed when no dice are given.
    #[arg(long)]
    seed: Option<u64>,
    #[arg(long, value_parser = parse_lang)]
    lang: Option<Lang>,
    #[arg(long)]
    json: bool,
}

fn rng(c: &Common) -> GameRng {
    match c.seed {
        Some(s) => GameRng::from_seed(s),
        None => GameRng::from_entropy(),
    }
}

fn dice2(c: &Common, d: Option<(u8, u8)>) -> (u8, u8) {
    d.unwrap_or_else(|| {
        let mut r = rng(c);
        (r.index(6) as u8 + 1, r.index(6) as u8 + 1)
    })
}

fn dice1(c: &Common, d: Option<u8>) -> u8 {
    d.unwrap_or_else(|| rng(c).index(6) as u8 + 1)
}

/// Each explanation line in the reader's language (the JSON `explanation` list).
fn worded(loc: &Localizer, lines: &[Line]) -> Vec<String> {
    lines.iter().map(|l| l.text(loc)).collect()
}

fn lines_text(loc: &Localizer, lines: &[Line]) -> String {
    worded(loc, lines).join("\n")
}

fn err(loc: &Localizer, e: RuleError) -> String {
    e.text(loc)
}

/// [`out`] with what the answer rests on stamped into the JSON (`core::basis`).
fn out_b(
    loc: &Localizer,
    json: bool,
    mut v: Value,
    text: String,
    basis: &crate::core::basis::Basis,
) -> Result<String, String> {
    basis.stamp(&mut v);
    out(loc, json, v, text)
}

/// The answer as JSON, or as text with the basis its JSON carries (the mark, the readings).
fn out(loc: &Localizer, json: bool, v: Value, text: String) -> Result<String, String> {
    if json {
        serde_json::to_string_pretty(&v).map_err(|e| e.to_string())
    } else {
        Ok(crate::games::basis_text(
            loc,
            text,
            &crate::games::basis_of(&v),
        ))
    }
}

fn loc_for(loc: &Localizer, c: &Common) -> Localizer {
    let mut l = loc.clone();
    if let Some(lang) = c.lang {
        l.lang = lang;
    }
    l
}

/// The tables of the loaded game (the player's valid copies over the embedded ones).
fn tables(content: &Content) -> Result<std::sync::Arc<super::data::AslData>, String> {
    content
        .game(super::ID)
        .map(super::data::for_def)
        .ok_or_else(|| format!("game '{}' is not loaded", super::ID))
}

/// The resolvers `adjutant resolve asl-sk1` knows.
pub const RESOLVERS: &[&str] = &[
    "ift",
    "mc",
    "nmc",
    "ptc",
    "rally",
    "mf",
    "cc",
    "ambush",
    "wound",
    "promotion",
    "sw-kill",
    "sw-repair",
    "sw-recover",
    "smoke",
    "random",
];

/// What each resolver resolves, for its `--help`: the player's words.
fn about(resolver: &str) -> Option<&'static str> {
    Some(match resolver {
        "ift" => {
            "A fire attack on the Infantry Fire Table: the firepower, the modifiers and two dice give the result on the target."
        }
        "mc" => "A Morale Check: does the unit hold, become pinned or break?",
        "nmc" => "A Normal Morale Check, the kind an attack's result or a leader's loss asks for.",
        "ptc" => "A Pin Task Check: does the unit go on, or is it pinned?",
        "rally" => "A broken unit tries to rally in the Rally Phase.",
        "mf" => {
            "A unit's Movement Factors, what entering a hex costs it, and whether it may go in by Assault Movement or Advance."
        }
        "cc" => {
            "A Close Combat attack: the attacker's and the defender's firepower give the number to roll."
        }
        "ambush" => {
            "The ambush contest when units meet in Close Combat: which side, if either, strikes first."
        }
        "wound" => "How bad a wounded leader's wound is.",
        "promotion" => "A field promotion: does a new leader rise from the squad?",
        "sw-kill" => {
            "Whether a support weapon survives when the unit carrying it is eliminated by a KIA."
        }
        "sw-repair" => "A malfunctioned support weapon repaired in the Rally Phase, or lost.",
        "sw-recover" => "An abandoned support weapon picked up by a unit in its hex.",
        "smoke" => "A smoke grenade thrown during movement: does the smoke come out?",
        "random" => "A random pick among several units: one die each, the highest chosen.",
        _ => return None,
    })
}

/// A roll by the name `play` and the phones give it (`fire`, `close-combat`, `morale`,
/// `random-pick`), as the resolver that answers it: one roll, one name in every door.
fn canonical(resolver: &str) -> &str {
    match resolver {
        "fire" => "ift",
        "close-combat" => "cc",
        "morale" => "mc",
        "random-pick" => "random",
        r => r,
    }
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
    let data = &*tables(content)?;
    let resolver = canonical(resolver);
    let name = format!("adjutant resolve asl-sk1 {resolver}");
    match resolver {
        "ift" => fire::ift(data, loc, &name, args),
        "mc" | "nmc" | "ptc" => morale::check(loc, &name, resolver, args),
        "rally" => morale::rally(loc, &name, args),
        "cc" => close_combat::cc(data, loc, &name, args),
        "ambush" => close_combat::ambush(loc, &name, args),
        "wound" => morale::wound(loc, &name, args),
        "promotion" => morale::promotion(data, loc, &name, args),
        "mf" => movement::mf(data, loc, &name, args),
        "sw-kill" => support_weapons::sw_kill(data, loc, &name, args),
        "sw-repair" => support_weapons::sw_repair(data, loc, &name, args),
        "sw-recover" => support_weapons::sw_recover(data, loc, &name, args),
        "smoke" => smoke::smoke(data, loc, &name, args),
        "random" => random::random(loc, &name, args),
        "help" => Ok(loc.t("asl-cli-help")),
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
    let data = &*tables(content)?;
    match canonical(resolver) {
        "ift" => fire::ift_odds(data, loc, args),
        _ => Err(format!("asl-sk1 has no odds for '{resolver}' (try ift)")),
    }
}
