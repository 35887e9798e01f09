//! ASL's result card through the real widgets (issue 21): it greys when only its form changes
//! after a result, it follows a second resolver rolled after a first, and the forms' situational
//! toggles do not ride into the other side's phase unless kept.

use adjutant::games::asl_sk1::{AslState, Resolution};
use adjutant::ui::games::GameMsg;
use adjutant::ui::games::asl_sk1::{Msg, Pin, Tool, Ui as AslUi};
use adjutant::ui::{App, Message};

mod common;

/// Tall enough that the whole middle column is laid out on screen.
const SIZE: (f32, f32) = (1280.0, 3200.0);

const STALE: &str = "Earlier result";

fn click(app: &mut App, label: &str) {
    common::click_in(app, label, SIZE);
}

fn send(app: &mut App, msg: Msg) {
    let _ = app.update(Message::Game(GameMsg::new(msg)));
}

fn dice(app: &mut App, colored: u8, white: u8) {
    common::click_id_in(app, &format!("asl-pad-0-{colored}"), SIZE);
    common::click_id_in(app, &format!("asl-pad-1-{white}"), SIZE);
}

fn stale(app: &App) -> bool {
    common::shows_part_in(app, STALE, SIZE)
}

fn last(app: &App) -> Option<Resolution> {
    app.table()
        .expect("table")
        .state
        .table
        .extra
        .get::<AslState>()
        .and_then(|s| s.last.clone())
}

fn form(app: &App) -> AslUi {
    match app.table().expect("table").game_ui.get::<AslUi>() {
        Some(ui) => ui.clone(),
        None => panic!("asl form"),
    }
}

/// A fire result greys when only the form changes (no new roll), and comes back when the form
/// is as it was.
#[test]
fn asl_card_greys_when_only_its_form_changes() {
    let (_home, mut app) = common::english_app(5);
    click(&mut app, "ASL Starter Kit #1");
    click(&mut app, "Fire");
    dice(&mut app, 3, 4);
    assert!(matches!(last(&app), Some(Resolution::Fire(_, 3, 4))));
    assert!(!stale(&app), "a fresh result is current");
    send(&mut app, Msg::Cx);
    assert!(stale(&app), "the form changed: the result is earlier");
    send(&mut app, Msg::Cx);
    assert!(!stale(&app), "the form as it was: current again");
}

/// A second resolver rolled after a first: the card follows it (the Rally result, then the
/// Close Combat one, each current), never the first one's answer.
#[test]
fn asl_card_follows_a_second_resolver() {
    let (_home, mut app) = common::english_app(5);
    click(&mut app, "ASL Starter Kit #1");
    click(&mut app, "Fire");
    dice(&mut app, 3, 4);
    let fire_head = common::shows_in(&app, "NE", SIZE) || common::shows_in(&app, "PTC", SIZE);
    assert!(fire_head || matches!(last(&app), Some(Resolution::Fire(..))));
    click(&mut app, "Rally");
    // Broken morale 7, dice 1+2: rallied.
    dice(&mut app, 1, 2);
    assert!(matches!(last(&app), Some(Resolution::Rally(..))));
    assert!(common::shows_in(&app, "Rallied", SIZE));
    assert!(!stale(&app));
    click(&mut app, "Close Combat");
    dice(&mut app, 1, 2);
    assert!(matches!(last(&app), Some(Resolution::Cc(..))));
    // One short line in display type; the sentence stays in the working.
    assert!(common::shows_in(&app, "all eliminated", SIZE));
    assert!(!common::shows_in(&app, "Rallied", SIZE));
    assert!(!stale(&app));
}

/// The Rally form's DM and Woods/Building toggles belong to the unit being rallied: they do not
/// ride into the other side's Rally Phase, unless the player keeps one.
#[test]
fn asl_rally_toggles_reset_in_the_other_sides_rally_phase_unless_kept() {
    let (_home, mut app) = common::english_app(5);
    click(&mut app, "ASL Starter Kit #1");
    assert_eq!(form(&app).tool, Tool::Rally);
    send(&mut app, Msg::RallyDm);
    send(&mut app, Msg::RallyCover);
    send(&mut app, Msg::CcAttackerCx);
    send(&mut app, Msg::CcAmbusher);
    send(&mut app, Msg::AmbPinned(1));
    // The small "keep" beside the cover toggle.
    common::click_id_in(&mut app, "asl-keep-RallyCover", SIZE);
    assert!(form(&app).pins.contains(&Pin::RallyCover));
    // On through the Player Turn to the other side's Rally Phase.
    let mut left_rally = false;
    for _ in 0..40 {
        let _ = app.update(Message::Act(adjutant::session::Action::NextPhase));
        let tool = form(&app).tool;
        left_rally |= tool != Tool::Rally;
        if left_rally && tool == Tool::Rally {
            break;
        }
    }
    let f = form(&app);
    assert_eq!(f.tool, Tool::Rally);
    assert!(!f.rally.dm, "DM was the other unit's");
    assert!(f.rally.woods_building, "kept by the player");
    assert!(!f.cc.attacker_cx, "CX was the other attack's");
    assert!(
        !f.cc.attacker_ambushed,
        "the ambush was the other Close Combat's"
    );
    assert!(!f.ambush[1].pinned);
}

/// An answer resting on a reading shows one quiet mark on the card, with the explanation first
/// in its working (core::basis): a fire group of two squads without a leader rests on the
/// cowering reading (L641-646).
#[test]
fn asl_card_marks_the_reading_its_answer_rests_on() {
    use adjutant::games::asl_sk1::fire::ItemKind;
    let (_home, mut app) = common::english_app(5);
    click(&mut app, "ASL Starter Kit #1");
    click(&mut app, "Fire");
    dice(&mut app, 3, 4);
    assert!(!common::shows_part_in(&app, "reading applied", SIZE));
    send(&mut app, Msg::AddItem(ItemKind::Squad));
    dice(&mut app, 3, 4);
    assert!(common::shows_part_in(&app, "reading applied", SIZE));
    if common::shows_in(&app, "Show the working", SIZE) {
        click(&mut app, "Show the working");
    }
    assert!(common::shows_part_in(
        &app,
        "Cowering: the rulebook says a squad attacking",
        SIZE
    ));
}
