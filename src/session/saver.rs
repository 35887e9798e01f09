//! The saver: a worker thread that writes games to disk, so a tap never waits for the disk.
//!
//! The screen applies an action to its game at once and hands the saver a [`Record`] of the
//! change. The saver keeps its own copy of each open game, appends the records to the game's
//! journal in the order they came (records that arrive while it writes go out together, in one
//! write and one flush), and now and then folds the journal into a new snapshot. A failed write
//! is reported and tried again, in order, with the next one or after [`RETRY`]; nothing newer is
//! ever written before something older. [`Saver::flush`] waits until everything handed over is
//! on disk (or has failed), as quitting does.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread::JoinHandle;
use std::time::Duration;

use chrono::{DateTime, Utc};

use super::GameState;
use super::saved::{Record, save_game};
use crate::store::journal;

/// After this many records in a journal, the next write folds it into a new snapshot.
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
    /// A game opened (or started, or replaced): saved whole, as the copy to keep up to date.
    Open {
        path: PathBuf,
        state: Box<GameState>,
        reply: Option<Reply>,
    },
    Change {
        path: PathBuf,
        record: Box<Record>,
        reply: Option<Reply>,
    },
    /// Answered once everything handed over before it has been tried.
    Flush(Sender<Vec<SaveReport>>),
}

/// One game the saver keeps.
struct Kept {
    copy: GameState,
    /// Where the next journal record goes (the journal's good length).
    journal_len: u64,
    in_journal: usize,
    snapshot_due: bool,
    /// Records not yet written, with whoever waits for them.
    pending: Vec<(Record, Option<Reply>)>,
    open_reply: Option<Reply>,
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
        let thread = std::thread::Builder::new()
            .name("adjutant-saver".into())
            .spawn(move || run(rx))
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

    /// Saves a game whole (a new game, one just opened, one restored) and keeps a copy of it
    /// to apply later changes to.
    pub fn open(&self, path: &Path, state: GameState, reply: Option<Reply>) -> Result<(), String> {
        self.send(Job::Open {
            path: path.to_path_buf(),
            state: Box::new(state),
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

    /// Waits until everything handed over has been written or has failed; returns the
    /// failures still waiting to be retried.
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
        // Closing the channel makes the thread write what is left, then stop.
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

/// Writes what one game has waiting: a snapshot when one is due (or the journal is long),
/// otherwise its records appended to the journal in one write.
fn write(path: &Path, k: &mut Kept) -> Result<(), String> {
    if k.pending.is_empty() && !k.snapshot_due {
        return Ok(());
    }
    let seq = k.copy.seq;
    let result = if k.snapshot_due || k.in_journal + k.pending.len() >= COMPACT_AFTER {
        save_game(path, &k.copy).map(|()| {
            k.journal_len = 0;
            k.in_journal = 0;
            k.snapshot_due = false;
        })
    } else {
        let lines: std::io::Result<Vec<Vec<u8>>> =
            k.pending.iter().map(|(r, _)| r.to_line()).collect();
        lines
            .and_then(|l| journal::append(&journal::path_for(path), k.journal_len, &l))
            .map(|len| {
                k.journal_len = len;
                k.in_journal += k.pending.len();
            })
    }
    .map_err(|e| e.to_string());
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
    result
}

fn run(rx: Receiver<Job>) {
    let mut kept: HashMap<PathBuf, Kept> = HashMap::new();
    let mut failing: Vec<SaveReport> = vec![];
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
                    failing = write_all(&mut kept);
                    continue;
                }
                Err(RecvTimeoutError::Disconnected) => break,
            }
        };
        // Everything that came while the last write ran goes out together.
        let mut batch = vec![first];
        batch.extend(rx.try_iter());
        let mut flushes = vec![];
        for job in batch {
            match job {
                Job::Open { path, state, reply } => {
                    // Whatever was still waiting for the old copy is in the new whole save.
                    let waiting = kept.remove(&path).map(|k| k.pending).unwrap_or_default();
                    let mut k = Kept {
                        copy: *state,
                        journal_len: 0,
                        in_journal: 0,
                        snapshot_due: true,
                        pending: vec![],
                        open_reply: reply,
                    };
                    for (r, reply) in waiting {
                        if let Some(reply) = reply {
                            reply(report(&path, r.seq, &Ok(())));
                        }
                    }
                    k.pending.clear();
                    kept.insert(path, k);
                }
                Job::Change {
                    path,
                    record,
                    reply,
                } => match kept.get_mut(&path) {
                    Some(k) => {
                        // The copy follows the screen's game change by change.
                        let _ = k.copy.replay(&record.change, record.at);
                        k.pending.push((*record, reply));
                    }
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
                Job::Flush(tx) => flushes.push(tx),
            }
        }
        failing = write_all(&mut kept);
        for tx in flushes {
            let _ = tx.send(failing.clone());
        }
    }
    // The screen has gone: one last try at what is left.
    write_all(&mut kept);
}

/// Writes every game with something waiting; returns the failures.
fn write_all(kept: &mut HashMap<PathBuf, Kept>) -> Vec<SaveReport> {
    let mut failing = vec![];
    for (path, k) in kept.iter_mut() {
        if let Err(e) = write(path, k) {
            failing.push(report(path, k.copy.seq, &Err(e)));
        }
    }
    failing
}

/// A record of the change `state` has just had.
pub fn record_of(state: &GameState, kind: super::ChangeKind, at: DateTime<Utc>) -> Record {
    Record {
        seq: state.seq,
        at,
        round: state.table.cursor.round,
        side: Some(state.table.cursor.side),
        change: state.last_change(kind),
    }
}
