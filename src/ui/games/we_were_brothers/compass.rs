//! The 1–6 hex compass of a scatter or drift (L550, L896): side 1 points downwind (the
//! mission's wind; for air support, the direction the aircraft attack from), then the numbers
//! go round clockwise (the diagram is lost, digest §14.28: the app's reading). The landing hex
//! is drawn at the drift's distance in the rolled direction. The drawing is the shared compass
//! widget.

use iced::Element;

use crate::ui::widgets::compass::{Rose, compass as rose};

/// The screen bearing of compass side `k` (1–6), degrees clockwise from up: side 1 toward the
/// wind (`wind` 1–6, side 1 at the top by default), then clockwise.
fn bearing(k: u8, wind: u8) -> f32 {
    let turn = (i32::from(k) - 1 + i32::from(wind.max(1)) - 1).rem_euclid(6);
    60.0 * turn as f32
}

/// The compass with the rolled direction and the landing hex (`dir` None: just the compass).
pub fn compass<'a, M: 'a>(dir: Option<u8>, distance: u8, wind: u8, size: f32) -> Element<'a, M> {
    rose(
        Rose {
            bearings: std::array::from_fn(|i| bearing(i as u8 + 1, wind)),
            hit: dir.map(|d| (d, distance)),
            arrow: None,
            first_mark: Some("➜".into()),
        },
        size,
    )
}

#[cfg(test)]
mod tests {
    use super::bearing;

    #[test]
    fn side_one_points_downwind_then_clockwise() {
        assert_eq!(bearing(1, 1), 0.0);
        assert_eq!(bearing(2, 1), 60.0);
        assert_eq!(bearing(4, 1), 180.0);
        // The wind turned one side: every number turns with it.
        assert_eq!(bearing(1, 2), 60.0);
        assert_eq!(bearing(6, 2), 0.0);
    }
}
