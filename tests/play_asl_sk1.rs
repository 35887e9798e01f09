//! ASL Starter Kit #1 without a screen (issue 23): a Game Turn played through `adjutant
//! play … --json` alone, then opened in the app at the same point with the same state and
//! the same result card; every action the panels take said as words and read back; and the
//! rules' refusals, which change nothing on disk.

mod common;
use common::cli_play::{act, files, run, show};

use std::path::Path;

use adjutant::games::asl_sk1::{AslState, Resolution};
use adjutant::ui::games::GameMsg;
use adjutant::ui::games::asl_sk1::Msg;
use adjutant::ui::{App, Message};
use common::play_walk::Walk;
use serde_json::Value;

/// Tall enough that the whole middle column is laid out on screen (as in tests/asl_ui.rs).
const SIZE: (f32, f32) = (1280.0, 3200.0);

fn end_phases(home: &Path, save: &str, n: usize) -> Value {
    let mut last = Value::Null;
    for _ in 0..n {
        last = act(home, save, &["end-phase"]);
    }
    last
}

const FIRE: &str = r#"{"items":[{"kind":"Squad","fp":7,"long_range":true}],"fire_type":"Prep","leaders":[-1],"tem":3}"#;

/// One Game Turn through `play` alone: the scenario's length, units and a reinforcement on
/// the turn record; the German Player Turn with PFPh example 2 (L819-825) and its 1MC
/// (L826-829), a CX marker in the MPh and a Close Combat in the CCPh (L1419-1514); the
/// Allied Player Turn with a rally in its RPh (L484-580); then Game Turn 2, whose
/// reinforcement is due. The save then opens in the app at the same point, with the same
/// state, and the app's card shows the words `play` printed.
#[test]
fn a_game_turn_through_play_opens_in_the_app_the_same() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let (code, out, err) = run(h, &["play", "new", "asl-sk1", "--seed", "9", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).expect("json");
    let save = v["save"].as_str().expect("save id").to_string();
    let save = save.as_str();

    act(h, save, &["set-length", "turns=5", "half_last=false"]);
    act(h, save, &["add-unit", "name=9-1 leader", "side=0"]);
    act(h, save, &["add-unit", "name=4-6-7", "side=1"]);
    act(
        h,
        save,
        &[
            "add-reinforcement",
            "turn=2",
            "side=0",
            "text=Two squads enter",
        ],
    );
    let v = show(h, save, None);
    assert_eq!(v["phase"]["id"], "rally");
    assert_eq!(v["state"]["turns"], 5);
    assert_eq!(v["state"]["attacker"]["id"], "german");
    assert_eq!(v["state"]["units"][1]["name"], "4-6-7");
    assert_eq!(v["state"]["units"][1]["side"]["id"], "allied");
    assert!(v["card"].is_null(), "no answer yet");

    // PFPh: the 7-4-7 at long range, directed by the 9-1, at a stone building; dice 1 and 1.
    let v = act(h, save, &["end-phase"]);
    assert_eq!(v["phase"]["id"], "prep-fire");
    let v = act(h, save, &["fire", FIRE, "1,1"]);
    assert_eq!(v["card"]["kind"], "fire");
    assert_eq!(v["card"]["outcome"], "1MC");
    assert!(
        v["card"]["working"]
            .as_array()
            .expect("working")
            .iter()
            .any(|l| l == "IFT: 2 column, final DR 4 → 1MC"),
        "{v}"
    );
    assert_eq!(v["card"]["verified"], true);
    // The 1MC on the 4-6-7: dice 2 and 3, +1: 6 ≤ 7 passes.
    let v = act(
        h,
        save,
        &["morale", r#"{"kind":"Mc","morale":7,"ift_drm":1}"#, "2,3"],
    );
    assert_eq!(v["card"]["outcome"], "passed");
    assert_eq!(v["card"]["detail"], "Final DR 6 ≤ 7: passed");
    assert_eq!(
        v["log"][0],
        "Dice entered: Morale Check (morale 7), dice 2+3, final DR 6: passed"
    );

    // MPh: the leader goes CX.
    let v = act(h, save, &["end-phase"]);
    assert_eq!(v["phase"]["id"], "movement");
    act(h, save, &["set-flag", "unit=1", "flag=Cx", "on=true"]);
    // On to the CCPh: 7 FP against 4 (3-2 odds… as the table says), dice 3 and 2.
    let v = end_phases(h, save, 5);
    assert_eq!(v["phase"]["id"], "close-combat");
    let v = act(
        h,
        save,
        &[
            "close-combat",
            r#"{"attacker_fp":7,"defender_fp":4}"#,
            "3,2",
        ],
    );
    assert_eq!(v["card"]["kind"], "close-combat");
    assert!(v["card"]["detail"].as_str().is_some_and(|d| !d.is_empty()));

    // The Allied Player Turn: the Allies are ATTACKER; a rally of a broken 7-morale unit.
    let v = act(h, save, &["end-phase"]);
    assert_eq!(v["phase"]["id"], "rally");
    assert_eq!(v["side"]["id"], "allied");
    assert_eq!(show(h, save, None)["state"]["attacker"]["id"], "allied");
    let v = act(h, save, &["rally", r#"{"broken_morale":7}"#, "2,2"]);
    assert_eq!(v["card"]["kind"], "rally");
    let rally = v["card"].clone();

    // Game Turn 2: the Germans attack again, their reinforcement is due.
    let v = end_phases(h, save, 8);
    assert_eq!(
        (v["round"].as_u64(), &v["phase"]["id"]),
        (Some(2), &"rally".into())
    );
    let table = show(h, save, None);
    assert_eq!(table["side"]["id"], "german");
    assert_eq!(table["state"]["attacker"]["id"], "german");
    assert_eq!(
        table["state"]["reinforcements_due"][0]["text"],
        "Two squads enter"
    );
    assert_eq!(table["state"]["units"][0]["flags"][0]["id"], "cx");
    assert_eq!(table["state"]["last"], "rally");
    // Pins come off after the CCPh (the marker table): the reminder is in the state.
    let pin = table["state"]["reminders"]
        .as_array()
        .expect("reminders")
        .iter()
        .find(|r| r["marker"] == "pin")
        .expect("a Pin reminder")
        .clone();
    assert_eq!(
        (pin["off"].clone(), pin["name"].clone()),
        (true.into(), "Pin".into())
    );
    // The latest answer is the rally's, worded for whose turn it now is.
    assert_eq!(table["card"]["outcome"], rally["outcome"]);
    assert_eq!(table["card"]["working"], rally["working"]);

    // Nothing of this game is hidden: a side sees the same state as the whole table.
    common::cli_play::nothing_hidden(h, save, "allied", &table);

    // The app opens the same save at the same point, with the same state and card.
    let (on_disk, mut app) = common::cli_play::resumed(h, save);
    let t = app.table().expect("opened");
    assert!(t.read_only.is_none());
    assert_eq!(t.state.table, on_disk.table);
    assert_eq!(t.state.table.cursor.round, 2);
    assert_eq!(common::phase(&app), "rally");
    let s = t.state.table.extra.get::<AslState>().expect("asl state");
    assert!(matches!(s.last, Some(Resolution::Rally(..))));
    // The Rally Phase opens the rally tool, whose card is the one `play` printed.
    let mut w = common::Window::new(&mut app, SIZE);
    for key in ["outcome", "whose"] {
        let words = table["card"][key].as_str().expect("words");
        assert!(w.sees(words), "the app does not show {key} {words:?}");
    }
    if let Some(d) = table["card"]["detail"].as_str() {
        assert!(w.sees(d), "the app does not show {d:?}");
    }
    // And the phase's reminder atop the tool, as the state words it.
    assert!(w.sees("Take off: Pin"));
}

fn send(app: &mut App, msg: Msg) {
    common::send(app, Message::Game(GameMsg::new(msg)));
}

fn click(app: &mut App, label: &str) {
    common::click_in(app, label, SIZE);
}

fn dice(app: &mut App, colored: u8, white: u8) {
    common::click_id_in(app, &format!("asl-pad-0-{colored}"), SIZE);
    common::click_id_in(app, &format!("asl-pad-1-{white}"), SIZE);
}

fn die(app: &mut App, value: u8) {
    common::click_id_in(app, &format!("asl-pad-0-{value}"), SIZE);
}

/// Every action the panels take can be said on the command line: the panels driven through
/// the taps of tests/asl_ui.rs (fire and morale, leader loss, ambush, units and markers,
/// support weapons, smoke, random selection, the turn record), and after each tap every
/// action it applied is written as words, read back as the same action, and was allowed by
/// `allowed_now` just before.
#[test]
fn every_panel_action_is_expressible_and_was_allowed() {
    use adjutant::ui::games::asl_sk1::{PickMsg, SwMsg};
    let (_home, mut app) = common::english_app(9);
    click(&mut app, "ASL Starter Kit #1");
    let mut walk = Walk::new(&app);
    let w = &mut walk;
    // Fire and the morale check it calls for (tests/asl_ui.rs, PFPh example 2).
    w.step(&mut app, |a| click(a, "Fire"));
    w.step(&mut app, |a| {
        click(a, "Firers one by one (weapons, PBF, long range)…")
    });
    w.step(&mut app, |a| send(a, Msg::ItemFp(0, 3)));
    w.step(&mut app, |a| click(a, "Long range"));
    w.step(&mut app, |a| click(a, "+ Directing leader"));
    w.step(&mut app, |a| click(a, "Stone building +3"));
    w.step(&mut app, |a| dice(a, 1, 1));
    w.step(&mut app, |a| click(a, "Morale"));
    w.step(&mut app, |a| send(a, Msg::McIft(1)));
    w.step(&mut app, |a| dice(a, 2, 3));
    // The app's own roll, and the leader loss check.
    w.step(&mut app, |a| click(a, "Roll the dice"));
    w.step(&mut app, |a| click(a, "Leader Loss Morale Check (LLMC)"));
    w.step(&mut app, |a| dice(a, 3, 3));
    // Rally and Close Combat.
    w.step(&mut app, |a| click(a, "Rally"));
    w.step(&mut app, |a| dice(a, 2, 2));
    w.step(&mut app, |a| click(a, "Close Combat"));
    w.step(&mut app, |a| dice(a, 3, 4));
    // The ambush sets the Close Combat form.
    w.step(&mut app, |a| click(a, "More"));
    w.step(&mut app, |a| click(a, "Ambush"));
    w.step(&mut app, |a| send(a, Msg::AmbCx(0)));
    w.step(&mut app, |a| send(a, Msg::AmbLeader(1, -1)));
    w.step(&mut app, |a| dice(a, 5, 2));
    // Wound and promotion.
    w.step(&mut app, |a| click(a, "Wound"));
    w.step(&mut app, |a| die(a, 3));
    w.step(&mut app, |a| click(a, "Field promotion"));
    w.step(&mut app, |a| die(a, 2));
    // Support weapons: after a KIA (the last attack's column and DRM), repair, recovery,
    // smoke.
    w.step(&mut app, |a| click(a, "Fire"));
    w.step(&mut app, |a| dice(a, 1, 2));
    w.step(&mut app, |a| click(a, "More"));
    w.step(&mut app, |a| click(a, "Support weapons"));
    w.step(&mut app, |a| click(a, "Use the last attack"));
    w.step(&mut app, |a| dice(a, 1, 3));
    w.step(&mut app, |a| send(a, Msg::Sw(SwMsg::OneDie)));
    w.step(&mut app, |a| click(a, "Repair"));
    w.step(&mut app, |a| send(a, Msg::Sw(SwMsg::RepairNumber(1))));
    w.step(&mut app, |a| die(a, 6));
    w.step(&mut app, |a| click(a, "Recovery"));
    w.step(&mut app, |a| click(a, "Unit CX"));
    w.step(&mut app, |a| die(a, 5));
    w.step(&mut app, |a| click(a, "Smoke grenade"));
    w.step(&mut app, |a| click(a, "Into an adjacent hex"));
    w.step(&mut app, |a| die(a, 2));
    w.step(&mut app, |a| {
        click(a, "Smoke stays to the end of the Player Turn")
    });
    // Units and their markers, and a random selection among them.
    w.step(&mut app, |a| send(a, Msg::UnitName("4-4-7 J3".into())));
    w.step(&mut app, |a| click(a, "Turn & units"));
    w.step(&mut app, |a| click(a, "Add unit"));
    w.step(&mut app, |a| click(a, "Pin"));
    w.step(&mut app, |a| click(a, "More"));
    w.step(&mut app, |a| click(a, "Random selection"));
    w.step(&mut app, |a| click(a, "4-4-7 J3"));
    w.step(&mut app, |a| {
        send(a, Msg::Pick(PickMsg::Name("5-2-7".into())))
    });
    w.step(&mut app, |a| click(a, "Add candidate"));
    w.step(&mut app, |a| click(a, "Ties roll again (not ASL A.9)"));
    w.step(&mut app, |a| click(a, "Use these dice"));
    w.step(&mut app, |a| click(a, "Roll again for the tied"));
    w.step(&mut app, |a| send(a, Msg::Pick(PickMsg::Die(1, 3))));
    w.step(&mut app, |a| click(a, "Use these dice"));
    // Through the turn to the next Player Turn's Rally Phase: the Pin comes off.
    for _ in 0..8 {
        w.step(&mut app, |a| click(a, "Next phase ▶▶"));
    }
    w.step(&mut app, |a| click(a, "Clear on the list (1)"));
    w.step(&mut app, |a| click(a, "Turn & units"));
    w.step(&mut app, |a| click(a, "Remove"));
    // The turn record: the scenario's length, a half last turn, who attacks first, a
    // reinforcement put on and taken off, and the players' readings.
    w.step(&mut app, |a| send(a, Msg::Length(6)));
    w.step(&mut app, |a| send(a, Msg::HalfLast));
    w.step(&mut app, |a| send(a, Msg::FirstAttacker));
    w.step(&mut app, |a| {
        send(a, Msg::ReinfText("Two squads, east edge".into()))
    });
    w.step(&mut app, |a| send(a, Msg::ReinfTurn(2)));
    w.step(&mut app, |a| send(a, Msg::AddReinf));
    w.step(&mut app, |a| send(a, Msg::RemoveReinf(0)));
    for m in [Msg::BelowOne, Msg::CowerFg, Msg::ResidualErrata] {
        w.step(&mut app, |a| send(a, m));
    }
    for v in [
        "Fire",
        "Morale",
        "Rally",
        "CloseCombat",
        "Ambush",
        "Wound",
        "Promotion",
        "SwKill",
        "SwRepair",
        "SwRecover",
        "Smoke",
        "RandomPick",
        "SetSettings",
        "SetLength",
        "SetFirstAttacker",
        "AddReinforcement",
        "RemoveReinforcement",
        "AddUnit",
        "SetFlag",
        "ClearFlag",
        "RemoveUnit",
    ] {
        assert!(walk.variants.contains(v), "the walk never applied {v}");
    }
}

/// What the rules forbid is refused by `play do` with exit 2 and the rule's words, and the
/// save's files are left byte for byte as they were.
#[test]
fn refusals_change_nothing_on_disk() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let (code, save, err) = run(h, &["play", "new", "asl-sk1", "--seed", "4"]);
    assert_eq!(code, 0, "{err}");
    let save = save.trim();
    act(h, save, &["add-unit", "name=8-1", "side=0"]);
    let before = files(h);
    let refused = |words: &[&str], says: &str| {
        let mut args = vec!["play", save, "do"];
        args.extend_from_slice(words);
        let (code, out, err) = run(h, &args);
        assert_eq!(code, 2, "{words:?} was taken: {out}");
        assert!(err.contains(says), "{words:?}: {err}");
        assert_eq!(files(h), before, "{words:?} changed the save's files");
    };
    // A leader alone cannot use his leadership in Close Combat (L1474-1475).
    refused(
        &[
            "close-combat",
            r#"{"attacker_fp":1,"defender_fp":4,"leader_drm":-1,"mmc":false}"#,
            "3,3",
        ],
        "A leader alone cannot use his leadership in Close Combat",
    );
    // Only a good-order unit takes a Pin Task Check (L851-854).
    refused(
        &[
            "morale",
            r#"{"kind":"Ptc","morale":7,"broken":true}"#,
            "2,2",
        ],
        "Only good-order units take a Pin Task Check.",
    );
    // Only one side can ambush (L1476-1495).
    refused(
        &[
            "close-combat",
            r#"{"attacker_fp":4,"defender_fp":4,"attacker_ambushed":true,"defender_ambushed":true}"#,
            "3,3",
        ],
        "Only one side can ambush.",
    );
    // A die shows 1 to 6.
    refused(&["fire", FIRE, "7,1"], "");
    // A unit that is not on the list cannot be marked.
    refused(&["set-flag", "unit=9", "flag=Pinned", "on=true"], "");
}

/// A scripted attack or check leaves out what has a default: Prep Fire, a Morale Check.
#[test]
fn common_actions_leave_out_their_defaults() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let (code, save, err) = run(h, &["play", "new", "asl-sk1", "--seed", "2"]);
    assert_eq!(code, 0, "{err}");
    let save = save.trim();
    let v = act(
        h,
        save,
        &["fire", r#"{"items":[{"kind":"Squad","fp":4}]}"#, "3,4"],
    );
    assert_eq!(v["card"]["working"][0], "Kind of fire: Prep Fire");
    let v = act(h, save, &["morale", r#"{"morale":7}"#, "3,4"]);
    assert_eq!(v["card"]["kind"], "morale");
    assert_eq!(
        v["card"]["working"][0],
        "Morale Check for a Squad with morale 7"
    );
    act(h, save, &["set-length", "turns=6"]);
    assert_eq!(show(h, save, None)["state"]["half_last"], false);
}

/// A last turn printed as a half turn (L1614-1616: only the first player moves in it): Next
/// at the end of the first Player Turn brings the turn marker to END and the cursor stays in
/// that Player Turn; the game shows as ended there (`play show` and the app's phase bar);
/// Next again is refused with the reason and changes nothing on disk, through `play` and the
/// app's own Next; the table's Back takes the end back without moving the cursor.
#[test]
fn a_half_turn_ends_the_scenario_where_the_first_player_turn_ends_l1614() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let (code, save, err) = run(h, &["play", "new", "asl-sk1", "--seed", "3"]);
    assert_eq!(code, 0, "{err}");
    let save = save.trim();
    act(h, save, &["set-length", "turns=1", "half_last=true"]);
    let v = end_phases(h, save, 7);
    assert_eq!(v["phase"]["id"], "close-combat");
    assert!(
        v["over"].is_null(),
        "the Germans' CCPh is still played: {v}"
    );
    // Next: the marker reaches END; the cursor stays in the Germans' Close Combat Phase.
    act(h, save, &["next-phase"]);
    let v = show(h, save, None);
    assert_eq!(v["round"], 1);
    assert_eq!(v["side"]["id"], "german", "{v}");
    assert_eq!(v["phase"]["id"], "close-combat");
    assert_eq!(v["state"]["ended"], true);
    assert_eq!(v["state"]["ended_at_half_turn"], true);
    let why = v["over"]["why"].as_str().expect("why it ended");
    assert!(
        why.contains("Game Turn 1 is a half turn") && why.contains("(3.9)"),
        "{why}"
    );
    let (_, text, _) = run(h, &["play", save, "show"]);
    assert!(
        text.contains("Game over: Game Turn 1 is a half turn"),
        "{text}"
    );
    assert!(
        !text.contains("Allies (Russians or Americans) · Rally"),
        "{text}"
    );
    // Next again: refused with the reason, the save's files byte for byte as they were.
    let before = files(h);
    for verb in ["next-phase", "end-phase"] {
        let (code, out, err) = run(h, &["play", save, "do", verb]);
        assert_eq!(code, 2, "{verb} was taken: {out}");
        assert!(err.contains("only the Germans moved in it"), "{err}");
        assert_eq!(files(h), before, "{verb} changed the save");
    }
    // The same save in the app: the phase bar says the game ended at the half turn, and
    // the screen's Next is refused the same way.
    let (_, mut app) = common::cli_play::resumed(h, save);
    let words = adjutant::ui::screens::frame::phase_words(&app, app.table().expect("table"));
    assert!(
        words.contains("Game over") && words.contains("only the Germans moved in it"),
        "{words}"
    );
    assert!(words.contains("Game Turn 1"), "{words}");
    let cursor = app.table().expect("table").state.table.cursor;
    common::send(&mut app, Message::Act(adjutant::session::Action::NextPhase));
    assert_eq!(app.table().expect("table").state.table.cursor, cursor);
    drop(app);
    // The table's Back takes the end back: the Germans' CCPh is open again.
    act(h, save, &["prev-phase"]);
    let v = show(h, save, None);
    assert!(v["over"].is_null(), "{v}");
    assert_eq!(v["phase"]["id"], "close-combat");
    assert_eq!(v["state"]["ended"], false);
}
