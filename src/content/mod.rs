//! Loads and validates every game's data: the copies embedded in the binary, replaced file by
//! file by the player's own copies in `<home>/data/<game>/`. A broken file is reported (file,
//! field, what was expected) and the embedded copy is used instead; nothing is overwritten.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use include_dir::{Dir, include_dir};
use serde::Deserialize;
use serde::de::DeserializeOwned;

use crate::core::def::{
    AbsentTerm, CounterDef, DeckDef, GameDef, PoolDef, RuleTopic, SideDef, TrackDef,
};
use crate::core::dice::{Die, DieDef, NUMERIC_SIDES};
use crate::core::phases::PhaseList;

static DATA: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/data");

/// A number in a game's data with the rulebook lines it comes from (or why it is assumed).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sourced<T> {
    pub value: T,
    #[serde(default)]
    pub source: Option<String>,
}

/// What a data file may ask of the engine. Every number in a game's data is checked against
/// these before anything is built from it, so a mistyped override is reported, never obeyed
/// (a 10,000-face die, a deck of a billion cards, a face worth 9e18).
mod lazy;
pub mod rules_index;
mod validate;
pub use lazy::Heads;
use validate::{err, unique, validate_dice, validate_game};

pub mod limits {
    /// Sides (players or nations) of one game.
    pub const SIDES: usize = 8;
    /// Faces of one die (numbered: `sides`; symbol: `faces`).
    pub const DIE_FACES: usize = 100;
    /// The number a face may show, either way.
    pub const FACE_VALUE: i64 = 1000;
    pub const PHASES: usize = 50;
    pub const STEPS: usize = 50;
    pub const ROUNDS: u32 = 1000;
    /// Tokens in one pool.
    pub const POOL: u32 = 10_000;
    /// A counter's bounds and start, either way.
    pub const COUNTER: i64 = 1_000_000;
    pub const TRACK_BOXES: u32 = 1000;
    pub const TRACK_EVENTS: usize = 1000;
    /// Cards in one deck, all copies counted.
    pub const DECK_CARDS: u32 = 1000;
    pub const HAND: usize = 1000;
    /// A card's token cost.
    pub const CARD_COST: u32 = 99;
}

/// `Err` naming the field when `n` is outside `lo..=hi`.
fn within<T: PartialOrd + std::fmt::Display>(
    file: &str,
    field: impl Into<String>,
    n: T,
    lo: T,
    hi: T,
) -> Result<(), ContentError> {
    if n < lo || n > hi {
        return Err(err(
            file,
            field,
            format!("a number from {lo} to {hi}, found {n}"),
        ));
    }
    Ok(())
}

/// The id of the free dice tray, which offers every die of every game.
pub const TRAY_ID: &str = "dice-tray";

/// A problem in a data file: which file, which field, and what was expected there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContentError {
    pub file: String,
    pub field: String,
    pub expected: String,
}

impl std::fmt::Display for ContentError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}: field '{}': {}",
            self.file, self.field, self.expected
        )
    }
}

/// Checks one of a game's own data files: `(game, file name, label for messages, text)`.
pub type FileCheck = dyn Fn(&str, &str, &str, &str) -> Result<(), ContentError>;

/// All games that loaded, and every problem met on the way. Loaded with
/// [`Content::load_checked`], every game is in `games`; loaded with [`Content::load_lazy`] (the
/// app's start), `heads` lists every game and a game's data is read and checked when first
/// asked for (see `lazy.rs`).
#[derive(Debug, Clone, Default)]
pub struct Content {
    /// The games loaded so far, by id.
    pub games: Vec<GameDef>,
    /// The problems met while loading them (and the headers).
    pub problems: Vec<ContentError>,
    /// Every game's name and accent, by id: what Home needs.
    pub heads: Vec<GameHead>,
    /// The games not read yet, each read once when first asked for.
    lazy: Vec<lazy::LazyGame>,
    /// The games the player added, listed when first needed.
    added: OnceLock<Vec<lazy::LazyGame>>,
    /// The headers of the games the player added are not read yet.
    heads_pending: bool,
    user_dir: Option<PathBuf>,
    check: Option<CheckFn>,
}

/// A game's header: its name and accent, read from its `game.json` alone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameHead {
    pub id: String,
    pub name: String,
    pub accent: Option<String>,
    pub accent_dark: Option<String>,
    /// The sides' names (message ids), in order: Home's list of saved games says whose turn.
    pub sides: Vec<String>,
}

/// A [`FileCheck`] that needs nothing of its own, kept to check a game read later.
pub type CheckFn = fn(&str, &str, &str, &str) -> Result<(), ContentError>;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct GameFile {
    id: String,
    name: String,
    sides: Vec<SideDef>,
    #[serde(default)]
    source: Option<String>,
    /// The game's accent colour in the light theme, `#rrggbb`.
    #[serde(default)]
    accent: Option<String>,
    /// The game's accent colour in the dark theme, `#rrggbb`.
    #[serde(default)]
    accent_dark: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DiceFile {
    dice: Vec<DieDef>,
    #[serde(default)]
    #[allow(dead_code)]
    source: Option<String>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct CountersFile {
    #[serde(default)]
    pools: Vec<PoolDef>,
    #[serde(default)]
    counters: Vec<CounterDef>,
    #[serde(default)]
    #[allow(dead_code)]
    source: Option<String>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct TracksFile {
    #[serde(default)]
    tracks: Vec<TrackDef>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RulesFile {
    #[serde(default)]
    topics: Vec<RuleTopic>,
    #[serde(default)]
    absent: Vec<AbsentTerm>,
    #[serde(default)]
    abbreviations: std::collections::BTreeMap<String, String>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct DecksFile {
    #[serde(default)]
    decks: Vec<DeckDef>,
}

/// Where a file's text came from.
struct Text {
    label: String,
    body: String,
}

/// Parses JSON, naming the exact field on failure.
pub fn parse_json<T: DeserializeOwned>(file: &str, text: &str) -> Result<T, ContentError> {
    let de = &mut serde_json::Deserializer::from_str(text);
    serde_path_to_error::deserialize(de).map_err(|e| {
        let mut path = e.path().to_string();
        let inner = e.into_inner();
        // A missing or unknown field is named by its own name, not by the object holding it.
        let message = inner.to_string();
        let named = ["missing field `", "unknown field `"]
            .iter()
            .find_map(|p| message.strip_prefix(p))
            .and_then(|rest| rest.split('`').next());
        if let Some(name) = named
            && path.rsplit('.').next() != Some(name)
        {
            path = if path == "." {
                name.to_string()
            } else {
                format!("{path}.{name}")
            };
        }
        ContentError {
            file: file.to_string(),
            field: if path == "." {
                "(top level)".into()
            } else {
                path
            },
            expected: format!("{inner} (line {}, column {})", inner.line(), inner.column()),
        }
    })
}

impl Content {
    /// Loads the embedded data, with the player's overrides from `user_dir` (the folder that
    /// holds `<game>/<file>.json`) when given. A game's own files (beyond the standard ones)
    /// are checked by `check(game, name, label, text)`, which the games layer provides.
    pub fn load_checked(user_dir: Option<&Path>, check: &FileCheck) -> Content {
        let mut content = Content::default();
        for id in game_ids(user_dir) {
            if let Some(g) = content.load_game(&id, user_dir, check) {
                content.heads.push(GameHead::of(&g));
                content.games.push(g);
            }
        }
        content
    }
}

/// The id of every game: the embedded ones and the player's own (a folder with a `game.json`).
fn game_ids(user_dir: Option<&Path>) -> BTreeSet<String> {
    let mut ids: BTreeSet<String> = DATA
        .dirs()
        .filter_map(|d| {
            d.path()
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
        })
        .collect();
    if let Some(u) = user_dir
        && let Ok(rd) = std::fs::read_dir(u)
    {
        for e in rd.flatten() {
            if e.path().join("game.json").is_file() {
                ids.insert(e.file_name().to_string_lossy().into_owned());
            }
        }
    }
    ids
}

impl Content {
    /// The game `id`, its data read and checked now if this is the first time it is asked for.
    pub fn game(&self, id: &str) -> Option<&GameDef> {
        self.games
            .iter()
            .find(|g| g.id == id)
            .or_else(|| self.lazy_game(id))
    }

    /// Every die of every game, by qualified key (every game is read).
    pub fn all_dice(&self) -> Vec<Die> {
        self.all_games()
            .into_iter()
            .flat_map(|g| g.dice.iter().cloned())
            .collect()
    }

    /// The free dice tray: a one-side "game" whose dice are all dice of all games.
    pub fn tray(&self) -> GameDef {
        GameDef {
            id: TRAY_ID.into(),
            name: "tray-title".into(),
            source: None,
            accent: None,
            accent_dark: None,
            sides: vec![SideDef {
                id: "table".into(),
                name: "side-table".into(),
                source: None,
            }],
            dice: self.all_dice(),
            phases: PhaseList::single(),
            pools: vec![],
            counters: vec![],
            tracks: vec![],
            decks: vec![],
            rules: vec![],
            rules_absent: vec![],
            rules_abbreviations: Default::default(),
            files: Default::default(),
        }
    }

    /// The definition for a saved game's id (the tray included).
    pub fn def_for(&self, id: &str) -> Option<GameDef> {
        if id == TRAY_ID {
            Some(self.tray())
        } else {
            self.game(id).cloned()
        }
    }

    fn text(&mut self, dir: &str, file: &str, user_dir: Option<&Path>) -> Vec<Text> {
        // Candidates in order of preference: the player's copy, then the embedded one.
        let mut out = Vec::new();
        if let Some(u) = user_dir {
            let p: PathBuf = u.join(dir).join(file);
            if p.exists() && !p.is_file() {
                self.problems.push(err(
                    &p.display().to_string(),
                    "(file)",
                    "a file, found a folder or something else",
                ));
            } else if p.is_file() {
                match std::fs::read_to_string(&p) {
                    Ok(body) => out.push(Text {
                        label: p.display().to_string(),
                        body,
                    }),
                    Err(e) => self.problems.push(err(
                        &p.display().to_string(),
                        "(file)",
                        format!("a readable UTF-8 file: {e}"),
                    )),
                }
            }
        }
        if let Some(f) = DATA.get_file(format!("{dir}/{file}"))
            && let Some(body) = f.contents_utf8()
        {
            out.push(Text {
                label: format!("data/{dir}/{file}"),
                body: body.to_string(),
            });
        }
        out
    }

    /// The first candidate that parses and validates; problems for the ones that don't.
    fn pick<T: DeserializeOwned>(
        &mut self,
        dir: &str,
        file: &str,
        user_dir: Option<&Path>,
        validate: &dyn Fn(&str, &T) -> Result<(), ContentError>,
    ) -> Option<T> {
        for t in self.text(dir, file, user_dir) {
            match parse_json::<T>(&t.label, &t.body).and_then(|v| validate(&t.label, &v).map(|_| v))
            {
                Ok(v) => return Some(v),
                Err(e) => self.problems.push(e),
            }
        }
        None
    }

    fn load_game(
        &mut self,
        dir: &str,
        user_dir: Option<&Path>,
        check: &FileCheck,
    ) -> Option<GameDef> {
        let game: GameFile = self.pick(dir, "game.json", user_dir, &|_, g: &GameFile| {
            validate_game(dir, g)
        })?;
        let dice: DiceFile = self
            .pick(dir, "dice.json", user_dir, &|f, d: &DiceFile| {
                validate_dice(f, &d.dice)?;
                // Then what the game's rules need of its dice (We Were Brothers' nine colours).
                let dice = serde_json::json!({ "dice": &d.dice }).to_string();
                check(dir, "dice.json", f, &dice)
            })
            .unwrap_or(DiceFile {
                dice: vec![],
                source: None,
            });
        let phases: PhaseList = self
            .pick(dir, "phases.json", user_dir, &|f, p: &PhaseList| {
                if p.phases.is_empty() || p.phases.len() > limits::PHASES {
                    return Err(err(
                        f,
                        "phases",
                        format!(
                            "from 1 to {} phases, found {}",
                            limits::PHASES,
                            p.phases.len()
                        ),
                    ));
                }
                for (i, ph) in p.phases.iter().enumerate() {
                    within(
                        f,
                        format!("phases[{i}].steps"),
                        ph.steps.len(),
                        0,
                        limits::STEPS,
                    )?;
                }
                if let Some(r) = p.round_limit {
                    within(f, "round_limit", r, 1, limits::ROUNDS)?;
                }
                unique(f, "phases", p.phases.iter().map(|x| x.id.as_str()))
            })
            .unwrap_or_else(PhaseList::single);
        let n_sides = game.sides.len() as u32;
        let counters: CountersFile = self
            .pick(dir, "counters.json", user_dir, &|f, c: &CountersFile| {
                unique(f, "pools", c.pools.iter().map(|x| x.id.as_str()))?;
                unique(f, "counters", c.counters.iter().map(|x| x.id.as_str()))?;
                for (i, p) in c.pools.iter().enumerate() {
                    within(f, format!("pools[{i}].total"), p.total, 0, limits::POOL)?;
                    if p.start_per_side.saturating_mul(n_sides) > p.total {
                        return Err(err(
                            f,
                            format!("pools[{i}].start_per_side"),
                            format!("at most total / sides = {}", p.total / n_sides.max(1)),
                        ));
                    }
                }
                for (i, k) in c.counters.iter().enumerate() {
                    let lim = limits::COUNTER;
                    within(f, format!("counters[{i}].min"), k.min, -lim, lim)?;
                    within(f, format!("counters[{i}].start"), k.start, -lim, lim)?;
                    if let Some(m) = k.max {
                        within(f, format!("counters[{i}].max"), m, -lim, lim)?;
                    }
                    if k.max.is_some_and(|m| m < k.min)
                        || k.start < k.min
                        || k.max.is_some_and(|m| k.start > m)
                    {
                        return Err(err(f, format!("counters[{i}]"), "min <= start <= max"));
                    }
                }
                Ok(())
            })
            .unwrap_or_default();
        let tracks: TracksFile = self
            .pick(dir, "tracks.json", user_dir, &|f, t: &TracksFile| {
                unique(f, "tracks", t.tracks.iter().map(|x| x.id.as_str()))?;
                for (i, tr) in t.tracks.iter().enumerate() {
                    within(
                        f,
                        format!("tracks[{i}].boxes"),
                        tr.boxes,
                        1,
                        limits::TRACK_BOXES,
                    )?;
                    within(
                        f,
                        format!("tracks[{i}].events"),
                        tr.events.len(),
                        0,
                        limits::TRACK_EVENTS,
                    )?;
                    if tr.boxes == 0 || tr.start == 0 || tr.start > tr.boxes {
                        return Err(err(
                            f,
                            format!("tracks[{i}]"),
                            "boxes >= 1 and 1 <= start <= boxes",
                        ));
                    }
                    if let Some(e) = tr
                        .events
                        .iter()
                        .find(|e| e.r#box == 0 || e.r#box > tr.boxes)
                    {
                        return Err(err(
                            f,
                            format!("tracks[{i}].events"),
                            format!("boxes from 1 to {}, found {}", tr.boxes, e.r#box),
                        ));
                    }
                }
                Ok(())
            })
            .unwrap_or_default();
        let decks: DecksFile = self
            .pick(dir, "decks.json", user_dir, &|f, d: &DecksFile| {
                unique(f, "decks", d.decks.iter().map(|x| x.id.as_str()))?;
                for (i, deck) in d.decks.iter().enumerate() {
                    let mut total: u32 = 0;
                    for (j, c) in deck.cards.iter().enumerate() {
                        let at = format!("decks[{i}].cards[{j}]");
                        within(f, format!("{at}.count"), c.count, 0, limits::DECK_CARDS)?;
                        if let Some(cost) = c.cost {
                            within(f, format!("{at}.cost"), cost, 0, limits::CARD_COST)?;
                        }
                        total = total.saturating_add(c.count);
                    }
                    within(f, format!("decks[{i}].cards"), total, 0, limits::DECK_CARDS)?;
                    if let Some(h) = deck.hand_limit {
                        within(f, format!("decks[{i}].hand_limit"), h, 0, limits::HAND)?;
                    }
                    unique(
                        f,
                        &format!("decks[{i}].cards"),
                        deck.cards.iter().map(|c| c.id.as_str()),
                    )?;
                }
                Ok(())
            })
            .unwrap_or_default();
        // Files only one game reads (its tables): checked by that game, the player's copy first.
        let mut extra_files = std::collections::BTreeMap::new();
        let standard = [
            "game.json",
            "dice.json",
            "phases.json",
            "counters.json",
            "tracks.json",
            "decks.json",
            "rules.json",
        ];
        let mut names: BTreeSet<String> = DATA
            .get_dir(dir)
            .map(|d| {
                d.files()
                    .filter_map(|f| {
                        f.path()
                            .file_name()
                            .map(|n| n.to_string_lossy().into_owned())
                    })
                    .collect()
            })
            .unwrap_or_default();
        if let Some(u) = user_dir
            && let Ok(rd) = std::fs::read_dir(u.join(dir))
        {
            names.extend(
                rd.flatten()
                    .map(|e| e.file_name().to_string_lossy().into_owned()),
            );
        }
        for name in names
            .into_iter()
            .filter(|n| n.ends_with(".json") && !standard.contains(&n.as_str()))
        {
            let body = self.pick(dir, &name, user_dir, &|f, v: &serde_json::Value| {
                check(dir, &name, f, &v.to_string())
            });
            if let Some(v) = body {
                extra_files.insert(name, v.to_string());
            }
        }
        let rules: RulesFile = self
            .pick(dir, "rules.json", user_dir, &|f, r: &RulesFile| {
                unique(f, "topics", r.topics.iter().map(|x| x.id.as_str()))?;
                // Each topic's tool must be a panel of this game: the games layer knows them.
                let tools: Vec<serde_json::Value> = r
                    .topics
                    .iter()
                    .filter_map(|t| {
                        let tool = t.tool.as_deref()?;
                        Some(serde_json::json!({ "id": t.id, "tool": tool }))
                    })
                    .collect();
                check(
                    dir,
                    "rules.json",
                    f,
                    &serde_json::json!({ "tools": tools }).to_string(),
                )
            })
            .unwrap_or_default();
        Some(GameDef {
            rules: rules.topics,
            rules_absent: rules.absent,
            rules_abbreviations: rules.abbreviations,
            files: extra_files,
            dice: dice
                .dice
                .into_iter()
                .map(|d| Die::from_game(&game.id, d))
                .collect(),
            id: game.id,
            name: game.name,
            source: game.source,
            accent: game.accent,
            accent_dark: game.accent_dark,
            sides: game.sides,
            phases,
            pools: counters.pools,
            counters: counters.counters,
            tracks: tracks.tracks,
            decks: decks.decks,
        })
    }
}

/// Lists every numeric die the engine offers without data (`d4`…`d100`).
pub fn numeric_dice() -> Vec<Die> {
    NUMERIC_SIDES.iter().map(|&s| Die::numeric(s)).collect()
}

/// Every message id a game's data refers to (for the i18n parity tests).
pub fn message_ids(g: &GameDef) -> Vec<String> {
    let mut out = vec![g.name.clone()];
    out.extend(g.sides.iter().map(|s| s.name.clone()));
    for d in &g.dice {
        out.push(d.def.name.clone());
        if let Some(faces) = &d.def.faces {
            out.extend(faces.iter().map(|f| f.name.clone()));
        }
    }
    for p in &g.phases.phases {
        out.push(p.name.clone());
        out.extend(p.steps.iter().map(|s| s.name.clone()));
    }
    out.extend(g.pools.iter().map(|p| p.name.clone()));
    out.extend(g.counters.iter().map(|c| c.name.clone()));
    for t in &g.tracks {
        out.push(t.name.clone());
        out.extend(
            t.events
                .iter()
                .filter(|e| !e.custom)
                .map(|e| e.text.clone()),
        );
    }
    for r in &g.rules {
        out.push(r.title.clone());
        out.push(r.body.clone());
    }
    out.extend(g.rules_absent.iter().map(|a| a.note.clone()));
    for d in &g.decks {
        out.push(d.name.clone());
        for c in &d.cards {
            out.push(c.name.clone());
            out.extend(c.effect.clone());
            out.extend(c.timing.clone());
        }
    }
    out.sort();
    out.dedup();
    out
}

/// The player's own copies of data files, written from the app.
pub mod overrides {
    use std::path::{Path, PathBuf};

    use serde_json::json;

    use super::Content;
    use crate::core::dice::{DieDef, FaceDef};

    /// Where the player's copy of `file` for `game` lives.
    pub fn path(user_dir: &Path, game: &str, file: &str) -> PathBuf {
        user_dir.join(game).join(file)
    }

    pub fn exists(user_dir: &Path, game: &str, file: &str) -> bool {
        path(user_dir, game, file).is_file()
    }

    /// Turns side `side` of a symbol die to the next face that die can show, and saves the
    /// game's dice as the player's own `dice.json` (atomically; the previous copy is kept as
    /// a backup).
    pub fn cycle_face(
        content: &Content,
        user_dir: &Path,
        game: &str,
        die: &str,
        side: usize,
    ) -> Result<(), String> {
        let def = content
            .game(game)
            .ok_or_else(|| format!("no game '{game}'"))?;
        let builtin = Content::load_checked(None, &|_, _, _, _| Ok(()));
        let mut dice: Vec<DieDef> = def.dice.iter().map(|d| d.def.clone()).collect();
        let target = dice
            .iter_mut()
            .find(|d| d.id == die)
            .ok_or_else(|| format!("no die '{die}'"))?;
        let faces = target
            .faces
            .as_mut()
            .ok_or_else(|| format!("'{die}' has numbered sides"))?;
        // Every face this die can show: the current ones and the built-in ones.
        let mut kinds: Vec<FaceDef> = Vec::new();
        let embedded_faces = builtin
            .game(game)
            .and_then(|g| g.dice.iter().find(|d| d.def.id == die))
            .and_then(|d| d.def.faces.clone())
            .unwrap_or_default();
        // The built-in order first, so tapping a side always walks the faces in the same order.
        for f in embedded_faces.iter().chain(faces.iter()) {
            if !kinds.iter().any(|k| k.id == f.id) {
                kinds.push(f.clone());
            }
        }
        let current = faces
            .get(side)
            .ok_or_else(|| format!("side {} of '{die}'", side + 1))?
            .id
            .clone();
        let at = kinds.iter().position(|k| k.id == current).unwrap_or(0);
        let next = kinds[(at + 1) % kinds.len()].clone();
        faces[side] = next;
        let stamp = chrono::Local::now().format("%Y-%m-%d");
        let layout: Vec<String> = faces.iter().map(|f| f.id.clone()).collect();
        target.source = Some(format!(
            "corrected in Adjutant on {stamp} to match the physical dice: {}",
            layout.join(", ")
        ));
        let body =
            serde_json::to_vec_pretty(&json!({ "dice": dice })).map_err(|e| e.to_string())?;
        crate::store::write_atomic(&path(user_dir, game, "dice.json"), &body)
            .map_err(|e| e.to_string())
    }

    /// Sets the token cost of one card (`None`: not known, entered at play) and saves the
    /// game's decks as the player's own `decks.json` (atomically, previous copy backed up).
    pub fn set_card_cost(
        content: &Content,
        user_dir: &Path,
        game: &str,
        deck: &str,
        card: &str,
        cost: Option<u32>,
    ) -> Result<(), String> {
        let def = content
            .game(game)
            .ok_or_else(|| format!("no game '{game}'"))?;
        let mut decks = def.decks.clone();
        let d = decks
            .iter_mut()
            .find(|d| d.id == deck)
            .ok_or_else(|| format!("no deck '{deck}'"))?;
        if !d.priced {
            return Err(format!("the cards of '{deck}' have no cost"));
        }
        let c = d
            .cards
            .iter_mut()
            .find(|c| c.id == card)
            .ok_or_else(|| format!("no card '{card}'"))?;
        c.cost = cost;
        let stamp = chrono::Local::now().format("%Y-%m-%d");
        c.source = Some(match cost {
            Some(n) => format!("cost {n} entered in Adjutant on {stamp} from the printed card"),
            None => format!("cost cleared in Adjutant on {stamp}: entered at play"),
        });
        let body =
            serde_json::to_vec_pretty(&json!({ "decks": decks })).map_err(|e| e.to_string())?;
        crate::store::write_atomic(&path(user_dir, game, "decks.json"), &body)
            .map_err(|e| e.to_string())
    }

    /// Puts the player's copy aside (renamed, never deleted) so the built-in data applies.
    pub fn reset(user_dir: &Path, game: &str, file: &str) -> Result<Option<PathBuf>, String> {
        let p = path(user_dir, game, file);
        if !p.exists() {
            return Ok(None);
        }
        crate::store::set_aside(&p)
            .map(Some)
            .map_err(|e| e.to_string())
    }
}
