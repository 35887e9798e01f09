//! What a tap on a campaign screen does. Every change to a campaign is written at once
//! (atomically, with backups); a debrief's entries are saved as they are made, so a closed app
//! reopens the debrief where it was.

use chrono::Utc;
use iced::Task;

use super::{CampMsg, CampView, Listing, NewForm, THEATRES};
use crate::core::campaign::{Campaign, HistoryEntry, id_from_name};
use crate::games::we_were_brothers as wwb;
use crate::games::we_were_brothers::campaign::Platoon;
use crate::games::we_were_brothers::campaign::debrief::Debrief;
use crate::session::{campaign as session_campaign, saved};
use crate::store::{self, campaigns};
use crate::ui::app::{App, Message, Notice, Screen};

fn refused(app: &mut App, msg: &str) {
    app.notice = Some(Notice::error(msg, vec![]));
}

/// Takes the lock of campaign `id` for this app (one writer per campaign), letting go of
/// any other campaign's; `false`, told, when another copy of the app holds it.
fn hold(app: &mut App, id: &str) -> bool {
    if app
        .campaign_lock
        .as_ref()
        .is_some_and(|(held, _)| held == id)
    {
        return true;
    }
    app.campaign_lock = None;
    match store::lock::try_lock(&campaigns::file(&app.paths, id)) {
        Ok(l) => {
            app.campaign_lock = Some((id.to_string(), l));
            true
        }
        Err(store::lock::LockError::Held { holder, .. }) => {
            app.notice = Some(Notice::error(
                "notice-campaign-held",
                store::lock::holder_args(holder.as_deref()),
            ));
            false
        }
        Err(store::lock::LockError::Io(e)) => {
            app.notice = Some(Notice::save_failed(
                campaigns::file(&app.paths, id).display(),
                e,
            ));
            false
        }
    }
}

/// Writes `c`; a failure is told and `false` returned. Only the copy of the app that holds
/// the campaign's lock writes it.
fn save(app: &mut App, c: &Campaign) -> bool {
    if !hold(app, &c.id) {
        return false;
    }
    match campaigns::save(&app.paths, c) {
        Ok(()) => {
            app.campaign_games = super::links(app);
            true
        }
        Err(e) => {
            app.notice = Some(Notice::save_failed(
                campaigns::file(&app.paths, &c.id).display(),
                e,
            ));
            false
        }
    }
}

/// The list screen with what is on disk now (the exchange folder follows, read off the
/// screen's thread).
fn list_view(app: &App) -> (CampView, Task<Message>) {
    (
        CampView::List(NewForm::default(), Box::new(Listing::read(&app.paths))),
        super::read_exchange(&app.paths),
    )
}

fn show(app: &mut App, v: CampView) {
    app.screen = Screen::Campaign(Box::new(v));
}

fn roster(app: &mut App, c: Campaign) {
    show(
        app,
        CampView::Roster {
            c: Box::new(c),
            pick: None,
        },
    );
}

pub fn update(app: &mut App, m: CampMsg) -> Task<Message> {
    let view = match &mut app.screen {
        Screen::Campaign(v) => Some(v.as_mut()),
        _ => None,
    };
    match (m, view) {
        (CampMsg::OpenList, _) => {
            let (v, read) = list_view(app);
            show(app, v);
            return read;
        }
        (CampMsg::ExchangeRead(files), Some(CampView::List(_, l))) => l.exchange = Some(files),
        (CampMsg::Name(s), Some(CampView::List(f, _))) => f.name = s,
        (CampMsg::Army(a), Some(CampView::List(f, _))) => f.army = a,
        (CampMsg::Theatre(t), Some(CampView::List(f, _))) => f.theatre = t.min(THEATRES.len() - 1),
        (CampMsg::Squads(n), Some(CampView::List(f, _))) => f.squads = n.clamp(1, 3),
        (CampMsg::Create, Some(CampView::List(f, _))) => {
            let f = f.clone();
            create(app, &f);
        }
        (CampMsg::Open(id), _) => match campaigns::load_id(&app.paths, &id) {
            Ok(c) => {
                // Held from the start: another copy that opens it is told at once.
                hold(app, &id);
                roster(app, c)
            }
            Err(e) => {
                let (msg, args) = e.message();
                app.notice = Some(Notice::error(msg, args));
                // Listed from its head, the file turned out damaged further on: the list now
                // shows it as damaged, with its Recover button.
                if let Screen::Campaign(v) = &mut app.screen
                    && let CampView::List(_, l) = v.as_mut()
                {
                    for entry in l.campaigns.iter_mut() {
                        if entry.as_ref().is_ok_and(|h| h.id == id) {
                            *entry = Err(e.clone());
                        }
                    }
                }
            }
        },
        (CampMsg::Export, Some(CampView::Roster { c, .. })) => {
            match campaigns::export_to_exchange(&app.paths, c, Utc::now()) {
                Ok(path) => {
                    app.notice = Some(Notice::info(
                        "camp-notice-exported",
                        vec![("path", path.display().to_string())],
                    ))
                }
                Err(e) => {
                    app.notice = Some(Notice::save_failed(
                        campaigns::exchange_dir(&app.paths).display(),
                        e,
                    ))
                }
            }
        }
        (m @ (CampMsg::Import(_) | CampMsg::ImportCopy(_)), view) => {
            // Until it is done, the exchange folder's files are not offered again.
            if let Some(CampView::List(_, l)) = view {
                l.exchange = None;
                l.again = None;
            }
            let (path, copy) = match m {
                CampMsg::ImportCopy(p) => (p, campaigns::Copy::Second),
                CampMsg::Import(p) => (p, campaigns::Copy::Only),
                _ => return Task::none(),
            };
            let paths = app.paths.clone();
            return super::off_screen(
                move || import(&paths, &path, copy),
                |(n, again)| CampMsg::Imported(n, again).into(),
            );
        }
        (CampMsg::Imported(notice, again), _) => {
            app.notice = Some(notice);
            let (mut v, read) = list_view(app);
            if let CampView::List(_, l) = &mut v {
                l.again = again;
            }
            show(app, v);
            return read;
        }
        (CampMsg::Recover(path), _) => {
            let held = path
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .is_some_and(|id| hold(app, &id));
            // Not while another copy holds it (`hold` has told so).
            match held.then(|| campaigns::recover(&path)) {
                Some(Ok(r)) => {
                    app.notice = Some(Notice::info(
                        "camp-notice-recovered",
                        vec![("kept", r.kept.display().to_string())],
                    ))
                }
                Some(Err(e)) => app.notice = Some(Notice::save_failed(path.display(), e)),
                None => {}
            }
            let (v, read) = list_view(app);
            show(app, v);
            return read;
        }
        (CampMsg::Pick(p), Some(CampView::Roster { pick, .. })) => *pick = p,
        (CampMsg::Specialist(id, s), Some(CampView::Roster { c, .. })) => {
            let mut c = (**c).clone();
            edit_platoon(app, &mut c, id, |p| {
                let (sq, k) = place(p, id).ok_or("camp-err-no-squad")?;
                let others =
                    p.squads[sq].members.iter().enumerate().any(|(j, m)| {
                        j != k && !m.fate.is_lost() && m.soldier.specialist.is_some()
                    });
                if s.is_some() && others {
                    // At most one specialist per squad (L800).
                    return Err("wwb-err-one-specialist");
                }
                let sol = &mut p.squads[sq].members[k].soldier;
                sol.specialist = s;
                for &sk in s.map_or(&[][..], |s| s.starting_skills()) {
                    if sol.skill(sk) == 0 {
                        sol.set_skill(sk, 1)?;
                    }
                }
                Ok(())
            });
        }
        (CampMsg::CycleSkill(id, skill), Some(CampView::Roster { c, .. })) => {
            let mut c = (**c).clone();
            edit_platoon(app, &mut c, id, |p| {
                let m = p.member_mut(id).ok_or("camp-err-no-squad")?;
                let next = (m.soldier.skill(skill) + 1) % 3;
                m.soldier.set_skill(skill, next)
            });
        }
        (CampMsg::StartMission, Some(CampView::Roster { c, .. })) => {
            let c = (**c).clone();
            return start(app, c);
        }
        (CampMsg::ResumeMission, Some(CampView::Roster { c, .. })) => {
            if let Some(save) = c.playing().and_then(|m| m.save.clone()) {
                // The id comes from a file: it must name a file of the saves folder.
                match app.paths.checked_save_file(&save) {
                    Some(path) => return app.update(Message::Resume(path)),
                    None => refused(app, "camp-err-save-id"),
                }
            }
        }
        (CampMsg::EndMission(id), _) => end_mission(app, &id),
        (CampMsg::UndoDebrief, Some(CampView::Roster { c, .. })) => {
            let mut c = (**c).clone();
            match c.undo(Utc::now()) {
                Ok(()) if save(app, &c) => {
                    let d = session_campaign::debrief_for(&c, None);
                    match d {
                        Ok(d) => open_debrief(app, c, d),
                        Err(e) => refused(app, e.0),
                    }
                    app.notice = Some(Notice::info("camp-notice-undone", vec![]));
                }
                Ok(()) => {}
                Err(e) => refused(app, e.0),
            }
        }
        (CampMsg::Tier(k, on), Some(CampView::Roster { c, .. })) => {
            let mut c = (**c).clone();
            if super::TIERS.iter().any(|(t, _)| *t == k) {
                c.tiers.insert(k, on);
                c.updated = Utc::now();
                c.history
                    .push(HistoryEntry::new(None, None, "camp-hist-settings"));
                if save(app, &c) {
                    roster_keep_pick(app, c);
                }
            }
        }
        (CampMsg::CallOff, Some(CampView::Roster { c, .. })) => {
            let mut c = (**c).clone();
            match c.abandon_mission(Utc::now()) {
                Ok(()) if save(app, &c) => roster_keep_pick(app, c),
                Ok(()) => {}
                Err(e) => refused(app, e.0),
            }
        }
        (CampMsg::Settings(r), Some(CampView::Roster { c, .. })) => {
            let mut c = (**c).clone();
            if r.hospital_missions <= crate::games::we_were_brothers::campaign::rules::MAX_HOSPITAL
            {
                c.settings = r.to_json();
                c.updated = Utc::now();
                c.history
                    .push(HistoryEntry::new(None, None, "camp-hist-settings"));
                if save(app, &c) {
                    roster_keep_pick(app, c);
                }
            }
        }
        (CampMsg::Leave, Some(CampView::Debrief { c, .. })) => {
            let c = (**c).clone();
            roster(app, c);
        }
        (CampMsg::Commit, Some(CampView::Debrief { c, d, .. })) => {
            let (c, d) = ((**c).clone(), (**d).clone());
            commit(app, c, &d);
        }
        (CampMsg::Focus(f), Some(CampView::Debrief { focus, .. })) => *focus = f,
        (m, Some(CampView::Debrief { c, d, .. })) => {
            let before = (**d).clone();
            edit_debrief(d, m);
            if **d != before {
                c.draft = serde_json::to_value(&**d).ok();
                let c = (**c).clone();
                save(app, &c);
            }
        }
        _ => {}
    }
    Task::none()
}

/// Where soldier `id` is: (squad, index among its members).
fn place(p: &Platoon, id: u32) -> Option<(usize, usize)> {
    p.squads
        .iter()
        .enumerate()
        .find_map(|(i, s)| s.members.iter().position(|m| m.id == id).map(|k| (i, k)))
}

/// A change to the roster between missions; refused while a mission is being played.
fn edit_platoon(
    app: &mut App,
    c: &mut Campaign,
    id: u32,
    f: impl FnOnce(&mut Platoon) -> Result<(), &'static str>,
) {
    if c.playing().is_some() {
        return refused(app, "camp-err-mission-open");
    }
    let Ok(mut p) = Platoon::from_json(&c.roster) else {
        return refused(app, "camp-err-roster-damaged");
    };
    if let Err(e) = f(&mut p) {
        return refused(app, e);
    }
    c.roster = p.to_json();
    c.updated = Utc::now();
    if !c.missions.is_empty() {
        // Set-up before the first mission is not history; a change after it is.
        c.history.push(HistoryEntry::new(
            None,
            Some(format!("m{id}")),
            "camp-hist-edited",
        ));
    }
    if save(app, c) {
        roster_keep_pick(app, c.clone());
    }
}

/// The roster screen shows `c`, the soldier picked staying picked.
fn roster_keep_pick(app: &mut App, c: Campaign) {
    if let Screen::Campaign(v) = &mut app.screen
        && let CampView::Roster { c: shown, .. } = v.as_mut()
    {
        **shown = c;
    }
}

fn create(app: &mut App, f: &NewForm) {
    let Some(def) = app.content.game(wwb::ID).cloned() else {
        return refused(app, "camp-err-no-roster-game");
    };
    let id = campaigns::free_id(&app.paths, &id_from_name(&f.name));
    let asked = session_campaign::NewCampaign {
        id: &id,
        name: &f.name,
        army: f.army,
        theatre: THEATRES.get(f.theatre).copied().unwrap_or_default(),
        squads: f.squads,
        roll: app.new_seed(),
    };
    match session_campaign::new_campaign(&def, &asked, Utc::now()) {
        Ok(c) => {
            if save(app, &c) {
                roster(app, c);
            }
        }
        Err(e) => refused(app, e.0),
    }
}

fn start(app: &mut App, mut c: Campaign) -> Task<Message> {
    let Some(def) = app.content.game(wwb::ID).cloned() else {
        refused(app, "camp-err-no-roster-game");
        return Task::none();
    };
    let now = Utc::now();
    let seed = app.new_seed();
    let save_id = saved::free_save_id(&app.paths, &def.id, now, seed);
    match session_campaign::start_mission(&mut c, &def, &save_id, seed, "", now) {
        Ok(g) => {
            if save(app, &c) {
                let path = app.paths.save_file(&save_id);
                app.open_table(def, g, path);
                app.persist_table();
            }
        }
        Err(e) => refused(app, e.0),
    }
    Task::none()
}

fn end_mission(app: &mut App, id: &str) {
    app.saver.flush();
    let mut c = match campaigns::load_id(&app.paths, id) {
        Ok(c) => c,
        Err(e) => {
            let (id, args) = e.message();
            app.notice = Some(Notice::error(id, args));
            return;
        }
    };
    let save_id = c.playing().and_then(|m| m.save.clone());
    let open = app
        .table()
        .filter(|t| Some(&t.state.id) == save_id.as_ref())
        .map(|t| t.state.clone());
    let game = open.or_else(|| {
        save_id
            .and_then(|s| app.paths.checked_save_file(&s))
            .and_then(|p| saved::load_game(&p).ok())
    });
    match session_campaign::debrief_for(&c, game.as_ref()) {
        Ok(d) => {
            c.draft = serde_json::to_value(&d).ok();
            if save(app, &c) {
                open_debrief(app, c, d);
            }
        }
        Err(e) => refused(app, e.0),
    }
}

fn open_debrief(app: &mut App, c: Campaign, d: Debrief) {
    show(
        app,
        CampView::Debrief {
            c: Box::new(c),
            d: Box::new(d),
            focus: None,
        },
    );
}

fn commit(app: &mut App, mut c: Campaign, d: &Debrief) {
    // The same commit as `adjutant campaign debrief … confirm` (one copy, in the session).
    match session_campaign::commit_debrief(&mut c, d, Utc::now()) {
        Ok(()) if save(app, &c) => {
            app.notice = Some(Notice::info("camp-notice-committed", vec![]));
            roster(app, c);
        }
        Ok(()) => {}
        Err((msg, args)) => app.notice = Some(Notice::error(msg, args)),
    }
}

/// One entry of the debrief changed (the proposal is worked out again when drawn); the
/// entries are the game's (`campaign::entries`), the same as the command line's.
fn edit_debrief(d: &mut Debrief, m: CampMsg) {
    use crate::games::we_were_brothers::campaign::entries::{Entry, apply};
    let e = match m {
        CampMsg::Result(r) => Entry::Result(r),
        CampMsg::End(id, e) => Entry::End(id, e),
        CampMsg::Medal(id, s) => Entry::Medal(id, s),
        CampMsg::UnMedal(id) => Entry::UnMedal(id),
        CampMsg::Kills(id, k) => Entry::Kills(id, k),
        CampMsg::Leadership(id, l) => Entry::Leadership(id, l),
        CampMsg::Infamy(sq, n) => Entry::Infamy(sq, n),
        CampMsg::Award(sq, n) => Entry::Award(sq, n),
        CampMsg::Share(id, delta) => Entry::Share(id, delta),
        CampMsg::Buy(id, s) => Entry::Buy(id, s),
        CampMsg::UnBuy(id) => Entry::UnBuy(id),
        CampMsg::Promote(id) => Entry::Promote(id),
        CampMsg::AddReplacement(squad) => Entry::AddReplacement(squad),
        CampMsg::NewLeader(squad, skill) => Entry::NewLeader(squad, skill),
        CampMsg::ReplacementName(i, name) => Entry::ReplacementName(i, name),
        CampMsg::RemoveReplacement(i) => Entry::RemoveReplacement(i),
        _ => return,
    };
    apply(d, e);
}

/// Imports a campaign file of the exchange folder: it never replaces a campaign already here
/// (a taken id imports under a new one, and the notice says so) and shares nothing with the
/// campaign it came from; a file whose campaign is already here is not imported again unless
/// `copy` asks for a second copy (the file comes back with that campaign's name, to offer it).
/// The file is left as it is. Runs off the screen's thread; returns what to tell the player.
fn import(
    paths: &store::Paths,
    path: &std::path::Path,
    copy: campaigns::Copy,
) -> (Notice, Option<(std::path::PathBuf, String)>) {
    let shown = path.display().to_string();
    let notice = match campaigns::import_from_exchange(paths, path, copy) {
        None => Notice::error("camp-err-import-gone", vec![("path", shown)]),
        Some(Ok(d)) => {
            let (id, args) = d.message();
            Notice::info(id, args)
        }
        Some(Err(campaigns::ImportError::Already { name, .. })) => {
            let notice = Notice::info("camp-import-already", vec![("name", name.clone())]);
            return (notice, Some((path.to_path_buf(), name)));
        }
        Some(Err(campaigns::ImportError::Bad(e))) => {
            let (id, args) = e.message();
            Notice::error(id, args)
        }
        Some(Err(campaigns::ImportError::Io(e))) => Notice::error(
            "camp-err-import",
            vec![("path", shown), ("reason", e.to_string())],
        ),
    };
    (notice, None)
}
