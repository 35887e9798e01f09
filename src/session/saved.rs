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
    /// The side to play after this change (Home shows it); older journals lack it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub side: Option<usize>,
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
    /// The length of the journal's good part: where its next record goes.
    pub journal_len: u64,
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
        journal_len: lines.good_len,
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
        name: game.name.clone(),
        created: Some(game.created),
        updated: game.updated,
        round: game.table.cursor.round,
        side: Some(game.table.cursor.side),
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
    #[serde(default, skip_serializing_if = "Option::is_none")]
    name: Option<String>,
    /// `None` in summaries written before names: then the game is read whole to list it.
    #[serde(default)]
    created: Option<DateTime<Utc>>,
    updated: DateTime<Utc>,
    round: u32,
    #[serde(default)]
    side: Option<usize>,
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
    // Each record read only as far as Home needs: a change's table is skipped, not decoded.
    #[derive(Deserialize)]
    #[serde(rename_all = "lowercase")]
    enum TailChange {
        Do(serde::de::IgnoredAny),
        Undo,
        Redo,
        Rename { name: Option<String> },
    }
    #[derive(Deserialize)]
    struct Tail {
        at: DateTime<Utc>,
        #[serde(default)]
        round: u32,
        #[serde(default)]
        side: Option<usize>,
        change: TailChange,
    }
    let mut name = s.name;
    let mut played = None;
    for l in &lines.lines {
        let t: Tail = serde_json::from_str(l).ok()?;
        match t.change {
            TailChange::Rename { name: n } => name = n,
            _ => played = Some((t.at, t.round, t.side)),
        }
    }
    let (updated, round, side) = match played {
        Some((at, round, side)) => (at, round, side?),
        None => (s.updated, s.round, s.side?),
    };
    Some(SaveSummary {
        id: s.id,
        game: s.game,
        name: shown_name(name),
        created: s.created?,
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
    pub backups: Vec<PathBuf>,
    /// The snapshot of the saved game it belongs to, which can be moved to the trash
    /// (`None` for the dice tray, which is not a saved game).
    pub save: Option<PathBuf>,
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
                name: shown_name(g.name.clone()),
                created: g.created,
                updated: g.updated,
                round: g.table.cursor.round,
                side: g.table.cursor.side,
                path,
            }),
            Err(error) => {
                let backups = backups(&path)
                    .into_iter()
                    .filter(|b| backup_loads(b))
                    .collect();
                broken.push(BrokenSave {
                    error,
                    backups,
                    save: Some(path),
                });
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
        broken.push(BrokenSave {
            error,
            backups,
            save: None,
        });
    }
    ok.sort_by_key(|s| std::cmp::Reverse(s.updated));
    (ok, broken)
}

/// Why a saved game could not be renamed (nothing was changed).
#[derive(Debug)]
pub enum RenameFailed {
    /// The game would not load.
    Load(LoadError),
    /// Its journal could not be written.
    Io(std::io::Error),
}

/// Renames a saved game that is not open (`None`: back to the default name). The rename is one
/// record appended to the game's journal, like any change, so its cost does not grow with the
/// game. Whoever writes the game must not hold changes for it (flush the saver first).
pub fn rename_save(
    path: &Path,
    name: Option<String>,
    at: DateTime<Utc>,
) -> Result<GameState, RenameFailed> {
    let Loaded {
        mut state,
        journal_len,
        ..
    } = load(path).map_err(RenameFailed::Load)?;
    state.rename(name.clone());
    let record = Record {
        seq: state.seq,
        at,
        round: state.table.cursor.round,
        side: Some(state.table.cursor.side),
        change: Change::Rename { name },
    };
    let line = record.to_line().map_err(RenameFailed::Io)?;
    journal::append(&journal::path_for(path), journal_len, &[line]).map_err(RenameFailed::Io)?;
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
    let files = save_files(snapshot);
    if files.is_empty() {
        return Err(std::io::Error::new(
            std::io::ErrorKind::NotFound,
            "no such saved game",
        ));
    }
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
