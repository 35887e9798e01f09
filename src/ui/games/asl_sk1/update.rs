//! What the panels' messages do (the form changes, or an action for the table), and what
//! follows once the table took the action or not.

use super::fire::attack_of;
use super::movement::HEX_COST_MAX;
use super::{ItemFlag, Msg, Pending, Tool, Ui, asl_state};
use crate::core::def::GameDef;
use crate::games::GameAction;
use crate::games::asl_sk1::cc;
use crate::games::asl_sk1::fire::{FireItem, FireType, ItemKind};
use crate::games::asl_sk1::frac::Frac;
use crate::games::asl_sk1::morale::{self, CheckKind, MoraleCheck, UnitSize};
use crate::games::asl_sk1::{AslAction, AslSettings, BelowOne, Reinforcement, Resolution, data};
use crate::session::{Action, GameState};

fn is_weapon(k: ItemKind) -> bool {
    matches!(k, ItemKind::Mg | ItemKind::Ft | ItemKind::Dc)
}

fn step_i32(v: i32, d: i32, lo: i32, hi: i32) -> i32 {
    (v + d).clamp(lo, hi)
}

fn step_u32(v: u32, d: i32, lo: u32, hi: u32) -> u32 {
    (v as i64 + d as i64).clamp(lo as i64, hi as i64) as u32
}

fn game(a: AslAction) -> Option<Action> {
    Some(Action::Game(GameAction::new(crate::games::asl_sk1::ID, &a)))
}

pub fn update(def: &GameDef, state: &GameState, ui: &mut Ui, msg: Msg) -> Option<Action> {
    let s = asl_state(state);
    let d = &*data::for_def(def);
    match msg {
        Msg::Tool(t) => {
            ui.tool = t;
            if t.is_rare() {
                ui.rare = t;
            }
        }
        Msg::Column(fp) => {
            ui.attack.items.clear();
            ui.attack.raw_fp = Some(Frac::int(i64::from(fp)));
            ui.attack.raw_mmc = true;
        }
        Msg::ClearColumn => ui.attack.raw_fp = None,
        Msg::Firers => ui.firers_open = !ui.firers_open,
        Msg::Leader(dlt) => {
            // As the other forms' leader steppers: down from "none" is 0, up past 0 is none.
            let v = ui.attack.leaders.first().map_or(1, |l| *l) + dlt;
            match (v <= 0, ui.attack.leaders.is_empty()) {
                (true, true) => ui.attack.leaders.push(v.max(-3)),
                (true, false) => ui.attack.leaders[0] = v.max(-3),
                (false, _) => {
                    if !ui.attack.leaders.is_empty() {
                        ui.attack.leaders.remove(0);
                    }
                }
            }
        }
        Msg::PadClear => ui.pad = [None, None],
        Msg::Sw(x) => return super::sw_tools::update(d, &s, ui, x).and_then(game),
        Msg::Pick(x) => return super::random_pick::update(&s, ui, x).and_then(game),
        Msg::Pin(p) => {
            if !ui.pins.remove(&p) {
                ui.pins.insert(p);
            }
        }
        Msg::FireType(t) => {
            ui.attack.fire_type = t;
            if t != FireType::Advancing {
                for it in &mut ui.attack.items {
                    it.assault_fire = false;
                }
            }
            // Declining ROF leaves Residual FP: only First Fire leaves any.
            if !matches!(t, FireType::Dff | FireType::Sff | FireType::Fpf) {
                for it in &mut ui.attack.items {
                    it.decline_rof = false;
                }
            }
        }
        Msg::AddItem(k) => ui.attack.items.push(FireItem {
            // A weapon added while Inexperienced MMC take part is taken as theirs.
            inexperienced: ui.attack.inexperienced && is_weapon(k),
            ..FireItem::new(k, d.weapons.fp(k))
        }),
        Msg::RemoveItem(i) => {
            if i < ui.attack.items.len() {
                ui.attack.items.remove(i);
            }
        }
        Msg::ItemFp(i, dlt) => {
            if let Some(it) = ui.attack.items.get_mut(i) {
                it.fp = step_u32(it.fp, dlt, 1, 99);
            }
        }
        Msg::ItemRof(i, dlt) => {
            if let Some(it) = ui.attack.items.get_mut(i) {
                let v = it.rof.map_or(0, |r| r as i32) + dlt;
                it.rof = (v > 0).then_some(v.min(4) as u8);
            }
        }
        Msg::ItemBnum(i, dlt) => {
            if let Some(it) = ui.attack.items.get_mut(i) {
                // A B# from 2 to 12 (a dice roll); the usual one from weapons.json is kept
                // as "not entered", so a corrected data file applies.
                let usual = d.weapons.number(ItemKind::Mg, true).unwrap_or(12);
                let v = (it.bnum.unwrap_or(usual) as i32 + dlt).clamp(2, 12) as u8;
                it.bnum = (v != usual).then_some(v);
            }
        }
        Msg::ItemFlag(i, f) => {
            if let Some(it) = ui.attack.items.get_mut(i) {
                let b = match f {
                    ItemFlag::Pbf => &mut it.pbf,
                    ItemFlag::LongRange => &mut it.long_range,
                    ItemFlag::Pinned => &mut it.pinned,
                    ItemFlag::Area => &mut it.area_fire,
                    ItemFlag::Assault => &mut it.assault_fire,
                    ItemFlag::SmcCrew => &mut it.smc_crew,
                    ItemFlag::Elite => &mut it.elite,
                    ItemFlag::Captured => &mut it.captured,
                    ItemFlag::Inexperienced => &mut it.inexperienced,
                    ItemFlag::DeclineRof => &mut it.decline_rof,
                };
                *b = !*b;
                // An Inexperienced MMC using a weapon takes part in the attack.
                if f == ItemFlag::Inexperienced && it.inexperienced {
                    ui.attack.inexperienced = true;
                }
            }
        }
        Msg::Inexperienced => {
            // The weapons follow: an Inexperienced MMC's SW has its B#/X# 1 lower.
            let on = !ui.attack.inexperienced;
            ui.attack.inexperienced = on;
            for it in &mut ui.attack.items {
                if is_weapon(it.kind) {
                    it.inexperienced = on;
                }
            }
        }
        Msg::AddLeader => ui.attack.leaders.push(-1),
        Msg::RemoveLeader => {
            ui.attack.leaders.pop();
        }
        Msg::LeaderDrm(i, dlt) => {
            if let Some(l) = ui.attack.leaders.get_mut(i) {
                *l = step_i32(*l, dlt, -3, 1);
            }
        }
        Msg::Terrain(t) => ui.terrain = t,
        Msg::Hindrance(dlt) => {
            // One step past the limit, so the form shows why such an attack is refused.
            let max = crate::games::asl_sk1::limits::HINDRANCE_MAX + 1;
            ui.attack.hindrance = step_i32(ui.attack.hindrance, dlt, 0, max)
        }
        Msg::Ffmo => ui.attack.ffmo = !ui.attack.ffmo,
        Msg::Ffnam => ui.attack.ffnam = !ui.attack.ffnam,
        Msg::Cx => ui.attack.cx = !ui.attack.cx,
        Msg::TargetFt(dlt) => ui.attack.target_fts = step_u32(ui.attack.target_fts, dlt, 0, 4),
        Msg::OtherDrm(dlt) => ui.attack.other_drm = step_i32(ui.attack.other_drm, dlt, -9, 9),
        Msg::McKind(k) => {
            if k == CheckKind::Mc {
                ui.mc.leader_loss = None;
            }
            ui.mc.kind = k;
            if k != CheckKind::Mc {
                ui.mc.ift_drm = 0;
            }
            if k == CheckKind::Ptc {
                ui.mc.broken = false;
            }
        }
        Msg::McMorale(dlt) => ui.mc.morale = step_i32(ui.mc.morale, dlt, 2, 12),
        Msg::McIft(dlt) => ui.mc.ift_drm = step_i32(ui.mc.ift_drm, dlt, 0, 4),
        Msg::McLeader(dlt) => ui.mc.leader_drm = step_i32(ui.mc.leader_drm, dlt, -3, 1),
        Msg::McBroken => ui.mc.broken = !ui.mc.broken,
        Msg::McSize(k) => {
            ui.mc.size = k;
            // A new leader to check: the advice about the last one no longer applies.
            if k == UnitSize::Leader {
                ui.follow_up = None;
            }
        }
        Msg::McElr(dlt) => {
            let v = ui.mc.elr.unwrap_or(-1) + dlt;
            ui.mc.elr = (v >= 0).then_some(v.min(5));
        }
        Msg::McElrExempt => ui.mc.elr_exempt = !ui.mc.elr_exempt,
        Msg::McOwnLeadership(dlt) => ui.own_leadership = step_i32(ui.own_leadership, dlt, -3, 0),
        Msg::MvSize(k) => {
            ui.mv.size = k;
            // Leaders are never Inexperienced nor move "with a leader"; only leaders are
            // wounded.
            if k == UnitSize::Leader {
                ui.mv.inexperienced = false;
                ui.mv.with_leader = false;
            } else {
                ui.mv.wounded = false;
            }
        }
        Msg::MvGreen => ui.mv.inexperienced ^= true,
        Msg::MvWounded => {
            ui.mv.wounded ^= true;
            if ui.mv.wounded {
                ui.mv.double_time = false;
            }
        }
        Msg::MvLeader => ui.mv.with_leader ^= true,
        Msg::MvRoad => ui.mv.road ^= true,
        Msg::MvDoubleTime => {
            ui.mv.double_time ^= true;
            if ui.mv.double_time {
                ui.mv.cx = false;
            }
        }
        Msg::MvPp(dlt) => ui.mv.pp = step_u32(ui.mv.pp, dlt, 0, 12),
        Msg::MvCx => {
            ui.mv.cx ^= true;
            if ui.mv.cx {
                ui.mv.double_time = false;
            }
        }
        Msg::MvHexCost(dlt) => {
            // In half MF from 1 (open ground) to HEX_COST_MAX; below 1 means "no hex".
            let halves = ui.mv.hex_cost.map_or(1, |c| (c.n * 2 / c.d) as i32) + dlt;
            ui.mv.hex_cost =
                (halves >= 2).then(|| Frac::new(halves.min(2 * HEX_COST_MAX) as i64, 2));
        }
        Msg::AmbCx(i) => ui.ambush[i.min(1)].cx ^= true,
        Msg::AmbPinned(i) => ui.ambush[i.min(1)].pinned ^= true,
        Msg::AmbInexperienced(i) => ui.ambush[i.min(1)].inexperienced ^= true,
        Msg::AmbLeader(i, dlt) => {
            let s = &mut ui.ambush[i.min(1)];
            // As in the other forms: up from 0 goes back to "no leader".
            let v = s.leader_drm.map_or(1, |l| l) + dlt;
            s.leader_drm = (v <= 0).then_some(v.max(-3));
        }
        Msg::McLoss(k) => {
            if ui.mc.kind == k && ui.mc.leader_loss.is_some() {
                ui.mc.leader_loss = None;
            } else {
                ui.mc.kind = k;
                ui.mc.ift_drm = 0;
                ui.mc.leader_drm = 0;
                ui.mc.broken = false;
                ui.mc.leader_loss = Some(ui.mc.leader_loss.unwrap_or(ui.own_leadership));
            }
        }
        Msg::McLostLeader(dlt) => {
            ui.mc.leader_loss = ui.mc.leader_loss.map(|l| step_i32(l, dlt, -3, 1))
        }
        Msg::RallyMorale(dlt) => {
            ui.rally.broken_morale = step_i32(ui.rally.broken_morale, dlt, 2, 12)
        }
        Msg::RallyDm => ui.rally.dm = !ui.rally.dm,
        Msg::RallyIsLeader => ui.rally.mmc = !ui.rally.mmc,
        Msg::CcMmc => ui.cc.mmc = !ui.cc.mmc,
        Msg::RallyCover => ui.rally.woods_building = !ui.rally.woods_building,
        Msg::RallySelf => {
            ui.rally.self_rally = !ui.rally.self_rally;
            if ui.rally.self_rally {
                ui.rally.leader_drm = None;
            }
        }
        Msg::RallyLeader(dlt) => {
            let v = ui.rally.leader_drm.map_or(1, |l| l) + dlt;
            ui.rally.leader_drm = (v <= 0).then_some(v.max(-3));
        }
        Msg::CcAttacker(dlt) => ui.cc.attacker_fp = step_u32(ui.cc.attacker_fp, dlt, 1, 60),
        Msg::CcDefender(dlt) => ui.cc.defender_fp = step_u32(ui.cc.defender_fp, dlt, 1, 60),
        Msg::CcLeader(dlt) => {
            let v = ui.cc.leader_drm.map_or(1, |l| l) + dlt;
            ui.cc.leader_drm = (v <= 0).then_some(v.max(-3));
        }
        Msg::CcAttackerCx => ui.cc.attacker_cx = !ui.cc.attacker_cx,
        Msg::CcDefenderCx => ui.cc.defender_cx = !ui.cc.defender_cx,
        Msg::CcBroken => ui.cc.defender_broken = !ui.cc.defender_broken,
        Msg::CcAmbusher => {
            ui.cc.attacker_ambushed = !ui.cc.attacker_ambushed;
            ui.cc.defender_ambushed = false;
        }
        Msg::CcVsAmbusher => {
            ui.cc.defender_ambushed = !ui.cc.defender_ambushed;
            ui.cc.attacker_ambushed = false;
        }
        Msg::Wounded => ui.wounded = !ui.wounded,
        Msg::PromoMorale(dlt) => ui.promo.morale = step_i32(ui.promo.morale, dlt, 2, 12),
        Msg::PromoNat(n) => ui.promo.nationality = n,
        Msg::PromoSelf => ui.promo.self_rally = !ui.promo.self_rally,
        Msg::Pad(which, v) => {
            let v = v.clamp(1, 6);
            match which {
                0 => ui.colored = v,
                _ => ui.white = v,
            }
            if let Some(slot) = ui.pad.get_mut(which.min(1)) {
                *slot = Some(v);
            }
            let two = super::resolvers::tool_dice(ui, &s).is_some_and(|l| l.1.is_some());
            let complete = ui.pad[0].is_some() && (!two || ui.pad[1].is_some());
            if complete {
                ui.pad = [None, None];
                return update(def, state, ui, Msg::Enter);
            }
        }
        Msg::Working => ui.working = !ui.working,
        Msg::FollowUp(r) => {
            use crate::games::asl_sk1::fire::IftResult;
            ui.tool = Tool::Morale;
            ui.pad = [None, None];
            match r {
                IftResult::Mc(n) | IftResult::K(n) => {
                    ui.mc.kind = CheckKind::Mc;
                    ui.mc.ift_drm = i32::from(n);
                }
                IftResult::Nmc => {
                    ui.mc.kind = CheckKind::Nmc;
                    ui.mc.ift_drm = 0;
                }
                IftResult::Ptc => {
                    ui.mc.kind = CheckKind::Ptc;
                    ui.mc.ift_drm = 0;
                }
                IftResult::Kia(_) | IftResult::NoEffect => {}
            }
        }
        Msg::Colored(dlt) => ui.colored = step_u32(ui.colored as u32, dlt, 1, 6) as u8,
        Msg::White(dlt) => ui.white = step_u32(ui.white as u32, dlt, 1, 6) as u8,
        Msg::Roll | Msg::Enter => {
            let two = (msg == Msg::Enter).then_some((ui.colored, ui.white));
            let one = (msg == Msg::Enter).then_some(ui.colored);
            return game(match ui.tool {
                Tool::Fire => AslAction::Fire(attack_of(ui, d), two),
                Tool::Morale => {
                    ui.pending = Some(Pending::Morale);
                    AslAction::Morale(ui.mc.clone(), two)
                }
                Tool::Rally => AslAction::Rally(ui.rally.clone(), two),
                Tool::Cc => AslAction::CloseCombat(ui.cc.clone(), two),
                Tool::Ambush => {
                    ui.pending = Some(Pending::Ambush);
                    AslAction::Ambush(ui.ambush[0], ui.ambush[1], two)
                }
                Tool::Wound => AslAction::Wound(ui.wounded, one),
                Tool::Promotion => AslAction::Promotion(ui.promo.clone(), one),
                Tool::Sw => super::sw_tools::action(ui, two),
                Tool::Random => super::random_pick::action(&s, ui, msg == Msg::Enter),
                // Nothing to roll (the buttons are not shown for it).
                Tool::Movement | Tool::Turn => return None,
            });
        }
        Msg::Length(dlt) => {
            let v = s.turns.map_or(0, |n| n as i32) + dlt;
            return game(AslAction::SetLength {
                turns: (v > 0).then_some(v as u32),
                half_last: s.half_last,
            });
        }
        Msg::HalfLast => {
            return game(AslAction::SetLength {
                turns: s.turns,
                half_last: !s.half_last,
            });
        }
        Msg::FirstAttacker => {
            return game(AslAction::SetFirstAttacker(1 - s.first_attacker.min(1)));
        }
        Msg::ReinfText(v) => ui.reinf_text = v,
        Msg::ReinfTurn(dlt) => ui.reinf_turn = step_u32(ui.reinf_turn, dlt, 1, 99),
        Msg::AddReinf => {
            let a = AslAction::AddReinforcement(Reinforcement {
                turn: ui.reinf_turn,
                side: ui.unit_side,
                text: ui.reinf_text.clone(),
            });
            ui.pending = Some(Pending::Reinforcement);
            return game(a);
        }
        Msg::RemoveReinf(i) => return game(AslAction::RemoveReinforcement(i)),
        Msg::UnitName(v) => ui.unit_name = v,
        Msg::UnitSide => ui.unit_side = (ui.unit_side + 1) % def.sides.len().max(1),
        Msg::AddUnit => {
            let a = AslAction::AddUnit {
                name: ui.unit_name.clone(),
                side: ui.unit_side,
            };
            ui.pending = Some(Pending::Unit);
            return game(a);
        }
        Msg::RemoveUnit(id) => return game(AslAction::RemoveUnit(id)),
        Msg::SetFlag(id, f, on) => {
            return game(AslAction::SetFlag {
                unit: id,
                flag: f,
                on,
            });
        }
        Msg::Clear(f, side) => return game(AslAction::ClearFlag { flag: f, side }),
        Msg::BelowOne => {
            return game(AslAction::SetSettings(AslSettings {
                below_one: match s.settings.below_one {
                    BelowOne::NoAttack => BelowOne::FirstColumn,
                    BelowOne::FirstColumn => BelowOne::NoAttack,
                },
                ..s.settings
            }));
        }
        Msg::CowerFg => {
            return game(AslAction::SetSettings(AslSettings {
                cower_fire_groups: !s.settings.cower_fire_groups,
                ..s.settings
            }));
        }
        Msg::ResidualErrata => {
            return game(AslAction::SetSettings(AslSettings {
                residual_errata: !s.settings.residual_errata,
                ..s.settings
            }));
        }
    }
    None
}

/// After the frame tried the action `update` returned: a form's text is cleared only once its
/// action was taken (a refused one keeps what the player typed), and a won ambush sets the
/// Close Combat form for the ambusher's attacks.
pub fn after(def: &GameDef, state: &GameState, ui: &mut Ui, taken: bool) {
    let _ = def;
    if taken {
        ui.result_phase = Some(crate::ui::games::phase_key(state));
        ui.pad = [None, None];
    }
    match (ui.pending.take(), taken) {
        (Some(Pending::Unit), true) => ui.unit_name.clear(),
        (Some(Pending::Reinforcement), true) => ui.reinf_text.clear(),
        (Some(Pending::Morale), true) => {
            ui.follow_up = None;
            if let Some(Resolution::Morale(m, c, w)) = &asl_state(state).last
                && m.size == UnitSize::Leader
                && let Ok(out) = morale::morale_check(m, *c, *w)
            {
                leader_checked(ui, m, out.result);
            }
        }
        (Some(Pending::Ambush), true) => {
            if let Some(Resolution::Ambush(a, d, x, y)) = &asl_state(state).last
                && let Ok((who, _)) = cc::ambush_contest(a, d, *x, *y)
            {
                ui.cc.attacker_ambushed = who != cc::Ambush::None;
                ui.cc.defender_ambushed = false;
            }
        }
        _ => {}
    }
}

/// The leader of a stack has checked first (L749-768): the morale form is set up for the others
/// of his stack, with his leadership if he passed unpinned, without it otherwise; and the
/// LLMC/LLTC toggles will use his leadership.
fn leader_checked(ui: &mut Ui, m: &MoraleCheck, result: morale::MoraleResult) {
    use morale::MoraleResult as R;
    // An LLMC/LLTC of the leader himself says nothing of the others' attack check.
    if m.leader_loss.is_some() {
        return;
    }
    let mut next = m.clone();
    next.size = UnitSize::Squad;
    next.leader_loss = None;
    next.leader_drm = 0;
    let id = match result {
        R::Passed => {
            next.leader_drm = ui.own_leadership;
            "asl-ui-next-with-leader"
        }
        R::Pinned => "asl-ui-next-pinned-leader",
        R::Broken => "asl-ui-next-broken-leader",
        R::BrokenReduced | R::Reduced => "asl-ui-next-wounded-leader",
        R::Eliminated => "asl-ui-next-lost-leader",
    };
    ui.mc = next;
    ui.follow_up = Some(id);
}
