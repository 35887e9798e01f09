//! Every game with rules of its own is a whole companion: panels on the table, a rule lookup
//! of at least 40 topics in both languages, and a page in docs/ naming its readings and its
//! worked examples.

use adjutant::games;
use adjutant::i18n::{Lang, Localizer};

#[test]
fn every_game_with_rules_is_complete() {
    let content = games::embedded_content();
    assert!(content.problems.is_empty(), "{:?}", content.problems);
    let loc = Localizer::new(Lang::En);
    for g in games::BUILT_IN {
        let id = g.id();
        let def = content
            .games
            .iter()
            .find(|d| d.id == id)
            .unwrap_or_else(|| panic!("{id}: no data folder"));
        assert!(
            adjutant::ui::games::BUILT_IN.iter().any(|p| p.game == id),
            "{id}: no panels"
        );
        assert!(
            def.rules.len() >= 40,
            "{id}: {} rule topics, fewer than 40",
            def.rules.len()
        );
        for lang in [Lang::En, Lang::It] {
            for topic in &def.rules {
                assert!(
                    loc.has(lang, &topic.title) && loc.has(lang, &topic.body),
                    "{id}: topic {} lacks words in {lang:?}",
                    topic.id
                );
            }
        }
        let doc = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("docs")
            .join(format!("{id}.md"));
        let text = std::fs::read_to_string(&doc)
            .unwrap_or_else(|e| panic!("{id}: {} unreadable: {e}", doc.display()));
        assert!(
            text.contains('L') && text.len() > 2000,
            "{id}: docs page too thin to list its readings and worked examples"
        );
    }
}
