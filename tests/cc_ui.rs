//! A full Command and Colors turn through the GUI (iced_test, tiny-skia): set up a scenario,
//! play a section card, battle, earn HQ, take the end-of-turn HQ, pass the turn.

mod common;
use common::{headless, send};

/// A tall window, as if the player had scrolled to each button.
const SIZE: (f32, f32) = (1280.0, 4000.0);

fn click(app: &mut App, label: &str) {
    common::click_in(app, label, SIZE);
}

fn shows(app: &App, label: &str) -> bool {
    common::shows_in(app, label, SIZE)
}

use adjutant::core::log::Arg;
use adjutant::games::cc_great_war::CcState;
use adjutant::games::cc_great_war::HQ;
use adjutant::i18n::Lang;
use adjutant::store::Paths;
use adjutant::ui::games::GameMsg;
use adjutant::ui::games::cc_great_war::Msg;
use adjutant::ui::{App, Message};

fn cc(app: &mut App, msg: Msg) {
    send(app, Message::Game(GameMsg::new(msg)));
}

fn hq(app: &App, side: &str) -> u32 {
    app.table()
        .and_then(|t| t.state.table.pools.get(HQ))
        .map_or(0, |p| p.held_by(side))
}

#[test]
fn a_full_turn_through_the_gui() {
    let (_home, mut app) = common::english_app(21);
    click(&mut app, "Command & Colors: The Great War");
    assert!(shows(&app, "Scenario"));

    // Scenario: 4 Command cards each (the default), 2 starting HQ for the British, 6 medals.
    cc(&mut app, Msg::Name("Opening Action 1".into()));
    for _ in 0..2 {
        cc(
            &mut app,
            Msg::Count {
                field: adjutant::ui::games::cc_great_war::Field::StartHq,
                side: "allies".into(),
                delta: 1,
            },
        );
    }
    click(&mut app, "Save as preset");
    click(&mut app, "Start the battle");
    assert_eq!(hq(&app, "allies"), 2);
    assert!(shows(&app, "Set-up checklist"));

    // Play a section card from the British hand.
    click(&mut app, "Turn & cards");
    click(&mut app, "Show hand");
    let before = app.table().expect("table").state.table.decks["command"].hands["allies"].len();
    // Every Command card says when it is played, as Combat cards do.
    assert!(shows(
        &app,
        "Your turn, Phase 1: play it as your Command card"
    ));
    click(&mut app, "Play");
    let t = app.table().expect("table");
    assert_eq!(
        t.state.table.decks["command"].hands["allies"].len(),
        before - 1
    );
    let last = t.state.log.last().expect("log");
    assert!(last.msg == "ccgw-log-play-command");
    let Some(Arg::Msg(played)) = last.args.get("card") else {
        panic!("the log names the card: {last:?}")
    };
    let played = played.trim_start_matches("ccgw-card-");
    let kind = t
        .def
        .decks
        .iter()
        .find(|d| d.id == "command")
        .and_then(|d| d.cards.iter().find(|c| c.id == played))
        .and_then(|c| c.kind.clone());
    assert_eq!(
        kind.as_deref(),
        Some("section"),
        "{played} is a Section card"
    );

    // Battle: infantry at 2 hexes against open ground, two physical dice: HQ and Burst.
    click(&mut app, "Battle");
    assert!(shows(&app, "Infantry at 2 hexes: 2 battle dice."));
    assert!(shows(&app, "Roll 2 battle dice."));
    // One tap per die; the second, the last the battle is entitled to, records the roll.
    cc(&mut app, Msg::Face("hq".into()));
    cc(&mut app, Msg::Face("burst".into()));
    assert_eq!(
        hq(&app, "allies"),
        3,
        "one HQ symbol earns one token from the pool"
    );
    // The result card: hits and retreat in display type, the HQ under them.
    assert!(shows(&app, "1 hit · no retreat"));
    assert!(shows(&app, "1 HQ earned"));

    // End of turn (Phase 5, L544-556): the end-of-turn box is not offered before it.
    click(&mut app, "Turn & cards");
    assert!(!shows(&app, "Take 2 HQ"), "not yet the end of the turn");
    for _ in 0..5 {
        click(&mut app, "Next ▶");
    }
    // Take 2 HQ, draw the Command card, then pass the turn.
    click(&mut app, "Turn & cards");
    click(&mut app, "Take 2 HQ");
    assert_eq!(hq(&app, "allies"), 5);
    click(&mut app, "Draw the Command card");
    assert_eq!(
        app.table().expect("table").state.table.decks["command"].hands["allies"].len(),
        before
    );
    for _ in 0..4 {
        click(&mut app, "Next ▶");
    }
    let t = app.table().expect("table");
    assert_eq!(t.state.table.cursor.side, 1);
    let Some(s) = t.state.table.extra.get::<CcState>() else {
        panic!("not CC")
    };
    assert!(!s.turn.end_choice_made, "the new turn starts fresh");
    assert!(common::shows_part_in(
        &app,
        "Germans (Central Powers) to play",
        SIZE
    ));

    // The whole turn is in the log, in Italian too.
    send(&mut app, Message::SetLang(Some(Lang::It)));
    assert!(common::shows_part_in(
        &app,
        "Di turno: Tedeschi (Imperi Centrali)",
        SIZE
    ));
    // Undo takes back the last step of the turn.
    let log_len = app.table().expect("table").state.log.len();
    send(&mut app, Message::Undo);
    assert!(app.table().expect("table").state.log.len() < log_len);
}

#[test]
fn artillery_and_no_mans_land_through_the_gui() {
    let (_home, mut app) = common::english_app(5);
    click(&mut app, "Command & Colors: The Great War");
    // British: one firepower-4 artillery token and 4 HQ; No Man's Land of two 6-hex rows.
    cc(
        &mut app,
        Msg::ArtAdd {
            side: "allies".into(),
            strength: 4,
        },
    );
    for _ in 0..4 {
        cc(
            &mut app,
            Msg::Count {
                field: adjutant::ui::games::cc_great_war::Field::StartHq,
                side: "allies".into(),
                delta: 1,
            },
        );
    }
    click(&mut app, "Add a row");
    click(&mut app, "Add a row");
    for _ in 0..6 {
        cc(
            &mut app,
            Msg::NmlRow {
                index: 0,
                delta: -1,
            },
        );
        cc(
            &mut app,
            Msg::NmlRow {
                index: 1,
                delta: -1,
            },
        );
    }
    click(&mut app, "Start the battle");
    assert!(shows(&app, "No Man's Land bombardment"));
    // Tap the targeting dice read off the table: 3, then 5 (row 2, hex 2).
    cc(&mut app, Msg::NmlRoll(Some(3)));
    cc(&mut app, Msg::NmlRoll(Some(5)));
    assert!(shows(&app, "1. Die 3: row 1, hex 3"));
    assert!(shows(&app, "2. Die 5: row 2, hex 2"));

    // The rulebook's triple, 1-4-4-4, entered by hand.
    click(&mut app, "Artillery");
    click(&mut app, "Firepower 4");
    for d in [1, 4, 4, 4] {
        cc(&mut app, Msg::ArtDie(d));
    }
    // The fourth die fired: no tap on "Fire with these 4 dice".
    assert_eq!(hq(&app, "allies"), 0, "4 HQ bought 4 targeting dice");
    assert!(shows(
        &app,
        "A triple: the main target is cratered and its protection is ignored in this combat."
    ));
    assert!(shows(&app, "main target: 3 battle dice to roll"));
    // Main target in a trench: protection is stripped, so both Soldiers hit.
    cc(&mut app, Msg::HexTerrain("trenches".into()));
    for f in ["soldier", "soldier", "flag"] {
        cc(&mut app, Msg::HexFace(f.into()));
    }
    // The third die recorded the hex.
    assert!(shows(&app, "main target: 2 hits, retreat\u{a0}1"));
    assert!(shows(&app, "hex 1: 1 battle die to roll"));
    click(&mut app, "Bombardment over");
    assert!(shows(&app, "Firepower 4"));
}

fn ui(app: &App) -> adjutant::ui::games::cc_great_war::Ui {
    match app
        .table()
        .expect("table")
        .game_ui
        .get::<adjutant::ui::games::cc_great_war::Ui>()
    {
        Some(u) => u.clone(),
        None => panic!("not the CC panels"),
    }
}

fn cc_state(app: &App) -> adjutant::games::cc_great_war::CcState {
    match app
        .table()
        .expect("table")
        .state
        .table
        .extra
        .get::<CcState>()
    {
        Some(s) => s.clone(),
        None => panic!("not CC"),
    }
}

/// A CC table with the British (first to play) holding one firepower-4 artillery and 4 HQ.
fn british_with_artillery(home: &std::path::Path) -> App {
    headless();
    let mut app = App::new(Paths::at(home), Some(7));
    send(&mut app, Message::SetLang(Some(Lang::En)));
    click(&mut app, "Command & Colors: The Great War");
    cc(
        &mut app,
        Msg::ArtAdd {
            side: "allies".into(),
            strength: 4,
        },
    );
    for _ in 0..4 {
        cc(
            &mut app,
            Msg::Count {
                field: adjutant::ui::games::cc_great_war::Field::StartHq,
                side: "allies".into(),
                delta: 1,
            },
        );
    }
    click(&mut app, "Start the battle");
    app
}

/// Shell Shortage read per hex (a setting; 2 in all is the default) leaves hex 1 with no
/// dice: it is marked skipped and the next hex can be rolled; "No unit here" passes a hex
/// over with no roll and no HQ.
#[test]
fn bombardment_skips_empty_hexes_through_the_gui() {
    let home = tempfile::tempdir().expect("tempdir");
    let mut app = british_with_artillery(home.path());
    cc(
        &mut app,
        Msg::ShellShortage(adjutant::games::cc_great_war::artillery::ShellShortageRule::PerHex),
    );
    click(&mut app, "Artillery");
    click(&mut app, "Firepower 4");
    click(&mut app, "Shell Shortage");
    for d in [1, 4, 4, 4] {
        cc(&mut app, Msg::ArtDie(d));
    }
    // The fourth die fired.
    assert!(shows(
        &app,
        "hex 1: no dice left after Shell Shortage, skipped"
    ));
    assert!(shows(&app, "main target: 1 battle die to roll"));
    cc(&mut app, Msg::HexFace("hq".into()));
    // The die recorded the hex.
    assert_eq!(
        hq(&app, "allies"),
        1,
        "an HQ rolled against the main target's unit"
    );
    // Hex 4 is next, not held up by hex 1: its Roll button works.
    assert!(shows(&app, "hex 4: 1 battle die to roll"));
    click(&mut app, "No unit here");
    assert!(shows(&app, "hex 4: no unit, skipped"));
    assert_eq!(hq(&app, "allies"), 1, "nothing rolled, nothing earned");
    let f = cc_state(&app).artillery.expect("fire");
    assert_eq!(f.next_hex(), None, "every hex is resolved");
}

/// A remembered Combat card cost shows on its stepper and can be corrected before playing.
#[test]
fn a_remembered_cost_can_be_corrected_on_the_stepper() {
    use adjutant::games::GameAction;
    use adjutant::games::cc_great_war::{CcAction, Scenario};
    use adjutant::session::{Action, GameState};
    use adjutant::ui::games::cc_great_war as cc;
    let def = adjutant::games::embedded_content()
        .game("cc-great-war")
        .expect("cc")
        .clone();
    let mut g = GameState::new(&def, "t", 4, chrono::Utc::now());
    let mut sc = Scenario::blank(&["allies".into(), "central".into()]);
    sc.start_hq = [("allies".to_string(), 5), ("central".to_string(), 5)].into();
    let apply = |g: &mut GameState, a: CcAction| {
        g.apply_mut(
            &def,
            &Action::Game(GameAction::new(adjutant::games::cc_great_war::ID, &a)),
            chrono::Utc::now(),
        )
        .expect("action")
    };
    apply(&mut g, CcAction::Setup(sc));
    let card = g.table.decks["combat"].hands["allies"][0].clone();
    apply(
        &mut g,
        CcAction::PlayCombat {
            side: "allies".into(),
            card: card.clone(),
            cost: 1,
        },
    );
    let home = tempfile::tempdir().expect("tempdir");
    let paths = Paths::at(home.path());
    let mut u = cc::Ui::new(&["allies".into(), "central".into()]);
    let Some(s) = g.table.extra.get::<CcState>() else {
        panic!("not CC")
    };
    assert_eq!(
        cc::cost_shown(&def, s, &u, &card),
        1,
        "the stepper starts there"
    );
    cc::update(
        &def,
        &g,
        &mut u,
        Msg::Cost {
            card: card.clone(),
            delta: 1,
        },
        &paths,
    );
    assert_eq!(cc::cost_shown(&def, s, &u, &card), 2);
    let a = cc::update(
        &def,
        &g,
        &mut u,
        Msg::PlayCombat {
            side: "central".into(),
            card: card.clone(),
        },
        &paths,
    );
    assert_eq!(
        a,
        Some(Action::Game(GameAction::new(
            adjutant::games::cc_great_war::ID,
            &CcAction::PlayCombat {
                side: "central".into(),
                card,
                cost: 2
            }
        ))),
        "the corrected cost is paid"
    );
}

/// The Trade button shows only for the side to play, at its End of Turn (L546-550).
#[test]
fn trade_is_offered_only_when_the_rules_allow_it() {
    let home = tempfile::tempdir().expect("tempdir");
    let mut app = british_with_artillery(home.path());
    click(&mut app, "Turn & cards");
    cc(&mut app, Msg::Reveal("central".into()));
    assert!(!shows(&app, "Trade for 1 HQ"), "not the Germans' turn");
    cc(&mut app, Msg::Reveal("central".into()));
    cc(&mut app, Msg::Reveal("allies".into()));
    assert!(
        !shows(&app, "Trade for 1 HQ"),
        "not yet the end of the turn"
    );
    for _ in 0..5 {
        click(&mut app, "Next ▶");
    }
    assert!(shows(&app, "Trade for 1 HQ"));
    let before = hq(&app, "allies");
    click(&mut app, "Trade for 1 HQ");
    assert_eq!(hq(&app, "allies"), before + 1);
    assert!(!shows(&app, "Trade for 1 HQ"), "once per turn");
}

/// "Lost" is offered only on medals that can be lost.
#[test]
fn only_temporary_medals_offer_lost() {
    let home = tempfile::tempdir().expect("tempdir");
    let mut app = british_with_artillery(home.path());
    click(&mut app, "Medals");
    cc(
        &mut app,
        Msg::MedalAdd {
            side: "allies".into(),
            kind: adjutant::games::cc_great_war::MedalKind::Unit,
        },
    );
    assert!(!shows(&app, "Lost"));
    cc(
        &mut app,
        Msg::MedalAdd {
            side: "allies".into(),
            kind: adjutant::games::cc_great_war::MedalKind::Temporary,
        },
    );
    click(&mut app, "Lost");
    assert_eq!(
        cc_state(&app).medal_count("allies"),
        1,
        "the unit medal stays"
    );
}

/// A preset saved from the form lists and loads back with the same values; a failed save says
/// why.
#[test]
fn presets_save_list_and_load_back() {
    let (home, mut app) = common::english_app(3);
    click(&mut app, "Command & Colors: The Great War");
    cc(&mut app, Msg::Name("Neuve Chapelle".into()));
    cc(
        &mut app,
        Msg::ArtAdd {
            side: "central".into(),
            strength: 3,
        },
    );
    cc(&mut app, Msg::MedalsToWin(1));
    cc(&mut app, Msg::NmlAdd);
    cc(&mut app, Msg::First("central".into()));
    cc(
        &mut app,
        Msg::Count {
            field: adjutant::ui::games::cc_great_war::Field::Combat,
            side: "allies".into(),
            delta: 2,
        },
    );
    let saved = ui(&app).form;
    click(&mut app, "Save as preset");
    assert!(shows(&app, "Preset “Neuve Chapelle” saved."));
    let (list, bad) = adjutant::games::cc_great_war::presets::list(home.path());
    assert!(bad.is_empty());
    assert_eq!(list, vec![saved.clone()]);
    // Change the form, then load the preset back.
    cc(&mut app, Msg::Name("something else".into()));
    cc(&mut app, Msg::MedalsToWin(5));
    assert_ne!(ui(&app).form, saved);
    click(&mut app, "Neuve Chapelle");
    assert_eq!(ui(&app).form, saved);

    // A home where the presets folder cannot be made: the error is shown, in both languages.
    let home = tempfile::tempdir().expect("tempdir");
    std::fs::write(home.path().join("presets"), b"not a folder").expect("write");
    let mut app = App::new(Paths::at(home.path()), Some(3));
    send(&mut app, Message::SetLang(Some(Lang::En)));
    click(&mut app, "Command & Colors: The Great War");
    cc(&mut app, Msg::Name("Loos".into()));
    click(&mut app, "Save as preset");
    let u = ui(&app);
    assert!(u.preset_failed);
    let note = u.preset_note.expect("a message");
    assert_eq!(note.msg, "ccgw-err-preset-save");
    let shown = app.loc.line(&note);
    assert!(
        shown.starts_with("The preset could not be saved"),
        "{shown}"
    );
    assert!(shows(&app, &shown));
    send(&mut app, Message::SetLang(Some(Lang::It)));
    let shown = app.loc.line(&note);
    assert!(
        shown.starts_with("Non è stato possibile salvare"),
        "{shown}"
    );
    assert!(shows(&app, &shown));
}

/// A portrait tablet (800×1280): each panel's main controls are inside the screen's width and
/// are touch targets of 44 px even at the smallest text size (0.9 scales the window).
#[test]
fn every_panel_fits_a_portrait_tablet_with_touch_sized_controls() {
    const PORTRAIT: (f32, f32) = (800.0, 1280.0);
    let (_home, mut app) = common::english_app(4);
    let check = |app: &App, labels: &[&str]| common::assert_touch_friendly(app, PORTRAIT, labels);
    // Clicks in a taller window of the same width, as if the player had scrolled.
    const SCROLLED: (f32, f32) = (800.0, 4000.0);
    common::click_in(&mut app, "Command & Colors: The Great War", SCROLLED);
    check(&app, &["Save as preset", "Start the battle", "Add a row"]);
    common::click_in(&mut app, "Start the battle", SCROLLED);
    let tabs = ["Set-up", "Turn & cards", "Battle", "Artillery", "Medals"];
    check(&app, &tabs);
    common::click_in(&mut app, "Turn & cards", SCROLLED);
    check(&app, &["Show hand"]);
    // The end-of-turn box is offered at the End of Turn only (Phase 5, L544-556).
    for _ in 0..5 {
        common::click_in(&mut app, "Next ▶", SCROLLED);
    }
    common::click_in(&mut app, "Turn & cards", SCROLLED);
    check(&app, &["Show hand", "Take 2 HQ", "Draw the Command card"]);
    common::click_in(&mut app, "Battle", SCROLLED);
    check(&app, &["Roll the battle dice"]);
    common::click_in(&mut app, "Artillery", SCROLLED);
    check(&app, &tabs);
    common::click_in(&mut app, "Medals", SCROLLED);
    check(&app, &tabs);
    check(&app, &["Enemy unit wiped out", "Temporary objective"]);
}

/// The Combat card costs the text lacks are set once in Settings, saved in the player's data
/// folder, and offered by every game opened afterwards; the built-in costs can be put back.
#[test]
fn card_costs_set_in_settings_reach_new_games() {
    let (home, mut app) = common::english_app(9);
    let user = home.path().join("data");
    click(&mut app, "Settings");
    assert!(shows(&app, "Card costs"));
    assert!(shows(&app, "Machine Gun Barrage"));
    let cost = |app: &App| {
        app.content
            .game("cc-great-war")
            .and_then(|g| g.decks.iter().find(|d| d.id == "combat"))
            .and_then(|d| d.cards.iter().find(|c| c.id == "machine-gun-barrage"))
            .expect("card")
            .cost
    };
    assert_eq!(cost(&app), None);
    let step = |app: &mut App, delta: i32| {
        send(
            app,
            Message::Settings(adjutant::ui::screens::settings::Msg::CardCost {
                game: "cc-great-war".into(),
                deck: "combat".into(),
                card: "machine-gun-barrage".into(),
                delta,
            }),
        )
    };
    // Not known → 0 → 1 → 2, and one back: 1.
    for _ in 0..3 {
        step(&mut app, 1);
    }
    step(&mut app, -1);
    assert_eq!(cost(&app), Some(1));
    assert!(shows(
        &app,
        "Card cost saved. Games opened from now on use it."
    ));
    assert!(user.join("cc-great-war/decks.json").is_file());
    assert!(
        app.content.problems.is_empty(),
        "{:#?}",
        app.content.problems
    );

    // A new game offers that cost when the card is played.
    click(&mut app, "Home");
    click(&mut app, "Command & Colors: The Great War");
    click(&mut app, "Start the battle");
    let t = app.table().expect("table");
    let Some(s) = t.state.table.extra.get::<CcState>() else {
        panic!("not CC")
    };
    assert_eq!(s.cost_of(&t.def, "machine-gun-barrage"), Some(1));

    // Below 0 is "not known" again, and the built-in costs come back with the reset.
    click(&mut app, "Settings");
    step(&mut app, -1);
    step(&mut app, -1);
    assert_eq!(cost(&app), None);
    assert!(shows(&app, "Use the built-in costs again"));
    // (far down the page: sent as the button sends it)
    send(
        &mut app,
        Message::Settings(adjutant::ui::screens::settings::Msg::ResetCosts(
            "cc-great-war".into(),
        )),
    );
    assert!(!user.join("cc-great-war/decks.json").exists());
    assert_eq!(cost(&app), None);
    // Decks of cards without printed costs are refused.
    assert!(
        adjutant::content::overrides::set_card_cost(
            &app.content,
            &user,
            "cc-great-war",
            "command",
            "recon-left",
            Some(1)
        )
        .is_err()
    );
}

/// Crossfire and Gas Attack through the Battle panel: a second machine-gun team joins and its
/// dice are added to one roll; Gas Attack asks for the target's unit and takes infantry.
#[test]
fn crossfire_and_gas_attack_through_the_gui() {
    let (_home, mut app) = common::english_app(5);
    click(&mut app, "Command & Colors: The Great War");
    click(&mut app, "Start the battle");
    click(&mut app, "Battle");
    cc(&mut app, Msg::Unit("mg".into()));
    common::click_id_in(
        &mut app,
        adjutant::ui::games::cc_great_war::crossfire::CROSS_MORE,
        SIZE,
    );
    assert_eq!(ui(&app).battle.crossfire.len(), 1);
    cc(&mut app, Msg::CrossRange { index: 0, delta: 2 });
    assert!(shows(&app, "Team 2"));
    // 3 dice at 2 hexes and 1 at 4 hexes (L364, L368).
    assert!(
        shows(&app, "Roll 4 battle dice."),
        "one roll for both teams"
    );
    cc(&mut app, Msg::CrossAdd);
    cc(&mut app, Msg::CrossAdd);
    assert_eq!(ui(&app).battle.crossfire.len(), 2, "a side has 3 teams");
    cc(&mut app, Msg::CrossRemove(1));
    click(&mut app, "Roll the battle dice");
    let rec = cc_state(&app).last_battle.expect("fought");
    assert_eq!(rec.faces.len(), 4);
    // Gas Attack: refused until the target is said to be infantry (L745).
    click(&mut app, "Gas Attack");
    assert!(shows(
        &app,
        "Gas Attack works only against some kinds of unit: say what the target is."
    ));
    cc(&mut app, Msg::TargetUnit(Some("infantry".into())));
    assert!(shows(&app, "Roll 4 battle dice."));
    click(&mut app, "Roll the battle dice");
    let rec = cc_state(&app).last_battle.expect("fought");
    assert!(
        rec.reading_steps
            .iter()
            .any(|l| l.msg == "ccgw-step-card-flags-locked")
    );
}

/// Hot-seat privacy: a hand shown during a turn hides itself when the turn passes.
#[test]
fn a_shown_hand_hides_when_the_turn_passes() {
    let (_home, mut app) = common::english_app(13);
    click(&mut app, "Command & Colors: The Great War");
    click(&mut app, "Start the battle");
    click(&mut app, "Turn & cards");
    cc(&mut app, Msg::Reveal("allies".into()));
    assert!(ui(&app).revealed.contains(&"allies".to_string()));
    let side = app.table().expect("table").state.table.cursor.side;
    while app.table().expect("table").state.table.cursor.side == side {
        send(&mut app, Message::Act(adjutant::session::Action::EndPhase));
    }
    assert!(ui(&app).revealed.is_empty(), "the hand hid itself");
}

/// A wiped-out unit's Victory Medal is offered on the result card and taken with one tap;
/// nothing is added before the tap.
#[test]
fn a_wiped_out_units_medal_is_one_tap_on_the_result_card() {
    let (_home, mut app) = common::english_app(17);
    click(&mut app, "Command & Colors: The Great War");
    click(&mut app, "Start the battle");
    while {
        let t = app.table().expect("table");
        t.def.phases.phases[t.state.table.cursor.phase].id != "battle"
    } {
        send(&mut app, Message::Act(adjutant::session::Action::EndPhase));
    }
    // One figure left in the target; two Bursts wipe it out.
    cc(&mut app, Msg::Figures(1));
    cc(&mut app, Msg::Face("burst".into()));
    cc(&mut app, Msg::Face("burst".into()));
    let side = ui(&app).side;
    assert_eq!(cc_state(&app).medal_count(&side), 0, "offered, not added");
    click(&mut app, "Take the Victory Medal");
    assert_eq!(cc_state(&app).medal_count(&side), 1);
    assert!(!shows(&app, "Take the Victory Medal"), "taken once");
}

/// The set-up form's Combat hand limit (L699: five cards unless the scenario says
/// otherwise): it starts at the rule's 5, its keys stay within what the set-up takes (at
/// least the cards dealt, at most 20), and the scenario started from the form keeps the
/// limit set with them: a seventh Combat card may then be held.
#[test]
fn the_setup_form_sets_the_combat_hand_limit_l699() {
    let (_home, mut app) = common::english_app(22);
    click(&mut app, "Command & Colors: The Great War");
    assert!(shows(
        &app,
        "Combat hand limit (most Combat cards a hand holds; 5 unless the scenario says otherwise)"
    ));
    let form = |app: &App| {
        app.table()
            .and_then(|t| {
                t.game_ui
                    .get::<adjutant::ui::games::cc_great_war::Ui>()
                    .map(|u| (t.def.clone(), u.form.clone()))
            })
            .expect("the form")
    };
    let (def, f) = form(&app);
    assert_eq!(f.combat_limit_of(&def, "allies"), 5, "the rule's five");
    for _ in 0..2 {
        common::click_id_in(&mut app, "ccgw-combat-limit-more-allies", SIZE);
    }
    let (_, f) = form(&app);
    assert_eq!(f.combat_limit_of(&def, "allies"), 7);
    assert_eq!(
        f.combat_limit_of(&def, "central"),
        5,
        "the other side's as it was"
    );
    // Down to the cards dealt (2 by default), and no further.
    for _ in 0..8 {
        cc(
            &mut app,
            Msg::CombatLimit {
                side: "central".into(),
                delta: -1,
            },
        );
    }
    let (_, f) = form(&app);
    assert_eq!(f.combat_limit_of(&def, "central"), 2);
    cc(&mut app, Msg::Start);
    let t = app.table().expect("table");
    let s = t.state.table.extra.get::<CcState>().expect("cc");
    let sc = s.scenario.as_ref().expect("started");
    assert_eq!(sc.combat_limit.get("allies"), Some(&7));
    assert_eq!(s.combat_limit(&t.def, "allies"), 7);
    assert_eq!(s.combat_limit(&t.def, "central"), 2);
}
