//! The Random selection tool: candidates typed or taken from the unit list, one die each (the
//! app's or the player's); every tied candidate is affected (ASL A.9), or, by the players'
//! setting, ties are rolled again among the tied.
//!
//! Its own form state and messages live here; `mod.rs`, `update.rs` and `resolvers.rs` only
//! hook it in.

use crate::ui::design::{font, space, style};
use iced::widget::{Column, row, text, text_input};
use iced::{Alignment, Element, Length};

use super::{Msg, Ui, m};
use crate::games::asl_sk1::random::{self, RandomPick};
use crate::games::asl_sk1::{AslAction, AslSettings, AslState, Resolution, limits};
use crate::i18n::Localizer;
use crate::ui::app::Message;
use crate::ui::widgets::{self, big_button, wrap_row};

#[derive(Debug, Clone, PartialEq)]
pub struct PickForm {
    pub candidates: Vec<String>,
    /// The player's die for each candidate.
    pub dice: Vec<u8>,
    pub count: usize,
    pub name: String,
}

impl Default for PickForm {
    fn default() -> Self {
        PickForm {
            candidates: vec![],
            dice: vec![],
            count: 1,
            name: String::new(),
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub enum PickMsg {
    Name(String),
    Add,
    /// A name from the unit list.
    AddName(String),
    Remove(usize),
    Clear,
    Die(usize, i32),
    Count(i32),
    /// The tied candidates of the last selection, for the places left.
    Again,
    /// The players' setting: ties roll again (off: ASL A.9).
    Reroll,
}

fn pm(x: PickMsg) -> Message {
    m(Msg::Pick(x))
}

fn add(f: &mut PickForm, name: &str) {
    let name = name.trim();
    if !name.is_empty()
        && name.chars().count() <= limits::NAME_MAX
        && f.candidates.len() < limits::PICK_MAX as usize
    {
        f.candidates.push(name.to_string());
        f.dice.push(1);
    }
}

pub(super) fn pick_form<'a>(loc: &Localizer, s: &AslState, ui: &Ui) -> Element<'a, Message> {
    let f = &ui.pick;
    let mut col = Column::new().spacing(space::M);
    col = col.push(text(loc.t("asl-ui-pick-when")).size(font::SMALL));
    col = col.push(
        row![
            text_input(&loc.t("asl-ui-pick-name"), &f.name)
                .on_input(|v| pm(PickMsg::Name(v)))
                .on_submit(pm(PickMsg::Add))
                .size(font::CONTROL)
                .padding(crate::ui::design::FIELD_PAD)
                .width(Length::Fill),
            big_button(loc.t("asl-ui-pick-add"), Some(pm(PickMsg::Add))).style(style::primary),
        ]
        .spacing(space::M)
        .align_y(Alignment::Center),
    );
    if !s.units.is_empty() {
        let mut items: Vec<Element<'a, Message>> = vec![
            text(loc.t("asl-ui-pick-from-list"))
                .size(font::SMALL)
                .into(),
        ];
        items.extend(s.units.iter().map(|u| {
            big_button(u.name.clone(), Some(pm(PickMsg::AddName(u.name.clone()))))
                .style(style::plain)
                .into()
        }));
        col = col.push(wrap_row(items));
    }
    // Each candidate with the player's die for it.
    let mut items: Vec<Element<'a, Message>> = vec![];
    for (i, c) in f.candidates.iter().enumerate() {
        let d = f.dice.get(i).copied().unwrap_or(1);
        items.push(
            row![
                widgets::stepper(
                    c.clone(),
                    d.to_string(),
                    (d > 1).then(|| pm(PickMsg::Die(i, -1))),
                    (d < 6).then(|| pm(PickMsg::Die(i, 1))),
                ),
                widgets::square_button("×", Some(pm(PickMsg::Remove(i)))),
            ]
            .spacing(space::XS)
            .align_y(Alignment::Center)
            .into(),
        );
    }
    if !items.is_empty() {
        col = col.push(wrap_row(items));
    }
    col = col.push(wrap_row(vec![
        widgets::stepper(
            loc.t("asl-ui-pick-count"),
            f.count.to_string(),
            (f.count > 1).then(|| pm(PickMsg::Count(-1))),
            (f.count + 1 < f.candidates.len()).then(|| pm(PickMsg::Count(1))),
        ),
        big_button(loc.t("asl-ui-pick-clear"), Some(pm(PickMsg::Clear)))
            .style(style::plain)
            .into(),
        widgets::toggle(
            loc.t("asl-ui-pick-reroll"),
            s.settings.pick_reroll_ties,
            pm(PickMsg::Reroll),
        ),
    ]));
    col.into()
}

/// The dock's part of the tool (each candidate's die is on its own line of the form): the
/// app's roll, the dice as set on the form, and the roll-off of a tie.
pub(super) fn pick_pad<'a>(loc: &Localizer, s: &AslState) -> Element<'a, Message> {
    let mut col = Column::new().spacing(space::M).push(wrap_row(vec![
        big_button(loc.t("asl-ui-roll"), Some(m(Msg::Roll)))
            .style(style::primary)
            .into(),
        big_button(loc.t("asl-ui-enter"), Some(m(Msg::Enter)))
            .style(style::plain)
            .into(),
    ]));
    if let Some(Resolution::Pick(p, dice)) = &s.last
        && random::pick(p, dice).is_ok_and(|o| !o.done())
    {
        col = col.push(
            big_button(loc.t("asl-ui-pick-again"), Some(pm(PickMsg::Again))).style(style::plain),
        );
    }
    col.into()
}

pub(super) fn update(s: &AslState, ui: &mut Ui, msg: PickMsg) -> Option<AslAction> {
    let f = &mut ui.pick;
    match msg {
        PickMsg::Reroll => {
            return Some(AslAction::SetSettings(AslSettings {
                pick_reroll_ties: !s.settings.pick_reroll_ties,
                ..s.settings
            }));
        }
        PickMsg::Name(v) => f.name = v,
        PickMsg::Add => {
            let name = std::mem::take(&mut f.name);
            add(f, &name);
        }
        PickMsg::AddName(n) => add(f, &n),
        PickMsg::Remove(i) => {
            if i < f.candidates.len() {
                f.candidates.remove(i);
                f.dice.remove(i.min(f.dice.len().saturating_sub(1)));
            }
        }
        PickMsg::Clear => {
            f.candidates.clear();
            f.dice.clear();
            f.count = 1;
        }
        PickMsg::Die(i, dlt) => {
            if let Some(d) = f.dice.get_mut(i) {
                *d = (*d as i32 + dlt).clamp(1, 6) as u8;
            }
        }
        PickMsg::Count(dlt) => {
            let max = f.candidates.len().saturating_sub(1).max(1);
            f.count = (f.count as i64 + dlt as i64).clamp(1, max as i64) as usize;
        }
        PickMsg::Again => {
            if let Some(Resolution::Pick(p, dice)) = &s.last
                && let Ok(o) = random::pick(p, dice)
                && !o.done()
            {
                f.dice = vec![1; o.tied.len()];
                f.candidates = o.tied;
                f.count = o.slots;
            }
        }
    }
    None
}

/// The selection with the player's dice (`enter`) or the app's, by the players' setting.
pub(super) fn action(s: &AslState, ui: &Ui, enter: bool) -> AslAction {
    let p = RandomPick {
        candidates: ui.pick.candidates.clone(),
        count: ui.pick.count,
        reroll_ties: s.settings.pick_reroll_ties,
    };
    AslAction::RandomPick(p, enter.then(|| ui.pick.dice.clone()))
}
