//! The optional unit list with its markers, and the reinforcements.

use crate::ui::design::{font, space, style};
use iced::widget::{Column, container, row, text, text_input};
use iced::{Alignment, Element, Length};

use super::{Msg, Ui, m, stepper};
use crate::core::def::GameDef;
use crate::games::asl_sk1::{AslState, Flag};
use crate::i18n::Localizer;
use crate::ui::app::Message;
use crate::ui::screens::section;
use crate::ui::theme;
use crate::ui::widgets::{big_button, wrap_row};

pub(super) fn units_panel<'a>(
    loc: &Localizer,
    def: &GameDef,
    s: &AslState,
    ui: &Ui,
) -> Element<'a, Message> {
    let side_name = |i: usize| def.sides.get(i).map(|x| loc.t(&x.name)).unwrap_or_default();
    let mut col = Column::new().spacing(space::M);
    col = col.push(
        row![
            text_input(&loc.t("asl-ui-unit-name"), &ui.unit_name)
                .on_input(|v| m(Msg::UnitName(v)))
                .on_submit(m(Msg::AddUnit))
                .size(font::CONTROL)
                .padding(crate::ui::design::FIELD_PAD)
                .width(Length::Fill),
            big_button(side_name(ui.unit_side), Some(m(Msg::UnitSide))).style(style::plain),
            big_button(loc.t("asl-ui-add-unit"), Some(m(Msg::AddUnit))).style(style::primary),
        ]
        .spacing(space::M)
        .align_y(Alignment::Center),
    );
    for u in &s.units {
        let mut items: Vec<Element<'a, Message>> = vec![
            text(format!("{} · {}", u.name, side_name(u.side)))
                .size(font::CONTROL)
                .into(),
        ];
        // Each status a chip with its icon.
        for f in Flag::ALL {
            let on = u.flags.contains(&f);
            items.push(crate::ui::design::component::chip_icon(
                crate::ui::icons::icon(flag_icon(f), font::LEAD).into(),
                loc.t(f.msg()),
                on,
                Some(m(Msg::SetFlag(u.id, f, !on))),
            ));
        }
        items.push(
            big_button(loc.t("asl-ui-remove"), Some(m(Msg::RemoveUnit(u.id))))
                .style(style::danger)
                .into(),
        );
        col = col.push(
            container(wrap_row(items))
                .padding(space::S)
                .width(Length::Fill)
                .style(theme::panel),
        );
    }
    // Reinforcements.
    col = col.push(text(loc.t("asl-ui-reinforcements")).size(font::CONTROL));
    col = col.push(
        text_input(&loc.t("asl-ui-reinf-text"), &ui.reinf_text)
            .on_input(|v| m(Msg::ReinfText(v)))
            .size(font::CONTROL)
            .padding(crate::ui::design::FIELD_PAD)
            .width(Length::Fill),
    );
    // The side's button last: its label changes length with the side, and moves nothing.
    col = col.push(wrap_row(vec![
        stepper(
            loc.t("asl-ui-on-turn"),
            ui.reinf_turn.to_string(),
            (ui.reinf_turn > 1).then_some(Msg::ReinfTurn(-1)),
            Some(Msg::ReinfTurn(1)),
        ),
        crate::ui::design::plain_button(
            loc.t("asl-ui-add-reinf"),
            Some(crate::ui::icons::icon(crate::ui::icons::Icon::Plus, font::LEAD).into()),
            Some(m(Msg::AddReinf)),
        )
        .into(),
        big_button(side_name(ui.unit_side), Some(m(Msg::UnitSide)))
            .style(style::plain)
            .into(),
    ]));
    for (i, r) in s.reinforcements.iter().enumerate() {
        col = col.push(
            row![
                text(loc.tr(
                    "asl-ui-reinf-line",
                    &[
                        ("turn", r.turn.to_string()),
                        ("side", side_name(r.side)),
                        ("text", r.text.clone())
                    ]
                ))
                .size(font::LABEL)
                .width(Length::Fill),
                big_button(loc.t("asl-ui-remove"), Some(m(Msg::RemoveReinf(i))))
                    .style(style::danger),
            ]
            .spacing(space::M)
            .align_y(Alignment::Center),
        );
    }
    section(loc.t("asl-ui-units"), col.into())
}

/// A unit status's icon.
fn flag_icon(f: Flag) -> crate::ui::icons::Icon {
    use crate::ui::icons::Icon;
    match f {
        Flag::Broken => Icon::Broken,
        Flag::Pinned => Icon::Pinned,
        Flag::Dm => Icon::Morale,
        Flag::Cx => Icon::Timer,
        Flag::Wounded => Icon::Wound,
        Flag::Melee | Flag::Cc => Icon::Assault,
        Flag::PrepFire | Flag::FirstFire | Flag::FinalFire => Icon::Fire,
    }
}
