//! What an attack is made of, as the players declare it: the action, the kind, each unit
//! firing (the lead and the Combined Fire supporters) and the target where it stands.

use serde::{Deserialize, Serialize};

use super::effects::{Condition, Damage};

/// The action the attack is part of.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum Fire {
    /// Concentrated Fire (L558), supporters Ready.
    #[default]
    #[serde(alias = "Concentrated")]
    Concentrated,
    /// Op Fire in the enemy's turn (L1431), supporters on Op Fire.
    #[serde(alias = "OpFire")]
    OpFire,
    /// Fire and Movement (L572-586): half FP, no long range, no support.
    #[serde(alias = "FireAndMovement")]
    FireAndMovement,
}

/// Normal kills figures or damages vehicles; suppressive breaks squads (L1249-1257).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    #[default]
    #[serde(alias = "Normal")]
    Normal,
    #[serde(alias = "Suppressive")]
    Suppressive,
}

/// The range band: close (adjacent) hits on 4-6, normal on 5-6, long on 6 (L1215-1223).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, PartialOrd, Ord)]
pub enum Band {
    Close,
    Normal,
    Long,
}

impl Band {
    pub fn hits_on(self) -> u8 {
        match self {
            Band::Close => 4,
            Band::Normal => 5,
            Band::Long => 6,
        }
    }
    pub fn msg(self) -> &'static str {
        match self {
            Band::Close => "toi-band-close",
            Band::Normal => "toi-band-normal",
            Band::Long => "toi-band-long",
        }
    }
}

/// One unit taking part in the attack: the lead unit or a Combined Fire supporter.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Firer {
    /// Firepower against the target's type (vs infantry for a squad, vs vehicles for a
    /// vehicle), summed over the figures that fire (L1204-1206).
    pub fp: u32,
    /// Range from the reference card (the shortest of the figures that fire, L1067).
    pub range: u32,
    /// Hexes to the target: 1 is adjacent; 0 is the firer's own hex (Op Fire at a blitzing
    /// tank, L1862).
    pub distance: u32,
    /// On a higher level than the target: +1 range (L1073-1075).
    #[serde(default)]
    pub higher: bool,
    /// A vehicle with heavy damage: FP halved (L1302).
    #[serde(default)]
    pub heavy_damage: bool,
    /// A pinned squad rallied by an officer in its hex: Concentrated Fire at half FP (L1358).
    #[serde(default)]
    pub rallied: bool,
    /// Firing from a barbed-wire hex (L2236), a minefield (L2270) or smoke (L2280): half FP.
    #[serde(default)]
    pub from_wire: bool,
    /// Firing from a minefield hex: half FP.
    #[serde(default)]
    pub from_minefield: bool,
    /// Firing from a smoke hex: half FP.
    #[serde(default)]
    pub from_smoke: bool,
    /// A pinned or disrupted squad firing under "Difesa disperata": half FP (L1993).
    #[serde(default)]
    pub desperate: bool,
    /// Anti-tank squad: against vehicles range 3 and +3 FP, also supporting (L2043-2045).
    #[serde(default)]
    pub anti_tank: bool,
    /// Flamethrower squad: against an adjacent enemy +2 FP and the target −5 cover (L2053).
    #[serde(default)]
    pub flamethrower: bool,
    /// A tank (Potenza di fuoco violenta): +3 FP and +3 range against a squad in a building or
    /// bunker (L1856).
    #[serde(default)]
    pub tank: bool,
    /// Op Fire by the squad's machine guns alone: the squad is not Fatigued and keeps its Op
    /// Fire token (Fuoco di Opportunità Rapido, L1719-1733).
    #[serde(default)]
    pub mg_only: bool,
}

impl Firer {
    pub fn new(fp: u32, range: u32, distance: u32) -> Firer {
        Firer {
            fp,
            range,
            distance,
            higher: false,
            heavy_damage: false,
            rallied: false,
            from_wire: false,
            from_minefield: false,
            from_smoke: false,
            desperate: false,
            anti_tank: false,
            flamethrower: false,
            tank: false,
            mg_only: false,
        }
    }
}

/// A fortification holding the target squad (L2204-2228).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum Fort {
    #[default]
    #[serde(alias = "None")]
    None,
    /// +2 cover on top of the terrain (L2210).
    #[serde(alias = "Entrenched")]
    Entrenched,
    /// +6 cover on top of the terrain (L2224).
    #[serde(alias = "Bunker")]
    Bunker,
}

impl Fort {
    pub fn cover(self) -> u32 {
        match self {
            Fort::None => 0,
            Fort::Entrenched => 2,
            Fort::Bunker => 6,
        }
    }
}

/// A vehicle target.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Vehicle {
    /// Armour from the reference card (L1239).
    pub armour: u32,
    #[serde(default)]
    pub damage: Damage,
    /// A heavy vehicle (tank): light damage from Op Fire does not stop it (Resistenza, L1854).
    #[serde(default)]
    pub heavy: bool,
    /// A truck: heavy damage destroys it (L1822).
    #[serde(default)]
    pub fragile: bool,
    /// Solid Armour (e.g. Tiger I): one red die turned to a 6 after the roll (L1864).
    #[serde(default)]
    pub solid: bool,
}

/// The unit fired at and where it stands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Target {
    /// `Some` for a vehicle, `None` for a squad.
    #[serde(default)]
    pub vehicle: Option<Vehicle>,
    /// Terrain cover of the hex (0-3, L2101-2196).
    #[serde(default)]
    pub cover: u32,
    /// The hex is a building: its terrain cover is 3 (L2196), and a tank's Violent Firepower
    /// applies (L1856).
    #[serde(default)]
    pub building: bool,
    /// Smoke in the target's hex.
    #[serde(default)]
    pub smoke: bool,
    /// Tank traps in the target's hex.
    #[serde(default)]
    pub tank_traps: bool,
    #[serde(default)]
    pub fort: Fort,
    #[serde(default)]
    pub condition: Condition,
    /// Figures on the base (MG and mortar count as one), if the player says.
    #[serde(default)]
    pub figures: Option<u32>,
    /// Elite figures in the squad: +1 cover each against suppressive attacks (L1702).
    #[serde(default)]
    pub elites: u32,
    /// An officer in the hex: +1 cover against suppressive attacks (L1804).
    #[serde(default)]
    pub officer: bool,
    /// A medic squad in the hex: +1 cover against normal attacks (L2061).
    #[serde(default)]
    pub medic: bool,
}

/// An attack as the players declare it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Attack {
    /// The action it is made with: Concentrated Fire (the default), Op Fire or Fire and
    /// Movement.
    #[serde(default)]
    pub fire: Fire,
    /// Normal (the default) or suppressive.
    #[serde(default)]
    pub kind: Kind,
    /// The lead unit.
    pub lead: Firer,
    /// The units joining in Combined Fire (none by default).
    #[serde(default)]
    pub support: Vec<Firer>,
    /// The unit fired at and its hex (by default a squad in the open, no cover).
    #[serde(default)]
    pub target: Target,
    /// The readings the players chose where the rulebook contradicts itself.
    #[serde(default)]
    pub readings: Readings,
}

/// Settings for the attack's contradicting passages, each defaulting to the rulebook line
/// the digest follows.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema,
)]
#[serde(deny_unknown_fields)]
pub struct Readings {
    /// Combined Fire: step 1 of the attack sequence halves the supporters' firepower summed
    /// (L1202); the Combined Fire section halves each supporter's own, rounded up (L1374, the
    /// default). On: halve the sum.
    #[serde(default)]
    pub combined_sum: bool,
    /// A flamethrower's attack on an adjacent unit is close range (L2053, the default); the
    /// FAQ calls it normal range (L2447). On: normal range, as the FAQ says.
    #[serde(default)]
    pub flame_faq_normal: bool,
    /// Op Fire stops the mover when it pins, disrupts or damages it (the movement rules,
    /// L951, the default); the Op Fire section names only a suppressive attack (L1441). On:
    /// only a suppressive Op Fire stops the mover.
    #[serde(default)]
    pub opfire_suppressive_only: bool,
}
