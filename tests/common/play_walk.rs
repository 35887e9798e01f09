//! Walking a game's panels for `adjutant play` (issue 23): every action a tap applied can be
//! said as words and read back as the same action, and the game allowed it just before it
//! was applied.

use std::collections::{BTreeSet, VecDeque};

use adjutant::core::def::GameDef;
use adjutant::session::{Action, GameState};
use adjutant::ui::App;
use serde_json::Value;

/// What a walk has checked so far.
pub struct Walk {
    pub game: String,
    seen: VecDeque<Action>,
    /// The game's own actions met, by their serde names.
    pub variants: BTreeSet<String>,
    /// Actions checked.
    pub count: usize,
}

/// The actions in `now` that were not in `old` (the table keeps the last few, oldest
/// dropped first).
fn fresh(old: &VecDeque<Action>, now: &VecDeque<Action>) -> Vec<Action> {
    for k in 0..=old.len() {
        let kept = old.len() - k;
        if now.len() >= kept && old.iter().skip(k).eq(now.iter().take(kept)) {
            return now.iter().skip(kept).cloned().collect();
        }
    }
    now.iter().cloned().collect()
}

/// The serde name of a game's own action.
pub fn variant(a: &Action) -> Option<String> {
    match a {
        Action::Game(g) => match &g.action {
            Value::String(s) => Some(s.clone()),
            Value::Object(m) => m.keys().next().cloned(),
            _ => None,
        },
        _ => None,
    }
}

/// `a` said as words reads back as `a`; a game action was allowed at `st`.
pub fn check(game: &str, def: &GameDef, st: &GameState, a: &Action) {
    let words = adjutant::play::actions::words(game, a)
        .unwrap_or_else(|e| panic!("{a:?} cannot be said as words: {e}"));
    let back = adjutant::play::actions::parse(game, &words)
        .unwrap_or_else(|e| panic!("{words:?} do not read back: {e:?}"));
    assert_eq!(&back, a, "{words:?} read back as another action");
    if let Some(v) = variant(a) {
        let rules = adjutant::games::find(game).expect("the game's rules");
        assert!(
            rules.allowed_now(def, &st.table, &v, &adjutant::core::actor::Actor::Table),
            "{v} was applied by a panel but not allowed just before ({words:?})"
        );
    }
}

impl Walk {
    pub fn new(app: &App) -> Walk {
        let t = app.table().expect("an open table");
        Walk {
            game: t.def.id.clone(),
            seen: t.recent.clone(),
            variants: BTreeSet::new(),
            count: 0,
        }
    }

    /// Runs `taps` on the app, then checks every action they applied, each against the
    /// state just before it.
    pub fn step(&mut self, app: &mut App, taps: impl FnOnce(&mut App)) {
        let mut st = app.table().expect("an open table").state.clone();
        taps(app);
        let t = app.table().expect("an open table");
        let def = t.def.clone();
        let now = t.recent.clone();
        for a in fresh(&self.seen, &now) {
            check(&self.game, &def, &st, &a);
            st.apply_mut(&def, &a, chrono::Utc::now())
                .unwrap_or_else(|e| panic!("{a:?} applies again: {e:?}"));
            if let Some(v) = variant(&a) {
                self.variants.insert(v);
            }
            self.count += 1;
        }
        self.seen = now;
    }
}
