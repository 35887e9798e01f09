//! From the roster to the table and back: the squads that go onto a new table for a mission
//! (their soldiers with skills, specialists and weapons; magazines and grenades fresh, as they
//! are "per mission", L104, L528), and a debrief filled in from the table at the mission's end.

use serde::{Deserialize, Serialize};

use super::debrief::{Debrief, Edge, End, Ground, Report};
use super::rules::{CampaignRules, Wounds};
use super::{CampaignFate, Platoon};
use crate::games::we_were_brothers::data::WwbData;
use crate::games::we_were_brothers::setup::{arm, pistol};
use crate::games::we_were_brothers::squad::{
    Army, Carried, Fate, Posture, Skill, SkillBox, Soldier, Squad, Status,
};
use crate::games::we_were_brothers::{Tiers, WwbState};

/// Which roster men went onto the table: table squad `i` is roster squad `squads[i].0`, its
/// soldiers the members `squads[i].1` in order. Kept with the mission (the core keeps it as
/// JSON) so the debrief reads the right men back.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Lineup {
    pub squads: Vec<(usize, Vec<u32>)>,
}

impl Lineup {
    pub fn from_json(v: &serde_json::Value) -> Lineup {
        serde_json::from_value(v.clone()).unwrap_or_default()
    }

    pub fn to_json(&self) -> serde_json::Value {
        serde_json::to_value(self).unwrap_or_default()
    }
}

fn fresh(data: &WwbData, c: &Carried) -> Carried {
    match &c.card {
        Some(card) => arm(data, card),
        None => c.clone(),
    }
}

/// A soldier as he starts a mission: standing, alert, no marker, weapons loaded, and his
/// health as the wounds setting says. A man with no personal weapon (a replacement entered by
/// hand) carries his army's pistol, as every soldier does (L104).
fn ready(data: &WwbData, s: &Soldier, army: Army, rules: &CampaignRules) -> Soldier {
    let mut t = s.clone();
    t.main = fresh(data, &s.main);
    t.personal = match s.personal.card {
        Some(_) => fresh(data, &s.personal),
        None => pistol(data, army),
    };
    t.using_personal = false;
    t.status = None;
    t.posture = Posture::Standing;
    t.alert = true;
    t.running = false;
    t.fate = Fate::Fighting;
    if rules.wounds == Wounds::Heal {
        t.health = 0;
    }
    t
}

/// The table state for mission `number`: every squad not court-martialled with the men who
/// field for it (the lost and those still in a field hospital stay behind), and the lineup.
pub fn table_for(
    p: &Platoon,
    rules: &CampaignRules,
    tiers: Tiers,
    data: &WwbData,
    number: u32,
) -> (WwbState, Lineup) {
    let mut squads = vec![];
    let mut lineup = Lineup::default();
    for (i, rs) in p.squads.iter().enumerate() {
        if rs.court_martialled {
            continue;
        }
        let men: Vec<_> = rs
            .members
            .iter()
            .filter(|m| m.fate.fields_for(number))
            .collect();
        if men.is_empty() {
            continue;
        }
        let mut sq = Squad::new(&rs.code, rs.army);
        sq.soldiers = men
            .iter()
            .map(|m| ready(data, &m.soldier, rs.army, rules))
            .collect();
        sq.infamy = rs.infamy;
        sq.player = rs.player.clone();
        squads.push(sq);
        lineup.squads.push((i, men.iter().map(|m| m.id).collect()));
    }
    // The rest as a new game starts (`Rules::new_state`): turn, wind and no result yet.
    let state = WwbState {
        squads,
        tiers,
        ..WwbState::default()
    };
    (state, lineup)
}

/// A skill box as medals: L1 = 1, each XP banked toward L2 = 1 more, L2 = 3 (L726–L730).
fn medal_units(b: Option<&SkillBox>) -> u8 {
    match b {
        None => 0,
        Some(b) if b.level >= 2 => 3,
        Some(b) => 1 + b.xp,
    }
}

/// The medals a soldier earned on the table: what his skill boxes gained since the roster.
fn medals(before: &Soldier, after: &Soldier) -> Vec<Skill> {
    let find = |s: &Soldier, k: Skill| s.skills.iter().flatten().find(|b| b.skill == k).copied();
    let mut out = vec![];
    for k in Skill::ALL {
        let gained = medal_units(find(after, k).as_ref())
            .saturating_sub(medal_units(find(before, k).as_ref()));
        out.extend(std::iter::repeat_n(k, usize::from(gained)));
    }
    out
}

/// How the table says a soldier ended. A man still down (bleeding, unconscious, stabilised)
/// is proposed as stabilised on friendly ground, a routed man as gone by a neutral edge: the
/// table does not know the ground or the edge, the players say which it was.
fn end_of(s: &Soldier) -> End {
    match s.fate {
        Fate::Killed => End::Killed,
        Fate::Prisoner => End::Captured,
        Fate::Missing => End::Missing,
        Fate::Safe => End::Routed { edge: Edge::Own },
        Fate::FieldHospital => End::Stabilised {
            ground: Ground::Friendly,
        },
        Fate::Fighting if s.status.is_some_and(Status::is_down) => End::Stabilised {
            ground: Ground::Friendly,
        },
        Fate::Fighting if s.status == Some(Status::Routed) => End::Routed {
            edge: Edge::Neutral,
        },
        Fate::Fighting => End::Fought,
    }
}

/// A debrief for mission `number` filled in from the table: each man's end, medals (skill
/// boxes gained), health and weapons; each squad's infamy. The players then set the result,
/// the places and edges the table does not know, the award and its shares.
pub fn draft_from_table(p: &Platoon, lineup: &Lineup, table: &WwbState, number: u32) -> Debrief {
    let mut d = Debrief {
        mission: number,
        infamy: p.squads.iter().map(|s| s.infamy).collect(),
        award: vec![0; p.squads.len()],
        ..Debrief::default()
    };
    for (t, (ri, ids)) in lineup.squads.iter().enumerate() {
        let tsq = table.squads.get(t);
        if let (Some(tsq), Some(slot)) = (tsq, d.infamy.get_mut(*ri)) {
            *slot = tsq.infamy;
        }
        for (k, id) in ids.iter().enumerate() {
            let Some((_, m)) = p.member(*id) else {
                continue;
            };
            let on_table = tsq.and_then(|s| s.soldiers.get(k));
            let report = match on_table {
                Some(s) => Report {
                    id: *id,
                    end: end_of(s),
                    medals: medals(&m.soldier, s),
                    kills: 0,
                    health: s.health,
                    leadership: None,
                    main: s.main.card.clone(),
                    personal: s.personal.card.clone(),
                },
                None => Report::new(*id),
            };
            d.reports.push(report);
        }
    }
    d
}

/// The men who go onto the table for mission `number`.
pub fn fielded(p: &Platoon, number: u32) -> usize {
    p.squads
        .iter()
        .filter(|s| !s.court_martialled)
        .flat_map(|s| s.members.iter())
        .filter(|m| m.fate.fields_for(number))
        .count()
}

/// Whether a man is with the campaign at all (not lost).
pub fn in_service(f: CampaignFate) -> bool {
    !f.is_lost()
}
