//! The rules of each game, iced-free, behind one interface. A game is a module under
//! `src/games/<id>/` whose `RULES` value implements [`Rules`] (its own state and actions, its
//! resolvers, its data checks, its command-line resolvers), and one line in the crate's
//! registry (`registry!` in `lib.rs`). The engine (`core`) calls a game only through
//! [`core::table::GameHooks`](crate::core::table::GameHooks), which [`Game`] provides.

use std::sync::RwLock;

use chrono::{DateTime, Utc};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

pub mod card;

use crate::content::{Content, ContentError};
use crate::core::actor::Actor;
use crate::core::def::GameDef;
use crate::core::extra::{Extra, ExtraState};
use crate::core::log::LogEntry;
use crate::core::table::{ActionError, GameHooks, Table};
use crate::i18n::Localizer;
use card::CardText;

macro_rules! declare_games {
    ($($game:ident),* $(,)?) => {
        $(pub mod $game;)*
        /// Every game built in, in registry order.
        pub static BUILT_IN: &[&dyn Game] = &[$(&$game::RULES),*];
    };
}
crate::registry!(declare_games);

/// One game's rules, as its module writes them: typed state and actions.
pub trait Rules: Tools + Send + Sync + 'static {
    /// What the game keeps on the table beyond the common frame. Undo restores it.
    type State: ExtraState + DeserializeOwned;
    /// The game's own actions (resolvers, bookkeeping).
    type Action: Serialize + DeserializeOwned + schemars::JsonSchema;

    /// The game's id, as its data folder is named (`cc-great-war`).
    fn id(&self) -> &'static str;

    /// The keys of the game's panels (its table tabs) a rule topic may name as the tool that
    /// applies it (`"tool"` in `rules.json`). The panels open each one (`open_tool`).
    fn tools(&self) -> &'static [&'static str] {
        &[]
    }

    /// The state a new game starts with (a game may also adjust the new table).
    fn new_state(&self, def: &GameDef, table: &mut Table) -> Self::State;

    /// Applies one of the game's own actions; the table's `extra` holds `Self::State`.
    fn step(
        &self,
        def: &GameDef,
        table: &mut Table,
        action: &Self::Action,
        now: DateTime<Utc>,
    ) -> Result<Vec<LogEntry>, ActionError>;

    /// End-of-turn upkeep when Next passes the turn to another side (or round).
    fn on_turn_change(
        &self,
        _def: &GameDef,
        _table: &mut Table,
        _now: DateTime<Utc>,
    ) -> Vec<LogEntry> {
        vec![]
    }

    /// An answer as its result card words it: the one `after` (the action just done)
    /// produced, or with `None` the latest answer the table shows. `None` when there is none
    /// (or the action answers nothing).
    fn card(
        &self,
        _loc: &Localizer,
        _def: &GameDef,
        _table: &Table,
        _after: Option<&Self::Action>,
    ) -> Option<CardText> {
        None
    }

    /// [`Rules::card`] with what the players told the app (dice they confirmed as their
    /// own); a game whose cards depend on it says so here.
    fn card_with(
        &self,
        loc: &Localizer,
        def: &GameDef,
        table: &Table,
        after: Option<&Self::Action>,
        _ctx: &card::CardContext,
    ) -> Option<CardText> {
        self.card(loc, def, table, after)
    }

    /// The game's own state as a player reads it (`adjutant play show`, a phone's page), in
    /// the player's language. `side` is who asks: `None` is the whole table, and then no
    /// side's hidden things (a hand) are shown; `Some` shows that side's own. The default is
    /// the state as saved, for a game with nothing hidden.
    fn show(
        &self,
        _loc: &Localizer,
        _def: &GameDef,
        table: &Table,
        _side: Option<&str>,
    ) -> serde_json::Value {
        serde_json::to_value(&table.extra).unwrap_or(serde_json::Value::Null)
    }

    /// Whether `actor` may take the game's action named `action` (its serde name,
    /// `PlayCommand`) now, at this phase and with this state: `adjutant play actions`, the
    /// phones and the panels offer only these, and [`Rules::check`] refuses every other
    /// (the engine asks this first, so an action taken is always one listed).
    fn allowed_now(&self, _def: &GameDef, _table: &Table, _action: &str, _actor: &Actor) -> bool {
        true
    }

    /// The rules of the turn for one action, beyond [`Rules::allowed_now`] and
    /// [`Rules::owners`]: what the state of every man, unit, card and pool it involves
    /// allows. A refusal names the rule; nothing changes.
    fn check(
        &self,
        _def: &GameDef,
        _table: &Table,
        _action: &Self::Action,
        _actor: &Actor,
    ) -> Result<(), ActionError> {
        Ok(())
    }

    /// The sides whose things `action` touches or for whom it acts: a seated side may take
    /// it only when they are all its own. The default reads every `side` field of the
    /// action (an id, or a side's number).
    fn owners(&self, def: &GameDef, _table: &Table, action: &Self::Action) -> Vec<String> {
        let v = serde_json::to_value(action).unwrap_or(serde_json::Value::Null);
        sides_named(def, &v, 0)
    }

    /// The side whose turn it is, as the game keeps it (`None`: both sides now). The
    /// default is the phase cursor's.
    fn in_turn(&self, def: &GameDef, table: &Table) -> Option<String> {
        crate::core::table::cursor_turn(def, table)
    }

    /// Whether the game is over by its rules (a side has won).
    fn over(&self, _def: &GameDef, _table: &Table) -> bool {
        false
    }

    /// Whether the turn may move on now (Next, Next phase); see
    /// [`GameHooks::may_move_on`](crate::core::table::GameHooks::may_move_on).
    fn may_move_on(&self, _def: &GameDef, _table: &Table) -> Result<(), ActionError> {
        Ok(())
    }

    /// What the rules do as the cursor moves forward; see
    /// [`GameHooks::on_cursor_move`](crate::core::table::GameHooks::on_cursor_move).
    fn on_cursor_move(
        &self,
        _def: &GameDef,
        _table: &mut Table,
        _before: crate::core::phases::Cursor,
        _now: DateTime<Utc>,
    ) -> Vec<LogEntry> {
        vec![]
    }

    /// Why the game is over, in its own words; see
    /// [`GameHooks::over_reason`](crate::core::table::GameHooks::over_reason).
    fn over_reason(&self, _def: &GameDef, _table: &Table) -> Option<ActionError> {
        None
    }

    /// The game ends where the turn stands instead of moving on to `next`; see
    /// [`GameHooks::end_instead`](crate::core::table::GameHooks::end_instead).
    fn end_instead(
        &self,
        _def: &GameDef,
        _table: &mut Table,
        _next: crate::core::phases::Cursor,
        _now: DateTime<Utc>,
    ) -> Option<Vec<LogEntry>> {
        None
    }

    /// Back takes such an end back; see
    /// [`GameHooks::reopen`](crate::core::table::GameHooks::reopen).
    fn reopen(
        &self,
        _def: &GameDef,
        _table: &mut Table,
        _now: DateTime<Utc>,
    ) -> Option<Vec<LogEntry>> {
        None
    }

    /// Whether the game's actions take a side by its number (`side=0`); the doors then turn
    /// a side's id into its number, so ids always work.
    fn sides_by_number(&self) -> bool {
        false
    }

    /// Reads, on the table as it is, what the command line's words give in the players' terms
    /// inside one of the game's actions (`payload`, its JSON before it gets its type): We Were
    /// Brothers' dice named by their faces, as `resolve` takes them. Refused with a message
    /// naming what was wrong.
    fn read_words(
        &self,
        _def: &GameDef,
        _table: &Table,
        _action: &str,
        _payload: &mut serde_json::Value,
    ) -> Result<(), String> {
        Ok(())
    }
}

/// Every `side` (or `…_side`) field in an action's JSON, as side ids: a side's id, or its
/// number in the game's list (a value naming no side is left out: the step refuses it).
pub fn sides_named(def: &GameDef, v: &serde_json::Value, depth: usize) -> Vec<String> {
    use serde_json::Value;
    if depth > 16 {
        return vec![];
    }
    match v {
        Value::Object(m) => m
            .iter()
            .flat_map(|(k, x)| {
                let own = if k == "side" || k.ends_with("_side") {
                    match x {
                        Value::String(id) => crate::core::actor::side_id(def, id),
                        Value::Number(n) => n
                            .as_u64()
                            .and_then(|i| def.sides.get(usize::try_from(i).ok()?))
                            .map(|s| s.id.clone()),
                        _ => None,
                    }
                } else {
                    None
                };
                own.into_iter().chain(sides_named(def, x, depth + 1))
            })
            .collect(),
        Value::Array(a) => a
            .iter()
            .flat_map(|x| sides_named(def, x, depth + 1))
            .collect(),
        _ => vec![],
    }
}

/// An action's variant name as serde writes it (`PlayCommand`).
pub fn variant_of(v: &serde_json::Value) -> String {
    match v {
        serde_json::Value::String(s) => s.clone(),
        serde_json::Value::Object(m) => m.keys().next().cloned().unwrap_or_default(),
        _ => String::new(),
    }
}

/// Turns the side ids in the `side` fields of an action's JSON into the sides' numbers, for
/// a game whose actions take numbers ([`Rules::sides_by_number`]).
pub fn number_sides(def: &GameDef, v: &mut serde_json::Value, depth: usize) {
    use serde_json::Value;
    if depth > 16 {
        return;
    }
    match v {
        Value::Object(m) => {
            for (k, x) in m.iter_mut() {
                if (k == "side" || k.ends_with("_side"))
                    && let Value::String(id) = x
                    && let Some(i) = def.sides.iter().position(|s| &s.id == id)
                {
                    *x = Value::from(i);
                } else {
                    number_sides(def, x, depth + 1);
                }
            }
        }
        Value::Array(a) => a.iter_mut().for_each(|x| number_sides(def, x, depth + 1)),
        _ => {}
    }
}

/// What a game offers beside its rules: checks of its own data files and its command-line
/// resolvers. No types here, so the registry calls them as they are.
pub trait Tools {
    /// Checks one of the game's own data files (`file` is its label for messages).
    fn validate_file(&self, _name: &str, _file: &str, _text: &str) -> Result<(), ContentError> {
        Ok(())
    }

    /// `adjutant resolve <game> <resolver> …`: the text (or JSON) to print, or an error.
    fn resolve_cli(
        &self,
        content: &Content,
        loc: &Localizer,
        resolver: &str,
        args: &[String],
    ) -> Result<String, String>;

    /// `adjutant odds <game> <resolver> …`.
    fn odds_cli(
        &self,
        content: &Content,
        loc: &Localizer,
        resolver: &str,
        args: &[String],
    ) -> Result<String, String>;
}

/// The answer to `adjutant resolve <game> help`, in the same words for every game: the
/// game's resolvers, comma-separated.
pub fn resolver_list(loc: &Localizer, game: &str, names: &str) -> String {
    loc.tr(
        "cli-resolvers",
        &[("game", game.to_string()), ("names", names.to_string())],
    )
}

/// The refusal of `adjutant resolve <game> <name>` for a resolver the game does not have,
/// in the same words for every game, with the ones it has.
pub fn no_resolver(loc: &Localizer, game: &str, name: &str, names: &str) -> String {
    loc.tr(
        "cli-no-resolver",
        &[
            ("game", game.to_string()),
            ("name", crate::i18n::echo(name)),
            ("names", names.to_string()),
        ],
    )
}

/// The usual [`Tools`] of a built-in game: its module's `data::validate`, `cli::resolve` and
/// `cli::odds`. Written once here, used as `crate::game_tools!(MyRules);` in the game's
/// `mod.rs` (the paths are read where the macro is used).
#[macro_export]
#[doc(hidden)]
macro_rules! game_tools {
    ($rules:ty) => {
        impl $crate::games::Tools for $rules {
            fn validate_file(
                &self,
                name: &str,
                file: &str,
                text: &str,
            ) -> Result<(), $crate::content::ContentError> {
                data::validate(name, file, text)
            }

            fn resolve_cli(
                &self,
                content: &$crate::content::Content,
                loc: &$crate::i18n::Localizer,
                resolver: &str,
                args: &[String],
            ) -> Result<String, String> {
                cli::resolve(content, loc, resolver, args)
            }

            fn odds_cli(
                &self,
                content: &$crate::content::Content,
                loc: &$crate::i18n::Localizer,
                resolver: &str,
                args: &[String],
            ) -> Result<String, String> {
                cli::odds(content, loc, resolver, args)
            }
        }
    };
}

/// A game's own action, as the engine carries it: the game's id and the action as data. The
/// game reads it back as its own type; an action for another game is refused.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameAction {
    pub game: String,
    pub action: serde_json::Value,
}

impl GameAction {
    /// Wraps one of `game`'s own actions.
    pub fn new<A: Serialize>(game: &str, action: &A) -> GameAction {
        GameAction {
            game: game.to_string(),
            // Game actions are plain data; should one ever fail to convert, the null is
            // refused by the game's step as an unknown action, never applied.
            action: serde_json::to_value(action).unwrap_or(serde_json::Value::Null),
        }
    }

    /// The action as `game`'s own type, if it is one of that game's actions.
    pub fn read<A: DeserializeOwned>(&self, game: &str) -> Option<A> {
        (self.game == game)
            .then(|| serde_json::from_value(self.action.clone()).ok())
            .flatten()
    }
}

/// A game as the engine and the command line see it: [`Rules`] without their types.
pub trait Game: GameHooks<GameAction> + Tools + Send + Sync {
    fn id(&self) -> &'static str;
    /// The keys of its panels a rule topic may name (see [`Rules::tools`]).
    fn tools(&self) -> &'static [&'static str];
    /// The game's state for a new table (it may also adjust the table).
    fn new_extra(&self, def: &GameDef, table: &mut Table) -> Extra;
    /// Gives a game state read from a file its type (an empty one stays empty).
    fn bind(&self, extra: &mut Extra) -> Result<(), String>;
    /// The JSON Schema of the game's own actions, from their types (`adjutant play`).
    fn action_schema(&self) -> serde_json::Value;
    /// Reads `action` as one of the game's own actions: `Err` says what is wrong and where.
    fn check_action(&self, action: &serde_json::Value) -> Result<(), String>;
    /// See [`Rules::card_with`]; `after` is read as the game's own action.
    fn card(
        &self,
        loc: &Localizer,
        def: &GameDef,
        table: &Table,
        after: Option<&GameAction>,
        ctx: &card::CardContext,
    ) -> Option<CardText>;
    /// See [`Rules::show`].
    fn show(
        &self,
        loc: &Localizer,
        def: &GameDef,
        table: &Table,
        side: Option<&str>,
    ) -> serde_json::Value;
    /// See [`Rules::allowed_now`].
    fn allowed_now(&self, def: &GameDef, table: &Table, action: &str, actor: &Actor) -> bool;
    /// See [`Rules::sides_by_number`].
    fn sides_by_number(&self) -> bool;
    /// See [`Rules::read_words`].
    fn read_words(
        &self,
        def: &GameDef,
        table: &Table,
        action: &str,
        payload: &mut serde_json::Value,
    ) -> Result<(), String>;
}

impl<R: Rules> GameHooks<GameAction> for R {
    fn step(
        &self,
        def: &GameDef,
        table: &mut Table,
        action: &GameAction,
        now: DateTime<Utc>,
    ) -> Result<Vec<LogEntry>, ActionError> {
        let unknown = || ActionError::Unknown {
            what: "action",
            id: action.game.clone(),
        };
        let a: R::Action = action.read(Rules::id(self)).ok_or_else(unknown)?;
        if table.extra.is_none() {
            // A table saved before this game kept a state of its own.
            table.extra = self.new_extra(def, table);
        }
        Game::bind(self, &mut table.extra).map_err(|_| unknown())?;
        Rules::step(self, def, table, &a, now)
    }

    fn on_turn_change(
        &self,
        def: &GameDef,
        table: &mut Table,
        now: DateTime<Utc>,
    ) -> Vec<LogEntry> {
        Rules::on_turn_change(self, def, table, now)
    }

    fn check(
        &self,
        def: &GameDef,
        table: &Table,
        action: &GameAction,
        actor: &Actor,
    ) -> Result<(), ActionError> {
        let a: R::Action = action
            .read(Rules::id(self))
            .ok_or_else(|| ActionError::Unknown {
                what: "action",
                id: action.game.clone(),
            })?;
        // A table read from a file holds its state as data until bound: the check reads a
        // bound copy (the step binds its own).
        let bound;
        let table = if table.extra.get::<R::State>().is_some() {
            table
        } else {
            let mut t = table.clone();
            if t.extra.is_none() {
                t.extra = self.new_extra(def, &mut t);
            }
            let _ = Game::bind(self, &mut t.extra);
            bound = t;
            &bound
        };
        for side in Rules::owners(self, def, table, &a) {
            actor.must_act_for(def, &side)?;
        }
        // The game's own refusal first (it names the rule); what it lets through must still
        // be an action listed for this actor now.
        Rules::check(self, def, table, &a, actor)?;
        let variant = variant_of(&action.action);
        if !Rules::allowed_now(self, def, table, &variant, actor) {
            return Err(ActionError::Rule(
                "err-not-allowed-now",
                vec![("action", crate::core::actor::kebab(&variant))],
            ));
        }
        Ok(())
    }

    fn in_turn(&self, def: &GameDef, table: &Table) -> Option<String> {
        Rules::in_turn(self, def, table)
    }

    fn over(&self, def: &GameDef, table: &Table) -> bool {
        Rules::over(self, def, table)
    }

    fn may_move_on(&self, def: &GameDef, table: &Table) -> Result<(), ActionError> {
        Rules::may_move_on(self, def, table)
    }

    fn over_reason(&self, def: &GameDef, table: &Table) -> Option<ActionError> {
        Rules::over_reason(self, def, table)
    }

    fn on_cursor_move(
        &self,
        def: &GameDef,
        table: &mut Table,
        before: crate::core::phases::Cursor,
        now: DateTime<Utc>,
    ) -> Vec<LogEntry> {
        Rules::on_cursor_move(self, def, table, before, now)
    }

    fn end_instead(
        &self,
        def: &GameDef,
        table: &mut Table,
        next: crate::core::phases::Cursor,
        now: DateTime<Utc>,
    ) -> Option<Vec<LogEntry>> {
        Rules::end_instead(self, def, table, next, now)
    }

    fn reopen(
        &self,
        def: &GameDef,
        table: &mut Table,
        now: DateTime<Utc>,
    ) -> Option<Vec<LogEntry>> {
        Rules::reopen(self, def, table, now)
    }
}

impl<R: Rules> Game for R {
    fn id(&self) -> &'static str {
        Rules::id(self)
    }

    fn tools(&self) -> &'static [&'static str] {
        Rules::tools(self)
    }

    fn new_extra(&self, def: &GameDef, table: &mut Table) -> Extra {
        Extra::new(self.new_state(def, table))
    }

    fn bind(&self, extra: &mut Extra) -> Result<(), String> {
        extra.bind::<R::State>()
    }

    fn action_schema(&self) -> serde_json::Value {
        schemars::schema_for!(R::Action).to_value()
    }

    fn check_action(&self, action: &serde_json::Value) -> Result<(), String> {
        serde_path_to_error::deserialize::<_, R::Action>(action)
            .map(|_| ())
            .map_err(|e| {
                let path = e.path().to_string();
                let inner = e.into_inner();
                if path == "." {
                    inner.to_string()
                } else {
                    format!("{path}: {inner}")
                }
            })
    }

    fn card(
        &self,
        loc: &Localizer,
        def: &GameDef,
        table: &Table,
        after: Option<&GameAction>,
        ctx: &card::CardContext,
    ) -> Option<CardText> {
        // A table saved before this game kept a state of its own answers nothing.
        match after {
            Some(a) => {
                let a: R::Action = a.read(Rules::id(self))?;
                Rules::card_with(self, loc, def, table, Some(&a), ctx)
            }
            None => Rules::card_with(self, loc, def, table, None, ctx),
        }
    }

    fn show(
        &self,
        loc: &Localizer,
        def: &GameDef,
        table: &Table,
        side: Option<&str>,
    ) -> serde_json::Value {
        Rules::show(self, loc, def, table, side)
    }

    fn allowed_now(&self, def: &GameDef, table: &Table, action: &str, actor: &Actor) -> bool {
        Rules::allowed_now(self, def, table, action, actor)
    }

    fn sides_by_number(&self) -> bool {
        Rules::sides_by_number(self)
    }

    fn read_words(
        &self,
        def: &GameDef,
        table: &Table,
        action: &str,
        payload: &mut serde_json::Value,
    ) -> Result<(), String> {
        Rules::read_words(self, def, table, action, payload)
    }
}

/// Games added while running (a test's fixture game), after the built-in ones.
static ADDED: RwLock<Vec<&'static dyn Game>> = RwLock::new(Vec::new());

/// Adds a game to the registry while running (tests, a game kept outside this crate). A
/// built-in id cannot be taken over; adding the same id again replaces the earlier one.
pub fn register(game: &'static dyn Game) -> Result<(), String> {
    if BUILT_IN.iter().any(|g| g.id() == game.id()) {
        return Err(format!("'{}' is a built-in game", game.id()));
    }
    let mut added = ADDED.write().unwrap_or_else(|e| e.into_inner());
    added.retain(|g| g.id() != game.id());
    added.push(game);
    Ok(())
}

/// The rules of the game `id`, if it has any (a game with data only has none).
pub fn find(id: &str) -> Option<&'static dyn Game> {
    BUILT_IN.iter().copied().find(|g| g.id() == id).or_else(|| {
        ADDED
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .copied()
            .find(|g| g.id() == id)
    })
}

/// Loads every game's data (embedded, then the player's copies from `user_dir`), each game's
/// own files checked by its rules.
pub fn load_content(user_dir: Option<&std::path::Path>) -> Content {
    Content::load_checked(user_dir, &check_file)
}

/// Every game's name and accent (what Home needs), each game's data read and checked by its
/// rules the first time it is used (see [`Content::load_lazy`]): the app's start.
pub fn load_heads(user_dir: Option<&std::path::Path>) -> Content {
    Content::load_lazy(user_dir, check_file)
}

/// Checks one of a game's own data files with the game's rules (a game with data only has
/// no files of its own to check), and every game's rule topics' tools.
fn check_file(game: &str, name: &str, file: &str, text: &str) -> Result<(), ContentError> {
    let g = find(game);
    if name == "rules.json" {
        return check_rule_tools(g.map_or(&[], |g| g.tools()), file, text);
    }
    match g {
        Some(g) => g.validate_file(name, file, text),
        None => Ok(()),
    }
}

/// Every `tool` of a game's rule topics names one of its panels (`tools`): an unknown key
/// would offer a button that opens nothing.
fn check_rule_tools(tools: &[&str], file: &str, text: &str) -> Result<(), ContentError> {
    #[derive(Deserialize)]
    struct Named {
        id: String,
        tool: String,
    }
    #[derive(Deserialize)]
    struct List {
        tools: Vec<Named>,
    }
    let bad = |field: String, expected: String| ContentError {
        file: file.to_string(),
        field,
        expected,
    };
    let list: List = serde_json::from_str(text)
        .map_err(|e| bad("topics".into(), format!("topics with tools ({e})")))?;
    for n in list.tools {
        if !tools.contains(&n.tool.as_str()) {
            let expected = if tools.is_empty() {
                format!("no tool: this game has no panels, found '{}'", n.tool)
            } else {
                format!("one of {}, found '{}'", tools.join(", "), n.tool)
            };
            return Err(bad(format!("topics[{}].tool", n.id), expected));
        }
    }
    Ok(())
}

/// The embedded data only, checked by each game's rules.
pub fn embedded_content() -> Content {
    load_content(None)
}

fn dispatch(content: &Content, game: &str) -> Result<&'static dyn Game, String> {
    match find(game) {
        Some(g) => Ok(g),
        None if content.game(game).is_some() => Err(format!("game '{game}' has no resolvers yet")),
        None => Err(format!("no game called '{game}' (see 'adjutant games')")),
    }
}

/// `adjutant resolve <game> <resolver> …`: the text (or JSON) to print, or an error naming the
/// bad argument.
pub fn resolve_cli(
    content: &Content,
    loc: &Localizer,
    game: &str,
    resolver: &str,
    args: &[String],
) -> Result<String, String> {
    dispatch(content, game)?
        .resolve_cli(content, loc, resolver, args)
        .map(crate::core::basis::ensure_fields)
}

/// The basis a resolver stamped into its JSON answer (its readings and estimates), for the
/// text made from the same answer.
pub fn basis_of(v: &serde_json::Value) -> crate::core::basis::Basis {
    let mut b = crate::core::basis::Basis::new();
    for r in v["readings"].as_array().into_iter().flatten() {
        if let Some(id) = r["id"].as_str() {
            b.add_reading(id, r["lines"].as_str().unwrap_or_default(), None);
        }
    }
    for u in v["unverified"].as_array().into_iter().flatten() {
        b.add_unverified(
            u["what"].as_str().unwrap_or_default(),
            u["reason"].as_str().unwrap_or_default(),
        );
    }
    b
}

/// A resolver's text answer with its basis (issue 39: what its JSON's basis says): the quiet
/// mark after its first line, then each reading's explanation and, for estimates, how many
/// and where they are named. Each resolver writes it from its one answer.
pub fn basis_text(loc: &Localizer, text: String, basis: &crate::core::basis::Basis) -> String {
    let n = basis.unverified.len();
    let (mark, _) = card::basis_words(loc, basis, |_| String::new());
    let Some(mark) = mark else { return text };
    let mut lines = text.lines().map(str::to_string);
    let mut out = vec![format!("{} [{mark}]", lines.next().unwrap_or_default())];
    out.extend(lines);
    for r in &basis.readings {
        out.push(format!("* {}", loc.t(&format!("reading-{}", r.id))));
    }
    if n > 0 {
        out.push(format!(
            "* {}",
            loc.tr("cli-basis-estimates", &[("n", n.to_string())])
        ));
    }
    out.join("\n")
}

/// `adjutant odds <game> <resolver> …`.
pub fn odds_cli(
    content: &Content,
    loc: &Localizer,
    game: &str,
    resolver: &str,
    args: &[String],
) -> Result<String, String> {
    dispatch(content, game)?
        .odds_cli(content, loc, resolver, args)
        .map(crate::core::basis::ensure_fields)
}

/// Starts the text a resolver returns for `--help`: the CLI prints the rest on stdout and exits
/// with 0, as for any other help.
pub const HELP_TEXT: &str = "\u{0}help\u{0}";

/// Parses a resolver's own arguments with clap, turning clap's message into our error text (or
/// its help, marked with [`HELP_TEXT`]).
pub fn parse_args<P: clap::Parser>(name: &str, args: &[String]) -> Result<P, String> {
    parse_args_about(name, None, args)
}

/// [`parse_args`] with the description `--help` shows (a player's words, not the code's) and
/// the command's whole name in its usage line.
pub fn parse_args_about<P: clap::Parser>(
    name: &str,
    about: Option<&'static str>,
    args: &[String],
) -> Result<P, String> {
    let argv = std::iter::once(name.to_string()).chain(args.iter().cloned());
    let mut cmd = P::command().bin_name(name.to_string());
    if let Some(a) = about {
        cmd = cmd.about(a);
    }
    cmd.try_get_matches_from(argv)
        .and_then(|m| P::from_arg_matches(&m))
        .map_err(|e| {
            let text = e.render().to_string().trim_end().to_string();
            if e.exit_code() == 0 {
                format!("{HELP_TEXT}{text}")
            } else {
                text
            }
        })
}
