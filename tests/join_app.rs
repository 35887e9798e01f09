//! Issue 26 on the app's own table: "Players" → "Let players join" serves the open table to
//! phones. The table stays the authority: a phone's action is applied as a tap (saved to the
//! same journal, undone on the table), each phone sees its own hand only, and a change on the
//! table reaches the phones. Phones here are sync WebSocket clients on 127.0.0.1, while the
//! test plays the app's loop: it answers the phones' questions (`Pump`) as the window would.

mod common;

use std::sync::mpsc;
use std::time::{Duration, Instant};

use adjutant::ui::Message;
use adjutant::ui::screens::join::JoinMsg;
use common::phone::{act, join_with, next, socket};
use common::{LANDSCAPE, Window, english_app, send};

/// Runs the app's loop (answering phones) until `done` says the phones are through, doing
/// what the phones ask of the table (`Undo`) on the way.
fn serve(
    app: &mut adjutant::ui::App,
    asks: &mpsc::Receiver<&'static str>,
    done: impl Fn() -> bool,
) {
    let until = Instant::now() + Duration::from_secs(60);
    while !done() {
        assert!(Instant::now() < until, "the phones did not finish");
        send(app, Message::Join(JoinMsg::Pump));
        if let Ok("undo") = asks.try_recv() {
            send(app, Message::Undo);
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn phones_join_the_apps_table_act_as_a_tap_and_follow_its_undo() {
    let (_home, mut app) = english_app(7);
    send(&mut app, Message::NewGame("cc-great-war".into()));
    // The player's taps: the bar's "Players", then "Let players join" (this machine only:
    // the test has no local network to offer).
    {
        let mut w = Window::new(&mut app, LANDSCAPE);
        w.tap("Players");
        assert!(w.sees("Let players join"));
    }
    send(&mut app, Message::Join(JoinMsg::Start { lan: false }));
    let (addr, code) = {
        let h = app.hosting.as_ref().expect("hosting");
        (h.addr(), h.code.clone())
    };
    {
        let mut w = Window::new(&mut app, LANDSCAPE);
        assert!(w.sees(&code), "the join code is shown big");
        assert!(w.sees("No phone has joined yet."));
    }
    // Both sides draw a card on the table first, so each has a hand to hide.
    for side in ["allies", "central"] {
        let draw = adjutant::play::actions::parse(
            "cc-great-war",
            &common::phone::words(&format!("deck-draw deck=command side={side}")),
        )
        .expect("words");
        send(&mut app, Message::Act(draw));
    }
    let (tell, asks) = mpsc::channel();
    let (done_tx, done_rx) = mpsc::channel::<Result<(), String>>();
    let phones = std::thread::spawn(move || {
        let run = || -> Result<(), String> {
            let a = join_with(addr, &code, "allies");
            let b = join_with(addr, &code, "central");
            let (mut wa, mut wb) = (socket(addr, &a), socket(addr, &b));
            let mut seen = vec![];
            let va = next(&mut wa, "view", &mut seen);
            let vb = next(&mut wb, "view", &mut seen);
            let hand = |v: &serde_json::Value, side: &str| {
                v["view"]["decks"]
                    .as_array()
                    .and_then(|d| d.iter().find(|d| d["id"] == "command"))
                    .map(|d| d["hands"][side].clone())
                    .unwrap_or_default()
            };
            // Each phone sees its own hand, and only the other's count.
            if !hand(&va, "allies")["cards"].is_array() || !hand(&va, "central")["cards"].is_null()
            {
                return Err(format!("allies' view: {}", va["view"]["decks"]));
            }
            if !hand(&vb, "central")["cards"].is_array() || !hand(&vb, "allies")["cards"].is_null()
            {
                return Err(format!("central's view: {}", vb["view"]["decks"]));
            }
            // The Allies' phone takes 2 HQ: done on the table, and the other phone sees it.
            act(&mut wa, 1, "pool-take pool=hq side=allies n=2");
            let done = next(&mut wa, "done", &mut seen);
            if done["id"] != 1 {
                return Err(format!("done: {done}"));
            }
            let held = |v: &serde_json::Value| {
                v["view"]["pools"]
                    .as_array()
                    .and_then(|p| p.iter().find(|p| p["id"] == "hq"))
                    .map(|p| p["held"]["allies"].clone())
                    .unwrap_or_default()
            };
            let mut vb = next(&mut wb, "view", &mut seen);
            while held(&vb) != 2 {
                vb = next(&mut wb, "view", &mut seen);
            }
            // An action for the other side is refused and changes nothing.
            act(&mut wa, 2, "pool-take pool=hq side=central n=1");
            let refused = next(&mut wa, "refused", &mut seen);
            if !refused["message"]
                .as_str()
                .unwrap_or_default()
                .contains("Germans")
            {
                return Err(format!("refused: {refused}"));
            }
            // Undo on the table reaches the phone.
            tell.send("undo").map_err(|e| e.to_string())?;
            let started = Instant::now();
            while held(&vb) != 0 {
                vb = next(&mut wb, "view", &mut seen);
            }
            if started.elapsed() > Duration::from_secs(1) {
                return Err(format!(
                    "undo took {:?} to reach the phone",
                    started.elapsed()
                ));
            }
            Ok(())
        };
        let _ = done_tx.send(run());
    });
    let result = std::cell::RefCell::new(None);
    serve(&mut app, &asks, || {
        if let Ok(r) = done_rx.try_recv() {
            *result.borrow_mut() = Some(r);
        }
        result.borrow().is_some()
    });
    phones.join().expect("phones");
    let r = result.into_inner().expect("a result");
    assert_eq!(r, Ok(()));
    // The phone's change went through the app's own session: saved, then undone, by the
    // table (two changes after the two draws).
    let t = app.table().expect("table");
    assert_eq!(
        t.state.seq, 4,
        "draw, draw, the phone's take, the table's undo"
    );
    assert_eq!(t.state.table.pools["hq"].held_by("allies"), 0);
    assert!(
        !t.state.redo.is_empty(),
        "the phone's change can be done again on the table"
    );
    // Leaving the table closes the phones' table.
    send(&mut app, Message::GoHome);
    assert!(app.hosting.is_none());
}

/// Issue 35: the app's loop busy past the relay's wait (a quiet spell, the Players panel
/// open). The phone is told nothing was changed, and nothing is: the question it gave up on
/// is dropped by the app, never applied late. Asked again by the same id, the same answer;
/// a new id is a new action, applied once.
#[test]
fn an_action_the_phone_was_told_was_refused_is_never_applied_by_the_apps_table() {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};
    let (_home, mut app) = english_app(7);
    send(&mut app, Message::NewGame("cc-great-war".into()));
    send(&mut app, Message::Join(JoinMsg::Start { lan: false }));
    let (addr, code) = {
        let h = app.hosting.as_ref().expect("hosting");
        (h.addr(), h.code.clone())
    };
    let seq0 = app.table().expect("table").state.seq;
    let paused = Arc::new(AtomicBool::new(false));
    let pause = paused.clone();
    let (done_tx, done_rx) = mpsc::channel::<Result<(), String>>();
    let phones = std::thread::spawn(move || {
        let run = || -> Result<(), String> {
            let a = join_with(addr, &code, "allies");
            let mut wa = socket(addr, &a);
            let mut seen = vec![];
            next(&mut wa, "view", &mut seen);
            // The app's loop stops answering; the phone acts.
            pause.store(true, Ordering::SeqCst);
            act(&mut wa, 1, "pool-take pool=hq side=allies n=2");
            let told = next(&mut wa, "refused", &mut seen);
            if told["id"] != 1
                || !told["message"]
                    .as_str()
                    .unwrap_or_default()
                    .contains("nothing was changed")
            {
                return Err(format!("told: {told}"));
            }
            // The app answers again; the phone asks again by the same id.
            pause.store(false, Ordering::SeqCst);
            act(&mut wa, 1, "pool-take pool=hq side=allies n=2");
            let again = next(&mut wa, "refused", &mut seen);
            if again != told {
                return Err(format!("asked again: {again}, first {told}"));
            }
            // A new id: applied, once.
            act(&mut wa, 2, "pool-take pool=hq side=allies n=2");
            let done = next(&mut wa, "done", &mut seen);
            if done["id"] != 2 {
                return Err(format!("done: {done}"));
            }
            Ok(())
        };
        let _ = done_tx.send(run());
    });
    let result = std::cell::RefCell::new(None);
    let until = Instant::now() + Duration::from_secs(60);
    loop {
        if let Ok(r) = done_rx.try_recv() {
            *result.borrow_mut() = Some(r);
            break;
        }
        assert!(Instant::now() < until, "the phone did not finish");
        if !paused.load(Ordering::SeqCst) {
            send(&mut app, Message::Join(JoinMsg::Pump));
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    // Whatever was left waiting is answered now: the withdrawn question is dropped.
    for _ in 0..20 {
        send(&mut app, Message::Join(JoinMsg::Pump));
        std::thread::sleep(Duration::from_millis(5));
    }
    phones.join().expect("phone");
    assert_eq!(result.into_inner(), Some(Ok(())));
    let t = app.table().expect("table");
    assert_eq!(t.state.seq, seq0 + 1, "only the second take was applied");
    assert_eq!(t.state.table.pools["hq"].held_by("allies"), 2);
    send(&mut app, Message::GoHome);
}

/// Issue 35 on the app's table: a second phone for a held side waits; the Players panel
/// shows it with "Let in", and the tap lets it see its side.
#[test]
fn the_players_panel_lets_a_waiting_phone_in() {
    let (_home, mut app) = english_app(7);
    send(&mut app, Message::NewGame("cc-great-war".into()));
    send(&mut app, Message::Join(JoinMsg::Start { lan: false }));
    let (addr, code) = {
        let h = app.hosting.as_ref().expect("hosting");
        (h.addr(), h.code.clone())
    };
    let a = join_with(addr, &code, "allies");
    let (st, body) = common::phone::http(
        addr,
        "POST",
        "/api/join",
        &serde_json::json!({ "code": code, "side": "allies" }).to_string(),
    );
    assert_eq!(st, 200, "{body}");
    let b: serde_json::Value = serde_json::from_str(&body).expect("json");
    assert_eq!(b["seat"], "waiting");
    let bid = b["device"].as_u64().expect("device") as u32;
    let tb = b["token"].as_str().expect("token").to_string();
    assert_eq!(
        common::phone::http(addr, "GET", &format!("/api/state?token={tb}"), "").0,
        403
    );
    {
        let mut w = Window::new(&mut app, LANDSCAPE);
        w.tap("Players (2)");
        assert!(w.sees(&format!("Phone {bid} asks for British (Allies)")));
        w.tap("Let in");
    }
    let seated = app
        .hosting
        .as_ref()
        .expect("hosting")
        .devices()
        .into_iter()
        .find(|d| d.0 == bid)
        .map(|d| d.3);
    assert_eq!(seated, Some(adjutant::host::guard::Seat::Guest));
    // Now its socket sees the side (the test answers the phone's view question).
    let (done_tx, done_rx) = mpsc::channel();
    let phone = std::thread::spawn(move || {
        let mut wb = socket(addr, &tb);
        let mut seen = vec![];
        let v = next(&mut wb, "view", &mut seen);
        let _ = done_tx.send(v);
    });
    let until = Instant::now() + Duration::from_secs(30);
    let v = loop {
        if let Ok(v) = done_rx.try_recv() {
            break v;
        }
        assert!(Instant::now() < until, "no view");
        send(&mut app, Message::Join(JoinMsg::Pump));
        std::thread::sleep(Duration::from_millis(5));
    };
    phone.join().expect("phone");
    assert_eq!(v["view"]["me"], "allies");
    assert_eq!(v["seat"]["holder"], false);
    drop(a);
    send(&mut app, Message::GoHome);
}
