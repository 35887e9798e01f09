//! The only place that uses iced: it renders state and turns taps into actions.

pub mod app;
pub mod games;
pub mod screens;
pub mod shortcuts;
pub mod theme;
pub mod widgets;

pub use app::{App, Message};

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

/// Opens the app window.
pub fn run() -> Result<(), String> {
    if let Some(why) = no_display() {
        return Err(why.to_string());
    }
    iced::application(App::boot, App::update, App::view)
        .title(App::title)
        .theme(App::theme)
        .scale_factor(App::scale_factor)
        .subscription(App::subscription)
        // Closing waits for the last save (see `Message::Quit`).
        .exit_on_close_request(false)
        .window_size(iced::Size::new(1280.0, 800.0))
        .run()
        .map_err(|e| e.to_string())
}
