//! The optional unit roster (the item 2, as ASL's unit list): each squad or vehicle
//! with its activation (Ready / Op Fire / Fatigued, L411-431), condition (Pinned / Disrupted,
//! L1344-1369) or damage (L1286-1314), and the markers it carries; the Status phase's marker
//! step applied to all of them at once (L825-835).

use serde::{Deserialize, Serialize};

use super::attack::{Fort, MAX_FIGURES};
use super::effects::{Condition, Damage};
use super::refuse;
use crate::core::log::Line;
use crate::core::table::ActionError;

/// Most units on the roster (the box holds 48 bases and 42 vehicles).
pub const MAX_UNITS: usize = 90;

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum Activation {
    #[default]
    #[serde(alias = "Ready")]
    Ready,
    #[serde(alias = "OpFire")]
    OpFire,
    #[serde(alias = "Fatigued")]
    Fatigued,
}

impl Activation {
    pub const ALL: [Activation; 3] = [Activation::Ready, Activation::OpFire, Activation::Fatigued];
    pub fn msg(self) -> &'static str {
        match self {
            Activation::Ready => "toi-unit-ready",
            Activation::OpFire => "toi-unit-op-fire",
            Activation::Fatigued => "toi-unit-fatigued",
        }
    }
}

/// A marker a unit may carry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Marker {
    #[serde(alias = "Officer")]
    Officer,
    #[serde(alias = "Hidden")]
    Hidden,
    #[serde(alias = "Transported")]
    Transported,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unit {
    pub id: u32,
    pub name: String,
    pub side: usize,
    pub vehicle: bool,
    /// Holes filled on a squad's base (MG and mortar take 2).
    #[serde(default)]
    pub holes: u32,
    #[serde(default)]
    pub activation: Activation,
    #[serde(default)]
    pub condition: Condition,
    #[serde(default)]
    pub damage: Damage,
    #[serde(default)]
    pub fort: Fort,
    #[serde(default)]
    pub markers: Vec<Marker>,
}

impl Unit {
    pub fn has(&self, m: Marker) -> bool {
        self.markers.contains(&m)
    }
}

/// A change to the roster.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
#[serde(rename_all = "kebab-case")]
pub enum RosterAction {
    /// A unit put on the roster.
    #[serde(alias = "Add")]
    Add {
        /// Its name, as the players call it.
        name: String,
        /// Its side.
        side: usize,
        /// A vehicle (left out: a squad).
        #[serde(default)]
        vehicle: bool,
    },
    /// A unit taken off the roster, by its id.
    #[serde(alias = "Remove")]
    Remove(u32),
    /// A unit's activation: Ready, Op Fire or Fatigued.
    #[serde(alias = "Activation")]
    Activation(u32, Activation),
    /// A squad's condition: Normal, Pinned, Disrupted.
    #[serde(alias = "Condition")]
    Condition(u32, Condition),
    /// A vehicle's damage.
    #[serde(alias = "Damage")]
    Damage(u32, Damage),
    /// The fortification holding a squad.
    #[serde(alias = "Fort")]
    Fort(u32, Fort),
    /// A marker on the unit, put on or taken off.
    #[serde(alias = "Marker")]
    Marker(u32, Marker),
    /// One more (+1) or one fewer (−1) filled hole.
    #[serde(alias = "Holes")]
    Holes(u32, i32),
}

fn find(units: &mut [Unit], id: u32) -> Result<&mut Unit, ActionError> {
    units
        .iter_mut()
        .find(|u| u.id == id)
        .ok_or_else(|| refuse("toi-err-unit", vec![]))
}

/// Applies a change; `next` is the id the next unit takes.
pub fn apply(units: &mut Vec<Unit>, next: &mut u32, a: &RosterAction) -> Result<Line, ActionError> {
    match a {
        RosterAction::Add {
            name,
            side,
            vehicle,
        } => {
            let name = name.trim();
            if name.is_empty() || name.chars().count() > 40 || *side > 1 {
                return Err(refuse("toi-err-unit-name", vec![]));
            }
            if units.len() >= MAX_UNITS {
                return Err(refuse("toi-err-unit-full", vec![]));
            }
            *next += 1;
            units.push(Unit {
                id: *next,
                name: name.to_string(),
                side: *side,
                vehicle: *vehicle,
                holes: if *vehicle { 0 } else { MAX_FIGURES },
                activation: Activation::Ready,
                condition: Condition::Normal,
                damage: Damage::Undamaged,
                fort: Fort::None,
                markers: vec![],
            });
            Ok(Line::new("toi-log-unit-added").arg("name", name.to_string()))
        }
        RosterAction::Remove(id) => {
            let name = find(units, *id)?.name.clone();
            units.retain(|u| u.id != *id);
            Ok(Line::new("toi-log-unit-removed").arg("name", name))
        }
        RosterAction::Activation(id, x) => {
            let u = find(units, *id)?;
            if *x == Activation::OpFire && u.condition != Condition::Normal {
                // Pinned or disrupted squads cannot be put on Op Fire (L1362-1366).
                return Err(refuse("toi-err-op-fire-condition", vec![]));
            }
            u.activation = *x;
            Ok(Line::new("toi-log-unit")
                .arg("name", u.name.clone())
                .msg_arg("what", x.msg()))
        }
        RosterAction::Condition(id, c) => {
            let u = find(units, *id)?;
            if u.vehicle {
                return Err(refuse("toi-err-suppress-vehicle", vec![]));
            }
            u.condition = *c;
            // A unit on Op Fire that becomes pinned or disrupted is Fatigued (L1366).
            if *c != Condition::Normal && u.activation == Activation::OpFire {
                u.activation = Activation::Fatigued;
            }
            Ok(Line::new("toi-log-unit")
                .arg("name", u.name.clone())
                .msg_arg("what", c.msg()))
        }
        RosterAction::Damage(id, d) => {
            let u = find(units, *id)?;
            if !u.vehicle {
                return Err(refuse("toi-err-unit", vec![]));
            }
            u.damage = *d;
            Ok(Line::new("toi-log-unit")
                .arg("name", u.name.clone())
                .msg_arg("what", d.msg()))
        }
        RosterAction::Fort(id, f) => {
            let u = find(units, *id)?;
            if u.vehicle && *f != Fort::None {
                return Err(refuse("toi-err-unit", vec![]));
            }
            u.fort = *f;
            Ok(Line::new("toi-log-unit-fort").arg("name", u.name.clone()))
        }
        RosterAction::Marker(id, m) => {
            let u = find(units, *id)?;
            if u.vehicle && *m == Marker::Hidden {
                // Vehicles cannot be hidden (L1544).
                return Err(refuse("toi-err-unit", vec![]));
            }
            if u.has(*m) {
                u.markers.retain(|x| x != m);
            } else {
                u.markers.push(*m);
            }
            Ok(Line::new("toi-log-unit-fort").arg("name", u.name.clone()))
        }
        RosterAction::Holes(id, d) => {
            let u = find(units, *id)?;
            let n = i64::from(u.holes) + i64::from(*d);
            if u.vehicle || !(0..=i64::from(MAX_FIGURES)).contains(&n) {
                return Err(refuse("toi-err-unit", vec![]));
            }
            u.holes = n as u32;
            Ok(Line::new("toi-log-unit-holes")
                .arg("name", u.name.clone())
                .arg("n", n))
        }
    }
}

/// Status phase, step 2 (L825-835): every activation token off; Pinned off; Disrupted
/// becomes Pinned, or comes off with an officer in the squad's hex (here: the squad carries the
/// officer marker, meaning an officer is with it).
pub fn clear_markers(units: &mut [Unit]) -> Line {
    let mut n = 0;
    for u in units.iter_mut() {
        u.activation = Activation::Ready;
        u.condition = match u.condition {
            Condition::Disrupted if !u.has(Marker::Officer) => Condition::Pinned,
            _ => Condition::Normal,
        };
        n += 1;
    }
    Line::new("toi-log-markers-cleared").arg("n", n as i64)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn roster() -> (Vec<Unit>, u32) {
        let mut u = vec![];
        let mut next = 0;
        for (name, vehicle) in [("A", false), ("B", false), ("Tiger", true)] {
            apply(
                &mut u,
                &mut next,
                &RosterAction::Add {
                    name: name.into(),
                    side: 0,
                    vehicle,
                },
            )
            .expect("added");
        }
        (u, next)
    }

    /// L825-835: activation off, Pinned off, Disrupted → Pinned, or off with an officer.
    #[test]
    fn status_clears_markers_l825() {
        let (mut u, mut next) = roster();
        for a in [
            RosterAction::Condition(1, Condition::Disrupted),
            RosterAction::Condition(2, Condition::Disrupted),
            RosterAction::Marker(2, Marker::Officer),
            RosterAction::Activation(3, Activation::Fatigued),
        ] {
            apply(&mut u, &mut next, &a).expect("applied");
        }
        clear_markers(&mut u);
        assert_eq!(u[0].condition, Condition::Pinned);
        assert_eq!(u[1].condition, Condition::Normal);
        assert_eq!(u[2].activation, Activation::Ready);
    }

    /// Pinned squads cannot go on Op Fire (L1362); a squad on Op Fire that is pinned is
    /// Fatigued (L1366); vehicles are never suppressed or hidden.
    #[test]
    fn refusals() {
        let (mut u, mut next) = roster();
        apply(
            &mut u,
            &mut next,
            &RosterAction::Activation(1, Activation::OpFire),
        )
        .expect("ok");
        apply(
            &mut u,
            &mut next,
            &RosterAction::Condition(1, Condition::Pinned),
        )
        .expect("ok");
        assert_eq!(u[0].activation, Activation::Fatigued);
        assert!(
            apply(
                &mut u,
                &mut next,
                &RosterAction::Activation(1, Activation::OpFire)
            )
            .is_err()
        );
        assert!(
            apply(
                &mut u,
                &mut next,
                &RosterAction::Condition(3, Condition::Pinned)
            )
            .is_err()
        );
        assert!(apply(&mut u, &mut next, &RosterAction::Marker(3, Marker::Hidden)).is_err());
        assert!(
            apply(&mut u, &mut next, &RosterAction::Holes(1, 1)).is_err(),
            "already full"
        );
    }
}
