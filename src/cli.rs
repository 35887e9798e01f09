//! The command line: `adjutant games|roll|odds`, with JSON output documented in the README.
//! Errors go to stderr, name the bad argument, and exit non-zero.

use std::io::Write;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use serde_json::{Value, json};

use crate::content::Content;
use crate::core::def::GameDef;
use crate::core::dice::{DiceSpec, Roll};
use crate::core::odds::{self, Distribution};
use crate::core::rng::GameRng;
use crate::i18n::{Lang, Localizer};
use crate::store::Paths;

mod campaign;
mod debrief;
mod generate;
mod host;
mod open;
mod play;
mod rules;
pub use generate::Generated;
pub use open::target as open_target;

#[derive(Parser, Debug)]
#[command(
    name = "adjutant",
    version,
    about = "Adjutant: a play-aid for tabletop wargames. Run without arguments to open the app.",
    after_help = "Dice specs: terms joined by '+'. '2d6', 'd20' (numbered dice d4 d6 d8 d10 d12 d20 d100), \
or '[Nx]game:die' for a die a game defines, e.g. '3xcc-great-war:battle'. 'adjutant games' lists them."
)]
pub struct Cli {
    /// Language of text output (it or en); defaults to the saved setting or the system's.
    #[arg(long, global = true, value_parser = parse_lang)]
    pub lang: Option<Lang>,
    /// Writes the manual page or a shell's completions to standard output (for packagers).
    #[arg(long, hide = true, value_enum, value_name = "WHAT", exclusive = true)]
    pub generate: Option<Generated>,
    /// `None` only with `--generate`: without either, parsing fails as clap's own
    /// "requires a subcommand" error.
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// List the games, their sides and the dice each defines.
    Games {
        /// Print JSON instead of text (its fields are described in the README).
        #[arg(long)]
        json: bool,
    },
    /// Roll dice with the app, or check and record faces read off physical dice.
    Roll {
        /// What to roll, e.g. 2d6 or 3xcc-great-war:battle+1d6.
        spec: String,
        /// Seed for the generator: the same seed gives the same roll.
        #[arg(long)]
        seed: Option<u64>,
        /// Faces shown by physical dice, comma-separated, in spec order (e.g. 3,5 or soldier,flag;
        /// a face may also be typed by its name in English or Italian: soldato,bandiera).
        #[arg(long)]
        dice: Option<String>,
        /// Print JSON instead of text (its fields are described in the README).
        #[arg(long)]
        json: bool,
    },
    /// Exact odds of a dice spec (`odds 2d6`), or of a game's resolver
    /// (`odds cc-great-war battle --unit infantry --range 2`).
    Odds {
        /// A dice spec, or a game id followed by a resolver and its arguments.
        #[arg(required = true, num_args = 1.., trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<String>,
    },
    /// Run one of a game's resolvers on a situation and a roll, e.g.
    /// `resolve cc-great-war battle --unit infantry --range 2 --dice soldier,flag`.
    Resolve {
        /// The game (see `adjutant games`).
        game: String,
        /// The resolver; `adjutant resolve <game> help` lists them.
        resolver: String,
        /// The resolver's own arguments (`--help` after the resolver lists them).
        #[arg(num_args = 0.., trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<String>,
    },
    /// Search a game's rule topics, in English or Italian, e.g. `rules asl-sk1 morale check`.
    Rules {
        /// The game (see `adjutant games`).
        game: String,
        /// The words to look for (any form: "routing", "rotta", "MC").
        #[arg(required = true, num_args = 1..)]
        words: Vec<String>,
        /// Print JSON instead of text (its fields are described in the README).
        #[arg(long)]
        json: bool,
    },
    /// Campaigns: rosters kept from one mission to the next (`new`, `start`, `list`, `show`,
    /// `debrief`, `export`, `import`).
    #[command(subcommand)]
    Campaign(campaign::CampaignCmd),
    /// A whole game without a screen, saved as the app saves it: `play new <game>`, then
    /// `play <save> show|do|actions|undo|redo|log` (see docs/play.md).
    Play {
        #[arg(num_args = 0.., trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<String>,
    },
    /// Open the app's window at a saved game: `open <save>` (its name as `play` and Home show
    /// it, or the path of its file). Without a save, the app opens at Home.
    Open {
        /// The saved game.
        save: Option<String>,
    },
    /// Let players join a saved game from their phones: `host <save> [--port P] [--lan]`.
    Host {
        #[arg(num_args = 0.., trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<String>,
    },
}

/// Arguments of `odds` for a plain dice spec.
#[derive(Parser, Debug)]
#[command(name = "adjutant odds")]
struct DiceOdds {
    spec: String,
    #[arg(long)]
    json: bool,
    #[arg(long, value_parser = parse_lang)]
    lang: Option<Lang>,
}

/// Takes `--lang X` (or `--lang=X`) out of a resolver's arguments, so it works anywhere.
fn take_lang(args: Vec<String>, loc: &mut Localizer) -> Vec<String> {
    let mut out = Vec::with_capacity(args.len());
    let mut it = args.into_iter();
    while let Some(a) = it.next() {
        let value = if a == "--lang" {
            it.next()
        } else if let Some(v) = a.strip_prefix("--lang=") {
            Some(v.to_string())
        } else {
            out.push(a);
            continue;
        };
        match value.as_deref().and_then(Lang::parse) {
            Some(l) => loc.lang = l,
            // Leave a bad value for the resolver's parser to report by name.
            None => {
                out.push("--lang".into());
                out.extend(value);
            }
        }
    }
    out
}

fn parse_lang(s: &str) -> Result<Lang, String> {
    Lang::parse(s).ok_or_else(|| format!("'{s}' is not a language: use it or en"))
}

/// Runs the CLI with `args` (program name first); returns the exit code.
pub fn run<I, T>(args: I, out: &mut dyn Write, err: &mut dyn Write) -> i32
where
    I: IntoIterator<Item = T>,
    T: Into<std::ffi::OsString> + Clone,
{
    run_in(&Paths::from_env(), args, out, err)
}

/// Like [`run`], with the data folder given (`ADJUTANT_HOME` is not read).
pub fn run_in<I, T>(paths: &Paths, args: I, out: &mut dyn Write, err: &mut dyn Write) -> i32
where
    I: IntoIterator<Item = T>,
    T: Into<std::ffi::OsString> + Clone,
{
    let args = resolver_args_verbatim(args);
    // The subcommand is optional only so that `--generate` can stand alone: without either,
    // the same words are parsed again with a subcommand required, for clap's own error.
    let parsed = Cli::try_parse_from(&args).and_then(|c| match (&c.command, c.generate) {
        (None, None) => Cli::command()
            .subcommand_required(true)
            .try_get_matches_from(&args)
            .and_then(|m| Cli::from_arg_matches(&m)),
        (Some(_), Some(_)) => Err(Cli::command().error(
            clap::error::ErrorKind::ArgumentConflict,
            "--generate is used alone, without a command",
        )),
        _ => Ok(c),
    });
    let cli = match parsed {
        Ok(c) => c,
        Err(e) => {
            let code = e.exit_code();
            let text = e.render().to_string();
            if code == 0 {
                let _ = write!(out, "{text}");
            } else {
                let _ = writeln!(err, "{}", crate::i18n::echo(text.trim_end()));
            }
            return code;
        }
    };
    let command = match (cli.command, cli.generate) {
        (Some(c), _) => c,
        (None, what) => {
            // Generated text is for packages: English, whatever the machine's language.
            let what = what.unwrap_or(Generated::Man);
            let loc = Localizer::new(Lang::En);
            return match generate::generate(what, &loc, out) {
                Ok(()) => 0,
                Err(e) => {
                    let _ = writeln!(err, "error: {e}");
                    1
                }
            };
        }
    };
    // Every game's header; a game's data is read (and checked) when the command uses it.
    let content = crate::games::load_heads(Some(&paths.user_data()));
    let lang = cli
        .lang
        .unwrap_or_else(|| crate::store::Settings::load(paths).0.effective_lang());
    let mut loc = Localizer::new(lang);
    // The tray holds every die of every game: made only for the commands that roll them.
    let tray = || content.tray();
    let result = match command {
        Command::Games { json } => games(&content, &loc, json),
        Command::Roll {
            spec,
            seed,
            dice,
            json,
        } => roll(&tray(), &loc, &spec, seed, dice.as_deref(), json),
        Command::Odds { args } => {
            let first = args.first().cloned().unwrap_or_default();
            if content.game(&first).is_some() && args.len() >= 2 {
                let rest = take_lang(args[2..].to_vec(), &mut loc);
                crate::games::odds_cli(&content, &loc, &first, &args[1], &rest)
            } else {
                crate::games::parse_args::<DiceOdds>("adjutant odds", &args).and_then(|o| {
                    if let Some(l) = o.lang {
                        loc.lang = l;
                    }
                    odds_cmd(&tray(), &loc, &o.spec, o.json)
                })
            }
        }
        Command::Resolve {
            game,
            resolver,
            args,
        } => {
            let args = take_lang(args, &mut loc);
            crate::games::resolve_cli(&content, &loc, &game, &resolver, &args)
        }
        Command::Campaign(cmd) => campaign::run(paths, &content, &loc, cmd),
        Command::Rules { game, words, json } => rules::run(&content, &loc, &game, &words, json),
        Command::Play { args } => {
            // `--lang` anywhere, as docs/play.md says (never written into a note).
            let args = take_lang(args, &mut loc);
            play::run(paths, &content, &loc, &args)
        }
        Command::Host { args } => {
            let args = take_lang(args, &mut loc);
            host::run(paths, &content, &loc, &args)
        }
        Command::Open { save } => {
            let at = match save
                .as_deref()
                .map(|s| open::target(paths, &content, &loc, s))
            {
                None => Ok(None),
                Some(r) => r.map(Some),
            };
            match at {
                Ok(at) => {
                    return match crate::ui::run_at(at) {
                        Ok(()) => 0,
                        Err(e) => {
                            let _ = writeln!(err, "error: {e}");
                            1
                        }
                    };
                }
                Err(e) => Err(e),
            }
        }
    };
    // The problems met in the data the command read.
    for p in &content.all_problems() {
        let _ = writeln!(err, "warning: {p}");
    }
    match result {
        Ok(text) => {
            let _ = writeln!(out, "{text}");
            0
        }
        Err(msg) => match msg.strip_prefix(crate::games::HELP_TEXT) {
            // A resolver's own `--help`.
            Some(help) => {
                let _ = writeln!(out, "{help}");
                0
            }
            None => {
                // Messages from clap already start with "error: ".
                let msg = msg.strip_prefix("error: ").unwrap_or(&msg);
                let _ = writeln!(err, "error: {}", crate::i18n::echo(msg));
                2
            }
        },
    }
}

/// Everything after `resolve <game> <resolver>` (or after `odds`) belongs to the game's own
/// parser, `--help` included: a `--` is put in front of it so the top-level parser does not
/// answer `--help` with the help of `resolve` itself.
fn resolver_args_verbatim<I, T>(args: I) -> Vec<std::ffi::OsString>
where
    I: IntoIterator<Item = T>,
    T: Into<std::ffi::OsString> + Clone,
{
    let mut v: Vec<std::ffi::OsString> = args.into_iter().map(Into::into).collect();
    // The subcommand: the first word after the program name that is not `--lang X`.
    let mut i = 1;
    while i < v.len() {
        let w = v[i].to_string_lossy();
        if w == "--lang" {
            i += 2;
        } else if w.starts_with("--lang=") {
            i += 1;
        } else {
            break;
        }
    }
    let word = |j: usize| v.get(j).map(|w| w.to_string_lossy().into_owned());
    let plain = |w: &Option<String>| w.as_deref().is_some_and(|w| !w.starts_with('-'));
    let at = match word(i).as_deref() {
        Some("resolve") if plain(&word(i + 1)) && plain(&word(i + 2)) => i + 3,
        Some("odds") if plain(&word(i + 1)) => i + 1,
        Some("play" | "host") => i + 1,
        _ => return v,
    };
    if at < v.len() && word(at).as_deref() != Some("--") {
        v.insert(at, "--".into());
    }
    v
}

fn games(content: &Content, loc: &Localizer, json: bool) -> Result<String, String> {
    if json {
        let list: Vec<Value> = content
            .all_games()
            .into_iter()
            .map(|g| {
                json!({
                    "id": g.id,
                    "name": loc.t(&g.name),
                    "sides": g.sides.iter().map(|s| s.id.clone()).collect::<Vec<_>>(),
                    "dice": g.dice.iter().map(|d| json!({
                        "id": d.key,
                        "faces": (0..d.side_count()).map(|i| d.face_id(i)).collect::<Vec<_>>(),
                        "source": d.def.source,
                    })).collect::<Vec<_>>(),
                })
            })
            .collect();
        return serde_json::to_string_pretty(&json!({ "games": list })).map_err(|e| e.to_string());
    }
    let mut s = String::new();
    for g in content.all_games() {
        s.push_str(&format!("{}  ({})\n", g.id, loc.t(&g.name)));
        // The sides by the ids every action takes (`side=…`, `--side …`).
        let sides: Vec<String> = g
            .sides
            .iter()
            .map(|x| format!("{} ({})", x.id, loc.t(&x.name)))
            .collect();
        s.push_str(&format!(
            "    {}\n",
            loc.tr("cli-games-sides", &[("sides", sides.join(", "))])
        ));
        for d in &g.dice {
            let faces: Vec<String> = d.distinct_faces().into_iter().map(|(f, _)| f).collect();
            s.push_str(&format!("    {:<28} {}\n", d.key, faces.join(" ")));
        }
    }
    Ok(s.trim_end().to_string())
}

fn parse(def: &GameDef, spec: &str) -> Result<DiceSpec, String> {
    def.parse_spec(spec)
        .map_err(|e| format!("spec '{spec}': {e}"))
}

/// The JSON form of a roll (documented in the README).
pub fn roll_json(roll: &Roll, seed: Option<u64>) -> Value {
    let counts: serde_json::Map<String, Value> = roll
        .face_counts()
        .into_iter()
        .map(|(f, n)| (f, Value::from(n)))
        .collect();
    json!({
        "spec": roll.spec,
        "seed": seed,
        "source": roll.source,
        "dice": roll.dice.iter().map(|d| json!({"die": d.die, "face": d.face, "value": d.value})).collect::<Vec<_>>(),
        "total": roll.total,
        "counts": counts,
    })
}

fn roll(
    def: &GameDef,
    loc: &Localizer,
    spec: &str,
    seed: Option<u64>,
    dice: Option<&str>,
    json: bool,
) -> Result<String, String> {
    let spec_v = parse(def, spec)?;
    let (roll, seed) = match dice {
        Some(list) => {
            let faces = typed_faces(loc, &spec_v, list);
            (
                spec_v
                    .from_hand(&faces)
                    .map_err(|e| format!("--dice '{list}': {e}"))?,
                None,
            )
        }
        None => {
            let mut rng = match seed {
                Some(s) => GameRng::from_seed(s),
                None => GameRng::from_entropy(),
            };
            let seed = rng.seed();
            (spec_v.roll(&mut rng), Some(seed))
        }
    };
    if json {
        return serde_json::to_string_pretty(&roll_json(&roll, seed)).map_err(|e| e.to_string());
    }
    let faces = loc.arg(&crate::core::table::roll_faces_arg(def, &roll));
    let mut args = vec![("spec", spec_words(loc, &spec_v)), ("faces", faces)];
    let id = match roll.total {
        Some(t) => {
            args.push(("total", t.to_string()));
            "cli-roll-total"
        }
        None => "cli-roll",
    };
    Ok(loc.tr(id, &args))
}

/// A spec as players read it: numbered dice as typed (`2d6`), a game's dice by their name
/// (`3× Battle die`), never by their internal key.
fn spec_words(loc: &Localizer, spec: &DiceSpec) -> String {
    if spec.groups.iter().all(|g| g.die.game.is_none()) {
        spec.canonical()
    } else {
        loc.arg(&crate::core::table::spec_arg(spec))
    }
}

/// The faces of `--dice`, one per die in spec order, each typed by its id ("soldier") or by
/// its name in either language ("soldato", "Soldier"); anything else is left as typed, for
/// the roll to refuse by name.
fn typed_faces(loc: &Localizer, spec: &DiceSpec, list: &str) -> Vec<String> {
    let other = Localizer::new(match loc.lang {
        Lang::En => Lang::It,
        Lang::It => Lang::En,
    });
    let mut dice = spec.dice();
    list.split(',')
        .map(|typed| {
            let want = typed.trim().to_lowercase();
            dice.next()
                .and_then(|d| d.def.faces.as_ref())
                .and_then(|faces| {
                    faces.iter().find(|f| {
                        loc.t(&f.name).to_lowercase() == want
                            || other.t(&f.name).to_lowercase() == want
                    })
                })
                .map_or_else(|| typed.to_string(), |f| f.id.clone())
        })
        .collect()
}

/// A face by its name in the player's language, not its id.
fn face_words(loc: &Localizer, spec: &DiceSpec, id: &str) -> String {
    spec.groups
        .iter()
        .find_map(|g| g.die.def.faces.as_ref()?.iter().find(|f| f.id == id))
        .map(|f| loc.t(&f.name))
        .unwrap_or_else(|| id.to_string())
}

fn dist_json(d: &Distribution, key: &str) -> Value {
    Value::Array(
        d.outcomes
            .iter()
            .map(|&(v, n)| {
                json!({ key: v, "num": n.to_string().parse::<u64>().map(Value::from).unwrap_or(Value::from(n.to_string())),
                        "den": d.total.to_string().parse::<u64>().map(Value::from).unwrap_or(Value::from(d.total.to_string())),
                        "p": n as f64 / d.total as f64 })
            })
            .collect(),
    )
}

fn odds_cmd(def: &GameDef, loc: &Localizer, spec: &str, json: bool) -> Result<String, String> {
    let spec_v = parse(def, spec)?;
    let too_large = |_| format!("spec '{spec}': too many outcomes to count exactly");
    let totals = odds::totals(&spec_v).map_err(too_large)?;
    let faces = odds::face_counts(&spec_v).map_err(too_large)?;
    let outcomes = faces.first().map(|(_, d)| d.total).unwrap_or(1);
    // A spec mixing numbered and symbol dice has no total, but its numbered dice do (the
    // app's tray shows it too).
    let numbered = match (&totals, spec_v.split_numbered()) {
        (None, (Some(n), Some(_))) => odds::totals(&n)
            .map_err(too_large)?
            .map(|d| (n.canonical(), d)),
        _ => None,
    };
    if json {
        let v = json!({
            "spec": spec_v.canonical(),
            "outcomes": outcomes.to_string().parse::<u64>().map(Value::from).unwrap_or(Value::from(outcomes.to_string())),
            "total": totals.as_ref().map(|d| json!({"distribution": dist_json(d, "value"), "mean": d.mean()})),
            "numbered_total": numbered.as_ref().map(|(n, d)| json!({"spec": n, "distribution": dist_json(d, "value"), "mean": d.mean()})),
            "faces": faces.iter().map(|(f, d)| json!({"face": f, "distribution": dist_json(d, "count"), "mean": d.mean()})).collect::<Vec<_>>(),
        });
        return serde_json::to_string_pretty(&v).map_err(|e| e.to_string());
    }
    let mut s = loc.tr(
        "cli-odds-header",
        &[
            ("spec", spec_words(loc, &spec_v)),
            ("outcomes", loc.int(outcomes)),
        ],
    );
    s.push('\n');
    if let Some(d) = &totals {
        s.push_str(&loc.tr("cli-odds-totals", &[("mean", loc.num(d.mean(), 2))]));
        s.push('\n');
        for &(v, n) in &d.outcomes {
            s.push_str(&format!(
                "  {v:>4}  {:>6}/{}  {:>6}\n",
                loc.int(n),
                loc.int(d.total),
                loc.pct(100.0 * n as f64 / d.total as f64, 1)
            ));
        }
    } else {
        if let Some((n, d)) = &numbered {
            s.push_str(&loc.tr(
                "cli-odds-numbered-total",
                &[("spec", n.clone()), ("mean", loc.num(d.mean(), 2))],
            ));
            s.push('\n');
            for &(v, k) in &d.outcomes {
                s.push_str(&format!(
                    "  {v:>4}  {:>6}/{}  {:>6}\n",
                    loc.int(k),
                    loc.int(d.total),
                    loc.pct(100.0 * k as f64 / d.total as f64, 1)
                ));
            }
        }
        for (f, d) in &faces {
            s.push_str(&loc.tr(
                "cli-odds-face",
                &[
                    ("face", face_words(loc, &spec_v, f)),
                    ("mean", loc.num(d.mean(), 2)),
                ],
            ));
            s.push('\n');
            for &(v, n) in &d.outcomes {
                s.push_str(&format!(
                    "  {v:>4}  {:>6}/{}  {:>6}\n",
                    loc.int(n),
                    loc.int(d.total),
                    loc.pct(100.0 * n as f64 / d.total as f64, 1)
                ));
            }
        }
    }
    Ok(s.trim_end().to_string())
}
