//! The result card's words (the one source for the table's card, `adjutant play` and a
//! phone's page): the last roll's answer, whose it was, what the target's boxes say now, the
//! dice as their faces' names, the working and what the answer rests on. The panels draw it
//! (the dice as pictures, greyed once the turn moves on, the one-tap follow-ups).

use std::collections::BTreeSet;

use super::dice::FaceKind;
use super::rolls::Effect;
use super::squad::Fate;
use super::state::LastRoll;
use super::{WwbAction, WwbState, data};
use crate::core::def::GameDef;
use crate::games::card::{CardText, Tone};
use crate::i18n::Localizer;

/// The number the `i`-th die is read for, when it is read for one (a Red or Blue die on a
/// test, a scatter); `None` when its face's symbol is the answer (a shot, a blow, a blast).
pub fn die_number(last: &LastRoll, i: usize) -> Option<i64> {
    let combat = matches!(
        last.outcome.effect,
        Effect::Hit { .. } | Effect::Blow { .. }
    );
    last.outcome
        .dice
        .get(i)
        .and_then(|d| d.face.value)
        .filter(|_| !combat)
}

/// What the `i`-th die shows on the card: its number when it is read for one, else its
/// face's name.
pub fn die_caption(loc: &Localizer, last: &LastRoll, i: usize) -> Option<String> {
    let d = last.outcome.dice.get(i)?;
    Some(match die_number(last, i) {
        Some(v) => v.to_string(),
        None => loc.t(&d.face.kind.msg()),
    })
}

/// The card of the last roll `last` on the table `s`. `confirmed`: the dice the players said
/// match theirs (the app's Settings, `<game>:<colour>`), no longer marked as placeholders.
pub fn roll_card(
    loc: &Localizer,
    def: &GameDef,
    s: &WwbState,
    last: &LastRoll,
    confirmed: &BTreeSet<String>,
) -> CardText {
    let o = &last.outcome;
    let roll = loc.t(&format!("wwb-roll-{}", last.roll.id()));
    let whose = match (last.actor, last.target) {
        (Some(a), Some(b)) => loc.tr(
            "wwb-ui-whose-at",
            &[("roll", roll), ("who", s.label(a)), ("at", s.label(b))],
        ),
        (Some(a), None) => loc.tr("wwb-ui-whose", &[("roll", roll), ("who", s.label(a))]),
        (None, Some(b)) => loc.tr("wwb-ui-whose", &[("roll", roll), ("who", s.label(b))]),
        (None, None) => roll,
    };
    // What the target's boxes say now first (what changed on the table), then the notes.
    let mut detail: Vec<String> = vec![];
    if let Some(w) = last.target
        && let Some(so) = s.soldier(w)
    {
        if so.fate != Fate::Fighting {
            // Out of the fight: one word, his fate (no health box, no "no status" beside it).
            detail.push(loc.tr(
                "wwb-ui-target-out",
                &[("who", s.label(w)), ("fate", loc.t(so.fate.msg()))],
            ));
        } else {
            let status = so
                .status
                .map_or_else(|| loc.t("wwb-ui-no-status"), |x| loc.t(&x.msg()));
            detail.push(loc.tr(
                "wwb-ui-target-now",
                &[
                    ("who", s.label(w)),
                    ("health", so.health.to_string()),
                    ("status", status),
                ],
            ));
            // Past the −1/−2 boxes every roll of his takes the penalty (L633, additional
            // rules): said here, where the wound that put him there is.
            let p = super::wounds::penalty(&data::load(def), so);
            if p > 0 && s.tiers.additional {
                detail.push(loc.tr("wwb-ui-target-penalty", &[("mod", format!("−{p}"))]));
            }
        }
    }
    if let Some(x) = o.xp {
        detail.push(loc.tr("wwb-xp-earned", &[("skill", loc.t(&x.msg()))]));
    }
    detail.extend(o.notes.iter().map(|n| loc.line(n)));
    let mut card = CardText::new(last.roll.id(), loc.line(&o.headline), whose).toned(tone(o));
    card.detail = (!detail.is_empty()).then(|| detail.join(" · "));
    card.dice = (0..o.dice.len())
        .filter_map(|i| die_caption(loc, last, i))
        .collect();
    card.working = o.working.iter().map(|w| loc.line(w)).collect();
    // What the answer rests on: one quiet mark, the explanation first in the working.
    let d = data::load(def);
    let basis = super::basis::without_confirmed(&o.basis, confirmed);
    card.with_basis(loc, &basis, |u| super::basis::words(loc, &d, &u.what))
}

/// How the man who rolled (his side) reads the answer at a glance, by what it says:
/// - Success: a shot, blast or blow that lands (any face but a miss), a suppression that
///   holds, a spotting, the initiative won back, an accurate throw, a charge placed or
///   disarmed, a target destroyed, a care or rally that works, a man who keeps his nerve,
///   his footing or his health, a door that gives way;
/// - Failure: a miss, a failed test, rally or care, a man routed, suppressed, unconscious,
///   dead or swept away, a dud, a charge that fails or goes off in his hands, a door that
///   holds or hurts him, a target that fires first;
/// - Warning: something the table must do now (a tie rolled again, panic fire, spotted but
///   fired on first);
/// - Neutral: which side wins a contest of both, a drift or a scatter (counts), no roll.
fn tone(o: &super::rolls::Outcome) -> Tone {
    use Tone::{Failure, Neutral, Success, Warning};
    match o.headline.msg.as_str() {
        "wwb-out-hit" | "wwb-out-cc-shaken" | "wwb-out-cc-suppressed-flees" => match o.effect {
            Effect::Hit { kind, .. } | Effect::Blow { kind } if kind == FaceKind::Miss => Failure,
            _ => Success,
        },
        "wwb-out-suppressed-mhx"
        | "wwb-out-area-pass"
        | "wwb-out-spotted"
        | "wwb-out-initiative-regained"
        | "wwb-out-may-fire"
        | "wwb-out-lands-on-marker"
        | "wwb-out-lands-long"
        | "wwb-out-lands-short"
        | "wwb-out-window-in"
        | "wwb-out-charge-placed"
        | "wwb-out-charge-disarmed"
        | "wwb-out-target-destroyed"
        | "wwb-out-demolished"
        | "wwb-out-on-target"
        | "wwb-out-bleeding-stops"
        | "wwb-out-stabilised"
        | "wwb-out-healed"
        | "wwb-out-stable"
        | "wwb-out-rallied"
        | "wwb-out-back-to-suppressed"
        | "wwb-out-steady"
        | "wwb-out-crosses"
        | "wwb-out-lifted"
        | "wwb-out-door-open" => Success,
        "wwb-out-suppression-fails"
        | "wwb-out-area-fail"
        | "wwb-out-target-fires-first"
        | "wwb-out-not-spotted"
        | "wwb-out-test-failed"
        | "wwb-out-window-bounce"
        | "wwb-out-charge-retry"
        | "wwb-out-charge-explodes"
        | "wwb-out-dud"
        | "wwb-out-building-stands"
        | "wwb-out-care-fails"
        | "wwb-out-dies-in-care"
        | "wwb-out-loses-consciousness"
        | "wwb-out-dies"
        | "wwb-out-rally-fails"
        | "wwb-out-routs"
        | "wwb-out-still-routed"
        | "wwb-out-suppressed"
        | "wwb-out-swept-away"
        | "wwb-out-door-holds"
        | "wwb-out-door-hurt" => Failure,
        "wwb-out-initiative-again" | "wwb-out-panic-fire" | "wwb-out-spotted-fires-first" => {
            Warning
        }
        _ => Neutral,
    }
}

/// The card an action produced (`after`), or with `None` the latest answer the table shows.
/// Only a roll answers: a resolution, and an initiative check that tied (its Blue dice).
pub fn card(
    loc: &Localizer,
    def: &GameDef,
    s: &WwbState,
    after: Option<&WwbAction>,
    confirmed: &BTreeSet<String>,
) -> Option<CardText> {
    let last = s.last.as_ref()?;
    let answered = match after {
        None | Some(WwbAction::Resolve { .. }) => true,
        // A check that did not tie rolls nothing (its points decide); one that tied rolled
        // the Blue dice, which are now the last roll.
        Some(WwbAction::Initiative { .. }) => {
            matches!(
                last.roll,
                super::rolls::Roll::Combat(super::combat::CombatRoll::Initiative)
            ) && s.turn.points.len() == 2
                && s.turn.points.first() == s.turn.points.get(1)
        }
        Some(_) => false,
    };
    answered.then(|| roll_card(loc, def, s, last, confirmed))
}

/// A man's weapon in words, as his squad panel and a phone show it: "M1 Garand · 4
/// magazines · attack 2/4".
pub fn weapon_line(loc: &Localizer, d: &super::data::WwbData, s: &super::squad::Soldier) -> String {
    let w = s.weapon();
    let Some(name) = w
        .card
        .as_deref()
        .and_then(|c| d.weapon(c))
        .map(|x| x.label.clone())
    else {
        return loc.t("wwb-ui-no-weapon");
    };
    let attacks = super::roster::weapon_attacks(d, w.card.as_deref());
    let place = if w.chamber.is_empty() {
        loc.t("wwb-ui-empty")
    } else {
        format!("{}/{attacks}", w.chamber.attack)
    };
    loc.tr(
        "wwb-ui-weapon-line",
        &[
            ("weapon", name),
            ("magazines", w.chamber.magazines.to_string()),
            ("attack", place),
        ],
    )
}
