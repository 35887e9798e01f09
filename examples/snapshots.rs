//! Renders a few screens to PNG files with the headless tiny-skia renderer, to look at them
//! as a player would without a display: `cargo run --example snapshots -- <folder> [en|it] [dark]`.
//! Each shot is a fresh app in a temporary home, driven with the same messages the buttons
//! send. Portrait shots of a long column are taken after scrolling it.

use adjutant::games::asl_sk1::fire::ItemKind;
use adjutant::i18n::Lang;
use adjutant::session::Action;
use adjutant::store::Paths;
use adjutant::ui::games::GameMsg;
use adjutant::ui::games::asl_sk1::{ItemFlag, Msg as AslMsg};
use adjutant::ui::games::cc_great_war::{Msg as CcMsg, Tab};
use adjutant::ui::{App, Message};
use iced_test::simulator::Simulator;

fn shot(app: &App, size: (f32, f32), dir: &std::path::Path, name: &str) {
    shot_scrolled(app, size, 0.0, dir, name);
}

/// A shot after the mouse wheel scrolled the content under the middle of the window `down`
/// pixels (a portrait screen shows one long column).
fn shot_scrolled(app: &App, size: (f32, f32), down: f32, dir: &std::path::Path, name: &str) {
    adjutant::ui::load_fonts();
    let mut sim = Simulator::with_size(iced::Settings::default(), size, app.view());
    if down > 0.0 {
        sim.point_at(iced::Point::new(size.0 / 2.0, size.1 / 2.0));
        let _ = sim.simulate([iced::Event::Mouse(iced::mouse::Event::WheelScrolled {
            delta: iced::mouse::ScrollDelta::Pixels { x: 0.0, y: -down },
        })]);
    }
    match sim.snapshot(&app.theme()) {
        Ok(snap) => {
            // The renderer's name is added to the file name: `<name>-tiny-skia.png`.
            let path = dir.join(name);
            let file = dir.join(format!("{name}-tiny-skia.png"));
            let _ = std::fs::remove_file(&file);
            match snap.matches_image(&path) {
                Ok(_) => println!("{}", file.display()),
                Err(e) => eprintln!("{name}: {e:?}"),
            }
        }
        Err(e) => eprintln!("{name}: {e:?}"),
    }
}

fn main() {
    // SAFETY: set before any renderer exists.
    unsafe { std::env::set_var("ICED_TEST_BACKEND", "tiny-skia") };
    let mut args = std::env::args().skip(1);
    let dir = std::path::PathBuf::from(args.next().unwrap_or_else(|| "snapshots".into()));
    let lang = match args.next().as_deref() {
        Some("it") => Lang::It,
        _ => Lang::En,
    };
    // A third argument `dark` takes every shot in the dark theme.
    let dark = args.next().as_deref() == Some("dark");
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("cannot create {}: {e}", dir.display());
        return;
    }
    let land = (1280.0, 800.0);
    let tall = (1280.0, 2000.0);
    let home = match tempfile::tempdir() {
        Ok(h) => h,
        Err(e) => {
            eprintln!("no temporary folder: {e}");
            return;
        }
    };
    let new_app = |seed| {
        let mut app = App::new(Paths::at(home.path()), Some(seed));
        let _ = app.update(Message::SetLang(Some(lang)));
        if dark {
            let _ = app.update(Message::Settings(
                adjutant::ui::screens::settings::Msg::SetTheme(adjutant::store::ThemeChoice::Dark),
            ));
        }
        app
    };

    let app = new_app(1);
    shot(&app, land, &dir, "home");
    // Home with two saved games, portrait.
    let mut app = new_app(1);
    let _ = app.update(Message::NewGame("asl-sk1".into()));
    let _ = app.update(Message::Act(Action::EndPhase));
    let _ = app.update(Message::NewGame("cc-great-war".into()));
    let _ = app.update(Message::GoHome);
    shot(&app, (800.0, 1280.0), &dir, "home-saves-portrait");
    // ASL rally: DM in woods, the dice 3 and 4 (the Rally Phase opens the tool).
    let mut app = new_app(4);
    let _ = app.update(Message::NewGame("asl-sk1".into()));
    let _ = app.update(Message::Game(GameMsg::new(AslMsg::RallyDm)));
    let _ = app.update(Message::Game(GameMsg::new(AslMsg::RallyCover)));
    let _ = app.update(Message::Game(GameMsg::new(AslMsg::Pad(0, 3))));
    let _ = app.update(Message::Game(GameMsg::new(AslMsg::Pad(1, 4))));
    shot(&app, land, &dir, "asl-rally");
    shot(&app, (800.0, 1280.0), &dir, "asl-rally-portrait");
    // The log after a few phases and rolls, in a tall window.
    let mut app = new_app(4);
    let _ = app.update(Message::NewGame("asl-sk1".into()));
    for _ in 0..3 {
        let _ = app.update(Message::Act(Action::NextPhase));
    }
    let _ = app.update(Message::Act(Action::EndPhase));
    let _ = app.update(Message::Game(GameMsg::new(AslMsg::Pad(0, 2))));
    let _ = app.update(Message::Game(GameMsg::new(AslMsg::Pad(1, 5))));
    shot(&app, (1280.0, 1600.0), &dir, "asl-log");
    // The same at both tablet sizes: the log is under the answer in landscape, at the
    // bottom of the one column in portrait.
    shot(&app, land, &dir, "log");
    shot_scrolled(&app, (800.0, 1280.0), 6000.0, &dir, "log-portrait");
    // The free tray: three battle dice by quick count, then entered on the pad.
    let mut app = new_app(3);
    let _ = app.update(Message::OpenTray);
    let _ = app.update(Message::Tray(
        adjutant::ui::screens::tray_draft::Msg::SetPick("cc-great-war:battle".into(), 3),
    ));
    let _ = app.update(Message::Tray(adjutant::ui::screens::tray_draft::Msg::Roll));
    shot(&app, land, &dir, "tray-rolled");
    let _ = app.update(Message::Tray(
        adjutant::ui::screens::tray_draft::Msg::ToggleHand,
    ));
    let _ = app.update(Message::Tray(
        adjutant::ui::screens::tray_draft::Msg::HandFace("soldier".into()),
    ));
    shot(&app, (800.0, 1280.0), &dir, "tray-pad-portrait");
    // Settings, with one Combat card cost entered (the page is long: a tall shot).
    let mut app = new_app(1);
    let _ = app.update(Message::OpenSettings);
    for _ in 0..3 {
        let _ = app.update(Message::Settings(
            adjutant::ui::screens::settings::Msg::CardCost {
                game: "cc-great-war".into(),
                deck: "combat".into(),
                card: "box-barrage".into(),
                delta: 1,
            },
        ));
    }
    shot(&app, (1280.0, 2400.0), &dir, "settings");
    let _ = app.update(Message::Settings(
        adjutant::ui::screens::settings::Msg::ResetCosts("cc-great-war".into()),
    ));

    // ASL: an IFT result from the pads (8 FP against woods, dice 2 and 3), landscape and
    // portrait, then the morale check it offers.
    for (size, name) in [
        (land, "asl-ift-result"),
        ((800.0, 1280.0), "asl-ift-result-portrait"),
    ] {
        let mut app = new_app(2);
        let _ = app.update(Message::NewGame("asl-sk1".into()));
        let _ = app.update(Message::Act(Action::EndPhase));
        for _ in 0..4 {
            let _ = app.update(Message::Game(GameMsg::new(AslMsg::ItemFp(0, 1))));
        }
        let _ = app.update(Message::Game(GameMsg::new(AslMsg::Terrain("woods".into()))));
        let _ = app.update(Message::Game(GameMsg::new(AslMsg::Pad(0, 2))));
        let _ = app.update(Message::Game(GameMsg::new(AslMsg::Pad(1, 3))));
        shot(&app, size, &dir, name);
        if name == "asl-ift-result" {
            let _ = app.update(Message::Settings(
                adjutant::ui::screens::settings::Msg::SetTheme(adjutant::store::ThemeChoice::Dark),
            ));
            shot(&app, size, &dir, "asl-ift-result-dark");
            let _ = app.update(Message::Settings(
                adjutant::ui::screens::settings::Msg::SetTheme(adjutant::store::ThemeChoice::Light),
            ));
        }
    }

    // C&C: a battle with the player's dice from the Battle phase (forest, burst and soldier).
    for (size, name) in [
        (land, "cc-battle-result"),
        ((800.0, 1280.0), "cc-battle-result-portrait"),
    ] {
        let mut app = new_app(2);
        let _ = app.update(Message::NewGame("cc-great-war".into()));
        let _ = app.update(Message::Game(GameMsg::new(CcMsg::Start)));
        for _ in 0..3 {
            let _ = app.update(Message::Act(Action::EndPhase));
        }
        let _ = app.update(Message::Game(GameMsg::new(CcMsg::Target("forest".into()))));
        let _ = app.update(Message::Game(GameMsg::new(CcMsg::Face("burst".into()))));
        let _ = app.update(Message::Game(GameMsg::new(CcMsg::Face("soldier".into()))));
        shot(&app, size, &dir, name);
    }

    // ASL: the ambush tool after a roll, and the morale tool with an LLMC.
    let mut app = new_app(2);
    let _ = app.update(Message::NewGame("asl-sk1".into()));
    let asl = |app: &mut App, m| {
        let _ = app.update(Message::Game(GameMsg::new(m)));
    };
    asl(
        &mut app,
        AslMsg::Tool(adjutant::ui::games::asl_sk1::Tool::Ambush),
    );
    asl(&mut app, AslMsg::AmbCx(0));
    asl(&mut app, AslMsg::Colored(3));
    asl(&mut app, AslMsg::Enter);
    shot(&app, tall, &dir, "asl-ambush");
    asl(
        &mut app,
        AslMsg::Tool(adjutant::ui::games::asl_sk1::Tool::Morale),
    );
    asl(
        &mut app,
        AslMsg::McLoss(adjutant::games::asl_sk1::morale::CheckKind::Nmc),
    );
    asl(&mut app, AslMsg::Enter);
    shot(&app, tall, &dir, "asl-llmc");

    // ASL on a portrait tablet: the fire tool with a fire group (an adjacent squad and an MG
    // at long range, a directing leader) before and after the dice, then the morale tool.
    let portrait = (800.0, 1280.0);
    let mut app = new_app(5);
    let _ = app.update(Message::NewGame("asl-sk1".into()));
    shot(&app, portrait, &dir, "asl-fire-portrait");
    asl(&mut app, AslMsg::ItemFlag(0, ItemFlag::Pbf));
    asl(&mut app, AslMsg::AddItem(ItemKind::Mg));
    asl(&mut app, AslMsg::ItemFlag(1, ItemFlag::LongRange));
    asl(&mut app, AslMsg::ItemRof(1, 2));
    asl(&mut app, AslMsg::AddLeader);
    asl(&mut app, AslMsg::Terrain("stone-building".into()));
    shot_scrolled(&app, portrait, 900.0, &dir, "asl-fire-group-portrait");
    asl(&mut app, AslMsg::Colored(1));
    asl(&mut app, AslMsg::White(2));
    asl(&mut app, AslMsg::Enter);
    shot_scrolled(&app, portrait, 1800.0, &dir, "asl-fire-rolled-portrait");
    // The same on a landscape tablet (the screenshot in the AppStream metadata).
    shot_scrolled(&app, land, 2350.0, &dir, "asl-fire-rolled");
    asl(
        &mut app,
        AslMsg::Tool(adjutant::ui::games::asl_sk1::Tool::Morale),
    );
    asl(&mut app, AslMsg::McIft(1));
    asl(&mut app, AslMsg::Enter);
    shot_scrolled(&app, portrait, 430.0, &dir, "asl-morale-portrait");

    // We Were Brothers: the Time Track with a reinforcement, two turns on.
    let mut app = new_app(3);
    let _ = app.update(Message::NewGame("we-were-brothers".into()));
    let _ = app.update(Message::TrackText("time".into(), "US squad B".into()));
    let _ = app.update(Message::TrackAt("time".into(), 2));
    let _ = app.update(Message::TrackSchedule("time".into()));
    let _ = app.update(Message::TrackText("time".into(), "Support fire".into()));
    let _ = app.update(Message::TrackAt("time".into(), 4));
    let _ = app.update(Message::TrackSchedule("time".into()));
    while app.table().is_some_and(|t| t.state.table.cursor.round < 2) {
        let _ = app.update(Message::Act(Action::NextPhase));
    }
    shot(&app, land, &dir, "wwb-track");
    shot(&app, (800.0, 1280.0), &dir, "wwb-track-portrait");

    // Command & Colors on a portrait tablet: the set-up, then a battle after Start.
    let mut app = new_app(4);
    let _ = app.update(Message::NewGame("cc-great-war".into()));
    shot(&app, portrait, &dir, "cc-setup-portrait");
    let cc = |app: &mut App, m| {
        let _ = app.update(Message::Game(GameMsg::new(m)));
    };
    cc(&mut app, CcMsg::Start);
    cc(&mut app, CcMsg::Tab(Tab::Turn));
    shot(&app, portrait, &dir, "cc-turn-portrait");
    cc(&mut app, CcMsg::Tab(Tab::Battle));
    cc(&mut app, CcMsg::Target("trench".into()));
    shot(&app, portrait, &dir, "cc-battle-portrait");
    cc(&mut app, CcMsg::Roll);
    shot(&app, portrait, &dir, "cc-battle-rolled-portrait");
    shot_scrolled(&app, land, 1000.0, &dir, "cc-battle-rolled");
    cc(&mut app, CcMsg::Tab(Tab::Medals));
    shot(&app, portrait, &dir, "cc-medals-portrait");
    cc_artillery_shots(&new_app, land, portrait, &dir);

    // The rule lookup of ASL searched for "fumo"/"smoke", in the dark theme.
    let _ = app.update(Message::Settings(
        adjutant::ui::screens::settings::Msg::SetTheme(adjutant::store::ThemeChoice::Dark),
    ));
    let _ = app.update(Message::OpenRules("asl-sk1".into()));
    let _ = app.update(Message::RulesQuery("smoke".into()));
    shot(&app, portrait, &dir, "rules-dark-portrait");
    let _ = app.update(Message::Settings(
        adjutant::ui::screens::settings::Msg::SetTheme(adjutant::store::ThemeChoice::Light),
    ));

    trench_club_shots(&new_app, &dir);
    toi_shots(&new_app, &dir);
    wwb_shots(&new_app, &dir);
    campaign_shots(&dir, lang, dark);
}

/// Trench Club: a 2-player game with a few units, a declared battle fought with dice from the
/// pad (the battle helper and its result card), then the Money tab after income, a repair and
/// a purchase (the ledger), each at both tablet sizes.
fn trench_club_shots(new_app: &dyn Fn(u64) -> App, dir: &std::path::Path) {
    use adjutant::games::trench_club::battle::{Ground, Support};
    use adjutant::ui::games::trench_club::{Msg as TcMsg, Tab as TcTab, Who};
    let tc = |app: &mut App, m: TcMsg| {
        let _ = app.update(Message::Game(GameMsg::new(m)));
    };
    let mut app = new_app(7);
    let _ = app.update(Message::NewGame("trench-club".into()));
    shot(&app, (1280.0, 800.0), dir, "tc-setup");
    tc(&mut app, TcMsg::Start);
    for (side, kind) in [
        ("germany", "armoured-car"),
        ("germany", "infantry"),
        ("germany", "fighter"),
        ("france", "infantry"),
        ("france", "howitzer"),
    ] {
        tc(&mut app, TcMsg::AddSide(side.into()));
        tc(&mut app, TcMsg::Add(kind.into()));
    }
    // The rulebook's example (L102-154): a Veteran car with 3 damage, a Recruit infantry with 1.
    for _ in 0..3 {
        tc(
            &mut app,
            TcMsg::Correct {
                id: 1,
                damage: 1,
                xp: 1,
            },
        );
    }
    tc(
        &mut app,
        TcMsg::Correct {
            id: 4,
            damage: 1,
            xp: 2,
        },
    );
    tc(&mut app, TcMsg::Tab(TcTab::Units));
    shot(&app, (1280.0, 800.0), dir, "tc-units");
    shot(&app, (800.0, 1280.0), dir, "tc-units-portrait");
    let _ = app.update(Message::Act(Action::EndPhase));
    tc(&mut app, TcMsg::PickUnit(Who::Attacker, 1));
    tc(&mut app, TcMsg::PickUnit(Who::Defender, 4));
    tc(&mut app, TcMsg::Support(Support::Flank));
    tc(&mut app, TcMsg::Ground(Ground::Forest));
    shot(&app, (1280.0, 800.0), dir, "tc-declare");
    tc(&mut app, TcMsg::Declare);
    let _ = app.update(Message::Act(Action::EndPhase));
    shot(&app, (1280.0, 800.0), dir, "tc-battle-pad");
    shot(&app, (800.0, 1280.0), dir, "tc-battle-pad-portrait");
    for f in [
        1, 2, 3, 4, 7, 8, 9, 10, 5, 11, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ] {
        tc(&mut app, TcMsg::Die(f));
    }
    shot(&app, (1280.0, 800.0), dir, "tc-battle-result");
    shot(&app, (800.0, 1280.0), dir, "tc-battle-result-portrait");
    tc(&mut app, TcMsg::Working);
    shot(&app, (1280.0, 800.0), dir, "tc-battle-working");
    tc(&mut app, TcMsg::Working);
    let _ = app.update(Message::Act(Action::EndPhase));
    tc(&mut app, TcMsg::SetFort(0, Some("germany".into())));
    tc(&mut app, TcMsg::Money("germany".into(), 6));
    tc(&mut app, TcMsg::Income);
    tc(&mut app, TcMsg::Buy("infantry".into()));
    shot(&app, (1280.0, 800.0), dir, "tc-ledger");
    shot(&app, (800.0, 1280.0), dir, "tc-ledger-portrait");
    tc(&mut app, TcMsg::Tab(TcTab::Forts));
    shot(&app, (1280.0, 800.0), dir, "tc-forts");
    tc(&mut app, TcMsg::Tab(TcTab::Special));
    tc(&mut app, TcMsg::Scatter(Some(4)));
    shot(&app, (1280.0, 800.0), dir, "tc-special");
    shot_scrolled(&app, (800.0, 1280.0), 900.0, dir, "tc-automa-portrait");
    let _ = app.update(Message::OpenRules("trench-club".into()));
    let _ = app.update(Message::RulesQuery("flank".into()));
    shot(&app, (800.0, 1280.0), dir, "tc-rules-portrait");
}

/// Command & Colors: a Reserve Artillery bombardment after the targeting roll, with one hex
/// rolled, at both tablet sizes.
fn cc_artillery_shots(
    new_app: &dyn Fn(u64) -> App,
    land: (f32, f32),
    portrait: (f32, f32),
    dir: &std::path::Path,
) {
    for (size, name) in [(land, "cc-artillery"), (portrait, "cc-artillery-portrait")] {
        let mut app = new_app(5);
        let cc = |app: &mut App, m| {
            let _ = app.update(Message::Game(GameMsg::new(m)));
        };
        let _ = app.update(Message::NewGame("cc-great-war".into()));
        cc(
            &mut app,
            CcMsg::ArtAdd {
                side: "allies".into(),
                strength: 4,
            },
        );
        for _ in 0..4 {
            cc(
                &mut app,
                CcMsg::Count {
                    field: adjutant::ui::games::cc_great_war::Field::StartHq,
                    side: "allies".into(),
                    delta: 1,
                },
            );
        }
        cc(&mut app, CcMsg::Start);
        while app
            .table()
            .is_some_and(|t| t.def.phases.phases[t.state.table.cursor.phase].id != "battle")
        {
            let _ = app.update(Message::Act(Action::EndPhase));
        }
        cc(&mut app, CcMsg::Tab(Tab::Artillery));
        cc(&mut app, CcMsg::ArtStrength(4));
        cc(&mut app, CcMsg::ArtFire);
        cc(&mut app, CcMsg::HexRoll);
        shot(&app, size, dir, name);
    }
}

/// Tide of Iron: an attack's result (4 regulars at a squad in woods, dice tapped in), a
/// suppressive attack that pins, and a drift on the compass, landscape and portrait.
fn toi_shots(new_app: &dyn Fn(u64) -> App, dir: &std::path::Path) {
    use adjutant::ui::games::tide_of_iron::{
        AsMsg, Flag as ToiFlag, Msg as ToiMsg, Num, Tab as ToiTab,
    };
    let toi = |app: &mut App, m: ToiMsg| {
        let _ = app.update(Message::Game(GameMsg::new(m)));
    };
    for (size, tag) in [((1280.0, 800.0), ""), ((800.0, 1280.0), "-portrait")] {
        let mut app = new_app(5);
        let _ = app.update(Message::NewGame("tide-of-iron".into()));
        shot(&app, size, dir, &format!("toi-round{tag}"));
        toi(&mut app, ToiMsg::Tab(ToiTab::Attack));
        toi(&mut app, ToiMsg::Num(Num::Cover, 1));
        toi(&mut app, ToiMsg::Num(Num::Cover, 1));
        shot(&app, size, dir, &format!("toi-attack-form{tag}"));
        shot_scrolled(
            &app,
            size,
            700.0,
            dir,
            &format!("toi-attack-form-lower{tag}"),
        );
        for f in [5, 6, 1, 2, 5, 3] {
            toi(&mut app, ToiMsg::Face(f));
        }
        shot(&app, size, dir, &format!("toi-attack-result{tag}"));
        toi(&mut app, ToiMsg::Working);
        shot(&app, size, dir, &format!("toi-attack-working{tag}"));
        toi(&mut app, ToiMsg::Working);
        toi(&mut app, ToiMsg::Flag(ToiFlag::Suppressive));
        for f in [6, 2, 1, 1, 1, 4] {
            toi(&mut app, ToiMsg::Face(f));
        }
        shot(&app, size, dir, &format!("toi-suppressed{tag}"));
        toi(&mut app, ToiMsg::Tab(ToiTab::Assault));
        toi(&mut app, ToiMsg::Assault(AsMsg::AddDefender));
        toi(&mut app, ToiMsg::Assault(AsMsg::AddVehicle));
        toi(&mut app, ToiMsg::Assault(AsMsg::Roll));
        shot(&app, size, dir, &format!("toi-assault{tag}"));
        toi(&mut app, ToiMsg::Tab(ToiTab::Artillery));
        toi(&mut app, ToiMsg::DriftFace(3));
        toi(&mut app, ToiMsg::DriftFace(3));
        toi(&mut app, ToiMsg::AreaAddSquad);
        toi(&mut app, ToiMsg::AreaAddSquad);
        toi(&mut app, ToiMsg::AreaAddVehicle);
        toi(&mut app, ToiMsg::AreaRoll);
        shot(&app, size, dir, &format!("toi-area{tag}"));
        toi(&mut app, ToiMsg::DriftFace(3));
        toi(&mut app, ToiMsg::DriftFace(3));
        shot(&app, size, dir, &format!("toi-drift{tag}"));
        shot_scrolled(&app, size, 1100.0, dir, &format!("toi-drift-panel{tag}"));
        toi(&mut app, ToiMsg::Tab(ToiTab::Units));
        for (name, vehicle) in [("Squad 1", false), ("Sherman 2", true)] {
            if vehicle {
                toi(&mut app, ToiMsg::UnitVehicle);
            }
            toi(&mut app, ToiMsg::UnitName(name.into()));
            toi(&mut app, ToiMsg::AddUnit);
        }
        shot(&app, size, dir, &format!("toi-units{tag}"));
        let _ = app.update(Message::Act(Action::EndPhase));
        shot(&app, size, dir, &format!("toi-command{tag}"));
        let _ = app.update(Message::Act(Action::EndPhase));
        shot(&app, size, dir, &format!("toi-status{tag}"));
        toi(&mut app, ToiMsg::Tab(ToiTab::Setup));
        shot_scrolled(&app, size, 500.0, dir, &format!("toi-setup{tag}"));
    }
}

/// We Were Brothers: the squad panel with a soldier's boxes open, a fire result and a grenade
/// that scattered, landscape and portrait.
fn wwb_shots(new_app: &dyn Fn(u64) -> App, dir: &std::path::Path) {
    use adjutant::games::we_were_brothers::Who;
    use adjutant::games::we_were_brothers::squad::Army;
    use adjutant::ui::games::we_were_brothers::{GrenadeMode, Msg as W, Tab as WTab};
    let w = |app: &mut App, m: W| {
        let _ = app.update(Message::Game(GameMsg::new(m)));
    };
    // Portrait shows one long column: the shots scroll to the panels.
    for (size, tag, down) in [
        ((1280.0, 800.0), "", 0.0),
        ((800.0, 1280.0), "-portrait", 560.0),
    ] {
        let mut app = new_app(5);
        let _ = app.update(Message::NewGame("we-were-brothers".into()));
        w(&mut app, W::Standard(Some(4)));
        w(&mut app, W::Army(Army::Wehrmacht));
        w(&mut app, W::Standard(Some(5)));
        w(&mut app, W::Squad(0));
        w(&mut app, W::Soldier(Some(1)));
        shot_scrolled(&app, size, down, dir, &format!("wwb-squad{tag}"));
        w(&mut app, W::Tab(WTab::Turn));
        shot_scrolled(&app, size, down, dir, &format!("wwb-turn{tag}"));
        let able2 = Who {
            squad: 0,
            soldier: 1,
        };
        let kondor2 = Who {
            squad: 1,
            soldier: 1,
        };
        w(&mut app, W::Tab(WTab::Fire));
        w(&mut app, W::Actor(able2));
        w(&mut app, W::Target(Some(kondor2)));
        w(
            &mut app,
            W::Fire(adjutant::ui::games::we_were_brothers::FireField::Range(4)),
        );
        // An aimed headshot: Blue −2 = Yellow; its side 5, a serious wound: he bleeds.
        w(
            &mut app,
            W::Fire(adjutant::ui::games::we_were_brothers::FireField::Headshot),
        );
        w(&mut app, W::Face(0, 4));
        shot(&app, size, dir, &format!("wwb-fire-result{tag}"));
        shot_scrolled(
            &app,
            size,
            down + 300.0,
            dir,
            &format!("wwb-fire-form{tag}"),
        );
        w(&mut app, W::Tab(WTab::Grenade));
        w(
            &mut app,
            W::Grenade(adjutant::ui::games::we_were_brothers::GrenadeField::Mode(
                GrenadeMode::Throw,
            )),
        );
        // Grey blank (side 3), Blue 4 (side 4): 3 Hx toward 4.
        w(&mut app, W::Face(0, 2));
        w(&mut app, W::Face(1, 3));
        shot(&app, size, dir, &format!("wwb-grenade-scatter{tag}"));
        w(&mut app, W::Tab(WTab::Resolution));
        let _ = app.update(Message::Act(Action::EndPhase));
        let _ = app.update(Message::Act(Action::EndPhase));
        let _ = app.update(Message::Act(Action::EndPhase));
        shot_scrolled(&app, size, down, dir, &format!("wwb-resolution{tag}"));
    }
}

/// Campaign screens: the list with the form, the roster with a service record, and a debrief
/// with a KIA, a rout off an enemy edge and a medal (landscape and portrait).
fn campaign_shots(dir: &std::path::Path, lang: Lang, dark: bool) {
    use adjutant::games::GameAction;
    use adjutant::games::we_were_brothers::roster::Edit;
    use adjutant::games::we_were_brothers::squad::{Fate, Skill, Status};
    use adjutant::games::we_were_brothers::{Who, WwbAction};
    use adjutant::ui::campaign::CampMsg;
    let Ok(home) = tempfile::tempdir() else {
        return;
    };
    let mut app = App::new(Paths::at(home.path()), Some(5));
    let _ = app.update(Message::SetLang(Some(lang)));
    if dark {
        let _ = app.update(Message::Settings(
            adjutant::ui::screens::settings::Msg::SetTheme(adjutant::store::ThemeChoice::Dark),
        ));
    }
    let c = |app: &mut App, m: CampMsg| {
        let _ = app.update(Message::Campaign(m));
    };
    let (land, portrait) = ((1280.0, 800.0), (800.0, 1280.0));
    c(&mut app, CampMsg::OpenList);
    c(&mut app, CampMsg::Name("Husky 1943".into()));
    c(&mut app, CampMsg::Squads(2));
    shot(&app, land, dir, "campaign-new");
    c(&mut app, CampMsg::Create);
    c(&mut app, CampMsg::CycleSkill(6, Skill::Observation));
    c(&mut app, CampMsg::StartMission);
    let edit = |app: &mut App, squad, soldier, edit| {
        let a = WwbAction::Edit {
            who: Who { squad, soldier },
            edit,
        };
        let _ = app.update(Message::Act(Action::Game(GameAction::new(
            "we-were-brothers",
            &a,
        ))));
    };
    edit(&mut app, 0, 1, Edit::Fate(Fate::Killed));
    edit(&mut app, 0, 2, Edit::Status(Some(Status::Routed)));
    edit(
        &mut app,
        1,
        1,
        Edit::Skill {
            skill: Skill::Arms,
            level: 1,
        },
    );
    shot(&app, land, dir, "campaign-table");
    c(&mut app, CampMsg::EndMission("husky-1943".into()));
    c(
        &mut app,
        CampMsg::Result(adjutant::core::campaign::Outcome::Draw),
    );
    c(&mut app, CampMsg::Focus(Some(3)));
    c(
        &mut app,
        CampMsg::End(
            3,
            adjutant::games::we_were_brothers::campaign::debrief::End::Routed {
                edge: adjutant::games::we_were_brothers::campaign::debrief::Edge::Enemy,
            },
        ),
    );
    c(&mut app, CampMsg::Award(1, 1));
    c(&mut app, CampMsg::Share(6, 1));
    c(&mut app, CampMsg::Promote(6));
    c(&mut app, CampMsg::AddReplacement(0));
    shot(&app, land, dir, "campaign-debrief");
    shot(&app, portrait, dir, "campaign-debrief-portrait");
    c(&mut app, CampMsg::Commit);
    c(&mut app, CampMsg::Pick(Some(6)));
    shot(&app, land, dir, "campaign-roster");
    shot(&app, portrait, dir, "campaign-roster-portrait");
}
