//! The themes: Adjutant's light and dark palettes with a game's accent, built from the colour
//! roles of [`crate::ui::design::colour`], and the readability checks an accent must pass.
//! The container styles here are kept for the screens that name them; each is the design
//! module's own style.

use std::sync::LazyLock;

use iced::theme::Palette;
use iced::widget::container;
use iced::{Color, Theme, color};

use crate::ui::design::{Tone, font, style};

use crate::ui::design::colour as roles;

const LIGHT_PRIMARY: Color = roles::LIGHT_ACCENT;
const DARK_PRIMARY: Color = roles::DARK_ACCENT;

/// Adjutant's light theme: iced's own colours made darker where text sits on them, so every
/// button label keeps at least 4.5:1 contrast, hovered too (`tests/contrast.rs`).
pub fn light() -> Theme {
    static LIGHT: LazyLock<Theme> =
        LazyLock::new(|| light_with("Adjutant light".into(), LIGHT_PRIMARY));
    LIGHT.clone()
}

/// Adjutant's dark theme (see [`light`]).
pub fn dark() -> Theme {
    static DARK: LazyLock<Theme> =
        LazyLock::new(|| dark_with("Adjutant dark".into(), DARK_PRIMARY));
    DARK.clone()
}

fn light_with(name: String, primary: Color) -> Theme {
    Theme::custom_with_fn(
        name,
        Palette {
            background: roles::LIGHT_PAGE,
            text: roles::LIGHT_TEXT,
            primary,
            success: roles::LIGHT_SUCCESS,
            warning: roles::LIGHT_WARNING,
            danger: roles::LIGHT_FAILURE,
        },
        |p| {
            let mut e = iced::theme::palette::Extended::generate(p);
            // Grey buttons a shade darker, so they stand out 3:1 from the white page.
            e.secondary.base = iced::theme::palette::Pair::new(color!(0x8f8877), Color::BLACK);
            e
        },
    )
}

fn dark_with(name: String, primary: Color) -> Theme {
    Theme::custom(
        name,
        Palette {
            background: roles::DARK_PAGE,
            text: roles::DARK_TEXT,
            primary,
            success: roles::DARK_SUCCESS,
            warning: roles::DARK_WARNING,
            danger: roles::DARK_FAILURE,
        },
    )
}

/// The theme of an open game: Adjutant's light or dark theme with the game's accent
/// (`#rrggbb`, from its `game.json`) as the primary colour. The default theme when the game
/// has no accent for this mode, or when the accent would make text unreadable ([`accented`]).
pub fn for_game(accent: Option<&str>, dark_mode: bool) -> Theme {
    accent
        .and_then(|a| accented(a, dark_mode))
        .unwrap_or_else(|| if dark_mode { dark() } else { light() })
}

/// The light or dark theme with `accent` as its primary colour, built once per colour (the
/// theme is asked for every frame). `None` when `accent` is not `#rrggbb` or fails the
/// contrast checks of [`readable`].
pub fn accented(accent: &str, dark_mode: bool) -> Option<Theme> {
    type Cache = std::collections::HashMap<(String, bool), Option<Theme>>;
    static CACHE: LazyLock<std::sync::Mutex<Cache>> = LazyLock::new(Default::default);
    let mut cache = CACHE
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    cache
        .entry((accent.to_string(), dark_mode))
        .or_insert_with(|| {
            let c = super::widgets::die_face::parse_color(accent)?;
            let theme = if dark_mode {
                dark_with(format!("Adjutant dark {accent}"), c)
            } else {
                light_with(format!("Adjutant light {accent}"), c)
            };
            readable(&theme).then_some(theme)
        })
        .clone()
}

/// WCAG 2 relative luminance.
fn luminance(c: Color) -> f64 {
    let f = |v: f32| {
        let v = f64::from(v);
        if v <= 0.039_28 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b)
}

/// The contrast ratio of two opaque colours (1 to 21).
fn contrast(a: Color, b: Color) -> f64 {
    let (x, y) = (luminance(a), luminance(b));
    (x.max(y) + 0.05) / (x.min(y) + 0.05)
}

/// Whether the colours the accent paints are readable, as the design draws them: the primary
/// action's words at least 4.5:1 on its fill, hovered too, and its fill at least 3:1 against
/// the page; the accent's words on a surface and the ink on the accent's soft fill (an on
/// chip, a neutral banner) at least 4.5:1 (the checks of `tests/contrast.rs`).
pub fn readable(theme: &Theme) -> bool {
    use crate::ui::design::roles;
    use iced::widget::button;
    let r = roles(theme);
    let fill = |s: &button::Style| match s.background {
        Some(iced::Background::Color(c)) => c,
        _ => r.page,
    };
    let active = style::primary(theme, button::Status::Active);
    let hovered = style::primary(theme, button::Status::Hovered);
    contrast(active.text_color, fill(&active)) >= 4.5
        && contrast(hovered.text_color, fill(&hovered)) >= 4.5
        && contrast(fill(&active), r.page) >= 3.0
        && contrast(r.accent_text, r.surface) >= 4.5
        && contrast(r.text, r.accent_soft) >= 4.5
}

/// The filled part of an odds bar.
pub fn bar(theme: &Theme) -> container::Style {
    style::accent_bar(theme)
}

/// A panel on the table.
pub fn panel(theme: &Theme) -> container::Style {
    style::panel(theme)
}

/// An error or warning banner.
pub fn banner(theme: &Theme) -> container::Style {
    style::banner(Tone::Failure)(theme)
}

/// A neutral notice banner.
pub fn info(theme: &Theme) -> container::Style {
    style::banner(Tone::Neutral)(theme)
}

/// Text colour for secondary lines.
pub fn muted(theme: &Theme) -> Color {
    style::muted(theme)
}

/// The type scale's steps the screens have named since before the design module (see
/// [`crate::ui::design::font`]).
pub const DISPLAY: f32 = font::DISPLAY;
pub const TITLE: f32 = font::TITLE;
pub const BODY: f32 = font::BODY;
pub const CAPTION: f32 = font::CAPTION;

/// A current result, untoned.
pub fn result(theme: &Theme) -> container::Style {
    style::card(Tone::Neutral)(theme)
}

/// A result that is no longer current: greyed, with a thin border.
pub fn result_stale(theme: &Theme) -> container::Style {
    style::card_stale(theme)
}

/// The symbols Fira Sans (iced's built-in font) lacks (play arrows, stars, ticks, the medal),
/// cut from DejaVu Sans and shipped inside the app, so no symbol depends on the tablet's own
/// fonts. Text falls back to it glyph by glyph. `tests/glyphs.rs` checks every symbol the app
/// shows is in one of the two fonts.
pub const SYMBOL_FONT: &[u8] = include_bytes!("../../assets/fonts/AdjutantSymbols.ttf");
