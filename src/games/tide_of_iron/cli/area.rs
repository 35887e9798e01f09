//! `area` (cards' Area Attack and Blast, mortars) and `mine`.

use clap::Parser;
use serde_json::{Value, json};

use super::fight::{effect_words, odds_json, odds_lines};
use super::parse::{self, Common};
use super::{explain, loc_for, out, out_odds, rng, roll, worded};
use crate::core::def::GameDef;
use crate::games::tide_of_iron::area::{self, AreaAttack};
use crate::games::tide_of_iron::attack::{Kind, Target, Vehicle};
use crate::games::tide_of_iron::data;
use crate::games::tide_of_iron::effects::Damage;
use crate::i18n::Localizer;

/// A unit in the hex: `squad:COVER[:pinned|disrupted][:entrenched|bunker][:elites=N][:officer]`
/// or `vehicle:ARMOUR:COVER[:light|heavy]`.
fn hex_unit(s: &str) -> Result<Target, String> {
    let parts: Vec<&str> = s.split(':').collect();
    let mut t = Target::default();
    match parts.as_slice() {
        ["squad", cover, rest @ ..] => {
            t.cover = parse::small(cover)?;
            for p in rest {
                match *p {
                    "officer" => t.officer = true,
                    "medic" => t.medic = true,
                    "smoke" => t.smoke = true,
                    p if p.starts_with("elites=") => {
                        t.elites = parse::figures(&p["elites=".len()..])?;
                    }
                    p => match parse::condition(p) {
                        Ok(c) => t.condition = c,
                        Err(_) => t.fort = parse::fort(p)?,
                    },
                }
            }
        }
        ["vehicle", armour, cover, rest @ ..] => {
            let damage = match rest {
                [] => Damage::Undamaged,
                [d] => parse::damage(d)?,
                _ => return Err(format!("'{s}' has too many parts")),
            };
            t.cover = parse::small(cover)?;
            t.vehicle = Some(Vehicle {
                armour: parse::small(armour)?,
                damage,
                heavy: false,
                fragile: false,
                solid: false,
            });
        }
        _ => {
            return Err(format!(
                "'{s}' is not a unit: use squad:COVER[:pinned][:entrenched] or vehicle:ARMOUR:COVER"
            ));
        }
    }
    Ok(t)
}

#[derive(Parser, Debug)]
struct AreaArgs {
    /// The card's Area Attack (X) or Blast (Y).
    #[arg(long, value_parser = parse::fp)]
    fp: Option<u32>,
    #[arg(long = "hits-on", default_value_t = 5, value_parser = parse::face)]
    hits_on: u8,
    /// A mortar at this distance instead (FP from units.json, L1768-1770).
    #[arg(long, value_parser = parse::distance)]
    mortar: Option<u32>,
    #[arg(long)]
    higher: bool,
    #[arg(long)]
    suppressive: bool,
    /// One unit in the hex (repeat the flag for each): a squad,
    /// `squad:COVER[:pinned|disrupted][:entrenched|bunker][:elites=N][:officer][:medic][:smoke]`
    /// (`squad:1:pinned`), or a vehicle, `vehicle:ARMOUR:COVER[:light|heavy]`
    /// (`vehicle:4:0:light`).
    #[arg(long = "unit", value_parser = hex_unit)]
    units: Vec<Target>,
    /// Black faces, then each affected unit's red faces: 5,6,6,2/1,3/5,6,2,1.
    #[arg(long, value_parser = parse::groups)]
    dice: Option<parse::Groups>,
    #[command(flatten)]
    common: Common,
}

fn unit_json(loc: &Localizer, u: &area::UnitResult) -> Value {
    json!({ "red": u.red, "saves": u.saves, "hits": u.hits, "effect": u.effect,
            "result": effect_words(loc, u.effect), "explanation": worded(loc, &u.lines) })
}

pub(super) fn area(
    def: &GameDef,
    loc: &Localizer,
    name: &str,
    args: &[String],
    odds_only: bool,
) -> Result<String, String> {
    let a: AreaArgs = super::parse_for(name, args)?;
    let loc = loc_for(loc, &a.common);
    let kind = if a.suppressive {
        Kind::Suppressive
    } else {
        Kind::Normal
    };
    let (fp, hits_on) = match (a.fp, a.mortar) {
        (Some(fp), None) => (fp, a.hits_on),
        (None, Some(d)) => {
            let units = data::units(def).map_err(|e| explain(&loc, &e))?;
            let m = units
                .iter()
                .find(|u| u.id == "mortar")
                .ok_or("units.json has no 'mortar'")?;
            let (n, s, r) = (
                m.fp_normal.unwrap_or(0),
                m.fp_suppressive.unwrap_or(0),
                m.range_infantry.unwrap_or(1),
            );
            area::mortar(n, s, r, kind, d, a.higher).map_err(|e| explain(&loc, &e))?
        }
        _ => return Err("give either --fp (a card's attack) or --mortar DISTANCE".into()),
    };
    let k = AreaAttack {
        fp,
        hits_on,
        kind,
        units: a.units.clone(),
    };
    let odds = area::odds(&k).map_err(|e| explain(&loc, &e))?;
    let basis = crate::games::tide_of_iron::readings::area(&k);
    if odds_only {
        let mut text = vec![];
        for (i, o) in odds.iter().enumerate() {
            text.push(format!("#{}", i + 1));
            match o {
                Some(o) => text.extend(odds_lines(&loc, o)),
                None => text.push(loc.t("toi-w-area-ignores-vehicle")),
            }
        }
        let j: Vec<Value> = odds
            .iter()
            .map(|o| o.as_ref().map_or(Value::Null, |o| odds_json(&loc, o)))
            .collect();
        let mut v = json!({ "fp": fp, "hits_on": hits_on, "units": j });
        basis.stamp(&mut v);
        return out_odds(a.common.json, v, text);
    }
    let (black, reds) = match &a.dice {
        Some(g) => match g.0.split_first() {
            Some((b, r)) => (b.clone(), r.to_vec()),
            None => return Err("--dice needs the black faces".into()),
        },
        None => {
            let mut r = rng(&a.common);
            let plan = area::red_dice(&k).map_err(|e| explain(&loc, &e))?;
            let b = roll(&mut r, fp);
            let reds = plan
                .iter()
                .flatten()
                .map(|(n, _, _)| roll(&mut r, *n))
                .collect();
            (b, reds)
        }
    };
    let o = area::resolve(&k, &black, &reds).map_err(|e| explain(&loc, &e))?;
    let mut text = worded(&loc, &o.lines);
    for (i, u) in o.units.iter().enumerate() {
        text.push(format!("#{}: {}", i + 1, effect_words(&loc, u.effect)));
        text.extend(
            worded(&loc, &u.lines)
                .into_iter()
                .map(|l| format!("    {l}")),
        );
    }
    let mut v = json!({ "fp": fp, "hits_on": hits_on, "black": o.black, "hex_hits": o.hex_hits,
            "clears_wire": o.clears_wire,
            "units": o.units.iter().map(|u| unit_json(&loc, u)).collect::<Vec<_>>(),
            "explanation": worded(&loc, &o.lines) });
    basis.stamp(&mut v);
    out(&loc, a.common.json, v, text)
}

#[derive(Parser, Debug)]
struct MineArgs {
    #[arg(long)]
    engineers: bool,
    /// The four black faces.
    #[arg(long, value_parser = parse::groups)]
    dice: Option<parse::Groups>,
    #[command(flatten)]
    common: Common,
}

pub(super) fn mine(loc: &Localizer, name: &str, args: &[String]) -> Result<String, String> {
    let a: MineArgs = super::parse_for(name, args)?;
    let loc = loc_for(loc, &a.common);
    let black = match &a.dice {
        Some(g) => g.0.concat(),
        None => roll(&mut rng(&a.common), area::MINE_DICE),
    };
    let (hits, lines) = area::minefield(&black, a.engineers).map_err(|e| explain(&loc, &e))?;
    out(
        &loc,
        a.common.json,
        json!({ "black": black, "hits": hits, "explanation": worded(&loc, &lines) }),
        worded(&loc, &lines),
    )
}
