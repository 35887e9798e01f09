//! `mf`: movement factors and a hex's cost.

use super::super::morale::UnitSize;
use super::*;

#[derive(Parser, Debug)]
struct MfArgs {
    /// squad, half-squad or leader.
    #[arg(long, default_value = "squad")]
    unit: String,
    /// A Green squad or half-squad: Inexperienced unless it moves with a Good Order leader.
    #[arg(long)]
    inexperienced: bool,
    /// A Conscript squad or half-squad: Inexperienced even with a leader.
    #[arg(long)]
    conscript: bool,
    /// A wounded leader.
    #[arg(long)]
    wounded: bool,
    /// The squad moves the whole phase with a Good Order leader.
    #[arg(long = "with-leader")]
    with_leader: bool,
    /// Only along a road for the whole phase.
    #[arg(long)]
    road: bool,
    #[arg(long = "double-time")]
    double_time: bool,
    /// Portage Points carried.
    #[arg(long, default_value_t = 0, value_parser = parse_pp)]
    pp: u32,
    /// Already CX (IPC 1 lower, no Double Time).
    #[arg(long)]
    cx: bool,
    /// MF to enter the next hex (e.g. 2 for woods or a building, 1.5 for grain): says whether
    /// Assault Movement into it is allowed and what an Advance into it does.
    #[arg(long = "hex-cost", value_parser = parse_cost)]
    hex_cost: Option<Frac>,
    #[command(flatten)]
    common: Common,
}

fn parse_cost(s: &str) -> Result<Frac, String> {
    Frac::parse(s)
        .filter(|f| f.n > 0 && f.at_most(limits::HEX_COST_MAX) && f.d <= limits::FP_DEN_MAX)
        .ok_or_else(|| {
            format!(
                "'{s}' is not an MF cost: use e.g. 1, 1.5 or 2 (above 0, at most {})",
                limits::HEX_COST_MAX
            )
        })
}

pub(super) fn mf(
    data: &AslData,
    loc: &Localizer,
    name: &str,
    args: &[String],
) -> Result<String, String> {
    let a: MfArgs = super::parse_for(name, args)?;
    let loc = loc_for(loc, &a.common);
    let size = match a.unit.as_str() {
        "squad" => UnitSize::Squad,
        "half-squad" => UnitSize::HalfSquad,
        "leader" => UnitSize::Leader,
        other => {
            return Err(format!(
                "--unit: '{other}' is not squad, half-squad or leader"
            ));
        }
    };
    let q = super::super::movement::MoveQuery {
        size,
        inexperienced: a.inexperienced,
        conscript: a.conscript,
        wounded: a.wounded,
        with_leader: a.with_leader,
        road: a.road,
        double_time: a.double_time,
        pp: a.pp,
        cx: a.cx,
        hex_cost: a.hex_cost,
    };
    let o = super::super::movement::movement(&data.movement, &q).map_err(|e| err(&loc, e))?;
    out(
        &loc,
        a.common.json,
        json!({ "mf": o.mf, "ipc": o.ipc, "excess_pp": o.excess_pp,
                "assault_movement": o.assault, "advance": o.advance,
                "advance_mf": o.advance_mf,
                "explanation": worded(&loc, &o.lines) }),
        lines_text(&loc, &o.lines),
    )
}
