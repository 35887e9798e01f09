//! The host's HTTP and WebSocket server (axum on tokio). It knows the table only through
//! an [`Authority`]: every action is applied under one lock, in the order asked, and each
//! change is pushed at once to every socket, each seeing the table with its own side's eyes.
//!
//! Requests: `GET /`, `/app.js`, `/style.css` (the page, no data); `GET /api/words?lang=`
//! (the page's words); `POST /api/join` `{code, side?, lang?}` (without `side`: the sides to
//! pick; with it: a token); `GET /api/state?token=&lang=` (the table for that token's side);
//! `GET /ws?token=&lang=` (the socket). Every request holding table data needs the code or a
//! token; wrong codes are slowed per address (see [`Guard`]).

use std::collections::{HashMap, VecDeque};
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, DefaultBodyLimit, Query, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::Deserialize;
use serde_json::{Value, json};
use tokio::sync::{mpsc, watch};

use super::guard::{Client, Guard, Refusal, Seat, SeatError};
use super::idle::{Peer, QuietListener};
use super::{Authority, MAX_WORD_LEN, MAX_WORDS, web};
use crate::i18n::{Lang, Localizer};

mod handle;
use handle::handle;

/// The largest message a phone may send.
pub const MAX_MESSAGE: usize = 16 * 1024;
/// Most sockets open at once with one token (a page and a few reloads).
pub const MAX_SOCKETS: u32 = 4;
/// A socket that has sent nothing (not even an answer to a ping) for this long is closed:
/// a phone gone without a goodbye does not hold it open.
pub const SOCKET_IDLE: Duration = Duration::from_secs(60);
/// How often the host pings each socket.
pub const PING_EVERY: Duration = Duration::from_secs(20);

/// The answers kept per device, by action id: a phone that lost one asks again and gets
/// the same answer, the action not applied twice.
pub const KEPT_ANSWERS: usize = 256;

/// What happened, for the host's screen (the CLI prints a line for each).
#[derive(Debug, Clone, PartialEq)]
pub enum Event {
    /// A device joined for a side, holding its seat.
    Joined { id: u32, side: String, addr: IpAddr },
    /// A device asks for a side whose seat is held (or came back after being removed): it
    /// waits for the table's consent (`allow N` / `refuse N`).
    Waiting { id: u32, side: String, addr: IpAddr },
    /// A waiting device was let in: by the table (`by` is `None`) or the side's holder.
    Allowed {
        id: u32,
        side: String,
        by: Option<u32>,
    },
    /// A waiting device was turned away.
    TurnedAway {
        id: u32,
        side: String,
        by: Option<u32>,
    },
    /// A device's page connected (`true`) or went away (`false`).
    Connected { id: u32, side: String, on: bool },
    /// A device applied an action: the log lines it wrote (in that device's language).
    Acted {
        id: u32,
        side: String,
        log: Vec<String>,
    },
    /// A device's action was refused: why.
    Refused { id: u32, side: String, why: String },
}

struct Shared {
    /// `None` once the host has closed: the table is gone.
    auth: Mutex<Option<Box<dyn Authority>>>,
    guard: Mutex<Guard>,
    en: Localizer,
    it: Localizer,
    /// Counts the changes: every socket sends its view when it moves.
    changes: watch::Sender<u64>,
    closing: watch::Sender<bool>,
    /// Devices removed by the host.
    kicked: watch::Sender<Vec<u32>>,
    /// Counts the changes to the seats: every socket says again where it sits.
    seats: watch::Sender<u64>,
    /// Each device's latest answers, by action id (see [`KEPT_ANSWERS`]).
    answers: Mutex<HashMap<u32, VecDeque<(u64, Value)>>>,
    events: mpsc::UnboundedSender<Event>,
    sides: Vec<String>,
    /// Each side's name in English and in Italian, for the host's screen.
    side_names: Vec<(String, String, String)>,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl Shared {
    fn loc(&self, lang: Lang) -> &Localizer {
        match lang {
            Lang::En => &self.en,
            Lang::It => &self.it,
        }
    }
}

/// Whether an address belongs to this machine or its local network (loopback, private,
/// link-local, IPv6 unique-local): the only addresses the host listens on or answers.
pub fn local_network(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v) => v.is_loopback() || v.is_private() || v.is_link_local(),
        IpAddr::V6(v) => {
            if let Some(v4) = v.to_ipv4_mapped() {
                return local_network(IpAddr::V4(v4));
            }
            let seg = v.segments()[0];
            v.is_loopback() || (seg & 0xfe00) == 0xfc00 || (seg & 0xffc0) == 0xfe80
        }
    }
}

/// This machine's address on its local network (the one its traffic would leave by), if
/// it has one that is local. Nothing is sent: a UDP socket's route is only looked up.
pub fn lan_address() -> Option<IpAddr> {
    let s = std::net::UdpSocket::bind("0.0.0.0:0").ok()?;
    s.connect("10.254.254.254:9").ok()?;
    let ip = s.local_addr().ok()?.ip();
    (local_network(ip) && !ip.is_loopback()).then_some(ip)
}

/// A running host.
pub struct Host {
    shared: Arc<Shared>,
    pub addr: SocketAddr,
    pub code: String,
    server: tokio::task::JoinHandle<()>,
}

#[derive(Deserialize)]
struct LangQuery {
    lang: Option<String>,
    token: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct JoinBody {
    code: String,
    side: Option<String>,
    lang: Option<String>,
}

/// One message from a phone: an action as words, or a change of language.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ClientMsg {
    #[serde(default)]
    id: Option<u64>,
    #[serde(default)]
    act: Option<Vec<String>>,
    #[serde(default)]
    lang: Option<String>,
    /// The words of a roll being entered: which dice it throws, for the die pads.
    #[serde(default)]
    dice_for: Option<Vec<String>>,
    /// A form sent (its name), with `values`: an action built by the host.
    #[serde(default)]
    form: Option<String>,
    /// A form being filled (its name), with `values`: which dice its roll throws.
    #[serde(default)]
    form_dice: Option<String>,
    #[serde(default)]
    values: Option<Value>,
    /// The holder lets a waiting device onto its side (with `give`, hands it the seat).
    #[serde(default)]
    let_in: Option<u32>,
    #[serde(default)]
    give: bool,
    /// The holder turns a waiting device away.
    #[serde(default)]
    turn_away: Option<u32>,
}

fn lang_of(s: Option<&str>) -> Lang {
    s.and_then(Lang::parse).unwrap_or(Lang::En)
}

fn refuse(status: StatusCode, message: String) -> Response {
    (status, axum::Json(json!({ "error": message }))).into_response()
}

fn page(body: &'static str, kind: &'static str) -> Response {
    let mut r = (StatusCode::OK, body).into_response();
    let h = r.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'self'; connect-src 'self'; img-src 'self' data:; frame-ancestors 'none'",
        ),
    );
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    r
}

/// Refuses an address outside the local network (whatever the host was bound to).
fn outside(sh: &Shared, peer: SocketAddr, lang: Lang) -> Option<Response> {
    (!local_network(peer.ip()))
        .then(|| refuse(StatusCode::FORBIDDEN, sh.loc(lang).t("host-err-not-local")))
}

/// The headers every answer carries, JSON and refusals too (a page sets its own first).
async fn security_headers(req: axum::extract::Request, next: axum::middleware::Next) -> Response {
    let mut r = next.run(req).await;
    let h = r.headers_mut();
    for (name, value) in [
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (header::REFERRER_POLICY, "no-referrer"),
        (header::CACHE_CONTROL, "no-store"),
        (
            header::CONTENT_SECURITY_POLICY,
            "default-src 'none'; frame-ancestors 'none'",
        ),
        (header::X_FRAME_OPTIONS, "DENY"),
    ] {
        if !h.contains_key(&name) {
            h.insert(name, HeaderValue::from_static(value));
        }
    }
    r
}

/// Refuses a request whose `Host` is a name rather than an address (or `localhost`): a web
/// page elsewhere cannot point a name of its own at the table (DNS rebinding).
async fn host_is_an_address(req: axum::extract::Request, next: axum::middleware::Next) -> Response {
    let host = req
        .headers()
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .unwrap_or_default();
    let name = match host.rsplit_once(':') {
        Some((n, port)) if port.bytes().all(|b| b.is_ascii_digit()) => n,
        _ => host,
    };
    let name = name.trim_start_matches('[').trim_end_matches(']');
    if name.parse::<IpAddr>().is_ok() || name.eq_ignore_ascii_case("localhost") {
        next.run(req).await
    } else {
        refuse(
            StatusCode::FORBIDDEN,
            Localizer::new(Lang::En).t("host-err-not-local"),
        )
    }
}

impl Host {
    /// Starts serving `auth` on `bind` (a local-network address, or refused). `code`
    /// fixes the join code (tests); otherwise a new one is drawn. Returns the host and the
    /// events the host's screen shows.
    pub async fn start(
        auth: Box<dyn Authority>,
        bind: SocketAddr,
        code: Option<String>,
    ) -> Result<(Host, mpsc::UnboundedReceiver<Event>), String> {
        let en = Localizer::new(Lang::En);
        if bind.ip().is_unspecified() || !local_network(bind.ip()) {
            return Err(en.tr("host-err-bind", &[("addr", bind.ip().to_string())]));
        }
        let listener = tokio::net::TcpListener::bind(bind).await.map_err(|e| {
            en.tr(
                "host-err-listen",
                &[("addr", bind.to_string()), ("why", e.to_string())],
            )
        })?;
        let addr = listener.local_addr().map_err(|e| e.to_string())?;
        let code = code
            .map(|c| super::guard::normalise(&c))
            .unwrap_or_else(super::guard::new_code);
        let (events, rx) = mpsc::unbounded_channel();
        let it = Localizer::new(Lang::It);
        let side_names: Vec<(String, String, String)> = auth
            .sides(&en)
            .into_iter()
            .zip(auth.sides(&it))
            .map(|((id, e), (_, i))| (id, e, i))
            .collect();
        let sides = side_names.iter().map(|(id, _, _)| id.clone()).collect();
        let shared = Arc::new(Shared {
            auth: Mutex::new(Some(auth)),
            guard: Mutex::new(Guard::new(code.clone())),
            it,
            en,
            changes: watch::channel(0).0,
            closing: watch::channel(false).0,
            kicked: watch::channel(vec![]).0,
            seats: watch::channel(0).0,
            answers: Mutex::new(HashMap::new()),
            events,
            sides,
            side_names,
        });
        let app = Router::new()
            .route(
                "/",
                get(|| async { page(web::INDEX, "text/html; charset=utf-8") }),
            )
            .route(
                "/app.js",
                get(|| async { page(web::SCRIPT, "text/javascript; charset=utf-8") }),
            )
            .route(
                "/style.css",
                get(|| async { page(web::STYLE, "text/css; charset=utf-8") }),
            )
            .route("/api/words", get(words))
            .route("/api/join", post(join))
            .route("/api/state", get(state))
            .route("/ws", get(socket))
            .layer(DefaultBodyLimit::max(MAX_MESSAGE))
            .layer(axum::middleware::from_fn(host_is_an_address))
            .layer(axum::middleware::from_fn(security_headers))
            .with_state(shared.clone());
        let mut closing = shared.closing.subscribe();
        let server = tokio::spawn(async move {
            let listener = QuietListener {
                inner: listener,
                quiet: super::idle::QUIET,
            };
            let _ = axum::serve(listener, app.into_make_service_with_connect_info::<Peer>())
                .with_graceful_shutdown(async move {
                    let _ = closing.wait_for(|c| *c).await;
                })
                .await;
        });
        Ok((
            Host {
                shared,
                addr,
                code,
                server,
            },
            rx,
        ))
    }

    /// The address a phone opens, with the join code in it (the QR code's).
    pub fn join_url(&self) -> String {
        format!("http://{}/?code={}", self.addr, self.code)
    }

    /// Undo or redo on the host: applied under the same lock, pushed to every phone.
    pub async fn undo(&self, lang: Lang, undo: bool) -> Result<String, String> {
        let sh = self.shared.clone();
        tokio::task::spawn_blocking(move || {
            let loc = sh.loc(lang).clone();
            let mut a = lock(&sh.auth);
            let a = a.as_mut().ok_or_else(|| loc.t("host-closed"))?;
            let r = a.undo(&loc, undo);
            if r.is_ok() {
                sh.changes.send_modify(|n| *n += 1);
            }
            r
        })
        .await
        .map_err(|e| e.to_string())?
    }

    /// Tells every phone the table changed (a change made outside the host, e.g. a tap on
    /// the app's own table).
    pub fn changed(&self) {
        self.shared.changes.send_modify(|n| *n += 1);
    }

    /// A side's name in `lang` (its id when the game has no such side).
    pub fn side_name(&self, lang: Lang, id: &str) -> String {
        self.shared
            .side_names
            .iter()
            .find(|(s, _, _)| s == id)
            .map(|(_, en, it)| if lang == Lang::It { it } else { en }.clone())
            .unwrap_or_else(|| crate::i18n::echo(id))
    }

    /// The devices joined now.
    pub fn clients(&self) -> Vec<Client> {
        lock(&self.shared.guard).clients().to_vec()
    }

    /// Removes a device: its page is told and closed, its token opens nothing more, and
    /// what its address asks next waits for the table's consent.
    pub fn kick(&self, id: u32) -> Option<Client> {
        let c = lock(&self.shared.guard).kick(id)?;
        lock(&self.shared.answers).remove(&id);
        self.shared.kicked.send_modify(|k| k.push(id));
        self.shared.seats.send_modify(|n| *n += 1);
        Some(c)
    }

    /// The table lets waiting device `id` in: it holds its side's seat when no one does,
    /// otherwise sits beside the holder (who is told).
    pub fn allow(&self, id: u32) -> Result<Client, SeatError> {
        seat_change(&self.shared, id, None, Some(false))
    }

    /// The table turns waiting device `id` away: its pass stops working.
    pub fn refuse(&self, id: u32) -> Result<Client, SeatError> {
        seat_change(&self.shared, id, None, None)
    }

    /// The whole state, as saved.
    pub fn snapshot(&self) -> Value {
        lock(&self.shared.auth)
            .as_ref()
            .map(|a| a.snapshot())
            .unwrap_or(Value::Null)
    }

    /// Closes the table: every phone is told, the server stops, and the authority is
    /// handed back (dropping it lets go of the save's lock).
    pub async fn close(self) -> Option<Box<dyn Authority>> {
        self.shared.closing.send_replace(true);
        let _ = tokio::time::timeout(Duration::from_secs(3), self.server).await;
        // Sockets say goodbye on their own; give them a moment.
        let until = Instant::now() + Duration::from_secs(1);
        while Instant::now() < until
            && lock(&self.shared.guard)
                .clients()
                .iter()
                .any(|c| c.sockets > 0)
        {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        lock(&self.shared.auth).take()
    }
}

/// Lets waiting device `id` in (`Some(give)`) or turns it away (`None`), for the table
/// (`by` is `None`) or the holder `by` of its side; every page says again where it sits.
fn seat_change(
    sh: &Shared,
    id: u32,
    by: Option<u32>,
    allow: Option<bool>,
) -> Result<Client, SeatError> {
    let r = match allow {
        Some(give) => lock(&sh.guard).allow(id, by, give),
        None => lock(&sh.guard).refuse(id, by),
    };
    let c = r?;
    if allow.is_none() {
        sh.kicked.send_modify(|k| k.push(id));
    }
    sh.seats.send_modify(|n| *n += 1);
    let side = c.side.clone();
    let _ = sh.events.send(match allow {
        Some(_) => Event::Allowed { id, side, by },
        None => Event::TurnedAway { id, side, by },
    });
    Ok(c)
}

/// A seat refusal in `loc`'s words.
pub fn seat_error_text(loc: &Localizer, e: &SeatError, id: u32) -> String {
    match e {
        SeatError::NoDevice => loc.tr("host-err-no-waiting", &[("n", id.to_string())]),
        SeatError::SeatFull => loc.t("host-err-seat-full"),
        SeatError::NotHolder => loc.t("host-err-not-holder"),
    }
}

async fn words(
    State(sh): State<Arc<Shared>>,
    ConnectInfo(Peer(peer)): ConnectInfo<Peer>,
    Query(q): Query<LangQuery>,
) -> Response {
    let lang = lang_of(q.lang.as_deref());
    if let Some(r) = outside(&sh, peer, lang) {
        return r;
    }
    let loc = sh.loc(lang);
    let map: serde_json::Map<String, Value> = loc
        .ids(lang)
        .iter()
        .filter(|id| id.starts_with(web::PAGE_PREFIX))
        .map(|id| {
            (
                id.trim_start_matches(web::PAGE_PREFIX).to_string(),
                Value::String(loc.t(id)),
            )
        })
        .collect();
    axum::Json(json!({ "lang": lang.code(), "words": map })).into_response()
}

fn refusal_text(loc: &Localizer, r: &Refusal) -> (StatusCode, String) {
    match r {
        Refusal::WrongCode => (StatusCode::FORBIDDEN, loc.t("host-err-code")),
        Refusal::Slowed(d) => (
            StatusCode::TOO_MANY_REQUESTS,
            loc.tr("host-err-slowed", &[("n", d.as_secs().max(1).to_string())]),
        ),
        Refusal::Full => (StatusCode::SERVICE_UNAVAILABLE, loc.t("host-err-full")),
    }
}

async fn join(
    State(sh): State<Arc<Shared>>,
    ConnectInfo(Peer(peer)): ConnectInfo<Peer>,
    body: String,
) -> Response {
    let Ok(b) = serde_json::from_str::<JoinBody>(&body) else {
        return refuse(StatusCode::BAD_REQUEST, sh.en.t("host-err-malformed"));
    };
    let lang = lang_of(b.lang.as_deref());
    if let Some(r) = outside(&sh, peer, lang) {
        return r;
    }
    let loc = sh.loc(lang).clone();
    let now = Instant::now();
    let Some(side) = b.side else {
        // The code checked, the sides to pick from.
        if let Err(r) = lock(&sh.guard).check(peer.ip(), &b.code, now) {
            let (s, m) = refusal_text(&loc, &r);
            return refuse(s, m);
        }
        let sides = lock(&sh.auth).as_ref().map(|a| (a.game(), a.sides(&loc)));
        let Some((game, sides)) = sides else {
            return refuse(StatusCode::GONE, loc.t("host-closed"));
        };
        let g = lock(&sh.guard);
        let sides: Vec<Value> = sides
            .into_iter()
            .map(|(id, name)| {
                let held = g.holder(&id).is_some();
                json!({ "id": id, "name": name, "held": held })
            })
            .collect();
        drop(g);
        return axum::Json(json!({ "game": game, "sides": sides })).into_response();
    };
    if !sh.sides.contains(&side) {
        // Checked after the code: a wrong side says nothing to one without it.
        if let Err(r) = lock(&sh.guard).check(peer.ip(), &b.code, now) {
            let (s, m) = refusal_text(&loc, &r);
            return refuse(s, m);
        }
        return refuse(
            StatusCode::BAD_REQUEST,
            loc.tr(
                "play-err-side",
                &[
                    ("side", crate::i18n::echo(&side)),
                    ("sides", sh.sides.join(", ")),
                ],
            ),
        );
    }
    let joined = lock(&sh.guard).join(peer.ip(), &b.code, &side, now);
    match joined {
        Ok(c) => {
            let (id, side, addr) = (c.id, c.side.clone(), c.addr);
            let _ = sh.events.send(if c.seated() {
                Event::Joined { id, side, addr }
            } else {
                Event::Waiting { id, side, addr }
            });
            // The holder is told someone waits for its side.
            sh.seats.send_modify(|n| *n += 1);
            axum::Json(json!({
                "token": c.token,
                "device": c.id,
                "side": c.side,
                "seat": c.seat.word(),
            }))
            .into_response()
        }
        Err(r) => {
            let (s, m) = refusal_text(&loc, &r);
            refuse(s, m)
        }
    }
}

/// The device a token names, or the refusal.
fn by_token(sh: &Shared, token: Option<&str>, lang: Lang) -> Result<Client, Box<Response>> {
    let loc = sh.loc(lang);
    let Some(t) = token.filter(|t| !t.is_empty()) else {
        return Err(Box::new(refuse(
            StatusCode::UNAUTHORIZED,
            loc.t("host-err-no-token"),
        )));
    };
    lock(&sh.guard)
        .client(t)
        .cloned()
        .ok_or_else(|| Box::new(refuse(StatusCode::UNAUTHORIZED, loc.t("host-err-token"))))
}

async fn view_of(sh: &Arc<Shared>, lang: Lang, side: &str) -> Option<Value> {
    let sh = sh.clone();
    let side = side.to_string();
    tokio::task::spawn_blocking(move || {
        let loc = sh.loc(lang);
        lock(&sh.auth).as_ref().map(|a| a.view(loc, &side))
    })
    .await
    .ok()
    .flatten()
}

async fn state(
    State(sh): State<Arc<Shared>>,
    ConnectInfo(Peer(peer)): ConnectInfo<Peer>,
    Query(q): Query<LangQuery>,
) -> Response {
    let lang = lang_of(q.lang.as_deref());
    if let Some(r) = outside(&sh, peer, lang) {
        return r;
    }
    let c = match by_token(&sh, q.token.as_deref(), lang) {
        Ok(c) => c,
        Err(r) => return *r,
    };
    if !c.seated() {
        // Nothing of the side before the table's consent.
        return refuse(StatusCode::FORBIDDEN, waiting_text(&sh, lang, &c));
    }
    match view_of(&sh, lang, &c.side).await {
        Some(v) => axum::Json(v).into_response(),
        None => refuse(StatusCode::GONE, sh.loc(lang).t("host-closed")),
    }
}

async fn socket(
    State(sh): State<Arc<Shared>>,
    ConnectInfo(Peer(peer)): ConnectInfo<Peer>,
    Query(q): Query<LangQuery>,
    headers: axum::http::HeaderMap,
    ws: WebSocketUpgrade,
) -> Response {
    let lang = lang_of(q.lang.as_deref());
    if let Some(r) = outside(&sh, peer, lang) {
        return r;
    }
    // A browser names the page that opens a socket: only the table's own page may.
    if let Some(origin) = headers.get(header::ORIGIN) {
        let host = headers
            .get(header::HOST)
            .and_then(|h| h.to_str().ok())
            .unwrap_or_default();
        let origin = origin.to_str().unwrap_or_default();
        let own = origin
            .strip_prefix("http://")
            .or_else(|| origin.strip_prefix("https://"))
            .is_some_and(|o| !host.is_empty() && o.eq_ignore_ascii_case(host));
        if !own {
            return refuse(StatusCode::FORBIDDEN, sh.loc(lang).t("host-err-origin"));
        }
    }
    let c = match by_token(&sh, q.token.as_deref(), lang) {
        Ok(c) => c,
        Err(r) => return *r,
    };
    if c.sockets >= MAX_SOCKETS {
        return refuse(
            StatusCode::TOO_MANY_REQUESTS,
            sh.loc(lang).t("host-err-sockets"),
        );
    }
    ws.max_message_size(MAX_MESSAGE)
        .max_frame_size(MAX_MESSAGE)
        .on_upgrade(move |s| run_socket(sh, s, c, lang))
}

fn waiting_text(sh: &Shared, lang: Lang, c: &Client) -> String {
    sh.loc(lang).tr("host-waiting", &[("n", c.id.to_string())])
}

/// Where device `c` sits, for its page: its number, whether it holds the seat, and the
/// other devices on its side (waiting or seated).
fn seat_of(sh: &Shared, c: &Client) -> Value {
    let g = lock(&sh.guard);
    let others: Vec<Value> = g
        .clients()
        .iter()
        .filter(|o| o.side == c.side && o.id != c.id)
        .map(
            |o| json!({ "device": o.id, "waiting": !o.seated(), "holder": o.seat == Seat::Holder }),
        )
        .collect();
    json!({ "device": c.id, "holder": c.seat == Seat::Holder, "others": others })
}

async fn send(ws: &mut WebSocket, v: &Value) -> bool {
    ws.send(Message::Text(v.to_string().into())).await.is_ok()
}

/// One phone's socket: its view at once and after every change; its actions applied one
/// at a time, each answered.
async fn run_socket(sh: Arc<Shared>, mut ws: WebSocket, c: Client, mut lang: Lang) {
    lock(&sh.guard).socket(c.id, true);
    let _ = sh.events.send(Event::Connected {
        id: c.id,
        side: c.side.clone(),
        on: true,
    });
    let mut changes = sh.changes.subscribe();
    let mut closing = sh.closing.subscribe();
    let mut kicked = sh.kicked.subscribe();
    let mut seats = sh.seats.subscribe();
    let mut fresh = true;
    let mut ping = tokio::time::interval(PING_EVERY);
    ping.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut heard = Instant::now();
    loop {
        if fresh {
            fresh = false;
            // Where it sits now: a waiting device sees nothing of its side.
            let now = lock(&sh.guard).client(&c.token).cloned();
            let Some(now) = now else {
                let _ = send(
                    &mut ws,
                    &json!({ "t": "kicked", "message": sh.loc(lang).t("host-kicked") }),
                )
                .await;
                let _ = ws.send(Message::Close(None)).await;
                break;
            };
            if !now.seated() {
                let m = json!({ "t": "waiting", "device": now.id, "message": waiting_text(&sh, lang, &now) });
                if !send(&mut ws, &m).await {
                    break;
                }
            } else {
                let seat = seat_of(&sh, &now);
                match view_of(&sh, lang, &c.side).await {
                    Some(v) => {
                        if !send(&mut ws, &json!({ "t": "view", "view": v, "seat": seat })).await {
                            break;
                        }
                    }
                    None => {
                        let _ = send(
                            &mut ws,
                            &json!({ "t": "closed", "message": sh.loc(lang).t("host-closed") }),
                        )
                        .await;
                        break;
                    }
                }
            }
        }
        tokio::select! {
            _ = ping.tick() => {
                if heard.elapsed() >= SOCKET_IDLE {
                    // Gone without a goodbye: closed, its count given back.
                    break;
                }
                if ws.send(Message::Ping(Vec::new().into())).await.is_err() {
                    break;
                }
            }
            msg = ws.recv() => {
                heard = Instant::now();
                let text = match msg {
                    None | Some(Err(_)) | Some(Ok(Message::Close(_))) => break,
                    Some(Ok(Message::Text(t))) => t.to_string(),
                    Some(Ok(Message::Binary(_))) => String::new(),
                    Some(Ok(_)) => continue,
                };
                // Still joined? (A kick between two messages closes here too.)
                let Some(now) = lock(&sh.guard).client(&c.token).cloned() else {
                    let _ = send(&mut ws, &json!({ "t": "kicked", "message": sh.loc(lang).t("host-kicked") })).await;
                    break;
                };
                let reply = handle(&sh, &now, &mut lang, &text, &mut fresh).await;
                if let Some(r) = reply
                    && !send(&mut ws, &r).await
                {
                    break;
                }
            }
            r = changes.changed() => {
                if r.is_err() {
                    break;
                }
                fresh = true;
            }
            r = seats.changed() => {
                if r.is_err() {
                    break;
                }
                fresh = true;
            }
            _ = async { let _ = closing.wait_for(|c| *c).await; } => {
                let _ = send(&mut ws, &json!({ "t": "closed", "message": sh.loc(lang).t("host-closed") })).await;
                let _ = ws.send(Message::Close(None)).await;
                break;
            }
            _ = async { let _ = kicked.wait_for(|k| k.contains(&c.id)).await; } => {
                let _ = send(&mut ws, &json!({ "t": "kicked", "message": sh.loc(lang).t("host-kicked") })).await;
                let _ = ws.send(Message::Close(None)).await;
                break;
            }
        }
    }
    lock(&sh.guard).socket(c.id, false);
    let _ = sh.events.send(Event::Connected {
        id: c.id,
        side: c.side.clone(),
        on: false,
    });
}
