//! `adjutant campaign list|show|export|import`: campaigns in the data folder.

use clap::Subcommand;
use serde_json::{Value, json};

use crate::content::Content;
use crate::core::campaign::{Campaign, id_from_name};
use crate::games::we_were_brothers::campaign::{CampaignRules, Platoon, text};
use crate::games::we_were_brothers::squad::Army;
use crate::i18n::Localizer;
use crate::session::campaign as session_campaign;
use crate::store::lock;
use crate::store::{Paths, campaigns};

#[derive(Subcommand, Debug)]
pub enum CampaignCmd {
    /// A new We Were Brothers campaign, as the campaign list's form makes it: its squads
    /// armed by the Blue die, its Leader first man of the first squad. Prints its id.
    New {
        /// The campaign's name (1 to 80 letters); its id is made from it.
        name: String,
        /// The platoon's army: us-army, british-army, wehrmacht or regio-esercito.
        #[arg(long, default_value = "us-army")]
        army: String,
        /// The theatre: husky, avalanche or shingle.
        #[arg(long, default_value = "husky")]
        theatre: String,
        /// How many squads the platoon starts with, 1 to 3.
        #[arg(long, default_value_t = 1)]
        squads: u8,
        /// Seed for the Blue dice that arm the squads: the same seed arms them the same.
        #[arg(long)]
        seed: Option<u64>,
        /// Print JSON instead of text (`format`, `campaign`…; see docs/play.md).
        #[arg(long)]
        json: bool,
    },
    /// Start the campaign's next mission as a new saved game, its squads and men on the
    /// table, as the roster screen's button does. Prints the saved game's id (`adjutant play`
    /// plays it; `campaign debrief` closes the mission).
    Start {
        id: String,
        /// Seed for the mission's game: the same seed gives the same dice.
        #[arg(long)]
        seed: Option<u64>,
        /// Print JSON instead of text (`format`, `campaign`…; see docs/play.md).
        #[arg(long)]
        json: bool,
    },
    /// List the campaigns (and report any damaged campaign file).
    List {
        #[arg(long)]
        json: bool,
    },
    /// A campaign's settings, missions and roster.
    Show {
        id: String,
        #[arg(long)]
        json: bool,
    },
    /// The debrief of the mission being played, as the debrief screen proposes it:
    /// `debrief <id> [entries…] [--mission N] [--json]` shows it (nothing is written);
    /// `debrief <id> confirm [entries…]` saves it. Entries: `result=win|lose|draw`,
    /// `end.ID=…`, `medal.ID=SKILL`, `kills.ID=N`, `leadership.ID=gained|lost|same`,
    /// `infamy.SQUAD=N`, `award.SQUAD=N`, `share.ID=N`, `buy.ID=SKILL`, `promote=ID`,
    /// `replacement=SQUAD[:name]`, `leader=SQUAD:SKILL`.
    Debrief {
        id: String,
        #[arg(num_args = 0.., trailing_var_arg = true, allow_hyphen_values = true)]
        words: Vec<String>,
    },
    /// Write a campaign as one JSON file to standard output (`> file`).
    Export { id: String },
    /// Add a campaign from an exported file; never overwrites one that is here, and refuses a
    /// file whose campaign is already here unchanged unless `--copy` asks for a second copy.
    Import {
        file: std::path::PathBuf,
        /// Import a second copy (a new id and name) even if this file's campaign is here.
        #[arg(long)]
        copy: bool,
    },
}

pub fn run(
    paths: &Paths,
    content: &Content,
    loc: &Localizer,
    cmd: CampaignCmd,
) -> Result<String, String> {
    match cmd {
        CampaignCmd::New {
            name,
            army,
            theatre,
            squads,
            seed,
            json,
        } => new(
            paths, content, loc, &name, &army, &theatre, squads, seed, json,
        ),
        CampaignCmd::Start { id, seed, json } => start(paths, content, loc, &id, seed, json),
        CampaignCmd::List { json } => Ok(list(paths, loc, json)),
        CampaignCmd::Show { id, json } => {
            let c = campaigns::load_id(paths, &id).map_err(|e| e.to_string())?;
            if json {
                return serde_json::to_string_pretty(&c).map_err(|e| e.to_string());
            }
            Ok(show(loc, &c))
        }
        CampaignCmd::Debrief { id, words } => super::debrief::run(paths, loc, &id, words),
        CampaignCmd::Export { id } => {
            let c = campaigns::load_id(paths, &id).map_err(|e| e.to_string())?;
            Ok(campaigns::export(&c))
        }
        CampaignCmd::Import { file, copy } => {
            let text = campaigns::read_import(&file).map_err(|e| e.to_string())?;
            let copy = if copy {
                campaigns::Copy::Second
            } else {
                campaigns::Copy::Only
            };
            match campaigns::import_as(paths, &file, &text, copy) {
                Ok(done) => {
                    let (id, args) = done.message();
                    Ok(loc.tr(id, &args))
                }
                Err(campaigns::ImportError::Already { id, name }) => {
                    Err(loc.tr("camp-cli-import-already", &[("id", id), ("name", name)]))
                }
                Err(e) => Err(e.to_string()),
            }
        }
    }
}

/// A refusal worded for the command line: nothing was written.
fn refused(loc: &Localizer, id: &str) -> String {
    loc.tr("camp-cli-refused", &[("reason", loc.t(id))])
}

/// Takes the campaign's lock (one writer per campaign), or says who holds it.
fn hold(paths: &Paths, loc: &Localizer, id: &str) -> Result<lock::Lock, String> {
    lock::try_lock(&campaigns::file(paths, id)).map_err(|e| match e {
        lock::LockError::Held { holder, .. } => {
            loc.tr("camp-cli-held-start", &lock::holder_args(holder.as_deref()))
        }
        lock::LockError::Io(e) => e.to_string(),
    })
}

#[allow(clippy::too_many_arguments)]
fn new(
    paths: &Paths,
    content: &Content,
    loc: &Localizer,
    name: &str,
    army: &str,
    theatre: &str,
    squads: u8,
    seed: Option<u64>,
    json: bool,
) -> Result<String, String> {
    let bad = |arg: &str, value: &str, choices: Vec<&str>| {
        loc.tr(
            "camp-cli-bad-value",
            &[
                ("arg", arg.to_string()),
                ("value", crate::i18n::echo(value)),
                ("choices", choices.join(", ")),
            ],
        )
    };
    let army = Army::parse(army.trim())
        .ok_or_else(|| bad("--army", army, Army::ALL.iter().map(|a| a.id()).collect()))?;
    let theatre = theatre.trim();
    if !session_campaign::THEATRES.contains(&theatre) {
        return Err(bad(
            "--theatre",
            theatre,
            session_campaign::THEATRES.to_vec(),
        ));
    }
    let def = content
        .game(crate::games::we_were_brothers::ID)
        .ok_or_else(|| refused(loc, "camp-err-no-roster-game"))?;
    let id = campaigns::free_id(paths, &id_from_name(name));
    let asked = session_campaign::NewCampaign {
        id: &id,
        name,
        army,
        theatre,
        squads,
        roll: seed.unwrap_or_else(rand::random),
    };
    let c = session_campaign::new_campaign(def, &asked, chrono::Utc::now())
        .map_err(|e| refused(loc, e.0))?;
    let held = hold(paths, loc, &c.id)?;
    campaigns::save(paths, &c).map_err(|e| e.to_string())?;
    drop(held);
    Ok(if json {
        let v = json!({ "format": crate::play::FORMAT, "campaign": c.id, "name": c.name, "side": c.side,
                        "theatre": c.theatre });
        serde_json::to_string_pretty(&v).unwrap_or_default()
    } else {
        c.id
    })
}

fn start(
    paths: &Paths,
    content: &Content,
    loc: &Localizer,
    id: &str,
    seed: Option<u64>,
    json: bool,
) -> Result<String, String> {
    // Read first, so a campaign that is not here is named before any lock is taken.
    campaigns::load_id(paths, id).map_err(|e| e.to_string())?;
    let held = hold(paths, loc, id)?;
    let mut c = campaigns::load_id(paths, id).map_err(|e| e.to_string())?;
    let def = crate::play::game_def(content, &c.game).map_err(|e| e.text(loc))?;
    let now = chrono::Utc::now();
    let seed = seed.unwrap_or_else(|| crate::core::rng::GameRng::from_entropy().seed());
    let save = crate::session::saved::free_save_id(paths, &def.id, now, seed);
    let g = session_campaign::start_mission(&mut c, &def, &save, seed, "", now)
        .map_err(|e| refused(loc, e.0))?;
    let n = c.playing().map(|m| m.number).unwrap_or_default();
    // The game first: a campaign never names a save that is not there.
    crate::play::write_new(paths, def, g).map_err(|e| e.text(loc))?;
    if let Err(e) = campaigns::save(paths, &c) {
        for f in crate::session::saved::save_files(&paths.save_file(&save)) {
            let _ = std::fs::remove_file(f);
        }
        return Err(e.to_string());
    }
    drop(held);
    Ok(if json {
        let v =
            json!({ "format": crate::play::FORMAT, "campaign": c.id, "mission": n, "save": save });
        serde_json::to_string_pretty(&v).unwrap_or_default()
    } else {
        loc.tr(
            "camp-cli-started",
            &[("n", n.to_string()), ("id", c.id.clone()), ("save", save)],
        )
    })
}

fn list(paths: &Paths, loc: &Localizer, json: bool) -> String {
    let all = campaigns::list(paths);
    if json {
        let good: Vec<Value> = all
            .iter()
            .flatten()
            .map(|c| {
                json!({
                    "id": c.id, "name": c.name, "game": c.game, "side": c.side,
                    "theatre": c.theatre, "missions": c.missions,
                    "playing": c.playing,
                })
            })
            .collect();
        let bad: Vec<Value> = all
            .iter()
            .filter_map(|r| r.as_ref().err())
            .map(|e| json!({"path": e.path.display().to_string(), "reason": e.to_string()}))
            .collect();
        return serde_json::to_string_pretty(&json!({"campaigns": good, "damaged": bad}))
            .unwrap_or_default();
    }
    let mut out = vec![];
    for r in &all {
        match r {
            Ok(c) => out.push(loc.tr(
                "camp-cli-list-line",
                &[
                    ("id", c.id.clone()),
                    ("name", c.name.clone()),
                    ("game", c.game.clone()),
                    ("missions", c.missions.to_string()),
                ],
            )),
            // The reason may quote the file (a name, a value): its control characters are
            // shown escaped, never sent to the terminal.
            Err(e) => out.push(loc.tr(
                "camp-cli-damaged",
                &[("reason", e.to_string().escape_debug().to_string())],
            )),
        }
    }
    if out.is_empty() {
        out.push(loc.t("camp-cli-none"));
    }
    out.join("\n")
}

fn show(loc: &Localizer, c: &Campaign) -> String {
    let mut out = vec![loc.tr(
        "camp-cli-head",
        &[
            ("name", c.name.clone()),
            ("id", c.id.clone()),
            ("game", c.game.clone()),
            ("side", c.side.clone()),
            ("theatre", c.theatre.clone()),
        ],
    )];
    out.push(loc.t("camp-missions"));
    for m in &c.missions {
        let result = m
            .result
            .map_or_else(|| loc.t("camp-in-play"), |r| loc.t(&r.msg()));
        out.push(format!("  {}. {} — {result}", m.number, m.name));
    }
    if c.game == crate::games::we_were_brothers::ID {
        let r = CampaignRules::from_json(&c.settings);
        out.push(text::settings(loc, &r));
        out.push(loc.t("camp-roster"));
        match Platoon::from_json(&c.roster) {
            Ok(p) => out.extend(
                text::roster(
                    loc,
                    c,
                    &crate::games::we_were_brothers::data::embedded(),
                    &p,
                )
                .into_iter()
                .map(|l| format!("  {l}")),
            ),
            Err(e) => out.push(format!("  {e}")),
        }
    }
    out.join("\n")
}
