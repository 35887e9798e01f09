//! A bare iced window with the same features as Adjutant that redraws on every key press (a
//! counter): the floor for the key-press-to-frame figures of `scripts/measure-tap`.

use iced::keyboard;

fn view(n: &u64) -> iced::Element<'_, ()> {
    iced::widget::text(format!("Adjutant baseline: {n} keys"))
        .size(40)
        .into()
}

fn main() -> iced::Result {
    iced::application(|| 0u64, |n: &mut u64, _: ()| *n += 1, view)
        .subscription(|_| {
            keyboard::listen().filter_map(|e| match e {
                keyboard::Event::KeyPressed { .. } => Some(()),
                _ => None,
            })
        })
        .window_size(iced::Size::new(1280.0, 800.0))
        .run()
}
