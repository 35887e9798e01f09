//! Icons for tabs, tools, sides and unit statuses, drawn from Adjutant Icons: a font cut from
//! Lucide (ISC licence, assets/fonts/LICENSE-Lucide.txt) by `scripts/make-icon-font` and
//! shipped inside the app, so no icon depends on the tablet's own fonts.
//!
//! Each `Icon` is named for what it means in the app, not for its picture. Its glyph is at
//! U+E000 plus its place in `Icon::ALL` (the Private Use Area), the order of the script's
//! table: new icons go at the end. `tests/icons.rs` checks the font has every one.

use iced::Font;
use iced::widget::{Text, text};

/// The font the icons are in, loaded with the app (`ICON_FONT`).
pub const FONT: Font = Font::with_name("Adjutant Icons");

/// The icon font's bytes (assets/fonts/AdjutantIcons.ttf).
pub const ICON_FONT: &[u8] = include_bytes!("../../assets/fonts/AdjutantIcons.ttf");

/// The first codepoint of the icons.
const FIRST: u32 = 0xE000;

/// An icon, by what it stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Icon {
    /// The home screen.
    Home,
    /// Going back a screen.
    Back,
    /// The next step, phase or player.
    Next,
    /// The settings.
    Settings,
    /// The rules reference.
    Rules,
    /// A campaign or scenario book.
    Campaign,
    /// The game log, the history of what happened.
    Log,
    /// The players at the table.
    Players,
    /// A player's phone.
    Phone,
    /// Hosting the table for phones.
    Host,
    /// The join code to scan.
    QrCode,
    /// Searching.
    Search,
    /// Saving the game.
    Save,
    /// Opening a saved game.
    Open,
    /// Deleting.
    Delete,
    /// Editing.
    Edit,
    /// Undoing the last action.
    Undo,
    /// Redoing an undone action.
    Redo,
    /// Closing a panel or dialogue.
    Close,
    /// More tools (the rare ones).
    More,
    /// The language.
    Language,
    /// Light or dark.
    Theme,
    /// Starting or resuming a game.
    Play,
    /// The set-up of a game or battle.
    Setup,
    /// The state of the units.
    Status,
    /// A note or explanation.
    Info,
    /// A warning.
    Warning,
    /// A roll or check that succeeded.
    Success,
    /// A roll or check that failed.
    Failure,
    /// Done, ticked.
    Check,
    /// One more.
    Plus,
    /// One fewer.
    Minus,
    /// The turn.
    Turn,
    /// The round.
    Round,
    /// Time, the clock.
    Clock,
    /// Time running out.
    Timer,
    /// Rolling dice.
    Dice,
    /// One card.
    Card,
    /// The deck.
    Deck,
    /// A hand of cards, playing a card.
    Hand,
    /// A random pick.
    Random,
    /// Fire, an attack at range.
    Fire,
    /// Assault, close combat, melee.
    Assault,
    /// Artillery, a barrage.
    Artillery,
    /// A grenade, a blast.
    Grenade,
    /// An ambush, hidden units.
    Ambush,
    /// Defence, cover.
    Defence,
    /// Morale.
    Morale,
    /// Rallying.
    Rally,
    /// A side of the battle.
    Side,
    /// A medic, care for the wounded.
    Medic,
    /// Movement.
    Movement,
    /// Command, orders.
    Command,
    /// Promotion, experience.
    Promotion,
    /// Repairing a weapon.
    Repair,
    /// Special actions and abilities.
    Special,
    /// Resolving an action.
    Resolution,
    /// A wound.
    Wound,
    /// Bleeding.
    Bleeding,
    /// A wound stabilised.
    Stabilised,
    /// Unconscious.
    Unconscious,
    /// Shaken.
    Shaken,
    /// Suppressed.
    Suppressed,
    /// Pinned.
    Pinned,
    /// Disrupted.
    Disrupted,
    /// Routed, running away.
    Routed,
    /// Broken (morale).
    Broken,
    /// Eliminated, killed.
    Eliminated,
    /// The units, the roster.
    Units,
    /// A leader, an officer.
    Leader,
    /// A vehicle.
    Vehicle,
    /// Ammunition, supplies.
    Ammo,
    /// Money.
    Money,
    /// A fort.
    Fort,
    /// A trench, digging in.
    Trench,
    /// A medal (a victory point).
    Medal,
    /// Victory.
    Victory,
    /// The map.
    Map,
    /// Terrain.
    Terrain,
}

impl Icon {
    /// Every icon, in the order of their codepoints.
    pub const ALL: [Icon; 79] = [
        Icon::Home,
        Icon::Back,
        Icon::Next,
        Icon::Settings,
        Icon::Rules,
        Icon::Campaign,
        Icon::Log,
        Icon::Players,
        Icon::Phone,
        Icon::Host,
        Icon::QrCode,
        Icon::Search,
        Icon::Save,
        Icon::Open,
        Icon::Delete,
        Icon::Edit,
        Icon::Undo,
        Icon::Redo,
        Icon::Close,
        Icon::More,
        Icon::Language,
        Icon::Theme,
        Icon::Play,
        Icon::Setup,
        Icon::Status,
        Icon::Info,
        Icon::Warning,
        Icon::Success,
        Icon::Failure,
        Icon::Check,
        Icon::Plus,
        Icon::Minus,
        Icon::Turn,
        Icon::Round,
        Icon::Clock,
        Icon::Timer,
        Icon::Dice,
        Icon::Card,
        Icon::Deck,
        Icon::Hand,
        Icon::Random,
        Icon::Fire,
        Icon::Assault,
        Icon::Artillery,
        Icon::Grenade,
        Icon::Ambush,
        Icon::Defence,
        Icon::Morale,
        Icon::Rally,
        Icon::Side,
        Icon::Medic,
        Icon::Movement,
        Icon::Command,
        Icon::Promotion,
        Icon::Repair,
        Icon::Special,
        Icon::Resolution,
        Icon::Wound,
        Icon::Bleeding,
        Icon::Stabilised,
        Icon::Unconscious,
        Icon::Shaken,
        Icon::Suppressed,
        Icon::Pinned,
        Icon::Disrupted,
        Icon::Routed,
        Icon::Broken,
        Icon::Eliminated,
        Icon::Units,
        Icon::Leader,
        Icon::Vehicle,
        Icon::Ammo,
        Icon::Money,
        Icon::Fort,
        Icon::Trench,
        Icon::Medal,
        Icon::Victory,
        Icon::Map,
        Icon::Terrain,
    ];

    /// The character that draws the icon in `FONT`.
    pub fn glyph(self) -> char {
        // The discriminants count from 0 in the order of ALL, well inside the Private Use Area.
        char::from_u32(FIRST + self as u32).unwrap_or('\u{E000}')
    }

    /// The Lucide icon it is drawn from (lucide.dev/icons), as named in the script's table.
    pub fn lucide_name(self) -> &'static str {
        match self {
            Icon::Home => "house",
            Icon::Back => "arrow-left",
            Icon::Next => "step-forward",
            Icon::Settings => "settings",
            Icon::Rules => "book",
            Icon::Campaign => "book-open",
            Icon::Log => "history",
            Icon::Players => "users",
            Icon::Phone => "smartphone",
            Icon::Host => "wifi",
            Icon::QrCode => "qr-code",
            Icon::Search => "search",
            Icon::Save => "save",
            Icon::Open => "folder-open",
            Icon::Delete => "trash-2",
            Icon::Edit => "pencil",
            Icon::Undo => "undo-2",
            Icon::Redo => "redo-2",
            Icon::Close => "x",
            Icon::More => "ellipsis",
            Icon::Language => "languages",
            Icon::Theme => "sun-moon",
            Icon::Play => "play",
            Icon::Setup => "sliders-horizontal",
            Icon::Status => "activity",
            Icon::Info => "info",
            Icon::Warning => "triangle-alert",
            Icon::Success => "circle-check",
            Icon::Failure => "circle-x",
            Icon::Check => "check",
            Icon::Plus => "plus",
            Icon::Minus => "minus",
            Icon::Turn => "rotate-cw",
            Icon::Round => "repeat",
            Icon::Clock => "clock",
            Icon::Timer => "hourglass",
            Icon::Dice => "dices",
            Icon::Card => "playing-card",
            Icon::Deck => "playing-cards",
            Icon::Hand => "playing-cards-fan",
            Icon::Random => "shuffle",
            Icon::Fire => "crosshair",
            Icon::Assault => "swords",
            Icon::Artillery => "bomb",
            Icon::Grenade => "flame",
            Icon::Ambush => "eye-off",
            Icon::Defence => "shield",
            Icon::Morale => "heart",
            Icon::Rally => "flag",
            Icon::Side => "flag-triangle-right",
            Icon::Medic => "briefcase-medical",
            Icon::Movement => "footprints",
            Icon::Command => "megaphone",
            Icon::Promotion => "chevrons-up",
            Icon::Repair => "wrench",
            Icon::Special => "sparkles",
            Icon::Resolution => "scale",
            Icon::Wound => "droplet",
            Icon::Bleeding => "droplets",
            Icon::Stabilised => "bandage",
            Icon::Unconscious => "eye-closed",
            Icon::Shaken => "circle-alert",
            Icon::Suppressed => "arrow-down-to-line",
            Icon::Pinned => "pin",
            Icon::Disrupted => "ban",
            Icon::Routed => "person-running",
            Icon::Broken => "heart-crack",
            Icon::Eliminated => "skull",
            Icon::Units => "users-round",
            Icon::Leader => "star",
            Icon::Vehicle => "truck",
            Icon::Ammo => "package",
            Icon::Money => "coins",
            Icon::Fort => "castle",
            Icon::Trench => "shovel",
            Icon::Medal => "medal",
            Icon::Victory => "trophy",
            Icon::Map => "map",
            Icon::Terrain => "mountain",
        }
    }
}

/// The icon as text `size` pixels high, in the icon font; colour and alignment as any text.
pub fn icon<'a>(i: Icon, size: f32) -> Text<'a> {
    text(i.glyph().to_string())
        .font(FONT)
        .size(size)
        .line_height(1.0)
}
