//! The numbers ASL needs beyond the standard data files: the Infantry Fire Table, the Close
//! Combat Table, the Leader Creation Table, the terrain chart and the marker table. Each is
//! embedded and may be replaced by the player's own copy in `<data folder>/asl-sk1/<file>`;
//! a broken copy is reported (file, field, what was expected) and the embedded one is used.

use std::path::Path;
use std::sync::OnceLock;

use serde::Deserialize;
use serde::de::DeserializeOwned;

use super::fire::IftResult;
use crate::content::{ContentError, parse_json};

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
}

const IFT: &str = include_str!("../../../data/asl-sk1/ift.json");
const CCT: &str = include_str!("../../../data/asl-sk1/cct.json");
const LCT: &str = include_str!("../../../data/asl-sk1/leader-creation.json");
const TERRAIN: &str = include_str!("../../../data/asl-sk1/terrain.json");
const MARKERS: &str = include_str!("../../../data/asl-sk1/markers.json");

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
    if f.rows.is_empty() {
        return Err(err(file, "rows", "at least one row"));
    }
    let first_dr = f.rows[0].dr;
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
        if let Some(prev) = i.checked_sub(1).and_then(|p| c.columns.get(p)) {
            // prev ratio < this ratio
            if (prev.attacker as u64) * (col.defender as u64)
                >= (col.attacker as u64) * (prev.defender as u64)
            {
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

fn check_lct(file: &str, l: &Lct) -> Result<(), ContentError> {
    if l.bands.is_empty() || l.bands.windows(2).any(|w| w[0].max >= w[1].max) {
        return Err(err(file, "bands", "at least one band, 'max' increasing"));
    }
    Ok(())
}

/// Parses one file: the player's copy when present and valid, else the embedded one.
fn pick<T: DeserializeOwned, U>(
    name: &str,
    embedded: &str,
    user_dir: Option<&Path>,
    check: &dyn Fn(&str, &T) -> Result<U, ContentError>,
    problems: &mut Vec<ContentError>,
) -> Result<U, ContentError> {
    if let Some(u) = user_dir {
        let p = u.join(super::ID).join(name);
        if p.is_file() {
            let label = p.display().to_string();
            match std::fs::read_to_string(&p) {
                Ok(text) => match parse_json::<T>(&label, &text).and_then(|v| check(&label, &v)) {
                    Ok(v) => return Ok(v),
                    Err(e) => problems.push(e),
                },
                Err(e) => problems.push(err(&label, "(file)", format!("a readable file: {e}"))),
            }
        }
    }
    let label = format!("data/{}/{name}", super::ID);
    parse_json::<T>(&label, embedded).and_then(|v| check(&label, &v))
}

impl AslData {
    /// The embedded tables, with the player's copies from `user_dir` (the folder holding
    /// `asl-sk1/<file>.json`) where they are valid. Problems name the file and field.
    pub fn load(user_dir: Option<&Path>) -> Result<(AslData, Vec<ContentError>), ContentError> {
        let mut problems = Vec::new();
        let ift = pick("ift.json", IFT, user_dir, &check_ift, &mut problems)?;
        let cct = pick(
            "cct.json",
            CCT,
            user_dir,
            &|f, c: &Cct| check_cct(f, c).map(|_| c.clone()),
            &mut problems,
        )?;
        let lct = pick(
            "leader-creation.json",
            LCT,
            user_dir,
            &|f, l: &Lct| check_lct(f, l).map(|_| l.clone()),
            &mut problems,
        )?;
        let terrain = pick(
            "terrain.json",
            TERRAIN,
            user_dir,
            &|_, t: &TerrainFile| Ok(t.clone()),
            &mut problems,
        )?;
        let markers = pick(
            "markers.json",
            MARKERS,
            user_dir,
            &|_, m: &MarkerFile| Ok(m.clone()),
            &mut problems,
        )?;
        Ok((
            AslData {
                ift,
                cct,
                lct,
                terrain,
                markers,
            },
            problems,
        ))
    }

    /// The embedded tables only.
    pub fn embedded() -> AslData {
        // The embedded files are checked by the tests, so this cannot fail in a release.
        match AslData::load(None) {
            Ok((d, _)) => d,
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

static LOADED: OnceLock<(AslData, Vec<ContentError>)> = OnceLock::new();

/// The tables for this run: the player's copies (from `ADJUTANT_HOME` or the platform data
/// folder) over the embedded ones, loaded once.
pub fn get() -> &'static AslData {
    &loaded().0
}

/// Problems met loading the player's copies (shown on the ASL panels).
pub fn problems() -> &'static [ContentError] {
    &loaded().1
}

fn loaded() -> &'static (AslData, Vec<ContentError>) {
    LOADED.get_or_init(|| {
        let user = crate::store::Paths::from_env().user_data();
        match AslData::load(Some(&user)) {
            Ok(v) => v,
            Err(e) => (AslData::embedded(), vec![e]),
        }
    })
}
