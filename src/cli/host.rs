//! `adjutant host <save> [--port P] [--bind ADDR | --lan]`: players join the table from
//! their phones (see [`crate::host`]). No window: the terminal shows the address, the join
//! code and its QR code, a line per device joining or leaving, and takes a few commands on
//! standard input (`list`, `allow N`, `refuse N`, `kick N`, `undo`, `redo`, `quit`). Ctrl-C or the end of standard
//! input closes the table: the phones are told and the save's lock is let go.

use std::io::Write;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::time::Duration;

use clap::Parser;

use crate::content::Content;
use crate::host::server::{self, Event, Host};
use crate::host::{PlayAuthority, qr};
use crate::i18n::Localizer;
use crate::play;
use crate::store::Paths;

/// The port a host listens on unless told.
pub const DEFAULT_PORT: u16 = 8787;

#[derive(Parser, Debug)]
#[command(
    name = "adjutant host",
    about = "Let players join a saved game from their phones"
)]
struct HostArgs {
    /// The save's id (`adjutant play new` prints it).
    save: String,
    /// The port to listen on (0: any free port).
    #[arg(long, default_value_t = DEFAULT_PORT)]
    port: u16,
    /// The address to listen on: one of this machine's on the local network. Without it
    /// (and without `--lan`), only this machine itself can connect (127.0.0.1).
    #[arg(long, conflicts_with = "lan")]
    bind: Option<IpAddr>,
    /// Listen on this machine's local-network address, so phones on the same Wi-Fi join.
    #[arg(long)]
    lan: bool,
    /// A fixed join code instead of a new random one (for scripts and tests).
    #[arg(long, hide = true)]
    code: Option<String>,
    /// Seconds to wait for a save another program is writing.
    #[arg(long, value_name = "SECONDS")]
    wait: Option<u64>,
}

/// One line on the host's terminal. Lines carry what phones sent (notes, names): no
/// control character reaches the terminal raw, whatever a phone wrote.
fn say(line: &str) {
    let mut out = std::io::stdout().lock();
    let clean: String = line
        .split('\n')
        .map(crate::i18n::echo_line)
        .collect::<Vec<_>>()
        .join("\n");
    let _ = writeln!(out, "{clean}");
    let _ = out.flush();
}

/// Runs `adjutant host …` with its words (after `host`) until the table closes.
pub fn run(
    paths: &Paths,
    content: &Content,
    loc: &Localizer,
    args: &[String],
) -> Result<String, String> {
    let a = crate::games::parse_args::<HostArgs>("adjutant host", args)?;
    let ip = match (a.bind, a.lan) {
        (Some(ip), _) => ip,
        (None, true) => server::lan_address().ok_or_else(|| loc.t("host-err-no-lan"))?,
        (None, false) => IpAddr::V4(Ipv4Addr::LOCALHOST),
    };
    let wait = a
        .wait
        .map_or(play::DEFAULT_WAIT, |s| Duration::from_secs(s.min(600)));
    let p = play::open(paths, content, &a.save, wait).map_err(|e| e.text(loc))?;
    let title = p.state.name.clone().unwrap_or_else(|| loc.t(&p.def.name));
    let save = p.state.id.clone();
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    rt.block_on(async move {
        let (host, mut events) = Host::start(
            Box::new(PlayAuthority::new(p)),
            SocketAddr::new(ip, a.port),
            a.code,
        )
        .await?;
        // Ctrl-C (and on Unix a polite kill) closes the table: listened for before anything
        // is printed, so a signal sent as soon as the address shows is not missed.
        let mut interrupted = interrupt()?;
        let url = host.join_url();
        say(&loc.tr("host-hosting", &[("game", title), ("save", save)]));
        say(&loc.tr("host-address", &[("url", url.clone())]));
        say(&loc.tr("host-code", &[("code", host.code.clone())]));
        if let Some(q) = qr::text(&url) {
            say(&q);
        }
        if ip.is_loopback() {
            say(&loc.t("host-loopback-only"));
        }
        say(&loc.t("host-commands"));
        // Standard input, line by line, from its own thread (it blocks).
        let (tx, mut lines) = tokio::sync::mpsc::unbounded_channel::<String>();
        std::thread::spawn(move || {
            let stdin = std::io::stdin();
            let mut line = String::new();
            loop {
                line.clear();
                match stdin.read_line(&mut line) {
                    Ok(0) | Err(_) => break,
                    Ok(_) => {
                        if tx.send(line.trim().to_string()).is_err() {
                            break;
                        }
                    }
                }
            }
        });
        loop {
            tokio::select! {
                _ = &mut interrupted => break,
                line = lines.recv() => {
                    let Some(line) = line else { break };
                    if !command(&host, loc, &line).await {
                        break;
                    }
                }
                Some(e) = events.recv() => say(&event_line(&host, loc, &e)),
            }
        }
        say(&loc.t("host-closing"));
        drop(host.close().await);
        Ok::<(), String>(())
    })?;
    Ok(loc.t("host-closed-here"))
}

/// Resolves at Ctrl-C (SIGINT) or, on Unix, SIGTERM. The handlers are set when this is
/// called.
fn interrupt() -> Result<std::pin::Pin<Box<dyn std::future::Future<Output = ()> + Send>>, String> {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        let mut int = signal(SignalKind::interrupt()).map_err(|e| e.to_string())?;
        let mut term = signal(SignalKind::terminate()).map_err(|e| e.to_string())?;
        Ok(Box::pin(async move {
            tokio::select! {
                _ = int.recv() => {}
                _ = term.recv() => {}
            }
        }))
    }
    #[cfg(not(unix))]
    {
        Ok(Box::pin(async {
            let _ = tokio::signal::ctrl_c().await;
        }))
    }
}

/// One command typed on the host; `false` to close the table.
async fn command(host: &Host, loc: &Localizer, line: &str) -> bool {
    let mut words = line.split_whitespace();
    match words.next() {
        None => {}
        Some("quit" | "exit" | "q") => return false,
        Some("list" | "ls") => {
            let clients = host.clients();
            if clients.is_empty() {
                say(&loc.t("host-no-devices"));
            }
            for c in clients {
                say(&loc.tr(
                    "host-device",
                    &[
                        ("n", c.id.to_string()),
                        ("side", host.side_name(loc.lang, &c.side)),
                        ("addr", c.addr.to_string()),
                        ("sockets", c.sockets.to_string()),
                        ("seat", c.seat.word().to_string()),
                    ],
                ));
            }
        }
        Some("kick") => match words.next().and_then(|n| n.parse::<u32>().ok()) {
            Some(n) => match host.kick(n) {
                Some(c) => say(&loc.tr(
                    "host-kicked-device",
                    &[
                        ("n", c.id.to_string()),
                        ("side", host.side_name(loc.lang, &c.side)),
                    ],
                )),
                None => say(&loc.tr("host-err-no-device", &[("n", n.to_string())])),
            },
            None => say(&loc.t("host-commands")),
        },
        Some(w @ ("allow" | "refuse")) => match words.next().and_then(|n| n.parse::<u32>().ok()) {
            Some(n) => {
                let r = if w == "allow" {
                    host.allow(n)
                } else {
                    host.refuse(n)
                };
                match r {
                    // The event says it.
                    Ok(_) => {}
                    Err(e) => say(&server::seat_error_text(loc, &e, n)),
                }
            }
            None => say(&loc.t("host-commands")),
        },
        Some(w @ ("undo" | "redo")) => match host.undo(loc.lang, w == "undo").await {
            Ok(s) | Err(s) => say(&s),
        },
        Some(_) => say(&loc.t("host-commands")),
    }
    true
}

fn event_line(host: &Host, loc: &Localizer, e: &Event) -> String {
    let name = |side: &String| host.side_name(loc.lang, side);
    match e {
        Event::Joined { id, side, addr } => loc.tr(
            "host-joined",
            &[
                ("n", id.to_string()),
                ("side", name(side)),
                ("addr", addr.to_string()),
            ],
        ),
        Event::Waiting { id, side, addr } => loc.tr(
            "host-waiting-device",
            &[
                ("n", id.to_string()),
                ("side", name(side)),
                ("addr", addr.to_string()),
            ],
        ),
        Event::Allowed { id, side, by } => loc.tr(
            "host-allowed",
            &[
                ("n", id.to_string()),
                ("side", name(side)),
                ("by", by.map_or("table".into(), |b| b.to_string())),
            ],
        ),
        Event::TurnedAway { id, side, by } => loc.tr(
            "host-turned-away",
            &[
                ("n", id.to_string()),
                ("side", name(side)),
                ("by", by.map_or("table".into(), |b| b.to_string())),
            ],
        ),
        Event::Connected { id, side, on } => loc.tr(
            if *on { "host-connected" } else { "host-left" },
            &[("n", id.to_string()), ("side", name(side))],
        ),
        Event::Acted { id, side, log } => loc.tr(
            "host-acted",
            &[
                ("n", id.to_string()),
                ("side", name(side)),
                ("log", log.join(" · ")),
            ],
        ),
        Event::Refused { id, side, why } => loc.tr(
            "host-refused",
            &[
                ("n", id.to_string()),
                ("side", name(side)),
                ("why", why.clone()),
            ],
        ),
    }
}
