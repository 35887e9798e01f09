//! The slot on the table where one game keeps its own state (medals, units, the scenario…).
//!
//! The engine does not know which game it is running, so the slot holds any value that can be
//! cloned, compared and saved. A game reads it back as its own type with [`Extra::get`]. A
//! saved slot is read as plain JSON ([`Extra::Raw`]) until the game that owns it gives it its
//! type with [`Extra::bind`].

use std::any::Any;
use std::fmt::Debug;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// What a game's own state must be able to do for the engine.
pub trait ExtraState: Any + Debug + Send + Sync {
    fn clone_box(&self) -> Box<dyn ExtraState>;
    fn eq_dyn(&self, other: &dyn ExtraState) -> bool;
    fn to_json(&self) -> serde_json::Value;
    fn as_any(&self) -> &dyn Any;
    fn as_any_mut(&mut self) -> &mut dyn Any;
}

impl<T> ExtraState for T
where
    T: Any + Debug + Clone + PartialEq + Serialize + Send + Sync,
{
    fn clone_box(&self) -> Box<dyn ExtraState> {
        Box::new(self.clone())
    }

    fn eq_dyn(&self, other: &dyn ExtraState) -> bool {
        other
            .as_any()
            .downcast_ref::<T>()
            .is_some_and(|o| o == self)
    }

    fn to_json(&self) -> serde_json::Value {
        // Game states are plain data (maps with string keys, numbers, strings): this cannot
        // fail for them; a state that somehow did would be saved as null and reported on load.
        serde_json::to_value(self).unwrap_or(serde_json::Value::Null)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
}

/// A game's own state on the table.
#[derive(Debug, Default)]
pub enum Extra {
    /// The game keeps nothing beyond the common table.
    #[default]
    None,
    /// Read from a file, not yet given its type by the game that owns it.
    Raw(serde_json::Value),
    /// The game's state, as its own type.
    State(Box<dyn ExtraState>),
}

impl Extra {
    pub fn new<T: ExtraState>(state: T) -> Extra {
        Extra::State(Box::new(state))
    }

    /// The state as the game's own type, if it is one.
    pub fn get<T: Any>(&self) -> Option<&T> {
        match self {
            Extra::State(s) => s.as_any().downcast_ref(),
            _ => None,
        }
    }

    pub fn get_mut<T: Any>(&mut self) -> Option<&mut T> {
        match self {
            Extra::State(s) => s.as_any_mut().downcast_mut(),
            _ => None,
        }
    }

    /// Gives a state read from a file its type. `Ok` when it is now `T` (or there is none).
    pub fn bind<T: ExtraState + DeserializeOwned>(&mut self) -> Result<(), String> {
        if let Extra::Raw(v) = self {
            let state: T = serde_json::from_value(v.clone()).map_err(|e| e.to_string())?;
            *self = Extra::new(state);
        }
        match self {
            Extra::State(s) if s.as_any().downcast_ref::<T>().is_none() => {
                Err("the table holds another game's state".into())
            }
            _ => Ok(()),
        }
    }

    pub fn is_none(&self) -> bool {
        matches!(self, Extra::None)
    }

    fn json(&self) -> serde_json::Value {
        match self {
            Extra::None => serde_json::Value::Null,
            Extra::Raw(v) => v.clone(),
            Extra::State(s) => s.to_json(),
        }
    }
}

impl Clone for Extra {
    fn clone(&self) -> Self {
        match self {
            Extra::None => Extra::None,
            Extra::Raw(v) => Extra::Raw(v.clone()),
            Extra::State(s) => Extra::State(s.clone_box()),
        }
    }
}

impl PartialEq for Extra {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Extra::None, Extra::None) => true,
            (Extra::State(a), Extra::State(b)) => a.eq_dyn(b.as_ref()),
            (Extra::Raw(a), Extra::Raw(b)) => a == b,
            // A typed state and its file form are the same state when they save alike.
            (a, b) => a.json() == b.json(),
        }
    }
}

impl Serialize for Extra {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.json().serialize(s)
    }
}

impl<'de> Deserialize<'de> for Extra {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = serde_json::Value::deserialize(d)?;
        Ok(if v.is_null() {
            Extra::None
        } else {
            Extra::Raw(v)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
    struct Medals {
        n: u32,
    }

    #[test]
    fn a_state_saves_reads_back_and_binds_to_its_type() {
        let e = Extra::new(Medals { n: 3 });
        assert_eq!(e.get::<Medals>(), Some(&Medals { n: 3 }));
        assert_eq!(e.get::<u32>(), None);
        let text = serde_json::to_string(&e).expect("saves");
        let mut back: Extra = serde_json::from_str(&text).expect("reads");
        assert!(matches!(back, Extra::Raw(_)));
        // Before and after binding it compares equal to the original.
        assert_eq!(back, e);
        back.bind::<Medals>().expect("binds");
        assert_eq!(back.get::<Medals>(), Some(&Medals { n: 3 }));
        assert_eq!(back, e);
        // Binding to another type is refused, and a state of the wrong shape too.
        assert!(back.bind::<u32>().is_err());
        let mut wrong = Extra::Raw(serde_json::json!({"x": 1}));
        assert!(wrong.bind::<Medals>().is_err());
        let none: Extra = serde_json::from_str("null").expect("null");
        assert!(none.is_none());
    }
}
