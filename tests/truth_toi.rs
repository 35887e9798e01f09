//! Tide of Iron: a scenario draft is never lost (issue 21): reopening the Scenario tab, or
//! going to the rules and back, keeps the player's edits; "Use this scenario" mid-round keeps
//! the round in progress (the actions left and the round's list).

mod common;
use common::{LANDSCAPE, PORTRAIT, Window, send};

use adjutant::games::tide_of_iron::ToiState;
use adjutant::games::tide_of_iron::state::ActionKind;
use adjutant::session::Action;
use adjutant::ui::games::GameMsg;
use adjutant::ui::games::tide_of_iron::{Msg, SetupNum, Tab, Ui};
use adjutant::ui::{App, Message};

fn toi(app: &mut App, m: Msg) {
    send(app, Message::Game(GameMsg::new(m)));
}

fn st(app: &App) -> ToiState {
    app.table()
        .and_then(|t| t.state.table.extra.get::<ToiState>().cloned())
        .expect("toi state")
}

fn ui(app: &App) -> Ui {
    app.table()
        .and_then(|t| t.game_ui.get::<Ui>().cloned())
        .expect("toi panels")
}

fn phase(app: &App) -> String {
    let t = app.table().expect("table");
    t.def.phases.phases[t.state.table.cursor.phase].id.clone()
}

#[test]
fn scenario_edits_survive_tabs_and_screens_and_applying_keeps_the_round() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = common::english_app(11);
        send(&mut app, Message::NewGame("tide-of-iron".into()));
        for _ in 0..20 {
            if phase(&app) == "action" {
                break;
            }
            send(&mut app, Message::Act(Action::EndPhase));
        }
        assert_eq!(phase(&app), "action");
        // One action into the round.
        toi(&mut app, Msg::Take(ActionKind::Advance));
        let round = st(&app).turns.clone();
        assert_eq!(round.taken.len(), 1);

        let mut w = Window::new(&mut app, size);
        w.tap("Scenario");
        let north = ui(w.app).form.north;
        let objectives = ui(w.app).form.objectives.len();
        toi(w.app, Msg::SetupNum(SetupNum::North, 1));
        toi(w.app, Msg::ObjName("Church".into()));
        toi(w.app, Msg::ObjAdd);
        // Away to another tab and back: the draft is as left.
        w.tap("Actions");
        w.tap("Scenario");
        let f = ui(w.app).form;
        assert_eq!(f.north, (north + 30) % 360, "{size:?}: North was reset");
        assert_eq!(
            f.objectives.len(),
            objectives + 1,
            "{size:?}: the objective vanished"
        );
        // Away to the rules and back: still there.
        send(w.app, Message::OpenRules("tide-of-iron".into()));
        send(w.app, Message::CloseRules);
        assert_eq!(ui(w.app).tab, Tab::Setup);
        assert_eq!(ui(w.app).form, f, "{size:?}: the draft was lost");
        // Applied mid-round: the round goes on as it was.
        w.tap_id("toi-start");
        let s = st(w.app);
        assert_eq!(s.scenario.north, f.north);
        assert_eq!(s.scenario.objectives.len(), objectives + 1);
        assert_eq!(s.turns, round, "{size:?}: the round in progress was reset");
        // Once applied, the draft follows the game again.
        w.tap("Actions");
        w.tap("Scenario");
        assert_eq!(ui(w.app).form, s.scenario);
    }
}
