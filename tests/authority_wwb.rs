//! We Were Brothers, one authority (issue 34): what the table keeps about a man (status,
//! wounds, posture, weapon, skills) is what a roll reads, and what the rules forbid for him is
//! refused at every door: `adjutant play … do … --side S` (exit 2, one line naming the rule and
//! its line in the rulebook, the save's files unchanged byte for byte) and a phone
//! (`adjutant::host::phone_action` returns an error). Rulebook:
//! `../shared/seeds/001_40785f813387578c.txt` ("L…" below).

mod common;
use std::path::Path;
use std::time::Duration;

use common::cli_play::{act, files, json, run, show};

const GAME: &str = "we-were-brothers";

/// A new game with two squads built by hand: Able (US, squad 0) with M1 Garands, Kondor
/// (Wehrmacht, squad 1) with Kar 98ks.
fn game() -> (tempfile::TempDir, String) {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let new = json(h, &["play", "new", GAME, "--seed", "3", "--json"]);
    let save = new["save"].as_str().expect("an id").to_string();
    let s = save.as_str();
    act(h, s, &["add-squad", "army=us-army", "code=Able"]);
    act(h, s, &["add-squad", "army=wehrmacht", "code=Kondor"]);
    for i in 0..4 {
        for (q, card) in [(0, "m1-garand"), (1, "kar-98k")] {
            edit(
                h,
                s,
                q,
                i,
                &format!(r#"{{"weapon":{{"personal":false,"card":"{card}"}}}}"#),
            );
        }
    }
    (home, save)
}

fn edit(h: &Path, s: &str, squad: usize, soldier: usize, e: &str) {
    act(
        h,
        s,
        &[
            "edit",
            &format!("who.squad={squad}"),
            &format!("who.soldier={soldier}"),
            &format!("edit={e}"),
        ],
    );
}

fn resolve(
    roll: &str,
    dice: &str,
    actor: Option<(usize, usize)>,
    target: Option<(usize, usize)>,
) -> Vec<String> {
    let mut w = vec![
        "resolve".to_string(),
        format!("roll={roll}"),
        format!("dice={dice}"),
    ];
    if let Some((q, i)) = actor {
        w.push(format!("actor.squad={q}"));
        w.push(format!("actor.soldier={i}"));
    }
    if let Some((q, i)) = target {
        w.push(format!("target.squad={q}"));
        w.push(format!("target.soldier={i}"));
    }
    w
}

/// The action is refused for `side` at both doors: `play do --side` exits 2 with one line
/// that names `rule`, the save's files unchanged; a phone of that side gets an error too.
fn refused(h: &Path, s: &str, words: &[String], side: &str, rule: &str) {
    let before = files(h);
    let mut args: Vec<&str> = vec!["play", s, "do"];
    args.extend(words.iter().map(String::as_str));
    args.extend(["--side", side]);
    let (code, out, err) = run(h, &args);
    assert_eq!(code, 2, "{words:?} was not refused: {out}");
    assert_eq!(
        err.trim().lines().count(),
        1,
        "{words:?}: one line: {err:?}"
    );
    assert!(
        err.contains(rule),
        "{words:?}: {err:?} does not name {rule}"
    );
    assert_eq!(files(h), before, "{words:?} changed the save");
    let phone = phone(h, s, side, words);
    let e = phone.expect_err("the phone's action is refused too");
    assert!(
        e.contains(rule),
        "{words:?}: the phone's {e:?} does not name {rule}"
    );
    assert_eq!(files(h), before, "{words:?}: the phone changed the save");
}

/// A phone of `side` asks for `words`: the host's check (it applies nothing).
fn phone(h: &Path, s: &str, side: &str, words: &[String]) -> Result<(), String> {
    let paths = adjutant::store::Paths::at(h);
    let content = adjutant::games::load_heads(Some(&paths.user_data()));
    let loc = adjutant::i18n::Localizer::new(adjutant::i18n::Lang::En);
    let p = adjutant::play::open(&paths, &content, s, Duration::from_secs(5)).expect("open");
    adjutant::host::phone_action(&loc, &p.def, &p.state.table, side, words).map(|_| ())
}

fn man(h: &Path, s: &str, q: usize, i: usize) -> serde_json::Value {
    show(h, s, None)["state"]["squads"][q]["soldiers"][i].clone()
}

/// L637: a man with only a light wound is not "treated"; L647: a man who is not the medic
/// gives no health back; L653: an unhurt man rolls no deterioration.
#[test]
fn care_reads_the_patient_and_the_healer_from_the_table() {
    let (home, save) = game();
    let (h, s) = (home.path(), save.as_str());
    edit(h, s, 0, 1, r#"{"health":2}"#);
    let treat = resolve(
        r#"{"care":{"treat":{"first_aid":2}}}"#,
        "3,1,3",
        Some((0, 0)),
        Some((0, 1)),
    );
    refused(h, s, &treat, "allies", "only such a man is treated (9.0)");
    let medic = resolve(
        r#"{"care":{"medic":{"first_aid":2}}}"#,
        "5",
        Some((0, 0)),
        Some((0, 1)),
    );
    refused(
        h,
        s,
        &medic,
        "allies",
        "only the medic gives health boxes back (9.0)",
    );
    let det = resolve(r#"{"care":{"deteriorate":{}}}"#, "0", None, Some((0, 2)));
    refused(h, s, &det, "allies", "rolls for deterioration (9.0)");
    assert_eq!(man(h, s, 0, 2)["fate"]["id"], "fighting");
    // The medic gives back his own level of boxes (First Aid 1), not the typed 2.
    edit(h, s, 0, 3, r#"{"specialist":"medic"}"#);
    for side in 0..6 {
        let medic = resolve(
            r#"{"care":{"medic":{"first_aid":2}}}"#,
            &side.to_string(),
            Some((0, 3)),
            Some((0, 1)),
        );
        let mut args: Vec<&str> = medic.iter().map(String::as_str).collect();
        args.extend(["--side", "allies"]);
        act(h, s, &args);
        let health = man(h, s, 0, 1)["health"].as_u64();
        assert!(matches!(health, Some(1 | 2)), "one box at most: {health:?}");
        if health == Some(1) {
            break;
        }
    }
}

/// L696, L742: a man without Leadership rallies nobody, and a calm man is not "rallied"
/// into Shaken.
#[test]
fn a_rally_needs_leadership_and_a_man_to_rally() {
    let (home, save) = game();
    let (h, s) = (home.path(), save.as_str());
    let rally = resolve(
        r#"{"care":{"rally":{"from":"shaken"}}}"#,
        "5,0",
        Some((0, 0)),
        Some((0, 1)),
    );
    refused(
        h,
        s,
        &rally,
        "allies",
        "has no Leadership: only a man with Leadership rallies others (10.0; 11.0)",
    );
    edit(h, s, 0, 0, r#"{"skill":{"skill":"leadership","level":1}}"#);
    refused(h, s, &rally, "allies", "there is nothing to rally (11.0)");
    assert!(man(h, s, 0, 1)["status"].is_null());
}

/// L700: a routed man does not fire; 2.0 (L104–L141): a man fires the weapon on his card,
/// not an MG-42 he does not carry; L506: a suppressed man in close combat strikes no blow.
#[test]
fn fire_and_blows_read_the_firer_from_the_table() {
    let (home, save) = game();
    let (h, s) = (home.path(), save.as_str());
    let fire = |w: &str| {
        resolve(
            &format!(r#"{{"combat":{{"fire":{{"weapon":"{w}","range":2}}}}}}"#),
            "0",
            Some((1, 0)),
            Some((0, 0)),
        )
    };
    refused(
        h,
        s,
        &fire("mg-42"),
        "axis",
        "(2.0): change his weapon card first",
    );
    edit(h, s, 1, 0, r#"{"status":"routed"}"#);
    refused(
        h,
        s,
        &fire("kar-98k"),
        "axis",
        "is routed: his only action is to run from the nearest enemy (10.0)",
    );
    edit(h, s, 1, 0, r#"{"status":"shaken"}"#);
    refused(
        h,
        s,
        &fire("kar-98k"),
        "axis",
        "neither fires nor takes an action (10.0)",
    );
    edit(h, s, 0, 2, r#"{"status":"suppressed"}"#);
    let blow = resolve(r#"{"combat":{"blow":{}}}"#, "0", Some((0, 2)), Some((1, 2)));
    refused(
        h,
        s,
        &blow,
        "allies",
        "flees at once and strikes no blow (8.4)",
    );
    // The firer's posture, Arms and wound penalty are his boxes', whatever is typed.
    edit(h, s, 1, 3, r#"{"posture":"prone"}"#);
    edit(h, s, 1, 3, r#"{"skill":{"skill":"arms","level":1}}"#);
    let mut typed = resolve(
        r#"{"combat":{"fire":{"weapon":"kar-98k","range":2,"arms":2,"firer":"standing"}}}"#,
        "0",
        Some((1, 3)),
        Some((0, 0)),
    );
    typed.extend(["--side".to_string(), "axis".to_string()]);
    let args: Vec<&str> = typed.iter().map(String::as_str).collect();
    act(h, s, &args);
    let saved = adjutant::session::saved::load_game(&adjutant::store::Paths::at(h).save_file(s))
        .expect("the save");
    let extra = serde_json::to_value(&saved.table.extra).expect("json");
    let f = &extra["last"]["roll"]["combat"]["fire"];
    assert_eq!(f["firer"], "prone", "{f}");
    assert_eq!(f["arms"], 1, "{f}");
}

/// L508: a blow at a bleeding man, who cannot defend himself, costs the striker's side 2
/// victory points, his Leadership and an infamy point.
#[test]
fn attacking_a_bleeding_man_is_infamous() {
    let (home, save) = game();
    let (h, s) = (home.path(), save.as_str());
    edit(h, s, 1, 1, r#"{"status":"bleeding"}"#);
    edit(h, s, 0, 0, r#"{"skill":{"skill":"leadership","level":1}}"#);
    let vp = |h: &Path| {
        show(h, s, None)["counters"]
            .as_array()
            .into_iter()
            .flatten()
            .find(|c| c["id"] == "victory-points" && c["side"] == "allies")
            .and_then(|c| c["value"].as_i64())
    };
    let before = vp(h);
    let mut w = resolve(r#"{"combat":{"blow":{}}}"#, "0", Some((0, 0)), Some((1, 1)));
    w.extend(["--side".to_string(), "allies".to_string()]);
    let args: Vec<&str> = w.iter().map(String::as_str).collect();
    act(h, s, &args);
    let v = show(h, s, None);
    assert_eq!(v["state"]["squads"][0]["infamy"], 1);
    let skills = v["state"]["squads"][0]["soldiers"][0]["skills"].to_string();
    assert!(!skills.contains("leadership"), "{skills}");
    assert_eq!(vp(h), before.map(|x| x - 2), "{}", v["counters"]);
}

/// A phone (or `--side`) acts for its own side's men only: the Axis does not remove the
/// Allied squad, recover, edit or fire with an Allied man, or roll his deterioration.
#[test]
fn a_seat_moves_only_its_own_squads_and_men() {
    let (home, save) = game();
    let (h, s) = (home.path(), save.as_str());
    edit(h, s, 0, 1, r#"{"status":"bleeding"}"#);
    let w = |x: &str| x.split_whitespace().map(str::to_string).collect::<Vec<_>>();
    for words in [
        w("remove-squad 0"),
        w("clear-fire-markers 0"),
        w("zone 0"),
        w(r#"edit who.squad=0 who.soldier=0 edit={"health":5}"#),
        w("add-squad army=british-army code=Red"),
        resolve(
            r#"{"combat":{"fire":{"weapon":"m1-garand"}}}"#,
            "0",
            Some((0, 0)),
            Some((1, 0)),
        ),
        resolve(r#"{"care":{"deteriorate":{}}}"#, "0", None, Some((0, 1))),
    ] {
        refused(h, s, &words, "axis", "belongs to");
    }
    assert!(phone(h, s, "axis", &w("remove-squad 1")).is_ok());
    assert!(phone(h, s, "allies", &w("remove-squad 0")).is_ok());
}

/// The mission's length (its briefing) ends the game after its last turn: then only notes.
#[test]
fn past_the_missions_last_turn_the_game_is_over() {
    let (home, save) = game();
    let (h, s) = (home.path(), save.as_str());
    act(h, s, &["mission-length", "1"]);
    for _ in 0..4 {
        act(h, s, &["end-phase"]);
    }
    refused(
        h,
        s,
        &["zone".to_string(), "0".to_string()],
        "allies",
        "The game is over",
    );
}

/// The panels offer no roll the engine refuses: with a routed firer picked the dock says the
/// rule instead of the dice, and its Roll does nothing; the same for a suppressed man's blow.
#[test]
fn the_panels_offer_no_roll_the_engine_refuses() {
    use adjutant::games::we_were_brothers::roster::Edit;
    use adjutant::games::we_were_brothers::squad::{Army, Status};
    use adjutant::games::we_were_brothers::{Who, WwbState};
    use adjutant::ui::Message;
    use adjutant::ui::games::GameMsg;
    use adjutant::ui::games::we_were_brothers::{Msg, OtherField, OtherKind, Tab};
    let wwb = |app: &mut adjutant::ui::App, m: Msg| {
        common::send(app, Message::Game(GameMsg::new(m)));
    };
    let last = |app: &adjutant::ui::App| {
        app.table()
            .and_then(|t| t.state.table.extra.get::<WwbState>().cloned())
            .map(|s| (s.last.map(|l| l.roll), s.squads))
    };
    let (_home, mut app) = common::english_app(11);
    common::send(&mut app, Message::NewGame(GAME.into()));
    wwb(&mut app, Msg::Standard(Some(4)));
    wwb(&mut app, Msg::Army(Army::Wehrmacht));
    wwb(&mut app, Msg::Standard(Some(5)));
    common::to_phase(&mut app, "fire");
    let able1 = Who {
        squad: 0,
        soldier: 0,
    };
    let kondor2 = Who {
        squad: 1,
        soldier: 1,
    };
    wwb(
        &mut app,
        Msg::Edit(kondor2, Edit::Status(Some(Status::Routed))),
    );
    wwb(&mut app, Msg::FirePick(kondor2));
    wwb(&mut app, Msg::FirePick(able1));
    let before = last(&app);
    shows_rule(
        &mut app,
        "his only action is to run from the nearest enemy (10.0)",
    );
    wwb(&mut app, Msg::RollApp);
    assert_eq!(last(&app), before, "a routed man's shot was applied");

    wwb(
        &mut app,
        Msg::Edit(able1, Edit::Status(Some(Status::Suppressed))),
    );
    wwb(&mut app, Msg::Tab(Tab::Other));
    wwb(&mut app, Msg::Other(OtherField::Kind(OtherKind::Blow)));
    wwb(&mut app, Msg::Actor(able1));
    wwb(&mut app, Msg::Target(Some(kondor2)));
    let before = last(&app);
    shows_rule(&mut app, "flees at once and strikes no blow (8.4)");
    wwb(&mut app, Msg::RollApp);
    assert_eq!(last(&app), before, "a suppressed man's blow was applied");
}

/// The panel in the real layout (landscape) shows the rule `words` in place of the roll.
fn shows_rule(app: &mut adjutant::ui::App, words: &str) {
    let mut w = common::Window::new(app, common::LANDSCAPE);
    let texts: Vec<String> = w.all_texts().into_iter().map(|(t, _)| t).collect();
    assert!(texts.iter().any(|t| t.contains(words)), "{texts:?}");
}
