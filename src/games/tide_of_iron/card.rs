//! The words of Tide of Iron's answers, one source for the table's result card and for
//! `adjutant play`: the last resolution worked out again from what was kept, its outcome, the
//! line under it, whose it was, the dice, the working and what it rests on. What only a
//! screen draws (the dice's faces split by side, the compass) is given beside the words.

use super::area::AreaOutcome;
use super::artillery::bearing_msg;
use super::assault::Fate;
use super::attack::{Effect, Fire};
use super::{Resolution, ToiAction, ToiState, Worked, worked};
use crate::core::def::GameDef;
use crate::core::table::Table;
use crate::games::card::{CardText, Tone};
use crate::i18n::Localizer;

/// A card's words and the dice it shows.
#[derive(Debug, Clone, PartialEq)]
pub struct Shown {
    pub card: CardText,
    /// The black (attack) dice, then the red (defence) ones.
    pub black: Vec<u8>,
    pub red: Vec<u8>,
    /// An assault's dice by side: the attacker's black, the cover's red, the defender's
    /// black.
    pub split: Option<(Vec<u8>, Vec<u8>, Vec<u8>)>,
    /// A drift: `None` on target, or the red die and the hexes it drifted.
    pub drift: Option<Option<(u8, u8)>>,
}

fn area_outcome(loc: &Localizer, o: &AreaOutcome) -> String {
    o.units
        .iter()
        .enumerate()
        .map(|(i, u)| format!("#{} {}", i + 1, loc.line(&u.effect.short())))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// A defender's fate after a lost assault, in one or two words.
fn fate_msg(f: Fate) -> &'static str {
    match f {
        Fate::Destroyed => "toi-ui-fate-destroyed",
        Fate::Disrupted => "toi-ui-fate-disrupted",
        Fate::Fatigued => "toi-ui-fate-fatigued",
    }
}

/// The stable id of a resolution's answer (`CardText::kind`).
pub fn kind(r: &Resolution) -> &'static str {
    match r {
        Resolution::Attack(..) => "attack",
        Resolution::Assault(..) => "assault",
        Resolution::Area(..) => "area",
        Resolution::Contact { .. } => "contact",
        Resolution::Drift { .. } => "drift",
        Resolution::Mine { .. } => "minefield",
        Resolution::Heal { .. } => "heal",
    }
}

/// A side's name in the player's language.
pub fn side_name(loc: &Localizer, def: &GameDef, side: usize) -> String {
    def.sides
        .get(side)
        .map(|s| loc.t(&s.name))
        .unwrap_or_default()
}

/// The last resolution's card: `None` when there is none, `Err` with the words of why it no
/// longer works out (what the table shows in its place).
pub fn last(loc: &Localizer, def: &GameDef, s: &ToiState) -> Option<Result<Shown, String>> {
    let (Some(last), Some(w)) = (&s.last, worked(def, s)) else {
        return None;
    };
    let w = match w {
        Ok(w) => w,
        Err(e) => {
            let (id, args) = e.message();
            return Some(Err(loc.tr(id, &args)));
        }
    };
    let tone = tone(&w);
    let mut drift = None;
    let mut split = None;
    let (outcome, detail, black, red, lines) = match w {
        Worked::Attack(o) => {
            // Op Fire is named first, then the hits, then what changes the table (whether
            // the mover stops, the machine guns that stay on Op Fire), the owner's choice
            // last.
            let op_fire = matches!(&last.what, Resolution::Attack(a, ..) if a.fire == Fire::OpFire);
            let mut parts = vec![];
            if op_fire {
                parts.push(loc.t("toi-ui-op-fire"));
            }
            parts.push(loc.tr("toi-ui-hits", &[("n", o.hits.to_string())]));
            if o.stops_mover {
                parts.push(loc.t("toi-ui-mover-stops"));
            } else if op_fire {
                parts.push(loc.t("toi-ui-mover-goes-on"));
            }
            if o.keeps_op_fire > 0 {
                parts.push(loc.tr("toi-ui-mg-keeps", &[("n", o.keeps_op_fire.to_string())]));
            }
            if matches!(o.effect, Effect::Figures { all: false, .. }) {
                parts.push(loc.t("toi-ui-owner-chooses"));
            }
            let detail = parts.join(" · ");
            // One short line: "Remove 2 figures", "Squad wiped out", "Pinned".
            let head = match o.effect {
                Effect::Figures { all: false, .. } => o.effect.line(),
                Effect::Condition {
                    to: super::effects::Condition::Routed,
                    ..
                } => crate::core::log::Line::new("toi-head-routed"),
                e => e.short(),
            };
            (loc.line(&head), Some(detail), o.black, o.red, o.lines)
        }
        Worked::Assault(o) => {
            let head = if o.attacker_wins {
                "toi-ui-assault-wins"
            } else {
                "toi-ui-assault-fails"
            };
            // What the assault leaves on the board first: the attackers' losses and their
            // fatigue (L1534-1538), then each defender's fate, then the hits.
            let mut then = vec![loc.tr(
                "toi-ui-assault-attackers",
                &[("n", o.defender_hits.to_string())],
            )];
            if o.attacker_wins {
                then.extend(o.fates.iter().enumerate().map(|(i, f)| {
                    loc.tr(
                        "toi-ui-assault-fate",
                        &[("n", (i + 1).to_string()), ("fate", loc.t(fate_msg(*f)))],
                    )
                }));
            }
            let detail = format!(
                "{}\n{}",
                then.join(" · "),
                loc.tr(
                    "toi-ui-assault-detail",
                    &[
                        ("a", o.attacker_hits.to_string()),
                        ("d", o.defender_hits.to_string()),
                    ],
                )
            );
            split = Some((o.attack.clone(), o.cover.clone(), o.defence.clone()));
            (loc.t(head), Some(detail), o.attack, o.cover, o.lines)
        }
        Worked::Area(o) => {
            let mut lines = o.lines.clone();
            for u in &o.units {
                lines.extend(u.lines.iter().cloned());
            }
            let reds = o
                .units
                .iter()
                .flat_map(|u| u.red.clone().unwrap_or_default())
                .collect();
            let head = loc.tr("toi-ui-area-head", &[("n", o.hex_hits.to_string())]);
            (head, Some(area_outcome(loc, &o)), o.black, reds, lines)
        }
        Worked::Drift(o) => {
            drift = Some((!o.on_target).then_some((o.red, o.hexes)));
            let (head, detail) = match o.table_bearing {
                None => (loc.t("toi-ui-on-target"), None),
                Some(b) => (
                    loc.tr("toi-ui-drift-head", &[("n", o.hexes.to_string())]),
                    Some(loc.tr(
                        "toi-ui-drifts",
                        &[("n", o.hexes.to_string()), ("dir", loc.t(bearing_msg(b)))],
                    )),
                ),
            };
            (head, detail, vec![o.black], vec![o.red], o.lines)
        }
        Worked::Mine(hits, l) => {
            let head = loc.tr("toi-ui-hits", &[("n", hits.to_string())]);
            let black = match &last.what {
                Resolution::Mine { black, .. } => black.clone(),
                _ => vec![],
            };
            (head, l.last().map(|x| loc.line(x)), black, vec![], l)
        }
        Worked::Lines(ok, l) => {
            let head = if ok {
                "toi-ui-success"
            } else {
                "toi-ui-failure"
            };
            let die = match &last.what {
                Resolution::Contact { die, .. } | Resolution::Heal { die, .. } => *die,
                _ => 0,
            };
            (
                loc.t(head),
                l.last().map(|x| loc.line(x)),
                vec![die],
                vec![],
                l,
            )
        }
    };
    let whose = loc.tr(
        "toi-ui-whose",
        &[
            ("side", side_name(loc, def, last.side)),
            ("round", last.at.0.to_string()),
        ],
    );
    let basis = super::readings::of_last(def, s);
    let mut card = CardText::new(kind(&last.what), outcome, whose).with_basis(loc, &basis, |u| {
        match super::readings::face_of(&u.what) {
            Some(face) => loc.tr("toi-ui-face-unverified", &[("face", face.to_string())]),
            None => loc.t("ui-card-placeholder"),
        }
    });
    card.detail = detail;
    card.tone = tone;
    let named = |die: &str, faces: &[u8]| -> Vec<String> {
        let name = def.die(die).map(|d| loc.t(&d.def.name)).unwrap_or_default();
        faces.iter().map(|f| format!("{name} {f}")).collect()
    };
    card.dice = match &split {
        Some((att, cover, def_black)) => [
            named("attack", att),
            named("defence", cover),
            named("attack", def_black),
        ]
        .concat(),
        None => [named("attack", &black), named("defence", &red)].concat(),
    };
    card.working = lines.iter().map(|l| loc.line(l)).collect();
    Some(Ok(Shown {
        card,
        black,
        red,
        split,
        drift,
    }))
}

/// How the side that rolled reads the answer at a glance:
/// - an attack (Op Fire too) that scores hits is a Success, no hits a Failure;
/// - an assault the attacker wins is a Success, one it loses a Failure;
/// - an artillery area attack that hits the hex is a Success, a hex untouched a Failure;
/// - a contact or a medic's heal: passed a Success, failed a Failure;
/// - a barrage on target is a Success; a drift only moves the template (a count): Neutral;
/// - a minefield is rolled for the unit that entered it: no hits a Success, hits a Failure.
fn tone(w: &Worked) -> Tone {
    let by = |good: bool| if good { Tone::Success } else { Tone::Failure };
    match w {
        Worked::Attack(o) => by(o.hits > 0),
        Worked::Assault(o) => by(o.attacker_wins),
        Worked::Area(o) => by(o.hex_hits > 0),
        Worked::Lines(ok, _) => by(*ok),
        Worked::Drift(o) if o.on_target => Tone::Success,
        Worked::Drift(_) => Tone::Neutral,
        Worked::Mine(hits, _) => by(*hits == 0),
    }
}

/// Whether an action answers something (a roll): its card is the table's last.
pub fn answers(a: &ToiAction) -> bool {
    matches!(
        a,
        ToiAction::Attack { .. }
            | ToiAction::Assault { .. }
            | ToiAction::Area { .. }
            | ToiAction::Drift { .. }
            | ToiAction::Mine { .. }
            | ToiAction::Heal { .. }
            | ToiAction::Contact { .. }
    )
}

/// [`crate::games::Rules::card`] for Tide of Iron: the card the action produced, or the
/// latest.
pub fn card(
    loc: &Localizer,
    def: &GameDef,
    table: &Table,
    after: Option<&ToiAction>,
) -> Option<CardText> {
    if after.is_some_and(|a| !answers(a)) {
        return None;
    }
    let s = super::state(table)?;
    last(loc, def, s)?.ok().map(|x| x.card)
}
