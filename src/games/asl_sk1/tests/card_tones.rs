//! The result card's tone, for the side that rolled (`card::of`), from real resolutions.

use super::*;
use crate::games::Game;
use crate::games::card::Tone;

/// The card of `r` as the table would show it, in English.
fn card_of(r: Resolution) -> crate::games::card::CardText {
    let def = crate::games::embedded_content()
        .game(ID)
        .cloned()
        .expect("asl data");
    let mut t = crate::core::table::Table::new(&def, 5);
    t.extra = RULES.new_extra(&def, &mut t);
    t.extra.get_mut::<AslState>().expect("state").last = Some(r.clone());
    let loc = crate::i18n::Localizer::new(crate::i18n::Lang::En);
    card::of(&loc, &def, &t, &r).expect("a card")
}

#[test]
fn fire_with_an_effect_is_a_success_for_the_firer_and_ne_a_failure() {
    let a = FireAttack {
        items: vec![squad(7)],
        ..Default::default()
    };
    assert_ne!(ift(&a, 1, 1).result, IftResult::NoEffect);
    assert_eq!(
        card_of(Resolution::Fire(a.clone(), 1, 1)).tone,
        Tone::Success
    );
    assert_eq!(ift(&a, 6, 6).result, IftResult::NoEffect);
    assert_eq!(card_of(Resolution::Fire(a, 6, 6)).tone, Tone::Failure);
}

#[test]
fn a_morale_check_passed_is_a_success_and_broken_a_failure() {
    let x = MoraleCheck {
        morale: 7,
        ..Default::default()
    };
    assert_eq!(
        morale::morale_check(&x, 1, 2).expect("mc").result,
        MoraleResult::Passed
    );
    assert_eq!(
        card_of(Resolution::Morale(x.clone(), 1, 2)).tone,
        Tone::Success
    );
    assert_eq!(
        morale::morale_check(&x, 4, 5).expect("mc").result,
        MoraleResult::Broken
    );
    assert_eq!(card_of(Resolution::Morale(x, 4, 5)).tone, Tone::Failure);
}

#[test]
fn an_ambush_contest_is_neutral_and_a_rally_failed_a_failure() {
    let side = cc::AmbushSide::default();
    assert_eq!(
        card_of(Resolution::Ambush(side, side, 3, 4)).tone,
        Tone::Neutral
    );
    let r = RallyAttempt {
        broken_morale: 7,
        mmc: true,
        ..Default::default()
    };
    assert_eq!(
        morale::rally(&r, 5, 6).expect("rally").result,
        RallyResult::Failed
    );
    assert_eq!(card_of(Resolution::Rally(r, 5, 6)).tone, Tone::Failure);
}
