//! Command and Colors WWI – The Great War. Rules: `../shared/seeds/000_9c234a88fa7f5d9b.txt`,
//! digest `../shared/rules/cc-great-war.md`.
//!
//! The frame gives the phase cursor, the HQ pool and the decks; this module adds the scenario
//! set-up, the HQ ledger with reasons, Combat and Command card play with their limits, the
//! end-of-turn choices, the battle and artillery resolvers, No Man's Land and the medal track.
//!
//! Where things are: `state` (what a table keeps), `actions` (what a player can do), `step`
//! (an action applied, and the turn's upkeep), `setup`, `hq` (the HQ ledger), `cards` (Command
//! and Combat cards, end-of-turn choices and trades), `rolls` (battles, artillery and No Man's
//! Land on the table), `medals` (medals and victory), `presets` (scenarios saved on disk); the
//! resolvers themselves are in `battle`, `artillery` and `nml`, the tables in `data`.

pub mod artillery;
pub mod basis;
pub mod battle;
pub mod card;
pub mod card_rolls;
pub mod cli;
mod cli_artillery;
mod cli_cards;
pub mod data;
pub mod nml;
pub mod presets;

mod actions;
mod authority;
mod cards;
mod hq;
mod medals;
mod rolls;
mod setup;
mod show;
mod state;
mod step;

use chrono::{DateTime, Utc};

use crate::core::def::GameDef;
use crate::core::log::{Arg, LogEntry};
use crate::core::table::{ActionError, Table};

use battle::Situation;
use data::CcData;

pub use actions::CcAction;
pub use authority::{PLAY_CARD_PHASE, in_turn as in_turn_side, may};
pub use cards::{END_TURN_PHASE, can_play_combat, can_play_command, can_trade};
pub use hq::HqReason;
pub use medals::{Medal, MedalKind, can_take_under_pressure};
pub use state::{
    ArtilleryFire, BattleRecord, CHECKLIST, COMBAT, COMMAND, CardRollRecord, CcSettings, CcState,
    HQ, HexSkip, PhysicalDeck, SPENT, Scenario, TurnFlags,
};
pub use step::{on_turn_change, step};

pub const ID: &str = "cc-great-war";

/// This game's rules, as the registry knows them.
pub struct CcRules;

/// The registry's entry for this game.
pub static RULES: CcRules = CcRules;

impl crate::games::Rules for CcRules {
    type State = CcState;
    type Action = CcAction;

    fn id(&self) -> &'static str {
        ID
    }

    /// The table's tabs, by key (the panels' `open_tool` opens each).
    fn tools(&self) -> &'static [&'static str] {
        &["setup", "turn", "battle", "artillery", "medals"]
    }

    fn new_state(&self, def: &GameDef, table: &mut Table) -> CcState {
        CcState::new(def, table)
    }

    fn step(
        &self,
        def: &GameDef,
        table: &mut Table,
        action: &CcAction,
        now: DateTime<Utc>,
    ) -> Result<Vec<LogEntry>, ActionError> {
        step(def, table, action, now)
    }

    fn on_turn_change(
        &self,
        def: &GameDef,
        table: &mut Table,
        now: DateTime<Utc>,
    ) -> Vec<LogEntry> {
        on_turn_change(def, table, now)
    }

    fn card(
        &self,
        loc: &crate::i18n::Localizer,
        def: &GameDef,
        table: &Table,
        after: Option<&CcAction>,
    ) -> Option<crate::games::card::CardText> {
        card::card(loc, def, table, after)
    }

    fn show(
        &self,
        loc: &crate::i18n::Localizer,
        def: &GameDef,
        table: &Table,
        _side: Option<&str>,
    ) -> serde_json::Value {
        show::show(loc, def, table)
    }

    fn allowed_now(
        &self,
        def: &GameDef,
        table: &Table,
        action: &str,
        actor: &crate::core::actor::Actor,
    ) -> bool {
        show::allowed_now(def, table, action, actor)
    }

    fn check(
        &self,
        def: &GameDef,
        table: &Table,
        action: &CcAction,
        actor: &crate::core::actor::Actor,
    ) -> Result<(), ActionError> {
        authority::check(def, table, action, actor)
    }

    fn owners(&self, def: &GameDef, table: &Table, action: &CcAction) -> Vec<String> {
        authority::owners(def, table, action)
    }

    fn in_turn(&self, def: &GameDef, table: &Table) -> Option<String> {
        authority::in_turn(def, table)
    }

    fn over(&self, _def: &GameDef, table: &Table) -> bool {
        authority::over(table)
    }

    fn may_move_on(&self, _def: &GameDef, table: &Table) -> Result<(), ActionError> {
        authority::may_move_on(table)
    }
}

crate::game_tools!(CcRules);

fn rule(id: &'static str, args: Vec<(&'static str, String)>) -> ActionError {
    ActionError::Rule(id, args)
}

fn cc_mut(table: &mut Table) -> Result<&mut CcState, ActionError> {
    table
        .extra
        .get_mut::<CcState>()
        .ok_or_else(|| rule("ccgw-err-not-cc", vec![]))
}

fn side_msg(def: &GameDef, side: &str) -> Result<Arg, ActionError> {
    def.side_name(side)
        .map(|n| Arg::Msg(n.to_string()))
        .ok_or_else(|| ActionError::Unknown {
            what: "side",
            id: side.to_string(),
        })
}

fn card_arg(card: &str) -> Arg {
    Arg::Msg(format!("ccgw-card-{card}"))
}

/// The game's own tables, or the refusal that names the broken file.
fn data_of(def: &GameDef) -> Result<CcData, ActionError> {
    CcData::of(def).map_err(|e| rule("ccgw-err-data", vec![("problem", e.to_string())]))
}

fn active_side(def: &GameDef, t: &Table) -> Option<String> {
    def.sides.get(t.cursor.side).map(|s| s.id.clone())
}

/// The state of a CC table, if this is one.
/// A retreat as a player says it: "1" when the flags leave no choice, "1–2" otherwise (the
/// dash joined to its numbers so a line never breaks inside the range).
pub fn retreat_range(min: u32, max: u32) -> String {
    if min == max {
        max.to_string()
    } else {
        format!("{min}\u{2060}–\u{2060}{max}")
    }
}

pub fn state(t: &Table) -> Option<&CcState> {
    t.extra.get::<CcState>()
}

/// Defaults for a new scenario form on this game.
pub fn blank_scenario(def: &GameDef) -> Scenario {
    Scenario::blank(&def.side_ids())
}

/// The reading of the battle die faces for the odds shown before a battle.
pub fn battle_odds(
    def: &GameDef,
    s: &Situation,
    settings: &CcSettings,
) -> Result<(battle::DiceCount, battle::BattleOdds), ActionError> {
    let data = data_of(def)?;
    let count = battle::dice_count_in(&data, s, settings)?;
    let (r, _) = battle::reading(&data, s, settings.soldier_rule)?;
    let die = battle::battle_die(def)?;
    let o = battle::odds_for(&die, count.dice, &r, &s.target())?;
    Ok((count, o))
}
