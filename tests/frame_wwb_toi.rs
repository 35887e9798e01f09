//! We Were Brothers and Tide of Iron in the table frame, in a real-size window: tap budgets
//! counted from the moment the player knows what to do, at 1280×800 and 800×1280, where a tap
//! on anything not wholly in view fails and a scroll counts as a tap; each tap of the main
//! flow also checks that the dock stayed put and nothing that stayed on screen moved.

mod common;
use common::{LANDSCAPE, PORTRAIT, Window, send};

use adjutant::games::tide_of_iron::{Resolution, ToiState, Worked, worked};
use adjutant::games::we_were_brothers::{Who, WwbState};
use adjutant::session::Action;
use adjutant::ui::games::GameMsg;
use adjutant::ui::{App, Message};

/// One step of a flow under the stability check: the dock stays put and every text a player
/// can see before the tap that is still there after it is where it was. Texts out of view
/// before the tap (under the fold of the form, the free tray at its foot) are not under a
/// finger: a form that grows at its end may push them.
fn steady(w: &mut Window<'_>, tap: impl FnOnce(&mut Window<'_>)) {
    let size = w.size;
    let form = w
        .find(iced_test::selector::id(
            adjutant::ui::screens::frame::FORM_ID.to_string(),
        ))
        .expect("the form's region");
    let v = form.visible.unwrap_or(form.bounds);
    let in_form = |b: &iced::Rectangle| b.x >= v.x - 0.5 && b.x + b.width <= v.x + v.width + 0.5;
    let hidden: Vec<String> = w
        .texts()
        .into_iter()
        .filter(|(_, b)| {
            b.y + b.height > size.1 || (in_form(b) && b.y + b.height > v.y + v.height + 0.5)
        })
        .map(|(t, _)| t)
        .collect();
    let hidden: Vec<&str> = hidden.iter().map(String::as_str).collect();
    w.stable(&hidden, tap);
}

/// A tap that opens another form (a tab, a phase): the form is new, so only the frame is
/// checked: the dock stays put and nothing outside the form moves.
fn steady_frame(w: &mut Window<'_>, tap: impl FnOnce(&mut Window<'_>)) {
    let form = w
        .find(iced_test::selector::id(
            adjutant::ui::screens::frame::FORM_ID.to_string(),
        ))
        .expect("the form's region");
    let v = form.visible.unwrap_or(form.bounds);
    let inside: Vec<String> = w
        .texts()
        .into_iter()
        .filter(|(_, b)| {
            b.x >= v.x - 0.5 && b.x + b.width <= v.x + v.width + 0.5 && b.y >= v.y - 0.5
        })
        .map(|(t, _)| t)
        .collect();
    let inside: Vec<&str> = inside.iter().map(String::as_str).collect();
    w.stable(&inside, tap);
}

/// A tap on a list's add button: the list grows under the button, so what is under it (the
/// list, and under the form the frame's free dice tray) may move down; everything else, the
/// button itself included, must stay.
fn steady_add(w: &mut Window<'_>, add: &str) {
    let b = w
        .find(iced_test::selector::id(add.to_string()))
        .expect("the add button")
        .bounds;
    let under: Vec<String> = w
        .texts()
        .into_iter()
        .filter(|(_, t)| t.y >= b.y + b.height)
        .map(|(t, _)| t)
        .collect();
    let under: Vec<&str> = under.iter().map(String::as_str).collect();
    w.stable(&under, |w| w.tap_id(add));
}

/// Whether the text `label` is drawn wholly inside the dock (the answer's place).
fn in_dock(w: &mut Window<'_>, label: &str) -> bool {
    let d = w.dock();
    w.texts().into_iter().any(|(t, b)| {
        t == label
            && b.x >= d.x
            && b.y >= d.y
            && b.x + b.width <= d.x + d.width
            && b.y + b.height <= d.y + d.height
    })
}

/// A die tapped on the dock's pad: the dock stays put, and so does everything outside it. In
/// the dock the pad turns to the next die and the last die puts a new answer in the card,
/// with that answer's own lines and buttons, so the dock's own texts are not compared.
fn steady_die(w: &mut Window<'_>, id: &str) {
    let d = w.dock();
    let inside: Vec<String> = w
        .texts()
        .into_iter()
        .filter(|(_, b)| d.contains(b.center()))
        .map(|(t, _)| t)
        .collect();
    let inside: Vec<&str> = inside.iter().map(String::as_str).collect();
    w.stable(&inside, |w| w.die(id));
}

fn phase(app: &App) -> String {
    let t = app.table().expect("table");
    t.def.phases.phases[t.state.table.cursor.phase].id.clone()
}

fn to_phase(app: &mut App, id: &str) {
    for _ in 0..40 {
        if phase(app) == id {
            return;
        }
        send(app, Message::Act(Action::EndPhase));
    }
    panic!("no phase {id}");
}

fn wwb(app: &mut App, m: adjutant::ui::games::we_were_brothers::Msg) {
    send(app, Message::Game(GameMsg::new(m)));
}

fn toi(app: &mut App, m: adjutant::ui::games::tide_of_iron::Msg) {
    send(app, Message::Game(GameMsg::new(m)));
}

fn wwb_state(app: &App) -> WwbState {
    app.table()
        .and_then(|t| t.state.table.extra.get::<WwbState>().cloned())
        .expect("a We Were Brothers state")
}

fn toi_state(app: &App) -> ToiState {
    app.table()
        .and_then(|t| t.state.table.extra.get::<ToiState>().cloned())
        .expect("a Tide of Iron state")
}

/// A We Were Brothers game with two squads set up earlier (a US squad from a Blue 4, a
/// Wehrmacht squad from a Blue 5), in the Fire phase.
fn wwb_in_fire(seed: u64) -> (tempfile::TempDir, App) {
    use adjutant::games::we_were_brothers::squad::Army;
    use adjutant::ui::games::we_were_brothers::Msg;
    let (home, mut app) = common::english_app(seed);
    send(&mut app, Message::NewGame("we-were-brothers".into()));
    wwb(&mut app, Msg::Standard(Some(4)));
    wwb(&mut app, Msg::Army(Army::Wehrmacht));
    wwb(&mut app, Msg::Standard(Some(5)));
    to_phase(&mut app, "fire");
    (home, app)
}

/// The key of the first face of the roll's die, whatever its colour (the form picks the die).
fn first_key(w: &mut Window<'_>) -> String {
    for c in [
        "white", "pink", "grey", "green", "yellow", "blue", "red", "orange", "brown", "purple",
        "black",
    ] {
        let id = format!("wwb-pad-{c}-0-0");
        if w.find(iced_test::selector::id(id.clone())).is_some() {
            return id;
        }
    }
    panic!("no die pad in the dock");
}

/// We Were Brothers: Kondor 2 fires at Able 2, 4 MHx away, in woods: the firer, the target,
/// the range and the cover, then the die; no scroll; the answer in the dock.
#[test]
fn wwb_fire_at_a_target_in_cover_is_four_decisions_and_the_die() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = wwb_in_fire(11);
        let mut w = Window::new(&mut app, size);
        steady(&mut w, |w| w.tap_id("wwb-actor-1-1"));
        steady(&mut w, |w| w.tap_id("wwb-actor-0-1"));
        steady(&mut w, |w| w.tap_id("wwb-range-4"));
        steady(&mut w, |w| w.tap("In woods"));
        let key = first_key(&mut w);
        steady(&mut w, |w| w.die(&key));
        assert_eq!((w.taps, w.dice, w.scrolls), (4, 1, 0), "{size:?}");
        let s = wwb_state(w.app);
        let last = s.last.clone().expect("the fire is recorded");
        assert_eq!(
            last.actor,
            Some(Who {
                squad: 1,
                soldier: 1
            })
        );
        assert_eq!(
            last.target,
            Some(Who {
                squad: 0,
                soldier: 1
            })
        );
        let head = w.app.loc.line(&last.outcome.headline);
        assert!(
            in_dock(&mut w, &head),
            "{size:?}: the answer {head:?} is in the dock"
        );
    }
}

/// A status arriving on a man does not move the other men's chips: Kondor 2 suppressed, the
/// tap on Kondor 3 still lands on Kondor 3.
#[test]
fn wwb_a_status_moves_no_chip() {
    use adjutant::games::we_were_brothers::roster::Edit;
    use adjutant::games::we_were_brothers::squad::Status;
    use adjutant::ui::games::we_were_brothers::Msg;
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = wwb_in_fire(11);
        let mut w = Window::new(&mut app, size);
        let k2 = Who {
            squad: 1,
            soldier: 1,
        };
        let before = w
            .find(iced_test::selector::id("wwb-actor-1-2".to_string()))
            .expect("Kondor 3's chip");
        steady(&mut w, |w| {
            wwb(w.app, Msg::Edit(k2, Edit::Status(Some(Status::Suppressed))));
        });
        let after = w
            .find(iced_test::selector::id("wwb-actor-1-2".to_string()))
            .expect("Kondor 3's chip");
        assert_eq!(
            before.bounds, after.bounds,
            "{size:?}: Kondor 3's chip moved"
        );
        w.tap_id("wwb-actor-1-2");
        let t = w.app.table().expect("table");
        let ui = t
            .game_ui
            .get::<adjutant::ui::games::we_were_brothers::Ui>()
            .expect("panels");
        assert_eq!(
            ui.actor,
            Some(Who {
                squad: 1,
                soldier: 2
            })
        );
    }
}

/// A Tide of Iron game in the Action phase, the USA to act.
fn toi_game(seed: u64) -> (tempfile::TempDir, App) {
    let (home, mut app) = common::english_app(seed);
    send(&mut app, Message::NewGame("tide-of-iron".into()));
    assert_eq!(phase(&app), "action");
    (home, app)
}

fn toi_pad(w: &mut Window<'_>, colour: &str, faces: &[u8]) {
    for f in faces {
        steady_die(w, &format!("pad-tide-of-iron:{colour}-{f}"));
    }
}

/// Tide of Iron: Concentrated Fire with one Combined Fire supporter at a squad in cover 2,
/// with the table's own dice: the action (which opens the attack), the supporter, the cover,
/// then one tap per die; no scroll.
#[test]
fn toi_attack_with_combined_fire_and_own_dice_in_budget() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = toi_game(11);
        let mut w = Window::new(&mut app, size);
        // The action opens the attack's form.
        steady_frame(&mut w, |w| w.tap_id("toi-act-ConcentratedFire"));
        steady_add(&mut w, "toi-add-supporter");
        steady(&mut w, |w| w.tap_id("toi-cover-2"));
        let a = w
            .app
            .table()
            .and_then(|t| t.game_ui.get::<adjutant::ui::games::tide_of_iron::Ui>())
            .map(|u| u.attack.clone())
            .expect("form");
        assert_eq!(a.support.len(), 1);
        assert_eq!(a.target.cover, 2);
        let plan = adjutant::games::tide_of_iron::attack::plan(&a).expect("plan");
        let mut black = vec![6, 5];
        black.resize(plan.black as usize, 1);
        toi_pad(&mut w, "attack", &black);
        toi_pad(&mut w, "defence", &vec![1; plan.red as usize]);
        assert_eq!(w.taps, 3, "{size:?}: decisions");
        assert!(w.taps <= 4);
        assert_eq!(w.scrolls, 0);
        assert_eq!(w.dice, plan.black + plan.red);
        let t = w.app.table().expect("table");
        let o = match worked(&t.def, &toi_state(w.app)) {
            Some(Ok(Worked::Attack(o))) => o,
            x => panic!("{x:?}"),
        };
        assert_eq!(o.hits, 2.min(plan.black));
        let head = w.app.loc.line(&o.effect.line());
        assert!(
            in_dock(&mut w, &head),
            "{size:?}: the answer {head:?} is in the dock"
        );
    }
}

/// Tide of Iron: an artillery card in the HQ (drawn earlier, command to pay for it): activate
/// it (which opens its contact), Establish Contact with the table's die, the drift with the
/// table's two dice; no scroll.
#[test]
fn toi_artillery_card_contact_and_drift_with_own_dice_in_budget() {
    use adjutant::ui::games::tide_of_iron::Msg;
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = toi_game(11);
        toi(&mut app, Msg::CardName("Copertura Continua".into()));
        toi(&mut app, Msg::CardContact(Some(4)));
        toi(&mut app, Msg::Draw);
        send(
            &mut app,
            Message::Act(Action::CounterAdd {
                counter: "command".into(),
                side: Some("usa".into()),
                delta: 3,
            }),
        );
        assert_eq!(toi_state(&app).cards[0].hq.len(), 1);
        let mut w = Window::new(&mut app, size);
        // Paying for the card opens its contact (the artillery's form).
        steady_frame(&mut w, |w| w.tap_id("toi-card-0-0"));
        assert_eq!(toi_state(w.app).cards[0].pending.len(), 1);
        toi_pad(&mut w, "attack", &[5]);
        match toi_state(w.app).last.as_ref().map(|l| &l.what) {
            Some(Resolution::Contact { x: 4, die: 5, .. }) => {}
            x => panic!("{size:?}: {x:?}"),
        }
        assert!(toi_state(w.app).cards[0].pending.is_empty(), "contact made");
        // Normal line of sight (4): black 3 drifts, red 3 directly right, 3 hexes.
        toi_pad(&mut w, "attack", &[3]);
        toi_pad(&mut w, "defence", &[3]);
        let t = w.app.table().expect("table");
        match worked(&t.def, &toi_state(w.app)) {
            Some(Ok(Worked::Drift(o))) => {
                assert_eq!(o.hexes, 3);
                assert_eq!(o.table_bearing, Some(90));
            }
            x => panic!("{x:?}"),
        }
        assert!(in_dock(&mut w, "3 hexes, directly right"), "{size:?}");
        assert_eq!((w.taps, w.dice, w.scrolls), (1, 3, 0), "{size:?}");
        assert!(w.taps <= 5);
    }
}

/// Next phase is one tap in both games, and the phase's panel opens at its top.
#[test]
fn next_phase_is_one_tap() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = wwb_in_fire(3);
        let mut w = Window::new(&mut app, size);
        steady_frame(&mut w, |w| w.tap("Next phase ▶▶"));
        assert_eq!(phase(w.app), "movement");
        assert_eq!((w.taps, w.scrolls), (1, 0));

        let (_home, mut app) = toi_game(3);
        toi(
            &mut app,
            adjutant::ui::games::tide_of_iron::Msg::Tab(
                adjutant::ui::games::tide_of_iron::Tab::Attack,
            ),
        );
        let mut w = Window::new(&mut app, size);
        steady_frame(&mut w, |w| w.tap("Next phase ▶▶"));
        assert_eq!(phase(w.app), "command");
        assert_eq!((w.taps, w.scrolls), (1, 0));
    }
}

/// Tide of Iron, round 2 opens on the Action phase's panel at its top (it opened on "End my
/// Action phase" when the scroll offset carried over): scroll the round's panel down in round
/// 1, go to round 2, and its first action is in view.
#[test]
fn toi_round_two_opens_at_the_top() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = toi_game(3);
        let pass = app.loc.t("toi-ui-pass");
        let mut w = Window::new(&mut app, size);
        w.scroll_to(adjutant::ui::screens::frame::FORM_ID, &pass);
        for _ in 0..3 {
            w.tap("Next phase ▶▶");
        }
        assert_eq!(phase(w.app), "action");
        assert_eq!(w.app.table().map(|t| t.state.table.cursor.round), Some(2));
        let first = w.app.loc.t("toi-act-advance");
        assert!(w.sees(&first), "{size:?}: round 2 opened mid-panel");
    }
}

/// We Were Brothers: a grenade thrown by Able 3 (Grey blank, Blue 4: it scatters) and then a
/// treatment (Able 1 tends Able 2): each die one tap on the dock's pad, the pad turning to the
/// next die in its place; nothing moves; no scroll.
#[test]
fn wwb_grenade_and_care_dice_in_the_dock() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = wwb_in_fire(11);
        let mut w = Window::new(&mut app, size);
        steady_frame(&mut w, |w| w.tap("Grenades & support"));
        steady(&mut w, |w| w.tap_id("wwb-actor-0-2"));
        steady_die(&mut w, "wwb-pad-grey-0-2");
        steady_die(&mut w, "wwb-pad-blue-1-3");
        let s = wwb_state(w.app);
        let drift = s
            .last
            .as_ref()
            .and_then(|l| l.outcome.drift)
            .expect("a scatter");
        assert_eq!((drift.direction, drift.distance), (4, 3));
        assert_eq!((w.taps, w.dice, w.scrolls), (2, 2, 0), "{size:?}");

        // Able 2 bleeds (set on his boxes earlier); Able 1 treats him.
        wwb(
            w.app,
            adjutant::ui::games::we_were_brothers::Msg::Edit(
                Who {
                    squad: 0,
                    soldier: 1,
                },
                adjutant::games::we_were_brothers::roster::Edit::Status(Some(
                    adjutant::games::we_were_brothers::squad::Status::Bleeding,
                )),
            ),
        );
        steady_frame(&mut w, |w| w.tap("Care & morale"));
        steady(&mut w, |w| w.tap_id("wwb-actor-0-0"));
        steady(&mut w, |w| w.tap_id("wwb-target-0-1"));
        steady_die(&mut w, "wwb-pad-red-0-1");
        steady_die(&mut w, "wwb-pad-grey-1-2");
        let s = wwb_state(w.app);
        let last = s.last.as_ref().expect("the treatment");
        assert_eq!(
            last.actor,
            Some(Who {
                squad: 0,
                soldier: 0
            })
        );
        assert_eq!((w.taps, w.dice, w.scrolls), (5, 4, 0), "{size:?}");
    }
}

/// The same budgets hold in Italian (longer words): the fire, the attack with a supporter and
/// the artillery card, by ids, at both sizes.
#[test]
fn the_budgets_hold_in_italian() {
    use adjutant::i18n::Lang;
    use adjutant::ui::games::tide_of_iron::Msg;
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = wwb_in_fire(11);
        send(&mut app, Message::SetLang(Some(Lang::It)));
        let woods = app.loc.t("wwb-ui-cover-woods");
        let mut w = Window::new(&mut app, size);
        steady(&mut w, |w| w.tap_id("wwb-actor-1-1"));
        steady(&mut w, |w| w.tap_id("wwb-actor-0-1"));
        steady(&mut w, |w| w.tap_id("wwb-range-4"));
        steady(&mut w, |w| w.tap(&woods));
        let key = first_key(&mut w);
        steady_die(&mut w, &key);
        assert_eq!((w.taps, w.dice, w.scrolls), (4, 1, 0), "{size:?}");

        let (_home, mut app) = toi_game(11);
        send(&mut app, Message::SetLang(Some(Lang::It)));
        let mut w = Window::new(&mut app, size);
        steady_frame(&mut w, |w| w.tap_id("toi-act-ConcentratedFire"));
        steady_add(&mut w, "toi-add-supporter");
        steady(&mut w, |w| w.tap_id("toi-cover-2"));
        assert_eq!((w.taps, w.scrolls), (3, 0), "{size:?}");

        let (_home, mut app) = toi_game(11);
        send(&mut app, Message::SetLang(Some(Lang::It)));
        toi(&mut app, Msg::CardName("Copertura Continua".into()));
        toi(&mut app, Msg::CardContact(Some(4)));
        toi(&mut app, Msg::Draw);
        send(
            &mut app,
            Message::Act(Action::CounterAdd {
                counter: "command".into(),
                side: Some("usa".into()),
                delta: 3,
            }),
        );
        let mut w = Window::new(&mut app, size);
        steady_frame(&mut w, |w| w.tap_id("toi-card-0-0"));
        toi_pad(&mut w, "attack", &[5]);
        toi_pad(&mut w, "attack", &[3]);
        toi_pad(&mut w, "defence", &[3]);
        assert_eq!((w.taps, w.dice, w.scrolls), (1, 3, 0), "{size:?}");
    }
}
