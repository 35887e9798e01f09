//! Cards whose text asks for a roll of battle dice (`card_rolls.json`): Three on a Match
//! (L785), and the others listed there. Each face the card names has one effect; a face it
//! does not name does nothing. The resolver counts the effects, gives the exact odds of each
//! count before the roll, and the table step applies what the app keeps (a hit that wipes out
//! a unit earns a medal, HQ symbols earn tokens where the card says so).
//!
//! Readings where the text is silent, each a comment here and a line in
//! `docs/cc-great-war.md`:
//! - Three on a Match names only Soldier and Burst: Skull, Flag and HQ do nothing (no retreat,
//!   no HQ token: L573-575 give HQ only for a combat against a unit, and the card is a roll of
//!   its own). The target's terrain cancels nothing: the card says what each face does (L721).
//! - A card is rolled once each time it is played (its text asks for one roll): Advance Over
//!   The Top speaks of one infantry unit that has just moved (L729).
//! - Big Show (L945) does not list the Burst (digest §11 #26): by default it does nothing,
//!   the digest's reading; `CcSettings::big_show_burst_orders` reads it as ordering any field
//!   unit, like a Flag. Its HQ symbols take tokens from the pool (the card says so, so L575
//!   does not stop them), even under Direct From HQ, which speaks of combat (L953). Its dice
//!   count the Command cards held, this one included: the app's count of the hand after the
//!   card left it, plus one; the players may correct it. The units ordered get their extra
//!   die on the Battle tab (Big Show in `modifiers.json`).
//! - Replacements (L963) lists neither Burst nor Skull (digest §11 #27): both do nothing by
//!   default, the digest's reading; `CcSettings::replacements_burst_returns` reads the Burst
//!   as an HQ or Flag (a figure back to any unit). The Skull stays nothing either way: no
//!   reading of the card gives it a use. Its HQ symbols return figures, not tokens. The app
//!   keeps no figures per unit: the result says how many go back, and the players place them
//!   (never above a unit's starting figures; a unit that gets one back counts as ordered).
//! - Advance Over The Top: the extra hexes are a move, not a retreat; whether the unit may
//!   still battle is as after its normal move (L729), which the Battle tab checks with the
//!   hexes moved (at most 1 + 2, `move_and_battle` in `modifiers.json`).

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::content::{ContentError, parse_json};
use crate::core::def::GameDef;
use crate::core::dice::Die;
use crate::core::log::{Arg, Line, LogEntry};
use crate::core::odds::Chance;
use crate::core::table::{ActionError, Table};

use super::battle::{self, FACES};
use super::hq::{HqReason, hq};
use super::state::{CardRollRecord, CcSettings, CcState};
use super::{card_arg, cc_mut, rule, side_msg};

/// What one face does for a card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Effect {
    /// 1 hit on the target (Three on a Match).
    Hit,
    /// The unit that just moved goes 1 hex further (Advance Over The Top).
    ExtraHex,
    /// Orders 1 infantry unit (Big Show).
    OrderInfantry,
    /// Orders 1 machine-gun or mortar unit (Big Show).
    OrderMgMortar,
    /// Orders 1 field unit of the player's choice (Big Show).
    OrderAny,
    /// 1 HQ token from the common pool (Big Show).
    Hq,
    /// 1 lost figure back to an infantry unit (Replacements).
    FigureInfantry,
    /// 1 lost figure back to a field unit of the player's choice (Replacements).
    FigureAny,
}

impl Effect {
    pub fn id(self) -> &'static str {
        match self {
            Effect::Hit => "hit",
            Effect::ExtraHex => "extra-hex",
            Effect::OrderInfantry => "order-infantry",
            Effect::OrderMgMortar => "order-mg-mortar",
            Effect::OrderAny => "order-any",
            Effect::Hq => "hq",
            Effect::FigureInfantry => "figure-infantry",
            Effect::FigureAny => "figure-any",
        }
    }
}

/// One card of `card_rolls.json`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardRollDef {
    pub card: String,
    /// A fixed number of dice.
    #[serde(default)]
    pub dice: u32,
    /// 1 die per Command card held, this one included.
    #[serde(default)]
    pub per_command_card: bool,
    /// Face id → effect; a face not listed does nothing.
    pub faces: BTreeMap<String, Effect>,
    /// What a Burst does when the card's "Burst counts" setting is on.
    #[serde(default)]
    pub burst_alternative: Option<Effect>,
    /// A message id shown after the result (what the table does next).
    #[serde(default)]
    pub note: Option<String>,
    #[serde(default)]
    pub refs: String,
    #[serde(default)]
    pub source: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
struct CardRollsFile {
    #[serde(default)]
    #[allow(dead_code)]
    source: Option<String>,
    max_dice: super::data::Sourced,
    cards: Vec<CardRollDef>,
}

/// The cards that roll dice, and the most dice one such roll may have.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardRolls {
    pub cards: Vec<CardRollDef>,
    pub max_dice: u32,
}

/// The most dice a card roll may have in any data file (odds stay exact in 128 bits).
pub const MAX_CARD_DICE: u32 = 40;

pub const FILE: &str = "card_rolls.json";

fn check(file: &str, f: &CardRollsFile) -> Result<(), ContentError> {
    let err = |field: String, expected: &str| ContentError {
        file: file.to_string(),
        field,
        expected: expected.to_string(),
    };
    if !(1..=MAX_CARD_DICE).contains(&f.max_dice.value) {
        return Err(err(
            "max_dice.value".into(),
            &format!("a number from 1 to {MAX_CARD_DICE}"),
        ));
    }
    for (i, c) in f.cards.iter().enumerate() {
        if c.per_command_card == (c.dice > 0) {
            return Err(err(
                format!("cards[{i}]"),
                "either dice (1 or more) or per_command_card, not both",
            ));
        }
        if c.dice > f.max_dice.value {
            return Err(err(format!("cards[{i}].dice"), "at most max_dice"));
        }
        if let Some(face) = c.faces.keys().find(|k| !FACES.contains(&k.as_str())) {
            return Err(err(
                format!("cards[{i}].faces.{face}"),
                "a battle-die face: soldier, burst, skull, flag, hq",
            ));
        }
    }
    Ok(())
}

pub(super) fn validate(file: &str, text: &str) -> Result<(), ContentError> {
    check(file, &parse_json::<CardRollsFile>(file, text)?)
}

impl CardRolls {
    /// The card rolls of a loaded game; none if the file is missing (an older data folder).
    pub fn of(def: &GameDef) -> Result<CardRolls, ContentError> {
        let Some(text) = def.files.get(FILE) else {
            return Ok(CardRolls {
                cards: vec![],
                max_dice: 1,
            });
        };
        let f: CardRollsFile = parse_json(FILE, text)?;
        check(FILE, &f)?;
        Ok(CardRolls {
            cards: f.cards,
            max_dice: f.max_dice.value,
        })
    }

    pub fn card(&self, id: &str) -> Option<&CardRollDef> {
        self.cards.iter().find(|c| c.card == id)
    }
}

/// Whether the card's "Burst counts" setting is on (the text names no Burst for it).
pub fn burst_counts(settings: &CcSettings, card: &str) -> bool {
    match card {
        "big-show" => settings.big_show_burst_orders,
        "replacements" => settings.replacements_burst_returns,
        _ => false,
    }
}

impl CardRollDef {
    /// The effect of `face` for this card under these settings.
    pub fn effect(&self, face: &str, burst_counts: bool) -> Option<Effect> {
        if face == "burst" && burst_counts && self.burst_alternative.is_some() {
            return self.burst_alternative;
        }
        self.faces.get(face).copied()
    }

    /// The effects this card can have, in a fixed order.
    pub fn effects(&self, burst_counts: bool) -> Vec<Effect> {
        let mut e: Vec<Effect> = FACES
            .iter()
            .filter_map(|f| self.effect(f, burst_counts))
            .collect();
        e.sort();
        e.dedup();
        e
    }

    /// How many dice: the card's own number, or the Command cards held plus this one.
    pub fn dice(&self, hand: u32) -> u32 {
        if self.per_command_card {
            hand.saturating_add(1)
        } else {
            self.dice
        }
    }
}

/// What a card roll gave.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardOutcome {
    pub card: String,
    pub faces: Vec<String>,
    /// Each effect with how many faces gave it (effects that can happen, zero included).
    pub effects: Vec<(Effect, u32)>,
    /// Figures taken off the target, when its figures are known (Three on a Match).
    #[serde(default)]
    pub casualties: Option<u32>,
    #[serde(default)]
    pub eliminated: bool,
    pub steps: Vec<Line>,
}

impl CardOutcome {
    pub fn count(&self, e: Effect) -> u32 {
        self.effects
            .iter()
            .find(|(x, _)| *x == e)
            .map_or(0, |(_, n)| *n)
    }
}

fn faces_arg(faces: &[String]) -> Arg {
    Arg::List(
        faces
            .iter()
            .map(|f| Arg::Msg(format!("ccgw-face-{f}")))
            .collect(),
    )
}

/// Reads the faces of a card roll. `target_figures`: the target's figures, when known.
pub fn read(
    c: &CardRollDef,
    faces: &[String],
    dice: u32,
    burst_counts: bool,
    target_figures: Option<u32>,
) -> Result<CardOutcome, ActionError> {
    battle::check_faces(dice, faces)?;
    let mut effects: Vec<(Effect, u32)> = c
        .effects(burst_counts)
        .into_iter()
        .map(|e| (e, 0))
        .collect();
    for f in faces {
        if let Some(e) = c.effect(f, burst_counts)
            && let Some(slot) = effects.iter_mut().find(|(x, _)| *x == e)
        {
            slot.1 += 1;
        }
    }
    let mut steps = vec![
        Line::new("ccgw-cardroll-rolled")
            .arg("card", card_arg(&c.card))
            .arg("faces", faces_arg(faces)),
    ];
    for (e, n) in &effects {
        steps.push(Line::new(&format!("ccgw-cardroll-{}", e.id())).arg("n", *n));
    }
    let hits = effects
        .iter()
        .find(|(e, _)| *e == Effect::Hit)
        .map_or(0, |(_, n)| *n);
    let casualties = target_figures.map(|f| hits.min(f));
    let eliminated = matches!(target_figures, Some(f) if f > 0 && hits >= f);
    if eliminated {
        steps.push(Line::new("ccgw-cardroll-eliminated"));
    }
    if burst_counts && c.burst_alternative.is_some() {
        steps.push(Line::new("ccgw-cardroll-burst-setting"));
    }
    if let Some(n) = &c.note {
        steps.push(Line::new(n));
    }
    Ok(CardOutcome {
        card: c.card.clone(),
        faces: faces.to_vec(),
        effects,
        casualties,
        eliminated,
        steps,
    })
}

/// The exact chances of each count of one effect over `dice` dice (a binomial: each die gives
/// the effect on so many of its sides).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EffectOdds {
    pub effect: Effect,
    /// `counts[k]`: the chance of exactly k.
    pub counts: Vec<Chance>,
}

impl EffectOdds {
    /// The chance of at least one.
    pub fn any(&self) -> Chance {
        let den = self.counts.first().map_or(1, |c| c.den);
        let num = self.counts.iter().skip(1).map(|c| c.num).sum();
        Chance { num, den }
    }

    pub fn expected(&self) -> f64 {
        self.counts
            .iter()
            .enumerate()
            .map(|(k, c)| k as f64 * c.as_f64())
            .sum()
    }
}

fn binomial(n: u32, k: u32) -> Option<u128> {
    let mut r: u128 = 1;
    for i in 0..k.min(n - k) {
        r = r.checked_mul(u128::from(n - i))? / u128::from(i + 1);
    }
    Some(r)
}

/// Odds of every effect of the card over `dice` dice of `die`.
pub fn odds(
    c: &CardRollDef,
    die: &Die,
    dice: u32,
    burst_counts: bool,
) -> Result<Vec<EffectOdds>, ActionError> {
    let too_many = || {
        rule(
            "ccgw-err-card-dice",
            vec![
                ("dice", dice.to_string()),
                ("max", MAX_CARD_DICE.to_string()),
            ],
        )
    };
    if dice > MAX_CARD_DICE {
        return Err(too_many());
    }
    let sides = die.side_count() as u128;
    let den = sides.checked_pow(dice).ok_or_else(too_many)?;
    let mut out = vec![];
    for e in c.effects(burst_counts) {
        let a = (0..die.side_count())
            .filter(|&i| c.effect(&die.face_id(i), burst_counts) == Some(e))
            .count() as u128;
        let counts = (0..=dice)
            .map(|k| {
                let num = binomial(dice, k)
                    .and_then(|b| b.checked_mul(a.checked_pow(k)?))
                    .and_then(|x| x.checked_mul((sides - a).checked_pow(dice - k)?))
                    .ok_or_else(too_many)?;
                Ok(Chance { num, den })
            })
            .collect::<Result<Vec<_>, ActionError>>()?;
        out.push(EffectOdds { effect: e, counts });
    }
    Ok(out)
}

/// Command cards `side` holds now (the app's deck, or the physical count).
pub fn command_hand(t: &Table, side: &str) -> u32 {
    match t.extra.get::<CcState>() {
        Some(cc) if cc.settings.physical_cards => cc
            .physical
            .get(super::COMMAND)
            .and_then(|d| d.hands.get(side))
            .copied()
            .unwrap_or(0),
        _ => t
            .decks
            .get(super::COMMAND)
            .and_then(|d| d.hands.get(side))
            .map_or(0, |h| h.len() as u32),
    }
}

/// The card rolls `side` may make now: the cards of `card_rolls.json` it played this turn
/// and has not rolled yet.
pub fn pending(def: &GameDef, t: &Table, side: &str) -> Vec<String> {
    let (Ok(rolls), Some(cc)) = (CardRolls::of(def), t.extra.get::<CcState>()) else {
        return vec![];
    };
    cc.turn
        .cards_played
        .iter()
        .filter(|(s, c)| s == side && rolls.card(c).is_some())
        .filter(|(s, c)| !cc.turn.card_rolls.iter().any(|(rs, rc)| rs == s && rc == c))
        .map(|(_, c)| c.clone())
        .collect()
}

/// The number of dice the app offers for `card`: its own, or the hand plus this card.
pub fn dice_offered(def: &GameDef, t: &Table, side: &str, card: &str) -> Option<u32> {
    let rolls = CardRolls::of(def).ok()?;
    Some(rolls.card(card)?.dice(command_hand(t, side)))
}

/// A card roll at the table: the side must have played the card this turn and not rolled it
/// yet. `dice` corrects the app's count of a hand (`None`: the app's); `faces` are the dice
/// entered (`None`: the app rolls).
#[allow(clippy::too_many_arguments)]
pub(super) fn roll_card(
    def: &GameDef,
    t: &mut Table,
    side: &str,
    card: &str,
    dice: Option<u32>,
    faces: &Option<Vec<String>>,
    target_figures: Option<u32>,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let sarg = side_msg(def, side)?;
    let rolls =
        CardRolls::of(def).map_err(|e| rule("ccgw-err-data", vec![("problem", e.to_string())]))?;
    let c = rolls
        .card(card)
        .ok_or_else(|| rule("ccgw-err-no-card-roll", vec![("card", card.to_string())]))?
        .clone();
    let cc = cc_mut(t)?;
    if !cc
        .turn
        .cards_played
        .iter()
        .any(|(s, x)| s == side && x == card)
    {
        return Err(rule(
            "ccgw-err-card-not-played",
            vec![("card", card.to_string())],
        ));
    }
    if cc
        .turn
        .card_rolls
        .iter()
        .any(|(s, x)| s == side && x == card)
    {
        return Err(rule(
            "ccgw-err-card-rolled",
            vec![("card", card.to_string())],
        ));
    }
    let burst = burst_counts(&cc.settings, card);
    let n = match dice {
        Some(d) if c.per_command_card => d,
        Some(d) if d != c.dice => {
            return Err(rule(
                "ccgw-err-faces-count",
                vec![("expected", c.dice.to_string()), ("got", d.to_string())],
            ));
        }
        _ => c.dice(command_hand(t, side)),
    };
    if !(1..=rolls.max_dice).contains(&n) {
        return Err(rule(
            "ccgw-err-card-dice",
            vec![("dice", n.to_string()), ("max", rolls.max_dice.to_string())],
        ));
    }
    let die = battle::battle_die(def)?;
    let faces: Vec<String> = match faces {
        Some(f) => f.iter().map(|x| x.trim().to_ascii_lowercase()).collect(),
        None => (0..n)
            .map(|_| die.face_id(t.rng.index(die.side_count())))
            .collect(),
    };
    let outcome = read(&c, &faces, n, burst, target_figures)?;
    let mut log = vec![
        LogEntry::new(now, "ccgw-log-card-roll")
            .arg("side", sarg)
            .arg("card", card_arg(card))
            .arg("faces", faces_arg(&faces)),
    ];
    log.extend(outcome.steps.iter().skip(1).map(|l| l.at(now)));
    if outcome.eliminated {
        // The medal is offered, not taken: the players tap it (L579).
        cc_mut(t)?.medal_due = Some(side.to_string());
        log.push(LogEntry::new(now, "ccgw-log-medal-due").arg("side", side_msg(def, side)?));
    }
    let tokens = outcome.count(Effect::Hq);
    if tokens > 0 {
        log.extend(hq(
            def,
            t,
            side,
            i32::try_from(tokens).unwrap_or(0),
            HqReason::BigShow,
            now,
        )?);
    }
    let cc = cc_mut(t)?;
    cc.turn
        .card_rolls
        .push((side.to_string(), card.to_string()));
    cc.last_card_roll = Some(CardRollRecord {
        side: side.to_string(),
        dice: n,
        outcome,
    });
    Ok(log)
}
