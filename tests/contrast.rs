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
        // The app's buttons are the design module's (iced's own looks are not used:
        // tests/design_lint.rs).
        type Style = fn(&Theme, button::Status) -> button::Style;
        let kinds: [(&str, Style); 4] = [
            ("primary button", style::primary),
            ("plain button", style::plain),
            ("confirm button", style::confirm),
            ("danger button", style::danger),
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
            ("primary", style::primary),
            ("plain", style::plain),
            ("confirm", style::confirm),
            ("danger", style::danger),
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

// ---- The design module's own styles (issue 37) -------------------------------------------

use adjutant::ui::design::{Tone, roles, style};

type ButtonStyle = Box<dyn Fn(&Theme, button::Status) -> button::Style>;
type BoxStyle2 = Box<dyn Fn(&Theme) -> container::Style>;

/// Every kind of button the design module has, with what it sits on: the page and a panel's
/// surface for actions and chips, the well for a segment, the page for a tab and a list row.
fn design_buttons() -> Vec<(&'static str, ButtonStyle, &'static [&'static str])> {
    const ANY: &[&str] = &["page", "surface"];
    const WELL: &[&str] = &["sunken"];
    const PAGE: &[&str] = &["page"];
    vec![
        ("primary", Box::new(style::primary), ANY),
        ("plain", Box::new(style::plain), ANY),
        ("ghost", Box::new(style::ghost), ANY),
        ("danger", Box::new(style::danger), ANY),
        ("confirm", Box::new(style::confirm), ANY),
        ("segment on", Box::new(style::segment(true)), WELL),
        ("segment off", Box::new(style::segment(false)), WELL),
        ("chip on", Box::new(style::chip(true)), ANY),
        ("chip off", Box::new(style::chip(false)), ANY),
        ("tab open", Box::new(style::tab(true)), PAGE),
        ("tab closed", Box::new(style::tab(false)), PAGE),
        ("list row picked", Box::new(style::list_row(true)), ANY),
        ("list row", Box::new(style::list_row(false)), ANY),
    ]
}

/// Every container the design module has.
fn design_boxes() -> Vec<(String, BoxStyle2)> {
    let mut out: Vec<(String, BoxStyle2)> = vec![
        ("page".into(), Box::new(style::page)),
        ("panel".into(), Box::new(style::panel)),
        ("well".into(), Box::new(style::well)),
        ("stale card".into(), Box::new(style::card_stale)),
        ("sheet".into(), Box::new(style::sheet)),
        ("list header".into(), Box::new(style::list_header)),
        ("mark".into(), Box::new(style::mark)),
    ];
    for tone in [Tone::Success, Tone::Failure, Tone::Warning, Tone::Neutral] {
        out.push((format!("banner {tone:?}"), Box::new(style::banner(tone))));
        out.push((format!("card {tone:?}"), Box::new(style::card(tone))));
    }
    out
}

fn ground(theme: &Theme, name: &str) -> Color {
    let r = roles(theme);
    match name {
        "surface" => r.surface,
        "sunken" => r.sunken,
        _ => r.page,
    }
}

/// Words on every design style read at least 4.5:1, at rest and under a finger, in both
/// themes and with every game's accent: a button's words on its fill laid over what it sits
/// on, a box's words on its ground, muted words on the page, a surface and a well, and a
/// tone's own colour (a word or an icon in it) on its card.
#[test]
fn design_styles_have_readable_words_in_every_theme() {
    let mut failures = vec![];
    for theme in themes() {
        let r = roles(&theme);
        let mut check = |what: String, text: Color, under: Color| {
            let x = ratio(over(text, under), under);
            if x < 4.5 {
                failures.push(format!("{theme} {what}: {x:.2}:1"));
            }
        };
        for (name, s, grounds) in design_buttons() {
            for g in grounds {
                let under = ground(&theme, g);
                for status in [
                    button::Status::Active,
                    button::Status::Hovered,
                    button::Status::Pressed,
                ] {
                    let st = s(&theme, status);
                    let fill = bg(st.background).map_or(under, |c| over(c, under));
                    check(format!("{name} {status:?} on {g}"), st.text_color, fill);
                }
            }
        }
        for (name, s) in design_boxes() {
            let st = s(&theme);
            let fill = bg(st.background).map_or(r.page, |c| over(c, r.page));
            check(name, st.text_color.unwrap_or(r.text), fill);
        }
        for g in ["page", "surface", "sunken"] {
            check(format!("muted on {g}"), r.muted, ground(&theme, g));
            check(
                format!("accent words on {g}"),
                r.accent_text,
                ground(&theme, g),
            );
        }
        check(
            "accent words on accent_soft".into(),
            r.accent_text,
            r.accent_soft,
        );
        for tone in [Tone::Success, Tone::Failure, Tone::Warning] {
            let st = style::card(tone)(&theme);
            let fill = bg(st.background).unwrap_or(r.page);
            check(
                format!("{tone:?} words on its card"),
                style::tone_colour(&theme, tone),
                fill,
            );
            check(
                format!("{tone:?} words on a surface"),
                style::tone_colour(&theme, tone),
                r.surface,
            );
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

/// Controls are seen at least 3:1 by what shows them: the primary action by its fill against
/// the page, a framed action and a chip by their edge against the page and a surface, the
/// chosen segment by its edge against its well, the open tab by its accent bar, a toned card
/// and banner by their edge against the page.
#[test]
fn design_controls_stand_out_at_least_3_to_1() {
    let mut failures = vec![];
    for theme in themes() {
        let r = roles(&theme);
        let mut check = |what: String, c: Color, under: Color| {
            let x = ratio(over(c, under), under);
            if x < 3.0 {
                failures.push(format!("{theme} {what}: {x:.2}:1"));
            }
        };
        let active =
            |s: &dyn Fn(&Theme, button::Status) -> button::Style| s(&theme, button::Status::Active);
        for g in ["page", "surface"] {
            let under = ground(&theme, g);
            let p = active(&style::primary);
            check(
                format!("primary fill on {g}"),
                bg(p.background).unwrap_or(under),
                under,
            );
            for (name, s) in [
                ("plain", active(&style::plain)),
                ("danger", active(&style::danger)),
                ("confirm", active(&style::confirm)),
                ("chip on", active(&style::chip(true))),
                ("chip off", active(&style::chip(false))),
            ] {
                check(format!("{name} edge on {g}"), s.border.color, under);
            }
        }
        let seg = active(&style::segment(true));
        check(
            "chosen segment's edge on its well".into(),
            seg.border.color,
            r.sunken,
        );
        let bar = style::accent_bar(&theme);
        check(
            "open tab's bar on the page".into(),
            bg(bar.background).unwrap_or(r.page),
            r.page,
        );
        for tone in [Tone::Success, Tone::Failure, Tone::Warning, Tone::Neutral] {
            check(
                format!("card {tone:?} edge"),
                style::card(tone)(&theme).border.color,
                r.page,
            );
            check(
                format!("banner {tone:?} edge"),
                style::banner(tone)(&theme).border.color,
                r.page,
            );
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}
