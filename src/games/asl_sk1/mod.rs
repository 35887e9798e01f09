//! Advanced Squad Leader Starter Kit #1: resolvers (IFT, morale, rally, close combat…) and the
//! turn record. Rules: `../shared/seeds/002_67ae655e6f3ec59e.txt`, digest
//! `../shared/rules/asl-sk1.md`.

pub mod cli;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::core::game::{ActionError, GameDef, Table};
use crate::core::log::LogEntry;

pub const ID: &str = "asl-sk1";

/// What an ASL game keeps beyond the frame.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
pub struct AslState {}

impl AslState {
    pub fn new(_def: &GameDef) -> AslState {
        AslState::default()
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum AslAction {}

pub fn step(
    _def: &GameDef,
    _table: &mut Table,
    action: &AslAction,
    _now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    match *action {}
}
