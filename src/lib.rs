//! Adjutant: a play-aid that sits beside a physical tabletop wargame.
//!
//! `core`, `content`, `store` and `cli` are plain Rust; only `ui` uses iced.

pub mod cli;
pub mod content;
pub mod core;
pub mod games;
pub mod i18n;
pub mod store;
pub mod ui;
