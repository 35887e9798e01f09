//! `adjutant open <save>`: the app's window opened straight at a saved game (the desktop
//! entry's "Open with" too). The save is found and loaded first, so a wrong name or a file
//! that does not load is said on the terminal and no window opens; the file is left as it is.

use std::path::{Path, PathBuf};

use crate::content::Content;
use crate::i18n::{Localizer, echo};
use crate::session::saved;
use crate::store::Paths;

/// The file `save` names: a save's id as `play` and Home know it (its file in the saves
/// folder), or the path of a save's file. Checked to load and to be of a game the app has.
pub fn target(
    paths: &Paths,
    content: &Content,
    loc: &Localizer,
    save: &str,
) -> Result<PathBuf, String> {
    let by_id = paths.checked_save_file(save).filter(|p| p.is_file());
    let path = match by_id {
        Some(p) => p,
        None if Path::new(save).is_file() => PathBuf::from(save),
        None => return Err(loc.tr("open-err-no-save", &[("save", echo(save))])),
    };
    let state = saved::load_game(&path)
        .map_err(|e| loc.tr("play-err-load", &[("why", echo(&e.to_string()))]))?;
    if content.game(&state.game).is_none() {
        return Err(loc.tr("err-unknown-game", &[("game", echo(&state.game))]));
    }
    // The window's own folder may differ from the terminal's: the path is made whole.
    Ok(std::path::absolute(&path).unwrap_or(path))
}
