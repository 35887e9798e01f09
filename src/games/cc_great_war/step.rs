//! One action applied to a CC table, and the upkeep when the turn passes.

use chrono::{DateTime, Utc};

use crate::core::def::GameDef;
use crate::core::log::LogEntry;
use crate::core::table::{ActionError, Table};

use super::actions::CcAction;
use super::medals::add_medal;
use super::state::{HQ, SPENT, TurnFlags};
use super::{card_rolls, cards, cc_mut, hq, medals, rolls, setup};

/// End-of-turn upkeep when the turn passes: HQ paid for Combat cards go back to the common
/// pool (L716), the per-turn limits reset, and the next player is reminded of start-of-turn
/// objective medals (L595-611).
pub fn on_turn_change(def: &GameDef, t: &mut Table, now: DateTime<Utc>) -> Vec<LogEntry> {
    let mut log = vec![];
    if let Some(pool) = t.pools.get(HQ) {
        let spent = pool.held_by(SPENT);
        if spent > 0
            && let Ok(next) = pool.give_back(SPENT, spent)
        {
            log.push(
                LogEntry::new(now, "ccgw-log-spent-returned")
                    .arg("n", spent)
                    .arg("supply", next.supply),
            );
            t.pools.insert(HQ.into(), next);
        }
    }
    if let Ok(cc) = cc_mut(t) {
        cc.turn = TurnFlags::default();
        cc.artillery = None;
    }
    if let Some(side) = def.sides.get(t.cursor.side) {
        log.push(LogEntry::new(now, "ccgw-log-start-turn").msg_arg("side", &side.name));
    }
    log
}

/// Applies `action`: each kind is handled in the file of its topic.
pub fn step(
    def: &GameDef,
    t: &mut Table,
    action: &CcAction,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    if matches!(
        action,
        CcAction::PlayCommand { .. }
            | CcAction::PlayCombat { .. }
            | CcAction::Trade { .. }
            | CcAction::DrawCommand { .. }
    ) {
        cards::recon_discard_first(t)?;
    }
    match action {
        CcAction::Setup(sc) => setup::setup(def, t, sc, now),
        CcAction::ToggleCheck(i) => setup::toggle_check(t, *i, now),
        CcAction::Settings(s) => setup::settings(t, s, now),
        CcAction::Hq {
            side,
            delta,
            reason,
        } => hq::adjust(def, t, side, *delta, *reason, now),
        CcAction::PlayCommand { side, card } => cards::play_command(def, t, side, card, now),
        CcAction::PlayCombat { side, card, cost } => {
            cards::play_combat(def, t, side, card, *cost, now)
        }
        CcAction::EndTurnChoice { side, take_hq } => {
            cards::end_turn_choice(def, t, side, *take_hq, now)
        }
        CcAction::Trade { side, card } => cards::trade(def, t, side, card, now),
        CcAction::DrawCommand { side } => cards::draw_command(def, t, side, now),
        CcAction::DiscardCommand { side, card } => cards::discard_command(def, t, side, card, now),
        CcAction::Battle {
            side,
            situation,
            faces,
        } => rolls::fight_battle(def, t, side, situation, faces, now),
        CcAction::ArtilleryFire {
            side,
            spend,
            strength,
            targeting,
            cards,
        } => {
            let order = rolls::FireOrder {
                spend: *spend,
                strength: *strength,
                targeting,
                cards: *cards,
            };
            rolls::artillery_fire(def, t, side, order, now)
        }
        CcAction::ArtilleryHex {
            index,
            terrain,
            figures,
            faces,
        } => rolls::artillery_hex(def, t, *index, terrain, *figures, faces, now),
        CcAction::ArtillerySkip { index } => rolls::artillery_skip(t, *index, now),
        CcAction::ArtilleryDone => rolls::artillery_done(t, now),
        CcAction::NmlStart { rows } => rolls::nml_start(def, t, rows, now),
        CcAction::NmlRoll { face } => rolls::nml_roll(t, *face, now),
        CcAction::AddMedal { side, kind, note } => add_medal(def, t, side, *kind, note, now),
        CcAction::RemoveMedal { side, index } => medals::remove_medal(def, t, side, *index, now),
        CcAction::CardRoll {
            side,
            card,
            dice,
            faces,
            target_figures,
        } => card_rolls::roll_card(def, t, side, card, *dice, faces, *target_figures, now),
    }
}
