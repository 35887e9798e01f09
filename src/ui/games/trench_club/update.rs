//! What each message of the Trench Club panels does: a change of the form, or an action.

use super::dice::{Stage, at_hand, hits_typed, next_pending, next_stage, rules_of};
use super::{Msg, Pick, Ui, Who, go, state};
use crate::core::def::GameDef;
use crate::games::trench_club::TcAction;
use crate::games::trench_club::battle::{self, Ground, Shots, Support};
use crate::games::trench_club::state::team_of;
use crate::session::{Action, GameState};

fn pick_mut(ui: &mut Ui, who: Who) -> &mut Pick {
    match who {
        Who::Attacker => &mut ui.form.attacker,
        Who::Defender => &mut ui.form.defender,
    }
}

fn step_u8(v: u8, d: i32, max: u8) -> u8 {
    (i32::from(v) + d).clamp(0, i32::from(max)) as u8
}

fn step_u32(v: u32, d: i32, max: u32) -> u32 {
    (v as i64 + i64::from(d)).clamp(0, i64::from(max)) as u32
}

/// The action that fights the battle at hand with what was entered (`None` shots: rolled).
fn fight(
    def: &GameDef,
    g: &GameState,
    ui: &Ui,
    attack: Option<Shots>,
    back: Option<Shots>,
) -> Option<Action> {
    let hand = at_hand(def, g, ui)?;
    match hand.declared {
        Some(index) => go(TcAction::Fight {
            index,
            attack,
            back,
            mates: vec![],
        }),
        None => go(TcAction::Battle {
            units: match (&ui.form.attacker, &ui.form.defender) {
                (Pick::Unit(a), Pick::Unit(d)) => Some((*a, *d)),
                _ => None,
            },
            situation: hand.situation,
            attack,
            back,
        }),
    }
}

/// Records the entry when it is complete.
fn entered(def: &GameDef, g: &GameState, ui: &Ui) -> Option<Action> {
    let data = ui.data.as_ref().ok()?;
    let hand = at_hand(def, g, ui)?;
    let plan = battle::plan(data, &hand.situation, &rules_of(state(g))).ok()?;
    let typed = hits_typed(state(g), ui);
    if next_stage(&plan, &ui.entry, typed) != Stage::Done {
        return None;
    }
    let e = &ui.entry;
    let (attack, back) = if typed {
        (
            Shots::Hits(e.hits?),
            plan.back.as_ref().and(e.back_hits.map(Shots::Hits)),
        )
    } else {
        (
            Shots::Dice {
                base: e.base.clone(),
                red: e.red.clone(),
            },
            plan.back.as_ref().map(|_| Shots::Dice {
                base: e.back.clone(),
                red: vec![],
            }),
        )
    };
    fight(def, g, ui, Some(attack), back)
}

pub fn update(def: &GameDef, g: &GameState, ui: &mut Ui, msg: Msg) -> Option<Action> {
    let s = state(g);
    match msg {
        Msg::Working => ui.working = !ui.working,
        Msg::Tab(t) => ui.tab = t,
        Msg::Four(f) => ui.four = f,
        Msg::Central(c) => ui.central = c,
        Msg::Entente(e) => ui.entente = e,
        Msg::First(i) => ui.first = i,
        Msg::Setting(x) => {
            ui.settings = x;
            if s.is_some_and(|s| !s.seats.is_empty()) {
                return go(TcAction::Settings(x));
            }
        }
        Msg::Start => {
            let seats = super::setup::seating(ui);
            ui.add_side = seats.first().cloned().unwrap_or_default();
            // Once the game starts, the tab follows the phase.
            ui.followed = None;
            return go(TcAction::Setup {
                seats,
                settings: ui.settings,
            });
        }
        Msg::AddSide(side) => ui.add_side = side,
        Msg::AddArmy(a) => ui.add_army = a,
        Msg::Add(kind) => {
            return go(TcAction::AddUnit {
                side: ui.add_side.clone(),
                kind,
                army: ui.add_army,
            });
        }
        Msg::Remove(id) => return go(TcAction::RemoveUnit { id }),
        Msg::Toggle(id, flag) => return go(TcAction::Toggle { id, flag }),
        Msg::Correct { id, damage, xp } => {
            let u = s?.unit(id)?;
            return go(TcAction::Correct {
                id,
                damage: step_u8(u.damage, damage, 5),
                xp: step_u32(u.xp, xp, 99),
            });
        }
        Msg::PickUnit(who, id) => {
            // Another attacker or target: another battle's flank and ground.
            if *pick_mut(ui, who) != Pick::Unit(id) {
                ui.reset_situation();
            }
            *pick_mut(ui, who) = Pick::Unit(id);
            // A defender marked in a trench (expert rules) is fought as one.
            let trench = s.is_some_and(|s| s.settings.expert_trenches)
                && s.and_then(|s| s.unit(id)).is_some_and(|u| u.in_trench);
            if who == Who::Defender && trench {
                ui.form.ground = Ground::Trench;
            }
            ui.entry = Default::default();
        }
        Msg::PickKind(who, kind) => {
            if *pick_mut(ui, who) != Pick::free(&kind) {
                ui.reset_situation();
            }
            *pick_mut(ui, who) = Pick::free(&kind);
            ui.entry = Default::default();
        }
        Msg::Damage(who, d) => {
            if let Pick::Free { damage, .. } = pick_mut(ui, who) {
                *damage = step_u8(*damage, d, 5);
            }
            ui.entry = Default::default();
        }
        Msg::Xp(who, d) => {
            if let Pick::Free { xp, .. } = pick_mut(ui, who) {
                *xp = step_u32(*xp, d, 99);
            }
            ui.entry = Default::default();
        }
        Msg::FreeForm(f) => {
            ui.free_form = f;
            let (a, d) = if f {
                (Pick::free("infantry"), Pick::free("infantry"))
            } else {
                let units = s.map(|s| s.units.as_slice()).unwrap_or_default();
                let active = s.and_then(|s| s.active()).map(|x| x.side.clone());
                let mine = units
                    .iter()
                    .find(|u| s.and_then(|s| s.seat_of(&u.owner)) == active.as_deref());
                let theirs = units.iter().find(|u| {
                    active
                        .as_deref()
                        .is_some_and(|a| team_of(a) != team_of(&u.owner))
                });
                match (mine, theirs) {
                    (Some(a), Some(d)) => (Pick::Unit(a.id), Pick::Unit(d.id)),
                    _ => (ui.form.attacker.clone(), ui.form.defender.clone()),
                }
            };
            ui.form.attacker = a;
            ui.form.defender = d;
            ui.entry = Default::default();
        }
        Msg::Close(c) => {
            ui.form.close = c;
            if !c {
                ui.form.support = Default::default();
            }
            ui.entry = Default::default();
        }
        Msg::Support(x) => {
            ui.form.support = x;
            ui.keep_support &= x != Support::None;
            ui.entry = Default::default();
        }
        Msg::Ground(x) => {
            ui.form.ground = x;
            ui.keep_ground &= x != Ground::Open;
            ui.entry = Default::default();
        }
        Msg::KeepSupport => ui.keep_support = !ui.keep_support && ui.form.support != Support::None,
        Msg::KeepGround => ui.keep_ground = !ui.keep_ground && ui.form.ground != Ground::Open,
        Msg::Declare => {
            let (Pick::Unit(attacker), Pick::Unit(defender)) =
                (&ui.form.attacker, &ui.form.defender)
            else {
                return None;
            };
            return go(TcAction::Declare {
                attacker: *attacker,
                defender: *defender,
                close: ui.form.close,
                support: ui.form.support,
                ground: ui.form.ground,
            });
        }
        Msg::Undeclare(index) => return go(TcAction::Undeclare { index }),
        Msg::Die(f) => {
            let data = ui.data.as_ref().ok()?;
            let hand = at_hand(def, g, ui)?;
            let plan = battle::plan(data, &hand.situation, &rules_of(s)).ok()?;
            match next_stage(&plan, &ui.entry, false) {
                Stage::Base => ui.entry.base.push(f),
                Stage::Red => ui.entry.red.push(f),
                Stage::Back => ui.entry.back.push(f),
                _ => return None,
            }
            return entered(def, g, ui);
        }
        Msg::Hits(h) => {
            if ui.entry.hits.is_none() {
                ui.entry.hits = Some(h);
            } else {
                ui.entry.back_hits = Some(h);
            }
            return entered(def, g, ui);
        }
        Msg::DiceCount(attacker, d) => {
            let data = ui.data.as_ref().ok()?;
            let hand = at_hand(def, g, ui)?;
            let plan = battle::plan(data, &hand.situation, &rules_of(s)).ok()?;
            let max = crate::games::trench_club::data::MAX_DICE as i64;
            let (now, slot, got) = if attacker {
                (
                    super::dice::base_dice(&plan, &ui.entry),
                    &mut ui.entry.base_count,
                    ui.entry.base.len(),
                )
            } else {
                (
                    super::dice::back_dice(&plan, &ui.entry),
                    &mut ui.entry.back_count,
                    ui.entry.back.len(),
                )
            };
            // Never below the dice already entered, nor past the data's bound.
            let v = (i64::from(now) + i64::from(d)).clamp((got as i64 + 1).max(1), max);
            *slot = Some(u32::try_from(v).unwrap_or(1));
        }
        Msg::ClearDice => ui.entry = Default::default(),
        Msg::Roll => return fight(def, g, ui, None, None),
        Msg::Waste => {
            let index = next_pending(s)?;
            return go(TcAction::Fight {
                index,
                attack: None,
                back: None,
                mates: vec![],
            });
        }
        Msg::Income => return go(TcAction::Income),
        Msg::Repair(id) => return go(TcAction::Repair { id }),
        Msg::Buy(kind) => return go(TcAction::Buy { kind }),
        Msg::BuySpecial(choice) => return go(TcAction::BuySpecial { choice }),
        Msg::Gift(d) => ui.gift = step_u32(ui.gift, d, 99).max(1),
        Msg::GiveTo(to) => {
            let from = s?.active()?.side.clone();
            return go(TcAction::Gift {
                from,
                to,
                amount: ui.gift,
            });
        }
        Msg::Capturer(id) => ui.capturer = Some(id),
        Msg::Capture(fort) => {
            let unit = ui.capturer?;
            return go(TcAction::Capture { fort, unit });
        }
        Msg::SetFort(fort, owner) => return go(TcAction::SetFort { fort, owner }),
        Msg::Money(side, delta) => return go(TcAction::AdjustMoney { side, delta }),
        Msg::BerthaXp(x) => ui.bertha_xp = x,
        Msg::ScatterFor(x) => {
            ui.bertha_xp = x;
            ui.tab = super::Tab::Special;
        }
        Msg::Scatter(face) => {
            return go(TcAction::Scatter {
                xp: ui.bertha_xp,
                face,
            });
        }
        Msg::AutomaUnit(u) => ui.automa_unit = u,
        Msg::AutomaDamage(d) => ui.automa_damage = step_u8(ui.automa_damage, d, 5),
        Msg::AutomaXp(d) => ui.automa_xp = step_u32(ui.automa_xp, d, 99),
        Msg::AutomaNation(n) => ui.automa_nation = n,
        Msg::Difficulty(d) => ui.difficulty = d,
        Msg::Timer => return go(TcAction::Timer),
        Msg::RollOff(purpose) => {
            return go(TcAction::RollOff {
                sides: super::setup::candidates(ui),
                purpose,
            });
        }
    }
    None
}
