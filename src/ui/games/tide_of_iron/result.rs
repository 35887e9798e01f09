//! The result card of the last resolution: the outcome in display type, the dice as faces,
//! whose it was, the working folded beneath; greyed once the phase has moved on.

use iced::Element;

use super::compass::compass;
use super::{Msg, Ui, m, side_name};
use crate::games::tide_of_iron::area::AreaOutcome;
use crate::games::tide_of_iron::artillery::bearing_msg;
use crate::games::tide_of_iron::attack::Effect;
use crate::games::tide_of_iron::{ToiState, Worked, data, worked};
use crate::i18n::Localizer;
use crate::ui::app::{App, Message, Table};
use crate::ui::widgets::die_pad::faces_row;
use crate::ui::widgets::result_card::{Card, basis_words, placeholder, result_card};

fn area_outcome(loc: &Localizer, o: &AreaOutcome) -> String {
    o.units
        .iter()
        .enumerate()
        .map(|(i, u)| format!("#{} {}", i + 1, loc.line(&u.effect.short())))
        .collect::<Vec<_>>()
        .join(" · ")
}

fn black_of(r: &crate::games::tide_of_iron::Resolution) -> Vec<u8> {
    match r {
        crate::games::tide_of_iron::Resolution::Mine { black, .. } => black.clone(),
        _ => vec![],
    }
}

pub(super) fn card<'a>(
    app: &'a App,
    t: &'a Table,
    s: &'a ToiState,
    ui: &'a Ui,
) -> Element<'a, Message> {
    let loc = &app.loc;
    let def = &t.def;
    let (Some(last), Some(w)) = (&s.last, worked(def, s)) else {
        return placeholder(loc.t("toi-ui-no-result"));
    };
    let w = match w {
        Ok(w) => w,
        Err(e) => {
            let (id, args) = e.message();
            return placeholder(loc.tr(id, &args));
        }
    };
    // Black faces, then red.
    let mut drift_hit = None;
    // An assault's dice by side: the attacker's black and the cover's red, the defender's
    // black.
    let mut split: Option<(Vec<u8>, Vec<u8>, Vec<u8>)> = None;
    let (outcome, detail, black, red, lines) = match w {
        Worked::Attack(o) => {
            let mut detail = loc.tr("toi-ui-hits", &[("n", o.hits.to_string())]);
            if matches!(o.effect, Effect::Figures { all: false, .. }) {
                detail = format!("{detail} · {}", loc.t("toi-ui-owner-chooses"));
            }
            if o.stops_mover {
                detail = format!("{detail} · {}", loc.t("toi-ui-mover-stops"));
            }
            // One short line: "Remove 2 figures", "Squad wiped out", "Pinned".
            let head = match o.effect {
                Effect::Figures { all: false, .. } => o.effect.line(),
                Effect::Condition {
                    to: crate::games::tide_of_iron::effects::Condition::Routed,
                    ..
                } => crate::core::log::Line::new("toi-head-routed"),
                e => e.short(),
            };
            (loc.line(&head), Some(detail), o.black, o.red, o.lines)
        }
        Worked::Assault(o) => {
            let head = if o.attacker_wins {
                "toi-ui-assault-wins"
            } else {
                "toi-ui-assault-fails"
            };
            let detail = loc.tr(
                "toi-ui-assault-detail",
                &[
                    ("a", o.attacker_hits.to_string()),
                    ("d", o.defender_hits.to_string()),
                ],
            );
            split = Some((o.attack.clone(), o.cover.clone(), o.defence.clone()));
            (loc.t(head), Some(detail), o.attack, o.cover, o.lines)
        }
        Worked::Area(o) => {
            let mut lines = o.lines.clone();
            for u in &o.units {
                lines.extend(u.lines.iter().cloned());
            }
            let reds = o
                .units
                .iter()
                .flat_map(|u| u.red.clone().unwrap_or_default())
                .collect();
            let head = loc.tr("toi-ui-area-head", &[("n", o.hex_hits.to_string())]);
            (head, Some(area_outcome(loc, &o)), o.black, reds, lines)
        }
        Worked::Drift(o) => {
            drift_hit = Some((!o.on_target).then_some((o.red, o.hexes)));
            let (head, detail) = match o.table_bearing {
                None => (loc.t("toi-ui-on-target"), None),
                Some(b) => (
                    loc.tr("toi-ui-drift-head", &[("n", o.hexes.to_string())]),
                    Some(loc.tr(
                        "toi-ui-drifts",
                        &[("n", o.hexes.to_string()), ("dir", loc.t(bearing_msg(b)))],
                    )),
                ),
            };
            (head, detail, vec![o.black], vec![o.red], o.lines)
        }
        Worked::Mine(hits, l) => {
            let head = loc.tr("toi-ui-hits", &[("n", hits.to_string())]);
            (
                head,
                l.last().map(|x| loc.line(x)),
                black_of(&last.what),
                vec![],
                l,
            )
        }
        Worked::Lines(ok, l) => {
            let head = if ok {
                "toi-ui-success"
            } else {
                "toi-ui-failure"
            };
            let die = match &last.what {
                crate::games::tide_of_iron::Resolution::Contact { die, .. }
                | crate::games::tide_of_iron::Resolution::Heal { die, .. } => *die,
                _ => 0,
            };
            (
                loc.t(head),
                l.last().map(|x| loc.line(x)),
                vec![die],
                vec![],
                l,
            )
        }
    };
    let mut faces = vec![];
    if let Some(d) = def.die("attack") {
        faces.extend(
            black
                .iter()
                .map(|f| (d.clone(), usize::from(f.saturating_sub(1)))),
        );
    }
    if let Some(d) = def.die("defence") {
        faces.extend(
            red.iter()
                .map(|f| (d.clone(), usize::from(f.saturating_sub(1)))),
        );
    }
    let mut dice = iced::widget::Row::new()
        .spacing(10)
        .align_y(iced::Alignment::Center);
    dice = match &split {
        Some((att, cover, def_black)) => dice.push(assault_dice(app, t, att, cover, def_black)),
        None => dice.push(faces_row(loc, &faces, 28.0)),
    };
    // A drift shows its compass in the card, where the eye goes first.
    if let (Some(hit), Ok(cp)) = (drift_hit, data::compass(def)) {
        dice = dice.push(compass(loc, cp, s.scenario.north, hit, 50.0));
    }
    // The dice's place has one height whatever the result, so the card's buttons under it
    // stay where they were when a new result arrives.
    // An assault's two short lines of small dice take less, so that under the outcome (on a
    // narrow card) they still fit the headline's fixed place.
    let dice_h = if split.is_some() { 36.0 } else { 52.0 };
    let dice = iced::widget::container(dice).center_y(iced::Length::Fixed(dice_h));
    let c = t.state.table.cursor;
    // Greyed once the phase moves on or the form that made it changes.
    let current = last.at == (c.round, c.phase) && super::situation::same_form(ui, last);
    let basis = crate::games::tide_of_iron::readings::of_last(def, s);
    let (basis_mark, basis) =
        basis_words(
            loc,
            &basis,
            |u| match crate::games::tide_of_iron::readings::face_of(&u.what) {
                Some(face) => loc.tr("toi-ui-face-unverified", &[("face", face.to_string())]),
                None => loc.t("ui-card-placeholder"),
            },
        );
    result_card(Card {
        outcome,
        detail,
        whose: loc.tr(
            "toi-ui-whose",
            &[
                ("side", side_name(app, def, last.side)),
                ("round", last.at.0.to_string()),
            ],
        ),
        dice: Some(dice.into()),
        working: lines.iter().map(|l| loc.line(l)).collect(),
        open: ui.working,
        toggle: Some(m(Msg::Working)),
        current,
        next: vec![],
        show_working: loc.t("ui-show-working"),
        hide_working: loc.t("ui-hide-working"),
        stale: loc.t("ui-result-stale"),
        basis_mark,
        basis,
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
            .spacing(3)
            .align_y(iced::Alignment::Center)
            .push(iced::widget::text(caption).size(13));
        for (key, faces) in dice {
            if let Some(d) = t.def.die(key) {
                for f in faces {
                    let side = usize::from(f.saturating_sub(1));
                    r = r.push(die_face(FaceLook::of(&d, side, &f.to_string()), 16.0));
                }
            }
        }
        r.wrap().vertical_spacing(2)
    };
    iced::widget::column![
        group(
            loc.t("toi-ui-attacker-dice"),
            vec![("attack", att), ("defence", cover)]
        ),
        group(loc.t("toi-ui-defender-dice"), vec![("attack", def_black)]),
    ]
    .spacing(2)
    .into()
}
