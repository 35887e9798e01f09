//! A We Were Brothers campaign carried from one mission to the next (issue 21, item 5), as a
//! tester found it on both tablet sizes: an imported copy shared the original's mission table,
//! the same file imported twice listed two identical rows, campaign squads started unarmed,
//! the roster said "Safe" for a man in the field, and a killed Leader left no prompt for his
//! replacement. Store-level checks first, then the flows on the real window.

mod common;

use std::fs;

use adjutant::core::campaign::{Campaign, HistoryEntry, Outcome};
use adjutant::games::we_were_brothers::campaign::mission::Lineup;
use adjutant::games::we_were_brothers::campaign::{CampaignFate, CampaignRules, Platoon, text};
use adjutant::games::we_were_brothers::squad::{Army, Skill, Specialist, Squad};
use adjutant::games::we_were_brothers::{self as wwb};
use adjutant::i18n::{Lang, Localizer};
use adjutant::store::{Paths, campaigns};
use adjutant::ui::app::Screen;
use adjutant::ui::campaign::CampMsg;
use chrono::{DateTime, TimeZone, Utc};
use common::{LANDSCAPE, PORTRAIT, Window};

fn at(m: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 25, 4, m, 0)
        .single()
        .expect("a date")
}

/// Husky with one squad (Able, its Leader first), mission 1 won and mission 2 being played
/// on the saved game `wwb-table-2`.
fn husky_in_mission_2() -> Campaign {
    let mut p = Platoon::default();
    let mut able = Squad::new("Able", Army::UsArmy);
    able.set_specialist(0, Some(Specialist::Leader))
        .expect("leader");
    p.add_squad(able, 1).expect("able");
    let mut c = Campaign::new(
        "husky",
        "Husky",
        wwb::ID,
        "allies",
        "husky",
        p.to_json(),
        CampaignRules::default().to_json(),
        at(0),
    )
    .expect("campaign");
    let lineup = Lineup {
        squads: vec![(0, vec![1, 2, 3, 4])],
    };
    c.start_mission("", Some("wwb-table-1".into()), lineup.to_json(), at(1))
        .expect("mission 1");
    let mut after = p.clone();
    after.member_mut(2).expect("Able 2").fate = CampaignFate::Safe;
    c.commit_debrief(Outcome::Win, after.to_json(), vec![], at(2))
        .expect("debrief 1");
    c.start_mission("", Some("wwb-table-2".into()), lineup.to_json(), at(3))
        .expect("mission 2");
    c
}

/// A copy imported beside the original, or on another tablet, points at none of the
/// original's saved games (neither the mission being played nor those before it, nor those
/// its undo would bring back) and says what became of the mission in play; the original is
/// untouched, and the copy's name is its own.
#[test]
fn an_imported_copy_points_at_no_table_of_the_original() {
    let here = tempfile::tempdir().expect("tmp");
    let there = tempfile::tempdir().expect("tmp");
    let (ph, pt) = (Paths::at(here.path()), Paths::at(there.path()));
    let c = husky_in_mission_2();
    campaigns::save(&ph, &c).expect("save");
    // A later state of the same campaign, exported (so not the same file as the one here).
    let mut later = c.clone();
    later.name = "Husky".into();
    later.updated = at(9);
    let text = campaigns::export(&later);
    let file = here.path().join("husky-later.json");
    fs::write(&file, &text).expect("write");
    let before = fs::read(campaigns::file(&ph, "husky")).expect("read");

    let done = campaigns::import(&ph, &file, &text).expect("import beside the original");
    assert_eq!(done.id, "husky-2");
    assert_eq!(done.clash.as_deref(), Some("husky"));
    assert_eq!(done.name, "Husky (2)", "two rows never read the same");
    assert_eq!(done.renamed.as_deref(), Some("Husky"));
    assert_eq!(done.unlinked, Some(2));
    let copy = campaigns::load_id(&ph, "husky-2").expect("copy");
    assert!(
        copy.missions.iter().all(|m| m.save.is_none()),
        "{:?}",
        copy.missions
    );
    let undo = copy.undo.as_ref().expect("its undo is kept");
    assert!(undo.missions.iter().all(|m| m.save.is_none()));
    assert_eq!(copy.playing().map(|m| m.number), Some(2), "still open");
    assert_eq!(
        fs::read(campaigns::file(&ph, "husky")).expect("read"),
        before,
        "the original is as it was"
    );
    // Only the original debriefs the table of mission 2.
    let linked: Vec<String> = campaigns::list(&ph)
        .into_iter()
        .flatten()
        .filter(|c| c.playing_save.as_deref() == Some("wwb-table-2"))
        .map(|c| c.id)
        .collect();
    assert_eq!(linked, ["husky"]);
    let loc = Localizer::new(Lang::En);
    let (id, args) = done.message();
    let said = loc.tr(id, &args);
    assert!(
        said.contains("imported as 'husky-2'")
            && said.contains("the copy is named 'Husky (2)'")
            && said.contains("Mission 2 was being played on the device the file came from"),
        "{said}"
    );

    // On another tablet the id is free, but the table of mission 2 is not in the file.
    let done = campaigns::import(&pt, &file, &text).expect("import there");
    assert_eq!((done.id.as_str(), done.clash.as_ref()), ("husky", None));
    assert_eq!(done.unlinked, Some(2));
    let copy = campaigns::load_id(&pt, "husky").expect("copy");
    assert!(copy.missions.iter().all(|m| m.save.is_none()));
    assert_eq!(copy.origin.as_ref().map(|o| o.id.as_str()), Some("husky"));
}

/// The same file imported again says so and changes nothing; a second copy is made only when
/// asked for, under an id and a name of its own. An unchanged export of a campaign here is
/// the same campaign too. The command line does the same (`--copy` for a second copy).
#[test]
fn the_same_file_imported_again_is_refused_unless_a_second_copy_is_asked_for() {
    let from = tempfile::tempdir().expect("tmp");
    let to = tempfile::tempdir().expect("tmp");
    let (pf, pt) = (Paths::at(from.path()), Paths::at(to.path()));
    let c = husky_in_mission_2();
    campaigns::save(&pf, &c).expect("save");
    let text = campaigns::export(&c);
    let file = to.path().join("husky.json");
    fs::write(&file, &text).expect("write");

    // Back onto the device it came from, unchanged: it is already here.
    match campaigns::import(&pf, &file, &text) {
        Err(campaigns::ImportError::Already { id, name }) => {
            assert_eq!((id.as_str(), name.as_str()), ("husky", "Husky"))
        }
        other => panic!("an unchanged export is the campaign here: {other:?}"),
    }
    assert_eq!(campaigns::list(&pf).len(), 1);

    let first = campaigns::import(&pt, &file, &text).expect("first import");
    assert_eq!(first.id, "husky");
    let after_first: Vec<_> = fs::read_dir(campaigns::dir(&pt))
        .expect("dir")
        .flatten()
        .map(|e| e.path())
        .collect();
    let bytes = fs::read(campaigns::file(&pt, "husky")).expect("read");
    match campaigns::import(&pt, &file, &text) {
        Err(campaigns::ImportError::Already { id, .. }) => assert_eq!(id, "husky"),
        other => panic!("the same file twice: {other:?}"),
    }
    let after_second: Vec<_> = fs::read_dir(campaigns::dir(&pt))
        .expect("dir")
        .flatten()
        .map(|e| e.path())
        .collect();
    assert_eq!(after_first, after_second, "nothing written");
    assert_eq!(
        fs::read(campaigns::file(&pt, "husky")).expect("read"),
        bytes
    );

    let second = campaigns::import_as(&pt, &file, &text, campaigns::Copy::Second)
        .expect("a second copy, asked for");
    assert_eq!(second.id, "husky-2");
    assert_eq!(second.name, "Husky (2)");
    let mut names: Vec<String> = campaigns::list(&pt)
        .into_iter()
        .flatten()
        .map(|c| c.name)
        .collect();
    names.sort();
    assert_eq!(names, ["Husky", "Husky (2)"]);

    // The command line.
    let cli = |args: &[&str]| {
        let (mut out, mut err) = (vec![], vec![]);
        let mut all = vec!["adjutant", "--lang", "en"];
        all.extend_from_slice(args);
        let code = adjutant::cli::run_in(&pt, all, &mut out, &mut err);
        (
            code,
            String::from_utf8_lossy(&out).into_owned(),
            String::from_utf8_lossy(&err).into_owned(),
        )
    };
    let f = file.to_string_lossy().into_owned();
    let (code, _, err) = cli(&["campaign", "import", &f]);
    assert_ne!(code, 0);
    assert!(
        err.contains("already here") && err.contains("--copy"),
        "{err}"
    );
    assert_eq!(campaigns::list(&pt).len(), 2);
    let (code, out, _) = cli(&["campaign", "import", "--copy", &f]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains("'husky-3'") && out.contains("'Husky (3)'"),
        "{out}"
    );
}

/// The roster's words for a man on the table of the mission being played: in the field, not
/// the "Safe" he came back with from the mission before.
#[test]
fn the_roster_says_who_is_in_the_field() {
    let c = husky_in_mission_2();
    let p = Platoon::from_json(&c.roster).expect("roster");
    let loc = Localizer::new(Lang::En);
    let data = adjutant::games::we_were_brothers::data::embedded();
    let lines = text::roster(&loc, &c, &data, &p);
    let able2 = lines.iter().find(|l| l.contains("Able 2")).expect("Able 2");
    assert!(able2.contains("In the field (mission 2)"), "{able2}");
    assert!(!able2.contains("Safe"), "{able2}");
    let it = Localizer::new(Lang::It);
    let lines = text::roster(&it, &c, &data, &p);
    assert!(lines.iter().any(|l| l.contains("Sul campo (missione 2)")));
}

// ---- On the window, at both tablet sizes -----------------------------------------------------

/// Taps `label`, scrolling the campaign screen to it first if it is not in view.
fn reach(w: &mut Window, label: &str) {
    if !w.sees(label) {
        w.scroll_to("campaign-main", label);
    }
    w.tap(label);
}

fn husky(app: &adjutant::ui::App) -> Campaign {
    campaigns::load_id(&app.paths, "husky").expect("the campaign is on disk")
}

/// From Home to the campaigns list (Home's own column scrolls on a short window).
fn open_campaigns(w: &mut Window) {
    let label = "Open the campaigns";
    if !w.sees(label) {
        w.scroll_to(adjutant::ui::screens::home::START_ID, label);
    }
    w.tap(label);
}

fn new_campaign(w: &mut Window) {
    open_campaigns(w);
    // Typing the name is not a tap.
    common::send(w.app, CampMsg::Name("Husky".into()).into());
    reach(w, "Create the campaign");
}

/// The standard squads table arms a campaign's squads (L936–L938): the first shot needs no
/// weapon entered by hand. Every man carries his pistol (L104). Then, with mission 2 on the
/// table, the roster says who is in the field.
#[test]
fn campaign_squads_come_armed_and_the_roster_shows_who_is_in_the_field() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = common::english_app(21);
        let mut w = Window::new(&mut app, size);
        new_campaign(&mut w);
        // His service record names his weapon as the card does.
        reach(&mut w, "Able 2 — Active — no skills");
        let texts: Vec<String> = w.all_texts().into_iter().map(|(t, _)| t).collect();
        assert!(
            texts
                .iter()
                .any(|t| t.contains("Able 2 — Active — no skills — M1 Garand")),
            "{texts:?}"
        );
        assert!(!texts.iter().any(|t| t.contains("m1-garand")));
        reach(&mut w, "Start mission 1");
        let t = w.app.table().expect("the mission's table");
        let st = wwb::state(&t.state.table).expect("state");
        let able = &st.squads[0];
        assert_eq!(able.soldiers[0].specialist, Some(Specialist::Leader));
        for s in &able.soldiers[1..] {
            let card = s.main.card.as_deref().expect("armed from the table");
            assert!(s.main.chamber.magazines > 0, "{card} is loaded");
        }
        assert!(able.soldiers.iter().all(|s| s.personal.card.is_some()));
        let c = husky(w.app);
        assert!(
            c.history.iter().any(|h| h.msg == "camp-hist-armed"),
            "the column read is on the record"
        );
        // Mission 1: Able 2 routs off his own edge (safe), the rest fight on.
        w.tap("Home");
        open_campaigns(&mut w);
        reach(&mut w, "Husky — 0 missions played");
        assert!(
            w.find("Able 2 — In the field (mission 1) — no skills")
                .is_some(),
            "at {size:?}"
        );
        reach(&mut w, "Mission 1 over: debrief");
        reach(&mut w, "Win");
        reach(&mut w, "Able 2: In the field at the end");
        reach(&mut w, "Routed off our edge");
        let save = "Save the debrief";
        if !w.sees(save) {
            let region = if size == LANDSCAPE {
                "campaign-side"
            } else {
                "campaign-main"
            };
            w.scroll_to(region, save);
        }
        w.tap(save);
        assert_eq!(
            Platoon::from_json(&husky(w.app).roster)
                .expect("roster")
                .member(2)
                .map(|(_, m)| m.fate),
            Some(CampaignFate::Safe)
        );
        assert!(w.find("Able 2 — Safe — no skills").is_some());
        reach(&mut w, "Start mission 2");
        assert!(matches!(w.app.screen, Screen::Table(_)));
        w.tap("Home");
        open_campaigns(&mut w);
        reach(&mut w, "Husky — 1 mission played");
        assert!(
            w.find("Able 2 — In the field (mission 2) — no skills")
                .is_some(),
            "at {size:?}"
        );
        assert!(w.find("Able 2 — Safe — no skills").is_none());
    }
}

/// L808–L809: the platoon's Leader killed, the debrief prompts his replacement: a new Leader
/// with Leadership and one skill the player chooses, one tap; saved, he leads the platoon.
#[test]
fn a_killed_leader_prompts_a_new_leader_with_a_skill_of_the_players_choice() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = common::english_app(22);
        let mut w = Window::new(&mut app, size);
        new_campaign(&mut w);
        reach(&mut w, "Start mission 1");
        w.tap("Home");
        open_campaigns(&mut w);
        reach(&mut w, "Husky — 0 missions played");
        reach(&mut w, "Mission 1 over: debrief");
        reach(&mut w, "Win");
        reach(&mut w, "Able 1: In the field at the end");
        if !w.sees("Killed") {
            w.scroll_to("campaign-main", "Killed");
        }
        let at = w.find("Killed").map(|f| f.visible);
        w.tap("Killed");
        // Nothing the finger just tapped moves when the prompt comes.
        assert_eq!(w.find("Killed").map(|f| f.visible), at, "at {size:?}");
        let prompt = "Able 1, the platoon's Leader, is lost: the platoon needs a new Leader.";
        // The prompt is where the eye is, with no scrolling.
        assert!(w.sees(prompt), "the prompt in view at {size:?}");
        w.tap("Leadership and Arms");
        assert!(
            w.find("Able 1 joins as the platoon's new Leader, with Leadership and Arms")
                .is_some(),
            "the change is listed before it is saved, at {size:?}"
        );
        let save = "Save the debrief";
        if !w.sees(save) {
            let region = if size == LANDSCAPE {
                "campaign-side"
            } else {
                "campaign-main"
            };
            w.scroll_to(region, save);
        }
        w.tap(save);
        let p = Platoon::from_json(&husky(w.app).roster).expect("roster");
        assert_eq!(p.member(1).map(|(_, m)| m.fate), Some(CampaignFate::Kia));
        let new = p
            .leader()
            .and_then(|id| p.member(id))
            .expect("a new Leader");
        assert_ne!(new.1.id, 1);
        assert_eq!(new.1.soldier.number, 1, "in the fallen Leader's place");
        assert_eq!(new.1.soldier.specialist, Some(Specialist::Leader));
        assert_eq!(new.1.soldier.skill(Skill::Leadership), 1);
        assert_eq!(new.1.soldier.skill(Skill::Arms), 1);
        let c = husky(w.app);
        assert!(
            c.history
                .iter()
                .any(|h: &HistoryEntry| h.msg == "camp-ch-new-leader")
        );
    }
}
