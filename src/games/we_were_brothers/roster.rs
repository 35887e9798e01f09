//! One tap on the squad panel: a change to one soldier's boxes, checked against the rules
//! (one specialist per squad, 3 skill boxes, a satchel fills both equipment boxes, no reload
//! past the last magazine…). A refusal changes nothing.

use serde::{Deserialize, Serialize};

use super::data::WwbData;
use super::setup::arm;
use super::squad::{Equipment, Fate, Posture, Skill, Specialist, Squad, Status};
use crate::core::log::Line;
use crate::core::table::ActionError;

/// A change to one soldier.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
#[serde(deny_unknown_fields)]
pub enum Edit {
    /// Boxes down from the red cross.
    Health(u8),
    Status(Option<Status>),
    Posture(Posture),
    Alert(bool),
    Running(bool),
    Equipment {
        slot: usize,
        item: Option<Equipment>,
    },
    Skill {
        skill: Skill,
        level: u8,
    },
    Specialist(Option<Specialist>),
    /// He becomes the Leader, with Leadership and `extra` at level 1 (L809).
    Leader {
        extra: Skill,
    },
    /// The main (or personal) weapon card; its chamber die is set to the card's magazines.
    Weapon {
        personal: bool,
        card: Option<String>,
    },
    UsePersonal(bool),
    /// One attack box used (a shot fired by hand at the table, L133).
    Shot,
    /// Reload: an action in the fire phase (L133).
    Reload,
    Fate(Fate),
    Name(Option<String>),
}

fn rule(msg: &'static str) -> ActionError {
    ActionError::Rule(msg, vec![])
}

/// Advances the chamber die one attack box (L133, L411); past the last box the weapon is empty
/// (the die goes on the magazine symbol).
pub fn shot(chamber: &mut super::squad::Chamber, attacks: u8) -> Result<(), ActionError> {
    if chamber.is_empty() {
        return Err(rule("wwb-err-weapon-empty"));
    }
    chamber.attack = if chamber.attack >= attacks {
        0
    } else {
        chamber.attack + 1
    };
    Ok(())
}

/// Reload (L133, L139): one magazine off the top of the die, back to the first attack box. At 0
/// magazines the weapon cannot be reloaded (reading of L133 "below 0": the die's number is the
/// magazines still to load, so a reload from 0 would take it below 0). A linked weapon
/// (additional rule, L113) reloads only when empty.
pub fn reload(
    chamber: &mut super::squad::Chamber,
    linked: bool,
    additional: bool,
) -> Result<(), ActionError> {
    if chamber.magazines == 0 {
        return Err(rule("wwb-err-no-magazines"));
    }
    if linked && additional && !chamber.is_empty() {
        return Err(rule("wwb-err-linked-reload"));
    }
    chamber.magazines -= 1;
    chamber.attack = 1;
    Ok(())
}

/// Applies `edit` to soldier `index` of `squad`; the log line says what changed.
pub fn apply(
    data: &WwbData,
    squad: &mut Squad,
    index: usize,
    edit: &Edit,
    additional: bool,
) -> Result<Line, ActionError> {
    let label = squad.label(index);
    if index >= squad.soldiers.len() {
        return Err(rule("wwb-err-no-soldier"));
    }
    if let Edit::Specialist(spec) = edit {
        squad.set_specialist(index, *spec).map_err(rule)?;
        return Ok(Line::new("wwb-log-edit").arg("who", label));
    }
    if let Edit::Leader { extra } = edit {
        squad.make_leader(index, *extra).map_err(rule)?;
        return Ok(Line::new("wwb-log-edit").arg("who", label));
    }
    let Some(s) = squad.soldiers.get_mut(index) else {
        return Err(rule("wwb-err-no-soldier"));
    };
    match edit {
        Edit::Health(h) => {
            if *h > data.health.last {
                return Err(ActionError::Rule(
                    "wwb-err-health-box",
                    vec![("last", data.health.last.to_string())],
                ));
            }
            s.health = *h;
        }
        Edit::Status(st) => s.status = *st,
        Edit::Posture(p) => s.posture = *p,
        Edit::Alert(a) => s.alert = *a,
        Edit::Running(r) => s.running = *r,
        Edit::Equipment { slot, item } => {
            if *slot > 1 {
                return Err(rule("wwb-err-equipment-slot"));
            }
            let charge = matches!(item, Some(Equipment::ExplosiveCharge | Equipment::Satchel));
            if charge && s.skill(Skill::Explosives) == 0 {
                // L585, L601: only a man with the Explosives skill carries charges.
                return Err(rule("wwb-err-charge-needs-explosives"));
            }
            if *item == Some(Equipment::Satchel) {
                // L601: a satchel replaces both grenades.
                s.equipment = [Some(Equipment::Satchel), Some(Equipment::Satchel)];
            } else {
                if s.equipment.contains(&Some(Equipment::Satchel)) {
                    s.equipment = [None, None];
                }
                s.equipment[*slot] = *item;
            }
        }
        Edit::Skill { skill, level } => s.set_skill(*skill, *level).map_err(rule)?,
        Edit::Specialist(_) | Edit::Leader { .. } => {}
        Edit::Weapon { personal, card } => {
            if let Some(c) = card
                && data.weapon(c).is_none_or(|w| w.is_example())
            {
                // The example card of L123 is an illustration, not a card a soldier carries.
                return Err(ActionError::Rule(
                    "wwb-err-no-weapon",
                    vec![("weapon", c.clone())],
                ));
            }
            let carried = match card {
                Some(c) => arm(data, c),
                None => Default::default(),
            };
            if *personal {
                s.personal = carried;
            } else {
                s.main = carried;
            }
        }
        Edit::UsePersonal(p) => s.using_personal = *p,
        Edit::Shot => {
            let attacks = weapon_attacks(data, s.weapon().card.as_deref());
            shot(&mut s.weapon_mut().chamber, attacks)?;
        }
        Edit::Reload => {
            let linked = s
                .weapon()
                .card
                .as_deref()
                .and_then(|c| data.weapon(c))
                .is_some_and(|w| w.linked);
            reload(&mut s.weapon_mut().chamber, linked, additional)?;
        }
        Edit::Fate(f) => s.fate = *f,
        Edit::Name(n) => {
            if n.as_ref().is_some_and(|n| n.chars().count() > 40) {
                return Err(rule("wwb-err-name-long"));
            }
            s.name = n.clone().filter(|n| !n.trim().is_empty());
        }
    }
    Ok(Line::new("wwb-log-edit").arg("who", label))
}

/// Attack boxes of a card (an unknown card counts one box per magazine, the least it can have).
pub fn weapon_attacks(data: &WwbData, card: Option<&str>) -> u8 {
    card.and_then(|c| data.weapon(c)).map_or(1, |w| w.attacks)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::we_were_brothers::data::embedded;
    use crate::games::we_were_brothers::squad::{Army, Chamber};

    #[test]
    fn chamber_die_walks_right_then_reloads_l133_l135_l141() {
        // L135: set to 5 magazines on the first attack box.
        let mut c = Chamber::loaded(5);
        for _ in 0..3 {
            shot(&mut c, 4).unwrap();
        }
        assert_eq!(c.attack, 4);
        shot(&mut c, 4).unwrap();
        assert!(
            c.is_empty(),
            "after the last attack the die goes on the magazines (L139)"
        );
        assert!(shot(&mut c, 4).is_err());
        reload(&mut c, false, true).unwrap();
        assert_eq!((c.magazines, c.attack), (4, 1));
        let mut dry = Chamber {
            magazines: 0,
            attack: 0,
        };
        assert_eq!(
            reload(&mut dry, false, true),
            Err(rule("wwb-err-no-magazines"))
        );
        let mut linked = Chamber::loaded(3);
        assert_eq!(
            reload(&mut linked, true, true),
            Err(rule("wwb-err-linked-reload"))
        );
        assert!(reload(&mut linked, true, false).is_ok());
    }

    #[test]
    fn satchel_fills_both_boxes_and_needs_explosives_l585_l601() {
        let d = embedded();
        let mut sq = Squad::new("Able", Army::UsArmy);
        let sat = Edit::Equipment {
            slot: 0,
            item: Some(Equipment::Satchel),
        };
        assert!(apply(&d, &mut sq, 0, &sat, true).is_err());
        sq.set_specialist(0, Some(Specialist::Engineer)).unwrap();
        apply(&d, &mut sq, 0, &sat, true).unwrap();
        assert_eq!(sq.soldiers[0].equipment, [Some(Equipment::Satchel); 2]);
        let smoke = Edit::Equipment {
            slot: 1,
            item: Some(Equipment::Smoke),
        };
        apply(&d, &mut sq, 0, &smoke, true).unwrap();
        assert_eq!(sq.soldiers[0].equipment, [None, Some(Equipment::Smoke)]);
    }
}
