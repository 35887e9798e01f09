//! The icon font the app ships (assets/fonts/AdjutantIcons.ttf, cut from Lucide by
//! scripts/make-icon-font) draws every `Icon`, each with its own glyph, at the codepoints the
//! script gave them.

use adjutant::ui::icons::{ICON_FONT, Icon};
use std::collections::HashSet;

fn face() -> ttf_parser::Face<'static> {
    ttf_parser::Face::parse(ICON_FONT, 0).expect("the icon font parses")
}

#[test]
fn every_icon_has_a_glyph_with_an_outline() {
    let face = face();
    for i in Icon::ALL {
        let gid = face
            .glyph_index(i.glyph())
            .unwrap_or_else(|| panic!("{i:?} (U+{:04X}) is not in the font", i.glyph() as u32));
        let bbox = face
            .glyph_bounding_box(gid)
            .unwrap_or_else(|| panic!("{i:?} has an empty glyph"));
        // A real drawing (a dash is flat but wide), moved down to sit on the capitals of text.
        assert!(
            bbox.width().max(bbox.height()) > 300,
            "{i:?} is drawn too small: {bbox:?}"
        );
        assert!(
            bbox.y_min >= -150 && bbox.y_max <= 850,
            "{i:?} leaves the line: {bbox:?}"
        );
        assert!(
            (0xE000..=0xF8FF).contains(&(i.glyph() as u32)),
            "{i:?} is outside the Private Use Area"
        );
    }
}

#[test]
fn no_two_icons_share_a_glyph_or_a_picture() {
    let face = face();
    let mut chars = HashSet::new();
    let mut glyphs = HashSet::new();
    let mut names = HashSet::new();
    for i in Icon::ALL {
        assert!(chars.insert(i.glyph()), "{i:?} shares its codepoint");
        let gid = face.glyph_index(i.glyph()).expect("in the font");
        assert!(glyphs.insert(gid), "{i:?} shares its glyph");
        assert!(names.insert(i.lucide_name()), "{i:?} shares its picture");
    }
    // The font holds the icons and nothing else (plus the missing-glyph box).
    assert_eq!(face.number_of_glyphs() as usize, Icon::ALL.len() + 1);
}

/// `Icon::ALL` is in the order of the script's table, with the same pictures: the script gives
/// icon number i the codepoint U+E000 + i.
#[test]
fn the_icons_are_in_the_order_the_script_cut_them() {
    let script = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/scripts/make-icon-font"
    ))
    .expect("read the script");
    let table: Vec<(String, String)> = script
        .lines()
        .filter_map(|l| {
            let l = l.trim().strip_prefix("(\"")?.strip_suffix("\"),")?;
            let (variant, lucide) = l.split_once("\", \"")?;
            Some((variant.to_string(), lucide.to_string()))
        })
        .collect();
    let ours: Vec<(String, String)> = Icon::ALL
        .iter()
        .map(|i| (format!("{i:?}"), i.lucide_name().to_string()))
        .collect();
    assert_eq!(table, ours);
    for (n, i) in Icon::ALL.iter().enumerate() {
        assert_eq!(i.glyph() as u32, 0xE000 + n as u32, "{i:?}");
    }
}

/// The font is renamed, as `icons::FONT` asks for it by name.
#[test]
fn the_font_is_called_adjutant_icons() {
    let face = face();
    let family: Vec<String> = face
        .names()
        .into_iter()
        .filter(|n| n.name_id == ttf_parser::name_id::FAMILY && n.is_unicode())
        .map(|n| {
            let units: Vec<u16> = n
                .name
                .chunks_exact(2)
                .map(|b| u16::from_be_bytes([b[0], b[1]]))
                .collect();
            String::from_utf16_lossy(&units)
        })
        .collect();
    assert!(!family.is_empty(), "no family name");
    assert!(family.iter().all(|f| f == "Adjutant Icons"), "{family:?}");
}
