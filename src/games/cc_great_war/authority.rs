//! The rules of the turn, for every door: who may take each of the game's actions now, and
//! the rule that forbids it otherwise. `allowed_now` (what the panels, `play actions` and the
//! phones offer) and `check` (what the engine refuses) both read [`why_not`], so an action
//! taken is always one offered.
//!
//! The turn (L214-228): the scenario's first side opens, then the sides alternate; the side
//! in turn is the active player and follows the five phases in order. It plays its Command
//! card in Phase 1 (L230-232); at End of Turn, Phase 5, it alone draws its new Command card,
//! chooses a Combat card or 2 HQ and may trade a Combat card (L544-556: "queste azioni sono
//! appannaggio del solo giocatore attivo"). A Combat card may be played by either side, one
//! each a turn (L708-719), in the phase its card names: the app does not know every card's
//! phase, so it takes the players' word for it. The No Man's Land bombardment is rolled by
//! the first side before the first turn (set-up steps 12-13, L196-210). The game ends the
//! moment a side reaches the scenario's medals (L579).

use crate::core::actor::Actor;
use crate::core::def::GameDef;
use crate::core::table::{ActionError, Table};

use super::actions::CcAction;
use super::cards::END_TURN_PHASE;
use super::state::CcState;
use super::{active_side, can_play_combat, can_trade, card_rolls, rule};

/// The phase in which the active side plays its Command card (Fase 1, L230-232).
pub const PLAY_CARD_PHASE: &str = "play-card";

/// The side whose turn it is (the active player, L218), once the scenario is set up.
pub fn in_turn(def: &GameDef, t: &Table) -> Option<String> {
    active_side(def, t)
}

/// Whether the game is over: a side has reached the scenario's medals (L579).
pub fn over(t: &Table) -> bool {
    t.extra.get::<CcState>().is_some_and(|s| s.winner.is_some())
}

/// A No Man's Land bombardment started and not yet finished (it comes before the first
/// turn, L196-210).
fn nml_open(s: &CcState) -> bool {
    s.nml.as_ref().is_some_and(|b| !b.done)
}

/// Whether the turn may move on (Next): not while the No Man's Land bombardment is open.
pub fn may_move_on(t: &Table) -> Result<(), ActionError> {
    match t.extra.get::<CcState>() {
        Some(s) if nml_open(s) => Err(rule("ccgw-err-nml-first", vec![])),
        _ => Ok(()),
    }
}

/// The sides whose things the action touches: its `side`; the bombardment's side for the
/// hexes of a Reserve Artillery fire; the first side for No Man's Land (L200). The set-up,
/// the checklist and the settings are the table's (any seat).
pub fn owners(def: &GameDef, t: &Table, action: &CcAction) -> Vec<String> {
    let s = t.extra.get::<CcState>();
    match action {
        CcAction::Setup(_) | CcAction::ToggleCheck(_) | CcAction::Settings(_) => vec![],
        CcAction::ArtilleryHex { .. }
        | CcAction::ArtillerySkip { .. }
        | CcAction::ArtilleryDone => s
            .and_then(|s| s.artillery.as_ref())
            .map(|f| vec![f.side.clone()])
            .unwrap_or_default(),
        CcAction::NmlStart { .. } | CcAction::NmlRoll { .. } => {
            nml_roller(def, t).map(|x| vec![x]).unwrap_or_default()
        }
        other => {
            let v = serde_json::to_value(other).unwrap_or(serde_json::Value::Null);
            crate::games::sides_named(def, &v, 0)
        }
    }
}

/// Who rolls the No Man's Land bombardment: the side that starts the game (L200).
fn nml_roller(def: &GameDef, t: &Table) -> Option<String> {
    t.extra
        .get::<CcState>()
        .and_then(|s| s.scenario.as_ref())
        .map(|sc| sc.first_side.clone())
        .or_else(|| active_side(def, t))
}

/// The side an action is taken for, when it names one.
fn acting_side(action: &CcAction) -> Option<&str> {
    match action {
        CcAction::Hq { side, .. }
        | CcAction::PlayCommand { side, .. }
        | CcAction::PlayCombat { side, .. }
        | CcAction::EndTurnChoice { side, .. }
        | CcAction::Trade { side, .. }
        | CcAction::DrawCommand { side }
        | CcAction::DiscardCommand { side, .. }
        | CcAction::Battle { side, .. }
        | CcAction::ArtilleryFire { side, .. }
        | CcAction::AddMedal { side, .. }
        | CcAction::RemoveMedal { side, .. }
        | CcAction::CardRoll { side, .. } => Some(side),
        _ => None,
    }
}

/// `Rules::check`: the rule of the turn for this very action (for the side it names).
pub fn check(
    def: &GameDef,
    t: &Table,
    action: &CcAction,
    actor: &Actor,
) -> Result<(), ActionError> {
    let v = serde_json::to_value(action).unwrap_or(serde_json::Value::Null);
    let name = crate::games::variant_of(&v);
    if let CcAction::CardRoll { side, card, .. } = action
        && !card_rolls::pending(def, t, side).contains(card)
    {
        // The card's own refusal (no roll on it, not played, already rolled) says more than
        // "nothing to roll": the step on a copy gives it.
        let mut copy = t.clone();
        super::step::step(def, &mut copy, action, chrono::Utc::now())?;
    }
    // Strike First is played in the opponent's turn, after it declared a close combat
    // (L975-977); its defender draws the replacement card at End of Turn, first.
    if let Some(r) = strike_first(def, t, action) {
        return r;
    }
    match acting_side(action) {
        Some(side) => why_not(def, t, &name, &Actor::Side(side.to_string())),
        None => why_not(def, t, &name, actor),
    }
}

/// The turn rules Strike First changes (L975-977), or `None` for the usual ones: the card
/// is played by the side *not* in turn, never by the active one; at End of Turn that side
/// draws its replacement Command card, and before the active player draws.
fn strike_first(def: &GameDef, t: &Table, action: &CcAction) -> Option<Result<(), ActionError>> {
    let s = t.extra.get::<CcState>()?;
    let active = active_side(def, t);
    let phase = t.cursor.phase(&def.phases).map(|p| p.id.as_str());
    match action {
        CcAction::PlayCommand { side, card } if card == super::cards::STRIKE_FIRST => {
            Some(if s.scenario.is_none() || nml_open(s) {
                Err(rule("ccgw-err-not-set-up", vec![]))
            } else if active.as_deref() == Some(side.as_str()) {
                Err(rule("ccgw-err-strike-first-own-turn", vec![]))
            } else if s.turn.strike_first.is_some() {
                Err(rule("ccgw-err-one-command", vec![]))
            } else {
                Ok(())
            })
        }
        CcAction::DrawCommand { side } => match &s.turn.strike_first {
            Some(d) if d == side => Some(if phase != Some(END_TURN_PHASE) {
                Err(rule("ccgw-err-end-phase", vec![]))
            } else if s.turn.strike_first_drawn {
                Err(rule("ccgw-err-drawn", vec![]))
            } else {
                Ok(())
            }),
            Some(_) if !s.turn.strike_first_drawn => {
                Some(Err(rule("ccgw-err-strike-first-draws-first", vec![])))
            }
            _ => None,
        },
        _ => None,
    }
}

/// `Rules::allowed_now`: whether `actor` may take the action named `action` now.
pub fn allowed_now(def: &GameDef, t: &Table, action: &str, actor: &Actor) -> bool {
    why_not(def, t, action, actor).is_ok()
}

/// Whether `side` (or, with `None`, the table for some side) may take `action` now: for the
/// panels, which offer only what the engine takes.
pub fn may(def: &GameDef, t: &Table, action: &str, side: Option<&str>) -> bool {
    let actor = side.map_or(Actor::Table, |s| Actor::Side(s.to_string()));
    allowed_now(def, t, action, &actor)
}

/// Why `actor` may not take the action named `action` now (the rule, with its reference),
/// or `Ok` when it may. For the table, an action that names a side is allowed when it is
/// allowed for some side.
pub fn why_not(def: &GameDef, t: &Table, action: &str, actor: &Actor) -> Result<(), ActionError> {
    let Some(s) = t.extra.get::<CcState>() else {
        return match action {
            "Setup" | "Settings" => Ok(()),
            _ => Err(rule("ccgw-err-not-set-up", vec![])),
        };
    };
    let sides: Vec<String> = match actor.side() {
        Some(x) => vec![x.to_string()],
        None => def.side_ids(),
    };
    let active = active_side(def, t).unwrap_or_default();
    let is_active = sides.contains(&active);
    let phase = t.cursor.phase(&def.phases).map(|p| p.id.as_str());
    let set_up = || {
        if s.scenario.is_some() {
            Ok(())
        } else {
            Err(rule("ccgw-err-not-set-up", vec![]))
        }
    };
    // The turns start once the No Man's Land bombardment is over (L196-210).
    let turn_open = || {
        set_up()?;
        if nml_open(s) {
            return Err(rule("ccgw-err-nml-first", vec![]));
        }
        Ok(())
    };
    let ok_if = |yes: bool, msg: &'static str| if yes { Ok(()) } else { Err(rule(msg, vec![])) };
    let fire = s.artillery.as_ref();
    let fires_mine = || {
        ok_if(
            fire.is_some_and(|f| sides.contains(&f.side)),
            "ccgw-err-fire-not-yours",
        )
    };
    match action {
        // The scenario form is the Set-up tab until the battle starts; then its checklist.
        "Setup" => ok_if(s.scenario.is_none(), "ccgw-err-already-set-up"),
        "Settings" => Ok(()),
        "ToggleCheck" => set_up(),
        "PlayCommand" => {
            turn_open()?;
            ok_if(is_active, "ccgw-err-command-not-active")?;
            ok_if(phase == Some(PLAY_CARD_PHASE), "ccgw-err-command-phase")?;
            ok_if(!s.turn.command_played, "ccgw-err-one-command")
        }
        "PlayCombat" => {
            turn_open()?;
            ok_if(
                sides.iter().any(|x| can_play_combat(t, x).is_ok()),
                "ccgw-err-one-combat",
            )
        }
        "EndTurnChoice" => {
            turn_open()?;
            ok_if(is_active, "ccgw-err-not-active")?;
            ok_if(phase == Some(END_TURN_PHASE), "ccgw-err-end-phase")?;
            ok_if(!s.turn.end_choice_made, "ccgw-err-choice-made")
        }
        "Trade" => {
            turn_open()?;
            ok_if(is_active, "ccgw-err-trade-not-active")?;
            can_trade(def, t, &active)
        }
        "DrawCommand" => {
            turn_open()?;
            ok_if(is_active, "ccgw-err-draw-not-active")?;
            ok_if(phase == Some(END_TURN_PHASE), "ccgw-err-end-phase")?;
            ok_if(!s.turn.command_drawn, "ccgw-err-drawn")
        }
        "ArtilleryFire" => ok_if(fire.is_none(), "ccgw-err-fire-open"),
        "ArtilleryHex" | "ArtillerySkip" => {
            ok_if(fire.is_some(), "ccgw-err-no-fire")?;
            fires_mine()?;
            ok_if(
                fire.is_some_and(|f| f.next_hex().is_some()),
                "ccgw-err-fire-all-rolled",
            )
        }
        "ArtilleryDone" => {
            ok_if(fire.is_some(), "ccgw-err-no-fire")?;
            fires_mine()
        }
        "NmlStart" | "NmlRoll" => {
            let roller = nml_roller(def, t).unwrap_or_default();
            ok_if(sides.contains(&roller), "ccgw-err-nml-roller")?;
            match (action, s.nml.as_ref()) {
                ("NmlStart", b) => ok_if(b.is_none_or(|b| b.done), "ccgw-err-nml-open"),
                (_, None) => Err(rule("ccgw-err-no-nml", vec![])),
                (_, Some(b)) => ok_if(!b.done, "ccgw-err-nml-done"),
            }
        }
        "RemoveMedal" => ok_if(
            sides
                .iter()
                .any(|x| s.medals.get(x).is_some_and(|m| !m.is_empty())),
            "ccgw-err-no-medal",
        ),
        "CardRoll" => ok_if(
            sides
                .iter()
                .any(|x| !card_rolls::pending(def, t, x).is_empty()),
            "ccgw-err-no-card-roll-waiting",
        ),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use chrono::Utc;

    use super::*;
    use crate::core::table::{TableAction, check as engine_check, step};
    use crate::games::{Game, GameAction};

    use super::super::state::Scenario;
    use super::super::{ID, RULES};

    type A = TableAction<GameAction>;

    fn def() -> GameDef {
        crate::games::embedded_content()
            .game(ID)
            .cloned()
            .expect("cc-great-war data")
    }

    fn table(def: &GameDef) -> Table {
        let mut t = Table::new(def, 5);
        t.extra = RULES.new_extra(def, &mut t);
        t
    }

    fn game(a: CcAction) -> A {
        TableAction::Game(GameAction::new(ID, &a))
    }

    fn side(s: &str) -> Actor {
        Actor::Side(s.to_string())
    }

    /// Applies `a` for `actor`, which must be taken.
    fn go(def: &GameDef, t: &mut Table, a: &A, actor: &Actor) {
        let (next, _) = step(def, t, a, &RULES, actor, Utc::now()).expect("taken");
        *t = next;
    }

    /// The message id of the refusal of `a` for `actor` (the table must be unchanged).
    fn refused(def: &GameDef, t: &Table, a: &A, actor: &Actor) -> &'static str {
        let before = t.clone();
        let e = step(def, t, a, &RULES, actor, Utc::now()).expect_err("refused");
        assert_eq!(*t, before);
        match e {
            ActionError::Rule(id, _) => id,
            other => panic!("not a rule: {other:?}"),
        }
    }

    fn set_up(def: &GameDef, nml: bool) -> Table {
        let mut t = table(def);
        let mut sc = Scenario::blank(&def.side_ids());
        if nml {
            sc.nml_rows = vec![12];
        }
        go(def, &mut t, &game(CcAction::Setup(sc)), &Actor::Table);
        t
    }

    fn to_phase(def: &GameDef, t: &mut Table, id: &str) {
        while t.cursor.phase(&def.phases).map(|p| p.id.as_str()) != Some(id) {
            go(def, t, &A::NextPhase, &Actor::Table);
        }
    }

    fn hand(t: &Table, deck: &str, side: &str) -> Vec<String> {
        t.decks[deck].hands.get(side).cloned().unwrap_or_default()
    }

    #[test]
    fn only_the_active_side_draws_its_command_card_at_the_end_of_its_turn() {
        let d = def();
        let mut t = set_up(&d, false);
        let draw_central = game(CcAction::DrawCommand {
            side: "central".into(),
        });
        let draw_allies = game(CcAction::DrawCommand {
            side: "allies".into(),
        });
        // Phase 1: nobody draws yet (L546), and the side not in turn never does (L556).
        assert_eq!(
            refused(&d, &t, &draw_allies, &side("allies")),
            "ccgw-err-end-phase"
        );
        assert_eq!(
            refused(&d, &t, &draw_allies, &Actor::Table),
            "ccgw-err-end-phase"
        );
        to_phase(&d, &mut t, END_TURN_PHASE);
        assert_eq!(
            refused(&d, &t, &draw_central, &side("central")),
            "ccgw-err-draw-not-active"
        );
        assert_eq!(
            refused(&d, &t, &draw_central, &Actor::Table),
            "ccgw-err-draw-not-active"
        );
        // A seat acts only for itself.
        assert_eq!(
            refused(&d, &t, &draw_allies, &side("central")),
            "err-actor-other-side"
        );
        assert!(!allowed_now(&d, &t, "DrawCommand", &side("central")));
        assert!(allowed_now(&d, &t, "DrawCommand", &side("allies")));
        go(&d, &mut t, &draw_allies, &side("allies"));
        assert_eq!(
            refused(&d, &t, &draw_allies, &side("allies")),
            "ccgw-err-drawn"
        );
    }

    #[test]
    fn the_end_of_turn_choice_belongs_to_phase_5_and_the_active_side() {
        let d = def();
        let mut t = set_up(&d, false);
        let take = |s: &str| {
            game(CcAction::EndTurnChoice {
                side: s.into(),
                take_hq: true,
            })
        };
        assert_eq!(
            refused(&d, &t, &take("allies"), &side("allies")),
            "ccgw-err-end-phase"
        );
        assert!(!allowed_now(&d, &t, "EndTurnChoice", &Actor::Table));
        to_phase(&d, &mut t, END_TURN_PHASE);
        assert_eq!(
            refused(&d, &t, &take("central"), &Actor::Table),
            "ccgw-err-not-active"
        );
        assert!(!allowed_now(&d, &t, "EndTurnChoice", &side("central")));
        assert!(allowed_now(&d, &t, "EndTurnChoice", &Actor::Table));
        go(&d, &mut t, &take("allies"), &side("allies"));
        assert_eq!(
            refused(&d, &t, &take("allies"), &side("allies")),
            "ccgw-err-choice-made"
        );
    }

    #[test]
    fn the_command_card_is_the_active_sides_in_phase_1() {
        let d = def();
        let mut t = set_up(&d, false);
        let mine = hand(&t, "command", "allies")[0].clone();
        let theirs = hand(&t, "command", "central")[0].clone();
        assert!(allowed_now(&d, &t, "PlayCommand", &side("allies")));
        assert!(!allowed_now(&d, &t, "PlayCommand", &side("central")));
        assert_eq!(
            refused(
                &d,
                &t,
                &game(CcAction::PlayCommand {
                    side: "central".into(),
                    card: theirs
                }),
                &side("central")
            ),
            "ccgw-err-command-not-active"
        );
        let play = game(CcAction::PlayCommand {
            side: "allies".into(),
            card: mine,
        });
        to_phase(&d, &mut t, "order");
        assert_eq!(
            refused(&d, &t, &play, &side("allies")),
            "ccgw-err-command-phase"
        );
    }

    #[test]
    fn a_combat_card_is_played_by_either_side_once_each() {
        let d = def();
        let t = set_up(&d, false);
        // Out of turn too (L708-719).
        assert!(allowed_now(&d, &t, "PlayCombat", &side("central")));
        let card = hand(&t, "combat", "central")[0].clone();
        let mut t2 = t.clone();
        let play = game(CcAction::PlayCombat {
            side: "central".into(),
            card,
            cost: 0,
        });
        go(&d, &mut t2, &play, &side("central"));
        assert!(!allowed_now(&d, &t2, "PlayCombat", &side("central")));
        assert!(allowed_now(&d, &t2, "PlayCombat", &side("allies")));
    }

    #[test]
    fn the_game_ends_with_the_medals_to_win() {
        let d = def();
        let mut t = set_up(&d, false);
        assert!(!over(&t));
        for _ in 0..6 {
            go(
                &d,
                &mut t,
                &game(CcAction::AddMedal {
                    side: "allies".into(),
                    kind: super::super::MedalKind::Unit,
                    note: String::new(),
                }),
                &side("allies"),
            );
        }
        assert!(over(&t));
        assert_eq!(
            refused(&d, &t, &A::NextPhase, &side("allies")),
            "err-game-over"
        );
        let medal = game(CcAction::AddMedal {
            side: "central".into(),
            kind: super::super::MedalKind::Unit,
            note: String::new(),
        });
        assert_eq!(refused(&d, &t, &medal, &Actor::Table), "err-game-over");
        assert!(engine_check(&d, &t, &A::Note("gg".into()), &RULES, &side("central")).is_ok());
    }

    #[test]
    fn the_first_turn_waits_for_the_no_mans_land_bombardment() {
        let d = def();
        let mut t = set_up(&d, true);
        assert_eq!(
            refused(&d, &t, &A::NextPhase, &Actor::Table),
            "ccgw-err-nml-first"
        );
        let card = hand(&t, "command", "allies")[0].clone();
        let play = game(CcAction::PlayCommand {
            side: "allies".into(),
            card,
        });
        assert_eq!(refused(&d, &t, &play, &Actor::Table), "ccgw-err-nml-first");
        // The first side rolls it (L200), not the other seat.
        let roll = game(CcAction::NmlRoll { face: Some(6) });
        assert_eq!(
            refused(&d, &t, &roll, &side("central")),
            "err-actor-other-side"
        );
        while state_of(&t).nml.as_ref().is_some_and(|b| !b.done) {
            go(&d, &mut t, &roll, &side("allies"));
        }
        go(&d, &mut t, &A::NextPhase, &side("allies"));
        go(&d, &mut t, &play, &side("allies"));
    }

    fn state_of(t: &Table) -> &CcState {
        t.extra.get::<CcState>().expect("state")
    }

    #[test]
    fn the_turn_is_the_active_sides_and_the_set_up_is_the_tables() {
        let d = def();
        let t = table(&d);
        // Any seat may set the table up, whatever side opens.
        assert!(allowed_now(&d, &t, "Setup", &side("central")));
        let mut sc = Scenario::blank(&d.side_ids());
        sc.first_side = "central".into();
        let mut t2 = t.clone();
        go(&d, &mut t2, &game(CcAction::Setup(sc)), &side("allies"));
        assert_eq!(in_turn(&d, &t2).as_deref(), Some("central"));
        assert_eq!(
            refused(&d, &t2, &A::NextPhase, &side("allies")),
            "err-actor-not-your-turn"
        );
        go(&d, &mut t2, &A::NextPhase, &side("central"));
        go(
            &d,
            &mut t2,
            &game(CcAction::ToggleCheck(0)),
            &side("allies"),
        );
    }
}
