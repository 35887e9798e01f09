//! The words of this game's answers, apart from how they are drawn (`games::card`): the last
//! battle and Big Bertha's scatter roll. The table's result card, `adjutant play` and a phone
//! page all take their words from here.

use crate::core::def::GameDef;
use crate::core::table::Table;
use crate::games::card::{CardText, DiceGroup, Tone};
use crate::i18n::Localizer;

use super::actions::TcAction;
use super::battle::{Effect, Shots};
use super::data::TcData;
use super::rolloff::{Purpose, RollOff};
use super::scatter::Scatter;
use super::state::{BattleRecord, Status, TcState};
use super::xp::Level;

/// A unit type's name ("Infantry").
pub fn unit_name(loc: &Localizer, kind: &str) -> String {
    loc.t(&format!("tc-unit-{kind}"))
}

/// A nation's name ("Germany").
pub fn side_name(loc: &Localizer, side: &str) -> String {
    loc.t(&format!("tc-side-{side}"))
}

/// Whose unit it is: its role in the battle, its type and, when known, its nation.
fn who(loc: &Localizer, role: &str, unit: &str, side: Option<&str>) -> String {
    match side {
        Some(x) => loc.tr(
            "tc-ui-who-side",
            &[
                ("role", loc.t(role)),
                ("unit", unit_name(loc, unit)),
                ("side", side_name(loc, x)),
            ],
        ),
        None => loc.tr(
            "tc-ui-who",
            &[("role", loc.t(role)), ("unit", unit_name(loc, unit))],
        ),
    }
}

fn effect_line(loc: &Localizer, who: String, e: &Effect) -> String {
    if e.destroyed {
        return loc.tr("tc-ui-destroyed", &[("unit", who)]);
    }
    let level = Level::of(e.xp_after);
    loc.tr(
        "tc-ui-effect",
        &[
            ("who", who),
            ("hits", e.hits_taken.to_string()),
            ("taken", e.damage_taken.to_string()),
            ("damage", e.damage_after.to_string()),
            ("xp", e.xp_gained.to_string()),
            ("total", e.xp_after.to_string()),
            ("level", loc.t(level.msg())),
            ("colour", loc.t(level.colour_msg())),
        ],
    )
}

/// The d12 faces rolled by each side that rolled: the attacker's (red dice last), then the
/// defender's return fire, each under its label.
fn faces(loc: &Localizer, rec: &BattleRecord) -> Vec<DiceGroup> {
    let o = &rec.outcome;
    [
        (Some(&o.attack_shots), "tc-ui-dice-attacker"),
        (o.back_shots.as_ref(), "tc-ui-dice-defender"),
    ]
    .into_iter()
    .filter_map(|(shots, label)| match shots? {
        Shots::Dice { base, red } if !(base.is_empty() && red.is_empty()) => Some(DiceGroup {
            label: loc.t(label),
            faces: base.iter().chain(red).map(|f| f.to_string()).collect(),
        }),
        _ => None,
    })
    .collect()
}

/// The last battle: hits and damage on the defender, what each unit took and gained (by
/// role, type and nation), who attacked whom, the dice, the working.
pub fn battle(loc: &Localizer, def: &GameDef, s: &TcState, rec: &BattleRecord) -> CardText {
    let o = &rec.outcome;
    let sit = &rec.situation;
    let outcome = loc.tr(
        "tc-ui-result-head",
        &[
            ("hits", o.defender.hits_taken.to_string()),
            ("damage", o.defender.damage_taken.to_string()),
        ],
    );
    let defender_side = rec
        .defender
        .and_then(|id| s.unit(id))
        .map(|u| u.owner.as_str());
    // The return fire is said first under the headline: what the defender did back is what
    // changes the attacker's counter.
    let back = o.back_shots.as_ref().map(|_| {
        if o.attacker.destroyed {
            loc.t("tc-ui-return-fire-destroys")
        } else {
            loc.tr(
                "tc-ui-return-fire",
                &[
                    ("hits", o.attacker.hits_taken.to_string()),
                    ("damage", o.attacker.damage_taken.to_string()),
                ],
            )
        }
    });
    let detail = back
        .into_iter()
        .chain([
            effect_line(
                loc,
                who(loc, "tc-who-defender", &sit.defender.unit, defender_side),
                &o.defender,
            ),
            effect_line(
                loc,
                who(
                    loc,
                    "tc-who-attacker",
                    &sit.attacker.unit,
                    rec.attacker_side.as_deref(),
                ),
                &o.attacker,
            ),
        ])
        .collect::<Vec<_>>()
        .join("\n");
    let whose = loc.tr(
        "tc-ui-whose",
        &[
            (
                "side",
                rec.attacker_side
                    .as_deref()
                    .map(|x| side_name(loc, x))
                    .unwrap_or_default(),
            ),
            ("attacker", unit_name(loc, &sit.attacker.unit)),
            ("defender", unit_name(loc, &sit.defender.unit)),
        ],
    );
    let mut c = CardText::new("battle", outcome, whose).toned(battle_tone(o));
    c.detail = Some(detail);
    c.dice_groups = faces(loc, rec);
    c.dice = c.dice_groups.iter().flat_map(|g| g.faces.clone()).collect();
    c.working = o.steps.iter().map(|l| loc.line(l)).collect();
    // The guesses of the data and the readings it rests on: one quiet mark, the words first
    // in the working.
    let b = TcData::of(def)
        .map(|d| super::basis::battle(&d, sit, Some(o), &o.plan))
        .unwrap_or_default();
    c.with_basis(loc, &b, |u| super::basis::words(loc, u))
}

/// How the attacker reads a battle: the defender destroyed is a Success, the attacker
/// destroyed by the return fire a Failure; otherwise hits scored on the defender are a
/// Success and none a Failure.
fn battle_tone(o: &super::battle::Outcome) -> Tone {
    if o.defender.destroyed {
        Tone::Success
    } else if o.attacker.destroyed || o.defender.hits_taken == 0 {
        Tone::Failure
    } else {
        Tone::Success
    }
}

/// Big Bertha's scatter roll: on target or the neighbour it strays to ("?" when the
/// direction is a guess), the rule of its experience level, the die.
pub fn scatter(loc: &Localizer, def: &GameDef, sc: &Scatter) -> CardText {
    // The neighbour a face means is a guess (the diagram is missing from the text): "?" on
    // the direction, as on the Unit Sheet, and the quiet mark with its words.
    let b = TcData::of(def)
        .map(|d| super::basis::scatter(&d, sc.face, sc.stray.is_some()))
        .unwrap_or_default();
    let guess = if b.verified() { "" } else { "?" };
    let outcome = match &sc.stray {
        None => loc.t("tc-ui-on-target"),
        Some(d) => loc.tr(
            "tc-ui-stray",
            &[("dir", format!("{}{guess}", loc.t(&format!("tc-dir-{d}"))))],
        ),
    };
    // Bertha's player reads on target as a Success; a stray only moves the impact by one
    // hex (a drift): Neutral.
    let tone = if sc.stray.is_none() {
        Tone::Success
    } else {
        Tone::Neutral
    };
    let mut c = CardText::new("scatter", outcome, loc.t("tc-unit-big-bertha")).toned(tone);
    c.detail = Some(loc.tr(
        "tc-ui-scatter-rule",
        &[
            ("level", loc.t(sc.level.msg())),
            ("up", sc.stray_up_to.to_string()),
        ],
    ));
    c.dice = vec![sc.face.to_string()];
    c.with_basis(loc, &b, |u| super::basis::words(loc, u))
}

/// A set-up or first-player roll: who won, whose roll it was, and each round of dice (the
/// tied roll again).
pub fn roll_off(loc: &Localizer, r: &RollOff) -> CardText {
    let outcome = loc.tr(
        match r.purpose {
            Purpose::Placement => "tc-ui-places-first",
            Purpose::First => "tc-ui-plays-first",
        },
        &[("side", side_name(loc, &r.winner))],
    );
    // Both sides roll and one of them wins: no side's success, Neutral.
    let mut c = CardText::new("roll-off", outcome, loc.t("tc-ui-tab-setup")).toned(Tone::Neutral);
    c.dice = r
        .rounds
        .last()
        .map(|round| round.iter().map(|(_, f)| f.to_string()).collect())
        .unwrap_or_default();
    c.working = roll_off_lines(loc, r);
    c
}

/// Each round of a roll-off as a line ("Germany 7 · France 3").
pub fn roll_off_lines(loc: &Localizer, r: &RollOff) -> Vec<String> {
    r.rounds
        .iter()
        .map(|round| {
            round
                .iter()
                .map(|(side, f)| format!("{} {f}", side_name(loc, side)))
                .collect::<Vec<_>>()
                .join(" · ")
        })
        .collect()
}

/// `Rules::card`: the answer `after` gave, or with `None` the one the table's dock shows
/// first (the last battle).
pub fn card(
    loc: &Localizer,
    def: &GameDef,
    t: &Table,
    after: Option<&TcAction>,
) -> Option<CardText> {
    let s = super::state(t)?;
    let battle_card = || s.last_battle.as_ref().map(|r| battle(loc, def, s, r));
    match after {
        None | Some(TcAction::Battle { .. }) => battle_card(),
        // An attack on a unit already destroyed is lost: it answers nothing.
        Some(TcAction::Fight { index, .. }) => s
            .declarations
            .get(*index)
            .is_some_and(|d| d.status == Status::Fought)
            .then(battle_card)
            .flatten(),
        Some(TcAction::Scatter { .. }) => s.last_scatter.as_ref().map(|sc| scatter(loc, def, sc)),
        Some(TcAction::RollOff { .. }) => s.last_roll_off.as_ref().map(|r| roll_off(loc, r)),
        Some(_) => None,
    }
}
