//! Tide of Iron without a screen (issue 23): the round of tests/tide_of_iron_ui.rs played
//! through `adjutant play … --json` alone, then opened in the app at the same point with the
//! same state and the same result card; every action the panels take said as words and read
//! back; and the rules' refusals, which change nothing on disk.

mod common;
use common::cli_play::{act, files, run, show};

use std::path::Path;

use adjutant::games::tide_of_iron::{Resolution, ToiState};
use adjutant::session::Action;
use adjutant::ui::games::GameMsg;
use adjutant::ui::games::tide_of_iron::Msg;
use adjutant::ui::{App, Message};
use common::Taps;
use common::play_walk::Walk;
use serde_json::Value;

const LANDSCAPE: (f32, f32) = (1280.0, 800.0);

fn new_game(home: &Path, seed: &str) -> String {
    let (code, out, err) = run(home, &["play", "new", "tide-of-iron", "--seed", seed]);
    assert_eq!(code, 0, "{err}");
    out.trim().to_string()
}

/// The round of tests/tide_of_iron_ui.rs through `play` alone: the USA's Concentrated Fire
/// (4 regulars at 3 hexes on a squad in woods, L1391) and two more actions; Germany's
/// suppressive attack that pins (L1249-1257), an artillery card drawn, paid and activated
/// with Establish Contact (L1906-1916) and a strike that drifts (three hexes directly
/// right); both sides pass (L658-664); the Command phase's income, a bid of 1 and
/// initiative to Germany (L725-792); the Status phase; round 2 starts with Germany
/// (L509-521). The save then opens in the app at the same point, with the same state, and
/// the app's card shows the words `play` printed.
#[test]
fn the_ui_round_through_play_opens_in_the_app_the_same() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let save = new_game(h, "11");
    let save = save.as_str();
    let v = show(h, save, None);
    assert_eq!(v["phase"]["id"], "action");
    assert_eq!(v["state"]["turn"]["side"]["id"], "usa");
    assert_eq!(v["state"]["turn"]["actions_left"], 3);

    // USA, action 1: Concentrated Fire; black 5, 6, 1, 2 and red 5, 3: one hit.
    act(h, save, &["take-action", "ConcentratedFire"]);
    let v = act(
        h,
        save,
        &[
            "attack",
            "side=0",
            "attack.lead.fp=4",
            "attack.lead.range=4",
            "attack.lead.distance=3",
            "attack.target.cover=2",
            "black=5,6,1,2",
            "red=5,3",
        ],
    );
    assert_eq!(v["card"]["kind"], "attack");
    assert_eq!(v["card"]["outcome"], "Remove 1 figure");
    assert_eq!(
        v["card"]["detail"],
        "1 hit · the owner chooses which figures"
    );
    assert_eq!(v["card"]["whose"], "United States · round 1");
    assert_eq!(v["card"]["dice"].as_array().map(Vec::len), Some(6));

    // USA, actions 2 and 3; then Germany's turn.
    act(h, save, &["take-action", "PrepareOpFire"]);
    let v = act(h, save, &["take-action", "Advance"]);
    assert_eq!(v["card"], Value::Null, "an action answers nothing");
    let s = show(h, save, None)["state"].clone();
    assert_eq!(s["turn"]["side"]["id"], "germany");
    assert_eq!(s["turn"]["taken"].as_array().map(Vec::len), Some(3));

    // Germany, action 1: a suppressive attack, one hit on a squad in the open: pinned.
    act(h, save, &["take-action", "ConcentratedFire"]);
    let v = act(
        h,
        save,
        &[
            "attack",
            "side=1",
            "attack.kind=Suppressive",
            "attack.lead.fp=4",
            "attack.lead.range=4",
            "attack.lead.distance=3",
            "black=6,1,1,1",
        ],
    );
    assert_eq!(v["card"]["outcome"], "Pinned");
    assert_eq!(v["card"]["whose"], "Germany · round 1");

    // Germany, action 2: the artillery card typed from the table, paid and activated.
    act(
        h,
        save,
        &[
            "draw-card",
            "side=1",
            "card.name=Copertura Continua",
            "card.cost=1",
            "card.contact=4",
        ],
    );
    act(
        h,
        save,
        &["counter-add", "counter=command", "side=germany", "delta=3"],
    );
    act(h, save, &["activate-card", "side=1", "index=0"]);
    let s = show(h, save, None)["state"].clone();
    assert_eq!(s["sides"][1]["command"], 2);
    assert_eq!(s["sides"][1]["pending"][0]["name"], "Copertura Continua");
    // Establish Contact on 4+: a 5.
    let v = act(h, save, &["contact", "side=1", "pending=0", "die=5"]);
    assert_eq!(v["card"]["kind"], "contact");
    assert_eq!(v["card"]["outcome"], "Success");
    // The strike drifts: normal spotting (4), black 3 and red 3: three hexes directly right.
    let v = act(h, save, &["drift", "side=1", "spotting=Normal", "dice=3,3"]);
    assert_eq!(v["card"]["kind"], "drift");
    assert_eq!(v["card"]["detail"], "3 hexes, directly right");
    let drift = v["card"].clone();

    // Both sides end the Action phase.
    act(h, save, &["pass"]);
    act(h, save, &["pass"]);
    assert_eq!(show(h, save, None)["state"]["turn"]["both_passed"], true);

    // Command phase: income, a bid and initiative.
    let v = act(h, save, &["end-phase"]);
    assert_eq!(v["phase"]["id"], "command");
    act(h, save, &["collect-income"]);
    act(h, save, &["bid", "side=1", "amount=1"]);
    act(h, save, &["decide-initiative"]);
    let s = show(h, save, None)["state"].clone();
    assert_eq!(s["initiative"]["id"], "germany", "Germany bid 1 against 0");
    assert_eq!(s["sides"][1]["initiative_bid"], 1);
    assert_eq!(s["sides"][1]["command"], 1);
    assert_eq!(s["income_collected"], true);
    assert_eq!(s["initiative_decided"], true);

    // Status phase; then round 2 starts with Germany acting first.
    let v = act(h, save, &["end-phase"]);
    assert_eq!(v["phase"]["id"], "status");
    let v = act(h, save, &["end-phase"]);
    assert_eq!(v["phase"]["id"], "action");
    assert_eq!(v["round"], 2);
    let table = show(h, save, None);
    let s = &table["state"];
    assert_eq!(s["turn"]["side"]["id"], "germany");
    assert_eq!(s["turn"]["taken"], serde_json::json!([]));
    assert_eq!(s["last"], "drift");
    assert_eq!(table["card"], drift, "the latest answer is still the drift");

    // Nothing of this game is hidden: a side sees the same state as the whole table.
    common::cli_play::nothing_hidden(h, save, "germany", &table);

    // The app opens the same save at the same point, with the same state and card.
    let (on_disk, mut app) = common::cli_play::resumed(h, save);
    let t = app.table().expect("opened");
    assert!(t.read_only.is_none());
    assert_eq!(t.state.table, on_disk.table);
    assert_eq!(t.state.table.cursor.round, 2);
    assert_eq!(common::phase(&app), "action");
    let st = t.state.table.extra.get::<ToiState>().expect("toi state");
    assert_eq!(st.initiative, 1);
    assert_eq!(st.turns.side, 1);
    assert!(matches!(
        st.last.as_ref().map(|l| &l.what),
        Some(Resolution::Drift { .. })
    ));
    // (The card is greyed, from the last round: "earlier" comes before whose it is.)
    let mut w = common::Window::new(&mut app, LANDSCAPE);
    let shown = w.texts();
    for key in ["outcome", "detail", "whose"] {
        let words = table["card"][key].as_str().expect("words");
        assert!(
            shown.iter().any(|(t, _)| t.contains(words)),
            "the app does not show {key} {words:?}"
        );
    }
}

fn form(app: &mut App, m: Msg) {
    common::send(app, Message::Game(GameMsg::new(m)));
}

fn pad(app: &mut App, colour: &str, faces: &[u8]) {
    let mut taps = Taps::new(app, LANDSCAPE);
    for f in faces {
        taps.tap_id(&format!("pad-tide-of-iron:{colour}-{f}"));
    }
}

fn tap_id(app: &mut App, id: &str) {
    Taps::new(app, LANDSCAPE).tap_id(id);
}

fn tap(app: &mut App, label: &str) {
    Taps::new(app, LANDSCAPE).tap(label);
}

/// Every action the panels take can be said on the command line: the round of
/// tests/tide_of_iron_ui.rs tapped again, and after each tap every action it applied is
/// written as words, read back as the same action, and was allowed by `allowed_now` just
/// before.
#[test]
fn every_panel_action_is_expressible_and_was_allowed() {
    let (_home, mut app) = common::english_app(11);
    tap_id(&mut app, "new-game-tide-of-iron");
    let mut walk = Walk::new(&app);
    let w = &mut walk;
    let a = &mut app;
    w.step(a, |a| tap_id(a, "toi-act-ConcentratedFire"));
    w.step(a, |a| tap_id(a, "toi-cover-2"));
    w.step(a, |a| pad(a, "attack", &[5, 6, 1, 2]));
    w.step(a, |a| pad(a, "defence", &[5, 3]));
    w.step(a, |a| tap(a, "Actions"));
    w.step(a, |a| tap_id(a, "toi-act-PrepareOpFire"));
    w.step(a, |a| tap_id(a, "toi-act-Advance"));
    w.step(a, |a| tap_id(a, "toi-act-ConcentratedFire"));
    w.step(a, |a| tap(a, "Suppressive"));
    w.step(a, |a| tap_id(a, "toi-cover-0"));
    w.step(a, |a| {
        let p = a
            .table()
            .and_then(|t| t.game_ui.get::<adjutant::ui::games::tide_of_iron::Ui>())
            .map(|u| u.attack.clone())
            .expect("form");
        let plan = adjutant::games::tide_of_iron::attack::plan(&p).expect("plan");
        let mut black = vec![6];
        black.resize(plan.black as usize, 1);
        pad(a, "attack", &black);
        pad(a, "defence", &vec![1; plan.red as usize]);
    });
    w.step(a, |a| form(a, Msg::CardName("Copertura Continua".into())));
    w.step(a, |a| form(a, Msg::CardContact(Some(4))));
    w.step(a, |a| tap(a, "Status"));
    w.step(a, |a| tap_id(a, "toi-draw"));
    w.step(a, |a| {
        common::send(
            a,
            Message::Act(Action::CounterAdd {
                counter: "command".into(),
                side: Some("germany".into()),
                delta: 3,
            }),
        )
    });
    w.step(a, |a| tap(a, "Actions"));
    w.step(a, |a| tap_id(a, "toi-card-1-0"));
    w.step(a, |a| tap_id(a, "toi-contact-roll"));
    w.step(a, |a| pad(a, "attack", &[3]));
    w.step(a, |a| pad(a, "defence", &[3]));
    w.step(a, |a| tap(a, "Actions"));
    w.step(a, |a| tap_id(a, "toi-pass"));
    w.step(a, |a| tap_id(a, "toi-pass"));
    w.step(a, |a| tap(a, "Next phase ▶▶"));
    w.step(a, |a| tap_id(a, "toi-income"));
    w.step(a, |a| tap_id(a, "toi-bid-1"));
    w.step(a, |a| tap_id(a, "toi-decide"));
    w.step(a, |a| tap(a, "Next phase ▶▶"));
    w.step(a, |a| tap(a, "Next phase ▶▶"));
    for v in [
        "TakeAction",
        "Attack",
        "DrawCard",
        "ActivateCard",
        "Contact",
        "Drift",
        "Pass",
        "CollectIncome",
        "Bid",
        "DecideInitiative",
    ] {
        assert!(walk.variants.contains(v), "the walk never applied {v}");
    }
}

/// What the rules forbid is refused by `play do` with exit 2 and the rule's words, and the
/// save's files are left byte for byte as they were.
#[test]
fn refusals_change_nothing_on_disk() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let save = new_game(h, "5");
    let save = save.as_str();
    act(h, save, &["take-action", "Advance"]);
    let before = files(h);
    let refused = |words: &[&str]| {
        let mut args = vec!["play", save, "do"];
        args.extend_from_slice(words);
        let (code, out, err) = run(h, &args);
        assert_eq!(code, 2, "{words:?} was taken: {out}");
        assert_eq!(files(h), before, "{words:?} changed the save's files");
        err
    };
    // Command is collected and bid only in the Command phase (L697-792).
    let err = refused(&["collect-income"]);
    assert!(err.contains("Command phase"), "{err}");
    let err = refused(&["bid", "side=0", "amount=1"]);
    assert!(err.contains("Command phase"), "{err}");
    // Markers come off in the Status phase (L825-835).
    let err = refused(&["clear-markers"]);
    assert!(err.contains("Status phase"), "{err}");
    // A card is paid with command the side has (L766): the USA, in turn, has none.
    act(
        h,
        save,
        &["draw-card", "side=0", "card.name=Barrage", "card.cost=2"],
    );
    let before = files(h);
    let (code, _, err) = run(
        h,
        &["play", save, "do", "activate-card", "side=0", "index=0"],
    );
    assert_eq!(code, 2);
    assert!(err.contains("2 command needed, only 0 available"), "{err}");
    assert_eq!(files(h), before);
    // Only the side in turn acts (L519-521): Germany, with command to pay, waits for the
    // USA's actions.
    act(
        h,
        save,
        &["draw-card", "side=1", "card.name=Barrage", "card.cost=2"],
    );
    act(
        h,
        save,
        &["counter-add", "counter=command", "side=germany", "delta=3"],
    );
    let before = files(h);
    let (code, _, err) = run(
        h,
        &["play", save, "do", "activate-card", "side=1", "index=0"],
    );
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("It is the other side's turn to act"), "{err}");
    assert_eq!(files(h), before);
}

/// The panels the round does not use, driven by their messages (as the steppers and forms
/// send them): the scenario set-up with an objective, its control, the roster, an assault,
/// a minefield, a Heal, an area attack, a lasting card paid in the Command phase and
/// discarded, and the Status phase's markers. Each action said as words reads back and was
/// allowed just before.
#[test]
fn the_other_panels_actions_are_expressible_and_were_allowed() {
    use adjutant::games::tide_of_iron::effects::Condition;
    use adjutant::games::tide_of_iron::roster::{Activation, Marker, RosterAction};
    use adjutant::games::tide_of_iron::state::Timing;
    use adjutant::ui::games::tide_of_iron::AsMsg;
    let (_home, mut app) = common::english_app(12);
    tap_id(&mut app, "new-game-tide-of-iron");
    let mut walk = Walk::new(&app);
    let w = &mut walk;
    let a = &mut app;
    // The scenario with an objective worth 1 command and 1 VP to whoever holds it.
    w.step(a, |a| form(a, Msg::ScenarioName("Hill 12".into())));
    w.step(a, |a| form(a, Msg::ObjName("Farm".into())));
    w.step(a, |a| form(a, Msg::ObjNation(None)));
    w.step(a, |a| form(a, Msg::ObjAdd));
    w.step(a, |a| form(a, Msg::StartScenario));
    w.step(a, |a| form(a, Msg::Control(0, Some(0))));
    // The roster: a squad and a vehicle, and the squad's markers.
    w.step(a, |a| form(a, Msg::UnitName("Able".into())));
    w.step(a, |a| form(a, Msg::AddUnit));
    w.step(a, |a| form(a, Msg::UnitVehicle));
    w.step(a, |a| form(a, Msg::UnitName("Sherman".into())));
    w.step(a, |a| form(a, Msg::AddUnit));
    for r in [
        RosterAction::Condition(0, Condition::Pinned),
        RosterAction::Activation(0, Activation::OpFire),
        RosterAction::Holes(0, 1),
        RosterAction::Marker(0, Marker::Officer),
    ] {
        w.step(a, |a| form(a, Msg::Roster(r)));
    }
    // An assault, a minefield and a Heal, rolled by the app.
    w.step(a, |a| form(a, Msg::Assault(AsMsg::AddDefender)));
    w.step(a, |a| form(a, Msg::Assault(AsMsg::Roll)));
    w.step(a, |a| form(a, Msg::Assault(AsMsg::Engineers)));
    w.step(a, |a| form(a, Msg::Assault(AsMsg::MineRoll)));
    w.step(a, |a| form(a, Msg::Assault(AsMsg::HealRoll)));
    // An area attack on a hex with a squad.
    w.step(a, |a| form(a, Msg::AreaAddSquad));
    w.step(a, |a| form(a, Msg::AreaRoll));
    // A lasting Command-phase card, paid in the Command phase and later discarded.
    w.step(a, |a| form(a, Msg::CardName("Sandbags".into())));
    w.step(a, |a| form(a, Msg::CardTiming(Timing::Command)));
    w.step(a, |a| form(a, Msg::CardLasting));
    w.step(a, |a| form(a, Msg::Draw));
    w.step(a, |a| tap(a, "Actions"));
    w.step(a, |a| tap_id(a, "toi-pass"));
    w.step(a, |a| tap_id(a, "toi-pass"));
    w.step(a, |a| tap(a, "Next phase ▶▶"));
    w.step(a, |a| tap_id(a, "toi-income"));
    w.step(a, |a| form(a, Msg::Activate(0, 0)));
    w.step(a, |a| form(a, Msg::Discard(0, 0)));
    w.step(a, |a| tap(a, "Next phase ▶▶"));
    w.step(a, |a| form(a, Msg::ClearMarkers));
    for v in [
        "SetScenario",
        "SetControl",
        "Roster",
        "Assault",
        "Mine",
        "Heal",
        "Area",
        "DrawCard",
        "ActivateCard",
        "DiscardInPlay",
        "ClearMarkers",
    ] {
        assert!(walk.variants.contains(v), "the walk never applied {v}");
    }
}

/// A scripted attack leaves out what has a default: the target (a squad in the open), an
/// area attack's hits-on number (5 unless the card says otherwise, L1983), a minefield's
/// engineers and a roster unit's vehicle flag.
#[test]
fn common_actions_leave_out_their_defaults() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let save = new_game(h, "6");
    let save = save.as_str();
    let v = act(
        h,
        save,
        &[
            "attack",
            "side=0",
            "attack.lead.fp=2",
            "attack.lead.range=4",
            "attack.lead.distance=1",
            "black=6,5",
        ],
    );
    assert!(
        v["card"]["working"]
            .as_array()
            .expect("working")
            .iter()
            .any(|l| l == "Terrain cover: 0"),
        "{v}"
    );
    let v = act(
        h,
        save,
        &[
            "area",
            "side=0",
            "area.fp=2",
            "area.units=[{}]",
            "black=5,4",
        ],
    );
    assert_eq!(v["card"]["kind"], "area");
    // Black 5 hits, 4 does not: hits on 5.
    assert_eq!(v["card"]["outcome"], "Area: 1 hit");
    let v = act(h, save, &["mine", "side=0", "dice=6,6,1,1"]);
    assert_eq!(v["card"]["kind"], "minefield");
    act(h, save, &["roster", r#"{"Add":{"name":"Able","side":0}}"#]);
    assert_eq!(show(h, save, None)["state"]["units"][0]["vehicle"], false);
}

/// The round marker past round 10 (L879): at the start of round 11 it is flipped to its "10"
/// side and put on box 1. A 12-round scenario played through `play` to round 11: `play show`
/// says so in both languages, and the same save in the app says so on its turn display.
#[test]
fn the_round_marker_shows_its_ten_side_past_round_ten_l879() {
    let home = tempfile::tempdir().expect("tmp");
    let h = home.path();
    let save = new_game(h, "3");
    let save = save.as_str();
    act(
        h,
        save,
        &[
            "set-scenario",
            "actions=3",
            "initiative=0",
            "name=Long",
            "players=2",
            "rounds=12",
        ],
    );
    let round = [
        "pass",
        "pass",
        "end-phase",
        "collect-income",
        "decide-initiative",
        "end-phase",
        "end-phase",
    ];
    for r in 1..=10 {
        let m = &show(h, save, None)["state"]["round_marker"];
        assert_eq!(m["plus_ten"], false, "round {r}: {m}");
        assert_eq!(m["box"], r, "round {r}");
        for a in round {
            act(h, save, &[a]);
        }
    }
    let v = show(h, save, None);
    assert_eq!(v["round"], 11);
    let m = &v["state"]["round_marker"];
    assert_eq!(m["plus_ten"], true);
    assert_eq!(m["box"], 1);
    assert_eq!(
        m["says"],
        "round marker flipped to its \"+10\" side, on box 1"
    );
    let (_, it, _) = run(h, &["play", save, "show", "--lang", "it"]);
    assert!(
        it.contains("segnalino dei turni capovolto sul \"10\" (+10), sulla casella 1"),
        "{it}"
    );
    let (_, mut app) = common::cli_play::resumed(h, save);
    assert!(
        common::shows_part_in(&app, "Round 11 of 12 (marker on \"+10\", box 1)", LANDSCAPE),
        "the turn display does not show the flipped marker"
    );
    send_app_lang(&mut app);
    assert!(
        common::shows_part_in(
            &app,
            "Round 11 di 12 (segnalino sul \"10\", casella 1)",
            LANDSCAPE
        ),
        "the Italian turn display does not show the flipped marker"
    );
}

fn send_app_lang(app: &mut App) {
    common::send(app, Message::SetLang(Some(adjutant::i18n::Lang::It)));
}
