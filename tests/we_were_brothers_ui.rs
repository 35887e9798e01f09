//! We Were Brothers at the table, through the real screen (iced_test): a whole turn with two
//! squads — set-up, initiative, a fire with a wound, a grenade that scatters, a treatment, the
//! resolution checklist, and the clock moving — counting the taps.

mod common;
use common::{Taps, english_app, send};

use adjutant::games::we_were_brothers::squad::{Fate, Status};
use adjutant::games::we_were_brothers::{Who, WwbState};
use adjutant::ui::{App, Message};

/// One tap on the widget with id `id`, scrolling the screen down first if it is below the
/// fold (the mouse wheel under the middle of the panels; scrolling is not a tap).
fn tap_down(taps: &mut Taps, id: &str) {
    let size = taps.size;
    let messages: Vec<Message> = {
        let mut ui = common::sim(taps.app, size);
        let mut tries = 0;
        loop {
            match ui.click(iced_test::selector::id(id.to_string())) {
                Ok(_) => break,
                Err(_) if tries < 12 => {
                    tries += 1;
                    ui.point_at(iced::Point::new(size.0 * 0.7, size.1 * 0.7));
                    let _ = ui.simulate([iced::Event::Mouse(iced::mouse::Event::WheelScrolled {
                        delta: iced::mouse::ScrollDelta::Pixels { x: 0.0, y: -300.0 },
                    })]);
                }
                Err(e) => panic!("cannot click #{id}: {e:?}"),
            }
        }
        ui.into_messages().collect()
    };
    assert!(!messages.is_empty(), "clicking #{id} did nothing");
    for m in messages {
        send(taps.app, m);
    }
    taps.count += 1;
}

const LANDSCAPE: (f32, f32) = (1280.0, 800.0);
const PORTRAIT: (f32, f32) = (800.0, 1280.0);

fn state(app: &App) -> WwbState {
    app.table()
        .and_then(|t| t.state.table.extra.get::<WwbState>().cloned())
        .expect("a We Were Brothers state")
}

fn phase(app: &App) -> String {
    app.table()
        .map(|t| {
            let i = t.state.table.cursor.phase;
            t.def.phases.phases[i].id.clone()
        })
        .unwrap_or_default()
}

fn clock(app: &App) -> u32 {
    app.table()
        .and_then(|t| t.state.table.tracks.get("time").map(|x| x.position))
        .unwrap_or(0)
}

const ABLE1: Who = Who {
    squad: 0,
    soldier: 0,
};
const ABLE2: Who = Who {
    squad: 0,
    soldier: 1,
};
const ABLE3: Who = Who {
    squad: 0,
    soldier: 2,
};
const KONDOR2: Who = Who {
    squad: 1,
    soldier: 1,
};

#[test]
fn a_whole_turn_with_two_squads() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = english_app(11);
        send(&mut app, Message::NewGame("we-were-brothers".into()));
        let mut taps = Taps::new(&mut app, size);

        // Quick set-up: a US squad from a Blue 4, a Wehrmacht squad from a Blue 5 (Leader).
        tap_down(&mut taps, "wwb-blue-4");
        tap_down(&mut taps, "wwb-army-wehrmacht");
        tap_down(&mut taps, "wwb-blue-5");
        let setup = taps.count;
        let s = state(taps.app);
        assert_eq!(s.squads.len(), 2);
        assert_eq!(s.squads[1].code, "Kondor");
        assert_eq!(setup, 3);

        // Initiative: the Axis has its Leader and more panels (2 points to 0).
        taps.tap("Turn");
        tap_down(&mut taps, "wwb-panels-0-1");
        tap_down(&mut taps, "wwb-panels-1-2");
        tap_down(&mut taps, "wwb-check-initiative");
        assert_eq!(state(taps.app).turn.first, Some(1));
        assert_eq!(state(taps.app).turn.points, vec![0, 2]);

        // Fire phase: the panel follows the turn.
        taps.tap("Next phase ▶▶");
        assert_eq!(phase(taps.app), "fire");
        let before = taps.count;
        // One grid: the firer, then his target.
        tap_down(&mut taps, "wwb-actor-1-1");
        tap_down(&mut taps, "wwb-actor-0-1");
        tap_down(&mut taps, "wwb-range-4");
        tap_down(&mut taps, "wwb-headshot");
        // Kar 98K at 4 MHx: Red; standing target +1, standing firer −1, headshot −2: Green.
        tap_down(&mut taps, "wwb-pad-green-0-5");
        assert!(
            taps.count - before <= 5,
            "fire in {} taps",
            taps.count - before
        );
        let s = state(taps.app);
        let able2 = s.soldier(ABLE2).expect("Able 2");
        assert_eq!(
            able2.status,
            Some(Status::Bleeding),
            "a serious headshot bleeds"
        );
        assert_eq!(
            s.soldier(KONDOR2).map(|k| k.main.chamber.attack),
            Some(2),
            "the chamber die moved one box"
        );

        // A grenade that scatters: Grey blank, Blue 4 → 3 Hx toward 4.
        taps.tap("Grenades & support");
        let before = taps.count;
        tap_down(&mut taps, "wwb-actor-0-2");
        tap_down(&mut taps, "wwb-pad-grey-0-2");
        tap_down(&mut taps, "wwb-pad-blue-1-3");
        assert_eq!(taps.count - before, 3);
        let s = state(taps.app);
        let last = s.last.clone().expect("a result");
        let drift = last.outcome.drift.expect("a scatter");
        assert_eq!((drift.direction, drift.distance), (4, 3));
        assert_eq!(last.actor, Some(ABLE3));
        let left = s
            .soldier(ABLE3)
            .map(|x| x.equipment.iter().flatten().count());
        assert_eq!(left, Some(1), "the grenade left his equipment box");

        // A treatment: Able 1 tends Able 2 (Red 2: the bleeding goes on).
        taps.tap("Care & morale");
        let before = taps.count;
        tap_down(&mut taps, "wwb-actor-0-0");
        tap_down(&mut taps, "wwb-target-0-1");
        tap_down(&mut taps, "wwb-pad-red-0-1");
        tap_down(&mut taps, "wwb-pad-grey-1-2");
        assert_eq!(taps.count - before, 4);
        let s = state(taps.app);
        assert_eq!(s.last.as_ref().and_then(|l| l.actor), Some(ABLE1));
        assert_eq!(
            s.soldier(ABLE2).and_then(|x| x.status),
            Some(Status::Bleeding)
        );

        // Movement, then the resolution phase opens its checklist: Able 2's deterioration.
        taps.tap("Next phase ▶▶");
        taps.tap("Next phase ▶▶");
        assert_eq!(phase(taps.app), "resolution");
        let before = taps.count;
        tap_down(&mut taps, "wwb-check-det:0:1");
        tap_down(&mut taps, "wwb-pad-red-0-2");
        assert_eq!(taps.count - before, 2);
        let s = state(taps.app);
        assert!(s.turn.done.contains(&"det:0:1".to_string()), "ticked");
        assert_eq!(s.soldier(ABLE2).map(|x| x.fate), Some(Fate::Fighting));

        // The clock moves when the turn ends.
        assert_eq!(clock(taps.app), 1);
        taps.tap("Next phase ▶▶");
        assert_eq!(clock(taps.app), 2);
        assert_eq!(phase(taps.app), "initiative");
        assert!(
            state(taps.app).turn.first.is_none(),
            "initiative is open again"
        );
        assert!(taps.count <= 30, "the whole turn took {} taps", taps.count);
    }
}

/// Other rolls: an assault's first blow (Yellow "suppressed" = shaken, L520) and a sight test
/// by a man with Observation 2 (Yellow alone, L321), each from the tab in a few taps.
#[test]
fn close_combat_blow_and_sight_test_from_other_rolls() {
    let (_home, mut app) = english_app(3);
    send(&mut app, Message::NewGame("we-were-brothers".into()));
    let mut taps = Taps::new(&mut app, LANDSCAPE);
    tap_down(&mut taps, "wwb-blue-6");
    tap_down(&mut taps, "wwb-army-wehrmacht");
    tap_down(&mut taps, "wwb-blue-2");
    taps.tap("Other rolls");
    let before = taps.count;
    taps.tap("Close combat");
    tap_down(&mut taps, "wwb-actor-1-0");
    tap_down(&mut taps, "wwb-target-0-3");
    tap_down(&mut taps, "wwb-pad-yellow-0-2");
    assert_eq!(taps.count - before, 4);
    let s = state(taps.app);
    assert_eq!(
        s.soldier(Who {
            squad: 0,
            soldier: 3
        })
        .and_then(|x| x.status),
        Some(Status::Shaken)
    );
    // Observation 2 for Able 1, then his sight test: one Yellow die.
    send(
        taps.app,
        Message::Game(adjutant::ui::games::GameMsg::new(
            adjutant::ui::games::we_were_brothers::Msg::Edit(
                ABLE1,
                adjutant::games::we_were_brothers::roster::Edit::Skill {
                    skill: adjutant::games::we_were_brothers::squad::Skill::Observation,
                    level: 2,
                },
            ),
        )),
    );
    taps.tap("Sight test");
    tap_down(&mut taps, "wwb-actor-0-0");
    tap_down(&mut taps, "wwb-pad-yellow-0-0");
    let s = state(taps.app);
    let last = s.last.expect("a result");
    assert_eq!(
        last.outcome.dice.len(),
        1,
        "Observation 2 rolls Yellow alone"
    );
    assert_eq!(last.outcome.headline.msg, "wwb-out-spotted");
    assert_eq!(last.outcome.xp, None, "an OK face, no medal");
}

/// Suppression fire from the panel (L463–L480): the chamber die jumps its boxes, the firer
/// takes the Suppression Fire marker, and each man in the MHx is suppressed with one tap.
#[test]
fn suppression_fire_then_one_tap_per_man() {
    let (_home, mut app) = english_app(5);
    send(&mut app, Message::NewGame("we-were-brothers".into()));
    let mut taps = Taps::new(&mut app, LANDSCAPE);
    tap_down(&mut taps, "wwb-blue-4");
    tap_down(&mut taps, "wwb-army-wehrmacht");
    tap_down(&mut taps, "wwb-blue-2");
    taps.tap("Fire");
    // Able 4 carries the BAR (placeholder card: first suppression box 3, 3 boxes, Red die).
    tap_down(&mut taps, "wwb-actor-0-3");
    // Suppression fire is rarer than aimed fire: with the rarer switches, under the fold.
    tap_down(&mut taps, "wwb-suppression");
    tap_down(&mut taps, "wwb-pad-red-0-2");
    let s = state(taps.app);
    let able4 = s
        .soldier(Who {
            squad: 0,
            soldier: 3,
        })
        .expect("Able 4");
    assert_eq!(able4.status, Some(Status::SuppressionFire));
    assert_eq!(able4.main.chamber.attack, 4, "box 1 + 3 suppression boxes");
    tap_down(&mut taps, "wwb-suppress-1-0");
    tap_down(&mut taps, "wwb-suppress-1-1");
    let s = state(taps.app);
    assert_eq!(
        s.soldier(Who {
            squad: 1,
            soldier: 0
        })
        .and_then(|x| x.status),
        Some(Status::Suppressed)
    );
    assert_eq!(
        s.soldier(KONDOR2).and_then(|x| x.status),
        Some(Status::Suppressed)
    );
}
