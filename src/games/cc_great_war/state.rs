//! The state a CC table keeps: the scenario, the settings, the per-turn flags, the physical
//! card counts, the bombardment and battle in progress, and the set-up checklist.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::core::def::GameDef;
use crate::core::log::Line;
use crate::core::table::Table;

use super::artillery::{ArtilleryCards, CraterRule, Plan, ShellShortageRule};
use super::battle::{Outcome, Situation, SoldierRule};
use super::card_rolls::CardOutcome;
use super::medals::{Medal, MedalKind};
use super::nml::Bombardment;

/// The HQ pool and the holder that keeps tokens paid for Combat cards until the end of the turn.
pub const HQ: &str = "hq";
pub const SPENT: &str = "spent";
pub const COMMAND: &str = "command";
pub const COMBAT: &str = "combat";
/// The highest Combat hand limit a scenario may give (the 5 of L699 is the usual one).
pub const MAX_COMBAT_LIMIT: u32 = 20;

/// The scenario's values, entered once and kept as a reusable preset. A side left out of a
/// per-side list gets the blank scenario's value (see [`Scenario::filled`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// The scenario's name, as the log and presets show it.
    #[serde(default)]
    pub name: String,
    /// The side that plays first (left out: the first side).
    #[serde(default)]
    pub first_side: String,
    /// Command cards dealt to each side.
    #[serde(default)]
    pub command_cards: BTreeMap<String, u32>,
    /// Combat cards dealt at the start; also the hand limit (5 unless the scenario says).
    #[serde(default)]
    pub combat_cards: BTreeMap<String, u32>,
    /// The Combat hand limit per side when the scenario gives one other than the usual 5
    /// (L699: "five cards, unless the scenario says otherwise"); left out: the usual.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub combat_limit: BTreeMap<String, u32>,
    /// HQ tokens each side starts with.
    #[serde(default)]
    pub start_hq: BTreeMap<String, u32>,
    /// Reserve Artillery firepower of each token, per side.
    #[serde(default)]
    pub artillery: BTreeMap<String, Vec<u32>>,
    /// Victory Medals a side needs to win.
    #[serde(default = "six")]
    pub medals_to_win: u32,
    /// Hexes in each No Man's Land row to bombard, nearest the enemy first (empty: none).
    #[serde(default)]
    pub nml_rows: Vec<u32>,
}

fn six() -> u32 {
    6
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
            combat_limit: BTreeMap::new(),
            start_hq: each(0),
            artillery: sides.iter().map(|s| (s.clone(), vec![])).collect(),
            medals_to_win: 6,
            nml_rows: vec![],
        }
    }

    /// The Combat hand limit this scenario gives `side` (L699: five, unless the scenario
    /// says otherwise): its own when it gives one, else the usual one in `decks.json`, at
    /// least the cards it deals.
    pub fn combat_limit_of(&self, def: &GameDef, side: &str) -> u32 {
        if let Some(&n) = self.combat_limit.get(side) {
            return n;
        }
        let usual = def
            .decks
            .iter()
            .find(|d| d.id == COMBAT)
            .and_then(|d| d.hand_limit)
            .map_or(5, |n| u32::try_from(n).unwrap_or(MAX_COMBAT_LIMIT));
        usual.max(self.combat_cards.get(side).copied().unwrap_or(0))
    }

    /// The Combat hand limits `side` may be given in this scenario (as its set-up takes
    /// them): at least 1 and the cards it deals, at most [`MAX_COMBAT_LIMIT`].
    pub fn combat_limit_bounds(&self, side: &str) -> (u32, u32) {
        let dealt = self.combat_cards.get(side).copied().unwrap_or(0);
        (dealt.max(1), MAX_COMBAT_LIMIT)
    }

    /// This scenario with what was left out filled in from the blank one for these sides:
    /// a side missing from a per-side list, and an empty first side.
    pub fn filled(&self, sides: &[String]) -> Scenario {
        let blank = Scenario::blank(sides);
        let mut s = self.clone();
        if s.first_side.is_empty() {
            s.first_side = blank.first_side;
        }
        for (mine, theirs) in [
            (&mut s.command_cards, blank.command_cards),
            (&mut s.combat_cards, blank.combat_cards),
            (&mut s.start_hq, blank.start_hq),
        ] {
            for (side, n) in theirs {
                mine.entry(side).or_insert(n);
            }
        }
        for (side, a) in blank.artillery {
            s.artillery.entry(side).or_insert(a);
        }
        s
    }
}

/// Settings where players may read the rules differently (each left out: its default).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema,
)]
#[serde(default)]
#[serde(deny_unknown_fields)]
pub struct CcSettings {
    /// How Soldiers left after the target's protection count as hits.
    pub soldier_rule: SoldierRule,
    /// What craters the main target of a bombardment.
    pub crater_rule: CraterRule,
    /// The players use their physical cards: the app only counts what is left.
    pub physical_cards: bool,
    /// Recon cards say a side that gained a Victory Medal at the end of the turn draws only 1
    /// without saying which medal. The app's reading, the default: only the
    /// Under Pressure medal. On: any medal gained this turn.
    #[serde(default)]
    pub recon_any_medal: bool,
    /// Mortar Barrage gives ordered mortars "1 extra die for the whole turn" in a
    /// sentence about firing at range twice. The default reads the die as counting in every
    /// battle of the turn, close combat too, like Machine Gun Barrage's. On: ranged
    /// fire only.
    #[serde(default)]
    pub mortar_barrage_ranged_only: bool,
    /// Shell Shortage's "reduced by 2": 2 fewer in all (default: the card's words)
    /// or per bombarded hex.
    #[serde(default)]
    pub shell_shortage: ShellShortageRule,
    /// Big Show does not say what a Burst does. The default, the
    /// app's reading: nothing. On: a Burst orders any field unit, as a Flag does.
    #[serde(default)]
    pub big_show_burst_orders: bool,
    /// Replacements names neither Burst nor Skull. The default, the
    /// app's reading: both do nothing. On: a Burst gives a figure back to any unit, as an
    /// HQ or a Flag does.
    #[serde(default)]
    pub replacements_burst_returns: bool,
    /// Hold at All Costs against a bombardment whose main target is cratered. The default:
    /// on that hex every symbol scores, a terrain effect that cards do not
    /// lift unless they say so, so Hold does not help there. On: the card beats the
    /// rulebook's text and the cratered hex may ignore its Flags too.
    #[serde(default)]
    pub hold_on_cratered: bool,
}

/// What the current player-turn has used up.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct TurnFlags {
    /// Sides that played a Combat card this player-turn (one each, L717-719).
    pub combat_played: Vec<String>,
    /// The active side played its Command card this turn (one a turn, L232).
    #[serde(default)]
    pub command_played: bool,
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
    /// The defending side that played Strike First in this (its opponent's) turn: at End of
    /// Turn it draws its replacement Command card first (L975-977).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub strike_first: Option<String>,
    /// That replacement card has been drawn.
    #[serde(default)]
    pub strike_first_drawn: bool,
    /// Reserve Artillery fired this turn, as (side, HQ paid for its targeting dice).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub artillery_paid: Vec<(String, u32)>,
    /// Sides whose Artillery Bombard second fire (paid once, L939-941) has been made.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub bombard_second: Vec<String>,
    /// Medals gained this player-turn, by side (for Recon's single draw).
    #[serde(default)]
    pub medals: Vec<(String, MedalKind)>,
    /// Cards played this player-turn, as (side, card): a card that asks for a roll offers it.
    #[serde(default)]
    pub cards_played: Vec<(String, String)>,
    /// Card rolls made this player-turn, as (side, card): each once per card played.
    #[serde(default)]
    pub card_rolls: Vec<(String, String)>,
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
    /// The faces rolled for the latest hex, for the result card.
    #[serde(default)]
    pub last_faces: Vec<String>,
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

    /// The latest hex rolled (hexes are resolved in order), and its outcome.
    pub fn latest(&self) -> Option<(usize, &Outcome)> {
        self.results
            .iter()
            .enumerate()
            .rev()
            .find_map(|(i, r)| r.as_ref().map(|o| (i, o)))
    }
}

/// The last card roll (Three on a Match…), kept for the panel.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardRollRecord {
    pub side: String,
    pub dice: u32,
    pub outcome: CardOutcome,
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
    /// A side whose attack wiped out a unit and has a Victory Medal to take (L579): offered,
    /// taken with a tap (`AddMedal`), never added behind the players' backs.
    #[serde(default)]
    pub medal_due: Option<String>,
    /// HQ costs of Combat cards as entered when they were played (the text lists none).
    #[serde(default)]
    pub known_costs: BTreeMap<String, u32>,
    #[serde(default)]
    pub last_card_roll: Option<CardRollRecord>,
    /// A side that drew two cards with Recon and has still to discard one (L875): no card
    /// is played or drawn until it does.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub recon_discard: Option<String>,
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
        let sc = self.scenario.as_ref();
        // The scenario's own limit, when it gives one (L699).
        if let Some(n) = sc.and_then(|s| s.combat_limit.get(side).copied()) {
            return n;
        }
        sc.and_then(|s| s.combat_cards.get(side).copied())
            .map_or(usual, |n| n.max(usual))
    }
}
