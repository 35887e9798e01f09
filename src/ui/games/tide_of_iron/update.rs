//! What each message of the panels does: it changes the form, or returns the action to apply.

use super::{Flag, Msg, Num, SetupNum, Tab, Ui, go, state};
use crate::core::def::GameDef;
use crate::games::tide_of_iron::ToiAction;
use crate::games::tide_of_iron::attack::{self, Fire, Firer, Fort, Kind, Target, Vehicle};
use crate::games::tide_of_iron::data;
use crate::games::tide_of_iron::effects::{Condition, Damage};
use crate::games::tide_of_iron::presets;
use crate::games::tide_of_iron::roster::RosterAction;
use crate::games::tide_of_iron::state::{ActionKind, Card, Objective};
use crate::session::{Action, GameState};
use crate::store::Paths;

fn nudge(v: &mut u32, d: i32, min: u32, max: u32) {
    let n = (*v as i64 + d as i64).clamp(min as i64, max as i64);
    *v = n as u32;
}

fn num(ui: &mut Ui, n: Num, d: i32) {
    let a = &mut ui.attack;
    match n {
        Num::Fp => nudge(&mut a.lead.fp, d, 0, attack::MAX_FP),
        Num::Range => nudge(&mut a.lead.range, d, 1, attack::MAX_RANGE),
        Num::Distance => nudge(&mut a.lead.distance, d, 0, attack::MAX_DISTANCE),
        Num::Cover => nudge(&mut a.target.cover, d, 0, attack::MAX_COVER),
        Num::Armour => {
            if let Some(v) = &mut a.target.vehicle {
                nudge(&mut v.armour, d, 0, attack::MAX_ARMOUR);
            }
        }
        Num::Figures => {
            let mut f = a.target.figures.unwrap_or(0);
            nudge(&mut f, d, 0, attack::MAX_FIGURES);
            a.target.figures = (f > 0).then_some(f);
        }
        Num::Elites => nudge(&mut a.target.elites, d, 0, attack::MAX_FIGURES),
        Num::SupFp(i) | Num::SupRange(i) | Num::SupDistance(i) => {
            if let Some(f) = a.support.get_mut(i) {
                match n {
                    Num::SupFp(_) => nudge(&mut f.fp, d, 0, attack::MAX_FP),
                    Num::SupRange(_) => nudge(&mut f.range, d, 1, attack::MAX_RANGE),
                    _ => nudge(&mut f.distance, d, 0, attack::MAX_DISTANCE),
                }
            }
        }
    }
}

fn flip(ui: &mut Ui, f: Flag) {
    let a = &mut ui.attack;
    let t = &mut a.target;
    let fort = |t: &mut Target, x: Fort| t.fort = if t.fort == x { Fort::None } else { x };
    let cond = |t: &mut Target, x: Condition| {
        t.condition = if t.condition == x {
            Condition::Normal
        } else {
            x
        }
    };
    let dmg = |t: &mut Target, x: Damage| {
        if let Some(v) = &mut t.vehicle {
            v.damage = if v.damage == x { Damage::Undamaged } else { x };
        }
    };
    let veh = |t: &mut Target, g: &dyn Fn(&mut Vehicle)| {
        if let Some(v) = &mut t.vehicle {
            g(v);
        }
    };
    match f {
        Flag::Suppressive => {
            a.kind = match a.kind {
                Kind::Normal => Kind::Suppressive,
                Kind::Suppressive => Kind::Normal,
            }
        }
        Flag::OpFire => {
            a.fire = if a.fire == Fire::OpFire {
                Fire::Concentrated
            } else {
                Fire::OpFire
            }
        }
        Flag::FireMove => {
            a.fire = if a.fire == Fire::FireAndMovement {
                Fire::Concentrated
            } else {
                Fire::FireAndMovement
            }
        }
        Flag::Vehicle => {
            t.vehicle = match t.vehicle {
                Some(_) => None,
                None => Some(Vehicle {
                    armour: 1,
                    damage: Damage::Undamaged,
                    heavy: false,
                    fragile: false,
                    solid: false,
                }),
            }
        }
        Flag::HeavyVehicle => veh(t, &|v| v.heavy = !v.heavy),
        Flag::Truck => veh(t, &|v| v.fragile = !v.fragile),
        Flag::Solid => veh(t, &|v| v.solid = !v.solid),
        Flag::DamageLight => dmg(t, Damage::Light),
        Flag::DamageHeavy => dmg(t, Damage::Heavy),
        Flag::Higher => a.lead.higher = !a.lead.higher,
        Flag::HeavyDamage => a.lead.heavy_damage = !a.lead.heavy_damage,
        Flag::AntiTank => a.lead.anti_tank = !a.lead.anti_tank,
        Flag::Flamethrower => a.lead.flamethrower = !a.lead.flamethrower,
        Flag::Tank => a.lead.tank = !a.lead.tank,
        Flag::FromSmoke => a.lead.from_smoke = !a.lead.from_smoke,
        Flag::Smoke => t.smoke = !t.smoke,
        Flag::Building => {
            // A building's cover is 3 (L2196): the cover follows the toggle.
            t.building = !t.building;
            if t.building {
                t.cover = attack::BUILDING_COVER;
            }
        }
        Flag::Entrenched => fort(t, Fort::Entrenched),
        Flag::Bunker => fort(t, Fort::Bunker),
        Flag::Officer => t.officer = !t.officer,
        Flag::Medic => t.medic = !t.medic,
        Flag::Pinned => cond(t, Condition::Pinned),
        Flag::Disrupted => cond(t, Condition::Disrupted),
        Flag::MgOnly => a.lead.mg_only = !a.lead.mg_only,
        Flag::CombinedSum => a.readings.combined_sum = !a.readings.combined_sum,
        Flag::FlameFaq => a.readings.flame_faq_normal = !a.readings.flame_faq_normal,
        Flag::OpFireSuppressive => {
            a.readings.opfire_suppressive_only = !a.readings.opfire_suppressive_only
        }
        Flag::PinTarget => ui.pin_target = !ui.pin_target,
        Flag::PinFirer => ui.pin_firer = !ui.pin_firer,
    }
    if f == Flag::Vehicle {
        super::situation::target_changed(ui);
    }
}

/// A cover that is not a building's turns the building off.
fn cover_set(ui: &mut Ui) {
    let t = &mut ui.attack.target;
    if t.cover != attack::BUILDING_COVER {
        t.building = false;
    }
}

/// The attack with the faces tapped in, once there are as many as the plan needs.
fn attack_when_complete(ui: &Ui) -> Option<Action> {
    let p = attack::plan(&ui.attack).ok()?;
    let need = (p.black + p.red) as usize;
    if ui.faces.len() != need {
        return None;
    }
    let (b, r) = ui.faces.split_at(p.black as usize);
    go(ToiAction::Attack {
        side: ui.side,
        attack: ui.attack.clone(),
        black: Some(b.to_vec()),
        red: Some(r.to_vec()),
    })
}

fn setup_num(ui: &mut Ui, n: SetupNum, d: i32) {
    let f = &mut ui.form;
    match n {
        SetupNum::Rounds => nudge(&mut f.rounds, d, 1, 30),
        SetupNum::Actions => nudge(&mut f.actions, d, 1, 10),
        SetupNum::Players => {
            let mut p = u32::from(f.players);
            nudge(&mut p, d, 2, 4);
            f.players = p as u8;
        }
        SetupNum::North => {
            f.north = ((i32::from(f.north) + 30 * d).rem_euclid(360)) as u16;
        }
        SetupNum::ObjCommand => nudge(&mut ui.obj_command, d, 0, 20),
        SetupNum::ObjVp => nudge(&mut ui.obj_vp, d, 0, 20),
        SetupNum::CardCost => nudge(&mut ui.card_cost, d, 0, 20),
        SetupNum::Bid => nudge(&mut ui.bid, d, 1, 20),
        SetupNum::AreaFp => nudge(&mut ui.area.fp, d, 1, 20),
        SetupNum::AreaCover => nudge(&mut ui.area_cover, d, 0, attack::MAX_COVER),
    }
}

pub fn update(
    def: &GameDef,
    g: &GameState,
    ui: &mut Ui,
    msg: Msg,
    paths: &Paths,
) -> Option<Action> {
    let s = state(g)?;
    match msg {
        Msg::Tab(t) => {
            if t == Tab::Setup {
                // An untouched draft follows the game (objectives taken since); an edited one
                // is the player's and stays until applied.
                if ui.form == ui.form_base {
                    ui.form = s.scenario.clone();
                    ui.form_base = s.scenario.clone();
                }
                ui.user_presets = presets::list(&paths.home).0;
            }
            ui.tab = t;
        }
        Msg::Working => ui.working = !ui.working,
        Msg::Side(i) => {
            if i != ui.side {
                super::situation::reset(ui);
            }
            ui.side = i;
        }
        Msg::Take(k) => {
            // The form is for the side acting; a fire action opens the attack once taken.
            let side = s.turns.side.min(1);
            if side != ui.side {
                super::situation::reset(ui);
            }
            ui.side = side;
            match k {
                ActionKind::ConcentratedFire | ActionKind::FireAndMovement => {
                    ui.attack.fire = if k == ActionKind::FireAndMovement {
                        ui.attack.support.clear();
                        Fire::FireAndMovement
                    } else {
                        Fire::Concentrated
                    };
                    ui.attack_page = super::AttackPage::Fire;
                    ui.faces.clear();
                    ui.open_after = Some(Tab::Attack);
                }
                ActionKind::Assault => {
                    ui.assault_page = super::AssaultPage::Assault;
                    ui.open_after = Some(Tab::Assault);
                }
                _ => {}
            }
            return go(ToiAction::TakeAction(k));
        }
        Msg::Cover(v) => {
            ui.attack.target.cover = v.min(attack::MAX_COVER);
            cover_set(ui);
            ui.faces.clear();
        }
        Msg::AttackPage(p) => ui.attack_page = p,
        Msg::ArtPage(p) => ui.art_page = p,
        Msg::AssaultPage(p) => {
            ui.assault_page = p;
            ui.assault.faces.clear();
            ui.assault.mine_faces.clear();
        }
        Msg::Suppressive(on) => {
            ui.attack.kind = if on { Kind::Suppressive } else { Kind::Normal };
            ui.faces.clear();
        }
        Msg::Pass => return go(ToiAction::Pass),
        Msg::Num(n, d) => {
            num(ui, n, d);
            if n == Num::Cover {
                cover_set(ui);
            }
            ui.faces.clear();
        }
        Msg::Flag(f) => {
            flip(ui, f);
            ui.faces.clear();
        }
        Msg::AddSupport => {
            if ui.attack.support.len() < attack::MAX_SUPPORT {
                ui.attack.support.push(Firer::new(4, 4, 3));
            }
            ui.faces.clear();
        }
        Msg::SupMgOnly(i) => {
            if let Some(f) = ui.attack.support.get_mut(i) {
                f.mg_only = !f.mg_only;
            }
            ui.faces.clear();
        }
        Msg::RemoveSupport(i) => {
            if i < ui.attack.support.len() {
                ui.attack.support.remove(i);
            }
            ui.faces.clear();
        }
        Msg::Roll => {
            ui.faces.clear();
            return go(ToiAction::Attack {
                side: ui.side,
                attack: ui.attack.clone(),
                black: None,
                red: None,
            });
        }
        Msg::Face(f) => {
            ui.faces.push(f);
            return attack_when_complete(ui);
        }
        Msg::ClearFaces => ui.faces.clear(),
        Msg::Spot(sp) => ui.spotting = sp,
        Msg::Contact(i) => ui.contact = i,
        Msg::ContactRoll | Msg::ContactFace(_) => {
            let die = match msg {
                Msg::ContactFace(f) => Some(f),
                _ => None,
            };
            let round = g.table.cursor.round;
            let pending = super::artillery::contact_card(s, ui, round)?;
            return go(ToiAction::Contact {
                side: ui.side,
                pending,
                die,
            });
        }
        Msg::DriftClear => ui.drift_faces.clear(),
        Msg::DriftRoll => {
            return go(ToiAction::Drift {
                side: ui.side,
                spotting: ui.spotting,
                dice: None,
            });
        }
        Msg::DriftFace(f) => {
            if ui.drift_faces.len() >= 2 {
                ui.drift_faces.clear();
            }
            ui.drift_faces.push(f);
            if let [b, r] = ui.drift_faces[..] {
                return go(ToiAction::Drift {
                    side: ui.side,
                    spotting: ui.spotting,
                    dice: Some((b, r)),
                });
            }
        }
        Msg::AreaKind => {
            ui.area.kind = match ui.area.kind {
                Kind::Normal => Kind::Suppressive,
                Kind::Suppressive => Kind::Normal,
            }
        }
        Msg::AreaSix => ui.area.hits_on = if ui.area.hits_on == 6 { 5 } else { 6 },
        Msg::AreaMortar(kind, fp) => {
            ui.area.kind = kind;
            ui.area.fp = fp;
        }
        Msg::AreaAddSquad | Msg::AreaAddVehicle => {
            if ui.area.units.len() < 3 {
                let mut t = Target {
                    cover: ui.area_cover,
                    ..Target::default()
                };
                if msg == Msg::AreaAddVehicle {
                    t.vehicle = Some(Vehicle {
                        armour: 1,
                        damage: Damage::Undamaged,
                        heavy: false,
                        fragile: false,
                        solid: false,
                    });
                }
                ui.area.units.push(t);
            }
        }
        Msg::AreaClear => ui.area.units.clear(),
        Msg::AreaRoll => {
            return go(ToiAction::Area {
                side: ui.side,
                area: ui.area.clone(),
                black: None,
                reds: None,
            });
        }
        Msg::SetupNum(n, d) => setup_num(ui, n, d),
        Msg::Preset(i) => {
            if let Some(p) = data::scenarios(def).ok().and_then(|v| v.get(i).cloned()) {
                ui.form = p;
            }
        }
        Msg::Initiative(i) => ui.form.initiative = i.min(1),
        Msg::ObjName(n) => ui.obj_name = n.chars().take(60).collect(),
        Msg::ObjNation(n) => ui.obj_nation = n,
        Msg::ObjAdd => {
            if !ui.obj_name.trim().is_empty() && ui.form.objectives.len() < 24 {
                ui.form.objectives.push(Objective {
                    name: ui.obj_name.trim().to_string(),
                    nation: ui.obj_nation,
                    command: ui.obj_command,
                    vp: ui.obj_vp,
                    controller: None,
                });
                ui.obj_name.clear();
            }
        }
        Msg::StartScenario => {
            ui.form_applying = true;
            return go(ToiAction::SetScenario(ui.form.clone()));
        }
        Msg::Control(i, c) => {
            return go(ToiAction::SetControl {
                index: i,
                controller: c,
            });
        }
        Msg::Income => return go(ToiAction::CollectIncome),
        Msg::Bid(side) => {
            return go(ToiAction::Bid {
                side,
                amount: ui.bid,
            });
        }
        Msg::Decide => return go(ToiAction::DecideInitiative),
        Msg::CardName(n) => ui.card_name = n.chars().take(60).collect(),
        Msg::CardTiming(t) => ui.card_timing = t,
        Msg::CardContact(c) => ui.card_contact = c,
        Msg::Draw => {
            return go(ToiAction::DrawCard {
                side: ui.side,
                card: Card {
                    name: ui.card_name.trim().to_string(),
                    cost: ui.card_cost,
                    timing: ui.card_timing,
                    contact: ui.card_contact,
                    lasting: ui.card_lasting,
                },
            });
        }
        Msg::Assault(a) => return super::assault::update(ui, a),
        Msg::Roster(a) => return go(ToiAction::Roster(a)),
        Msg::UnitName(n) => ui.unit_name = n.chars().take(40).collect(),
        Msg::UnitVehicle => ui.unit_vehicle = !ui.unit_vehicle,
        Msg::AddUnit => {
            let name = ui.unit_name.trim().to_string();
            ui.unit_name.clear();
            return go(ToiAction::Roster(RosterAction::Add {
                name,
                side: ui.side,
                vehicle: ui.unit_vehicle,
            }));
        }
        Msg::ClearMarkers => return go(ToiAction::ClearMarkers),
        Msg::ScenarioName(n) => ui.form.name = n.chars().take(60).collect(),
        Msg::DeckText(n) => ui.deck_text = n.chars().take(60).collect(),
        Msg::AddDeck(side) => {
            let name = ui.deck_text.trim().to_string();
            let f = &mut ui.form;
            f.decks.resize(2, vec![]);
            if !name.is_empty() && side < 2 && f.decks[side].len() < 6 {
                f.decks[side].push(name);
                ui.deck_text.clear();
            }
        }
        Msg::AddOperations => {
            let name = ui.deck_text.trim().to_string();
            if !name.is_empty() && ui.form.operations.len() < 18 {
                ui.form.operations.push(name);
                ui.deck_text.clear();
            }
        }
        Msg::ClearDecks => {
            ui.form.decks.clear();
            ui.form.operations.clear();
        }
        Msg::StartCards(side, d) => {
            let f = &mut ui.form;
            f.start_cards.resize(2, 0);
            if let Some(n) = f.start_cards.get_mut(side) {
                nudge(n, d, 0, 10);
            }
        }
        Msg::VpToWin(d) => {
            let mut v = ui.form.vp_to_win.unwrap_or(0);
            nudge(&mut v, d, 0, 200);
            ui.form.vp_to_win = (v > 0).then_some(v);
        }
        Msg::SavePreset => {
            ui.preset_note = Some(match presets::save(&paths.home, &ui.form) {
                Ok(_) => crate::core::log::Line::new("toi-ui-preset-saved"),
                Err(l) => l,
            });
            ui.user_presets = presets::list(&paths.home).0;
        }
        Msg::UserPreset(i) => {
            if let Some(p) = ui.user_presets.get(i) {
                ui.form = p.clone();
            }
        }
        Msg::PickCard(i) => {
            if let Some(c) = data::cards(def).ok().and_then(|v| v.get(i).cloned()) {
                ui.card_name = c.name;
                ui.card_cost = c.cost.unwrap_or(ui.card_cost);
                ui.card_timing = c.timing;
                ui.card_contact = c.contact;
                ui.card_lasting = c.lasting;
            }
        }
        Msg::CardLasting => ui.card_lasting = !ui.card_lasting,
        Msg::Discard(side, i) => return go(ToiAction::DiscardInPlay { side, index: i }),
        Msg::Activate(side, i) => {
            // A card that needs contact opens the artillery's contact once it is paid.
            let card = s.cards.get(side).and_then(|c| c.hq.get(i));
            if card.is_some_and(|c| c.contact.is_some()) {
                ui.side = side.min(1);
                ui.art_page = super::ArtPage::Strike;
                ui.contact = s.cards[side.min(1)].pending.len();
                ui.drift_faces.clear();
                ui.open_after = Some(Tab::Artillery);
            }
            return go(ToiAction::ActivateCard { side, index: i });
        }
    }
    None
}
