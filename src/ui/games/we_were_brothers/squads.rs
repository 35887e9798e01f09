//! The squad panel: one tab per squad, one card per soldier (code name and number, specialist,
//! weapon with its chamber die, health line, status box, posture, equipment, skills), and the
//! open soldier's boxes, each changed with one tap. Below it, the quick set-up from the
//! standard squads table.

use crate::ui::design::{font, space, style};
use iced::widget::{Column, Row, button, column, container, text};
use iced::{Alignment, Element, Length};

use super::{Msg, Ui, m};
use crate::games::we_were_brothers::data::{self, HealthLine, WwbData};
use crate::games::we_were_brothers::roster::Edit;
use crate::games::we_were_brothers::squad::{
    Army, Equipment, Posture, Skill, Soldier, Specialist, Squad, Status,
};
use crate::games::we_were_brothers::{self as wwb, Who, WwbAction};
use crate::i18n::Localizer;
use crate::ui::app::{App, Message, Table};
use crate::ui::icons::{Icon, icon};
use crate::ui::theme;
use crate::ui::widgets::{self, TOUCH, wrap_row};

fn toggle<'a>(label: String, on: bool, msg: Msg) -> Element<'a, Message> {
    widgets::toggle(label, on, m(msg))
}

/// The icon of a man's status box, on his card and beside its name in his boxes.
pub fn status_icon(x: Status) -> Icon {
    match x {
        Status::Fop => Icon::Ambush,
        Status::SuppressionFire => Icon::Fire,
        Status::Shaken => Icon::Shaken,
        Status::Suppressed => Icon::Suppressed,
        Status::Routed => Icon::Routed,
        Status::Bleeding => Icon::Bleeding,
        Status::Unconscious => Icon::Unconscious,
        Status::Stabilised => Icon::Stabilised,
    }
}

/// The health line as a row of boxes, the marker's box filled; tapping a box moves the marker
/// there. The −1/−2, bleeding and last boxes are marked.
fn health_row<'a>(
    loc: &Localizer,
    line: &HealthLine,
    estimated: bool,
    who: Who,
    s: &Soldier,
) -> Element<'a, Message> {
    let mut r = Row::new().spacing(space::HAIR).align_y(Alignment::Center);
    for b in 0..=line.last {
        let mark = if b == 0 {
            "+".to_string()
        } else if b == line.last {
            "✕".to_string()
        } else if b == line.bleeding {
            loc.t("wwb-ui-box-bleeding")
        } else if b == line.minus_two {
            "−2".to_string()
        } else if b == line.minus_one {
            "−1".to_string()
        } else {
            b.to_string()
        };
        let on = s.health == b;
        r = r.push(
            button(container(text(mark).size(font::SMALL)).center(Length::Fill))
                .width(Length::Fixed(if b == line.bleeding { 64.0 } else { 40.0 }))
                .height(Length::Fixed(TOUCH))
                .padding(0)
                .style(style::segment(on))
                .on_press(m(Msg::Edit(who, Edit::Health(b)))),
        );
    }
    // One marker on the line: the boxes are one choice, on a well.
    let r = container(r.wrap())
        .padding(space::XS)
        .width(Length::Fill)
        .style(style::well);
    // The boxes are the app's placeholders until the players set them from their panel: the
    // card's quiet mark says so.
    let caption = if estimated {
        format!(
            "{} · {}",
            loc.t("wwb-ui-health"),
            loc.t("ui-card-placeholder")
        )
    } else {
        loc.t("wwb-ui-health")
    };
    column![text(caption).size(font::CAPTION), r]
        .spacing(space::HAIR)
        .into()
}

pub use crate::games::we_were_brothers::card::weapon_line;

/// A soldier's card: every card the same size, so a status or a fate arriving moves nothing.
const CARD_W: f32 = 236.0;
const CARD_H: f32 = 96.0;

/// One soldier's summary card: tap to open his boxes (under all the cards).
fn soldier_card<'a>(
    loc: &Localizer,
    d: &WwbData,
    sq: &Squad,
    i: usize,
    s: &Soldier,
    open: bool,
) -> Element<'a, Message> {
    let mut head = sq.label(i);
    if let Some(sp) = s.specialist {
        head = format!("{head} · {}", loc.t(&sp.msg()));
    }
    let status = s
        .status
        .map_or_else(|| loc.t("wwb-ui-no-status"), |x| loc.t(&x.msg()));
    let mut lines = vec![
        weapon_line(loc, d, s),
        loc.tr(
            "wwb-ui-soldier-line",
            &[
                ("health", s.health.to_string()),
                ("status", status),
                ("posture", loc.t(&s.posture.msg())),
            ],
        ),
    ];
    // The fate's line is always there (blank while he fights): the card keeps its size.
    lines.push(if s.fate != wwb::squad::Fate::Fighting {
        loc.t(s.fate.msg())
    } else {
        String::new()
    });
    // His status and, once out of the fight, his fate as icons before his name: read
    // across the squad at a glance.
    let mut top = Row::new().spacing(space::S).align_y(Alignment::Center);
    if s.fate != wwb::squad::Fate::Fighting {
        top = top.push(icon(Icon::Eliminated, font::CONTROL));
    } else if let Some(x) = s.status {
        top = top.push(icon(status_icon(x), font::CONTROL));
    }
    top = top.push(
        text(head)
            .size(font::CONTROL)
            .wrapping(iced::widget::text::Wrapping::None),
    );
    let mut body = Column::new().spacing(space::HAIR).push(top);
    for l in lines {
        body = body.push(
            text(l)
                .size(font::CAPTION)
                .wrapping(iced::widget::text::Wrapping::None),
        );
    }
    button(container(body).clip(true))
        .width(Length::Fixed(CARD_W))
        .height(Length::Fixed(CARD_H))
        .padding(space::M)
        .style(move |t: &iced::Theme, st| {
            if open {
                style::segment(true)(t, st)
            } else {
                style::plain(t, st)
            }
        })
        .on_press(m(Msg::Soldier(if open { None } else { Some(i) })))
        .into()
}

/// The open soldier's boxes: one tap per change.
fn soldier_boxes<'a>(
    loc: &Localizer,
    d: &WwbData,
    army: Army,
    who: Who,
    s: &Soldier,
    may_recover: bool,
) -> Element<'a, Message> {
    let e = |edit: Edit| Msg::Edit(who, edit);
    let mut c = Column::new().spacing(space::M);
    c = c.push(health_row(
        loc,
        &d.health,
        wwb::basis::health_estimated(d),
        who,
        s,
    ));
    // Status box: one marker at a time; tapping the one shown empties the box.
    let mut st = vec![];
    for x in Status::ALL {
        let on = s.status == Some(x);
        st.push((
            Some(icon(status_icon(x), font::LEAD).into()),
            loc.t(&x.msg()),
            on,
            Some(m(e(Edit::Status(if on { None } else { Some(x) })))),
        ));
    }
    c = c.push(text(loc.t("wwb-ui-status")).size(font::CAPTION));
    c = c.push(crate::ui::design::component::choice_grid_icons(st));
    // On activation a shaken man recovers, a suppressed one becomes shaken (L190, L199): the
    // app does it as the turn reaches the activation step; this button is for a man suppressed
    // later in the phase, before his own activation. Always there (greyed when it does not
    // apply), so nothing moves with a status.
    c = c.push(
        widgets::big_button(
            loc.t("wwb-ui-recover"),
            may_recover.then(|| m(Msg::Action(WwbAction::Recover(who)))),
        )
        .style(style::plain),
    );
    // Posture: one of four, a segmented control; alert and running are on or off.
    c = c.push(crate::ui::design::segmented(
        Posture::ALL
            .into_iter()
            .map(|x| {
                (
                    loc.t(&x.msg()),
                    s.posture == x,
                    Some(m(e(Edit::Posture(x)))),
                )
            })
            .collect(),
    ));
    c = c.push(wrap_row(vec![
        toggle(loc.t("wwb-ui-alert"), s.alert, e(Edit::Alert(!s.alert))),
        toggle(
            loc.t("wwb-ui-running"),
            s.running,
            e(Edit::Running(!s.running)),
        ),
    ]));
    // Weapon: shot, reload, main/personal.
    c = c.push(text(weapon_line(loc, d, s)).size(font::BODY));
    c = c.push(wrap_row(vec![
        crate::ui::design::plain_button(
            loc.t("wwb-ui-shot"),
            Some(icon(Icon::Fire, font::LEAD).into()),
            Some(m(e(Edit::Shot))),
        )
        .into(),
        crate::ui::design::plain_button(
            loc.t("wwb-ui-reload"),
            Some(icon(Icon::Ammo, font::LEAD).into()),
            Some(m(e(Edit::Reload))),
        )
        .into(),
        toggle(
            loc.t("wwb-ui-personal"),
            s.using_personal,
            e(Edit::UsePersonal(!s.using_personal)),
        ),
    ]));
    // The main weapon card: the army's cards (specialist cards marked).
    let mut cards = vec![];
    for w in d
        .weapons
        .weapons
        .iter()
        .filter(|w| w.army == army && w.kind != "pistol" && !w.is_example())
    {
        let on = s.main.card.as_deref() == Some(w.id.as_str());
        let label = if w.specialist_only {
            format!("{} ★", w.label)
        } else {
            w.label.clone()
        };
        cards.push((
            label,
            on,
            Some(m(e(Edit::Weapon {
                personal: false,
                card: Some(w.id.clone()),
            }))),
        ));
    }
    c = c.push(text(loc.t("wwb-ui-main-weapon")).size(font::CAPTION));
    c = c.push(crate::ui::design::component::choice_wrap(cards));
    // Equipment boxes: each cycles empty → frag → smoke → charge → satchel.
    let mut eq = vec![];
    for slot in 0..2 {
        let now = s.equipment[slot];
        let next = match now {
            None => Some(Equipment::Frag),
            Some(Equipment::Frag) => Some(Equipment::Smoke),
            Some(Equipment::Smoke) if s.skill(Skill::Explosives) > 0 => {
                Some(Equipment::ExplosiveCharge)
            }
            Some(Equipment::ExplosiveCharge) => Some(Equipment::Satchel),
            _ => None,
        };
        let label = now.map_or_else(|| loc.t("wwb-ui-empty-box"), |x| loc.t(&x.msg()));
        eq.push(
            crate::ui::design::plain_button(
                label,
                Some(icon(Icon::Grenade, font::LEAD).into()),
                Some(m(e(Edit::Equipment { slot, item: next }))),
            )
            .into(),
        );
    }
    c = c.push(text(loc.t("wwb-ui-equipment")).size(font::CAPTION));
    c = c.push(wrap_row(eq));
    // Skills: each tap raises the level 0 → 1 → 2 → 0.
    let mut sk = vec![];
    for x in Skill::ALL {
        let lvl = s.skill(x);
        let label = if lvl == 0 {
            loc.t(&x.msg())
        } else {
            format!("{} {lvl}", loc.t(&x.msg()))
        };
        sk.push(toggle(
            label,
            lvl > 0,
            e(Edit::Skill {
                skill: x,
                level: (lvl + 1) % 3,
            }),
        ));
    }
    c = c.push(text(loc.t("wwb-ui-skills")).size(font::CAPTION));
    c = c.push(wrap_row(sk));
    // Specialist (at most one per squad).
    let mut sp = vec![(
        loc.t("wwb-ui-no-specialist"),
        s.specialist.is_none(),
        Some(m(e(Edit::Specialist(None)))),
    )];
    for x in Specialist::ALL {
        sp.push((
            loc.t(&x.msg()),
            s.specialist == Some(x),
            Some(m(e(Edit::Specialist(Some(x))))),
        ));
    }
    c = c.push(text(loc.t("wwb-ui-specialist")).size(font::CAPTION));
    c = c.push(crate::ui::design::component::choice_wrap(sp));
    // Rarely needed, so last and quiet: an act against a helpless or surrendered man.
    c = c.push(
        widgets::big_button(
            loc.t("wwb-ui-infamy-act"),
            Some(m(Msg::Action(WwbAction::Infamy(who)))),
        )
        .style(style::plain),
    );
    // A new Leader has Leadership and one skill of the players' choice (L809): while he has
    // only Leadership, one tap gives him the other. Last, so the row going moves nothing.
    if s.specialist == Some(Specialist::Leader)
        && Skill::ALL
            .iter()
            .all(|x| *x == Skill::Leadership || s.skill(*x) == 0)
    {
        let picks: Vec<Element<'a, Message>> = Skill::ALL
            .into_iter()
            .filter(|x| *x != Skill::Leadership)
            .map(|x| {
                widgets::big_button(loc.t(&x.msg()), Some(m(e(Edit::Leader { extra: x }))))
                    .style(style::plain)
                    .into()
            })
            .collect();
        c = c.push(text(loc.t("wwb-ui-leader-skill")).size(font::CAPTION));
        c = c.push(wrap_row(picks));
    }
    // A routed man who leaves the map: his fate by the edge (L708–L711). Last, so the row
    // appearing with the status moves nothing.
    if s.status == Some(Status::Routed) {
        use crate::games::we_were_brothers::wounds::{ExitEdge, MissionResult, exit_fate};
        let mut acts: Vec<Element<'a, Message>> = vec![];
        for (edge, id) in [
            (ExitEdge::Own, "wwb-ui-exit-own"),
            (ExitEdge::Enemy, "wwb-ui-exit-enemy"),
            (
                ExitEdge::Neutral(MissionResult::Won),
                "wwb-ui-exit-neutral-won",
            ),
            (
                ExitEdge::Neutral(MissionResult::Lost),
                "wwb-ui-exit-neutral-lost",
            ),
            (
                ExitEdge::Neutral(MissionResult::Draw),
                "wwb-ui-exit-neutral-draw",
            ),
        ] {
            acts.push(
                widgets::big_button(loc.t(id), Some(m(e(Edit::Fate(exit_fate(edge))))))
                    .style(style::plain)
                    .into(),
            );
        }
        c = c.push(wrap_row(acts));
    }
    container(c).padding(space::M).style(theme::info).into()
}

/// Quick set-up: army, optional specialist, then the Blue die (one tap) or "roll".
fn quick_setup<'a>(loc: &Localizer, ui: &Ui) -> Element<'a, Message> {
    // The army: one of four.
    let armies = Army::ALL
        .into_iter()
        .map(|a| {
            (
                loc.t(a.msg()),
                ui.army == a,
                Some(m(Msg::Army(a))),
                Some(format!("wwb-army-{}", a.id())),
            )
        })
        .collect();
    let mut specs = vec![(
        loc.t("wwb-ui-no-specialist"),
        ui.specialist.is_none(),
        Some(m(Msg::Specialist(None))),
    )];
    for x in Specialist::ALL {
        specs.push((
            loc.t(&x.msg()),
            ui.specialist == Some(x),
            Some(m(Msg::Specialist(Some(x)))),
        ));
    }
    let mut blue: Vec<Element<'a, Message>> = (1..=6u8)
        .map(|b| {
            iced::widget::container(widgets::square_button(
                &b.to_string(),
                Some(m(Msg::Standard(Some(b)))),
            ))
            .id(format!("wwb-blue-{b}"))
            .into()
        })
        .collect();
    blue.push(
        crate::ui::design::primary_button(
            loc.t("wwb-ui-roll-blue"),
            Some(icon(Icon::Dice, font::LEAD).into()),
            Some(m(Msg::Standard(None))),
        )
        .into(),
    );
    column![
        text(loc.t("wwb-ui-quick-setup")).size(font::TITLE),
        crate::ui::design::component::segmented_ids(armies),
        crate::ui::design::component::choice_wrap(specs),
        text(loc.t("wwb-ui-blue-column")).size(font::CAPTION),
        wrap_row(blue),
    ]
    .spacing(space::M)
    .into()
}

pub fn view<'a>(app: &'a App, t: &'a Table, ui: &'a Ui) -> Element<'a, Message> {
    let loc = &app.loc;
    let d = data::load(&t.def);
    let mut c = Column::new().spacing(space::M);
    // The set-up stays on top (nothing moves under a finger as squads are added); once two
    // squads are on the table it folds behind one button, the next time the tab opens.
    let count = wwb::state(&t.state.table).map_or(0, |s| s.squads.len());
    if ui.setup_open || count == 0 {
        c = c.push(quick_setup(loc, ui));
    } else {
        c = c.push(crate::ui::design::plain_button(
            loc.t("wwb-ui-add-squad"),
            Some(icon(Icon::Plus, font::LEAD).into()),
            Some(m(Msg::SetupOpen(true))),
        ));
    }
    if let Some(s) = wwb::state(&t.state.table)
        && !s.squads.is_empty()
    {
        let tabs = s
            .squads
            .iter()
            .enumerate()
            .map(|(i, q)| {
                (
                    format!("{} · {}", q.code, loc.t(q.army.msg())),
                    ui.squad == i,
                    Some(m(Msg::Squad(i))),
                )
            })
            .collect();
        c = c.push(crate::ui::design::component::choice_wrap(tabs));
        if let Some(sq) = s.squads.get(ui.squad) {
            let mut cards = Row::new().spacing(space::M);
            for (i, so) in sq.soldiers.iter().enumerate() {
                cards = cards.push(soldier_card(loc, &d, sq, i, so, ui.soldier == Some(i)));
            }
            c = c.push(cards.wrap().vertical_spacing(space::M));
            c = c.push(
                text(if sq.infamy > 0 {
                    loc.tr("wwb-ui-infamy", &[("n", sq.infamy.to_string())])
                } else {
                    String::new()
                })
                .size(font::CAPTION),
            );
            // The open soldier's boxes, under every card: opening one moves no card.
            if let Some(i) = ui.soldier
                && let Some(so) = sq.soldiers.get(i)
            {
                let who = Who {
                    squad: ui.squad,
                    soldier: i,
                };
                // Greyed once he has recovered in this phase (L190, L199: once a phase).
                let may = wwb::activation::may_recover(&t.def, t.state.table.cursor, s, who);
                c = c.push(soldier_boxes(loc, &d, sq.army, who, so, may));
            }
        }
    } else {
        c = c.push(text(loc.t("wwb-ui-no-squads")).size(font::BODY));
    }
    super::form(c.into())
}
