//! The iced-free engine shared by all games.

pub mod counters;
pub mod decks;
pub mod dice;
pub mod game;
pub mod log;
pub mod odds;
pub mod phases;
pub mod rng;
pub mod tracks;
