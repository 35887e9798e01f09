//! The colour roles of both themes. A screen never names a colour: it names a role (the page,
//! a raised surface, the accent, a success…) and the theme gives the colour. Light is warm
//! paper with ink, like a printed play-aid on the table; dark is a warm charcoal, not the
//! light theme inverted: its surfaces rise by getting lighter, its accents are the games'
//! pale accents, and its text is off-white so it does not glare at night.

use iced::{Color, Theme, color};

pub use crate::games::card::Tone;

/// What each colour is for, in one theme.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Roles {
    /// The window's background.
    pub page: Color,
    /// A raised surface on the page: a panel, the result card, a button.
    pub surface: Color,
    /// A recessed surface: a well behind a segmented control, a stepper's value.
    pub sunken: Color,
    /// Hairlines: a panel's edge, an unselected control's outline.
    pub line: Color,
    /// A stronger outline: a control the finger can take, a selected chip's edge in dark.
    pub line_strong: Color,
    pub text: Color,
    /// Secondary words, at least 4.5:1 on the page and on surfaces.
    pub muted: Color,
    /// The game's accent: the primary action, the selection, the open tab.
    pub accent: Color,
    /// Text on the accent.
    pub on_accent: Color,
    /// The accent laid softly over a surface: a selected segment or an on chip.
    pub accent_soft: Color,
    /// Text and icons in the accent's hue that read on a surface and on `accent_soft`.
    pub accent_text: Color,
    pub success: Color,
    pub success_soft: Color,
    pub failure: Color,
    pub failure_soft: Color,
    pub warning: Color,
    pub warning_soft: Color,
}

impl Roles {
    /// The tone's strong colour (a card's edge, an icon) and its soft fill.
    pub fn tone(&self, tone: Tone) -> (Color, Color) {
        match tone {
            Tone::Success => (self.success, self.success_soft),
            Tone::Failure => (self.failure, self.failure_soft),
            Tone::Warning => (self.warning, self.warning_soft),
            Tone::Neutral => (self.accent, self.surface),
        }
    }
}

/// The light theme's fixed colours (the accent comes from the game).
pub const LIGHT_PAGE: Color = color!(0xf4f1e8);
pub const LIGHT_TEXT: Color = color!(0x1d1d1b);
pub const LIGHT_SUCCESS: Color = color!(0x0c5a45);
pub const LIGHT_FAILURE: Color = color!(0x9e2b28);
pub const LIGHT_WARNING: Color = color!(0x8a5a12);
/// The app's own accent, where no game is open: the phone page's olive.
pub const LIGHT_ACCENT: Color = color!(0x2f4f2f);

/// The dark theme's fixed colours.
pub const DARK_PAGE: Color = color!(0x1c1b18);
pub const DARK_TEXT: Color = color!(0xece8dd);
pub const DARK_SUCCESS: Color = color!(0x6fd6ac);
pub const DARK_FAILURE: Color = color!(0xff9b92);
pub const DARK_WARNING: Color = color!(0xffc14e);
pub const DARK_ACCENT: Color = color!(0xb6cfa3);

/// `a` laid over `b` at `t` (0: all `b`, 1: all `a`).
pub fn mix(a: Color, b: Color, t: f32) -> Color {
    Color::from_rgb(
        a.r * t + b.r * (1.0 - t),
        a.g * t + b.g * (1.0 - t),
        a.b * t + b.b * (1.0 - t),
    )
}

/// The roles of `theme`: light or dark by the theme's own palette, the accent its primary.
pub fn roles(theme: &Theme) -> Roles {
    let p = theme.palette();
    let dark = theme.extended_palette().is_dark;
    let accent = p.primary;
    if dark {
        let surface = color!(0x292824);
        Roles {
            page: DARK_PAGE,
            surface,
            sunken: color!(0x12110f),
            line: color!(0x45423a),
            line_strong: color!(0x7a7466),
            text: DARK_TEXT,
            muted: color!(0xb8b2a3),
            accent,
            on_accent: DARK_PAGE,
            // 0.2, not more: a pale accent's words keep 4.5:1 on it.
            accent_soft: mix(accent, surface, 0.2),
            accent_text: accent,
            success: DARK_SUCCESS,
            success_soft: mix(DARK_SUCCESS, surface, 0.2),
            failure: DARK_FAILURE,
            failure_soft: mix(DARK_FAILURE, surface, 0.2),
            warning: DARK_WARNING,
            warning_soft: mix(DARK_WARNING, surface, 0.2),
        }
    } else {
        let surface = color!(0xfffdf8);
        Roles {
            page: LIGHT_PAGE,
            surface,
            sunken: color!(0xe9e4d6),
            line: color!(0xd6d1c2),
            line_strong: color!(0x8f8877),
            text: LIGHT_TEXT,
            muted: color!(0x5b5a55),
            accent,
            on_accent: Color::WHITE,
            accent_soft: mix(accent, surface, 0.14),
            accent_text: accent,
            success: LIGHT_SUCCESS,
            success_soft: mix(LIGHT_SUCCESS, surface, 0.12),
            failure: LIGHT_FAILURE,
            failure_soft: mix(LIGHT_FAILURE, surface, 0.12),
            warning: LIGHT_WARNING,
            warning_soft: mix(LIGHT_WARNING, surface, 0.14),
        }
    }
}
