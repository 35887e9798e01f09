//! We Were Brothers panels: the squads (one panel per squad, one tap per box), the turn
//! (initiative, Time Track, support, detonators, orders, rule tiers), fire, grenades and
//! support fire with the compass, care and morale, and the resolution checklist. In the table
//! frame the tabs are pinned (`tabs`), every roll's odds sit in its form in a box of fixed
//! height, and its dice are in the dock (`pad`: the next die's keys, or the app rolls); the
//! answer goes to the result card.
//!
//! One file per panel; this file holds the form state, the messages and the dispatch.

mod care;
mod compass;
mod fire;
mod forms;
mod grenade;
mod level;
mod other;
mod pads;
mod pick;
mod resolution;
mod result;
mod squads;
mod turn;
mod update;

use crate::ui::design::space;
pub use forms::{CareKind, FireField, GrenadeField, GrenadeMode};
pub use other::{OtherField, OtherForm, OtherKind};

use iced::Element;

use crate::core::def::GameDef;
use crate::games::we_were_brothers::explosives::Shelter;
use crate::games::we_were_brothers::squad::{Army, Posture, Specialist};
use crate::games::we_were_brothers::{self as wwb, Who};
use crate::session::{Action, GameState};
use crate::store::Paths;
use crate::ui::app::{App, Message, Table};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Tab {
    #[default]
    Squads,
    Turn,
    Fire,
    Grenade,
    Care,
    Other,
    Resolution,
}

impl Tab {
    /// The tab's icon, over its label.
    fn icon(self) -> crate::ui::icons::Icon {
        use crate::ui::icons::Icon;
        match self {
            Tab::Squads => Icon::Units,
            Tab::Turn => Icon::Turn,
            Tab::Fire => Icon::Fire,
            Tab::Grenade => Icon::Grenade,
            Tab::Care => Icon::Medic,
            Tab::Other => Icon::More,
            Tab::Resolution => Icon::Resolution,
        }
    }

    pub const ALL: [Tab; 7] = [
        Tab::Squads,
        Tab::Turn,
        Tab::Fire,
        Tab::Grenade,
        Tab::Care,
        Tab::Other,
        Tab::Resolution,
    ];
    fn msg(self) -> &'static str {
        match self {
            Tab::Squads => "wwb-tab-squads",
            Tab::Turn => "wwb-tab-turn",
            Tab::Fire => "wwb-tab-fire",
            Tab::Grenade => "wwb-tab-grenade",
            Tab::Care => "wwb-tab-care",
            Tab::Other => "wwb-tab-other",
            Tab::Resolution => "wwb-tab-resolution",
        }
    }
}

/// The fire form (R8): what is not read from the firer's boxes.
#[derive(Debug, Clone, PartialEq)]
pub struct FireForm {
    pub range: u8,
    pub target_posture: Posture,
    pub cover: Option<String>,
    pub hedge: bool,
    pub headshot: bool,
    pub bipod: bool,
    pub suppression: bool,
}

/// The grenade and support form (R12–R14, R27–R29).
#[derive(Debug, Clone, PartialEq)]
pub struct GrenadeForm {
    pub mode: GrenadeMode,
    pub distance: u8,
    pub obstacle: u8,
    pub ring: u8,
    pub shelter: Shelter,
    pub posture: Posture,
    pub mhx: u8,
    pub adjacent: bool,
    pub bunker: bool,
    pub los_and_leader: bool,
    /// Throwing a smoke grenade rather than a frag.
    pub smoke: bool,
}

/// The form state of the panels.
#[derive(Debug, Clone, PartialEq)]
pub struct Ui {
    pub tab: Tab,
    /// The phase the tabs last followed (round, side, phase).
    pub followed: Option<(u32, usize, usize)>,
    /// The squad the squad panel shows and the soldier whose boxes are open.
    pub squad: usize,
    pub soldier: Option<usize>,
    /// Quick set-up: the army and the specialist asked for.
    pub army: Army,
    pub specialist: Option<Specialist>,
    /// The quick set-up is unfolded (it folds once two squads are on the table).
    pub setup_open: bool,
    /// Who rolls (fires, throws, treats, rallies) and who takes the outcome.
    pub actor: Option<Who>,
    pub target: Option<Who>,
    pub fire: FireForm,
    pub grenade: GrenadeForm,
    pub care: CareKind,
    pub other: OtherForm,
    /// Sides tapped on the die pads for the roll being entered.
    pub entered: Vec<usize>,
    /// The resolution-checklist item the roll on the care panel answers.
    pub tick: Option<String>,
    /// Panels each side holds, for the initiative check.
    pub panels: [u8; 2],
    pub working: bool,
    /// Every answer of the odds shown, not only the most likely.
    pub odds_all: bool,
    /// The form as it stood when the last result was rolled from it: the card greys once the
    /// form moves on, and follows the next roll.
    pub asked: Option<Asked>,
}

/// What a form asked: the roll, when, and the form's fields then.
#[derive(Debug, Clone, PartialEq)]
pub struct Asked {
    pub at: (u32, usize),
    pub roll: wwb::rolls::Roll,
    pub form: FormNow,
}

/// The fields of the forms that make a roll (not which tab is open, the dice being entered or
/// what is unfolded).
#[derive(Debug, Clone, PartialEq)]
pub struct FormNow {
    pub actor: Option<Who>,
    pub target: Option<Who>,
    pub fire: FireForm,
    pub grenade: GrenadeForm,
    pub care: CareKind,
    pub other: OtherForm,
}

impl Ui {
    pub fn form_now(&self) -> FormNow {
        FormNow {
            actor: self.actor,
            target: self.target,
            fire: self.fire.clone(),
            grenade: self.grenade.clone(),
            care: self.care,
            other: self.other.clone(),
        }
    }

    /// Whether the last result `l` still answers the form (unknown: yes).
    pub fn answers(&self, l: &wwb::state::LastRoll) -> bool {
        match &self.asked {
            Some(a) if a.at == l.at && a.roll == l.roll => a.form == self.form_now(),
            _ => true,
        }
    }

    /// A new target is a new situation: his cover, the hedge, the aimed head, the blast's
    /// shelter and the sight test's hard or camouflaged target start afresh. Pinned, because
    /// they hold for the whole mission or are the players' reading: night, the lift reading,
    /// the range (the players set it for the next shot), the firer's bipod and the blast's ring
    /// (every man in it is a new target).
    pub fn new_target(&mut self) {
        let fresh = Ui::new();
        self.fire.cover = fresh.fire.cover;
        self.fire.hedge = fresh.fire.hedge;
        self.fire.headshot = fresh.fire.headshot;
        self.fire.target_posture = fresh.fire.target_posture;
        self.grenade.shelter = fresh.grenade.shelter;
        self.grenade.posture = fresh.grenade.posture;
        self.other.hard = false;
        self.other.camouflaged = false;
        self.other.dispute = false;
    }
}

impl Ui {
    pub fn new() -> Ui {
        Ui {
            tab: Tab::Squads,
            followed: None,
            squad: 0,
            soldier: None,
            army: Army::UsArmy,
            specialist: None,
            setup_open: false,
            actor: None,
            target: None,
            fire: FireForm {
                range: 2,
                target_posture: Posture::Standing,
                cover: None,
                hedge: false,
                headshot: false,
                bipod: false,
                suppression: false,
            },
            grenade: GrenadeForm {
                mode: GrenadeMode::Throw,
                distance: 2,
                obstacle: 0,
                ring: 0,
                shelter: Shelter::Open,
                posture: Posture::Standing,
                mhx: 0,
                adjacent: false,
                bunker: false,
                los_and_leader: true,
                smoke: false,
            },
            care: CareKind::Treat,
            other: OtherForm::default(),
            entered: vec![],
            tick: None,
            panels: [0, 0],
            working: false,
            odds_all: false,
            asked: None,
        }
    }
}

impl Default for Ui {
    fn default() -> Self {
        Ui::new()
    }
}

/// The panels' messages.
#[derive(Debug, Clone, PartialEq)]
pub enum Msg {
    Tab(Tab),
    Squad(usize),
    Soldier(Option<usize>),
    Army(Army),
    Specialist(Option<Specialist>),
    /// Quick set-up with this Blue result (`None`: the app rolls).
    Standard(Option<u8>),
    SetupOpen(bool),
    Edit(Who, wwb::roster::Edit),
    Actor(Who),
    Target(Option<Who>),
    /// The fire's picker: who fires, then (a man of the other side) his target.
    FirePick(Who),
    Fire(forms::FireField),
    Grenade(forms::GrenadeField),
    Care(CareKind),
    Other(OtherField),
    /// A side tapped on the pad of the `n`-th die of the roll.
    Face(usize, usize),
    /// Clear the dice tapped so far.
    ClearDice,
    /// The app rolls the dice of the form's roll.
    RollApp,
    Working,
    /// Open (or fold) the odds past the most likely answers.
    OddsAll(bool),
    Panels(usize, u8),
    Action(wwb::WwbAction),
    /// Open the care panel on a checklist item: this roll at this soldier.
    Check(CareKind, Who, String),
    /// Open the care panel for this soldier (from the result card).
    CareFor(CareKind, Who),
    /// Open the grenade panel's blast form (after a throw).
    BlastNext,
}

/// A tab's form in its frame (the pinned tab strip names it: no title of its own).
fn form<'a>(body: Element<'a, Message>) -> Element<'a, Message> {
    iced::widget::container(body)
        .padding(space::L)
        .width(iced::Length::Fill)
        .style(crate::ui::theme::panel)
        .into()
}

fn m(msg: Msg) -> Message {
    Message::Game(super::GameMsg::new(msg))
}

/// How the table finds these panels.
pub static PANELS: super::Panels = super::Panels {
    game: wwb::ID,
    new: |_| Box::new(Ui::new()),
};

impl super::GamePanels for Ui {
    fn tool(
        &self,
        _state: &crate::session::GameState,
        key: &str,
    ) -> Option<(&'static str, super::GameMsg)> {
        let tab = match key {
            "squads" => Tab::Squads,
            "turn" => Tab::Turn,
            "fire" => Tab::Fire,
            "grenade" => Tab::Grenade,
            "care" => Tab::Care,
            "other" => Tab::Other,
            "resolution" => Tab::Resolution,
            _ => return None,
        };
        Some((tab.msg(), super::GameMsg::new(Msg::Tab(tab))))
    }

    fn view<'a>(&'a self, app: &'a App, t: &'a Table) -> Vec<Element<'a, Message>> {
        let body = match self.tab {
            Tab::Squads => squads::view(app, t, self),
            Tab::Turn => turn::view(app, t, self),
            Tab::Fire => fire::view(app, t, self),
            Tab::Grenade => grenade::view(app, t, self),
            Tab::Care => care::view(app, t, self),
            Tab::Other => other::view(app, t, self),
            Tab::Resolution => resolution::view(app, t, self),
        };
        vec![body]
    }

    fn tabs<'a>(&'a self, app: &'a App, _t: &'a Table) -> Option<Element<'a, Message>> {
        Some(crate::ui::widgets::tab_strip_with_icons(
            Tab::ALL
                .into_iter()
                .map(|x| (x.icon(), app.loc.t(x.msg()), self.tab == x, m(Msg::Tab(x))))
                .collect(),
        ))
    }

    fn pad<'a>(&'a self, app: &'a App, t: &'a Table) -> Option<Element<'a, Message>> {
        match self.tab {
            Tab::Fire | Tab::Grenade | Tab::Care | Tab::Other => {}
            // The checklist's rolls open the care panel.
            Tab::Squads | Tab::Turn | Tab::Resolution => return None,
        }
        // The level lookup has no dice.
        if self.tab == Tab::Other && self.other.kind == OtherKind::Level {
            return None;
        }
        let d = crate::games::we_were_brothers::data::load(&t.def);
        Some(pads::dock(&app.loc, t, self, &d))
    }

    fn form_key(&self) -> u64 {
        self.tab as u64
    }

    fn result<'a>(&'a self, app: &'a App, t: &'a Table) -> Option<Element<'a, Message>> {
        Some(result::view(app, t, self))
    }

    fn follow(&mut self, def: &GameDef, state: &GameState) {
        if !super::new_phase(&mut self.followed, state) {
            return;
        }
        self.entered.clear();
        // A new phase is a new situation: who rolls at whom, and the fire's and the grenade's
        // situational switches, start afresh (the care roll and the tiers stay).
        let fresh = Ui::new();
        self.actor = None;
        self.target = None;
        self.fire = fresh.fire;
        self.grenade = GrenadeForm {
            mode: self.grenade.mode,
            ..fresh.grenade
        };
        // The other rolls' situational switches too; night and the lift reading are pinned
        // (they hold for the mission).
        self.other = OtherForm {
            kind: self.other.kind,
            night: self.other.night,
            lift_pink: self.other.lift_pink,
            level: self.other.level.clone(),
            ..OtherForm::default()
        };
        let squads = wwb::state(&state.table).map_or(0, |s| s.squads.len());
        self.setup_open = squads < 2;
        let has_squads = squads > 0;
        if !has_squads {
            self.tab = Tab::Squads;
            return;
        }
        self.tab = match super::phase_id(def, state) {
            "initiative" => Tab::Turn,
            "fire" => Tab::Fire,
            "movement" => Tab::Squads,
            "resolution" => Tab::Resolution,
            _ => self.tab,
        };
    }

    fn update(
        &mut self,
        def: &GameDef,
        state: &GameState,
        msg: &super::GameMsg,
        _paths: &Paths,
    ) -> Option<Action> {
        let msg = msg.get::<Msg>()?.clone();
        update::update(def, state, self, msg)
    }

    fn after(&mut self, _def: &GameDef, state: &GameState, taken: bool) {
        if taken {
            self.entered.clear();
            // A headshot is aimed shot by shot: it does not carry over to the next one.
            if self.tab == Tab::Fire && self.fire.headshot {
                self.fire.headshot = false;
            }
            // A new result: remember the form it answers (after the headshot's reset, so the
            // card stays current until the players change something).
            if let Some(l) = wwb::state(&state.table).and_then(|s| s.last.as_ref())
                && self
                    .asked
                    .as_ref()
                    .is_none_or(|a| a.at != l.at || a.roll != l.roll)
            {
                self.asked = Some(Asked {
                    at: l.at,
                    roll: l.roll.clone(),
                    form: self.form_now(),
                });
            }
        }
    }

    fn clone_box(&self) -> Box<dyn super::GamePanels> {
        Box::new(self.clone())
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}
