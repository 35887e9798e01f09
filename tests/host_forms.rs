//! A phone's tap-only forms (issue 35): built by the host from the game's data for the seat,
//! checked against what was offered, and applied the way every phone action is.

use serde_json::{Value, json};
use tungstenite::Message;

mod common;
use common::phone::{CODE, Table, Ws, join_with, next, socket, table};

/// A phone seated for `side`, with its first view.
fn phone(t: &Table, side: &str) -> (Ws, Value) {
    let token = join_with(t.addr, CODE, side);
    let mut ws = socket(t.addr, &token);
    let v = next(&mut ws, "view", &mut vec![]);
    (ws, v["view"].clone())
}

fn say(ws: &mut Ws, msg: Value) {
    ws.send(Message::text(msg.to_string())).expect("send");
}

/// The answer to action `id` (done or refused), skipping views.
fn answer(ws: &mut Ws, id: u64) -> Value {
    loop {
        if let Message::Text(text) = ws.read().expect("a message") {
            let v: Value = serde_json::from_str(&text).expect("json");
            if v["id"] == id && v["t"] != "view" {
                return v;
            }
        }
    }
}

fn form<'a>(view: &'a Value, name: &str) -> Option<&'a Value> {
    view["forms"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|f| f["name"] == name)
}

fn options(form: &Value, field: &str) -> Vec<String> {
    form["fields"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|f| f["name"] == field)
        .and_then(|f| f["options"].as_array())
        .into_iter()
        .flatten()
        .filter_map(|o| o["id"].as_str().map(String::from))
        .collect()
}

fn hand(view: &Value, deck: &str, side: &str) -> Vec<String> {
    view["decks"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|d| d["id"] == deck)
        .and_then(|d| d["hands"][side]["cards"].as_array())
        .into_iter()
        .flatten()
        .filter_map(|c| c["id"].as_str().map(String::from))
        .collect()
}

fn dedup(mut v: Vec<String>) -> Vec<String> {
    let mut out = vec![];
    v.retain(|x| {
        if out.contains(x) {
            false
        } else {
            out.push(x.clone());
            true
        }
    });
    v
}

#[test]
fn cc_forms_offer_the_seats_own_cards_of_the_right_deck_and_the_games_units() {
    let t = table("cc-great-war", &["setup"]);
    let (_a, va) = phone(&t, "allies");
    let (_b, vb) = phone(&t, "central");
    let command = form(&va, "play-command").expect("the active side plays a Command card");
    assert_eq!(
        options(command, "card"),
        dedup(hand(&va, "command", "allies"))
    );
    let combat = form(&va, "play-combat").expect("and a Combat card");
    assert_eq!(
        options(combat, "card"),
        dedup(hand(&va, "combat", "allies"))
    );
    assert!(
        options(command, "card")
            .iter()
            .all(|c| !options(combat, "card").contains(c)),
        "no Combat card in the Command form"
    );
    assert!(
        form(&vb, "play-command").is_none(),
        "not Central's turn: no Command card"
    );
    let battle = form(&va, "battle").expect("battle");
    assert!(options(battle, "unit").contains(&"infantry".to_string()));
    assert!(options(battle, "target").contains(&"trenches".to_string()));
    // Words, not ids: the unit's label is the game's own.
    assert!(battle.to_string().contains("Machine-gun team"), "{battle}");
    // Nothing typed, no raw option: the actions offered bare take nothing but the side.
    for a in va["actions"].as_array().into_iter().flatten() {
        for arg in a["args"].as_array().into_iter().flatten() {
            assert_eq!(arg["name"], "side", "an argument offered bare: {a}");
        }
        assert_ne!(a["name"], "battle");
    }
}

#[test]
fn a_cc_battle_from_the_form_shows_its_dice_refuses_what_was_not_offered_and_applies_once() {
    let t = table("cc-great-war", &["setup"]);
    let (mut a, _) = phone(&t, "allies");
    let seq = || t.host().snapshot()["seq"].as_u64().unwrap_or(0);
    // Before the unit is chosen: no dice yet, and the field to choose is named.
    say(
        &mut a,
        json!({ "id": 1, "form_dice": "battle", "values": { "range": 1 } }),
    );
    let d = answer(&mut a, 1);
    assert_eq!(d["dice"], Value::Null, "{d}");
    assert!(d["message"].as_str().unwrap_or("").contains("unit"), "{d}");
    // Infantry adjacent to a unit in the open: 3 battle dice, shown before the roll.
    let values = json!({ "unit": "infantry", "range": 1, "target": "open" });
    say(
        &mut a,
        json!({ "id": 2, "form_dice": "battle", "values": values }),
    );
    let d = answer(&mut a, 2);
    assert_eq!(
        d["dice"],
        json!([
            "cc-great-war:battle",
            "cc-great-war:battle",
            "cc-great-war:battle"
        ]),
        "{d}"
    );
    assert_eq!(d["form"], "battle");
    // A unit the form did not offer: refused, naming the field; nothing changes.
    let before = seq();
    say(
        &mut a,
        json!({ "id": 3, "form": "battle", "values": { "unit": "tank", "range": 1, "target": "open" } }),
    );
    let r = answer(&mut a, 3);
    assert_eq!(r["t"], "refused", "{r}");
    assert!(
        r["message"].as_str().unwrap_or("").contains("Firing unit"),
        "{r}"
    );
    // Two faces for a roll of three: refused, saying how many.
    say(
        &mut a,
        json!({ "id": 4, "form": "battle", "values": { "unit": "infantry", "range": 1, "target": "open", "faces": ["soldier", "flag"] } }),
    );
    let r = answer(&mut a, 4);
    assert_eq!(r["t"], "refused", "{r}");
    assert!(r["message"].as_str().unwrap_or("").contains('3'), "{r}");
    assert_eq!(seq(), before, "refusals change nothing");
    // The phone's own dice: the battle is read from them.
    say(
        &mut a,
        json!({ "id": 5, "form": "battle", "values": { "unit": "infantry", "range": 1, "target": "open", "faces": ["soldier", "flag", "burst"] } }),
    );
    let r = answer(&mut a, 5);
    assert_eq!(r["t"], "done", "{r}");
    assert!(r["log"].to_string().contains("Soldier, Flag"), "{r}");
    assert_eq!(seq(), before + 1);
    // The form's words are the host's: a phone sending them itself is refused.
    say(
        &mut a,
        json!({ "id": 6, "act": ["@form", "central", "battle", "{}"] }),
    );
    assert_eq!(answer(&mut a, 6)["t"], "refused");
    assert_eq!(seq(), before + 1);
}

#[test]
fn cc_cards_from_the_form_the_end_of_turn_choice_in_italian() {
    let t = table("cc-great-war", &["setup"]);
    let (mut a, va) = phone(&t, "allies");
    let card = hand(&va, "command", "allies")[0].clone();
    say(
        &mut a,
        json!({ "id": 1, "form": "play-command", "values": { "card": card } }),
    );
    assert_eq!(answer(&mut a, 1)["t"], "done");
    // A Combat card id in the Command form is refused (it is not among the choices).
    let combat = hand(&va, "combat", "allies")[0].clone();
    say(
        &mut a,
        json!({ "id": 2, "form": "discard-command", "values": { "card": combat } }),
    );
    let r = answer(&mut a, 2);
    assert_eq!(r["t"], "refused", "{r}");
    // In Italian, the forms speak Italian.
    say(&mut a, json!({ "lang": "it" }));
    // (A view pushed by the card played may come first: the next ones are in Italian.)
    let mut battle = Value::Null;
    for _ in 0..4 {
        let v = next(&mut a, "view", &mut vec![]);
        battle = form(&v["view"], "battle").cloned().expect("battle");
        if battle.to_string().contains("Fanteria") {
            break;
        }
    }
    assert!(battle.to_string().contains("Fanteria"), "{battle}");
}

#[test]
fn asl_fire_morale_rally_and_close_combat_from_taps_with_the_two_dice() {
    let t = table("asl-sk1", &[]);
    let (mut g, v) = phone(&t, "german");
    let fire = form(&v, "fire").expect("fire on the IFT");
    assert!(
        options(fire, "type").contains(&"prep".to_string()),
        "{fire}"
    );
    assert!(
        options(fire, "kind").contains(&"squad".to_string()),
        "{fire}"
    );
    let seq = || t.host().snapshot()["seq"].as_u64().unwrap_or(0);
    say(
        &mut g,
        json!({ "id": 1, "form_dice": "fire", "values": {} }),
    );
    assert_eq!(
        answer(&mut g, 1)["dice"],
        json!(["asl-sk1:colored", "asl-sk1:white"])
    );
    // A kind of fire that is not among the choices: refused, nothing changes.
    let before = seq();
    say(
        &mut g,
        json!({ "id": 2, "form": "fire", "values": { "type": "Napalm", "dice": ["1", "1"] } }),
    );
    let r = answer(&mut g, 2);
    assert_eq!(r["t"], "refused", "{r}");
    assert!(
        r["message"].as_str().unwrap_or("").contains("Kind of fire"),
        "{r}"
    );
    assert_eq!(seq(), before);
    say(
        &mut g,
        json!({ "id": 3, "form": "fire", "values": { "fp": 8, "terrain": "woods", "dice": ["2", "3"] } }),
    );
    let r = answer(&mut g, 3);
    assert_eq!(r["t"], "done", "{r}");
    // The dice entered are the roll's: 2 and 3 on the IFT.
    assert!(r["log"].to_string().contains("2+3"), "{r}");
    assert_eq!(seq(), before + 1);
    for (id, name, values) in [
        (4, "morale", json!({ "morale": 7, "dice": ["3", "3"] })),
        (5, "rally", json!({ "morale": 7, "dice": ["2", "2"] })),
        (
            6,
            "close-combat",
            json!({ "attacker": 6, "defender": 4, "dice": ["1", "2"] }),
        ),
    ] {
        assert!(form(&v, name).is_some(), "{name} offered");
        say(&mut g, json!({ "id": id, "form": name, "values": values }));
        let r = answer(&mut g, id);
        assert_eq!(r["t"], "done", "{name}: {r}");
    }
}

#[test]
fn toi_actions_an_attack_with_its_black_and_red_dice_cards_of_the_hq_and_pass() {
    let t = table(
        "tide-of-iron",
        &["draw-card side=0 card.name=Barrage card.cost=0"],
    );
    let (mut u, v) = phone(&t, "usa");
    let (mut g, vg) = phone(&t, "germany");
    let names = |v: &Value| -> Vec<String> {
        v["forms"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|f| f["name"].as_str().map(String::from))
            .collect()
    };
    // Not in turn: Germany may fire (Op Fire) but takes no action and does not pass.
    assert!(names(&vg).contains(&"attack".to_string()));
    assert!(!names(&vg).contains(&"take-action".to_string()));
    assert!(!names(&vg).contains(&"pass".to_string()));
    let take = form(&v, "take-action").expect("the side in turn takes an action");
    assert!(options(take, "action").contains(&"concentrated-fire".to_string()));
    // Words, not ids.
    assert!(take.to_string().contains("Concentrated Fire"), "{take}");
    assert_eq!(
        options(form(&v, "activate-card").expect("HQ card"), "card"),
        vec!["0"]
    );
    say(
        &mut u,
        json!({ "id": 1, "form": "take-action", "values": { "action": "concentrated-fire" } }),
    );
    assert_eq!(answer(&mut u, 1)["t"], "done");
    // Cover 2: the black dice and then the red, counted before the roll.
    let values = json!({ "fp": 4, "range": 6, "distance": 2, "cover": 2 });
    say(
        &mut u,
        json!({ "id": 2, "form_dice": "attack", "values": values }),
    );
    let d = answer(&mut u, 2);
    let keys: Vec<String> = d["dice"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|k| k.as_str().map(String::from))
        .collect();
    assert!(keys.iter().any(|k| k == "tide-of-iron:attack"), "{d}");
    assert_eq!(
        keys.iter().filter(|k| *k == "tide-of-iron:defence").count(),
        2,
        "{d}"
    );
    let faces: Vec<String> = keys.iter().map(|_| "6".to_string()).collect();
    let mut values = values;
    values["dice"] = json!(faces);
    say(
        &mut u,
        json!({ "id": 3, "form": "attack", "values": values }),
    );
    let r = answer(&mut u, 3);
    assert_eq!(r["t"], "done", "{r}");
    say(&mut u, json!({ "id": 4, "form": "pass", "values": {} }));
    let r = answer(&mut u, 4);
    assert_eq!(r["t"], "done", "{r}");
    let _ = next(&mut g, "view", &mut vec![]);
}

#[test]
fn tc_attacks_declared_from_own_units_fought_with_d12s_or_typed_hits_and_purchases() {
    let t = table(
        "trench-club",
        &[
            "setup seats=germany,france",
            "add-unit side=germany kind=armoured-car army=1",
            "add-unit side=germany kind=infantry army=1",
            "add-unit side=france kind=infantry army=1",
            "end-phase",
        ],
    );
    let (mut g, v) = phone(&t, "germany");
    let declare = form(&v, "declare").expect("declare");
    assert_eq!(
        options(declare, "attacker"),
        vec!["1", "2"],
        "own units only"
    );
    assert_eq!(options(declare, "defender"), vec!["3"], "the enemy's");
    say(
        &mut g,
        json!({ "id": 1, "form": "declare", "values": { "attacker": "1", "defender": "3", "close": "close" } }),
    );
    let r = answer(&mut g, 1);
    assert_eq!(r["t"], "done", "{r}");
    // Not Germany's own unit as a target: refused, naming the field.
    say(
        &mut g,
        json!({ "id": 2, "form": "declare", "values": { "attacker": "2", "defender": "1" } }),
    );
    let r = answer(&mut g, 2);
    assert_eq!(r["t"], "refused", "{r}");
    // On to the battles: the dice of the next declared one.
    say(&mut g, json!({ "id": 3, "act": ["end-phase"] }));
    assert_eq!(answer(&mut g, 3)["t"], "done");
    say(
        &mut g,
        json!({ "id": 4, "form_dice": "fight", "values": { "index": "0" } }),
    );
    let d = answer(&mut g, 4);
    let keys = d["dice"].as_array().cloned().unwrap_or_default();
    assert!(!keys.is_empty(), "{d}");
    assert!(
        keys.iter()
            .all(|k| k.as_str().is_some_and(|k| k.starts_with("trench-club:")))
    );
    // The attacker's dice, then the defender's return fire, each said whose.
    let whose: Vec<&str> = keys
        .iter()
        .filter_map(|k| k.as_str()?.split_once('#').map(|(_, w)| w))
        .collect();
    assert!(
        whose.first() == Some(&"Attacker") && whose.last() == Some(&"Defender"),
        "{d}"
    );
    let faces: Vec<&str> = keys.iter().map(|_| "1").collect();
    say(
        &mut g,
        json!({ "id": 5, "form": "fight", "values": { "index": "0", "dice": faces } }),
    );
    let r = answer(&mut g, 5);
    assert_eq!(r["t"], "done", "{r}");
}

#[test]
fn wwb_fire_grenade_care_rally_and_initiative_from_his_own_men() {
    let t = table(
        "we-were-brothers",
        &[
            "add-standard-squad army=us-army code=Able blue=3",
            "add-standard-squad army=wehrmacht code=Kondor blue=3",
        ],
    );
    let (mut a, v) = phone(&t, "allies");
    let fire = form(&v, "fire").expect("fire");
    let shooters = options(fire, "man");
    assert!(
        !shooters.is_empty() && shooters.iter().all(|m| m.starts_with("0-")),
        "{shooters:?}"
    );
    assert!(options(fire, "target").iter().all(|m| m.starts_with("1-")));
    // The roll's own dice, named by the host before the roll.
    say(
        &mut a,
        json!({ "id": 1, "form_dice": "fire", "values": { "man": "0-1", "target": "1-1" } }),
    );
    let d = answer(&mut a, 1);
    let keys = d["dice"].as_array().cloned().unwrap_or_default();
    assert!(!keys.is_empty(), "{d}");
    // Another side's man as the firer: refused, naming the field.
    say(
        &mut a,
        json!({ "id": 2, "form": "fire", "values": { "man": "1-1" } }),
    );
    let r = answer(&mut a, 2);
    assert_eq!(r["t"], "refused", "{r}");
    assert!(
        r["message"].as_str().unwrap_or("").contains("Who fires"),
        "{r}"
    );
    // Dice left empty: the app rolls them.
    for (id, name, values) in [
        (3, "grenade", json!({ "man": "0-0", "distance": 2 })),
        (4, "rally", json!({ "man": "0-0", "patient": "0-1" })),
        (5, "initiative", json!({ "allies": 2, "axis": 1 })),
        (6, "care", json!({ "patient": "0-1" })),
    ] {
        say(&mut a, json!({ "id": id, "form": name, "values": values }));
        let r = answer(&mut a, id);
        let said = r["message"].as_str().unwrap_or("");
        match name {
            "grenade" | "initiative" => assert_eq!(r["t"], "done", "{name}: {r}"),
            // The engine's refusals, in words: Able 1 has no Leadership; a care roll needs
            // the man who gives it.
            "rally" => assert!(said.contains("Leadership"), "{r}"),
            _ => assert!(said.contains("care"), "{r}"),
        }
    }
    // The care roll's kinds go by the rolls' names (`resolve`'s, `play`'s); a page loaded
    // before still sends the old id, read the same.
    let care = form(&v, "care").expect("care");
    assert!(options(care, "kind").contains(&"deterioration".to_string()));
    let mut answers = vec![];
    for (id, kind) in [(7, "deterioration"), (8, "deteriorate")] {
        say(
            &mut a,
            json!({ "id": id, "form": "care", "values": { "kind": kind, "patient": "0-1" } }),
        );
        let r = answer(&mut a, id);
        answers.push((r["t"].clone(), r["message"].clone()));
    }
    // Both reached the deterioration rule (Able 2 is not bleeding: refused by it, naming it).
    assert_eq!(answers[0], answers[1]);
    let said = answers[0].1.as_str().unwrap_or("");
    assert!(said.contains("rolls for deterioration"), "{answers:?}");
}

#[test]
fn cc_setup_from_steppers_deals_the_hands_it_says() {
    let t = table("cc-great-war", &[]);
    let (mut a, v) = phone(&t, "allies");
    let setup = form(&v, "setup").expect("the set-up, before the battle starts");
    assert!(setup.to_string().contains("Command cards"), "{setup}");
    say(
        &mut a,
        json!({ "id": 1, "form": "setup", "values": { "first": "allies", "command.allies": 5, "command.central": 3, "medals": 5 } }),
    );
    let r = answer(&mut a, 1);
    assert_eq!(r["t"], "done", "{r}");
    let snap = t.host().snapshot();
    let n = |side: &str| {
        snap["table"]["decks"]["command"]["hands"][side]
            .as_array()
            .map_or(0, |h| h.len())
    };
    assert_eq!((n("allies"), n("central")), (5, 3), "{snap}");
    // Out of the stepper's bounds: refused, naming the field.
    let (mut b, _) = phone(&t, "central");
    say(
        &mut b,
        json!({ "id": 2, "form": "play-combat", "values": { "card": "x", "cost": 99 } }),
    );
    assert_eq!(answer(&mut b, 2)["t"], "refused");
}

#[test]
fn tc_a_units_marker_is_tapped_on_for_its_own_units_only() {
    let t = table(
        "trench-club",
        &[
            "setup seats=germany,france",
            "add-unit side=germany kind=infantry army=1",
            "add-unit side=france kind=infantry army=1",
        ],
    );
    let (mut g, v) = phone(&t, "germany");
    let f = form(&v, "toggle").expect("markers");
    assert_eq!(options(f, "unit"), vec!["1"]);
    say(
        &mut g,
        json!({ "id": 1, "form": "toggle", "values": { "unit": "1", "flag": "in-fort" } }),
    );
    let r = answer(&mut g, 1);
    assert_eq!(r["t"], "done", "{r}");
    assert!(
        t.host().snapshot()["table"]["extra"]
            .to_string()
            .contains("\"in_fort\":true")
    );
    say(
        &mut g,
        json!({ "id": 2, "form": "toggle", "values": { "unit": "2", "flag": "in-fort" } }),
    );
    assert_eq!(answer(&mut g, 2)["t"], "refused");
}

/// ASL's last half turn ended (L1614-1616) through a phone too: the German seat's Next is
/// refused with the reason and changes nothing, and the view the phone reads says the game
/// is over and why.
#[test]
fn asl_a_half_turn_ended_refuses_a_phones_next_with_the_reason() {
    let mut prep = vec!["set-length turns=1 half_last=true"];
    prep.extend(["end-phase"; 7]);
    prep.push("next-phase");
    let t = table("asl-sk1", &prep);
    let (mut g, v) = phone(&t, "german");
    assert!(
        v["over"]["why"]
            .as_str()
            .unwrap_or("")
            .contains("Game Turn 1 is a half turn"),
        "{}",
        v["over"]
    );
    let seq = || t.host().snapshot()["seq"].as_u64().unwrap_or(0);
    let before = seq();
    say(&mut g, json!({ "id": 1, "act": ["next-phase"] }));
    let r = answer(&mut g, 1);
    assert_eq!(r["t"], "refused", "{r}");
    assert!(
        r["message"]
            .as_str()
            .unwrap_or("")
            .contains("only the Germans moved in it"),
        "{r}"
    );
    assert_eq!(seq(), before, "the refusal changes nothing");
}
