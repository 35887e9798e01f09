//! The turn record: turn and sides, the scenario length, reminders of the markers to put on
//! or take off in this phase, and the rule settings.

use crate::ui::design::{font, space, style};
use iced::widget::{Column, Row, container, text};
use iced::{Alignment, Element, Length};

use super::{Msg, m, stepper, toggle};
use crate::core::def::GameDef;
use crate::games::asl_sk1::{AslState, BelowOne};
use crate::i18n::Localizer;
use crate::session::GameState;
use crate::ui::app::Message;
use crate::ui::screens::section;
use crate::ui::theme;
use crate::ui::widgets::{big_button, wrap_row};

pub(super) fn turn_panel<'a>(
    loc: &Localizer,
    def: &GameDef,
    g: &GameState,
    s: &AslState,
) -> Element<'a, Message> {
    let c = g.table.cursor;
    let side_name = |i: usize| def.sides.get(i).map(|x| loc.t(&x.name)).unwrap_or_default();
    let attacker = s.attacker(c.side);
    let mut col = Column::new().spacing(space::M);
    let turn = match s.turns {
        Some(n) => loc.tr(
            "asl-ui-turn-of",
            &[("turn", c.round.to_string()), ("turns", n.to_string())],
        ),
        None => loc.tr("asl-ui-turn", &[("turn", c.round.to_string())]),
    };
    col = col.push(text(turn).size(font::LEAD));
    col = col.push(
        text(loc.tr(
            "asl-ui-attacker",
            &[
                ("attacker", side_name(attacker)),
                ("defender", side_name(1 - attacker.min(1))),
            ],
        ))
        .size(font::CONTROL),
    );
    if s.half_ended || s.ended(c.round, c.side) {
        col = col.push(
            container(text(loc.t("asl-ui-end")).size(font::LEAD))
                .padding(space::M)
                .style(theme::banner),
        );
    } else if s.half_last && s.turns == Some(c.round) {
        col = col.push(text(loc.t("asl-ui-half-turn")).size(font::LABEL));
    }
    for r in s.reinforcements_due(c.round, attacker) {
        col = col.push(
            text(loc.tr("asl-ui-reinforcements-due", &[("text", r.text.clone())]))
                .size(font::LABEL),
        );
    }
    col = col.push(wrap_row(vec![
        stepper(
            loc.t("asl-ui-length"),
            s.turns.map_or_else(|| "—".to_string(), |n| n.to_string()),
            s.turns.map(|_| Msg::Length(-1)),
            Some(Msg::Length(1)),
        ),
        toggle(loc.t("asl-ui-half-last"), s.half_last, Msg::HalfLast),
        big_button(
            loc.tr(
                "asl-ui-first-attacker",
                &[("side", side_name(s.first_attacker))],
            ),
            Some(m(Msg::FirstAttacker)),
        )
        .style(style::plain)
        .into(),
    ]));
    if let Some(r) = reminders(loc, def, g, s, false) {
        col = col.push(r);
    }
    col = col.push(wrap_row(vec![
        toggle(
            loc.t("asl-ui-below-one"),
            s.settings.below_one == BelowOne::FirstColumn,
            Msg::BelowOne,
        ),
        toggle(
            loc.t("asl-ui-cower-fg"),
            s.settings.cower_fire_groups,
            Msg::CowerFg,
        ),
        toggle(
            loc.t("asl-ui-residual-errata"),
            s.settings.residual_errata,
            Msg::ResidualErrata,
        ),
    ]));
    section(loc.t("asl-ui-turn-record"), col.into())
}

/// The markers to put on or take off in this phase, each with its clear where units carry it;
/// `None` when there are none. Shown atop the phase's tool and in the turn record.
pub(super) fn reminders<'a>(
    loc: &Localizer,
    def: &GameDef,
    g: &GameState,
    s: &AslState,
    atop: bool,
) -> Option<Element<'a, Message>> {
    let attacker = s.attacker(g.table.cursor.side);
    let mut rem = crate::games::asl_sk1::play::reminders_now(def, &g.table, s);
    // Atop a tool, only the markers to take off the units on the list, each with its clear:
    // the rest is in the phase's hint and the turn record. The lines stay when cleared (the
    // button greys), so nothing under them moves.
    if atop {
        rem.retain(|r| r.off && r.flag.is_some() && !s.units.is_empty());
    }
    if rem.is_empty() {
        return None;
    }
    let mut col = Column::new().spacing(space::M);
    col = col.push(text(loc.t("asl-ui-reminders")).size(font::CONTROL));
    for r in rem {
        let id = if r.off {
            "asl-ui-marker-off"
        } else {
            "asl-ui-marker-on"
        };
        let mut line = Row::new()
            .spacing(space::M)
            .align_y(Alignment::Center)
            .push(
                text(loc.tr(id, &[("marker", loc.t(&r.name))]))
                    .size(font::LABEL)
                    .width(Length::Fill),
            );
        if r.off
            && let Some(f) = r.flag
        {
            let (side, n) = crate::games::asl_sk1::play::clear_scope(&r, s, attacker);
            if !s.units.is_empty() {
                line = line.push(
                    big_button(
                        loc.tr("asl-ui-clear", &[("n", n.to_string())]),
                        (n > 0).then_some(m(Msg::Clear(f, side))),
                    )
                    .style(style::plain),
                );
            }
        }
        col = col.push(line);
    }
    Some(col.into())
}
