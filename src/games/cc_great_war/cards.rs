//! Command and Combat cards: drawing and discarding (the app's decks or the physical counts),
//! playing them with their limits, and the end-of-turn choice and trade.

use chrono::{DateTime, Utc};

use crate::core::def::GameDef;
use crate::core::log::LogEntry;
use crate::core::table::{ActionError, Table};

use super::hq::{HqReason, hq};
use super::medals::MedalKind;
use super::state::{COMBAT, COMMAND, CcState, HQ, SPENT};
use super::{active_side, card_arg, cc_mut, data_of, rule, side_msg, state};

/// Draws one card of `deck` for `side` (the app's deck, or the physical count).
pub(super) fn draw(
    def: &GameDef,
    t: &mut Table,
    deck: &str,
    side: &str,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let sarg = side_msg(def, side)?;
    let deck_name = format!("ccgw-deck-{deck}");
    let physical = cc_mut(t)?.settings.physical_cards;
    let mut log = vec![];
    if physical {
        let cc = cc_mut(t)?;
        let d = cc.physical.entry(deck.to_string()).or_default();
        if d.left == 0 {
            if d.discard.is_empty() {
                return Err(crate::core::decks::DeckError::Exhausted.into());
            }
            d.left = d.discard.len() as u32;
            d.discard.clear();
            log.push(LogEntry::new(now, "log-deck-reshuffled").msg_arg("deck", &deck_name));
        }
        d.left -= 1;
        *d.hands.entry(side.to_string()).or_insert(0) += 1;
    } else {
        let d = t.decks.get(deck).ok_or_else(|| ActionError::Unknown {
            what: "deck",
            id: deck.to_string(),
        })?;
        let (next, drawn) = d.draw(side, &mut t.rng)?;
        if drawn.reshuffled {
            log.push(LogEntry::new(now, "log-deck-reshuffled").msg_arg("deck", &deck_name));
        }
        t.decks.insert(deck.to_string(), next);
    }
    log.push(
        LogEntry::new(now, "log-deck-draw")
            .arg("side", sarg)
            .msg_arg("deck", &deck_name),
    );
    Ok(log)
}

/// Takes a played or discarded card out of a side's hand into the discards.
fn discard(t: &mut Table, deck: &str, side: &str, card: &str) -> Result<(), ActionError> {
    let physical = cc_mut(t)?.settings.physical_cards;
    if physical {
        let cc = cc_mut(t)?;
        let d = cc.physical.entry(deck.to_string()).or_default();
        let h = d.hands.entry(side.to_string()).or_insert(0);
        if *h == 0 {
            return Err(crate::core::decks::DeckError::NotInHand(card.to_string()).into());
        }
        *h -= 1;
        d.discard.push(card.to_string());
        Ok(())
    } else {
        let d = t.decks.get(deck).ok_or_else(|| ActionError::Unknown {
            what: "deck",
            id: deck.to_string(),
        })?;
        let next = d.discard(side, card)?;
        t.decks.insert(deck.to_string(), next);
        Ok(())
    }
}

fn hand_size(t: &Table, deck: &str, side: &str) -> u32 {
    match t.extra.get::<CcState>() {
        Some(cc) if cc.settings.physical_cards => cc
            .physical
            .get(deck)
            .and_then(|d| d.hands.get(side))
            .copied()
            .unwrap_or(0),
        _ => t
            .decks
            .get(deck)
            .and_then(|d| d.hands.get(side))
            .map_or(0, |h| h.len() as u32),
    }
}

fn card_known(def: &GameDef, deck: &str, card: &str) -> Result<(), ActionError> {
    let known = def
        .decks
        .iter()
        .find(|d| d.id == deck)
        .is_some_and(|d| d.cards.iter().any(|c| c.id == card));
    if known {
        Ok(())
    } else {
        Err(rule(
            "ccgw-err-unknown-card",
            vec![("card", card.to_string())],
        ))
    }
}

/// The phase of the turn in which Combat cards may be traded for HQ (Fase 5, L546-550).
pub const END_TURN_PHASE: &str = "end-turn";

/// Whether `side` may trade a Combat card for 1 HQ now: only the active side, at its End of
/// Turn (L546-550; which step of it comes first is not stated, digest §11 #10, so any step),
/// only if it played no Combat card this turn, and once per turn.
pub fn can_trade(def: &GameDef, t: &Table, side: &str) -> Result<(), ActionError> {
    if active_side(def, t).as_deref() != Some(side) {
        return Err(rule("ccgw-err-trade-not-active", vec![]));
    }
    if t.cursor.phase(&def.phases).map(|p| p.id.as_str()) != Some(END_TURN_PHASE) {
        return Err(rule("ccgw-err-trade-phase", vec![]));
    }
    let cc = state(t).ok_or_else(|| rule("ccgw-err-not-cc", vec![]))?;
    if cc.turn.combat_played.iter().any(|s| s == side) {
        return Err(rule("ccgw-err-trade-played", vec![]));
    }
    if cc.turn.traded {
        return Err(rule("ccgw-err-trade-once", vec![]));
    }
    Ok(())
}

/// Plays a Command card from the hand.
/// Whether `side` may play a Command card now: only the player whose turn it is, once a turn
/// (L232).
pub fn can_play_command(def: &GameDef, t: &Table, side: &str) -> Result<(), ActionError> {
    if active_side(def, t).as_deref() != Some(side) {
        return Err(rule("ccgw-err-command-not-active", vec![]));
    }
    if state(t).is_some_and(|cc| cc.turn.command_played) {
        return Err(rule("ccgw-err-one-command", vec![]));
    }
    Ok(())
}

/// Whether `side` may still play a Combat card this player-turn (one each, L717-719).
pub fn can_play_combat(t: &Table, side: &str) -> Result<(), ActionError> {
    if state(t).is_some_and(|cc| cc.turn.combat_played.iter().any(|s| s == side)) {
        return Err(rule("ccgw-err-one-combat", vec![]));
    }
    Ok(())
}

/// The Command card played in the opponent's turn (L975-977).
pub const STRIKE_FIRST: &str = "strike-first";

/// Strike First: played by the defender after the opponent declared a close combat, before
/// the dice; never in one's own turn. It is not the turn's Command card: the active side
/// still plays its own. The defender draws its replacement first at End of Turn.
fn play_strike_first(
    def: &GameDef,
    t: &mut Table,
    side: &str,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let sarg = side_msg(def, side)?;
    if active_side(def, t).as_deref() == Some(side) {
        return Err(rule("ccgw-err-strike-first-own-turn", vec![]));
    }
    if state(t).is_some_and(|cc| cc.turn.strike_first.is_some()) {
        return Err(rule("ccgw-err-one-command", vec![]));
    }
    discard(t, COMMAND, side, STRIKE_FIRST)?;
    let cc = cc_mut(t)?;
    cc.turn.strike_first = Some(side.to_string());
    cc.turn
        .cards_played
        .push((side.to_string(), STRIKE_FIRST.to_string()));
    Ok(vec![
        LogEntry::new(now, "ccgw-log-play-command")
            .arg("side", sarg)
            .arg("card", card_arg(STRIKE_FIRST)),
        LogEntry::new(now, "ccgw-log-strike-first"),
    ])
}

pub(super) fn play_command(
    def: &GameDef,
    t: &mut Table,
    side: &str,
    card: &str,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let mut log = vec![];
    card_known(def, COMMAND, card)?;
    if card == STRIKE_FIRST {
        return play_strike_first(def, t, side, now);
    }
    let sarg = side_msg(def, side)?;
    can_play_command(def, t, side)?;
    discard(t, COMMAND, side, card)?;
    log.push(
        LogEntry::new(now, "ccgw-log-play-command")
            .arg("side", sarg)
            .arg("card", card_arg(card)),
    );
    let cc = cc_mut(t)?;
    cc.turn.command_played = true;
    cc.turn
        .cards_played
        .push((side.to_string(), card.to_string()));
    if card.starts_with("recon-") {
        cc.turn.recon = true;
    }
    if card == "direct-from-hq" {
        cc.turn.direct_from_hq = true;
        log.push(LogEntry::new(now, "ccgw-log-direct-from-hq"));
    }
    if card == "big-show" && !cc.settings.physical_cards {
        // Big Show: both decks are rebuilt with their discards (L945).
        for deck in [COMMAND, COMBAT] {
            if let Some(d) = t.decks.get(deck) {
                let mut next = d.reshuffle(&mut t.rng);
                // The Big Show card itself is the one being played: it stays out of the
                // shuffle and lies on the discard pile (L945).
                if deck == COMMAND
                    && let Some(i) = next.draw.iter().position(|c| c == "big-show")
                {
                    let card = next.draw.remove(i);
                    next.discard.push(card);
                }
                t.decks.insert(deck.into(), next);
                log.push(
                    LogEntry::new(now, "log-deck-reshuffled")
                        .msg_arg("deck", &format!("ccgw-deck-{deck}")),
                );
            }
        }
    }
    Ok(log)
}

/// Plays a Combat card, paying its HQ cost to the spent holder (one card per side a turn).
pub(super) fn play_combat(
    def: &GameDef,
    t: &mut Table,
    side: &str,
    card: &str,
    cost: u32,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let mut log = vec![];
    card_known(def, COMBAT, card)?;
    let sarg = side_msg(def, side)?;
    if cc_mut(t)?.turn.combat_played.iter().any(|s| s == side) {
        return Err(rule("ccgw-err-one-combat", vec![]));
    }
    let held = t.pools.get(HQ).map_or(0, |p| p.held_by(side));
    if cost > held {
        return Err(rule(
            "ccgw-err-cost",
            vec![("cost", cost.to_string()), ("held", held.to_string())],
        ));
    }
    discard(t, COMBAT, side, card)?;
    if cost > 0 {
        let pool = t
            .pools
            .get(HQ)
            .ok_or_else(|| rule("ccgw-err-no-pool", vec![]))?;
        let next = pool.transfer(side, SPENT, cost)?;
        t.pools.insert(HQ.into(), next);
    }
    log.push(
        LogEntry::new(now, "ccgw-log-play-combat")
            .arg("side", sarg)
            .arg("card", card_arg(card))
            .arg("cost", cost),
    );
    let cc = cc_mut(t)?;
    // A cost different from the one remembered corrects it (a typo, or a data file
    // that disagrees with the printed card): say so, and remember the new one.
    if let Some(before) = cc.cost_of(def, card)
        && before != cost
    {
        log.push(
            LogEntry::new(now, "ccgw-log-cost-corrected")
                .arg("card", card_arg(card))
                .arg("before", before)
                .arg("cost", cost),
        );
    }
    cc.turn.combat_played.push(side.to_string());
    cc.turn
        .cards_played
        .push((side.to_string(), card.to_string()));
    cc.known_costs.insert(card.to_string(), cost);
    if card == "improved-logistics" {
        // It helps the side that played it, when that side takes its HQ (L835).
        cc.turn.improved_logistics = Some(side.to_string());
    }
    Ok(log)
}

/// End of turn: take HQ (`take_hq`) or draw a Combat card.
pub(super) fn end_turn_choice(
    def: &GameDef,
    t: &mut Table,
    side: &str,
    take_hq: bool,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let mut log = vec![];
    if active_side(def, t).as_deref() != Some(side) {
        return Err(rule("ccgw-err-not-active", vec![]));
    }
    let cc = cc_mut(t)?;
    if cc.turn.end_choice_made {
        return Err(rule("ccgw-err-choice-made", vec![]));
    }
    let il = cc.turn.improved_logistics.as_deref() == Some(side);
    if take_hq {
        let n = data_of(def)?.turn;
        let take = if il {
            n.improved_logistics_hq.value
        } else {
            n.end_turn_hq.value
        };
        log.extend(hq(
            def,
            t,
            side,
            i32::try_from(take).unwrap_or(0),
            HqReason::EndTurn,
            now,
        )?);
    } else {
        let limit = cc_mut(t)?.combat_limit(def, side);
        if hand_size(t, COMBAT, side) >= limit {
            return Err(rule(
                "ccgw-err-combat-hand-full",
                vec![("limit", limit.to_string())],
            ));
        }
        log.extend(draw(def, t, COMBAT, side, now)?);
    }
    cc_mut(t)?.turn.end_choice_made = true;
    Ok(log)
}

/// End of turn, with no Combat card played: discard one for 1 HQ.
pub(super) fn trade(
    def: &GameDef,
    t: &mut Table,
    side: &str,
    card: &str,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let mut log = vec![];
    card_known(def, COMBAT, card)?;
    side_msg(def, side)?;
    can_trade(def, t, side)?;
    discard(t, COMBAT, side, card)?;
    log.push(
        LogEntry::new(now, "ccgw-log-trade")
            .arg("side", side_msg(def, side)?)
            .arg("card", card_arg(card)),
    );
    let gain = data_of(def)?.turn.trade_hq.value;
    log.extend(hq(
        def,
        t,
        side,
        i32::try_from(gain).unwrap_or(0),
        HqReason::Trade,
        now,
    )?);
    cc_mut(t)?.turn.traded = true;
    Ok(log)
}

/// Refuses a card played, traded or drawn while a side still owes Recon's discard (L875:
/// "draw two, keep one, discard the other").
pub(super) fn recon_discard_first(t: &Table) -> Result<(), ActionError> {
    match state(t).and_then(|c| c.recon_discard.as_ref()) {
        Some(_) => Err(rule("ccgw-err-recon-discard", vec![])),
        None => Ok(()),
    }
}

/// Draws the turn's Command card (two with Recon, keep one).
pub(super) fn draw_command(
    def: &GameDef,
    t: &mut Table,
    side: &str,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let mut log = vec![];
    let cc = cc_mut(t)?;
    // Strike First's defender refills its hand first, with one card (L977).
    match cc.turn.strike_first.clone() {
        Some(d) if d == side => {
            if cc.turn.strike_first_drawn {
                return Err(rule("ccgw-err-drawn", vec![]));
            }
            log.extend(draw(def, t, COMMAND, side, now)?);
            cc_mut(t)?.turn.strike_first_drawn = true;
            return Ok(log);
        }
        Some(_) if !cc.turn.strike_first_drawn => {
            return Err(rule("ccgw-err-strike-first-draws-first", vec![]));
        }
        _ => {}
    }
    if cc.turn.command_drawn {
        return Err(rule("ccgw-err-drawn", vec![]));
    }
    let recon = cc.turn.recon;
    let any = cc.settings.recon_any_medal;
    // A medal gained this turn cuts Recon's draw to one (L875-883, L617-621).
    let medal = cc
        .turn
        .medals
        .iter()
        .any(|(s, k)| s == side && (any || *k == MedalKind::UnderPressure));
    log.extend(draw(def, t, COMMAND, side, now)?);
    if recon && medal {
        log.push(LogEntry::new(now, "ccgw-log-recon-medal-one"));
    } else if recon {
        // Recon: draw two, keep one, discard the other (L875).
        for _ in 1..data_of(def)?.turn.recon_draw.value {
            log.extend(draw(def, t, COMMAND, side, now)?);
        }
        log.push(LogEntry::new(now, "ccgw-log-recon-keep-one"));
        cc_mut(t)?.recon_discard = Some(side.to_string());
    }
    cc_mut(t)?.turn.command_drawn = true;
    Ok(log)
}

/// Discards a Command card from the hand.
pub(super) fn discard_command(
    def: &GameDef,
    t: &mut Table,
    side: &str,
    card: &str,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let mut log = vec![];
    card_known(def, COMMAND, card)?;
    discard(t, COMMAND, side, card)?;
    // Recon's second card is given back: the hand is its size again (L875).
    let cc = cc_mut(t)?;
    if cc.recon_discard.as_deref() == Some(side) {
        cc.recon_discard = None;
    }
    log.push(
        LogEntry::new(now, "ccgw-log-discard")
            .arg("side", side_msg(def, side)?)
            .arg("card", card_arg(card)),
    );
    Ok(log)
}
