//! The screen follows the turn: each phase opens the panel it needs, the player's own choice
//! holds within the phase, and a reopened game lands on its current phase.

mod common;
use common::send;

fn click(app: &mut App, label: &str) {
    common::click_in(app, label, (1280.0, 2400.0));
}

use adjutant::ui::games::GameMsg;
use adjutant::ui::games::asl_sk1::{Tool, Ui as AslUi};
use adjutant::ui::games::cc_great_war::{Msg as CcMsg, Tab, Ui as CcUi};
use adjutant::ui::{App, Message};

fn cc_tab(app: &App) -> Tab {
    app.table()
        .and_then(|t| t.game_ui.get::<CcUi>())
        .map(|u| u.tab)
        .expect("C&C panels")
}

fn asl_tool(app: &App) -> Tool {
    app.table()
        .and_then(|t| t.game_ui.get::<AslUi>())
        .map(|u| u.tool)
        .expect("ASL panels")
}

fn phase_id(app: &App) -> String {
    let t = app.table().expect("table");
    t.def.phases.phases[t.state.table.cursor.phase].id.clone()
}

#[test]
fn command_and_colors_battle_phase_opens_the_battle_panel() {
    let (_home, mut app) = common::english_app(5);
    click(&mut app, "Command & Colors: The Great War");
    assert_eq!(cc_tab(&app), Tab::Setup, "set-up first");
    click(&mut app, "Start the battle");
    // Through the phases to Battle: the tab follows.
    while phase_id(&app) != "battle" {
        send(&mut app, Message::Act(adjutant::session::Action::EndPhase));
        if phase_id(&app) != "battle" {
            assert_eq!(cc_tab(&app), Tab::Turn, "{}", phase_id(&app));
        }
    }
    assert_eq!(cc_tab(&app), Tab::Battle);
    // The player's own choice holds within the phase, even after other changes.
    send(
        &mut app,
        Message::Game(GameMsg::new(CcMsg::Tab(Tab::Medals))),
    );
    send(
        &mut app,
        Message::Act(adjutant::session::Action::Note("a note".into())),
    );
    assert_eq!(cc_tab(&app), Tab::Medals);
    // Reopened from Home, the game lands on its phase's panel, not on set-up.
    click(&mut app, "Home");
    let path = app.saves[0].path.clone();
    send(&mut app, Message::Resume(path));
    assert_eq!(cc_tab(&app), Tab::Battle);
    // The next phase opens the turn panel again.
    send(&mut app, Message::Act(adjutant::session::Action::EndPhase));
    assert_eq!(cc_tab(&app), Tab::Turn);
}

#[test]
fn asl_phases_open_their_tools() {
    let (_home, mut app) = common::english_app(5);
    click(&mut app, "ASL Starter Kit #1");
    assert_eq!(phase_id(&app), "rally");
    assert_eq!(asl_tool(&app), Tool::Rally);
    let expect = [
        ("prep-fire", Tool::Fire),
        ("movement", Tool::Movement),
        ("defensive-fire", Tool::Fire),
        ("advancing-fire", Tool::Fire),
    ];
    for (phase, tool) in expect {
        click(&mut app, "Next phase ▶▶");
        assert_eq!(phase_id(&app), phase);
        assert_eq!(asl_tool(&app), tool, "{phase}");
    }
    // Rout and Advance keep the last tool; Close Combat opens its own.
    click(&mut app, "Next phase ▶▶");
    click(&mut app, "Next phase ▶▶");
    assert_eq!(asl_tool(&app), Tool::Fire);
    click(&mut app, "Next phase ▶▶");
    assert_eq!(phase_id(&app), "close-combat");
    assert_eq!(asl_tool(&app), Tool::Cc);
}
