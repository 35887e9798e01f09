//! Writes a Command & Colors game of a given length into a home folder, for
//! `scripts/measure-tap`: `cargo run --release --example big_save -- <home> <entries>`.

#[path = "../benches/common/mod.rs"]
mod common;

fn main() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let home = args.next().ok_or("usage: big_save <home> <entries>")?;
    let entries: usize = args
        .next()
        .ok_or("usage: big_save <home> <entries>")?
        .parse()
        .map_err(|e| format!("entries: {e}"))?;
    let (g, _) = common::game_with(entries);
    let path = adjutant::store::Paths::at(std::path::Path::new(&home)).save_file("big");
    adjutant::session::saved::save_game(&path, &g).map_err(|e| e.to_string())?;
    println!("{}", path.display());
    Ok(())
}
