//! `adjutant play`: a whole game without a screen (see [`crate::play`]).
//!
//! - `play new <game> [--name N] [--seed S] [--json]`
//! - `play <save> show [--side S] [--json]`
//! - `play <save> do <action> [name=value…] [--side S] [--wait SECONDS] [--json]`
//! - `play <save> actions [--side S] [--json]`, `play <game> actions --all [--json|--markdown]`
//! - `play <save> undo|redo [--json]`, `play <save> log [--all] [--json]`

use std::time::Duration;

use clap::{Parser, Subcommand};
use serde_json::{Value, json};

use crate::content::Content;
use crate::core::actor::Actor;
use crate::core::def::GameDef;
use crate::i18n::Localizer;
use crate::play::{self, FORMAT, Play, PlayError, actions, show};
use crate::store::Paths;

#[derive(Parser, Debug)]
#[command(name = "adjutant play new", about = "Start a new game and save it")]
struct NewArgs {
    /// The game (see `adjutant games`).
    game: String,
    /// The game's name, as the app shows it.
    #[arg(long)]
    name: Option<String>,
    /// Seed for the dice: the same seed gives the same game.
    #[arg(long)]
    seed: Option<u64>,
    #[arg(long)]
    json: bool,
}

#[derive(Parser, Debug)]
#[command(name = "adjutant play", about = "Play a saved game without a screen")]
struct SaveArgs {
    /// The save's id (`adjutant play new` prints it), or with `actions --all` a game's id.
    save: String,
    #[command(subcommand)]
    verb: Verb,
}

#[derive(Subcommand, Debug)]
enum Verb {
    /// The table: round, side, phase, pools, counters, tracks, decks, the game's state, the
    /// latest answer.
    Show {
        /// Whose eyes: that side's hand is shown (no side's without it).
        #[arg(long)]
        side: Option<String>,
        #[arg(long)]
        json: bool,
    },
    /// Apply one action as a tap does: `do pool-take pool=hq side=allies n=2`.
    Do {
        /// The action and its arguments (`actions` lists them).
        #[arg(num_args = 1.., trailing_var_arg = true, allow_hyphen_values = true)]
        words: Vec<String>,
    },
    /// The actions allowed now (`--all`: every action of the game, with a game's id).
    Actions {
        #[arg(long)]
        all: bool,
        /// For whom: that side's seat (its id, or its number); without it, the table.
        #[arg(long)]
        side: Option<String>,
        #[arg(long)]
        json: bool,
        /// The list as a Markdown section (for `docs/play.md`).
        #[arg(long, conflicts_with = "json")]
        markdown: bool,
    },
    /// Take back the last change.
    Undo {
        #[arg(long)]
        json: bool,
        #[arg(long, value_name = "SECONDS")]
        wait: Option<u64>,
    },
    /// Do again the last change taken back.
    Redo {
        #[arg(long)]
        json: bool,
        #[arg(long, value_name = "SECONDS")]
        wait: Option<u64>,
    },
    /// The game's log (the last 50 entries; `--all` for every one).
    Log {
        #[arg(long)]
        all: bool,
        #[arg(long)]
        json: bool,
    },
}

/// Runs `adjutant play …` with its words (after `play`).
pub fn run(
    paths: &Paths,
    content: &Content,
    loc: &Localizer,
    args: &[String],
) -> Result<String, String> {
    let text = |e: PlayError| e.text(loc);
    if args.first().map(String::as_str) == Some("new") {
        let a = crate::games::parse_args::<NewArgs>("adjutant play new", &args[1..])?;
        let p = play::new_game(
            paths,
            content,
            &a.game,
            a.name.as_deref(),
            a.seed,
            chrono::Utc::now(),
        )
        .map_err(text)?;
        return Ok(if a.json {
            pretty(&json!({ "format": FORMAT, "save": p.state.id, "game": p.def.id }))
        } else {
            p.state.id.clone()
        });
    }
    let a = crate::games::parse_args::<SaveArgs>("adjutant play", args)?;
    match a.verb {
        Verb::Actions {
            all: true,
            json,
            markdown,
            ..
        } => {
            // With --all the first word may be a game's id (or a save's: its game).
            let game = if content.game(&a.save).is_some() {
                a.save.clone()
            } else {
                play::read(paths, content, &a.save).map_err(text)?.def.id
            };
            let list = actions::catalogue(&game);
            if markdown {
                return Ok(markdown_section(content, loc, &game, &list));
            }
            Ok(if json {
                pretty(&json!({ "format": FORMAT, "game": game, "actions": list }))
            } else {
                list_text(&list)
            })
        }
        Verb::Actions { json, side, .. } => {
            let p = play::read(paths, content, &a.save).map_err(text)?;
            let actor = actor_of(loc, &p.def, side.as_deref())?;
            let list = play::allowed(&p, &actor);
            Ok(if json {
                pretty(&json!({ "format": FORMAT, "save": p.state.id, "actions": list }))
            } else {
                list_text(&list)
            })
        }
        Verb::Show { side, json } => {
            let p = play::read(paths, content, &a.save).map_err(text)?;
            if let Some(s) = &side
                && p.def.side_name(s).is_none()
            {
                return Err(loc.tr(
                    "play-err-side",
                    &[
                        ("side", crate::i18n::echo(s)),
                        ("sides", p.def.side_ids().join(", ")),
                    ],
                ));
            }
            Ok(if json {
                pretty(&show::table(loc, &p, side.as_deref()))
            } else {
                show::text(loc, &p, side.as_deref())
            })
        }
        Verb::Log { all, json } => {
            let p = play::read(paths, content, &a.save).map_err(text)?;
            let from = if all {
                0
            } else {
                p.state.log.len().saturating_sub(50)
            };
            // A note saved before notes were checked may hold escape codes: none reaches the
            // terminal (or a script) raw.
            let lines: Vec<String> = p.state.log[from..]
                .iter()
                .map(|e| crate::i18n::echo_line(&loc.entry_in(&p.def.name, e)))
                .collect();
            Ok(if json {
                pretty(&json!({ "format": FORMAT, "save": p.state.id, "from": from, "log": lines }))
            } else {
                lines.join("\n")
            })
        }
        Verb::Undo { json, wait } | Verb::Redo { json, wait } => {
            let undo = matches!(a.verb, Verb::Undo { .. });
            let mut p = play::open(paths, content, &a.save, wait_of(wait)).map_err(text)?;
            let done = p.act(loc, Err(undo)).map_err(text)?;
            let said = if undo { "play-undone" } else { "play-redone" };
            Ok(done_text(loc, &p, &done, Err(said), json))
        }
        Verb::Do { words } => {
            let (words, json, wait, side) = take_flags(words)?;
            // Read (not locked) to learn the game, so bad words are refused without waiting.
            let read = play::read(paths, content, &a.save).map_err(text)?;
            let def = read.def;
            let actor = actor_of(loc, &def, side.as_deref())?;
            let action = actions::parse_at(&def, &read.state.table, &words)
                .map_err(|e| text(PlayError::Words(e)))?;
            let mut p = play::open(paths, content, &a.save, wait).map_err(text)?;
            let done = p.act_as(loc, Ok(&action), &actor).map_err(text)?;
            Ok(done_text(loc, &p, &done, Ok(&words), json))
        }
    }
}

fn wait_of(secs: Option<u64>) -> Duration {
    secs.map_or(play::DEFAULT_WAIT, |s| Duration::from_secs(s.min(600)))
}

/// Who acts: the table, or with `--side S` that side's seat (its id, or its number).
fn actor_of(loc: &Localizer, def: &GameDef, side: Option<&str>) -> Result<Actor, String> {
    match side {
        None => Ok(Actor::Table),
        Some(s) => crate::core::actor::side_id(def, s)
            .map(Actor::Side)
            .ok_or_else(|| {
                loc.tr(
                    "play-err-side",
                    &[
                        ("side", crate::i18n::echo(s)),
                        ("sides", def.side_ids().join(", ")),
                    ],
                )
            }),
    }
}

/// An action's words without the flags, `--json`, the wait and `--side`'s value.
type Flags = (Vec<String>, bool, Duration, Option<String>);

/// `--json`, `--wait N` and `--side S` taken out of an action's words (they may come
/// anywhere).
fn take_flags(words: Vec<String>) -> Result<Flags, String> {
    let mut out = vec![];
    let mut json = false;
    let mut wait = None;
    let mut side = None;
    let mut it = words.into_iter();
    while let Some(w) = it.next() {
        if let Some(v) = w.strip_prefix("--side=") {
            side = Some(v.to_string());
            continue;
        }
        match w.as_str() {
            "--json" => json = true,
            "--side" => {
                side = Some(it.next().ok_or("--side: which side? (its id)")?);
            }
            "--wait" => {
                let v = it.next().unwrap_or_default();
                wait = Some(v.parse::<u64>().map_err(|_| {
                    format!(
                        "--wait: '{}' is not a number of seconds",
                        crate::i18n::echo(&v)
                    )
                })?);
            }
            _ => out.push(w),
        }
    }
    Ok((out, json, wait_of(wait), side))
}

fn pretty(v: &Value) -> String {
    serde_json::to_string_pretty(v).unwrap_or_default()
}

/// What a change did: its log entries, the table's turn after it, and its answer.
fn done_text(
    loc: &Localizer,
    p: &Play,
    done: &play::Done,
    words: Result<&[String], &str>,
    json: bool,
) -> String {
    let log: Vec<String> = done
        .entries
        .iter()
        .map(|e| loc.entry_in(&p.def.name, e))
        .collect();
    if json {
        let t = show::table(loc, p, None);
        return pretty(&json!({
            "format": FORMAT,
            "save": p.state.id,
            "seq": p.state.seq,
            "action": words.ok(),
            "undo": words.err().map(|w| w == "play-undone"),
            "log": log,
            "card": done.card,
            "round": t["round"], "side": t["side"], "phase": t["phase"], "step": t["step"],
            "can_undo": t["can_undo"], "can_redo": t["can_redo"],
        }));
    }
    let mut out = log;
    if let Err(said) = words {
        out.push(loc.tr(said, &[("seq", p.state.seq.to_string())]));
    }
    if let Some(card) = &done.card {
        out.push(String::new());
        out.extend(show::card_lines(card));
    }
    out.join("\n")
}

/// Actions as lines: `name arg=kind …  — doc`.
fn list_text(list: &[actions::ActionSpec]) -> String {
    list.iter()
        .map(|a| {
            let mut line = a.name.clone();
            for arg in &a.args {
                let name = if arg.name.is_empty() { "" } else { &arg.name };
                let sep = if arg.name.is_empty() { "" } else { "=" };
                let opt = if arg.required { "" } else { "?" };
                line.push_str(&format!(" {name}{opt}{sep}<{}>", arg.kind));
            }
            if !a.doc.is_empty() {
                line.push_str(&format!("\n    {}", a.doc));
            }
            line
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// One game's actions as a section of `docs/play.md`.
pub fn markdown_section(
    content: &Content,
    loc: &Localizer,
    game: &str,
    list: &[actions::ActionSpec],
) -> String {
    let name = content
        .game(game)
        .map(|d| loc.t(&d.name))
        .unwrap_or_default();
    let mut out = format!("## {name} (`{game}`)\n\n");
    for who in [false, true] {
        let mine: Vec<_> = list.iter().filter(|a| a.game == who).collect();
        if mine.is_empty() {
            continue;
        }
        out.push_str(if who {
            "### The game's own actions\n\n"
        } else {
            "### Table actions (every game)\n\n"
        });
        for a in mine {
            out.push_str(&format!("- `{}`", a.name));
            if !a.doc.is_empty() {
                out.push_str(&format!(": {}", a.doc));
            }
            out.push('\n');
            for arg in &a.args {
                let name = if arg.name.is_empty() {
                    "(value)".to_string()
                } else {
                    format!("`{}`", arg.name)
                };
                let opt = if arg.required { "" } else { ", optional" };
                // Its shape and examples are in docs/play-json.md (a test keeps them there).
                let kind = arg.kind.replacen("JSON", "JSON ([shape](play-json.md))", 1);
                out.push_str(&format!("  - {name}: {kind}{opt}"));
                if !arg.doc.is_empty() {
                    out.push_str(&format!(". {}", arg.doc));
                }
                out.push('\n');
            }
        }
        out.push('\n');
    }
    out
}
