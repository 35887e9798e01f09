//! Card decks: a draw pile, a discard pile and hands. Cards are never created or lost: they
//! only move between those places. When the draw pile runs out, the discards are shuffled
//! into a new draw pile.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::rng::GameRng;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardDef {
    pub id: String,
    pub name: String,
    pub count: u32,
    #[serde(default)]
    pub effect: Option<String>,
    /// A free label such as `section`, `tactic` or `combat`.
    #[serde(default)]
    pub kind: Option<String>,
    /// Message id of when the card may be played.
    #[serde(default)]
    pub timing: Option<String>,
    /// Cost in tokens printed on the card, when known (`None`: enter it from the card).
    #[serde(default)]
    pub cost: Option<u32>,
    #[serde(default)]
    pub source: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DeckError {
    /// Draw pile and discards are both empty.
    Exhausted,
    HandFull {
        limit: usize,
    },
    NotInHand(String),
    UnknownHand(String),
}

impl DeckError {
    pub fn message(&self) -> (&'static str, Vec<(&'static str, String)>) {
        match self {
            DeckError::Exhausted => ("err-deck-exhausted", vec![]),
            DeckError::HandFull { limit } => {
                ("err-deck-hand-full", vec![("limit", limit.to_string())])
            }
            DeckError::NotInHand(c) => ("err-deck-not-in-hand", vec![("card", c.clone())]),
            DeckError::UnknownHand(h) => ("err-deck-unknown-hand", vec![("hand", h.clone())]),
        }
    }
}

/// One deck in play. Card ids repeat as many times as the deck holds copies.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deck {
    /// Top of the pile is the last element.
    pub draw: Vec<String>,
    pub discard: Vec<String>,
    pub hands: BTreeMap<String, Vec<String>>,
    pub hand_limit: Option<usize>,
    /// Times the discards were shuffled back.
    #[serde(default)]
    pub reshuffles: u32,
}

/// What a draw did besides giving the card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Drawn {
    pub card: String,
    pub reshuffled: bool,
}

impl Deck {
    /// A shuffled deck with every copy of every card, and an empty hand for each holder.
    pub fn new(
        cards: &[CardDef],
        holders: &[String],
        hand_limit: Option<usize>,
        rng: &mut GameRng,
    ) -> Deck {
        let mut draw: Vec<String> = cards
            .iter()
            .flat_map(|c| std::iter::repeat_n(c.id.clone(), c.count as usize))
            .collect();
        rng.shuffle(&mut draw);
        Deck {
            draw,
            discard: vec![],
            hands: holders.iter().map(|h| (h.clone(), vec![])).collect(),
            hand_limit,
            reshuffles: 0,
        }
    }

    pub fn card_total(&self) -> usize {
        self.draw.len() + self.discard.len() + self.hands.values().map(Vec::len).sum::<usize>()
    }

    /// Every card id with how many copies exist anywhere in the deck (for conservation checks).
    pub fn census(&self) -> BTreeMap<String, usize> {
        let mut m = BTreeMap::new();
        for c in self
            .draw
            .iter()
            .chain(&self.discard)
            .chain(self.hands.values().flatten())
        {
            *m.entry(c.clone()).or_insert(0) += 1;
        }
        m
    }

    /// Draws the top card into `holder`'s hand, reshuffling the discards first if needed.
    pub fn draw(&self, holder: &str, rng: &mut GameRng) -> Result<(Deck, Drawn), DeckError> {
        let hand = self
            .hands
            .get(holder)
            .ok_or_else(|| DeckError::UnknownHand(holder.into()))?;
        if let Some(limit) = self.hand_limit
            && hand.len() >= limit
        {
            return Err(DeckError::HandFull { limit });
        }
        let mut d = self.clone();
        let mut reshuffled = false;
        if d.draw.is_empty() {
            if d.discard.is_empty() {
                return Err(DeckError::Exhausted);
            }
            d.draw = std::mem::take(&mut d.discard);
            rng.shuffle(&mut d.draw);
            d.reshuffles += 1;
            reshuffled = true;
        }
        let card = d.draw.pop().ok_or(DeckError::Exhausted)?;
        d.hands.entry(holder.into()).or_default().push(card.clone());
        Ok((d, Drawn { card, reshuffled }))
    }

    /// Moves one copy of `card` from `holder`'s hand to the discards.
    pub fn discard(&self, holder: &str, card: &str) -> Result<Deck, DeckError> {
        let hand = self
            .hands
            .get(holder)
            .ok_or_else(|| DeckError::UnknownHand(holder.into()))?;
        let pos = hand
            .iter()
            .position(|c| c == card)
            .ok_or_else(|| DeckError::NotInHand(card.into()))?;
        let mut d = self.clone();
        if let Some(h) = d.hands.get_mut(holder) {
            h.remove(pos);
        }
        d.discard.push(card.into());
        Ok(d)
    }

    /// Shuffles the discards back into the draw pile.
    pub fn reshuffle(&self, rng: &mut GameRng) -> Deck {
        let mut d = self.clone();
        d.draw.append(&mut d.discard);
        rng.shuffle(&mut d.draw);
        d.reshuffles += 1;
        d
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn cards() -> Vec<CardDef> {
        vec![
            CardDef {
                id: "x".into(),
                name: "x".into(),
                count: 3,
                effect: None,
                kind: None,
                timing: None,
                cost: None,
                source: None,
            },
            CardDef {
                id: "y".into(),
                name: "y".into(),
                count: 2,
                effect: None,
                kind: None,
                timing: None,
                cost: None,
                source: None,
            },
        ]
    }

    fn holders() -> Vec<String> {
        vec!["a".into(), "b".into()]
    }

    #[test]
    fn draw_discard_reshuffle() {
        let mut rng = GameRng::from_seed(5);
        let mut d = Deck::new(&cards(), &holders(), Some(4), &mut rng);
        assert_eq!(d.card_total(), 5);
        for _ in 0..4 {
            d = d.draw("a", &mut rng).expect("draw").0;
        }
        assert_eq!(d.draw("a", &mut rng), Err(DeckError::HandFull { limit: 4 }));
        d = d.draw("b", &mut rng).expect("last card").0;
        assert!(d.draw.is_empty());
        assert_eq!(d.draw("b", &mut rng), Err(DeckError::Exhausted));
        let card = d.hands["a"][0].clone();
        d = d.discard("a", &card).expect("in hand");
        let (d2, drawn) = d.draw("b", &mut rng).expect("reshuffles");
        assert!(drawn.reshuffled);
        assert_eq!(drawn.card, card);
        assert_eq!(d2.reshuffles, 1);
        assert_eq!(
            d2.discard("a", "zz"),
            Err(DeckError::NotInHand("zz".into()))
        );
    }

    proptest! {
        #[test]
        fn decks_conserve_cards(seed in any::<u64>(),
                                ops in proptest::collection::vec((0u8..3, any::<bool>(), 0usize..6), 0..60)) {
            let mut rng = GameRng::from_seed(seed);
            let mut d = Deck::new(&cards(), &holders(), Some(3), &mut rng);
            let census = d.census();
            for (op, first, i) in ops {
                let h = if first { "a" } else { "b" };
                let next = match op {
                    0 => d.draw(h, &mut rng).map(|(d, _)| d),
                    1 => {
                        let card = d.hands[h].get(i).cloned().unwrap_or_default();
                        d.discard(h, &card)
                    }
                    _ => Ok(d.reshuffle(&mut rng)),
                };
                if let Ok(n) = next { d = n; }
                prop_assert_eq!(d.census(), census.clone());
                prop_assert!(d.hands.values().all(|h| h.len() <= 3));
            }
        }
    }
}
