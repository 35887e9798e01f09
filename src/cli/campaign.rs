//! `adjutant campaign list|show|export|import`: campaigns in the data folder.

use clap::Subcommand;
use serde_json::{Value, json};

use crate::core::campaign::Campaign;
use crate::games::we_were_brothers::campaign::{CampaignRules, Platoon, text};
use crate::i18n::Localizer;
use crate::store::{Paths, campaigns};

#[derive(Subcommand, Debug)]
pub enum CampaignCmd {
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

pub fn run(paths: &Paths, loc: &Localizer, cmd: CampaignCmd) -> Result<String, String> {
    match cmd {
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
