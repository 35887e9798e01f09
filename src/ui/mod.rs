//! The only place that uses iced: it renders state and turns taps into actions.

pub mod app;
pub mod campaign;
pub mod design;
pub mod games;
pub mod icons;
pub mod screens;
pub mod shortcuts;
pub mod theme;
pub mod widgets;

pub use app::{App, Message, SaveStatus};

/// Why the window cannot open, found before trying where that can be known (a message id and
/// its arguments): on Linux and the BSDs a window needs an X11 or Wayland session, and the
/// windowing library panics when there is none or the one named cannot be reached. The
/// session is looked for as the windowing library looks for it: Wayland when
/// `WAYLAND_DISPLAY` or `WAYLAND_SOCKET` is set, else X11 when `DISPLAY` is.
pub fn no_display() -> Option<(&'static str, Vec<(&'static str, String)>)> {
    let unix_desktop = cfg!(all(
        unix,
        not(target_os = "macos"),
        not(target_os = "android")
    ));
    if !unix_desktop {
        return None;
    }
    let var = |k: &str| std::env::var_os(k).filter(|v| !v.is_empty());
    if let Some(name) = var("WAYLAND_DISPLAY") {
        return wayland_unreachable(&name).map(|why| {
            (
                "err-display-unreachable",
                vec![
                    (
                        "display",
                        format!("WAYLAND_DISPLAY={}", name.to_string_lossy()),
                    ),
                    ("reason", why),
                ],
            )
        });
    }
    if let Some(fd) = var("WAYLAND_SOCKET") {
        // A socket handed over by the compositor: it must be an open socket of this process
        // (the windowing library panics on anything else).
        return wayland_socket_unusable(&fd.to_string_lossy()).map(|why| {
            (
                "err-display-unreachable",
                vec![
                    (
                        "display",
                        format!("WAYLAND_SOCKET={}", fd.to_string_lossy()),
                    ),
                    ("reason", why),
                ],
            )
        });
    }
    match var("DISPLAY") {
        None => Some(("err-no-display", vec![])),
        Some(name) => x11_unreachable().map(|why| {
            (
                "err-display-unreachable",
                vec![
                    ("display", format!("DISPLAY={}", name.to_string_lossy())),
                    ("reason", why),
                ],
            )
        }),
    }
}

/// Why the file descriptor `WAYLAND_SOCKET` names cannot be used, if it cannot: not a
/// number, not open, or (where the system tells) not a socket.
fn wayland_socket_unusable(value: &str) -> Option<String> {
    let Ok(fd) = value.trim().parse::<u32>() else {
        return Some("not a file descriptor number".into());
    };
    let link = std::path::PathBuf::from(format!("/proc/self/fd/{fd}"));
    if !std::path::Path::new("/proc/self/fd").is_dir() {
        // No way to look here: left to the windowing library.
        return None;
    }
    match std::fs::read_link(&link) {
        Err(_) => Some(format!("file descriptor {fd} is not open")),
        Ok(target) if !target.to_string_lossy().starts_with("socket:") => {
            Some(format!("file descriptor {fd} is not a socket"))
        }
        Ok(_) => None,
    }
}

/// Why the Wayland compositor `name` cannot be reached, if it cannot (a name is a socket in
/// `XDG_RUNTIME_DIR`, or a path).
#[cfg(unix)]
fn wayland_unreachable(name: &std::ffi::OsStr) -> Option<String> {
    let name = std::path::Path::new(name);
    let path = if name.is_absolute() {
        name.to_path_buf()
    } else {
        match std::env::var_os("XDG_RUNTIME_DIR").filter(|v| !v.is_empty()) {
            Some(dir) => std::path::Path::new(&dir).join(name),
            None => return Some("XDG_RUNTIME_DIR is not set".into()),
        }
    };
    std::os::unix::net::UnixStream::connect(&path)
        .err()
        .map(|e| format!("{}: {e}", path.display()))
}

#[cfg(not(unix))]
fn wayland_unreachable(_name: &std::ffi::OsStr) -> Option<String> {
    None
}

/// Why the X server named by `DISPLAY` cannot be reached, if it cannot: a connection is made
/// (and the server's greeting read, so a server that refuses us counts too). It is kept open
/// until the window's own connection is made ([`release_display_probe`]): an X server whose
/// last client leaves resets itself (`xinit` running the app alone, Xvfb), and a window
/// opening during that reset finds no server and the windowing library panics.
#[cfg(all(unix, not(target_os = "macos"), not(target_os = "android")))]
fn x11_unreachable() -> Option<String> {
    match x11rb::connect(None) {
        Ok((conn, _)) => {
            if let Ok(mut probe) = X11_PROBE.lock() {
                *probe = Some(conn);
            }
            None
        }
        Err(e) => Some(e.to_string()),
    }
}

#[cfg(all(unix, not(target_os = "macos"), not(target_os = "android")))]
static X11_PROBE: std::sync::Mutex<Option<x11rb::rust_connection::RustConnection>> =
    std::sync::Mutex::new(None);

/// Closes the connection [`no_display`] made to the X server, once the window has its own.
pub fn release_display_probe() {
    #[cfg(all(unix, not(target_os = "macos"), not(target_os = "android")))]
    if let Ok(mut probe) = X11_PROBE.lock() {
        probe.take();
    }
}

#[cfg(not(all(unix, not(target_os = "macos"), not(target_os = "android"))))]
fn x11_unreachable() -> Option<String> {
    None
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
    run_at(None)
}

/// The fonts the app ships besides Fira Sans: the symbols and the icons.
pub const FONTS: [&[u8]; 2] = [theme::SYMBOL_FONT, icons::ICON_FONT];

/// Loads `FONTS` into iced's font system for renderers made outside `run_at` (the headless
/// ones of tests and snapshots); a font already loaded is not loaded again.
pub fn load_fonts() {
    if let Ok(mut fonts) = iced::advanced::graphics::text::font_system().write() {
        for f in FONTS {
            fonts.load_font(std::borrow::Cow::Borrowed(f));
        }
    }
}

/// Opens the app window, at the saved game `at` when given (`adjutant open <save>`).
pub fn run_at(at: Option<std::path::PathBuf>) -> Result<(), String> {
    let paths = crate::store::Paths::from_env();
    let settings = crate::store::Settings::load(&paths).0;
    if let Some((id, args)) = no_display() {
        let loc = crate::i18n::Localizer::new(settings.effective_lang());
        return Err(loc.tr(id, &args));
    }
    let saved = settings.window;
    iced::application(move || App::boot_at(at.clone()), App::update, App::view)
        .title(App::title)
        .theme(App::theme)
        .scale_factor(App::scale_factor)
        .subscription(App::subscription)
        .window(window_settings(saved))
        .font(theme::SYMBOL_FONT)
        .font(icons::ICON_FONT)
        .run()
        .map_err(|e| e.to_string())
}
