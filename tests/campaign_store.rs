//! Campaigns on disk: atomic writes with backups, damaged files kept and reported (never
//! overwritten), export → import on an empty data folder gives the same campaign, an import
//! never overwrites, a writer killed during a debrief leaves the last completed step, and the
//! `adjutant campaign` command line.

use std::fs;
use std::path::Path;
use std::time::Duration;

use adjutant::core::campaign::{Campaign, HistoryEntry, Outcome};
use adjutant::games::we_were_brothers::campaign::{CampaignRules, Platoon};
use adjutant::games::we_were_brothers::squad::{Army, Specialist, Squad};
use adjutant::i18n::{Lang, Localizer};
use adjutant::store::{LoadReason, Paths, backups, campaigns};
use chrono::{DateTime, TimeZone, Utc};

fn at(m: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 24, 4, m, 0)
        .single()
        .expect("a date")
}

fn husky(id: &str) -> Campaign {
    let mut p = Platoon::default();
    let mut able = Squad::new("Able", Army::UsArmy);
    able.set_specialist(0, Some(Specialist::Leader))
        .expect("leader");
    p.add_squad(able, 1).expect("able");
    Campaign::new(
        id,
        "Husky",
        "we-were-brothers",
        "allies",
        "Sicily 1943",
        p.to_json(),
        CampaignRules::default().to_json(),
        at(0),
    )
    .expect("campaign")
}

#[test]
fn a_save_is_atomic_and_keeps_the_previous_versions_as_backups() {
    let dir = tempfile::tempdir().expect("tmp");
    let paths = Paths::at(dir.path());
    let mut c = husky("husky");
    campaigns::save(&paths, &c).expect("first");
    for n in 1..=4 {
        c.start_mission(&format!("M{n}"), None, Default::default(), at(n))
            .expect("start");
        c.commit_debrief(Outcome::Win, c.roster.clone(), vec![], at(n))
            .expect("debrief");
        campaigns::save(&paths, &c).expect("save");
    }
    let path = campaigns::file(&paths, "husky");
    assert_eq!(campaigns::load(&path).expect("loads"), c);
    let bs = backups(&path);
    assert_eq!(bs.len(), 3, "three earlier versions kept");
    let newest = campaigns::load(&bs[0]).expect("backup loads");
    assert_eq!(newest.missions.len(), 3);
    // No temporary file is left behind.
    let names: Vec<String> = fs::read_dir(campaigns::dir(&paths))
        .expect("ls")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert!(!names.iter().any(|n| n.ends_with(".tmp")), "{names:?}");
}

#[test]
fn a_damaged_file_is_reported_kept_and_never_overwritten() {
    let dir = tempfile::tempdir().expect("tmp");
    let paths = Paths::at(dir.path());
    let mut c = husky("husky");
    campaigns::save(&paths, &c).expect("save");
    c.start_mission("Gela", None, Default::default(), at(1))
        .expect("start");
    campaigns::save(&paths, &c).expect("save again");
    let path = campaigns::file(&paths, "husky");
    fs::write(&path, b"{\"kind\":\"adjutant-campaign\",\"schema_ver").expect("damage");
    // Listed as damaged, with its path and reason.
    let list = campaigns::list(&paths);
    assert_eq!(list.len(), 1);
    let err = list[0].as_ref().expect_err("damaged");
    assert_eq!(err.path, path);
    assert!(matches!(err.reason, LoadReason::Corrupt(_)));
    // A save refuses to overwrite it.
    assert!(matches!(
        campaigns::save(&paths, &c),
        Err(campaigns::SaveError::Damaged(_))
    ));
    assert_eq!(
        fs::read(&path).expect("read"),
        b"{\"kind\":\"adjutant-campaign\",\"schema_ver"
    );
    // Recovery keeps the damaged file beside and puts the newest good backup in its place.
    let r = campaigns::recover(&path).expect("recover");
    assert!(r.kept.exists(), "the damaged file is kept");
    assert!(
        fs::read_to_string(&r.kept)
            .expect("kept")
            .contains("schema_ver")
    );
    let back = campaigns::load(&path).expect("the backup is in place");
    assert_eq!(back.missions.len(), 0, "the version before the last save");
}

#[test]
fn foreign_and_newer_files_are_refused_with_their_reason() {
    let dir = tempfile::tempdir().expect("tmp");
    let p = dir.path().join("x.json");
    let foreign = campaigns::parse(&p, r#"{"schema_version": 2, "game": "cc"}"#);
    assert!(matches!(
        foreign.map(|_| ()).map_err(|e| e.reason),
        Err(LoadReason::Foreign)
    ));
    let mut v = serde_json::to_value(husky("h")).expect("json");
    v["schema_version"] = 99.into();
    let newer = campaigns::parse(&p, &v.to_string());
    assert!(matches!(
        newer.map(|_| ()).map_err(|e| e.reason),
        Err(LoadReason::TooNew(99))
    ));
    // An id that would name a file outside the folder is refused.
    v["schema_version"] = 1.into();
    v["id"] = "../../etc".into();
    assert!(campaigns::parse(&p, &v.to_string()).is_err());
}

#[test]
fn export_then_import_on_an_empty_folder_gives_the_same_campaign_and_a_clash_never_overwrites() {
    let from = tempfile::tempdir().expect("tmp");
    let to = tempfile::tempdir().expect("tmp");
    let (pf, pt) = (Paths::at(from.path()), Paths::at(to.path()));
    let mut c = husky("husky");
    c.start_mission("Gela", Some("save-1".into()), Default::default(), at(1))
        .expect("start");
    c.commit_debrief(
        Outcome::Draw,
        c.roster.clone(),
        vec![HistoryEntry::new(Some(1), Some("m2".into()), "camp-ch-sniper").arg("who", "Able 2")],
        at(2),
    )
    .expect("debrief");
    campaigns::save(&pf, &c).expect("save");
    let text = campaigns::export(&campaigns::load_id(&pf, "husky").expect("load"));
    let file = to.path().join("husky-export.json");
    fs::write(&file, &text).expect("write export");
    let done = campaigns::import(&pt, &file, &text).expect("import");
    assert_eq!(done.id, "husky");
    assert_eq!(done.clash, None);
    // The same campaign, but for the links to saved games of the device it came from (not in
    // the file) and the note of where it came from.
    let mut same = campaigns::load_id(&pt, "husky").expect("imported");
    assert!(same.missions.iter().all(|m| m.save.is_none()));
    assert_eq!(same.origin.take().map(|o| o.id), Some("husky".to_string()));
    let mut unlinked = c.clone();
    unlinked.missions[0].save = None;
    if let Some(u) = unlinked.undo.as_mut() {
        u.missions[0].save = None;
    }
    assert_eq!(same, unlinked);
    // A later state of it: the one there stays as it is, the import takes a new id and says
    // so (the same file again is refused: `tests/campaign_carry.rs`).
    let before = fs::read(campaigns::file(&pt, "husky")).expect("read");
    let mut later = c.clone();
    later.updated = at(3);
    let text = campaigns::export(&later);
    let again = campaigns::import(&pt, &file, &text).expect("import again");
    assert_eq!(again.clash.as_deref(), Some("husky"));
    assert_eq!(again.id, "husky-2");
    assert_eq!(
        fs::read(campaigns::file(&pt, "husky")).expect("read"),
        before
    );
    // A file that is not a campaign is refused and nothing is written.
    assert!(campaigns::import(&pt, &file, "{\"game\": 1}").is_err());
    assert_eq!(campaigns::list(&pt).len(), 2);
}

fn cli(paths: &Paths, args: &[&str]) -> (i32, String, String) {
    let mut out = vec![];
    let mut err = vec![];
    let mut all = vec!["adjutant", "--lang", "en"];
    all.extend_from_slice(args);
    let code = adjutant::cli::run_in(paths, all, &mut out, &mut err);
    (
        code,
        String::from_utf8_lossy(&out).into_owned(),
        String::from_utf8_lossy(&err).into_owned(),
    )
}

#[test]
fn the_command_line_lists_shows_exports_and_imports() {
    let dir = tempfile::tempdir().expect("tmp");
    let paths = Paths::at(dir.path());
    let (code, out, _) = cli(&paths, &["campaign", "list"]);
    assert_eq!((code, out.trim()), (0, "No campaigns yet."));
    campaigns::save(&paths, &husky("husky")).expect("save");
    let (code, out, _) = cli(&paths, &["campaign", "list"]);
    assert_eq!(code, 0);
    assert!(out.contains("husky  Husky"), "{out}");
    let (code, out, _) = cli(&paths, &["campaign", "show", "husky"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("Able 1 — Leader — Active — Leadership L1"),
        "{out}"
    );
    assert!(out.contains("wounds heal between missions"), "{out}");
    let (code, out, _) = cli(&paths, &["campaign", "show", "husky", "--json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(v["id"], "husky");
    let (code, exported, _) = cli(&paths, &["campaign", "export", "husky"]);
    assert_eq!(code, 0);
    let file = dir.path().join("out.json");
    fs::write(&file, &exported).expect("write");
    // The campaign here, unchanged: nothing is imported unless a second copy is asked for.
    let (code, _, err) = cli(&paths, &["campaign", "import", &file.to_string_lossy()]);
    assert_eq!(code, 2);
    assert!(err.contains("already here, unchanged, as 'husky'"), "{err}");
    let (code, out, _) = cli(
        &paths,
        &["campaign", "import", "--copy", &file.to_string_lossy()],
    );
    assert_eq!(code, 0);
    assert!(
        out.contains("'husky' is already here") && out.contains("'husky-2'"),
        "{out}"
    );
    let (code, _, err) = cli(&paths, &["campaign", "show", "nope"]);
    assert_eq!(code, 2);
    assert!(err.contains("nope"), "{err}");
    fs::write(campaigns::file(&paths, "broken"), "not json").expect("damage");
    let (code, out, _) = cli(&paths, &["campaign", "list", "--json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(v["campaigns"].as_array().map(Vec::len), Some(2));
    assert!(
        v["damaged"][0]["path"]
            .as_str()
            .is_some_and(|p| p.ends_with("broken.json"))
    );
}

#[test]
fn every_campaign_message_exists_in_both_languages() {
    let loc = Localizer::new(Lang::En);
    let mut checked = 0;
    let mut stack = vec![std::path::PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/src"
    ))];
    while let Some(p) = stack.pop() {
        if p.is_dir() {
            stack.extend(fs::read_dir(&p).expect("ls").flatten().map(|e| e.path()));
            continue;
        }
        let text = fs::read_to_string(&p).expect("read");
        for lit in text.split('"').skip(1).step_by(2) {
            if lit.starts_with("camp-")
                && !lit.ends_with('-')
                && lit.chars().all(|c| c.is_ascii_lowercase() || c == '-')
            {
                checked += 1;
                for l in Lang::ALL {
                    assert!(loc.has(l, lit), "{}: '{lit}' missing in {l:?}", p.display());
                }
            }
        }
    }
    // The ids made with format!: every fate, outcome and reason.
    for id in [
        "camp-fate-active",
        "camp-fate-safe",
        "camp-fate-field-hospital",
        "camp-fate-kia",
        "camp-fate-mia",
        "camp-fate-pow",
        "camp-outcome-win",
        "camp-outcome-lose",
        "camp-outcome-draw",
        "camp-why-fought",
        "camp-why-neutral-edge",
    ] {
        for l in Lang::ALL {
            assert!(loc.has(l, id), "'{id}' missing in {l:?}");
        }
    }
    assert!(checked > 50, "only {checked} ids found");
}

/// The writer the next test kills: a debrief filled in step by step (each step saved, as the
/// debrief screen saves its draft), committed, undone, committed again, mission after mission.
#[test]
fn debrief_writer_child() {
    let Some(dir) = std::env::var_os("ADJUTANT_CAMPAIGN_KILL_DIR") else {
        return;
    };
    let paths = Paths::at(Path::new(&dir));
    let mut c = husky("killed");
    campaigns::save(&paths, &c).expect("first");
    let until = std::time::Instant::now() + Duration::from_secs(30);
    let mut step = 0u64;
    while std::time::Instant::now() < until {
        step += 1;
        match step % 6 {
            0 => {
                let _ = c.start_mission("M", None, Default::default(), at(1));
            }
            5 => {
                let _ = c.commit_debrief(Outcome::Win, c.roster.clone(), vec![], at(2));
            }
            _ => c.draft = Some(serde_json::json!({ "step": step, "pad": "x".repeat(4000) })),
        }
        c.updated = at((step % 50) as u32);
        c.history
            .push(HistoryEntry::new(None, None, "camp-hist-created").arg("n", step.to_string()));
        campaigns::save(&paths, &c).expect("save");
    }
}

#[test]
fn a_writer_killed_during_a_debrief_leaves_the_campaign_at_its_last_completed_step() {
    let exe = std::env::current_exe().expect("test binary");
    let mut seen = vec![];
    for wait_ms in [30u64, 80, 150, 260, 400] {
        let dir = tempfile::tempdir().expect("tmp");
        let mut child = std::process::Command::new(&exe)
            .args(["--exact", "debrief_writer_child", "--test-threads=1"])
            .env("ADJUTANT_CAMPAIGN_KILL_DIR", dir.path())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("start the writer");
        std::thread::sleep(Duration::from_millis(wait_ms));
        child.kill().expect("SIGKILL");
        let _ = child.wait();
        let paths = Paths::at(dir.path());
        let path = campaigns::file(&paths, "killed");
        if !path.exists() {
            continue;
        }
        let c = campaigns::load(&path).unwrap_or_else(|e| panic!("after {wait_ms} ms: {e}"));
        // Whole: its history holds every step up to the last one saved, in order.
        let steps: Vec<u64> = c
            .history
            .iter()
            .filter_map(|h| h.args.get("n").and_then(|n| n.parse().ok()))
            .collect();
        assert!(
            steps.iter().enumerate().all(|(i, &s)| s == i as u64 + 1),
            "{steps:?}"
        );
        for b in backups(&path) {
            assert!(campaigns::load(&b).is_ok(), "{} is damaged", b.display());
        }
        seen.push(steps.len());
    }
    println!("steps on disk at each kill: {seen:?}");
    assert!(seen.iter().any(|&s| s > 0), "some kill landed after a save");
}

/// No path comes from a file (issue 27, item 3): a mission's saved game is named by an id that
/// must be a plain file id, checked when the campaign loads, when it is imported and when the
/// id becomes a path; names shown to a player carry no control characters.
#[test]
fn a_campaign_file_never_names_a_path_outside_the_data_folder_nor_prints_escape_codes() {
    let dir = tempfile::tempdir().expect("tmp");
    let paths = Paths::at(dir.path().join("home"));
    let mut c = husky("husky");
    c.start_mission("Gela", Some("g1".into()), serde_json::Value::Null, at(1))
        .expect("a plain id");
    let good = serde_json::to_value(&c).expect("json");
    let file = dir.path().join("in.json");
    for bad in [
        "../../outside",
        "/tmp/adjutant-outside",
        "..",
        "g1/../../x",
        "",
    ] {
        let mut v = good.clone();
        v["missions"][0]["save"] = bad.into();
        let text = v.to_string();
        let e = campaigns::parse(&file, &text).expect_err(bad);
        assert!(
            matches!(&e.reason, LoadReason::Corrupt(r) if r.contains("missions[0].save")),
            "{bad}: {e}"
        );
        assert!(campaigns::import(&paths, &file, &text).is_err(), "{bad}");
        fs::write(&file, &text).expect("write");
        let (code, _, err) = cli(&paths, &["campaign", "import", &file.to_string_lossy()]);
        assert_eq!(code, 2, "{bad}: {err}");
        assert!(err.contains("missions[0].save"), "{bad}: {err}");
    }
    assert!(campaigns::list(&paths).is_empty(), "nothing was imported");
    // A mission cannot be started on such an id either, and such an id never becomes a path
    // outside the saves folder.
    let mut fresh = husky("fresh");
    assert_eq!(
        fresh.start_mission("x", Some("../g".into()), serde_json::Value::Null, at(1)),
        Err(adjutant::core::campaign::Refused("camp-err-save-id"))
    );
    assert_eq!(paths.checked_save_file("../g"), None);
    assert_eq!(paths.checked_save_file("/tmp/g"), None);
    for bad in ["../g", "/tmp/g", "a/b", ".."] {
        assert_eq!(paths.save_file(bad).parent(), Some(paths.saves().as_path()));
        assert_eq!(
            campaigns::file(&paths, bad).parent(),
            Some(campaigns::dir(&paths).as_path())
        );
    }
    // Escape codes in a name (or anywhere in the file) are refused, and never printed.
    fs::create_dir_all(campaigns::dir(&paths)).expect("mkdir");
    for (field, value) in [
        ("/name", "Husky\u{1b}[2J\u{1b}[31mPWNED"),
        ("/theatre", "Sicily\u{7}"),
        ("/missions/0/name", "Gela\u{9b}2J"),
        ("/history/0/msg", "camp\u{1b}]0;title\u{7}"),
    ] {
        let mut v = good.clone();
        *v.pointer_mut(field).expect(field) = value.into();
        let text = v.to_string();
        assert!(campaigns::parse(&file, &text).is_err(), "{field}");
        assert!(campaigns::import(&paths, &file, &text).is_err(), "{field}");
        fs::write(campaigns::file(&paths, "evil"), &text).expect("write");
        let (code, out, err) = cli(&paths, &["campaign", "list"]);
        assert_eq!(code, 0, "{err}");
        assert!(
            !out.contains('\u{1b}') && !out.contains('\u{7}') && !out.contains('\u{9b}'),
            "{field}: {out:?}"
        );
    }
    assert!(
        Campaign::new(
            "x",
            "Husky\u{1b}[2J",
            "we-were-brothers",
            "allies",
            "",
            serde_json::Value::Null,
            serde_json::Value::Null,
            at(0)
        )
        .is_err()
    );
}

/// The exchange folder and the command line's import read only regular files, and only up to
/// a cap (issue 27, item 5): a link to a device, a pipe and an oversized file are refused with
/// their reason, at once (nothing waits on the pipe or reads the device), and nothing is
/// imported from them.
#[cfg(unix)]
#[test]
fn only_regular_files_of_a_bounded_size_are_read_for_an_import() {
    let dir = tempfile::tempdir().expect("tmp");
    let paths = Paths::at(dir.path().join("home"));
    let exchange = campaigns::exchange_dir(&paths);
    fs::create_dir_all(&exchange).expect("mkdir");
    let good = campaigns::export(&husky("husky"));
    fs::write(exchange.join("good.json"), &good).expect("write");
    std::os::unix::fs::symlink("/dev/zero", exchange.join("zero.json")).expect("link");
    std::os::unix::fs::symlink(exchange.join("good.json"), exchange.join("link.json"))
        .expect("link");
    let made = std::process::Command::new("mkfifo")
        .arg(exchange.join("pipe.json"))
        .status()
        .expect("mkfifo");
    assert!(made.success());
    let big = exchange.join("big.json");
    let f = fs::File::create(&big).expect("create");
    f.set_len(campaigns::MAX_EXCHANGE_BYTES + 1).expect("grow");
    fs::create_dir(exchange.join("folder.json")).expect("mkdir");

    // Each read in a thread, so a read that would hang fails the test instead.
    let within = |what: &str, f: Box<dyn FnOnce() -> String + Send>| -> String {
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let _ = tx.send(f());
        });
        rx.recv_timeout(Duration::from_secs(20))
            .unwrap_or_else(|_| panic!("{what} did not come back"))
    };
    let p = paths.clone();
    let listed = within(
        "the listing",
        Box::new(move || {
            campaigns::exchange_files(&p)
                .iter()
                .map(|(path, r)| {
                    let name = path.file_name().expect("name").to_string_lossy();
                    match r {
                        Ok(n) => format!("{name}: ok {n}"),
                        Err(e) => format!("{name}: {e}"),
                    }
                })
                .collect::<Vec<_>>()
                .join("\n")
        }),
    );
    let line = |name: &str| {
        listed
            .lines()
            .find(|l| l.starts_with(&format!("{name}:")))
            .unwrap_or_else(|| panic!("{name} not listed: {listed}"))
            .to_string()
    };
    assert_eq!(line("good.json"), "good.json: ok Husky");
    for name in ["zero.json", "link.json", "pipe.json"] {
        assert!(line(name).contains("not a regular file"), "{listed}");
    }
    assert!(line("big.json").contains("larger than"), "{listed}");
    for name in ["zero.json", "link.json", "pipe.json", "big.json"] {
        let r =
            campaigns::import_from_exchange(&paths, &exchange.join(name), campaigns::Copy::Only);
        assert!(matches!(r, Some(Err(_))), "{name}");
    }
    assert!(campaigns::list(&paths).is_empty());
    // The command line: the same cap and checks (a link it is given is followed, to a
    // regular file only).
    for (name, why) in [
        ("zero.json", "not a regular file"),
        ("pipe.json", "not a regular file"),
        ("folder.json", "not a regular file"),
        ("big.json", "larger than"),
    ] {
        let p = paths.clone();
        let file = exchange.join(name).to_string_lossy().into_owned();
        let got = within(
            name,
            Box::new(move || {
                let (code, _, err) = cli(&p, &["campaign", "import", &file]);
                format!("{code} {err}")
            }),
        );
        assert!(got.starts_with("2 ") && got.contains(why), "{name}: {got}");
    }
    let file = exchange.join("link.json").to_string_lossy().into_owned();
    let (code, out, err) = cli(&paths, &["campaign", "import", &file]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("husky"), "{out}");
}
