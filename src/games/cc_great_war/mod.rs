//! Command and Colors WWI – The Great War. Rules: `../shared/seeds/000_9c234a88fa7f5d9b.txt`,
//! digest `../shared/rules/cc-great-war.md`.
//!
//! The frame gives the phase cursor, the HQ pool and the decks; this module adds the scenario
//! set-up, the HQ ledger with reasons, Combat and Command card play with their limits, the
//! end-of-turn choices, the battle and artillery resolvers, No Man's Land and the medal track.

pub mod artillery;
pub mod battle;
pub mod cli;
pub mod data;
pub mod nml;

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::core::def::GameDef;
use crate::core::log::{Arg, Line, LogEntry};
use crate::core::table::{ActionError, Table};

use artillery::{ArtilleryCards, CraterRule, Plan};
use battle::{Outcome, Situation, SoldierRule};
use data::CcData;
use nml::Bombardment;

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

    fn validate_file(
        &self,
        name: &str,
        file: &str,
        text: &str,
    ) -> Result<(), crate::content::ContentError> {
        data::validate(name, file, text)
    }

    fn resolve_cli(
        &self,
        content: &crate::content::Content,
        loc: &crate::i18n::Localizer,
        resolver: &str,
        args: &[String],
    ) -> Result<String, String> {
        cli::resolve(content, loc, resolver, args)
    }

    fn odds_cli(
        &self,
        content: &crate::content::Content,
        loc: &crate::i18n::Localizer,
        resolver: &str,
        args: &[String],
    ) -> Result<String, String> {
        cli::odds(content, loc, resolver, args)
    }
}
/// The HQ pool and the holder that keeps tokens paid for Combat cards until the end of the turn.
pub const HQ: &str = "hq";
pub const SPENT: &str = "spent";
pub const COMMAND: &str = "command";
pub const COMBAT: &str = "combat";

/// The scenario's values, entered once and kept as a reusable preset.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scenario {
    pub name: String,
    pub first_side: String,
    pub command_cards: BTreeMap<String, u32>,
    /// Combat cards dealt at the start; also the hand limit (5 unless the scenario says).
    pub combat_cards: BTreeMap<String, u32>,
    pub start_hq: BTreeMap<String, u32>,
    /// Reserve Artillery firepower of each token, per side.
    pub artillery: BTreeMap<String, Vec<u32>>,
    pub medals_to_win: u32,
    /// Hexes in each No Man's Land row to bombard, nearest the enemy first (empty: none).
    #[serde(default)]
    pub nml_rows: Vec<u32>,
}

impl Scenario {
    /// A blank scenario for these sides: the rulebook's defaults where it has them.
    pub fn blank(sides: &[String]) -> Scenario {
        let each = |n: u32| {
            sides
                .iter()
                .map(|s| (s.clone(), n))
                .collect::<BTreeMap<_, _>>()
        };
        Scenario {
            name: String::new(),
            first_side: sides.first().cloned().unwrap_or_default(),
            command_cards: each(4),
            combat_cards: each(2),
            start_hq: each(0),
            artillery: sides.iter().map(|s| (s.clone(), vec![])).collect(),
            medals_to_win: 6,
            nml_rows: vec![],
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MedalKind {
    /// An enemy unit wiped out.
    Unit,
    Temporary,
    StartTemporary,
    StartMajority,
    Permanent,
    StartPermanent,
    Breakthrough,
    UnderPressure,
}

impl MedalKind {
    pub const ALL: [MedalKind; 8] = [
        MedalKind::Unit,
        MedalKind::Temporary,
        MedalKind::StartTemporary,
        MedalKind::StartMajority,
        MedalKind::Permanent,
        MedalKind::StartPermanent,
        MedalKind::Breakthrough,
        MedalKind::UnderPressure,
    ];

    pub fn msg(self) -> &'static str {
        match self {
            MedalKind::Unit => "ccgw-medal-unit",
            MedalKind::Temporary => "ccgw-medal-temporary",
            MedalKind::StartTemporary => "ccgw-medal-start-temporary",
            MedalKind::StartMajority => "ccgw-medal-start-majority",
            MedalKind::Permanent => "ccgw-medal-permanent",
            MedalKind::StartPermanent => "ccgw-medal-start-permanent",
            MedalKind::Breakthrough => "ccgw-medal-breakthrough",
            MedalKind::UnderPressure => "ccgw-medal-under-pressure",
        }
    }

    /// Temporary medals are lost when the hex (or majority) is lost.
    pub fn can_be_lost(self) -> bool {
        matches!(
            self,
            MedalKind::Temporary | MedalKind::StartTemporary | MedalKind::StartMajority
        )
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Medal {
    pub kind: MedalKind,
    #[serde(default)]
    pub note: String,
}

/// Why HQ tokens moved: every gain and spend is logged with one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum HqReason {
    Scenario,
    EndTurn,
    Trade,
    Dice,
    BigShow,
    Refund,
    Artillery,
    CombatCard,
    DirectFromHq,
    Physician,
    Correction,
}

impl HqReason {
    pub const MANUAL: [HqReason; 6] = [
        HqReason::DirectFromHq,
        HqReason::Physician,
        HqReason::BigShow,
        HqReason::Refund,
        HqReason::Dice,
        HqReason::Correction,
    ];

    pub fn msg(self) -> &'static str {
        match self {
            HqReason::Scenario => "ccgw-hq-scenario",
            HqReason::EndTurn => "ccgw-hq-end-turn",
            HqReason::Trade => "ccgw-hq-trade",
            HqReason::Dice => "ccgw-hq-dice",
            HqReason::BigShow => "ccgw-hq-big-show",
            HqReason::Refund => "ccgw-hq-refund",
            HqReason::Artillery => "ccgw-hq-artillery",
            HqReason::CombatCard => "ccgw-hq-combat-card",
            HqReason::DirectFromHq => "ccgw-hq-direct",
            HqReason::Physician => "ccgw-hq-physician",
            HqReason::Correction => "ccgw-hq-correction",
        }
    }
}

/// Settings where players may read the rules differently.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct CcSettings {
    pub soldier_rule: SoldierRule,
    pub crater_rule: CraterRule,
    /// The players use their physical cards: the app only counts what is left.
    pub physical_cards: bool,
    /// Recon cards say a side that gained a Victory Medal at the end of the turn draws only 1
    /// (L875-883) without saying which medal. The digest's reading, the default: only the
    /// Under Pressure medal (L617-621). On: any medal gained this turn.
    #[serde(default)]
    pub recon_any_medal: bool,
}

/// What the current player-turn has used up.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct TurnFlags {
    /// Sides that played a Combat card this player-turn (one each, L717-719).
    pub combat_played: Vec<String>,
    pub end_choice_made: bool,
    /// The active side traded a Combat card for 1 HQ this turn (only it may, L548-550).
    pub traded: bool,
    pub command_drawn: bool,
    /// The side that played Improved Logistics this turn (older saves kept only a flag,
    /// which is dropped).
    #[serde(default, deserialize_with = "side_or_flag")]
    pub improved_logistics: Option<String>,
    pub direct_from_hq: bool,
    pub recon: bool,
    /// Medals gained this player-turn, by side (for Recon's single draw).
    #[serde(default)]
    pub medals: Vec<(String, MedalKind)>,
}

/// Reads the side that played Improved Logistics; a `true`/`false` from an older save (which
/// did not keep the side) reads as nobody, so no side gets 4 HQ by mistake.
fn side_or_flag<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    #[allow(dead_code)]
    enum Either {
        Side(Option<String>),
        Flag(bool),
    }
    Ok(match Either::deserialize(d)? {
        Either::Side(s) => s,
        Either::Flag(_) => None,
    })
}

/// Counts of a deck when the players keep their physical cards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct PhysicalDeck {
    pub left: u32,
    pub discard: Vec<String>,
    pub hands: BTreeMap<String, u32>,
}

/// Why a bombarded hex was passed over with no roll.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum HexSkip {
    /// Shell Shortage left no battle dice for it.
    NoDice,
    /// No unit and no wire in the hex: nothing to roll against (L675).
    NoUnit,
}

/// A bombardment in progress: where the dice fell and each hex's result so far.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArtilleryFire {
    pub side: String,
    pub plan: Plan,
    pub cards: ArtilleryCards,
    pub results: Vec<Option<Outcome>>,
    /// Hexes passed over with no roll, by index in `plan.order`.
    #[serde(default)]
    pub skipped: Vec<Option<HexSkip>>,
}

impl ArtilleryFire {
    pub fn skip_of(&self, i: usize) -> Option<HexSkip> {
        self.skipped.get(i).copied().flatten()
    }

    /// The hex has been rolled or passed over.
    pub fn is_done(&self, i: usize) -> bool {
        self.results.get(i).is_some_and(Option::is_some) || self.skip_of(i).is_some()
    }

    /// The next hex to resolve: main target first, then clockwise (L673).
    pub fn next_hex(&self) -> Option<usize> {
        (0..self.plan.order.len()).find(|&i| !self.is_done(i))
    }
}

/// The last battle, kept for the panel.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BattleRecord {
    pub side: String,
    pub situation: Situation,
    pub dice: u32,
    pub dice_steps: Vec<Line>,
    pub faces: Vec<String>,
    pub outcome: Outcome,
    pub reading_steps: Vec<Line>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct CcState {
    pub scenario: Option<Scenario>,
    /// The rulebook's set-up steps, ticked off.
    pub checklist: Vec<bool>,
    pub medals: BTreeMap<String, Vec<Medal>>,
    pub winner: Option<String>,
    pub turn: TurnFlags,
    pub settings: CcSettings,
    pub physical: BTreeMap<String, PhysicalDeck>,
    pub nml: Option<Bombardment>,
    pub artillery: Option<ArtilleryFire>,
    pub last_battle: Option<BattleRecord>,
    /// HQ costs of Combat cards as entered when they were played (the text lists none).
    #[serde(default)]
    pub known_costs: BTreeMap<String, u32>,
}

/// Set-up steps of the rulebook (L183-210), as message ids.
pub const CHECKLIST: [&str; 13] = [
    "ccgw-setup-1",
    "ccgw-setup-2",
    "ccgw-setup-3",
    "ccgw-setup-4",
    "ccgw-setup-5",
    "ccgw-setup-6",
    "ccgw-setup-7",
    "ccgw-setup-8",
    "ccgw-setup-9",
    "ccgw-setup-10",
    "ccgw-setup-11",
    "ccgw-setup-12",
    "ccgw-setup-13",
];

impl CcState {
    /// The cost to offer for a Combat card: the cost paid the last time it was played (the
    /// players read it off the card and may have corrected it), else the player's data file.
    pub fn cost_of(&self, def: &GameDef, card: &str) -> Option<u32> {
        self.known_costs.get(card).copied().or_else(|| {
            def.decks
                .iter()
                .find(|d| d.id == COMBAT)
                .and_then(|d| d.cards.iter().find(|c| c.id == card))
                .and_then(|c| c.cost)
        })
    }

    pub fn new(def: &GameDef, table: &mut Table) -> CcState {
        if let Some(pool) = table.pools.get_mut(HQ) {
            pool.held.entry(SPENT.to_string()).or_insert(0);
        }
        CcState {
            checklist: vec![false; CHECKLIST.len()],
            medals: def.sides.iter().map(|s| (s.id.clone(), vec![])).collect(),
            ..CcState::default()
        }
    }

    pub fn medal_count(&self, side: &str) -> usize {
        self.medals.get(side).map_or(0, Vec::len)
    }

    /// Combat hand limit of a side: the scenario's deal, at least the Combat deck's hand limit
    /// in `decks.json` (5, L699); no limit if the deck has none.
    pub fn combat_limit(&self, def: &GameDef, side: &str) -> u32 {
        let usual = def
            .decks
            .iter()
            .find(|d| d.id == COMBAT)
            .and_then(|d| d.hand_limit)
            .map_or(u32::MAX, |n| u32::try_from(n).unwrap_or(u32::MAX));
        self.scenario
            .as_ref()
            .and_then(|s| s.combat_cards.get(side).copied())
            .map_or(usual, |n| n.max(usual))
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum CcAction {
    Setup(Scenario),
    ToggleCheck(usize),
    Settings(CcSettings),
    /// `delta` > 0 takes tokens from the common pool, < 0 pays them back.
    Hq {
        side: String,
        delta: i32,
        reason: HqReason,
    },
    PlayCommand {
        side: String,
        card: String,
    },
    PlayCombat {
        side: String,
        card: String,
        cost: u32,
    },
    /// End of turn: take HQ (`true`) or draw a Combat card.
    EndTurnChoice {
        side: String,
        take_hq: bool,
    },
    /// End of turn, with no Combat card played: discard one for 1 HQ.
    Trade {
        side: String,
        card: String,
    },
    DrawCommand {
        side: String,
    },
    DiscardCommand {
        side: String,
        card: String,
    },
    Battle {
        side: String,
        situation: Situation,
        faces: Option<Vec<String>>,
    },
    ArtilleryFire {
        side: String,
        spend: u32,
        strength: u32,
        targeting: Option<Vec<u32>>,
        cards: ArtilleryCards,
    },
    ArtilleryHex {
        index: usize,
        terrain: String,
        figures: Option<u32>,
        faces: Option<Vec<String>>,
    },
    /// "No unit here": the hex is passed over with no roll and no HQ (L575, L675).
    ArtillerySkip {
        index: usize,
    },
    ArtilleryDone,
    NmlStart {
        rows: Vec<u32>,
    },
    NmlRoll {
        face: Option<u32>,
    },
    AddMedal {
        side: String,
        kind: MedalKind,
        note: String,
    },
    RemoveMedal {
        side: String,
        index: usize,
    },
}

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

/// Moves HQ between the pool and a side, logged with its reason. Gains stop when the pool runs
/// dry (L564): the shortfall is reported, not refused.
fn hq(
    def: &GameDef,
    t: &mut Table,
    side: &str,
    delta: i32,
    reason: HqReason,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let sarg = side_msg(def, side)?;
    let pool = t
        .pools
        .get(HQ)
        .ok_or_else(|| rule("ccgw-err-no-pool", vec![]))?;
    let mut log = vec![];
    if delta >= 0 {
        let want = delta as u32;
        let got = want.min(pool.supply);
        let next = pool.take(side, got)?;
        if got < want {
            log.push(
                LogEntry::new(now, "ccgw-log-pool-dry")
                    .arg("side", sarg.clone())
                    .arg("wanted", want)
                    .arg("got", got),
            );
        }
        if got > 0 {
            log.push(
                LogEntry::new(now, "ccgw-log-hq-gain")
                    .arg("side", sarg)
                    .arg("n", got)
                    .msg_arg("reason", reason.msg())
                    .arg("held", next.held_by(side))
                    .arg("supply", next.supply),
            );
        }
        t.pools.insert(HQ.into(), next);
    } else {
        let n = delta.unsigned_abs();
        let next = pool.give_back(side, n)?;
        log.push(
            LogEntry::new(now, "ccgw-log-hq-spend")
                .arg("side", sarg)
                .arg("n", n)
                .msg_arg("reason", reason.msg())
                .arg("held", next.held_by(side))
                .arg("supply", next.supply),
        );
        t.pools.insert(HQ.into(), next);
    }
    Ok(log)
}

fn check_victory(
    def: &GameDef,
    t: &mut Table,
    side: &str,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let cc = cc_mut(t)?;
    let Some(target) = cc.scenario.as_ref().map(|s| s.medals_to_win) else {
        return Ok(vec![]);
    };
    let medals = cc.medals.get(side).cloned().unwrap_or_default();
    // The Under Pressure medal can never be the winning one (L619-621).
    let last_ok = medals
        .last()
        .is_some_and(|m| m.kind != MedalKind::UnderPressure);
    if cc.winner.is_none() && target > 0 && medals.len() as u32 >= target && last_ok {
        cc.winner = Some(side.to_string());
        return Ok(vec![
            LogEntry::new(now, "ccgw-log-victory")
                .arg("side", side_msg(def, side)?)
                .arg("medals", medals.len()),
        ]);
    }
    Ok(vec![])
}

fn add_medal(
    def: &GameDef,
    t: &mut Table,
    side: &str,
    kind: MedalKind,
    note: &str,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let sarg = side_msg(def, side)?;
    if kind == MedalKind::UnderPressure {
        can_take_under_pressure(def, t, side)?;
    }
    let cc = cc_mut(t)?;
    let list = cc.medals.entry(side.to_string()).or_default();
    list.push(Medal {
        kind,
        note: note.trim().to_string(),
    });
    let n = list.len();
    cc.turn.medals.push((side.to_string(), kind));
    let mut log = vec![
        LogEntry::new(now, "ccgw-log-medal")
            .arg("side", sarg)
            .msg_arg("kind", kind.msg())
            .arg("count", n),
    ];
    log.extend(check_victory(def, t, side, now)?);
    Ok(log)
}

/// The Under Pressure medal (L617-621) is taken by the side to play, in a turn it played a
/// Recon card, in place of Recon's second card: so before its end-of-turn draw, and once.
/// Whether the scenario applies Under Pressure against the attacker is for the players.
pub fn can_take_under_pressure(def: &GameDef, t: &Table, side: &str) -> Result<(), ActionError> {
    let cc = state(t).ok_or_else(|| rule("ccgw-err-not-cc", vec![]))?;
    let taken = cc
        .turn
        .medals
        .iter()
        .any(|(s, k)| s == side && *k == MedalKind::UnderPressure);
    if active_side(def, t).as_deref() != Some(side)
        || !cc.turn.recon
        || cc.turn.command_drawn
        || taken
    {
        return Err(rule("ccgw-err-under-pressure", vec![]));
    }
    Ok(())
}

/// Draws one card of `deck` for `side` (the app's deck, or the physical count).
fn draw(
    def: &GameDef,
    t: &mut Table,
    deck: &str,
    side: &str,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let sarg = side_msg(def, side)?;
    let deck_name = format!("ccgw-deck-{deck}");
    let physical = cc_mut(t)?.settings.physical_cards;
    let mut log = vec![];
    if physical {
        let cc = cc_mut(t)?;
        let d = cc.physical.entry(deck.to_string()).or_default();
        if d.left == 0 {
            if d.discard.is_empty() {
                return Err(crate::core::decks::DeckError::Exhausted.into());
            }
            d.left = d.discard.len() as u32;
            d.discard.clear();
            log.push(LogEntry::new(now, "log-deck-reshuffled").msg_arg("deck", &deck_name));
        }
        d.left -= 1;
        *d.hands.entry(side.to_string()).or_insert(0) += 1;
    } else {
        let d = t.decks.get(deck).ok_or_else(|| ActionError::Unknown {
            what: "deck",
            id: deck.to_string(),
        })?;
        let (next, drawn) = d.draw(side, &mut t.rng)?;
        if drawn.reshuffled {
            log.push(LogEntry::new(now, "log-deck-reshuffled").msg_arg("deck", &deck_name));
        }
        t.decks.insert(deck.to_string(), next);
    }
    log.push(
        LogEntry::new(now, "log-deck-draw")
            .arg("side", sarg)
            .msg_arg("deck", &deck_name),
    );
    Ok(log)
}

/// Takes a played or discarded card out of a side's hand into the discards.
fn discard(t: &mut Table, deck: &str, side: &str, card: &str) -> Result<(), ActionError> {
    let physical = cc_mut(t)?.settings.physical_cards;
    if physical {
        let cc = cc_mut(t)?;
        let d = cc.physical.entry(deck.to_string()).or_default();
        let h = d.hands.entry(side.to_string()).or_insert(0);
        if *h == 0 {
            return Err(crate::core::decks::DeckError::NotInHand(card.to_string()).into());
        }
        *h -= 1;
        d.discard.push(card.to_string());
        Ok(())
    } else {
        let d = t.decks.get(deck).ok_or_else(|| ActionError::Unknown {
            what: "deck",
            id: deck.to_string(),
        })?;
        let next = d.discard(side, card)?;
        t.decks.insert(deck.to_string(), next);
        Ok(())
    }
}

fn hand_size(t: &Table, deck: &str, side: &str) -> u32 {
    match t.extra.get::<CcState>() {
        Some(cc) if cc.settings.physical_cards => cc
            .physical
            .get(deck)
            .and_then(|d| d.hands.get(side))
            .copied()
            .unwrap_or(0),
        _ => t
            .decks
            .get(deck)
            .and_then(|d| d.hands.get(side))
            .map_or(0, |h| h.len() as u32),
    }
}

fn card_known(def: &GameDef, deck: &str, card: &str) -> Result<(), ActionError> {
    let known = def
        .decks
        .iter()
        .find(|d| d.id == deck)
        .is_some_and(|d| d.cards.iter().any(|c| c.id == card));
    if known {
        Ok(())
    } else {
        Err(rule(
            "ccgw-err-unknown-card",
            vec![("card", card.to_string())],
        ))
    }
}

/// The phase of the turn in which Combat cards may be traded for HQ (Fase 5, L546-550).
pub const END_TURN_PHASE: &str = "end-turn";

/// Whether `side` may trade a Combat card for 1 HQ now: only the active side, at its End of
/// Turn (L546-550; which step of it comes first is not stated, digest §11 #10, so any step),
/// only if it played no Combat card this turn, and once per turn.
pub fn can_trade(def: &GameDef, t: &Table, side: &str) -> Result<(), ActionError> {
    if active_side(def, t).as_deref() != Some(side) {
        return Err(rule("ccgw-err-trade-not-active", vec![]));
    }
    if t.cursor.phase(&def.phases).map(|p| p.id.as_str()) != Some(END_TURN_PHASE) {
        return Err(rule("ccgw-err-trade-phase", vec![]));
    }
    let cc = state(t).ok_or_else(|| rule("ccgw-err-not-cc", vec![]))?;
    if cc.turn.combat_played.iter().any(|s| s == side) {
        return Err(rule("ccgw-err-trade-played", vec![]));
    }
    if cc.turn.traded {
        return Err(rule("ccgw-err-trade-once", vec![]));
    }
    Ok(())
}

/// The game's own tables, or the refusal that names the broken file.
fn data_of(def: &GameDef) -> Result<CcData, ActionError> {
    CcData::of(def).map_err(|e| rule("ccgw-err-data", vec![("problem", e.to_string())]))
}

fn active_side(def: &GameDef, t: &Table) -> Option<String> {
    def.sides.get(t.cursor.side).map(|s| s.id.clone())
}

fn hex_arg(h: &artillery::HexDice) -> Arg {
    match h.hex {
        None => Arg::Msg("ccgw-art-main".into()),
        Some(n) => Arg::Num(n as i64),
    }
}

/// The hex at `index` of a bombardment, if it is the next one to resolve: main target first,
/// then clockwise, each finished before the next (L673).
fn next_hex_check(fire: &ArtilleryFire, index: usize) -> Result<artillery::HexDice, ActionError> {
    let hex = *fire
        .plan
        .order
        .get(index)
        .ok_or_else(|| rule("ccgw-err-no-fire", vec![]))?;
    if fire.is_done(index) {
        return Err(rule("ccgw-err-hex-done", vec![]));
    }
    if (0..index).any(|i| !fire.is_done(i)) {
        return Err(rule("ccgw-err-hex-order", vec![]));
    }
    Ok(hex)
}

fn faces_arg(faces: &[String]) -> Arg {
    Arg::List(
        faces
            .iter()
            .map(|f| Arg::Msg(format!("ccgw-face-{f}")))
            .collect(),
    )
}

fn roll_battle(
    def: &GameDef,
    t: &mut Table,
    dice: u32,
    faces: Option<Vec<String>>,
) -> Result<Vec<String>, ActionError> {
    let die = battle::battle_die(def)?;
    match faces {
        Some(f) => {
            // The table is authoritative: physical dice are resolved even if their number
            // differs from the count (a card the app does not model, say); the log says so.
            if f.is_empty() {
                return Err(rule(
                    "ccgw-err-dice-count",
                    vec![("expected", dice.to_string()), ("got", "0".into())],
                ));
            }
            battle::tally(&f)?;
            Ok(f.iter().map(|x| x.trim().to_ascii_lowercase()).collect())
        }
        None => Ok((0..dice)
            .map(|_| die.face_id(t.rng.index(die.side_count())))
            .collect()),
    }
}

/// The outcome's HQ and medal bookkeeping, shared by battles and artillery.
fn settle(
    def: &GameDef,
    t: &mut Table,
    side: &str,
    outcome: &Outcome,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let mut log = vec![];
    if outcome.hq_earned > 0 {
        log.extend(hq(
            def,
            t,
            side,
            outcome.hq_earned as i32,
            HqReason::Dice,
            now,
        )?);
    }
    if outcome.eliminated {
        log.extend(add_medal(def, t, side, MedalKind::Unit, "", now)?);
    }
    Ok(log)
}

/// End-of-turn upkeep when the turn passes: HQ paid for Combat cards go back to the common
/// pool (L716), the per-turn limits reset, and the next player is reminded of start-of-turn
/// objective medals (L595-611).
pub fn on_turn_change(def: &GameDef, t: &mut Table, now: DateTime<Utc>) -> Vec<LogEntry> {
    let mut log = vec![];
    if let Some(pool) = t.pools.get(HQ) {
        let spent = pool.held_by(SPENT);
        if spent > 0
            && let Ok(next) = pool.give_back(SPENT, spent)
        {
            log.push(
                LogEntry::new(now, "ccgw-log-spent-returned")
                    .arg("n", spent)
                    .arg("supply", next.supply),
            );
            t.pools.insert(HQ.into(), next);
        }
    }
    if let Ok(cc) = cc_mut(t) {
        cc.turn = TurnFlags::default();
        cc.artillery = None;
    }
    if let Some(side) = def.sides.get(t.cursor.side) {
        log.push(LogEntry::new(now, "ccgw-log-start-turn").msg_arg("side", &side.name));
    }
    log
}

pub fn step(
    def: &GameDef,
    t: &mut Table,
    action: &CcAction,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let mut log = vec![];
    match action {
        CcAction::Setup(sc) => {
            if cc_mut(t)?.scenario.is_some() {
                return Err(rule("ccgw-err-already-set-up", vec![]));
            }
            if def.side_name(&sc.first_side).is_none() {
                return Err(ActionError::Unknown {
                    what: "side",
                    id: sc.first_side.clone(),
                });
            }
            let total_hq: u32 = sc.start_hq.values().sum();
            let supply = t.pools.get(HQ).map_or(0, |p| p.supply);
            if total_hq > supply {
                return Err(rule(
                    "ccgw-err-start-hq",
                    vec![
                        ("total", total_hq.to_string()),
                        ("pool", supply.to_string()),
                    ],
                ));
            }
            let n = data_of(def)?.turn;
            let max = n.max_artillery_strength.value;
            if sc.artillery.values().flatten().any(|&a| a == 0 || a > max) {
                return Err(rule(
                    "ccgw-err-artillery-strength",
                    vec![("max", max.to_string())],
                ));
            }
            let tokens = n.artillery_tokens.value as usize;
            if sc.artillery.values().any(|l| l.len() > tokens) {
                return Err(rule(
                    "ccgw-err-artillery-tokens",
                    vec![("max", tokens.to_string())],
                ));
            }
            if !sc.nml_rows.is_empty() {
                Bombardment::new(sc.nml_rows.clone())?;
            }
            let physical = cc_mut(t)?.settings.physical_cards;
            if physical {
                let cc = cc_mut(t)?;
                for d in &def.decks {
                    let total: u32 = d.cards.iter().map(|c| c.count).sum();
                    cc.physical.insert(
                        d.id.clone(),
                        PhysicalDeck {
                            left: total,
                            ..Default::default()
                        },
                    );
                }
            }
            let name = if sc.name.trim().is_empty() {
                Arg::Msg("ccgw-ui-unnamed".into())
            } else {
                Arg::Text(sc.name.trim().to_string())
            };
            log.push(
                LogEntry::new(now, "ccgw-log-setup")
                    .arg("name", name)
                    .arg("medals", sc.medals_to_win),
            );
            for s in &def.sides {
                for _ in 0..sc.command_cards.get(&s.id).copied().unwrap_or(0) {
                    draw(def, t, COMMAND, &s.id, now)?;
                }
                for _ in 0..sc.combat_cards.get(&s.id).copied().unwrap_or(0) {
                    draw(def, t, COMBAT, &s.id, now)?;
                }
                log.push(
                    LogEntry::new(now, "ccgw-log-dealt")
                        .msg_arg("side", &s.name)
                        .arg("command", sc.command_cards.get(&s.id).copied().unwrap_or(0))
                        .arg("combat", sc.combat_cards.get(&s.id).copied().unwrap_or(0)),
                );
                let n = sc.start_hq.get(&s.id).copied().unwrap_or(0);
                if n > 0 {
                    log.extend(hq(def, t, &s.id, n as i32, HqReason::Scenario, now)?);
                }
            }
            t.cursor.side = def
                .sides
                .iter()
                .position(|s| s.id == sc.first_side)
                .unwrap_or(0);
            let cc = cc_mut(t)?;
            if !sc.nml_rows.is_empty() {
                cc.nml = Some(Bombardment::new(sc.nml_rows.clone())?);
            }
            cc.scenario = Some(sc.clone());
        }
        CcAction::ToggleCheck(i) => {
            let cc = cc_mut(t)?;
            let b = cc
                .checklist
                .get_mut(*i)
                .ok_or_else(|| rule("ccgw-err-no-step", vec![]))?;
            *b = !*b;
            let done = *b;
            log.push(
                LogEntry::new(
                    now,
                    if done {
                        "ccgw-log-check"
                    } else {
                        "ccgw-log-uncheck"
                    },
                )
                .msg_arg("step", CHECKLIST[*i]),
            );
        }
        CcAction::Settings(s) => {
            let cc = cc_mut(t)?;
            if cc.scenario.is_some() && s.physical_cards != cc.settings.physical_cards {
                return Err(rule("ccgw-err-cards-mode-locked", vec![]));
            }
            cc.settings = *s;
            log.push(LogEntry::new(now, "ccgw-log-settings"));
        }
        CcAction::Hq {
            side,
            delta,
            reason,
        } => {
            if *delta == 0 {
                return Err(rule("ccgw-err-zero", vec![]));
            }
            log.extend(hq(def, t, side, *delta, *reason, now)?);
        }
        CcAction::PlayCommand { side, card } => {
            card_known(def, COMMAND, card)?;
            let sarg = side_msg(def, side)?;
            discard(t, COMMAND, side, card)?;
            log.push(
                LogEntry::new(now, "ccgw-log-play-command")
                    .arg("side", sarg)
                    .arg("card", card_arg(card)),
            );
            let cc = cc_mut(t)?;
            if card.starts_with("recon-") {
                cc.turn.recon = true;
            }
            if card == "direct-from-hq" {
                cc.turn.direct_from_hq = true;
                log.push(LogEntry::new(now, "ccgw-log-direct-from-hq"));
            }
            if card == "big-show" && !cc.settings.physical_cards {
                // Big Show: both decks are rebuilt with their discards (L945).
                for deck in [COMMAND, COMBAT] {
                    if let Some(d) = t.decks.get(deck) {
                        let next = d.reshuffle(&mut t.rng);
                        t.decks.insert(deck.into(), next);
                        log.push(
                            LogEntry::new(now, "log-deck-reshuffled")
                                .msg_arg("deck", &format!("ccgw-deck-{deck}")),
                        );
                    }
                }
            }
        }
        CcAction::PlayCombat { side, card, cost } => {
            card_known(def, COMBAT, card)?;
            let sarg = side_msg(def, side)?;
            if cc_mut(t)?.turn.combat_played.contains(side) {
                return Err(rule("ccgw-err-one-combat", vec![]));
            }
            let held = t.pools.get(HQ).map_or(0, |p| p.held_by(side));
            if *cost > held {
                return Err(rule(
                    "ccgw-err-cost",
                    vec![("cost", cost.to_string()), ("held", held.to_string())],
                ));
            }
            discard(t, COMBAT, side, card)?;
            if *cost > 0 {
                let pool = t
                    .pools
                    .get(HQ)
                    .ok_or_else(|| rule("ccgw-err-no-pool", vec![]))?;
                let next = pool.transfer(side, SPENT, *cost)?;
                t.pools.insert(HQ.into(), next);
            }
            log.push(
                LogEntry::new(now, "ccgw-log-play-combat")
                    .arg("side", sarg)
                    .arg("card", card_arg(card))
                    .arg("cost", *cost),
            );
            let cc = cc_mut(t)?;
            // A cost different from the one remembered corrects it (a typo, or a data file
            // that disagrees with the printed card): say so, and remember the new one.
            if let Some(before) = cc.cost_of(def, card)
                && before != *cost
            {
                log.push(
                    LogEntry::new(now, "ccgw-log-cost-corrected")
                        .arg("card", card_arg(card))
                        .arg("before", before)
                        .arg("cost", *cost),
                );
            }
            cc.turn.combat_played.push(side.clone());
            cc.known_costs.insert(card.clone(), *cost);
            if card == "improved-logistics" {
                // It helps the side that played it, when that side takes its HQ (L835).
                cc.turn.improved_logistics = Some(side.clone());
            }
        }
        CcAction::EndTurnChoice { side, take_hq } => {
            if active_side(def, t).as_deref() != Some(side) {
                return Err(rule("ccgw-err-not-active", vec![]));
            }
            let cc = cc_mut(t)?;
            if cc.turn.end_choice_made {
                return Err(rule("ccgw-err-choice-made", vec![]));
            }
            let il = cc.turn.improved_logistics.as_deref() == Some(side.as_str());
            if *take_hq {
                let n = data_of(def)?.turn;
                let take = if il {
                    n.improved_logistics_hq.value
                } else {
                    n.end_turn_hq.value
                };
                log.extend(hq(
                    def,
                    t,
                    side,
                    i32::try_from(take).unwrap_or(0),
                    HqReason::EndTurn,
                    now,
                )?);
            } else {
                let limit = cc_mut(t)?.combat_limit(def, side);
                if hand_size(t, COMBAT, side) >= limit {
                    return Err(rule(
                        "ccgw-err-combat-hand-full",
                        vec![("limit", limit.to_string())],
                    ));
                }
                log.extend(draw(def, t, COMBAT, side, now)?);
            }
            cc_mut(t)?.turn.end_choice_made = true;
        }
        CcAction::Trade { side, card } => {
            card_known(def, COMBAT, card)?;
            side_msg(def, side)?;
            can_trade(def, t, side)?;
            discard(t, COMBAT, side, card)?;
            log.push(
                LogEntry::new(now, "ccgw-log-trade")
                    .arg("side", side_msg(def, side)?)
                    .arg("card", card_arg(card)),
            );
            let gain = data_of(def)?.turn.trade_hq.value;
            log.extend(hq(
                def,
                t,
                side,
                i32::try_from(gain).unwrap_or(0),
                HqReason::Trade,
                now,
            )?);
            cc_mut(t)?.turn.traded = true;
        }
        CcAction::DrawCommand { side } => {
            let cc = cc_mut(t)?;
            if cc.turn.command_drawn {
                return Err(rule("ccgw-err-drawn", vec![]));
            }
            let recon = cc.turn.recon;
            let any = cc.settings.recon_any_medal;
            // A medal gained this turn cuts Recon's draw to one (L875-883, L617-621).
            let medal = cc
                .turn
                .medals
                .iter()
                .any(|(s, k)| s == side && (any || *k == MedalKind::UnderPressure));
            log.extend(draw(def, t, COMMAND, side, now)?);
            if recon && medal {
                log.push(LogEntry::new(now, "ccgw-log-recon-medal-one"));
            } else if recon {
                // Recon: draw two, keep one, discard the other (L875).
                for _ in 1..data_of(def)?.turn.recon_draw.value {
                    log.extend(draw(def, t, COMMAND, side, now)?);
                }
                log.push(LogEntry::new(now, "ccgw-log-recon-keep-one"));
            }
            cc_mut(t)?.turn.command_drawn = true;
        }
        CcAction::DiscardCommand { side, card } => {
            card_known(def, COMMAND, card)?;
            discard(t, COMMAND, side, card)?;
            log.push(
                LogEntry::new(now, "ccgw-log-discard")
                    .arg("side", side_msg(def, side)?)
                    .arg("card", card_arg(card)),
            );
        }
        CcAction::Battle {
            side,
            situation,
            faces,
        } => {
            let sarg = side_msg(def, side)?;
            let data = data_of(def)?;
            let cc = cc_mut(t)?;
            let soldier_rule = cc.settings.soldier_rule;
            let mut s = situation.clone();
            s.no_hq = s.no_hq || cc.turn.direct_from_hq;
            let count = battle::dice_count(&data, &s)?;
            if count.dice == 0 {
                return Err(rule("ccgw-err-no-dice", vec![]));
            }
            let (reading, reading_steps) = battle::reading(&data, &s, soldier_rule)?;
            let faces = roll_battle(def, t, count.dice, faces.clone())?;
            let mut outcome = battle::read_faces(&faces, &reading, s.target_figures)?;
            battle::add_notes(&data, &s, &mut outcome);
            log.push(
                LogEntry::new(now, "ccgw-log-battle")
                    .arg("side", sarg)
                    .msg_arg("unit", &format!("ccgw-unit-{}", s.unit))
                    .arg("range", s.range)
                    .arg("faces", faces_arg(&faces))
                    .arg("hits", outcome.hits)
                    .arg("min", outcome.retreat_min)
                    .arg("max", outcome.retreat_max),
            );
            log.extend(settle(def, t, side, &outcome, now)?);
            cc_mut(t)?.last_battle = Some(BattleRecord {
                side: side.clone(),
                situation: s,
                dice: count.dice,
                dice_steps: count.steps,
                faces,
                outcome,
                reading_steps,
            });
        }
        CcAction::ArtilleryFire {
            side,
            spend,
            strength,
            targeting,
            cards,
        } => {
            let sarg = side_msg(def, side)?;
            let cc = cc_mut(t)?;
            let strengths = cc
                .scenario
                .as_ref()
                .and_then(|s| s.artillery.get(side))
                .cloned()
                .unwrap_or_default();
            if !strengths.contains(strength) {
                return Err(rule(
                    "ccgw-err-no-artillery",
                    vec![("strength", strength.to_string())],
                ));
            }
            if spend > strength {
                return Err(rule(
                    "ccgw-err-too-many-targeting",
                    vec![
                        ("strength", strength.to_string()),
                        ("dice", spend.to_string()),
                    ],
                ));
            }
            let crater = cc.settings.crater_rule;
            let dice: Vec<u32> = match targeting {
                Some(d) => {
                    if d.len() as u32 != *spend {
                        return Err(rule(
                            "ccgw-err-dice-count",
                            vec![
                                ("expected", spend.to_string()),
                                ("got", d.len().to_string()),
                            ],
                        ));
                    }
                    d.clone()
                }
                None => (0..*spend).map(|_| t.rng.index(6) as u32 + 1).collect(),
            };
            let data = data_of(def)?;
            let plan = artillery::plan(*strength, &dice, &data.template.order, crater)?;
            if *spend > 0 {
                log.extend(hq(
                    def,
                    t,
                    side,
                    -(*spend as i32),
                    HqReason::Artillery,
                    now,
                )?);
            }
            log.push(
                LogEntry::new(now, "ccgw-log-artillery")
                    .arg("side", sarg)
                    .arg(
                        "dice",
                        Arg::List(dice.iter().map(|d| Arg::Num(*d as i64)).collect()),
                    )
                    .arg("main", plan.main_dice),
            );
            if plan.cratered {
                log.push(LogEntry::new(now, "ccgw-log-artillery-crater"));
            }
            // A hex Shell Shortage leaves with no dice has nothing to roll: pass it over now.
            let skipped: Vec<Option<HexSkip>> = artillery::hex_terms(&plan, *cards)
                .iter()
                .map(|h| h.skipped().then_some(HexSkip::NoDice))
                .collect();
            for (h, _) in plan.order.iter().zip(&skipped).filter(|(_, k)| k.is_some()) {
                log.push(LogEntry::new(now, "ccgw-log-artillery-no-dice").arg("hex", hex_arg(h)));
            }
            let n = plan.order.len();
            cc_mut(t)?.artillery = Some(ArtilleryFire {
                side: side.clone(),
                plan,
                cards: *cards,
                results: vec![None; n],
                skipped,
            });
        }
        CcAction::ArtilleryHex {
            index,
            terrain,
            figures,
            faces,
        } => {
            let data = data_of(def)?;
            let cc = cc_mut(t)?;
            let soldier_rule = cc.settings.soldier_rule;
            let no_hq = cc.turn.direct_from_hq;
            let fire = cc
                .artillery
                .clone()
                .ok_or_else(|| rule("ccgw-err-no-fire", vec![]))?;
            let hex = next_hex_check(&fire, *index)?;
            let tdef = data.terrain(terrain).ok_or_else(|| {
                rule(
                    "ccgw-err-unknown-terrain",
                    vec![("terrain", terrain.clone())],
                )
            })?;
            // No unit in the hex (figures 0): only wire is worth a roll, for its Bursts
            // (L675, L1203), and HQ symbols rolled there earn nothing (L575).
            let no_unit = *figures == Some(0);
            if no_unit && !tdef.cleared_by_burst {
                return Err(rule("ccgw-err-hex-empty", vec![]));
            }
            let main = hex.hex.is_none();
            let mut r = artillery::hex_reading(
                main,
                fire.plan.cratered,
                (tdef.ranged.soldiers, tdef.ranged.flags),
                fire.cards,
                soldier_rule,
                no_hq,
            );
            if no_unit {
                r.hq_earns = false;
            }
            let dice = artillery::hex_dice(&hex, fire.cards);
            let faces = roll_battle(def, t, dice, faces.clone())?;
            let mut outcome =
                battle::read_faces(&faces, &r, if no_unit { None } else { *figures })?;
            if no_unit {
                outcome.steps.push(Line::new("ccgw-step-no-unit"));
            }
            // A Burst removes the wire, with no crater (L1203); a cratered main target flips
            // it to craters instead (L1207), which the crater step already says.
            let wire_cut =
                tdef.cleared_by_burst && outcome.bursts > 0 && !(main && fire.plan.cratered);
            if wire_cut {
                outcome.steps.push(Line::new("ccgw-step-wire-cut"));
            }
            log.push(
                LogEntry::new(now, "ccgw-log-artillery-hex")
                    .arg("hex", hex_arg(&hex))
                    .arg("faces", faces_arg(&faces))
                    .arg("hits", outcome.hits)
                    .arg("min", outcome.retreat_min)
                    .arg("max", outcome.retreat_max),
            );
            if wire_cut {
                log.push(LogEntry::new(now, "ccgw-log-wire-cut").arg("hex", hex_arg(&hex)));
            }
            log.extend(settle(def, t, &fire.side, &outcome, now)?);
            if let Some(f) = &mut cc_mut(t)?.artillery
                && let Some(slot) = f.results.get_mut(*index)
            {
                *slot = Some(outcome);
            }
        }
        CcAction::ArtillerySkip { index } => {
            let cc = cc_mut(t)?;
            let fire = cc
                .artillery
                .as_mut()
                .ok_or_else(|| rule("ccgw-err-no-fire", vec![]))?;
            let hex = next_hex_check(fire, *index)?;
            if fire.skipped.len() < fire.plan.order.len() {
                fire.skipped.resize(fire.plan.order.len(), None);
            }
            fire.skipped[*index] = Some(HexSkip::NoUnit);
            // Nothing is rolled, so no HQ is earned (L575).
            log.push(LogEntry::new(now, "ccgw-log-artillery-no-unit").arg("hex", hex_arg(&hex)));
        }
        CcAction::ArtilleryDone => {
            cc_mut(t)?.artillery = None;
            log.push(LogEntry::new(now, "ccgw-log-artillery-done"));
        }
        CcAction::NmlStart { rows } => {
            let b = Bombardment::new(rows.clone())?;
            cc_mut(t)?.nml = Some(b);
            log.push(LogEntry::new(now, "ccgw-log-nml-start").arg("rows", rows.len()));
        }
        CcAction::NmlRoll { face } => {
            let b = cc_mut(t)?
                .nml
                .clone()
                .ok_or_else(|| rule("ccgw-err-no-nml", vec![]))?;
            let face = match face {
                Some(f) => *f,
                None => t.rng.index(6) as u32 + 1,
            };
            let (next, crater) = b.roll(face)?;
            log.push(match crater {
                Some(c) => LogEntry::new(now, "ccgw-log-nml-crater")
                    .arg("face", face)
                    .arg("row", c.row + 1)
                    .arg("hex", c.hex),
                None => LogEntry::new(now, "ccgw-log-nml-off").arg("face", face),
            });
            if next.done {
                log.push(
                    LogEntry::new(now, "ccgw-log-nml-done").arg("craters", next.craters.len()),
                );
            }
            cc_mut(t)?.nml = Some(next);
        }
        CcAction::AddMedal { side, kind, note } => {
            log.extend(add_medal(def, t, side, *kind, note, now)?);
        }
        CcAction::RemoveMedal { side, index } => {
            let sarg = side_msg(def, side)?;
            let cc = cc_mut(t)?;
            let list = cc
                .medals
                .get_mut(side)
                .ok_or_else(|| ActionError::Unknown {
                    what: "side",
                    id: side.clone(),
                })?;
            let m = list
                .get(*index)
                .cloned()
                .ok_or_else(|| rule("ccgw-err-no-medal", vec![]))?;
            // Only temporary and majority medals can be lost (L589-621); the others stay.
            if !m.kind.can_be_lost() {
                return Err(rule(
                    "ccgw-err-medal-kept",
                    vec![("kind", m.kind.msg().to_string())],
                ));
            }
            list.remove(*index);
            let n = list.len();
            log.push(
                LogEntry::new(now, "ccgw-log-medal-lost")
                    .arg("side", sarg)
                    .msg_arg("kind", m.kind.msg())
                    .arg("count", n),
            );
        }
    }
    Ok(log)
}

/// The scenario presets kept in `<home>/presets/cc-great-war/`.
pub mod presets {
    use std::path::{Path, PathBuf};

    use super::Scenario;
    use crate::core::log::Line;
    use crate::store::{LoadError, LoadReason};

    pub fn dir(home: &Path) -> PathBuf {
        home.join("presets").join(super::ID)
    }

    /// A file name made from the preset's name (letters, digits and `-` only).
    pub fn file_name(name: &str) -> Option<String> {
        let slug: String = name
            .trim()
            .to_lowercase()
            .chars()
            .map(|c| if c.is_alphanumeric() { c } else { '-' })
            .collect();
        let slug = slug.trim_matches('-').to_string();
        (!slug.is_empty()).then(|| format!("{slug}.json"))
    }

    /// Saves the preset; on failure, the reason as a message to show (nothing is written).
    pub fn save(home: &Path, s: &Scenario) -> Result<PathBuf, Line> {
        let name = file_name(&s.name).ok_or_else(|| Line::new("ccgw-err-preset-name"))?;
        let path = dir(home).join(name);
        let failed = |e: String| {
            Line::new("ccgw-err-preset-save")
                .arg("path", path.display().to_string())
                .arg("problem", e)
        };
        let bytes = serde_json::to_vec_pretty(s).map_err(|e| failed(e.to_string()))?;
        crate::store::write_atomic(&path, &bytes).map_err(|e| failed(e.to_string()))?;
        Ok(path)
    }

    /// Every preset that loads, and the files that don't (left untouched).
    pub fn list(home: &Path) -> (Vec<Scenario>, Vec<LoadError>) {
        let mut ok = vec![];
        let mut bad = vec![];
        for p in crate::store::json_files(&dir(home)) {
            match std::fs::read_to_string(&p)
                .map_err(|e| LoadReason::Io(e.to_string()))
                .and_then(|t| {
                    serde_json::from_str::<Scenario>(&t)
                        .map_err(|e| LoadReason::Corrupt(e.to_string()))
                }) {
                Ok(s) => ok.push(s),
                Err(reason) => bad.push(LoadError { path: p, reason }),
            }
        }
        (ok, bad)
    }
}

/// The state of a CC table, if this is one.
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
    rule_: SoldierRule,
) -> Result<(battle::DiceCount, battle::BattleOdds), ActionError> {
    let data = data_of(def)?;
    let count = battle::dice_count(&data, s)?;
    let (r, _) = battle::reading(&data, s, rule_)?;
    let die = battle::battle_die(def)?;
    let o = battle::odds(&die, count.dice, &r, s.target_figures);
    Ok((count, o))
}
