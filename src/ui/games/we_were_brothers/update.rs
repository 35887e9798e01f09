//! What the panels' messages do: change the form, or hand an action to the app.

use super::forms::{self, CareKind};
use super::{Msg, Tab, Ui};
use crate::core::def::GameDef;
use crate::games::GameAction;
use crate::games::we_were_brothers::dice::Faces;
use crate::games::we_were_brothers::rolls;
use crate::games::we_were_brothers::squad::default_codes;
use crate::games::we_were_brothers::{self as wwb, WwbAction, data};
use crate::session::{Action, GameState};

fn act(a: &WwbAction) -> Option<Action> {
    Some(Action::Game(GameAction::new(wwb::ID, a)))
}

/// The Resolve action for the form's roll (`dice`: the sides tapped, or `None` for the app).
fn resolve(def: &GameDef, state: &GameState, ui: &Ui, dice: Option<Vec<usize>>) -> Option<Action> {
    let s = wwb::state(&state.table)?;
    let d = data::load(def);
    let (roll, actor, target) = forms::current(ui, s, &d).ok()?;
    let tick = if matches!(ui.tab, Tab::Care | Tab::Resolution) {
        ui.tick.clone()
    } else {
        None
    };
    act(&WwbAction::Resolve {
        roll,
        dice,
        actor,
        target,
        tick,
    })
}

pub fn update(def: &GameDef, state: &GameState, ui: &mut Ui, msg: Msg) -> Option<Action> {
    let s = wwb::state(&state.table);
    match msg {
        Msg::Tab(t) => {
            if t != ui.tab {
                // A tab opened afresh: the set-up folds once two squads are on the table.
                ui.setup_open = s.is_none_or(|s| s.squads.len() < 2);
            }
            ui.tab = t;
            ui.entered.clear();
            if let Some(s) = s {
                settle(ui, s);
            }
            None
        }
        Msg::Squad(i) => {
            ui.squad = i;
            ui.soldier = None;
            None
        }
        Msg::Soldier(i) => {
            ui.soldier = i;
            None
        }
        Msg::Army(a) => {
            ui.army = a;
            None
        }
        Msg::Specialist(sp) => {
            ui.specialist = sp;
            None
        }
        Msg::Standard(blue) => {
            // The next free code name of the army (Able, Baker…), else a numbered one.
            let used: Vec<&str> = s
                .map(|s| s.squads.iter().map(|q| q.code.as_str()).collect())
                .unwrap_or_default();
            let code = default_codes(ui.army)
                .iter()
                .find(|c| !used.contains(c))
                .map(|c| c.to_string())
                .unwrap_or_else(|| format!("{}{}", ui.army.id(), used.len() + 1));
            ui.squad = used.len();
            // The set-up stays open while the tab is (it folds the next time it opens).
            ui.setup_open = true;
            act(&WwbAction::AddStandardSquad {
                army: ui.army,
                blue,
                code,
                specialist: ui.specialist,
            })
        }
        Msg::SetupOpen(b) => {
            ui.setup_open = b;
            None
        }
        Msg::Edit(who, edit) => act(&WwbAction::Edit { who, edit }),
        Msg::Actor(w) => {
            ui.actor = Some(w);
            ui.entered.clear();
            None
        }
        Msg::FirePick(w) => {
            let side = |x: wwb::Who| s.and_then(|s| s.squads.get(x.squad)).map(|q| q.army.side());
            match ui.actor {
                Some(a) if a == w => {
                    // The firer tapped again: start over.
                    ui.actor = None;
                    ui.target = None;
                }
                Some(a) if side(a) != side(w) => {
                    if ui.target != Some(w) {
                        ui.new_target();
                    }
                    ui.target = Some(w);
                }
                _ => {
                    ui.actor = Some(w);
                    if ui.target.is_some_and(|t| side(t) == side(w)) {
                        ui.target = None;
                    }
                }
            }
            ui.entered.clear();
            None
        }
        Msg::Target(w) => {
            if ui.target != w {
                ui.new_target();
            }
            ui.target = w;
            ui.entered.clear();
            if let Some(s) = s {
                settle(ui, s);
            }
            None
        }
        Msg::Fire(f) => {
            forms::apply_fire(&mut ui.fire, f);
            ui.entered.clear();
            None
        }
        Msg::Grenade(g) => {
            forms::apply_grenade(&mut ui.grenade, g);
            ui.entered.clear();
            None
        }
        Msg::Other(x) => {
            super::other::apply(&mut ui.other, x);
            ui.entered.clear();
            None
        }
        Msg::Care(k) => {
            ui.care = k;
            ui.tick = None;
            ui.entered.clear();
            if let Some(s) = s {
                settle(ui, s);
            }
            None
        }
        Msg::Face(n, side) => {
            if n != ui.entered.len() {
                // A die further on was tapped before this one: take it in its place.
                ui.entered.truncate(n);
            }
            ui.entered.push(side);
            let s = s?;
            let d = data::load(def);
            let faces = Faces::from_def(def).ok()?;
            let (roll, actor, target) = forms::current(ui, s, &d).ok()?;
            let ctx =
                crate::games::we_were_brothers::wounds::ctx(&d, &faces, s, &roll, actor, target);
            let need = rolls::needed(&ctx, &roll, &ui.entered).ok()?;
            if ui.entered.len() >= need {
                let dice = ui.entered.clone();
                resolve(def, state, ui, Some(dice))
            } else {
                None
            }
        }
        Msg::ClearDice => {
            ui.entered.clear();
            None
        }
        Msg::RollApp => resolve(def, state, ui, None),
        Msg::OddsAll(b) => {
            ui.odds_all = b;
            None
        }
        Msg::Working => {
            ui.working = !ui.working;
            None
        }
        Msg::Panels(i, n) => {
            if let Some(p) = ui.panels.get_mut(i) {
                *p = n;
            }
            None
        }
        Msg::Action(a) => act(&a),
        Msg::CareFor(kind, who) => {
            ui.tab = Tab::Care;
            ui.care = kind;
            ui.target = Some(who);
            ui.tick = None;
            ui.entered.clear();
            // A new situation: the man who usually gives this care to him (his squad's medic,
            // else his squad's first able man), never whoever rolled last.
            ui.actor = None;
            if let Some(s) = s {
                settle(ui, s);
            }
            None
        }
        Msg::BlastNext => {
            ui.tab = Tab::Grenade;
            ui.grenade.mode = forms::GrenadeMode::Blast;
            ui.target = None;
            ui.entered.clear();
            None
        }
        Msg::Check(kind, who, key) => {
            ui.tab = Tab::Care;
            ui.care = kind;
            ui.target = Some(who);
            ui.actor = None;
            ui.tick = Some(key);
            ui.entered.clear();
            if let Some(s) = s {
                settle(ui, s);
            }
            None
        }
    }
}

/// The side of a man's squad.
fn side_of(s: &wwb::WwbState, w: wwb::Who) -> Option<&'static str> {
    s.squads.get(w.squad).map(|q| q.army.side())
}

/// Whether `w` is in the fight and able to act (not down).
fn able(s: &wwb::WwbState, w: wwb::Who) -> bool {
    s.soldier(w).is_some_and(|x| {
        x.fate == crate::games::we_were_brothers::squad::Fate::Fighting
            && !x.status.is_some_and(|st| st.is_down())
    })
}

/// Whether `w` may give this care to the patient `p`: a man of the patient's own side, able,
/// not the patient himself (9.0, 10.0).
pub fn may_care(s: &wwb::WwbState, p: Option<wwb::Who>, w: wwb::Who) -> bool {
    match p {
        Some(p) => p != w && side_of(s, p) == side_of(s, w) && able(s, w),
        None => true,
    }
}

/// The man who most likely gives this care to `p`: for a treatment, the medic of his squad if
/// he has one, then his squad's first able man, then any able man of his side; for a rally,
/// the same with Leadership.
pub fn default_carer(s: &wwb::WwbState, kind: CareKind, p: wwb::Who) -> Option<wwb::Who> {
    use crate::games::we_were_brothers::squad::{Skill, Specialist};
    let ok = |w: wwb::Who| may_care(s, Some(p), w);
    let men = |only_squad: bool| {
        s.squads.iter().enumerate().flat_map(move |(qi, q)| {
            q.soldiers.iter().enumerate().filter_map(move |(si, _)| {
                (!only_squad || qi == p.squad).then_some(wwb::Who {
                    squad: qi,
                    soldier: si,
                })
            })
        })
    };
    let good = |w: wwb::Who| {
        s.soldier(w).is_some_and(|x| match kind {
            CareKind::Rally => x.skill(Skill::Leadership) > 0,
            _ => x.specialist == Some(Specialist::Medic),
        })
    };
    men(true)
        .find(|w| ok(*w) && good(*w))
        .or_else(|| men(false).find(|w| ok(*w) && good(*w)))
        .or_else(|| men(true).find(|w| ok(*w)))
        .or_else(|| men(false).find(|w| ok(*w)))
}

/// Keep the form one situation: on the care panel the carer is a comrade of the patient (the
/// sensible one preselected), on the fire panel the target is an enemy of the firer.
pub fn settle(ui: &mut Ui, s: &wwb::WwbState) {
    match ui.tab {
        Tab::Care | Tab::Resolution if ui.care.has_actor() => {
            if let Some(p) = ui.target
                && !ui.actor.is_some_and(|a| may_care(s, Some(p), a))
            {
                ui.actor = default_carer(s, ui.care, p);
            }
        }
        Tab::Fire => {
            if let (Some(a), Some(t)) = (ui.actor, ui.target)
                && side_of(s, a) == side_of(s, t)
            {
                ui.target = None;
            }
        }
        _ => {}
    }
}
