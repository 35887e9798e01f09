//! The last battle as a result card: hits and damage each way in display type, the dice as
//! faces (attacker, red, defender), who attacked whom, the working folded; greyed once the
//! turn has passed, new dice are being entered, or the form no longer describes it.

use crate::ui::design::{font, space};
use iced::Element;
use iced::widget::{Column, row, text};

use super::dice::faces;
use super::{Msg, Ui, m};
use crate::core::dice::Die;
use crate::games::trench_club::battle::{Shots, Situation};
use crate::games::trench_club::state::{BattleRecord, TcState};
use crate::i18n::Localizer;
use crate::ui::app::Message;
use crate::ui::widgets::result_card::{Card, result_card};

/// The dice by side, each side's on a line of its own after its name (small faces, so a
/// dozen a side and both lines fit the card's one place for dice under the outcome; the
/// defender's return fire is never pushed out of sight).
fn dice_of<'a>(loc: &Localizer, rec: &BattleRecord) -> Element<'a, Message> {
    let o = &rec.outcome;
    let plain = Die::numeric(12);
    let mut r = Column::new().spacing(space::HAIR);
    let sides = [
        (&o.attack_shots, o.plan.attack.hit, "tc-ui-dice-attacker"),
        (
            o.back_shots.as_ref().unwrap_or(&Shots::Hits(0)),
            o.plan.back.as_ref().map_or(0, |b| b.hit),
            "tc-ui-dice-defender",
        ),
    ];
    for (shots, hit, label) in sides {
        let Shots::Dice { base, red } = shots else {
            continue;
        };
        let mut all = base.clone();
        all.extend(red);
        if !all.is_empty() {
            r = r.push(
                row![
                    text(loc.t(label)).size(font::CAPTION),
                    faces(&plain, &all, hit, 20.0)
                ]
                .spacing(space::S)
                .align_y(iced::Alignment::Center),
            );
        }
    }
    r.into()
}

/// Whether a form's situation still describes the battle `rec`: as it was fought, or as it
/// stands now that the battle is over (a form that names units on the table reads their
/// damage and experience, which the battle just changed: the fresh result is not earlier).
pub fn describes(rec: &BattleRecord, now: &Situation) -> bool {
    let mut after = rec.situation.clone();
    let o = &rec.outcome;
    after.attacker.damage = o.attacker.damage_after;
    after.attacker.xp = o.attacker.xp_after;
    after.defender.damage = o.defender.damage_after;
    after.defender.xp = o.defender.xp_after;
    *now == rec.situation || *now == after
}

pub fn battle_card<'a>(
    loc: &Localizer,
    def: &crate::core::def::GameDef,
    s: &TcState,
    ui: &Ui,
    rec: &BattleRecord,
    form_matches: bool,
) -> Element<'a, Message> {
    // The words are the game's (one source with `adjutant play`).
    let words = crate::games::trench_club::card::battle(loc, def, s, rec);
    result_card(Card {
        outcome: words.outcome,
        detail: words.detail,
        whose: words.whose,
        dice: Some(dice_of(loc, rec)),
        working: words.working,
        open: ui.working,
        toggle: Some(m(Msg::Working)),
        current: rec.turn == s.turn && ui.entry.is_empty() && form_matches,
        next: vec![],
        aside: None,
        show_working: loc.t("ui-show-working"),
        hide_working: loc.t("ui-hide-working"),
        stale: loc.t("ui-result-stale"),
        basis_mark: words.basis_mark,
        basis: words.basis,
        tone: words.tone,
    })
}
