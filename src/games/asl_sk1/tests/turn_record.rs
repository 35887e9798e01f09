//! The turn record: marker reminders at each phase, the last turn and half turns.

use super::*;

#[test]
fn reminders_follow_the_marker_table() {
    let d = data();
    let off = |prev: &str, phase: &str| -> Vec<String> {
        reminders(&d, Some(prev), phase)
            .into_iter()
            .filter(|r| r.off)
            .map(|r| r.marker)
            .collect()
    };
    assert_eq!(off("advancing-fire", "rout"), vec!["prep-fire"]);
    assert_eq!(
        off("defensive-fire", "advancing-fire"),
        vec!["first-fire", "final-fire"]
    );
    assert_eq!(off("close-combat", "rally"), vec!["pin", "cc"]);
    assert_eq!(off("rally", "prep-fire"), vec!["dm"]);
    let mph = off("prep-fire", "movement");
    assert_eq!(mph, vec!["cx"]);
    assert_eq!(off("movement", "defensive-fire"), vec!["residual", "smoke"]);
}

#[test]
fn turn_record_end_and_half_turns() {
    let s = AslState {
        turns: Some(5),
        half_last: true,
        first_attacker: 1,
        ..Default::default()
    };
    assert_eq!(s.attacker(0), 1);
    assert_eq!(s.attacker(1), 0);
    assert!(!s.ended(5, 0));
    assert!(s.ended(5, 1));
    assert!(s.ended(6, 0));
    let full = AslState {
        half_last: false,
        ..s
    };
    assert!(!full.ended(5, 1));
}
