//! An action applied to the table (nothing changes on a refusal), and the new round's upkeep.

use chrono::{DateTime, Utc};

use super::actions::{Faces, ToiAction};
use super::state::{ActionKind, Last, Resolution, Timing, ToiState, Turns};
use super::{area, artillery, assault, attack, refuse};
use crate::core::def::{GameDef, counter_key};
use crate::core::log::{Line, LogEntry};
use crate::core::rng::GameRng;
use crate::core::table::{ActionError, Table};

pub const COMMAND: &str = "command";
pub const BID: &str = "initiative-bid";
pub const VP: &str = "victory-points";

/// Bounds of what players type for a scenario or a card.
pub const MAX_ROUNDS: u32 = 30;
pub const MAX_ACTIONS: u32 = 10;
pub const MAX_OBJECTIVES: usize = 24;
pub const MAX_VALUE: u32 = 20;
pub const MAX_NAME: usize = 60;
pub const MAX_CARDS: usize = 90;

fn phase_id<'a>(def: &'a GameDef, t: &Table) -> &'a str {
    def.phases
        .phases
        .get(t.cursor.phase)
        .map_or("", |p| p.id.as_str())
}

fn need_phase(def: &GameDef, t: &Table, id: &'static str) -> Result<(), ActionError> {
    if phase_id(def, t) == id {
        Ok(())
    } else {
        Err(refuse(
            "toi-err-phase",
            vec![("phase", format!("toi-phase-{id}"))],
        ))
    }
}

fn side_id(def: &GameDef, side: usize) -> Result<String, ActionError> {
    def.sides
        .get(side)
        .map(|s| s.id.clone())
        .filter(|_| side < 2)
        .ok_or_else(|| ActionError::Unknown {
            what: "side",
            id: side.to_string(),
        })
}

fn counter(t: &Table, def: &GameDef, id: &str, side: usize) -> Result<i64, ActionError> {
    let key = counter_key(id, Some(&side_id(def, side)?));
    Ok(t.counters.get(&key).map_or(0, |c| c.value))
}

/// Sets a side's counter (checked against its limits first).
fn set_counter(
    t: &mut Table,
    def: &GameDef,
    id: &str,
    side: usize,
    v: i64,
) -> Result<(), ActionError> {
    let key = counter_key(id, Some(&side_id(def, side)?));
    if let Some(c) = t.counters.get_mut(&key) {
        *c = c.set(v).map_err(ActionError::Count)?;
    }
    Ok(())
}

fn roll(rng: &mut GameRng, n: u32) -> Vec<u8> {
    (0..n).map(|_| rng.index(6) as u8 + 1).collect()
}

fn or_roll(rng: &mut GameRng, f: &Faces, n: u32) -> Vec<u8> {
    f.clone().unwrap_or_else(|| roll(rng, n))
}

fn side_msg(def: &GameDef, side: usize) -> String {
    def.sides
        .get(side)
        .map_or(String::new(), |s| s.name.clone())
}

/// The side's block of actions moves on after one is taken or the side passes.
/// In four-player team play both members of a team take their actions, one after the
/// other, before the other team (the example of L1623-1629: Filippo then Maria for the USA,
/// then Lisa then Marco for Germany); a team that passed leaves the other's members to go on
/// in turn.
fn next_block(st: &mut ToiState) {
    let four = st.scenario.players >= 4;
    let t = &mut st.turns;
    let side = t.side.min(1);
    let other = 1 - side;
    if four && t.member == 0 && !t.passed[side] {
        t.member = 1;
    } else if !t.passed[other] {
        t.side = other;
        t.member = 0;
    } else if four {
        t.member = 1 - t.member.min(1);
    }
    t.left = st.scenario.per_turn();
    t.blocks += 1;
}

fn take_action(st: &mut ToiState, side: usize, kind: ActionKind) -> Result<(), ActionError> {
    if st.turns.both_passed() || st.turns.passed[side.min(1)] {
        return Err(refuse("toi-err-passed", vec![]));
    }
    if st.turns.side != side {
        return Err(refuse("toi-err-not-your-turn", vec![]));
    }
    st.turns.taken.push((side, kind));
    st.turns.left = st.turns.left.saturating_sub(1);
    if st.turns.left == 0 {
        next_block(st);
    }
    Ok(())
}

pub fn step(
    def: &GameDef,
    table: &mut Table,
    action: &ToiAction,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let mut st = table
        .extra
        .get::<ToiState>()
        .cloned()
        .ok_or_else(|| refuse("toi-err-not-toi", vec![]))?;
    let mut t = table.clone();
    let mut lines: Vec<Line> = vec![];
    let round = t.cursor.round;
    let at = (round, t.cursor.phase);
    // A resolution names the side it is for: one of the two.
    match action {
        ToiAction::Attack { side, .. }
        | ToiAction::Assault { side, .. }
        | ToiAction::Area { side, .. }
        | ToiAction::Drift { side, .. }
        | ToiAction::Mine { side, .. }
        | ToiAction::Heal { side, .. } => {
            side_id(def, *side)?;
        }
        _ => {}
    }
    match action {
        ToiAction::SetScenario(s) => {
            super::setup::check(s)?;
            st.scenario = s.clone();
            // A scenario edited mid-game never resets the round in progress: who acts, the
            // actions left and the round's list stay; the new actions per turn count from the
            // next player-turn. Only before the first action does it set who starts.
            let begun = t.cursor.round > 1
                || !st.turns.taken.is_empty()
                || st.turns.passed.iter().any(|p| *p)
                || st.turns.blocks > 0;
            if !begun {
                st.initiative = s.initiative;
                st.last_initiative = s.initiative;
                st.turns = Turns {
                    side: s.initiative,
                    left: s.per_turn(),
                    ..Turns::default()
                };
            }
            t.round_limit = Some(s.rounds);
            lines.push(
                Line::new("toi-log-scenario")
                    .arg("name", s.name.clone())
                    .arg("rounds", s.rounds as i64)
                    .arg("actions", s.per_turn() as i64),
            );
        }
        ToiAction::TakeAction(kind) => {
            need_phase(def, &t, "action")?;
            let side = st.turns.side;
            take_action(&mut st, side, *kind)?;
            lines.push(
                Line::new("toi-log-action")
                    .msg_arg("side", &side_msg(def, side))
                    .msg_arg("action", kind.msg()),
            );
        }
        ToiAction::Pass => {
            need_phase(def, &t, "action")?;
            let side = st.turns.side;
            if st.turns.passed[side.min(1)] {
                return Err(refuse("toi-err-passed", vec![]));
            }
            st.turns.passed[side.min(1)] = true;
            next_block(&mut st);
            lines.push(Line::new("toi-log-pass").msg_arg("side", &side_msg(def, side)));
        }
        ToiAction::SetControl { index, controller } => {
            let o = st
                .scenario
                .objectives
                .get_mut(*index)
                .ok_or_else(|| refuse("toi-err-objective", vec![]))?;
            if let Some(c) = controller {
                side_id(def, *c)?;
            }
            o.controller = *controller;
            lines.push(
                Line::new("toi-log-control")
                    .arg("name", o.name.clone())
                    .msg_arg(
                        "side",
                        &controller.map_or("toi-nobody".to_string(), |c| side_msg(def, c)),
                    ),
            );
        }
        ToiAction::CollectIncome => {
            need_phase(def, &t, "command")?;
            if st.income_round == Some(round) {
                return Err(refuse("toi-err-income-done", vec![]));
            }
            for side in 0..2 {
                let (cmd, vp) = super::income(&st.scenario.objectives, side);
                let c = counter(&t, def, COMMAND, side)?;
                set_counter(&mut t, def, COMMAND, side, c + i64::from(cmd))?;
                let v = counter(&t, def, VP, side)?;
                set_counter(&mut t, def, VP, side, v + i64::from(vp))?;
                lines.push(
                    Line::new("toi-log-income")
                        .msg_arg("side", &side_msg(def, side))
                        .arg("command", cmd as i64)
                        .arg("vp", vp as i64),
                );
            }
            st.income_round = Some(round);
        }
        ToiAction::Bid { side, amount } => {
            need_phase(def, &t, "command")?;
            let have = counter(&t, def, COMMAND, *side)?;
            if i64::from(*amount) > have || *amount == 0 {
                return Err(refuse(
                    "toi-err-not-enough-command",
                    vec![("need", amount.to_string()), ("have", have.to_string())],
                ));
            }
            set_counter(&mut t, def, COMMAND, *side, have - i64::from(*amount))?;
            let bid = counter(&t, def, BID, *side)?;
            set_counter(&mut t, def, BID, *side, bid + i64::from(*amount))?;
            lines.push(
                Line::new("toi-log-bid")
                    .msg_arg("side", &side_msg(def, *side))
                    .arg("n", *amount as i64)
                    .arg("total", bid + i64::from(*amount)),
            );
        }
        ToiAction::DecideInitiative => {
            need_phase(def, &t, "command")?;
            if st.initiative_round == Some(round) {
                return Err(refuse("toi-err-initiative-done", vec![]));
            }
            let b0 = counter(&t, def, BID, 0)?;
            let b1 = counter(&t, def, BID, 1)?;
            let winner = super::initiative_winner(b0, b1, st.initiative);
            st.last_initiative = st.initiative;
            st.initiative = winner;
            st.initiative_round = Some(round);
            lines.push(
                Line::new("toi-log-initiative")
                    .msg_arg("side", &side_msg(def, winner))
                    .arg("a", b0)
                    .arg("b", b1),
            );
        }
        ToiAction::DrawCard { side, card } => {
            side_id(def, *side)?;
            super::setup::check_card(card)?;
            let c = &mut st.cards[*side];
            if c.hq.len() + c.in_play.len() + c.pending.len() + c.used.len() >= MAX_CARDS {
                return Err(refuse("toi-err-card", vec![]));
            }
            c.hq.push(card.clone());
            lines.push(
                Line::new("toi-log-draw")
                    .msg_arg("side", &side_msg(def, *side))
                    .arg("card", card.name.clone()),
            );
        }
        ToiAction::ActivateCard { side, index } => {
            side_id(def, *side)?;
            let card = st.cards[*side]
                .hq
                .get(*index)
                .cloned()
                .ok_or_else(|| refuse("toi-err-card", vec![]))?;
            match card.timing {
                Timing::Action => {
                    need_phase(def, &t, "action")?;
                    take_action(&mut st, *side, ActionKind::ActivateCard)?;
                }
                Timing::Command => need_phase(def, &t, "command")?,
            }
            let have = counter(&t, def, COMMAND, *side)?;
            if i64::from(card.cost) > have {
                return Err(refuse(
                    "toi-err-not-enough-command",
                    vec![("need", card.cost.to_string()), ("have", have.to_string())],
                ));
            }
            set_counter(&mut t, def, COMMAND, *side, have - i64::from(card.cost))?;
            let c = &mut st.cards[*side];
            c.hq.remove(*index);
            if card.contact.is_some() {
                c.pending.push((card.clone(), 0));
            } else if card.lasting {
                c.in_play.push(card.clone());
            } else {
                c.used.push(card.clone());
            }
            lines.push(
                Line::new("toi-log-activate")
                    .msg_arg("side", &side_msg(def, *side))
                    .arg("card", card.name.clone())
                    .arg("cost", card.cost as i64),
            );
        }
        ToiAction::DiscardInPlay { side, index } => {
            side_id(def, *side)?;
            let c = &mut st.cards[*side];
            if *index >= c.in_play.len() {
                return Err(refuse("toi-err-card", vec![]));
            }
            let card = c.in_play.remove(*index);
            lines.push(
                Line::new("toi-log-discard")
                    .msg_arg("side", &side_msg(def, *side))
                    .arg("card", card.name.clone()),
            );
            c.used.push(card);
        }
        ToiAction::Contact { side, pending, die } => {
            side_id(def, *side)?;
            let (card, tried) = st.cards[*side]
                .pending
                .get(*pending)
                .cloned()
                .ok_or_else(|| refuse("toi-err-card", vec![]))?;
            if tried == round {
                return Err(refuse("toi-err-contact-this-round", vec![]));
            }
            if tried > 0 {
                // A retry in a later round is an action of its own (L1910).
                need_phase(def, &t, "action")?;
                take_action(&mut st, *side, ActionKind::ActivateCard)?;
            }
            let x = card.contact.unwrap_or(1);
            let d = die.unwrap_or_else(|| roll(&mut t.rng, 1)[0]);
            let (ok, l) = artillery::contact(x, d)?;
            let c = &mut st.cards[*side];
            if ok {
                c.pending.remove(*pending);
                c.used.push(card.clone());
            } else if let Some(p) = c.pending.get_mut(*pending) {
                p.1 = round;
            }
            lines.extend(l);
            st.last = Some(Last {
                side: *side,
                what: Resolution::Contact {
                    card: card.name.clone(),
                    x,
                    die: d,
                },
                at,
            });
        }
        ToiAction::Attack {
            side,
            attack: a,
            black,
            red,
        } => {
            let p = attack::plan(a)?;
            let b = or_roll(&mut t.rng, black, p.black);
            let r = or_roll(&mut t.rng, red, p.red);
            let o = attack::resolve(a, &b, &r)?;
            lines.push(o.effect.line().arg("hits", o.hits as i64));
            // Op Fire says so, and whether the mover stops (L945-957).
            if a.fire == attack::Fire::OpFire {
                lines.extend(
                    o.lines
                        .iter()
                        .find(|l| l.msg.starts_with("toi-w-opfire-"))
                        .cloned()
                        .or_else(|| Some(Line::new("toi-log-op-fire-goes-on"))),
                );
            }
            st.last = Some(Last {
                side: *side,
                what: Resolution::Attack(a.clone(), b, r),
                at,
            });
        }
        ToiAction::Assault {
            side,
            assault: a,
            attack: ab,
            cover,
            defence,
        } => {
            let p = assault::plan(a)?;
            let x = or_roll(&mut t.rng, ab, p.attack_dice);
            let c = or_roll(&mut t.rng, cover, p.cover_dice);
            let d = or_roll(&mut t.rng, defence, p.defence_dice);
            let o = assault::resolve(a, &x, &c, &d)?;
            // One line with what it leaves on the board: who won, each side's losses, the
            // attackers' fatigue.
            lines.push(
                Line::new(if o.attacker_wins {
                    "toi-log-assault-wins"
                } else {
                    "toi-log-assault-fails"
                })
                .arg("a", o.attacker_hits as i64)
                .arg("d", o.defender_hits as i64),
            );
            st.last = Some(Last {
                side: *side,
                what: Resolution::Assault(a.clone(), x, c, d),
                at,
            });
        }
        ToiAction::Area {
            side,
            area: a,
            black,
            reds,
        } => {
            let plan = area::red_dice(a)?;
            let b = or_roll(&mut t.rng, black, a.fp);
            let r = match reds {
                Some(r) => r.clone(),
                None => plan
                    .iter()
                    .flatten()
                    .map(|(n, _, _)| roll(&mut t.rng, *n))
                    .collect(),
            };
            let o = area::resolve(a, &b, &r)?;
            lines.push(Line::new("toi-w-area-hits").arg("n", o.hex_hits as i64));
            st.last = Some(Last {
                side: *side,
                what: Resolution::Area(a.clone(), b, r),
                at,
            });
        }
        ToiAction::Drift {
            side,
            spotting,
            dice,
        } => {
            let (b, r) = dice.unwrap_or_else(|| {
                let d = roll(&mut t.rng, 2);
                (d[0], d[1])
            });
            let o = artillery::drift(
                &super::data::compass(def)?,
                *spotting,
                st.scenario.north,
                b,
                r,
            )?;
            lines.extend(o.lines.iter().skip(2).take(1).cloned());
            st.last = Some(Last {
                side: *side,
                what: Resolution::Drift {
                    spotting: *spotting,
                    black: b,
                    red: r,
                },
                at,
            });
        }
        ToiAction::Mine {
            side,
            engineers,
            dice,
        } => {
            let b = or_roll(&mut t.rng, dice, area::MINE_DICE);
            let (_, l) = area::minefield(&b, *engineers)?;
            lines.extend(l.into_iter().take(1));
            st.last = Some(Last {
                side: *side,
                what: Resolution::Mine {
                    engineers: *engineers,
                    black: b,
                },
                at,
            });
        }
        ToiAction::Roster(a) => {
            let line = super::roster::apply(&mut st.units, &mut st.next_unit, a)?;
            lines.push(line);
        }
        ToiAction::ClearMarkers => {
            need_phase(def, &t, "status")?;
            lines.push(super::roster::clear_markers(&mut st.units));
        }
        ToiAction::Heal { side, holes, die } => {
            let d = die.unwrap_or_else(|| roll(&mut t.rng, 1)[0]);
            let (_, l) = artillery::heal(*holes, d)?;
            lines.extend(l.into_iter().skip(1));
            st.last = Some(Last {
                side: *side,
                what: Resolution::Heal {
                    holes: *holes,
                    die: d,
                },
                at,
            });
        }
    }
    // Every check passed: the table takes the new state.
    t.extra = crate::core::extra::Extra::new(st);
    *table = t;
    Ok(lines.iter().map(|l| l.at(now)).collect())
}

/// A new round: the Action phase starts again with the initiative holder (L509-521).
pub fn on_turn_change(_def: &GameDef, table: &mut Table, _now: DateTime<Utc>) -> Vec<LogEntry> {
    if let Some(st) = table.extra.get_mut::<ToiState>() {
        st.turns = Turns {
            side: st.initiative,
            left: st.scenario.per_turn(),
            ..Turns::default()
        };
    }
    vec![]
}
