//! The result card's words (the one source for the table's card, `adjutant play` and a
//! phone's page): the last roll's answer, whose it was, what the target's boxes say now, the
//! dice as their faces' names, the working and what the answer rests on. The panels draw it
//! (the dice as pictures, greyed once the turn moves on, the one-tap follow-ups).

use std::collections::BTreeSet;

use super::rolls::Effect;
use super::squad::Fate;
use super::state::LastRoll;
use super::{WwbAction, WwbState, data};
use crate::core::def::GameDef;
use crate::games::card::CardText;
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
    let mut card = CardText::new(last.roll.id(), loc.line(&o.headline), whose);
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
