//! A phone as the host's tests drive it: plain HTTP for joining, a sync WebSocket for the
//! table (tungstenite).

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::Duration;

use serde_json::{Value, json};
use tungstenite::stream::MaybeTlsStream;
use tungstenite::{Message, WebSocket};

pub type Ws = WebSocket<MaybeTlsStream<TcpStream>>;

/// Words split at spaces.
pub fn words(s: &str) -> Vec<String> {
    s.split_whitespace().map(str::to_string).collect()
}

/// One HTTP request: status and body.
pub fn http(addr: SocketAddr, method: &str, path: &str, body: &str) -> (u16, String) {
    let head = format!(
        "Content-Type: application/json\r\nContent-Length: {}\r\n",
        body.len()
    );
    let (status, out) = http_raw(addr, method, path, &head, body);
    let body = out.split("\r\n\r\n").nth(1).unwrap_or_default().to_string();
    (status, body)
}

/// An HTTP request with the headers `extra` (each ending in CRLF) and `body`: the status
/// and the whole answer, head included.
pub fn http_raw(
    addr: SocketAddr,
    method: &str,
    path: &str,
    extra: &str,
    body: &str,
) -> (u16, String) {
    let mut s = TcpStream::connect(addr).expect("connect");
    s.set_read_timeout(Some(Duration::from_secs(10))).ok();
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\n{extra}Connection: close\r\n\r\n{body}"
    );
    s.write_all(req.as_bytes()).expect("send");
    let mut out = String::new();
    let _ = s.read_to_string(&mut out);
    let status = out
        .split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    (status, out)
}

/// Joins with `code` for `side`: the pass (token).
pub fn join_with(addr: SocketAddr, code: &str, side: &str) -> String {
    let (st, body) = http(
        addr,
        "POST",
        "/api/join",
        &json!({ "code": code, "side": side }).to_string(),
    );
    assert_eq!(st, 200, "join refused: {body}");
    let v: Value = serde_json::from_str(&body).expect("json");
    v["token"].as_str().expect("token").to_string()
}

/// The table's socket for a pass.
pub fn socket(addr: SocketAddr, token: &str) -> Ws {
    let (mut ws, _) =
        tungstenite::connect(format!("ws://{addr}/ws?token={token}")).expect("socket opens");
    if let MaybeTlsStream::Plain(s) = ws.get_mut() {
        s.set_read_timeout(Some(Duration::from_secs(20))).ok();
    }
    ws
}

/// The next message of kind `t` (others skipped); every message read is kept in `seen`.
pub fn next(ws: &mut Ws, t: &str, seen: &mut Vec<String>) -> Value {
    loop {
        let m = ws.read().expect("a message");
        if let Message::Text(text) = m {
            seen.push(text.to_string());
            let v: Value = serde_json::from_str(&text).expect("json");
            if v["t"] == t {
                return v;
            }
        }
    }
}

/// Sends an action's words with its number.
pub fn act(ws: &mut Ws, id: u64, w: &str) {
    ws.send(Message::text(
        json!({ "id": id, "act": words(w) }).to_string(),
    ))
    .expect("send");
}

/// The join code of the tables these tests host.
pub const CODE: &str = "ACDEFG";

/// A saved game hosted on 127.0.0.1 for the tests' phones.
pub struct Table {
    pub _dir: tempfile::TempDir,
    pub paths: adjutant::store::Paths,
    pub content: adjutant::content::Content,
    pub save: String,
    pub rt: tokio::runtime::Runtime,
    pub host: Option<adjutant::host::server::Host>,
    pub addr: SocketAddr,
}

/// A new game of `game`, `prep` applied (as `play do` would), then hosted on 127.0.0.1.
pub fn table(game: &str, prep: &[&str]) -> Table {
    use adjutant::i18n::{Lang, Localizer};
    use adjutant::play::{self, actions};
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = adjutant::store::Paths::at(dir.path());
    let content = adjutant::games::load_heads(Some(&paths.user_data()));
    let loc = Localizer::new(Lang::En);
    let p = play::new_game(&paths, &content, game, None, Some(7), chrono::Utc::now())
        .expect("new game");
    let save = p.state.id.clone();
    drop(p);
    let mut p = play::open(&paths, &content, &save, Duration::from_secs(2)).expect("open");
    for w in prep {
        let a = actions::parse(game, &words(w)).expect("prep words");
        p.act(&loc, Ok(&a)).expect("prep action");
    }
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    let (host, mut events) = rt
        .block_on(adjutant::host::server::Host::start(
            Box::new(adjutant::host::PlayAuthority::new(p)),
            "127.0.0.1:0".parse().expect("addr"),
            Some(CODE.into()),
        ))
        .expect("host starts");
    // Nobody reads the host's screen here.
    rt.spawn(async move { while events.recv().await.is_some() {} });
    let addr = host.addr;
    Table {
        _dir: dir,
        paths,
        content,
        save,
        rt,
        host: Some(host),
        addr,
    }
}

impl Table {
    /// The running host.
    pub fn host(&self) -> &adjutant::host::server::Host {
        self.host.as_ref().expect("host running")
    }
}
