//! `adjutant open <save>`: the window opens straight at a saved game, found by its name or
//! by the path of its file; a wrong name or a file that does not load is said on the
//! terminal, no window opens, and the file is left byte for byte as it was.

mod common;

use adjutant::store::Paths;
use adjutant::ui::App;
use adjutant::ui::app::Screen;
use common::cli_play::{files, json, run};

#[test]
fn a_save_opens_at_its_table_by_name_or_by_path() {
    common::headless();
    let home = tempfile::tempdir().expect("tempdir");
    let made = json(
        home.path(),
        &["play", "new", "trench-club", "--seed", "3", "--json"],
    );
    let id = made["save"].as_str().expect("save id").to_string();
    let file = Paths::at(home.path()).saves().join(format!("{id}.json"));
    for at in [file.clone(), std::path::PathBuf::from(&id)] {
        // What `open` hands the window: the checked, whole path of the save.
        let content = adjutant::games::load_heads(None);
        let loc = adjutant::i18n::Localizer::new(adjutant::i18n::Lang::En);
        let path = adjutant::cli::open_target(
            &Paths::at(home.path()),
            &content,
            &loc,
            &at.to_string_lossy(),
        )
        .expect("the save is found");
        assert_eq!(path, file);
        let (app, _) = App::start_at(Paths::at(home.path()), Some(1), Some(path));
        let t = app.table().expect("the window opens at the table");
        assert_eq!(t.path, file);
        assert_eq!(t.state.game, "trench-club");
        assert!(matches!(app.screen, Screen::Table(_)), "not Home");
        assert!(t.read_only.is_none(), "the app holds the save to write it");
        drop(app);
    }
}

#[test]
fn a_wrong_save_is_said_and_nothing_opens_or_changes() {
    let home = tempfile::tempdir().expect("tempdir");
    let (code, _, err) = run(home.path(), &["open", "no-such-game"]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("no-such-game") && err.contains("no saved game"),
        "{err}"
    );

    // A file that is not a save: reported, kept as it was, no window.
    let saves = Paths::at(home.path()).saves();
    std::fs::create_dir_all(&saves).expect("saves folder");
    let bad = saves.join("notes.json");
    std::fs::write(&bad, b"{ this is not a save").expect("write");
    let before = files(home.path());
    let (code, _, err) = run(home.path(), &["open", &bad.to_string_lossy()]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("did not load"), "{err}");
    assert_eq!(files(home.path()), before, "the file is left as it was");
}
