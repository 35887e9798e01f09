//! Tap budgets at the table: how many taps the common tasks take, counted on the real widgets
//! at both tablet sizes. A task over its budget fails here.

mod common;
use common::Taps;

use adjutant::core::dice::RollSource;

const LANDSCAPE: (f32, f32) = (1280.0, 800.0);
const PORTRAIT: (f32, f32) = (800.0, 1280.0);

/// Free tray: roll three Command & Colors battle dice in at most 3 taps from Home.
#[test]
fn free_tray_rolls_three_battle_dice_in_three_taps() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = common::english_app(4);
        let mut taps = Taps::new(&mut app, size);
        taps.tap("Open the dice tray");
        taps.tap_id("pick-cc-great-war:battle-3");
        taps.tap("Roll");
        assert!(taps.count <= 3, "{} taps", taps.count);
        let roll = taps
            .app
            .table()
            .and_then(|t| t.state.last_roll().cloned())
            .expect("rolled");
        assert_eq!(roll.dice.len(), 3);
        assert!(roll.dice.iter().all(|d| d.die == "cc-great-war:battle"));
        assert_eq!(roll.source, RollSource::App);
    }
}

/// Free tray: the symbol dice you rolled are entered with one tap per die, no keyboard.
#[test]
fn free_tray_enters_symbol_dice_one_tap_per_die() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = common::english_app(4);
        let mut taps = Taps::new(&mut app, size);
        taps.tap("Open the dice tray");
        taps.tap_id("pick-cc-great-war:battle-3");
        taps.tap("Enter my dice");
        let before = taps.count;
        for face in ["soldier", "burst", "flag"] {
            taps.tap_id(&format!("pad-cc-great-war:battle-{face}"));
        }
        assert_eq!(taps.count - before, 3, "one tap per die");
        let roll = taps
            .app
            .table()
            .and_then(|t| t.state.last_roll().cloned())
            .expect("recorded with the last tap");
        assert_eq!(roll.source, RollSource::Hand);
        let faces: Vec<&str> = roll.dice.iter().map(|d| d.face.as_str()).collect();
        assert_eq!(faces, ["soldier", "burst", "flag"]);
        // The next pick starts a new set: nothing left over from the last roll.
        common::send(
            taps.app,
            adjutant::ui::Message::Tray(adjutant::ui::screens::tray_draft::Msg::SetPick(
                "d6".into(),
                2,
            )),
        );
        let picks = &taps.app.table().expect("tray").draft.picks;
        assert_eq!(picks, &vec![("d6".to_string(), 2)]);
    }
}

/// ASL: from the Rally Phase to the Prep Fire Phase is one tap ("Next phase"), past the
/// Rally Phase's seven steps; "Next ▶" still goes one step at a time.
#[test]
fn asl_rally_phase_to_prep_fire_in_one_tap() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = common::english_app(4);
        common::click_in(&mut app, "ASL Starter Kit #1", size);
        let phase = |app: &adjutant::ui::App| {
            let t = app.table().expect("table");
            let c = t.state.table.cursor;
            (t.def.phases.phases[c.phase].id.clone(), c.step)
        };
        assert_eq!(phase(&app), ("rally".to_string(), 0));
        let mut taps = Taps::new(&mut app, size);
        taps.tap("Next ▶");
        assert_eq!(phase(taps.app), ("rally".to_string(), 1), "one step");
        let before = taps.count;
        taps.tap("Next phase ▶▶");
        assert_eq!(taps.count - before, 1);
        assert_eq!(phase(taps.app), ("prep-fire".to_string(), 0));
        // And it is one undoable change.
        common::send(taps.app, adjutant::ui::Message::Undo);
        assert_eq!(phase(taps.app), ("rally".to_string(), 1));
    }
}

/// Where the widget with id `id` is on screen.
fn bounds_of(app: &adjutant::ui::App, size: (f32, f32), id: &str) -> Option<iced::Rectangle> {
    let mut ui = common::sim(app, size);
    ui.find(iced_test::selector::id(id.to_string()))
        .ok()
        .and_then(|t| t.visible_bounds())
}

/// Whether a text showing `label` is in view without scrolling (the same words may also be
/// further down a form, e.g. an outcome in the odds before the roll).
fn in_view(app: &adjutant::ui::App, size: (f32, f32), label: &str) -> bool {
    common::layout(app, size)
        .texts
        .iter()
        .any(|(c, b)| c == label && b.y >= 0.0 && b.y + b.height <= size.1)
}

/// ASL: an IFT attack of 8 FP against woods with the player's dice 2 and 3 (FP and DRM
/// already set) takes two die taps; the answer (1MC) is on screen without scrolling, in
/// display type; the morale check that follows, with its +1, is one tap away, and its roll one
/// more.
#[test]
fn asl_ift_in_two_taps_and_the_morale_check_in_two_more() {
    use adjutant::games::asl_sk1::{AslState, Resolution};
    use adjutant::ui::games::GameMsg;
    use adjutant::ui::games::asl_sk1::Msg;
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = common::english_app(4);
        common::click_in(&mut app, "ASL Starter Kit #1", size);
        common::click_in(&mut app, "Next phase ▶▶", size);
        // The form already set: 8 FP against woods.
        let asl = |app: &mut adjutant::ui::App, m: Msg| {
            common::send(app, adjutant::ui::Message::Game(GameMsg::new(m)))
        };
        for _ in 0..4 {
            asl(&mut app, Msg::ItemFp(0, 1));
        }
        asl(&mut app, Msg::Terrain("woods".into()));
        let mut taps = Taps::new(&mut app, size);
        let pad = bounds_of(taps.app, size, "asl-pad-1-3");
        taps.tap_id("asl-pad-0-2");
        taps.tap_id("asl-pad-1-3");
        assert!(taps.count <= 3, "{} taps", taps.count);
        let last = |app: &adjutant::ui::App| {
            app.table()
                .and_then(|t| t.state.table.extra.get::<AslState>())
                .and_then(|s| s.last.clone())
        };
        assert!(matches!(last(taps.app), Some(Resolution::Fire(_, 2, 3))));
        assert_eq!(
            bounds_of(taps.app, size, "asl-pad-1-3"),
            pad,
            "the pad did not move when the result came"
        );
        assert!(
            in_view(taps.app, size, "1MC"),
            "the answer is in view at {size:?}"
        );
        let before = taps.count;
        taps.tap("Morale Check at +1");
        taps.tap("Roll the dice");
        assert_eq!(taps.count - before, 2);
        match last(taps.app) {
            Some(Resolution::Morale(m, _, _)) => assert_eq!(m.ift_drm, 1, "the +1 carried over"),
            other => panic!("no morale check: {other:?}"),
        }
    }
}

/// Command & Colors: a battle with the player's own dice, from the Battle phase, in at most 4
/// taps and no scrolling: the phase opens the battle panel, the target's terrain is one tap,
/// each die one tap (the last records), and the answer is in view at both tablet sizes.
#[test]
fn command_and_colors_battle_with_own_dice_in_four_taps() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = common::english_app(4);
        common::click_in(
            &mut app,
            "Command & Colors: The Great War",
            (1280.0, 2400.0),
        );
        common::click_in(&mut app, "Start the battle", (1280.0, 2400.0));
        // To the Battle phase.
        while {
            let t = app.table().expect("table");
            t.def.phases.phases[t.state.table.cursor.phase].id != "battle"
        } {
            common::send(
                &mut app,
                adjutant::ui::Message::Act(adjutant::session::Action::EndPhase),
            );
        }
        let mut taps = Taps::new(&mut app, size);
        // Infantry at 2 hexes (the form's start) against a forest: two dice, one tap each.
        taps.tap("Forest");
        let pad = bounds_of(taps.app, size, "ccgw-face-burst");
        taps.tap_id("ccgw-face-burst");
        taps.tap_id("ccgw-face-soldier");
        assert_eq!(
            bounds_of(taps.app, size, "ccgw-face-burst"),
            pad,
            "the pad did not move when the result came"
        );
        assert!(taps.count <= 4, "{} taps", taps.count);
        let t = taps.app.table().expect("table");
        let cc = t
            .state
            .table
            .extra
            .get::<adjutant::games::cc_great_war::CcState>()
            .expect("cc");
        let rec = cc.last_battle.as_ref().expect("the battle was recorded");
        assert_eq!(rec.faces, vec!["burst".to_string(), "soldier".to_string()]);
        let o = &rec.outcome;
        let head = common::cc_head(&taps.app.loc, o);
        assert!(
            in_view(taps.app, size, &head),
            "the answer {head:?} is in view at {size:?}"
        );
    }
}

/// ASL: a rally of a DM unit in woods, with the player's dice, in at most 4 taps from the
/// Rally Phase (its tool opens by itself): DM, woods, and one tap per die.
#[test]
fn asl_rally_with_dm_in_woods_in_four_taps() {
    use adjutant::games::asl_sk1::{AslState, Resolution};
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = common::english_app(4);
        common::click_in(&mut app, "ASL Starter Kit #1", size);
        let mut taps = Taps::new(&mut app, size);
        taps.tap("DM (Desperation Morale)");
        taps.tap("Woods or building");
        taps.tap_id("asl-pad-0-3");
        taps.tap_id("asl-pad-1-4");
        assert!(taps.count <= 4, "{} taps", taps.count);
        let last = taps
            .app
            .table()
            .and_then(|t| t.state.table.extra.get::<AslState>())
            .and_then(|s| s.last.clone());
        match last {
            Some(Resolution::Rally(x, 3, 4)) => {
                assert!(x.dm && x.woods_building, "{x:?}");
            }
            other => panic!("no rally: {other:?}"),
        }
    }
}

/// Command & Colors: a Reserve Artillery bombardment rolled by the app, from the Battle phase:
/// three taps to fire (the tab, the token, the targeting roll), one per hex the template hit,
/// one to close it: 6 taps for 2 hexes, the budget (the scenario's artillery and HQ
/// set up beforehand). The seed decides how many hexes are hit.
#[test]
fn command_and_colors_reserve_artillery_in_six_taps() {
    for size in [LANDSCAPE, PORTRAIT] {
        reserve_artillery_at(size);
    }
}

fn reserve_artillery_at(size: (f32, f32)) {
    use adjutant::ui::games::GameMsg;
    use adjutant::ui::games::cc_great_war::{Field, Msg};
    let (_home, mut app) = common::english_app(5);
    common::send(
        &mut app,
        adjutant::ui::Message::NewGame("cc-great-war".into()),
    );
    let cc = |app: &mut adjutant::ui::App, m: Msg| {
        common::send(app, adjutant::ui::Message::Game(GameMsg::new(m)))
    };
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
                field: Field::StartHq,
                side: "allies".into(),
                delta: 1,
            },
        );
    }
    cc(&mut app, Msg::Start);
    while {
        let t = app.table().expect("table");
        t.def.phases.phases[t.state.table.cursor.phase].id != "battle"
    } {
        common::send(
            &mut app,
            adjutant::ui::Message::Act(adjutant::session::Action::EndPhase),
        );
    }
    let mut taps = Taps::new(&mut app, size);
    taps.tap("Artillery");
    taps.tap("Firepower 4");
    taps.tap("Roll 4 targeting dice");
    // Each hex the template hit: one tap (a roll, or "No unit here" for an empty hex).
    let mut hexes = 0;
    while hexes < 7 {
        if common::shows_in(taps.app, "No unit here", size)
            && !common::shows_in(taps.app, "Roll 1 battle die", size)
            && !common::shows_in(taps.app, "Roll 2 battle dice", size)
            && !common::shows_in(taps.app, "Roll 3 battle dice", size)
        {
            taps.tap("No unit here");
        } else if common::shows_in(taps.app, "Roll 1 battle die", size) {
            taps.tap("Roll 1 battle die");
        } else if common::shows_in(taps.app, "Roll 2 battle dice", size) {
            taps.tap("Roll 2 battle dice");
        } else if common::shows_in(taps.app, "Roll 3 battle dice", size) {
            taps.tap("Roll 3 battle dice");
        } else {
            break;
        }
        hexes += 1;
    }
    taps.tap("Bombardment over");
    println!("{hexes} hexes rolled, {} taps", taps.count);
    assert!(
        taps.count <= 4 + hexes.max(2),
        "{} taps for {hexes} hexes",
        taps.count
    );
}
