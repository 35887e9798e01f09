//! Issue 24: the rule lookup from anywhere. Rules is one tap from Home, the dice tray and a
//! table, at both tablet sizes; on a table it opens that game with the current phase's topics
//! offered before a word is typed; a topic's related topics are one tap away; and the command
//! line searches the same index.

mod common;
use common::{LANDSCAPE, PORTRAIT, Window, send};

use adjutant::ui::app::{Message, Screen};

fn query(w: &Window) -> Option<String> {
    match &w.app.screen {
        Screen::Rules(r) => Some(r.query.clone()),
        _ => None,
    }
}

#[test]
fn rules_are_one_tap_from_home_and_the_tray() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = common::english_app(3);
        let mut w = Window::new(&mut app, size);
        w.tap("Rules");
        assert_eq!(w.taps, 1, "{size:?}");
        assert!(w.sees("Rules: all games"), "{size:?}");
        // A word finds a topic in any game: here ASL's, under its English title.
        send(w.app, Message::RulesQuery("PTC".into()));
        assert!(w.sees("Pin Task Check and Pin"), "{size:?}");
        w.tap("◀ Back");
        assert!(matches!(w.app.screen, Screen::Home));

        w.tap("Open the dice tray");
        let before = w.taps;
        w.tap("Rules");
        assert_eq!(w.taps - before, 1, "{size:?}");
        assert!(w.sees("Rules: all games"), "{size:?}");
        // Narrowed to one game with one more tap.
        w.tap("Trench Club");
        assert!(w.sees("Rules: Trench Club"), "{size:?}");
        w.tap("◀ Back");
        assert!(w.app.table().is_some_and(|t| t.is_tray()), "{size:?}");
    }
}

#[test]
fn from_a_table_the_lookup_opens_on_its_game_and_offers_the_phase_topics() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = common::english_app(4);
        send(&mut app, Message::NewGame("asl-sk1".into()));
        let mut w = Window::new(&mut app, size);
        w.tap("Rules");
        assert_eq!(w.taps, 1);
        assert!(w.sees("Rules: ASL Starter Kit #1"), "{size:?}");
        // A new game starts in the Rally Phase: its topics come first, before any word.
        let texts: Vec<String> = w.texts().into_iter().map(|(t, _)| t).collect();
        let at = texts
            .iter()
            .position(|t| t.starts_with("This phase, Rally Phase (RPh)"))
            .unwrap_or_else(|| panic!("{size:?}: no phase header in {texts:?}"));
        assert_eq!(
            texts.get(at + 1).map(String::as_str),
            Some("Rally Phase order")
        );
        assert!(
            texts[at + 1..]
                .iter()
                .take(12)
                .any(|t| t == "Rally and self-rally")
        );
        w.tap("◀ Table");
        assert!(w.app.table().is_some());
    }
}

#[test]
fn related_topics_are_one_tap_away() {
    let (_home, mut app) = common::english_app(5);
    send(&mut app, Message::OpenRules("asl-sk1".into()));
    send(&mut app, Message::RulesQuery("morale check".into()));
    let mut w = Window::new(&mut app, LANDSCAPE);
    assert!(w.sees("See also:"));
    w.tap("Pin Task Check and Pin");
    assert_eq!(query(&w).as_deref(), Some("Pin Task Check and Pin"));
    let first = w
        .texts()
        .into_iter()
        .map(|(t, _)| t)
        .find(|t| t.contains("Pin") || t.contains("Morale"));
    assert_eq!(first.as_deref(), Some("Pin Task Check and Pin"));
}

/// The search keeps its words across a change of language, and the topics read in the new
/// language.
#[test]
fn switching_language_keeps_the_search() {
    let (_home, mut app) = common::english_app(6);
    send(&mut app, Message::OpenRules("tide-of-iron".into()));
    send(&mut app, Message::RulesQuery("soppressione".into()));
    let mut w = Window::new(&mut app, LANDSCAPE);
    assert!(w.sees("Suppressive attack"));
    w.tap("IT");
    assert_eq!(query(&w).as_deref(), Some("soppressione"));
    assert!(w.sees("Attacco soppressivo"));
}

/// A word no topic has is named, so the topics shown do not read as answering it.
#[test]
fn a_word_found_nowhere_is_named() {
    let (_home, mut app) = common::english_app(7);
    send(&mut app, Message::OpenRules("asl-sk1".into()));
    send(&mut app, Message::RulesQuery("morale zeppelin".into()));
    let mut w = Window::new(&mut app, LANDSCAPE);
    assert!(w.sees("No topic has the word “zeppelin”: these topics match the other words."));
    assert!(w.sees("Morale Checks"));
}

#[test]
fn cli_searches_the_same_index() {
    let v = common::json(&["rules", "asl-sk1", "MC", "--json"]);
    assert_eq!(v["results"][0]["id"], "morale-check");
    assert_eq!(v["results"][0]["title"], "Morale Checks");
    let v = common::json(&[
        "rules",
        "tide-of-iron",
        "soppressione",
        "--json",
        "--lang",
        "it",
    ]);
    assert_eq!(v["results"][0]["id"], "suppressive");
    assert_eq!(v["results"][0]["title"], "Attacco soppressivo");
    // The rulebook's reference in the player's language: no English "and" in Italian.
    let v = common::json(&[
        "rules",
        "tide-of-iron",
        "spostamento",
        "--json",
        "--lang",
        "it",
    ]);
    for r in v["results"].as_array().expect("results") {
        let book = r["rulebook"].as_str().unwrap_or_default();
        assert!(!book.split_whitespace().any(|w| w == "and"), "{book}");
    }
    // Concealment: Starter Kit #1 has simplified rules (L20-25) without it.
    let (code, out, _) = common::run(&["rules", "asl-sk1", "concealment", "--lang", "en"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("Concealment belongs to the full ASL rules"),
        "{out}"
    );
    assert!(!out.contains("No topic"), "{out}");
    let (code, _, err) = common::run(&["rules", "no-such-game", "fire"]);
    assert_eq!(code, 2);
    assert!(err.contains("no-such-game"), "{err}");
}

/// No rulebook reference mixes languages: none reads "and" between pages.
#[test]
fn references_read_the_same_in_both_languages() {
    let c = adjutant::games::embedded_content();
    for g in &c.games {
        for t in &g.rules {
            if let Some(r) = t.book_refs() {
                assert!(
                    !r.split_whitespace().any(|w| w == "and" || w == "see"),
                    "{} {}: {r}",
                    g.id,
                    t.id
                );
            }
        }
    }
}
