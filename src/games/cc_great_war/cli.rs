//! `adjutant resolve cc-great-war battle|artillery|nml …` and `adjutant odds cc-great-war
//! battle …`: the same resolvers as the GUI, with JSON output documented in
//! `docs/cc-great-war.md`.

use clap::Parser;
use serde_json::{Value, json};

use super::artillery::{self, ArtilleryCards, CraterRule, ShellShortageRule};
use super::battle::{self, Crossfirer, Situation, SoldierRule};
use super::data::CcData;
use super::nml::Bombardment;
use super::state::{CcSettings, HexSkip};
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

fn parse_soldier_rule(s: &str) -> Result<SoldierRule, String> {
    match s {
        "each" => Ok(SoldierRule::Each),
        "any-one" => Ok(SoldierRule::AnyOne),
        other => Err(format!(
            "'{other}' is not a soldier rule: use each or any-one"
        )),
    }
}

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

fn game(content: &Content) -> Result<&GameDef, String> {
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

fn lines(loc: &Localizer, l: &[Line]) -> Vec<String> {
    l.iter().map(|x| loc.line(x)).collect()
}

fn parse_list<T: std::str::FromStr>(flag: &str, s: &str) -> Result<Vec<T>, String> {
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
    let a: BattleArgs = parse_args("adjutant resolve cc-great-war battle", args)?;
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
    Ok(out.join("\n"))
}

fn artillery_cmd(content: &Content, loc: &Localizer, args: &[String]) -> Result<String, String> {
    let a: ArtilleryArgs = parse_args("adjutant resolve cc-great-war artillery", args)?;
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
    Ok(out.join("\n"))
}

/// The most figures a unit can have: 4, and an explosives specialist (L39-43, L633); the app's
/// figure steppers stop at the same number.
const MAX_FIGURES: u32 = 5;

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

fn nml_cmd(content: &Content, loc: &Localizer, args: &[String]) -> Result<String, String> {
    let a: NmlArgs = parse_args("adjutant resolve cc-great-war nml", args)?;
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
    Ok(out.join("\n"))
}

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
        "artillery" => artillery_cmd(content, loc, args),
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
            &[
                ("hits", k.to_string()),
                ("p", format!("{:.1}", c.percent())),
            ],
        ));
    }
    out.push(loc.tr(
        "ccgw-odds-retreat",
        &[("p", format!("{:.1}", o.forced_retreat.percent()))],
    ));
    out.push(loc.tr("ccgw-odds-hq", &[("hq", format!("{:.2}", o.expected_hq))]));
    Ok(out.join("\n"))
}
