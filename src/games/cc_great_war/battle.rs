//! The battle resolver: how many battle dice a unit rolls (unit, range, the firer's terrain,
//! cards) and what the faces mean (hits, retreat, HQ), with the exact odds before the roll.
//!
//! Readings where the text is unclear (digest §11), each a setting or a comment:
//! - Each uncancelled Soldier is one hit (digest §4a, §11 #4); `SoldierRule::AnyOne` is the
//!   other reading ("one or more Soldiers make one hit"), for players who disagree.
//! - Soldier cancellation by terrain is automatic, ignoring Flags is the owner's choice flag by
//!   flag (§11 #38), so the retreat is reported as a range.
//! - The text gives no minimum number of dice (§11 #36): zero dice means no attack, refused.
//! - Mortar Barrage's extra die "for the whole turn" (L789) counts in close combat too;
//!   `CcSettings::mortar_barrage_ranged_only` is the other reading.

use serde::{Deserialize, Serialize};

use super::data::{CardBy, CardDeck, CcData, DiceCard, Protection, UnitDef, When};
use super::state::CcSettings;
use crate::core::def::GameDef;
use crate::core::dice::Die;
use crate::core::log::Line;
use crate::core::odds::Chance;
use crate::core::table::ActionError;

/// The five battle-die symbols, as face ids in `dice.json`.
pub const FACES: [&str; 5] = ["soldier", "burst", "skull", "flag", "hq"];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum SoldierRule {
    /// Each Soldier left after protection is one hit.
    #[default]
    Each,
    /// One or more Soldiers left after protection make a single hit.
    AnyOne,
}

/// The attack as the players describe it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Situation {
    pub unit: String,
    /// Hexes to the target, counting the target's hex and not the firer's; 1 = adjacent
    /// (close combat).
    pub range: u32,
    /// Hexes the unit moved this turn.
    #[serde(default)]
    pub moved: u32,
    /// The firer's hex.
    #[serde(default)]
    pub firer_terrain: Option<String>,
    /// Whether the firer moved into that hex this turn.
    #[serde(default)]
    pub firer_moved_in: bool,
    /// Cards in play that change dice (ids from `modifiers.json`).
    #[serde(default)]
    pub cards: Vec<String>,
    /// Any other change of dice the players agree on.
    #[serde(default)]
    pub extra_dice: i32,
    pub target_terrain: String,
    /// Close combat against a hill from an adjacent hill.
    #[serde(default)]
    pub from_hill: bool,
    /// No Flag may be ignored (Gas Attack, Lice…).
    #[serde(default)]
    pub flags_locked: bool,
    /// The target ignores every Soldier (Body Armour, against ranged fire).
    #[serde(default)]
    pub body_armour: bool,
    /// The target may ignore every Flag (Hold at All Costs).
    #[serde(default)]
    pub hold_at_all_costs: bool,
    /// HQ symbols earn nothing this turn (Direct From HQ).
    #[serde(default)]
    pub no_hq: bool,
    /// Figures left in the target unit, when known (for lost hits and the medal).
    #[serde(default)]
    pub target_figures: Option<u32>,
}

impl Situation {
    pub fn new(unit: &str, range: u32, target_terrain: &str) -> Situation {
        Situation {
            unit: unit.into(),
            range,
            moved: 0,
            firer_terrain: None,
            firer_moved_in: false,
            cards: vec![],
            extra_dice: 0,
            target_terrain: target_terrain.into(),
            from_hill: false,
            flags_locked: false,
            body_armour: false,
            hold_at_all_costs: false,
            no_hq: false,
            target_figures: None,
        }
    }

    pub fn is_close(&self) -> bool {
        self.range == 1
    }
}

/// How the faces of one combat are read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reading {
    /// Soldiers cancelled by protection (`u32::MAX`: all of them).
    pub soldiers_cancelled: u32,
    /// Flags the target may choose to ignore (`u32::MAX`: all of them).
    pub flags_ignorable: u32,
    pub skulls_hit: bool,
    pub hq_earns: bool,
    pub soldier_rule: SoldierRule,
}

/// The dice a unit is entitled to, with each step of the count.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DiceCount {
    pub dice: u32,
    pub steps: Vec<Line>,
}

/// What a roll did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub bursts: u32,
    pub soldiers: u32,
    pub soldiers_cancelled: u32,
    pub skulls: u32,
    pub skull_hits: u32,
    pub flags: u32,
    pub flags_ignorable: u32,
    pub hq: u32,
    pub hits: u32,
    /// Hexes of retreat if every ignorable Flag is ignored, and if none is.
    pub retreat_min: u32,
    pub retreat_max: u32,
    /// HQ tokens the attacker takes from the pool.
    pub hq_earned: u32,
    /// Figures removed (hits beyond the figures left are lost), when the figures are known.
    pub casualties: Option<u32>,
    /// The last figure was removed: the attacker earns a Victory Medal.
    pub eliminated: bool,
    pub steps: Vec<Line>,
}

fn rule(id: &'static str, args: Vec<(&'static str, String)>) -> ActionError {
    ActionError::Rule(id, args)
}

/// The battle die of this game's data, checked to carry the five symbols.
pub fn battle_die(def: &GameDef) -> Result<Die, ActionError> {
    let die = def
        .die("battle")
        .ok_or_else(|| rule("ccgw-err-no-battle-die", vec![]))?;
    for i in 0..die.side_count() {
        let f = die.face_id(i);
        if !FACES.contains(&f.as_str()) {
            return Err(rule("ccgw-err-battle-face", vec![("face", f)]));
        }
    }
    Ok(die)
}

/// How many battle dice the situation gives, step by step, read with the default settings.
pub fn dice_count(data: &CcData, s: &Situation) -> Result<DiceCount, ActionError> {
    dice_count_in(data, s, &CcSettings::default())
}

/// A card of the situation, refused with the card's own rulebook lines.
fn card_refusal(id: &'static str, card: &DiceCard, unit: &UnitDef) -> ActionError {
    rule(
        id,
        vec![
            ("card", format!("ccgw-card-{}", card.card)),
            ("unit", unit.name.clone()),
            ("refs", card.refs.clone()),
        ],
    )
}

/// The cards of a situation, each checked to apply to this unit and this kind of combat, and
/// together to be playable in one roll: one Command and one Combat card per side a turn (L232,
/// L717-719), and never the attacker's cards with the defender's (the defender's own roll when
/// it strikes back: Butt & Bayonet L807, Surprise Ambush L853, Return Fire L841).
fn situation_cards<'a>(
    data: &'a CcData,
    s: &Situation,
    unit: &UnitDef,
    settings: &CcSettings,
) -> Result<Vec<&'a DiceCard>, ActionError> {
    let mut cards: Vec<&DiceCard> = vec![];
    for c in &s.cards {
        let card = data
            .card(c)
            .ok_or_else(|| rule("ccgw-err-unknown-card", vec![("card", c.clone())]))?;
        if cards.iter().any(|x| x.card == card.card) {
            return Err(card_refusal("ccgw-err-card-twice", card, unit));
        }
        // Mortar Barrage's die counts in every battle of the turn unless the players read it
        // as ranged fire only (L789: a setting).
        let when = if card.card == "mortar-barrage" && settings.mortar_barrage_ranged_only {
            When::Ranged
        } else {
            card.when
        };
        match when {
            When::Ranged if s.is_close() => {
                return Err(card_refusal("ccgw-err-card-ranged-only", card, unit));
            }
            When::Close if !s.is_close() => {
                return Err(card_refusal("ccgw-err-card-close-only", card, unit));
            }
            _ => {}
        }
        if !card.units.is_empty() && !card.units.contains(&unit.id) {
            return Err(card_refusal("ccgw-err-card-unit", card, unit));
        }
        for other in &cards {
            if other.deck == card.deck {
                return Err(rule(
                    match card.deck {
                        CardDeck::Combat => "ccgw-err-two-combat-cards",
                        CardDeck::Command => "ccgw-err-two-command-cards",
                    },
                    vec![
                        ("first", format!("ccgw-card-{}", other.card)),
                        ("second", format!("ccgw-card-{}", card.card)),
                    ],
                ));
            }
            if other.by != card.by {
                let (att, def) = if card.by == CardBy::Defender {
                    (*other, card)
                } else {
                    (card, *other)
                };
                return Err(rule(
                    "ccgw-err-card-sides",
                    vec![
                        ("attacker", format!("ccgw-card-{}", att.card)),
                        ("defender", format!("ccgw-card-{}", def.card)),
                    ],
                ));
            }
        }
        cards.push(card);
    }
    Ok(cards)
}

/// How many battle dice the situation gives, step by step. Refused: a unit that moved too far
/// to battle, cards that do not apply or cannot be played together, more dice than the game can
/// field (`max_battle_dice` in `turn.json`), and an attack left with no dice (the text has no
/// minimum, digest §11 #36: no dice means no attack).
pub fn dice_count_in(
    data: &CcData,
    s: &Situation,
    settings: &CcSettings,
) -> Result<DiceCount, ActionError> {
    let unit = data
        .unit(&s.unit)
        .ok_or_else(|| rule("ccgw-err-unknown-unit", vec![("unit", s.unit.clone())]))?;
    let max = unit.dice.len() as u32;
    if s.range == 0 || s.range > max {
        return Err(rule(
            "ccgw-err-out-of-range",
            vec![
                ("unit", unit.name.clone()),
                ("max", max.to_string()),
                ("range", s.range.to_string()),
            ],
        ));
    }
    let cap = data.turn.max_battle_dice.value;
    if s.extra_dice.unsigned_abs() > cap {
        return Err(rule(
            "ccgw-err-extra-dice",
            vec![("max", cap.to_string()), ("dice", s.extra_dice.to_string())],
        ));
    }
    let cards = situation_cards(data, s, unit, settings)?;
    // Moving into a hex is a move (L1025, L1047), even when the hexes moved were not given.
    let moved = s.moved.max(u32::from(s.firer_moved_in));
    let base_move = CcData::move_and_battle(unit);
    let card_move = cards
        .iter()
        .filter_map(|c| c.move_and_battle.map(|m| (m, *c)))
        .max_by_key(|(m, _)| *m);
    let limit = base_move.max(card_move.map_or(0, |(m, _)| m));
    if moved > limit {
        return Err(if limit == 0 {
            rule(
                "ccgw-err-moved-no-battle",
                vec![("unit", unit.name.clone()), ("moved", moved.to_string())],
            )
        } else {
            rule(
                "ccgw-err-moved-too-far",
                vec![
                    ("unit", unit.name.clone()),
                    ("moved", moved.to_string()),
                    ("max", limit.to_string()),
                ],
            )
        });
    }
    let base = unit.dice[(s.range - 1) as usize];
    let mut steps = vec![
        Line::new(if s.is_close() {
            "ccgw-step-base-close"
        } else {
            "ccgw-step-base-ranged"
        })
        .msg_arg("unit", &unit.name)
        .arg("range", s.range)
        .arg("dice", base),
    ];
    if moved > base_move
        && let Some((m, c)) = card_move
    {
        steps.push(
            Line::new("ccgw-step-card-move")
                .msg_arg("card", &format!("ccgw-card-{}", c.card))
                .arg("moved", moved)
                .arg("max", m),
        );
    }
    let mut dice = base as i64;
    if let Some(ft) = &s.firer_terrain {
        let t = data
            .terrain(ft)
            .ok_or_else(|| rule("ccgw-err-unknown-terrain", vec![("terrain", ft.clone())]))?;
        if s.firer_moved_in && t.moved_in != 0 {
            dice += t.moved_in as i64;
            steps.push(
                Line::new("ccgw-step-moved-in")
                    .msg_arg("terrain", &t.name)
                    .arg("dice", format!("{:+}", t.moved_in)),
            );
        }
        if t.while_in != 0 {
            dice += t.while_in as i64;
            steps.push(
                Line::new("ccgw-step-while-in")
                    .msg_arg("terrain", &t.name)
                    .arg("dice", format!("{:+}", t.while_in)),
            );
        }
    }
    for card in cards.iter().filter(|c| c.dice != 0) {
        dice += card.dice as i64;
        steps.push(
            Line::new("ccgw-step-card")
                .msg_arg("card", &format!("ccgw-card-{}", card.card))
                .arg("dice", format!("{:+}", card.dice)),
        );
    }
    if s.extra_dice != 0 {
        dice += s.extra_dice as i64;
        steps.push(Line::new("ccgw-step-extra").arg("dice", format!("{:+}", s.extra_dice)));
    }
    if dice <= 0 {
        return Err(rule("ccgw-err-no-dice", vec![("dice", dice.to_string())]));
    }
    if dice > cap as i64 {
        return Err(rule(
            "ccgw-err-too-many-dice",
            vec![("dice", dice.to_string()), ("max", cap.to_string())],
        ));
    }
    let dice = dice as u32;
    steps.push(Line::new("ccgw-step-total").arg("dice", dice));
    Ok(DiceCount { dice, steps })
}

/// The faces entered must be as many as the dice the roll is entitled to: more would count
/// hits never rolled, fewer would drop some. A card the app does not know is entered as extra
/// dice, so the count agrees with the table.
pub fn check_faces(expected: u32, faces: &[String]) -> Result<(), ActionError> {
    if faces.len() != expected as usize {
        return Err(rule(
            "ccgw-err-faces-count",
            vec![
                ("expected", expected.to_string()),
                ("got", faces.len().to_string()),
            ],
        ));
    }
    tally(faces).map(|_| ())
}

/// How the target's terrain and the cards read the faces of this attack.
pub fn reading(
    data: &CcData,
    s: &Situation,
    soldier_rule: SoldierRule,
) -> Result<(Reading, Vec<Line>), ActionError> {
    let unit = data
        .unit(&s.unit)
        .ok_or_else(|| rule("ccgw-err-unknown-unit", vec![("unit", s.unit.clone())]))?;
    let t = data.terrain(&s.target_terrain).ok_or_else(|| {
        rule(
            "ccgw-err-unknown-terrain",
            vec![("terrain", s.target_terrain.clone())],
        )
    })?;
    let mut steps = Vec::new();
    let prot: Protection = if s.is_close() {
        match (s.from_hill, t.close_from_hill) {
            (true, Some(p)) => p,
            _ => t.close,
        }
    } else {
        t.ranged
    };
    steps.push(
        Line::new("ccgw-step-protection")
            .msg_arg("terrain", &t.name)
            .arg("soldiers", prot.soldiers)
            .arg("flags", prot.flags),
    );
    let mut r = Reading {
        soldiers_cancelled: prot.soldiers,
        flags_ignorable: prot.flags,
        skulls_hit: s.is_close() || unit.skulls_hit_at_range.contains(&s.range),
        hq_earns: !s.no_hq,
        soldier_rule,
    };
    if r.skulls_hit {
        steps.push(Line::new(if s.is_close() {
            "ccgw-step-skulls-close"
        } else {
            "ccgw-step-skulls-specialist"
        }));
    }
    if s.body_armour && !s.is_close() {
        r.soldiers_cancelled = u32::MAX;
        steps.push(Line::new("ccgw-step-body-armour"));
    }
    if s.hold_at_all_costs {
        r.flags_ignorable = u32::MAX;
        steps.push(Line::new("ccgw-step-hold"));
    }
    // A card that forbids ignoring Flags wins over one that allows it: the text leaves the
    // order open (L720), and forbidding is what the attacker paid for.
    if s.flags_locked {
        r.flags_ignorable = 0;
        steps.push(Line::new("ccgw-step-flags-locked"));
    }
    if s.no_hq {
        steps.push(Line::new("ccgw-step-no-hq"));
    }
    Ok((r, steps))
}

/// Counts each symbol among face ids.
pub fn tally(faces: &[String]) -> Result<[u32; 5], ActionError> {
    let mut n = [0u32; 5];
    for f in faces {
        let i = FACES
            .iter()
            .position(|x| x.eq_ignore_ascii_case(f.trim()))
            .ok_or_else(|| rule("ccgw-err-battle-face", vec![("face", f.clone())]))?;
        n[i] += 1;
    }
    Ok(n)
}

/// What the faces do under a reading.
pub fn read_faces(
    faces: &[String],
    r: &Reading,
    target_figures: Option<u32>,
) -> Result<Outcome, ActionError> {
    let [soldiers, bursts, skulls, flags, hq] = tally(faces)?;
    let cancelled = soldiers.min(r.soldiers_cancelled);
    let left = soldiers - cancelled;
    let soldier_hits = match r.soldier_rule {
        SoldierRule::Each => left,
        SoldierRule::AnyOne => u32::from(left > 0),
    };
    let skull_hits = if r.skulls_hit { skulls } else { 0 };
    let hits = bursts + soldier_hits + skull_hits;
    let ignorable = flags.min(r.flags_ignorable);
    let hq_earned = if r.hq_earns { hq } else { 0 };
    let casualties = target_figures.map(|f| hits.min(f));
    let eliminated = target_figures.is_some_and(|f| f > 0 && hits >= f);
    let mut steps = vec![
        Line::new("ccgw-step-faces")
            .arg("soldiers", soldiers)
            .arg("bursts", bursts)
            .arg("skulls", skulls)
            .arg("flags", flags)
            .arg("hq", hq),
        Line::new("ccgw-step-hits")
            .arg("bursts", bursts)
            .arg("soldiers", soldier_hits)
            .arg("cancelled", cancelled)
            .arg("skulls", skull_hits)
            .arg("hits", hits),
    ];
    if let (Some(c), Some(f)) = (casualties, target_figures) {
        steps.push(
            Line::new("ccgw-step-casualties")
                .arg("removed", c)
                .arg("figures", f)
                .arg("lost", hits - c),
        );
    }
    if eliminated {
        steps.push(Line::new("ccgw-step-eliminated"));
    }
    if flags > 0 {
        steps.push(if ignorable > 0 {
            Line::new("ccgw-step-retreat-choice")
                .arg("flags", flags)
                .arg("ignorable", ignorable)
                .arg("min", flags - ignorable)
                .arg("max", flags)
        } else {
            Line::new("ccgw-step-retreat").arg("flags", flags)
        });
    }
    if hq > 0 {
        steps.push(if r.hq_earns {
            Line::new("ccgw-step-hq").arg("hq", hq)
        } else {
            Line::new("ccgw-step-hq-none").arg("hq", hq)
        });
    }
    Ok(Outcome {
        bursts,
        soldiers,
        soldiers_cancelled: cancelled,
        skulls,
        skull_hits,
        flags,
        flags_ignorable: ignorable,
        hq,
        hits,
        retreat_min: flags - ignorable,
        retreat_max: flags,
        hq_earned,
        casualties,
        eliminated,
        steps,
    })
}

/// Reminders that depend on the roll, added to the outcome's steps: a Burst from a unit whose
/// Bursts clear wire (the mortar) on a target in wire removes the wire (L1205).
pub fn add_notes(data: &CcData, s: &Situation, o: &mut Outcome) {
    let bursts_clear = data.unit(&s.unit).is_some_and(|u| u.bursts_clear_wire);
    if let Some(t) = data.terrain(&s.target_terrain)
        && bursts_clear
        && t.cleared_by_burst
        && o.bursts > 0
    {
        o.steps.push(Line::new("ccgw-step-wire-cut"));
    }
}

/// Exact odds of one combat before the roll.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BattleOdds {
    pub dice: u32,
    /// `hits[k]` = chance of exactly k hits (before figures run out).
    pub hits: Vec<Chance>,
    /// Chance that at least one Flag must be carried out (more Flags than may be ignored).
    pub forced_retreat: Chance,
    /// Chance of at least one Flag.
    pub any_flag: Chance,
    /// Expected HQ tokens earned.
    pub expected_hq: f64,
    pub expected_hits: f64,
    /// Chance of eliminating the target, when its figures are known.
    pub eliminate: Option<Chance>,
}

/// Exact odds for `dice` battle dice read with `r`. Every count below is at most the number of
/// outcomes, `sides^dice`, so checking that one number fits in 128 bits keeps them all exact;
/// with the cap on dice (`MAX_BATTLE_DICE`) a six-sided die always fits.
pub fn odds(
    die: &Die,
    dice: u32,
    r: &Reading,
    target_figures: Option<u32>,
) -> Result<BattleOdds, ActionError> {
    let sides = die.side_count() as u128;
    let total = sides
        .checked_pow(dice)
        .filter(|_| dice <= super::data::MAX_BATTLE_DICE)
        .ok_or_else(|| rule("ccgw-err-odds-too-large", vec![("dice", dice.to_string())]))?;
    let count = |id: &str| {
        (0..die.side_count())
            .filter(|&i| die.face_id(i) == id)
            .count() as u128
    };
    let (p_soldier, p_burst, p_skull, p_flag, p_hq) = (
        count("soldier"),
        count("burst"),
        count("skull"),
        count("flag"),
        count("hq"),
    );
    // Each die adds to "sure hits" (bursts, and skulls when they hit), to Soldiers, or nothing.
    let p_sure = p_burst + if r.skulls_hit { p_skull } else { 0 };
    let p_none = sides - p_sure - p_soldier;
    let n = dice as usize;
    // ways[s][k]: outcomes with s sure hits and k Soldiers.
    let mut ways = vec![vec![0u128; n + 1]; n + 1];
    ways[0][0] = 1;
    for _ in 0..n {
        let mut next = vec![vec![0u128; n + 1]; n + 1];
        for s in 0..=n {
            for k in 0..=n {
                let w = ways[s][k];
                if w == 0 {
                    continue;
                }
                next[s][k] += w * p_none;
                if s < n {
                    next[s + 1][k] += w * p_sure;
                }
                if k < n {
                    next[s][k + 1] += w * p_soldier;
                }
            }
        }
        ways = next;
    }
    let mut hits = vec![0u128; n + 1];
    for (s, row) in ways.iter().enumerate() {
        for (k, &w) in row.iter().enumerate() {
            if w == 0 {
                continue;
            }
            let left = (k as u32).saturating_sub(r.soldiers_cancelled);
            let sh = match r.soldier_rule {
                SoldierRule::Each => left,
                SoldierRule::AnyOne => u32::from(left > 0),
            };
            hits[s + sh as usize] += w;
        }
    }
    // Flags: binomial over dice.
    let binom = |p: u128, at_least: u32| -> u128 {
        let mut dist = vec![0u128; n + 1];
        dist[0] = 1;
        for _ in 0..n {
            let mut nd = vec![0u128; n + 1];
            for (j, &w) in dist.iter().enumerate() {
                nd[j] += w * (sides - p);
                if j < n {
                    nd[j + 1] += w * p;
                }
            }
            dist = nd;
        }
        dist.iter()
            .enumerate()
            .filter(|(j, _)| *j as u32 >= at_least)
            .map(|(_, w)| *w)
            .sum()
    };
    let forced = if r.flags_ignorable == u32::MAX {
        0
    } else {
        binom(p_flag, r.flags_ignorable.saturating_add(1))
    };
    let any_flag = binom(p_flag, 1);
    let ch = |num| Chance { num, den: total };
    let expected_hits = hits
        .iter()
        .enumerate()
        .map(|(k, &w)| k as f64 * w as f64)
        .sum::<f64>()
        / total as f64;
    let eliminate = target_figures.map(|f| {
        ch(hits
            .iter()
            .enumerate()
            .filter(|(k, _)| *k as u32 >= f.max(1))
            .map(|(_, w)| *w)
            .sum())
    });
    Ok(BattleOdds {
        dice,
        hits: hits.into_iter().map(ch).collect(),
        forced_retreat: ch(forced),
        any_flag: ch(any_flag),
        expected_hq: if r.hq_earns {
            dice as f64 * p_hq as f64 / sides as f64
        } else {
            0.0
        },
        expected_hits,
        eliminate,
    })
}
