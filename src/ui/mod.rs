//! The only place that uses iced: it renders state and turns taps into actions.

pub mod app;
pub mod campaign;
pub mod games;
pub mod screens;
pub mod shortcuts;
pub mod theme;
pub mod widgets;

pub use app::{App, Message, SaveStatus};

/// Why the window cannot open before trying, where that can be known: on Linux and the BSDs a
/// window needs an X11 or Wayland session (the windowing library would panic without one).
pub fn no_display() -> Option<&'static str> {
    let unix_desktop = cfg!(all(
        unix,
        not(target_os = "macos"),
        not(target_os = "android")
    ));
    let has = |k: &str| std::env::var_os(k).is_some_and(|v| !v.is_empty());
    (unix_desktop && !has("DISPLAY") && !has("WAYLAND_DISPLAY") && !has("WAYLAND_SOCKET"))
        .then_some(
            "no desktop session to open a window in (neither DISPLAY nor WAYLAND_DISPLAY is set); \
         start Adjutant from a desktop, or use the command line: adjutant --help",
        )
}

/// The app id: the desktop entry's name, the AppStream id, the Wayland app id and the X11
/// window class, so a desktop matches the window to its launcher and icon.
pub const APP_ID: &str = "org.adjutant.Adjutant";

/// The window as it was last closed (size, and place where the system tells it), or
/// 1280×800 in the middle of the screen.
pub fn window_settings(saved: Option<crate::store::WindowGeometry>) -> iced::window::Settings {
    use iced::window::Position;
    let min = crate::store::WindowGeometry::MIN;
    let (size, position) = match saved {
        Some(g) => (
            iced::Size::new(g.width, g.height),
            match (g.x, g.y) {
                (Some(x), Some(y)) => Position::Specific(iced::Point::new(x, y)),
                _ => Position::Centered,
            },
        ),
        None => (iced::Size::new(1280.0, 800.0), Position::Centered),
    };
    #[allow(unused_mut)]
    let mut settings = iced::window::Settings {
        size,
        position,
        min_size: Some(iced::Size::new(min.0, min.1)),
        // Closing waits for the last save (see `Message::Quit`).
        exit_on_close_request: false,
        ..Default::default()
    };
    #[cfg(target_os = "linux")]
    {
        settings.platform_specific.application_id = APP_ID.to_string();
    }
    settings
}

/// Opens the app window.
pub fn run() -> Result<(), String> {
    if let Some(why) = no_display() {
        return Err(why.to_string());
    }
    let paths = crate::store::Paths::from_env();
    let saved = crate::store::Settings::load(&paths).0.window;
    iced::application(App::boot, App::update, App::view)
        .title(App::title)
        .theme(App::theme)
        .scale_factor(App::scale_factor)
        .subscription(App::subscription)
        .window(window_settings(saved))
        .run()
        .map_err(|e| e.to_string())
}
