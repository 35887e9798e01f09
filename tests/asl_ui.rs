//! An ASL game through the real widgets: a fire attack and a morale check resolved from the
//! panels with the player's own dice, checked in the panel and in the log.

use adjutant::games::asl_sk1::AslState;
use adjutant::games::asl_sk1::Resolution;
use adjutant::ui::games::GameMsg;
use adjutant::ui::games::asl_sk1::Msg;
use adjutant::ui::games::asl_sk1::Ui as AslUi;
use adjutant::ui::{App, Message};

mod common;

/// Tall enough that the whole middle column is laid out on screen.
const SIZE: (f32, f32) = (1280.0, 3200.0);

fn click(app: &mut App, label: &str) {
    common::click_in(app, label, SIZE);
}

fn shows(app: &App, label: &str) -> bool {
    common::shows_in(app, label, SIZE)
}

fn send(app: &mut App, msg: Msg) {
    let _ = app.update(Message::Game(GameMsg::new(msg)));
}

/// The player's dice, one tap on each pad (the second resolves); then the working under the
/// result card is unfolded (it stays open once opened) so its lines can be read.
fn dice(app: &mut App, colored: u8, white: u8) {
    common::click_id_in(app, &format!("asl-pad-0-{colored}"), SIZE);
    common::click_id_in(app, &format!("asl-pad-1-{white}"), SIZE);
    if shows(app, "Show the working") {
        click(app, "Show the working");
    }
}

/// One die (a dr), one tap on its pad.
fn die(app: &mut App, value: u8) {
    common::click_id_in(app, &format!("asl-pad-0-{value}"), SIZE);
    if shows(app, "Show the working") {
        click(app, "Show the working");
    }
}

fn last(app: &App) -> Option<Resolution> {
    app.table()
        .expect("table")
        .state
        .table
        .extra
        .get::<AslState>()
        .and_then(|s| s.last.clone())
}

/// PFPh example 2 (L819-825) through the panels, then its 1MC (L826-829).
#[test]
fn fire_attack_and_morale_check_through_the_panels() {
    let (_home, mut app) = common::english_app(9);
    click(&mut app, "ASL Starter Kit #1");
    // The turn record has a tab of its own, with the units.
    click(&mut app, "Turn & units");
    assert!(shows(&app, "Turn record"));
    assert!(shows(
        &app,
        "ATTACKER: Germans · DEFENDER: Allies (Russians or Americans)"
    ));
    assert!(shows(&app, "Fire"));
    // A new game is in the Rally Phase, whose tool opens first; fire is one tap away.
    assert!(shows(&app, "Rally"));
    click(&mut app, "Fire");

    // A 7-4-7 beyond normal range, directed by a 9-1, at a stone building (the firers one
    // by one unfolded).
    click(&mut app, "Firers one by one (weapons, PBF, long range)…");
    send(&mut app, Msg::ItemFp(0, 3));
    click(&mut app, "Long range");
    click(&mut app, "+ Directing leader");
    click(&mut app, "Stone building +3");
    assert!(shows(&app, "Squad: 7 FP ×½ long range = 3½"));
    assert!(shows(&app, "Total 3½ FP: use the 2 column"));
    assert!(shows(&app, "Total DRM +2"));
    assert!(shows(&app, "Odds of each result before the roll"));

    // The player's dice: coloured 1, white 1 (the form starts there). No cowering: a leader.
    dice(&mut app, 1, 1);
    assert!(matches!(last(&app), Some(Resolution::Fire(_, 1, 1))));
    assert!(shows(&app, "IFT: 2 column, final DR 4 → 1MC"));
    assert!(shows(
        &app,
        "Doubles, but no cowering (a leader directs, or no squad fires)"
    ));
    assert!(shows(
        &app,
        "Dice entered: fire 3½ FP on the 2 column, dice 1+1, final DR 4: 1MC"
    ));

    // The 1MC on the 4-6-7: dice 2 and 3, +1: 6 ≤ 7 passes.
    click(&mut app, "Morale");
    send(&mut app, Msg::McIft(1));
    dice(&mut app, 2, 3);
    assert!(shows(&app, "Original DR 5, DRM +1: final DR 6"));
    assert!(shows(&app, "Final DR 6 ≤ 7: passed"));
    assert!(shows(
        &app,
        "Dice entered: Morale Check (morale 7), dice 2+3, final DR 6: passed"
    ));

    // The same log entry reads in Italian after switching language.
    click(&mut app, "IT");
    assert!(shows(
        &app,
        "Dadi inseriti: Verifica del Morale (morale 7), dadi 2+3, DR finale 6: superata"
    ));

    // Undo takes the check back; a roll with the app's dice is reproducible from the seed.
    let _ = app.update(Message::Undo);
    assert!(matches!(last(&app), Some(Resolution::Fire(..))));
    click(&mut app, "Tira i dadi");
    let first = last(&app);
    let _ = app.update(Message::Undo);
    click(&mut app, "Tira i dadi");
    assert_eq!(last(&app), first);
}

/// A leader is eliminated: the 4-6-7 with him takes an LLMC with his -1 as a penalty.
#[test]
fn leader_loss_check_through_the_panel() {
    let (_home, mut app) = common::english_app(3);
    click(&mut app, "ASL Starter Kit #1");
    click(&mut app, "Morale");
    click(&mut app, "Leader Loss Morale Check (LLMC)");
    assert!(shows(&app, "Lost leader's leadership"));
    // Dice 3 and 3: 6 + 1 = 7 against morale 7, exactly the morale: pinned.
    dice(&mut app, 3, 3);
    assert!(shows(&app, "Loss of the leader +1"));
    assert!(shows(
        &app,
        "Dice entered: Leader Loss Morale Check (LLMC) (morale 7), dice 3+3, final DR 7: pinned"
    ));
    // Choosing a plain Morale Check again drops the leader's loss.
    click(&mut app, "Morale Check");
    assert!(!shows(&app, "Lost leader's leadership"));
}

/// The ambush dr (L1476-1495) from the panel: a CX German unit (+1) against Russians with a
/// −1 leader; 5+1 = 6 against 2−1 = 1, so the DEFENDER ambushes, and the Close Combat tool is
/// set for the ambusher's attacks.
#[test]
fn ambush_sets_the_close_combat_form() {
    let (_home, mut app) = common::english_app(5);
    click(&mut app, "ASL Starter Kit #1");
    click(&mut app, "More");
    click(&mut app, "Ambush");
    assert!(shows(&app, "The ATTACKER's units in the Close Combat"));
    send(&mut app, Msg::AmbCx(0));
    send(&mut app, Msg::AmbLeader(1, -1));
    send(&mut app, Msg::AmbLeader(1, -1));
    assert!(shows(&app, "drm −1") || shows(&app, "drm -1"));
    dice(&mut app, 5, 2);
    assert!(matches!(last(&app), Some(Resolution::Ambush(_, _, 5, 2))));
    assert!(shows(
        &app,
        "The defender ambushes: it strikes first, −1 on its attacks and +1 on attacks against it."
    ));
    assert!(shows(
        &app,
        "Dice entered: ambush dr 5 (ATTACKER) against 2 (DEFENDER): the DEFENDER ambushes"
    ));
    match app.table().expect("table").game_ui.get::<AslUi>() {
        Some(ui) => {
            assert!(ui.cc.attacker_ambushed);
            assert!(!ui.cc.defender_ambushed);
        }
        None => panic!("asl form"),
    }
}

/// A refused unit (no name) leaves the form as typed; a taken one clears it.
#[test]
fn refused_unit_keeps_the_typed_text() {
    let (_home, mut app) = common::english_app(5);
    click(&mut app, "ASL Starter Kit #1");
    send(&mut app, Msg::UnitName("   ".into()));
    click(&mut app, "Turn & units");
    click(&mut app, "Add unit");
    let form = |app: &App| match app.table().expect("table").game_ui.get::<AslUi>() {
        Some(ui) => ui.unit_name.clone(),
        None => panic!("asl form"),
    };
    assert_eq!(form(&app), "   ");
    send(&mut app, Msg::UnitName("8-1 leader".into()));
    click(&mut app, "Add unit");
    assert_eq!(form(&app), "");
    assert!(shows(&app, "Unit added for Germans: 8-1 leader"));
}

/// The Movement tool needs no roll: choosing the load and the bonuses shows the MF at once.
#[test]
fn movement_factors_through_the_panel() {
    let (_home, mut app) = common::english_app(6);
    click(&mut app, "ASL Starter Kit #1");
    click(&mut app, "Movement");
    assert!(shows(&app, "Movement Factors this phase: 4"));
    assert!(!shows(&app, "Roll the dice"));
    for _ in 0..5 {
        send(&mut app, Msg::MvPp(1));
    }
    click(&mut app, "Double Time");
    assert!(shows(&app, "Carrying 5 PP with an IPC of 2: 3 PP over"));
    assert!(shows(&app, "Movement Factors this phase: 3"));
    assert!(shows(&app, "Mark it CX at the end of the Movement Phase."));
    // A leader may not carry 5 PP: the refusal is shown, not a number.
    click(&mut app, "Leader");
    assert!(shows(&app, "A leader can never carry more than 2 PP."));
}

#[test]
fn units_and_reminders() {
    let (_home, mut app) = common::english_app(4);
    click(&mut app, "ASL Starter Kit #1");
    send(&mut app, Msg::UnitName("4-6-7 yK2".into()));
    click(&mut app, "Turn & units");
    click(&mut app, "Add unit");
    assert!(shows(&app, "Unit added for Germans: 4-6-7 yK2"));
    click(&mut app, "Pin");
    assert!(shows(&app, "4-6-7 yK2: Pin on"));
    // Walk to the Rally Phase of the next player turn: Pin comes off after the CCPh.
    for _ in 0..14 {
        let _ = app.update(Message::Act(adjutant::session::Action::NextPhase));
    }
    // The phase's reminders are atop its tool (the Rally form opens with the phase).
    assert!(shows(&app, "Take off: Pin"));
    click(&mut app, "Clear on the list (1)");
    assert!(shows(&app, "Pin taken off one unit"));
    // The second player turn: the Allies are now ATTACKER (in the turn record's tab).
    click(&mut app, "Turn & units");
    assert!(shows(
        &app,
        "ATTACKER: Allies (Russians or Americans) · DEFENDER: Germans"
    ));
}

fn form(app: &App) -> adjutant::ui::games::asl_sk1::Ui {
    match app.table().expect("table").game_ui.get::<AslUi>() {
        Some(ui) => ui.clone(),
        None => panic!("asl form"),
    }
}

/// The fire form's weapon settings reach the resolver: per-firer Point Blank and Area Fire, an
/// MG's B#, and the attack's Green or Conscript toggle marking the MG's user (B# −1, L1677-1680;
/// two-column cowering, L647-649).
#[test]
fn fire_form_weapon_settings_reach_the_resolver() {
    use adjutant::ui::games::asl_sk1::ItemFlag;
    let (_home, mut app) = common::english_app(8);
    click(&mut app, "ASL Starter Kit #1");
    click(&mut app, "Fire");
    click(&mut app, "Firers one by one (weapons, PBF, long range)…");
    click(&mut app, "+ Machine gun");
    assert!(shows(&app, "B#"));
    assert!(shows(&app, "Used by Green or Conscript (B#/X# −1)"));
    // The MG's B# from 12 (the default) down to 11.
    send(&mut app, Msg::ItemBnum(1, -1));
    assert_eq!(form(&app).attack.items[1].bnum, Some(11));
    // The attack's Green or Conscript toggle also marks the MG's user.
    click(&mut app, "Green or Conscript");
    assert!(form(&app).attack.items[1].inexperienced);
    // Only the MG is adjacent; the squad fires as Area Fire.
    send(&mut app, Msg::ItemFlag(1, ItemFlag::Pbf));
    send(&mut app, Msg::ItemFlag(0, ItemFlag::Area));
    assert!(shows(&app, "Machine gun: 4 FP ×2 point blank = 8"));
    assert!(shows(&app, "Squad: 4 FP ×½ area fire = 2"));
    assert!(shows(&app, "Total 10 FP: use the 8 column"));
    // Dice 5 and 5: B# 11 − 1 = 10 breaks; doubles cower two columns.
    dice(&mut app, 5, 5);
    match last(&app) {
        Some(Resolution::Fire(a, 5, 5)) => {
            assert!(a.items[1].inexperienced && a.items[1].pbf && !a.items[0].pbf);
            assert_eq!(a.items[1].bnum, Some(11));
        }
        other => panic!("{other:?}"),
    }
    assert!(shows(
        &app,
        "Machine gun: original DR 10 ≥ 10, it breaks down; flip it after this attack"
    ));
    assert!(shows(
        &app,
        "Doubles without a leader: the attack cowers 2 columns, to the 4 column"
    ));
    // Off again: the MG's user is no longer Green either.
    click(&mut app, "Green or Conscript");
    assert!(!form(&app).attack.items[1].inexperienced);
}

/// A portrait tablet (800×1280): the fire and morale tools open and show their key controls
/// inside the screen's width.
#[test]
fn fire_and_morale_panels_fit_a_portrait_tablet() {
    let (_home, mut app) = common::english_app(8);
    // The width of a portrait tablet; reaching each control in its real height is the
    // budget tests' part (tests/frame_asl_tc.rs).
    const PORTRAIT: (f32, f32) = (800.0, 2400.0);
    common::click_in(&mut app, "ASL Starter Kit #1", PORTRAIT);
    common::click_in(&mut app, "Fire", PORTRAIT);
    common::click_in(
        &mut app,
        "Firers one by one (weapons, PBF, long range)…",
        PORTRAIT,
    );
    let fits = |app: &App, label: &str| common::assert_touch_friendly(app, PORTRAIT, &[label]);
    for label in [
        "Fire",
        "8",
        "Woods +1",
        "1",
        "+ Squad",
        "+ Machine gun",
        "Point blank (adjacent)",
        "Long range",
        "Green or Conscript",
        "+ Directing leader",
        "Stone building +3",
        "Roll the dice",
    ] {
        fits(&app, label);
    }
    common::click_in(&mut app, "Morale", PORTRAIT);
    for label in [
        "Morale Check",
        "Normal Morale Check",
        "Pin Task Check",
        "Leader Loss Morale Check (LLMC)",
        "Roll the dice",
    ] {
        fits(&app, label);
    }
}

/// The Movement tool with the next hex's cost: Assault Movement and the Advance (digest L424:
/// a squad with a 5 PP MMG becomes CX advancing into woods; already CX, it may not).
#[test]
fn movement_tool_assault_and_advance() {
    let (_home, mut app) = common::english_app(6);
    click(&mut app, "ASL Starter Kit #1");
    click(&mut app, "Movement");
    assert!(shows(&app, "MF of the next hex"));
    // None, then 1, 1½, 2 MF.
    for _ in 0..3 {
        send(&mut app, Msg::MvHexCost(1));
    }
    assert!(shows(
        &app,
        "Assault Movement into a hex of 2 MF: allowed (only that one hex, declared before moving, 2 of its 4 MF)"
    ));
    for _ in 0..5 {
        send(&mut app, Msg::MvPp(1));
    }
    assert!(shows(
        &app,
        "Advance Phase: that hex takes all its 2 MF, so advancing into it makes the unit CX"
    ));
    click(&mut app, "Already CX");
    assert!(shows(
        &app,
        "Advance Phase: a CX unit cannot advance into a hex that takes all its 1 MF"
    ));
    // Double Time and CX exclude each other.
    click(&mut app, "Double Time");
    assert!(!form(&app).mv.cx);
}

/// Leader first (L749-768): once the stack's leader has checked, the morale form is set for
/// the others of his stack: with his leadership if he passed unpinned, without it if he broke,
/// and the LLTC then adds his leadership.
#[test]
fn the_leader_checks_first_and_the_form_follows_for_his_stack() {
    let (_home, mut app) = common::english_app(12);
    click(&mut app, "ASL Starter Kit #1");
    click(&mut app, "Morale");
    // An 8-1 leader (morale 8, leadership −1) under a 1MC: DR 2+3 +1 = 6, passed unpinned.
    click(&mut app, "Leader");
    send(&mut app, Msg::McMorale(1));
    send(&mut app, Msg::McIft(1));
    assert!(shows(&app, "His leadership (for the others)"));
    dice(&mut app, 2, 3);
    let f = form(&app);
    assert_eq!(f.mc.size, adjutant::games::asl_sk1::morale::UnitSize::Squad);
    assert_eq!(f.mc.leader_drm, -1, "his leadership now helps the others");
    assert_eq!(f.mc.ift_drm, 1, "the others take the same 1MC");
    assert!(shows(
        &app,
        "The leader passed unpinned: the form is now set for the others of his stack, with his leadership −1. Set each unit's morale and check it."
    ));
    // A squad of morale 7 with the −1: DR 4+4 +1 −1 = 8, broken; no follow-up for a squad.
    send(&mut app, Msg::McMorale(-1));
    dice(&mut app, 4, 4);
    assert!(shows(
        &app,
        "Dice entered: Morale Check (morale 7), dice 4+4, final DR 8: broken"
    ));
    assert!(form(&app).follow_up.is_none());

    // A 9-2 leader who breaks: DR 6+5 +1 = 12 > 9 (an original 11, not 12).
    click(&mut app, "Leader");
    send(&mut app, Msg::McMorale(2));
    send(&mut app, Msg::McOwnLeadership(-1));
    dice(&mut app, 6, 5);
    let f = form(&app);
    assert_eq!(f.mc.leader_drm, 0, "a broken leader lends nothing");
    assert_eq!(f.follow_up, Some("asl-ui-next-broken-leader"));
    // The LLTC for the others adds his leadership (−2) to their DR.
    click(&mut app, "Leader Loss Task Check (LLTC)");
    let f = form(&app);
    assert_eq!(f.mc.kind, adjutant::games::asl_sk1::morale::CheckKind::Ptc);
    assert_eq!(f.mc.leader_loss, Some(-2));
}

/// The Support Weapons tool: the roll for the SW of a unit a KIA killed, its column and DRM
/// taken from the last attack in one tap, the player's dice, the log, and undo.
#[test]
fn sw_after_a_kia_through_the_panel() {
    use adjutant::ui::games::asl_sk1::SwMsg;
    let (_home, mut app) = common::english_app(5);
    click(&mut app, "ASL Starter Kit #1");
    // An 8 FP attack (two 4 FP squads) at DRM −1 with dice 1,2 (no doubles, no cowering):
    // 1KIA on the 8 column.
    click(&mut app, "Fire");
    click(&mut app, "Firers one by one (weapons, PBF, long range)…");
    click(&mut app, "+ Squad");
    send(&mut app, Msg::OtherDrm(-1));
    dice(&mut app, 1, 2);
    assert!(matches!(last(&app), Some(Resolution::Fire(..))));
    click(&mut app, "More");
    click(&mut app, "Support weapons");
    assert!(shows(&app, "After a KIA"));
    click(&mut app, "Use the last attack");
    assert_eq!(form(&app).sw.kill.column, 8);
    assert_eq!(form(&app).sw.kill.drm, -1);
    assert!(shows(
        &app,
        "Before the roll: destroyed 3/36, malfunctions 3/36, intact 30/36"
    ));
    // Dice 1 and 3: DR 4 − 1 = 3 on the 8 column, K/2.
    dice(&mut app, 1, 3);
    assert!(matches!(last(&app), Some(Resolution::SwKill(..))));
    assert!(shows(&app, "8 column, final 3: K/2"));
    assert!(shows(
        &app,
        "Dice entered: SW of a killed unit, 8 column, final 3 (K/2): malfunctions"
    ));
    // The one-die reading is a setting, sent as an action.
    send(&mut app, Msg::Sw(SwMsg::OneDie));
    let s = app
        .table()
        .expect("table")
        .state
        .table
        .extra
        .get::<AslState>()
        .cloned();
    assert!(s.is_some_and(|s| s.settings.sw_kill_one_die));
    let _ = app.update(Message::Undo);
    let _ = app.update(Message::Undo);
    assert!(matches!(last(&app), Some(Resolution::Fire(..))));
}

/// The repair dr through the Support weapons tool: the odds before the roll, the player's die,
/// the log; a broken unit's attempt shows the rule's refusal instead of odds.
#[test]
fn sw_repair_through_the_panel() {
    use adjutant::ui::games::asl_sk1::SwMsg;
    let (_home, mut app) = common::english_app(6);
    click(&mut app, "ASL Starter Kit #1");
    click(&mut app, "More");
    click(&mut app, "Support weapons");
    click(&mut app, "Repair");
    send(&mut app, Msg::Sw(SwMsg::RepairNumber(1)));
    assert!(shows(
        &app,
        "Before the roll: repaired 3/6, still malfunctioned 2/6, eliminated 1/6"
    ));
    die(&mut app, 6);
    assert!(matches!(last(&app), Some(Resolution::SwRepair(_, 6))));
    assert!(shows(
        &app,
        "Dice entered: SW repair dr 6 against 3: eliminated"
    ));
    click(&mut app, "Unit broken");
    assert!(shows(
        &app,
        "A broken unit cannot repair a support weapon: only a Good Order unit may."
    ));
    let _ = app.update(Message::Undo);
    assert!(last(&app).is_none());
}

/// Recovery through the Support weapons tool: CX lowers the odds, the die decides, undo.
#[test]
fn sw_recovery_through_the_panel() {
    let (_home, mut app) = common::english_app(7);
    click(&mut app, "ASL Starter Kit #1");
    click(&mut app, "More");
    click(&mut app, "Support weapons");
    click(&mut app, "Recovery");
    assert!(shows(&app, "Before the roll: recovered 5/6"));
    click(&mut app, "Unit CX");
    assert!(shows(&app, "Before the roll: recovered 4/6"));
    click(&mut app, "During movement (MPh)");
    die(&mut app, 5);
    assert!(shows(
        &app,
        "Dice entered: SW recovery dr 5, final 6: not recovered"
    ));
    assert!(shows(
        &app,
        "Movement Phase: the attempt costs 1 MF whatever the result, and the defender may fire at the unit in its hex."
    ));
    let _ = app.update(Message::Undo);
    assert!(last(&app).is_none());
}

/// Random selection through the panel: a candidate from the unit list and one typed, the
/// player's dice, a tie rolled again for the tied only, and undo.
#[test]
fn random_selection_through_the_panel() {
    use adjutant::ui::games::asl_sk1::PickMsg;
    let (_home, mut app) = common::english_app(8);
    click(&mut app, "ASL Starter Kit #1");
    send(&mut app, Msg::UnitName("4-4-7 J3".into()));
    click(&mut app, "Turn & units");
    click(&mut app, "Add unit");
    click(&mut app, "More");
    click(&mut app, "Random selection");
    click(&mut app, "4-4-7 J3");
    send(&mut app, Msg::Pick(PickMsg::Name("5-2-7".into())));
    click(&mut app, "Add candidate");
    assert_eq!(form(&app).pick.candidates, vec!["4-4-7 J3", "5-2-7"]);
    // Both roll 1: by ASL A.9 (the default) both are affected.
    click(&mut app, "Use these dice");
    assert!(shows(&app, "Selected: 4-4-7 J3, 5-2-7"));
    // The players' setting: ties roll again.
    click(&mut app, "Ties roll again (not ASL A.9)");
    click(&mut app, "Use these dice");
    assert!(shows(
        &app,
        "Dice entered: random selection, 4-4-7 J3, 5-2-7 tied and roll again (already selected: —)"
    ));
    click(&mut app, "Roll again for the tied");
    send(&mut app, Msg::Pick(PickMsg::Die(1, 3)));
    click(&mut app, "Use these dice");
    assert!(shows(&app, "Selected: 5-2-7"));
    let _ = app.update(Message::Undo);
    assert!(matches!(last(&app), Some(Resolution::Pick(..))));
}

/// A smoke grenade through the Support weapons tool (L946-964): the cost and chances before the
/// roll, a refusal, one tap on the die pad, the effects, the setting for how long smoke stays,
/// and undo.
#[test]
fn smoke_grenade_through_the_panel() {
    use adjutant::ui::games::asl_sk1::SwMsg;
    let (_home, mut app) = common::english_app(9);
    click(&mut app, "ASL Starter Kit #1");
    click(&mut app, "More");
    click(&mut app, "Support weapons");
    click(&mut app, "Smoke grenade");
    assert!(shows(
        &app,
        "Costs 1 MF. Before the roll: smoke placed 1/6; MPh ended by a 6 1/6"
    ));
    send(&mut app, Msg::Sw(SwMsg::SmokeExponent(1)));
    click(&mut app, "Into an adjacent hex");
    assert!(shows(
        &app,
        "Costs 2 MF. Before the roll: smoke placed 2/6; MPh ended by a 6 1/6"
    ));
    click(&mut app, "Unit pinned");
    assert!(shows(
        &app,
        "A pinned unit may not move any more this turn, so it cannot spend MF on smoke."
    ));
    click(&mut app, "Unit pinned");
    die(&mut app, 2);
    assert!(shows(
        &app,
        "Dice entered: smoke dr 2, final 2 against 2 (2 MF): smoke placed"
    ));
    assert!(shows(&app, "The smoke comes off at the end of this MPh."));
    click(&mut app, "Smoke stays to the end of the Player Turn");
    assert!(shows(
        &app,
        "The smoke comes off at the end of this Player Turn (setting)."
    ));
    let _ = app.update(Message::Undo);
    assert!(matches!(last(&app), Some(Resolution::Smoke(..))));
    let _ = app.update(Message::Undo);
    assert!(last(&app).is_none());
}
