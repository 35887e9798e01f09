//! Italian as an Italian player reads it (issue 40): one register (tu, never voi), no verb
//! after a side's name (sides are plural, singular, masculine or feminine: "Americani",
//! "Germania", "Intesa", so a verb there would not agree), no side name nested in brackets,
//! and no internal references.

use std::fs;

/// Every Italian message's text, one line at a time, with the file it comes from: comments
/// dropped, the id before `=` dropped, variables and variant keys dropped.
fn italian_lines() -> Vec<(String, String)> {
    let mut out = vec![];
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/i18n/it");
    let mut files: Vec<_> = fs::read_dir(dir)
        .expect("i18n/it")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    files.sort();
    assert!(files.len() > 20, "{files:?}");
    for p in files {
        let name = p
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let text = fs::read_to_string(&p).expect("read");
        for line in text.lines() {
            let t = line.trim_start();
            if t.starts_with('#') || t.is_empty() {
                continue;
            }
            let body = match line.split_once(" = ") {
                Some((id, rest)) if !id.starts_with(' ') && !id.contains('{') => rest,
                _ => line,
            };
            out.push((name.clone(), body.to_string()));
        }
    }
    out
}

/// The words of a line, lowercase, variables (`$side`) and variant keys (`[one]`) left out,
/// each with whether it opens a sentence or a clause (after `.`, `:`, `;`, `!`, `?`).
fn words(line: &str) -> Vec<(String, bool)> {
    let mut out = vec![];
    let mut cur = String::new();
    let mut skip = false;
    let mut opens = true;
    let mut next_opens = true;
    for c in line.chars() {
        if c.is_alphabetic() {
            if !skip {
                cur.extend(c.to_lowercase());
            }
        } else {
            if !cur.is_empty() {
                out.push((std::mem::take(&mut cur), opens));
                next_opens = false;
            }
            if !skip || !(c.is_alphanumeric() || c == '-') {
                skip = c == '$' || c == '[' || c == '-';
            }
            if ".:;!?".contains(c) {
                next_opens = true;
            }
            opens = next_opens;
        }
    }
    if !cur.is_empty() {
        out.push((cur, opens));
    }
    out
}

/// A voi form: a pronoun ("vostra"), a verb that is only ever a voi form ("potete",
/// "scegliete"), an imperative with a pronoun joined on ("controllatele"), or, opening a
/// sentence, an imperative that mid-sentence would be a participle ("Inserite …" but
/// "partite salvate").
fn voi_form(w: &str, opens: bool) -> bool {
    const ALWAYS: &[&str] = &[
        "potete",
        "dovete",
        "avete",
        "siete",
        "volete",
        "sapete",
        "fate",
        "dite",
        "scegliete",
        "mettete",
        "scrivete",
        "premete",
        "aggiungete",
        "prendete",
        "decidete",
        "tenete",
        "leggete",
        "togliete",
        "rimuovete",
        "chiudete",
        "risolvete",
    ];
    const OPENING: &[&str] = &[
        "inserite",
        "controllate",
        "usate",
        "tirate",
        "ritirate",
        "toccate",
        "guardate",
        "spostate",
        "riprovate",
        "provate",
        "aprite",
        "salvate",
        "annullate",
        "impostate",
        "concordate",
        "piazzate",
        "prelevate",
        "cambiate",
        "segnate",
        "giocate",
    ];
    const CLITICS: &[&str] = &["le", "lo", "li", "la", "ne", "gli", "vi", "ci"];
    if w == "voi" || w.starts_with("vostr") || ALWAYS.contains(&w) {
        return true;
    }
    if opens && OPENING.contains(&w) {
        return true;
    }
    // An imperative with a pronoun joined on: "controllatele", "annullatela".
    CLITICS.iter().any(|c| {
        w.strip_suffix(c).is_some_and(|stem| {
            stem.len() > 5 && ["ate", "ete", "ite"].iter().any(|e| stem.ends_with(e))
        })
    })
}

#[test]
fn voi_forms_are_caught() {
    for w in [
        "controllatele",
        "vostra",
        "vostro",
        "annullatela",
        "potete",
        "scegliete",
    ] {
        assert!(voi_form(w, false), "{w}");
    }
    assert!(voi_form("inserite", true));
    assert!(!voi_form("inserite", false), "sono state inserite");
    for w in [
        "controlla",
        "granate",
        "entrate",
        "ferite",
        "segnate",
        "tua",
    ] {
        assert!(!voi_form(w, false), "{w}");
    }
    let ws = words("Pari: ritirate i dadi. Le facce tirate { $n }");
    assert!(ws.contains(&("ritirate".to_string(), true)), "{ws:?}");
    assert!(ws.contains(&("tirate".to_string(), false)), "{ws:?}");
    assert!(!ws.iter().any(|(w, _)| w == "n"), "{ws:?}");
}

#[test]
fn italian_speaks_to_the_player_as_tu() {
    let mut bad = vec![];
    for (file, line) in italian_lines() {
        for (w, opens) in words(&line) {
            if voi_form(&w, opens) {
                bad.push(format!("{file}: '{w}' in: {line}"));
            }
        }
    }
    assert!(bad.is_empty(), "voi forms in Italian:\n{}", bad.join("\n"));
}

#[test]
fn italian_names_no_internal_references() {
    let mut bad = vec![];
    for (file, line) in italian_lines() {
        if line.contains("digest") || line.contains('§') || line.contains("issue ") {
            bad.push(format!("{file}: {line}"));
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// "Americani chiude", "Intesa tengono": a side's name is followed by a colon, a dot or a
/// preposition, never by a verb that would have to agree with it; and a side's name, which
/// may carry its own brackets ("Alleati (US Army, British Army)"), is never put in brackets.
#[test]
fn no_verb_has_to_agree_with_a_side() {
    let mut bad = vec![];
    for (file, line) in italian_lines() {
        bad.extend(
            side_problems(&file, &line)
                .into_iter()
                .map(|p| format!("{file}: {p}: {line}")),
        );
    }
    assert!(
        bad.is_empty(),
        "verbs after a side, or a side in brackets:\n{}",
        bad.join("\n")
    );
}

/// What is wrong with one line of `file` about a side: a word after the side's name that
/// would have to agree with it, or the name in brackets.
fn side_problems(file: &str, line: &str) -> Vec<String> {
    const FINE_AFTER: &[&str] = &["da", "di", "del", "della", "in", "e", "o", "per", "con"];
    let mut bad = vec![];
    for var in ["{ $side }", "{ $team }", "{ $winner }"] {
        for (at, _) in line.match_indices(var) {
            let after = &line[at + var.len()..];
            let next = after
                .strip_prefix(' ')
                .and_then(|a| a.split(|c: char| !c.is_alphabetic()).next())
                .unwrap_or("");
            if next.chars().next().is_some_and(char::is_lowercase)
                && !FINE_AFTER.contains(&next)
                // Not a side: a die's side, a crossfire team.
                && !line.contains("dado")
                && !line.contains("squadra { $team }")
            {
                bad.push(format!("'{next}' after {var}"));
            }
        }
    }
    // Trench Club's nations have no brackets of their own.
    if line.contains("({ $side })") && !file.starts_with("trench-club") {
        bad.push("side in brackets".to_string());
    }
    bad
}

#[test]
fn the_side_check_sees_what_it_is_for() {
    let f = "tide-of-iron-play.ftl";
    assert_eq!(side_problems(f, "{ $side } chiude la fase azione").len(), 1);
    assert_eq!(side_problems(f, "Vittoria: { $team } tengono").len(), 1);
    assert_eq!(side_problems(f, "Mano ({ $side })").len(), 1);
    assert!(side_problems(f, "{ $side }: fase azione chiusa").is_empty());
    assert!(side_problems(f, "Carte di { $side } in attesa").is_empty());
    assert!(side_problems("trench-club-basis.ftl", "{ $unit } ({ $side })").is_empty());
}

/// Each game calls its turn by its rulebook's word, in the phase bar, in both languages.
#[test]
fn each_game_names_its_turn_with_its_own_word() {
    use adjutant::i18n::{Lang, Localizer};
    use adjutant::ui::screens::frame::round_words;
    let content = adjutant::games::embedded_content();
    let want = [
        ("asl-sk1", "Turno di gioco 3", "Game Turn 3 of 6"),
        ("cc-great-war", "Turno 3", "Turn 3 of 6"),
        ("we-were-brothers", "Turno 3", "Turn 3 of 6"),
        ("tide-of-iron", "Round 3", "Round 3 of 6"),
        ("trench-club", "Round 3", "Round 3 of 6"),
    ];
    let it = Localizer::new(Lang::It);
    let en = Localizer::new(Lang::En);
    for (id, it_word, en_word) in want {
        let g = content
            .games
            .iter()
            .find(|g| g.id == id)
            .unwrap_or_else(|| panic!("{id}"));
        assert_eq!(round_words(&it, &g.name, 3, None), it_word, "{id}");
        assert_eq!(
            round_words(&it, &g.name, 3, Some(6)),
            format!("{it_word} di 6"),
            "{id}"
        );
        assert_eq!(round_words(&en, &g.name, 3, Some(6)), en_word, "{id}");
    }
    // A game with no word of its own keeps the generic one.
    assert_eq!(round_words(&it, "game-none", 2, None), "Round 2");
}

/// A phase entry of the log names its turn in the game's word too ("Turno di gioco 2,
/// Tedeschi: …" in ASL); shown without its game it keeps the generic word.
#[test]
fn log_entries_name_the_turn_in_the_games_word() {
    use adjutant::core::log::{Arg, LogEntry};
    use adjutant::i18n::{Lang, Localizer};
    let mut e = LogEntry::new(chrono::Utc::now(), "log-phase");
    e.args.insert("round".into(), Arg::Num(2));
    e.args
        .insert("side".into(), Arg::Msg("asl-side-german".into()));
    e.args.insert("phase".into(), Arg::Text("RPh".into()));
    let it = Localizer::new(Lang::It);
    assert_eq!(
        it.entry_in("game-asl-sk1", &e),
        "Turno di gioco 2, Tedeschi: RPh"
    );
    assert_eq!(it.entry(&e), "Round 2, Tedeschi: RPh");
    let en = Localizer::new(Lang::En);
    assert_eq!(en.entry_in("game-cc-great-war", &e), "Turn 2, Germans: RPh");
}
