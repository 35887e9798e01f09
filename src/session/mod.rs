//! One game in progress: the engine's table joined with the game's own rules, the log, undo
//! and redo, and how the game is saved. `GameState::apply` takes a state and an action and
//! returns the new state with its log entries; undo and redo work on every action.

pub mod campaign;
pub mod saved;
pub mod saver;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::core::actor::Actor;
use crate::core::def::GameDef;
use crate::core::dice::Roll;
use crate::core::log::LogEntry;
use crate::core::table::{self, ActionError, NoGame, Table, TableAction};
use crate::games::{self, GameAction};

/// Everything a player can do to a game: the engine's actions, and `Game` for the game's own.
pub type Action = TableAction<GameAction>;

/// Version of the saved-game format. Bump it and add a migration in `saved` on any change
/// that old files cannot be read as. 2: the game's own state saved as itself (1 wrapped it in
/// the game's name), the change counter, and the journal beside the snapshot.
pub const SCHEMA_VERSION: u32 = 2;

/// How many actions can be undone (older history is dropped; the log keeps everything).
pub const UNDO_DEPTH: usize = 200;
/// One step of history: what the action was called, the table on the other side of it, and
/// the log entries it wrote.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HistoryItem {
    pub label: LogEntry,
    pub table: Table,
    pub log_len: usize,
    #[serde(default)]
    pub entries: Vec<LogEntry>,
}

/// A game in progress, as saved.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameState {
    pub schema_version: u32,
    /// The save's own id (also its file name).
    pub id: String,
    /// The game's id (`cc-great-war`).
    pub game: String,
    pub created: DateTime<Utc>,
    pub updated: DateTime<Utc>,
    /// How many changes (actions, undos, redos) the game has had: the number of the last
    /// record in its journal.
    #[serde(default)]
    pub seq: u64,
    /// The name the players gave this game; `None` shows the game's name and the date it
    /// was started. Saves from before names existed load without one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    pub table: Table,
    #[serde(default)]
    pub log: Vec<LogEntry>,
    #[serde(default)]
    pub undo: Vec<HistoryItem>,
    #[serde(default)]
    pub redo: Vec<HistoryItem>,
}

impl GameState {
    /// A new game of `def`, its RNG seeded with `seed`; the game's rules (if it has any) set
    /// up their own state.
    pub fn new(def: &GameDef, id: &str, seed: u64, now: DateTime<Utc>) -> GameState {
        let mut table = Table::new(def, seed);
        if let Some(game) = games::find(&def.id) {
            table.extra = game.new_extra(def, &mut table);
        }
        GameState {
            schema_version: SCHEMA_VERSION,
            id: id.to_string(),
            game: def.id.clone(),
            created: now,
            updated: now,
            seq: 0,
            name: None,
            table,
            log: vec![LogEntry::new(now, "log-game-started").msg_arg("game", &def.name)],
            undo: vec![],
            redo: vec![],
        }
    }

    /// The state after `action`, or why it was refused (then nothing changed).
    pub fn apply(
        &self,
        def: &GameDef,
        action: &Action,
        now: DateTime<Utc>,
    ) -> Result<GameState, ActionError> {
        let mut next = self.clone();
        next.apply_mut(def, action, now)?;
        Ok(next)
    }

    /// Like [`GameState::apply`], in place: on a refusal nothing is changed. This avoids
    /// copying the whole history on every tap. The table acts (the screen): any side, under
    /// the rules of the turn.
    pub fn apply_mut(
        &mut self,
        def: &GameDef,
        action: &Action,
        now: DateTime<Utc>,
    ) -> Result<(), ActionError> {
        self.apply_as(def, action, &Actor::Table, now)
    }

    /// [`GameState::apply_mut`] for `actor`: a seated side may act only for itself, on its
    /// own things and in its own turn (see [`table::check`]).
    pub fn apply_as(
        &mut self,
        def: &GameDef,
        action: &Action,
        actor: &Actor,
        now: DateTime<Utc>,
    ) -> Result<(), ActionError> {
        let (table, entries) = match games::find(&def.id) {
            Some(game) => table::step(def, &self.table, action, game, actor, now)?,
            None => table::step(def, &self.table, action, &NoGame, actor, now)?,
        };
        self.commit(table, entries, now);
        Ok(())
    }

    /// Puts the table an action produced in place, with its log entries; the table before
    /// it goes on the undo history.
    fn commit(&mut self, table: Table, entries: Vec<LogEntry>, now: DateTime<Utc>) {
        let label = entries
            .first()
            .cloned()
            .unwrap_or_else(|| LogEntry::new(now, "log-action"));
        let before = std::mem::replace(&mut self.table, table);
        self.undo.push(HistoryItem {
            label,
            table: before,
            log_len: self.log.len(),
            entries: vec![],
        });
        if self.undo.len() > UNDO_DEPTH {
            let extra = self.undo.len() - UNDO_DEPTH;
            self.undo.drain(..extra);
        }
        self.redo.clear();
        self.log.extend(entries);
        self.updated = now;
        self.seq += 1;
    }

    /// Takes back the last action: the table and log return to what they were before it.
    pub fn undo(&self, now: DateTime<Utc>) -> Result<GameState, ActionError> {
        let mut next = self.clone();
        next.undo_mut(now)?;
        Ok(next)
    }

    pub fn undo_mut(&mut self, now: DateTime<Utc>) -> Result<(), ActionError> {
        let item = self.undo.pop().ok_or(ActionError::NothingToUndo)?;
        let cut = item.log_len.min(self.log.len());
        let entries = self.log.split_off(cut);
        let back = self.swap_in(item, cut, entries, now);
        self.redo.push(back);
        self.seq += 1;
        Ok(())
    }

    /// Puts a history item's table and log entries in place; returns the item that undoes it.
    fn swap_in(
        &mut self,
        item: HistoryItem,
        log_len: usize,
        entries: Vec<LogEntry>,
        now: DateTime<Utc>,
    ) -> HistoryItem {
        self.log.extend(item.entries);
        self.updated = now;
        HistoryItem {
            label: item.label,
            table: std::mem::replace(&mut self.table, item.table),
            log_len,
            entries,
        }
    }

    /// Does again the last undone action.
    pub fn redo(&self, now: DateTime<Utc>) -> Result<GameState, ActionError> {
        let mut next = self.clone();
        next.redo_mut(now)?;
        Ok(next)
    }

    pub fn redo_mut(&mut self, now: DateTime<Utc>) -> Result<(), ActionError> {
        let item = self.redo.pop().ok_or(ActionError::NothingToRedo)?;
        self.log.truncate(item.log_len);
        let log_len = self.log.len();
        let back = self.swap_in(item, log_len, vec![], now);
        self.undo.push(back);
        self.seq += 1;
        Ok(())
    }

    pub fn last_roll(&self) -> Option<&Roll> {
        self.table.last_roll.as_ref()
    }

    /// What the last change did, as the journal keeps it: enough to do it again on a copy of
    /// the game without the game's rules or data (the table after it, its log entries).
    pub fn last_change(&self, kind: ChangeKind) -> Change {
        match kind {
            ChangeKind::Undo => Change::Undo,
            ChangeKind::Redo => Change::Redo,
            ChangeKind::Do => {
                let from = self.undo.last().map_or(self.log.len(), |h| h.log_len);
                Change::Do {
                    table: Box::new(self.table.clone()),
                    entries: self.log.get(from..).unwrap_or_default().to_vec(),
                }
            }
        }
    }

    /// Does a recorded change again (loading a journal, or the saver's own copy).
    pub fn replay(&mut self, change: &Change, at: DateTime<Utc>) -> Result<(), ActionError> {
        match change {
            Change::Do { table, entries } => {
                self.commit((**table).clone(), entries.clone(), at);
                Ok(())
            }
            Change::Undo => self.undo_mut(at),
            Change::Redo => self.redo_mut(at),
            Change::Rename { name } => {
                self.rename(name.clone());
                Ok(())
            }
        }
    }

    /// Gives the game a name (`None`: back to the default). A change like any other: it is
    /// counted and journalled, but it is not play, so neither the undo history nor the time
    /// it was last played moves.
    pub fn rename(&mut self, name: Option<String>) {
        self.name = name;
        self.seq += 1;
    }
}

/// The longest name a saved game can have, in characters.
pub const NAME_MAX: usize = 60;

/// Why a name for a saved game was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NameError {
    Empty,
    TooLong,
    Control,
}

impl NameError {
    /// The message id that explains the refusal, with its arguments.
    pub fn message(self) -> (&'static str, Vec<(&'static str, String)>) {
        match self {
            NameError::Empty => ("err-name-empty", vec![]),
            NameError::TooLong => ("err-name-too-long", vec![("max", NAME_MAX.to_string())]),
            NameError::Control => ("err-name-control", vec![]),
        }
    }
}

/// A name as the players typed it, checked: spaces around it are dropped; it must not be
/// empty, longer than [`NAME_MAX`] characters, or hold control characters (a new line, a tab,
/// a terminal escape).
pub fn check_name(typed: &str) -> Result<String, NameError> {
    if typed.chars().any(char::is_control) {
        return Err(NameError::Control);
    }
    let name = typed.trim();
    if name.is_empty() {
        return Err(NameError::Empty);
    }
    if name.chars().count() > NAME_MAX {
        return Err(NameError::TooLong);
    }
    Ok(name.to_string())
}

/// Which kind of change [`GameState::last_change`] describes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChangeKind {
    Do,
    Undo,
    Redo,
}

/// One change to a game, as its journal records it.
// Externally tagged: an internally tagged enum would buffer the table, which cannot hold the
// generator's 128-bit counter.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Change {
    /// An action was applied: the table after it and the log entries it wrote.
    Do {
        table: Box<Table>,
        entries: Vec<LogEntry>,
    },
    Undo,
    Redo,
    /// The game was given a name (`None`: the default one).
    Rename {
        name: Option<String>,
    },
}
