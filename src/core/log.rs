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

/// The named arguments of a log entry or a line: a handful, kept as a list sorted by name.
/// (A `BTreeMap` allocates room for eleven at its first insert: at 50,000 log entries that was
/// most of a game's memory.) Saved as a JSON object, as a map was.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Args(Vec<(String, Arg)>);

impl Args {
    pub fn new() -> Args {
        Args(Vec::new())
    }

    pub fn get(&self, name: &str) -> Option<&Arg> {
        self.0
            .binary_search_by(|(k, _)| k.as_str().cmp(name))
            .ok()
            .map(|i| &self.0[i].1)
    }

    pub fn contains_key(&self, name: &str) -> bool {
        self.get(name).is_some()
    }

    /// Sets `name` (the value it had, if any, is returned).
    pub fn insert(&mut self, name: String, value: Arg) -> Option<Arg> {
        match self.0.binary_search_by(|(k, _)| k.as_str().cmp(&name)) {
            Ok(i) => Some(std::mem::replace(&mut self.0[i].1, value)),
            Err(i) => {
                // Exactly the room needed: most entries have one to three arguments.
                self.0.reserve_exact(1);
                self.0.insert(i, (name, value));
                None
            }
        }
    }

    pub fn iter(&self) -> impl Iterator<Item = (&String, &Arg)> {
        self.0.iter().map(|(k, v)| (k, v))
    }

    pub fn keys(&self) -> impl Iterator<Item = &String> {
        self.0.iter().map(|(k, _)| k)
    }

    pub fn values(&self) -> impl Iterator<Item = &Arg> {
        self.0.iter().map(|(_, v)| v)
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// `args["name"]`, as on a map: the argument must be there.
impl std::ops::Index<&str> for Args {
    type Output = Arg;

    fn index(&self, name: &str) -> &Arg {
        match self.get(name) {
            Some(a) => a,
            None => panic!("no argument {name:?}"),
        }
    }
}

impl<'a> IntoIterator for &'a Args {
    type Item = (&'a String, &'a Arg);
    type IntoIter = std::iter::Map<
        std::slice::Iter<'a, (String, Arg)>,
        fn(&'a (String, Arg)) -> (&'a String, &'a Arg),
    >;

    fn into_iter(self) -> Self::IntoIter {
        self.0.iter().map(|(k, v)| (k, v))
    }
}

impl FromIterator<(String, Arg)> for Args {
    fn from_iter<I: IntoIterator<Item = (String, Arg)>>(iter: I) -> Args {
        let mut a = Args::new();
        for (k, v) in iter {
            a.insert(k, v);
        }
        a
    }
}

impl From<BTreeMap<String, Arg>> for Args {
    fn from(m: BTreeMap<String, Arg>) -> Args {
        Args(m.into_iter().collect())
    }
}

impl Serialize for Args {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            m.serialize_entry(k, v)?;
        }
        m.end()
    }
}

impl<'de> Deserialize<'de> for Args {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Args, D::Error> {
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = Args;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a map of arguments")
            }
            fn visit_map<M: serde::de::MapAccess<'de>>(self, mut m: M) -> Result<Args, M::Error> {
                let mut v: Vec<(String, Arg)> = Vec::with_capacity(m.size_hint().unwrap_or(0));
                while let Some((k, a)) = m.next_entry::<String, Arg>()? {
                    v.push((k, a));
                }
                // Sorted by name; of a name given twice, the last counts (as in a map).
                v.reverse();
                v.sort_by(|a, b| a.0.cmp(&b.0));
                v.dedup_by(|a, b| a.0 == b.0);
                v.shrink_to_fit();
                Ok(Args(v))
            }
        }
        d.deserialize_map(V)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogEntry {
    pub at: DateTime<Utc>,
    pub msg: String,
    #[serde(default)]
    pub args: Args,
}

impl LogEntry {
    pub fn new(at: DateTime<Utc>, msg: &str) -> LogEntry {
        LogEntry {
            at,
            msg: msg.to_string(),
            args: Args::new(),
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
    pub args: Args,
}

impl Line {
    pub fn new(msg: &str) -> Line {
        Line {
            msg: msg.to_string(),
            args: Args::new(),
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
