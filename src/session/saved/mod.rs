//! Saved games on disk. A game is a snapshot (`<id>.json`, written whole and atomically, with
//! backups) plus a journal (`<id>.journal`) of the changes made since, one line each. A tap
//! appends one line whose size does not depend on the length of the game; now and then the
//! saver folds the journal into a new snapshot. A file that fails to load is reported with its
//! path and reason and left exactly as it is.
//!
//! One writer per game: whoever writes it holds the OS lock on `<id>.lock` ([`open`],
//! [`create`]); another opener gets it read-only. Each journal record carries the game's id
//! (and the journal a checksum per line): a record of another game, a damaged one, a gap or
//! a change of another kind of game stops the load there, and [`recover`] keeps the snapshot
//! and every good record before it. Home lists games from their summaries (`<id>.summary`)
//! and the journal's records, never decoding a whole game on the screen's thread.

use std::fs;
use std::path::{Path, PathBuf};

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::{Change, GameState, SCHEMA_VERSION};

mod listing;
mod trash;
use crate::games;
use crate::store::{
    LoadError, LoadReason, Paths, backups, journal, json_files, lock,
    restore_backup as restore_file, set_aside,
};
#[allow(unused_imports)]
pub use listing::*;
pub use trash::{TRASH_DAYS, Trashed, purge_trash, save_files, trash_save, untrash};

/// What became of a damaged game that was set aside so play could go on.
#[derive(Debug)]
pub struct Recovered {
    /// The game as it now loads; `None` if nothing good was left.
    pub state: Option<GameState>,
    /// The backup now in place of a damaged snapshot (`None`: the snapshot was good, or no
    /// backup loads).
    pub backup: Option<PathBuf>,
    /// Where the damaged file was kept (`None`: nothing was damaged).
    pub kept: Option<PathBuf>,
    /// What was wrong.
    pub problem: Option<LoadError>,
    /// How many journal records were kept (replayed on the snapshot).
    pub records: usize,
    /// Backups that did not load: each was set aside (here, where it went) and has left
    /// the rotation.
    pub damaged_backups: Vec<PathBuf>,
    /// A backup put back: the change the game now stands at, the latest change the game had
    /// reached (from its summary and journal), and where the journal's records that could
    /// not be used were kept.
    pub restored: Option<Restored>,
}

/// What putting a backup back brought back, and what it could not.
#[derive(Debug, Clone, PartialEq)]
pub struct Restored {
    /// The change the game stands at now (the backup's, and the journal's records after it).
    pub at: u64,
    /// The latest change the game was known to have reached.
    pub latest: u64,
    /// The whole journal, kept where it was set aside, when some of it was not used.
    pub journal_kept: Option<PathBuf>,
}

fn busy(path: &Path, e: lock::LockError) -> std::io::Error {
    match e {
        lock::LockError::Io(e) => e,
        held => std::io::Error::new(
            std::io::ErrorKind::ResourceBusy,
            format!("{}: {held}", path.display()),
        ),
    }
}

/// Sets what is damaged in a saved game aside (kept, never deleted or overwritten) and goes
/// on from everything good: a damaged journal keeps the snapshot and every good record
/// before the first bad one; a damaged snapshot is replaced by its newest backup that loads
/// (backups that do not load are set aside too, leaving the rotation). Refused while another
/// writer holds the game.
pub fn recover(path: &Path) -> std::io::Result<Recovered> {
    let _lock = lock::try_lock(path).map_err(|e| busy(path, e))?;
    let jpath = journal::path_for(path);
    match load_parts(path, None) {
        Ok(l) => Ok(Recovered {
            state: Some(l.state),
            backup: None,
            kept: None,
            problem: None,
            records: l.replayed,
            damaged_backups: vec![],
            restored: None,
        }),
        Err(Failed::Journal {
            error,
            kept,
            good_len,
            ..
        }) => {
            // The good part becomes the journal; the whole damaged file is kept beside it.
            let bytes = fs::read(&jpath)?;
            let good = bytes.get(..good_len as usize).unwrap_or(&bytes);
            let tmp = crate::store::write_temp(&jpath, good)?;
            let aside = set_aside(&jpath)?;
            crate::store::commit_temp(&tmp, &jpath)?;
            let state = load_game(path).ok();
            Ok(Recovered {
                state,
                backup: None,
                kept: Some(aside),
                problem: Some(error),
                records: kept,
                damaged_backups: vec![],
                restored: None,
            })
        }
        Err(Failed::Snapshot(error)) => {
            let mut damaged = vec![];
            let mut good = None;
            for b in backups(path) {
                if load_snapshot(&b).is_ok() {
                    good = Some(b);
                    break;
                }
                damaged.push(set_aside(&b)?);
            }
            let Some(backup) = good else {
                let kept = set_aside(path)?;
                if jpath.exists() {
                    set_aside(&jpath)?;
                }
                return Ok(Recovered {
                    state: None,
                    backup: None,
                    kept: Some(kept),
                    problem: Some(error),
                    records: 0,
                    damaged_backups: damaged,
                    restored: None,
                });
            };
            // How far the game had gone: its summary's change, and its journal's last.
            let latest = latest_change(path, &jpath);
            let kept = restore_file(path, &backup)?;
            // The journal's records that follow the backup are replayed on it; the good part
            // stays as the journal, and the whole journal is kept aside when any is unused.
            let (records, journal_kept) = match load_parts(path, None) {
                Ok(l) => (l.replayed, None),
                Err(Failed::Journal { kept, good_len, .. }) => {
                    let bytes = fs::read(&jpath)?;
                    let good = bytes.get(..good_len as usize).unwrap_or(&bytes);
                    let tmp = crate::store::write_temp(&jpath, good)?;
                    let aside = set_aside(&jpath)?;
                    crate::store::commit_temp(&tmp, &jpath)?;
                    (kept, Some(aside))
                }
                Err(Failed::Snapshot(e)) => return Err(std::io::Error::other(e.to_string())),
            };
            let state = load_game(path).ok();
            let at = state.as_ref().map_or(0, |s| s.seq);
            Ok(Recovered {
                state,
                backup: Some(backup),
                kept: Some(kept.unwrap_or_else(|| path.to_path_buf())),
                problem: Some(error),
                records,
                damaged_backups: damaged,
                restored: Some(Restored {
                    at,
                    latest: latest.max(at),
                    journal_kept,
                }),
            })
        }
    }
}

/// The latest change a game is known to have reached: its summary's, or its journal's last
/// record's (read as far as their change numbers; damage ends the reading).
fn latest_change(path: &Path, jpath: &Path) -> u64 {
    let summary = fs::read(summary_path(path))
        .ok()
        .and_then(|t| serde_json::from_slice::<SeqOnly>(&t).ok())
        .map_or(0, |s| s.seq);
    let journal = journal::read(jpath, &|_| Ok(()))
        .map(|l| {
            l.lines
                .iter()
                .filter_map(|line| serde_json::from_str::<SeqOnly>(line).ok())
                .map(|r| r.seq)
                .max()
                .unwrap_or(0)
        })
        .unwrap_or(0);
    summary.max(journal)
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

/// The backups of a game whose bytes are not as they were written (their own checksum does
/// not match): read, not decoded, so it is quick enough to ask when a game opens. Backups
/// written before snapshots had a checksum are not judged.
pub fn damaged_backups(path: &Path) -> Vec<PathBuf> {
    backups(path)
        .into_iter()
        .filter(|b| fs::read(b).map_or(true, |bytes| checked_body(&bytes).is_err()))
        .collect()
}

/// Whether a backup (a snapshot alone, never with the live journal) loads.
pub fn backup_loads(path: &Path) -> bool {
    load_snapshot(path).is_ok()
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

/// The two fields that say what a file is, read without building the rest of it (a large
/// game is decoded once, straight into its own types, never through a JSON tree).
#[derive(Deserialize)]
struct Probe {
    #[serde(default)]
    schema_version: Option<serde_json::Value>,
    #[serde(default)]
    game: Option<serde_json::Value>,
}

/// Reads a snapshot alone (no journal), migrating older formats.
fn load_snapshot(path: &Path) -> Result<GameState, LoadError> {
    let fail = |reason| LoadError {
        path: path.to_path_buf(),
        reason,
    };
    let bytes = fs::read(path).map_err(|e| fail(LoadReason::Io(e.to_string())))?;
    // A snapshot changed after it was written is damage, even when it still reads.
    checked_body(&bytes).map_err(|e| fail(LoadReason::Corrupt(e)))?;
    let probe: Probe = match serde_json::from_slice(&bytes) {
        Ok(p) => p,
        Err(e) => {
            return Err(fail(
                if serde_json::from_slice::<serde::de::IgnoredAny>(&bytes).is_ok() {
                    LoadReason::Foreign
                } else {
                    LoadReason::Corrupt(e.to_string())
                },
            ));
        }
    };
    let number = probe
        .schema_version
        .as_ref()
        .filter(|_| probe.game.as_ref().is_some_and(|g| g.is_string()))
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
    let decoded = if version < SCHEMA_VERSION {
        serde_json::from_slice::<serde_json::Value>(&bytes)
            .and_then(|v| serde_json::from_value(migrate(v, version)))
    } else {
        serde_json::from_slice::<GameState>(&bytes)
    };
    drop(bytes);
    let mut state = decoded.map_err(|e| fail(LoadReason::Corrupt(e.to_string())))?;
    bind(&mut state).map_err(|e| fail(LoadReason::Corrupt(e)))?;
    Ok(state)
}

/// One line of a game's journal.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Record {
    /// The id of the saved game it belongs to; journals written before ids lack it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub save: Option<String>,
    /// The game's change counter after this change.
    pub seq: u64,
    pub at: DateTime<Utc>,
    /// The round after this change (Home lists it without reading the game).
    #[serde(default)]
    pub round: u32,
    /// The side to play after this change (Home shows it); older journals lack it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub side: Option<usize>,
    pub change: Change,
}

impl Record {
    /// The record's line in the journal (its checksum is added as it is written).
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
    /// The length of the journal's good part: where its next record goes.
    pub journal_len: u64,
    /// Where the journal was left, for its next writer.
    pub tail: journal::Tail,
    /// Every record in the journal: its change number and where its line ends.
    pub records: Vec<(u64, u64)>,
}

/// Why a game did not load: its snapshot, or a record of its journal (then everything good
/// before that record is known).
enum Failed {
    Snapshot(LoadError),
    Journal {
        error: LoadError,
        /// Good records before the bad one.
        kept: usize,
        /// Where the good part of the journal ends.
        good_len: u64,
    },
}

impl Failed {
    fn error(self) -> LoadError {
        match self {
            Failed::Snapshot(e) | Failed::Journal { error: e, .. } => e,
        }
    }
}

/// What says a snapshot was replaced: its length and time.
fn stamp(path: &Path) -> Option<(u64, std::time::SystemTime)> {
    let m = fs::metadata(path).ok()?;
    Some((m.len(), m.modified().ok()?))
}

/// [`load_once`], read again when the snapshot was replaced while it was read (the writer,
/// in another copy of the app, folded its journal meanwhile: the new snapshot and the
/// journal cut to follow it may then not have been read together).
fn load_parts(path: &Path, limit: Option<u64>) -> Result<Loaded, Failed> {
    for _ in 0..3 {
        let before = stamp(path);
        let r = load_once(path, limit);
        if matches!(r, Err(Failed::Journal { .. })) && stamp(path) != before {
            continue;
        }
        return r;
    }
    load_once(path, limit)
}

/// Loads a saved game: its snapshot, then its journal (all of it, or its first `limit`
/// bytes). The first record that is damaged, belongs to another game, does not follow the
/// one before or cannot be done again stops the load, with everything good before it known.
fn load_once(path: &Path, limit: Option<u64>) -> Result<Loaded, Failed> {
    let mut state = load_snapshot(path).map_err(Failed::Snapshot)?;
    let jpath = journal::path_for(path);
    let mut lines = journal::read(&jpath, &|l| {
        serde_json::from_str::<serde::de::IgnoredAny>(l)
            .map(|_| ())
            .map_err(|e| e.to_string())
    })
    .map_err(|e| Failed::Journal {
        error: e,
        kept: 0,
        good_len: 0,
    })?;
    if let Some(limit) = limit {
        let n = lines.ends.iter().take_while(|&&e| e <= limit).count();
        lines.lines.truncate(n);
        lines.ends.truncate(n);
        lines.bad = None;
    }
    let mut replayed = 0;
    let mut records = Vec::with_capacity(lines.lines.len());
    let mut good_len = 0;
    let mut bad = None;
    for (i, line) in lines.lines.iter().enumerate() {
        match next_record(&mut state, line) {
            Ok(seq) => {
                if seq.is_some() {
                    replayed += 1;
                }
                good_len = lines.ends[i];
                records.push((seq.unwrap_or(0), good_len));
            }
            Err(reason) => {
                bad = Some(format!("journal record {}: {reason}", i + 1));
                break;
            }
        }
    }
    let bad = bad.or_else(|| {
        lines.bad.as_ref().map(|b| {
            format!(
                "journal record {} is damaged ({}) and more follows it",
                b.number, b.reason
            )
        })
    });
    if let Some(reason) = bad {
        return Err(Failed::Journal {
            error: LoadError {
                path: jpath,
                reason: LoadReason::Corrupt(reason),
            },
            kept: replayed,
            good_len,
        });
    }
    Ok(Loaded {
        state,
        replayed,
        torn: lines.torn,
        journal_len: lines.good_len,
        tail: lines.tail(),
        records,
    })
}

/// Does one journal line again on `state`: `Ok(Some(seq))` when it was replayed, `Ok(None)`
/// when the snapshot already holds it, `Err` with why it cannot be.
fn next_record(state: &mut GameState, line: &str) -> Result<Option<u64>, String> {
    let mut r: Record = serde_json::from_str(line).map_err(|e| format!("damaged: {e}"))?;
    if let Some(save) = &r.save
        && *save != state.id
    {
        return Err(another_game(save));
    }
    if r.seq <= state.seq {
        // Already in the snapshot (a crash between writing it and trimming the journal).
        return Ok(None);
    }
    if r.seq != state.seq + 1 {
        return Err(format!(
            "change {} follows change {}: some are missing",
            r.seq, state.seq
        ));
    }
    if let (Change::Do { table, .. }, Some(game)) = (&mut r.change, games::find(&state.game)) {
        game.bind(&mut table.extra)
            .map_err(|e| format!("belongs to another kind of game: {e}"))?;
    }
    state
        .replay(&r.change, r.at)
        .map_err(|e| format!("change {}: {:?}", r.seq, e))?;
    Ok(Some(r.seq))
}

/// Why a record of another saved game is not replayed, naming that game (as a player
/// could read it).
fn another_game(save: &str) -> String {
    let shown: String = save.chars().filter(|c| !c.is_control()).take(80).collect();
    format!("belongs to another saved game ({shown})")
}

/// Loads a saved game: its snapshot (older formats migrated), then the journal of the changes
/// made since. A torn last record is dropped. The files are never changed by loading.
pub fn load(path: &Path) -> Result<Loaded, LoadError> {
    load_parts(path, None).map_err(Failed::error)
}

/// The game as its first `limit` journal bytes leave it (what a fold writes).
pub(super) fn load_upto(path: &Path, limit: u64) -> Result<Loaded, LoadError> {
    load_parts(path, Some(limit)).map_err(Failed::error)
}

/// Loads a saved game (see [`load`]).
pub fn load_game(path: &Path) -> Result<GameState, LoadError> {
    load(path).map(|l| l.state)
}

/// A saved game opened for play: who may write it.
#[derive(Debug)]
pub enum Access {
    /// This opener holds the game's lock: it alone writes it.
    Write(Writer),
    /// Another writer holds it (another copy of the app, or another window): it is shown,
    /// and nothing is done to it. `holder` names the holder, when it said.
    ReadOnly { holder: Option<String> },
    /// No lock can be taken: the game's folder cannot be written (`why`). It is shown, and
    /// nothing is written to it.
    Unwritable { why: String },
}

/// The right to write a saved game: its lock, and where its journal was left.
#[derive(Debug)]
pub struct Writer {
    pub(super) _lock: lock::Lock,
    pub(super) tail: journal::Tail,
    pub(super) records: Vec<(u64, u64)>,
}

/// A saved game loaded for play.
#[derive(Debug)]
pub struct Opened {
    pub state: GameState,
    pub access: Access,
}

/// Opens a saved game for play: takes its lock, then loads it. When another writer holds
/// it, the game is loaded all the same, read-only.
pub fn open(path: &Path) -> Result<Opened, LoadError> {
    let lock = lock::try_lock(path);
    let loaded = load(path)?;
    let access = match lock {
        Ok(lock) => Access::Write(Writer {
            _lock: lock,
            tail: loaded.tail,
            records: loaded.records,
        }),
        Err(lock::LockError::Held { holder, .. }) => Access::ReadOnly { holder },
        // No lock can be taken here (a folder that cannot be written): the game is still
        // shown, said to be unwritable, and nothing is written to it.
        Err(lock::LockError::Io(e)) => Access::Unwritable { why: e.to_string() },
    };
    Ok(Opened {
        state: loaded.state,
        access,
    })
}

/// Takes the lock of a game about to be written whole (a new one): `ReadOnly` when another
/// writer holds it.
pub fn create(path: &Path) -> std::io::Result<Access> {
    match lock::try_lock(path) {
        Ok(lock) => Ok(Access::Write(Writer {
            _lock: lock,
            tail: journal::Tail::default(),
            records: vec![],
        })),
        Err(lock::LockError::Held { holder, .. }) => Ok(Access::ReadOnly { holder }),
        Err(lock::LockError::Io(e)) => Err(e),
    }
}

/// Saves a whole game as its snapshot (atomically, keeping backups) with its summary. Its
/// journal is emptied when the snapshot holds every record in it, and set aside (kept) when
/// not. Refused while another writer holds the game.
pub fn save_game(path: &Path, game: &GameState) -> std::io::Result<()> {
    let _lock = lock::try_lock(path).map_err(|e| busy(path, e))?;
    write_whole(path, game)
}

/// [`save_game`] for the holder of the game's lock.
pub(super) fn write_whole(path: &Path, game: &GameState) -> std::io::Result<()> {
    write_snapshot(path, game)?;
    let jpath = journal::path_for(path);
    let lines =
        journal::read(&jpath, &|_| Ok(())).map_err(|e| std::io::Error::other(e.to_string()))?;
    if lines.file_len == 0 {
        return Ok(());
    }
    let held = lines.bad.is_none()
        && lines.lines.iter().all(|l| {
            serde_json::from_str::<SeqOnly>(l)
                .is_ok_and(|r| r.seq <= game.seq && r.save.as_ref().is_none_or(|s| *s == game.id))
        });
    if held {
        journal::trim_front(&jpath, lines.tail(), lines.good_len).map(|_| ())
    } else {
        set_aside(&jpath).map(|_| ())
    }
}

#[derive(Deserialize)]
struct SeqOnly {
    #[serde(default)]
    save: Option<String>,
    seq: u64,
}

/// Writes a game's snapshot (atomically, keeping backups) and its summary; the journal is
/// not touched (records the snapshot holds are skipped when it is read).
pub(super) fn write_snapshot(path: &Path, game: &GameState) -> std::io::Result<()> {
    // Written straight to the file (a large game is never held twice), measured on the way.
    let mut len = 0u64;
    let mut hash = FNV_START;
    let mut crc = 0u32;
    crate::store::write_atomic_with(path, &mut |w| {
        let mut counted = Counted {
            inner: w,
            len: 0,
            hash: FNV_START,
            crc: crc32fast::Hasher::new(),
        };
        // The snapshot's own checksum closes it: the game's JSON but its final brace, then
        // `,"checksum":"<CRC-32 of what came before>"}` (see [`checked_body`]).
        let mut body = HoldLast {
            inner: &mut counted,
            crc: crc32fast::Hasher::new(),
            last: None,
        };
        serde_json::to_writer(&mut body, game).map_err(std::io::Error::other)?;
        let (last, body_crc) = (body.last, body.crc.finalize());
        if last != Some(b'}') {
            return Err(std::io::Error::other("a game is written as a JSON object"));
        }
        std::io::Write::write_all(&mut counted, checksum_tail(body_crc).as_bytes())?;
        (len, hash, crc) = (counted.len, counted.hash, counted.crc.finalize());
        Ok(())
    })?;
    let summary = Summary {
        id: game.id.clone(),
        game: game.game.clone(),
        name: game.name.clone(),
        created: Some(game.created),
        updated: game.updated,
        round: game.table.cursor.round,
        side: Some(game.table.cursor.side),
        seq: Some(game.seq),
        snapshot_len: len,
        snapshot_hash: hash,
        snapshot_crc: Some(crc),
    };
    write_summary(path, &summary)
}

/// The end of a snapshot: its checksum, and the game's closing brace.
fn checksum_tail(crc: u32) -> String {
    let tail = format!(",\"checksum\":\"{crc:08x}\"}}");
    debug_assert_eq!(tail.len(), TAIL_LEN);
    tail
}

/// The length of [`checksum_tail`]: `,"checksum":"` (13), eight hex digits, `"}`.
const TAIL_LEN: usize = 23;

/// Whether a snapshot's bytes are as written: its own checksum (the CRC-32 of everything
/// before `,"checksum"`) matches. A snapshot written before snapshots had one has none, and
/// is taken as it is. `Err` says what does not match.
fn checked_body(bytes: &[u8]) -> Result<(), String> {
    let Some(tail) = bytes.len().checked_sub(TAIL_LEN).map(|i| &bytes[i..]) else {
        return Ok(());
    };
    let Some(hex) = tail
        .strip_prefix(b",\"checksum\":\"")
        .and_then(|t| t.strip_suffix(b"\"}"))
    else {
        // No checksum at its end: an older snapshot, or one whose end was changed (then the
        // game's own fields say whether it still reads).
        return match bytes.windows(12).any(|w| w == b"\"checksum\":\"") {
            true => Err("its checksum is not where it was written".into()),
            false => Ok(()),
        };
    };
    let written = std::str::from_utf8(hex)
        .ok()
        .and_then(|h| u32::from_str_radix(h, 16).ok())
        .ok_or("its checksum is not readable")?;
    let actual = crc32fast::hash(&bytes[..bytes.len() - TAIL_LEN]);
    if actual == written {
        Ok(())
    } else {
        Err(format!(
            "it was changed after it was saved (checksum {actual:08x}, written {written:08x})"
        ))
    }
}

/// A writer that holds back the last byte written through it, and sums what it lets by.
struct HoldLast<'a> {
    inner: &'a mut dyn std::io::Write,
    crc: crc32fast::Hasher,
    last: Option<u8>,
}

impl std::io::Write for HoldLast<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let Some((&end, rest)) = buf.split_last() else {
            return Ok(0);
        };
        if let Some(b) = self.last.take() {
            self.inner.write_all(&[b])?;
            self.crc.update(&[b]);
        }
        self.inner.write_all(rest)?;
        self.crc.update(rest);
        self.last = Some(end);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.inner.flush()
    }
}

/// A writer that counts the bytes through it and their checksum.
struct Counted<'a> {
    inner: &'a mut dyn std::io::Write,
    len: u64,
    hash: u64,
    crc: crc32fast::Hasher,
}

impl std::io::Write for Counted<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let n = self.inner.write(buf)?;
        self.len += n as u64;
        self.hash = fnv1a_more(self.hash, &buf[..n]);
        self.crc.update(&buf[..n]);
        Ok(n)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.inner.flush()
    }
}

/// Why a saved game could not be renamed (nothing was changed).
#[derive(Debug)]
pub enum RenameFailed {
    /// The game would not load.
    Load(LoadError),
    /// Its journal could not be written.
    Io(std::io::Error),
    /// Another writer has it open (another copy of the app): named when it said who.
    Held(Option<String>),
}

/// Renames a saved game that is not open (`None`: back to the default name). The rename is one
/// record appended to the game's journal, like any change, so its cost does not grow with the
/// game. Whoever writes the game must not hold changes for it (flush the saver first).
pub fn rename_save(
    path: &Path,
    name: Option<String>,
    at: DateTime<Utc>,
) -> Result<GameState, RenameFailed> {
    let _lock = match lock::try_lock(path) {
        Ok(l) => l,
        Err(lock::LockError::Held { holder, .. }) => return Err(RenameFailed::Held(holder)),
        Err(lock::LockError::Io(e)) => return Err(RenameFailed::Io(e)),
    };
    let Loaded {
        mut state, tail, ..
    } = load(path).map_err(RenameFailed::Load)?;
    state.rename(name.clone());
    let record = Record {
        save: Some(state.id.clone()),
        seq: state.seq,
        at,
        round: state.table.cursor.round,
        side: Some(state.table.cursor.side),
        change: Change::Rename { name },
    };
    let line = record.to_line().map_err(RenameFailed::Io)?;
    journal::append(&journal::path_for(path), tail, &[line]).map_err(RenameFailed::Io)?;
    Ok(state)
}

/// An id for a new save of `game` that no file in the saves folder has: two games started in
/// the same second with the same seed (a fixed one) never share a file.
pub fn free_save_id(
    paths: &crate::store::Paths,
    game: &str,
    now: DateTime<Utc>,
    seed: u64,
) -> String {
    let base = crate::store::new_save_id(game, now, seed);
    let mut id = base.clone();
    let mut n = 1;
    while !save_files(&paths.save_file(&id)).is_empty() {
        id = format!("{base}-{n}");
        n += 1;
    }
    id
}
