//! The campaign's debrief from the command line (`adjutant campaign debrief`): the same
//! proposal as the debrief screen, the same refusals, and the same campaign file once saved
//! (tests/campaign_ui.rs plays the mission and the screen's debrief).

mod common;

use adjutant::core::table::TableAction;
use adjutant::games::GameAction;
use adjutant::games::we_were_brothers::campaign::{CampaignFate, Platoon};
use adjutant::games::we_were_brothers::roster::Edit;
use adjutant::games::we_were_brothers::squad::{Fate, Skill, Specialist, Status};
use adjutant::games::we_were_brothers::{self as wwb, Who, WwbAction};
use adjutant::store::{Paths, campaigns};
use adjutant::ui::App;
use adjutant::ui::app::Message;
use adjutant::ui::campaign::CampMsg;
use serde_json::Value;

const SIZE: (f32, f32) = (1280.0, 2400.0);

fn table_tap(app: &mut App, squad: usize, soldier: usize, edit: Edit) {
    let a = WwbAction::Edit {
        who: Who { squad, soldier },
        edit,
    };
    common::send(
        app,
        Message::Act(TableAction::Game(GameAction::new(wwb::ID, &a))),
    );
}

/// The mission of `campaign_ui.rs`: a campaign "Husky" of 2 squads, Baker 2 with
/// Observation, mission 1 started; on the table Able 2 is killed, Able 3 routs and Baker 2
/// earns Arms. The app is left on the table, holding the campaign.
fn mission(home: &std::path::Path) -> App {
    common::headless();
    let mut app = App::new(Paths::at(home), Some(13));
    common::send(&mut app, Message::SetLang(Some(adjutant::i18n::Lang::En)));
    common::click_in(&mut app, "Open the campaigns", SIZE);
    common::send(&mut app, CampMsg::Name("Husky".into()).into());
    common::click_in(&mut app, "2 squads", SIZE);
    common::click_in(&mut app, "Create the campaign", SIZE);
    common::click_in(&mut app, "Baker 2 — Active — no skills", SIZE);
    common::click_in(&mut app, "Observation –", SIZE);
    common::click_in(&mut app, "Start mission 1", SIZE);
    table_tap(&mut app, 0, 1, Edit::Fate(Fate::Killed));
    table_tap(&mut app, 0, 2, Edit::Status(Some(Status::Routed)));
    table_tap(
        &mut app,
        1,
        1,
        Edit::Skill {
            skill: Skill::Arms,
            level: 1,
        },
    );
    assert!(app.flush_saves().is_empty());
    app
}

/// `adjutant --lang en <args>` in-process: exit code, out, err.
fn cli(home: &std::path::Path, args: &[&str]) -> (i32, String, String) {
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

/// The entries the screen's debrief makes in `campaign_ui.rs`, as words.
const ENTRIES: [&str; 9] = [
    "result=draw",
    "end.3=routed-enemy",
    "award.1=1",
    "award.0=1",
    "share.6=1",
    "buy.6=strength",
    "share.1=1",
    "promote=6",
    "replacement=Able",
];

fn campaign_file(home: &std::path::Path) -> Value {
    let text = std::fs::read_to_string(campaigns::file(&Paths::at(home), "husky")).expect("file");
    serde_json::from_str(&text).expect("json")
}

/// The file without what differs between two runs of the same debrief: its times and the
/// mission's save id (made of the time).
fn normalised(mut v: Value) -> Value {
    fn walk(v: &mut Value) {
        match v {
            Value::Object(m) => {
                for (k, x) in m.iter_mut() {
                    if ["updated", "created", "started", "ended", "save"].contains(&k.as_str())
                        && !x.is_null()
                    {
                        *x = Value::String("·".into());
                    } else {
                        walk(x);
                    }
                }
            }
            Value::Array(a) => a.iter_mut().for_each(walk),
            _ => {}
        }
    }
    walk(&mut v);
    v
}

#[test]
fn the_command_line_debrief_proposes_refuses_and_saves_as_the_screen_does() {
    // On screen (campaign_ui.rs's taps).
    let screen_home = tempfile::tempdir().expect("tmp");
    let mut app = mission(screen_home.path());
    common::click_in(&mut app, "Campaign mission over: debrief", SIZE);
    for label in [
        "Draw",
        "Able 3: Routed off a neutral edge",
        "Routed off an enemy edge",
    ] {
        common::click_in(&mut app, label, SIZE);
    }
    common::click_id_in(&mut app, "award-1-up", SIZE);
    common::click_id_in(&mut app, "award-0-up", SIZE);
    common::click_in(&mut app, "Baker 2: In the field at the end, 1 medal", SIZE);
    common::click_id_in(&mut app, "share-6-up", SIZE);
    common::click_in(&mut app, "Spend XP: Strength", SIZE);
    common::click_in(&mut app, "Able 1: In the field at the end", SIZE);
    common::click_id_in(&mut app, "share-1-up", SIZE);
    common::click_in(&mut app, "Make Baker 2 a Sniper", SIZE);
    common::click_in(&mut app, "New soldier for Able", SIZE);
    common::click_in(&mut app, "Save the debrief", SIZE);
    drop(app);
    let on_screen = campaign_file(screen_home.path());

    // From the command line.
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let app = mission(h);
    let before = campaign_file(h);
    // The proposal from the table: Able 2 killed, Baker 2's medal; nothing written.
    let (code, out, err) = cli(h, &["campaign", "debrief", "husky"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("2. Able 2: Killed"), "{out}");
    assert!(
        out.contains("6. Baker 2: In the field at the end, 1 medal"),
        "{out}"
    );
    assert!(out.contains("Say first how the mission ended"), "{out}");
    assert_eq!(
        campaign_file(h),
        before,
        "showing the proposal writes nothing"
    );
    // With the entries: the same changes as the screen lists.
    let mut args = vec!["campaign", "debrief", "husky"];
    args.extend(ENTRIES);
    let (code, out, err) = cli(h, &args);
    assert_eq!(code, 0, "{err}");
    for line in [
        "Able 2: Killed in action (KIA)",
        "Able 3: Prisoner of war (POW), routed off an enemy-held edge",
        "Baker 2: medal in Arms, gains the skill at level 1",
        "Baker 2 becomes the squad's Sniper",
    ] {
        assert!(out.contains(line), "{line:?} not in {out}");
    }
    let mut json_args = args.clone();
    json_args.push("--json");
    let (code, out, _) = cli(h, &json_args);
    assert_eq!(code, 0);
    let v: Value = serde_json::from_str(&out).expect("json");
    assert_eq!(v["result"], "draw");
    assert_eq!(v["can_confirm"], true);
    assert_eq!(v["committed"], false);
    assert_eq!(v["sniper_offers"][0]["id"], 6);

    // The app holds the campaign: the command line does not write under it.
    let mut confirm = vec!["campaign", "debrief", "husky", "confirm"];
    confirm.extend(ENTRIES);
    let (code, _, err) = cli(h, &confirm);
    assert_eq!(code, 2);
    assert!(err.contains("open in another Adjutant window"), "{err}");
    assert_eq!(campaign_file(h), before);
    drop(app);

    // Refused as the screen refuses: no result given (the screen's button is off).
    let (code, _, err) = cli(
        h,
        &["campaign", "debrief", "husky", "confirm", "end.2=killed"],
    );
    assert_eq!(code, 2);
    assert!(err.contains("Say first how the mission ended"), "{err}");
    assert_eq!(campaign_file(h), before, "a refusal writes nothing");
    // An entry that is not one, a man who is not there, a squad that is not there.
    for bad in [
        "result=won",
        "kills.99=1",
        "award.Charlie=1",
        "medals.2=arms",
        "end=killed",
    ] {
        let (code, _, err) = cli(
            h,
            &["campaign", "debrief", "husky", "confirm", "result=win", bad],
        );
        assert_eq!(code, 2, "{bad} was taken");
        assert!(err.contains("Nothing was saved"), "{bad}: {err}");
        assert_eq!(campaign_file(h), before, "{bad} wrote");
    }

    let (code, out, err) = cli(h, &confirm);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Debrief of mission 1 saved"), "{out}");
    let c = campaigns::load_id(&Paths::at(h), "husky").expect("campaign");
    let p = Platoon::from_json(&c.roster).expect("roster");
    let fate = |id| p.member(id).map(|(_, m)| m.fate);
    assert_eq!(fate(2), Some(CampaignFate::Kia));
    assert_eq!(fate(3), Some(CampaignFate::Pow));
    let baker2 = p.member(6).map(|(_, m)| m.clone()).expect("Baker 2");
    assert_eq!(baker2.soldier.specialist, Some(Specialist::Sniper));
    assert_eq!(baker2.soldier.skill(Skill::Arms), 1);
    assert_eq!(baker2.soldier.skill(Skill::Strength), 1);
    assert_eq!(p.member(1).map(|(_, m)| m.banked_xp), Some(1));
    // The same file as the screen's debrief wrote.
    assert_eq!(normalised(campaign_file(h)), normalised(on_screen));

    // Nothing left to debrief.
    let (code, _, err) = cli(
        h,
        &["campaign", "debrief", "husky", "confirm", "result=win"],
    );
    assert_eq!(code, 2);
    assert!(!err.is_empty());
}

/// A debrief saved from the command line is undone on the screen with its entries kept, as
/// one saved on the screen is.
#[test]
fn a_command_line_debrief_is_undone_on_the_screen_with_its_entries() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    drop(mission(h));
    let (code, _, err) = cli(
        h,
        &[
            "campaign",
            "debrief",
            "husky",
            "confirm",
            "result=win",
            "end.2=killed",
            "--mission",
            "1",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let mut app = App::new(Paths::at(h), Some(3));
    common::send(&mut app, Message::SetLang(Some(adjutant::i18n::Lang::En)));
    common::send(&mut app, CampMsg::Open("husky".into()).into());
    common::click_in(&mut app, "Undo the debrief", SIZE);
    assert!(common::shows_in(&app, "Able 2: Killed", SIZE));
    let c = campaigns::load_id(&Paths::at(h), "husky").expect("campaign");
    assert!(c.playing().is_some(), "the mission is open again");
    // The wrong mission is refused.
    drop(app);
    let (code, _, err) = cli(h, &["campaign", "debrief", "husky", "--mission", "2"]);
    assert_eq!(code, 2);
    assert!(err.contains("not the one being played"), "{err}");
}
