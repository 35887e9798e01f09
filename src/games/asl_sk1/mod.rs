//! Advanced Squad Leader Starter Kit #1: resolvers (IFT, morale, rally, close combat…) and the
//! turn record. Rules: `../shared/seeds/002_67ae655e6f3ec59e.txt`, digest
//! `../shared/rules/asl-sk1.md`.

pub mod cc;
pub mod cli;
pub mod data;
pub mod fire;
pub mod frac;
pub mod morale;
pub mod movement;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::core::def::GameDef;
use crate::core::extra::Extra;
use crate::core::log::{Arg, LogEntry};
use crate::core::table::{ActionError, Table};
use crate::i18n::Localizer;

pub const ID: &str = "asl-sk1";

/// This game's rules, as the registry knows them.
pub struct AslRules;

/// The registry's entry for this game.
pub static RULES: AslRules = AslRules;

impl crate::games::Rules for AslRules {
    type State = AslState;
    type Action = AslAction;

    fn id(&self) -> &'static str {
        ID
    }

    fn new_state(&self, def: &GameDef, _table: &mut Table) -> AslState {
        AslState::new(def)
    }

    fn step(
        &self,
        def: &GameDef,
        table: &mut Table,
        action: &AslAction,
        now: DateTime<Utc>,
    ) -> Result<Vec<LogEntry>, ActionError> {
        step(def, table, action, now)
    }

    fn validate_file(
        &self,
        name: &str,
        file: &str,
        text: &str,
    ) -> Result<(), crate::content::ContentError> {
        data::validate(name, file, text)
    }

    fn resolve_cli(
        &self,
        content: &crate::content::Content,
        loc: &Localizer,
        resolver: &str,
        args: &[String],
    ) -> Result<String, String> {
        cli::resolve(content, loc, resolver, args)
    }

    fn odds_cli(
        &self,
        content: &crate::content::Content,
        loc: &Localizer,
        resolver: &str,
        args: &[String],
    ) -> Result<String, String> {
        cli::odds(content, loc, resolver, args)
    }
}

/// One line of an explanation: a message id and its arguments, worded at display.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Line {
    pub msg: String,
    pub args: Vec<(String, Arg)>,
}

impl Line {
    pub fn new(msg: &str) -> Line {
        Line {
            msg: msg.to_string(),
            args: vec![],
        }
    }

    pub fn arg(mut self, name: &str, v: impl Into<Arg>) -> Line {
        self.args.push((name.to_string(), v.into()));
        self
    }

    /// As a log entry at `at`.
    pub fn entry(&self, at: DateTime<Utc>) -> LogEntry {
        let mut e = LogEntry::new(at, &self.msg);
        for (k, v) in &self.args {
            e = e.arg(k, v.clone());
        }
        e
    }

    /// In the localizer's language.
    pub fn text(&self, loc: &Localizer) -> String {
        loc.entry(&self.entry(DateTime::<Utc>::UNIX_EPOCH))
    }
}

/// A refusal: a message id and its arguments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuleError {
    pub line: Line,
}

impl RuleError {
    pub fn new(msg: &'static str) -> RuleError {
        RuleError {
            line: Line::new(msg),
        }
    }
    pub fn arg(mut self, name: &str, v: impl Into<Arg>) -> RuleError {
        self.line = self.line.arg(name, v);
        self
    }
    pub fn text(&self, loc: &Localizer) -> String {
        self.line.text(loc)
    }
}

/// Interns a message id or argument name (the frame's refusals carry `&'static str`); each
/// distinct string is stored once, and they all come from this module's literals.
fn intern(s: &str) -> &'static str {
    use std::collections::BTreeSet;
    use std::sync::Mutex;
    static SEEN: Mutex<BTreeSet<&'static str>> = Mutex::new(BTreeSet::new());
    let mut seen = match SEEN.lock() {
        Ok(g) => g,
        Err(p) => p.into_inner(),
    };
    if let Some(x) = seen.get(s) {
        return x;
    }
    let x: &'static str = Box::leak(s.to_string().into_boxed_str());
    seen.insert(x);
    x
}

impl From<RuleError> for ActionError {
    fn from(e: RuleError) -> ActionError {
        let args = e
            .line
            .args
            .iter()
            .map(|(k, v)| {
                // A message id stays an id: the localizer words it in the player's language.
                let v = match v {
                    Arg::Text(t) | Arg::Msg(t) => t.clone(),
                    Arg::Num(n) => n.to_string(),
                    Arg::List(items) => items
                        .iter()
                        .map(|a| match a {
                            Arg::Text(t) | Arg::Msg(t) => t.clone(),
                            Arg::Num(n) => n.to_string(),
                            other => format!("{other:?}"),
                        })
                        .collect::<Vec<_>>()
                        .join(", "),
                    Arg::Counted(n, what) => match what.as_ref() {
                        Arg::Text(t) | Arg::Msg(t) => format!("{n}× {t}"),
                        other => format!("{n}× {other:?}"),
                    },
                };
                (intern(k), v)
            })
            .collect();
        ActionError::Rule(intern(&e.line.msg), args)
    }
}

/// What to do with an attack below 1 FP: the text is silent (digest 5.2), so players choose.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum BelowOne {
    /// No attack (no column to use).
    #[default]
    NoAttack,
    /// Resolve it on the 1 column.
    FirstColumn,
}

/// Readings of the text that players may disagree on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct AslSettings {
    #[serde(default)]
    pub below_one: BelowOne,
    /// Any MMC attack without a directing leader can cower, fire groups included (the ASL
    /// reading the digest recommends, 15.4 on L641-646); off: only a single MMC firing alone.
    #[serde(default = "yes")]
    pub cower_fire_groups: bool,
}

fn yes() -> bool {
    true
}

impl Default for AslSettings {
    fn default() -> Self {
        AslSettings {
            below_one: BelowOne::NoAttack,
            cower_fire_groups: true,
        }
    }
}

/// The state flags of a unit on the optional unit list (one per marker kind).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, PartialOrd, Ord)]
pub enum Flag {
    Broken,
    Pinned,
    Dm,
    Cx,
    Wounded,
    Melee,
    Cc,
    PrepFire,
    FirstFire,
    FinalFire,
}

impl Flag {
    pub const ALL: [Flag; 10] = [
        Flag::Broken,
        Flag::Pinned,
        Flag::Dm,
        Flag::Cx,
        Flag::Wounded,
        Flag::Melee,
        Flag::Cc,
        Flag::PrepFire,
        Flag::FirstFire,
        Flag::FinalFire,
    ];

    pub fn msg(self) -> &'static str {
        match self {
            Flag::Broken => "asl-flag-broken",
            Flag::Pinned => "asl-marker-pin",
            Flag::Dm => "asl-marker-dm",
            Flag::Cx => "asl-marker-cx",
            Flag::Wounded => "asl-flag-wounded",
            Flag::Melee => "asl-marker-melee",
            Flag::Cc => "asl-marker-cc",
            Flag::PrepFire => "asl-marker-prep-fire",
            Flag::FirstFire => "asl-marker-first-fire",
            Flag::FinalFire => "asl-marker-final-fire",
        }
    }

    /// The flag a marker of the marker table sets on a unit.
    pub fn of_marker(id: &str) -> Option<Flag> {
        Some(match id {
            "prep-fire" => Flag::PrepFire,
            "first-fire" => Flag::FirstFire,
            "final-fire" => Flag::FinalFire,
            "cx" => Flag::Cx,
            "dm" => Flag::Dm,
            "pin" => Flag::Pinned,
            "cc" => Flag::Cc,
            "melee" => Flag::Melee,
            _ => return None,
        })
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unit {
    pub id: u32,
    pub name: String,
    /// Index of the side in `game.json`.
    pub side: usize,
    #[serde(default)]
    pub flags: Vec<Flag>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reinforcement {
    pub turn: u32,
    pub side: usize,
    pub text: String,
}

/// The last resolution, kept so the panels can show its arithmetic (and undo restores it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Resolution {
    Fire(fire::FireAttack, u8, u8),
    Morale(morale::MoraleCheck, u8, u8),
    Rally(morale::RallyAttempt, u8, u8),
    Cc(cc::CloseCombat, u8, u8),
    Ambush(cc::AmbushSide, cc::AmbushSide, u8, u8),
    Wound(bool, u8),
    Promotion(morale::Promotion, u8),
}

/// What an ASL game keeps beyond the frame.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
pub struct AslState {
    #[serde(default)]
    pub settings: AslSettings,
    /// Index of the side that is ATTACKER in the first Player Turn.
    #[serde(default)]
    pub first_attacker: usize,
    /// Scenario length in Game Turns (None: not set).
    #[serde(default)]
    pub turns: Option<u32>,
    /// The last turn is a half turn: only the first player moves (red split box, L1614-1616).
    #[serde(default)]
    pub half_last: bool,
    #[serde(default)]
    pub reinforcements: Vec<Reinforcement>,
    #[serde(default)]
    pub units: Vec<Unit>,
    #[serde(default)]
    pub next_unit: u32,
    #[serde(default)]
    pub last: Option<Resolution>,
}

impl AslState {
    pub fn new(_def: &GameDef) -> AslState {
        AslState::default()
    }

    /// The side index that is ATTACKER for cursor side `cursor_side` (the player turn index).
    pub fn attacker(&self, cursor_side: usize) -> usize {
        (cursor_side + self.first_attacker) % 2
    }

    /// Whether the turn marker has reached END at Game Turn `round`, Player Turn `pt`.
    pub fn ended(&self, round: u32, pt: usize) -> bool {
        match self.turns {
            Some(n) => round > n || (self.half_last && round == n && pt >= 1),
            None => false,
        }
    }

    pub fn reinforcements_due(&self, round: u32, attacker: usize) -> Vec<&Reinforcement> {
        self.reinforcements
            .iter()
            .filter(|r| r.turn == round && r.side == attacker)
            .collect()
    }
}

/// Reminder kinds at a phase change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reminder {
    pub marker: String,
    pub name: String,
    /// `true`: comes off now; `false`: may be placed in this phase.
    pub off: bool,
    pub flag: Option<Flag>,
    pub source: Option<String>,
}

/// What comes off on entering `phase` (after `prev`), and what may go on during it.
pub fn reminders(data: &data::AslData, prev: Option<&str>, phase: &str) -> Vec<Reminder> {
    let mut out = Vec::new();
    for m in &data.markers.markers {
        let off = prev.is_some_and(|p| m.off_end.as_deref() == Some(p))
            || m.off_start.as_deref() == Some(phase);
        if off {
            out.push(Reminder {
                marker: m.id.clone(),
                name: m.name.clone(),
                off: true,
                flag: Flag::of_marker(&m.id),
                source: m.source.clone(),
            });
        }
    }
    for m in &data.markers.markers {
        if m.on.iter().any(|p| p == phase) {
            out.push(Reminder {
                marker: m.id.clone(),
                name: m.name.clone(),
                off: false,
                flag: Flag::of_marker(&m.id),
                source: m.source.clone(),
            });
        }
    }
    out
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum AslAction {
    /// Resolve an attack; `dice` are the coloured and white faces, or `None` to roll them with
    /// the table's generator.
    Fire(fire::FireAttack, Option<(u8, u8)>),
    Morale(morale::MoraleCheck, Option<(u8, u8)>),
    Rally(morale::RallyAttempt, Option<(u8, u8)>),
    CloseCombat(cc::CloseCombat, Option<(u8, u8)>),
    /// The ambush contest (ATTACKER's side, DEFENDER's side); the dice are the ATTACKER's dr
    /// and the DEFENDER's dr.
    Ambush(cc::AmbushSide, cc::AmbushSide, Option<(u8, u8)>),
    /// Wound severity: already wounded, and the dr (or roll it).
    Wound(bool, Option<u8>),
    Promotion(morale::Promotion, Option<u8>),
    SetSettings(AslSettings),
    SetLength {
        turns: Option<u32>,
        half_last: bool,
    },
    SetFirstAttacker(usize),
    AddReinforcement(Reinforcement),
    RemoveReinforcement(usize),
    AddUnit {
        name: String,
        side: usize,
    },
    RemoveUnit(u32),
    SetFlag {
        unit: u32,
        flag: Flag,
        on: bool,
    },
    /// Takes a marker off every listed unit (of one side, or all).
    ClearFlag {
        flag: Flag,
        side: Option<usize>,
    },
}

fn state(table: &mut Table) -> &mut AslState {
    if table.extra.get::<AslState>().is_none() {
        table.extra = Extra::new(AslState::default());
    }
    table
        .extra
        .get_mut::<AslState>()
        .expect("the ASL state was put on the table just above")
}

fn roll2(table: &mut Table, dice: Option<(u8, u8)>) -> (u8, u8, bool) {
    match dice {
        Some((c, w)) => (c, w, true),
        None => {
            let c = table.rng.index(6) as u8 + 1;
            let w = table.rng.index(6) as u8 + 1;
            (c, w, false)
        }
    }
}

fn roll1(table: &mut Table, dr: Option<u8>) -> (u8, bool) {
    match dr {
        Some(d) => (d, true),
        None => (table.rng.index(6) as u8 + 1, false),
    }
}

fn source(hand: bool) -> Arg {
    Arg::Msg(if hand { "asl-src-hand" } else { "asl-src-app" }.into())
}

pub fn step(
    def: &GameDef,
    table: &mut Table,
    action: &AslAction,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let data = &*data::for_def(def);
    let settings = table
        .extra
        .get::<AslState>()
        .map_or_else(AslSettings::default, |s| s.settings);
    let side_name = |i: usize| {
        def.sides
            .get(i)
            .map(|s| Arg::Msg(s.name.clone()))
            .unwrap_or_else(|| Arg::Text(i.to_string()))
    };
    let mut out = Vec::new();
    match action {
        AslAction::Fire(a, dice) => {
            let (c, w, hand) = roll2(table, *dice);
            let o = fire::resolve(data, a, &settings, c, w)?;
            let entry = match o.column {
                Some(col) => LogEntry::new(now, "asl-log-fire").arg("column", col as i64),
                None => LogEntry::new(now, "asl-log-fire-no-column"),
            };
            out.push(
                entry
                    .arg("src", source(hand))
                    .arg("fp", o.fp.to_string())
                    .arg("colored", c as u32)
                    .arg("white", w as u32)
                    .arg("final", o.final_dr as i64)
                    .arg("result", o.result.label()),
            );
            state(table).last = Some(Resolution::Fire(a.clone(), c, w));
        }
        AslAction::Morale(m, dice) => {
            let (c, w, hand) = roll2(table, *dice);
            let o = morale::morale_check(m, c, w)?;
            out.push(
                LogEntry::new(now, "asl-log-morale")
                    .arg("src", source(hand))
                    .arg("check", Arg::Msg(m.check_msg().into()))
                    .arg("morale", m.morale as i64)
                    .arg("colored", c as u32)
                    .arg("white", w as u32)
                    .arg("final", o.final_dr as i64)
                    .arg("result", Arg::Msg(format!("{}-short", o.result.msg()))),
            );
            state(table).last = Some(Resolution::Morale(m.clone(), c, w));
        }
        AslAction::Rally(r, dice) => {
            let (c, w, hand) = roll2(table, *dice);
            let o = morale::rally(r, c, w)?;
            out.push(
                LogEntry::new(now, "asl-log-rally")
                    .arg("src", source(hand))
                    .arg("colored", c as u32)
                    .arg("white", w as u32)
                    .arg("final", o.final_dr as i64)
                    .arg("morale", r.broken_morale as i64)
                    .arg(
                        "result",
                        Arg::Msg(
                            match o.result {
                                morale::RallyResult::Rallied => "asl-rally-ok-short",
                                morale::RallyResult::Failed => "asl-rally-failed-short",
                                morale::RallyResult::Reduced => "asl-rally-reduced-short",
                            }
                            .into(),
                        ),
                    ),
            );
            state(table).last = Some(Resolution::Rally(r.clone(), c, w));
        }
        AslAction::CloseCombat(k, dice) => {
            let (c, w, hand) = roll2(table, *dice);
            let o = cc::close_combat(data, k, c, w)?;
            out.push(
                LogEntry::new(now, "asl-log-cc")
                    .arg("src", source(hand))
                    .arg("odds", o.odds.clone())
                    .arg("kill", o.kill as i64)
                    .arg("colored", c as u32)
                    .arg("white", w as u32)
                    .arg("final", o.final_dr as i64)
                    .arg(
                        "result",
                        Arg::Msg(
                            match o.result {
                                cc::CcResult::Eliminated => "asl-cc-eliminated-short",
                                cc::CcResult::Reduced => "asl-cc-reduced-short",
                                cc::CcResult::NoEffect => "asl-cc-ne-short",
                            }
                            .into(),
                        ),
                    ),
            );
            state(table).last = Some(Resolution::Cc(k.clone(), c, w));
        }
        AslAction::Ambush(a, d, dice) => {
            let (x, y, hand) = roll2(table, *dice);
            let (who, _) = cc::ambush_contest(a, d, x, y)?;
            out.push(
                LogEntry::new(now, "asl-log-ambush")
                    .arg("src", source(hand))
                    .arg("a", x as u32)
                    .arg("d", y as u32)
                    .arg(
                        "result",
                        Arg::Msg(
                            match who {
                                cc::Ambush::None => "asl-ambush-none-short",
                                cc::Ambush::Attacker => "asl-ambush-attacker-short",
                                cc::Ambush::Defender => "asl-ambush-defender-short",
                            }
                            .into(),
                        ),
                    ),
            );
            state(table).last = Some(Resolution::Ambush(*a, *d, x, y));
        }
        AslAction::Wound(already, dr) => {
            let (d, hand) = roll1(table, *dr);
            let o = morale::wound(d, *already)?;
            out.push(
                LogEntry::new(now, "asl-log-wound")
                    .arg("src", source(hand))
                    .arg("dr", d as u32)
                    .arg(
                        "result",
                        Arg::Msg(
                            match o.wound {
                                morale::Wound::Light => "asl-wound-light-short",
                                morale::Wound::Mortal => "asl-wound-mortal-short",
                            }
                            .into(),
                        ),
                    ),
            );
            state(table).last = Some(Resolution::Wound(*already, d));
        }
        AslAction::Promotion(p, dr) => {
            let (d, hand) = roll1(table, *dr);
            let o = morale::promotion(data, p, d)?;
            out.push(
                LogEntry::new(now, "asl-log-promotion")
                    .arg("src", source(hand))
                    .arg("dr", d as u32)
                    .arg("final", o.final_dr as i64)
                    .arg("leader", o.leader.clone().unwrap_or_else(|| "—".into())),
            );
            state(table).last = Some(Resolution::Promotion(p.clone(), d));
        }
        AslAction::SetSettings(s) => {
            state(table).settings = *s;
            out.push(LogEntry::new(now, "asl-log-settings"));
        }
        AslAction::SetLength { turns, half_last } => {
            if turns == &Some(0) {
                return Err(RuleError::new("asl-err-length").into());
            }
            let s = state(table);
            s.turns = *turns;
            s.half_last = *half_last;
            out.push(match turns {
                Some(n) => LogEntry::new(
                    now,
                    if *half_last {
                        "asl-log-length-half"
                    } else {
                        "asl-log-length"
                    },
                )
                .arg("turns", *n),
                None => LogEntry::new(now, "asl-log-length-none"),
            });
        }
        AslAction::SetFirstAttacker(i) => {
            if *i >= def.sides.len().min(2) {
                return Err(RuleError::new("asl-err-side").into());
            }
            state(table).first_attacker = *i;
            out.push(LogEntry::new(now, "asl-log-first-attacker").arg("side", side_name(*i)));
        }
        AslAction::AddReinforcement(r) => {
            if r.text.trim().is_empty() {
                return Err(RuleError::new("asl-err-empty-text").into());
            }
            if r.turn == 0 || r.side >= def.sides.len() {
                return Err(RuleError::new("asl-err-side").into());
            }
            out.push(
                LogEntry::new(now, "asl-log-reinforcement")
                    .arg("turn", r.turn)
                    .arg("side", side_name(r.side))
                    .arg("text", r.text.trim().to_string()),
            );
            let mut r = r.clone();
            r.text = r.text.trim().to_string();
            state(table).reinforcements.push(r);
        }
        AslAction::RemoveReinforcement(i) => {
            let s = state(table);
            if *i >= s.reinforcements.len() {
                return Err(RuleError::new("asl-err-no-such").into());
            }
            let r = s.reinforcements.remove(*i);
            out.push(LogEntry::new(now, "asl-log-reinforcement-removed").arg("text", r.text));
        }
        AslAction::AddUnit { name, side } => {
            if name.trim().is_empty() {
                return Err(RuleError::new("asl-err-empty-text").into());
            }
            if *side >= def.sides.len() {
                return Err(RuleError::new("asl-err-side").into());
            }
            let s = state(table);
            s.next_unit += 1;
            let id = s.next_unit;
            s.units.push(Unit {
                id,
                name: name.trim().to_string(),
                side: *side,
                flags: vec![],
            });
            out.push(
                LogEntry::new(now, "asl-log-unit-added")
                    .arg("unit", name.trim().to_string())
                    .arg("side", side_name(*side)),
            );
        }
        AslAction::RemoveUnit(id) => {
            let s = state(table);
            let Some(i) = s.units.iter().position(|u| u.id == *id) else {
                return Err(RuleError::new("asl-err-no-such").into());
            };
            let u = s.units.remove(i);
            out.push(LogEntry::new(now, "asl-log-unit-removed").arg("unit", u.name));
        }
        AslAction::SetFlag { unit, flag, on } => {
            let s = state(table);
            let Some(u) = s.units.iter_mut().find(|u| u.id == *unit) else {
                return Err(RuleError::new("asl-err-no-such").into());
            };
            let has = u.flags.contains(flag);
            if has == *on {
                return Err(RuleError::new("asl-err-no-change").into());
            }
            if *on {
                u.flags.push(*flag);
                u.flags.sort();
            } else {
                u.flags.retain(|f| f != flag);
            }
            out.push(
                LogEntry::new(
                    now,
                    if *on {
                        "asl-log-flag-on"
                    } else {
                        "asl-log-flag-off"
                    },
                )
                .arg("unit", u.name.clone())
                .arg("flag", Arg::Msg(flag.msg().into())),
            );
        }
        AslAction::ClearFlag { flag, side } => {
            let s = state(table);
            let mut n = 0usize;
            for u in s.units.iter_mut() {
                if side.is_none_or(|x| x == u.side) && u.flags.contains(flag) {
                    u.flags.retain(|f| f != flag);
                    n += 1;
                }
            }
            if n == 0 {
                return Err(RuleError::new("asl-err-no-change").into());
            }
            out.push(
                LogEntry::new(now, "asl-log-flag-cleared")
                    .arg("flag", Arg::Msg(flag.msg().into()))
                    .arg("n", n),
            );
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests;
