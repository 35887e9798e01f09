//! `docs/play.md` lists every action of every game with its arguments, written from the
//! actions' own types (the same definitions the panels use): it fails here when a game's
//! actions changed and the file was not written again (`scripts/play-docs` does it).

use adjutant::store::Paths;

/// The line after which the file is generated.
const MARK: &str =
    "<!-- Everything below is written by scripts/play-docs: do not edit by hand. -->";

fn generated() -> String {
    let home = tempfile::tempdir().expect("tmp");
    let mut text = String::new();
    for game in adjutant::games::BUILT_IN.iter().map(|g| g.id()) {
        let mut out = Vec::new();
        let mut err = Vec::new();
        let code = adjutant::cli::run_in(
            &Paths::at(home.path()),
            [
                "adjutant",
                "--lang",
                "en",
                "play",
                game,
                "actions",
                "--all",
                "--markdown",
            ],
            &mut out,
            &mut err,
        );
        assert_eq!(code, 0, "{}", String::from_utf8_lossy(&err));
        text.push('\n');
        text.push_str(String::from_utf8_lossy(&out).trim_end());
        text.push('\n');
    }
    text
}

#[test]
fn the_action_lists_in_docs_play_md_are_up_to_date() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/play.md");
    let file = std::fs::read_to_string(path).expect("docs/play.md");
    let head = file.split(MARK).next().expect("head").to_string();
    let want = format!("{}{MARK}\n{}", head, generated());
    if std::env::var_os("ADJUTANT_UPDATE_DOCS").is_some() {
        std::fs::write(path, &want).expect("write docs/play.md");
        return;
    }
    assert!(file.contains(MARK), "docs/play.md lacks the line {MARK}");
    assert!(
        file == want,
        "docs/play.md is out of date with the games' actions: run scripts/play-docs"
    );
}
