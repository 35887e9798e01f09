//! The Special tab: Big Bertha's scatter roll (L538) by experience, and the solo Automa's
//! tools (L607-717): its force by difficulty with the 4 / 4 / rest armies, the order its
//! units act in, the fixed impacts it deals, and what it buys.

use crate::ui::design::{font, space};
use iced::Element;
use iced::widget::{Column, text};

use super::{Msg, Ui, m, stepper, unit_name};
use crate::games::trench_club::automa::{self, Difficulty};
use crate::games::trench_club::data::TcData;
use crate::games::trench_club::state::TcState;
use crate::games::trench_club::xp::Level;
use crate::i18n::Localizer;
use crate::ui::app::Message;
use crate::ui::widgets::die_pad::faces_row;
use crate::ui::widgets::result_card::{Card, placeholder, result_card};
use crate::ui::widgets::{panel, text_lines, wrap_row};

/// The last scatter roll as the result card.
pub fn result_card_for<'a>(
    loc: &Localizer,
    def: &crate::core::def::GameDef,
    s: &TcState,
    ui: &Ui,
) -> Element<'a, Message> {
    let Some(sc) = &s.last_scatter else {
        return placeholder(loc.t("tc-ui-no-scatter"));
    };
    let die = crate::core::dice::Die::numeric(12);
    // The words are the game's (one source with `adjutant play`).
    let words = crate::games::trench_club::card::scatter(loc, def, sc);
    let has_basis = !words.basis.is_empty();
    result_card(Card {
        outcome: words.outcome,
        detail: words.detail,
        whose: words.whose,
        dice: Some(faces_row(
            loc,
            &[(die, usize::from(sc.face.saturating_sub(1)))],
            44.0,
        )),
        working: words.working,
        open: ui.working,
        toggle: has_basis.then(|| m(Msg::Working)),
        current: Level::of(ui.bertha_xp) == sc.level,
        next: vec![],
        aside: None,
        show_working: loc.t("ui-show-working"),
        hide_working: loc.t("ui-hide-working"),
        stale: loc.t("ui-result-stale"),
        basis_mark: words.basis_mark,
        basis: words.basis,
        tone: words.tone,
    })
}

/// An answer's basis as lines of a panel: the quiet mark, then each explanation.
fn basis_lines(loc: &Localizer, b: &crate::core::basis::Basis) -> Vec<String> {
    let (mark, words) = crate::ui::widgets::result_card::basis_words(loc, b, |u| {
        crate::games::trench_club::basis::words(loc, u)
    });
    mark.into_iter().chain(words).collect()
}

/// The Automa's priorities per group (L650-708), as message ids.
const CHECKLISTS: [(&str, &[&str]); 3] = [
    (
        "tc-ui-automa-foot",
        &[
            "tc-ui-prio-foot-1",
            "tc-ui-prio-foot-2",
            "tc-ui-prio-foot-3",
            "tc-ui-prio-foot-4",
            "tc-ui-prio-foot-5",
            "tc-ui-prio-foot-6",
            "tc-ui-prio-foot-7",
        ],
    ),
    (
        "tc-ui-automa-close",
        &["tc-ui-prio-close-1", "tc-ui-prio-close-2"],
    ),
    (
        "tc-ui-automa-long",
        &["tc-ui-prio-long-1", "tc-ui-prio-long-2"],
    ),
];

fn bertha<'a>(loc: &Localizer, ui: &Ui) -> Element<'a, Message> {
    let levels = [(0, Level::Recruit), (3, Level::Veteran), (5, Level::Hero)]
        .into_iter()
        .map(|(xp, l)| {
            (
                loc.t(l.msg()),
                Level::of(ui.bertha_xp) == l,
                Some(m(Msg::BerthaXp(xp))),
            )
        })
        .collect();
    Column::new()
        .spacing(space::M)
        .push(text(loc.t("tc-ui-bertha")).size(font::CONTROL))
        .push(crate::ui::design::segmented(levels))
        .into()
}

/// Big Bertha's scatter die, for the dock: a d12 key each, and the app's roll.
pub fn scatter_pad<'a>(loc: &Localizer) -> Element<'a, Message> {
    Column::new()
        .spacing(space::M)
        .push(text(loc.t("tc-ui-scatter-die")).size(font::LABEL))
        .push(super::dice::keys(
            1..=12,
            |f| m(Msg::Scatter(Some(f))),
            "tc-scatter",
        ))
        .push(super::primary(
            loc.t("tc-ui-roll"),
            Some(crate::ui::icons::Icon::Dice),
            Some(Msg::Scatter(None)),
        ))
        .into()
}

fn automa_tools<'a>(
    loc: &Localizer,
    s: Option<&TcState>,
    ui: &Ui,
    data: &TcData,
) -> Element<'a, Message> {
    let mut c = Column::new()
        .spacing(space::M)
        .push(text(loc.t("tc-ui-automa")).size(font::CONTROL));
    let units = data
        .units
        .units
        .iter()
        .filter(|u| u.range.is_some())
        .map(|u| {
            (
                loc.t(&u.name),
                ui.automa_unit == u.id,
                Some(m(Msg::AutomaUnit(u.id.clone()))),
            )
        })
        .collect();
    c = c.push(crate::ui::design::component::choice_wrap(units));
    c = c.push(wrap_row(vec![
        stepper(
            loc.t("tc-ui-damage"),
            ui.automa_damage.to_string(),
            Msg::AutomaDamage(-1),
            Msg::AutomaDamage(1),
        ),
        stepper(
            loc.t("tc-ui-xp"),
            ui.automa_xp.to_string(),
            Msg::AutomaXp(-1),
            Msg::AutomaXp(1),
        ),
    ]));
    if let Some(u) = data.unit(&ui.automa_unit) {
        let flat = ui.settings.automa_xp_flat;
        match automa::impacts(u, ui.automa_damage, ui.automa_xp, flat) {
            Ok((n, steps)) => {
                c = c.push(
                    text(loc.tr("tc-automa-impacts", &[("n", n.to_string())])).size(font::HEADLINE),
                );
                // What it rests on (the levels read per level, an attack value not in the
                // text): the quiet mark, then the words, before the steps.
                let b = crate::games::trench_club::basis::impacts(u, ui.automa_xp);
                c = c.push(text_lines(
                    basis_lines(loc, &b)
                        .into_iter()
                        .chain(steps.iter().map(|l| loc.line(l))),
                ));
            }
            Err(e) => {
                let (id, args) = e.message();
                c = c.push(text(loc.tr(id, &args)).size(font::BODY));
            }
        }
    }
    let nations = ["germany", "austria-hungary", "france", "great-britain"]
        .into_iter()
        .map(|n| {
            (
                loc.t(&format!("tc-side-{n}")),
                ui.automa_nation == n,
                Some(m(Msg::AutomaNation(n.into()))),
            )
        })
        .collect();
    c = c.push(crate::ui::design::component::choice_wrap(nations));
    let levels = [
        (Difficulty::Easy, "tc-ui-easy"),
        (Difficulty::Standard, "tc-ui-standard"),
        (Difficulty::Hard, "tc-ui-hard"),
        (Difficulty::Overkill, "tc-ui-overkill"),
    ]
    .into_iter()
    .map(|(d, l)| (loc.t(l), ui.difficulty == d, Some(m(Msg::Difficulty(d)))))
    .collect();
    c = c.push(crate::ui::design::segmented(levels));
    let force = automa::force(data, &ui.automa_nation, ui.difficulty);
    let order: Vec<String> = automa::activation_order(data, &force)
        .iter()
        .map(|u| unit_name(loc, &u.id))
        .collect();
    c = c.push(
        text(loc.tr("tc-ui-automa-force", &[("n", force.len().to_string())])).size(font::LABEL),
    );
    c = c.push(
        text(loc.tr("tc-ui-automa-order", &[("order", order.join(" → "))])).size(font::LABEL),
    );
    // What it buys depends on what it has now (L626): its units on the table when its nation
    // is seated, else the starting force.
    let owned: Vec<String> = match s.filter(|s| s.seat(&ui.automa_nation).is_some()) {
        Some(s) => s
            .units
            .iter()
            .filter(|u| u.owner == ui.automa_nation)
            .map(|u| u.kind.clone())
            .collect(),
        None => force.clone(),
    };
    let p = automa::purchase(data, &ui.automa_nation, &owned, ui.settings.cap_warning);
    let buy = match &p.buy {
        Some(b) => loc.tr("tc-ui-automa-buy", &[("unit", unit_name(loc, b))]),
        // "A unit at random" (L626): the player draws it among its nation's units.
        None if p.random_among.is_empty() => loc.t("tc-err-automa-nothing-to-buy"),
        None => loc.tr(
            "tc-ui-automa-buy-random",
            &[(
                "units",
                p.random_among
                    .iter()
                    .map(|u| unit_name(loc, u))
                    .collect::<Vec<_>>()
                    .join(", "),
            )],
        ),
    };
    c = c.push(text(buy).size(font::LABEL));
    c = c.push(text_lines(basis_lines(
        loc,
        &crate::games::trench_club::basis::purchase(p.assault_gun),
    )));
    c = c.push(text(loc.t("tc-ui-automa-place")).size(font::LABEL));
    // The priority checklists (L650-708), one per group, in the order the groups act.
    for (group, items) in CHECKLISTS {
        c = c.push(text(loc.t(group)).size(font::BODY));
        c = c.push(text_lines(
            items
                .iter()
                .enumerate()
                .map(|(i, id)| format!("{}. {}", i + 1, loc.t(id))),
        ));
    }
    c.into()
}

pub fn special_view<'a>(
    loc: &Localizer,
    s: Option<&TcState>,
    ui: &Ui,
    data: &TcData,
) -> Element<'a, Message> {
    let c = Column::new()
        .spacing(space::XL)
        .push(bertha(loc, ui))
        .push(automa_tools(loc, s, ui, data));
    panel(loc.t("tc-ui-tab-special"), c.into())
}
