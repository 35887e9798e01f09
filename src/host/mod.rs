//! `adjutant host`: players join the table from their phones (issue 26). The host serves a
//! small page and a WebSocket on the local network; every change a phone asks for is an
//! action applied by the one authority the host holds (a [`Play`] here, the app's table
//! later), through the same session layer and journal as a tap on the table.
//!
//! Nothing here draws: no iced. The server ([`server`]) only knows the [`Authority`] trait.

pub mod forms;
pub mod guard;
pub mod idle;
pub mod panels;
pub mod qr;
pub mod relay;
pub mod server;
pub mod web;

use serde_json::{Value, json};

use crate::core::actor::Actor;
use crate::core::table::NoGame;
use crate::i18n::Localizer;
use crate::play::{self, Play, PlayError, actions, show};

/// Most words one action may have, and most characters in one word (a phone's message
/// past these is refused as malformed).
pub const MAX_WORDS: usize = 64;
pub const MAX_WORD_LEN: usize = 2000;

/// What a change from a phone did, for the phone that asked.
#[derive(Debug, Clone)]
pub struct Applied {
    /// The log lines it wrote, in the asker's language.
    pub log: Vec<String>,
    /// The result card, when the action gave an answer.
    pub card: Option<Value>,
}

/// The one authority over the table the host serves: it applies actions (one at a time;
/// the server calls it under one lock), and shows the table to one side's eyes.
pub trait Authority: Send + 'static {
    /// The game's id.
    fn game(&self) -> String;
    /// The sides a player may pick: id and name in `loc`'s language.
    fn sides(&self, loc: &Localizer) -> Vec<(String, String)>;
    /// The table as `side` may see it (its own hand, no other side's hidden things), with
    /// the actions allowed now and the game's dice for the die pads.
    fn view(&self, loc: &Localizer, side: &str) -> Value;
    /// Applies the action `words` asked for by `side`. Refused (nothing changes) when the
    /// words are not an action, when the action names another side, or by the rules.
    fn act(&mut self, loc: &Localizer, side: &str, words: &[String]) -> Result<Applied, String>;
    /// The dice the roll `words` ask for throws, in order (die keys), when the game reads
    /// the sides that came up by their number on each die; `Ok(None)` when any pad will do.
    fn roll_dice(&self, loc: &Localizer, words: &[String]) -> Result<Option<Vec<String>>, String>;
    /// Undo (`true`) or redo (`false`) the last change: the host's own, never a phone's.
    fn undo(&mut self, loc: &Localizer, undo: bool) -> Result<String, String>;
    /// The whole state as saved (for checks: the journal on disk must replay to it).
    fn snapshot(&self) -> Value;
}

/// A saved game opened by the host, holding its lock: the headless authority.
pub struct PlayAuthority {
    pub play: Play,
}

impl PlayAuthority {
    pub fn new(play: Play) -> PlayAuthority {
        PlayAuthority { play }
    }
}

fn card_json(card: &crate::games::card::CardText) -> Value {
    serde_json::to_value(card).unwrap_or(Value::Null)
}

/// The action a phone of `side` asks for with `words`, or why it is refused: the words are
/// no action, or the engine refuses it for that side (another side's things, another side's
/// turn, what the rules of the turn forbid now, what the step itself refuses). Nothing is
/// applied here.
pub fn phone_action(
    loc: &Localizer,
    def: &crate::core::def::GameDef,
    table: &crate::core::table::Table,
    side: &str,
    words: &[String],
) -> Result<crate::session::Action, String> {
    let action = if forms::is_form(words) {
        forms::action(loc, def, table, side, words)?
    } else {
        actions::parse_at(def, table, words).map_err(|e| PlayError::Words(e).text(loc))?
    };
    let actor = Actor::Side(side.to_string());
    let refused = |e: crate::core::table::ActionError| {
        let (id, args) = e.message();
        loc.tr(id, &args)
    };
    // The engine's whole step (its one check, then the action) on the table as it is: the
    // new table is thrown away, so a phone is told what the table will refuse before it asks.
    let now = chrono::Utc::now();
    match crate::games::find(&def.id) {
        Some(g) => crate::core::table::step(def, table, &action, g, &actor, now),
        None => crate::core::table::step(def, table, &action, &NoGame, &actor, now),
    }
    .map_err(refused)?;
    Ok(action)
}

/// The table as a phone of `side` sees it: `play show --side` with the actions allowed now,
/// the game's dice for the die pads, its private panels and a few counted words.
pub fn view(loc: &Localizer, p: &Play, side: &str) -> Value {
    let mut table = show::table(loc, p, Some(side));
    // The page shows the card itself: `show` already words it (or gives none).
    let hand: usize = table["decks"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|d| d["hands"][side]["count"].as_u64())
        .sum::<u64>() as usize;
    let dice: Vec<Value> = p.def.dice.iter().map(|d| forms::pad(loc, d)).collect();
    // The game's forms stand for its own actions; the rest are offered bare only when they
    // take nothing but the seat's own side: nothing is typed on a phone, and no option shows
    // by its raw id.
    let covered = forms::covered(&p.def.id);
    let allowed: Vec<actions::ActionSpec> = play::allowed(p, &Actor::Side(side.to_string()))
        .into_iter()
        .filter(|a| !covered.contains(&a.name.as_str()))
        .filter(|a| {
            a.args
                .iter()
                .all(|x| x.name == "side" && a.form == actions::Form::Named)
        })
        .collect();
    let round = table["round"].to_string();
    if let Some(obj) = table.as_object_mut() {
        obj.insert("me".into(), json!(side));
        obj.insert("actions".into(), json!(allowed));
        obj.insert("dice".into(), json!(dice));
        obj.insert(
            "forms".into(),
            json!(forms::forms(loc, &p.def, &p.state.table, side)),
        );
        obj.insert(
            "panels".into(),
            json!(panels::panels(loc, &p.def, &p.state.table, side)),
        );
        obj.insert(
            "words".into(),
            json!({
                "hand": loc.tr("host-page-hand-count", &[("n", hand.to_string())]),
                "round": loc.tr("host-page-round", &[("n", round)]),
            }),
        );
    }
    table
}

/// The dice the roll `words` ask for throws, in order, when the game reads them by their
/// number on each die (see [`Authority::roll_dice`]).
pub fn roll_dice(
    loc: &Localizer,
    def: &crate::core::def::GameDef,
    table: &crate::core::table::Table,
    words: &[String],
) -> Result<Option<Vec<String>>, String> {
    if forms::is_form(words) {
        return forms::dice(loc, def, table, words).map(Some);
    }
    let action = actions::parse_at(def, table, words).map_err(|e| PlayError::Words(e).text(loc))?;
    let as_json = serde_json::to_value(&action).unwrap_or(Value::Null);
    Ok(panels::roll_dice(def, table, &as_json))
}

impl Authority for PlayAuthority {
    fn game(&self) -> String {
        self.play.def.id.clone()
    }

    fn sides(&self, loc: &Localizer) -> Vec<(String, String)> {
        self.play
            .def
            .sides
            .iter()
            .map(|s| (s.id.clone(), loc.t(&s.name)))
            .collect()
    }

    fn view(&self, loc: &Localizer, side: &str) -> Value {
        view(loc, &self.play, side)
    }

    fn act(&mut self, loc: &Localizer, side: &str, words: &[String]) -> Result<Applied, String> {
        let action = phone_action(loc, &self.play.def, &self.play.state.table, side, words)?;
        let actor = Actor::Side(side.to_string());
        let done = self
            .play
            .act_as(loc, Ok(&action), &actor)
            .map_err(|e| e.text(loc))?;
        Ok(Applied {
            log: done
                .entries
                .iter()
                .map(|e| loc.entry_in(&self.play.def.name, e))
                .collect(),
            card: done.card.as_ref().map(card_json),
        })
    }

    fn roll_dice(&self, loc: &Localizer, words: &[String]) -> Result<Option<Vec<String>>, String> {
        roll_dice(loc, &self.play.def, &self.play.state.table, words)
    }

    fn undo(&mut self, loc: &Localizer, undo: bool) -> Result<String, String> {
        self.play.act(loc, Err(undo)).map_err(|e| e.text(loc))?;
        let said = if undo { "play-undone" } else { "play-redone" };
        Ok(loc.tr(said, &[("seq", self.play.state.seq.to_string())]))
    }

    fn snapshot(&self) -> Value {
        serde_json::to_value(&self.play.state).unwrap_or(Value::Null)
    }
}
