//! The styles of the components, from the colour roles: one function per kind of control, so
//! a primary action, a choice, a chip, a tab and a plain button never look alike.

use iced::widget::{button, container};
use iced::{Background, Border, Color, Shadow, Theme, Vector};

use super::colour::{Roles, Tone, mix, roles};
use super::radius;

fn pressed(c: Color, r: &Roles) -> Color {
    mix(r.text, c, 0.12)
}

fn hovered(c: Color, r: &Roles) -> Color {
    mix(r.text, c, 0.06)
}

fn disabled(r: &Roles) -> button::Style {
    button::Style {
        background: Some(Background::Color(r.sunken)),
        text_color: r.muted,
        border: Border::default().rounded(radius::M).width(1).color(r.line),
        ..button::Style::default()
    }
}

/// The one action a screen is for (Roll, Start the battle, Next phase): the accent filled,
/// with a soft shadow so it stands off the page.
pub fn primary(theme: &Theme, status: button::Status) -> button::Style {
    let r = roles(theme);
    let fill = match status {
        button::Status::Active => r.accent,
        button::Status::Hovered => mix(r.page, r.accent, 0.12),
        button::Status::Pressed => mix(r.text, r.accent, 0.2),
        button::Status::Disabled => return disabled(&r),
    };
    button::Style {
        background: Some(Background::Color(fill)),
        text_color: r.on_accent,
        border: Border::default().rounded(radius::M),
        shadow: Shadow {
            color: Color::BLACK.scale_alpha(0.22),
            offset: Vector::new(0.0, 2.0),
            blur_radius: 4.0,
        },
        snap: true,
    }
}

/// Any other action: a raised surface with a hairline, the text in ink.
pub fn plain(theme: &Theme, status: button::Status) -> button::Style {
    let r = roles(theme);
    let fill = match status {
        button::Status::Active => r.surface,
        button::Status::Hovered => hovered(r.surface, &r),
        button::Status::Pressed => pressed(r.surface, &r),
        button::Status::Disabled => return disabled(&r),
    };
    button::Style {
        background: Some(Background::Color(fill)),
        text_color: r.text,
        border: Border::default()
            .rounded(radius::M)
            .width(1)
            .color(r.line_strong),
        ..button::Style::default()
    }
}

/// A quiet action that needs no frame (Show the working, Clear): words in the accent's hue.
pub fn ghost(theme: &Theme, status: button::Status) -> button::Style {
    let r = roles(theme);
    let fill = match status {
        button::Status::Active => Color::TRANSPARENT,
        button::Status::Hovered => r.accent_soft,
        // Pressed sinks into the well's ground: the accent's words keep 4.5:1 on it.
        button::Status::Pressed => r.sunken,
        button::Status::Disabled => {
            return button::Style {
                text_color: r.muted,
                ..button::Style::default()
            };
        }
    };
    button::Style {
        background: Some(Background::Color(fill)),
        text_color: r.accent_text,
        border: Border::default().rounded(radius::M),
        ..button::Style::default()
    }
}

/// An action that loses something (Delete, End the game): the failure colour as an outline,
/// so it is never taken for the primary action.
pub fn danger(theme: &Theme, status: button::Status) -> button::Style {
    let r = roles(theme);
    let fill = match status {
        button::Status::Active => r.surface,
        button::Status::Hovered | button::Status::Pressed => r.failure_soft,
        button::Status::Disabled => return disabled(&r),
    };
    button::Style {
        background: Some(Background::Color(fill)),
        text_color: r.failure,
        border: Border::default()
            .rounded(radius::M)
            .width(2)
            .color(r.failure),
        ..button::Style::default()
    }
}

/// An action that confirms a good thing (Mine match, Rally passed): the success outline.
pub fn confirm(theme: &Theme, status: button::Status) -> button::Style {
    let r = roles(theme);
    let fill = match status {
        button::Status::Active => r.surface,
        button::Status::Hovered | button::Status::Pressed => r.success_soft,
        button::Status::Disabled => return disabled(&r),
    };
    button::Style {
        background: Some(Background::Color(fill)),
        text_color: r.success,
        border: Border::default()
            .rounded(radius::M)
            .width(2)
            .color(r.success),
        ..button::Style::default()
    }
}

/// One option of an exclusive choice (a segment, on its well): the chosen one raised out of
/// the well on the surface, with a strong accent edge and the accent's words; the others flat
/// in the well, in ink, no edge.
pub fn segment(selected: bool) -> impl Fn(&Theme, button::Status) -> button::Style {
    move |theme, status| {
        let r = roles(theme);
        if let button::Status::Disabled = status {
            return disabled(&r);
        }
        if selected {
            button::Style {
                background: Some(Background::Color(r.surface)),
                text_color: r.accent_text,
                border: Border::default()
                    .rounded(radius::M)
                    .width(2)
                    .color(r.accent),
                shadow: Shadow {
                    color: Color::BLACK.scale_alpha(0.18),
                    offset: Vector::new(0.0, 1.0),
                    blur_radius: 3.0,
                },
                snap: true,
            }
        } else {
            let fill = match status {
                button::Status::Hovered => hovered(r.sunken, &r),
                button::Status::Pressed => pressed(r.sunken, &r),
                _ => Color::TRANSPARENT,
            };
            button::Style {
                background: Some(Background::Color(fill)),
                text_color: r.text,
                border: Border::default().rounded(radius::M),
                ..button::Style::default()
            }
        }
    }
}

/// An on/off situation (a chip): on is the accent's soft fill with a strong accent edge and
/// a tick; off is the bare page with a hairline, its words muted.
pub fn chip(on: bool) -> impl Fn(&Theme, button::Status) -> button::Style {
    move |theme, status| {
        let r = roles(theme);
        if let button::Status::Disabled = status {
            let mut s = disabled(&r);
            s.border = s.border.rounded(radius::PILL);
            return s;
        }
        let (fill, text, edge, width) = if on {
            (r.accent_soft, r.text, r.accent, 2.0)
        } else {
            (r.page, r.text, r.line_strong, 1.0)
        };
        let fill = match status {
            button::Status::Hovered => hovered(fill, &r),
            button::Status::Pressed => pressed(fill, &r),
            _ => fill,
        };
        button::Style {
            background: Some(Background::Color(fill)),
            text_color: text,
            border: Border::default()
                .rounded(radius::PILL)
                .width(width)
                .color(edge),
            ..button::Style::default()
        }
    }
}

/// A tab: the open one on a raised surface in the accent's words, the others muted on the
/// page; the open one also carries an accent bar under it (drawn by the tab strip).
pub fn tab(open: bool) -> impl Fn(&Theme, button::Status) -> button::Style {
    move |theme, status| {
        let r = roles(theme);
        let (fill, text) = if open {
            (r.surface, r.accent_text)
        } else {
            (Color::TRANSPARENT, r.muted)
        };
        let fill = match status {
            button::Status::Hovered if !open => hovered(r.page, &r),
            button::Status::Pressed => pressed(r.surface, &r),
            _ => fill,
        };
        button::Style {
            background: Some(Background::Color(fill)),
            text_color: text,
            border: Border::default().rounded(radius::M),
            ..button::Style::default()
        }
    }
}

/// The page itself.
pub fn page(theme: &Theme) -> container::Style {
    let r = roles(theme);
    container::Style {
        background: Some(r.page.into()),
        text_color: Some(r.text),
        ..container::Style::default()
    }
}

/// A panel: a raised surface with a hairline edge.
pub fn panel(theme: &Theme) -> container::Style {
    let r = roles(theme);
    container::Style {
        background: Some(r.surface.into()),
        text_color: Some(r.text),
        border: Border::default().rounded(radius::L).width(1).color(r.line),
        ..container::Style::default()
    }
}

/// A well: the recessed ground of a segmented control or a stepper's value.
pub fn well(theme: &Theme) -> container::Style {
    let r = roles(theme);
    container::Style {
        background: Some(r.sunken.into()),
        text_color: Some(r.text),
        border: Border::default().rounded(radius::M),
        ..container::Style::default()
    }
}

/// A banner in a tone: its soft fill, its words in the page's ink, a strong edge.
pub fn banner(tone: Tone) -> impl Fn(&Theme) -> container::Style {
    move |theme| {
        let r = roles(theme);
        let (edge, fill) = r.tone(tone);
        let fill = if tone == Tone::Neutral {
            r.accent_soft
        } else {
            fill
        };
        container::Style {
            background: Some(fill.into()),
            text_color: Some(r.text),
            border: Border::default().rounded(radius::M).width(1).color(edge),
            ..container::Style::default()
        }
    }
}

/// The result card, toned by its outcome: a success, a failure or a warning is read from the
/// card's edge and its soft ground before a word is read; a neutral result has the accent's
/// edge on a plain surface.
pub fn card(tone: Tone) -> impl Fn(&Theme) -> container::Style {
    move |theme| {
        let r = roles(theme);
        let (edge, fill) = r.tone(tone);
        container::Style {
            background: Some(fill.into()),
            text_color: Some(r.text),
            border: Border::default().rounded(radius::L).width(3).color(edge),
            ..container::Style::default()
        }
    }
}

/// A result that is no longer current: the sunken ground, muted words, a hairline.
pub fn card_stale(theme: &Theme) -> container::Style {
    let r = roles(theme);
    container::Style {
        background: Some(r.sunken.into()),
        text_color: Some(r.muted),
        border: Border::default().rounded(radius::L).width(1).color(r.line),
        ..container::Style::default()
    }
}

/// A filled bar in the accent (an odds bar, the open tab's mark).
pub fn accent_bar(theme: &Theme) -> container::Style {
    let r = roles(theme);
    container::Style {
        background: Some(r.accent.into()),
        border: Border::default().rounded(radius::S),
        ..container::Style::default()
    }
}

/// The muted colour for secondary words.
pub fn muted(theme: &Theme) -> Color {
    roles(theme).muted
}

/// A tone's strong colour, for a word or an icon in that tone.
pub fn tone_colour(theme: &Theme, tone: Tone) -> Color {
    let r = roles(theme);
    match tone {
        Tone::Neutral => r.text,
        t => r.tone(t).0,
    }
}

/// A sheet laid over a screen in place of its body (the players' panel): the page's own
/// ground, framed by the accent so it reads as on top.
pub fn sheet(theme: &Theme) -> container::Style {
    let r = roles(theme);
    container::Style {
        background: Some(r.page.into()),
        text_color: Some(r.text),
        border: Border::default()
            .rounded(radius::M)
            .width(2)
            .color(r.accent),
        ..container::Style::default()
    }
}

/// A group's header inside a list (a round and side in the log): the sunken ground, ink.
pub fn list_header(theme: &Theme) -> container::Style {
    let r = roles(theme);
    container::Style {
        background: Some(r.sunken.into()),
        text_color: Some(r.text),
        border: Border::default().rounded(radius::S),
        ..container::Style::default()
    }
}

/// A small tag beside a line (a roll in the log): the accent's soft fill, its words in ink.
pub fn mark(theme: &Theme) -> container::Style {
    let r = roles(theme);
    container::Style {
        background: Some(r.accent_soft.into()),
        text_color: Some(r.text),
        border: Border::default().rounded(radius::S),
        ..container::Style::default()
    }
}

/// A line of a list that can be picked (a log entry): bare on the page, the sunken ground
/// under a finger, the accent's soft fill once picked; its words always in ink.
pub fn list_row(picked: bool) -> impl Fn(&Theme, button::Status) -> button::Style {
    move |theme, status| {
        let r = roles(theme);
        let fill = if picked {
            r.accent_soft
        } else {
            match status {
                button::Status::Hovered | button::Status::Pressed => r.sunken,
                _ => Color::TRANSPARENT,
            }
        };
        button::Style {
            background: Some(Background::Color(fill)),
            text_color: r.text,
            border: Border::default().rounded(radius::S),
            ..button::Style::default()
        }
    }
}
