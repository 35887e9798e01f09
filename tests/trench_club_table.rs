//! Trench Club's table through the engine: set-up and seating, the turn passing clockwise
//! with the first-round armies, declared attacks wasted on a destroyed target, repairs,
//! purchases, gifts, fort captures and the victory count. Each refusal changes nothing.

use adjutant::core::def::GameDef;
use adjutant::core::table::ActionError;
use adjutant::games::trench_club::battle::{Ground, Shots, Support};
use adjutant::games::trench_club::ledger::armies_active;
use adjutant::games::trench_club::state::{Status, TcState};
use adjutant::games::trench_club::{Flag, ID, TcAction, TcSettings};
use adjutant::games::{self, GameAction};
use adjutant::session::{Action, GameState};
use chrono::Utc;

fn def() -> GameDef {
    games::embedded_content()
        .game(ID)
        .expect("trench club data")
        .clone()
}

fn game(seats: &[&str], settings: TcSettings) -> (GameDef, GameState) {
    let def = def();
    let mut g = GameState::new(&def, "t", 5, Utc::now());
    let seats = seats.iter().map(|s| s.to_string()).collect();
    do_(&def, &mut g, TcAction::Setup { seats, settings }).expect("set up");
    (def, g)
}

fn do_(def: &GameDef, g: &mut GameState, a: TcAction) -> Result<(), ActionError> {
    g.apply_mut(def, &Action::Game(GameAction::new(ID, &a)), Utc::now())
        .map(|_| ())
}

/// A refusal citing `msg`, leaving the game as it was.
fn refused(def: &GameDef, g: &mut GameState, a: TcAction, msg: &str) {
    let before = g.clone();
    match do_(def, g, a) {
        Err(ActionError::Rule(id, _)) => assert_eq!(id, msg),
        other => panic!("expected {msg}, got {other:?}"),
    }
    assert_eq!(g.table, before.table, "a refusal changes nothing");
}

fn st(g: &GameState) -> &TcState {
    g.table.extra.get::<TcState>().expect("state")
}

fn add(def: &GameDef, g: &mut GameState, side: &str, kind: &str) -> u32 {
    do_(
        def,
        g,
        TcAction::AddUnit {
            side: side.into(),
            kind: kind.into(),
            army: 1,
        },
    )
    .expect("add");
    st(g).next_id
}

fn next_turn(def: &GameDef, g: &mut GameState) {
    for _ in 0..4 {
        g.apply_mut(def, &Action::EndPhase, Utc::now())
            .expect("end phase");
    }
}

/// Moves the cursor on to the phase `id` of this turn (Declare, Battles…): attacks are
/// declared in Phase 2 and fought in Phase 3 (L394-396).
fn to_phase(def: &GameDef, g: &mut GameState, id: &str) {
    while def
        .phases
        .phases
        .get(g.table.cursor.phase)
        .map(|p| p.id.as_str())
        != Some(id)
    {
        g.apply_mut(def, &Action::EndPhase, Utc::now())
            .expect("end phase");
    }
}

#[test]
fn seating_alternates_teams_and_forts_follow_the_player_count_l7_l9_l188() {
    let def = def();
    let mut g = GameState::new(&def, "t", 1, Utc::now());
    let seats = |v: &[&str]| v.iter().map(|s| s.to_string()).collect();
    refused(
        &def,
        &mut g,
        TcAction::Setup {
            seats: seats(&["germany", "austria-hungary", "france", "great-britain"]),
            settings: TcSettings::default(),
        },
        "tc-err-seating",
    );
    refused(
        &def,
        &mut g,
        TcAction::Setup {
            seats: seats(&["germany"]),
            settings: TcSettings::default(),
        },
        "tc-err-seats",
    );
    let (_, g2) = game(&["germany", "france"], TcSettings::default());
    assert_eq!(st(&g2).forts.len(), 7);
    let (_, g4) = game(
        &["germany", "great-britain", "austria-hungary", "france"],
        TcSettings::default(),
    );
    assert_eq!(st(&g4).forts.len(), 14);
}

#[test]
fn turns_pass_clockwise_with_the_first_round_armies_l217_l221() {
    let (def, mut g) = game(&["france", "germany"], TcSettings::default());
    // France rolled highest: it plays first, with 1 army; Germany then with 2 (L221).
    assert_eq!(g.table.cursor.side, 3);
    assert_eq!(armies_active(st(&g), 0), 1);
    next_turn(&def, &mut g);
    assert_eq!(st(&g).active().map(|s| s.side.as_str()), Some("germany"));
    assert_eq!(g.table.cursor.side, 0);
    assert_eq!(armies_active(st(&g), 1), 2);
    next_turn(&def, &mut g);
    // Round 2: France brings in its other 2 armies (or all 3 with the setting).
    assert_eq!(st(&g).round(), 2);
    assert_eq!(g.table.cursor.round, 2);
    assert_eq!(armies_active(st(&g), 0), 2);
    let mut all = st(&g).settings;
    all.round2_all_three = true;
    do_(&def, &mut g, TcAction::Settings(all)).expect("setting");
    assert_eq!(armies_active(st(&g), 0), 3);
    let (_, g4) = game(
        &["germany", "great-britain", "austria-hungary", "france"],
        TcSettings::default(),
    );
    let four: Vec<u8> = (0..4).map(|i| armies_active(st(&g4), i)).collect();
    assert_eq!(four, vec![1, 1, 2, 3], "[1-1-2-3] (L219)");
}

#[test]
fn a_later_attack_on_a_destroyed_unit_is_wasted_l394_l396() {
    let (def, mut g) = game(&["germany", "france"], TcSettings::default());
    let tank = add(&def, &mut g, "germany", "tank");
    let car = add(&def, &mut g, "germany", "armoured-car");
    let inf = add(&def, &mut g, "france", "infantry");
    do_(
        &def,
        &mut g,
        TcAction::Correct {
            id: inf,
            damage: 5,
            xp: 0,
        },
    )
    .expect("damage");
    to_phase(&def, &mut g, "declare");
    for attacker in [tank, car] {
        do_(
            &def,
            &mut g,
            TcAction::Declare {
                attacker,
                defender: inf,
                close: true,
                support: Support::None,
                ground: Ground::Open,
            },
        )
        .expect("declare");
    }
    // One attack each (digest §10 #24), own units only, never at an ally.
    refused(
        &def,
        &mut g,
        TcAction::Declare {
            attacker: tank,
            defender: inf,
            close: true,
            support: Support::None,
            ground: Ground::Open,
        },
        "tc-err-declared",
    );
    refused(
        &def,
        &mut g,
        TcAction::Declare {
            attacker: inf,
            defender: tank,
            close: true,
            support: Support::None,
            ground: Ground::Open,
        },
        "tc-err-not-yours",
    );
    // Out of order is refused.
    refused(
        &def,
        &mut g,
        TcAction::Fight {
            index: 1,
            attack: None,
            back: None,
            mates: vec![],
        },
        "tc-err-order",
    );
    to_phase(&def, &mut g, "battles");
    do_(
        &def,
        &mut g,
        TcAction::Fight {
            index: 0,
            attack: Some(Shots::Hits(3)),
            back: Some(Shots::Hits(0)),
            mates: vec![],
        },
    )
    .expect("fight");
    let s = st(&g);
    assert!(s.unit(inf).is_none());
    assert_eq!(s.unit(tank).map(|u| u.xp), Some(2));
    assert_eq!(s.declarations[1].status, Status::Wasted);
}

#[test]
fn repair_only_after_a_whole_turn_in_the_fort_and_purchases_need_a_fort_l500_l504() {
    let (def, mut g) = game(&["germany", "france"], TcSettings::default());
    let inf = add(&def, &mut g, "germany", "infantry");
    do_(
        &def,
        &mut g,
        TcAction::AdjustMoney {
            side: "germany".into(),
            delta: 5,
        },
    )
    .expect("money");
    refused(
        &def,
        &mut g,
        TcAction::Buy {
            kind: "infantry".into(),
        },
        "tc-err-buy-fort",
    );
    do_(&def, &mut g, TcAction::Capture { fort: 2, unit: inf }).expect("capture");
    do_(
        &def,
        &mut g,
        TcAction::Correct {
            id: inf,
            damage: 2,
            xp: 3,
        },
    )
    .expect("damage");
    refused(
        &def,
        &mut g,
        TcAction::Repair { id: inf },
        "tc-err-repair-fort",
    );
    refused(
        &def,
        &mut g,
        TcAction::Buy {
            kind: "renault-ft17".into(),
        },
        "tc-err-nation",
    );
    do_(
        &def,
        &mut g,
        TcAction::Buy {
            kind: "mounted-infantry".into(),
        },
    )
    .expect("buy");
    do_(&def, &mut g, TcAction::Income).expect("income");
    refused(&def, &mut g, TcAction::Income, "tc-err-income-taken");
    assert_eq!(st(&g).seat("germany").map(|s| s.money), Some(5 - 3 + 1));
    next_turn(&def, &mut g);
    next_turn(&def, &mut g);
    do_(&def, &mut g, TcAction::Repair { id: inf }).expect("repair");
    let u = st(&g).unit(inf).expect("infantry").clone();
    assert_eq!((u.damage, u.xp), (0, 3));
    assert_eq!(st(&g).seat("germany").map(|s| s.money), Some(3 - 2));
    refused(
        &def,
        &mut g,
        TcAction::Repair { id: inf },
        "tc-err-repair-none",
    );
}

#[test]
fn gifts_cost_a_fee_and_go_only_to_the_ally_l498() {
    let (def, mut g) = game(
        &["germany", "great-britain", "austria-hungary", "france"],
        TcSettings::default(),
    );
    do_(
        &def,
        &mut g,
        TcAction::AdjustMoney {
            side: "germany".into(),
            delta: 5,
        },
    )
    .expect("money");
    refused(
        &def,
        &mut g,
        TcAction::Gift {
            from: "germany".into(),
            to: "france".into(),
            amount: 2,
        },
        "tc-err-gift-ally",
    );
    refused(
        &def,
        &mut g,
        TcAction::Gift {
            from: "germany".into(),
            to: "austria-hungary".into(),
            amount: 5,
        },
        "tc-err-money",
    );
    do_(
        &def,
        &mut g,
        TcAction::Gift {
            from: "germany".into(),
            to: "austria-hungary".into(),
            amount: 3,
        },
    )
    .expect("gift");
    let s = st(&g);
    assert_eq!(s.seat("germany").map(|x| x.money), Some(1));
    assert_eq!(s.seat("austria-hungary").map(|x| x.money), Some(3));
}

#[test]
fn forts_captures_and_victory_l60_l359_l370_l524_l526() {
    let short = TcSettings {
        short_game: true,
        ..TcSettings::default()
    };
    let (def, mut g) = game(&["austria-hungary", "france"], short);
    let car = add(&def, &mut g, "austria-hungary", "armoured-car");
    let at = add(&def, &mut g, "austria-hungary", "anti-tank");
    refused(
        &def,
        &mut g,
        TcAction::Capture { fort: 0, unit: car },
        "tc-err-capture-foot",
    );
    refused(
        &def,
        &mut g,
        TcAction::Capture { fort: 0, unit: at },
        "tc-err-capture-short",
    );
    let mut ids = vec![];
    for _ in 0..4 {
        ids.push(add(&def, &mut g, "austria-hungary", "infantry"));
    }
    refused(
        &def,
        &mut g,
        TcAction::Capture {
            fort: 9,
            unit: ids[0],
        },
        "tc-err-fort",
    );
    for (fort, id) in ids.iter().enumerate().take(3) {
        do_(&def, &mut g, TcAction::Capture { fort, unit: *id }).expect("capture");
        assert!(st(&g).winner.is_none());
    }
    refused(
        &def,
        &mut g,
        TcAction::Capture {
            fort: 0,
            unit: ids[3],
        },
        "tc-err-fort-own",
    );
    // The short game's 4 of 7 (L526): the fourth fort wins at once.
    do_(
        &def,
        &mut g,
        TcAction::Capture {
            fort: 3,
            unit: ids[3],
        },
    )
    .expect("capture");
    assert_eq!(st(&g).winner.as_deref(), Some("central"));
    assert_eq!(st(&g).team_forts("central"), 4);
}

#[test]
fn an_allys_fort_is_not_captured_l370() {
    let (def, mut g) = game(
        &["germany", "great-britain", "austria-hungary", "france"],
        TcSettings::default(),
    );
    do_(
        &def,
        &mut g,
        TcAction::SetFort {
            fort: 0,
            owner: Some("austria-hungary".into()),
        },
    )
    .expect("flag");
    let inf = add(&def, &mut g, "germany", "infantry");
    refused(
        &def,
        &mut g,
        TcAction::Capture { fort: 0, unit: inf },
        "tc-err-fort-ally",
    );
    do_(
        &def,
        &mut g,
        TcAction::Toggle {
            id: inf,
            flag: Flag::InWater,
        },
    )
    .expect("water");
    let enemy = add(&def, &mut g, "france", "infantry");
    refused(
        &def,
        &mut g,
        TcAction::Declare {
            attacker: inf,
            defender: enemy,
            close: true,
            support: Support::None,
            ground: Ground::Open,
        },
        "tc-err-water-attack",
    );
}

#[test]
fn the_rule_lookup_has_at_least_forty_topics_in_both_languages() {
    let def = def();
    assert!(def.rules.len() >= 40, "{} topics", def.rules.len());
    for lang in [adjutant::i18n::Lang::En, adjutant::i18n::Lang::It] {
        let loc = adjutant::i18n::Localizer::new(lang);
        for t in &def.rules {
            for id in [&t.title, &t.body] {
                assert!(loc.has(lang, id), "{id} missing in {lang:?}");
            }
        }
    }
}

#[test]
fn special_forces_draw_at_random_or_choose_when_behind_l510() {
    // The shipped data has no deck (not in the text): the purchase says so.
    let (def, mut g) = game(&["germany", "france"], TcSettings::default());
    refused(
        &def,
        &mut g,
        TcAction::BuySpecial { choice: None },
        "tc-err-special-data",
    );
    // A deck entered by the players.
    let mut def = def;
    def.files.insert(
        "special_forces.json".into(),
        r#"{ "cost": 4, "cards": ["tank", "tank", "fighter"] }"#.into(),
    );
    let de = add(&def, &mut g, "germany", "infantry");
    add(&def, &mut g, "germany", "infantry");
    add(&def, &mut g, "france", "infantry");
    do_(
        &def,
        &mut g,
        TcAction::AdjustMoney {
            side: "germany".into(),
            delta: 9,
        },
    )
    .expect("money");
    refused(
        &def,
        &mut g,
        TcAction::BuySpecial { choice: None },
        "tc-err-buy-fort",
    );
    do_(&def, &mut g, TcAction::Capture { fort: 0, unit: de }).expect("capture");
    // Germany is ahead (a fort, more units): no choosing.
    refused(
        &def,
        &mut g,
        TcAction::BuySpecial {
            choice: Some("fighter".into()),
        },
        "tc-err-special-choose",
    );
    do_(&def, &mut g, TcAction::BuySpecial { choice: None }).expect("draw");
    let s = st(&g);
    let drawn = s.special_drawn.clone();
    assert_eq!(drawn.len(), 1);
    assert!(["tank", "fighter"].contains(&drawn[0].as_str()));
    assert_eq!(s.count_of("germany", &drawn[0]), 1);
    assert_eq!(s.seat("germany").map(|x| x.money), Some(5));
    // France, behind in both units on the board and forts, may choose on its turn.
    next_turn(&def, &mut g);
    do_(
        &def,
        &mut g,
        TcAction::SetFort {
            fort: 1,
            owner: Some("france".into()),
        },
    )
    .expect("flag");
    do_(
        &def,
        &mut g,
        TcAction::SetFort {
            fort: 2,
            owner: Some("germany".into()),
        },
    )
    .expect("flag");
    add(&def, &mut g, "germany", "armoured-car");
    assert!(st(&g).may_choose_special("france"));
    do_(
        &def,
        &mut g,
        TcAction::AdjustMoney {
            side: "france".into(),
            delta: 4,
        },
    )
    .expect("money");
    let left = if drawn[0] == "fighter" {
        "tank"
    } else {
        "fighter"
    };
    do_(
        &def,
        &mut g,
        TcAction::BuySpecial {
            choice: Some(left.into()),
        },
    )
    .expect("choose");
    assert_eq!(st(&g).count_of("france", left), 1);
}

#[test]
fn the_turn_clock_adds_up_while_running_and_restarts_each_turn_l530_l532() {
    let timed = TcSettings {
        timer_secs: Some(300),
        ..TcSettings::default()
    };
    let (def, mut g) = game(&["germany", "france"], timed);
    let t0 = Utc::now();
    let timer = Action::Game(GameAction::new(ID, &TcAction::Timer));
    g.apply_mut(&def, &timer, t0).expect("start");
    assert_eq!(st(&g).timer.running_since, Some(t0.timestamp()));
    g.apply_mut(&def, &timer, t0 + chrono::Duration::seconds(200))
        .expect("stop");
    g.apply_mut(&def, &timer, t0 + chrono::Duration::seconds(300))
        .expect("start");
    g.apply_mut(&def, &timer, t0 + chrono::Duration::seconds(420))
        .expect("stop");
    let s = st(&g);
    assert_eq!((s.timer.used_secs, s.timer.running_since), (320, None));
    assert!(
        s.timer.used_secs >= s.settings.timer_secs.unwrap_or(0),
        "time is up"
    );
    next_turn(&def, &mut g);
    assert_eq!(
        st(&g).timer.used_secs,
        0,
        "the next player's clock starts at 0"
    );
}

#[test]
fn the_helper_on_two_table_units_changes_their_markers() {
    use adjutant::games::trench_club::battle::{Fighter, Situation};
    let (def, mut g) = game(&["germany", "france"], TcSettings::default());
    let car = add(&def, &mut g, "germany", "armoured-car");
    let inf = add(&def, &mut g, "france", "infantry");
    let situation = Situation {
        attacker: Fighter::new("armoured-car", 0, 0),
        defender: Fighter::new("infantry", 0, 0),
        close: true,
        support: Support::None,
        ground: Ground::Forest,
    };
    let battle = |units| TcAction::Battle {
        units,
        situation: situation.clone(),
        attack: Some(Shots::Hits(5)),
        back: Some(Shots::Hits(2)),
    };
    // Typed in: nothing on the table changes.
    do_(&def, &mut g, battle(None)).expect("helper");
    assert_eq!(st(&g).unit(inf).map(|u| u.damage), Some(0));
    // On the table's units: both sides' markers (L146-152).
    do_(&def, &mut g, battle(Some((car, inf)))).expect("on the table");
    let s = st(&g);
    assert_eq!(s.unit(inf).map(|u| (u.damage, u.xp)), Some((2, 1)));
    assert_eq!(s.unit(car).map(|u| (u.damage, u.xp)), Some((1, 1)));
    refused(&def, &mut g, battle(Some((inf, car))), "tc-err-not-yours");
}

#[test]
fn co_op_allies_share_one_seat_its_purse_and_forts_l719_l721() {
    let coop = TcSettings {
        coop: true,
        ..TcSettings::default()
    };
    let (def, mut g) = game(&["france", "germany"], coop);
    // Great Britain's units join France's seat; its own unit can be bought from the shared purse.
    let br = add(&def, &mut g, "great-britain", "infantry");
    let enemy = add(&def, &mut g, "germany", "infantry");
    do_(&def, &mut g, TcAction::Capture { fort: 0, unit: br }).expect("capture");
    assert_eq!(
        st(&g).forts[0].as_deref(),
        Some("france"),
        "the flag is the shared seat's"
    );
    do_(
        &def,
        &mut g,
        TcAction::AdjustMoney {
            side: "france".into(),
            delta: 9,
        },
    )
    .expect("money");
    do_(
        &def,
        &mut g,
        TcAction::Buy {
            kind: "mark-i-female".into(),
        },
    )
    .expect("the ally's own unit");
    let s = st(&g);
    assert_eq!(s.count_of("great-britain", "mark-i-female"), 1);
    assert_eq!(s.seat("france").map(|x| x.money), Some(9 - 7));
    // Its units attack in the seat's turn.
    let mk = s
        .units
        .iter()
        .find(|u| u.kind == "mark-i-female")
        .map(|u| u.id)
        .expect("bought");
    do_(
        &def,
        &mut g,
        TcAction::Toggle {
            id: mk,
            flag: Flag::InFort,
        },
    )
    .expect("out of the fort");
    to_phase(&def, &mut g, "declare");
    do_(
        &def,
        &mut g,
        TcAction::Declare {
            attacker: mk,
            defender: enemy,
            close: true,
            support: Support::None,
            ground: Ground::Open,
        },
    )
    .expect("declare");
    // Without co-op a non-seated nation is refused.
    let (def, mut g) = game(&["france", "germany"], TcSettings::default());
    refused(
        &def,
        &mut g,
        TcAction::AddUnit {
            side: "great-britain".into(),
            kind: "infantry".into(),
            army: 1,
        },
        "tc-err-not-playing",
    );
}

/// Capturing is movement (L394) that takes the unit's whole move from the hex in front of an
/// entrance (L359-361): a unit just unloaded from the truck cannot move (L70, L335), and a
/// unit inside a fort is off the board (L384-390), so neither can capture this turn.
#[test]
fn an_unloaded_unit_or_one_inside_a_fort_cannot_capture_l70_l335_l359_l384() {
    let (def, mut g) = game(&["germany", "france"], TcSettings::default());
    let inf = add(&def, &mut g, "germany", "infantry");
    do_(
        &def,
        &mut g,
        TcAction::Toggle {
            id: inf,
            flag: Flag::Unloaded,
        },
    )
    .expect("unloaded");
    refused(
        &def,
        &mut g,
        TcAction::Capture { fort: 0, unit: inf },
        "tc-err-capture-unloaded",
    );
    let other = add(&def, &mut g, "germany", "infantry");
    do_(
        &def,
        &mut g,
        TcAction::Capture {
            fort: 0,
            unit: other,
        },
    )
    .expect("capture");
    // Now inside fort 1: it cannot capture fort 2 from there.
    refused(
        &def,
        &mut g,
        TcAction::Capture {
            fort: 1,
            unit: other,
        },
        "tc-err-capture-in-fort",
    );
}

/// L538: a stray Big Bertha shell "può colpire ... persino le tue stesse unità" — the helper on
/// the table's units takes its shot at an own unit (ranged, no return fire); any other unit
/// is still refused an own or allied target.
#[test]
fn a_stray_big_bertha_shell_can_hit_your_own_units_l538() {
    use adjutant::games::trench_club::battle::{Fighter, Situation};
    let (def, mut g) = game(&["germany", "france"], TcSettings::default());
    let bb = add(&def, &mut g, "germany", "big-bertha");
    let inf = add(&def, &mut g, "germany", "infantry");
    let car = add(&def, &mut g, "germany", "armoured-car");
    let shot = |units, close| TcAction::Battle {
        units,
        situation: Situation {
            attacker: Fighter::new("big-bertha", 0, 0),
            defender: Fighter::new("infantry", 0, 0),
            close,
            support: Support::None,
            ground: Ground::Open,
        },
        attack: Some(Shots::Hits(3)),
        back: None,
    };
    do_(&def, &mut g, shot(Some((bb, inf)), false)).expect("a stray shell on own infantry");
    assert_eq!(st(&g).unit(inf).map(|u| u.damage), Some(2));
    refused(
        &def,
        &mut g,
        shot(Some((car, inf)), true),
        "tc-err-same-team",
    );
}

/// Forts entered by hand (the board set up or corrected) count for victory as a capture does:
/// the short game's fourth fort for one team wins at once (L524, L526).
#[test]
fn forts_set_by_hand_count_for_victory_l524() {
    let short = TcSettings {
        short_game: true,
        ..TcSettings::default()
    };
    let (def, mut g) = game(&["austria-hungary", "france"], short);
    for fort in 0..3 {
        do_(
            &def,
            &mut g,
            TcAction::SetFort {
                fort,
                owner: Some("austria-hungary".into()),
            },
        )
        .expect("set");
        assert!(st(&g).winner.is_none());
    }
    do_(
        &def,
        &mut g,
        TcAction::SetFort {
            fort: 3,
            owner: Some("austria-hungary".into()),
        },
    )
    .expect("set");
    assert_eq!(st(&g).winner.as_deref(), Some("central"));
}

/// "When a fort is captured, all enemy units inside are removed from play at once" (L366):
/// they leave the roster, so the loser cannot repair one there next turn (L500).
#[test]
fn capturing_a_fort_removes_the_enemy_units_inside_l366() {
    let (def, mut g) = game(&["germany", "france"], TcSettings::default());
    let a = add(&def, &mut g, "germany", "infantry");
    let b = add(&def, &mut g, "germany", "infantry");
    let fr = add(&def, &mut g, "france", "infantry");
    do_(&def, &mut g, TcAction::Capture { fort: 0, unit: a }).expect("capture 1");
    // While Germany holds only fort 1, a unit that goes in is known to be there.
    do_(
        &def,
        &mut g,
        TcAction::Toggle {
            id: b,
            flag: Flag::InFort,
        },
    )
    .expect("enter");
    assert_eq!(st(&g).unit(b).and_then(|u| u.fort), Some(0));
    do_(
        &def,
        &mut g,
        TcAction::Correct {
            id: a,
            damage: 2,
            xp: 0,
        },
    )
    .expect("damage");
    next_turn(&def, &mut g);
    assert_eq!(st(&g).active().map(|s| s.side.as_str()), Some("france"));
    do_(&def, &mut g, TcAction::Capture { fort: 0, unit: fr }).expect("capture back");
    assert!(st(&g).unit(a).is_none(), "the captor inside is gone");
    assert!(st(&g).unit(b).is_none(), "the one that went in is gone");
    assert!(st(&g).unit(fr).is_some());
    assert_eq!(st(&g).forts[0].as_deref(), Some("france"));
    next_turn(&def, &mut g);
    refused(&def, &mut g, TcAction::Repair { id: a }, "tc-err-no-unit");
}

/// Expert trenches: "whichever unit is attacked, all foot soldiers in the trench fire back"
/// (L574; the example, L580-584: both infantry fire back). The attacked soldier's 1 hit and
/// its mate's 1 hit are 2 hits on the car's row together; both gain the experience.
#[test]
fn every_soldier_in_the_trench_fires_back_l574_l584() {
    let expert = TcSettings {
        expert_trenches: true,
        ..TcSettings::default()
    };
    let (def, mut g) = game(&["austria-hungary", "france"], expert);
    let car = add(&def, &mut g, "austria-hungary", "armoured-car");
    let inf = add(&def, &mut g, "france", "infantry");
    let mate = add(&def, &mut g, "france", "mounted-infantry");
    let away = add(&def, &mut g, "france", "infantry");
    for id in [inf, mate] {
        do_(
            &def,
            &mut g,
            TcAction::Toggle {
                id,
                flag: Flag::InTrench,
            },
        )
        .expect("in trench");
    }
    to_phase(&def, &mut g, "declare");
    do_(
        &def,
        &mut g,
        TcAction::Declare {
            attacker: car,
            defender: inf,
            close: true,
            support: Support::None,
            ground: Ground::Trench,
        },
    )
    .expect("declare");
    to_phase(&def, &mut g, "battles");
    let xp_before = st(&g).unit(mate).map(|u| u.xp);
    // Two return fires for one mate: refused, naming the count.
    refused(
        &def,
        &mut g,
        TcAction::Fight {
            index: 0,
            attack: Some(Shots::Hits(0)),
            back: Some(Shots::Hits(1)),
            mates: vec![Shots::Hits(1), Shots::Hits(1)],
        },
        "tc-err-trench-mates",
    );
    do_(
        &def,
        &mut g,
        TcAction::Fight {
            index: 0,
            attack: Some(Shots::Hits(0)),
            back: Some(Shots::Hits(1)),
            mates: vec![Shots::Hits(1)],
        },
    )
    .expect("fight");
    let b = st(&g).last_battle.clone().expect("battle");
    assert_eq!(b.outcome.attacker.hits_taken, 2, "both soldiers' hits");
    let one_alone = b.outcome.plan.back.as_ref().map(|f| f.damage(1));
    let both = b.outcome.plan.back.as_ref().map(|f| f.damage(2));
    assert_eq!(Some(b.outcome.attacker.damage_taken), both);
    assert!(both >= one_alone);
    assert_eq!(
        st(&g).unit(car).map(|u| u.damage),
        both,
        "the car's damage counts both"
    );
    if both > Some(0) {
        assert_eq!(st(&g).unit(mate).map(|u| u.xp), xp_before.map(|x| x + 1));
    }
    // The soldier outside the trench did not fire.
    assert_eq!(st(&g).unit(away).map(|u| u.xp), Some(0));
}

/// With two players (Germany and France) the turn passes from one to the other (L206-215):
/// the log's phase entry at the turn change names the player whose turn begins, never a
/// side that is not in play (Great Britain, Austria-Hungary).
#[test]
fn the_turn_change_names_the_seated_player_l206_l215() {
    let (def, mut g) = game(&["germany", "france"], TcSettings::default());
    // The starting money is not in the rulebook: the setup says it is an estimate.
    assert!(g.log.iter().any(|e| e.msg == "tc-log-start-money-estimate"));
    for expected in ["tc-side-france", "tc-side-germany", "tc-side-france"] {
        let from = g.log.len();
        next_turn(&def, &mut g);
        let sides: Vec<String> = g.log[from..]
            .iter()
            .filter(|e| e.msg.starts_with("log-phase"))
            .filter_map(|e| match e.args.get("side") {
                Some(adjutant::core::log::Arg::Msg(m)) => Some(m.clone()),
                _ => None,
            })
            .collect();
        assert!(!sides.is_empty());
        for s in &sides {
            assert!(
                s == "tc-side-germany" || s == "tc-side-france",
                "a side not in play is named: {s}"
            );
        }
        assert_eq!(sides.last().map(String::as_str), Some(expected));
    }
}
