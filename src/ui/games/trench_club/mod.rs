//! Trench Club panels (being written).
use crate::core::def::GameDef;
use crate::session::{Action, GameState};
use crate::store::Paths;
use crate::ui::app::{App, Message, Table};
use iced::Element;

#[derive(Debug, Clone, PartialEq, Default)]
pub struct Ui;

pub static PANELS: super::Panels = super::Panels {
    game: crate::games::trench_club::ID,
    new: |_| Box::new(Ui),
};

impl super::GamePanels for Ui {
    fn view<'a>(&'a self, _app: &'a App, _t: &'a Table) -> Vec<Element<'a, Message>> {
        vec![]
    }
    fn update(
        &mut self,
        _: &GameDef,
        _: &GameState,
        _: &super::GameMsg,
        _: &Paths,
    ) -> Option<Action> {
        None
    }
    fn clone_box(&self) -> Box<dyn super::GamePanels> {
        Box::new(self.clone())
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}
