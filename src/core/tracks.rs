//! Turn and time tracks with events scheduled on their boxes (reinforcements, artillery…),
//! announced when the marker reaches the box.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TrackEvent {
    pub r#box: u32,
    /// Fluent message id, or free text typed by the players (then `custom` is true).
    pub text: String,
    #[serde(default)]
    pub custom: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Track {
    pub boxes: u32,
    pub position: u32,
    #[serde(default)]
    pub events: Vec<TrackEvent>,
}

impl Track {
    pub fn new(boxes: u32, start: u32, events: Vec<TrackEvent>) -> Track {
        let boxes = boxes.max(1);
        Track {
            boxes,
            position: start.clamp(1, boxes),
            events,
        }
    }

    /// Moves the marker by `delta` boxes (clamped to the track) and returns the events on
    /// every box the marker reached moving forward, in order.
    pub fn moved(&self, delta: i64) -> (Track, Vec<TrackEvent>) {
        let from = self.position as i64;
        let to = (from + delta).clamp(1, self.boxes as i64);
        let mut t = self.clone();
        t.position = to as u32;
        let reached: Vec<TrackEvent> = if to > from {
            let mut evs: Vec<TrackEvent> = self
                .events
                .iter()
                .filter(|e| (e.r#box as i64) > from && (e.r#box as i64) <= to)
                .cloned()
                .collect();
            evs.sort_by_key(|e| e.r#box);
            evs
        } else {
            vec![]
        };
        (t, reached)
    }

    pub fn at_end(&self) -> bool {
        self.position >= self.boxes
    }

    pub fn schedule(&self, event: TrackEvent) -> Track {
        let mut t = self.clone();
        t.events.push(event);
        t
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ev(b: u32, t: &str) -> TrackEvent {
        TrackEvent {
            r#box: b,
            text: t.into(),
            custom: true,
        }
    }

    #[test]
    fn events_fire_when_reached() {
        let t = Track::new(
            6,
            1,
            vec![ev(3, "reinforcements"), ev(2, "barrage"), ev(6, "end")],
        );
        let (t, evs) = t.moved(1);
        assert_eq!(evs, vec![ev(2, "barrage")]);
        let (t, evs) = t.moved(10);
        assert_eq!(evs, vec![ev(3, "reinforcements"), ev(6, "end")]);
        assert!(t.at_end());
        let (t, evs) = t.moved(-2);
        assert!(evs.is_empty());
        assert_eq!(t.position, 4);
    }
}
