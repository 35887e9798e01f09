//! What an answer rests on besides the clear text of the rules: the readings the app applied
//! where the rulebook is unclear or contradicts itself, and the values that are placeholders
//! (not given by the text). Every resolver answer carries its basis, so no answer that rests
//! on a reading or a guess is ever shown as plain fact: the command line's JSON has
//! `readings`, `verified` and `unverified`; the result card shows one quiet mark with the
//! explanation in its working, one tap away.

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

/// A reading of an unclear rule that the answer applied.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reading {
    /// Stable id (`toi-combined-fire`); the player's explanation is the message
    /// `reading-<id>` in `i18n/`.
    pub id: String,
    /// The rulebook lines the reading is about ("L1202, L1374").
    pub lines: String,
    /// The setting that changes the reading, if there is one.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub setting: Option<String>,
}

/// A value the answer used that the text does not give.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unverified {
    /// What the value is ("dice at damage 2", "compass face 4").
    pub what: String,
    /// Why it is not verified and where it came from (the data's `source` note).
    pub reason: String,
}

/// The basis of one answer.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Basis {
    pub readings: Vec<Reading>,
    pub unverified: Vec<Unverified>,
}

impl Basis {
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a reading (once: the same id twice is kept once).
    pub fn reading(mut self, id: &str, lines: &str, setting: Option<&str>) -> Self {
        self.add_reading(id, lines, setting);
        self
    }

    pub fn add_reading(&mut self, id: &str, lines: &str, setting: Option<&str>) {
        if !self.readings.iter().any(|r| r.id == id) {
            self.readings.push(Reading {
                id: id.to_string(),
                lines: lines.to_string(),
                setting: setting.map(str::to_string),
            });
        }
    }

    /// Adds a placeholder value (once per `what`).
    pub fn unverified(mut self, what: &str, reason: &str) -> Self {
        self.add_unverified(what, reason);
        self
    }

    pub fn add_unverified(&mut self, what: &str, reason: &str) {
        if !self.unverified.iter().any(|u| u.what == what) {
            self.unverified.push(Unverified {
                what: what.to_string(),
                reason: reason.to_string(),
            });
        }
    }

    /// True when every value came from the text.
    pub fn verified(&self) -> bool {
        self.unverified.is_empty()
    }

    pub fn is_empty(&self) -> bool {
        self.readings.is_empty() && self.unverified.is_empty()
    }

    /// Joins another answer's basis into this one.
    pub fn merge(&mut self, other: &Basis) {
        for r in &other.readings {
            self.add_reading(&r.id, &r.lines, r.setting.as_deref());
        }
        for u in &other.unverified {
            self.add_unverified(&u.what, &u.reason);
        }
    }

    /// Writes the basis into a JSON answer (an object): `readings` (empty when none),
    /// `verified`, and `unverified` (what and why) when a value is a placeholder. Fields the
    /// answer already has are merged, not replaced.
    pub fn stamp(&self, v: &mut Value) {
        let Some(obj) = v.as_object_mut() else {
            return;
        };
        let mut all = self.clone();
        if let Some(old) = obj
            .get("readings")
            .and_then(|r| serde_json::from_value::<Vec<Reading>>(r.clone()).ok())
        {
            for r in old {
                all.add_reading(&r.id, &r.lines, r.setting.as_deref());
            }
        }
        if let Some(old) = obj
            .get("unverified")
            .and_then(|r| serde_json::from_value::<Vec<Unverified>>(r.clone()).ok())
        {
            for u in old {
                all.add_unverified(&u.what, &u.reason);
            }
        }
        let was_unverified = obj.get("verified") == Some(&Value::Bool(false));
        obj.insert("readings".into(), json!(all.readings));
        obj.insert(
            "verified".into(),
            Value::Bool(all.verified() && !was_unverified),
        );
        if !all.unverified.is_empty() {
            obj.insert("unverified".into(), json!(all.unverified));
        }
    }
}

/// Makes sure a resolver's JSON answer carries its basis fields: a game that stamped its
/// answer keeps what it said; one that did not gets `readings: []` and `verified: true`.
/// Text answers are returned as they are.
pub fn ensure_fields(answer: String) -> String {
    let trimmed = answer.trim_start();
    if !trimmed.starts_with('{') {
        return answer;
    }
    match serde_json::from_str::<Value>(&answer) {
        Ok(mut v) if v.is_object() => {
            Basis::new().stamp(&mut v);
            serde_json::to_string_pretty(&v).unwrap_or(answer)
        }
        _ => answer,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stamp_adds_and_merges() {
        let mut v = json!({"hits": 2});
        Basis::new().stamp(&mut v);
        assert_eq!(v["readings"], json!([]));
        assert_eq!(v["verified"], json!(true));
        assert!(v.get("unverified").is_none());

        let b = Basis::new()
            .reading("x", "L1", Some("s"))
            .unverified("die", "guess");
        b.stamp(&mut v);
        assert_eq!(v["readings"][0]["id"], "x");
        assert_eq!(v["verified"], json!(false));
        assert_eq!(v["unverified"][0]["what"], "die");
        // Stamping again with nothing keeps what was said.
        Basis::new().stamp(&mut v);
        assert_eq!(v["readings"].as_array().map(Vec::len), Some(1));
        assert_eq!(v["verified"], json!(false));
    }

    #[test]
    fn ensure_fields_leaves_text_alone() {
        assert_eq!(ensure_fields("2 hits".into()), "2 hits");
        let j = ensure_fields("{\"a\":1}".into());
        let v: Value = serde_json::from_str(&j).unwrap_or_default();
        assert_eq!(v["verified"], json!(true));
    }
}
