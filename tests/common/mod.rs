//! Helpers shared by the integration tests: running the real binary, and driving the app's
//! widgets headless with `iced_test`.
#![allow(dead_code)]

use std::process::Command;

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
}

/// The app's current view in a window of `size`.
pub fn sim(app: &App, size: (f32, f32)) -> Simulator<'_, Message> {
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
