//! Movement Factors for the Movement Phase (§3.3, §4.0, §5.4): the unit's MF, the road,
//! leader and Double Time bonuses, and what carrying Support Weapons beyond the IPC costs; given
//! the MF of the hex to enter, whether Assault Movement into it is allowed and what an Advance
//! into it does. The numbers come from `data/asl-sk1/movement.json`.

use serde::{Deserialize, Serialize};

use super::data::Movement;
use super::fire::signed;
use super::frac::Frac;
use super::limits;
use super::morale::UnitSize;
use super::{Line, RuleError};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct MoveQuery {
    pub size: UnitSize,
    /// A Green (or Conscript) MMC (L1813-1817). A Green one moving with a Good Order leader
    /// is not Inexperienced (L1813-1815).
    #[serde(default)]
    pub inexperienced: bool,
    /// A Conscript MMC: Inexperienced even with a leader (L1813-1815).
    #[serde(default)]
    pub conscript: bool,
    /// A wounded leader (L894).
    #[serde(default)]
    pub wounded: bool,
    /// The MMC moves the whole MPh together with a Good Order leader (L898-900, L1661-1664).
    #[serde(default)]
    pub with_leader: bool,
    /// Only along road hexsides for the whole MPh (L896-897).
    #[serde(default)]
    pub road: bool,
    /// Double Time: +2 MF, CX at the end of the MPh, and IPC 1 lower (L931-941).
    #[serde(default)]
    pub double_time: bool,
    /// Portage Points carried (the SWs' PP).
    #[serde(default)]
    pub pp: u32,
    /// Already CX (after Double Time, or an Advance that took all its MF): IPC 1 lower and no
    /// Double Time (L931-941).
    #[serde(default)]
    pub cx: bool,
    /// MF it costs to enter the next hex (its terrain): whether Assault Movement into it is
    /// allowed (L925-930) and what an Advance into it does (L1402-1416).
    #[serde(default)]
    pub hex_cost: Option<Frac>,
}

/// What advancing one hex in the Advance Phase does (L1402-1416).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Advance {
    /// It advances.
    Moves,
    /// The hex takes all its MF: it advances and becomes CX.
    BecomesCx,
    /// Already CX, it cannot advance into a hex that takes all its MF.
    Refused,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveOutcome {
    pub mf: i32,
    pub ipc: i32,
    pub excess_pp: i32,
    /// With a hex cost: Assault Movement into that hex is allowed.
    pub assault: Option<bool>,
    /// With a hex cost: what advancing into that hex in the APh does.
    pub advance: Option<Advance>,
    /// The MF that decide the Advance (no road or Double Time bonus; CX after Double Time).
    pub advance_mf: Option<i32>,
    pub lines: Vec<Line>,
}

/// The MF a unit has for this MPh, step by step.
pub fn movement(m: &Movement, q: &MoveQuery) -> Result<MoveOutcome, RuleError> {
    let smc = q.size == UnitSize::Leader;
    if q.wounded && !smc {
        return Err(RuleError::new("asl-err-mf-wounded-mmc"));
    }
    if q.pp > limits::PP_MAX {
        return Err(limits::out_of_range(
            "asl-val-pp",
            q.pp as i64,
            0,
            limits::PP_MAX as i64,
        ));
    }
    if let Some(c) = q.hex_cost
        && (!c.is_valid() || !c.at_most(limits::HEX_COST_MAX))
    {
        return Err(RuleError::new("asl-err-mf-hex-cost-max").arg("max", limits::HEX_COST_MAX));
    }
    if (q.inexperienced || q.conscript) && smc {
        return Err(RuleError::new("asl-err-mf-inexperienced-smc"));
    }
    if q.with_leader && smc {
        return Err(RuleError::new("asl-err-mf-leader-smc"));
    }
    if q.double_time && q.wounded {
        // Wounded units may not Double Time (L931-933).
        return Err(RuleError::new("asl-err-mf-wounded-dt"));
    }
    if q.double_time && q.cx {
        // Nor units already CX (L931-933, L943-945).
        return Err(RuleError::new("asl-err-mf-cx-dt"));
    }
    if q.hex_cost.is_some_and(|c| c.n <= 0) {
        return Err(RuleError::new("asl-err-mf-hex-cost"));
    }
    if smc && i64::from(q.pp) > i64::from(m.smc_max_pp.value) {
        return Err(RuleError::new("asl-err-mf-smc-pp").arg("max", m.smc_max_pp.value as i64));
    }
    let mut lines = vec![];
    // Green MMC are Inexperienced only when not stacked with a Good Order leader; Conscripts
    // always are (L1813-1815).
    let inexperienced = q.conscript || (q.inexperienced && !q.with_leader);
    if q.inexperienced && !q.conscript && q.with_leader && !smc {
        lines.push(Line::new("asl-mf-green-with-leader"));
    }
    let base = match (smc, q.wounded, inexperienced) {
        (true, true, _) => m.smc_wounded_mf.value,
        (true, false, _) => m.smc_mf.value,
        (false, _, true) => m.mmc_inexperienced_mf.value,
        (false, _, false) => m.mmc_mf.value,
    };
    lines.push(
        Line::new(match (smc, q.wounded, inexperienced) {
            (true, true, _) => "asl-mf-base-smc-wounded",
            (true, false, _) => "asl-mf-base-smc",
            (false, _, true) => "asl-mf-base-mmc-green",
            (false, _, false) => "asl-mf-base-mmc",
        })
        .arg("mf", base as i64),
    );
    let mut mf = base;
    let mut bonus = |on: bool, msg: &str, v: i32, lines: &mut Vec<Line>| {
        if on {
            mf += v;
            lines.push(Line::new(msg).arg("mf", signed(v)));
        }
    };
    bonus(
        q.with_leader,
        "asl-mf-leader",
        m.leader_bonus_mf.value,
        &mut lines,
    );
    bonus(q.road, "asl-mf-road", m.road_bonus_mf.value, &mut lines);
    bonus(
        q.double_time,
        "asl-mf-double-time",
        m.double_time_mf.value,
        &mut lines,
    );
    // The SMC's IPC when wounded is 0 (L1657 with L894's wound penalty, per the digest).
    let mut ipc = if smc {
        if q.wounded { 0 } else { m.smc_ipc.value }
    } else {
        m.mmc_ipc.value
    };
    let mut ipc_steps = vec![];
    if q.with_leader {
        ipc += m.leader_ipc_bonus.value;
        ipc_steps.push(Line::new("asl-mf-ipc-leader").arg("ipc", signed(m.leader_ipc_bonus.value)));
    }
    if q.double_time {
        ipc += m.cx_ipc.value;
        ipc_steps.push(Line::new("asl-mf-ipc-cx").arg("ipc", signed(m.cx_ipc.value)));
    } else if q.cx {
        ipc += m.cx_ipc.value;
        ipc_steps.push(Line::new("asl-mf-ipc-already-cx").arg("ipc", signed(m.cx_ipc.value)));
    }
    let ipc = ipc.max(0);
    // `pp` is at most PP_MAX here, so it fits an i32.
    let pp = i32::try_from(q.pp).unwrap_or(i32::MAX);
    let excess = pp.saturating_sub(ipc).max(0);
    if q.pp > 0 {
        lines.extend(ipc_steps);
        lines.push(
            Line::new("asl-mf-portage")
                .arg("pp", q.pp as i64)
                .arg("ipc", ipc as i64)
                .arg("excess", excess as i64),
        );
        if excess > 0 {
            let cost = excess.saturating_mul(m.mf_per_excess_pp.value);
            mf = mf.saturating_sub(cost);
            lines.push(Line::new("asl-mf-excess").arg("mf", signed(-cost)));
        }
    }
    let mf = mf.max(0);
    lines.push(Line::new("asl-mf-total").arg("mf", mf as i64));
    if q.double_time {
        lines.push(Line::new("asl-mf-cx-after"));
    }
    if mf == 0 {
        lines.push(Line::new("asl-mf-cannot-move"));
    }
    let (mut assault, mut advance, mut advance_mf) = (None, None, None);
    if let Some(cost) = q.hex_cost {
        // Assault Movement: one hex, declared first, not all its MF; never on Double Time.
        let allowed = !q.double_time && !cost.at_least(mf as i64);
        lines.push(
            Line::new(if q.double_time {
                "asl-mf-assault-dt"
            } else if allowed {
                "asl-mf-assault-ok"
            } else {
                "asl-mf-assault-all"
            })
            .arg("cost", cost.to_string())
            .arg("mf", mf as i64),
        );
        assault = Some(allowed);
        // The Advance counts the MF the unit has in an MPh (leader bonus and portage; no road
        // or Double Time bonus), as CX if it Double Timed or was CX already.
        let cx = q.cx || q.double_time;
        let apq = MoveQuery {
            road: false,
            double_time: false,
            cx,
            hex_cost: None,
            ..*q
        };
        let amf = movement(m, &apq)?.mf;
        let what = match (cost.at_least(amf as i64), cx) {
            (false, _) => Advance::Moves,
            (true, false) => Advance::BecomesCx,
            (true, true) => Advance::Refused,
        };
        lines.push(
            Line::new(match what {
                Advance::Moves => "asl-adv-moves",
                Advance::BecomesCx => "asl-adv-cx",
                Advance::Refused => "asl-adv-refused",
            })
            .arg("cost", cost.to_string())
            .arg("mf", amf as i64),
        );
        advance = Some(what);
        advance_mf = Some(amf);
    }
    Ok(MoveOutcome {
        mf,
        ipc,
        excess_pp: excess,
        assault,
        advance,
        advance_mf,
        lines,
    })
}
