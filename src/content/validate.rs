//! The checks of a game's own data files: ids, dice, the game file, colours. Each names the
//! file and the field that is wrong and what was expected.

use super::*;

pub(super) fn err(
    file: &str,
    field: impl Into<String>,
    expected: impl Into<String>,
) -> ContentError {
    ContentError {
        file: file.to_string(),
        field: field.into(),
        expected: expected.into(),
    }
}

pub(super) fn check_id(file: &str, field: &str, id: &str) -> Result<(), ContentError> {
    let ok = !id.is_empty()
        && id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_');
    if ok {
        Ok(())
    } else {
        Err(err(
            file,
            field,
            format!("an id of lowercase letters, digits and '-', found '{id}'"),
        ))
    }
}

pub(super) fn unique<'a>(
    file: &str,
    field: &str,
    ids: impl Iterator<Item = &'a str>,
) -> Result<(), ContentError> {
    let mut seen = BTreeSet::new();
    for id in ids {
        if !seen.insert(id) {
            return Err(err(
                file,
                field,
                format!("unique ids, but '{id}' appears twice"),
            ));
        }
    }
    Ok(())
}

pub(super) fn validate_dice(file: &str, dice: &[DieDef]) -> Result<(), ContentError> {
    unique(file, "dice", dice.iter().map(|d| d.id.as_str()))?;
    for (i, d) in dice.iter().enumerate() {
        let at = |f: &str| format!("dice[{i}].{f}");
        check_id(file, &at("id"), &d.id)?;
        match (&d.sides, &d.faces) {
            (Some(_), Some(_)) | (None, None) => {
                return Err(err(
                    file,
                    at("sides"),
                    "either 'sides' (a numbered die) or 'faces' (a symbol die), not both or neither",
                ));
            }
            (Some(n), None) => {
                if !(2..=100).contains(n) {
                    return Err(err(
                        file,
                        at("sides"),
                        format!("a number of sides from 2 to 100, found {n}"),
                    ));
                }
            }
            (None, Some(faces)) => {
                if faces.len() < 2 || faces.len() > limits::DIE_FACES {
                    return Err(err(
                        file,
                        at("faces"),
                        format!(
                            "from 2 to {} faces, found {}",
                            limits::DIE_FACES,
                            faces.len()
                        ),
                    ));
                }
                for (j, f) in faces.iter().enumerate() {
                    check_id(file, &format!("dice[{i}].faces[{j}].id"), &f.id)?;
                    if let Some(v) = f.value {
                        within(
                            file,
                            format!("dice[{i}].faces[{j}].value"),
                            v,
                            -limits::FACE_VALUE,
                            limits::FACE_VALUE,
                        )?;
                    }
                    if let Some(first) = faces.iter().find(|g| g.id == f.id)
                        && (first.name != f.name || first.icon != f.icon)
                    {
                        return Err(err(
                            file,
                            format!("dice[{i}].faces[{j}]"),
                            format!("the same name and icon as the other '{}' faces", f.id),
                        ));
                    }
                }
            }
        }
    }
    Ok(())
}

pub(super) fn validate_game(dir: &str, g: &GameFile) -> Result<(), ContentError> {
    let file = format!("{dir}/game.json");
    check_id(&file, "id", &g.id)?;
    if g.id != dir {
        return Err(err(
            &file,
            "id",
            format!("the folder name '{dir}', found '{}'", g.id),
        ));
    }
    if g.sides.is_empty() || g.sides.len() > limits::SIDES {
        return Err(err(
            &file,
            "sides",
            format!("from 1 to {} sides, found {}", limits::SIDES, g.sides.len()),
        ));
    }
    unique(&file, "sides", g.sides.iter().map(|s| s.id.as_str()))?;
    for (i, s) in g.sides.iter().enumerate() {
        check_id(&file, &format!("sides[{i}].id"), &s.id)?;
    }
    for (field, value) in [("accent", &g.accent), ("accent_dark", &g.accent_dark)] {
        if let Some(v) = value {
            check_colour(&file, field, v)?;
        }
    }
    Ok(())
}

/// A colour written `#rrggbb` (the ui reads it; here only its shape is checked).
pub(super) fn check_colour(file: &str, field: &str, v: &str) -> Result<(), ContentError> {
    let ok = v
        .strip_prefix('#')
        .is_some_and(|h| h.len() == 6 && h.chars().all(|c| c.is_ascii_hexdigit()));
    if ok {
        Ok(())
    } else {
        Err(err(
            file,
            field,
            format!("a colour written #rrggbb, found '{v}'"),
        ))
    }
}
