//! Tide of Iron panels: the round (Action phase turns, Command phase, Status phase), the
//! attack resolver with odds and die pads, off-board artillery with the drift compass, and
//! the scenario set-up.
//!
//! One file per panel (`round`, `command`, `status`, `attack`, `artillery`, `setup`), the
//! compass drawing (`compass`), the result card (`result`) and the message handling
//! (`update`); this file holds the form state, the messages and the dispatch.

mod artillery;
mod assault;
mod attack;
mod command;
mod compass;
mod result;
mod round;
mod setup;
mod status;
mod units;
mod update;

pub use self::assault::{AsMsg, AsNum, AssaultForm};

use iced::Element;
use iced::widget::text;

use crate::core::def::GameDef;
use crate::games::GameAction;
use crate::games::tide_of_iron::area::AreaAttack;
use crate::games::tide_of_iron::artillery::Spotting;
use crate::games::tide_of_iron::attack::{Attack, Firer, Kind, Target};
use crate::games::tide_of_iron::state::{ActionKind, Scenario, Timing};
use crate::games::tide_of_iron::{self as toi, ToiAction, ToiState, setup as toi_setup};
use crate::session::{Action, GameState};
use crate::store::Paths;
use crate::ui::app::{App, Message, Table};
use crate::ui::widgets;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Tab {
    #[default]
    Round,
    Command,
    Status,
    Attack,
    Assault,
    Artillery,
    Units,
    Setup,
}

impl Tab {
    const ALL: [Tab; 8] = [
        Tab::Round,
        Tab::Command,
        Tab::Status,
        Tab::Attack,
        Tab::Assault,
        Tab::Artillery,
        Tab::Units,
        Tab::Setup,
    ];
    fn msg(self) -> &'static str {
        match self {
            Tab::Round => "toi-ui-tab-round",
            Tab::Command => "toi-ui-tab-command",
            Tab::Status => "toi-ui-tab-status",
            Tab::Attack => "toi-ui-tab-attack",
            Tab::Assault => "toi-ui-tab-assault",
            Tab::Artillery => "toi-ui-tab-artillery",
            Tab::Units => "toi-ui-tab-units",
            Tab::Setup => "toi-ui-tab-setup",
        }
    }
    fn id(self) -> &'static str {
        match self {
            Tab::Round => "toi-tab-round",
            Tab::Command => "toi-tab-command",
            Tab::Status => "toi-tab-status",
            Tab::Attack => "toi-tab-attack",
            Tab::Assault => "toi-tab-assault",
            Tab::Artillery => "toi-tab-artillery",
            Tab::Units => "toi-tab-units",
            Tab::Setup => "toi-tab-setup",
        }
    }
}

/// Which part of the attack form a stepper changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Num {
    Fp,
    Range,
    Distance,
    Cover,
    Armour,
    Figures,
    Elites,
    /// A supporter's FP, range or distance.
    SupFp(usize),
    SupRange(usize),
    SupDistance(usize),
}

/// Which toggle of the attack form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flag {
    Suppressive,
    OpFire,
    FireMove,
    Vehicle,
    HeavyVehicle,
    Truck,
    Solid,
    Higher,
    HeavyDamage,
    AntiTank,
    Flamethrower,
    Tank,
    FromSmoke,
    Smoke,
    Building,
    Entrenched,
    Bunker,
    Officer,
    Medic,
    Pinned,
    Disrupted,
    DamageLight,
    DamageHeavy,
}

/// Which number of the scenario form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetupNum {
    Rounds,
    Actions,
    Players,
    North,
    ObjCommand,
    ObjVp,
    CardCost,
    Bid,
    AreaFp,
    AreaCover,
}

/// The form state of the panels.
#[derive(Debug, Clone, PartialEq)]
pub struct Ui {
    pub followed: Option<(u32, usize, usize)>,
    pub tab: Tab,
    pub working: bool,
    /// The side whose attack or card the forms are for.
    pub side: usize,
    pub attack: Attack,
    /// Faces tapped in so far: black first, then red.
    pub faces: Vec<u8>,
    pub spotting: Spotting,
    pub drift_faces: Vec<u8>,
    pub area: AreaAttack,
    pub area_cover: u32,
    pub form: Scenario,
    pub obj_name: String,
    pub obj_nation: Option<usize>,
    pub obj_command: u32,
    pub obj_vp: u32,
    pub card_name: String,
    pub card_cost: u32,
    pub card_timing: Timing,
    pub card_contact: Option<u8>,
    pub card_lasting: bool,
    pub bid: u32,
    pub assault: assault::AssaultForm,
    pub unit_name: String,
    pub unit_vehicle: bool,
    /// A deck or operations card name being typed for the scenario.
    pub deck_text: String,
    /// Presets saved by the players, and what became of the last save.
    pub user_presets: Vec<Scenario>,
    pub preset_note: Option<crate::core::log::Line>,
}

impl Default for Ui {
    fn default() -> Self {
        Ui {
            followed: None,
            tab: Tab::Round,
            working: false,
            side: 0,
            attack: Attack {
                fire: Default::default(),
                kind: Kind::Normal,
                lead: Firer::new(4, 4, 3),
                support: vec![],
                target: Target::default(),
            },
            faces: vec![],
            spotting: Spotting::Normal,
            drift_faces: vec![],
            area: AreaAttack {
                fp: 4,
                hits_on: 5,
                kind: Kind::Suppressive,
                units: vec![],
            },
            area_cover: 0,
            form: toi_setup::reference(),
            obj_name: String::new(),
            obj_nation: None,
            obj_command: 1,
            obj_vp: 0,
            card_name: String::new(),
            card_cost: 1,
            card_timing: Timing::Action,
            card_contact: None,
            card_lasting: false,
            bid: 1,
            assault: Default::default(),
            unit_name: String::new(),
            unit_vehicle: false,
            deck_text: String::new(),
            user_presets: vec![],
            preset_note: None,
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub enum Msg {
    Tab(Tab),
    Working,
    Side(usize),
    Take(ActionKind),
    Pass,
    Num(Num, i32),
    Flag(Flag),
    AddSupport,
    RemoveSupport(usize),
    Roll,
    Face(u8),
    ClearFaces,
    Spot(Spotting),
    Contact(usize),
    DriftRoll,
    DriftFace(u8),
    AreaKind,
    /// Black dice of the area attack hit on 6 only (a mortar at long range, L1774).
    AreaSix,
    /// A mortar's FP for its attack type.
    AreaMortar(Kind, u32),
    AreaAddSquad,
    AreaAddVehicle,
    AreaClear,
    AreaRoll,
    SetupNum(SetupNum, i32),
    Preset(usize),
    Initiative(usize),
    ObjName(String),
    ObjNation(Option<usize>),
    ObjAdd,
    StartScenario,
    Control(usize, Option<usize>),
    Income,
    Bid(usize),
    Decide,
    CardName(String),
    CardTiming(Timing),
    CardContact(Option<u8>),
    Draw,
    /// A card of `cards.json` fills the draw form.
    PickCard(usize),
    CardLasting,
    Discard(usize, usize),
    Activate(usize, usize),
    Assault(assault::AsMsg),
    Roster(crate::games::tide_of_iron::roster::RosterAction),
    UnitName(String),
    UnitVehicle,
    AddUnit,
    ClearMarkers,
    ScenarioName(String),
    DeckText(String),
    /// The typed name becomes a deck of this side.
    AddDeck(usize),
    /// The typed name becomes an operations card.
    AddOperations,
    ClearDecks,
    StartCards(usize, i32),
    VpToWin(i32),
    SavePreset,
    UserPreset(usize),
}

fn go(a: ToiAction) -> Option<Action> {
    Some(Action::Game(GameAction::new(toi::ID, &a)))
}

fn m(msg: Msg) -> Message {
    Message::Game(super::GameMsg::new(msg))
}

fn toggle<'a>(label: String, on: bool, msg: Msg) -> Element<'a, Message> {
    widgets::toggle(label, on, m(msg))
}

fn stepper<'a>(label: String, value: String, dec: Msg, inc: Msg) -> Element<'a, Message> {
    widgets::stepper(label, value, Some(m(dec)), Some(m(inc)))
}

/// A side's name in the player's language.
fn side_name(app: &App, def: &GameDef, side: usize) -> String {
    def.sides
        .get(side)
        .map(|s| app.loc.t(&s.name))
        .unwrap_or_default()
}

/// "For whom": one toggle per side.
fn side_row<'a>(app: &App, def: &GameDef, ui: &Ui) -> Element<'a, Message> {
    let mut items = vec![text(app.loc.t("toi-ui-for-side")).size(17).into()];
    for i in 0..def.sides.len().min(2) {
        items.push(
            iced::widget::container(toggle(side_name(app, def, i), ui.side == i, Msg::Side(i)))
                .id(format!("toi-side-{i}"))
                .into(),
        );
    }
    widgets::wrap_row(items)
}

/// A refusal in the player's words, where a form's dice would be.
fn refusal<'a>(app: &App, e: &crate::core::table::ActionError) -> Element<'a, Message> {
    let (id, args) = e.message();
    text(app.loc.tr(id, &args)).size(18).into()
}

/// Roll (with the id tests and flows find it by) and Clear, side by side.
fn roll_row<'a>(
    app: &App,
    id: &'static str,
    roll: Message,
    clear: Option<Message>,
) -> Element<'a, Message> {
    iced::widget::row![
        iced::widget::container(
            widgets::big_button(app.loc.t("toi-ui-roll"), Some(roll))
                .style(iced::widget::button::success)
        )
        .id(id),
        widgets::big_button(app.loc.t("tray-clear"), clear).style(iced::widget::button::secondary),
    ]
    .spacing(8)
    .into()
}

/// How the table finds these panels.
pub static PANELS: super::Panels = super::Panels {
    game: toi::ID,
    new: |_| Box::new(Ui::default()),
};

impl super::GamePanels for Ui {
    fn result<'a>(&'a self, app: &'a App, t: &'a Table) -> Option<Element<'a, Message>> {
        let s = toi::state(&t.state.table)?;
        Some(result::card(app, t, s, self))
    }

    /// Each phase opens its panel: Action → the round, Command → command, Status → status.
    fn follow(&mut self, def: &GameDef, state: &GameState) {
        if !super::new_phase(&mut self.followed, state) {
            return;
        }
        self.tab = match super::phase_id(def, state) {
            "command" => Tab::Command,
            "status" => Tab::Status,
            _ => Tab::Round,
        };
    }

    fn view<'a>(&'a self, app: &'a App, t: &'a Table) -> Vec<Element<'a, Message>> {
        let Some(s) = toi::state(&t.state.table) else {
            return vec![];
        };
        let tabs = widgets::wrap_row(
            Tab::ALL
                .iter()
                .map(|&tb| {
                    iced::widget::container(toggle(
                        app.loc.t(tb.msg()),
                        self.tab == tb,
                        Msg::Tab(tb),
                    ))
                    .id(tb.id())
                    .into()
                })
                .collect(),
        );
        let body = match self.tab {
            Tab::Round => round::view(app, t, s, self),
            Tab::Command => command::view(app, t, s, self),
            Tab::Status => status::view(app, t, s, self),
            Tab::Attack => attack::view(app, t, s, self),
            Tab::Assault => assault::view(app, t, s, self),
            Tab::Artillery => artillery::view(app, t, s, self),
            Tab::Units => units::view(app, t, s, self),
            Tab::Setup => setup::view(app, t, s, self),
        };
        vec![tabs, body]
    }

    fn update(
        &mut self,
        def: &GameDef,
        state: &GameState,
        msg: &super::GameMsg,
        paths: &Paths,
    ) -> Option<Action> {
        let msg = msg.get::<Msg>()?.clone();
        update::update(def, state, self, msg, paths)
    }

    fn after(&mut self, _def: &GameDef, _state: &GameState, taken: bool) {
        if taken {
            self.faces.clear();
            self.drift_faces.clear();
            self.assault.faces.clear();
            self.assault.mine_faces.clear();
        }
    }

    fn clone_box(&self) -> Box<dyn super::GamePanels> {
        Box::new(self.clone())
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}

fn state(g: &GameState) -> Option<&ToiState> {
    toi::state(&g.table)
}
