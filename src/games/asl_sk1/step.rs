//! One action applied to an ASL table: the resolvers run with the dice rolled or entered, the
//! results logged, the turn record and the markers kept.

use chrono::{DateTime, Utc};

use crate::core::def::GameDef;
use crate::core::extra::Extra;
use crate::core::log::{Arg, LogEntry};
use crate::core::table::{ActionError, Table};

use super::{
    AslAction, AslSettings, AslState, Resolution, RuleError, Unit, cc, data, fire, morale, random,
    smoke, sw,
};

fn state(table: &mut Table) -> &mut AslState {
    if table.extra.get::<AslState>().is_none() {
        table.extra = Extra::new(AslState::default());
    }
    table
        .extra
        .get_mut::<AslState>()
        .expect("the ASL state was put on the table just above")
}

fn roll2(table: &mut Table, dice: Option<(u8, u8)>) -> (u8, u8, bool) {
    match dice {
        Some((c, w)) => (c, w, true),
        None => {
            let c = table.rng.index(6) as u8 + 1;
            let w = table.rng.index(6) as u8 + 1;
            (c, w, false)
        }
    }
}

fn roll1(table: &mut Table, dr: Option<u8>) -> (u8, bool) {
    match dr {
        Some(d) => (d, true),
        None => (table.rng.index(6) as u8 + 1, false),
    }
}

fn source(hand: bool) -> Arg {
    Arg::Msg(if hand { "asl-src-hand" } else { "asl-src-app" }.into())
}

pub fn step(
    def: &GameDef,
    table: &mut Table,
    action: &AslAction,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let data = &*data::for_def(def);
    let settings = table
        .extra
        .get::<AslState>()
        .map_or_else(AslSettings::default, |s| s.settings);
    let side_name = |i: usize| {
        def.sides
            .get(i)
            .map(|s| Arg::Msg(s.name.clone()))
            .unwrap_or_else(|| Arg::Text(i.to_string()))
    };
    let mut out = Vec::new();
    match action {
        AslAction::Fire(a, dice) => {
            let (c, w, hand) = roll2(table, *dice);
            let o = fire::resolve(data, a, &settings, c, w)?;
            let entry = match o.column {
                Some(col) => LogEntry::new(now, "asl-log-fire").arg("column", col as i64),
                None => LogEntry::new(now, "asl-log-fire-no-column"),
            };
            out.push(
                entry
                    .arg("src", source(hand))
                    .arg("fp", o.fp.to_string())
                    .arg("colored", c as u32)
                    .arg("white", w as u32)
                    .arg("final", o.final_dr as i64)
                    .arg("result", fire_result(&o)),
            );
            state(table).last = Some(Resolution::Fire(a.clone(), c, w));
        }
        AslAction::Morale(m, dice) => {
            let (c, w, hand) = roll2(table, *dice);
            let o = morale::morale_check(m, c, w)?;
            out.push(
                LogEntry::new(now, "asl-log-morale")
                    .arg("src", source(hand))
                    .arg("check", Arg::Msg(m.check_msg().into()))
                    .arg("morale", m.morale as i64)
                    .arg("colored", c as u32)
                    .arg("white", w as u32)
                    .arg("final", o.final_dr as i64)
                    .arg("result", Arg::Msg(format!("{}-short", o.result.msg()))),
            );
            state(table).last = Some(Resolution::Morale(m.clone(), c, w));
        }
        AslAction::Rally(r, dice) => {
            let (c, w, hand) = roll2(table, *dice);
            let o = morale::rally(r, c, w)?;
            out.push(
                LogEntry::new(now, "asl-log-rally")
                    .arg("src", source(hand))
                    .arg("colored", c as u32)
                    .arg("white", w as u32)
                    .arg("final", o.final_dr as i64)
                    .arg("morale", r.broken_morale as i64)
                    .arg(
                        "result",
                        Arg::Msg(
                            match o.result {
                                morale::RallyResult::Rallied => "asl-rally-ok-short",
                                morale::RallyResult::Failed => "asl-rally-failed-short",
                                morale::RallyResult::Reduced => "asl-rally-reduced-short",
                            }
                            .into(),
                        ),
                    ),
            );
            state(table).last = Some(Resolution::Rally(r.clone(), c, w));
        }
        AslAction::CloseCombat(k, dice) => {
            let (c, w, hand) = roll2(table, *dice);
            let o = cc::close_combat(data, k, c, w)?;
            out.push(
                LogEntry::new(now, "asl-log-cc")
                    .arg("src", source(hand))
                    .arg("odds", o.odds.clone())
                    .arg("kill", o.kill as i64)
                    .arg("colored", c as u32)
                    .arg("white", w as u32)
                    .arg("final", o.final_dr as i64)
                    .arg(
                        "result",
                        Arg::Msg(
                            match o.result {
                                cc::CcResult::Eliminated => "asl-cc-eliminated-short",
                                cc::CcResult::Reduced => "asl-cc-reduced-short",
                                cc::CcResult::NoEffect => "asl-cc-ne-short",
                            }
                            .into(),
                        ),
                    ),
            );
            state(table).last = Some(Resolution::Cc(k.clone(), c, w));
        }
        AslAction::Ambush(a, d, dice) => {
            let (x, y, hand) = roll2(table, *dice);
            let (who, _) = cc::ambush_contest(a, d, x, y)?;
            out.push(
                LogEntry::new(now, "asl-log-ambush")
                    .arg("src", source(hand))
                    .arg("a", x as u32)
                    .arg("d", y as u32)
                    .arg(
                        "result",
                        Arg::Msg(
                            match who {
                                cc::Ambush::None => "asl-ambush-none-short",
                                cc::Ambush::Attacker => "asl-ambush-attacker-short",
                                cc::Ambush::Defender => "asl-ambush-defender-short",
                            }
                            .into(),
                        ),
                    ),
            );
            state(table).last = Some(Resolution::Ambush(*a, *d, x, y));
        }
        AslAction::Wound(already, dr) => {
            let (d, hand) = roll1(table, *dr);
            let o = morale::wound(d, *already)?;
            out.push(
                LogEntry::new(now, "asl-log-wound")
                    .arg("src", source(hand))
                    .arg("dr", d as u32)
                    .arg(
                        "result",
                        Arg::Msg(
                            match o.wound {
                                morale::Wound::Light => "asl-wound-light-short",
                                morale::Wound::Mortal => "asl-wound-mortal-short",
                            }
                            .into(),
                        ),
                    ),
            );
            state(table).last = Some(Resolution::Wound(*already, d));
        }
        AslAction::Promotion(p, dr) => {
            let (d, hand) = roll1(table, *dr);
            let o = morale::promotion(data, p, d)?;
            out.push(
                LogEntry::new(now, "asl-log-promotion")
                    .arg("src", source(hand))
                    .arg("dr", d as u32)
                    .arg("final", o.final_dr as i64)
                    .arg("leader", o.leader.clone().unwrap_or_else(|| "—".into())),
            );
            state(table).last = Some(Resolution::Promotion(p.clone(), d));
        }
        AslAction::SwKill(k, dice) => {
            let (c, w, hand) = roll2(table, *dice);
            let o = sw::sw_kill(data, k, &settings, c, w)?;
            out.push(
                LogEntry::new(now, "asl-log-sw-kill")
                    .arg("src", source(hand))
                    .arg("column", k.column)
                    .arg("final", o.final_dr as i64)
                    .arg("result", o.result.label())
                    .arg("fate", sw::fate_short(o.fate)),
            );
            state(table).last = Some(Resolution::SwKill(k.clone(), c, w));
        }
        AslAction::SwRepair(r, dr) => {
            let (d, hand) = roll1(table, *dr);
            let o = sw::repair(data, r, d)?;
            out.push(
                LogEntry::new(now, "asl-log-sw-repair")
                    .arg("src", source(hand))
                    .arg("dr", d as u32)
                    .arg("n", r.repair_number as u32)
                    .arg("result", Arg::Msg(format!("{}-short", o.result.msg()))),
            );
            state(table).last = Some(Resolution::SwRepair(r.clone(), d));
        }
        AslAction::SwRecover(r, dr) => {
            let (d, hand) = roll1(table, *dr);
            let o = sw::recover(data, r, d)?;
            out.push(
                LogEntry::new(now, "asl-log-sw-recover")
                    .arg("src", source(hand))
                    .arg("dr", d as u32)
                    .arg("final", o.final_dr as i64)
                    .arg(
                        "result",
                        Arg::Msg(
                            if o.recovered {
                                "asl-swv-recovered-short"
                            } else {
                                "asl-swv-failed-short"
                            }
                            .into(),
                        ),
                    ),
            );
            state(table).last = Some(Resolution::SwRecover(r.clone(), d));
        }
        AslAction::Smoke(a, dr) => {
            let (d, hand) = roll1(table, *dr);
            let o = smoke::place(data, a, &settings, d)?;
            out.push(
                LogEntry::new(
                    now,
                    if o.mph_ends {
                        "asl-log-smoke-stop"
                    } else {
                        "asl-log-smoke"
                    },
                )
                .arg("src", source(hand))
                .arg("dr", d as u32)
                .arg("final", o.final_dr as i64)
                .arg("n", a.exponent as u32)
                .arg("mf", o.mf as i64)
                .arg(
                    "result",
                    Arg::Msg(
                        if o.placed {
                            "asl-smk-placed-short"
                        } else {
                            "asl-smk-failed-short"
                        }
                        .into(),
                    ),
                ),
            );
            state(table).last = Some(Resolution::Smoke(a.clone(), d));
        }
        AslAction::RandomPick(p, dice) => {
            // The table's setting, not the action's own field (whose default, kept for
            // selections saved before it existed, is a re-roll): one way to select per table.
            let p = &random::RandomPick {
                reroll_ties: settings.pick_reroll_ties,
                ..p.clone()
            };
            let (dice, hand) = match dice {
                Some(d) => (d.clone(), true),
                None => (random::roll_all(p, || table.rng.index(6) as u8 + 1)?, false),
            };
            let o = random::pick(p, &dice)?;
            out.push(
                LogEntry::new(
                    now,
                    if o.done() {
                        "asl-log-pick"
                    } else {
                        "asl-log-pick-tied"
                    },
                )
                .arg("src", source(hand))
                .arg(
                    "picked",
                    if o.picked.is_empty() {
                        "—".to_string()
                    } else {
                        o.picked.join(", ")
                    },
                )
                .arg("tied", o.tied.join(", ")),
            );
            state(table).last = Some(Resolution::Pick(p.clone(), dice));
        }
        AslAction::SetSettings(s) => {
            state(table).settings = *s;
            out.push(LogEntry::new(now, "asl-log-settings"));
        }
        AslAction::SetLength { turns, half_last } => {
            if turns == &Some(0) {
                return Err(RuleError::new("asl-err-length").into());
            }
            let s = state(table);
            s.turns = *turns;
            s.half_last = *half_last;
            out.push(match turns {
                Some(n) => LogEntry::new(
                    now,
                    if *half_last {
                        "asl-log-length-half"
                    } else {
                        "asl-log-length"
                    },
                )
                .arg("turns", *n),
                None => LogEntry::new(now, "asl-log-length-none"),
            });
        }
        AslAction::SetFirstAttacker(i) => {
            if *i >= def.sides.len().min(2) {
                return Err(side_error(*i, def.sides.len().min(2)));
            }
            state(table).first_attacker = *i;
            out.push(LogEntry::new(now, "asl-log-first-attacker").arg("side", side_name(*i)));
        }
        AslAction::AddReinforcement(r) => {
            if r.text.trim().is_empty() {
                return Err(RuleError::new("asl-err-empty-text").into());
            }
            if r.turn == 0 {
                return Err(RuleError::new("asl-err-turn-zero").into());
            }
            if r.side >= def.sides.len() {
                return Err(side_error(r.side, def.sides.len()));
            }
            out.push(
                LogEntry::new(now, "asl-log-reinforcement")
                    .arg("turn", r.turn)
                    .arg("side", side_name(r.side))
                    .arg("text", r.text.trim().to_string()),
            );
            let mut r = r.clone();
            r.text = r.text.trim().to_string();
            state(table).reinforcements.push(r);
        }
        AslAction::RemoveReinforcement(i) => {
            let s = state(table);
            if *i >= s.reinforcements.len() {
                return Err(RuleError::new("asl-err-no-such").into());
            }
            let r = s.reinforcements.remove(*i);
            out.push(LogEntry::new(now, "asl-log-reinforcement-removed").arg("text", r.text));
        }
        AslAction::AddUnit { name, side } => {
            if name.trim().is_empty() {
                return Err(RuleError::new("asl-err-empty-text").into());
            }
            if *side >= def.sides.len() {
                return Err(side_error(*side, def.sides.len()));
            }
            let s = state(table);
            s.next_unit += 1;
            let id = s.next_unit;
            s.units.push(Unit {
                id,
                name: name.trim().to_string(),
                side: *side,
                flags: vec![],
            });
            out.push(
                LogEntry::new(now, "asl-log-unit-added")
                    .arg("unit", name.trim().to_string())
                    .arg("side", side_name(*side)),
            );
        }
        AslAction::RemoveUnit(id) => {
            let s = state(table);
            let Some(i) = s.units.iter().position(|u| u.id == *id) else {
                return Err(RuleError::new("asl-err-no-such").into());
            };
            let u = s.units.remove(i);
            out.push(LogEntry::new(now, "asl-log-unit-removed").arg("unit", u.name));
        }
        AslAction::SetFlag { unit, flag, on } => {
            let s = state(table);
            let Some(u) = s.units.iter_mut().find(|u| u.id == *unit) else {
                return Err(RuleError::new("asl-err-no-such").into());
            };
            let has = u.flags.contains(flag);
            if has == *on {
                return Err(RuleError::new("asl-err-no-change").into());
            }
            if *on {
                u.flags.push(*flag);
                u.flags.sort();
            } else {
                u.flags.retain(|f| f != flag);
            }
            out.push(
                LogEntry::new(
                    now,
                    if *on {
                        "asl-log-flag-on"
                    } else {
                        "asl-log-flag-off"
                    },
                )
                .arg("unit", u.name.clone())
                .arg("flag", Arg::Msg(flag.msg().into())),
            );
        }
        AslAction::ClearFlag { flag, side } => {
            let s = state(table);
            let mut n = 0usize;
            for u in s.units.iter_mut() {
                if side.is_none_or(|x| x == u.side) && u.flags.contains(flag) {
                    u.flags.retain(|f| f != flag);
                    n += 1;
                }
            }
            if n == 0 {
                return Err(RuleError::new("asl-err-no-change").into());
            }
            out.push(
                LogEntry::new(now, "asl-log-flag-cleared")
                    .arg("flag", Arg::Msg(flag.msg().into()))
                    .arg("n", n),
            );
        }
    }
    Ok(out)
}

/// A side's number that is not one of the scenario's (`0` to `count - 1`).
fn side_error(n: usize, count: usize) -> ActionError {
    RuleError::new("asl-err-side")
        .arg("n", n as i64)
        .arg("last", count.saturating_sub(1) as i64)
        .into()
}

/// A fire attack's result for its log line: the table's result, then each weapon of the
/// firers that broke down or is removed ("NE, machine gun broken down").
fn fire_result(o: &fire::IftOutcome) -> Arg {
    let then = o.aftermath_ids();
    if then.is_empty() {
        return Arg::Text(o.result.label());
    }
    let mut all = vec![Arg::Text(o.result.label())];
    all.extend(then.into_iter().map(|id| Arg::Msg(id.to_string())));
    Arg::List(all)
}
