//! `docs/play-json.md` documents every argument of `play do` written as JSON, with examples:
//! every example there (a fenced block marked `play-example GAME`, one command a line) is
//! played in order on a new game of its game and must be taken (a block marked
//! `play-example-read GAME` is read by the real parser only), and every JSON argument of every
//! game has one. A wrong or missing example fails here.

use adjutant::play::actions;

const DOC: &str = include_str!("../docs/play-json.md");

/// The words of a shell line: blanks separate them, quotes (single or double) keep a word
/// whole and are taken off.
fn shell_words(line: &str) -> Vec<String> {
    let mut out = vec![];
    let mut word = String::new();
    let mut in_word = false;
    let mut quote: Option<char> = None;
    for c in line.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => word.push(c),
            (None, '\'' | '"') => {
                quote = Some(c);
                in_word = true;
            }
            (None, c) if c.is_whitespace() => {
                if in_word {
                    out.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            (None, c) => {
                word.push(c);
                in_word = true;
            }
        }
    }
    assert!(quote.is_none(), "an unclosed quote in: {line}");
    if in_word {
        out.push(word);
    }
    out
}

/// One example: its game, its block (from 0), whether it is played, and its words after
/// `adjutant play SAVE do`.
struct Example {
    game: String,
    block: usize,
    played: bool,
    words: Vec<String>,
}

fn examples() -> Vec<Example> {
    let mut out = vec![];
    let mut game: Option<(String, bool)> = None;
    let mut blocks = 0;
    for line in DOC.lines() {
        let t = line.trim();
        if let Some(info) = t.strip_prefix("```") {
            game = match (
                &game,
                info.split_whitespace().collect::<Vec<_>>().as_slice(),
            ) {
                (None, [_, "play-example", g]) => Some((g.to_string(), true)),
                (None, [_, "play-example-read", g]) => Some((g.to_string(), false)),
                (None, _) => None,
                (Some(_), _) => {
                    assert!(info.is_empty(), "a block opens inside another: {line}");
                    blocks += 1;
                    None
                }
            };
            continue;
        }
        let Some((g, played)) = &game else { continue };
        if t.is_empty() {
            continue;
        }
        let words = shell_words(t);
        assert_eq!(
            words.get(..4),
            Some(&["adjutant", "play", "SAVE", "do"].map(String::from)[..]),
            "an example is `adjutant play SAVE do …`: {t}"
        );
        out.push(Example {
            game: g.clone(),
            block: blocks,
            played: *played,
            words: words[4..].to_vec(),
        });
    }
    assert!(game.is_none(), "the last example block is not closed");
    out
}

#[test]
fn every_example_in_docs_play_json_md_is_read_by_the_parser() {
    let content = adjutant::games::embedded_content();
    let all = examples();
    assert!(all.len() >= 30, "only {} examples found", all.len());
    let mut bad = vec![];
    for Example { game, words, .. } in &all {
        let def = content
            .game(game)
            .unwrap_or_else(|| panic!("no game {game}"));
        let table = adjutant::session::GameState::new(def, "doc", 1, chrono::Utc::now()).table;
        if let Err(e) = actions::parse_at(def, &table, words) {
            bad.push(format!("{game} {words:?}: {e:?}"));
        }
    }
    assert!(
        bad.is_empty(),
        "examples the parser refuses:\n{}",
        bad.join("\n")
    );
}

/// `adjutant --lang en <args>` on the data folder `home`: exit code and stderr.
fn run(home: &std::path::Path, args: &[&str]) -> (i32, String, String) {
    let (mut out, mut err) = (vec![], vec![]);
    let mut all = vec!["adjutant", "--lang", "en"];
    all.extend_from_slice(args);
    let paths = adjutant::store::Paths::at(home);
    let code = adjutant::cli::run_in(&paths, all, &mut out, &mut err);
    (
        code,
        String::from_utf8_lossy(&out).trim().to_string(),
        String::from_utf8_lossy(&err).into_owned(),
    )
}

#[test]
fn every_played_example_is_taken_in_order_on_a_new_game() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let all = examples();
    let mut save = (usize::MAX, String::new());
    let mut bad = vec![];
    for e in all.iter().filter(|e| e.played) {
        if save.0 != e.block {
            let (code, id, err) = run(h, &["play", "new", &e.game, "--seed", "2"]);
            assert_eq!(code, 0, "{err}");
            save = (e.block, id);
        }
        let mut args = vec!["play", save.1.as_str(), "do"];
        args.extend(e.words.iter().map(String::as_str));
        let (code, _, err) = run(h, &args);
        if code != 0 {
            bad.push(format!("{} {:?}: {err}", e.game, e.words));
        }
    }
    assert!(bad.is_empty(), "examples refused:\n{}", bad.join("\n"));
}

#[test]
fn every_json_argument_of_every_game_has_an_example() {
    let all = examples();
    let mut missing = vec![];
    for g in adjutant::games::BUILT_IN.iter().map(|g| g.id()) {
        for a in actions::catalogue(g).into_iter().filter(|a| a.game) {
            let uses: Vec<&Vec<String>> = all
                .iter()
                .filter(|e| e.game == g && e.words.first() == Some(&a.name))
                .map(|e| &e.words)
                .collect();
            for arg in a.args.iter().filter(|x| x.kind.contains("JSON")) {
                let shown = if arg.name.is_empty() {
                    !uses.is_empty()
                } else {
                    uses.iter().any(|w| {
                        w.iter().any(|x| {
                            x.starts_with(&format!("{}=", arg.name))
                                || x.starts_with(&format!("{}.", arg.name))
                        })
                    })
                };
                if !shown {
                    missing.push(format!("{g} {} {}", a.name, arg.name));
                }
            }
        }
    }
    assert!(
        missing.is_empty(),
        "JSON arguments without an example in docs/play-json.md:\n{}",
        missing.join("\n")
    );
}

/// The `resolve` examples (a block marked `resolve-example`): each is run and answers.
#[test]
fn every_resolve_example_answers() {
    let home = tempfile::tempdir().expect("tmp");
    let mut inside = false;
    let mut ran = 0;
    for line in DOC.lines().map(str::trim) {
        if let Some(info) = line.strip_prefix("```") {
            inside = info.split_whitespace().nth(1) == Some("resolve-example");
            continue;
        }
        if !inside || line.is_empty() {
            continue;
        }
        let words = shell_words(line);
        assert_eq!(
            words.get(..2),
            Some(&["adjutant", "resolve"].map(String::from)[..])
        );
        let args: Vec<&str> = words[1..].iter().map(String::as_str).collect();
        let (code, out, err) = run(home.path(), &args);
        assert_eq!(code, 0, "{line}: {err}");
        assert!(!out.is_empty(), "{line}");
        ran += 1;
    }
    assert!(ran >= 4, "only {ran} resolve examples");
}

/// The example's own shape check: a wrong field is refused, so the doc test can fail.
#[test]
fn a_wrong_example_is_refused() {
    let content = adjutant::games::embedded_content();
    let def = content.game("tide-of-iron").expect("toi");
    let table = adjutant::session::GameState::new(def, "doc", 1, chrono::Utc::now()).table;
    let words = shell_words(r#"roster '{"add":{"name":"A","sied":"usa"}}'"#);
    assert!(actions::parse_at(def, &table, &words).is_err());
}
