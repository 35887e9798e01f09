//! The Turn tab: end-of-turn choices, each side's hand of cards, and the HQ ledger.

use crate::ui::design::component::choice_grid_fit as choice_grid;
use crate::ui::design::{
    font, ghost_button, icon_label, plain_button, primary_button, space, style,
};
use crate::ui::icons::{Icon, icon};
use iced::widget::{Column, column, container, row, text};
use iced::{Alignment, Element, Length};

use super::{Msg, Ui, cost_shown, m, side_name, stepper, toggle};
use crate::core::def::GameDef;
use crate::games::cc_great_war::{self as cc, COMBAT, COMMAND, CcState, HqReason};
use crate::i18n::Localizer;
use crate::ui::app::{App, Message, Table};
use crate::ui::widgets::panel;

/// A deck's heading in a hand: its icon and its name.
fn deck_heading<'a>(words: String, i: Icon) -> Element<'a, Message> {
    container(icon_label(
        Some(icon(i, font::LEAD).into()),
        words,
        font::CONTROL,
    ))
    .into()
}

/// One card of a hand, on the well's ground so the cards read as a list.
fn card_item<'a>(content: Element<'a, Message>) -> Element<'a, Message> {
    container(content)
        .padding(space::M)
        .width(Length::Fill)
        .style(style::well)
        .into()
}

pub(super) fn card_line<'a>(
    loc: &Localizer,
    def: &GameDef,
    deck: &str,
    card: &str,
) -> Column<'a, Message> {
    let cdef = def
        .decks
        .iter()
        .find(|d| d.id == deck)
        .and_then(|d| d.cards.iter().find(|c| c.id == card));
    let mut c = column![
        text(
            cdef.map(|x| loc.t(&x.name))
                .unwrap_or_else(|| card.to_string())
        )
        .size(font::CONTROL)
    ]
    .spacing(space::HAIR);
    if let Some(t) = cdef.and_then(|x| x.timing.as_ref()) {
        c = c.push(text(loc.t(t)).size(font::CAPTION));
    }
    if let Some(e) = cdef.and_then(|x| x.effect.as_ref()) {
        c = c.push(text(loc.t(e)).size(font::SMALL));
    }
    c
}

pub(super) fn turn_view<'a>(
    app: &'a App,
    t: &'a Table,
    s: &'a CcState,
    ui: &'a Ui,
) -> Element<'a, Message> {
    let loc = &app.loc;
    let def = &t.def;
    let active = def
        .sides
        .get(t.state.table.cursor.side)
        .map(|x| x.id.clone())
        .unwrap_or_default();
    let mut col = Column::new().spacing(space::L);
    // Cards played this turn that ask for a roll.
    if let Some(p) = super::card_rolls::card_rolls_view(app, t, s, ui) {
        col = col.push(p);
    }
    // End of turn: offered only where the engine takes it, in Phase 5 to the active side
    // (L544-556).
    let table = &t.state.table;
    let may_draw = cc::may(def, table, "DrawCommand", None);
    let free = cc::may(def, table, "EndTurnChoice", None);
    let at_end = crate::ui::games::phase_id(def, &t.state) == cc::END_TURN_PHASE;
    if at_end || may_draw || free {
        let mut end = Column::new().spacing(space::M);
        let hq_label = loc.tr(
            "ccgw-ui-take-hq",
            &[(
                "n",
                if s.turn.improved_logistics.as_deref() == Some(active.as_str()) {
                    "4"
                } else {
                    "2"
                }
                .to_string(),
            )],
        );
        // Drawing the Command card is what the phase is for; then one of the two choices.
        end = end.push(
            row![
                primary_button(
                    loc.t("ccgw-ui-draw-command"),
                    Some(icon(Icon::Deck, font::LEAD).into()),
                    may_draw.then(|| m(Msg::DrawCommand))
                ),
                plain_button(hq_label, None, free.then(|| m(Msg::EndChoice(true)))),
                plain_button(
                    loc.t("ccgw-ui-draw-combat"),
                    Some(icon(Icon::Card, font::LEAD).into()),
                    free.then(|| m(Msg::EndChoice(false)))
                ),
            ]
            .spacing(space::S)
            .wrap(),
        );
        if s.turn.recon {
            end = end.push(text(loc.t("ccgw-ui-recon-hint")).size(font::SMALL));
        }
        end = end.push(text(loc.t("ccgw-ui-end-hint")).size(font::SMALL));
        col = col.push(panel(
            loc.tr(
                "ccgw-ui-end-turn",
                &[("side", side_name(def, loc, &active))],
            ),
            end.into(),
        ));
    } else if s.nml.as_ref().is_some_and(|b| !b.done) {
        // The turns wait for the No Man's Land bombardment (L196-210).
        col = col.push(text(loc.t("ccgw-ui-nml-before-turn")).size(font::LABEL));
    }

    // Hands.
    for side in &def.sides {
        let shown = ui.revealed.contains(&side.id);
        let mut c = Column::new().spacing(space::M);
        if s.settings.physical_cards {
            for deck in [COMMAND, COMBAT] {
                let p = s.physical.get(deck).cloned().unwrap_or_default();
                c = c.push(
                    text(loc.tr(
                        "ccgw-ui-physical-counts",
                        &[
                            ("deck", loc.t(&format!("ccgw-deck-{deck}"))),
                            (
                                "hand",
                                p.hands.get(&side.id).copied().unwrap_or(0).to_string(),
                            ),
                            ("left", p.left.to_string()),
                        ],
                    ))
                    .size(font::LABEL),
                );
            }
        }
        c = c.push(toggle(
            loc.t(if shown { "deck-hide" } else { "deck-show" }),
            shown,
            Msg::Reveal(side.id.clone()),
        ));
        if shown {
            let command: Vec<String> = if s.settings.physical_cards {
                def.decks
                    .iter()
                    .find(|d| d.id == COMMAND)
                    .map(|d| d.cards.iter().map(|c| c.id.clone()).collect())
                    .unwrap_or_default()
            } else {
                t.state
                    .table
                    .decks
                    .get(COMMAND)
                    .and_then(|d| d.hands.get(&side.id))
                    .cloned()
                    .unwrap_or_default()
            };
            let combat: Vec<String> = if s.settings.physical_cards {
                def.decks
                    .iter()
                    .find(|d| d.id == COMBAT)
                    .map(|d| d.cards.iter().map(|c| c.id.clone()).collect())
                    .unwrap_or_default()
            } else {
                t.state
                    .table
                    .decks
                    .get(COMBAT)
                    .and_then(|d| d.hands.get(&side.id))
                    .cloned()
                    .unwrap_or_default()
            };
            c = c.push(deck_heading(loc.t("ccgw-deck-command"), Icon::Command));
            // Play is offered only while the rules allow it (shown disabled, so nothing moves).
            let may_command = cc::may(def, table, "PlayCommand", Some(&side.id));
            let may_combat = cc::may(def, table, "PlayCombat", Some(&side.id));
            for card in command {
                c = c.push(card_item(
                    row![
                        card_line(loc, def, COMMAND, &card).width(Length::Fill),
                        plain_button(
                            loc.t("ccgw-ui-play"),
                            Some(icon(Icon::Hand, font::LEAD).into()),
                            may_command.then(|| m(Msg::PlayCommand {
                                side: side.id.clone(),
                                card: card.clone()
                            }))
                        ),
                        ghost_button(
                            loc.t("deck-discard"),
                            None,
                            Some(m(Msg::DiscardCommand {
                                side: side.id.clone(),
                                card: card.clone()
                            }))
                        ),
                    ]
                    .spacing(space::S)
                    .align_y(Alignment::Center)
                    .into(),
                ));
            }
            c = c.push(deck_heading(loc.t("ccgw-deck-combat"), Icon::Card));
            c = c.push(text(loc.t("ccgw-ui-cost-hint")).size(font::SMALL));
            // Trading is offered only when the rules allow it (L546-550).
            let trade = cc::may(def, table, "Trade", Some(&side.id));
            for card in combat {
                let cost = cost_shown(def, s, ui, &card);
                let mut buttons = row![
                    card_line(loc, def, COMBAT, &card).width(Length::Fill),
                    plain_button(
                        loc.tr("ccgw-ui-play-cost", &[("cost", cost.to_string())]),
                        Some(icon(Icon::Hand, font::LEAD).into()),
                        may_combat.then(|| m(Msg::PlayCombat {
                            side: side.id.clone(),
                            card: card.clone()
                        }))
                    ),
                ]
                .spacing(space::S)
                .align_y(Alignment::Center);
                if trade {
                    buttons = buttons.push(ghost_button(
                        loc.t("ccgw-ui-trade"),
                        None,
                        Some(m(Msg::Trade {
                            side: side.id.clone(),
                            card: card.clone(),
                        })),
                    ));
                }
                c = c.push(card_item(
                    column![
                        buttons,
                        stepper(
                            loc.t("ccgw-ui-cost"),
                            cost.to_string(),
                            Some(Msg::Cost {
                                card: card.clone(),
                                delta: -1
                            }),
                            Some(Msg::Cost {
                                card: card.clone(),
                                delta: 1
                            }),
                        ),
                    ]
                    .spacing(space::XS)
                    .into(),
                ));
            }
        }
        col = col.push(panel(
            loc.tr("ccgw-ui-hand-of", &[("side", loc.t(&side.name))]),
            c.into(),
        ));
    }

    // HQ ledger: manual gains and spends with a reason.
    let mut h = Column::new().spacing(space::M);
    h = h.push(stepper(
        loc.t("ccgw-ui-hq-amount"),
        ui.hq_amount.to_string(),
        Some(Msg::HqAmount(-1)),
        Some(Msg::HqAmount(1)),
    ));
    // Why: one reason out of six, a choice grid.
    h = h.push(choice_grid(
        HqReason::MANUAL
            .iter()
            .map(|&r| (loc.t(r.msg()), ui.hq_reason == r, Some(m(Msg::HqReason(r)))))
            .collect(),
    ));
    for side in &def.sides {
        h = h.push(
            row![
                text(loc.t(&side.name)).size(font::BODY).width(Length::Fill),
                plain_button(
                    loc.t("ccgw-ui-hq-spend"),
                    Some(icon(Icon::Minus, font::LEAD).into()),
                    Some(m(Msg::Hq {
                        side: side.id.clone(),
                        sign: -1
                    }))
                ),
                plain_button(
                    loc.t("ccgw-ui-hq-gain"),
                    Some(icon(Icon::Plus, font::LEAD).into()),
                    Some(m(Msg::Hq {
                        side: side.id.clone(),
                        sign: 1
                    }))
                ),
            ]
            .spacing(space::S)
            .align_y(Alignment::Center),
        );
    }
    col = col.push(panel(loc.t("ccgw-ui-hq-ledger"), h.into()));
    col.into()
}
