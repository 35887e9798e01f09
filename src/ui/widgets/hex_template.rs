//! The Reserve Artillery targeting template: the main target in the centre, hexes 1 to 6
//! around it (1 at the top, towards the enemy, then clockwise), each with its battle dice.

use iced::widget::canvas::{self, Frame, Geometry, Path, Stroke, Text};
use iced::{Color, Element, Length, Point, Rectangle, Renderer, Theme, mouse};

struct Template {
    /// Dice on hexes 1..6, and on the main target.
    hexes: [u32; 6],
    main: u32,
    cratered: bool,
}

/// A flat-topped hexagon of radius `r` around `c` (also drawn by games' own canvases).
pub fn hexagon(c: Point, r: f32) -> Path {
    Path::new(|b| {
        for i in 0..6 {
            let a = std::f32::consts::PI / 3.0 * i as f32;
            let p = Point::new(c.x + r * a.cos(), c.y + r * a.sin());
            if i == 0 {
                b.move_to(p);
            } else {
                b.line_to(p);
            }
        }
        b.close();
    })
}

impl<Message> canvas::Program<Message> for Template {
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
        let r = size / 6.4;
        let c = Point::new(bounds.width / 2.0, bounds.height / 2.0);
        let p = theme.extended_palette();
        let ink = p.background.base.text;
        // Flat-topped hexes: neighbours sit at 30° + k·60°, distance √3·r.
        let d = r * 3f32.sqrt();
        let mut spots = vec![(c, None::<usize>)];
        for k in 0..6 {
            // Hex 1 straight up, then clockwise.
            let a = -std::f32::consts::FRAC_PI_2 + std::f32::consts::PI / 3.0 * k as f32;
            spots.push((Point::new(c.x + d * a.cos(), c.y + d * a.sin()), Some(k)));
        }
        for (pt, k) in spots {
            let dice = match k {
                None => self.main,
                Some(k) => self.hexes[k],
            };
            let fill = match (k, dice) {
                (None, n) if n > 0 && self.cratered => Color::from_rgb8(0x8b, 0x5a, 0x2b),
                (_, n) if n > 0 => Color::from_rgb8(0xe0, 0x6c, 0x3c),
                _ => p.background.weak.color,
            };
            let hex = hexagon(pt, r * 0.95);
            frame.fill(&hex, fill);
            frame.stroke(&hex, Stroke::default().with_width(2.0).with_color(ink));
            let label = match k {
                None => "★".to_string(),
                Some(k) => (k + 1).to_string(),
            };
            frame.fill_text(Text {
                content: label,
                position: Point::new(pt.x, pt.y - r * 0.35),
                color: ink,
                size: (r * 0.45).into(),
                align_x: iced::widget::text::Alignment::Center,
                align_y: iced::alignment::Vertical::Center,
                ..Text::default()
            });
            if dice > 0 {
                frame.fill_text(Text {
                    content: format!("{dice}×"),
                    position: Point::new(pt.x, pt.y + r * 0.3),
                    color: Color::WHITE,
                    size: (r * 0.55).into(),
                    align_x: iced::widget::text::Alignment::Center,
                    align_y: iced::alignment::Vertical::Center,
                    ..Text::default()
                });
            }
        }
        vec![frame.into_geometry()]
    }
}

/// The template with the dice on each hex.
pub fn template<'a, Message: 'a>(
    hexes: [u32; 6],
    main: u32,
    cratered: bool,
    size: f32,
) -> Element<'a, Message> {
    canvas::Canvas::new(Template {
        hexes,
        main,
        cratered,
    })
    .width(Length::Fixed(size))
    .height(Length::Fixed(size))
    .into()
}
