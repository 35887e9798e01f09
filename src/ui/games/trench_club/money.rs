//! The Money tab (Phase 4, L496-514): each player's purse and forts, the income for the forts
//! held, repairs (2, only for units already in a fort at the start of the turn), purchases at
//! the Unit Sheet's cost, gifts to the ally with the bank's fee, and the ledger.

use crate::ui::design::{font, space};
use iced::Element;
use iced::widget::{Column, row, text};

use super::{Msg, Ui, button, m, side_name, stepper, unit_label};
use crate::games::trench_club::data::TcData;
use crate::games::trench_club::ledger::special_deck;
use crate::games::trench_club::state::{TcState, team_of};
use crate::i18n::Localizer;
use crate::ui::app::Message;
use crate::ui::icons::{Icon, icon};
use crate::ui::widgets::{panel, square_button, wrap_row};

fn purses<'a>(loc: &Localizer, s: &TcState) -> Element<'a, Message> {
    let mut c = Column::new().spacing(space::S);
    for seat in &s.seats {
        let line = loc.tr(
            "tc-ui-purse",
            &[
                ("side", side_name(loc, &seat.side)),
                ("money", seat.money.to_string()),
                ("forts", s.forts_of(&seat.side).to_string()),
            ],
        );
        let fix = |d: i64| Some(m(Msg::Money(seat.side.clone(), d)));
        c = c.push(
            row![
                text(line).size(font::CONTROL).width(iced::Length::Fill),
                square_button("−", fix(-1)),
                square_button("+", fix(1)),
            ]
            .spacing(space::S)
            .align_y(iced::Alignment::Center),
        );
    }
    c.into()
}

fn ledger<'a>(loc: &Localizer, s: &TcState) -> Element<'a, Message> {
    let mut c = Column::new().spacing(space::HAIR);
    for e in s.ledger.iter().rev().take(5) {
        let what = e
            .what
            .as_deref()
            .map(|w| {
                if s.seat(w).is_some() {
                    side_name(loc, w)
                } else {
                    loc.t(&format!("tc-unit-{w}"))
                }
            })
            .unwrap_or_default();
        c = c.push(
            text(loc.tr(
                "tc-ui-ledger-line",
                &[
                    ("side", side_name(loc, &e.side)),
                    ("delta", format!("{:+}", e.delta)),
                    ("why", loc.t(&e.why)),
                    ("what", what),
                ],
            ))
            .size(font::SMALL),
        );
    }
    c.into()
}

/// Special Forces (L510): a random card, or a chosen one for a team behind.
fn special<'a>(
    loc: &Localizer,
    s: &TcState,
    data: &TcData,
    side: &str,
    money: i64,
    has_fort: bool,
) -> Element<'a, Message> {
    let deck = special_deck(data, s);
    let Some(cost) = data.special.cost.filter(|_| !deck.is_empty()) else {
        let why = if data.special.cost.is_none() {
            "tc-err-special-data"
        } else {
            "tc-err-special-empty"
        };
        return text(loc.t(why)).size(font::SMALL).into();
    };
    let ok = has_fort && money >= i64::from(cost);
    let mut items = vec![
        crate::ui::design::plain_button(
            loc.tr(
                "tc-ui-special",
                &[("cost", cost.to_string()), ("left", deck.len().to_string())],
            ),
            Some(icon(Icon::Random, font::LEAD).into()),
            ok.then_some(super::m(Msg::BuySpecial(None))),
        )
        .into(),
    ];
    if s.may_choose_special(side) {
        let mut kinds = deck.clone();
        kinds.dedup();
        for k in kinds {
            items.push(button(
                loc.tr(
                    "tc-ui-special-choose",
                    &[("unit", loc.t(&format!("tc-unit-{k}")))],
                ),
                ok.then_some(Msg::BuySpecial(Some(k))),
            ));
        }
    }
    wrap_row(items)
}

pub fn money_view<'a>(
    loc: &Localizer,
    s: &TcState,
    ui: &Ui,
    data: &TcData,
) -> Element<'a, Message> {
    let Some(active) = s.active() else {
        return text("").into();
    };
    let side = active.side.as_str();
    // As the phase plays: the income, the purchases, then the rarer repairs and gifts; the
    // ledger last. What changes as money moves (the lines of the ledger, a repaired unit) is
    // below what is tapped, so a purchase never moves the next one's button.
    let mut c = Column::new().spacing(space::L).push(purses(loc, s));
    let income = s.forts_of(side) as u32 * data.economy.income_per_fort.value;
    // The phase's first and main action: the income.
    c = c.push(super::primary(
        loc.tr("tc-ui-income", &[("money", income.to_string())]),
        Some(Icon::Money),
        (!s.income_taken).then_some(Msg::Income),
    ));
    c = c.push(text(loc.t("tc-ui-buy-title")).size(font::CONTROL));
    let has_fort = s.forts_of(side) > 0;
    let cap = data.economy.cap_per_type.value as usize;
    let items = data
        .units
        .units
        .iter()
        .filter(|d| {
            d.nations.is_empty() || s.nations_of(side).iter().any(|n| d.nations.contains(n))
        })
        .map(|d| {
            // Over the cap is said by the button's colour and the line under the buttons,
            // never by a longer label (the row would reflow under the finger).
            let over = s.settings.cap_warning && s.count_of(side, &d.id) >= cap;
            let label = loc.tr(
                "tc-ui-buy",
                &[
                    ("unit", loc.t(&d.name)),
                    // "?" on a cost the rulebook text does not give, as on the Unit Sheet.
                    (
                        "cost",
                        format!("{}{}", d.cost, if d.is_verified("cost") { "" } else { "?" }),
                    ),
                ],
            );
            let ok = has_fort && active.money >= i64::from(d.cost);
            let msg = ok.then(|| super::m(Msg::Buy(d.id.clone())));
            let b = crate::ui::design::plain_button(label, None, msg);
            if over {
                b.style(crate::ui::design::style::danger).into()
            } else {
                b.into()
            }
        })
        .collect();
    c = c.push(wrap_row(items));
    let over: Vec<String> = data
        .units
        .units
        .iter()
        .filter(|d| s.settings.cap_warning && s.count_of(side, &d.id) >= cap)
        .map(|d| loc.t(&d.name))
        .collect();
    let note = if !has_fort {
        loc.t("tc-err-buy-fort")
    } else if over.is_empty() {
        String::new()
    } else {
        loc.tr(
            "tc-ui-over-cap",
            &[("cap", cap.to_string()), ("units", over.join(", "))],
        )
    };
    // One line in a fixed place, empty when there is nothing to say.
    c = c.push(
        iced::widget::container(text(note).size(font::SMALL))
            .height(iced::Length::Fixed(40.0))
            .clip(true),
    );
    c = c.push(special(loc, s, data, side, active.money, has_fort));
    let repair = data.economy.repair_cost.value;
    let damaged: Vec<_> = s
        .units
        .iter()
        .filter(|u| s.seat_of(&u.owner) == Some(side) && u.damage > 0)
        .collect();
    if !damaged.is_empty() {
        c = c.push(
            text(loc.tr("tc-ui-repair-title", &[("cost", repair.to_string())])).size(font::CONTROL),
        );
        let items = damaged
            .iter()
            .map(|u| {
                let ok = u.in_fort && u.fort_since_start && active.money >= i64::from(repair);
                let why = if u.in_fort && u.fort_since_start {
                    "tc-ui-repair"
                } else {
                    "tc-ui-repair-not"
                };
                button(
                    loc.tr(
                        why,
                        &[
                            ("unit", unit_label(loc, s, u.id)),
                            ("damage", u.damage.to_string()),
                        ],
                    ),
                    ok.then_some(Msg::Repair(u.id)),
                )
            })
            .collect();
        c = c.push(wrap_row(items));
    }
    let allies: Vec<_> = s
        .seats
        .iter()
        .filter(|x| x.side != side && team_of(&x.side) == team_of(side))
        .collect();
    if !allies.is_empty() {
        let fee = data.economy.gift_fee.value;
        let mut items = vec![stepper(
            loc.t("tc-ui-gift"),
            ui.gift.to_string(),
            Msg::Gift(-1),
            Msg::Gift(1),
        )];
        for a in allies {
            let ok = active.money >= i64::from(ui.gift + fee);
            items.push(button(
                loc.tr(
                    "tc-ui-give",
                    &[("side", side_name(loc, &a.side)), ("fee", fee.to_string())],
                ),
                ok.then_some(Msg::GiveTo(a.side.clone())),
            ));
        }
        c = c.push(wrap_row(items));
    }
    c = c
        .push(text(loc.t("tc-ui-ledger")).size(font::CONTROL))
        .push(ledger(loc, s));
    panel(loc.t("tc-ui-tab-money"), c.into())
}
