fn main() {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    if args.len() > 1 {
        let code = adjutant::cli::run(args, &mut std::io::stdout(), &mut std::io::stderr());
        std::process::exit(code);
    }
    if let Err(e) = adjutant::ui::run() {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
}
