//! Problems in the player's game data files are listed at the foot of Home, below the fold; a
//! one-line notice at the top says there are some, and a tap on it scrolls to them (issue 27,
//! item 9).

mod common;

use adjutant::ui::{App, Message};

const SIZE: (f32, f32) = (1280.0, 800.0);

fn app_with_bad_data(seed: u64) -> (tempfile::TempDir, App) {
    common::headless();
    let home = tempfile::tempdir().expect("tempdir");
    let dir = home.path().join("data").join("we-were-brothers");
    std::fs::create_dir_all(&dir).expect("mkdir");
    std::fs::write(dir.join("dice.json"), r#"{"dice": []}"#).expect("write");
    let mut app = App::new(adjutant::store::Paths::at(home.path()), Some(seed));
    let _ = app.update(Message::SetLang(Some(adjutant::i18n::Lang::En)));
    (home, app)
}

#[test]
fn data_problems_are_announced_at_the_top_of_home() {
    let notice = "One of your game data files has a problem; the built-in data is used \
                  meanwhile. Tap to see it.";
    let (_home, mut app) = app_with_bad_data(3);
    assert_eq!(app.content.problems.len(), 1, "{:?}", app.content.problems);
    let l = common::layout(&app, SIZE);
    let (_, at) = l
        .texts
        .iter()
        .find(|(t, _)| t == notice)
        .unwrap_or_else(|| panic!("no notice on Home"));
    assert!(
        at.y >= 0.0 && at.y + at.height <= SIZE.1 / 4.0,
        "the notice is at the top: {at:?}"
    );
    // The list itself is at the foot of the right column, under the campaigns (since the
    // dice tray and the campaigns sit side by side, in view at 1280×800: issue 36 item 5).
    let (_, list) = l
        .texts
        .iter()
        .find(|(t, _)| t == "Problems in the game data")
        .expect("the list");
    let (_, camps) = l
        .texts
        .iter()
        .find(|(t, _)| t == "Open the campaigns")
        .expect("the campaigns");
    assert!(list.y > camps.y, "the list is at the foot: {list:?}");
    // A tap scrolls to it.
    common::click_in(&mut app, notice, SIZE);

    // No problems, no notice.
    let (_home, app) = common::english_app(3);
    assert!(app.content.problems.is_empty());
    let l = common::layout(&app, SIZE);
    assert!(!l.texts.iter().any(|(t, _)| t.contains("game data files")));
}
