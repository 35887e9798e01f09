//! The numbers ASL needs beyond the standard data files: the Infantry Fire Table, the Close
//! Combat Table, the Leader Creation Table, the terrain chart and the marker table. Each is
//! embedded and may be replaced by the player's own copy in `<data folder>/asl-sk1/<file>`;
//! a broken copy is reported (file, field, what was expected) and the embedded one is used.

use std::hash::{Hash, Hasher};
use std::sync::{Arc, Mutex};

use serde::Deserialize;
use serde::de::DeserializeOwned;

use super::fire::IftResult;
use crate::content::{ContentError, parse_json};
use crate::core::def::GameDef;

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IftRow {
    pub dr: i32,
    pub results: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IftFile {
    #[serde(default)]
    pub source: Option<String>,
    pub columns: Vec<u32>,
    #[serde(default)]
    pub columns_source: Option<String>,
    #[serde(default)]
    pub rows_source: Option<String>,
    pub rows: Vec<IftRow>,
}

/// The IFT, checked: `cells[row][column]`.
#[derive(Debug, Clone, PartialEq)]
pub struct Ift {
    pub columns: Vec<u32>,
    pub first_dr: i32,
    pub cells: Vec<Vec<IftResult>>,
    pub source: Option<String>,
}

impl Ift {
    /// The result at column index `col` and final DR `dr` (below the first row reads the first
    /// row; past the last row is No Effect).
    pub fn lookup(&self, col: usize, dr: i32) -> IftResult {
        let row = (dr - self.first_dr).max(0) as usize;
        self.cells
            .get(row)
            .and_then(|r| r.get(col))
            .copied()
            .unwrap_or(IftResult::NoEffect)
    }
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CctColumn {
    pub odds: String,
    pub attacker: u32,
    pub defender: u32,
    pub kill: i32,
    /// Every ratio below this one (only the first column): the CCT's "<1:8".
    #[serde(default)]
    pub below: bool,
    /// Only ratios strictly better than this one (only the last column): the CCT's ">10:1".
    #[serde(default)]
    pub above: bool,
    #[serde(default)]
    pub source: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Cct {
    #[serde(default)]
    pub source: Option<String>,
    pub columns: Vec<CctColumn>,
    #[serde(default)]
    pub rounding_source: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LctBand {
    pub max: i32,
    pub leader: String,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Nationality {
    pub id: String,
    pub name: String,
    pub drm: i32,
    #[serde(default)]
    pub source: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoraleDrm {
    #[serde(default)]
    pub at_least: Option<i32>,
    #[serde(default)]
    pub at_most: Option<i32>,
    pub drm: i32,
    #[serde(default)]
    pub source: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lct {
    #[serde(default)]
    pub source: Option<String>,
    pub bands: Vec<LctBand>,
    pub nationalities: Vec<Nationality>,
    pub morale_good: MoraleDrm,
    pub morale_poor: MoraleDrm,
    pub self_rally_drm: MoraleDrm,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Terrain {
    pub id: String,
    pub name: String,
    pub tem: i32,
    pub mf: String,
    pub open_ground: bool,
    #[serde(default)]
    pub hindrance: i32,
    #[serde(default)]
    pub source: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TerrainFile {
    #[serde(default)]
    pub source: Option<String>,
    pub terrain: Vec<Terrain>,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MarkerDef {
    pub id: String,
    pub name: String,
    /// Whose units carry it: `attacker`, `defender` or `both`.
    pub side: String,
    /// Phases in which it may be placed.
    #[serde(default)]
    pub on: Vec<String>,
    /// Comes off at the end of this phase.
    #[serde(default)]
    pub off_end: Option<String>,
    /// Comes off at the start of this phase.
    #[serde(default)]
    pub off_start: Option<String>,
    #[serde(default)]
    pub source: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MarkerFile {
    #[serde(default)]
    pub source: Option<String>,
    pub markers: Vec<MarkerDef>,
}

/// Every ASL table, validated.
#[derive(Debug, Clone, PartialEq)]
pub struct AslData {
    pub ift: Ift,
    pub cct: Cct,
    pub lct: Lct,
    pub terrain: TerrainFile,
    pub markers: MarkerFile,
    pub movement: Movement,
    pub weapons: Weapons,
    pub sw: SwNumbers,
}

/// A number with the rulebook lines it comes from.
pub type Sourced = crate::content::Sourced<i32>;

/// Movement and portage numbers (`movement.json`).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Movement {
    #[serde(default)]
    pub source: Option<String>,
    pub mmc_mf: Sourced,
    pub mmc_inexperienced_mf: Sourced,
    pub smc_mf: Sourced,
    pub smc_wounded_mf: Sourced,
    pub road_bonus_mf: Sourced,
    pub leader_bonus_mf: Sourced,
    pub double_time_mf: Sourced,
    pub mmc_ipc: Sourced,
    pub smc_ipc: Sourced,
    pub smc_max_pp: Sourced,
    pub leader_ipc_bonus: Sourced,
    pub cx_ipc: Sourced,
    pub mf_per_excess_pp: Sourced,
}

/// Starting firepower and B#/X# of units and support weapons (`weapons.json`).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Weapons {
    #[serde(default)]
    pub source: Option<String>,
    pub squad_fp: Sourced,
    pub half_squad_fp: Sourced,
    pub mg_fp: Sourced,
    pub ft_fp: Sourced,
    pub dc_fp: Sourced,
    pub mg_breakdown: Sourced,
    pub ft_elimination: Sourced,
    pub ft_elimination_non_elite: Sourced,
    pub dc_elimination: Sourced,
    pub dc_non_elite_elimination: Sourced,
}

impl Weapons {
    /// The firepower a new firer of this kind starts with.
    pub fn fp(&self, kind: super::fire::ItemKind) -> u32 {
        use super::fire::ItemKind as K;
        let v = match kind {
            K::Squad => &self.squad_fp,
            K::HalfSquad => &self.half_squad_fp,
            K::Mg => &self.mg_fp,
            K::Ft => &self.ft_fp,
            K::Dc => &self.dc_fp,
        };
        v.value.max(0) as u32
    }

    /// The B# (MG) or X# (FT, DC) when the counter's own is not entered.
    pub fn number(&self, kind: super::fire::ItemKind, elite: bool) -> Option<u8> {
        use super::fire::ItemKind as K;
        let v = match (kind, elite) {
            (K::Mg, _) => &self.mg_breakdown,
            (K::Ft, true) => &self.ft_elimination,
            (K::Ft, false) => &self.ft_elimination_non_elite,
            (K::Dc, true) => &self.dc_elimination,
            (K::Dc, false) => &self.dc_non_elite_elimination,
            _ => return None,
        };
        u8::try_from(v.value).ok()
    }
}

/// The dr numbers of support weapon recovery and repair and of smoke grenades (`sw.json`).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SwNumbers {
    #[serde(default)]
    pub source: Option<String>,
    pub repair_eliminated_dr: Sourced,
    pub recovery_max_dr: Sourced,
    pub recovery_cx_drm: Sourced,
    pub recovery_mph_mf: Sourced,
    pub smoke_cx_drm: Sourced,
    pub smoke_stop_dr: Sourced,
    pub smoke_mf_own_hex: Sourced,
    pub smoke_mf_adjacent: Sourced,
    pub smoke_hindrance: Sourced,
    pub smoke_enter_mf: Sourced,
}

const IFT: &str = include_str!("../../../data/asl-sk1/ift.json");
const CCT: &str = include_str!("../../../data/asl-sk1/cct.json");
const LCT: &str = include_str!("../../../data/asl-sk1/leader-creation.json");
const TERRAIN: &str = include_str!("../../../data/asl-sk1/terrain.json");
const MOVEMENT: &str = include_str!("../../../data/asl-sk1/movement.json");
const MARKERS: &str = include_str!("../../../data/asl-sk1/markers.json");
const WEAPONS: &str = include_str!("../../../data/asl-sk1/weapons.json");
const SW: &str = include_str!("../../../data/asl-sk1/sw.json");

fn err(file: &str, field: impl Into<String>, expected: impl Into<String>) -> ContentError {
    ContentError {
        file: file.to_string(),
        field: field.into(),
        expected: expected.into(),
    }
}

/// Checks an IFT file and turns its cells into results.
pub fn check_ift(file: &str, f: &IftFile) -> Result<Ift, ContentError> {
    if f.columns.is_empty() {
        return Err(err(file, "columns", "at least one column"));
    }
    if f.columns.windows(2).any(|w| w[0] >= w[1]) || f.columns[0] == 0 {
        return Err(err(
            file,
            "columns",
            "firepower columns from 1 up, strictly increasing",
        ));
    }
    if f.columns.len() > 40 || f.columns.iter().any(|&c| c > 1000) {
        return Err(err(
            file,
            "columns",
            "at most 40 columns, each at most 1000 FP",
        ));
    }
    // A chart's DRs run from about 0 to 15; these bounds keep every row number in range.
    if f.rows.is_empty() || f.rows.len() > 40 {
        return Err(err(file, "rows", "from 1 to 40 rows"));
    }
    let first_dr = f.rows[0].dr;
    if !(-20..=20).contains(&first_dr) {
        return Err(err(
            file,
            "rows[0].dr",
            format!("a first DR from -20 to 20, found {first_dr}"),
        ));
    }
    let mut cells = Vec::new();
    for (i, r) in f.rows.iter().enumerate() {
        if r.dr != first_dr + i as i32 {
            return Err(err(
                file,
                format!("rows[{i}].dr"),
                format!("consecutive DRs, {} here", first_dr + i as i32),
            ));
        }
        if r.results.len() != f.columns.len() {
            return Err(err(
                file,
                format!("rows[{i}].results"),
                format!("one result per column ({})", f.columns.len()),
            ));
        }
        let mut row = Vec::new();
        for (j, s) in r.results.iter().enumerate() {
            row.push(IftResult::parse(s).ok_or_else(|| {
                err(
                    file,
                    format!("rows[{i}].results[{j}]"),
                    format!("one of #KIA, K/#, #MC, NMC, PTC or -, found '{s}'"),
                )
            })?);
        }
        cells.push(row);
    }
    Ok(Ift {
        columns: f.columns.clone(),
        first_dr,
        cells,
        source: f.source.clone(),
    })
}

fn check_cct(file: &str, c: &Cct) -> Result<(), ContentError> {
    if c.columns.is_empty() {
        return Err(err(file, "columns", "at least one column"));
    }
    for (i, col) in c.columns.iter().enumerate() {
        if col.attacker == 0 || col.defender == 0 {
            return Err(err(
                file,
                format!("columns[{i}]"),
                "attacker and defender of at least 1",
            ));
        }
        if (col.below && i != 0) || (col.above && i + 1 != c.columns.len()) {
            return Err(err(
                file,
                format!("columns[{i}]"),
                "'below' only on the first column, 'above' only on the last",
            ));
        }
        if !(-20..=20).contains(&col.kill) {
            return Err(err(
                file,
                format!("columns[{i}].kill"),
                "a kill number from -20 to 20",
            ));
        }
        if let Some(prev) = i.checked_sub(1).and_then(|p| c.columns.get(p)) {
            // prev ratio < this ratio (or equal, next to a 'below' or 'above' column)
            let (lo, hi) = (
                (prev.attacker as u64) * (col.defender as u64),
                (col.attacker as u64) * (prev.defender as u64),
            );
            let equal_ok = prev.below || col.above;
            if lo > hi || (lo == hi && !equal_ok) {
                return Err(err(
                    file,
                    format!("columns[{i}]"),
                    "odds in increasing order",
                ));
            }
        }
    }
    Ok(())
}

fn check_movement(file: &str, m: &Movement) -> Result<(), ContentError> {
    let allowances = [
        ("mmc_mf", &m.mmc_mf),
        ("mmc_inexperienced_mf", &m.mmc_inexperienced_mf),
        ("smc_mf", &m.smc_mf),
        ("smc_wounded_mf", &m.smc_wounded_mf),
        ("mmc_ipc", &m.mmc_ipc),
        ("smc_ipc", &m.smc_ipc),
        ("smc_max_pp", &m.smc_max_pp),
    ];
    for (field, v) in allowances {
        if !(0..=20).contains(&v.value) {
            return Err(err(file, format!("{field}.value"), "a number from 0 to 20"));
        }
    }
    let changes = [
        ("road_bonus_mf", &m.road_bonus_mf),
        ("leader_bonus_mf", &m.leader_bonus_mf),
        ("double_time_mf", &m.double_time_mf),
        ("leader_ipc_bonus", &m.leader_ipc_bonus),
        ("cx_ipc", &m.cx_ipc),
        ("mf_per_excess_pp", &m.mf_per_excess_pp),
    ];
    for (field, v) in changes {
        if !(-20..=20).contains(&v.value) {
            return Err(err(
                file,
                format!("{field}.value"),
                "a number from -20 to 20",
            ));
        }
    }
    Ok(())
}

fn check_weapons(file: &str, w: &Weapons) -> Result<(), ContentError> {
    let fps = [
        ("squad_fp", &w.squad_fp),
        ("half_squad_fp", &w.half_squad_fp),
        ("mg_fp", &w.mg_fp),
        ("ft_fp", &w.ft_fp),
        ("dc_fp", &w.dc_fp),
    ];
    for (field, v) in fps {
        if !(1..=99).contains(&v.value) {
            return Err(err(
                file,
                format!("{field}.value"),
                "a firepower from 1 to 99",
            ));
        }
    }
    let numbers = [
        ("mg_breakdown", &w.mg_breakdown),
        ("ft_elimination", &w.ft_elimination),
        ("ft_elimination_non_elite", &w.ft_elimination_non_elite),
        ("dc_elimination", &w.dc_elimination),
        ("dc_non_elite_elimination", &w.dc_non_elite_elimination),
    ];
    for (field, v) in numbers {
        if !(2..=12).contains(&v.value) {
            return Err(err(
                file,
                format!("{field}.value"),
                "a dice roll from 2 to 12",
            ));
        }
    }
    Ok(())
}

fn check_sw(file: &str, w: &SwNumbers) -> Result<(), ContentError> {
    // dr's: a face of one die.
    let faces = [
        ("repair_eliminated_dr", &w.repair_eliminated_dr),
        ("recovery_max_dr", &w.recovery_max_dr),
        ("smoke_stop_dr", &w.smoke_stop_dr),
    ];
    for (field, v) in faces {
        if !(1..=6).contains(&v.value) {
            return Err(err(
                file,
                format!("{field}.value"),
                "a die face from 1 to 6",
            ));
        }
    }
    let small = [
        ("recovery_cx_drm", &w.recovery_cx_drm),
        ("recovery_mph_mf", &w.recovery_mph_mf),
        ("smoke_cx_drm", &w.smoke_cx_drm),
        ("smoke_mf_own_hex", &w.smoke_mf_own_hex),
        ("smoke_mf_adjacent", &w.smoke_mf_adjacent),
        ("smoke_hindrance", &w.smoke_hindrance),
        ("smoke_enter_mf", &w.smoke_enter_mf),
    ];
    for (field, v) in small {
        if !(0..=6).contains(&v.value) {
            return Err(err(file, format!("{field}.value"), "a number from 0 to 6"));
        }
    }
    Ok(())
}

fn check_lct(file: &str, l: &Lct) -> Result<(), ContentError> {
    if l.bands.is_empty() || l.bands.windows(2).any(|w| w[0].max >= w[1].max) {
        return Err(err(file, "bands", "at least one band, 'max' increasing"));
    }
    let drms = l
        .nationalities
        .iter()
        .enumerate()
        .map(|(i, n)| (format!("nationalities[{i}].drm"), n.drm))
        .chain([
            ("morale_good.drm".to_string(), l.morale_good.drm),
            ("morale_poor.drm".to_string(), l.morale_poor.drm),
            ("self_rally_drm.drm".to_string(), l.self_rally_drm.drm),
        ]);
    for (field, v) in drms {
        if !(-20..=20).contains(&v) {
            return Err(err(file, field, "a drm from -20 to 20"));
        }
    }
    Ok(())
}

/// Checks one of this game's own files; the content loader calls it for the player's copy, so
/// a broken copy is reported (file, field, what was expected) and the embedded one kept.
pub fn validate(name: &str, file: &str, text: &str) -> Result<(), ContentError> {
    match name {
        "ift.json" => check_ift(file, &parse_json::<IftFile>(file, text)?).map(|_| ()),
        "cct.json" => check_cct(file, &parse_json::<Cct>(file, text)?),
        "leader-creation.json" => check_lct(file, &parse_json::<Lct>(file, text)?),
        "terrain.json" => parse_json::<TerrainFile>(file, text).map(|_| ()),
        "markers.json" => parse_json::<MarkerFile>(file, text).map(|_| ()),
        "movement.json" => check_movement(file, &parse_json::<Movement>(file, text)?),
        "weapons.json" => check_weapons(file, &parse_json::<Weapons>(file, text)?),
        "sw.json" => check_sw(file, &parse_json::<SwNumbers>(file, text)?),
        _ => Ok(()),
    }
}

fn parse<T: DeserializeOwned>(
    id: &str,
    name: &str,
    get: &dyn Fn(&str) -> Option<String>,
) -> Result<T, ContentError> {
    let label = format!("data/{id}/{name}");
    let text = get(name).ok_or_else(|| err(&label, "(file)", "this file to exist"))?;
    parse_json::<T>(&label, &text)
}

impl AslData {
    /// Builds the tables from file texts (`get` gives a file's text by name).
    fn from_texts(id: &str, get: &dyn Fn(&str) -> Option<String>) -> Result<AslData, ContentError> {
        let label = |n: &str| format!("data/{id}/{n}");
        let ift = check_ift(&label("ift.json"), &parse(id, "ift.json", get)?)?;
        let cct: Cct = parse(id, "cct.json", get)?;
        check_cct(&label("cct.json"), &cct)?;
        let lct: Lct = parse(id, "leader-creation.json", get)?;
        check_lct(&label("leader-creation.json"), &lct)?;
        Ok(AslData {
            ift,
            cct,
            lct,
            terrain: parse(id, "terrain.json", get)?,
            markers: parse(id, "markers.json", get)?,
            movement: {
                let m: Movement = parse(id, "movement.json", get)?;
                check_movement(&label("movement.json"), &m)?;
                m
            },
            weapons: {
                let w: Weapons = parse(id, "weapons.json", get)?;
                check_weapons(&label("weapons.json"), &w)?;
                w
            },
            sw: {
                let w: SwNumbers = parse(id, "sw.json", get)?;
                check_sw(&label("sw.json"), &w)?;
                w
            },
        })
    }

    /// The tables of a loaded game definition: the player's valid copies, else the embedded
    /// files (the content loader has already checked and reported them).
    pub fn of(def: &GameDef) -> Result<AslData, ContentError> {
        AslData::from_texts(&def.id, &|n| def.files.get(n).cloned())
    }

    /// The embedded tables only.
    pub fn embedded() -> AslData {
        let get = |n: &str| {
            Some(
                match n {
                    "ift.json" => IFT,
                    "cct.json" => CCT,
                    "leader-creation.json" => LCT,
                    "terrain.json" => TERRAIN,
                    "markers.json" => MARKERS,
                    "movement.json" => MOVEMENT,
                    "weapons.json" => WEAPONS,
                    "sw.json" => SW,
                    _ => return None,
                }
                .to_string(),
            )
        };
        // The embedded files are checked by the tests, so this cannot fail in a release.
        match AslData::from_texts(super::ID, &get) {
            Ok(d) => d,
            Err(e) => panic!("embedded ASL data is broken: {e}"),
        }
    }

    /// Every message id the tables use (for the i18n tests).
    pub fn message_ids(&self) -> Vec<String> {
        let mut out: Vec<String> = self
            .terrain
            .terrain
            .iter()
            .map(|t| t.name.clone())
            .collect();
        out.extend(self.markers.markers.iter().map(|m| m.name.clone()));
        out.extend(self.lct.nationalities.iter().map(|n| n.name.clone()));
        out
    }
}

/// The last tables built, with a fingerprint of the texts they came from: the panels ask for
/// them on every frame, and parsing the IFT each time would be wasted work.
static CACHE: Mutex<Option<(u64, Arc<AslData>)>> = Mutex::new(None);

/// The tables for a game definition, built once per distinct set of files. Should the files
/// somehow not build (the loader checks them first), the embedded tables are used.
pub fn for_def(def: &GameDef) -> Arc<AslData> {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    def.files.hash(&mut h);
    let key = h.finish();
    let mut cache = CACHE.lock().unwrap_or_else(|p| p.into_inner());
    if let Some((k, d)) = cache.as_ref()
        && *k == key
    {
        return d.clone();
    }
    let d = Arc::new(AslData::of(def).unwrap_or_else(|_| AslData::embedded()));
    *cache = Some((key, d.clone()));
    d
}
