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

/// A Command & Colors game set up and in its Battle phase.
fn cc_in_battle() -> (tempfile::TempDir, adjutant::ui::App) {
    let (home, mut app) = common::english_app(4);
    common::send(&mut app, Message::NewGame("cc-great-war".into()));
    common::click_in(&mut app, "Start the battle", (1280.0, 2400.0));
    to_phase(&mut app, "battle");
    (home, app)
}

/// Command & Colors: a battle with the players' own dice from the Battle phase, target in a
/// forest: one decision (the terrain) and one tap per die, no scroll; the dock stays put and
/// the answer is in it.
#[test]
fn cc_battle_with_own_dice_is_one_decision_plus_dice() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = cc_in_battle();
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
        let head = common::cc_head(&w.app.loc, o);
        assert!(w.sees(&head), "{size:?}: the answer {head:?} in view");
    }
}

/// Every tab and phase opens at its top: the form scrolled down on one tab, another tab
/// opens with its first control in view, and so does the next phase.
#[test]
fn a_new_tab_and_a_new_phase_open_at_their_top() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = cc_in_battle();
        let mut w = Window::new(&mut app, size);
        let first = "Machine-gun team";
        assert!(w.sees(first), "{size:?}");
        w.scroll_to(
            adjutant::ui::screens::frame::FORM_ID,
            "Dice tray: any other roll ▸",
        );
        assert!(!w.sees(first), "{size:?}: scrolled away");
        w.tap("Medals");
        w.tap("Battle");
        assert!(
            w.sees(first),
            "{size:?}: the Battle tab reopened at its top"
        );
        w.scroll_to(
            adjutant::ui::screens::frame::FORM_ID,
            "Dice tray: any other roll ▸",
        );
        w.tap("Next phase ▶▶");
        assert!(
            w.sees("Turn & cards") && !w.sees("Dice tray: any other roll ▸"),
            "{size:?}: the next phase opened at its top"
        );
    }
}

/// Next phase is one tap in every game, and nothing pinned moves.
#[test]
fn next_phase_is_one_tap_in_every_game() {
    for game in [
        "cc-great-war",
        "asl-sk1",
        "we-were-brothers",
        "tide-of-iron",
        "trench-club",
    ] {
        for size in [LANDSCAPE, PORTRAIT] {
            let (_home, mut app) = common::english_app(4);
            common::send(&mut app, Message::NewGame(game.into()));
            let before = app.table().expect("table").state.table.cursor;
            let mut w = Window::new(&mut app, size);
            let bar = w.find("Next phase ▶▶").expect("the button");
            w.tap("Next phase ▶▶");
            assert_eq!(w.taps, 1);
            let after = w.app.table().expect("table").state.table.cursor;
            assert_ne!(before, after, "{game} {size:?}: the phase moved on");
            let again = w.find("Next phase ▶▶").expect("still there");
            assert_eq!(
                bar.visible, again.visible,
                "{game} {size:?}: the button moved"
            );
        }
    }
}

fn cc_state(app: &adjutant::ui::App) -> &adjutant::games::cc_great_war::CcState {
    app.table()
        .and_then(|t| {
            t.state
                .table
                .extra
                .get::<adjutant::games::cc_great_war::CcState>()
        })
        .expect("cc")
}

/// Command & Colors: a machine gun firing with a second team in crossfire, own dice, from the
/// Battle phase: the unit, "Add a team", then one tap per die (the last records): 2 + dice.
#[test]
fn cc_crossfire_of_two_teams_is_two_decisions_plus_dice() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = cc_in_battle();
        let mut w = Window::new(&mut app, size);
        w.stable(&[], |w| w.tap("Machine-gun team"));
        w.stable(&[], |w| {
            w.tap_id(adjutant::ui::games::cc_great_war::crossfire::CROSS_MORE)
        });
        for _ in 0..12 {
            if cc_state(w.app).last_battle.is_some() {
                break;
            }
            w.stable(&[], |w| w.die("ccgw-face-soldier"));
        }
        let rec = cc_state(w.app).last_battle.clone().expect("recorded");
        assert_eq!(
            rec.situation.crossfire.len(),
            1,
            "{size:?}: the second team"
        );
        assert_eq!(
            w.dice as usize,
            rec.faces.len(),
            "{size:?}: one tap per die"
        );
        assert_eq!((w.taps, w.scrolls), (2, 0), "{size:?}");
    }
}

/// Command & Colors: Reserve Artillery with the players' own dice, from the Battle phase
/// (the scenario's artillery and HQ set up earlier): the tab, the token, the targeting dice
/// (the last one fires), each hex's dice (the last one records the hex), "Bombardment over":
/// at most 5 decisions + dice for 2 hexes, no scroll.
#[test]
fn cc_reserve_artillery_with_own_dice_is_at_most_five_decisions_plus_dice() {
    use adjutant::ui::games::GameMsg;
    use adjutant::ui::games::cc_great_war::{Field, Msg};
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = common::english_app(5);
        common::send(&mut app, Message::NewGame("cc-great-war".into()));
        let cc =
            |app: &mut adjutant::ui::App, m: Msg| common::send(app, Message::Game(GameMsg::new(m)));
        cc(
            &mut app,
            Msg::ArtAdd {
                side: "allies".into(),
                strength: 2,
            },
        );
        for _ in 0..2 {
            cc(
                &mut app,
                Msg::Count {
                    field: Field::StartHq,
                    side: "allies".into(),
                    delta: 1,
                },
            );
        }
        cc(&mut app, Msg::Start);
        to_phase(&mut app, "battle");
        let mut w = Window::new(&mut app, size);
        w.tap("Artillery");
        w.tap("Firepower 2");
        // Two targeting dice on two different hexes.
        w.die("ccgw-target-die-2");
        w.die("ccgw-target-die-5");
        let fire = cc_state(w.app)
            .artillery
            .clone()
            .expect("the bombardment began");
        let mut hexes = 0;
        while cc_state(w.app)
            .artillery
            .as_ref()
            .and_then(|f| f.next_hex())
            .is_some()
        {
            let left = cc_state(w.app)
                .artillery
                .as_ref()
                .map_or(0, |f| f.results.iter().filter(|r| r.is_none()).count());
            if left > 1 {
                w.stable(&[], |w| w.die("ccgw-face-burst"));
            } else {
                // The last hex's last die ends the form (its working moves up): no check.
                w.die("ccgw-face-burst");
            }
            let f = cc_state(w.app).artillery.clone().expect("still under way");
            hexes = f.results.iter().flatten().count();
            assert!(w.dice < 40, "{size:?}: the hexes never recorded");
        }
        assert!(
            hexes >= 2,
            "{size:?}: {hexes} hexes ({:?})",
            fire.plan.order
        );
        w.tap("Bombardment over");
        assert!(cc_state(w.app).artillery.is_none(), "{size:?}: over");
        assert!(
            w.taps <= 5 && w.scrolls == 0,
            "{size:?}: {} decisions, {} scrolls",
            w.taps,
            w.scrolls
        );
    }
}

/// The free dice tray: a roll's result has a slot of its own, so "Add dice" and everything
/// under it stay where they were; three battle dice in three taps.
#[test]
fn the_tray_result_moves_nothing() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = common::english_app(4);
        let mut w = Window::new(&mut app, size);
        w.tap("Open the dice tray");
        w.stable(&[], |w| w.tap_id("pick-cc-great-war:battle-3"));
        w.stable(&[], |w| w.tap("Roll"));
        assert_eq!((w.taps, w.scrolls), (3, 0));
        let roll = w.app.table().and_then(|t| t.state.last_roll().cloned());
        assert_eq!(roll.map(|r| r.dice.len()), Some(3), "{size:?}");
    }
}

/// Command & Colors Medals tab: a medal taken adds its line below every button, so the
/// buttons (the one just tapped, the other side's) stay where they were.
#[test]
fn cc_taking_a_medal_moves_no_button() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = cc_in_battle();
        let mut w = Window::new(&mut app, size);
        w.tap("Medals");
        let taps = w.taps;
        // Every side has the same buttons, so `stable` (unique labels) cannot see them:
        // compare every button label's place, both sides'.
        let places = |w: &mut Window<'_>| -> Vec<(String, f32, f32)> {
            w.texts()
                .into_iter()
                .filter(|(t, _)| {
                    [
                        "Enemy unit wiped out",
                        "Temporary objective",
                        "Breakthrough",
                    ]
                    .contains(&t.as_str())
                })
                .map(|(t, b)| (t, b.x, b.y))
                .collect()
        };
        let before = places(&mut w);
        assert!(before.len() >= 3, "{size:?}: the buttons in view");
        w.tap("Temporary objective");
        assert_eq!(places(&mut w), before, "{size:?}: a button moved");
        assert_eq!(w.taps, taps + 1);
        // Listed under the buttons (one swipe down); the panel's title counts it in view.
        assert!(
            w.all_texts()
                .iter()
                .any(|(t, _)| t.starts_with("✪ ") && t.ends_with("Temporary objective")),
            "{size:?}: the medal is listed"
        );
        assert!(
            w.texts()
                .iter()
                .any(|(t, _)| t.contains(": 1 ") && t.contains("medal")),
            "{size:?}: the count in view"
        );
    }
}
