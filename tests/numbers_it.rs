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
