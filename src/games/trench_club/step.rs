//! An action applied to a Trench Club table, and the upkeep when the turn passes clockwise.

use chrono::{DateTime, Utc};

use super::actions::{Flag, TcAction};
use super::battle::{self, BattleRules, Fighter, Shots, Situation};
use super::data::{DESTROYED_AT, TcData};
use super::state::{BattleRecord, Declaration, Seat, Status, TcState, Unit, team_of};
use super::{data_of, ledger, rule, tc_mut, trench};
use crate::core::def::GameDef;
use crate::core::log::{Arg, LogEntry};
use crate::core::rng::GameRng;
use crate::core::table::{ActionError, Table};

pub fn step(
    def: &GameDef,
    table: &mut Table,
    action: &TcAction,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let data = data_of(def)?;
    // Work on a copy: a refusal changes nothing.
    let mut st = tc_mut(table)?.clone();
    let mut rng = table.rng.clone();
    let log = apply(def, &data, &mut st, &mut rng, action, now)?;
    if let TcAction::Setup { .. } = action
        && let Some(first) = st.seats.first()
    {
        table.cursor = crate::core::phases::Cursor {
            side: side_index(def, &first.side),
            ..Default::default()
        };
    }
    *tc_mut(table)? = st;
    table.rng = rng;
    Ok(log)
}

fn side_index(def: &GameDef, side: &str) -> usize {
    def.sides.iter().position(|s| s.id == side).unwrap_or(0)
}

fn side_arg(side: &str) -> Arg {
    Arg::Msg(format!("tc-side-{side}"))
}

fn unit_arg(u: &Unit) -> Arg {
    Arg::Msg(format!("tc-unit-{}", u.kind))
}

fn setup(
    def: &GameDef,
    data: &TcData,
    st: &mut TcState,
    seats: &[String],
    settings: super::state::TcSettings,
) -> Result<(), ActionError> {
    let known = |s: &String| def.sides.iter().any(|d| &d.id == s);
    let unique = seats
        .iter()
        .all(|s| seats.iter().filter(|x| *x == s).count() == 1);
    if !(seats.len() == 2 || seats.len() == 4) || !seats.iter().all(known) || !unique {
        return Err(rule("tc-err-seats", vec![]));
    }
    // Allies never sit side by side (L34, L188): the teams alternate round the table.
    let alternate =
        (0..seats.len()).all(|i| team_of(&seats[i]) != team_of(&seats[(i + 1) % seats.len()]));
    if !alternate {
        return Err(rule("tc-err-seating", vec![]));
    }
    let forts = if seats.len() == 2 {
        data.economy.forts.two_players
    } else {
        data.economy.forts.four_players
    };
    *st = TcState {
        settings,
        seats: seats
            .iter()
            .map(|s| Seat {
                side: s.clone(),
                money: i64::from(data.economy.start_money.value),
            })
            .collect(),
        forts: vec![None; forts as usize],
        // The rolls made before the start stay on the card.
        last_roll_off: st.last_roll_off.take(),
        ..TcState::default()
    };
    Ok(())
}

fn own_unit(st: &TcState, id: u32) -> Result<&Unit, ActionError> {
    st.unit(id)
        .ok_or_else(|| rule("tc-err-no-unit", vec![("id", id.to_string())]))
}

fn fighter(u: &Unit) -> Fighter {
    Fighter {
        unit: u.kind.clone(),
        damage: u.damage,
        xp: u.xp,
        in_water: u.in_water,
    }
}

fn rules_of(st: &TcState) -> BattleRules {
    BattleRules {
        expert_trenches: st.settings.expert_trenches,
        kill_xp_stacks: st.settings.kill_xp_stacks,
    }
}

/// Rolls what is not given: `dice` d12 faces.
fn roll(rng: &mut GameRng, n: u32) -> Vec<u8> {
    (0..n).map(|_| rng.index(12) as u8 + 1).collect()
}

fn shots_or_roll(rng: &mut GameRng, fire: &battle::Fire, given: &Option<Shots>) -> Shots {
    given.clone().unwrap_or_else(|| Shots::Dice {
        base: roll(rng, fire.dice),
        red: roll(rng, fire.red),
    })
}

/// Resolves a battle: the plan, the dice (rolled when not given), the outcome.
pub fn fight(
    data: &TcData,
    st: &TcState,
    rng: &mut GameRng,
    s: &Situation,
    attack: &Option<Shots>,
    back: &Option<Shots>,
) -> Result<battle::Outcome, ActionError> {
    let r = rules_of(st);
    let plan = battle::plan(data, s, &r)?;
    let a = shots_or_roll(rng, &plan.attack, attack);
    let b = match (&plan.back, back) {
        (Some(f), given) => Some(shots_or_roll(rng, f, given)),
        (None, Some(_)) => return Err(rule("tc-err-back-none", vec![])),
        (None, None) => None,
    };
    battle::resolve(&plan, s, &r, a, b)
}

/// The two units of a battle on the table: the attacker the active player's, the target an
/// enemy (or, with `stray`, any unit: a scattered shell, L538), neither inside a fort.
fn pair(
    st: &TcState,
    attacker: u32,
    defender: u32,
    stray: bool,
) -> Result<(&Unit, &Unit), ActionError> {
    let a = own_unit(st, attacker)?;
    let t = own_unit(st, defender)?;
    let active = st.active().map(|s| s.side.clone()).unwrap_or_default();
    if st.seat_of(&a.owner) != Some(active.as_str()) {
        return Err(rule("tc-err-not-yours", vec![]));
    }
    if team_of(&a.owner) == team_of(&t.owner) && !(stray && a.id != t.id) {
        return Err(rule("tc-err-same-team", vec![]));
    }
    if t.in_fort {
        return Err(rule("tc-err-in-fort", vec![]));
    }
    // Units inside a fort are off the board (L384-390).
    if a.in_fort {
        return Err(rule("tc-err-attacker-in-fort", vec![]));
    }
    Ok((a, t))
}

fn declare(
    data: &TcData,
    st: &mut TcState,
    d: Declaration,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let (a, t) = pair(st, d.attacker, d.defender, false)?;
    // One attack per unit a turn is implied (digest §10 #24).
    if st.declarations.iter().any(|x| x.attacker == d.attacker) {
        return Err(rule("tc-err-declared", vec![]));
    }
    if st.has_attacked(d.attacker) {
        return Err(rule("tc-err-attacked", vec![]));
    }
    army_limit(st, a)?;
    let d = Declaration { army: a.army, ..d };
    let s = Situation {
        attacker: fighter(a),
        defender: fighter(t),
        close: d.close,
        support: d.support,
        ground: d.ground,
    };
    battle::plan(data, &s, &rules_of(st))?;
    let log = LogEntry::new(now, "tc-log-declared")
        .arg("attacker", unit_arg(a))
        .arg("defender", unit_arg(t));
    st.declarations.push(d);
    Ok(vec![log])
}

/// The first rounds' army limits (L217-221): the active player attacks with units of at most
/// [`ledger::armies_now`] of its set-up armies this turn (which ones is its choice).
fn army_limit(st: &TcState, a: &Unit) -> Result<(), ActionError> {
    if ledger::army_allows(st, a.army) {
        return Ok(());
    }
    let used = st.armies_used();
    let n = ledger::armies_now(st);
    if ledger::rested_in_round1(st, a.army) {
        return Err(rule(
            "tc-err-armies-remaining",
            vec![("army", a.army.to_string())],
        ));
    }
    Err(rule(
        "tc-err-armies",
        vec![
            ("n", n.to_string()),
            ("round", st.round().to_string()),
            ("army", a.army.to_string()),
            (
                "used",
                used.iter()
                    .map(u8::to_string)
                    .collect::<Vec<_>>()
                    .join(", "),
            ),
        ],
    ))
}

/// Fights the declared attack `index` (the first one still pending, L394-396).
fn fight_declared(
    data: &TcData,
    st: &mut TcState,
    rng: &mut GameRng,
    index: usize,
    (attack, back, mates): (&Option<Shots>, &Option<Shots>, &[Shots]),
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let first = st
        .declarations
        .iter()
        .position(|d| d.status == Status::Pending);
    if first != Some(index) {
        return Err(rule("tc-err-order", vec![]));
    }
    let d = st.declarations[index].clone();
    let (Some(a), Some(t)) = (st.unit(d.attacker).cloned(), st.unit(d.defender).cloned()) else {
        // Its target (or the attacker) is gone: the attack is lost (L396).
        st.declarations[index].status = Status::Wasted;
        return Ok(vec![LogEntry::new(now, "tc-log-wasted")]);
    };
    let log = fight_units(
        data,
        st,
        rng,
        (&a, &t),
        (d.close, d.support, d.ground),
        (attack, back, mates),
        now,
    )?;
    st.declarations[index].status = Status::Fought;
    // Later attacks on a destroyed unit are lost (L396).
    let gone: Vec<u32> = [a.id, t.id]
        .into_iter()
        .filter(|id| st.unit(*id).is_none())
        .collect();
    for later in st.declarations.iter_mut().skip(index + 1) {
        if later.status == Status::Pending && gone.contains(&later.defender) {
            later.status = Status::Wasted;
        }
    }
    Ok(log)
}

/// A battle between two units on the table: the outcome's damage and experience applied to
/// both, a destroyed unit taken off, the result recorded.
#[allow(clippy::too_many_arguments)]
fn fight_units(
    data: &TcData,
    st: &mut TcState,
    rng: &mut GameRng,
    (a, t): (&Unit, &Unit),
    (close, support, ground): (bool, battle::Support, battle::Ground),
    (attack, back, given): (&Option<Shots>, &Option<Shots>, &[Shots]),
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let s = Situation {
        attacker: fighter(a),
        defender: fighter(t),
        close,
        support,
        ground,
    };
    let mut out = fight(data, st, rng, &s, attack, back)?;
    // Expert trenches: every foot soldier in the trench fires back (L574).
    let mates = trench::mates(data, st, a, t, &s);
    if mates.is_empty() && !given.is_empty() {
        return Err(rule(
            "tc-err-trench-mates",
            vec![("n", "0".into()), ("got", given.len().to_string())],
        ));
    }
    let fired = trench::add_mates(data, &rules_of(st), rng, &s, &mates, given, &mut out, roll)?;
    let mut log = vec![
        LogEntry::new(now, "tc-log-battle")
            .arg("attacker", unit_arg(a))
            .arg("defender", unit_arg(t))
            .arg("hits", out.defender.hits_taken)
            .arg("back", out.attacker.hits_taken),
    ];
    for f in &fired {
        if let Some(m) = st.unit_mut(f.id) {
            m.xp = m.xp.saturating_add(f.xp_gained);
            let m = m.clone();
            log.push(
                LogEntry::new(now, "tc-log-trench-back")
                    .arg("unit", unit_arg(&m))
                    .arg("hits", f.hits),
            );
        }
    }
    for (u, e) in [(a, &out.attacker), (t, &out.defender)] {
        if e.destroyed {
            st.units.retain(|x| x.id != u.id);
            log.push(LogEntry::new(now, "tc-log-destroyed").arg("unit", unit_arg(u)));
        } else if let Some(x) = st.unit_mut(u.id) {
            x.damage = e.damage_after;
            x.xp = e.xp_after;
        }
    }
    st.last_battle = Some(BattleRecord {
        attacker: Some(a.id),
        defender: Some(t.id),
        attacker_side: Some(a.owner.clone()),
        situation: s,
        outcome: out,
        turn: st.turn,
    });
    Ok(log)
}

fn toggle(st: &mut TcState, id: u32, flag: Flag) -> Result<(), ActionError> {
    let seat = st
        .unit(id)
        .and_then(|u| st.seat_of(&u.owner))
        .map(str::to_string);
    let only = seat.and_then(|s| super::ledger::only_fort(st, &s));
    let u = st
        .unit_mut(id)
        .ok_or_else(|| rule("tc-err-no-unit", vec![("id", id.to_string())]))?;
    match flag {
        Flag::InFort => {
            u.in_fort = !u.in_fort;
            u.fort = if u.in_fort { only } else { None };
            // Entering now does not count as being there at the start of the turn (L500).
            u.fort_since_start = false;
        }
        Flag::InWater => u.in_water = !u.in_water,
        Flag::InTrench => u.in_trench = !u.in_trench,
        Flag::Unloaded => u.unloaded = !u.unloaded,
    }
    Ok(())
}

fn apply(
    def: &GameDef,
    data: &TcData,
    st: &mut TcState,
    rng: &mut GameRng,
    action: &TcAction,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let before_setup = matches!(
        action,
        TcAction::Setup { .. } | TcAction::Battle { .. } | TcAction::RollOff { .. }
    );
    if st.seats.is_empty() && !before_setup {
        return Err(rule("tc-err-no-setup", vec![]));
    }
    match action {
        TcAction::Setup { seats, settings } => {
            setup(def, data, st, seats, *settings)?;
            let mut log = vec![LogEntry::new(now, "tc-log-setup").arg("players", seats.len())];
            // The rulebook gives no starting money: the purse starts at the data's estimate.
            if data.economy.start_money.estimate {
                log.push(
                    LogEntry::new(now, "tc-log-start-money-estimate")
                        .arg("money", data.economy.start_money.value),
                );
            }
            Ok(log)
        }
        TcAction::Settings(s) => {
            st.settings = *s;
            Ok(vec![LogEntry::new(now, "tc-log-settings")])
        }
        TcAction::AddUnit { side, kind, army } => {
            let u = data
                .unit(kind)
                .ok_or_else(|| rule("tc-err-unit", vec![("unit", kind.clone())]))?;
            if st.seat_of(side).is_none() {
                return Err(rule("tc-err-not-playing", vec![]));
            }
            if !u.nations.is_empty() && !u.nations.contains(side) {
                return Err(rule("tc-err-nation", vec![]));
            }
            let id = ledger::new_unit(st, side, kind, (*army).clamp(1, 3));
            let x = own_unit(st, id)?;
            Ok(vec![
                LogEntry::new(now, "tc-log-added")
                    .arg("unit", unit_arg(x))
                    .arg("side", side_arg(side)),
            ])
        }
        TcAction::RemoveUnit { id } => {
            let u = own_unit(st, *id)?.clone();
            st.units.retain(|x| x.id != *id);
            Ok(vec![
                LogEntry::new(now, "tc-log-removed").arg("unit", unit_arg(&u)),
            ])
        }
        TcAction::Toggle { id, flag } => {
            toggle(st, *id, *flag)?;
            let u = own_unit(st, *id)?;
            Ok(vec![
                LogEntry::new(now, "tc-log-flag").arg("unit", unit_arg(u)),
            ])
        }
        TcAction::Correct { id, damage, xp } => {
            if *damage >= DESTROYED_AT || *xp > 99 {
                return Err(rule("tc-err-correct", vec![]));
            }
            let u = st
                .unit_mut(*id)
                .ok_or_else(|| rule("tc-err-no-unit", vec![("id", id.to_string())]))?;
            u.damage = *damage;
            u.xp = *xp;
            let u = own_unit(st, *id)?;
            Ok(vec![
                LogEntry::new(now, "tc-log-corrected")
                    .arg("unit", unit_arg(u))
                    .arg("damage", u32::from(*damage))
                    .arg("xp", *xp),
            ])
        }
        TcAction::Declare {
            attacker,
            defender,
            close,
            support,
            ground,
        } => declare(
            data,
            st,
            Declaration {
                attacker: *attacker,
                defender: *defender,
                close: *close,
                support: *support,
                ground: *ground,
                status: Status::Pending,
                army: 0,
            },
            now,
        ),
        TcAction::Undeclare { index } => {
            match st.declarations.get(*index) {
                Some(d) if d.status == Status::Pending => {
                    st.declarations.remove(*index);
                }
                _ => return Err(rule("tc-err-order", vec![])),
            }
            Ok(vec![LogEntry::new(now, "tc-log-undeclared")])
        }
        TcAction::Fight {
            index,
            attack,
            back,
            mates,
        } => fight_declared(data, st, rng, *index, (attack, back, mates), now),
        TcAction::Battle {
            units: Some((ai, ti)),
            situation,
            attack,
            back,
        } => {
            // A shell that scattered (L538) may land on your own or allied units.
            let stray = !situation.close
                && st
                    .unit(*ai)
                    .and_then(|u| data.unit(&u.kind))
                    .is_some_and(|u| u.symbols.iter().any(|x| x == "scatter"));
            let (a, t) = pair(st, *ai, *ti, stray)?;
            let (a, t) = (a.clone(), t.clone());
            // A unit attacks once a turn: a declared attack is fought from the list, once.
            if st.has_attacked(a.id) {
                return Err(rule("tc-err-attacked", vec![]));
            }
            army_limit(st, &a)?;
            let how = (situation.close, situation.support, situation.ground);
            let log = fight_units(data, st, rng, (&a, &t), how, (attack, back, &[]), now)?;
            st.attacked.push(super::state::Attacked {
                unit: a.id,
                army: a.army,
            });
            Ok(log)
        }
        TcAction::Battle {
            units: None,
            situation,
            attack,
            back,
        } => {
            let out = fight(data, st, rng, situation, attack, back)?;
            st.last_battle = Some(BattleRecord {
                attacker: None,
                defender: None,
                attacker_side: st.active().map(|s| s.side.clone()),
                situation: situation.clone(),
                outcome: out,
                turn: st.turn,
            });
            Ok(vec![LogEntry::new(now, "tc-log-helper")])
        }
        TcAction::Scatter { xp, face } => {
            let f = face.unwrap_or_else(|| rng.index(12) as u8 + 1);
            let s = super::scatter::scatter(&data.scatter, *xp, f)?;
            st.last_scatter = Some(s);
            Ok(vec![
                LogEntry::new(now, "tc-log-scatter").arg("face", u32::from(f)),
            ])
        }
        TcAction::Timer => {
            let t = &mut st.timer;
            let said = match t.running_since.take() {
                Some(since) => {
                    let secs = (now.timestamp() - since).clamp(0, i64::from(u32::MAX));
                    t.used_secs = t.used_secs.saturating_add(secs as u32);
                    LogEntry::new(now, "tc-log-timer-stop").arg(
                        "used",
                        format!("{}:{:02}", t.used_secs / 60, t.used_secs % 60),
                    )
                }
                None => {
                    t.running_since = Some(now.timestamp());
                    LogEntry::new(now, "tc-log-timer-start")
                }
            };
            Ok(vec![said])
        }
        TcAction::RollOff { sides, purpose } => {
            let known = sides.iter().all(|s| def.sides.iter().any(|d| &d.id == s));
            if sides.len() < 2 || sides.len() > 4 || !known {
                return Err(rule("tc-err-seats", vec![]));
            }
            let r = super::rolloff::roll_off(rng, sides, *purpose)
                .ok_or_else(|| rule("tc-err-seats", vec![]))?;
            let log = LogEntry::new(now, "tc-log-roll-off").arg("side", side_arg(&r.winner));
            st.last_roll_off = Some(r);
            Ok(vec![log])
        }
        other => ledger::apply(data, st, rng, other, now),
    }
}

/// The turn passes clockwise (L206-215): the next player's turn begins.
pub fn on_turn_change(def: &GameDef, table: &mut Table, now: DateTime<Utc>) -> Vec<LogEntry> {
    let Ok(data) = data_of(def) else {
        return vec![];
    };
    let Some(st) = table.extra.get_mut::<TcState>() else {
        return vec![];
    };
    if st.seats.is_empty() {
        return vec![];
    }
    let mut log = vec![];
    if st.settings.victory_at_end_of_turn {
        log.extend(ledger::check_victory(&data, st, now));
    }
    if st.players() == 2 && st.turn == 0 {
        st.round1_armies = st.armies_used();
    }
    st.turn = st.turn.saturating_add(1);
    st.declarations.clear();
    st.attacked.clear();
    st.income_taken = false;
    st.timer = Default::default();
    let active = st.active().map(|s| s.side.clone()).unwrap_or_default();
    let nations = st.nations_of(&active);
    for u in &mut st.units {
        u.unloaded = false;
        if nations.contains(&u.owner) {
            u.fort_since_start = u.in_fort;
        }
    }
    let round = st.round();
    table.cursor.side = side_index(def, &active);
    table.cursor.round = round;
    log.push(
        LogEntry::new(now, "tc-log-turn")
            .arg("side", side_arg(&active))
            .arg("round", round),
    );
    log
}
