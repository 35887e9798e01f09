//! What the panels' messages do: the form changes, or an action for the table.

use super::{Field, Msg, Tab, Ui, cost_shown, go, state};
use crate::core::def::GameDef;
use crate::core::log::Line;
use crate::games::cc_great_war::battle::Crossfirer;
use crate::games::cc_great_war::data::CcData;
use crate::games::cc_great_war::{self as cc, CcAction, CcSettings};
use crate::session::{Action, GameState};
use crate::store::Paths;

/// One of the table's settings changed: kept in the form and sent as an action (undoable).
fn setting(ui: &mut Ui, change: impl FnOnce(&mut CcSettings)) -> Option<Action> {
    change(&mut ui.settings);
    go(CcAction::Settings(ui.settings))
}

fn step_u32(v: u32, delta: i32, max: u32) -> u32 {
    (v as i64 + delta as i64).clamp(0, max as i64) as u32
}

pub fn update(
    def: &GameDef,
    game: &GameState,
    ui: &mut Ui,
    msg: Msg,
    paths: &Paths,
) -> Option<Action> {
    let active = def
        .sides
        .get(game.table.cursor.side)
        .map(|s| s.id.clone())
        .unwrap_or_default();
    match msg {
        Msg::Tab(t) => {
            ui.tab = t;
            if t == Tab::Setup {
                let (p, bad) = cc::presets::list(&paths.home);
                ui.presets = p;
                ui.preset_problems = bad.iter().map(|e| e.to_string()).collect();
            }
            if (t == Tab::Battle || t == Tab::Artillery) && ui.side != active {
                ui.side = active;
                super::pins::reset_all(ui);
            }
        }
        Msg::Name(s) => ui.form.name = s,
        Msg::Count { field, side, delta } => {
            let map = match field {
                Field::Command => &mut ui.form.command_cards,
                Field::Combat => &mut ui.form.combat_cards,
                Field::StartHq => &mut ui.form.start_hq,
            };
            let v = map.entry(side).or_insert(0);
            *v = step_u32(*v, delta, 30);
        }
        Msg::CombatLimit { side, delta } => {
            // Within the bounds the set-up takes (src/games: at least the cards dealt).
            let now = ui.form.combat_limit_of(def, &side);
            let (low, high) = ui.form.combat_limit_bounds(&side);
            let v = (i64::from(now) + i64::from(delta)).clamp(i64::from(low), i64::from(high));
            ui.form
                .combat_limit
                .insert(side, u32::try_from(v).unwrap_or(low));
        }
        Msg::MedalsToWin(d) => {
            ui.form.medals_to_win = step_u32(ui.form.medals_to_win, d, 30).max(1)
        }
        Msg::First(s) => ui.form.first_side = s,
        Msg::ArtAdd { side, strength } => {
            // As many tokens as the box holds (turn.json); Start checks it again.
            let tokens = CcData::of(def).map_or(0, |d| d.turn.artillery_tokens.value as usize);
            let list = ui.form.artillery.entry(side).or_default();
            if list.len() < tokens {
                list.push(strength);
            }
        }
        Msg::ArtRemove { side, index } => {
            if let Some(l) = ui.form.artillery.get_mut(&side)
                && index < l.len()
            {
                l.remove(index);
            }
        }
        Msg::NmlRow { index, delta } => {
            if let Some(r) = ui.form.nml_rows.get_mut(index) {
                *r = step_u32(*r, delta, 12).max(1);
            }
        }
        Msg::NmlAdd => {
            if ui.form.nml_rows.len() < 6 {
                ui.form.nml_rows.push(12);
            }
        }
        Msg::NmlRemove => {
            ui.form.nml_rows.pop();
        }
        Msg::Physical(b) => return setting(ui, |s| s.physical_cards = b),
        Msg::SoldierRule(r) => return setting(ui, |s| s.soldier_rule = r),
        Msg::CraterRule(r) => return setting(ui, |s| s.crater_rule = r),
        Msg::ReconAnyMedal(b) => return setting(ui, |s| s.recon_any_medal = b),
        Msg::MortarBarrageRanged(b) => return setting(ui, |s| s.mortar_barrage_ranged_only = b),
        Msg::BigShowBurst(b) => return setting(ui, |s| s.big_show_burst_orders = b),
        Msg::ReplacementsBurst(b) => return setting(ui, |s| s.replacements_burst_returns = b),
        Msg::HoldOnCratered(b) => return setting(ui, |s| s.hold_on_cratered = b),
        Msg::ShellShortage(r) => return setting(ui, |s| s.shell_shortage = r),
        Msg::SavePreset => match cc::presets::save(&paths.home, &ui.form) {
            Ok(_) => {
                let (p, bad) = cc::presets::list(&paths.home);
                ui.presets = p;
                ui.preset_problems = bad.iter().map(|e| e.to_string()).collect();
                ui.preset_note =
                    Some(Line::new("ccgw-ui-preset-saved").arg("name", ui.form.name.trim()));
                ui.preset_failed = false;
            }
            Err(e) => {
                ui.preset_note = Some(e);
                ui.preset_failed = true;
            }
        },
        Msg::LoadPreset(i) => {
            if let Some(p) = ui.presets.get(i) {
                ui.form = p.clone();
            }
        }
        Msg::Start => return go(CcAction::Setup(ui.form.clone())),
        Msg::Check(i) => return go(CcAction::ToggleCheck(i)),
        Msg::NmlRoll(face) => return go(CcAction::NmlRoll { face }),
        Msg::Reveal(side) => {
            if let Some(i) = ui.revealed.iter().position(|s| *s == side) {
                ui.revealed.remove(i);
            } else {
                ui.revealed.push(side);
            }
        }
        Msg::PlayCommand { side, card } => return go(CcAction::PlayCommand { side, card }),
        Msg::PlayCombat { side, card } => {
            // Whatever the stepper shows is paid, and remembered for next time.
            let cost = state(game).map_or(0, |s| cost_shown(def, s, ui, &card));
            ui.costs.remove(&card);
            return go(CcAction::PlayCombat { side, card, cost });
        }
        Msg::Cost { card, delta } => {
            let now = state(game).map_or(0, |s| cost_shown(def, s, ui, &card));
            ui.costs.insert(card, step_u32(now, delta, 10));
        }
        Msg::Trade { side, card } => return go(CcAction::Trade { side, card }),
        Msg::EndChoice(take_hq) => {
            return go(CcAction::EndTurnChoice {
                side: active,
                take_hq,
            });
        }
        Msg::DrawCommand => return go(CcAction::DrawCommand { side: active }),
        Msg::DiscardCommand { side, card } => return go(CcAction::DiscardCommand { side, card }),
        Msg::HqAmount(d) => ui.hq_amount = step_u32(ui.hq_amount, d, 30).max(1),
        Msg::HqReason(r) => ui.hq_reason = r,
        Msg::Hq { side, sign } => {
            return go(CcAction::Hq {
                side,
                delta: sign * ui.hq_amount as i32,
                reason: ui.hq_reason,
            });
        }
        Msg::Side(s) => {
            if ui.side != s {
                ui.side = s;
                super::pins::reset_all(ui);
            }
        }
        Msg::Pin(p) => super::pins::flip(ui, p),
        Msg::Unit(u) => {
            ui.battle.unit = u;
            ui.battle.cards.clear();
            ui.battle.crossfire.clear();
        }
        Msg::CrossAdd => {
            // At most a side's machine-gun teams (L39, L43): the unit fired and the others.
            let others = CcData::of(def).map_or(0, |d| d.turn.max_crossfire_units.value as usize);
            if ui.battle.crossfire.len() + 1 < others {
                ui.battle.crossfire.push(Crossfirer::new(2));
            }
        }
        Msg::CrossRange { index, delta } => {
            if let Some(c) = ui.battle.crossfire.get_mut(index) {
                c.range = step_u32(c.range, delta, 6).max(2);
            }
        }
        Msg::CrossHex { index, terrain } => {
            if let Some(c) = ui.battle.crossfire.get_mut(index) {
                c.firer_terrain = terrain;
            }
        }
        Msg::CrossRemove(index) => {
            if index < ui.battle.crossfire.len() {
                ui.battle.crossfire.remove(index);
            }
        }
        Msg::Range(d) => ui.battle.range = step_u32(ui.battle.range, d, 6).max(1),
        Msg::Moved(d) => {
            // Up to the most any cards together allow (4: Infantry Assault and Advance Over
            // The Top, or Trench Raid); more is refused with the rule, never clipped.
            let most = CcData::of(def).map_or(2, |d| d.most_move_and_battle());
            ui.battle.moved = step_u32(ui.battle.moved, d, most);
        }
        Msg::Firer(t) => ui.battle.firer_terrain = t,
        Msg::MovedIn => ui.battle.firer_moved_in = !ui.battle.firer_moved_in,
        Msg::Card(c) => {
            if let Some(i) = ui.battle.cards.iter().position(|x| *x == c) {
                ui.battle.cards.remove(i);
            } else {
                ui.battle.cards.push(c);
            }
        }
        Msg::Target(t) => {
            if ui.battle.target_terrain != t {
                ui.battle.target_terrain = t;
                super::pins::reset_target(ui);
            }
        }
        Msg::TargetUnit(u) => {
            if ui.battle.target_unit != u {
                ui.battle.target_unit = u;
                super::pins::reset_target(ui);
            }
        }
        Msg::FromHill => ui.battle.from_hill = !ui.battle.from_hill,
        Msg::Lock => ui.battle.flags_locked = !ui.battle.flags_locked,
        Msg::Armour => ui.battle.body_armour = !ui.battle.body_armour,
        Msg::Hold => ui.battle.hold_at_all_costs = !ui.battle.hold_at_all_costs,
        Msg::Figures(d) => {
            ui.battle.target_figures = match (ui.battle.target_figures, d) {
                (None, d) if d > 0 => Some(1),
                (None, _) => None,
                (Some(1), d) if d < 0 => None,
                (Some(f), d) => Some(step_u32(f, d, 5)),
            }
        }
        Msg::TargetSpecialist => ui.battle.target_specialist = !ui.battle.target_specialist,
        Msg::RetreatRoom(d) => {
            // None (not blocked) below 0, then 0..=10 hexes (the board is 11 deep, L51).
            ui.battle.retreat_room = match (ui.battle.retreat_room, d) {
                (None, d) if d > 0 => Some(0),
                (None, _) => None,
                (Some(0), d) if d < 0 => None,
                (Some(r), d) => Some(step_u32(r, d, 10)),
            }
        }
        Msg::Roll => {
            ui.hand.clear();
            ui.result_phase = Some(crate::ui::games::phase_key(game));
            return go(CcAction::Battle {
                side: ui.side.clone(),
                situation: ui.battle.clone(),
                faces: None,
            });
        }
        Msg::HandMode => ui.hand_mode = !ui.hand_mode,
        Msg::Working => ui.working = !ui.working,
        Msg::Face(f) => {
            // One tap per die: the die that completes the roll records it.
            let cc_state = cc::state(&game.table)?;
            let mut sit = ui.battle.clone();
            sit.no_hq = cc_state.turn.direct_from_hq;
            let dice = cc::battle_odds(def, &sit, &cc_state.settings)
                .map(|(count, _)| count.dice as usize)
                .unwrap_or(0);
            if ui.hand.len() < dice {
                ui.hand.push(f);
            }
            if dice > 0 && ui.hand.len() == dice {
                let faces = std::mem::take(&mut ui.hand);
                ui.result_phase = Some(crate::ui::games::phase_key(game));
                return go(CcAction::Battle {
                    side: ui.side.clone(),
                    situation: ui.battle.clone(),
                    faces: Some(faces),
                });
            }
        }
        Msg::FaceClear => ui.hand.clear(),
        Msg::Record => {
            let faces = std::mem::take(&mut ui.hand);
            ui.result_phase = Some(crate::ui::games::phase_key(game));
            return go(CcAction::Battle {
                side: ui.side.clone(),
                situation: ui.battle.clone(),
                faces: Some(faces),
            });
        }
        Msg::ArtStrength(s) => {
            ui.art_strength = Some(s);
            // The common case: every HQ token held, up to the token's firepower.
            let held = game
                .table
                .pools
                .get(crate::games::cc_great_war::HQ)
                .map_or(0, |p| p.held_by(&ui.side));
            ui.art_spend = s.min(held);
        }
        Msg::ArtSpend(d) => ui.art_spend = step_u32(ui.art_spend, d, ui.art_strength.unwrap_or(0)),
        Msg::ArtBox => ui.art_cards.box_barrage = !ui.art_cards.box_barrage,
        Msg::ArtShort => ui.art_cards.shell_shortage = !ui.art_cards.shell_shortage,
        Msg::ArtHold => ui.art_cards.hold = !ui.art_cards.hold,
        Msg::ArtFire => {
            let strength = ui.art_strength?;
            return go(CcAction::ArtilleryFire {
                side: ui.side.clone(),
                spend: ui.art_spend,
                strength,
                targeting: None,
                cards: ui.art_cards,
            });
        }
        Msg::ArtDie(d) => {
            if (ui.art_dice.len() as u32) < ui.art_spend {
                ui.art_dice.push(d)
            }
            // The last targeting die fires (one tap per die, no "record" tap).
            if ui.art_spend > 0 && ui.art_dice.len() as u32 == ui.art_spend {
                return update(def, game, ui, Msg::ArtFireHand, paths);
            }
        }
        Msg::ArtDiceClear => ui.art_dice.clear(),
        Msg::ArtFireHand => {
            let strength = ui.art_strength?;
            let dice = std::mem::take(&mut ui.art_dice);
            return go(CcAction::ArtilleryFire {
                side: ui.side.clone(),
                spend: dice.len() as u32,
                strength,
                targeting: Some(dice),
                cards: ui.art_cards,
            });
        }
        Msg::HexTerrain(t) => ui.hex_terrain = t,
        Msg::HexFigures(d) => {
            ui.hex_figures = match (ui.hex_figures, d) {
                (None, d) if d > 0 => Some(1),
                (None, _) => None,
                (Some(1), d) if d < 0 => None,
                (Some(f), d) => Some(step_u32(f, d, 5)),
            }
        }
        Msg::HexFace(f) => {
            if ui.hex_faces.len() < 12 {
                ui.hex_faces.push(f)
            }
            // The last die of the hex records it.
            let fire = state(game)?.artillery.as_ref()?;
            let index = fire.next_hex()?;
            let need = crate::games::cc_great_war::artillery::plan_dice(&fire.plan, fire.cards)
                .get(index)
                .copied()
                .unwrap_or(0) as usize;
            if need > 0 && ui.hex_faces.len() == need {
                return update(def, game, ui, Msg::HexRecord, paths);
            }
        }
        Msg::HexFaceClear => ui.hex_faces.clear(),
        Msg::HexRoll | Msg::HexRecord => {
            let index = state(game)?.artillery.as_ref()?.next_hex()?;
            let faces = if matches!(msg, Msg::HexRecord) {
                Some(std::mem::take(&mut ui.hex_faces))
            } else {
                None
            };
            // Wire and no unit: figures 0 tells the rules there is no one to earn HQ from.
            let (terrain, figures) = if ui.hex_wire_only {
                ("wire".to_string(), Some(0))
            } else {
                (ui.hex_terrain.clone(), ui.hex_figures)
            };
            ui.hex_wire_only = false;
            // Each hex is its own situation: the next one starts from open ground, unknown.
            ui.hex_terrain = "open".into();
            ui.hex_figures = None;
            return go(CcAction::ArtilleryHex {
                index,
                terrain,
                figures,
                faces,
            });
        }
        Msg::HexSkip => {
            let index = state(game)?.artillery.as_ref()?.next_hex()?;
            ui.hex_faces.clear();
            ui.hex_wire_only = false;
            return go(CcAction::ArtillerySkip { index });
        }
        Msg::HexWireOnly => ui.hex_wire_only = !ui.hex_wire_only,
        Msg::ArtDone => return go(CcAction::ArtilleryDone),
        Msg::MedalAdd { side, kind } => {
            return go(CcAction::AddMedal {
                side,
                kind,
                note: String::new(),
            });
        }
        Msg::MedalRemove { side, index } => return go(CcAction::RemoveMedal { side, index }),
        Msg::CardRoll { side, card } => {
            let dice = Some(super::card_rolls::dice_for(
                def,
                &game.table,
                ui,
                &side,
                &card,
            ));
            ui.card_faces.clear();
            let target_figures = ui.card_figures.take();
            ui.card_dice = None;
            return go(CcAction::CardRoll {
                side,
                card,
                dice,
                faces: None,
                target_figures,
            });
        }
        Msg::CardFace(f) => {
            // One tap per die: the die that completes the roll records it.
            let (side, card) = super::card_rolls::waiting(def, &game.table)
                .into_iter()
                .next()?;
            let dice = super::card_rolls::dice_for(def, &game.table, ui, &side, &card) as usize;
            if ui.card_faces.len() < dice {
                ui.card_faces.push(f);
            }
            if dice > 0 && ui.card_faces.len() == dice {
                let faces = std::mem::take(&mut ui.card_faces);
                let target_figures = ui.card_figures.take();
                ui.card_dice = None;
                return go(CcAction::CardRoll {
                    side,
                    card,
                    dice: Some(dice as u32),
                    faces: Some(faces),
                    target_figures,
                });
            }
        }
        Msg::CardFaceClear => ui.card_faces.clear(),
        Msg::CardFigures(d) => {
            ui.card_figures = match (ui.card_figures, d) {
                (None, d) if d > 0 => Some(1),
                (None, _) => None,
                (Some(1), d) if d < 0 => None,
                (Some(f), d) => Some(step_u32(f, d, 5)),
            }
        }
        Msg::CardDice(d) => {
            let (side, card) = super::card_rolls::waiting(def, &game.table)
                .into_iter()
                .next()?;
            let now = super::card_rolls::dice_for(def, &game.table, ui, &side, &card);
            let max = cc::card_rolls::CardRolls::of(def).map_or(1, |r| r.max_dice);
            ui.card_dice = Some(step_u32(now, d, max).max(1));
            ui.card_faces.clear();
        }
    }
    None
}
