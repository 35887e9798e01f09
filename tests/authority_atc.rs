//! One authority (issue 34) for ASL Starter Kit #1, Trench Club and Tide of Iron: each case
//! the testers found is refused by `adjutant play … do … --side S` (exit 2, one line on
//! stderr naming the rule, the save's files unchanged byte for byte) and by a phone
//! (`adjutant::host::phone_action` returns `Err`); side ids work where the actions take a
//! side's number (`side=allied`, `side=usa`).

mod common;
use common::cli_play::{act, files, run, show};

use std::path::Path;
use std::time::Duration;

use adjutant::i18n::{Lang, Localizer};
use adjutant::play;
use adjutant::store::Paths;
use serde_json::Value;

fn new_game(home: &Path, game: &str, seed: &str) -> String {
    let (code, out, err) = run(home, &["play", "new", game, "--seed", seed]);
    assert_eq!(code, 0, "{err}");
    out.trim().to_string()
}

/// `play <save> do <words…> [--side S]` is refused: exit 2, one stderr line containing
/// `rule`, the saves folder byte for byte as it was.
fn refused(home: &Path, save: &str, side: Option<&str>, words: &[&str], rule: &str) {
    let before = files(home);
    let mut args = vec!["play", save, "do"];
    args.extend_from_slice(words);
    if let Some(s) = side {
        args.extend(["--side", s]);
    }
    let (code, out, err) = run(home, &args);
    assert_eq!(code, 2, "{words:?} for {side:?} was taken: {out}");
    assert_eq!(err.trim().lines().count(), 1, "one line: {err}");
    assert!(err.contains(rule), "{words:?}: {err}");
    assert_eq!(files(home), before, "{words:?} changed the save's files");
}

/// `play <save> do <words…> --side S`, which must be taken.
fn act_as(home: &Path, save: &str, side: &str, words: &[&str]) -> Value {
    let mut w: Vec<&str> = words.to_vec();
    w.extend(["--side", side]);
    act(home, save, &w)
}

/// What a phone of `side` sends, checked by the engine as the host does.
fn phone(home: &Path, save: &str, side: &str, words: &[&str]) -> Result<(), String> {
    let paths = Paths::at(home);
    let content = adjutant::games::load_heads(Some(&paths.user_data()));
    let p = play::open(&paths, &content, save, Duration::from_secs(2)).expect("open");
    let loc = Localizer::new(Lang::En);
    let words: Vec<String> = words.iter().map(|w| w.to_string()).collect();
    adjutant::host::phone_action(&loc, &p.def, &p.state.table, side, &words).map(|_| ())
}

fn offered_to(home: &Path, save: &str, side: &str) -> Vec<String> {
    common::cli_play::offered_as(home, save, Some(side))
}

// ---- ASL Starter Kit #1 --------------------------------------------------------------------

#[test]
fn asl_a_side_touches_only_its_own_units() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let save = new_game(h, "asl-sk1", "3");
    let save = save.as_str();
    // Side ids where the actions take a side's number.
    act(h, save, &["add-unit", "name=6-6-6", "side=allied"]);
    act_as(
        h,
        save,
        "german",
        &["add-unit", "name=4-6-7", "side=german"],
    );
    let units = &show(h, save, None)["state"]["units"];
    assert_eq!(units[0]["side"]["id"], "allied", "{units}");
    assert_eq!(units[1]["side"]["id"], "german", "{units}");
    refused(
        h,
        save,
        Some("german"),
        &["remove-unit", "1"],
        "you play Germans",
    );
    refused(
        h,
        save,
        Some("german"),
        &["set-flag", "unit=1", "flag=Broken", "on=true"],
        "you play Germans",
    );
    refused(
        h,
        save,
        Some("german"),
        &["add-unit", "name=9-1", "side=allied"],
        "you play Germans",
    );
    assert!(phone(h, save, "german", &["remove-unit", "1"]).is_err());
    assert!(phone(h, save, "german", &["remove-unit", "2"]).is_ok());
    // The scenario's set-up is the table's.
    refused(
        h,
        save,
        Some("allied"),
        &["set-length", "turns=1"],
        "you play Allies",
    );
    assert!(!offered_to(h, save, "allied").contains(&"set-length".to_string()));
    act_as(h, save, "allied", &["remove-unit", "1"]);
}

#[test]
fn asl_a_random_selection_follows_the_saves_setting_at_every_door() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let save = new_game(h, "asl-sk1", "3");
    let save = save.as_str();
    // The save's default is A.9: two tied candidates are both affected, three dice only.
    let v = act_as(
        h,
        save,
        "german",
        &["random-pick", r#"{"candidates":["a","b","c"]}"#, "4,4,1"],
    );
    assert_eq!(v["card"]["outcome"], "Selected: a, b", "{}", v["card"]);
    // Rolled by the app: one dr each, no re-roll (as `resolve … random` without the flag).
    let v = act(h, save, &["random-pick", r#"{"candidates":["a","b","c"]}"#]);
    assert_eq!(v["card"]["dice"].as_array().map(Vec::len), Some(3));
    // With the setting on, the same words re-roll the tie.
    act(h, save, &["set-settings", "pick_reroll_ties=true"]);
    let v = act(
        h,
        save,
        &[
            "random-pick",
            r#"{"candidates":["a","b","c"]}"#,
            "4,4,1,6,2",
        ],
    );
    assert_eq!(v["card"]["outcome"], "Selected: a", "{}", v["card"]);
}

#[test]
fn asl_a_half_turn_scenario_ends_with_the_first_player_turn() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let save = new_game(h, "asl-sk1", "3");
    let save = save.as_str();
    act(h, save, &["set-length", "turns=1", "half_last=true"]);
    // The ATTACKER moves the turn on, the DEFENDER does not.
    refused(h, save, Some("allied"), &["end-phase"], "turn");
    for _ in 0..8 {
        if show(h, save, None)["state"]["ended"] == true {
            break;
        }
        act_as(h, save, "german", &["end-phase"]);
    }
    assert_eq!(show(h, save, None)["state"]["ended"], true);
    refused(
        h,
        save,
        Some("allied"),
        &["wound", "false", "3"],
        "game is over",
    );
    // The turn itself is refused with the half turn's own reason (3.9): the marker is at END.
    refused(h, save, None, &["end-phase"], "the scenario is over (3.9)");
    assert!(phone(h, save, "allied", &["wound", "false", "3"]).is_err());
    assert!(!offered_to(h, save, "allied").contains(&"wound".to_string()));
}

// ---- Trench Club -------------------------------------------------------------------------

fn tc_game(h: &Path, seats: &str) -> String {
    let save = new_game(h, "trench-club", "4");
    act(h, &save, &["setup", &format!("seats={seats}")]);
    save
}

#[test]
fn tc_a_declared_battle_is_fought_once_at_every_door() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let save = tc_game(h, "germany,france");
    let save = save.as_str();
    for (side, kind) in [("germany", "infantry"), ("france", "infantry")] {
        let (side, kind) = (format!("side={side}"), format!("kind={kind}"));
        act(h, save, &["add-unit", &side, &kind, "army=1"]);
    }
    act(h, save, &["end-phase"]);
    act_as(
        h,
        save,
        "germany",
        &["declare", "attacker=1", "defender=2", "close=true"],
    );
    act(h, save, &["end-phase"]);
    let nothing = [r#"attack={"Hits":0}"#, r#"back={"Hits":0}"#];
    let mut fight = vec!["fight", "index=0"];
    fight.extend(nothing);
    act(h, save, &fight);
    // "Roll for me" again: the same two units on the table, and the same declaration.
    let mut again = vec![
        "battle",
        "units=1,2",
        "situation.attacker.unit=infantry",
        "situation.defender.unit=infantry",
        "situation.close=true",
    ];
    again.extend(nothing);
    refused(h, save, None, &again, "Phase 3: Battles");
    refused(h, save, Some("germany"), &again, "Phase 3: Battles");
    refused(h, save, None, &fight, "fought in order");
    assert!(phone(h, save, "germany", &again).is_err());
    // The French player does not fight the German's battles.
    assert!(phone(h, save, "france", &fight).is_err());
}

#[test]
fn tc_the_first_rounds_army_limit_is_enforced_and_shown() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let save = tc_game(h, "germany,france,austria-hungary,great-britain");
    let save = save.as_str();
    for (side, kind, army) in [
        ("germany", "infantry", "1"),
        ("germany", "tank", "2"),
        ("france", "infantry", "1"),
    ] {
        let (side, kind, army) = (
            format!("side={side}"),
            format!("kind={kind}"),
            format!("army={army}"),
        );
        act(h, save, &["add-unit", &side, &kind, &army]);
    }
    let state = &show(h, save, None)["state"];
    assert_eq!(state["armies_active"], 1, "{state}");
    let per_seat: Vec<Value> = state["seats"]
        .as_array()
        .expect("seats")
        .iter()
        .map(|s| s["armies"].clone())
        .collect();
    assert_eq!(per_seat, [1, 1, 2, 3], "[1-1-2-3] (L219)");
    act(h, save, &["end-phase"]);
    act(
        h,
        save,
        &["declare", "attacker=1", "defender=3", "close=true"],
    );
    assert_eq!(
        show(h, save, None)["state"]["armies_used"],
        serde_json::json!([1])
    );
    let second = ["declare", "attacker=2", "defender=3", "close=true"];
    refused(h, save, None, &second, "special first-round rule");
    refused(
        h,
        save,
        Some("germany"),
        &second,
        "special first-round rule",
    );
    assert!(phone(h, save, "germany", &second).is_err());
}

#[test]
fn tc_money_units_and_the_turn_are_each_players_own() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let save = tc_game(h, "germany,france,austria-hungary,great-britain");
    let save = save.as_str();
    act(
        h,
        save,
        &[
            "add-unit",
            "side=austria-hungary",
            "kind=infantry",
            "army=1",
        ],
    );
    // A phone gifting itself its ally's money.
    let gift = ["gift", "from=austria-hungary", "to=germany", "amount=2"];
    refused(h, save, Some("germany"), &gift, "you play");
    assert!(phone(h, save, "germany", &gift).is_err());
    // Its own player may (what is left to refuse is the purse, not whose it is).
    let own = phone(h, save, "austria-hungary", &gift);
    assert!(
        own.as_ref().err().is_none_or(|e| !e.contains("you play")),
        "{own:?}"
    );
    // Another player's unit, a correction of money, the turn: not a seat's to take.
    refused(
        h,
        save,
        Some("germany"),
        &["remove-unit", "id=1"],
        "you play",
    );
    refused(
        h,
        save,
        Some("germany"),
        &["adjust-money", "side=germany", "delta=9"],
        "you play",
    );
    refused(h, save, Some("france"), &["end-phase"], "turn");
    refused(
        h,
        save,
        Some("france"),
        &["buy", "kind=infantry"],
        "you play",
    );
    assert!(phone(h, save, "france", &["end-phase"]).is_err());
    assert!(!offered_to(h, save, "france").contains(&"buy".to_string()));
    act_as(h, save, "germany", &["end-phase"]);
}

#[test]
fn tc_a_won_game_is_over() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let save = tc_game(h, "germany,france");
    let save = save.as_str();
    let need = show(h, save, None)["state"]["forts_to_win"]
        .as_u64()
        .expect("threshold");
    for fort in 0..need {
        act(
            h,
            save,
            &["set-fort", &format!("fort={fort}"), "owner=germany"],
        );
    }
    assert!(show(h, save, None)["state"]["winner"].is_string());
    refused(h, save, None, &["income"], "game is over");
    refused(h, save, Some("germany"), &["end-phase"], "game is over");
    assert!(phone(h, save, "germany", &["income"]).is_err());
}

// ---- Tide of Iron ------------------------------------------------------------------------

#[test]
fn toi_the_side_in_turn_acts_on_its_own_units() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let save = new_game(h, "tide-of-iron", "5");
    let save = save.as_str();
    // Side ids in JSON and in words where the actions take numbers.
    act(
        h,
        save,
        &["roster", r#"{"Add":{"name":"Rifle squad","side":"usa"}}"#],
    );
    act(
        h,
        save,
        &[
            "roster",
            r#"{"Add":{"name":"Grenadiers","side":"germany"}}"#,
        ],
    );
    let units = &show(h, save, None)["state"]["units"];
    assert_eq!(units[1]["side"]["id"], "germany", "{units}");
    act_as(h, save, "usa", &["heal", "holes=1", "side=usa", "die=3"]);
    refused(
        h,
        save,
        Some("usa"),
        &["heal", "holes=1", "side=germany", "die=3"],
        "you play",
    );
    // The other side's unit on the roster.
    let pin = ["roster", r#"{"Condition":[2,"Pinned"]}"#];
    refused(h, save, Some("usa"), &pin, "you play");
    assert!(phone(h, save, "usa", &pin).is_err());
    assert!(phone(h, save, "germany", &pin).is_ok());
    // The USA holds initiative: Germany neither acts nor passes nor moves the turn on.
    refused(
        h,
        save,
        Some("germany"),
        &["take-action", "Advance"],
        "you play",
    );
    refused(h, save, Some("germany"), &["pass"], "you play");
    refused(h, save, Some("germany"), &["end-phase"], "turn");
    assert!(phone(h, save, "germany", &["take-action", "Advance"]).is_err());
    assert!(!offered_to(h, save, "germany").contains(&"take-action".to_string()));
    assert!(offered_to(h, save, "usa").contains(&"take-action".to_string()));
    act_as(h, save, "usa", &["take-action", "Advance"]);
}

/// On the screen, "Roll for me" fights the declared battle once: afterwards the pad is gone,
/// and a second roll asked for anyway changes nothing.
#[test]
fn tc_the_screen_offers_no_second_roll_for_a_fought_battle() {
    use adjutant::games::trench_club::state::{Status, TcState};
    use adjutant::games::trench_club::{ID, TcAction};
    use adjutant::session::Action;
    use adjutant::ui::Message;
    use adjutant::ui::games::GameMsg;
    use adjutant::ui::games::trench_club::{Msg, Who};
    const SIZE: (f32, f32) = (1280.0, 2400.0);
    let st = |app: &adjutant::ui::App| {
        app.table()
            .and_then(|t| t.state.table.extra.get::<TcState>().cloned())
            .expect("a Trench Club table")
    };
    let msg = |app: &mut adjutant::ui::App, m: Msg| {
        common::send(app, Message::Game(GameMsg::new(m)));
    };
    let (_home, mut app) = common::english_app(11);
    common::send(&mut app, Message::NewGame("trench-club".into()));
    common::click_in(&mut app, "Start the game", SIZE);
    let s = st(&app);
    let mine = s.active().map(|a| a.side.clone()).expect("active");
    let theirs = s
        .seats
        .iter()
        .map(|x| x.side.clone())
        .find(|x| *x != mine)
        .expect("an opponent");
    for (side, kind) in [(&mine, "infantry"), (&theirs, "tank")] {
        let a = TcAction::AddUnit {
            side: side.clone(),
            kind: kind.into(),
            army: 1,
        };
        common::send(
            &mut app,
            Message::Act(Action::Game(adjutant::games::GameAction::new(ID, &a))),
        );
    }
    common::to_phase(&mut app, "declare");
    msg(&mut app, Msg::PickUnit(Who::Attacker, 1));
    msg(&mut app, Msg::PickUnit(Who::Defender, 2));
    msg(&mut app, Msg::Declare);
    assert_eq!(st(&app).declarations.len(), 1, "declared");
    common::to_phase(&mut app, "battles");
    assert!(common::shows_in(&app, "Roll for me", SIZE));
    msg(&mut app, Msg::Roll);
    let fought = st(&app);
    assert_eq!(fought.declarations[0].status, Status::Fought);
    assert!(
        !common::shows_in(&app, "Roll for me", SIZE),
        "the fought battle is not offered again"
    );
    msg(&mut app, Msg::Roll);
    assert_eq!(st(&app), fought, "a second roll changes nothing");
}
