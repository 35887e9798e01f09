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

    /// Hands a new table (a game just started, a fresh tray) to the saver to be saved whole,
    /// after taking its lock. A failure is reported; the game stays in memory.
    pub(crate) fn persist_table(&mut self) {
        let Some(t) = self.table() else { return };
        let path = t.path.clone();
        match saved::create(&path) {
            Ok(access) => self.take_access(access, true),
            Err(e) => {
                // Nothing was written: the status must not say "Saved".
                if let Some(t) = self.table_mut() {
                    t.save_failed = true;
                }
                self.notice = Some(Notice::save_failed(path.display(), e))
            }
        }
    }

    /// Hands a game loaded with `saved::open` to the saver (its files are not rewritten), or
    /// shows it read-only when another copy of the app holds it.
    pub(crate) fn persist_opened(&mut self, access: saved::Access) {
        self.take_access(access, false);
    }

    fn take_access(&mut self, access: saved::Access, whole: bool) {
        let reply = whole.then(|| self.save_reply());
        let Some(t) = self.table_mut() else { return };
        let path = t.path.clone();
        match access {
            saved::Access::Write(w) => {
                let state = whole.then(|| t.state.clone());
                // Saved once the whole game is down.
                t.whole_pending = whole;
                match self.saver.open_writer(&path, w, state, reply) {
                    Ok(()) => self.writing = Some(path),
                    Err(e) => self.notice = Some(Notice::save_failed(path.display(), e)),
                }
            }
            saved::Access::ReadOnly { holder } => {
                t.read_only = Some(holder);
                self.notice = t.read_only_notice();
            }
            saved::Access::Unwritable { why } => {
                t.read_only = Some(None);
                t.unwritable = Some(why);
                self.notice = t.read_only_notice();
            }
        }
    }

    /// Hands the change the open table has just had to the saver; the screen does not wait.
    pub(super) fn persist_change(&mut self, kind: ChangeKind, now: chrono::DateTime<Utc>) {
        let reply = self.save_reply();
        let Some(t) = self.table_mut() else { return };
        let record = saver::record_of(&t.state, kind, now);
        t.handed = record.seq;
        let path = t.path.clone();
        if let Err(e) = self.saver.change(&path, record, Some(reply)) {
            self.notice = Some(Notice::save_failed(path.display(), e));
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
                let kept = r
                    .kept
                    .as_ref()
                    .map(|k| k.display().to_string())
                    .unwrap_or_default();
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
                    (Some(s), None) => (
                        s,
                        Notice::error(
                            "notice-recovered-journal",
                            vec![
                                ("path", path.display().to_string()),
                                ("records", r.records.to_string()),
                                ("problem", problem),
                                ("kept", kept),
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
    /// A game shown read-only because another program held it: once that program has let
    /// go, the notice offers to take it back (nothing is taken without the player's tap).
    pub(super) fn watch_lock(&mut self) {
        let Some(t) = self.table() else { return };
        if t.read_only.is_none() || t.unwritable.is_some() {
            return;
        }
        let free = !crate::store::lock::is_held(&t.path);
        let offered = self
            .notice
            .as_ref()
            .is_some_and(|n| n.id == "notice-free-now");
        if free && !offered {
            self.notice = Some(Notice::info("notice-free-now", vec![]));
        }
    }

    /// Takes back the game shown read-only (its holder has let go): opened again as a tap
    /// in Home opens it, with what the other program last wrote.
    pub(super) fn take_over(&mut self) -> Task<Message> {
        let Some(path) = self.table().map(|t| t.path.clone()) else {
            return Task::none();
        };
        let task = self.handle(Message::Resume(path));
        if self.table().is_some_and(|t| t.read_only.is_none()) {
            self.notice = Some(Notice::info("notice-taken-over", vec![]));
        }
        task
    }

    /// Quietly, once, when a game opens: its backups that would not put it back.
    pub(super) fn warn_backups(&mut self, damaged: &[std::path::PathBuf]) {
        if self.notice.is_some() || damaged.is_empty() {
            return;
        }
        let list: Vec<String> = damaged.iter().map(|b| b.display().to_string()).collect();
        self.notice = Some(Notice::info(
            "notice-backup-damaged",
            vec![("list", crate::i18n::echo(&list.join(", ")))],
        ));
    }
}
