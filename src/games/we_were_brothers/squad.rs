//! Squads and soldiers at the table (2.0 L73–L81, L127–L151, L169–L178; 11.0 L724–L730;
//! 12.0 L800–L881). One squad is 4 soldiers of one army with a code name (Able 1…); each
//! soldier carries the boxes of his section of the squad panel: weapons with their chamber die,
//! health line, status box, posture, alert, running, 2 equipment boxes and 3 skill boxes.
//!
//! This shape is shared with the campaign (soldiers carried between missions): add fields with
//! `#[serde(default)]`, never rename.

use serde::{Deserialize, Serialize};

pub use super::kinds::{Army, Equipment, Fate, Posture, Skill, SkillBox, Specialist, Status};

/// The chamber die on a weapon card (L127–L141): its top face is the magazines left to load,
/// its place is the attack box of the loaded magazine (1 = the first attack on the left; 0 = on
/// the magazine symbol, the weapon empty).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Chamber {
    pub magazines: u8,
    pub attack: u8,
}

impl Chamber {
    /// A weapon as set up: `magazines` on top, on the first attack box (L135).
    pub fn loaded(magazines: u8) -> Chamber {
        Chamber {
            magazines,
            attack: 1,
        }
    }

    pub fn is_empty(self) -> bool {
        self.attack == 0
    }
}

impl Default for Chamber {
    fn default() -> Self {
        Chamber::loaded(1)
    }
}

/// A weapon in a soldier's hands: the card (an id in `weapons.json`, `None` until the player
/// names it) and its chamber die.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Carried {
    #[serde(default)]
    pub card: Option<String>,
    #[serde(default)]
    pub chamber: Chamber,
}

/// One soldier: a section of the squad panel plus his figure's state on the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Soldier {
    /// 1–4, after the squad's code name (Able 1).
    pub number: u8,
    /// A personal name, if the players give one.
    #[serde(default)]
    pub name: Option<String>,
    #[serde(default)]
    pub specialist: Option<Specialist>,
    #[serde(default)]
    pub main: Carried,
    /// The personal weapon on the back of the card (usually a pistol, 1 magazine, L104).
    #[serde(default)]
    pub personal: Carried,
    /// Firing the personal weapon instead of the main one.
    #[serde(default)]
    pub using_personal: bool,
    /// Boxes the health marker has moved down from the red cross (0 = unhurt); the boxes'
    /// meaning is in `health.json`.
    #[serde(default)]
    pub health: u8,
    #[serde(default)]
    pub status: Option<Status>,
    #[serde(default)]
    pub posture: Posture,
    /// Alerted (L663–L672); an unalerted sentry is `false`.
    #[serde(default = "yes")]
    pub alert: bool,
    #[serde(default)]
    pub running: bool,
    #[serde(default)]
    pub equipment: [Option<Equipment>; 2],
    #[serde(default)]
    pub skills: [Option<SkillBox>; 3],
    #[serde(default)]
    pub fate: Fate,
}

fn yes() -> bool {
    true
}

impl Soldier {
    /// A fresh soldier: standing, alert, unhurt, 2 frag grenades (L177 lets the player mix
    /// frag and smoke; frag is the app's starting choice, changed with one tap).
    pub fn new(number: u8) -> Soldier {
        Soldier {
            number,
            name: None,
            specialist: None,
            main: Carried::default(),
            personal: Carried::default(),
            using_personal: false,
            health: 0,
            status: None,
            posture: Posture::Standing,
            alert: true,
            running: false,
            equipment: [Some(Equipment::Frag), Some(Equipment::Frag)],
            skills: [None; 3],
            fate: Fate::Fighting,
        }
    }

    /// His level in `skill` (0 = none).
    pub fn skill(&self, skill: Skill) -> u8 {
        self.skills
            .iter()
            .flatten()
            .find(|b| b.skill == skill)
            .map_or(0, |b| b.level)
    }

    /// Sets `skill` to `level` (0 removes it). Refused when all 3 boxes are full (L75).
    pub fn set_skill(&mut self, skill: Skill, level: u8) -> Result<(), &'static str> {
        if level > 2 {
            return Err("wwb-err-skill-level");
        }
        if let Some(slot) = self
            .skills
            .iter_mut()
            .find(|b| b.is_some_and(|b| b.skill == skill))
        {
            *slot = (level > 0).then_some(SkillBox {
                skill,
                level,
                xp: 0,
            });
            return Ok(());
        }
        if level == 0 {
            return Ok(());
        }
        let free = self
            .skills
            .iter_mut()
            .find(|b| b.is_none())
            .ok_or("wwb-err-skill-boxes-full")?;
        *free = Some(SkillBox {
            skill,
            level,
            xp: 0,
        });
        Ok(())
    }

    /// A medal on a successful test (L89, L726): the skill at level 1 if new, else 1 XP toward
    /// level 2 (2 XP buy it). Returns what happened as a message id.
    pub fn earn_xp(&mut self, skill: Skill) -> &'static str {
        if let Some(b) = self.skills.iter_mut().flatten().find(|b| b.skill == skill) {
            if b.level >= 2 {
                return "wwb-xp-maxed";
            }
            b.xp += 1;
            if b.xp >= 2 {
                b.level = 2;
                b.xp = 0;
                return "wwb-xp-level-two";
            }
            return "wwb-xp-banked";
        }
        match self.set_skill(skill, 1) {
            Ok(()) => "wwb-xp-new-skill",
            Err(_) => "wwb-xp-no-box",
        }
    }

    /// The weapon he fires now.
    pub fn weapon(&self) -> &Carried {
        if self.using_personal {
            &self.personal
        } else {
            &self.main
        }
    }

    pub fn weapon_mut(&mut self) -> &mut Carried {
        if self.using_personal {
            &mut self.personal
        } else {
            &mut self.main
        }
    }

    /// On the board and able to take part (not dead, gone, down or routed) (L224).
    pub fn is_active(&self) -> bool {
        self.fate == Fate::Fighting
            && !self
                .status
                .is_some_and(|s| s.is_down() || s == Status::Routed)
    }

    /// The soldier marker shows its "attention" side whenever the status box holds a marker
    /// (L151, L178).
    pub fn attention(&self) -> bool {
        self.status.is_some()
    }
}

/// A squad (*squadra di fuoco*, L53): code name, army, 4 soldiers, and the squad's infamy.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Squad {
    /// The code name on the panel (Able, Baker, Kondor, Blitz…).
    pub code: String,
    pub army: Army,
    pub soldiers: Vec<Soldier>,
    /// Infamy points (L508): 2 = the squad is court-martialled at the end of the mission.
    #[serde(default)]
    pub infamy: u8,
    /// Who plays it, if the players say.
    #[serde(default)]
    pub player: Option<String>,
}

impl Squad {
    /// A squad of 4 fresh soldiers numbered 1–4.
    pub fn new(code: &str, army: Army) -> Squad {
        Squad {
            code: code.to_string(),
            army,
            soldiers: (1..=4).map(Soldier::new).collect(),
            infamy: 0,
            player: None,
        }
    }

    /// "Able 1".
    pub fn label(&self, soldier: usize) -> String {
        let n = self.soldiers.get(soldier).map_or(0, |s| s.number);
        format!("{} {n}", self.code)
    }

    pub fn specialist_count(&self) -> usize {
        self.soldiers
            .iter()
            .filter(|s| s.specialist.is_some())
            .count()
    }

    /// Makes soldier `index` a specialist (or none). Refused if another man of the squad is
    /// already one (L800: at most one specialist per squad). Gives the specialist's starting
    /// skills where boxes are free.
    pub fn set_specialist(
        &mut self,
        index: usize,
        spec: Option<Specialist>,
    ) -> Result<(), &'static str> {
        if spec.is_some()
            && self
                .soldiers
                .iter()
                .enumerate()
                .any(|(i, s)| i != index && s.specialist.is_some())
        {
            return Err("wwb-err-one-specialist");
        }
        let s = self.soldiers.get_mut(index).ok_or("wwb-err-no-soldier")?;
        s.specialist = spec;
        if let Some(spec) = spec {
            for &sk in spec.starting_skills() {
                if s.skill(sk) == 0 {
                    s.set_skill(sk, 1)?;
                }
            }
        }
        Ok(())
    }

    /// Makes soldier `index` the Leader (L809): Leadership *and* one more skill of the
    /// player's choice, both at level 1. `extra` must be another skill than Leadership; a skill
    /// he already holds keeps its level. Refused, changing nothing, when another man of the
    /// squad is a specialist or his boxes cannot take both.
    pub fn make_leader(&mut self, index: usize, extra: Skill) -> Result<(), &'static str> {
        if extra == Skill::Leadership {
            return Err("wwb-err-leader-extra");
        }
        let mut copy = self.clone();
        copy.set_specialist(index, Some(Specialist::Leader))?;
        let s = copy.soldiers.get_mut(index).ok_or("wwb-err-no-soldier")?;
        if s.skill(extra) == 0 {
            s.set_skill(extra, 1)?;
        }
        *self = copy;
        Ok(())
    }

    /// Court-martialled at the end of the mission (L508).
    pub fn court_martial(&self) -> bool {
        self.infamy >= 2
    }

    pub fn active_men(&self) -> usize {
        self.soldiers.iter().filter(|s| s.is_active()).count()
    }
}

/// Default code names per army, in order (Able, Baker for the US; Kondor, Blitz for the
/// Wehrmacht: L75, L147, L233). The others are the app's choice; players rename them.
pub fn default_codes(army: Army) -> &'static [&'static str] {
    match army {
        Army::UsArmy => &["Able", "Baker", "Charlie", "Dog"],
        Army::BritishArmy => &["Red", "Blue", "Green", "Yellow"],
        Army::Wehrmacht => &["Kondor", "Blitz", "Adler", "Falke"],
        Army::RegioEsercito => &["Aquila", "Lupo", "Orso", "Leone"],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_specialist_per_squad_l800() {
        let mut sq = Squad::new("Able", Army::UsArmy);
        sq.set_specialist(0, Some(Specialist::Medic)).unwrap();
        assert_eq!(sq.soldiers[0].skill(Skill::FirstAid), 1);
        assert_eq!(
            sq.set_specialist(1, Some(Specialist::Sniper)),
            Err("wwb-err-one-specialist")
        );
        // Changing the same man's speciality is allowed.
        sq.set_specialist(0, Some(Specialist::Engineer)).unwrap();
        assert_eq!(sq.specialist_count(), 1);
        assert_eq!(sq.label(2), "Able 3");
    }

    #[test]
    fn medal_gives_skill_then_xp_then_level_two_l726_l730() {
        let mut s = Soldier::new(1);
        assert_eq!(s.earn_xp(Skill::Arms), "wwb-xp-new-skill");
        assert_eq!(s.skill(Skill::Arms), 1);
        assert_eq!(s.earn_xp(Skill::Arms), "wwb-xp-banked");
        assert_eq!(s.earn_xp(Skill::Arms), "wwb-xp-level-two");
        assert_eq!(s.skill(Skill::Arms), 2);
        s.set_skill(Skill::Strength, 1).unwrap();
        s.set_skill(Skill::FirstAid, 1).unwrap();
        assert_eq!(s.earn_xp(Skill::Leadership), "wwb-xp-no-box");
        assert_eq!(
            s.set_skill(Skill::Leadership, 1),
            Err("wwb-err-skill-boxes-full")
        );
    }

    #[test]
    fn old_soldier_json_reads_with_defaults() {
        let s: Soldier = serde_json::from_str(r#"{"number":2}"#).unwrap();
        assert!(s.alert);
        assert_eq!(s.posture, Posture::Standing);
        assert_eq!(s.fate, Fate::Fighting);
    }
}
