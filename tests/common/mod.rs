//! Helpers shared by the integration tests: running the real binary, and driving the app's
//! widgets headless with `iced_test`.
#![allow(dead_code)]

use std::process::Command;

pub mod cli_play;
pub mod phone;
pub mod play_walk;

use adjutant::ui::{App, Message};
use iced_test::simulator::Simulator;
use serde_json::Value;

/// Runs `adjutant` with a fresh `ADJUTANT_HOME`: exit code, stdout, stderr.
pub fn run(args: &[&str]) -> (i32, String, String) {
    let home = tempfile::tempdir().expect("tempdir");
    let out = Command::new(env!("CARGO_BIN_EXE_adjutant"))
        .args(args)
        .env("ADJUTANT_HOME", home.path())
        .output()
        .expect("run adjutant");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Runs `adjutant`, expects success, parses its JSON output.
pub fn json(args: &[&str]) -> Value {
    let (code, out, err) = run(args);
    assert_eq!(code, 0, "{err}");
    serde_json::from_str(&out).expect("json")
}

/// UI tests draw with the software renderer: no GPU and no display.
pub fn headless() {
    // SAFETY: set before any renderer is created; the value is the same for every test.
    unsafe { std::env::set_var("ICED_TEST_BACKEND", "tiny-skia") };
    adjutant::ui::load_fonts();
}

/// The app's current view in a window of `size`.
pub fn sim(app: &App, size: (f32, f32)) -> Simulator<'_, Message> {
    adjutant::ui::load_fonts();
    Simulator::with_size(iced::Settings::default(), size, app.view())
}

/// Clicks the widget showing exactly `label` and feeds the resulting messages to the app.
pub fn click_in(app: &mut App, label: &str, size: (f32, f32)) {
    let messages: Vec<Message> = {
        let mut ui = sim(app, size);
        if let Err(e) = ui.click(label) {
            panic!("cannot click {label:?}: {e:?}");
        }
        ui.into_messages().collect()
    };
    assert!(!messages.is_empty(), "clicking {label:?} did nothing");
    for m in messages {
        let _ = app.update(m);
    }
    app.settle_listing();
}

/// Clicks the widget with id `id` and feeds the resulting messages to the app.
pub fn click_id_in(app: &mut App, id: &str, size: (f32, f32)) {
    let messages: Vec<Message> = {
        let mut ui = sim(app, size);
        if let Err(e) = ui.click(iced_test::selector::id(id.to_string())) {
            panic!("cannot click #{id}: {e:?}");
        }
        ui.into_messages().collect()
    };
    assert!(!messages.is_empty(), "clicking #{id} did nothing");
    for m in messages {
        let _ = app.update(m);
    }
    app.settle_listing();
}

/// Counts the taps of a task at the table, so tap budgets stay true.
pub struct Taps<'a> {
    pub app: &'a mut App,
    pub size: (f32, f32),
    pub count: u32,
}

impl<'a> Taps<'a> {
    pub fn new(app: &'a mut App, size: (f32, f32)) -> Taps<'a> {
        Taps {
            app,
            size,
            count: 0,
        }
    }

    /// One tap on the widget showing `label`.
    pub fn tap(&mut self, label: &str) {
        click_in(self.app, label, self.size);
        self.count += 1;
    }

    /// One tap on the widget with id `id`.
    pub fn tap_id(&mut self, id: &str) {
        click_id_in(self.app, id, self.size);
        self.count += 1;
    }
}

/// Whether the view shows exactly `label` somewhere.
pub fn shows_in(app: &App, label: &str, size: (f32, f32)) -> bool {
    sim(app, size).find(label).is_ok()
}

/// Whether the view shows a text containing `part` somewhere.
pub fn shows_part_in(app: &App, part: &str, size: (f32, f32)) -> bool {
    layout(app, size)
        .texts
        .iter()
        .any(|(t, _)| t.contains(part))
}

/// Sends one message, without waiting for what Home reads off the screen's thread.
pub fn send_only(app: &mut App, message: Message) {
    let _ = app.update(message);
}

/// Sends one message to the app (the tasks it returns are not needed in tests).
pub fn send(app: &mut App, message: Message) {
    let _ = app.update(message);
    // Tests run no tasks: games Home reads off the screen's thread are waited for.
    app.settle_listing();
}

/// What a touch-size check needs of a screen: every box (buttons report as boxes), every
/// text with where it is, and every text field.
#[derive(Default)]
pub struct Layout {
    pub boxes: Vec<iced::Rectangle>,
    pub texts: Vec<(String, iced::Rectangle)>,
    pub inputs: Vec<iced::Rectangle>,
}

pub fn layout(app: &App, size: (f32, f32)) -> Layout {
    use iced_test::selector::Candidate;
    let mut ui = sim(app, size);
    let mut l = Layout::default();
    let found = &mut l;
    // The selector never picks anything, so it walks the whole tree.
    let _ = ui.find(move |c: Candidate<'_>| {
        match c {
            Candidate::Container { bounds, .. } => found.boxes.push(bounds),
            Candidate::Text {
                bounds, content, ..
            } => found.texts.push((content.to_string(), bounds)),
            Candidate::TextInput { bounds, .. } => found.inputs.push(bounds),
            _ => {}
        }
        None::<()>
    });
    l
}

impl Layout {
    /// The height of the smallest box around the text `label`: for a button's label, the
    /// button's own height.
    pub fn height_around(&self, label: &str) -> f32 {
        let (_, t) = self
            .texts
            .iter()
            .find(|(c, _)| c == label)
            .unwrap_or_else(|| panic!("{label:?} is not on screen"));
        let centre = t.center();
        self.boxes
            .iter()
            .filter(|b| b.contains(centre))
            .min_by(|a, b| (a.width * a.height).total_cmp(&(b.width * b.height)))
            .map(|b| b.height)
            .unwrap_or_else(|| panic!("{label:?} is in no box"))
    }
}

/// A fresh app drawn headless, in English, with its own data folder (removed when the
/// returned guard is dropped) and a fixed seed.
pub fn english_app(seed: u64) -> (tempfile::TempDir, App) {
    headless();
    let home = tempfile::tempdir().expect("tempdir");
    let mut app = App::new(adjutant::store::Paths::at(home.path()), Some(seed));
    let _ = app.update(Message::SetLang(Some(adjutant::i18n::Lang::En)));
    app.settle_listing();
    (home, app)
}

/// The smallest text size scales the whole window by this much.
pub const SMALLEST_SCALE: f32 = 0.9;

/// Each of `labels` is on a button inside the window's width that stays a 44 px touch target
/// at the smallest text size, and so is every text field on screen.
pub fn assert_touch_friendly(app: &App, size: (f32, f32), labels: &[&str]) {
    let need = 44.0 / SMALLEST_SCALE;
    let l = layout(app, size);
    for label in labels {
        let (_, b) = l
            .texts
            .iter()
            .find(|(t, _)| t == label)
            .unwrap_or_else(|| panic!("{label:?} is not on screen"));
        assert!(
            b.x >= 0.0 && b.x + b.width <= size.0 + 0.5,
            "{label:?} is outside the screen's width: {b:?}"
        );
        let h = l.height_around(label);
        assert!(h >= need, "{label:?} is {h} px tall, under {need}");
    }
    for b in &l.inputs {
        assert!(b.height >= need, "a text field is {} px tall", b.height);
    }
}

// ---- The real window: taps only on what a player can see, scrolls counted as taps ----------

use iced_test::core::{Event, Rectangle, mouse};
use iced_test::runtime::UserInterface;
use iced_test::runtime::user_interface::Cache;
use iced_test::selector::Bounded;

/// The two tablet sizes every budget is measured at.
pub const LANDSCAPE: (f32, f32) = (1280.0, 800.0);
pub const PORTRAIT: (f32, f32) = (800.0, 1280.0);

/// A window of a fixed size that keeps its widgets' state (scroll offsets) from one frame to
/// the next, as the real window does. A tap must land on a widget wholly inside the window
/// and inside every scroll region around it; reaching one further down takes an explicit
/// `scroll_to`, which counts as a tap. Die taps are counted apart.
pub struct Window<'a> {
    pub app: &'a mut App,
    pub size: (f32, f32),
    cache: Option<Cache>,
    renderer: iced_test::renderer::Renderer,
    /// Decisions: taps on anything but a die, scrolls included.
    pub taps: u32,
    /// Taps on a die pad.
    pub dice: u32,
    /// Scrolls (also counted in `taps`).
    pub scrolls: u32,
}

/// What a selector found: its bounds and what of it is visible.
#[derive(Debug, Clone, Copy)]
pub struct Found {
    pub bounds: Rectangle,
    pub visible: Option<Rectangle>,
}

fn found<T: Bounded>(t: &T) -> Found {
    Found {
        bounds: t.bounds(),
        visible: t.visible_bounds(),
    }
}

impl<'a> Window<'a> {
    pub fn new(app: &'a mut App, size: (f32, f32)) -> Window<'a> {
        headless();
        let renderer = iced_test::futures::futures::executor::block_on(
            <iced_test::renderer::Renderer as iced_test::core::renderer::Headless>::new(
                iced::Font::with_name("Fira Sans"),
                iced::Pixels(16.0),
                Some("tiny-skia"),
            ),
        )
        .expect("headless renderer");
        Window {
            app,
            size,
            cache: Some(Cache::default()),
            renderer,
            taps: 0,
            dice: 0,
            scrolls: 0,
        }
    }

    /// Runs `f` on this frame's widgets; keeps their state for the next frame; returns what
    /// `f` returned and the messages the frame produced.
    fn frame<R>(
        &mut self,
        f: impl FnOnce(
            &mut UserInterface<'_, Message, iced::Theme, iced_test::renderer::Renderer>,
            &mut iced_test::renderer::Renderer,
            &mut Vec<Message>,
        ) -> R,
    ) -> (R, Vec<Message>) {
        let cache = self.cache.take().unwrap_or_default();
        let mut messages = vec![];
        let (r, cache) = {
            let mut ui = UserInterface::build(
                self.app.view(),
                iced::Size::new(self.size.0, self.size.1),
                cache,
                &mut self.renderer,
            );
            let r = f(&mut ui, &mut self.renderer, &mut messages);
            (r, ui.into_cache())
        };
        self.cache = Some(cache);
        (r, messages)
    }

    /// Finds what `selector` names on the current frame.
    pub fn find<S>(&mut self, selector: S) -> Option<Found>
    where
        S: iced_test::Selector + Send,
        S::Output: Bounded + Clone + Send,
    {
        self.frame(|ui, renderer, _| {
            use iced_test::core::widget::Operation;
            let mut op = selector.find();
            ui.operate(
                renderer,
                &mut iced_test::core::widget::operation::black_box(&mut op),
            );
            match op.finish() {
                iced_test::core::widget::operation::Outcome::Some(Some(t)) => Some(found(&t)),
                _ => None,
            }
        })
        .0
    }

    /// Whether a target is wholly in view: inside the window and not cut by a scroll region.
    pub fn in_view(&self, f: &Found) -> bool {
        // `bounds` are where the widget is laid out (inside a scroll region, before its
        // offset); `visible` is where it is drawn, cut by every scroll region around it.
        let Some(v) = f.visible else { return false };
        let b = f.bounds;
        (v.width - b.width).abs() < 0.5
            && (v.height - b.height).abs() < 0.5
            && v.x >= -0.5
            && v.y >= -0.5
            && v.x + v.width <= self.size.0 + 0.5
            && v.y + v.height <= self.size.1 + 0.5
    }

    fn click_at(&mut self, at: iced::Point) {
        let ((), messages) = self.frame(|ui, renderer, messages| {
            let cursor = mouse::Cursor::Available(at);
            let events: Vec<Event> = iced_test::simulator::click().collect();
            let _ = ui.update(
                &events,
                cursor,
                renderer,
                &mut iced_test::core::clipboard::Null,
                messages,
            );
        });
        for m in messages {
            let _ = self.app.update(m);
        }
    }

    fn tap_found<S>(&mut self, selector: S, what: &str) -> Found
    where
        S: iced_test::Selector + Send,
        S::Output: Bounded + Clone + Send,
    {
        let f = self
            .find(selector)
            .unwrap_or_else(|| panic!("{what} is not on screen at {:?}", self.size));
        assert!(
            self.in_view(&f),
            "{what} is not wholly in view at {:?}: {f:?} (a player would have to scroll)",
            self.size
        );
        self.click_at(f.visible.unwrap_or(f.bounds).center());
        f
    }

    /// One tap on the widget showing exactly `label`; it must be wholly in view.
    pub fn tap(&mut self, label: &str) {
        self.tap_found(label, &format!("{label:?}"));
        self.taps += 1;
    }

    /// One tap on the widget with id `id`; it must be wholly in view.
    pub fn tap_id(&mut self, id: &str) {
        self.tap_found(iced_test::selector::id(id.to_string()), &format!("#{id}"));
        self.taps += 1;
    }

    /// One tap on a die pad's key (counted apart from the decisions).
    pub fn die(&mut self, id: &str) {
        self.tap_found(
            iced_test::selector::id(id.to_string()),
            &format!("die #{id}"),
        );
        self.dice += 1;
    }

    /// One tap on a die key showing exactly `label`.
    pub fn die_label(&mut self, label: &str) {
        self.tap_found(label, &format!("die {label:?}"));
        self.dice += 1;
    }

    /// Types `text` into the field that has the focus (typing is not a tap; the tap that
    /// focused the field was one).
    pub fn type_text(&mut self, text: &str) {
        let ((), messages) = self.frame(|ui, renderer, messages| {
            let events: Vec<Event> = iced_test::simulator::typewrite(text).collect();
            let _ = ui.update(
                &events,
                mouse::Cursor::Unavailable,
                renderer,
                &mut iced_test::core::clipboard::Null,
                messages,
            );
        });
        for m in messages {
            let _ = self.app.update(m);
        }
    }

    /// One swipe of the scroll region with id `region` that brings the widget showing `label`
    /// wholly into view (counted as a tap).
    pub fn scroll_to(&mut self, region: &str, label: &str) {
        let t = self
            .find(label)
            .unwrap_or_else(|| panic!("{label:?} is not on screen"));
        self.scroll_to_found(region, t);
    }

    /// One swipe of the scroll region with id `region` that brings the widget with id `id`
    /// wholly into view (counted as a tap).
    pub fn scroll_to_id(&mut self, region: &str, id: &str) {
        let t = self
            .find(iced_test::selector::id(id.to_string()))
            .unwrap_or_else(|| panic!("#{id} is not on screen"));
        self.scroll_to_found(region, t);
    }

    fn scroll_to_found(&mut self, region: &str, t: Found) {
        let r = self
            .find(iced_test::selector::id(region.to_string()))
            .unwrap_or_else(|| panic!("no scroll region #{region}"));
        let area = r.visible.unwrap_or(r.bounds);
        // Where it is drawn now if it is partly in view, else where it is laid out (a region
        // not yet scrolled draws its content where it lays it out).
        let at_now = t
            .visible
            .filter(|v| v.height > 0.0)
            .map_or(t.bounds, |v| Rectangle {
                y: if v.y > area.y {
                    v.y
                } else {
                    v.y + v.height - t.bounds.height
                },
                ..t.bounds
            });
        let t = Found {
            bounds: at_now,
            visible: None,
        };
        let dy = if t.bounds.y + t.bounds.height > area.y + area.height {
            -(t.bounds.y + t.bounds.height - (area.y + area.height) + 8.0)
        } else if t.bounds.y < area.y {
            area.y - t.bounds.y + 8.0
        } else {
            0.0
        };
        let at = area.center();
        let ((), messages) = self.frame(|ui, renderer, messages| {
            let events = vec![Event::Mouse(mouse::Event::WheelScrolled {
                delta: mouse::ScrollDelta::Pixels { x: 0.0, y: dy },
            })];
            let _ = ui.update(
                &events,
                mouse::Cursor::Available(at),
                renderer,
                &mut iced_test::core::clipboard::Null,
                messages,
            );
        });
        for m in messages {
            let _ = self.app.update(m);
        }
        self.scrolls += 1;
        self.taps += 1;
    }

    /// Whether the text `label` is wholly in view now.
    pub fn sees(&mut self, label: &str) -> bool {
        self.find(label).is_some_and(|f| self.in_view(&f))
    }

    /// Every text on the current frame, in view or not: its content, where it is laid out
    /// and what of it is drawn.
    pub fn all_texts(&mut self) -> Vec<(String, Found)> {
        self.frame(|ui, renderer, _| {
            use iced_test::core::widget::Operation;
            use iced_test::selector::Candidate;
            let mut out: Vec<(String, Found)> = vec![];
            {
                let found = &mut out;
                let mut op = iced_test::selector::Selector::find(move |c: Candidate<'_>| {
                    if let Candidate::Text {
                        content,
                        bounds,
                        visible_bounds,
                        ..
                    } = c
                    {
                        found.push((
                            content.to_string(),
                            Found {
                                bounds,
                                visible: visible_bounds,
                            },
                        ));
                    }
                    None::<()>
                });
                ui.operate(
                    renderer,
                    &mut iced_test::core::widget::operation::black_box(&mut op),
                );
                let _ = op.finish();
            }
            out
        })
        .0
    }

    /// Every text wholly in view on the current frame, with where it is drawn (for stability
    /// checks).
    pub fn texts(&mut self) -> Vec<(String, Rectangle)> {
        self.frame(|ui, renderer, _| {
            use iced_test::core::widget::Operation;
            use iced_test::selector::Candidate;
            let mut out: Vec<(String, Rectangle)> = vec![];
            {
                let found = &mut out;
                let mut op = iced_test::selector::Selector::find(move |c: Candidate<'_>| {
                    if let Candidate::Text {
                        content,
                        bounds,
                        visible_bounds: Some(v),
                        ..
                    } = c
                    {
                        // Only what is wholly in view: a finger cannot reach the rest.
                        if (v.width - bounds.width).abs() < 0.5
                            && (v.height - bounds.height).abs() < 0.5
                        {
                            found.push((content.to_string(), v));
                        }
                    }
                    None::<()>
                });
                ui.operate(
                    renderer,
                    &mut iced_test::core::widget::operation::black_box(&mut op),
                );
                let _ = op.finish();
            }
            out
        })
        .0
    }

    /// Where the dock is; it must be wholly inside the window.
    pub fn dock(&mut self) -> Rectangle {
        let f = self
            .find(iced_test::selector::id(
                adjutant::ui::screens::frame::DOCK_ID,
            ))
            .expect("the table has a dock");
        assert!(self.in_view(&f), "the dock is not wholly in view: {f:?}");
        f.bounds
    }
}

impl Window<'_> {
    /// The boxes a finger taps: buttons and the like (boxes between 40 and 140 px tall and
    /// at most 700 px wide).
    fn control_boxes(&mut self) -> Vec<Rectangle> {
        self.frame(|ui, renderer, _| {
            use iced_test::core::widget::Operation;
            use iced_test::selector::Candidate;
            let mut out: Vec<Rectangle> = vec![];
            {
                let found = &mut out;
                let mut op = iced_test::selector::Selector::find(move |c: Candidate<'_>| {
                    if let Candidate::Container {
                        visible_bounds: Some(v),
                        ..
                    } = c
                        && (40.0..=140.0).contains(&v.height)
                        && v.width <= 700.0
                    {
                        found.push(v);
                    }
                    None::<()>
                });
                ui.operate(
                    renderer,
                    &mut iced_test::core::widget::operation::black_box(&mut op),
                );
                let _ = op.finish();
            }
            out
        })
        .0
    }

    /// Every control's label drawn once on the frame and wholly in view, with where it is.
    fn unique_texts(&mut self) -> std::collections::BTreeMap<String, Rectangle> {
        let boxes = self.control_boxes();
        let mut seen: std::collections::BTreeMap<String, (Rectangle, u32)> = Default::default();
        // An icon (a Private Use Area glyph) or a chip's tick or ring names no control: the
        // same picture may stand in another control after a tap, and a tick goes with the
        // choice. Words are what must stay under the finger.
        let mark = |t: &str| {
            t.chars()
                .all(|c| ('\u{e000}'..='\u{f8ff}').contains(&c) || c == '✓' || c == '○')
        };
        for (t, b) in self
            .texts()
            .into_iter()
            .filter(|(t, _)| !mark(t))
            .filter(|(_, b)| boxes.iter().any(|x| x.contains(b.center())))
        {
            seen.entry(t).and_modify(|e| e.1 += 1).or_insert((b, 1));
        }
        seen.into_iter()
            .filter(|(_, (_, n))| *n == 1)
            .map(|(t, (b, _))| (t, b))
            .collect()
    }

    /// Runs `tap` (one or more taps on this window) and checks that nothing moved under the
    /// finger: the dock keeps its bounds, wholly in view, and every text drawn once both
    /// before and after is where it was (a scroll between is not allowed here). `except`:
    /// texts allowed to move (say why at the call).
    pub fn stable(&mut self, except: &[&str], tap: impl FnOnce(&mut Self)) {
        let log_id = || iced_test::selector::id(adjutant::ui::screens::log::ENTRIES_ID);
        let dock_id = || iced_test::selector::id(adjutant::ui::screens::frame::DOCK_ID);
        let dock = self.find(dock_id()).map(|f| f.visible);
        let before = self.unique_texts();
        let log_before = self.find(log_id()).map(|f| f.bounds);
        let scrolls = self.scrolls;
        tap(self);
        assert_eq!(self.scrolls, scrolls, "a stability step may not scroll");
        assert_eq!(
            self.find(dock_id()).map(|f| f.visible),
            dock,
            "{:?}: the dock moved",
            self.size
        );
        let after = self.unique_texts();
        let log_after = self.find(log_id()).map(|f| f.bounds);
        // The log's entries are newest first: older ones move down by design.
        let in_log = |b: &Rectangle| {
            [log_before, log_after]
                .iter()
                .flatten()
                .any(|l| l.contains(b.center()))
        };
        for (t, b) in &before {
            if except.contains(&t.as_str()) || in_log(b) {
                continue;
            }
            if let Some(a) = after.get(t) {
                assert!(
                    (a.x - b.x).abs() < 0.5 && (a.y - b.y).abs() < 0.5,
                    "{:?}: {t:?} moved from {b:?} to {a:?}",
                    self.size
                );
            }
        }
    }
}

/// A scripted game for the storage tests: its data, a fixed time, and its `i`-th change.
pub mod scripted {
    use adjutant::core::def::GameDef;
    use adjutant::session::{Action, ChangeKind, GameState};
    use chrono::{DateTime, TimeZone, Utc};

    pub fn def(id: &str) -> GameDef {
        adjutant::games::embedded_content()
            .game(id)
            .expect("game data")
            .clone()
    }

    pub fn at() -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 11, 25, 20, 0, 0)
            .single()
            .expect("a date")
    }

    /// The `i`-th change of a scripted game: phases, rolls, an HQ take, now and then an undo.
    pub fn play(def: &GameDef, g: &mut GameState, i: u64) -> Option<ChangeKind> {
        let action = match i % 7 {
            3 => return g.undo_mut(at()).ok().map(|_| ChangeKind::Undo),
            0 | 4 => Action::Roll {
                spec: "3xcc-great-war:battle".into(),
                hand: None,
            },
            2 => Action::PoolTake {
                pool: "hq".into(),
                side: "allies".into(),
                n: 1,
            },
            _ => Action::NextPhase,
        };
        g.apply_mut(def, &action, at()).ok().map(|_| ChangeKind::Do)
    }
}

/// A Command & Colors battle's headline as the result card words it ("2 hits · retreat 1").
pub fn cc_head(
    loc: &adjutant::i18n::Localizer,
    o: &adjutant::games::cc_great_war::battle::Outcome,
) -> String {
    loc.tr(
        "ccgw-ui-result-head",
        &[
            ("hits", o.hits.to_string()),
            ("min", o.retreat_min.to_string()),
            ("max", o.retreat_max.to_string()),
            (
                "range",
                adjutant::games::cc_great_war::retreat_range(o.retreat_min, o.retreat_max),
            ),
        ],
    )
}

/// The id of the phase the open table is in.
#[allow(dead_code)]
pub fn phase(app: &App) -> String {
    let t = app.table().expect("table");
    t.def.phases.phases[t.state.table.cursor.phase].id.clone()
}

/// Ends phases until the table is in the phase `id` (at most 40).
#[allow(dead_code)]
pub fn to_phase(app: &mut App, id: &str) {
    for _ in 0..40 {
        if phase(app) == id {
            return;
        }
        send(app, Message::Act(adjutant::session::Action::EndPhase));
    }
    panic!("no phase {id}");
}
