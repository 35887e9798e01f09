//! A die face drawn as a picture: the die's colour, and pips, a number or a symbol.

use std::f32::consts::PI;

use iced::widget::canvas::{self, Frame, Geometry, Path, Stroke, Text};
use iced::{Color, Element, Length, Point, Rectangle, Renderer, Size, Theme, Vector, mouse};

use crate::core::dice::Die;

/// What one face shows.
#[derive(Debug, Clone, PartialEq)]
pub struct FaceLook {
    pub body: Color,
    pub ink: Color,
    pub icon: Icon,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Icon {
    Pips(u8),
    Number(String),
    Symbol(String),
    Letters(String),
}

/// Parses `#rrggbb`; `None` for anything else.
pub fn parse_color(s: &str) -> Option<Color> {
    let h = s.strip_prefix('#')?;
    if h.len() != 6 || !h.chars().all(|c| c.is_ascii_hexdigit()) {
        return None;
    }
    let v = u32::from_str_radix(h, 16).ok()?;
    Some(Color::from_rgb8((v >> 16) as u8, (v >> 8) as u8, v as u8))
}

fn ink_for(body: Color) -> Color {
    let lum = 0.299 * body.r + 0.587 * body.g + 0.114 * body.b;
    if lum > 0.55 {
        Color::from_rgb8(0x1e, 0x1e, 0x1e)
    } else {
        Color::WHITE
    }
}

const KNOWN: [&str; 14] = [
    "soldier", "burst", "skull", "flag", "hq", "star", "hit", "miss", "shield", "medal", "grenade",
    "tank", "cross", "blank",
];

impl FaceLook {
    /// How side `side` of `die` looks. `label` is the face's localised name (for letters).
    pub fn of(die: &Die, side: usize, label: &str) -> FaceLook {
        let body = die
            .face(side)
            .and_then(|f| f.color.as_deref())
            .or(die.def.color.as_deref())
            .and_then(parse_color)
            .unwrap_or(Color::from_rgb8(0xf4, 0xf1, 0xea));
        let ink = ink_for(body);
        let icon = match die.face(side) {
            None => {
                if die.side_count() == 6 {
                    Icon::Pips(side as u8 + 1)
                } else {
                    Icon::Number((side + 1).to_string())
                }
            }
            Some(f) => match f.icon.as_deref() {
                Some(i) if i.starts_with("pips") => {
                    Icon::Pips(i[4..].parse().unwrap_or(1).clamp(1, 6))
                }
                Some("number") => Icon::Number(
                    f.value
                        .map(|v| v.to_string())
                        .unwrap_or_else(|| f.id.clone()),
                ),
                Some(i) if KNOWN.contains(&i) => Icon::Symbol(i.to_string()),
                _ => match f.value {
                    Some(v) => Icon::Number(v.to_string()),
                    None => Icon::Letters(
                        label
                            .chars()
                            .filter(|c| c.is_alphanumeric())
                            .take(2)
                            .collect(),
                    ),
                },
            },
        };
        FaceLook { body, ink, icon }
    }
}

impl FaceLook {
    /// The same face marked as a hit in a row of rolled dice: a dark body, white ink, so the
    /// hits of a roll read at a glance whatever the die's own colour.
    pub fn struck(self) -> FaceLook {
        FaceLook {
            body: Color::from_rgb8(0x26, 0x26, 0x26),
            ink: Color::WHITE,
            ..self
        }
    }
}

struct Face(FaceLook);

impl<Message> canvas::Program<Message> for Face {
    type State = ();

    fn draw(
        &self,
        _s: &(),
        renderer: &Renderer,
        _t: &Theme,
        bounds: Rectangle,
        _c: mouse::Cursor,
    ) -> Vec<Geometry> {
        let mut frame = Frame::new(renderer, bounds.size());
        draw_face(&mut frame, &self.0);
        vec![frame.into_geometry()]
    }
}

/// A die face of `size` pixels.
pub fn die_face<'a, Message: 'a>(look: FaceLook, size: f32) -> Element<'a, Message> {
    canvas::Canvas::new(Face(look))
        .width(Length::Fixed(size))
        .height(Length::Fixed(size))
        .into()
}

fn star(c: Point, r_out: f32, r_in: f32, points: usize) -> Path {
    Path::new(|b| {
        for i in 0..points * 2 {
            let r = if i % 2 == 0 { r_out } else { r_in };
            let a = -PI / 2.0 + i as f32 * PI / points as f32;
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

fn draw_face(frame: &mut Frame, look: &FaceLook) {
    let s = frame.width().min(frame.height());
    let m = s * 0.06;
    let body = Path::rounded_rectangle(
        Point::new(m, m),
        Size::new(s - 2.0 * m, s - 2.0 * m),
        (s * 0.16).into(),
    );
    frame.fill(&body, look.body);
    frame.stroke(
        &body,
        Stroke::default()
            .with_width((s * 0.035).max(1.0))
            .with_color(Color::from_rgb8(0x55, 0x55, 0x55)),
    );
    let c = Point::new(s / 2.0, s / 2.0);
    let ink = look.ink;
    let u = s / 10.0;
    let text = |frame: &mut Frame, content: &str, size: f32| {
        frame.fill_text(Text {
            content: content.to_string(),
            position: c,
            color: ink,
            size: size.into(),
            align_x: iced::widget::text::Alignment::Center,
            align_y: iced::alignment::Vertical::Center,
            ..Text::default()
        });
    };
    match &look.icon {
        Icon::Pips(n) => {
            let d = s * 0.25;
            let spots: &[(f32, f32)] = match n {
                1 => &[(0.0, 0.0)],
                2 => &[(-1.0, -1.0), (1.0, 1.0)],
                3 => &[(-1.0, -1.0), (0.0, 0.0), (1.0, 1.0)],
                4 => &[(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)],
                5 => &[
                    (-1.0, -1.0),
                    (1.0, -1.0),
                    (0.0, 0.0),
                    (-1.0, 1.0),
                    (1.0, 1.0),
                ],
                _ => &[
                    (-1.0, -1.0),
                    (1.0, -1.0),
                    (-1.0, 0.0),
                    (1.0, 0.0),
                    (-1.0, 1.0),
                    (1.0, 1.0),
                ],
            };
            for (x, y) in spots {
                frame.fill(
                    &Path::circle(Point::new(c.x + x * d, c.y + y * d), s * 0.085),
                    ink,
                );
            }
        }
        Icon::Number(t) => text(frame, t, s * if t.len() > 2 { 0.34 } else { 0.46 }),
        Icon::Letters(t) => text(frame, t, s * 0.38),
        Icon::Symbol(name) => match name.as_str() {
            "soldier" => {
                frame.fill(&Path::circle(Point::new(c.x, c.y - 2.2 * u), 1.3 * u), ink);
                let body = Path::new(|b| {
                    b.move_to(Point::new(c.x - 2.4 * u, c.y + 3.0 * u));
                    b.line_to(Point::new(c.x - 1.4 * u, c.y - 0.6 * u));
                    b.line_to(Point::new(c.x + 1.4 * u, c.y - 0.6 * u));
                    b.line_to(Point::new(c.x + 2.4 * u, c.y + 3.0 * u));
                    b.close();
                });
                frame.fill(&body, ink);
            }
            "burst" => frame.fill(
                &star(c, 3.4 * u, 1.5 * u, 8),
                Color::from_rgb8(0xd9, 0x48, 0x1c),
            ),
            "star" => frame.fill(&star(c, 3.2 * u, 1.3 * u, 5), ink),
            "skull" => {
                frame.fill(&Path::circle(Point::new(c.x, c.y - 0.5 * u), 2.6 * u), ink);
                frame.fill(
                    &Path::rectangle(
                        Point::new(c.x - 1.4 * u, c.y + 1.2 * u),
                        Size::new(2.8 * u, 1.8 * u),
                    ),
                    ink,
                );
                for dx in [-1.0, 1.0] {
                    frame.fill(
                        &Path::circle(Point::new(c.x + dx * u, c.y - 0.6 * u), 0.7 * u),
                        look.body,
                    );
                }
            }
            "flag" => {
                frame.fill(
                    &Path::rectangle(
                        Point::new(c.x - 2.5 * u, c.y - 3.2 * u),
                        Size::new(0.5 * u, 6.4 * u),
                    ),
                    ink,
                );
                let cloth = Path::new(|b| {
                    b.move_to(Point::new(c.x - 2.0 * u, c.y - 3.2 * u));
                    b.line_to(Point::new(c.x + 2.8 * u, c.y - 2.0 * u));
                    b.line_to(Point::new(c.x - 2.0 * u, c.y - 0.4 * u));
                    b.close();
                });
                frame.fill(&cloth, Color::from_rgb8(0xc6, 0x28, 0x28));
            }
            "hq" => text(frame, "HQ", s * 0.36),
            "hit" => frame.fill(&Path::circle(c, 2.6 * u), ink),
            "miss" => frame.stroke(
                &Path::circle(c, 2.6 * u),
                Stroke::default().with_width(0.6 * u).with_color(ink),
            ),
            "shield" => {
                let p = Path::new(|b| {
                    b.move_to(Point::new(c.x - 2.6 * u, c.y - 2.8 * u));
                    b.line_to(Point::new(c.x + 2.6 * u, c.y - 2.8 * u));
                    b.line_to(Point::new(c.x + 2.4 * u, c.y + 0.6 * u));
                    b.line_to(Point::new(c.x, c.y + 3.2 * u));
                    b.line_to(Point::new(c.x - 2.4 * u, c.y + 0.6 * u));
                    b.close();
                });
                frame.fill(&p, ink);
            }
            "medal" => {
                frame.fill(
                    &Path::rectangle(
                        Point::new(c.x - 1.0 * u, c.y - 3.4 * u),
                        Size::new(2.0 * u, 2.6 * u),
                    ),
                    Color::from_rgb8(0x2f, 0x5d, 0xa8),
                );
                frame.fill(
                    &Path::circle(Point::new(c.x, c.y + 1.0 * u), 2.2 * u),
                    Color::from_rgb8(0xd4, 0xa0, 0x17),
                );
            }
            "grenade" => {
                frame.fill(&Path::circle(Point::new(c.x, c.y + 0.8 * u), 2.4 * u), ink);
                frame.fill(
                    &Path::rectangle(
                        Point::new(c.x - 0.8 * u, c.y - 2.8 * u),
                        Size::new(1.6 * u, 1.4 * u),
                    ),
                    ink,
                );
            }
            "tank" => {
                frame.fill(
                    &Path::rectangle(Point::new(c.x - 3.0 * u, c.y), Size::new(6.0 * u, 2.0 * u)),
                    ink,
                );
                frame.fill(
                    &Path::rectangle(
                        Point::new(c.x - 1.4 * u, c.y - 1.4 * u),
                        Size::new(2.8 * u, 1.4 * u),
                    ),
                    ink,
                );
                frame.fill(
                    &Path::rectangle(
                        Point::new(c.x + 1.4 * u, c.y - 1.0 * u),
                        Size::new(2.2 * u, 0.5 * u),
                    ),
                    ink,
                );
            }
            "cross" => {
                let st = Stroke::default().with_width(0.9 * u).with_color(ink);
                frame.stroke(
                    &Path::line(
                        c + Vector::new(-2.4 * u, -2.4 * u),
                        c + Vector::new(2.4 * u, 2.4 * u),
                    ),
                    st,
                );
                frame.stroke(
                    &Path::line(
                        c + Vector::new(2.4 * u, -2.4 * u),
                        c + Vector::new(-2.4 * u, 2.4 * u),
                    ),
                    st,
                );
            }
            _ => {}
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colors_parse_or_refuse() {
        assert_eq!(
            parse_color("#ffffff"),
            Some(Color::from_rgb8(255, 255, 255))
        );
        assert_eq!(parse_color("fff"), None);
        assert_eq!(parse_color("#zzzzzz"), None);
    }

    #[test]
    fn numeric_d6_uses_pips_and_d20_numbers() {
        assert_eq!(FaceLook::of(&Die::numeric(6), 3, "").icon, Icon::Pips(4));
        assert_eq!(
            FaceLook::of(&Die::numeric(20), 19, "").icon,
            Icon::Number("20".into())
        );
    }
}
