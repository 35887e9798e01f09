//! Adjutant: a play-aid that sits beside a physical tabletop wargame.
//!
//! Layers, each using only the ones below it: `ui` (the only place that uses iced) → `play`
//! (a game without a screen: `adjutant play`, the phone's host) → `session` (one game in progress: the engine's table joined with a game's rules, its
//! history and its saving) → `games` (each game's rules) → `content` (data and its checks) →
//! `core` (the game-free engine). `store` (files on disk) and `i18n` (words) sit beside them.

/// The registry: every game with rules of its own, one name each. The name is the module of
/// its rules (`src/games/<name>/`) and of its panels (`src/ui/games/<name>/`); each exports
/// `RULES` and `PANELS`. A game with data only (dice, phases, counters) needs no line here.
/// `docs/adding-a-game.md` says the rest.
#[macro_export]
#[doc(hidden)]
macro_rules! registry {
    ($then:ident) => {
        $then! {
            cc_great_war,
            asl_sk1,
            tide_of_iron,
            trench_club,
            we_were_brothers,
        }
    };
}

pub mod cli;
pub mod content;
pub mod core;
pub mod games;
pub mod host;
pub mod i18n;
pub mod play;
pub mod session;
pub mod store;
pub mod ui;
