//! `adjutant play` for We Were Brothers: a whole turn through the command line only (the
//! same turn as `we_were_brothers_ui.rs`), then opened in the app at the same place with the
//! same card; every action the panels take said as words and read back; refusals that change
//! nothing.

mod common;
use common::{Taps, english_app, send};

use adjutant::games::GameAction;
use adjutant::play::actions::{parse, words};
use adjutant::session::Action;
use adjutant::ui::{App, Message};

const GAME: &str = "we-were-brothers";

/// One tap on the widget with id `id`, scrolling the screen down first if it is below the
/// fold (as `we_were_brothers_ui.rs` taps).
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
                    game.allowed_now(def, table, &variant(g)),
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
    for w in &c.said {
        eprintln!("SAID {}", w.join(" "));
    }
}
