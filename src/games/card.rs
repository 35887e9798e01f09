//! A result card's words, apart from how it is drawn: what the table's card shows, what
//! `adjutant play` prints and what a phone page shows, all from one place. Each game builds
//! its cards here (in its own module) and its panels draw them.

use serde::Serialize;

use crate::core::basis::Basis;
use crate::i18n::Localizer;

/// What the players told the app that changes how an answer is marked: the dice whose
/// layout they confirmed as their own (Settings, "Mine match"), no longer estimates.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CardContext {
    pub confirmed_dice: std::collections::BTreeSet<String>,
}

impl CardContext {
    /// The context the players set in this data folder's settings.
    pub fn of(paths: &crate::store::Paths) -> CardContext {
        CardContext {
            confirmed_dice: crate::store::Settings::load(paths).0.confirmed_dice,
        }
    }
}

/// How an answer reads at a glance, for the side that rolled: a success (the check passed,
/// the attack hit), a failure (it broke, it missed, he fell), a warning (something breaks or
/// must be done before play goes on), or neutral (a result that is neither: a count, a
/// drift). The card is toned by it on the screen and on the phones.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Tone {
    Success,
    Failure,
    Warning,
    #[default]
    Neutral,
}

/// Some of a card's dice and whose they are ("Attacker: 3, 7, 11").
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DiceGroup {
    pub label: String,
    pub faces: Vec<String>,
}

/// One answer as a player reads it; every word already in the player's language.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CardText {
    /// Which of the game's answers this is (`battle`, `artillery-hex`, `fire`…): stable ids,
    /// never shown.
    pub kind: String,
    /// The outcome, the largest text on the card ("2 hits · retreat 1", "1MC", "KIA").
    pub outcome: String,
    /// A line under it: what to do on the board.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
    /// Whose attack or check it was.
    pub whose: String,
    /// The dice as their faces' names, in the order rolled.
    pub dice: Vec<String>,
    /// The same dice by whose they are, on a card where both sides may roll (a Trench Club
    /// battle: the attack, and the return fire): each group's label and faces, in the order
    /// of `dice`. Empty on other cards.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub dice_groups: Vec<DiceGroup>,
    /// The step-by-step working.
    pub working: Vec<String>,
    /// The quiet mark of an answer that rests on a reading or a placeholder value, and its
    /// explanations (see [`basis_words`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub basis_mark: Option<String>,
    pub basis: Vec<String>,
    /// The readings applied, by id with their rule lines, and whether every number behind
    /// the answer is the rulebook's own.
    pub readings: Vec<crate::core::basis::Reading>,
    pub verified: bool,
    /// How the answer reads at a glance.
    pub tone: Tone,
}

impl CardText {
    /// A card of `kind` with its outcome and whose it is; the rest is filled in by the game.
    pub fn new(kind: &str, outcome: String, whose: String) -> CardText {
        CardText {
            kind: kind.to_string(),
            outcome,
            detail: None,
            whose,
            dice: vec![],
            dice_groups: vec![],
            working: vec![],
            basis_mark: None,
            basis: vec![],
            readings: vec![],
            verified: true,
            tone: Tone::Neutral,
        }
    }

    /// The card with its tone.
    pub fn toned(mut self, tone: Tone) -> CardText {
        self.tone = tone;
        self
    }

    /// Puts an answer's basis on the card: the quiet mark, its explanations, the readings.
    pub fn with_basis(
        mut self,
        loc: &Localizer,
        basis: &Basis,
        placeholder: impl Fn(&crate::core::basis::Unverified) -> String,
    ) -> CardText {
        let (mark, lines) = basis_words(loc, basis, placeholder);
        self.basis_mark = mark;
        self.basis = lines;
        self.readings = basis.readings.clone();
        self.verified = basis.unverified.is_empty();
        self
    }
}

/// The words of an answer's basis for its card: the quiet mark and the explanations. Each
/// reading is explained by its message `reading-<id>`; a placeholder by `placeholder`'s words
/// (the game names its own values).
pub fn basis_words(
    loc: &Localizer,
    basis: &Basis,
    placeholder: impl Fn(&crate::core::basis::Unverified) -> String,
) -> (Option<String>, Vec<String>) {
    let mut lines: Vec<String> = basis
        .readings
        .iter()
        .map(|r| loc.t(&format!("reading-{}", r.id)))
        .collect();
    lines.extend(basis.unverified.iter().map(placeholder));
    let mark = match (basis.readings.is_empty(), basis.unverified.is_empty()) {
        (true, true) => None,
        (false, true) => Some(loc.t("ui-card-reading")),
        (true, false) => Some(loc.t("ui-card-placeholder")),
        (false, false) => Some(loc.t("ui-card-reading-placeholder")),
    };
    (mark, lines)
}
