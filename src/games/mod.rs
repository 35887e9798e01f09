//! The rules of each game, iced-free: resolvers, game-specific state and actions. The frame
//! (`core`) calls in here through [`GameExtra`], [`GameAction`], [`step`] and the CLI hooks.

pub mod asl_sk1;
pub mod cc_great_war;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::content::Content;
use crate::core::game::{ActionError, GameDef, Table};
use crate::core::log::LogEntry;
use crate::i18n::Localizer;

/// What one game keeps in the table beyond the common frame. Undo restores it with the rest.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
pub enum GameExtra {
    #[default]
    None,
    Cc(Box<cc_great_war::CcState>),
    Asl(asl_sk1::AslState),
}

/// An action that only one game understands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameAction {
    Cc(cc_great_war::CcAction),
    Asl(asl_sk1::AslAction),
}

/// The game-specific state a new game starts with (a game may also adjust the new table).
pub fn new_extra(def: &GameDef, table: &mut Table) -> GameExtra {
    match def.id.as_str() {
        cc_great_war::ID => GameExtra::Cc(Box::new(cc_great_war::CcState::new(def, table))),
        asl_sk1::ID => GameExtra::Asl(asl_sk1::AslState::new(def)),
        _ => GameExtra::None,
    }
}

/// Called when the turn passes to the next player (or round) with Next: end-of-turn upkeep.
pub fn on_turn_change(def: &GameDef, table: &mut Table, now: DateTime<Utc>) -> Vec<LogEntry> {
    match def.id.as_str() {
        cc_great_war::ID => cc_great_war::on_turn_change(def, table, now),
        _ => vec![],
    }
}

/// Applies a game's own action to the table; returns the log entries.
pub fn step(
    def: &GameDef,
    table: &mut Table,
    action: &GameAction,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    match action {
        GameAction::Cc(a) => cc_great_war::step(def, table, a, now),
        GameAction::Asl(a) => asl_sk1::step(def, table, a, now),
    }
}

/// What a command-line hook of one game does.
type CliHook = fn(&Content, &Localizer, &str, &[String]) -> Result<String, String>;

fn dispatch(content: &Content, game: &str, hooks: [(&str, CliHook); 2]) -> Result<CliHook, String> {
    match hooks.iter().find(|(id, _)| *id == game) {
        Some((_, f)) => Ok(*f),
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
    let f = dispatch(
        content,
        game,
        [
            (cc_great_war::ID, cc_great_war::cli::resolve),
            (asl_sk1::ID, asl_sk1::cli::resolve),
        ],
    )?;
    f(content, loc, resolver, args)
}

/// `adjutant odds <game> <resolver> …`.
pub fn odds_cli(
    content: &Content,
    loc: &Localizer,
    game: &str,
    resolver: &str,
    args: &[String],
) -> Result<String, String> {
    let f = dispatch(
        content,
        game,
        [
            (cc_great_war::ID, cc_great_war::cli::odds),
            (asl_sk1::ID, asl_sk1::cli::odds),
        ],
    )?;
    f(content, loc, resolver, args)
}

/// Checks one of a game's own data files (`file` is its label for messages).
pub fn validate_file(
    game: &str,
    name: &str,
    file: &str,
    text: &str,
) -> Result<(), crate::content::ContentError> {
    match game {
        cc_great_war::ID => cc_great_war::data::validate(name, file, text),
        asl_sk1::ID => asl_sk1::data::validate(name, file, text),
        _ => Ok(()),
    }
}

/// Starts the text a resolver returns for `--help`: the CLI prints the rest on stdout and exits
/// with 0, as for any other help.
pub const HELP_TEXT: &str = "\u{0}help\u{0}";

/// Parses a resolver's own arguments with clap, turning clap's message into our error text (or
/// its help, marked with [`HELP_TEXT`]).
pub fn parse_args<P: clap::Parser>(name: &str, args: &[String]) -> Result<P, String> {
    let argv = std::iter::once(name.to_string()).chain(args.iter().cloned());
    P::try_parse_from(argv).map_err(|e| {
        let text = e.render().to_string().trim_end().to_string();
        if e.exit_code() == 0 {
            format!("{HELP_TEXT}{text}")
        } else {
            text
        }
    })
}
