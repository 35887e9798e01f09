//! The only place that uses iced: it renders state and turns taps into actions.

pub mod app;
pub mod games;
pub mod screens;
pub mod shortcuts;
pub mod theme;
pub mod widgets;

pub use app::{App, Message};

/// Opens the app window.
pub fn run() -> Result<(), String> {
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
