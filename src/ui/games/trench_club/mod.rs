//! Trench Club panels: set-up, the rosters, the battle helper with the declared attacks, the
//! money ledger, the forts, and the special rolls (Big Bertha, the solo Automa).
//!
//! One file per tab (`setup`, `units`, `battle`, `money`, `forts`, `special`), the header
//! above them (`status`), the dice entry (`dice`), the result card (`card`) and the message
//! handling (`update`); this file holds the form state, the messages and the dispatch.

mod battle;
mod card;
mod dice;
mod forts;
mod money;
mod setup;
mod special;
mod status;
mod units;
mod update;

use iced::Element;
use iced::widget::text;

use crate::core::def::GameDef;
use crate::games::GameAction;
use crate::games::trench_club::automa::Difficulty;
use crate::games::trench_club::battle::{Fighter, Ground, Situation, Support};
use crate::games::trench_club::{self as tc, Flag, TcAction, TcData, TcSettings, TcState};
use crate::i18n::Localizer;
use crate::session::{Action, GameState};
use crate::store::Paths;
use crate::ui::app::{App, Message, Table};
use crate::ui::widgets;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Tab {
    #[default]
    Setup,
    Units,
    Battle,
    Money,
    Forts,
    Special,
}

/// One side of the battle form: a unit of a roster, or a unit typed in (the helper alone).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pick {
    Unit(u32),
    Free { kind: String, damage: u8, xp: u32 },
}

impl Pick {
    fn free(kind: &str) -> Pick {
        Pick::Free {
            kind: kind.into(),
            damage: 0,
            xp: 0,
        }
    }

    /// The fighter this pick stands for (a roster unit as it is now).
    pub fn fighter(&self, s: Option<&TcState>) -> Option<Fighter> {
        match self {
            Pick::Free { kind, damage, xp } => Some(Fighter::new(kind, *damage, *xp)),
            Pick::Unit(id) => s?.unit(*id).map(|u| Fighter {
                unit: u.kind.clone(),
                damage: u.damage,
                xp: u.xp,
                in_water: u.in_water,
            }),
        }
    }
}

/// The battle form: who attacks whom, and how.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Form {
    pub attacker: Pick,
    pub defender: Pick,
    pub close: bool,
    pub support: Support,
    pub ground: Ground,
}

impl Form {
    pub fn situation(&self, s: Option<&TcState>) -> Option<Situation> {
        Some(Situation {
            attacker: self.attacker.fighter(s)?,
            defender: self.defender.fighter(s)?,
            close: self.close,
            support: self.support,
            ground: self.ground,
        })
    }
}

/// Dice (or hits) entered so far for the battle at hand.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Entry {
    pub base: Vec<u8>,
    pub red: Vec<u8>,
    pub back: Vec<u8>,
    pub hits: Option<u32>,
    pub back_hits: Option<u32>,
    /// The attacker's and the defender's dice count from the players' own Dice Sheet, where
    /// the data's count is a guess (none: the data's).
    pub base_count: Option<u32>,
    pub back_count: Option<u32>,
}

impl Entry {
    /// No die or hit entered yet (a dice count set from the players' sheet is not a roll).
    pub fn is_empty(&self) -> bool {
        self.base.is_empty()
            && self.red.is_empty()
            && self.back.is_empty()
            && self.hits.is_none()
            && self.back_hits.is_none()
    }
}

/// The form state of the panels.
#[derive(Debug, Clone, PartialEq)]
pub struct Ui {
    /// The phase the tabs last followed (round, side, phase).
    pub followed: Option<(u32, usize, usize)>,
    pub working: bool,
    pub tab: Tab,
    pub data: Result<TcData, String>,
    pub four: bool,
    pub central: String,
    pub entente: String,
    /// The team that plays first (2 players) or the first nation in the seating (4).
    pub first: usize,
    pub settings: TcSettings,
    pub add_side: String,
    pub add_army: u8,
    pub form: Form,
    /// The battle form takes any unit typed in, not the units on the table.
    pub free_form: bool,
    pub entry: Entry,
    pub gift: u32,
    pub capturer: Option<u32>,
    pub bertha_xp: u32,
    pub automa_unit: String,
    pub automa_damage: u8,
    pub automa_xp: u32,
    pub automa_nation: String,
    pub difficulty: Difficulty,
    /// The battle form's situational choices the player keeps when the attacker, the
    /// defender, the phase or the side changes (the others go back to none and open ground).
    pub keep_support: bool,
    pub keep_ground: bool,
}

impl Ui {
    /// Another battle (another attacker or defender, phase or side): the flank and the
    /// defender's ground go back to none and open ground, unless the player keeps them.
    pub fn reset_situation(&mut self) {
        if !self.keep_support {
            self.form.support = Support::None;
        }
        if !self.keep_ground {
            self.form.ground = Ground::Open;
        }
        self.keep_support &= self.form.support != Support::None;
        self.keep_ground &= self.form.ground != Ground::Open;
    }
}

impl Ui {
    pub fn new(def: &GameDef) -> Ui {
        Ui {
            followed: None,
            working: false,
            tab: Tab::Setup,
            data: TcData::of(def).map_err(|e| e.to_string()),
            four: false,
            central: "germany".into(),
            entente: "france".into(),
            first: 0,
            settings: TcSettings::default(),
            add_side: String::new(),
            add_army: 1,
            form: Form {
                attacker: Pick::free("infantry"),
                defender: Pick::free("infantry"),
                close: true,
                support: Support::None,
                ground: Ground::Open,
            },
            free_form: false,
            entry: Entry::default(),
            gift: 1,
            capturer: None,
            bertha_xp: 0,
            automa_unit: "tank".into(),
            automa_damage: 0,
            automa_xp: 0,
            automa_nation: "germany".into(),
            difficulty: Difficulty::Standard,
            keep_support: false,
            keep_ground: false,
        }
    }
}

/// Which side of the battle form a message is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, schemars::JsonSchema)]
pub enum Who {
    Attacker,
    Defender,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Msg {
    Working,
    Tab(Tab),
    Four(bool),
    Central(String),
    Entente(String),
    First(usize),
    Setting(TcSettings),
    Start,
    AddSide(String),
    AddArmy(u8),
    Add(String),
    Remove(u32),
    Toggle(u32, Flag),
    Correct {
        id: u32,
        damage: i32,
        xp: i32,
    },
    /// The battle form: a roster unit or a unit type for one side.
    PickUnit(Who, u32),
    PickKind(Who, String),
    Damage(Who, i32),
    Xp(Who, i32),
    FreeForm(bool),
    Close(bool),
    Support(Support),
    Ground(Ground),
    /// Keeps (or stops keeping) the flank choice, or the ground, for the next battles.
    KeepSupport,
    KeepGround,
    Declare,
    Undeclare(usize),
    /// One die tapped on the pad (the next one of the entry).
    Die(u8),
    /// Hits typed for the side whose turn it is on the pad.
    Hits(u32),
    /// The dice count on the players' own sheet, where the data's is a guess: the attacker's
    /// (`true`) or the defender's, one more or one fewer.
    DiceCount(bool, i32),
    ClearDice,
    /// The app rolls what is not entered.
    Roll,
    /// The next declared attack's target is gone: it is marked wasted.
    Waste,
    Income,
    Repair(u32),
    Buy(String),
    BuySpecial(Option<String>),
    Gift(i32),
    GiveTo(String),
    Capturer(u32),
    Capture(usize),
    SetFort(usize, Option<String>),
    Money(String, i64),
    BerthaXp(u32),
    /// Opens the scatter roll for a Big Bertha with this much experience.
    ScatterFor(u32),
    Scatter(Option<u8>),
    AutomaUnit(String),
    AutomaDamage(i32),
    AutomaXp(i32),
    AutomaNation(String),
    Difficulty(Difficulty),
    Timer,
    RollOff(crate::games::trench_club::rolloff::Purpose),
}

fn go(a: TcAction) -> Option<Action> {
    Some(Action::Game(GameAction::new(tc::ID, &a)))
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

/// Any action of a form but its one main action: framed, plain.
fn button<'a>(label: String, msg: Option<Msg>) -> Element<'a, Message> {
    crate::ui::design::plain_button(label, None, msg.map(m)).into()
}

/// The one action a form is for (Start, Declare, Roll): the primary look, with its icon.
fn primary<'a>(
    label: String,
    icon: Option<crate::ui::icons::Icon>,
    msg: Option<Msg>,
) -> Element<'a, Message> {
    crate::ui::design::primary_button(
        label,
        icon.map(|i| crate::ui::icons::icon(i, crate::ui::design::font::LEAD).into()),
        msg.map(m),
    )
    .into()
}

fn unit_name(loc: &Localizer, kind: &str) -> String {
    crate::games::trench_club::card::unit_name(loc, kind)
}

fn side_name(loc: &Localizer, side: &str) -> String {
    crate::games::trench_club::card::side_name(loc, side)
}

/// A roster unit's label: its type and number, e.g. "Infantry #4".
fn unit_label(loc: &Localizer, s: &TcState, id: u32) -> String {
    match s.unit(id) {
        Some(u) => format!("{} #{id}", unit_name(loc, &u.kind)),
        None => loc.tr("tc-ui-gone", &[("id", id.to_string())]),
    }
}

pub fn state(g: &GameState) -> Option<&TcState> {
    tc::state(&g.table)
}

pub static PANELS: super::Panels = super::Panels {
    game: tc::ID,
    new: |def| Box::new(Ui::new(def)),
};

impl super::GamePanels for Ui {
    fn tool(
        &self,
        game: &crate::session::GameState,
        key: &str,
    ) -> Option<(&'static str, super::GameMsg)> {
        // Units, Forts and Money are tabs only once the seats are set (see `status::tabs`).
        let set_up = state(game).is_some_and(|s| !s.seats.is_empty());
        if matches!(key, "units" | "forts" | "money") && !set_up {
            return None;
        }
        let (tab, label) = match key {
            "setup" => (Tab::Setup, "tc-ui-tab-setup"),
            "units" => (Tab::Units, "tc-ui-tab-units"),
            "battle" => (Tab::Battle, "tc-ui-tab-battle"),
            "money" => (Tab::Money, "tc-ui-tab-money"),
            "forts" => (Tab::Forts, "tc-ui-tab-forts"),
            "special" => (Tab::Special, "tc-ui-tab-special"),
            _ => return None,
        };
        Some((label, super::GameMsg::new(Msg::Tab(tab))))
    }

    /// The turn timer, while it runs, is drawn again every second.
    fn ticking(&self, state: &GameState) -> bool {
        tc::state(&state.table)
            .is_some_and(|s| s.settings.timer_secs.is_some() && s.timer.running_since.is_some())
    }

    fn result<'a>(&'a self, app: &'a App, t: &'a Table) -> Option<Element<'a, Message>> {
        let s = state(&t.state)?;
        Some(match (&s.last_battle, self.tab) {
            (_, Tab::Special) => special::result_card_for(&app.loc, &t.def, s, self),
            (Some(rec), _) => {
                // The form no longer describes the battle shown: greyed. While the declared
                // attacks are fought in turn, the pads are for the next one, not the form.
                let form_matches = dice::at_hand(&t.def, &t.state, self)
                    .is_none_or(|h| h.declared.is_some() || card::describes(rec, &h.situation));
                card::battle_card(&app.loc, &t.def, s, self, rec, form_matches)
            }
            (None, _) => widgets::result_card::placeholder(app.loc.t("tc-ui-no-result")),
        })
    }

    fn follow(&mut self, def: &GameDef, state: &GameState) {
        if !super::new_phase(&mut self.followed, state) {
            return;
        }
        let Some(s) = tc::state(&state.table).filter(|s| !s.seats.is_empty()) else {
            return;
        };
        if self.add_side.is_empty() {
            self.add_side = s.seats[0].side.clone();
        }
        self.entry = Entry::default();
        self.capturer = None;
        // Another phase or side: another battle.
        self.reset_situation();
        self.tab = match super::phase_id(def, state) {
            "move" => Tab::Forts,
            "declare" | "battles" => Tab::Battle,
            "money" => Tab::Money,
            _ => self.tab,
        };
    }

    fn view<'a>(&'a self, app: &'a App, t: &'a Table) -> Vec<Element<'a, Message>> {
        panels(app, t, self)
    }

    fn tabs<'a>(&'a self, app: &'a App, t: &'a Table) -> Option<Element<'a, Message>> {
        let set_up = state(&t.state).is_some_and(|s| !s.seats.is_empty());
        Some(status::tabs(&app.loc, self, set_up))
    }

    fn pad<'a>(&'a self, app: &'a App, t: &'a Table) -> Option<Element<'a, Message>> {
        match self.tab {
            Tab::Battle => battle::battle_pad(app, t, self),
            Tab::Special => Some(special::scatter_pad(&app.loc)),
            _ => None,
        }
    }

    fn form_key(&self) -> u64 {
        self.tab as u64
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
            self.entry = Entry::default();
        }
        // The first-player roll picks the first player on the set-up form (one tap less).
        let s = tc::state(&state.table);
        if let Some(r) = s.and_then(|s| s.last_roll_off.as_ref())
            && taken
            && s.is_some_and(|s| s.seats.is_empty())
            && r.purpose == crate::games::trench_club::rolloff::Purpose::First
            && let Some(i) = setup::first_index(self, &r.winner)
        {
            self.first = i;
        }
    }

    fn clone_box(&self) -> Box<dyn super::GamePanels> {
        Box::new(self.clone())
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}

pub fn panels<'a>(app: &'a App, t: &'a Table, ui: &'a Ui) -> Vec<Element<'a, Message>> {
    let loc = &app.loc;
    let data = match &ui.data {
        Ok(d) => d,
        Err(e) => return vec![text(loc.tr("tc-err-data", &[("problem", e.clone())])).into()],
    };
    let s = state(&t.state);
    let set_up = s.is_some_and(|s| !s.seats.is_empty());
    let body = match (ui.tab, s) {
        (Tab::Battle, _) => battle::battle_view(app, t, s, ui, data),
        (Tab::Special, _) => special::special_view(loc, s, ui, data),
        (Tab::Units, Some(s)) if set_up => units::units_view(loc, s, ui, data),
        (Tab::Money, Some(s)) if set_up => money::money_view(loc, s, ui, data),
        (Tab::Forts, Some(s)) if set_up => forts::forts_view(loc, s, ui, data),
        _ => setup::setup_view(loc, s, ui),
    };
    if !set_up {
        return vec![body];
    }
    vec![status::status(app, t, s, ui, data), body]
}
