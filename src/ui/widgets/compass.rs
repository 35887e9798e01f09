//! The six-way compass of a drift or a scatter, as both Tide of Iron (the red die's faces) and
//! We Were Brothers (the 1–6 hex compass) draw it: a hex in the middle, a spoke and a number
//! for each face at its bearing, and after a roll the face rolled in red with the hexes moved
//! along it, the last one filled where the shot lands.

use iced::widget::canvas::{self, Frame, Geometry, Path, Stroke, Text};
use iced::{Color, Element, Length, Point, Rectangle, Renderer, Theme, mouse};

use super::hex_template::hexagon;

/// What to draw.
#[derive(Debug, Clone, PartialEq)]
pub struct Rose {
    /// Where each face 1–6 points on the screen: degrees clockwise from straight up.
    pub bearings: [f32; 6],
    /// The face rolled and how many hexes the shot moved along it (0: it stays).
    pub hit: Option<(u8, u8)>,
    /// An arrow inside the middle hex toward a bearing, with its letter (north: "N").
    pub arrow: Option<(f32, String)>,
    /// Words beside face 1's number (a wind arrow), if any.
    pub first_mark: Option<String>,
}

/// The point `r` from `c` toward `deg` (clockwise from up).
fn toward(c: Point, r: f32, deg: f32) -> Point {
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

/// The size of a face's number on a compass `size` pixels square: a seventh of it, never
/// under 15 px (a 40 px compass once drew 5 px digits no one could read at arm's length).
pub fn label_size(size: f32) -> f32 {
    (size * 0.14).max(15.0)
}

/// The red of the face rolled.
const HOT: Color = Color::from_rgb(0.78, 0.16, 0.16);

impl<Message> canvas::Program<Message> for Rose {
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
        let r = size / 10.0;
        let mid = hexagon(c, r);
        frame.fill(&mid, p.background.weak.color);
        frame.stroke(&mid, Stroke::default().with_width(2.0).with_color(ink));
        let reach = size * 0.32;
        for (i, &deg) in self.bearings.iter().enumerate() {
            let face = i as u8 + 1;
            let hit = self.hit.filter(|(f, _)| *f == face);
            let color = if hit.is_some() { HOT } else { ink };
            frame.stroke(
                &Path::line(toward(c, r, deg), toward(c, reach, deg)),
                Stroke::default()
                    .with_width(if hit.is_some() { 4.0 } else { 1.5 })
                    .with_color(color),
            );
            let mut number = face.to_string();
            if face == 1
                && let Some(m) = &self.first_mark
            {
                number = format!("{number} {m}");
            }
            // Numbers readable at arm's length: never under 15 px, bold for the face rolled.
            label(
                &mut frame,
                number,
                toward(c, size * 0.42, deg),
                label_size(size),
                color,
            );
            // The hexes moved, the last one filled: where the shot lands.
            if let Some((_, n)) = hit.filter(|(_, n)| *n > 0) {
                let step = (reach - r) / f32::from(n);
                // The hexes crossed fit along the spoke side by side, however many it moved;
                // the one where it lands is drawn full size.
                for k in 1..=n {
                    let hex_r = if k == n {
                        r * 0.6
                    } else {
                        (r * 0.55).min(step * 0.4)
                    };
                    let h = hexagon(toward(c, r + step * f32::from(k), deg), hex_r);
                    if k == n {
                        frame.fill(&h, HOT);
                    }
                    frame.stroke(&h, Stroke::default().with_width(2.0).with_color(HOT));
                }
            }
        }
        if let Some((deg, letter)) = &self.arrow {
            let arrow = Path::new(|b| {
                b.move_to(toward(c, r * 0.8, *deg));
                b.line_to(toward(c, r * 0.25, deg + 25.0));
                b.line_to(toward(c, r * 0.25, deg - 25.0));
                b.close();
            });
            frame.fill(&arrow, ink);
            label(
                &mut frame,
                letter.clone(),
                c,
                size * 0.07,
                p.background.weak.color,
            );
        }
        vec![frame.into_geometry()]
    }
}

/// The compass, `size` pixels square.
pub fn compass<'a, M: 'a>(rose: Rose, size: f32) -> Element<'a, M> {
    canvas::Canvas::new(rose)
        .width(Length::Fixed(size))
        .height(Length::Fixed(size))
        .into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_face_number_is_readable_at_any_size() {
        assert!(label_size(40.0) >= 15.0);
        assert!(label_size(120.0) >= 16.0);
    }

    #[test]
    fn a_bearing_turns_clockwise_from_straight_up() {
        let c = Point::new(0.0, 0.0);
        let up = toward(c, 10.0, 0.0);
        let right = toward(c, 10.0, 90.0);
        assert!(up.x.abs() < 1e-4 && (up.y + 10.0).abs() < 1e-4);
        assert!((right.x - 10.0).abs() < 1e-4 && right.y.abs() < 1e-4);
    }
}
