//! Every message in both languages, with every number it takes at 0, 1, 2 and 5: no count
//! reads "1 hits" or "2 colpo", and no `{ $…}` placeholder is left in what the player reads.

use std::collections::BTreeMap;

use adjutant::i18n::{Lang, Localizer};

/// Each message id of a language with the variables its text names.
fn messages(lang: &str) -> BTreeMap<String, Vec<String>> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("i18n")
        .join(lang);
    let mut out: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("i18n folder")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    files.sort();
    for f in files {
        let text = std::fs::read_to_string(&f).expect("read");
        let mut current: Option<String> = None;
        for line in text.lines() {
            let starts_id = line.chars().next().is_some_and(|c| c.is_ascii_lowercase());
            if starts_id && let Some((id, _)) = line.split_once(" =") {
                current = Some(id.trim().to_string());
                out.entry(id.trim().to_string()).or_default();
            } else if line.starts_with('#') || line.trim().is_empty() && !line.starts_with(' ') {
                // A comment or a blank line ends nothing: continuation lines are indented.
            }
            if let Some(id) = &current {
                let mut rest = line;
                while let Some(i) = rest.find('$') {
                    rest = &rest[i + 1..];
                    let name: String = rest
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                        .collect();
                    let vars = out.entry(id.clone()).or_default();
                    if !name.is_empty() && !vars.contains(&name) {
                        vars.push(name);
                    }
                }
            }
        }
    }
    out
}

const EN_PLURALS: &[&str] = &[
    "hits", "dice", "cards", "tokens", "soldiers", "flags", "figures", "hexes", "points", "rounds",
    "turns", "units", "squads", "wounds", "medals", "bursts", "skulls", "actions", "days", "men",
    "changes", "entries", "seconds", "minutes", "boxes", "steps",
];
const EN_SINGULARS: &[&str] = &[
    "hit", "die", "card", "token", "soldier", "flag", "figure", "hex", "point", "round", "turn",
    "unit", "squad", "wound", "medal", "burst", "skull", "action", "day", "man", "change", "entry",
    "second", "minute", "box", "step",
];
const IT_PLURALS: &[&str] = &[
    "colpi",
    "dadi",
    "carte",
    "segnalini",
    "danni",
    "soldati",
    "bandiere",
    "miniature",
    "esagoni",
    "punti",
    "turni",
    "squadre",
    "ferite",
    "medaglie",
    "azioni",
    "giorni",
    "partite",
    "modifiche",
    "voci",
    "secondi",
    "minuti",
    "caselle",
    "passi",
    "uomini",
    "comandi",
    "esiti",
];
const IT_SINGULARS: &[&str] = &[
    "colpo",
    "dado",
    "carta",
    "segnalino",
    "danno",
    "soldato",
    "bandiera",
    "miniatura",
    "esagono",
    "punto",
    "turno",
    "squadra",
    "ferita",
    "medaglia",
    "azione",
    "giorno",
    "partita",
    "modifica",
    "voce",
    "secondo",
    "minuto",
    "casella",
    "passo",
    "comando",
    "esito",
    "uomo",
];

/// The words after a number `n` in `s` that disagree with it.
fn disagreements(s: &str, n: u32, plurals: &[&str], singulars: &[&str]) -> Vec<String> {
    // A number directly followed by a word: "1 hits". A number then punctuation ("round 2:
    // the…", "0 · round") is an ordinal or a label, not a count.
    let words: Vec<&str> = s.split_whitespace().collect();
    let mut bad = vec![];
    for pair in words.windows(2) {
        // "+1 danni" is a count too (a change by one).
        if pair[0].trim_start_matches('+') != n.to_string() {
            continue;
        }
        let w = pair[1]
            .trim_end_matches(|c: char| ",.;:)!?".contains(c))
            .to_lowercase();
        let wrong = if n == 1 {
            plurals.contains(&w.as_str())
        } else {
            singulars.contains(&w.as_str())
        };
        if wrong {
            bad.push(format!("{} {}", pair[0], pair[1]));
        }
    }
    bad
}

#[test]
fn every_count_agrees_and_no_placeholder_is_left() {
    let mut problems = vec![];
    for (lang, code, plurals, singulars) in [
        (Lang::En, "en", EN_PLURALS, EN_SINGULARS),
        (Lang::It, "it", IT_PLURALS, IT_SINGULARS),
    ] {
        let loc = Localizer::new(lang);
        for (id, vars) in messages(code) {
            // Their number-like variables are names ("the Blue die", "a Blue 4 squad").
            if ["wwb-err-die-side", "wwb-err-no-standard-squad"].contains(&id.as_str()) {
                continue;
            }
            for n in [0u32, 1, 2, 5] {
                let args: Vec<(&str, String)> =
                    vars.iter().map(|v| (v.as_str(), n.to_string())).collect();
                let s = loc.tr(&id, &args);
                if s.contains("{ $") || s.contains("{$") {
                    problems.push(format!("{code} {id} (n={n}): a placeholder is left: {s}"));
                }
                for b in disagreements(&s, n, plurals, singulars) {
                    problems.push(format!("{code} {id} (n={n}): \"{b}\" in: {s}"));
                }
            }
        }
    }
    problems.sort();
    problems.dedup();
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}
