//! `adjutant rules <game> <words…> [--json]`: the rule lookup's search from the command line.

use serde_json::{Value, json};

use crate::content::Content;
use crate::content::rules_index::RulesIndex;
use crate::i18n::Localizer;

/// How many topics the text output shows.
const SHOWN: usize = 5;

pub fn run(
    content: &Content,
    loc: &Localizer,
    game: &str,
    words: &[String],
    json: bool,
) -> Result<String, String> {
    let def = content
        .game(game)
        .ok_or_else(|| loc.tr("err-unknown-game", &[("game", crate::i18n::echo(game))]))?;
    let query = words.join(" ");
    let index = RulesIndex::build(def, loc);
    let found = index.search(&query);
    let absent: Vec<String> = found.absent.iter().map(|a| loc.t(&a.note)).collect();
    if json {
        let results: Vec<Value> = found
            .hits
            .iter()
            .filter_map(|h| def.rules.get(h.topic).map(|t| (h, t)))
            .map(|(h, t)| {
                json!({
                    "id": t.id,
                    "title": loc.t(&t.title),
                    "body": loc.t(&t.body),
                    "rulebook": t.book_refs(),
                    "lines": t.refs,
                    "score": h.score,
                })
            })
            .collect();
        let v = json!({
            "game": def.id,
            "query": query,
            "lang": loc.lang.code(),
            "results": results,
            "absent": absent,
            "unmatched_words": found.unknown,
        });
        return serde_json::to_string_pretty(&v).map_err(|e| e.to_string());
    }
    let mut s = String::new();
    for a in &absent {
        s.push_str(a);
        s.push_str("\n\n");
    }
    if found.hits.is_empty() && absent.is_empty() {
        s.push_str(&loc.tr("rules-no-match", &[("query", crate::i18n::echo(&query))]));
        s.push('\n');
    }
    for h in found.hits.iter().take(SHOWN) {
        let Some(t) = def.rules.get(h.topic) else {
            continue;
        };
        s.push_str(&format!("{}\n{}\n", loc.t(&t.title), loc.t(&t.body)));
        if let Some(r) = t.book_refs() {
            s.push_str(&loc.tr("rules-ref", &[("refs", r)]));
            s.push('\n');
        }
        s.push('\n');
    }
    if found.hits.len() > SHOWN {
        let more = found.hits.len() - SHOWN;
        s.push_str(&loc.tr("rules-more", &[("n", more.to_string())]));
    }
    Ok(s.trim_end().to_string())
}
