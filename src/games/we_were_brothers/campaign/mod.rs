//! The We Were Brothers campaign roster (digest §12; 11.0 L726–L730; 12.0 L800–L881): a
//! platoon of up to 3 squads of 4 named soldiers with its Leader, each soldier's record carried
//! from one mission to the next, and the campaign settings where the text is silent (the
//! campaign chapter is among the missing pages, digest §0).
//!
//! The soldier himself is the table's [`Soldier`] (specialist, weapons, skills with XP);
//! this module adds what only a campaign keeps: his fate, XP banked, missions, kills, wounds
//! and medals. The core keeps the roster as JSON (`crate::core::campaign`).

pub mod arms;
pub mod debrief;
#[cfg(test)]
mod debrief_tests;
pub mod entries;
pub mod mission;
pub mod report;
pub mod rules;
pub mod text;

use serde::{Deserialize, Serialize};

use super::squad::{Army, Skill, Soldier, Specialist, Squad};

pub use rules::CampaignRules;

/// A platoon is 3 squads (L808); a squad is 4 soldiers (L53).
pub const MAX_SQUADS: usize = 3;
pub const SQUAD_SIZE: usize = 4;
/// The most soldiers one squad's record keeps (the fallen stay listed; replacements join).
pub const MAX_MEMBERS: usize = 40;

/// What became of a soldier, between missions (§12; 9.0 L641; 10.0 L708–L711, L721).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "fate")]
pub enum CampaignFate {
    /// With his squad.
    #[default]
    Active,
    /// Left the field safe at the last mission (his own edge, carried off, or a neutral
    /// edge in a win): plays on.
    Safe,
    /// In a field hospital (stabilised on friendly ground, L641); with his squad again from
    /// mission `back`.
    FieldHospital { back: u32 },
    /// Killed in action.
    Kia,
    /// Missing in action: out of later missions (L397, L641, L711).
    Mia,
    /// Prisoner of war: out for good (L641, L709–L711, L721).
    Pow,
}

impl CampaignFate {
    pub fn id(self) -> &'static str {
        match self {
            CampaignFate::Active => "active",
            CampaignFate::Safe => "safe",
            CampaignFate::FieldHospital { .. } => "field-hospital",
            CampaignFate::Kia => "kia",
            CampaignFate::Mia => "mia",
            CampaignFate::Pow => "pow",
        }
    }

    pub fn msg(self) -> String {
        format!("camp-fate-{}", self.id())
    }

    /// Lost to the campaign for good.
    pub fn is_lost(self) -> bool {
        matches!(
            self,
            CampaignFate::Kia | CampaignFate::Mia | CampaignFate::Pow
        )
    }

    /// Goes onto the table for mission `number`.
    pub fn fields_for(self, number: u32) -> bool {
        match self {
            CampaignFate::Active | CampaignFate::Safe => true,
            CampaignFate::FieldHospital { back } => number >= back,
            _ => false,
        }
    }
}

/// A medal earned on a successful test (L89): which mission, which skill.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Medal {
    pub mission: u32,
    pub skill: Skill,
}

/// One soldier of the roster with his service record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Member {
    /// Stable within the campaign (history lines name him by it: `m<id>`).
    pub id: u32,
    pub soldier: Soldier,
    #[serde(default)]
    pub fate: CampaignFate,
    /// XP from the squad's mission awards not yet spent on a skill (L726–L730).
    #[serde(default)]
    pub banked_xp: u8,
    #[serde(default)]
    pub missions: u32,
    #[serde(default)]
    pub kills: u32,
    #[serde(default)]
    pub wounds: u32,
    #[serde(default)]
    pub medals: Vec<Medal>,
    /// The mission before which he joined (1 = from the start).
    #[serde(default = "one")]
    pub joined: u32,
}

fn one() -> u32 {
    1
}

impl Member {
    /// A man joining the roster before mission `joined`, with no record yet.
    pub fn new(id: u32, soldier: Soldier, joined: u32) -> Member {
        Member {
            id,
            soldier,
            fate: CampaignFate::Active,
            banked_xp: 0,
            missions: 0,
            kills: 0,
            wounds: 0,
            medals: vec![],
            joined,
        }
    }

    pub fn key(&self) -> String {
        format!("m{}", self.id)
    }
}

/// A squad of the platoon: code name, army, its men (the fallen stay on the record), infamy.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RosterSquad {
    pub code: String,
    pub army: Army,
    pub members: Vec<Member>,
    /// Infamy points (L508), carried from mission to mission.
    #[serde(default)]
    pub infamy: u8,
    /// 2 infamy: court-martialled, out of the campaign (L508).
    #[serde(default)]
    pub court_martialled: bool,
    #[serde(default)]
    pub player: Option<String>,
}

impl RosterSquad {
    /// Men not lost to the campaign (active, safe, or in a field hospital).
    pub fn strength(&self) -> usize {
        self.members.iter().filter(|m| !m.fate.is_lost()).count()
    }

    /// "Able 2".
    pub fn label(&self, m: &Member) -> String {
        format!("{} {}", self.code, m.soldier.number)
    }

    /// The lowest soldier number (1–4) no man of the squad still holds.
    pub fn free_number(&self) -> Option<u8> {
        (1..=SQUAD_SIZE as u8).find(|n| {
            !self
                .members
                .iter()
                .any(|m| !m.fate.is_lost() && m.soldier.number == *n)
        })
    }
}

/// The campaign's roster: the platoon.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Platoon {
    pub squads: Vec<RosterSquad>,
    /// The id the next soldier to join gets.
    #[serde(default)]
    pub next_id: u32,
}

/// Why a roster change was refused (a message id; nothing changed).
pub type Refusal = &'static str;

impl Platoon {
    /// Adds a squad from the table's model (its soldiers as they are). At most 3 (L808).
    pub fn add_squad(&mut self, squad: Squad, joined: u32) -> Result<usize, Refusal> {
        if self.squads.len() >= MAX_SQUADS {
            return Err("camp-err-platoon-full");
        }
        if squad.soldiers.len() > SQUAD_SIZE {
            return Err("camp-err-squad-size");
        }
        let members = squad
            .soldiers
            .into_iter()
            .map(|soldier| {
                self.next_id += 1;
                Member::new(self.next_id, soldier, joined)
            })
            .collect();
        self.squads.push(RosterSquad {
            code: squad.code,
            army: squad.army,
            members,
            infamy: squad.infamy,
            court_martialled: false,
            player: squad.player,
        });
        Ok(self.squads.len() - 1)
    }

    pub fn member(&self, id: u32) -> Option<(&RosterSquad, &Member)> {
        self.squads
            .iter()
            .find_map(|s| s.members.iter().find(|m| m.id == id).map(|m| (s, m)))
    }

    pub fn member_mut(&mut self, id: u32) -> Option<&mut Member> {
        self.squads
            .iter_mut()
            .flat_map(|s| s.members.iter_mut())
            .find(|m| m.id == id)
    }

    /// "Able 2", or "?" for an unknown id.
    pub fn label(&self, id: u32) -> String {
        self.member(id)
            .map_or_else(|| "?".to_string(), |(s, m)| s.label(m))
    }

    /// The platoon's Leader, if a man still in the campaign is one (L808).
    pub fn leader(&self) -> Option<u32> {
        self.squads
            .iter()
            .filter(|s| !s.court_martialled)
            .flat_map(|s| s.members.iter())
            .find(|m| !m.fate.is_lost() && m.soldier.specialist == Some(Specialist::Leader))
            .map(|m| m.id)
    }

    /// Reads a roster from a campaign file's JSON.
    pub fn from_json(v: &serde_json::Value) -> Result<Platoon, String> {
        let p: Platoon = serde_json::from_value(v.clone()).map_err(|e| e.to_string())?;
        if p.squads.len() > MAX_SQUADS {
            return Err(format!("more than {MAX_SQUADS} squads"));
        }
        if p.squads.iter().any(|s| s.members.len() > MAX_MEMBERS) {
            return Err(format!("a squad lists more than {MAX_MEMBERS} soldiers"));
        }
        Ok(p)
    }

    pub fn to_json(&self) -> serde_json::Value {
        serde_json::to_value(self).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_platoon_holds_three_squads_of_four_l808_l53() {
        let mut p = Platoon::default();
        for code in ["Able", "Baker", "Charlie"] {
            p.add_squad(Squad::new(code, Army::UsArmy), 1)
                .expect("fits");
        }
        assert_eq!(
            p.add_squad(Squad::new("Dog", Army::UsArmy), 1),
            Err("camp-err-platoon-full")
        );
        assert_eq!(p.label(6), "Baker 2");
        let back = Platoon::from_json(&p.to_json()).expect("reads back");
        assert_eq!(back, p);
    }

    #[test]
    fn who_fields_for_a_mission() {
        assert!(CampaignFate::Safe.fields_for(2));
        assert!(!CampaignFate::FieldHospital { back: 3 }.fields_for(2));
        assert!(CampaignFate::FieldHospital { back: 3 }.fields_for(3));
        assert!(!CampaignFate::Pow.fields_for(2));
        assert!(CampaignFate::Mia.is_lost());
    }
}
