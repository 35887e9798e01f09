//! The words of ASL's answers, one source for the table's result card, the tools' "last
//! result" lines and `adjutant play`: each kept resolution worked out again from what was
//! kept (its dice included), its outcome, the line under it, the working and what the answer
//! rests on.

use crate::core::basis::{Basis, Unverified};
use crate::core::def::GameDef;
use crate::core::table::Table;
use crate::games::card::{CardText, Tone};
use crate::i18n::Localizer;

use super::{AslAction, AslState, Line, Resolution, cc, data, fire, morale, random, smoke, sw};

/// The stable id of a resolution's answer (`CardText::kind`).
pub fn kind(r: &Resolution) -> &'static str {
    match r {
        Resolution::Fire(..) => "fire",
        Resolution::Morale(..) => "morale",
        Resolution::Rally(..) => "rally",
        Resolution::Cc(..) => "close-combat",
        Resolution::Ambush(..) => "ambush",
        Resolution::Wound(..) => "wound",
        Resolution::Promotion(..) => "promotion",
        Resolution::SwKill(..) => "sw-kill",
        Resolution::SwRepair(..) => "sw-repair",
        Resolution::SwRecover(..) => "sw-recover",
        Resolution::Smoke(..) => "smoke",
        Resolution::Pick(..) => "random-pick",
    }
}

/// The dice a resolution used, in the order rolled (coloured then white for a DR).
pub fn dice(r: &Resolution) -> Vec<u8> {
    match r {
        Resolution::Fire(_, c, w)
        | Resolution::Morale(_, c, w)
        | Resolution::Rally(_, c, w)
        | Resolution::Cc(_, c, w)
        | Resolution::Ambush(_, _, c, w)
        | Resolution::SwKill(_, c, w) => vec![*c, *w],
        Resolution::Wound(_, d)
        | Resolution::Promotion(_, d)
        | Resolution::SwRepair(_, d)
        | Resolution::SwRecover(_, d)
        | Resolution::Smoke(_, d) => vec![*d],
        Resolution::Pick(_, ds) => ds.clone(),
    }
}

/// The dice as the card names them: a DR's coloured and white dice, an ambush's two dr by
/// whose they are, a single dr (or a selection's) by its number.
fn dice_names(loc: &Localizer, r: &Resolution) -> Vec<String> {
    let ds = dice(r);
    let names = match r {
        Resolution::Ambush(..) => ["asl-ui-amb-dr-a", "asl-ui-amb-dr-d"],
        _ if ds.len() == 2 && !matches!(r, Resolution::Pick(..)) => {
            ["asl-die-colored", "asl-die-white"]
        }
        _ => return ds.iter().map(u8::to_string).collect(),
    };
    names
        .iter()
        .zip(&ds)
        .map(|(n, d)| format!("{} {d}", loc.t(n)))
        .collect()
}

/// The working of a resolution, step by step (`None` when what was kept no longer works out,
/// say after the data changed).
pub fn lines(d: &data::AslData, s: &AslState, r: &Resolution) -> Option<Vec<Line>> {
    match r {
        Resolution::Fire(a, c, w) => fire::resolve(d, a, &s.settings, *c, *w)
            .ok()
            .map(|o| o.lines),
        Resolution::Morale(x, c, w) => morale::morale_check(x, *c, *w).ok().map(|o| o.lines),
        Resolution::Rally(x, c, w) => morale::rally(x, *c, *w).ok().map(|o| o.lines),
        Resolution::Cc(x, c, w) => cc::close_combat(d, x, *c, *w).ok().map(|o| o.lines),
        Resolution::Ambush(a, b, x, y) => {
            cc::ambush_contest(a, b, *x, *y)
                .ok()
                .map(|(who, mut lines)| {
                    if who != cc::Ambush::None {
                        lines.push(Line::new("asl-ui-amb-set"));
                    }
                    lines
                })
        }
        Resolution::Wound(x, dr) => morale::wound(*dr, *x).ok().map(|o| o.lines),
        Resolution::Promotion(x, dr) => morale::promotion(d, x, *dr).ok().map(|o| o.lines),
        Resolution::SwKill(k, c, w) => sw::sw_kill(d, k, &s.settings, *c, *w).ok().map(|o| o.lines),
        Resolution::SwRepair(x, dr) => sw::repair(d, x, *dr).ok().map(|o| o.lines),
        Resolution::SwRecover(x, dr) => sw::recover(d, x, *dr).ok().map(|o| o.lines),
        Resolution::Smoke(a, dr) => smoke::place(d, a, &s.settings, *dr).ok().map(|o| o.lines),
        Resolution::Pick(p, ds) => random::pick(p, ds).ok().map(|o| o.lines),
    }
}

/// What a resolution's answer rests on besides the clear text: the readings it applied and
/// its placeholder values.
pub fn basis(d: &data::AslData, s: &AslState, r: &Resolution) -> Basis {
    match r {
        Resolution::Fire(a, c, w) => fire::resolve(d, a, &s.settings, *c, *w)
            .map(|o| super::basis::fire(a, &o))
            .unwrap_or_default(),
        Resolution::Promotion(..) => super::basis::promotion(),
        Resolution::SwKill(..) => super::basis::sw_kill(),
        Resolution::Smoke(..) => super::basis::smoke(lines(d, s, r).is_some_and(|l| {
            l.iter()
                .any(|x| x.msg == "asl-smk-off-mph" || x.msg == "asl-smk-off-turn")
        })),
        Resolution::Pick(..) => super::basis::random(),
        _ => Basis::new(),
    }
}

/// A placeholder value of an ASL answer, in the player's words.
pub fn unverified_words(loc: &Localizer, u: &Unverified) -> String {
    match u.what.as_str() {
        "leader creation table" => loc.t("asl-unverified-leader-creation"),
        other => loc.tr("asl-unverified-other", &[("what", other.to_string())]),
    }
}

/// Whose answer it is: the side in turn, the Game Turn and the phase the table is at.
pub fn whose(loc: &Localizer, def: &GameDef, table: &Table) -> String {
    let c = table.cursor;
    let phase = def
        .phases
        .phases
        .get(c.phase)
        .map(|p| loc.t(&p.name))
        .unwrap_or_default();
    let side = c
        .whose_turn(&def.phases)
        .and_then(|i| def.sides.get(i))
        .map(|s| loc.t(&s.name))
        .unwrap_or_default();
    loc.tr(
        "asl-ui-result-whose",
        &[
            ("side", side),
            ("turn", c.round.to_string()),
            ("phase", phase),
        ],
    )
}

/// The outcome in display type, the line under it, and its tone.
///
/// The tone is read for the side that rolled, as that player reads it:
/// - fire (and the SW's own roll after a KIA): the firer rolled, so any effect on the target
///   (KIA, K/, MC, NMC, PTC) is a success and NE a failure; a weapon that broke down is a
///   warning whatever the result, for it must be dealt with before play goes on;
/// - a morale check and a rally: the unit rolled, so passed or rallied is a success and
///   broken, reduced or eliminated a failure; pinned (passed on the number, or a failed PTC)
///   is a warning: the unit stays in play with a marker to place;
/// - close combat: the attacker rolled, so a kill or a reduction is a success, no effect a
///   failure;
/// - repair, recovery, smoke, leader creation: done is a success, not done a failure; a
///   wounded leader is a warning (he stays, weaker), a mortal wound a failure;
/// - what happens to a SW whose crew died: destroyed a failure, malfunctioned a warning,
///   abandoned neutral;
/// - an ambush contest and a random selection: neutral (both sides rolled, or no side).
fn head(
    loc: &Localizer,
    d: &data::AslData,
    s: &AslState,
    r: &Resolution,
    lines: &[Line],
) -> Option<(String, Option<String>, Tone)> {
    let last_line = || lines.last().map(|l| l.text(loc));
    let done = |ok: bool| if ok { Tone::Success } else { Tone::Failure };
    Some(match r {
        Resolution::Fire(a, c, w) => {
            let o = fire::resolve(d, a, &s.settings, *c, *w).ok()?;
            // A weapon that broke down changes the table whatever the result: it is said
            // first, right under the result.
            let mut detail: Vec<String> = o.aftermath().iter().map(|l| l.text(loc)).collect();
            detail.push(o.result.meaning().text(loc));
            let tone = if !o.aftermath().is_empty() {
                Tone::Warning
            } else {
                done(o.result != fire::IftResult::NoEffect)
            };
            (o.result.label(), Some(detail.join("\n")), tone)
        }
        Resolution::Morale(x, c, w) => {
            let o = morale::morale_check(x, *c, *w).ok()?;
            let tone = match o.result {
                morale::MoraleResult::Passed => Tone::Success,
                morale::MoraleResult::Pinned => Tone::Warning,
                _ => Tone::Failure,
            };
            (
                loc.t(&format!("{}-short", o.result.msg())),
                Some(last_line().unwrap_or_default()),
                tone,
            )
        }
        Resolution::Rally(x, c, w) => {
            let o = morale::rally(x, *c, *w).ok()?;
            let short = match o.result {
                morale::RallyResult::Rallied => "asl-ui-rally-short-rallied",
                morale::RallyResult::Failed => "asl-ui-rally-short-failed",
                morale::RallyResult::Reduced => "asl-ui-rally-short-reduced",
            };
            let tone = done(o.result == morale::RallyResult::Rallied);
            (loc.t(short), last_line(), tone)
        }
        Resolution::Cc(x, c, w) => {
            let o = cc::close_combat(d, x, *c, *w).ok()?;
            // One short line in display type; the sentence is in the working.
            let short = match o.result {
                cc::CcResult::Eliminated => "asl-cc-eliminated-short",
                cc::CcResult::Reduced => "asl-cc-reduced-short",
                cc::CcResult::NoEffect => "asl-cc-ne-short",
            };
            let detail = loc.tr(
                "asl-ui-cc-detail",
                &[
                    ("odds", o.odds.clone()),
                    ("final", o.final_dr.to_string()),
                    ("kill", o.kill.to_string()),
                ],
            );
            let tone = done(o.result != cc::CcResult::NoEffect);
            (loc.t(short), Some(detail), tone)
        }
        // The tools that answer with one word: that word in display type, the sentence
        // that says it under it.
        Resolution::SwRepair(x, dr) => {
            let o = sw::repair(d, x, *dr).ok()?;
            let id = o.result.msg();
            let said = lines.iter().find(|l| l.msg == id).map(|l| l.text(loc));
            let tone = done(o.result == sw::RepairResult::Repaired);
            (loc.t(&format!("{id}-short")), said.or_else(last_line), tone)
        }
        Resolution::SwRecover(x, dr) => {
            let o = sw::recover(d, x, *dr).ok()?;
            let short = if o.recovered {
                "asl-swv-recovered-short"
            } else {
                "asl-swv-failed-short"
            };
            (loc.t(short), last_line(), done(o.recovered))
        }
        Resolution::SwKill(k, c, w) => {
            let o = sw::sw_kill(d, k, &s.settings, *c, *w).ok()?;
            let fate = loc.arg(&sw::fate_short(o.fate));
            let tone = match o.fate {
                sw::SwFate::Destroyed => Tone::Failure,
                sw::SwFate::Malfunctioned => Tone::Warning,
                sw::SwFate::Abandoned => Tone::Neutral,
            };
            (format!("{} · {fate}", o.result.label()), last_line(), tone)
        }
        Resolution::Smoke(a, dr) => {
            let o = smoke::place(d, a, &s.settings, *dr).ok()?;
            let short = if o.placed {
                "asl-smk-placed-short"
            } else {
                "asl-smk-failed-short"
            };
            (loc.t(short), last_line(), done(o.placed))
        }
        Resolution::Wound(x, dr) => {
            let o = morale::wound(*dr, *x).ok()?;
            let short = match o.wound {
                morale::Wound::Light => "asl-wound-light-short",
                morale::Wound::Mortal => "asl-wound-mortal-short",
            };
            let tone = match o.wound {
                morale::Wound::Light => Tone::Warning,
                morale::Wound::Mortal => Tone::Failure,
            };
            (loc.t(short), last_line(), tone)
        }
        Resolution::Ambush(a, b, x, y) => {
            let (who, _) = cc::ambush_contest(a, b, *x, *y).ok()?;
            let short = match who {
                cc::Ambush::None => "asl-ambush-none-short",
                cc::Ambush::Attacker => "asl-ambush-attacker-short",
                cc::Ambush::Defender => "asl-ambush-defender-short",
            };
            (loc.t(short), last_line(), Tone::Neutral)
        }
        // The others show their working as lines: the conclusion is the last of them.
        Resolution::Promotion(x, dr) => {
            let o = morale::promotion(d, x, *dr).ok()?;
            (last_line()?, None, done(o.leader.is_some()))
        }
        _ => (last_line()?, None, Tone::Neutral),
    })
}

/// The card of a kept resolution, in `loc`'s language.
pub fn of(loc: &Localizer, def: &GameDef, table: &Table, r: &Resolution) -> Option<CardText> {
    let s = table.extra.get::<AslState>()?;
    let d = &*data::for_def(def);
    let lines = lines(d, s, r)?;
    let (outcome, detail, tone) = head(loc, d, s, r, &lines)?;
    let mut card = CardText::new(kind(r), outcome, whose(loc, def, table)).with_basis(
        loc,
        &basis(d, s, r),
        |u| unverified_words(loc, u),
    );
    card.detail = detail;
    card.tone = tone;
    card.dice = dice_names(loc, r);
    card.working = lines.iter().map(|l| l.text(loc)).collect();
    Some(card)
}

/// Whether an action answers something (a resolver's roll): its card is the table's last.
pub fn answers(a: &AslAction) -> bool {
    matches!(
        a,
        AslAction::Fire(..)
            | AslAction::Morale(..)
            | AslAction::Rally(..)
            | AslAction::CloseCombat(..)
            | AslAction::Ambush(..)
            | AslAction::Wound(..)
            | AslAction::Promotion(..)
            | AslAction::SwKill(..)
            | AslAction::SwRepair(..)
            | AslAction::SwRecover(..)
            | AslAction::Smoke(..)
            | AslAction::RandomPick(..)
    )
}

/// [`crate::games::Rules::card`] for ASL: the card the action produced, or the latest.
pub fn card(
    loc: &Localizer,
    def: &GameDef,
    table: &Table,
    after: Option<&AslAction>,
) -> Option<CardText> {
    if after.is_some_and(|a| !answers(a)) {
        return None;
    }
    let s = table.extra.get::<AslState>()?;
    of(loc, def, table, s.last.as_ref()?)
}
