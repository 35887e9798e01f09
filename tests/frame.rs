//! The table frame in a real-size window: tap budgets counted from the moment the player knows
//! what to do, at 1280×800 and 800×1280, where a tap on anything not wholly in view fails and
//! a scroll counts as a tap; and the dock never moves.

mod common;
use common::{LANDSCAPE, PORTRAIT, Window};

use adjutant::session::Action;
use adjutant::ui::Message;

fn to_phase(app: &mut adjutant::ui::App, id: &str) {
    for _ in 0..40 {
        let t = app.table().expect("table");
        if t.def.phases.phases[t.state.table.cursor.phase].id == id {
            return;
        }
        common::send(app, Message::Act(Action::EndPhase));
    }
    panic!("no phase {id}");
}

/// Command & Colors: a battle with the players' own dice from the Battle phase, target in a
/// forest: one decision (the terrain) and one tap per die, no scroll; the dock stays put and
/// the answer is in it.
#[test]
fn cc_battle_with_own_dice_is_one_decision_plus_dice() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = common::english_app(4);
        common::send(&mut app, Message::NewGame("cc-great-war".into()));
        common::click_in(&mut app, "Start the battle", (1280.0, 2400.0));
        to_phase(&mut app, "battle");
        let mut w = Window::new(&mut app, size);
        w.stable(&[], |w| w.tap("Forest"));
        w.stable(&[], |w| w.die("ccgw-face-burst"));
        w.stable(&[], |w| w.die("ccgw-face-soldier"));
        assert_eq!((w.taps, w.scrolls), (1, 0), "{size:?}");
        let t = w.app.table().expect("table");
        let cc = t
            .state
            .table
            .extra
            .get::<adjutant::games::cc_great_war::CcState>()
            .expect("cc");
        let rec = cc.last_battle.as_ref().expect("recorded");
        assert_eq!(rec.faces, vec!["burst".to_string(), "soldier".to_string()]);
        let o = &rec.outcome;
        let head = w.app.loc.tr(
            "ccgw-ui-result-head",
            &[
                ("hits", o.hits.to_string()),
                ("min", o.retreat_min.to_string()),
                ("max", o.retreat_max.to_string()),
            ],
        );
        assert!(w.sees(&head), "{size:?}: the answer {head:?} in view");
    }
}

/// Every tab and phase opens at its top: scroll the form down, change tab, and the new tab's
/// first control is in view.
#[test]
fn a_new_tab_opens_at_its_top() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = common::english_app(4);
        common::send(&mut app, Message::NewGame("cc-great-war".into()));
        let mut w = Window::new(&mut app, size);
        w.scroll_to(adjutant::ui::screens::frame::FORM_ID, "Start the battle");
        assert!(w.sees("Start the battle"));
        w.tap("Medals");
        w.tap("Set-up");
        assert!(
            !w.sees("Start the battle") || size == PORTRAIT,
            "{size:?}: set-up reopened at the old offset"
        );
    }
}
