//! What hits do (§3.9 of the digest): vehicle damage (L1267-1292), trucks are fragile (L1822),
//! suppression of squads (L1316-1334), figures removed by a normal attack (L1259-1265).

use serde::{Deserialize, Serialize};

/// A squad's condition (L1316-1369).
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Serialize,
    Deserialize,
    Default,
    PartialOrd,
    Ord,
    schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum Condition {
    #[default]
    #[serde(alias = "Normal")]
    Normal,
    #[serde(alias = "Pinned")]
    Pinned,
    #[serde(alias = "Disrupted")]
    Disrupted,
    /// Routed: the squad is removed.
    #[serde(alias = "Routed")]
    Routed,
}

impl Condition {
    pub fn msg(self) -> &'static str {
        match self {
            Condition::Normal => "toi-cond-normal",
            Condition::Pinned => "toi-cond-pinned",
            Condition::Disrupted => "toi-cond-disrupted",
            Condition::Routed => "toi-cond-routed",
        }
    }

    pub fn parse(s: &str) -> Option<Condition> {
        Some(match s {
            "normal" | "ready" => Condition::Normal,
            "pinned" => Condition::Pinned,
            "disrupted" => Condition::Disrupted,
            _ => return None,
        })
    }

    /// After `hits` of a suppressive attack (the table at L1316-1334).
    pub fn after_suppression(self, hits: u32) -> Condition {
        use Condition::*;
        match (self, hits) {
            (c, 0) => c,
            (Normal, 1 | 2) => Pinned,
            (Normal, 3) => Disrupted,
            (Pinned, 1 | 2) => Disrupted,
            _ => Routed,
        }
    }
}

/// A vehicle's damage (L1267-1314).
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Serialize,
    Deserialize,
    Default,
    PartialOrd,
    Ord,
    schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum Damage {
    #[default]
    #[serde(alias = "Undamaged")]
    Undamaged,
    #[serde(alias = "Light")]
    Light,
    #[serde(alias = "Heavy")]
    Heavy,
    #[serde(alias = "Destroyed")]
    Destroyed,
}

impl Damage {
    pub fn msg(self) -> &'static str {
        match self {
            Damage::Undamaged => "toi-dmg-undamaged",
            Damage::Light => "toi-dmg-light",
            Damage::Heavy => "toi-dmg-heavy",
            Damage::Destroyed => "toi-dmg-destroyed",
        }
    }

    pub fn parse(s: &str) -> Option<Damage> {
        Some(match s {
            "none" | "undamaged" => Damage::Undamaged,
            "light" => Damage::Light,
            "heavy" => Damage::Heavy,
            _ => return None,
        })
    }

    /// After `hits` of a normal attack (the table at L1267-1292); a truck is destroyed by any
    /// heavy damage (Fragile, L1822).
    pub fn after_hits(self, hits: u32, fragile: bool) -> Damage {
        use Damage::*;
        let d = match (self, hits) {
            (d, 0) => d,
            (Undamaged, 1 | 2) => Light,
            (Undamaged, 3) => Heavy,
            (Light, 1 | 2) => Heavy,
            _ => Destroyed,
        };
        if fragile && d == Heavy { Destroyed } else { d }
    }

    /// Armour lost to damage: −1 for light or heavy (L1300-1302).
    pub fn armour_loss(self) -> u32 {
        match self {
            Damage::Light | Damage::Heavy => 1,
            _ => 0,
        }
    }

    /// The fewest hits that destroy a vehicle in this state (an assault defender may not put
    /// more hits on a light vehicle than that, L1518-1520).
    pub fn hits_to_destroy(self, fragile: bool) -> u32 {
        (1..=4)
            .find(|&h| self.after_hits(h, fragile) == Damage::Destroyed)
            .unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vehicle_damage_table_l1267() {
        use Damage::*;
        assert_eq!(Undamaged.after_hits(2, false), Light);
        assert_eq!(Undamaged.after_hits(3, false), Heavy);
        assert_eq!(Undamaged.after_hits(4, false), Destroyed);
        assert_eq!(Light.after_hits(2, false), Heavy);
        assert_eq!(Light.after_hits(3, false), Destroyed);
        assert_eq!(Heavy.after_hits(1, false), Destroyed);
        // Fragile trucks (L1822).
        assert_eq!(Undamaged.after_hits(3, true), Destroyed);
        assert_eq!(Undamaged.hits_to_destroy(false), 4);
        assert_eq!(Light.hits_to_destroy(false), 3);
    }

    #[test]
    fn suppression_table_l1316() {
        use Condition::*;
        assert_eq!(Normal.after_suppression(1), Pinned);
        assert_eq!(Normal.after_suppression(3), Disrupted);
        assert_eq!(Normal.after_suppression(4), Routed);
        assert_eq!(Pinned.after_suppression(2), Disrupted);
        assert_eq!(Pinned.after_suppression(3), Routed);
        assert_eq!(Disrupted.after_suppression(1), Routed);
    }
}
