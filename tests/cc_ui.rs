//! A full Command and Colors turn through the GUI (iced_test, tiny-skia): set up a scenario,
//! play a section card, battle, earn HQ, take the end-of-turn HQ, pass the turn.

mod common;
use common::{headless, send};

/// A tall window, as if the player had scrolled to each button.
const SIZE: (f32, f32) = (1280.0, 4000.0);

fn click(app: &mut App, label: &str) {
    common::click_in(app, label, SIZE);
}

fn shows(app: &App, label: &str) -> bool {
    common::shows_in(app, label, SIZE)
}

use adjutant::games::GameExtra;
use adjutant::games::cc_great_war::HQ;
use adjutant::i18n::Lang;
use adjutant::store::Paths;
use adjutant::ui::games::GameMsg;
use adjutant::ui::games::cc::Msg;
use adjutant::ui::{App, Message};

fn cc(app: &mut App, msg: Msg) {
    send(app, Message::Game(GameMsg::Cc(msg)));
}

fn hq(app: &App, side: &str) -> u32 {
    app.table()
        .and_then(|t| t.state.table.pools.get(HQ))
        .map_or(0, |p| p.held_by(side))
}

#[test]
fn a_full_turn_through_the_gui() {
    headless();
    let home = tempfile::tempdir().expect("tempdir");
    let mut app = App::new(Paths::at(home.path()), Some(21));
    send(&mut app, Message::SetLang(Some(Lang::En)));
    click(&mut app, "Command & Colors: The Great War");
    assert!(shows(&app, "Scenario"));

    // Scenario: 4 Command cards each (the default), 2 starting HQ for the British, 6 medals.
    cc(&mut app, Msg::Name("Opening Action 1".into()));
    for _ in 0..2 {
        cc(
            &mut app,
            Msg::Count {
                field: adjutant::ui::games::cc::Field::StartHq,
                side: "allies".into(),
                delta: 1,
            },
        );
    }
    click(&mut app, "Save as preset");
    click(&mut app, "Start the battle");
    assert_eq!(hq(&app, "allies"), 2);
    assert!(shows(&app, "Set-up checklist"));

    // Play a section card from the British hand.
    click(&mut app, "Turn & cards");
    click(&mut app, "Show hand");
    let before = app.table().expect("table").state.table.decks["command"].hands["allies"].len();
    click(&mut app, "Play");
    let t = app.table().expect("table");
    assert_eq!(
        t.state.table.decks["command"].hands["allies"].len(),
        before - 1
    );
    assert!(t.state.log.last().expect("log").msg == "ccgw-log-play-command");

    // Battle: infantry at 2 hexes against open ground, two physical dice: HQ and Burst.
    click(&mut app, "Battle");
    assert!(shows(&app, "Infantry at 2 hexes: 2 battle dice."));
    assert!(shows(&app, "Roll 2 battle dice."));
    click(&mut app, "Enter my dice");
    cc(&mut app, Msg::Face("hq".into()));
    cc(&mut app, Msg::Face("burst".into()));
    click(&mut app, "Record 2 dice");
    assert_eq!(
        hq(&app, "allies"),
        3,
        "one HQ symbol earns one token from the pool"
    );
    assert!(shows(&app, "1 hit · retreat 0–0 · 1 HQ"));

    // End of turn: take 2 HQ, draw the Command card, then pass the turn.
    click(&mut app, "Turn & cards");
    click(&mut app, "Take 2 HQ");
    assert_eq!(hq(&app, "allies"), 5);
    click(&mut app, "Draw the Command card");
    assert_eq!(
        app.table().expect("table").state.table.decks["command"].hands["allies"].len(),
        before
    );
    for _ in 0..9 {
        click(&mut app, "Next ▶");
    }
    let t = app.table().expect("table");
    assert_eq!(t.state.table.cursor.side, 1);
    let GameExtra::Cc(s) = &t.state.table.extra else {
        panic!("not CC")
    };
    assert!(!s.turn.end_choice_made, "the new turn starts fresh");
    assert!(shows(&app, "Germans (Central Powers) to play"));

    // The whole turn is in the log, in Italian too.
    send(&mut app, Message::SetLang(Some(Lang::It)));
    assert!(shows(&app, "Tocca a Tedeschi (Imperi Centrali)"));
    // Undo takes back the last step of the turn.
    let log_len = app.table().expect("table").state.log.len();
    send(&mut app, Message::Undo);
    assert!(app.table().expect("table").state.log.len() < log_len);
}

#[test]
fn artillery_and_no_mans_land_through_the_gui() {
    headless();
    let home = tempfile::tempdir().expect("tempdir");
    let mut app = App::new(Paths::at(home.path()), Some(5));
    send(&mut app, Message::SetLang(Some(Lang::En)));
    click(&mut app, "Command & Colors: The Great War");
    // British: one firepower-4 artillery token and 4 HQ; No Man's Land of two 6-hex rows.
    cc(
        &mut app,
        Msg::ArtAdd {
            side: "allies".into(),
            strength: 4,
        },
    );
    for _ in 0..4 {
        cc(
            &mut app,
            Msg::Count {
                field: adjutant::ui::games::cc::Field::StartHq,
                side: "allies".into(),
                delta: 1,
            },
        );
    }
    click(&mut app, "Add a row");
    click(&mut app, "Add a row");
    for _ in 0..6 {
        cc(
            &mut app,
            Msg::NmlRow {
                index: 0,
                delta: -1,
            },
        );
        cc(
            &mut app,
            Msg::NmlRow {
                index: 1,
                delta: -1,
            },
        );
    }
    click(&mut app, "Start the battle");
    assert!(shows(&app, "No Man's Land bombardment"));
    // Tap the targeting dice read off the table: 3, then 5 (row 2, hex 2).
    cc(&mut app, Msg::NmlRoll(Some(3)));
    cc(&mut app, Msg::NmlRoll(Some(5)));
    assert!(shows(&app, "1. Die 3: row 1, hex 3"));
    assert!(shows(&app, "2. Die 5: row 2, hex 2"));

    // The rulebook's triple, 1-4-4-4, entered by hand.
    click(&mut app, "Artillery");
    click(&mut app, "Firepower 4");
    for d in [1, 4, 4, 4] {
        cc(&mut app, Msg::ArtDie(d));
    }
    click(&mut app, "Fire with these 4 dice");
    assert_eq!(hq(&app, "allies"), 0, "4 HQ bought 4 targeting dice");
    assert!(shows(
        &app,
        "A triple: the main target is cratered and its protection is ignored in this combat."
    ));
    assert!(shows(&app, "main target: 3 battle dice to roll"));
    // Main target in a trench: protection is stripped, so both Soldiers hit.
    cc(&mut app, Msg::HexTerrain("trenches".into()));
    for f in ["soldier", "soldier", "flag"] {
        cc(&mut app, Msg::HexFace(f.into()));
    }
    click(&mut app, "Record 3 dice");
    assert!(shows(&app, "main target: 2 hits, retreat 1–1"));
    assert!(shows(&app, "hex 1: 1 battle die to roll"));
    click(&mut app, "Bombardment over");
    assert!(shows(&app, "Firepower 4"));
}
