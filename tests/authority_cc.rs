//! Command & Colors, one authority (issue 34): the rules of the turn are the engine's, for
//! every door. Each case a tester found is refused through `adjutant play … do … --side S`
//! (exit 2, one stderr line naming the rule, the save's files unchanged byte for byte) and
//! through a phone (`host::phone_action` is Err), and `play actions --side S` does not offer
//! it; the table's panels offer only what the engine takes.

mod common;
use common::cli_play::{act, files, json, run, show};

use std::path::Path;

use adjutant::i18n::{Lang, Localizer};
use adjutant::store::Paths;
use serde_json::Value;

const GAME: &str = "cc-great-war";

fn new_game(h: &Path, setup: &[&str]) -> String {
    let new = json(h, &["play", "new", GAME, "--seed", "8", "--json"]);
    let save = new["save"].as_str().expect("save id").to_string();
    let mut words = vec!["setup"];
    words.extend_from_slice(setup);
    act(h, &save, &words);
    save
}

/// `play <save> do <words> --side <side>`, which must be taken.
fn act_as(h: &Path, save: &str, side: &str, words: &[&str]) -> Value {
    let mut args = vec!["play", save, "do"];
    args.extend_from_slice(words);
    args.extend(["--side", side, "--json"]);
    json(h, &args)
}

/// `words` refused for `side`'s seat through `play` and through its phone, naming `rule`.
fn refused(h: &Path, save: &str, side: &str, words: &[&str], rule: &str) {
    let before = files(h);
    let mut args = vec!["play", save, "do"];
    args.extend_from_slice(words);
    args.extend(["--side", side]);
    let (code, out, err) = run(h, &args);
    assert_eq!(code, 2, "{words:?} for {side} was not refused: {out}");
    assert_eq!(err.trim().lines().count(), 1, "one line: {err}");
    assert!(err.contains(rule), "{words:?} for {side}: {err}");
    assert_eq!(files(h), before, "{words:?} changed the save");
    let p = adjutant::play::read(&Paths::at(h), &adjutant::games::embedded_content(), save)
        .expect("read");
    let loc = Localizer::new(Lang::En);
    let words: Vec<String> = words.iter().map(|w| w.to_string()).collect();
    let phone = adjutant::host::phone_action(&loc, &p.def, &p.state.table, side, &words);
    let e = phone.expect_err("the phone's action is refused too");
    assert!(e.contains(rule), "phone: {e}");
}

/// What `play actions --side S` offers now, by name.
fn offered(h: &Path, save: &str, side: &str) -> Vec<String> {
    common::cli_play::offered_as(h, save, Some(side))
}

fn phase(h: &Path, save: &str) -> String {
    show(h, save, None)["phase"]["id"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// Next until Phase 5, End of Turn.
fn to_end_of_turn(h: &Path, save: &str, side: &str) {
    while phase(h, save) != "end-turn" {
        act_as(h, save, side, &["next-phase"]);
    }
}

/// Case 1 and 6: the side not in turn draws no Command card and plays none (L546, L556,
/// L230-232), and its seat is not offered them; the active side's own draw is still there.
#[test]
fn the_side_not_in_turn_neither_plays_nor_draws_the_command_card() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let save = new_game(h, &[]);
    let theirs = show(h, &save, Some("central"))["decks"]
        .as_array()
        .and_then(|d| d.iter().find(|x| x["id"] == "command"))
        .and_then(|d| d["hands"]["central"]["cards"][0]["id"].as_str())
        .map(|c| format!("card={c}"))
        .expect("a German command card");
    refused(
        h,
        &save,
        "central",
        &["play-command", "side=central", &theirs],
        "Only the player whose turn it is plays a Command card",
    );
    let central = offered(h, &save, "central");
    for a in ["play-command", "draw-command", "end-turn-choice", "trade"] {
        assert!(
            !central.contains(&a.to_string()),
            "{a} offered: {central:?}"
        );
    }
    // The other side may still answer with a Combat card in this turn (L708-719).
    assert!(central.contains(&"play-combat".to_string()), "{central:?}");
    assert!(offered(h, &save, "allies").contains(&"play-command".to_string()));
    to_end_of_turn(h, &save, "allies");
    refused(
        h,
        &save,
        "central",
        &["draw-command", "side=central"],
        "Only the active player draws the new Command card",
    );
    // A seat acts for itself only.
    refused(
        h,
        &save,
        "central",
        &["draw-command", "side=allies"],
        "That belongs to",
    );
    assert!(!offered(h, &save, "central").contains(&"draw-command".to_string()));
    assert!(offered(h, &save, "allies").contains(&"draw-command".to_string()));
    // The active side's own draw was not taken by the refused ones.
    act_as(h, &save, "allies", &["draw-command", "side=allies"]);
    assert_eq!(show(h, &save, None)["state"]["turn"]["command_drawn"], true);
}

/// Case 2: the end-of-turn choice and the replacement draw belong to Phase 5 (L544-556).
#[test]
fn the_end_of_turn_choice_and_draw_wait_for_phase_5() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let save = new_game(h, &[]);
    assert_eq!(phase(h, &save), "play-card");
    refused(
        h,
        &save,
        "allies",
        &["end-turn-choice", "side=allies", "take_hq=true"],
        "end of the turn",
    );
    refused(
        h,
        &save,
        "allies",
        &["draw-command", "side=allies"],
        "end of the turn",
    );
    let allies = offered(h, &save, "allies");
    assert!(
        !allies.contains(&"end-turn-choice".to_string()),
        "{allies:?}"
    );
    assert!(!allies.contains(&"draw-command".to_string()), "{allies:?}");
    to_end_of_turn(h, &save, "allies");
    assert!(offered(h, &save, "allies").contains(&"end-turn-choice".to_string()));
    act_as(
        h,
        &save,
        "allies",
        &["end-turn-choice", "side=allies", "take_hq=true"],
    );
    refused(
        h,
        &save,
        "allies",
        &["end-turn-choice", "side=allies", "take_hq=false"],
        "already been made",
    );
}

/// Case 3: the game ends the moment a side reaches its medals (L579): nothing but notes and
/// undo is taken after it.
#[test]
fn nothing_goes_on_after_a_side_reaches_its_medals() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let save = new_game(h, &["medals_to_win=2"]);
    for _ in 0..2 {
        act_as(
            h,
            &save,
            "allies",
            &["add-medal", "side=allies", "kind=unit"],
        );
    }
    assert_eq!(show(h, &save, None)["state"]["winner"], "allies");
    refused(h, &save, "allies", &["next-phase"], "The game is over");
    refused(
        h,
        &save,
        "central",
        &["add-medal", "side=central", "kind=unit"],
        "The game is over",
    );
    refused(
        h,
        &save,
        "allies",
        &["end-turn-choice", "side=allies", "take_hq=true"],
        "The game is over",
    );
    assert!(
        offered(h, &save, "allies")
            .iter()
            .all(|a| a == "note" || a == "undo" || a == "redo" || a == "set-round-limit")
    );
    // Undo is still there: the medal that ended it can be taken back.
    let (code, _, err) = run(h, &["play", &save, "undo"]);
    assert_eq!(code, 0, "{err}");
    assert!(show(h, &save, None)["state"]["winner"].is_null());
}

/// Case 4: the first turn starts after the No Man's Land bombardment (L196-210): Next and
/// the first Command card wait for its last die; the first side rolls it (L200).
#[test]
fn the_first_turn_waits_for_no_mans_land() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let save = new_game(h, &["nml_rows=[12]"]);
    refused(h, &save, "allies", &["next-phase"], "No Man's Land");
    refused(
        h,
        &save,
        "central",
        &["nml-roll", "face=3"],
        "That belongs to",
    );
    let (code, _, err) = run(h, &["play", &save, "do", "next-phase"]);
    assert_eq!(code, 2, "the table's Next waits too");
    assert!(err.contains("No Man's Land"), "{err}");
    let allies = offered(h, &save, "allies");
    assert!(allies.contains(&"nml-roll".to_string()), "{allies:?}");
    assert!(!allies.contains(&"play-command".to_string()), "{allies:?}");
    for _ in 0..12 {
        if show(h, &save, None)["state"]["no_mans_land"]["done"] == true {
            break;
        }
        act_as(h, &save, "allies", &["nml-roll", "face=6"]);
    }
    assert_eq!(show(h, &save, None)["state"]["no_mans_land"]["done"], true);
    act_as(h, &save, "allies", &["next-phase"]);
}

/// Case 5: the turn is the active side's: only its seat moves it on.
#[test]
fn only_the_side_in_turn_moves_the_turn_on() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let save = new_game(h, &["first_side=central"]);
    refused(h, &save, "allies", &["next-phase"], "only");
    act_as(h, &save, "central", &["next-phase"]);
}
