//! The shape of the code: the engine names no game, and the top-level folders of `src/` only
//! use the ones below them (ui → session → games → content → core; store and i18n beside).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Every top-level module a top-level module of `src/` names (`crate::<name>`).
fn uses() -> BTreeMap<String, BTreeSet<String>> {
    let src = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/src"));
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut stack = vec![src.clone()];
    while let Some(p) = stack.pop() {
        if p.is_dir() {
            stack.extend(
                std::fs::read_dir(&p)
                    .expect("ls")
                    .flatten()
                    .map(|e| e.path()),
            );
            continue;
        }
        if p.extension().is_none_or(|x| x != "rs") {
            continue;
        }
        let rel = p.strip_prefix(&src).expect("under src");
        let top = top_of(rel);
        let text = std::fs::read_to_string(&p).expect("read");
        let mut rest = text.as_str();
        while let Some(i) = rest.find("crate::") {
            rest = &rest[i + "crate::".len()..];
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            // `crate::registry!` is the list of games, not a module.
            if name != top && name != "registry" && !name.is_empty() {
                out.entry(top.clone()).or_default().insert(name);
            }
        }
    }
    out
}

fn top_of(rel: &Path) -> String {
    let first = rel
        .components()
        .next()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .unwrap_or_default();
    first.trim_end_matches(".rs").to_string()
}

#[test]
fn the_engine_names_no_game_content_storage_session_or_screen() {
    let core = uses().remove("core").unwrap_or_default();
    assert!(core.is_empty(), "core uses {core:?}");
}

#[test]
fn no_cycle_spans_two_top_level_folders() {
    let graph = uses();
    // Depth-first search for a path back to the start.
    fn reaches(
        graph: &BTreeMap<String, BTreeSet<String>>,
        from: &str,
        to: &str,
        seen: &mut BTreeSet<String>,
    ) -> bool {
        for next in graph.get(from).into_iter().flatten() {
            if next == to || (seen.insert(next.clone()) && reaches(graph, next, to, seen)) {
                return true;
            }
        }
        false
    }
    for m in graph.keys() {
        assert!(
            !reaches(&graph, m, m, &mut BTreeSet::new()),
            "{m} reaches itself through {graph:?}"
        );
    }
    // And the layers as documented: nothing below uses what is above it.
    let order = ["core", "content", "games", "session", "play", "ui"];
    for (i, low) in order.iter().enumerate() {
        for high in &order[i + 1..] {
            assert!(
                !graph.get(*low).is_some_and(|u| u.contains(*high)),
                "{low} uses {high}"
            );
        }
    }
    for side in ["store", "i18n"] {
        for high in ["games", "session", "play", "ui"] {
            assert!(
                !graph.get(side).is_some_and(|u| u.contains(high)),
                "{side} uses {high}"
            );
        }
    }
}
