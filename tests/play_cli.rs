//! `adjutant play` for every game, whatever the game: every action of the catalogue fed
//! edge values (a clear refusal with exit 2 leaves the save's files byte for byte as they
//! were; an accepted one adds exactly one change), the words of an action read back as the
//! same action, and one writer per save: two programs changing one save at once never lose
//! or interleave a change, and a save the app holds is refused with the holder named.

use std::path::Path;
use std::time::Duration;

mod common;

use adjutant::play::actions;
use adjutant::store::Paths;
use common::cli_play::{files, run};
use serde_json::Value;

fn new_game(home: &Path, game: &str) -> String {
    let (code, out, err) = run(home, &["play", "new", game, "--seed", "5", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).expect("json");
    v["save"].as_str().expect("save id").to_string()
}

fn seq(home: &Path, save: &str) -> u64 {
    let (code, out, err) = run(home, &["play", save, "show", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).expect("json");
    v["seq"].as_u64().expect("seq")
}

/// Edge values for an argument, by what it takes.
fn edges(kind: &str) -> Vec<String> {
    let mut v = vec![String::new(), "nope\u{1b}[31m".into()];
    if kind.starts_with("integer") {
        v.extend(["-1", "18446744073709551616", "99999"].map(String::from));
    }
    if kind.starts_with("list") {
        v.extend([",,", "[1,\"x\"]"].map(String::from));
    }
    if kind.starts_with("true|false") {
        v.push("maybe".into());
    }
    if kind.starts_with("JSON") {
        v.extend(["{", "{\"x\":1}"].map(String::from));
    }
    v
}

/// Every action of every game with edge values: exit 0 (one change more) or exit 2 with a
/// message and nothing changed on disk; never a panic.
#[test]
fn every_action_with_edge_values_is_done_once_or_refused_cleanly() {
    let mut bad = vec![];
    for game in adjutant::games::BUILT_IN.iter().map(|g| g.id()) {
        let home = tempfile::tempdir().expect("tmp");
        let save = new_game(home.path(), game);
        let list = actions::catalogue(game);
        assert!(
            list.iter().any(|a| a.game),
            "{game} lists no action of its own"
        );
        let mut seq = 0;
        for a in &list {
            let mut tries: Vec<Vec<String>> = vec![vec![a.name.clone(), "bogus=1".into()]];
            if a.args.is_empty() {
                tries.push(vec![a.name.clone(), "extra".into()]);
            } else {
                // Each argument alone at each of its edges, the others left out.
                for arg in &a.args {
                    for e in edges(&arg.kind) {
                        let w = if arg.name.is_empty() {
                            e
                        } else {
                            format!("{}={e}", arg.name)
                        };
                        tries.push(vec![a.name.clone(), w]);
                    }
                }
                // Every argument at once at the same edge (a long text once).
                let long = "x".repeat(5000);
                for e in ["0", "-1", "nope", long.as_str()] {
                    let mut w = vec![a.name.clone()];
                    for arg in &a.args {
                        w.push(if arg.name.is_empty() {
                            e.to_string()
                        } else {
                            format!("{}={e}", arg.name)
                        });
                    }
                    tries.push(w);
                }
            }
            for t in tries {
                let before = files(home.path());
                let mut args = vec!["play", save.as_str(), "do"];
                args.extend(t.iter().map(String::as_str));
                args.push("--json");
                let (code, out, err) = run(home.path(), &args);
                let msg = err.trim();
                match code {
                    0 => {
                        let v: Value = serde_json::from_str(&out).expect("json answer");
                        assert_eq!(v["format"], adjutant::play::FORMAT);
                        seq += 1;
                        if v["seq"].as_u64() != Some(seq) {
                            bad.push(format!("{game} {t:?}: not one change more: {}", v["seq"]));
                            seq = v["seq"].as_u64().unwrap_or(seq);
                        }
                    }
                    2 => {
                        if !msg.starts_with("error: ") || msg.len() < 24 {
                            bad.push(format!("{game} {t:?}: unclear refusal {msg:?}"));
                        }
                        if msg.contains('\u{1b}') {
                            bad.push(format!("{game} {t:?}: echoes an escape"));
                        }
                        if !out.is_empty() || before != files(home.path()) {
                            bad.push(format!("{game} {t:?}: refused but changed or printed"));
                        }
                    }
                    other => bad.push(format!("{game} {t:?}: exit {other}: {msg}")),
                }
            }
        }
    }
    assert!(
        bad.is_empty(),
        "{} problems:\n{}",
        bad.len(),
        bad.join("\n")
    );
}

/// The words `play` prints for an action read back as the same action, for the engine's
/// actions with every kind of argument.
#[test]
fn engine_actions_read_back_from_their_words() {
    use adjutant::core::table::TableAction as A;
    let game = "cc-great-war";
    let list: Vec<adjutant::session::Action> = vec![
        A::NextPhase,
        A::Roll {
            spec: "2d6".into(),
            hand: Some(vec!["3".into(), "5".into()]),
        },
        A::Roll {
            spec: "3xcc-great-war:battle".into(),
            hand: None,
        },
        A::SetRoundLimit(Some(8)),
        A::SetRoundLimit(None),
        A::PoolTake {
            pool: "hq".into(),
            side: "allies".into(),
            n: 2,
        },
        A::CounterAdd {
            counter: "x".into(),
            side: None,
            delta: -3,
        },
        A::Note("null".into()),
        A::Note("  true, 3 ".into()),
        A::Note("Bridge blown, \"twice\"".into()),
    ];
    for a in list {
        let w = actions::words(game, &a).expect("words");
        assert_eq!(actions::parse(game, &w).expect("parse"), a, "{w:?}");
    }
    // A note may be typed as several words.
    let typed: Vec<String> = ["note", "Bridge", "blown"].map(String::from).to_vec();
    assert_eq!(
        actions::parse(game, &typed).expect("parse"),
        A::Note("Bridge blown".into())
    );
}

/// A refusal names what was wrong: the action, the argument, the arguments there are.
#[test]
fn bad_words_name_what_was_wrong() {
    let home = tempfile::tempdir().expect("tmp");
    let save = new_game(home.path(), "cc-great-war");
    let (code, _, err) = run(home.path(), &["play", &save, "do", "fly"]);
    assert_eq!(code, 2);
    assert!(err.contains("“fly”") && err.contains("next-phase"), "{err}");
    let (code, _, err) = run(home.path(), &["play", &save, "do", "pool-take", "pol=hq"]);
    assert_eq!(code, 2);
    assert!(err.contains("“pol”") && err.contains("pool"), "{err}");
    let (code, _, err) = run(
        home.path(),
        &[
            "play",
            &save,
            "do",
            "pool-take",
            "pool=hq",
            "side=allies",
            "n=-2",
        ],
    );
    assert_eq!(code, 2);
    assert!(err.contains("pool-take") && err.contains("n"), "{err}");
    // The rules' own refusal: more tokens than the supply holds.
    let (code, _, err) = run(
        home.path(),
        &[
            "play",
            &save,
            "do",
            "pool-take",
            "pool=hq",
            "side=allies",
            "n=99",
        ],
    );
    assert_eq!(code, 2);
    assert!(err.contains("99"), "{err}");
    let (code, _, err) = run(home.path(), &["play", "no-such-save", "show"]);
    assert_eq!(code, 2);
    assert!(err.contains("no-such-save"), "{err}");
}

/// Undo and redo through `play` are the app's: the log and the table go back and forth.
#[test]
fn undo_and_redo_go_back_and_forth() {
    let home = tempfile::tempdir().expect("tmp");
    let save = new_game(home.path(), "cc-great-war");
    let show = |home: &Path| {
        let (_, out, _) = run(home, &["play", &save, "show", "--json"]);
        serde_json::from_str::<Value>(&out).expect("json")
    };
    let start = show(home.path());
    let (code, _, err) = run(home.path(), &["play", &save, "do", "next-phase"]);
    assert_eq!(code, 0, "{err}");
    let after = show(home.path());
    assert_ne!(start["step"], after["step"]);
    assert_eq!(after["can_undo"], true);
    let (code, out, err) = run(home.path(), &["play", &save, "undo", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).expect("json");
    assert_eq!(v["undo"], true);
    let back = show(home.path());
    assert_eq!(back["step"], start["step"]);
    assert_eq!(back["log"], start["log"]);
    assert_eq!(back["can_redo"], true);
    let (code, _, err) = run(home.path(), &["play", &save, "redo"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(show(home.path())["step"], after["step"]);
    let (code, _, err) = run(home.path(), &["play", &save, "redo"]);
    assert_eq!(code, 2, "nothing left to redo");
    assert!(err.contains("redo"), "{err}");
}

/// While another writer (the app) holds the save, a change waits, then is refused naming
/// the holder; nothing is written. Once the holder lets go, the change goes through.
#[test]
fn a_save_held_by_the_app_is_refused_after_the_wait() {
    let home = tempfile::tempdir().expect("tmp");
    let save = new_game(home.path(), "cc-great-war");
    let path = Paths::at(home.path()).save_file(&save);
    let held = adjutant::session::saved::open(&path).expect("open");
    assert!(matches!(
        held.access,
        adjutant::session::saved::Access::Write(_)
    ));
    let before = files(home.path());
    let (code, _, err) = run(
        home.path(),
        &["play", &save, "do", "next-phase", "--wait", "0"],
    );
    assert_eq!(code, 2);
    assert!(
        err.contains(&std::process::id().to_string()) && err.contains("--wait"),
        "{err}"
    );
    assert_eq!(before, files(home.path()));
    // Let go a moment later: the waiting change goes through.
    let t = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(300));
        drop(held);
    });
    let (code, _, err) = run(
        home.path(),
        &["play", &save, "do", "next-phase", "--wait", "5"],
    );
    t.join().expect("join");
    assert_eq!(code, 0, "{err}");
    assert_eq!(seq(home.path(), &save), 1);
}

/// Four programs (real processes) each add 25 notes to one save at the same time: all 100
/// are there, once each, every program's in its own order, and the save reloads from its
/// snapshot and journal to the same log.
#[test]
fn four_programs_at_once_lose_and_interleave_nothing() {
    let home = tempfile::tempdir().expect("tmp");
    let save = new_game(home.path(), "cc-great-war");
    let exe = env!("CARGO_BIN_EXE_adjutant");
    let workers: Vec<_> = (0..4)
        .map(|w| {
            let home = home.path().to_path_buf();
            let save = save.clone();
            std::thread::spawn(move || {
                for i in 0..25 {
                    let out = std::process::Command::new(exe)
                        .env("ADJUTANT_HOME", &home)
                        .args(["--lang", "en", "play", &save, "do", "note"])
                        .arg(format!("w{w}-{i}"))
                        .args(["--wait", "60"])
                        .output()
                        .expect("run");
                    assert!(
                        out.status.success(),
                        "{}",
                        String::from_utf8_lossy(&out.stderr)
                    );
                }
            })
        })
        .collect();
    for w in workers {
        w.join().expect("worker");
    }
    let state = adjutant::session::saved::load_game(&Paths::at(home.path()).save_file(&save))
        .expect("reloads");
    assert_eq!(state.seq, 100);
    let notes: Vec<String> = state
        .log
        .iter()
        .filter(|e| e.msg == "log-note")
        .filter_map(|e| match e.args.get("text") {
            Some(adjutant::core::log::Arg::Text(t)) => Some(t.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(notes.len(), 100);
    for w in 0..4 {
        let mine: Vec<&String> = notes
            .iter()
            .filter(|n| n.starts_with(&format!("w{w}-")))
            .collect();
        let want: Vec<String> = (0..25).map(|i| format!("w{w}-{i}")).collect();
        assert_eq!(mine, want.iter().collect::<Vec<_>>(), "worker {w}");
    }
}

/// Values at the end of an action given by position that may be `null` may be left out:
/// ASL's wound roll is rolled by the app when its die is not given.
#[test]
fn trailing_values_that_may_be_null_may_be_left_out() {
    let words = |w: &[&str]| w.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    let whole = actions::parse("asl-sk1", &words(&["wound", "true", "null"])).expect("whole");
    let short = actions::parse("asl-sk1", &words(&["wound", "true"])).expect("short");
    assert_eq!(short, whole);
    // A value that may not be null is still wanted.
    assert!(matches!(
        actions::parse("asl-sk1", &words(&["wound"])),
        Err(actions::WordsError::Count {
            wanted: 2,
            given: 0,
            ..
        })
    ));
}

/// A field inside an argument given as JSON may be given by its dotted path through the
/// argument's variants: We Were Brothers' fire roll, typed field by field, is the same action
/// as its JSON; a path that leads nowhere names the argument.
#[test]
fn fields_inside_a_json_argument_take_dotted_paths() {
    let game = "we-were-brothers";
    let w = |s: &[&str]| s.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    let json = actions::parse(
        game,
        &w(&[
            "resolve",
            r#"roll={"combat":{"fire":{"weapon":"kar-98k","range":4}}}"#,
        ]),
    )
    .expect("as JSON");
    let dotted = actions::parse(
        game,
        &w(&[
            "resolve",
            "roll.combat.fire.weapon=kar-98k",
            "roll.combat.fire.range=4",
        ]),
    )
    .expect("by dotted paths");
    assert_eq!(dotted, json);
    assert!(matches!(
        actions::parse(game, &w(&["resolve", "roll.combat.fly.range=4"])),
        Err(actions::WordsError::UnknownArg { .. })
    ));
}

/// `--lang` works anywhere in a `play` command, as docs/play.md says: after `do note …` it
/// sets the language and is never written into the note (issue 39).
#[test]
fn lang_anywhere_is_never_written_into_a_note() {
    let home = tempfile::tempdir().expect("tempdir");
    let save = new_game(home.path(), "trench-club");
    let (code, out, err) = run(
        home.path(),
        &["play", &save, "do", "note", "hello", "--lang", "it"],
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Nota"), "Italian: {out}");
    let (code, out, err) = run(home.path(), &["play", &save, "log", "--lang", "en"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Note: hello"), "{out}");
    assert!(!out.contains("--lang"), "{out}");
    let (code, out, err) = run(home.path(), &["play", &save, "show", "--lang", "it"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Round") || out.contains("Turno"), "{out}");
}

/// A counter's log line says where it was, where it is and by how much: "0 → 5 (+5)", not
/// "5 → 5" (issue 39).
#[test]
fn a_counter_line_reads_from_to_and_by_how_much() {
    let home = tempfile::tempdir().expect("tempdir");
    let save = new_game(home.path(), "tide-of-iron");
    let words = [
        "play",
        &save,
        "do",
        "counter-add",
        "counter=victory-points",
        "side=usa",
        "delta=5",
    ];
    let (code, _, err) = run(home.path(), &words);
    assert_eq!(code, 0, "{err}");
    let words = [
        "play",
        &save,
        "do",
        "counter-add",
        "counter=victory-points",
        "side=usa",
        "delta=-2",
    ];
    let (code, _, err) = run(home.path(), &words);
    assert_eq!(code, 0, "{err}");
    let (_, out, _) = run(home.path(), &["play", &save, "log"]);
    assert!(
        out.contains("Victory points, United States: 0 → 5 (+5)"),
        "{out}"
    );
    assert!(
        out.contains("Victory points, United States: 5 → 3 (-2)"),
        "{out}"
    );
}

/// Every text an action carries is bounded and free of control characters, at every door
/// (issue 38): an escape code in a name is refused with the save unchanged.
#[test]
fn typed_text_with_escape_codes_or_too_long_is_refused_and_changes_nothing() {
    let home = tempfile::tempdir().expect("tempdir");
    let save = new_game(home.path(), "tide-of-iron");
    let before = files(home.path());
    let escape = "card.name=\u{1b}[2Jgone".to_string();
    let long = format!("card.name={}", "x".repeat(2001));
    // The same action with a plain name is taken: the refusals are about the text.
    let words = [
        "play",
        &save,
        "do",
        "draw-card",
        "card.cost=1",
        "card.name=Barrage",
        "side=usa",
    ];
    for bad in [escape, long] {
        let (code, _, err) = run(
            home.path(),
            &[
                "play",
                &save,
                "do",
                "draw-card",
                "card.cost=1",
                &bad,
                "side=usa",
            ],
        );
        assert_ne!(code, 0);
        assert!(!err.contains('\u{1b}'), "no escape code echoed: {err:?}");
        assert!(
            err.contains("control character") || err.contains("at most 2000"),
            "{err}"
        );
        assert_eq!(files(home.path()), before, "nothing written");
    }
    let (code, _, err) = run(home.path(), &words);
    assert_eq!(code, 0, "{err}");
}
