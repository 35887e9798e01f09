//! Proves `docs/adding-a-game.md`: a tiny game made of a data folder (one side pair, one phase,
//! one die) and one resolver, registered at run time, is played through the engine (new game,
//! phases, rolls, its own action, undo, the saver and the journal) and the command line —
//! without touching any engine, content or session file.

use adjutant::content::{Content, ContentError};
use adjutant::core::def::GameDef;
use adjutant::core::log::LogEntry;
use adjutant::core::table::{ActionError, Table};
use adjutant::games::{self, GameAction, Rules};
use adjutant::i18n::Localizer;
use adjutant::session::saver::{Saver, record_of};
use adjutant::session::{Action, ChangeKind, GameState, saved};
use adjutant::store::Paths;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

const ID: &str = "fixture-duel";

/// The fixture game's own state: hits scored by each side.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
struct DuelState {
    hits: Vec<u32>,
}

/// Its one action: a side shoots; a 5 or 6 on the die hits. `die` is a physical die read by
/// hand; without it the app rolls.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
enum DuelAction {
    Shoot { side: usize, die: Option<u8> },
}

struct Duel;

static DUEL: Duel = Duel;

fn hits(die: u8) -> bool {
    die >= 5
}

impl Rules for Duel {
    type State = DuelState;
    type Action = DuelAction;

    fn id(&self) -> &'static str {
        ID
    }

    fn new_state(&self, def: &GameDef, _table: &mut Table) -> DuelState {
        DuelState {
            hits: vec![0; def.sides.len()],
        }
    }

    fn step(
        &self,
        _def: &GameDef,
        table: &mut Table,
        action: &DuelAction,
        now: DateTime<Utc>,
    ) -> Result<Vec<LogEntry>, ActionError> {
        let DuelAction::Shoot { side, die } = action;
        let die = match die {
            Some(d) if (1..=6).contains(d) => *d,
            Some(d) => {
                return Err(ActionError::Rule(
                    "err-dice-face",
                    vec![("face", d.to_string())],
                ));
            }
            None => table.rng.index(6) as u8 + 1,
        };
        let state = table
            .extra
            .get_mut::<DuelState>()
            .ok_or(ActionError::Rule("err-not-duel", vec![]))?;
        let slot = state.hits.get_mut(*side).ok_or(ActionError::Unknown {
            what: "side",
            id: side.to_string(),
        })?;
        if hits(die) {
            *slot += 1;
        }
        Ok(vec![
            LogEntry::new(now, "log-note").arg("text", format!("side {side} rolled {die}")),
        ])
    }
}

impl games::Tools for Duel {
    fn validate_file(&self, name: &str, file: &str, text: &str) -> Result<(), ContentError> {
        // The game's own table: the number a die needs to hit, from 1 to 6. (Its other files,
        // `dice.json` among them, need nothing more than the common checks.)
        if name != "target.json" {
            return Ok(());
        }
        let need: u8 = adjutant::content::parse_json(file, text)?;
        if !(1..=6).contains(&need) {
            return Err(ContentError {
                file: file.into(),
                field: "(top level)".into(),
                expected: "a number from 1 to 6".into(),
            });
        }
        Ok(())
    }

    fn resolve_cli(
        &self,
        _content: &Content,
        _loc: &Localizer,
        resolver: &str,
        args: &[String],
    ) -> Result<String, String> {
        match (resolver, args) {
            ("shoot", [flag, die]) if flag == "--die" => {
                let d: u8 = die
                    .parse()
                    .ok()
                    .filter(|d| (1..=6).contains(d))
                    .ok_or_else(|| format!("--die: expected 1 to 6, found '{die}'"))?;
                Ok(if hits(d) { "hit" } else { "miss" }.into())
            }
            ("shoot", _) => Err("shoot: give --die N".into()),
            _ => Err(format!("no resolver '{resolver}' (try: shoot)")),
        }
    }

    fn odds_cli(
        &self,
        _content: &Content,
        _loc: &Localizer,
        resolver: &str,
        _args: &[String],
    ) -> Result<String, String> {
        match resolver {
            "shoot" => {
                let n = (1..=6u8).filter(|&d| hits(d)).count();
                Ok(format!("hit {n}/6"))
            }
            _ => Err(format!("no resolver '{resolver}' (try: shoot)")),
        }
    }
}

/// The fixture's data folder, as a player (or a new game's author) writes it.
fn write_data(home: &std::path::Path) {
    let dir = home.join("data").join(ID);
    std::fs::create_dir_all(&dir).expect("mkdir");
    let files = [
        (
            "game.json",
            r#"{ "id": "fixture-duel", "name": "fixture-duel",
                 "sides": [ { "id": "red", "name": "red" }, { "id": "blue", "name": "blue" } ],
                 "source": "test fixture" }"#,
        ),
        (
            "phases.json",
            r#"{ "turn_structure": "alternating",
                 "phases": [ { "id": "shoot", "name": "shoot" } ] }"#,
        ),
        (
            "dice.json",
            r#"{ "dice": [ { "id": "gun", "name": "gun", "sides": 6 } ] }"#,
        ),
        ("target.json", "5"),
    ];
    for (name, text) in files {
        std::fs::write(dir.join(name), text).expect("write");
    }
}

fn shoot(side: usize, die: Option<u8>) -> Action {
    Action::Game(GameAction::new(ID, &DuelAction::Shoot { side, die }))
}

fn hits_of(g: &GameState) -> Vec<u32> {
    g.table
        .extra
        .get::<DuelState>()
        .expect("the duel's own state")
        .hits
        .clone()
}

#[test]
fn a_fixture_game_registered_at_run_time_plays_through_the_engine_and_the_cli() {
    let home = tempfile::tempdir().expect("tempdir");
    let paths = Paths::at(home.path());
    write_data(home.path());

    // Unknown until registered: data only, no resolvers.
    let content = games::load_content(Some(&paths.user_data()));
    assert!(content.problems.is_empty(), "{:?}", content.problems);
    assert!(content.game(ID).is_some());
    assert!(games::find(ID).is_none());

    // The one registration.
    games::register(&DUEL).expect("registers");
    assert!(games::register(&adjutant::games::cc_great_war::RULES).is_err());
    assert!(games::find(ID).is_some());

    // Its own data file is checked by its rules: a bad copy is reported, naming the file.
    let content = games::load_content(Some(&paths.user_data()));
    assert!(content.problems.is_empty(), "{:?}", content.problems);
    std::fs::write(paths.user_data().join(ID).join("target.json"), "9").expect("write");
    let bad = games::load_content(Some(&paths.user_data()));
    assert!(
        bad.problems
            .iter()
            .any(|p| p.file.ends_with("target.json") && p.expected.contains("1 to 6")),
        "{:?}",
        bad.problems
    );
    std::fs::write(paths.user_data().join(ID).join("target.json"), "5").expect("write");

    // Through the engine: a new game gets the game's state from its rules.
    let def = content.game(ID).expect("fixture").clone();
    let now = Utc::now();
    let mut g = GameState::new(&def, "duel-1", 11, now);
    assert_eq!(hits_of(&g), vec![0, 0]);
    let path = paths.save_file("duel-1");
    let saver = Saver::start();
    saver.open(&path, g.clone(), None).expect("saver");

    let play = |g: &mut GameState, a: &Action| -> Result<(), ActionError> {
        g.apply_mut(&def, a, now)?;
        saver
            .change(&path, record_of(g, ChangeKind::Do, now), None)
            .expect("saver");
        Ok(())
    };
    play(&mut g, &shoot(0, Some(6))).expect("red hits");
    play(&mut g, &shoot(1, Some(2))).expect("blue misses");
    play(&mut g, &Action::NextPhase).expect("next");
    assert_eq!(
        g.table.cursor.side, 1,
        "one phase, alternating: blue's turn"
    );
    play(
        &mut g,
        &Action::Roll {
            spec: "2xgun".into(),
            hand: None,
        },
    )
    .expect("its die rolls");
    play(&mut g, &shoot(1, None)).expect("app roll");
    assert_eq!(hits_of(&g)[0], 1);

    // Refusals change nothing: a bad die, a side it does not have, another game's action.
    let before = g.clone();
    assert!(play(&mut g, &shoot(0, Some(7))).is_err());
    assert!(play(&mut g, &shoot(5, Some(6))).is_err());
    let foreign = Action::Game(GameAction::new(
        "cc-great-war",
        &DuelAction::Shoot {
            side: 0,
            die: Some(6),
        },
    ));
    assert!(play(&mut g, &foreign).is_err());
    assert_eq!(g, before);

    // Undo takes back the game's own action too.
    g.undo_mut(now).expect("undo");
    saver
        .change(&path, record_of(&g, ChangeKind::Undo, now), None)
        .expect("saver");
    assert_eq!(g.log.len(), before.log.len() - 1);

    // What the saver wrote reads back as the same game, its own state typed again.
    assert!(saver.flush().is_empty());
    let loaded = saved::load_game(&path).expect("loads");
    assert_eq!(loaded, g);
    assert_eq!(hits_of(&loaded), hits_of(&g));

    // Through the command line.
    let cli = |args: &[&str]| {
        let mut out = Vec::new();
        let mut err = Vec::new();
        let code = adjutant::cli::run_in(
            &paths,
            std::iter::once("adjutant").chain(args.iter().copied()),
            &mut out,
            &mut err,
        );
        (
            code,
            String::from_utf8_lossy(&out).trim().to_string(),
            String::from_utf8_lossy(&err).trim().to_string(),
        )
    };
    assert_eq!(cli(&["resolve", ID, "shoot", "--die", "5"]).1, "hit");
    assert_eq!(cli(&["resolve", ID, "shoot", "--die", "4"]).1, "miss");
    let (code, _, err) = cli(&["resolve", ID, "shoot", "--die", "9"]);
    assert_eq!(code, 2);
    assert!(err.contains("--die"), "{err}");
    assert_eq!(cli(&["odds", ID, "shoot"]).1, "hit 2/6");
    let (code, out, _) = cli(&["games"]);
    assert_eq!(code, 0);
    assert!(out.contains("fixture-duel:gun"), "{out}");
}
