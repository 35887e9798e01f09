//! ASL Starter Kit #1 panels: turn record with marker reminders, the resolvers (fire, morale,
//! rally, close combat, wound, promotion) with their arithmetic, and the optional unit list.

use iced::widget::{Column, Row, button, column, container, row, text, text_input};
use iced::{Alignment, Element, Length};

use crate::session::{Action, GameState};
use crate::core::def::GameDef;
use crate::games::asl_sk1::cc::{AmbushSide, CloseCombat};
use crate::games::asl_sk1::fire::{self, FireAttack, FireItem, FireType, ItemKind};
use crate::games::asl_sk1::frac::Frac;
use crate::games::asl_sk1::morale::{
    self, CheckKind, MoraleCheck, Promotion, RallyAttempt, UnitSize,
};
use crate::games::asl_sk1::movement::{self, MoveQuery};
use crate::games::asl_sk1::{
    self as asl, AslAction, AslSettings, AslState, BelowOne, Flag, Line, Reinforcement, Resolution,
    cc, data,
};
use crate::games::GameAction;
use crate::i18n::Localizer;
use crate::ui::app::{App, Message, Table};
use crate::ui::games::GameMsg;
use crate::ui::screens::section;
use crate::ui::theme;
use crate::ui::widgets::{self, big_button};

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
    const ALL: [Tool; 8] = [
        Tool::Fire,
        Tool::Morale,
        Tool::Rally,
        Tool::Movement,
        Tool::Ambush,
        Tool::Cc,
        Tool::Wound,
        Tool::Promotion,
    ];
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
        }
    }
}

/// The form state of this game's panels.
#[derive(Debug, Clone, PartialEq)]
pub struct Ui {
    pub tool: Tool,
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
}

impl Ui {
    /// The forms as a new game opens them: a squad of the usual firepower (`weapons.json`).
    pub fn new(d: &data::AslData) -> Self {
        Ui {
            tool: Tool::Fire,
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
}

#[derive(Debug, Clone, PartialEq)]
pub enum Msg {
    Tool(Tool),
    FireType(FireType),
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

fn wrap<'a>(items: Vec<Element<'a, Message>>) -> Element<'a, Message> {
    let mut r = Row::new().spacing(8);
    for i in items {
        r = r.push(i);
    }
    r.wrap().vertical_spacing(8).into()
}

fn lines_view<'a>(loc: &Localizer, lines: &[Line]) -> Element<'a, Message> {
    let mut c = Column::new().spacing(4);
    for l in lines {
        c = c.push(text(l.text(loc)).size(16));
    }
    container(c)
        .padding(10)
        .width(Length::Fill)
        .style(theme::info)
        .into()
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
    fire::signed(v)
}

/// The attack the form describes (FFMO/FFNAM only sent for First Fire).
fn attack_of(ui: &Ui, d: &data::AslData) -> FireAttack {
    let mut a = ui.attack.clone();
    a.tem = d
        .terrain
        .terrain
        .iter()
        .find(|t| t.id == ui.terrain)
        .map_or(0, |t| t.tem);
    if !a.fire_type.is_first_fire() {
        a.ffmo = false;
        a.ffnam = false;
    }
    a
}

pub fn panels<'a>(app: &'a App, t: &'a Table, ui: &'a Ui) -> Vec<Element<'a, Message>> {
    let loc = &app.loc;
    let s = asl_state(&t.state);
    let mut out = vec![turn_panel(loc, &t.def, &t.state, &s)];
    out.push(tools_panel(loc, &t.def, &s, ui));
    out.push(units_panel(loc, &t.def, &s, ui));
    out
}

fn turn_panel<'a>(
    loc: &Localizer,
    def: &GameDef,
    g: &GameState,
    s: &AslState,
) -> Element<'a, Message> {
    let d = &*data::for_def(def);
    let c = g.table.cursor;
    let side_name = |i: usize| def.sides.get(i).map(|x| loc.t(&x.name)).unwrap_or_default();
    let attacker = s.attacker(c.side);
    let mut col = Column::new().spacing(8);
    let turn = match s.turns {
        Some(n) => loc.tr(
            "asl-ui-turn-of",
            &[("turn", c.round.to_string()), ("turns", n.to_string())],
        ),
        None => loc.tr("asl-ui-turn", &[("turn", c.round.to_string())]),
    };
    col = col.push(text(turn).size(20));
    col = col.push(
        text(loc.tr(
            "asl-ui-attacker",
            &[
                ("attacker", side_name(attacker)),
                ("defender", side_name(1 - attacker.min(1))),
            ],
        ))
        .size(18),
    );
    if s.ended(c.round, c.side) {
        col = col.push(
            container(text(loc.t("asl-ui-end")).size(20))
                .padding(8)
                .style(theme::banner),
        );
    } else if s.half_last && s.turns == Some(c.round) {
        col = col.push(text(loc.t("asl-ui-half-turn")).size(16));
    }
    for r in s.reinforcements_due(c.round, attacker) {
        col = col
            .push(text(loc.tr("asl-ui-reinforcements-due", &[("text", r.text.clone())])).size(16));
    }
    col = col.push(wrap(vec![
        stepper(
            loc.t("asl-ui-length"),
            s.turns.map_or_else(|| "—".to_string(), |n| n.to_string()),
            s.turns.map(|_| Msg::Length(-1)),
            Some(Msg::Length(1)),
        ),
        toggle(loc.t("asl-ui-half-last"), s.half_last, Msg::HalfLast),
        big_button(
            loc.tr(
                "asl-ui-first-attacker",
                &[("side", side_name(s.first_attacker))],
            ),
            Some(m(Msg::FirstAttacker)),
        )
        .style(button::secondary)
        .into(),
    ]));
    // Marker reminders for this phase.
    let phases = &def.phases.phases;
    let phase = phases.get(c.phase).map(|p| p.id.as_str()).unwrap_or("");
    let prev = if c.phase > 0 {
        phases.get(c.phase - 1).map(|p| p.id.as_str())
    } else if c.round > 1 || c.side > 0 {
        phases.last().map(|p| p.id.as_str())
    } else {
        None
    };
    let rem = asl::reminders(d, prev, phase);
    if !rem.is_empty() {
        col = col.push(text(loc.t("asl-ui-reminders")).size(18));
    }
    for r in rem {
        let id = if r.off {
            "asl-ui-marker-off"
        } else {
            "asl-ui-marker-on"
        };
        let mut line = Row::new().spacing(8).align_y(Alignment::Center).push(
            text(loc.tr(id, &[("marker", loc.t(&r.name))]))
                .size(16)
                .width(Length::Fill),
        );
        if r.off
            && let Some(f) = r.flag
        {
            let side = (r.marker == "cx").then_some(attacker);
            let n = s
                .units
                .iter()
                .filter(|u| side.is_none_or(|x| x == u.side) && u.flags.contains(&f))
                .count();
            if n > 0 {
                line = line.push(
                    big_button(
                        loc.tr("asl-ui-clear", &[("n", n.to_string())]),
                        Some(m(Msg::Clear(f, side))),
                    )
                    .style(button::primary),
                );
            }
        }
        col = col.push(line);
    }
    col = col.push(wrap(vec![
        toggle(
            loc.t("asl-ui-below-one"),
            s.settings.below_one == BelowOne::FirstColumn,
            Msg::BelowOne,
        ),
        toggle(
            loc.t("asl-ui-cower-fg"),
            s.settings.cower_fire_groups,
            Msg::CowerFg,
        ),
    ]));
    section(loc.t("asl-ui-turn-record"), col.into())
}

/// The dice steppers and the roll buttons; `labels` names the first die and, for a DR, the
/// second one.
fn dice_row<'a>(loc: &Localizer, ui: &Ui, labels: (&str, Option<&str>)) -> Element<'a, Message> {
    let mut items = vec![stepper(
        loc.t(labels.0),
        ui.colored.to_string(),
        (ui.colored > 1).then_some(Msg::Colored(-1)),
        (ui.colored < 6).then_some(Msg::Colored(1)),
    )];
    if let Some(second) = labels.1 {
        items.push(stepper(
            loc.t(second),
            ui.white.to_string(),
            (ui.white > 1).then_some(Msg::White(-1)),
            (ui.white < 6).then_some(Msg::White(1)),
        ));
    }
    items.push(
        big_button(loc.t("asl-ui-roll"), Some(m(Msg::Roll)))
            .style(button::primary)
            .into(),
    );
    items.push(
        big_button(loc.t("asl-ui-enter"), Some(m(Msg::Enter)))
            .style(button::secondary)
            .into(),
    );
    wrap(items)
}

fn tools_panel<'a>(loc: &Localizer, def: &GameDef, s: &AslState, ui: &Ui) -> Element<'a, Message> {
    let d = &*data::for_def(def);
    let mut col = Column::new().spacing(10);
    col = col.push(wrap(
        Tool::ALL
            .iter()
            .map(|&tl| toggle(loc.t(tl.msg()), ui.tool == tl, Msg::Tool(tl)))
            .collect(),
    ));
    match ui.tool {
        Tool::Fire => col = col.push(fire_form(loc, d, s, ui)),
        Tool::Morale => col = col.push(morale_form(loc, ui)),
        Tool::Rally => col = col.push(rally_form(loc, ui)),
        Tool::Movement => col = col.push(movement_form(loc, d, ui)),
        Tool::Ambush => col = col.push(ambush_form(loc, ui)),
        Tool::Cc => col = col.push(cc_form(loc, d, ui)),
        Tool::Wound => {
            col = col.push(toggle(
                loc.t("asl-ui-already-wounded"),
                ui.wounded,
                Msg::Wounded,
            ))
        }
        Tool::Promotion => col = col.push(promo_form(loc, d, ui)),
    }
    let labels = match ui.tool {
        Tool::Fire | Tool::Morale | Tool::Rally | Tool::Cc => {
            Some(("asl-die-colored", Some("asl-die-white")))
        }
        Tool::Ambush => Some(("asl-ui-amb-dr-a", Some("asl-ui-amb-dr-d"))),
        Tool::Wound | Tool::Promotion => Some(("asl-ui-die", None)),
        // A calculation, not a roll.
        Tool::Movement => None,
    };
    if let Some(labels) = labels {
        col = col.push(dice_row(loc, ui, labels));
    }
    // The last resolution of this kind, step by step.
    let lines = match (&s.last, ui.tool) {
        (Some(Resolution::Fire(a, c, w)), Tool::Fire) => fire::resolve(d, a, &s.settings, *c, *w)
            .ok()
            .map(|o| o.lines),
        (Some(Resolution::Morale(x, c, w)), Tool::Morale) => {
            morale::morale_check(x, *c, *w).ok().map(|o| o.lines)
        }
        (Some(Resolution::Rally(x, c, w)), Tool::Rally) => {
            morale::rally(x, *c, *w).ok().map(|o| o.lines)
        }
        (Some(Resolution::Ambush(a, b, x, y)), Tool::Ambush) => cc::ambush_contest(a, b, *x, *y)
            .ok()
            .map(|(who, mut lines)| {
                if who != cc::Ambush::None {
                    lines.push(Line::new("asl-ui-amb-set"));
                }
                lines
            }),
        (Some(Resolution::Cc(x, c, w)), Tool::Cc) => {
            cc::close_combat(d, x, *c, *w).ok().map(|o| o.lines)
        }
        (Some(Resolution::Wound(x, r)), Tool::Wound) => morale::wound(*r, *x).ok().map(|o| o.lines),
        (Some(Resolution::Promotion(x, r)), Tool::Promotion) => {
            morale::promotion(d, x, *r).ok().map(|o| o.lines)
        }
        _ => None,
    };
    if let Some(lines) = lines {
        col = col.push(text(loc.t("asl-ui-last")).size(18));
        col = col.push(lines_view(loc, &lines));
    }
    section(loc.t("asl-ui-resolvers"), col.into())
}

fn fire_form<'a>(
    loc: &Localizer,
    d: &data::AslData,
    s: &AslState,
    ui: &Ui,
) -> Element<'a, Message> {
    let a = &ui.attack;
    let mut col = Column::new().spacing(8);
    col = col.push(wrap(
        FireType::ALL
            .iter()
            .map(|&ft| toggle(loc.t(ft.msg()), a.fire_type == ft, Msg::FireType(ft)))
            .collect(),
    ));
    col = col.push(wrap(
        ItemKind::ALL
            .iter()
            .map(|&k| {
                big_button(
                    loc.tr("asl-ui-add", &[("what", loc.t(k.msg()))]),
                    Some(m(Msg::AddItem(k))),
                )
                .style(button::secondary)
                .into()
            })
            .collect(),
    ));
    for (i, it) in a.items.iter().enumerate() {
        let mut items = vec![stepper(
            loc.t(it.kind.msg()),
            it.fp.to_string(),
            (it.fp > 1).then_some(Msg::ItemFp(i, -1)),
            Some(Msg::ItemFp(i, 1)),
        )];
        let f = |id: &str, on: bool, fl: ItemFlag| toggle(loc.t(id), on, Msg::ItemFlag(i, fl));
        match it.kind {
            ItemKind::Squad | ItemKind::HalfSquad => {
                items.push(f("asl-ui-pbf", it.pbf, ItemFlag::Pbf));
                items.push(f("asl-ui-long-range", it.long_range, ItemFlag::LongRange));
                items.push(f("asl-ui-pinned", it.pinned, ItemFlag::Pinned));
                items.push(f("asl-ui-area-fire", it.area_fire, ItemFlag::Area));
                if it.kind == ItemKind::Squad && a.fire_type == FireType::Advancing {
                    items.push(f("asl-ui-assault-fire", it.assault_fire, ItemFlag::Assault));
                }
            }
            ItemKind::Mg => {
                items.push(f("asl-ui-pbf", it.pbf, ItemFlag::Pbf));
                items.push(f("asl-ui-long-range", it.long_range, ItemFlag::LongRange));
                items.push(f("asl-ui-pinned", it.pinned, ItemFlag::Pinned));
                items.push(f("asl-ui-area-fire", it.area_fire, ItemFlag::Area));
                items.push(f("asl-ui-smc-crew", it.smc_crew, ItemFlag::SmcCrew));
                items.push(f("asl-ui-captured", it.captured, ItemFlag::Captured));
                items.push(f(
                    "asl-ui-sw-inexperienced",
                    it.inexperienced,
                    ItemFlag::Inexperienced,
                ));
                items.push(stepper(
                    loc.t("asl-ui-rof"),
                    it.rof.map_or_else(|| "—".into(), |r| r.to_string()),
                    it.rof.map(|_| Msg::ItemRof(i, -1)),
                    Some(Msg::ItemRof(i, 1)),
                ));
                let usual = d.weapons.number(ItemKind::Mg, true).unwrap_or(12);
                let bn = it.bnum.unwrap_or(usual);
                items.push(stepper(
                    loc.t("asl-ui-bnum"),
                    bn.to_string(),
                    (bn > 2).then_some(Msg::ItemBnum(i, -1)),
                    (bn < 12).then_some(Msg::ItemBnum(i, 1)),
                ));
            }
            ItemKind::Ft => {
                items.push(f("asl-ui-two-hexes", it.long_range, ItemFlag::LongRange));
                items.push(f("asl-ui-elite", it.elite, ItemFlag::Elite));
                items.push(f(
                    "asl-ui-sw-inexperienced",
                    it.inexperienced,
                    ItemFlag::Inexperienced,
                ));
            }
            ItemKind::Dc => {
                items.push(f("asl-ui-elite", it.elite, ItemFlag::Elite));
                items.push(f(
                    "asl-ui-sw-inexperienced",
                    it.inexperienced,
                    ItemFlag::Inexperienced,
                ));
            }
        }
        items.push(
            big_button(loc.t("asl-ui-remove"), Some(m(Msg::RemoveItem(i))))
                .style(button::danger)
                .into(),
        );
        col = col.push(
            container(wrap(items))
                .padding(6)
                .width(Length::Fill)
                .style(theme::panel),
        );
    }
    col = col.push(wrap(vec![
        toggle(
            loc.t("asl-ui-inexperienced"),
            a.inexperienced,
            Msg::Inexperienced,
        ),
        big_button(loc.t("asl-ui-add-leader"), Some(m(Msg::AddLeader)))
            .style(button::secondary)
            .into(),
    ]));
    for (i, l) in a.leaders.iter().enumerate() {
        col = col.push(wrap(vec![
            stepper(
                loc.t("asl-ui-leader-drm"),
                signed(*l),
                (*l > -3).then_some(Msg::LeaderDrm(i, -1)),
                (*l < 1).then_some(Msg::LeaderDrm(i, 1)),
            ),
            big_button(loc.t("asl-ui-remove"), Some(m(Msg::RemoveLeader)))
                .style(button::danger)
                .into(),
        ]));
    }
    col = col.push(text(loc.t("asl-ui-target-terrain")).size(16));
    col = col.push(wrap(
        d.terrain
            .terrain
            .iter()
            .filter(|t| t.hindrance == 0 || t.tem != 0 || t.id == "orchard" || t.id == "grain")
            .filter(|t| t.id != "smoke")
            .map(|t| {
                toggle(
                    format!("{} {}", loc.t(&t.name), signed(t.tem)),
                    ui.terrain == t.id,
                    Msg::Terrain(t.id.clone()),
                )
            })
            .collect(),
    ));
    let mut drms = vec![
        stepper(
            loc.t("asl-ui-hindrance"),
            signed(a.hindrance),
            (a.hindrance > 0).then_some(Msg::Hindrance(-1)),
            Some(Msg::Hindrance(1)),
        ),
        toggle(loc.t("asl-ui-cx"), a.cx, Msg::Cx),
        stepper(
            loc.t("asl-ui-target-ft"),
            a.target_fts.to_string(),
            (a.target_fts > 0).then_some(Msg::TargetFt(-1)),
            Some(Msg::TargetFt(1)),
        ),
        stepper(
            loc.t("asl-ui-other-drm"),
            signed(a.other_drm),
            Some(Msg::OtherDrm(-1)),
            Some(Msg::OtherDrm(1)),
        ),
    ];
    if a.fire_type.is_first_fire() {
        drms.insert(0, toggle(loc.t("asl-ui-ffmo"), a.ffmo, Msg::Ffmo));
        drms.insert(0, toggle(loc.t("asl-ui-ffnam"), a.ffnam, Msg::Ffnam));
    }
    col = col.push(wrap(drms));
    // Before the roll: the arithmetic so far and the exact odds of each result.
    let attack = attack_of(ui, d);
    match fire::prepare(d, &attack, &s.settings) {
        Ok(p) => {
            col = col.push(lines_view(loc, &p.lines));
            if let Ok(odds) = fire::odds(d, &attack, &s.settings) {
                let mut oc = Column::new().spacing(4);
                oc = oc.push(text(loc.t("asl-ui-odds")).size(16));
                for (r, n) in odds {
                    oc = oc.push(crate::ui::widgets::odds_bar(
                        r.label(),
                        n as f32 / 36.0,
                        format!("{n}/36 · {:.1}%", n as f64 * 100.0 / 36.0),
                    ));
                }
                col = col.push(oc);
            }
        }
        Err(e) => col = col.push(text(e.text(loc)).size(16)),
    }
    col.into()
}

fn morale_form<'a>(loc: &Localizer, ui: &Ui) -> Element<'a, Message> {
    let x = &ui.mc;
    let mut col = Column::new().spacing(8);
    col = col.push(wrap(
        CheckKind::ALL
            .iter()
            .map(|&k| toggle(loc.t(k.msg()), x.kind == k, Msg::McKind(k)))
            .collect(),
    ));
    col = col.push(wrap(
        UnitSize::ALL
            .iter()
            .map(|&k| toggle(loc.t(k.msg()), x.size == k, Msg::McSize(k)))
            .collect(),
    ));
    let mut items = vec![stepper(
        loc.t("asl-ui-morale"),
        x.morale.to_string(),
        (x.morale > 2).then_some(Msg::McMorale(-1)),
        (x.morale < 12).then_some(Msg::McMorale(1)),
    )];
    if x.kind == CheckKind::Mc {
        items.push(stepper(
            loc.t("asl-ui-ift-drm"),
            signed(x.ift_drm),
            (x.ift_drm > 0).then_some(Msg::McIft(-1)),
            (x.ift_drm < 4).then_some(Msg::McIft(1)),
        ));
    }
    items.push(stepper(
        loc.t("asl-ui-leader-drm"),
        signed(x.leader_drm),
        (x.leader_drm > -3).then_some(Msg::McLeader(-1)),
        (x.leader_drm < 1).then_some(Msg::McLeader(1)),
    ));
    if x.kind != CheckKind::Ptc {
        items.push(toggle(loc.t("asl-ui-broken"), x.broken, Msg::McBroken));
    }
    if x.size == UnitSize::Leader {
        items.push(stepper(
            loc.t("asl-ui-own-leadership"),
            signed(ui.own_leadership),
            (ui.own_leadership > -3).then_some(Msg::McOwnLeadership(-1)),
            (ui.own_leadership < 0).then_some(Msg::McOwnLeadership(1)),
        ));
    }
    items.push(stepper(
        loc.t("asl-ui-elr"),
        x.elr.map_or_else(|| "—".into(), |e| e.to_string()),
        x.elr.map(|_| Msg::McElr(-1)),
        (x.elr.unwrap_or(0) < 5).then_some(Msg::McElr(1)),
    ));
    items.push(toggle(
        loc.t("asl-ui-elr-exempt"),
        x.elr_exempt,
        Msg::McElrExempt,
    ));
    col = col.push(wrap(items));
    let mut loss = vec![
        toggle(
            loc.t("asl-check-llmc"),
            x.kind == CheckKind::Nmc && x.leader_loss.is_some(),
            Msg::McLoss(CheckKind::Nmc),
        ),
        toggle(
            loc.t("asl-check-lltc"),
            x.kind == CheckKind::Ptc && x.leader_loss.is_some(),
            Msg::McLoss(CheckKind::Ptc),
        ),
    ];
    if let Some(l) = x.leader_loss {
        loss.push(stepper(
            loc.t("asl-ui-lost-leader"),
            signed(l),
            (l > -3).then_some(Msg::McLostLeader(-1)),
            (l < 1).then_some(Msg::McLostLeader(1)),
        ));
    }
    col = col.push(wrap(loss));
    col = col.push(text(loc.t("asl-ui-leader-first")).size(15));
    if let Some(id) = ui.follow_up {
        col = col.push(lines_view(
            loc,
            &[Line::new(id).arg("leadership", signed(ui.own_leadership))],
        ));
    }
    col.into()
}

fn rally_form<'a>(loc: &Localizer, ui: &Ui) -> Element<'a, Message> {
    let x = &ui.rally;
    wrap(vec![
        stepper(
            loc.t("asl-ui-broken-morale"),
            x.broken_morale.to_string(),
            (x.broken_morale > 2).then_some(Msg::RallyMorale(-1)),
            (x.broken_morale < 12).then_some(Msg::RallyMorale(1)),
        ),
        toggle(loc.t("asl-marker-dm"), x.dm, Msg::RallyDm),
        toggle(loc.t("asl-ui-cover"), x.woods_building, Msg::RallyCover),
        toggle(loc.t("asl-ui-self-rally"), x.self_rally, Msg::RallySelf),
        stepper(
            loc.t("asl-ui-leader-drm"),
            x.leader_drm.map_or_else(|| "—".into(), signed),
            (x.leader_drm.unwrap_or(1) > -3 && !x.self_rally).then_some(Msg::RallyLeader(-1)),
            x.leader_drm.map(|_| Msg::RallyLeader(1)),
        ),
    ])
}

fn movement_form<'a>(loc: &Localizer, d: &data::AslData, ui: &Ui) -> Element<'a, Message> {
    let q = &ui.mv;
    let smc = q.size == UnitSize::Leader;
    let mut col = Column::new().spacing(8);
    col = col.push(wrap(
        UnitSize::ALL
            .iter()
            .map(|&k| toggle(loc.t(k.msg()), q.size == k, Msg::MvSize(k)))
            .collect(),
    ));
    let mut items = vec![];
    if smc {
        items.push(toggle(loc.t("asl-ui-wounded"), q.wounded, Msg::MvWounded));
    } else {
        items.push(toggle(
            loc.t("asl-ui-inexperienced"),
            q.inexperienced,
            Msg::MvGreen,
        ));
        items.push(toggle(
            loc.t("asl-ui-with-leader"),
            q.with_leader,
            Msg::MvLeader,
        ));
    }
    items.push(toggle(loc.t("asl-ui-road"), q.road, Msg::MvRoad));
    if !q.wounded {
        items.push(toggle(
            loc.t("asl-ui-double-time"),
            q.double_time,
            Msg::MvDoubleTime,
        ));
    }
    items.push(toggle(loc.t("asl-ui-already-cx"), q.cx, Msg::MvCx));
    items.push(stepper(
        loc.t("asl-ui-pp"),
        q.pp.to_string(),
        (q.pp > 0).then_some(Msg::MvPp(-1)),
        (q.pp < 12).then_some(Msg::MvPp(1)),
    ));
    items.push(stepper(
        loc.t("asl-ui-hex-cost"),
        q.hex_cost.map_or_else(|| "—".into(), |c| c.to_string()),
        q.hex_cost.map(|_| Msg::MvHexCost(-1)),
        q.hex_cost
            .is_none_or(|c| !c.at_least(HEX_COST_MAX as i64))
            .then_some(Msg::MvHexCost(1)),
    ));
    col = col.push(wrap(items));
    col = col.push(text(loc.t("asl-ui-mf-hint")).size(15));
    match movement::movement(&d.movement, q) {
        Ok(o) => col = col.push(lines_view(loc, &o.lines)),
        Err(e) => col = col.push(text(e.text(loc)).size(16)),
    }
    col.into()
}

fn ambush_form<'a>(loc: &Localizer, ui: &Ui) -> Element<'a, Message> {
    let mut col = Column::new().spacing(8);
    col = col.push(text(loc.t("asl-ui-amb-when")).size(15));
    for (i, head) in ["asl-ui-amb-side-a", "asl-ui-amb-side-d"]
        .iter()
        .enumerate()
    {
        let s = &ui.ambush[i];
        col = col.push(text(loc.t(head)).size(18));
        col = col.push(wrap(vec![
            toggle(loc.t("asl-ui-amb-cx"), s.cx, Msg::AmbCx(i)),
            toggle(loc.t("asl-ui-amb-pinned"), s.pinned, Msg::AmbPinned(i)),
            toggle(
                loc.t("asl-ui-inexperienced"),
                s.inexperienced,
                Msg::AmbInexperienced(i),
            ),
            stepper(
                loc.t("asl-ui-leader-drm"),
                s.leader_drm.map_or_else(|| "—".into(), signed),
                (s.leader_drm.unwrap_or(1) > -3).then_some(Msg::AmbLeader(i, -1)),
                s.leader_drm.map(|_| Msg::AmbLeader(i, 1)),
            ),
            text(loc.tr("asl-ui-amb-drm", &[("drm", signed(s.drm()))]))
                .size(16)
                .into(),
        ]));
    }
    col.into()
}

fn cc_form<'a>(loc: &Localizer, d: &data::AslData, ui: &Ui) -> Element<'a, Message> {
    let x = &ui.cc;
    let col = &d.cct.columns[cc::column(d, x.attacker_fp.max(1), x.defender_fp.max(1))];
    column![
        wrap(vec![
            stepper(
                loc.t("asl-ui-attacker-fp"),
                x.attacker_fp.to_string(),
                (x.attacker_fp > 1).then_some(Msg::CcAttacker(-1)),
                Some(Msg::CcAttacker(1)),
            ),
            stepper(
                loc.t("asl-ui-defender-fp"),
                x.defender_fp.to_string(),
                (x.defender_fp > 1).then_some(Msg::CcDefender(-1)),
                Some(Msg::CcDefender(1)),
            ),
            stepper(
                loc.t("asl-ui-leader-drm"),
                x.leader_drm.map_or_else(|| "—".into(), signed),
                (x.leader_drm.unwrap_or(1) > -3).then_some(Msg::CcLeader(-1)),
                x.leader_drm.map(|_| Msg::CcLeader(1)),
            ),
            toggle(loc.t("asl-ui-cx"), x.attacker_cx, Msg::CcAttackerCx),
            toggle(loc.t("asl-ui-vs-cx"), x.defender_cx, Msg::CcDefenderCx),
            toggle(loc.t("asl-ui-vs-broken"), x.defender_broken, Msg::CcBroken),
            toggle(
                loc.t("asl-ui-ambusher"),
                x.attacker_ambushed,
                Msg::CcAmbusher
            ),
            toggle(
                loc.t("asl-ui-vs-ambusher"),
                x.defender_ambushed,
                Msg::CcVsAmbusher
            ),
        ]),
        text(loc.tr(
            "asl-ui-cc-odds",
            &[("odds", col.odds.clone()), ("kill", col.kill.to_string())]
        ))
        .size(18),
    ]
    .spacing(8)
    .into()
}

fn promo_form<'a>(loc: &Localizer, d: &data::AslData, ui: &Ui) -> Element<'a, Message> {
    let x = &ui.promo;
    let mut items: Vec<Element<'a, Message>> = d
        .lct
        .nationalities
        .iter()
        .map(|n| {
            toggle(
                loc.t(&n.name),
                x.nationality == n.id,
                Msg::PromoNat(n.id.clone()),
            )
        })
        .collect();
    items.push(stepper(
        loc.t("asl-ui-morale"),
        x.morale.to_string(),
        (x.morale > 2).then_some(Msg::PromoMorale(-1)),
        (x.morale < 12).then_some(Msg::PromoMorale(1)),
    ));
    items.push(toggle(
        loc.t("asl-ui-self-rally"),
        x.self_rally,
        Msg::PromoSelf,
    ));
    column![wrap(items), text(loc.t("asl-ui-lct-source")).size(14)]
        .spacing(8)
        .into()
}

fn units_panel<'a>(loc: &Localizer, def: &GameDef, s: &AslState, ui: &Ui) -> Element<'a, Message> {
    let side_name = |i: usize| def.sides.get(i).map(|x| loc.t(&x.name)).unwrap_or_default();
    let mut col = Column::new().spacing(8);
    col = col.push(
        row![
            text_input(&loc.t("asl-ui-unit-name"), &ui.unit_name)
                .on_input(|v| m(Msg::UnitName(v)))
                .on_submit(m(Msg::AddUnit))
                .size(18)
                .padding(13)
                .width(Length::Fill),
            big_button(side_name(ui.unit_side), Some(m(Msg::UnitSide))).style(button::secondary),
            big_button(loc.t("asl-ui-add-unit"), Some(m(Msg::AddUnit))).style(button::primary),
        ]
        .spacing(8)
        .align_y(Alignment::Center),
    );
    for u in &s.units {
        let mut items: Vec<Element<'a, Message>> = vec![
            text(format!("{} · {}", u.name, side_name(u.side)))
                .size(18)
                .into(),
        ];
        for f in Flag::ALL {
            let on = u.flags.contains(&f);
            items.push(toggle(loc.t(f.msg()), on, Msg::SetFlag(u.id, f, !on)));
        }
        items.push(
            big_button(loc.t("asl-ui-remove"), Some(m(Msg::RemoveUnit(u.id))))
                .style(button::danger)
                .into(),
        );
        col = col.push(
            container(wrap(items))
                .padding(6)
                .width(Length::Fill)
                .style(theme::panel),
        );
    }
    // Reinforcements.
    col = col.push(text(loc.t("asl-ui-reinforcements")).size(18));
    col = col.push(
        text_input(&loc.t("asl-ui-reinf-text"), &ui.reinf_text)
            .on_input(|v| m(Msg::ReinfText(v)))
            .size(18)
            .padding(13)
            .width(Length::Fill),
    );
    col = col.push(wrap(vec![
        big_button(side_name(ui.unit_side), Some(m(Msg::UnitSide)))
            .style(button::secondary)
            .into(),
        stepper(
            loc.t("asl-ui-on-turn"),
            ui.reinf_turn.to_string(),
            (ui.reinf_turn > 1).then_some(Msg::ReinfTurn(-1)),
            Some(Msg::ReinfTurn(1)),
        ),
        big_button(loc.t("asl-ui-add-reinf"), Some(m(Msg::AddReinf)))
            .style(button::primary)
            .into(),
    ]));
    for (i, r) in s.reinforcements.iter().enumerate() {
        col = col.push(
            row![
                text(loc.tr(
                    "asl-ui-reinf-line",
                    &[
                        ("turn", r.turn.to_string()),
                        ("side", side_name(r.side)),
                        ("text", r.text.clone())
                    ]
                ))
                .size(16)
                .width(Length::Fill),
                big_button(loc.t("asl-ui-remove"), Some(m(Msg::RemoveReinf(i))))
                    .style(button::danger),
            ]
            .spacing(8)
            .align_y(Alignment::Center),
        );
    }
    section(loc.t("asl-ui-units"), col.into())
}

/// The dearest hex the Movement tool offers (woods or a building with smoke is 3).
const HEX_COST_MAX: i32 = 4;

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

/// How the table finds these panels.
pub static PANELS: super::Panels = super::Panels {
    game: crate::games::asl_sk1::ID,
    new: |def| Box::new(Ui::new(&data::for_def(def))),
};

impl super::GamePanels for Ui {
    fn view<'a>(&'a self, app: &'a App, t: &'a Table) -> Vec<Element<'a, Message>> {
        panels(app, t, self)
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

pub fn update(def: &GameDef, state: &GameState, ui: &mut Ui, msg: Msg) -> Option<Action> {
    let s = asl_state(state);
    let d = &*data::for_def(def);
    match msg {
        Msg::Tool(t) => ui.tool = t,
        Msg::FireType(t) => {
            ui.attack.fire_type = t;
            if t != FireType::Advancing {
                for it in &mut ui.attack.items {
                    it.assault_fire = false;
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
        Msg::Hindrance(dlt) => ui.attack.hindrance = step_i32(ui.attack.hindrance, dlt, 0, 12),
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
                // Nothing to roll (the buttons are not shown for it).
                Tool::Movement => return None,
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
    }
    None
}

/// After the frame tried the action `update` returned: a form's text is cleared only once its
/// action was taken (a refused one keeps what the player typed), and a won ambush sets the
/// Close Combat form for the ambusher's attacks.
pub fn after(def: &GameDef, state: &GameState, ui: &mut Ui, taken: bool) {
    let _ = def;
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
