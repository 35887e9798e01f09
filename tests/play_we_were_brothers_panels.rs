//! Every action the We Were Brothers panels take can be said to `adjutant play`: the panels
//! driven through their main flows (the taps of `we_were_brothers_ui.rs`) and their other
//! buttons, and each action they applied written as words, read back as the same action, and
//! allowed by the game (`allowed_now`) just before it was applied.

mod common;
use common::{Taps, english_app, send};

use adjutant::games::GameAction;
use adjutant::play::actions::{parse, words};
use adjutant::session::Action;
use adjutant::ui::Message;

const GAME: &str = "we-were-brothers";

/// One tap on the widget with id `id`, scrolling the screen down first if it is below the
/// fold (as `we_were_brothers_ui.rs` taps).
fn tap_down(taps: &mut Taps, id: &str) {
    tap_scrolled(taps, id, true);
}

/// The same with the widget showing `label`.
fn tap_down_label(taps: &mut Taps, label: &str) {
    tap_scrolled(taps, label, false);
}

fn tap_scrolled(taps: &mut Taps, id: &str, by_id: bool) {
    let size = taps.size;
    let messages: Vec<Message> = {
        let mut ui = common::sim(taps.app, size);
        let mut tries = 0;
        loop {
            let clicked = if by_id {
                ui.click(iced_test::selector::id(id.to_string()))
                    .map(|_| ())
            } else {
                ui.click(id).map(|_| ())
            };
            match clicked {
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

/// The serde name of a game action (`resolve`), as `allowed_now` takes it.
fn variant(g: &GameAction) -> String {
    match &g.action {
        serde_json::Value::String(s) => s.clone(),
        serde_json::Value::Object(m) => m.keys().next().cloned().unwrap_or_default(),
        _ => String::new(),
    }
}

/// Runs one tap (or a few) and checks every action it applied: said as words and read back
/// as the same action, and allowed by the game just before it was applied.
struct Checked {
    seen: usize,
    said: Vec<Vec<String>>,
}

impl Checked {
    fn new() -> Checked {
        Checked {
            seen: 0,
            said: vec![],
        }
    }

    fn tap(&mut self, taps: &mut Taps, f: impl FnOnce(&mut Taps)) {
        let before = taps
            .app
            .table()
            .map(|t| (t.def.clone(), t.state.table.clone()));
        f(taps);
        let Some(t) = taps.app.table() else { return };
        assert!(t.recent.len() < 32, "more actions than `recent` keeps");
        let new: Vec<Action> = t.recent.iter().skip(self.seen).cloned().collect();
        self.seen = t.recent.len();
        let game = adjutant::games::find(GAME).expect("the game");
        for a in new {
            let w = words(GAME, &a).unwrap_or_else(|e| panic!("{a:?} has no words: {e}"));
            let back = parse(GAME, &w).unwrap_or_else(|e| panic!("{w:?} does not parse: {e:?}"));
            assert_eq!(back, a, "{w:?} reads back as another action");
            if let Action::Game(g) = &a {
                let (def, table) = before.as_ref().expect("a table before");
                assert!(
                    game.allowed_now(
                        def,
                        table,
                        &variant(g),
                        &adjutant::core::actor::Actor::Table
                    ),
                    "{w:?} was applied but not allowed just before"
                );
            }
            self.said.push(w);
        }
    }

    fn down(&mut self, taps: &mut Taps, id: &str) {
        self.tap(taps, |t| tap_down(t, id));
    }

    fn label(&mut self, taps: &mut Taps, label: &str) {
        self.tap(taps, |t| t.tap(label));
    }
}

const LANDSCAPE: (f32, f32) = (1280.0, 800.0);

/// The panels' main flows (the taps of `we_were_brothers_ui.rs`): every action they take can
/// be said on the command line and read back, and was allowed when it was taken.
#[test]
fn every_panel_action_is_expressible() {
    let (_home, mut app) = english_app(11);
    send(&mut app, Message::NewGame(GAME.into()));
    let mut c = Checked::new();
    {
        let mut taps = Taps::new(&mut app, LANDSCAPE);
        let t = &mut taps;
        c.down(t, "wwb-blue-4");
        c.down(t, "wwb-army-wehrmacht");
        c.down(t, "wwb-blue-5");
        c.label(t, "Turn");
        c.down(t, "wwb-panels-0-1");
        c.down(t, "wwb-panels-1-2");
        c.down(t, "wwb-check-initiative");
        c.label(t, "Next phase ▶▶");
        c.down(t, "wwb-actor-1-1");
        c.down(t, "wwb-actor-0-1");
        c.down(t, "wwb-range-4");
        c.down(t, "wwb-headshot");
        c.down(t, "wwb-pad-green-0-5");
        c.label(t, "Grenades & support");
        c.down(t, "wwb-actor-0-2");
        c.down(t, "wwb-pad-grey-0-2");
        c.down(t, "wwb-pad-blue-1-3");
        c.label(t, "Care & morale");
        c.down(t, "wwb-actor-0-0");
        c.down(t, "wwb-target-0-1");
        c.down(t, "wwb-pad-red-0-1");
        c.down(t, "wwb-pad-grey-1-2");
        c.label(t, "Next phase ▶▶");
        c.label(t, "Next phase ▶▶");
        c.down(t, "wwb-check-det:0:1");
        c.down(t, "wwb-pad-red-0-2");
        c.label(t, "Next phase ▶▶");
    }
    // Set-up, initiative, a shot, a grenade, a treatment, the checklist's roll and the phases:
    // every one said and read back.
    let said: Vec<&str> = c.said.iter().map(|w| w[0].as_str()).collect();
    assert_eq!(
        said,
        [
            "add-standard-squad",
            "add-standard-squad",
            "initiative",
            "end-phase",
            "resolve",
            "resolve",
            "resolve",
            "end-phase",
            "end-phase",
            "resolve",
            "end-phase"
        ]
    );
}

/// The other flows of `we_were_brothers_ui.rs`: close combat, a sight test after a skill set
/// on the squad panel, suppression fire and one tap per suppressed man.
#[test]
fn other_rolls_and_suppression_are_expressible() {
    let (_home, mut app) = english_app(3);
    send(&mut app, Message::NewGame(GAME.into()));
    let mut c = Checked::new();
    {
        let mut taps = Taps::new(&mut app, LANDSCAPE);
        let t = &mut taps;
        c.down(t, "wwb-blue-6");
        c.down(t, "wwb-army-wehrmacht");
        c.down(t, "wwb-blue-2");
        c.label(t, "Other rolls");
        c.label(t, "Close combat");
        c.down(t, "wwb-actor-1-0");
        c.down(t, "wwb-target-0-3");
        c.down(t, "wwb-pad-yellow-0-2");
        c.tap(t, |t| {
            send(
                t.app,
                Message::Game(adjutant::ui::games::GameMsg::new(
                    adjutant::ui::games::we_were_brothers::Msg::Edit(
                        adjutant::games::we_were_brothers::Who {
                            squad: 0,
                            soldier: 0,
                        },
                        adjutant::games::we_were_brothers::roster::Edit::Skill {
                            skill: adjutant::games::we_were_brothers::squad::Skill::Observation,
                            level: 2,
                        },
                    ),
                )),
            )
        });
        c.label(t, "Sight test");
        c.down(t, "wwb-actor-0-0");
        c.down(t, "wwb-pad-yellow-0-0");
    }
    let (_home, mut app) = english_app(5);
    send(&mut app, Message::NewGame(GAME.into()));
    let mut d = Checked::new();
    {
        let mut taps = Taps::new(&mut app, LANDSCAPE);
        let t = &mut taps;
        d.down(t, "wwb-blue-4");
        d.down(t, "wwb-army-wehrmacht");
        d.down(t, "wwb-blue-2");
        d.label(t, "Fire");
        d.down(t, "wwb-actor-0-3");
        d.down(t, "wwb-suppression");
        d.down(t, "wwb-pad-red-0-2");
        d.down(t, "wwb-suppress-1-0");
        d.down(t, "wwb-suppress-1-1");
        // The turn panel's own actions: first side, zone, the variant, support, a detonator,
        // smoke, the mission's length, an order card, the tiers.
        d.label(t, "Turn");
        for id in ["wwb-detonator-3", "wwb-length-12"] {
            d.down(t, id);
        }
        for label in ["Call artillery", "Smoke grenade landed", "Cherry Corner"] {
            d.tap(t, |t| tap_down_label(t, label));
        }
    }
    let names: Vec<&str> = c
        .said
        .iter()
        .chain(&d.said)
        .map(|w| w[0].as_str())
        .collect();
    for want in [
        "resolve",
        "edit",
        "suppress",
        "detonator",
        "mission-length",
        "call-support",
        "smoke",
        "set-tiers",
    ] {
        assert!(names.contains(&want), "{want} not taken: {names:?}");
    }
}

/// The squad panel's and the turn panel's other buttons (each one message, as its button
/// sends it): every change to a soldier's boxes, recovery, infamy, the fire markers, the
/// Leader's zone, the variant, the first side, an order card.
#[test]
fn every_box_and_turn_button_is_expressible() {
    use adjutant::games::we_were_brothers::roster::Edit;
    use adjutant::games::we_were_brothers::squad::{Equipment, Fate, Posture, Skill, Status};
    use adjutant::games::we_were_brothers::{Who, WwbAction};
    use adjutant::ui::games::GameMsg;
    use adjutant::ui::games::we_were_brothers::Msg;
    let (_home, mut app) = english_app(7);
    send(&mut app, Message::NewGame(GAME.into()));
    let mut c = Checked::new();
    let mut taps = Taps::new(&mut app, LANDSCAPE);
    let t = &mut taps;
    c.down(t, "wwb-blue-4");
    c.down(t, "wwb-army-wehrmacht");
    c.down(t, "wwb-blue-5");
    let who = Who {
        squad: 0,
        soldier: 2,
    };
    let mut msgs: Vec<Msg> = [
        Edit::Health(2),
        Edit::Status(Some(Status::Suppressed)),
        Edit::Posture(Posture::Prone),
        Edit::Alert(false),
        Edit::Running(true),
        Edit::Equipment {
            slot: 1,
            item: Some(Equipment::Smoke),
        },
        Edit::Skill {
            skill: Skill::Arms,
            level: 1,
        },
        Edit::UsePersonal(true),
        Edit::UsePersonal(false),
        Edit::Shot,
        Edit::Name(Some("Joe, \"Doc\" = 1".into())),
        Edit::Weapon {
            personal: false,
            card: Some("m1-garand".into()),
        },
    ]
    .into_iter()
    .map(|e| Msg::Edit(who, e))
    .collect();
    msgs.extend([
        Msg::Action(WwbAction::Recover(who)),
        Msg::Action(WwbAction::Infamy(who)),
        Msg::Action(WwbAction::ClearFireMarkers(0)),
        Msg::Action(WwbAction::Zone(1)),
        Msg::Action(WwbAction::Alternating(true)),
        Msg::Action(WwbAction::SetFirst(1)),
        Msg::Action(WwbAction::Order {
            squad: 0,
            card: "assault".into(),
        }),
        Msg::Edit(who, Edit::Fate(Fate::Safe)),
    ]);
    for msg in msgs {
        let before = c.seen;
        c.tap(t, |t| send(t.app, Message::Game(GameMsg::new(msg.clone()))));
        assert_eq!(c.seen, before + 1, "{msg:?} was not applied");
    }
}

/// Every roll the forms make (each grenade and support mode, each care roll, each of the
/// other rolls), rolled by the app from the panel: each action said and read back.
#[test]
fn every_form_roll_is_expressible() {
    use adjutant::games::we_were_brothers::Who;
    use adjutant::games::we_were_brothers::combat::PinkTest;
    use adjutant::ui::games::GameMsg;
    use adjutant::ui::games::we_were_brothers::{
        CareKind, GrenadeField, GrenadeMode, Msg, OtherField, OtherKind, Tab,
    };
    let (_home, mut app) = english_app(9);
    send(&mut app, Message::NewGame(GAME.into()));
    let mut c = Checked::new();
    let mut taps = Taps::new(&mut app, LANDSCAPE);
    let t = &mut taps;
    c.down(t, "wwb-blue-4");
    c.down(t, "wwb-army-wehrmacht");
    c.down(t, "wwb-blue-5");
    let able = |soldier| Who { squad: 0, soldier };
    let kondor = |soldier| Who { squad: 1, soldier };
    let say = |c: &mut Checked, t: &mut Taps, msgs: Vec<Msg>| {
        c.tap(t, |t| {
            for m in msgs {
                send(t.app, Message::Game(GameMsg::new(m)));
            }
        });
    };
    for mode in GrenadeMode::ALL {
        say(
            &mut c,
            t,
            vec![
                Msg::Tab(Tab::Grenade),
                Msg::Grenade(GrenadeField::Mode(mode)),
                Msg::Actor(able(0)),
                Msg::Target(Some(kondor(0))),
                Msg::RollApp,
            ],
        );
    }
    // Able 2 routed: his own rout test is one the rules allow (L713); the care a calm man
    // cannot take (a treatment, a rally) the panel does not offer.
    say(
        &mut c,
        t,
        vec![Msg::Edit(
            able(1),
            adjutant::games::we_were_brothers::roster::Edit::Status(Some(
                adjutant::games::we_were_brothers::squad::Status::Routed,
            )),
        )],
    );
    for kind in CareKind::ALL {
        say(
            &mut c,
            t,
            vec![
                Msg::Tab(Tab::Care),
                Msg::Care(kind),
                Msg::Target(Some(able(1))),
                Msg::Actor(able(0)),
                Msg::RollApp,
            ],
        );
    }
    for kind in [
        OtherKind::Sight,
        OtherKind::Blow,
        OtherKind::Pink,
        OtherKind::Place,
        OtherKind::Disarm,
        OtherKind::Detonate,
        OtherKind::Collapse,
        OtherKind::Barrage,
        OtherKind::Strafe,
        OtherKind::Door,
        OtherKind::River,
        OtherKind::Lift,
        OtherKind::Area,
    ] {
        say(
            &mut c,
            t,
            vec![
                Msg::Tab(Tab::Other),
                Msg::Other(OtherField::Kind(kind)),
                Msg::Other(OtherField::Pink(PinkTest::RegainInitiative)),
                // Only the Leader (Kondor 1) tries to win back the initiative (L810).
                Msg::Actor(kondor(if kind == OtherKind::Pink { 0 } else { 2 })),
                Msg::Target(Some(able(3))),
                Msg::RollApp,
            ],
        );
    }
    let rolls: std::collections::BTreeSet<String> = c
        .said
        .iter()
        .filter(|w| w[0] == "resolve")
        .filter_map(|w| w.iter().find(|x| x.starts_with("roll=")).cloned())
        .filter_map(|r| {
            let v: serde_json::Value = serde_json::from_str(&r["roll=".len()..]).ok()?;
            let (group, inner) = v.as_object()?.iter().next()?;
            let name = match inner {
                serde_json::Value::String(s) => s.clone(),
                serde_json::Value::Object(m) => m.keys().next()?.clone(),
                _ => return None,
            };
            Some(format!("{group}.{name}"))
        })
        .collect();
    assert!(
        rolls.len() >= 15,
        "only {} kinds of roll taken: {rolls:?}",
        rolls.len()
    );
}
