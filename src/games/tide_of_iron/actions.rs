//! What a player can do on a Tide of Iron table.

use serde::{Deserialize, Serialize};

use super::area::AreaAttack;
use super::artillery::Spotting;
use super::assault::Assault;
use super::attack::Attack;
use super::state::{ActionKind, Card, Scenario};

/// Dice of one resolution: faces from the table, or `None` to roll with the app.
pub type Faces = Option<Vec<u8>>;

/// What a player can do on a Tide of Iron table. Sides are given by their index in the
/// game's data (0: the United States, 1: Germany); dice left out are rolled by the app.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub enum ToiAction {
    /// Sets up the scenario (rounds, actions, initiative, objectives…).
    SetScenario(Scenario),
    /// The side in turn takes one of the eight actions of the Action phase.
    TakeAction(ActionKind),
    /// The side in turn ends its Action phase.
    Pass,
    /// Command phase, step 1: who controls an objective.
    SetControl {
        /// The objective, by its place in the scenario's list (from 0).
        index: usize,
        /// The side that controls it; none for no one.
        #[serde(default)]
        controller: Option<usize>,
    },
    /// Command phase, step 2: both sides collect command and victory points from the
    /// objectives they control (once a round).
    CollectIncome,
    /// Command phase, step 3: a side puts command on its initiative card (it is spent).
    Bid {
        /// The side bidding.
        side: usize,
        /// Command points put on the card (at least 1, at most what the side has).
        amount: u32,
    },
    /// Command phase, step 4: the higher total on the initiative cards takes initiative; a
    /// tie goes to the side that did not hold it (once a round).
    DecideInitiative,
    /// A strategy card drawn or taken into a side's HQ (typed from the physical card).
    DrawCard {
        /// The side whose HQ takes it.
        side: usize,
        /// The card as printed: name, cost, when it is played, Establish Contact, lasting.
        card: Card,
    },
    /// Pays a card in the HQ and activates it (an Action-phase card costs an action).
    ActivateCard {
        /// The side paying.
        side: usize,
        /// The card, by its place in the side's HQ (from 0).
        index: usize,
    },
    /// A card in the play area whose effect has ended is discarded.
    DiscardInPlay {
        /// The side whose play area holds it.
        side: usize,
        /// The card, by its place in the side's play area (from 0).
        index: usize,
    },
    /// Establish Contact for a card of the side (just activated, or pending in the play
    /// area: retried once a round, as an action, without paying again).
    Contact {
        /// The side whose card it is.
        side: usize,
        /// The card, by its place among the side's pending cards (from 0).
        pending: usize,
        /// The die rolled at the table, or none to roll it.
        #[serde(default)]
        die: Option<u8>,
    },
    /// An attack: the attack sequence with Combined Fire and every modifier.
    Attack {
        /// The attacking side.
        side: usize,
        /// The lead unit, its supporters, the target and the fire's kind.
        attack: Attack,
        /// The black attack dice rolled at the table, or none to roll them.
        #[serde(default)]
        black: Faces,
        /// The red defence dice rolled at the table, or none to roll them.
        #[serde(default)]
        red: Faces,
    },
    /// An assault on an adjacent hex: both sides' dice at once.
    Assault {
        /// The assaulting side.
        side: usize,
        /// The assaulting squads, the defenders and their hex.
        assault: Assault,
        /// The attacker's black dice, or none to roll them.
        #[serde(default)]
        attack: Faces,
        /// The red dice of the defenders' cover, or none to roll them.
        #[serde(default)]
        cover: Faces,
        /// The defenders' black dice, or none to roll them.
        #[serde(default)]
        defence: Faces,
    },
    /// An area attack (a mortar, an artillery card, a blast) on every unit in one hex.
    Area {
        /// The attacking side.
        side: usize,
        /// The black dice, what they hit on, the kind and the units in the hex.
        area: AreaAttack,
        /// The black dice, or none to roll them.
        #[serde(default)]
        black: Faces,
        /// Each unit's red dice, in the order of the units, or none to roll them.
        #[serde(default)]
        reds: Option<Vec<Vec<u8>>>,
    },
    /// Where an artillery strike lands: the drift roll against the spotting's number.
    Drift {
        /// The side calling the strike.
        side: usize,
        /// Who sees the target hex (none, a Ready squad, a Ready squad with an officer or a
        /// friendly unit in or next to the hex).
        spotting: Spotting,
        /// The black and the red die, or none to roll them.
        #[serde(default)]
        dice: Option<(u8, u8)>,
    },
    /// A unit entered a minefield: 4 black dice (or roll them).
    Mine {
        /// The side whose unit entered it.
        side: usize,
        /// Engineers in the unit.
        #[serde(default)]
        engineers: bool,
        /// The 4 black dice, or none to roll them.
        #[serde(default)]
        dice: Faces,
    },
    /// A change to the optional unit roster.
    Roster(super::roster::RosterAction),
    /// Status phase, step 2: markers cleared on every unit of the roster.
    ClearMarkers,
    /// A medic's healing roll for a squad's filled holes.
    Heal {
        /// The side whose squad it is.
        side: usize,
        /// Filled holes on the squad's base.
        holes: u32,
        /// The die rolled at the table, or none to roll it.
        #[serde(default)]
        die: Option<u8>,
    },
}
