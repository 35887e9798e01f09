//! One action applied to a We Were Brothers table.

use chrono::{DateTime, Utc};

use super::{WwbAction, WwbState, data, roster, setup, squad};
use crate::core::def::GameDef;
use crate::core::extra::Extra;
use crate::core::log::{Line, LogEntry};
use crate::core::table::{ActionError, Table};

fn state(table: &mut Table) -> Result<&mut WwbState, ActionError> {
    if table.extra.get::<WwbState>().is_none() {
        table.extra = Extra::new(WwbState::default());
    }
    table
        .extra
        .get_mut::<WwbState>()
        .ok_or(ActionError::Rule("wwb-err-no-state", vec![]))
}

/// The most squads a table holds (a platoon is 3 squads; up to 6 players, L51–L53).
pub const MAX_SQUADS: usize = 12;

fn check_code(code: &str) -> Result<(), ActionError> {
    let n = code.trim().chars().count();
    if n == 0 || n > 20 {
        return Err(ActionError::Rule("wwb-err-code-name", vec![]));
    }
    Ok(())
}

pub fn step(
    def: &GameDef,
    table: &mut Table,
    action: &WwbAction,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let data = data::load(def);
    let lines: Vec<Line> = match action {
        WwbAction::AddStandardSquad {
            army,
            blue,
            code,
            specialist,
        } => {
            check_code(code)?;
            let (blue, hand) = match blue {
                Some(b) => (*b, true),
                None => (table.rng.index(6) as u8 + 1, false),
            };
            let sq = setup::standard_squad(&data, *army, blue, code.trim(), *specialist).map_err(
                |e| {
                    let (m, a) = e.msg();
                    ActionError::Rule(m, a)
                },
            )?;
            let st = state(table)?;
            if st.squads.len() >= MAX_SQUADS {
                return Err(ActionError::Rule("wwb-err-too-many-squads", vec![]));
            }
            st.squads.push(sq);
            vec![
                Line::new("wwb-log-standard-squad")
                    .arg("code", code.trim())
                    .msg_arg("army", army.msg())
                    .arg("blue", blue as i64)
                    .msg_arg("src", if hand { "wwb-src-hand" } else { "wwb-src-app" }),
            ]
        }
        WwbAction::AddSquad { army, code } => {
            check_code(code)?;
            let st = state(table)?;
            if st.squads.len() >= MAX_SQUADS {
                return Err(ActionError::Rule("wwb-err-too-many-squads", vec![]));
            }
            st.squads.push(squad::Squad::new(code.trim(), *army));
            vec![
                Line::new("wwb-log-squad")
                    .arg("code", code.trim())
                    .msg_arg("army", army.msg()),
            ]
        }
        WwbAction::RemoveSquad(i) => {
            let st = state(table)?;
            if *i >= st.squads.len() {
                return Err(ActionError::Rule("wwb-err-no-soldier", vec![]));
            }
            let sq = st.squads.remove(*i);
            vec![Line::new("wwb-log-remove-squad").arg("code", sq.code)]
        }
        WwbAction::Edit { who, edit } => {
            let st = state(table)?;
            let additional = st.tiers.additional;
            let sq = st
                .squads
                .get_mut(who.squad)
                .ok_or(ActionError::Rule("wwb-err-no-soldier", vec![]))?;
            // Work on a copy: a refusal changes nothing.
            let mut copy = sq.clone();
            let line = roster::apply(&data, &mut copy, who.soldier, edit, additional)?;
            *sq = copy;
            vec![line]
        }
        WwbAction::SetTiers(t) => {
            state(table)?.tiers = *t;
            vec![Line::new("wwb-log-tiers")]
        }
    };
    Ok(lines.iter().map(|l| l.at(now)).collect())
}
