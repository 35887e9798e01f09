//! What the panels' messages do: change the form, or hand an action to the app.

use super::{Msg, Ui};
use crate::core::def::GameDef;
use crate::games::GameAction;
use crate::games::we_were_brothers::squad::default_codes;
use crate::games::we_were_brothers::{self as wwb, WwbAction};
use crate::session::{Action, GameState};

fn act(a: &WwbAction) -> Option<Action> {
    Some(Action::Game(GameAction::new(wwb::ID, a)))
}

pub fn update(_def: &GameDef, state: &GameState, ui: &mut Ui, msg: Msg) -> Option<Action> {
    let s = wwb::state(&state.table);
    match msg {
        Msg::Squad(i) => {
            ui.squad = i;
            ui.soldier = None;
            None
        }
        Msg::Soldier(i) => {
            ui.soldier = i;
            None
        }
        Msg::Army(a) => {
            ui.army = a;
            None
        }
        Msg::Specialist(sp) => {
            ui.specialist = sp;
            None
        }
        Msg::Standard(blue) => {
            // The next free code name of the army (Able, Baker…), else a numbered one.
            let used: Vec<&str> = s
                .map(|s| s.squads.iter().map(|q| q.code.as_str()).collect())
                .unwrap_or_default();
            let code = default_codes(ui.army)
                .iter()
                .find(|c| !used.contains(c))
                .map(|c| c.to_string())
                .unwrap_or_else(|| format!("{} {}", ui.army.id(), used.len() + 1));
            ui.squad = used.len();
            act(&WwbAction::AddStandardSquad {
                army: ui.army,
                blue,
                code,
                specialist: ui.specialist,
            })
        }
        Msg::Edit(who, edit) => act(&WwbAction::Edit { who, edit }),
    }
}
