//! Saved games on disk. A game is a snapshot (`<id>.json`, written whole and atomically, with
//! backups) plus a journal (`<id>.journal`) of the changes made since, one line each. A tap
//! appends one line whose size does not depend on the length of the game; now and then the
//! saver folds the journal into a new snapshot. A file that fails to load is reported with its
//! path and reason and left exactly as it is.

use std::fs;
use std::path::{Path, PathBuf};

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::{Change, GameState, SCHEMA_VERSION};
use crate::games;
use crate::store::{
    LoadError, LoadReason, Paths, backups, journal, json_files, restore_backup as restore_file,
    set_aside, write_atomic,
};

/// What became of a damaged file that was set aside so play could go on.
#[derive(Debug)]
pub struct Recovered {
    /// The newest backup that loads, now in place of the damaged file; `None` if there was none.
    pub state: Option<GameState>,
    pub backup: Option<PathBuf>,
    /// Where the damaged file was kept.
    pub kept: PathBuf,
}

/// Sets a damaged game aside (kept, never deleted or overwritten) and goes on from what is
/// good: when only the journal is damaged, the snapshot without it; otherwise the newest
/// backup that loads, if there is one.
pub fn recover(path: &Path) -> std::io::Result<Recovered> {
    let jpath = journal::path_for(path);
    if load_snapshot(path).is_ok() && jpath.exists() {
        let kept = set_aside(&jpath)?;
        let state = load_game(path).ok();
        return Ok(Recovered {
            state,
            backup: Some(path.to_path_buf()),
            kept,
        });
    }
    let good = backups(path).into_iter().find(|b| load_snapshot(b).is_ok());
    let kept = set_aside(path)?;
    let Some(backup) = good else {
        if jpath.exists() {
            set_aside(&jpath)?;
        }
        return Ok(Recovered {
            state: None,
            backup: None,
            kept,
        });
    };
    restore_backup(path, &backup)?;
    let state = load_game(path).ok();
    Ok(Recovered {
        state,
        backup: Some(backup),
        kept,
    })
}

/// Puts a backup in place of a damaged game; the damaged snapshot and its journal are kept
/// beside it (the journal's changes belong to the damaged version, not to the backup).
pub fn restore_backup(path: &Path, backup: &Path) -> std::io::Result<Option<PathBuf>> {
    let kept = restore_file(path, backup)?;
    let jpath = journal::path_for(path);
    if jpath.exists() {
        set_aside(&jpath)?;
    }
    Ok(kept)
}

/// Whether a backup (a snapshot alone, never with the live journal) loads.
pub fn backup_loads(path: &Path) -> bool {
    load_snapshot(path).is_ok()
}

fn read_json(path: &Path) -> Result<serde_json::Value, LoadError> {
    let fail = |reason| LoadError {
        path: path.to_path_buf(),
        reason,
    };
    let text = fs::read_to_string(path).map_err(|e| fail(LoadReason::Io(e.to_string())))?;
    serde_json::from_str(&text).map_err(|e| fail(LoadReason::Corrupt(e.to_string())))
}

/// Version 1 wrapped a game's own state in its name (`{"Cc": {…}}`, `"None"`); version 2
/// saves the state as itself. Applied to the table and every table in the undo history.
fn v1_to_v2(mut v: serde_json::Value) -> serde_json::Value {
    fn unwrap_extra(table: &mut serde_json::Value) {
        let Some(extra) = table.get_mut("extra") else {
            return;
        };
        let inner = match extra {
            serde_json::Value::String(s) if s == "None" => serde_json::Value::Null,
            serde_json::Value::Object(o) if o.len() == 1 => {
                o.values().next().cloned().unwrap_or_default()
            }
            _ => return,
        };
        *extra = inner;
    }
    if let Some(t) = v.get_mut("table") {
        unwrap_extra(t);
    }
    for list in ["undo", "redo"] {
        if let Some(serde_json::Value::Array(items)) = v.get_mut(list) {
            for item in items {
                if let Some(t) = item.get_mut("table") {
                    unwrap_extra(t);
                }
            }
        }
    }
    v
}

/// Brings an older saved game up to the current format, one version at a time.
fn migrate(value: serde_json::Value, from: u32) -> serde_json::Value {
    let mut v = value;
    let mut version = from;
    if version == 1 {
        v = v1_to_v2(v);
        version = 2;
    }
    if let Some(obj) = v.as_object_mut() {
        obj.insert("schema_version".into(), serde_json::Value::from(version));
    }
    v
}

/// Gives every table of a game read from a file its game's own state type.
fn bind(state: &mut GameState) -> Result<(), String> {
    let Some(game) = games::find(&state.game) else {
        return Ok(());
    };
    game.bind(&mut state.table.extra)?;
    for item in state.undo.iter_mut().chain(state.redo.iter_mut()) {
        game.bind(&mut item.table.extra)?;
    }
    Ok(())
}

/// Reads a snapshot alone (no journal), migrating older formats.
fn load_snapshot(path: &Path) -> Result<GameState, LoadError> {
    let fail = |reason| LoadError {
        path: path.to_path_buf(),
        reason,
    };
    let value = read_json(path)?;
    let number = value
        .get("schema_version")
        .filter(|_| value.get("game").is_some_and(|g| g.is_string()))
        .and_then(|v| v.as_f64().map(|f| (f, v.as_u64())))
        .ok_or_else(|| fail(LoadReason::Foreign))?;
    let version = match number {
        (_, Some(v)) => u32::try_from(v).unwrap_or(u32::MAX),
        // Beyond every integer type, or a fraction: newer if it is larger, foreign if not.
        (f, None) if f > f64::from(SCHEMA_VERSION) => u32::MAX,
        _ => return Err(fail(LoadReason::Foreign)),
    };
    if version > SCHEMA_VERSION {
        return Err(fail(LoadReason::TooNew(version)));
    }
    // Formats are numbered from 1: a 0 was never written by Adjutant.
    if version == 0 {
        return Err(fail(LoadReason::Foreign));
    }
    let value = if version < SCHEMA_VERSION {
        migrate(value, version)
    } else {
        value
    };
    let mut state: GameState =
        serde_json::from_value(value).map_err(|e| fail(LoadReason::Corrupt(e.to_string())))?;
    bind(&mut state).map_err(|e| fail(LoadReason::Corrupt(e)))?;
    Ok(state)
}

/// One line of a game's journal.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Record {
    /// The game's change counter after this change.
    pub seq: u64,
    pub at: DateTime<Utc>,
    /// The round after this change (Home lists it without reading the game).
    #[serde(default)]
    pub round: u32,
    pub change: Change,
}

impl Record {
    pub fn to_line(&self) -> std::io::Result<Vec<u8>> {
        serde_json::to_vec(self).map_err(std::io::Error::other)
    }
}

/// A game read back: the snapshot with its journal replayed.
#[derive(Debug)]
pub struct Loaded {
    pub state: GameState,
    /// Journal records replayed on top of the snapshot.
    pub replayed: usize,
    /// Bytes of a torn last record that were dropped (a crash while writing it).
    pub torn: usize,
}

/// Loads a saved game: its snapshot (older formats migrated), then the journal of the changes
/// made since. A torn last record is dropped. The files are never changed by loading.
pub fn load(path: &Path) -> Result<Loaded, LoadError> {
    let mut state = load_snapshot(path)?;
    let jpath = journal::path_for(path);
    let fail = |reason| LoadError {
        path: jpath.clone(),
        reason,
    };
    let lines = journal::read(&jpath, &|l| serde_json::from_str::<Record>(l).is_ok())?;
    let mut replayed = 0;
    for line in &lines.lines {
        let mut r: Record =
            serde_json::from_str(line).map_err(|e| fail(LoadReason::Corrupt(e.to_string())))?;
        if r.seq <= state.seq {
            // Already in the snapshot (a crash between writing it and clearing the journal).
            continue;
        }
        if r.seq != state.seq + 1 {
            return Err(fail(LoadReason::Corrupt(format!(
                "change {} follows change {}: some are missing",
                r.seq, state.seq
            ))));
        }
        if let (Change::Do { table, .. }, Some(game)) = (&mut r.change, games::find(&state.game)) {
            game.bind(&mut table.extra)
                .map_err(|e| fail(LoadReason::Corrupt(e)))?;
        }
        state
            .replay(&r.change, r.at)
            .map_err(|e| fail(LoadReason::Corrupt(format!("change {}: {:?}", r.seq, e))))?;
        replayed += 1;
    }
    Ok(Loaded {
        state,
        replayed,
        torn: lines.torn,
    })
}

/// Loads a saved game (see [`load`]).
pub fn load_game(path: &Path) -> Result<GameState, LoadError> {
    load(path).map(|l| l.state)
}

/// Saves a whole game as its snapshot (atomically, keeping backups) with its summary, and
/// empties its journal.
pub fn save_game(path: &Path, game: &GameState) -> std::io::Result<()> {
    let bytes = serde_json::to_vec(game).map_err(std::io::Error::other)?;
    write_atomic(path, &bytes)?;
    let summary = Summary {
        id: game.id.clone(),
        game: game.game.clone(),
        updated: game.updated,
        round: game.table.cursor.round,
        snapshot_len: bytes.len() as u64,
        snapshot_hash: fnv1a(&bytes),
    };
    let text = serde_json::to_vec(&summary).map_err(std::io::Error::other)?;
    // Only a help for listing: a missing or stale summary means reading the game itself.
    let spath = summary_path(path);
    crate::store::write_temp(&spath, &text)
        .and_then(|tmp| crate::store::commit_temp(&tmp, &spath))?;
    journal::clear(&journal::path_for(path))
}

/// What Home needs of a saved game, written beside its snapshot so listing the saves never
/// decodes them: the snapshot's length and checksum say whether it is still the one described.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Summary {
    id: String,
    game: String,
    updated: DateTime<Utc>,
    round: u32,
    snapshot_len: u64,
    snapshot_hash: u64,
}

/// `<id>.json` → `<id>.summary`.
pub fn summary_path(snapshot: &Path) -> PathBuf {
    snapshot.with_extension("summary")
}

/// FNV-1a, 64 bits: a stable checksum (the same on every build and platform).
pub fn fnv1a(bytes: &[u8]) -> u64 {
    fnv1a_more(0xcbf2_9ce4_8422_2325, bytes)
}

fn fnv1a_more(mut h: u64, bytes: &[u8]) -> u64 {
    for b in bytes {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// The checksum of a file, read in pieces (a large save is never held whole).
fn file_hash(path: &Path) -> Option<(u64, u64)> {
    use std::io::Read;
    let mut f = fs::File::open(path).ok()?;
    let mut buf = vec![0u8; 1 << 16];
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut len = 0u64;
    loop {
        let n = f.read(&mut buf).ok()?;
        if n == 0 {
            return Some((len, h));
        }
        len += n as u64;
        h = fnv1a_more(h, &buf[..n]);
    }
}

/// A saved game listed from its summary and the last line of its journal, without decoding
/// the game. `None` when the summary is missing or no longer matches the snapshot, or the
/// journal is damaged: then the game is read whole to list it (or report it).
fn quick_summary(path: &Path) -> Option<SaveSummary> {
    let text = fs::read(summary_path(path)).ok()?;
    let s: Summary = serde_json::from_slice(&text).ok()?;
    if file_hash(path)? != (s.snapshot_len, s.snapshot_hash) {
        return None;
    }
    let lines = journal::read(&journal::path_for(path), &|l| {
        serde_json::from_str::<serde::de::IgnoredAny>(l).is_ok()
    })
    .ok()?;
    #[derive(Deserialize)]
    struct Tail {
        at: DateTime<Utc>,
        #[serde(default)]
        round: u32,
    }
    let (updated, round) = match lines.lines.last() {
        Some(l) => {
            let t: Tail = serde_json::from_str(l).ok()?;
            (t.at, t.round)
        }
        None => (s.updated, s.round),
    };
    Some(SaveSummary {
        id: s.id,
        game: s.game,
        updated,
        round,
        path: path.to_path_buf(),
    })
}

/// What the home screen shows of a saved game.
#[derive(Debug, Clone, PartialEq)]
pub struct SaveSummary {
    pub id: String,
    pub game: String,
    pub updated: DateTime<Utc>,
    pub round: u32,
    pub path: PathBuf,
}

/// A saved game that would not load, and the backups that do.
#[derive(Debug, Clone, PartialEq)]
pub struct BrokenSave {
    pub error: LoadError,
    pub backups: Vec<PathBuf>,
}

/// Every saved game in the saves folder, newest first, and every file that failed to load.
pub fn list_saves(paths: &Paths) -> (Vec<SaveSummary>, Vec<BrokenSave>) {
    let mut ok = Vec::new();
    let mut broken = Vec::new();
    let files = json_files(&paths.saves());
    for path in files {
        if let Some(summary) = quick_summary(&path) {
            ok.push(summary);
            continue;
        }
        match load_game(&path) {
            Ok(g) => ok.push(SaveSummary {
                id: g.id.clone(),
                game: g.game.clone(),
                updated: g.updated,
                round: g.table.cursor.round,
                path,
            }),
            Err(error) => {
                let backups = backups(&path)
                    .into_iter()
                    .filter(|b| backup_loads(b))
                    .collect();
                broken.push(BrokenSave { error, backups });
            }
        }
    }
    // The free dice tray is not listed as a game, but a damaged one is reported like one.
    let tray = paths.tray_file();
    if let Some(Err(error)) = tray.is_file().then(|| load_game(&tray)) {
        let backups = backups(&tray)
            .into_iter()
            .filter(|b| backup_loads(b))
            .collect();
        broken.push(BrokenSave { error, backups });
    }
    ok.sort_by_key(|s| std::cmp::Reverse(s.updated));
    (ok, broken)
}
