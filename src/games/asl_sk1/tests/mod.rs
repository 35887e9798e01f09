//! The rulebook's own worked examples (digest §17, line numbers of the seed text) and the
//! IFT's shape checks, in files by topic; the helpers they share are here.

mod authority;
mod card_tones;
mod close_combat;
mod ift;
mod issue22;
mod morale_checks;
mod movement_phase;
mod random_selection;
mod smoke_grenades;
mod support_weapons;
mod turn_record;

use super::cc::{self, Ambush, CcResult, CloseCombat};
use super::data::AslData;
use super::fire::{self, FireAttack, FireItem, FireType, IftResult, ItemKind};
use super::frac::Frac;
use super::morale::{
    self, CheckKind, MoraleCheck, MoraleResult, Promotion, RallyAttempt, RallyResult, UnitSize,
    Wound,
};
use super::*;

fn data() -> AslData {
    AslData::embedded()
}

fn squad(fp: u32) -> FireItem {
    FireItem::new(ItemKind::Squad, fp)
}

fn mg(fp: u32) -> FireItem {
    FireItem::new(ItemKind::Mg, fp)
}

fn ift(a: &FireAttack, c: u8, w: u8) -> fire::IftOutcome {
    fire::resolve(&data(), a, &AslSettings::default(), c, w).expect("resolves")
}
