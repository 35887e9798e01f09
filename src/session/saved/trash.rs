//! Deleting a saved game: all its files move to a folder of their own in the trash (kept
//! there for [`TRASH_DAYS`]), and come back from it as they were.

use std::fs;
use std::path::{Path, PathBuf};

use chrono::{DateTime, Utc};

use super::busy;
use crate::store::{Paths, lock};

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
