//! Setting up a scenario: the deal, the starting HQ and the board's No Man's Land; the set-up
//! checklist and the settings.

use chrono::{DateTime, Utc};

use crate::core::def::GameDef;
use crate::core::log::{Arg, LogEntry};
use crate::core::table::{ActionError, Table};

use super::cards::draw;
use super::hq::{HqReason, hq};
use super::nml::Bombardment;
use super::state::{CHECKLIST, COMBAT, COMMAND, CcSettings, HQ, PhysicalDeck, Scenario};
use super::{cc_mut, data_of, rule};

/// Sets the scenario up: checks its values, deals the cards and the starting HQ.
pub(super) fn setup(
    def: &GameDef,
    t: &mut Table,
    sc: &Scenario,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let mut log = vec![];
    // What the players left out is the blank scenario's.
    let sc = &sc.filled(&def.side_ids());
    if cc_mut(t)?.scenario.is_some() {
        return Err(rule("ccgw-err-already-set-up", vec![]));
    }
    if def.side_name(&sc.first_side).is_none() {
        return Err(ActionError::Unknown {
            what: "side",
            id: sc.first_side.clone(),
        });
    }
    // A scenario's Combat hand limit holds at least the cards it deals (L699).
    for (side, &limit) in &sc.combat_limit {
        let dealt = sc.combat_cards.get(side).copied().unwrap_or(0);
        if def.side_name(side).is_none() {
            return Err(ActionError::Unknown {
                what: "side",
                id: side.clone(),
            });
        }
        let (low, high) = sc.combat_limit_bounds(side);
        if limit < low || limit > high {
            return Err(rule(
                "ccgw-err-combat-limit",
                vec![("limit", limit.to_string()), ("dealt", dealt.to_string())],
            ));
        }
    }
    let total_hq: u32 = sc.start_hq.values().sum();
    let supply = t.pools.get(HQ).map_or(0, |p| p.supply);
    if total_hq > supply {
        return Err(rule(
            "ccgw-err-start-hq",
            vec![
                ("total", total_hq.to_string()),
                ("pool", supply.to_string()),
            ],
        ));
    }
    let n = data_of(def)?.turn;
    let max = n.max_artillery_strength.value;
    if sc.artillery.values().flatten().any(|&a| a == 0 || a > max) {
        return Err(rule(
            "ccgw-err-artillery-strength",
            vec![("max", max.to_string())],
        ));
    }
    let tokens = n.artillery_tokens.value as usize;
    if sc.artillery.values().any(|l| l.len() > tokens) {
        return Err(rule(
            "ccgw-err-artillery-tokens",
            vec![("max", tokens.to_string())],
        ));
    }
    if !sc.nml_rows.is_empty() {
        Bombardment::new(
            sc.nml_rows.clone(),
            n.board_width.value,
            n.board_depth.value,
        )?;
    }
    let physical = cc_mut(t)?.settings.physical_cards;
    if physical {
        let cc = cc_mut(t)?;
        for d in &def.decks {
            let total: u32 = d.cards.iter().map(|c| c.count).sum();
            cc.physical.insert(
                d.id.clone(),
                PhysicalDeck {
                    left: total,
                    ..Default::default()
                },
            );
        }
    }
    let name = if sc.name.trim().is_empty() {
        Arg::Msg("ccgw-ui-unnamed".into())
    } else {
        Arg::Text(sc.name.trim().to_string())
    };
    log.push(
        LogEntry::new(now, "ccgw-log-setup")
            .arg("name", name)
            .arg("medals", sc.medals_to_win),
    );
    for s in &def.sides {
        for _ in 0..sc.command_cards.get(&s.id).copied().unwrap_or(0) {
            draw(def, t, COMMAND, &s.id, now)?;
        }
        for _ in 0..sc.combat_cards.get(&s.id).copied().unwrap_or(0) {
            draw(def, t, COMBAT, &s.id, now)?;
        }
        log.push(
            LogEntry::new(now, "ccgw-log-dealt")
                .msg_arg("side", &s.name)
                .arg("command", sc.command_cards.get(&s.id).copied().unwrap_or(0))
                .arg("combat", sc.combat_cards.get(&s.id).copied().unwrap_or(0)),
        );
        let n = sc.start_hq.get(&s.id).copied().unwrap_or(0);
        if n > 0 {
            log.extend(hq(def, t, &s.id, n as i32, HqReason::Scenario, now)?);
        }
    }
    t.cursor.side = def
        .sides
        .iter()
        .position(|s| s.id == sc.first_side)
        .unwrap_or(0);
    let board = data_of(def)?.turn;
    let cc = cc_mut(t)?;
    if !sc.nml_rows.is_empty() {
        cc.nml = Some(Bombardment::new(
            sc.nml_rows.clone(),
            board.board_width.value,
            board.board_depth.value,
        )?);
    }
    cc.scenario = Some(sc.clone());
    Ok(log)
}

/// Ticks or unticks a set-up step.
pub(super) fn toggle_check(
    t: &mut Table,
    i: usize,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let mut log = vec![];
    let cc = cc_mut(t)?;
    let b = cc
        .checklist
        .get_mut(i)
        .ok_or_else(|| rule("ccgw-err-no-step", vec![]))?;
    *b = !*b;
    let done = *b;
    log.push(
        LogEntry::new(
            now,
            if done {
                "ccgw-log-check"
            } else {
                "ccgw-log-uncheck"
            },
        )
        .msg_arg("step", CHECKLIST[i]),
    );
    Ok(log)
}

/// Changes the settings (the cards mode is locked once the scenario is set up).
pub(super) fn settings(
    t: &mut Table,
    s: &CcSettings,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let mut log = vec![];
    let cc = cc_mut(t)?;
    if cc.scenario.is_some() && s.physical_cards != cc.settings.physical_cards {
        return Err(rule("ccgw-err-cards-mode-locked", vec![]));
    }
    cc.settings = *s;
    log.push(LogEntry::new(now, "ccgw-log-settings"));
    Ok(log)
}
