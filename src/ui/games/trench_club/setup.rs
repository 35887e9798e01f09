//! The Setup tab: 2 or 4 players, the nations, who plays first (after the die roll, L208),
//! the variants and the readings of unclear rules; then Start.

use crate::ui::design::{font, segmented, space};
use iced::Element;
use iced::widget::{Column, text};

use super::{Msg, Ui, side_name, toggle};
use crate::games::trench_club::rolloff::Purpose;
use crate::games::trench_club::state::{TcSettings, TcState};
use crate::i18n::Localizer;
use crate::ui::app::Message;
use crate::ui::widgets::{panel, text_lines, wrap_row};

/// The clockwise seating of four (L188): allies never side by side.
const SEATING: [&str; 4] = ["germany", "great-britain", "austria-hungary", "france"];

/// The position of `side` among the first-player choices (the seating of four, or the two
/// teams), if it is one of them.
pub fn first_index(ui: &Ui, side: &str) -> Option<usize> {
    if ui.four {
        SEATING.iter().position(|s| *s == side)
    } else if side == ui.central {
        Some(0)
    } else if side == ui.entente {
        Some(1)
    } else {
        None
    }
}

/// The nations in the game as chosen so far (for the set-up rolls).
pub fn candidates(ui: &Ui) -> Vec<String> {
    if ui.four {
        SEATING.iter().map(|s| s.to_string()).collect()
    } else {
        vec![ui.central.clone(), ui.entente.clone()]
    }
}

/// The players in clockwise order from the first player.
pub fn seating(ui: &Ui) -> Vec<String> {
    if ui.four {
        (0..4)
            .map(|i| SEATING[(ui.first + i) % 4].to_string())
            .collect()
    } else if ui.first == 0 {
        vec![ui.central.clone(), ui.entente.clone()]
    } else {
        vec![ui.entente.clone(), ui.central.clone()]
    }
}

type Pick = fn(&mut TcSettings);

/// Each variant and reading as a toggle: (label, on?, what a tap changes).
fn setting_toggles<'a>(loc: &Localizer, st: &TcSettings) -> Element<'a, Message> {
    let items: [(&str, bool, Pick); 9] = [
        ("tc-ui-short-game", st.short_game, |s| {
            s.short_game = !s.short_game
        }),
        ("tc-ui-expert-trenches", st.expert_trenches, |s| {
            s.expert_trenches = !s.expert_trenches
        }),
        ("tc-ui-hits-typed", st.hits_typed, |s| {
            s.hits_typed = !s.hits_typed
        }),
        ("tc-ui-cap-warning", st.cap_warning, |s| {
            s.cap_warning = !s.cap_warning
        }),
        ("tc-ui-kill-stacks", st.kill_xp_stacks, |s| {
            s.kill_xp_stacks = !s.kill_xp_stacks
        }),
        ("tc-ui-round2-all", st.round2_all_three, |s| {
            s.round2_all_three = !s.round2_all_three
        }),
        ("tc-ui-victory-end", st.victory_at_end_of_turn, |s| {
            s.victory_at_end_of_turn = !s.victory_at_end_of_turn
        }),
        ("tc-ui-automa-flat", st.automa_xp_flat, |s| {
            s.automa_xp_flat = !s.automa_xp_flat
        }),
        ("tc-ui-coop", st.coop, |s| s.coop = !s.coop),
    ];
    let mut out = vec![];
    for (label, on, change) in items {
        let mut next = *st;
        change(&mut next);
        out.push(toggle(loc.t(label), on, Msg::Setting(next)));
    }
    let mut timer = *st;
    timer.timer_secs = match st.timer_secs {
        None => Some(300),
        Some(s) if s < 900 => Some(s + 300),
        Some(_) => None,
    };
    let label = match st.timer_secs {
        None => loc.t("tc-ui-timer-off"),
        Some(s) => loc.tr("tc-ui-timer-min", &[("min", (s / 60).to_string())]),
    };
    out.push(toggle(label, st.timer_secs.is_some(), Msg::Setting(timer)));
    wrap_row(out)
}

pub fn setup_view<'a>(loc: &Localizer, s: Option<&TcState>, ui: &'a Ui) -> Element<'a, Message> {
    let started = s.is_some_and(|s| !s.seats.is_empty());
    let settings = s.filter(|_| started).map_or(ui.settings, |s| s.settings);
    let mut c = Column::new().spacing(space::L);
    if started {
        c = c.push(text(loc.t("tc-ui-started")).size(font::BODY));
    } else {
        let seg = |words: String, on: bool, msg: Msg| (words, on, Some(super::m(msg)));
        c = c.push(segmented(vec![
            seg(loc.t("tc-ui-two"), !ui.four, Msg::Four(false)),
            seg(loc.t("tc-ui-four"), ui.four, Msg::Four(true)),
        ]));
        if ui.four {
            let firsts = SEATING
                .iter()
                .enumerate()
                .map(|(i, side)| seg(side_name(loc, side), ui.first == i, Msg::First(i)))
                .collect();
            c = c
                .push(text(loc.t("tc-ui-first")).size(font::BODY))
                .push(segmented(firsts));
        } else {
            let nations = |team: [&str; 2], chosen: &str, msg: fn(String) -> Msg| {
                team.iter()
                    .map(|n| seg(side_name(loc, n), chosen == *n, msg(n.to_string())))
                    .collect::<Vec<_>>()
            };
            c = c
                .push(text(loc.t("tc-team-central")).size(font::BODY))
                .push(segmented(nations(
                    ["germany", "austria-hungary"],
                    &ui.central,
                    Msg::Central,
                )))
                .push(text(loc.t("tc-team-entente")).size(font::BODY))
                .push(segmented(nations(
                    ["france", "great-britain"],
                    &ui.entente,
                    Msg::Entente,
                )))
                .push(text(loc.t("tc-ui-first")).size(font::BODY))
                .push(segmented(vec![
                    seg(side_name(loc, &ui.central), ui.first == 0, Msg::First(0)),
                    seg(side_name(loc, &ui.entente), ui.first == 1, Msg::First(1)),
                ]));
        }
    }
    if !started {
        let roll = |id: &str, p: Purpose| -> Element<'a, Message> {
            crate::ui::design::plain_button(
                loc.t(id),
                Some(crate::ui::icons::icon(crate::ui::icons::Icon::Dice, font::LEAD).into()),
                Some(super::m(Msg::RollOff(p))),
            )
            .into()
        };
        c = c.push(wrap_row(vec![
            roll("tc-ui-roll-placement", Purpose::Placement),
            roll("tc-ui-roll-first", Purpose::First),
        ]));
    }
    if let Some(r) = s.and_then(|s| s.last_roll_off.as_ref()) {
        // The game's words (one source with `adjutant play`).
        let words = crate::games::trench_club::card::roll_off(loc, r);
        c = c
            .push(text(words.outcome).size(font::LEAD))
            .push(text_lines(words.working));
    }
    c = c.push(text(loc.t("tc-ui-settings")).size(font::CONTROL));
    c = c.push(setting_toggles(loc, &settings));
    if !started {
        c = c.push(super::primary(
            loc.t("tc-ui-start"),
            Some(crate::ui::icons::Icon::Play),
            Some(Msg::Start),
        ));
    }
    panel(loc.t("tc-ui-tab-setup"), c.into())
}
