//! The table: the state every game shares (generator, phase cursor, pools, counters, tracks,
//! decks, the last roll) with a slot for the game's own state, and the actions the engine
//! itself knows. [`step`] applies one of them; a game's own actions and its end-of-turn upkeep
//! are handed to the [`GameHooks`] the caller gives, so the engine never names a game.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::actor::Actor;
use super::counters::{CountError, Counter, Pool};
use super::decks::{Deck, DeckError};
use super::def::{GameDef, TrackDef, counter_key};
use super::dice::{DiceError, DiceSpec, Roll, RollSource};
use super::extra::Extra;
use super::log::{Arg, LogEntry};
use super::phases::Cursor;
use super::rng::GameRng;
use super::tracks::{Track, TrackEvent};

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
    pub extra: Extra,
}

impl Table {
    /// A new table for `def`: pools, counters, tracks and decks as the data sets them up, the
    /// decks shuffled with the generator seeded by `seed`. The game's own slot is empty.
    pub fn new(def: &GameDef, seed: u64) -> Table {
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
        Table {
            rng,
            cursor: Cursor::default(),
            round_limit: def.phases.round_limit,
            pools,
            counters,
            tracks,
            decks,
            last_roll: None,
            extra: Extra::None,
        }
    }
}

/// What the engine asks of the game being played: its own actions, and its upkeep when the
/// turn passes. A game with no rules of its own uses [`NoGame`].
pub trait GameHooks<G> {
    /// Applies one of the game's own actions to the table; returns its log entries.
    fn step(
        &self,
        def: &GameDef,
        table: &mut Table,
        action: &G,
        now: DateTime<Utc>,
    ) -> Result<Vec<LogEntry>, ActionError>;

    /// Called when Next passes the turn to the next side (or round).
    fn on_turn_change(&self, def: &GameDef, table: &mut Table, now: DateTime<Utc>)
    -> Vec<LogEntry>;

    /// Whether `actor` may take the game's own `action` now: the phase and step, whose turn
    /// it is, whose things it touches, the state of everything involved. A refusal names the
    /// rule. [`step`] calls it before every game action, whatever door it came through.
    fn check(
        &self,
        _def: &GameDef,
        _table: &Table,
        _action: &G,
        _actor: &Actor,
    ) -> Result<(), ActionError> {
        Ok(())
    }

    /// The side whose turn it is, as the game keeps it (`None`: both sides play now). Only
    /// that side's seat moves the turn on (Next, Next phase, Back).
    fn in_turn(&self, def: &GameDef, table: &Table) -> Option<String> {
        cursor_turn(def, table)
    }

    /// Whether the game is over by its rules (a side won): then only notes, the round limit
    /// and the table's Back are taken (and undo).
    fn over(&self, _def: &GameDef, _table: &Table) -> bool {
        false
    }

    /// Whether the turn may move on now (Next, Next phase): a game refuses it while
    /// something its rules finish first is open (a bombardment not yet rolled…).
    fn may_move_on(&self, _def: &GameDef, _table: &Table) -> Result<(), ActionError> {
        Ok(())
    }

    /// Called after Next or Next phase moved the cursor forward from `before` (within a turn
    /// too): what the game's rules do as the turn reaches a point (We Were Brothers: the men's
    /// recovery at their activation). Its log entries follow the phase's.
    fn on_cursor_move(
        &self,
        _def: &GameDef,
        _table: &mut Table,
        _before: Cursor,
        _now: DateTime<Utc>,
    ) -> Vec<LogEntry> {
        vec![]
    }

    /// Why the game is over, in the game's own words, where it says more than "the game is
    /// over" (ASL: the scenario ended at a half turn). Next is refused with it; the phase bar
    /// shows it.
    fn over_reason(&self, _def: &GameDef, _table: &Table) -> Option<ActionError> {
        None
    }

    /// Where the game's rules end the game instead of moving the turn on to `next` (ASL: the
    /// turn marker reaches END after the first Player Turn of a last half turn): the game
    /// records the end in its own state and returns its log entries, and the cursor stays
    /// where it is. `None`: the turn moves on as usual.
    fn end_instead(
        &self,
        _def: &GameDef,
        _table: &mut Table,
        _next: Cursor,
        _now: DateTime<Utc>,
    ) -> Option<Vec<LogEntry>> {
        None
    }

    /// The table's Back on a game that [`end_instead`](GameHooks::end_instead) ended: the
    /// game takes its end back and returns its log entries, and the cursor stays. `None`:
    /// Back moves the cursor as usual.
    fn reopen(
        &self,
        _def: &GameDef,
        _table: &mut Table,
        _now: DateTime<Utc>,
    ) -> Option<Vec<LogEntry>> {
        None
    }
}

/// The hooks of a game that has nothing beyond the common table: it refuses game actions.
pub struct NoGame;

impl<G> GameHooks<G> for NoGame {
    fn step(
        &self,
        def: &GameDef,
        _: &mut Table,
        _: &G,
        _: DateTime<Utc>,
    ) -> Result<Vec<LogEntry>, ActionError> {
        Err(unknown("action", &def.id))
    }

    fn on_turn_change(&self, _: &GameDef, _: &mut Table, _: DateTime<Utc>) -> Vec<LogEntry> {
        vec![]
    }
}

/// Everything a player can do to the table through the engine; `G` is the action type of the
/// games (the layer above names it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub enum TableAction<G> {
    /// Roll a spec with the app's generator, or record faces read off physical dice.
    Roll {
        /// What to roll: `2d6`, `3xcc-great-war:battle` (`adjutant games` lists the dice).
        spec: String,
        /// The faces read off physical dice, in the spec's order (`null`: the app rolls).
        hand: Option<Vec<String>>,
    },
    /// One step forward (the next step of this phase, or the next phase).
    NextPhase,
    PrevPhase,
    /// Straight to the start of the next phase, past this phase's remaining steps.
    EndPhase,
    /// The last round of the game (`null`: no limit).
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
    /// Moves a counter up (`delta` > 0) or down; `side` names whose, for a counter each side
    /// keeps (`null`: the table's).
    CounterAdd {
        counter: String,
        side: Option<String>,
        delta: i64,
    },
    /// Moves a track's marker `delta` boxes (back when negative); the events of every box it
    /// reaches are logged.
    TrackMove {
        track: String,
        delta: i64,
    },
    /// Puts a note of the players' own on box `at` of a track: it is logged when the marker
    /// reaches it.
    TrackSchedule {
        track: String,
        at: u32,
        text: String,
    },
    /// A side draws the top card of a deck into its hand (the discards are shuffled back in
    /// when it runs out).
    DeckDraw {
        deck: String,
        side: String,
    },
    /// A side discards a card (by id) from its hand.
    DeckDiscard {
        deck: String,
        side: String,
        card: String,
    },
    /// The discards are shuffled back into the deck.
    DeckReshuffle {
        deck: String,
    },
    /// A note in the log, in the players' own words.
    Note(String),
    /// An action only one game knows (its resolvers, its bookkeeping).
    Game(G),
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

/// The definition named `id` in `items`, or an "unknown <what>" refusal.
fn named<'a, T>(
    items: &'a [T],
    id: &str,
    what: &'static str,
    id_of: impl Fn(&T) -> &String,
) -> Result<&'a T, ActionError> {
    items
        .iter()
        .find(|x| id_of(x) == id)
        .ok_or_else(|| unknown(what, id))
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

/// The side whose turn the phase cursor gives (`None`: a phase both sides play together).
pub fn cursor_turn(def: &GameDef, table: &Table) -> Option<String> {
    table
        .cursor
        .whose_turn(&def.phases)
        .and_then(|i| def.sides.get(i))
        .map(|s| s.id.clone())
}

/// The most characters a note (or a track's note) may hold.
pub const NOTE_MAX: usize = 500;

/// A note as the players wrote it, or why it is refused: empty, longer than [`NOTE_MAX`], or
/// holding control characters (line breaks, escape codes: a note is printed on terminals).
pub fn note_text(text: &str) -> Result<&str, ActionError> {
    let t = text.trim();
    if t.is_empty() {
        return Err(ActionError::EmptyNote);
    }
    if t.chars().count() > NOTE_MAX {
        return Err(ActionError::Rule(
            "err-note-long",
            vec![("max", NOTE_MAX.to_string())],
        ));
    }
    if t.chars().any(char::is_control) {
        return Err(ActionError::Rule("err-note-control", vec![]));
    }
    Ok(t)
}

/// The most characters any text an action carries may have (a name, a scenario, a card typed
/// in): notes have their own, shorter bound.
pub const TEXT_MAX: usize = 2000;

/// Every text an action carries, whatever door it came through, is bounded and free of
/// control characters (escape codes would reach a terminal through `play log` or a host).
fn typed_text<G: Serialize>(action: &TableAction<G>) -> Result<(), ActionError> {
    fn walk(v: &serde_json::Value) -> Result<(), ActionError> {
        match v {
            serde_json::Value::String(s) => {
                if s.chars().count() > TEXT_MAX {
                    return Err(ActionError::Rule(
                        "err-text-long",
                        vec![("max", TEXT_MAX.to_string())],
                    ));
                }
                if s.chars().any(char::is_control) {
                    return Err(ActionError::Rule("err-text-control", vec![]));
                }
                Ok(())
            }
            serde_json::Value::Array(a) => a.iter().try_for_each(walk),
            serde_json::Value::Object(o) => o.values().try_for_each(walk),
            _ => Ok(()),
        }
    }
    // An action that cannot be written as JSON carries no text to look at.
    serde_json::to_value(action).map_or(Ok(()), |v| walk(&v))
}

/// Whether the game is over: by its own rules, or past its last round.
pub fn is_over<G>(def: &GameDef, table: &Table, hooks: &dyn GameHooks<G>) -> bool {
    table.cursor.past_limit(table.round_limit) || hooks.over(def, table)
}

/// The one check every action passes before it is applied, whatever door it came through:
/// a game that is over takes only notes, the round limit and the table's Back; a seated side
/// acts only for itself (its pools, counters, hands) and moves the turn on only in its own
/// turn; the game's own actions are checked by the game's rules. Changes nothing.
pub fn check<G: Serialize>(
    def: &GameDef,
    table: &Table,
    action: &TableAction<G>,
    hooks: &dyn GameHooks<G>,
    actor: &Actor,
) -> Result<(), ActionError> {
    use TableAction as Action;
    // A note has its own bounds, said in its own words.
    if !matches!(action, Action::Note(_)) {
        typed_text(action)?;
    }
    let table_control = matches!(action, Action::Note(_) | Action::SetRoundLimit(_))
        || (matches!(action, Action::PrevPhase) && *actor == Actor::Table);
    if !table_control && is_over(def, table, hooks) {
        // Next on a game its rules ended says why it ended, when the game words it.
        if matches!(action, Action::NextPhase | Action::EndPhase)
            && let Some(why) = hooks.over_reason(def, table)
        {
            return Err(why);
        }
        return Err(ActionError::Rule("err-game-over", vec![]));
    }
    match action {
        Action::NextPhase | Action::PrevPhase | Action::EndPhase => {
            if let (Actor::Side(mine), Some(turn)) = (actor, hooks.in_turn(def, table))
                && *mine != turn
            {
                return Err(ActionError::Rule(
                    "err-actor-not-your-turn",
                    vec![
                        ("side", super::actor::side_msg(def, &turn)),
                        ("mine", super::actor::side_msg(def, mine)),
                    ],
                ));
            }
            if matches!(action, Action::PrevPhase) {
                if table.cursor == Cursor::default() {
                    return Err(ActionError::Rule("err-at-start", vec![]));
                }
                Ok(())
            } else {
                hooks.may_move_on(def, table)
            }
        }
        Action::PoolTake { side, .. }
        | Action::PoolPay { side, .. }
        | Action::DeckDraw { side, .. }
        | Action::DeckDiscard { side, .. } => actor.must_act_for(def, side),
        Action::CounterAdd {
            side: Some(side), ..
        } => actor.must_act_for(def, side),
        Action::Game(g) => hooks.check(def, table, g, actor).map_err(|e| {
            // "Not at this point" is the check's last word: where the game's own step has a
            // more precise one (the phase the action belongs to), that is the one said.
            if matches!(e, ActionError::Rule("err-not-allowed-now", _)) {
                let mut scratch = table.clone();
                if let Err(precise) = hooks.step(def, &mut scratch, g, Utc::now()) {
                    return precise;
                }
            }
            e
        }),
        _ => Ok(()),
    }
}

/// Applies one action to a table for `actor`: the new table and the log entries, or the
/// refusal ([`check`] first, then the action itself).
pub fn step<G: Serialize>(
    def: &GameDef,
    table: &Table,
    action: &TableAction<G>,
    hooks: &dyn GameHooks<G>,
    actor: &Actor,
    now: DateTime<Utc>,
) -> Result<(Table, Vec<LogEntry>), ActionError> {
    use TableAction as Action;
    check(def, table, action, hooks, actor)?;
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
        Action::NextPhase | Action::PrevPhase | Action::EndPhase => {
            let n = def.sides.len();
            let before = t.cursor;
            let next = match action {
                Action::NextPhase => t.cursor.next(&def.phases, n),
                Action::EndPhase => t.cursor.next_phase(&def.phases, n),
                _ => t.cursor.back(&def.phases, n),
            };
            // The game's rules may end the game where the turn stands (or take that end
            // back): then the cursor does not move.
            let held = if matches!(action, Action::PrevPhase) {
                hooks.reopen(def, &mut t, now)
            } else {
                hooks.end_instead(def, &mut t, next, now)
            };
            if let Some(entries) = held {
                log.extend(entries);
                return Ok((t, log));
            }
            t.cursor = next;
            // The game's turn change first: it may set whose turn it is (Trench Club seats
            // only some sides), and the phase entry names the turn as it then stands.
            let turn_log = if matches!(action, Action::NextPhase | Action::EndPhase)
                && (t.cursor.side != before.side || t.cursor.round != before.round)
            {
                hooks.on_turn_change(def, &mut t, now)
            } else {
                vec![]
            };
            let phase = t
                .cursor
                .phase(&def.phases)
                .map(|p| p.name.clone())
                .unwrap_or_default();
            // The step, when the phase has steps, is named too ("log-phase-step"); an entry
            // without one keeps the older id, so saved logs read as before.
            let mut e = match t.cursor.step(&def.phases) {
                Some(s) => LogEntry::new(now, "log-phase-step").msg_arg("step", &s.name),
                None => LogEntry::new(now, "log-phase"),
            }
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
            log.extend(turn_log);
            if matches!(action, Action::NextPhase | Action::EndPhase) {
                let moved = hooks.on_cursor_move(def, &mut t, before, now);
                log.extend(moved);
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
            let pdef = named(&def.pools, pool, "pool", |d| &d.id)?;
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
            let cdef = named(&def.counters, counter, "counter", |d| &d.id)?;
            let key = counter_key(counter, side.as_deref());
            let c = t
                .counters
                .get(&key)
                .ok_or_else(|| unknown("counter", &key))?;
            let next = c.adjusted(*delta)?;
            // "0 → 5 (+5)": where it was, where it is, and by how much, signed.
            let mut e = LogEntry::new(now, "log-counter-change")
                .msg_arg("counter", &cdef.name)
                .arg("from", c.value)
                .arg("delta", format!("{delta:+}"))
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
            let tdef = named(&def.tracks, track, "track", |d| &d.id)?;
            let next = move_track(tr, tdef, *delta, now, &mut log);
            t.tracks.insert(track.clone(), next);
        }
        Action::TrackSchedule { track, at, text } => {
            let tr = t.tracks.get(track).ok_or_else(|| unknown("track", track))?;
            note_text(text)?;
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
            let ddef = named(&def.decks, deck, "deck", |d| &d.id)?;
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
            let ddef = named(&def.decks, deck, "deck", |d| &d.id)?;
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
            let ddef = named(&def.decks, deck, "deck", |d| &d.id)?;
            let next = d.reshuffle(&mut t.rng);
            log.push(LogEntry::new(now, "log-deck-reshuffled").msg_arg("deck", &ddef.name));
            t.decks.insert(deck.clone(), next);
        }
        Action::Game(a) => {
            log.extend(hooks.step(def, &mut t, a, now)?);
        }
        Action::Note(text) => {
            let text = note_text(text)?;
            log.push(LogEntry::new(now, "log-note").arg("text", text));
        }
    }
    Ok((t, log))
}
