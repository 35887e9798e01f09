//! The dice tray's work in progress on the open table: which dice are picked, their exact
//! odds, and the box for dice entered by hand; and what the tray's messages do to it.

use crate::content::TRAY_ID;
use crate::core::def::GameDef;
use crate::core::odds;
use crate::ui::app::{Message, Notice};

/// The dice tray's work-in-progress: which dice are picked, and the hand-entry box.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct TrayDraft {
    /// `(die key, count)` in the order they were picked.
    pub picks: Vec<(String, u32)>,
    pub hand_mode: bool,
    pub hand_text: String,
    /// Faces tapped on the die pads so far, in the order of the dice to roll.
    pub hand_faces: Vec<String>,
    /// The picks were not chosen for the next roll (the opening default, or dice already
    /// rolled): the next pick starts a new set instead of adding to them.
    pub fresh: bool,
    /// Exact odds of the current picks, computed when they change.
    pub odds: Option<OddsView>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct OddsView {
    pub totals: Option<odds::Distribution>,
    pub faces: Vec<(String, odds::Distribution)>,
}

impl TrayDraft {
    /// The dice to roll, one key per die, in the order a roll lists them.
    pub fn dice(&self) -> Vec<String> {
        self.picks
            .iter()
            .flat_map(|(k, n)| std::iter::repeat_n(k.clone(), *n as usize))
            .collect()
    }

    /// The die the pads enter next, if any is left.
    pub fn next_die(&self) -> Option<String> {
        self.dice().get(self.hand_faces.len()).cloned()
    }

    /// After a roll: the same dice stay ready to roll again, and a new pick starts afresh.
    pub fn rolled(&mut self) {
        self.fresh = true;
        self.hand_faces.clear();
        self.hand_text.clear();
    }

    pub fn spec(&self) -> String {
        self.picks
            .iter()
            .map(|(k, n)| {
                if k.starts_with('d') && !k.contains(':') {
                    format!("{n}{k}")
                } else {
                    format!("{n}x{k}")
                }
            })
            .collect::<Vec<_>>()
            .join("+")
    }

    /// The faces typed in the hand-entry box, as face ids. A face may be typed by its id or by
    /// its name in the player's language ("soldato,bandiera"), separated by commas, semicolons
    /// or spaces; a name of several words is matched whole between commas.
    pub fn typed_faces(&self, def: &GameDef, loc: &crate::i18n::Localizer) -> Vec<String> {
        let names: Vec<(String, String)> = self
            .picks
            .iter()
            .filter_map(|(k, _)| def.die(k))
            .flat_map(|d| d.def.faces.unwrap_or_default())
            .map(|f| (loc.t(&f.name).to_lowercase(), f.id))
            .collect();
        let by_name = |s: &str| {
            names
                .iter()
                .find(|(n, _)| *n == s.to_lowercase())
                .map(|(_, id)| id.clone())
        };
        let mut out = vec![];
        for chunk in self.hand_text.split([',', ';']).map(str::trim) {
            if let Some(id) = by_name(chunk) {
                out.push(id);
                continue;
            }
            for word in chunk.split_whitespace() {
                out.push(by_name(word).unwrap_or_else(|| word.to_string()));
            }
        }
        out
    }

    /// A new table's draft: the game's first die, or 2d6 on the free tray, with its odds.
    pub fn new(def: &GameDef) -> TrayDraft {
        let mut draft = TrayDraft {
            fresh: true,
            ..TrayDraft::default()
        };
        if def.id == TRAY_ID {
            draft.picks.push(("d6".into(), 2));
        } else if let Some(d) = def.dice.first() {
            draft.picks.push((d.key.clone(), 1));
        }
        draft.recompute_odds(def);
        draft
    }

    /// Odds of the picked dice: the total of the numbered dice, and the face counts of the
    /// symbol dice, each over its own dice so a mixed pick reads naturally.
    pub fn recompute_odds(&mut self, def: &GameDef) {
        self.odds = if self.picks.is_empty() {
            None
        } else {
            def.parse_spec(&self.spec()).ok().and_then(|spec| {
                let (numbered, symbols) = spec.split_numbered();
                Some(OddsView {
                    totals: match numbered {
                        Some(n) => odds::totals(&n).ok()?,
                        None => None,
                    },
                    faces: match symbols {
                        Some(s) => odds::face_counts(&s).ok()?,
                        None => vec![],
                    },
                })
            })
        };
    }
}

/// The dice tray's own messages.
#[derive(Debug, Clone, PartialEq)]
pub enum Msg {
    PickDie(String),
    UnpickDie(String),
    ClearPicks,
    Roll,
    /// Exactly this many of one die (a quick count on the tray).
    SetPick(String, u32),
    ToggleHand,
    HandText(String),
    SubmitHand,
    /// A face tapped on the die pad for the next die; the last one records the roll.
    HandFace(String),
    /// Takes back the last face tapped on the pad.
    HandBack,
}

impl From<Msg> for Message {
    fn from(m: Msg) -> Message {
        Message::Tray(m)
    }
}

/// What the tray hands up to the app: something to tell the player, or a roll to make (by
/// the app, or the faces the player's own dice show), saved like any other action.
#[derive(Debug, Clone, PartialEq)]
pub enum Event {
    Notice(Notice),
    Roll {
        spec: String,
        hand: Option<Vec<String>>,
    },
}

/// Handles one of the tray's messages on `def`'s tray: the picks and the hand entry change
/// here; a roll is handed up as an [`Event`].
pub fn update(
    draft: &mut TrayDraft,
    def: &GameDef,
    loc: &crate::i18n::Localizer,
    message: Msg,
) -> Option<Event> {
    match message {
        Msg::SetPick(key, n) => {
            // A quick count: exactly `n` of this die, the others kept unless the picks are
            // the opening default or the dice just rolled.
            if draft.fresh {
                draft.picks.clear();
                draft.fresh = false;
            }
            let others: u32 = draft
                .picks
                .iter()
                .filter(|(k, _)| *k != key)
                .map(|(_, n)| n)
                .sum();
            let n = n.min(crate::core::dice::MAX_DICE.saturating_sub(others));
            match draft.picks.iter_mut().find(|(k, _)| *k == key) {
                Some(p) => p.1 = n,
                None => draft.picks.push((key, n)),
            }
            draft.picks.retain(|(_, n)| *n > 0);
            draft.hand_faces.clear();
            draft.recompute_odds(def);
        }
        Msg::HandBack => {
            draft.hand_faces.pop();
        }
        Msg::PickDie(key) => {
            if draft.fresh {
                draft.picks.clear();
                draft.fresh = false;
            }
            draft.hand_faces.clear();
            let total: u32 = draft.picks.iter().map(|(_, n)| n).sum();
            if total >= crate::core::dice::MAX_DICE {
                return Some(Event::Notice(Notice::error(
                    "err-dice-too-many",
                    vec![("max", crate::core::dice::MAX_DICE.to_string())],
                )));
            }
            match draft.picks.iter_mut().find(|(k, _)| *k == key) {
                Some(p) => p.1 += 1,
                None => draft.picks.push((key, 1)),
            }
            draft.recompute_odds(def);
        }
        Msg::UnpickDie(key) => {
            draft.fresh = false;
            draft.hand_faces.clear();
            if let Some(p) = draft.picks.iter_mut().find(|(k, _)| *k == key) {
                p.1 = p.1.saturating_sub(1);
            }
            draft.picks.retain(|(_, n)| *n > 0);
            draft.recompute_odds(def);
        }
        Msg::ClearPicks => {
            draft.picks.clear();
            draft.hand_faces.clear();
            draft.fresh = false;
            draft.recompute_odds(def);
        }
        Msg::ToggleHand => {
            draft.hand_mode = !draft.hand_mode;
            draft.hand_faces.clear();
        }
        Msg::HandText(s) => draft.hand_text = s,
        Msg::Roll => {
            return Some(Event::Roll {
                spec: draft.spec(),
                hand: None,
            });
        }
        Msg::HandFace(face) => {
            draft.next_die()?;
            draft.hand_faces.push(face);
            // The last die: the roll is recorded with this tap.
            if draft.next_die().is_none() {
                return Some(Event::Roll {
                    spec: draft.spec(),
                    hand: Some(draft.hand_faces.clone()),
                });
            }
        }
        Msg::SubmitHand => {
            return Some(Event::Roll {
                spec: draft.spec(),
                hand: Some(draft.typed_faces(def, loc)),
            });
        }
    }
    None
}
