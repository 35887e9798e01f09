//! The result card of the last resolution: the outcome in display type, the dice as faces,
//! whose it was, the working folded beneath; greyed once the phase has moved on.

use crate::ui::design::{font, space};
use iced::Element;

use super::compass::compass;
use super::{Msg, Ui, m};
use crate::games::tide_of_iron::{ToiState, data};
use crate::ui::app::{App, Message, Table};
use crate::ui::widgets::die_pad::faces_row;
use crate::ui::widgets::result_card::{ASIDE, Card, placeholder, result_card};

/// The dice's size under a compass.
const ASIDE_DIE: f32 = 26.0;

pub(super) fn card<'a>(
    app: &'a App,
    t: &'a Table,
    s: &'a ToiState,
    ui: &'a Ui,
) -> Element<'a, Message> {
    let loc = &app.loc;
    let def = &t.def;
    // The words are the game's (`tide_of_iron::card`); the faces and the compass are drawn
    // here.
    let (Some(last), Some(shown)) = (&s.last, crate::games::tide_of_iron::card::last(loc, def, s))
    else {
        return placeholder(loc.t("toi-ui-no-result"));
    };
    let shown = match shown {
        Ok(x) => x,
        Err(words) => return placeholder(words),
    };
    let mut faces = vec![];
    if let Some(d) = def.die("attack") {
        faces.extend(
            shown
                .black
                .iter()
                .map(|f| (d.clone(), usize::from(f.saturating_sub(1)))),
        );
    }
    if let Some(d) = def.die("defence") {
        faces.extend(
            shown
                .red
                .iter()
                .map(|f| (d.clone(), usize::from(f.saturating_sub(1)))),
        );
    }
    let mut dice = iced::widget::Row::new()
        .spacing(space::M)
        .align_y(iced::Alignment::Center);
    // A drift shows its compass beside the outcome, where the eye goes first, as tall as
    // the card's words, the dice under it.
    let aside: Option<Element<'a, Message>> = match (shown.drift, data::compass(def)) {
        (Some(hit), Ok(cp)) => Some(
            iced::widget::column![
                compass(loc, cp, s.scenario.north, hit, ASIDE - ASIDE_DIE - 6.0),
                faces_row(loc, &faces, ASIDE_DIE),
            ]
            .spacing(space::S)
            .align_x(iced::Alignment::Center)
            .into(),
        ),
        _ => None,
    };
    dice = match &shown.split {
        Some((att, cover, def_black)) => dice.push(assault_dice(app, t, att, cover, def_black)),
        None => dice.push(faces_row(loc, &faces, 28.0)),
    };
    // The dice's place has one height whatever the result, so the card's buttons under it
    // stay where they were when a new result arrives.
    // An assault's two short lines of small dice take less, so that under the outcome (on a
    // narrow card) they still fit the headline's fixed place.
    let dice_h = if shown.split.is_some() { 36.0 } else { 52.0 };
    let dice = iced::widget::container(dice).center_y(iced::Length::Fixed(dice_h));
    let c = t.state.table.cursor;
    // Greyed once the phase moves on or the form that made it changes.
    let current = last.at == (c.round, c.phase) && super::situation::same_form(ui, last);
    let card = shown.card;
    result_card(Card {
        outcome: card.outcome,
        detail: card.detail,
        whose: card.whose,
        dice: aside.is_none().then(|| dice.into()),
        working: card.working,
        open: ui.working,
        toggle: Some(m(Msg::Working)),
        current,
        next: vec![],
        aside,
        show_working: loc.t("ui-show-working"),
        hide_working: loc.t("ui-hide-working"),
        stale: loc.t("ui-result-stale"),
        basis_mark: card.basis_mark,
        basis: card.basis,
        tone: card.tone,
    })
}

/// An assault's dice split by side, each group after its name on a line of its own: the
/// attacker's black and the red of the defenders' cover, then the defender's black (small
/// faces, so both lines fit the card's one place for dice, 52 high, with room to spare).
fn assault_dice<'a>(
    app: &App,
    t: &Table,
    att: &[u8],
    cover: &[u8],
    def_black: &[u8],
) -> Element<'a, Message> {
    use crate::ui::widgets::die_face::{FaceLook, die_face};
    let loc = &app.loc;
    let group = |caption: String, dice: Vec<(&str, &[u8])>| {
        let mut r = iced::widget::Row::new()
            .spacing(space::HAIR)
            .align_y(iced::Alignment::Center)
            .push(iced::widget::text(caption).size(font::CAPTION));
        for (key, faces) in dice {
            if let Some(d) = t.def.die(key) {
                for f in faces {
                    let side = usize::from(f.saturating_sub(1));
                    r = r.push(die_face(FaceLook::of(&d, side, &f.to_string()), 16.0));
                }
            }
        }
        r.wrap().vertical_spacing(space::HAIR)
    };
    iced::widget::column![
        group(
            loc.t("toi-ui-attacker-dice"),
            vec![("attack", att), ("defence", cover)]
        ),
        group(loc.t("toi-ui-defender-dice"), vec![("attack", def_black)]),
    ]
    .spacing(space::HAIR)
    .into()
}
