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

// ---- The whole turn through `adjutant play` ------------------------------------------------

/// `adjutant --lang en <args>` in-process on the data folder `home`: exit code, out, err.
fn cli(home: &std::path::Path, args: &[&str]) -> (i32, String, String) {
    let (mut out, mut err) = (vec![], vec![]);
    let mut all = vec!["adjutant", "--lang", "en"];
    all.extend_from_slice(args);
    let code = adjutant::cli::run_in(&adjutant::store::Paths::at(home), all, &mut out, &mut err);
    (
        code,
        String::from_utf8_lossy(&out).into_owned(),
        String::from_utf8_lossy(&err).into_owned(),
    )
}

/// The JSON of a command that must succeed.
fn ok(home: &std::path::Path, args: &[&str]) -> serde_json::Value {
    let (code, out, err) = cli(home, args);
    assert_eq!(code, 0, "{args:?}: {err}");
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("{args:?}: {e}: {out}"))
}

/// `play <save> do <words…> --json`.
fn act(home: &std::path::Path, save: &str, words: &[&str]) -> serde_json::Value {
    let mut args = vec!["play", save, "do"];
    args.extend_from_slice(words);
    args.push("--json");
    ok(home, &args)
}

fn show(home: &std::path::Path, save: &str) -> serde_json::Value {
    ok(home, &["play", save, "show", "--json"])
}

/// A soldier of `play show` by squad and soldier index.
fn man(v: &serde_json::Value, squad: usize, soldier: usize) -> serde_json::Value {
    v["state"]["squads"][squad]["soldiers"][soldier].clone()
}

/// The turn of `we_were_brothers_ui.rs` (`a_whole_turn_with_two_squads`), typed: set-up from
/// Blue 4 and Blue 5, initiative 1 and 2 panels, Kondor 2's headshot on Able 2 (Green side
/// 5), Able 3's grenade that scatters (Grey blank, Blue 4), Able 1 treating Able 2 (Red 2,
/// Grey 3), Able 2's deterioration from the checklist (Red 3), and the clock moving. Returns
/// the data folder and the save's id.
fn typed_turn() -> (tempfile::TempDir, String) {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let new = ok(h, &["play", "new", GAME, "--seed", "11", "--json"]);
    let save = new["save"].as_str().expect("an id").to_string();
    let s = save.as_str();

    act(
        h,
        s,
        &["add-standard-squad", "army=us-army", "blue=4", "code=Able"],
    );
    act(
        h,
        s,
        &[
            "add-standard-squad",
            "army=wehrmacht",
            "blue=5",
            "code=Kondor",
        ],
    );
    let v = show(h, s);
    assert_eq!(v["state"]["squads"][1]["code"], "Kondor");
    assert_eq!(v["state"]["squads"][1]["army"]["name"], "Wehrmacht");

    // Initiative: the Axis has its Leader and more panels (2 points to 0).
    let d = act(h, s, &["initiative", "panels=1,2"]);
    assert!(d["card"].is_null(), "no tie, no dice: {d}");
    let v = show(h, s);
    assert_eq!(v["state"]["initiative"]["first"]["id"], "axis");
    assert_eq!(
        v["state"]["initiative"]["points"],
        serde_json::json!([0, 2])
    );

    let d = act(h, s, &["end-phase"]);
    assert_eq!(d["phase"]["id"], "fire");
    // Kar 98K at 4 MHx, headshot: a Green die (the options left out take their usual
    // values: firer and target standing, no cover).
    let d = act(
        h,
        s,
        &[
            "resolve",
            "actor.squad=1",
            "actor.soldier=1",
            "target.squad=0",
            "target.soldier=1",
            "dice=5",
            r#"roll={"combat":{"fire":{"weapon":"kar-98k","range":4,"headshot":true}}}"#,
        ],
    );
    assert_eq!(d["card"]["kind"], "fire");
    assert_eq!(d["card"]["outcome"], "Serious wound");
    assert_eq!(d["card"]["whose"], "Fire: Kondor 2 at Able 2");
    assert_eq!(d["card"]["verified"], false, "placeholder dice are marked");
    let v = show(h, s);
    assert_eq!(
        man(&v, 0, 1)["status"]["id"],
        "bleeding",
        "a serious headshot bleeds"
    );
    assert_eq!(
        man(&v, 1, 1)["weapon"]["attack"],
        2,
        "the chamber die moved"
    );

    // A grenade that scatters 3 Hx toward 4.
    let d = act(
        h,
        s,
        &[
            "resolve",
            "actor.squad=0",
            "actor.soldier=2",
            "dice=2,3",
            r#"roll={"blast":{"throw":{"distance":2}}}"#,
        ],
    );
    assert_eq!(d["card"]["kind"], "grenade");
    assert_eq!(d["card"]["whose"], "Grenade: Able 3");
    let v = show(h, s);
    let left = man(&v, 0, 2)["equipment"]
        .as_array()
        .map(|e| e.iter().filter(|x| !x.is_null()).count());
    assert_eq!(left, Some(1), "the grenade left his equipment box");

    // Able 1 treats Able 2: the bleeding goes on.
    let d = act(
        h,
        s,
        &[
            "resolve",
            "actor.squad=0",
            "actor.soldier=0",
            "target.squad=0",
            "target.soldier=1",
            "dice=1,2",
            r#"roll={"care":{"treat":{}}}"#,
        ],
    );
    assert_eq!(d["card"]["kind"], "treat");
    assert_eq!(man(&show(h, s), 0, 1)["status"]["id"], "bleeding");

    // Movement, then the resolution phase: Able 2's deterioration is on the checklist.
    act(h, s, &["end-phase"]);
    let d = act(h, s, &["end-phase"]);
    assert_eq!(d["phase"]["id"], "resolution");
    let v = show(h, s);
    let items = v["state"]["checklist"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    assert!(
        items
            .iter()
            .any(|i| i["key"] == "det:0:1" && i["done"] == false),
        "{items:?}"
    );
    let d = act(
        h,
        s,
        &[
            "resolve",
            "target.squad=0",
            "target.soldier=1",
            "dice=2",
            "tick=det:0:1",
            r#"roll={"care":{"deteriorate":{}}}"#,
        ],
    );
    assert_eq!(d["card"]["kind"], "deterioration");
    let v = show(h, s);
    assert_eq!(man(&v, 0, 1)["fate"]["id"], "fighting");
    assert_eq!(v["state"]["checklist_done"], serde_json::json!(["det:0:1"]));

    // The clock moves when the turn ends; initiative is open again.
    let d = act(h, s, &["end-phase"]);
    assert_eq!(d["round"], 2);
    assert_eq!(d["phase"]["id"], "initiative");
    let v = show(h, s);
    let time = v["tracks"]
        .as_array()
        .and_then(|t| t.iter().find(|x| x["id"] == "time").cloned())
        .expect("the Time Track");
    assert_eq!(time["position"], 2);
    assert!(v["state"]["initiative"]["first"].is_null());
    // The latest answer is still the deterioration's.
    assert_eq!(v["card"]["kind"], "deterioration");
    (home, save)
}

#[test]
fn a_whole_turn_through_play_opens_in_the_app_where_it_left_off() {
    let (home, save) = typed_turn();
    let v = show(home.path(), &save);

    let mut app = App::new(adjutant::store::Paths::at(home.path()), Some(1));
    send(&mut app, Message::SetLang(Some(adjutant::i18n::Lang::En)));
    let path = adjutant::store::Paths::at(home.path()).save_file(&save);
    send(&mut app, Message::Resume(path));
    let t = app.table().expect("the game is open");
    assert!(t.read_only.is_none(), "opened to play, not read-only");
    let c = t.state.table.cursor;
    assert_eq!(c.round, 2);
    assert_eq!(t.def.phases.phases[c.phase].id, "initiative");
    // The same state: what `show` reads from the app's table is what it read from the save.
    let game = adjutant::games::find(GAME).expect("the game");
    let loc = adjutant::i18n::Localizer::new(adjutant::i18n::Lang::En);
    assert_eq!(game.show(&loc, &t.def, &t.state.table, None), v["state"]);
    assert_eq!(t.state.seq, v["seq"].as_u64().expect("seq"));

    // The dock shows the same card, in the same words.
    let card = &v["card"];
    let mut w = common::Window::new(&mut app, common::LANDSCAPE);
    let texts: Vec<String> = w.all_texts().into_iter().map(|(t, _)| t).collect();
    // (Whose it is shares its line with the "earlier result" mark and the basis mark.)
    for field in ["outcome", "whose", "detail", "basis_mark"] {
        let want = card[field].as_str().expect("words");
        assert!(
            texts
                .iter()
                .any(|t| t == want || t.contains(&format!("· {want}"))),
            "the card's {field} {want:?} is not on screen: {texts:?}"
        );
    }
}

// ---- Refusals -------------------------------------------------------------------------------

/// The save's files (not its lock, which says who holds it): name → bytes.
fn files(home: &std::path::Path) -> std::collections::BTreeMap<String, Vec<u8>> {
    std::fs::read_dir(home.join("saves"))
        .expect("saves")
        .flatten()
        .filter(|e| e.path().extension().is_none_or(|x| x != "lock"))
        .map(|e| {
            (
                e.file_name().to_string_lossy().into_owned(),
                std::fs::read(e.path()).expect("read"),
            )
        })
        .collect()
}

#[test]
fn what_the_rules_forbid_is_refused_and_changes_nothing() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let new = ok(h, &["play", "new", GAME, "--seed", "4", "--json"]);
    let s = new["save"].as_str().expect("an id").to_string();
    let s = s.as_str();
    act(
        h,
        s,
        &["add-standard-squad", "army=us-army", "blue=4", "code=Able"],
    );
    act(
        h,
        s,
        &[
            "add-standard-squad",
            "army=wehrmacht",
            "blue=5",
            "code=Kondor",
        ],
    );
    act(h, s, &["call-support", "air=false"]);

    let refused: &[(&[&str], &str)] = &[
        // L885: one support fire per turn.
        (&["call-support", "air=true"], "13.0"),
        // L589: a timed detonator is a d6.
        (&["detonator", "label=D1", "turns=7"], "d6"),
        // 8.1: a man fires at the enemy, never at his own side.
        (
            &[
                "resolve",
                "actor.squad=0",
                "actor.soldier=0",
                "target.squad=0",
                "target.soldier=1",
                r#"roll={"combat":{"fire":{"weapon":"m1-garand"}}}"#,
            ],
            "8.1",
        ),
        // L637 (9.0, 10.0): only a comrade of his own side treats a man.
        (
            &[
                "resolve",
                "actor.squad=1",
                "actor.soldier=0",
                "target.squad=0",
                "target.soldier=1",
                r#"roll={"care":{"treat":{}}}"#,
            ],
            "9.0",
        ),
        // L190, L199: an activation recovers a shaken or suppressed man, no one else.
        (
            &["recover", "squad=0", "soldier=0"],
            "neither shaken nor suppressed",
        ),
    ];
    for (words, rule) in refused {
        let before = files(h);
        let mut args = vec!["play", s, "do"];
        args.extend_from_slice(words);
        let (code, out, err) = cli(h, &args);
        assert_eq!(code, 2, "{words:?} was not refused: {out}");
        assert!(
            err.contains(rule),
            "{words:?}: {err:?} does not name {rule}"
        );
        assert_eq!(files(h), before, "{words:?} changed the save");
    }
}

/// An initiative check answers with a card only when it tied and rolled the Blue dice
/// (L229); one decided by its points rolls nothing, even with an earlier tie's dice still the
/// last roll on the table.
#[test]
fn an_initiative_check_has_a_card_only_when_it_rolled() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let new = ok(h, &["play", "new", GAME, "--seed", "2", "--json"]);
    let s = new["save"].as_str().expect("an id").to_string();
    let s = s.as_str();
    act(
        h,
        s,
        &["add-standard-squad", "army=us-army", "blue=4", "code=Able"],
    );
    act(
        h,
        s,
        &[
            "add-standard-squad",
            "army=wehrmacht",
            "blue=2",
            "code=Kondor",
        ],
    );
    let d = act(h, s, &["initiative", "panels=1,1", "dice=4,1"]);
    assert_eq!(d["card"]["kind"], "initiative", "{d}");
    let v = show(h, s);
    assert_eq!(v["state"]["initiative"]["first"]["id"], "allies");
    let d = act(h, s, &["initiative", "panels=1,3"]);
    assert!(d["card"].is_null(), "decided by points: {d}");
    assert_eq!(show(h, s)["state"]["initiative"]["first"]["id"], "axis");
}

/// `play <save> actions` follows the table: nothing about soldiers before there are squads,
/// a recovery only for a shaken or suppressed man (L190, L199), one support call a turn
/// (L885).
#[test]
fn the_actions_allowed_follow_the_table() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let new = ok(h, &["play", "new", GAME, "--seed", "5", "--json"]);
    let s = new["save"].as_str().expect("an id").to_string();
    let s = s.as_str();
    let names = || -> Vec<String> {
        let v = ok(h, &["play", s, "actions", "--json"]);
        v["actions"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|a| a["name"].as_str().map(str::to_string))
            .collect()
    };
    let has = |n: &[String], a: &str| n.iter().any(|x| x == a);
    let n = names();
    assert!(has(&n, "add-standard-squad") && has(&n, "resolve") && has(&n, "call-support"));
    for a in ["edit", "recover", "suppress", "order", "remove-squad"] {
        assert!(!has(&n, a), "{a} offered with no squads");
    }
    act(
        h,
        s,
        &["add-standard-squad", "army=us-army", "blue=4", "code=Able"],
    );
    let n = names();
    assert!(has(&n, "edit") && has(&n, "suppress") && has(&n, "order"));
    assert!(!has(&n, "recover"), "no one to recover");
    act(h, s, &["suppress", "squad=0", "soldier=1"]);
    act(h, s, &["call-support", "air=true"]);
    let n = names();
    assert!(has(&n, "recover"), "Able 2 is suppressed");
    assert!(!has(&n, "call-support"), "one support call a turn");
    act(h, s, &["recover", "squad=0", "soldier=1"]);
}

/// The leaner actions still read what older saves and journals wrote (every field given,
/// `null` where empty), and a roll's usual values may be left out.
#[test]
fn older_actions_still_read_and_usual_values_may_be_left_out() {
    let game = adjutant::games::find(GAME).expect("the game");
    let old = serde_json::json!({"resolve": {
        "roll": {"combat": {"fire": {
            "weapon": "kar-98k", "range": 4, "firer": "standing", "bipod": false,
            "target": "standing", "cover": null, "hedge": false, "headshot": true, "arms": 0,
            "foreign": false, "gunner": false, "running": false, "wounded": 0, "smoke": false,
        }}},
        "dice": null, "actor": null, "target": null, "tick": null,
    }});
    assert_eq!(game.check_action(&old), Ok(()));
    for lean in [
        serde_json::json!({"resolve": {"roll": {"combat": {"fire": {"weapon": "kar-98k"}}}}}),
        serde_json::json!({"resolve": {"roll": {"care": {"treat": {}}}}}),
        serde_json::json!({"resolve": {"roll": {"blast": {"blast": {}}}}}),
        serde_json::json!({"add-standard-squad": {"army": "wehrmacht", "code": "Kondor"}}),
    ] {
        assert_eq!(game.check_action(&lean), Ok(()), "{lean}");
    }
}
