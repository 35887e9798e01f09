//! The debrief at a mission's end, as pure logic: the roster and what happened on the table
//! (plus the players' choices: XP shares, skills bought, promotions, replacements) give the
//! proposed roster and the list of every change, shown before anything is committed. A
//! refusal names the rule and changes nothing.
//!
//! Fates (digest §12): killed → KIA (L631); surrender accepted → POW (L721); swept away → MIA
//! (L397); stabilised and carried to the own edge → safe, left on friendly ground → field
//! hospital, enemy ground → POW, contested ground → MIA (L641); routed off the own edge → safe,
//! an enemy edge → POW, a neutral edge → safe on a win, POW on a loss, MIA on a draw (L708–L711).
//! XP (L89, L726–L730): a medal gives the skill at L1, or 1 XP toward L2; the squad's award is
//! shared by the player; a new skill costs 1 XP, L1 → L2 costs 2. Arms + Observation → the
//! Sniper promotion may be taken between missions (L781, L871), one specialist per squad
//! (L800). Leadership is gained by accepting a surrender (L516) and lost by attacking a
//! helpless man (L508, L722). Infamy 2 → the squad is court-martialled (L508).

pub use super::report::*;
use super::rules::{CampaignRules, Replacements, Wounds};
use super::{CampaignFate, Medal, Member, Platoon, SQUAD_SIZE};
use crate::core::campaign::{HistoryEntry, Outcome};
use crate::games::we_were_brothers::squad::{Skill, Soldier, Specialist};

/// One proposed change, worded by a message id and its arguments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Change {
    pub unit: Option<u32>,
    pub msg: &'static str,
    pub args: Vec<(&'static str, String)>,
}

/// The debrief's answer: the roster after it, every change, and the promotions on offer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Proposal {
    pub platoon: Platoon,
    pub changes: Vec<Change>,
    pub sniper_offers: Vec<u32>,
    /// Award XP not shared out, by squad.
    pub unshared: Vec<u8>,
    /// The platoon's Leader lost on this mission: his replacement is prompted for
    /// (L808–L809), a new Leader entered or not.
    pub leader_lost: Option<LeaderLost>,
}

/// A Leader lost with no one in his place: who he was and the squad a new Leader can join.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LeaderLost {
    pub leader: u32,
    /// The squad a new Leader joins (his own if it has room and no other specialist, L800);
    /// `None` when no squad can take him.
    pub squad: Option<usize>,
}

impl Proposal {
    /// The changes as campaign history lines for mission `mission`.
    pub fn history(&self, mission: u32) -> Vec<HistoryEntry> {
        self.changes
            .iter()
            .map(|c| {
                let mut h =
                    HistoryEntry::new(Some(mission), c.unit.map(|u| format!("m{u}")), c.msg);
                for (k, v) in &c.args {
                    h = h.arg(k, v.clone());
                }
                h
            })
            .collect()
    }
}

/// A refusal: message id and arguments (nothing changed).
pub type Refused = (&'static str, Vec<(&'static str, String)>);

fn no(msg: &'static str) -> Refused {
    (msg, vec![])
}

/// Bounds on what a player enters.
pub const MAX_KILLS: u8 = 99;
pub const MAX_MEDALS: usize = 20;
pub const MAX_AWARD: u8 = 20;
pub const MAX_INFAMY: u8 = 9;
pub const MAX_BANK: u8 = 99;

/// The fate a mission's end gives (§12), before the squad's court-martial.
pub fn fate(end: End, result: Outcome, mission: u32, rules: &CampaignRules) -> CampaignFate {
    match end {
        End::Fought => CampaignFate::Active,
        End::Killed => CampaignFate::Kia,
        End::Captured => CampaignFate::Pow,
        End::Missing => CampaignFate::Mia,
        End::Stabilised { ground } => match ground {
            Ground::CarriedOff => CampaignFate::Safe,
            Ground::Friendly => CampaignFate::FieldHospital {
                back: mission + 1 + u32::from(rules.hospital_missions),
            },
            Ground::Enemy => CampaignFate::Pow,
            Ground::Contested => CampaignFate::Mia,
        },
        End::Routed { edge } => match (edge, result) {
            (Edge::Own, _) | (Edge::Neutral, Outcome::Win) => CampaignFate::Safe,
            (Edge::Enemy, _) | (Edge::Neutral, Outcome::Lose) => CampaignFate::Pow,
            (Edge::Neutral, Outcome::Draw) => CampaignFate::Mia,
        },
    }
}

/// Whether a soldier may take the Sniper promotion (L781, L871): Arms and Observation, not
/// already a Sniper, and not the Leader (the platoon would lose him).
pub fn sniper_eligible(s: &Soldier) -> bool {
    s.skill(Skill::Arms) >= 1
        && s.skill(Skill::Observation) >= 1
        && !matches!(s.specialist, Some(Specialist::Sniper | Specialist::Leader))
}

/// XP needed to buy `skill` for `s`: 1 for a new skill, 2 less what is banked in its box for
/// L1 → L2 (L730). `Err` when it cannot be bought.
pub fn cost(s: &Soldier, skill: Skill) -> Result<u8, &'static str> {
    match s.skills.iter().flatten().find(|b| b.skill == skill) {
        Some(b) if b.level >= 2 => Err("camp-err-skill-max"),
        Some(b) => Ok(2u8.saturating_sub(b.xp).max(1)),
        None if s.skills.iter().all(Option::is_some) => Err("wwb-err-skill-boxes-full"),
        None => Ok(1),
    }
}

struct Work<'a> {
    p: Platoon,
    changes: Vec<Change>,
    rules: &'a CampaignRules,
}

impl Work<'_> {
    fn note(&mut self, unit: Option<u32>, msg: &'static str, args: Vec<(&'static str, String)>) {
        let mut args = args;
        if let Some(u) = unit {
            args.insert(0, ("who", self.p.label(u)));
        }
        self.changes.push(Change { unit, msg, args });
    }

    fn member(&mut self, id: u32) -> Result<&mut Member, Refused> {
        self.p
            .member_mut(id)
            .ok_or(("camp-err-no-soldier", vec![("id", id.to_string())]))
    }
}

/// The debrief of `d` on `platoon`: the proposed roster and every change.
pub fn propose(platoon: &Platoon, rules: &CampaignRules, d: &Debrief) -> Result<Proposal, Refused> {
    let result = d.result.ok_or(no("camp-err-result-missing"))?;
    for r in &d.reports {
        let (_, m) = platoon
            .member(r.id)
            .ok_or(("camp-err-no-soldier", vec![("id", r.id.to_string())]))?;
        if !m.fate.fields_for(d.mission) {
            return Err(("camp-err-not-fielded", vec![("who", platoon.label(r.id))]));
        }
    }
    let mut w = Work {
        p: platoon.clone(),
        changes: vec![],
        rules,
    };
    // Men already in a field hospital whose time is up first, then this mission's fates.
    hospital_returns(&mut w, d.mission);
    reports(&mut w, d, result)?;
    infamy(&mut w, d)?;
    let unshared = shares(&mut w, d)?;
    buy(&mut w, d)?;
    let sniper_offers = promotions(&mut w, d)?;
    let leader_lost = platoon
        .leader()
        .filter(|_| w.p.leader().is_none())
        .map(|leader| LeaderLost {
            leader,
            squad: leader_squad(&w.p, leader),
        });
    replacements(&mut w, d)?;
    Ok(Proposal {
        platoon: w.p,
        changes: w.changes,
        sniper_offers,
        unshared,
        leader_lost,
    })
}

fn reports(w: &mut Work, d: &Debrief, result: Outcome) -> Result<(), Refused> {
    for r in &d.reports {
        if r.kills > MAX_KILLS || r.medals.len() > MAX_MEDALS {
            return Err(no("camp-err-too-many"));
        }
        let rules = *w.rules;
        let m = w.member(r.id)?;
        m.missions += 1;
        m.kills += u32::from(r.kills);
        if r.health > 0 {
            m.wounds += 1;
        }
        let carried = match rules.wounds {
            Wounds::Carry if r.end == End::Fought => r.health,
            _ => 0,
        };
        m.soldier.health = carried;
        if r.main.is_some() && r.main != m.soldier.main.card {
            m.soldier.main.card = r.main.clone();
        }
        if r.personal.is_some() {
            m.soldier.personal.card = r.personal.clone();
        }
        let new = fate(r.end, result, d.mission, &rules);
        m.fate = new;
        let mut said = vec![];
        for &skill in &r.medals {
            m.medals.push(Medal {
                mission: d.mission,
                skill,
            });
            said.push((skill, m.soldier.earn_xp(skill)));
        }
        let leadership = match r.leadership {
            Some(LeadershipChange::Gained) if m.soldier.skill(Skill::Leadership) == 0 => Some(
                m.soldier
                    .set_skill(Skill::Leadership, 1)
                    .map(|()| "camp-ch-leadership-gained"),
            ),
            Some(LeadershipChange::Lost) if m.soldier.skill(Skill::Leadership) > 0 => Some(
                m.soldier
                    .set_skill(Skill::Leadership, 0)
                    .map(|()| "camp-ch-leadership-lost"),
            ),
            _ => None,
        };
        // His wound, said either way: carried into the next mission (health marker where the
        // mission left it), or left behind (the text has no rule, §12: the campaign setting).
        if carried > 0 {
            w.note(
                Some(r.id),
                "camp-ch-wound-carried",
                vec![("health", carried.to_string())],
            );
        } else if r.health > 0 {
            w.note(
                Some(r.id),
                "camp-ch-wound-healed",
                vec![("health", r.health.to_string())],
            );
        }
        let why = end_reason(r.end);
        // "Killed in action" needs no reason beside it: it is its own.
        if why == "killed" {
            w.note(Some(r.id), "camp-ch-fate-plain", vec![("fate", new.msg())]);
        } else {
            w.note(
                Some(r.id),
                "camp-ch-fate",
                vec![("fate", new.msg()), ("why", format!("camp-why-{why}"))],
            );
        }
        if let CampaignFate::FieldHospital { back } = new {
            w.note(
                Some(r.id),
                "camp-ch-hospital",
                vec![("back", back.to_string())],
            );
        }
        for (skill, what) in said {
            w.note(
                Some(r.id),
                "camp-ch-medal",
                vec![("skill", skill.msg()), ("what", what.into())],
            );
        }
        match leadership {
            Some(Ok(msg)) => w.note(Some(r.id), msg, vec![]),
            Some(Err(e)) => return Err((e, vec![("who", w.p.label(r.id))])),
            None => {}
        }
    }
    Ok(())
}

fn end_reason(end: End) -> &'static str {
    match end {
        End::Fought => "fought",
        End::Killed => "killed",
        End::Captured => "captured",
        End::Missing => "missing",
        End::Stabilised { ground } => match ground {
            Ground::CarriedOff => "carried-off",
            Ground::Friendly => "friendly-ground",
            Ground::Enemy => "enemy-ground",
            Ground::Contested => "contested-ground",
        },
        End::Routed { edge } => match edge {
            Edge::Own => "own-edge",
            Edge::Enemy => "enemy-edge",
            Edge::Neutral => "neutral-edge",
        },
    }
}

/// Men in a field hospital whose time is up are with their squad for the next mission.
fn hospital_returns(w: &mut Work, mission: u32) {
    let back: Vec<u32> = w
        .p
        .squads
        .iter()
        .flat_map(|s| s.members.iter())
        .filter(|m| matches!(m.fate, CampaignFate::FieldHospital { back } if back <= mission + 1))
        .map(|m| m.id)
        .collect();
    for id in back {
        if let Some(m) = w.p.member_mut(id) {
            m.fate = CampaignFate::Active;
        }
        w.note(Some(id), "camp-ch-hospital-back", vec![]);
    }
}

fn infamy(w: &mut Work, d: &Debrief) -> Result<(), Refused> {
    for (i, &points) in d.infamy.iter().enumerate() {
        if points > MAX_INFAMY {
            return Err(no("camp-err-too-many"));
        }
        let Some(sq) = w.p.squads.get_mut(i) else {
            return Err(no("camp-err-no-squad"));
        };
        if points == sq.infamy {
            continue;
        }
        sq.infamy = points;
        let code = sq.code.clone();
        let court = points >= 2 && !sq.court_martialled;
        if court {
            sq.court_martialled = true;
        }
        w.note(
            None,
            "camp-ch-infamy",
            vec![("squad", code.clone()), ("points", points.to_string())],
        );
        if court {
            w.note(None, "camp-ch-court-martial", vec![("squad", code)]);
        }
    }
    Ok(())
}

fn squad_of(p: &Platoon, id: u32) -> Option<usize> {
    p.squads
        .iter()
        .position(|s| s.members.iter().any(|m| m.id == id))
}

fn shares(w: &mut Work, d: &Debrief) -> Result<Vec<u8>, Refused> {
    if d.award.iter().any(|&a| a > MAX_AWARD) {
        return Err(no("camp-err-too-many"));
    }
    let mut left: Vec<u8> = (0..w.p.squads.len())
        .map(|i| d.award.get(i).copied().unwrap_or(0))
        .collect();
    for s in &d.shares {
        let sq =
            squad_of(&w.p, s.id).ok_or(("camp-err-no-soldier", vec![("id", s.id.to_string())]))?;
        let out = w.p.squads[sq].court_martialled;
        let m = w.member(s.id)?;
        if m.fate.is_lost() || out {
            return Err(("camp-err-share-lost", vec![("who", w.p.label(s.id))]));
        }
        if s.xp > left[sq] {
            return Err((
                "camp-err-award-exceeded",
                vec![
                    ("squad", w.p.squads[sq].code.clone()),
                    ("award", d.award.get(sq).copied().unwrap_or(0).to_string()),
                ],
            ));
        }
        left[sq] -= s.xp;
        let m = w.member(s.id)?;
        m.banked_xp = m.banked_xp.saturating_add(s.xp).min(MAX_BANK);
        w.note(
            Some(s.id),
            "camp-ch-xp-share",
            vec![("xp", s.xp.to_string())],
        );
    }
    Ok(left)
}

fn buy(w: &mut Work, d: &Debrief) -> Result<(), Refused> {
    for &(id, skill) in &d.buy {
        let label = w.p.label(id);
        let m = w.member(id)?;
        if m.fate.is_lost() {
            return Err(("camp-err-share-lost", vec![("who", label)]));
        }
        let price = cost(&m.soldier, skill).map_err(|e| (e, vec![("who", label.clone())]))?;
        if m.banked_xp < price {
            return Err((
                "camp-err-not-enough-xp",
                vec![
                    ("who", label),
                    ("cost", price.to_string()),
                    ("banked", m.banked_xp.to_string()),
                ],
            ));
        }
        m.banked_xp -= price;
        let level = m.soldier.skill(skill) + 1;
        m.soldier
            .set_skill(skill, level)
            .map_err(|e| (e, vec![("who", label)]))?;
        w.note(
            Some(id),
            "camp-ch-skill",
            vec![
                ("skill", skill.msg()),
                ("level", level.to_string()),
                ("xp", price.to_string()),
            ],
        );
    }
    Ok(())
}

/// Another man of his squad, still in the campaign, is its specialist (L800).
fn other_specialist(p: &Platoon, id: u32) -> bool {
    p.squads.iter().any(|s| {
        s.members.iter().any(|m| m.id == id)
            && s.members
                .iter()
                .any(|m| m.id != id && !m.fate.is_lost() && m.soldier.specialist.is_some())
    })
}

/// The Sniper promotion is offered to a man with Arms and Observation whose squad has no other
/// specialist (L781, L871, L800).
fn promotions(w: &mut Work, d: &Debrief) -> Result<Vec<u32>, Refused> {
    let eligible: Vec<u32> = if w.rules.sniper_offer {
        w.p.squads
            .iter()
            .filter(|s| !s.court_martialled)
            .flat_map(|s| s.members.iter())
            .filter(|m| !m.fate.is_lost() && sniper_eligible(&m.soldier))
            .map(|m| m.id)
            .collect()
    } else {
        vec![]
    };
    let offers: Vec<u32> = eligible
        .iter()
        .copied()
        .filter(|&id| !other_specialist(&w.p, id))
        .collect();
    for &id in &d.promote {
        let label = w.p.label(id);
        if eligible.contains(&id) && !offers.contains(&id) {
            return Err(("wwb-err-one-specialist", vec![("who", label)]));
        }
        if !offers.contains(&id) {
            return Err(("camp-err-no-offer", vec![("who", label)]));
        }
        let m = w.member(id)?;
        m.soldier.specialist = Some(Specialist::Sniper);
        w.note(Some(id), "camp-ch-sniper", vec![]);
    }
    Ok(offers)
}

fn replacements(w: &mut Work, d: &Debrief) -> Result<(), Refused> {
    if !d.replacements.is_empty() && w.rules.replacements == Replacements::None {
        return Err(no("camp-err-no-replacements"));
    }
    for r in &d.replacements {
        let leader = r.specialist == Some(Specialist::Leader);
        // One Leader commands the platoon (L808).
        if leader && w.p.leader().is_some() {
            return Err(no("camp-err-leader-here"));
        }
        let sq = w.p.squads.get(r.squad).ok_or(no("camp-err-no-squad"))?;
        if sq.court_martialled {
            return Err((
                "camp-err-court-martialled",
                vec![("squad", sq.code.clone())],
            ));
        }
        if sq.strength() >= SQUAD_SIZE {
            return Err(("camp-err-squad-full", vec![("squad", sq.code.clone())]));
        }
        let number = sq
            .free_number()
            .ok_or(("camp-err-squad-full", vec![("squad", sq.code.clone())]))?;
        if r.specialist.is_some()
            && sq
                .members
                .iter()
                .any(|m| !m.fate.is_lost() && m.soldier.specialist.is_some())
        {
            return Err(("wwb-err-one-specialist", vec![("who", sq.code.clone())]));
        }
        let name = r.name.as_deref().map(str::trim).filter(|n| !n.is_empty());
        if name.is_some_and(|n| n.chars().count() > 40) {
            return Err(no("camp-err-name"));
        }
        // A new Leader has Leadership and one other skill of the player's choice (L809).
        let extra = match (leader, r.skill) {
            (true, Some(k)) if k != Skill::Leadership => Some(k),
            (true, _) => return Err(no("camp-err-leader-skill")),
            (false, _) => None,
        };
        let mut soldier = Soldier::new(number);
        soldier.name = name.map(str::to_string);
        soldier.main.card = r.main.clone();
        if let Some(spec) = r.specialist {
            soldier.specialist = Some(spec);
            for &sk in spec.starting_skills().iter().chain(extra.iter()) {
                soldier
                    .set_skill(sk, 1)
                    .map_err(|e| (e, vec![("who", sq.code.clone())]))?;
            }
        }
        w.p.next_id += 1;
        let id = w.p.next_id;
        w.p.squads[r.squad]
            .members
            .push(Member::new(id, soldier, d.mission + 1));
        match extra {
            Some(k) => w.note(Some(id), "camp-ch-new-leader", vec![("skill", k.msg())]),
            None => w.note(Some(id), "camp-ch-replacement", vec![]),
        }
    }
    Ok(())
}

/// The squad a new Leader joins when `fallen` is lost: his own if it is still in the campaign,
/// has room and no other specialist (L800), else the first such squad.
fn leader_squad(p: &Platoon, fallen: u32) -> Option<usize> {
    let fits = |s: &super::RosterSquad| {
        !s.court_martialled
            && s.strength() < SQUAD_SIZE
            && !s
                .members
                .iter()
                .any(|m| !m.fate.is_lost() && m.soldier.specialist.is_some())
    };
    squad_of(p, fallen)
        .filter(|&i| fits(&p.squads[i]))
        .or_else(|| p.squads.iter().position(fits))
}
