//! `adjutant resolve trench-club battle|scatter|automa …` and `adjutant odds trench-club
//! battle …`: the same resolvers as the GUI, with the JSON documented in
//! `docs/trench-club.md`.

use clap::Parser;
use serde_json::json;

use super::automa::{self, Difficulty};
use super::battle::{self, BattleRules, Fighter, Ground, Shots, Situation, Support};
use super::data::TcData;
use super::odds;
use super::scatter;
use super::xp::{Level, MAX_XP};
use crate::content::Content;
use crate::core::log::Line;
use crate::core::rng::GameRng;
use crate::core::table::ActionError;
use crate::games::parse_args;
use crate::i18n::Localizer;

/// One battle, as command-line arguments.
#[derive(Parser, Debug)]
struct BattleArgs {
    /// The attacking unit (a Unit Sheet id: infantry, armoured-car, fighter, heavy-mortar…).
    #[arg(long)]
    attacker: String,
    #[arg(long, default_value_t = 0)]
    attacker_damage: u8,
    #[arg(long, default_value_t = 0)]
    attacker_xp: u32,
    #[arg(long)]
    defender: String,
    #[arg(long, default_value_t = 0)]
    defender_damage: u8,
    #[arg(long, default_value_t = 0)]
    defender_xp: u32,
    /// A ranged attack (range beyond 1): no return fire, no red dice.
    #[arg(long)]
    ranged: bool,
    /// Flank: +2 red dice (another own unit that could close-attack is adjacent).
    #[arg(long)]
    flank: bool,
    /// Encircle: +3 red dice (two such units, or one directly opposite).
    #[arg(long)]
    encircle: bool,
    /// The defender's hex: open, forest, trench (trench needs --expert-trenches).
    #[arg(long, default_value = "open")]
    ground: String,
    #[arg(long)]
    expert_trenches: bool,
    /// The defender stands in water: it cannot fire back (L272).
    #[arg(long)]
    defender_in_water: bool,
    /// A kill gives +1 and +2 (3) instead of +2 in all.
    #[arg(long)]
    kill_xp_stacks: bool,
    /// The attacker's combat dice (1-12), comma-separated.
    #[arg(long)]
    dice: Option<String>,
    /// The attacker's red dice (1-12), comma-separated.
    #[arg(long)]
    red: Option<String>,
    /// The defender's return-fire dice (1-12), comma-separated.
    #[arg(long)]
    back_dice: Option<String>,
    /// The attacker's hits, as the other player says them (instead of --dice and --red).
    #[arg(long)]
    hits: Option<u32>,
    /// The defender's hits, typed (instead of --back-dice).
    #[arg(long)]
    back_hits: Option<u32>,
    #[arg(long)]
    seed: Option<u64>,
    #[arg(long)]
    json: bool,
}

#[derive(Parser, Debug)]
struct ScatterArgs {
    /// Big Bertha's experience points.
    #[arg(long, default_value_t = 0)]
    xp: u32,
    /// The scatter die (1-12); without it the app rolls.
    #[arg(long)]
    dice: Option<u8>,
    #[arg(long)]
    seed: Option<u64>,
    #[arg(long)]
    json: bool,
}

#[derive(Parser, Debug)]
struct AutomaArgs {
    /// impacts, force, order or purchase.
    what: String,
    /// impacts: the Automa's unit.
    #[arg(long)]
    unit: Option<String>,
    #[arg(long, default_value_t = 0)]
    damage: u8,
    #[arg(long, default_value_t = 0)]
    xp: u32,
    /// impacts: +2 (or +1) once for Veteran or War Hero, not per level.
    #[arg(long)]
    flat: bool,
    /// force: the Automa's nation.
    #[arg(long, default_value = "germany")]
    nation: String,
    /// force: easy, standard, hard, overkill.
    #[arg(long, default_value = "standard")]
    difficulty: String,
    /// order / purchase: the Automa's units, comma-separated.
    #[arg(long, value_delimiter = ',')]
    units: Vec<String>,
    /// purchase: the cap of 2 units a type is in use.
    #[arg(long)]
    cap: bool,
    /// force / purchase: the seed of the draw from the cup, or of the random unit.
    #[arg(long)]
    seed: Option<u64>,
    #[arg(long)]
    json: bool,
}

fn data(content: &Content) -> Result<TcData, String> {
    let def = content
        .game(super::ID)
        .ok_or_else(|| "no data for trench-club".to_string())?;
    TcData::of(def).map_err(|e| e.to_string())
}

fn explain(loc: &Localizer, e: &ActionError) -> String {
    let (id, args) = e.message();
    loc.tr(id, &args)
}

fn lines(loc: &Localizer, l: &[Line]) -> Vec<String> {
    l.iter().map(|x| loc.line(x)).collect()
}

fn faces(flag: &str, s: &str) -> Result<Vec<u8>, String> {
    s.split(',')
        .map(str::trim)
        .filter(|x| !x.is_empty())
        .map(|x| {
            x.parse::<u8>()
                .ok()
                .filter(|f| (1..=12).contains(f))
                .ok_or_else(|| format!("{flag} '{s}': '{x}' is not a d12 face (1-12)"))
        })
        .collect()
}

/// `value` within `0..=MAX_XP`, or the error naming `arg`.
fn check_xp(loc: &Localizer, arg: &str, value: u32) -> Result<(), String> {
    if value <= MAX_XP {
        return Ok(());
    }
    Err(loc.tr(
        "cli-err-range",
        &[
            ("arg", arg.into()),
            ("value", value.to_string()),
            ("min", "0".into()),
            ("max", MAX_XP.to_string()),
        ],
    ))
}

/// Odds are worked out before the roll: an argument that gives dice, hits or a seed is
/// refused, naming it, rather than silently ignored.
fn check_no_roll(loc: &Localizer, a: &BattleArgs) -> Result<(), String> {
    let given = [
        ("--dice", a.dice.is_some()),
        ("--red", a.red.is_some()),
        ("--back-dice", a.back_dice.is_some()),
        ("--hits", a.hits.is_some()),
        ("--back-hits", a.back_hits.is_some()),
        ("--seed", a.seed.is_some()),
    ];
    match given.iter().find(|(_, on)| *on) {
        Some((arg, _)) => Err(loc.tr("cli-err-odds-no-roll", &[("arg", (*arg).into())])),
        None => Ok(()),
    }
}

fn situation(a: &BattleArgs) -> Result<Situation, String> {
    let support = match (a.flank, a.encircle) {
        (true, true) => {
            return Err("--flank and --encircle: give one (encircle replaces flank)".into());
        }
        (true, false) => Support::Flank,
        (false, true) => Support::Encircle,
        _ => Support::None,
    };
    let ground = match a.ground.trim() {
        "open" => Ground::Open,
        "forest" => Ground::Forest,
        "trench" => Ground::Trench,
        g => return Err(format!("--ground '{g}': use open, forest or trench")),
    };
    Ok(Situation {
        attacker: Fighter::new(a.attacker.trim(), a.attacker_damage, a.attacker_xp),
        defender: Fighter {
            in_water: a.defender_in_water,
            ..Fighter::new(a.defender.trim(), a.defender_damage, a.defender_xp)
        },
        close: !a.ranged,
        support,
        ground,
    })
}

fn rules(a: &BattleArgs) -> BattleRules {
    BattleRules {
        expert_trenches: a.expert_trenches,
        kill_xp_stacks: a.kill_xp_stacks,
    }
}

fn roll(rng: &mut GameRng, n: u32) -> Vec<u8> {
    (0..n).map(|_| rng.index(12) as u8 + 1).collect()
}

fn shots(
    rng: &mut GameRng,
    fire: &battle::Fire,
    hits: Option<u32>,
    dice: &Option<String>,
    red: &Option<String>,
    names: (&str, &str),
) -> Result<Shots, String> {
    if let Some(h) = hits {
        if dice.is_some() || red.is_some() {
            return Err(format!("{}: give the dice or the hits, not both", names.0));
        }
        return Ok(Shots::Hits(h));
    }
    let base = match dice {
        Some(d) => faces(names.0, d)?,
        None => roll(rng, fire.dice),
    };
    let red = match red {
        Some(d) => faces(names.1, d)?,
        None if dice.is_some() => vec![],
        None => roll(rng, fire.red),
    };
    Ok(Shots::Dice { base, red })
}

fn battle_cli(content: &Content, loc: &Localizer, args: &[String]) -> Result<String, String> {
    let a: BattleArgs = crate::games::parse_args_about(
        "adjutant resolve trench-club battle",
        Some(
            "Resolves one battle: the attacker and the defender with their damage and experience; give the d12s rolled (--dice, --red, --back-dice) or the hits, or let the app roll.",
        ),
        args,
    )?;
    check_xp(loc, "--attacker-xp", a.attacker_xp)?;
    check_xp(loc, "--defender-xp", a.defender_xp)?;
    let data = data(content)?;
    let s = situation(&a)?;
    let r = rules(&a);
    let plan = battle::plan(&data, &s, &r).map_err(|e| explain(loc, &e))?;
    let mut rng = a
        .seed
        .map_or_else(GameRng::from_entropy, GameRng::from_seed);
    let attack = shots(
        &mut rng,
        &plan.attack,
        a.hits,
        &a.dice,
        &a.red,
        ("--dice", "--red"),
    )?;
    let back = match &plan.back {
        Some(f) => Some(shots(
            &mut rng,
            f,
            a.back_hits,
            &a.back_dice,
            &None,
            ("--back-dice", "--back-dice"),
        )?),
        None if a.back_dice.is_some() || a.back_hits.is_some() => {
            return Err(format!(
                "--back-dice: {}",
                explain(loc, &ActionError::Rule("tc-err-back-none", vec![]))
            ));
        }
        None => None,
    };
    let out = battle::resolve(&plan, &s, &r, attack, back).map_err(|e| explain(loc, &e))?;
    let basis = super::basis::battle(&data, &s, Some(&out), &plan);
    if a.json {
        let mut v = json!({
            "attacker": s.attacker, "defender": s.defender,
            "close": s.close, "support": s.support, "ground": s.ground,
            "return_fire": plan.back.is_some(),
            "attack": plan.attack, "back": plan.back,
            "attack_shots": out.attack_shots, "back_shots": out.back_shots,
            "attacker_result": out.attacker, "defender_result": out.defender,
            "attacker_level": Level::of(out.attacker.xp_after),
            "defender_level": Level::of(out.defender.xp_after),
            "explanation": lines(loc, &out.steps),
        });
        basis.stamp(&mut v);
        return serde_json::to_string_pretty(&v).map_err(|e| e.to_string());
    }
    let mut text = vec![loc.tr(
        "tc-cli-battle",
        &[
            ("hits", out.defender.hits_taken.to_string()),
            ("damage", out.defender.damage_taken.to_string()),
            ("back", out.attacker.hits_taken.to_string()),
            ("back_damage", out.attacker.damage_taken.to_string()),
        ],
    )];
    text.extend(lines(loc, &out.steps));
    Ok(crate::games::basis_text(loc, text.join("\n"), &basis))
}

fn pct(loc: &Localizer, c: crate::core::odds::Chance) -> String {
    loc.pct(c.percent(), 1)
}

fn odds_cli_battle(content: &Content, loc: &Localizer, args: &[String]) -> Result<String, String> {
    let a: BattleArgs = parse_args("adjutant odds trench-club battle", args)?;
    check_no_roll(loc, &a)?;
    check_xp(loc, "--attacker-xp", a.attacker_xp)?;
    check_xp(loc, "--defender-xp", a.defender_xp)?;
    let data = data(content)?;
    let s = situation(&a)?;
    let plan = battle::plan(&data, &s, &rules(&a)).map_err(|e| explain(loc, &e))?;
    let o = odds::battle_odds(&plan);
    if a.json {
        let mut v = json!({ "plan": plan, "odds": o });
        super::basis::battle(&data, &s, None, &plan).stamp(&mut v);
        return serde_json::to_string_pretty(&v).map_err(|e| e.to_string());
    }
    let mut out = vec![];
    let sides = [
        ("tc-who-attacker", Some(&o.attack)),
        ("tc-who-defender", o.back.as_ref()),
    ];
    for (who, f) in sides {
        let Some(f) = f else {
            out.push(loc.t(&plan.back_reason));
            continue;
        };
        out.push(loc.tr(
            "tc-cli-odds",
            &[
                ("who", loc.t(who)),
                ("mean", loc.num(f.mean_hits, 2)),
                ("any", pct(loc, f.any_damage)),
                ("kill", pct(loc, f.kill)),
            ],
        ));
        let dmg: Vec<String> = f
            .damage
            .iter()
            .enumerate()
            .filter(|(_, c)| c.num > 0)
            .map(|(d, c)| format!("{d}: {}", pct(loc, *c)))
            .collect();
        out.push(format!("  {}", dmg.join(" · ")));
    }
    Ok(out.join("\n"))
}

fn scatter_cli(content: &Content, loc: &Localizer, args: &[String]) -> Result<String, String> {
    let a: ScatterArgs = crate::games::parse_args_about(
        "adjutant resolve trench-club scatter",
        Some("Big Bertha's scatter roll: does the shot land on target, or stray, and which way?"),
        args,
    )?;
    check_xp(loc, "--xp", a.xp)?;
    let data = data(content)?;
    let face = match a.dice {
        Some(f) => f,
        None => {
            let mut rng = a
                .seed
                .map_or_else(GameRng::from_entropy, GameRng::from_seed);
            rng.index(12) as u8 + 1
        }
    };
    let s = scatter::scatter(&data.scatter, a.xp, face)
        .map_err(|e| format!("--dice: {}", explain(loc, &e)))?;
    let basis = super::basis::scatter(&data, face, s.stray.is_some());
    if a.json {
        let mut v = serde_json::to_value(&s).map_err(|e| e.to_string())?;
        basis.stamp(&mut v);
        return serde_json::to_string_pretty(&v).map_err(|e| e.to_string());
    }
    let text = match &s.stray {
        None => loc.tr("tc-scatter-on-target", &[("face", face.to_string())]),
        Some(d) => loc.tr(
            "tc-scatter-stray",
            &[("face", face.to_string()), ("dir", format!("tc-dir-{d}"))],
        ),
    };
    Ok(crate::games::basis_text(loc, text, &basis))
}

fn automa_cli(content: &Content, loc: &Localizer, args: &[String]) -> Result<String, String> {
    let a: AutomaArgs = crate::games::parse_args_about(
        "adjutant resolve trench-club automa",
        Some(
            "The Automa's choices: how many impacts a unit takes, its force and armies, the order its units act in, and what it buys.",
        ),
        args,
    )?;
    check_xp(loc, "--xp", a.xp)?;
    let nations: Vec<&str> = content
        .game(super::ID)
        .map(|g| g.sides.iter().map(|s| s.id.as_str()).collect())
        .unwrap_or_default();
    if !nations.contains(&a.nation.as_str()) {
        return Err(loc.tr(
            "cli-err-choice",
            &[
                ("arg", "--nation".into()),
                ("value", a.nation.clone()),
                ("choices", nations.join(", ")),
            ],
        ));
    }
    let data = data(content)?;
    let names = |ids: &[String]| {
        ids.iter()
            .map(|i| loc.t(&format!("tc-unit-{i}")))
            .collect::<Vec<_>>()
    };
    match a.what.as_str() {
        "impacts" => {
            let id = a.unit.as_deref().ok_or("impacts: give --unit")?;
            let u = data
                .unit(id)
                .ok_or_else(|| format!("--unit '{id}': no such unit on the Unit Sheet"))?;
            let (n, steps) =
                automa::impacts(u, a.damage, a.xp, a.flat).map_err(|e| explain(loc, &e))?;
            let basis = super::basis::impacts(u, a.xp);
            if a.json {
                let mut v = json!({ "unit": id, "impacts": n, "explanation": lines(loc, &steps) });
                basis.stamp(&mut v);
                return Ok(v.to_string());
            }
            let mut t = vec![loc.tr("tc-automa-impacts", &[("n", n.to_string())])];
            t.extend(lines(loc, &steps));
            Ok(crate::games::basis_text(loc, t.join("\n"), &basis))
        }
        "force" => {
            let d = Difficulty::parse(&a.difficulty).ok_or_else(|| {
                format!(
                    "--difficulty '{}': use easy, standard, hard or overkill",
                    a.difficulty
                )
            })?;
            let f = automa::force(&data, &a.nation, d);
            // The armies are drawn from the cup at random (L618).
            let mut rng = a
                .seed
                .map_or_else(GameRng::from_entropy, GameRng::from_seed);
            let armies = automa::draw_armies(&f, &mut rng);
            if a.json {
                return Ok(json!({ "units": f, "armies": armies, "drawn": true }).to_string());
            }
            let mut t = vec![format!("{} ({})", names(&f).join(", "), f.len())];
            for (i, army) in armies.iter().enumerate() {
                t.push(loc.tr(
                    "tc-cli-automa-army",
                    &[
                        ("n", (i + 1).to_string()),
                        ("units", names(army).join(", ")),
                    ],
                ));
            }
            Ok(t.join("\n"))
        }
        "order" => {
            let order: Vec<String> = automa::activation_order(&data, &a.units)
                .iter()
                .map(|u| u.id.clone())
                .collect();
            if order.len() != a.units.len() {
                return Err("--units: every unit must be on the Unit Sheet".into());
            }
            if a.json {
                return Ok(json!({ "order": order }).to_string());
            }
            Ok(names(&order).join(" → "))
        }
        "purchase" => {
            let p = automa::purchase(&data, &a.nation, &a.units, a.cap);
            // "A unit at random" (L626): the app draws it among the candidates.
            let buy = match &p.buy {
                Some(b) => b.clone(),
                None if p.random_among.is_empty() => {
                    return Err(loc.t("tc-err-automa-nothing-to-buy"));
                }
                None => {
                    let mut rng = a
                        .seed
                        .map_or_else(GameRng::from_entropy, GameRng::from_seed);
                    p.random_among[rng.index(p.random_among.len())].clone()
                }
            };
            let basis = super::basis::purchase(p.assault_gun);
            if a.json {
                let mut v = json!({
                    "buy": buy,
                    "random": p.buy.is_none(),
                    "random_among": p.random_among,
                });
                basis.stamp(&mut v);
                return Ok(v.to_string());
            }
            let text = if p.buy.is_none() {
                loc.tr(
                    "tc-cli-automa-random-buy",
                    &[
                        ("unit", loc.t(&format!("tc-unit-{buy}"))),
                        ("among", names(&p.random_among).join(", ")),
                    ],
                )
            } else {
                loc.t(&format!("tc-unit-{buy}"))
            };
            Ok(crate::games::basis_text(loc, text, &basis))
        }
        other => Err(format!(
            "automa '{other}': use impacts, force, order or purchase"
        )),
    }
}

pub fn resolve(
    content: &Content,
    loc: &Localizer,
    resolver: &str,
    args: &[String],
) -> Result<String, String> {
    match resolver {
        "battle" => battle_cli(content, loc, args),
        "scatter" => scatter_cli(content, loc, args),
        "automa" => automa_cli(content, loc, args),
        "help" => Ok(crate::games::resolver_list(
            loc,
            super::ID,
            "battle, scatter, automa",
        )),
        other => Err(crate::games::no_resolver(
            loc,
            super::ID,
            other,
            "battle, scatter, automa",
        )),
    }
}

pub fn odds(
    content: &Content,
    loc: &Localizer,
    resolver: &str,
    args: &[String],
) -> Result<String, String> {
    match resolver {
        "battle" => odds_cli_battle(content, loc, args),
        other => Err(format!("no odds for '{other}' (try: battle)")),
    }
}
