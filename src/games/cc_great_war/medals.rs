//! The medal track and victory: medals gained and lost, the Under Pressure medal, the winner.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::core::def::GameDef;
use crate::core::log::LogEntry;
use crate::core::table::{ActionError, Table};

use super::{active_side, cc_mut, rule, side_msg, state};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum MedalKind {
    /// An enemy unit wiped out.
    Unit,
    Temporary,
    StartTemporary,
    StartMajority,
    Permanent,
    StartPermanent,
    Breakthrough,
    UnderPressure,
}

impl MedalKind {
    pub const ALL: [MedalKind; 8] = [
        MedalKind::Unit,
        MedalKind::Temporary,
        MedalKind::StartTemporary,
        MedalKind::StartMajority,
        MedalKind::Permanent,
        MedalKind::StartPermanent,
        MedalKind::Breakthrough,
        MedalKind::UnderPressure,
    ];

    pub fn msg(self) -> &'static str {
        match self {
            MedalKind::Unit => "ccgw-medal-unit",
            MedalKind::Temporary => "ccgw-medal-temporary",
            MedalKind::StartTemporary => "ccgw-medal-start-temporary",
            MedalKind::StartMajority => "ccgw-medal-start-majority",
            MedalKind::Permanent => "ccgw-medal-permanent",
            MedalKind::StartPermanent => "ccgw-medal-start-permanent",
            MedalKind::Breakthrough => "ccgw-medal-breakthrough",
            MedalKind::UnderPressure => "ccgw-medal-under-pressure",
        }
    }

    /// Temporary medals are lost when the hex (or majority) is lost.
    pub fn can_be_lost(self) -> bool {
        matches!(
            self,
            MedalKind::Temporary | MedalKind::StartTemporary | MedalKind::StartMajority
        )
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Medal {
    pub kind: MedalKind,
    #[serde(default)]
    pub note: String,
}

fn check_victory(
    def: &GameDef,
    t: &mut Table,
    side: &str,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let cc = cc_mut(t)?;
    let Some(target) = cc.scenario.as_ref().map(|s| s.medals_to_win) else {
        return Ok(vec![]);
    };
    let medals = cc.medals.get(side).cloned().unwrap_or_default();
    // The Under Pressure medal can never be the winning one (L619-621).
    let last_ok = medals
        .last()
        .is_some_and(|m| m.kind != MedalKind::UnderPressure);
    if cc.winner.is_none() && target > 0 && medals.len() as u32 >= target && last_ok {
        cc.winner = Some(side.to_string());
        return Ok(vec![
            LogEntry::new(now, "ccgw-log-victory")
                .arg("side", side_msg(def, side)?)
                .arg("medals", medals.len()),
        ]);
    }
    Ok(vec![])
}

pub(super) fn add_medal(
    def: &GameDef,
    t: &mut Table,
    side: &str,
    kind: MedalKind,
    note: &str,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let sarg = side_msg(def, side)?;
    if kind == MedalKind::UnderPressure {
        can_take_under_pressure(def, t, side)?;
    }
    let cc = cc_mut(t)?;
    // The medal offered for a wiped-out unit is the one being taken.
    if kind == MedalKind::Unit && cc.medal_due.as_deref() == Some(side) {
        cc.medal_due = None;
    }
    let list = cc.medals.entry(side.to_string()).or_default();
    list.push(Medal {
        kind,
        note: note.trim().to_string(),
    });
    let n = list.len();
    cc.turn.medals.push((side.to_string(), kind));
    let mut log = vec![
        LogEntry::new(now, "ccgw-log-medal")
            .arg("side", sarg)
            .msg_arg("kind", kind.msg())
            .arg("count", n),
    ];
    log.extend(check_victory(def, t, side, now)?);
    Ok(log)
}

/// The Under Pressure medal (L617-621) is taken by the side to play, in a turn it played a
/// Recon card, in place of Recon's second card: so before its end-of-turn draw, and once.
/// Whether the scenario applies Under Pressure against the attacker is for the players.
pub fn can_take_under_pressure(def: &GameDef, t: &Table, side: &str) -> Result<(), ActionError> {
    let cc = state(t).ok_or_else(|| rule("ccgw-err-not-cc", vec![]))?;
    let taken = cc
        .turn
        .medals
        .iter()
        .any(|(s, k)| s == side && *k == MedalKind::UnderPressure);
    if active_side(def, t).as_deref() != Some(side)
        || !cc.turn.recon
        || cc.turn.command_drawn
        || taken
    {
        return Err(rule("ccgw-err-under-pressure", vec![]));
    }
    // "It is not possible to win the decisive medal this way" (L621): refused when it would
    // reach the scenario's victory count.
    let target = cc.scenario.as_ref().map_or(0, |s| s.medals_to_win);
    if target > 0 && cc.medal_count(side) as u32 + 1 >= target {
        return Err(rule(
            "ccgw-err-under-pressure-decisive",
            vec![("medals", target.to_string())],
        ));
    }
    Ok(())
}

/// Takes back a medal that was lost: only temporary and majority medals can be.
pub(super) fn remove_medal(
    def: &GameDef,
    t: &mut Table,
    side: &str,
    index: usize,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let mut log = vec![];
    let sarg = side_msg(def, side)?;
    let cc = cc_mut(t)?;
    let list = cc
        .medals
        .get_mut(side)
        .ok_or_else(|| ActionError::Unknown {
            what: "side",
            id: side.to_string(),
        })?;
    let m = list
        .get(index)
        .cloned()
        .ok_or_else(|| rule("ccgw-err-no-medal", vec![]))?;
    // Only temporary and majority medals can be lost (L589-621); the others stay.
    if !m.kind.can_be_lost() {
        return Err(rule(
            "ccgw-err-medal-kept",
            vec![("kind", m.kind.msg().to_string())],
        ));
    }
    list.remove(index);
    let n = list.len();
    log.push(
        LogEntry::new(now, "ccgw-log-medal-lost")
            .arg("side", sarg)
            .msg_arg("kind", m.kind.msg())
            .arg("count", n),
    );
    Ok(log)
}
