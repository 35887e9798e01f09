//! Adjutant's design language in code (written out in `docs/design.md`): the tokens (type
//! scale, spacing scale, corner radii, the touch size), the colour roles of both themes, and
//! the components every screen is built from. Screens take their sizes, spaces and colours
//! from here and nowhere else; `tests/design_lint.rs` tells when one does not.

pub mod colour;
pub mod component;
pub mod style;

pub use colour::{Roles, Tone, roles};
pub use component::{
    chip, choice_grid, ghost_button, icon_label, plain_button, primary_button, segmented,
    segmented_fixed, stepper_round, tab_strip_icons,
};

/// The smallest touch target, in logical pixels: 49 stays above 44 even at the smallest text
/// size (0.9 scales the whole window).
pub const TOUCH: f32 = 49.0;

/// A text field's padding (vertical, horizontal): a field with a control's words
/// ([`font::CONTROL`]) or larger is at least a touch high, at every text size.
pub const FIELD_PAD: [f32; 2] = [14.0, 12.0];

/// The type scale, in logical pixels. Each step is a role, not a size to pick by eye:
/// the answer of a resolution is set in [`font::DISPLAY`], at least twice [`font::BODY`], so
/// it is the largest text on any screen.
pub mod font {
    /// The answer of a resolution.
    pub const DISPLAY: f32 = 40.0;
    /// A screen's title, a winner, a die pad's big face.
    pub const HEADLINE: f32 = 26.0;
    /// A panel's title.
    pub const TITLE: f32 = 22.0;
    /// A value that matters (a stepper's value, a counter) and a section's lead.
    pub const LEAD: f32 = 20.0;
    /// A control's label (buttons, chips, segments).
    pub const CONTROL: f32 = 18.0;
    /// Running text.
    pub const BODY: f32 = 17.0;
    /// A label beside a control, a tab's label.
    pub const LABEL: f32 = 16.0;
    /// Secondary lines: a list's second line, a field's hint.
    pub const SMALL: f32 = 15.0;
    /// Notes, sources, the working's fine print.
    pub const CAPTION: f32 = 14.0;
    /// Marks inside small pictures (a die's caption, a roll mark).
    pub const MICRO: f32 = 12.0;
    /// A code to be read across the table and typed on a phone (the join code).
    pub const CODE: f32 = 64.0;
}

/// The spacing scale, in logical pixels, for the spaces between things and inside them.
pub mod space {
    /// Between lines of one thing (a label and its value).
    pub const HAIR: f32 = 2.0;
    pub const XS: f32 = 4.0;
    /// Between the controls of a group.
    pub const S: f32 = 6.0;
    /// Between items of a list, inside a chip.
    pub const M: f32 = 8.0;
    /// Between groups; inside a panel.
    pub const L: f32 = 12.0;
    /// Between sections; a button's side padding.
    pub const XL: f32 = 16.0;
    /// Around a screen's main blocks.
    pub const XXL: f32 = 24.0;
    /// Inside the dock's die pad: the pads keep their keys' size and place (a die of twelve
    /// faces wraps 7 + 5 in the landscape dock).
    pub const PAD: f32 = 10.0;
}

/// Corner radii.
pub mod radius {
    /// Small marks (a roll mark, an odds bar).
    pub const S: f32 = 4.0;
    /// Buttons, segments, banners.
    pub const M: f32 = 8.0;
    /// Panels and the result card.
    pub const L: f32 = 12.0;
    /// Chips: fully round ends at the touch height.
    pub const PILL: f32 = 24.5;
}
