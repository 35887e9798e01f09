//! Writing to disk: the settings, the open table (whole, then change by change) through the
//! saver, and a damaged tray set aside.

use super::*;

impl App {
    /// Writes the settings; a failure is told in the notice.
    pub(crate) fn persist_settings(&mut self) {
        match self.settings.save(&self.paths, self.settings_broken) {
            Ok(()) => self.settings_broken = false,
            Err(e) => {
                self.notice = Some(Notice::save_failed(self.paths.settings_file().display(), e))
            }
        }
    }

    /// A reply for the saver that comes back to `update` as [`Message::Saved`].
    pub(super) fn save_reply(&mut self) -> saver::Reply {
        let (tx, rx) = iced::futures::channel::oneshot::channel();
        self.tasks
            .push(Task::future(rx).then(|r: Result<SaveReport, _>| match r {
                Ok(report) => Task::done(Message::Saved(report)),
                // The saver stopped before it could answer: nothing to tell.
                Err(_) => Task::none(),
            }));
        Box::new(move |r| {
            let _ = tx.send(r);
        })
    }

    /// Hands the open table to the saver whole (a game just started or opened), as the copy
    /// its later changes go to. A failure is reported; the game stays in memory.
    pub(crate) fn persist_table(&mut self) {
        let reply = self.save_reply();
        let Some(t) = self.table() else { return };
        if let Err(e) = self.saver.open(&t.path, t.state.clone(), Some(reply)) {
            self.notice = Some(Notice::save_failed(t.path.display(), e));
        }
    }

    /// Hands the change the open table has just had to the saver; the screen does not wait.
    pub(super) fn persist_change(&mut self, kind: ChangeKind, now: chrono::DateTime<Utc>) {
        let reply = self.save_reply();
        let Some(t) = self.table() else { return };
        let record = saver::record_of(&t.state, kind, now);
        if let Err(e) = self.saver.change(&t.path, record, Some(reply)) {
            self.notice = Some(Notice::save_failed(t.path.display(), e));
        }
    }

    /// A damaged tray file is set aside (kept) and the tray goes on from its newest good
    /// backup, or afresh; the notice says what was wrong and where the damaged file went.
    pub(super) fn recover_tray(
        &mut self,
        def: &GameDef,
        path: &std::path::Path,
        error: &store::LoadError,
    ) -> Option<GameState> {
        let (id, args) = error.message();
        let problem = self.loc.tr(id, &args);
        match saved::recover(path) {
            Ok(r) => {
                let kept = r.kept.display().to_string();
                let (state, notice) = match (r.state, r.backup) {
                    (Some(s), Some(b)) => (
                        s,
                        Notice::error(
                            "notice-tray-from-backup",
                            vec![
                                ("problem", problem),
                                ("kept", kept),
                                ("backup", b.display().to_string()),
                            ],
                        ),
                    ),
                    _ => (
                        GameState::new(def, TRAY_ID, self.new_seed(), Utc::now()),
                        Notice::error(
                            "notice-tray-fresh",
                            vec![("problem", problem), ("kept", kept)],
                        ),
                    ),
                };
                self.notice = Some(notice);
                self.refresh_saves();
                Some(state)
            }
            Err(e) => {
                // Could not even move it aside: leave everything as it is and say so.
                self.notice = Some(Notice::save_failed(path.display(), e));
                None
            }
        }
    }
}
