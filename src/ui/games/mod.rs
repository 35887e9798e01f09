//! Each game's own panels on the table (resolvers, trackers), behind one interface. A game's
//! panels are the module `src/ui/games/<name>` (its panels one file each in the folder of that
//! name) named in the crate's registry (`registry!` in `lib.rs`), exporting `PANELS`. The table
//! screen asks the open game's panels what to show and hands their messages back; the panels
//! answer with an action to apply, never by reaching into the app.

use std::any::Any;
use std::fmt::Debug;
use std::sync::Arc;

use iced::Element;

use super::app::{App, Message, Table};
use crate::core::def::GameDef;
use crate::session::{Action, GameState};
use crate::store::Paths;

macro_rules! declare_panels {
    ($($game:ident),* $(,)?) => {
        $(pub mod $game;)*
        /// Every game's panels, in registry order.
        pub static BUILT_IN: &[&Panels] = &[$(&$game::PANELS),*];
    };
}
crate::registry!(declare_panels);

/// How the table finds a game's panels: the game's id and how to make its form state.
pub struct Panels {
    pub game: &'static str,
    pub new: fn(&GameDef) -> Box<dyn GamePanels>,
}

/// A game's panels: their form state (what the player is filling in before acting), how they
/// look, and what their messages do.
pub trait GamePanels: Debug + Any {
    /// The form of the open tab, in the frame's scrolling form region, in order. The tabs and
    /// the dice are not part of it: they are pinned (see `tabs` and `pad`).
    fn view<'a>(&'a self, app: &'a App, t: &'a Table) -> Vec<Element<'a, Message>>;

    /// The pinned strip above the form: the game's tabs (and at most one line of status).
    /// The frame gives it a fixed height ([`crate::ui::screens::frame::TABS_H`]); it never
    /// scrolls away.
    fn tabs<'a>(&'a self, _app: &'a App, _t: &'a Table) -> Option<Element<'a, Message>> {
        None
    }

    /// The current resolver's dice, for the dock: the die pad (one tap per die), the roll
    /// button and the dice entered so far. The dock gives it a fixed place and size, so a pad
    /// appearing, changing or going never moves anything else. `None`: no dice here now.
    fn pad<'a>(&'a self, _app: &'a App, _t: &'a Table) -> Option<Element<'a, Message>> {
        None
    }

    /// The game's standing (medals, HQ, victory points…), for the side column beside the form
    /// (after the form in portrait).
    fn side<'a>(&'a self, _app: &'a App, _t: &'a Table) -> Option<Element<'a, Message>> {
        None
    }

    /// Which form is open (e.g. the tab's number): when it changes, the form region opens at
    /// its top instead of at the previous form's scroll offset.
    fn form_key(&self) -> u64 {
        0
    }

    /// The answer of the last resolution as a result card, or the empty card that keeps its
    /// place (`None`: this game has no resolutions). The table puts it where the eye goes
    /// first, the same place every time.
    fn result<'a>(&'a self, _app: &'a App, _t: &'a Table) -> Option<Element<'a, Message>> {
        None
    }

    /// Handles one of this game's messages: it may change the form, and may return an action
    /// for the app to apply.
    fn update(
        &mut self,
        def: &GameDef,
        state: &GameState,
        msg: &GameMsg,
        paths: &Paths,
    ) -> Option<Action>;

    /// Told whether the action the last message asked for was taken.
    fn after(&mut self, _def: &GameDef, _state: &GameState, _taken: bool) {}

    /// The screen follows the turn: called when a game opens and after every change. When a
    /// new phase has begun, the panels open the one that phase needs; within a phase the
    /// player's own choice stays.
    fn follow(&mut self, _def: &GameDef, _state: &GameState) {}

    /// The tab that applies a rule topic's `tool` (`key`, one of the game's
    /// [`crate::games::Rules::tools`]): its label's message id, and the message a tap on that
    /// tab sends, so opening it from the rule lookup does just what the tap does (with any
    /// reset the tab change makes). `None`: no such tab, or not one the table shows now.
    fn tool(&self, _state: &GameState, _key: &str) -> Option<(&'static str, GameMsg)> {
        None
    }

    /// Whether something on these panels runs on the clock (a turn timer), so the screen is
    /// drawn again every second while it runs.
    fn ticking(&self, _state: &GameState) -> bool {
        false
    }

    fn clone_box(&self) -> Box<dyn GamePanels>;

    fn as_any(&self) -> &dyn Any;
}

/// The open game's panels, if it has any.
#[derive(Debug, Default)]
pub struct GameUi(Option<Box<dyn GamePanels>>);

impl Clone for GameUi {
    fn clone(&self) -> Self {
        GameUi(self.0.as_ref().map(|p| p.clone_box()))
    }
}

impl GameUi {
    /// The panels of `def`'s game (none for a game with data only, or the dice tray).
    pub fn new(def: &GameDef) -> GameUi {
        GameUi(
            BUILT_IN
                .iter()
                .find(|p| p.game == def.id)
                .map(|p| (p.new)(def)),
        )
    }

    /// The form state as the game's own type.
    pub fn get<T: Any>(&self) -> Option<&T> {
        self.0.as_ref().and_then(|p| p.as_any().downcast_ref())
    }

    pub fn view<'a>(&'a self, app: &'a App, t: &'a Table) -> Vec<Element<'a, Message>> {
        self.0.as_ref().map_or_else(Vec::new, |p| p.view(app, t))
    }

    pub fn result<'a>(&'a self, app: &'a App, t: &'a Table) -> Option<Element<'a, Message>> {
        self.0.as_ref().and_then(|p| p.result(app, t))
    }

    pub fn tabs<'a>(&'a self, app: &'a App, t: &'a Table) -> Option<Element<'a, Message>> {
        self.0.as_ref().and_then(|p| p.tabs(app, t))
    }

    pub fn pad<'a>(&'a self, app: &'a App, t: &'a Table) -> Option<Element<'a, Message>> {
        self.0.as_ref().and_then(|p| p.pad(app, t))
    }

    pub fn side<'a>(&'a self, app: &'a App, t: &'a Table) -> Option<Element<'a, Message>> {
        self.0.as_ref().and_then(|p| p.side(app, t))
    }

    pub fn form_key(&self) -> u64 {
        self.0.as_ref().map_or(0, |p| p.form_key())
    }

    /// The tab applying a rule topic's `tool`: its label's message id and the tap's message.
    pub fn tool(&self, state: &GameState, key: &str) -> Option<(&'static str, GameMsg)> {
        self.0.as_ref().and_then(|p| p.tool(state, key))
    }

    /// Whether this game has panels of its own.
    pub fn is_some(&self) -> bool {
        self.0.is_some()
    }

    pub fn ticking(&self, state: &GameState) -> bool {
        self.0.as_ref().is_some_and(|p| p.ticking(state))
    }
}

/// A message for one game's panels, carried by the app without knowing its type.
#[derive(Clone)]
pub struct GameMsg(Arc<dyn AnyMsg>);

trait AnyMsg: Debug + Send + Sync {
    fn as_any(&self) -> &dyn Any;
    fn eq_dyn(&self, other: &dyn AnyMsg) -> bool;
}

impl<M: Any + Debug + PartialEq + Send + Sync> AnyMsg for M {
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn eq_dyn(&self, other: &dyn AnyMsg) -> bool {
        other.as_any().downcast_ref::<M>() == Some(self)
    }
}

impl GameMsg {
    pub fn new<M: Any + Debug + PartialEq + Send + Sync>(msg: M) -> GameMsg {
        GameMsg(Arc::new(msg))
    }

    /// The message as the game's own type, if it is one.
    pub fn get<M: Any>(&self) -> Option<&M> {
        self.0.as_any().downcast_ref()
    }
}

impl Debug for GameMsg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl PartialEq for GameMsg {
    fn eq(&self, other: &Self) -> bool {
        self.0.eq_dyn(other.0.as_ref())
    }
}

/// Handles a game message: it may change the form, and may return an action to apply.
pub fn update(t: &mut Table, msg: GameMsg, paths: &Paths) -> Option<Action> {
    let p = t.game_ui.0.as_mut()?;
    p.update(&t.def, &t.state, &msg, paths)
}

/// Lets the game's panels follow the turn (see [`GamePanels::follow`]).
pub fn follow(t: &mut Table) {
    if let Some(p) = t.game_ui.0.as_mut() {
        p.follow(&t.def, &t.state);
    }
}

/// The phase a cursor is in, as the panels follow it: round, side and phase (not the step).
pub fn phase_key(state: &GameState) -> (u32, usize, usize) {
    let c = state.table.cursor;
    (c.round, c.side, c.phase)
}

/// The id of the phase the table is in (empty if the cursor is past the list).
pub fn phase_id<'a>(def: &'a GameDef, state: &GameState) -> &'a str {
    def.phases
        .phases
        .get(state.table.cursor.phase)
        .map_or("", |p| p.id.as_str())
}

/// The start of every `follow`: whether a new phase (or turn, or round) has begun since the
/// one in `followed`, which now remembers the current one.
pub fn new_phase(followed: &mut Option<(u32, usize, usize)>, state: &GameState) -> bool {
    let key = phase_key(state);
    let new = *followed != Some(key);
    *followed = Some(key);
    new
}

/// Tells the game's panels whether the action their message asked for was taken.
pub fn after(t: &mut Table, taken: bool) {
    if let Some(p) = t.game_ui.0.as_mut() {
        p.after(&t.def, &t.state, taken);
    }
}
