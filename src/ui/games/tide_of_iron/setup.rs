//! The scenario: a preset or typed in from the Scenario Guide (rounds, actions per turn,
//! players, who starts with initiative, the compass's North, objectives and their values).

use crate::ui::design::{font, space, style};
use iced::Element;
use iced::widget::{Column, container, text, text_input};

use super::{Msg, SetupNum, Ui, m, side_name, stepper};
use crate::games::tide_of_iron::{ToiState, data};
use crate::ui::app::{App, Message, Table};
use crate::ui::widgets::{big_button, wrap_row};

fn num<'a>(app: &App, label: &str, v: String, n: SetupNum) -> Element<'a, Message> {
    stepper(
        app.loc.t(label),
        v,
        Msg::SetupNum(n, -1),
        Msg::SetupNum(n, 1),
    )
}

/// Strategy decks and starting cards per side, operations cards, VP to win, saving a preset.
fn decks<'a>(app: &'a App, t: &'a Table, ui: &'a Ui) -> Element<'a, Message> {
    let loc = &app.loc;
    let f = &ui.form;
    let mut c = Column::new().spacing(space::M);
    c = c.push(text(loc.t("toi-ui-decks")).size(font::CONTROL));
    for side in 0..2 {
        let names = f.decks.get(side).map(|d| d.join(", ")).unwrap_or_default();
        let start = f.start_cards.get(side).copied().unwrap_or(0);
        c = c.push(text(format!("{}: {names}", side_name(app, &t.def, side))).size(font::LABEL));
        c = c.push(stepper(
            loc.tr(
                "toi-ui-start-cards",
                &[("side", side_name(app, &t.def, side))],
            ),
            start.to_string(),
            Msg::StartCards(side, -1),
            Msg::StartCards(side, 1),
        ));
    }
    c = c.push(
        text(loc.tr("toi-ui-operations", &[("list", f.operations.join(", "))])).size(font::LABEL),
    );
    c = c.push(
        text_input(&loc.t("toi-ui-deck-name"), &ui.deck_text)
            .on_input(|x| m(Msg::DeckText(x)))
            .size(font::CONTROL)
            .padding(crate::ui::design::FIELD_PAD),
    );
    let typed = !ui.deck_text.trim().is_empty();
    let mut adds: Vec<Element<'a, Message>> = (0..2)
        .map(|side| {
            big_button(
                loc.tr("toi-ui-add-deck", &[("side", side_name(app, &t.def, side))]),
                typed.then(|| m(Msg::AddDeck(side))),
            )
            .style(style::plain)
            .into()
        })
        .collect();
    adds.push(
        big_button(
            loc.t("toi-ui-add-operations"),
            typed.then(|| m(Msg::AddOperations)),
        )
        .style(style::plain)
        .into(),
    );
    adds.push(
        big_button(loc.t("tray-clear"), Some(m(Msg::ClearDecks)))
            .style(style::plain)
            .into(),
    );
    c = c.push(wrap_row(adds));
    let vp = f.vp_to_win.map_or(loc.t("toi-ui-none"), |v| v.to_string());
    c = c.push(stepper(
        loc.t("toi-ui-vp-to-win"),
        vp,
        Msg::VpToWin(-1),
        Msg::VpToWin(1),
    ));
    c = c.push(
        big_button(loc.t("toi-ui-save-preset"), Some(m(Msg::SavePreset))).style(style::plain),
    );
    // What became of the save, in a place of its own (the objectives under it stay put).
    c = c.push(
        container(
            text(
                ui.preset_note
                    .as_ref()
                    .map_or_else(String::new, |n| loc.line(n)),
            )
            .size(font::CAPTION),
        )
        .height(iced::Length::Fixed(40.0))
        .clip(true),
    );
    c.into()
}

pub(super) fn view<'a>(
    app: &'a App,
    t: &'a Table,
    _s: &'a ToiState,
    ui: &'a Ui,
) -> Element<'a, Message> {
    let loc = &app.loc;
    let def = &t.def;
    let f = &ui.form;
    let mut c = Column::new().spacing(space::M);
    if let Ok(presets) = data::scenarios(def) {
        // One scenario out of the book's, then out of the players' own.
        c = c.push(crate::ui::design::component::choice_wrap(
            presets
                .iter()
                .enumerate()
                .map(|(i, p)| (p.name.clone(), f.name == p.name, Some(m(Msg::Preset(i)))))
                .collect(),
        ));
    }
    if !ui.user_presets.is_empty() {
        c = c.push(crate::ui::design::component::choice_wrap(
            ui.user_presets
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    (
                        p.name.clone(),
                        f.name == p.name,
                        Some(m(Msg::UserPreset(i))),
                    )
                })
                .collect(),
        ));
    }
    c = c.push(
        container(crate::ui::design::primary_button(
            loc.t("toi-ui-start"),
            Some(crate::ui::icons::icon(crate::ui::icons::Icon::Play, font::LEAD).into()),
            Some(m(Msg::StartScenario)),
        ))
        .id("toi-start"),
    );
    c = c.push(
        text_input(&loc.t("toi-ui-scenario-name"), &f.name)
            .on_input(|x| m(Msg::ScenarioName(x)))
            .size(font::LEAD)
            .padding(space::L),
    );
    if let Some(src) = &f.source {
        c = c.push(text(loc.tr("toi-ui-source", &[("source", src.clone())])).size(font::CAPTION));
    }
    let numbers = [
        ("toi-ui-rounds", f.rounds.to_string(), SetupNum::Rounds),
        ("toi-ui-actions", f.actions.to_string(), SetupNum::Actions),
        ("toi-ui-players", f.players.to_string(), SetupNum::Players),
        ("toi-ui-north", format!("{}°", f.north), SetupNum::North),
    ];
    for (label, v, n) in numbers {
        c = c.push(num(app, label, v, n));
    }
    // Who holds the initiative first: one of two.
    let ini = (0..2)
        .map(|side| {
            (
                side_name(app, def, side),
                f.initiative == side,
                Some(m(Msg::Initiative(side))),
            )
        })
        .collect();
    c = c.push(
        iced::widget::row![
            text(loc.t("toi-ui-first-initiative")).size(font::BODY),
            crate::ui::design::segmented(ini),
        ]
        .spacing(space::M)
        .align_y(iced::Alignment::Center),
    );
    c = c.push(decks(app, t, ui));
    c = c.push(text(loc.t("toi-ui-objectives")).size(font::CONTROL));
    c = c.push(
        text_input(&loc.t("toi-ui-objective-name"), &ui.obj_name)
            .on_input(|s| m(Msg::ObjName(s)))
            .size(font::CONTROL)
            .padding(crate::ui::design::FIELD_PAD),
    );
    // The objective's nation, or none: one of three.
    let mut nat = vec![(
        loc.t("toi-ui-neutral"),
        ui.obj_nation.is_none(),
        Some(m(Msg::ObjNation(None))),
    )];
    for side in 0..2 {
        nat.push((
            side_name(app, def, side),
            ui.obj_nation == Some(side),
            Some(m(Msg::ObjNation(Some(side)))),
        ));
    }
    c = c.push(crate::ui::design::segmented(nat));
    for (label, v, n) in [
        ("toi-ui-obj-command", ui.obj_command, SetupNum::ObjCommand),
        ("toi-ui-obj-vp", ui.obj_vp, SetupNum::ObjVp),
    ] {
        c = c.push(num(app, label, v.to_string(), n));
    }
    c = c.push(
        big_button(
            loc.t("toi-ui-obj-add"),
            (!ui.obj_name.trim().is_empty()).then(|| m(Msg::ObjAdd)),
        )
        .style(style::plain),
    );
    // The objectives under their add button (a new one goes at the end of the form).
    for o in &f.objectives {
        let nation = o
            .nation
            .map_or(loc.t("toi-ui-neutral"), |n| side_name(app, def, n));
        c = c.push(
            text(loc.tr(
                "toi-ui-objective",
                &[
                    ("name", o.name.clone()),
                    ("nation", nation),
                    ("command", o.command.to_string()),
                    ("vp", o.vp.to_string()),
                ],
            ))
            .size(font::LABEL),
        );
    }
    super::form(c.into())
}
