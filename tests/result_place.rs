//! The answer's place on the table: the result card (or the empty card before the first
//! result) is in view under the phase bar at both tablet sizes, keeps its height when the
//! first result arrives, so the controls below it do not move, and leaves the form below in
//! view on a portrait screen.

mod common;
use common::{layout, send};

use adjutant::session::Action;
use adjutant::ui::Message;
use adjutant::ui::games::GameMsg;
use adjutant::ui::games::asl_sk1::Msg as AslMsg;

const LAND: (f32, f32) = (1280.0, 800.0);
const PORTRAIT: (f32, f32) = (800.0, 1280.0);
const EMPTY: &str = "The result of the next roll of this tool shows here.";

/// Where the text `label` is drawn (the tallest one: an outcome is in display type, the same
/// words in the form's odds are not), and the card around it: the smallest box around it at
/// least 250 px tall (the card, not its column of slots).
fn place(l: &common::Layout, label: &str) -> (iced::Rectangle, iced::Rectangle) {
    let (_, t) = l
        .texts
        .iter()
        .filter(|(c, _)| c == label)
        .max_by(|a, b| a.1.height.total_cmp(&b.1.height))
        .unwrap_or_else(|| panic!("{label:?} is not on screen"));
    let centre = t.center();
    let b = l
        .boxes
        .iter()
        .filter(|b| b.contains(centre) && b.height >= 250.0)
        // The shortest such box: a form element scrolled partly under the dock may span the
        // same point (its box is not clipped), and be narrower, but it is taller than the card.
        .min_by(|a, b| a.height.total_cmp(&b.height))
        .copied()
        .unwrap_or_else(|| panic!("{label:?} is in no box"));
    (*t, b)
}

/// Where the text `label` is drawn.
fn text_at(l: &common::Layout, label: &str) -> iced::Rectangle {
    l.texts
        .iter()
        .find(|(c, _)| c == label)
        .map(|(_, r)| *r)
        .unwrap_or_else(|| panic!("{label:?} is not on screen"))
}

fn asl_in_prep_fire() -> (tempfile::TempDir, adjutant::ui::App) {
    let (home, mut app) = common::english_app(2);
    send(&mut app, Message::NewGame("asl-sk1".into()));
    send(&mut app, Message::Act(Action::EndPhase));
    (home, app)
}

#[test]
fn the_empty_card_and_the_result_take_the_same_place_at_both_sizes() {
    for size in [LAND, PORTRAIT] {
        let (_home, mut app) = asl_in_prep_fire();
        let before = layout(&app, size);
        let (_, empty) = place(&before, EMPTY);
        // A die pad key below the card, in the same column.
        let roll_before = text_at(&before, "Roll the dice");
        assert!(empty.height >= 200.0, "{size:?}: empty card {empty:?}");
        assert!(empty.y + empty.height <= size.1, "{size:?}: card in view");
        for _ in 0..4 {
            send(&mut app, Message::Game(GameMsg::new(AslMsg::ItemFp(0, 1))));
        }
        send(
            &mut app,
            Message::Game(GameMsg::new(AslMsg::Terrain("woods".into()))),
        );
        send(&mut app, Message::Game(GameMsg::new(AslMsg::Pad(0, 2))));
        send(&mut app, Message::Game(GameMsg::new(AslMsg::Pad(1, 3))));
        let after = layout(&app, size);
        let (outcome, card) = place(&after, "1MC");
        assert_eq!(
            card.y, empty.y,
            "{size:?}: the card starts where the empty one was"
        );
        assert_eq!(card.height, empty.height, "{size:?}: and keeps its height");
        assert!(
            outcome.y + outcome.height <= size.1,
            "{size:?}: the answer in view"
        );
        let roll_after = text_at(&after, "Roll the dice");
        assert_eq!(
            roll_after, roll_before,
            "{size:?}: the roll button did not move"
        );
    }
}

#[test]
fn on_a_portrait_screen_the_card_leaves_the_dice_in_view() {
    let (_home, app) = asl_in_prep_fire();
    let l = layout(&app, PORTRAIT);
    let (_, empty) = place(&l, EMPTY);
    assert!(empty.height <= 270.0, "portrait card {empty:?} too tall");
    // The white die's pad (the second row of 1–6) is on screen without scrolling.
    let sixes_in_view = l
        .texts
        .iter()
        .filter(|(c, r)| c == "6" && r.y + r.height <= PORTRAIT.1)
        .count();
    assert!(sixes_in_view >= 2, "both die pads in view");
}
