//! What the app says to itself (`Message`) and to the player (`Notice`).

use super::*;

/// Something to tell the player at the top of the screen.
#[derive(Debug, Clone, PartialEq)]
pub struct Notice {
    pub id: String,
    pub args: Vec<(&'static str, String)>,
    pub error: bool,
}

impl Notice {
    pub fn error(id: &str, args: Vec<(&'static str, String)>) -> Notice {
        Notice {
            id: id.into(),
            // What the player typed is shown back cut short and without control characters.
            args: args
                .into_iter()
                .map(|(k, v)| (k, crate::i18n::echo(&v)))
                .collect(),
            error: true,
        }
    }
    /// Something could not be written: where, and why. Nothing was changed.
    pub fn save_failed(path: impl std::fmt::Display, reason: impl std::fmt::Display) -> Notice {
        Notice::error(
            "err-save",
            vec![("path", path.to_string()), ("reason", reason.to_string())],
        )
    }
    /// A saved game another copy of the app has open for writing.
    pub fn held(path: &std::path::Path, holder: Option<String>) -> Notice {
        Notice::error(
            "err-save-held",
            [("path", path.display().to_string())]
                .into_iter()
                .chain(crate::store::lock::holder_args(holder.as_deref()))
                .collect(),
        )
    }

    /// What recovering a damaged saved game did.
    pub fn recovered(path: &std::path::Path, r: crate::session::saved::Recovered) -> Notice {
        let kept = r
            .kept
            .as_ref()
            .map(|k| k.display().to_string())
            .unwrap_or_default();
        let path_s = path.display().to_string();
        let mut n = match (&r.state, &r.backup) {
            (Some(_), Some(b)) => {
                let (at, latest, aside) = match &r.restored {
                    Some(x) => (
                        x.at,
                        x.latest,
                        x.journal_kept
                            .as_ref()
                            .map_or(kept.clone(), |j| j.display().to_string()),
                    ),
                    None => (0, 0, kept.clone()),
                };
                Notice::info(
                    "notice-recovered-backup",
                    vec![
                        ("path", path_s),
                        ("backup", b.display().to_string()),
                        ("kept", kept),
                        ("records", r.records.to_string()),
                        ("at", at.to_string()),
                        ("latest", latest.to_string()),
                        ("lost", latest.saturating_sub(at).to_string()),
                        ("aside", aside),
                    ],
                )
            }
            (Some(_), None) => {
                let problem = r
                    .problem
                    .as_ref()
                    .map(|p| match &p.reason {
                        crate::store::LoadReason::Corrupt(why) => why.clone(),
                        other => format!("{other:?}"),
                    })
                    .unwrap_or_default();
                Notice::info(
                    "notice-recovered-journal",
                    vec![
                        ("path", path_s),
                        ("records", r.records.to_string()),
                        ("problem", problem),
                        ("kept", kept),
                    ],
                )
            }
            _ => Notice::error(
                "notice-recovered-none",
                vec![("path", path_s), ("kept", kept)],
            ),
        };
        if !r.damaged_backups.is_empty() && n.id != "notice-recovered-journal" {
            let list: Vec<String> = r
                .damaged_backups
                .iter()
                .map(|b| b.display().to_string())
                .collect();
            n.id.push_str("-damaged");
            n.args.push(("list", crate::i18n::echo(&list.join(", "))));
        }
        n
    }

    pub fn info(id: &str, args: Vec<(&'static str, String)>) -> Notice {
        Notice {
            id: id.into(),
            args,
            error: false,
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub enum Message {
    /// The players' panel: phones joining this table (`screens::join`).
    Join(crate::ui::screens::join::JoinMsg),
    /// Switch language now (and remember it).
    SetLang(Option<Lang>),
    /// A message of the settings screen (its own: `screens::settings::Msg`).
    Settings(crate::ui::screens::settings::Msg),
    GoHome,
    OpenSettings,
    /// Back from the settings to the game they were opened from.
    CloseSettings,
    NewGame(String),
    /// A message of Home (its own: `screens::home::Msg`).
    Home(crate::ui::screens::home::Msg),
    OpenTray,
    Resume(PathBuf),
    /// Recover a saved game that would not load (its snapshot's path): what is good is
    /// kept, what is damaged set aside (see `saved::recover`).
    Recover(PathBuf),
    /// Saved games Home could not list from their summaries have been read off the
    /// screen's thread (the listing's number).
    Unlisted(u64),
    /// The first frame is drawn: the headers of the games the player added are read now, off
    /// the screen's thread.
    FirstFrame,
    /// The headers of the games the player added have been read off the screen's thread.
    GamesListed,
    DismissNotice,
    /// An action on the open table.
    Act(Action),
    Undo,
    Redo,
    /// A tap in the log (undo back to an entry).
    Log(super::super::screens::log::LogMsg),
    /// A message of the dice tray (its own: `screens::tray_draft::Msg`).
    Tray(crate::ui::screens::tray_draft::Msg),
    ToggleReveal(String),
    /// The text of a track event being written (track id, text).
    TrackText(String, String),
    /// The box a track event will go on (track id, change).
    TrackAt(String, i32),
    /// Put the written event on its box.
    TrackSchedule(String),
    Shortcut(Shortcut),
    /// A message for the open game's own panels.
    Game(super::super::games::GameMsg),
    /// Open the rule lookup of a game (the free tray has none).
    OpenRules(String),
    /// Open the rule lookup of every game (from Home or the tray).
    OpenRulesAll,
    /// Narrow the open rule lookup to one game, or widen it to all (`None`).
    RulesGame(Option<String>),
    RulesQuery(String),
    /// Back from the rules to the table that was open.
    CloseRules,
    /// Back from the rules to the table that was open, on the tab that applies the rule (the
    /// message a tap on that tab sends).
    UseTool(super::super::games::GameMsg),
    /// The saver's word on a change handed to it.
    Saved(SaveReport),
    /// The window is closing: write what is left, then quit.
    Quit(iced::window::Id),
    /// The window moved or was resized: its geometry is kept, and saved on quitting.
    Window(iced::window::Event),
    /// A second has passed while a clock on the table runs: the screen is drawn again.
    Tick,
    /// Takes back a game shown read-only once the program that held it has let go.
    TakeOver,
    /// Open or fold the free dice tray under a game's form.
    ToggleTableTray,
    /// Show (or put away) the phase bar's whole text, cut short on its one line.
    PhaseWhole,
    /// The system's light or dark preference, asked for on the first run only.
    SystemTheme(iced::theme::Mode),
    /// A tap on a campaign screen.
    Campaign(super::super::campaign::CampMsg),
}
