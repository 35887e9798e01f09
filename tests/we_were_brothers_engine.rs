//! We Were Brothers through the engine's step: refusals change nothing and cite the rule;
//! the turn's bookkeeping (support once a turn, detonators on the Time Track, infamy and VP).

use adjutant::core::table::{ActionError, Table};
use adjutant::games::Rules;
use adjutant::games::we_were_brothers::squad::{Army, Status};
use adjutant::games::we_were_brothers::{RULES, Who, WwbAction, WwbState};
use chrono::Utc;

fn table() -> (adjutant::core::def::GameDef, Table) {
    let c = adjutant::games::embedded_content();
    let def = c.game("we-were-brothers").expect("game").clone();
    let mut t = Table::new(&def, 7);
    let st = RULES.new_state(&def, &mut t);
    t.extra = adjutant::core::extra::Extra::new(st);
    (def, t)
}

fn step(
    def: &adjutant::core::def::GameDef,
    t: &mut Table,
    a: WwbAction,
) -> Result<(), ActionError> {
    RULES.step(def, t, &a, Utc::now()).map(|_| ())
}

fn state(t: &Table) -> WwbState {
    t.extra.get::<WwbState>().cloned().expect("state")
}

fn squads(def: &adjutant::core::def::GameDef, t: &mut Table) {
    for (army, blue, code) in [(Army::UsArmy, 4, "Able"), (Army::Wehrmacht, 5, "Kondor")] {
        step(
            def,
            t,
            WwbAction::AddStandardSquad {
                army,
                blue: Some(blue),
                code: code.into(),
                specialist: None,
            },
        )
        .expect("squad");
    }
}

#[test]
fn one_support_call_a_turn_and_it_goes_on_the_track_l885() {
    let (def, mut t) = table();
    step(&def, &mut t, WwbAction::CallSupport { air: false }).expect("first call");
    let before = t.clone();
    let e = step(&def, &mut t, WwbAction::CallSupport { air: true });
    assert!(matches!(
        e,
        Err(ActionError::Rule("wwb-err-one-support", _))
    ));
    assert_eq!(t, before, "a refusal changes nothing");
    let track = &t.tracks["time"];
    assert!(
        track
            .events
            .iter()
            .any(|e| e.r#box == 2 && e.text == "wwb-track-artillery")
    );
}

#[test]
fn detonator_bounds_and_track_l589() {
    let (def, mut t) = table();
    for bad in [0, 7] {
        let e = step(
            &def,
            &mut t,
            WwbAction::Detonator {
                label: "D1".into(),
                turns: bad,
            },
        );
        assert!(matches!(e, Err(ActionError::Rule("wwb-err-detonator", _))));
    }
    step(
        &def,
        &mut t,
        WwbAction::Detonator {
            label: "D1".into(),
            turns: 3,
        },
    )
    .expect("set");
    assert!(
        t.tracks["time"]
            .events
            .iter()
            .any(|e| e.r#box == 4 && e.text == "D1" && e.custom)
    );
    assert_eq!(state(&t).turn.detonators.len(), 1);
}

#[test]
fn infamy_costs_two_vp_and_leadership_l508() {
    let (def, mut t) = table();
    squads(&def, &mut t);
    let leader = Who {
        squad: 1,
        soldier: 0,
    };
    step(&def, &mut t, WwbAction::Infamy(leader)).expect("infamy");
    let s = state(&t);
    assert_eq!(s.squads[1].infamy, 1);
    assert_eq!(
        s.soldier(leader)
            .map(|x| x.skill(adjutant::games::we_were_brothers::squad::Skill::Leadership)),
        Some(0)
    );
    assert_eq!(t.counters["victory-points@axis"].value, -2);
}

#[test]
fn recovery_on_activation_and_refusal_l190() {
    let (def, mut t) = table();
    squads(&def, &mut t);
    let w = Who {
        squad: 0,
        soldier: 1,
    };
    let e = step(&def, &mut t, WwbAction::Recover(w));
    assert!(matches!(
        e,
        Err(ActionError::Rule("wwb-err-nothing-to-recover", _))
    ));
    step(
        &def,
        &mut t,
        WwbAction::Edit {
            who: w,
            edit: adjutant::games::we_were_brothers::roster::Edit::Status(Some(Status::Suppressed)),
        },
    )
    .expect("edit");
    // The phase's step says what the app does there (L190, L199: the marker changes as each
    // man activates, and the app makes the change as the turn reaches the step; see
    // tests/play_we_were_brothers.rs), in both languages.
    let loc = adjutant::i18n::Localizer::new(adjutant::i18n::Lang::En);
    let words = loc.t("wwb-step-recover-status");
    assert!(
        words.starts_with("Activation:") && words.contains("the app does it"),
        "{words}"
    );
    let it = adjutant::i18n::Localizer::new(adjutant::i18n::Lang::It);
    let parole = it.t("wwb-step-recover-status");
    assert!(
        parole.starts_with("Attivazione:") && parole.contains("lo fa l'app"),
        "{parole}"
    );
    // By hand outside the Fire and Movement phases (a correction at the table): one step
    // each time.
    step(&def, &mut t, WwbAction::Recover(w)).expect("recover");
    assert_eq!(
        state(&t).soldier(w).and_then(|x| x.status),
        Some(Status::Shaken)
    );
    step(&def, &mut t, WwbAction::Recover(w)).expect("recover");
    assert_eq!(state(&t).soldier(w).and_then(|x| x.status), None);
}

#[test]
fn a_second_specialist_is_refused_and_changes_nothing_l800() {
    let (def, mut t) = table();
    squads(&def, &mut t);
    let before = t.clone();
    let e = step(
        &def,
        &mut t,
        WwbAction::Edit {
            who: Who {
                squad: 1,
                soldier: 2,
            },
            edit: adjutant::games::we_were_brothers::roster::Edit::Specialist(Some(
                adjutant::games::we_were_brothers::squad::Specialist::Medic,
            )),
        },
    );
    assert!(matches!(
        e,
        Err(ActionError::Rule("wwb-err-one-specialist", _))
    ));
    assert_eq!(t, before);
    // The Regio Esercito 2 is reported, not filled (L961–L965).
    let e = step(
        &def,
        &mut t,
        WwbAction::AddStandardSquad {
            army: Army::RegioEsercito,
            blue: Some(2),
            code: "Aquila".into(),
            specialist: None,
        },
    );
    assert!(matches!(
        e,
        Err(ActionError::Rule("wwb-err-no-standard-squad", _))
    ));
}

/// L713 ("se il risultato del tiro è almeno 5, allora il soldato … ritorna soppresso") and L742
/// (the rally: "rotta → soppresso → scosso → allertato"): a routed man who passes his own test,
/// or is rallied from rout, is Suppressed again, not still Routed.
#[test]
fn a_routed_man_who_recovers_is_suppressed_again_l713_l742() {
    use adjutant::games::we_were_brothers::care::{CareRoll, RallyFrom};
    use adjutant::games::we_were_brothers::rolls::Roll;
    let (def, mut t) = table();
    squads(&def, &mut t);
    let w = Who {
        squad: 0,
        soldier: 1,
    };
    let rallier = Who {
        squad: 0,
        soldier: 0,
    };
    // Only a man with Leadership rallies (L696, L742).
    step(
        &def,
        &mut t,
        WwbAction::Edit {
            who: rallier,
            edit: adjutant::games::we_were_brothers::roster::Edit::Skill {
                skill: adjutant::games::we_were_brothers::squad::Skill::Leadership,
                level: 1,
            },
        },
    )
    .expect("leadership");
    for roll in [
        CareRoll::RoutRecovery,
        CareRoll::Rally {
            from: RallyFrom::Routed,
        },
    ] {
        step(
            &def,
            &mut t,
            WwbAction::Edit {
                who: w,
                edit: adjutant::games::we_were_brothers::roster::Edit::Status(Some(Status::Routed)),
            },
        )
        .expect("edit");
        let rally = matches!(roll, CareRoll::Rally { .. });
        // Red side 5 reads 5 (dice.json), Grey side 3 a miss.
        step(
            &def,
            &mut t,
            WwbAction::Resolve {
                roll: Roll::Care(roll),
                dice: Some(if rally { vec![4, 2] } else { vec![4] }),
                actor: rally.then_some(rallier),
                target: Some(w),
                tick: None,
            },
        )
        .expect("roll");
        assert_eq!(
            state(&t).soldier(w).and_then(|x| x.status),
            Some(Status::Suppressed),
            "{}",
            if rally { "rally" } else { "own test" }
        );
    }
}

/// L623 ("Durante il dissanguamento il soldato non può compiere alcuna azione né può muoversi"),
/// L627 (the unconscious man behaves as one bleeding) and L641 (the stabilised man stays down
/// until the end of the fight): a downed man fires, throws or treats no one; the refusal changes
/// nothing (his chamber die stays where it was).
#[test]
fn a_downed_man_takes_no_action_l623_l627() {
    use adjutant::games::we_were_brothers::fire::FireInput;
    use adjutant::games::we_were_brothers::rolls::Roll;
    use adjutant::games::we_were_brothers::squad::Posture;
    let (def, mut t) = table();
    squads(&def, &mut t);
    let firer = Who {
        squad: 0,
        soldier: 1,
    };
    let card = state(&t)
        .soldier(firer)
        .and_then(|s| s.main.card.clone())
        .expect("a card");
    for down in [Status::Bleeding, Status::Unconscious, Status::Stabilised] {
        step(
            &def,
            &mut t,
            WwbAction::Edit {
                who: firer,
                edit: adjutant::games::we_were_brothers::roster::Edit::Status(Some(down)),
            },
        )
        .expect("edit");
        let before = t.clone();
        let e = step(
            &def,
            &mut t,
            WwbAction::Resolve {
                roll: Roll::Combat(adjutant::games::we_were_brothers::combat::CombatRoll::Fire(
                    FireInput {
                        weapon: card.clone(),
                        range: 1,
                        firer: Posture::Prone,
                        bipod: false,
                        target: Posture::Standing,
                        cover: None,
                        hedge: false,
                        headshot: false,
                        arms: 0,
                        foreign: false,
                        gunner: false,
                        running: false,
                        wounded: 0,
                        smoke: false,
                    },
                )),
                dice: Some(vec![0]),
                actor: Some(firer),
                target: Some(Who {
                    squad: 1,
                    soldier: 0,
                }),
                tick: None,
            },
        );
        assert!(
            matches!(e, Err(ActionError::Rule("wwb-err-actor-down", _))),
            "{down:?}: {e:?}"
        );
        assert_eq!(t, before, "a refusal changes nothing");
    }
}

/// L637 ("un soldato può curare un altro soldato", a comrade beside him) and 8.1 (a man fires at
/// the enemy): an enemy treats or rallies no one, and a man does not fire at his own side; the
/// refusal cites the rule and changes nothing.
#[test]
fn an_enemy_treats_no_one_and_no_one_fires_at_his_own_side_l637() {
    use adjutant::games::we_were_brothers::care::CareRoll;
    use adjutant::games::we_were_brothers::fire::FireInput;
    use adjutant::games::we_were_brothers::rolls::Roll;
    use adjutant::games::we_were_brothers::squad::Posture;
    let (def, mut t) = table();
    squads(&def, &mut t);
    let patient = Who {
        squad: 0,
        soldier: 1,
    };
    let enemy = Who {
        squad: 1,
        soldier: 1,
    };
    let comrade = Who {
        squad: 0,
        soldier: 0,
    };
    step(
        &def,
        &mut t,
        WwbAction::Edit {
            who: patient,
            edit: adjutant::games::we_were_brothers::roster::Edit::Status(Some(Status::Bleeding)),
        },
    )
    .expect("edit");
    let treat = |actor| WwbAction::Resolve {
        roll: Roll::Care(CareRoll::Treat {
            unconscious: false,
            first_aid: 0,
        }),
        dice: Some(vec![4, 2]),
        actor: Some(actor),
        target: Some(patient),
        tick: None,
    };
    let before = t.clone();
    let e = step(&def, &mut t, treat(enemy));
    assert!(
        matches!(e, Err(ActionError::Rule("wwb-err-care-enemy", _))),
        "{e:?}"
    );
    assert_eq!(t, before, "a refusal changes nothing");
    step(&def, &mut t, treat(comrade)).expect("a comrade treats him");

    // A man of Able with a weapon card fires at another man of Able.
    let st = state(&t);
    let (firer, card) = (0..st.squads[0].soldiers.len())
        .map(|soldier| Who { squad: 0, soldier })
        .filter(|w| *w != patient)
        .find_map(|w| {
            st.soldier(w)
                .and_then(|s| s.main.card.clone())
                .map(|c| (w, c))
        })
        .expect("a man with a card");
    let own = (0..st.squads[0].soldiers.len())
        .map(|soldier| Who { squad: 0, soldier })
        .find(|w| *w != firer)
        .expect("another man");
    let before = t.clone();
    let e = step(
        &def,
        &mut t,
        WwbAction::Resolve {
            roll: Roll::Combat(adjutant::games::we_were_brothers::combat::CombatRoll::Fire(
                FireInput {
                    weapon: card,
                    range: 1,
                    firer: Posture::Prone,
                    bipod: false,
                    target: Posture::Standing,
                    cover: None,
                    hedge: false,
                    headshot: false,
                    arms: 0,
                    foreign: false,
                    gunner: false,
                    running: false,
                    wounded: 0,
                    smoke: false,
                },
            )),
            dice: Some(vec![0]),
            actor: Some(firer),
            target: Some(own),
            tick: None,
        },
    );
    assert!(
        matches!(e, Err(ActionError::Rule("wwb-err-fire-own-side", _))),
        "{e:?}"
    );
    assert_eq!(t, before, "a refusal changes nothing");
}
