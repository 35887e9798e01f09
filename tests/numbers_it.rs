//! Numbers written as each language writes them (issue 36): a decimal comma in Italian, a
//! point in English, in odds and averages on the screen and on the command line.

mod common;

use adjutant::i18n::{Lang, Localizer};

#[test]
fn decimals_and_percentages_follow_the_language() {
    let en = Localizer::new(Lang::En);
    let it = Localizer::new(Lang::It);
    assert_eq!(en.num(2.0, 1), "2.0");
    assert_eq!(it.num(2.0, 1), "2,0");
    assert_eq!(en.pct(88.75, 1), "88.8%");
    assert_eq!(it.pct(88.75, 1), "88,8%");
    assert_eq!(it.num(7.0, 2), "7,00");
    assert_eq!(it.pct(50.0, 0), "50%");
}

#[test]
fn the_command_line_writes_italian_odds_with_a_comma() {
    let home = tempfile::tempdir().expect("tempdir");
    let run = |lang: &str, args: &[&str]| {
        let (mut out, mut err) = (vec![], vec![]);
        let mut all = vec!["adjutant", "--lang", lang];
        all.extend_from_slice(args);
        let code = adjutant::cli::run_in(
            &adjutant::store::Paths::at(home.path()),
            all,
            &mut out,
            &mut err,
        );
        assert_eq!(code, 0, "{}", String::from_utf8_lossy(&err));
        String::from_utf8_lossy(&out).into_owned()
    };
    let it = run("it", &["odds", "2d6"]);
    assert!(it.contains("7,00"), "{it}");
    assert!(!it.contains("7.00"), "{it}");
    assert!(
        it.contains("16,7%"),
        "the chance of a 7, with a comma: {it}"
    );
    let en = run("en", &["odds", "2d6"]);
    assert!(en.contains("7.00") && en.contains("16.7%"), "{en}");

    // A resolver's odds in Italian: Command & Colors' battle.
    let it = run(
        "it",
        &[
            "odds",
            "cc-great-war",
            "battle",
            "--unit",
            "infantry",
            "--range",
            "2",
        ],
    );
    let decimals = it
        .split(|c: char| !(c.is_ascii_digit() || c == '.' || c == ','))
        .filter(|w| w.len() > 2 && w.contains('.'))
        .collect::<Vec<_>>();
    assert!(
        decimals.is_empty(),
        "decimal points in Italian: {decimals:?}\n{it}"
    );
    assert!(it.contains(','), "{it}");
}

#[test]
fn large_counts_have_the_languages_thousands_separator() {
    let en = Localizer::new(Lang::En);
    let it = Localizer::new(Lang::It);
    assert_eq!(it.int(46656u64), "46.656");
    assert_eq!(en.int(46656u64), "46,656");
    assert_eq!(it.int(999u32), "999");
    assert_eq!(it.int(1000u32), "1.000");
    assert_eq!(it.int(-1234567i64), "-1.234.567");
    assert_eq!(
        en.int(4_738_381_338_321_616_896u128),
        "4,738,381,338,321,616,896"
    );
    assert_eq!(it.int(0u8), "0");
}

#[test]
fn a_possible_outcome_never_shows_as_zero_percent() {
    let en = Localizer::new(Lang::En);
    let it = Localizer::new(Lang::It);
    assert_eq!(it.pct(0.02, 1), "<0,1%");
    assert_eq!(en.pct(0.02, 1), "<0.1%");
    assert_eq!(it.pct(0.3, 0), "<1%");
    assert_eq!(
        it.pct(0.0, 1),
        "0,0%",
        "an impossible outcome stays at zero"
    );
    assert_eq!(it.pct(0.06, 1), "0,1%");
}

#[test]
fn the_odds_header_groups_the_outcomes_by_thousands() {
    let home = tempfile::tempdir().expect("tempdir");
    let run = |lang: &str| {
        let (mut out, mut err) = (vec![], vec![]);
        let code = adjutant::cli::run_in(
            &adjutant::store::Paths::at(home.path()),
            vec!["adjutant", "--lang", lang, "odds", "6d6"],
            &mut out,
            &mut err,
        );
        assert_eq!(code, 0, "{}", String::from_utf8_lossy(&err));
        String::from_utf8_lossy(&out).into_owned()
    };
    let it = run("it");
    assert!(it.contains("46.656 esiti"), "{it}");
    assert!(it.contains("/46.656"), "each row's fraction too: {it}");
    assert!(it.contains("<0,1%"), "six ones can happen: {it}");
    let en = run("en");
    assert!(en.contains("46,656 equally likely outcomes"), "{en}");
}
