//! Colours and container styles shared by the screens.

use iced::widget::container;
use iced::{Border, Color, Theme};

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
