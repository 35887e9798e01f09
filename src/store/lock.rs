//! One writer per file: an OS lock (`flock` on Unix, `LockFileEx` on Windows) on a small
//! `<name>.lock` file beside what it guards, held for as long as the file is open for writing.
//! The lock file is never the guarded file itself, so the atomic renames that replace a
//! snapshot do not lose it, and it is never deleted (deleting a lock file races with the next
//! opener). The lock belongs to an open file, not to a process: a second opener in the same
//! process is refused too. A crash releases it (the system closes the file).

use std::fs::{self, File, OpenOptions, TryLockError};
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

/// The lock file of `target`: `g.json` → `g.lock`.
pub fn lock_path(target: &Path) -> PathBuf {
    target.with_extension("lock")
}

/// A held lock: released when dropped.
#[derive(Debug)]
pub struct Lock {
    // Kept open: closing it releases the lock.
    _file: File,
    path: PathBuf,
}

impl Lock {
    /// The lock file.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

/// Why a lock was not taken.
#[derive(Debug)]
pub enum LockError {
    /// Someone else has it open for writing: another copy of the app, or another window of
    /// this one. `holder` is what the holder wrote in the lock file (its process id), if it
    /// could be read.
    Held {
        path: PathBuf,
        holder: Option<String>,
    },
    Io(std::io::Error),
}

impl std::fmt::Display for LockError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LockError::Held { path, holder } => {
                write!(f, "{} is held by another writer", path.display())?;
                if let Some(h) = holder {
                    write!(f, " (process {h})")?;
                }
                Ok(())
            }
            LockError::Io(e) => write!(f, "{e}"),
        }
    }
}

/// Which program this process is, as its lock notes say: `app` (the window), `play`, `host`
/// or `cli` (another command). Set once at start; the window's by default.
static PROGRAM: std::sync::OnceLock<&'static str> = std::sync::OnceLock::new();

/// Names this process's program in the locks it takes (`play`, `host`, `cli`; the app's
/// window is the default).
pub fn set_program(program: &'static str) {
    let _ = PROGRAM.set(program);
}

/// What a holder writes in its lock file, to be named by whoever is refused: its process id
/// and which program it is ("4242 play").
fn holder_text() -> String {
    format!(
        "{} {}",
        std::process::id(),
        PROGRAM.get().copied().unwrap_or("app")
    )
}

/// The arguments that name a lock's holder in a message: `holder`, its process id, and
/// `program`, the message id of the program's name (`lock-holder-play`: "`adjutant play`").
/// A note from an older version (a process id alone) names "another copy of Adjutant".
pub fn holder_args(note: Option<&str>) -> Vec<(&'static str, String)> {
    let note = note.unwrap_or("?");
    let mut words = note.split_whitespace();
    let pid = words.next().unwrap_or("?").to_string();
    let program = match words.next() {
        Some("app") => "lock-holder-app",
        Some("play") => "lock-holder-play",
        Some("host") => "lock-holder-host",
        Some("cli") => "lock-holder-cli",
        _ => "lock-holder-other",
    };
    vec![("holder", pid), ("program", program.to_string())]
}

/// Takes the lock of `target` without waiting: `Err(Held)` at once when another open file
/// holds it.
pub fn try_lock(target: &Path) -> Result<Lock, LockError> {
    let path = lock_path(target);
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir).map_err(LockError::Io)?;
    }
    let mut file = OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(&path)
        .map_err(LockError::Io)?;
    match file.try_lock() {
        Ok(()) => {
            // Who holds it, for the one refused; a lock whose note cannot be written is
            // still held.
            let _ = file
                .set_len(0)
                .and_then(|_| file.seek(SeekFrom::Start(0)))
                .and_then(|_| file.write_all(holder_text().as_bytes()));
            Ok(Lock { _file: file, path })
        }
        Err(TryLockError::WouldBlock) => {
            let mut note = String::new();
            let holder = (&file)
                .take(200)
                .read_to_string(&mut note)
                .ok()
                .map(|_| note.trim().chars().filter(|c| !c.is_control()).collect())
                .filter(|s: &String| !s.is_empty());
            Err(LockError::Held { path, holder })
        }
        Err(TryLockError::Error(e)) => Err(LockError::Io(e)),
    }
}

/// What the holder of `target`'s lock wrote in it (its process id), read without taking
/// the lock.
pub fn holder(target: &Path) -> Option<String> {
    let text = fs::read_to_string(lock_path(target)).ok()?;
    let shown: String = text
        .trim()
        .chars()
        .filter(|c| !c.is_control())
        .take(40)
        .collect();
    (!shown.is_empty()).then_some(shown)
}

/// Whether another open file holds the lock of `target` right now (it is not taken).
pub fn is_held(target: &Path) -> bool {
    matches!(try_lock(target), Err(LockError::Held { .. }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_opener_is_refused_until_the_first_lets_go() {
        let dir = tempfile::tempdir().expect("tmp");
        let g = dir.path().join("g.json");
        let first = try_lock(&g).expect("first");
        match try_lock(&g) {
            Err(LockError::Held { holder, .. }) => {
                assert_eq!(holder, Some(holder_text()));
                let args = holder_args(holder.as_deref());
                assert_eq!(args[0].1, std::process::id().to_string());
                assert_eq!(args[1].1, "lock-holder-app");
            }
            other => panic!("{other:?}"),
        }
        assert!(is_held(&g));
        drop(first);
        assert!(!is_held(&g));
        let _again = try_lock(&g).expect("free again");
    }
}
