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

/// One language's messages, parsed when first needed.
struct Loaded {
    bundle: FluentBundle<FluentResource>,
    ids: Vec<String>,
    problems: Vec<I18nProblem>,
}

fn load(l: Lang) -> Loaded {
    let langid = l.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![langid]);
    bundle.set_use_isolating(false);
    let mut ids = Vec::new();
    let mut problems = Vec::new();
    let mut files: Vec<_> = I18N
        .get_dir(l.code())
        .map(|d| d.files().collect())
        .unwrap_or_default();
    files.sort_by_key(|f| f.path());
    for file in files {
        let name = file.path().display().to_string();
        let Some(text) = file.contents_utf8() else {
            problems.push(I18nProblem {
                file: name,
                reason: "not UTF-8".into(),
            });
            continue;
        };
        let res = match FluentResource::try_new(text.to_string()) {
            Ok(r) => r,
            Err((r, errs)) => {
                problems.push(I18nProblem {
                    file: name.clone(),
                    reason: format!("{errs:?}"),
                });
                r
            }
        };
        for entry in res.entries() {
            if let fluent_syntax::ast::Entry::Message(m) = entry {
                ids.push(m.id.name.to_string());
            }
        }
        if let Err(errs) = bundle.add_resource(res) {
            problems.push(I18nProblem {
                file: name,
                reason: format!("{errs:?}"),
            });
        }
    }
    ids.sort();
    Loaded {
        bundle,
        ids,
        problems,
    }
}

/// The messages of every language, and the current one. A language is parsed the first time
/// it is needed (the other one only when the player switches, or a search looks in both), and
/// clones share what was parsed.
#[derive(Clone)]
pub struct Localizer {
    langs: Arc<[OnceLock<Loaded>; 2]>,
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

    fn loaded(&self, l: Lang) -> &Loaded {
        let i = match l {
            Lang::En => 0,
            Lang::It => 1,
        };
        self.langs[i].get_or_init(|| load(l))
    }

    /// Problems found in the translation files of every language.
    pub fn problems(&self) -> Vec<I18nProblem> {
        Lang::ALL
            .iter()
            .flat_map(|&l| self.loaded(l).problems.clone())
            .collect()
    }

    /// Every message id defined for `lang`.
    pub fn ids(&self, lang: Lang) -> &[String] {
        &self.loaded(lang).ids
    }

    pub fn has(&self, lang: Lang, id: &str) -> bool {
        self.loaded(lang).bundle.has_message(id)
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
            let bundle = &self.loaded(l).bundle;
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
