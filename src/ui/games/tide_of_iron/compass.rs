//! The drift compass drawn on screen: the red die's six faces at the bearings of
//! `compass.json`, turned so the scenario's North points where it does on the table; the face
//! rolled is highlighted with the hexes drifted. The drawing is the shared compass widget.

use iced::Element;

use crate::games::tide_of_iron::artillery::Compass;
use crate::ui::widgets::compass::{Rose, compass as rose};

/// The compass at `size` pixels: `hit` is the red face rolled and the hexes drifted.
pub fn compass<'a, Message: 'a>(
    loc: &crate::i18n::Localizer,
    compass: Compass,
    north: u16,
    hit: Option<(u8, u8)>,
    size: f32,
) -> Element<'a, Message> {
    let turned = |deg: u16| ((u32::from(deg) + u32::from(north)) % 360) as f32;
    let bearings = std::array::from_fn(|i| turned(compass.bearings[i]));
    rose(
        Rose {
            bearings,
            hit,
            arrow: Some((turned(0), loc.t("toi-ui-north-letter"))),
            first_mark: None,
        },
        size,
    )
}
