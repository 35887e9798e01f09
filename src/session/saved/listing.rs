//! Home's list of saved games: each game's summary (`<id>.summary`, written with its snapshot)
//! is read instead of the game, checked against the snapshot's checksum and the journal's
//! records; a game without a usable summary is read whole off the screen's thread.

#[allow(unused_imports)]
use super::*;

pub(super) fn write_summary(path: &Path, summary: &Summary) -> std::io::Result<()> {
    let text = serde_json::to_vec(summary).map_err(std::io::Error::other)?;
    // Only a help for listing: a missing or stale summary means reading the game itself.
    let spath = summary_path(path);
    crate::store::write_temp(&spath, &text).and_then(|tmp| crate::store::commit_temp(&tmp, &spath))
}

/// What Home needs of a saved game, written beside its snapshot so listing the saves never
/// decodes them: the snapshot's length and checksum say whether it is still the one described.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub(super) struct Summary {
    pub(super) id: String,
    pub(super) game: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) name: Option<String>,
    /// `None` in summaries written before names: then the game is read whole to list it.
    #[serde(default)]
    pub(super) created: Option<DateTime<Utc>>,
    pub(super) updated: DateTime<Utc>,
    pub(super) round: u32,
    #[serde(default)]
    pub(super) side: Option<usize>,
    /// The snapshot's change counter (`None` in summaries written before it).
    #[serde(default)]
    pub(super) seq: Option<u64>,
    pub(super) snapshot_len: u64,
    /// FNV-1a of the snapshot (what summaries were checked by before CRC-32; still written,
    /// for them).
    pub(super) snapshot_hash: u64,
    /// CRC-32 of the snapshot: checked many times faster than FNV-1a (a 10 MB snapshot in a
    /// millisecond or two, where FNV-1a took 15 to 20). `None` in older summaries.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) snapshot_crc: Option<u32>,
}

/// `<id>.json` → `<id>.summary`.
pub fn summary_path(snapshot: &Path) -> PathBuf {
    snapshot.with_extension("summary")
}

/// FNV-1a, 64 bits: a stable checksum (the same on every build and platform).
pub fn fnv1a(bytes: &[u8]) -> u64 {
    fnv1a_more(FNV_START, bytes)
}

pub(super) const FNV_START: u64 = 0xcbf2_9ce4_8422_2325;

pub(super) fn fnv1a_more(mut h: u64, bytes: &[u8]) -> u64 {
    for b in bytes {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// A file's length, FNV-1a and CRC-32, read in pieces (a large save is never held whole);
/// only the sums asked for are computed.
pub(super) fn file_sums(path: &Path, fnv: bool, crc: bool) -> Option<(u64, u64, u32)> {
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
pub(super) fn summary_matches(path: &Path, s: &Summary) -> bool {
    match s.snapshot_crc {
        Some(crc) => {
            file_sums(path, false, true).is_some_and(|(l, _, c)| (l, c) == (s.snapshot_len, crc))
        }
        None => file_sums(path, true, false)
            .is_some_and(|(l, h, _)| (l, h) == (s.snapshot_len, s.snapshot_hash)),
    }
}

/// What listing a saved game from its summary found.
pub(super) enum Quick {
    Listed(SaveSummary),
    /// Its journal would not load: the game is broken (the error names the record).
    Broken(LoadError),
    /// No summary, or one that no longer matches the snapshot: the game must be read whole.
    Unknown,
}

/// A saved game listed from its summary and its journal's records, without decoding the game
/// (each record only as far as the listing needs). The journal is checked as loading would:
/// damage, a record of another game, a gap in the changes, a change of another kind of game.
pub(super) fn quick_summary(path: &Path) -> Quick {
    let before = stamp(path);
    match quick_once(path) {
        // A writer in another copy of the app folded the game meanwhile: read it whole.
        Quick::Broken(_) if stamp(path) != before => Quick::Unknown,
        q => q,
    }
}

pub(super) fn quick_once(path: &Path) -> Quick {
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
pub(super) fn shown_name(name: Option<String>) -> Option<String> {
    name.filter(|n| crate::session::check_name(n).as_deref() == Ok(n.as_str()))
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

/// A damaged game (or tray, when `save` is false) as Home lists it: with the backups that load.
pub fn broken_save(path: &Path, error: LoadError, save: bool) -> BrokenSave {
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

/// The main files of the games in `dir` that are missing while their journal or a backup
/// (`<id>.json.bakN`) is there.
fn orphans(dir: &Path) -> Vec<PathBuf> {
    let Ok(rd) = fs::read_dir(dir) else {
        return vec![];
    };
    let mut out: Vec<PathBuf> = rd
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            let main = if let Some(id) = name.strip_suffix(".journal") {
                format!("{id}.json")
            } else {
                let (base, n) = name.rsplit_once(".bak")?;
                n.parse::<usize>().ok()?;
                base.strip_suffix(".json")?;
                base.to_string()
            };
            let main = dir.join(main);
            (!main.exists() && !name.starts_with('.')).then_some(main)
        })
        .collect();
    out.sort();
    out.dedup();
    out
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
    // A game whose main file is gone but whose backups or journal are still there: listed as
    // damaged, to be put back from them, rather than vanishing from the list.
    for path in orphans(&paths.saves()) {
        let error = LoadError {
            path: path.clone(),
            reason: crate::store::LoadReason::Io("the game's main file is missing".into()),
        };
        out.broken.push(broken_save(&path, error, true));
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
