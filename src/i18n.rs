//! Words: Fluent bundles for English and Italian, embedded in the binary and switchable at any
//! moment. Code never shows a literal sentence; it asks for a message id.

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

/// The index build.rs makes of `i18n/` (see its `i18n_index`): each language's files, and which
/// file defines each message id.
mod generated {
    include!(concat!(env!("OUT_DIR"), "/i18n_index.rs"));
}

/// One translation file: its label and its bytes (empty when the file is missing). Its text
/// is checked (UTF-8) when it is parsed: checking it here would read every file at start.
struct FtlFile {
    name: String,
    bytes: &'static [u8],
}

impl FtlFile {
    /// The file's text, `None` when it is not UTF-8.
    fn text(&self) -> Option<&'static str> {
        std::str::from_utf8(self.bytes).ok()
    }
}

/// One file's messages, parsed the first time one of them is asked for.
struct Parsed {
    bundle: FluentBundle<FluentResource>,
    problems: Vec<I18nProblem>,
}

/// Which file defines which message of one language, made when the app is built: the ids,
/// sorted, in one string (`at` gives where each starts), and each id's file. Finding a message
/// reads a few ids, not the files' text.
struct Index {
    ids: &'static str,
    at: &'static [u32],
    file: &'static [u16],
}

impl Index {
    fn len(&self) -> usize {
        self.file.len()
    }

    fn id(&self, i: usize) -> &'static str {
        let (Some(&a), Some(&b)) = (self.at.get(i), self.at.get(i + 1)) else {
            return "";
        };
        self.ids.get(a as usize..b as usize).unwrap_or("")
    }

    /// The file that defines `id` (the first one, as a bundle keeps it).
    fn file_of(&self, id: &str) -> Option<usize> {
        let (mut lo, mut hi) = (0, self.len());
        while lo < hi {
            let mid = (lo + hi) / 2;
            match self.id(mid).cmp(id) {
                std::cmp::Ordering::Less => lo = mid + 1,
                std::cmp::Ordering::Greater => hi = mid,
                std::cmp::Ordering::Equal => return self.file.get(mid).map(|&f| f as usize),
            }
        }
        None
    }
}

/// One language: its files, which file defines which message, and each file's messages once
/// parsed. Home needs only the app's own words and each game's name, so a game's words are
/// parsed when that game (its table, its rules, its resolvers) first asks for one: start-up
/// does not grow with the games, and no file's text is read until one of its messages is.
struct LangFiles {
    files: Vec<FtlFile>,
    index: Index,
    /// Every message id, sorted (made when first asked for).
    ids: OnceLock<Vec<String>>,
    /// Ids defined twice, found when the app was built.
    duplicates: Vec<I18nProblem>,
    parsed: Vec<OnceLock<Parsed>>,
}

fn index(l: Lang) -> LangFiles {
    use generated::*;
    let (names, ids, at, file, dups) = match l {
        Lang::En => (EN_FILES, EN_IDS, EN_ID_AT, EN_ID_FILE, EN_DUPLICATES),
        Lang::It => (IT_FILES, IT_IDS, IT_ID_AT, IT_ID_FILE, IT_DUPLICATES),
    };
    let files: Vec<FtlFile> = names
        .iter()
        .map(|name| FtlFile {
            name: name.to_string(),
            bytes: I18N.get_file(name).map_or(&[], |f| f.contents()),
        })
        .collect();
    let duplicates = dups
        .iter()
        .map(|&(f, id)| I18nProblem {
            file: names.get(f as usize).unwrap_or(&"?").to_string(),
            reason: format!("message '{id}' is defined twice"),
        })
        .collect();
    LangFiles {
        parsed: files.iter().map(|_| OnceLock::new()).collect(),
        files,
        index: Index { ids, at, file },
        ids: OnceLock::new(),
        duplicates,
    }
}

fn parse(l: Lang, file: &FtlFile) -> Parsed {
    let langid = l.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![langid]);
    bundle.set_use_isolating(false);
    let mut problems = Vec::new();
    let Some(text) = file.text() else {
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
        self.file(l, self.index.file_of(id)?)
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

    /// The translation files of `lang` parsed so far, by name (`en/app.ftl`).
    pub fn parsed_names(&self, lang: Lang) -> Vec<&str> {
        match self.langs[Self::slot(lang)].get() {
            Some(f) => f
                .files
                .iter()
                .zip(&f.parsed)
                .filter(|(_, p)| p.get().is_some())
                .map(|(f, _)| f.name.as_str())
                .collect(),
            None => vec![],
        }
    }

    /// Every message id defined for `lang`.
    pub fn ids(&self, lang: Lang) -> &[String] {
        let files = self.loaded(lang);
        files.ids.get_or_init(|| {
            (0..files.index.len())
                .map(|i| files.index.id(i).to_string())
                .collect()
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

    /// `x` with `decimals` digits after the language's decimal separator: "2.50" in
    /// English, "2,50" in Italian.
    pub fn num(&self, x: f64, decimals: usize) -> String {
        let s = format!("{x:.decimals$}");
        match self.lang {
            Lang::It => s.replace('.', ","),
            Lang::En => s,
        }
    }

    /// A percentage with `decimals` digits, written as the language writes it: "88.8%",
    /// "88,8%". A chance above zero that would round to zero shows as "<0.1%" ("<0,1%"), so
    /// an outcome that can happen never reads as impossible.
    pub fn pct(&self, x: f64, decimals: usize) -> String {
        let shown = format!("{x:.decimals$}");
        if x > 0.0 && shown.chars().all(|c| c == '0' || c == '.') {
            let step = 10f64.powi(-(decimals.min(15) as i32));
            return format!("<{}%", self.num(step, decimals));
        }
        format!("{}%", self.num(x, decimals))
    }

    /// A whole number with the language's thousands separator: "46,656" in English,
    /// "46.656" in Italian. Anything that is not plain digits (with an optional sign) is
    /// returned as it is.
    pub fn int(&self, n: impl std::fmt::Display) -> String {
        let s = n.to_string();
        let (sign, digits) = match s.strip_prefix('-') {
            Some(d) => ("-", d),
            None => ("", s.as_str()),
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return s;
        }
        let sep = match self.lang {
            Lang::It => '.',
            Lang::En => ',',
        };
        let mut out = String::with_capacity(digits.len() + digits.len() / 3 + 1);
        out.push_str(sign);
        for (i, c) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i) % 3 == 0 {
                out.push(sep);
            }
            out.push(c);
        }
        out
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

    /// A log entry in the current language. An entry that names a round ("Round 2, British:
    /// Battle") names it with the generic word; [`Localizer::entry_in`] uses the game's own.
    pub fn entry(&self, e: &LogEntry) -> String {
        self.entry_in("", e)
    }

    /// A log entry of the game whose name id is `game_name`: its round, if it has one, in the
    /// game's own word for its turn (`$turn`: "Turno di gioco 2" in ASL).
    pub fn entry_in(&self, game_name: &str, e: &LogEntry) -> String {
        let mut fa = FluentArgs::new();
        for (k, v) in &e.args {
            match v {
                Arg::Num(n) => fa.set(k.clone(), number(*n)),
                other => fa.set(k.clone(), FluentValue::from(self.arg(other))),
            }
        }
        if let Some(Arg::Num(r)) = e.args.get("round")
            && !e.args.contains_key("turn")
        {
            let r = u32::try_from(*r).unwrap_or(0);
            fa.set(
                "turn",
                FluentValue::from(self.round_words(game_name, r, None)),
            );
        }
        self.format(self.lang, &e.msg, Some(&fa))
    }

    /// "Round 3 of 6" in the game's own word for its turn ("Turno di gioco 3" in ASL, "Turno
    /// 3" in Command & Colors): the message named after the game's name id
    /// (`game-asl-sk1-round`, `…-round-of`), the generic "Round" for a game without one.
    pub fn round_words(&self, game_name: &str, round: u32, limit: Option<u32>) -> String {
        let (own, generic) = match limit {
            Some(_) => (format!("{game_name}-round-of"), "phase-round-of"),
            None => (format!("{game_name}-round"), "phase-round"),
        };
        let id = if !game_name.is_empty() && self.has(self.lang, &own) {
            own.as_str()
        } else {
            generic
        };
        let mut args = vec![("round", round.to_string())];
        if let Some(l) = limit {
            args.push(("limit", l.to_string()));
        }
        self.tr(id, &args)
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

/// A line of the log made fit for a terminal: every control character (escape codes, line
/// breaks a note saved long ago may hold) shown as a space.
pub fn echo_line(text: &str) -> String {
    text.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
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

    /// The index made when the app is built finds each message in the file Fluent's own parser
    /// finds it in (the first, when two define it), and knows no id Fluent does not.
    #[test]
    fn the_built_index_finds_each_message_where_fluent_does() {
        for l in Lang::ALL {
            let files = index(l);
            assert!(files.files.len() > 20, "{l:?}: {} files", files.files.len());
            let mut first = std::collections::BTreeMap::new();
            for (n, f) in files.files.iter().enumerate() {
                let text = f
                    .text()
                    .unwrap_or_else(|| panic!("{} is not UTF-8", f.name));
                let res = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, _)| r);
                for entry in res.entries() {
                    if let fluent_syntax::ast::Entry::Message(m) = entry {
                        first.entry(m.id.name.to_string()).or_insert(n);
                    }
                }
            }
            assert_eq!(first.len(), files.index.len(), "{l:?}");
            for (id, n) in &first {
                assert_eq!(files.index.file_of(id), Some(*n), "{l:?} {id}");
            }
            assert_eq!(files.index.file_of("no-such-message"), None);
            assert_eq!(files.index.file_of(""), None);
        }
    }

    #[test]
    fn signed_arguments_keep_their_sign() {
        let l = Localizer::new(Lang::En);
        assert_eq!(l.tr("asl-ui-amb-drm", &[("drm", "+1".into())]), "drm +1");
        assert_eq!(l.tr("asl-ui-amb-drm", &[("drm", "-2".into())]), "drm -2");
    }
}
