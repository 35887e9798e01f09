//! ASL Starter Kit #1 and Trench Club in the table frame, in a real-size window: tap budgets
//! at 1280×800 and 800×1280 counted from the moment the player knows what to do (what was done
//! earlier in the game is sent as messages before the window opens), where a tap on anything
//! not wholly in view fails, a scroll counts as a tap and die taps are counted apart; and, tap
//! by tap, the dock stays put and nothing that stays on screen moves.

mod common;
use common::{LANDSCAPE, PORTRAIT, Window};

use adjutant::games::asl_sk1::{AslState, Resolution};
use adjutant::games::trench_club::state::TcState;
use adjutant::session::Action;
use adjutant::ui::{App, Message};

fn phase(app: &App) -> String {
    let t = app.table().expect("table");
    t.def.phases.phases[t.state.table.cursor.phase].id.clone()
}

/// Ends phases until the table is in the phase `id` (something done earlier in the game).
fn to_phase(app: &mut App, id: &str) {
    for _ in 0..40 {
        if phase(app) == id {
            return;
        }
        common::send(app, Message::Act(Action::EndPhase));
    }
    panic!("no phase {id}");
}

fn asl_last(app: &App) -> Option<Resolution> {
    app.table()
        .and_then(|t| t.state.table.extra.get::<AslState>())
        .and_then(|s| s.last.clone())
}

/// Whether the text `label` is in the dock (the answer's place), wholly.
fn in_dock(w: &mut Window<'_>, label: &str) -> bool {
    let dock = w.dock();
    w.texts().into_iter().any(|(t, b)| {
        t == label
            && b.x >= dock.x
            && b.y >= dock.y
            && b.x + b.width <= dock.x + dock.width + 0.5
            && b.y + b.height <= dock.y + dock.height + 0.5
    })
}

fn tc_state(app: &App) -> TcState {
    app.table()
        .and_then(|t| t.state.table.extra.get::<TcState>())
        .expect("trench club state")
        .clone()
}

/// `w.stable` around `tap`, letting the texts inside the slot with id `slot` change and move
/// (the odds and the arithmetic before a roll, in a slot of fixed height); the slot itself
/// must keep its place and size.
fn stable_but_slot(w: &mut Window<'_>, slot: &str, tap: impl FnOnce(&mut Window<'_>)) {
    let sel = || iced_test::selector::id(slot.to_string());
    let before = w.find(sel()).map(|f| f.bounds);
    let inside: Vec<String> = match before {
        Some(b) => w
            .texts()
            .into_iter()
            .filter(|(_, t)| b.contains(t.center()))
            .map(|(t, _)| t)
            .collect(),
        None => vec![],
    };
    let except: Vec<&str> = inside.iter().map(String::as_str).collect();
    w.stable(&except, tap);
    let after = w.find(sel()).map(|f| f.bounds);
    if before.is_some() && after.is_some() {
        assert_eq!(before, after, "the slot #{slot} moved or changed size");
    }
}

/// `w.stable` around `tap`, for a tap that adds to a list: a list grows downward, so what is
/// below the list's heading `list` (its rows, and what follows them) may move down; the
/// dock and everything above the list's heading (the buttons that add to it) stay put.
fn stable_list(w: &mut Window<'_>, list: &str, tap: impl FnOnce(&mut Window<'_>)) {
    let texts = w.texts();
    // `texts` holds what is wholly in view: a heading out of view has nothing of its list in
    // view below it either.
    let top = texts
        .iter()
        .find(|(t, _)| t == list)
        .map_or(f32::INFINITY, |(_, b)| b.y);
    let below: Vec<String> = texts
        .into_iter()
        .filter(|(_, b)| b.y >= top)
        .map(|(t, _)| t)
        .collect();
    let except: Vec<&str> = below.iter().map(String::as_str).collect();
    w.stable(&except, tap);
}

/// ASL: an IFT attack of 8 FP into woods from the Prep Fire Phase, with the player's dice:
/// the column (one tap), the terrain (one tap), one tap per die, no scroll. The answer is in
/// the dock; nothing moved under a finger. Then the Morale Check that IFT calls for: one tap
/// on the card's follow-up, then the dice.
#[test]
fn asl_ift_8_fp_into_woods_is_two_decisions_plus_dice_and_its_morale_check_one() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = common::english_app(4);
        common::send(&mut app, Message::NewGame("asl-sk1".into()));
        to_phase(&mut app, "prep-fire");
        let mut w = Window::new(&mut app, size);
        let slot = adjutant::ui::games::asl_sk1::PREVIEW_ID;
        stable_but_slot(&mut w, slot, |w| w.tap("8"));
        stable_but_slot(&mut w, slot, |w| w.tap("Woods +1"));
        stable_but_slot(&mut w, slot, |w| w.die("asl-pad-0-2"));
        stable_but_slot(&mut w, slot, |w| w.die("asl-pad-1-3"));
        assert_eq!((w.taps, w.dice, w.scrolls), (2, 2, 0), "{size:?}");
        match asl_last(w.app) {
            Some(Resolution::Fire(a, 2, 3)) => {
                assert_eq!(a.raw_fp.map(|f| f.to_string()), Some("8".into()));
                assert!(a.items.is_empty(), "the column is the whole FP");
                assert_eq!(a.tem, 1, "woods");
            }
            other => panic!("{size:?}: no IFT: {other:?}"),
        }
        // 8 column, DR 5 + 1 = 6: 1MC, in the dock, in view.
        assert!(in_dock(&mut w, "1MC"), "{size:?}: the answer in the dock");

        // The Morale Check it calls for: one tap, then the dice (the form is another tool's,
        // so only the dock is checked across that tap).
        let (taps, dice) = (w.taps, w.dice);
        let dock = w.dock();
        w.tap("Morale Check at +1");
        assert_eq!(w.dock(), dock, "{size:?}: the dock moved");
        w.stable(&[], |w| w.die("asl-pad-0-4"));
        // The check's answer replaces the IFT's in the card: the card keeps its place and
        // size, and its fold button sits under the new answer's words (one line, not two).
        w.stable(&["Show the working"], |w| w.die("asl-pad-1-2"));
        assert_eq!(
            (w.taps - taps, w.dice - dice, w.scrolls),
            (1, 2, 0),
            "{size:?}"
        );
        match asl_last(w.app) {
            Some(Resolution::Morale(m, 4, 2)) => assert_eq!(m.ift_drm, 1, "the +1 carried over"),
            other => panic!("{size:?}: no morale check: {other:?}"),
        }
        // Morale 7, DR 6 + 1 = 7, equal to the morale: pinned.
        assert!(
            in_dock(&mut w, "pinned"),
            "{size:?}: the answer in the dock"
        );
    }
}

/// ASL: a rally of a DM squad in woods, from the Rally Phase (its tool opens with the phase):
/// DM, woods, one tap per die, no scroll.
#[test]
fn asl_rally_of_a_dm_squad_in_woods_is_two_decisions_plus_dice() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = common::english_app(4);
        common::send(&mut app, Message::NewGame("asl-sk1".into()));
        assert_eq!(phase(&app), "rally");
        let mut w = Window::new(&mut app, size);
        w.stable(&[], |w| w.tap("DM (Desperation Morale)"));
        w.stable(&[], |w| w.tap("Woods or building"));
        w.stable(&[], |w| w.die("asl-pad-0-3"));
        w.stable(&[], |w| w.die("asl-pad-1-4"));
        assert_eq!((w.taps, w.dice, w.scrolls), (2, 2, 0), "{size:?}");
        match asl_last(w.app) {
            Some(Resolution::Rally(x, 3, 4)) => assert!(x.dm && x.woods_building, "{x:?}"),
            other => panic!("{size:?}: no rally: {other:?}"),
        }
    }
}

/// ASL: a tab opens at its top and the phase picks the tool: Movement and Close Combat open
/// with their first control in view, never at another tab's offset.
#[test]
fn asl_movement_and_close_combat_open_at_their_top() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = common::english_app(4);
        common::send(&mut app, Message::NewGame("asl-sk1".into()));
        to_phase(&mut app, "prep-fire");
        let mut w = Window::new(&mut app, size);
        // Scroll the fire form to its foot, then change tab.
        w.scroll_to(
            adjutant::ui::screens::frame::FORM_ID,
            "Firers one by one (weapons, PBF, long range)…",
        );
        w.tap("Movement");
        assert!(w.sees("Squad"), "{size:?}: Movement opened at its top");
        w.tap("Close Combat");
        assert!(
            w.sees("Attacker FP"),
            "{size:?}: Close Combat opened at its top"
        );
    }
}

/// Any game: the next phase is one tap, and the dock does not move.
#[test]
fn next_phase_is_one_tap_in_asl_and_trench_club() {
    for size in [LANDSCAPE, PORTRAIT] {
        for (game, from, to) in [
            ("asl-sk1", "rally", "prep-fire"),
            ("trench-club", "move", "declare"),
        ] {
            let (_home, mut app) = common::english_app(4);
            common::send(&mut app, Message::NewGame(game.into()));
            if game == "trench-club" {
                common::click_in(&mut app, "Start the game", (1280.0, 2400.0));
            }
            assert_eq!(phase(&app), from);
            let mut w = Window::new(&mut app, size);
            let dock = w.dock();
            w.tap("Next phase ▶▶");
            assert_eq!((w.taps, w.scrolls), (1, 0));
            assert_eq!(phase(w.app), to, "{game} {size:?}");
            assert_eq!(w.dock(), dock, "{game} {size:?}: the dock moved");
        }
    }
}

/// Trench Club: a declared battle where the defender fires back, with the hits counted by the
/// players (the set-up's "Other player types the hits"): from the Battles phase, the
/// attacker's hits and the defender's, one tap each on the dock's hit pad, no scroll; the
/// answer in the dock.
#[test]
fn trench_club_battle_with_return_fire_and_typed_hits_is_two_decisions() {
    use adjutant::ui::games::GameMsg;
    use adjutant::ui::games::trench_club::Msg;
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = common::english_app(5);
        let tall = (1280.0, 2400.0);
        common::send(&mut app, Message::NewGame("trench-club".into()));
        // Earlier in the game: the set-up, the armies, the declared attack.
        common::click_in(&mut app, "Other player types the hits", tall);
        common::click_in(&mut app, "Start the game", tall);
        let tc = |app: &mut App, m: Msg| common::send(app, Message::Game(GameMsg::new(m)));
        for (side, kind) in [("germany", "infantry"), ("france", "infantry")] {
            tc(&mut app, Msg::AddSide(side.into()));
            tc(&mut app, Msg::Add(kind.into()));
        }
        to_phase(&mut app, "declare");
        common::click_in(&mut app, "Infantry #1 · Germany", tall);
        common::click_in(&mut app, "Infantry #2 · France", tall);
        common::click_in(&mut app, "Declare this attack", tall);
        to_phase(&mut app, "battles");
        assert_eq!(tc_state(&app).declarations.len(), 1);

        let mut w = Window::new(&mut app, size);
        w.stable(&[], |w| w.tap_id("tc-hits-5"));
        let dock = w.dock();
        w.tap_id("tc-hits-2");
        assert_eq!(w.dock(), dock, "{size:?}: the dock moved");
        assert_eq!((w.taps, w.dice, w.scrolls), (2, 0, 0), "{size:?}");
        let s = tc_state(w.app);
        let o = &s.last_battle.as_ref().expect("a battle").outcome;
        assert_eq!((o.defender.hits_taken, o.attacker.hits_taken), (5, 2));
        assert!(o.back_shots.is_some(), "the defender fired back");
    }
}

/// Trench Club: units added at set-up append under the buttons that add them: a second tap
/// on the same button adds a second unit, nothing moved under the finger.
#[test]
fn trench_club_units_append_below_their_add_buttons() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = common::english_app(5);
        common::send(&mut app, Message::NewGame("trench-club".into()));
        common::click_in(&mut app, "Start the game", (1280.0, 2400.0));
        let mut w = Window::new(&mut app, size);
        w.tap("Units");
        for _ in 0..3 {
            stable_list(&mut w, "Germany's units", |w| w.tap("Infantry"));
        }
        stable_list(&mut w, "Germany's units", |w| w.tap("France"));
        stable_list(&mut w, "France's units", |w| w.tap("Infantry"));
        assert_eq!((w.taps, w.scrolls), (6, 0), "{size:?}");
        let s = tc_state(w.app);
        let owners: Vec<&str> = s.units.iter().map(|u| u.owner.as_str()).collect();
        assert_eq!(
            owners,
            ["germany", "germany", "germany", "france"],
            "{size:?}"
        );
    }
}

/// Trench Club: a fort captured in the Move phase (its tab opens with the phase): the foot
/// soldier, then the fort; the soldier going in moves nothing under the finger.
#[test]
fn trench_club_capture_is_two_taps_and_moves_nothing() {
    use adjutant::ui::games::GameMsg;
    use adjutant::ui::games::trench_club::Msg;
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = common::english_app(5);
        common::send(&mut app, Message::NewGame("trench-club".into()));
        common::click_in(&mut app, "Start the game", (1280.0, 2400.0));
        for kind in ["infantry", "infantry"] {
            common::send(&mut app, Message::Game(GameMsg::new(Msg::Add(kind.into()))));
        }
        assert_eq!(phase(&app), "move");
        let mut w = Window::new(&mut app, size);
        w.stable(&[], |w| w.tap("Infantry #1"));
        w.stable(&["Fort 1: Neutral", "Fort 1: Germany"], |w| {
            w.tap_id("tc-capture-1")
        });
        assert_eq!((w.taps, w.scrolls), (2, 0), "{size:?}");
        assert_eq!(tc_state(w.app).forts[0].as_deref(), Some("germany"));
    }
}

/// Trench Club: an attack declared in the Declare phase (the Battle tab opens with it): the
/// attacker, its target, then Declare in the dock, always in view: three taps, no scroll.
#[test]
fn trench_club_declare_is_three_taps_with_declare_in_the_dock() {
    use adjutant::ui::games::GameMsg;
    use adjutant::ui::games::trench_club::Msg;
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = common::english_app(5);
        common::send(&mut app, Message::NewGame("trench-club".into()));
        common::click_in(&mut app, "Start the game", (1280.0, 2400.0));
        let tc = |app: &mut App, m: Msg| common::send(app, Message::Game(GameMsg::new(m)));
        for (side, kind) in [
            ("germany", "armoured-car"),
            ("germany", "infantry"),
            ("france", "infantry"),
        ] {
            tc(&mut app, Msg::AddSide(side.into()));
            tc(&mut app, Msg::Add(kind.into()));
        }
        to_phase(&mut app, "declare");
        let mut w = Window::new(&mut app, size);
        w.stable(&[], |w| w.tap("Armoured Car #1 · Germany"));
        // The dock's words say who attacks whom once both are picked.
        w.stable(&["Pick the attacker and its target on the form."], |w| {
            w.tap("Infantry #3 · France")
        });
        let dock = w.dock();
        w.tap("Declare this attack");
        assert_eq!(w.dock(), dock, "{size:?}: the dock moved");
        assert_eq!((w.taps, w.scrolls), (3, 0), "{size:?}");
        assert_eq!(tc_state(w.app).declarations.len(), 1);
    }
}

/// Trench Club: the Money phase (its tab opens with it): the income, then two purchases of
/// the same type, each one tap; the ledger grows at the foot, the buttons stay put.
#[test]
fn trench_club_income_and_two_purchases_move_nothing() {
    use adjutant::ui::games::GameMsg;
    use adjutant::ui::games::trench_club::Msg;
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = common::english_app(5);
        common::send(&mut app, Message::NewGame("trench-club".into()));
        common::click_in(&mut app, "Start the game", (1280.0, 2400.0));
        let tc = |app: &mut App, m: Msg| common::send(app, Message::Game(GameMsg::new(m)));
        // Earlier in the game: Germany holds a fort and has money.
        tc(&mut app, Msg::SetFort(0, Some("germany".into())));
        tc(&mut app, Msg::Money("germany".into(), 10));
        to_phase(&mut app, "money");
        let mut w = Window::new(&mut app, size);
        let income = w
            .texts()
            .into_iter()
            .map(|(t, _)| t)
            .find(|t| t.starts_with("Collect income"))
            .expect("the income button");
        stable_list(&mut w, "Ledger", |w| w.tap(&income));
        stable_list(&mut w, "Ledger", |w| w.tap("Infantry · 2"));
        stable_list(&mut w, "Ledger", |w| w.tap("Infantry · 2"));
        assert_eq!((w.taps, w.scrolls), (3, 0), "{size:?}");
        let s = tc_state(w.app);
        assert_eq!(s.count_of("germany", "infantry"), 2, "{size:?}");
    }
}
