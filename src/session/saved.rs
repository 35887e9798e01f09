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
use crate::games;
use crate::store::{
    LoadError, LoadReason, Paths, backups, journal, json_files, lock,
    restore_backup as restore_file, set_aside,
};

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
                });
            };
            let kept = restore_backup(path, &backup)?;
            let state = load_game(path).ok();
            Ok(Recovered {
                state,
                backup: Some(backup),
                kept: Some(kept.unwrap_or_else(|| path.to_path_buf())),
                problem: Some(error),
                records: 0,
                damaged_backups: damaged,
            })
        }
    }
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
    let lock = match lock::try_lock(path) {
        Ok(l) => Ok(l),
        Err(lock::LockError::Held { holder, .. }) => Err(holder),
        // No lock can be taken here (a folder that cannot be written): the game is still
        // shown, and nothing is written to it.
        Err(lock::LockError::Io(_)) => Err(None),
    };
    let loaded = load(path)?;
    let access = match lock {
        Ok(lock) => Access::Write(Writer {
            _lock: lock,
            tail: loaded.tail,
            records: loaded.records,
        }),
        Err(holder) => Access::ReadOnly { holder },
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
        serde_json::to_writer(&mut counted, game).map_err(std::io::Error::other)?;
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

fn write_summary(path: &Path, summary: &Summary) -> std::io::Result<()> {
    let text = serde_json::to_vec(summary).map_err(std::io::Error::other)?;
    // Only a help for listing: a missing or stale summary means reading the game itself.
    let spath = summary_path(path);
    crate::store::write_temp(&spath, &text).and_then(|tmp| crate::store::commit_temp(&tmp, &spath))
}

/// What Home needs of a saved game, written beside its snapshot so listing the saves never
/// decodes them: the snapshot's length and checksum say whether it is still the one described.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Summary {
    id: String,
    game: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    name: Option<String>,
    /// `None` in summaries written before names: then the game is read whole to list it.
    #[serde(default)]
    created: Option<DateTime<Utc>>,
    updated: DateTime<Utc>,
    round: u32,
    #[serde(default)]
    side: Option<usize>,
    /// The snapshot's change counter (`None` in summaries written before it).
    #[serde(default)]
    seq: Option<u64>,
    snapshot_len: u64,
    /// FNV-1a of the snapshot (what summaries were checked by before CRC-32; still written,
    /// for them).
    snapshot_hash: u64,
    /// CRC-32 of the snapshot: checked many times faster than FNV-1a (a 10 MB snapshot in a
    /// millisecond or two, where FNV-1a took 15 to 20). `None` in older summaries.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    snapshot_crc: Option<u32>,
}

/// `<id>.json` → `<id>.summary`.
pub fn summary_path(snapshot: &Path) -> PathBuf {
    snapshot.with_extension("summary")
}

/// FNV-1a, 64 bits: a stable checksum (the same on every build and platform).
pub fn fnv1a(bytes: &[u8]) -> u64 {
    fnv1a_more(FNV_START, bytes)
}

const FNV_START: u64 = 0xcbf2_9ce4_8422_2325;

fn fnv1a_more(mut h: u64, bytes: &[u8]) -> u64 {
    for b in bytes {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// A file's length, FNV-1a and CRC-32, read in pieces (a large save is never held whole);
/// only the sums asked for are computed.
fn file_sums(path: &Path, fnv: bool, crc: bool) -> Option<(u64, u64, u32)> {
    use std::io::Read;
    let mut f = fs::File::open(path).ok()?;
    let mut buf = vec![0u8; 1 << 16];
    let mut h = FNV_START;
    let mut c = crc32fast::Hasher::new();
    let mut len = 0u64;
    loop {
        let n = f.read(&mut buf).ok()?;
        if n == 0 {
            return Some((len, h, c.finalize()));
        }
        len += n as u64;
        if fnv {
            h = fnv1a_more(h, &buf[..n]);
        }
        if crc {
            c.update(&buf[..n]);
        }
    }
}

/// Whether the snapshot is still the one `s` describes.
fn summary_matches(path: &Path, s: &Summary) -> bool {
    match s.snapshot_crc {
        Some(crc) => {
            file_sums(path, false, true).is_some_and(|(l, _, c)| (l, c) == (s.snapshot_len, crc))
        }
        None => file_sums(path, true, false)
            .is_some_and(|(l, h, _)| (l, h) == (s.snapshot_len, s.snapshot_hash)),
    }
}

/// What listing a saved game from its summary found.
enum Quick {
    Listed(SaveSummary),
    /// Its journal would not load: the game is broken (the error names the record).
    Broken(LoadError),
    /// No summary, or one that no longer matches the snapshot: the game must be read whole.
    Unknown,
}

/// A saved game listed from its summary and its journal's records, without decoding the game
/// (each record only as far as the listing needs). The journal is checked as loading would:
/// damage, a record of another game, a gap in the changes, a change of another kind of game.
fn quick_summary(path: &Path) -> Quick {
    let before = stamp(path);
    match quick_once(path) {
        // A writer in another copy of the app folded the game meanwhile: read it whole.
        Quick::Broken(_) if stamp(path) != before => Quick::Unknown,
        q => q,
    }
}

fn quick_once(path: &Path) -> Quick {
    let Some(s) = fs::read(summary_path(path))
        .ok()
        .and_then(|t| serde_json::from_slice::<Summary>(&t).ok())
        .filter(|s| s.created.is_some() && s.side.is_some() && s.seq.is_some())
    else {
        return Quick::Unknown;
    };
    if !summary_matches(path, &s) {
        return Quick::Unknown;
    }
    let jpath = journal::path_for(path);
    let broken = |reason: String| {
        Quick::Broken(LoadError {
            path: jpath.clone(),
            reason: LoadReason::Corrupt(reason),
        })
    };
    let lines = match journal::read(&jpath, &|l| {
        serde_json::from_str::<serde::de::IgnoredAny>(l)
            .map(|_| ())
            .map_err(|e| e.to_string())
    }) {
        Ok(l) => l,
        Err(e) => return Quick::Broken(e),
    };
    // Each record read only as far as Home needs: a change's table is skipped, not decoded
    // (only its game's own state, in records written before they carried their game's id).
    #[derive(Deserialize)]
    struct ExtraOnly {
        #[serde(default)]
        extra: serde_json::Value,
    }
    #[derive(Deserialize)]
    #[serde(rename_all = "lowercase")]
    enum TailChange {
        Do(serde::de::IgnoredAny),
        Undo,
        Redo,
        Rename { name: Option<String> },
    }
    #[derive(Deserialize)]
    #[serde(rename_all = "lowercase")]
    enum OldDo {
        Do { table: ExtraOnly },
    }
    #[derive(Deserialize)]
    struct OldTail {
        change: OldDo,
    }
    #[derive(Deserialize)]
    struct Tail {
        #[serde(default)]
        save: Option<String>,
        seq: u64,
        at: DateTime<Utc>,
        #[serde(default)]
        round: u32,
        #[serde(default)]
        side: Option<usize>,
        change: TailChange,
    }
    let mut name = s.name;
    let mut played = None;
    let mut seq = s.seq.unwrap_or(0);
    let game = games::find(&s.game);
    for (i, l) in lines.lines.iter().enumerate() {
        let n = i + 1;
        let t: Tail = match serde_json::from_str(l) {
            Ok(t) => t,
            Err(e) => return broken(format!("journal record {n}: damaged: {e}")),
        };
        if t.save.as_ref().is_some_and(|id| *id != s.id) {
            return broken(format!(
                "journal record {n}: {}",
                another_game(t.save.as_deref().unwrap_or_default())
            ));
        }
        if t.seq <= seq {
            continue;
        }
        if t.seq != seq + 1 {
            return broken(format!(
                "journal record {n}: change {} follows change {seq}: some are missing",
                t.seq
            ));
        }
        seq = t.seq;
        if t.save.is_none()
            && let (TailChange::Do(_), Some(game)) = (&t.change, game)
        {
            let extra = serde_json::from_str::<OldTail>(l)
                .map_err(|e| e.to_string())
                .and_then(|o| {
                    let OldDo::Do { table } = o.change;
                    let mut x = if table.extra.is_null() {
                        crate::core::extra::Extra::None
                    } else {
                        crate::core::extra::Extra::Raw(table.extra)
                    };
                    game.bind(&mut x)
                });
            if let Err(e) = extra {
                return broken(format!(
                    "journal record {n}: belongs to another kind of game: {e}"
                ));
            }
        }
        match t.change {
            TailChange::Rename { name: n } => name = n,
            _ => played = Some((t.at, t.round, t.side)),
        }
    }
    if let Some(b) = lines.bad {
        return broken(format!(
            "journal record {} is damaged ({}) and more follows it",
            b.number, b.reason
        ));
    }
    let (updated, round, side) = match played {
        Some((at, round, Some(side))) => (at, round, side),
        Some(_) => return Quick::Unknown,
        None => (s.updated, s.round, s.side.unwrap_or(0)),
    };
    Quick::Listed(SaveSummary {
        id: s.id,
        game: s.game,
        name: shown_name(name),
        created: s.created.unwrap_or(s.updated),
        updated,
        round,
        side,
        path: path.to_path_buf(),
    })
}

/// A name read from a file, as Home may show it: one that a player could not have typed
/// (too long, control characters) is not shown; the default name is.
fn shown_name(name: Option<String>) -> Option<String> {
    name.filter(|n| super::check_name(n).as_deref() == Ok(n.as_str()))
}

/// What the home screen shows of a saved game.
#[derive(Debug, Clone, PartialEq)]
pub struct SaveSummary {
    pub id: String,
    pub game: String,
    /// The players' name for it (`None`: the game's name and the day it was started).
    pub name: Option<String>,
    pub created: DateTime<Utc>,
    /// When it was last played.
    pub updated: DateTime<Utc>,
    pub round: u32,
    /// The side to play (an index into the game's sides).
    pub side: usize,
    pub path: PathBuf,
}

/// A saved game that would not load, and the backups that do.
#[derive(Debug, Clone, PartialEq)]
pub struct BrokenSave {
    pub error: LoadError,
    /// The snapshot of the game (or tray) it belongs to: what [`recover`] is given.
    pub snapshot: PathBuf,
    pub backups: Vec<PathBuf>,
    /// The snapshot of the saved game it belongs to, which can be moved to the trash
    /// (`None` for the dice tray, which is not a saved game).
    pub save: Option<PathBuf>,
}

/// Saved games listed at once, from their summaries: the ones that need reading whole are
/// named, to be read off the screen's thread ([`read_unlisted`]).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Listing {
    pub saves: Vec<SaveSummary>,
    pub broken: Vec<BrokenSave>,
    /// Games (and the tray) without a summary that matches: listed once [`read_unlisted`]
    /// has read them and written their summaries again.
    pub unread: Vec<PathBuf>,
}

fn broken_save(path: &Path, error: LoadError, save: bool) -> BrokenSave {
    let backups = backups(path)
        .into_iter()
        .filter(|b| backup_loads(b))
        .collect();
    BrokenSave {
        error,
        snapshot: path.to_path_buf(),
        backups,
        save: save.then(|| path.to_path_buf()),
    }
}

/// Lists the saved games without decoding any: each from its summary and its journal's
/// records. A game whose summary is missing or stale is left in [`Listing::unread`].
pub fn list_quick(paths: &Paths) -> Listing {
    let mut out = Listing::default();
    for path in json_files(&paths.saves()) {
        match quick_summary(&path) {
            Quick::Listed(s) => out.saves.push(s),
            Quick::Broken(e) => out.broken.push(broken_save(&path, e, true)),
            Quick::Unknown => out.unread.push(path),
        }
    }
    // The free dice tray is not listed as a game, but a damaged one is reported like one.
    let tray = paths.tray_file();
    if tray.is_file() {
        match quick_summary(&tray) {
            Quick::Listed(_) => {}
            Quick::Broken(e) => out.broken.push(broken_save(&tray, e, false)),
            Quick::Unknown => out.unread.push(tray),
        }
    }
    out.saves.sort_by_key(|s| std::cmp::Reverse(s.updated));
    out
}

/// Reads whole the games [`list_quick`] could not list, and writes each one's summary again
/// so the next listing is quick. Slow for a large game: run it off the screen's thread. The
/// tray (`tray` is its path) is only ever reported when broken.
pub fn read_unlisted(unread: &[PathBuf], tray: &Path) -> (Vec<SaveSummary>, Vec<BrokenSave>) {
    let mut ok = vec![];
    let mut broken = vec![];
    for path in unread {
        let before = file_sums(path, true, true);
        match load(path) {
            Ok(l) => {
                let g = &l.state;
                // Rebuilt only from the snapshot that was read (not one a writer has put in
                // its place meanwhile).
                if let Some((len, hash, crc)) =
                    before.filter(|h| file_sums(path, true, true) == Some(*h))
                {
                    let _ = write_summary(
                        path,
                        &Summary {
                            id: g.id.clone(),
                            game: g.game.clone(),
                            name: g.name.clone(),
                            created: Some(g.created),
                            updated: g.updated,
                            round: g.table.cursor.round,
                            side: Some(g.table.cursor.side),
                            seq: Some(g.seq - l.replayed as u64),
                            snapshot_len: len,
                            snapshot_hash: hash,
                            snapshot_crc: Some(crc),
                        },
                    );
                }
                if path != tray {
                    ok.push(SaveSummary {
                        id: g.id.clone(),
                        game: g.game.clone(),
                        name: shown_name(g.name.clone()),
                        created: g.created,
                        updated: g.updated,
                        round: g.table.cursor.round,
                        side: g.table.cursor.side,
                        path: path.clone(),
                    });
                }
            }
            Err(error) => broken.push(broken_save(path, error, path != tray)),
        }
    }
    (ok, broken)
}

/// Every saved game in the saves folder, newest first, and every file that failed to load
/// (all read at once: see [`list_quick`] for the screen).
pub fn list_saves(paths: &Paths) -> (Vec<SaveSummary>, Vec<BrokenSave>) {
    let Listing {
        mut saves,
        mut broken,
        unread,
    } = list_quick(paths);
    let (more, more_broken) = read_unlisted(&unread, &paths.tray_file());
    saves.extend(more);
    broken.extend(more_broken);
    saves.sort_by_key(|s| std::cmp::Reverse(s.updated));
    (saves, broken)
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

/// Deleted games stay in the trash this many days; older ones are removed at start.
pub const TRASH_DAYS: i64 = 30;

/// Whether `name` is one of the files of the saved game `id` (snapshot, journal, summary,
/// their backups, damaged versions set aside, and half-written temporary files).
fn belongs_to(name: &str, id: &str) -> bool {
    let json = format!("{id}.json");
    let journal = format!("{id}.journal");
    let summary = format!("{id}.summary");
    name == json
        || name == journal
        || name == summary
        || name == format!("{id}.lock")
        || [&json, &journal].iter().any(|f| {
            name.strip_prefix(f.as_str()).is_some_and(|rest| {
                rest.strip_prefix(".bak")
                    .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
                    || rest.starts_with(".broken-")
            })
        })
        || name == format!(".{json}.tmp")
        || name == format!(".{summary}.tmp")
        || name == format!(".{json}.bak-new")
}

/// Every file of the saved game whose snapshot is `snapshot`, sorted by name.
pub fn save_files(snapshot: &Path) -> Vec<PathBuf> {
    let (Some(dir), Some(id)) = (snapshot.parent(), snapshot.file_stem()) else {
        return vec![];
    };
    let id = id.to_string_lossy();
    let Ok(rd) = fs::read_dir(dir) else {
        return vec![];
    };
    let mut files: Vec<PathBuf> = rd
        .flatten()
        .filter(|e| belongs_to(&e.file_name().to_string_lossy(), &id))
        .map(|e| e.path())
        .collect();
    files.sort();
    files
}

/// A saved game moved to the trash: where its files went and where they came from.
#[derive(Debug, Clone, PartialEq)]
pub struct Trashed {
    /// Its own folder in the trash.
    pub folder: PathBuf,
    /// The folder its files came from.
    pub from: PathBuf,
    /// The names of its files.
    pub files: Vec<String>,
    /// The snapshot's path, as it was.
    pub snapshot: PathBuf,
}

/// Moves files by rename; if one cannot be moved, the ones already moved go back and the
/// error is returned: all of them move or none.
fn move_all(names: &[String], from: &Path, to: &Path) -> std::io::Result<()> {
    for (i, n) in names.iter().enumerate() {
        if let Err(e) = fs::rename(from.join(n), to.join(n)) {
            for back in &names[..i] {
                let _ = fs::rename(to.join(back), from.join(back));
            }
            return Err(e);
        }
    }
    Ok(())
}

/// Moves a saved game (every one of its files, even when it is damaged) into its own folder
/// in the trash under the data folder. Nothing is destroyed: [`untrash`] brings it back.
pub fn trash_save(paths: &Paths, snapshot: &Path, now: DateTime<Utc>) -> std::io::Result<Trashed> {
    if save_files(snapshot).is_empty() {
        return Err(std::io::Error::new(
            std::io::ErrorKind::NotFound,
            "no such saved game",
        ));
    }
    // Not while another writer has it open; its lock file goes with the other files.
    drop(lock::try_lock(snapshot).map_err(|e| busy(snapshot, e))?);
    let files = save_files(snapshot);
    let from = snapshot.parent().map(Path::to_path_buf).unwrap_or_default();
    let id = snapshot
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let stamp = now.format(TRASH_STAMP);
    let trash = paths.trash();
    let mut folder = trash.join(format!("{stamp}-{id}"));
    let mut i = 1;
    while folder.exists() {
        folder = trash.join(format!("{stamp}-{id}-{i}"));
        i += 1;
    }
    fs::create_dir_all(&folder)?;
    let names: Vec<String> = files
        .iter()
        .filter_map(|f| f.file_name().map(|n| n.to_string_lossy().into_owned()))
        .collect();
    if let Err(e) = move_all(&names, &from, &folder) {
        let _ = fs::remove_dir(&folder);
        return Err(e);
    }
    Ok(Trashed {
        folder,
        from,
        files: names,
        snapshot: snapshot.to_path_buf(),
    })
}

/// Brings a trashed game back where it was. Refused, with nothing moved, when a file of the
/// same name is there now.
pub fn untrash(t: &Trashed) -> std::io::Result<()> {
    if let Some(n) = t.files.iter().find(|n| t.from.join(n).exists()) {
        return Err(std::io::Error::new(
            std::io::ErrorKind::AlreadyExists,
            format!("{} already exists", t.from.join(n).display()),
        ));
    }
    fs::create_dir_all(&t.from)?;
    move_all(&t.files, &t.folder, &t.from)?;
    let _ = fs::remove_dir(&t.folder);
    Ok(())
}

/// How a trash folder's name starts: the time the game was deleted (UTC).
const TRASH_STAMP: &str = "%Y%m%d-%H%M%S";

/// Removes the games deleted more than [`TRASH_DAYS`] ago from the trash; returns how many.
/// Only folders whose names say when they were trashed are touched.
pub fn purge_trash(paths: &Paths, now: DateTime<Utc>) -> usize {
    let Ok(rd) = fs::read_dir(paths.trash()) else {
        return 0;
    };
    let mut purged = 0;
    for e in rd.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        let when = name
            .get(..15)
            .and_then(|s| chrono::NaiveDateTime::parse_from_str(s, TRASH_STAMP).ok())
            .map(|t| t.and_utc());
        let old = when.is_some_and(|t| now - t > chrono::Duration::days(TRASH_DAYS));
        if old && e.path().is_dir() && fs::remove_dir_all(e.path()).is_ok() {
            purged += 1;
        }
    }
    purged
}
