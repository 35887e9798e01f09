//! How many battle dice an attack rolls: the unit, its range, the firer's terrain, the cards,
//! and a Crossfire's teams.

use super::*;

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
    // An explosives specialist joins only an infantry unit (L638): never a machine gun or a
    // mortar.
    if s.target_specialist
        && let Some(t) = &s.target_unit
        && let Some(tdef) = data.unit(t)
        && !tdef.specialist_may_join()
    {
        return Err(rule(
            "ccgw-err-specialist-not-infantry",
            vec![("unit", tdef.name.clone())],
        ));
    }
    // A unit has 4 figures (L152-154), one more with a specialist (L629): no battle has a
    // target of more.
    let most = data
        .turn
        .unit_figures
        .value
        .saturating_add(u32::from(s.target_specialist));
    if let Some(f) = s.target_figures
        && f > most
    {
        return Err(rule(
            if s.target_specialist {
                "ccgw-err-too-many-figures-specialist"
            } else {
                "ccgw-err-too-many-figures"
            },
            vec![("figures", f.to_string()), ("max", most.to_string())],
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
    // The move the unit was ordered to make (its own, or a card's: Infantry Assault 2, L957)
    // and then the hexes a card adds to it (Advance Over The Top: up to 2 more, L729). The
    // cards are played together (L232, L717, L725), so the hexes add up.
    let ordered = base_move.max(card_move.map_or(0, |(m, _)| m));
    let extra = cards
        .iter()
        .filter_map(|c| c.extra_move.map(|m| (m, *c)))
        .max_by_key(|(m, _)| *m);
    let limit = ordered.saturating_add(extra.map_or(0, |(m, _)| m));
    // A unit that may not battle after moving at all gains nothing from extra hexes.
    let limit = if ordered == 0 { 0 } else { limit };
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
    if moved > ordered
        && let Some((m, c)) = extra
    {
        steps.push(
            Line::new("ccgw-step-card-extra-move")
                .msg_arg("card", &format!("ccgw-card-{}", c.card))
                .arg("extra", moved - ordered)
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
