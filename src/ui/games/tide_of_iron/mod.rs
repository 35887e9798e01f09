//! Tide of Iron panels.
use std::any::Any;

use iced::Element;

use crate::core::def::GameDef;
use crate::session::{Action, GameState};
use crate::store::Paths;
use crate::ui::app::{App, Message, Table};
use crate::ui::games::{GameMsg, GamePanels, Panels};

pub static PANELS: Panels = Panels {
    game: crate::games::tide_of_iron::ID,
    new: |_| Box::new(Ui::default()),
};

#[derive(Debug, Clone, Default)]
pub struct Ui {}

impl GamePanels for Ui {
    fn view<'a>(&'a self, _app: &'a App, _t: &'a Table) -> Vec<Element<'a, Message>> {
        vec![]
    }
    fn update(&mut self, _def: &GameDef, _state: &GameState, _msg: &GameMsg, _paths: &Paths) -> Option<Action> {
        None
    }
    fn clone_box(&self) -> Box<dyn GamePanels> {
        Box::new(self.clone())
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}
