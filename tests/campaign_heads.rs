//! The campaign list is read from the head of each campaign file (id, name, game, side,
//! theatre, missions): the rest of a file (roster, history, line-ups) is skipped over, and a
//! campaign is decoded whole only when it is opened. A file that is not a campaign, is cut
//! short or breaks a listed field's bounds is still reported, with its path and reason.

mod common;

use std::fs;

use adjutant::core::campaign::{Campaign, Outcome};
use adjutant::games::we_were_brothers::campaign::{CampaignRules, Platoon};
use adjutant::store::{LoadReason, Paths, campaigns};
use chrono::{DateTime, TimeZone, Utc};

fn at(m: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 25, 3, m, 0)
        .single()
        .expect("a date")
}

/// A campaign with one mission ended and a second one in play (its table `wwb-2`).
fn shingle(id: &str) -> Campaign {
    let mut c = Campaign::new(
        id,
        "Shingle",
        "we-were-brothers",
        "allies",
        "shingle",
        Platoon::default().to_json(),
        CampaignRules::default().to_json(),
        at(0),
    )
    .expect("campaign");
    c.start_mission("Anzio", Some("wwb-1".into()), Default::default(), at(1))
        .expect("start 1");
    c.missions[0].result = Some(Outcome::Win);
    c.start_mission("Cisterna", Some("wwb-2".into()), Default::default(), at(2))
        .expect("start 2");
    c
}

/// Writes `v` as the campaign file of `id`.
fn write(paths: &Paths, id: &str, v: &serde_json::Value) -> std::path::PathBuf {
    let path = campaigns::file(paths, id);
    fs::create_dir_all(campaigns::dir(paths)).expect("dir");
    fs::write(&path, serde_json::to_vec_pretty(v).expect("json")).expect("write");
    path
}

#[test]
fn the_list_reads_each_campaigns_head_and_opening_reads_it_whole() {
    let dir = tempfile::tempdir().expect("tmp");
    let paths = Paths::at(dir.path());
    let c = shingle("shingle");
    campaigns::save(&paths, &c).expect("save");
    // The head says what the whole campaign says.
    let list = campaigns::list(&paths);
    assert_eq!(list.len(), 1);
    let h = list[0].as_ref().expect("listed");
    assert_eq!(
        (h.id.as_str(), h.name.as_str(), h.game.as_str()),
        ("shingle", "Shingle", "we-were-brothers")
    );
    assert_eq!((h.side.as_str(), h.theatre.as_str()), ("allies", "shingle"));
    assert_eq!((h.missions, h.ended), (2, 1));
    assert_eq!(h.playing, c.playing().map(|m| m.number));
    assert_eq!(h.playing_save.as_deref(), Some("wwb-2"));
    assert_eq!(h.updated, c.updated);
    assert_eq!(h.path, campaigns::file(&paths, "shingle"));
    assert_eq!(
        campaigns::playing_saves(&paths),
        [("wwb-2".to_string(), "shingle".to_string())]
    );

    // Damage past the head (a history that is not a list) is not read by the list: the
    // campaign is listed as before, and found damaged, with its path, when it is opened.
    let mut v = serde_json::to_value(&c).expect("json");
    v["history"] = "not a list".into();
    v["roster"] = serde_json::json!({"squads": "anything: the game's own JSON"});
    let path = write(&paths, "shingle", &v);
    let list = campaigns::list(&paths);
    let h = list[0].as_ref().expect("listed from its head");
    assert_eq!((h.name.as_str(), h.missions, h.ended), ("Shingle", 2, 1));
    let err = campaigns::load_id(&paths, "shingle").expect_err("opened whole");
    assert_eq!(err.path, path);
    assert!(matches!(err.reason, LoadReason::Corrupt(_)), "{err}");
}

#[test]
fn a_file_that_is_not_a_campaign_or_breaks_its_head_is_still_reported() {
    let dir = tempfile::tempdir().expect("tmp");
    let paths = Paths::at(dir.path());
    let good = serde_json::to_value(shingle("a-good")).expect("json");
    // Cut short: the whole text is scanned, so a file missing its end is damaged.
    let cut = serde_json::to_string(&good).expect("json");
    let p = campaigns::file(&paths, "b-cut");
    fs::create_dir_all(campaigns::dir(&paths)).expect("dir");
    fs::write(&p, &cut[..cut.len() - 3]).expect("write");
    let mut foreign = good.clone();
    foreign["kind"] = "adjutant-save".into();
    write(&paths, "c-foreign", &foreign);
    let mut newer = good.clone();
    newer["schema_version"] = 99.into();
    write(&paths, "d-newer", &newer);
    let mut bad_save = good.clone();
    bad_save["missions"][1]["save"] = "../escape".into();
    write(&paths, "e-bad-save", &bad_save);
    let mut control = good.clone();
    control["name"] = "Shin\u{1b}[2Jgle".into();
    write(&paths, "f-control", &control);
    let mut typed = good.clone();
    typed["missions"] = "three".into();
    write(&paths, "g-typed", &typed);
    let mut too_many = good.clone();
    let one = good["missions"][0].clone();
    too_many["missions"] = serde_json::Value::Array(vec![one; 501]);
    write(&paths, "h-too-many", &too_many);
    write(&paths, "a-good", &good);

    let list = campaigns::list(&paths);
    let reasons: Vec<String> = list
        .iter()
        .map(|r| match r {
            Ok(h) => format!("ok {}", h.id),
            Err(e) => match &e.reason {
                LoadReason::Corrupt(why) => format!("corrupt: {why}"),
                other => format!("{other:?}"),
            },
        })
        .collect();
    assert_eq!(reasons.len(), 8, "{reasons:?}");
    assert_eq!(reasons[0], "ok a-good");
    assert!(reasons[1].starts_with("corrupt: EOF"), "{reasons:?}");
    assert_eq!(reasons[2], "Foreign");
    assert_eq!(reasons[3], "TooNew(99)");
    assert!(
        reasons[4].starts_with("corrupt: missions[1].save"),
        "{reasons:?}"
    );
    assert_eq!(
        reasons[5],
        "corrupt: name: control characters are not allowed"
    );
    assert!(
        reasons[6].starts_with("corrupt: invalid type"),
        "{reasons:?}"
    );
    assert_eq!(reasons[7], "corrupt: more than 500 missions");
    // Each one with its own file, and the same reason as when it is read whole.
    for r in &list[1..] {
        let e = r.as_ref().expect_err("damaged");
        let whole = campaigns::load(&e.path).expect_err("damaged whole too");
        assert_eq!(
            std::mem::discriminant(&whole.reason),
            std::mem::discriminant(&e.reason),
            "{e} / {whole}"
        );
    }
    // Nothing was changed by listing.
    assert_eq!(fs::read_to_string(&p).expect("read"), &cut[..cut.len() - 3]);
}

#[test]
fn the_command_line_lists_from_the_heads() {
    let dir = tempfile::tempdir().expect("tmp");
    let paths = Paths::at(dir.path());
    let mut v = serde_json::to_value(shingle("shingle")).expect("json");
    // Damage past the head: listed, refused when shown whole.
    v["history"] = 7.into();
    write(&paths, "shingle", &v);
    let cli = |args: &[&str]| {
        let (mut out, mut err) = (vec![], vec![]);
        let mut all = vec!["adjutant", "--lang", "en"];
        all.extend_from_slice(args);
        let code = adjutant::cli::run_in(&paths, all, &mut out, &mut err);
        (
            code,
            String::from_utf8_lossy(&out).into_owned(),
            String::from_utf8_lossy(&err).into_owned(),
        )
    };
    let (code, out, err) = cli(&["campaign", "list", "--json"]);
    assert_eq!(code, 0, "{err}");
    let j: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(
        j["campaigns"],
        serde_json::json!([{
            "id": "shingle", "name": "Shingle", "game": "we-were-brothers", "side": "allies",
            "theatre": "shingle", "missions": 2, "playing": 2,
        }])
    );
    assert_eq!(j["damaged"], serde_json::json!([]));
    let (code, _, err) = cli(&["campaign", "show", "shingle"]);
    assert_ne!(code, 0);
    assert!(err.contains("shingle.json"), "{err}");
}

/// A campaign listed from its head that turns out damaged further on when opened: the
/// player is told why, and the list then shows it as damaged with its Recover button (a
/// file that fails to load is reported and kept, and can be brought back from there).
#[test]
fn a_campaign_found_damaged_when_opened_offers_recover_in_the_list() {
    let (home, mut app) = common::english_app(3);
    let paths = Paths::at(home.path());
    let c = shingle("shingle");
    campaigns::save(&paths, &c).expect("save");
    let mut v = serde_json::to_value(&c).expect("json");
    v["history"] = "not a list".into();
    write(&paths, "shingle", &v);
    common::send(&mut app, adjutant::ui::campaign::CampMsg::OpenList.into());
    {
        let mut w = common::Window::new(&mut app, common::LANDSCAPE);
        let texts = w.texts();
        assert!(
            texts.iter().any(|(t, _)| t.starts_with("Shingle")),
            "{texts:?}"
        );
        assert!(
            !w.sees("Set it aside and use its backup"),
            "listed from its head, not yet known damaged"
        );
    }
    common::send(
        &mut app,
        adjutant::ui::campaign::CampMsg::Open("shingle".into()).into(),
    );
    assert!(app.notice.as_ref().is_some_and(|n| n.error), "told why");
    let mut w = common::Window::new(&mut app, common::LANDSCAPE);
    assert!(w.sees("Set it aside and use its backup"), "{:?}", w.texts());
}
