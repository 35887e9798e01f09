//! `adjutant --lang en …` in-process on a data folder, for the `play` tests: the exit code
//! and output, the JSON of a command that must succeed, `play do` and `play show`, and the
//! saves folder's files (to check a refusal changed nothing).

use std::collections::BTreeMap;
use std::path::Path;

use adjutant::store::Paths;
use serde_json::Value;

/// `adjutant --lang en <args>` on the data folder `home`: exit code, stdout, stderr.
pub fn run(home: &Path, args: &[&str]) -> (i32, String, String) {
    let (mut out, mut err) = (vec![], vec![]);
    let mut all = vec!["adjutant", "--lang", "en"];
    all.extend_from_slice(args);
    let code = adjutant::cli::run_in(&Paths::at(home), all, &mut out, &mut err);
    (
        code,
        String::from_utf8_lossy(&out).into_owned(),
        String::from_utf8_lossy(&err).into_owned(),
    )
}

/// The JSON of a command that must succeed.
pub fn json(home: &Path, args: &[&str]) -> Value {
    let (code, out, err) = run(home, args);
    assert_eq!(code, 0, "{args:?}: {err}");
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("{args:?}: {e}: {out}"))
}

/// `play <save> do <words…> --json`, which must be taken.
pub fn act(home: &Path, save: &str, words: &[&str]) -> Value {
    let mut args = vec!["play", save, "do"];
    args.extend_from_slice(words);
    args.push("--json");
    json(home, &args)
}

/// `play <save> show --json`, through `side`'s eyes when given.
pub fn show(home: &Path, save: &str, side: Option<&str>) -> Value {
    let mut args = vec!["play", save, "show", "--json"];
    if let Some(s) = side {
        args.extend(["--side", s]);
    }
    json(home, &args)
}

/// Every file of the saves folder but the lock files, by name.
pub fn files(home: &Path) -> BTreeMap<String, Vec<u8>> {
    std::fs::read_dir(home.join("saves"))
        .map(|d| {
            d.flatten()
                .filter(|e| e.path().extension().is_none_or(|x| x != "lock"))
                .map(|e| {
                    (
                        e.file_name().to_string_lossy().into_owned(),
                        std::fs::read(e.path()).unwrap_or_default(),
                    )
                })
                .collect()
        })
        .unwrap_or_default()
}

/// The names of the actions `play <save> actions` offers the table now.
pub fn offered(home: &Path, save: &str) -> Vec<String> {
    offered_as(home, save, None)
}

/// The names of the actions `play <save> actions [--side S]` offers now: to that side's seat,
/// or to the table.
pub fn offered_as(home: &Path, save: &str, side: Option<&str>) -> Vec<String> {
    let mut args = vec!["play", save, "actions", "--json"];
    if let Some(s) = side {
        args.extend(["--side", s]);
    }
    json(home, &args)["actions"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|x| x["name"].as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

/// The save `save` as its files hold it, and the app (in English) with it opened, as a
/// player who resumes it from Home.
pub fn resumed(home: &Path, save: &str) -> (adjutant::session::GameState, adjutant::ui::App) {
    let path = Paths::at(home).save_file(save);
    let on_disk = adjutant::session::saved::load_game(&path).expect("loads");
    super::headless();
    let mut app = adjutant::ui::App::new(Paths::at(home), Some(1));
    super::send(
        &mut app,
        adjutant::ui::Message::SetLang(Some(adjutant::i18n::Lang::En)),
    );
    super::send(&mut app, adjutant::ui::Message::Resume(path));
    (on_disk, app)
}

/// `play <save> show --side <side>` shows the same game state as the whole table: nothing of
/// the game is hidden from a side.
pub fn nothing_hidden(home: &Path, save: &str, side: &str, table: &Value) {
    let seen = show(home, save, Some(side));
    assert_eq!(seen["state"], table["state"]);
}

/// A new We Were Brothers game (seed 11) with the two standard squads the WWB tests play:
/// the US Army's Able (Blue 4) and the Wehrmacht's Kondor (Blue 5). Its save's id.
pub fn wwb_able_and_kondor(home: &Path) -> String {
    let new = json(
        home,
        &["play", "new", "we-were-brothers", "--seed", "11", "--json"],
    );
    let save = new["save"].as_str().expect("an id").to_string();
    act(
        home,
        &save,
        &["add-standard-squad", "army=us-army", "blue=4", "code=Able"],
    );
    act(
        home,
        &save,
        &[
            "add-standard-squad",
            "army=wehrmacht",
            "blue=5",
            "code=Kondor",
        ],
    );
    save
}
