//! The app's start reads each built-in game's `game.json` only (its name and accent, what
//! Home shows) from the embedded data, and only lists the folders of the games a player added
//! (their headers are read off the first frame, see [`Content::unread_heads`]). The rest of a
//! game's data is read and checked the first time the game is asked for (its table, its rules,
//! a saved game of it, the tray), once. Start-up does not grow with the number of games. A
//! built-in game the player has corrected files of is read whole at start, so a problem in the
//! player's copy is on Home from the first frame, as before.

use std::path::Path;
use std::sync::OnceLock;

use crate::core::phases::TurnStructure;

use super::{CheckFn, Content, ContentError, DATA, GameDef, GameFile, GameHead};

/// A game not read yet, and what reading it gave (the game, or none, and its problems).
#[derive(Debug, Clone)]
pub(super) struct LazyGame {
    id: String,
    read: OnceLock<(Option<GameDef>, Vec<ContentError>)>,
    /// How its sides take turns, read off its `phases.json` alone (see [`Content::turns`]).
    turns: OnceLock<Option<TurnStructure>>,
}

impl LazyGame {
    fn new(id: String) -> LazyGame {
        LazyGame {
            id,
            read: OnceLock::new(),
            turns: OnceLock::new(),
        }
    }
}

/// The one thing Home's list of saved games needs of a game's `phases.json`.
#[derive(serde::Deserialize)]
struct TurnsOnly {
    #[serde(default)]
    turn_structure: TurnStructure,
}

/// What reading the headers of the games a player added gave: their ids (every folder with a
/// `game.json`), the headers that loaded, the problems met.
#[derive(Debug, Clone, Default)]
pub struct Heads {
    pub ids: Vec<String>,
    pub heads: Vec<GameHead>,
    pub problems: Vec<ContentError>,
}

/// The games a player added in `user_dir`: folders with a `game.json`, not built in, by id.
fn added_games(user_dir: &Path) -> Vec<String> {
    let mut ids: Vec<String> = std::fs::read_dir(user_dir)
        .map(|rd| {
            rd.flatten()
                .filter(|e| e.path().join("game.json").is_file())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|id| DATA.get_dir(id).is_none())
                .collect()
        })
        .unwrap_or_default();
    ids.sort();
    ids
}

impl GameHead {
    /// The header a game's `game.json` gives, as read (and checked) on its own.
    fn read(g: GameFile) -> GameHead {
        GameHead {
            id: g.id,
            name: g.name,
            accent: g.accent,
            accent_dark: g.accent_dark,
            sides: g.sides.into_iter().map(|x| x.name).collect(),
        }
    }

    /// The header of a game already read.
    pub fn of(g: &GameDef) -> GameHead {
        GameHead {
            id: g.id.clone(),
            name: g.name.clone(),
            accent: g.accent.clone(),
            accent_dark: g.accent_dark.clone(),
            sides: g.sides.iter().map(|x| x.name.clone()).collect(),
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
        // The player's own games are not even listed here: the app lists them and reads their
        // headers after the first frame (`read_heads`); asked for before, they are listed then.
        content.heads_pending = user_dir.is_some_and(Path::is_dir);
        let ids: Vec<String> = DATA
            .dirs()
            .filter_map(|d| d.path().file_name())
            .map(|n| n.to_string_lossy().into_owned())
            .collect();
        for id in ids {
            if has_own_files(user_dir, &id) {
                if let Some(g) = content.load_game(&id, user_dir, &check) {
                    content.heads.push(GameHead::of(&g));
                    content.games.push(g);
                }
                continue;
            } else if let Some(head) = content.pick(&id, "game.json", None, &|_, g: &GameFile| {
                super::validate_game(&id, g)
            }) {
                content.heads.push(GameHead::read(head));
            }
            content.lazy.push(LazyGame::new(id));
        }
        content
    }

    /// The headers of the games the player added are not read yet ([`Content::read_heads`],
    /// then [`Content::add_heads`]).
    pub fn heads_pending(&self) -> bool {
        self.heads_pending
    }

    /// The games the player added in `user_dir` (a folder with a `game.json`, not a built-in
    /// game's), their headers, and the problems met: what [`Content::add_heads`] takes, read
    /// on any thread.
    pub fn read_heads(user_dir: &Path) -> Heads {
        let ids = added_games(user_dir);
        let mut read = Content::default();
        let mut heads = Vec::new();
        for id in &ids {
            if let Some(head) = read.pick(id, "game.json", Some(user_dir), &|_, g: &GameFile| {
                super::validate_game(id, g)
            }) {
                heads.push(GameHead::read(head));
            }
        }
        Heads {
            ids,
            heads,
            problems: read.problems,
        }
    }

    /// Adds what [`Content::read_heads`] read (a game listed already stays as it is).
    pub fn add_heads(&mut self, read: Heads) {
        let _ = self
            .added
            .set(read.ids.into_iter().map(LazyGame::new).collect());
        for h in read.heads {
            if !self.heads.iter().any(|x| x.id == h.id) {
                self.heads.push(h);
            }
        }
        self.heads.sort_by(|a, b| a.id.cmp(&b.id));
        for p in read.problems {
            if !self.problems.contains(&p) {
                self.problems.push(p);
            }
        }
        self.heads_pending = false;
    }

    /// Reads the headers not read yet, here and now (tests, and where the list must be whole).
    pub fn read_unread_heads(&mut self) {
        if let Some(u) = self.user_dir.clone().filter(|_| self.heads_pending) {
            let read = Content::read_heads(&u);
            self.add_heads(read);
        }
    }

    /// The games the player added (listed now if they were not yet).
    fn added(&self) -> &[LazyGame] {
        self.added.get_or_init(|| {
            self.user_dir
                .as_deref()
                .map(added_games)
                .unwrap_or_default()
                .into_iter()
                .map(LazyGame::new)
                .collect()
        })
    }

    /// Every game not read whole at start: the built-in ones, then the player's.
    fn lazies(&self) -> impl Iterator<Item = &LazyGame> {
        self.lazy.iter().chain(self.added().iter())
    }

    /// How the sides of game `id` take turns, for Home's list of saved games: from the game if
    /// it is read, else from its `phases.json` alone, so listing a saved game does not read
    /// the whole game. What is wrong with the file is reported when the game is read whole
    /// (opened), as before. `None`: no such game, or its `phases.json` does not read.
    pub fn turns(&self, id: &str) -> Option<TurnStructure> {
        if let Some(g) = self.games.iter().find(|g| g.id == id) {
            return Some(g.phases.turn_structure);
        }
        let lazy = self.lazies().find(|l| l.id == id)?;
        if let Some((Some(g), _)) = lazy.read.get() {
            return Some(g.phases.turn_structure);
        }
        *lazy.turns.get_or_init(|| {
            let mut read = Content::default();
            read.pick(
                id,
                "phases.json",
                self.user_dir.as_deref(),
                &|_, _: &TurnsOnly| Ok(()),
            )
            .map(|t| t.turn_structure)
        })
    }

    /// A game not read at start, read now if this is the first time.
    pub(super) fn lazy_game(&self, id: &str) -> Option<&GameDef> {
        let lazy = self.lazies().find(|l| l.id == id)?;
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
        all.extend(self.lazies().filter_map(|l| self.lazy_game(&l.id)));
        all.sort_by(|a, b| a.id.cmp(&b.id));
        all
    }

    /// How many games have been read whole so far (the start-up benchmark and its tests).
    pub fn games_read(&self) -> usize {
        let added = self.added.get().map(|a| a.as_slice()).unwrap_or_default();
        let lazies = self.lazy.iter().chain(added);
        self.games.len() + lazies.filter(|l| l.read.get().is_some()).count()
    }

    /// Every problem met so far: at start, and in the games read since (each once).
    pub fn all_problems(&self) -> Vec<ContentError> {
        let mut all = self.problems.clone();
        let added = self.added.get().map(|a| a.as_slice()).unwrap_or_default();
        for l in self.lazy.iter().chain(added) {
            for p in l.read.get().map(|r| r.1.as_slice()).unwrap_or_default() {
                if !all.contains(p) {
                    all.push(p.clone());
                }
            }
        }
        all
    }
}
