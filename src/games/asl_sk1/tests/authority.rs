//! One authority (issue 34): a seated side touches only its own units and reinforcements,
//! leaves the scenario's set-up to the table, the ATTACKER moves the turn on, a scenario whose
//! marker reached END takes nothing (L1611-1616), and a random selection follows the save's
//! setting whatever door asks.

use chrono::Utc;

use super::*;
use crate::core::actor::Actor;
use crate::core::def::GameDef;
use crate::core::table::{GameHooks, Table, TableAction};
use crate::games::{Game, GameAction};

fn def() -> GameDef {
    crate::games::embedded_content()
        .game(ID)
        .cloned()
        .expect("asl-sk1 data")
}

fn table(def: &GameDef) -> Table {
    let mut t = Table::new(def, 5);
    t.extra = RULES.new_extra(def, &mut t);
    t
}

fn act(def: &GameDef, t: &mut Table, a: AslAction, who: &Actor) -> Result<(), ActionError> {
    let g = GameAction::new(ID, &a);
    let (next, _) = crate::core::table::step(
        def,
        t,
        &TableAction::Game(g),
        &RULES as &dyn GameHooks<GameAction>,
        who,
        Utc::now(),
    )?;
    *t = next;
    Ok(())
}

fn german() -> Actor {
    Actor::Side("german".into())
}

fn allied() -> Actor {
    Actor::Side("allied".into())
}

#[test]
fn a_side_removes_and_marks_only_its_own_units() {
    let d = def();
    let mut t = table(&d);
    act(
        &d,
        &mut t,
        AslAction::AddUnit {
            name: "4-6-7".into(),
            side: 0,
        },
        &german(),
    )
    .expect("own");
    let refused = act(
        &d,
        &mut t,
        AslAction::AddUnit {
            name: "6-6-6".into(),
            side: 1,
        },
        &german(),
    );
    assert!(matches!(
        refused,
        Err(ActionError::Rule("err-actor-other-side", _))
    ));
    act(
        &d,
        &mut t,
        AslAction::AddUnit {
            name: "6-6-6".into(),
            side: 1,
        },
        &Actor::Table,
    )
    .expect("the table adds for any side");
    let before = t.clone();
    let r = act(&d, &mut t, AslAction::RemoveUnit(2), &german());
    assert!(
        matches!(r, Err(ActionError::Rule("err-actor-other-side", _))),
        "{r:?}"
    );
    let r = act(
        &d,
        &mut t,
        AslAction::SetFlag {
            unit: 2,
            flag: Flag::Broken,
            on: true,
        },
        &german(),
    );
    assert!(r.is_err());
    assert_eq!(t, before, "a refusal changes nothing");
    act(&d, &mut t, AslAction::RemoveUnit(2), &allied()).expect("the Allies remove their own");
    act(
        &d,
        &mut t,
        AslAction::SetFlag {
            unit: 1,
            flag: Flag::Cx,
            on: true,
        },
        &german(),
    )
    .expect("own marker");
    // The panels' and `play actions`' list agrees.
    assert!(Game::allowed_now(&RULES, &d, &t, "SetFlag", &german()));
    assert!(!Game::allowed_now(&RULES, &d, &t, "SetFlag", &allied()));
    assert!(!Game::allowed_now(&RULES, &d, &t, "SetLength", &german()));
    assert!(Game::allowed_now(
        &RULES,
        &d,
        &t,
        "SetLength",
        &Actor::Table
    ));
    let r = act(
        &d,
        &mut t,
        AslAction::SetLength {
            turns: Some(1),
            half_last: false,
        },
        &allied(),
    );
    assert!(r.is_err(), "a seat does not set the scenario's length");
}

#[test]
fn the_attacker_is_in_turn_and_a_half_turn_ends_the_scenario() {
    let d = def();
    let mut t = table(&d);
    assert_eq!(
        GameHooks::in_turn(&RULES, &d, &t).as_deref(),
        Some("german")
    );
    act(&d, &mut t, AslAction::SetFirstAttacker(1), &Actor::Table).expect("first attacker");
    assert_eq!(
        GameHooks::in_turn(&RULES, &d, &t).as_deref(),
        Some("allied")
    );
    act(&d, &mut t, AslAction::SetFirstAttacker(0), &Actor::Table).expect("first attacker");
    act(
        &d,
        &mut t,
        AslAction::SetLength {
            turns: Some(1),
            half_last: true,
        },
        &Actor::Table,
    )
    .expect("length");
    assert!(!GameHooks::over(&RULES, &d, &t));
    // The second Player Turn of a last half turn: the marker is at END.
    t.cursor.side = 1;
    assert!(GameHooks::over(&RULES, &d, &t));
    let before = t.clone();
    let r = act(&d, &mut t, AslAction::Wound(false, Some(3)), &Actor::Table);
    assert!(
        matches!(r, Err(ActionError::Rule("err-game-over", _))),
        "{r:?}"
    );
    assert_eq!(t, before);
    assert!(!Game::allowed_now(&RULES, &d, &t, "Fire", &Actor::Table));
}

#[test]
fn a_random_selection_follows_the_saves_setting() {
    let d = def();
    let mut t = table(&d);
    // Written without the field (read as a re-roll, for old saves): the table's A.9 decides.
    let p: random::RandomPick =
        serde_json::from_str(r#"{"candidates":["a","b","c"]}"#).expect("pick");
    assert!(p.reroll_ties);
    act(
        &d,
        &mut t,
        AslAction::RandomPick(p.clone(), Some(vec![5, 5, 2])),
        &german(),
    )
    .expect("A.9 with three dice");
    match &t.extra.get::<AslState>().expect("state").last {
        Some(Resolution::Pick(q, dice)) => {
            assert!(!q.reroll_ties);
            assert_eq!(dice, &vec![5, 5, 2]);
        }
        other => panic!("{other:?}"),
    }
    // Rolled by the app: no re-roll of the tie, one dr each.
    act(
        &d,
        &mut t,
        AslAction::RandomPick(p.clone(), None),
        &Actor::Table,
    )
    .expect("rolled");
    match &t.extra.get::<AslState>().expect("state").last {
        Some(Resolution::Pick(_, dice)) => assert_eq!(dice.len(), 3),
        other => panic!("{other:?}"),
    }
}
