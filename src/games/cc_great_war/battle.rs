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
    /// The target's unit (an id of `units.json`), when the players give it: cards played
    /// against some units only (Gas Attack: infantry, L745) need it.
    #[serde(default)]
    pub target_unit: Option<String>,
    /// Close combat against a hill from an adjacent hill.
    #[serde(default)]
    pub from_hill: bool,
    /// No Flag may be ignored (Lice…; Gas Attack is a card of `cards`, checked against
    /// `target_unit`).
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
    /// One of those figures is a specialist: hits never take it (L633), and it goes with the
    /// last other figure (L634).
    #[serde(default)]
    pub target_specialist: bool,
    /// Hexes the target can retreat before its path is blocked by units, impassable terrain
    /// or its own board edge; each retreat hex it cannot make costs a figure (L535-536).
    /// `None`: not blocked.
    #[serde(default)]
    pub retreat_room: Option<u32>,
    /// Crossfire (L374-376): the other machine-gun teams firing at the same target in the same
    /// roll, each with its own range and hex. Empty: the unit fires alone.
    #[serde(default)]
    pub crossfire: Vec<Crossfirer>,
}

/// Another machine-gun team joining a Crossfire: its dice are counted on their own (its
/// range, its hex, the cards of the roll), then rolled with the others (L376).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Crossfirer {
    pub range: u32,
    #[serde(default)]
    pub firer_terrain: Option<String>,
    #[serde(default)]
    pub extra_dice: i32,
}

impl Crossfirer {
    pub fn new(range: u32) -> Crossfirer {
        Crossfirer {
            range,
            firer_terrain: None,
            extra_dice: 0,
        }
    }
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
            target_unit: None,
            from_hill: false,
            flags_locked: false,
            body_armour: false,
            hold_at_all_costs: false,
            no_hq: false,
            target_figures: None,
            target_specialist: false,
            retreat_room: None,
            crossfire: vec![],
        }
    }

    /// The situation of one of the other teams of a Crossfire: its own range and hex, the
    /// roll's cards and target.
    pub fn crossfirer(&self, c: &Crossfirer) -> Situation {
        Situation {
            range: c.range,
            moved: 0,
            firer_terrain: c.firer_terrain.clone(),
            firer_moved_in: false,
            extra_dice: c.extra_dice,
            crossfire: vec![],
            ..self.clone()
        }
    }

    /// What the players know of the target.
    pub fn target(&self) -> Target {
        Target {
            figures: self.target_figures,
            specialist: self.target_specialist,
            retreat_room: self.retreat_room,
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
    /// Figures lost to a blocked retreat (L535-536) if the target ignores every Flag it may,
    /// and if it ignores none; already in `casualties` (the smaller number: ignoring Flags is
    /// the owner's choice, L540).
    #[serde(default)]
    pub retreat_losses: u32,
    #[serde(default)]
    pub retreat_losses_max: u32,
    pub steps: Vec<Line>,
}

/// What the players know of the target before the roll.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Target {
    pub figures: Option<u32>,
    pub specialist: bool,
    pub retreat_room: Option<u32>,
}

impl Target {
    /// Figures that hits and blocked retreats can take: the specialist is not one (L633).
    fn removable(&self) -> Option<u32> {
        self.figures
            .map(|f| f.saturating_sub(u32::from(self.specialist)))
    }

    /// Figures lost to `hits` and to a retreat of `retreat` hexes, and whether the unit is
    /// gone. Hits come first, then the retreat (L524).
    fn losses(&self, hits: u32, retreat: u32) -> (Option<u32>, u32, bool) {
        let blocked = self
            .retreat_room
            .map_or(0, |room| retreat.saturating_sub(room));
        match self.removable() {
            Some(f) => {
                let from_hits = hits.min(f);
                let from_retreat = blocked.min(f - from_hits);
                let gone = self.figures.is_some_and(|all| all > 0) && from_hits + from_retreat >= f;
                (Some(from_hits + from_retreat), from_retreat, gone)
            }
            None => (None, blocked, false),
        }
    }
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
        // A card played against some units only (Gas Attack: infantry, L745) needs the
        // target's unit, and refuses any other.
        if !card.target_units.is_empty() {
            let target = s
                .target_unit
                .as_deref()
                .ok_or_else(|| card_refusal("ccgw-err-card-target-unknown", card, unit))?;
            let tdef = data
                .unit(target)
                .ok_or_else(|| rule("ccgw-err-unknown-unit", vec![("unit", target.to_string())]))?;
            if !card.target_units.contains(&tdef.id) {
                return Err(card_refusal("ccgw-err-card-target-unit", card, tdef));
            }
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
    if s.crossfire.is_empty() {
        return one_unit_count(data, s, settings);
    }
    crossfire_count(data, s, settings)
}

/// A Crossfire's dice (L374-376): two or more ordered machine-gun teams (`crossfire` units in
/// `units.json`), at most as many as a side has (`max_crossfire_units` in `turn.json`, L39,
/// L43), all at range, each counted on its own, then added into one roll no bigger than the
/// game's largest.
fn crossfire_count(
    data: &CcData,
    s: &Situation,
    settings: &CcSettings,
) -> Result<DiceCount, ActionError> {
    let unit = data
        .unit(&s.unit)
        .ok_or_else(|| rule("ccgw-err-unknown-unit", vec![("unit", s.unit.clone())]))?;
    if !unit.crossfire {
        return Err(rule(
            "ccgw-err-crossfire-unit",
            vec![("unit", unit.name.clone())],
        ));
    }
    let teams = s.crossfire.len().saturating_add(1);
    let max = data.turn.max_crossfire_units.value;
    if teams > max as usize {
        return Err(rule(
            "ccgw-err-crossfire-too-many",
            vec![("teams", teams.to_string()), ("max", max.to_string())],
        ));
    }
    let all = std::iter::once(s.clone()).chain(s.crossfire.iter().map(|c| s.crossfirer(c)));
    let mut dice = 0u32;
    let mut steps = vec![Line::new("ccgw-step-crossfire").arg("teams", teams)];
    for (i, one) in all.enumerate() {
        if one.is_close() {
            return Err(rule(
                "ccgw-err-crossfire-close",
                vec![("team", (i + 1).to_string())],
            ));
        }
        // A team left with no dice cannot fire: say which, so it can be left out.
        let c = one_unit_count(data, &one, settings).map_err(|e| match e.message() {
            ("ccgw-err-no-dice", args) => rule(
                "ccgw-err-crossfire-no-dice",
                [("team", (i + 1).to_string())]
                    .into_iter()
                    .chain(args.into_iter().filter(|(k, _)| *k == "dice"))
                    .collect(),
            ),
            _ => e,
        })?;
        steps.push(Line::new("ccgw-step-crossfire-team").arg("team", i + 1));
        // Each team's own total is folded into the team line and the grand total.
        steps.extend(c.steps.into_iter().filter(|l| l.msg != "ccgw-step-total"));
        dice = dice.saturating_add(c.dice);
    }
    let cap = data.turn.max_battle_dice.value;
    if dice > cap {
        return Err(rule(
            "ccgw-err-too-many-dice",
            vec![("dice", dice.to_string()), ("max", cap.to_string())],
        ));
    }
    steps.push(Line::new("ccgw-step-total").arg("dice", dice));
    Ok(DiceCount { dice, steps })
}

/// One unit's dice, step by step.
fn one_unit_count(
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
    // A specialist never stands alone: it leaves with the last other figure (L634).
    if s.target_specialist && s.target_figures.is_some_and(|f| f < 2) {
        return Err(rule("ccgw-err-specialist-alone", vec![]));
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
    for card in s
        .cards
        .iter()
        .filter_map(|c| data.card(c))
        .filter(|c| c.locks_flags)
    {
        r.flags_ignorable = 0;
        steps.push(
            Line::new("ccgw-step-card-flags-locked")
                .msg_arg("card", &format!("ccgw-card-{}", card.card)),
        );
    }
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

/// What the faces do under a reading, against a target of `target_figures` figures.
pub fn read_faces(
    faces: &[String],
    r: &Reading,
    target_figures: Option<u32>,
) -> Result<Outcome, ActionError> {
    read_faces_for(
        faces,
        r,
        &Target {
            figures: target_figures,
            ..Target::default()
        },
    )
}

/// What the faces do under a reading, against this target: its figures, a specialist among
/// them, and how far it can retreat.
pub fn read_faces_for(
    faces: &[String],
    r: &Reading,
    target: &Target,
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
    let retreat_min = flags - ignorable;
    let (casualties, retreat_losses, eliminated) = target.losses(hits, retreat_min);
    let retreat_losses_max = target.losses(hits, flags).1;
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
    if let (Some(f), true) = (target.figures, target.specialist) {
        steps.push(Line::new("ccgw-step-specialist").arg("figures", f));
    }
    if let (Some(c), Some(f)) = (casualties, target.removable()) {
        let from_hits = c - retreat_losses;
        steps.push(
            Line::new("ccgw-step-casualties")
                .arg("removed", from_hits)
                .arg("figures", f)
                .arg("lost", hits - from_hits),
        );
    }
    if let Some(room) = target.retreat_room
        && retreat_losses_max > 0
    {
        steps.push(
            Line::new("ccgw-step-retreat-blocked")
                .arg("room", room)
                .arg("min", retreat_losses)
                .arg("max", retreat_losses_max),
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
        retreat_min,
        retreat_max: flags,
        hq_earned,
        casualties,
        eliminated,
        retreat_losses,
        retreat_losses_max,
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
    odds_for(
        die,
        dice,
        r,
        &Target {
            figures: target_figures,
            ..Target::default()
        },
    )
}

/// Exact odds against this target (its specialist and a blocked retreat count towards
/// wiping it out).
pub fn odds_for(
    die: &Die,
    dice: u32,
    r: &Reading,
    target: &Target,
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
    // Each die adds to "sure hits" (bursts, and skulls when they hit), to Soldiers, to Flags,
    // or nothing.
    let p_sure = p_burst + if r.skulls_hit { p_skull } else { 0 };
    let p_none = sides - p_sure - p_soldier - p_flag;
    let n = dice as usize;
    // ways[(s * (n + 1) + k) * (n + 1) + f]: outcomes with s sure hits, k Soldiers, f Flags.
    let at = |s: usize, k: usize, f: usize| (s * (n + 1) + k) * (n + 1) + f;
    let mut ways = vec![0u128; (n + 1).pow(3)];
    ways[0] = 1;
    for done in 0..n {
        let mut next = vec![0u128; ways.len()];
        for s in 0..=done {
            for k in 0..=(done - s) {
                for f in 0..=(done - s - k) {
                    let w = ways[at(s, k, f)];
                    if w == 0 {
                        continue;
                    }
                    next[at(s, k, f)] += w * p_none;
                    next[at(s + 1, k, f)] += w * p_sure;
                    next[at(s, k + 1, f)] += w * p_soldier;
                    next[at(s, k, f + 1)] += w * p_flag;
                }
            }
        }
        ways = next;
    }
    let mut hits = vec![0u128; n + 1];
    let mut eliminated = 0u128;
    for s in 0..=n {
        for k in 0..=(n - s) {
            for f in 0..=(n - s - k) {
                let w = ways[at(s, k, f)];
                if w == 0 {
                    continue;
                }
                let left = (k as u32).saturating_sub(r.soldiers_cancelled);
                let sh = match r.soldier_rule {
                    SoldierRule::Each => left,
                    SoldierRule::AnyOne => u32::from(left > 0),
                };
                let h = s as u32 + sh;
                hits[h as usize] += w;
                let retreat = (f as u32).saturating_sub(r.flags_ignorable);
                if target.losses(h, retreat).2 {
                    eliminated += w;
                }
            }
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
    let eliminate = target.figures.map(|_| ch(eliminated));
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
