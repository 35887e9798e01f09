//! Every resolver of every game, fed arbitrary arguments: never a panic, never past a second,
//! and an answer given with exit 0 is a sane one (probabilities within 0–1, fractions whose
//! numerator does not pass their denominator, distributions that sum to 1). The flags are read
//! from each resolver's own `--help`, so a new resolver is covered without listing it here.

use std::sync::mpsc;
use std::time::Duration;

use proptest::prelude::*;
use serde_json::Value;

/// Runs the command line in-process on a thread; `None` if it did not finish within a second.
fn run(args: Vec<String>) -> Option<(i32, String, String)> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let mut out = Vec::new();
        let mut err = Vec::new();
        let result = std::panic::catch_unwind(move || {
            let code = adjutant::cli::run(
                std::iter::once("adjutant".to_string()).chain(args),
                &mut out,
                &mut err,
            );
            (
                code,
                String::from_utf8_lossy(&out).into_owned(),
                String::from_utf8_lossy(&err).into_owned(),
            )
        });
        let _ = tx.send(result);
    });
    match rx.recv_timeout(Duration::from_secs(1)) {
        Ok(Ok(r)) => Some(r),
        Ok(Err(_)) => Some((-1, String::new(), "PANIC".into())),
        Err(_) => None,
    }
}

/// The games with resolvers and each resolver's flags, from the command line's own help.
fn resolvers() -> Vec<(String, String, Vec<String>)> {
    let mut out = vec![];
    for game in adjutant::games::BUILT_IN.iter().map(|g| g.id()) {
        let (_, list, err) =
            run(vec!["resolve".into(), game.into(), "help".into()]).expect("help answers");
        let text = format!("{list}{err}");
        let names: Vec<String> = text
            .split(':')
            .nth(1)
            .unwrap_or_default()
            .split('(')
            .next()
            .unwrap_or_default()
            .split(',')
            .map(|s| s.trim().trim_end_matches('.').to_string())
            .filter(|s| !s.is_empty())
            .collect();
        assert!(!names.is_empty(), "no resolvers listed for {game}: {text}");
        for r in names {
            let (_, help, _) = run(vec![
                "resolve".into(),
                game.into(),
                r.clone(),
                "--help".into(),
            ])
            .expect("help answers");
            let flags: Vec<String> = help
                .split_whitespace()
                .filter(|w| w.starts_with("--") && w.len() > 2)
                .map(|w| {
                    w.trim_end_matches([',', '.', ':'])
                        .split('=')
                        .next()
                        .unwrap_or_default()
                        .to_string()
                })
                .filter(|f| f != "--help" && f != "--lang")
                .collect::<std::collections::BTreeSet<_>>()
                .into_iter()
                .collect();
            out.push((game.to_string(), r, flags));
        }
    }
    out
}

/// Values chosen to hit the edges: zero, negatives, every integer width's limits, fractions
/// with huge or zero parts, empty text, garbage, long lists of dice.
fn value() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("0".to_string()),
        Just("1".to_string()),
        Just("-1".to_string()),
        Just("6".to_string()),
        Just("12".to_string()),
        Just("2147483647".to_string()),
        Just("-2147483648".to_string()),
        Just("4294967295".to_string()),
        Just("9223372036854775807".to_string()),
        Just("18446744073709551616".to_string()),
        Just("1/0".to_string()),
        Just("1/9223372036854775807".to_string()),
        Just("3.5".to_string()),
        Just("".to_string()),
        Just("x".to_string()),
        Just("6,6".to_string()),
        Just("1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1".to_string()),
        Just("soldier,burst,hq".to_string()),
        Just("woods".to_string()),
        (-100i64..100).prop_map(|n| n.to_string()),
    ]
}

/// Checks what an answer says is possible: chances within 0–1, fractions proper, and every
/// distribution summing to one.
fn sane(v: &Value, path: &str) -> Result<(), String> {
    match v {
        Value::Object(m) => {
            if let Some(p) = m.get("p").and_then(Value::as_f64)
                && !(-1e-9..=1.0 + 1e-9).contains(&p)
            {
                return Err(format!("{path}.p = {p}"));
            }
            if let (Some(n), Some(d)) = (
                m.get("num").and_then(Value::as_f64),
                m.get("den").and_then(Value::as_f64),
            ) && (n < 0.0 || d <= 0.0 || n > d)
            {
                return Err(format!("{path}: {n}/{d}"));
            }
            for (k, x) in m {
                sane(x, &format!("{path}.{k}"))?;
            }
            if let Some(Value::Array(items)) = m.get("distribution") {
                let sum: f64 = items
                    .iter()
                    .filter_map(|i| i.get("p").and_then(Value::as_f64))
                    .sum();
                if !items.is_empty() && (sum - 1.0).abs() > 1e-6 {
                    return Err(format!("{path}.distribution sums to {sum}"));
                }
            }
            Ok(())
        }
        Value::Array(items) => items
            .iter()
            .enumerate()
            .try_for_each(|(i, x)| sane(x, &format!("{path}[{i}]"))),
        _ => Ok(()),
    }
}

/// Checks an answer says what it rests on: a `readings` list (each reading with its id, its
/// rule lines and an explanation in both languages) and `verified`, with the placeholder
/// values and their reasons listed whenever it is false.
fn based(v: &Value) -> Result<(), String> {
    let Value::Object(m) = v else {
        return Ok(());
    };
    let Some(Value::Array(readings)) = m.get("readings") else {
        return Err("no readings list".into());
    };
    let loc = adjutant::i18n::Localizer::new(adjutant::i18n::Lang::En);
    for r in readings {
        let id = r.get("id").and_then(Value::as_str).unwrap_or_default();
        let lines = r.get("lines").and_then(Value::as_str).unwrap_or_default();
        if id.is_empty() || lines.is_empty() {
            return Err(format!("a reading without id or lines: {r}"));
        }
        for lang in [adjutant::i18n::Lang::En, adjutant::i18n::Lang::It] {
            if !loc.has(lang, &format!("reading-{id}")) {
                return Err(format!("reading-{id} has no words in {lang:?}"));
            }
        }
    }
    match m.get("verified") {
        Some(Value::Bool(true)) => Ok(()),
        Some(Value::Bool(false)) => match m.get("unverified") {
            Some(Value::Array(u))
                if !u.is_empty()
                    && u.iter().all(|x| {
                        x.get("what")
                            .and_then(Value::as_str)
                            .is_some_and(|s| !s.is_empty())
                            && x.get("reason")
                                .and_then(Value::as_str)
                                .is_some_and(|s| !s.is_empty())
                    }) =>
            {
                Ok(())
            }
            _ => Err("verified is false without the placeholders and their reasons".into()),
        },
        _ => Err("no verified flag".into()),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn any_arguments_to_any_resolver_never_panic_hang_or_answer_nonsense(
        pick in any::<prop::sample::Index>(),
        odds in any::<bool>(),
        chosen in prop::collection::vec((any::<prop::sample::Index>(), value()), 0..6),
        seed in any::<u8>(),
    ) {
        let all = resolvers_once();
        let (game, resolver, flags) = &all[pick.index(all.len())];
        let mut args = vec![
            if odds { "odds" } else { "resolve" }.to_string(),
            game.clone(),
            resolver.clone(),
        ];
        for (f, v) in &chosen {
            if flags.is_empty() {
                break;
            }
            args.push(flags[f.index(flags.len())].clone());
            args.push(v.clone());
        }
        // Half the time with a seed, so app rolls are reproducible.
        if seed % 2 == 0 && flags.iter().any(|f| f == "--seed") {
            args.push("--seed".into());
            args.push(seed.to_string());
        }
        args.push("--json".into());
        let shown = args.join(" ");
        let Some((code, out, err)) = run(args) else {
            return Err(TestCaseError::fail(format!("past a second: {shown}")));
        };
        prop_assert!(code != -1, "panicked: {shown}");
        prop_assert!(code == 0 || code == 2, "exit {code}: {shown}\n{err}");
        if code == 0
            && let Ok(v) = serde_json::from_str::<Value>(&out)
        {
            prop_assert!(sane(&v, "").is_ok(), "{shown}: {:?}", sane(&v, ""));
            prop_assert!(based(&v).is_ok(), "{shown}: {:?}", based(&v));
        }
        if code == 2 {
            prop_assert!(err.starts_with("error: "), "{shown}: {err}");
        }
    }
}

fn resolvers_once() -> &'static [(String, String, Vec<String>)] {
    static ALL: std::sync::OnceLock<Vec<(String, String, Vec<String>)>> =
        std::sync::OnceLock::new();
    ALL.get_or_init(resolvers)
}

/// Every action of every game, as `(game, action name, argument names)` (a value given by
/// position has an empty name).
fn play_actions() -> &'static [(String, String, Vec<String>)] {
    static ALL: std::sync::OnceLock<Vec<(String, String, Vec<String>)>> =
        std::sync::OnceLock::new();
    ALL.get_or_init(|| {
        let mut out = vec![];
        for game in adjutant::games::BUILT_IN.iter().map(|g| g.id()) {
            for a in adjutant::play::actions::catalogue(game) {
                out.push((
                    game.to_string(),
                    a.name.clone(),
                    a.args.iter().map(|x| x.name.clone()).collect(),
                ));
            }
        }
        out
    })
}

/// `adjutant play` in-process with the data folder `home`, on a thread; `None` past 5 s.
fn play_in(home: &std::path::Path, args: Vec<String>) -> Option<(i32, String, String)> {
    let (tx, rx) = mpsc::channel();
    let home = home.to_path_buf();
    std::thread::spawn(move || {
        let mut out = Vec::new();
        let mut err = Vec::new();
        let result = std::panic::catch_unwind(move || {
            let code = adjutant::cli::run_in(
                &adjutant::store::Paths::at(&home),
                ["adjutant", "--lang", "en", "play"]
                    .into_iter()
                    .map(String::from)
                    .chain(args),
                &mut out,
                &mut err,
            );
            (
                code,
                String::from_utf8_lossy(&out).into_owned(),
                String::from_utf8_lossy(&err).into_owned(),
            )
        });
        let _ = tx.send(result);
    });
    match rx.recv_timeout(Duration::from_secs(5)) {
        Ok(Ok(r)) => Some(r),
        Ok(Err(_)) => Some((-1, String::new(), "PANIC".into())),
        Err(_) => None,
    }
}

/// The save's files but its lock, by name.
fn save_files(home: &std::path::Path) -> Vec<(String, Vec<u8>)> {
    let mut v: Vec<(String, Vec<u8>)> = std::fs::read_dir(home.join("saves"))
        .into_iter()
        .flatten()
        .flatten()
        .filter(|e| e.path().extension().is_none_or(|x| x != "lock"))
        .map(|e| {
            (
                e.file_name().to_string_lossy().into_owned(),
                std::fs::read(e.path()).unwrap_or_default(),
            )
        })
        .collect();
    v.sort();
    v
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    /// `play do` with any action of any game and any values: never a panic or a hang; done
    /// (exit 0, one change more) or refused (exit 2, a message, the save's files untouched).
    #[test]
    fn play_do_any_action_with_any_values_changes_once_or_nothing(
        pick in any::<prop::sample::Index>(),
        chosen in prop::collection::vec((any::<prop::sample::Index>(), value()), 0..5),
    ) {
        let all = play_actions();
        let (game, action, args) = &all[pick.index(all.len())];
        let home = tempfile::tempdir().expect("tmp");
        let (code, out, err) = play_in(
            home.path(),
            vec!["new".into(), game.clone(), "--seed".into(), "1".into(), "--json".into()],
        )
        .expect("new answers");
        prop_assert_eq!(code, 0, "{}", err);
        let save = serde_json::from_str::<Value>(&out).expect("json")["save"]
            .as_str()
            .expect("id")
            .to_string();
        let mut words = vec![save.clone(), "do".into(), action.clone()];
        for (i, v) in &chosen {
            if args.is_empty() {
                break;
            }
            let name = &args[i.index(args.len())];
            words.push(if name.is_empty() { v.clone() } else { format!("{name}={v}") });
        }
        words.push("--json".into());
        let shown = words.join(" ");
        let before = save_files(home.path());
        let Some((code, out, err)) = play_in(home.path(), words) else {
            return Err(TestCaseError::fail(format!("past 5 s: {shown}")));
        };
        prop_assert!(code == 0 || code == 2, "exit {code}: {shown}\n{err}");
        if code == 0 {
            let v: Value = serde_json::from_str(&out).expect("json");
            prop_assert_eq!(v["seq"].as_u64(), Some(1), "{}", shown);
            // A card's readings are explained in both languages; an estimate is marked.
            let loc = adjutant::i18n::Localizer::new(adjutant::i18n::Lang::En);
            for r in v["card"]["readings"].as_array().into_iter().flatten() {
                let id = format!("reading-{}", r["id"].as_str().unwrap_or_default());
                prop_assert!(
                    loc.has(adjutant::i18n::Lang::En, &id) && loc.has(adjutant::i18n::Lang::It, &id),
                    "{shown}: {id}"
                );
            }
            if v["card"]["verified"] == false {
                prop_assert!(v["card"]["basis_mark"].is_string(), "{shown}: unmarked estimate");
            }
        } else {
            prop_assert!(err.starts_with("error: ") && err.len() > 24, "{shown}: {err}");
            prop_assert!(before == save_files(home.path()), "refused but changed: {shown}");
        }
    }
}
