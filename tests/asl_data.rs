//! ASL data files: they load, a broken player copy is reported by file and field, and every
//! message id the ASL code and data use exists in both languages.

use std::fs;

use adjutant::games::asl_sk1::data::AslData;
use adjutant::games::asl_sk1::morale::MoraleResult;
use adjutant::i18n::{Lang, Localizer};

#[test]
fn rule_topics_load_and_search_both_languages() {
    let c = adjutant::games::embedded_content();
    let g = c.game("asl-sk1").expect("game");
    assert!(g.rules.len() >= 30, "{}", g.rules.len());
    assert_eq!(g.phases.phases.len(), 8);
    let loc = Localizer::new(Lang::En);
    let hits = |q: &str| {
        g.rules
            .iter()
            .filter(|t| adjutant::ui::screens::rules::matches(&loc, t, q))
            .count()
    };
    assert!(hits("cowering") >= 1);
    assert!(hits("imboscata") >= 1);
    assert!(hits("L1067") >= 1);
}

#[test]
fn broken_player_ift_is_reported_and_the_embedded_one_used() {
    let dir = tempfile::tempdir().expect("tempdir");
    let g = dir.path().join("asl-sk1");
    fs::create_dir_all(&g).expect("mkdir");
    let embedded = include_str!("../data/asl-sk1/ift.json");
    let bad = embedded.replacen("\"1KIA\"", "\"9XYZ\"", 1);
    fs::write(g.join("ift.json"), &bad).expect("write");
    let content = adjutant::games::load_content(Some(dir.path()));
    let problems = &content.problems;
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(problems[0].file.ends_with("asl-sk1/ift.json"));
    assert_eq!(problems[0].field, "rows[0].results[0]");
    let def = content.game("asl-sk1").expect("asl loaded");
    assert_eq!(AslData::of(def).expect("builds"), AslData::embedded());
    // A valid copy replaces the embedded table.
    let mine = embedded.replacen("\"1KIA\"", "\"2KIA\"", 1);
    fs::write(g.join("ift.json"), mine).expect("write");
    let content = adjutant::games::load_content(Some(dir.path()));
    assert!(content.problems.is_empty(), "{:?}", content.problems);
    let d = AslData::of(content.game("asl-sk1").expect("asl loaded")).expect("builds");
    assert_eq!(d.ift.cells[0][0].label(), "2KIA");
}

fn quoted_ids(text: &str) -> Vec<String> {
    text.split('"')
        .skip(1)
        .step_by(2)
        .filter(|l| {
            l.starts_with("asl-")
                && !l.ends_with('-')
                && l.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        })
        .map(str::to_string)
        .collect()
}

#[test]
fn every_asl_id_exists_in_both_languages() {
    let loc = Localizer::new(Lang::En);
    assert!(loc.problems().is_empty(), "{:?}", loc.problems());
    let root = env!("CARGO_MANIFEST_DIR");
    let mut ids = vec![];
    // Every source file of the game's rules and of its panels.
    let mut stack = vec![
        std::path::PathBuf::from(format!("{root}/src/games/asl_sk1")),
        std::path::PathBuf::from(format!("{root}/src/ui/games/asl_sk1")),
    ];
    while let Some(p) = stack.pop() {
        if p.is_dir() {
            stack.extend(fs::read_dir(&p).expect("ls").flatten().map(|e| e.path()));
        } else if p.extension().is_some_and(|x| x == "rs") && !p.ends_with("tests.rs") {
            ids.extend(quoted_ids(&fs::read_to_string(&p).expect("read")));
        }
    }
    ids.extend(AslData::embedded().message_ids());
    // Ids built at run time: "<morale result>-short".
    for r in [
        MoraleResult::Passed,
        MoraleResult::Pinned,
        MoraleResult::Broken,
        MoraleResult::BrokenReduced,
        MoraleResult::Reduced,
        MoraleResult::Eliminated,
    ] {
        ids.push(format!("{}-short", r.msg()));
    }
    assert!(ids.len() > 150, "{}", ids.len());
    for id in ids {
        // A reading's id names its explanation, the message `reading-<id>`.
        if id == "asl-sk1"
            || Lang::ALL
                .iter()
                .all(|&l| loc.has(l, &format!("reading-{id}")))
        {
            continue;
        }
        for l in Lang::ALL {
            assert!(loc.has(l, &id), "'{id}' missing in {l:?}");
        }
    }
}

/// The support weapons' usual numbers come from `weapons.json` with the text's values (FT 24 FP
/// and X# 10/8, DC 30 FP and X# 12/10, MG B# 12); a player's copy changes them, and a broken
/// copy is reported by field with the embedded one kept.
#[test]
fn weapon_numbers_come_from_data_and_a_player_copy_changes_them() {
    use adjutant::games::asl_sk1::AslSettings;
    use adjutant::games::asl_sk1::fire::{self, FireAttack, FireItem, ItemKind};
    let d = AslData::embedded();
    let w = &d.weapons;
    assert_eq!((w.fp(ItemKind::Ft), w.fp(ItemKind::Dc)), (24, 30));
    assert_eq!(w.number(ItemKind::Mg, true), Some(12));
    assert_eq!(w.number(ItemKind::Ft, true), Some(10));
    assert_eq!(w.number(ItemKind::Ft, false), Some(8));
    assert_eq!(w.number(ItemKind::Dc, true), Some(12));
    assert_eq!(w.number(ItemKind::Dc, false), Some(10));
    // An MG with no B# entered, original DR 11: no breakdown with B# 12...
    let attack = FireAttack {
        items: vec![FireItem::new(ItemKind::Mg, 4)],
        ..Default::default()
    };
    let broke = |d: &AslData| {
        fire::resolve(d, &attack, &AslSettings::default(), 5, 6)
            .expect("resolves")
            .breakdown
            .iter()
            .any(|b| b.broke)
    };
    assert!(!broke(&d));
    // ...but with the player's B# 11 it breaks.
    let dir = tempfile::tempdir().expect("tempdir");
    let g = dir.path().join("asl-sk1");
    fs::create_dir_all(&g).expect("mkdir");
    let embedded = include_str!("../data/asl-sk1/weapons.json");
    let mine = embedded.replacen(
        "\"mg_breakdown\": { \"value\": 12",
        "\"mg_breakdown\": { \"value\": 11",
        1,
    );
    assert_ne!(mine, embedded);
    fs::write(g.join("weapons.json"), &mine).expect("write");
    let content = adjutant::games::load_content(Some(dir.path()));
    assert!(content.problems.is_empty(), "{:?}", content.problems);
    let theirs = AslData::of(content.game("asl-sk1").expect("asl")).expect("builds");
    assert!(broke(&theirs));
    // A B# of 13 cannot be rolled: reported, and the embedded numbers used.
    let bad = embedded.replacen(
        "\"mg_breakdown\": { \"value\": 12",
        "\"mg_breakdown\": { \"value\": 13",
        1,
    );
    fs::write(g.join("weapons.json"), &bad).expect("write");
    let content = adjutant::games::load_content(Some(dir.path()));
    assert_eq!(content.problems.len(), 1, "{:?}", content.problems);
    assert_eq!(content.problems[0].field, "mg_breakdown.value");
    let used = AslData::of(content.game("asl-sk1").expect("asl")).expect("builds");
    assert_eq!(used.weapons, d.weapons);
}

/// A player's IFT whose rows start near the largest integer, or that has too many rows or
/// columns, is reported by field instead of overflowing; the built-in table is used.
#[test]
fn an_ift_with_rows_that_would_overflow_is_reported() {
    let dir = tempfile::tempdir().expect("tmp");
    let game = dir.path().join("asl-sk1");
    std::fs::create_dir_all(&game).expect("mkdir");
    let text = r#"{ "columns": [1],
        "rows": [ { "dr": 2147483647, "results": ["-"] }, { "dr": 2147483647, "results": ["-"] } ] }"#;
    std::fs::write(game.join("ift.json"), text).expect("write");
    let c = adjutant::games::load_content(Some(dir.path()));
    assert!(
        c.problems
            .iter()
            .any(|p| p.file.ends_with("ift.json") && p.field == "rows[0].dr"),
        "{:?}",
        c.problems
    );
}
