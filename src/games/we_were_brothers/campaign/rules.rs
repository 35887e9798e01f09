//! The campaign settings: the app's readings where the text is silent (`campaign.json`, with
//! its `source` note). Each is kept in the campaign file, so players may change them.

use serde::{Deserialize, Serialize};

use crate::content::ContentError;
use crate::core::def::GameDef;

pub const FILE: &str = "campaign.json";
const EMBEDDED: &str = include_str!("../../../../data/we-were-brothers/campaign.json");

/// Wounds between missions: not in the text (digest §12).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Wounds {
    /// The health line starts each mission at the red cross (the simplest reading).
    #[default]
    Heal,
    /// The health marker stays where the last mission left it.
    Carry,
}

/// Replacements for the fallen: not in the text (only reinforcements within a mission, L157).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Replacements {
    /// New soldiers entered by the players (the soldier generator, 15.0, is missing).
    #[default]
    ByHand,
    /// No replacements: the squads shrink.
    None,
}

/// The most missions a field hospital may keep a man.
pub const MAX_HOSPITAL: u8 = 5;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CampaignRules {
    #[serde(default)]
    pub wounds: Wounds,
    /// Missions a man in a field hospital misses (L641 gives no time).
    pub hospital_missions: u8,
    #[serde(default)]
    pub replacements: Replacements,
    /// Offer the Sniper promotion to a man with Arms and Observation (L781, L871).
    pub sniper_offer: bool,
}

/// `campaign.json` as written: the settings, and the note on where they come from (for the
/// reader, not a setting).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RulesFile {
    #[serde(default)]
    wounds: Wounds,
    hospital_missions: u8,
    #[serde(default)]
    replacements: Replacements,
    sniper_offer: bool,
    #[serde(default, rename = "source")]
    _source: Option<String>,
}

/// Reads `campaign.json`: every field checked and bounded, a problem named by its field.
pub fn parse(file: &str, text: &str) -> Result<CampaignRules, ContentError> {
    let f: RulesFile = crate::content::parse_json(file, text)?;
    if f.hospital_missions > MAX_HOSPITAL {
        return Err(ContentError {
            file: file.into(),
            field: "hospital_missions".into(),
            expected: format!("0 to {MAX_HOSPITAL}, found {}", f.hospital_missions),
        });
    }
    Ok(CampaignRules {
        wounds: f.wounds,
        hospital_missions: f.hospital_missions,
        replacements: f.replacements,
        sniper_offer: f.sniper_offer,
    })
}

impl Default for CampaignRules {
    fn default() -> Self {
        parse(FILE, EMBEDDED).unwrap_or(CampaignRules {
            wounds: Wounds::Heal,
            hospital_missions: 1,
            replacements: Replacements::ByHand,
            sniper_offer: true,
        })
    }
}

impl CampaignRules {
    /// The settings a new campaign starts with: the player's copy of `campaign.json` if it
    /// reads, else the embedded one.
    pub fn for_new(def: &GameDef) -> CampaignRules {
        def.files
            .get(FILE)
            .and_then(|t| parse(FILE, t).ok())
            .unwrap_or_default()
    }

    /// Reads the settings kept in a campaign file (a missing or broken value: the defaults).
    pub fn from_json(v: &serde_json::Value) -> CampaignRules {
        serde_json::from_value::<CampaignRules>(v.clone())
            .ok()
            .filter(|r| r.hospital_missions <= MAX_HOSPITAL)
            .unwrap_or_default()
    }

    pub fn to_json(&self) -> serde_json::Value {
        serde_json::to_value(self).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embedded_settings_read_and_take_the_simplest_readings() {
        let r = parse(FILE, EMBEDDED).expect("embedded campaign.json");
        assert_eq!(r.wounds, Wounds::Heal);
        assert_eq!(r.hospital_missions, 1);
        assert_eq!(r.replacements, Replacements::ByHand);
        assert!(r.sniper_offer);
        assert!(EMBEDDED.contains("\"source\""));
    }

    #[test]
    fn out_of_bounds_settings_are_refused_by_name() {
        let e = parse(
            FILE,
            r#"{"wounds":"heal","hospital_missions":9,"replacements":"none","sniper_offer":true}"#,
        )
        .expect_err("9 missions");
        assert_eq!(e.field, "hospital_missions");
        assert!(
            parse(
                FILE,
                r#"{"wounds":"bleed","hospital_missions":1,"sniper_offer":true}"#
            )
            .is_err()
        );
    }

    #[test]
    fn a_broken_player_copy_is_reported_by_the_game_data_check() {
        let e = crate::games::we_were_brothers::data::validate(
            FILE,
            "we-were-brothers/campaign.json",
            r#"{"wounds":"heal","hospital_missions":7,"sniper_offer":true}"#,
        )
        .expect_err("reported");
        assert_eq!(e.field, "hospital_missions");
    }
}
