//! The table frame: one frame for every game's table. From the top: the screen's bar, the
//! phase bar (one line, fixed height), the game's tabs (pinned), then
//!
//! - on a landscape screen: **the dock** on the left (the result card over the current
//!   resolver's die pad, fixed sizes), the form in its own scroll region in the middle, the
//!   counters, tracks, cards and log in a scroll region on the right;
//! - on a portrait screen: the form, then the counters and the log, in one scroll region, and
//!   the dock across the foot of the screen, in reach of a thumb.
//!
//! Nothing in the dock, the phase bar or the tabs ever scrolls or changes size: a result
//! arriving, a card greying or a pad changing moves nothing under a finger.

use crate::ui::design::{font, plain_button, space, style};
use iced::widget::{Column, Row, button, column, container, responsive, row, scrollable, text};
use iced::{Alignment, Element, Length};

use super::{section, top_bar_with};
use crate::i18n::Localizer;
use crate::session::Action;
use crate::ui::app::{App, Message, Table};
use crate::ui::icons::{self, Icon};
use crate::ui::theme;
use crate::ui::widgets::{TOUCH, big_button, icon_of, result_card, tray};

/// Landscape from this width on.
pub const WIDE: f32 = 1000.0;
/// The phase bar's height: one line of buttons, whatever the phase's name.
pub const PHASE_H: f32 = TOUCH + 16.0;
/// The dock's width on a landscape screen.
pub const DOCK_W: f32 = 390.0;
/// The right-hand column (counters, tracks, log) on a landscape screen.
pub const SIDE_W: f32 = 330.0;
/// The die pad's height under the card across a portrait screen.
pub const PAD_H_FULL: f32 = 210.0;

/// The save status's place at the top right, and its id.
pub const SAVE_STATUS_W: f32 = 120.0;
pub const SAVE_STATUS_ID: &str = "frame-save-status";

/// The height of the latest log line's slot.
pub const LATEST_H: f32 = 22.0;

/// The id of the form's scroll region (tests and the stability check find it by this).
pub const FORM_ID: &str = "frame-form";
/// The ids of the dock and its two slots.
pub const DOCK_ID: &str = "frame-dock";
/// The id of the landscape side column (the game's standing, counters and the log).
pub const SIDE_ID: &str = "frame-side";

/// The side's icon before the phase bar's words, and the space after it.
const SIDE_MARK_W: f32 = 26.0;

/// Cuts `s` to about `room` characters with an ellipsis, so a long phase name stays on one
/// line; the whole name shows on a tap.
fn ellipsize(s: &str, room: usize) -> String {
    if s.chars().count() <= room {
        return s.to_string();
    }
    let cut: String = s.chars().take(room.saturating_sub(1)).collect();
    format!("{}…", cut.trim_end())
}

/// The phase bar: the phase and step on their own line, the biggest words of the bar, with the
/// round and whose turn in smaller words above them; each line cut short with an ellipsis when
/// long (the step before the phase: a tap shows it all, over the screen). Then Back, Next and
/// Next phase. Its height never changes.
pub fn phase_bar<'a>(app: &'a App, t: &'a Table, width: f32) -> Element<'a, Message> {
    let loc = &app.loc;
    let (above, phase) = phase_lines(app, t);
    // What the three buttons take (18 px labels average about 9.5 px a character, plus their
    // padding and the spacing), and the bar's padding; Fira Sans at 20 px averages about 10.5
    // px a character, at 15 px about 7.9.
    let buttons: f32 = ["phase-back", "phase-next", "phase-end"]
        .iter()
        .map(|id| loc.t(id).chars().count() as f32 * 9.5 + 32.0 + 8.0)
        .sum();
    // On a wide screen the side's flag stands before the lines (its icon and a space); a
    // narrow one keeps that room for the phase's name.
    let flag = width >= WIDE;
    let mark = if flag { SIDE_MARK_W } else { 0.0 };
    let free = (width - 32.0 - 24.0 - mark - buttons).max(120.0);
    let line = |s: String, size: f32| {
        text(s)
            .size(size)
            .wrapping(iced::widget::text::Wrapping::None)
    };
    let info = button(
        container(
            row![
                flag.then(|| icons::icon(Icon::Side, font::LEAD)),
                column![line(ellipsize(&above, (free / 7.9) as usize), 15.0), {
                    // A long phase name is set a little smaller rather than cut.
                    let room = (free / 10.5) as usize;
                    let size = if phase.0.chars().count() > room {
                        17.0
                    } else {
                        20.0
                    };
                    line(
                        phase_line(&phase, (free / (10.5 * size / 20.0)) as usize),
                        size,
                    )
                },]
                .spacing(0)
            ]
            .spacing(space::S)
            .align_y(Alignment::Center),
        )
        .center_y(Length::Fill)
        .clip(true),
    )
    .width(Length::Fill)
    .height(Length::Fixed(TOUCH))
    .padding([0.0, space::XS])
    .style(style::ghost)
    .on_press(Message::PhaseWhole);
    // A button the engine would refuse now (the game is over, a bombardment the rules finish
    // first…) is shown greyed, in its place: the bar offers nothing the rules forbid.
    let offered = |a: Action| allowed(t, &a).then_some(Message::Act(a));
    container(
        row![
            info,
            big_button(loc.t("phase-back"), offered(Action::PrevPhase)).style(style::plain),
            // The table's one primary action: the next step of the turn.
            big_button(loc.t("phase-next"), offered(Action::NextPhase)).style(style::primary),
            // Past the phase's remaining steps in one tap.
            big_button(loc.t("phase-end"), offered(Action::EndPhase)).style(style::plain),
        ]
        .spacing(space::M)
        .align_y(Alignment::Center),
    )
    .padding([space::M, space::L])
    .width(Length::Fill)
    .height(Length::Fixed(PHASE_H))
    .clip(true)
    .style(theme::panel)
    .into()
}

/// Whether the engine's one check takes `a` from the table now.
fn allowed(t: &Table, a: &Action) -> bool {
    use crate::core::table::{NoGame, check};
    let actor = crate::core::actor::Actor::Table;
    let table = &t.state.table;
    match crate::games::find(&t.def.id) {
        Some(g) => check(&t.def, table, a, g, &actor).is_ok(),
        None => check(&t.def, table, a, &NoGame, &actor).is_ok(),
    }
}

/// The phase bar's words whole: "Round 3 of 10 · Allies to play · Battle — Roll", or the
/// round and "Game over" once the game has ended (shown whole on a tap on the bar).
pub fn phase_words(app: &App, t: &Table) -> String {
    let (above, phase) = phase_lines(app, t);
    let (phase, step) = phase;
    match step {
        Some(s) => format!("{above} · {phase} — {s}"),
        None => format!("{above} · {phase}"),
    }
}

/// The phase, and the step when it has steps, on one line of about `room` characters: the
/// step is cut first, so the phase stays whole whenever it fits.
fn phase_line((phase, step): &(String, Option<String>), room: usize) -> String {
    match step {
        None => ellipsize(phase, room),
        Some(s) if phase.chars().count() + 3 < room => {
            let left = room - phase.chars().count() - 3;
            format!("{phase} — {}", ellipsize(s, left.max(2)))
        }
        Some(_) => ellipsize(phase, room),
    }
}

/// The phase bar's two lines: "Round 3 of 10 · Allies to play" over the phase and its step
/// ("Game over…" in their place once the game has ended).
fn phase_lines(app: &App, t: &Table) -> (String, (String, Option<String>)) {
    use crate::core::table::{GameHooks, NoGame, is_over};
    let loc = &app.loc;
    let c = t.state.table.cursor;
    let phases = &t.def.phases;
    let hooks: &dyn GameHooks<crate::games::GameAction> = match crate::games::find(&t.def.id) {
        Some(g) => g,
        None => &NoGame,
    };
    // Whose turn as the game keeps it (Command & Colors' active side, not only the cursor's).
    let turn = hooks.in_turn(&t.def, &t.state.table);
    let who = match turn.as_deref().and_then(|id| t.def.side_name(id)) {
        Some(name) => loc.tr("phase-whose-turn", &[("side", loc.t(name))]),
        None => loc.t("phase-all-sides"),
    };
    // Numbered as the turn's sequence numbers them ("3. Battle"): the number players call
    // a phase by, and never the same words as a tab under the bar.
    let name = c
        .phase(phases)
        .map(|p| format!("{}. {}", c.phase + 1, loc.t(&p.name)))
        .unwrap_or_default();
    let step = c.step(phases).map(|s| loc.t(&s.name));
    let round = round_words(loc, &t.def.name, c.round, t.state.table.round_limit);
    if is_over(&t.def, &t.state.table, hooks) {
        // Past the last round, the cursor stands in the round after it: the game ended in
        // the last one.
        let round = match t.state.table.round_limit {
            Some(l) if c.round > l => round_words(loc, &t.def.name, l, Some(l)),
            _ => round,
        };
        // Why, where the game words it (ASL: ended at a half turn).
        let why = hooks.over_reason(&t.def, &t.state.table).map(|e| {
            let (id, args) = e.message();
            loc.tr(id, &args)
        });
        return (round, (loc.t("phase-game-over"), why));
    }
    (format!("{round} · {who}"), (name, step))
}

/// "Round 3 of 6" in the game's own word for its turn ("Turno di gioco 3" in ASL): see
/// [`Localizer::round_words`].
pub fn round_words(loc: &Localizer, game_name: &str, round: u32, limit: Option<u32>) -> String {
    loc.round_words(game_name, round, limit)
}

/// The phase's hint, the round limit and its control: at the top of the counters region
/// (they change rarely, so they are not in the bar).
fn phase_details<'a>(app: &'a App, t: &'a Table) -> Element<'a, Message> {
    let loc = &app.loc;
    let c = t.state.table.cursor;
    let mut col = Column::new().spacing(space::S);
    if let Some(p) = c.phase(&t.def.phases) {
        let hint_id = format!("{}-hint", p.name);
        if loc.has(loc.lang, &hint_id) {
            col = col.push(text(loc.t(&hint_id)).size(font::LABEL));
        }
    }
    if c.past_limit(t.state.table.round_limit) {
        col = col.push(
            container(text(loc.t("phase-limit-reached")).size(font::CONTROL))
                .padding(space::M)
                .style(theme::info),
        );
    }
    let limit = t.state.table.round_limit;
    col.push(crate::ui::widgets::stepper(
        loc.t("phase-limit"),
        limit
            .map(|l| l.to_string())
            .unwrap_or_else(|| loc.t("phase-limit-none")),
        limit.map(|l| {
            Message::Act(Action::SetRoundLimit(if l <= 1 {
                None
            } else {
                Some(l - 1)
            }))
        }),
        Some(Message::Act(Action::SetRoundLimit(Some(
            limit.map_or(c.round.max(1), |l| l + 1),
        )))),
    ))
    .into()
}

/// The dock: the result card over the current resolver's die pad, each in a slot of fixed
/// size. `wide`: the left column of a landscape screen; else the foot of a portrait one.
fn dock<'a>(app: &'a App, t: &'a Table, wide: bool) -> Element<'a, Message> {
    let card_h = if wide {
        result_card::DOCK_CARD_SIDE
    } else {
        result_card::DOCK_CARD_FULL
    };
    let card = t
        .game_ui
        .result(app, t)
        .unwrap_or_else(|| result_card::placeholder(app.loc.t("dock-no-result")));
    let pad: Element<'a, Message> = match t.game_ui.pad(app, t) {
        Some(p) => p,
        None => container(text(app.loc.t("dock-no-dice")).size(font::BODY))
            .center(Length::Fill)
            .into(),
    };
    let pad = container(pad)
        .padding(space::PAD)
        .width(Length::Fill)
        .height(if wide {
            Length::Fill
        } else {
            Length::Fixed(PAD_H_FULL)
        })
        .clip(true)
        .style(theme::panel);
    let c = column![result_card::in_dock(card, card_h), pad].spacing(space::M);
    container(c)
        .id(DOCK_ID)
        .width(if wide {
            Length::Fixed(DOCK_W)
        } else {
            Length::Fill
        })
        .height(if wide { Length::Fill } else { Length::Shrink })
        .into()
}

pub fn view<'a>(app: &'a App, t: &'a Table) -> Element<'a, Message> {
    let title = app.loc.t(&t.def.name);
    // The tray's dice belong to no one game: its rule lookup searches them all.
    let rules = Some((
        Some(Icon::Rules),
        app.loc.t("rules-open"),
        if t.is_tray() {
            Message::OpenRulesAll
        } else {
            Message::OpenRules(t.def.id.clone())
        },
    ));
    // Whether every change shown is on disk: a quiet word in a fixed place at the top right.
    let status = t.save_status();
    let header = row![
        top_bar_with(app, title, true, rules),
        container(
            row![
                icons::icon(
                    match status {
                        crate::ui::app::SaveStatus::Saved => Icon::Check,
                        crate::ui::app::SaveStatus::Saving => Icon::Save,
                        crate::ui::app::SaveStatus::Failed => Icon::Warning,
                        crate::ui::app::SaveStatus::ReadOnly => Icon::Info,
                    },
                    font::CAPTION
                ),
                text(app.loc.t(status.message_id()))
                    .size(font::CAPTION)
                    .wrapping(iced::widget::text::Wrapping::None)
            ]
            .spacing(space::XS)
            .align_y(Alignment::Center)
        )
        .id(SAVE_STATUS_ID)
        .width(Length::Fixed(SAVE_STATUS_W))
        .center_y(Length::Fixed(TOUCH))
        .clip(true)
        .style(move |th: &iced::Theme| match status {
            crate::ui::app::SaveStatus::Failed | crate::ui::app::SaveStatus::ReadOnly => {
                theme::banner(th)
            }
            _ => container::Style::default(),
        })
        .padding([0.0, space::S]),
    ]
    .spacing(space::M)
    .align_y(Alignment::Center);
    let body = responsive(move |size| {
        let wide = size.width >= WIDE;
        if t.is_tray() || !t.game_ui.is_some() {
            return plain(app, t, size.width);
        }
        let mut form = Column::new().spacing(space::L);
        form = form.extend(crate::ui::campaign::mission_panel(app, t));
        for p in t.game_ui.view(app, t) {
            form = form.push(p);
        }
        // The free dice tray, for any roll the game's tools do not make: last, rarely needed,
        // folded to one button until opened.
        let fold = plain_button(
            app.loc.t(if t.tray_open {
                "frame-tray-close"
            } else {
                "frame-tray-open"
            }),
            icon_of(Icon::Dice),
            Some(Message::ToggleTableTray),
        );
        form = form.push(fold);
        // Built only when open: folded, it costs nothing on each frame.
        if t.tray_open {
            let (dice, _odds) = tray::view(app, t);
            form = form.push(super::section_icon(
                Icon::Dice,
                app.loc.t("tray-title"),
                dice,
            ));
        }
        // What just happened, one line: first in the side column in landscape; in portrait, in
        // a fixed strip under the tabs.
        let latest = || {
            container(super::log::latest(app, t, false))
                .height(Length::Fixed(LATEST_H))
                .width(Length::Fill)
        };
        let mut side = Column::new().spacing(space::L);
        if wide {
            side = side.push(latest());
        }
        if let Some(g) = t.game_ui.side(app, t) {
            side = side.push(g);
        }
        // Players joining from their phones: once a game, so in the side column, not the bar.
        side = side.push(super::join::bar_button(app, t));
        // The counters before the phase's hint: a hint that changes with the phase never
        // moves a counter's + or − (the HQ + in Command & Colors).
        if let Some(c) = super::table::counters(app, t) {
            side = side.push(c);
        }
        side = side.push(phase_details(app, t));
        let log = super::log::panel(app, t);
        let mut col = Column::new()
            .spacing(space::M)
            .push(phase_bar(app, t, size.width));
        if let Some(tabs) = t.game_ui.tabs(app, t) {
            col = col.push(tabs);
        }
        if !wide {
            col = col.push(latest());
        }
        let main: Element<'a, Message> = if wide {
            row![
                dock(app, t, true),
                scrollable(form)
                    .id(FORM_ID)
                    .width(Length::Fill)
                    .height(Length::Fill),
                // Room on the right for the scrollbar, which is drawn over the column: no
                // control's edge under it.
                scrollable(side.push(log).padding(iced::Padding::ZERO.right(space::L)))
                    .id(SIDE_ID)
                    .width(Length::Fixed(SIDE_W))
                    .height(Length::Fill),
            ]
            .spacing(space::L)
            .into()
        } else {
            column![
                // The side's steppers and the log clear of the scrollbar, drawn over the
                // region's right edge (the form keeps its width: its panels have padding).
                scrollable(
                    column![
                        form,
                        column![side, log]
                            .spacing(space::L)
                            .padding(iced::Padding::ZERO.right(space::L))
                    ]
                    .spacing(space::L)
                )
                .id(FORM_ID)
                .width(Length::Fill)
                .height(Length::Fill),
                dock(app, t, false),
            ]
            .spacing(space::M)
            .into()
        };
        let framed = col.push(main);
        if t.phase_whole {
            // The whole phase name, laid over the screen under the bar: nothing moves.
            iced::widget::stack![
                framed,
                container(
                    container(
                        row![
                            text(phase_words(app, t))
                                .size(font::LEAD)
                                .width(Length::Fill),
                            plain_button(
                                app.loc.t("action-dismiss"),
                                icon_of(Icon::Close),
                                Some(Message::PhaseWhole)
                            ),
                        ]
                        .spacing(space::M)
                        .align_y(Alignment::Center)
                    )
                    .padding(space::L)
                    .width(Length::Fill)
                    .style(theme::info)
                )
                .padding(iced::Padding {
                    top: PHASE_H + 4.0,
                    ..Default::default()
                })
            ]
            .into()
        } else {
            framed.into()
        }
    });
    // The players' panel, in the table's place under its bar (the bar does not move).
    let body: Element<'a, Message> = if app.join_open && !t.is_tray() {
        super::join::panel(app)
    } else {
        body.into()
    };
    let c = column![header, body].spacing(space::L).padding(space::XL);
    super::with_notice(app, super::log::with_offer(app, t, c.into()))
}

/// The free dice tray and a game with data only (no panels of its own): the tray's dice, its
/// odds, the counters and the log, each in its own scroll region.
fn plain<'a>(app: &'a App, t: &'a Table, width: f32) -> Element<'a, Message> {
    let wide = width >= WIDE;
    let (dice, odds) = tray::view(app, t);
    let dice = super::section_icon(Icon::Dice, app.loc.t("tray-title"), dice);
    let odds = section(String::new(), odds);
    let log = super::log::panel(app, t);
    let mut side = Column::new().spacing(space::L);
    if !t.is_tray() {
        side = side.push(phase_details(app, t));
    }
    if let Some(c) = super::table::counters(app, t) {
        side = side.push(c);
    }
    if let Some(d) = super::table::decks(app, t) {
        side = side.push(d);
    }
    let main: Element<'a, Message> = if wide {
        let mut r = Row::new().spacing(space::L);
        if t.is_tray() {
            r = r
                .push(
                    scrollable(dice)
                        .id(FORM_ID)
                        .width(Length::FillPortion(4))
                        .height(Length::Fill),
                )
                .push(
                    scrollable(odds)
                        .width(Length::FillPortion(3))
                        .height(Length::Fill),
                )
                .push(
                    scrollable(log)
                        .width(Length::FillPortion(3))
                        .height(Length::Fill),
                );
        } else {
            r = r
                .push(
                    scrollable(side)
                        .width(Length::FillPortion(3))
                        .height(Length::Fill),
                )
                .push(
                    scrollable(dice)
                        .id(FORM_ID)
                        .width(Length::FillPortion(4))
                        .height(Length::Fill),
                )
                .push(
                    scrollable(column![odds, log].spacing(space::L))
                        .width(Length::FillPortion(3))
                        .height(Length::Fill),
                );
        }
        r.into()
    } else {
        let c = if t.is_tray() {
            column![dice, odds, log]
        } else {
            column![side, dice, odds, log]
        };
        scrollable(c.spacing(space::L))
            .id(FORM_ID)
            .height(Length::Fill)
            .into()
    };
    let mut col = Column::new().spacing(space::M);
    if !t.is_tray() {
        col = col.push(phase_bar(app, t, width));
    }
    col.push(main).into()
}
