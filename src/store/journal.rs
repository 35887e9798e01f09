//! An append-only journal: one record a line, each write flushed to disk before it is reported
//! done. A crash can only tear the last line; reading drops such a torn tail, and the next
//! append first cuts it off, but only a tail its writer has seen and measured: a journal that
//! is longer or shorter than its writer left it (someone else wrote to it) is never cut.
//!
//! Each line is the record's JSON, a space, `#` and the CRC-32 of the JSON in 8 hex digits:
//! a damaged line is told from a good one without decoding it. Lines written before
//! checksums (plain JSON, ending in `}`) are read as they are, but only before the first
//! checked line. A bad line with good lines after it is damage: reading stops there, and says
//! which line it was, why, and where the good part ends.

use std::fs::{self, OpenOptions};
use std::io::{Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

use super::{LoadError, LoadReason};

/// The journal beside a snapshot file: `game.json` → `game.journal`.
pub fn path_for(snapshot: &Path) -> PathBuf {
    snapshot.with_extension("journal")
}

/// One line as written: `payload #xxxxxxxx`.
pub fn frame(payload: &[u8]) -> Vec<u8> {
    let mut line = Vec::with_capacity(payload.len() + 10);
    line.extend_from_slice(payload);
    line.extend_from_slice(format!(" #{:08x}", crc32fast::hash(payload)).as_bytes());
    line
}

/// What a line holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Line<'a> {
    /// A line with its checksum, which matches.
    Checked(&'a str),
    /// A line written before checksums.
    Unchecked(&'a str),
}

/// Reads one line's framing: the payload, or why the line is damaged.
pub fn unframe(line: &[u8]) -> Result<Line<'_>, String> {
    let text = std::str::from_utf8(line).map_err(|_| "not text".to_string())?;
    if text.ends_with('}') {
        return Ok(Line::Unchecked(text));
    }
    let Some((payload, sum)) = text.rsplit_once(" #") else {
        return Err("no checksum".into());
    };
    let sum = (sum.len() == 8)
        .then(|| u32::from_str_radix(sum, 16).ok())
        .flatten()
        .ok_or_else(|| "no checksum".to_string())?;
    if crc32fast::hash(payload.as_bytes()) != sum {
        return Err("its checksum does not match".into());
    }
    Ok(Line::Checked(payload))
}

/// A damaged line with more after it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadLine {
    /// Its number, from 1.
    pub number: usize,
    pub reason: String,
}

/// The lines of a journal that are whole, and whether a torn tail was dropped.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Lines {
    /// The good lines' payloads, up to the first damaged one.
    pub lines: Vec<String>,
    /// Where each good line ends (the offset just past its newline).
    pub ends: Vec<u64>,
    /// Bytes at the end that were not a whole record (a write cut short by a crash).
    pub torn: usize,
    /// The length of the good part: where the next record goes.
    pub good_len: u64,
    /// The file's length when it was read.
    pub file_len: u64,
    /// The first damaged line with more after it: reading stopped there.
    pub bad: Option<BadLine>,
}

impl Lines {
    /// The length a writer that read this journal expects to find before its next append.
    pub fn tail(&self) -> Tail {
        Tail {
            good_len: self.good_len,
            file_len: self.file_len,
        }
    }
}

/// Where a writer left a journal: the end of its last good record, and the file's length
/// (longer only by a torn tail the writer has seen).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Tail {
    pub good_len: u64,
    pub file_len: u64,
}

/// Reads a journal. A missing file is an empty journal. `check` says whether a line's
/// payload is a record (`Err` with why not); a bad last line counts as torn, a bad line before
/// more lines ends the good part (see [`Lines::bad`]).
pub fn read(path: &Path, check: &dyn Fn(&str) -> Result<(), String>) -> Result<Lines, LoadError> {
    let fail = |reason| LoadError {
        path: path.to_path_buf(),
        reason,
    };
    let bytes = match fs::read(path) {
        Ok(b) => b,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Lines::default()),
        Err(e) => return Err(fail(LoadReason::Io(e.to_string()))),
    };
    Ok(read_bytes(&bytes, check))
}

fn read_bytes(bytes: &[u8], check: &dyn Fn(&str) -> Result<(), String>) -> Lines {
    let mut out = Lines {
        file_len: bytes.len() as u64,
        ..Lines::default()
    };
    let mut start = 0usize;
    let mut checked_seen = false;
    while let Some(nl) = bytes[start..].iter().position(|&b| b == b'\n') {
        let end = start + nl;
        let line = unframe(&bytes[start..end]).and_then(|l| match l {
            Line::Checked(p) => {
                checked_seen = true;
                check(p).map(|_| p)
            }
            Line::Unchecked(_) if checked_seen => {
                Err("no checksum, after lines that have one".to_string())
            }
            Line::Unchecked(p) => check(p).map(|_| p),
        });
        match line {
            Ok(l) => {
                out.lines.push(l.to_string());
                out.good_len = (end + 1) as u64;
                out.ends.push(out.good_len);
            }
            // Only the very last line can be a write cut short.
            Err(_) if end + 1 == bytes.len() => break,
            Err(reason) => {
                out.bad = Some(BadLine {
                    number: out.lines.len() + 1,
                    reason,
                });
                break;
            }
        }
        start = end + 1;
    }
    out.torn = if out.bad.is_some() {
        0
    } else {
        bytes.len() - out.good_len as usize
    };
    out
}

fn changed_under_us(path: &Path, found: u64, expected: u64) -> std::io::Error {
    std::io::Error::other(format!(
        "{} is {found} bytes long where its writer left {expected}: another copy of the app \
         wrote to it; it was left as it is",
        path.display()
    ))
}

/// Appends whole records (each one line's payload, without its newline or checksum) and
/// flushes them to disk. A torn tail the writer has seen (`at.file_len` beyond
/// `at.good_len`) is cut off first; a journal of any other length is refused untouched. If
/// the write fails the journal is cut back to where it was, so a failed append never leaves
/// half a record behind. Returns where the journal now ends.
pub fn append(path: &Path, at: Tail, records: &[Vec<u8>]) -> std::io::Result<Tail> {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir)?;
    }
    let mut f = OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(path)?;
    let len = f.metadata()?.len();
    if len != at.file_len {
        return Err(changed_under_us(path, len, at.file_len));
    }
    if len != at.good_len {
        f.set_len(at.good_len)?;
    }
    f.seek(SeekFrom::Start(at.good_len))?;
    let mut buf = Vec::with_capacity(records.iter().map(|r| r.len() + 11).sum());
    for r in records {
        buf.extend_from_slice(&frame(r));
        buf.push(b'\n');
    }
    let written = f.write_all(&buf).and_then(|_| f.sync_data());
    if let Err(e) = written {
        // Leave the journal as it was before this append.
        let _ = f.set_len(at.good_len).and_then(|_| f.sync_data());
        return Err(e);
    }
    let end = at.good_len + buf.len() as u64;
    Ok(Tail {
        good_len: end,
        file_len: end,
    })
}

/// Drops the first `cut` bytes of a journal (records a new snapshot now holds), keeping what
/// follows: the rest is written to a temporary file, flushed, and renamed over the journal,
/// so a crash leaves the old journal or the new one. Refused untouched when the journal is
/// not `at` long (someone else wrote to it).
pub fn trim_front(path: &Path, at: Tail, cut: u64) -> std::io::Result<Tail> {
    use std::io::Read;
    let mut f = match fs::File::open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound && at.file_len == 0 => {
            return Ok(at);
        }
        Err(e) => return Err(e),
    };
    let len = f.metadata()?.len();
    if len != at.file_len {
        return Err(changed_under_us(path, len, at.file_len));
    }
    let cut = cut.min(at.good_len);
    f.seek(SeekFrom::Start(cut))?;
    let mut rest = Vec::new();
    (&mut f).take(at.good_len - cut).read_to_end(&mut rest)?;
    let tmp = super::write_temp(path, &rest)?;
    super::commit_temp(&tmp, path)?;
    let end = rest.len() as u64;
    Ok(Tail {
        good_len: end,
        file_len: end,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn is_json(l: &str) -> Result<(), String> {
        serde_json::from_str::<serde::de::IgnoredAny>(l)
            .map(|_| ())
            .map_err(|e| e.to_string())
    }

    #[test]
    fn a_torn_tail_is_dropped_and_cut_off_by_the_next_append() {
        let dir = tempfile::tempdir().expect("tmp");
        let p = dir.path().join("g.journal");
        assert_eq!(
            read(&p, &is_json).expect("missing is empty"),
            Lines::default()
        );
        let at = append(
            &p,
            Tail::default(),
            &[b"{\"a\":1}".to_vec(), b"{\"a\":2}".to_vec()],
        )
        .expect("append");
        // A crash in the middle of the third record.
        let mut bytes = fs::read(&p).expect("read");
        bytes.extend_from_slice(b"{\"a\":");
        fs::write(&p, &bytes).expect("tear");
        let r = read(&p, &is_json).expect("reads");
        assert_eq!(r.lines, vec!["{\"a\":1}", "{\"a\":2}"]);
        assert_eq!((r.torn, r.good_len), (5, at.good_len));
        let at = append(&p, r.tail(), &[b"{\"a\":3}".to_vec()]).expect("append");
        let r = read(&p, &is_json).expect("reads");
        assert_eq!(r.lines.len(), 3);
        assert_eq!((r.torn, r.good_len), (0, at.good_len));
        // A whole but bad last line is a torn write too; one with anything after it is damage.
        fs::write(&p, b"{\"a\":1}\nxx\n").expect("write");
        assert_eq!(read(&p, &is_json).expect("reads").lines.len(), 1);
        fs::write(&p, b"{\"a\":1}\nxx\n{\"a\":3}\n").expect("write");
        let r = read(&p, &is_json).expect("reads");
        assert_eq!((r.lines.len(), r.good_len), (1, 8));
        assert_eq!(r.bad.expect("bad").number, 2);
        fs::write(&p, b"{\"a\":1}\nxx\nyy").expect("write");
        assert!(read(&p, &is_json).expect("reads").bad.is_some());
    }

    #[test]
    fn a_journal_changed_by_someone_else_is_never_cut() {
        let dir = tempfile::tempdir().expect("tmp");
        let p = dir.path().join("g.journal");
        let mine = append(&p, Tail::default(), &[b"{\"a\":1}".to_vec()]).expect("append");
        // Another writer appends a record after ours: ours is now behind the file.
        let theirs = append(&p, mine, &[b"{\"b\":1}".to_vec()]).expect("append");
        let before = fs::read(&p).expect("read");
        assert!(append(&p, mine, &[b"{\"a\":2}".to_vec()]).is_err());
        assert!(trim_front(&p, mine, 3).is_err());
        assert_eq!(fs::read(&p).expect("read"), before, "left as it is");
        // The writer that wrote it that long may.
        let t = trim_front(&p, theirs, mine.good_len).expect("trim");
        let r = read(&p, &is_json).expect("reads");
        assert_eq!(r.lines, vec!["{\"b\":1}"]);
        assert_eq!(r.tail(), t);
    }

    #[test]
    fn a_damaged_checked_line_is_named_and_plain_lines_after_checked_ones_are_damage() {
        let dir = tempfile::tempdir().expect("tmp");
        let p = dir.path().join("g.journal");
        let at = append(
            &p,
            Tail::default(),
            &[b"{\"a\":1}".to_vec(), b"{\"a\":2}".to_vec()],
        )
        .expect("append");
        let mut bytes = fs::read(&p).expect("read");
        // One bit flipped in the first record.
        bytes[3] ^= 0x01;
        bytes.extend_from_slice(b"{\"a\":3}\n");
        fs::write(&p, &bytes).expect("write");
        let r = read(&p, &is_json).expect("reads");
        assert!(r.lines.is_empty());
        let bad = r.bad.expect("bad");
        assert_eq!(bad.number, 1);
        assert!(bad.reason.contains("checksum"), "{}", bad.reason);
        // Old lines first, checked ones after: all read.
        fs::write(&p, b"{\"a\":0}\n").expect("write");
        let old = read(&p, &is_json).expect("reads");
        append(&p, old.tail(), &[b"{\"a\":1}".to_vec()]).expect("append");
        fs::write(
            &p,
            [
                fs::read(&p).expect("read"),
                b"{\"a\":2}\n{\"a\":3}\n".to_vec(),
            ]
            .concat(),
        )
        .expect("write");
        let r = read(&p, &is_json).expect("reads");
        assert_eq!(r.lines.len(), 2);
        assert_eq!(r.bad.expect("bad").number, 3);
        let _ = at;
    }
}
