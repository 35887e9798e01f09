//! One thing, one Italian name per game (docs/glossary.md): the variants the glossary rules
//! out never come back into i18n/it.

use std::fs;

/// The message text of every Italian file whose name starts with `prefix` (all files for ""),
/// comments and ids dropped, variables (`{ $leader }`) dropped.
fn texts(prefix: &str) -> Vec<(String, String)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/i18n/it");
    let mut out = vec![];
    let mut files: Vec<_> = fs::read_dir(dir)
        .expect("i18n/it")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    files.sort();
    for p in files {
        let name = p
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        if !name.starts_with(prefix) {
            continue;
        }
        for line in fs::read_to_string(&p).expect("read").lines() {
            if line.trim_start().starts_with('#') {
                continue;
            }
            let body = match line.split_once(" = ") {
                Some((id, rest)) if !id.starts_with(' ') && !id.contains('{') => rest,
                _ => line,
            };
            // Drop the variables: `{ $leader }` is not the word "leader".
            let mut clean = String::new();
            let mut skip = false;
            for c in body.chars() {
                if c == '$' {
                    skip = true;
                } else if skip && !(c.is_alphanumeric() || c == '-' || c == '_') {
                    skip = false;
                }
                if !skip {
                    clean.push(c);
                }
            }
            out.push((name.clone(), clean));
        }
    }
    out
}

/// `word` as a whole word in `text`, case-insensitive.
fn has_word(text: &str, word: &str) -> bool {
    let t = text.to_lowercase();
    let w = word.to_lowercase();
    t.match_indices(&w).any(|(at, _)| {
        let before = t[..at].chars().next_back();
        let after = t[at + w.len()..].chars().next();
        !before.is_some_and(|c| c.is_alphanumeric() || c == '-')
            && !after.is_some_and(|c| c.is_alphanumeric() || c == '-')
    })
}

/// (files, ruled-out variant, the glossary's word)
const RULED_OUT: &[(&str, &str, &str)] = &[
    ("asl-sk1", "leader", "comandante"),
    ("asl-sk1", "double time", "Marcia forzata"),
    ("cc-great-war", "terreno aperto", "Terreno semplice"),
    (
        "cc-great-war",
        "medaglia della vittoria",
        "Medaglia Vittoria",
    ),
    (
        "cc-great-war",
        "medaglie della vittoria",
        "Medaglie Vittoria",
    ),
    ("cc-great-war", "scambia per", "scambia con"),
    ("cc-great-war", "scambiata per", "scambiata con"),
    ("cc-great-war", "scambiare una per", "scambiare una con"),
    ("cc-great-war", "per un segnalino hq", "con un segnalino HQ"),
    ("cc-great-war", "per 1 segnalino hq", "con 1 segnalino HQ"),
    ("tide-of-iron", "unità guida", "unità capofila"),
    ("tide-of-iron", "disorganizzata", "disgregata"),
    ("tide-of-iron", "disorganizzate", "disgregate"),
    ("", "interpretazione", "lettura"),
    ("", "interpretazioni", "letture"),
];

#[test]
fn the_ruled_out_variants_stay_out() {
    let mut bad = vec![];
    for &(prefix, variant, word) in RULED_OUT {
        for (file, text) in texts(prefix) {
            if has_word(&text, variant) {
                bad.push(format!("{file}: '{variant}' (say '{word}'): {text}"));
            }
        }
    }
    // "Letto come …" as a label: the reading is "Lettura: …".
    for (file, text) in texts("") {
        if text.contains("Letto come") {
            bad.push(format!("{file}: 'Letto come' (say 'Lettura:'): {text}"));
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn the_glossary_words_are_used() {
    let all = |prefix: &str| {
        texts(prefix)
            .into_iter()
            .map(|(_, t)| t)
            .collect::<Vec<_>>()
            .join("\n")
    };
    let asl = all("asl-sk1");
    assert!(has_word(&asl, "comandante") && has_word(&asl, "Marcia forzata"));
    let cc = all("cc-great-war");
    assert!(has_word(&cc, "Terreno semplice") && has_word(&cc, "Medaglia Vittoria"));
    let toi = all("tide-of-iron");
    assert!(has_word(&toi, "capofila") && has_word(&toi, "disgregata"));
}

#[test]
fn the_checker_sees_words_not_ids_or_variables() {
    assert!(has_word("Il leader muove", "leader"));
    assert!(!has_word("La Leadership conta", "leader"));
    assert!(!has_word("asl-ui-leader-drm", "leader"));
    assert!(has_word("Terreno aperto.", "terreno aperto"));
}
