//! What fires: the firers (units and support weapons) and the attack as a whole, with the way
//! it is saved.

use serde::{Deserialize, Serialize};

use crate::games::asl_sk1::frac::Frac;

/// What fires.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum ItemKind {
    #[serde(alias = "Squad")]
    Squad,
    #[serde(alias = "HalfSquad")]
    HalfSquad,
    #[serde(alias = "Mg")]
    Mg,
    #[serde(alias = "Ft")]
    Ft,
    #[serde(alias = "Dc")]
    Dc,
}

impl ItemKind {
    pub const ALL: [ItemKind; 5] = [
        ItemKind::Squad,
        ItemKind::HalfSquad,
        ItemKind::Mg,
        ItemKind::Ft,
        ItemKind::Dc,
    ];

    pub fn msg(self) -> &'static str {
        match self {
            ItemKind::Squad => "asl-item-squad",
            ItemKind::HalfSquad => "asl-item-half-squad",
            ItemKind::Mg => "asl-item-mg",
            ItemKind::Ft => "asl-item-ft",
            ItemKind::Dc => "asl-item-dc",
        }
    }
}

/// One firer (a unit's inherent FP, or one support weapon).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FireItem {
    pub kind: ItemKind,
    pub fp: u32,
    /// FP already worked out by the player (the CLI's `--mg-fp`): used as it is, no factor is
    /// applied to it; `fp` is then only a label.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub given_fp: Option<Frac>,
    /// This firer is adjacent to the target: Point Blank Fire ×2 (L623-626; never a FT or a
    /// DC). Each member of a multi-hex fire group has its own.
    #[serde(default)]
    pub pbf: bool,
    /// Beyond normal range (×½); for a FT, at two hexes.
    #[serde(default)]
    pub long_range: bool,
    /// The firer is pinned (×½, no ROF; a FT cannot fire).
    #[serde(default)]
    pub pinned: bool,
    /// Other Area Fire (×½): an MG fired by a lone leader, an MG beyond 16 hexes (L1698-1709).
    #[serde(default)]
    pub area_fire: bool,
    /// Underlined-FP squad in the AFPh within normal range: +1 FP (L1251-1257).
    #[serde(default)]
    pub assault_fire: bool,
    /// A support weapon fired by a leader, not by an MMC (no cowering for it).
    #[serde(default)]
    pub smc_crew: bool,
    /// Rate of fire printed on an MG.
    #[serde(default)]
    pub rof: Option<u8>,
    /// Printed B# (MG) or X# (FT/DC); none means the default (MG 12, FT 10, DC 12).
    #[serde(default)]
    pub bnum: Option<u8>,
    /// The user of a FT / placer of a DC is elite (else X# 8 / DC X# −2).
    #[serde(default = "yes")]
    pub elite: bool,
    /// Used by an Inexperienced MMC (B#/X# −1, L1677-1680); that MMC also makes the attack
    /// cower two columns.
    #[serde(default)]
    pub inexperienced: bool,
    /// Captured (ROF −1, B#/X# −2, L1675-1680).
    #[serde(default)]
    pub captured: bool,
    /// The MG declines its Rate of Fire to leave Residual FP (MMP's official SK errata to
    /// 3.31): a kept ROF is not used, and the MG's FP stays in the Residual FP.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub decline_rof: bool,
}

fn yes() -> bool {
    true
}

impl FireItem {
    /// A firer of `kind` with `fp` firepower and nothing else set.
    pub fn new(kind: ItemKind, fp: u32) -> FireItem {
        FireItem {
            kind,
            fp,
            given_fp: None,
            pbf: false,
            long_range: false,
            pinned: false,
            area_fire: false,
            assault_fire: false,
            smc_crew: false,
            rof: None,
            bnum: None,
            elite: true,
            inexperienced: false,
            captured: false,
            decline_rof: false,
        }
    }
}

/// When the attack is made.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum FireType {
    /// Prep Fire (PFPh), or any ordinary fire at full strength.
    #[default]
    #[serde(alias = "Prep")]
    Prep,
    /// Defensive First Fire during the enemy MPh.
    #[serde(alias = "Dff")]
    Dff,
    /// Subsequent First Fire (×½).
    #[serde(alias = "Sff")]
    Sff,
    /// Final Protective Fire (×½, ×2 PBF, then an NMC on the firers).
    #[serde(alias = "Fpf")]
    Fpf,
    /// Final Fire in the DFPh by an unmarked unit.
    #[serde(alias = "FinalFire")]
    FinalFire,
    /// A First-Fire-marked unit firing at an adjacent hex in the DFPh (×½, ×2).
    #[serde(alias = "FinalFireMarked")]
    FinalFireMarked,
    /// Advancing Fire (×½).
    #[serde(alias = "Advancing")]
    Advancing,
    /// A Residual FP attack (never cowers).
    #[serde(alias = "Residual")]
    Residual,
}

impl FireType {
    pub const ALL: [FireType; 8] = [
        FireType::Prep,
        FireType::Dff,
        FireType::Sff,
        FireType::Fpf,
        FireType::FinalFire,
        FireType::FinalFireMarked,
        FireType::Advancing,
        FireType::Residual,
    ];

    pub fn msg(self) -> &'static str {
        match self {
            FireType::Prep => "asl-fire-prep",
            FireType::Dff => "asl-fire-dff",
            FireType::Sff => "asl-fire-sff",
            FireType::Fpf => "asl-fire-fpf",
            FireType::FinalFire => "asl-fire-final",
            FireType::FinalFireMarked => "asl-fire-final-marked",
            FireType::Advancing => "asl-fire-advancing",
            FireType::Residual => "asl-fire-residual",
        }
    }

    /// First Fire against movers (FFMO/FFNAM may apply, Residual FP may be left).
    pub fn is_first_fire(self) -> bool {
        matches!(
            self,
            FireType::Dff | FireType::Sff | FireType::Fpf | FireType::Residual
        )
    }

    /// Fire by units already marked First/Final Fire (MG B# −2, L1717-1719).
    pub(super) fn marked(self) -> bool {
        matches!(
            self,
            FireType::Sff | FireType::Fpf | FireType::FinalFireMarked
        )
    }

    pub fn parse(s: &str) -> Option<FireType> {
        Some(match s {
            "prep" | "pfph" => FireType::Prep,
            "dff" => FireType::Dff,
            "sff" => FireType::Sff,
            "fpf" => FireType::Fpf,
            "final" | "dfph" => FireType::FinalFire,
            "final-marked" => FireType::FinalFireMarked,
            "advancing" | "afph" => FireType::Advancing,
            "residual" => FireType::Residual,
            _ => return None,
        })
    }
}

/// A whole attack: who fires, how, and the DRMs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema)]
#[serde(from = "StoredAttack")]
#[serde(deny_unknown_fields)]
pub struct FireAttack {
    pub items: Vec<FireItem>,
    /// A total FP given directly (the CLI's `--fp`), added to the items.
    #[serde(default)]
    pub raw_fp: Option<Frac>,
    /// Whether the raw FP is fired by MMC (so it can cower).
    #[serde(default)]
    pub raw_mmc: bool,
    pub fire_type: FireType,
    /// Leadership of the directing leader in each firing hex (the worst applies, L673-688).
    #[serde(default)]
    pub leaders: Vec<i32>,
    /// A Green-without-leader or Conscript MMC takes part: cowering shifts two columns (an
    /// item used by one does too).
    #[serde(default)]
    pub inexperienced: bool,
    /// TEM of the target's hex.
    #[serde(default)]
    pub tem: i32,
    /// Hindrance DRM along the LOS (+1 per orchard/grain hex between, +2 per smoke hex).
    #[serde(default)]
    pub hindrance: i32,
    #[serde(default)]
    pub ffmo: bool,
    #[serde(default)]
    pub ffnam: bool,
    /// The firer (or the directing leader) is CX: +1.
    #[serde(default)]
    pub cx: bool,
    /// Flamethrowers the target possesses: −1 each (L1737-1739).
    #[serde(default)]
    pub target_fts: u32,
    /// Any other DRM (the CLI's `--drm`).
    #[serde(default)]
    pub other_drm: i32,
}

/// A [`FireAttack`] as saved. Saves made before Point Blank Fire was set per firer carry one
/// `pbf` flag for the whole attack: it is given to every firer.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
struct StoredAttack {
    #[serde(default)]
    items: Vec<FireItem>,
    #[serde(default)]
    raw_fp: Option<Frac>,
    #[serde(default)]
    raw_mmc: bool,
    #[serde(default)]
    fire_type: FireType,
    #[serde(default)]
    pbf: bool,
    #[serde(default)]
    leaders: Vec<i32>,
    #[serde(default)]
    inexperienced: bool,
    #[serde(default)]
    tem: i32,
    #[serde(default)]
    hindrance: i32,
    #[serde(default)]
    ffmo: bool,
    #[serde(default)]
    ffnam: bool,
    #[serde(default)]
    cx: bool,
    #[serde(default)]
    target_fts: u32,
    #[serde(default)]
    other_drm: i32,
}

impl From<StoredAttack> for FireAttack {
    fn from(s: StoredAttack) -> FireAttack {
        let mut items = s.items;
        if s.pbf {
            for it in &mut items {
                it.pbf = true;
            }
        }
        FireAttack {
            items,
            raw_fp: s.raw_fp,
            raw_mmc: s.raw_mmc,
            fire_type: s.fire_type,
            leaders: s.leaders,
            inexperienced: s.inexperienced,
            tem: s.tem,
            hindrance: s.hindrance,
            ffmo: s.ffmo,
            ffnam: s.ffnam,
            cx: s.cx,
            target_fts: s.target_fts,
            other_drm: s.other_drm,
        }
    }
}
