//! Command and Colors WWI – The Great War. Rules: `../shared/seeds/000_9c234a88fa7f5d9b.txt`,
//! digest `../shared/rules/cc-great-war.md`.

pub mod cli;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::core::game::{ActionError, GameDef, Table};
use crate::core::log::LogEntry;
use crate::core::rng::GameRng;

pub const ID: &str = "cc-great-war";

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
pub struct CcState {}

impl CcState {
    pub fn new(_def: &GameDef, _rng: &mut GameRng) -> CcState {
        CcState::default()
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum CcAction {}

pub fn step(
    _def: &GameDef,
    _table: &mut Table,
    action: &CcAction,
    _now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    match *action {}
}
