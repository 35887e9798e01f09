//! Keyboard shortcuts: which keys move the phase, undo, redo and roll.

use iced::keyboard::{self, Key, key::Named};

use super::app::Message;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shortcut {
    Next,
    Back,
    Undo,
    Redo,
    Roll,
}

/// The shortcut a key press stands for, as a message.
pub(crate) fn shortcut(event: keyboard::Event) -> Option<Message> {
    let keyboard::Event::KeyPressed { key, modifiers, .. } = event else {
        return None;
    };
    let s = match key.as_ref() {
        Key::Character("z") if modifiers.command() && modifiers.shift() => Shortcut::Redo,
        Key::Character("z") if modifiers.command() => Shortcut::Undo,
        Key::Character("y") if modifiers.command() => Shortcut::Redo,
        Key::Character("r") if !modifiers.command() => Shortcut::Roll,
        Key::Named(Named::Space) => Shortcut::Roll,
        Key::Named(Named::ArrowRight) | Key::Named(Named::PageDown) => Shortcut::Next,
        Key::Character("n") if !modifiers.command() => Shortcut::Next,
        Key::Named(Named::ArrowLeft) | Key::Named(Named::PageUp) => Shortcut::Back,
        _ => return None,
    };
    Some(Message::Shortcut(s))
}

#[cfg(test)]
mod tests {
    use super::*;
    use iced::keyboard::{Location, Modifiers, key::Physical};

    fn press(key: Key, modifiers: Modifiers) -> Option<Shortcut> {
        let event = keyboard::Event::KeyPressed {
            key: key.clone(),
            modified_key: key,
            physical_key: Physical::Unidentified(keyboard::key::NativeCode::Unidentified),
            location: Location::Standard,
            modifiers,
            text: None,
            repeat: false,
        };
        match shortcut(event) {
            Some(Message::Shortcut(s)) => Some(s),
            _ => None,
        }
    }

    fn ch(c: &str) -> Key {
        Key::Character(c.into())
    }

    #[test]
    fn keys_map_to_the_documented_shortcuts() {
        let none = Modifiers::empty();
        let cmd = Modifiers::COMMAND;
        assert_eq!(
            press(Key::Named(Named::ArrowRight), none),
            Some(Shortcut::Next)
        );
        assert_eq!(
            press(Key::Named(Named::PageDown), none),
            Some(Shortcut::Next)
        );
        assert_eq!(press(ch("n"), none), Some(Shortcut::Next));
        assert_eq!(
            press(Key::Named(Named::ArrowLeft), none),
            Some(Shortcut::Back)
        );
        assert_eq!(press(Key::Named(Named::PageUp), none), Some(Shortcut::Back));
        assert_eq!(press(ch("r"), none), Some(Shortcut::Roll));
        assert_eq!(press(Key::Named(Named::Space), none), Some(Shortcut::Roll));
        assert_eq!(press(ch("z"), cmd), Some(Shortcut::Undo));
        assert_eq!(press(ch("y"), cmd), Some(Shortcut::Redo));
        assert_eq!(press(ch("z"), cmd | Modifiers::SHIFT), Some(Shortcut::Redo));
        // Plain letters that are not shortcuts, and Ctrl+R / Ctrl+N, do nothing.
        assert_eq!(press(ch("z"), none), None);
        assert_eq!(press(ch("x"), none), None);
        assert_eq!(press(ch("r"), cmd), None);
        assert_eq!(press(ch("n"), cmd), None);
        // Releasing a key is not a press.
        let release = keyboard::Event::KeyReleased {
            key: ch("r"),
            modified_key: ch("r"),
            physical_key: Physical::Unidentified(keyboard::key::NativeCode::Unidentified),
            location: Location::Standard,
            modifiers: none,
        };
        assert!(shortcut(release).is_none());
    }
}
