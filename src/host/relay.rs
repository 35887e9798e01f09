//! The app's own table as the host's authority: every question a phone asks (its view, an
//! action, undo) is handed to the app over a channel and answered by the app's update loop,
//! which applies actions exactly as a tap does (same session, journal and save). The table
//! stays the only authority; the server thread only waits for its answers.

use std::sync::Arc;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::time::Duration;

use serde_json::{Value, json};

use super::{Applied, Authority};
use crate::i18n::{Lang, Localizer};

/// How long a phone's question waits for the app (a table that does not answer in this
/// time is busy or closed: the phone is told so, nothing is applied late).
pub const ANSWER_WITHIN: Duration = Duration::from_secs(5);

/// A change asked of the app, taken by exactly one of two: the app (it will apply it and
/// answer) or the phone's side giving up waiting (the app then drops it unapplied). So a
/// phone told "nothing was changed" is never changed after: the cause of issue 35's
/// "told refused, then applied", where a question timed out here stayed in the channel
/// and the app's loop applied it later.
#[derive(Debug, Clone, Default)]
pub struct Claim(Arc<AtomicU8>);

const OPEN: u8 = 0;
const TAKEN: u8 = 1;
const WITHDRAWN: u8 = 2;

impl Claim {
    /// The app takes the change: `false` when the asker already gave up (apply nothing).
    pub fn take(&self) -> bool {
        self.0
            .compare_exchange(OPEN, TAKEN, Ordering::SeqCst, Ordering::SeqCst)
            .is_ok()
    }

    /// The asker gives up: `false` when the app already took it (its answer will come).
    pub fn withdraw(&self) -> bool {
        self.0
            .compare_exchange(OPEN, WITHDRAWN, Ordering::SeqCst, Ordering::SeqCst)
            .is_ok()
    }
}

/// A question from the host to the app's table.
pub enum Ask {
    /// The table as `side` sees it.
    View {
        lang: Lang,
        side: String,
        reply: Sender<Value>,
    },
    /// Apply the action `words`, asked by a phone of `side`.
    Act {
        lang: Lang,
        side: String,
        words: Vec<String>,
        /// Taken by the app before it applies anything (see [`Claim`]).
        claim: Claim,
        reply: Sender<Result<Applied, String>>,
    },
    /// The dice a roll throws, in order (see [`Authority::roll_dice`]).
    RollDice {
        lang: Lang,
        words: Vec<String>,
        reply: Sender<Result<Option<Vec<String>>, String>>,
    },
    /// Undo (`true`) or redo (`false`).
    Undo {
        lang: Lang,
        undo: bool,
        claim: Claim,
        reply: Sender<Result<String, String>>,
    },
    /// The whole state as saved.
    Snapshot { reply: Sender<Value> },
}

impl std::fmt::Debug for Ask {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Ask::View { .. } => "Ask::View",
            Ask::Act { .. } => "Ask::Act",
            Ask::RollDice { .. } => "Ask::RollDice",
            Ask::Undo { .. } => "Ask::Undo",
            Ask::Snapshot { .. } => "Ask::Snapshot",
        })
    }
}

/// The authority the host serves while the app's table is open: it asks the app.
pub struct Relay {
    game: String,
    /// Each side's id and name's message id.
    sides: Vec<(String, String)>,
    tx: Sender<Ask>,
}

impl Relay {
    /// A relay for a table of `def`, and the end the app answers from.
    pub fn new(def: &crate::core::def::GameDef) -> (Relay, Receiver<Ask>) {
        let (tx, rx) = mpsc::channel();
        (
            Relay {
                game: def.id.clone(),
                sides: def
                    .sides
                    .iter()
                    .map(|s| (s.id.clone(), s.name.clone()))
                    .collect(),
                tx,
            },
            rx,
        )
    }

    /// Sends a question and waits for the answer; `None` when the app did not answer.
    fn ask<T>(&self, make: impl FnOnce(Sender<T>) -> Ask) -> Option<T> {
        let (reply, answer) = mpsc::channel();
        self.tx.send(make(reply)).ok()?;
        answer.recv_timeout(ANSWER_WITHIN).ok()
    }

    /// Asks for a change and waits for its answer. Past [`ANSWER_WITHIN`] the question is
    /// withdrawn (the app will drop it: "nothing was changed" is then true); if the app
    /// took it first, its answer is waited for, however long it takes.
    fn change<T>(&self, busy: T, make: impl FnOnce(Sender<T>, Claim) -> Ask) -> T {
        let (reply, answer) = mpsc::channel();
        let claim = Claim::default();
        if self.tx.send(make(reply, claim.clone())).is_err() {
            return busy;
        }
        match answer.recv_timeout(ANSWER_WITHIN) {
            Ok(a) => a,
            Err(mpsc::RecvTimeoutError::Disconnected) => busy,
            Err(mpsc::RecvTimeoutError::Timeout) => {
                if claim.withdraw() {
                    busy
                } else {
                    // Being applied now: the truth comes.
                    answer.recv().unwrap_or(busy)
                }
            }
        }
    }
}

impl Authority for Relay {
    fn game(&self) -> String {
        self.game.clone()
    }

    fn sides(&self, loc: &Localizer) -> Vec<(String, String)> {
        self.sides
            .iter()
            .map(|(id, name)| (id.clone(), loc.t(name)))
            .collect()
    }

    fn view(&self, loc: &Localizer, side: &str) -> Value {
        self.ask(|reply| Ask::View {
            lang: loc.lang,
            side: side.to_string(),
            reply,
        })
        .unwrap_or_else(|| json!({ "error": loc.t("host-table-busy") }))
    }

    fn act(&mut self, loc: &Localizer, side: &str, words: &[String]) -> Result<Applied, String> {
        self.change(Err(loc.t("host-table-busy")), |reply, claim| Ask::Act {
            lang: loc.lang,
            side: side.to_string(),
            words: words.to_vec(),
            claim,
            reply,
        })
    }

    fn roll_dice(&self, loc: &Localizer, words: &[String]) -> Result<Option<Vec<String>>, String> {
        self.ask(|reply| Ask::RollDice {
            lang: loc.lang,
            words: words.to_vec(),
            reply,
        })
        .unwrap_or_else(|| Err(loc.t("host-table-busy")))
    }

    fn undo(&mut self, loc: &Localizer, undo: bool) -> Result<String, String> {
        self.change(Err(loc.t("host-table-busy")), |reply, claim| Ask::Undo {
            lang: loc.lang,
            undo,
            claim,
            reply,
        })
    }

    fn snapshot(&self) -> Value {
        self.ask(|reply| Ask::Snapshot { reply })
            .unwrap_or(Value::Null)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_claim_goes_to_one_side_only() {
        let c = Claim::default();
        assert!(c.withdraw());
        assert!(!c.take(), "withdrawn: the app applies nothing");
        let c = Claim::default();
        assert!(c.take());
        assert!(!c.withdraw(), "taken: the asker waits for the answer");
    }
}
