//! We Were Brothers panels: one squad panel per player (chamber die, health line, status,
//! equipment, skills: one tap per change) and the quick set-up from the standard squads.
//!
//! One file per panel; this file holds the form state, the messages and the dispatch.

mod squads;
mod update;

use iced::Element;

use crate::core::def::GameDef;
use crate::games::we_were_brothers::squad::{Army, Specialist};
use crate::games::we_were_brothers::{self as wwb, Who};
use crate::session::{Action, GameState};
use crate::store::Paths;
use crate::ui::app::{App, Message, Table};

/// The form state of the panels.
#[derive(Debug, Clone, PartialEq)]
pub struct Ui {
    /// The squad the squad panel shows.
    pub squad: usize,
    /// The soldier whose boxes are open for change.
    pub soldier: Option<usize>,
    /// Quick set-up: the army and the specialist asked for.
    pub army: Army,
    pub specialist: Option<Specialist>,
}

impl Ui {
    pub fn new() -> Ui {
        Ui {
            squad: 0,
            soldier: None,
            army: Army::UsArmy,
            specialist: None,
        }
    }
}

impl Default for Ui {
    fn default() -> Self {
        Ui::new()
    }
}

/// The panels' messages.
#[derive(Debug, Clone, PartialEq)]
pub enum Msg {
    Squad(usize),
    Soldier(Option<usize>),
    Army(Army),
    Specialist(Option<Specialist>),
    /// Quick set-up with this Blue result (`None`: the app rolls).
    Standard(Option<u8>),
    Edit(Who, wwb::roster::Edit),
}

fn m(msg: Msg) -> Message {
    Message::Game(super::GameMsg::new(msg))
}

/// How the table finds these panels.
pub static PANELS: super::Panels = super::Panels {
    game: wwb::ID,
    new: |_| Box::new(Ui::new()),
};

impl super::GamePanels for Ui {
    fn view<'a>(&'a self, app: &'a App, t: &'a Table) -> Vec<Element<'a, Message>> {
        vec![squads::view(app, t, self)]
    }

    fn update(
        &mut self,
        def: &GameDef,
        state: &GameState,
        msg: &super::GameMsg,
        _paths: &Paths,
    ) -> Option<Action> {
        let msg = msg.get::<Msg>()?.clone();
        update::update(def, state, self, msg)
    }

    fn clone_box(&self) -> Box<dyn super::GamePanels> {
        Box::new(self.clone())
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}
