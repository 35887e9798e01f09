//! The scenario presets kept in `<home>/presets/cc-great-war/`.

use std::path::{Path, PathBuf};

use super::Scenario;
use crate::core::log::Line;
use crate::store::{LoadError, LoadReason};

pub fn dir(home: &Path) -> PathBuf {
    home.join("presets").join(super::ID)
}

/// A file name made from the preset's name (letters, digits and `-` only).
pub fn file_name(name: &str) -> Option<String> {
    let slug: String = name
        .trim()
        .to_lowercase()
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { '-' })
        .collect();
    let slug = slug.trim_matches('-').to_string();
    (!slug.is_empty()).then(|| format!("{slug}.json"))
}

/// Saves the preset; on failure, the reason as a message to show (nothing is written).
pub fn save(home: &Path, s: &Scenario) -> Result<PathBuf, Line> {
    let name = file_name(&s.name).ok_or_else(|| Line::new("ccgw-err-preset-name"))?;
    let path = dir(home).join(name);
    let failed = |e: String| {
        Line::new("ccgw-err-preset-save")
            .arg("path", path.display().to_string())
            .arg("problem", e)
    };
    let bytes = serde_json::to_vec_pretty(s).map_err(|e| failed(e.to_string()))?;
    crate::store::write_atomic(&path, &bytes).map_err(|e| failed(e.to_string()))?;
    Ok(path)
}

/// Every preset that loads, and the files that don't (left untouched).
pub fn list(home: &Path) -> (Vec<Scenario>, Vec<LoadError>) {
    let mut ok = vec![];
    let mut bad = vec![];
    for p in crate::store::json_files(&dir(home)) {
        match std::fs::read_to_string(&p)
            .map_err(|e| LoadReason::Io(e.to_string()))
            .and_then(|t| {
                serde_json::from_str::<Scenario>(&t).map_err(|e| LoadReason::Corrupt(e.to_string()))
            }) {
            Ok(s) => ok.push(s),
            Err(reason) => bad.push(LoadError { path: p, reason }),
        }
    }
    (ok, bad)
}
