//! What a player can do on a Tide of Iron table.

use serde::{Deserialize, Serialize};

use super::area::AreaAttack;
use super::artillery::Spotting;
use super::assault::Assault;
use super::attack::Attack;
use super::state::{ActionKind, Card, Scenario};

/// Dice of one resolution: faces from the table, or `None` to roll with the app.
pub type Faces = Option<Vec<u8>>;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum ToiAction {
    /// Sets up the scenario (rounds, actions, initiative, objectives…).
    SetScenario(Scenario),
    /// The side in turn takes one of the eight actions (L521-633).
    TakeAction(ActionKind),
    /// The side in turn ends its Action phase (L658-664).
    Pass,
    /// Command phase step 1: who controls objective `index` (L697-723).
    SetControl {
        index: usize,
        controller: Option<usize>,
    },
    /// Command phase step 2: command and VP from the controlled objectives (L725-751).
    CollectIncome,
    /// Command phase step 3: command put on a side's initiative card (L772-782).
    Bid { side: usize, amount: u32 },
    /// Command phase step 4: the higher card total takes initiative (L784-792).
    DecideInitiative,
    /// A strategy card drawn or taken into a side's HQ (physical-card mode).
    DrawCard { side: usize, card: Card },
    /// Pays a card in the HQ and activates it (an Action-phase card costs an action).
    ActivateCard { side: usize, index: usize },
    /// A card in the play area whose effect has ended is discarded.
    DiscardInPlay { side: usize, index: usize },
    /// Establish Contact for a card of the side (just activated, or pending in the play
    /// area: retried once a round, as an action, without paying again, L1910-1916).
    Contact {
        side: usize,
        pending: usize,
        die: Option<u8>,
    },
    /// An attack by `side` (the attacker).
    Attack {
        side: usize,
        attack: Attack,
        black: Faces,
        red: Faces,
    },
    Assault {
        side: usize,
        assault: Assault,
        attack: Faces,
        cover: Faces,
        defence: Faces,
    },
    Area {
        side: usize,
        area: AreaAttack,
        black: Faces,
        reds: Option<Vec<Vec<u8>>>,
    },
    Drift {
        side: usize,
        spotting: Spotting,
        dice: Option<(u8, u8)>,
    },
    /// A unit entered a minefield: 4 black dice (or roll them).
    Mine {
        side: usize,
        engineers: bool,
        dice: Faces,
    },
    /// A change to the optional unit roster.
    Roster(super::roster::RosterAction),
    /// Status phase, step 2, on every unit of the roster (L825-835).
    ClearMarkers,
    Heal {
        side: usize,
        holes: u32,
        die: Option<u8>,
    },
}
