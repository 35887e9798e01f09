//! ASL Starter Kit #1 panels: turn record with marker reminders, the resolvers (fire, morale,
//! rally, close combat, wound, promotion) with their arithmetic, and the optional unit list.
//!
//! One file per panel (`turn_record`, `resolvers`, `units`) and per resolver form
//! (`fire`, `morale`, `rally`, `movement`, `close_combat`, `promotion`), and the
//! message handling (`update`); this file holds the form state, the messages and
//! the dispatch.

mod close_combat;
mod fire;
mod morale;
mod movement;
mod promotion;
mod rally;
mod random_pick;
mod resolvers;
mod sw_tools;
mod turn_record;
mod units;
mod update;

pub use self::fire::PREVIEW_ID;
pub use self::random_pick::{PickForm, PickMsg};
pub use self::sw_tools::{SwForm, SwMode, SwMsg};
pub use self::update::{after, update};
use crate::ui::design::space;

use iced::Element;

use crate::core::def::GameDef;
use crate::games::asl_sk1::cc::{AmbushSide, CloseCombat};
use crate::games::asl_sk1::fire::{FireAttack, FireItem, FireType, ItemKind};
use crate::games::asl_sk1::morale::{CheckKind, MoraleCheck, Promotion, RallyAttempt, UnitSize};
use crate::games::asl_sk1::movement::MoveQuery;
use crate::games::asl_sk1::{AslState, Flag, Line, data};
use crate::i18n::Localizer;
use crate::session::{Action, GameState};
use crate::ui::app::{App, Message, Table};
use crate::ui::games::GameMsg;
use crate::ui::icons::Icon;
use crate::ui::widgets;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Tool {
    #[default]
    Fire,
    Morale,
    Rally,
    Movement,
    Ambush,
    Cc,
    Wound,
    Promotion,
    /// Support weapons: the roll after a KIA, repair, recovery (`sw_tools`).
    Sw,
    /// Random selection among candidates (`random_pick`).
    Random,
    /// The turn record with its marker reminders, and the unit list (`turn_record`, `units`).
    Turn,
}

/// An action sent from a text form: its text is cleared only once the action is taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pending {
    Unit,
    Reinforcement,
    Ambush,
    Morale,
}

impl Tool {
    /// The tools used a few times a game: behind the "More" tab, one picker at their top.
    const RARE: [Tool; 5] = [
        Tool::Ambush,
        Tool::Wound,
        Tool::Promotion,
        Tool::Sw,
        Tool::Random,
    ];
    /// The tabs of the pinned strip for the everyday tools, with their short names.
    const TABS: [(Tool, &'static str); 5] = [
        (Tool::Fire, "asl-ui-tab-fire"),
        (Tool::Morale, "asl-ui-tab-morale"),
        (Tool::Rally, "asl-ui-tab-rally"),
        (Tool::Movement, "asl-ui-tab-movement"),
        (Tool::Cc, "asl-ui-tab-cc"),
    ];
    fn is_rare(self) -> bool {
        Tool::RARE.contains(&self)
    }
    /// The tool's icon, on its tab and in the picker of the rare tools.
    fn icon(self) -> Icon {
        match self {
            Tool::Fire => Icon::Fire,
            Tool::Morale => Icon::Morale,
            Tool::Rally => Icon::Rally,
            Tool::Movement => Icon::Movement,
            Tool::Ambush => Icon::Ambush,
            Tool::Cc => Icon::Assault,
            Tool::Wound => Icon::Wound,
            Tool::Promotion => Icon::Promotion,
            Tool::Sw => Icon::Repair,
            Tool::Random => Icon::Random,
            Tool::Turn => Icon::Turn,
        }
    }
    fn msg(self) -> &'static str {
        match self {
            Tool::Fire => "asl-ui-tool-fire",
            Tool::Morale => "asl-ui-tool-morale",
            Tool::Rally => "asl-ui-tool-rally",
            Tool::Movement => "asl-ui-tool-movement",
            Tool::Ambush => "asl-ui-tool-ambush",
            Tool::Cc => "asl-ui-tool-cc",
            Tool::Wound => "asl-ui-tool-wound",
            Tool::Promotion => "asl-ui-tool-promotion",
            Tool::Sw => "asl-ui-tool-sw",
            Tool::Random => "asl-ui-tool-random",
            Tool::Turn => "asl-ui-tab-turn",
        }
    }
}

/// The form state of this game's panels.
#[derive(Debug, Clone, PartialEq)]
pub struct Ui {
    pub tool: Tool,
    /// The rare tool the "More" tab opens (the last one used).
    pub rare: Tool,
    /// The fire form's firers one by one (weapons, PBF, long range, leaders) are unfolded.
    pub firers_open: bool,
    /// The phase the tools last followed (round, side, phase).
    pub followed: Option<(u32, usize, usize)>,
    pub attack: FireAttack,
    pub terrain: String,
    pub mc: MoraleCheck,
    pub rally: RallyAttempt,
    pub cc: CloseCombat,
    pub wounded: bool,
    pub promo: Promotion,
    pub colored: u8,
    pub white: u8,
    pub unit_name: String,
    pub unit_side: usize,
    pub reinf_text: String,
    pub reinf_turn: u32,
    /// The ATTACKER's and the DEFENDER's circumstances for the ambush dr.
    pub ambush: [AmbushSide; 2],
    pub pending: Option<Pending>,
    pub mv: MoveQuery,
    /// The leadership of the leader being checked, for the others of his stack (L749-768).
    pub own_leadership: i32,
    /// After a leader's check, what the morale form was set up for next (a message id).
    pub follow_up: Option<&'static str>,
    /// Dice tapped on the pads for the roll being entered (coloured, white).
    pub pad: [Option<u8>; 2],
    /// The working under the result card is open.
    pub working: bool,
    /// The phase the last result was made in (a result from another phase is shown greyed).
    pub result_phase: Option<(u32, usize, usize)>,
    /// The Support Weapons tool's form.
    pub sw: SwForm,
    /// The Random selection tool's form.
    pub pick: PickForm,
    /// Situational toggles the player keeps into the next phase or side (a small "keep"
    /// beside each); the others are cleared when the phase or the side changes.
    pub pins: std::collections::BTreeSet<Pin>,
}

/// A situational toggle of a form: it describes one unit's or one attack's circumstances, so
/// it is cleared when the phase or the side changes, unless the player keeps it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Pin {
    RallyDm,
    RallyCover,
    CcAttackerCx,
    CcDefenderCx,
    CcBroken,
    FireCx,
    FireFfmo,
    FireFfnam,
}

impl Ui {
    /// Whether the toggle behind `p` is on.
    fn pin_on(&self, p: Pin) -> bool {
        match p {
            Pin::RallyDm => self.rally.dm,
            Pin::RallyCover => self.rally.woods_building,
            Pin::CcAttackerCx => self.cc.attacker_cx,
            Pin::CcDefenderCx => self.cc.defender_cx,
            Pin::CcBroken => self.cc.defender_broken,
            Pin::FireCx => self.attack.cx,
            Pin::FireFfmo => self.attack.ffmo,
            Pin::FireFfnam => self.attack.ffnam,
        }
    }

    /// Clears the situational toggles the player did not keep (a new phase or side: another
    /// unit, another attack), and forgets the keeps of toggles that are off.
    pub fn reset_situation(&mut self) {
        let keep = |p: Pin| self.pins.contains(&p);
        let (dm, cover) = (keep(Pin::RallyDm), keep(Pin::RallyCover));
        let (acx, dcx, brk) = (
            keep(Pin::CcAttackerCx),
            keep(Pin::CcDefenderCx),
            keep(Pin::CcBroken),
        );
        let (cx, ffmo, ffnam) = (keep(Pin::FireCx), keep(Pin::FireFfmo), keep(Pin::FireFfnam));
        self.rally.dm &= dm;
        self.rally.woods_building &= cover;
        self.cc.attacker_cx &= acx;
        self.cc.defender_cx &= dcx;
        self.cc.defender_broken &= brk;
        self.attack.cx &= cx;
        self.attack.ffmo &= ffmo;
        self.attack.ffnam &= ffnam;
        // Who ambushed whom, and each side's CX or pin in that contest, belong to one
        // Close Combat Phase: never carried into another.
        self.cc.attacker_ambushed = false;
        self.cc.defender_ambushed = false;
        for side in &mut self.ambush {
            side.cx = false;
            side.pinned = false;
        }
        let on: Vec<Pin> = self
            .pins
            .iter()
            .copied()
            .filter(|&p| self.pin_on(p))
            .collect();
        self.pins = on.into_iter().collect();
    }
}

/// A situational toggle with a small "keep" beside it (live while the toggle is on; always
/// there, so nothing moves when it is tapped): kept, it stays on into the next phase or side.
fn kept_toggle<'a>(
    loc: &Localizer,
    ui: &Ui,
    label: String,
    on: bool,
    msg: Msg,
    pin: Pin,
) -> Element<'a, Message> {
    let t = toggle(label, on, msg);
    let kept = on && ui.pins.contains(&pin);
    iced::widget::row![
        t,
        iced::widget::container(
            widgets::big_button(
                loc.t(if kept { "asl-ui-kept" } else { "asl-ui-keep" }),
                on.then(|| m(Msg::Pin(pin)))
            )
            // Kept is a situation that is on: the chip's on look (not the primary action's);
            // not kept, a quiet word.
            .style(move |t, s| if kept {
                crate::ui::design::style::chip(true)(t, s)
            } else {
                crate::ui::design::style::ghost(t, s)
            })
        )
        .id(format!("asl-keep-{pin:?}")),
    ]
    .spacing(space::HAIR)
    .align_y(iced::Alignment::Center)
    .into()
}

impl Ui {
    /// The forms as a new game opens them: a squad of the usual firepower (`weapons.json`).
    pub fn new(d: &data::AslData) -> Self {
        Ui {
            tool: Tool::Fire,
            rare: Tool::Ambush,
            firers_open: false,
            followed: None,
            pad: [None, None],
            working: false,
            result_phase: None,
            attack: FireAttack {
                items: vec![FireItem::new(
                    ItemKind::Squad,
                    d.weapons.fp(ItemKind::Squad),
                )],
                ..Default::default()
            },
            terrain: "open".into(),
            mc: MoraleCheck {
                morale: 7,
                ..Default::default()
            },
            rally: RallyAttempt::default(),
            cc: CloseCombat {
                attacker_fp: 4,
                defender_fp: 4,
                ..Default::default()
            },
            wounded: false,
            promo: Promotion {
                morale: 7,
                nationality: "german".into(),
                self_rally: false,
            },
            colored: 1,
            white: 1,
            unit_name: String::new(),
            unit_side: 0,
            reinf_text: String::new(),
            reinf_turn: 1,
            ambush: [AmbushSide::default(); 2],
            pending: None,
            mv: MoveQuery::default(),
            own_leadership: -1,
            follow_up: None,
            sw: SwForm::default(),
            pick: PickForm::default(),
            pins: Default::default(),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ItemFlag {
    /// Adjacent to the target: Point Blank Fire.
    Pbf,
    LongRange,
    Pinned,
    Area,
    Assault,
    SmcCrew,
    Elite,
    Captured,
    /// A support weapon used by an Inexperienced MMC (B#/X# −1).
    Inexperienced,
    /// An MG declines its ROF to leave Residual FP (official SK errata to 3.31).
    DeclineRof,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Msg {
    Tool(Tool),
    FireType(FireType),
    /// The IFT column picked directly: the attack's whole FP, the firers one by one cleared.
    Column(u32),
    /// The FP picked on the column is taken off (the firers one by one remain).
    ClearColumn,
    /// Opens or folds the firers one by one.
    Firers,
    /// The directing leader's DRM, on the fire form's first row (the first firing hex's).
    Leader(i32),
    /// The dice entered on the pads so far are cleared.
    PadClear,
    AddItem(ItemKind),
    RemoveItem(usize),
    ItemFp(usize, i32),
    ItemRof(usize, i32),
    /// An MG's printed B#.
    ItemBnum(usize, i32),
    ItemFlag(usize, ItemFlag),
    Inexperienced,
    AddLeader,
    RemoveLeader,
    LeaderDrm(usize, i32),
    Terrain(String),
    Hindrance(i32),
    Ffmo,
    Ffnam,
    Cx,
    TargetFt(i32),
    OtherDrm(i32),
    McKind(CheckKind),
    McMorale(i32),
    McIft(i32),
    McLeader(i32),
    McBroken,
    McSize(UnitSize),
    McElr(i32),
    McElrExempt,
    /// The checked leader's own leadership, lent to (or lost by) the others.
    McOwnLeadership(i32),
    MvSize(UnitSize),
    MvGreen,
    MvWounded,
    MvLeader,
    MvRoad,
    MvDoubleTime,
    MvPp(i32),
    MvCx,
    /// The next hex's MF cost, in half MF (none below 1 MF).
    MvHexCost(i32),
    AmbCx(usize),
    AmbPinned(usize),
    AmbInexperienced(usize),
    AmbLeader(usize, i32),
    /// LLMC (an NMC) or LLTC (a PTC) after a leader's loss: toggled by the check kind.
    McLoss(CheckKind),
    McLostLeader(i32),
    RallyMorale(i32),
    RallyDm,
    RallyCover,
    RallySelf,
    RallyIsLeader,
    CcMmc,
    RallyLeader(i32),
    CcAttacker(i32),
    CcDefender(i32),
    CcLeader(i32),
    CcAttackerCx,
    CcDefenderCx,
    CcBroken,
    CcAmbusher,
    CcVsAmbusher,
    Wounded,
    PromoMorale(i32),
    PromoNat(String),
    PromoSelf,
    Colored(i32),
    White(i32),
    /// A die tapped on a pad: 0 the coloured (or only) die, 1 the white one. The last die of
    /// the roll resolves it.
    Pad(usize, u8),
    /// Opens or folds the working under the result card.
    Working,
    /// What follows an IFT result, one tap: the morale form set for it.
    FollowUp(crate::games::asl_sk1::fire::IftResult),
    Roll,
    Enter,
    Length(i32),
    HalfLast,
    FirstAttacker,
    ReinfText(String),
    ReinfTurn(i32),
    AddReinf,
    RemoveReinf(usize),
    UnitName(String),
    UnitSide,
    AddUnit,
    RemoveUnit(u32),
    SetFlag(u32, Flag, bool),
    Clear(Flag, Option<usize>),
    BelowOne,
    CowerFg,
    ResidualErrata,
    /// The Support Weapons tool (`sw_tools`).
    Sw(SwMsg),
    /// The Random selection tool (`random_pick`).
    Pick(PickMsg),
    /// Keeps (or stops keeping) a situational toggle into the next phase or side.
    Pin(Pin),
}

fn m(msg: Msg) -> Message {
    Message::Game(GameMsg::new(msg))
}

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

fn lines_view<'a>(loc: &Localizer, lines: &[Line]) -> Element<'a, Message> {
    widgets::boxed_lines(lines.iter().map(|l| l.text(loc)))
}

fn asl_state(state: &GameState) -> AslState {
    state
        .table
        .extra
        .get::<AslState>()
        .cloned()
        .unwrap_or_default()
}

fn signed(v: i32) -> String {
    crate::games::asl_sk1::fire::signed(v)
}

pub fn panels<'a>(app: &'a App, t: &'a Table, ui: &'a Ui) -> Vec<Element<'a, Message>> {
    let loc = &app.loc;
    let s = asl_state(&t.state);
    // One form per tab: the open tool's, or the turn record with the unit list.
    if ui.tool == Tool::Turn {
        return vec![
            turn_record::turn_panel(loc, &t.def, &t.state, &s),
            units::units_panel(loc, &t.def, &s, ui),
        ];
    }
    vec![resolvers::tools_panel(loc, &t.def, &t.state, &s, ui)]
}

/// The pinned strip: the everyday tools, "More" (the rare ones) and the turn record.
fn tab_strip<'a>(loc: &Localizer, ui: &Ui) -> Element<'a, Message> {
    let mut tabs: Vec<(Icon, String, bool, Message)> = Tool::TABS
        .iter()
        .map(|&(tl, id)| (tl.icon(), loc.t(id), ui.tool == tl, m(Msg::Tool(tl))))
        .collect();
    tabs.push((
        Icon::More,
        loc.t("asl-ui-tab-more"),
        ui.tool.is_rare(),
        m(Msg::Tool(ui.rare)),
    ));
    tabs.push((
        Tool::Turn.icon(),
        loc.t("asl-ui-tab-turn"),
        ui.tool == Tool::Turn,
        m(Msg::Tool(Tool::Turn)),
    ));
    widgets::tab_strip_with_icons(tabs)
}

/// How the table finds these panels.
pub static PANELS: super::Panels = super::Panels {
    game: crate::games::asl_sk1::ID,
    new: |def| Box::new(Ui::new(&data::for_def(def))),
};

impl super::GamePanels for Ui {
    fn tool(
        &self,
        _state: &crate::session::GameState,
        key: &str,
    ) -> Option<(&'static str, super::GameMsg)> {
        let tab = match key {
            "fire" => Tool::Fire,
            "morale" => Tool::Morale,
            "rally" => Tool::Rally,
            "movement" => Tool::Movement,
            "cc" => Tool::Cc,
            "ambush" => Tool::Ambush,
            "wound" => Tool::Wound,
            "promotion" => Tool::Promotion,
            "sw" => Tool::Sw,
            "random" => Tool::Random,
            "turn" => Tool::Turn,
            _ => return None,
        };
        Some((tab.msg(), super::GameMsg::new(Msg::Tool(tab))))
    }

    fn result<'a>(&'a self, app: &'a App, t: &'a Table) -> Option<Element<'a, Message>> {
        let s = asl_state(&t.state);
        let d = data::for_def(&t.def);
        Some(
            resolvers::result_card(&app.loc, &t.def, &t.state, &s, self, &d).unwrap_or_else(|| {
                crate::ui::widgets::result_card::placeholder(app.loc.t("asl-ui-no-result"))
            }),
        )
    }

    fn follow(&mut self, def: &GameDef, state: &GameState) {
        if !super::new_phase(&mut self.followed, state) {
            return;
        }
        // Another phase or side: another unit, another attack.
        self.reset_situation();
        self.tool = match super::phase_id(def, state) {
            "rally" => Tool::Rally,
            "prep-fire" | "defensive-fire" | "advancing-fire" => {
                // The fire the phase makes: the form's type follows it.
                self.attack.fire_type = match super::phase_id(def, state) {
                    "defensive-fire" => FireType::FinalFire,
                    "advancing-fire" => FireType::Advancing,
                    _ => FireType::Prep,
                };
                Tool::Fire
            }
            "movement" => Tool::Movement,
            "close-combat" => Tool::Cc,
            // Rout and Advance have no tool of their own: the last one stays.
            _ => self.tool,
        };
    }

    fn view<'a>(&'a self, app: &'a App, t: &'a Table) -> Vec<Element<'a, Message>> {
        panels(app, t, self)
    }

    fn tabs<'a>(&'a self, app: &'a App, _t: &'a Table) -> Option<Element<'a, Message>> {
        Some(tab_strip(&app.loc, self))
    }

    fn pad<'a>(&'a self, app: &'a App, t: &'a Table) -> Option<Element<'a, Message>> {
        let s = asl_state(&t.state);
        let c = t.state.table.cursor;
        if s.ended(c.round, c.side) {
            // The turn marker reached END (L1611-1616): the engine takes no roll now.
            return None;
        }
        if self.tool == Tool::Random {
            return Some(random_pick::pick_pad(&app.loc, &s));
        }
        let labels = resolvers::tool_dice(self, &s)?;
        Some(resolvers::dice_pad(&app.loc, &t.def, self, labels))
    }

    fn form_key(&self) -> u64 {
        self.tool as u64
    }

    fn update(
        &mut self,
        def: &GameDef,
        state: &GameState,
        msg: &GameMsg,
        _paths: &crate::store::Paths,
    ) -> Option<Action> {
        let msg = msg.get::<Msg>()?.clone();
        update(def, state, self, msg)
    }

    fn after(&mut self, def: &GameDef, state: &GameState, taken: bool) {
        after(def, state, self, taken)
    }

    fn clone_box(&self) -> Box<dyn super::GamePanels> {
        Box::new(self.clone())
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}
