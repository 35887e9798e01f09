//! Phase 4 money (L496-514) and the forts (L357-370, L522-526): income per fort, repairs for
//! units waiting in a fort since the start of the turn, purchases at the Unit Sheet's cost,
//! gifts between allies with the bank's fee, fort captures and the team totals.

use chrono::{DateTime, Utc};

use super::actions::TcAction;
use super::data::{Kind, TcData};
use super::rule;
use super::state::{Entry, TcState, Unit, team_of};
use crate::core::log::{Arg, LogEntry};
use crate::core::rng::GameRng;
use crate::core::table::ActionError;

pub fn new_unit(st: &mut TcState, side: &str, kind: &str, army: u8) -> u32 {
    st.next_id = st.next_id.saturating_add(1);
    let id = st.next_id;
    st.units.push(Unit {
        id,
        owner: side.to_string(),
        kind: kind.to_string(),
        damage: 0,
        xp: 0,
        in_fort: false,
        fort: None,
        fort_since_start: false,
        in_water: false,
        in_trench: false,
        unloaded: false,
        army,
    });
    id
}

fn active(st: &TcState) -> Result<String, ActionError> {
    st.active()
        .map(|s| s.side.clone())
        .ok_or_else(|| rule("tc-err-no-setup", vec![]))
}

/// Money moves, recorded in the ledger; a payment the purse cannot cover is refused.
fn pay(
    st: &mut TcState,
    side: &str,
    delta: i64,
    why: &str,
    what: Option<String>,
) -> Result<(), ActionError> {
    let turn = st.turn;
    let seat = st
        .seat_mut(side)
        .ok_or_else(|| rule("tc-err-not-playing", vec![]))?;
    if seat.money + delta < 0 {
        return Err(rule(
            "tc-err-money",
            vec![
                ("need", (-delta).to_string()),
                ("have", seat.money.to_string()),
            ],
        ));
    }
    seat.money += delta;
    st.ledger.push(Entry {
        side: side.to_string(),
        delta,
        why: why.to_string(),
        what,
        turn,
    });
    Ok(())
}

/// The fort threshold for the number of players and the short game (L9, L524-526).
pub fn threshold(data: &TcData, st: &TcState) -> u32 {
    let w = &data.economy.win;
    match (st.players() <= 2, st.settings.short_game) {
        (true, false) => w.two_players,
        (false, false) => w.four_players,
        (true, true) => w.short_two.unwrap_or(w.two_players),
        (false, true) => w.short_four.unwrap_or(w.four_players),
    }
}

/// The team that first holds its threshold wins (L524).
pub fn check_victory(data: &TcData, st: &mut TcState, now: DateTime<Utc>) -> Vec<LogEntry> {
    if st.winner.is_some() {
        return vec![];
    }
    let need = threshold(data, st) as usize;
    for team in ["central", "entente"] {
        if st.team_forts(team) >= need {
            st.winner = Some(team.to_string());
            return vec![
                LogEntry::new(now, "tc-log-victory")
                    .arg("team", Arg::Msg(format!("tc-team-{team}"))),
            ];
        }
    }
    vec![]
}

/// Whether the unit `unit` may capture the fort `fort` now, and the seat that takes its
/// flag; or the rule that says no. The capture panel greys what this refuses.
pub fn capture_check(
    data: &TcData,
    st: &TcState,
    fort: usize,
    unit: u32,
) -> Result<String, ActionError> {
    let u = st
        .unit(unit)
        .cloned()
        .ok_or_else(|| rule("tc-err-no-unit", vec![("id", unit.to_string())]))?;
    let kind = data
        .unit(&u.kind)
        .ok_or_else(|| rule("tc-err-unit", vec![("unit", u.kind.clone())]))?;
    let side = active(st)?;
    if st.seat_of(&u.owner) != Some(side.as_str()) {
        return Err(rule("tc-err-not-yours", vec![]));
    }
    // Only foot soldiers capture (L60, L359); not Anti-tank Artillery in the short game (L526).
    if kind.kind != Kind::Foot {
        return Err(rule("tc-err-capture-foot", vec![]));
    }
    if st.settings.short_game && u.kind == "anti-tank" {
        return Err(rule("tc-err-capture-short", vec![]));
    }
    // Capturing is movement (L394) from the hex in front of an entrance (L359-361): a unit
    // just unloaded cannot move (L70, L335); one inside a fort is off the board (L384-390).
    if u.unloaded {
        return Err(rule("tc-err-capture-unloaded", vec![]));
    }
    if u.in_fort {
        return Err(rule("tc-err-capture-in-fort", vec![]));
    }
    let owner = st
        .forts
        .get(fort)
        .cloned()
        .ok_or_else(|| rule("tc-err-fort", vec![("fort", (fort + 1).to_string())]))?;
    match owner {
        Some(o) if o == u.owner => return Err(rule("tc-err-fort-own", vec![])),
        // Not your ally's forts (L370, read as "must not": digest §10 #22).
        Some(o) if team_of(&o) == team_of(&u.owner) => {
            return Err(rule("tc-err-fort-ally", vec![]));
        }
        _ => {}
    }
    Ok(side)
}

/// The enemy units inside the fort `fort`, which `side` is capturing: those known to be in
/// it, and, when the fort's holder held no other fort, every unit of theirs inside a fort
/// (a unit can only be inside a fort its own side holds, L504-508).
fn enemies_inside(st: &TcState, fort: usize, side: &str) -> Vec<u32> {
    let holder = st.forts.get(fort).cloned().flatten();
    let only_one = holder.as_deref().is_some_and(|h| st.forts_of(h) == 1);
    st.units
        .iter()
        .filter(|u| u.in_fort && team_of(&u.owner) != team_of(side))
        .filter(|u| {
            u.fort == Some(fort)
                || (u.fort.is_none() && only_one && holder.as_deref() == st.seat_of(&u.owner))
        })
        .map(|u| u.id)
        .collect()
}

/// Whether the unit may capture any fort now (its chip is offered on the capture panel).
pub fn may_capture(data: &TcData, st: &TcState, unit: u32) -> bool {
    (0..st.forts.len()).any(|f| capture_check(data, st, f, unit).is_ok())
}

fn capture(
    data: &TcData,
    st: &mut TcState,
    fort: usize,
    unit: u32,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let side = capture_check(data, st, fort, unit)?;
    let inside = enemies_inside(st, fort, &side);
    // The flag is the seat's: in co-op the allies' forts are one (L721).
    st.forts[fort] = Some(side.clone());
    if let Some(x) = st.unit_mut(unit) {
        x.in_fort = true;
        x.fort = Some(fort);
        x.fort_since_start = false;
    }
    let mut log = vec![
        LogEntry::new(now, "tc-log-capture")
            .arg("fort", fort + 1)
            .arg("side", Arg::Msg(format!("tc-side-{side}"))),
    ];
    // "All enemy units inside are removed from play at once" (L366): off the roster, so
    // none of them can be repaired or bought into that fort next turn.
    for id in inside {
        if let Some(i) = st.units.iter().position(|u| u.id == id) {
            let gone = st.units.remove(i);
            log.push(
                LogEntry::new(now, "tc-log-fort-lost-unit")
                    .arg("unit", Arg::Msg(format!("tc-unit-{}", gone.kind)))
                    .arg("id", gone.id)
                    .arg("fort", fort + 1),
            );
        }
    }
    if !st.settings.victory_at_end_of_turn {
        log.extend(check_victory(data, st, now));
    }
    Ok(log)
}

fn repair(data: &TcData, st: &mut TcState, id: u32) -> Result<(), ActionError> {
    let u = st
        .unit(id)
        .cloned()
        .ok_or_else(|| rule("tc-err-no-unit", vec![("id", id.to_string())]))?;
    if st.seat_of(&u.owner) != Some(active(st)?.as_str()) {
        return Err(rule("tc-err-not-yours", vec![]));
    }
    if u.damage == 0 {
        return Err(rule("tc-err-repair-none", vec![]));
    }
    // In your fort since the start of the turn (L500-502).
    if !(u.in_fort && u.fort_since_start) {
        return Err(rule("tc-err-repair-fort", vec![]));
    }
    let cost = i64::from(data.economy.repair_cost.value);
    pay(st, &u.owner, -cost, "tc-why-repair", Some(u.kind.clone()))?;
    if let Some(x) = st.unit_mut(id) {
        // All damage goes; experience stays (L500).
        x.damage = 0;
    }
    Ok(())
}

/// The seat's fort when it holds exactly one (so a unit bought or entering is known to be
/// there); `None` otherwise.
pub fn only_fort(st: &TcState, side: &str) -> Option<usize> {
    let mut held = st
        .forts
        .iter()
        .enumerate()
        .filter(|(_, f)| f.as_deref() == Some(side));
    match (held.next(), held.next()) {
        (Some((i, _)), None) => Some(i),
        _ => None,
    }
}

fn buy(
    data: &TcData,
    st: &mut TcState,
    kind: &str,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let side = active(st)?;
    let u = data
        .unit(kind)
        .ok_or_else(|| rule("tc-err-unit", vec![("unit", kind.to_string())]))?;
    // In co-op the ally's own units can be bought too, from the shared purse.
    let owner = st
        .nations_of(&side)
        .into_iter()
        .find(|n| u.nations.is_empty() || u.nations.contains(n))
        .ok_or_else(|| rule("tc-err-nation", vec![]))?;
    // The new unit goes into a fort you hold (L504-508).
    if st.forts_of(&side) == 0 {
        return Err(rule("tc-err-buy-fort", vec![]));
    }
    pay(
        st,
        &side,
        -i64::from(u.cost),
        "tc-why-buy",
        Some(kind.to_string()),
    )?;
    let mut log = vec![];
    let cap = data.economy.cap_per_type.value as usize;
    if st.settings.cap_warning && st.count_of(&side, kind) >= cap {
        log.push(LogEntry::new(now, "tc-log-cap").arg("cap", cap));
    }
    let id = new_unit(st, &owner, kind, 3);
    let only = only_fort(st, &side);
    if let Some(x) = st.unit_mut(id) {
        x.in_fort = true;
        x.fort = only;
    }
    log.push(
        LogEntry::new(now, "tc-log-bought")
            .arg("unit", Arg::Msg(u.name.clone()))
            .arg("cost", u.cost),
    );
    Ok(log)
}

/// The Special Forces cards still in the deck.
pub fn special_deck(data: &TcData, st: &TcState) -> Vec<String> {
    let mut deck = data.special.cards.clone();
    for d in &st.special_drawn {
        if let Some(i) = deck.iter().position(|c| c == d) {
            deck.remove(i);
        }
    }
    deck
}

fn buy_special(
    data: &TcData,
    st: &mut TcState,
    rng: &mut GameRng,
    choice: &Option<String>,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let side = active(st)?;
    let cost = data
        .special
        .cost
        .ok_or_else(|| rule("tc-err-special-data", vec![]))?;
    let deck = special_deck(data, st);
    if deck.is_empty() {
        return Err(rule("tc-err-special-empty", vec![]));
    }
    if st.forts_of(&side) == 0 {
        return Err(rule("tc-err-buy-fort", vec![]));
    }
    let card = match choice {
        Some(c) if !st.may_choose_special(&side) => {
            return Err(rule("tc-err-special-choose", vec![("unit", c.clone())]));
        }
        Some(c) if !deck.contains(c) => {
            return Err(rule("tc-err-special-gone", vec![]));
        }
        Some(c) => c.clone(),
        None => deck[rng.index(deck.len())].clone(),
    };
    pay(
        st,
        &side,
        -i64::from(cost),
        "tc-why-special",
        Some(card.clone()),
    )?;
    st.special_drawn.push(card.clone());
    let id = new_unit(st, &side, &card, 3);
    let only = only_fort(st, &side);
    if let Some(x) = st.unit_mut(id) {
        x.in_fort = true;
        x.fort = only;
    }
    Ok(vec![
        LogEntry::new(now, "tc-log-special").arg("unit", Arg::Msg(format!("tc-unit-{card}"))),
    ])
}

pub fn apply(
    data: &TcData,
    st: &mut TcState,
    rng: &mut GameRng,
    action: &TcAction,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    match action {
        TcAction::Income => {
            if st.income_taken {
                return Err(rule("tc-err-income-taken", vec![]));
            }
            let side = active(st)?;
            let n = st.forts_of(&side) as i64 * i64::from(data.economy.income_per_fort.value);
            pay(st, &side, n, "tc-why-income", None)?;
            st.income_taken = true;
            Ok(vec![LogEntry::new(now, "tc-log-income").arg("money", n)])
        }
        TcAction::Repair { id } => {
            repair(data, st, *id)?;
            Ok(vec![LogEntry::new(now, "tc-log-repair")])
        }
        TcAction::Buy { kind } => buy(data, st, kind, now),
        TcAction::BuySpecial { choice } => buy_special(data, st, rng, choice, now),
        TcAction::Gift { from, to, amount } => {
            if from == to || team_of(from) != team_of(to) || st.seat(to).is_none() {
                return Err(rule("tc-err-gift-ally", vec![]));
            }
            if *amount == 0 || *amount > 999 {
                return Err(rule("tc-err-gift-amount", vec![]));
            }
            // The giver pays the gift and the bank's fee of 1 (L498).
            let fee = i64::from(data.economy.gift_fee.value);
            let have = st.seat(from).map_or(0, |s| s.money);
            if have < i64::from(*amount) + fee {
                return Err(rule(
                    "tc-err-money",
                    vec![
                        ("need", (i64::from(*amount) + fee).to_string()),
                        ("have", have.to_string()),
                    ],
                ));
            }
            pay(
                st,
                from,
                -i64::from(*amount),
                "tc-why-gift",
                Some(to.clone()),
            )?;
            pay(st, from, -fee, "tc-why-fee", None)?;
            pay(
                st,
                to,
                i64::from(*amount),
                "tc-why-gift",
                Some(from.clone()),
            )?;
            Ok(vec![
                LogEntry::new(now, "tc-log-gift").arg("money", *amount),
            ])
        }
        TcAction::Capture { fort, unit } => capture(data, st, *fort, *unit, now),
        TcAction::SetFort { fort, owner } => {
            if owner.as_ref().is_some_and(|o| st.seat(o).is_none()) {
                return Err(rule("tc-err-not-playing", vec![]));
            }
            let f = st
                .forts
                .get_mut(*fort)
                .ok_or_else(|| rule("tc-err-fort", vec![("fort", (fort + 1).to_string())]))?;
            *f = owner.clone();
            let mut log = vec![LogEntry::new(now, "tc-log-fort-set").arg("fort", fort + 1)];
            // A flag set by hand (the board's forts entered or corrected) counts for victory
            // as a capture does (L524).
            if !st.settings.victory_at_end_of_turn {
                log.extend(check_victory(data, st, now));
            }
            Ok(log)
        }
        TcAction::AdjustMoney { side, delta } => {
            if delta.abs() > 999 {
                return Err(rule("tc-err-gift-amount", vec![]));
            }
            pay(st, side, *delta, "tc-why-correction", None)?;
            Ok(vec![
                LogEntry::new(now, "tc-log-money").arg("delta", format!("{delta:+}")),
            ])
        }
        _ => Err(rule("tc-err-action", vec![])),
    }
}

/// Armies a player may activate (L217-221): 4 players [1-1-2-3] in round 1; 2 players
/// [1-2] in round 1 and [2-3] in round 2 (the first player's "other 2", or all 3 with the
/// setting, digest §10 #18); all 3 afterwards.
pub fn armies_active(st: &TcState, seat: usize) -> u8 {
    let round = st.round();
    match (st.players(), round) {
        (4, 1) => [1, 1, 2, 3][seat.min(3)],
        (2, 1) => [1, 2][seat.min(1)],
        (2, 2) if seat == 0 && !st.settings.round2_all_three => 2,
        _ => 3,
    }
}

/// [`armies_active`] for the player whose turn it is.
pub fn armies_now(st: &TcState) -> u8 {
    armies_active(st, st.turn as usize % st.players().max(1))
}

/// Whether the player whose turn it is may still attack with a unit of set-up army `army`
/// this turn: an army already used, or a free one within [`armies_now`] (an army of 0,
/// unknown, is not limited).
pub fn army_allows(st: &TcState, army: u8) -> bool {
    let used = st.armies_used();
    army == 0
        || (!rested_in_round1(st, army)
            && (used.contains(&army) || used.len() < usize::from(armies_now(st))))
}

/// Whether `army` is one the first of 2 players attacked with in round 1, which round 2's
/// "remaining 2" armies leave out (L221; with `round2_all_three`, all 3 act, digest §10 #18).
pub fn rested_in_round1(st: &TcState, army: u8) -> bool {
    st.players() == 2
        && st.round() == 2
        && st.turn.is_multiple_of(2)
        && !st.settings.round2_all_three
        && st.round1_armies.contains(&army)
}

/// Whether unit `id` may attack now: it has not attacked this turn, within the army limit.
pub fn may_attack(st: &TcState, id: u32) -> bool {
    st.unit(id)
        .is_some_and(|u| !st.has_attacked(id) && army_allows(st, u.army))
}
