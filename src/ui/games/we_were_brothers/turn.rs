//! The turn panel: the initiative check (Leader, active men counted from the squads; panels
//! tapped in), who plays first, the Leader's Pink attempt, support-fire calls, detonators and
//! smoke put on the Time Track, order cards, the mission's length and wind, and the rule tiers.

use crate::ui::design::{font, space};
use iced::Element;
use iced::widget::{Column, text};

use super::{Msg, Ui, m};
use crate::games::we_were_brothers::turn::ORDERS;
use crate::games::we_were_brothers::{self as wwb, Tiers, WwbAction};
use crate::ui::app::{App, Message, Table};
use crate::ui::icons::{Icon, icon};
use crate::ui::widgets::die_pad::number_pad;
use crate::ui::widgets::{big_button, toggle, wrap_row};

fn act(a: WwbAction) -> Message {
    m(Msg::Action(a))
}

pub fn view<'a>(app: &'a App, t: &'a Table, ui: &'a Ui) -> Element<'a, Message> {
    let loc = &app.loc;
    let Some(s) = wwb::state(&t.state.table) else {
        return text("").into();
    };
    let side = |i: usize| {
        t.def
            .sides
            .get(i)
            .map_or_else(String::new, |x| loc.t(&x.name))
    };
    let mut c = Column::new().spacing(space::M);
    c = c.push(text(loc.t("wwb-ui-initiative")).size(font::TITLE));
    for i in 0..2 {
        c = c.push(text(loc.tr("wwb-ui-panels-held", &[("side", side(i))])).size(font::CAPTION));
        c = c.push(number_pad(
            0..=9,
            Some(ui.panels[i]),
            move |n| m(Msg::Panels(i, n)),
            &format!("wwb-panels-{i}"),
        ));
    }
    c = c.push(
        iced::widget::container(
            big_button(
                loc.t("wwb-ui-check-initiative"),
                Some(act(WwbAction::Initiative {
                    panels: ui.panels,
                    dice: None,
                })),
            )
            .style(crate::ui::design::style::primary),
        )
        .id("wwb-check-initiative"),
    );
    // Always one line (empty before the check), so nothing under it moves when it comes.
    let first = s.turn.first.map_or_else(String::new, |f| {
        let pts = s
            .turn
            .points
            .iter()
            .map(|p| p.to_string())
            .collect::<Vec<_>>()
            .join(" – ");
        loc.tr("wwb-ui-first", &[("side", side(f)), ("points", pts)])
    });
    c = c.push(
        text(first)
            .size(font::TITLE)
            .wrapping(iced::widget::text::Wrapping::None),
    );
    // Who goes first, set by hand: one of two.
    c = c.push(crate::ui::design::segmented(vec![
        (
            loc.tr("wwb-ui-side-first", &[("side", side(0))]),
            s.turn.first == Some(0),
            Some(act(WwbAction::SetFirst(0))),
        ),
        (
            loc.tr("wwb-ui-side-first", &[("side", side(1))]),
            s.turn.first == Some(1),
            Some(act(WwbAction::SetFirst(1))),
        ),
    ]));
    // Activation order (L229, L233).
    if !s.squads.is_empty() {
        c = c.push(text(loc.t("wwb-ui-activation")).size(font::TITLE));
        c = c.push(text(loc.t("wwb-ui-in-zone")).size(font::CAPTION));
        c = c.push(wrap_row(
            s.squads
                .iter()
                .enumerate()
                .map(|(i, q)| {
                    toggle(
                        q.code.clone(),
                        s.turn.in_zone.contains(&i),
                        act(WwbAction::Zone(i)),
                    )
                })
                .collect(),
        ));
        c = c.push(toggle(
            loc.t("wwb-ui-alternating"),
            s.turn.alternating,
            act(WwbAction::Alternating(!s.turn.alternating)),
        ));
        let order: Vec<String> = crate::games::we_were_brothers::turn::activation_order(s)
            .into_iter()
            .filter_map(|i| s.squads.get(i).map(|q| q.code.clone()))
            .collect();
        c = c.push(text(order.join(" → ")).size(font::BODY));
    }
    // Support, detonators, smoke: onto the Time Track.
    c = c.push(text(loc.t("wwb-ui-time-track")).size(font::TITLE));
    let n = s.turn.detonators.len() + 1;
    let tool = |words: String, i: Icon, msg: Message| -> Element<'a, Message> {
        crate::ui::design::plain_button(words, Some(icon(i, font::LEAD).into()), Some(msg)).into()
    };
    let mut timers: Vec<Element<'a, Message>> = vec![
        tool(
            loc.t("wwb-ui-call-artillery"),
            Icon::Artillery,
            act(WwbAction::CallSupport { air: false }),
        ),
        tool(
            loc.t("wwb-ui-call-air"),
            Icon::Vehicle,
            act(WwbAction::CallSupport { air: true }),
        ),
        crate::ui::design::plain_button(
            loc.t("wwb-ui-smoke-placed"),
            None,
            Some(act(WwbAction::Smoke {
                label: format!("S{}", s.turn.smoke.len() + 1),
            })),
        )
        .into(),
    ];
    timers.push(text(loc.t("wwb-ui-detonator")).size(font::CAPTION).into());
    c = c.push(wrap_row(timers));
    c = c.push(number_pad(
        1..=6,
        None,
        move |k| {
            act(WwbAction::Detonator {
                label: format!("D{n}"),
                turns: k,
            })
        },
        "wwb-detonator",
    ));
    let mut pending = vec![];
    for dt in &s.turn.detonators {
        pending.push(loc.tr(
            "wwb-ui-detonator-left",
            &[("label", dt.label.clone()), ("n", dt.turns.to_string())],
        ));
    }
    for sm in &s.turn.smoke {
        pending.push(loc.tr("wwb-ui-smoke-on", &[("label", sm.label.clone())]));
    }
    // One line, always drawn: a detonator or smoke added moves nothing under it.
    c = c.push(
        text(pending.join(" · "))
            .size(font::BODY)
            .wrapping(iced::widget::text::Wrapping::None),
    );
    c = c.push(text(loc.t("wwb-ui-mission-length")).size(font::CAPTION));
    let len = t.state.table.tracks.get("time").map(|x| x.boxes as u8);
    c = c.push(number_pad(
        6..=20,
        len,
        |k| act(WwbAction::MissionLength(u32::from(k))),
        "wwb-length",
    ));
    // Order cards (physical cards: record which squad got which).
    if !s.squads.is_empty() {
        c = c.push(text(loc.t("wwb-ui-orders")).size(font::TITLE));
        let q = ui.squad.min(s.squads.len() - 1);
        c = c.push(crate::ui::design::component::choice_wrap(
            s.squads
                .iter()
                .enumerate()
                .map(|(i, x)| (x.code.clone(), q == i, Some(m(Msg::Squad(i)))))
                .collect(),
        ));
        c = c.push(wrap_row(
            ORDERS
                .iter()
                .map(|o| {
                    let given = s.turn.orders.iter().any(|(sq, card)| *sq == q && card == o);
                    toggle(
                        loc.t(&format!("wwb-order-{o}")),
                        given,
                        act(WwbAction::Order {
                            squad: q,
                            card: o.to_string(),
                        }),
                    )
                })
                .collect(),
        ));
    }
    // Rule tiers.
    let tr = s.tiers;
    c = c.push(text(loc.t("wwb-ui-tiers")).size(font::TITLE));
    c = c.push(wrap_row(vec![
        toggle(
            loc.t("wwb-ui-cherry"),
            tr.cherry_corner,
            act(WwbAction::SetTiers(Tiers {
                cherry_corner: !tr.cherry_corner,
                ..tr
            })),
        ),
        toggle(
            loc.t("wwb-ui-additional"),
            tr.additional,
            act(WwbAction::SetTiers(Tiers {
                additional: !tr.additional,
                ..tr
            })),
        ),
        toggle(
            loc.t("wwb-ui-optional"),
            tr.optional,
            act(WwbAction::SetTiers(Tiers {
                optional: !tr.optional,
                ..tr
            })),
        ),
        // Where the rulebook contradicts itself (L696 against L742): the default follows L742.
        toggle(
            loc.t("wwb-ui-rally-clears"),
            s.readings.rally_clears,
            act(WwbAction::SetReadings(
                crate::games::we_were_brothers::rolls::Readings {
                    rally_clears: !s.readings.rally_clears,
                    ..s.readings
                },
            )),
        ),
        // L633 "any roll" on the wounded man's own deterioration roll (L653): on by default.
        toggle(
            loc.t("wwb-ui-spare-deterioration"),
            s.readings.spare_deterioration,
            act(WwbAction::SetReadings(
                crate::games::we_were_brothers::rolls::Readings {
                    spare_deterioration: !s.readings.spare_deterioration,
                    ..s.readings
                },
            )),
        ),
    ]));
    super::form(c.into())
}
