//! The saver: a worker thread that writes games to disk, so a tap never waits for the disk.
//!
//! The screen applies an action to its game at once and hands the saver a [`Record`] of the
//! change. The saver appends the records to the game's journal in the order they came
//! (records that arrive while it writes go out together, in one write and one flush) and
//! answers each once it is on disk. Now and then the journal is folded into a new snapshot, on
//! a thread of its own that reads the game back from its files: appends never wait behind a
//! fold, and the saver keeps no copy of the game. Once the new snapshot is down, the records
//! it holds are cut from the front of the journal. A failed write is reported and tried again,
//! in order, with the next one or after [`RETRY`]; nothing newer is ever written before
//! something older. [`Saver::flush`] waits until everything handed over is on disk (or has
//! failed), as quitting does.
//!
//! The saver writes only games whose lock it holds (see [`saved::open`]): one writer per
//! game, whatever the number of copies of the app.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread::JoinHandle;
use std::time::Duration;

use chrono::{DateTime, Utc};

use super::GameState;
use super::saved::{self, Access, Record, Writer};
use crate::store::journal;

/// After this many records in a journal, it is folded into a new snapshot.
pub const COMPACT_AFTER: usize = 256;

/// How long the saver waits before trying a failed write again.
pub const RETRY: Duration = Duration::from_secs(2);

/// What became of one hand-over.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SaveReport {
    pub path: PathBuf,
    /// The game's change counter the report is about.
    pub seq: u64,
    /// `Err` with the reason when the write failed (it will be tried again).
    pub result: Result<(), String>,
}

/// Called once with the outcome of a hand-over (on the saver's thread).
pub type Reply = Box<dyn FnOnce(SaveReport) + Send>;

enum Job {
    /// A game opened for writing; `whole` is written first (a new game).
    Open {
        path: PathBuf,
        writer: Writer,
        whole: Option<Box<GameState>>,
        reply: Option<Reply>,
    },
    Change {
        path: PathBuf,
        record: Box<Record>,
        reply: Option<Reply>,
    },
    /// The game is no longer on the table: its lock is let go once it is all written.
    Close(PathBuf),
    /// Answered once everything handed over before it has been tried.
    Flush(Sender<Vec<SaveReport>>),
    /// A fold finished: the snapshot now holds the journal's first `limit` bytes.
    Folded {
        path: PathBuf,
        limit: u64,
        result: Result<(), String>,
    },
    Stop,
}

/// One game the saver writes.
struct Kept {
    writer: Writer,
    /// A whole save waiting to be written (a new game).
    whole: Option<Box<GameState>>,
    /// Records not yet written, with whoever waits for them.
    pending: Vec<(Record, Option<Reply>)>,
    open_reply: Option<Reply>,
    /// A fold is running.
    folding: bool,
    /// The next fold starts once the journal holds this many records.
    fold_at: usize,
    closing: bool,
}

/// The handle the screen keeps. Dropping it writes what is left and stops the thread.
pub struct Saver {
    tx: Option<Sender<Job>>,
    thread: Option<JoinHandle<()>>,
}

impl std::fmt::Debug for Saver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Saver")
    }
}

impl Default for Saver {
    fn default() -> Self {
        Saver::start()
    }
}

impl Saver {
    /// Starts the saver's thread.
    pub fn start() -> Saver {
        let (tx, rx) = mpsc::channel();
        let me = tx.clone();
        let thread = std::thread::Builder::new()
            .name("adjutant-saver".into())
            .spawn(move || run(rx, me))
            .ok();
        Saver {
            tx: Some(tx),
            thread,
        }
    }

    fn send(&self, job: Job) -> Result<(), String> {
        match (&self.tx, &self.thread) {
            (Some(tx), Some(_)) => tx
                .send(job)
                .map_err(|_| "the saver has stopped".to_string()),
            _ => Err("the saver could not start".to_string()),
        }
    }

    /// Saves a new game whole and writes its later changes: takes the game's lock first
    /// (refused when another writer holds it).
    pub fn open(&self, path: &Path, state: GameState, reply: Option<Reply>) -> Result<(), String> {
        match saved::create(path).map_err(|e| e.to_string())? {
            Access::Write(w) => self.open_writer(path, w, Some(state), reply),
            Access::ReadOnly { holder } => Err(format!(
                "{} is open in another program{}",
                path.display(),
                holder.map(|h| format!(" ({h})")).unwrap_or_default()
            )),
            Access::Unwritable { why } => Err(format!("{}: {why}", path.display())),
        }
    }

    /// Writes the later changes of a game opened with [`saved::open`] (its lock in
    /// `writer`), after saving `whole` in place of its files when given.
    pub fn open_writer(
        &self,
        path: &Path,
        writer: Writer,
        whole: Option<GameState>,
        reply: Option<Reply>,
    ) -> Result<(), String> {
        self.send(Job::Open {
            path: path.to_path_buf(),
            writer,
            whole: whole.map(Box::new),
            reply,
        })
    }

    /// Hands over one change of the game saved at `path`.
    pub fn change(&self, path: &Path, record: Record, reply: Option<Reply>) -> Result<(), String> {
        self.send(Job::Change {
            path: path.to_path_buf(),
            record: Box::new(record),
            reply,
        })
    }

    /// The game at `path` has left the table: once everything handed over for it is
    /// written, its lock is let go.
    pub fn close(&self, path: &Path) {
        let _ = self.send(Job::Close(path.to_path_buf()));
    }

    /// Waits until everything handed over has been written or has failed, and every fold
    /// has finished; returns the failures still waiting to be retried.
    pub fn flush(&self) -> Vec<SaveReport> {
        let (tx, rx) = mpsc::channel();
        if self.send(Job::Flush(tx)).is_err() {
            return vec![];
        }
        rx.recv().unwrap_or_default()
    }
}

impl Drop for Saver {
    fn drop(&mut self) {
        // The thread writes what is left, waits for its folds, then stops.
        let _ = self.send(Job::Stop);
        self.tx = None;
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

fn report(path: &Path, seq: u64, result: &Result<(), String>) -> SaveReport {
    SaveReport {
        path: path.to_path_buf(),
        seq,
        result: result.clone(),
    }
}

/// The bytes a record's line takes in the journal: its JSON, ` #` and 8 hex digits, `\n`.
const FRAME: u64 = 11;

/// Writes what one game has waiting: a whole save first, then its records appended to the
/// journal in one write. Starts a fold when the journal is long.
fn write(path: &Path, k: &mut Kept, me: &Sender<Job>) -> Result<(), String> {
    let mut seq = k.pending.last().map(|(r, _)| r.seq).unwrap_or(0);
    let mut result = Ok(());
    if let Some(whole) = k.whole.take() {
        seq = seq.max(whole.seq);
        match saved::write_whole(path, &whole) {
            Ok(()) => {
                k.writer.tail = journal::Tail::default();
                k.writer.records.clear();
            }
            Err(e) => {
                result = Err(e.to_string());
                k.whole = Some(whole);
            }
        }
    }
    if result.is_ok() && !k.pending.is_empty() {
        let lines: std::io::Result<Vec<Vec<u8>>> =
            k.pending.iter().map(|(r, _)| r.to_line()).collect();
        result = lines
            .and_then(|l| {
                let start = k.writer.tail.good_len;
                journal::append(&journal::path_for(path), k.writer.tail, &l).map(|tail| {
                    let mut end = start;
                    for (line, (r, _)) in l.iter().zip(&k.pending) {
                        end += line.len() as u64 + FRAME;
                        k.writer.records.push((r.seq, end));
                    }
                    k.writer.tail = tail;
                })
            })
            .map_err(|e| e.to_string());
    }
    if let Some(reply) = k.open_reply.take() {
        reply(report(path, seq, &result));
    }
    let ok = result.is_ok();
    for (r, reply) in std::mem::take(&mut k.pending) {
        if let Some(reply) = reply {
            reply(report(path, r.seq, &result));
        }
        if !ok {
            // Kept for the next try, in order; it is reported only once.
            k.pending.push((r, None));
        }
    }
    if ok {
        start_fold(path, k, me);
    }
    result
}

/// Folds the journal into a new snapshot on a thread of its own, when it is long enough and
/// no fold is running.
fn start_fold(path: &Path, k: &mut Kept, me: &Sender<Job>) {
    if k.folding || k.whole.is_some() || k.writer.records.len() < k.fold_at {
        return;
    }
    let limit = k.writer.tail.good_len;
    let me = me.clone();
    let p = path.to_path_buf();
    let spawned = std::thread::Builder::new()
        .name("adjutant-fold".into())
        .spawn(move || {
            let result = saved::load_upto(&p, limit)
                .map_err(|e| e.to_string())
                .and_then(|l| saved::write_snapshot(&p, &l.state).map_err(|e| e.to_string()));
            give_back_memory();
            let _ = me.send(Job::Folded {
                path: p,
                limit,
                result,
            });
        });
    if spawned.is_ok() {
        k.folding = true;
    }
}

/// A fold reads the whole game into memory for a moment; the C allocator keeps what was
/// freed for later unless told to give it back, and a player's machine would carry a second
/// game's worth of memory from the first fold on.
fn give_back_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        unsafe extern "C" {
            fn malloc_trim(pad: usize) -> std::ffi::c_int;
        }
        // SAFETY: glibc's `malloc_trim` only returns free memory to the system; it takes a
        // plain number and touches nothing of ours.
        unsafe {
            malloc_trim(0);
        }
    }
}

/// A fold is down: the records the new snapshot holds leave the front of the journal.
fn folded(path: &Path, k: &mut Kept, limit: u64, result: Result<(), String>) {
    k.folding = false;
    if result.is_err() {
        // The journal still holds everything: the next fold is tried a while later.
        k.fold_at = k.writer.records.len() + COMPACT_AFTER;
        return;
    }
    let jpath = journal::path_for(path);
    match journal::trim_front(&jpath, k.writer.tail, limit) {
        Ok(tail) => {
            k.writer.tail = tail;
            k.writer
                .records
                .retain_mut(|(_, end)| match end.checked_sub(limit) {
                    Some(e) if e > 0 => {
                        *end = e;
                        true
                    }
                    _ => false,
                });
            k.fold_at = COMPACT_AFTER;
        }
        // The records the snapshot holds are skipped when the journal is read: no harm.
        Err(_) => k.fold_at = k.writer.records.len() + COMPACT_AFTER,
    }
}

fn run(rx: Receiver<Job>, me: Sender<Job>) {
    let mut kept: HashMap<PathBuf, Kept> = HashMap::new();
    let mut failing: Vec<SaveReport> = vec![];
    let mut flushes: Vec<Sender<Vec<SaveReport>>> = vec![];
    let mut stopping = false;
    loop {
        let first = if failing.is_empty() {
            match rx.recv() {
                Ok(j) => j,
                Err(_) => break,
            }
        } else {
            match rx.recv_timeout(RETRY) {
                Ok(j) => j,
                Err(RecvTimeoutError::Timeout) => {
                    failing = write_all(&mut kept, &me);
                    continue;
                }
                Err(RecvTimeoutError::Disconnected) => break,
            }
        };
        // Everything that came while the last write ran goes out together.
        let mut batch = vec![first];
        batch.extend(rx.try_iter());
        for job in batch {
            match job {
                Job::Open {
                    path,
                    writer,
                    whole,
                    reply,
                } => {
                    if let Some(mut old) = kept.remove(&path) {
                        // Whatever the old writer still holds goes down first.
                        let _ = write(&path, &mut old, &me);
                    }
                    kept.insert(
                        path,
                        Kept {
                            writer,
                            whole,
                            pending: vec![],
                            open_reply: reply,
                            folding: false,
                            fold_at: COMPACT_AFTER,
                            closing: false,
                        },
                    );
                }
                Job::Change {
                    path,
                    record,
                    reply,
                } => match kept.get_mut(&path) {
                    Some(k) => k.pending.push((*record, reply)),
                    None => {
                        if let Some(reply) = reply {
                            reply(report(
                                &path,
                                record.seq,
                                &Err("this game was not opened for saving".into()),
                            ));
                        }
                    }
                },
                Job::Close(path) => {
                    if let Some(k) = kept.get_mut(&path) {
                        k.closing = true;
                    }
                }
                Job::Flush(tx) => flushes.push(tx),
                Job::Folded {
                    path,
                    limit,
                    result,
                } => {
                    if let Some(k) = kept.get_mut(&path) {
                        folded(&path, k, limit, result);
                        // Records that came during a long fold may be a fold's worth already.
                        start_fold(&path, k, &me);
                    }
                }
                Job::Stop => stopping = true,
            }
        }
        failing = write_all(&mut kept, &me);
        // A closed game lets its lock go once it is written and no fold is running.
        kept.retain(|_, k| !(k.closing && !k.folding && k.pending.is_empty() && k.whole.is_none()));
        let folding = kept.values().any(|k| k.folding);
        if !folding {
            for tx in flushes.drain(..) {
                let _ = tx.send(failing.clone());
            }
        }
        if stopping && !folding {
            break;
        }
    }
}

/// Writes every game with something waiting; returns the failures.
fn write_all(kept: &mut HashMap<PathBuf, Kept>, me: &Sender<Job>) -> Vec<SaveReport> {
    let mut failing = vec![];
    for (path, k) in kept.iter_mut() {
        if k.pending.is_empty() && k.whole.is_none() && k.open_reply.is_none() {
            continue;
        }
        if let Err(e) = write(path, k, me) {
            let seq = k.pending.last().map(|(r, _)| r.seq).unwrap_or(0);
            failing.push(report(path, seq, &Err(e)));
        }
    }
    failing
}

/// A record of the change `state` has just had.
pub fn record_of(state: &GameState, kind: super::ChangeKind, at: DateTime<Utc>) -> Record {
    Record {
        save: Some(state.id.clone()),
        seq: state.seq,
        at,
        round: state.table.cursor.round,
        side: Some(state.table.cursor.side),
        change: state.last_change(kind),
    }
}
