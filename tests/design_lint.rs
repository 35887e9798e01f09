//! The screens follow the design language (`docs/design.md`): every size, space, radius and
//! colour on a screen is named from `ui::design`, and every button's look is one of its
//! components' styles. This test reads the screens' source and names each line that does not.
//! Only the design module itself, the theme, and the pictures drawn on a canvas (die faces,
//! compasses, the hex template, the QR code, the icon table) may hold numbers and colours of their own.

use std::path::{Path, PathBuf};

/// Files allowed their own numbers and colours: the design language itself, and drawings.
const EXEMPT: &[&str] = &[
    "src/ui/design/",
    "src/ui/theme.rs",
    "src/ui/icons.rs",
    "src/ui/widgets/die_face.rs",
    "src/ui/widgets/compass.rs",
    "src/ui/widgets/hex_template.rs",
    "src/ui/widgets/qr.rs",
];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// What a line does that only the design module may do, if anything.
fn offence(line: &str) -> Option<&'static str> {
    let code = line.split("//").next().unwrap_or("");
    let num_after = |pat: &str| {
        code.match_indices(pat).any(|(i, _)| {
            let rest = &code[i + pat.len()..];
            let rest = rest.trim_start_matches('[');
            let num: String = rest
                .chars()
                .take_while(|c| c.is_ascii_digit() || *c == '.')
                .collect();
            num.parse::<f32>().is_ok_and(|n| n != 0.0)
        })
    };
    if num_after(".size(") {
        return Some("a text size not from design::font");
    }
    if num_after(".spacing(") || num_after(".vertical_spacing(") {
        return Some("a space not from design::space");
    }
    if num_after(".padding(") || num_after(".right(") || num_after(".left(") {
        return Some("a padding not from design::space");
    }
    if num_after("rounded(") {
        return Some("a radius not from design::radius");
    }
    if code.contains("color!(")
        || code.contains("Color::from_rgb")
        || code.contains("Color {")
        || code.contains("Color::WHITE")
        || code.contains("Color::BLACK")
        || code.contains("palette()")
    {
        return Some("a colour not from design::colour's roles");
    }
    if code.contains("Border::default()") || code.contains("Border {") {
        return Some("a border not from design::style");
    }
    for s in ["primary", "secondary", "success", "danger", "text"] {
        let pat = format!("button::{s}");
        if code.match_indices(&pat).any(|(i, _)| {
            !code[i + pat.len()..].starts_with(|c: char| c.is_alphanumeric() || c == '_')
        }) {
            return Some("iced's own button look instead of a design::style");
        }
    }
    None
}

#[test]
fn screens_take_sizes_spaces_and_colours_from_the_design_module() {
    let mut files = vec![];
    rust_files(Path::new("src/ui"), &mut files);
    files.sort();
    assert!(files.len() > 50, "the screens' sources were not found");
    let mut found = vec![];
    for f in &files {
        let name = f.to_string_lossy().replace('\\', "/");
        if EXEMPT.iter().any(|e| name.starts_with(e)) {
            continue;
        }
        let Ok(src) = std::fs::read_to_string(f) else {
            continue;
        };
        // Unit tests inside a file may build whatever they check.
        let src = src.split("#[cfg(test)]").next().unwrap_or("");
        for (n, line) in src.lines().enumerate() {
            if let Some(why) = offence(line) {
                found.push(format!("{name}:{}: {why}: {}", n + 1, line.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "{} lines outside the design module:\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn the_lint_sees_what_it_forbids() {
    assert!(offence("text(x).size(17)").is_some());
    assert!(offence(".padding([8, 12])").is_some());
    assert!(offence(".spacing(6)").is_some());
    assert!(offence(".style(button::secondary)").is_some());
    assert!(offence("background: Some(color!(0x123456).into())").is_some());
    assert!(offence("let p = theme.extended_palette();").is_some());
    assert!(offence("border: Border::default().rounded(radius::M)").is_some());
    assert!(offence(".padding([0.0, space::XS])").is_none());
    assert!(offence("text(x).size(font::BODY)").is_none());
    assert!(offence(".padding(0)").is_none());
    assert!(offence(".style(style::plain)").is_none());
    assert!(offence("button::Status::Active").is_none());
}
