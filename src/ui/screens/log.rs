//! The game log as players read it: grouped by round and side under headers, a phase's steps
//! on one line, rolls and resolutions marked, and "undo back to here" from any entry still in
//! the undo history. The Undo and Redo buttons stay on top, the newest lines right under them.

use crate::ui::design::{font, space, style};
use chrono::Local;
use iced::widget::{Column, button, column, container, row, stack, text};
use iced::{Alignment, Element, Font, Length};

use crate::core::log::{Arg, LogEntry};
use crate::core::phases::Cursor;
use crate::session::GameState;
use crate::ui::app::{App, Message, Table};
use crate::ui::icons::{self, Icon};
use crate::ui::theme;
use crate::ui::widgets::big_button;

/// How many lines the log shows (the newest ones) until the player asks for older ones, and
/// how many more each "Older entries" tap adds. The view's cost is what it shows: a long game
/// costs a frame no more than a short one (issue 28).
const SHOWN: usize = 30;
const MORE: usize = 100;

/// What a tap in the log asks for.
#[derive(Debug, Clone, PartialEq)]
pub enum LogMsg {
    /// An entry (its index in the log) was tapped: offer to undo back to it.
    Pick(usize),
    /// The offer is put away.
    Cancel,
    /// Undo every action after the entry at this index.
    UndoBackTo(usize),
    /// Show older lines.
    Older,
}

/// Handles a log message on the open table; returns how many undos the app should run now
/// (each one is an ordinary undo, saved like one).
pub fn update(t: &mut Table, m: LogMsg) -> usize {
    match m {
        LogMsg::Pick(i) => {
            t.log_pick = (t.log_pick != Some(i) && undo_count(&t.state, i).is_some()).then_some(i);
            0
        }
        LogMsg::Cancel => {
            t.log_pick = None;
            0
        }
        LogMsg::UndoBackTo(i) => {
            t.log_pick = None;
            undo_count(&t.state, i).unwrap_or(0)
        }
        LogMsg::Older => {
            t.log_older = t.log_older.saturating_add(MORE).min(t.state.log.len());
            0
        }
    }
}

/// How many actions must be undone so that the entry at `i` is the newest again: `None` when
/// nothing after it can be undone (it is the newest action's, or older than the history).
pub fn undo_count(state: &GameState, i: usize) -> Option<usize> {
    if i >= state.log.len() {
        return None;
    }
    // The history is in log order: the actions that wrote entry `i` or earlier stay.
    // (A binary search: this runs for every line shown, and the history can be long.)
    let keep = state.undo.partition_point(|h| h.log_len <= i);
    let n = state.undo.len() - keep;
    if n == 0 {
        return None;
    }
    // Before the oldest undoable action, only its last entry is exactly "here".
    if keep == 0 && state.undo[0].log_len != i + 1 {
        return None;
    }
    Some(n)
}

/// A phase entry: it carries the round and side that group the log.
pub fn is_phase(msg: &str) -> bool {
    msg == "log-phase" || msg == "log-phase-step"
}

/// The games' own rolls and resolutions, marked in the log like the tray's rolls.
const RESOLUTIONS: &[&str] = &[
    "asl-log-fire",
    "asl-log-fire-no-column",
    "asl-log-morale",
    "asl-log-rally",
    "asl-log-cc",
    "asl-log-wound",
    "asl-log-promotion",
    "asl-log-ambush",
    "asl-log-sw-kill",
    "asl-log-sw-repair",
    "asl-log-sw-recover",
    "asl-log-pick",
    "asl-log-pick-tied",
    "ccgw-log-battle",
    "ccgw-log-crossfire",
    "ccgw-log-artillery",
    "ccgw-log-artillery-hex",
    "ccgw-log-nml-crater",
    "ccgw-log-nml-off",
];

/// A roll, or a resolution that rolled dice.
pub fn is_roll(msg: &str) -> bool {
    msg.starts_with("log-roll") || RESOLUTIONS.contains(&msg)
}

/// One line of the log as shown.
#[derive(Debug, PartialEq)]
enum Line<'a> {
    /// An entry as it is (its index in the log).
    Entry(usize),
    /// A run of phase entries of one phase: its steps in order, the index of the last entry.
    Phase {
        phase: &'a Arg,
        steps: Vec<&'a Arg>,
        last: usize,
    },
}

impl Line<'_> {
    /// The log index the line stands for (its newest entry).
    fn index(&self) -> usize {
        match self {
            Line::Entry(i) => *i,
            Line::Phase { last, .. } => *last,
        }
    }
}

/// The round and side a group is under.
type Key = (Arg, Arg);

/// Lines under one header, in log order.
#[derive(Debug)]
struct Group<'a> {
    key: Option<Key>,
    lines: Vec<Line<'a>>,
}

/// The log in groups, oldest first: a phase entry whose round or side differs starts a group;
/// consecutive phase entries of one phase are one line.
fn groups(log: &[LogEntry], from: usize, start: Option<Key>) -> Vec<Group<'_>> {
    let mut out = vec![Group {
        key: start,
        lines: vec![],
    }];
    for (i, e) in log.iter().enumerate().skip(from) {
        let (Some(phase), Some(round), Some(side)) =
            (e.args.get("phase"), e.args.get("round"), e.args.get("side"))
        else {
            push_entry(&mut out, i);
            continue;
        };
        if !is_phase(&e.msg) {
            push_entry(&mut out, i);
            continue;
        }
        if out
            .last()
            .is_some_and(|g| g.key.as_ref().is_none_or(|(r, s)| r != round || s != side))
        {
            out.push(Group {
                key: Some((round.clone(), side.clone())),
                lines: vec![],
            });
        }
        let step = e.args.get("step");
        let g = out.last_mut().expect("a group");
        match g.lines.last_mut() {
            Some(Line::Phase {
                phase: p,
                steps,
                last,
            }) if *p == phase => {
                steps.extend(step);
                *last = i;
            }
            _ => g.lines.push(Line::Phase {
                phase,
                steps: step.into_iter().collect(),
                last: i,
            }),
        }
    }
    if out.first().is_some_and(|g| g.lines.is_empty()) {
        out.remove(0);
    }
    out
}

/// The newest `want` lines of the log in groups (or all of them when there are fewer), built
/// from the log's tail only: the cost is what is shown, not the game's length (issue 28). The
/// grouping starts at a phase entry, which carries its own round and side, far enough back to
/// hold `want` whole lines; the first line there may be cut (its earlier steps lie before the
/// start), so it is left out.
fn tail_groups(log: &[LogEntry], start: Option<Key>, want: usize) -> (Vec<Group<'_>>, bool) {
    let mut back = want + 1;
    loop {
        let s = log.len().saturating_sub(back);
        let from = if s == 0 {
            None
        } else {
            log[..=s].iter().rposition(|e| {
                is_phase(&e.msg)
                    && ["phase", "round", "side"]
                        .iter()
                        .all(|k| e.args.contains_key(k))
            })
        };
        let (from, key) = match from {
            Some(p) if p > 0 => (p, None),
            _ if start.is_none() && s > 0 => (s, None),
            _ => (0, start.clone()),
        };
        let mut out = groups(log, from, key);
        let lines: usize = out.iter().map(|g| g.lines.len()).sum();
        if from == 0 {
            return (out, lines > want);
        }
        if lines > want {
            if let Some(g) = out.first_mut()
                && !g.lines.is_empty()
            {
                g.lines.remove(0);
            }
            if out.first().is_some_and(|g| g.lines.is_empty()) {
                out.remove(0);
            }
            return (out, true);
        }
        back *= 2;
    }
}

fn push_entry(groups: &mut [Group<'_>], i: usize) {
    if let Some(g) = groups.last_mut() {
        g.lines.push(Line::Entry(i));
    }
}

/// A line's words in the current language.
fn words(app: &App, log: &[LogEntry], line: &Line<'_>) -> String {
    let loc = &app.loc;
    // The open table's game, for its word for a turn.
    let game = app.table().map_or("", |t| t.def.name.as_str());
    match line {
        Line::Entry(i) => log
            .get(*i)
            .map(|e| loc.entry_in(game, e))
            .unwrap_or_default(),
        Line::Phase { phase, steps, .. } if steps.is_empty() => {
            loc.tr("log-line-phase", &[("phase", loc.arg(phase))])
        }
        Line::Phase { phase, steps, .. } => {
            let steps: Vec<String> = steps.iter().map(|s| loc.arg(s)).collect();
            loc.tr(
                "log-line-phase-steps",
                &[("phase", loc.arg(phase)), ("steps", steps.join(" → "))],
            )
        }
    }
}

/// The table's log in groups (the newest `want` lines at least, and whether there are older
/// ones). The lines before any phase entry go under where every game
/// starts (round 1, the first side to play); the free tray has no headers.
fn table_groups(t: &Table, want: usize) -> (Vec<Group<'_>>, bool) {
    let start = (!t.is_tray()).then(|| {
        let side = Cursor::default()
            .whose_turn(&t.def.phases)
            .and_then(|i| t.def.sides.get(i))
            .map_or_else(|| "side-all".to_string(), |s| s.name.clone());
        (Arg::Num(1), Arg::Msg(side))
    });
    tail_groups(&t.state.log, start, want)
}

pub fn panel<'a>(app: &'a App, t: &'a Table) -> Element<'a, Message> {
    let loc = &app.loc;
    let undo_label = match t.state.undo.last() {
        Some(h) => loc.tr(
            "log-undo-what",
            &[("what", loc.entry_in(&t.def.name, &h.label))],
        ),
        None => loc.t("log-undo"),
    };
    let redo_label = match t.state.redo.last() {
        Some(h) => loc.tr(
            "log-redo-what",
            &[("what", loc.entry_in(&t.def.name, &h.label))],
        ),
        None => loc.t("log-redo"),
    };
    // One line each, whatever they undo: the buttons keep their size and place.
    let one_line = |icon: Icon, label: String, msg: Option<Message>| {
        button(
            container(
                row![
                    icons::icon(icon, font::LEAD),
                    text(label).size(font::BODY).wrapping(text::Wrapping::None)
                ]
                .spacing(space::S)
                .height(Length::Fill)
                .align_y(Alignment::Center),
            )
            .center_y(Length::Fill)
            .clip(true),
        )
        .width(Length::Fill)
        .height(Length::Fixed(crate::ui::widgets::TOUCH))
        .padding([0.0, space::L])
        .style(style::plain)
        .on_press_maybe(msg)
    };
    let buttons = column![
        one_line(
            Icon::Undo,
            undo_label,
            (!t.state.undo.is_empty()).then_some(Message::Undo)
        ),
        one_line(
            Icon::Redo,
            redo_label,
            (!t.state.redo.is_empty()).then_some(Message::Redo)
        ),
    ]
    .spacing(space::S);
    let want = SHOWN + t.log_older;
    let (groups, older) = table_groups(t, want);
    let many = groups.len() > 1 || groups.first().is_some_and(|g| g.key.is_some());
    let mut entries = Column::new().spacing(space::XS);
    let mut shown = 0;
    // Newest first: the latest lines sit right under the buttons.
    'all: for g in groups.iter().rev() {
        if many && let Some((round, side)) = &g.key {
            entries = entries.push(
                container(
                    text(loc.tr(
                        "log-group",
                        &[
                            (
                                "turn",
                                super::frame::round_words(
                                    loc,
                                    &t.def.name,
                                    loc.arg(round).parse().unwrap_or(0),
                                    None,
                                ),
                            ),
                            ("side", loc.arg(side)),
                        ],
                    ))
                    .size(font::BODY)
                    .font(Font {
                        weight: iced::font::Weight::Bold,
                        ..Font::DEFAULT
                    }),
                )
                .padding([space::S, space::XS])
                .width(Length::Fill)
                .style(style::list_header),
            );
        }
        for line in g.lines.iter().rev() {
            if shown == want {
                break 'all;
            }
            shown += 1;
            entries = entries.push(line_row(app, t, line));
        }
    }
    // At the foot, older lines on request (the screen does not pay for the whole history).
    if older {
        entries = entries.push(
            button(
                container(text(loc.t("log-older")).size(font::LABEL))
                    .center_y(Length::Fill)
                    .center_x(Length::Fill),
            )
            .width(Length::Fill)
            .height(Length::Fixed(crate::ui::widgets::TOUCH))
            .style(style::plain)
            .on_press(Message::Log(LogMsg::Older)),
        );
    }
    // The entries are newest first: a new one pushes the older ones down (a tap on one only
    // offers an undo, never makes it).
    let entries = container(entries).id(ENTRIES_ID).width(Length::Fill);
    super::section_icon(
        Icon::Log,
        loc.t("table-log"),
        column![buttons, entries].spacing(space::M).into(),
    )
}

/// The id of the log's list of entries.
pub const ENTRIES_ID: &str = "frame-log";

/// The newest line of the log, for the phase bar: what just happened is on screen without
/// scrolling, whatever the layout. Beside other controls (`wrap` false) it is one line that
/// never wraps; on a line of its own (`wrap`) it has two lines' room. Either way the bar keeps
/// its height.
pub fn latest<'a>(app: &'a App, t: &'a Table, wrap: bool) -> Element<'a, Message> {
    let (groups, _) = table_groups(t, 1);
    let what = groups
        .last()
        .and_then(|g| g.lines.last())
        .map(|l| words(app, &t.state.log, l))
        .unwrap_or_default();
    let line = text(app.loc.tr("log-latest", &[("what", what)])).size(font::SMALL);
    if wrap {
        // Two lines' room, always: a short entry and a long one take the same height.
        return container(line.wrapping(text::Wrapping::WordOrGlyph))
            .width(Length::Fill)
            .height(Length::Fixed(LATEST_TWO_LINES))
            .clip(true)
            .into();
    }
    container(line.wrapping(text::Wrapping::None))
        .width(Length::Fill)
        .align_right(Length::Fill)
        .clip(true)
        .into()
}

/// The height of two lines of the latest entry (15 px type, its line height 1.3).
const LATEST_TWO_LINES: f32 = 40.0;

/// One line: time, a mark for rolls, the words; a line in the undo history is a button that
/// offers to undo back to it (the same size either way, so nothing moves).
fn line_row<'a>(app: &'a App, t: &'a Table, line: &Line<'_>) -> Element<'a, Message> {
    let log = &t.state.log;
    let i = line.index();
    let Some(e) = log.get(i) else {
        return Column::new().into();
    };
    let roll = matches!(line, Line::Entry(_)) && is_roll(&e.msg);
    let when = e.at.with_timezone(&Local).format("%H:%M").to_string();
    let mut left = column![text(when).size(font::CAPTION)].spacing(space::HAIR);
    if roll {
        left = left.push(
            container(text(app.loc.t("log-roll-mark")).size(font::MICRO))
                .padding([space::HAIR, space::XS])
                .style(style::mark),
        );
    }
    let mut words = text(words(app, log, line))
        .size(font::LABEL)
        .width(Length::Fill);
    if roll {
        words = words.font(Font {
            weight: iced::font::Weight::Bold,
            ..Font::DEFAULT
        });
    }
    let body = row![left.width(Length::Fixed(48.0)), words]
        .spacing(space::S)
        .align_y(Alignment::Start);
    let picked = t.log_pick == Some(i);
    let undoable = undo_count(&t.state, i).is_some();
    let b = button(body)
        .padding([space::XS, space::XS])
        .width(Length::Fill)
        .style(style::list_row(picked));
    if undoable {
        b.on_press(Message::Log(LogMsg::Pick(i))).into()
    } else {
        b.into()
    }
}

/// The table with the "undo back to here" offer laid over its foot, when an entry is picked:
/// nothing in the log moves when it comes or goes.
pub fn with_offer<'a>(
    app: &'a App,
    t: &'a Table,
    screen: Element<'a, Message>,
) -> Element<'a, Message> {
    let Some(i) = t.log_pick else {
        return screen;
    };
    let Some(n) = undo_count(&t.state, i) else {
        return screen;
    };
    let loc = &app.loc;
    // The picked line's words, as the log shows them.
    let what = table_groups(t, SHOWN + t.log_older)
        .0
        .iter()
        .flat_map(|g| &g.lines)
        .find(|l| l.index() == i)
        .map(|l| words(app, &t.state.log, l))
        .unwrap_or_default();
    let bar = container(
        row![
            text(loc.tr(
                "log-undo-back-what",
                &[("n", n.to_string()), ("what", what)]
            ))
            .size(font::CONTROL)
            .width(Length::Fill),
            big_button(
                loc.t("log-undo-back-cancel"),
                Some(Message::Log(LogMsg::Cancel))
            )
            .style(style::plain),
            big_button(
                loc.t("log-undo-back"),
                Some(Message::Log(LogMsg::UndoBackTo(i)))
            )
            .style(style::danger),
        ]
        .spacing(space::L)
        .align_y(Alignment::Center),
    )
    .padding(space::L)
    .width(Length::Fill)
    .style(theme::info);
    stack![
        screen,
        container(container(bar).max_width(900))
            .align_bottom(Length::Fill)
            .center_x(Length::Fill)
            .padding(space::XL)
    ]
    .into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::Utc;

    fn phase(round: i64, side: &str, phase: &str, step: Option<&str>) -> LogEntry {
        let mut e = LogEntry::new(
            Utc::now(),
            if step.is_some() {
                "log-phase-step"
            } else {
                "log-phase"
            },
        );
        e.args.insert("round".into(), Arg::Num(round));
        e.args.insert("side".into(), Arg::Msg(side.into()));
        e.args.insert("phase".into(), Arg::Msg(phase.into()));
        if let Some(s) = step {
            e.args.insert("step".into(), Arg::Msg(s.into()));
        }
        e
    }

    /// A log of `n` entries of every shape: rolls, phases with steps in runs, rounds and
    /// sides changing, from a pseudo-random but fixed pattern.
    fn log(n: usize) -> Vec<LogEntry> {
        let mut out = vec![];
        let mut x: u64 = 7;
        let mut round = 1;
        while out.len() < n {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let side = if (x >> 33).is_multiple_of(2) {
                "a"
            } else {
                "b"
            };
            match (x >> 40) % 6 {
                0 | 1 => out.push(LogEntry::new(Utc::now(), "log-roll")),
                2 => out.push(phase(round, side, "p1", None)),
                3 => {
                    for s in 0..((x >> 50) % 4) {
                        out.push(phase(round, side, "p2", Some(&format!("s{s}"))));
                    }
                }
                4 => round += 1,
                _ => out.push(LogEntry::new(Utc::now(), "log-undo")),
            }
        }
        out.truncate(n);
        out
    }

    /// The newest `want` lines with their group's key, newest first.
    fn newest(groups: &[Group<'_>], want: usize) -> Vec<(Option<Key>, String)> {
        groups
            .iter()
            .rev()
            .flat_map(|g| {
                g.lines
                    .iter()
                    .rev()
                    .map(move |l| (g.key.clone(), format!("{l:?}")))
            })
            .take(want)
            .collect()
    }

    #[test]
    fn the_tail_groups_as_the_whole_log_does() {
        let start = Some((Arg::Num(1), Arg::Msg("a".into())));
        for n in [0, 1, 5, 40, 199, 200, 201, 450, 3_000] {
            let l = log(n);
            let whole = groups(&l, 0, start.clone());
            for want in [1, 3, 50, SHOWN] {
                let (tail, older) = tail_groups(&l, start.clone(), want);
                let all: usize = whole.iter().map(|g| g.lines.len()).sum();
                assert_eq!(older, all > want, "{n} entries, {want} lines: older?");
                assert_eq!(
                    newest(&tail, want),
                    newest(&whole, want),
                    "{n} entries, {want} lines"
                );
                // And the tail is no longer than asked, give or take a group's header.
                let lines: usize = tail.iter().map(|g| g.lines.len()).sum();
                assert!(n < 10 || lines < 4 * want + 8, "{n}/{want}: {lines} lines");
            }
            // The tray: no headers at all.
            let tray: Vec<LogEntry> = (0..n)
                .map(|_| LogEntry::new(Utc::now(), "log-roll"))
                .collect();
            assert_eq!(
                newest(&tail_groups(&tray, None, 3).0, 3),
                newest(&groups(&tray, 0, None), 3)
            );
        }
    }
}
