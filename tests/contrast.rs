//! Contrast of the app's colours, computed from the themes themselves (WCAG 2 relative
//! luminance): text at least 4.5:1 against what it sits on, in both themes, for the page, every
//! kind of button, banners and the result card.

use iced::widget::{button, container};
use iced::{Background, Color, Theme};

fn lum(c: Color) -> f64 {
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

fn ratio(a: Color, b: Color) -> f64 {
    let (x, y) = (lum(a), lum(b));
    (x.max(y) + 0.05) / (x.min(y) + 0.05)
}

fn bg(b: Option<Background>) -> Option<Color> {
    match b {
        Some(Background::Color(c)) => Some(c),
        _ => None,
    }
}

/// A colour with alpha laid over `under` (what the eye sees).
fn over(c: Color, under: Color) -> Color {
    Color {
        r: c.r * c.a + under.r * (1.0 - c.a),
        g: c.g * c.a + under.g * (1.0 - c.a),
        b: c.b * c.a + under.b * (1.0 - c.a),
        a: 1.0,
    }
}

/// Every game's accent colour, light and dark, from its data.
fn accents() -> Vec<(String, bool, Option<String>)> {
    let content = adjutant::games::load_content(None);
    let mut out = vec![];
    for g in &content.games {
        out.push((g.id.clone(), false, g.accent.clone()));
        out.push((g.id.clone(), true, g.accent_dark.clone()));
    }
    out
}

/// Adjutant's two themes and every game's accented ones.
fn themes() -> Vec<Theme> {
    let mut out = vec![adjutant::ui::theme::light(), adjutant::ui::theme::dark()];
    for (_, dark, accent) in accents() {
        if let Some(t) = accent.and_then(|a| adjutant::ui::theme::accented(&a, dark)) {
            out.push(t);
        }
    }
    out
}

/// Each game has its own accent in both themes, and it is used: it passes the checks below.
#[test]
fn every_game_has_a_readable_accent_in_both_themes() {
    let mut failures = vec![];
    let mut seen = std::collections::BTreeSet::new();
    for (game, dark, accent) in accents() {
        let mode = if dark { "dark" } else { "light" };
        let Some(a) = accent else {
            failures.push(format!("{game} {mode}: no accent"));
            continue;
        };
        if !seen.insert((a.to_ascii_lowercase(), dark)) {
            failures.push(format!("{game} {mode}: {a} is another game's accent"));
        }
        match adjutant::ui::theme::accented(&a, dark) {
            Some(t) => {
                let want = adjutant::ui::widgets::die_face::parse_color(&a).unwrap();
                assert_eq!(t.palette().primary, want, "{game} {mode}");
                let table = adjutant::ui::theme::for_game(Some(&a), dark);
                assert_eq!(table.to_string(), t.to_string(), "{game} {mode}");
            }
            None => failures.push(format!("{game} {mode}: {a} fails the contrast checks")),
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

/// An accent that would make text unreadable (or is not a colour) falls back to the default
/// theme.
#[test]
fn an_unreadable_accent_falls_back_to_the_default_theme() {
    use adjutant::ui::theme::{accented, dark, for_game, light};
    // Pale yellow on white; near-black on the dark page; not a colour.
    assert!(accented("#fff59d", false).is_none());
    assert!(accented("#202020", true).is_none());
    assert!(accented("khaki", false).is_none());
    assert_eq!(
        for_game(Some("#fff59d"), false).to_string(),
        light().to_string()
    );
    assert_eq!(
        for_game(Some("#202020"), true).to_string(),
        dark().to_string()
    );
    assert_eq!(for_game(None, true).to_string(), dark().to_string());
}

#[test]
fn text_has_at_least_4_5_to_1_contrast_in_both_themes() {
    let mut failures = vec![];
    for theme in themes() {
        let page = theme.extended_palette().background.base.color;
        let mut check = |what: &str, text: Color, under: Color| {
            let r = ratio(over(text, under), under);
            if r < 4.5 {
                failures.push(format!("{} {what}: {r:.2}:1", theme));
            }
        };
        check(
            "page text",
            theme.extended_palette().background.base.text,
            page,
        );
        type Style = fn(&Theme, button::Status) -> button::Style;
        let kinds: [(&str, Style); 4] = [
            ("primary button", button::primary),
            ("secondary button", button::secondary),
            ("success button", button::success),
            ("danger button", button::danger),
        ];
        for (name, style) in kinds {
            for status in [button::Status::Active, button::Status::Hovered] {
                let s = style(&theme, status);
                let under = bg(s.background).map_or(page, |c| over(c, page));
                check(&format!("{name} {status:?}"), s.text_color, under);
            }
        }
        type BoxStyle = fn(&Theme) -> container::Style;
        let boxes: [(&str, BoxStyle); 4] = [
            ("error banner", adjutant::ui::theme::banner),
            ("notice banner", adjutant::ui::theme::info),
            ("result card", adjutant::ui::theme::result),
            ("panel", adjutant::ui::theme::panel),
        ];
        for (name, style) in boxes {
            let s = style(&theme);
            let under = bg(s.background).map_or(page, |c| over(c, page));
            let text = s
                .text_color
                .unwrap_or(theme.extended_palette().background.base.text);
            check(name, text, under);
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

/// Controls stand out from the page at least 3:1: every kind of button, by its fill.
#[test]
fn controls_have_at_least_3_to_1_contrast_with_the_page() {
    let mut failures = vec![];
    for theme in themes() {
        let page = theme.extended_palette().background.base.color;
        type Style = fn(&Theme, button::Status) -> button::Style;
        let kinds: [(&str, Style); 4] = [
            ("primary", button::primary),
            ("secondary", button::secondary),
            ("success", button::success),
            ("danger", button::danger),
        ];
        for (name, style) in kinds {
            let s = style(&theme, button::Status::Active);
            let fill = bg(s.background).map_or(page, |c| over(c, page));
            let r = ratio(fill, page).max(ratio(over(s.border.color, page), page));
            if r < 3.0 {
                failures.push(format!("{theme} {name} button: {r:.2}:1"));
            }
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}
