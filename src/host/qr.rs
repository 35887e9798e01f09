//! The join address as a QR code drawn with text, for the terminal.

use qrcode::{EcLevel, QrCode, render::unicode::Dense1x2};

/// `text` as a QR code in half-block characters (dark on light, with its quiet zone), or
/// `None` when it is too long for one.
pub fn text(text: &str) -> Option<String> {
    let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::L).ok()?;
    Some(
        code.render::<Dense1x2>()
            .dark_color(Dense1x2::Light)
            .light_color(Dense1x2::Dark)
            .quiet_zone(true)
            .build(),
    )
}

/// `text` as a QR code's modules: its width and, row by row, whether each module is dark
/// (no quiet zone: the screen draws it). `None` when it is too long for one.
pub fn modules(text: &str) -> Option<(usize, Vec<bool>)> {
    let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::L).ok()?;
    let dark = code
        .to_colors()
        .into_iter()
        .map(|c| c == qrcode::Color::Dark)
        .collect();
    Some((code.width(), dark))
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_url_makes_a_code() {
        let q = super::text("http://192.168.1.20:7878/?code=ACDEFG").unwrap_or_default();
        assert!(q.lines().count() > 10);
    }
}
