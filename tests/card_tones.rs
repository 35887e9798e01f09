//! The result card's tone (issue 37) from real answers of Tide of Iron, Trench Club and We
//! Were Brothers, played through `adjutant play`: as the side that rolled reads it, a hit or a
//! passed check is a success, a miss or a failed check a failure, a count or a drift neutral.

mod common;
use common::cli_play::{act, json};

use serde_json::Value;

fn tone(v: &Value) -> &str {
    v["card"]["tone"].as_str().unwrap_or("")
}

#[test]
fn toi_cards_are_toned_for_the_side_that_rolled() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let new = json(
        h,
        &["play", "new", "tide-of-iron", "--seed", "11", "--json"],
    );
    let save = new["save"].as_str().expect("save id").to_string();
    let s = save.as_str();
    // USA: Concentrated Fire, one hit (black 5, 6, 1, 2 on 5+, red 5, 3): a success.
    act(h, s, &["take-action", "ConcentratedFire"]);
    let v = act(
        h,
        s,
        &[
            "attack",
            "side=0",
            "attack.lead.fp=4",
            "attack.lead.range=4",
            "attack.lead.distance=3",
            "attack.target.cover=2",
            "black=5,6,1,2",
            "red=5,3",
        ],
    );
    assert_eq!(v["card"]["outcome"], "Remove 1 figure", "{v}");
    assert_eq!(tone(&v), "success", "{v}");
    act(h, s, &["take-action", "PrepareOpFire"]);
    act(h, s, &["take-action", "Advance"]);
    // Germany: the same fire with every black die a 1: no hit, a failure.
    act(h, s, &["take-action", "ConcentratedFire"]);
    let v = act(
        h,
        s,
        &[
            "attack",
            "side=1",
            "attack.lead.fp=4",
            "attack.lead.range=4",
            "attack.lead.distance=3",
            "black=1,1,1,1",
        ],
    );
    assert_eq!(v["card"]["kind"], "attack", "{v}");
    assert_eq!(tone(&v), "failure", "{v}");
    // Germany's artillery card: contact on 4+ with a 5 (a success), then the strike drifts
    // three hexes (a count: neutral).
    act(
        h,
        s,
        &[
            "draw-card",
            "side=1",
            "card.name=Copertura Continua",
            "card.cost=1",
            "card.contact=4",
        ],
    );
    act(
        h,
        s,
        &["counter-add", "counter=command", "side=germany", "delta=3"],
    );
    act(h, s, &["activate-card", "side=1", "index=0"]);
    let v = act(h, s, &["contact", "side=1", "pending=0", "die=5"]);
    assert_eq!(v["card"]["outcome"], "Success", "{v}");
    assert_eq!(tone(&v), "success", "{v}");
    let v = act(h, s, &["drift", "side=1", "spotting=Normal", "dice=3,3"]);
    assert_eq!(v["card"]["detail"], "3 hexes, directly right", "{v}");
    assert_eq!(tone(&v), "neutral", "{v}");
}

#[test]
fn tc_cards_are_toned_for_the_attacker() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let new = json(h, &["play", "new", "trench-club", "--seed", "11", "--json"]);
    let save = new["save"].as_str().expect("save id").to_string();
    let s = save.as_str();
    // Who plays first: both sides roll, no side's success.
    let v = act(h, s, &["roll-off", "sides=germany,france", "purpose=first"]);
    assert_eq!(v["card"]["kind"], "roll-off", "{v}");
    assert_eq!(tone(&v), "neutral", "{v}");
    act(h, s, &["setup", "seats=germany,france"]);
    for (side, kind) in [
        ("germany", "armoured-car"),
        ("germany", "infantry"),
        ("france", "infantry"),
        ("france", "infantry"),
        ("germany", "fighter"),
    ] {
        let (side, kind) = (format!("side={side}"), format!("kind={kind}"));
        act(h, s, &["add-unit", &side, &kind, "army=1"]);
    }
    act(h, s, &["correct", "id=4", "damage=5", "xp=0"]);
    act(h, s, &["end-phase"]);
    act(h, s, &["declare", "attacker=1", "defender=3", "close=true"]);
    act(h, s, &["declare", "attacker=5", "defender=4", "close=true"]);
    act(h, s, &["end-phase"]);
    // The car scores no hit (and none comes back): a failure for the attacker.
    let v = act(
        h,
        s,
        &[
            "fight",
            "index=0",
            r#"attack={"Hits":0}"#,
            r#"back={"Hits":0}"#,
        ],
    );
    assert_eq!(v["card"]["kind"], "battle", "{v}");
    assert_eq!(tone(&v), "failure", "{v}");
    // The fighter's twelve 1s destroy infantry #4: a success.
    let ones = format!(r#"attack={{"Dice":{{"base":{:?},"red":[]}}}}"#, [1; 12]);
    let v = act(h, s, &["fight", "index=1", &ones]);
    assert_eq!(v["card"]["outcome"], "12 hits → 1 dmg", "{v}");
    assert_eq!(tone(&v), "success", "{v}");
}

#[test]
fn wwb_cards_are_toned_for_the_man_who_rolled() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let save = common::cli_play::wwb_able_and_kondor(h);
    let s = save.as_str();
    act(h, s, &["initiative", "panels=1,2"]);
    act(h, s, &["end-phase"]);
    // Kondor 2's headshot on Able 2 lands, a serious wound: a success for the firer.
    let v = act(
        h,
        s,
        &[
            "resolve",
            "actor.squad=1",
            "actor.soldier=1",
            "target.squad=0",
            "target.soldier=1",
            "dice=5",
            r#"roll={"combat":{"fire":{"weapon":"kar-98k","range":4,"headshot":true}}}"#,
        ],
    );
    assert_eq!(v["card"]["outcome"], "Serious wound", "{v}");
    assert_eq!(tone(&v), "success", "{v}");
    // Able 3's grenade scatters: where it lands is a count, neutral.
    let v = act(
        h,
        s,
        &[
            "resolve",
            "actor.squad=0",
            "actor.soldier=2",
            "dice=2,3",
            r#"roll={"blast":{"throw":{"distance":2}}}"#,
        ],
    );
    assert_eq!(v["card"]["kind"], "grenade", "{v}");
    assert_eq!(tone(&v), "neutral", "{v}");
    // Able 1 treats Able 2 and the bleeding goes on: a failure.
    let v = act(
        h,
        s,
        &[
            "resolve",
            "actor.squad=0",
            "actor.soldier=0",
            "target.squad=0",
            "target.soldier=1",
            "dice=1,2",
            r#"roll={"care":{"treat":{}}}"#,
        ],
    );
    assert_eq!(v["card"]["kind"], "treat", "{v}");
    assert_eq!(tone(&v), "failure", "{v}");
}
