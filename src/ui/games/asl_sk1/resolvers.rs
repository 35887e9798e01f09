//! The resolvers panel: the tool tabs, the open tool's form, the dice, and the last result.

use iced::Element;
use iced::widget::{Column, button, text};

use super::close_combat::{ambush_form, cc_form};
use super::fire::fire_form;
use super::morale::morale_form;
use super::movement::movement_form;
use super::promotion::promo_form;
use super::rally::rally_form;
use super::{Msg, Tool, Ui, lines_view, m, stepper, toggle};
use crate::core::def::GameDef;
use crate::games::asl_sk1::cc;
use crate::games::asl_sk1::fire;
use crate::games::asl_sk1::morale;
use crate::games::asl_sk1::{AslState, Line, Resolution, data};
use crate::i18n::Localizer;
use crate::ui::app::Message;
use crate::ui::screens::section;
use crate::ui::widgets::{big_button, wrap_row};

/// The dice steppers and the roll buttons; `labels` names the first die and, for a DR, the
/// second one.
pub(super) fn dice_row<'a>(
    loc: &Localizer,
    ui: &Ui,
    labels: (&str, Option<&str>),
) -> Element<'a, Message> {
    let mut items = vec![stepper(
        loc.t(labels.0),
        ui.colored.to_string(),
        (ui.colored > 1).then_some(Msg::Colored(-1)),
        (ui.colored < 6).then_some(Msg::Colored(1)),
    )];
    if let Some(second) = labels.1 {
        items.push(stepper(
            loc.t(second),
            ui.white.to_string(),
            (ui.white > 1).then_some(Msg::White(-1)),
            (ui.white < 6).then_some(Msg::White(1)),
        ));
    }
    items.push(
        big_button(loc.t("asl-ui-roll"), Some(m(Msg::Roll)))
            .style(button::primary)
            .into(),
    );
    items.push(
        big_button(loc.t("asl-ui-enter"), Some(m(Msg::Enter)))
            .style(button::secondary)
            .into(),
    );
    wrap_row(items)
}

pub(super) fn tools_panel<'a>(
    loc: &Localizer,
    def: &GameDef,
    s: &AslState,
    ui: &Ui,
) -> Element<'a, Message> {
    let d = &*data::for_def(def);
    let mut col = Column::new().spacing(10);
    col = col.push(wrap_row(
        Tool::ALL
            .iter()
            .map(|&tl| toggle(loc.t(tl.msg()), ui.tool == tl, Msg::Tool(tl)))
            .collect(),
    ));
    match ui.tool {
        Tool::Fire => col = col.push(fire_form(loc, d, s, ui)),
        Tool::Morale => col = col.push(morale_form(loc, ui)),
        Tool::Rally => col = col.push(rally_form(loc, ui)),
        Tool::Movement => col = col.push(movement_form(loc, d, ui)),
        Tool::Ambush => col = col.push(ambush_form(loc, ui)),
        Tool::Cc => col = col.push(cc_form(loc, d, ui)),
        Tool::Wound => {
            col = col.push(toggle(
                loc.t("asl-ui-already-wounded"),
                ui.wounded,
                Msg::Wounded,
            ))
        }
        Tool::Promotion => col = col.push(promo_form(loc, d, ui)),
        Tool::Sw => col = col.push(super::sw_tools::sw_form(loc, d, s, ui)),
        Tool::Random => col = col.push(super::random_pick::pick_form(loc, s, ui)),
    }
    let labels = match ui.tool {
        Tool::Fire | Tool::Morale | Tool::Rally | Tool::Cc => {
            Some(("asl-die-colored", Some("asl-die-white")))
        }
        Tool::Ambush => Some(("asl-ui-amb-dr-a", Some("asl-ui-amb-dr-d"))),
        Tool::Wound | Tool::Promotion => Some(("asl-ui-die", None)),
        Tool::Sw => Some(super::sw_tools::dice_labels(ui, s)),
        // A calculation, not a roll; the random selection has a die per candidate in its form.
        Tool::Movement | Tool::Random => None,
    };
    if let Some(labels) = labels {
        col = col.push(dice_row(loc, ui, labels));
    }
    // The last resolution of this kind, step by step.
    let lines = match (&s.last, ui.tool) {
        (Some(Resolution::Fire(a, c, w)), Tool::Fire) => fire::resolve(d, a, &s.settings, *c, *w)
            .ok()
            .map(|o| o.lines),
        (Some(Resolution::Morale(x, c, w)), Tool::Morale) => {
            morale::morale_check(x, *c, *w).ok().map(|o| o.lines)
        }
        (Some(Resolution::Rally(x, c, w)), Tool::Rally) => {
            morale::rally(x, *c, *w).ok().map(|o| o.lines)
        }
        (Some(Resolution::Ambush(a, b, x, y)), Tool::Ambush) => cc::ambush_contest(a, b, *x, *y)
            .ok()
            .map(|(who, mut lines)| {
                if who != cc::Ambush::None {
                    lines.push(Line::new("asl-ui-amb-set"));
                }
                lines
            }),
        (Some(Resolution::Cc(x, c, w)), Tool::Cc) => {
            cc::close_combat(d, x, *c, *w).ok().map(|o| o.lines)
        }
        (Some(Resolution::Wound(x, r)), Tool::Wound) => morale::wound(*r, *x).ok().map(|o| o.lines),
        (Some(Resolution::Promotion(x, r)), Tool::Promotion) => {
            morale::promotion(d, x, *r).ok().map(|o| o.lines)
        }
        (_, Tool::Sw) => super::sw_tools::last_lines(d, s, ui),
        (_, Tool::Random) => super::random_pick::last_lines(s),
        _ => None,
    };
    if let Some(lines) = lines {
        col = col.push(text(loc.t("asl-ui-last")).size(18));
        col = col.push(lines_view(loc, &lines));
    }
    section(loc.t("asl-ui-resolvers"), col.into())
}
