//! Scenario presets the players save, kept in `<home>/presets/tide-of-iron/` beside the ones
//! of `scenarios.json`; a file that does not load is left alone and reported.

use std::path::{Path, PathBuf};

use super::state::Scenario;
use crate::core::log::Line;

pub fn dir(home: &Path) -> PathBuf {
    home.join("presets").join(super::ID)
}

/// Saves `s` under a file named after it (letters and digits); the reason when it cannot.
pub fn save(home: &Path, s: &Scenario) -> Result<PathBuf, Line> {
    super::setup::check(s).map_err(|_| Line::new("toi-err-preset-name"))?;
    let slug: String = s
        .name
        .to_lowercase()
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { '-' })
        .collect();
    let path = dir(home).join(format!("{}.json", slug.trim_matches('-')));
    serde_json::to_vec_pretty(s)
        .map_err(|e| e.to_string())
        .and_then(|b| crate::store::write_atomic(&path, &b).map_err(|e| e.to_string()))
        .map_err(|e| Line::new("toi-err-preset-save").arg("problem", e))?;
    Ok(path)
}

/// The presets that load and pass the scenario checks; the others' paths.
pub fn list(home: &Path) -> (Vec<Scenario>, Vec<PathBuf>) {
    let mut ok = vec![];
    let mut bad = vec![];
    for p in crate::store::json_files(&dir(home)) {
        let s = std::fs::read_to_string(&p)
            .ok()
            .and_then(|t| serde_json::from_str::<Scenario>(&t).ok())
            .filter(|s| super::setup::check(s).is_ok());
        match s {
            Some(s) => ok.push(s),
            None => bad.push(p),
        }
    }
    (ok, bad)
}
