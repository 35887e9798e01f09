//! Trench Club without a screen (`adjutant play`, issue 23): a full round scripted through the
//! command line opens in the app at the same turn with the same state and the same result
//! card; every action the panels take can be said as words and read back, and was allowed
//! just before; refused actions exit 2, name the rule and leave the save's files as they were.

mod common;
use common::cli_play::{act, files, json, offered, run, show};

use std::path::Path;

use adjutant::games::trench_club::state::TcState;
use adjutant::games::trench_club::{Flag, TcAction};
use adjutant::session::Action;
use adjutant::store::Paths;
use adjutant::ui::games::GameMsg;
use adjutant::ui::games::trench_club::Msg;
use adjutant::ui::{App, Message};
use serde_json::Value;

const GAME: &str = "trench-club";
/// A tall window, as if the player had scrolled to each button (as in
/// `tests/trench_club_ui.rs`).
const SIZE: (f32, f32) = (1280.0, 2400.0);

/// The same round as `tests/trench_club_ui.rs`'s `a_two_player_round_battle_kill_money_fort_
/// and_repair`, through `adjutant play` only: Germany and France seated, the armies added, a
/// fort captured by a foot soldier (L359-368), two attacks declared (L394) and fought in order,
/// a kill giving 2 XP (L476-479), income for the fort held and a purchase (L498-504), the turn
/// passed to France. Then the app opens the save at France's turn with the same table and the
/// same result card.
#[test]
fn a_full_round_through_play_opens_in_the_app_at_the_same_turn() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let new = json(h, &["play", "new", GAME, "--seed", "11", "--json"]);
    let save = new["save"].as_str().expect("save id").to_string();
    // Before the players are seated: the seating, its rolls and the helper only.
    let now = offered(h, &save);
    for name in ["setup", "roll-off", "battle"] {
        assert!(now.contains(&name.to_string()), "{name}: {now:?}");
    }
    for name in ["income", "declare", "fight", "add-unit"] {
        assert!(!now.contains(&name.to_string()), "{name}: {now:?}");
    }
    act(h, &save, &["setup", "seats=germany,france"]);
    for (side, kind) in [
        ("germany", "armoured-car"),
        ("germany", "infantry"),
        ("france", "infantry"),
        ("france", "infantry"),
        ("germany", "fighter"),
    ] {
        let (side, kind) = (format!("side={side}"), format!("kind={kind}"));
        act(h, &save, &["add-unit", &side, &kind, "army=1"]);
    }
    act(h, &save, &["correct", "id=4", "damage=5", "xp=0"]);
    act(h, &save, &["adjust-money", "side=germany", "delta=6"]);
    let t = show(h, &save, None);
    let s = &t["state"];
    assert_eq!(s["set_up"], true);
    assert_eq!(s["active"], "germany");
    assert_eq!(s["units"].as_array().map(Vec::len), Some(5));
    assert_eq!(s["units"][3]["label"], "Infantry #4");
    assert_eq!(s["units"][3]["damage"], 5);
    assert_eq!(s["seats"][0]["money"], 6);
    assert_eq!(t["phase"]["id"], "move");

    // Phase 1: infantry #2 captures fort 1.
    act(h, &save, &["capture", "fort=0", "unit=2"]);
    let t = show(h, &save, None);
    assert_eq!(t["state"]["forts"][0]["owner"], "germany");
    assert_eq!(t["state"]["seats"][0]["forts"], 1);

    // Phase 2: the car on infantry #3, the fighter on infantry #4 (support and ground left
    // out: none and open).
    let v = act(h, &save, &["end-phase"]);
    assert_eq!(v["phase"]["id"], "declare");
    act(
        h,
        &save,
        &["declare", "attacker=1", "defender=3", "close=true"],
    );
    act(
        h,
        &save,
        &["declare", "attacker=5", "defender=4", "close=true"],
    );
    let t = show(h, &save, None);
    assert_eq!(t["state"]["declarations"].as_array().map(Vec::len), Some(2));
    assert_eq!(t["state"]["declarations"][0]["status"], "pending");

    // Phase 3: the first rolled by the app (the infantry fires back), the second with the
    // fighter's 12 dice all 1s: infantry #4 (5 damage) is destroyed.
    let v = act(h, &save, &["end-phase"]);
    assert_eq!(v["phase"]["id"], "battles");
    let v = act(h, &save, &["fight", "index=0"]);
    assert_eq!(v["card"]["kind"], "battle");
    assert!(
        v["card"]["whose"]
            .as_str()
            .is_some_and(|w| w.contains("Armoured Car")),
        "{}",
        v["card"]
    );
    // The infantry fired back: the card's dice say whose each is, here, on the command line's
    // card and (the same JSON) on a phone's.
    let groups = v["card"]["dice_groups"].as_array().expect("dice by side");
    let labels: Vec<&str> = groups.iter().filter_map(|g| g["label"].as_str()).collect();
    assert_eq!(labels, ["Attacker", "Defender"], "{}", v["card"]);
    let joined: Vec<Value> = groups
        .iter()
        .flat_map(|g| g["faces"].as_array().cloned().unwrap_or_default())
        .collect();
    assert_eq!(Some(&joined), v["card"]["dice"].as_array(), "{}", v["card"]);
    let (code, out, _) = run(h, &["play", &save, "show"]);
    assert_eq!(code, 0);
    for label in ["Attacker", "Defender"] {
        assert!(out.contains(&format!("  {label}: [")), "{label} in:\n{out}");
    }
    let ones = format!(r#"attack={{"Dice":{{"base":{:?},"red":[]}}}}"#, [1; 12]);
    let v = act(h, &save, &["fight", "index=1", &ones]);
    let card = &v["card"];
    assert_eq!(card["outcome"], "12 hits → 1 dmg", "{card}");
    assert_eq!(card["dice"].as_array().map(Vec::len), Some(12));
    // The defender was destroyed before firing back: only the attacker's dice.
    assert_eq!(
        card["dice_groups"].as_array().map(Vec::len),
        Some(1),
        "{card}"
    );
    assert_eq!(card["dice_groups"][0]["label"], "Attacker");
    assert!(
        card["detail"]
            .as_str()
            .is_some_and(|d| d.contains("destroyed")),
        "{card}"
    );
    let t = show(h, &save, None);
    let units = t["state"]["units"].as_array().expect("units");
    assert!(units.iter().all(|u| u["id"] != 4), "infantry #4 destroyed");
    let fighter = units.iter().find(|u| u["id"] == 5).expect("fighter");
    assert_eq!(fighter["xp"], 2, "a kill gives 2 XP (L476-479)");
    assert_eq!(t["state"]["declarations"][1]["status"], "fought");

    // Phase 4: income for the fort, then an infantry bought.
    let v = act(h, &save, &["end-phase"]);
    assert_eq!(v["phase"]["id"], "money");
    act(h, &save, &["income"]);
    act(h, &save, &["buy", "kind=infantry"]);
    let now = offered(h, &save);
    assert!(
        !now.contains(&"income".to_string()),
        "once a turn (L498): {now:?}"
    );
    assert!(!now.contains(&"fight".to_string()), "all fought: {now:?}");
    let t = show(h, &save, None);
    assert_eq!(t["state"]["income_taken"], true);
    assert_eq!(t["state"]["seats"][0]["money"], 6 + 1 - 2);
    let ledger = t["state"]["ledger"].as_array().expect("ledger");
    assert_eq!(
        ledger.last().map(|e| e["delta"].clone()),
        Some(Value::from(-2))
    );
    // The car drives into the fort.
    act(h, &save, &["toggle", "id=1", "flag=in-fort"]);

    // France's turn.
    let v = act(h, &save, &["end-phase"]);
    assert_eq!(v["side"]["id"], "france");
    let t = show(h, &save, None);
    assert_eq!(t["state"]["active"], "france");
    assert_eq!(t["state"]["round"], 1);
    assert_eq!(t["state"]["income_taken"], false);
    assert_eq!(t["card"]["outcome"], "12 hits → 1 dmg", "the latest answer");
    let phase = t["phase"]["id"].as_str().expect("phase").to_string();

    // The app opens the same save at the same turn, with the same table and card.
    let played = adjutant::play::read(&Paths::at(h), &adjutant::games::embedded_content(), &save)
        .expect("read");
    common::headless();
    let mut app = App::new(Paths::at(h), Some(1));
    common::send(&mut app, Message::SetLang(Some(adjutant::i18n::Lang::En)));
    common::send(&mut app, Message::Resume(Paths::at(h).save_file(&save)));
    let table = app.table().expect("the save opens");
    assert!(table.read_only.is_none());
    assert_eq!(table.state.seq, played.state.seq);
    assert_eq!(
        serde_json::to_value(&table.state.table).ok(),
        serde_json::to_value(&played.state.table).ok(),
        "the same table"
    );
    assert_eq!(common::phase(&app), phase);
    let mut w = common::Window::new(&mut app, common::LANDSCAPE);
    assert!(w.sees("12 hits → 1 dmg"), "the same result card");
}

// ---- Every panel action can be said --------------------------------------------------------

/// Runs `f` (taps), then checks each action the panels applied: its words read back as the
/// same action, and the game allowed it just before it was applied.
fn checked(app: &mut App, f: impl FnOnce(&mut App)) {
    common::play_walk::Walk::new(app).step(app, f);
}

fn click(app: &mut App, label: &str) {
    checked(app, |app| common::click_in(app, label, SIZE));
}

fn click_id(app: &mut App, id: &str) {
    checked(app, |app| common::click_id_in(app, id, SIZE));
}

fn msg(app: &mut App, m: Msg) {
    checked(app, |app| common::send(app, Message::Game(GameMsg::new(m))));
}

/// An action the test sets up the board with (what the players did on the board).
fn board(app: &mut App, a: TcAction) {
    checked(app, |app| {
        common::send(
            app,
            Message::Act(Action::Game(adjutant::games::GameAction::new(GAME, &a))),
        )
    });
}

fn st(app: &App) -> TcState {
    app.table()
        .and_then(|t| t.state.table.extra.get::<TcState>().cloned())
        .expect("a Trench Club table")
}

/// The round of `tests/trench_club_ui.rs`, tap by tap, and the next round's repair.
#[test]
fn every_action_of_a_round_can_be_said() {
    let (_home, mut app) = common::english_app(11);
    common::send(&mut app, Message::NewGame(GAME.into()));
    click(&mut app, "Roll: who plays first");
    click(&mut app, "Start the game");
    for (side, kind) in [
        ("germany", "armoured-car"),
        ("germany", "infantry"),
        ("france", "infantry"),
        ("france", "infantry"),
        ("germany", "fighter"),
    ] {
        msg(&mut app, Msg::AddSide(side.into()));
        msg(&mut app, Msg::Add(kind.into()));
    }
    let first = st(&app).active().map(|s| s.side.clone()).expect("active");
    if first != "germany" {
        // The roll seated France first: Germany's round is the second turn.
        for _ in 0..4 {
            click(&mut app, "Next phase ▶▶");
        }
    }
    board(
        &mut app,
        TcAction::Correct {
            id: 4,
            damage: 5,
            xp: 0,
        },
    );
    board(
        &mut app,
        TcAction::AdjustMoney {
            side: "germany".into(),
            delta: 6,
        },
    );
    click(&mut app, "Infantry #2");
    click_id(&mut app, "tc-capture-1");
    click(&mut app, "Next phase ▶▶");
    click(&mut app, "Armoured Car #1 · Germany");
    click(&mut app, "Infantry #3 · France");
    click(&mut app, "Declare this attack");
    click(&mut app, "Fighter #5 · Germany");
    click(&mut app, "Infantry #4 · France");
    click(&mut app, "Declare this attack");
    click(&mut app, "Next phase ▶▶");
    click(&mut app, "Roll for me");
    for _ in 0..12 {
        click_id(&mut app, "tc-die-1");
    }
    assert!(st(&app).unit(4).is_none(), "infantry #4 destroyed");
    click(&mut app, "Next phase ▶▶");
    click(&mut app, "Collect income (+1)");
    click(&mut app, "Infantry · 2");
    board(
        &mut app,
        TcAction::Correct {
            id: 1,
            damage: 2,
            xp: 1,
        },
    );
    board(
        &mut app,
        TcAction::Toggle {
            id: 1,
            flag: Flag::InFort,
        },
    );
    for _ in 0..8 {
        click(&mut app, "Next phase ▶▶");
    }
    click(&mut app, "Repair Armoured Car #1 (2 dmg)");
    assert_eq!(st(&app).unit(1).map(|u| u.damage), Some(0));
    // Big Bertha's scatter on the Special tab, typed and rolled.
    click(&mut app, "Special rolls");
    msg(&mut app, Msg::Scatter(Some(7)));
    msg(&mut app, Msg::Scatter(None));
    assert!(st(&app).last_scatter.is_some());
    let n = app.table().expect("table").recent.len();
    assert!(n >= 25, "the panels' actions were kept: {n}");
}

/// The battle helper with typed hits (L491-494) and the first-player roll (L208).
#[test]
fn the_helper_and_the_rolls_can_be_said() {
    let (_home, mut app) = common::english_app(5);
    common::send(&mut app, Message::NewGame(GAME.into()));
    click(&mut app, "Other player types the hits");
    click(&mut app, "Roll: who places armies first");
    click(&mut app, "Start the game");
    click(&mut app, "Battle");
    click_id(&mut app, "tc-hits-5");
    click_id(&mut app, "tc-hits-2");
    let o = st(&app).last_battle.expect("a battle").outcome;
    assert_eq!((o.defender.hits_taken, o.attacker.hits_taken), (5, 2));
}

// ---- Refusals ------------------------------------------------------------------------------

/// A refused action exits 2 with the rule's words, and the save's files are unchanged.
fn refused(home: &Path, save: &str, words: &[&str], rule: &str) {
    let before = files(home);
    let mut args = vec!["play", save, "do"];
    args.extend(words);
    let (code, out, err) = run(home, &args);
    assert_eq!(code, 2, "{words:?} was not refused: {out}");
    assert!(err.contains(rule), "{words:?}: {err}");
    assert_eq!(files(home), before, "{words:?} changed the save");
}

#[test]
fn what_the_rules_forbid_is_refused_and_changes_nothing() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let new = json(h, &["play", "new", GAME, "--seed", "4", "--json"]);
    let save = new["save"].as_str().expect("save").to_string();
    // Nothing but the seating, its rolls and the helper before the players are seated.
    refused(h, &save, &["income"], "Set up the players first");
    // The first-player roll (L208) answers with its card: the winner and each round.
    let v = act(
        h,
        &save,
        &["roll-off", "sides=germany,france", "purpose=first"],
    );
    assert_eq!(v["card"]["kind"], "roll-off");
    assert!(
        v["card"]["outcome"]
            .as_str()
            .is_some_and(|o| o.ends_with("plays first")),
        "{}",
        v["card"]
    );
    act(h, &save, &["setup", "seats=germany,france"]);
    for (side, kind) in [
        ("germany", "infantry"),
        ("germany", "fighter"),
        ("france", "infantry"),
    ] {
        let (side, kind) = (format!("side={side}"), format!("kind={kind}"));
        act(h, &save, &["add-unit", &side, &kind, "army=1"]);
    }
    // L60, L359: only foot soldiers capture forts.
    refused(
        h,
        &save,
        &["capture", "fort=0", "unit=2"],
        "Only foot soldiers capture forts",
    );
    // Only the player whose turn it is moves their own units (Germany's turn).
    refused(
        h,
        &save,
        &["capture", "fort=0", "unit=3"],
        "Only the player whose turn it is",
    );
    act(h, &save, &["end-phase"]);
    // L5: allies do not attack each other.
    refused(
        h,
        &save,
        &["declare", "attacker=1", "defender=2", "close=true"],
        "Allies do not attack each other",
    );
    act(
        h,
        &save,
        &["declare", "attacker=1", "defender=3", "close=true"],
    );
    act(
        h,
        &save,
        &["declare", "attacker=2", "defender=3", "close=true"],
    );
    act(h, &save, &["end-phase"]);
    // L394-396: the declared attacks are fought in order.
    refused(h, &save, &["fight", "index=1"], "fought in order");
}
