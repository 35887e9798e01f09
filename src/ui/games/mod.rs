//! Each game's own panels on the table (resolvers, trackers). The frame asks here for the
//! panels to show and hands game messages back.

pub mod asl;
pub mod cc;

use iced::Element;

use super::app::{App, Message, Table};
use crate::core::game::GameDef;

/// A game's form state on screen (what the player is filling in before acting).
#[derive(Debug, Clone, Default)]
pub enum GameUi {
    #[default]
    None,
    Cc(Box<cc::Ui>),
    Asl(Box<asl::Ui>),
}

/// A message for one game's panels.
#[derive(Debug, Clone, PartialEq)]
pub enum GameMsg {
    Cc(cc::Msg),
    Asl(asl::Msg),
}

pub fn new_ui(def: &GameDef) -> GameUi {
    match def.id.as_str() {
        crate::games::cc_great_war::ID => GameUi::Cc(Box::new(cc::Ui::new(&def.side_ids()))),
        crate::games::asl_sk1::ID => GameUi::Asl(Box::new(asl::Ui::new(
            &crate::games::asl_sk1::data::for_def(def),
        ))),
        _ => GameUi::None,
    }
}

/// The panels this game adds to the table, in order.
pub fn panels<'a>(app: &'a App, t: &'a Table) -> Vec<Element<'a, Message>> {
    match &t.game_ui {
        GameUi::Cc(ui) => cc::panels(app, t, ui),
        GameUi::Asl(ui) => asl::panels(app, t, ui),
        GameUi::None => vec![],
    }
}

/// Handles a game message: it may change the form, and may return an action to apply.
pub fn update(
    t: &mut Table,
    msg: GameMsg,
    paths: &crate::store::Paths,
) -> Option<crate::core::game::Action> {
    match (&mut t.game_ui, msg) {
        (GameUi::Cc(ui), GameMsg::Cc(m)) => cc::update(&t.def, &t.state, ui, m, paths),
        (GameUi::Asl(ui), GameMsg::Asl(m)) => asl::update(&t.def, &t.state, ui, m),
        _ => None,
    }
}

/// Tells the game's panels whether the action their message asked for was taken.
pub fn after(t: &mut Table, taken: bool) {
    if let GameUi::Asl(ui) = &mut t.game_ui {
        asl::after(&t.def, &t.state, ui, taken);
    }
}
