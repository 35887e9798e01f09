//! `adjutant resolve cc-great-war artillery …`: a Reserve Artillery bombardment, and with
//! `--hex-terrain` each bombarded hex fought as the app's Artillery panel fights it (the same
//! code, `artillery::hex_fight`). JSON output documented in `docs/cc-great-war.md`.

use clap::Parser;
use serde_json::{Value, json};

use super::artillery::{self, ArtilleryCards, CraterRule, ShellShortageRule};
use super::battle::{self, SoldierRule};
use super::cli::{MAX_FIGURES, basis_lines, explain, game, lines, parse_list, parse_soldier_rule};
use super::data::CcData;
use super::state::HexSkip;
use crate::content::Content;
use crate::i18n::Localizer;

#[derive(Parser, Debug)]
struct ArtilleryArgs {
    /// The Reserve Artillery token's firepower (the most HQ that can be spent).
    #[arg(long)]
    strength: u32,
    /// Targeting dice shown (1-6), comma-separated; one per HQ spent.
    #[arg(long)]
    dice: Option<String>,
    /// HQ spent when rolling with the app (defaults to the strength).
    #[arg(long)]
    spend: Option<u32>,
    #[arg(long)]
    seed: Option<u64>,
    /// 'triple' (default) or 'center-dice' (3+ battle dice on the main target crater it).
    #[arg(long, default_value = "triple", value_parser = parse_crater_rule)]
    crater_rule: CraterRule,
    #[arg(long)]
    box_barrage: bool,
    #[arg(long)]
    shell_shortage: bool,
    /// Hold at All Costs, played against the bombardment: the units hit may ignore every Flag
    /// (it comes after Box Barrage, so it wins over it; not on a cratered main target).
    #[arg(long)]
    hold: bool,
    /// With --hold: the cratered main target may ignore its Flags too (default: every symbol
    /// scores there, a terrain effect the card does not lift).
    #[arg(long)]
    hold_on_cratered: bool,
    /// 'total' (default: 2 battle dice fewer in all, from the hexes in the order they are
    /// resolved, the card's words) or 'per-hex' (2 fewer on each hex).
    #[arg(long, default_value = "total", value_parser = parse_shortage_rule)]
    shell_shortage_rule: ShellShortageRule,
    /// Resolve the bombarded hexes too: the terrain of each, comma-separated, in the order the
    /// plan resolves them (main target first, then clockwise), e.g. trenches,open,wire.
    #[arg(long)]
    hex_terrain: Option<String>,
    /// Figures in each bombarded hex, comma-separated in the same order: 0 = no unit (wire is
    /// still rolled on, any other hex is passed over), ? = not known.
    #[arg(long)]
    hex_figures: Option<String>,
    /// Faces on each bombarded hex: hexes separated by '/', faces by ',' (e.g.
    /// burst,flag/soldier//hq), an empty entry for a hex passed over. Without it they are rolled.
    #[arg(long)]
    hex_dice: Option<String>,
    /// HQ symbols earn nothing (Direct From HQ this turn).
    #[arg(long)]
    no_hq: bool,
    /// 'each' (each Soldier left is a hit, default) or 'any-one' (one or more make one hit).
    #[arg(long, default_value = "each", value_parser = parse_soldier_rule)]
    soldier_rule: SoldierRule,
    #[arg(long)]
    json: bool,
}

fn parse_shortage_rule(s: &str) -> Result<ShellShortageRule, String> {
    match s {
        "per-hex" => Ok(ShellShortageRule::PerHex),
        "total" => Ok(ShellShortageRule::Total),
        other => Err(format!(
            "'{other}' is not a Shell Shortage rule: use per-hex or total"
        )),
    }
}

fn parse_crater_rule(s: &str) -> Result<CraterRule, String> {
    match s {
        "triple" => Ok(CraterRule::Triple),
        "center-dice" => Ok(CraterRule::CenterDice),
        other => Err(format!(
            "'{other}' is not a crater rule: use triple or center-dice"
        )),
    }
}

pub(super) fn artillery_cmd(
    content: &Content,
    loc: &Localizer,
    args: &[String],
) -> Result<String, String> {
    let a: ArtilleryArgs = crate::games::parse_args_about(
        "adjutant resolve cc-great-war artillery",
        Some(
            "A Reserve Artillery bombardment: the HQ spent for targeting, where the template's dice land and, given their terrain, the battle in each hex it hits.",
        ),
        args,
    )?;
    let def = game(content)?;
    let data = CcData::of(def).map_err(|e| e.to_string())?;
    // The same firepower limit as the set-up form (`max_artillery_strength` in turn.json).
    let max = data.turn.max_artillery_strength.value;
    if !(1..=max).contains(&a.strength) {
        return Err(format!(
            "--strength {}: {}",
            a.strength,
            loc.tr("ccgw-err-artillery-strength", &[("max", max.to_string())])
        ));
    }
    if let Some(spend) = a.spend
        && spend > a.strength
    {
        return Err(format!(
            "--spend {spend}: {}",
            loc.tr(
                "ccgw-err-too-many-targeting",
                &[
                    ("strength", a.strength.to_string()),
                    ("dice", spend.to_string())
                ]
            )
        ));
    }
    if a.dice.is_some() && a.spend.is_some() {
        return Err(
            "--spend: the HQ spent is the number of dice given with --dice; leave one out".into(),
        );
    }
    let rolls_hexes = a.hex_terrain.is_some() && a.hex_dice.is_none();
    if a.dice.is_some() && a.seed.is_some() && !rolls_hexes {
        return Err("--seed: the dice are given with --dice, there is nothing to roll".into());
    }
    if a.hex_terrain.is_none() {
        for (flag, given) in [
            ("--hex-figures", a.hex_figures.is_some()),
            ("--hex-dice", a.hex_dice.is_some()),
        ] {
            if given {
                return Err(format!(
                    "{flag}: say the terrain of each bombarded hex with --hex-terrain"
                ));
            }
        }
    }
    let mut rng = match a.seed {
        Some(s) => crate::core::rng::GameRng::from_seed(s),
        None => crate::core::rng::GameRng::from_entropy(),
    };
    let dice: Vec<u32> = match &a.dice {
        Some(list) => {
            let d = parse_list("--dice", list)?;
            if d.is_empty() {
                return Err(format!(
                    "--dice '{list}': no targeting dice given (one per HQ spent)"
                ));
            }
            d
        }
        None => (0..a.spend.unwrap_or(a.strength))
            .map(|_| rng.index(6) as u32 + 1)
            .collect(),
    };
    let p = artillery::plan(a.strength, &dice, &data.template.order, a.crater_rule)
        .map_err(|e| format!("--dice: {}", explain(loc, &e)))?;
    let cards = ArtilleryCards {
        box_barrage: a.box_barrage,
        shell_shortage: a.shell_shortage,
        shortage_rule: a.shell_shortage_rule,
        hold: a.hold,
        hold_on_cratered: a.hold_on_cratered,
    };
    let fought = match &a.hex_terrain {
        Some(terrain) => Some(fight_hexes(content, loc, &a, terrain, &p, cards, &mut rng)?),
        None => None,
    };
    let basis = super::basis::artillery(
        &p,
        cards,
        a.crater_rule,
        a.soldier_rule,
        fought
            .iter()
            .flatten()
            .filter_map(|h| h.result.as_ref().map(|r| &r.outcome)),
    );
    if a.json {
        let hexes: serde_json::Map<String, Value> = p
            .hexes
            .iter()
            .enumerate()
            .filter(|(_, n)| **n > 0)
            .map(|(i, n)| ((i + 1).to_string(), Value::from(*n)))
            .collect();
        let v = json!({
            "strength": p.strength,
            "targeting_dice": p.targeting,
            "hexes": hexes,
            "main_target_dice": p.main_dice,
            "cratered": p.cratered,
            // The same terms the app fights each hex with; a hex Shell Shortage leaves with
            // no dice is marked skipped: there is nothing to roll on it.
            "order": artillery::hex_terms(&p, cards).iter().map(|h| json!({
                "hex": h.hex.map_or(Value::from("main"), Value::from),
                "battle_dice": h.dice,
                "skipped": h.skipped(),
                "skulls_hit": h.skulls_hit,
                "protection_ignored": h.protection_ignored,
            })).collect::<Vec<_>>(),
            "steps": lines(loc, &p.steps).into_iter().chain(lines(loc, &artillery::card_steps(&p, cards))).collect::<Vec<_>>(),
        });
        let mut v = v;
        if let Some(f) = &fought {
            v["resolved"] = Value::Array(f.iter().map(|h| hex_json(loc, h)).collect());
            v["hq_earned"] = Value::from(
                f.iter()
                    .filter_map(|h| h.result.as_ref())
                    .map(|r| r.outcome.hq_earned)
                    .sum::<u32>(),
            );
            v["medals"] = Value::from(
                f.iter()
                    .filter_map(|h| h.result.as_ref())
                    .filter(|r| r.outcome.eliminated)
                    .count(),
            );
        }
        basis.stamp(&mut v);
        return serde_json::to_string_pretty(&v).map_err(|e| e.to_string());
    }
    let mut out = basis_lines(loc, &basis);
    out.extend(lines(loc, &p.steps));
    out.extend(lines(loc, &artillery::card_steps(&p, cards)));
    for h in fought.iter().flatten() {
        out.push(hex_summary(loc, h));
        if let Some(r) = &h.result {
            out.extend(lines(loc, &r.outcome.steps));
        }
    }
    Ok(crate::games::basis_text(loc, out.join("\n"), &basis))
}

/// One bombarded hex as the command line resolved it.
struct FoughtHex {
    hex: Option<u32>,
    terrain: String,
    figures: Option<u32>,
    /// Why it was passed over with no roll, if it was.
    skipped: Option<HexSkip>,
    faces: Vec<String>,
    result: Option<artillery::HexResult>,
}

fn hex_name(loc: &Localizer, hex: Option<u32>) -> String {
    match hex {
        None => loc.t("ccgw-art-main"),
        Some(x) => loc.tr("ccgw-ui-hex", &[("hex", x.to_string())]),
    }
}

fn hex_summary(loc: &Localizer, h: &FoughtHex) -> String {
    let name = hex_name(loc, h.hex);
    match (&h.result, h.skipped) {
        (Some(r), _) => loc.tr(
            "ccgw-ui-hex-done",
            &[
                ("hex", name),
                ("hits", r.outcome.hits.to_string()),
                ("min", r.outcome.retreat_min.to_string()),
                ("max", r.outcome.retreat_max.to_string()),
                (
                    "range",
                    crate::games::cc_great_war::retreat_range(
                        r.outcome.retreat_min,
                        r.outcome.retreat_max,
                    ),
                ),
            ],
        ),
        (None, Some(HexSkip::NoUnit)) => loc.tr("ccgw-ui-hex-skipped-no-unit", &[("hex", name)]),
        (None, _) => loc.tr("ccgw-ui-hex-skipped-no-dice", &[("hex", name)]),
    }
}

fn hex_json(loc: &Localizer, h: &FoughtHex) -> Value {
    let o = h.result.as_ref().map(|r| &r.outcome);
    json!({
        "hex": h.hex.map_or(Value::from("main"), Value::from),
        "terrain": h.terrain,
        "figures": h.figures,
        "skipped": h.skipped.map(|k| match k {
            HexSkip::NoDice => "no-dice",
            HexSkip::NoUnit => "no-unit",
        }),
        "faces": h.faces,
        "hits": o.map(|o| o.hits),
        "retreat_min": o.map(|o| o.retreat_min),
        "retreat_max": o.map(|o| o.retreat_max),
        "hq_earned": o.map(|o| o.hq_earned),
        "casualties": o.and_then(|o| o.casualties),
        "eliminated": o.is_some_and(|o| o.eliminated),
        "wire_cut": h.result.as_ref().is_some_and(|r| r.wire_cut),
        "steps": o.map(|o| lines(loc, &o.steps)).unwrap_or_default(),
    })
}

/// Splits a per-hex list and checks there is one entry for each hex of the plan.
fn per_hex<'s>(flag: &str, s: &'s str, sep: char, n: usize) -> Result<Vec<&'s str>, String> {
    let items: Vec<&str> = s.split(sep).map(str::trim).collect();
    if items.len() != n {
        return Err(format!(
            "{flag} '{s}': {} entries for {n} bombarded hexes (main target first, then clockwise)",
            items.len()
        ));
    }
    Ok(items)
}

/// Fights each hex of the plan as the app's Artillery panel does: the same terms, readings
/// and reminders (`artillery::hex_fight`).
fn fight_hexes(
    content: &Content,
    loc: &Localizer,
    a: &ArtilleryArgs,
    terrain: &str,
    p: &artillery::Plan,
    cards: ArtilleryCards,
    rng: &mut crate::core::rng::GameRng,
) -> Result<Vec<FoughtHex>, String> {
    let def = game(content)?;
    let data = CcData::of(def).map_err(|e| e.to_string())?;
    let die = battle::battle_die(def).map_err(|e| explain(loc, &e))?;
    let n = p.order.len();
    let terrains = per_hex("--hex-terrain", terrain, ',', n)?;
    let figures: Vec<Option<u32>> = match &a.hex_figures {
        None => vec![None; n],
        Some(list) => per_hex("--hex-figures", list, ',', n)?
            .into_iter()
            .map(|x| match x {
                "?" | "" => Ok(None),
                x => x
                    .parse::<u32>()
                    .ok()
                    .filter(|f| *f <= MAX_FIGURES)
                    .map(Some)
                    .ok_or_else(|| {
                        format!("--hex-figures '{list}': '{x}' is not 0 to {MAX_FIGURES} or ?")
                    }),
            })
            .collect::<Result<_, _>>()?,
    };
    let given: Option<Vec<&str>> = match &a.hex_dice {
        None => None,
        Some(list) => Some(per_hex("--hex-dice", list, '/', n)?),
    };
    let mut out = vec![];
    for (i, terms) in artillery::hex_terms(p, cards).iter().enumerate() {
        let tname = terrains[i].to_ascii_lowercase();
        let entered: Option<Vec<String>> = given.as_ref().map(|g| {
            g[i].split(',')
                .map(|x| x.trim().to_ascii_lowercase())
                .filter(|x| !x.is_empty())
                .collect()
        });
        let mut h = FoughtHex {
            hex: terms.hex,
            terrain: tname.clone(),
            figures: figures[i],
            skipped: None,
            faces: vec![],
            result: None,
        };
        let wire = data
            .terrain(&tname)
            .ok_or_else(|| {
                format!(
                    "--hex-terrain '{terrain}': {}",
                    loc.tr("ccgw-err-unknown-terrain", &[("terrain", tname.clone())])
                )
            })?
            .cleared_by_burst;
        // Passed over with no roll: Shell Shortage left no dice, or no unit and no wire.
        let skip = if terms.skipped() {
            Some(HexSkip::NoDice)
        } else if figures[i] == Some(0) && !wire {
            Some(HexSkip::NoUnit)
        } else {
            None
        };
        if let Some(k) = skip {
            if entered.as_ref().is_some_and(|f| !f.is_empty()) {
                return Err(format!(
                    "--hex-dice: {} has nothing to roll; leave its entry empty",
                    hex_name(loc, terms.hex)
                ));
            }
            h.skipped = Some(k);
            out.push(h);
            continue;
        }
        let fight = artillery::hex_fight(
            &data,
            p,
            cards,
            i,
            &tname,
            figures[i],
            a.soldier_rule,
            a.no_hq,
        )
        .map_err(|e| format!("--hex-terrain: {}", explain(loc, &e)))?;
        let faces = match entered {
            Some(f) => f,
            None => (0..fight.dice)
                .map(|_| die.face_id(rng.index(die.side_count())))
                .collect(),
        };
        let r = fight.read(&faces).map_err(|e| {
            format!(
                "--hex-dice ({}): {}",
                hex_name(loc, terms.hex),
                explain(loc, &e)
            )
        })?;
        h.faces = faces;
        h.result = Some(r);
        out.push(h);
    }
    Ok(out)
}
