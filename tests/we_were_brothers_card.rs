//! We Were Brothers, issue 21's leftovers at the table (through the real screen): the result
//! card greys when only its form changes and follows the next roll; it carries one quiet mark
//! when the answer rests on placeholder dice or a reading; a repeated tap on a man after a
//! suppression never routs him unseen; the situational switches start afresh with a new
//! target or a new phase, the pinned ones stay; the example card of L123 is no weapon.

mod common;
use common::{LANDSCAPE, PORTRAIT, Window, send, to_phase};

use adjutant::games::we_were_brothers::roster::Edit;
use adjutant::games::we_were_brothers::squad::{Army, Status};
use adjutant::games::we_were_brothers::{Who, WwbState};
use adjutant::ui::games::GameMsg;
use adjutant::ui::games::we_were_brothers::{FireField, Msg, OtherField, OtherKind, Tab, Ui};
use adjutant::ui::{App, Message};

fn wwb(app: &mut App, m: Msg) {
    send(app, Message::Game(GameMsg::new(m)));
}

fn state(app: &App) -> WwbState {
    app.table()
        .and_then(|t| t.state.table.extra.get::<WwbState>().cloned())
        .expect("a We Were Brothers state")
}

fn ui(app: &App) -> Ui {
    app.table()
        .and_then(|t| t.game_ui.get::<Ui>().cloned())
        .expect("panels")
}

/// A US squad (Blue 4) and a Wehrmacht squad (Blue 5), in the Fire phase.
fn game() -> (tempfile::TempDir, App) {
    let (home, mut app) = common::english_app(11);
    send(&mut app, Message::NewGame("we-were-brothers".into()));
    wwb(&mut app, Msg::Standard(Some(4)));
    wwb(&mut app, Msg::Army(Army::Wehrmacht));
    wwb(&mut app, Msg::Standard(Some(5)));
    to_phase(&mut app, "fire");
    (home, app)
}

const ABLE1: Who = Who {
    squad: 0,
    soldier: 0,
};
const ABLE2: Who = Who {
    squad: 0,
    soldier: 1,
};
const KONDOR2: Who = Who {
    squad: 1,
    soldier: 1,
};

fn stale(w: &mut Window<'_>) -> bool {
    w.texts()
        .iter()
        .any(|(t, _)| t.starts_with("Earlier result"))
}

/// Kondor 2 fires at Able 2; then only the form changes (the range): the card greys. A second
/// roll (a sight test) follows: the card shows it, current.
#[test]
fn the_card_greys_when_only_its_form_changes_and_follows_the_next_roll() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = game();
        wwb(&mut app, Msg::FirePick(KONDOR2));
        wwb(&mut app, Msg::FirePick(ABLE2));
        wwb(&mut app, Msg::Fire(FireField::Range(4)));
        wwb(&mut app, Msg::RollApp);
        let first = state(&app).last.expect("a shot");
        let mut w = Window::new(&mut app, size);
        assert!(!stale(&mut w), "{size:?}: the fresh result is current");
        wwb(w.app, Msg::Fire(FireField::Range(6)));
        assert!(stale(&mut w), "{size:?}: the form moved on, the card greys");
        // Back to the form it answers: current again.
        wwb(w.app, Msg::Fire(FireField::Range(4)));
        assert!(!stale(&mut w), "{size:?}");
        // A second resolver: the card follows it.
        wwb(w.app, Msg::Tab(Tab::Other));
        wwb(w.app, Msg::Other(OtherField::Kind(OtherKind::Sight)));
        wwb(w.app, Msg::Actor(ABLE1));
        wwb(w.app, Msg::RollApp);
        let second = state(w.app).last.expect("a sight test");
        assert_ne!(first.roll, second.roll);
        assert!(
            w.texts().iter().any(|(t, _)| t.starts_with("Sight test")),
            "{size:?}: {:?}",
            w.texts()
        );
        assert!(!stale(&mut w), "{size:?}: the new result is current");
    }
}

/// The shot is read on the placeholder dice and a stand-in weapon card: one quiet mark beside
/// whose it is, and the odds carry it too; the explanation opens first in the working.
#[test]
fn placeholder_answers_carry_one_quiet_mark_on_the_card_and_the_odds() {
    let (_home, mut app) = game();
    wwb(&mut app, Msg::FirePick(KONDOR2));
    wwb(&mut app, Msg::FirePick(ABLE2));
    let mut w = Window::new(&mut app, LANDSCAPE);
    w.scroll_to_id(adjutant::ui::screens::frame::FORM_ID, "wwb-odds");
    assert!(
        w.texts()
            .iter()
            .any(|(t, _)| t.starts_with("Before the roll (estimated value):")),
        "{:?}",
        w.texts()
    );
    wwb(w.app, Msg::RollApp);
    let texts = w.texts();
    let marks = texts
        .iter()
        .filter(|(t, _)| t.contains("estimated value"))
        .count();
    assert!(marks >= 1, "{texts:?}");
    assert!(
        texts
            .iter()
            .any(|(t, _)| t.starts_with("Fire: Kondor 2 at Able 2 · estimated value")),
        "{texts:?}"
    );
    wwb(w.app, Msg::Working);
    assert!(
        w.texts()
            .iter()
            .any(|(t, _)| t.contains("are the app's estimate: check them in Settings")),
        "{:?}",
        w.texts()
    );
}

/// L479: a successful suppression gives every man in the MHx one Suppressed marker. A second
/// tap on the same man's chip is no second marker (it used to rout him, unseen).
#[test]
fn a_repeated_tap_after_a_suppression_never_routs_a_man_unseen() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = game();
        wwb(
            &mut app,
            Msg::Edit(
                KONDOR2,
                Edit::Weapon {
                    personal: false,
                    card: Some("mg-42".into()),
                },
            ),
        );
        wwb(&mut app, Msg::FirePick(KONDOR2));
        wwb(&mut app, Msg::Fire(FireField::Suppression(true)));
        // The MG-42's suppression die is Blue (placeholder card): its first side succeeds.
        wwb(&mut app, Msg::Face(0, 0));
        assert_eq!(
            state(&app).last.map(|l| l.outcome.headline.msg),
            Some("wwb-out-suppressed-mhx".to_string())
        );
        let mut w = Window::new(&mut app, size);
        w.scroll_to_id(adjutant::ui::screens::frame::FORM_ID, "wwb-suppress-0-1");
        w.tap_id("wwb-suppress-0-1");
        assert_eq!(
            state(w.app).soldier(ABLE2).and_then(|s| s.status),
            Some(Status::Suppressed)
        );
        w.tap_id("wwb-suppress-0-1");
        assert_eq!(
            state(w.app).soldier(ABLE2).and_then(|s| s.status),
            Some(Status::Suppressed),
            "{size:?}: one marker per man per suppression"
        );
        // Through the action too: refused, nothing changes.
        let before = state(w.app);
        send(
            w.app,
            Message::Game(GameMsg::new(Msg::Action(
                adjutant::games::we_were_brothers::WwbAction::Suppress(ABLE2),
            ))),
        );
        assert_eq!(state(w.app), before);
    }
}

/// A new target is a new situation: his cover, the hedge, the aimed head start afresh; the
/// range stays. A new phase clears the sight test's switches but night is pinned.
#[test]
fn situational_switches_reset_with_a_new_target_or_phase_and_pinned_ones_stay() {
    let (_home, mut app) = game();
    wwb(&mut app, Msg::FirePick(KONDOR2));
    wwb(&mut app, Msg::FirePick(ABLE2));
    wwb(&mut app, Msg::Fire(FireField::Range(5)));
    wwb(&mut app, Msg::Fire(FireField::Hedge));
    wwb(&mut app, Msg::Fire(FireField::Headshot));
    wwb(&mut app, Msg::Fire(FireField::Cover(Some("woods".into()))));
    // Same target again: nothing resets.
    wwb(&mut app, Msg::FirePick(ABLE2));
    assert!(ui(&app).fire.hedge);
    wwb(&mut app, Msg::FirePick(ABLE1));
    let f = ui(&app).fire;
    assert_eq!(ui(&app).target, Some(ABLE1));
    assert!(!f.hedge && !f.headshot && f.cover.is_none(), "{f:?}");
    assert_eq!(f.range, 5, "the range is pinned");
    // The sight test: night (the mission's) and a camouflaged target (this one's).
    wwb(&mut app, Msg::Tab(Tab::Other));
    wwb(&mut app, Msg::Other(OtherField::Kind(OtherKind::Sight)));
    wwb(&mut app, Msg::Other(OtherField::Night));
    wwb(&mut app, Msg::Other(OtherField::Camouflaged));
    to_phase(&mut app, "movement");
    to_phase(&mut app, "fire");
    // The panels follow the phase when they are drawn.
    let _ = Window::new(&mut app, LANDSCAPE).texts();
    let o = ui(&app).other;
    assert!(o.night, "night is pinned");
    assert!(
        !o.camouflaged,
        "the camouflaged target was the last phase's"
    );
}

/// L123's unnamed example card illustrates the range bands: no soldier carries it.
#[test]
fn the_example_card_is_no_weapon() {
    let (_home, mut app) = game();
    wwb(&mut app, Msg::Tab(Tab::Squads));
    wwb(&mut app, Msg::Soldier(Some(0)));
    let mut w = Window::new(&mut app, LANDSCAPE);
    let texts = w.texts();
    assert!(
        !texts.iter().any(|(t, _)| t.contains("Example card")),
        "{texts:?}"
    );
    let before = state(w.app);
    wwb(
        w.app,
        Msg::Edit(
            ABLE1,
            Edit::Weapon {
                personal: false,
                card: Some("example-card".into()),
            },
        ),
    );
    assert_eq!(state(w.app), before, "refused, nothing changes");
}

/// The panel reads the same rules as the command line: a hedge alone is partial cover (L423),
/// and a wounded spotter's sight test takes his −1 from his own health box (L633).
#[test]
fn the_panel_takes_the_hedge_as_cover_and_the_spotters_wound() {
    let (_home, mut app) = game();
    wwb(&mut app, Msg::FirePick(KONDOR2));
    wwb(&mut app, Msg::FirePick(ABLE2));
    wwb(&mut app, Msg::Fire(FireField::Hedge));
    wwb(&mut app, Msg::RollApp);
    let last = state(&app).last.expect("a shot");
    assert!(
        last.outcome
            .working
            .iter()
            .any(|l| l.msg == "wwb-w-hedge-cover"),
        "{:?}",
        last.outcome.working
    );
    assert!(
        last.outcome
            .working
            .iter()
            .any(|l| l.msg == "wwb-w-cover-partial"),
        "{:?}",
        last.outcome.working
    );
    // Able 1 on his −1 box spots with Grey −1 = Pink.
    let minus_one = app
        .table()
        .map(|t| {
            adjutant::games::we_were_brothers::data::load(&t.def)
                .health
                .minus_one
        })
        .expect("data");
    wwb(&mut app, Msg::Edit(ABLE1, Edit::Health(minus_one)));
    wwb(&mut app, Msg::Tab(Tab::Other));
    wwb(&mut app, Msg::Other(OtherField::Kind(OtherKind::Sight)));
    wwb(&mut app, Msg::Actor(ABLE1));
    wwb(&mut app, Msg::RollApp);
    let last = state(&app).last.expect("a sight test");
    assert_eq!(
        last.outcome.dice.first().map(|d| d.colour.id()),
        Some("pink"),
        "{:?}",
        last.outcome.working
    );
}

/// L809: a new Leader has Leadership and one skill of the players' choice. The Wehrmacht's
/// standard squad 5 has its Leader; his boxes ask for the second skill, one tap gives it, and
/// the question goes.
#[test]
fn the_leaders_boxes_ask_for_his_second_skill() {
    use adjutant::games::we_were_brothers::squad::{Skill, Specialist};
    let (_home, mut app) = game();
    let s = state(&app);
    let i = s.squads[1]
        .soldiers
        .iter()
        .position(|x| x.specialist == Some(Specialist::Leader))
        .expect("Kondor has its Leader");
    let leader = Who {
        squad: 1,
        soldier: i,
    };
    wwb(&mut app, Msg::Tab(Tab::Squads));
    wwb(&mut app, Msg::Squad(1));
    wwb(&mut app, Msg::Soldier(Some(i)));
    let ask = "The new Leader's second skill, your choice";
    let mut w = Window::new(&mut app, LANDSCAPE);
    assert!(
        w.all_texts().iter().any(|(t, _)| t == ask),
        "the question is there"
    );
    wwb(
        w.app,
        Msg::Edit(
            leader,
            Edit::Leader {
                extra: Skill::Observation,
            },
        ),
    );
    let so = state(w.app).soldier(leader).cloned().expect("leader");
    assert_eq!(
        (so.skill(Skill::Leadership), so.skill(Skill::Observation)),
        (1, 1)
    );
    assert!(
        !w.all_texts().iter().any(|(t, _)| t == ask),
        "answered, the question goes"
    );
}

/// L532: the grenade's range is a maximum only; the panel offers a throw into his own MHx.
#[test]
fn the_panel_throws_into_his_own_mhx() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = game();
        wwb(&mut app, Msg::Tab(Tab::Grenade));
        wwb(&mut app, Msg::Actor(ABLE1));
        let mut w = Window::new(&mut app, size);
        w.scroll_to_id(adjutant::ui::screens::frame::FORM_ID, "wwb-distance-0");
        w.tap_id("wwb-distance-0");
        wwb(w.app, Msg::RollApp);
        let last = state(w.app).last.expect("a throw");
        assert!(
            matches!(
                last.roll,
                adjutant::games::we_were_brothers::rolls::Roll::Blast(
                    adjutant::games::we_were_brothers::explosives::BlastRoll::Throw(ref t)
                ) if t.distance == 0
            ),
            "{size:?}: {:?}",
            last.roll
        );
    }
}

/// L633 on a Pink test: the man who rolls is picked, and on his −2 box his Pink falls below
/// White: the test cannot pass (a reading, marked on the card).
#[test]
fn a_wounded_mans_pink_test_takes_his_penalty() {
    use adjutant::games::we_were_brothers::combat::PinkTest;
    let (_home, mut app) = game();
    let minus_two = app
        .table()
        .map(|t| {
            adjutant::games::we_were_brothers::data::load(&t.def)
                .health
                .minus_two
        })
        .expect("data");
    wwb(&mut app, Msg::Edit(KONDOR2, Edit::Health(minus_two)));
    // The test is a suppressed man's with Leadership at level 2 (11.0, L744).
    wwb(
        &mut app,
        Msg::Edit(
            KONDOR2,
            Edit::Skill {
                skill: adjutant::games::we_were_brothers::squad::Skill::Leadership,
                level: 2,
            },
        ),
    );
    wwb(
        &mut app,
        Msg::Edit(
            KONDOR2,
            Edit::Status(Some(
                adjutant::games::we_were_brothers::squad::Status::Suppressed,
            )),
        ),
    );
    wwb(&mut app, Msg::Tab(Tab::Other));
    wwb(&mut app, Msg::Other(OtherField::Kind(OtherKind::Pink)));
    wwb(
        &mut app,
        Msg::Other(OtherField::Pink(PinkTest::FireWhileSuppressed)),
    );
    let mut w = Window::new(&mut app, LANDSCAPE);
    w.tap_id("wwb-actor-1-1");
    wwb(w.app, Msg::RollApp);
    let last = state(w.app).last.expect("a Pink test");
    assert_eq!(last.actor, Some(KONDOR2));
    assert!(last.outcome.dice.is_empty(), "{:?}", last.outcome.dice);
    assert_eq!(last.outcome.headline.msg, "wwb-out-test-failed");
    assert!(
        last.outcome
            .basis
            .readings
            .iter()
            .any(|r| r.id == "wwb-below-white"),
        "{:?}",
        last.outcome.basis
    );
}

/// A man killed: the card says his fate in one word, not a health box, "no status" and the
/// fate side by side.
#[test]
fn a_killed_man_is_one_word_on_the_card() {
    use adjutant::games::we_were_brothers::WwbAction;
    use adjutant::games::we_were_brothers::combat::CombatRoll;
    use adjutant::games::we_were_brothers::fire::FireInput;
    use adjutant::games::we_were_brothers::rolls::Roll;
    use adjutant::games::we_were_brothers::squad::{Fate, Posture};
    let (_home, mut app) = game();
    // The example card at 5 MHx: Red, +1 on a standing man in the open = Blue; its sixth
    // side (placeholder layout) is Killed.
    let shot = FireInput {
        weapon: "example-card".into(),
        range: 5,
        firer: Posture::Kneeling,
        bipod: false,
        target: Posture::Standing,
        cover: None,
        hedge: false,
        headshot: false,
        arms: 0,
        foreign: false,
        gunner: false,
        running: false,
        wounded: 0,
        smoke: false,
    };
    wwb(
        &mut app,
        Msg::Action(WwbAction::Resolve {
            roll: Roll::Combat(CombatRoll::Fire(shot)),
            dice: Some(vec![5]),
            actor: None,
            target: Some(ABLE2),
            tick: None,
        }),
    );
    assert_eq!(
        state(&app).soldier(ABLE2).map(|s| s.fate),
        Some(Fate::Killed)
    );
    let mut w = Window::new(&mut app, LANDSCAPE);
    let texts: Vec<String> = w.all_texts().into_iter().map(|(t, _)| t).collect();
    assert!(
        texts.iter().any(|t| t.contains("Able 2: Killed in action")),
        "{texts:?}"
    );
    assert!(
        !texts
            .iter()
            .any(|t| t.contains("no status") && t.contains("Killed in action")),
        "{texts:?}"
    );
}

/// The health line's boxes are the app's placeholders (the panel is a picture, L75): its
/// caption carries the quiet mark.
#[test]
fn the_health_line_is_marked_as_estimated() {
    let (_home, mut app) = game();
    wwb(&mut app, Msg::Tab(Tab::Squads));
    wwb(&mut app, Msg::Soldier(Some(0)));
    let mut w = Window::new(&mut app, LANDSCAPE);
    assert!(
        w.all_texts()
            .iter()
            .any(|(t, _)| t == "Health line (tap the marker's box) · estimated value"),
        "{:?}",
        w.all_texts().into_iter().map(|x| x.0).collect::<Vec<_>>()
    );
}

/// L696 against L742: the players choose how a rally from Suppressed reads, on the Turn tab
/// beside the rule tiers (default L742, one step better).
#[test]
fn the_rally_reading_is_a_setting_on_the_turn_tab() {
    let (_home, mut app) = game();
    assert!(!state(&app).readings.rally_clears, "default: L742");
    wwb(&mut app, Msg::Tab(Tab::Turn));
    let mut w = Window::new(&mut app, LANDSCAPE);
    w.scroll_to(
        adjutant::ui::screens::frame::FORM_ID,
        "Rally clears Suppressed",
    );
    w.tap("Rally clears Suppressed");
    assert!(state(w.app).readings.rally_clears);
}

/// "Mine match" in Settings clears the dice's mark: a sight test read on the Grey and Red
/// dice the players confirmed carries no mark on the card.
#[test]
fn mine_match_clears_the_dice_mark_on_the_card() {
    let (_home, mut app) = game();
    wwb(&mut app, Msg::Tab(Tab::Other));
    wwb(&mut app, Msg::Other(OtherField::Kind(OtherKind::Sight)));
    wwb(&mut app, Msg::Actor(ABLE1));
    wwb(&mut app, Msg::RollApp);
    let mut w = Window::new(&mut app, LANDSCAPE);
    let marked = |w: &mut Window<'_>| {
        w.texts()
            .iter()
            .any(|(t, _)| t.starts_with("Sight test") && t.contains("estimated value"))
    };
    assert!(marked(&mut w), "{:?}", w.texts());
    for c in ["grey", "red"] {
        w.app
            .settings
            .confirmed_dice
            .insert(format!("we-were-brothers:{c}"));
    }
    assert!(!marked(&mut w), "{:?}", w.texts());
}
