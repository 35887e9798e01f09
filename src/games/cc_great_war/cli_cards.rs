//! `adjutant resolve cc-great-war <card> …` and `adjutant odds cc-great-war <card> …` for the
//! cards that ask for a roll (`card_rolls.json`): the same resolver as the Turn tab.

use clap::Parser;
use serde_json::{Value, json};

use super::battle;
use super::card_rolls::{self, CardRollDef, CardRolls, Effect, EffectOdds};
use crate::content::Content;
use crate::i18n::Localizer;

/// A card roll, as command-line arguments.
#[derive(Parser, Debug)]
struct CardArgs {
    /// The other Command cards in hand, not counting the card played (big-show,
    /// replacements: they roll 1 die per Command card held, this one included, so the dice
    /// are this number plus one, as the app counts them).
    #[arg(long)]
    hand: Option<u32>,
    /// Figures left in the target (cards that hit: three-on-a-match), 1 to 5.
    #[arg(long)]
    figures: Option<u32>,
    /// Bursts count, as the card's setting in the app (cards that do not name the Burst).
    #[arg(long)]
    burst_counts: bool,
    /// Faces shown by the battle dice, comma-separated: soldier, burst, skull, flag, hq.
    #[arg(long)]
    dice: Option<String>,
    /// Seed for rolling when --dice is not given.
    #[arg(long)]
    seed: Option<u64>,
    #[arg(long)]
    json: bool,
}

/// The most figures a unit can have: 4 and an explosives specialist (L39-43, L633).
const MAX_FIGURES: u32 = 5;

fn checked<'a>(
    rolls: &'a CardRolls,
    card: &str,
    a: &CardArgs,
) -> Result<(&'a CardRollDef, u32), String> {
    let c = rolls
        .card(card)
        .ok_or_else(|| format!("cc-great-war has no card roll called '{card}'"))?;
    let dice = match (c.per_command_card, a.hand) {
        (true, None) => {
            return Err(
                "--hand: give the other Command cards in hand, not counting this one (it adds its own die)"
                    .into(),
            );
        }
        (true, Some(h)) => {
            let max = rolls.max_dice.saturating_sub(1);
            if h > max {
                return Err(format!(
                    "--hand {h}: from 0 to {max} other Command cards in hand"
                ));
            }
            c.dice(h)
        }
        (false, Some(_)) => {
            return Err(format!(
                "--hand: {card} rolls its own number of dice ({}), whatever the hand",
                c.dice
            ));
        }
        (false, None) => c.dice,
    };
    if let Some(f) = a.figures {
        if !c.effects(false).contains(&Effect::Hit) {
            return Err(format!("--figures: {card} hits no unit"));
        }
        if !(1..=MAX_FIGURES).contains(&f) {
            return Err(format!("--figures {f}: from 1 to {MAX_FIGURES}"));
        }
    }
    if a.burst_counts && c.burst_alternative.is_none() {
        return Err(format!("--burst-counts: {card} names what a Burst does"));
    }
    if a.seed.is_some() && a.dice.is_some() {
        return Err("--seed: the dice are given with --dice, there is nothing to roll".into());
    }
    Ok((c, dice))
}

fn odds_json(o: &[EffectOdds]) -> Value {
    Value::Array(
        o.iter()
            .map(|e| {
                json!({
                    "effect": e.effect.id(),
                    "at_least_one": e.any().as_f64(),
                    "expected": e.expected(),
                    "distribution": e.counts.iter().enumerate().map(|(k, c)| json!({
                        "count": k, "num": c.num.to_string(), "den": c.den.to_string(), "p": c.as_f64(),
                    })).collect::<Vec<_>>(),
                })
            })
            .collect(),
    )
}

fn odds_lines(loc: &Localizer, o: &[EffectOdds]) -> Vec<String> {
    o.iter()
        .map(|e| {
            loc.tr(
                &format!("ccgw-cardodds-{}", e.effect.id()),
                &[
                    ("p", loc.num(e.any().percent(), 1)),
                    ("mean", loc.num(e.expected(), 2)),
                ],
            )
        })
        .collect()
}

/// The card resolvers, by name (the card's id).
pub fn names(content: &Content) -> Vec<String> {
    content
        .game(super::ID)
        .and_then(|d| CardRolls::of(d).ok())
        .map(|r| r.cards.iter().map(|c| c.card.clone()).collect())
        .unwrap_or_default()
}

pub fn resolve(
    content: &Content,
    loc: &Localizer,
    card: &str,
    args: &[String],
    odds_only: bool,
) -> Result<String, String> {
    let name = if odds_only {
        format!("adjutant odds cc-great-war {card}")
    } else {
        format!("adjutant resolve cc-great-war {card}")
    };
    let a: CardArgs = crate::games::parse_args_about(
        &name,
        Some(
            "Resolves the roll a Combat card asks for: give the faces rolled with --dice, or let the app roll.",
        ),
        args,
    )?;
    let def = content
        .game(super::ID)
        .ok_or_else(|| "no data for cc-great-war".to_string())?;
    let rolls = CardRolls::of(def).map_err(|e| e.to_string())?;
    let (c, dice) = checked(&rolls, card, &a)?;
    let die = battle::battle_die(def).map_err(|e| super::cli::explain(loc, &e))?;
    let odds = card_rolls::odds(c, &die, dice, a.burst_counts)
        .map_err(|e| super::cli::explain(loc, &e))?;
    let mut basis = super::basis::card(card, a.burst_counts);
    super::basis::die_layout(def, &mut basis);
    if odds_only {
        if a.dice.is_some() {
            return Err("--dice: odds are computed before the roll; leave the dice out".into());
        }
        if a.seed.is_some() {
            return Err("--seed: odds are exact, nothing is rolled; leave the seed out".into());
        }
        if a.json {
            let mut v = json!({ "card": card, "dice": dice, "odds": odds_json(&odds) });
            basis.stamp(&mut v);
            return serde_json::to_string_pretty(&v).map_err(|e| e.to_string());
        }
        let mut out = super::cli::basis_lines(loc, &basis);
        out.extend(odds_lines(loc, &odds));
        return Ok(out.join("\n"));
    }
    let faces: Vec<String> = match &a.dice {
        Some(list) => list
            .split(',')
            .map(|x| x.trim().to_ascii_lowercase())
            .filter(|x| !x.is_empty())
            .collect(),
        None => {
            let mut rng = match a.seed {
                Some(s) => crate::core::rng::GameRng::from_seed(s),
                None => crate::core::rng::GameRng::from_entropy(),
            };
            (0..dice)
                .map(|_| die.face_id(rng.index(die.side_count())))
                .collect()
        }
    };
    let o = card_rolls::read(c, &faces, dice, a.burst_counts, a.figures).map_err(|e| {
        format!(
            "--dice '{}': {}",
            a.dice.clone().unwrap_or_default(),
            super::cli::explain(loc, &e)
        )
    })?;
    let steps: Vec<String> = o.steps.iter().map(|l| loc.line(l)).collect();
    if a.json {
        let effects: serde_json::Map<String, Value> = o
            .effects
            .iter()
            .map(|(e, n)| (e.id().to_string(), Value::from(*n)))
            .collect();
        let mut v = json!({
            "card": card,
            "dice": dice,
            "faces": o.faces,
            "effects": effects,
            "casualties": o.casualties,
            "eliminated": o.eliminated,
            "medal": o.eliminated,
            "odds": odds_json(&odds),
            "steps": steps,
        });
        basis.stamp(&mut v);
        return serde_json::to_string_pretty(&v).map_err(|e| e.to_string());
    }
    let mut out = super::cli::basis_lines(loc, &basis);
    out.extend(steps);
    Ok(crate::games::basis_text(loc, out.join("\n"), &basis))
}
