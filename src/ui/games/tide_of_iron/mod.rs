//! Tide of Iron panels: the round (Action phase turns, Command phase, Status phase), the
//! attack resolver with odds and die pads, off-board artillery with the drift compass, and
//! the scenario set-up. In the table frame the tabs are pinned (`tabs`); the attack, the
//! assault and the artillery keep their rarer parts on pages of their own (`form_key` opens a
//! page at its top) and their dice in the dock (`pad`: roll, or one key per die read off the
//! table). Taking a fire action opens the attack, paying for an artillery card its contact.
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
mod situation;
mod status;
mod units;
mod update;

pub use self::assault::{AsMsg, AsNum, AssaultForm};
use crate::ui::design::{font, space};

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
    /// The tab's icon, over its label.
    fn icon(self) -> crate::ui::icons::Icon {
        use crate::ui::icons::Icon;
        match self {
            Tab::Round => Icon::Round,
            Tab::Command => Icon::Command,
            Tab::Status => Icon::Status,
            Tab::Attack => Icon::Fire,
            Tab::Assault => Icon::Assault,
            Tab::Artillery => Icon::Artillery,
            Tab::Units => Icon::Units,
            Tab::Setup => Icon::Setup,
        }
    }

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
}

/// The attack form's pages: the everyday fire (cover, firers), then the rarer details.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum AttackPage {
    #[default]
    Fire,
    Target,
    Firer,
}

/// The artillery form's pages: contact and drift, then the attack on the final hex.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ArtPage {
    #[default]
    Strike,
    Area,
}

/// The assault tab's rolls: the assault itself, a minefield, the medic's Heal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum AssaultPage {
    #[default]
    Assault,
    Mine,
    Heal,
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, schemars::JsonSchema)]
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
    /// Op Fire by the lead squad's machine guns alone (L1719).
    MgOnly,
    /// Readings: Combined Fire halves the supporters' sum (L1202), a flamethrower's adjacent
    /// attack is normal range (FAQ L2447).
    CombinedSum,
    FlameFaq,
    /// Reading: only a suppressive Op Fire stops the mover (L1441).
    OpFireSuppressive,
    /// Pins: the target's situation, the firer's traits stay for the next attack.
    PinTarget,
    PinFirer,
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
    pub attack_page: AttackPage,
    pub art_page: ArtPage,
    pub assault_page: AssaultPage,
    /// The pending artillery card whose contact the dock's pad rolls.
    pub contact: usize,
    /// The tab to open once the action a message asked for is taken.
    pub open_after: Option<Tab>,
    /// Faces tapped in so far: black first, then red.
    pub faces: Vec<u8>,
    pub spotting: Spotting,
    pub drift_faces: Vec<u8>,
    pub area: AreaAttack,
    pub area_cover: u32,
    /// The scenario form: a draft, kept across tabs and screens until it is applied.
    pub form: Scenario,
    /// The scenario the draft was loaded from (or last applied): while the draft still
    /// equals it, opening the tab reloads it from the game; an edited draft is kept.
    pub form_base: Scenario,
    /// "Use this scenario" was asked for: once taken, the draft becomes the base.
    pub form_applying: bool,
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
    /// Pinned: the target's situation (smoke, building, fortification, condition) and the
    /// firer's traits stay when the side, the phase or the target changes.
    pub pin_target: bool,
    pub pin_firer: bool,
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
                readings: Default::default(),
            },
            attack_page: AttackPage::Fire,
            art_page: ArtPage::Strike,
            assault_page: AssaultPage::Assault,
            contact: 0,
            open_after: None,
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
            form_base: toi_setup::reference(),
            form_applying: false,
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
            pin_target: false,
            pin_firer: false,
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
    /// A supporter on Op Fire fires its machine guns alone (L1719).
    SupMgOnly(usize),
    Roll,
    Face(u8),
    ClearFaces,
    /// The cover of the attack's target, one tap.
    Cover(u32),
    AttackPage(AttackPage),
    ArtPage(ArtPage),
    AssaultPage(AssaultPage),
    /// Normal (false) or suppressive (true) attack.
    Suppressive(bool),
    Spot(Spotting),
    /// Picks the pending card whose contact the pad rolls.
    Contact(usize),
    /// Establish Contact for the picked card: the app rolls.
    ContactRoll,
    /// Establish Contact for the picked card with the table's die.
    ContactFace(u8),
    DriftRoll,
    DriftFace(u8),
    DriftClear,
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
    let sides = (0..def.sides.len().min(2))
        .map(|i| {
            (
                side_name(app, def, i),
                ui.side == i,
                Some(m(Msg::Side(i))),
                Some(format!("toi-side-{i}")),
            )
        })
        .collect();
    iced::widget::row![
        text(app.loc.t("toi-ui-for-side")).size(font::BODY),
        crate::ui::design::component::segmented_ids(sides),
    ]
    .spacing(space::M)
    .align_y(iced::Alignment::Center)
    .into()
}

/// A tab's form in its frame (the pinned tab strip names it: no title of its own).
fn form<'a>(body: Element<'a, Message>) -> Element<'a, Message> {
    iced::widget::container(body)
        .padding(space::L)
        .width(iced::Length::Fill)
        .style(crate::ui::theme::panel)
        .into()
}

/// A row of page toggles at the top of a tab's form (the rarer parts on pages of their own,
/// so the everyday one stays short and nothing under it moves).
fn pages<'a>(items: Vec<(String, bool, Msg)>) -> Element<'a, Message> {
    crate::ui::design::segmented(
        items
            .into_iter()
            .map(|(label, on, msg)| (label, on, Some(m(msg))))
            .collect(),
    )
}

/// Six keys for a die read off the table (`key`: "attack" black, "defence" red), each its
/// face picture; ids `pad-tide-of-iron:<key>-<n>`. Six fit across the dock.
fn die_keys<'a>(t: &Table, key: &str, on: impl Fn(u8) -> Msg) -> Element<'a, Message> {
    use crate::ui::widgets::die_face::{FaceLook, die_face};
    let mut r = iced::widget::Row::new().spacing(space::S);
    let die = t.def.die(key);
    for v in 1..=6u8 {
        let look: Element<'a, Message> = match &die {
            Some(d) => die_face(FaceLook::of(d, usize::from(v - 1), &v.to_string()), 40.0),
            None => text(v.to_string()).size(font::TITLE).into(),
        };
        r = r.push(
            iced::widget::container(
                iced::widget::button(iced::widget::container(look).center(iced::Length::Fill))
                    .width(iced::Length::Fixed(widgets::TOUCH + 4.0))
                    .height(iced::Length::Fixed(widgets::TOUCH + 4.0))
                    .padding(space::HAIR)
                    .style(crate::ui::design::style::plain)
                    .on_press(m(on(v))),
            )
            .id(format!("pad-tide-of-iron:{key}-{v}")),
        );
    }
    r.wrap().vertical_spacing(space::S).into()
}

/// The dice entered so far as small faces (black, then red).
fn entered<'a>(t: &Table, black: &[u8], red: &[u8]) -> Element<'a, Message> {
    let mut faces = vec![];
    for (key, vals) in [("attack", black), ("defence", red)] {
        if let Some(d) = t.def.die(key) {
            faces.extend(
                vals.iter()
                    .map(|v| (d.clone(), usize::from(v.saturating_sub(1)))),
            );
        }
    }
    let mut r = iced::widget::Row::new().spacing(space::HAIR);
    for (d, side) in faces {
        r = r.push(crate::ui::widgets::die_face::die_face(
            crate::ui::widgets::die_face::FaceLook::of(&d, side, &(side + 1).to_string()),
            22.0,
        ));
    }
    iced::widget::container(r.wrap().vertical_spacing(space::HAIR))
        .width(iced::Length::Fill)
        .height(iced::Length::Fixed(widgets::TOUCH))
        .clip(true)
        .into()
}

/// The dock's pad in three rows of fixed height: the app's Roll button with what the roll is,
/// the keys of the die to tap next, the dice entered with Clear.
fn dock_pad<'a>(
    roll: Element<'a, Message>,
    words: String,
    keys: Element<'a, Message>,
    entered: Element<'a, Message>,
    clear: Option<Message>,
    app: &App,
) -> Element<'a, Message> {
    use iced::widget::{column, row};
    column![
        row![
            roll,
            text(words)
                .size(font::SMALL)
                .width(iced::Length::Fill)
                .wrapping(iced::widget::text::Wrapping::WordOrGlyph),
        ]
        .spacing(space::M)
        .height(iced::Length::Fixed(widgets::TOUCH))
        .align_y(iced::Alignment::Center),
        iced::widget::container(keys).height(iced::Length::Fixed(widgets::TOUCH + 4.0)),
        row![
            entered,
            crate::ui::design::ghost_button(app.loc.t("tray-clear"), None, clear),
        ]
        .spacing(space::M)
        .height(iced::Length::Fixed(widgets::TOUCH))
        .align_y(iced::Alignment::Center),
    ]
    .spacing(space::M)
    .into()
}

/// The app's Roll button for the dock (with the id tests and flows find it by).
fn roll_button<'a>(app: &App, id: &'static str, msg: Option<Msg>) -> Element<'a, Message> {
    iced::widget::container(crate::ui::design::primary_button(
        app.loc.t("toi-ui-roll"),
        Some(crate::ui::icons::icon(crate::ui::icons::Icon::Dice, font::LEAD).into()),
        msg.map(m),
    ))
    .id(id)
    .into()
}

/// A refusal in the player's words, where a form's dice would be.
fn refusal<'a>(app: &App, e: &crate::core::table::ActionError) -> Element<'a, Message> {
    let (id, args) = e.message();
    text(app.loc.tr(id, &args)).size(font::CONTROL).into()
}

/// How the table finds these panels.
pub static PANELS: super::Panels = super::Panels {
    game: toi::ID,
    new: |_| Box::new(Ui::default()),
};

impl super::GamePanels for Ui {
    fn tool(
        &self,
        _state: &crate::session::GameState,
        key: &str,
    ) -> Option<(&'static str, super::GameMsg)> {
        let tab = match key {
            "round" => Tab::Round,
            "command" => Tab::Command,
            "status" => Tab::Status,
            "attack" => Tab::Attack,
            "assault" => Tab::Assault,
            "artillery" => Tab::Artillery,
            "units" => Tab::Units,
            "setup" => Tab::Setup,
            _ => return None,
        };
        Some((tab.msg(), super::GameMsg::new(Msg::Tab(tab))))
    }

    fn result<'a>(&'a self, app: &'a App, t: &'a Table) -> Option<Element<'a, Message>> {
        let s = toi::state(&t.state.table)?;
        Some(result::card(app, t, s, self))
    }

    /// Each phase opens its panel: Action → the round, Command → command, Status → status.
    fn follow(&mut self, def: &GameDef, state: &GameState) {
        let first = self.followed.is_none();
        if !super::new_phase(&mut self.followed, state) {
            return;
        }
        // A game opened shows the form of its last result; a new phase starts the
        // situational toggles afresh (the pinned ones stay).
        match (
            first,
            toi::state(&state.table).and_then(|s| s.last.as_ref()),
        ) {
            (true, Some(last)) => situation::load_form(self, last),
            (true, None) => {}
            (false, _) => situation::reset(self),
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
        vec![body]
    }

    fn tabs<'a>(&'a self, app: &'a App, _t: &'a Table) -> Option<Element<'a, Message>> {
        Some(widgets::tab_strip_with_icons(
            Tab::ALL
                .iter()
                .map(|&tb| {
                    (
                        tb.icon(),
                        app.loc.t(tb.msg()),
                        self.tab == tb,
                        m(Msg::Tab(tb)),
                    )
                })
                .collect(),
        ))
    }

    fn pad<'a>(&'a self, app: &'a App, t: &'a Table) -> Option<Element<'a, Message>> {
        let s = toi::state(&t.state.table)?;
        match self.tab {
            Tab::Attack => Some(attack::pad(app, t, self)),
            Tab::Artillery => Some(artillery::pad(app, t, s, self)),
            Tab::Assault => Some(assault::pad(app, t, self)),
            _ => None,
        }
    }

    fn form_key(&self) -> u64 {
        let page = match self.tab {
            Tab::Attack => self.attack_page as u64,
            Tab::Artillery => self.art_page as u64,
            Tab::Assault => self.assault_page as u64,
            _ => 0,
        };
        self.tab as u64 * 16 + page
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
        // The screen follows the action: a fire action opens the attack, an artillery card
        // its contact (nothing is rolled without a tap).
        if let Some(tab) = self.open_after.take()
            && taken
        {
            self.tab = tab;
        }
        if std::mem::take(&mut self.form_applying) && taken {
            self.form_base = self.form.clone();
        }
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
