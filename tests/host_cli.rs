//! `adjutant host` as a player starts it: the address, the join code and its QR code in the
//! terminal; closed by the end of standard input or Ctrl-C, letting go of the save.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

fn adjutant(home: &std::path::Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_adjutant"));
    c.env("ADJUTANT_HOME", home).env("LANG", "C.UTF-8");
    c
}

fn new_game(home: &std::path::Path) -> String {
    let out = adjutant(home)
        .args(["play", "new", "cc-great-war", "--seed", "2"])
        .output()
        .expect("play new");
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}

/// Starts the host; returns it and the lines it printed up to the commands' line.
fn start(home: &std::path::Path, save: &str, extra: &[&str]) -> (Child, Vec<String>) {
    let mut child = adjutant(home)
        .args(["--lang", "en", "host", save, "--port", "0"])
        .args(extra)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("host starts");
    let out = child.stdout.take().expect("stdout");
    let mut lines = vec![];
    let mut r = BufReader::new(out);
    let deadline = Instant::now() + Duration::from_secs(30);
    while Instant::now() < deadline {
        let mut l = String::new();
        if r.read_line(&mut l).unwrap_or(0) == 0 {
            break;
        }
        let done = l.starts_with("Type:");
        lines.push(l.trim_end().to_string());
        if done {
            break;
        }
    }
    // Keep reading so the host never blocks on a full pipe.
    std::thread::spawn(move || {
        let mut rest = String::new();
        let _ = r.read_to_string(&mut rest);
    });
    (child, lines)
}

fn wait_exit(child: &mut Child) -> i32 {
    let deadline = Instant::now() + Duration::from_secs(15);
    while Instant::now() < deadline {
        if let Ok(Some(s)) = child.try_wait() {
            return s.code().unwrap_or(-1);
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let _ = child.kill();
    panic!("the host did not stop");
}

fn save_is_free(home: &std::path::Path, save: &str) -> bool {
    adjutant(home)
        .args(["play", save, "do", "note", "free", "--wait", "0"])
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false)
}

#[test]
fn prints_address_code_and_qr_then_closes_at_the_end_of_input() {
    let home = tempfile::tempdir().expect("temp");
    let save = new_game(home.path());
    let (mut child, lines) = start(home.path(), &save, &[]);
    let text = lines.join("\n");
    let url = lines
        .iter()
        .find_map(|l| l.strip_prefix("Join at: "))
        .unwrap_or_else(|| panic!("no address: {text}"));
    assert!(url.starts_with("http://127.0.0.1:"), "{url}");
    let code = lines
        .iter()
        .find_map(|l| l.strip_prefix("Join code: "))
        .unwrap_or_else(|| panic!("no code: {text}"));
    assert_eq!(code.len(), 6);
    assert!(url.ends_with(&format!("?code={code}")));
    // The QR code: rows of half blocks.
    assert!(
        lines
            .iter()
            .filter(|l| l.contains('▀') || l.contains('▄'))
            .count()
            > 10,
        "{text}"
    );
    // While it runs, nobody else writes the save.
    assert!(!save_is_free(home.path(), &save));
    // `list` then the end of input.
    let mut stdin = child.stdin.take().expect("stdin");
    let _ = writeln!(stdin, "list");
    drop(stdin);
    assert_eq!(wait_exit(&mut child), 0);
    assert!(save_is_free(home.path(), &save), "the lock is let go");
}

#[cfg(unix)]
#[test]
fn ctrl_c_closes_the_table_and_lets_go_of_the_save() {
    let home = tempfile::tempdir().expect("temp");
    let save = new_game(home.path());
    let (mut child, _) = start(home.path(), &save, &[]);
    let pid = child.id() as libc::pid_t;
    // SAFETY: a signal to the child this test started.
    unsafe {
        libc::kill(pid, libc::SIGINT);
    }
    assert_eq!(wait_exit(&mut child), 0);
    assert!(save_is_free(home.path(), &save));
}

#[test]
fn refuses_an_address_outside_the_local_network() {
    let home = tempfile::tempdir().expect("temp");
    let save = new_game(home.path());
    let out = adjutant(home.path())
        .args([
            "--lang", "en", "host", &save, "--port", "0", "--bind", "8.8.8.8",
        ])
        .stdin(Stdio::null())
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("local network"), "{err}");
    assert!(save_is_free(home.path(), &save));
}
