//! The game log: each entry is a time, a message id and its arguments. Words are looked up in
//! the current language only when the entry is shown, so switching language re-words the log.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

/// One argument of a log message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Arg {
    /// Shown as is (numbers from dice, names the players typed).
    Text(String),
    Num(i64),
    /// A message id, localised when shown.
    Msg(String),
    /// Several message ids (or literal texts), localised and joined with commas.
    List(Vec<Arg>),
    /// `n× what`, e.g. "2× Battle die".
    Counted(u32, Box<Arg>),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Arg::Text(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Text(s)
    }
}

impl From<i64> for Arg {
    fn from(n: i64) -> Self {
        Arg::Num(n)
    }
}

impl From<u32> for Arg {
    fn from(n: u32) -> Self {
        Arg::Num(n as i64)
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Self {
        Arg::Num(n as i64)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogEntry {
    pub at: DateTime<Utc>,
    pub msg: String,
    #[serde(default)]
    pub args: BTreeMap<String, Arg>,
}

impl LogEntry {
    pub fn new(at: DateTime<Utc>, msg: &str) -> LogEntry {
        LogEntry {
            at,
            msg: msg.to_string(),
            args: BTreeMap::new(),
        }
    }

    pub fn arg(mut self, name: &str, value: impl Into<Arg>) -> LogEntry {
        self.args.insert(name.to_string(), value.into());
        self
    }

    pub fn msg_arg(self, name: &str, id: &str) -> LogEntry {
        self.arg(name, Arg::Msg(id.to_string()))
    }
}

/// One line of an explanation (a resolver's step): a message id and its arguments, worded in
/// the current language when shown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Line {
    pub msg: String,
    #[serde(default)]
    pub args: BTreeMap<String, Arg>,
}

impl Line {
    pub fn new(msg: &str) -> Line {
        Line {
            msg: msg.to_string(),
            args: BTreeMap::new(),
        }
    }

    pub fn arg(mut self, name: &str, value: impl Into<Arg>) -> Line {
        self.args.insert(name.to_string(), value.into());
        self
    }

    pub fn msg_arg(self, name: &str, id: &str) -> Line {
        self.arg(name, Arg::Msg(id.to_string()))
    }

    /// The same words as a log entry at `at`.
    pub fn at(&self, at: DateTime<Utc>) -> LogEntry {
        LogEntry {
            at,
            msg: self.msg.clone(),
            args: self.args.clone(),
        }
    }
}
