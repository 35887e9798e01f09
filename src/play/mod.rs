//! `adjutant play`: a whole game without a screen, over the same session layer, actions and
//! journal as the app. A game started here opens in the app and the other way round, undo
//! included. A change takes the save's lock first (one writer per save, whichever program it
//! is): a second writer waits a little, then is refused with the holder's name.
//!
//! Nothing here draws: the app's phone page (issue 26) uses the same calls.

pub mod actions;
pub mod show;

use std::path::PathBuf;
use std::time::{Duration, Instant};

use chrono::{DateTime, Utc};

use crate::content::Content;
use crate::core::actor::Actor;
use crate::core::def::GameDef;
use crate::core::log::LogEntry;
use crate::core::table::ActionError;
use crate::games::card::CardText;
use crate::i18n::Localizer;
use crate::session::saved::{self, Access, Writer};
use crate::session::saver::{self, Saver};
use crate::session::{Action, ChangeKind, GameState};
use crate::store::{self, Paths};

/// The version of the JSON `adjutant play` prints (`format` in every answer). Bumped on any
/// change a script reading it would notice; fields are only added within one version.
pub const FORMAT: u32 = 2;

/// How long a change waits for a save another program is writing, unless told.
pub const DEFAULT_WAIT: Duration = Duration::from_secs(5);

/// Why a `play` command could not go on. Each names what was wrong; nothing was changed.
#[derive(Debug, Clone, PartialEq)]
pub enum PlayError {
    /// No save with this id.
    NoSave(String),
    /// The save's game is not one this copy of the app knows.
    UnknownGame(String),
    /// The save did not load: the reason (its files are left as they are).
    Load(String),
    /// Another program writes this save (the app, or another `play`).
    Busy { save: String, holder: String },
    /// The save's folder cannot be written (no lock can be taken there): said at once.
    Unwritable { save: String, why: String },
    /// The action was refused by the rules: nothing changed.
    Refused(ActionError),
    /// The words did not make an action.
    Words(actions::WordsError),
    /// The change could not be written (it is not applied).
    Write(String),
}

impl PlayError {
    /// Fluent message id and arguments.
    pub fn message(&self) -> (&'static str, Vec<(&'static str, String)>) {
        let echo = crate::i18n::echo;
        match self {
            PlayError::NoSave(id) => ("play-err-no-save", vec![("save", echo(id))]),
            PlayError::UnknownGame(g) => ("err-unknown-game", vec![("game", echo(g))]),
            PlayError::Load(why) => ("play-err-load", vec![("why", echo(why))]),
            PlayError::Busy { save, holder } => (
                "play-err-busy",
                [("save", echo(save))]
                    .into_iter()
                    .chain(crate::store::lock::holder_args(Some(holder)))
                    .collect(),
            ),
            PlayError::Unwritable { save, why } => (
                "play-err-unwritable",
                vec![("save", echo(save)), ("why", echo(why))],
            ),
            PlayError::Refused(e) => e.message(),
            PlayError::Words(w) => w.message(),
            PlayError::Write(why) => ("play-err-write", vec![("why", echo(why))]),
        }
    }

    /// The message in the player's language.
    pub fn text(&self, loc: &Localizer) -> String {
        let (id, args) = self.message();
        loc.tr(id, &args)
    }
}

/// A saved game opened by `play`: its definition, its state and (once a change is asked
/// for) the right to write it.
pub struct Play {
    pub path: PathBuf,
    pub def: GameDef,
    pub state: GameState,
    writer: Option<Writer>,
    /// Writes this game's changes once the first one is asked for; it holds the lock from
    /// then on, so one `Play` can apply any number of changes (the host applies many).
    saver: Option<Saver>,
    /// What the players told the app that marks its answers (dice confirmed as theirs).
    pub ctx: crate::games::card::CardContext,
}

/// What one change did.
#[derive(Debug, Clone)]
pub struct Done {
    /// The log entries it wrote (empty for undo and redo).
    pub entries: Vec<LogEntry>,
    /// The answer it produced, as the result card words it.
    pub card: Option<CardText>,
}

/// The definition of `game` (its data read and checked now), or why not.
pub fn game_def(content: &Content, game: &str) -> Result<GameDef, PlayError> {
    content
        .game(game)
        .cloned()
        .ok_or_else(|| PlayError::UnknownGame(game.to_string()))
}

/// A new game of `game`, saved at once: its id is free in the saves folder. `seed` fixes the
/// dice (the same seed gives the same game); `name` is checked as the app checks it.
pub fn new_game(
    paths: &Paths,
    content: &Content,
    game: &str,
    name: Option<&str>,
    seed: Option<u64>,
    now: DateTime<Utc>,
) -> Result<Play, PlayError> {
    let def = game_def(content, game)?;
    let name = match name {
        Some(n) => Some(crate::session::check_name(n).map_err(|e| {
            let (id, args) = e.message();
            PlayError::Refused(ActionError::Rule(id, args))
        })?),
        None => None,
    };
    let seed = seed.unwrap_or_else(|| crate::core::rng::GameRng::from_entropy().seed());
    let id = saved::free_save_id(paths, &def.id, now, seed);
    let mut state = GameState::new(&def, &id, seed, now);
    state.name = name;
    write_new(paths, def, state)
}

/// Writes the new game `state` (its id free in the saves folder) as its first save, as
/// `play new` and a campaign's next mission do.
pub fn write_new(paths: &Paths, def: GameDef, state: GameState) -> Result<Play, PlayError> {
    let path = paths.save_file(&state.id);
    let saver = Saver::start();
    saver
        .open(&path, state.clone(), None)
        .map_err(PlayError::Write)?;
    finish(&saver)?;
    Ok(Play {
        path,
        def,
        state,
        writer: None,
        saver: None,
        ctx: crate::games::card::CardContext::of(paths),
    })
}

/// Waits for the saver; a failed write is an error (and the saver lets go of the lock).
fn finish(saver: &Saver) -> Result<(), PlayError> {
    let failed = saver.flush();
    match failed.into_iter().find_map(|r| r.result.err()) {
        Some(e) => Err(PlayError::Write(e)),
        None => Ok(()),
    }
}

/// Opens the save `id` to read it (no lock: another program may be writing it).
pub fn read(paths: &Paths, content: &Content, id: &str) -> Result<Play, PlayError> {
    let path = save_path(paths, id)?;
    let state = saved::load_game(&path).map_err(|e| PlayError::Load(e.to_string()))?;
    let def = game_def(content, &state.game)?;
    Ok(Play {
        path,
        def,
        state,
        writer: None,
        saver: None,
        ctx: crate::games::card::CardContext::of(paths),
    })
}

fn save_path(paths: &Paths, id: &str) -> Result<PathBuf, PlayError> {
    paths
        .checked_save_file(id)
        .filter(|p| p.exists())
        .ok_or_else(|| PlayError::NoSave(id.to_string()))
}

/// Opens the save `id` to change it: takes its lock, waiting up to `wait` while another
/// program (the app, another `play`) holds it, then loads it as the lock leaves it.
pub fn open(paths: &Paths, content: &Content, id: &str, wait: Duration) -> Result<Play, PlayError> {
    let path = save_path(paths, id)?;
    let start = Instant::now();
    loop {
        let opened = saved::open(&path).map_err(|e| PlayError::Load(e.to_string()))?;
        match opened.access {
            Access::Write(w) => {
                let def = game_def(content, &opened.state.game)?;
                return Ok(Play {
                    path,
                    def,
                    state: opened.state,
                    writer: Some(w),
                    saver: None,
                    ctx: crate::games::card::CardContext::of(paths),
                });
            }
            Access::ReadOnly { holder } => {
                if start.elapsed() >= wait {
                    return Err(PlayError::Busy {
                        save: id.to_string(),
                        holder: holder.unwrap_or_else(|| "?".into()),
                    });
                }
                std::thread::sleep(Duration::from_millis(50));
            }
            Access::Unwritable { why } => {
                return Err(PlayError::Unwritable {
                    save: id.to_string(),
                    why,
                });
            }
        }
    }
}

impl Play {
    /// A game shown as it is, with no right to write it (the app's open table, lent to a
    /// view): any change asked of it is refused.
    pub fn detached(path: PathBuf, def: GameDef, state: GameState) -> Play {
        Play {
            path,
            def,
            state,
            writer: None,
            saver: None,
            ctx: Default::default(),
        }
    }

    /// Applies an action (`Ok`), or undo (`Err(true)`) / redo (`Err(false)`), and writes it
    /// to the journal before answering. Refused: nothing changes, on disk or here.
    pub fn act(&mut self, loc: &Localizer, what: Result<&Action, bool>) -> Result<Done, PlayError> {
        self.act_as(loc, what, &Actor::Table)
    }

    /// [`Play::act`] for `actor` (a seated side: `play do --side`, a phone). The engine's one
    /// check refuses what the rules of the turn forbid that actor.
    pub fn act_as(
        &mut self,
        loc: &Localizer,
        what: Result<&Action, bool>,
        actor: &Actor,
    ) -> Result<Done, PlayError> {
        if self.writer.is_none() && self.saver.is_none() {
            return Err(PlayError::Write("the save is not open for writing".into()));
        }
        let now = Utc::now();
        let mut next = self.state.clone();
        let applied = match what {
            Ok(a) => next.apply_as(&self.def, a, actor, now),
            Err(true) => next.undo_mut(now),
            Err(false) => next.redo_mut(now),
        };
        if let Err(e) = applied {
            return Err(PlayError::Refused(e));
        }
        let kind = match what {
            Ok(_) => ChangeKind::Do,
            Err(true) => ChangeKind::Undo,
            Err(false) => ChangeKind::Redo,
        };
        let record = saver::record_of(&next, kind, now);
        // The first change hands the lock to a saver kept for the next ones.
        if let Some(writer) = self.writer.take() {
            let saver = Saver::start();
            saver
                .open_writer(&self.path, writer, None, None)
                .map_err(PlayError::Write)?;
            self.saver = Some(saver);
        }
        let Some(saver) = &self.saver else {
            return Err(PlayError::Write("the save is not open for writing".into()));
        };
        let written = saver
            .change(&self.path, record, None)
            .map_err(PlayError::Write)
            .and_then(|()| finish(saver));
        if let Err(e) = written {
            // Not applied here; the saver (and with it the lock) is let go.
            self.saver = None;
            return Err(e);
        }
        let entries = match what {
            Ok(_) => next
                .log
                .get(self.state.log.len()..)
                .unwrap_or_default()
                .to_vec(),
            Err(_) => vec![],
        };
        self.state = next;
        let card = match what {
            Ok(crate::core::table::TableAction::Game(g)) => self.card(loc, Some(g)),
            _ => None,
        };
        Ok(Done { entries, card })
    }

    /// An answer as its card words it, in `loc`'s language (see
    /// [`crate::games::Rules::card`]).
    pub fn card(
        &self,
        loc: &Localizer,
        after: Option<&crate::games::GameAction>,
    ) -> Option<CardText> {
        crate::games::find(&self.def.id)?.card(loc, &self.def, &self.state.table, after, &self.ctx)
    }
}

/// Whether `path` could be listed by the app (a save the app would show on Home).
pub fn exists(paths: &Paths, id: &str) -> bool {
    store::valid_file_id(id) && paths.save_file(id).exists()
}

/// The actions `actor` may take now: the engine's that this game's data gives a use (its
/// pools, counters, tracks, decks) and the game's own that its rules allow at this point of
/// the game, for this actor (the same checks the engine makes before every action).
pub fn allowed(p: &Play, actor: &Actor) -> Vec<actions::ActionSpec> {
    allowed_for(&p.def, &p.state.table, actor)
}

/// [`allowed`] for a table and its game's definition.
pub fn allowed_for(
    def: &GameDef,
    table: &crate::core::table::Table,
    actor: &Actor,
) -> Vec<actions::ActionSpec> {
    use crate::core::table::{GameHooks, NoGame};
    let game = crate::games::find(&def.id);
    let hooks: &dyn GameHooks<crate::games::GameAction> = match game {
        Some(g) => g,
        None => &NoGame,
    };
    let over = crate::core::table::is_over(def, table, hooks);
    actions::catalogue(&def.id)
        .into_iter()
        .filter(|a| {
            let control = matches!(a.variant.as_str(), "Note" | "SetRoundLimit")
                || (a.variant == "PrevPhase" && *actor == Actor::Table);
            if over && !control {
                return false;
            }
            if a.game {
                return game.is_some_and(|g| g.allowed_now(def, table, &a.variant, actor));
            }
            match a.variant.as_str() {
                "PoolTake" | "PoolPay" => !def.pools.is_empty(),
                "CounterAdd" => !def.counters.is_empty(),
                "TrackMove" | "TrackSchedule" => !def.tracks.is_empty(),
                "DeckDraw" | "DeckDiscard" => !def.decks.is_empty(),
                "DeckReshuffle" => !def.decks.is_empty(),
                // Without arguments, the engine's one check answers exactly.
                "PrevPhase" | "NextPhase" | "EndPhase" => {
                    let a = match a.variant.as_str() {
                        "PrevPhase" => crate::session::Action::PrevPhase,
                        "NextPhase" => crate::session::Action::NextPhase,
                        _ => crate::session::Action::EndPhase,
                    };
                    crate::core::table::check(def, table, &a, hooks, actor).is_ok()
                }
                _ => true,
            }
        })
        .collect()
}
