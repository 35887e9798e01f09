//! What a Trench Club answer rests on besides the clear text (see `core::basis`): the
//! readings of the unclear lines the digest lists (§10) that the answer applied, and the
//! values that are guesses of the data (the Dice Sheet, the Unit Sheet and Big Bertha's
//! diagram are not in the text).
//!
//! Each placeholder's `what` is plain words for the JSON ("dice at damage 2"); [`words`]
//! gives the same in the player's language for the card.

use crate::core::basis::{Basis, Unverified};
use crate::i18n::Localizer;

use super::battle::{Fire, Ground, Outcome, Situation, Support};
use super::data::{TcData, UnitDef, is_guess};
use super::xp::Level;

fn level_key(l: Level) -> &'static str {
    match l {
        Level::Recruit => "recruit",
        Level::Veteran => "veteran",
        Level::Hero => "war-hero",
    }
}

/// The Dice Sheet's count at `damage`, if it is a guess.
fn dice(b: &mut Basis, data: &TcData, damage: u8) {
    if data.dice_guess(damage) {
        let reason = data
            .dice
            .dice
            .get(usize::from(damage))
            .and_then(|e| e.source.clone())
            .unwrap_or_default();
        b.add_unverified(
            &format!("dice at damage {damage}"),
            &format!("The Dice Sheet is not in the rulebook text: {reason}"),
        );
    }
}

/// The hit number `u` uses at `xp` against `target`, if the text does not give it.
fn hit(b: &mut Basis, u: &UnitDef, xp: u32, target: &UnitDef) {
    let level = Level::of(xp);
    let special = match target.kind {
        super::data::Kind::Tank if u.vs_tank.is_some() => Some("vs_tank"),
        super::data::Kind::Foot if u.vs_foot.is_some() => Some("vs_foot"),
        _ => None,
    };
    let key = match special {
        Some(k) => k.to_string(),
        None => format!("hit.{}", level_key(level)),
    };
    if !u.is_verified(&key) {
        b.add_unverified(
            &format!("hit number {} of {}", level_key(level), u.id),
            u.source.as_deref().unwrap_or("Not in the rulebook text."),
        );
    }
}

/// The armour row entries that decided `hits` (the ones reached and the next), or the whole
/// row when `hits` is `None` (odds), if any of them is a guess.
fn armour(b: &mut Basis, u: &UnitDef, ground: &str, fire: &Fire, hits: Option<u32>) {
    let reached = hits.map_or(fire.row.len(), |h| {
        (fire.row.iter().filter(|&&t| t <= h).count() + 1).min(fire.row.len())
    });
    let guessed = (1..=reached).any(|n| !u.is_verified(&format!("armour.{ground}.{n}")));
    if guessed {
        b.add_unverified(
            &format!("armour row {ground} of {}", u.id),
            u.source.as_deref().unwrap_or("Not in the rulebook text."),
        );
    }
}

/// The defender's row: its own (open, forest), or the trench unit's forest row.
fn row_owner<'a>(data: &'a TcData, s: &Situation, d: &'a UnitDef) -> (&'a UnitDef, &'static str) {
    match s.ground {
        Ground::Open => (d, "open"),
        Ground::Forest => (d, "forest"),
        Ground::Trench => (data.trench_unit().unwrap_or(d), "forest"),
    }
}

/// The readings and guesses of a battle before the roll (for its odds), or with its result.
pub fn battle(
    data: &TcData,
    s: &Situation,
    out: Option<&Outcome>,
    plan: &super::battle::Plan,
) -> Basis {
    let mut b = Basis::new();
    let (Some(a), Some(d)) = (data.unit(&s.attacker.unit), data.unit(&s.defender.unit)) else {
        return b;
    };
    if s.support == Support::Encircle {
        b.add_reading("tc-encircle-replaces-flank", "L111, L423-427", None);
    }
    if s.ground == Ground::Trench {
        b.add_reading("tc-trench-row", "L574, L584", None);
    }
    if s.defender.in_water {
        b.add_reading("tc-water-target", "L272", None);
    }
    if out.is_some_and(|o| o.attacker.destroyed || o.defender.destroyed) {
        b.add_reading("tc-kill-xp", "L476", Some("kill_xp_stacks"));
    }
    dice(&mut b, data, s.attacker.damage);
    hit(&mut b, a, s.attacker.xp, d);
    let (owner, ground) = row_owner(data, s, d);
    armour(
        &mut b,
        owner,
        ground,
        &plan.attack,
        out.map(|o| o.defender.hits_taken),
    );
    if let Some(back) = &plan.back {
        dice(&mut b, data, s.defender.damage);
        hit(&mut b, d, s.defender.xp, a);
        armour(&mut b, a, "open", back, out.map(|o| o.attacker.hits_taken));
    }
    b
}

/// Big Bertha's scatter: the neighbour a face means is a guess (the diagram is missing).
pub fn scatter(data: &TcData, face: u8, strayed: bool) -> Basis {
    let mut b = Basis::new();
    if !strayed {
        return b;
    }
    let n = data.scatter.neighbours.iter().find(|n| n.face == face);
    if n.is_none_or(|n| n.source.as_deref().is_none_or(is_guess)) {
        b.add_unverified(
            &format!("neighbour direction for scatter face {face}"),
            data.scatter
                .source
                .as_deref()
                .unwrap_or("The diagram is not in the rulebook text."),
        );
    }
    b
}

/// The Automa's fixed impacts: the levels read cumulatively (unless flat), on an attack
/// value the text may not give.
pub fn impacts(u: &UnitDef, xp: u32) -> Basis {
    let mut b = Basis::new();
    if Level::of(xp) != Level::Recruit {
        b.add_reading("tc-automa-xp-levels", "L714-717", Some("flat"));
    }
    if !u.is_verified("hit.recruit") {
        b.add_unverified(
            &format!("hit number recruit of {}", u.id),
            u.source.as_deref().unwrap_or("Not in the rulebook text."),
        );
    }
    b
}

/// The Automa's purchase: one unit a turn, the assault gun read as the Field Gun.
pub fn purchase(assault_gun: bool) -> Basis {
    let mut b = Basis::new().reading("tc-automa-one-a-turn", "L624-628", None);
    if assault_gun {
        b.add_reading("tc-assault-gun", "L626, L647, L16, L717", None);
    }
    b
}

/// A placeholder of a Trench Club answer, in the player's language.
pub fn words(loc: &Localizer, u: &Unverified) -> String {
    let unit = |id: &str| loc.t(&format!("tc-unit-{id}"));
    if let Some(d) = u.what.strip_prefix("dice at damage ") {
        return loc.tr("tc-unverified-dice", &[("damage", d.to_string())]);
    }
    if let Some(rest) = u.what.strip_prefix("hit number ")
        && let Some((level, id)) = rest.split_once(" of ")
    {
        let level = match level {
            "veteran" => loc.t("tc-level-veteran"),
            "war-hero" => loc.t("tc-level-hero"),
            _ => loc.t("tc-level-recruit"),
        };
        return loc.tr("tc-unverified-hit", &[("level", level), ("unit", unit(id))]);
    }
    if let Some(rest) = u.what.strip_prefix("armour row ")
        && let Some((_, id)) = rest.split_once(" of ")
    {
        return loc.tr("tc-unverified-armour", &[("unit", unit(id))]);
    }
    if let Some(face) = u.what.strip_prefix("neighbour direction for scatter face ") {
        return loc.tr("tc-unverified-scatter", &[("face", face.to_string())]);
    }
    loc.tr("tc-unverified-other", &[("what", u.what.clone())])
}
