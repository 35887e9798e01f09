//! Tide of Iron at the table, tapped on the real widgets: one full round with an attack, a
//! suppressive attack that pins, an artillery card that drifts, the Command phase and the
//! Status phase; each panel opens with its phase, and the taps are counted.

mod common;
use common::{Taps, send};

use adjutant::games::tide_of_iron::attack::Effect;
use adjutant::games::tide_of_iron::effects::Condition;
use adjutant::games::tide_of_iron::{Resolution, ToiState, Worked, worked};
use adjutant::session::Action;
use adjutant::ui::games::GameMsg;
use adjutant::ui::games::tide_of_iron::{Msg, Tab, Ui};
use adjutant::ui::{App, Message};

const LANDSCAPE: (f32, f32) = (1280.0, 800.0);

fn st(app: &App) -> ToiState {
    let t = app.table().expect("table");
    t.state
        .table
        .extra
        .get::<ToiState>()
        .cloned()
        .expect("toi state")
}

fn tab(app: &App) -> Tab {
    app.table()
        .and_then(|t| t.game_ui.get::<Ui>())
        .map(|u| u.tab)
        .expect("toi panels")
}

fn phase(app: &App) -> String {
    let t = app.table().expect("table");
    t.def.phases.phases[t.state.table.cursor.phase].id.clone()
}

fn last_worked(app: &App) -> Worked {
    let t = app.table().expect("table");
    worked(&t.def, &st(app))
        .expect("a result")
        .expect("it works out")
}

/// A form setting sent as the stepper's button sends it (steppers have no ids to click).
fn form(app: &mut App, m: Msg) {
    send(app, Message::Game(GameMsg::new(m)));
}

fn pad(taps: &mut Taps<'_>, colour: &str, faces: &[u8]) {
    for f in faces {
        taps.tap_id(&format!("pad-tide-of-iron:{colour}-{f}"));
    }
}

#[test]
fn one_full_round() {
    let (_home, mut app) = common::english_app(11);
    let mut taps = Taps::new(&mut app, LANDSCAPE);
    taps.tap_id("new-game-tide-of-iron");
    assert_eq!(
        tab(taps.app),
        Tab::Round,
        "the Action phase opens its panel"
    );
    assert_eq!(st(taps.app).turns.side, 0, "the USA has the initiative");

    // USA, action 1: Concentrated Fire, 4 regulars at 3 hexes on a squad in woods (L1391).
    // Taking the action opens the attack.
    let start = taps.count;
    taps.tap_id("toi-act-ConcentratedFire");
    assert_eq!(tab(taps.app), Tab::Attack, "a fire action opens the attack");
    // The form starts at 4 FP, range 4, 3 hexes; the woods' cover 2 is one tap.
    taps.tap_id("toi-cover-2");
    pad(&mut taps, "attack", &[5, 6, 1, 2]);
    pad(&mut taps, "defence", &[5, 3]);
    assert!(
        taps.count - start <= 9,
        "attack in {} taps",
        taps.count - start
    );
    match last_worked(taps.app) {
        Worked::Attack(o) => {
            assert_eq!(o.hits, 1);
            assert_eq!(
                o.effect,
                Effect::Figures {
                    hits: 1,
                    all: false
                }
            );
        }
        w => panic!("{w:?}"),
    }

    // USA, actions 2 and 3; then Germany's turn.
    taps.tap("Actions");
    taps.tap_id("toi-act-PrepareOpFire");
    taps.tap_id("toi-act-Advance");
    assert_eq!(st(taps.app).turns.side, 1);

    // Germany, action 1: a suppressive attack that pins (1 hit on a squad in the open).
    taps.tap_id("toi-act-ConcentratedFire");
    assert_eq!(tab(taps.app), Tab::Attack);
    let side = taps
        .app
        .table()
        .and_then(|t| t.game_ui.get::<Ui>())
        .map(|u| u.side);
    assert_eq!(side, Some(1), "the form is for the side acting");
    taps.tap("Suppressive");
    taps.tap_id("toi-cover-0");
    let p = taps
        .app
        .table()
        .and_then(|t| t.game_ui.get::<Ui>())
        .map(|u| u.attack.clone())
        .expect("form");
    let plan = adjutant::games::tide_of_iron::attack::plan(&p).expect("plan");
    let mut black = vec![6];
    black.resize(plan.black as usize, 1);
    pad(&mut taps, "attack", &black);
    pad(&mut taps, "defence", &vec![1; plan.red as usize]);
    match last_worked(taps.app) {
        Worked::Attack(o) => assert_eq!(
            o.effect,
            Effect::Condition {
                from: Condition::Normal,
                to: Condition::Pinned
            }
        ),
        w => panic!("{w:?}"),
    }
    assert_eq!(st(taps.app).last.as_ref().map(|l| l.side), Some(1));

    // Germany, action 2: an artillery card typed in from the table, paid and activated.
    form(taps.app, Msg::CardName("Copertura Continua".into()));
    form(taps.app, Msg::CardContact(Some(4)));
    taps.tap("Status");
    taps.tap_id("toi-draw");
    assert_eq!(st(taps.app).cards[1].hq.len(), 1);
    send(
        taps.app,
        Message::Act(Action::CounterAdd {
            counter: "command".into(),
            side: Some("germany".into()),
            delta: 3,
        }),
    );
    taps.tap("Actions");
    taps.tap_id("toi-card-1-0");
    assert_eq!(st(taps.app).cards[1].pending.len(), 1);
    assert_eq!(st(taps.app).turns.side, 1);
    assert_eq!(tab(taps.app), Tab::Artillery, "the card opens its contact");
    // Establish Contact: the app rolls the die.
    taps.tap_id("toi-contact-roll");
    let s = st(taps.app);
    match s.last.as_ref().map(|l| &l.what) {
        Some(Resolution::Contact { die, x, .. }) => {
            assert_eq!(*x, 4);
            assert_eq!(s.cards[1].pending.is_empty(), *die >= 4, "contact on 4+");
        }
        w => panic!("{w:?}"),
    }
    // The strike drifts: normal LOS (4), black 3 and red 3: three hexes directly right.
    pad(&mut taps, "attack", &[3]);
    pad(&mut taps, "defence", &[3]);
    match last_worked(taps.app) {
        Worked::Drift(o) => {
            assert_eq!(o.hexes, 3);
            assert_eq!(o.table_bearing, Some(90));
        }
        w => panic!("{w:?}"),
    }
    assert!(common::shows_in(
        taps.app,
        "3 hexes, directly right",
        LANDSCAPE
    ));

    // Both sides end the Action phase.
    taps.tap("Actions");
    taps.tap_id("toi-pass");
    taps.tap_id("toi-pass");
    assert!(st(taps.app).turns.both_passed());

    // Command phase: its panel opens; income, a bid and initiative.
    taps.tap("Next phase ▶▶");
    assert_eq!(phase(taps.app), "command");
    assert_eq!(tab(taps.app), Tab::Command);
    taps.tap_id("toi-income");
    taps.tap_id("toi-bid-1");
    taps.tap_id("toi-decide");
    let s = st(taps.app);
    assert_eq!(s.initiative, 1, "Germany bid 1 against 0");

    // Status phase: its panel opens; then the next round starts with Germany acting first.
    taps.tap("Next phase ▶▶");
    assert_eq!(phase(taps.app), "status");
    assert_eq!(tab(taps.app), Tab::Status);
    taps.tap("Next phase ▶▶");
    assert_eq!(phase(taps.app), "action");
    assert_eq!(tab(taps.app), Tab::Round);
    let t = taps.app.table().expect("table");
    assert_eq!(t.state.table.cursor.round, 2);
    assert_eq!(st(taps.app).turns.side, 1);
    assert!(st(taps.app).turns.taken.is_empty());
    println!("taps for the round: {}", taps.count);
    assert!(taps.count <= 45, "the whole round took {} taps", taps.count);
}

/// On a portrait tablet the attack's die pads are in view under the answer: the first attack
/// of the round (Concentrated Fire, 4 regulars on a squad in woods) in the same taps.
#[test]
fn an_attack_on_a_portrait_tablet_needs_no_scroll() {
    const PORTRAIT: (f32, f32) = (800.0, 1280.0);
    let (_home, mut app) = common::english_app(11);
    let mut taps = Taps::new(&mut app, PORTRAIT);
    taps.tap_id("new-game-tide-of-iron");
    let start = taps.count;
    taps.tap_id("toi-act-ConcentratedFire");
    taps.tap_id("toi-cover-2");
    // The pads are in the dock (the budget in the real window is in tests/frame_wwb_toi.rs).
    pad(&mut taps, "attack", &[5, 6, 1, 2]);
    pad(&mut taps, "defence", &[5, 3]);
    assert!(
        taps.count - start <= 9,
        "attack in {} taps",
        taps.count - start
    );
    match last_worked(taps.app) {
        Worked::Attack(o) => assert_eq!(o.hits, 1),
        w => panic!("{w:?}"),
    }
}
