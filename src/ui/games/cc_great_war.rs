//! Command and Colors WWI panels: scenario set-up and No Man's Land, the turn (cards, HQ,
//! end-of-turn choices), the battle resolver with odds, Reserve Artillery, and the medals.

use iced::widget::{Column, Row, button, column, container, row, text, text_input};
use iced::{Alignment, Element, Length};

use crate::session::{Action, GameState};
use crate::core::def::GameDef;
use crate::core::log::Line;
use crate::games::GameAction;
use crate::games::cc_great_war::artillery::{self, ArtilleryCards, CraterRule};
use crate::games::cc_great_war::battle::{FACES, Situation, SoldierRule};
use crate::games::cc_great_war::data::CcData;
use crate::games::cc_great_war::{
    self as cc, CHECKLIST, COMBAT, COMMAND, CcAction, CcSettings, CcState, HQ, HexSkip, HqReason,
    MedalKind, SPENT, Scenario,
};
use crate::i18n::Localizer;
use crate::store::Paths;
use crate::ui::app::{App, Message, Table};
use crate::ui::theme;
use crate::ui::widgets::die_face::{FaceLook, die_face};
use crate::ui::widgets::hex_template::template;
use crate::ui::widgets::{self, big_button, odds_bar, square_button};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Tab {
    #[default]
    Setup,
    Turn,
    Battle,
    Artillery,
    Medals,
}

/// The form state of the panels.
#[derive(Debug, Clone, PartialEq)]
pub struct Ui {
    pub tab: Tab,
    pub form: Scenario,
    pub settings: CcSettings,
    pub presets: Vec<Scenario>,
    pub preset_problems: Vec<String>,
    pub side: String,
    pub battle: Situation,
    pub hand: Vec<String>,
    pub hand_mode: bool,
    /// HQ costs set on the steppers of Combat cards, not yet paid (card id → HQ).
    pub costs: std::collections::BTreeMap<String, u32>,
    /// What became of the last "Save as preset": saved, or why not.
    pub preset_note: Option<Line>,
    pub preset_failed: bool,
    pub hq_amount: u32,
    pub hq_reason: HqReason,
    pub revealed: Vec<String>,
    pub art_strength: Option<u32>,
    pub art_spend: u32,
    pub art_cards: ArtilleryCards,
    pub art_dice: Vec<u32>,
    pub hex_terrain: String,
    pub hex_figures: Option<u32>,
    pub hex_faces: Vec<String>,
    /// The next hex holds wire and no unit.
    pub hex_wire_only: bool,
}

impl Default for Ui {
    fn default() -> Self {
        Ui::new(&[])
    }
}

impl Ui {
    pub fn new(sides: &[String]) -> Ui {
        Ui {
            tab: Tab::Setup,
            form: Scenario::blank(sides),
            settings: CcSettings::default(),
            presets: vec![],
            preset_problems: vec![],
            side: sides.first().cloned().unwrap_or_default(),
            battle: Situation::new("infantry", 2, "open"),
            hand: vec![],
            hand_mode: false,
            costs: Default::default(),
            preset_note: None,
            preset_failed: false,
            hq_amount: 1,
            hq_reason: HqReason::DirectFromHq,
            revealed: vec![],
            art_strength: None,
            art_spend: 0,
            art_cards: ArtilleryCards::default(),
            art_dice: vec![],
            hex_terrain: "open".into(),
            hex_figures: None,
            hex_faces: vec![],
            hex_wire_only: false,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    Command,
    Combat,
    StartHq,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Msg {
    Tab(Tab),
    Name(String),
    Count {
        field: Field,
        side: String,
        delta: i32,
    },
    MedalsToWin(i32),
    First(String),
    ArtAdd {
        side: String,
        strength: u32,
    },
    ArtRemove {
        side: String,
        index: usize,
    },
    NmlRow {
        index: usize,
        delta: i32,
    },
    NmlAdd,
    NmlRemove,
    Physical(bool),
    SoldierRule(SoldierRule),
    ReconAnyMedal(bool),
    CraterRule(CraterRule),
    SavePreset,
    LoadPreset(usize),
    Start,
    Check(usize),
    NmlRoll(Option<u32>),
    Reveal(String),
    PlayCommand {
        side: String,
        card: String,
    },
    PlayCombat {
        side: String,
        card: String,
    },
    Cost {
        card: String,
        delta: i32,
    },
    Trade {
        side: String,
        card: String,
    },
    EndChoice(bool),
    DrawCommand,
    DiscardCommand {
        side: String,
        card: String,
    },
    HqAmount(i32),
    HqReason(HqReason),
    Hq {
        side: String,
        sign: i32,
    },
    Side(String),
    Unit(String),
    Range(i32),
    Moved(i32),
    Firer(Option<String>),
    MovedIn,
    Card(String),
    Target(String),
    FromHill,
    Lock,
    Armour,
    Hold,
    Figures(i32),
    Roll,
    HandMode,
    Face(String),
    FaceClear,
    Record,
    ArtStrength(u32),
    ArtSpend(i32),
    ArtBox,
    ArtShort,
    ArtFire,
    ArtDie(u32),
    ArtDiceClear,
    ArtFireHand,
    HexTerrain(String),
    HexFigures(i32),
    HexFace(String),
    HexFaceClear,
    HexRoll,
    HexRecord,
    /// "No unit here": pass the next hex over with no roll.
    HexSkip,
    /// The next hex holds only wire, no unit: roll for the wire, no HQ.
    HexWireOnly,
    ArtDone,
    MedalAdd {
        side: String,
        kind: MedalKind,
    },
    MedalRemove {
        side: String,
        index: usize,
    },
}

fn go(a: CcAction) -> Option<Action> {
    Some(Action::Game(GameAction::new(cc::ID, &a)))
}

fn m(msg: Msg) -> Message {
    Message::Game(super::GameMsg::new(msg))
}

/// How the table finds these panels.
pub static PANELS: super::Panels = super::Panels {
    game: cc::ID,
    new: |def| Box::new(Ui::new(&def.side_ids())),
};

impl super::GamePanels for Ui {
    fn view<'a>(&'a self, app: &'a App, t: &'a Table) -> Vec<Element<'a, Message>> {
        panels(app, t, self)
    }

    fn update(
        &mut self,
        def: &GameDef,
        state: &GameState,
        msg: &super::GameMsg,
        paths: &Paths,
    ) -> Option<Action> {
        let msg = msg.get::<Msg>()?.clone();
        update(def, state, self, msg, paths)
    }

    fn clone_box(&self) -> Box<dyn super::GamePanels> {
        Box::new(self.clone())
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}

fn state(t: &GameState) -> Option<&CcState> {
    cc::state(&t.table)
}

/// The HQ cost the stepper of a Combat card shows: what the player set on it, else the cost
/// remembered from the last time it was played (or the data file), else 0.
pub fn cost_shown(def: &GameDef, s: &CcState, ui: &Ui, card: &str) -> u32 {
    ui.costs
        .get(card)
        .copied()
        .or_else(|| s.cost_of(def, card))
        .unwrap_or(0)
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
            if t == Tab::Battle || t == Tab::Artillery {
                ui.side = active;
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
                *r = step_u32(*r, delta, 30).max(1);
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
        Msg::Physical(b) => {
            ui.settings.physical_cards = b;
            return go(CcAction::Settings(ui.settings));
        }
        Msg::SoldierRule(r) => {
            ui.settings.soldier_rule = r;
            return go(CcAction::Settings(ui.settings));
        }
        Msg::CraterRule(r) => {
            ui.settings.crater_rule = r;
            return go(CcAction::Settings(ui.settings));
        }
        Msg::ReconAnyMedal(b) => {
            ui.settings.recon_any_medal = b;
            return go(CcAction::Settings(ui.settings));
        }
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
        Msg::Side(s) => ui.side = s,
        Msg::Unit(u) => {
            ui.battle.unit = u;
            ui.battle.cards.clear();
        }
        Msg::Range(d) => ui.battle.range = step_u32(ui.battle.range, d, 6).max(1),
        Msg::Moved(d) => ui.battle.moved = step_u32(ui.battle.moved, d, 2),
        Msg::Firer(t) => ui.battle.firer_terrain = t,
        Msg::MovedIn => ui.battle.firer_moved_in = !ui.battle.firer_moved_in,
        Msg::Card(c) => {
            if let Some(i) = ui.battle.cards.iter().position(|x| *x == c) {
                ui.battle.cards.remove(i);
            } else {
                ui.battle.cards.push(c);
            }
        }
        Msg::Target(t) => ui.battle.target_terrain = t,
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
        Msg::Roll => {
            ui.hand.clear();
            return go(CcAction::Battle {
                side: ui.side.clone(),
                situation: ui.battle.clone(),
                faces: None,
            });
        }
        Msg::HandMode => ui.hand_mode = !ui.hand_mode,
        Msg::Face(f) => {
            if ui.hand.len() < 12 {
                ui.hand.push(f)
            }
        }
        Msg::FaceClear => ui.hand.clear(),
        Msg::Record => {
            let faces = std::mem::take(&mut ui.hand);
            return go(CcAction::Battle {
                side: ui.side.clone(),
                situation: ui.battle.clone(),
                faces: Some(faces),
            });
        }
        Msg::ArtStrength(s) => {
            ui.art_strength = Some(s);
            ui.art_spend = s;
        }
        Msg::ArtSpend(d) => ui.art_spend = step_u32(ui.art_spend, d, ui.art_strength.unwrap_or(0)),
        Msg::ArtBox => ui.art_cards.box_barrage = !ui.art_cards.box_barrage,
        Msg::ArtShort => ui.art_cards.shell_shortage = !ui.art_cards.shell_shortage,
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
    }
    None
}

// ---- views -------------------------------------------------------------------------------

fn toggle<'a>(label: String, on: bool, msg: Msg) -> Element<'a, Message> {
    widgets::toggle(label, on, m(msg))
}

fn stepper<'a>(
    label: String,
    value: String,
    dec: Option<Msg>,
    inc: Option<Msg>,
) -> Element<'a, Message> {
    widgets::stepper(label, value, dec.map(m), inc.map(m))
}

fn panel<'a>(title: String, body: Element<'a, Message>) -> Element<'a, Message> {
    container(column![text(title).size(22), body].spacing(10))
        .padding(12)
        .width(Length::Fill)
        .style(theme::panel)
        .into()
}

fn lines<'a>(loc: &Localizer, l: &[crate::core::log::Line]) -> Column<'a, Message> {
    let mut c = Column::new().spacing(4);
    for x in l {
        c = c.push(text(loc.line(x)).size(16));
    }
    c
}

fn side_name(def: &GameDef, loc: &Localizer, id: &str) -> String {
    def.side_name(id)
        .map(|n| loc.t(n))
        .unwrap_or_else(|| id.to_string())
}

fn face_picture<'a>(def: &GameDef, loc: &Localizer, face: &str, size: f32) -> Element<'a, Message> {
    match def.die("battle") {
        Some(die) => {
            let side = (0..die.side_count())
                .find(|&i| die.face_id(i) == face)
                .unwrap_or(0);
            let name = loc.t(&format!("ccgw-face-{face}"));
            die_face(FaceLook::of(&die, side, &name), size)
        }
        None => text(face.to_string()).into(),
    }
}

/// Battle-die faces to tap in, the faces tapped so far, Clear and Record.
fn face_entry<'a>(
    def: &GameDef,
    loc: &Localizer,
    picked: &[String],
    on_face: fn(String) -> Msg,
    clear: Msg,
    record: Msg,
) -> Element<'a, Message> {
    let mut faces = Row::new().spacing(6);
    for f in FACES {
        faces = faces.push(
            button(face_picture(def, loc, f, 40.0))
                .padding(4)
                .style(button::secondary)
                .on_press(m(on_face(f.to_string()))),
        );
    }
    let mut shown = Row::new().spacing(4);
    for f in picked {
        shown = shown.push(face_picture(def, loc, f, 32.0));
    }
    let any = !picked.is_empty();
    column![
        faces.wrap(),
        row![
            shown.wrap(),
            big_button(loc.t("tray-clear"), any.then(|| m(clear))).style(button::secondary),
            big_button(
                loc.tr("ccgw-ui-record", &[("n", picked.len().to_string())]),
                any.then(|| m(record))
            )
            .style(button::primary),
        ]
        .spacing(6)
        .align_y(Alignment::Center),
    ]
    .spacing(8)
    .into()
}

fn status<'a>(app: &'a App, t: &'a Table, s: &'a CcState) -> Element<'a, Message> {
    let loc = &app.loc;
    let def = &t.def;
    let target = s.scenario.as_ref().map(|x| x.medals_to_win);
    let pool = t.state.table.pools.get(HQ);
    let mut r = Row::new().spacing(16).align_y(Alignment::Center);
    for side in &def.sides {
        let medals = s.medal_count(&side.id);
        let hq = pool.map_or(0, |p| p.held_by(&side.id));
        r = r.push(
            text(loc.tr(
                "ccgw-ui-side-status",
                &[
                    ("side", loc.t(&side.name)),
                    ("medals", medals.to_string()),
                    (
                        "target",
                        target.map(|x| x.to_string()).unwrap_or_else(|| "?".into()),
                    ),
                    ("hq", hq.to_string()),
                ],
            ))
            .size(18),
        );
    }
    if let Some(p) = pool {
        r = r.push(
            text(loc.tr(
                "ccgw-ui-pool",
                &[
                    ("supply", p.supply.to_string()),
                    ("spent", p.held_by(SPENT).to_string()),
                ],
            ))
            .size(16),
        );
    }
    let mut c = column![r.wrap()].spacing(6);
    if let Some(w) = &s.winner {
        c = c.push(
            container(text(loc.tr("ccgw-ui-winner", &[("side", side_name(def, loc, w))])).size(24))
                .padding(10)
                .style(theme::info),
        );
    }
    let tabs = [
        (Tab::Setup, "ccgw-tab-setup"),
        (Tab::Turn, "ccgw-tab-turn"),
        (Tab::Battle, "ccgw-tab-battle"),
        (Tab::Artillery, "ccgw-tab-artillery"),
        (Tab::Medals, "ccgw-tab-medals"),
    ];
    let ui_tab = t.game_ui.get::<Ui>().map_or(Tab::Setup, |ui| ui.tab);
    let mut tr = Row::new().spacing(6);
    for (tab, id) in tabs {
        tr = tr.push(toggle(loc.t(id), ui_tab == tab, Msg::Tab(tab)));
    }
    c.push(tr.wrap()).into()
}

fn setup_view<'a>(
    app: &'a App,
    t: &'a Table,
    s: &'a CcState,
    ui: &'a Ui,
    data: &CcData,
) -> Element<'a, Message> {
    let loc = &app.loc;
    let def = &t.def;
    if s.scenario.is_some() {
        let mut c = Column::new().spacing(6);
        for (i, id) in CHECKLIST.iter().enumerate() {
            let done = s.checklist.get(i).copied().unwrap_or(false);
            let label = format!("{} {}", if done { "✓" } else { "○" }, loc.t(id));
            c = c.push(
                widgets::long_button(label, Some(m(Msg::Check(i)))).style(if done {
                    button::success
                } else {
                    button::secondary
                }),
            );
        }
        let mut col = column![panel(loc.t("ccgw-ui-checklist"), c.into())].spacing(12);
        if let Some(b) = &s.nml {
            let mut n = column![text(loc.t("ccgw-ui-nml-hint")).size(16)].spacing(8);
            for (i, cr) in b.craters.iter().enumerate() {
                n = n.push(
                    text(loc.tr(
                        "ccgw-ui-nml-line",
                        &[
                            ("n", (i + 1).to_string()),
                            (
                                "face",
                                b.rolls.get(i).map(|x| x.to_string()).unwrap_or_default(),
                            ),
                            ("row", (cr.row + 1).to_string()),
                            ("hex", cr.hex.to_string()),
                        ],
                    ))
                    .size(17),
                );
            }
            if b.done {
                n = n.push(text(loc.t("ccgw-nml-finished")).size(18));
            } else {
                let mut faces = Row::new().spacing(6).push(
                    big_button(loc.t("ccgw-ui-nml-roll"), Some(m(Msg::NmlRoll(None))))
                        .style(button::success),
                );
                for f in 1..=6 {
                    faces = faces.push(square_button(
                        &f.to_string(),
                        Some(m(Msg::NmlRoll(Some(f)))),
                    ));
                }
                n = n
                    .push(text(loc.t("ccgw-ui-nml-enter")).size(15))
                    .push(faces.wrap());
            }
            col = col.push(panel(loc.t("ccgw-ui-nml"), n.into()));
        }
        return col.into();
    }
    // The scenario form.
    let f = &ui.form;
    let mut c = column![
        text(loc.t("ccgw-ui-setup-hint")).size(16),
        text_input(&loc.t("ccgw-ui-scenario-name"), &f.name)
            .on_input(|x| m(Msg::Name(x)))
            .size(18)
            .padding(13),
    ]
    .spacing(8);
    for side in &def.sides {
        let id = side.id.clone();
        let get =
            |map: &std::collections::BTreeMap<String, u32>| map.get(&id).copied().unwrap_or(0);
        let count = |field, d| {
            Some(Msg::Count {
                field,
                side: id.clone(),
                delta: d,
            })
        };
        c = c.push(text(loc.t(&side.name)).size(20));
        c = c.push(stepper(
            loc.t("ccgw-ui-command-cards"),
            get(&f.command_cards).to_string(),
            count(Field::Command, -1),
            count(Field::Command, 1),
        ));
        c = c.push(stepper(
            loc.t("ccgw-ui-combat-cards"),
            get(&f.combat_cards).to_string(),
            count(Field::Combat, -1),
            count(Field::Combat, 1),
        ));
        c = c.push(stepper(
            loc.t("ccgw-ui-start-hq"),
            get(&f.start_hq).to_string(),
            count(Field::StartHq, -1),
            count(Field::StartHq, 1),
        ));
        let mut art = Row::new()
            .spacing(6)
            .align_y(Alignment::Center)
            .push(text(loc.t("ccgw-ui-artillery-tokens")).size(17));
        for (i, a) in f
            .artillery
            .get(&id)
            .cloned()
            .unwrap_or_default()
            .into_iter()
            .enumerate()
        {
            art = art.push(
                big_button(
                    format!("{a} ✕"),
                    Some(m(Msg::ArtRemove {
                        side: id.clone(),
                        index: i,
                    })),
                )
                .style(button::primary),
            );
        }
        art = art.push(text(loc.t("ccgw-ui-add")).size(15));
        for strength in 1..=data.turn.max_artillery_strength.value {
            art = art.push(square_button(
                &strength.to_string(),
                Some(m(Msg::ArtAdd {
                    side: id.clone(),
                    strength,
                })),
            ));
        }
        c = c.push(art.wrap());
    }
    c = c.push(stepper(
        loc.t("ccgw-ui-medals-to-win"),
        f.medals_to_win.to_string(),
        Some(Msg::MedalsToWin(-1)),
        Some(Msg::MedalsToWin(1)),
    ));
    let mut first = Row::new()
        .spacing(6)
        .align_y(Alignment::Center)
        .push(text(loc.t("ccgw-ui-first-side")).size(17));
    for side in &def.sides {
        first = first.push(toggle(
            loc.t(&side.name),
            f.first_side == side.id,
            Msg::First(side.id.clone()),
        ));
    }
    c = c.push(first.wrap());
    let mut nml = Column::new()
        .spacing(6)
        .push(text(loc.t("ccgw-ui-nml-rows")).size(17));
    for (i, r) in f.nml_rows.iter().enumerate() {
        nml = nml.push(stepper(
            loc.tr("ccgw-ui-nml-row", &[("row", (i + 1).to_string())]),
            r.to_string(),
            Some(Msg::NmlRow {
                index: i,
                delta: -1,
            }),
            Some(Msg::NmlRow { index: i, delta: 1 }),
        ));
    }
    nml = nml.push(
        row![
            big_button(loc.t("ccgw-ui-nml-add"), Some(m(Msg::NmlAdd))).style(button::secondary),
            big_button(
                loc.t("ccgw-ui-nml-remove"),
                (!f.nml_rows.is_empty()).then(|| m(Msg::NmlRemove))
            )
            .style(button::secondary),
        ]
        .spacing(6),
    );
    c = c.push(nml);
    // The settings where players may read the rules differently: one choice of two each.
    let st = &s.settings;
    let choices: [[(&str, bool, Msg); 2]; 4] = [
        [
            (
                "ccgw-ui-cards-app",
                !st.physical_cards,
                Msg::Physical(false),
            ),
            (
                "ccgw-ui-cards-physical",
                st.physical_cards,
                Msg::Physical(true),
            ),
        ],
        [
            (
                "ccgw-ui-soldier-each",
                st.soldier_rule == SoldierRule::Each,
                Msg::SoldierRule(SoldierRule::Each),
            ),
            (
                "ccgw-ui-soldier-any",
                st.soldier_rule == SoldierRule::AnyOne,
                Msg::SoldierRule(SoldierRule::AnyOne),
            ),
        ],
        [
            (
                "ccgw-ui-crater-triple",
                st.crater_rule == CraterRule::Triple,
                Msg::CraterRule(CraterRule::Triple),
            ),
            (
                "ccgw-ui-crater-center",
                st.crater_rule == CraterRule::CenterDice,
                Msg::CraterRule(CraterRule::CenterDice),
            ),
        ],
        [
            (
                "ccgw-ui-recon-under-pressure",
                !st.recon_any_medal,
                Msg::ReconAnyMedal(false),
            ),
            (
                "ccgw-ui-recon-any-medal",
                st.recon_any_medal,
                Msg::ReconAnyMedal(true),
            ),
        ],
    ];
    for pair in choices {
        let mut r = Row::new().spacing(6);
        for (id, on, msg) in pair {
            r = r.push(toggle(loc.t(id), on, msg));
        }
        c = c.push(r.wrap());
    }
    let named = cc::presets::file_name(&f.name).is_some();
    c = c.push(
        row![
            big_button(
                loc.t("ccgw-ui-save-preset"),
                named.then(|| m(Msg::SavePreset))
            )
            .style(button::secondary),
            big_button(loc.t("ccgw-ui-start"), Some(m(Msg::Start))).style(button::success),
        ]
        .spacing(8),
    );
    if !ui.presets.is_empty() {
        let mut p = Row::new()
            .spacing(6)
            .push(text(loc.t("ccgw-ui-presets")).size(17));
        for (i, sc) in ui.presets.iter().enumerate() {
            p = p.push(
                big_button(sc.name.clone(), Some(m(Msg::LoadPreset(i)))).style(button::secondary),
            );
        }
        c = c.push(p.wrap());
    }
    if let Some(note) = &ui.preset_note {
        c = c.push(container(text(loc.line(note)).size(17)).padding(8).style(
            if ui.preset_failed {
                theme::banner
            } else {
                theme::info
            },
        ));
    }
    for e in &ui.preset_problems {
        c = c.push(text(e.clone()).size(14));
    }
    panel(loc.t("ccgw-ui-scenario"), c.into())
}

fn card_line<'a>(loc: &Localizer, def: &GameDef, deck: &str, card: &str) -> Column<'a, Message> {
    let cdef = def
        .decks
        .iter()
        .find(|d| d.id == deck)
        .and_then(|d| d.cards.iter().find(|c| c.id == card));
    let mut c = column![
        text(
            cdef.map(|x| loc.t(&x.name))
                .unwrap_or_else(|| card.to_string())
        )
        .size(18)
    ]
    .spacing(2);
    if let Some(t) = cdef.and_then(|x| x.timing.as_ref()) {
        c = c.push(text(loc.t(t)).size(14));
    }
    if let Some(e) = cdef.and_then(|x| x.effect.as_ref()) {
        c = c.push(text(loc.t(e)).size(15));
    }
    c
}

fn turn_view<'a>(app: &'a App, t: &'a Table, s: &'a CcState, ui: &'a Ui) -> Element<'a, Message> {
    let loc = &app.loc;
    let def = &t.def;
    let active = def
        .sides
        .get(t.state.table.cursor.side)
        .map(|x| x.id.clone())
        .unwrap_or_default();
    let mut col = Column::new().spacing(12);
    // End of turn.
    let mut end = Column::new().spacing(8);
    let hq_label = loc.tr(
        "ccgw-ui-take-hq",
        &[(
            "n",
            if s.turn.improved_logistics.as_deref() == Some(active.as_str()) {
                "4"
            } else {
                "2"
            }
            .to_string(),
        )],
    );
    let free = !s.turn.end_choice_made;
    end = end.push(
        row![
            big_button(
                loc.t("ccgw-ui-draw-command"),
                (!s.turn.command_drawn).then(|| m(Msg::DrawCommand))
            )
            .style(button::primary),
            big_button(hq_label, free.then(|| m(Msg::EndChoice(true)))).style(button::primary),
            big_button(
                loc.t("ccgw-ui-draw-combat"),
                free.then(|| m(Msg::EndChoice(false)))
            )
            .style(button::primary),
        ]
        .spacing(6)
        .wrap(),
    );
    if s.turn.recon {
        end = end.push(text(loc.t("ccgw-ui-recon-hint")).size(15));
    }
    end = end.push(text(loc.t("ccgw-ui-end-hint")).size(15));
    col = col.push(panel(
        loc.tr(
            "ccgw-ui-end-turn",
            &[("side", side_name(def, loc, &active))],
        ),
        end.into(),
    ));

    // Hands.
    for side in &def.sides {
        let shown = ui.revealed.contains(&side.id);
        let mut c = Column::new().spacing(8);
        if s.settings.physical_cards {
            for deck in [COMMAND, COMBAT] {
                let p = s.physical.get(deck).cloned().unwrap_or_default();
                c = c.push(
                    text(loc.tr(
                        "ccgw-ui-physical-counts",
                        &[
                            ("deck", loc.t(&format!("ccgw-deck-{deck}"))),
                            (
                                "hand",
                                p.hands.get(&side.id).copied().unwrap_or(0).to_string(),
                            ),
                            ("left", p.left.to_string()),
                        ],
                    ))
                    .size(16),
                );
            }
        }
        c = c.push(toggle(
            loc.t(if shown { "deck-hide" } else { "deck-show" }),
            shown,
            Msg::Reveal(side.id.clone()),
        ));
        if shown {
            let command: Vec<String> = if s.settings.physical_cards {
                def.decks
                    .iter()
                    .find(|d| d.id == COMMAND)
                    .map(|d| d.cards.iter().map(|c| c.id.clone()).collect())
                    .unwrap_or_default()
            } else {
                t.state
                    .table
                    .decks
                    .get(COMMAND)
                    .and_then(|d| d.hands.get(&side.id))
                    .cloned()
                    .unwrap_or_default()
            };
            let combat: Vec<String> = if s.settings.physical_cards {
                def.decks
                    .iter()
                    .find(|d| d.id == COMBAT)
                    .map(|d| d.cards.iter().map(|c| c.id.clone()).collect())
                    .unwrap_or_default()
            } else {
                t.state
                    .table
                    .decks
                    .get(COMBAT)
                    .and_then(|d| d.hands.get(&side.id))
                    .cloned()
                    .unwrap_or_default()
            };
            c = c.push(text(loc.t("ccgw-deck-command")).size(19));
            for card in command {
                c = c.push(
                    row![
                        card_line(loc, def, COMMAND, &card).width(Length::Fill),
                        big_button(
                            loc.t("ccgw-ui-play"),
                            Some(m(Msg::PlayCommand {
                                side: side.id.clone(),
                                card: card.clone()
                            }))
                        )
                        .style(button::primary),
                        big_button(
                            loc.t("deck-discard"),
                            Some(m(Msg::DiscardCommand {
                                side: side.id.clone(),
                                card: card.clone()
                            }))
                        )
                        .style(button::secondary),
                    ]
                    .spacing(6)
                    .align_y(Alignment::Center),
                );
            }
            c = c.push(text(loc.t("ccgw-deck-combat")).size(19));
            c = c.push(text(loc.t("ccgw-ui-cost-hint")).size(15));
            // Trading is offered only when the rules allow it (L546-550).
            let trade = cc::can_trade(def, &t.state.table, &side.id).is_ok();
            for card in combat {
                let cost = cost_shown(def, s, ui, &card);
                let mut buttons = row![
                    card_line(loc, def, COMBAT, &card).width(Length::Fill),
                    big_button(
                        loc.tr("ccgw-ui-play-cost", &[("cost", cost.to_string())]),
                        Some(m(Msg::PlayCombat {
                            side: side.id.clone(),
                            card: card.clone()
                        }))
                    )
                    .style(button::primary),
                ]
                .spacing(6)
                .align_y(Alignment::Center);
                if trade {
                    buttons = buttons.push(
                        big_button(
                            loc.t("ccgw-ui-trade"),
                            Some(m(Msg::Trade {
                                side: side.id.clone(),
                                card: card.clone(),
                            })),
                        )
                        .style(button::secondary),
                    );
                }
                c = c.push(
                    column![
                        buttons,
                        stepper(
                            loc.t("ccgw-ui-cost"),
                            cost.to_string(),
                            Some(Msg::Cost {
                                card: card.clone(),
                                delta: -1
                            }),
                            Some(Msg::Cost {
                                card: card.clone(),
                                delta: 1
                            }),
                        ),
                    ]
                    .spacing(4),
                );
            }
        }
        col = col.push(panel(
            loc.tr("ccgw-ui-hand-of", &[("side", loc.t(&side.name))]),
            c.into(),
        ));
    }

    // HQ ledger: manual gains and spends with a reason.
    let mut h = Column::new().spacing(8);
    h = h.push(stepper(
        loc.t("ccgw-ui-hq-amount"),
        ui.hq_amount.to_string(),
        Some(Msg::HqAmount(-1)),
        Some(Msg::HqAmount(1)),
    ));
    let mut reasons = Row::new().spacing(6);
    for r in HqReason::MANUAL {
        reasons = reasons.push(toggle(loc.t(r.msg()), ui.hq_reason == r, Msg::HqReason(r)));
    }
    h = h.push(reasons.wrap());
    for side in &def.sides {
        h = h.push(
            row![
                text(loc.t(&side.name)).size(17).width(Length::Fill),
                big_button(
                    loc.t("ccgw-ui-hq-spend"),
                    Some(m(Msg::Hq {
                        side: side.id.clone(),
                        sign: -1
                    }))
                )
                .style(button::secondary),
                big_button(
                    loc.t("ccgw-ui-hq-gain"),
                    Some(m(Msg::Hq {
                        side: side.id.clone(),
                        sign: 1
                    }))
                )
                .style(button::primary),
            ]
            .spacing(6)
            .align_y(Alignment::Center),
        );
    }
    col = col.push(panel(loc.t("ccgw-ui-hq-ledger"), h.into()));
    col.into()
}

fn battle_view<'a>(
    app: &'a App,
    t: &'a Table,
    s: &'a CcState,
    ui: &'a Ui,
    data: &CcData,
) -> Element<'a, Message> {
    let loc = &app.loc;
    let def = &t.def;
    let b = &ui.battle;
    let mut c = Column::new().spacing(8);
    let mut sides = Row::new()
        .spacing(6)
        .push(text(loc.t("ccgw-ui-attacker")).size(17));
    for side in &def.sides {
        sides = sides.push(toggle(
            loc.t(&side.name),
            ui.side == side.id,
            Msg::Side(side.id.clone()),
        ));
    }
    c = c.push(sides.wrap());
    let mut units = Row::new().spacing(6);
    for u in &data.units {
        units = units.push(toggle(
            loc.t(&u.name),
            b.unit == u.id,
            Msg::Unit(u.id.clone()),
        ));
    }
    c = c.push(units.wrap());
    let range_label = if b.range == 1 {
        loc.t("ccgw-ui-range-close")
    } else {
        loc.tr("ccgw-ui-range", &[("n", b.range.to_string())])
    };
    c = c.push(stepper(
        loc.t("ccgw-ui-range-title"),
        range_label,
        Some(Msg::Range(-1)),
        Some(Msg::Range(1)),
    ));
    c = c.push(stepper(
        loc.t("ccgw-ui-moved"),
        b.moved.to_string(),
        Some(Msg::Moved(-1)),
        Some(Msg::Moved(1)),
    ));
    let mut firer = Row::new()
        .spacing(6)
        .push(text(loc.t("ccgw-ui-firer-in")).size(17));
    firer = firer.push(toggle(
        loc.t("ccgw-terrain-open"),
        b.firer_terrain.is_none(),
        Msg::Firer(None),
    ));
    for id in ["forest", "buildings", "wire"] {
        if let Some(td) = data.terrain(id) {
            firer = firer.push(toggle(
                loc.t(&td.name),
                b.firer_terrain.as_deref() == Some(id),
                Msg::Firer(Some(id.into())),
            ));
        }
    }
    firer = firer.push(toggle(
        loc.t("ccgw-ui-moved-in"),
        b.firer_moved_in,
        Msg::MovedIn,
    ));
    c = c.push(firer.wrap());
    let mut cards = Row::new()
        .spacing(6)
        .push(text(loc.t("ccgw-ui-cards")).size(17));
    for card in &data.cards {
        cards = cards.push(toggle(
            loc.t(&format!("ccgw-card-{}", card.card)),
            b.cards.contains(&card.card),
            Msg::Card(card.card.clone()),
        ));
    }
    c = c.push(cards.wrap());
    let mut target = Row::new()
        .spacing(6)
        .push(text(loc.t("ccgw-ui-target-in")).size(17));
    for td in &data.terrain {
        target = target.push(toggle(
            loc.t(&td.name),
            b.target_terrain == td.id,
            Msg::Target(td.id.clone()),
        ));
    }
    c = c.push(target.wrap());
    c = c.push(
        row![
            toggle(loc.t("ccgw-ui-from-hill"), b.from_hill, Msg::FromHill),
            toggle(loc.t("ccgw-ui-lock"), b.flags_locked, Msg::Lock),
            toggle(loc.t("ccgw-card-body-armour"), b.body_armour, Msg::Armour),
            toggle(
                loc.t("ccgw-card-hold-at-all-costs"),
                b.hold_at_all_costs,
                Msg::Hold
            ),
        ]
        .spacing(6)
        .wrap(),
    );
    let figures = b
        .target_figures
        .map(|f| f.to_string())
        .unwrap_or_else(|| loc.t("ccgw-ui-unknown"));
    c = c.push(stepper(
        loc.t("ccgw-ui-figures"),
        figures,
        Some(Msg::Figures(-1)),
        Some(Msg::Figures(1)),
    ));

    // The count and the odds, before the roll.
    let mut sit = b.clone();
    sit.no_hq = s.turn.direct_from_hq;
    match cc::battle_odds(def, &sit, s.settings.soldier_rule) {
        Ok((count, odds)) => {
            c = c.push(lines(loc, &count.steps));
            if count.dice > 0 {
                let mut o = Column::new()
                    .spacing(2)
                    .push(text(loc.t("ccgw-ui-odds")).size(18));
                let max = odds.hits.iter().map(|x| x.num).max().unwrap_or(1) as f32;
                for (k, ch) in odds.hits.iter().enumerate() {
                    o = o.push(odds_bar(
                        loc.tr("ccgw-ui-hits-n", &[("n", k.to_string())]),
                        ch.num as f32 / max,
                        format!("{:.1}%", ch.percent()),
                    ));
                }
                o = o.push(
                    text(loc.tr(
                        "ccgw-odds-retreat",
                        &[("p", format!("{:.1}", odds.forced_retreat.percent()))],
                    ))
                    .size(16),
                );
                o = o.push(
                    text(loc.tr(
                        "ccgw-odds-hq",
                        &[("hq", format!("{:.2}", odds.expected_hq))],
                    ))
                    .size(16),
                );
                if let Some(e) = odds.eliminate {
                    o = o.push(
                        text(loc.tr(
                            "ccgw-ui-odds-eliminate",
                            &[("p", format!("{:.1}", e.percent()))],
                        ))
                        .size(16),
                    );
                }
                c = c.push(o);
                let mut actions = Row::new().spacing(6).push(
                    big_button(loc.t("ccgw-ui-roll-battle"), Some(m(Msg::Roll)))
                        .style(button::success),
                );
                actions =
                    actions.push(toggle(loc.t("tray-hand-open"), ui.hand_mode, Msg::HandMode));
                c = c.push(actions.wrap());
                if ui.hand_mode {
                    c = c.push(face_entry(
                        def,
                        loc,
                        &ui.hand,
                        Msg::Face,
                        Msg::FaceClear,
                        Msg::Record,
                    ));
                }
            }
        }
        Err(e) => {
            let (id, args) = e.message();
            c = c.push(
                container(text(loc.tr(id, &args)).size(17))
                    .padding(8)
                    .style(theme::banner),
            );
        }
    }
    let mut col = column![panel(loc.t("ccgw-ui-battle"), c.into())].spacing(12);
    if let Some(rec) = &s.last_battle {
        let mut r = Column::new().spacing(6);
        let mut faces = Row::new().spacing(6);
        for f in &rec.faces {
            faces = faces.push(face_picture(def, loc, f, 56.0));
        }
        r = r.push(faces.wrap());
        r = r.push(
            text(loc.tr(
                "ccgw-ui-result",
                &[
                    ("hits", rec.outcome.hits.to_string()),
                    ("min", rec.outcome.retreat_min.to_string()),
                    ("max", rec.outcome.retreat_max.to_string()),
                    ("hq", rec.outcome.hq_earned.to_string()),
                ],
            ))
            .size(22),
        );
        r = r.push(lines(loc, &rec.reading_steps));
        r = r.push(lines(loc, &rec.outcome.steps));
        col = col.push(panel(
            loc.tr(
                "ccgw-ui-last-battle",
                &[("side", side_name(def, loc, &rec.side))],
            ),
            r.into(),
        ));
    }
    col.into()
}

fn artillery_view<'a>(
    app: &'a App,
    t: &'a Table,
    s: &'a CcState,
    ui: &'a Ui,
    data: &CcData,
) -> Element<'a, Message> {
    let loc = &app.loc;
    let def = &t.def;
    let mut c = Column::new().spacing(8);
    if let Some(fire) = &s.artillery {
        let p = &fire.plan;
        let mut top = Row::new()
            .spacing(12)
            .align_y(Alignment::Center)
            .push(template(p.hexes, p.main_dice, p.cratered, 220.0));
        top = top.push(lines(loc, &p.steps).width(Length::Fill));
        c = c.push(top.wrap());
        c = c.push(lines(loc, &artillery::card_steps(p, fire.cards)));
        let next = fire.next_hex();
        for (i, h) in artillery::hex_terms(p, fire.cards).iter().enumerate() {
            let where_ = match h.hex {
                None => loc.t("ccgw-art-main"),
                Some(x) => loc.tr("ccgw-ui-hex", &[("hex", x.to_string())]),
            };
            let line = match (&fire.results[i], fire.skip_of(i)) {
                (Some(o), _) => loc.tr(
                    "ccgw-ui-hex-done",
                    &[
                        ("hex", where_),
                        ("hits", o.hits.to_string()),
                        ("min", o.retreat_min.to_string()),
                        ("max", o.retreat_max.to_string()),
                    ],
                ),
                (None, Some(HexSkip::NoDice)) => {
                    loc.tr("ccgw-ui-hex-skipped-no-dice", &[("hex", where_)])
                }
                (None, Some(HexSkip::NoUnit)) => {
                    loc.tr("ccgw-ui-hex-skipped-no-unit", &[("hex", where_)])
                }
                (None, None) => loc.tr(
                    "ccgw-ui-hex-todo",
                    &[("hex", where_), ("dice", h.dice.to_string())],
                ),
            };
            c = c.push(text(line).size(18));
        }
        // The last hex's reading, with its reminders (wire cut, no HQ…).
        if let Some(o) = fire.results.iter().rev().flatten().next() {
            c = c.push(lines(loc, &o.steps));
        }
        if let Some(i) = next {
            let h = p.order[i];
            let mut f = Column::new().spacing(6);
            f = f.push(text(loc.t("ccgw-ui-hex-hint")).size(15));
            f = f.push(
                row![
                    big_button(loc.t("ccgw-ui-hex-no-unit"), Some(m(Msg::HexSkip)))
                        .style(button::secondary),
                    toggle(
                        loc.t("ccgw-ui-hex-wire-only"),
                        ui.hex_wire_only,
                        Msg::HexWireOnly
                    ),
                ]
                .spacing(6)
                .wrap(),
            );
            if !ui.hex_wire_only {
                let mut terr = Row::new().spacing(6);
                for td in &data.terrain {
                    terr = terr.push(toggle(
                        loc.t(&td.name),
                        ui.hex_terrain == td.id,
                        Msg::HexTerrain(td.id.clone()),
                    ));
                }
                f = f.push(terr.wrap());
                let figures = ui
                    .hex_figures
                    .map(|x| x.to_string())
                    .unwrap_or_else(|| loc.t("ccgw-ui-unknown"));
                f = f.push(stepper(
                    loc.t("ccgw-ui-figures"),
                    figures,
                    Some(Msg::HexFigures(-1)),
                    Some(Msg::HexFigures(1)),
                ));
            }
            let dice = artillery::hex_dice(&h, fire.cards);
            f = f.push(
                big_button(
                    loc.tr("ccgw-ui-roll-n", &[("n", dice.to_string())]),
                    (dice > 0).then(|| m(Msg::HexRoll)),
                )
                .style(button::success),
            );
            f = f.push(face_entry(
                def,
                loc,
                &ui.hex_faces,
                Msg::HexFace,
                Msg::HexFaceClear,
                Msg::HexRecord,
            ));
            c = c.push(f);
        }
        c = c.push(
            big_button(loc.t("ccgw-ui-art-done"), Some(m(Msg::ArtDone))).style(button::secondary),
        );
        return panel(
            loc.tr(
                "ccgw-ui-bombardment",
                &[("side", side_name(def, loc, &fire.side))],
            ),
            c.into(),
        );
    }
    let mut sides = Row::new()
        .spacing(6)
        .push(text(loc.t("ccgw-ui-attacker")).size(17));
    for side in &def.sides {
        sides = sides.push(toggle(
            loc.t(&side.name),
            ui.side == side.id,
            Msg::Side(side.id.clone()),
        ));
    }
    c = c.push(sides.wrap());
    let tokens = s
        .scenario
        .as_ref()
        .and_then(|x| x.artillery.get(&ui.side))
        .cloned()
        .unwrap_or_default();
    if tokens.is_empty() {
        c = c.push(text(loc.t("ccgw-ui-no-artillery")).size(17));
        return panel(loc.t("ccgw-ui-artillery"), c.into());
    }
    let mut tr = Row::new()
        .spacing(6)
        .push(text(loc.t("ccgw-ui-artillery-tokens")).size(17));
    for a in tokens {
        tr = tr.push(toggle(
            loc.tr("ccgw-ui-firepower", &[("n", a.to_string())]),
            ui.art_strength == Some(a),
            Msg::ArtStrength(a),
        ));
    }
    c = c.push(tr.wrap());
    if let Some(strength) = ui.art_strength {
        let held = t
            .state
            .table
            .pools
            .get(HQ)
            .map_or(0, |p| p.held_by(&ui.side));
        c = c.push(stepper(
            loc.tr(
                "ccgw-ui-spend",
                &[("held", held.to_string()), ("max", strength.to_string())],
            ),
            ui.art_spend.to_string(),
            Some(Msg::ArtSpend(-1)),
            Some(Msg::ArtSpend(1)),
        ));
        c = c.push(
            row![
                toggle(
                    loc.t("ccgw-card-box-barrage"),
                    ui.art_cards.box_barrage,
                    Msg::ArtBox
                ),
                toggle(
                    loc.t("ccgw-card-shell-shortage"),
                    ui.art_cards.shell_shortage,
                    Msg::ArtShort
                ),
            ]
            .spacing(6),
        );
        c = c.push(
            big_button(
                loc.tr("ccgw-ui-fire", &[("n", ui.art_spend.to_string())]),
                Some(m(Msg::ArtFire)),
            )
            .style(button::success),
        );
        let mut dice = Row::new()
            .spacing(6)
            .push(text(loc.t("ccgw-ui-targeting-enter")).size(15));
        for d in 1..=6 {
            dice = dice.push(square_button(&d.to_string(), Some(m(Msg::ArtDie(d)))));
        }
        c = c.push(dice.wrap());
        let shown = ui
            .art_dice
            .iter()
            .map(|d| d.to_string())
            .collect::<Vec<_>>()
            .join(" ");
        c = c.push(
            row![
                text(shown).size(22).width(Length::Fill),
                big_button(
                    loc.t("tray-clear"),
                    (!ui.art_dice.is_empty()).then(|| m(Msg::ArtDiceClear))
                )
                .style(button::secondary),
                big_button(
                    loc.tr("ccgw-ui-fire-hand", &[("n", ui.art_dice.len().to_string())]),
                    (!ui.art_dice.is_empty()).then(|| m(Msg::ArtFireHand))
                )
                .style(button::primary),
            ]
            .spacing(6)
            .align_y(Alignment::Center),
        );
    }
    panel(loc.t("ccgw-ui-artillery"), c.into())
}

fn medals_view<'a>(app: &'a App, t: &'a Table, s: &'a CcState) -> Element<'a, Message> {
    let loc = &app.loc;
    let def = &t.def;
    let mut col = Column::new().spacing(12);
    for side in &def.sides {
        let mut c = Column::new().spacing(6);
        for (i, medal) in s
            .medals
            .get(&side.id)
            .cloned()
            .unwrap_or_default()
            .into_iter()
            .enumerate()
        {
            let mut line = row![
                text(format!("🎖 {}", loc.t(medal.kind.msg())))
                    .size(17)
                    .width(Length::Fill),
            ]
            .spacing(6)
            .align_y(Alignment::Center);
            // Only temporary and majority medals can be lost (L589-621).
            if medal.kind.can_be_lost() {
                line = line.push(
                    big_button(
                        loc.t("ccgw-ui-medal-lost"),
                        Some(m(Msg::MedalRemove {
                            side: side.id.clone(),
                            index: i,
                        })),
                    )
                    .style(button::secondary),
                );
            }
            c = c.push(line);
        }
        let mut add = Row::new()
            .spacing(6)
            .push(text(loc.t("ccgw-ui-add")).size(15));
        for kind in MedalKind::ALL {
            // Under Pressure only when the rules let this side take it now (L617-621).
            if kind == MedalKind::UnderPressure
                && cc::can_take_under_pressure(def, &t.state.table, &side.id).is_err()
            {
                continue;
            }
            add = add.push(
                big_button(
                    loc.t(kind.msg()),
                    Some(m(Msg::MedalAdd {
                        side: side.id.clone(),
                        kind,
                    })),
                )
                .style(button::secondary),
            );
        }
        c = c.push(add.wrap());
        let target = s
            .scenario
            .as_ref()
            .map(|x| x.medals_to_win.to_string())
            .unwrap_or_else(|| "?".into());
        col = col.push(panel(
            loc.tr(
                "ccgw-ui-medals-of",
                &[
                    ("side", loc.t(&side.name)),
                    ("n", s.medal_count(&side.id).to_string()),
                    ("target", target),
                ],
            ),
            c.into(),
        ));
    }
    col.push(text(loc.t("ccgw-ui-medals-hint")).size(15)).into()
}

pub fn panels<'a>(app: &'a App, t: &'a Table, ui: &'a Ui) -> Vec<Element<'a, Message>> {
    let Some(s) = state(&t.state) else {
        return vec![];
    };
    let data = match CcData::of(&t.def) {
        Ok(d) => d,
        Err(e) => {
            return vec![text(app.loc.tr("ccgw-err-data", &[("problem", e.to_string())])).into()];
        }
    };
    let body = match ui.tab {
        Tab::Setup => setup_view(app, t, s, ui, &data),
        Tab::Turn => turn_view(app, t, s, ui),
        Tab::Battle => battle_view(app, t, s, ui, &data),
        Tab::Artillery => artillery_view(app, t, s, ui, &data),
        Tab::Medals => medals_view(app, t, s),
    };
    vec![status(app, t, s), body]
}
