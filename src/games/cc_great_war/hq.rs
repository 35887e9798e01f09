//! The HQ ledger: tokens move between the common pool and a side, each move logged with its
//! reason.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::core::def::GameDef;
use crate::core::log::LogEntry;
use crate::core::table::{ActionError, Table};

use super::state::HQ;
use super::{rule, side_msg};

/// Why HQ tokens moved: every gain and spend is logged with one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum HqReason {
    Scenario,
    EndTurn,
    Trade,
    Dice,
    BigShow,
    Refund,
    Artillery,
    CombatCard,
    DirectFromHq,
    Physician,
    Correction,
}

impl HqReason {
    pub const MANUAL: [HqReason; 6] = [
        HqReason::DirectFromHq,
        HqReason::Physician,
        HqReason::BigShow,
        HqReason::Refund,
        HqReason::Dice,
        HqReason::Correction,
    ];

    pub fn msg(self) -> &'static str {
        match self {
            HqReason::Scenario => "ccgw-hq-scenario",
            HqReason::EndTurn => "ccgw-hq-end-turn",
            HqReason::Trade => "ccgw-hq-trade",
            HqReason::Dice => "ccgw-hq-dice",
            HqReason::BigShow => "ccgw-hq-big-show",
            HqReason::Refund => "ccgw-hq-refund",
            HqReason::Artillery => "ccgw-hq-artillery",
            HqReason::CombatCard => "ccgw-hq-combat-card",
            HqReason::DirectFromHq => "ccgw-hq-direct",
            HqReason::Physician => "ccgw-hq-physician",
            HqReason::Correction => "ccgw-hq-correction",
        }
    }
}

/// Moves HQ between the pool and a side, logged with its reason. Gains stop when the pool runs
/// dry (L564): the shortfall is reported, not refused.
pub(super) fn hq(
    def: &GameDef,
    t: &mut Table,
    side: &str,
    delta: i32,
    reason: HqReason,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let sarg = side_msg(def, side)?;
    let pool = t
        .pools
        .get(HQ)
        .ok_or_else(|| rule("ccgw-err-no-pool", vec![]))?;
    let mut log = vec![];
    if delta >= 0 {
        let want = delta as u32;
        let got = want.min(pool.supply);
        let next = pool.take(side, got)?;
        if got < want {
            log.push(
                LogEntry::new(now, "ccgw-log-pool-dry")
                    .arg("side", sarg.clone())
                    .arg("wanted", want)
                    .arg("got", got),
            );
        }
        if got > 0 {
            log.push(
                LogEntry::new(now, "ccgw-log-hq-gain")
                    .arg("side", sarg)
                    .arg("n", got)
                    .msg_arg("reason", reason.msg())
                    .arg("held", next.held_by(side))
                    .arg("supply", next.supply),
            );
        }
        t.pools.insert(HQ.into(), next);
    } else {
        let n = delta.unsigned_abs();
        let next = pool.give_back(side, n)?;
        log.push(
            LogEntry::new(now, "ccgw-log-hq-spend")
                .arg("side", sarg)
                .arg("n", n)
                .msg_arg("reason", reason.msg())
                .arg("held", next.held_by(side))
                .arg("supply", next.supply),
        );
        t.pools.insert(HQ.into(), next);
    }
    Ok(log)
}

/// A manual move of HQ tokens (`delta` > 0 takes them from the pool, < 0 pays them back).
pub(super) fn adjust(
    def: &GameDef,
    t: &mut Table,
    side: &str,
    delta: i32,
    reason: HqReason,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    if delta == 0 {
        return Err(rule("ccgw-err-zero", vec![]));
    }
    hq(def, t, side, delta, reason, now)
}
