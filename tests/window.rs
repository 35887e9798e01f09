//! The window remembers its size and place, and its settings load fault-tolerantly.

use adjutant::store::{Paths, Settings, WindowGeometry};
use adjutant::ui::{App, Message};
use iced::window::Event;

#[test]
fn size_and_place_are_saved_on_quitting_and_used_at_the_next_start() {
    let home = tempfile::tempdir().expect("tmp");
    let paths = Paths::at(home.path());
    let mut app = App::new(paths.clone(), Some(1));
    let _ = app.update(Message::Window(Event::Resized(iced::Size::new(
        1000.0, 700.0,
    ))));
    let _ = app.update(Message::Window(Event::Moved(iced::Point::new(40.0, 30.0))));
    // Nothing is written while the window moves…
    assert!(!paths.settings_file().exists());
    // …only when it closes.
    let _ = app.update(Message::Quit(iced::window::Id::unique()));
    let saved = Settings::load(&paths).0.window;
    let want = WindowGeometry {
        width: 1000.0,
        height: 700.0,
        x: Some(40.0),
        y: Some(30.0),
    };
    assert_eq!(saved, Some(want));
    let w = adjutant::ui::window_settings(saved);
    assert_eq!(w.size, iced::Size::new(1000.0, 700.0));
    assert!(matches!(
        w.position,
        iced::window::Position::Specific(p) if p == iced::Point::new(40.0, 30.0)
    ));
    assert!(w.min_size.is_some() && !w.exit_on_close_request);
}

#[test]
fn first_start_is_centred_at_1280_by_800_with_the_app_id() {
    let w = adjutant::ui::window_settings(None);
    assert_eq!(w.size, iced::Size::new(1280.0, 800.0));
    assert!(matches!(w.position, iced::window::Position::Centered));
    #[cfg(target_os = "linux")]
    assert_eq!(w.platform_specific.application_id, "org.adjutant.Adjutant");
}

#[test]
fn a_bad_window_entry_costs_only_the_window() {
    let home = tempfile::tempdir().expect("tmp");
    let paths = Paths::at(home.path());
    let cases = [
        (r#"{"theme":"dark","window":{"width":"wide"}}"#, None),
        (
            r#"{"theme":"dark","window":{"width":1e30,"height":700}}"#,
            None,
        ),
        (
            r#"{"theme":"dark","window":{"width":10,"height":700,"x":1e9,"y":0}}"#,
            Some(WindowGeometry {
                width: WindowGeometry::MIN.0,
                height: 700.0,
                x: None,
                y: None,
            }),
        ),
    ];
    for (text, want) in cases {
        std::fs::write(paths.settings_file(), text).expect("write");
        let (s, err) = Settings::load(&paths);
        assert!(err.is_none(), "{text}: {err:?}");
        assert_eq!(s.theme, adjutant::store::ThemeChoice::Dark, "{text}");
        assert_eq!(s.window, want, "{text}");
    }
}

#[test]
fn the_system_theme_applies_only_before_the_player_has_settings() {
    let home = tempfile::tempdir().expect("tmp");
    let paths = Paths::at(home.path());
    let mut app = App::new(paths.clone(), Some(1));
    let _ = app.update(Message::SystemTheme(iced::theme::Mode::Dark));
    assert_eq!(app.settings.theme, adjutant::store::ThemeChoice::Dark);
    std::fs::write(paths.settings_file(), r#"{"theme":"light"}"#).expect("write");
    let mut app = App::new(paths, Some(1));
    let _ = app.update(Message::SystemTheme(iced::theme::Mode::Dark));
    assert_eq!(app.settings.theme, adjutant::store::ThemeChoice::Light);
}
