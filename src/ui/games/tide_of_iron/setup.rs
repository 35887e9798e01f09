//! The scenario: a preset or typed in from the Scenario Guide (rounds, actions per turn,
//! players, who starts with initiative, the compass's North, objectives and their values).

use iced::Element;
use iced::widget::{Column, button, container, text, text_input};

use super::{Msg, SetupNum, Ui, m, side_name, stepper, toggle};
use crate::games::tide_of_iron::{ToiState, data};
use crate::ui::app::{App, Message, Table};
use crate::ui::widgets::{big_button, panel, wrap_row};

fn num<'a>(app: &App, label: &str, v: String, n: SetupNum) -> Element<'a, Message> {
    stepper(
        app.loc.t(label),
        v,
        Msg::SetupNum(n, -1),
        Msg::SetupNum(n, 1),
    )
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
    let mut c = Column::new().spacing(8);
    if let Ok(presets) = data::scenarios(def) {
        c = c.push(wrap_row(
            presets
                .iter()
                .enumerate()
                .map(|(i, p)| toggle(p.name.clone(), f.name == p.name, Msg::Preset(i)))
                .collect(),
        ));
    }
    c = c.push(text(f.name.clone()).size(20));
    if let Some(src) = &f.source {
        c = c.push(text(loc.tr("toi-ui-source", &[("source", src.clone())])).size(13));
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
    let mut ini = vec![text(loc.t("toi-ui-first-initiative")).size(17).into()];
    for side in 0..2 {
        ini.push(toggle(
            side_name(app, def, side),
            f.initiative == side,
            Msg::Initiative(side),
        ));
    }
    c = c.push(wrap_row(ini));
    c = c.push(text(loc.t("toi-ui-objectives")).size(18));
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
            .size(16),
        );
    }
    c = c.push(
        text_input(&loc.t("toi-ui-objective-name"), &ui.obj_name)
            .on_input(|s| m(Msg::ObjName(s)))
            .size(18)
            .padding(10),
    );
    let mut nat = vec![toggle(
        loc.t("toi-ui-neutral"),
        ui.obj_nation.is_none(),
        Msg::ObjNation(None),
    )];
    for side in 0..2 {
        nat.push(toggle(
            side_name(app, def, side),
            ui.obj_nation == Some(side),
            Msg::ObjNation(Some(side)),
        ));
    }
    c = c.push(wrap_row(nat));
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
        .style(button::secondary),
    );
    c = c.push(
        container(
            big_button(loc.t("toi-ui-start"), Some(m(Msg::StartScenario))).style(button::success),
        )
        .id("toi-start"),
    );
    panel(loc.t("toi-ui-tab-setup"), c.into())
}
