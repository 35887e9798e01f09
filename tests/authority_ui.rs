//! One authority on the screen (issue 34): the phase bar offers nothing the engine refuses. A
//! game past its last round says "Game over", its Next is greyed and a tap on it (or the
//! keyboard's Next) changes nothing; undo brings the game back.

mod common;
use common::send;

use adjutant::session::Action;
use adjutant::ui::{App, Message};

const SIZE: (f32, f32) = (1280.0, 800.0);

fn seq(app: &App) -> u64 {
    app.table().expect("table").state.seq
}

#[test]
fn a_game_past_its_last_round_says_so_and_takes_no_next() {
    let (_home, mut app) = common::english_app(5);
    common::click_in(&mut app, "Tide of Iron", SIZE);
    send(&mut app, Message::Act(Action::SetRoundLimit(Some(1))));
    // Through round 1 to its end.
    for _ in 0..200 {
        if app.table().expect("table").state.table.cursor.round > 1 {
            break;
        }
        send(&mut app, Message::Act(Action::EndPhase));
    }
    assert!(
        common::shows_part_in(&app, "Game over", SIZE),
        "the bar says the game is over"
    );
    let before = seq(&app);
    // The Next button is there, greyed: a click on it sends nothing.
    let sent: Vec<Message> = {
        let mut ui = common::sim(&app, SIZE);
        let _ = ui.click("Next");
        ui.into_messages().collect()
    };
    assert!(
        !sent.iter().any(|m| matches!(m, Message::Act(_))),
        "a greyed Next sends no action: {sent:?}"
    );
    // The keyboard's Next is refused by the engine: nothing changes, and the notice says why.
    send(&mut app, Message::Act(Action::NextPhase));
    assert_eq!(seq(&app), before, "nothing was applied");
    assert!(common::shows_part_in(&app, "The game is over", SIZE));
    // A note is still taken; undo goes back into the game.
    send(&mut app, Message::Act(Action::Note("Last stand".into())));
    assert_eq!(seq(&app), before + 1);
    send(&mut app, Message::Undo);
    send(&mut app, Message::Undo);
    assert!(
        !common::shows_part_in(&app, "Game over", SIZE),
        "undo goes back into the game"
    );
}
