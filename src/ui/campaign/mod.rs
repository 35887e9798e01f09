//! The campaign screens: the list of campaigns with the form for a new one, a campaign's
//! roster (missions, squads, a soldier's service record), and the debrief at a mission's end.

mod debrief;
mod list;
mod roster;
mod update;

use crate::ui::design::space;
use std::collections::BTreeMap;

use iced::Element;

use super::app::{App, Message, Table};
use super::icons::Icon;
use super::widgets::{long_button_with, panel};
use crate::core::campaign::Campaign;
use crate::core::campaign::Outcome;
use crate::games::we_were_brothers::campaign::CampaignRules;
use crate::games::we_were_brothers::campaign::debrief::{Debrief, End, LeadershipChange};
use crate::games::we_were_brothers::squad::{Army, Skill, Specialist};
use crate::store::campaigns;

pub use update::update;

pub use crate::session::campaign::THEATRES;

/// The rule tiers (L41–L45) a campaign keeps, with their message ids.
pub const TIERS: [(&str, &str); 3] = [
    ("cherry_corner", "camp-tier-cherry-corner"),
    ("additional", "camp-tier-additional"),
    ("optional", "camp-tier-optional"),
];

/// The form for a new campaign.
#[derive(Debug, Clone, PartialEq)]
pub struct NewForm {
    pub name: String,
    pub army: Army,
    pub theatre: usize,
    pub squads: u8,
}

impl Default for NewForm {
    fn default() -> Self {
        NewForm {
            name: String::new(),
            army: Army::UsArmy,
            theatre: 0,
            squads: 1,
        }
    }
}

/// The files waiting in the exchange folder, each with its campaign's name or why it cannot
/// be read.
pub type Exchange = Vec<(std::path::PathBuf, Result<String, crate::store::LoadError>)>;

/// What the list screen shows from disk, read when it opens and after each change (never on
/// every redraw): the campaigns (from the heads of their files: a campaign is decoded whole
/// when it is opened), and the files waiting in the exchange folder (read off the
/// screen's thread, since anything may have been copied there: `None` until it is read).
#[derive(Debug, Clone, Default)]
pub struct Listing {
    pub campaigns: Vec<Result<campaigns::CampaignHead, crate::store::LoadError>>,
    pub exchange: Option<Exchange>,
    /// A file of the exchange folder whose campaign is already here (its name): the list
    /// offers a second copy of it, only when asked.
    pub again: Option<(std::path::PathBuf, String)>,
}

impl Listing {
    /// The campaigns; the exchange folder is read by [`read_exchange`].
    pub fn read(paths: &crate::store::Paths) -> Listing {
        Listing {
            campaigns: campaigns::list(paths),
            exchange: None,
            again: None,
        }
    }
}

/// Runs `work` on a thread of its own; its result comes back as a message.
fn off_screen<T: Send + 'static>(
    work: impl FnOnce() -> T + Send + 'static,
    done: impl Fn(T) -> Message + Send + 'static,
) -> iced::Task<Message> {
    let (tx, rx) = iced::futures::channel::oneshot::channel();
    std::thread::spawn(move || {
        let _ = tx.send(work());
    });
    iced::Task::perform(rx, move |r| match r {
        Ok(v) => Some(done(v)),
        Err(_) => None,
    })
    .and_then(iced::Task::done)
}

/// Reads the exchange folder off the screen's thread; the files come back as
/// [`CampMsg::ExchangeRead`].
pub fn read_exchange(paths: &crate::store::Paths) -> iced::Task<Message> {
    let paths = paths.clone();
    off_screen(
        move || campaigns::exchange_files(&paths),
        |files| CampMsg::ExchangeRead(files).into(),
    )
}

/// Which campaign screen is open.
#[derive(Debug, Clone)]
pub enum CampView {
    List(NewForm, Box<Listing>),
    Roster {
        c: Box<Campaign>,
        /// The soldier whose service record is open.
        pick: Option<u32>,
    },
    Debrief {
        c: Box<Campaign>,
        d: Box<Debrief>,
        /// The soldier whose entries are open.
        focus: Option<u32>,
    },
}

#[derive(Debug, Clone, PartialEq)]
pub enum CampMsg {
    OpenList,
    Name(String),
    Army(Army),
    Theatre(usize),
    Squads(u8),
    Create,
    Open(String),
    /// Write the open campaign's export into the exchange folder.
    Export,
    /// Import the campaign file at this path of the exchange folder.
    Import(std::path::PathBuf),
    /// Import a second copy of a file whose campaign is already here (asked for after the
    /// import said so).
    ImportCopy(std::path::PathBuf),
    /// An import is done (it ran off the screen's thread): what to tell the player, and the
    /// file whose campaign was already here (a second copy is then offered).
    Imported(super::app::Notice, Option<(std::path::PathBuf, String)>),
    /// The exchange folder as read off the screen's thread.
    ExchangeRead(Exchange),
    /// Set a damaged campaign file aside and go on from its newest good backup.
    Recover(std::path::PathBuf),
    Pick(Option<u32>),
    Specialist(u32, Option<Specialist>),
    /// 0 → L1 → L2 → 0, while setting up the roster.
    CycleSkill(u32, Skill),
    StartMission,
    ResumeMission,
    /// The mission is over: its debrief (filled in from the table).
    EndMission(String),
    UndoDebrief,
    /// Forget the mission being played (started by mistake); its game stays saved.
    CallOff,
    /// A campaign setting changed (the rules the text leaves open).
    Settings(CampaignRules),
    /// A rule tier switched on or off (`cherry_corner`, `additional`, `optional`).
    Tier(String, bool),
    /// The name typed for the `i`th replacement.
    ReplacementName(usize, String),
    Result(Outcome),
    Focus(Option<u32>),
    End(u32, End),
    Medal(u32, Skill),
    UnMedal(u32),
    Kills(u32, i8),
    Leadership(u32, Option<LeadershipChange>),
    Infamy(usize, u8),
    Award(usize, u8),
    Share(u32, i8),
    Buy(u32, Skill),
    UnBuy(u32),
    Promote(u32),
    AddReplacement(usize),
    /// The platoon's Leader was lost: a new Leader joins this squad with Leadership and this
    /// skill of the player's choice (L809); again on the chosen skill takes him back.
    NewLeader(usize, Skill),
    RemoveReplacement(usize),
    Commit,
    /// Back to the roster; the debrief's entries stay saved.
    Leave,
}

impl From<CampMsg> for Message {
    fn from(m: CampMsg) -> Message {
        Message::Campaign(m)
    }
}

/// Which campaign each mission's saved game belongs to (save id → campaign id), read from
/// the campaign files.
pub fn links(app: &App) -> BTreeMap<String, String> {
    campaigns::playing_saves(&app.paths).into_iter().collect()
}

/// Home's way in.
pub fn home_section(app: &App) -> Element<'_, Message> {
    panel(
        app.loc.t("camp-title"),
        long_button_with(
            Icon::Campaign,
            app.loc.t("camp-open-list"),
            Some(CampMsg::OpenList.into()),
        )
        .into(),
    )
}

/// On a mission's table: the way to its debrief (one button, always in the same place).
pub fn mission_panel<'a>(app: &'a App, t: &'a Table) -> Option<Element<'a, Message>> {
    let id = app.campaign_games.get(&t.state.id)?;
    Some(
        long_button_with(
            Icon::Campaign,
            app.loc.t("camp-end-mission"),
            Some(CampMsg::EndMission(id.clone()).into()),
        )
        .into(),
    )
}

/// The most a portrait campaign screen gives its narrower part (the service record, the
/// debrief's changes).
const SIDE_H_MAX: f32 = 520.0;

/// A campaign screen's body: on a landscape screen a wide scrolling column and a narrower one
/// beside it; on a portrait one, the wide part over the narrower one, each scrolling alone.
fn two_columns<'a>(
    left: Element<'a, Message>,
    right: Element<'a, Message>,
    size: iced::Size,
) -> Element<'a, Message> {
    use iced::Length;
    use iced::widget::{column, row, scrollable};
    // The scroll regions are named (`campaign-main`, and `campaign-side` beside it) for tests.
    if size.width > size.height {
        row![
            scrollable(left)
                .id("campaign-main")
                .height(Length::Fill)
                .width(Length::FillPortion(3)),
            scrollable(right)
                .id("campaign-side")
                .height(Length::Fill)
                .width(Length::FillPortion(2)),
        ]
        .spacing(space::L)
        .into()
    } else {
        // Portrait: the two parts stacked, each scrolling on its own, so the narrower part
        // (the service record, the debrief's commit and changes) is in view without a swipe
        // past the whole roster; it has a fixed height (two fifths of a tablet, at most
        // `SIDE_H_MAX`), so nothing in either part moves when the other grows.
        column![
            scrollable(left)
                .id("campaign-main")
                .height(Length::Fill)
                .width(Length::Fill),
            scrollable(right)
                .id("campaign-side")
                .height(Length::Fixed((size.height * 0.4).min(SIDE_H_MAX)))
                .width(Length::Fill),
        ]
        .spacing(space::L)
        .into()
    }
}

/// Which campaign screen is open, for the app's "opens at its top" (a new screen or another
/// campaign starts at the top; picking a soldier keeps the place).
pub fn view_key(v: &CampView) -> (u8, String) {
    match v {
        CampView::List(..) => (0, String::new()),
        CampView::Roster { c, .. } => (1, c.id.clone()),
        CampView::Debrief { c, .. } => (2, c.id.clone()),
    }
}

pub fn view<'a>(app: &'a App, v: &'a CampView) -> Element<'a, Message> {
    match v {
        CampView::List(f, l) => list::view(app, f, l),
        CampView::Roster { c, pick } => roster::view(app, c, *pick),
        CampView::Debrief { c, d, focus } => debrief::view(app, c, d, *focus),
    }
}
