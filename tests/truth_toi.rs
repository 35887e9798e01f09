//! Tide of Iron: a scenario draft is never lost (issue 21): reopening the Scenario tab, or
//! going to the rules and back, keeps the player's edits; "Use this scenario" mid-round keeps
//! the round in progress (the actions left and the round's list). Issues 21 and 22: the
//! result card greys when its form changes and follows the next resolver, shows its basis
//! (a quiet mark, the explanation first in the working) and splits an assault's dice by
//! side; situational toggles start afresh with a new side, phase or target unless pinned; the
//! contact die can be the player's own.

mod common;
use common::{LANDSCAPE, PORTRAIT, Window, send};

use adjutant::games::tide_of_iron::Resolution;
use adjutant::games::tide_of_iron::ToiState;
use adjutant::games::tide_of_iron::artillery::Spotting;
use adjutant::games::tide_of_iron::state::ActionKind;
use adjutant::session::Action;
use adjutant::ui::games::GameMsg;
use adjutant::ui::games::tide_of_iron::{AsMsg, Flag, Msg, SetupNum, Tab, Ui};
use adjutant::ui::{App, Message};

fn toi(app: &mut App, m: Msg) {
    send(app, Message::Game(GameMsg::new(m)));
}

fn st(app: &App) -> ToiState {
    app.table()
        .and_then(|t| t.state.table.extra.get::<ToiState>().cloned())
        .expect("toi state")
}

fn ui(app: &App) -> Ui {
    app.table()
        .and_then(|t| t.game_ui.get::<Ui>().cloned())
        .expect("toi panels")
}

fn phase(app: &App) -> String {
    let t = app.table().expect("table");
    t.def.phases.phases[t.state.table.cursor.phase].id.clone()
}

#[test]
fn scenario_edits_survive_tabs_and_screens_and_applying_keeps_the_round() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = common::english_app(11);
        send(&mut app, Message::NewGame("tide-of-iron".into()));
        for _ in 0..20 {
            if phase(&app) == "action" {
                break;
            }
            send(&mut app, Message::Act(Action::EndPhase));
        }
        assert_eq!(phase(&app), "action");
        // One action into the round.
        toi(&mut app, Msg::Take(ActionKind::Advance));
        let round = st(&app).turns.clone();
        assert_eq!(round.taken.len(), 1);

        let mut w = Window::new(&mut app, size);
        w.tap("Scenario");
        let north = ui(w.app).form.north;
        let objectives = ui(w.app).form.objectives.len();
        toi(w.app, Msg::SetupNum(SetupNum::North, 1));
        toi(w.app, Msg::ObjName("Church".into()));
        toi(w.app, Msg::ObjAdd);
        // Away to another tab and back: the draft is as left.
        w.tap("Actions");
        w.tap("Scenario");
        let f = ui(w.app).form;
        assert_eq!(f.north, (north + 30) % 360, "{size:?}: North was reset");
        assert_eq!(
            f.objectives.len(),
            objectives + 1,
            "{size:?}: the objective vanished"
        );
        // Away to the rules and back: still there.
        send(w.app, Message::OpenRules("tide-of-iron".into()));
        send(w.app, Message::CloseRules);
        assert_eq!(ui(w.app).tab, Tab::Setup);
        assert_eq!(ui(w.app).form, f, "{size:?}: the draft was lost");
        // Applied mid-round: the round goes on as it was.
        w.tap_id("toi-start");
        let s = st(w.app);
        assert_eq!(s.scenario.north, f.north);
        assert_eq!(s.scenario.objectives.len(), objectives + 1);
        assert_eq!(s.turns, round, "{size:?}: the round in progress was reset");
        // Once applied, the draft follows the game again.
        w.tap("Actions");
        w.tap("Scenario");
        assert_eq!(ui(w.app).form, s.scenario);
    }
}

/// A new game of Tide of Iron in its Action phase.
fn action_phase() -> (tempfile::TempDir, App) {
    let (home, mut app) = common::english_app(11);
    send(&mut app, Message::NewGame("tide-of-iron".into()));
    for _ in 0..20 {
        if phase(&app) == "action" {
            break;
        }
        send(&mut app, Message::Act(Action::EndPhase));
    }
    assert_eq!(phase(&app), "action");
    (home, app)
}

/// Whether any text on the screen (in view or not) contains `part`.
fn shows(w: &mut Window<'_>, part: &str) -> bool {
    w.all_texts().iter().any(|(t, _)| t.contains(part))
}

const STALE: &str = "Earlier result";

/// The card greys as soon as only the attack's form changes after its result, and is current
/// again when the form is back; a second resolver rolled after the first makes the card
/// follow it (the assault, its dice split by side).
#[test]
fn the_card_greys_with_its_form_and_follows_the_next_resolver() {
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = action_phase();
        toi(&mut app, Msg::Take(ActionKind::ConcentratedFire));
        let mut w = Window::new(&mut app, size);
        w.tap_id("toi-roll");
        assert!(matches!(
            st(w.app).last.map(|l| l.what),
            Some(Resolution::Attack(..))
        ));
        assert!(!shows(&mut w, STALE), "{size:?}: a fresh result is current");
        toi(w.app, Msg::Cover(2));
        assert!(shows(&mut w, STALE), "{size:?}: the cover changed: greyed");
        toi(w.app, Msg::Cover(0));
        assert!(!shows(&mut w, STALE), "{size:?}: the same form again");
        toi(w.app, Msg::Flag(Flag::Smoke));
        assert!(shows(&mut w, STALE), "{size:?}: a toggle changed: greyed");

        // The assault, rolled after: the card is the assault's, current, dice by side.
        w.tap("Assault");
        toi(w.app, Msg::Assault(AsMsg::AddDefender));
        toi(w.app, Msg::Assault(AsMsg::Roll));
        assert!(matches!(
            st(w.app).last.map(|l| l.what),
            Some(Resolution::Assault(..))
        ));
        assert!(
            !shows(&mut w, STALE),
            "{size:?}: the assault's card is current"
        );
        assert!(
            w.sees("Defenders retreat") || w.sees("Assault fails"),
            "{size:?}: the card follows the assault"
        );
        assert!(
            w.sees("Attacker") && w.sees("Defender"),
            "{size:?}: dice by side"
        );
        // Both lines of dice stand above the detail, none drawn over it or cut off.
        let texts = w.all_texts();
        let at = |p: &str| {
            texts
                .iter()
                .find(|(t, _)| t.starts_with(p))
                .map(|(_, f)| f.bounds)
                .expect(p)
        };
        // The detail opens with the attackers' aftermath, the hits on its second line.
        let (def, hits) = (at("Defender"), at("Attackers "));
        assert!(
            def.y + def.height <= hits.y + 0.5,
            "{size:?}: the defender's dice overlap the detail: {def:?} {hits:?}"
        );
        // The attack's form changing now leaves the assault's card as it is.
        toi(w.app, Msg::Flag(Flag::Smoke));
        assert!(!shows(&mut w, STALE), "{size:?}: another form changed");
        toi(w.app, Msg::Assault(AsMsg::Smoke));
        assert!(shows(&mut w, STALE), "{size:?}: the assault's form changed");
    }
}

/// Situational toggles start afresh when the side, the phase or the kind of target changes,
/// so smoke left on for one attack never silently changes the next; pinned, they stay. The
/// readings are settings and never reset.
#[test]
fn situational_toggles_start_afresh_unless_pinned() {
    let (_home, mut app) = action_phase();
    let target = |app: &App| ui(app).attack.target;
    toi(&mut app, Msg::Flag(Flag::Smoke));
    toi(&mut app, Msg::Flag(Flag::Entrenched));
    toi(&mut app, Msg::Flag(Flag::Flamethrower));
    toi(&mut app, Msg::Flag(Flag::CombinedSum));
    toi(&mut app, Msg::Assault(AsMsg::Officer));
    toi(&mut app, Msg::Side(1));
    let t = target(&app);
    assert!(!t.smoke && t.fort == adjutant::games::tide_of_iron::attack::Fort::None);
    assert!(
        !ui(&app).attack.lead.flamethrower,
        "the firer's traits reset"
    );
    assert!(!ui(&app).assault.assault.officer, "the assault's too");
    assert!(
        ui(&app).attack.readings.combined_sum,
        "a reading is a setting"
    );
    // Pinned, the target's situation stays with a new side and a new phase.
    toi(&mut app, Msg::Flag(Flag::PinTarget));
    toi(&mut app, Msg::Flag(Flag::Smoke));
    toi(&mut app, Msg::Flag(Flag::Tank));
    toi(&mut app, Msg::Side(0));
    assert!(target(&app).smoke, "pinned: smoke stays");
    assert!(!ui(&app).attack.lead.tank, "the firer is not pinned");
    toi(&mut app, Msg::Flag(Flag::PinFirer));
    toi(&mut app, Msg::Flag(Flag::Tank));
    send(&mut app, Message::Act(Action::EndPhase));
    assert_ne!(phase(&app), "action");
    assert!(
        target(&app).smoke && ui(&app).attack.lead.tank,
        "both pinned"
    );
    // Unpinned, a new phase starts them afresh.
    toi(&mut app, Msg::Flag(Flag::PinTarget));
    toi(&mut app, Msg::Flag(Flag::PinFirer));
    send(&mut app, Message::Act(Action::EndPhase));
    assert!(!target(&app).smoke && !ui(&app).attack.lead.tank);
    // A new kind of target: the squad's entrenchment goes with it.
    toi(&mut app, Msg::Flag(Flag::Entrenched));
    toi(&mut app, Msg::Flag(Flag::Vehicle));
    let t = target(&app);
    assert!(t.vehicle.is_some());
    assert_eq!(t.fort, adjutant::games::tide_of_iron::attack::Fort::None);
}

/// The building toggle gives the squad its cover 3 (L2196): the panel's odds roll 3 red dice;
/// a cover that is not a building's turns it off.
#[test]
fn the_building_toggle_gives_cover_3_l2196() {
    let (_home, mut app) = action_phase();
    toi(&mut app, Msg::Flag(Flag::Building));
    let a = ui(&app).attack;
    assert!(a.target.building);
    assert_eq!(a.target.cover, 3);
    let p = adjutant::games::tide_of_iron::attack::plan(&a).expect("plan");
    assert_eq!(p.red, 3);
    toi(&mut app, Msg::Cover(2));
    assert!(!ui(&app).attack.target.building);
}

/// An answer resting on a reading shows the quiet mark beside whose it is, and the
/// explanation first in the working; a drift on a compass face the text does not give says
/// it is an estimate.
#[test]
fn the_card_shows_its_basis() {
    let (_home, mut app) = action_phase();
    toi(&mut app, Msg::Take(ActionKind::ConcentratedFire));
    toi(&mut app, Msg::AddSupport);
    let mut w = Window::new(&mut app, LANDSCAPE);
    w.tap_id("toi-roll");
    assert!(shows(&mut w, "reading applied"), "Combined Fire's reading");
    toi(w.app, Msg::Working);
    let texts = w.all_texts();
    let first = texts
        .iter()
        .position(|(t, _)| t.starts_with("Combined Fire: each supporter"))
        .expect("the reading's explanation");
    let lead = texts
        .iter()
        .position(|(t, _)| t.starts_with("Lead unit: firepower"))
        .expect("the working");
    assert!(first < lead, "the explanation opens the working");

    // A drift to red 4: the face is not in the rulebook (only red 3 is, L1944).
    toi(w.app, Msg::Spot(Spotting::None));
    w.tap("Artillery");
    toi(w.app, Msg::DriftFace(2));
    toi(w.app, Msg::DriftFace(4));
    assert!(matches!(
        st(w.app).last.map(|l| l.what),
        Some(Resolution::Drift { red: 4, .. })
    ));
    assert!(shows(&mut w, "estimated value"));
    assert!(shows(&mut w, "direction of red 4 is not in the rulebook"));
    // Red 3 is the text's own: no mark.
    toi(w.app, Msg::DriftFace(2));
    toi(w.app, Msg::DriftFace(3));
    assert!(!shows(&mut w, "estimated value"));
}

/// Establish Contact with the player's own die: the pad's key is the die read off the table.
#[test]
fn the_contact_die_can_be_the_players_own() {
    let (_home, mut app) = action_phase();
    let side = st(&app).turns.side;
    toi(&mut app, Msg::Side(side));
    toi(&mut app, Msg::CardName("Copertura Continua".into()));
    toi(&mut app, Msg::CardContact(Some(4)));
    toi(&mut app, Msg::Draw);
    send(
        &mut app,
        Message::Act(Action::CounterAdd {
            counter: "command".into(),
            side: Some(["usa", "germany"][side].into()),
            delta: 5,
        }),
    );
    toi(&mut app, Msg::Activate(side, 0));
    assert_eq!(st(&app).cards[side].pending.len(), 1);
    assert_eq!(ui(&app).tab, Tab::Artillery);
    let mut w = Window::new(&mut app, LANDSCAPE);
    w.die("pad-tide-of-iron:attack-5");
    match st(w.app).last.map(|l| l.what) {
        Some(Resolution::Contact { die, x, .. }) => assert_eq!((die, x), (5, 4)),
        w => panic!("{w:?}"),
    }
    assert!(
        st(w.app).cards[side].pending.is_empty(),
        "5 makes contact on 4"
    );
}

/// The headline of each result is one short line of display type in both languages and at
/// both sizes: "Remove 2 figures", "Routed", "Assault fails", never two lines.
#[test]
fn headlines_are_one_line() {
    use adjutant::i18n::Lang;
    use adjutant::ui::games::tide_of_iron::Num;
    fn height(w: &mut Window<'_>, words: &str) -> Option<f32> {
        w.all_texts()
            .into_iter()
            .find(|(t, _)| t == words)
            .map(|(_, f)| f.bounds.height)
    }
    for lang in [Lang::En, Lang::It] {
        for size in [LANDSCAPE, PORTRAIT] {
            let (_home, mut app) = action_phase();
            send(&mut app, Message::SetLang(Some(lang)));
            let loc = app.loc.clone();
            let mut w = Window::new(&mut app, size);
            let check = |w: &mut Window<'_>, words: String| {
                let h = height(w, &words);
                assert!(
                    h.is_some_and(|h| h < 60.0),
                    "{lang:?} {size:?} {words}: {h:?}"
                );
            };
            // 2 hits on a squad of unknown size.
            for f in [5, 6, 1, 1] {
                toi(w.app, Msg::Face(f));
            }
            check(&mut w, loc.tr("toi-fx-figures", &[("n", "2".to_string())]));
            // A suppressive attack at close range with 4 hits routs the squad.
            toi(w.app, Msg::Suppressive(true));
            toi(w.app, Msg::Num(Num::Distance, -2));
            for f in [6, 6, 6, 6] {
                toi(w.app, Msg::Face(f));
            }
            check(&mut w, loc.t("toi-head-routed"));
            // An assault that fails, and one that wins.
            toi(w.app, Msg::Tab(Tab::Assault));
            toi(w.app, Msg::Assault(AsMsg::AddDefender));
            for f in [1, 1, 1, 1, 6, 6, 6, 6] {
                toi(w.app, Msg::Assault(AsMsg::Face(f)));
            }
            check(&mut w, loc.t("toi-ui-assault-fails"));
            for f in [6, 6, 6, 6, 1, 1, 1, 1] {
                toi(w.app, Msg::Assault(AsMsg::Face(f)));
            }
            check(&mut w, loc.t("toi-ui-assault-wins"));
        }
    }
}

/// Op Fire by the machine guns alone (L1719-1733): the card's working says the squad stays on
/// Op Fire, not that it is Fatigued; a supporter whose whole squad fires is Fatigued (L1445);
/// a supporter's machine guns alone keep their token too.
#[test]
fn op_fire_by_machine_guns_alone_on_the_card_l1719() {
    let (_home, mut app) = action_phase();
    toi(&mut app, Msg::Tab(Tab::Attack));
    toi(&mut app, Msg::Flag(Flag::OpFire));
    toi(&mut app, Msg::Flag(Flag::MgOnly));
    let mut w = Window::new(&mut app, LANDSCAPE);
    w.tap_id("toi-roll");
    toi(w.app, Msg::Working);
    assert!(shows(&mut w, "fired only its machine guns is not Fatigued"));
    assert!(!shows(&mut w, "The firing unit is Fatigued"));
    toi(w.app, Msg::AddSupport);
    w.tap_id("toi-roll");
    assert!(
        shows(&mut w, "The firing unit is Fatigued"),
        "the supporter is"
    );
    w.scroll_to_id(adjutant::ui::screens::frame::FORM_ID, "toi-sup-mg-0");
    w.tap_id("toi-sup-mg-0");
    w.tap_id("toi-roll");
    assert!(shows(&mut w, "squads that fired only their machine guns"));
    assert!(!shows(&mut w, "The firing unit is Fatigued"));
}

/// A game opened again shows the form its last result was worked out from, so the card is
/// current, not "earlier", and the form is the one the players last used.
#[test]
fn a_reopened_game_shows_the_form_of_its_last_result() {
    use adjutant::ui::games::GamePanels;
    let (_home, mut app) = action_phase();
    toi(&mut app, Msg::Take(ActionKind::ConcentratedFire));
    toi(&mut app, Msg::Flag(Flag::Smoke));
    toi(&mut app, Msg::Cover(2));
    toi(&mut app, Msg::Roll);
    let t = app.table().expect("table");
    let made = ui(&app).attack;
    // The panels as a freshly opened table builds them, then follows the game.
    let mut fresh = Ui::default();
    assert_ne!(fresh.attack, made);
    fresh.follow(&t.def, &t.state);
    assert_eq!(fresh.attack, made);
    assert_eq!(fresh.side, st(&app).last.map(|l| l.side).unwrap_or(9));
}
