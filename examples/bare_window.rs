//! A bare iced window with the same features as Adjutant: the baseline for the start-up and
//! memory budgets in DESIGN.md (`scripts/measure-startup` compares the two).

fn view(_: &()) -> iced::Element<'_, ()> {
    iced::widget::text("Adjutant baseline").into()
}

fn main() -> iced::Result {
    iced::application(|| (), |_: &mut (), _: ()| {}, view)
        .window_size(iced::Size::new(1280.0, 800.0))
        .run()
}
