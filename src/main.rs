fn main() {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    // Which program this is, as the locks it takes name it to whoever they refuse.
    let mut words = args.iter().skip(1).filter_map(|a| a.to_str());
    let mut command = None;
    while let Some(w) = words.next() {
        if w == "--lang" {
            words.next();
        } else if !w.starts_with('-') {
            command = Some(w);
            break;
        }
    }
    let program = match command {
        None | Some("open") => "app",
        Some("play") => "play",
        Some("host") => "host",
        Some(_) => "cli",
    };
    adjutant::store::lock::set_program(program);
    if args.len() > 1 {
        let code = adjutant::cli::run(args, &mut std::io::stdout(), &mut std::io::stderr());
        std::process::exit(code);
    }
    if let Err(e) = adjutant::ui::run() {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
}
