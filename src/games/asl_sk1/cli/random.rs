//! `random`: picking units at random by dr.

use super::*;

#[derive(Parser, Debug)]
struct RandomArgs {
    /// One candidate (a unit's name); repeat for each, at least two.
    #[arg(long = "candidate")]
    candidates: Vec<String>,
    /// How many to select (the # of a #KIA); fewer than the candidates.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=20))]
    count: u8,
    /// The dr's, one per candidate in order, then one per tied candidate for each re-roll,
    /// e.g. 3,5,5,2,6 (rolled when not given).
    #[arg(long, value_parser = parse_faces)]
    dice: Option<Faces>,
    /// Candidates tied for the last places roll again (give their dice after the first
    /// round's). Without it, ASL A.9: every tied candidate is affected.
    #[arg(long = "reroll-ties")]
    reroll_ties: bool,
    #[command(flatten)]
    common: Common,
}

/// Die faces given as one flag (a newtype, so clap takes the list as one value).
#[derive(Debug, Clone)]
struct Faces(Vec<u8>);

/// A list of die faces, `3,5,1`.
fn parse_faces(s: &str) -> Result<Faces, String> {
    let v: Vec<&str> = s.split([',', ' ']).filter(|x| !x.is_empty()).collect();
    if v.is_empty() || v.len() > limits::PICK_DICE_MAX {
        return Err(format!(
            "'{s}' is not a list of 1 to {} dice, e.g. 3,5,1",
            limits::PICK_DICE_MAX
        ));
    }
    v.iter()
        .map(|t| parse_one(t))
        .collect::<Result<_, _>>()
        .map(Faces)
}

pub(super) fn random(loc: &Localizer, name: &str, args: &[String]) -> Result<String, String> {
    let a: RandomArgs = super::parse_for(name, args)?;
    let loc = loc_for(loc, &a.common);
    let p = super::super::random::RandomPick {
        candidates: a.candidates.clone(),
        count: a.count as usize,
        reroll_ties: a.reroll_ties,
    };
    let dice = match &a.dice {
        Some(d) => d.0.clone(),
        None => {
            let mut r = rng(&a.common);
            super::super::random::roll_all(&p, || r.index(6) as u8 + 1).map_err(|e| err(&loc, e))?
        }
    };
    let o = super::super::random::pick(&p, &dice).map_err(|e| err(&loc, e))?;
    out_b(
        &loc,
        a.common.json,
        json!({
            "dice": dice,
            "picked": o.picked,
            "tied": o.tied,
            "slots_left": o.slots,
            "explanation": worded(&loc, &o.lines),
        }),
        lines_text(&loc, &o.lines),
        &super::super::basis::random(),
    )
}
