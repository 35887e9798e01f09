//! Home's list of saved games: read at once from the summaries, the rest off the screen's
//! thread.

use super::*;

impl App {
    /// Lists the saved games at once from their summaries; games without one are read on a
    /// thread of their own and added when read ([`Message::Unlisted`]).
    pub fn refresh_saves(&mut self) {
        // The list is read from disk: what the saver still holds goes first.
        self.saver.flush();
        let listing = saved::list_quick(&self.paths);
        self.reading = None;
        self.saves = listing.saves;
        self.broken = listing.broken;
        self.listing = !listing.unread.is_empty();
        if listing.unread.is_empty() {
            return;
        }
        let tray = self.paths.tray_file();
        let unread = listing.unread;
        let (tx, rx) = iced::futures::channel::oneshot::channel::<()>();
        let slot = std::sync::Arc::new(std::sync::Mutex::new(None));
        let to = slot.clone();
        let spawned = std::thread::Builder::new()
            .name("adjutant-list".into())
            .spawn(move || {
                let read = saved::read_unlisted(&unread, &tray);
                if let Ok(mut s) = to.lock() {
                    *s = Some(read);
                }
                let _ = tx.send(());
            });
        match spawned {
            Ok(thread) => {
                self.readings += 1;
                let number = self.readings;
                self.reading = Some(Reading {
                    number,
                    slot,
                    thread: Some(thread),
                });
                self.tasks.push(Task::future(rx).then(move |r| match r {
                    Ok(()) => Task::done(Message::Unlisted(number)),
                    Err(_) => Task::none(),
                }));
            }
            Err(_) => self.listing = false,
        }
    }

    /// The games read off the screen's thread join the list (unless a newer listing has
    /// started since).
    pub(super) fn unlisted(&mut self, number: u64) {
        if self.reading.as_ref().is_none_or(|r| r.number != number) {
            return;
        }
        let Some(reading) = self.reading.take() else {
            return;
        };
        let read = reading.slot.lock().ok().and_then(|mut s| s.take());
        self.listing = false;
        let Some((saves, broken)) = read else { return };
        for s in saves {
            if !self.saves.iter().any(|x| x.path == s.path) {
                self.saves.push(s);
            }
        }
        for b in broken {
            if !self.broken.iter().any(|x| x.snapshot == b.snapshot) {
                self.broken.push(b);
            }
        }
        self.saves.sort_by_key(|s| std::cmp::Reverse(s.updated));
    }

    /// Reads the headers of the games the player added on a thread of their own, once the
    /// first frame is up ([`Message::FirstFrame`]); [`Message::GamesListed`] adds them to Home.
    pub(super) fn read_game_heads(&mut self) {
        if !self.content.heads_pending() || self.heads_reading.is_some() {
            return;
        }
        let user = self.paths.user_data();
        let (tx, rx) = iced::futures::channel::oneshot::channel::<()>();
        let spawned = std::thread::Builder::new()
            .name("adjutant-games".into())
            .spawn(move || {
                let read = Content::read_heads(&user);
                let _ = tx.send(());
                read
            });
        match spawned {
            Ok(thread) => {
                self.heads_reading = Some(thread);
                self.tasks.push(Task::future(rx).then(|r| match r {
                    Ok(()) => Task::done(Message::GamesListed),
                    Err(_) => Task::none(),
                }));
            }
            Err(_) => self.content.read_unread_heads(),
        }
    }

    /// The headers read off the screen's thread join Home's list of games (read here if
    /// they were not read yet).
    pub(super) fn games_listed(&mut self) {
        match self.heads_reading.take().map(|t| t.join()) {
            Some(Ok(read)) => self.content.add_heads(read),
            _ => self.content.read_unread_heads(),
        }
    }

    /// Waits for the games (and saved games) being read off the screen's thread and lists
    /// them (tests, which run no tasks, and wherever the list must be whole now).
    pub fn settle_listing(&mut self) {
        self.games_listed();
        let Some(number) = self.reading.as_ref().map(|r| r.number) else {
            return;
        };
        if let Some(t) = self.reading.as_mut().and_then(|r| r.thread.take()) {
            let _ = t.join();
        }
        self.unlisted(number);
    }

    /// Lists the saved games and waits for the ones read off the screen's thread (tests, and
    /// wherever the list must be whole at once).
    /// A saved game that failed to open: listed with the damaged ones (with its recovery),
    /// not with the good ones, whatever its summary said.
    pub(crate) fn mark_broken(&mut self, path: &std::path::Path, e: crate::store::LoadError) {
        if self.broken.iter().any(|b| b.snapshot == path) || !path.exists() {
            return;
        }
        self.saves.retain(|s| s.path != path);
        self.broken.push(saved::broken_save(path, e, true));
    }

    pub fn refresh_saves_now(&mut self) {
        self.saver.flush();
        let (saves, broken) = saved::list_saves(&self.paths);
        self.saves = saves;
        self.broken = broken;
        self.listing = false;
    }
}
