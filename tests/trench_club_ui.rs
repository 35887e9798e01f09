//! Trench Club at the table, through the real app with `iced_test`: a 2-player round with a
//! fort captured, a battle where the defender fires back, a kill that gives experience, the
//! Money phase with income and a purchase, and in the next round a repair. Taps are counted.

mod common;

use adjutant::games::trench_club::state::TcState;
use adjutant::games::trench_club::{Flag, TcAction};
use adjutant::session::Action;
use adjutant::ui::Message;
use adjutant::ui::games::GameMsg;
use adjutant::ui::games::trench_club::Msg;
use common::{Taps, send};

const SIZE: (f32, f32) = (1280.0, 2400.0);

fn tc(app: &mut adjutant::ui::App, m: Msg) {
    send(app, Message::Game(GameMsg::new(m)));
}

fn act(app: &mut adjutant::ui::App, a: TcAction) {
    send(
        app,
        Message::Act(Action::Game(adjutant::games::GameAction::new(
            adjutant::games::trench_club::ID,
            &a,
        ))),
    );
}

fn st(app: &adjutant::ui::App) -> TcState {
    app.table()
        .expect("table")
        .state
        .table
        .extra
        .get::<TcState>()
        .expect("trench club state")
        .clone()
}

fn phase(app: &adjutant::ui::App) -> String {
    let t = app.table().expect("table");
    t.def.phases.phases[t.state.table.cursor.phase].id.clone()
}

#[test]
fn a_two_player_round_battle_kill_money_fort_and_repair() {
    let (_home, mut app) = common::english_app(11);
    send(&mut app, Message::NewGame("trench-club".into()));
    let mut taps = Taps::new(&mut app, SIZE);
    taps.tap("Start the game");
    assert_eq!(taps.count, 1);
    // The armies as set up on the board (entered once, not part of the round's taps).
    for (side, kind) in [
        ("germany", "armoured-car"),
        ("germany", "infantry"),
        ("france", "infantry"),
        ("france", "infantry"),
        ("germany", "fighter"),
    ] {
        tc(taps.app, Msg::AddSide(side.into()));
        tc(taps.app, Msg::Add(kind.into()));
    }
    // French infantry #4 already has 5 damage; Germany has 6 to spend.
    act(
        taps.app,
        TcAction::Correct {
            id: 4,
            damage: 5,
            xp: 0,
        },
    );
    act(
        taps.app,
        TcAction::AdjustMoney {
            side: "germany".into(),
            delta: 6,
        },
    );

    // Phase 1, Move: the Forts tab is open; infantry #2 goes into fort 1 (2 taps).
    assert_eq!(phase(taps.app), "move");
    let before = taps.count;
    taps.tap("Infantry #2");
    taps.tap_id("tc-capture-1");
    assert_eq!(taps.count - before, 2);
    assert_eq!(st(taps.app).forts[0].as_deref(), Some("germany"));

    // Phase 2, Declare: the car on infantry #3, the fighter on infantry #4 (3 taps each).
    taps.tap("Next phase ▶▶");
    assert_eq!(phase(taps.app), "declare");
    let before = taps.count;
    taps.tap("Armoured Car #1 · Germany");
    taps.tap("Infantry #3 · France");
    taps.tap("Declare this attack");
    taps.tap("Fighter #5 · Germany");
    taps.tap("Infantry #4 · France");
    taps.tap("Declare this attack");
    assert_eq!(taps.count - before, 6);
    assert_eq!(st(taps.app).declarations.len(), 2);

    // Phase 3, Battles: the first is rolled by the app (1 tap); the infantry fires back.
    taps.tap("Next phase ▶▶");
    assert_eq!(phase(taps.app), "battles");
    taps.tap("Roll for me");
    let s = st(taps.app);
    let rec = s.last_battle.as_ref().expect("first battle");
    assert!(rec.outcome.back_shots.is_some(), "the infantry fired back");
    assert_eq!(rec.outcome.plan.back.as_ref().map(|b| b.dice), Some(12));
    // The second with the player's own dice: 12 fighter dice, one tap each, all 1s.
    let before = taps.count;
    for _ in 0..12 {
        taps.tap_id("tc-die-1");
    }
    assert_eq!(taps.count - before, 12);
    let s = st(taps.app);
    assert!(s.unit(4).is_none(), "infantry #4 destroyed");
    let fighter = s.unit(5).expect("fighter");
    assert_eq!(fighter.xp, 2, "a kill gives 2 XP (L476-479)");
    let rec = s.last_battle.as_ref().expect("second battle");
    assert!(
        rec.outcome.back_shots.is_none(),
        "infantry cannot fire at aircraft"
    );
    assert!(
        common::shows_in(taps.app, "12 hits → 1 dmg", SIZE),
        "the answer is on screen"
    );

    // Phase 4, Money: income for the fort, then a purchase (2 taps).
    taps.tap("Next phase ▶▶");
    assert_eq!(phase(taps.app), "money");
    let before = taps.count;
    taps.tap("Collect income (+1)");
    taps.tap("Infantry · 2");
    assert_eq!(taps.count - before, 2);
    let s = st(taps.app);
    assert_eq!(s.seat("germany").map(|x| x.money), Some(6 + 1 - 2));
    assert_eq!(s.count_of("germany", "infantry"), 2);
    // The damaged car drives into the fort (a move on the board); it cannot be repaired yet.
    act(
        taps.app,
        TcAction::Correct {
            id: 1,
            damage: 2,
            xp: 1,
        },
    );
    act(
        taps.app,
        TcAction::Toggle {
            id: 1,
            flag: Flag::InFort,
        },
    );
    assert!(!common::shows_in(
        taps.app,
        "Repair Armoured Car #1 (2 dmg)",
        SIZE
    ));

    // France plays its turn (to its Money phase), then Germany's round 2 up to Money.
    for _ in 0..4 {
        taps.tap("Next phase ▶▶");
    }
    assert_eq!(
        st(taps.app).active().map(|s| s.side.clone()).as_deref(),
        Some("france")
    );
    for _ in 0..4 {
        taps.tap("Next phase ▶▶");
    }
    let s = st(taps.app);
    assert_eq!(
        (s.round(), s.active().map(|x| x.side.clone())),
        (2, Some("germany".into()))
    );
    assert_eq!(phase(taps.app), "money");
    // The car waited in the fort since the turn began: 1 tap repairs it.
    let before = taps.count;
    taps.tap("Repair Armoured Car #1 (2 dmg)");
    assert_eq!(taps.count - before, 1);
    let s = st(taps.app);
    let car = s.unit(1).expect("car");
    assert_eq!(
        (car.damage, car.xp),
        (0, 1),
        "damage gone, experience kept (L500)"
    );
    assert_eq!(s.seat("germany").map(|x| x.money), Some(5 - 2));
}

/// The first-player roll (L208) in one tap picks the first player; Start seats them first.
#[test]
fn the_first_player_roll_seats_the_winner_first() {
    for seed in [1, 2, 3] {
        let (_home, mut app) = common::english_app(seed);
        send(&mut app, Message::NewGame("trench-club".into()));
        let mut taps = Taps::new(&mut app, SIZE);
        taps.tap("Roll: who plays first");
        let winner = st(taps.app)
            .last_roll_off
            .as_ref()
            .map(|r| r.winner.clone())
            .expect("a winner");
        taps.tap("Start the game");
        assert_eq!(taps.count, 2);
        let s = st(taps.app);
        assert_eq!(s.seats[0].side, winner);
        let t = taps.app.table().expect("table");
        assert_eq!(t.def.sides[t.state.table.cursor.side].id, winner);
    }
}

/// The battle helper's controls are touch targets at both tablet sizes.
#[test]
fn the_battle_helper_is_touch_friendly_at_both_tablet_sizes() {
    for size in [(1280.0, 800.0), (800.0, 1280.0)] {
        let (_home, mut app) = common::english_app(3);
        send(&mut app, Message::NewGame("trench-club".into()));
        common::click_in(&mut app, "Start the game", SIZE);
        common::click_in(&mut app, "Battle", SIZE);
        common::assert_touch_friendly(
            &app,
            size,
            &[
                "Close combat",
                "At range",
                "Flank +2",
                "Encircle +3",
                "Forest",
                "Roll for me",
            ],
        );
        // The pad's keys too.
        let l = common::layout(&app, size);
        let key = l
            .texts
            .iter()
            .filter(|(t, _)| t == "12")
            .map(|(_, b)| *b)
            .next()
            .expect("the d12 pad");
        assert!(
            l.boxes
                .iter()
                .any(|b| b.contains(key.center()) && b.height >= 49.0)
        );
    }
}

/// With "the other player types the hits" (L491-494) a battle with return fire takes two taps:
/// the attacker's hits, then the defender's.
#[test]
fn typed_hits_resolve_a_battle_in_two_taps() {
    let (_home, mut app) = common::english_app(5);
    send(&mut app, Message::NewGame("trench-club".into()));
    common::click_in(&mut app, "Other player types the hits", SIZE);
    common::click_in(&mut app, "Start the game", SIZE);
    common::click_in(&mut app, "Battle", SIZE);
    let mut taps = Taps::new(&mut app, SIZE);
    // The helper's default: Infantry against Infantry, close combat, open ground.
    taps.tap_id("tc-hits-5");
    taps.tap_id("tc-hits-2");
    assert_eq!(taps.count, 2);
    let s = st(taps.app);
    let o = &s.last_battle.as_ref().expect("a battle").outcome;
    assert_eq!((o.defender.hits_taken, o.attacker.hits_taken), (5, 2));
    // Infantry's open row (unverified data): 5 hits → 3 damage, as the example (L148).
    assert_eq!(o.defender.damage_taken, 3);
}

/// The turn clock is drawn again every second while it runs (the table asks for ticks), and
/// not when it is stopped or there is no timer.
#[test]
fn a_running_turn_clock_asks_for_a_tick_every_second() {
    use adjutant::games::trench_club::state::TcSettings;
    let (_home, mut app) = common::english_app(11);
    send(&mut app, Message::NewGame("trench-club".into()));
    common::click_in(&mut app, "Start the game", SIZE);
    let ticking = |app: &adjutant::ui::App| {
        let t = app.table().expect("table");
        t.game_ui.ticking(&t.state)
    };
    // No turn length set: the clock is not offered (the engine refuses it), nothing ticks.
    act(&mut app, TcAction::Timer);
    assert!(
        st(&app).timer.running_since.is_none(),
        "no clock without a turn length"
    );
    assert!(
        !ticking(&app),
        "no turn length set: nothing to show, no ticks"
    );
    let timed = TcSettings {
        timer_secs: Some(300),
        ..st(&app).settings
    };
    act(&mut app, TcAction::Settings(timed));
    act(&mut app, TcAction::Timer);
    assert!(st(&app).timer.running_since.is_some(), "clock started");
    assert!(ticking(&app));
    send(&mut app, Message::Tick);
    act(&mut app, TcAction::Timer);
    assert!(st(&app).timer.running_since.is_none(), "clock stopped");
    assert!(!ticking(&app), "stopped: no ticks");
}

/// L624-628: the Automa buys Mounted Infantry when it has fewer than 2 foot soldiers. The
/// readout follows the Automa's units on the table, not its starting force (which always has
/// 3 foot soldiers and so always read "Armoured Car").
#[test]
fn the_automa_purchase_follows_its_units_on_the_table_l624_l628() {
    let (_home, mut app) = common::english_app(7);
    send(&mut app, Message::NewGame("trench-club".into()));
    common::click_in(&mut app, "Start the game", SIZE);
    let seats: Vec<String> = st(&app).seats.iter().map(|s| s.side.clone()).collect();
    assert!(seats.contains(&"germany".to_string()), "{seats:?}");
    for kind in ["infantry", "tank", "armoured-car"] {
        act(
            &mut app,
            TcAction::AddUnit {
                side: "germany".into(),
                kind: kind.into(),
                army: 1,
            },
        );
    }
    common::click_in(&mut app, "Special rolls", SIZE);
    assert!(
        common::shows_in(
            &app,
            "At the end of its turn it buys: Mounted Infantry",
            SIZE
        ),
        "one foot soldier left: Mounted Infantry (L626)"
    );
}
