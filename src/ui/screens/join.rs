//! "Players": the open table lets players join from their phones. One tap starts the host
//! (`crate::host`) on the local network with this table as its authority: the screen shows
//! the join code, the address and its QR code, and the phones joined (each can be removed).
//! Every question a phone asks reaches the app through [`Relay`] and is answered here, on
//! the app's own loop: an action from a phone is applied exactly as a tap (the same session,
//! journal and save), and every change, a tap's or a phone's, is pushed to the phones.

use crate::ui::design::{font, space, style};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Mutex;
use std::sync::mpsc::{Receiver, Sender, TryRecvError};

use iced::widget::{Column, column, container, row, text};
use iced::{Alignment, Element, Length, Task};

use crate::host::guard::Seat;
use crate::host::relay::{Ask, Relay};
use crate::host::server::Host;
use crate::host::{Applied, phone_action};
use crate::i18n::{Lang, Localizer};
use crate::play::Play;
use crate::ui::app::{App, Message, Notice};
use crate::ui::design::{plain_button, primary_button};
use crate::ui::icons::Icon;
use crate::ui::widgets::icon_of;

/// What the players' panel says to the app.
#[derive(Debug, Clone, PartialEq)]
pub enum JoinMsg {
    /// Show or hide the panel.
    Open,
    Close,
    /// Start letting players join: on the local network (`true`), or this machine only.
    Start {
        lan: bool,
    },
    /// Close the phones' table.
    Stop,
    /// Remove a phone.
    Kick(u32),
    /// Let a waiting phone in, or turn it away.
    Allow(u32),
    Refuse(u32),
    /// A phone asked something: answer every question waiting.
    Pump,
}

/// The table being served to phones.
pub struct Hosting {
    host: Host,
    /// Its server's runtime, kept while the app runs (a new host reuses it).
    pub url: String,
    pub code: String,
    /// The QR code of `url`: width and dark modules.
    qr: Option<(usize, Vec<bool>)>,
    /// Only this machine can join (no local-network address was found).
    pub loopback: bool,
    asks: Receiver<Ask>,
    en: Localizer,
    it: Localizer,
}

impl std::fmt::Debug for Hosting {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Hosting({})", self.url)
    }
}

impl Hosting {
    /// The address phones open (with the join code in it).
    pub fn addr(&self) -> SocketAddr {
        self.host.addr
    }

    /// Tells the phones the table changed.
    pub fn changed(&self) {
        self.host.changed();
    }

    /// The phones joined now: number, side, whether a page is connected, where it sits.
    pub fn devices(&self) -> Vec<(u32, String, bool, Seat)> {
        self.host
            .clients()
            .into_iter()
            .map(|c| (c.id, c.side, c.sockets > 0, c.seat))
            .collect()
    }

    fn loc(&self, lang: Lang) -> &Localizer {
        if lang == Lang::It { &self.it } else { &self.en }
    }
}

/// The width of the "Players" button, wide enough for its icon and "Giocatori (12)".
pub const BAR_BUTTON_W: f32 = 196.0;

/// The QR code's side, big enough for a phone held at arm's length.
const QR_SIDE: f32 = 240.0;

/// The port players join on, as `adjutant host` uses by default.
const PORT: u16 = 8787;

/// The doorbell the relay rings when a phone asks something (taken by the subscription).
static DOORBELL: Mutex<Option<Receiver<()>>> = Mutex::new(None);

/// The server's runtime: made on the first start and kept (a host started again reuses it).
fn runtime() -> Result<&'static tokio::runtime::Runtime, String> {
    static RT: std::sync::OnceLock<Result<tokio::runtime::Runtime, String>> =
        std::sync::OnceLock::new();
    RT.get_or_init(|| {
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("adjutant-host")
            .enable_all()
            .build()
            .map_err(|e| e.to_string())
    })
    .as_ref()
    .map_err(Clone::clone)
}

/// A `Pump` each time the doorbell rings, while players may join.
pub fn doorbell() -> impl iced::futures::Stream<Item = Message> {
    let (mut tx, rx) = iced::futures::channel::mpsc::channel(4);
    let bell = DOORBELL.lock().unwrap_or_else(|e| e.into_inner()).take();
    std::thread::spawn(move || {
        let Some(bell) = bell else { return };
        while bell.recv().is_ok() {
            // A full channel already holds a Pump, which answers every question waiting.
            if tx.try_send(Message::Join(JoinMsg::Pump)).is_err() && tx.is_closed() {
                break;
            }
        }
    });
    rx
}

/// A relay whose every question also rings the doorbell.
struct Ringing {
    relay: Relay,
    bell: Sender<()>,
}

impl crate::host::Authority for Ringing {
    fn game(&self) -> String {
        self.relay.game()
    }
    fn sides(&self, loc: &Localizer) -> Vec<(String, String)> {
        self.relay.sides(loc)
    }
    fn view(&self, loc: &Localizer, side: &str) -> serde_json::Value {
        let _ = self.bell.send(());
        self.relay.view(loc, side)
    }
    fn act(&mut self, loc: &Localizer, side: &str, words: &[String]) -> Result<Applied, String> {
        let _ = self.bell.send(());
        self.relay.act(loc, side, words)
    }
    fn roll_dice(&self, loc: &Localizer, words: &[String]) -> Result<Option<Vec<String>>, String> {
        let _ = self.bell.send(());
        self.relay.roll_dice(loc, words)
    }
    fn undo(&mut self, loc: &Localizer, undo: bool) -> Result<String, String> {
        let _ = self.bell.send(());
        self.relay.undo(loc, undo)
    }
    fn snapshot(&self) -> serde_json::Value {
        let _ = self.bell.send(());
        self.relay.snapshot()
    }
}

pub fn update(app: &mut App, msg: JoinMsg) -> Task<Message> {
    match msg {
        JoinMsg::Open => app.join_open = true,
        JoinMsg::Close => app.join_open = false,
        JoinMsg::Start { lan } => {
            if app.hosting.is_some() {
                return Task::none();
            }
            match start(app, lan) {
                Ok(h) => app.hosting = Some(h),
                Err(why) => {
                    app.notice = Some(Notice::error("join-err-start", vec![("why", why)]));
                }
            }
        }
        JoinMsg::Stop => stop(app),
        JoinMsg::Kick(n) => {
            if let Some(h) = &app.hosting {
                h.host.kick(n);
            }
        }
        JoinMsg::Allow(n) | JoinMsg::Refuse(n) => {
            if let Some(h) = &app.hosting {
                let r = if msg == JoinMsg::Allow(n) {
                    h.host.allow(n)
                } else {
                    h.host.refuse(n)
                };
                if let Err(e) = r {
                    let why = crate::host::server::seat_error_text(&app.loc, &e, n);
                    app.notice = Some(Notice::error("join-err-seat", vec![("why", why)]));
                }
            }
        }
        JoinMsg::Pump => pump(app),
    }
    Task::none()
}

/// Starts serving the open table (none open: nothing to serve).
fn start(app: &mut App, lan: bool) -> Result<Hosting, String> {
    let t = app.table().ok_or_else(|| app.loc.t("host-closed"))?;
    if let Some(n) = t.read_only_notice() {
        let args: Vec<(&str, String)> = n.args.iter().map(|(k, v)| (*k, v.clone())).collect();
        return Err(app.loc.tr(&n.id, &args));
    }
    let lan_ip = if lan {
        crate::host::server::lan_address()
    } else {
        None
    };
    let ip = lan_ip.unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST));
    // On the local network, the same port as `adjutant host` when it is free (an address
    // players may keep), any free one otherwise.
    let port = match lan_ip {
        Some(ip) if std::net::TcpListener::bind((ip, PORT)).is_ok() => PORT,
        _ => 0,
    };
    let (relay, asks) = Relay::new(&t.def);
    let (bell, ring) = std::sync::mpsc::channel();
    *DOORBELL.lock().unwrap_or_else(|e| e.into_inner()) = Some(ring);
    let rt = runtime()?;
    // A phone joining, connecting or going away rings too: the list of phones is redrawn.
    let devices_bell = bell.clone();
    let auth = Box::new(Ringing { relay, bell });
    let (host, events) = rt.block_on(Host::start(auth, SocketAddr::new(ip, port), None))?;
    rt.spawn(async move {
        let mut events = events;
        while events.recv().await.is_some() {
            let _ = devices_bell.send(());
        }
    });
    let url = host.join_url();
    Ok(Hosting {
        code: host.code.clone(),
        qr: crate::host::qr::modules(&url),
        url,
        loopback: lan_ip.is_none(),
        host,
        asks,
        en: Localizer::new(Lang::En),
        it: Localizer::new(Lang::It),
    })
}

/// Closes the phones' table: the phones are told; the game stays open here.
pub fn stop(app: &mut App) {
    if let Some(h) = app.hosting.take() {
        *DOORBELL.lock().unwrap_or_else(|e| e.into_inner()) = None;
        if let Ok(rt) = runtime() {
            // The goodbyes go out on the server's own threads; the table does not wait.
            rt.spawn(async move {
                drop(h.host.close().await);
            });
        }
        app.notice = Some(Notice {
            id: "join-stopped".into(),
            args: vec![],
            error: false,
        });
    }
}

/// Answers every question the phones are waiting on.
pub fn pump(app: &mut App) {
    loop {
        let ask = match app.hosting.as_ref().map(|h| h.asks.try_recv()) {
            Some(Ok(a)) => a,
            Some(Err(TryRecvError::Empty)) | None => return,
            Some(Err(TryRecvError::Disconnected)) => return,
        };
        answer(app, ask);
    }
}

fn answer(app: &mut App, ask: Ask) {
    let Some(h) = app.hosting.as_ref() else {
        return;
    };
    match ask {
        Ask::View { lang, side, reply } => {
            let loc = h.loc(lang);
            let v = match app.table() {
                Some(t) => {
                    let mut p = Play::detached(t.path.clone(), t.def.clone(), t.state.clone());
                    // The card as the table words it, with the dice the players confirmed.
                    p.ctx.confirmed_dice = app.settings.confirmed_dice.clone();
                    crate::host::view(loc, &p, &side)
                }
                None => serde_json::json!({ "error": loc.t("host-closed") }),
            };
            let _ = reply.send(v);
        }
        Ask::Snapshot { reply } => {
            let v = app
                .table()
                .map(|t| serde_json::to_value(&t.state).unwrap_or_default())
                .unwrap_or_default();
            let _ = reply.send(v);
        }
        Ask::RollDice { lang, words, reply } => {
            let loc = h.loc(lang);
            let r = match app.table() {
                Some(t) => crate::host::roll_dice(loc, &t.def, &t.state.table, &words),
                None => Err(loc.t("host-closed")),
            };
            let _ = reply.send(r);
        }
        Ask::Undo {
            lang,
            undo,
            claim,
            reply,
        } => {
            if !claim.take() {
                // The asker was told nothing changed: nothing does.
                return;
            }
            let loc = h.loc(lang).clone();
            let kept = app.notice.clone();
            let r = if app.act(Err(undo)) {
                let seq = app.table().map_or(0, |t| t.state.seq);
                let said = if undo { "play-undone" } else { "play-redone" };
                Ok(loc.tr(said, &[("seq", seq.to_string())]))
            } else {
                Err(notice_text(app, &loc))
            };
            app.notice = kept.or(app.notice.take().filter(|_| r.is_ok()));
            let _ = reply.send(r);
        }
        Ask::Act {
            lang,
            side,
            words,
            claim,
            reply,
        } => {
            if !claim.take() {
                // The phone was told nothing changed: nothing does.
                return;
            }
            let loc = h.loc(lang).clone();
            let _ = reply.send(phone_acts(app, &loc, &side, &words));
        }
    }
}

/// A phone's action applied as a tap: refused (nothing changes, the table's own notice left
/// as it was) or done, with the log lines it wrote and its card in the phone's language.
fn phone_acts(
    app: &mut App,
    loc: &Localizer,
    side: &str,
    words: &[String],
) -> Result<Applied, String> {
    let t = app.table().ok_or_else(|| loc.t("host-closed"))?;
    let action = phone_action(loc, &t.def, &t.state.table, side, words)?;
    let before = t.state.log.len();
    let kept = app.notice.clone();
    let actor = crate::core::actor::Actor::Side(side.to_string());
    if !app.act_as(Ok(action.clone()), &actor) {
        let why = notice_text(app, loc);
        app.notice = kept;
        return Err(why);
    }
    let t = app.table().ok_or_else(|| loc.t("host-closed"))?;
    let log = t
        .state
        .log
        .get(before..)
        .unwrap_or_default()
        .iter()
        .map(|e| loc.entry_in(&t.def.name, e))
        .collect();
    let card = match &action {
        crate::core::table::TableAction::Game(g) => crate::games::find(&t.def.id)
            .and_then(|game| {
                let ctx = crate::games::card::CardContext {
                    confirmed_dice: app.settings.confirmed_dice.clone(),
                };
                game.card(loc, &t.def, &t.state.table, Some(g), &ctx)
            })
            .and_then(|c| serde_json::to_value(c).ok()),
        _ => None,
    };
    Ok(Applied { log, card })
}

/// The notice the app just showed, in `loc`'s language.
fn notice_text(app: &App, loc: &Localizer) -> String {
    app.notice
        .as_ref()
        .map(|n| {
            let args: Vec<(&str, String)> = n.args.iter().map(|(k, v)| (*k, v.clone())).collect();
            loc.tr(&n.id, &args)
        })
        .unwrap_or_default()
}

/// The button that opens the players' panel: "Players", with the number of phones joined
/// (none on the dice tray: it is no game).
pub fn bar_button<'a>(app: &'a App, t: &crate::ui::app::Table) -> Element<'a, Message> {
    if t.is_tray() {
        return iced::widget::Space::new().into();
    }
    let label = match &app.hosting {
        Some(h) => app
            .loc
            .tr("join-open-count", &[("n", h.devices().len().to_string())]),
        None => app.loc.t("join-open"),
    };
    // A fixed width: the count coming and going moves nothing beside it.
    let hosting = app.hosting.is_some();
    // Hosting is a state, not the table's action: the button says so by its accent edge
    // (an on chip's look), never by the primary action's fill.
    plain_button(
        label,
        icon_of(Icon::Phone),
        Some(Message::Join(JoinMsg::Open)),
    )
    .width(Length::Fixed(BAR_BUTTON_W))
    .style(move |th: &iced::Theme, st| {
        if hosting {
            style::chip(true)(th, st)
        } else {
            style::plain(th, st)
        }
    })
    .into()
}

/// The players' panel, in the table's place under its bar.
pub fn panel(app: &App) -> Element<'_, Message> {
    let loc = &app.loc;
    let mut c = Column::new()
        .spacing(space::L)
        .push(text(loc.t("join-title")).size(font::HEADLINE));
    match &app.hosting {
        None => {
            c = c.push(text(loc.t("join-explain")).size(font::CONTROL));
            c = c.push(
                row![
                    primary_button(
                        loc.t("join-start"),
                        icon_of(Icon::Host),
                        Some(Message::Join(JoinMsg::Start { lan: true }))
                    ),
                    plain_button(
                        loc.t("join-close"),
                        icon_of(Icon::Back),
                        Some(Message::Join(JoinMsg::Close))
                    ),
                ]
                .spacing(space::L),
            );
        }
        Some(h) => {
            let code = column![
                text(loc.t("join-code")).size(font::CONTROL),
                text(h.code.clone())
                    .size(font::CODE)
                    .font(iced::Font::MONOSPACE),
                text(loc.tr("join-address", &[("url", h.url.clone())])).size(font::LABEL),
            ]
            .spacing(space::S);
            let mut info = row![code.width(Length::Fill)].spacing(space::XXL);
            if let Some((w, dark)) = &h.qr {
                info = info.push(crate::ui::widgets::qr::qr_code(*w, dark.clone(), QR_SIDE));
            }
            c = c.push(info);
            if h.loopback {
                c = c.push(text(loc.t("join-loopback")).size(font::LABEL));
            }
            c = c.push(text(loc.t("join-devices")).size(font::LEAD));
            let devices = h.devices();
            if devices.is_empty() {
                c = c.push(text(loc.t("join-none")).size(font::LABEL));
            }
            let side_name = |id: &str| {
                app.table()
                    .and_then(|t| t.def.side_name(id).map(|n| loc.t(n)))
                    .unwrap_or_else(|| crate::i18n::echo(id))
            };
            for (n, side, on, seat) in devices {
                let line = if seat == Seat::Waiting {
                    loc.tr(
                        "join-waiting",
                        &[("n", n.to_string()), ("side", side_name(&side))],
                    )
                } else {
                    format!(
                        "{} · {}",
                        loc.tr(
                            "join-device",
                            &[
                                ("n", n.to_string()),
                                ("side", side_name(&side)),
                                ("on", if on { "yes" } else { "no" }.into()),
                            ],
                        ),
                        loc.tr("join-seat", &[("seat", seat.word().into())])
                    )
                };
                let mut r = row![text(line).size(font::CONTROL).width(Length::Fill)]
                    .spacing(space::M)
                    .align_y(Alignment::Center);
                if seat == Seat::Waiting {
                    r = r
                        .push(primary_button(
                            loc.t("join-allow"),
                            icon_of(Icon::Check),
                            Some(Message::Join(JoinMsg::Allow(n))),
                        ))
                        .push(plain_button(
                            loc.t("join-refuse"),
                            icon_of(Icon::Close),
                            Some(Message::Join(JoinMsg::Refuse(n))),
                        ));
                } else {
                    r = r.push(
                        plain_button(
                            loc.t("join-remove"),
                            icon_of(Icon::Delete),
                            Some(Message::Join(JoinMsg::Kick(n))),
                        )
                        .style(style::danger),
                    );
                }
                c = c.push(r);
            }
            c = c.push(
                row![
                    plain_button(
                        loc.t("join-close"),
                        icon_of(Icon::Back),
                        Some(Message::Join(JoinMsg::Close))
                    ),
                    plain_button(
                        loc.t("join-stop"),
                        icon_of(Icon::Close),
                        Some(Message::Join(JoinMsg::Stop))
                    )
                    .style(style::danger),
                ]
                .spacing(space::L),
            );
        }
    }
    iced::widget::opaque(
        container(iced::widget::scrollable(c.padding(space::XL)))
            .width(Length::Fill)
            .height(Length::Fill)
            .style(style::sheet),
    )
}
