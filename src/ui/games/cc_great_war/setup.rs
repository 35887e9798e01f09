//! The Set-up tab: the scenario form and presets, then the set-up checklist and No Man's Land.

use crate::ui::design::{font, primary_button, space, style};
use crate::ui::icons::{Icon, icon};
use iced::widget::{Column, Row, column, container, row, text, text_input};
use iced::{Alignment, Element};

use super::{Field, Msg, Ui, m, stepper};
use crate::games::cc_great_war::artillery::{CraterRule, ShellShortageRule};
use crate::games::cc_great_war::battle::SoldierRule;
use crate::games::cc_great_war::data::CcData;
use crate::games::cc_great_war::{self as cc, CHECKLIST, CcState};
use crate::ui::app::{App, Message, Table};
use crate::ui::theme;
use crate::ui::widgets::{self, big_button, panel, square_button};

pub(super) fn setup_view<'a>(
    app: &'a App,
    t: &'a Table,
    s: &'a CcState,
    ui: &'a Ui,
    data: &CcData,
) -> Element<'a, Message> {
    let loc = &app.loc;
    let def = &t.def;
    if s.scenario.is_some() {
        let mut c = Column::new().spacing(space::S);
        for (i, id) in CHECKLIST.iter().enumerate() {
            let done = s.checklist.get(i).copied().unwrap_or(false);
            let label = format!("{} {}", if done { "✓" } else { "○" }, loc.t(id));
            c = c.push(
                widgets::long_button(label, Some(m(Msg::Check(i)))).style(if done {
                    style::confirm
                } else {
                    style::plain
                }),
            );
        }
        let mut col = column![panel(loc.t("ccgw-ui-checklist"), c.into())].spacing(space::L);
        if let Some(b) = &s.nml {
            let mut n =
                column![text(loc.t("ccgw-ui-nml-hint")).size(font::LABEL)].spacing(space::M);
            for line in crate::games::cc_great_war::card::nml_lines(loc, b) {
                n = n.push(text(line).size(font::BODY));
            }
            if b.done {
                n = n.push(text(loc.t("ccgw-nml-finished")).size(font::CONTROL));
            } else {
                let mut faces = Row::new().spacing(space::S).push(primary_button(
                    loc.t("ccgw-ui-nml-roll"),
                    Some(icon(Icon::Dice, font::LEAD).into()),
                    Some(m(Msg::NmlRoll(None))),
                ));
                for f in 1..=6 {
                    faces = faces.push(square_button(
                        &f.to_string(),
                        Some(m(Msg::NmlRoll(Some(f)))),
                    ));
                }
                n = n
                    .push(text(loc.t("ccgw-ui-nml-enter")).size(font::SMALL))
                    .push(faces.wrap())
                    .push(text(loc.t("ccgw-ui-nml-before-turn")).size(font::SMALL));
            }
            col = col.push(panel(loc.t("ccgw-ui-nml"), n.into()));
        }
        return col.into();
    }
    // The scenario form.
    let f = &ui.form;
    // Start first: a scenario left as it is starts at once, and nothing set below it ever
    // moves it; the presets (one tap to a whole scenario) next to it.
    let named = cc::presets::file_name(&f.name).is_some();
    let mut c = column![
        text(loc.t("ccgw-ui-setup-hint")).size(font::LABEL),
        row![
            primary_button(
                loc.t("ccgw-ui-start"),
                Some(icon(Icon::Play, font::LEAD).into()),
                Some(m(Msg::Start))
            ),
            big_button(
                loc.t("ccgw-ui-save-preset"),
                named.then(|| m(Msg::SavePreset))
            )
            .style(style::plain),
        ]
        .spacing(space::M),
    ]
    .spacing(space::M);
    if !ui.presets.is_empty() {
        let mut p = Row::new()
            .spacing(space::S)
            .push(text(loc.t("ccgw-ui-presets")).size(font::BODY));
        for (i, sc) in ui.presets.iter().enumerate() {
            p = p
                .push(big_button(sc.name.clone(), Some(m(Msg::LoadPreset(i)))).style(style::plain));
        }
        c = c.push(p.wrap());
    }
    if let Some(note) = &ui.preset_note {
        c = c.push(
            container(text(loc.line(note)).size(font::BODY))
                .padding(space::M)
                .style(if ui.preset_failed {
                    theme::banner
                } else {
                    theme::info
                }),
        );
    }
    for e in &ui.preset_problems {
        c = c.push(text(e.clone()).size(font::CAPTION));
    }
    c = c.push(
        text_input(&loc.t("ccgw-ui-scenario-name"), &f.name)
            .on_input(|x| m(Msg::Name(x)))
            .size(font::CONTROL)
            .padding(crate::ui::design::FIELD_PAD),
    );
    for side in &def.sides {
        let id = side.id.clone();
        let get =
            |map: &std::collections::BTreeMap<String, u32>| map.get(&id).copied().unwrap_or(0);
        let count = |field, d| {
            Some(Msg::Count {
                field,
                side: id.clone(),
                delta: d,
            })
        };
        c = c.push(text(loc.t(&side.name)).size(font::LEAD));
        c = c.push(stepper(
            loc.t("ccgw-ui-command-cards"),
            get(&f.command_cards).to_string(),
            count(Field::Command, -1),
            count(Field::Command, 1),
        ));
        c = c.push(stepper(
            loc.t("ccgw-ui-combat-cards"),
            get(&f.combat_cards).to_string(),
            count(Field::Combat, -1),
            count(Field::Combat, 1),
        ));
        c = c.push(stepper(
            loc.t("ccgw-ui-start-hq"),
            get(&f.start_hq).to_string(),
            count(Field::StartHq, -1),
            count(Field::StartHq, 1),
        ));
        // The add keys first, the tokens added on their own line of fixed height under
        // them: adding a token never moves a key.
        let mut art = Row::new()
            .spacing(space::S)
            .align_y(Alignment::Center)
            .push(text(loc.t("ccgw-ui-artillery-tokens")).size(font::BODY))
            .push(text(loc.t("ccgw-ui-add")).size(font::SMALL));
        for strength in 1..=data.turn.max_artillery_strength.value {
            art = art.push(
                container(square_button(
                    &strength.to_string(),
                    Some(m(Msg::ArtAdd {
                        side: id.clone(),
                        strength,
                    })),
                ))
                .id(format!("ccgw-art-add-{id}-{strength}")),
            );
        }
        c = c.push(art.wrap());
        let mut tokens = Row::new().spacing(space::S).align_y(Alignment::Center);
        for (i, a) in f
            .artillery
            .get(&id)
            .cloned()
            .unwrap_or_default()
            .into_iter()
            .enumerate()
        {
            tokens = tokens.push(
                big_button(
                    format!("{a} ✕"),
                    Some(m(Msg::ArtRemove {
                        side: id.clone(),
                        index: i,
                    })),
                )
                .style(style::plain),
            );
        }
        c = c.push(
            container(tokens.wrap())
                .height(iced::Length::Fixed(crate::ui::widgets::TOUCH))
                .clip(true),
        );
    }
    c = c.push(stepper(
        loc.t("ccgw-ui-medals-to-win"),
        f.medals_to_win.to_string(),
        Some(Msg::MedalsToWin(-1)),
        Some(Msg::MedalsToWin(1)),
    ));
    c = c.push(super::labelled(
        loc.t("ccgw-ui-first-side"),
        crate::ui::design::segmented(
            def.sides
                .iter()
                .map(|side| {
                    (
                        loc.t(&side.name),
                        f.first_side == side.id,
                        Some(m(Msg::First(side.id.clone()))),
                    )
                })
                .collect(),
        ),
    ));
    let mut nml = Column::new()
        .spacing(space::S)
        .push(text(loc.t("ccgw-ui-nml-rows")).size(font::BODY));
    for (i, r) in f.nml_rows.iter().enumerate() {
        nml = nml.push(stepper(
            loc.tr("ccgw-ui-nml-row", &[("row", (i + 1).to_string())]),
            r.to_string(),
            Some(Msg::NmlRow {
                index: i,
                delta: -1,
            }),
            Some(Msg::NmlRow { index: i, delta: 1 }),
        ));
    }
    nml = nml.push(
        row![
            big_button(loc.t("ccgw-ui-nml-add"), Some(m(Msg::NmlAdd))).style(style::plain),
            big_button(
                loc.t("ccgw-ui-nml-remove"),
                (!f.nml_rows.is_empty()).then(|| m(Msg::NmlRemove))
            )
            .style(style::plain),
        ]
        .spacing(space::S),
    );
    c = c.push(nml);
    // The settings where players may read the rules differently: one choice of two each.
    let st = &s.settings;
    let choices: [[(&str, bool, Msg); 2]; 9] = [
        [
            (
                "ccgw-ui-cards-app",
                !st.physical_cards,
                Msg::Physical(false),
            ),
            (
                "ccgw-ui-cards-physical",
                st.physical_cards,
                Msg::Physical(true),
            ),
        ],
        [
            (
                "ccgw-ui-soldier-each",
                st.soldier_rule == SoldierRule::Each,
                Msg::SoldierRule(SoldierRule::Each),
            ),
            (
                "ccgw-ui-soldier-any",
                st.soldier_rule == SoldierRule::AnyOne,
                Msg::SoldierRule(SoldierRule::AnyOne),
            ),
        ],
        [
            (
                "ccgw-ui-crater-triple",
                st.crater_rule == CraterRule::Triple,
                Msg::CraterRule(CraterRule::Triple),
            ),
            (
                "ccgw-ui-crater-center",
                st.crater_rule == CraterRule::CenterDice,
                Msg::CraterRule(CraterRule::CenterDice),
            ),
        ],
        [
            (
                "ccgw-ui-recon-under-pressure",
                !st.recon_any_medal,
                Msg::ReconAnyMedal(false),
            ),
            (
                "ccgw-ui-recon-any-medal",
                st.recon_any_medal,
                Msg::ReconAnyMedal(true),
            ),
        ],
        [
            (
                "ccgw-ui-mortar-barrage-all",
                !st.mortar_barrage_ranged_only,
                Msg::MortarBarrageRanged(false),
            ),
            (
                "ccgw-ui-mortar-barrage-ranged",
                st.mortar_barrage_ranged_only,
                Msg::MortarBarrageRanged(true),
            ),
        ],
        [
            (
                "ccgw-ui-big-show-burst-nothing",
                !st.big_show_burst_orders,
                Msg::BigShowBurst(false),
            ),
            (
                "ccgw-ui-big-show-burst-orders",
                st.big_show_burst_orders,
                Msg::BigShowBurst(true),
            ),
        ],
        [
            (
                "ccgw-ui-replacements-burst-nothing",
                !st.replacements_burst_returns,
                Msg::ReplacementsBurst(false),
            ),
            (
                "ccgw-ui-replacements-burst-returns",
                st.replacements_burst_returns,
                Msg::ReplacementsBurst(true),
            ),
        ],
        [
            (
                "ccgw-ui-hold-cratered-no",
                !st.hold_on_cratered,
                Msg::HoldOnCratered(false),
            ),
            (
                "ccgw-ui-hold-cratered-yes",
                st.hold_on_cratered,
                Msg::HoldOnCratered(true),
            ),
        ],
        [
            (
                "ccgw-ui-shortage-per-hex",
                st.shell_shortage == ShellShortageRule::PerHex,
                Msg::ShellShortage(ShellShortageRule::PerHex),
            ),
            (
                "ccgw-ui-shortage-total",
                st.shell_shortage == ShellShortageRule::Total,
                Msg::ShellShortage(ShellShortageRule::Total),
            ),
        ],
    ];
    for pair in choices {
        c = c.push(crate::ui::design::segmented(
            pair.into_iter()
                .map(|(id, on, msg)| (loc.t(id), on, Some(m(msg))))
                .collect(),
        ));
    }
    // The Combat hand limit (L699: five unless the scenario says otherwise), at the foot of
    // the form so that nothing above it moves.
    c = c.push(combat_limits(app, t, f));
    panel(loc.t("ccgw-ui-scenario"), c.into())
}

/// One stepper per side for the scenario's Combat hand limit, within the bounds the set-up
/// takes (at least the cards dealt, at most the rules' highest); the keys have ids
/// (`ccgw-combat-limit-less-<side>`, `…-more-<side>`).
fn combat_limits<'a>(
    app: &'a App,
    t: &'a Table,
    f: &'a crate::games::cc_great_war::Scenario,
) -> Element<'a, Message> {
    let loc = &app.loc;
    let mut col = Column::new()
        .spacing(space::S)
        .push(text(loc.t("ccgw-ui-combat-limit")).size(font::BODY));
    for side in &t.def.sides {
        let id = side.id.clone();
        let now = f.combat_limit_of(&t.def, &id);
        let (low, high) = f.combat_limit_bounds(&id);
        let key = |delta: i32, open: bool| {
            open.then(|| {
                m(Msg::CombatLimit {
                    side: id.clone(),
                    delta,
                })
            })
        };
        col = col.push(
            row![
                text(loc.t(&side.name))
                    .size(font::BODY)
                    .width(iced::Length::Fill),
                container(square_button("−", key(-1, now > low)))
                    .id(format!("ccgw-combat-limit-less-{id}")),
                container(text(now.to_string()).size(font::LEAD))
                    .center_x(iced::Length::Fixed(52.0)),
                container(square_button("+", key(1, now < high)))
                    .id(format!("ccgw-combat-limit-more-{id}")),
            ]
            .spacing(space::S)
            .align_y(Alignment::Center),
        );
    }
    col.into()
}
