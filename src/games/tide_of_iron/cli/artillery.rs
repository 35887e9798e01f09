//! `drift`, `contact` and `heal`.

use clap::Parser;
use serde_json::json;

use super::parse::{self, Common};
use super::{explain, loc_for, out, out_odds, rng, roll, worded};
use crate::core::def::GameDef;
use crate::games::tide_of_iron::artillery::{self, Spotting, bearing_msg};
use crate::games::tide_of_iron::{data, readings};
use crate::i18n::Localizer;

fn spotting(s: &str) -> Result<Spotting, String> {
    Spotting::parse(s)
        .ok_or_else(|| format!("'{s}' is not a spotting: use none, normal or improved"))
}

fn north(s: &str) -> Result<u16, String> {
    parse::int_in(s, 0, 359).map(|v| v as u16)
}

/// `B,R`: the black die then the red one.
fn two(s: &str) -> Result<(u8, u8), String> {
    let g = parse::groups(s)?.0.concat();
    match g.as_slice() {
        [b, r] => Ok((*b, *r)),
        _ => Err(format!(
            "'{s}' is not two dice: give the black die then the red one, e.g. 3,3"
        )),
    }
}

#[derive(Parser, Debug)]
struct DriftArgs {
    #[arg(long, default_value = "none", value_parser = spotting)]
    spotting: Spotting,
    /// Where the scenario's North points on the table, degrees clockwise from up.
    #[arg(long, default_value_t = 0, value_parser = north)]
    north: u16,
    #[arg(long, value_parser = two)]
    dice: Option<(u8, u8)>,
    #[command(flatten)]
    common: Common,
}

pub(super) fn drift(
    def: &GameDef,
    loc: &Localizer,
    name: &str,
    args: &[String],
    odds_only: bool,
) -> Result<String, String> {
    let a: DriftArgs = super::parse_for(name, args)?;
    let loc = loc_for(loc, &a.common);
    if odds_only {
        let (on, each) = artillery::drift_odds(a.spotting);
        let mut text = vec![loc.tr("toi-odds-on-target", &[("pct", loc.num(on.percent(), 1))])];
        text.extend(each.iter().map(|(k, c)| {
            loc.tr(
                "toi-odds-drift",
                &[("n", k.to_string()), ("pct", loc.num(c.percent(), 1))],
            )
        }));
        // The odds use no compass face: only the spotting's reading.
        let mut v = json!({ "drift_number": a.spotting.drift_number(), "on_target": on,
                "drift": each });
        if a.spotting != Spotting::None {
            crate::core::basis::Basis::new()
                .reading("toi-drift-spotter", "L1752, L1778, L1956-1960", None)
                .stamp(&mut v);
        }
        return out_odds(a.common.json, v, text);
    }
    let compass = data::compass(def).map_err(|e| explain(&loc, &e))?;
    let (b, r) = a.dice.unwrap_or_else(|| {
        let d = roll(&mut rng(&a.common), 2);
        (d[0], d[1])
    });
    let o = artillery::drift(&compass, a.spotting, a.north, b, r).map_err(|e| explain(&loc, &e))?;
    let basis = readings::drift(&compass, &o, a.spotting);
    let mut text = worded(&loc, &o.lines);
    if !o.on_target && compass.unverified_note(o.red).is_some() {
        text.push(loc.tr("toi-ui-face-unverified", &[("face", o.red.to_string())]));
    }
    let mut v = json!({ "drift_number": o.number, "black": o.black, "red": o.red,
            "on_target": o.on_target, "hexes": o.hexes, "bearing": o.bearing,
            "table_bearing": o.table_bearing,
            "direction": o.table_bearing.map(|d| loc.t(bearing_msg(d))),
            "explanation": worded(&loc, &o.lines) });
    basis.stamp(&mut v);
    out(&loc, a.common.json, v, text)
}

#[derive(Parser, Debug)]
struct ContactArgs {
    /// The card's number: Establish Contact (X).
    #[arg(long, value_parser = parse::face)]
    x: u8,
    #[arg(long, value_parser = parse::face)]
    dice: Option<u8>,
    #[command(flatten)]
    common: Common,
}

pub(super) fn contact(
    loc: &Localizer,
    name: &str,
    args: &[String],
    odds_only: bool,
) -> Result<String, String> {
    let a: ContactArgs = super::parse_for(name, args)?;
    let loc = loc_for(loc, &a.common);
    if odds_only {
        let c = artillery::contact_odds(a.x);
        return out_odds(
            a.common.json,
            json!({ "x": a.x, "contact": c }),
            vec![loc.tr("toi-odds-contact", &[("pct", loc.num(c.percent(), 1))])],
        );
    }
    let die = a.dice.unwrap_or_else(|| roll(&mut rng(&a.common), 1)[0]);
    let (ok, lines) = artillery::contact(a.x, die).map_err(|e| explain(&loc, &e))?;
    let mut v = json!({ "x": a.x, "die": die, "contact": ok, "explanation": worded(&loc, &lines) });
    readings::contact(ok).stamp(&mut v);
    out(&loc, a.common.json, v, worded(&loc, &lines))
}

#[derive(Parser, Debug)]
struct HealArgs {
    /// Holes filled on the reduced squad's base (1 to 3).
    #[arg(long, value_parser = parse::figures)]
    holes: u32,
    #[arg(long, value_parser = parse::face)]
    dice: Option<u8>,
    #[command(flatten)]
    common: Common,
}

pub(super) fn heal(loc: &Localizer, name: &str, args: &[String]) -> Result<String, String> {
    let a: HealArgs = super::parse_for(name, args)?;
    let loc = loc_for(loc, &a.common);
    let die = a.dice.unwrap_or_else(|| roll(&mut rng(&a.common), 1)[0]);
    let (ok, lines) = artillery::heal(a.holes, die).map_err(|e| explain(&loc, &e))?;
    out(
        &loc,
        a.common.json,
        json!({ "holes": a.holes, "die": die, "healed": ok, "explanation": worded(&loc, &lines) }),
        worded(&loc, &lines),
    )
}
