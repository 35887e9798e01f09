// The data and words are embedded in the binary: rebuild when any of their files change.
fn main() {
    println!("cargo:rerun-if-changed=data");
    println!("cargo:rerun-if-changed=i18n");
    println!("cargo:rerun-if-changed=build/startup.order");
    println!("cargo:rerun-if-changed=build/bare_window.order");
    if std::env::var("PROFILE").as_deref() != Ok("release") {
        return;
    }
    // Release builds pack their relative relocations (DT_RELR, glibc 2.36+): the loader reads a
    // few kilobytes at start instead of 35,000 24-byte entries (850 KB).
    println!("cargo:rustc-link-arg=-Wl,-z,pack-relative-relocs");
    // The functions that run from start until the window is idle are linked side by side, in
    // the order scripts/startup-order recorded. The kernel maps code in 64 KB chunks around each
    // page touched: start-up code spread over the whole binary kept 10 MB of it resident, placed
    // together it is under 2 MB. A name the binary no longer has is skipped (the file is stale
    // after a toolchain or dependency change: that costs memory, never correctness). The bare
    // window scripts/measure-startup compares against gets its own order, built the same way.
    if !links_with_rust_lld() {
        return;
    }
    let dir = env!("CARGO_MANIFEST_DIR");
    for (flag, file) in [
        ("rustc-link-arg-bin=adjutant", "startup.order"),
        ("rustc-link-arg-examples", "bare_window.order"),
    ] {
        let path = format!("{dir}/build/{file}");
        if std::path::Path::new(&path).exists() {
            println!("cargo:{flag}=-Wl,--symbol-ordering-file={path}");
            println!("cargo:{flag}=-Wl,--no-warn-symbol-ordering");
        }
    }
}

/// The order file is an LLD option: Rust links with its own LLD on x86-64 Linux from 1.90 on
/// (other linkers would refuse the option, so older toolchains and other targets go without).
fn links_with_rust_lld() -> bool {
    let target = std::env::var("TARGET").unwrap_or_default();
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let minor = std::process::Command::new(rustc)
        .arg("--version")
        .output()
        .ok()
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .and_then(|v| {
            let version = v.split_whitespace().nth(1)?.to_string();
            version.split('.').nth(1)?.parse::<u32>().ok()
        });
    target == "x86_64-unknown-linux-gnu" && minor.is_some_and(|m| m >= 90)
}
