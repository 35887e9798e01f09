//! Command and Colors cards that ask for a roll (Three on a Match L785, …): the resolver, the
//! table step with its limits and undo, the command line and the Turn tab. Line numbers refer
//! to `../shared/seeds/000_9c234a88fa7f5d9b.txt`.

mod common;

use adjutant::core::def::GameDef;
use adjutant::games::GameAction;
use adjutant::games::cc_great_war::card_rolls::{self, CardRolls, Effect};
use adjutant::games::cc_great_war::{self as cc, CcAction, Scenario};
use adjutant::session::{Action, GameState};
use chrono::Utc;

fn def() -> GameDef {
    adjutant::games::embedded_content()
        .game("cc-great-war")
        .expect("cc data")
        .clone()
}

fn faces(s: &str) -> Vec<String> {
    s.split(',').map(str::to_string).collect()
}

fn act(
    d: &GameDef,
    g: &mut GameState,
    a: CcAction,
) -> Result<(), adjutant::core::table::ActionError> {
    g.apply_mut(d, &Action::Game(GameAction::new(cc::ID, &a)), Utc::now())
}

fn err(d: &GameDef, g: &mut GameState, a: CcAction) -> String {
    act(d, g, a).expect_err("refused").message().0.to_string()
}

fn cc_state(g: &GameState) -> &cc::CcState {
    match g.table.extra.get::<cc::CcState>() {
        Some(c) => c,
        None => panic!("not a CC game"),
    }
}

/// The allies play first with 5 Command cards, 3 HQ.
fn game(seed: u64) -> (GameDef, GameState) {
    let d = def();
    let mut g = GameState::new(&d, "t", seed, Utc::now());
    let mut s = Scenario::blank(&["allies".into(), "central".into()]);
    s.command_cards = [("allies".to_string(), 5), ("central".to_string(), 4)].into();
    s.start_hq = [("allies".to_string(), 3), ("central".to_string(), 2)].into();
    s.first_side = "allies".into();
    act(&d, &mut g, CcAction::Setup(s)).expect("setup");
    (d, g)
}

/// Moves one copy of `card` of `deck` into `side`'s hand (from wherever it is).
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

fn roll(side: &str, card: &str, f: Option<&str>, figures: Option<u32>) -> CcAction {
    CcAction::CardRoll {
        side: side.into(),
        card: card.into(),
        dice: None,
        faces: f.map(faces),
        target_figures: figures,
    }
}

fn medals(g: &GameState, side: &str) -> usize {
    cc_state(g).medal_count(side)
}

fn hq(g: &GameState, side: &str) -> u32 {
    g.table.pools["hq"].held_by(side)
}

fn rolls() -> CardRolls {
    CardRolls::of(&def()).expect("card_rolls.json")
}

/// Every effect a card of the data can have is worded in both languages (the ids are built
/// from the effect, so the i18n checks of literal ids do not see them).
#[test]
fn every_card_effect_is_worded_in_both_languages() {
    use adjutant::i18n::{Lang, Localizer};
    let loc = Localizer::new(Lang::En);
    for c in &rolls().cards {
        for burst in [false, true] {
            for e in c.effects(burst) {
                for lang in [Lang::En, Lang::It] {
                    for id in [
                        format!("ccgw-cardroll-{}", e.id()),
                        format!("ccgw-cardodds-{}", e.id()),
                    ] {
                        assert!(loc.has(lang, &id), "{id} in {lang:?}");
                    }
                }
            }
        }
    }
}

// ---- Three on a Match (L783-785) ---------------------------------------------------------

/// L785: 1 die at a target; Soldier or Burst is 1 hit, nothing else does anything.
#[test]
fn three_on_a_match_hits_on_soldier_or_burst_l785() {
    let r = rolls();
    let c = r.card("three-on-a-match").expect("in the data");
    assert_eq!(c.dice(7), 1, "one die whatever the hand");
    for (face, hits) in [
        ("soldier", 1),
        ("burst", 1),
        ("skull", 0),
        ("flag", 0),
        ("hq", 0),
    ] {
        let o = card_rolls::read(c, &faces(face), 1, false, None).expect("read");
        assert_eq!(o.count(Effect::Hit), hits, "{face}");
        assert_eq!(o.effects.len(), 1, "only hits: no retreat, no HQ");
    }
    // A hit on a unit's last figure wipes it out.
    let o = card_rolls::read(c, &faces("burst"), 1, false, Some(1)).expect("read");
    assert!(o.eliminated);
    assert_eq!(o.casualties, Some(1));
    let o = card_rolls::read(c, &faces("soldier"), 1, false, Some(3)).expect("read");
    assert!(!o.eliminated);
    // One die, one face.
    assert!(card_rolls::read(c, &faces("soldier,burst"), 1, false, None).is_err());
    assert!(card_rolls::read(c, &faces("grenade"), 1, false, None).is_err());
}

/// The exact odds before the roll: 2 Soldier sides and 1 Burst of 6 (dice.json) hit.
#[test]
fn three_on_a_match_odds_are_exact() {
    let d = def();
    let r = rolls();
    let c = r.card("three-on-a-match").expect("in the data");
    let die = d.die("battle").expect("die");
    let o = card_rolls::odds(c, &die, 1, false).expect("odds");
    assert_eq!(o.len(), 1);
    assert_eq!(o[0].effect, Effect::Hit);
    assert_eq!((o[0].any().num, o[0].any().den), (3, 6));
}

/// At the table: only after the card is played this turn, once; a wipe-out earns the medal;
/// HQ symbols earn nothing; undo takes it all back and the roll can be made again.
#[test]
fn three_on_a_match_at_the_table() {
    let (d, mut g) = game(11);
    give(&mut g, "combat", "allies", "three-on-a-match");
    assert_eq!(
        err(
            &d,
            &mut g,
            roll("allies", "three-on-a-match", Some("burst"), None)
        ),
        "ccgw-err-card-not-played"
    );
    act(
        &d,
        &mut g,
        CcAction::PlayCombat {
            side: "allies".into(),
            card: "three-on-a-match".into(),
            cost: 1,
        },
    )
    .expect("play");
    assert_eq!(
        card_rolls::pending(&d, &g.table, "allies"),
        vec!["three-on-a-match".to_string()]
    );
    assert_eq!(
        err(
            &d,
            &mut g,
            roll("central", "three-on-a-match", Some("burst"), None)
        ),
        "ccgw-err-card-not-played",
        "the side that played it rolls"
    );
    assert_eq!(
        err(
            &d,
            &mut g,
            roll("allies", "three-on-a-match", Some("burst,burst"), None)
        ),
        "ccgw-err-faces-count"
    );
    assert_eq!(
        err(&d, &mut g, roll("allies", "battle", Some("burst"), None)),
        "ccgw-err-no-card-roll"
    );
    let held = hq(&g, "allies");
    act(
        &d,
        &mut g,
        roll("allies", "three-on-a-match", Some("hq"), Some(1)),
    )
    .expect("roll");
    assert_eq!(hq(&g, "allies"), held, "an HQ symbol earns nothing here");
    assert_eq!(medals(&g, "allies"), 0);
    assert_eq!(
        g.log.last().map(|e| e.msg.as_str()),
        Some("ccgw-cardroll-hit")
    );
    assert!(card_rolls::pending(&d, &g.table, "allies").is_empty());
    assert_eq!(
        err(
            &d,
            &mut g,
            roll("allies", "three-on-a-match", Some("burst"), None)
        ),
        "ccgw-err-card-rolled"
    );
    g.undo_mut(Utc::now()).expect("undo");
    act(
        &d,
        &mut g,
        roll("allies", "three-on-a-match", Some("soldier"), Some(1)),
    )
    .expect("roll");
    // The target's last figure went: the Victory Medal is offered, and taken with a tap.
    assert_eq!(
        medals(&g, "allies"),
        0,
        "not added behind the players' backs"
    );
    assert_eq!(cc_state(&g).medal_due.as_deref(), Some("allies"));
    act(
        &d,
        &mut g,
        CcAction::AddMedal {
            side: "allies".into(),
            kind: cc::MedalKind::Unit,
            note: String::new(),
        },
    )
    .expect("the medal taken");
    assert_eq!(medals(&g, "allies"), 1);
    assert_eq!(cc_state(&g).medal_due, None);
    let rec = cc_state(&g)
        .last_card_roll
        .clone()
        .expect("kept for the panel");
    assert_eq!(rec.outcome.count(Effect::Hit), 1);
    // The app rolls when no faces are given; the next turn starts clean. (Two undos: the
    // medal taken, then the roll.)
    g.undo_mut(Utc::now()).expect("undo the medal");
    g.undo_mut(Utc::now()).expect("undo the roll");
    act(&d, &mut g, roll("allies", "three-on-a-match", None, None)).expect("app roll");
    assert_eq!(
        cc_state(&g)
            .last_card_roll
            .as_ref()
            .map(|r| r.outcome.faces.len()),
        Some(1)
    );
}

#[test]
fn three_on_a_match_from_the_command_line() {
    let v = common::json(&[
        "resolve",
        "cc-great-war",
        "three-on-a-match",
        "--dice",
        "burst",
        "--figures",
        "1",
        "--json",
    ]);
    assert_eq!(v["effects"]["hit"], 1);
    assert_eq!(v["eliminated"], true);
    assert_eq!(v["odds"][0]["at_least_one"], 0.5);
    let v = common::json(&[
        "resolve",
        "cc-great-war",
        "three-on-a-match",
        "--dice",
        "hq",
        "--json",
    ]);
    assert_eq!(v["effects"]["hit"], 0);
    let v = common::json(&["odds", "cc-great-war", "three-on-a-match", "--json"]);
    assert_eq!(v["odds"][0]["distribution"][1]["num"], "3");
    for (args, flag) in [
        (vec!["--dice", "burst,soldier"], "--dice"),
        (vec!["--hand", "3"], "--hand"),
        (vec!["--figures", "9"], "--figures"),
        (vec!["--burst-counts"], "--burst-counts"),
        (vec!["--dice", "soldier", "--seed", "2"], "--seed"),
    ] {
        let mut all = vec!["resolve", "cc-great-war", "three-on-a-match"];
        all.extend(args);
        let (code, _, e) = common::run(&all);
        assert_eq!(code, 2, "{all:?}");
        assert!(e.contains(flag), "{all:?}: {e}");
    }
    let (_, out, _) = common::run(&["resolve", "cc-great-war", "help"]);
    assert!(out.contains("three-on-a-match"), "{out}");
}

// ---- The Turn tab ------------------------------------------------------------------------

const SIZE: (f32, f32) = (1280.0, 4000.0);

fn ui_msg(app: &mut adjutant::ui::App, msg: adjutant::ui::games::cc_great_war::Msg) {
    common::send(
        app,
        adjutant::ui::Message::Game(adjutant::ui::games::GameMsg::new(msg)),
    );
}

fn app_state(app: &adjutant::ui::App) -> cc::CcState {
    match app
        .table()
        .and_then(|t| t.state.table.extra.get::<cc::CcState>())
    {
        Some(s) => s.clone(),
        None => panic!("not CC"),
    }
}

/// A physical-cards table where the British play first, on the Turn tab.
fn turn_tab(seed: u64) -> (tempfile::TempDir, adjutant::ui::App) {
    let (home, mut app) = common::english_app(seed);
    common::click_in(&mut app, "Command & Colors: The Great War", SIZE);
    ui_msg(
        &mut app,
        adjutant::ui::games::cc_great_war::Msg::Physical(true),
    );
    common::click_in(&mut app, "Start the battle", SIZE);
    common::click_in(&mut app, "Turn & cards", SIZE);
    (home, app)
}

#[test]
fn three_on_a_match_on_the_turn_tab() {
    use adjutant::ui::games::cc_great_war::Msg;
    let (_home, mut app) = turn_tab(3);
    assert!(
        !common::shows_in(&app, "Card rolls", SIZE),
        "no card played yet"
    );
    ui_msg(
        &mut app,
        Msg::PlayCombat {
            side: "allies".into(),
            card: "three-on-a-match".into(),
        },
    );
    assert!(common::shows_in(&app, "Card rolls", SIZE));
    assert!(common::shows_in(&app, "A hit: 50.0 %.", SIZE));
    // One tap for its one die records the roll; 3 figures, 1 hit.
    for _ in 0..3 {
        ui_msg(&mut app, Msg::CardFigures(1));
    }
    ui_msg(&mut app, Msg::CardFace("burst".into()));
    let rec = app_state(&app).last_card_roll.expect("rolled");
    assert_eq!(rec.outcome.faces, vec!["burst".to_string()]);
    assert_eq!(rec.outcome.casualties, Some(1));
    assert!(common::shows_in(
        &app,
        "1 hit on the target: take off 1 figure.",
        SIZE
    ));
    assert!(
        !common::shows_in(&app, "A hit: 50.0 %.", SIZE),
        "rolled once"
    );
}

// ---- Advance Over The Top (L727-729) -----------------------------------------------------

/// L729: 2 dice after an infantry unit moves; 1 more hex per Soldier, nothing for the rest.
#[test]
fn advance_over_the_top_one_hex_per_soldier_l729() {
    let r = rolls();
    let c = r.card("advance-over-the-top").expect("in the data");
    assert_eq!(c.dice(5), 2, "two dice whatever the hand");
    for (f, hexes) in [
        ("soldier,soldier", 2),
        ("soldier,flag", 1),
        ("burst,skull", 0),
        ("hq,flag", 0),
    ] {
        let o = card_rolls::read(c, &faces(f), 2, false, None).expect("read");
        assert_eq!(o.count(Effect::ExtraHex), hexes, "{f}");
        assert_eq!(o.effects.len(), 1, "only extra hexes");
    }
    // Exact odds with 2 Soldier sides of 6: 0, 1, 2 extra hexes in 16, 16, 4 of 36.
    let die = def().die("battle").expect("die");
    let o = card_rolls::odds(c, &die, 2, false).expect("odds");
    let counts: Vec<(u128, u128)> = o[0].counts.iter().map(|x| (x.num, x.den)).collect();
    assert_eq!(counts, vec![(16, 36), (16, 36), (4, 36)]);
    assert!((o[0].expected() - 2.0 / 3.0).abs() < 1e-12);
}

#[test]
fn advance_over_the_top_at_the_table_and_from_the_command_line() {
    let (d, mut g) = game(12);
    give(&mut g, "combat", "allies", "advance-over-the-top");
    act(
        &d,
        &mut g,
        CcAction::PlayCombat {
            side: "allies".into(),
            card: "advance-over-the-top".into(),
            cost: 0,
        },
    )
    .expect("play");
    assert_eq!(
        err(
            &d,
            &mut g,
            roll("allies", "advance-over-the-top", Some("soldier"), None)
        ),
        "ccgw-err-faces-count",
        "two dice"
    );
    act(
        &d,
        &mut g,
        roll("allies", "advance-over-the-top", Some("soldier,hq"), None),
    )
    .expect("roll");
    let last = g.log.last().expect("log");
    assert_eq!(last.msg, "ccgw-cardroll-extra-hex");
    assert_eq!(hq(&g, "allies"), 3, "HQ symbols earn nothing here");
    let v = common::json(&[
        "resolve",
        "cc-great-war",
        "advance-over-the-top",
        "--dice",
        "soldier,soldier",
        "--json",
    ]);
    assert_eq!(v["effects"]["extra-hex"], 2);
    let (code, _, e) = common::run(&[
        "resolve",
        "cc-great-war",
        "advance-over-the-top",
        "--figures",
        "2",
    ]);
    assert_eq!(code, 2);
    assert!(e.contains("--figures"), "{e}");
}

// ---- Big Show (L943-945) ------------------------------------------------------------------

/// L945: 1 die per Command card held, this one included. Soldier orders infantry, Skull a
/// machine gun or mortar, Flag any unit, HQ a token; the Burst (not listed, §11 #26) nothing,
/// or any unit with the setting.
#[test]
fn big_show_orders_units_and_takes_hq_l945() {
    let r = rolls();
    let c = r.card("big-show").expect("in the data");
    assert_eq!(c.dice(3), 4, "3 held and this one");
    let o =
        card_rolls::read(c, &faces("soldier,skull,flag,hq,burst"), 5, false, None).expect("read");
    for e in [
        Effect::OrderInfantry,
        Effect::OrderMgMortar,
        Effect::OrderAny,
        Effect::Hq,
    ] {
        assert_eq!(o.count(e), 1, "{e:?}");
    }
    assert!(
        o.steps
            .iter()
            .any(|l| l.msg == "ccgw-cardroll-big-show-die"),
        "the ordered units' extra die is recalled"
    );
    let o = card_rolls::read(c, &faces("burst,burst,soldier"), 3, true, None).expect("read");
    assert_eq!(
        o.count(Effect::OrderAny),
        2,
        "the setting reads the Burst as a Flag"
    );
    assert_eq!(o.count(Effect::OrderInfantry), 1);
    // Exact odds of at least one of each with 4 dice: 1 - (4/6)^4 for infantry (2 sides),
    // 1 - (5/6)^4 for the others.
    let die = def().die("battle").expect("die");
    let odds = card_rolls::odds(c, &die, 4, false).expect("odds");
    let any = |e: Effect| {
        let a = odds.iter().find(|x| x.effect == e).expect("effect").any();
        (a.num, a.den)
    };
    assert_eq!(any(Effect::OrderInfantry), (1296 - 256, 1296));
    assert_eq!(any(Effect::Hq), (1296 - 625, 1296));
    let odds = card_rolls::odds(c, &die, 4, true).expect("odds");
    let a = odds
        .iter()
        .find(|x| x.effect == Effect::OrderAny)
        .expect("any")
        .any();
    assert_eq!(
        (a.num, a.den),
        (1296 - 256, 1296),
        "Flag and Burst: 2 sides"
    );
}

#[test]
fn big_show_at_the_table_counts_the_hand_and_credits_hq() {
    let (d, mut g) = game(13);
    give(&mut g, "command", "allies", "big-show");
    act(
        &d,
        &mut g,
        CcAction::PlayCommand {
            side: "allies".into(),
            card: "big-show".into(),
        },
    )
    .expect("play");
    // 5 dealt + Big Show given, Big Show played: 5 held, 6 dice.
    assert_eq!(
        card_rolls::dice_offered(&d, &g.table, "allies", "big-show"),
        Some(6)
    );
    assert_eq!(
        err(
            &d,
            &mut g,
            roll("allies", "big-show", Some("hq,hq,soldier,burst,flag"), None)
        ),
        "ccgw-err-faces-count"
    );
    let (held, supply) = (hq(&g, "allies"), g.table.pools["hq"].supply);
    act(
        &d,
        &mut g,
        roll(
            "allies",
            "big-show",
            Some("hq,hq,soldier,burst,flag,skull"),
            None,
        ),
    )
    .expect("roll");
    assert_eq!(hq(&g, "allies"), held + 2, "2 HQ symbols, 2 tokens");
    assert_eq!(
        g.table.pools["hq"].supply,
        supply - 2,
        "from the common pool"
    );
    assert!(g.log.iter().any(|e| e.msg == "ccgw-log-hq-gain"
        && e.args.get("reason")
            == Some(&adjutant::core::log::Arg::Msg("ccgw-hq-big-show".into()))));
    let rec = cc_state(&g).last_card_roll.clone().expect("kept");
    assert_eq!(rec.dice, 6);
    assert_eq!(
        rec.outcome.count(Effect::OrderAny),
        1,
        "the Burst does nothing"
    );
    // Undo gives the tokens back; the players correct the count to 3 dice, with the setting.
    g.undo_mut(Utc::now()).expect("undo");
    assert_eq!(hq(&g, "allies"), held);
    let mut s = cc_state(&g).settings;
    s.big_show_burst_orders = true;
    act(&d, &mut g, CcAction::Settings(s)).expect("settings");
    act(
        &d,
        &mut g,
        CcAction::CardRoll {
            side: "allies".into(),
            card: "big-show".into(),
            dice: Some(3),
            faces: Some(faces("burst,flag,soldier")),
            target_figures: None,
        },
    )
    .expect("corrected count");
    let rec = cc_state(&g).last_card_roll.clone().expect("kept");
    assert_eq!(rec.outcome.count(Effect::OrderAny), 2);
    assert_eq!(hq(&g, "allies"), held);
}

#[test]
fn big_show_from_the_command_line() {
    let v = common::json(&[
        "resolve",
        "cc-great-war",
        "big-show",
        "--hand",
        "2",
        "--dice",
        "hq,burst,skull",
        "--json",
    ]);
    assert_eq!(v["dice"], 3);
    assert_eq!(v["effects"]["hq"], 1);
    assert_eq!(v["effects"]["order-mg-mortar"], 1);
    assert_eq!(v["effects"]["order-any"], 0);
    let v = common::json(&[
        "resolve",
        "cc-great-war",
        "big-show",
        "--hand",
        "2",
        "--dice",
        "hq,burst,skull",
        "--burst-counts",
        "--json",
    ]);
    assert_eq!(v["effects"]["order-any"], 1);
    for (args, flag) in [
        (vec!["--dice", "hq"], "--hand"),
        (vec!["--hand", "99"], "--hand"),
        (vec!["--hand", "1", "--dice", "hq"], "--dice"),
        (vec!["--hand", "1", "--figures", "2"], "--figures"),
    ] {
        let mut all = vec!["resolve", "cc-great-war", "big-show"];
        all.extend(args);
        let (code, _, e) = common::run(&all);
        assert_eq!(code, 2, "{all:?}");
        assert!(e.contains(flag), "{all:?}: {e}");
    }
}

#[test]
fn big_show_on_the_turn_tab() {
    use adjutant::ui::games::cc_great_war::Msg;
    let (_home, mut app) = turn_tab(4);
    ui_msg(
        &mut app,
        Msg::PlayCommand {
            side: "allies".into(),
            card: "big-show".into(),
        },
    );
    // 4 Command cards dealt (the form's default), 3 left after Big Show: 4 dice.
    assert!(common::shows_in(&app, "Card rolls", SIZE));
    assert!(common::shows_in(
        &app,
        "British (Allies) · Big Show · 4 battle dice",
        SIZE
    ));
    // The players hold one more than the app counted: one tap corrects it.
    ui_msg(&mut app, Msg::CardDice(1));
    let hq_before = app
        .table()
        .map_or(0, |t| t.state.table.pools["hq"].held_by("allies"));
    for f in ["hq", "soldier", "flag", "skull"] {
        ui_msg(&mut app, Msg::CardFace(f.into()));
    }
    assert!(app_state(&app).last_card_roll.is_none(), "5 dice now");
    ui_msg(&mut app, Msg::CardFace("hq".into()));
    let rec = app_state(&app).last_card_roll.expect("rolled");
    assert_eq!(rec.dice, 5);
    let hq_after = app
        .table()
        .map_or(0, |t| t.state.table.pools["hq"].held_by("allies"));
    assert_eq!(hq_after, hq_before + 2);
    assert!(common::shows_in(
        &app,
        "2 HQ symbols: take 2 HQ tokens.",
        SIZE
    ));
}

// ---- Replacements (L961-963) --------------------------------------------------------------

/// L963: 1 die per Command card held, this one included. Soldier: a figure back to infantry;
/// HQ or Flag: to any unit. Burst and Skull (not listed, §11 #27) nothing; the setting reads
/// the Burst as an HQ or Flag, the Skull stays nothing.
#[test]
fn replacements_gives_figures_back_l963() {
    let r = rolls();
    let c = r.card("replacements").expect("in the data");
    assert_eq!(c.dice(4), 5);
    let o =
        card_rolls::read(c, &faces("soldier,hq,flag,burst,skull"), 5, false, None).expect("read");
    assert_eq!(o.count(Effect::FigureInfantry), 1);
    assert_eq!(o.count(Effect::FigureAny), 2, "HQ and Flag");
    assert_eq!(
        o.count(Effect::Hq),
        0,
        "its HQ symbols are figures, not tokens"
    );
    let o = card_rolls::read(c, &faces("burst,skull"), 2, true, None).expect("read");
    assert_eq!(o.count(Effect::FigureAny), 1, "the Burst with the setting");
    assert!(
        o.steps
            .iter()
            .any(|l| l.msg == "ccgw-cardroll-replacements-note")
    );
    // Exact odds with 2 dice: a figure back to any unit on 2 sides of 6 (HQ, Flag): 1 - (4/6)^2.
    let die = def().die("battle").expect("die");
    let odds = card_rolls::odds(c, &die, 2, false).expect("odds");
    let a = odds
        .iter()
        .find(|x| x.effect == Effect::FigureAny)
        .expect("any")
        .any();
    assert_eq!((a.num, a.den), (20, 36));
}

#[test]
fn replacements_at_the_table_and_from_the_command_line() {
    let (d, mut g) = game(14);
    give(&mut g, "command", "allies", "replacements");
    act(
        &d,
        &mut g,
        CcAction::PlayCommand {
            side: "allies".into(),
            card: "replacements".into(),
        },
    )
    .expect("play");
    assert_eq!(
        card_rolls::dice_offered(&d, &g.table, "allies", "replacements"),
        Some(6)
    );
    let held = hq(&g, "allies");
    act(
        &d,
        &mut g,
        roll(
            "allies",
            "replacements",
            Some("hq,hq,soldier,burst,flag,skull"),
            None,
        ),
    )
    .expect("roll");
    assert_eq!(hq(&g, "allies"), held, "no HQ tokens from Replacements");
    let rec = cc_state(&g).last_card_roll.clone().expect("kept");
    assert_eq!(rec.outcome.count(Effect::FigureAny), 3);
    assert_eq!(rec.outcome.count(Effect::FigureInfantry), 1);
    let v = common::json(&[
        "resolve",
        "cc-great-war",
        "replacements",
        "--hand",
        "1",
        "--dice",
        "burst,soldier",
        "--burst-counts",
        "--json",
    ]);
    assert_eq!(v["effects"]["figure-any"], 1);
    assert_eq!(v["effects"]["figure-infantry"], 1);
    let v = common::json(&[
        "odds",
        "cc-great-war",
        "replacements",
        "--hand",
        "0",
        "--json",
    ]);
    assert_eq!(v["dice"], 1);
    let (code, _, e) = common::run(&["resolve", "cc-great-war", "replacements", "--dice", "hq"]);
    assert_eq!(code, 2);
    assert!(e.contains("--hand"), "{e}");
}

#[test]
fn replacements_on_the_turn_tab_with_the_app_rolling() {
    use adjutant::ui::games::cc_great_war::Msg;
    let (_home, mut app) = turn_tab(5);
    ui_msg(
        &mut app,
        Msg::PlayCommand {
            side: "allies".into(),
            card: "replacements".into(),
        },
    );
    assert!(common::shows_in(
        &app,
        "British (Allies) · Replacements · 4 battle dice",
        SIZE
    ));
    common::click_in(&mut app, "Roll", SIZE);
    let rec = app_state(&app).last_card_roll.expect("rolled by the app");
    assert_eq!(rec.outcome.faces.len(), 4);
    assert!(common::shows_in(
        &app,
        "No unit gets back more figures than it started with; a unit that gets at least one back counts as ordered.",
        SIZE
    ));
}
