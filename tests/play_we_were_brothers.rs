//! `adjutant play` for We Were Brothers: a whole turn through the command line only (the
//! same turn as `we_were_brothers_ui.rs`), then opened in the app at the same place with the
//! same card; refusals that change nothing; the actions allowed following the table. (The
//! panels' actions said as words: `play_we_were_brothers_panels.rs`.)

mod common;
use common::cli_play::{act, json, run, show};
use common::send;

use adjutant::ui::{App, Message};

const GAME: &str = "we-were-brothers";

// ---- The whole turn through `adjutant play` ------------------------------------------------

/// A soldier of `play show` by squad and soldier index.
fn man(v: &serde_json::Value, squad: usize, soldier: usize) -> serde_json::Value {
    v["state"]["squads"][squad]["soldiers"][soldier].clone()
}

/// The turn of `we_were_brothers_ui.rs` (`a_whole_turn_with_two_squads`), typed: set-up from
/// Blue 4 and Blue 5, initiative 1 and 2 panels, Kondor 2's headshot on Able 2 (Green side
/// 5), Able 3's grenade that scatters (Grey blank, Blue 4), Able 1 treating Able 2 (Red 2,
/// Grey 3), Able 2's deterioration from the checklist (Red 3), and the clock moving. Returns
/// the data folder and the save's id.
fn typed_turn() -> (tempfile::TempDir, String) {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let save = common::cli_play::wwb_able_and_kondor(h);
    let s = save.as_str();
    let v = show(h, s, None);
    assert_eq!(v["state"]["squads"][1]["code"], "Kondor");
    assert_eq!(v["state"]["squads"][1]["army"]["name"], "Wehrmacht");

    // Initiative: the Axis has its Leader and more panels (2 points to 0).
    let d = act(h, s, &["initiative", "panels=1,2"]);
    assert!(d["card"].is_null(), "no tie, no dice: {d}");
    let v = show(h, s, None);
    assert_eq!(v["state"]["initiative"]["first"]["id"], "axis");
    assert_eq!(
        v["state"]["initiative"]["points"],
        serde_json::json!([0, 2])
    );

    let d = act(h, s, &["end-phase"]);
    assert_eq!(d["phase"]["id"], "fire");
    // Kar 98K at 4 MHx, headshot: a Green die (the options left out take their usual
    // values: firer and target standing, no cover).
    let d = act(
        h,
        s,
        &[
            "resolve",
            "actor.squad=1",
            "actor.soldier=1",
            "target.squad=0",
            "target.soldier=1",
            "dice=5",
            r#"roll={"combat":{"fire":{"weapon":"kar-98k","range":4,"headshot":true}}}"#,
        ],
    );
    assert_eq!(d["card"]["kind"], "fire");
    assert_eq!(d["card"]["outcome"], "Serious wound");
    assert_eq!(d["card"]["whose"], "Fire: Kondor 2 at Able 2");
    assert_eq!(d["card"]["verified"], false, "placeholder dice are marked");
    let v = show(h, s, None);
    assert_eq!(
        man(&v, 0, 1)["status"]["id"],
        "bleeding",
        "a serious headshot bleeds"
    );
    assert_eq!(
        man(&v, 1, 1)["weapon"]["attack"],
        2,
        "the chamber die moved"
    );

    // A grenade that scatters 3 Hx toward 4.
    let d = act(
        h,
        s,
        &[
            "resolve",
            "actor.squad=0",
            "actor.soldier=2",
            "dice=2,3",
            r#"roll={"blast":{"throw":{"distance":2}}}"#,
        ],
    );
    assert_eq!(d["card"]["kind"], "grenade");
    assert_eq!(d["card"]["whose"], "Grenade: Able 3");
    let v = show(h, s, None);
    let left = man(&v, 0, 2)["equipment"]
        .as_array()
        .map(|e| e.iter().filter(|x| !x.is_null()).count());
    assert_eq!(left, Some(1), "the grenade left his equipment box");

    // Able 1 treats Able 2: the bleeding goes on.
    let d = act(
        h,
        s,
        &[
            "resolve",
            "actor.squad=0",
            "actor.soldier=0",
            "target.squad=0",
            "target.soldier=1",
            "dice=1,2",
            r#"roll={"care":{"treat":{}}}"#,
        ],
    );
    assert_eq!(d["card"]["kind"], "treat");
    assert_eq!(man(&show(h, s, None), 0, 1)["status"]["id"], "bleeding");

    // Movement, then the resolution phase: Able 2's deterioration is on the checklist.
    act(h, s, &["end-phase"]);
    let d = act(h, s, &["end-phase"]);
    assert_eq!(d["phase"]["id"], "resolution");
    let v = show(h, s, None);
    let items = v["state"]["checklist"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    assert!(
        items
            .iter()
            .any(|i| i["key"] == "det:0:1" && i["done"] == false),
        "{items:?}"
    );
    let d = act(
        h,
        s,
        &[
            "resolve",
            "target.squad=0",
            "target.soldier=1",
            "dice=2",
            "tick=det:0:1",
            r#"roll={"care":{"deteriorate":{}}}"#,
        ],
    );
    assert_eq!(d["card"]["kind"], "deterioration");
    let v = show(h, s, None);
    assert_eq!(man(&v, 0, 1)["fate"]["id"], "fighting");
    assert_eq!(v["state"]["checklist_done"], serde_json::json!(["det:0:1"]));

    // The clock moves when the turn ends; initiative is open again.
    let d = act(h, s, &["end-phase"]);
    assert_eq!(d["round"], 2);
    assert_eq!(d["phase"]["id"], "initiative");
    let v = show(h, s, None);
    let time = v["tracks"]
        .as_array()
        .and_then(|t| t.iter().find(|x| x["id"] == "time").cloned())
        .expect("the Time Track");
    assert_eq!(time["position"], 2);
    assert!(v["state"]["initiative"]["first"].is_null());
    // The latest answer is still the deterioration's.
    assert_eq!(v["card"]["kind"], "deterioration");
    (home, save)
}

#[test]
fn a_whole_turn_through_play_opens_in_the_app_where_it_left_off() {
    let (home, save) = typed_turn();
    let v = show(home.path(), &save, None);

    let mut app = App::new(adjutant::store::Paths::at(home.path()), Some(1));
    send(&mut app, Message::SetLang(Some(adjutant::i18n::Lang::En)));
    let path = adjutant::store::Paths::at(home.path()).save_file(&save);
    send(&mut app, Message::Resume(path));
    let t = app.table().expect("the game is open");
    assert!(t.read_only.is_none(), "opened to play, not read-only");
    let c = t.state.table.cursor;
    assert_eq!(c.round, 2);
    assert_eq!(t.def.phases.phases[c.phase].id, "initiative");
    // Both sides act in every phase of this game: no side's turn, here as there.
    assert!(v["side"].is_null());
    assert_eq!(c.whose_turn(&t.def.phases), None);
    // The same state: what `show` reads from the app's table is what it read from the save.
    let game = adjutant::games::find(GAME).expect("the game");
    let loc = adjutant::i18n::Localizer::new(adjutant::i18n::Lang::En);
    assert_eq!(game.show(&loc, &t.def, &t.state.table, None), v["state"]);
    assert_eq!(t.state.seq, v["seq"].as_u64().expect("seq"));

    // The dock shows the same card, in the same words.
    let card = &v["card"];
    let mut w = common::Window::new(&mut app, common::LANDSCAPE);
    let texts: Vec<String> = w.all_texts().into_iter().map(|(t, _)| t).collect();
    assert!(
        texts.iter().any(|t| t == "Time Track: box 2 of 12"),
        "{texts:?}"
    );
    // (Whose it is shares its line with the "earlier result" mark and the basis mark.)
    for field in ["outcome", "whose", "detail", "basis_mark"] {
        let want = card[field].as_str().expect("words");
        assert!(
            texts
                .iter()
                .any(|t| t == want || t.contains(&format!("· {want}"))),
            "the card's {field} {want:?} is not on screen: {texts:?}"
        );
    }
}

// ---- Refusals -------------------------------------------------------------------------------

/// The save's files (not its lock, which says who holds it): name → bytes.
fn files(home: &std::path::Path) -> std::collections::BTreeMap<String, Vec<u8>> {
    std::fs::read_dir(home.join("saves"))
        .expect("saves")
        .flatten()
        .filter(|e| e.path().extension().is_none_or(|x| x != "lock"))
        .map(|e| {
            (
                e.file_name().to_string_lossy().into_owned(),
                std::fs::read(e.path()).expect("read"),
            )
        })
        .collect()
}

#[test]
fn what_the_rules_forbid_is_refused_and_changes_nothing() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let new = json(h, &["play", "new", GAME, "--seed", "4", "--json"]);
    let s = new["save"].as_str().expect("an id").to_string();
    let s = s.as_str();
    act(
        h,
        s,
        &["add-standard-squad", "army=us-army", "blue=4", "code=Able"],
    );
    act(
        h,
        s,
        &[
            "add-standard-squad",
            "army=wehrmacht",
            "blue=5",
            "code=Kondor",
        ],
    );
    act(h, s, &["call-support", "air=false"]);

    let refused: &[(&[&str], &str)] = &[
        // L885: one support fire per turn.
        (&["call-support", "air=true"], "13.0"),
        // L589: a timed detonator is a d6.
        (&["detonator", "label=D1", "turns=7"], "d6"),
        // 8.1 (L401–L403): a spotter fires at a target he sees, an enemy, never his own side.
        (
            &[
                "resolve",
                "actor.squad=0",
                "actor.soldier=0",
                "target.squad=0",
                "target.soldier=1",
                r#"roll={"combat":{"fire":{"weapon":"m1-garand"}}}"#,
            ],
            "8.1",
        ),
        // L637 (9.0, 10.0): only a comrade of his own side treats a man.
        (
            &[
                "resolve",
                "actor.squad=1",
                "actor.soldier=0",
                "target.squad=0",
                "target.soldier=1",
                r#"roll={"care":{"treat":{}}}"#,
            ],
            "9.0",
        ),
        // L190, L199: an activation recovers a shaken or suppressed man, no one else.
        (
            &["recover", "squad=0", "soldier=0"],
            "neither shaken nor suppressed",
        ),
    ];
    for (words, rule) in refused {
        let before = files(h);
        let mut args = vec!["play", s, "do"];
        args.extend_from_slice(words);
        let (code, out, err) = run(h, &args);
        assert_eq!(code, 2, "{words:?} was not refused: {out}");
        assert!(
            err.contains(rule),
            "{words:?}: {err:?} does not name {rule}"
        );
        assert_eq!(files(h), before, "{words:?} changed the save");
    }
}

/// An initiative check answers with a card only when it tied and rolled the Blue dice
/// (L229); one decided by its points rolls nothing, even with an earlier tie's dice still the
/// last roll on the table.
#[test]
fn an_initiative_check_has_a_card_only_when_it_rolled() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let new = json(h, &["play", "new", GAME, "--seed", "2", "--json"]);
    let s = new["save"].as_str().expect("an id").to_string();
    let s = s.as_str();
    act(
        h,
        s,
        &["add-standard-squad", "army=us-army", "blue=4", "code=Able"],
    );
    act(
        h,
        s,
        &[
            "add-standard-squad",
            "army=wehrmacht",
            "blue=2",
            "code=Kondor",
        ],
    );
    let d = act(h, s, &["initiative", "panels=1,1", "dice=4,1"]);
    assert_eq!(d["card"]["kind"], "initiative", "{d}");
    let v = show(h, s, None);
    assert_eq!(v["state"]["initiative"]["first"]["id"], "allies");
    let d = act(h, s, &["initiative", "panels=1,3"]);
    assert!(d["card"].is_null(), "decided by points: {d}");
    assert_eq!(
        show(h, s, None)["state"]["initiative"]["first"]["id"],
        "axis"
    );
}

/// `play <save> actions` follows the table: nothing about soldiers before there are squads,
/// a recovery only for a shaken or suppressed man (L190, L199), one support call a turn
/// (L885).
#[test]
fn the_actions_allowed_follow_the_table() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let new = json(h, &["play", "new", GAME, "--seed", "5", "--json"]);
    let s = new["save"].as_str().expect("an id").to_string();
    let s = s.as_str();
    let names = || -> Vec<String> {
        let v = json(h, &["play", s, "actions", "--json"]);
        v["actions"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|a| a["name"].as_str().map(str::to_string))
            .collect()
    };
    let has = |n: &[String], a: &str| n.iter().any(|x| x == a);
    let n = names();
    assert!(has(&n, "add-standard-squad") && has(&n, "resolve") && has(&n, "call-support"));
    for a in ["edit", "recover", "suppress", "order", "remove-squad"] {
        assert!(!has(&n, a), "{a} offered with no squads");
    }
    act(
        h,
        s,
        &["add-standard-squad", "army=us-army", "blue=4", "code=Able"],
    );
    let n = names();
    assert!(has(&n, "edit") && has(&n, "suppress") && has(&n, "order"));
    assert!(!has(&n, "recover"), "no one to recover");
    act(h, s, &["suppress", "squad=0", "soldier=1"]);
    act(h, s, &["call-support", "air=true"]);
    let n = names();
    assert!(has(&n, "recover"), "Able 2 is suppressed");
    assert!(!has(&n, "call-support"), "one support call a turn");
    act(h, s, &["recover", "squad=0", "soldier=1"]);
}

/// The leaner actions still read what older saves and journals wrote (every field given,
/// `null` where empty), and a roll's usual values may be left out.
#[test]
fn older_actions_still_read_and_usual_values_may_be_left_out() {
    let game = adjutant::games::find(GAME).expect("the game");
    let old = serde_json::json!({"resolve": {
        "roll": {"combat": {"fire": {
            "weapon": "kar-98k", "range": 4, "firer": "standing", "bipod": false,
            "target": "standing", "cover": null, "hedge": false, "headshot": true, "arms": 0,
            "foreign": false, "gunner": false, "running": false, "wounded": 0, "smoke": false,
        }}},
        "dice": null, "actor": null, "target": null, "tick": null,
    }});
    assert_eq!(game.check_action(&old), Ok(()));
    for lean in [
        serde_json::json!({"resolve": {"roll": {"combat": {"fire": {"weapon": "kar-98k"}}}}}),
        serde_json::json!({"resolve": {"roll": {"care": {"treat": {}}}}}),
        serde_json::json!({"resolve": {"roll": {"blast": {"blast": {}}}}}),
        serde_json::json!({"add-standard-squad": {"army": "wehrmacht", "code": "Kondor"}}),
    ] {
        assert_eq!(game.check_action(&lean), Ok(()), "{lean}");
    }
}

/// Dice the players confirmed as their own (Settings, "Mine match", kept in the data
/// folder's settings) are no estimate on the command line's card either, as on the table.
#[test]
fn dice_the_players_confirmed_are_no_estimate_on_the_command_lines_card() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let save = json(h, &["play", "new", GAME, "--seed", "11", "--json"])["save"]
        .as_str()
        .expect("an id")
        .to_string();
    let s = save.as_str();
    act(
        h,
        s,
        &["add-standard-squad", "army=us-army", "blue=4", "code=Able"],
    );
    act(
        h,
        s,
        &[
            "add-standard-squad",
            "army=wehrmacht",
            "blue=5",
            "code=Kondor",
        ],
    );
    let fire = [
        "resolve",
        "actor.squad=1",
        "actor.soldier=1",
        "target.squad=0",
        "target.soldier=1",
        "dice=5",
        r#"roll={"combat":{"fire":{"weapon":"kar-98k","range":4}}}"#,
    ];
    let d = act(h, s, &fire);
    let faces_marked = |card: &serde_json::Value| {
        card["basis"]
            .as_array()
            .into_iter()
            .flatten()
            .any(|l| l.as_str().unwrap_or_default().contains("faces of the"))
    };
    assert!(
        faces_marked(&d["card"]),
        "placeholder dice are marked: {}",
        d["card"]
    );
    // The group confirms every die of the game as matching theirs.
    let dice: Vec<String> = ["green", "grey", "red", "blue", "black", "white", "yellow"]
        .iter()
        .map(|c| format!("{GAME}:{c}"))
        .collect();
    let mut settings = adjutant::store::Settings::load(&adjutant::store::Paths::at(h)).0;
    settings.confirmed_dice.extend(dice);
    settings
        .save(&adjutant::store::Paths::at(h), false)
        .expect("settings saved");
    let v = show(h, s, None);
    assert!(v["card"]["kind"] == "fire", "{}", v["card"]);
    assert!(!faces_marked(&v["card"]), "{}", v["card"]);
}

/// Recovering at activation (4.0, L190 and L199: at each man's activation in the Fire and
/// the Movement phase, Shaken comes off and Suppressed turns to Shaken, his only action in
/// the phase), through `play` alone. Able 2 is suppressed late in round 1 (its Resolution
/// phase); round 2 starts with him still Suppressed; as the turn reaches the Fire phase's
/// activation he turns to Shaken, and the log says so by name; at the Movement phase's
/// activation his marker comes off. A second recovery in the same phase is refused and
/// changes nothing on disk.
#[test]
fn a_suppressed_man_recovers_at_his_activations_l190_l199() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let (code, s, err) = run(h, &["play", "new", GAME, "--seed", "5"]);
    assert_eq!(code, 0, "{err}");
    let s = s.trim();
    act(
        h,
        s,
        &["add-standard-squad", "army=us-army", "blue=4", "code=Able"],
    );
    let status =
        |v: &serde_json::Value| v["state"]["squads"][0]["soldiers"][1]["status"]["id"].clone();
    let at = |v: &serde_json::Value| {
        (
            v["round"].as_u64().unwrap_or(0),
            v["phase"]["id"].as_str().unwrap_or("").to_string(),
            v["step"]["id"].as_str().unwrap_or("").to_string(),
        )
    };
    // To round 1's Resolution phase, where he is suppressed.
    for _ in 0..3 {
        act(h, s, &["end-phase"]);
    }
    let v = show(h, s, None);
    assert_eq!(at(&v).1, "resolution");
    act(h, s, &["suppress", "squad=0", "soldier=1"]);
    // Round 2: Initiative, then the Fire phase's first step: still Suppressed.
    act(h, s, &["end-phase"]);
    act(h, s, &["end-phase"]);
    let v = show(h, s, None);
    assert_eq!(at(&v), (2, "fire".into(), "clear-fire-markers".into()));
    assert_eq!(status(&v), "suppressed");
    // His activation in the Fire phase: Suppressed turns to Shaken.
    act(h, s, &["next-phase"]);
    let v = show(h, s, None);
    assert_eq!(at(&v), (2, "fire".into(), "recover-status".into()));
    assert_eq!(
        status(&v),
        "shaken",
        "no longer Suppressed at his activation"
    );
    let log = v["log"].to_string();
    assert!(
        log.contains(
            "Fire / Action phase, activation (4.0): Able 2's Suppressed marker is turned to Shaken"
        ),
        "{log}"
    );
    // Once a phase: a second step by hand is refused, the save as it was.
    let before = files(h);
    let (code, out, err) = run(h, &["play", s, "do", "recover", "squad=0", "soldier=1"]);
    assert_eq!(code, 2, "a second recovery was taken: {out}");
    assert!(err.contains("already recovered one step"), "{err}");
    assert_eq!(files(h), before);
    // His activation in the Movement phase: the Shaken marker comes off.
    act(h, s, &["end-phase"]);
    let v = show(h, s, None);
    assert_eq!(at(&v), (2, "movement".into(), "recover-status".into()));
    assert!(status(&v).is_null(), "{}", status(&v));
    assert!(
        v["log"]
            .to_string()
            .contains("Movement phase, activation (4.0): Able 2's Shaken marker comes off"),
        "{}",
        v["log"]
    );
}

/// Where the transcript lost a die face's icon (L317, L397, L478, L647, L769, L881), each
/// answer that reads it names that reading once, quietly, under its card: which face the app
/// took the lost icon for. Through `play`, in English and in Italian.
#[test]
fn each_answer_read_on_a_lost_icon_names_its_reading() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let (code, s, err) = run(h, &["play", "new", GAME, "--seed", "5"]);
    assert_eq!(code, 0, "{err}");
    let s = s.trim();
    act(
        h,
        s,
        &[
            "add-standard-squad",
            "army=us-army",
            "blue=4",
            "code=Able",
            "specialist=medic",
        ],
    );
    act(
        h,
        s,
        &[
            "add-standard-squad",
            "army=wehrmacht",
            "blue=4",
            "code=Kondor",
        ],
    );
    // Able 2 is wounded (for the medic); Able 3 carries a BAR (for suppression fire).
    act(
        h,
        s,
        &[
            "edit",
            "who.squad=0",
            "who.soldier=1",
            r#"edit={"health":2}"#,
        ],
    );
    act(
        h,
        s,
        &[
            "edit",
            "who.squad=0",
            "who.soldier=2",
            r#"edit={"weapon":{"personal":false,"card":"bar-1918a2"}}"#,
        ],
    );
    // (roll, actor, target, the rulebook's section the reading names, its transcript line)
    type Man = (u8, u8);
    let cases: [(&str, Man, Option<Man>, &str, &str); 6] = [
        (
            r#"{"combat":{"sight":{}}}"#,
            (0, 3),
            Some((1, 0)),
            "6.0",
            "L317",
        ),
        (r#"{"care":"river"}"#, (0, 3), None, "7.0", "L397"),
        (
            r#"{"combat":{"suppression":{"weapon":"bar-1918a2"}}}"#,
            (0, 2),
            Some((1, 1)),
            "8.3",
            "L478",
        ),
        (
            r#"{"care":{"medic":{"first_aid":1}}}"#,
            (0, 0),
            Some((0, 1)),
            "9.0",
            "L647",
        ),
        (r#"{"care":{"door":{}}}"#, (0, 3), None, "11.0", "L769"),
        (r#"{"care":"cold-blood"}"#, (1, 3), None, "12.0", "L881"),
    ];
    for (roll, (aq, a), target, section, rule_line) in cases {
        let mut words = vec![
            "resolve".to_string(),
            format!("actor.squad={aq}"),
            format!("actor.soldier={a}"),
            format!("roll={roll}"),
        ];
        if let Some((tq, t)) = target {
            words.push(format!("target.squad={tq}"));
            words.push(format!("target.soldier={t}"));
        }
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        let card = act(h, s, &words)["card"].clone();
        let said: Vec<&str> = card["basis"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|l| l.as_str())
            .filter(|l| l.starts_with(&format!("Reading of a lost icon ({section})")))
            .collect();
        assert_eq!(said.len(), 1, "{roll}: {card}");
        assert!(
            said[0].contains("the app reads"),
            "{roll}: the face is named: {}",
            said[0]
        );
        // The JSON keeps the transcript line the reading rests on.
        assert!(
            card["readings"]
                .as_array()
                .into_iter()
                .flatten()
                .any(|r| r["lines"] == rule_line),
            "{roll}: {card}"
        );
        assert!(
            card["basis_mark"]
                .as_str()
                .is_some_and(|m| m.contains("reading")),
            "{roll}: {card}"
        );
        // The same answer in Italian names it in Italian.
        let (_, it, _) = run(h, &["play", s, "show", "--lang", "it"]);
        assert!(
            it.contains(&format!("Lettura di un'icona persa ({section})")),
            "{roll}: {it}"
        );
    }
}
