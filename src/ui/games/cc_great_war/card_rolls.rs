//! Card rolls on the Turn tab: a card played this turn that asks for a roll (Three on a
//! Match…, `card_rolls.json`) offers it here, with the exact odds, the app's roll or the dice
//! tapped in one per die, and the result. Nothing shows when no such card was played.

use crate::ui::design::{font, space, style};
use iced::Element;
use iced::widget::{Column, Row, text};

use super::faces::face_entry;
use super::{Msg, Ui, m, stepper};
use crate::core::def::GameDef;
use crate::core::table::Table as CoreTable;
use crate::games::cc_great_war::CcState;
use crate::games::cc_great_war::card_rolls::{self, CardRolls, Effect};
use crate::ui::app::{App, Message, Table};
use crate::ui::widgets::{big_button, panel};

/// The card rolls waiting this turn, as (side, card), in the order the sides are listed.
pub(super) fn waiting(def: &GameDef, table: &CoreTable) -> Vec<(String, String)> {
    def.sides
        .iter()
        .flat_map(|s| {
            card_rolls::pending(def, table, &s.id)
                .into_iter()
                .map(|c| (s.id.clone(), c))
        })
        .collect()
}

/// The dice of a waiting card roll: the app's count, or the players' correction (made on the
/// first card waiting, the one the stepper is under).
pub(super) fn dice_for(def: &GameDef, table: &CoreTable, ui: &Ui, side: &str, card: &str) -> u32 {
    let offered = card_rolls::dice_offered(def, table, side, card).unwrap_or(0);
    let per_hand = CardRolls::of(def)
        .ok()
        .and_then(|r| r.card(card).map(|c| c.per_command_card))
        .unwrap_or(false);
    let first = waiting(def, table)
        .first()
        .is_some_and(|(s, c)| s == side && c == card);
    match ui.card_dice {
        Some(d) if per_hand && first => d,
        _ => offered,
    }
}

pub(super) fn card_rolls_view<'a>(
    app: &'a App,
    t: &'a Table,
    s: &'a CcState,
    ui: &'a Ui,
) -> Option<Element<'a, Message>> {
    let loc = &app.loc;
    let def = &t.def;
    let rolls = CardRolls::of(def).ok()?;
    let waiting = waiting(def, &t.state.table);
    // The last result, while its card was rolled this turn.
    let done = s.last_card_roll.as_ref().filter(|r| {
        s.turn
            .card_rolls
            .iter()
            .any(|(side, c)| *side == r.side && *c == r.outcome.card)
    });
    if waiting.is_empty() && done.is_none() {
        return None;
    }
    let mut col = Column::new().spacing(space::M);
    for (i, (side, card)) in waiting.iter().enumerate() {
        let Some(c) = rolls.card(card) else {
            continue;
        };
        let burst = card_rolls::burst_counts(&s.settings, card);
        let dice = dice_for(def, &t.state.table, ui, side, card);
        let mut body = Column::new().spacing(space::S);
        body = body.push(
            text(format!(
                "{} · {}",
                crate::games::cc_great_war::card::card_roll_title(loc, def, side, card),
                loc.tr("ccgw-ui-card-dice", &[("n", dice.to_string())])
            ))
            .size(font::CONTROL),
        );
        if let Some(die) = def.die("battle")
            && let Ok(odds) = card_rolls::odds(c, &die, dice, burst)
        {
            for e in odds {
                body = body.push(
                    text(loc.tr(
                        &format!("ccgw-cardodds-{}", e.effect.id()),
                        &[
                            ("p", loc.num(e.any().percent(), 1)),
                            ("mean", loc.num(e.expected(), 2)),
                        ],
                    ))
                    .size(font::LABEL),
                );
            }
        }
        body = body.push(text(loc.t("ccgw-ui-card-nothing")).size(font::CAPTION));
        // A hand the app counted may be off (physical cards): the players correct the dice.
        if c.per_command_card && i == 0 {
            body = body.push(stepper(
                loc.t("ccgw-ui-card-hand-dice"),
                dice.to_string(),
                (dice > 1).then_some(Msg::CardDice(-1)),
                (dice < rolls.max_dice).then_some(Msg::CardDice(1)),
            ));
        }
        if c.effects(burst).contains(&Effect::Hit) {
            let figures = ui
                .card_figures
                .map(|f| f.to_string())
                .unwrap_or_else(|| loc.t("ccgw-ui-unknown"));
            body = body.push(stepper(
                loc.t("ccgw-ui-figures"),
                figures,
                Some(Msg::CardFigures(-1)),
                Some(Msg::CardFigures(1)),
            ));
        }
        body = body.push(
            Row::new().push(
                big_button(
                    loc.t("ccgw-ui-card-roll"),
                    Some(m(Msg::CardRoll {
                        side: side.clone(),
                        card: card.clone(),
                    })),
                )
                .style(style::primary),
            ),
        );
        // Dice tapped in go to the first card waiting: one tap per die, the last records it.
        if i == 0 {
            body = body.push(face_entry(
                def,
                loc,
                &ui.card_faces,
                Msg::CardFace,
                Msg::CardFaceClear,
                None,
            ));
        }
        col = col.push(body);
    }
    if let Some(r) = done {
        // Whose roll it was (both sides play cards), the readings it rests on first, as on a
        // result card, then the working: the game's words (one source with `adjutant play`).
        let words = crate::games::cc_great_war::card::card_roll(loc, def, &s.settings, r);
        let mut c = Column::new()
            .spacing(space::XS)
            .push(text(words.whose).size(font::BODY));
        for l in words.basis.iter().chain(&words.working) {
            c = c.push(text(l.clone()).size(font::BODY));
        }
        col = col.push(c);
    }
    Some(panel(loc.t("ccgw-ui-card-rolls"), col.into()))
}
