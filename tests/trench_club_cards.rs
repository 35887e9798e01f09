//! Trench Club's result card through the real widgets (issue 21): it greys when only its form
//! changes after a result, it follows a second resolver rolled after a first, the battle form's
//! flank and ground do not ride into another battle unless kept, and it names whose unit each
//! line is.

mod common;

use adjutant::games::trench_club::battle::{Ground, Support};
use adjutant::games::trench_club::state::TcState;
use adjutant::ui::Message;
use adjutant::ui::games::GameMsg;
use adjutant::ui::games::trench_club::{Msg, Tab, Ui as TcUi, Who};
use common::send;

const SIZE: (f32, f32) = (1280.0, 2400.0);
const STALE: &str = "Earlier result";

fn tc(app: &mut adjutant::ui::App, m: Msg) {
    send(app, Message::Game(GameMsg::new(m)));
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

fn form(app: &adjutant::ui::App) -> TcUi {
    match app.table().expect("table").game_ui.get::<TcUi>() {
        Some(ui) => ui.clone(),
        None => panic!("trench club form"),
    }
}

fn stale(app: &adjutant::ui::App) -> bool {
    common::shows_part_in(app, STALE, SIZE)
}

/// A new game with the battle form's units typed in (the helper alone), one battle rolled.
fn one_battle() -> (tempfile::TempDir, adjutant::ui::App) {
    let (home, mut app) = common::english_app(11);
    send(&mut app, Message::NewGame("trench-club".into()));
    common::click_in(&mut app, "Start the game", SIZE);
    tc(&mut app, Msg::Tab(Tab::Battle));
    tc(&mut app, Msg::FreeForm(true));
    tc(&mut app, Msg::Roll);
    assert!(st(&app).last_battle.is_some(), "a battle was fought");
    (home, app)
}

#[test]
fn tc_card_greys_when_only_its_form_changes() {
    let (_home, mut app) = one_battle();
    assert!(!stale(&app), "a fresh result is current");
    // Twelve dice at 0 damage are the data's guess: the card says so, quietly.
    assert!(common::shows_part_in(&app, "estimated value", SIZE));
    tc(&mut app, Msg::Support(Support::Flank));
    assert!(stale(&app), "the form changed: the result is earlier");
    tc(&mut app, Msg::Support(Support::None));
    assert!(!stale(&app));
    tc(&mut app, Msg::PickKind(Who::Defender, "tank".into()));
    assert!(stale(&app), "another defender: the result is earlier");
}

/// Big Bertha's scatter after a battle: the card follows it on the Special tab (and marks the
/// guessed direction); a new battle after it is on the card again, current.
#[test]
fn tc_card_follows_a_second_resolver() {
    let (_home, mut app) = one_battle();
    tc(&mut app, Msg::Tab(Tab::Special));
    tc(&mut app, Msg::Scatter(Some(3)));
    assert!(st(&app).last_scatter.is_some());
    assert!(common::shows_part_in(&app, "Strays", SIZE));
    assert!(common::shows_part_in(&app, "estimated value", SIZE));
    tc(&mut app, Msg::Tab(Tab::Battle));
    tc(&mut app, Msg::PickKind(Who::Defender, "tank".into()));
    tc(&mut app, Msg::Roll);
    let rec = st(&app).last_battle.expect("second battle");
    assert_eq!(rec.situation.defender.unit, "tank");
    assert!(!stale(&app));
    assert!(
        common::shows_part_in(&app, "Defender Tank", SIZE),
        "names whose"
    );
}

/// The flank and the ground describe one battle: another target clears them, unless kept.
#[test]
fn tc_flank_and_ground_reset_for_another_battle_unless_kept() {
    let (_home, mut app) = one_battle();
    tc(&mut app, Msg::Support(Support::Encircle));
    tc(&mut app, Msg::Ground(Ground::Forest));
    common::click_id_in(&mut app, "tc-keep-ground", SIZE);
    tc(
        &mut app,
        Msg::PickKind(Who::Defender, "armoured-car".into()),
    );
    let f = form(&app);
    assert_eq!(
        f.form.support,
        Support::None,
        "the other battle's encirclement"
    );
    assert_eq!(f.form.ground, Ground::Forest, "kept by the player");
}

/// The data's dice count at 0 damage (12) is a guess: the players set their own sheet's count
/// on the pad, and their real dice are taken (issue 22: a guess never refuses real dice).
#[test]
fn tc_pad_takes_the_players_own_dice_count_where_the_data_guesses() {
    let (_home, mut app) = common::english_app(11);
    send(&mut app, Message::NewGame("trench-club".into()));
    common::click_in(&mut app, "Start the game", SIZE);
    tc(&mut app, Msg::Tab(Tab::Battle));
    tc(&mut app, Msg::FreeForm(true));
    assert!(common::shows_part_in(&app, "Dice on your sheet", SIZE));
    tc(&mut app, Msg::DiceCount(true, -2));
    for _ in 0..10 {
        tc(&mut app, Msg::Die(1));
    }
    tc(&mut app, Msg::DiceCount(false, -3));
    for _ in 0..9 {
        tc(&mut app, Msg::Die(12));
    }
    let rec = st(&app)
        .last_battle
        .expect("fought with the players' counts");
    match (&rec.outcome.attack_shots, &rec.outcome.back_shots) {
        (
            adjutant::games::trench_club::battle::Shots::Dice { base, .. },
            Some(adjutant::games::trench_club::battle::Shots::Dice { base: back, .. }),
        ) => {
            assert_eq!(base.len(), 10);
            assert_eq!(back.len(), 9);
        }
        other => panic!("dice expected: {other:?}"),
    }
    assert_eq!(rec.outcome.defender.hits_taken, 10);
}
