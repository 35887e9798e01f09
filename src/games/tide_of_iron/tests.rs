//! The round as state and actions: the Action phase's turns (L668-686), Command income
//! (L739-745), initiative (L784-792), card activation and Establish Contact retries.

use chrono::Utc;

use super::actions::ToiAction;
use super::state::{ActionKind, Card, Objective, Timing, ToiState};
use super::step::{BID, COMMAND, VP, on_turn_change, step};
use crate::core::def::{GameDef, counter_key};
use crate::core::table::{ActionError, Table};
use crate::games::Game;

fn def() -> GameDef {
    crate::games::embedded_content()
        .game(super::ID)
        .cloned()
        .expect("tide-of-iron data")
}

fn table(def: &GameDef) -> Table {
    let mut t = Table::new(def, 7);
    t.extra = super::RULES.new_extra(def, &mut t);
    t
}

fn go(def: &GameDef, t: &mut Table, a: ToiAction) -> Result<(), ActionError> {
    step(def, t, &a, Utc::now()).map(|_| ())
}

fn st(t: &Table) -> &ToiState {
    super::state(t).expect("state")
}

fn phase(def: &GameDef, t: &mut Table, id: &str) {
    t.cursor.phase = def
        .phases
        .phases
        .iter()
        .position(|p| p.id == id)
        .expect("phase");
}

fn counter(def: &GameDef, t: &Table, id: &str, side: usize) -> i64 {
    t.counters[&counter_key(id, Some(&def.sides[side].id))].value
}

fn set(def: &GameDef, t: &mut Table, id: &str, side: usize, v: i64) {
    let key = counter_key(id, Some(&def.sides[side].id));
    t.counters.get_mut(&key).expect("counter").value = v;
}

/// ESEMPIO DI UN TURNO AZIONI (L668-686): 3 actions each, the USA (initiative) first.
#[test]
fn action_turns_example_l668() {
    let d = def();
    let mut t = table(&d);
    assert_eq!(st(&t).turns.side, 0);
    assert_eq!(st(&t).turns.left, 3);
    for k in [
        ActionKind::Advance,
        ActionKind::ConcentratedFire,
        ActionKind::PrepareOpFire,
    ] {
        go(&d, &mut t, ToiAction::TakeAction(k)).expect("US action");
    }
    assert_eq!(st(&t).turns.side, 1, "Germany's turn after 3 US actions");
    for k in [
        ActionKind::ActivateCard,
        ActionKind::Advance,
        ActionKind::FireAndMovement,
    ] {
        go(&d, &mut t, ToiAction::TakeAction(k)).expect("German action");
    }
    assert_eq!(st(&t).turns.side, 0);
    assert_eq!(st(&t).turns.taken.len(), 6);
    // The USA ends its phase; Germany may go on taking actions until it ends too (L658-664).
    go(&d, &mut t, ToiAction::Pass).expect("pass");
    assert_eq!(st(&t).turns.side, 1);
    for _ in 0..4 {
        go(&d, &mut t, ToiAction::TakeAction(ActionKind::Advance)).expect("German goes on");
    }
    assert_eq!(st(&t).turns.side, 1);
    go(&d, &mut t, ToiAction::Pass).expect("pass");
    assert!(st(&t).turns.both_passed());
    let before = t.clone();
    assert!(go(&d, &mut t, ToiAction::TakeAction(ActionKind::Advance)).is_err());
    assert_eq!(t, before, "a refusal changes nothing");
    // Team play: half the actions, rounded up (L1611).
    let mut s = st(&t).scenario.clone();
    s.players = 4;
    assert_eq!(s.per_turn(), 2);
}

/// The four-player example (L1623-1629): 3 actions a team, 2 for each player; the USA holds
/// the initiative: Filippo's 2 actions, then Maria's, then Germany's Lisa and Marco, then the
/// USA again.
#[test]
fn four_players_both_members_of_a_team_act_in_turn_l1623_l1629() {
    let d = def();
    let mut t = table(&d);
    let mut s = st(&t).scenario.clone();
    s.players = 4;
    go(&d, &mut t, ToiAction::SetScenario(s)).expect("four players");
    let mut order = vec![];
    for _ in 0..10 {
        let tn = &st(&t).turns;
        order.push((tn.side, tn.member));
        go(&d, &mut t, ToiAction::TakeAction(ActionKind::Advance)).expect("action");
    }
    assert_eq!(
        order,
        vec![
            (0, 0),
            (0, 0),
            (0, 1),
            (0, 1),
            (1, 0),
            (1, 0),
            (1, 1),
            (1, 1),
            (0, 0),
            (0, 0)
        ]
    );
}

/// Command income (L739-745): the USA holds German objectives worth 3, its own worth 2 and
/// neutral ones worth 2: it gains 4.
#[test]
fn command_income_example_l739() {
    let d = def();
    let mut t = table(&d);
    let mut s = st(&t).scenario.clone();
    let obj = |name: &str, nation: Option<usize>, command: u32| Objective {
        name: name.into(),
        nation,
        command,
        vp: 0,
        controller: Some(0),
    };
    s.objectives = vec![
        obj("buildings", Some(1), 3),
        obj("hill", Some(0), 2),
        obj("crossroad", None, 2),
    ];
    go(&d, &mut t, ToiAction::SetScenario(s)).expect("scenario");
    assert!(
        go(&d, &mut t, ToiAction::CollectIncome).is_err(),
        "only in the Command phase"
    );
    phase(&d, &mut t, "command");
    go(&d, &mut t, ToiAction::CollectIncome).expect("income");
    assert_eq!(counter(&d, &t, COMMAND, 0), 4);
    assert_eq!(counter(&d, &t, COMMAND, 1), 0);
    assert!(
        go(&d, &mut t, ToiAction::CollectIncome).is_err(),
        "once a round"
    );
}

/// Initiative (L772-792): command on the card is spent and adds up; the higher total wins,
/// a tie goes to the side that did not hold it.
#[test]
fn initiative_bidding_l772() {
    let d = def();
    let mut t = table(&d);
    phase(&d, &mut t, "command");
    set(&d, &mut t, COMMAND, 1, 3);
    assert!(go(&d, &mut t, ToiAction::Bid { side: 1, amount: 4 }).is_err());
    go(&d, &mut t, ToiAction::Bid { side: 1, amount: 2 }).expect("bid");
    assert_eq!(counter(&d, &t, COMMAND, 1), 1);
    assert_eq!(counter(&d, &t, BID, 1), 2);
    go(&d, &mut t, ToiAction::DecideInitiative).expect("decide");
    assert_eq!(st(&t).initiative, 1);
    // A new round: Germany acts first now.
    t.cursor.round = 2;
    on_turn_change(&d, &mut t, Utc::now());
    assert_eq!(st(&t).turns.side, 1);
    // A tie goes to the side that did not hold it (the USA).
    set(&d, &mut t, BID, 0, 2);
    go(&d, &mut t, ToiAction::DecideInitiative).expect("decide");
    assert_eq!(st(&t).initiative, 0);
    assert_eq!(counter(&d, &t, VP, 0), 0);
}

/// An artillery card: paid once, contact failed, retried in a later round as an action
/// without paying again (L1904-1916, L1938).
#[test]
fn contact_retry_l1910() {
    let d = def();
    let mut t = table(&d);
    set(&d, &mut t, COMMAND, 0, 5);
    let card = Card {
        name: "Copertura Continua".into(),
        cost: 3,
        timing: Timing::Action,
        contact: Some(4),
        lasting: false,
    };
    go(&d, &mut t, ToiAction::DrawCard { side: 0, card }).expect("draw");
    go(&d, &mut t, ToiAction::ActivateCard { side: 0, index: 0 }).expect("activate");
    assert_eq!(counter(&d, &t, COMMAND, 0), 2);
    assert_eq!(st(&t).turns.left, 2, "activating took an action");
    go(
        &d,
        &mut t,
        ToiAction::Contact {
            side: 0,
            pending: 0,
            die: Some(2),
        },
    )
    .expect("fails");
    assert_eq!(st(&t).cards[0].pending.len(), 1);
    assert!(
        go(
            &d,
            &mut t,
            ToiAction::Contact {
                side: 0,
                pending: 0,
                die: Some(6)
            }
        )
        .is_err(),
        "once a round"
    );
    t.cursor.round = 2;
    on_turn_change(&d, &mut t, Utc::now());
    go(
        &d,
        &mut t,
        ToiAction::Contact {
            side: 0,
            pending: 0,
            die: Some(5),
        },
    )
    .expect("retry");
    assert!(st(&t).cards[0].pending.is_empty());
    assert_eq!(counter(&d, &t, COMMAND, 0), 2, "no second payment");
    assert_eq!(st(&t).turns.left, 2, "the retry was an action");
}

/// A card the side cannot pay is refused (L595-605) and nothing changes.
#[test]
fn card_needs_its_cost() {
    let d = def();
    let mut t = table(&d);
    let card = Card {
        name: "Duri veterani".into(),
        cost: 2,
        timing: Timing::Command,
        contact: None,
        lasting: false,
    };
    go(&d, &mut t, ToiAction::DrawCard { side: 1, card }).expect("draw");
    phase(&d, &mut t, "command");
    let before = t.clone();
    assert!(go(&d, &mut t, ToiAction::ActivateCard { side: 1, index: 0 }).is_err());
    assert_eq!(t, before);
}

#[test]
fn data_files_load() {
    let d = def();
    assert_eq!(
        super::data::compass(&d).expect("compass").bearing(3),
        Some(90)
    );
    assert!(
        super::data::units(&d)
            .expect("units")
            .iter()
            .any(|u| u.id == "mortar")
    );
    assert_eq!(super::data::scenarios(&d).expect("scenarios")[0].rounds, 8);
}

/// The roster's markers come off only in the Status phase (L825-835), through the table.
#[test]
fn roster_markers_clear_in_status_l825() {
    use super::roster::{Activation, RosterAction};
    let d = def();
    let mut t = table(&d);
    let add = RosterAction::Add {
        name: "Squad 1".into(),
        side: 0,
        vehicle: false,
    };
    go(&d, &mut t, ToiAction::Roster(add)).expect("added");
    let fatigue = RosterAction::Activation(1, Activation::Fatigued);
    go(&d, &mut t, ToiAction::Roster(fatigue)).expect("fatigued");
    assert!(
        go(&d, &mut t, ToiAction::ClearMarkers).is_err(),
        "not in the Action phase"
    );
    phase(&d, &mut t, "status");
    go(&d, &mut t, ToiAction::ClearMarkers).expect("cleared");
    assert_eq!(st(&t).units[0].activation, Activation::Ready);
}

/// A preset saved is listed again; a broken file is reported and left alone.
#[test]
fn presets_save_and_list() {
    let home = tempfile::tempdir().expect("tempdir");
    let mut s = super::setup::reference();
    s.name = "Crossroad".into();
    let path = super::presets::save(home.path(), &s).expect("saved");
    assert!(path.ends_with("crossroad.json"));
    let bad = super::presets::dir(home.path()).join("broken.json");
    std::fs::write(&bad, "{ not json").expect("write");
    let (ok, broken) = super::presets::list(home.path());
    assert_eq!(ok, vec![s]);
    assert_eq!(broken, vec![bad.clone()]);
    assert!(bad.exists(), "left untouched");
    let mut nameless = super::setup::reference();
    nameless.name = " ".into();
    assert!(super::presets::save(home.path(), &nameless).is_err());
}

/// A resolution for a side that does not exist is refused and changes nothing.
#[test]
fn resolution_needs_a_side() {
    let d = def();
    let mut t = table(&d);
    let before = t.clone();
    let a = ToiAction::Heal {
        side: 5,
        holes: 2,
        die: Some(6),
    };
    assert!(go(&d, &mut t, a).is_err());
    assert_eq!(t, before);
}

/// A card that says "place in your play area" stays there after it is paid, until its
/// effect ends and it is discarded (L1886-1892); the known cards load from cards.json.
#[test]
fn lasting_card_stays_until_discarded() {
    let d = def();
    let cards = super::data::cards(&d).expect("cards.json");
    let lasting = cards.iter().find(|c| c.lasting).expect("a lasting card");
    let mut t = table(&d);
    set(&d, &mut t, COMMAND, 0, 2);
    let card = Card {
        name: lasting.name.clone(),
        cost: 1,
        timing: lasting.timing,
        contact: None,
        lasting: true,
    };
    go(&d, &mut t, ToiAction::DrawCard { side: 0, card }).expect("draw");
    go(&d, &mut t, ToiAction::ActivateCard { side: 0, index: 0 }).expect("activate");
    assert_eq!(st(&t).cards[0].in_play.len(), 1);
    assert!(go(&d, &mut t, ToiAction::DiscardInPlay { side: 0, index: 3 }).is_err());
    go(&d, &mut t, ToiAction::DiscardInPlay { side: 0, index: 0 }).expect("discard");
    assert!(st(&t).cards[0].in_play.is_empty());
    assert_eq!(st(&t).cards[0].used.len(), 1);
}

/// One authority (issue 34): the side whose block of actions it is acts and moves the turn
/// on; a seat touches only its own units and things; a side at the scenario's VP ends it.
mod authority {
    use super::*;
    use crate::core::actor::Actor;
    use crate::core::table::{GameHooks, TableAction};
    use crate::games::GameAction;

    fn act(d: &GameDef, t: &mut Table, a: &ToiAction, who: &Actor) -> Result<(), ActionError> {
        let g = TableAction::Game(GameAction::new(super::super::ID, a));
        let hooks = &super::super::RULES as &dyn GameHooks<GameAction>;
        let (next, _) = crate::core::table::step(d, t, &g, hooks, who, Utc::now())?;
        *t = next;
        Ok(())
    }

    fn usa() -> Actor {
        Actor::Side("usa".into())
    }

    fn germany() -> Actor {
        Actor::Side("germany".into())
    }

    #[test]
    fn only_the_side_in_turn_acts_and_each_seat_on_its_own_units() {
        let d = def();
        let mut t = table(&d);
        let rules = &super::super::RULES;
        assert_eq!(GameHooks::in_turn(rules, &d, &t).as_deref(), Some("usa"));
        let before = t.clone();
        let adv = ToiAction::TakeAction(ActionKind::Advance);
        let r = act(&d, &mut t, &adv, &germany());
        assert!(
            matches!(r, Err(ActionError::Rule("err-actor-other-side", _))),
            "{r:?}"
        );
        assert_eq!(t, before);
        assert!(!Game::allowed_now(rules, &d, &t, "TakeAction", &germany()));
        assert!(Game::allowed_now(rules, &d, &t, "TakeAction", &usa()));
        assert!(!Game::allowed_now(rules, &d, &t, "SetScenario", &usa()));
        for (name, side) in [("Rifles", 0), ("Grenadiers", 1)] {
            let add = super::super::roster::RosterAction::Add {
                name: name.into(),
                side,
                vehicle: false,
            };
            act(&d, &mut t, &ToiAction::Roster(add), &Actor::Table).expect("roster");
        }
        let pin = ToiAction::Roster(super::super::roster::RosterAction::Condition(
            2,
            super::super::effects::Condition::Pinned,
        ));
        assert!(act(&d, &mut t, &pin, &usa()).is_err(), "Germany's squad");
        act(&d, &mut t, &pin, &germany()).expect("its own squad");
        for _ in 0..3 {
            act(&d, &mut t, &adv, &usa()).expect("the USA's block");
        }
        assert_eq!(
            GameHooks::in_turn(rules, &d, &t).as_deref(),
            Some("germany")
        );
        assert!(
            act(&d, &mut t, &adv, &usa()).is_err(),
            "Germany's block now"
        );
    }

    #[test]
    fn a_side_at_the_scenarios_vp_ends_the_game() {
        let d = def();
        let mut t = table(&d);
        let rules = &super::super::RULES;
        let mut sc = st(&t).scenario.clone();
        sc.vp_to_win = Some(5);
        act(&d, &mut t, &ToiAction::SetScenario(sc), &Actor::Table).expect("scenario");
        assert!(!GameHooks::over(rules, &d, &t));
        set(&d, &mut t, VP, 1, 5);
        assert!(GameHooks::over(rules, &d, &t));
        let r = act(&d, &mut t, &ToiAction::Pass, &Actor::Table);
        assert!(
            matches!(r, Err(ActionError::Rule("err-game-over", _))),
            "{r:?}"
        );
    }
}

/// Victory points past 10 (L751): 11 points is the marker flipped to "+10" on box 1; 10 is
/// box 10 unflipped. `play show` says so for each side.
#[test]
fn victory_points_past_ten_flip_the_marker_l751() {
    let loc = crate::i18n::Localizer::new(crate::i18n::Lang::En);
    let m = super::play::vp_marker(&loc, 11);
    assert_eq!(m["plus_ten"], true);
    assert_eq!(m["box"], 1);
    assert_eq!(m["says"], "marker flipped to \"+10\", on box 1");
    let m = super::play::vp_marker(&loc, 10);
    assert_eq!(m["plus_ten"], false);
    assert_eq!(m["box"], 10);
    let d = def();
    let mut t = table(&d);
    set(&d, &mut t, VP, 0, 13);
    let shown = super::play::show(&loc, &d, &t);
    assert_eq!(shown["sides"][0]["vp_marker"]["plus_ten"], true);
    assert_eq!(shown["sides"][0]["vp_marker"]["box"], 3);
}

/// The round marker the same way (L879): round 11 is the marker flipped and on box 1; round
/// 10 is box 10 unflipped; `play show` gives it at the table's round.
#[test]
fn the_round_marker_past_ten_is_flipped_l879() {
    let loc = crate::i18n::Localizer::new(crate::i18n::Lang::En);
    let m = super::play::round_marker(&loc, 10);
    assert_eq!(
        (m["plus_ten"].as_bool(), m["box"].as_i64()),
        (Some(false), Some(10))
    );
    let m = super::play::round_marker(&loc, 11);
    assert_eq!(
        (m["plus_ten"].as_bool(), m["box"].as_i64()),
        (Some(true), Some(1))
    );
    assert_eq!(
        m["says"],
        "round marker flipped to its \"+10\" side, on box 1"
    );
    let d = def();
    let mut t = table(&d);
    t.cursor.round = 12;
    let shown = super::play::show(&loc, &d, &t);
    assert_eq!(shown["round_marker"]["plus_ten"], true);
    assert_eq!(shown["round_marker"]["box"], 2);
}

/// At the end of a scenario won on victory points the side with more wins; a tie goes to
/// the side holding initiative after the Status phase (L887-891).
#[test]
fn the_victory_point_winner_and_the_tie_to_initiative_l891() {
    let d = def();
    let mut t = table(&d);
    let mut s = st(&t).scenario.clone();
    s.objectives = vec![Objective {
        name: "village".into(),
        nation: None,
        command: 0,
        vp: 1,
        controller: None,
    }];
    go(&d, &mut t, ToiAction::SetScenario(s)).expect("scenario");
    set(&d, &mut t, VP, 0, 4);
    set(&d, &mut t, VP, 1, 4);
    assert_eq!(super::play::winner(&d, &t), None, "not over yet");
    let last = t.round_limit.expect("rounds");
    t.cursor.round = last + 1;
    let holder = st(&t).initiative;
    assert_eq!(super::play::winner(&d, &t), Some((holder, true)));
    set(&d, &mut t, VP, 1 - holder, 5);
    assert_eq!(super::play::winner(&d, &t), Some((1 - holder, false)));
}
