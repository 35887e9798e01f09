//! A We Were Brothers campaign made and its missions started from the command line
//! (`adjutant campaign new`, `adjutant campaign start`), with the rules the campaign screen
//! uses (`session::campaign`): a script never writes the campaign file by hand. Bad input is
//! named and nothing is written.

use std::collections::BTreeMap;
use std::path::Path;

use adjutant::store::Paths;
use serde_json::Value;

/// `adjutant --lang en <args>` in-process: exit code, out, err.
fn cli(home: &Path, args: &[&str]) -> (i32, String, String) {
    let (mut out, mut err) = (vec![], vec![]);
    let mut all = vec!["adjutant", "--lang", "en"];
    all.extend_from_slice(args);
    let code = adjutant::cli::run_in(&Paths::at(home), all, &mut out, &mut err);
    (
        code,
        String::from_utf8_lossy(&out).into_owned(),
        String::from_utf8_lossy(&err).into_owned(),
    )
}

fn ok_json(home: &Path, args: &[&str]) -> Value {
    let (code, out, err) = cli(home, args);
    assert_eq!(code, 0, "{args:?}: {err}");
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("{args:?}: {e}: {out}"))
}

/// Every file under `dir` (locks aside: taking one is no change) with its bytes.
fn files(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut out = BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(rd) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_none_or(|x| x != "lock") {
                out.insert(
                    p.display().to_string(),
                    std::fs::read(&p).unwrap_or_default(),
                );
            }
        }
    }
    out
}

/// The squads' codes in a campaign's roster.
fn codes(campaign: &Value) -> Vec<String> {
    campaign["roster"]["squads"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|s| s["code"].as_str().unwrap_or_default().to_string())
        .collect()
}

#[test]
fn a_campaign_is_made_and_its_mission_started_from_the_command_line() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let made = ok_json(
        h,
        &[
            "campaign",
            "new",
            "Anzio Wolves",
            "--army",
            "wehrmacht",
            "--theatre",
            "shingle",
            "--squads",
            "2",
            "--seed",
            "5",
            "--json",
        ],
    );
    assert_eq!(made["format"], adjutant::play::FORMAT);
    let id = made["campaign"].as_str().expect("id").to_string();
    assert_eq!(made["side"], "axis");
    // The campaign as the screen shows it: its army's first two squads, its Leader.
    let c = ok_json(h, &["campaign", "show", &id, "--json"]);
    assert_eq!(c["name"], "Anzio Wolves");
    assert_eq!(c["game"], "we-were-brothers");
    assert_eq!(c["theatre"], "shingle");
    assert_eq!(codes(&c), ["Kondor", "Blitz"]);
    assert_eq!(c["tiers"]["additional"], true);
    let first = &c["roster"]["squads"][0]["members"][0]["soldier"];
    assert_eq!(first["specialist"], "leader", "{first}");
    // The same seed arms the squads the same (the Blue dice).
    let other = tempfile::tempdir().expect("tmp");
    let again = ok_json(
        other.path(),
        &[
            "campaign",
            "new",
            "Anzio Wolves",
            "--army",
            "wehrmacht",
            "--theatre",
            "shingle",
            "--squads",
            "2",
            "--seed",
            "5",
            "--json",
        ],
    );
    let c2 = ok_json(other.path(), &["campaign", "show", &id, "--json"]);
    assert_eq!(again["campaign"], made["campaign"]);
    assert_eq!(c2["roster"], c["roster"]);
    // A second campaign of the same name gets its own id.
    let (code, second, err) = cli(h, &["campaign", "new", "Anzio Wolves"]);
    assert_eq!(code, 0, "{err}");
    assert_ne!(second.trim(), id);

    // The next mission: a saved game holding the roster's men, the campaign pointing at it.
    let started = ok_json(h, &["campaign", "start", &id, "--seed", "9", "--json"]);
    assert_eq!(started["mission"], 1);
    let save = started["save"].as_str().expect("save").to_string();
    let c = ok_json(h, &["campaign", "show", &id, "--json"]);
    assert_eq!(c["missions"][0]["save"], save.as_str());
    let table = ok_json(h, &["play", &save, "show", "--json"]);
    assert_eq!(table["game"]["id"], "we-were-brothers");
    let squads: Vec<&str> = table["state"]["squads"]
        .as_array()
        .expect("squads")
        .iter()
        .map(|s| s["code"].as_str().unwrap_or_default())
        .collect();
    assert_eq!(squads, ["Kondor", "Blitz"]);
    // The game is played as any other, and the campaign's debrief reads it.
    let (code, _, err) = cli(h, &["play", &save, "do", "note", "Kondor", "held"]);
    assert_eq!(code, 0, "{err}");
    let (code, out, err) = cli(h, &["campaign", "debrief", &id, "result=win", "--json"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("\"mission\": 1"), "{out}");

    // A second start while mission 1 is open is refused, naming why; nothing is written.
    let before = files(h);
    let (code, out, err) = cli(h, &["campaign", "start", &id]);
    assert_ne!(code, 0);
    assert!(out.is_empty(), "{out}");
    assert!(err.contains("already being played"), "{err}");
    assert!(err.contains("Nothing was written"), "{err}");
    assert_eq!(files(h), before);
}

#[test]
fn bad_input_to_campaign_new_or_start_is_named_and_nothing_is_written() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let cases: [(&[&str], &[&str]); 8] = [
        (
            &["campaign", "new", "Husky", "--army", "marines"],
            &["--army", "marines", "us-army"],
        ),
        (
            &["campaign", "new", "Husky", "--theatre", "normandy"],
            &["--theatre", "normandy", "husky, avalanche, shingle"],
        ),
        (
            &["campaign", "new", "Husky", "--squads", "4"],
            &["1 to 3 squads"],
        ),
        (
            &["campaign", "new", "Husky", "--squads", "0"],
            &["1 to 3 squads"],
        ),
        (
            &["campaign", "new", "Husky", "--squads", "two"],
            &["--squads"],
        ),
        (&["campaign", "new", "  "], &["name"]),
        (&["campaign", "start", "nowhere"], &["nowhere"]),
        (&["campaign", "start"], &["<ID>"]),
    ];
    for (args, named) in cases {
        let (code, out, err) = cli(h, args);
        assert_ne!(code, 0, "{args:?}");
        assert!(out.is_empty(), "{args:?}: {out}");
        for n in named {
            assert!(err.contains(n), "{args:?}: {err} lacks {n}");
        }
        assert!(files(h).is_empty(), "{args:?} wrote {:?}", files(h).keys());
    }
}
