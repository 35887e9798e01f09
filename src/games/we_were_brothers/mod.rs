//! We Were Brothers – The Race for Rome: squads and soldiers, the 9-colour die ladder and
//! every roll of the rulebook, the turn with its Time Track. Rules:
//! `../shared/seeds/001_40785f813387578c.txt`, digest `../shared/rules/we-were-brothers.md`.
//! About 40 pages are missing from the text: what they hold is data with a `source` note.

pub mod activation;
pub mod authority;
pub mod basis;
pub mod campaign;
pub mod card;
pub mod care;
pub mod cli;
pub mod combat;
pub mod data;
pub mod dice;
pub mod explosives;
pub mod fire;
pub mod kinds;
pub mod numbers;
pub mod play;
pub mod rolls;
pub mod roster;
pub mod setup;
pub mod sight;
pub mod squad;
pub mod state;
mod step;
pub mod turn;
pub mod words;
pub mod wounds;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::core::def::GameDef;
use crate::core::log::LogEntry;
use crate::core::table::{ActionError, Table};

pub use state::{Tiers, Who, WwbState};

pub const ID: &str = "we-were-brothers";

/// This game's rules, as the registry knows them.
pub struct WwbRules;

/// The registry's entry for this game.
pub static RULES: WwbRules = WwbRules;

/// The game's own actions. Soldiers are named by squad and soldier index (`who.squad=0
/// who.soldier=1`: the squads in the order they were added, the men 0–3), as `play show`
/// lists them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
#[serde(deny_unknown_fields)]
pub enum WwbAction {
    /// A squad from the standard squads table, armed as the table gives it for a Blue die
    /// result.
    AddStandardSquad {
        /// The squad's army.
        army: squad::Army,
        /// The Blue die's result, 1–6 (the app rolls it when left out).
        #[serde(default)]
        blue: Option<u8>,
        /// Its code name (Able, Kondor…), 1–20 characters.
        code: String,
        /// A specialist asked for (the table's result gives him his weapon).
        #[serde(default)]
        specialist: Option<squad::Specialist>,
    },
    /// An empty squad of 4 soldiers, to fill in by hand.
    AddSquad {
        /// The squad's army.
        army: squad::Army,
        /// Its code name, 1–20 characters.
        code: String,
    },
    /// Takes a squad off the table (by its index); the squads after it move up one.
    RemoveSquad(usize),
    /// A change to one soldier's boxes (health, status, posture, equipment, skills, weapon,
    /// fate…), as the squad panel makes it; refused where the rules forbid it.
    Edit {
        /// The soldier.
        who: Who,
        /// The change, as JSON (`{"status":"shaken"}`, `{"health":2}`, `"shot"`, `"reload"`).
        edit: roster::Edit,
    },
    /// The rule tiers in play: Cherry Corner, the additional rules, the optional rules.
    SetTiers(Tiers),
    /// The players' readings where the rulebook contradicts itself.
    SetReadings(rolls::Readings),
    /// A roll of the catalogue, resolved and (with a target or an actor) applied to the men.
    Resolve {
        /// The roll and its situation, as JSON (`{"combat":{"fire":{"weapon":"kar-98k",
        /// "range":4}}}`, `{"care":{"treat":{}}}`); what is left out takes its usual value.
        roll: rolls::Roll,
        /// The dice that came up, in the roll's order (the app rolls when left out): by
        /// their faces as `resolve --dice` names them (`grey=ok,blue=4`; a named face alone,
        /// `ok`), or by the sides' numbers, 0-based (`2,3`): a number alone is a side's.
        #[serde(default)]
        dice: Option<Vec<usize>>,
        /// The man who fires, throws, treats or rallies (his chamber die, his experience).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[schemars(with = "OptionalWho")]
        actor: Option<Who>,
        /// The man who takes the outcome.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[schemars(with = "OptionalWho")]
        target: Option<Who>,
        /// The resolution-checklist item this roll answers, marked done.
        #[serde(default)]
        tick: Option<String>,
    },
    /// The initiative check: the panels each side holds (allies first); the automatic points
    /// (Leader, more active men) are counted from the squads, and a tie goes to the Blue dice.
    Initiative {
        /// Panels held by each side, allies first (`1,2`).
        panels: [u8; 2],
        /// The Blue dice on a tie (the app rolls when left out): by their faces as `resolve
        /// --dice` names them (`blue=4,blue=2`), or by the sides' numbers, 0-based (`3,1`).
        #[serde(default)]
        dice: Option<Vec<usize>>,
    },
    /// The side (0 allies, 1 axis) that won a re-roll or the Leader's Pink test plays first.
    SetFirst(usize),
    /// Start of a squad's fire phase: its Opportunity and Suppression Fire markers come off.
    ClearFireMarkers(usize),
    /// A soldier's activation: Shaken comes off, Suppressed turns to Shaken.
    Recover(Who),
    /// Marks a resolution-checklist item done (its key, as `play show` lists them).
    Tick(String),
    /// A timed detonator set to `turns` (1–6, a d6), counted down on the Time Track.
    Detonator {
        /// Its name on the track (D1…), 1–30 characters.
        label: String,
        /// Turns until it blows, 1–6.
        turns: u8,
    },
    /// A smoke grenade's cloud placed: it drifts, then clears.
    Smoke {
        /// Its name on the track (S1…), 1–30 characters.
        label: String,
    },
    /// A support-fire call (artillery, or air with `air=true`): one per turn, revealed the
    /// turn after.
    CallSupport {
        /// Air support rather than artillery.
        air: bool,
    },
    /// The mission's Time Track length (from the briefing), 1–60 turns.
    MissionLength(u32),
    /// The mission's wind: the compass side (1–6) that is face 1.
    Wind(u8),
    /// An infamous act by a man of a squad: +1 infamy, −2 victory points, Leadership lost.
    Infamy(Who),
    /// One more "suppressed" on a man (a successful suppression fire on his MHx, a comrade
    /// killed): Shaken or nothing → Suppressed, Suppressed → Routed.
    Suppress(Who),
    /// A squad is (or is no longer) in its Leader's zone: it acts after the others.
    Zone(usize),
    /// The alternating-squads variant on or off.
    Alternating(bool),
    /// An order card handed to a squad (physical cards: the app records it).
    Order {
        /// The squad's index.
        squad: usize,
        /// The card: move-left, move-right, assault, defence, suppression, find-cover.
        card: String,
    },
}

/// How an optional soldier is described to `adjutant play` (its schema only; the action
/// reads an `Option<Who>`): `actor.squad=1 actor.soldier=0`, both or neither.
#[derive(schemars::JsonSchema)]
#[allow(dead_code)]
#[serde(deny_unknown_fields)]
struct OptionalWho {
    /// The squad's index (from 0); given with the soldier's, or left out with it.
    #[serde(default)]
    squad: usize,
    /// The soldier's index in his squad (0–3).
    #[serde(default)]
    soldier: usize,
}

/// The game's state on `table`, if it has one.
pub fn state(table: &Table) -> Option<&WwbState> {
    table.extra.get::<WwbState>()
}

impl crate::games::Rules for WwbRules {
    type State = WwbState;
    type Action = WwbAction;

    fn id(&self) -> &'static str {
        ID
    }

    /// The table's tabs, by key (the panels' `open_tool` opens each).
    fn tools(&self) -> &'static [&'static str] {
        &[
            "squads",
            "turn",
            "fire",
            "grenade",
            "care",
            "other",
            "resolution",
        ]
    }

    fn new_state(&self, _def: &GameDef, _table: &mut Table) -> WwbState {
        WwbState::default()
    }

    fn step(
        &self,
        def: &GameDef,
        table: &mut Table,
        action: &WwbAction,
        now: DateTime<Utc>,
    ) -> Result<Vec<LogEntry>, ActionError> {
        step::step(def, table, action, now)
    }

    fn card(
        &self,
        loc: &crate::i18n::Localizer,
        def: &GameDef,
        table: &Table,
        after: Option<&WwbAction>,
    ) -> Option<crate::games::card::CardText> {
        // Without the players' Settings: every placeholder die is marked.
        card::card(loc, def, state(table)?, after, &Default::default())
    }

    fn card_with(
        &self,
        loc: &crate::i18n::Localizer,
        def: &GameDef,
        table: &Table,
        after: Option<&WwbAction>,
        ctx: &crate::games::card::CardContext,
    ) -> Option<crate::games::card::CardText> {
        // The dice the players confirmed as their own are no estimate (Settings, "Mine
        // match"), on the phone and the command line as on the table.
        card::card(loc, def, state(table)?, after, &ctx.confirmed_dice)
    }

    fn show(
        &self,
        loc: &crate::i18n::Localizer,
        def: &GameDef,
        table: &Table,
        side: Option<&str>,
    ) -> serde_json::Value {
        play::show(loc, def, table, side)
    }

    fn allowed_now(
        &self,
        _def: &GameDef,
        table: &Table,
        action: &str,
        actor: &crate::core::actor::Actor,
    ) -> bool {
        play::allowed_now(table, action, actor)
    }

    /// Whose men an action moves (see [`authority::owners`]).
    fn owners(&self, _def: &GameDef, table: &Table, action: &WwbAction) -> Vec<String> {
        authority::owners(table, action)
    }

    /// The rules of the turn for the men an action names (see [`authority::check`]).
    fn check(
        &self,
        def: &GameDef,
        table: &Table,
        action: &WwbAction,
        actor: &crate::core::actor::Actor,
    ) -> Result<(), ActionError> {
        authority::check(def, table, action, actor)
    }

    /// The men's recovery at their activation, as the turn reaches the Fire and Movement
    /// phases' activation step (L190, L199).
    fn on_cursor_move(
        &self,
        def: &GameDef,
        table: &mut Table,
        before: crate::core::phases::Cursor,
        now: DateTime<Utc>,
    ) -> Vec<LogEntry> {
        let after = table.cursor;
        match table.extra.get_mut::<WwbState>() {
            Some(s) => activation::on_cursor_move(def, s, before, after)
                .iter()
                .map(|l| l.at(now))
                .collect(),
            None => vec![],
        }
    }

    /// Dice named by their faces, as `resolve` takes them (see [`words`]).
    fn read_words(
        &self,
        def: &GameDef,
        table: &Table,
        action: &str,
        payload: &mut serde_json::Value,
    ) -> Result<(), String> {
        words::read_words(def, table, action, payload)
    }

    fn on_turn_change(
        &self,
        _def: &GameDef,
        table: &mut Table,
        now: DateTime<Utc>,
    ) -> Vec<LogEntry> {
        let round = table.cursor.round;
        match table.extra.get_mut::<WwbState>() {
            Some(s) => turn::end_of_turn(s, round)
                .iter()
                .map(|l| l.at(now))
                .collect(),
            None => vec![],
        }
    }
}

crate::game_tools!(WwbRules);
