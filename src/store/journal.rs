//! An append-only journal: one JSON record a line, each write flushed to disk before it is
//! reported done. A crash can only tear the last line; reading drops such a torn tail, and the
//! next append first cuts it off. A bad line with good lines after it is damage, reported.

use std::fs::{self, OpenOptions};
use std::io::{Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

use super::{LoadError, LoadReason};

/// The journal beside a snapshot file: `game.json` → `game.journal`.
pub fn path_for(snapshot: &Path) -> PathBuf {
    snapshot.with_extension("journal")
}

/// The lines of a journal that are whole, and whether a torn tail was dropped.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Lines {
    pub lines: Vec<String>,
    /// Bytes at the end that were not a whole record (a write cut short by a crash).
    pub torn: usize,
    /// The length of the good part: where the next record goes.
    pub good_len: u64,
}

/// Reads a journal. A missing file is an empty journal. `check` says whether a whole line is
/// a record; a bad last line counts as torn, a bad line before good ones fails the read.
pub fn read(path: &Path, check: &dyn Fn(&str) -> bool) -> Result<Lines, LoadError> {
    let fail = |reason| LoadError {
        path: path.to_path_buf(),
        reason,
    };
    let bytes = match fs::read(path) {
        Ok(b) => b,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Lines::default()),
        Err(e) => return Err(fail(LoadReason::Io(e.to_string()))),
    };
    let mut out = Lines::default();
    let mut start = 0usize;
    while let Some(nl) = bytes[start..].iter().position(|&b| b == b'\n') {
        let end = start + nl;
        match std::str::from_utf8(&bytes[start..end])
            .ok()
            .filter(|l| check(l))
        {
            Some(l) => {
                out.lines.push(l.to_string());
                out.good_len = (end + 1) as u64;
            }
            // Only the very last line can be a write cut short.
            None if end + 1 == bytes.len() => break,
            None => {
                return Err(fail(LoadReason::Corrupt(format!(
                    "journal record {} is damaged and more follows it",
                    out.lines.len() + 1
                ))));
            }
        }
        start = end + 1;
    }
    out.torn = bytes.len() - out.good_len as usize;
    Ok(out)
}

/// Appends whole records (each one line, without its newline) and flushes them to disk. The
/// journal is first cut back to `good_len` (dropping a torn tail); if the write fails it is cut
/// back again, so a failed append never leaves half a record behind.
pub fn append(path: &Path, good_len: u64, records: &[Vec<u8>]) -> std::io::Result<u64> {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir)?;
    }
    let mut f = OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(path)?;
    if f.metadata()?.len() != good_len {
        f.set_len(good_len)?;
    }
    f.seek(SeekFrom::Start(good_len))?;
    let mut buf = Vec::with_capacity(records.iter().map(|r| r.len() + 1).sum());
    for r in records {
        buf.extend_from_slice(r);
        buf.push(b'\n');
    }
    let written = f.write_all(&buf).and_then(|_| f.sync_data());
    if let Err(e) = written {
        // Leave the journal as it was before this append.
        let _ = f.set_len(good_len).and_then(|_| f.sync_data());
        return Err(e);
    }
    Ok(good_len + buf.len() as u64)
}

/// Empties a journal once a snapshot holds everything in it.
pub fn clear(path: &Path) -> std::io::Result<()> {
    match OpenOptions::new().write(true).open(path) {
        Ok(f) => {
            f.set_len(0)?;
            f.sync_data()
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn is_json(l: &str) -> bool {
        serde_json::from_str::<serde_json::Value>(l).is_ok()
    }

    #[test]
    fn a_torn_tail_is_dropped_and_cut_off_by_the_next_append() {
        let dir = tempfile::tempdir().expect("tmp");
        let p = dir.path().join("g.journal");
        assert_eq!(
            read(&p, &is_json).expect("missing is empty"),
            Lines::default()
        );
        let len = append(&p, 0, &[b"{\"a\":1}".to_vec(), b"{\"a\":2}".to_vec()]).expect("append");
        // A crash in the middle of the third record.
        let mut bytes = fs::read(&p).expect("read");
        bytes.extend_from_slice(b"{\"a\":");
        fs::write(&p, &bytes).expect("tear");
        let r = read(&p, &is_json).expect("reads");
        assert_eq!(r.lines, vec!["{\"a\":1}", "{\"a\":2}"]);
        assert_eq!((r.torn, r.good_len), (5, len));
        let len = append(&p, r.good_len, &[b"{\"a\":3}".to_vec()]).expect("append");
        let r = read(&p, &is_json).expect("reads");
        assert_eq!(r.lines.len(), 3);
        assert_eq!((r.torn, r.good_len), (0, len));
        // A whole but bad last line is a torn write too; one with anything after it is damage.
        fs::write(&p, b"{\"a\":1}\nxx\n").expect("write");
        assert_eq!(read(&p, &is_json).expect("reads").lines.len(), 1);
        fs::write(&p, b"{\"a\":1}\nxx\n{\"a\":3}\n").expect("write");
        assert!(read(&p, &is_json).is_err());
        fs::write(&p, b"{\"a\":1}\nxx\nyy").expect("write");
        assert!(read(&p, &is_json).is_err());
        clear(&p).expect("clear");
        assert_eq!(fs::metadata(&p).expect("kept").len(), 0);
    }
}
