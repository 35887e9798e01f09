//! Colours and container styles shared by the screens.

use std::sync::LazyLock;

use iced::theme::Palette;
use iced::widget::container;
use iced::{Border, Color, Theme, color};

/// Adjutant's light theme: iced's own colours made darker where text sits on them, so every
/// button label keeps at least 4.5:1 contrast, hovered too (`tests/contrast.rs`).
pub fn light() -> Theme {
    static LIGHT: LazyLock<Theme> = LazyLock::new(|| {
        Theme::custom_with_fn(
            "Adjutant light",
            Palette {
                background: Color::WHITE,
                text: Color::BLACK,
                primary: color!(0x3442b8),
                success: color!(0x0c5a45),
                warning: color!(0x8a5a12),
                danger: color!(0x9e2b28),
            },
            |p| {
                let mut e = iced::theme::palette::Extended::generate(p);
                // Grey buttons a shade darker, so they stand out 3:1 from the white page.
                e.secondary.base = iced::theme::palette::Pair::new(color!(0x8c8c8c), Color::BLACK);
                e
            },
        )
    });
    LIGHT.clone()
}

/// Adjutant's dark theme (see [`light`]).
pub fn dark() -> Theme {
    static DARK: LazyLock<Theme> = LazyLock::new(|| {
        Theme::custom(
            "Adjutant dark",
            Palette {
                background: color!(0x2b2d31),
                text: Color::from_rgb(0.92, 0.92, 0.92),
                primary: color!(0xaab3ff),
                success: color!(0x6fd6ac),
                warning: color!(0xffc14e),
                danger: color!(0xff9b92),
            },
        )
    });
    DARK.clone()
}

/// The filled part of an odds bar.
pub fn bar(theme: &Theme) -> container::Style {
    container::Style {
        background: Some(theme.palette().primary.into()),
        border: Border::default().rounded(3),
        ..container::Style::default()
    }
}

/// A panel on the table.
pub fn panel(theme: &Theme) -> container::Style {
    let p = theme.extended_palette();
    container::Style {
        background: Some(p.background.weak.color.into()),
        border: Border::default()
            .rounded(8)
            .width(1)
            .color(p.background.strong.color),
        ..container::Style::default()
    }
}

/// An error or warning banner.
pub fn banner(theme: &Theme) -> container::Style {
    let p = theme.extended_palette();
    container::Style {
        background: Some(p.danger.weak.color.into()),
        text_color: Some(p.danger.weak.text),
        border: Border::default().rounded(6),
        ..container::Style::default()
    }
}

/// A neutral notice banner.
pub fn info(theme: &Theme) -> container::Style {
    let p = theme.extended_palette();
    container::Style {
        background: Some(p.primary.weak.color.into()),
        text_color: Some(p.primary.weak.text),
        border: Border::default().rounded(6),
        ..container::Style::default()
    }
}

/// Text colour for secondary lines.
pub fn muted(theme: &Theme) -> Color {
    let p = theme.extended_palette();
    p.background.strong.text.scale_alpha(0.75)
}

/// The type scale. The answer of a resolution is set in `DISPLAY`, at least twice `BODY`, so
/// it is the largest text on any screen.
pub const DISPLAY: f32 = 40.0;
pub const TITLE: f32 = 22.0;
pub const BODY: f32 = 17.0;
pub const CAPTION: f32 = 14.0;

/// A current result: the page's background with a strong accent border.
pub fn result(theme: &Theme) -> container::Style {
    let p = theme.extended_palette();
    container::Style {
        background: Some(p.background.base.color.into()),
        text_color: Some(p.background.base.text),
        border: Border::default()
            .rounded(10)
            .width(3)
            .color(p.primary.strong.color),
        ..container::Style::default()
    }
}

/// A result that is no longer current: greyed, with a thin border.
pub fn result_stale(theme: &Theme) -> container::Style {
    let p = theme.extended_palette();
    container::Style {
        background: Some(p.background.weak.color.into()),
        text_color: Some(muted(theme)),
        border: Border::default()
            .rounded(10)
            .width(1)
            .color(p.background.strong.color),
        ..container::Style::default()
    }
}
