//! Tests of the rules of the turn for We Were Brothers (authority.rs).
use chrono::Utc;

use super::*;
use crate::core::def::counter_key;
use crate::games::Game;
use crate::games::we_were_brothers::roster::Edit;
use crate::games::we_were_brothers::squad::{Army, Fate};

fn def() -> GameDef {
    crate::games::embedded_content()
        .game(super::super::ID)
        .cloned()
        .expect("we-were-brothers data")
}

/// Able (US) and Kondor (Wehrmacht), every man with a Kar 98k or an M1 Garand.
fn table(def: &GameDef) -> Table {
    let mut t = Table::new(def, 7);
    t.extra = super::super::RULES.new_extra(def, &mut t);
    for (army, code) in [(Army::UsArmy, "Able"), (Army::Wehrmacht, "Kondor")] {
        go(
            def,
            &mut t,
            WwbAction::AddSquad {
                army,
                code: code.into(),
            },
        )
        .expect("squad");
    }
    for i in 0..4 {
        for (q, card) in [(0, "m1-garand"), (1, "kar-98k")] {
            edit(
                def,
                &mut t,
                who(q, i),
                Edit::Weapon {
                    personal: false,
                    card: Some(card.into()),
                },
            );
        }
    }
    t
}

fn who(squad: usize, soldier: usize) -> Who {
    Who { squad, soldier }
}

fn go(def: &GameDef, t: &mut Table, a: WwbAction) -> Result<(), ActionError> {
    super::super::step::step(def, t, &a, Utc::now()).map(|_| ())
}

fn edit(def: &GameDef, t: &mut Table, w: Who, e: Edit) {
    go(def, t, WwbAction::Edit { who: w, edit: e }).expect("edit");
}

fn man(t: &Table, w: Who) -> Soldier {
    super::super::state(t)
        .and_then(|s| s.soldier(w))
        .cloned()
        .expect("man")
}

fn resolve(roll: &str, dice: &[usize], actor: Option<Who>, target: Option<Who>) -> WwbAction {
    WwbAction::Resolve {
        roll: serde_json::from_str(roll).expect("roll"),
        dice: Some(dice.to_vec()),
        actor,
        target,
        tick: None,
    }
}

/// The engine's one check as a door runs it (the table's seat unless told), then the
/// step; a refusal's message id, the table unchanged.
fn act(def: &GameDef, t: &mut Table, a: &WwbAction, by: &Actor) -> Result<(), &'static str> {
    let before = t.clone();
    let g = crate::games::GameAction::new(super::super::ID, a);
    let r =
        <super::super::WwbRules as crate::core::table::GameHooks<crate::games::GameAction>>::check(
            &super::super::RULES,
            def,
            t,
            &g,
            by,
        )
        .and_then(|_| go(def, t, a.clone()));
    match r {
        Ok(()) => Ok(()),
        Err(e) => {
            assert_eq!(*t, before, "a refusal changed the table");
            Err(e.message().0)
        }
    }
}

fn vp(def: &GameDef, t: &Table, side: usize) -> i64 {
    t.counters[&counter_key("victory-points", Some(&def.sides[side].id))].value
}

const TABLE: &Actor = &Actor::Table;

/// L637: only a man bleeding or unconscious is treated; the healer's First Aid and the
/// patient's marker are read from their boxes.
#[test]
fn treat_only_a_downed_man_with_the_healers_own_first_aid_l637() {
    let d = def();
    let mut t = table(&d);
    edit(&d, &mut t, who(0, 1), Edit::Health(2));
    let treat = resolve(
        r#"{"care":{"treat":{"first_aid":2}}}"#,
        &[3, 0, 3],
        Some(who(0, 0)),
        Some(who(0, 1)),
    );
    assert_eq!(
        act(&d, &mut t, &treat, TABLE),
        Err("wwb-err-treat-not-down")
    );
    edit(&d, &mut t, who(0, 1), Edit::Status(Some(Status::Bleeding)));
    // No actor named: the healer's skill is not the players' to type.
    let nobody = resolve(r#"{"care":{"treat":{}}}"#, &[3, 0], None, Some(who(0, 1)));
    assert_eq!(
        act(&d, &mut t, &nobody, TABLE),
        Err("wwb-err-care-needs-actor")
    );
    // Able 1 has no First Aid: the typed level 2 is not his; his roll has 2 dice.
    let treat = resolve(
        r#"{"care":{"treat":{"first_aid":2}}}"#,
        &[3, 0],
        Some(who(0, 0)),
        Some(who(0, 1)),
    );
    assert_eq!(act(&d, &mut t, &treat, TABLE), Ok(()));
    let s = super::super::state(&t).expect("state");
    let last = s.last.as_ref().expect("the roll");
    assert_eq!(
        last.roll,
        Roll::Care(CareRoll::Treat {
            unconscious: false,
            first_aid: 0
        })
    );
}

/// L647: only the medic gives health back, his own level of boxes, to a wounded man.
#[test]
fn only_the_medic_heals_and_by_his_own_level_l647() {
    let d = def();
    let mut t = table(&d);
    edit(&d, &mut t, who(0, 1), Edit::Health(4));
    let heal = |a| {
        resolve(
            r#"{"care":{"medic":{"first_aid":2}}}"#,
            &[5],
            Some(a),
            Some(who(0, 1)),
        )
    };
    assert_eq!(
        act(&d, &mut t, &heal(who(0, 0)), TABLE),
        Err("wwb-err-not-medic")
    );
    edit(
        &d,
        &mut t,
        who(0, 2),
        Edit::Specialist(Some(Specialist::Medic)),
    );
    let mut healed = false;
    for side in 0..6 {
        let a = resolve(
            r#"{"care":{"medic":{"first_aid":2}}}"#,
            &[side],
            Some(who(0, 2)),
            Some(who(0, 1)),
        );
        let mut t2 = t.clone();
        act(&d, &mut t2, &a, TABLE).expect("the medic heals");
        let h = man(&t2, who(0, 1)).health;
        assert!(h == 4 || h == 3, "First Aid 1 gives 1 box at most: {h}");
        healed |= h == 3;
    }
    assert!(healed, "a Grey success gives one box back");
    edit(&d, &mut t, who(0, 1), Edit::Health(0));
    assert_eq!(
        act(&d, &mut t, &heal(who(0, 2)), TABLE),
        Err("wwb-err-not-wounded")
    );
}

/// L653: the deterioration roll is for a man bleeding or unconscious; his Strength and
/// his marker come from his boxes.
#[test]
fn deterioration_only_for_a_downed_man_l653() {
    let d = def();
    let mut t = table(&d);
    let det = resolve(
        r#"{"care":{"deteriorate":{"unconscious":true}}}"#,
        &[0],
        None,
        Some(who(0, 3)),
    );
    assert_eq!(
        act(&d, &mut t, &det, TABLE),
        Err("wwb-err-deteriorate-not-down")
    );
    assert_eq!(man(&t, who(0, 3)).fate, Fate::Fighting);
    edit(&d, &mut t, who(0, 3), Edit::Status(Some(Status::Bleeding)));
    edit(
        &d,
        &mut t,
        who(0, 3),
        Edit::Skill {
            skill: Skill::Strength,
            level: 2,
        },
    );
    act(&d, &mut t, &det, TABLE).expect("his deterioration");
    let s = super::super::state(&t).expect("state");
    assert_eq!(
        s.last.as_ref().map(|l| l.roll.clone()),
        Some(Roll::Care(CareRoll::Deteriorate {
            unconscious: false,
            strength: 2
        }))
    );
}

/// L696, L742: only a man with Leadership rallies, and only a shaken, suppressed or
/// routed man; the marker is read from his box.
#[test]
fn rally_needs_leadership_and_a_man_to_rally_l742() {
    let d = def();
    let mut t = table(&d);
    let rally = |a| {
        resolve(
            r#"{"care":{"rally":{"from":"shaken"}}}"#,
            &[5, 0],
            Some(a),
            Some(who(0, 1)),
        )
    };
    assert_eq!(
        act(&d, &mut t, &rally(who(0, 0)), TABLE),
        Err("wwb-err-rally-no-leadership")
    );
    edit(
        &d,
        &mut t,
        who(0, 0),
        Edit::Skill {
            skill: Skill::Leadership,
            level: 1,
        },
    );
    assert_eq!(
        act(&d, &mut t, &rally(who(0, 0)), TABLE),
        Err("wwb-err-rally-nothing")
    );
    assert_eq!(man(&t, who(0, 1)).status, None, "a calm man stays calm");
    edit(&d, &mut t, who(0, 1), Edit::Status(Some(Status::Routed)));
    act(&d, &mut t, &rally(who(0, 0)), TABLE).expect("a rally");
    let s = super::super::state(&t).expect("state");
    assert_eq!(
        s.last.as_ref().map(|l| l.roll.clone()),
        Some(Roll::Care(CareRoll::Rally {
            from: RallyFrom::Routed
        })),
        "rallied from the marker on his box"
    );
    // A routed man's own test is a routed man's.
    let own = resolve(
        r#"{"care":{"rout-recovery":null}}"#,
        &[5],
        None,
        Some(who(0, 2)),
    );
    let own = match own {
        WwbAction::Resolve {
            dice,
            actor,
            target,
            tick,
            ..
        } => WwbAction::Resolve {
            roll: Roll::Care(CareRoll::RoutRecovery),
            dice,
            actor,
            target,
            tick,
        },
        x => x,
    };
    assert_eq!(act(&d, &mut t, &own, TABLE), Err("wwb-err-rout-not-routed"));
}

/// L700, L695, L744: a routed man does not fire; a shaken one only after his Leadership
/// L2 Pink test; the weapon is the card in his hands (2.0) and its chamber die his ammo.
#[test]
fn who_fires_and_with_what_l695_l700_l744() {
    let d = def();
    let mut t = table(&d);
    let fire = |weapon: &str| {
        resolve(
            &format!(r#"{{"combat":{{"fire":{{"weapon":"{weapon}","range":2}}}}}}"#),
            &[0],
            Some(who(1, 0)),
            Some(who(0, 0)),
        )
    };
    assert_eq!(
        act(&d, &mut t, &fire("mg-42"), TABLE),
        Err("wwb-err-not-his-weapon")
    );
    edit(&d, &mut t, who(1, 0), Edit::Status(Some(Status::Routed)));
    assert_eq!(
        act(&d, &mut t, &fire("kar-98k"), TABLE),
        Err("wwb-err-routed-acts")
    );
    edit(
        &d,
        &mut t,
        who(1, 0),
        Edit::Status(Some(Status::Suppressed)),
    );
    assert_eq!(
        act(&d, &mut t, &fire("kar-98k"), TABLE),
        Err("wwb-err-shaken-acts")
    );
    // Leadership L2: the Pink test passed, he may fire.
    edit(
        &d,
        &mut t,
        who(1, 0),
        Edit::Skill {
            skill: Skill::Leadership,
            level: 2,
        },
    );
    let faces = super::super::dice::Faces::from_def(&d).expect("faces");
    let pass = (0..faces.sides(super::super::dice::Colour::Pink))
        .find(|i| {
            faces
                .face(super::super::dice::Colour::Pink, *i)
                .is_some_and(|f| f.kind.is_success())
        })
        .expect("a passing side");
    let pink = resolve(
        r#"{"combat":{"pink":"fire-while-suppressed"}}"#,
        &[pass],
        Some(who(1, 0)),
        None,
    );
    act(&d, &mut t, &pink, TABLE).expect("the Pink test");
    act(&d, &mut t, &fire("kar-98k"), TABLE).expect("he fires while suppressed");
    // Empty weapon: no shot.
    edit(
        &d,
        &mut t,
        who(1, 1),
        Edit::Weapon {
            personal: false,
            card: Some("kar-98k".into()),
        },
    );
    let mut s = super::super::state(&t).cloned().expect("state");
    if let Some(so) = s.soldier_mut(who(1, 1)) {
        so.main.chamber.attack = 0;
    }
    t.extra = crate::core::extra::Extra::new(s);
    let empty = resolve(
        r#"{"combat":{"fire":{"weapon":"kar-98k"}}}"#,
        &[0],
        Some(who(1, 1)),
        Some(who(0, 0)),
    );
    assert_eq!(act(&d, &mut t, &empty, TABLE), Err("wwb-err-weapon-empty"));
}

/// The firer's posture, Arms and wound penalty, and the target's posture, are his boxes'.
#[test]
fn fire_reads_posture_arms_and_wounds_from_the_table_l633() {
    let d = def();
    let mut t = table(&d);
    edit(&d, &mut t, who(1, 0), Edit::Posture(Posture::Prone));
    edit(
        &d,
        &mut t,
        who(1, 0),
        Edit::Skill {
            skill: Skill::Arms,
            level: 1,
        },
    );
    edit(&d, &mut t, who(1, 0), Edit::Health(d_minus_two(&d)));
    edit(&d, &mut t, who(0, 0), Edit::Posture(Posture::Kneeling));
    let a = resolve(
        r#"{"combat":{"fire":{"weapon":"kar-98k","range":2,"arms":2,"firer":"standing","target":"standing","wounded":0}}}"#,
        &[0],
        Some(who(1, 0)),
        Some(who(0, 0)),
    );
    act(&d, &mut t, &a, TABLE).expect("a shot");
    let s = super::super::state(&t).expect("state");
    let Some(Roll::Combat(CombatRoll::Fire(f))) = s.last.as_ref().map(|l| l.roll.clone()) else {
        panic!("a fire roll")
    };
    assert_eq!(
        (f.firer, f.target, f.arms, f.wounded),
        (Posture::Prone, Posture::Kneeling, 1, 2)
    );
}

fn d_minus_two(def: &GameDef) -> u8 {
    super::super::data::load(def).health.minus_two
}

/// L506, L502, L508: a suppressed man strikes no blow, a shaken one does; striking a
/// bleeding man costs his side 2 VP, his Leadership and an infamy point.
#[test]
fn close_combat_a_suppressed_striker_and_a_helpless_target_l506_l508() {
    let d = def();
    let mut t = table(&d);
    let blow = |a, tg| resolve(r#"{"combat":{"blow":{}}}"#, &[0], Some(a), Some(tg));
    edit(
        &d,
        &mut t,
        who(0, 0),
        Edit::Status(Some(Status::Suppressed)),
    );
    assert_eq!(
        act(&d, &mut t, &blow(who(0, 0), who(1, 0)), TABLE),
        Err("wwb-err-cc-suppressed")
    );
    edit(&d, &mut t, who(0, 0), Edit::Status(Some(Status::Shaken)));
    act(&d, &mut t, &blow(who(0, 0), who(1, 0)), TABLE).expect("a shaken man's reply");
    edit(&d, &mut t, who(1, 1), Edit::Status(Some(Status::Bleeding)));
    edit(
        &d,
        &mut t,
        who(0, 2),
        Edit::Skill {
            skill: Skill::Leadership,
            level: 1,
        },
    );
    let vp0 = vp(&d, &t, 0);
    act(&d, &mut t, &blow(who(0, 2), who(1, 1)), TABLE).expect("the blow");
    let s = super::super::state(&t).expect("state");
    assert_eq!(s.squads[0].infamy, 1);
    assert_eq!(man(&t, who(0, 2)).skill(Skill::Leadership), 0);
    assert_eq!(vp(&d, &t, 0), vp0 - 2);
    // The same fight going on is the same act.
    act(&d, &mut t, &blow(who(0, 2), who(1, 1)), TABLE).expect("again");
    assert_eq!(super::super::state(&t).expect("state").squads[0].infamy, 1);
}

/// A seat acts for its own men only: the Axis neither removes the Allied squad nor fires
/// with an Allied man; its own things it may.
#[test]
fn a_seat_moves_only_its_own_men() {
    let d = def();
    let mut t = table(&d);
    let axis = &Actor::Side("axis".into());
    for a in [
        WwbAction::RemoveSquad(0),
        WwbAction::ClearFireMarkers(0),
        WwbAction::Zone(0),
        WwbAction::Recover(who(0, 0)),
        WwbAction::AddSquad {
            army: Army::BritishArmy,
            code: "Red".into(),
        },
        resolve(
            r#"{"combat":{"fire":{"weapon":"m1-garand"}}}"#,
            &[0],
            Some(who(0, 0)),
            Some(who(1, 0)),
        ),
        resolve(
            r#"{"care":{"deteriorate":{}}}"#,
            &[0],
            None,
            Some(who(0, 0)),
        ),
    ] {
        assert_eq!(
            act(&d, &mut t, &a, axis),
            Err("err-actor-other-side"),
            "{a:?}"
        );
    }
    assert_eq!(
        act(&d, &mut t, &WwbAction::Suppress(who(0, 0)), axis),
        Err("wwb-err-suppress-side")
    );
    assert!(!play_allowed(&t, "recover", axis));
    act(&d, &mut t, &WwbAction::Zone(1), axis).expect("its own squad");
}

fn play_allowed(t: &Table, a: &str, by: &Actor) -> bool {
    super::super::play::allowed_now(t, a, by)
}

/// The mission's length from its briefing ends the game after its last turn.
#[test]
fn the_mission_ends_after_its_last_turn() {
    let d = def();
    let mut t = table(&d);
    go(&d, &mut t, WwbAction::MissionLength(1)).expect("length");
    let hooks: &dyn crate::core::table::GameHooks<crate::games::GameAction> = &super::super::RULES;
    assert!(!crate::core::table::is_over(&d, &t, hooks));
    t.cursor.round = 2;
    assert!(crate::core::table::is_over(&d, &t, hooks));
}
