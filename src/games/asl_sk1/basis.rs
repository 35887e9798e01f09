//! What an ASL answer rests on besides the clear text (see `core::basis`): the readings of the
//! unclear lines the digest lists (15.4) that the answer applied, and the placeholder values
//! (tables the text does not print, taken from full ASL without an SK1 source).
//!
//! MMP's official SK errata to 3.31 (Residual FP) is errata, not a reading: it is cited in the
//! working and the rule text, never here.

use crate::core::basis::Basis;

use super::fire::{FireAttack, FireType, IftOutcome, ItemKind};
use super::frac::Frac;

/// The readings an IFT attack rests on, before the dice (`total`: its FP).
pub fn fire_before(a: &FireAttack, total: Frac) -> Basis {
    let mut b = Basis::new();
    let ft = a.items.iter().any(|i| i.kind == ItemKind::Ft);
    let dc = a.items.iter().any(|i| i.kind == ItemKind::Dc);
    // Several MMC fire without a leader: whether a fire group cowers (L641-646).
    let mmc = a
        .items
        .iter()
        .filter(|i| {
            matches!(i.kind, ItemKind::Squad | ItemKind::HalfSquad)
                || (i.kind == ItemKind::Mg && !i.smc_crew)
        })
        .count();
    if mmc > 1 && a.leaders.is_empty() && !ft && !dc && a.fire_type != FireType::Residual {
        b.add_reading(
            "asl-cower-fire-groups",
            "L641-646",
            Some("cower_fire_groups"),
        );
    }
    // An attack below 1 FP: the text gives no column for it (L693-697).
    if !total.at_least(1) && total.n > 0 {
        b.add_reading("asl-below-one", "L693-697", Some("below_one"));
    }
    // Hindrance 6: the text blocks the LOS only above 6 (L612-613).
    if a.hindrance == 6 {
        b.add_reading("asl-hindrance-six", "L612-613", None);
    }
    // FPF halves as SFF before doubling for point blank (L1232-1234).
    if a.fire_type == FireType::Fpf {
        b.add_reading("asl-fpf-halving", "L1232-1234", None);
    }
    // A DC takes only TEM and CX (L1748-1750), yet a FT-holding target is −1 to every attack
    // against it (L1737-1739).
    if dc && a.target_fts > 0 {
        b.add_reading("asl-dc-target-ft", "L1737-1739, L1748-1750", None);
    }
    b
}

/// The readings an IFT result rests on (those before the dice included).
pub fn fire(a: &FireAttack, o: &IftOutcome) -> Basis {
    let mut b = fire_before(a, o.fp);
    // Residual FP without a weapon that broke down or kept ROF (L1204-1206 against
    // L1242-1244).
    if o.residual.is_some() && (o.rof.iter().any(|r| r.kept) || o.breakdown.iter().any(|x| x.broke))
    {
        b.add_reading("asl-residual-without-sw", "L1204-1206, L1242-1244", None);
    }
    for x in &o.breakdown {
        // "Equal to" read as "at least" (L1717-1719, L1773-1774): only a DR above the
        // number rests on it.
        if x.broke && o.original_dr > i32::from(x.number) {
            match x.kind {
                ItemKind::Dc => b.add_reading("asl-dc-dud-at-least", "L1773-1774", None),
                ItemKind::Mg if x.eliminated => {
                    b.add_reading("asl-mg-removed-at-least", "L1717-1719", None)
                }
                _ => {}
            }
        }
    }
    b
}

/// The second roll for the SW of a unit killed by a KIA: "dr" read as a DR (L1671-1674).
pub fn sw_kill() -> Basis {
    Basis::new().reading("asl-sw-kill-dr", "L1671-1674", Some("sw_kill_one_die"))
}

/// A smoke grenade placed: when it comes off (the end of the MPh, L964) is a line the
/// digest asks to check against the English SK1; the players may keep it to the end of the
/// Player Turn.
pub fn smoke(placed: bool) -> Basis {
    if placed {
        Basis::new().reading("asl-smoke-removal", "L964", Some("smoke_lasts_player_turn"))
    } else {
        Basis::new()
    }
}

/// A random selection: the text gives no method (L704-713, L1457-1458, L1715).
pub fn random() -> Basis {
    Basis::new().reading(
        "asl-random-method",
        "L704-713, L1457-1458, L1715",
        Some("pick_reroll_ties"),
    )
}

/// Field promotion: the Leader Creation Table is not printed (L1804-1812); its bands come
/// from full ASL.
pub fn promotion() -> Basis {
    Basis::new().unverified(
        "leader creation table",
        "The text names a Leader Creation Table (L1804-1812) but does not print it; the bands \
         and drm follow full ASL A18.2 and are unverified for SK1.",
    )
}
