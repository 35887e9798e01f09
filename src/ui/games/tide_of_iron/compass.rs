//! The drift compass drawn on screen: a hex with the red die's six faces around it at the
//! bearings of `compass.json`, turned so the scenario's North points where it does on the
//! table; the face rolled is highlighted with the distance drifted.

use iced::widget::canvas::{self, Frame, Geometry, Path, Stroke, Text};
use iced::{Color, Element, Length, Point, Rectangle, Renderer, Theme, mouse};

use crate::games::tide_of_iron::artillery::Compass;

struct Drawing {
    compass: Compass,
    north: u16,
    /// The red face rolled and the hexes drifted, when the strike drifted.
    hit: Option<(u8, u8)>,
}

fn at(c: Point, r: f32, deg: f32) -> Point {
    let a = (deg - 90.0).to_radians();
    Point::new(c.x + r * a.cos(), c.y + r * a.sin())
}

fn label(frame: &mut Frame, content: String, p: Point, size: f32, color: Color) {
    frame.fill_text(Text {
        content,
        position: p,
        color,
        size: size.into(),
        align_x: iced::widget::text::Alignment::Center,
        align_y: iced::alignment::Vertical::Center,
        ..Text::default()
    });
}

impl<Message> canvas::Program<Message> for Drawing {
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
        let r = size * 0.2;
        let p = theme.extended_palette();
        let ink = p.background.base.text;
        let hot = Color::from_rgb8(0xc6, 0x28, 0x28);
        // The hex itself: its sides face the six drift directions.
        let hex = Path::new(|b| {
            for i in 0..6 {
                let q = at(
                    c,
                    r,
                    f32::from(self.compass.bearings[0])
                        + 30.0
                        + 60.0 * i as f32
                        + f32::from(self.north),
                );
                if i == 0 {
                    b.move_to(q);
                } else {
                    b.line_to(q);
                }
            }
            b.close();
        });
        frame.fill(&hex, p.background.weak.color);
        frame.stroke(&hex, Stroke::default().with_width(2.0).with_color(ink));
        for face in 1..=6u8 {
            let Some(b) = self.compass.bearing(face) else {
                continue;
            };
            let deg = f32::from((b + self.north) % 360);
            let is_hit = self.hit.is_some_and(|(f, _)| f == face);
            let color = if is_hit { hot } else { ink };
            let tip = at(c, size * 0.36, deg);
            let line = Path::line(at(c, r * 0.9, deg), tip);
            frame.stroke(
                &line,
                Stroke::default()
                    .with_width(if is_hit { 6.0 } else { 2.0 })
                    .with_color(color),
            );
            label(
                &mut frame,
                face.to_string(),
                at(c, size * 0.44, deg),
                size * 0.09,
                color,
            );
        }
        // North, where the scenario puts it.
        let n = f32::from(self.north);
        let arrow = Path::new(|b| {
            b.move_to(at(c, r * 0.8, n));
            b.line_to(at(c, r * 0.25, n + 25.0));
            b.line_to(at(c, r * 0.25, n - 25.0));
            b.close();
        });
        frame.fill(&arrow, ink);
        label(
            &mut frame,
            "N".into(),
            c,
            size * 0.07,
            p.background.weak.color,
        );
        if let Some((_, hexes)) = self.hit {
            label(
                &mut frame,
                format!("{hexes}"),
                Point::new(c.x, c.y + r * 0.5),
                size * 0.09,
                hot,
            );
        }
        vec![frame.into_geometry()]
    }
}

/// The compass at `size` pixels.
pub fn compass<'a, Message: 'a>(
    compass: Compass,
    north: u16,
    hit: Option<(u8, u8)>,
    size: f32,
) -> Element<'a, Message> {
    canvas::Canvas::new(Drawing {
        compass,
        north,
        hit,
    })
    .width(Length::Fixed(size))
    .height(Length::Fixed(size))
    .into()
}
