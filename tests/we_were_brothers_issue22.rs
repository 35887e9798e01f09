//! We Were Brothers, issue 22: rules the app read wrong, each checked against the lines of
//! `../shared/seeds/001_40785f813387578c.txt` it cites, and the basis every answer carries
//! (the readings it applied, the placeholder values it used). Die faces are the placeholder
//! layout of `data/we-were-brothers/dice.json`; the dice are named by colour in `--dice`, so
//! each test also checks which die the ladder picked.

mod common;
use adjutant::core::table::{ActionError, Table};
use adjutant::games::Rules;
use adjutant::games::we_were_brothers::care::CareRoll;
use adjutant::games::we_were_brothers::rolls::Roll;
use adjutant::games::we_were_brothers::roster::Edit;
use adjutant::games::we_were_brothers::squad::{Army, Skill, Specialist, Squad};
use adjutant::games::we_were_brothers::turn::{self, Item, Smoke};
use adjutant::games::we_were_brothers::{RULES, Who, WwbAction, WwbState};
use chrono::Utc;
use common::{json, run};
use serde_json::Value;

fn resolve(args: &[&str]) -> Value {
    let mut a = vec!["resolve", "we-were-brothers"];
    a.extend_from_slice(args);
    a.push("--json");
    json(&a)
}

fn refused(args: &[&str]) -> String {
    let mut a = vec!["resolve", "we-were-brothers"];
    a.extend_from_slice(args);
    let (code, out, err) = run(&a);
    assert_ne!(code, 0, "should be refused: {args:?}\n{out}");
    err
}

fn die(v: &Value) -> String {
    v["outcome"]["dice"][0]["colour"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

fn readings(v: &Value) -> Vec<String> {
    v["readings"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|r| r["id"].as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

fn unverified(v: &Value) -> Vec<String> {
    v["unverified"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|r| r["what"].as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

/// L423, L117: a hedge is a barrier, so a man behind one is behind partial protection (−2);
/// only a penetration-1 weapon sees him in the open (+1). The example card (L123) at 5 MHx
/// rolls Red: behind a hedge Red −2 = Green (L87), never the open Blue.
#[test]
fn l423_a_hedge_without_cover_is_partial_cover_not_the_open() {
    let v = resolve(&[
        "fire",
        "--weapon",
        "example-card",
        "--range",
        "5",
        "--firer",
        "kneeling",
        "--hedge",
        "--dice",
        "green=light-wound",
    ]);
    assert_eq!(die(&v), "green", "{v}");
    // The MG-42 (penetration 1, L423) ignores the hedge: at 5 MHx its Blue, +1 = Purple.
    let v = resolve(&[
        "fire",
        "--weapon",
        "mg-42",
        "--range",
        "5",
        "--hedge",
        "--gunner",
        "--dice",
        "purple=killed",
    ]);
    assert_eq!(die(&v), "purple", "{v}");
}

/// L900: everyone in the impact MHx rolls Black with the fire modifiers for posture or
/// cover: behind a low wall (partial protection, −2, L423) Black −2 = Blue, not the grenade's
/// White (L556). A man standing in the open: Black +1 stays Black (a reading: above Black is
/// not stated). Artillery has no rings.
#[test]
fn l900_barrage_is_black_with_the_fire_modifiers() {
    let v = resolve(&[
        "barrage",
        "--cover",
        "partial",
        "--dice",
        "blue=light-wound",
    ]);
    assert_eq!(die(&v), "blue", "{v}");
    assert_eq!(v["answer"], "Light wound");
    let v = resolve(&["barrage", "--posture", "standing", "--dice", "black=killed"]);
    assert_eq!(die(&v), "black");
    assert!(readings(&v).contains(&"wwb-above-black".to_string()), "{v}");
    // Prone in the open: Black −2 (the aid's reading) = Blue.
    let v = resolve(&["barrage", "--posture", "prone", "--dice", "blue=suppressed"]);
    assert_eq!(die(&v), "blue");
    assert!(
        readings(&v).contains(&"wwb-aid-modifiers".to_string()),
        "{v}"
    );
    let err = refused(&["barrage", "--ring", "2", "--dice", "black=killed"]);
    assert!(err.contains("--ring"), "{err}");
}

/// L579: smoke thrown this turn is replaced by a Smoke marker and drifts downwind in the
/// resolution phase (this turn's), and is removed in the next resolution phase.
#[test]
fn l579_smoke_drifts_in_its_own_turns_resolution_and_clears_in_the_next() {
    let mut s = WwbState::default();
    s.turn.smoke.push(Smoke {
        label: "S1".into(),
        round: 3,
    });
    assert_eq!(
        turn::checklist(&s, 3),
        vec![Item::Smoke("S1".into(), false)],
        "drifts in the resolution of the turn it was thrown"
    );
    assert_eq!(turn::checklist(&s, 4), vec![Item::Smoke("S1".into(), true)]);
    turn::end_of_turn(&mut s, 4);
    assert_eq!(s.turn.smoke.len(), 1, "still on the map in turn 4");
    turn::end_of_turn(&mut s, 5);
    assert!(s.turn.smoke.is_empty(), "removed in turn 4's resolution");
}

/// L532 sets only a maximum range (3 MHx): a grenade into the thrower's own MHx is a throw.
#[test]
fn l532_a_throw_into_ones_own_mhx_is_allowed() {
    let v = resolve(&["grenade", "--distance", "0", "--dice", "grey=ok,blue=1"]);
    assert_eq!(v["roll"], "grenade", "{v}");
    assert_eq!(v["answer"], "Accurate: lands 1 Hx beyond");
    // The maximum still holds.
    let err = refused(&["grenade", "--distance", "4", "--dice", "grey=ok,blue=1"]);
    assert!(err.contains("out of reach"), "{err}");
}

/// L633 (additional rule): from the −1/−2 boxes a wounded man takes −1/−2 "on any die roll",
/// not only when he fires: a sight test (Grey −1 = Pink), a treatment (Red 3 −1 = 2, below the
/// Bleeding marker's 3), a rally, a door, a throw.
#[test]
fn l633_the_wound_penalty_is_on_every_roll() {
    let v = resolve(&["sight", "--wounded", "1", "--dice", "pink=ok,red=3"]);
    assert_eq!(die(&v), "pink", "{v}");
    let v = resolve(&["treat", "--wounded", "1", "--dice", "red=3,grey=miss"]);
    assert_eq!(v["answer"], "No improvement", "{v}");
    let v = resolve(&[
        "rally",
        "--from",
        "shaken",
        "--wounded",
        "2",
        "--dice",
        "blue=5,grey=miss",
    ]);
    assert_eq!(v["outcome"]["effect"], "none", "5 −2 = 3 < 4: {v}");
    let v = resolve(&["door", "--wounded", "1", "--dice", "red=4,grey=miss"]);
    assert_eq!(v["answer"], "The door holds", "{v}");
    // Grey −2 = White on a throw.
    let v = resolve(&[
        "grenade",
        "--distance",
        "1",
        "--wounded",
        "2",
        "--dice",
        "white=ok,blue=1",
    ]);
    assert_eq!(die(&v), "white", "{v}");
    // Without the additional rules there is no penalty.
    let v = resolve(&[
        "sight",
        "--wounded",
        "1",
        "--no-additional",
        "--dice",
        "grey=ok,red=3",
    ]);
    assert_eq!(die(&v), "grey", "{v}");
    // Bounded: there are only two penalty boxes.
    refused(&["sight", "--wounded", "3", "--dice", "grey=ok,red=3"]);
}

fn table() -> (adjutant::core::def::GameDef, Table) {
    let c = adjutant::games::embedded_content();
    let def = c.game("we-were-brothers").expect("game").clone();
    let mut t = Table::new(&def, 7);
    let st = RULES.new_state(&def, &mut t);
    t.extra = adjutant::core::extra::Extra::new(st);
    (def, t)
}

fn step(
    def: &adjutant::core::def::GameDef,
    t: &mut Table,
    a: WwbAction,
) -> Result<(), ActionError> {
    RULES.step(def, t, &a, Utc::now()).map(|_| ())
}

fn state(t: &Table) -> WwbState {
    t.extra.get::<WwbState>().cloned().expect("state")
}

/// L633 at the table: a man whose health marker sits on the −1 box forces a door with −1,
/// taken from his own box, and the answer says the health line is the app's estimate.
#[test]
fn l633_at_the_table_the_roller_takes_his_own_penalty() {
    let (def, mut t) = table();
    step(
        &def,
        &mut t,
        WwbAction::AddSquad {
            army: Army::UsArmy,
            code: "Able".into(),
        },
    )
    .expect("squad");
    let who = Who {
        squad: 0,
        soldier: 0,
    };
    let minus_one = adjutant::games::we_were_brothers::data::load(&def)
        .health
        .minus_one;
    step(
        &def,
        &mut t,
        WwbAction::Edit {
            who,
            edit: Edit::Health(minus_one),
        },
    )
    .expect("health");
    step(
        &def,
        &mut t,
        WwbAction::Resolve {
            roll: Roll::Care(CareRoll::Door { strength: 0 }),
            // Red 4 (side 3) and Grey miss (side 2): 4 − 1 = 3 < 4.
            dice: Some(vec![3, 2]),
            actor: Some(who),
            target: None,
            tick: None,
        },
    )
    .expect("door");
    let s = state(&t);
    let last = s.last.expect("a result");
    assert!(
        last.outcome
            .working
            .iter()
            .any(|l| l.msg == "wwb-w-wounded"),
        "{:?}",
        last.outcome.working
    );
    assert_eq!(last.outcome.headline.msg, "wwb-out-door-holds");
    assert!(
        last.outcome
            .basis
            .unverified
            .iter()
            .any(|u| u.what == "health-line"),
        "{:?}",
        last.outcome.basis
    );
}

/// L809: a new Leader has Leadership *and* one skill of the player's choice, both at level 1;
/// the second must be another skill.
#[test]
fn l809_a_new_leader_gets_leadership_and_one_skill_of_choice() {
    let mut q = Squad::new("Able", Army::UsArmy);
    q.make_leader(1, Skill::Observation).expect("leader");
    let s = &q.soldiers[1];
    assert_eq!(s.specialist, Some(Specialist::Leader));
    assert_eq!(s.skill(Skill::Leadership), 1);
    assert_eq!(s.skill(Skill::Observation), 1);
    let before = q.clone();
    assert_eq!(
        q.make_leader(2, Skill::Leadership),
        Err("wwb-err-leader-extra")
    );
    assert_eq!(q, before, "a refusal changes nothing");
    // Through the table's action too.
    let (def, mut t) = table();
    step(
        &def,
        &mut t,
        WwbAction::AddSquad {
            army: Army::Wehrmacht,
            code: "Kondor".into(),
        },
    )
    .expect("squad");
    let who = Who {
        squad: 0,
        soldier: 0,
    };
    step(
        &def,
        &mut t,
        WwbAction::Edit {
            who,
            edit: Edit::Leader { extra: Skill::Arms },
        },
    )
    .expect("leader");
    let so = state(&t).squads[0].soldiers[0].clone();
    assert_eq!((so.skill(Skill::Leadership), so.skill(Skill::Arms)), (1, 1));
}

/// Every answer read on the placeholder dice says so (`verified: false`, the dice named), and
/// a fire answer names its weapon card when the card is a stand-in (L83, L95–L123 are lost).
#[test]
fn placeholders_are_marked_in_the_answer_and_the_odds() {
    let v = resolve(&[
        "fire",
        "--weapon",
        "m1-garand",
        "--range",
        "4",
        "--dice",
        "blue=killed",
    ]);
    assert_eq!(v["verified"], false, "{v}");
    let u = unverified(&v);
    assert!(u.contains(&"die-faces:blue".to_string()), "{u:?}");
    assert!(u.contains(&"weapon-card:m1-garand".to_string()), "{u:?}");
    let o = json(&["odds", "we-were-brothers", "treat", "--json"]);
    assert_eq!(o["verified"], false, "{o}");
    assert!(unverified(&o).contains(&"die-faces:red".to_string()), "{o}");
}

/// The readings the digest lists as unclear ride on the answers that rest on them:
/// rally from Suppressed (L696 against L742: a setting, default L742), a substitute on the
/// radio (L865), a shot pushed below White (not stated).
#[test]
fn readings_ride_on_the_answers_that_rest_on_them() {
    // L742 (default): one step better, to Shaken.
    let v = resolve(&["rally", "--from", "suppressed", "--dice", "red=5,grey=miss"]);
    assert_eq!(v["outcome"]["effect"]["status"], "shaken", "{v}");
    let r = &v["readings"][0];
    assert_eq!(r["id"], "wwb-rally-suppressed");
    assert_eq!(r["setting"], "wwb-rally-clears");
    // L696 as the players' reading: the marker goes.
    let v = resolve(&[
        "rally",
        "--from",
        "suppressed",
        "--rally-clears",
        "--dice",
        "red=5,grey=miss",
    ]);
    assert_eq!(v["outcome"]["effect"]["status"], Value::Null, "{v}");
    // A rally from Shaken is clear in both lines: no reading.
    let v = resolve(&["rally", "--from", "shaken", "--dice", "blue=4,grey=miss"]);
    assert!(readings(&v).is_empty(), "{v}");
    // L865: a stand-in rolls White even with sight and Leader; his drift is the app's reading.
    let v = resolve(&[
        "support-accuracy",
        "--los-and-leader",
        "--substitute",
        "--dice",
        "white=miss,blue=2",
    ]);
    assert!(
        readings(&v).contains(&"wwb-radio-substitute".to_string()),
        "{v}"
    );
    // A pistol-like shot pushed below White: the app reads "cannot hit", and says it is a
    // reading. The example card at 9 MHx is Grey; prone in the open −2, headshot −2.
    let v = resolve(&[
        "fire",
        "--weapon",
        "example-card",
        "--range",
        "9",
        "--firer",
        "kneeling",
        "--target",
        "prone",
        "--headshot",
        "--dice",
        "",
    ]);
    assert!(readings(&v).contains(&"wwb-below-white".to_string()), "{v}");
}

/// The answer in display type is one short line in both languages: what to do next goes in the
/// card's detail line (notes), not in the headline.
#[test]
fn headlines_are_one_short_line() {
    for lang in ["en", "it"] {
        let path = format!("i18n/{lang}/we-were-brothers-rolls.ftl");
        let text = std::fs::read_to_string(&path).expect("messages");
        for line in text.lines().filter(|l| l.starts_with("wwb-out-")) {
            let Some((key, words)) = line.split_once(" = ") else {
                continue;
            };
            // Arguments as the table shows them: a number or a face name.
            let mut shown = String::new();
            let mut rest = words;
            while let Some(i) = rest.find('{') {
                shown.push_str(&rest[..i]);
                shown.push('2');
                rest = rest[i..].split_once('}').map_or("", |x| x.1);
            }
            shown.push_str(rest);
            assert!(
                shown.chars().count() <= 34,
                "{lang} {key}: {shown:?} is more than one short line"
            );
        }
    }
}

/// The aid's kneeling and prone modifiers are readings (L973, their icons lost): an answer that
/// used one says so; a hedge alone is partial cover, stated at L423, so no reading rides on it.
#[test]
fn the_aid_reading_rides_only_where_it_was_used() {
    let hedge = resolve(&[
        "fire",
        "--weapon",
        "example-card",
        "--range",
        "5",
        "--firer",
        "kneeling",
        "--target",
        "kneeling",
        "--hedge",
        "--dice",
        "green=suppressed",
    ]);
    assert!(
        !readings(&hedge).contains(&"wwb-aid-modifiers".to_string()),
        "{hedge}"
    );
    let open = resolve(&[
        "fire",
        "--weapon",
        "example-card",
        "--range",
        "5",
        "--firer",
        "kneeling",
        "--target",
        "kneeling",
        "--dice",
        "yellow=suppressed",
    ]);
    assert!(
        readings(&open).contains(&"wwb-aid-modifiers".to_string()),
        "{open}"
    );
    // A grenade's blast on a kneeling man in the open: Black −1 (the reading) = Purple.
    let blast = resolve(&["blast", "--posture", "kneeling", "--dice", "purple=killed"]);
    assert!(
        readings(&blast).contains(&"wwb-aid-modifiers".to_string()),
        "{blast}"
    );
}

/// L633 says "any die roll"; L653's deterioration roll is made for the wounded man himself.
/// The app applies the penalty there too (marked as a reading with its setting), and the
/// players may spare that roll.
#[test]
fn l633_l653_the_deterioration_roll_takes_the_penalty_unless_spared() {
    let v = resolve(&["deterioration", "--wounded", "2", "--dice", "red=4"]);
    assert_eq!(v["outcome"]["effect"], "worse", "4 − 2 = 2 < 3: {v}");
    let r = v["readings"]
        .as_array()
        .and_then(|a| a.iter().find(|r| r["id"] == "wwb-wound-penalty-own-roll"))
        .cloned()
        .expect("the reading");
    assert_eq!(r["setting"], "wwb-spare-deterioration");
    // At the table: a bleeding man (his marker past the −2 box) rolls Red 4.
    let (def, mut t) = table();
    step(
        &def,
        &mut t,
        WwbAction::AddSquad {
            army: Army::UsArmy,
            code: "Able".into(),
        },
    )
    .expect("squad");
    let who = Who {
        squad: 0,
        soldier: 0,
    };
    let bleeding = adjutant::games::we_were_brothers::data::load(&def)
        .health
        .bleeding;
    step(
        &def,
        &mut t,
        WwbAction::Edit {
            who,
            edit: Edit::Health(bleeding),
        },
    )
    .expect("health");
    // The marker the bleeding box puts in his status box (L623): the roll reads it.
    step(
        &def,
        &mut t,
        WwbAction::Edit {
            who,
            edit: Edit::Status(Some(
                adjutant::games::we_were_brothers::squad::Status::Bleeding,
            )),
        },
    )
    .expect("status");
    let deteriorate = |t: &mut Table| {
        step(
            &def,
            t,
            WwbAction::Resolve {
                roll: Roll::Care(CareRoll::Deteriorate {
                    unconscious: false,
                    strength: 0,
                }),
                // Red 4 (side 3).
                dice: Some(vec![3]),
                actor: None,
                target: Some(who),
                tick: None,
            },
        )
        .expect("deterioration");
        state(t).last.expect("a result").outcome.headline.msg
    };
    let mut spared = t.clone();
    assert_eq!(deteriorate(&mut t), "wwb-out-loses-consciousness");
    step(
        &def,
        &mut spared,
        WwbAction::SetReadings(adjutant::games::we_were_brothers::rolls::Readings {
            spare_deterioration: true,
            ..Default::default()
        }),
    )
    .expect("setting");
    assert_eq!(deteriorate(&mut spared), "wwb-out-stable");
}
