//! Command and Colors WWI panels: scenario set-up and No Man's Land, the turn (cards, HQ,
//! end-of-turn choices), the battle resolver with odds, Reserve Artillery, and the medals.
//!
//! One file per tab (`setup`, `turn`, `battle`, `artillery`, `medals`), the header
//! above them (`status`), the battle-die faces (`faces`) and the message handling
//! (`update`); this file holds the form state, the messages and the dispatch.

mod artillery;
mod battle;
mod card_rolls;
pub mod crossfire;
mod faces;
mod medals;
pub mod pins;
mod setup;
mod status;
mod target;
mod turn;
mod update;

pub use self::update::update;
use crate::ui::design::{font, space};

use iced::Element;
use iced::widget::{Column, text};

use crate::core::def::GameDef;
use crate::core::log::Line;
use crate::games::GameAction;
use crate::games::cc_great_war::artillery::ArtilleryCards;
use crate::games::cc_great_war::artillery::{CraterRule, ShellShortageRule};
use crate::games::cc_great_war::battle::{Situation, SoldierRule};
use crate::games::cc_great_war::data::CcData;
use crate::games::cc_great_war::{
    self as cc, CcAction, CcSettings, CcState, HqReason, MedalKind, Scenario,
};
use crate::i18n::Localizer;
use crate::session::{Action, GameState};
use crate::store::Paths;
use crate::ui::app::{App, Message, Table};
use crate::ui::widgets;

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
    /// The phase the tabs last followed (round, side, phase).
    pub followed: Option<(u32, usize, usize)>,
    /// The working under the result card is open.
    pub working: bool,
    /// The phase the last battle was fought in (shown greyed in another phase).
    pub result_phase: Option<(u32, usize, usize)>,
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
    /// Card roll (Three on a Match…): the faces tapped in so far.
    pub card_faces: Vec<String>,
    /// Card roll: the target's figures, when known.
    pub card_figures: Option<u32>,
    /// Card roll: the players' count of dice, where it is 1 per Command card held.
    pub card_dice: Option<u32>,
    /// Situational toggles the players keep when the side, phase or target changes.
    pub pins: std::collections::BTreeSet<pins::Pin>,
}

impl Default for Ui {
    fn default() -> Self {
        Ui::new(&[])
    }
}

impl Ui {
    pub fn new(sides: &[String]) -> Ui {
        Ui {
            followed: None,
            working: false,
            result_phase: None,
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
            card_faces: vec![],
            card_figures: None,
            card_dice: None,
            pins: Default::default(),
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
    /// Opens or folds the working under the result card.
    Working,
    Tab(Tab),
    Name(String),
    Count {
        field: Field,
        side: String,
        delta: i32,
    },
    MedalsToWin(i32),
    /// The scenario's Combat hand limit for a side, one up or down (L699).
    CombatLimit {
        side: String,
        delta: i32,
    },
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
    MortarBarrageRanged(bool),
    ShellShortage(ShellShortageRule),
    /// Big Show: a Burst orders any unit (on) or does nothing (off).
    BigShowBurst(bool),
    /// Replacements: a Burst gives a figure back (on) or does nothing (off).
    ReplacementsBurst(bool),
    /// Hold at All Costs also on a cratered main target (on) or not there (off).
    HoldOnCratered(bool),
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
    TargetUnit(Option<String>),
    /// Crossfire: another machine-gun team joins, at 2 hexes.
    CrossAdd,
    CrossRange {
        index: usize,
        delta: i32,
    },
    CrossHex {
        index: usize,
        terrain: Option<String>,
    },
    CrossRemove(usize),
    FromHill,
    Lock,
    Armour,
    Hold,
    Figures(i32),
    TargetSpecialist,
    RetreatRoom(i32),
    Roll,
    HandMode,
    Face(String),
    FaceClear,
    Record,
    ArtStrength(u32),
    ArtSpend(i32),
    ArtBox,
    ArtShort,
    /// Hold at All Costs against the bombardment (the opponent's reaction card).
    ArtHold,
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
    /// A card roll made by the app.
    CardRoll {
        side: String,
        card: String,
    },
    /// A card roll's die tapped in.
    CardFace(String),
    CardFaceClear,
    CardFigures(i32),
    CardDice(i32),
    /// Pins or unpins a situational toggle.
    Pin(pins::Pin),
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
    fn tool(
        &self,
        _state: &crate::session::GameState,
        key: &str,
    ) -> Option<(&'static str, super::GameMsg)> {
        let (tab, label) = match key {
            "setup" => (Tab::Setup, "ccgw-tab-setup"),
            "turn" => (Tab::Turn, "ccgw-tab-turn"),
            "battle" => (Tab::Battle, "ccgw-tab-battle"),
            "artillery" => (Tab::Artillery, "ccgw-tab-artillery"),
            "medals" => (Tab::Medals, "ccgw-tab-medals"),
            _ => return None,
        };
        Some((label, super::GameMsg::new(Msg::Tab(tab))))
    }

    fn result<'a>(&'a self, app: &'a App, t: &'a Table) -> Option<Element<'a, Message>> {
        let s = cc::state(&t.state.table)?;
        // The answer of the screen the player is on: the bombardment's latest hex on the
        // Artillery tab, the last battle everywhere else (a battle fought while a bombardment
        // is still open is the answer on the Battle tab).
        if self.tab == Tab::Artillery
            && let Some(fire) = &s.artillery
            && let Some((i, o)) = fire.latest()
        {
            return Some(artillery::hex_card(
                &app.loc,
                &t.def,
                self,
                &s.settings,
                fire,
                i,
                o,
            ));
        }
        Some(match &s.last_battle {
            Some(rec) => battle::result_card(&app.loc, &t.def, t, self, rec),
            None => crate::ui::widgets::result_card::placeholder(app.loc.t("ccgw-ui-no-result")),
        })
    }

    fn follow(&mut self, def: &GameDef, state: &GameState) {
        let key = super::phase_key(state);
        if self.followed == Some(key) {
            return;
        }
        // Hot-seat privacy: hands shown during a turn hide themselves when it passes.
        let new_turn = self.followed.map(|(r, s, _)| (r, s)) != Some((key.0, key.1));
        if new_turn {
            self.revealed.clear();
        }
        // A new phase is a new situation: the toggles not pinned go back to off.
        if self.followed.is_some() {
            pins::reset_all(self);
        }
        self.followed = Some(key);
        // The attacker follows the turn: the side in turn attacks unless the player changes
        // it (a Germans' battle is never recorded as the British one kept from the last turn).
        if new_turn && let Some(side) = cc::in_turn_side(def, &state.table) {
            self.side = side;
        }
        // Before the scenario is set up, set-up is the screen; then the phase decides.
        let Some(s) = cc::state(&state.table).filter(|s| s.scenario.is_some()) else {
            return;
        };
        self.tab = match super::phase_id(def, state) {
            // A bombardment with hexes still to roll; once every hex is rolled, the phase
            // decides.
            _ if s.artillery.as_ref().is_some_and(|f| f.next_hex().is_some()) => Tab::Artillery,
            "battle" => Tab::Battle,
            _ => Tab::Turn,
        };
    }

    fn view<'a>(&'a self, app: &'a App, t: &'a Table) -> Vec<Element<'a, Message>> {
        panels(app, t, self)
    }

    fn tabs<'a>(&'a self, app: &'a App, _t: &'a Table) -> Option<Element<'a, Message>> {
        Some(status::tabs(app, self))
    }

    fn pad<'a>(&'a self, app: &'a App, t: &'a Table) -> Option<Element<'a, Message>> {
        let s = state(&t.state)?;
        match self.tab {
            Tab::Battle => battle::battle_pad(app, t, s, self),
            Tab::Artillery => artillery::artillery_pad(app, t, s, self),
            _ => None,
        }
    }

    fn form_key(&self) -> u64 {
        self.tab as u64
    }

    fn side<'a>(&'a self, app: &'a App, t: &'a Table) -> Option<Element<'a, Message>> {
        let s = state(&t.state)?;
        Some(status::status(app, t, s))
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

// ---- view helpers ------------------------------------------------------------------------

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

fn lines<'a>(loc: &Localizer, l: &[Line]) -> Column<'a, Message> {
    widgets::text_lines(l.iter().map(|x| loc.line(x)))
}

/// "Who attacks": the sides as one segmented choice, for the battle and artillery forms.
fn attacker_row<'a>(loc: &Localizer, def: &GameDef, ui: &Ui) -> Element<'a, Message> {
    labelled(
        loc.t("ccgw-ui-attacker"),
        crate::ui::design::segmented(
            def.sides
                .iter()
                .map(|side| {
                    (
                        loc.t(&side.name),
                        ui.side == side.id,
                        Some(m(Msg::Side(side.id.clone()))),
                    )
                })
                .collect(),
        ),
    )
}

/// A choice with its label before it ("Target in:" and the terrain chart).
fn labelled<'a>(label: String, choice: Element<'a, Message>) -> Element<'a, Message> {
    iced::widget::row![text(label).size(font::BODY), choice]
        .spacing(space::S)
        .align_y(iced::Alignment::Center)
        .into()
}

/// A result card drawn from the game's words (`games::cc_great_war::card`): the dice
/// pictures, whether it is current, what follows and the fold are the panel's.
fn card_of<'a>(
    loc: &Localizer,
    words: crate::games::card::CardText,
    dice: Element<'a, Message>,
    ui: &Ui,
    current: bool,
    next: Vec<(String, Message)>,
) -> Element<'a, Message> {
    crate::ui::widgets::result_card::result_card(crate::ui::widgets::result_card::Card {
        outcome: words.outcome,
        detail: words.detail,
        whose: words.whose,
        dice: Some(dice),
        working: words.working,
        open: ui.working,
        toggle: Some(m(Msg::Working)),
        current,
        next,
        aside: None,
        show_working: loc.t("ui-show-working"),
        hide_working: loc.t("ui-hide-working"),
        stale: loc.t("ui-result-stale"),
        basis_mark: words.basis_mark,
        basis: words.basis,
        tone: words.tone,
    })
}

fn side_name(def: &GameDef, loc: &Localizer, id: &str) -> String {
    cc::card::side_name(def, loc, id)
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
        Tab::Setup => setup::setup_view(app, t, s, ui, &data),
        Tab::Turn => turn::turn_view(app, t, s, ui),
        Tab::Battle => battle::battle_view(app, t, s, ui, &data),
        Tab::Artillery => artillery::artillery_view(app, t, s, ui, &data),
        Tab::Medals => medals::medals_view(app, t, s),
    };
    vec![body]
}
