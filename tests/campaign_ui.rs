//! The campaign from the screen (issue 13): create a campaign, play a short mission in which
//! one soldier is killed, one routs off an enemy edge and one earns a medal in Arms while he
//! already has Observation; the debrief marks KIA and POW, offers the Sniper promotion and
//! shares the XP; the next mission starts with the survivors and a replacement. Taps counted.

mod common;

use adjutant::core::table::TableAction;
use adjutant::games::GameAction;
use adjutant::games::we_were_brothers::campaign::{CampaignFate, Platoon};
use adjutant::games::we_were_brothers::roster::Edit;
use adjutant::games::we_were_brothers::squad::{Fate, Skill, Specialist, Status};
use adjutant::games::we_were_brothers::{self as wwb, Who, WwbAction};
use adjutant::store::campaigns;
use adjutant::ui::app::{Message, Screen};
use adjutant::ui::campaign::CampMsg;
use common::Taps;

const SIZE: (f32, f32) = (1280.0, 2400.0);

/// One tap on the open table's squad panel (the panel's own test covers its buttons): the
/// change it makes, sent as the panel sends it.
fn table_tap(taps: &mut Taps, squad: usize, soldier: usize, edit: Edit) {
    let a = WwbAction::Edit {
        who: Who { squad, soldier },
        edit,
    };
    common::send(
        taps.app,
        Message::Act(TableAction::Game(GameAction::new(wwb::ID, &a))),
    );
    // Opening the soldier on the panel, then the box.
    taps.count += 2;
}

/// Feeds `m` to the app, then runs the tasks it starts (work off the screen's thread) to their
/// end and feeds their messages back, as the running app does.
fn settle(app: &mut adjutant::ui::App, m: Message) {
    use iced::futures::StreamExt;
    let mut queue = vec![m];
    while let Some(m) = queue.pop() {
        let task = app.update(m);
        if let Some(stream) = iced_test::runtime::task::into_stream(task) {
            for action in iced::futures::executor::block_on(stream.collect::<Vec<_>>()) {
                if let iced_test::runtime::Action::Output(m) = action {
                    queue.push(m);
                }
            }
        }
    }
}

/// One tap whose work runs off the screen's thread, waited for.
fn tap_settled(taps: &mut Taps, label: &str) {
    let messages: Vec<Message> = {
        let mut ui = common::sim(taps.app, taps.size);
        if let Err(e) = ui.click(label) {
            panic!("cannot click {label:?}: {e:?}");
        }
        ui.into_messages().collect()
    };
    assert!(!messages.is_empty(), "clicking {label:?} did nothing");
    taps.count += 1;
    for m in messages {
        settle(taps.app, m);
    }
}

fn campaign(app: &adjutant::ui::App) -> adjutant::core::campaign::Campaign {
    campaigns::load_id(&app.paths, "husky").expect("the campaign is on disk")
}

fn platoon(app: &adjutant::ui::App) -> Platoon {
    Platoon::from_json(&campaign(app).roster).expect("roster")
}

#[test]
fn a_campaign_mission_its_debrief_and_the_next_mission() {
    let (_home, mut app) = common::english_app(13);
    let mut taps = Taps::new(&mut app, SIZE);
    taps.tap("Open the campaigns");
    // Typing the name is not a tap.
    common::send(taps.app, CampMsg::Name("Husky".into()).into());
    taps.tap("2 squads");
    taps.tap("Create the campaign");
    assert_eq!(taps.count, 3, "a campaign in three taps");
    // Baker 2 already has Observation.
    taps.tap("Baker 2 — Active — no skills");
    taps.tap("Observation –");
    taps.tap("Start mission 1");
    assert!(
        matches!(taps.app.screen, Screen::Table(_)),
        "the mission's table"
    );
    let t = taps.app.table().expect("table");
    let st = wwb::state(&t.state.table).expect("We Were Brothers state");
    assert_eq!(st.squads.len(), 2);
    assert_eq!(
        st.squads[0].soldiers[0].specialist,
        Some(Specialist::Leader)
    );
    assert_eq!(st.squads[1].soldiers[1].skill(Skill::Observation), 1);
    let at_start = taps.count;
    // The mission: Able 2 killed, Able 3 routed, Baker 2 earns an Arms medal.
    table_tap(&mut taps, 0, 1, Edit::Fate(Fate::Killed));
    table_tap(&mut taps, 0, 2, Edit::Status(Some(Status::Routed)));
    table_tap(
        &mut taps,
        1,
        1,
        Edit::Skill {
            skill: Skill::Arms,
            level: 1,
        },
    );
    let at_end = taps.count;
    taps.tap("Campaign mission over: debrief");
    assert!(matches!(taps.app.screen, Screen::Campaign(_)));
    // The table filled it in: Able 2 killed, Able 3 routed (edge unknown), Baker 2's medal.
    assert!(common::shows_in(taps.app, "Able 2: Killed", SIZE));
    assert!(common::shows_in(
        taps.app,
        "Baker 2: In the field at the end, 1 medal",
        SIZE
    ));
    taps.tap("Draw");
    taps.tap("Able 3: Routed off a neutral edge");
    taps.tap("Routed off an enemy edge");
    // The changes are listed before anything is saved.
    assert!(common::shows_in(
        taps.app,
        "Able 2: Killed in action (KIA)",
        SIZE
    ));
    assert!(common::shows_in(
        taps.app,
        "Able 3: Prisoner of war (POW), routed off an enemy-held edge",
        SIZE
    ));
    assert!(common::shows_in(
        taps.app,
        "Baker 2: medal in Arms, gains the skill at level 1",
        SIZE
    ));
    // The squads' XP awards from the briefing, shared out.
    taps.tap_id("award-1-up");
    taps.tap_id("award-0-up");
    taps.tap("Baker 2: In the field at the end, 1 medal");
    taps.tap_id("share-6-up");
    taps.tap("Spend XP: Strength");
    taps.tap("Able 1: In the field at the end");
    taps.tap_id("share-1-up");
    // The promotion on offer, and a new man for Able.
    taps.tap("Make Baker 2 a Sniper");
    taps.tap("New soldier for Able");
    assert!(common::shows_in(
        taps.app,
        "Baker 2 becomes the squad's Sniper",
        SIZE
    ));
    let before = campaign(taps.app);
    assert!(
        before.playing().is_some(),
        "nothing is committed before the tap"
    );
    taps.tap("Save the debrief");
    let p = platoon(taps.app);
    let fate = |id| p.member(id).map(|(_, m)| m.fate);
    assert_eq!(fate(2), Some(CampaignFate::Kia));
    assert_eq!(fate(3), Some(CampaignFate::Pow));
    let baker2 = p.member(6).map(|(_, m)| m.clone()).expect("Baker 2");
    assert_eq!(baker2.soldier.specialist, Some(Specialist::Sniper));
    assert_eq!(baker2.soldier.skill(Skill::Arms), 1);
    assert_eq!(baker2.soldier.skill(Skill::Strength), 1);
    assert_eq!(p.member(1).map(|(_, m)| m.banked_xp), Some(1));
    let debrief_taps = taps.count - at_end;
    // His service record on one screen.
    taps.tap("Baker 2 · Sniper — Active — Observation L1, Arms L1, Strength L1");
    assert!(common::shows_in(
        taps.app,
        "Mission 1: Baker 2: medal in Arms, gains the skill at level 1",
        SIZE
    ));
    taps.tap("Start mission 2");
    let t = taps.app.table().expect("table");
    let st = wwb::state(&t.state.table).expect("state");
    let able: Vec<u8> = st.squads[0].soldiers.iter().map(|s| s.number).collect();
    assert_eq!(
        able,
        vec![1, 4, 2],
        "Able 1 and 4, and the new man in Able 2's place"
    );
    assert_eq!(
        st.squads[1].soldiers[1].specialist,
        Some(Specialist::Sniper)
    );
    println!(
        "taps: set-up {at_start}, table {}, debrief {debrief_taps}, total {}",
        at_end - at_start,
        taps.count
    );
    assert!(debrief_taps <= 14, "debrief in {debrief_taps} taps");
    assert!(taps.count <= 28, "{} taps", taps.count);
}

#[test]
fn a_committed_debrief_is_undone_with_its_entries_kept() {
    let (_home, mut app) = common::english_app(14);
    common::click_in(&mut app, "Open the campaigns", SIZE);
    common::send(&mut app, CampMsg::Name("Husky".into()).into());
    common::click_in(&mut app, "Create the campaign", SIZE);
    common::click_in(&mut app, "Start mission 1", SIZE);
    common::click_in(&mut app, "Campaign mission over: debrief", SIZE);
    // Nothing can be saved before the result is given.
    assert!(common::shows_in(
        &app,
        "Say first how the mission ended: win, defeat or draw.",
        SIZE
    ));
    common::click_in(&mut app, "Win", SIZE);
    common::click_in(&mut app, "Able 2: In the field at the end", SIZE);
    common::click_in(&mut app, "Killed", SIZE);
    let before = campaign(&app);
    common::click_in(&mut app, "Save the debrief", SIZE);
    assert_eq!(
        platoon(&app).member(2).map(|(_, m)| m.fate),
        Some(CampaignFate::Kia)
    );
    common::click_in(&mut app, "Undo the debrief", SIZE);
    let after = campaign(&app);
    assert_eq!(after.roster, before.roster);
    assert_eq!(after.missions, before.missions);
    assert_eq!(after.history, before.history);
    // Back on the debrief, with what was entered.
    assert!(common::shows_in(&app, "Able 2: Killed", SIZE));
}

#[test]
fn settings_change_with_one_tap_and_a_replacement_takes_the_name_typed() {
    let (_home, mut app) = common::english_app(15);
    common::click_in(&mut app, "Open the campaigns", SIZE);
    common::send(&mut app, CampMsg::Name("Husky".into()).into());
    common::click_in(&mut app, "Create the campaign", SIZE);
    common::click_in(&mut app, "Field hospital: back at once", SIZE);
    common::click_in(&mut app, "wounds carry over", SIZE);
    common::click_in(&mut app, "Optional rules", SIZE);
    let c = campaign(&app);
    let r = adjutant::games::we_were_brothers::campaign::CampaignRules::from_json(&c.settings);
    assert_eq!(r.hospital_missions, 0);
    assert_eq!(
        r.wounds,
        adjutant::games::we_were_brothers::campaign::rules::Wounds::Carry
    );
    common::click_in(&mut app, "Start mission 1", SIZE);
    let tiers = app
        .table()
        .and_then(|t| wwb::state(&t.state.table))
        .map(|s| s.tiers)
        .expect("tiers");
    assert!(tiers.optional && tiers.additional && !tiers.cherry_corner);
    common::click_in(&mut app, "Campaign mission over: debrief", SIZE);
    common::click_in(&mut app, "Defeat", SIZE);
    common::click_in(&mut app, "Able 3: In the field at the end", SIZE);
    common::click_in(&mut app, "Stabilised, our ground", SIZE);
    common::click_in(&mut app, "Able 2: In the field at the end", SIZE);
    common::click_in(&mut app, "Killed", SIZE);
    common::click_in(&mut app, "New soldier for Able", SIZE);
    common::send(&mut app, CampMsg::ReplacementName(0, "Rossi".into()).into());
    assert!(common::shows_in(&app, "Able 3 is back for mission 2", SIZE));
    common::click_in(&mut app, "Save the debrief", SIZE);
    let p = platoon(&app);
    assert_eq!(
        p.member(3).map(|(_, m)| m.fate),
        Some(CampaignFate::FieldHospital { back: 2 })
    );
    let new = p.squads[0].members.last().expect("the new man");
    assert_eq!(new.soldier.name.as_deref(), Some("Rossi"));
    assert_eq!(new.soldier.number, 2);
    // With no time in hospital he plays mission 2.
    common::click_in(&mut app, "Start mission 2", SIZE);
    let t = app.table().expect("table");
    let st = wwb::state(&t.state.table).expect("state");
    assert_eq!(st.squads[0].soldiers.len(), 4);
}

#[test]
fn a_mission_started_by_mistake_is_called_off_from_the_roster() {
    let (_home, mut app) = common::english_app(16);
    common::click_in(&mut app, "Open the campaigns", SIZE);
    common::send(&mut app, CampMsg::Name("Husky".into()).into());
    common::click_in(&mut app, "Create the campaign", SIZE);
    common::click_in(&mut app, "Start mission 1", SIZE);
    common::click_in(&mut app, "Home", SIZE);
    common::click_in(&mut app, "Open the campaigns", SIZE);
    common::click_in(&mut app, "Husky — 0 missions played", SIZE);
    common::click_in(&mut app, "Call off mission 1 (started by mistake)", SIZE);
    assert!(campaign(&app).missions.is_empty());
    assert!(common::shows_in(&app, "Start mission 1", SIZE));
}

/// Moving a campaign to another tablet without a command line: one tap writes a copy into the
/// exchange folder; on the list, one tap imports a copy found there. Importing into a folder
/// that already has the campaign as it is in the file imports nothing and says so; a second
/// copy, asked for, never replaces it: it takes a new id and a name of its own and says so.
#[test]
fn a_campaign_is_exported_and_imported_from_the_screens() {
    let (_home, mut app) = common::english_app(17);
    let mut taps = Taps::new(&mut app, SIZE);
    taps.tap("Open the campaigns");
    common::send(taps.app, CampMsg::Name("Husky".into()).into());
    taps.tap("Create the campaign");
    let before = campaign(taps.app);
    let start = taps.count;
    taps.tap("Export a copy");
    let exported = campaigns::exchange_files(&taps.app.paths);
    assert_eq!(exported.len(), 1, "one copy in the exchange folder");
    let (file, read) = &exported[0];
    assert_eq!(read.as_ref().ok().map(String::as_str), Some("Husky"));
    let copy: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(file).expect("copy")).expect("json");
    assert_eq!(copy["id"], "husky");
    // On the list, the copy is offered for import.
    taps.tap("Home");
    tap_settled(&mut taps, "Open the campaigns");
    let name = file
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .expect("file name");
    tap_settled(&mut taps, &format!("Import “Husky” ({name})"));
    // The file's campaign is the one here, unchanged: nothing is imported (two identical
    // rows helped no one), and a second copy is offered, only if asked for (issue 21, item 5).
    assert!(common::shows_in(
        taps.app,
        "This file's campaign is already here, unchanged, as 'Husky': nothing was imported.",
        SIZE
    ));
    assert_eq!(campaigns::list(&taps.app.paths).len(), 1);
    tap_settled(&mut taps, "Import another copy of “Husky” anyway");
    assert_eq!(
        taps.count - start,
        5,
        "export, then a second copy from Home in four taps"
    );
    // The campaign already here is untouched; the copy came in beside it, named apart.
    assert_eq!(campaign(taps.app), before);
    let mut ids: Vec<String> = campaigns::list(&taps.app.paths)
        .into_iter()
        .flatten()
        .map(|c| c.id)
        .collect();
    ids.sort();
    assert_eq!(ids, ["husky", "husky-2"]);
    assert!(common::shows_in(
        taps.app,
        "A campaign 'husky' is already here and was left as it is: imported as 'husky-2'. \
         A campaign named 'Husky' is already listed, so the copy is named 'Husky (2)'.",
        SIZE
    ));
    assert!(common::shows_in(
        taps.app,
        "Husky (2) — 0 missions played",
        SIZE
    ));
    // The same file a third time: said so again, nothing imported.
    tap_settled(&mut taps, &format!("Import “Husky” ({name})"));
    assert_eq!(campaigns::list(&taps.app.paths).len(), 2);
    // A damaged file in the exchange folder is reported, not offered.
    std::fs::write(
        campaigns::exchange_dir(&taps.app.paths).join("broken.json"),
        "{ not json",
    )
    .expect("write");
    taps.tap("Home");
    tap_settled(&mut taps, "Open the campaigns");
    assert!(!common::shows_in(
        taps.app,
        "Import “Husky” (broken.json)",
        SIZE
    ));
    assert_eq!(campaigns::exchange_files(&taps.app.paths).len(), 2);
}

/// The exchange folder holds whatever was copied there: it is read off the screen's thread
/// (the list opens at once and says it is looking), only regular files are read (a link to a
/// device or a pipe is named with the reason, never opened), and the good copy is offered
/// (issue 27, item 5).
#[cfg(unix)]
#[test]
fn the_exchange_folder_is_read_off_the_screens_thread_and_only_its_regular_files() {
    let (_home, mut app) = common::english_app(18);
    let mut taps = Taps::new(&mut app, SIZE);
    taps.tap("Open the campaigns");
    common::send(taps.app, CampMsg::Name("Husky".into()).into());
    taps.tap("Create the campaign");
    taps.tap("Export a copy");
    let exchange = campaigns::exchange_dir(&taps.app.paths);
    std::os::unix::fs::symlink("/dev/zero", exchange.join("zero.json")).expect("link");
    let fifo = exchange.join("pipe.json");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo");
    assert!(made.success());
    taps.tap("Home");
    // The tap itself reads nothing from the exchange folder…
    common::send(taps.app, CampMsg::OpenList.into());
    assert!(common::shows_in(
        taps.app,
        "Looking in the exchange folder…",
        SIZE
    ));
    // …the read comes back as a message.
    let (tx, rx) = std::sync::mpsc::channel();
    let paths = taps.app.paths.clone();
    std::thread::spawn(move || {
        let _ = tx.send(campaigns::exchange_files(&paths));
    });
    let files = rx
        .recv_timeout(std::time::Duration::from_secs(20))
        .expect("the exchange folder is read at once");
    assert_eq!(files.len(), 3);
    for (path, read) in &files {
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned());
        match name.as_deref() {
            Some("zero.json" | "pipe.json") => {
                let e = read.as_ref().expect_err("not read");
                assert!(e.to_string().contains("not a regular file"), "{e}");
            }
            _ => assert_eq!(read.as_ref().ok().map(String::as_str), Some("Husky")),
        }
    }
    common::send(taps.app, CampMsg::ExchangeRead(files).into());
    assert!(!common::shows_in(
        taps.app,
        "Looking in the exchange folder…",
        SIZE
    ));
    let l = common::layout(taps.app, SIZE);
    assert!(
        l.texts.iter().any(|(t, _)| t.starts_with("Import “Husky”")),
        "the good copy is offered"
    );
    assert!(
        l.texts
            .iter()
            .any(|(t, _)| t.contains("zero.json") && t.contains("not a regular file")),
        "the link is named with its reason"
    );
}

/// A wound carried into the next mission (the campaign's "wounds carry over" setting; the
/// text has no rule, digest §12): Able 4 ends mission 1 in the field with his health marker
/// 3 boxes down; the debrief's line for him and its changes say so; the roster shows it once
/// saved; mission 2 starts him 3 boxes down.
#[test]
fn the_debrief_shows_a_carried_wound_and_mission_two_starts_with_it() {
    let (_home, mut app) = common::english_app(17);
    common::click_in(&mut app, "Open the campaigns", SIZE);
    common::send(&mut app, CampMsg::Name("Husky".into()).into());
    common::click_in(&mut app, "Create the campaign", SIZE);
    common::click_in(&mut app, "wounds carry over", SIZE);
    common::click_in(&mut app, "Start mission 1", SIZE);
    let a = WwbAction::Edit {
        who: Who {
            squad: 0,
            soldier: 3,
        },
        edit: Edit::Health(3),
    };
    common::send(
        &mut app,
        Message::Act(TableAction::Game(GameAction::new(wwb::ID, &a))),
    );
    common::click_in(&mut app, "Campaign mission over: debrief", SIZE);
    common::click_in(&mut app, "Win", SIZE);
    assert!(common::shows_in(
        &app,
        "Able 4: In the field at the end, wounded: health marker 3 boxes down",
        SIZE
    ));
    assert!(common::shows_in(
        &app,
        "Able 4 carries his wound into the next mission: his health marker starts 3 boxes down (campaign setting: wounds carry over; the text has no rule for it)",
        SIZE
    ));
    common::click_in(&mut app, "Save the debrief", SIZE);
    assert!(
        common::shows_part_in(&app, "wound carried: health marker 3 boxes down", SIZE),
        "the roster does not show the carried wound"
    );
    common::click_in(&mut app, "Start mission 2", SIZE);
    let t = app.table().expect("table");
    let st = wwb::state(&t.state.table).expect("state");
    assert_eq!(st.squads[0].soldiers[3].health, 3);
    assert_eq!(st.squads[0].soldiers[2].health, 0);
}
