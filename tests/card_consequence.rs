//! Issue 36, item 3: the result card says the consequence that changes the table right under
//! its headline (an ASL weapon's breakdown, Trench Club's return fire, a Tide of Iron
//! assault's aftermath and Op Fire, a We Were Brothers wound's −1 on every roll), in English
//! and in Italian, and the log line says it too; a fresh result is never greyed; every ASL
//! tool's answer is in the dock; a scatter's compass is in the card, large; and a new result
//! opens the card at its headline however far the one before was scrolled.

mod common;
use common::{LANDSCAPE, PORTRAIT, Window, send};

use adjutant::games::GameAction;
use adjutant::i18n::{Lang, Localizer};
use adjutant::session::Action;
use adjutant::ui::games::GameMsg;
use adjutant::ui::{App, Message};

fn locs() -> [(Lang, Localizer); 2] {
    [
        (Lang::En, Localizer::new(Lang::En)),
        (Lang::It, Localizer::new(Lang::It)),
    ]
}

fn act<A: serde::Serialize>(app: &mut App, id: &str, a: &A) {
    send(app, Message::Act(Action::Game(GameAction::new(id, a))));
    assert!(app.notice.is_none(), "refused: {:?}", app.notice);
}

/// The newest log line of the open table, in `loc`'s words.
fn last_log(app: &App, loc: &Localizer) -> String {
    let t = app.table().expect("table");
    let e = t.state.log.last().expect("a log line");
    loc.entry(e)
}

/// The first line under the headline.
/// Whether the text `label` is drawn wholly in view inside the dock.
fn sees_in_dock(w: &mut Window<'_>, label: &str) -> bool {
    let dock = w.dock();
    w.all_texts()
        .into_iter()
        .filter(|(t, f)| t == label && dock.contains(f.bounds.center()))
        .any(|(_, f)| w.in_view(&f))
}

fn first_detail(c: &adjutant::games::card::CardText) -> String {
    c.detail
        .as_deref()
        .and_then(|d| d.lines().next())
        .unwrap_or_default()
        .to_string()
}

// ---------------------------------------------------------------- ASL

mod asl {
    use super::*;
    use adjutant::games::asl_sk1::fire::{FireAttack, FireItem, ItemKind};
    use adjutant::games::asl_sk1::{AslAction, ID};

    pub fn game() -> (tempfile::TempDir, App) {
        let (home, mut app) = common::english_app(3);
        send(&mut app, Message::NewGame(ID.into()));
        send(&mut app, Message::Act(Action::EndPhase));
        (home, app)
    }

    /// B# 12: an MG fires, the original DR is 12. The result is NE; the breakdown is the
    /// line right under it, and in the log line.
    #[test]
    fn an_mg_breaking_down_is_said_under_the_result_and_in_the_log() {
        let (_home, mut app) = game();
        let a = FireAttack {
            items: vec![FireItem::new(ItemKind::Mg, 4)],
            ..Default::default()
        };
        act(&mut app, ID, &AslAction::Fire(a, Some((6, 6))));
        for (lang, loc) in locs() {
            let t = app.table().expect("table");
            let c = adjutant::games::asl_sk1::card::card(&loc, &t.def, &t.state.table, None)
                .expect("a card");
            let (under, log) = match lang {
                Lang::En => ("Machine gun breaks down", "machine gun broken down"),
                _ => ("Mitragliatrice si guasta", "mitragliatrice guasta"),
            };
            assert_eq!(c.outcome, "NE", "{lang:?}");
            assert!(
                first_detail(&c).starts_with(under),
                "{lang:?}: {:?}",
                c.detail
            );
            assert!(first_detail(&c).contains("12"), "{lang:?}: the B# is said");
            let line = last_log(&app, &loc);
            assert!(line.contains(log), "{lang:?}: {line}");
        }
    }

    /// No weapon broke: the line under the result is the result's meaning, as before.
    #[test]
    fn no_breakdown_no_extra_line() {
        let (_home, mut app) = game();
        let a = FireAttack {
            items: vec![FireItem::new(ItemKind::Mg, 4)],
            ..Default::default()
        };
        act(&mut app, ID, &AslAction::Fire(a, Some((5, 6))));
        let loc = Localizer::new(Lang::En);
        let t = app.table().expect("table");
        let c = adjutant::games::asl_sk1::card::card(&loc, &t.def, &t.state.table, None)
            .expect("a card");
        assert!(!c.detail.unwrap_or_default().contains("breaks down"));
    }

    /// The support weapon repair's answer is in the dock's card (not in the form).
    #[test]
    fn the_repair_result_is_in_the_dock() {
        use adjutant::ui::games::asl_sk1::{Msg, SwMode, SwMsg, Tool};
        for size in [LANDSCAPE, PORTRAIT] {
            let (_home, mut app) = game();
            send(&mut app, Message::Game(GameMsg::new(Msg::Tool(Tool::Sw))));
            send(
                &mut app,
                Message::Game(GameMsg::new(Msg::Sw(SwMsg::Mode(SwMode::Repair)))),
            );
            send(&mut app, Message::Game(GameMsg::new(Msg::Roll)));
            let loc = Localizer::new(Lang::En);
            let t = app.table().expect("table");
            let c = adjutant::games::asl_sk1::card::card(&loc, &t.def, &t.state.table, None)
                .expect("a repair card");
            assert_eq!(c.kind, "sw-repair");
            // The answer in one word, its sentence under it.
            assert!(
                ["repaired", "still malfunctioned", "eliminated"].contains(&c.outcome.as_str()),
                "{:?}",
                c.outcome
            );
            assert!(
                c.detail.as_deref().is_some_and(|d| d.starts_with("dr ")),
                "{:?}",
                c.detail
            );
            let mut w = Window::new(&mut app, size);
            let dock = w.dock();
            let head = w
                .all_texts()
                .into_iter()
                .find(|(x, _)| *x == c.outcome)
                .unwrap_or_else(|| panic!("{size:?}: {:?} is not on screen", c.outcome));
            assert!(
                dock.contains(head.1.bounds.center()),
                "{size:?}: the repair's answer is in the dock"
            );
            assert!(
                w.sees("Show the working"),
                "{size:?}: its working one tap away"
            );
        }
    }
}

// ---------------------------------------------------------------- the card's scroll

/// A result's working opened and scrolled to its foot hides the headline; a new result
/// arrives (the working still open): the card opens at its headline.
#[test]
fn a_new_result_opens_the_card_at_its_headline() {
    use adjutant::ui::games::asl_sk1::Msg;
    use adjutant::ui::widgets::result_card::SCROLL_ID;
    let asl = |app: &mut App, m: Msg| send(app, Message::Game(GameMsg::new(m)));
    for size in [LANDSCAPE, PORTRAIT] {
        let (_home, mut app) = asl::game();
        for _ in 0..4 {
            asl(&mut app, Msg::ItemFp(0, 1));
        }
        asl(&mut app, Msg::Pad(0, 2));
        asl(&mut app, Msg::Pad(1, 3));
        asl(&mut app, Msg::Working);
        let loc = Localizer::new(Lang::En);
        let card = |app: &App| {
            let t = app.table().expect("table");
            adjutant::games::asl_sk1::card::card(&loc, &t.def, &t.state.table, None)
                .expect("a card")
        };
        let first = card(&app);
        // The working's last line that is not also the line under the headline.
        let foot = first
            .working
            .iter()
            .rev()
            .find(|l| Some(l.as_str()) != first.detail.as_deref())
            .cloned()
            .expect("a working");
        let mut w = Window::new(&mut app, size);
        assert!(
            sees_in_dock(&mut w, &first.outcome),
            "{size:?}: the headline first"
        );
        w.scroll_to(SCROLL_ID, &foot);
        assert!(
            !sees_in_dock(&mut w, &first.outcome),
            "{size:?}: scrolled to the working's foot, the headline is out of view"
        );
        // The next roll, the working still open.
        asl(w.app, Msg::Pad(0, 6));
        asl(w.app, Msg::Pad(1, 5));
        let second = card(w.app);
        assert_ne!(second.working, first.working, "a new result");
        assert!(
            sees_in_dock(&mut w, &second.outcome),
            "{size:?}: the new result opens at its headline {:?}",
            second.outcome
        );
    }
}

// ---------------------------------------------------------------- Trench Club

mod tc {
    use super::*;
    use adjutant::games::trench_club::state::TcState;
    use adjutant::ui::games::trench_club::{Msg, Tab, Who};

    fn tc(app: &mut App, m: Msg) {
        send(app, Message::Game(GameMsg::new(m)));
    }

    fn st(app: &App) -> TcState {
        app.table()
            .and_then(|t| t.state.table.extra.get::<TcState>().cloned())
            .expect("trench club state")
    }

    /// Two infantry of two nations on the table, the battle form naming them, one battle.
    fn battle() -> (tempfile::TempDir, App) {
        let (home, mut app) = common::english_app(11);
        send(
            &mut app,
            Message::NewGame(adjutant::games::trench_club::ID.into()),
        );
        common::click_in(&mut app, "Start the game", (1280.0, 2400.0));
        let sides: Vec<String> = st(&app).seats.iter().map(|s| s.side.clone()).collect();
        for side in sides.iter().take(2) {
            tc(&mut app, Msg::AddSide(side.clone()));
            tc(&mut app, Msg::Add("infantry".into()));
        }
        let ids: Vec<u32> = st(&app).units.iter().map(|u| u.id).collect();
        assert!(ids.len() >= 2, "two units: {ids:?}");
        tc(&mut app, Msg::Tab(Tab::Battle));
        tc(&mut app, Msg::PickUnit(Who::Attacker, ids[0]));
        tc(&mut app, Msg::PickUnit(Who::Defender, ids[1]));
        tc(&mut app, Msg::Roll);
        assert!(st(&app).last_battle.is_some(), "a battle was fought");
        (home, app)
    }

    /// The defender fired back: the return fire is the first line under the headline.
    #[test]
    fn the_return_fire_is_under_the_headline() {
        let (_home, app) = battle();
        let s = st(&app);
        let rec = s.last_battle.as_ref().expect("a battle");
        assert!(rec.outcome.back_shots.is_some(), "infantry fires back");
        let t = app.table().expect("table");
        for (lang, loc) in locs() {
            let c = adjutant::games::trench_club::card::battle(&loc, &t.def, &s, rec);
            let want = match (lang, rec.outcome.attacker.destroyed) {
                (Lang::En, false) => "Return fire:",
                (Lang::En, true) => "Return fire destroys",
                (_, false) => "Fuoco di risposta:",
                (_, true) => "Il fuoco di risposta distrugge",
            };
            assert!(
                first_detail(&c).starts_with(want),
                "{lang:?}: {:?}",
                c.detail
            );
            if !rec.outcome.attacker.destroyed {
                assert!(
                    first_detail(&c).contains(&format!("+{} ", rec.outcome.attacker.damage_taken)),
                    "{lang:?}: the damage it did: {:?}",
                    c.detail
                );
            }
        }
    }

    /// The form names units on the table, whose damage the battle just changed: the fresh
    /// result is current, not "Earlier result".
    #[test]
    fn a_fresh_battle_is_not_greyed() {
        for size in [LANDSCAPE, PORTRAIT] {
            let (_home, mut app) = battle();
            let mut w = Window::new(&mut app, size);
            let texts = w.all_texts();
            assert!(
                !texts.iter().any(|(t, _)| t.starts_with("Earlier result")),
                "{size:?}: the fresh result is greyed"
            );
            // Both sides' dice in view on the card, the return fire's included.
            for label in ["Attacker", "Defender"] {
                assert!(
                    sees_in_dock(&mut w, label),
                    "{size:?}: the {label}'s dice are cut off the card"
                );
            }
        }
    }
}

// ---------------------------------------------------------------- Tide of Iron

mod toi {
    use super::*;
    use adjutant::games::tide_of_iron::ID;
    use adjutant::games::tide_of_iron::ToiAction;
    use adjutant::games::tide_of_iron::assault::{Assault, Defender};
    use adjutant::games::tide_of_iron::attack::{Attack, Fire, Firer, Fort, Kind, Target};
    use adjutant::games::tide_of_iron::effects::{Condition, Damage};

    fn game() -> (tempfile::TempDir, App) {
        let (home, mut app) = common::english_app(7);
        send(&mut app, Message::NewGame(ID.into()));
        (home, app)
    }

    fn card(app: &App, loc: &Localizer) -> adjutant::games::card::CardText {
        let t = app.table().expect("table");
        adjutant::games::tide_of_iron::card::card(loc, &t.def, &t.state.table, None)
            .expect("a card")
    }

    fn assault() -> Assault {
        Assault {
            fp: 4,
            support: vec![],
            flamethrowers: 0,
            from_wire: false,
            defenders: vec![Defender {
                fp: 4,
                vehicle: false,
                condition: Condition::Normal,
                fort: Fort::None,
                damage: Damage::Undamaged,
            }],
            cover: 0,
            smoke: false,
            officer: false,
            medic: false,
        }
    }

    /// An assault won: the attackers' losses and fatigue, and the defender's fate, are the
    /// first line under the headline, and in the log line.
    #[test]
    fn an_assaults_aftermath_is_under_the_headline_and_in_the_log() {
        let (_home, mut app) = game();
        let a = assault();
        let p = adjutant::games::tide_of_iron::assault::plan(&a).expect("a plan");
        // Every attack die hits, no cover saves, one defence die hits.
        let mut defence = vec![1; p.defence_dice as usize];
        if let Some(d) = defence.first_mut() {
            *d = 6;
        }
        act(
            &mut app,
            ID,
            &ToiAction::Assault {
                side: 0,
                assault: a,
                attack: Some(vec![6; p.attack_dice as usize]),
                cover: Some(vec![1; p.cover_dice as usize]),
                defence: Some(defence),
            },
        );
        for (lang, loc) in locs() {
            let c = card(&app, &loc);
            let (under, fate, log) = match lang {
                Lang::En => (
                    "Attackers lose 1 figure, all Fatigued",
                    "#1 retreats",
                    "the attackers lose 1 and are all Fatigued",
                ),
                _ => (
                    "Attaccanti perdono 1 miniatura, tutti affaticati",
                    "n. 1 si ritira",
                    "gli attaccanti perdono 1 e sono tutti affaticati",
                ),
            };
            assert!(
                first_detail(&c).starts_with(under),
                "{lang:?}: {:?}",
                c.detail
            );
            assert!(first_detail(&c).contains(fate), "{lang:?}: {:?}", c.detail);
            let line = last_log(&app, &loc);
            assert!(line.contains(log), "{lang:?}: {line}");
        }
    }

    /// An Op Fire attack is named on the card and in the log, with whether the mover stops.
    #[test]
    fn op_fire_is_named() {
        let (_home, mut app) = game();
        let a = Attack {
            fire: Fire::OpFire,
            kind: Kind::Suppressive,
            lead: Firer::new(4, 4, 2),
            support: vec![],
            target: Target::default(),
            readings: Default::default(),
        };
        let p = adjutant::games::tide_of_iron::attack::plan(&a).expect("a plan");
        act(
            &mut app,
            ID,
            &ToiAction::Attack {
                side: 0,
                attack: a,
                black: Some(vec![6; p.black as usize]),
                red: Some(vec![1; p.red as usize]),
            },
        );
        for (lang, loc) in locs() {
            let c = card(&app, &loc);
            let (named, mover) = match lang {
                Lang::En => ("Op Fire · ", "the moving unit"),
                _ => ("Fuoco di opportunità · ", "l'unità in movimento"),
            };
            assert!(
                first_detail(&c).starts_with(named),
                "{lang:?}: {:?}",
                c.detail
            );
            assert!(
                first_detail(&c).contains(mover),
                "{lang:?}: whether the mover stops: {:?}",
                c.detail
            );
            let line = last_log(&app, &loc);
            assert!(
                line.starts_with(named.trim_end_matches(" · ")),
                "{lang:?}: {line}"
            );
        }
    }
}

// ---------------------------------------------------------------- We Were Brothers

mod wwb {
    use super::*;
    use adjutant::games::we_were_brothers::explosives::{BlastRoll, ThrowInput};
    use adjutant::games::we_were_brothers::rolls::Roll;
    use adjutant::games::we_were_brothers::roster::Edit;
    use adjutant::games::we_were_brothers::squad::{Army, Fate};
    use adjutant::games::we_were_brothers::{ID, Who, WwbAction, WwbState};
    use adjutant::ui::games::we_were_brothers::Msg;

    const ABLE1: Who = Who {
        squad: 0,
        soldier: 0,
    };
    const ABLE2: Who = Who {
        squad: 0,
        soldier: 1,
    };

    fn w(app: &mut App, m: Msg) {
        send(app, Message::Game(GameMsg::new(m)));
    }

    fn state(app: &App) -> WwbState {
        app.table()
            .and_then(|t| t.state.table.extra.get::<WwbState>().cloned())
            .expect("a We Were Brothers state")
    }

    fn game() -> (tempfile::TempDir, App) {
        let (home, mut app) = common::english_app(11);
        send(&mut app, Message::NewGame(ID.into()));
        w(&mut app, Msg::Standard(Some(4)));
        w(&mut app, Msg::Army(Army::Wehrmacht));
        w(&mut app, Msg::Standard(Some(5)));
        common::to_phase(&mut app, "fire");
        (home, app)
    }

    fn card(app: &App, loc: &Localizer) -> adjutant::games::card::CardText {
        let t = app.table().expect("table");
        let s = state(app);
        let last = s.last.as_ref().expect("a roll");
        adjutant::games::we_were_brothers::card::roll_card(
            loc,
            &t.def,
            &s,
            last,
            &Default::default(),
        )
    }

    /// A man on his −1 box, still fighting after a roll at him: the line under the headline
    /// says every roll of his takes −1 (L633).
    #[test]
    fn the_wound_penalty_is_said_under_the_headline() {
        use adjutant::games::we_were_brothers::combat::CombatRoll;
        use adjutant::games::we_were_brothers::fire::FireInput;
        use adjutant::games::we_were_brothers::squad::Posture;
        let mut said = false;
        for side in 0..6 {
            let (_home, mut app) = game();
            let minus_one = app
                .table()
                .map(|t| {
                    adjutant::games::we_were_brothers::data::load(&t.def)
                        .health
                        .minus_one
                })
                .expect("data");
            w(&mut app, Msg::Edit(ABLE2, Edit::Health(minus_one)));
            let shot = FireInput {
                weapon: "example-card".into(),
                range: 5,
                firer: Posture::Kneeling,
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
            };
            w(
                &mut app,
                Msg::Action(WwbAction::Resolve {
                    roll: Roll::Combat(CombatRoll::Fire(shot)),
                    dice: Some(vec![side]),
                    actor: None,
                    target: Some(ABLE2),
                    tick: None,
                }),
            );
            let s = state(&app);
            let Some(so) = s.soldier(ABLE2).filter(|so| so.fate == Fate::Fighting) else {
                continue;
            };
            let d = app
                .table()
                .map(|t| adjutant::games::we_were_brothers::data::load(&t.def))
                .expect("data");
            let want = if so.health >= d.health.minus_two {
                "−2"
            } else {
                "−1"
            };
            for (lang, loc) in locs() {
                let c = card(&app, &loc);
                let words = match lang {
                    Lang::En => format!("wounded: {want} on every roll he makes"),
                    _ => format!("ferito: {want} a ogni suo tiro"),
                };
                assert!(
                    first_detail(&c).contains(&words),
                    "{lang:?}: {:?}",
                    c.detail
                );
                // The log says it too, among the lines of this roll.
                let log = match lang {
                    Lang::En => format!("is wounded: {want} on every roll he makes"),
                    _ => format!("è ferito: {want} a ogni suo tiro"),
                };
                let t = app.table().expect("table");
                assert!(
                    t.state
                        .log
                        .iter()
                        .rev()
                        .take(6)
                        .any(|e| loc.entry(e).contains(&log)),
                    "{lang:?}: the log says {log:?}"
                );
            }
            said = true;
            break;
        }
        assert!(said, "some face leaves him fighting");
    }

    /// A grenade thrown running scatters: the headline says where, the compass is in the
    /// card, beside it, at least 140 px, wholly in view, at both sizes.
    #[test]
    fn a_grenades_scatter_compass_is_in_the_card() {
        for size in [LANDSCAPE, PORTRAIT] {
            let (_home, mut app) = game();
            // A running thrower is never accurate (L369).
            w(&mut app, Msg::Edit(ABLE1, Edit::Running(true)));
            act(
                &mut app,
                ID,
                &(WwbAction::Resolve {
                    roll: Roll::Blast(BlastRoll::Throw(ThrowInput {
                        distance: 2,
                        strength: 0,
                        obstacle: 0,
                        running: true,
                        satchel: false,
                        smoke: false,
                    })),
                    dice: Some(vec![0, 3]),
                    actor: Some(ABLE1),
                    target: None,
                    tick: None,
                }),
            );
            let s = state(&app);
            assert!(
                s.last.as_ref().is_some_and(|l| l.outcome.drift.is_some()),
                "it scattered: {:?}",
                s.last
            );
            let en = Localizer::new(Lang::En);
            let head = card(&app, &en).outcome;
            let mut win = Window::new(&mut app, size);
            assert!(sees_in_dock(&mut win, &head), "{size:?}: {head:?}");
            let aside = win
                .find(iced_test::selector::id(
                    adjutant::ui::widgets::result_card::ASIDE_ID,
                ))
                .expect("the compass beside the headline");
            assert!(win.in_view(&aside), "{size:?}: {aside:?}");
            assert!(
                aside.bounds.height >= 140.0,
                "{size:?}: the compass is large: {aside:?}"
            );
            let dock = win.dock();
            assert!(
                dock.contains(aside.bounds.center()),
                "{size:?}: in the card"
            );
        }
    }
}
