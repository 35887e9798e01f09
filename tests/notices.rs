//! A message belongs to the screen that raised it (issue 36): leaving that screen takes it
//! away, so a campaign's error never covers the next game's dice pad; a failed save is still
//! told wherever the player goes, and a message the move itself raises is kept.

mod common;

use adjutant::store::Paths;
use adjutant::ui::Message;
use adjutant::ui::app::Notice;
use common::cli_play::json;

#[test]
fn a_message_goes_with_its_screen() {
    let (home, mut app) = common::english_app(3);
    let made = json(
        home.path(),
        &["play", "new", "cc-great-war", "--seed", "3", "--json"],
    );
    let save = made["save"].as_str().expect("save").to_string();
    let path = Paths::at(home.path()).saves().join(format!("{save}.json"));

    // Raised on Home (a campaign's name refused, say), then a game is opened: gone.
    app.notice = Some(Notice::error(
        "err-unknown-game",
        vec![("game", "x".into())],
    ));
    let _ = app.update(Message::Resume(path.clone()));
    assert!(app.table().is_some());
    assert_eq!(
        app.notice, None,
        "Home's message does not follow to the table"
    );

    // A failed save is told on every screen.
    app.notice = Some(Notice::save_failed("/x", "disk full"));
    let _ = app.update(Message::GoHome);
    assert!(app.table().is_none());
    assert!(
        app.notice.as_ref().is_some_and(|n| n.id == "err-save"),
        "{:?}",
        app.notice
    );

    // A message the move raises is the new screen's own: a save that does not load.
    let bad = Paths::at(home.path()).saves().join("broken.json");
    std::fs::write(&bad, b"{ not a save").expect("write");
    app.notice = None;
    let _ = app.update(Message::Resume(bad));
    assert!(app.notice.is_some(), "the load error is shown");
}
