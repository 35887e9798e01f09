//! The turn (4.0–5.0, L184–L233): the initiative check, the resolution checklist in the order
//! of L207–L213 (plus the detonators of L589), and the things that wait on the Time Track:
//! support fire revealed the turn after the call (L893), smoke that drifts then clears (L579),
//! timed detonators counted down at each turn's end (L589).

use serde::{Deserialize, Serialize};

use super::squad::{Army, Fate, Specialist, Status};
use super::state::{Who, WwbState};
use crate::core::log::Line;

/// A timed detonator (R30): a d6 set to the turns left.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Detonator {
    pub label: String,
    pub turns: u8,
}

/// Smoke on the map: placed in `round`; drifts downwind in the next resolution phase and is
/// removed in the one after (L579).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Smoke {
    pub label: String,
    pub round: u32,
}

/// A support-fire call (13.0): made in `round`, revealed in the resolution phase of the next.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SupportCall {
    pub air: bool,
    pub round: u32,
}

/// The turn's bookkeeping.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct TurnState {
    /// The side index that plays every phase first this turn.
    #[serde(default)]
    pub first: Option<usize>,
    /// Initiative points per side this turn (L221–L229).
    #[serde(default)]
    pub points: Vec<u8>,
    /// Resolution checklist items done this turn.
    #[serde(default)]
    pub done: Vec<String>,
    #[serde(default)]
    pub detonators: Vec<Detonator>,
    /// Detonators that reached 0 at the last turn's end: roll their detonation.
    #[serde(default)]
    pub blown: Vec<String>,
    #[serde(default)]
    pub smoke: Vec<Smoke>,
    #[serde(default)]
    pub support: Vec<SupportCall>,
    /// Order cards handed out this turn: (squad index, card id).
    #[serde(default)]
    pub orders: Vec<(usize, String)>,
    /// Squads with a man within 3 MHx of their Leader (L229): they act after the others.
    #[serde(default)]
    pub in_zone: Vec<usize>,
    /// The alternating-squads variant (L233).
    #[serde(default)]
    pub alternating: bool,
    /// The phases (fire, movement) whose activations the app has recovered this turn (L190,
    /// L199).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub activated: Vec<String>,
    /// The men who recovered one step at their activation this turn, with the phase: once a
    /// phase each.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub recovered: Vec<(String, Who)>,
}

/// The order the squads act in this turn (L229, L233): the side with the initiative first;
/// within a side the squads outside their Leader's zone, then those inside it (the Leader
/// orders these; the app keeps table order). With the variant, the two sides' lists alternate.
pub fn activation_order(s: &WwbState) -> Vec<usize> {
    let first = s.turn.first.unwrap_or(0);
    let side_list = |side: usize| -> Vec<usize> {
        let of_side = |i: &usize| side_of(s.squads[*i].army) == side;
        let all: Vec<usize> = (0..s.squads.len()).filter(of_side).collect();
        let (inside, outside): (Vec<usize>, Vec<usize>) =
            all.into_iter().partition(|i| s.turn.in_zone.contains(i));
        outside.into_iter().chain(inside).collect()
    };
    let a = side_list(first);
    let b = side_list(1 - first.min(1));
    if !s.turn.alternating {
        return a.into_iter().chain(b).collect();
    }
    let mut out = vec![];
    for i in 0..a.len().max(b.len()) {
        out.extend(a.get(i));
        out.extend(b.get(i));
    }
    out
}

/// The order cards (12.0, L811–L817). How many of each the deck holds is not in the text;
/// with physical cards the app only records which card went to which squad.
pub const ORDERS: [&str; 6] = [
    "move-left",
    "move-right",
    "assault",
    "defence",
    "suppression",
    "find-cover",
];

/// The side index (in game.json order: allies, axis) an army fights on.
pub fn side_of(army: Army) -> usize {
    match army.side() {
        "allies" => 0,
        _ => 1,
    }
}

/// The two automatic initiative points of each side (L223–L224): its Leader present and able,
/// and the majority of active men. The third (more panels, L225) is the players' count.
pub fn initiative_points(s: &WwbState, panels: [u8; 2]) -> [u8; 2] {
    let mut leader = [false; 2];
    let mut men = [0usize; 2];
    for q in &s.squads {
        let side = side_of(q.army);
        for so in &q.soldiers {
            if so.is_active() {
                men[side] += 1;
                if so.specialist == Some(Specialist::Leader) {
                    leader[side] = true;
                }
            }
        }
    }
    let mut p = [0u8; 2];
    for i in 0..2 {
        p[i] += u8::from(leader[i]);
        p[i] += u8::from(men[i] > men[1 - i]);
        p[i] += u8::from(panels[i] > panels[1 - i]);
    }
    p
}

/// One item of the resolution checklist, in the order the rules give.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Item {
    /// L207: a routed soldier's own morale test (Red 5).
    Rout(Who),
    /// L209: a bleeding or unconscious soldier's deterioration check.
    Deteriorate(Who, bool),
    /// L211: support fire called last turn is revealed now.
    Support(bool),
    /// L213, L579: smoke from a grenade drifts (thrown this turn) or clears (thrown last turn).
    Smoke(String, bool),
    /// L589: a detonator reached 0.
    Blown(String),
}

impl Item {
    /// The key the checklist ticks it by.
    pub fn key(&self) -> String {
        match self {
            Item::Rout(w) => format!("rout:{}:{}", w.squad, w.soldier),
            Item::Deteriorate(w, _) => format!("det:{}:{}", w.squad, w.soldier),
            Item::Support(air) => format!("support:{air}"),
            Item::Smoke(l, _) => format!("smoke:{l}"),
            Item::Blown(l) => format!("blown:{l}"),
        }
    }

    pub fn line(&self, s: &WwbState) -> Line {
        match self {
            Item::Rout(w) => Line::new("wwb-check-rout").arg("who", s.label(*w)),
            Item::Deteriorate(w, unc) => Line::new(if *unc {
                "wwb-check-unconscious"
            } else {
                "wwb-check-bleeding"
            })
            .arg("who", s.label(*w)),
            Item::Support(air) => Line::new(if *air {
                "wwb-check-air"
            } else {
                "wwb-check-artillery"
            }),
            Item::Smoke(l, clears) => Line::new(if *clears {
                "wwb-check-smoke-clears"
            } else {
                "wwb-check-smoke-drifts"
            })
            .arg("label", l.as_str()),
            Item::Blown(l) => Line::new("wwb-check-blown").arg("label", l.as_str()),
        }
    }
}

/// The resolution checklist for `round`, in order.
pub fn checklist(s: &WwbState, round: u32) -> Vec<Item> {
    let mut routed = vec![];
    let mut wounded = vec![];
    for (qi, q) in s.squads.iter().enumerate() {
        for (si, so) in q.soldiers.iter().enumerate() {
            if so.fate != Fate::Fighting {
                continue;
            }
            let who = Who {
                squad: qi,
                soldier: si,
            };
            match so.status {
                Some(Status::Routed) => routed.push(Item::Rout(who)),
                Some(Status::Bleeding) => wounded.push(Item::Deteriorate(who, false)),
                Some(Status::Unconscious) => wounded.push(Item::Deteriorate(who, true)),
                _ => {}
            }
        }
    }
    let mut items = routed;
    items.extend(wounded);
    for c in &s.turn.support {
        if c.round + 1 == round {
            items.push(Item::Support(c.air));
        }
    }
    // L579: smoke thrown this turn drifts in this turn's resolution phase (the next one after
    // the throw) and is removed in the one after that.
    for sm in &s.turn.smoke {
        if sm.round == round {
            items.push(Item::Smoke(sm.label.clone(), false));
        } else if sm.round + 1 == round {
            items.push(Item::Smoke(sm.label.clone(), true));
        }
    }
    for b in &s.turn.blown {
        items.push(Item::Blown(b.clone()));
    }
    items
}

/// End of a turn (the clock moves): detonators count down, what is over is cleared, the next
/// turn's initiative is open again.
pub fn end_of_turn(s: &mut WwbState, new_round: u32) -> Vec<Line> {
    let t = &mut s.turn;
    let mut out = vec![];
    t.first = None;
    t.points.clear();
    t.done.clear();
    t.orders.clear();
    t.blown.clear();
    t.activated.clear();
    t.recovered.clear();
    for d in t.detonators.iter_mut() {
        d.turns = d.turns.saturating_sub(1);
    }
    let (blown, left): (Vec<_>, Vec<_>) = t.detonators.drain(..).partition(|d| d.turns == 0);
    t.detonators = left;
    for d in blown {
        out.push(Line::new("wwb-log-detonator-blows").arg("label", d.label.as_str()));
        t.blown.push(d.label);
    }
    for d in &t.detonators {
        out.push(
            Line::new("wwb-log-detonator-ticks")
                .arg("label", d.label.as_str())
                .arg("n", i64::from(d.turns)),
        );
    }
    t.smoke.retain(|sm| sm.round + 1 >= new_round);
    t.support.retain(|c| c.round + 1 >= new_round);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::we_were_brothers::squad::Squad;

    #[test]
    fn initiative_points_l223_l225() {
        let mut s = WwbState::default();
        let mut us = Squad::new("Able", Army::UsArmy);
        us.set_specialist(0, Some(Specialist::Leader)).unwrap();
        let mut de = Squad::new("Kondor", Army::Wehrmacht);
        de.soldiers[3].fate = Fate::Killed;
        s.squads = vec![us, de];
        // Leader + more men for the Allies; more panels for the Axis.
        assert_eq!(initiative_points(&s, [1, 2]), [2, 1]);
        s.squads[0].soldiers[0].status = Some(Status::Bleeding);
        // The Leader is down: no Leader point; 3 active men each.
        assert_eq!(initiative_points(&s, [2, 2]), [0, 0]);
    }

    #[test]
    fn activation_order_l229_l233() {
        let mut s = WwbState {
            squads: vec![
                Squad::new("Able", Army::UsArmy),
                Squad::new("Baker", Army::UsArmy),
                Squad::new("Kondor", Army::Wehrmacht),
                Squad::new("Blitz", Army::Wehrmacht),
            ],
            ..WwbState::default()
        };
        s.turn.first = Some(1);
        s.turn.in_zone = vec![2, 0];
        // Axis first: Blitz (outside the zone) then Kondor; then Baker, then Able.
        assert_eq!(activation_order(&s), [3, 2, 1, 0]);
        s.turn.alternating = true;
        assert_eq!(activation_order(&s), [3, 1, 2, 0]);
    }

    #[test]
    fn checklist_in_rule_order_and_detonators_count_down_l207_l589() {
        let mut s = WwbState::default();
        let mut q = Squad::new("Able", Army::UsArmy);
        q.soldiers[0].status = Some(Status::Bleeding);
        q.soldiers[2].status = Some(Status::Routed);
        s.squads = vec![q];
        s.turn.support.push(SupportCall {
            air: false,
            round: 1,
        });
        s.turn.smoke.push(Smoke {
            label: "S1".into(),
            round: 1,
        });
        s.turn.detonators.push(Detonator {
            label: "D1".into(),
            turns: 1,
        });
        let items = checklist(&s, 2);
        let keys: Vec<String> = items.iter().map(|i| i.key()).collect();
        // Smoke thrown in turn 1 drifted in turn 1's resolution; turn 2's removes it (L579).
        assert_eq!(keys, ["rout:0:2", "det:0:0", "support:false", "smoke:S1"]);
        assert_eq!(items.last(), Some(&Item::Smoke("S1".into(), true)));
        let log = end_of_turn(&mut s, 2);
        assert_eq!(log[0].msg, "wwb-log-detonator-blows");
        assert_eq!(checklist(&s, 2).last(), Some(&Item::Blown("D1".into())));
        end_of_turn(&mut s, 3);
        assert!(
            s.turn.smoke.is_empty(),
            "smoke is gone after its second resolution"
        );
    }
}
