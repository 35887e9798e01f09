//! Home: saved games (named, renamed, deleted to the trash and brought back, and the ones that
//! failed to load) on one side, a new game and the dice tray on the other.
//!
//! The new-game side never moves: the saved games scroll in their own pane, so adding,
//! renaming or deleting one, or a notice (which floats over the foot of the screen), leaves
//! every "new game" button where the finger expects it.

use crate::ui::design::{font, space, style};
use std::path::PathBuf;

use chrono::{DateTime, Local, Utc};
use iced::widget::{Column, button, column, container, row, scrollable, text, text_input};
use iced::{Alignment, Element, Length, Padding, Task};

use super::{frame_with, section};
use crate::core::phases::TurnStructure;
use crate::i18n::Localizer;
use crate::session::saved::{self, SaveSummary, Trashed};
use crate::ui::app::{App, Message, Notice};
use crate::ui::design::{plain_button, primary_button};
use crate::ui::icons::{self, Icon};
use crate::ui::widgets::{TOUCH, big_button, icon_of, long_button_with};

/// Widget ids, for tests and for focus.
pub const NEW_NAME_ID: &str = "new-name-field";
pub const RENAME_ID: &str = "rename-field";
/// Home's right column (new game, tray, campaigns, data problems).
pub const START_ID: &str = "start-column";
pub const RENAME_OK_ID: &str = "rename-ok";
pub const UNDO_DELETE_ID: &str = "undo-delete";

/// The id of a save's open button (`open`), its rename button (`rename`) or its delete
/// button (`delete`).
pub fn save_button_id(what: &str, save_id: &str) -> String {
    format!("save-{what}-{save_id}")
}

/// The id of the button that starts a new game of `game`.
pub fn new_game_id(game: &str) -> String {
    format!("new-game-{game}")
}

/// A widget with an id (buttons take theirs from a container around them).
fn tagged<'a>(
    w: impl Into<Element<'a, Message>>,
    id: impl Into<iced::widget::Id>,
) -> container::Container<'a, Message> {
    container(w).id(id)
}

/// The id of the delete button of the `n`th save that failed to load.
pub fn broken_delete_id(n: usize) -> String {
    format!("broken-delete-{n}")
}

/// What Home holds between taps.
#[derive(Debug, Clone, Default)]
pub struct HomeUi {
    /// The name typed for the next new game (empty: the default name).
    pub new_name: String,
    /// The save being renamed and the name typed so far.
    pub renaming: Option<(PathBuf, String)>,
    /// Games deleted this session, the last one on top, with the name they were shown by:
    /// "Undo delete" brings back the last.
    pub trashed: Vec<(Trashed, String)>,
    /// The saves' ids in the order Home shows them: fixed while Home is on screen (a game
    /// played, renamed or deleted does not reorder the list under a finger); set again each
    /// time Home opens, the last played first.
    pub order: Vec<String>,
    /// Games deleted while Home is on screen: their row keeps its place, saying so, with the
    /// way back, so the next row's Delete never slides under the finger. (save id, name).
    pub gone: Vec<(String, String)>,
}

impl HomeUi {
    /// Home opens afresh: the list in the order of last play.
    pub fn reset_order(&mut self, saves: &[SaveSummary]) {
        self.order = saves.iter().map(|s| s.id.clone()).collect();
        self.gone.clear();
    }
}

/// The name a save is shown by: the players' own, or the game's name and the day it began.
pub fn save_name(app: &App, s: &SaveSummary) -> String {
    if let Some(n) = &s.name {
        return n.clone();
    }
    let loc = &app.loc;
    let game = game_name(app, &s.game);
    let date = local_date(loc, s.created.with_timezone(&Local));
    loc.tr("home-save-default-name", &[("game", game), ("date", date)])
}

/// "Turn 3" in the game's own word for its turn ("Turno di gioco 3" in ASL).
fn turn_words(app: &App, game: &str, round: u32) -> String {
    let name = app
        .content
        .heads
        .iter()
        .find(|g| g.id == game)
        .map(|g| g.name.as_str())
        .unwrap_or("");
    super::frame::round_words(&app.loc, name, round, None)
}

fn game_name(app: &App, game: &str) -> String {
    app.content
        .heads
        .iter()
        .find(|g| g.id == game)
        .map(|g| app.loc.t(&g.name))
        .unwrap_or_else(|| game.to_string())
}

/// A date worded the way the current language writes it.
fn local_date(loc: &Localizer, when: DateTime<Local>) -> String {
    use std::fmt::Write;
    let mut s = String::new();
    // The format comes from the language files: a broken one falls back to ISO.
    if write!(s, "{}", when.format(&loc.t("home-date-format"))).is_err() {
        s = when.format("%Y-%m-%d").to_string();
    }
    s
}

/// When a game was last played, as a player says it: "today 14:05", "yesterday", or a date.
pub fn last_played(loc: &Localizer, when: DateTime<Local>, now: DateTime<Local>) -> String {
    let (day, today) = (when.date_naive(), now.date_naive());
    if day == today {
        loc.tr(
            "home-when-today",
            &[("time", when.format("%H:%M").to_string())],
        )
    } else if today.pred_opt() == Some(day) {
        loc.t("home-when-yesterday")
    } else {
        local_date(loc, when)
    }
}

/// The side to play in a save, worded.
fn side_to_play(app: &App, s: &SaveSummary) -> String {
    let loc = &app.loc;
    let c = &app.content;
    // From the game's header and how its sides take turns: a saved game is listed without
    // reading its whole game (issue 25). A game whose header is not read yet is read.
    let (side, turns) = match c.heads.iter().find(|g| g.id == s.game) {
        Some(head) => (head.sides.get(s.side).cloned(), c.turns(&s.game)),
        None => match c.game(&s.game) {
            Some(def) => (
                def.sides.get(s.side).map(|x| x.name.clone()),
                Some(def.phases.turn_structure),
            ),
            None => return String::new(),
        },
    };
    match (side, turns) {
        (_, None) => String::new(),
        (Some(side), Some(TurnStructure::Alternating)) => {
            loc.tr("home-side-to-play", &[("side", loc.t(&side))])
        }
        _ => loc.t("home-sides-together"),
    }
}

/// A saved game's row: the game to open (the last played in the primary look: resuming it is
/// what Home is most often for), then Rename and Delete.
fn save_row<'a>(
    app: &'a App,
    s: &'a SaveSummary,
    now: DateTime<Local>,
    last: bool,
) -> Element<'a, Message> {
    let loc = &app.loc;
    if let Some((path, typed)) = &app.home.renaming
        && *path == s.path
    {
        return column![
            text_input(&loc.t("home-rename-placeholder"), typed)
                .id(RENAME_ID)
                .on_input(|s| Message::Home(Msg::RenameText(s)))
                .on_submit(Message::Home(Msg::SubmitRename))
                .size(font::LEAD)
                .padding(crate::ui::design::FIELD_PAD),
            row![
                tagged(
                    primary_button(
                        loc.t("home-rename-save"),
                        icon_of(Icon::Check),
                        Some(Message::Home(Msg::SubmitRename))
                    ),
                    RENAME_OK_ID,
                ),
                plain_button(
                    loc.t("home-rename-cancel"),
                    icon_of(Icon::Close),
                    Some(Message::Home(Msg::CancelRename))
                ),
            ]
            .spacing(space::M),
        ]
        .spacing(space::M)
        .into();
    }
    // A save shown by its default name has its game in the name already: its line leaves the
    // game out, so whose turn it is and when fit at 1280 px (the line is one line, clipped).
    let (line, game) = match &s.name {
        Some(_) => ("home-save-line", game_name(app, &s.game)),
        None => ("home-save-line-short", String::new()),
    };
    let details = loc.tr(
        line,
        &[
            ("game", game),
            ("turn", turn_words(app, &s.game, s.round)),
            ("side", side_to_play(app, s)),
            (
                "when",
                last_played(loc, s.updated.with_timezone(&Local), now),
            ),
        ],
    );
    let open = button(
        row![
            icons::icon(if last { Icon::Play } else { Icon::Open }, font::TITLE),
            column![
                text(save_name(app, s))
                    .size(font::CONTROL)
                    .wrapping(text::Wrapping::None),
                text(details)
                    .size(font::SMALL)
                    .wrapping(text::Wrapping::None)
            ]
            .spacing(space::HAIR)
        ]
        .spacing(space::M)
        .align_y(Alignment::Center),
    )
    .on_press(Message::Resume(s.path.clone()))
    .width(Length::Fill)
    .height(Length::Fixed(SAVE_ROW_H))
    .clip(true)
    .padding([space::M, space::L])
    .style(if last { style::primary } else { style::plain });
    row![
        tagged(open, save_button_id("open", &s.id)).width(Length::Fill),
        tagged(
            plain_button(
                loc.t("home-rename"),
                icon_of(Icon::Edit),
                Some(Message::Home(Msg::StartRename(s.path.clone())))
            ),
            save_button_id("rename", &s.id),
        ),
        tagged(
            plain_button(
                loc.t("home-delete"),
                icon_of(Icon::Delete),
                Some(Message::Home(Msg::DeleteSave(s.path.clone())))
            )
            .style(style::danger),
            save_button_id("delete", &s.id),
        ),
    ]
    .spacing(space::M)
    .align_y(Alignment::Center)
    .into()
}

/// A game deleted while Home is on screen: the same height as its row was, in its place, with
/// the way back where Delete was (a second tap there undoes, never deletes another game).
fn gone_row<'a>(app: &'a App, id: &str, name: &str) -> Element<'a, Message> {
    let loc = &app.loc;
    let last = app.home.gone.last().is_some_and(|(g, _)| g == id);
    let mut r = row![
        container(
            text(loc.tr("home-save-gone", &[("name", crate::i18n::echo(name))])).size(font::BODY)
        )
        .center_y(Length::Fixed(SAVE_ROW_H))
        .padding([0.0, space::L])
        .width(Length::Fill)
    ]
    .spacing(space::M)
    .align_y(Alignment::Center);
    if last {
        r = r.push(plain_button(
            loc.t("home-undo-delete"),
            icon_of(Icon::Undo),
            Some(Message::Home(Msg::UndoDelete)),
        ));
    }
    container(r)
        .height(Length::Fixed(SAVE_ROW_H))
        .style(crate::ui::theme::panel)
        .into()
}

/// A saved game's row: its height is the same for every game and for a deleted one.
const SAVE_ROW_H: f32 = 62.0;

/// The saved games: a header that keeps its height, and the list scrolling beneath it.
fn saves_pane(app: &App) -> Element<'_, Message> {
    let loc = &app.loc;
    let now = Local::now();
    let mut saves = Column::new().spacing(space::M);
    // In Home's fixed order; a save new since (none while Home is on screen, but a restore
    // may bring one back) goes last.
    let mut shown: Vec<&str> = vec![];
    for id in &app.home.order {
        if let Some(s) = app.saves.iter().find(|s| &s.id == id) {
            saves = saves.push(save_row(app, s, now, shown.is_empty()));
            shown.push(id);
        } else if let Some((_, name)) = app.home.gone.iter().find(|(g, _)| g == id) {
            saves = saves.push(gone_row(app, id, name));
            shown.push(id);
        }
    }
    let rest: Vec<&SaveSummary> = app
        .saves
        .iter()
        .filter(|s| !shown.contains(&s.id.as_str()))
        .collect();
    for s in rest {
        let first = shown.is_empty();
        saves = saves.push(save_row(app, s, now, first));
        shown.push(&s.id);
    }
    if app.listing {
        // Games without a summary are read on a thread of their own; they join the list.
        saves = saves.push(text(loc.t("home-reading-saves")).size(font::SMALL));
    } else if app.saves.is_empty() && app.home.gone.is_empty() {
        saves = saves.push(text(loc.t("home-no-saves")));
    }
    for (n, b) in app.broken.iter().enumerate() {
        let (id, args) = b.error.message();
        let mut buttons = row![].spacing(space::M);
        // A damaged journal keeps the snapshot and its good changes; a damaged snapshot goes
        // back to its newest backup that opens.
        let journal = b.error.path != b.snapshot;
        if journal || !b.backups.is_empty() {
            let label = if journal {
                "home-keep-good"
            } else {
                "home-restore-backup"
            };
            buttons = buttons.push(
                big_button(loc.t(label), Some(Message::Recover(b.snapshot.clone())))
                    .style(style::danger),
            )
        } else {
            buttons = buttons.push(text(loc.t("home-no-backup")).size(font::SMALL))
        }
        if let Some(save) = &b.save {
            buttons = buttons.push(tagged(
                plain_button(
                    loc.t("home-delete"),
                    icon_of(Icon::Delete),
                    Some(Message::Home(Msg::DeleteSave(save.clone()))),
                )
                .style(style::danger),
                broken_delete_id(n),
            ));
        }
        saves = saves
            .push(column![text(loc.tr(id, &args)).size(font::LABEL), buttons].spacing(space::S));
    }
    let mut header = row![
        text(loc.t("home-resume"))
            .size(font::TITLE)
            .width(Length::Fill)
    ]
    .spacing(space::M)
    .align_y(Alignment::Center)
    .height(Length::Fixed(TOUCH));
    if !app.home.trashed.is_empty() {
        header = header.push(tagged(
            plain_button(
                loc.t("home-undo-delete"),
                icon_of(Icon::Undo),
                Some(Message::Home(Msg::UndoDelete)),
            ),
            UNDO_DELETE_ID,
        ));
    }
    container(
        column![
            header,
            scrollable(saves.padding(Padding::ZERO.right(space::L))).height(Length::Fill)
        ]
        .spacing(space::M),
    )
    .padding(space::L)
    .width(Length::Fill)
    .height(Length::Fill)
    .style(crate::ui::theme::panel)
    .into()
}

/// A new game, the dice tray, the campaigns: nothing in it depends on the saved games.
fn start_pane(app: &App) -> scrollable::Scrollable<'_, Message> {
    let loc = &app.loc;
    let mut games = Column::new().spacing(space::M).push(
        text_input(&loc.t("home-new-name-placeholder"), &app.home.new_name)
            .id(NEW_NAME_ID)
            .on_input(|s| Message::Home(Msg::NewGameName(s)))
            .size(font::CONTROL)
            .padding(crate::ui::design::FIELD_PAD),
    );
    // Each game's name only: its data is read when it is first used.
    for g in &app.content.heads {
        games = games.push(
            tagged(
                plain_button(
                    loc.t(&g.name),
                    icon_of(Icon::Play),
                    Some(Message::NewGame(g.id.clone())),
                )
                .width(Length::Fill),
                new_game_id(&g.id),
            )
            .width(Length::Fill),
        );
    }
    if app.content.heads.is_empty() {
        games = games.push(text(loc.t("home-no-games")));
    }
    // The dice tray and the campaigns side by side under the new games: both in view without
    // a scroll at either tablet size.
    let mut start = column![
        text(loc.t("home-tagline")).size(font::CONTROL),
        super::section_icon(Icon::Play, loc.t("home-new-game"), games.into()),
        row![
            container(section(
                loc.t("tray-title"),
                column![
                    text(loc.t("home-tray-hint")).size(font::LABEL),
                    long_button_with(Icon::Dice, loc.t("home-open-tray"), Some(Message::OpenTray)),
                ]
                .spacing(space::M)
                .into(),
            ))
            .width(Length::FillPortion(1)),
            container(crate::ui::campaign::home_section(app)).width(Length::FillPortion(1)),
        ]
        .spacing(space::L),
    ]
    .spacing(space::L);
    let problems = app.content.all_problems();
    if !problems.is_empty() {
        let mut p = Column::new().spacing(space::XS);
        for e in &problems {
            p = p.push(text(e.to_string()).size(font::CAPTION));
        }
        start = start.push(super::section_icon(
            Icon::Warning,
            loc.t("home-data-problems"),
            p.into(),
        ));
    }
    // Its own scroll only for a window too short to hold it; what it holds never depends on
    // the saved games, so nothing in it moves when they change.
    scrollable(start.padding(Padding::ZERO.right(space::L)))
        .id(START_ID)
        .height(Length::Fill)
}

pub fn view(app: &App) -> Element<'_, Message> {
    let loc = &app.loc;
    // Landscape: the saved games beside the new ones. Portrait: one column, the saved games
    // first in a pane of fixed height (so the new-game buttons under it never move), then the
    // rest.
    let body = iced::widget::responsive(move |size| {
        if size.width >= super::frame::WIDE || size.width > size.height {
            row![
                container(saves_pane(app)).width(Length::FillPortion(3)),
                start_pane(app).width(Length::FillPortion(2))
            ]
            .spacing(space::L)
            .height(Length::Fill)
            .into()
        } else {
            column![
                container(saves_pane(app))
                    .width(Length::Fill)
                    .height(Length::Fixed((size.height * 0.42).max(260.0))),
                start_pane(app).width(Length::Fill)
            ]
            .spacing(space::L)
            .height(Length::Fill)
            .into()
        }
    });
    // Problems in the game data are listed at the foot of the new-game column, below the
    // fold: one line at the top says there are some, and a tap scrolls to them.
    let body: Element<'_, Message> = match app.content.all_problems().len() {
        0 => body.into(),
        n => column![
            button(
                row![
                    icons::icon(Icon::Warning, font::LEAD),
                    text(loc.tr("home-data-problems-notice", &[("n", n.to_string())]))
                        .size(font::LABEL)
                ]
                .spacing(space::S)
                .padding(space::L)
                .align_y(Alignment::Center)
            )
            .on_press(Message::Home(Msg::ShowDataProblems))
            .padding(0)
            .width(Length::Fill)
            .style(style::danger),
            body
        ]
        .spacing(space::M)
        .into(),
    };
    // The rule lookup of every game, one tap from Home.
    let rules = (
        Some(Icon::Rules),
        loc.t("rules-open"),
        Message::OpenRulesAll,
    );
    frame_with(app, loc.t("app-title"), false, Some(rules), body)
}

/// Home's own messages.
/// Home's own messages.
#[derive(Debug, Clone, PartialEq)]
pub enum Msg {
    /// The name typed on Home for the next new game.
    NewGameName(String),
    /// Start renaming the saved game at this path.
    StartRename(std::path::PathBuf),
    RenameText(String),
    SubmitRename,
    CancelRename,
    /// Home: scroll to the problems in the game data, at the foot of its right column.
    ShowDataProblems,
    /// Move a saved game (all its files, even damaged ones) to the trash.
    DeleteSave(std::path::PathBuf),
    /// Bring back the game deleted last.
    UndoDelete,
}

impl From<Msg> for Message {
    fn from(m: Msg) -> Message {
        Message::Home(m)
    }
}

/// Handles one of Home's messages.
pub fn update(app: &mut App, message: Msg) -> Task<Message> {
    match message {
        Msg::NewGameName(s) => app.home.new_name = s,
        Msg::StartRename(path) => {
            let typed = app
                .saves
                .iter()
                .find(|s| s.path == path)
                .map(|s| save_name(app, s))
                .unwrap_or_default();
            app.home.renaming = Some((path, typed));
            // Ready to type: the field takes the keyboard at once.
            return iced::widget::operation::focus(RENAME_ID);
        }
        Msg::RenameText(s) => {
            if let Some((_, typed)) = &mut app.home.renaming {
                *typed = s;
            }
        }
        Msg::CancelRename => app.home.renaming = None,
        Msg::ShowDataProblems => return iced::widget::operation::snap_to_end(START_ID),
        Msg::SubmitRename => {
            let Some((path, typed)) = app.home.renaming.clone() else {
                return Task::none();
            };
            let name = match crate::session::check_name(&typed) {
                Ok(n) => n,
                Err(e) => {
                    // Nothing changes: the field keeps what was typed, to be corrected.
                    let (id, args) = e.message();
                    app.notice = Some(Notice::error(id, args));
                    return Task::none();
                }
            };
            // The saver must hold nothing for this game before its journal grows.
            let failing = app.saver.flush();
            if let Some(r) = failing.iter().find(|r| r.path == path) {
                let reason = r.result.clone().err().unwrap_or_default();
                app.notice = Some(Notice::save_failed(path.display(), reason));
                return Task::none();
            }
            match saved::rename_save(&path, Some(name), Utc::now()) {
                Ok(_) => {
                    app.home.renaming = None;
                    app.notice = None;
                }
                Err(saved::RenameFailed::Load(e)) => {
                    let (id, args) = e.message();
                    app.notice = Some(Notice::error(id, args));
                }
                Err(saved::RenameFailed::Io(e)) => {
                    app.notice = Some(Notice::save_failed(path.display(), e))
                }
                Err(saved::RenameFailed::Held(holder)) => {
                    app.notice = Some(Notice::held(&path, holder))
                }
            }
            app.refresh_saves();
        }
        Msg::DeleteSave(path) => {
            let shown = app
                .saves
                .iter()
                .find(|s| s.path == path)
                .map(|s| save_name(app, s))
                .unwrap_or_else(|| {
                    path.file_stem()
                        .map(|s| s.to_string_lossy().into_owned())
                        .unwrap_or_default()
                });
            app.saver.flush();
            match saved::trash_save(&app.paths, &path, Utc::now()) {
                Ok(t) => {
                    app.notice = Some(Notice::info(
                        "notice-save-trashed",
                        vec![
                            ("name", crate::i18n::echo(&shown)),
                            ("days", saved::TRASH_DAYS.to_string()),
                        ],
                    ));
                    if app.home.renaming.as_ref().is_some_and(|(p, _)| *p == path) {
                        app.home.renaming = None;
                    }
                    if let Some(id) = app
                        .saves
                        .iter()
                        .find(|s| s.path == path)
                        .map(|s| s.id.clone())
                    {
                        app.home.gone.push((id, shown.clone()));
                    }
                    app.home.trashed.push((t, shown));
                }
                Err(e) if e.kind() == std::io::ErrorKind::ResourceBusy => {
                    app.notice = Some(Notice::held(&path, None))
                }
                Err(e) => {
                    app.notice = Some(Notice::error(
                        "err-trash",
                        vec![
                            ("path", path.display().to_string()),
                            ("reason", e.to_string()),
                        ],
                    ))
                }
            }
            app.refresh_saves();
        }
        Msg::UndoDelete => {
            let Some((t, shown)) = app.home.trashed.pop() else {
                return Task::none();
            };
            match saved::untrash(&t) {
                Ok(()) => {
                    let id = t
                        .snapshot
                        .file_stem()
                        .map(|x| x.to_string_lossy().into_owned());
                    app.home.gone.retain(|(g, _)| Some(g) != id.as_ref());
                    app.notice = Some(Notice::info(
                        "notice-save-untrashed",
                        vec![("name", crate::i18n::echo(&shown))],
                    ))
                }
                Err(e) => {
                    app.notice = Some(Notice::error(
                        "err-untrash",
                        vec![
                            ("path", t.snapshot.display().to_string()),
                            ("reason", e.to_string()),
                            ("folder", t.folder.display().to_string()),
                        ],
                    ));
                    // Still in the trash: it can be tried again.
                    app.home.trashed.push((t, shown));
                }
            }
            app.refresh_saves();
        }
    }
    Task::none()
}
