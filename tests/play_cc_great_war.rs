//! Command & Colors without a screen (`adjutant play`, issue 23): a full turn scripted through
//! the command line opens in the app at the same turn with the same state and the same result
//! card; every action the panels take can be said as words and read back, and was allowed
//! just before; refused actions exit 2, name the rule and leave the save's files as they were.

mod common;
use common::cli_play::{act, files, json, offered, run, show};

use std::path::Path;

use adjutant::games::cc_great_war::{self as cc, CcState};
use adjutant::session::Action;
use adjutant::store::Paths;
use adjutant::ui::games::GameMsg;
use adjutant::ui::games::cc_great_war::{Field, Msg};
use adjutant::ui::{App, Message};
use serde_json::Value;

const GAME: &str = "cc-great-war";
/// A tall window, as if the player had scrolled to each button (as in `tests/cc_ui.rs`).
const SIZE: (f32, f32) = (1280.0, 4000.0);

fn hq_of(v: &Value, side: &str) -> u64 {
    v["state"]["sides"]
        .as_array()
        .and_then(|s| s.iter().find(|x| x["id"] == side))
        .and_then(|x| x["hq"].as_u64())
        .unwrap_or(u64::MAX)
}

fn hand(v: &Value, deck: &str, side: &str) -> Vec<String> {
    v["decks"]
        .as_array()
        .and_then(|d| d.iter().find(|x| x["id"] == deck))
        .and_then(|d| d["hands"][side]["cards"].as_array())
        .map(|c| {
            c.iter()
                .filter_map(|x| x["id"].as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

/// The same turn as `tests/cc_ui.rs`'s `a_full_turn_through_the_gui`, through `adjutant play`
/// only: set up with 2 starting HQ for the British, play a Command card, a battle at 2 hexes
/// rolling HQ and Burst (1 hit, 1 HQ earned, L93-113, L564), take 2 HQ and draw the Command
/// card at the end of the turn (L546-560), pass the turn. Then the app opens the save at the
/// Germans' turn with the same table and the same result card.
#[test]
fn a_full_turn_through_play_opens_in_the_app_at_the_same_turn() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let new = json(h, &["play", "new", GAME, "--seed", "21", "--json"]);
    let save = new["save"].as_str().expect("save id").to_string();

    // Before the battle starts: the scenario form, no checklist and no bombardment to roll.
    let now = offered(h, &save);
    assert!(now.contains(&"setup".to_string()), "{now:?}");
    assert!(!now.contains(&"toggle-check".to_string()), "{now:?}");
    assert!(!now.contains(&"nml-roll".to_string()), "{now:?}");
    // Left out, everything is the blank scenario's: 4 Command and 2 Combat cards each.
    let v = act(
        h,
        &save,
        &["setup", "name=Opening Action 1", r#"start_hq={"allies":2}"#],
    );
    assert!(v["card"].is_null(), "a set-up answers nothing");
    let t = show(h, &save, Some("allies"));
    assert_eq!(t["state"]["set_up"], true);
    assert_eq!(t["state"]["scenario"]["name"], "Opening Action 1");
    assert_eq!(t["state"]["scenario"]["medals_to_win"], 6);
    assert_eq!(t["state"]["scenario"]["command_cards"]["central"], 4);
    assert_eq!(hq_of(&t, "allies"), 2);
    assert_eq!(hq_of(&t, "central"), 0);
    let commands = hand(&t, "command", "allies");
    assert_eq!(commands.len(), 4);
    assert_eq!(hand(&t, "combat", "allies").len(), 2);
    // The whole table shows no hand; the Germans' eyes not the British one.
    assert!(hand(&show(h, &save, None), "command", "allies").is_empty());
    assert!(hand(&show(h, &save, Some("central")), "command", "allies").is_empty());

    // Phase 1: the British play a Command card (one a turn, L232).
    let card = format!("card={}", commands[0]);
    act(h, &save, &["play-command", "side=allies", &card]);
    let t = show(h, &save, Some("allies"));
    assert_eq!(hand(&t, "command", "allies").len(), 3);
    assert_eq!(t["state"]["turn"]["command_played"], true);
    assert_eq!(t["state"]["sides"][0]["may_play_command"], false);

    // The battle: infantry at 2 hexes, open ground, HQ and Burst read off the dice.
    let v = act(
        h,
        &save,
        &[
            "battle",
            "side=allies",
            "situation.unit=infantry",
            "situation.range=2",
            "situation.target_terrain=open",
            "faces=hq,burst",
        ],
    );
    let card = &v["card"];
    assert_eq!(card["kind"], "battle");
    assert_eq!(card["outcome"], "1 hit · no retreat");
    assert_eq!(card["detail"], "1 HQ earned");
    assert_eq!(card["whose"], "Last battle · British (Allies)");
    assert_eq!(card["dice"], serde_json::json!(["HQ", "Burst"]));
    assert!(
        card["working"]
            .as_array()
            .is_some_and(|w| w.iter().any(|l| l == "Infantry at 2 hexes: 2 battle dice.")),
        "{card}"
    );
    assert_eq!(card["verified"], true);
    assert_eq!(hq_of(&show(h, &save, None), "allies"), 3);

    // End of turn (Phase 5, after Order, Move and Battle: L544-556): take 2 HQ, draw the
    // Command card back.
    for _ in 0..5 {
        act(h, &save, &["next-phase"]);
    }
    act(
        h,
        &save,
        &["end-turn-choice", "side=allies", "take_hq=true"],
    );
    act(h, &save, &["draw-command", "side=allies"]);
    let t = show(h, &save, Some("allies"));
    assert_eq!(hq_of(&t, "allies"), 5);
    assert_eq!(hand(&t, "command", "allies").len(), 4);
    assert_eq!(t["state"]["turn"]["end_choice_made"], true);
    let mut last = Value::Null;
    for _ in 0..4 {
        last = act(h, &save, &["next-phase"]);
    }
    assert_eq!(last["side"]["id"], "central");
    let t = show(h, &save, None);
    assert_eq!(t["round"], 1);
    assert_eq!(t["side"]["id"], "central");
    assert_eq!(t["state"]["active_side"], "central");
    assert_eq!(t["state"]["turn"]["command_played"], false, "a fresh turn");
    // The latest answer on the table is still the battle.
    assert_eq!(t["card"]["outcome"], "1 hit · no retreat");
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
    assert!(w.sees("1 hit · no retreat"), "the same result card");
    assert!(w.sees("1 HQ earned"));
}

/// The bombardments of `tests/cc_ui.rs`'s `artillery_and_no_mans_land_through_the_gui`
/// through `adjutant play`: No Man's Land's targeting dice counted across rows (L198-208),
/// the rulebook's triple 1-4-4-4 cratering the main target (L691-693), its hex rolled with
/// the protection of its trench ignored.
#[test]
fn bombardments_through_play_answer_with_their_cards() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let new = json(h, &["play", "new", GAME, "--seed", "5", "--json"]);
    let save = new["save"].as_str().expect("save id").to_string();
    act(
        h,
        &save,
        &[
            "setup",
            r#"artillery={"allies":[4]}"#,
            r#"start_hq={"allies":4}"#,
            "nml_rows=6,6",
        ],
    );
    let v = act(h, &save, &["nml-roll", "face=3"]);
    assert_eq!(v["card"]["kind"], "nml");
    assert_eq!(v["card"]["outcome"], "Crater: row 1, hex 3 from the left.");
    assert_eq!(v["card"]["detail"], "Marked rows remain: roll again.");
    let v = act(h, &save, &["nml-roll", "face=5"]);
    assert_eq!(
        v["card"]["working"],
        serde_json::json!(["1. Die 3: row 1, hex 3", "2. Die 5: row 2, hex 2"])
    );
    let t = show(h, &save, None);
    assert_eq!(t["state"]["no_mans_land"]["craters"][1]["row"], 2);

    let v = act(
        h,
        &save,
        &[
            "artillery-fire",
            "side=allies",
            "spend=4",
            "strength=4",
            "targeting=1,4,4,4",
        ],
    );
    let card = &v["card"];
    assert_eq!(card["kind"], "artillery-plan");
    assert_eq!(card["outcome"], "main target: 3 battle dice to roll");
    assert!(
        card["working"].as_array().is_some_and(|w| w.iter().any(|l| l
            == "A triple: the main target is cratered and its protection is ignored in this combat.")),
        "{card}"
    );
    assert_eq!(
        hq_of(&show(h, &save, None), "allies"),
        0,
        "4 HQ bought 4 dice"
    );
    let v = act(
        h,
        &save,
        &[
            "artillery-hex",
            "index=0",
            "terrain=trenches",
            "faces=soldier,soldier,flag",
        ],
    );
    let card = &v["card"];
    assert_eq!(card["kind"], "artillery-hex");
    assert!(
        card["whose"]
            .as_str()
            .is_some_and(|w| w.starts_with("Bombardment by British (Allies)")),
        "{card}"
    );
    let t = show(h, &save, None);
    let b = &t["state"]["bombardment"];
    assert_eq!(b["lines"][0], "main target: 2 hits, retreat\u{a0}1");
    assert_eq!(b["lines"][1], "hex 1: 1 battle die to roll");
    assert_eq!(b["next_hex"], 1);
    // The dock's answer while hexes remain is the latest hex, as on the table.
    assert_eq!(t["card"]["kind"], "artillery-hex");
    act(h, &save, &["artillery-done"]);
    assert!(show(h, &save, None)["state"]["bombardment"].is_null());
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

fn msg(app: &mut App, m: Msg) {
    checked(app, |app| common::send(app, Message::Game(GameMsg::new(m))));
}

fn cc_state(app: &App) -> CcState {
    app.table()
        .and_then(|t| cc::state(&t.state.table).cloned())
        .expect("a CC table")
}

fn start(seed: u64) -> (tempfile::TempDir, App) {
    let (home, mut app) = common::english_app(seed);
    common::click_in(&mut app, "Command & Colors: The Great War", SIZE);
    (home, app)
}

/// The full turn of `tests/cc_ui.rs`, tap by tap.
#[test]
fn every_action_of_a_full_turn_can_be_said() {
    let (_home, mut app) = start(21);
    msg(&mut app, Msg::Name("Opening Action 1".into()));
    for _ in 0..2 {
        msg(
            &mut app,
            Msg::Count {
                field: Field::StartHq,
                side: "allies".into(),
                delta: 1,
            },
        );
    }
    click(&mut app, "Start the battle");
    msg(&mut app, Msg::Check(0));
    click(&mut app, "Turn & cards");
    click(&mut app, "Show hand");
    click(&mut app, "Play");
    click(&mut app, "Battle");
    msg(&mut app, Msg::Face("hq".into()));
    msg(&mut app, Msg::Face("burst".into()));
    // The end of the turn is Phase 5 (L544-556).
    for _ in 0..5 {
        click(&mut app, "Next ▶");
    }
    click(&mut app, "Turn & cards");
    click(&mut app, "Take 2 HQ");
    click(&mut app, "Draw the Command card");
    for _ in 0..4 {
        click(&mut app, "Next ▶");
    }
    // The Germans: a Combat card, a manual HQ move, then a medal and its loss.
    let central = app.table().expect("table").state.table.decks["combat"].hands["central"]
        .first()
        .cloned()
        .expect("a combat card");
    msg(
        &mut app,
        Msg::PlayCombat {
            side: "central".into(),
            card: central,
        },
    );
    msg(
        &mut app,
        Msg::Hq {
            side: "central".into(),
            sign: 1,
        },
    );
    click(&mut app, "Medals");
    msg(
        &mut app,
        Msg::MedalAdd {
            side: "central".into(),
            kind: cc::MedalKind::Temporary,
        },
    );
    click(&mut app, "Lost");
    assert_eq!(cc_state(&app).medal_count("central"), 0);
    let recent = &app.table().expect("table").recent;
    assert_eq!(
        recent.len(),
        19,
        "the panels' actions were kept: {recent:?}"
    );
}

/// The bombardments of `tests/cc_ui.rs`: No Man's Land at set-up, a Reserve Artillery fire
/// with its hexes, a hex passed over, the end of the bombardment; then a wiped-out unit's
/// medal from the result card and a card roll.
#[test]
fn every_action_of_the_bombardments_can_be_said() {
    let (_home, mut app) = start(5);
    msg(
        &mut app,
        Msg::ArtAdd {
            side: "allies".into(),
            strength: 4,
        },
    );
    for _ in 0..4 {
        msg(
            &mut app,
            Msg::Count {
                field: Field::StartHq,
                side: "allies".into(),
                delta: 1,
            },
        );
    }
    click(&mut app, "Add a row");
    click(&mut app, "Add a row");
    for _ in 0..6 {
        for index in [0, 1] {
            msg(&mut app, Msg::NmlRow { index, delta: -1 });
        }
    }
    click(&mut app, "Start the battle");
    msg(&mut app, Msg::NmlRoll(Some(3)));
    msg(&mut app, Msg::NmlRoll(None));
    // The turns wait for No Man's Land to be bombarded to the end (L196-210).
    while cc_state(&app).nml.as_ref().is_some_and(|b| !b.done) {
        msg(&mut app, Msg::NmlRoll(Some(6)));
    }
    click(&mut app, "Artillery");
    click(&mut app, "Firepower 4");
    for d in [1, 4, 4, 4] {
        msg(&mut app, Msg::ArtDie(d));
    }
    msg(&mut app, Msg::HexTerrain("trenches".into()));
    for f in ["soldier", "soldier", "flag"] {
        msg(&mut app, Msg::HexFace(f.into()));
    }
    let fire = cc_state(&app).artillery.expect("a bombardment");
    if let Some(i) = fire.next_hex() {
        let _ = i;
        msg(&mut app, Msg::HexSkip);
    }
    click(&mut app, "Bombardment over");
    assert!(cc_state(&app).artillery.is_none());

    // To the battle phase: a unit of 1 figure wiped out by two Bursts, its medal taken.
    for _ in 0..40 {
        if common::phase(&app) == "battle" {
            break;
        }
        checked(&mut app, |app| {
            common::send(app, Message::Act(Action::EndPhase))
        });
    }
    click(&mut app, "Battle");
    msg(&mut app, Msg::Figures(1));
    msg(&mut app, Msg::Face("burst".into()));
    msg(&mut app, Msg::Face("burst".into()));
    click(&mut app, "Take the Victory Medal");
    assert_eq!(cc_state(&app).medal_count("allies"), 1);
}

/// A card roll on the Turn tab (Three on a Match, physical cards), as in
/// `tests/cc_card_rolls.rs`.
#[test]
fn a_card_roll_can_be_said() {
    let (_home, mut app) = start(3);
    msg(&mut app, Msg::Physical(true));
    click(&mut app, "Start the battle");
    click(&mut app, "Turn & cards");
    msg(
        &mut app,
        Msg::PlayCombat {
            side: "allies".into(),
            card: "three-on-a-match".into(),
        },
    );
    for _ in 0..3 {
        msg(&mut app, Msg::CardFigures(1));
    }
    msg(&mut app, Msg::CardFace("burst".into()));
    assert!(cc_state(&app).last_card_roll.is_some());
    // The card's words are the game's: the same on the panel and from `play`.
    let t = app.table().expect("table");
    let loc = adjutant::i18n::Localizer::new(adjutant::i18n::Lang::En);
    let words = adjutant::games::find(GAME)
        .and_then(|g| {
            g.card(
                &loc,
                &t.def,
                &t.state.table,
                t.recent.back().and_then(|a| match a {
                    Action::Game(g) => Some(g),
                    _ => None,
                }),
                &Default::default(),
            )
        })
        .expect("a card roll's card");
    assert_eq!(words.kind, "card-roll");
    assert_eq!(words.outcome, "1 hit on the target: take off 1 figure.");
    assert!(common::shows_in(&app, &words.whose, SIZE));
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
    act(h, &save, &["setup"]);
    // A second set-up: the battle has started.
    refused(h, &save, &["setup"], "already set up");
    // L232: only the player whose turn it is plays a Command card.
    let t = show(h, &save, Some("central"));
    let german = format!("card={}", hand(&t, "command", "central")[0]);
    refused(
        h,
        &save,
        &["play-command", "side=central", &german],
        "Only the player whose turn it is plays a Command card",
    );
    // L717-719: one Combat card a side each turn.
    let t = show(h, &save, Some("allies"));
    let combat = hand(&t, "combat", "allies");
    let first = format!("card={}", combat[0]);
    let second = format!("card={}", combat[1]);
    act(h, &save, &["play-combat", "side=allies", &first, "cost=0"]);
    refused(
        h,
        &save,
        &["play-combat", "side=allies", &second, "cost=0"],
        "already played a Combat card this turn",
    );
    // L546-550: trading happens at the End of Turn only (and here a Combat card was played).
    refused(
        h,
        &save,
        &["trade", "side=allies", &second],
        "only at End of Turn",
    );
    // No Man's Land rows are at most as wide as the board, 12 hexes (L51, L198-208).
    refused(h, &save, &["nml-start", "rows=13"], "from 1 to 12");
    // An HQ move of nothing is no move.
    refused(
        h,
        &save,
        &["hq", "side=allies", "delta=0", "reason=correction"],
        "Choose how many HQ tokens",
    );
}
