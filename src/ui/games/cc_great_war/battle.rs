//! The Battle tab: the situation, the dice count and odds, the roll, and the last battle.

use crate::ui::design::component::choice_grid_fit as choice_grid;
use crate::ui::design::{font, primary_button, segmented, space};
use crate::ui::icons::{Icon, icon};
use iced::Element;
use iced::widget::{Column, Row, column, container, row, text};

use super::faces::{face_entry, face_picture};
use super::pins::Pin;
use super::{Msg, Ui, labelled, lines, m, stepper, toggle};
use crate::games::cc_great_war::data::CcData;
use crate::games::cc_great_war::{self as cc, CcState};
use crate::ui::app::{App, Message, Table};
use crate::ui::theme;
use crate::ui::widgets::{odds_bar, panel};

/// The last battle as a result card: hits and retreat in display type, the dice, whose attack
/// it was, the working folded; greyed once the situation or the phase has changed.
pub(super) fn result_card<'a>(
    loc: &crate::i18n::Localizer,
    def: &crate::core::def::GameDef,
    t: &Table,
    ui: &Ui,
    rec: &cc::BattleRecord,
) -> Element<'a, Message> {
    let o = &rec.outcome;
    let mut faces = Row::new().spacing(space::S);
    for f in &rec.faces {
        faces = faces.push(face_picture(def, loc, f, 44.0));
    }
    // One tap to what follows: a wiped-out unit's Victory Medal, offered, never added alone.
    let next = match cc::state(&t.state.table).and_then(|s| s.medal_due.clone()) {
        Some(side) if o.eliminated && side == rec.side => vec![(
            loc.t("ccgw-ui-take-medal"),
            m(Msg::MedalAdd {
                side,
                kind: cc::MedalKind::Unit,
            }),
        )],
        _ => vec![],
    };
    let current = rec.situation == ui.battle
        && ui
            .result_phase
            .is_none_or(|p| p == crate::ui::games::phase_key(&t.state));
    let settings = cc::state(&t.state.table)
        .map(|s| s.settings)
        .unwrap_or_default();
    // The words are the game's (one source with `adjutant play`).
    let words = cc::card::battle(loc, def, &settings, rec);
    super::card_of(loc, words, faces.wrap().into(), ui, current, next)
}

pub(super) fn battle_view<'a>(
    app: &'a App,
    t: &'a Table,
    s: &'a CcState,
    ui: &'a Ui,
    data: &CcData,
) -> Element<'a, Message> {
    let loc = &app.loc;
    let def = &t.def;
    let b = &ui.battle;
    // What changes from one battle to the next comes first, in view without scrolling: the
    // unit (and, for a machine gun, the teams firing with it, each with its range, in rows
    // always there), the range, the target's
    // terrain, then the odds. The dice are in the dock. The rest of the situation (set once
    // in a while) follows.
    let mut top = Column::new().spacing(space::M);
    // The unit: one of many, a choice grid.
    top = top.push(choice_grid(
        data.units
            .iter()
            .map(|u| {
                (
                    loc.t(&u.name),
                    b.unit == u.id,
                    Some(m(Msg::Unit(u.id.clone()))),
                )
            })
            .collect(),
    ));
    top = top.push(super::crossfire::crossfire_count(loc, data, b));
    let range_label = if b.range == 1 {
        loc.t("ccgw-ui-range-close")
    } else {
        loc.tr("ccgw-ui-range", &[("n", b.range.to_string())])
    };
    top = top.push(stepper(
        loc.t("ccgw-ui-range-title"),
        range_label,
        Some(Msg::Range(-1)),
        Some(Msg::Range(1)),
    ));
    top = top.push(labelled(
        loc.t("ccgw-ui-target-in"),
        choice_grid(
            data.terrain
                .iter()
                .map(|td| {
                    (
                        loc.t(&td.name),
                        b.target_terrain == td.id,
                        Some(m(Msg::Target(td.id.clone()))),
                    )
                })
                .collect(),
        ),
    ));

    let mut c = Column::new().spacing(space::M);
    c = c.push(super::attacker_row(loc, def, ui));
    c = c.push(stepper(
        loc.t("ccgw-ui-moved"),
        b.moved.to_string(),
        Some(Msg::Moved(-1)),
        Some(Msg::Moved(1)),
    ));
    // Where the firer stands: one of four, segmented; whether it moved in is a situation.
    let mut firer = vec![(
        loc.t("ccgw-terrain-open"),
        b.firer_terrain.is_none(),
        Some(m(Msg::Firer(None))),
    )];
    for id in ["forest", "buildings", "wire"] {
        if let Some(td) = data.terrain(id) {
            firer.push((
                loc.t(&td.name),
                b.firer_terrain.as_deref() == Some(id),
                Some(m(Msg::Firer(Some(id.into())))),
            ));
        }
    }
    c = c.push(labelled(loc.t("ccgw-ui-firer-in"), segmented(firer)));
    c = c.push(super::pins::toggle(
        loc,
        ui,
        loc.t("ccgw-ui-moved-in"),
        b.firer_moved_in,
        Msg::MovedIn,
        Pin::MovedIn,
    ));
    let mut cards = Row::new()
        .spacing(space::S)
        .push(text(loc.t("ccgw-ui-cards")).size(font::BODY));
    for card in &data.cards {
        cards = cards.push(toggle(
            loc.t(&format!("ccgw-card-{}", card.card)),
            b.cards.contains(&card.card),
            Msg::Card(card.card.clone()),
        ));
    }
    c = c.push(cards.wrap());
    c = c.push(super::target::target_unit_row(loc, data, b));
    let pinned = |label: &str, on: bool, msg: Msg, pin: Pin| {
        super::pins::toggle(loc, ui, loc.t(label), on, msg, pin)
    };
    c = c.push(
        row![
            pinned(
                "ccgw-ui-from-hill",
                b.from_hill,
                Msg::FromHill,
                Pin::FromHill
            ),
            pinned("ccgw-ui-lock", b.flags_locked, Msg::Lock, Pin::Lice),
            pinned(
                "ccgw-card-body-armour",
                b.body_armour,
                Msg::Armour,
                Pin::BodyArmour
            ),
            pinned(
                "ccgw-card-hold-at-all-costs",
                b.hold_at_all_costs,
                Msg::Hold,
                Pin::Hold
            ),
        ]
        .spacing(space::S)
        .wrap(),
    );
    let figures = b
        .target_figures
        .map(|f| f.to_string())
        .unwrap_or_else(|| loc.t("ccgw-ui-unknown"));
    c = c.push(stepper(
        loc.t("ccgw-ui-figures"),
        figures,
        Some(Msg::Figures(-1)),
        Some(Msg::Figures(1)),
    ));
    let room = b
        .retreat_room
        .map(|r| r.to_string())
        .unwrap_or_else(|| loc.t("ccgw-ui-not-blocked"));
    c = c.push(
        row![
            pinned(
                "ccgw-ui-target-specialist",
                b.target_specialist,
                Msg::TargetSpecialist,
                Pin::TargetSpecialist
            ),
            stepper(
                loc.t("ccgw-ui-retreat-room"),
                room,
                Some(Msg::RetreatRoom(-1)),
                Some(Msg::RetreatRoom(1)),
            ),
        ]
        .spacing(space::S)
        .wrap(),
    );

    // The count and the odds, before the roll; or why the battle cannot be fought as set.
    let mut sit = b.clone();
    sit.no_hq = s.turn.direct_from_hq;
    match cc::battle_odds(def, &sit, &s.settings) {
        Ok((count, odds)) => {
            if count.dice > 0 {
                // The odds rest on the battle die's layout, which the text does not give:
                // one quiet mark while the data says it is unverified.
                let mut basis = crate::core::basis::Basis::new();
                crate::games::cc_great_war::basis::die_layout(def, &mut basis);
                let heading = if basis.verified() {
                    loc.t("ccgw-ui-odds")
                } else {
                    format!(
                        "{} ({})",
                        loc.t("ccgw-ui-odds"),
                        loc.t("ui-card-placeholder")
                    )
                };
                let mut o = Column::new()
                    .spacing(space::HAIR)
                    .push(text(heading).size(font::CONTROL));
                let max = odds.hits.iter().map(|x| x.num).max().unwrap_or(1) as f32;
                for (k, ch) in odds.hits.iter().enumerate() {
                    o = o.push(odds_bar(
                        loc.tr("ccgw-ui-hits-n", &[("n", k.to_string())]),
                        ch.num as f32 / max,
                        loc.pct(ch.percent(), 1),
                    ));
                }
                o = o.push(
                    text(loc.tr(
                        "ccgw-odds-retreat",
                        &[("p", loc.num(odds.forced_retreat.percent(), 1))],
                    ))
                    .size(font::LABEL),
                );
                o = o.push(
                    text(loc.tr("ccgw-odds-hq", &[("hq", loc.num(odds.expected_hq, 2))]))
                        .size(font::LABEL),
                );
                if let Some(e) = odds.eliminate {
                    o = o.push(
                        text(loc.tr("ccgw-ui-odds-eliminate", &[("p", loc.num(e.percent(), 1))]))
                            .size(font::LABEL),
                    );
                }
                // A fixed height, the most rows five dice need: the situation below never
                // moves when the count of dice changes.
                top = top.push(container(o).height(iced::Length::Fixed(ODDS_H)).clip(true));
            }
            // The count's steps: the working behind the number of dice.
            c = c.push(lines(loc, &count.steps));
        }
        Err(e) => {
            let (id, args) = e.message();
            top = top.push(
                container(text(loc.tr(id, &args)).size(font::BODY))
                    .padding(space::M)
                    .style(theme::banner),
            );
        }
    }
    column![
        panel(loc.t("ccgw-ui-battle"), top.into()),
        panel(loc.t("ccgw-ui-situation"), c.into())
    ]
    .spacing(space::L)
    .into()
}

/// The odds block's height: six rows of hits and three lines under them.
const ODDS_H: f32 = 210.0;

/// The battle's dice, for the dock: the app's roll, or one tap per physical die (the last one
/// records the roll). `None` while the battle cannot be fought as set (the form says why).
pub(super) fn battle_pad<'a>(
    app: &'a App,
    t: &'a Table,
    s: &'a CcState,
    ui: &'a Ui,
) -> Option<Element<'a, Message>> {
    let loc = &app.loc;
    let def = &t.def;
    let mut sit = ui.battle.clone();
    sit.no_hq = s.turn.direct_from_hq;
    let (count, _) = cc::battle_odds(def, &sit, &s.settings).ok()?;
    if count.dice == 0 {
        return None;
    }
    let mut d = Column::new().spacing(space::M);
    d = d.push(
        row![
            primary_button(
                loc.t("ccgw-ui-roll-battle"),
                Some(icon(Icon::Dice, font::LEAD).into()),
                Some(m(Msg::Roll))
            ),
            text(loc.tr(
                "ccgw-ui-tap-dice",
                &[
                    (
                        "n",
                        (ui.hand.len() + 1).min(count.dice as usize).to_string()
                    ),
                    ("total", count.dice.to_string())
                ]
            ))
            .size(font::LABEL),
        ]
        .spacing(space::L)
        .align_y(iced::Alignment::Center),
    );
    d = d.push(face_entry(
        def,
        loc,
        &ui.hand,
        Msg::Face,
        Msg::FaceClear,
        None,
    ));
    Some(d.into())
}
