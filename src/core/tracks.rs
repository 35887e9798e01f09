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

    mod properties {
        use super::*;
        use proptest::prelude::*;

        proptest! {
            /// However the marker is moved, it stays on the track, and an event is announced
            /// exactly when the marker passes onto its box moving forward.
            #[test]
            fn marker_stays_on_the_track_and_announces_what_it_reaches(
                boxes in 1u32..15, start in 1u32..15,
                on in proptest::collection::vec(1u32..15, 0..6),
                moves in proptest::collection::vec(-4i64..6, 0..25)) {
                let events: Vec<TrackEvent> = on.iter().map(|&b| ev(b, "e")).collect();
                let mut t = Track::new(boxes, start, events.clone());
                for d in moves {
                    let from = t.position;
                    let (next, reached) = t.moved(d);
                    prop_assert!(next.position >= 1 && next.position <= boxes);
                    let want: Vec<u32> = {
                        let mut v: Vec<u32> = on.iter().copied()
                            .filter(|&b| b > from && b <= next.position).collect();
                        v.sort_unstable();
                        v
                    };
                    prop_assert_eq!(reached.iter().map(|e| e.r#box).collect::<Vec<_>>(), want);
                    prop_assert_eq!(&next.events, &events);
                    prop_assert_eq!(next.at_end(), next.position == boxes);
                    t = next;
                }
            }
        }
    }
}
