//! What a game's data says, validated: its sides, dice, phases, pools, counters, tracks, decks
//! and rule-lookup topics. Plain data; no game is named here.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::decks::CardDef;
use super::dice::{DiceError, DiceSpec, Die};
use super::phases::PhaseList;
use super::tracks::TrackEvent;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SideDef {
    pub id: String,
    pub name: String,
    #[serde(default)]
    pub source: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PoolDef {
    pub id: String,
    pub name: String,
    pub total: u32,
    #[serde(default)]
    pub start_per_side: u32,
    #[serde(default)]
    pub source: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CounterDef {
    pub id: String,
    pub name: String,
    #[serde(default)]
    pub per_side: bool,
    #[serde(default)]
    pub min: i64,
    #[serde(default)]
    pub max: Option<i64>,
    #[serde(default)]
    pub start: i64,
    #[serde(default)]
    pub source: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TrackDef {
    pub id: String,
    pub name: String,
    pub boxes: u32,
    #[serde(default = "one")]
    pub start: u32,
    #[serde(default)]
    pub events: Vec<TrackEvent>,
    /// The marker moves one box each time a new round starts (a clock on a time track), and
    /// back when the phase bar goes back over a round's start.
    #[serde(default)]
    pub follows_round: bool,
    #[serde(default)]
    pub source: Option<String>,
}

fn one() -> u32 {
    1
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeckDef {
    pub id: String,
    pub name: String,
    #[serde(default)]
    pub hand_limit: Option<usize>,
    pub cards: Vec<CardDef>,
    #[serde(default)]
    pub source: Option<String>,
    /// Each card of this deck has a token cost printed on it (the player may enter the costs
    /// the text lacks from Settings).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub priced: bool,
}

/// One topic of a game's rule lookup: words in i18n, the rulebook reference in data.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RuleTopic {
    pub id: String,
    /// Message id of the title.
    pub title: String,
    /// Message id of the body (our own words, never the rulebook's).
    pub body: String,
    /// Where the rulebook says it, e.g. `L218-228` or a rule number.
    #[serde(default)]
    pub refs: Option<String>,
    /// Extra search words (both languages), e.g. the Italian section name.
    #[serde(default)]
    pub tags: Vec<String>,
    /// The key of the game's panel (its table tab) that applies this rule, if one does.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tool: Option<String>,
}

/// Words a player may look up that belong to the full game (or another edition), not this one:
/// the lookup says so instead of "nothing matches".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AbsentTerm {
    /// The words, in both languages.
    pub terms: Vec<String>,
    /// Message id of the explanation.
    pub note: String,
    /// Where the rulebook says what it leaves out (for checking the data).
    #[serde(default)]
    pub refs: Option<String>,
}

impl RuleTopic {
    /// The references a player can look up in the printed rulebook: rule numbers and section
    /// names, without the line numbers of the rulebook's text file (`L218-228`), which only
    /// help to check the data. `None` when nothing else is left.
    pub fn book_refs(&self) -> Option<String> {
        let is_line = |w: &str| {
            let w = w.trim_end_matches([',', ';', '.']);
            w.strip_prefix('L').is_some_and(|rest| {
                !rest.is_empty()
                    && rest
                        .chars()
                        .all(|c| c.is_ascii_digit() || c == '-' || c == '–')
            })
        };
        let parts: Vec<String> = self
            .refs
            .as_deref()?
            .split(';')
            .map(|part| {
                part.split_whitespace()
                    .filter(|w| !is_line(w))
                    .collect::<Vec<_>>()
                    .join(" ")
                    .trim_end_matches(',')
                    .trim()
                    .to_string()
            })
            .filter(|p| !p.is_empty())
            .collect();
        (!parts.is_empty()).then(|| parts.join("; "))
    }
}

/// Everything a game's data says, validated.
#[derive(Debug, Clone, PartialEq)]
pub struct GameDef {
    pub id: String,
    pub name: String,
    pub source: Option<String>,
    /// The accent colour of the game's table, `#rrggbb`, in the light and dark themes.
    pub accent: Option<String>,
    pub accent_dark: Option<String>,
    pub sides: Vec<SideDef>,
    pub dice: Vec<Die>,
    pub phases: PhaseList,
    pub pools: Vec<PoolDef>,
    pub counters: Vec<CounterDef>,
    pub tracks: Vec<TrackDef>,
    pub decks: Vec<DeckDef>,
    pub rules: Vec<RuleTopic>,
    /// Terms of the full game that this one does not have, for the rule lookup's honest misses.
    pub rules_absent: Vec<AbsentTerm>,
    /// The game's abbreviations and jargon for the rule lookup ("MC" → "morale check").
    pub rules_abbreviations: BTreeMap<String, String>,
    /// A game's own data files (tables only its rules read), by file name, as JSON text.
    pub files: BTreeMap<String, String>,
}

impl GameDef {
    /// Finds a die by qualified key (`game:die`) or, within this game, by bare id.
    pub fn die(&self, name: &str) -> Option<Die> {
        let name = name.to_ascii_lowercase();
        self.dice
            .iter()
            .find(|d| d.key == name || (d.game.as_deref() == Some(&self.id) && d.def.id == name))
            .cloned()
    }

    pub fn parse_spec(&self, text: &str) -> Result<DiceSpec, DiceError> {
        DiceSpec::parse(text, &|n| self.die(n))
    }

    pub fn side_ids(&self) -> Vec<String> {
        self.sides.iter().map(|s| s.id.clone()).collect()
    }

    pub fn side_name(&self, id: &str) -> Option<&str> {
        self.sides
            .iter()
            .find(|s| s.id == id)
            .map(|s| s.name.as_str())
    }
}

/// The key of a counter in the state: `id` or `id@side`.
pub fn counter_key(id: &str, side: Option<&str>) -> String {
    match side {
        Some(s) => format!("{id}@{s}"),
        None => id.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::RuleTopic;

    fn refs(r: &str) -> Option<String> {
        RuleTopic {
            id: "t".into(),
            title: "t".into(),
            body: "b".into(),
            refs: Some(r.into()),
            tags: vec![],
            tool: None,
        }
        .book_refs()
    }

    #[test]
    fn book_refs_keep_rule_numbers_and_sections_but_not_text_lines() {
        assert_eq!(
            refs("§3.1g §3.2.1 §3.6 L576-580 L864-868").as_deref(),
            Some("§3.1g §3.2.1 §3.6")
        );
        assert_eq!(
            refs("Fase 1, L234-240; Carte Tattiche, L937").as_deref(),
            Some("Fase 1; Carte Tattiche")
        );
        assert_eq!(
            refs("Turno di Gioco, L218-228").as_deref(),
            Some("Turno di Gioco")
        );
        // Only line numbers: nothing to show.
        assert_eq!(refs("L244"), None);
        assert_eq!(refs("L244; L250-252"), None);
        // Words that merely start with L stay.
        assert_eq!(refs("Leader, L12").as_deref(), Some("Leader"));
    }
}
