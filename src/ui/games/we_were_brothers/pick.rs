//! Picking soldiers: one chip per man, a row per squad, for who rolls and who takes it.
//!
//! Every chip has the same fixed size, with the man's status in a slot of its own under his
//! name, and a man out of the fight keeps his (greyed) chip: a status arriving or a man
//! falling never moves another chip under a finger.

use crate::ui::design::{font, space, style};
use iced::widget::{Column, Row, button, column, container, text};
use iced::{Element, Length};

use super::{Msg, m};
use crate::games::we_were_brothers::squad::Fate;
use crate::games::we_were_brothers::{Who, WwbState};
use crate::i18n::Localizer;
use crate::ui::app::Message;
use crate::ui::widgets::TOUCH;

/// A chip's size: a name and a status line, a touch high.
const CHIP_W: f32 = 88.0;
const CHIP_H: f32 = TOUCH + 6.0;

/// One chip: the man's name over his status (or fate), in a box that never changes size.
fn chip<'a>(
    name: String,
    status: String,
    on: bool,
    msg: Option<Message>,
    id: String,
) -> Element<'a, Message> {
    chip_styled(
        name,
        status,
        if on { picked } else { style::plain },
        msg,
        id,
    )
}

/// A man picked: raised with the accent's edge, as the chosen option of a choice.
fn picked(t: &iced::Theme, s: button::Status) -> button::Style {
    style::segment(true)(t, s)
}

fn chip_styled<'a>(
    name: String,
    status: String,
    style: fn(&iced::Theme, button::Status) -> button::Style,
    msg: Option<Message>,
    id: String,
) -> Element<'a, Message> {
    let words = column![
        text(name)
            .size(font::LABEL)
            .wrapping(iced::widget::text::Wrapping::None),
        text(status)
            .size(font::MICRO)
            .wrapping(iced::widget::text::Wrapping::None),
    ]
    .spacing(space::HAIR);
    container(
        button(container(words).center_y(Length::Fill).clip(true))
            .width(Length::Fixed(CHIP_W))
            .height(Length::Fixed(CHIP_H))
            .padding([space::HAIR, space::S])
            .style(style)
            .on_press_maybe(msg),
    )
    .id(id)
    .into()
}

/// Chips for every soldier, a row per squad; `allowed` says which can be picked now (the
/// others are greyed, in their place); `on` sends the choice.
pub fn chips<'a>(
    loc: &Localizer,
    s: &WwbState,
    prefix: &str,
    title: &str,
    chosen: Option<Who>,
    allowed: impl Fn(Who) -> bool,
    on: impl Fn(Who) -> Msg,
) -> Element<'a, Message> {
    chips_with(loc, s, prefix, title, |w| chosen == Some(w), allowed, on)
}

/// Chips where several men may be on at once (`marked`): a marked man's chip stays lit and
/// takes no second tap.
pub fn chips_marked<'a>(
    loc: &Localizer,
    s: &WwbState,
    prefix: &str,
    title: &str,
    marked: &[Who],
    on: impl Fn(Who) -> Msg,
) -> Element<'a, Message> {
    chips_with(
        loc,
        s,
        prefix,
        title,
        |w| marked.contains(&w),
        |w| !marked.contains(&w),
        on,
    )
}

fn chips_with<'a>(
    loc: &Localizer,
    s: &WwbState,
    prefix: &str,
    title: &str,
    is_on: impl Fn(Who) -> bool,
    allowed: impl Fn(Who) -> bool,
    on: impl Fn(Who) -> Msg,
) -> Element<'a, Message> {
    let mut rows = Column::new().spacing(space::XS);
    for (qi, q) in s.squads.iter().enumerate() {
        let mut r = Row::new().spacing(space::XS);
        for (si, so) in q.soldiers.iter().enumerate() {
            let who = Who {
                squad: qi,
                soldier: si,
            };
            let (fighting, status) = standing(loc, so);
            r = r.push(chip(
                q.label(si),
                status,
                is_on(who),
                (fighting && allowed(who)).then(|| m(on(who))),
                format!("wwb-{prefix}-{qi}-{si}"),
            ));
        }
        rows = rows.push(r.wrap().vertical_spacing(space::XS));
    }
    column![text(loc.t(title)).size(font::CAPTION), rows]
        .spacing(space::XS)
        .into()
}

/// Whether a man is in the fight, and the word under his name: his fate when he is out of
/// it, else his status (empty when he has none).
fn standing(
    loc: &Localizer,
    so: &crate::games::we_were_brothers::squad::Soldier,
) -> (bool, String) {
    let fighting = so.fate == Fate::Fighting;
    let status = if !fighting {
        loc.t(so.fate.msg())
    } else {
        so.status.map_or_else(String::new, |st| loc.t(&st.msg()))
    };
    (fighting, status)
}

/// Anyone in the fight.
pub fn anyone(_: Who) -> bool {
    true
}

/// Whether `w` may be the target of the soldier `actor` (a man of the other side; anyone
/// while no one is picked).
pub fn enemy_of(s: &WwbState, actor: Option<Who>) -> impl Fn(Who) -> bool + '_ {
    let side = actor
        .and_then(|a| s.squads.get(a.squad))
        .map(|q| q.army.side());
    move |w: Who| match (side, s.squads.get(w.squad)) {
        (Some(mine), Some(q)) => q.army.side() != mine,
        _ => true,
    }
}

/// The fire's picker: one grid of every man, a row per squad; the first tap picks who fires
/// (filled), a tap on a man of the other side then picks his target (red). A tap on a man of
/// the firer's side picks him as the firer instead. Chip ids: `wwb-actor-<squad>-<man>`.
pub fn fire_pair<'a>(
    loc: &Localizer,
    s: &WwbState,
    actor: Option<Who>,
    target: Option<Who>,
    on: impl Fn(Who) -> Msg,
) -> Element<'a, Message> {
    let enemy = enemy_of(s, actor);
    // With a firer picked and no enemy in the fight, nobody is a target: say so in the
    // caption's place (the grid does not move).
    let no_enemy = actor.is_some()
        && !s.squads.iter().enumerate().any(|(qi, q)| {
            q.soldiers.iter().enumerate().any(|(si, so)| {
                so.fate == Fate::Fighting
                    && enemy(Who {
                        squad: qi,
                        soldier: si,
                    })
            })
        });
    let mut rows = Column::new().spacing(space::XS);
    for (qi, q) in s.squads.iter().enumerate() {
        let mut r = Row::new().spacing(space::XS);
        for (si, so) in q.soldiers.iter().enumerate() {
            let who = Who {
                squad: qi,
                soldier: si,
            };
            let (fighting, status) = standing(loc, so);
            let style = if actor == Some(who) {
                picked
            } else if target == Some(who) && actor.is_some() && enemy(who) {
                style::danger
            } else {
                style::plain
            };
            r = r.push(chip_styled(
                q.label(si),
                status,
                style,
                fighting.then(|| m(on(who))),
                format!("wwb-actor-{qi}-{si}"),
            ));
        }
        rows = rows.push(r.wrap().vertical_spacing(space::XS));
    }
    let caption = if no_enemy {
        "wwb-ui-no-enemy"
    } else {
        "wwb-ui-fire-pick"
    };
    column![
        text(loc.t(caption))
            .size(font::CAPTION)
            .wrapping(iced::widget::text::Wrapping::None),
        rows
    ]
    .spacing(space::XS)
    .into()
}
