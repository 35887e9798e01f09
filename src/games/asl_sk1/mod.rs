//! Advanced Squad Leader Starter Kit #1: resolvers (IFT, morale, rally, close combat…) and the
//! turn record. Rules: `../shared/seeds/002_67ae655e6f3ec59e.txt`, digest
//! `../shared/rules/asl-sk1.md`.

pub mod basis;
pub mod card;
pub mod cc;
pub mod cli;
pub mod data;
pub mod end;
pub mod fire;
pub mod frac;
pub mod limits;
pub mod morale;
pub mod movement;
pub mod play;
pub mod random;
pub mod smoke;
mod step;
pub mod sw;

pub use step::step;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::core::def::GameDef;
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

    /// The table's tabs, by key (the panels' `open_tool` opens each).
    fn tools(&self) -> &'static [&'static str] {
        &[
            "fire",
            "morale",
            "rally",
            "movement",
            "ambush",
            "cc",
            "wound",
            "promotion",
            "sw",
            "random",
            "turn",
        ]
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

    fn card(
        &self,
        loc: &Localizer,
        def: &GameDef,
        table: &Table,
        after: Option<&AslAction>,
    ) -> Option<crate::games::card::CardText> {
        card::card(loc, def, table, after)
    }

    fn show(
        &self,
        loc: &Localizer,
        def: &GameDef,
        table: &Table,
        _side: Option<&str>,
    ) -> serde_json::Value {
        play::show(loc, def, table)
    }

    fn sides_by_number(&self) -> bool {
        true
    }

    fn allowed_now(
        &self,
        def: &GameDef,
        table: &Table,
        action: &str,
        actor: &crate::core::actor::Actor,
    ) -> bool {
        play::allowed_now_for(def, table, action, actor)
    }

    fn owners(&self, def: &GameDef, table: &Table, action: &AslAction) -> Vec<String> {
        play::owners(def, table, action)
    }

    /// The ATTACKER of the Player Turn the cursor is in (the first attacker's turn first).
    fn in_turn(&self, def: &GameDef, table: &Table) -> Option<String> {
        let s = table.extra.get::<AslState>()?;
        def.sides
            .get(s.attacker(table.cursor.side))
            .map(|x| x.id.clone())
    }

    /// The turn marker reached END (L1611-1616): after the last Game Turn, or in the second
    /// Player Turn of a last turn printed as a half turn.
    fn over(&self, _def: &GameDef, table: &Table) -> bool {
        table
            .extra
            .get::<AslState>()
            .is_some_and(|s| s.half_ended || s.ended(table.cursor.round, table.cursor.side))
    }

    /// A scenario ended at a half turn says so (L1614-1616).
    fn over_reason(&self, def: &GameDef, table: &Table) -> Option<ActionError> {
        end::over_reason(def, table)
    }

    /// Next after the first Player Turn of a last half turn: the marker reaches END and the
    /// cursor stays (L1614-1616).
    fn end_instead(
        &self,
        def: &GameDef,
        table: &mut Table,
        next: crate::core::phases::Cursor,
        now: DateTime<Utc>,
    ) -> Option<Vec<LogEntry>> {
        end::end_instead(def, table, next, now)
    }

    fn reopen(
        &self,
        _def: &GameDef,
        table: &mut Table,
        now: DateTime<Utc>,
    ) -> Option<Vec<LogEntry>> {
        end::reopen(table, now)
    }
}

crate::game_tools!(AslRules);

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
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum BelowOne {
    /// No attack (no column to use).
    #[default]
    #[serde(alias = "NoAttack")]
    NoAttack,
    /// Resolve it on the 1 column.
    #[serde(alias = "FirstColumn")]
    FirstColumn,
}

/// Readings of the text that players may disagree on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AslSettings {
    /// An attack below 1 FP: no attack (the default) or resolved on the 1 column.
    #[serde(default)]
    pub below_one: BelowOne,
    /// Any MMC attack without a directing leader can cower, fire groups included (the ASL
    /// reading the digest recommends, 15.4 on L641-646); off: only a single MMC firing alone.
    #[serde(default = "yes")]
    pub cower_fire_groups: bool,
    /// The official SK errata to 3.31: the Residual FP a DFF/SFF/FPF attack leaves moves one
    /// IFT column to the left per +1 Hindrance DRM and per +1 CX DRM of that attack. On by
    /// default; off: the printed rule (half the column used, L1070-1072).
    #[serde(default = "yes")]
    pub residual_errata: bool,
    /// The second roll for an SW whose possessor died to a KIA (L1671-1674) read with the
    /// coloured die alone, as the text's "dr" says. Off (default): two dice, as every other
    /// IFT row is read (the digest's reading, 15.4).
    #[serde(default)]
    pub sw_kill_one_die: bool,
    /// Smoke grenades stay until the end of the Player Turn. Off (default): removed at the end
    /// of the MPh, as the text says (L964); the digest (15.4) asks to check that line against
    /// the English SK1, so players may choose.
    #[serde(default)]
    pub smoke_lasts_player_turn: bool,
    /// Random selection: candidates tied for the last places roll again among themselves.
    /// Off (default): full ASL's A.9, every tied candidate is affected (the text gives no
    /// method, digest 4.x).
    #[serde(default)]
    pub pick_reroll_ties: bool,
}

fn yes() -> bool {
    true
}

impl Default for AslSettings {
    fn default() -> Self {
        AslSettings {
            below_one: BelowOne::NoAttack,
            cower_fire_groups: true,
            residual_errata: true,
            sw_kill_one_die: false,
            smoke_lasts_player_turn: false,
            pick_reroll_ties: false,
        }
    }
}

/// The state flags of a unit on the optional unit list (one per marker kind).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, PartialOrd, Ord, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum Flag {
    #[serde(alias = "Broken")]
    Broken,
    #[serde(alias = "Pinned")]
    Pinned,
    #[serde(alias = "Dm")]
    Dm,
    #[serde(alias = "Cx")]
    Cx,
    #[serde(alias = "Wounded")]
    Wounded,
    #[serde(alias = "Melee")]
    Melee,
    #[serde(alias = "Cc")]
    Cc,
    #[serde(alias = "PrepFire")]
    PrepFire,
    #[serde(alias = "FirstFire")]
    FirstFire,
    #[serde(alias = "FinalFire")]
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

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Reinforcement {
    /// The Game Turn it enters.
    pub turn: u32,
    /// The side it belongs to (it enters in that side's Player Turn).
    pub side: usize,
    /// What enters and where, in the players' words.
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
    /// The SW of a possessor killed by a KIA: the coloured and white dice.
    SwKill(sw::SwKill, u8, u8),
    SwRepair(sw::SwRepair, u8),
    SwRecover(sw::SwRecover, u8),
    /// A smoke grenade attempt and its placement dr.
    Smoke(smoke::SmokeAttempt, u8),
    /// A random selection and every dr it used.
    Pick(random::RandomPick, Vec<u8>),
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
    /// The turn marker reached END as the first Player Turn of the last half turn ended
    /// (L1614-1616): the cursor stays there and the scenario is over.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub half_ended: bool,
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

/// The last phase of a Player Turn (where smoke comes off with
/// [`AslSettings::smoke_lasts_player_turn`]).
const PLAYER_TURN_LAST_PHASE: &str = "close-combat";

/// [`reminders`] with the players' settings: smoke kept to the end of the Player Turn comes off
/// after the CCPh instead of after the MPh.
pub fn reminders_for(
    data: &data::AslData,
    settings: &AslSettings,
    prev: Option<&str>,
    phase: &str,
) -> Vec<Reminder> {
    let mut out = reminders(data, prev, phase);
    if settings.smoke_lasts_player_turn {
        out.retain(|r| !(r.off && r.marker == "smoke"));
        if prev == Some(PLAYER_TURN_LAST_PHASE)
            && let Some(m) = data.markers.markers.iter().find(|m| m.id == "smoke")
        {
            out.insert(
                0,
                Reminder {
                    marker: m.id.clone(),
                    name: m.name.clone(),
                    off: true,
                    flag: None,
                    source: m.source.clone(),
                },
            );
        }
    }
    out
}

/// What a player can do on an ASL table. The resolvers take their situation as JSON and the
/// dice as rolled at the table (coloured, white), or none to roll them with the app. Sides
/// are given by their index in the game's data (0: the Germans, 1: the Allies).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub enum AslAction {
    /// Resolve an attack on the Infantry Fire Table. First the attack as JSON (the firers
    /// in `items`, each with its `kind` and `fp`; `fire_type`, Prep Fire when left out;
    /// `leaders`, `tem`, `hindrance`, `cx`…), then the coloured and white dice as `3,5`, or
    /// `null` to roll them with the app.
    Fire(fire::FireAttack, Option<(u8, u8)>),
    /// A Morale Check, a Normal Morale Check or a Pin Task Check (a leader's loss or
    /// breaking included): the check as JSON (`morale`, and `kind`, `ift_drm`,
    /// `leader_drm`…), then the dice as `3,5` or `null`.
    Morale(morale::MoraleCheck, Option<(u8, u8)>),
    /// A rally attempt by a broken unit: the attempt as JSON (`broken_morale`, and `dm`,
    /// `woods_building`, `self_rally`, `leader_drm`…), then the dice as `3,5` or `null`.
    Rally(morale::RallyAttempt, Option<(u8, u8)>),
    /// A Close Combat attack: the attack as JSON (`attacker_fp`, `defender_fp`, and
    /// `leader_drm`, `attacker_cx`…), then the dice as `3,5` or `null`.
    CloseCombat(cc::CloseCombat, Option<(u8, u8)>),
    /// The ambush contest (ATTACKER's side, DEFENDER's side); the dice are the ATTACKER's dr
    /// and the DEFENDER's dr.
    Ambush(cc::AmbushSide, cc::AmbushSide, Option<(u8, u8)>),
    /// Wound severity: already wounded, and the dr (or roll it).
    Wound(bool, Option<u8>),
    /// A field promotion on the Leader Creation Table: the dr (or roll it).
    Promotion(morale::Promotion, Option<u8>),
    /// The second roll for an SW whose possessor died to a KIA (with one die by the setting,
    /// the white face is then unused).
    SwKill(sw::SwKill, Option<(u8, u8)>),
    /// A repair dr for a malfunctioned SW (Rally Phase).
    SwRepair(sw::SwRepair, Option<u8>),
    /// A recovery dr for an abandoned SW in the unit's hex.
    SwRecover(sw::SwRecover, Option<u8>),
    /// A smoke grenade attempt in the MPh: the placement dr (or roll it).
    Smoke(smoke::SmokeAttempt, Option<u8>),
    /// A random selection among named candidates: one dr each, round after round for ties.
    RandomPick(random::RandomPick, Option<Vec<u8>>),
    /// The players' readings where the text is unclear (each setting left out keeps its
    /// default).
    SetSettings(AslSettings),
    /// The scenario's length on the Turn Record Chart.
    SetLength {
        /// Game Turns (none: not set).
        #[serde(default)]
        turns: Option<u32>,
        /// The last Game Turn is a half turn: only the first player moves.
        #[serde(default)]
        half_last: bool,
    },
    /// The side that is ATTACKER in the first Player Turn.
    SetFirstAttacker(usize),
    /// A reinforcement on the Turn Record Chart.
    AddReinforcement(Reinforcement),
    /// Takes a reinforcement off the chart, by its place in the list (from 0).
    RemoveReinforcement(usize),
    /// A unit on the optional unit list.
    AddUnit {
        /// Its name or counter ("4-6-7 yK2").
        name: String,
        /// Its side.
        side: usize,
    },
    /// Takes a unit off the list, by its id.
    RemoveUnit(u32),
    /// Puts a marker on a unit of the list, or takes it off.
    SetFlag {
        /// The unit's id.
        unit: u32,
        /// The marker.
        flag: Flag,
        /// On (true) or off (false).
        on: bool,
    },
    /// Takes a marker off every listed unit (of one side, or all).
    ClearFlag {
        /// The marker.
        flag: Flag,
        /// The side whose units lose it (none: every side).
        #[serde(default)]
        side: Option<usize>,
    },
}

#[cfg(test)]
mod tests;
