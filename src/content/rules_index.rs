//! The rule lookup's search index: every topic of a game in both languages, stemmed with the
//! Snowball stemmers (Italian and English, from the `rust-stemmers` crate), accents folded and
//! one-letter typos forgiven on longer words. Ranking: a word in a topic's title beats one in
//! its key terms (tags, the game's abbreviations and jargon), which beats one in its body.
//!
//! Plain Rust, no iced: the rules screen and `adjutant rules` both search through it. Build it
//! once per game ([`RulesIndex::build`]) and keep it; a search is a scan of a few dozen small
//! sets.

use std::collections::{BTreeSet, HashMap, HashSet};

use rust_stemmers::{Algorithm, Stemmer};

use crate::core::def::{GameDef, RuleTopic};
use crate::i18n::{Lang, Localizer};

/// Where in a topic a word was found, strongest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Field {
    Title,
    Key,
    Body,
}

impl Field {
    const ALL: [Field; 3] = [Field::Title, Field::Key, Field::Body];

    fn bit(self) -> u8 {
        1 << self as u8
    }

    fn weight(self) -> u32 {
        match self {
            Field::Title => 100,
            Field::Key => 40,
            Field::Body => 10,
        }
    }

    /// What a word is worth in the fields of `bits`: its strongest field, and a little more
    /// when a title word is also a key term (the topic is named for it).
    fn score(bits: u8) -> u32 {
        let best = Field::ALL
            .iter()
            .find(|f| bits & f.bit() != 0)
            .map_or(0, |f| f.weight());
        let both = Field::Title.bit() | Field::Key.bit();
        best + if bits & both == both { 20 } else { 0 }
    }
}

/// One topic found by a search.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hit {
    /// Index into the game's `rules`.
    pub topic: usize,
    pub score: u32,
    /// How many of the query's words the topic holds.
    pub words: usize,
}

/// A word of the game's own vocabulary that the full game has and this one does not.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Absent {
    /// Message id of the explanation.
    pub note: String,
}

/// What a search found.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Found {
    /// Best first.
    pub hits: Vec<Hit>,
    /// Explanations for words the game does not have (shown before any hit).
    pub absent: Vec<Absent>,
    /// The query's words that matched nothing at all (neither a topic nor an absent term).
    pub unknown: Vec<String>,
}

struct Entry {
    /// Every form of every word, with the fields it appears in (a bit per [`Field`]).
    forms: HashMap<String, u8>,
    /// The forms of each word of the title, per language: among equal scores, the
    /// title the query covers most is the more exact match ("Flags" before "Ignoring flags").
    titles: Vec<Vec<Vec<String>>>,
}

/// A game's rule topics ready to search.
pub struct RulesIndex {
    entries: Vec<Entry>,
    /// Each topic's tags, folded: topics sharing tags are related.
    tags: Vec<HashSet<String>>,
    /// Every form in the index, for typo and prefix matching.
    vocab: BTreeSet<String>,
    /// Absent terms, each as the forms of each of its words, with the note that explains them.
    absent: Vec<(Vec<Vec<HashSet<String>>>, String)>,
    /// The game's abbreviations (folded) and the words they stand for.
    abbreviations: HashMap<String, Vec<String>>,
}

/// Lowercase, accents folded to their base letter (à → a, é → e), apostrophes dropped.
pub fn fold(word: &str) -> String {
    word.chars()
        .flat_map(char::to_lowercase)
        .filter_map(|c| {
            Some(match c {
                'à' | 'á' | 'â' | 'ä' | 'ã' => 'a',
                'è' | 'é' | 'ê' | 'ë' => 'e',
                'ì' | 'í' | 'î' | 'ï' => 'i',
                'ò' | 'ó' | 'ô' | 'ö' | 'õ' => 'o',
                'ù' | 'ú' | 'û' | 'ü' => 'u',
                'ç' => 'c',
                'ñ' => 'n',
                '\'' | '’' => return None,
                c => c,
            })
        })
        .collect()
}

/// The words of a text: runs of letters and digits, lowercased. Words of one letter are
/// dropped unless they are digits ("3" may name a rule section).
pub fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| {
            !w.is_empty() && (w.chars().count() > 1 || w.chars().all(|c| c.is_ascii_digit()))
        })
        .map(str::to_lowercase)
        .collect()
}

struct Stemmers {
    en: Stemmer,
    it: Stemmer,
}

impl Stemmers {
    fn new() -> Stemmers {
        Stemmers {
            en: Stemmer::create(Algorithm::English),
            it: Stemmer::create(Algorithm::Italian),
        }
    }

    /// Every form a word is indexed and searched under: itself folded, and its English and
    /// Italian stems (of the word as written and folded). A word is stemmed both ways because
    /// the player may type either language and the index does not guess which.
    fn forms(&self, word: &str) -> Vec<String> {
        let f = fold(word);
        let mut out = vec![f.clone()];
        for w in [word, f.as_str()] {
            for s in [self.en.stem(w), self.it.stem(w)] {
                let s = fold(&s);
                // A stem of one or two letters matches too much to be worth having.
                if s.chars().count() >= 3 && !out.contains(&s) {
                    out.push(s);
                }
            }
        }
        out
    }
}

/// One edit (insert, delete, substitute, or swap of neighbours) apart.
fn one_edit(a: &str, b: &str) -> bool {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    if a == b {
        return false;
    }
    let (la, lb) = (a.len(), b.len());
    if la.abs_diff(lb) > 1 {
        return false;
    }
    let pre = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
    if la == lb {
        let rest_eq = |from: usize| a[from..] == b[from..];
        // Substitution, or a swap of two neighbours.
        return rest_eq(pre + 1)
            || (pre + 1 < la && a[pre] == b[pre + 1] && a[pre + 1] == b[pre] && rest_eq(pre + 2));
    }
    let (long, short) = if la > lb { (&a, &b) } else { (&b, &a) };
    long[pre + 1..] == short[pre..]
}

/// Words shorter than this get no typo forgiveness (too many near neighbours).
const TYPO_MIN: usize = 5;
/// Words at least this long also match longer words they begin (typing in progress).
const PREFIX_MIN: usize = 4;
/// The shortest index word that may stand for a longer query word it begins.
const STEM_PREFIX_MIN: usize = 6;

impl RulesIndex {
    /// Indexes `def`'s topics in both languages, with the key terms of `keys` (topic id →
    /// extra words) and the game's absent terms.
    pub fn build(def: &GameDef, loc: &Localizer) -> RulesIndex {
        let st = Stemmers::new();
        let mut vocab = BTreeSet::new();
        let mut entries = Vec::with_capacity(def.rules.len());
        let mut tags: Vec<HashSet<String>> = Vec::with_capacity(def.rules.len());
        for topic in &def.rules {
            let mut forms: HashMap<String, u8> = HashMap::new();
            let mut titles = vec![];
            let mut add = |text: &str, field: Field| {
                for w in words(text) {
                    for f in st.forms(&w) {
                        *forms.entry(f).or_insert(0) |= field.bit();
                    }
                }
            };
            for lang in Lang::ALL {
                let mut l = loc.clone();
                l.lang = lang;
                let title = l.t(&topic.title);
                titles.push(words(&title).iter().map(|w| st.forms(w)).collect());
                add(&title, Field::Title);
                add(&l.t(&topic.body), Field::Body);
            }
            for k in key_terms(topic) {
                add(&k, Field::Key);
            }
            // The rulebook's section names (Italian) and page numbers.
            add(topic.refs.as_deref().unwrap_or_default(), Field::Body);
            tags.push(topic.tags.iter().map(|t| fold(t)).collect());
            vocab.extend(forms.keys().cloned());
            entries.push(Entry { forms, titles });
        }
        let absent = def
            .rules_absent
            .iter()
            .map(|a| {
                let terms = a
                    .terms
                    .iter()
                    .map(|t| {
                        words(t)
                            .iter()
                            .map(|w| st.forms(w).into_iter().collect())
                            .collect()
                    })
                    .collect();
                (terms, a.note.clone())
            })
            .collect();
        let abbreviations = def
            .rules_abbreviations
            .iter()
            .map(|(k, v)| (fold(k), words(v)))
            .collect();
        RulesIndex {
            entries,
            tags,
            vocab,
            absent,
            abbreviations,
        }
    }

    /// The vocabulary forms a query word stands for, and how much a match is worth (out of
    /// 4): its own forms (4), a longer word it begins (2), a word one typo away (2).
    fn expand(&self, st: &Stemmers, word: &str) -> Vec<(String, u32)> {
        let forms = st.forms(word);
        let mut out: Vec<(String, u32)> = forms
            .iter()
            .filter(|f| self.vocab.contains(*f))
            .map(|f| (f.clone(), 4))
            .collect();
        if !out.is_empty() {
            return out;
        }
        let f = fold(word);
        let n = f.chars().count();
        if n >= PREFIX_MIN {
            out.extend(
                self.vocab
                    .range(f.clone()..)
                    .take_while(|v| v.starts_with(&f))
                    .map(|v| (v.clone(), 2)),
            );
        }
        // A shorter word of the index that begins this one's stem: Snowball leaves
        // "soppression" and "soppress" (of "soppressivo") apart.
        for q in forms
            .iter()
            .filter(|q| q.chars().count() >= STEM_PREFIX_MIN)
        {
            out.extend(
                (STEM_PREFIX_MIN..q.len())
                    .filter(|&i| q.is_char_boundary(i))
                    .map(|i| &q[..i])
                    .filter(|p| self.vocab.contains(*p))
                    .map(|p| (p.to_string(), 2)),
            );
        }
        if n >= TYPO_MIN {
            for v in &self.vocab {
                if v.chars().count() >= TYPO_MIN - 1 && forms.iter().any(|q| one_edit(q, v)) {
                    out.push((v.clone(), 2));
                }
            }
        }
        out
    }

    /// Up to `n` topics related to `topic`: those sharing most of its tags, in the data's
    /// order among equals.
    pub fn related(&self, topic: usize, n: usize) -> Vec<usize> {
        let Some(own) = self.tags.get(topic) else {
            return vec![];
        };
        let mut out: Vec<(usize, usize)> = self
            .tags
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != topic)
            .map(|(i, t)| (i, t.intersection(own).count()))
            .filter(|(_, shared)| *shared > 0)
            .collect();
        out.sort_by_key(|(_, shared)| std::cmp::Reverse(*shared));
        out.into_iter().take(n).map(|(i, _)| i).collect()
    }

    /// Up to `n` topics about a phase's words (its name, e.g. "Rally Phase (RPh) — a)
    /// Reinforcements"): any word counts, the more the fewer topics hold it, and only topics
    /// with one of the words in their title are offered.
    pub fn suggest(&self, words_of_phase: &str, n: usize) -> Vec<usize> {
        let st = Stemmers::new();
        let mut scores = vec![0u32; self.entries.len()];
        for w in words(words_of_phase) {
            let exp = self.expand(&st, &w);
            let per: Vec<Option<u32>> = self
                .entries
                .iter()
                .map(|e| {
                    exp.iter()
                        .filter_map(|(f, q)| e.forms.get(f).map(|&bits| Field::score(bits) * q))
                        .max()
                })
                .collect();
            // A word many topics hold says little about which one the phase is about.
            let holders = per.iter().flatten().count().max(1) as u32;
            for (s, p) in scores.iter_mut().zip(per) {
                *s += p.unwrap_or(0) * 1000 / holders;
            }
        }
        let best = scores.iter().copied().max().unwrap_or(0);
        // Only topics with a word of the phase in their title, not far behind the best.
        let floor = (best / 4).max(1);
        let mut order: Vec<usize> = (0..scores.len())
            .filter(|&i| scores[i] >= floor && self.title_holds(i, words_of_phase, &st))
            .collect();
        order.sort_by_key(|&i| std::cmp::Reverse(scores[i]));
        order.truncate(n);
        order
    }

    /// Whether topic `i`'s title (in either language) holds a word of `text`.
    fn title_holds(&self, i: usize, text: &str, st: &Stemmers) -> bool {
        let Some(e) = self.entries.get(i) else {
            return false;
        };
        words(text).iter().any(|w| {
            self.expand(st, w)
                .iter()
                .any(|(f, _)| e.forms.get(f).is_some_and(|b| b & Field::Title.bit() != 0))
        })
    }

    /// The notes of the absent terms the query names, pushed to `notes` in the data's order,
    /// and the positions of the query words that belong to them. A term of several words
    /// ("heat of battle", "filo spinato") is named only when the query holds all its words,
    /// so "battle" alone or "della" does not call up Heat of Battle.
    fn absent_terms(
        &self,
        st: &Stemmers,
        qwords: &[String],
        notes: &mut Vec<Absent>,
    ) -> HashSet<usize> {
        let qforms: Vec<Vec<String>> = qwords.iter().map(|w| st.forms(w)).collect();
        let holds = |word: &HashSet<String>| -> Vec<usize> {
            (0..qforms.len())
                .filter(|&i| qforms[i].iter().any(|f| word.contains(f)))
                .collect()
        };
        let mut used = HashSet::new();
        for (terms, note) in &self.absent {
            for term in terms {
                let at: Vec<Vec<usize>> = term.iter().map(holds).collect();
                if term.is_empty() || at.iter().any(Vec::is_empty) {
                    continue;
                }
                used.extend(at.into_iter().flatten());
                if !notes.iter().any(|a| &a.note == note) {
                    notes.push(Absent { note: note.clone() });
                }
            }
        }
        used
    }

    /// The topics matching `query`, best first. Topics holding more of the query's words come
    /// first; among them, the higher score (title over key terms over body). An abbreviation
    /// of the game ("MC") matches as itself and as the words it stands for ("morale check"),
    /// the two scores added.
    pub fn search(&self, query: &str) -> Found {
        let st = Stemmers::new();
        let qwords = words(query);
        let mut found = Found::default();
        if qwords.is_empty() {
            return found;
        }
        let mut scores = vec![(0usize, 0u32); self.entries.len()];
        // Every index form some query word stands for.
        let mut matched: HashSet<String> = HashSet::new();
        let absent_words = self.absent_terms(&st, &qwords, &mut found.absent);
        for (wi, w) in qwords.iter().enumerate() {
            let is_absent = absent_words.contains(&wi);
            // The word itself, or the words of its abbreviation (all of them must match).
            let mut alternatives = vec![vec![self.expand(&st, w)]];
            if let Some(full) = self.abbreviations.get(&fold(w)) {
                alternatives.push(full.iter().map(|f| self.expand(&st, f)).collect());
            }
            alternatives.retain(|alt| alt.iter().all(|e| !e.is_empty()));
            matched.extend(
                alternatives
                    .iter()
                    .flatten()
                    .flatten()
                    .map(|(f, _)| f.clone()),
            );
            if alternatives.is_empty() && !is_absent {
                found.unknown.push(w.clone());
            }
            for (i, e) in self.entries.iter().enumerate() {
                // Summed: a topic holding both "XP" and "experience" beats one with only one.
                let best = alternatives
                    .iter()
                    .filter_map(|alt| {
                        alt.iter()
                            .map(|exp| {
                                exp.iter()
                                    .filter_map(|(f, q)| {
                                        e.forms.get(f).map(|&bits| Field::score(bits) * q)
                                    })
                                    .max()
                            })
                            .sum::<Option<u32>>()
                    })
                    .reduce(|a, b| a + b);
                if let Some(s) = best {
                    scores[i].0 += 1;
                    scores[i].1 += s;
                }
            }
        }
        let most = scores.iter().map(|s| s.0).max().unwrap_or(0);
        if most == 0 {
            return found;
        }
        found.hits = scores
            .iter()
            .enumerate()
            .filter(|(_, s)| s.0 == most)
            .map(|(i, s)| Hit {
                topic: i,
                score: s.1,
                words: s.0,
            })
            .collect();
        // Stable: equal scores and coverage keep the data's order.
        let coverage = |h: &Hit| {
            self.entries.get(h.topic).map_or(0, |e| {
                e.titles
                    .iter()
                    .filter(|t| !t.is_empty())
                    .map(|t| {
                        let hit = t
                            .iter()
                            .filter(|forms| forms.iter().any(|f| matched.contains(f)))
                            .count();
                        hit * 1000 / t.len()
                    })
                    .max()
                    .unwrap_or(0)
            })
        };
        found
            .hits
            .sort_by_cached_key(|h| (std::cmp::Reverse(h.score), std::cmp::Reverse(coverage(h))));
        found
    }
}

/// Each game's index, built the first time the game's rules are searched and kept.
#[derive(Default)]
pub struct IndexCache(std::sync::Mutex<HashMap<String, std::sync::Arc<RulesIndex>>>);

impl IndexCache {
    pub fn get(&self, def: &GameDef, loc: &Localizer) -> std::sync::Arc<RulesIndex> {
        // A poisoned lock only means another search panicked: the map itself is whole.
        let mut map = self.0.lock().unwrap_or_else(|e| e.into_inner());
        map.entry(def.id.clone())
            .or_insert_with(|| std::sync::Arc::new(RulesIndex::build(def, loc)))
            .clone()
    }

    /// Forgets every index (the game data was read again).
    pub fn clear(&self) {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).clear();
    }
}

/// A topic's key terms: its tags and the words of its id.
fn key_terms(topic: &RuleTopic) -> Vec<String> {
    let mut out = topic.tags.clone();
    out.push(topic.id.replace('-', " "));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_edit_apart() {
        assert!(one_edit("morale", "moral"));
        assert!(one_edit("morale", "morsle"));
        assert!(one_edit("morale", "mroale"));
        assert!(one_edit("rout", "routs"));
        assert!(!one_edit("morale", "morale"));
        assert!(!one_edit("morale", "mortal"));
    }

    #[test]
    fn folds_accents_and_apostrophes() {
        assert_eq!(fold("Città"), "citta");
        assert_eq!(fold("dell’unità"), "dellunita");
        assert_eq!(
            words("Fuoco d'opportunità, L12"),
            vec!["fuoco", "opportunità", "l12"]
        );
    }
}
