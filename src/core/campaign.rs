//! A campaign: a roster of units kept from one mission to the next, the missions played and
//! what became of whom. Game-free: the roster and the game's campaign settings are the game's
//! own JSON, which this module keeps without reading; the game turns a mission's end into a
//! new roster (its debrief) and this module records it, keeping the roster as it was before so
//! the debrief can be undone.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::ids::{clean_name, clean_text};

/// The campaign file's format. Raised when a change needs a migration.
pub const CAMPAIGN_SCHEMA: u32 = 1;

/// What every campaign file says it is (a saved game or a settings file is not one).
pub const KIND: &str = "adjutant-campaign";

/// The longest campaign id and name accepted.
pub const MAX_ID: usize = super::ids::MAX_FILE_ID;
pub const MAX_NAME: usize = 80;
/// The most missions and history lines one campaign keeps (far beyond any real campaign; a
/// file with more is refused as damaged rather than read without bound).
pub const MAX_MISSIONS: usize = 500;
pub const MAX_HISTORY: usize = 20_000;

/// How a mission ended for the campaign's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    Win,
    Lose,
    Draw,
}

impl Outcome {
    pub const ALL: [Outcome; 3] = [Outcome::Win, Outcome::Lose, Outcome::Draw];

    pub fn id(self) -> &'static str {
        match self {
            Outcome::Win => "win",
            Outcome::Lose => "lose",
            Outcome::Draw => "draw",
        }
    }

    pub fn msg(self) -> String {
        format!("camp-outcome-{}", self.id())
    }
}

/// One mission of the campaign: started from the roster, closed by its debrief.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Mission {
    /// 1, 2, 3… in the order played.
    pub number: u32,
    #[serde(default)]
    pub name: String,
    /// The saved game the mission is played in, if it was started from the app.
    #[serde(default)]
    pub save: Option<String>,
    pub started: DateTime<Utc>,
    /// `None` while the mission is being played.
    #[serde(default)]
    pub result: Option<Outcome>,
    #[serde(default)]
    pub ended: Option<DateTime<Utc>>,
    /// The units sent onto the table, in the game's own JSON (which table unit is which).
    #[serde(default)]
    pub lineup: serde_json::Value,
}

/// One line of the campaign's history: what happened to whom, as a message id and its
/// arguments (so it reads in either language).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HistoryEntry {
    /// The mission it happened in (`None`: between missions, e.g. the campaign's creation).
    #[serde(default)]
    pub mission: Option<u32>,
    /// The unit it is about, as the game names its units (`None`: the campaign as a whole).
    #[serde(default)]
    pub unit: Option<String>,
    pub msg: String,
    #[serde(default)]
    pub args: BTreeMap<String, String>,
}

impl HistoryEntry {
    pub fn new(mission: Option<u32>, unit: Option<String>, msg: &str) -> HistoryEntry {
        HistoryEntry {
            mission,
            unit,
            msg: msg.to_string(),
            args: BTreeMap::new(),
        }
    }

    pub fn arg(mut self, k: &str, v: impl Into<String>) -> HistoryEntry {
        self.args.insert(k.to_string(), v.into());
        self
    }
}

/// What a committed debrief replaced, so it can be undone whole.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Before {
    pub roster: serde_json::Value,
    pub missions: Vec<Mission>,
    pub history_len: usize,
    /// The debrief's entries as they were committed (reopened by an undo).
    #[serde(default)]
    pub draft: Option<serde_json::Value>,
}

/// Where an imported campaign came from: the file's campaign id, when it was last changed
/// there, and a print of its whole text, so importing the same file again is recognised.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Origin {
    pub id: String,
    pub updated: DateTime<Utc>,
    /// CRC-32 of the file's campaign as read ([`Campaign::print`]).
    pub print: u32,
}

/// A campaign file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Campaign {
    pub kind: String,
    pub schema_version: u32,
    pub id: String,
    pub name: String,
    /// The game's id (`we-were-brothers`).
    pub game: String,
    /// The side the campaign's roster fights on (a side id of the game).
    pub side: String,
    /// Where it is fought (a game's theatre id, or the players' own words).
    #[serde(default)]
    pub theatre: String,
    /// Rule tiers in play, by the game's names.
    #[serde(default)]
    pub tiers: BTreeMap<String, bool>,
    /// The game's campaign settings (its readings where the rules are silent).
    #[serde(default)]
    pub settings: serde_json::Value,
    /// The units, in the game's own JSON.
    #[serde(default)]
    pub roster: serde_json::Value,
    #[serde(default)]
    pub missions: Vec<Mission>,
    #[serde(default)]
    pub history: Vec<HistoryEntry>,
    /// A debrief being filled in (the game's JSON), kept so a closed app reopens it.
    #[serde(default)]
    pub draft: Option<serde_json::Value>,
    /// The state before the last committed debrief (`None`: nothing to undo).
    #[serde(default)]
    pub undo: Option<Before>,
    pub created: DateTime<Utc>,
    pub updated: DateTime<Utc>,
    /// Set on a campaign imported from a file (`None`: made here).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub origin: Option<Origin>,
}

/// Why a change to a campaign was refused (a message id; nothing changed).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refused(pub &'static str);

/// Whether `id` is a usable campaign id: it names a file, so it passes the one check every
/// file id passes ([`super::ids::valid_file_id`]).
pub fn valid_id(id: &str) -> bool {
    super::ids::valid_file_id(id)
}

/// An id made from a campaign's name: lower case letters and digits joined by `-`.
pub fn id_from_name(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        if c.is_ascii_alphanumeric() {
            out.push(c);
        } else if !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
        if out.len() >= MAX_ID - 8 {
            break;
        }
    }
    let out = out.trim_end_matches('-').to_string();
    if out.is_empty() {
        "campaign".to_string()
    } else {
        out
    }
}

impl Campaign {
    /// A new campaign with no missions yet. The name is trimmed; an empty or overlong name or
    /// a bad id is refused.
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        id: &str,
        name: &str,
        game: &str,
        side: &str,
        theatre: &str,
        roster: serde_json::Value,
        settings: serde_json::Value,
        now: DateTime<Utc>,
    ) -> Result<Campaign, Refused> {
        let name = name.trim();
        if name.is_empty()
            || name.chars().count() > MAX_NAME
            || !clean_name(name)
            || !clean_name(theatre)
        {
            return Err(Refused("camp-err-name"));
        }
        if !valid_id(id) {
            return Err(Refused("camp-err-id"));
        }
        Ok(Campaign {
            kind: KIND.to_string(),
            schema_version: CAMPAIGN_SCHEMA,
            id: id.to_string(),
            name: name.to_string(),
            game: game.to_string(),
            side: side.to_string(),
            theatre: theatre.trim().to_string(),
            tiers: BTreeMap::new(),
            settings,
            roster,
            missions: vec![],
            history: vec![HistoryEntry::new(None, None, "camp-hist-created")],
            draft: None,
            undo: None,
            created: now,
            updated: now,
            origin: None,
        })
    }

    /// A print of the whole campaign (CRC-32 of its JSON): two files with the same print hold
    /// the same campaign in the same state.
    pub fn print(&self) -> u32 {
        crc32fast::hash(&serde_json::to_vec(self).unwrap_or_default())
    }

    /// The mission being played, if one is.
    pub fn playing(&self) -> Option<&Mission> {
        self.missions.last().filter(|m| m.result.is_none())
    }

    /// The number the next mission will have.
    pub fn next_number(&self) -> u32 {
        self.missions.last().map_or(1, |m| m.number + 1)
    }

    /// Starts the next mission. Refused while another is being played (its debrief first).
    pub fn start_mission(
        &mut self,
        name: &str,
        save: Option<String>,
        lineup: serde_json::Value,
        now: DateTime<Utc>,
    ) -> Result<u32, Refused> {
        if self.playing().is_some() {
            return Err(Refused("camp-err-mission-open"));
        }
        if self.missions.len() >= MAX_MISSIONS {
            return Err(Refused("camp-err-too-many-missions"));
        }
        if save.as_deref().is_some_and(|s| !valid_id(s)) {
            return Err(Refused("camp-err-save-id"));
        }
        let name = name.trim();
        if !clean_name(name) || name.chars().count() > MAX_NAME {
            return Err(Refused("camp-err-name"));
        }
        let number = self.next_number();
        self.missions.push(Mission {
            number,
            name: name.to_string(),
            save,
            started: now,
            result: None,
            ended: None,
            lineup,
        });
        self.history.push(
            HistoryEntry::new(Some(number), None, "camp-hist-mission-started").arg("name", name),
        );
        self.updated = now;
        Ok(number)
    }

    /// Commits a debrief: the mission being played gets its result, the roster becomes
    /// `roster`, `history` is added. What was there before is kept for [`Campaign::undo`].
    pub fn commit_debrief(
        &mut self,
        result: Outcome,
        roster: serde_json::Value,
        history: Vec<HistoryEntry>,
        now: DateTime<Utc>,
    ) -> Result<(), Refused> {
        if self.playing().is_none() {
            return Err(Refused("camp-err-no-mission"));
        }
        if self.history.len() + history.len() + 1 > MAX_HISTORY {
            return Err(Refused("camp-err-history-full"));
        }
        let before = Before {
            roster: std::mem::replace(&mut self.roster, roster),
            missions: self.missions.clone(),
            history_len: self.history.len(),
            draft: self.draft.take(),
        };
        let number = self.missions.last().map_or(0, |m| m.number);
        if let Some(m) = self.missions.last_mut() {
            m.result = Some(result);
            m.ended = Some(now);
        }
        self.history.push(
            HistoryEntry::new(Some(number), None, "camp-hist-mission-ended")
                .arg("result", result.msg()),
        );
        self.history.extend(history);
        self.undo = Some(before);
        self.draft = None;
        self.updated = now;
        Ok(())
    }

    /// Undoes the last committed debrief: the roster, missions and history as they were, the
    /// mission open again for a new debrief.
    pub fn undo(&mut self, now: DateTime<Utc>) -> Result<(), Refused> {
        let before = self
            .undo
            .take()
            .ok_or(Refused("camp-err-nothing-to-undo"))?;
        self.roster = before.roster;
        self.missions = before.missions;
        self.history.truncate(before.history_len);
        self.draft = before.draft;
        self.updated = now;
        Ok(())
    }

    /// Forgets the mission being played (it was started by mistake); refused once it has a
    /// result.
    pub fn abandon_mission(&mut self, now: DateTime<Utc>) -> Result<(), Refused> {
        if self.playing().is_none() {
            return Err(Refused("camp-err-no-mission"));
        }
        let number = self.missions.pop().map_or(0, |m| m.number);
        self.history
            .retain(|h| !(h.mission == Some(number) && h.msg == "camp-hist-mission-started"));
        self.draft = None;
        self.updated = now;
        Ok(())
    }

    /// The history lines about one unit, in order.
    pub fn history_of<'a>(&'a self, unit: &'a str) -> impl Iterator<Item = &'a HistoryEntry> {
        self.history
            .iter()
            .filter(move |h| h.unit.as_deref() == Some(unit))
    }

    /// Checks the limits a file must keep (the reader refuses what is beyond them).
    pub fn check_bounds(&self) -> Result<(), String> {
        check_head(
            &self.id,
            [&self.name, &self.game, &self.side, &self.theatre],
            self.missions
                .iter()
                .map(|m| (m.save.as_deref(), m.name.as_str())),
        )?;
        if self.history.len() > MAX_HISTORY {
            return Err(format!("more than {MAX_HISTORY} history lines"));
        }
        // Every other text (the roster's names, the history…) is shown too.
        let all = serde_json::to_value(self).map_err(|e| e.to_string())?;
        match unclean_text(&all, &mut String::new()) {
            Some(at) => Err(format!("{at}: control characters are not allowed")),
            None => Ok(()),
        }
    }
}

/// The checks on what a campaign's list shows of it: its id, its name, game, side and theatre
/// (in that order in `names`), and each mission's saved game and name. Made when a campaign is
/// listed from the head of its file as when it is loaded whole, with the same reasons.
pub fn check_head<'a>(
    id: &str,
    names: [&str; 4],
    missions: impl ExactSizeIterator<Item = (Option<&'a str>, &'a str)>,
) -> Result<(), String> {
    if !valid_id(id) {
        return Err(format!("'{}' is not a campaign id", id.escape_default()));
    }
    if names[0].chars().count() > MAX_NAME {
        return Err("the name is too long".into());
    }
    for (field, v) in ["name", "game", "side", "theatre"].into_iter().zip(names) {
        if !clean_name(v) {
            return Err(format!("{field}: control characters are not allowed"));
        }
    }
    if missions.len() > MAX_MISSIONS {
        return Err(format!("more than {MAX_MISSIONS} missions"));
    }
    for (i, (save, name)) in missions.enumerate() {
        if let Some(save) = save
            && !valid_id(save)
        {
            return Err(format!(
                "missions[{i}].save: '{}' is not a saved game's id (letters, digits, '-' \
                 and '_' only)",
                save.escape_default()
            ));
        }
        if !clean_name(name) {
            return Err(format!(
                "missions[{i}].name: control characters are not allowed"
            ));
        }
    }
    Ok(())
}

/// Where in `v` (a JSON path) a string, or a key, holds a control character other than a line
/// break or a tab, if anywhere.
fn unclean_text(v: &serde_json::Value, at: &mut String) -> Option<String> {
    use serde_json::Value;
    match v {
        Value::String(s) if !clean_text(s) => Some(at.clone()),
        Value::Array(a) => a.iter().enumerate().find_map(|(i, x)| {
            let len = at.len();
            at.push_str(&format!("[{i}]"));
            let found = unclean_text(x, at);
            at.truncate(len);
            found
        }),
        Value::Object(o) => o.iter().find_map(|(k, x)| {
            let len = at.len();
            if !at.is_empty() {
                at.push('.');
            }
            at.push_str(&k.escape_default().to_string());
            let found = if clean_text(k) {
                unclean_text(x, at)
            } else {
                Some(at.clone())
            };
            at.truncate(len);
            found
        }),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn at(h: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 11, 24, h, 0, 0)
            .single()
            .unwrap_or_default()
    }

    fn camp() -> Campaign {
        Campaign::new(
            "husky",
            " Husky ",
            "g",
            "allies",
            "sicily",
            serde_json::json!({"men": 4}),
            serde_json::Value::Null,
            at(1),
        )
        .expect("new")
    }

    #[test]
    fn a_mission_is_started_closed_and_its_debrief_undone_whole() {
        let mut c = camp();
        assert_eq!(c.name, "Husky");
        assert_eq!(
            c.start_mission("Gela", None, Default::default(), at(2)),
            Ok(1)
        );
        assert_eq!(
            c.start_mission("again", None, Default::default(), at(2)),
            Err(Refused("camp-err-mission-open"))
        );
        let before = c.clone();
        c.commit_debrief(
            Outcome::Win,
            serde_json::json!({"men": 3}),
            vec![HistoryEntry::new(Some(1), Some("s1".into()), "x")],
            at(3),
        )
        .expect("commit");
        assert_eq!(c.missions[0].result, Some(Outcome::Win));
        assert_eq!(c.history_of("s1").count(), 1);
        assert_eq!(c.next_number(), 2);
        c.undo(at(4)).expect("undo");
        assert_eq!(c.roster, before.roster);
        assert_eq!(c.missions, before.missions);
        assert_eq!(c.history, before.history);
        assert!(c.playing().is_some(), "the mission is open again");
        assert_eq!(c.undo(at(4)), Err(Refused("camp-err-nothing-to-undo")));
    }

    #[test]
    fn a_mission_started_by_mistake_is_called_off_and_leaves_no_trace() {
        let mut c = camp();
        let before = c.clone();
        c.start_mission("oops", Some("g1".into()), Default::default(), at(2))
            .expect("start");
        c.abandon_mission(at(3)).expect("call off");
        assert_eq!(c.missions, before.missions);
        assert_eq!(c.history, before.history);
        assert_eq!(
            c.abandon_mission(at(3)),
            Err(Refused("camp-err-no-mission"))
        );
    }

    #[test]
    fn a_debrief_needs_a_mission_and_names_and_ids_are_checked() {
        let mut c = camp();
        assert_eq!(
            c.commit_debrief(Outcome::Draw, serde_json::Value::Null, vec![], at(2)),
            Err(Refused("camp-err-no-mission"))
        );
        assert!(
            Campaign::new(
                "x",
                "  ",
                "g",
                "s",
                "",
                Default::default(),
                Default::default(),
                at(1)
            )
            .is_err()
        );
        assert!(!valid_id("../etc"));
        assert!(!valid_id("/etc/passwd"));
        assert!(valid_id("Upper"));
        assert_eq!(id_from_name("Husky: Gela, 1943!"), "husky-gela-1943");
        assert_eq!(id_from_name("!!!"), "campaign");
    }
}
