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
