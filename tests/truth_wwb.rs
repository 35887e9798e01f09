//! We Were Brothers: the screen never offers a false choice (issue 21's WWB items): the healer
//! is a comrade of the wounded man, never the enemy who shot him; the fire's target is an
//! enemy (with none on the table it says so); the odds never lose outcomes without a word.

mod common;
use common::{LANDSCAPE, PORTRAIT, Window, send, to_phase};

use adjutant::games::we_were_brothers::squad::{Army, Status};
use adjutant::games::we_were_brothers::{Who, WwbState};
use adjutant::ui::games::GameMsg;
use adjutant::ui::games::we_were_brothers::{Msg, Ui};
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

/// A US squad (Blue 4) and, with `enemy`, a Wehrmacht squad (Blue 5), in the Fire phase.
fn game(enemy: bool) -> (tempfile::TempDir, App) {
    let (home, mut app) = common::english_app(11);
    send(&mut app, Message::NewGame("we-were-brothers".into()));
    wwb(&mut app, Msg::Standard(Some(4)));
    if enemy {
        wwb(&mut app, Msg::Army(Army::Wehrmacht));
        wwb(&mut app, Msg::Standard(Some(5)));
    }
    to_phase(&mut app, "fire");
    (home, app)
}

const ABLE2: Who = Who {
    squad: 0,
    soldier: 1,
};
const KONDOR2: Who = Who {
    squad: 1,
    soldier: 1,
};

/// Kondor 2 wounds Able 2 (a serious headshot); "Treat Able 2" on the card opens the care
/// panel with a comrade of Able 2 as healer, never Kondor 2; the enemy's chips are greyed and
/// the roll records a comrade's treatment.
#[test]
fn the_healer_is_a_comrade_never_the_enemy_who_shot_him() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = game(true);
        use adjutant::ui::games::we_were_brothers::FireField;
        wwb(&mut app, Msg::FirePick(KONDOR2));
        wwb(&mut app, Msg::FirePick(ABLE2));
        wwb(&mut app, Msg::Fire(FireField::Range(4)));
        wwb(&mut app, Msg::Fire(FireField::Headshot));
        wwb(&mut app, Msg::Face(0, 5));
        assert_eq!(
            state(&app).soldier(ABLE2).and_then(|x| x.status),
            Some(Status::Bleeding)
        );
        let mut w = Window::new(&mut app, size);
        w.tap("Treat Able 2");
        let u = ui(w.app);
        let healer = u.actor.expect("a healer preselected");
        assert_eq!(healer.squad, 0, "{size:?}: the healer is of Able 2's squad");
        assert_ne!(healer, ABLE2, "{size:?}: not the wounded man himself");
        // His squad's medic if he has one, else its first able man.
        let s = state(w.app);
        let able: Vec<Who> = (0..s.squads[0].soldiers.len())
            .map(|soldier| Who { squad: 0, soldier })
            .filter(|x| *x != ABLE2)
            .filter(|x| {
                s.soldier(*x).is_some_and(|m| {
                    m.fate == adjutant::games::we_were_brothers::squad::Fate::Fighting
                        && !m.status.is_some_and(|st| st.is_down())
                })
            })
            .collect();
        let medic = able.iter().copied().find(|x| {
            s.soldier(*x).and_then(|m| m.specialist)
                == Some(adjutant::games::we_were_brothers::squad::Specialist::Medic)
        });
        assert_eq!(Some(healer), medic.or(able.first().copied()), "{size:?}");
        assert_eq!(u.target, Some(ABLE2));
        // The enemy's chip is greyed: a tap on it changes nothing.
        w.tap_id("wwb-actor-1-1");
        assert_eq!(
            ui(w.app).actor,
            Some(healer),
            "{size:?}: an enemy is no healer"
        );
        let key = "wwb-pad-red-0-1";
        w.die(key);
        w.die("wwb-pad-grey-1-2");
        let last = state(w.app).last.expect("a treatment");
        assert_eq!(last.actor, Some(healer));
    }
}

/// The fire's target is an enemy: the healer and patient of a care roll do not become a
/// firer and a target of his own side, and with no enemy squad the grid says so.
#[test]
fn the_fire_target_is_an_enemy_and_none_says_so() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = game(false);
        let mut w = Window::new(&mut app, size);
        w.tap_id("wwb-actor-0-0");
        assert!(
            w.sees("No enemy squad on the table: nobody to fire at. Add one under Squads."),
            "{size:?}"
        );
        // A tap on a comrade picks him as the firer, never as a target.
        w.tap_id("wwb-actor-0-1");
        let u = ui(w.app);
        assert_eq!(u.target, None, "{size:?}");
        // From the care panel: healer Able 1, patient Able 2; back to the fire panel, Able 2
        // is no target of Able 1.
        wwb(
            w.app,
            Msg::Tab(adjutant::ui::games::we_were_brothers::Tab::Care),
        );
        wwb(
            w.app,
            Msg::Actor(Who {
                squad: 0,
                soldier: 0,
            }),
        );
        wwb(w.app, Msg::Target(Some(ABLE2)));
        wwb(
            w.app,
            Msg::Tab(adjutant::ui::games::we_were_brothers::Tab::Fire),
        );
        assert_eq!(
            ui(w.app).target,
            None,
            "{size:?}: no target of his own side"
        );
    }
}

/// The percentages in the odds' text, in order.
fn percents(words: &str) -> Vec<f64> {
    words
        .split(['·', '(', ')', ' '])
        .filter_map(|p| p.trim().strip_suffix('%'))
        .filter_map(|n| n.parse::<f64>().ok())
        .collect()
}

/// The odds' text on screen ("Before the roll: …", or with the quiet mark of estimated dice
/// "Before the roll (estimated value): …").
fn odds_text(w: &mut Window<'_>) -> String {
    w.texts()
        .into_iter()
        .map(|(t, _)| t)
        .find(|t| t.starts_with("Before the roll"))
        .unwrap_or_else(|| {
            panic!(
                "the odds not wholly in view: {:?}",
                w.all_texts()
                    .into_iter()
                    .filter(|x| x.0.starts_with("Before"))
                    .collect::<Vec<_>>()
            )
        })
}

/// A grenade thrown at 2 MHx has more answers than the box names: what is left out is said
/// ("+N more" with its share, the shown shares adding up to the whole roll), and one tap opens
/// them all, "lands on the marker" among them; the control stays where it was.
#[test]
fn odds_are_never_cut_without_a_word() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = game(true);
        wwb(
            &mut app,
            Msg::Tab(adjutant::ui::games::we_were_brothers::Tab::Grenade),
        );
        wwb(
            &mut app,
            Msg::Actor(Who {
                squad: 0,
                soldier: 2,
            }),
        );
        let mut w = Window::new(&mut app, size);
        w.scroll_to_id(adjutant::ui::screens::frame::FORM_ID, "wwb-odds");
        let words = odds_text(&mut w);
        let more = w
            .texts()
            .into_iter()
            .map(|(t, _)| t)
            .find(|t| t.contains("more ("))
            .expect("+N more with its share");
        let sum: f64 = percents(&words).iter().sum::<f64>() + percents(&more).iter().sum::<f64>();
        assert!(
            (97.0..=103.0).contains(&sum),
            "{size:?}: the shares add up to {sum}: {words}"
        );
        let at = w
            .find(iced_test::selector::id("wwb-odds-more".to_string()))
            .expect("+N more")
            .bounds;
        w.tap_id("wwb-odds-more");
        // The box grows down under the control: one swipe shows it all.
        w.scroll_to_id(adjutant::ui::screens::frame::FORM_ID, "wwb-odds");
        let words = odds_text(&mut w);
        assert!(
            words.contains("Accurate: lands on the marker"),
            "{size:?}: {words}"
        );
        let sum: f64 = percents(&words).iter().sum();
        assert!((97.0..=103.0).contains(&sum), "{size:?}: {sum}: {words}");
        let again = w
            .find(iced_test::selector::id("wwb-odds-more".to_string()))
            .expect("Fewer")
            .bounds;
        assert_eq!(at, again, "{size:?}: the control moved");
        assert!(w.sees("Fewer"), "{size:?}");
    }
}

/// With a medic in the wounded man's squad, "Treat" preselects the medic, whoever rolled last
/// (here the enemy who shot him).
#[test]
fn the_squads_medic_is_the_preselected_healer() {
    use adjutant::games::we_were_brothers::squad::Specialist;
    use adjutant::ui::games::we_were_brothers::CareKind;
    let (_home, mut app) = common::english_app(11);
    send(&mut app, Message::NewGame("we-were-brothers".into()));
    wwb(&mut app, Msg::Specialist(Some(Specialist::Medic)));
    wwb(&mut app, Msg::Standard(Some(4)));
    wwb(&mut app, Msg::Specialist(None));
    wwb(&mut app, Msg::Army(Army::Wehrmacht));
    wwb(&mut app, Msg::Standard(Some(5)));
    let s = state(&app);
    let medic = (0..s.squads[0].soldiers.len())
        .map(|soldier| Who { squad: 0, soldier })
        .find(|w| s.soldier(*w).and_then(|m| m.specialist) == Some(Specialist::Medic))
        .expect("Able has a medic");
    let patient = (0..s.squads[0].soldiers.len())
        .map(|soldier| Who { squad: 0, soldier })
        .find(|w| *w != medic)
        .expect("a patient");
    wwb(&mut app, Msg::Actor(KONDOR2));
    wwb(&mut app, Msg::CareFor(CareKind::Treat, patient));
    assert_eq!(ui(&app).actor, Some(medic));
}
