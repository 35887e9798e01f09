//! A QR code drawn as squares on a canvas, with its quiet zone: dark on white whatever the
//! theme, because a phone's camera reads it so. A drawing, like the die faces: its colours
//! are the code's own, not the theme's.

use iced::widget::canvas::{self, Frame, Geometry};
use iced::{Color, Element, Length, Rectangle, Renderer, Theme, mouse};

/// The modules of a QR code: `width` modules a side, `dark` row by row.
struct Qr {
    width: usize,
    dark: Vec<bool>,
}

impl<M> canvas::Program<M> for Qr {
    type State = ();

    fn draw(
        &self,
        _s: &(),
        renderer: &Renderer,
        _theme: &Theme,
        bounds: Rectangle,
        _c: mouse::Cursor,
    ) -> Vec<Geometry> {
        let mut frame = Frame::new(renderer, bounds.size());
        let side = bounds.width.min(bounds.height);
        // Four modules of quiet zone on every side.
        let cells = self.width + 8;
        let m = side / cells as f32;
        frame.fill_rectangle(
            iced::Point::ORIGIN,
            iced::Size::new(side, side),
            Color::WHITE,
        );
        for (i, d) in self.dark.iter().enumerate() {
            if *d {
                let (x, y) = (i % self.width + 4, i / self.width + 4);
                frame.fill_rectangle(
                    iced::Point::new(x as f32 * m, y as f32 * m),
                    iced::Size::new(m.ceil(), m.ceil()),
                    Color::BLACK,
                );
            }
        }
        vec![frame.into_geometry()]
    }
}

/// The code of `width` modules a side (`dark` row by row), `side` pixels square.
pub fn qr_code<'a, M: 'a>(width: usize, dark: Vec<bool>, side: f32) -> Element<'a, M> {
    canvas::Canvas::new(Qr { width, dark })
        .width(Length::Fixed(side))
        .height(Length::Fixed(side))
        .into()
}
