//! Issue 25: start-up does not grow with the number of games. Home needs each game's name and
//! accent only; a game's data is read and checked when it is first used, its words parsed when
//! first shown, and the other language's words only when the player switches.

mod common;

use adjutant::i18n::Lang;
use adjutant::ui::{App, Message};

const SIZE: (f32, f32) = (1280.0, 800.0);

/// A data-only game in the player's data folder, its dice file as given.
fn data_only_game(home: &std::path::Path, id: &str, dice: &str) {
    let dir = home.join("data").join(id);
    std::fs::create_dir_all(&dir).expect("mkdir");
    let game = format!(
        r#"{{ "id": "{id}", "name": "{id}",
             "sides": [ {{ "id": "red", "name": "red" }}, {{ "id": "blue", "name": "blue" }} ] }}"#
    );
    std::fs::write(dir.join("game.json"), game).expect("write");
    std::fs::write(dir.join("dice.json"), dice).expect("write");
}

#[test]
fn home_reads_each_games_name_only_and_a_game_on_first_use() {
    let (_home, mut app) = common::english_app(1);
    assert_eq!(app.content.heads.len(), 5, "{:?}", app.content.heads);
    assert_eq!(
        app.content.games_read(),
        0,
        "no game's data is read at start"
    );
    let l = common::layout(&app, SIZE);
    for name in ["Tide of Iron", "Trench Club", "ASL Starter Kit #1"] {
        assert!(l.texts.iter().any(|(t, _)| t == name), "{name} on Home");
    }
    assert_eq!(app.content.games_read(), 0, "Home reads no game's data");
    // Home parsed the app's words and Home's own (the games' names), no game's words.
    assert_eq!(
        app.loc.parsed_names(Lang::En),
        ["en/app.ftl", "en/home.ftl"],
        "files parsed for Home"
    );
    let (parsed, all) = app.loc.parsed_files(Lang::En);
    assert!(parsed * 2 < all, "{parsed} of {all} files parsed for Home");
    // Opening a game reads that game, once.
    let _ = app.update(Message::NewGame("tide-of-iron".into()));
    assert_eq!(app.content.games_read(), 1);
    assert!(app.content.all_problems().is_empty());
    let _ = common::layout(&app, SIZE);
    assert_eq!(app.content.games_read(), 1);
}

#[test]
fn the_other_language_is_read_when_the_player_switches() {
    let (_home, mut app) = common::english_app(2);
    let _ = common::layout(&app, SIZE);
    assert_eq!(app.loc.parsed_files(Lang::It), (0, 0), "Italian not read");
    let _ = app.update(Message::SetLang(Some(Lang::It)));
    let l = common::layout(&app, SIZE);
    assert!(app.loc.parsed_files(Lang::It).0 > 0);
    assert!(
        l.texts.iter().any(|(t, _)| t == "Impostazioni"),
        "Italian Home"
    );
}

/// A broken file of a game not used yet is reported when the game is first used, as at start
/// before, and kept as the player wrote it.
#[test]
fn a_data_only_games_bad_file_is_reported_on_first_use_and_kept() {
    common::headless();
    let home = tempfile::tempdir().expect("tempdir");
    let bad = r#"{"dice": [ { "id": "gun", "name": "gun", "sides": 6000 } ]}"#;
    data_only_game(home.path(), "zz-duel", bad);
    let mut app = App::new(adjutant::store::Paths::at(home.path()), Some(3));
    // Asked for before its header is read (a saved game of it continued at once): found.
    assert!(app.content.game("zz-duel").is_some());
    app.settle_listing();
    assert_eq!(app.content.heads.len(), 6);
    let def = app.content.game("zz-duel").expect("the game loads");
    assert!(def.dice.is_empty(), "the broken dice file is not obeyed");
    let problems = app.content.all_problems();
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(problems[0].file.ends_with("dice.json"), "{problems:?}");
    let kept = std::fs::read_to_string(home.path().join("data/zz-duel/dice.json")).expect("kept");
    assert_eq!(kept, bad, "never overwritten");
    // Asked again: read once, reported once.
    let _ = app.content.game("zz-duel");
    assert_eq!(app.content.all_problems().len(), 1);
}

/// Fifty games a player added cost the start nothing but a look at the folder: their headers
/// are read off the first frame, their data when first used.
#[test]
fn fifty_data_only_games_are_listed_without_reading_their_data() {
    common::headless();
    let home = tempfile::tempdir().expect("tempdir");
    for i in 0..50 {
        data_only_game(
            home.path(),
            &format!("fixture-{i:02}"),
            r#"{ "dice": [ { "id": "gun", "name": "gun", "sides": 6 } ] }"#,
        );
    }
    let mut app = App::new(adjutant::store::Paths::at(home.path()), Some(4));
    // Their headers are read off the first frame, then listed on Home.
    assert_eq!(app.content.heads.len(), 5, "the built-in games at once");
    // The first frame up, they are read on a thread of their own and added.
    let _ = app.update(Message::FirstFrame);
    let _ = app.update(Message::GamesListed);
    assert_eq!(app.content.heads.len(), 55);
    assert_eq!(app.content.games_read(), 0);
    let l = common::layout(&app, SIZE);
    assert!(
        l.texts.iter().any(|(t, _)| t == "fixture-49"),
        "listed on Home"
    );
    assert_eq!(app.content.all_games().len(), 55);
    assert_eq!(app.content.games_read(), 55);
}

/// Home lists saved games with whose turn it is without reading their games: each game's
/// header names its sides, its `phases.json` alone says whether they take turns, and the
/// sides' names are Home's own words.
#[test]
fn saved_games_are_listed_without_reading_their_games() {
    common::headless();
    let home = tempfile::tempdir().expect("tempdir");
    let paths = adjutant::store::Paths::at(home.path());
    for game in ["trench-club", "tide-of-iron"] {
        let (mut out, mut err) = (vec![], vec![]);
        let args = vec!["adjutant", "play", "new", game];
        let code = adjutant::cli::run_in(&paths, args, &mut out, &mut err);
        assert_eq!(code, 0, "{}", String::from_utf8_lossy(&err));
    }
    let mut app = App::new(paths, Some(5));
    let _ = app.update(Message::SetLang(Some(Lang::En)));
    app.settle_listing();
    let l = common::layout(&app, SIZE);
    let shown = |line: &str| l.texts.iter().any(|(t, _)| t.starts_with(line));
    // Trench Club's sides take turns: the first seat to play. Tide of Iron's play together.
    for line in [
        "Round 1 · Germany to play · ",
        "Round 1 · all sides play together · ",
    ] {
        assert!(shown(line), "{line:?} on Home: {:?}", l.texts);
    }
    assert_eq!(app.content.games_read(), 0, "Home read no game whole");
    assert_eq!(
        app.loc.parsed_names(Lang::En),
        ["en/app.ftl", "en/home.ftl"]
    );
    // Opening one reads that game, as before.
    let _ = app.update(Message::NewGame("trench-club".into()));
    assert_eq!(app.content.games_read(), 1);
}

/// The saved games that are a campaign's mission in play are found at start from what the
/// campaign files say of their missions; a finished mission links nothing, a file that is not
/// a campaign is skipped.
#[test]
fn campaign_missions_in_play_are_linked_at_start() {
    use adjutant::core::campaign::{Campaign, Outcome};
    common::headless();
    let home = tempfile::tempdir().expect("tempdir");
    let paths = adjutant::store::Paths::at(home.path());
    let now = chrono::Utc::now();
    let new = |id: &str| {
        Campaign::new(
            id,
            id,
            "we-were-brothers",
            "allies",
            "Sicily 1943",
            serde_json::json!({}),
            serde_json::json!({}),
            now,
        )
        .expect("campaign")
    };
    let mut playing = new("husky");
    playing
        .start_mission("Gela", Some("save-1".into()), Default::default(), now)
        .expect("mission");
    adjutant::store::campaigns::save(&paths, &playing).expect("save");
    let mut done = new("shingle");
    done.start_mission("Anzio", Some("save-2".into()), Default::default(), now)
        .expect("mission");
    done.missions[0].result = Some(Outcome::Win);
    adjutant::store::campaigns::save(&paths, &done).expect("save");
    std::fs::write(
        adjutant::store::campaigns::dir(&paths).join("junk.json"),
        "{ not json",
    )
    .expect("write");
    let app = App::new(paths, Some(5));
    let links: Vec<_> = app.campaign_games.iter().collect();
    assert_eq!(links, vec![(&"save-1".to_string(), &"husky".to_string())]);
}
