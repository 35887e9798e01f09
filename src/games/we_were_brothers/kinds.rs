//! The kinds a soldier's boxes hold: army, specialist, skill, status marker, posture,
//! equipment and fate, with their ids (data, saves, the command line) and message ids.
//! Re-exported by [`super::squad`], where they are used.

use serde::{Deserialize, Serialize};

/// The four armies (*schieramenti*, L49). Allies: US and British; Axis: Wehrmacht and Regio
/// Esercito.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum Army {
    #[default]
    UsArmy,
    BritishArmy,
    Wehrmacht,
    RegioEsercito,
}

impl Army {
    pub const ALL: [Army; 4] = [
        Army::UsArmy,
        Army::BritishArmy,
        Army::Wehrmacht,
        Army::RegioEsercito,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Army::UsArmy => "us-army",
            Army::BritishArmy => "british-army",
            Army::Wehrmacht => "wehrmacht",
            Army::RegioEsercito => "regio-esercito",
        }
    }

    pub fn parse(s: &str) -> Option<Army> {
        Army::ALL.into_iter().find(|a| a.id() == s)
    }

    /// The game side (`allies` / `axis` in game.json) the army fights on.
    pub fn side(self) -> &'static str {
        match self {
            Army::UsArmy | Army::BritishArmy => "allies",
            Army::Wehrmacht | Army::RegioEsercito => "axis",
        }
    }

    /// Message id of its name.
    pub fn msg(self) -> &'static str {
        match self {
            Army::UsArmy => "wwb-army-us-army",
            Army::BritishArmy => "wwb-army-british-army",
            Army::Wehrmacht => "wwb-army-wehrmacht",
            Army::RegioEsercito => "wwb-army-regio-esercito",
        }
    }
}

/// The six specialists (12.0); at most one per squad (L800).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Specialist {
    Leader,
    Engineer,
    Medic,
    MachineGunner,
    RadioOperator,
    Sniper,
}

impl Specialist {
    pub const ALL: [Specialist; 6] = [
        Specialist::Leader,
        Specialist::Engineer,
        Specialist::Medic,
        Specialist::MachineGunner,
        Specialist::RadioOperator,
        Specialist::Sniper,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Specialist::Leader => "leader",
            Specialist::Engineer => "engineer",
            Specialist::Medic => "medic",
            Specialist::MachineGunner => "machine-gunner",
            Specialist::RadioOperator => "radio-operator",
            Specialist::Sniper => "sniper",
        }
    }

    pub fn parse(s: &str) -> Option<Specialist> {
        Specialist::ALL.into_iter().find(|x| x.id() == s)
    }

    pub fn msg(self) -> String {
        format!("wwb-spec-{}", self.id())
    }

    /// The skills a specialist starts with at level 1 (L809, L833, L839, L849, L863, L873).
    /// The Leader's second skill is the player's choice and is not listed.
    pub fn starting_skills(self) -> &'static [Skill] {
        match self {
            Specialist::Leader => &[Skill::Leadership],
            Specialist::Engineer => &[Skill::Explosives, Skill::Strength],
            Specialist::Medic => &[Skill::FirstAid],
            Specialist::MachineGunner => &[Skill::Strength],
            Specialist::RadioOperator => &[Skill::Observation, Skill::Strength],
            Specialist::Sniper => &[Skill::Arms, Skill::Observation],
        }
    }
}

/// The six skills (11.0, L726), each at level 1 or 2.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Skill {
    Leadership,
    Explosives,
    Strength,
    Arms,
    Observation,
    FirstAid,
}

impl Skill {
    pub const ALL: [Skill; 6] = [
        Skill::Leadership,
        Skill::Explosives,
        Skill::Strength,
        Skill::Arms,
        Skill::Observation,
        Skill::FirstAid,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Skill::Leadership => "leadership",
            Skill::Explosives => "explosives",
            Skill::Strength => "strength",
            Skill::Arms => "arms",
            Skill::Observation => "observation",
            Skill::FirstAid => "first-aid",
        }
    }

    pub fn parse(s: &str) -> Option<Skill> {
        Skill::ALL.into_iter().find(|x| x.id() == s)
    }

    pub fn msg(self) -> String {
        format!("wwb-skill-{}", self.id())
    }
}

/// One of the 3 gold skill boxes: the skill, its level (1 or 2) and XP banked toward level 2
/// (L726–L730: 1 XP = new skill at L1, 2 XP = L1 → L2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SkillBox {
    pub skill: Skill,
    pub level: u8,
    #[serde(default)]
    pub xp: u8,
}

/// The one marker the status box holds (L178, L190, L448, L469, L621–L641, L705).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    /// Opportunity fire (*FOP*).
    Fop,
    SuppressionFire,
    Shaken,
    Suppressed,
    Routed,
    Bleeding,
    Unconscious,
    Stabilised,
}

impl Status {
    pub const ALL: [Status; 8] = [
        Status::Fop,
        Status::SuppressionFire,
        Status::Shaken,
        Status::Suppressed,
        Status::Routed,
        Status::Bleeding,
        Status::Unconscious,
        Status::Stabilised,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Status::Fop => "fop",
            Status::SuppressionFire => "suppression-fire",
            Status::Shaken => "shaken",
            Status::Suppressed => "suppressed",
            Status::Routed => "routed",
            Status::Bleeding => "bleeding",
            Status::Unconscious => "unconscious",
            Status::Stabilised => "stabilised",
        }
    }

    pub fn parse(s: &str) -> Option<Status> {
        Status::ALL.into_iter().find(|x| x.id() == s)
    }

    pub fn msg(self) -> String {
        format!("wwb-status-{}", self.id())
    }

    /// A man who cannot act or move: bleeding, unconscious or stabilised (L623, L627, L641).
    pub fn is_down(self) -> bool {
        matches!(
            self,
            Status::Bleeding | Status::Unconscious | Status::Stabilised
        )
    }
}

/// Posture (L55): the three figures, plus a downed figure (bleeding, unconscious, L623).
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    Default,
    Serialize,
    Deserialize,
    clap::ValueEnum,
    schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum Posture {
    #[default]
    Standing,
    Kneeling,
    Prone,
    Down,
}

impl Posture {
    pub const ALL: [Posture; 4] = [
        Posture::Standing,
        Posture::Kneeling,
        Posture::Prone,
        Posture::Down,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Posture::Standing => "standing",
            Posture::Kneeling => "kneeling",
            Posture::Prone => "prone",
            Posture::Down => "down",
        }
    }

    pub fn parse(s: &str) -> Option<Posture> {
        Posture::ALL.into_iter().find(|x| x.id() == s)
    }

    pub fn msg(self) -> String {
        format!("wwb-posture-{}", self.id())
    }
}

/// What an equipment box holds (L177, L528, L585, L601). A satchel fills both boxes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Equipment {
    Frag,
    Smoke,
    ExplosiveCharge,
    Satchel,
}

impl Equipment {
    pub const ALL: [Equipment; 4] = [
        Equipment::Frag,
        Equipment::Smoke,
        Equipment::ExplosiveCharge,
        Equipment::Satchel,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Equipment::Frag => "frag",
            Equipment::Smoke => "smoke",
            Equipment::ExplosiveCharge => "explosive-charge",
            Equipment::Satchel => "satchel",
        }
    }

    pub fn parse(s: &str) -> Option<Equipment> {
        Equipment::ALL.into_iter().find(|x| x.id() == s)
    }

    pub fn msg(self) -> String {
        format!("wwb-equip-{}", self.id())
    }
}

/// How a soldier left (or is still in) the fight (L631, L641, L397, L708–L711, L721).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum Fate {
    #[default]
    Fighting,
    Killed,
    Missing,
    Prisoner,
    /// Left the map by his own edge, or carried off: safe for later missions.
    Safe,
    FieldHospital,
}

impl Fate {
    pub fn msg(self) -> &'static str {
        match self {
            Fate::Fighting => "wwb-fate-fighting",
            Fate::Killed => "wwb-fate-killed",
            Fate::Missing => "wwb-fate-missing",
            Fate::Prisoner => "wwb-fate-prisoner",
            Fate::Safe => "wwb-fate-safe",
            Fate::FieldHospital => "wwb-fate-field-hospital",
        }
    }
}
