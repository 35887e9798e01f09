//! `adjutant host` (issue 26): phones join the table over HTTP and a WebSocket. The host runs
//! here on 127.0.0.1 in-process; the phones are plain sync WebSocket clients (tungstenite).

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::Duration;

use adjutant::host::PlayAuthority;
use adjutant::host::server::Host;
use adjutant::i18n::{Lang, Localizer};
use adjutant::play::{self, actions};
use adjutant::session::saved;
use adjutant::store::Paths;
use serde_json::{Value, json};
use tungstenite::Message;

mod common;
use common::phone::{CODE, Table, act, http, join_with, next, socket, table, words};

impl Table {
    /// Closes the host: the state it held.
    fn close(&mut self) -> Value {
        let host = self.host.take().expect("host running");
        let auth = self.rt.block_on(host.close()).expect("authority back");
        auth.snapshot()
    }

    fn seq(&self) -> u64 {
        self.host().snapshot()["seq"].as_u64().unwrap_or(0)
    }
}

fn join(addr: SocketAddr, side: &str) -> String {
    join_with(addr, CODE, side)
}

#[test]
fn no_code_or_token_is_refused() {
    let t = table("cc-great-war", &[]);
    let a = t.addr;
    // No token: the table is not shown.
    assert_eq!(http(a, "GET", "/api/state", "").0, 401);
    assert_eq!(
        http(a, "GET", "/api/state?token=0123456789abcdef", "").0,
        401
    );
    // No code, or a wrong one: no sides, no token.
    assert_eq!(http(a, "POST", "/api/join", "{}").0, 400);
    assert_eq!(
        http(a, "POST", "/api/join", r#"{"code":"","side":"allies"}"#).0,
        403
    );
    let (st, body) = http(a, "POST", "/api/join", r#"{"code":"WRONG1"}"#);
    assert_eq!(st, 403);
    assert!(!body.contains("allies"), "{body}");
    // A socket without a token, or with a made-up one, is refused before it opens.
    for q in ["/ws", "/ws?token=deadbeef"] {
        match tungstenite::connect(format!("ws://{a}{q}")) {
            Err(tungstenite::Error::Http(r)) => assert_eq!(r.status().as_u16(), 401),
            other => panic!("socket {q} not refused: {:?}", other.map(|_| ())),
        }
    }
    // A request under another name for this address (a rebound domain) is refused.
    let mut s = TcpStream::connect(a).expect("connect");
    s.write_all(b"GET / HTTP/1.1\r\nHost: table.example.com\r\nConnection: close\r\n\r\n")
        .expect("send");
    let mut out = String::new();
    let _ = s.read_to_string(&mut out);
    assert!(out.starts_with("HTTP/1.1 403"), "{out}");
    // The page itself (no data) is served.
    let (st, page) = http(a, "GET", "/", "");
    assert_eq!(st, 200);
    assert!(page.contains("app.js"));
}

#[test]
fn twenty_wrong_codes_are_slowed_then_refused() {
    let t = table("cc-great-war", &[]);
    let mut slowed = 0;
    for i in 0..20 {
        let (st, _) = http(
            t.addr,
            "POST",
            "/api/join",
            &json!({ "code": format!("WRONG{i}") }).to_string(),
        );
        assert!(st == 403 || st == 429, "{st}");
        if st == 429 {
            slowed += 1;
        }
    }
    // Five free tries, then every one is slowed.
    assert!(slowed >= 15, "only {slowed} of 20 slowed");
    // While slowed, even the right code waits.
    let (st, body) = http(
        t.addr,
        "POST",
        "/api/join",
        &json!({ "code": CODE, "side": "allies" }).to_string(),
    );
    assert_eq!(st, 429, "{body}");
    assert!(body.contains("wait"), "{body}");
}

#[test]
fn a_side_never_receives_the_other_sides_hand() {
    // Both sides hold Command cards (C&C: hands are secret, L… of the deck rules).
    let t = table(
        "cc-great-war",
        &[
            "deck-draw deck=command side=allies",
            "deck-draw deck=command side=central",
            "deck-draw deck=command side=central",
        ],
    );
    let snap = t.host().snapshot();
    let hand = |side: &str| -> Vec<String> {
        let decks = &snap["table"]["decks"]["command"]["hands"][side];
        decks
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|c| c.as_str().map(str::to_string))
            .collect()
    };
    let (mine, theirs) = (hand("allies"), hand("central"));
    assert_eq!((mine.len(), theirs.len()), (1, 2), "{snap}");
    let only_theirs: Vec<&String> = theirs.iter().filter(|c| !mine.contains(c)).collect();
    assert!(!only_theirs.is_empty());
    let ta = join(t.addr, "allies");
    let tb = join(t.addr, "central");
    let mut a = socket(t.addr, &ta);
    let mut b = socket(t.addr, &tb);
    let mut seen_a = vec![];
    let mut seen_b = vec![];
    let va = next(&mut a, "view", &mut seen_a);
    next(&mut b, "view", &mut seen_b);
    // Central acts: Allies' page is pushed a new view.
    act(&mut b, 1, "note moved-up");
    next(&mut b, "done", &mut seen_b);
    next(&mut a, "view", &mut seen_a);
    let (_, state_a) = http(t.addr, "GET", &format!("/api/state?token={ta}"), "");
    seen_a.push(state_a);
    let cards_a = va["view"]["decks"][0]["hands"]["allies"]["cards"].to_string();
    assert!(cards_a.contains(&mine[0]), "{cards_a}");
    for frame in &seen_a {
        for c in &only_theirs {
            assert!(
                !frame.contains(&format!("\"{c}\"")),
                "allies received central's card {c}: {frame}"
            );
        }
    }
    assert_eq!(va["view"]["decks"][0]["hands"]["central"]["count"], 2);
}

#[test]
fn an_action_for_another_side_or_a_malformed_message_changes_nothing() {
    let t = table("cc-great-war", &[]);
    let ta = join(t.addr, "allies");
    let mut a = socket(t.addr, &ta);
    let mut seen = vec![];
    next(&mut a, "view", &mut seen);
    let before = t.seq();
    act(&mut a, 1, "pool-take pool=hq side=central n=1");
    let r = next(&mut a, "refused", &mut seen);
    assert_eq!(r["id"], 1);
    let msg = r["message"].as_str().unwrap_or_default();
    assert!(msg.contains("Germans") && msg.contains("British"), "{msg}");
    // Hostile or broken messages: each refused clearly, nothing changed.
    for bad in [
        "not json".to_string(),
        r#"{"act": []}"#.to_string(),
        r#"{"act": "note x"}"#.to_string(),
        r#"{"act": ["note", "x"], "side": "central"}"#.to_string(),
        json!({ "act": vec!["note"; 500] }).to_string(),
        json!({ "act": ["note", "x".repeat(3000)] }).to_string(),
        r#"{"lang": "xx"}"#.to_string(),
        r#"{"id": 9}"#.to_string(),
        "{}".to_string(),
    ] {
        a.send(Message::text(bad.clone())).expect("send");
        let r = next(&mut a, "refused", &mut seen);
        assert!(
            r["message"]
                .as_str()
                .unwrap_or_default()
                .contains("nothing"),
            "{bad}: {r}"
        );
    }
    // Words that are no action, and one the rules refuse.
    act(&mut a, 2, "explode everything");
    next(&mut a, "refused", &mut seen);
    act(&mut a, 3, "pool-pay pool=hq side=allies n=99");
    next(&mut a, "refused", &mut seen);
    assert_eq!(t.seq(), before);
    // Its own side's action goes through.
    act(&mut a, 4, "pool-take pool=hq side=allies n=1");
    let d = next(&mut a, "done", &mut seen);
    assert_eq!(d["id"], 4);
    assert_eq!(t.seq(), before + 1);
}

#[test]
fn a_socket_killed_mid_action_rejoins_to_the_current_state() {
    let mut t = table("cc-great-war", &[]);
    let ta = join(t.addr, "allies");
    let mut a = socket(t.addr, &ta);
    let mut seen = vec![];
    let v0 = next(&mut a, "view", &mut seen);
    let seq0 = v0["view"]["seq"].as_u64().expect("seq");
    act(&mut a, 1, "note sent-then-gone");
    // The phone drops without waiting for the answer (no close handshake).
    drop(a);
    std::thread::sleep(Duration::from_millis(300));
    let mut a = socket(t.addr, &ta);
    let v1 = next(&mut a, "view", &mut seen);
    assert_eq!(v1["view"]["seq"].as_u64(), Some(seq0 + 1), "applied once");
    let log = v1["view"]["log"].to_string();
    assert!(log.contains("sent-then-gone"), "{log}");
    // The table closing tells the phone, and lets go of the save.
    let snap = t.close();
    let closed = next(&mut a, "closed", &mut seen);
    assert!(
        closed["message"]
            .as_str()
            .unwrap_or_default()
            .contains("closed")
    );
    assert!(
        play::open(&t.paths, &t.content, &t.save, Duration::ZERO).is_ok(),
        "the lock is let go"
    );
    assert_eq!(snap["seq"].as_u64(), Some(seq0 + 1));
}

#[test]
fn kicked_device_is_told_and_its_pass_stops_working() {
    let t = table("cc-great-war", &[]);
    let ta = join(t.addr, "allies");
    let mut a = socket(t.addr, &ta);
    let mut seen = vec![];
    next(&mut a, "view", &mut seen);
    let id = t.host().clients()[0].id;
    assert!(t.host().kick(id).is_some());
    next(&mut a, "kicked", &mut seen);
    assert_eq!(
        http(t.addr, "GET", &format!("/api/state?token={ta}"), "").0,
        401
    );
    assert!(t.host().clients().is_empty());
}

#[test]
fn four_phones_two_hundred_actions_each_all_applied_once_in_order() {
    const PHONES: usize = 4;
    const EACH: usize = 200;
    let mut t = table("cc-great-war", &[]);
    let sides = ["allies", "central", "allies", "central"];
    let tokens: Vec<String> = sides.iter().map(|s| join(t.addr, s)).collect();
    // The second phone on each side waits for the table's consent: the table lets it in.
    let waiting: Vec<u32> = t
        .host()
        .clients()
        .iter()
        .filter(|c| !c.seated())
        .map(|c| c.id)
        .collect();
    assert_eq!(waiting.len(), 2, "one held seat per side, two waiting");
    for id in waiting {
        t.host().allow(id).expect("let in");
    }
    let seq0 = t.seq();
    let addr = t.addr;
    let handles: Vec<_> = tokens
        .into_iter()
        .enumerate()
        .map(|(i, tok)| {
            std::thread::spawn(move || {
                let mut ws = socket(addr, &tok);
                let mut seen = vec![];
                next(&mut ws, "view", &mut seen);
                for k in 0..EACH {
                    act(&mut ws, k as u64, &format!("note p{i}-{k:03}"));
                }
                let mut done = 0;
                let mut ids = vec![];
                while done < EACH {
                    if let Message::Text(text) = ws.read().expect("message") {
                        let v: Value = serde_json::from_str(&text).expect("json");
                        match v["t"].as_str() {
                            Some("done") => {
                                ids.push(v["id"].as_u64().unwrap_or(u64::MAX));
                                done += 1;
                            }
                            Some("refused") => panic!("refused: {v}"),
                            _ => {}
                        }
                    }
                }
                ids
            })
        })
        .collect();
    for h in handles {
        let ids = h.join().expect("phone thread");
        assert_eq!(
            ids,
            (0..EACH as u64).collect::<Vec<_>>(),
            "answered in order"
        );
    }
    let held = t.close();
    assert_eq!(
        held["seq"].as_u64(),
        Some(seq0 + (PHONES * EACH) as u64),
        "every action applied once"
    );
    // Each phone's notes are in the log once each, in the order it sent them.
    let log: Vec<String> = held["log"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|e| e.to_string())
        .collect();
    for i in 0..PHONES {
        let mine: Vec<usize> = log
            .iter()
            .filter_map(|e| {
                let at = e.find(&format!("p{i}-"))?;
                e.get(at + 3..at + 6)?.parse().ok()
            })
            .collect();
        assert_eq!(mine, (0..EACH).collect::<Vec<_>>(), "phone {i}'s notes");
    }
    // The save on disk (snapshot + journal) replays to the state the host held.
    let path = t.paths.save_file(&t.save);
    let loaded = saved::load_game(&path).expect("loads");
    assert_eq!(serde_json::to_value(&loaded).expect("json"), held);
}

/// The host applies every phone's change through one `Play`: it must keep the save's lock
/// and write change after change (before, the first change used the lock up and the
/// second was refused as "not open for writing").
#[test]
fn one_play_applies_many_changes_and_keeps_the_lock() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = Paths::at(dir.path());
    let content = adjutant::games::load_heads(Some(&paths.user_data()));
    let loc = Localizer::new(Lang::En);
    let save = play::new_game(
        &paths,
        &content,
        "cc-great-war",
        None,
        Some(3),
        chrono::Utc::now(),
    )
    .expect("new game")
    .state
    .id;
    let mut p = play::open(&paths, &content, &save, Duration::from_secs(2)).expect("open");
    for i in 0..3 {
        let a = actions::parse("cc-great-war", &words(&format!("note n{i}"))).expect("words");
        p.act(&loc, Ok(&a)).expect("each change applied");
    }
    p.act(&loc, Err(true)).expect("undo too");
    // Still held: another writer is refused at once.
    assert!(matches!(
        play::open(&paths, &content, &save, Duration::ZERO),
        Err(play::PlayError::Busy { .. })
    ));
    let held = serde_json::to_value(&p.state).expect("json");
    drop(p);
    let loaded = saved::load_game(&paths.save_file(&save)).expect("loads");
    assert_eq!(serde_json::to_value(&loaded).expect("json"), held);
    assert!(play::open(&paths, &content, &save, Duration::ZERO).is_ok());
}

#[test]
fn undo_on_the_host_reaches_every_phone_at_once() {
    let t = table("cc-great-war", &[]);
    let mut a = socket(t.addr, &join(t.addr, "allies"));
    let mut b = socket(t.addr, &join(t.addr, "central"));
    let mut seen = vec![];
    next(&mut a, "view", &mut seen);
    next(&mut b, "view", &mut seen);
    act(&mut a, 1, "note to-be-undone");
    next(&mut a, "done", &mut seen);
    let v = next(&mut b, "view", &mut seen);
    assert!(v["view"]["log"].to_string().contains("to-be-undone"));
    let said = t.rt.block_on(t.host().undo(Lang::En, true)).expect("undo");
    assert!(said.contains("Undone"), "{said}");
    for ws in [&mut a, &mut b] {
        let start = std::time::Instant::now();
        loop {
            let v = next(ws, "view", &mut seen);
            if !v["view"]["log"].to_string().contains("to-be-undone") {
                break;
            }
        }
        assert!(start.elapsed() < Duration::from_secs(1));
    }
}

#[test]
fn the_host_refuses_to_listen_outside_the_local_network() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = Paths::at(dir.path());
    let content = adjutant::games::load_heads(Some(&paths.user_data()));
    let rt = tokio::runtime::Runtime::new().expect("runtime");
    for bind in ["0.0.0.0:0", "8.8.8.8:0", "[::]:0"] {
        let p = play::new_game(
            &paths,
            &content,
            "cc-great-war",
            None,
            Some(1),
            chrono::Utc::now(),
        )
        .expect("new game");
        let r = rt.block_on(Host::start(
            Box::new(PlayAuthority::new(p)),
            bind.parse().expect("addr"),
            None,
        ));
        let Err(why) = r.map(|_| ()) else {
            panic!("listened on {bind}");
        };
        assert!(why.contains("local network"), "{why}");
    }
    assert!(adjutant::host::server::local_network(
        [192, 168, 1, 20].into()
    ));
    assert!(!adjutant::host::server::local_network([8, 8, 8, 8].into()));
}

#[test]
fn a_we_were_brothers_phone_acts_only_for_its_own_squads() {
    // Squad 0 is American (Allies), squad 1 German (Axis).
    let t = table(
        "we-were-brothers",
        &[
            "add-standard-squad army=us-army code=Able blue=3",
            "add-standard-squad army=wehrmacht code=Kondor blue=3",
        ],
    );
    let mut a = socket(t.addr, &join(t.addr, "allies"));
    let mut seen = vec![];
    let v = next(&mut a, "view", &mut seen);
    // His own squad on his page, not the other side's.
    // (The other side's men are named only as targets: their labels are on the board.)
    let panels = v["view"]["panels"].as_array().cloned().unwrap_or_default();
    let titles: Vec<String> = panels.iter().map(|p| p["title"].to_string()).collect();
    let men: String = panels.iter().map(|p| p["lines"].to_string()).collect();
    assert!(
        titles.len() == 1 && titles[0].contains("Able"),
        "{titles:?}"
    );
    assert!(!men.contains("Kondor"), "{men}");
    let fire = |squad: usize, target: usize| {
        json!({ "act": [
            "resolve",
            r#"roll={"combat":{"fire":{"weapon":"m1-garand","range":1,"firer":"standing","target":"standing"}}}"#,
            format!(r#"actor={{"squad":{squad},"soldier":1}}"#),
            format!(r#"target={{"squad":{target},"soldier":1}}"#),
            "dice=2",
        ] })
        .to_string()
    };
    // The phone asks which dice the roll throws, to show their pads (a side's number is
    // read on its own die): an M1 Garand at 1 MHx, one Yellow die (weapons.json's band).
    let ask = |words: Vec<&str>| json!({ "id": 5, "dice_for": words }).to_string();
    a.send(Message::text(ask(vec![
        "resolve",
        r#"roll={"combat":{"fire":{"weapon":"m1-garand","range":1,"firer":"standing","target":"standing"}}}"#,
    ])))
    .expect("send");
    let d = next(&mut a, "dice", &mut seen);
    assert_eq!(d["dice"], json!(["we-were-brothers:yellow"]), "{d}");
    // A roll not complete yet: no dice, and why.
    a.send(Message::text(ask(vec!["resolve"]))).expect("send");
    let d = next(&mut a, "dice", &mut seen);
    assert!(d["dice"].is_null() && d["message"].is_string(), "{d}");
    let before = t.seq();
    // The German squad firing at the Americans, asked from the Allies' phone: refused.
    a.send(Message::text(fire(1, 0))).expect("send");
    let r = next(&mut a, "refused", &mut seen);
    assert!(
        r["message"].as_str().unwrap_or_default().contains("Axis"),
        "{r}"
    );
    assert_eq!(t.seq(), before);
    // His own man firing at the Germans: applied.
    a.send(Message::text(fire(0, 1))).expect("send");
    next(&mut a, "done", &mut seen);
    assert_eq!(t.seq(), before + 1);
}

/// A game whose actions name a side by its number (Tide of Iron's `side=0`) is checked as
/// that side's phone: its own number passes, the other's is refused. Each phone's panels
/// show its own things in words: a Tide of Iron player's command and units (not the
/// enemy's), a Trench Club player's money and forts.
#[test]
fn sides_by_number_are_checked_and_each_phone_sees_its_own_panels() {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = Paths::at(dir.path());
    let content = adjutant::games::load_heads(Some(&paths.user_data()));
    let loc = Localizer::new(Lang::En);
    let opened = |game: &str| {
        let id = play::new_game(&paths, &content, game, None, Some(3), chrono::Utc::now())
            .expect("new game")
            .state
            .id;
        play::open(&paths, &content, &id, Duration::from_secs(2)).expect("open")
    };
    let mut toi = opened("tide-of-iron");
    for unit in [
        r#"roster {"Add":{"name":"Rifle squad A","side":0}}"#,
        r#"roster {"Add":{"name":"Panzer IV","side":1,"vehicle":true}}"#,
    ] {
        let (name, json) = unit.split_once(' ').expect("two parts");
        let a = actions::parse("tide-of-iron", &[name.to_string(), json.to_string()])
            .expect("roster words");
        toi.act(&loc, Ok(&a)).expect("roster");
    }
    let t = &toi.state.table;
    let heal = |n: u8| words(&format!("heal holes=1 side={n} die=3"));
    assert!(adjutant::host::phone_action(&loc, &toi.def, t, "usa", &heal(0)).is_ok());
    let refused = adjutant::host::phone_action(&loc, &toi.def, t, "usa", &heal(1))
        .expect_err("the other side's heal");
    assert!(refused.contains("German"), "{refused}");
    // A side inside an argument given as JSON is checked too: the roster's enemy unit.
    let enemy = [
        "roster".to_string(),
        r#"{"Add":{"name":"Tiger","side":1}}"#.to_string(),
    ];
    assert!(adjutant::host::phone_action(&loc, &toi.def, t, "usa", &enemy).is_err());
    let own = [
        "roster".to_string(),
        r#"{"Add":{"name":"Sherman","side":0}}"#.to_string(),
    ];
    assert!(adjutant::host::phone_action(&loc, &toi.def, t, "usa", &own).is_ok());
    let view = adjutant::host::view(&loc, &toi, "usa");
    let panels = view["panels"].to_string();
    assert!(
        panels.contains("Your command") && panels.contains("Command: "),
        "{panels}"
    );
    assert!(
        panels.contains("Rifle squad A") && !panels.contains("Panzer IV"),
        "{panels}"
    );
    drop(toi);

    let mut tc = opened("trench-club");
    let a = actions::parse("trench-club", &words("setup seats=france,germany")).expect("words");
    tc.act(&loc, Ok(&a)).expect("setup");
    let panels = adjutant::host::view(&loc, &tc, "france")["panels"].to_string();
    assert!(
        panels.contains("Your treasury") && panels.contains("Money: 0"),
        "{panels}"
    );
    assert!(
        panels.contains("France") && !panels.contains("Germany"),
        "{panels}"
    );
}

/// Joins for `side`: the join's answer (token, device, seat).
fn join_answer(addr: SocketAddr, side: &str) -> Value {
    let (st, body) = http(
        addr,
        "POST",
        "/api/join",
        &json!({ "code": CODE, "side": side }).to_string(),
    );
    assert_eq!(st, 200, "join refused: {body}");
    serde_json::from_str(&body).expect("json")
}

#[test]
fn a_second_device_for_a_held_side_waits_for_consent_and_sees_nothing_before_it() {
    let t = table(
        "cc-great-war",
        &[
            "deck-draw deck=command side=allies",
            "deck-draw deck=command side=allies",
        ],
    );
    let a = join_answer(t.addr, "allies");
    assert_eq!(a["seat"], "holder");
    let ta = a["token"].as_str().expect("token").to_string();
    let mut wa = socket(t.addr, &ta);
    let mut seen = vec![];
    let v = next(&mut wa, "view", &mut seen);
    assert_eq!(v["seat"]["holder"], true);
    // The side picker shows the seat held.
    let (_, body) = http(
        t.addr,
        "POST",
        "/api/join",
        &json!({ "code": CODE }).to_string(),
    );
    let sides: Value = serde_json::from_str(&body).expect("json");
    let held = |id: &str| {
        sides["sides"]
            .as_array()
            .and_then(|s| s.iter().find(|s| s["id"] == id))
            .map(|s| s["held"].clone())
            .unwrap_or_default()
    };
    assert_eq!(held("allies"), true);
    assert_eq!(held("central"), false);
    // A second device asks for the Allies: it waits.
    let b = join_answer(t.addr, "allies");
    assert_eq!(b["seat"], "waiting");
    let tb = b["token"].as_str().expect("token").to_string();
    let bid = b["device"].as_u64().expect("device") as u32;
    let (st, body) = http(t.addr, "GET", &format!("/api/state?token={tb}"), "");
    assert_eq!(st, 403, "no table before consent: {body}");
    assert!(!body.contains("decks") && !body.contains("hands"), "{body}");
    let mut wb = socket(t.addr, &tb);
    let mut seen_b = vec![];
    let w = next(&mut wb, "waiting", &mut seen_b);
    assert_eq!(w["device"], bid);
    // Its actions are refused, the table unchanged.
    let seq = t.seq();
    act(&mut wb, 1, "pool-take pool=hq side=allies n=1");
    let r = next(&mut wb, "refused", &mut seen_b);
    assert!(
        r["message"].as_str().unwrap_or_default().contains("wait"),
        "{r}"
    );
    assert_eq!(t.seq(), seq);
    // The holder is told someone asks.
    let mut v = next(&mut wa, "view", &mut seen);
    while v["seat"]["others"].as_array().map_or(0, Vec::len) == 0 {
        v = next(&mut wa, "view", &mut seen);
    }
    assert_eq!(v["seat"]["others"][0]["device"], bid);
    assert_eq!(v["seat"]["others"][0]["waiting"], true);
    // Nothing of the side reached the waiting device.
    for m in &seen_b {
        assert!(!m.contains("\"decks\"") && !m.contains("\"hands\""), "{m}");
    }
    // The table lets it in: it sees the side; the holder sees it seated beside.
    t.host().allow(bid).expect("allowed");
    let vb = next(&mut wb, "view", &mut seen_b);
    assert_eq!(vb["view"]["me"], "allies");
    assert_eq!(vb["seat"]["holder"], false);
    let mut v = next(&mut wa, "view", &mut seen);
    while v["seat"]["others"][0]["waiting"] != false {
        v = next(&mut wa, "view", &mut seen);
    }
}

#[test]
fn the_holder_lets_a_device_in_and_only_the_holder_may() {
    let t = table("cc-great-war", &[]);
    let ta = join(t.addr, "allies");
    let tc = join(t.addr, "central");
    let b = join_answer(t.addr, "allies");
    let bid = b["device"].as_u64().expect("device");
    let mut wb = socket(t.addr, b["token"].as_str().expect("token"));
    let mut seen = vec![];
    next(&mut wb, "waiting", &mut seen);
    // The other side's holder may not answer for the Allies.
    let mut wc = socket(t.addr, &tc);
    next(&mut wc, "view", &mut seen);
    wc.send(Message::text(json!({ "id": 9, "let_in": bid }).to_string()))
        .expect("send");
    let r = next(&mut wc, "refused", &mut seen);
    assert!(
        r["message"]
            .as_str()
            .unwrap_or_default()
            .contains("holding"),
        "{r}"
    );
    // The Allies' holder hands its seat over.
    let mut wa = socket(t.addr, &ta);
    next(&mut wa, "view", &mut seen);
    wa.send(Message::text(
        json!({ "id": 1, "let_in": bid, "give": true }).to_string(),
    ))
    .expect("send");
    next(&mut wa, "seat-done", &mut seen);
    let vb = next(&mut wb, "view", &mut seen);
    assert_eq!(vb["seat"]["holder"], true);
}

#[test]
fn a_removed_device_cannot_rejoin_unasked() {
    let t = table("cc-great-war", &[]);
    let ta = join(t.addr, "allies");
    let id = t.host().clients()[0].id;
    t.host().kick(id).expect("kicked");
    assert_eq!(
        http(t.addr, "GET", &format!("/api/state?token={ta}"), "").0,
        401
    );
    // One tap to come back: it waits, for its old side (now free) and for any other.
    for side in ["allies", "central"] {
        let again = join_answer(t.addr, side);
        assert_eq!(again["seat"], "waiting", "{side}");
        let tok = again["token"].as_str().expect("token");
        assert_eq!(
            http(t.addr, "GET", &format!("/api/state?token={tok}"), "").0,
            403
        );
    }
    // The table lets it back.
    let back = t.host().clients()[0].id;
    assert!(t.host().allow(back).is_ok());
    let tok = t.host().clients()[0].token.clone();
    assert_eq!(
        http(t.addr, "GET", &format!("/api/state?token={tok}"), "").0,
        200
    );
}

#[test]
fn one_code_holder_cannot_evict_a_seated_phone() {
    let t = table("cc-great-war", &[]);
    // The honest phone joins and sleeps (no page open).
    let honest = join(t.addr, "allies");
    // The hostile one joins over and over, for every side.
    let mut refused = 0;
    for i in 0..60 {
        let side = if i % 2 == 0 { "allies" } else { "central" };
        let (st, _) = http(
            t.addr,
            "POST",
            "/api/join",
            &json!({ "code": CODE, "side": side }).to_string(),
        );
        if st != 200 {
            refused += 1;
        }
    }
    let _ = refused;
    // The honest phone still holds its seat and sees its side.
    let (st, body) = http(t.addr, "GET", &format!("/api/state?token={honest}"), "");
    assert_eq!(st, 200, "{body}");
    let me = t
        .host()
        .clients()
        .into_iter()
        .find(|c| c.token == honest)
        .expect("still joined");
    assert_eq!(me.seat, adjutant::host::guard::Seat::Holder);
    assert!(
        t.host().clients().len() <= 2 + adjutant::host::guard::MAX_WAITING,
        "the crowd is bounded"
    );
}

#[test]
fn an_action_asked_again_by_its_id_gets_the_same_answer_and_is_applied_once() {
    let t = table("cc-great-war", &[]);
    let ta = join(t.addr, "allies");
    let mut wa = socket(t.addr, &ta);
    let mut seen = vec![];
    next(&mut wa, "view", &mut seen);
    let seq = t.seq();
    act(&mut wa, 42, "pool-take pool=hq side=allies n=2");
    let first = next(&mut wa, "done", &mut seen);
    assert_eq!(t.seq(), seq + 1);
    // The answer lost: asked again by the same id, from a new socket.
    drop(wa);
    let mut wa = socket(t.addr, &ta);
    next(&mut wa, "view", &mut seen);
    act(&mut wa, 42, "pool-take pool=hq side=allies n=2");
    let again = next(&mut wa, "done", &mut seen);
    assert_eq!(again, first, "the same answer");
    assert_eq!(t.seq(), seq + 1, "not applied twice");
    // A refusal is kept too: asked again, still refused, nothing applied.
    act(&mut wa, 43, "pool-take pool=hq side=central n=1");
    let r1 = next(&mut wa, "refused", &mut seen);
    act(&mut wa, 43, "pool-take pool=hq side=central n=1");
    let r2 = next(&mut wa, "refused", &mut seen);
    assert_eq!(r1, r2);
    // A new id is a new action.
    act(&mut wa, 44, "pool-take pool=hq side=allies n=2");
    next(&mut wa, "done", &mut seen);
    assert_eq!(t.seq(), seq + 2);
    let hq = t.host().snapshot()["table"]["pools"]["hq"].clone();
    assert_eq!(hq["held"]["allies"], 4, "two takes of 2: {hq}");
}

/// An HTTP request with extra headers: status, head and body.
fn http_with(addr: SocketAddr, path: &str, extra: &str) -> (u16, String) {
    common::phone::http_raw(addr, "GET", path, extra, "")
}

#[test]
fn json_answers_carry_the_security_headers_and_sockets_check_their_origin_and_count() {
    let t = table("cc-great-war", &[]);
    let ta = join(t.addr, "allies");
    // JSON, refusals included, carry the headers the page does.
    for path in [format!("/api/state?token={ta}"), "/api/state".to_string()] {
        let (_, head) = http_with(t.addr, &path, "");
        let head = head.to_ascii_lowercase();
        for h in [
            "x-content-type-options: nosniff",
            "cache-control: no-store",
            "referrer-policy: no-referrer",
            "content-security-policy:",
        ] {
            assert!(head.contains(h), "{path}: {h} missing in {head}");
        }
    }
    // A socket opened by a page elsewhere is refused; the table's own page is let in.
    let with_origin = |origin: &str| {
        use tungstenite::client::IntoClientRequest;
        let mut req = format!("ws://{}/ws?token={ta}", t.addr)
            .into_client_request()
            .expect("request");
        req.headers_mut()
            .insert("Origin", origin.parse().expect("header"));
        tungstenite::connect(req)
    };
    match with_origin("http://evil.example") {
        Err(tungstenite::Error::Http(r)) => assert_eq!(r.status(), 403),
        other => panic!("another page's socket: {:?}", other.map(|_| ())),
    }
    let own = with_origin(&format!("http://{}", t.addr)).expect("the table's own page");
    drop(own);
    let until = std::time::Instant::now() + Duration::from_secs(5);
    while t.host().clients().iter().any(|c| c.sockets > 0) {
        assert!(std::time::Instant::now() < until, "the socket closed");
        std::thread::sleep(Duration::from_millis(20));
    }
    // At most a few sockets per pass.
    let mut open = vec![];
    let mut seen = vec![];
    for _ in 0..adjutant::host::server::MAX_SOCKETS {
        let mut ws = socket(t.addr, &ta);
        next(&mut ws, "view", &mut seen);
        open.push(ws);
    }
    assert!(
        tungstenite::connect(format!("ws://{}/ws?token={ta}", t.addr)).is_err(),
        "one socket too many"
    );
}
