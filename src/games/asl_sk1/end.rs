//! The end of a scenario on the Turn Record Chart (L1611-1616): the marker reaching END. A
//! last turn printed as a half turn ends with the first Player Turn: the turn does not pass
//! to the second player, and the game stands ended where that Player Turn finished.

use chrono::{DateTime, Utc};

use super::{AslState, RuleError};
use crate::core::def::GameDef;
use crate::core::log::{Arg, LogEntry};
use crate::core::phases::Cursor;
use crate::core::table::{ActionError, Table};

/// Next at the end of the first Player Turn of a last half turn: the marker reaches END
/// (L1613-1616: only the first player moves in that turn). The state records the end and the
/// cursor stays; `None` for every other move of the turn.
pub fn end_instead(
    def: &GameDef,
    table: &mut Table,
    next: Cursor,
    now: DateTime<Utc>,
) -> Option<Vec<LogEntry>> {
    let c = table.cursor;
    let s = table.extra.get_mut::<AslState>()?;
    let half_turn = s.half_last && s.turns == Some(c.round);
    if !half_turn || s.half_ended || s.ended(c.round, c.side) || !s.ended(next.round, next.side) {
        return None;
    }
    s.half_ended = true;
    let side = side_name(def, s, c.side);
    Some(vec![
        LogEntry::new(now, "asl-log-half-turn-end")
            .arg("turn", c.round)
            .arg("side", Arg::Msg(side)),
    ])
}

/// The table's Back on a scenario ended at a half turn: the end is taken back, the cursor
/// stays at the end of the first Player Turn.
pub fn reopen(table: &mut Table, now: DateTime<Utc>) -> Option<Vec<LogEntry>> {
    let round = table.cursor.round;
    let s = table.extra.get_mut::<AslState>()?;
    if !s.half_ended {
        return None;
    }
    s.half_ended = false;
    Some(vec![
        LogEntry::new(now, "asl-log-half-turn-reopened").arg("turn", round),
    ])
}

/// Why the scenario is over when it ended at a half turn (L1614-1616): Next is refused with
/// it, the phase bar shows it.
pub fn over_reason(def: &GameDef, table: &Table) -> Option<ActionError> {
    let s = table.extra.get::<AslState>()?;
    let c = table.cursor;
    // A save from before the end was held kept the cursor in the second Player Turn.
    let half_over = s.half_ended || (s.half_last && s.turns == Some(c.round) && c.side >= 1);
    half_over.then(|| {
        RuleError::new("asl-err-half-turn-ended")
            .arg("turn", c.round)
            .arg("side", Arg::Msg(side_name(def, s, 0)))
            .into()
    })
}

/// The name id of the side ATTACKER in Player Turn `pt`.
fn side_name(def: &GameDef, s: &AslState, pt: usize) -> String {
    def.sides
        .get(s.attacker(pt))
        .map(|x| x.name.clone())
        .unwrap_or_default()
}
