//! Command and Colors WWI: the rulebook's own examples and rules as test vectors (line numbers
//! refer to `../shared/seeds/000_9c234a88fa7f5d9b.txt`).

use adjutant::core::def::GameDef;
use adjutant::games::GameAction;
use adjutant::games::cc_great_war::artillery::{self, ArtilleryCards, CraterRule};
use adjutant::games::cc_great_war::battle::{self, Crossfirer, Situation, SoldierRule};
use adjutant::games::cc_great_war::data::CcData;
use adjutant::games::cc_great_war::{self as cc, CcAction, HqReason, MedalKind, Scenario};
use adjutant::session::{Action, GameState};
use chrono::Utc;

fn def() -> GameDef {
    adjutant::games::embedded_content()
        .game("cc-great-war")
        .expect("cc data")
        .clone()
}

fn data() -> CcData {
    CcData::of(&def()).expect("tables")
}

fn faces(s: &str) -> Vec<String> {
    s.split(',').map(str::to_string).collect()
}

fn dice(unit: &str, range: u32) -> u32 {
    battle::dice_count(&data(), &Situation::new(unit, range, "open"))
        .expect("in range")
        .dice
}

#[test]
fn battle_dice_by_unit_and_range_l340_396() {
    // Infantry 3 adjacent, 2 at 2 hexes, 1 at 3-4 (L344-352).
    assert_eq!(
        (1..=4).map(|r| dice("infantry", r)).collect::<Vec<_>>(),
        vec![3, 2, 1, 1]
    );
    // MG 3 out to 3 hexes, 1 at 4-5 (L360-372).
    assert_eq!(
        (1..=5).map(|r| dice("mg", r)).collect::<Vec<_>>(),
        vec![3, 3, 3, 1, 1]
    );
    // Mortar 3 adjacent, 2 at 2-4, 1 at 5-6 (L382-396).
    assert_eq!(
        (1..=6).map(|r| dice("mortar", r)).collect::<Vec<_>>(),
        vec![3, 2, 2, 2, 1, 1]
    );
    // Explosives specialist: +1 in close combat (L640).
    assert_eq!(dice("specialist", 1), 4);
    // Out of range is refused, naming the unit's reach.
    let e = battle::dice_count(&data(), &Situation::new("infantry", 5, "open")).expect_err("range");
    assert_eq!(e.message().0, "ccgw-err-out-of-range");
}

#[test]
fn moving_limits_battle_l274_278() {
    let mut s = Situation::new("mg", 2, "open");
    s.moved = 1;
    assert_eq!(
        battle::dice_count(&data(), &s)
            .expect_err("mg moved")
            .message()
            .0,
        "ccgw-err-moved-no-battle"
    );
    let mut s = Situation::new("infantry", 2, "open");
    s.moved = 1;
    assert_eq!(
        battle::dice_count(&data(), &s)
            .expect("moved 1 and fires")
            .dice,
        2
    );
    s.moved = 2;
    assert!(battle::dice_count(&data(), &s).is_err());
}

#[test]
fn firer_terrain_and_cards_change_dice_l1029_l1051_l1199() {
    let mut s = Situation::new("infantry", 2, "open");
    s.firer_terrain = Some("forest".into());
    assert_eq!(
        battle::dice_count(&data(), &s).expect("ok").dice,
        2,
        "already in the forest: no change (L1031)"
    );
    s.firer_moved_in = true;
    assert_eq!(
        battle::dice_count(&data(), &s).expect("ok").dice,
        1,
        "moved into the forest: -1 (L1029)"
    );
    // Buildings likewise: no change when already there (L1053), −1 after moving in (L1051).
    let mut s = Situation::new("mg", 2, "open");
    s.firer_terrain = Some("buildings".into());
    assert_eq!(battle::dice_count(&data(), &s).expect("ok").dice, 3);
    let mut s = Situation::new("infantry", 1, "open");
    s.firer_terrain = Some("buildings".into());
    s.firer_moved_in = true;
    assert_eq!(
        battle::dice_count(&data(), &s).expect("ok").dice,
        2,
        "moved into buildings: -1 (L1051)"
    );
    let mut s = Situation::new("infantry", 1, "open");
    s.firer_terrain = Some("wire".into());
    assert_eq!(
        battle::dice_count(&data(), &s).expect("ok").dice,
        2,
        "in wire: -1 (L1199)"
    );
    s.cards = vec!["hand-grenade".into()];
    assert_eq!(
        battle::dice_count(&data(), &s).expect("ok").dice,
        4,
        "Hand Grenade +2 in close combat (L819)"
    );
    let mut s = Situation::new("infantry", 2, "open");
    s.cards = vec!["hand-grenade".into()];
    assert_eq!(
        battle::dice_count(&data(), &s)
            .expect_err("ranged")
            .message()
            .0,
        "ccgw-err-card-close-only"
    );
    // No minimum is stated: infantry at 3 hexes moving into a forest has nothing left, and an
    // attack with no dice is refused, not shown as a roll of nothing (§11 #36).
    let mut s = Situation::new("infantry", 3, "open");
    s.firer_terrain = Some("forest".into());
    s.firer_moved_in = true;
    let e = battle::dice_count(&data(), &s).expect_err("no dice");
    assert_eq!(e.message().0, "ccgw-err-no-dice");
}

fn resolve(s: &Situation, f: &str) -> battle::Outcome {
    let (r, _) = battle::reading(&data(), s, SoldierRule::Each).expect("reading");
    battle::read_faces(&faces(f), &r, s.target_figures).expect("faces")
}

#[test]
fn trench_protection_at_range_and_close_l1127_1129() {
    // At range a trench cancels 2 Soldiers and lets up to 2 Flags be ignored.
    let s = Situation::new("mg", 2, "trench");
    let o = resolve(&s, "soldier,soldier,soldier");
    assert_eq!((o.hits, o.soldiers_cancelled), (1, 2));
    let o = resolve(&s, "flag,flag,burst");
    assert_eq!((o.hits, o.retreat_min, o.retreat_max), (1, 0, 2));
    // In close combat: 1 Soldier and 1 Flag.
    let s = Situation::new("infantry", 1, "trenches");
    let o = resolve(&s, "soldier,soldier,flag");
    assert_eq!((o.hits, o.retreat_min, o.retreat_max), (1, 0, 1));
}

#[test]
fn skulls_hit_only_in_close_combat_or_for_the_specialist_at_2_l428_l486_l639() {
    let o = resolve(&Situation::new("infantry", 2, "open"), "skull,skull");
    assert_eq!(o.hits, 0);
    let o = resolve(
        &Situation::new("infantry", 1, "open"),
        "skull,skull,soldier",
    );
    assert_eq!(o.hits, 3);
    let o = resolve(&Situation::new("specialist", 2, "open"), "skull,burst");
    assert_eq!(o.hits, 2);
    let o = resolve(&Situation::new("specialist", 3, "open"), "skull");
    assert_eq!(o.hits, 0);
    // Skulls hit in close combat whatever the terrain (L993).
    let o = resolve(
        &Situation::new("infantry", 1, "buildings"),
        "skull,soldier,flag",
    );
    assert_eq!((o.hits, o.retreat_min, o.retreat_max), (1, 0, 1));
}

#[test]
fn flags_are_ignored_one_by_one_and_locks_override_l542() {
    let mut s = Situation::new("infantry", 2, "buildings");
    let o = resolve(&s, "flag,flag");
    assert_eq!(
        (o.retreat_min, o.retreat_max),
        (1, 2),
        "ignore one, carry out the other"
    );
    s.flags_locked = true;
    let o = resolve(&s, "flag,flag");
    assert_eq!((o.retreat_min, o.retreat_max), (2, 2));
    let mut s = Situation::new("infantry", 2, "open");
    s.hold_at_all_costs = true;
    let o = resolve(&s, "flag,flag");
    assert_eq!(o.retreat_min, 0);
    let mut s = Situation::new("infantry", 2, "open");
    s.body_armour = true;
    let o = resolve(&s, "soldier,burst");
    assert_eq!(o.hits, 1, "Body Armour ignores Soldiers, not Bursts (L803)");
}

#[test]
fn hills_and_excess_hits_l1079_l430() {
    let mut s = Situation::new("infantry", 1, "hill");
    assert_eq!(
        resolve(&s, "soldier").hits,
        0,
        "from lower ground the hill cancels 1 Soldier"
    );
    s.from_hill = true;
    assert_eq!(
        resolve(&s, "soldier").hits,
        1,
        "from an adjacent hill there is no protection"
    );
    let mut s = Situation::new("infantry", 1, "open");
    s.target_figures = Some(2);
    let o = resolve(&s, "burst,burst,skull");
    assert_eq!((o.hits, o.casualties, o.eliminated), (3, Some(2), true));
}

#[test]
fn soldier_rule_setting_gives_the_other_reading() {
    let s = Situation::new("infantry", 1, "open");
    let (mut r, _) = battle::reading(&data(), &s, SoldierRule::AnyOne).expect("reading");
    let o = battle::read_faces(&faces("soldier,soldier,soldier"), &r, None).expect("faces");
    assert_eq!(o.hits, 1);
    r.soldier_rule = SoldierRule::Each;
    assert_eq!(
        battle::read_faces(&faces("soldier,soldier,soldier"), &r, None)
            .expect("faces")
            .hits,
        3
    );
}

#[test]
fn odds_match_brute_force_enumeration() {
    let d = def();
    let die = battle::battle_die(&d).expect("die");
    for (unit, range, terrain) in [
        ("infantry", 1, "trenches"),
        ("mg", 2, "buildings"),
        ("specialist", 2, "forest"),
    ] {
        let s = Situation::new(unit, range, terrain);
        let n = battle::dice_count(&data(), &s).expect("count").dice;
        let (r, _) = battle::reading(&data(), &s, SoldierRule::Each).expect("reading");
        let o = battle::odds(&die, n, &r, Some(2)).expect("odds");
        let mut counts = vec![0u128; n as usize + 1];
        let mut forced = 0u128;
        let total = 6u128.pow(n);
        for code in 0..total {
            let mut c = code;
            let f: Vec<String> = (0..n)
                .map(|_| {
                    let face = die.face_id((c % 6) as usize);
                    c /= 6;
                    face
                })
                .collect();
            let out = battle::read_faces(&f, &r, None).expect("faces");
            counts[out.hits as usize] += 1;
            if out.retreat_min > 0 {
                forced += 1;
            }
        }
        for (k, ch) in o.hits.iter().enumerate() {
            assert_eq!(ch.den, total);
            assert_eq!(ch.num, counts[k], "{unit} {range} {terrain}: {k} hits");
        }
        assert_eq!(o.forced_retreat.num, forced);
        assert_eq!(o.hits.iter().map(|c| c.num).sum::<u128>(), total);
    }
}

#[test]
fn artillery_examples_l671_l693() {
    let order = data().template.order;
    let p = artillery::plan(4, &[1, 4, 4, 6], &order, CraterRule::Triple).expect("1-4-4-6");
    assert_eq!(
        (p.hexes, p.main_dice, p.cratered),
        ([1, 0, 0, 2, 0, 1], 2, false)
    );
    let p = artillery::plan(4, &[2, 2, 6, 6], &order, CraterRule::Triple).expect("2-2-6-6");
    assert_eq!(
        (p.hexes, p.main_dice, p.cratered),
        ([0, 2, 0, 0, 0, 2], 4, false)
    );
    let p = artillery::plan(4, &[1, 4, 4, 4], &order, CraterRule::Triple).expect("1-4-4-4");
    assert_eq!(
        (p.hexes, p.main_dice, p.cratered),
        ([1, 0, 0, 3, 0, 0], 3, true)
    );
    // On the cratered main target no Soldier or Flag may be ignored, even in a trench (L693).
    let r = artillery::hex_reading(
        true,
        true,
        (2, 2),
        ArtilleryCards::default(),
        SoldierRule::Each,
        false,
    );
    let o = battle::read_faces(&faces("soldier,flag,skull"), &r, None).expect("faces");
    assert_eq!((o.hits, o.retreat_min), (2, 1));
    // Around it, Skulls do not hit (L681).
    let r = artillery::hex_reading(
        false,
        true,
        (0, 0),
        ArtilleryCards::default(),
        SoldierRule::Each,
        false,
    );
    assert_eq!(
        battle::read_faces(&faces("skull,burst"), &r, None)
            .expect("faces")
            .hits,
        1
    );
}

// ---- Bookkeeping through the game state -------------------------------------------------

fn act(
    d: &GameDef,
    g: &mut GameState,
    a: CcAction,
) -> Result<(), adjutant::core::table::ActionError> {
    g.apply_mut(
        d,
        &Action::Game(GameAction::new(adjutant::games::cc_great_war::ID, &a)),
        Utc::now(),
    )
}

/// The tap that takes the Victory Medal a wiped-out unit earned.
fn take_unit_medal(d: &GameDef, g: &mut GameState, side: &str) {
    act(
        d,
        g,
        CcAction::AddMedal {
            side: side.into(),
            kind: MedalKind::Unit,
            note: String::new(),
        },
    )
    .expect("the medal taken");
}

fn cc_state(g: &GameState) -> &cc::CcState {
    match g.table.extra.get::<cc::CcState>() {
        Some(c) => c,
        None => panic!("not a CC game"),
    }
}

fn scenario() -> Scenario {
    let mut s = Scenario::blank(&["allies".into(), "central".into()]);
    s.name = "Opening Action 1".into();
    s.command_cards = [("allies".to_string(), 5), ("central".to_string(), 4)].into();
    s.start_hq = [("allies".to_string(), 3), ("central".to_string(), 2)].into();
    s.artillery = [
        ("allies".to_string(), vec![4]),
        ("central".to_string(), vec![]),
    ]
    .into();
    s.medals_to_win = 2;
    s.first_side = "central".into();
    s
}

#[test]
fn setup_deals_gives_hq_and_sets_the_first_player() {
    let d = def();
    let mut g = GameState::new(&d, "t", 1, Utc::now());
    act(&d, &mut g, CcAction::Setup(scenario())).expect("setup");
    assert_eq!(g.table.decks["command"].hands["allies"].len(), 5);
    assert_eq!(g.table.decks["combat"].hands["central"].len(), 2);
    let pool = &g.table.pools["hq"];
    assert_eq!(
        (pool.held_by("allies"), pool.held_by("central"), pool.supply),
        (3, 2, 25)
    );
    assert_eq!(g.table.cursor.side, 1);
    assert!(
        act(&d, &mut g, CcAction::Setup(scenario())).is_err(),
        "only once"
    );
}

/// Moves the phase bar from the start of a turn to its End of Turn (Phase 5).
fn to_end_of_turn(d: &GameDef, g: &mut GameState) {
    let side = g.table.cursor.side;
    while d.phases.phases[g.table.cursor.phase].id != cc::END_TURN_PHASE {
        g.apply_mut(d, &Action::NextPhase, Utc::now())
            .expect("next");
    }
    assert_eq!(g.table.cursor.side, side, "still the same turn");
}

#[test]
fn end_of_turn_choices_and_limits_l546_556() {
    let d = def();
    let mut g = GameState::new(&d, "t", 2, Utc::now());
    act(&d, &mut g, CcAction::Setup(scenario())).expect("setup");
    // Central's turn. Only the active player chooses.
    assert!(
        act(
            &d,
            &mut g,
            CcAction::EndTurnChoice {
                side: "allies".into(),
                take_hq: true
            }
        )
        .is_err()
    );
    // Not yet the end of the turn: no choice and no trade before Phase 5 (L544-556).
    let early = g.table.decks["combat"].hands["central"][0].clone();
    assert_eq!(
        act(
            &d,
            &mut g,
            CcAction::Trade {
                side: "central".into(),
                card: early
            }
        )
        .expect_err("not yet the end of the turn")
        .message()
        .0,
        "ccgw-err-trade-phase"
    );
    assert_eq!(
        act(
            &d,
            &mut g,
            CcAction::EndTurnChoice {
                side: "central".into(),
                take_hq: true
            }
        )
        .expect_err("not yet the end of the turn")
        .message()
        .0,
        "ccgw-err-end-phase"
    );
    to_end_of_turn(&d, &mut g);
    act(
        &d,
        &mut g,
        CcAction::EndTurnChoice {
            side: "central".into(),
            take_hq: true,
        },
    )
    .expect("2 HQ");
    assert_eq!(g.table.pools["hq"].held_by("central"), 4);
    assert!(
        act(
            &d,
            &mut g,
            CcAction::EndTurnChoice {
                side: "central".into(),
                take_hq: false
            }
        )
        .is_err(),
        "one choice"
    );
    // Trading a Combat card for 1 HQ, once, when none was played, at End of Turn only.
    let card = g.table.decks["combat"].hands["central"][0].clone();
    let trade = |side: &str, card: &str| CcAction::Trade {
        side: side.into(),
        card: card.into(),
    };
    let other = g.table.decks["combat"].hands["allies"][0].clone();
    assert_eq!(
        act(&d, &mut g, trade("allies", &other))
            .expect_err("not the allies' turn")
            .message()
            .0,
        "ccgw-err-trade-not-active"
    );
    assert!(cc::can_trade(&d, &g.table, "central").is_ok());
    assert!(cc::can_trade(&d, &g.table, "allies").is_err());
    act(&d, &mut g, trade("central", &card)).expect("trade");
    assert!(cc::can_trade(&d, &g.table, "central").is_err(), "once");
    assert_eq!(g.table.pools["hq"].held_by("central"), 5);
    let card = g.table.decks["combat"].hands["central"][0].clone();
    assert_eq!(
        act(
            &d,
            &mut g,
            CcAction::Trade {
                side: "central".into(),
                card
            }
        )
        .expect_err("once")
        .message()
        .0,
        "ccgw-err-trade-once"
    );
}

#[test]
fn combat_cards_cost_hq_one_per_turn_and_the_hq_returns_at_end_of_turn_l715_719() {
    let d = def();
    let mut g = GameState::new(&d, "t", 3, Utc::now());
    act(&d, &mut g, CcAction::Setup(scenario())).expect("setup");
    let hand = g.table.decks["combat"].hands["central"].clone();
    act(
        &d,
        &mut g,
        CcAction::PlayCombat {
            side: "central".into(),
            card: hand[0].clone(),
            cost: 2,
        },
    )
    .expect("play");
    let pool = &g.table.pools["hq"];
    assert_eq!(
        (pool.held_by("central"), pool.held_by("spent"), pool.supply),
        (0, 2, 25)
    );
    assert!(pool.is_conserved());
    assert_eq!(
        act(
            &d,
            &mut g,
            CcAction::PlayCombat {
                side: "central".into(),
                card: hand[1].clone(),
                cost: 0
            }
        )
        .expect_err("one per turn")
        .message()
        .0,
        "ccgw-err-one-combat"
    );
    // No trade after playing one.
    assert!(
        act(
            &d,
            &mut g,
            CcAction::Trade {
                side: "central".into(),
                card: hand[1].clone()
            }
        )
        .is_err()
    );
    // Improved Logistics gives 4 HQ instead of 2 (L835) — played by the opponent here is
    // refused for central's choice only by the one-card rule, so use allies' own card.
    // Pass the turn: the spent HQ goes back to the common pool.
    for _ in 0..9 {
        g.apply_mut(&d, &Action::NextPhase, Utc::now())
            .expect("next");
    }
    assert_eq!(g.table.cursor.side, 0);
    let pool = &g.table.pools["hq"];
    assert_eq!((pool.held_by("spent"), pool.supply), (0, 27));
    assert!(cc_state(&g).turn.combat_played.is_empty());
}

#[test]
fn improved_logistics_gives_four_hq_l835() {
    let d = def();
    let mut g = GameState::new(&d, "t", 4, Utc::now());
    let mut sc = scenario();
    sc.first_side = "allies".into();
    act(&d, &mut g, CcAction::Setup(sc)).expect("setup");
    // Put Improved Logistics into the allies' hand by drawing until it shows up (the deck is
    // shuffled), or skip if this seed never brings it within the deck.
    let mut found = false;
    for _ in 0..40 {
        if g.table.decks["combat"].hands["allies"]
            .iter()
            .any(|c| c == "improved-logistics")
        {
            found = true;
            break;
        }
        let card = g.table.decks["combat"].hands["allies"][0].clone();
        g.apply_mut(
            &d,
            &Action::DeckDiscard {
                deck: "combat".into(),
                side: "allies".into(),
                card,
            },
            Utc::now(),
        )
        .expect("discard");
        g.apply_mut(
            &d,
            &Action::DeckDraw {
                deck: "combat".into(),
                side: "allies".into(),
            },
            Utc::now(),
        )
        .expect("draw");
    }
    assert!(found, "Improved Logistics is in the Combat deck");
    act(
        &d,
        &mut g,
        CcAction::PlayCombat {
            side: "allies".into(),
            card: "improved-logistics".into(),
            cost: 0,
        },
    )
    .expect("play");
    to_end_of_turn(&d, &mut g);
    let before = g.table.pools["hq"].held_by("allies");
    act(
        &d,
        &mut g,
        CcAction::EndTurnChoice {
            side: "allies".into(),
            take_hq: true,
        },
    )
    .expect("4 HQ");
    assert_eq!(g.table.pools["hq"].held_by("allies"), before + 4);
}

#[test]
fn battles_credit_hq_from_the_pool_and_medals_win_l434_l564_l579() {
    let d = def();
    let mut g = GameState::new(&d, "t", 5, Utc::now());
    act(&d, &mut g, CcAction::Setup(scenario())).expect("setup");
    let mut s = Situation::new("infantry", 1, "open");
    s.target_figures = Some(1);
    act(
        &d,
        &mut g,
        CcAction::Battle {
            side: "central".into(),
            situation: s.clone(),
            faces: Some(faces("hq,hq,burst")),
        },
    )
    .expect("battle");
    assert_eq!(g.table.pools["hq"].held_by("central"), 4);
    // The unit is wiped out: its medal is offered, then taken with a tap.
    assert_eq!(cc_state(&g).medal_count("central"), 0);
    take_unit_medal(&d, &mut g, "central");
    assert_eq!(cc_state(&g).medal_count("central"), 1);
    assert!(cc_state(&g).winner.is_none());
    // The Under Pressure medal can never be the winning one (L619-621): at 1 of 2 it would
    // be, so it is refused even after a Recon card.
    play_recon(&d, &mut g, "central");
    let e = act(
        &d,
        &mut g,
        CcAction::AddMedal {
            side: "central".into(),
            kind: MedalKind::UnderPressure,
            note: String::new(),
        },
    )
    .expect_err("the decisive medal");
    assert_eq!(e.message().0, "ccgw-err-under-pressure-decisive");
    assert_eq!(cc_state(&g).medal_count("central"), 1);
    assert!(cc_state(&g).winner.is_none());
    act(
        &d,
        &mut g,
        CcAction::Battle {
            side: "central".into(),
            situation: s,
            faces: Some(faces("skull,flag,flag")),
        },
    )
    .expect("battle");
    assert!(cc_state(&g).winner.is_none(), "the medal is not taken yet");
    take_unit_medal(&d, &mut g, "central");
    assert_eq!(cc_state(&g).winner.as_deref(), Some("central"));
    // The game is over the moment the medals are reached (L579): nothing more is taken but
    // notes and undo.
    let drain = |n: i32| CcAction::Hq {
        side: "allies".into(),
        delta: n,
        reason: HqReason::Correction,
    };
    assert_eq!(
        act(&d, &mut g, drain(1))
            .expect_err("the game is over")
            .message()
            .0,
        "err-game-over"
    );
    g.undo_mut(Utc::now()).expect("undo the winning medal");
    assert!(cc_state(&g).winner.is_none());
    // Drain the pool: gains stop when it is empty (L564).
    let supply = g.table.pools["hq"].supply as i32;
    act(
        &d,
        &mut g,
        CcAction::Hq {
            side: "allies".into(),
            delta: supply,
            reason: HqReason::Correction,
        },
    )
    .expect("drain");
    let held = g.table.pools["hq"].held_by("central");
    let s = Situation::new("infantry", 1, "open");
    act(
        &d,
        &mut g,
        CcAction::Battle {
            side: "central".into(),
            situation: s,
            faces: Some(faces("hq,hq,hq")),
        },
    )
    .expect("battle");
    assert_eq!(
        g.table.pools["hq"].held_by("central"),
        held,
        "an empty pool gives nothing"
    );
    assert!(g.log.iter().any(|e| e.msg == "ccgw-log-pool-dry"));
}

#[test]
fn artillery_fire_spends_hq_and_resolves_hexes_in_order() {
    let d = def();
    let mut g = GameState::new(&d, "t", 6, Utc::now());
    let mut sc = scenario();
    sc.first_side = "allies".into();
    act(&d, &mut g, CcAction::Setup(sc)).expect("setup");
    let fire = CcAction::ArtilleryFire {
        side: "allies".into(),
        spend: 4,
        strength: 4,
        targeting: Some(vec![1, 4, 4, 4]),
        cards: ArtilleryCards::default(),
    };
    assert_eq!(
        act(&d, &mut g, fire.clone())
            .expect_err("3 HQ only")
            .message()
            .0,
        "err-pool-holder-short"
    );
    act(
        &d,
        &mut g,
        CcAction::Hq {
            side: "allies".into(),
            delta: 1,
            reason: HqReason::Correction,
        },
    )
    .expect("hq");
    act(&d, &mut g, fire).expect("fire");
    assert_eq!(g.table.pools["hq"].held_by("allies"), 0);
    let f = cc_state(&g).artillery.clone().expect("fire in progress");
    assert!(f.plan.cratered);
    let hex = |index, faces_: &str| CcAction::ArtilleryHex {
        index,
        terrain: "trenches".into(),
        figures: Some(4),
        faces: Some(faces(faces_)),
    };
    assert_eq!(
        act(&d, &mut g, hex(1, "burst"))
            .expect_err("main first")
            .message()
            .0,
        "ccgw-err-hex-order"
    );
    act(&d, &mut g, hex(0, "soldier,soldier,flag")).expect("main target");
    let o = cc_state(&g)
        .artillery
        .as_ref()
        .and_then(|f| f.results[0].clone())
        .expect("result");
    assert_eq!(
        (o.hits, o.retreat_min),
        (2, 1),
        "cratered: trench protection ignored"
    );
}

#[test]
fn combat_card_costs_are_remembered_once_entered() {
    let d = def();
    let mut g = GameState::new(&d, "t", 8, Utc::now());
    act(&d, &mut g, CcAction::Setup(scenario())).expect("setup");
    let card = g.table.decks["combat"].hands["central"][0].clone();
    assert_eq!(
        cc_state(&g).cost_of(&d, &card),
        None,
        "the text gives no costs"
    );
    act(
        &d,
        &mut g,
        CcAction::PlayCombat {
            side: "central".into(),
            card: card.clone(),
            cost: 1,
        },
    )
    .expect("play");
    assert_eq!(cc_state(&g).cost_of(&d, &card), Some(1));
}

/// Puts a Recon Left card in `side`'s hand (taken from wherever it is, so none is created).
fn give_recon(g: &mut GameState, side: &str) {
    let deck = g.table.decks.get_mut("command").expect("command deck");
    let card = "recon-left".to_string();
    if let Some(i) = deck.draw.iter().position(|c| *c == card) {
        deck.draw.remove(i);
    } else if let Some(i) = deck.discard.iter().position(|c| *c == card) {
        deck.discard.remove(i);
    } else {
        for h in deck.hands.values_mut() {
            if let Some(i) = h.iter().position(|c| *c == card) {
                h.remove(i);
                break;
            }
        }
    }
    deck.hands.entry(side.into()).or_default().push(card);
}

fn hand(g: &GameState, side: &str) -> usize {
    g.table.decks["command"].hands[side].len()
}

/// Recon draws 2 and keeps 1 (L875), but only 1 after the Under Pressure medal (L617-621);
/// the setting extends that to any medal gained in the turn (the text does not say which).
#[test]
fn recon_draws_two_or_one_after_a_medal_l875_l619() {
    let d = def();
    for (kind, any, drawn) in [
        (None, false, 2),
        (Some(cc::MedalKind::UnderPressure), false, 1),
        (Some(cc::MedalKind::Unit), false, 2),
        (Some(cc::MedalKind::Unit), true, 1),
    ] {
        let mut g = GameState::new(&d, "t", 3, Utc::now());
        act(&d, &mut g, CcAction::Setup(scenario())).expect("setup");
        let mut settings = cc_state(&g).settings;
        settings.recon_any_medal = any;
        act(&d, &mut g, CcAction::Settings(settings)).expect("settings");
        give_recon(&mut g, "central");
        let before = hand(&g, "central");
        act(
            &d,
            &mut g,
            CcAction::PlayCommand {
                side: "central".into(),
                card: "recon-left".into(),
            },
        )
        .expect("play recon");
        if let Some(k) = kind {
            act(
                &d,
                &mut g,
                CcAction::AddMedal {
                    side: "central".into(),
                    kind: k,
                    note: String::new(),
                },
            )
            .expect("medal");
        }
        to_end_of_turn(&d, &mut g);
        act(
            &d,
            &mut g,
            CcAction::DrawCommand {
                side: "central".into(),
            },
        )
        .expect("draw");
        assert_eq!(
            hand(&g, "central"),
            before - 1 + drawn,
            "{kind:?} any={any}"
        );
    }
}

/// Moves one copy of `card` of `deck` into `side`'s hand (from wherever it is, so none is
/// created).
fn give(g: &mut GameState, deck: &str, side: &str, card: &str) {
    let deck = g.table.decks.get_mut(deck).expect("deck");
    let card = card.to_string();
    if let Some(i) = deck.draw.iter().position(|c| *c == card) {
        deck.draw.remove(i);
    } else if let Some(i) = deck.discard.iter().position(|c| *c == card) {
        deck.discard.remove(i);
    } else {
        for h in deck.hands.values_mut() {
            if let Some(i) = h.iter().position(|c| *c == card) {
                h.remove(i);
                break;
            }
        }
    }
    deck.hands.entry(side.into()).or_default().push(card);
}

/// A game where the allies (one firepower-4 artillery, 4 HQ) are to play.
fn allies_game(seed: u64) -> (GameDef, GameState) {
    let d = def();
    let mut g = GameState::new(&d, "t", seed, Utc::now());
    let mut sc = scenario();
    sc.first_side = "allies".into();
    sc.start_hq.insert("allies".into(), 4);
    act(&d, &mut g, CcAction::Setup(sc)).expect("setup");
    (d, g)
}

fn fire(targeting: Vec<u32>, cards: ArtilleryCards) -> CcAction {
    CcAction::ArtilleryFire {
        side: "allies".into(),
        spend: targeting.len() as u32,
        strength: 4,
        targeting: Some(targeting),
        cards,
    }
}

fn hex(index: usize, terrain: &str, figures: Option<u32>, f: &str) -> CcAction {
    CcAction::ArtilleryHex {
        index,
        terrain: terrain.into(),
        figures,
        faces: Some(faces(f)),
    }
}

fn bombardment(g: &GameState) -> cc::ArtilleryFire {
    cc_state(g).artillery.clone().expect("fire in progress")
}

/// Shell Shortage read per hex (L847, digest §11 #25, a setting): a hex left with no dice
/// has nothing to roll and is passed over at once, so it cannot hold up the next hex.
#[test]
fn shell_shortage_passes_over_hexes_left_with_no_dice() {
    let (d, mut g) = allies_game(11);
    let mut settings = cc_state(&g).settings;
    settings.shell_shortage = artillery::ShellShortageRule::PerHex;
    act(&d, &mut g, CcAction::Settings(settings)).expect("settings");
    let ss = ArtilleryCards {
        shell_shortage: true,
        ..ArtilleryCards::default()
    };
    // 1-4-4-4: main target 3 → 1 die, hex 1: 1 → 0, hex 4: 3 → 1.
    act(&d, &mut g, fire(vec![1, 4, 4, 4], ss)).expect("fire");
    let f = bombardment(&g);
    assert_eq!(f.skip_of(1), Some(cc::HexSkip::NoDice));
    assert_eq!(f.next_hex(), Some(0));
    assert!(g.log.iter().any(|e| e.msg == "ccgw-log-artillery-no-dice"));
    act(&d, &mut g, hex(0, "open", Some(4), "burst")).expect("main target");
    assert_eq!(bombardment(&g).next_hex(), Some(2), "hex 1 is passed over");
    assert_eq!(
        act(&d, &mut g, hex(1, "open", Some(4), "burst"))
            .expect_err("nothing to roll there")
            .message()
            .0,
        "ccgw-err-hex-done"
    );
    act(&d, &mut g, hex(2, "open", Some(4), "soldier")).expect("hex 4 right after the main");
    assert_eq!(
        bombardment(&g).next_hex(),
        None,
        "the bombardment is resolved"
    );
}

/// "No unit here" passes a hex over with no roll and no HQ (L675, L575); wire with no unit is
/// still rolled for, a Burst removes it (L1203), but its HQ symbols earn nothing (L575); HQ
/// rolled against a unit is credited to the firing side (L685).
#[test]
fn empty_hexes_are_skipped_and_earn_no_hq_l575_l675_l1203() {
    let (d, mut g) = allies_game(12);
    // 1-1-4-6: main target 2 dice, then hex 1 (2 dice), 4 and 6 (1 each).
    act(
        &d,
        &mut g,
        fire(vec![1, 1, 4, 6], ArtilleryCards::default()),
    )
    .expect("fire");
    let held = |g: &GameState| g.table.pools["hq"].held_by("allies");
    assert_eq!(held(&g), 0, "4 HQ bought 4 targeting dice");
    assert_eq!(
        act(&d, &mut g, CcAction::ArtillerySkip { index: 1 })
            .expect_err("main target first")
            .message()
            .0,
        "ccgw-err-hex-order"
    );
    act(&d, &mut g, CcAction::ArtillerySkip { index: 0 }).expect("no unit on the main target");
    assert_eq!(bombardment(&g).skip_of(0), Some(cc::HexSkip::NoUnit));
    assert_eq!(held(&g), 0, "nothing rolled, nothing earned");
    assert!(g.log.iter().any(|e| e.msg == "ccgw-log-artillery-no-unit"));
    // Hex 1: no unit and open ground is refused with a clear message, changing nothing.
    assert_eq!(
        act(&d, &mut g, hex(1, "open", Some(0), "hq"))
            .expect_err("nothing to roll against")
            .message()
            .0,
        "ccgw-err-hex-empty"
    );
    assert_eq!(bombardment(&g).next_hex(), Some(1));
    // Hex 1: wire and no unit: the Burst cuts the wire, the HQ symbol earns nothing.
    act(&d, &mut g, hex(1, "wire", Some(0), "hq,burst")).expect("wire only");
    let o = bombardment(&g).results[1].clone().expect("rolled");
    assert_eq!((o.hq, o.hq_earned), (1, 0));
    assert!(o.steps.iter().any(|l| l.msg == "ccgw-step-wire-cut"));
    assert!(g.log.iter().any(|e| e.msg == "ccgw-log-wire-cut"));
    assert_eq!(held(&g), 0);
    // Hex 4: a unit in the open: its HQ symbol earns a token.
    act(&d, &mut g, hex(2, "open", Some(4), "hq")).expect("unit");
    assert_eq!(held(&g), 1, "HQ rolled against an enemy unit is credited");
    // Hex 6: a unit in wire: no protection (L1199), and the Burst still removes the wire.
    act(&d, &mut g, hex(3, "wire", Some(4), "burst")).expect("unit in wire");
    let o = bombardment(&g).results[3].clone().expect("rolled");
    assert_eq!((o.hits, o.retreat_min), (1, 0));
    assert!(o.steps.iter().any(|l| l.msg == "ccgw-step-wire-cut"));
}

/// The command line and the app read a bombarded hex with the same functions: Box Barrage
/// strips protection from every hex and every Skull hits (L733, digest §11 #20).
#[test]
fn box_barrage_terms_are_the_ones_the_app_reads_with() {
    let bb = ArtilleryCards {
        box_barrage: true,
        ..ArtilleryCards::default()
    };
    let p = artillery::plan(4, &[1, 4, 4, 6], &data().template.order, CraterRule::Triple)
        .expect("plan");
    for t in artillery::hex_terms(&p, bb) {
        assert!(t.protection_ignored && t.skulls_hit, "{t:?}");
        let r = artillery::hex_reading(
            t.hex.is_none(),
            p.cratered,
            (2, 2),
            bb,
            SoldierRule::Each,
            false,
        );
        assert_eq!((r.soldiers_cancelled, r.flags_ignorable), (0, 0));
    }
    let plain = artillery::hex_terms(&p, ArtilleryCards::default());
    assert!(
        plain.iter().all(|t| !t.protection_ignored),
        "no triple, no card"
    );
    assert_eq!(
        plain.iter().map(|t| t.skulls_hit).collect::<Vec<_>>(),
        vec![true, false, false, false],
        "Skulls hit only on the main target (L679)"
    );
}

/// With the "3+ dice on the main target" reading, two pairs crater, and the step says why.
#[test]
fn crater_step_names_the_rule_in_effect() {
    let order = data().template.order;
    let center = artillery::plan(4, &[2, 2, 6, 6], &order, CraterRule::CenterDice).expect("plan");
    let ids: Vec<&str> = center.steps.iter().map(|l| l.msg.as_str()).collect();
    assert!(ids.contains(&"ccgw-art-step-crater-center"), "{ids:?}");
    assert!(!ids.contains(&"ccgw-art-step-crater"), "{ids:?}");
    let triple = artillery::plan(4, &[1, 4, 4, 4], &order, CraterRule::Triple).expect("plan");
    assert!(triple.steps.iter().any(|l| l.msg == "ccgw-art-step-crater"));
}

/// A remembered Combat card cost can be corrected: the new cost is paid, logged and
/// remembered.
#[test]
fn a_remembered_combat_card_cost_can_be_corrected() {
    let d = def();
    let mut g = GameState::new(&d, "t", 8, Utc::now());
    act(&d, &mut g, CcAction::Setup(scenario())).expect("setup");
    give(&mut g, "combat", "central", "hand-grenade");
    act(
        &d,
        &mut g,
        CcAction::PlayCombat {
            side: "central".into(),
            card: "hand-grenade".into(),
            cost: 1,
        },
    )
    .expect("play");
    assert_eq!(cc_state(&g).cost_of(&d, "hand-grenade"), Some(1));
    // The same card, in the other side's hand, this time with the right cost.
    give(&mut g, "combat", "allies", "hand-grenade");
    let before = g.table.pools["hq"].held_by("allies");
    act(
        &d,
        &mut g,
        CcAction::PlayCombat {
            side: "allies".into(),
            card: "hand-grenade".into(),
            cost: 2,
        },
    )
    .expect("play with the corrected cost");
    assert_eq!(g.table.pools["hq"].held_by("allies"), before - 2);
    assert_eq!(cc_state(&g).cost_of(&d, "hand-grenade"), Some(2));
    assert!(g.log.iter().any(|e| e.msg == "ccgw-log-cost-corrected"));
}

/// Improved Logistics gives 4 HQ to the side that played it, not to whoever takes HQ (L835).
#[test]
fn improved_logistics_helps_only_the_side_that_played_it() {
    let (d, mut g) = allies_game(13);
    // The central side plays it during the allies' turn: the allies still take 2.
    give(&mut g, "combat", "central", "improved-logistics");
    act(
        &d,
        &mut g,
        CcAction::PlayCombat {
            side: "central".into(),
            card: "improved-logistics".into(),
            cost: 0,
        },
    )
    .expect("play");
    to_end_of_turn(&d, &mut g);
    let before = g.table.pools["hq"].held_by("allies");
    act(
        &d,
        &mut g,
        CcAction::EndTurnChoice {
            side: "allies".into(),
            take_hq: true,
        },
    )
    .expect("HQ");
    assert_eq!(g.table.pools["hq"].held_by("allies"), before + 2);
}

/// Only temporary and majority medals can be lost (L589-621); the others are refused.
#[test]
fn only_temporary_and_majority_medals_can_be_lost() {
    let d = def();
    let mut s = scenario();
    s.medals_to_win = 10;
    let add = |kind| CcAction::AddMedal {
        side: "central".into(),
        kind,
        note: String::new(),
    };
    let remove = |index| CcAction::RemoveMedal {
        side: "central".into(),
        index,
    };
    for kind in MedalKind::ALL {
        let mut g = GameState::new(&d, "t", 9, Utc::now());
        act(&d, &mut g, CcAction::Setup(s.clone())).expect("setup");
        if kind == MedalKind::UnderPressure {
            play_recon(&d, &mut g, "central");
        }
        act(&d, &mut g, add(kind)).expect("medal");
        let r = act(&d, &mut g, remove(0));
        assert_eq!(r.is_ok(), kind.can_be_lost(), "{kind:?}");
        if let Err(e) = r {
            assert_eq!(e.message().0, "ccgw-err-medal-kept");
            assert_eq!(cc_state(&g).medal_count("central"), 1, "nothing changed");
        }
    }
    assert!(MedalKind::Temporary.can_be_lost() && !MedalKind::Unit.can_be_lost());
}

/// The Combat hand limit refuses a draw (L552, L699).
#[test]
fn a_full_combat_hand_refuses_the_draw_l552_l699() {
    let d = def();
    let mut g = GameState::new(&d, "t", 10, Utc::now());
    let mut s = scenario();
    s.combat_cards.insert("central".into(), 5);
    act(&d, &mut g, CcAction::Setup(s)).expect("setup");
    assert_eq!(cc_state(&g).combat_limit(&d, "central"), 5);
    // The choice is made at the End of Turn (L546).
    to_end_of_turn(&d, &mut g);
    let e = act(
        &d,
        &mut g,
        CcAction::EndTurnChoice {
            side: "central".into(),
            take_hq: false,
        },
    )
    .expect_err("5 cards already");
    assert_eq!(e.message().0, "ccgw-err-combat-hand-full");
    assert_eq!(g.table.decks["combat"].hands["central"].len(), 5);
    assert!(
        !cc_state(&g).turn.end_choice_made,
        "the choice is still open"
    );
}

/// With the players' own cards the app only counts: the piles go down as cards are dealt,
/// drawn and played.
#[test]
fn physical_cards_are_counted_down() {
    let d = def();
    let mut g = GameState::new(&d, "t", 11, Utc::now());
    let mut settings = cc_state(&g).settings;
    settings.physical_cards = true;
    act(&d, &mut g, CcAction::Settings(settings)).expect("physical");
    act(&d, &mut g, CcAction::Setup(scenario())).expect("setup");
    let p = |g: &GameState, deck: &str| cc_state(g).physical[deck].clone();
    // Dealt: 5 + 4 Command cards, 2 + 2 Combat cards.
    assert_eq!(p(&g, "command").left, 58 - 9);
    assert_eq!(p(&g, "combat").left, 40 - 4);
    assert_eq!(p(&g, "command").hands["central"], 4);
    act(
        &d,
        &mut g,
        CcAction::PlayCommand {
            side: "central".into(),
            card: "probe-left".into(),
        },
    )
    .expect("play");
    to_end_of_turn(&d, &mut g);
    act(
        &d,
        &mut g,
        CcAction::DrawCommand {
            side: "central".into(),
        },
    )
    .expect("draw");
    let c = p(&g, "command");
    assert_eq!((c.left, c.hands["central"]), (58 - 10, 4));
    assert_eq!(c.discard, vec!["probe-left".to_string()]);
    act(
        &d,
        &mut g,
        CcAction::EndTurnChoice {
            side: "central".into(),
            take_hq: false,
        },
    )
    .expect("combat card");
    assert_eq!(p(&g, "combat").left, 40 - 5);
    assert_eq!(p(&g, "combat").hands["central"], 3);
}

/// The decks as the data gives them: 58 Command cards (40 Section + 18 Tactic, L869, L935) and
/// 40 Combat cards; every card says when it is played.
#[test]
fn deck_totals_and_timings_from_the_data() {
    let d = def();
    let deck = |id: &str| d.decks.iter().find(|x| x.id == id).expect("deck");
    let count = |id: &str, kind: Option<&str>| -> u32 {
        deck(id)
            .cards
            .iter()
            .filter(|c| kind.is_none_or(|k| c.kind.as_deref() == Some(k)))
            .map(|c| c.count)
            .sum()
    };
    assert_eq!(count("command", None), 58);
    assert_eq!(count("command", Some("section")), 40);
    assert_eq!(count("command", Some("tactic")), 18);
    assert_eq!(count("combat", None), 40);
    let loc = adjutant::i18n::Localizer::new(adjutant::i18n::Lang::En);
    for id in ["command", "combat"] {
        for c in &deck(id).cards {
            let t = c
                .timing
                .as_deref()
                .unwrap_or_else(|| panic!("{} has no timing", c.id));
            for l in adjutant::i18n::Lang::ALL {
                assert!(loc.has(l, t), "{t} missing in {l:?}");
            }
        }
    }
    let strike = deck("command")
        .cards
        .iter()
        .find(|c| c.id == "strike-first")
        .expect("Strike First");
    assert_eq!(strike.timing.as_deref(), Some("ccgw-timing-strike-first"));
}

fn resolve_close(terrain: &str, f: &str) -> battle::Outcome {
    resolve(&Situation::new("infantry", 1, terrain), f)
}

/// Target protection from the rulebook: forest 1 Soldier and no Flag (L1033), rubble 1 and 1
/// (L1105), shell craters 1 and 1 (L1153), mine craters 1 and 1 (L1177), wire none (L1199),
/// at range and in close combat alike.
#[test]
fn protection_of_forest_rubble_craters_and_wire() {
    for (terrain, soldiers, flags) in [
        ("forest", 1, 0),
        ("rubble", 1, 1),
        ("shell-craters", 1, 1),
        ("mine-craters", 1, 1),
        ("wire", 0, 0),
    ] {
        for range in [1, 2] {
            let (r, _) = battle::reading(
                &data(),
                &Situation::new("infantry", range, terrain),
                SoldierRule::Each,
            )
            .expect("reading");
            assert_eq!(
                (r.soldiers_cancelled, r.flags_ignorable),
                (soldiers, flags),
                "{terrain} at range {range}"
            );
        }
        // Two Soldiers and two Flags in close combat.
        let o = resolve_close(terrain, "soldier,soldier,flag,flag");
        assert_eq!(o.hits, 2 - soldiers, "{terrain}");
        assert_eq!((o.retreat_min, o.retreat_max), (2 - flags, 2), "{terrain}");
    }
}

/// A mortar's Burst on a target in wire removes the wire (L1205): the reading says so; other
/// units' Bursts do not, and neither do a mortar's other faces.
#[test]
fn a_mortar_burst_on_wire_is_a_reminder_to_remove_it_l1205() {
    let note = |unit: &str, terrain: &str, f: &str| {
        let s = Situation::new(unit, 2, terrain);
        let mut o = resolve(&s, f);
        battle::add_notes(&data(), &s, &mut o);
        o.steps.iter().any(|l| l.msg == "ccgw-step-wire-cut")
    };
    assert!(note("mortar", "wire", "burst,soldier"));
    assert!(!note("mortar", "wire", "soldier,flag"));
    assert!(!note("mortar", "open", "burst"));
    assert!(!note("infantry", "wire", "burst"));
}

/// Saves made before Improved Logistics kept its side still load; the old flag names nobody.
#[test]
fn older_turn_flags_still_load() {
    let old = r#"{"combat_played":[],"end_choice_made":false,"traded":false,
        "command_drawn":false,"improved_logistics":true,"direct_from_hq":false,"recon":false}"#;
    let t: cc::TurnFlags = serde_json::from_str(old).expect("old save");
    assert_eq!(t.improved_logistics, None);
    let new = old.replace("true,\"direct", "\"allies\",\"direct");
    let t: cc::TurnFlags = serde_json::from_str(&new).expect("new save");
    assert_eq!(t.improved_logistics.as_deref(), Some("allies"));
    let missing = old.replace("\"improved_logistics\":true,", "");
    let t: cc::TurnFlags = serde_json::from_str(&missing).expect("no field");
    assert_eq!(t.improved_logistics, None);
}

fn play_recon(d: &adjutant::core::def::GameDef, g: &mut GameState, side: &str) {
    give_recon(g, side);
    act(
        d,
        g,
        CcAction::PlayCommand {
            side: side.into(),
            card: "recon-left".into(),
        },
    )
    .expect("play recon");
}

/// The Under Pressure medal (L617-621) goes only to the side to play, in a turn it played a
/// Recon card, before its end-of-turn draw, and once; otherwise it is refused and nothing
/// changes.
#[test]
fn under_pressure_only_after_a_recon_before_the_draw_l617_l621() {
    let d = def();
    let mut s = scenario();
    s.medals_to_win = 10;
    let up = |side: &str| CcAction::AddMedal {
        side: side.into(),
        kind: MedalKind::UnderPressure,
        note: String::new(),
    };
    let refused = |g: &mut GameState, side: &str| {
        let before = cc_state(g).medal_count(side);
        let e = act(&d, g, up(side)).expect_err("refused");
        assert_eq!(e.message().0, "ccgw-err-under-pressure");
        assert_eq!(cc_state(g).medal_count(side), before, "nothing changed");
    };
    let mut g = GameState::new(&d, "t", 3, Utc::now());
    act(&d, &mut g, CcAction::Setup(s)).expect("setup");
    // No Recon played yet.
    refused(&mut g, "central");
    play_recon(&d, &mut g, "central");
    // Not the side to play.
    refused(&mut g, "allies");
    act(&d, &mut g, up("central")).expect("after a Recon");
    assert_eq!(cc_state(&g).medal_count("central"), 1);
    // Only once.
    refused(&mut g, "central");
    // And it replaces Recon's second card: after the draw it is too late.
    let mut g2 = GameState::new(&d, "t", 4, Utc::now());
    act(&d, &mut g2, CcAction::Setup(scenario())).expect("setup");
    play_recon(&d, &mut g2, "central");
    to_end_of_turn(&d, &mut g2);
    act(
        &d,
        &mut g2,
        CcAction::DrawCommand {
            side: "central".into(),
        },
    )
    .expect("draw");
    refused(&mut g2, "central");
}

/// The turn's HQ numbers and the artillery tokens come from `turn.json` with the text's values
/// (2 HQ, 4 with Improved Logistics, 1 for a trade, Recon draws 2, 4 tokens); a player's copy
/// changes them; a broken one is reported by field and the built-in one used.
#[test]
fn turn_numbers_come_from_data_l546_l548_l835_l875() {
    let t = CcData::of(&def()).expect("data").turn;
    assert_eq!(
        (
            t.end_turn_hq.value,
            t.improved_logistics_hq.value,
            t.trade_hq.value,
            t.recon_draw.value,
            t.artillery_tokens.value
        ),
        (2, 4, 1, 2, 4)
    );
    // Five artillery tokens for one side are more than the box holds: refused.
    let d = def();
    let mut g = GameState::new(&d, "t", 1, Utc::now());
    let mut s = scenario();
    s.artillery.insert("allies".into(), vec![1, 1, 1, 1, 1]);
    let e = act(&d, &mut g, CcAction::Setup(s)).expect_err("five tokens");
    assert_eq!(e.message().0, "ccgw-err-artillery-tokens");

    // A house rule of 3 HQ at the end of the turn, from the player's data folder.
    let dir = tempfile::tempdir().expect("tempdir");
    let folder = dir.path().join("cc-great-war");
    std::fs::create_dir_all(&folder).expect("mkdir");
    let embedded = include_str!("../data/cc-great-war/turn.json");
    let mine = embedded.replacen(
        "\"end_turn_hq\": { \"value\": 2",
        "\"end_turn_hq\": { \"value\": 3",
        1,
    );
    assert_ne!(mine, embedded);
    std::fs::write(folder.join("turn.json"), &mine).expect("write");
    let content = adjutant::games::load_content(Some(dir.path()));
    assert!(content.problems.is_empty(), "{:?}", content.problems);
    let d = content.game("cc-great-war").expect("cc").clone();
    let mut g = GameState::new(&d, "t", 2, Utc::now());
    act(&d, &mut g, CcAction::Setup(scenario())).expect("setup");
    to_end_of_turn(&d, &mut g);
    let before = g.table.pools["hq"].held_by("central");
    act(
        &d,
        &mut g,
        CcAction::EndTurnChoice {
            side: "central".into(),
            take_hq: true,
        },
    )
    .expect("take HQ");
    assert_eq!(g.table.pools["hq"].held_by("central"), before + 3);

    // A Recon that draws 0 cards is not a number the file may hold.
    let bad = embedded.replacen(
        "\"recon_draw\": { \"value\": 2",
        "\"recon_draw\": { \"value\": 0",
        1,
    );
    std::fs::write(folder.join("turn.json"), &bad).expect("write");
    let content = adjutant::games::load_content(Some(dir.path()));
    assert_eq!(content.problems.len(), 1, "{:?}", content.problems);
    assert_eq!(content.problems[0].field, "recon_draw.value");
    let d = content.game("cc-great-war").expect("cc");
    assert_eq!(CcData::of(d).expect("data").turn.recon_draw.value, 2);
}

// ---- Audit: movement, card combinations, contradictions, dice caps ----

fn err_of(s: &Situation) -> (&'static str, Vec<(&'static str, String)>) {
    battle::dice_count(&data(), s)
        .expect_err("refused")
        .message()
}

fn arg<'a>(args: &'a [(&'static str, String)], key: &str) -> &'a str {
    args.iter()
        .find(|(k, _)| *k == key)
        .map_or("", |(_, v)| v.as_str())
}

/// Trench Raid (move up to 4 and close-combat with +1, L765), Infantry Assault (move 2 and
/// battle, L957) and Advance Over The Top (1 hex, then up to 2 more from its dice, L729) raise
/// the move limit; the refusal names the hexes really moved.
#[test]
fn cards_raise_the_move_limit_l729_l765_l957() {
    let mut s = Situation::new("infantry", 1, "trenches");
    s.moved = 4;
    s.cards = vec!["trench-raid".into()];
    assert_eq!(battle::dice_count(&data(), &s).expect("raid").dice, 4);
    s.moved = 5;
    let (id, args) = err_of(&s);
    assert_eq!(id, "ccgw-err-moved-too-far");
    assert_eq!((arg(&args, "moved"), arg(&args, "max")), ("5", "4"));
    let mut s = Situation::new("infantry", 2, "open");
    s.moved = 2;
    let (id, args) = err_of(&s);
    assert_eq!((id, arg(&args, "moved")), ("ccgw-err-moved-too-far", "2"));
    s.cards = vec!["infantry-assault".into()];
    assert_eq!(battle::dice_count(&data(), &s).expect("assault").dice, 2);
    s.moved = 3;
    let (id, args) = err_of(&s);
    assert_eq!((id, arg(&args, "moved")), ("ccgw-err-moved-too-far", "3"));
    s.cards = vec!["advance-over-the-top".into()];
    assert_eq!(battle::dice_count(&data(), &s).expect("advance").dice, 2);
    // Machine guns and mortars are not infantry for Infantry Assault (L959).
    let mut s = Situation::new("mg", 2, "open");
    s.cards = vec!["infantry-assault".into()];
    assert_eq!(err_of(&s).0, "ccgw-err-card-unit");
}

/// Moving into forest or buildings is a move (L1025, L1047): a machine gun or mortar that did
/// cannot battle (L372, L396).
#[test]
fn moving_in_is_a_move_l1025_l1047_l372_l396() {
    for unit in ["mg", "mortar"] {
        let mut s = Situation::new(unit, 2, "open");
        s.firer_terrain = Some("forest".into());
        s.firer_moved_in = true;
        let (id, args) = err_of(&s);
        assert_eq!((id, arg(&args, "moved")), ("ccgw-err-moved-no-battle", "1"));
    }
    let mut s = Situation::new("infantry", 2, "open");
    s.firer_terrain = Some("buildings".into());
    s.firer_moved_in = true;
    assert_eq!(battle::dice_count(&data(), &s).expect("infantry").dice, 1);
}

/// One Command and one Combat card per side a turn (L232, L717-719); the defender's cards
/// (Butt & Bayonet L807, Surprise Ambush L853) never join the attacker's; Battle Fury is for
/// infantry that can take ground (L506, L514, L795).
#[test]
fn cards_that_cannot_combine_are_refused_l232_l717_l795() {
    let close = |cards: &[&str], unit: &str| {
        let mut s = Situation::new(unit, 1, "open");
        s.cards = cards.iter().map(|c| c.to_string()).collect();
        s
    };
    let (id, args) = err_of(&close(&["hand-grenade", "battle-fury"], "infantry"));
    assert_eq!(id, "ccgw-err-two-combat-cards");
    assert_eq!(arg(&args, "second"), "ccgw-card-battle-fury");
    assert_eq!(
        err_of(&close(&["big-show", "storm-of-fire"], "infantry")).0,
        "ccgw-err-two-command-cards"
    );
    assert_eq!(
        err_of(&close(&["butt-and-bayonet", "big-show"], "infantry")).0,
        "ccgw-err-card-sides"
    );
    assert_eq!(
        err_of(&close(&["surprise-ambush", "storm-of-fire"], "mg")).0,
        "ccgw-err-card-sides"
    );
    assert_eq!(
        err_of(&close(&["hand-grenade", "hand-grenade"], "infantry")).0,
        "ccgw-err-card-twice"
    );
    assert_eq!(
        err_of(&close(&["battle-fury"], "mg")).0,
        "ccgw-err-card-unit"
    );
    // One of each deck is fine: 3 + 2 (Hand Grenade) + 1 (Big Show).
    let ok = close(&["hand-grenade", "big-show"], "infantry");
    assert_eq!(battle::dice_count(&data(), &ok).expect("ok").dice, 6);
    let ok = close(&["butt-and-bayonet"], "mg");
    assert_eq!(battle::dice_count(&data(), &ok).expect("ok").dice, 4);
}

/// Mortar Barrage's "+1 die for the whole turn" (L789) counts in close combat by default; the
/// setting reads it as ranged fire only.
#[test]
fn mortar_barrage_in_close_combat_is_a_setting_l789() {
    let mut s = Situation::new("mortar", 1, "open");
    s.cards = vec!["mortar-barrage".into()];
    assert_eq!(battle::dice_count(&data(), &s).expect("default").dice, 4);
    let ranged_only = cc::CcSettings {
        mortar_barrage_ranged_only: true,
        ..cc::CcSettings::default()
    };
    let e = battle::dice_count_in(&data(), &s, &ranged_only).expect_err("setting");
    assert_eq!(e.message().0, "ccgw-err-card-ranged-only");
    s.range = 3;
    assert_eq!(
        battle::dice_count_in(&data(), &s, &ranged_only)
            .expect("ranged")
            .dice,
        3
    );
}

/// Shell Shortage's "reduced by 2" (L847): 2 in all by default (the card's words), taken from
/// the hexes in the order they are resolved; per hex is a setting.
#[test]
fn shell_shortage_in_all_is_the_default_l847() {
    let (d, mut g) = allies_game(12);
    assert_eq!(
        cc_state(&g).settings.shell_shortage,
        artillery::ShellShortageRule::Total
    );
    let ss = ArtilleryCards {
        shell_shortage: true,
        ..ArtilleryCards::default()
    };
    // 1-4-4-6: main target 2 → 0, then hex 1: 1, hex 4: 2, hex 6: 1 untouched.
    act(&d, &mut g, fire(vec![1, 4, 4, 6], ss)).expect("fire");
    let f = bombardment(&g);
    assert_eq!(f.skip_of(0), Some(cc::HexSkip::NoDice));
    assert_eq!(f.skip_of(1), None);
    assert_eq!(f.next_hex(), Some(1));
    let e = act(&d, &mut g, hex(1, "open", Some(4), "burst,burst")).expect_err("1 die");
    assert_eq!(e.message().0, "ccgw-err-faces-count");
    act(&d, &mut g, hex(1, "open", Some(4), "burst")).expect("hex 1");
}

/// Faces entered must be as many as the dice: more would count hits never rolled.
#[test]
fn more_faces_than_dice_is_an_error_not_extra_hits() {
    let d = def();
    let mut g = GameState::new(&d, "t", 5, Utc::now());
    act(&d, &mut g, CcAction::Setup(scenario())).expect("setup");
    let s = Situation::new("infantry", 2, "open");
    let e = act(
        &d,
        &mut g,
        CcAction::Battle {
            side: "central".into(),
            situation: s.clone(),
            faces: Some(faces("burst,burst,burst")),
        },
    )
    .expect_err("2 dice, 3 faces");
    let (id, args) = e.message();
    assert_eq!(id, "ccgw-err-faces-count");
    assert_eq!((arg(&args, "expected"), arg(&args, "got")), ("2", "3"));
    assert!(cc_state(&g).last_battle.is_none());
}

/// No roll of the game has more dice than `max_battle_dice` (15: Crossfire of three machine-gun
/// teams with their cards, L374-376); the extra dice are bounded before anything is counted, so
/// a huge number costs nothing.
#[test]
fn battle_dice_are_capped_from_the_data() {
    let cap = data().turn.max_battle_dice.value;
    assert_eq!(cap, 15);
    let mut s = Situation::new("mg", 2, "open");
    s.extra_dice = 1_000_000_000;
    let (id, args) = err_of(&s);
    assert_eq!((id, arg(&args, "max")), ("ccgw-err-extra-dice", "15"));
    s.extra_dice = 13;
    assert_eq!(err_of(&s).0, "ccgw-err-too-many-dice");
    s.extra_dice = 12;
    assert_eq!(battle::dice_count(&data(), &s).expect("cap").dice, 15);
    s.extra_dice = -4;
    assert_eq!(err_of(&s).0, "ccgw-err-no-dice");
}

/// A row of No Man's Land is at most as wide as the board (12 hexes, L51).
#[test]
fn no_mans_land_rows_fit_the_board_l51() {
    let d = def();
    let mut g = GameState::new(&d, "t", 5, Utc::now());
    let mut sc = scenario();
    sc.nml_rows = vec![12, 13];
    let e = act(&d, &mut g, CcAction::Setup(sc)).expect_err("13 hexes");
    let (id, args) = e.message();
    assert_eq!((id, arg(&args, "max")), ("ccgw-err-nml-rows", "12"));
}

mod odds_property {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        /// Exact odds at every size the game allows: the outcomes always sum to the total, and
        /// no probability is above 1 (the old u128 sums overflowed from 50 dice).
        #[test]
        fn odds_sum_to_one_at_every_allowed_size(
            n in 1u32..=15,
            cancelled in 0u32..3,
            flags in 0u32..3,
            skulls in any::<bool>(),
            any_one in any::<bool>(),
        ) {
            let die = battle::battle_die(&def()).expect("die");
            let r = battle::Reading {
                soldiers_cancelled: cancelled,
                flags_ignorable: flags,
                skulls_hit: skulls,
                hq_earns: true,
                soldier_rule: if any_one { SoldierRule::AnyOne } else { SoldierRule::Each },
            };
            let o = battle::odds(&die, n, &r, Some(4)).expect("odds");
            let total = 6u128.pow(n);
            prop_assert!(o.hits.iter().all(|c| c.den == total && c.num <= total));
            prop_assert_eq!(o.hits.iter().map(|c| c.num).sum::<u128>(), total);
            prop_assert!(o.forced_retreat.num <= total && o.any_flag.num <= total);
        }
    }

    #[test]
    fn odds_beyond_the_cap_are_refused_not_wrong() {
        let die = battle::battle_die(&def()).expect("die");
        let (r, _) = battle::reading(&data(), &Situation::new("mg", 2, "open"), SoldierRule::Each)
            .expect("reading");
        let o = battle::odds(&die, 40, &r, None).expect("40 dice fit");
        assert_eq!(o.hits.iter().map(|c| c.num).sum::<u128>(), o.hits[0].den);
        assert!(battle::odds(&die, 60, &r, None).is_err());
    }
}

/// A retreat that cannot be made costs a figure per hex (L535-536), counted in the casualties
/// and in the medal; a specialist is never taken by hits and leaves with the last other figure
/// (L633-634).
#[test]
fn blocked_retreats_and_specialists_count_in_casualties_and_medals_l535_l633() {
    let d = def();
    let mut g = GameState::new(&d, "t", 5, Utc::now());
    act(&d, &mut g, CcAction::Setup(scenario())).expect("setup");
    let mut s = Situation::new("infantry", 1, "open");
    s.target_figures = Some(3);
    s.retreat_room = Some(0);
    act(
        &d,
        &mut g,
        CcAction::Battle {
            side: "central".into(),
            situation: s.clone(),
            faces: Some(faces("burst,flag,flag")),
        },
    )
    .expect("battle");
    let o = cc_state(&g).last_battle.clone().expect("record").outcome;
    assert_eq!((o.hits, o.retreat_losses, o.casualties), (1, 2, Some(3)));
    assert!(o.eliminated);
    assert_eq!(
        cc_state(&g).medal_due.as_deref(),
        Some("central"),
        "the medal is earned (offered, taken with a tap)"
    );
    // In buildings one Flag may be ignored: 1 figure lost if it is, 2 if not; 1 is counted.
    let (r, _) = battle::reading(
        &data(),
        &Situation::new("infantry", 1, "buildings"),
        SoldierRule::Each,
    )
    .expect("reading");
    let t = battle::Target {
        figures: Some(4),
        specialist: false,
        retreat_room: Some(1),
    };
    let o = battle::read_faces_for(&faces("flag,flag,flag"), &r, &t).expect("read");
    assert_eq!(
        (o.retreat_losses, o.retreat_losses_max, o.casualties),
        (1, 2, Some(1))
    );
    // A specialist among 3 figures: 2 hits wipe the unit out, the specialist with it.
    let t = battle::Target {
        figures: Some(3),
        specialist: true,
        retreat_room: None,
    };
    let (r, _) = battle::reading(
        &data(),
        &Situation::new("infantry", 1, "open"),
        SoldierRule::Each,
    )
    .expect("reading");
    let o = battle::read_faces_for(&faces("burst,burst,hq"), &r, &t).expect("read");
    assert!(o.eliminated);
    let o = battle::read_faces(&faces("burst,burst,hq"), &r, Some(3)).expect("read");
    assert!(!o.eliminated, "without the specialist 1 figure is left");
    // A specialist alone is not a unit (L634).
    let mut s = Situation::new("infantry", 1, "open");
    s.target_figures = Some(1);
    s.target_specialist = true;
    assert_eq!(err_of(&s).0, "ccgw-err-specialist-alone");
}

/// The chance of wiping the target out counts the specialist and a blocked retreat, exactly.
#[test]
fn elimination_odds_count_blocked_retreats_and_specialists() {
    let die = battle::battle_die(&def()).expect("die");
    for terrain in ["open", "buildings"] {
        let (r, _) = battle::reading(
            &data(),
            &Situation::new("infantry", 1, terrain),
            SoldierRule::Each,
        )
        .expect("reading");
        for n in 1..=4u32 {
            for (figures, specialist, room) in [
                (3, false, Some(0)),
                (3, true, Some(1)),
                (2, true, None),
                (4, false, Some(2)),
            ] {
                let t = battle::Target {
                    figures: Some(figures),
                    specialist,
                    retreat_room: room,
                };
                let o = battle::odds_for(&die, n, &r, &t).expect("odds");
                let total = 6u128.pow(n);
                let mut gone = 0u128;
                for code in 0..total {
                    let mut c = code;
                    let f: Vec<String> = (0..n)
                        .map(|_| {
                            let face = die.face_id((c % 6) as usize);
                            c /= 6;
                            face
                        })
                        .collect();
                    if battle::read_faces_for(&f, &r, &t)
                        .expect("faces")
                        .eliminated
                    {
                        gone += 1;
                    }
                }
                let e = o.eliminate.expect("figures known");
                assert_eq!((e.num, e.den), (gone, total), "{terrain} {n} {t:?}");
            }
        }
    }
}

/// Gas Attack (L745): enemy infantry attacked at range may ignore no Flag. Refused in close
/// combat, against a machine gun or mortar, and when the target's unit is not given.
#[test]
fn gas_attack_only_against_infantry_at_range_l745() {
    let d = data();
    let gas = |unit: Option<&str>, range: u32| {
        let mut s = Situation::new("mg", range, "trenches");
        s.cards = vec!["gas-attack".into()];
        s.target_unit = unit.map(str::to_string);
        s
    };
    for target in ["infantry", "specialist"] {
        let s = gas(Some(target), 3);
        battle::dice_count(&d, &s).expect("allowed");
        let (r, steps) = battle::reading(&d, &s, SoldierRule::Each).expect("reading");
        assert_eq!(r.flags_ignorable, 0, "the trench's Flags cannot be ignored");
        assert!(steps.iter().any(|l| l.msg == "ccgw-step-card-flags-locked"));
    }
    let (plain, _) =
        battle::reading(&d, &Situation::new("mg", 3, "trenches"), SoldierRule::Each).expect("r");
    assert_eq!(
        plain.flags_ignorable, 2,
        "without the card the trench lets two go (L1127)"
    );
    let refused = |s: &Situation| battle::dice_count(&d, s).expect_err("refused").message();
    let (id, args) = refused(&gas(Some("infantry"), 1));
    assert_eq!(id, "ccgw-err-card-ranged-only");
    assert!(
        args.iter()
            .any(|(k, v)| *k == "refs" && v.contains("L743-745"))
    );
    for target in ["mg", "mortar"] {
        let (id, args) = refused(&gas(Some(target), 3));
        assert_eq!(id, "ccgw-err-card-target-unit", "{target}");
        assert!(
            args.iter()
                .any(|(k, v)| *k == "refs" && v.contains("L743-745"))
        );
    }
    assert_eq!(refused(&gas(None, 3)).0, "ccgw-err-card-target-unknown");
    assert_eq!(refused(&gas(Some("tank"), 3)).0, "ccgw-err-unknown-unit");
    // It is a Combat card: not with Machine Gun Barrage in the same roll (L717-719).
    let mut s = gas(Some("infantry"), 3);
    s.cards.push("machine-gun-barrage".into());
    assert_eq!(refused(&s).0, "ccgw-err-two-combat-cards");
    // The odds agree: no Flag can be ignored, so any Flag forces a retreat.
    let (_, o) =
        cc::battle_odds(&def(), &gas(Some("infantry"), 3), &Default::default()).expect("odds");
    assert_eq!(o.forced_retreat, o.any_flag);
}

/// Crossfire (L374-376): each machine-gun team counts its own dice (its range, its hex, the
/// cards), then all roll together against the one target.
#[test]
fn crossfire_adds_each_teams_dice_l374_376() {
    let d = data();
    let cross = |ranges: &[(u32, Option<&str>)]| {
        let mut s = Situation::new("mg", 2, "trenches");
        s.crossfire = ranges
            .iter()
            .map(|(r, t)| Crossfirer {
                range: *r,
                firer_terrain: t.map(str::to_string),
                extra_dice: 0,
            })
            .collect();
        s
    };
    // 3 dice at 2 hexes (L364), 1 at 4 hexes (L368): 4 in one roll.
    assert_eq!(
        battle::dice_count(&d, &cross(&[(4, None)]))
            .expect("ok")
            .dice,
        4
    );
    // A team in wire loses a die there (L1199): 3 + 2 + 3.
    assert_eq!(
        battle::dice_count(&d, &cross(&[(3, Some("wire")), (2, None)]))
            .expect("ok")
            .dice,
        8
    );
    // Machine Gun Barrage gives each ordered team +1 (L749), Big Show each ordered unit +1
    // (L945): 3 teams of 5 dice, the game's largest roll.
    let mut s = cross(&[(3, None), (3, None)]);
    s.cards = vec!["machine-gun-barrage".into(), "big-show".into()];
    assert_eq!(battle::dice_count(&d, &s).expect("ok").dice, 15);
    // Exact odds of the combined roll, the same as the reading's odds for that many dice.
    let (count, o) = cc::battle_odds(&def(), &s, &Default::default()).expect("odds");
    let (r, _) = battle::reading(&d, &s, SoldierRule::Each).expect("reading");
    let die = battle::battle_die(&def()).expect("die");
    assert_eq!(o, battle::odds(&die, count.dice, &r, None).expect("odds"));
    assert_eq!(o.hits[0].den, 6u128.pow(15));
    // Refused: a unit that is not a machine gun, more teams than a side has, a team adjacent
    // to the target, and a team left with no dice.
    let id = |s: &Situation| battle::dice_count(&d, s).expect_err("refused").message().0;
    let mut inf = cross(&[(3, None)]);
    inf.unit = "infantry".into();
    assert_eq!(id(&inf), "ccgw-err-crossfire-unit");
    assert_eq!(
        id(&cross(&[(3, None), (3, None), (3, None)])),
        "ccgw-err-crossfire-too-many"
    );
    assert_eq!(id(&cross(&[(1, None)])), "ccgw-err-crossfire-close");
    let mut close = cross(&[(3, None)]);
    close.range = 1;
    assert_eq!(id(&close), "ccgw-err-crossfire-close");
    let (e, args) = battle::dice_count(&d, &cross(&[(4, Some("wire"))]))
        .expect_err("no dice")
        .message();
    assert_eq!(e, "ccgw-err-crossfire-no-dice");
    assert!(args.contains(&("team", "2".to_string())));
    assert_eq!(id(&cross(&[(6, None)])), "ccgw-err-out-of-range");
    // A team that moved cannot fire (L372): the first team's move counts as before.
    let mut moved = cross(&[(3, None)]);
    moved.moved = 1;
    assert_eq!(id(&moved), "ccgw-err-moved-no-battle");
}

/// A Crossfire fought at the table: one roll, the hits on the target, logged as a Crossfire.
#[test]
fn crossfire_battle_at_the_table() {
    let d = def();
    let mut g = GameState::new(&d, "t", 8, Utc::now());
    act(&d, &mut g, CcAction::Setup(scenario())).expect("setup");
    let mut s = Situation::new("mg", 2, "open");
    s.crossfire = vec![Crossfirer::new(3)];
    s.target_figures = Some(4);
    let battle = |f: &str| CcAction::Battle {
        side: "central".into(),
        situation: s.clone(),
        faces: Some(faces(f)),
    };
    assert_eq!(
        act(&d, &mut g, battle("burst,burst,burst"))
            .expect_err("6 dice")
            .message()
            .0,
        "ccgw-err-faces-count"
    );
    act(&d, &mut g, battle("burst,burst,soldier,soldier,flag,skull")).expect("battle");
    let rec = cc_state(&g).last_battle.clone().expect("record");
    assert_eq!(
        (rec.dice, rec.outcome.hits, rec.outcome.casualties),
        (6, 4, Some(4))
    );
    assert!(rec.outcome.eliminated);
    assert!(g.log.iter().any(|e| e.msg == "ccgw-log-crossfire"));
}

/// One Command card a turn, by the player whose turn it is (L232): a second one, or one from
/// the other side, is refused and changes nothing; the next turn allows one again.
#[test]
fn one_command_card_a_turn_by_the_active_player_l232() {
    let d = def();
    let mut g = GameState::new(&d, "t", 3, Utc::now());
    act(&d, &mut g, CcAction::Setup(scenario())).expect("setup");
    // Central Powers play first (the scenario's first side).
    let hand = |g: &GameState, side: &str| g.table.decks["command"].hands[side].clone();
    let allies = hand(&g, "allies")[0].clone();
    let before = g.clone();
    let refused = act(
        &d,
        &mut g,
        CcAction::PlayCommand {
            side: "allies".into(),
            card: allies,
        },
    );
    assert!(refused.is_err(), "not the Allies' turn");
    assert_eq!(g, before);
    let first = hand(&g, "central")[0].clone();
    act(
        &d,
        &mut g,
        CcAction::PlayCommand {
            side: "central".into(),
            card: first,
        },
    )
    .expect("the active player's card");
    let second = hand(&g, "central")[0].clone();
    let before = g.clone();
    let refused = act(
        &d,
        &mut g,
        CcAction::PlayCommand {
            side: "central".into(),
            card: second,
        },
    );
    assert_eq!(
        refused.map_err(|e| e.message().0),
        Err("ccgw-err-one-command")
    );
    assert_eq!(g, before);
    assert!(cc::can_play_command(&d, &g.table, "central").is_err());
    // The turn passes: the Allies may now play one.
    while g.table.cursor.side == 1 {
        g.apply_mut(&d, &Action::EndPhase, Utc::now())
            .expect("next");
    }
    assert!(cc::can_play_command(&d, &g.table, "allies").is_ok());
}

/// "It is not possible to win the decisive medal this way" (L621): with 1 medal of 2, the
/// Under Pressure medal after a Recon is refused, naming the rule, and nothing changes; the
/// count is not left at "2 of 2" without a winner.
#[test]
fn under_pressure_is_never_the_decisive_medal_l621() {
    let d = def();
    let mut s = scenario();
    s.medals_to_win = 2;
    let mut g = GameState::new(&d, "t", 3, Utc::now());
    act(&d, &mut g, CcAction::Setup(s)).expect("setup");
    act(
        &d,
        &mut g,
        CcAction::AddMedal {
            side: "central".into(),
            kind: MedalKind::Permanent,
            note: String::new(),
        },
    )
    .expect("first medal");
    play_recon(&d, &mut g, "central");
    let e = act(
        &d,
        &mut g,
        CcAction::AddMedal {
            side: "central".into(),
            kind: MedalKind::UnderPressure,
            note: String::new(),
        },
    )
    .expect_err("refused");
    assert_eq!(e.message().0, "ccgw-err-under-pressure-decisive");
    assert_eq!(cc_state(&g).medal_count("central"), 1);
    assert!(cc_state(&g).winner.is_none());
    assert!(cc::can_take_under_pressure(&d, &g.table, "central").is_err());
}

/// Recon: "draw two, keep one, discard the other" (L873-875). After the two are drawn no
/// card is played until one is discarded, and then the hand is its size again.
#[test]
fn recon_keeps_one_of_the_two_cards_drawn_l875() {
    let d = def();
    let mut g = GameState::new(&d, "t", 3, Utc::now());
    act(&d, &mut g, CcAction::Setup(scenario())).expect("setup");
    give_recon(&mut g, "central");
    let before = hand(&g, "central");
    act(
        &d,
        &mut g,
        CcAction::PlayCommand {
            side: "central".into(),
            card: "recon-left".into(),
        },
    )
    .expect("play recon");
    to_end_of_turn(&d, &mut g);
    act(
        &d,
        &mut g,
        CcAction::DrawCommand {
            side: "central".into(),
        },
    )
    .expect("draw");
    assert_eq!(hand(&g, "central"), before + 1);
    // The turn passes; the other side's first card waits for the discard.
    g.apply_mut(&d, &Action::EndPhase, Utc::now())
        .expect("next turn");
    let allied = g.table.decks["command"].hands["allies"][0].clone();
    let e = act(
        &d,
        &mut g,
        CcAction::PlayCommand {
            side: "allies".into(),
            card: allied.clone(),
        },
    )
    .expect_err("discard first");
    assert_eq!(e.message().0, "ccgw-err-recon-discard");
    let extra = g.table.decks["command"].hands["central"][0].clone();
    act(
        &d,
        &mut g,
        CcAction::DiscardCommand {
            side: "central".into(),
            card: extra,
        },
    )
    .expect("discard");
    assert_eq!(hand(&g, "central"), before);
    act(
        &d,
        &mut g,
        CcAction::PlayCommand {
            side: "allies".into(),
            card: allied,
        },
    )
    .expect("now the card is played");
}

/// Strike First (L975-977): played "after the opponent has declared a close combat, before
/// the dice", so in the opponent's turn, never one's own; it is not the turn's Command card;
/// at End of Turn the defender refills its hand first.
#[test]
fn strike_first_is_played_in_the_opponents_turn_and_its_card_is_drawn_first_l975_l977() {
    let d = def();
    let mut g = GameState::new(&d, "t", 3, Utc::now());
    act(&d, &mut g, CcAction::Setup(scenario())).expect("setup");
    // Central's turn: its own Strike First is refused.
    give(&mut g, "command", "central", "strike-first");
    let own = act(
        &d,
        &mut g,
        CcAction::PlayCommand {
            side: "central".into(),
            card: "strike-first".into(),
        },
    )
    .expect_err("own turn");
    assert_eq!(own.message().0, "ccgw-err-strike-first-own-turn");
    // The Allies, defending, play it in Central's turn.
    give(&mut g, "command", "allies", "strike-first");
    let allies = hand(&g, "allies");
    act(
        &d,
        &mut g,
        CcAction::PlayCommand {
            side: "allies".into(),
            card: "strike-first".into(),
        },
    )
    .expect("in the opponent's turn");
    assert_eq!(hand(&g, "allies"), allies - 1);
    // Central still plays its own Command card.
    give_recon(&mut g, "central");
    act(
        &d,
        &mut g,
        CcAction::PlayCommand {
            side: "central".into(),
            card: "recon-left".into(),
        },
    )
    .expect("central's own card");
    to_end_of_turn(&d, &mut g);
    let draw = |side: &str| CcAction::DrawCommand { side: side.into() };
    let first = act(&d, &mut g, draw("central")).expect_err("the defender first");
    assert_eq!(first.message().0, "ccgw-err-strike-first-draws-first");
    act(&d, &mut g, draw("allies")).expect("the defender draws first");
    assert_eq!(hand(&g, "allies"), allies);
    act(&d, &mut g, draw("central")).expect("then the active player");
}

/// Big Show (L945): both decks are shuffled with their discards, but not the Big Show card
/// being played, which goes to the discard pile.
#[test]
fn big_show_does_not_shuffle_itself_back_l945() {
    let d = def();
    let mut g = GameState::new(&d, "t", 3, Utc::now());
    act(&d, &mut g, CcAction::Setup(scenario())).expect("setup");
    give(&mut g, "command", "central", "big-show");
    act(
        &d,
        &mut g,
        CcAction::PlayCommand {
            side: "central".into(),
            card: "big-show".into(),
        },
    )
    .expect("big show");
    let deck = &g.table.decks["command"];
    assert!(
        !deck.draw.iter().any(|c| c == "big-show"),
        "not shuffled in"
    );
    assert_eq!(deck.discard, vec!["big-show".to_string()]);
}

/// Artillery Bombard (L939-941): "the Reserve Artillery may fight twice, but spends HQ
/// tokens only once". The second fire is recorded without paying; it rolls at most the
/// targeting dice paid for; a third fire pays as usual.
#[test]
fn artillery_bombard_fires_twice_and_pays_once_l939_l941() {
    let (d, mut g) = allies_game(5);
    give(&mut g, "command", "allies", "artillery-bombard");
    let play = CcAction::PlayCommand {
        side: "allies".into(),
        card: "artillery-bombard".into(),
    };
    act(&d, &mut g, play).expect("bombard");
    let none = ArtilleryCards::default();
    act(&d, &mut g, fire(vec![1, 2, 3], none)).expect("first");
    assert_eq!(g.table.pools["hq"].held_by("allies"), 1);
    act(&d, &mut g, CcAction::ArtilleryDone).expect("done");
    let more = act(&d, &mut g, fire(vec![1, 2, 3, 4], none)).expect_err("more than paid");
    assert_eq!(more.message().0, "ccgw-err-bombard-spend");
    act(&d, &mut g, fire(vec![2, 2, 3], none)).expect("second, already paid");
    assert_eq!(g.table.pools["hq"].held_by("allies"), 1);
    assert!(g.log.iter().any(|e| e.msg == "ccgw-log-bombard-second"));
    act(&d, &mut g, CcAction::ArtilleryDone).expect("done");
    let third = act(&d, &mut g, fire(vec![1, 2], none));
    assert_eq!(
        third.expect_err("pays again").message().0,
        "err-pool-holder-short"
    );
}

/// "Five cards, unless the scenario says otherwise" (L699): a scenario's own Combat hand
/// limit, here 3 for the Central Powers and 7 for the Allies, is the one the draw respects;
/// a limit below the cards dealt is refused.
#[test]
fn a_scenario_combat_hand_limit_other_than_five_l699() {
    let d = def();
    let mut s = scenario();
    s.combat_limit.insert("central".into(), 3);
    s.combat_limit.insert("allies".into(), 7);
    let mut bad = s.clone();
    bad.combat_limit.insert("central".into(), 1);
    let mut g = GameState::new(&d, "t", 10, Utc::now());
    let e = act(&d, &mut g, CcAction::Setup(bad)).expect_err("below the deal");
    assert_eq!(e.message().0, "ccgw-err-combat-limit");
    act(&d, &mut g, CcAction::Setup(s)).expect("setup");
    assert_eq!(cc_state(&g).combat_limit(&d, "central"), 3);
    assert_eq!(cc_state(&g).combat_limit(&d, "allies"), 7);
    give(&mut g, "combat", "central", "gas-attack");
    assert_eq!(g.table.decks["combat"].hands["central"].len(), 3);
    to_end_of_turn(&d, &mut g);
    let e = act(
        &d,
        &mut g,
        CcAction::EndTurnChoice {
            side: "central".into(),
            take_hq: false,
        },
    )
    .expect_err("3 cards already");
    assert_eq!(e.message().0, "ccgw-err-combat-hand-full");
}
