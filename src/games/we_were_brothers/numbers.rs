//! `numbers.json`: the thresholds printed on markers, distances, wound sizes and fire
//! modifiers, each with the rulebook line it comes from (or why it is a reading).

use serde::Deserialize;

use crate::content::{ContentError, parse_json};

fn bad(file: &str, field: &str, expected: &str) -> ContentError {
    ContentError {
        file: file.into(),
        field: field.into(),
        expected: expected.into(),
    }
}

type N = crate::content::Sourced<i32>;

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Markers {
    pub bleeding: N,
    pub unconscious: N,
    pub suppressed: N,
    pub shaken: N,
    pub routed: N,
    pub area_suppression: N,
    pub charge_place: N,
    pub charge_detonate: N,
    pub satchel_detonate: N,
    pub door: N,
    pub lift: N,
    pub building_survives: N,
    pub disarm: N,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Distances {
    pub grenade_range: N,
    pub satchel_range: N,
    pub scatter_hx: N,
    pub bounce_hx: N,
    pub window_mhx: N,
    pub leader_zoc_mhx: N,
    pub cold_blood_hx: N,
    pub drift_near_mhx: N,
    pub drift_far_mhx: N,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Wounds {
    pub light: N,
    pub serious: N,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FireNumbers {
    pub running_firer: N,
    pub headshot: N,
    pub foreign_weapon: N,
    pub non_gunner: N,
    pub smoke: N,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OpenMods {
    pub standing: N,
    pub kneeling: N,
    pub prone: N,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CoverMod {
    pub id: String,
    pub value: i32,
    #[serde(default)]
    pub source: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SightRanges {
    pub full_moon: N,
    pub full_moon_specialist: N,
    pub new_moon: N,
    pub new_moon_specialist: N,
}

/// `numbers.json`: marker thresholds, distances, wounds and fire modifiers.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Numbers {
    #[serde(default)]
    pub source: Option<String>,
    pub markers: Markers,
    pub explosives_bonus: [N; 2],
    pub distances: Distances,
    pub wounds: Wounds,
    pub fire: FireNumbers,
    pub open: OpenMods,
    pub cover: Vec<CoverMod>,
    pub sight: SightRanges,
}

pub fn parse_numbers(file: &str, text: &str) -> Result<Numbers, ContentError> {
    let n: Numbers = parse_json(file, text)?;
    let m = &n.markers;
    for (k, v) in [
        ("bleeding", &m.bleeding),
        ("unconscious", &m.unconscious),
        ("suppressed", &m.suppressed),
        ("shaken", &m.shaken),
        ("routed", &m.routed),
        ("area_suppression", &m.area_suppression),
        ("charge_place", &m.charge_place),
        ("charge_detonate", &m.charge_detonate),
        ("satchel_detonate", &m.satchel_detonate),
        ("door", &m.door),
        ("lift", &m.lift),
        ("building_survives", &m.building_survives),
        ("disarm", &m.disarm),
    ] {
        if !(1..=12).contains(&v.value) {
            return Err(bad(
                file,
                &format!("markers.{k}.value"),
                "a marker number 1 to 12",
            ));
        }
    }
    let d = &n.distances;
    for (k, v) in [
        ("grenade_range", &d.grenade_range),
        ("satchel_range", &d.satchel_range),
        ("scatter_hx", &d.scatter_hx),
        ("bounce_hx", &d.bounce_hx),
        ("window_mhx", &d.window_mhx),
        ("leader_zoc_mhx", &d.leader_zoc_mhx),
        ("cold_blood_hx", &d.cold_blood_hx),
        ("drift_near_mhx", &d.drift_near_mhx),
        ("drift_far_mhx", &d.drift_far_mhx),
    ] {
        if !(0..=12).contains(&v.value) {
            return Err(bad(file, &format!("distances.{k}.value"), "0 to 12"));
        }
    }
    let mods = [
        ("explosives_bonus[0]", &n.explosives_bonus[0]),
        ("explosives_bonus[1]", &n.explosives_bonus[1]),
        ("wounds.light", &n.wounds.light),
        ("wounds.serious", &n.wounds.serious),
        ("fire.running_firer", &n.fire.running_firer),
        ("fire.headshot", &n.fire.headshot),
        ("fire.foreign_weapon", &n.fire.foreign_weapon),
        ("fire.non_gunner", &n.fire.non_gunner),
        ("fire.smoke", &n.fire.smoke),
        ("open.standing", &n.open.standing),
        ("open.kneeling", &n.open.kneeling),
        ("open.prone", &n.open.prone),
    ];
    for (k, v) in mods {
        if !(-8..=8).contains(&v.value) {
            return Err(bad(file, &format!("{k}.value"), "-8 to 8"));
        }
    }
    for (k, v) in [
        ("sight.full_moon", &n.sight.full_moon),
        ("sight.full_moon_specialist", &n.sight.full_moon_specialist),
        ("sight.new_moon", &n.sight.new_moon),
        ("sight.new_moon_specialist", &n.sight.new_moon_specialist),
    ] {
        if !(0..=30).contains(&v.value) {
            return Err(bad(file, &format!("{k}.value"), "0 to 30 MHx"));
        }
    }
    if n.cover.len() > 20 {
        return Err(bad(file, "cover", "at most 20 kinds of cover"));
    }
    for (i, c) in n.cover.iter().enumerate() {
        if !(-8..=8).contains(&c.value) || c.id.is_empty() || c.id.len() > 30 {
            return Err(bad(
                file,
                &format!("cover[{i}]"),
                "an id and a value -8 to 8",
            ));
        }
    }
    Ok(n)
}
