//! The players' entries on a debrief, one at a time: what the debrief screen's buttons and
//! `adjutant campaign debrief`'s words change in the [`Debrief`] before it is worked out
//! (`debrief::propose`) and committed. One copy for both; every number bounded here.

use super::debrief::{Debrief, Edge, End, Ground, LeadershipChange, Replacement, Share};
use super::debrief::{MAX_AWARD, MAX_INFAMY, MAX_KILLS, MAX_MEDALS};
use crate::core::campaign::Outcome;
use crate::games::we_were_brothers::squad::{Skill, Specialist};

/// The most skills bought and replacements entered on one debrief.
pub const MAX_BUYS: usize = 60;
pub const MAX_REPLACEMENTS: usize = 12;
/// The longest replacement's name kept as typed.
pub const MAX_NAME: usize = 40;

/// The ends a man may have, in the order of the screen's buttons: the end, its word on the
/// command line, its message id.
pub const ENDS: [(End, &str, &str); 11] = [
    (End::Fought, "fought", "camp-end-fought"),
    (End::Killed, "killed", "camp-end-killed"),
    (End::Captured, "captured", "camp-end-captured"),
    (End::Missing, "missing", "camp-end-missing"),
    (
        End::Routed { edge: Edge::Own },
        "routed-own",
        "camp-end-routed-own",
    ),
    (
        End::Routed { edge: Edge::Enemy },
        "routed-enemy",
        "camp-end-routed-enemy",
    ),
    (
        End::Routed {
            edge: Edge::Neutral,
        },
        "routed-neutral",
        "camp-end-routed-neutral",
    ),
    (
        End::Stabilised {
            ground: Ground::CarriedOff,
        },
        "carried-off",
        "camp-end-carried-off",
    ),
    (
        End::Stabilised {
            ground: Ground::Friendly,
        },
        "friendly-ground",
        "camp-end-friendly-ground",
    ),
    (
        End::Stabilised {
            ground: Ground::Enemy,
        },
        "enemy-ground",
        "camp-end-enemy-ground",
    ),
    (
        End::Stabilised {
            ground: Ground::Contested,
        },
        "contested-ground",
        "camp-end-contested-ground",
    ),
];

/// The message id of an end.
pub fn end_msg(e: End) -> &'static str {
    ENDS.iter()
        .find(|(x, _, _)| *x == e)
        .map_or("camp-end-fought", |(_, _, m)| m)
}

/// One entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Entry {
    /// How the mission ended.
    Result(Outcome),
    /// How soldier `id` ended it.
    End(u32, End),
    /// One more medal for soldier `id`, in a skill.
    Medal(u32, Skill),
    /// His last medal taken back.
    UnMedal(u32),
    /// His kills, one more (+1) or one fewer (−1).
    Kills(u32, i8),
    /// His kills, set.
    SetKills(u32, u8),
    Leadership(u32, Option<LeadershipChange>),
    /// A squad's infamy at the end, set.
    Infamy(usize, u8),
    /// A squad's XP award from the briefing, set.
    Award(usize, u8),
    /// Award XP given to soldier `id`, one more (+1) or one fewer (−1).
    Share(u32, i8),
    /// Award XP given to soldier `id`, set (0 takes his share back).
    SetShare(u32, u8),
    /// A skill bought with his banked XP.
    Buy(u32, Skill),
    /// His last skill bought taken back.
    UnBuy(u32),
    /// The Sniper promotion on offer to soldier `id`, taken (or taken back).
    Promote(u32),
    /// A new soldier for a squad.
    AddReplacement(usize),
    /// A new Leader for a squad, with Leadership and this skill; again on the same skill
    /// takes him back.
    NewLeader(usize, Skill),
    /// The name typed for the `i`th replacement.
    ReplacementName(usize, String),
    RemoveReplacement(usize),
}

/// Applies one entry to the debrief. An entry about a man or a squad that is not on it, or
/// past a bound, changes nothing.
pub fn apply(d: &mut Debrief, e: Entry) {
    let report = |d: &mut Debrief, id: u32| d.reports.iter_mut().position(|r| r.id == id);
    match e {
        Entry::Result(r) => d.result = Some(r),
        Entry::End(id, end) => {
            if let Some(i) = report(d, id) {
                d.reports[i].end = end;
            }
        }
        Entry::Medal(id, s) => {
            if let Some(i) = report(d, id)
                && d.reports[i].medals.len() < MAX_MEDALS
            {
                d.reports[i].medals.push(s);
            }
        }
        Entry::UnMedal(id) => {
            if let Some(i) = report(d, id) {
                d.reports[i].medals.pop();
            }
        }
        Entry::Kills(id, k) => {
            if let Some(i) = report(d, id) {
                let r = &mut d.reports[i];
                r.kills = r.kills.saturating_add_signed(k).min(MAX_KILLS);
            }
        }
        Entry::SetKills(id, k) => {
            if let Some(i) = report(d, id) {
                d.reports[i].kills = k.min(MAX_KILLS);
            }
        }
        Entry::Leadership(id, l) => {
            if let Some(i) = report(d, id) {
                d.reports[i].leadership = l;
            }
        }
        Entry::Infamy(sq, n) => {
            if let Some(v) = d.infamy.get_mut(sq) {
                *v = n.min(MAX_INFAMY);
            }
        }
        Entry::Award(sq, n) => {
            if let Some(v) = d.award.get_mut(sq) {
                *v = n.min(MAX_AWARD);
            }
        }
        Entry::Share(id, delta) => {
            let have = d.shares.iter().position(|s| s.id == id);
            match (have, delta > 0) {
                (Some(i), true) => d.shares[i].xp = d.shares[i].xp.saturating_add(1).min(MAX_AWARD),
                (None, true) => d.shares.push(Share { id, xp: 1 }),
                (Some(i), false) if d.shares[i].xp > 1 => d.shares[i].xp -= 1,
                (Some(i), false) => {
                    d.shares.remove(i);
                }
                (None, false) => {}
            }
        }
        Entry::SetShare(id, n) => {
            let n = n.min(MAX_AWARD);
            match (d.shares.iter().position(|s| s.id == id), n) {
                (Some(i), 0) => {
                    d.shares.remove(i);
                }
                (Some(i), n) => d.shares[i].xp = n,
                (None, 0) => {}
                (None, n) => d.shares.push(Share { id, xp: n }),
            }
        }
        Entry::Buy(id, s) if d.buy.len() < MAX_BUYS => d.buy.push((id, s)),
        Entry::Buy(..) => {}
        Entry::UnBuy(id) => {
            if let Some(i) = d.buy.iter().rposition(|(who, _)| *who == id) {
                d.buy.remove(i);
            }
        }
        Entry::Promote(id) => match d.promote.iter().position(|p| *p == id) {
            Some(i) => {
                d.promote.remove(i);
            }
            None => d.promote.push(id),
        },
        Entry::AddReplacement(squad) if d.replacements.len() < MAX_REPLACEMENTS => {
            d.replacements.push(Replacement {
                squad,
                name: None,
                specialist: None,
                main: None,
                skill: None,
            });
        }
        Entry::AddReplacement(_) => {}
        Entry::NewLeader(squad, skill) => {
            let leader = |r: &Replacement| r.specialist == Some(Specialist::Leader);
            let same = d
                .replacements
                .iter()
                .any(|r| leader(r) && r.squad == squad && r.skill == Some(skill));
            d.replacements.retain(|r| !leader(r));
            if !same && d.replacements.len() < MAX_REPLACEMENTS {
                d.replacements.push(Replacement {
                    squad,
                    name: None,
                    specialist: Some(Specialist::Leader),
                    main: None,
                    skill: Some(skill),
                });
            }
        }
        Entry::ReplacementName(i, name) => {
            if let Some(r) = d.replacements.get_mut(i) {
                // What is typed is kept as typed (up to 40 letters); the debrief trims it.
                let name: String = name.chars().take(MAX_NAME).collect();
                r.name = (!name.is_empty()).then_some(name);
            }
        }
        Entry::RemoveReplacement(i) if i < d.replacements.len() => {
            d.replacements.remove(i);
        }
        Entry::RemoveReplacement(_) => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::we_were_brothers::campaign::debrief::Report;

    fn debrief() -> Debrief {
        Debrief {
            mission: 1,
            reports: vec![Report::new(1), Report::new(2)],
            infamy: vec![0],
            award: vec![0],
            ..Debrief::default()
        }
    }

    #[test]
    fn set_entries_are_bounded_and_a_zero_share_is_taken_back() {
        let mut d = debrief();
        apply(&mut d, Entry::SetKills(1, 250));
        assert_eq!(d.reports[0].kills, MAX_KILLS);
        apply(&mut d, Entry::SetShare(2, 99));
        assert_eq!(
            d.shares,
            vec![Share {
                id: 2,
                xp: MAX_AWARD
            }]
        );
        apply(&mut d, Entry::SetShare(2, 0));
        assert!(d.shares.is_empty());
        apply(&mut d, Entry::Infamy(0, 200));
        assert_eq!(d.infamy, vec![MAX_INFAMY]);
        // A man or a squad not on the debrief changes nothing.
        let before = d.clone();
        apply(&mut d, Entry::SetKills(9, 1));
        apply(&mut d, Entry::Award(3, 1));
        apply(&mut d, Entry::RemoveReplacement(0));
        assert_eq!(d, before);
    }

    #[test]
    fn a_replacement_named_as_typed_up_to_forty_letters() {
        let mut d = debrief();
        apply(&mut d, Entry::AddReplacement(0));
        apply(&mut d, Entry::ReplacementName(0, "x".repeat(50)));
        assert_eq!(
            d.replacements[0].name.as_deref().map(str::len),
            Some(MAX_NAME)
        );
        for _ in 0..20 {
            apply(&mut d, Entry::AddReplacement(0));
        }
        assert_eq!(d.replacements.len(), MAX_REPLACEMENTS);
    }
}
