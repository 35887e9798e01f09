//! Big Bertha's scatter roll (L538): one d12 before the combat dice. Recruit: 1-6 strays to a
//! neighbouring hex, 7-12 hits the target; Veteran: 1-3 strays, 4-12 on target; War Hero:
//! always on target. Which neighbour a face means is data (`scatter.json`): the diagram is
//! missing from the text.

use serde::{Deserialize, Serialize};

use super::data::ScatterFile;
use super::xp::Level;
use crate::core::table::ActionError;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scatter {
    pub face: u8,
    pub level: Level,
    /// `None`: the chosen target hex; otherwise the neighbour's direction id (`n`, `ne`…).
    pub stray: Option<String>,
    /// The highest face that strays at this level (0: never).
    pub stray_up_to: u8,
}

pub fn scatter(table: &ScatterFile, xp: u32, face: u8) -> Result<Scatter, ActionError> {
    if !(1..=12).contains(&face) {
        return Err(ActionError::Rule(
            "tc-err-face",
            vec![("face", face.to_string())],
        ));
    }
    let level = Level::of(xp);
    let up_to = table.stray_up_to[level.index()];
    let stray = if face <= up_to {
        let n = table
            .neighbours
            .iter()
            .find(|n| n.face == face)
            .ok_or_else(|| ActionError::Rule("tc-err-scatter-table", vec![]))?;
        Some(n.direction.clone())
    } else {
        None
    };
    Ok(Scatter {
        face,
        level,
        stray,
        stray_up_to: up_to,
    })
}
