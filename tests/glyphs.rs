//! Every symbol the app can show has a glyph in a font the app ships: Fira Sans (built into
//! iced) or Adjutant Symbols (assets/fonts, cut from DejaVu Sans). A tablet without emoji or
//! DejaVu fonts must never show a missing-glyph box where a star, a tick or a medal belongs.

use std::path::Path;

/// What Fira Sans Regular (iced 0.14's built-in font) covers beyond ASCII, as far as the app
/// uses it: Latin-1, the Italian and other European letters, and the punctuation and signs
/// checked one by one against its character map (fontTools, 2026-11-25).
fn in_fira(c: char) -> bool {
    let u = c as u32;
    (0xA0..=0x17F).contains(&u)
        || "−→←–—…“”‘’«»≤≥√€•‰".contains(c)
        || matches!(u, 0x2007 | 0x2008 | 0x200B) // figure, punctuation and zero-width spaces
}

fn walk(dir: &Path, exts: &[&str], out: &mut Vec<std::path::PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            walk(&p, exts, out);
        } else if p
            .extension()
            .and_then(|x| x.to_str())
            .is_some_and(|x| exts.contains(&x))
        {
            out.push(p);
        }
    }
}

#[test]
fn every_symbol_shown_has_a_glyph_in_a_shipped_font() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let face = ttf_parser::Face::parse(adjutant::ui::theme::SYMBOL_FONT, 0)
        .expect("the symbol font parses");
    let mut files = vec![];
    walk(&root.join("i18n"), &["ftl"], &mut files);
    walk(&root.join("src/ui"), &["rs"], &mut files);
    walk(&root.join("data"), &["json"], &mut files);
    let mut missing = std::collections::BTreeMap::<char, String>::new();
    for f in &files {
        let text = std::fs::read_to_string(f).expect("read");
        for c in text.chars() {
            if c.is_ascii() || in_fira(c) || face.glyph_index(c).is_some() {
                continue;
            }
            missing
                .entry(c)
                .or_insert_with(|| f.strip_prefix(root).unwrap_or(f).display().to_string());
        }
    }
    assert!(
        missing.is_empty(),
        "symbols with no glyph in a shipped font (add them to scripts/make-symbol-font, or \
         use another): {missing:?}"
    );
}

#[test]
fn the_symbol_font_has_the_symbols_the_app_uses() {
    let face = ttf_parser::Face::parse(adjutant::ui::theme::SYMBOL_FONT, 0)
        .expect("the symbol font parses");
    for c in "▶◀★✕✓○●▾▸➜✪".chars() {
        assert!(face.glyph_index(c).is_some(), "{c} missing");
    }
}
