//! One game in progress: its definition (from data), its state, and the actions that change
//! it. `GameState::apply` takes a state and an action and returns the new state with its log
//! entries; undo and redo work on every action.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::counters::{CountError, Counter, Pool};
use super::decks::{CardDef, Deck, DeckError};
use super::dice::{DiceError, DiceSpec, Die, Roll, RollSource};
use super::log::{Arg, LogEntry};
use super::phases::{Cursor, PhaseList};
use super::rng::GameRng;
use super::tracks::{Track, TrackEvent};

/// Version of the saved-game format. Bump it and add a migration in `store` on any change
/// that old files cannot be read as.
pub const SCHEMA_VERSION: u32 = 1;

/// How many actions can be undone (older history is dropped; the log keeps everything).
pub const UNDO_DEPTH: usize = 200;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SideDef {
    pub id: String,
    pub name: String,
    #[serde(default)]
    pub source: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PoolDef {
    pub id: String,
    pub name: String,
    pub total: u32,
    #[serde(default)]
    pub start_per_side: u32,
    #[serde(default)]
    pub source: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CounterDef {
    pub id: String,
    pub name: String,
    #[serde(default)]
    pub per_side: bool,
    #[serde(default)]
    pub min: i64,
    #[serde(default)]
    pub max: Option<i64>,
    #[serde(default)]
    pub start: i64,
    #[serde(default)]
    pub source: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TrackDef {
    pub id: String,
    pub name: String,
    pub boxes: u32,
    #[serde(default = "one")]
    pub start: u32,
    #[serde(default)]
    pub events: Vec<TrackEvent>,
    /// The marker moves one box each time a new round starts (a clock on a time track), and
    /// back when the phase bar goes back over a round's start.
    #[serde(default)]
    pub follows_round: bool,
    #[serde(default)]
    pub source: Option<String>,
}

/// Moves a track's marker, logging the move and every event on a box it reaches.
fn move_track(
    tr: &Track,
    tdef: &TrackDef,
    delta: i64,
    now: DateTime<Utc>,
    log: &mut Vec<LogEntry>,
) -> Track {
    let (next, events) = tr.moved(delta);
    log.push(
        LogEntry::new(now, "log-track-move")
            .msg_arg("track", &tdef.name)
            .arg("box", next.position),
    );
    for ev in events {
        let text = if ev.custom {
            Arg::Text(ev.text.clone())
        } else {
            Arg::Msg(ev.text.clone())
        };
        log.push(
            LogEntry::new(now, "log-track-event")
                .arg("box", ev.r#box)
                .arg("text", text),
        );
    }
    next
}

fn one() -> u32 {
    1
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeckDef {
    pub id: String,
    pub name: String,
    #[serde(default)]
    pub hand_limit: Option<usize>,
    pub cards: Vec<CardDef>,
    #[serde(default)]
    pub source: Option<String>,
    /// Each card of this deck has a token cost printed on it (the player may enter the costs
    /// the text lacks from Settings).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub priced: bool,
}

/// One topic of a game's rule lookup: words in i18n, the rulebook reference in data.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RuleTopic {
    pub id: String,
    /// Message id of the title.
    pub title: String,
    /// Message id of the body (our own words, never the rulebook's).
    pub body: String,
    /// Where the rulebook says it, e.g. `L218-228` or a rule number.
    #[serde(default)]
    pub refs: Option<String>,
    /// Extra search words (both languages), e.g. the Italian section name.
    #[serde(default)]
    pub tags: Vec<String>,
}

impl RuleTopic {
    /// The references a player can look up in the printed rulebook: rule numbers and section
    /// names, without the line numbers of the rulebook's text file (`L218-228`), which only
    /// help to check the data. `None` when nothing else is left.
    pub fn book_refs(&self) -> Option<String> {
        let is_line = |w: &str| {
            let w = w.trim_end_matches([',', ';', '.']);
            w.strip_prefix('L').is_some_and(|rest| {
                !rest.is_empty()
                    && rest
                        .chars()
                        .all(|c| c.is_ascii_digit() || c == '-' || c == '–')
            })
        };
        let parts: Vec<String> = self
            .refs
            .as_deref()?
            .split(';')
            .map(|part| {
                part.split_whitespace()
                    .filter(|w| !is_line(w))
                    .collect::<Vec<_>>()
                    .join(" ")
                    .trim_end_matches(',')
                    .trim()
                    .to_string()
            })
            .filter(|p| !p.is_empty())
            .collect();
        (!parts.is_empty()).then(|| parts.join("; "))
    }
}

/// Everything a game's data says, validated.
#[derive(Debug, Clone, PartialEq)]
pub struct GameDef {
    pub id: String,
    pub name: String,
    pub source: Option<String>,
    pub sides: Vec<SideDef>,
    pub dice: Vec<Die>,
    pub phases: PhaseList,
    pub pools: Vec<PoolDef>,
    pub counters: Vec<CounterDef>,
    pub tracks: Vec<TrackDef>,
    pub decks: Vec<DeckDef>,
    pub rules: Vec<RuleTopic>,
    /// A game's own data files (tables only its rules read), by file name, as JSON text.
    pub files: BTreeMap<String, String>,
}

impl GameDef {
    /// Finds a die by qualified key (`game:die`) or, within this game, by bare id.
    pub fn die(&self, name: &str) -> Option<Die> {
        let name = name.to_ascii_lowercase();
        self.dice
            .iter()
            .find(|d| d.key == name || (d.game.as_deref() == Some(&self.id) && d.def.id == name))
            .cloned()
    }

    pub fn parse_spec(&self, text: &str) -> Result<DiceSpec, DiceError> {
        DiceSpec::parse(text, &|n| self.die(n))
    }

    pub fn side_ids(&self) -> Vec<String> {
        self.sides.iter().map(|s| s.id.clone()).collect()
    }

    pub fn side_name(&self, id: &str) -> Option<&str> {
        self.sides
            .iter()
            .find(|s| s.id == id)
            .map(|s| s.name.as_str())
    }
}

/// The key of a counter in the state: `id` or `id@side`.
pub fn counter_key(id: &str, side: Option<&str>) -> String {
    match side {
        Some(s) => format!("{id}@{s}"),
        None => id.to_string(),
    }
}

/// The part of the game that actions change and undo restores (the RNG included, so an undone
/// roll rolls the same again).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Table {
    pub rng: GameRng,
    pub cursor: Cursor,
    #[serde(default)]
    pub round_limit: Option<u32>,
    #[serde(default)]
    pub pools: BTreeMap<String, Pool>,
    #[serde(default)]
    pub counters: BTreeMap<String, Counter>,
    #[serde(default)]
    pub tracks: BTreeMap<String, Track>,
    #[serde(default)]
    pub decks: BTreeMap<String, Deck>,
    /// The latest roll (earlier ones live in the log).
    #[serde(default)]
    pub last_roll: Option<Roll>,
    /// What one game keeps beyond the common frame (medals by type, units, presets…).
    #[serde(default)]
    pub extra: crate::games::GameExtra,
}

/// One step of history: what the action was called, the table on the other side of it, and
/// the log entries it wrote.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HistoryItem {
    pub label: LogEntry,
    pub table: Table,
    pub log_len: usize,
    #[serde(default)]
    pub entries: Vec<LogEntry>,
}

/// A game in progress, as saved.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameState {
    pub schema_version: u32,
    /// The save's own id (also its file name).
    pub id: String,
    /// The game's id (`cc-great-war`).
    pub game: String,
    pub created: DateTime<Utc>,
    pub updated: DateTime<Utc>,
    pub table: Table,
    #[serde(default)]
    pub log: Vec<LogEntry>,
    #[serde(default)]
    pub undo: Vec<HistoryItem>,
    #[serde(default)]
    pub redo: Vec<HistoryItem>,
}

/// Everything a player can do to the game through the frame.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Roll a spec with the app's generator, or record faces read off physical dice.
    Roll {
        spec: String,
        hand: Option<Vec<String>>,
    },
    NextPhase,
    PrevPhase,
    SetRoundLimit(Option<u32>),
    /// A side takes tokens from a pool's common supply.
    PoolTake {
        pool: String,
        side: String,
        n: u32,
    },
    /// A side pays tokens back to the common supply.
    PoolPay {
        pool: String,
        side: String,
        n: u32,
    },
    CounterAdd {
        counter: String,
        side: Option<String>,
        delta: i64,
    },
    TrackMove {
        track: String,
        delta: i64,
    },
    TrackSchedule {
        track: String,
        at: u32,
        text: String,
    },
    DeckDraw {
        deck: String,
        side: String,
    },
    DeckDiscard {
        deck: String,
        side: String,
        card: String,
    },
    DeckReshuffle {
        deck: String,
    },
    Note(String),
    /// An action only one game knows (its resolvers, its bookkeeping).
    Game(crate::games::GameAction),
}

/// Why an action was refused. The state is unchanged when one is returned.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ActionError {
    Dice(DiceError),
    Count(CountError),
    Deck(DeckError),
    Unknown {
        what: &'static str,
        id: String,
    },
    NothingToUndo,
    NothingToRedo,
    EmptyNote,
    /// A game's own refusal: its message id and arguments.
    Rule(&'static str, Vec<(&'static str, String)>),
}

impl ActionError {
    /// Fluent message id and arguments for this error.
    pub fn message(&self) -> (&'static str, Vec<(&'static str, String)>) {
        match self {
            ActionError::Dice(e) => e.message(),
            ActionError::Count(e) => e.message(),
            ActionError::Deck(e) => e.message(),
            ActionError::Unknown { what, id } => (
                "err-unknown-thing",
                vec![("what", what.to_string()), ("id", id.clone())],
            ),
            ActionError::NothingToUndo => ("err-nothing-to-undo", vec![]),
            ActionError::NothingToRedo => ("err-nothing-to-redo", vec![]),
            ActionError::EmptyNote => ("err-empty-note", vec![]),
            ActionError::Rule(id, args) => (id, args.clone()),
        }
    }
}

impl From<DiceError> for ActionError {
    fn from(e: DiceError) -> Self {
        ActionError::Dice(e)
    }
}
impl From<CountError> for ActionError {
    fn from(e: CountError) -> Self {
        ActionError::Count(e)
    }
}
impl From<DeckError> for ActionError {
    fn from(e: DeckError) -> Self {
        ActionError::Deck(e)
    }
}

fn unknown(what: &'static str, id: &str) -> ActionError {
    ActionError::Unknown {
        what,
        id: id.to_string(),
    }
}

/// A spec as a log argument: each kind of die with its count, named in the player's language.
pub fn spec_arg(spec: &DiceSpec) -> Arg {
    Arg::List(
        spec.groups
            .iter()
            .map(|g| {
                let name = if g.die.game.is_none() {
                    Arg::Text(g.die.key.clone())
                } else {
                    Arg::Msg(g.die.def.name.clone())
                };
                Arg::Counted(g.count, Box::new(name))
            })
            .collect(),
    )
}

/// The faces of a roll as log arguments: numbers as text, symbols as their message ids.
pub fn roll_faces_arg(def: &GameDef, roll: &Roll) -> Arg {
    Arg::List(
        roll.dice
            .iter()
            .map(|d| {
                def.die(&d.die)
                    .and_then(|die| die.face(d.side).map(|f| Arg::Msg(f.name.clone())))
                    .unwrap_or_else(|| Arg::Text(d.face.clone()))
            })
            .collect(),
    )
}

impl GameState {
    /// A new game of `def`, its RNG seeded with `seed`.
    pub fn new(def: &GameDef, id: &str, seed: u64, now: DateTime<Utc>) -> GameState {
        let mut rng = GameRng::from_seed(seed);
        let sides = def.side_ids();
        let pools = def
            .pools
            .iter()
            .map(|p| (p.id.clone(), Pool::new(p.total, &sides, p.start_per_side)))
            .collect();
        let mut counters = BTreeMap::new();
        for c in &def.counters {
            if c.per_side {
                for s in &sides {
                    counters.insert(
                        counter_key(&c.id, Some(s)),
                        Counter::new(c.start, c.min, c.max),
                    );
                }
            } else {
                counters.insert(c.id.clone(), Counter::new(c.start, c.min, c.max));
            }
        }
        let tracks = def
            .tracks
            .iter()
            .map(|t| (t.id.clone(), Track::new(t.boxes, t.start, t.events.clone())))
            .collect();
        let decks = def
            .decks
            .iter()
            .map(|d| {
                (
                    d.id.clone(),
                    Deck::new(&d.cards, &sides, d.hand_limit, &mut rng),
                )
            })
            .collect();
        let table = Table {
            rng,
            cursor: Cursor::default(),
            round_limit: def.phases.round_limit,
            pools,
            counters,
            tracks,
            decks,
            last_roll: None,
            extra: crate::games::GameExtra::None,
        };
        let mut table = table;
        table.extra = crate::games::new_extra(def, &mut table);
        GameState {
            schema_version: SCHEMA_VERSION,
            id: id.to_string(),
            game: def.id.clone(),
            created: now,
            updated: now,
            table,
            log: vec![LogEntry::new(now, "log-game-started").msg_arg("game", &def.name)],
            undo: vec![],
            redo: vec![],
        }
    }

    /// The state after `action`, or why it was refused (then nothing changed).
    pub fn apply(
        &self,
        def: &GameDef,
        action: &Action,
        now: DateTime<Utc>,
    ) -> Result<GameState, ActionError> {
        let mut next = self.clone();
        next.apply_mut(def, action, now)?;
        Ok(next)
    }

    /// Like [`GameState::apply`], in place: on a refusal nothing is changed. This avoids
    /// copying the whole history on every tap.
    pub fn apply_mut(
        &mut self,
        def: &GameDef,
        action: &Action,
        now: DateTime<Utc>,
    ) -> Result<(), ActionError> {
        let (table, entries) = step(def, &self.table, action, now)?;
        let label = entries
            .first()
            .cloned()
            .unwrap_or_else(|| LogEntry::new(now, "log-action"));
        let before = std::mem::replace(&mut self.table, table);
        self.undo.push(HistoryItem {
            label,
            table: before,
            log_len: self.log.len(),
            entries: vec![],
        });
        if self.undo.len() > UNDO_DEPTH {
            let extra = self.undo.len() - UNDO_DEPTH;
            self.undo.drain(..extra);
        }
        self.redo.clear();
        self.log.extend(entries);
        self.updated = now;
        Ok(())
    }

    /// Takes back the last action: the table and log return to what they were before it.
    pub fn undo(&self, now: DateTime<Utc>) -> Result<GameState, ActionError> {
        let mut next = self.clone();
        next.undo_mut(now)?;
        Ok(next)
    }

    pub fn undo_mut(&mut self, now: DateTime<Utc>) -> Result<(), ActionError> {
        let item = self.undo.pop().ok_or(ActionError::NothingToUndo)?;
        let cut = item.log_len.min(self.log.len());
        let entries = self.log.split_off(cut);
        let back = self.swap_in(item, cut, entries, now);
        self.redo.push(back);
        Ok(())
    }

    /// Puts a history item's table and log entries in place; returns the item that undoes it.
    fn swap_in(
        &mut self,
        item: HistoryItem,
        log_len: usize,
        entries: Vec<LogEntry>,
        now: DateTime<Utc>,
    ) -> HistoryItem {
        self.log.extend(item.entries);
        self.updated = now;
        HistoryItem {
            label: item.label,
            table: std::mem::replace(&mut self.table, item.table),
            log_len,
            entries,
        }
    }

    /// Does again the last undone action.
    pub fn redo(&self, now: DateTime<Utc>) -> Result<GameState, ActionError> {
        let mut next = self.clone();
        next.redo_mut(now)?;
        Ok(next)
    }

    pub fn redo_mut(&mut self, now: DateTime<Utc>) -> Result<(), ActionError> {
        let item = self.redo.pop().ok_or(ActionError::NothingToRedo)?;
        self.log.truncate(item.log_len);
        let log_len = self.log.len();
        let back = self.swap_in(item, log_len, vec![], now);
        self.undo.push(back);
        Ok(())
    }

    pub fn last_roll(&self) -> Option<&Roll> {
        self.table.last_roll.as_ref()
    }
}

/// Applies one action to a table: the new table and the log entries, or the refusal.
fn step(
    def: &GameDef,
    table: &Table,
    action: &Action,
    now: DateTime<Utc>,
) -> Result<(Table, Vec<LogEntry>), ActionError> {
    let mut t = table.clone();
    let mut log = Vec::new();
    let side_arg = |side: &str| -> Result<Arg, ActionError> {
        def.side_name(side)
            .map(|n| Arg::Msg(n.to_string()))
            .ok_or_else(|| unknown("side", side))
    };
    match action {
        Action::Roll { spec, hand } => {
            let spec = def.parse_spec(spec)?;
            let roll = match hand {
                Some(faces) => spec.from_hand(faces)?,
                None => spec.roll(&mut t.rng),
            };
            let msg = match roll.source {
                RollSource::App => "log-roll",
                RollSource::Hand => "log-roll-hand",
            };
            let mut e = LogEntry::new(now, msg)
                .arg("spec", spec_arg(&spec))
                .arg("faces", roll_faces_arg(def, &roll));
            // Fluent picks the wording with or without a total from this argument.
            e = e.arg(
                "total",
                roll.total.map_or(Arg::Text("none".into()), Arg::Num),
            );
            log.push(e);
            t.last_roll = Some(roll);
        }
        Action::NextPhase | Action::PrevPhase => {
            let n = def.sides.len();
            let before = t.cursor;
            t.cursor = if *action == Action::NextPhase {
                t.cursor.next(&def.phases, n)
            } else {
                t.cursor.back(&def.phases, n)
            };
            let phase = t
                .cursor
                .phase(&def.phases)
                .map(|p| p.name.clone())
                .unwrap_or_default();
            let mut e = LogEntry::new(now, "log-phase")
                .arg("round", t.cursor.round)
                .msg_arg("phase", &phase);
            e = match t
                .cursor
                .whose_turn(&def.phases)
                .and_then(|i| def.sides.get(i))
            {
                Some(s) => e.msg_arg("side", &s.name),
                None => e.msg_arg("side", "side-all"),
            };
            log.push(e);
            if *action == Action::NextPhase
                && (t.cursor.side != before.side || t.cursor.round != before.round)
            {
                log.extend(crate::games::on_turn_change(def, &mut t, now));
            }
            // Clocks on time tracks follow the rounds.
            let rounds = t.cursor.round as i64 - before.round as i64;
            if rounds != 0 {
                for tdef in def.tracks.iter().filter(|d| d.follows_round) {
                    if let Some(tr) = t.tracks.get(&tdef.id) {
                        let next = move_track(tr, tdef, rounds, now, &mut log);
                        t.tracks.insert(tdef.id.clone(), next);
                    }
                }
            }
            if t.cursor.round > before.round && t.cursor.past_limit(t.round_limit) {
                log.push(
                    LogEntry::new(now, "log-round-limit").arg("limit", t.round_limit.unwrap_or(0)),
                );
            }
        }
        Action::SetRoundLimit(limit) => {
            t.round_limit = *limit;
            log.push(match limit {
                Some(l) => LogEntry::new(now, "log-round-limit-set").arg("limit", *l),
                None => LogEntry::new(now, "log-round-limit-cleared"),
            });
        }
        Action::PoolTake { pool, side, n } | Action::PoolPay { pool, side, n } => {
            let p = t.pools.get(pool).ok_or_else(|| unknown("pool", pool))?;
            let pdef = def
                .pools
                .iter()
                .find(|d| &d.id == pool)
                .ok_or_else(|| unknown("pool", pool))?;
            let sarg = side_arg(side)?;
            let taking = matches!(action, Action::PoolTake { .. });
            let next = if taking {
                p.take(side, *n)?
            } else {
                p.give_back(side, *n)?
            };
            log.push(
                LogEntry::new(
                    now,
                    if taking {
                        "log-pool-take"
                    } else {
                        "log-pool-pay"
                    },
                )
                .arg("side", sarg)
                .arg("n", *n)
                .msg_arg("pool", &pdef.name)
                .arg("held", next.held_by(side))
                .arg("supply", next.supply),
            );
            t.pools.insert(pool.clone(), next);
        }
        Action::CounterAdd {
            counter,
            side,
            delta,
        } => {
            let cdef = def
                .counters
                .iter()
                .find(|d| &d.id == counter)
                .ok_or_else(|| unknown("counter", counter))?;
            let key = counter_key(counter, side.as_deref());
            let c = t
                .counters
                .get(&key)
                .ok_or_else(|| unknown("counter", &key))?;
            let next = c.adjusted(*delta)?;
            let mut e = LogEntry::new(now, "log-counter")
                .msg_arg("counter", &cdef.name)
                .arg("delta", *delta)
                .arg("value", next.value);
            e = match side {
                Some(s) => e.arg("side", side_arg(s)?),
                None => e.msg_arg("side", "side-table"),
            };
            log.push(e);
            t.counters.insert(key, next);
        }
        Action::TrackMove { track, delta } => {
            let tr = t.tracks.get(track).ok_or_else(|| unknown("track", track))?;
            let tdef = def
                .tracks
                .iter()
                .find(|d| &d.id == track)
                .ok_or_else(|| unknown("track", track))?;
            let next = move_track(tr, tdef, *delta, now, &mut log);
            t.tracks.insert(track.clone(), next);
        }
        Action::TrackSchedule { track, at, text } => {
            let tr = t.tracks.get(track).ok_or_else(|| unknown("track", track))?;
            if text.trim().is_empty() {
                return Err(ActionError::EmptyNote);
            }
            if *at < 1 || *at > tr.boxes {
                return Err(ActionError::Count(CountError::AboveMax {
                    max: tr.boxes as i64,
                }));
            }
            let next = tr.schedule(TrackEvent {
                r#box: *at,
                text: text.trim().to_string(),
                custom: true,
            });
            log.push(
                LogEntry::new(now, "log-track-scheduled")
                    .arg("box", *at)
                    .arg("text", text.trim()),
            );
            t.tracks.insert(track.clone(), next);
        }
        Action::DeckDraw { deck, side } => {
            let d = t.decks.get(deck).ok_or_else(|| unknown("deck", deck))?;
            let ddef = def
                .decks
                .iter()
                .find(|x| &x.id == deck)
                .ok_or_else(|| unknown("deck", deck))?;
            let sarg = side_arg(side)?;
            let (next, drawn) = d.draw(side, &mut t.rng)?;
            if drawn.reshuffled {
                log.push(LogEntry::new(now, "log-deck-reshuffled").msg_arg("deck", &ddef.name));
            }
            // The card itself stays out of the log: hands are hidden.
            log.push(
                LogEntry::new(now, "log-deck-draw")
                    .arg("side", sarg)
                    .msg_arg("deck", &ddef.name),
            );
            t.decks.insert(deck.clone(), next);
        }
        Action::DeckDiscard { deck, side, card } => {
            let d = t.decks.get(deck).ok_or_else(|| unknown("deck", deck))?;
            let ddef = def
                .decks
                .iter()
                .find(|x| &x.id == deck)
                .ok_or_else(|| unknown("deck", deck))?;
            let sarg = side_arg(side)?;
            let next = d.discard(side, card)?;
            let cname = ddef
                .cards
                .iter()
                .find(|c| &c.id == card)
                .map(|c| Arg::Msg(c.name.clone()))
                .unwrap_or_else(|| Arg::Text(card.clone()));
            log.push(
                LogEntry::new(now, "log-deck-discard")
                    .arg("side", sarg)
                    .arg("card", cname),
            );
            t.decks.insert(deck.clone(), next);
        }
        Action::DeckReshuffle { deck } => {
            let d = t.decks.get(deck).ok_or_else(|| unknown("deck", deck))?;
            let ddef = def
                .decks
                .iter()
                .find(|x| &x.id == deck)
                .ok_or_else(|| unknown("deck", deck))?;
            let next = d.reshuffle(&mut t.rng);
            log.push(LogEntry::new(now, "log-deck-reshuffled").msg_arg("deck", &ddef.name));
            t.decks.insert(deck.clone(), next);
        }
        Action::Game(a) => {
            log.extend(crate::games::step(def, &mut t, a, now)?);
        }
        Action::Note(text) => {
            if text.trim().is_empty() {
                return Err(ActionError::EmptyNote);
            }
            log.push(LogEntry::new(now, "log-note").arg("text", text.trim()));
        }
    }
    Ok((t, log))
}

#[cfg(test)]
mod tests {
    use super::RuleTopic;

    fn refs(r: &str) -> Option<String> {
        RuleTopic {
            id: "t".into(),
            title: "t".into(),
            body: "b".into(),
            refs: Some(r.into()),
            tags: vec![],
        }
        .book_refs()
    }

    #[test]
    fn book_refs_keep_rule_numbers_and_sections_but_not_text_lines() {
        assert_eq!(
            refs("§3.1g §3.2.1 §3.6 L576-580 L864-868").as_deref(),
            Some("§3.1g §3.2.1 §3.6")
        );
        assert_eq!(
            refs("Fase 1, L234-240; Carte Tattiche, L937").as_deref(),
            Some("Fase 1; Carte Tattiche")
        );
        assert_eq!(
            refs("Turno di Gioco, L218-228").as_deref(),
            Some("Turno di Gioco")
        );
        // Only line numbers: nothing to show.
        assert_eq!(refs("L244"), None);
        assert_eq!(refs("L244; L250-252"), None);
        // Words that merely start with L stay.
        assert_eq!(refs("Leader, L12").as_deref(), Some("Leader"));
    }
}
