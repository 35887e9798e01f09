//! This game's panels on the table.

use iced::Element;

use crate::core::game::{Action, GameDef, GameState};
use crate::ui::app::{App, Message, Table};

/// The form state of this game's panels.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Ui {}

#[derive(Debug, Clone, PartialEq)]
pub enum Msg {}

pub fn panels<'a>(_app: &'a App, _t: &'a Table, _ui: &'a Ui) -> Vec<Element<'a, Message>> {
    vec![]
}

pub fn update(_def: &GameDef, _state: &GameState, _ui: &mut Ui, msg: Msg) -> Option<Action> {
    match msg {}
}
