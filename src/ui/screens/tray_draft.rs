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
    /// Exact odds of the current picks, computed when they change.
    pub odds: Option<OddsView>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct OddsView {
    pub totals: Option<odds::Distribution>,
    pub faces: Vec<(String, odds::Distribution)>,
}

impl TrayDraft {
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

    /// A new table's draft: the game's first die, or 2d6 on the free tray, with its odds.
    pub fn new(def: &GameDef) -> TrayDraft {
        let mut draft = TrayDraft::default();
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

/// Handles a message about the picks or the hand-entry box of `def`'s tray (`PickDie`,
/// `UnpickDie`, `ClearPicks`, `ToggleHand`, `HandText`); any other message is left alone. Gives
/// back what to tell the player, if anything (too many dice).
pub fn update(draft: &mut TrayDraft, def: &GameDef, message: Message) -> Option<Notice> {
    match message {
        Message::PickDie(key) => {
            let total: u32 = draft.picks.iter().map(|(_, n)| n).sum();
            if total >= crate::core::dice::MAX_DICE {
                return Some(Notice::error(
                    "err-dice-too-many",
                    vec![("max", crate::core::dice::MAX_DICE.to_string())],
                ));
            }
            match draft.picks.iter_mut().find(|(k, _)| *k == key) {
                Some(p) => p.1 += 1,
                None => draft.picks.push((key, 1)),
            }
            draft.recompute_odds(def);
        }
        Message::UnpickDie(key) => {
            if let Some(p) = draft.picks.iter_mut().find(|(k, _)| *k == key) {
                p.1 = p.1.saturating_sub(1);
            }
            draft.picks.retain(|(_, n)| *n > 0);
            draft.recompute_odds(def);
        }
        Message::ClearPicks => {
            draft.picks.clear();
            draft.recompute_odds(def);
        }
        Message::ToggleHand => draft.hand_mode = !draft.hand_mode,
        Message::HandText(s) => draft.hand_text = s,
        _ => {}
    }
    None
}
