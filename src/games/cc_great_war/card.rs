//! The words of this game's answers, apart from how they are drawn (`games::card`): the last
//! battle, a bombarded hex, a card roll and the No Man's Land bombardment. The table's result
//! card, its panels, `adjutant play` and a phone page all take their words from here.

use crate::core::def::GameDef;
use crate::core::table::Table;
use crate::games::card::{CardText, Tone};
use crate::i18n::Localizer;

use super::actions::CcAction;
use super::artillery::Plan;
use super::battle::Outcome;
use super::card_rolls::{self, Effect};
use super::data::CcData;
use super::nml::Bombardment;
use super::state::{ArtilleryFire, BattleRecord, CardRollRecord, CcSettings, CcState, HexSkip};
use super::{basis, retreat_range, state};

/// A side's name in the player's language (its id when the game has no such side).
pub fn side_name(def: &GameDef, loc: &Localizer, id: &str) -> String {
    def.side_name(id)
        .map(|n| loc.t(n))
        .unwrap_or_else(|| id.to_string())
}

/// A placeholder value as the card words it.
fn placeholder(loc: &Localizer, u: &crate::core::basis::Unverified) -> String {
    loc.tr("ccgw-unverified", &[("what", u.what.clone())])
}

/// Hits and retreat, as the card's headline says them ("2 hits · retreat 1").
pub fn head(loc: &Localizer, o: &Outcome) -> String {
    loc.tr(
        "ccgw-ui-result-head",
        &[
            ("hits", o.hits.to_string()),
            ("min", o.retreat_min.to_string()),
            ("max", o.retreat_max.to_string()),
            ("range", retreat_range(o.retreat_min, o.retreat_max)),
        ],
    )
}

/// How a battle or a bombarded hex reads for the side that rolled (the attacker): any hit or
/// any hex of retreat on the target is a success, a roll that does neither is a failure. The
/// HQ earned alone does not make it one: it is the attacker's consolation, not an effect on
/// the target.
pub fn tone(o: &Outcome) -> Tone {
    if o.hits > 0 || o.retreat_max > 0 || o.eliminated {
        Tone::Success
    } else {
        Tone::Failure
    }
}

/// Battle-die faces by name, in the order rolled.
fn face_names(loc: &Localizer, faces: &[String]) -> Vec<String> {
    faces
        .iter()
        .map(|f| loc.t(&format!("ccgw-face-{f}")))
        .collect()
}

/// The last battle: hits and retreat, the HQ earned and a wiped-out unit under them, whose
/// attack it was, the dice, the working (the dice counted, the faces read, the outcome).
pub fn battle(
    loc: &Localizer,
    def: &GameDef,
    settings: &CcSettings,
    rec: &BattleRecord,
) -> CardText {
    let o = &rec.outcome;
    let mut details = vec![];
    if o.hq_earned > 0 {
        details.push(loc.tr("ccgw-ui-result-hq", &[("hq", o.hq_earned.to_string())]));
    }
    if o.eliminated {
        details.push(loc.t("ccgw-ui-result-eliminated"));
    }
    let mut c = CardText::new(
        "battle",
        head(loc, o),
        loc.tr(
            "ccgw-ui-last-battle",
            &[("side", side_name(def, loc, &rec.side))],
        ),
    );
    c.detail = (!details.is_empty()).then(|| details.join(" · "));
    c.dice = face_names(loc, &rec.faces);
    c.working = rec
        .dice_steps
        .iter()
        .chain(&rec.reading_steps)
        .chain(&o.steps)
        .map(|l| loc.line(l))
        .collect();
    c.tone = tone(o);
    // What the answer rests on besides the clear text: one quiet mark, the explanation first
    // in the working.
    let b = CcData::of(def)
        .map(|d| basis::battle(&d, &rec.situation, settings, Some(o)))
        .unwrap_or_default();
    c.with_basis(loc, &b, |u| placeholder(loc, u))
}

/// Which hex of a bombardment: the main target or a template hex.
fn hex_name(loc: &Localizer, plan: &Plan, index: usize) -> String {
    match plan.order.get(index).and_then(|h| h.hex) {
        None => loc.t("ccgw-art-main"),
        Some(x) => loc.tr("ccgw-ui-hex", &[("hex", x.to_string())]),
    }
}

/// One bombarded hex: hits and retreat, the HQ earned, which hex of whose bombardment, the
/// faces rolled, the reading.
pub fn artillery_hex(
    loc: &Localizer,
    def: &GameDef,
    settings: &CcSettings,
    fire: &ArtilleryFire,
    index: usize,
    o: &Outcome,
) -> CardText {
    let whose = format!(
        "{} · {}",
        loc.tr(
            "ccgw-ui-bombardment",
            &[("side", side_name(def, loc, &fire.side))],
        ),
        hex_name(loc, &fire.plan, index)
    );
    let mut c = CardText::new("artillery-hex", head(loc, o), whose);
    c.detail =
        (o.hq_earned > 0).then(|| loc.tr("ccgw-ui-result-hq", &[("hq", o.hq_earned.to_string())]));
    c.dice = face_names(loc, &fire.last_faces);
    c.working = o.steps.iter().map(|l| loc.line(l)).collect();
    c.tone = tone(o);
    let b = basis::artillery(
        &fire.plan,
        fire.cards,
        settings.crater_rule,
        settings.soldier_rule,
        [o],
    );
    c.with_basis(loc, &b, |u| placeholder(loc, u))
}

/// Each hex of a bombardment, in the order they are resolved: its result, why it was passed
/// over, or the battle dice still to roll there ("main target: 3 battle dice to roll").
pub fn bombardment_lines(loc: &Localizer, fire: &ArtilleryFire) -> Vec<String> {
    super::artillery::hex_terms(&fire.plan, fire.cards)
        .iter()
        .enumerate()
        .map(|(i, h)| {
            let where_ = hex_name(loc, &fire.plan, i);
            match (fire.results.get(i).cloned().flatten(), fire.skip_of(i)) {
                (Some(o), _) => loc.tr(
                    "ccgw-ui-hex-done",
                    &[
                        ("hex", where_),
                        ("hits", o.hits.to_string()),
                        ("min", o.retreat_min.to_string()),
                        ("max", o.retreat_max.to_string()),
                        ("range", retreat_range(o.retreat_min, o.retreat_max)),
                    ],
                ),
                (None, Some(HexSkip::NoDice)) => {
                    loc.tr("ccgw-ui-hex-skipped-no-dice", &[("hex", where_)])
                }
                (None, Some(HexSkip::NoUnit)) => {
                    loc.tr("ccgw-ui-hex-skipped-no-unit", &[("hex", where_)])
                }
                (None, None) => loc.tr(
                    "ccgw-ui-hex-todo",
                    &[("hex", where_), ("dice", h.dice.to_string())],
                ),
            }
        })
        .collect()
}

/// Where a bombardment's targeting dice fell: the first hex to roll as the outcome, whose
/// bombardment, the targeting dice, and the hexes, the plan's steps and the cards' effects in
/// the working. Neutral: where the dice fell is neither good nor bad until a hex is rolled.
pub fn artillery_plan(loc: &Localizer, def: &GameDef, fire: &ArtilleryFire) -> CardText {
    let lines = bombardment_lines(loc, fire);
    let mut c = CardText::new(
        "artillery-plan",
        lines.first().cloned().unwrap_or_default(),
        loc.tr(
            "ccgw-ui-bombardment",
            &[("side", side_name(def, loc, &fire.side))],
        ),
    );
    c.dice = fire.plan.targeting.iter().map(|d| d.to_string()).collect();
    c.working = lines;
    c.working
        .extend(fire.plan.steps.iter().map(|l| loc.line(l)));
    c.working.extend(
        super::artillery::card_steps(&fire.plan, fire.cards)
            .iter()
            .map(|l| loc.line(l)),
    );
    c
}

/// Who rolled for which card ("British (Allies) · Three on a Match").
pub fn card_roll_title(loc: &Localizer, def: &GameDef, side: &str, card: &str) -> String {
    format!(
        "{} · {}",
        side_name(def, loc, side),
        loc.t(&format!("ccgw-card-{card}"))
    )
}

/// A card's roll (Three on a Match…): what each symbol gave, whose card it was, the faces,
/// the working with the reading the roll rests on.
pub fn card_roll(
    loc: &Localizer,
    def: &GameDef,
    settings: &CcSettings,
    r: &CardRollRecord,
) -> CardText {
    let o = &r.outcome;
    let gave: Vec<String> = o
        .effects
        .iter()
        .filter(|(_, n)| *n > 0)
        .map(|(e, n)| effect_words(loc, *e, *n))
        .collect();
    let outcome = if gave.is_empty() {
        o.effects
            .first()
            .map(|(e, n)| effect_words(loc, *e, *n))
            .unwrap_or_else(|| loc.t("ccgw-ui-card-nothing"))
    } else {
        gave.join(" ")
    };
    let mut c = CardText::new(
        "card-roll",
        outcome,
        card_roll_title(loc, def, &r.side, &o.card),
    );
    c.detail = o.eliminated.then(|| loc.t("ccgw-cardroll-eliminated"));
    // For the card's player: a symbol that gave something (a hit, an order, HQ, a figure
    // back) is a success; a roll that gave nothing is a failure.
    c.tone = if gave.is_empty() {
        Tone::Failure
    } else {
        Tone::Success
    };
    c.dice = face_names(loc, &o.faces);
    c.working = o.steps.iter().map(|l| loc.line(l)).collect();
    let b = basis::card(&o.card, card_rolls::burst_counts(settings, &o.card));
    c.with_basis(loc, &b, |u| placeholder(loc, u))
}

fn effect_words(loc: &Localizer, e: Effect, n: u32) -> String {
    loc.tr(
        &format!("ccgw-cardroll-{}", e.id()),
        &[("n", n.to_string())],
    )
}

/// The No Man's Land bombardment so far, one line a targeting die ("1. Die 3: row 1, hex 3").
pub fn nml_lines(loc: &Localizer, b: &Bombardment) -> Vec<String> {
    b.craters
        .iter()
        .enumerate()
        .map(|(i, cr)| {
            loc.tr(
                "ccgw-ui-nml-line",
                &[
                    ("n", (i + 1).to_string()),
                    (
                        "face",
                        b.rolls.get(i).map(|x| x.to_string()).unwrap_or_default(),
                    ),
                    ("row", (cr.row + 1).to_string()),
                    ("hex", cr.hex.to_string()),
                ],
            )
        })
        .collect()
}

/// The latest targeting die of the No Man's Land bombardment: where its crater goes (or that
/// the count ran off the last row), and whether rows remain. Neutral: a crater is set-up for
/// both sides, no one's success.
pub fn nml(loc: &Localizer, b: &Bombardment) -> Option<CardText> {
    let face = *b.rolls.last()?;
    // The last die placed a crater, or ran off the last row (which ends the bombardment).
    let outcome = match (b.rolls.len() == b.craters.len(), b.craters.last()) {
        (true, Some(cr)) => loc.tr(
            "ccgw-nml-crater-at",
            &[
                ("row", (cr.row + 1).to_string()),
                ("hex", cr.hex.to_string()),
            ],
        ),
        _ => loc.t("ccgw-nml-finished"),
    };
    let mut c = CardText::new("nml", outcome, loc.t("ccgw-ui-nml"));
    // A die that ran off the last row ended it: the outcome says so already.
    c.detail = (b.rolls.len() == b.craters.len()).then(|| {
        loc.t(if b.done {
            "ccgw-nml-finished"
        } else {
            "ccgw-nml-more"
        })
    });
    c.dice = vec![face.to_string()];
    c.working = nml_lines(loc, b);
    Some(c)
}

/// The latest hex rolled of a bombardment, as its card.
fn latest_hex(loc: &Localizer, def: &GameDef, s: &CcState) -> Option<CardText> {
    let fire = s.artillery.as_ref()?;
    let (i, o) = fire.latest()?;
    Some(artillery_hex(loc, def, &s.settings, fire, i, o))
}

/// `Rules::card`: the answer `after` gave, or with `None` the one the table's dock shows
/// first (the latest hex of a bombardment with hexes still to roll, else the last battle).
pub fn card(
    loc: &Localizer,
    def: &GameDef,
    t: &Table,
    after: Option<&CcAction>,
) -> Option<CardText> {
    let s = state(t)?;
    let battle_card = || {
        s.last_battle
            .as_ref()
            .map(|r| battle(loc, def, &s.settings, r))
    };
    match after {
        None => {
            if s.artillery.as_ref().is_some_and(|f| f.next_hex().is_some())
                && let Some(c) = latest_hex(loc, def, s)
            {
                return Some(c);
            }
            battle_card()
        }
        Some(CcAction::Battle { .. }) => battle_card(),
        Some(CcAction::ArtilleryHex { .. }) => latest_hex(loc, def, s),
        Some(CcAction::ArtilleryFire { .. }) => {
            s.artillery.as_ref().map(|f| artillery_plan(loc, def, f))
        }
        Some(CcAction::CardRoll { .. }) => s
            .last_card_roll
            .as_ref()
            .map(|r| card_roll(loc, def, &s.settings, r)),
        Some(CcAction::NmlRoll { .. }) => s.nml.as_ref().and_then(|b| nml(loc, b)),
        Some(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::cc_great_war::battle::{Situation, SoldierRule, read_faces, reading};

    fn outcome(faces: &[&str]) -> Outcome {
        let def = crate::games::embedded_content()
            .game(super::super::ID)
            .cloned()
            .expect("cc data");
        let data = CcData::of(&def).expect("data");
        let s = Situation::new("infantry", 2, "open");
        let (r, _) = reading(&data, &s, SoldierRule::Each).expect("reading");
        let faces: Vec<String> = faces.iter().map(|f| f.to_string()).collect();
        read_faces(&faces, &r, None).expect("read")
    }

    /// For the attacker: hits (or a retreat) are a success, a roll that does neither a
    /// failure even when it earns HQ; a crater of No Man's Land is neutral.
    #[test]
    fn tones_for_the_side_that_rolled() {
        let hit = outcome(&["burst", "hq"]);
        assert!(hit.hits > 0);
        assert_eq!(tone(&hit), Tone::Success);
        let flag = outcome(&["flag"]);
        assert_eq!((flag.hits, flag.retreat_max), (0, 1));
        assert_eq!(tone(&flag), Tone::Success);
        let miss = outcome(&["hq", "hq"]);
        assert_eq!((miss.hits, miss.retreat_max), (0, 0));
        assert!(miss.hq_earned > 0);
        assert_eq!(tone(&miss), Tone::Failure);
        let loc = Localizer::new(crate::i18n::Lang::En);
        let (b, _) = Bombardment::new(vec![5, 5], 12, 11)
            .expect("rows")
            .roll(3)
            .expect("roll");
        assert_eq!(nml(&loc, &b).expect("card").tone, Tone::Neutral);
    }
}
