//! Draws every icon of the app's icon font with its name, and one beside a line of text, to a
//! PNG with the headless tiny-skia renderer, to look at them without a display:
//! `cargo run --example icons -- <folder>` writes `<folder>/icons-tiny-skia.png`;
//! `cargo run --example icons -- --window` shows them in a window, the fonts loaded as the app
//! loads them.

use adjutant::ui::icons::{Icon, icon};
use iced::widget::{column, row, text};
use iced::{Element, Theme};
use iced_test::simulator::Simulator;

fn sheet<'a>() -> Element<'a, ()> {
    let mut rows = column![].spacing(10).padding(16);
    for chunk in Icon::ALL.chunks(8) {
        let mut r = row![].spacing(12);
        for &i in chunk {
            r = r.push(
                column![icon(i, 32.0), text(format!("{i:?}")).size(12)]
                    .spacing(4)
                    .width(140)
                    .align_x(iced::Alignment::Center),
            );
        }
        rows = rows.push(r);
    }
    let inline = row![
        icon(Icon::Fire, 17.0),
        text("Fire 3 dice").size(17),
        icon(Icon::Morale, 17.0),
        text("Morale check").size(17),
        icon(Icon::Eliminated, 17.0),
        text("Eliminated").size(17),
    ]
    .spacing(6)
    .align_y(iced::Alignment::Center);
    rows.push(inline).into()
}

fn view(_: &()) -> Element<'_, ()> {
    sheet()
}

fn main() {
    if std::env::args().nth(1).as_deref() == Some("--window") {
        let mut app = iced::application(|| (), |_: &mut (), _: ()| {}, view)
            .window_size(iced::Size::new(1280.0, 800.0));
        for f in adjutant::ui::FONTS {
            app = app.font(f);
        }
        if let Err(e) = app.run() {
            eprintln!("icons: {e}");
        }
        return;
    }
    let dir = std::path::PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| ".".into()));
    // SAFETY: set before any renderer is created.
    unsafe { std::env::set_var("ICED_TEST_BACKEND", "tiny-skia") };
    adjutant::ui::load_fonts();
    let mut sim = Simulator::with_size(iced::Settings::default(), (1280.0, 800.0), sheet());
    match sim.snapshot(&Theme::Light) {
        Ok(snap) => {
            let file = dir.join("icons-tiny-skia.png");
            let _ = std::fs::remove_file(&file);
            match snap.matches_image(dir.join("icons")) {
                Ok(_) => println!("{}", file.display()),
                Err(e) => eprintln!("icons: {e:?}"),
            }
        }
        Err(e) => eprintln!("icons: {e:?}"),
    }
}
