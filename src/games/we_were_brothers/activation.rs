//! Recovering at activation (4.0, L190 and L199): "al momento dell'attivazione del singolo
//! soldato, l'eventuale marker Scosso di quel soldato deve essere eliminato e quello Soppresso
//! deve essere girato sul lato Scosso, come unica azione che il soldato può compiere nel corso
//! della fase", in the Fire phase and in the Movement phase alike. The men activate at each of
//! those phases' activation step: when the turn reaches it, the app recovers every shaken or
//! suppressed man who is still fighting, one step each, and the log names each man and what
//! changed (or that no marker changed). A man recovers once a phase: one who is suppressed
//! later in the phase, before his own activation, is recovered by hand (`recover`).

use super::kinds::Status;
use super::squad::Fate;
use super::state::{Who, WwbState};
use crate::core::def::GameDef;
use crate::core::log::Line;
use crate::core::phases::Cursor;

/// The phases whose activations recover a man (L190, L199), and the step where they do.
pub const PHASES: [&str; 2] = ["fire", "movement"];
pub const STEP: &str = "recover-status";

/// The activation steps the cursor reached or passed moving forward from `before` to `after`
/// (each as round, phase id): at most a few, in order.
fn reached(def: &GameDef, before: Cursor, after: Cursor) -> Vec<(u32, String)> {
    let mut out = vec![];
    let from = (before.round, before.phase, before.step);
    let to = (after.round, after.phase, after.step);
    for round in before.round..=after.round {
        for (pi, p) in def.phases.phases.iter().enumerate() {
            if !PHASES.contains(&p.id.as_str()) {
                continue;
            }
            let Some(si) = p.steps.iter().position(|x| x.id == STEP) else {
                continue;
            };
            let at = (round, pi, si);
            if from < at && at <= to {
                out.push((round, p.id.clone()));
            }
        }
    }
    out
}

/// The men's activation in each activation step the turn reached (`before` → the table's
/// cursor): every fighting man who is shaken loses the marker, every suppressed one turns to
/// Shaken, once per phase and turn. The lines name each man changed, or say none was.
pub fn on_cursor_move(def: &GameDef, s: &mut WwbState, before: Cursor, after: Cursor) -> Vec<Line> {
    let mut out = vec![];
    for (round, phase) in reached(def, before, after) {
        // Only this turn's (the turn's bookkeeping is cleared as a new one starts).
        if round != after.round || s.turn.activated.contains(&phase) {
            continue;
        }
        s.turn.activated.push(phase.clone());
        let name = def
            .phases
            .phases
            .iter()
            .find(|p| p.id == phase)
            .map(|p| p.name.clone())
            .unwrap_or_default();
        let mut changed = 0;
        for q in 0..s.squads.len() {
            for i in 0..s.squads[q].soldiers.len() {
                let who = Who {
                    squad: q,
                    soldier: i,
                };
                if let Some(line) = recover(s, who, &phase) {
                    out.push(line.msg_arg("phase", &name));
                    changed += 1;
                }
            }
        }
        if changed == 0 {
            out.push(Line::new("wwb-log-activation-none").msg_arg("phase", &name));
        }
    }
    out
}

/// Whether `who` already recovered at his activation in `phase` this turn.
pub fn recovered(s: &WwbState, who: Who, phase: &str) -> bool {
    s.turn
        .recovered
        .iter()
        .any(|(p, w)| p == phase && *w == who)
}

/// Whether `who` may still recover one step by hand now (`recover`): a fighting man, shaken
/// or suppressed, who has not recovered in this phase yet.
pub fn may_recover(def: &GameDef, cursor: Cursor, s: &WwbState, who: Who) -> bool {
    let phase = def
        .phases
        .phases
        .get(cursor.phase)
        .map_or("", |p| p.id.as_str());
    s.soldier(who).is_some_and(|so| {
        so.fate == Fate::Fighting && matches!(so.status, Some(Status::Shaken | Status::Suppressed))
    }) && !recovered(s, who, phase)
}

/// One man's recovery at his activation in `phase`: Shaken comes off, Suppressed turns to
/// Shaken; `None` (nothing changed) for a man who is neither, is out of the fight, or already
/// recovered in this phase. The line says which change it was.
pub fn recover(s: &mut WwbState, who: Who, phase: &str) -> Option<Line> {
    if recovered(s, who, phase) {
        return None;
    }
    let label = s.label(who);
    let so = s.soldier_mut(who)?;
    if so.fate != Fate::Fighting {
        return None;
    }
    let msg = match so.status {
        Some(Status::Shaken) => {
            so.status = None;
            "wwb-log-activation-shaken"
        }
        Some(Status::Suppressed) => {
            so.status = Some(Status::Shaken);
            "wwb-log-activation-suppressed"
        }
        _ => return None,
    };
    if PHASES.contains(&phase) {
        s.turn.recovered.push((phase.to_string(), who));
    }
    Some(Line::new(msg).arg("who", label))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn def() -> GameDef {
        crate::games::embedded_content()
            .game(crate::games::we_were_brothers::ID)
            .cloned()
            .expect("we-were-brothers data")
    }

    #[test]
    fn the_activation_steps_reached_are_the_fire_and_movement_ones() {
        let d = def();
        let idx = |id: &str| {
            d.phases
                .phases
                .iter()
                .position(|p| p.id == id)
                .expect("phase")
        };
        let at = |phase: &str, step: usize| Cursor {
            round: 1,
            side: 0,
            phase: idx(phase),
            step,
        };
        // Into the Fire phase's activation step.
        assert_eq!(
            reached(&d, at("fire", 0), at("fire", 1)),
            vec![(1, "fire".to_string())]
        );
        // Past it, and into the Movement phase's, in one step.
        assert_eq!(
            reached(&d, at("fire", 0), at("movement", 0)),
            vec![(1, "fire".to_string()), (1, "movement".to_string())]
        );
        // Within the phase after it, nothing.
        assert!(reached(&d, at("fire", 1), at("fire", 2)).is_empty());
    }
}
