//! What a player reads at the table names no data file, no file path and no folder (issue 21):
//! a value the rulebook lacks sends the player to his own card or to Settings, never to a JSON
//! file; a deleted game goes "to the trash", not to a path. Only the reports about a file that
//! failed to load, save or move (and the campaign's exchange of files, and the Settings hint for
//! the data folder) name the file: the player needs it there.

use std::path::Path;

/// Message ids allowed to name a file: reports about a file, and the file exchanges.
const ABOUT_A_FILE: &[&str] = &[
    "err-",
    "notice-restored",
    "notice-recovered",
    "notice-tray-",
    "settings-override-hint",
    "camp-",
    "ccgw-err-preset-save",
];

/// Every message of a language: id and text (continuation lines included).
fn messages(lang: &str) -> Vec<(String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("i18n")
        .join(lang);
    let mut out: Vec<(String, String)> = vec![];
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("i18n folder")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    files.sort();
    for f in files {
        let text = std::fs::read_to_string(&f).expect("read");
        for line in text.lines() {
            let starts_id = line.chars().next().is_some_and(|c| c.is_ascii_lowercase());
            if starts_id && let Some((id, rest)) = line.split_once(" =") {
                out.push((id.trim().to_string(), rest.to_string()));
            } else if line.starts_with(' ')
                && let Some((_, t)) = out.last_mut()
            {
                t.push('\n');
                t.push_str(line);
            }
        }
    }
    out
}

#[test]
fn no_json_file_or_path_at_the_table() {
    let mut problems = vec![];
    for lang in ["en", "it"] {
        for (id, text) in messages(lang) {
            if ABOUT_A_FILE.iter().any(|p| id.starts_with(p)) {
                continue;
            }
            let file = text.contains(".json")
                || ["$path", "$folder", "$file"]
                    .iter()
                    .any(|v| text.contains(&format!("{{ {v} }}")));
            if file {
                problems.push(format!("{lang} {id}: {text}"));
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{} messages name a file or a path:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// No message a player reads cites a transcript line number ("(L1379)", "L93-113"): players
/// own the printed rulebook's pages, not our transcripts' lines. The command line's JSON keeps
/// its citations in `readings[].lines`.
#[test]
fn no_transcript_line_numbers_at_the_table() {
    for lang in ["en", "it"] {
        for (id, text) in messages(lang) {
            let b = text.as_bytes();
            let cites = (0..b.len().saturating_sub(2)).any(|i| {
                b[i] == b'L'
                    && (i == 0 || !b[i - 1].is_ascii_alphanumeric())
                    && b[i + 1].is_ascii_digit()
                    && b[i + 2].is_ascii_digit()
            });
            assert!(!cites, "{lang}: {id} cites a transcript line: {text}");
        }
    }
}
