//! Reach and stillness (issue 36, item 5), in a real-size window at 1280×800 and 800×1280:
//! each resolution the testers named is done in decisions and dice taps with no scroll, and
//! the controls that used to slide under a finger keep their place across the step that
//! moved them.

mod common;
use common::{LANDSCAPE, PORTRAIT, Window};

use adjutant::games::cc_great_war::CcState;
use adjutant::session::Action;
use adjutant::ui::games::GameMsg;
use adjutant::ui::games::cc_great_war::crossfire::{CROSS_LESS, CROSS_MORE};
use adjutant::ui::games::cc_great_war::{Field, Msg};
use adjutant::ui::{App, Message};

fn cc_state(app: &App) -> CcState {
    app.table()
        .and_then(|t| t.state.table.extra.get::<CcState>().cloned())
        .expect("cc")
}

fn cc(app: &mut App, m: Msg) {
    common::send(app, Message::Game(GameMsg::new(m)));
}

/// A Command & Colors game set up with the scenario as it comes, in its Battle phase.
fn cc_in_battle() -> (tempfile::TempDir, App) {
    let (home, mut app) = common::english_app(4);
    common::send(&mut app, Message::NewGame("cc-great-war".into()));
    cc(&mut app, Msg::Start);
    common::to_phase(&mut app, "battle");
    (home, app)
}

/// Taps the soldier face until the battle is recorded (one tap per die).
fn cc_dice_until_recorded(w: &mut Window<'_>) {
    for _ in 0..12 {
        if cc_state(w.app).last_battle.is_some() {
            return;
        }
        w.stable(&[], |w| w.die("ccgw-face-soldier"));
    }
    panic!("{:?}: the battle was never recorded", w.size);
}

/// Crossfire with the teams at different ranges: the machine gun, team 2 in and one hex
/// further, team 3 in, then the dice: 4 decisions + dice, no scroll, and nothing moves (the
/// team rows are always there, right under the unit). Before: the team rows were at the foot
/// of the form, 11-15 wheel notches down.
#[test]
fn cc_crossfire_at_different_ranges_is_four_decisions_plus_dice() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = cc_in_battle();
        let mut w = Window::new(&mut app, size);
        w.stable(&[], |w| w.tap("Machine-gun team"));
        w.stable(&[], |w| w.tap_id(CROSS_MORE));
        w.stable(&[], |w| w.tap_id("crossfire-more-0"));
        w.stable(&[], |w| w.tap_id(CROSS_MORE));
        cc_dice_until_recorded(&mut w);
        let rec = cc_state(w.app).last_battle.expect("recorded");
        let ranges: Vec<u32> = rec.situation.crossfire.iter().map(|c| c.range).collect();
        assert_eq!(ranges, [3, 2], "{size:?}");
        assert_eq!(
            w.dice as usize,
            rec.faces.len(),
            "{size:?}: one tap per die"
        );
        assert_eq!((w.taps, w.scrolls), (4, 0), "{size:?}");
    }
}

/// A team's − at 2 hexes takes it out, in the same place: the rows never move.
#[test]
fn cc_crossfire_team_out_again_in_place() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = cc_in_battle();
        let mut w = Window::new(&mut app, size);
        w.tap("Machine-gun team");
        let more = w.find(iced_test::selector::id(CROSS_MORE)).expect("+");
        w.stable(&[], |w| w.tap_id(CROSS_MORE));
        let less = w.find(iced_test::selector::id(CROSS_LESS)).expect("−");
        assert_eq!(less.bounds.y, more.bounds.y, "{size:?}: the same row");
        w.stable(&[], |w| w.tap_id(CROSS_LESS));
        assert!(cc_state(w.app).last_battle.is_none());
        let ui = w
            .app
            .table()
            .and_then(|t| t.game_ui.get::<adjutant::ui::games::cc_great_war::Ui>())
            .expect("cc ui");
        assert!(ui.battle.crossfire.is_empty(), "{size:?}: taken out");
        assert_eq!((w.taps, w.scrolls), (3, 0), "{size:?}");
    }
}

/// A new game: "Start the battle" is the first button of the set-up, one tap, no scroll;
/// the scenario's artillery added first does not move it, nor the add keys. Before: 13
/// wheel notches down the set-up.
#[test]
fn cc_start_the_battle_is_in_reach_and_artillery_keys_stay() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = common::english_app(4);
        common::send(&mut app, Message::NewGame("cc-great-war".into()));
        let mut w = Window::new(&mut app, size);
        let start = w.find("Start the battle").expect("Start");
        let key = w
            .find(iced_test::selector::id("ccgw-art-add-allies-4"))
            .expect("the add key");
        w.stable(&[], |w| w.tap_id("ccgw-art-add-allies-4"));
        w.stable(&[], |w| w.tap_id("ccgw-art-add-allies-4"));
        assert_eq!(
            w.find(iced_test::selector::id("ccgw-art-add-allies-4"))
                .map(|f| f.visible),
            Some(key.visible),
            "{size:?}: the add key moved"
        );
        assert_eq!(
            w.find("Start the battle").map(|f| f.visible),
            Some(start.visible)
        );
        w.tap("Start the battle");
        assert_eq!((w.taps, w.scrolls), (3, 0), "{size:?}");
        let s = cc_state(w.app);
        assert!(s.scenario.is_some(), "{size:?}: started");
        assert_eq!(
            s.scenario
                .as_ref()
                .and_then(|x| x.artillery.get("allies").cloned()),
            Some(vec![4, 4])
        );
    }
}

/// The attacking side follows the turn: the British fight a battle, the turn passes, and the
/// Germans' battle with two taps on the form is recorded as the Germans'. Before: the British
/// kept from the last turn, the choice three scrolls down.
#[test]
fn cc_the_attacker_follows_the_turn() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = cc_in_battle();
        {
            let mut w = Window::new(&mut app, size);
            w.tap("Forest");
            cc_dice_until_recorded(&mut w);
        }
        assert_eq!(cc_state(&app).last_battle.expect("one").side, "allies");
        // To the Germans' Battle phase.
        for _ in 0..40 {
            common::send(&mut app, Message::Act(Action::EndPhase));
            if common::phase(&app) == "battle" {
                break;
            }
        }
        let in_turn = app
            .table()
            .and_then(|t| adjutant::games::cc_great_war::in_turn_side(&t.def, &t.state.table));
        assert_eq!(in_turn.as_deref(), Some("central"), "{size:?}");
        let mut w = Window::new(&mut app, size);
        w.tap("Buildings");
        let before = cc_state(w.app).last_battle.map(|b| b.faces);
        for _ in 0..12 {
            if cc_state(w.app).last_battle.map(|b| b.faces) != before {
                break;
            }
            w.die("ccgw-face-soldier");
        }
        let rec = cc_state(w.app).last_battle.expect("recorded");
        assert_eq!(rec.side, "central", "{size:?}: the side in turn attacked");
        assert_eq!((w.taps, w.scrolls), (1, 0), "{size:?}");
    }
}

/// Reserve Artillery with the players' own targeting dice: the first die shown does not move
/// Clear (nor Fire); the label "Fire with this die" no longer pushes it.
#[test]
fn cc_targeting_dice_keep_clear_in_place() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = common::english_app(5);
        common::send(&mut app, Message::NewGame("cc-great-war".into()));
        cc(
            &mut app,
            Msg::ArtAdd {
                side: "allies".into(),
                strength: 3,
            },
        );
        for _ in 0..3 {
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
        common::to_phase(&mut app, "battle");
        let mut w = Window::new(&mut app, size);
        w.tap("Artillery");
        w.tap("Firepower 3");
        let clear = w.find("Clear").expect("Clear");
        w.stable(&[], |w| w.die("ccgw-target-die-2"));
        assert_eq!(
            w.find("Clear").map(|f| f.visible),
            Some(clear.visible),
            "{size:?}"
        );
        w.stable(&[], |w| w.die("ccgw-target-die-4"));
        assert_eq!(
            w.find("Clear").map(|f| f.visible),
            Some(clear.visible),
            "{size:?}"
        );
        w.tap("Clear");
        assert_eq!((w.taps, w.dice, w.scrolls), (3, 2, 0), "{size:?}");
    }
}

/// The HQ + and − in the landscape side column stay put from one phase to the next (the
/// phase's hint, which changes, is under the counters).
#[test]
fn cc_hq_keys_in_the_side_column_stay_put_across_phases() {
    let (_home, mut app) = common::english_app(4);
    common::send(&mut app, Message::NewGame("cc-great-war".into()));
    cc(&mut app, Msg::Start);
    let mut w = Window::new(&mut app, LANDSCAPE);
    let keys = |w: &mut Window<'_>| -> Vec<(i32, i32)> {
        let side = w
            .find(iced_test::selector::id(
                adjutant::ui::screens::frame::SIDE_ID,
            ))
            .expect("the side column")
            .bounds;
        w.texts()
            .into_iter()
            .filter(|(t, b)| (t == "+" || t == "−") && side.contains(b.center()))
            .map(|(_, b)| (b.x as i32, b.y as i32))
            .take(4)
            .collect()
    };
    let first = keys(&mut w);
    assert_eq!(first.len(), 4, "both sides' HQ keys in view");
    for _ in 0..8 {
        w.tap("Next phase ▶▶");
        assert_eq!(keys(&mut w), first, "phase {}", common::phase(w.app));
    }
    assert_eq!(w.scrolls, 0);
}

/// Where the text `label` starts, as drawn (its width follows its words).
fn at(w: &mut Window<'_>, label: &str) -> Option<(i32, i32)> {
    w.find(label)
        .and_then(|f| f.visible)
        .map(|v| (v.x as i32, v.y as i32))
}

/// ASL, the firers one by one: from the Prep Fire Phase, the fold, a squad and a machine gun,
/// the squad's point-blank fire, then the dice: 4 decisions + 2 dice, no scroll; the fold and
/// the add buttons stay where they were. Before: the fold was 5-7 wheel notches down.
#[test]
fn asl_firers_one_by_one_in_reach() {
    use adjutant::games::asl_sk1::{AslState, Resolution};
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = common::english_app(4);
        common::send(&mut app, Message::NewGame("asl-sk1".into()));
        common::to_phase(&mut app, "prep-fire");
        let mut w = Window::new(&mut app, size);
        let fold = "Firers one by one (weapons, PBF, long range)…";
        let before = at(&mut w, fold);
        w.tap(fold);
        assert_eq!(
            at(&mut w, "Fold the firers one by one"),
            before,
            "{size:?}: the fold stayed"
        );
        let add = at(&mut w, "+ Squad");
        w.tap("+ Squad");
        w.tap("+ Machine gun");
        assert_eq!(
            at(&mut w, "+ Squad"),
            add,
            "{size:?}: the add button stayed"
        );
        // The squad's own point-blank toggle (the first of the two).
        let pbf = w
            .all_texts()
            .into_iter()
            .find(|(t, _)| t == "Point blank (adjacent)")
            .expect("the squad's PBF");
        assert!(w.in_view(&pbf.1), "{size:?}: the squad's PBF in view");
        w.tap("Point blank (adjacent)");
        w.die("asl-pad-0-2");
        w.die("asl-pad-1-3");
        let last = w
            .app
            .table()
            .and_then(|t| t.state.table.extra.get::<AslState>())
            .and_then(|s| s.last.clone());
        assert!(
            matches!(last, Some(Resolution::Fire(_, 2, 3))),
            "{size:?}: {last:?}"
        );
        assert_eq!((w.taps, w.dice, w.scrolls), (4, 2, 0), "{size:?}");
    }
}

/// Trench Club, Declare in the dock: picking the attacker and its target (the words saying
/// who attacks whom may take two lines) never moves Declare.
#[test]
fn trench_club_declare_stays_put_when_units_are_picked() {
    use adjutant::ui::games::trench_club::Msg as Tc;
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = common::english_app(5);
        common::send(&mut app, Message::NewGame("trench-club".into()));
        common::click_in(&mut app, "Start the game", (1280.0, 2400.0));
        for (side, kind) in [
            ("germany", "armoured-car"),
            ("germany", "infantry"),
            ("france", "infantry"),
        ] {
            common::send(
                &mut app,
                Message::Game(GameMsg::new(Tc::AddSide(side.into()))),
            );
            common::send(&mut app, Message::Game(GameMsg::new(Tc::Add(kind.into()))));
        }
        common::to_phase(&mut app, "declare");
        let mut w = Window::new(&mut app, size);
        let declare = at(&mut w, "Declare this attack");
        assert!(declare.is_some(), "{size:?}");
        w.tap("Armoured Car #1 · Germany");
        assert_eq!(at(&mut w, "Declare this attack"), declare, "{size:?}");
        w.tap("Infantry #3 · France");
        assert_eq!(at(&mut w, "Declare this attack"), declare, "{size:?}");
        w.tap("Declare this attack");
        assert_eq!((w.taps, w.scrolls), (3, 0), "{size:?}");
    }
}

/// Home: the campaigns' button is in view in landscape and portrait, with the new games and
/// the dice tray.
#[test]
fn home_campaigns_in_view() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = common::english_app(4);
        let mut w = Window::new(&mut app, size);
        for label in [
            "Open the campaigns",
            "Open the dice tray",
            "Command & Colors: The Great War",
            "Tide of Iron",
        ] {
            assert!(w.sees(label), "{size:?}: {label:?} in view");
        }
        w.tap("Open the campaigns");
        assert_eq!((w.taps, w.scrolls), (1, 0));
    }
}

/// Taps `label`, scrolling the region `region` to it first if it is not in view (the scroll
/// counts).
fn reach_in(w: &mut Window<'_>, region: &str, label: &str) {
    if !w.sees(label) {
        w.scroll_to(region, label);
    }
    w.tap(label);
}

/// We Were Brothers campaign: a soldier's service record opens in view with one tap, and the
/// debrief (the result, a man's end, Save) is done with no scroll at either size: the
/// narrower part (record, changes and Save) has its own region, beside the roster in
/// landscape and under it in portrait. Before: about 10 wheel notches in portrait.
#[test]
fn wwb_service_record_and_debrief_in_reach() {
    use adjutant::games::we_were_brothers::campaign::{CampaignFate, Platoon};
    use adjutant::ui::campaign::CampMsg;
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = common::english_app(21);
        let mut w = Window::new(&mut app, size);
        w.tap("Open the campaigns");
        common::send(w.app, CampMsg::Name("Husky".into()).into());
        reach_in(&mut w, "campaign-main", "Create the campaign");
        let setup = w.scrolls;
        // The service record: one tap on the soldier, his record in view.
        w.tap("Able 2 — Active — no skills");
        assert!(
            w.texts()
                .iter()
                .any(|(t, _)| t.starts_with("Able 2 — Active — no skills — ")),
            "{size:?}: the record in view"
        );
        assert_eq!(w.scrolls, setup, "{size:?}: the record with no scroll");
        reach_in(&mut w, "campaign-main", "Start mission 1");
        w.tap("Home");
        w.tap("Open the campaigns");
        reach_in(&mut w, "campaign-main", "Husky — 0 missions played");
        reach_in(&mut w, "campaign-main", "Mission 1 over: debrief");
        let before = (w.taps, w.scrolls);
        w.tap("Win");
        w.tap("Able 2: In the field at the end");
        w.tap("Routed off our edge");
        w.tap("Save the debrief");
        assert_eq!(
            (w.taps - before.0, w.scrolls - before.1),
            (4, 0),
            "{size:?}: the debrief in 4 taps, no scroll"
        );
        let c = adjutant::store::campaigns::load_id(&w.app.paths, "husky").expect("on disk");
        assert_eq!(
            Platoon::from_json(&c.roster)
                .expect("roster")
                .member(2)
                .map(|(_, m)| m.fate),
            Some(CampaignFate::Safe)
        );
    }
}
