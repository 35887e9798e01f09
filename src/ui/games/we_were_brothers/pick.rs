//! Picking soldiers: one chip per man in the fight, by squad, for who rolls and who takes it.

use iced::Element;
use iced::widget::{column, container, text};

use super::{Msg, m};
use crate::games::we_were_brothers::squad::Fate;
use crate::games::we_were_brothers::{Who, WwbState};
use crate::i18n::Localizer;
use crate::ui::app::Message;
use crate::ui::theme;
use crate::ui::widgets::{toggle, wrap_row};

/// Chips for every soldier still in the fight (of `side` only, if given); `on` sends the
/// choice.
pub fn chips<'a>(
    loc: &Localizer,
    s: &WwbState,
    prefix: &str,
    title: &str,
    chosen: Option<Who>,
    side: Option<&'static str>,
    on: impl Fn(Who) -> Msg,
) -> Element<'a, Message> {
    let mut items = vec![];
    for (qi, q) in s.squads.iter().enumerate() {
        if side.is_some_and(|x| q.army.side() != x) {
            continue;
        }
        for (si, so) in q.soldiers.iter().enumerate() {
            if so.fate != Fate::Fighting {
                continue;
            }
            let who = Who {
                squad: qi,
                soldier: si,
            };
            let mut label = q.label(si);
            if let Some(st) = so.status {
                label = format!("{label} · {}", loc.t(&st.msg()));
            }
            items.push(
                container(toggle(label, chosen == Some(who), m(on(who))))
                    .id(format!("wwb-{prefix}-{qi}-{si}"))
                    .into(),
            );
        }
    }
    column![text(loc.t(title)).size(theme::CAPTION), wrap_row(items)]
        .spacing(4)
        .into()
}

/// The side opposite the soldier `w` is on (for targets), if one is picked.
pub fn enemy_of(s: &WwbState, w: Option<Who>) -> Option<&'static str> {
    let army = s.squads.get(w?.squad)?.army;
    Some(if army.side() == "allies" {
        "axis"
    } else {
        "allies"
    })
}
