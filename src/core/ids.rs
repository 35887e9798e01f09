//! The one check for every id that becomes a file name (a saved game, a campaign, an exchange
//! copy), and for names shown to a player. An id read from a file or typed on a command line
//! passes it at load, at import and again where it is turned into a path, so no file can name
//! a path outside the data folder.

/// The longest id that names a file.
pub const MAX_FILE_ID: usize = 64;

/// Whether `id` may name a file: 1 to [`MAX_FILE_ID`] ASCII letters, digits, `-` and `_` (no
/// separator, no dot, so no `..` and no hidden file).
pub fn valid_file_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= MAX_FILE_ID
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// Whether a name shown to a player is free of control characters (a terminal escape code, a
/// line break that fakes another line of a listing…).
pub fn clean_name(name: &str) -> bool {
    !name.chars().any(char::is_control)
}

/// Whether free text kept in a file (a history line, a soldier's name) is free of control
/// characters other than a line break or a tab.
pub fn clean_text(text: &str) -> bool {
    !text
        .chars()
        .any(|c| c.is_control() && c != '\n' && c != '\t')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_plain_ids_name_files() {
        for ok in ["g1", "we-were-brothers-20261125-201640-0a1f", "A_b-9"] {
            assert!(valid_file_id(ok), "{ok}");
        }
        let long = "a".repeat(MAX_FILE_ID + 1);
        for bad in [
            "", "..", "../g", "/tmp/g", "a/b", "a\\b", ".hidden", "g.json", "a b", "é", "a\0b",
            &long,
        ] {
            assert!(!valid_file_id(bad), "{bad:?}");
        }
        assert!(clean_name("Husky 1943"));
        assert!(!clean_name("Husky\u{1b}[2J"));
        assert!(!clean_name("two\nlines"));
        assert!(clean_text("two\nlines"));
        assert!(!clean_text("bell\u{7}"));
        assert!(!clean_text("csi\u{9b}"));
    }
}
