//! The 1–6 hex compass of a scatter or drift (L550, L896): side 1 points downwind (the
//! mission's wind; for air support, the direction the aircraft attack from), then the numbers
//! go round clockwise (the diagram is lost, digest §14.28: the app's reading). The landing hex
//! is drawn at the drift's distance in the rolled direction.

use iced::widget::canvas::{self, Frame, Geometry, Path, Stroke, Text};

use crate::ui::widgets::hex_template::hexagon;
use iced::{Color, Element, Length, Point, Rectangle, Renderer, Theme, mouse};

struct Compass {
    /// Compass side rolled (1–6), if any.
    dir: Option<u8>,
    /// Distance in Hx (or MHx) to draw the landing hex at.
    distance: u8,
    /// Where the wind blows, on the screen: 1–6, side 1 at the top by default.
    wind: u8,
}

/// The screen angle of compass side `k` (1–6): side 1 toward the wind, then clockwise.
fn angle(k: u8, wind: u8) -> f32 {
    let turn = (i32::from(k) - 1 + i32::from(wind.max(1)) - 1).rem_euclid(6);
    -std::f32::consts::FRAC_PI_2 + std::f32::consts::PI / 3.0 * turn as f32
}

impl<Message> canvas::Program<Message> for Compass {
    type State = ();

    fn draw(
        &self,
        _s: &(),
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _c: mouse::Cursor,
    ) -> Vec<Geometry> {
        let mut frame = Frame::new(renderer, bounds.size());
        let size = bounds.width.min(bounds.height);
        let c = Point::new(bounds.width / 2.0, bounds.height / 2.0);
        let p = theme.extended_palette();
        let ink = p.background.base.text;
        let r = size / 14.0;
        // The marker's hex in the middle.
        let mid = hexagon(c, r);
        frame.fill(&mid, p.background.weak.color);
        frame.stroke(&mid, Stroke::default().with_width(2.0).with_color(ink));
        frame.fill_text(Text {
            content: "✚".into(),
            position: c,
            color: ink,
            size: (r * 0.9).into(),
            align_x: iced::widget::text::Alignment::Center,
            align_y: iced::alignment::Vertical::Center,
            ..Text::default()
        });
        let reach = size / 2.0 - r * 1.4;
        for k in 1..=6u8 {
            let a = angle(k, self.wind);
            let end = Point::new(c.x + reach * a.cos(), c.y + reach * a.sin());
            let chosen = self.dir == Some(k);
            let colour = if chosen {
                Color::from_rgb8(0xd0, 0x3a, 0x2a)
            } else {
                ink
            };
            let line = Path::line(Point::new(c.x + r * a.cos(), c.y + r * a.sin()), end);
            frame.stroke(
                &line,
                Stroke::default()
                    .with_width(if chosen { 4.0 } else { 1.5 })
                    .with_color(colour),
            );
            let lp = Point::new(
                c.x + (reach + r * 0.8) * a.cos(),
                c.y + (reach + r * 0.8) * a.sin(),
            );
            frame.fill_text(Text {
                content: if k == 1 {
                    "1 ➜".into()
                } else {
                    k.to_string()
                },
                position: lp,
                color: colour,
                size: (r * 0.9).into(),
                align_x: iced::widget::text::Alignment::Center,
                align_y: iced::alignment::Vertical::Center,
                ..Text::default()
            });
            if chosen && self.distance > 0 {
                let step = (reach - r) / f32::from(self.distance.max(1));
                for i in 1..=self.distance {
                    let q = Point::new(
                        c.x + (r + step * f32::from(i)) * a.cos(),
                        c.y + (r + step * f32::from(i)) * a.sin(),
                    );
                    let h = hexagon(q, r * 0.7);
                    if i == self.distance {
                        frame.fill(&h, colour);
                    }
                    frame.stroke(&h, Stroke::default().with_width(2.0).with_color(colour));
                }
            }
        }
        vec![frame.into_geometry()]
    }
}

/// The compass with the rolled direction and the landing hex (`dir` None: just the compass).
pub fn compass<'a, M: 'a>(dir: Option<u8>, distance: u8, wind: u8, size: f32) -> Element<'a, M> {
    canvas::Canvas::new(Compass {
        dir,
        distance,
        wind,
    })
    .width(Length::Fixed(size))
    .height(Length::Fixed(size))
    .into()
}
