//! What a Command and Colors answer rests on besides the clear text (`core::basis`): the
//! readings of unclear or contradicting rules it applied, each with its lines and, where the
//! players may read it otherwise, the setting that changes it; and the placeholder values it
//! used. The command line stamps this on its JSON; the result card shows one quiet mark and
//! the explanation (`reading-<id>` in `i18n/*/cc-great-war-readings.ftl`) first in its
//! working. A reading is named only when the answer depends on it: a roll whose Soldiers the
//! two readings count alike does not carry the Soldier reading.

use super::artillery::{ArtilleryCards, CraterRule, Plan, ShellShortageRule};
use super::battle::{Outcome, Situation, SoldierRule};
use super::data::CcData;
use super::state::CcSettings;
use crate::core::basis::Basis;
use crate::core::def::GameDef;

/// The readings' lines, and the setting that changes each.
const SOLDIER_LINES: &str = "L428, L486, L679, L681, L1127";
const CRATER_LINES: &str = "L691, L693, L1009, L1035, L1057, L1081, L1131, L1207";

/// Whether the Soldier reading changes this roll: two or more Soldiers left after protection.
fn soldiers_matter(o: &Outcome) -> bool {
    o.soldiers.saturating_sub(o.soldiers_cancelled) >= 2
}

/// Each Soldier left after protection is one hit (the default), or one or more make one hit
/// (digest §11 #4): the id names the reading in effect.
fn soldier_reading(b: &mut Basis, rule: SoldierRule) {
    let id = match rule {
        SoldierRule::Each => "cc-soldier-hits-each",
        SoldierRule::AnyOne => "cc-soldier-hits-any-one",
    };
    b.add_reading(id, SOLDIER_LINES, Some("soldier-rule"));
}

/// The battle die's faces: how many sides carry each symbol is not in the text (L93-113). Odds
/// rest on the data's layout; a value marked unverified there is a placeholder.
pub fn die_layout(def: &GameDef, b: &mut Basis) {
    let source = def
        .die("battle")
        .and_then(|d| d.def.source.clone())
        .unwrap_or_default();
    if source.contains("unverified") {
        b.add_unverified("battle die faces", &source);
    }
}

/// A battle's basis: `outcome` is the roll read (`None` for odds before the roll).
pub fn battle(
    data: &CcData,
    s: &Situation,
    settings: &CcSettings,
    outcome: Option<&Outcome>,
) -> Basis {
    let mut b = Basis::new();
    match outcome {
        Some(o) if soldiers_matter(o) => soldier_reading(&mut b, settings.soldier_rule),
        None if !s.body_armour || s.is_close() => soldier_reading(&mut b, settings.soldier_rule),
        _ => {}
    }
    if let Some(t) = data.terrain(&s.target_terrain) {
        let p = if s.is_close() {
            match (s.from_hill, t.close_from_hill) {
                (true, Some(p)) => p,
                _ => t.close,
            }
        } else {
            t.ranged
        };
        // Soldiers cancelled on their own, Flags ignored by the owner's choice (§11 #38).
        if p.soldiers > 0 || p.flags > 0 {
            b.add_reading(
                "cc-terrain-protection",
                "L1033, L1055, L1107, L1151-1153, L1177, L540-542",
                None,
            );
        }
    }
    let has = |c: &str| s.cards.iter().any(|x| x == c);
    if has("mortar-barrage") && s.is_close() && !settings.mortar_barrage_ranged_only {
        b.add_reading(
            "cc-mortar-barrage",
            "L787-789",
            Some("mortar-barrage-ranged-only"),
        );
    }
    if has("gas-attack") {
        b.add_reading("cc-gas-attack-infantry", "L745, L959, L969", None);
    }
    if let Some(o) = outcome
        && o.retreat_losses != o.retreat_losses_max
    {
        b.add_reading("cc-blocked-retreat", "L535-536, L540", None);
    }
    b
}

/// A bombardment's basis: its plan and cards, and the hexes read so far.
pub fn artillery<'a>(
    p: &Plan,
    cards: ArtilleryCards,
    crater: CraterRule,
    soldier_rule: SoldierRule,
    hexes: impl IntoIterator<Item = &'a Outcome>,
) -> Basis {
    let mut b = Basis::new();
    if cards.shell_shortage {
        // 2 in all is the card's words (the default); the answer names the reading either way.
        let id = match cards.shortage_rule {
            ShellShortageRule::Total => "cc-shell-shortage-total",
            ShellShortageRule::PerHex => "cc-shell-shortage-per-hex",
        };
        b.add_reading(id, "L843, L847", Some("shell-shortage"));
    }
    let triple = p.hexes.iter().any(|&n| n >= 3);
    let four = p.hexes.iter().any(|&n| n >= 4);
    // The two crater readings (§11 #17) part where 3+ dice reach the main target without a
    // triple (two pairs), and four of a kind is covered by neither sentence (§11 #16).
    if (p.main_dice >= 3) != triple || four {
        let id = match crater {
            CraterRule::Triple => "cc-crater-triple",
            CraterRule::CenterDice => "cc-crater-center-dice",
        };
        b.add_reading(id, CRATER_LINES, Some("crater-rule"));
    }
    if !p.targeting.is_empty() && p.main_dice == 0 {
        b.add_reading("cc-main-target", "L665, L667, L671", None);
    }
    if p.cratered && p.main_dice > 0 {
        b.add_reading("cc-cratered-symbols", "L691, L693, L1013", None);
        if cards.hold {
            let id = if cards.hold_on_cratered {
                "cc-hold-cratered-holds"
            } else {
                "cc-hold-cratered"
            };
            b.add_reading(id, "L691-693, L720-721, L1013", Some("hold-on-cratered"));
        }
    }
    if cards.box_barrage {
        b.add_reading("cc-box-barrage", "L733", None);
    }
    if hexes.into_iter().any(soldiers_matter) {
        soldier_reading(&mut b, soldier_rule);
    }
    b
}

/// A card roll's basis (Three on a Match, Big Show, Replacements…); `burst_counts` is the
/// card's Burst setting in effect.
pub fn card(card: &str, burst_counts: bool) -> Basis {
    let mut b = Basis::new();
    match (card, burst_counts) {
        ("three-on-a-match", _) => {
            b.add_reading("cc-three-on-a-match", "L783-785, L721, L573-575", None);
        }
        ("big-show", false) => {
            b.add_reading(
                "cc-big-show-burst-nothing",
                "L943-945",
                Some("big-show-burst"),
            );
        }
        ("big-show", true) => {
            b.add_reading(
                "cc-big-show-burst-orders",
                "L943-945",
                Some("big-show-burst"),
            );
        }
        ("replacements", false) => {
            b.add_reading(
                "cc-replacements-burst-nothing",
                "L961-963",
                Some("replacements-burst"),
            );
        }
        ("replacements", true) => {
            b.add_reading(
                "cc-replacements-burst-returns",
                "L961-963",
                Some("replacements-burst"),
            );
        }
        _ => {}
    }
    b
}
