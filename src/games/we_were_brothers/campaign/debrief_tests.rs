//! The debrief, one rule at a time (digest §12; seed lines in the names).

use super::debrief::*;
use super::mission::{Lineup, draft_from_table, table_for};
use super::rules::{CampaignRules, Replacements, Wounds};
use super::{CampaignFate, Platoon};
use crate::core::campaign::Outcome;
use crate::games::we_were_brothers::squad::{Army, Fate, Skill, Specialist, Squad, Status};

fn rules() -> CampaignRules {
    CampaignRules::default()
}

/// Able (ids 1–4: 1 is the Leader) and Baker (5–8).
fn platoon() -> Platoon {
    let mut p = Platoon::default();
    let mut able = Squad::new("Able", Army::UsArmy);
    able.set_specialist(0, Some(Specialist::Leader))
        .expect("leader");
    p.add_squad(able, 1).expect("able");
    p.add_squad(Squad::new("Baker", Army::UsArmy), 1)
        .expect("baker");
    p
}

fn report(id: u32, end: End) -> Report {
    Report {
        end,
        ..Report::new(id)
    }
}

fn debrief(result: Outcome, reports: Vec<Report>) -> Debrief {
    Debrief {
        mission: 1,
        result: Some(result),
        reports,
        ..Debrief::default()
    }
}

fn fate_of(p: &Proposal, id: u32) -> CampaignFate {
    p.platoon
        .member(id)
        .map(|(_, m)| m.fate)
        .unwrap_or_default()
}

#[test]
fn killed_is_kia_captured_is_pow_swept_away_is_mia_l631_l721_l397() {
    let d = debrief(
        Outcome::Win,
        vec![
            report(2, End::Killed),
            report(3, End::Captured),
            report(4, End::Missing),
            report(5, End::Fought),
        ],
    );
    let p = propose(&platoon(), &rules(), &d).expect("debrief");
    assert_eq!(fate_of(&p, 2), CampaignFate::Kia);
    assert_eq!(fate_of(&p, 3), CampaignFate::Pow);
    assert_eq!(fate_of(&p, 4), CampaignFate::Mia);
    assert_eq!(fate_of(&p, 5), CampaignFate::Active);
    assert_eq!(p.platoon.member(5).map(|(_, m)| m.missions), Some(1));
}

#[test]
fn a_stabilised_man_by_who_holds_the_ground_l641() {
    let r = rules();
    let st = |ground| fate(End::Stabilised { ground }, Outcome::Draw, 1, &r);
    assert_eq!(st(Ground::CarriedOff), CampaignFate::Safe);
    assert_eq!(
        st(Ground::Friendly),
        CampaignFate::FieldHospital { back: 3 }
    );
    assert_eq!(st(Ground::Enemy), CampaignFate::Pow);
    assert_eq!(st(Ground::Contested), CampaignFate::Mia);
}

#[test]
fn a_routed_man_by_the_edge_he_left_and_the_result_l708_l711() {
    let r = rules();
    let rt = |edge, result| fate(End::Routed { edge }, result, 1, &r);
    for result in Outcome::ALL {
        assert_eq!(rt(Edge::Own, result), CampaignFate::Safe);
        assert_eq!(rt(Edge::Enemy, result), CampaignFate::Pow);
    }
    assert_eq!(rt(Edge::Neutral, Outcome::Win), CampaignFate::Safe);
    assert_eq!(rt(Edge::Neutral, Outcome::Lose), CampaignFate::Pow);
    assert_eq!(rt(Edge::Neutral, Outcome::Draw), CampaignFate::Mia);
}

#[test]
fn field_hospital_time_is_a_setting_and_the_man_comes_back() {
    let mut r = rules();
    r.hospital_missions = 0;
    let d = debrief(
        Outcome::Win,
        vec![report(
            2,
            End::Stabilised {
                ground: Ground::Friendly,
            },
        )],
    );
    let p = propose(&platoon(), &r, &d).expect("debrief");
    assert_eq!(fate_of(&p, 2), CampaignFate::FieldHospital { back: 2 });
    // With the default (misses 1 mission) he sits out mission 2 and is back after its debrief.
    let p1 = propose(&platoon(), &rules(), &d).expect("debrief");
    assert_eq!(fate_of(&p1, 2), CampaignFate::FieldHospital { back: 3 });
    let d2 = Debrief {
        mission: 2,
        result: Some(Outcome::Win),
        ..Debrief::default()
    };
    let p2 = propose(&p1.platoon, &rules(), &d2).expect("mission 2");
    assert_eq!(fate_of(&p2, 2), CampaignFate::Active);
    assert!(p2.changes.iter().any(|c| c.msg == "camp-ch-hospital-back"));
}

#[test]
fn a_man_in_hospital_cannot_report_from_the_table() {
    let mut p = platoon();
    if let Some(m) = p.member_mut(2) {
        m.fate = CampaignFate::FieldHospital { back: 3 };
    }
    let d = Debrief {
        mission: 2,
        ..debrief(Outcome::Win, vec![report(2, End::Fought)])
    };
    let e = propose(&p, &rules(), &d).expect_err("not fielded");
    assert_eq!(e.0, "camp-err-not-fielded");
}

#[test]
fn the_result_must_be_given_before_fates_are_decided() {
    let mut d = debrief(Outcome::Win, vec![]);
    d.result = None;
    assert_eq!(
        propose(&platoon(), &rules(), &d).map(|_| ()),
        Err(("camp-err-result-missing", vec![]))
    );
}

#[test]
fn a_medal_gives_the_skill_then_xp_and_arms_with_observation_offers_sniper_l89_l726_l781() {
    let mut p = platoon();
    for id in [3, 6] {
        if let Some(m) = p.member_mut(id) {
            m.soldier.set_skill(Skill::Observation, 1).expect("box");
        }
    }
    // Baker 2 (id 6) earns an Arms medal; Able 3 (id 3) too, but Able has the Leader.
    let mut r6 = report(6, End::Fought);
    r6.medals = vec![Skill::Arms];
    let mut r3 = report(3, End::Fought);
    r3.medals = vec![Skill::Arms];
    let d = debrief(Outcome::Win, vec![r3, r6]);
    let prop = propose(&p, &rules(), &d).expect("debrief");
    let m = prop.platoon.member(6).map(|(_, m)| m.clone()).expect("m6");
    assert_eq!(m.soldier.skill(Skill::Arms), 1);
    assert_eq!(m.medals.len(), 1);
    assert_eq!(
        prop.sniper_offers,
        vec![6],
        "Able 3 is not offered: one specialist (L800)"
    );
    let mut yes = d.clone();
    yes.promote = vec![6];
    let p2 = propose(&p, &rules(), &yes).expect("promoted");
    assert_eq!(
        p2.platoon.member(6).and_then(|(_, m)| m.soldier.specialist),
        Some(Specialist::Sniper)
    );
    yes.promote = vec![3];
    let e = propose(&p, &rules(), &yes).expect_err("one specialist");
    assert_eq!(e.0, "wwb-err-one-specialist");
    let mut wrong = d;
    wrong.promote = vec![4];
    assert_eq!(
        propose(&p, &rules(), &wrong)
            .map(|_| ())
            .expect_err("no offer")
            .0,
        "camp-err-no-offer"
    );
    // The setting can turn the offer off.
    let mut off = rules();
    off.sniper_offer = false;
    assert!(propose(&p, &off, &wrong).is_err());
}

#[test]
fn the_squad_award_is_shared_and_spent_1_xp_new_skill_2_xp_level_two_l726_l730() {
    let mut d = debrief(Outcome::Win, vec![]);
    d.award = vec![4, 0];
    d.shares = vec![Share { id: 2, xp: 3 }, Share { id: 3, xp: 1 }];
    d.buy = vec![(2, Skill::Strength), (2, Skill::Strength), (3, Skill::Arms)];
    let p = propose(&platoon(), &rules(), &d).expect("debrief");
    let m2 = p.platoon.member(2).map(|(_, m)| m.clone()).expect("m2");
    assert_eq!(
        m2.soldier.skill(Skill::Strength),
        2,
        "1 XP for L1 + 2 XP for L2"
    );
    assert_eq!(m2.banked_xp, 0);
    assert_eq!(
        p.platoon
            .member(3)
            .map(|(_, m)| m.soldier.skill(Skill::Arms)),
        Some(1)
    );
    assert_eq!(p.unshared, vec![0, 0]);
    // More than the award, or to another squad's man from this award, is refused.
    let mut over = debrief(Outcome::Win, vec![]);
    over.award = vec![1, 0];
    over.shares = vec![Share { id: 2, xp: 2 }];
    assert_eq!(
        propose(&platoon(), &rules(), &over).expect_err("over").0,
        "camp-err-award-exceeded"
    );
    over.shares = vec![Share { id: 6, xp: 1 }];
    assert_eq!(
        propose(&platoon(), &rules(), &over).expect_err("baker").0,
        "camp-err-award-exceeded"
    );
    // Buying without the XP is refused.
    let mut poor = debrief(Outcome::Win, vec![]);
    poor.buy = vec![(2, Skill::Arms)];
    assert_eq!(
        propose(&platoon(), &rules(), &poor).expect_err("poor").0,
        "camp-err-not-enough-xp"
    );
}

#[test]
fn a_medal_banked_toward_level_two_lowers_its_price_l89() {
    let mut p = platoon();
    if let Some(m) = p.member_mut(2) {
        m.soldier.set_skill(Skill::Arms, 1).expect("box");
        m.banked_xp = 1;
    }
    let mut r = report(2, End::Fought);
    r.medals = vec![Skill::Arms];
    let mut d = debrief(Outcome::Win, vec![r]);
    d.buy = vec![(2, Skill::Arms)];
    let prop = propose(&p, &rules(), &d).expect("debrief");
    assert_eq!(
        prop.platoon
            .member(2)
            .map(|(_, m)| m.soldier.skill(Skill::Arms)),
        Some(2)
    );
}

#[test]
fn at_most_three_skills_l75() {
    let mut p = platoon();
    if let Some(m) = p.member_mut(2) {
        for k in [Skill::Arms, Skill::Strength, Skill::FirstAid] {
            m.soldier.set_skill(k, 1).expect("box");
        }
        m.banked_xp = 5;
    }
    let mut d = debrief(Outcome::Win, vec![]);
    d.buy = vec![(2, Skill::Explosives)];
    assert_eq!(
        propose(&p, &rules(), &d).expect_err("full").0,
        "wwb-err-skill-boxes-full"
    );
}

#[test]
fn leadership_gained_by_a_surrender_accepted_and_lost_by_an_infamous_act_l516_l508() {
    let mut r2 = report(2, End::Fought);
    r2.leadership = Some(LeadershipChange::Gained);
    let mut r1 = report(1, End::Fought);
    r1.leadership = Some(LeadershipChange::Lost);
    let p = propose(&platoon(), &rules(), &debrief(Outcome::Win, vec![r1, r2])).expect("debrief");
    assert_eq!(
        p.platoon
            .member(2)
            .map(|(_, m)| m.soldier.skill(Skill::Leadership)),
        Some(1)
    );
    assert_eq!(
        p.platoon
            .member(1)
            .map(|(_, m)| m.soldier.skill(Skill::Leadership)),
        Some(0)
    );
}

#[test]
fn two_infamy_points_court_martial_the_squad_l508() {
    let mut d = debrief(Outcome::Win, vec![]);
    d.infamy = vec![1, 2];
    let p = propose(&platoon(), &rules(), &d).expect("debrief");
    assert!(!p.platoon.squads[0].court_martialled);
    assert!(p.platoon.squads[1].court_martialled);
    assert!(p.changes.iter().any(|c| c.msg == "camp-ch-court-martial"));
    d.infamy = vec![0, 10];
    assert_eq!(
        propose(&platoon(), &rules(), &d).expect_err("bound").0,
        "camp-err-too-many"
    );
}

#[test]
fn a_replacement_fills_the_place_of_the_fallen_by_hand() {
    let mut d = debrief(Outcome::Lose, vec![report(3, End::Killed)]);
    d.replacements = vec![Replacement {
        squad: 0,
        name: Some(" Rossi ".into()),
        specialist: None,
        main: None,
        skill: None,
    }];
    let p = propose(&platoon(), &rules(), &d).expect("debrief");
    let new = p.platoon.squads[0].members.last().expect("new man");
    assert_eq!(new.soldier.number, 3, "he takes the fallen man's number");
    assert_eq!(new.soldier.name.as_deref(), Some("Rossi"));
    assert_eq!(new.joined, 2);
    assert_eq!(p.platoon.squads[0].strength(), 4);
    // A full squad takes no one; the setting can forbid replacements.
    let mut full = debrief(Outcome::Win, vec![]);
    full.replacements = d.replacements.clone();
    assert_eq!(
        propose(&platoon(), &rules(), &full).expect_err("full").0,
        "camp-err-squad-full"
    );
    let mut r = rules();
    r.replacements = Replacements::None;
    assert_eq!(
        propose(&platoon(), &r, &d).expect_err("none").0,
        "camp-err-no-replacements"
    );
}

#[test]
fn wounds_heal_between_missions_unless_the_setting_carries_them() {
    let mut r2 = report(2, End::Fought);
    r2.health = 3;
    let d = debrief(Outcome::Win, vec![r2]);
    let healed = propose(&platoon(), &rules(), &d).expect("debrief");
    let m = healed
        .platoon
        .member(2)
        .map(|(_, m)| m.clone())
        .expect("m2");
    assert_eq!((m.soldier.health, m.wounds), (0, 1));
    let mut carry = rules();
    carry.wounds = Wounds::Carry;
    let kept = propose(&platoon(), &carry, &d).expect("debrief");
    assert_eq!(
        kept.platoon.member(2).map(|(_, m)| m.soldier.health),
        Some(3)
    );
}

/// The debrief shows each man's wound and what becomes of it (the text has no rule, digest
/// §12: the campaign's wounds setting): carried, the man's line and the changes say how far
/// down his health marker starts, and the next mission's roster starts him there; healed,
/// the changes say the wound does not carry.
#[test]
fn the_debrief_shows_a_carried_wound_and_the_next_mission_starts_with_it() {
    use crate::i18n::{Lang, Localizer};
    let loc = Localizer::new(Lang::En);
    let mut r2 = report(2, End::Fought);
    r2.health = 3;
    let d = debrief(Outcome::Win, vec![r2.clone()]);
    let mut carry = rules();
    carry.wounds = Wounds::Carry;
    let p = platoon();
    assert_eq!(
        super::text::report_line(&loc, &p, &r2),
        "Able 2: In the field at the end, wounded: health marker 3 boxes down"
    );
    let kept = propose(&p, &carry, &d).expect("debrief");
    let lines = super::text::change_lines(&loc, &kept);
    assert!(
        lines.iter().any(|l| l
            == "Able 2 carries his wound into the next mission: his health marker starts 3 boxes down (campaign setting: wounds carry over; the text has no rule for it)"),
        "{lines:?}"
    );
    // The next mission's roster: Able 2 starts 3 boxes down, the others at the red cross.
    let data = crate::games::we_were_brothers::data::embedded();
    let (table, _) = table_for(&kept.platoon, &carry, Default::default(), &data, 2);
    let health: Vec<u8> = table.squads[0].soldiers.iter().map(|s| s.health).collect();
    assert_eq!(health, vec![0, 3, 0, 0]);
    // Healed: said too, and the next mission starts him at the red cross.
    let healed = propose(&p, &rules(), &d).expect("debrief");
    let lines = super::text::change_lines(&loc, &healed);
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("Able 2's wound (3 boxes down) does not carry")),
        "{lines:?}"
    );
    let (table, _) = table_for(&healed.platoon, &rules(), Default::default(), &data, 2);
    assert_eq!(table.squads[0].soldiers[1].health, 0);
}

#[test]
fn the_table_fills_the_debrief_and_the_next_mission_fields_survivors_and_replacement() {
    let data = crate::games::we_were_brothers::data::embedded();
    let p = platoon();
    let (mut table, lineup) = table_for(&p, &rules(), Default::default(), &data, 1);
    assert_eq!(table.squads.len(), 2);
    assert_eq!(lineup.squads[0], (0, vec![1, 2, 3, 4]));
    // On the table: Able 2 killed, Able 3 routed (edge unknown to the table), Able 4 earns an
    // Arms medal, Baker 1 left stabilised.
    table.squads[0].soldiers[1].fate = Fate::Killed;
    table.squads[0].soldiers[3].earn_xp(Skill::Arms);
    table.squads[1].soldiers[0].status = Some(Status::Stabilised);
    let mut d = draft_from_table(&p, &Lineup::from_json(&lineup.to_json()), &table, 1);
    assert_eq!(d.reports[1].end, End::Killed);
    assert_eq!(d.reports[3].medals, vec![Skill::Arms]);
    assert_eq!(
        d.reports[4].end,
        End::Stabilised {
            ground: Ground::Friendly
        }
    );
    d.reports[2].end = End::Routed { edge: Edge::Enemy };
    d.result = Some(Outcome::Draw);
    d.replacements = vec![Replacement {
        squad: 0,
        name: None,
        specialist: None,
        main: None,
        skill: None,
    }];
    let prop = propose(&p, &rules(), &d).expect("debrief");
    let (next, _) = table_for(&prop.platoon, &rules(), Default::default(), &data, 2);
    let able: Vec<u8> = next.squads[0].soldiers.iter().map(|s| s.number).collect();
    assert_eq!(
        able,
        vec![1, 4, 2],
        "the survivors and the replacement in Able 2's place"
    );
    assert_eq!(
        next.squads[1].soldiers.len(),
        3,
        "Baker 1 is in the field hospital"
    );
}

fn new_leader(squad: usize, skill: Option<Skill>) -> Replacement {
    Replacement {
        squad,
        name: None,
        specialist: Some(Specialist::Leader),
        main: None,
        skill,
    }
}

/// L808–L809: the Leader killed, the debrief says so (the screen prompts his replacement);
/// a new Leader has Leadership and one other skill of the player's choice, takes the fallen
/// man's place, and leads the platoon. Without that skill, or while a Leader is still there,
/// he is refused and nothing changes.
#[test]
fn a_lost_leader_is_replaced_by_a_leader_with_leadership_and_a_chosen_skill_l808_l809() {
    let p = platoon();
    let mut d = debrief(Outcome::Lose, vec![report(1, End::Killed)]);
    let prop = propose(&p, &rules(), &d).expect("debrief");
    assert_eq!(
        prop.leader_lost,
        Some(LeaderLost {
            leader: 1,
            squad: Some(0)
        })
    );
    assert_eq!(prop.platoon.leader(), None);
    d.replacements = vec![new_leader(0, None)];
    assert_eq!(
        propose(&p, &rules(), &d).map(|_| ()),
        Err(("camp-err-leader-skill", vec![]))
    );
    d.replacements = vec![new_leader(0, Some(Skill::Leadership))];
    assert!(
        propose(&p, &rules(), &d).is_err(),
        "Leadership he has anyway"
    );
    d.replacements = vec![new_leader(0, Some(Skill::Observation))];
    let prop = propose(&p, &rules(), &d).expect("debrief");
    let id = prop.platoon.leader().expect("a new Leader");
    let (sq, m) = prop.platoon.member(id).expect("him");
    assert_eq!(sq.code, "Able");
    assert_eq!(m.soldier.number, 1);
    assert_eq!(m.soldier.skill(Skill::Leadership), 1);
    assert_eq!(m.soldier.skill(Skill::Observation), 1);
    assert!(
        prop.changes
            .iter()
            .any(|c| c.msg == "camp-ch-new-leader" && c.unit == Some(id))
    );
    // The Leader alive: no prompt, and no second Leader.
    let mut d = debrief(Outcome::Win, vec![report(2, End::Killed)]);
    assert_eq!(
        propose(&p, &rules(), &d).expect("debrief").leader_lost,
        None
    );
    d.replacements = vec![new_leader(0, Some(Skill::Arms))];
    assert_eq!(
        propose(&p, &rules(), &d).map(|_| ()),
        Err(("camp-err-leader-here", vec![]))
    );
    // Taken prisoner is lost too. His squad has another specialist (L800) and Baker is
    // full: no squad can take a new Leader, and the prompt says so…
    let mut p2 = platoon();
    p2.member_mut(2).expect("Able 2").soldier.specialist = Some(Specialist::Medic);
    let d = debrief(Outcome::Lose, vec![report(1, End::Captured)]);
    let prop = propose(&p2, &rules(), &d).expect("debrief");
    assert_eq!(
        prop.leader_lost,
        Some(LeaderLost {
            leader: 1,
            squad: None
        })
    );
    // …with a place free in Baker, he joins Baker.
    p2.member_mut(6).expect("Baker 2").fate = CampaignFate::Kia;
    let prop = propose(&p2, &rules(), &d).expect("debrief");
    assert_eq!(prop.leader_lost.and_then(|l| l.squad), Some(1));
}
