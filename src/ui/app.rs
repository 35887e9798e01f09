//! Root state, messages and screen routing.

mod listing;
mod message;
mod persist;
mod table;

use std::path::PathBuf;

use chrono::Utc;
use iced::keyboard;
use iced::{Element, Subscription, Task, Theme};

use crate::content::{Content, TRAY_ID};
use crate::core::def::GameDef;
use crate::core::rng::GameRng;
use crate::core::table::ActionError;
use crate::i18n::{Lang, Localizer};
use crate::session::ChangeKind;
use crate::session::saved::{self, BrokenSave, SaveSummary};
use crate::session::saver::{self, SaveReport, Saver};
use crate::session::{Action, GameState};
use crate::store::{self, LoadError, Paths, Settings, ThemeChoice};

use super::screens;
pub use super::screens::tray_draft::{OddsView, TrayDraft};
pub use super::shortcuts::Shortcut;
use super::shortcuts::shortcut;
pub use message::{Message, Notice};
pub use table::{SaveStatus, Table};

#[derive(Debug, Clone)]
pub enum Screen {
    Home,
    Settings,
    Table(Box<Table>),
    Rules(Box<RulesView>),
    Campaign(Box<super::campaign::CampView>),
}

/// The rule lookup of one game (or all), and the screen to go back to.
#[derive(Debug, Clone)]
pub struct RulesView {
    /// `None`: every game's topics.
    pub game: Option<String>,
    pub query: String,
    /// The words of the table's current phase, whose topics are offered before a word is
    /// typed.
    pub phase: Option<String>,
    pub back: Box<Screen>,
}

pub use super::screens::settings::MAX_CARD_COST;

pub struct App {
    pub paths: Paths,
    pub content: Content,
    pub loc: Localizer,
    pub settings: Settings,
    settings_broken: bool,
    pub settings_error: Option<LoadError>,
    pub screen: Screen,
    pub notice: Option<Notice>,
    pub saves: Vec<SaveSummary>,
    /// The rule lookup's index of each game, built on first use.
    pub rules_index: crate::content::rules_index::IndexCache,
    pub broken: Vec<BrokenSave>,
    /// Home's own state: names being typed, games deleted this session.
    pub home: screens::home::HomeUi,
    /// Fixed seed for new games and the tray (tests); `None` means from entropy.
    seed: Option<u64>,
    /// Writes games to disk on its own thread.
    pub saver: Saver,
    /// The game the settings were opened from, to go back to.
    pub settings_back: Option<Box<Screen>>,
    /// The dice (`game:die`) whose source notes are shown in the settings.
    pub open_sources: std::collections::BTreeSet<String>,
    /// Tasks the current message started (the saver's replies), returned with its own.
    tasks: Vec<Task<Message>>,
    /// The window geometry read at start: quitting writes the settings only if it changed.
    window_at_start: Option<store::WindowGeometry>,
    /// The saved games that are a campaign's mission in play: save id → campaign id.
    pub campaign_games: std::collections::BTreeMap<String, String>,
    /// What is open (screen, tab, phase) as one number, and how many times it changed: each
    /// change gives the view fresh widget state, so every screen, tab and phase opens at its
    /// top instead of at the last one's scroll offset.
    view_key: u64,
    view_gen: u64,
    /// The game the saver writes for this app (it holds its lock) until it leaves the table.
    writing: Option<PathBuf>,
    /// The campaign this app writes (its id and lock), held from opening it until Home.
    pub(crate) campaign_lock: Option<(String, store::lock::Lock)>,
    /// Home is still reading games it could not list from their summaries.
    pub listing: bool,
    /// That reading, on its own thread: its number (a newer listing makes an older one
    /// moot), where it leaves what it read, and the thread.
    reading: Option<Reading>,
    readings: u64,
    /// The headers of the games the player added, being read off the screen's thread.
    heads_reading: Option<std::thread::JoinHandle<crate::content::Heads>>,
    /// The players' panel is open over the table.
    pub join_open: bool,
    /// The open table served to players' phones.
    pub hosting: Option<super::screens::join::Hosting>,
}

/// Saved games being read whole off the screen's thread.
type ReadResult = (Vec<SaveSummary>, Vec<BrokenSave>);
struct Reading {
    number: u64,
    slot: std::sync::Arc<std::sync::Mutex<Option<ReadResult>>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl App {
    /// Start-up for the real app: `ADJUTANT_HOME` or the platform folder, random seeds.
    pub fn boot() -> (App, Task<Message>) {
        App::boot_at(None)
    }

    /// [`App::boot`], opened at the saved game `at` when given (`adjutant open <save>`).
    pub fn boot_at(at: Option<PathBuf>) -> (App, Task<Message>) {
        // The window's connection to the display is made before this runs.
        super::release_display_probe();
        App::start_at(Paths::from_env(), None, at)
    }

    /// [`App::start`], then the saved game `at` opened as a tap on it in Home opens it (a
    /// save that fails to load is reported in Home's notice and left as it is).
    pub fn start_at(paths: Paths, seed: Option<u64>, at: Option<PathBuf>) -> (App, Task<Message>) {
        let (mut app, task) = App::start(paths, seed);
        match at {
            Some(path) => {
                let opened = app.update(Message::Resume(path));
                (app, Task::batch([task, opened]))
            }
            None => (app, task),
        }
    }

    /// An app on `paths` as the window starts it: the app, and the tasks starting began.
    pub fn start(paths: Paths, seed: Option<u64>) -> (App, Task<Message>) {
        let mut app = App::new(paths, seed);
        // First run: light or dark as the system is, where the system tells (see
        // `Message::SystemTheme`).
        let task = if app.paths.settings_file().exists() {
            Task::none()
        } else {
            iced::system::theme().map(Message::SystemTheme)
        };
        // What starting began (Home reading the games it could not list from their
        // summaries) runs too: dropped here, Home would say "reading" for ever.
        let mut all = std::mem::take(&mut app.tasks);
        all.push(task);
        (app, Task::batch(all))
    }

    /// An app on `paths`; `seed` fixes the generator of new games (for tests).
    pub fn new(paths: Paths, seed: Option<u64>) -> App {
        let (settings, settings_error) = Settings::load(&paths);
        let content = crate::games::load_heads(Some(&paths.user_data()));
        let loc = Localizer::new(settings.effective_lang());
        let mut app = App {
            paths,
            content,
            loc,
            settings,
            settings_broken: settings_error.is_some(),
            settings_error,
            screen: Screen::Home,
            notice: None,
            saves: vec![],
            rules_index: Default::default(),
            broken: vec![],
            home: Default::default(),
            seed,
            saver: Saver::start(),
            settings_back: None,
            open_sources: Default::default(),
            tasks: vec![],
            window_at_start: None,
            campaign_games: Default::default(),
            view_key: 0,
            view_gen: 0,
            writing: None,
            campaign_lock: None,
            listing: false,
            reading: None,
            readings: 0,
            heads_reading: None,
            join_open: false,
            hosting: None,
        };
        app.campaign_games = super::campaign::links(&app);
        app.window_at_start = app.settings.window;
        // Deleted games are kept in the trash for a while, then removed at a start.
        let purged = saved::purge_trash(&app.paths, Utc::now());
        if purged > 0 {
            app.notice = Some(Notice::info(
                "notice-trash-purged",
                vec![
                    ("count", purged.to_string()),
                    ("days", saved::TRASH_DAYS.to_string()),
                ],
            ));
        }
        app.refresh_saves();
        app.home.reset_order(&app.saves);
        app.view_key = app.open_key();
        // Told at once, on Home: a data folder that is not a folder, settings that would not load.
        if app.paths.home.exists() && !app.paths.home.is_dir() {
            app.notice = Some(Notice::error(
                "err-home-not-folder",
                vec![("path", app.paths.home.display().to_string())],
            ));
        } else if let Some(e) = &app.settings_error {
            let (id, args) = e.message();
            let problem = app.loc.tr(id, &args);
            app.notice = Some(Notice::error(
                "notice-settings-defaults",
                vec![("problem", problem)],
            ));
        }
        app
    }

    pub fn title(&self) -> String {
        match &self.screen {
            Screen::Table(t) => {
                format!("{} — {}", self.loc.t(&t.def.name), self.loc.t("app-title"))
            }
            _ => self.loc.t("app-title"),
        }
    }

    /// The light or dark theme; while a game's table is open, with that game's accent (built
    /// once per colour: this runs every frame).
    pub fn theme(&self) -> Theme {
        let dark = self.settings.theme == ThemeChoice::Dark;
        match &self.screen {
            Screen::Table(t) => {
                let accent = if dark {
                    &t.def.accent_dark
                } else {
                    &t.def.accent
                };
                super::theme::for_game(accent.as_deref(), dark)
            }
            _ if dark => super::theme::dark(),
            _ => super::theme::light(),
        }
    }

    pub fn scale_factor(&self) -> f32 {
        self.settings.text_scale
    }

    pub fn subscription(&self) -> Subscription<Message> {
        // A clock on the open table (a turn timer) is drawn again every second while it runs.
        let ticking = self.table().is_some_and(|t| t.game_ui.ticking(&t.state));
        // A game another program holds is watched every second, to be taken back when free.
        let watching = self
            .table()
            .is_some_and(|t| t.read_only.is_some() && t.unwritable.is_none());
        Subscription::batch([
            if ticking || watching {
                Subscription::run(seconds)
            } else {
                Subscription::none()
            },
            keyboard::listen().filter_map(shortcut),
            iced::window::close_requests().map(Message::Quit),
            // The games the player added are read once the first frame is up.
            if self.content.heads_pending() && self.heads_reading.is_none() {
                iced::window::frames().map(|_| Message::FirstFrame)
            } else {
                Subscription::none()
            },
            // Phones' questions, while players may join.
            if self.hosting.is_some() {
                Subscription::run(super::screens::join::doorbell)
            } else {
                Subscription::none()
            },
            iced::window::events().filter_map(|(_, e)| match e {
                iced::window::Event::Moved(_) | iced::window::Event::Resized(_) => {
                    Some(Message::Window(e))
                }
                _ => None,
            }),
        ])
    }

    /// Waits until every change handed to the saver is on disk (or has failed).
    pub fn flush_saves(&self) -> Vec<SaveReport> {
        self.saver.flush()
    }

    pub fn table(&self) -> Option<&Table> {
        match &self.screen {
            Screen::Table(t) => Some(t),
            _ => None,
        }
    }

    fn table_mut(&mut self) -> Option<&mut Table> {
        match &mut self.screen {
            Screen::Table(t) => Some(t),
            _ => None,
        }
    }

    /// How the open table stands on disk (`None`: no table is open). A few words in a fixed
    /// place: see [`SaveStatus::message_id`].
    pub fn save_status(&self) -> Option<SaveStatus> {
        self.table().map(Table::save_status)
    }

    /// The game the saver writes leaves the table: its lock is let go once it is written.
    pub(crate) fn let_go(&mut self) {
        // Phones joined to the table leave with it.
        super::screens::join::stop(self);
        self.join_open = false;
        if let Some(p) = self.writing.take() {
            self.saver.close(&p);
            self.saver.flush();
        }
    }

    pub(crate) fn new_seed(&self) -> u64 {
        self.seed.unwrap_or_else(|| GameRng::from_entropy().seed())
    }

    pub(crate) fn open_table(&mut self, def: GameDef, state: GameState, path: PathBuf) {
        if self.writing.as_ref().is_some_and(|p| *p != path) {
            self.let_go();
        }
        let seq = state.seq;
        let draft = TrayDraft::new(&def);
        let game_ui = super::games::GameUi::new(&def);
        let mut t = Table {
            def,
            state,
            path,
            draft,
            revealed: vec![],
            game_ui,
            track_forms: Default::default(),
            log_pick: None,
            log_older: 0,
            recent: Default::default(),
            phase_whole: false,
            tray_open: false,
            read_only: None,
            unwritable: None,
            handed: seq,
            saved: seq,
            save_failed: false,
            whole_pending: false,
        };
        // Reopening a game lands on the panel of the phase it is in.
        super::games::follow(&mut t);
        self.screen = Screen::Table(Box::new(t));
    }

    pub fn update(&mut self, message: Message) -> Task<Message> {
        let (screen_before, notice_before) = (self.screen_key(), self.notice.clone());
        let task = self.handle(message);
        // A message belongs to the screen that raised it: leaving that screen (another game,
        // Home, a campaign) takes it away, unless it tells of a save that failed, or the
        // move itself raised it.
        if self.screen_key() != screen_before
            && self.notice.is_some()
            && self.notice == notice_before
            && self
                .notice
                .as_ref()
                .is_none_or(|n| !n.id.starts_with("err-save"))
        {
            self.notice = None;
        }
        let key = self.open_key();
        if key != self.view_key {
            self.view_key = key;
            self.view_gen += 1;
            // Home opens with its list in the order of last play, then keeps that order.
            if matches!(self.screen, Screen::Home) {
                self.home.reset_order(&self.saves);
            }
        }
        if self.tasks.is_empty() {
            task
        } else {
            let mut all = std::mem::take(&mut self.tasks);
            all.push(task);
            Task::batch(all)
        }
    }

    fn handle(&mut self, message: Message) -> Task<Message> {
        match message {
            Message::Saved(r) => {
                if let Some(t) = self.table_mut().filter(|t| t.path == r.path) {
                    t.save_failed = r.result.is_err();
                    if r.result.is_ok() {
                        t.saved = t.saved.max(r.seq);
                        t.whole_pending = false;
                    }
                }
                if let Err(e) = r.result {
                    self.notice = Some(Notice::save_failed(r.path.display(), e));
                }
            }
            Message::Unlisted(number) => self.unlisted(number),
            Message::FirstFrame => self.read_game_heads(),
            Message::GamesListed => self.games_listed(),
            Message::Quit(id) => {
                let left = self.saver.flush();
                if let Some(r) = left.first() {
                    // Nothing could be written: say so and keep the window open.
                    let reason = r.result.clone().err().unwrap_or_default();
                    self.notice = Some(Notice::save_failed(r.path.display(), reason));
                    return Task::none();
                }
                // The window's size and place; a settings file that failed to load is left
                // as it is (only a change the player makes sets it aside).
                if self.settings.window != self.window_at_start && !self.settings_broken {
                    self.persist_settings();
                }
                return iced::window::close(id);
            }
            Message::Window(e) => {
                let mut g = self.settings.window.unwrap_or(store::WindowGeometry {
                    width: 1280.0,
                    height: 800.0,
                    x: None,
                    y: None,
                });
                match e {
                    // iced reports the place divided by the text size (`scale_factor`) but
                    // places a new window without it: kept as it will be used.
                    iced::window::Event::Moved(p) => {
                        let k = self.settings.text_scale;
                        (g.x, g.y) = (Some(p.x * k), Some(p.y * k));
                    }
                    iced::window::Event::Resized(s) => (g.width, g.height) = (s.width, s.height),
                    _ => {}
                }
                self.settings.window = g.bounded();
            }
            // Nothing to change: the view is drawn again with the clock's new reading.
            Message::Tick => self.watch_lock(),
            Message::TakeOver => return self.take_over(),
            Message::ToggleTableTray => {
                if let Some(t) = self.table_mut() {
                    t.tray_open = !t.tray_open;
                }
            }
            Message::PhaseWhole => {
                if let Some(t) = self.table_mut() {
                    t.phase_whole = !t.phase_whole;
                }
            }
            Message::SystemTheme(mode) => {
                // Only until the player has settings of their own.
                if !self.paths.settings_file().exists() {
                    self.settings.theme = match mode {
                        iced::theme::Mode::Dark => ThemeChoice::Dark,
                        _ => ThemeChoice::Light,
                    };
                }
            }
            Message::Join(m) => return super::screens::join::update(self, m),
            Message::SetLang(lang) => {
                screens::settings::set_lang(self, lang);
                // The search box keeps the keyboard across a change of language.
                if matches!(self.screen, Screen::Rules(_)) {
                    return iced::widget::operation::focus(super::screens::rules::SEARCH_ID);
                }
            }
            Message::Settings(m) => screens::settings::update(self, m),
            Message::GoHome => {
                self.settings_back = None;
                self.let_go();
                self.campaign_lock = None;
                self.refresh_saves();
                self.screen = Screen::Home;
            }
            Message::OpenSettings => {
                // Opened from a game, the settings go back to it.
                let from = std::mem::replace(&mut self.screen, Screen::Settings);
                self.settings_back = match from {
                    Screen::Table(t) => Some(Box::new(Screen::Table(t))),
                    Screen::Settings => self.settings_back.take(),
                    _ => None,
                };
            }
            Message::CloseSettings => {
                self.screen = match self.settings_back.take() {
                    Some(back) => *back,
                    None => Screen::Home,
                };
            }
            Message::DismissNotice => self.notice = None,
            Message::Campaign(m) => return super::campaign::update(self, m),
            Message::NewGame(id) => match self.content.game(&id).cloned() {
                Some(def) => {
                    // A name typed for it is checked first: a bad one starts nothing.
                    let typed = self.home.new_name.trim();
                    let name = if typed.is_empty() {
                        None
                    } else {
                        match crate::session::check_name(&self.home.new_name) {
                            Ok(n) => Some(n),
                            Err(e) => {
                                let (id, args) = e.message();
                                self.notice = Some(Notice::error(id, args));
                                return Task::none();
                            }
                        }
                    };
                    self.home.new_name.clear();
                    self.home.renaming = None;
                    let now = Utc::now();
                    let seed = self.new_seed();
                    let save_id = saved::free_save_id(&self.paths, &def.id, now, seed);
                    let mut state = GameState::new(&def, &save_id, seed, now);
                    state.name = name;
                    let path = self.paths.save_file(&save_id);
                    self.let_go();
                    self.open_table(def, state, path);
                    self.persist_table();
                }
                None => self.notice = Some(Notice::error("err-unknown-game", vec![("game", id)])),
            },
            Message::Home(m) => return screens::home::update(self, m),
            Message::OpenTray => {
                self.let_go();
                let def = self.content.tray();
                let path = self.paths.tray_file();
                let opened = match path.exists().then(|| saved::open(&path)) {
                    Some(Ok(o)) => Some(o),
                    Some(Err(e)) => {
                        // Set aside what is damaged; then the tray goes on from what is left.
                        if self.recover_tray(&def, &path, &e).is_none() {
                            return Task::none();
                        }
                        path.exists().then(|| saved::open(&path).ok()).flatten()
                    }
                    None => None,
                };
                match opened {
                    Some(o) => {
                        self.open_table(def, o.state, path);
                        self.persist_opened(o.access);
                    }
                    None => {
                        let state = GameState::new(&def, TRAY_ID, self.new_seed(), Utc::now());
                        self.open_table(def, state, path);
                        self.persist_table();
                    }
                }
            }
            Message::Resume(path) => {
                self.let_go();
                match saved::open(&path) {
                    Ok(opened) => match self.content.def_for(&opened.state.game) {
                        Some(def) => {
                            let damaged = saved::damaged_backups(&path);
                            self.open_table(def, opened.state, path);
                            self.persist_opened(opened.access);
                            self.warn_backups(&damaged);
                        }
                        None => {
                            self.notice = Some(Notice::error(
                                "err-unknown-game",
                                vec![("game", opened.state.game.clone())],
                            ))
                        }
                    },
                    Err(e) => {
                        let (id, args) = e.message();
                        self.notice = Some(Notice::error(id, args));
                        self.refresh_saves();
                        // Listed as healthy from its summary (a journal record that does not
                        // decode, say), it is damaged: Home offers to recover it.
                        self.mark_broken(&path, e);
                    }
                }
            }
            Message::Recover(path) => {
                self.let_go();
                self.notice = Some(match saved::recover(&path) {
                    Ok(r) => Notice::recovered(&path, r),
                    Err(e) if e.kind() == std::io::ErrorKind::ResourceBusy => {
                        Notice::held(&path, crate::store::lock::holder(&path))
                    }
                    Err(e) => Notice::save_failed(path.display(), e),
                });
                self.refresh_saves();
            }
            Message::Act(action) => {
                self.act(Ok(action));
            }
            Message::Undo => {
                self.act(Err(true));
            }
            Message::Redo => {
                self.act(Err(false));
            }
            Message::Log(m) => {
                self.notice = None;
                let n = self.table_mut().map_or(0, |t| screens::log::update(t, m));
                // One ordinary undo after another, each saved like a tap on Undo.
                for _ in 0..n {
                    if !self.act(Err(true)) {
                        break;
                    }
                }
            }
            Message::Tray(m) => {
                let loc = &self.loc;
                let Some(t) = (match &mut self.screen {
                    Screen::Table(t) => Some(t),
                    _ => None,
                }) else {
                    return Task::none();
                };
                match screens::tray_draft::update(&mut t.draft, &t.def, loc, m) {
                    Some(screens::tray_draft::Event::Notice(n)) => self.notice = Some(n),
                    Some(screens::tray_draft::Event::Roll { spec, hand }) => {
                        if self.act(Ok(Action::Roll { spec, hand }))
                            && let Some(t) = self.table_mut()
                        {
                            t.draft.rolled();
                        }
                    }
                    None => {}
                }
            }
            Message::TrackText(track, s) => {
                if let Some(t) = self.table_mut() {
                    let next = t.next_box(&track);
                    t.track_forms
                        .entry(track)
                        .or_insert((next, String::new()))
                        .1 = s;
                }
            }
            Message::TrackAt(track, d) => {
                if let Some(t) = self.table_mut() {
                    let boxes = t.state.table.tracks.get(&track).map_or(1, |x| x.boxes);
                    let next = t.next_box(&track);
                    let f = t.track_forms.entry(track).or_insert((next, String::new()));
                    f.0 = (f.0 as i64 + d as i64).clamp(1, boxes as i64) as u32;
                }
            }
            Message::TrackSchedule(track) => {
                let Some(t) = self.table() else {
                    return Task::none();
                };
                let (at, text) = t
                    .track_forms
                    .get(&track)
                    .cloned()
                    .unwrap_or_else(|| (t.next_box(&track), String::new()));
                let action = Action::TrackSchedule {
                    track: track.clone(),
                    at,
                    text,
                };
                // The written text stays when the action is refused (an empty note).
                if self.act(Ok(action))
                    && let Some(t) = self.table_mut()
                {
                    t.track_forms.remove(&track);
                }
            }
            Message::ToggleReveal(side) => {
                if let Some(t) = self.table_mut() {
                    if let Some(i) = t.revealed.iter().position(|s| *s == side) {
                        t.revealed.remove(i);
                    } else {
                        t.revealed.push(side);
                    }
                }
            }
            Message::Game(m) => {
                let paths = self.paths.clone();
                let action = self
                    .table_mut()
                    .and_then(|t| super::games::update(t, m, &paths));
                if let Some(a) = action {
                    let taken = self.act(Ok(a));
                    if let Some(t) = self.table_mut() {
                        super::games::after(t, taken);
                    }
                }
            }
            Message::OpenRules(game) => {
                // On a table of this game, its current phase's topics are offered first.
                let phase = match &self.screen {
                    Screen::Table(t) if t.def.id == game => {
                        Some(screens::rules::phase_query(&self.loc, t))
                    }
                    _ => None,
                };
                return self.open_rules(Some(game), phase);
            }
            Message::OpenRulesAll => {
                // From the tray: the game whose dice are in it is not known, so all games.
                return self.open_rules(None, None);
            }
            Message::RulesGame(game) => {
                if let Screen::Rules(r) = &mut self.screen {
                    if r.game != game {
                        r.phase = None;
                    }
                    r.game = game;
                }
                return iced::widget::operation::focus(super::screens::rules::SEARCH_ID);
            }
            Message::RulesQuery(q) => {
                if let Screen::Rules(r) = &mut self.screen {
                    r.query = q;
                }
            }
            Message::CloseRules => screens::rules::close(self),
            Message::UseTool(m) => return screens::rules::use_tool(self, m),
            Message::Shortcut(s) => {
                let Some(t) = self.table() else {
                    return Task::none();
                };
                let tray = t.is_tray();
                return match s {
                    Shortcut::Next if !tray => self.update(Message::Act(Action::NextPhase)),
                    Shortcut::Back if !tray => self.update(Message::Act(Action::PrevPhase)),
                    Shortcut::Undo => self.update(Message::Undo),
                    Shortcut::Redo => self.update(Message::Redo),
                    Shortcut::Roll if !t.draft.picks.is_empty() => {
                        self.update(Message::Tray(screens::tray_draft::Msg::Roll))
                    }
                    _ => Task::none(),
                };
            }
        }
        Task::none()
    }

    /// Applies an action (`Ok`), or undo (`Err(true)`) / redo (`Err(false)`), then saves.
    /// Applies an action (or undo/redo); true when it was taken.
    pub(crate) fn act(&mut self, what: Result<Action, bool>) -> bool {
        self.act_as(what, &crate::core::actor::Actor::Table)
    }

    /// [`App::act`] for `actor`: a phone's side acts under the same one check as a tap.
    pub(crate) fn act_as(
        &mut self,
        what: Result<Action, bool>,
        actor: &crate::core::actor::Actor,
    ) -> bool {
        let Some(t) = self.table_mut() else {
            return false;
        };
        if let Some(n) = t.read_only_notice() {
            // Another program writes this game, or its folder cannot be written: nothing is
            // done here.
            self.notice = Some(n);
            return false;
        }
        let now = Utc::now();
        let before = t.state.table.cursor;
        let result: Result<(), ActionError> = match &what {
            Ok(a) => t.state.apply_as(&t.def, a, actor, now),
            Err(true) => t.state.undo_mut(now),
            Err(false) => t.state.redo_mut(now),
        };
        match result {
            Ok(()) => {
                self.notice = None;
                let kind = match what {
                    Ok(_) => ChangeKind::Do,
                    Err(true) => ChangeKind::Undo,
                    Err(false) => ChangeKind::Redo,
                };
                self.persist_change(kind, now);
                // Every change, a tap's or a phone's, reaches the phones joined.
                if let Some(h) = &self.hosting {
                    h.changed();
                }
                if let Some(t) = self.table_mut() {
                    if let Ok(a) = what {
                        if t.recent.len() >= super::app::table::RECENT_ACTIONS {
                            t.recent.pop_front();
                        }
                        t.recent.push_back(a);
                    }
                    // Hot-seat privacy: a hand shown during a turn hides when the turn passes.
                    let c = t.state.table.cursor;
                    if (c.round, c.side) != (before.round, before.side) {
                        t.revealed.clear();
                    }
                    // The log changed: an offer to undo back to an entry is put away.
                    t.log_pick = None;
                    super::games::follow(t);
                }
                true
            }
            Err(e) => {
                let (id, args) = e.message();
                self.notice = Some(Notice::error(id, args));
                false
            }
        }
    }

    fn open_rules(&mut self, game: Option<String>, phase: Option<String>) -> Task<Message> {
        let back = std::mem::replace(&mut self.screen, Screen::Home);
        self.screen = Screen::Rules(Box::new(RulesView {
            game,
            query: String::new(),
            phase,
            back: Box::new(back),
        }));
        // Ready to type: the search box takes the keyboard at once.
        iced::widget::operation::focus(super::screens::rules::SEARCH_ID)
    }

    pub fn view(&self) -> Element<'_, Message> {
        let screen = match &self.screen {
            Screen::Home => screens::home::view(self),
            Screen::Settings => screens::settings::view(self),
            Screen::Table(t) => screens::frame::view(self, t),
            Screen::Rules(r) => screens::rules::view(self, r),
            Screen::Campaign(v) => super::campaign::view(self, v),
        };
        // A new screen, tab or phase gets widget state of its own (scroll offsets at the top):
        // the root alternates between two wrappers of different kinds, and iced starts a
        // widget's state afresh when its kind changes.
        // The warm page under every screen, in the theme's own ground and ink.
        let screen = iced::widget::container(screen)
            .width(iced::Length::Fill)
            .height(iced::Length::Fill)
            .style(crate::ui::design::style::page);
        let wrapped = iced::widget::mouse_area(screen);
        if self.view_gen.is_multiple_of(2) {
            wrapped.into()
        } else {
            iced::widget::mouse_area(wrapped).into()
        }
    }

    /// Which screen is open, as one number: the kind of screen, and the game, the rules or
    /// the campaign it shows (not its tab or phase).
    fn screen_key(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        std::mem::discriminant(&self.screen).hash(&mut h);
        match &self.screen {
            Screen::Table(t) => t.path.hash(&mut h),
            Screen::Rules(r) => r.game.hash(&mut h),
            Screen::Campaign(v) => std::mem::discriminant(v.as_ref()).hash(&mut h),
            Screen::Home | Screen::Settings => {}
        }
        h.finish()
    }

    /// What is open, as one number: the screen, and on a table the game's open form and the
    /// phase (round, side, phase).
    fn open_key(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        std::mem::discriminant(&self.screen).hash(&mut h);
        match &self.screen {
            Screen::Table(t) => {
                t.def.id.hash(&mut h);
                t.game_ui.form_key().hash(&mut h);
                super::games::phase_key(&t.state).hash(&mut h);
            }
            Screen::Rules(r) => r.game.hash(&mut h),
            Screen::Campaign(v) => super::campaign::view_key(v).hash(&mut h),
            Screen::Home | Screen::Settings => {}
        }
        h.finish()
    }
}

/// A tick every second, from a thread of its own (the app's executor has no timer). The
/// thread ends when the subscription is dropped.
fn seconds() -> impl iced::futures::Stream<Item = Message> {
    let (mut tx, rx) = iced::futures::channel::mpsc::channel(1);
    std::thread::spawn(move || {
        while !tx.is_closed() {
            std::thread::sleep(std::time::Duration::from_secs(1));
            // A tick still waiting to be read is enough: a full channel skips this one.
            let _ = tx.try_send(Message::Tick);
        }
    });
    rx
}
