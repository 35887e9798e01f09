//! Words: Fluent bundles for English and Italian, embedded in the binary and switchable at any
//! moment. Code never shows a literal sentence; it asks for a message id.

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use include_dir::{Dir, include_dir};
use serde::{Deserialize, Serialize};

use crate::core::log::{Arg, LogEntry};

static I18N: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/i18n");

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, Default,
)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    It,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::It];

    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::It => "it",
        }
    }

    pub fn parse(code: &str) -> Option<Lang> {
        let c = code.trim().to_ascii_lowercase();
        if c.starts_with("it") {
            Some(Lang::It)
        } else if c.starts_with("en") {
            Some(Lang::En)
        } else {
            None
        }
    }

    /// The language a locale tag asks for (`it-IT`, `it_CH.UTF-8`), English otherwise.
    pub fn from_locale(locale: Option<&str>) -> Lang {
        locale.and_then(Lang::parse).unwrap_or(Lang::En)
    }

    /// The system's language, falling back to English.
    pub fn system() -> Lang {
        Lang::from_locale(sys_locale::get_locale().as_deref())
    }
}

/// A problem found in a translation file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct I18nProblem {
    pub file: String,
    pub reason: String,
}

/// One translation file: its label and its text (`None` when it is not UTF-8).
struct FtlFile {
    name: String,
    text: Option<&'static str>,
}

/// One file's messages, parsed the first time one of them is asked for.
struct Parsed {
    bundle: FluentBundle<FluentResource>,
    problems: Vec<I18nProblem>,
}

/// One language: its files, which file defines which message (read from the files' first
/// columns, without parsing them), and each file's messages once parsed. Home needs only the
/// app's own words and each game's name, so a game's words are parsed when that game (its
/// table, its rules, its resolvers) first asks for one: start-up does not grow with the games.
struct LangFiles {
    files: Vec<FtlFile>,
    /// Message id → the file that defines it (the first one, as a bundle keeps it).
    index: HashMap<&'static str, usize>,
    /// Every message id, sorted (made when first asked for).
    ids: OnceLock<Vec<String>>,
    /// Ids defined twice, found while indexing.
    duplicates: Vec<I18nProblem>,
    parsed: Vec<OnceLock<Parsed>>,
}

/// The id a Fluent message starts with, when `line` starts one (`id =` in the first column;
/// comments, terms and indented continuation lines start none).
fn message_id(line: &str) -> Option<&str> {
    if !line.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return None;
    }
    let end = line
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
        .unwrap_or(line.len());
    line[end..]
        .trim_start_matches(' ')
        .starts_with('=')
        .then(|| &line[..end])
}

fn index(l: Lang) -> LangFiles {
    let mut dir: Vec<_> = I18N
        .get_dir(l.code())
        .map(|d| d.files().collect())
        .unwrap_or_default();
    dir.sort_by_key(|f| f.path());
    let mut files = Vec::new();
    let mut index = HashMap::new();
    let mut duplicates = Vec::new();
    for file in dir {
        let name = file.path().display().to_string();
        let text = file.contents_utf8();
        for id in text.into_iter().flat_map(str::lines).filter_map(message_id) {
            // A bundle keeps the first definition of an id: so does the index.
            if let std::collections::hash_map::Entry::Vacant(e) = index.entry(id) {
                e.insert(files.len());
            } else {
                duplicates.push(I18nProblem {
                    file: name.clone(),
                    reason: format!("message '{id}' is defined twice"),
                });
            }
        }
        files.push(FtlFile { name, text });
    }
    LangFiles {
        parsed: files.iter().map(|_| OnceLock::new()).collect(),
        files,
        index,
        ids: OnceLock::new(),
        duplicates,
    }
}

fn parse(l: Lang, file: &FtlFile) -> Parsed {
    let langid = l.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![langid]);
    bundle.set_use_isolating(false);
    let mut problems = Vec::new();
    let Some(text) = file.text else {
        problems.push(I18nProblem {
            file: file.name.clone(),
            reason: "not UTF-8".into(),
        });
        return Parsed { bundle, problems };
    };
    let res = match FluentResource::try_new(text.to_string()) {
        Ok(r) => r,
        Err((r, errs)) => {
            problems.push(I18nProblem {
                file: file.name.clone(),
                reason: format!("{errs:?}"),
            });
            r
        }
    };
    if let Err(errs) = bundle.add_resource(res) {
        problems.push(I18nProblem {
            file: file.name.clone(),
            reason: format!("{errs:?}"),
        });
    }
    Parsed { bundle, problems }
}

impl LangFiles {
    fn file(&self, l: Lang, i: usize) -> Option<&Parsed> {
        let file = self.files.get(i)?;
        Some(self.parsed.get(i)?.get_or_init(|| parse(l, file)))
    }

    /// The parsed file that defines `id`, if any does.
    fn defining(&self, l: Lang, id: &str) -> Option<&Parsed> {
        self.file(l, *self.index.get(id)?)
    }
}

/// The messages of every language, and the current one. A language's files are indexed the
/// first time it is needed (the other one only when the player switches, or a search looks in
/// both), a file is parsed the first time one of its messages is asked for, and clones share
/// what was parsed.
#[derive(Clone)]
pub struct Localizer {
    langs: Arc<[OnceLock<LangFiles>; 2]>,
    pub lang: Lang,
}

impl std::fmt::Debug for Localizer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Localizer")
            .field("lang", &self.lang)
            .finish()
    }
}

impl Localizer {
    /// The embedded translations, with `lang` current.
    pub fn new(lang: Lang) -> Localizer {
        Localizer {
            langs: Arc::new([OnceLock::new(), OnceLock::new()]),
            lang,
        }
    }

    fn slot(l: Lang) -> usize {
        match l {
            Lang::En => 0,
            Lang::It => 1,
        }
    }

    fn loaded(&self, l: Lang) -> &LangFiles {
        self.langs[Self::slot(l)].get_or_init(|| index(l))
    }

    /// Problems found in the translation files of every language (every file is parsed).
    pub fn problems(&self) -> Vec<I18nProblem> {
        let mut out = Vec::new();
        for l in Lang::ALL {
            let files = self.loaded(l);
            out.extend(files.duplicates.iter().cloned());
            for i in 0..files.files.len() {
                if let Some(p) = files.file(l, i) {
                    out.extend(p.problems.iter().cloned());
                }
            }
        }
        out
    }

    /// How many of `lang`'s translation files have been parsed so far, of how many (what
    /// start-up costs, for the tests and the start-up benchmark).
    pub fn parsed_files(&self, lang: Lang) -> (usize, usize) {
        match self.langs[Self::slot(lang)].get() {
            Some(f) => (
                f.parsed.iter().filter(|p| p.get().is_some()).count(),
                f.files.len(),
            ),
            None => (0, 0),
        }
    }

    /// Every message id defined for `lang`.
    pub fn ids(&self, lang: Lang) -> &[String] {
        let files = self.loaded(lang);
        files.ids.get_or_init(|| {
            let mut ids: Vec<String> = files.index.keys().map(|k| k.to_string()).collect();
            ids.sort();
            ids
        })
    }

    pub fn has(&self, lang: Lang, id: &str) -> bool {
        self.loaded(lang)
            .defining(lang, id)
            .is_some_and(|p| p.bundle.has_message(id))
    }

    /// The message `id` with no arguments, in the current language.
    pub fn t(&self, id: &str) -> String {
        self.tr(id, &[])
    }

    /// The message `id` with string arguments.
    pub fn tr(&self, id: &str, args: &[(&str, String)]) -> String {
        let mut fa = FluentArgs::new();
        for (k, v) in args {
            // Plain integers become numbers so plural rules apply; a signed value ("+1", a
            // DRM) stays text so its sign shows; a value that is itself a message id (a unit,
            // a card, a terrain) is worded in the current language.
            match v.parse::<i64>() {
                Ok(n) if !v.starts_with('+') => fa.set(*k, number(n)),
                _ if self.has(self.lang, v) => fa.set(*k, FluentValue::from(self.t(v))),
                _ => fa.set(*k, FluentValue::from(v.clone())),
            }
        }
        self.format(self.lang, id, Some(&fa))
    }

    /// A log entry in the current language.
    pub fn entry(&self, e: &LogEntry) -> String {
        let mut fa = FluentArgs::new();
        for (k, v) in &e.args {
            match v {
                Arg::Num(n) => fa.set(k.clone(), number(*n)),
                other => fa.set(k.clone(), FluentValue::from(self.arg(other))),
            }
        }
        self.format(self.lang, &e.msg, Some(&fa))
    }

    /// An explanation line in the current language.
    pub fn line(&self, l: &crate::core::log::Line) -> String {
        self.entry(&LogEntry {
            at: chrono::DateTime::<chrono::Utc>::MIN_UTC,
            msg: l.msg.clone(),
            args: l.args.clone(),
        })
    }

    /// One log argument as text in the current language.
    pub fn arg(&self, a: &Arg) -> String {
        match a {
            Arg::Text(s) => s.clone(),
            Arg::Num(n) => n.to_string(),
            Arg::Msg(id) => self.t(id),
            Arg::List(items) => items
                .iter()
                .map(|i| self.arg(i))
                .collect::<Vec<_>>()
                .join(", "),
            Arg::Counted(n, what) => format!("{n}× {}", self.arg(what)),
        }
    }

    fn format(&self, lang: Lang, id: &str, args: Option<&FluentArgs>) -> String {
        for l in [lang, Lang::En] {
            let Some(parsed) = self.loaded(l).defining(l, id) else {
                continue;
            };
            let bundle = &parsed.bundle;
            if let Some(msg) = bundle.get_message(id)
                && let Some(pattern) = msg.value()
            {
                let mut errors = vec![];
                return bundle
                    .format_pattern(pattern, args, &mut errors)
                    .into_owned();
            }
        }
        // A missing id shows as itself, so the gap is visible and the tests catch it.
        id.to_string()
    }
}

/// A number for Fluent. Fluent keeps numbers as f64, exact only up to 2^53: larger ones are
/// passed as their digits, so a player never sees a rounded count (24d6 has
/// 4,738,381,338,321,616,896 outcomes, not …617,000). Plural rules do not need them.
fn number(n: i64) -> FluentValue<'static> {
    const EXACT: i64 = 1 << 53;
    if (-EXACT..=EXACT).contains(&n) {
        FluentValue::from(n)
    } else {
        FluentValue::from(n.to_string())
    }
}

/// Text that came from a player (an argument, a typed value) made fit to show back: control
/// characters dropped (no terminal escapes), each line cut to [`ECHO_MAX`] characters.
pub fn echo(text: &str) -> String {
    text.lines()
        .map(|line| {
            let clean: String = line
                .chars()
                .filter(|c| !c.is_control() || *c == '\t')
                .collect();
            if clean.chars().count() > ECHO_MAX {
                let cut: String = clean.chars().take(ECHO_MAX).collect();
                format!("{cut}…")
            } else {
                clean
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The longest line of a player's own text shown back to them.
pub const ECHO_MAX: usize = 200;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locale_fallback() {
        assert_eq!(Lang::from_locale(Some("it-IT")), Lang::It);
        assert_eq!(Lang::from_locale(Some("it_CH.UTF-8")), Lang::It);
        assert_eq!(Lang::from_locale(Some("en-GB")), Lang::En);
        assert_eq!(Lang::from_locale(Some("de-DE")), Lang::En);
        assert_eq!(Lang::from_locale(None), Lang::En);
    }

    #[test]
    fn switches_at_runtime() {
        let mut l = Localizer::new(Lang::En);
        assert!(l.problems().is_empty(), "{:?}", l.problems());
        let en = l.t("app-title");
        l.lang = Lang::It;
        let it = l.t("nav-settings");
        assert_eq!(en, "Adjutant");
        assert_eq!(it, "Impostazioni");
        assert_eq!(l.t("no-such-message-id"), "no-such-message-id");
    }

    #[test]
    fn signed_arguments_keep_their_sign() {
        let l = Localizer::new(Lang::En);
        assert_eq!(l.tr("asl-ui-amb-drm", &[("drm", "+1".into())]), "drm +1");
        assert_eq!(l.tr("asl-ui-amb-drm", &[("drm", "-2".into())]), "drm -2");
    }
}
