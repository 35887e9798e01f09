//! A game (or the dice tray) open on the table, and how it stands on disk.

use std::path::PathBuf;

use crate::core::def::GameDef;
use crate::session::GameState;

use super::TrayDraft;
use crate::content::TRAY_ID;

/// A game (or the free dice tray) open on the table.
#[derive(Debug, Clone)]
pub struct Table {
    pub def: GameDef,
    pub state: GameState,
    pub path: PathBuf,
    pub draft: TrayDraft,
    /// Sides whose hidden hands are shown right now (tap-to-reveal).
    pub revealed: Vec<String>,
    /// The game's own panels' form state.
    pub game_ui: crate::ui::games::GameUi,
    /// What the players are about to put on a track: track id → (box, text).
    pub track_forms: std::collections::BTreeMap<String, (u32, String)>,
    /// The log entry picked to undo back to (its index in the log).
    pub log_pick: Option<usize>,
    /// Older log lines the player asked to see beyond the newest ones.
    pub log_older: usize,
    /// The phase bar's whole text is shown over the screen (its line was cut short).
    pub phase_whole: bool,
    /// The free dice tray under a game's form is open (folded to one button otherwise).
    pub tray_open: bool,
    /// Another copy of the app holds this game (`Some`, with its process id when it said):
    /// it is shown, and no action is taken.
    pub read_only: Option<Option<String>>,
    /// The game's folder cannot be written (why): shown read-only, and no other program is
    /// to wait for.
    pub unwritable: Option<String>,
    /// The last change handed to the saver, and the last one it has written.
    pub handed: u64,
    pub saved: u64,
    /// The last write failed (it is being tried again).
    pub save_failed: bool,
    /// The game is to be saved whole (a new one) and is not yet.
    pub whole_pending: bool,
    /// The last actions taken at this table, newest last (at most [`RECENT_ACTIONS`]): what
    /// the panels did, as `adjutant play` would say it (tests check it can).
    pub recent: std::collections::VecDeque<crate::session::Action>,
}

/// How many actions [`Table::recent`] keeps.
pub const RECENT_ACTIONS: usize = 32;

/// How the open table stands on disk: a few words in a fixed place on the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SaveStatus {
    /// Every change shown is on disk.
    Saved,
    /// A change is on its way to the disk.
    Saving,
    /// The last write failed; it is being tried again.
    Failed,
    /// Another copy of the app holds the game: nothing here is saved.
    ReadOnly,
}

impl SaveStatus {
    /// The message id of its words.
    pub fn message_id(self) -> &'static str {
        match self {
            SaveStatus::Saved => "save-status-saved",
            SaveStatus::Saving => "save-status-saving",
            SaveStatus::Failed => "save-status-failed",
            SaveStatus::ReadOnly => "save-status-read-only",
        }
    }
}

impl Table {
    /// Why nothing tapped here is kept, when it is not: another program holds the game, or
    /// its folder cannot be written.
    pub fn read_only_notice(&self) -> Option<super::Notice> {
        let holder = self.read_only.as_ref()?;
        Some(match &self.unwritable {
            Some(why) => super::Notice::error("notice-unwritable", vec![("why", why.clone())]),
            None => super::Notice::error(
                "notice-read-only",
                crate::store::lock::holder_args(holder.as_deref()),
            ),
        })
    }

    pub fn is_tray(&self) -> bool {
        self.def.id == TRAY_ID
    }

    /// How this table stands on disk.
    pub fn save_status(&self) -> SaveStatus {
        if self.read_only.is_some() {
            SaveStatus::ReadOnly
        } else if self.save_failed {
            SaveStatus::Failed
        } else if self.whole_pending || self.handed > self.saved {
            SaveStatus::Saving
        } else {
            SaveStatus::Saved
        }
    }

    /// The box a new event on `track` starts at: the one after the marker.
    pub fn next_box(&self, track: &str) -> u32 {
        self.state
            .table
            .tracks
            .get(track)
            .map_or(1, |t| (t.position + 1).min(t.boxes))
    }
}
