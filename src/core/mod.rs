//! The iced-free engine shared by all games. Nothing here names a game, the data loader,
//! storage or the screen: a game plugs in through [`table::GameHooks`] and [`extra::Extra`].

pub mod actor;
pub mod basis;
pub mod campaign;
pub mod counters;
pub mod decks;
pub mod def;
pub mod dice;
pub mod extra;
pub mod ids;
pub mod log;
pub mod odds;
pub mod phases;
pub mod rng;
pub mod table;
pub mod tracks;
