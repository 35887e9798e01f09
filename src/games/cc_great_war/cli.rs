//! `adjutant resolve cc-great-war battle|artillery|nml …` and `adjutant odds cc-great-war
//! battle …`: the same resolvers as the GUI, with JSON output documented in
//! `docs/cc-great-war.md`. The bombardment's command is in `cli_artillery`, the card rolls'
//! in `cli_cards`.

use clap::Parser;
use serde_json::json;

use super::battle::{self, Crossfirer, Situation, SoldierRule};
use super::data::CcData;
use super::nml::Bombardment;
use super::state::CcSettings;
use crate::content::Content;
use crate::core::def::GameDef;
use crate::core::log::Line;
use crate::core::table::ActionError;
use crate::games::parse_args;
use crate::i18n::Localizer;

/// The situation of a battle, as command-line arguments.
#[derive(Parser, Debug)]
struct BattleArgs {
    /// infantry, specialist (infantry with an explosives specialist), mg, mortar
    #[arg(long)]
    unit: String,
    /// Hexes to the target (counting the target's hex, not the firer's); 1 = close combat.
    #[arg(long)]
    range: u32,
    /// The target's terrain: open, forest, buildings, hill, rubble, trenches, shell-craters,
    /// mine-craters, wire (a unique prefix such as 'trench' is enough).
    #[arg(long, default_value = "open")]
    target_terrain: String,
    /// The firer's terrain.
    #[arg(long)]
    firer_terrain: Option<String>,
    /// Crossfire (L374-376): the other machine-gun teams firing at the same target in this
    /// roll, comma-separated, each RANGE or RANGE:TERRAIN (its own hex), e.g. 3,4:wire.
    #[arg(long)]
    crossfire: Option<String>,
    /// The target's unit: infantry, specialist, mg, mortar (Gas Attack needs infantry, L745).
    #[arg(long)]
    target_unit: Option<String>,
    /// The firer moved into its hex this turn (a move of at least 1 hex, L1025, L1047);
    /// needs --firer-terrain.
    #[arg(long)]
    moved_in: bool,
    /// Hexes the firer moved this turn.
    #[arg(long, default_value_t = 0)]
    moved: u32,
    /// Cards that change dice, comma-separated (e.g. hand-grenade,machine-gun-barrage).
    #[arg(long, value_delimiter = ',')]
    cards: Vec<String>,
    /// Any other change of dice (at most the game's largest roll either way).
    #[arg(long, default_value_t = 0, allow_hyphen_values = true)]
    extra_dice: i32,
    /// Mortar Barrage's extra die counts only at range (default: every battle of the turn).
    #[arg(long)]
    mortar_barrage_ranged_only: bool,
    /// Close combat from an adjacent hill against a hill.
    #[arg(long)]
    from_hill: bool,
    /// No Flag may be ignored (Lice; Gas Attack is a card: --cards gas-attack --target-unit).
    #[arg(long)]
    flags_locked: bool,
    /// The target ignores every Soldier (Body Armour).
    #[arg(long)]
    body_armour: bool,
    /// The target may ignore every Flag (Hold at All Costs).
    #[arg(long)]
    hold: bool,
    /// HQ symbols earn nothing (Direct From HQ this turn).
    #[arg(long)]
    no_hq: bool,
    /// Figures left in the target.
    #[arg(long)]
    figures: Option<u32>,
    /// One of the target's figures is a specialist: hits never take it (L633).
    #[arg(long)]
    target_specialist: bool,
    /// Hexes the target can retreat before it is blocked (units, impassable terrain, its board
    /// edge); each retreat hex it cannot make costs a figure (L535-536).
    #[arg(long)]
    retreat_room: Option<u32>,
    /// 'each' (each Soldier left is a hit, default) or 'any-one' (one or more make one hit).
    #[arg(long, default_value = "each", value_parser = parse_soldier_rule)]
    soldier_rule: SoldierRule,
    /// Faces shown by the battle dice, comma-separated: soldier, burst, skull, flag, hq.
    #[arg(long)]
    dice: Option<String>,
    /// Seed for rolling when --dice is not given.
    #[arg(long)]
    seed: Option<u64>,
    #[arg(long)]
    json: bool,
}

pub(super) fn parse_soldier_rule(s: &str) -> Result<SoldierRule, String> {
    match s {
        "each" => Ok(SoldierRule::Each),
        "any-one" => Ok(SoldierRule::AnyOne),
        other => Err(format!(
            "'{other}' is not a soldier rule: use each or any-one"
        )),
    }
}

#[derive(Parser, Debug)]
struct NmlArgs {
    /// Hexes in each marked row, nearest the enemy first, comma-separated.
    #[arg(long, value_delimiter = ',', required = true)]
    rows: Vec<u32>,
    /// Targeting dice in the order rolled, comma-separated.
    #[arg(long, value_delimiter = ',', required = true)]
    dice: Vec<u32>,
    #[arg(long)]
    json: bool,
}

pub(super) fn game(content: &Content) -> Result<&GameDef, String> {
    content
        .game(super::ID)
        .ok_or_else(|| "no data for cc-great-war".to_string())
}

pub(super) fn explain(loc: &Localizer, e: &ActionError) -> String {
    let (id, args) = e.message();
    loc.tr(id, &args)
}

/// The readings and placeholders an answer rests on, in words, first in a text answer.
pub(super) fn basis_lines(loc: &Localizer, b: &crate::core::basis::Basis) -> Vec<String> {
    b.readings
        .iter()
        .map(|r| loc.t(&format!("reading-{}", r.id)))
        .chain(
            b.unverified
                .iter()
                .map(|u| loc.tr("ccgw-unverified", &[("what", u.what.clone())])),
        )
        .collect()
}

pub(super) fn lines(loc: &Localizer, l: &[Line]) -> Vec<String> {
    l.iter().map(|x| loc.line(x)).collect()
}

pub(super) fn parse_list<T: std::str::FromStr>(flag: &str, s: &str) -> Result<Vec<T>, String> {
    s.split(',')
        .filter(|x| !x.trim().is_empty())
        .map(|x| {
            x.trim()
                .parse::<T>()
                .map_err(|_| format!("{flag} '{s}': '{}' is not valid", x.trim()))
        })
        .collect()
}

/// The other teams of a Crossfire, as `--crossfire` gives them.
fn crossfirers(a: &BattleArgs) -> Result<Vec<Crossfirer>, String> {
    let Some(list) = &a.crossfire else {
        return Ok(vec![]);
    };
    let teams: Vec<Crossfirer> = list
        .split(',')
        .map(str::trim)
        .filter(|x| !x.is_empty())
        .map(|x| {
            let (range, terrain) = match x.split_once(':') {
                Some((r, t)) => (r.trim(), Some(t.trim().to_ascii_lowercase())),
                None => (x, None),
            };
            let range = range.parse::<u32>().map_err(|_| {
                format!("--crossfire '{list}': '{x}' is not RANGE or RANGE:TERRAIN")
            })?;
            Ok(Crossfirer {
                range,
                firer_terrain: terrain,
                extra_dice: 0,
            })
        })
        .collect::<Result<_, String>>()?;
    if teams.is_empty() {
        return Err(format!(
            "--crossfire '{list}': give the range of each other machine-gun team"
        ));
    }
    Ok(teams)
}

fn situation(a: &BattleArgs) -> Result<Situation, String> {
    Ok(Situation {
        unit: a.unit.trim().to_ascii_lowercase(),
        range: a.range,
        moved: a.moved,
        firer_terrain: a.firer_terrain.clone(),
        firer_moved_in: a.moved_in,
        cards: a
            .cards
            .iter()
            .map(|c| c.trim().to_ascii_lowercase())
            .filter(|c| !c.is_empty())
            .collect(),
        extra_dice: a.extra_dice,
        target_terrain: a.target_terrain.clone(),
        target_unit: a
            .target_unit
            .as_ref()
            .map(|u| u.trim().to_ascii_lowercase()),
        from_hill: a.from_hill,
        flags_locked: a.flags_locked,
        body_armour: a.body_armour,
        hold_at_all_costs: a.hold,
        no_hq: a.no_hq,
        target_figures: a.figures,
        target_specialist: a.target_specialist,
        retreat_room: a.retreat_room,
        crossfire: crossfirers(a)?,
    })
}

/// Arguments that contradict each other are refused, naming them.
fn check_battle_args(a: &BattleArgs) -> Result<(), String> {
    if a.moved_in && a.firer_terrain.is_none() {
        return Err(
            "--moved-in: say which terrain the firer moved into with --firer-terrain".into(),
        );
    }
    if a.seed.is_some() && a.dice.is_some() {
        return Err("--seed: the dice are given with --dice, there is nothing to roll".into());
    }
    Ok(())
}

fn battle_settings(a: &BattleArgs) -> CcSettings {
    CcSettings {
        soldier_rule: a.soldier_rule,
        mortar_barrage_ranged_only: a.mortar_barrage_ranged_only,
        ..CcSettings::default()
    }
}

/// The target's values are bounded by what the game has: a unit of its Unit Sheet, at most
/// the figures a unit can have.
fn check_target(a: &BattleArgs, def: &GameDef, loc: &Localizer) -> Result<(), String> {
    if let Some(f) = a.figures
        && !(1..=MAX_FIGURES).contains(&f)
    {
        return Err(loc.tr(
            "cli-err-range",
            &[
                ("arg", "--figures".into()),
                ("value", f.to_string()),
                ("min", "1".into()),
                ("max", MAX_FIGURES.to_string()),
            ],
        ));
    }
    // More room than a roll can have flags is no more than "not blocked".
    let most_flags = super::data::MAX_BATTLE_DICE;
    if let Some(r) = a.retreat_room
        && r > most_flags
    {
        return Err(loc.tr(
            "cli-err-range",
            &[
                ("arg", "--retreat-room".into()),
                ("value", r.to_string()),
                ("min", "0".into()),
                ("max", most_flags.to_string()),
            ],
        ));
    }
    if let Some(u) = &a.target_unit {
        let data = CcData::of(def).map_err(|e| e.to_string())?;
        if data.unit(&u.trim().to_ascii_lowercase()).is_none() {
            let ids: Vec<&str> = data.units.iter().map(|x| x.id.as_str()).collect();
            return Err(loc.tr(
                "cli-err-choice",
                &[
                    ("arg", "--target-unit".into()),
                    ("value", u.clone()),
                    ("choices", ids.join(", ")),
                ],
            ));
        }
    }
    Ok(())
}

fn battle(content: &Content, loc: &Localizer, args: &[String]) -> Result<String, String> {
    let a: BattleArgs = crate::games::parse_args_about(
        "adjutant resolve cc-great-war battle",
        Some(
            "Resolves a battle: the firing unit, the range and the target's terrain give the dice; give the faces rolled with --dice, or let the app roll.",
        ),
        args,
    )?;
    check_battle_args(&a)?;
    let def = game(content)?;
    check_target(&a, def, loc)?;
    let data = CcData::of(def).map_err(|e| e.to_string())?;
    let s = situation(&a)?;
    let count =
        battle::dice_count_in(&data, &s, &battle_settings(&a)).map_err(|e| explain(loc, &e))?;
    let (reading, reading_steps) =
        battle::reading(&data, &s, a.soldier_rule).map_err(|e| explain(loc, &e))?;
    let die = battle::battle_die(def).map_err(|e| explain(loc, &e))?;
    let faces: Vec<String> = match &a.dice {
        Some(list) => {
            let f: Vec<String> = list
                .split(',')
                .map(|x| x.trim().to_ascii_lowercase())
                .filter(|x| !x.is_empty())
                .collect();
            battle::check_faces(count.dice, &f)
                .map_err(|e| format!("--dice '{list}': {}", explain(loc, &e)))?;
            f
        }
        None => {
            let mut rng = match a.seed {
                Some(s) => crate::core::rng::GameRng::from_seed(s),
                None => crate::core::rng::GameRng::from_entropy(),
            };
            (0..count.dice)
                .map(|_| die.face_id(rng.index(die.side_count())))
                .collect()
        }
    };
    let mut o = battle::read_faces_for(&faces, &reading, &s.target())
        .map_err(|e| format!("--dice: {}", explain(loc, &e)))?;
    battle::add_notes(&data, &s, &mut o);
    let basis = super::basis::battle(&data, &s, &battle_settings(&a), Some(&o));
    if a.json {
        let mut v = json!({
            "unit": s.unit,
            "range": s.range,
            "combat": if s.is_close() { "close" } else { "ranged" },
            "dice_entitled": count.dice,
            "dice_rolled": faces.len(),
            "faces": faces,
            "hits": o.hits,
            "bursts": o.bursts,
            "soldiers": o.soldiers,
            "soldiers_cancelled": o.soldiers_cancelled,
            "skull_hits": o.skull_hits,
            "flags": o.flags,
            "flags_ignorable": o.flags_ignorable,
            "retreat_min": o.retreat_min,
            "retreat_max": o.retreat_max,
            "hq_earned": o.hq_earned,
            "casualties": o.casualties,
            "eliminated": o.eliminated,
            "medal": o.eliminated,
            "retreat_losses": o.retreat_losses,
            "retreat_losses_max": o.retreat_losses_max,
            "steps": lines(loc, &count.steps).into_iter().chain(lines(loc, &reading_steps)).chain(lines(loc, &o.steps)).collect::<Vec<_>>(),
        });
        basis.stamp(&mut v);
        return serde_json::to_string_pretty(&v).map_err(|e| e.to_string());
    }
    let mut out: Vec<String> = basis_lines(loc, &basis);
    out.extend(lines(loc, &count.steps));
    out.extend(lines(loc, &reading_steps));
    out.extend(lines(loc, &o.steps));
    Ok(crate::games::basis_text(loc, out.join("\n"), &basis))
}

fn nml_cmd(content: &Content, loc: &Localizer, args: &[String]) -> Result<String, String> {
    let a: NmlArgs = crate::games::parse_args_about(
        "adjutant resolve cc-great-war nml",
        Some(
            "The No Man's Land bombardment before the battle: the dice rolled row by row, and where each crater falls.",
        ),
        args,
    )?;
    let board = CcData::of(game(content)?).map_err(|e| e.to_string())?.turn;
    let mut b = Bombardment::new(
        a.rows.clone(),
        board.board_width.value,
        board.board_depth.value,
    )
    .map_err(|e| format!("--rows: {}", explain(loc, &e)))?;
    let mut unused = vec![];
    for (i, &d) in a.dice.iter().enumerate() {
        if b.done {
            unused = a.dice[i..].to_vec();
            break;
        }
        b = b
            .roll(d)
            .map_err(|e| format!("--dice: {}", explain(loc, &e)))?
            .0;
    }
    // A count that runs past the end of a row carries on into the next (digest §11 #41).
    let basis = if b.rows.len() > 1 {
        crate::core::basis::Basis::new().reading("cc-nml-rows", "L198-208", None)
    } else {
        crate::core::basis::Basis::new()
    };
    if a.json {
        let mut v = json!({
            "rows": b.rows,
            "craters": b.craters.iter().map(|c| json!({"row": c.row + 1, "hex": c.hex})).collect::<Vec<_>>(),
            "done": b.done,
            "unused_dice": unused,
        });
        basis.stamp(&mut v);
        return serde_json::to_string_pretty(&v).map_err(|e| e.to_string());
    }
    let mut out: Vec<String> = basis_lines(loc, &basis);
    out.extend(b.craters.iter().map(|c| {
        loc.tr(
            "ccgw-nml-crater-at",
            &[("row", (c.row + 1).to_string()), ("hex", c.hex.to_string())],
        )
    }));
    out.push(loc.t(if b.done {
        "ccgw-nml-finished"
    } else {
        "ccgw-nml-more"
    }));
    Ok(crate::games::basis_text(loc, out.join("\n"), &basis))
}

/// The most figures a unit can have: 4, and an explosives specialist (L39-43, L633); the app's
/// figure steppers stop at the same number.
pub(super) const MAX_FIGURES: u32 = 5;

pub fn resolve(
    content: &Content,
    loc: &Localizer,
    resolver: &str,
    args: &[String],
) -> Result<String, String> {
    let cards = super::cli_cards::names(content);
    let all = ["battle", "artillery", "nml"]
        .iter()
        .map(|s| s.to_string())
        .chain(cards.iter().cloned())
        .collect::<Vec<_>>()
        .join(", ");
    match resolver {
        "battle" => battle(content, loc, args),
        "artillery" => super::cli_artillery::artillery_cmd(content, loc, args),
        "nml" => nml_cmd(content, loc, args),
        "help" => Ok(crate::games::resolver_list(loc, super::ID, &all)),
        card if cards.iter().any(|c| c == card) => {
            super::cli_cards::resolve(content, loc, card, args, false)
        }
        other => Err(crate::games::no_resolver(loc, super::ID, other, &all)),
    }
}

pub fn odds(
    content: &Content,
    loc: &Localizer,
    resolver: &str,
    args: &[String],
) -> Result<String, String> {
    let cards = super::cli_cards::names(content);
    if cards.iter().any(|c| c == resolver) {
        return super::cli_cards::resolve(content, loc, resolver, args, true);
    }
    if resolver != "battle" {
        return Err(format!(
            "cc-great-war has no odds for '{resolver}' (battle, {})",
            cards.join(", ")
        ));
    }
    let a: BattleArgs = parse_args("adjutant odds cc-great-war battle", args)?;
    if a.dice.is_some() {
        return Err("--dice: odds are computed before the roll; leave the dice out".into());
    }
    if a.seed.is_some() {
        return Err("--seed: odds are exact, nothing is rolled; leave the seed out".into());
    }
    check_battle_args(&a)?;
    let def = game(content)?;
    check_target(&a, def, loc)?;
    let s = situation(&a)?;
    let (count, o) =
        super::battle_odds(def, &s, &battle_settings(&a)).map_err(|e| explain(loc, &e))?;
    let data = CcData::of(def).map_err(|e| e.to_string())?;
    let mut basis = super::basis::battle(&data, &s, &battle_settings(&a), None);
    super::basis::die_layout(def, &mut basis);
    if a.json {
        let mut v = json!({
            "dice_entitled": count.dice,
            "outcomes": o.hits.first().map(|c| c.den.to_string()),
            "hits": o.hits.iter().enumerate().map(|(k, c)| json!({"hits": k, "num": c.num.to_string(), "den": c.den.to_string(), "p": c.as_f64()})).collect::<Vec<_>>(),
            "expected_hits": o.expected_hits,
            "forced_retreat": o.forced_retreat.as_f64(),
            "any_flag": o.any_flag.as_f64(),
            "expected_hq": o.expected_hq,
            "eliminate": o.eliminate.map(|c| c.as_f64()),
        });
        basis.stamp(&mut v);
        return serde_json::to_string_pretty(&v).map_err(|e| e.to_string());
    }
    let mut out = basis_lines(loc, &basis);
    out.extend(lines(loc, &count.steps));
    for (k, c) in o.hits.iter().enumerate() {
        out.push(loc.tr(
            "ccgw-odds-hits",
            &[("hits", k.to_string()), ("p", loc.num(c.percent(), 1))],
        ));
    }
    out.push(loc.tr(
        "ccgw-odds-retreat",
        &[("p", loc.num(o.forced_retreat.percent(), 1))],
    ));
    out.push(loc.tr("ccgw-odds-hq", &[("hq", loc.num(o.expected_hq, 2))]));
    Ok(out.join("\n"))
}
