//! The battle at hand and its dice entry: which battle the pads are for (the next declared
//! attack in the Battles phase, otherwise the form), which die comes next (the attacker's
//! combat dice, its red dice, then the defender's), and the pad itself: one tap per die, or
//! one tap per side's hits when the other player says them.

use crate::ui::design::{font, space, style};
use iced::widget::button;
use iced::widget::{Column, Row, column, row, text};
use iced::{Element, Length};

use super::{Entry, Msg, Ui, m};
use crate::core::def::GameDef;
use crate::core::dice::Die;
use crate::games::trench_club::battle::{BattleRules, Plan, Situation};
use crate::games::trench_club::state::{Status, TcState};
use crate::i18n::Localizer;
use crate::session::GameState;
use crate::ui::app::Message;
use crate::ui::widgets::die_face::{FaceLook, die_face};

/// What the pad enters next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    Base,
    Red,
    Back,
    Hits,
    BackHits,
    Done,
}

pub fn next_stage(plan: &Plan, e: &Entry, typed: bool) -> Stage {
    if typed {
        return match (e.hits, e.back_hits, &plan.back) {
            (None, _, _) => Stage::Hits,
            (Some(_), None, Some(_)) => Stage::BackHits,
            _ => Stage::Done,
        };
    }
    if e.base.len() < base_dice(plan, e) as usize {
        Stage::Base
    } else if e.red.len() < plan.attack.red as usize {
        Stage::Red
    } else if plan
        .back
        .as_ref()
        .is_some_and(|_| e.back.len() < back_dice(plan, e) as usize)
    {
        Stage::Back
    } else {
        Stage::Done
    }
}

/// The attacker's combat dice: the players' own count where the data's is a guess.
pub fn base_dice(plan: &Plan, e: &Entry) -> u32 {
    match e.base_count {
        Some(n) if plan.attack.dice_guess => n,
        _ => plan.attack.dice,
    }
}

/// The defender's return-fire dice, likewise.
pub fn back_dice(plan: &Plan, e: &Entry) -> u32 {
    match (&plan.back, e.back_count) {
        (Some(b), Some(n)) if b.dice_guess => n,
        (Some(b), _) => b.dice,
        (None, _) => 0,
    }
}

pub fn rules_of(s: Option<&TcState>) -> BattleRules {
    BattleRules {
        expert_trenches: s.is_some_and(|s| s.settings.expert_trenches),
        kill_xp_stacks: s.is_some_and(|s| s.settings.kill_xp_stacks),
    }
}

pub fn hits_typed(s: Option<&TcState>, ui: &Ui) -> bool {
    s.map_or(ui.settings.hits_typed, |s| s.settings.hits_typed)
}

/// The index of the next declared attack still waiting, if any.
pub fn next_pending(s: Option<&TcState>) -> Option<usize> {
    s?.declarations
        .iter()
        .position(|d| d.status == Status::Pending)
}

/// Whether the table is in its Battles phase.
pub fn in_battles(def: &GameDef, g: &GameState) -> bool {
    super::super::phase_id(def, g) == "battles"
}

/// The battle the pads are for.
pub struct AtHand {
    pub declared: Option<usize>,
    pub situation: Situation,
}

pub fn at_hand(def: &GameDef, g: &GameState, ui: &Ui) -> Option<AtHand> {
    let s = super::state(g);
    // A won game takes no battle (L9, L524).
    if s.is_some_and(|s| s.winner.is_some()) {
        return None;
    }
    if in_battles(def, g)
        && let Some(index) = next_pending(s)
    {
        let st = s?;
        let d = &st.declarations[index];
        let (a, t) = (st.unit(d.attacker)?, st.unit(d.defender)?);
        let fighter = |u: &crate::games::trench_club::state::Unit| {
            crate::games::trench_club::battle::Fighter {
                unit: u.kind.clone(),
                damage: u.damage,
                xp: u.xp,
                in_water: u.in_water,
            }
        };
        return Some(AtHand {
            declared: Some(index),
            situation: Situation {
                attacker: fighter(a),
                defender: fighter(t),
                close: d.close,
                support: d.support,
                ground: d.ground,
            },
        });
    }
    // Two units on the table fight once a turn, within the first rounds' army limits (the
    // engine refuses a second battle for an attacker that already attacked, a declared
    // attack fought included): no pad for it.
    if let (super::Pick::Unit(a), Some(st)) = (&ui.form.attacker, s)
        && matches!(ui.form.defender, super::Pick::Unit(_))
        && !crate::games::trench_club::ledger::may_attack(st, *a)
    {
        return None;
    }
    Some(AtHand {
        declared: None,
        situation: ui.form.situation(s)?,
    })
}

/// Dice as small faces in a row, the hits (at or under `hit`) drawn dark: a roll reads at a
/// glance, and many dice still fit a narrow card.
pub fn faces<'a>(die: &Die, faces: &[u8], hit: u8, size: f32) -> Element<'a, Message> {
    let mut r = Row::new().spacing(space::XS);
    for f in faces {
        let mut look = FaceLook::of(die, usize::from(f.saturating_sub(1)), &f.to_string());
        if *f <= hit {
            look = look.struck();
        }
        r = r.push(die_face(look, size));
    }
    r.wrap().vertical_spacing(space::XS).into()
}

fn entered_row<'a>(die: &Die, label: String, got: &[u8], hit: u8) -> Element<'a, Message> {
    column![text(label).size(font::CAPTION), faces(die, got, hit, 22.0)]
        .spacing(space::XS)
        .into()
}

/// The pad and what it has taken so far.
pub fn entry_view<'a>(
    loc: &Localizer,
    die: Option<Die>,
    plan: &Plan,
    e: &Entry,
    typed: bool,
) -> Element<'a, Message> {
    let stage = next_stage(plan, e, typed);
    let prompt = match stage {
        Stage::Base => loc.tr(
            "tc-ui-enter-base",
            &[
                ("n", (e.base.len() + 1).to_string()),
                ("of", base_dice(plan, e).to_string()),
            ],
        ),
        Stage::Red => loc.tr(
            "tc-ui-enter-red",
            &[
                ("n", (e.red.len() + 1).to_string()),
                ("of", plan.attack.red.to_string()),
            ],
        ),
        Stage::Back => loc.tr(
            "tc-ui-enter-back",
            &[
                ("n", (e.back.len() + 1).to_string()),
                ("of", back_dice(plan, e).to_string()),
            ],
        ),
        Stage::Hits => loc.t("tc-ui-enter-hits"),
        Stage::BackHits => loc.t("tc-ui-enter-back-hits"),
        Stage::Done => loc.t("tc-ui-entered"),
    };
    let mut c = Column::new().spacing(space::M).push(
        text(prompt)
            .size(font::LABEL)
            .wrapping(iced::widget::text::Wrapping::None),
    );
    c = c.push(match stage {
        Stage::Hits | Stage::BackHits => {
            // A guessed dice count never caps the player's real hits: a few keys more.
            let max = if stage == Stage::Hits {
                shown_max(&plan.attack)
            } else {
                plan.back.as_ref().map_or(0, shown_max)
            };
            keys(
                0..=max.min(40) as u8,
                |h| m(Msg::Hits(u32::from(h))),
                "tc-hits",
            )
        }
        _ => keys(1..=12, |f| m(Msg::Die(f)), "tc-die"),
    });
    let mut actions = row![
        crate::ui::design::primary_button(
            loc.t("tc-ui-roll"),
            Some(crate::ui::icons::icon(crate::ui::icons::Icon::Dice, font::LEAD).into()),
            Some(m(Msg::Roll))
        ),
        crate::ui::design::ghost_button(
            loc.t("tc-ui-clear"),
            None,
            (!e.is_empty()).then_some(m(Msg::ClearDice))
        ),
    ]
    .spacing(space::M)
    .align_y(iced::Alignment::Center);
    if let Some(h) = e.hits.filter(|_| stage == Stage::BackHits) {
        actions = actions
            .push(text(loc.tr("tc-ui-hits-entered", &[("n", h.to_string())])).size(font::LABEL));
    }
    c = c.push(actions);
    if let Some(die) = die {
        let back_hit = plan.back.as_ref().map_or(0, |b| b.hit);
        let mut got = row![].spacing(space::XL);
        for (label, got_faces, hit) in [
            ("tc-ui-dice-attacker", &e.base, plan.attack.hit),
            ("tc-ui-dice-red", &e.red, plan.attack.hit),
            ("tc-ui-dice-defender", &e.back, back_hit),
        ] {
            if !got_faces.is_empty() {
                got = got.push(entered_row(&die, loc.t(label), got_faces, hit));
            }
        }
        c = c.push(got.wrap());
    }
    c.into()
}

/// The hit keys a side's pad shows: every die's worth, and when the count is a guess, a
/// few more (the engine takes up to the data's bound).
fn shown_max(f: &crate::games::trench_club::battle::Fire) -> u32 {
    if f.dice_guess {
        (f.all_dice() + 4).min(f.max_hits())
    } else {
        f.all_dice()
    }
}

/// The pad's keys: one per value, a touch target each, packed a little closer than the app's
/// die pads so that 13 hit counts or a d12 take two rows in the dock of a landscape screen
/// (seven to a row) and one across a portrait one. Each key has the id `<prefix>-<n>`.
pub fn keys<'a>(
    values: std::ops::RangeInclusive<u8>,
    on: impl Fn(u8) -> Message,
    prefix: &str,
) -> Element<'a, Message> {
    let mut r = Row::new().spacing(space::XS);
    for v in values {
        r = r.push(
            iced::widget::container(
                button(
                    iced::widget::container(text(v.to_string()).size(font::TITLE))
                        .center(Length::Fill),
                )
                .width(Length::Fixed(KEY))
                .height(Length::Fixed(KEY))
                .padding(0)
                .style(style::plain)
                .on_press(on(v)),
            )
            .id(format!("{prefix}-{v}")),
        );
    }
    r.wrap().vertical_spacing(space::XS).into()
}

/// A key's side: the app's touch target.
const KEY: f32 = crate::ui::widgets::TOUCH;
