//! Trench Club: a capture button is greyed, in its place, when the soldier picked cannot take
//! that fort (issue 21): never enabled only to refuse.

mod common;
use common::{LANDSCAPE, PORTRAIT, Window};

use adjutant::games::trench_club::state::TcState;
use adjutant::ui::games::GameMsg;
use adjutant::ui::games::trench_club::Msg;
use adjutant::ui::{App, Message};

fn tc_state(app: &App) -> TcState {
    app.table()
        .and_then(|t| t.state.table.extra.get::<TcState>())
        .expect("trench club state")
        .clone()
}

/// A tap on a capture button that must be greyed: nothing happens, no refusal is shown, and
/// the button has not moved.
fn greyed(w: &mut Window<'_>, id: &str) {
    let before = w
        .find(iced_test::selector::id(id.to_string()))
        .expect("the button is in its place")
        .bounds;
    let state = tc_state(w.app);
    w.app.notice = None;
    w.tap_id(id);
    assert!(
        w.app.notice.is_none(),
        "{:?}: #{id} was enabled and refused: {:?}",
        w.size,
        w.app.notice
    );
    assert_eq!(
        tc_state(w.app),
        state,
        "{:?}: #{id} changed the game",
        w.size
    );
    let after = w
        .find(iced_test::selector::id(id.to_string()))
        .expect("the button is in its place")
        .bounds;
    assert_eq!(before, after, "{:?}: #{id} moved", w.size);
}

#[test]
fn capture_buttons_are_greyed_when_the_soldier_cannot_capture() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = common::english_app(5);
        common::send(&mut app, Message::NewGame("trench-club".into()));
        common::click_in(&mut app, "Start the game", (1280.0, 2400.0));
        for kind in ["infantry", "infantry"] {
            common::send(&mut app, Message::Game(GameMsg::new(Msg::Add(kind.into()))));
        }
        let mut w = Window::new(&mut app, size);
        // No soldier picked: every capture is greyed.
        greyed(&mut w, "tc-capture-2");
        w.tap("Infantry #1");
        w.tap_id("tc-capture-1");
        assert_eq!(tc_state(w.app).forts[0].as_deref(), Some("germany"));
        // Infantry #1 is inside fort 1 now: he captures nothing more.
        greyed(&mut w, "tc-capture-2");
        // Infantry #2 may take fort 2, not fort 1 (already his side's).
        w.tap("Infantry #2");
        greyed(&mut w, "tc-capture-1");
        w.tap_id("tc-capture-2");
        assert_eq!(tc_state(w.app).forts[1].as_deref(), Some("germany"));
    }
}
