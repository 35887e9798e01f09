//! The app's start reads each built-in game's `game.json` only (its name and accent, what
//! Home shows) from the embedded data, and only lists the folders of the games a player added
//! (their headers are read off the first frame, see [`Content::unread_heads`]). The rest of a
//! game's data is read and checked the first time the game is asked for (its table, its rules,
//! a saved game of it, the tray), once. Start-up does not grow with the number of games. A
//! built-in game the player has corrected files of is read whole at start, so a problem in the
//! player's copy is on Home from the first frame, as before.

use std::path::Path;
use std::sync::OnceLock;

use super::{CheckFn, Content, ContentError, DATA, GameDef, GameFile, GameHead};

/// A game not read yet, and what reading it gave (the game, or none, and its problems).
#[derive(Debug, Clone)]
pub(super) struct LazyGame {
    id: String,
    read: OnceLock<(Option<GameDef>, Vec<ContentError>)>,
}

impl GameHead {
    /// The header of a game already read.
    pub fn of(g: &GameDef) -> GameHead {
        GameHead {
            id: g.id.clone(),
            name: g.name.clone(),
            accent: g.accent.clone(),
            accent_dark: g.accent_dark.clone(),
        }
    }
}

/// The player has files of their own in `<user_dir>/<id>/`.
fn has_own_files(user_dir: Option<&Path>, id: &str) -> bool {
    user_dir
        .and_then(|u| std::fs::read_dir(u.join(id)).ok())
        .is_some_and(|mut rd| rd.next().is_some())
}

impl Content {
    /// Every game's header (`game.json`, checked as always), and the built-in games the player
    /// has corrected read whole; every other game is read and checked by `check` when first
    /// asked for ([`Content::game`]), its problems then joining [`Content::all_problems`].
    pub fn load_lazy(user_dir: Option<&Path>, check: CheckFn) -> Content {
        let mut content = Content {
            user_dir: user_dir.map(Path::to_path_buf),
            check: Some(check),
            ..Content::default()
        };
        // The player's folders are listed, none opened: a game the player added is read
        // (its header off the first frame, by the app: see `unread_heads`) when needed.
        let mut ids: std::collections::BTreeSet<String> = DATA
            .dirs()
            .filter_map(|d| d.path().file_name())
            .map(|n| n.to_string_lossy().into_owned())
            .collect();
        if let Some(rd) = user_dir.and_then(|u| std::fs::read_dir(u).ok()) {
            ids.extend(
                rd.flatten()
                    .filter(|e| e.file_type().is_ok_and(|t| t.is_dir()))
                    .map(|e| e.file_name().to_string_lossy().into_owned()),
            );
        }
        for id in ids {
            let built_in = DATA.get_dir(&id).is_some();
            if !built_in {
                content.unread.push(id.clone());
            } else if has_own_files(user_dir, &id) {
                if let Some(g) = content.load_game(&id, user_dir, &check) {
                    content.heads.push(GameHead::of(&g));
                    content.games.push(g);
                }
                continue;
            } else if let Some(head) = content.pick(&id, "game.json", None, &|_, g: &GameFile| {
                super::validate_game(&id, g)
            }) {
                content.heads.push(GameHead {
                    id: head.id,
                    name: head.name,
                    accent: head.accent,
                    accent_dark: head.accent_dark,
                });
            }
            content.lazy.push(LazyGame {
                id,
                read: OnceLock::new(),
            });
        }
        content
    }

    /// The games the player added whose headers are not read yet (their names and accents
    /// join [`Content::heads`] with [`Content::add_heads`]).
    pub fn unread_heads(&self) -> Vec<String> {
        self.unread.clone()
    }

    /// Reads the headers of the games `ids` in `user_dir` (a folder without a `game.json` is
    /// no game), and the problems met: what [`Content::add_heads`] takes, read on any thread.
    pub fn read_heads(user_dir: &Path, ids: &[String]) -> (Vec<GameHead>, Vec<ContentError>) {
        let mut read = Content::default();
        let mut heads = Vec::new();
        for id in ids {
            if !user_dir.join(id).join("game.json").is_file() {
                continue;
            }
            if let Some(head) = read.pick(id, "game.json", Some(user_dir), &|_, g: &GameFile| {
                super::validate_game(id, g)
            }) {
                heads.push(GameHead {
                    id: head.id,
                    name: head.name,
                    accent: head.accent,
                    accent_dark: head.accent_dark,
                });
            }
        }
        (heads, read.problems)
    }

    /// Adds headers read with [`Content::read_heads`] (a game listed already stays as it is).
    pub fn add_heads(&mut self, heads: Vec<GameHead>, problems: Vec<ContentError>) {
        for h in heads {
            if !self.heads.iter().any(|x| x.id == h.id) {
                self.heads.push(h);
            }
        }
        self.heads.sort_by(|a, b| a.id.cmp(&b.id));
        for p in problems {
            if !self.problems.contains(&p) {
                self.problems.push(p);
            }
        }
        self.unread.clear();
    }

    /// Reads the headers not read yet, here and now (the command line, tests).
    pub fn read_unread_heads(&mut self) {
        if let Some(u) = self.user_dir.clone() {
            let (heads, problems) = Content::read_heads(&u, &self.unread);
            self.add_heads(heads, problems);
        }
    }

    /// A game not read at start, read now if this is the first time.
    pub(super) fn lazy_game(&self, id: &str) -> Option<&GameDef> {
        let lazy = self.lazy.iter().find(|l| l.id == id)?;
        lazy.read
            .get_or_init(|| {
                let mut read = Content::default();
                let check: CheckFn = self.check.unwrap_or(|_, _, _, _| Ok(()));
                let game = read.load_game(id, self.user_dir.as_deref(), &check);
                (game, read.problems)
            })
            .0
            .as_ref()
    }

    /// Every game, each read now if it was not yet (the tray, the settings' dice), by id.
    pub fn all_games(&self) -> Vec<&GameDef> {
        let mut all: Vec<&GameDef> = self.games.iter().collect();
        all.extend(self.lazy.iter().filter_map(|l| self.lazy_game(&l.id)));
        all.sort_by(|a, b| a.id.cmp(&b.id));
        all
    }

    /// How many games have been read whole so far (the start-up benchmark and its tests).
    pub fn games_read(&self) -> usize {
        self.games.len() + self.lazy.iter().filter(|l| l.read.get().is_some()).count()
    }

    /// Every problem met so far: at start, and in the games read since (each once).
    pub fn all_problems(&self) -> Vec<ContentError> {
        let mut all = self.problems.clone();
        for l in &self.lazy {
            for p in l.read.get().map(|r| r.1.as_slice()).unwrap_or_default() {
                if !all.contains(p) {
                    all.push(p.clone());
                }
            }
        }
        all
    }
}
