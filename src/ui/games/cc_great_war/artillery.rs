//! The Artillery tab: Reserve Artillery fire, then the bombardment hex by hex.

use crate::ui::design::component::choice_grid_fit as choice_grid;
use crate::ui::design::{font, primary_button, space, style};
use crate::ui::icons::{Icon, icon};
use iced::widget::{Column, Row, row, text};
use iced::{Alignment, Element, Length};

use super::faces::face_entry;
use super::{Msg, Ui, lines, m, side_name, stepper, toggle};
use crate::games::cc_great_war::artillery;
use crate::games::cc_great_war::data::CcData;
use crate::games::cc_great_war::{CcState, HQ};
use crate::ui::app::{App, Message, Table};
use crate::ui::widgets::hex_template::template;
use crate::ui::widgets::{big_button, panel, square_button};

/// A line of text's height for its size (iced's default line height).
const LINE: f32 = 1.3;

pub(super) fn artillery_view<'a>(
    app: &'a App,
    t: &'a Table,
    s: &'a CcState,
    ui: &'a Ui,
    data: &CcData,
) -> Element<'a, Message> {
    let loc = &app.loc;
    let def = &t.def;
    let mut c = Column::new().spacing(space::M);
    if let Some(fire) = &s.artillery {
        let p = &fire.plan;
        // What to do next comes first, in view without scrolling: the template beside the
        // list of hexes, then the next hex's form; the working (the plan's steps, the cards'
        // effects, the last hex's reading) follows below.
        let mut hexes = Column::new().spacing(space::XS);
        let next = fire.next_hex();
        let lines_now = crate::games::cc_great_war::card::bombardment_lines(loc, fire);
        // Room for two lines a hex from the start: a hex's line that grows when it is rolled
        // never moves what is under the list.
        let room = lines_now.len() as f32 * (2.0 * font::CONTROL * LINE + space::XS);
        for line in lines_now {
            hexes = hexes.push(text(line).size(font::CONTROL));
        }
        let hexes = iced::widget::container(hexes).height(Length::Fixed(room));
        // The template and the hexes' list on the left, the next hex's form beside them: the
        // form's buttons stay in view on a tablet either way up.
        let left = Column::new()
            .spacing(space::M)
            .width(Length::Fixed(230.0))
            .push(template(p.hexes, p.main_dice, p.cratered, 140.0))
            .push(hexes);
        let mut top = Row::new().spacing(space::XL).push(left);
        if next.is_some() {
            let mut f = Column::new().spacing(space::S).width(Length::Fill);
            f = f.push(text(loc.t("ccgw-ui-hex-hint")).size(font::SMALL));
            f = f.push(
                row![
                    big_button(loc.t("ccgw-ui-hex-no-unit"), Some(m(Msg::HexSkip)))
                        .style(style::plain),
                    toggle(
                        loc.t("ccgw-ui-hex-wire-only"),
                        ui.hex_wire_only,
                        Msg::HexWireOnly
                    ),
                ]
                .spacing(space::S)
                .wrap(),
            );
            if !ui.hex_wire_only {
                // The hex's terrain: one of the chart's, a choice grid.
                f = f.push(choice_grid(
                    data.terrain
                        .iter()
                        .map(|td| {
                            (
                                loc.t(&td.name),
                                ui.hex_terrain == td.id,
                                Some(m(Msg::HexTerrain(td.id.clone()))),
                            )
                        })
                        .collect(),
                ));
            }
            // The roll and the faces are in the dock (`artillery_pad`).
            if !ui.hex_wire_only {
                let figures = ui
                    .hex_figures
                    .map(|x| x.to_string())
                    .unwrap_or_else(|| loc.t("ccgw-ui-unknown"));
                f = f.push(stepper(
                    loc.t("ccgw-ui-figures"),
                    figures,
                    Some(Msg::HexFigures(-1)),
                    Some(Msg::HexFigures(1)),
                ));
            }
            top = top.push(f);
        }
        // "Bombardment over" first: it stays in its place while the hexes are done.
        c = c
            .push(big_button(loc.t("ccgw-ui-art-done"), Some(m(Msg::ArtDone))).style(style::plain));
        c = c.push(top);
        // The working: the plan's steps and the cards' effects, which stay as they are, then
        // the last hex's reading with its reminders (wire cut, no HQ…), which changes with each
        // hex: last, so a reading longer than the one before moves nothing.
        c = c.push(lines(loc, &p.steps));
        c = c.push(lines(loc, &artillery::card_steps(p, fire.cards)));
        if let Some(o) = fire.results.iter().rev().flatten().next() {
            c = c.push(lines(loc, &o.steps));
        }
        return panel(
            loc.tr(
                "ccgw-ui-bombardment",
                &[("side", side_name(def, loc, &fire.side))],
            ),
            c.into(),
        );
    }
    c = c.push(super::attacker_row(loc, def, ui));
    let tokens = s
        .scenario
        .as_ref()
        .and_then(|x| x.artillery.get(&ui.side))
        .cloned()
        .unwrap_or_default();
    if tokens.is_empty() {
        c = c.push(text(loc.t("ccgw-ui-no-artillery")).size(font::BODY));
        return panel(loc.t("ccgw-ui-artillery"), c.into());
    }
    // Which token fires: one of the side's, a choice grid.
    c = c.push(super::labelled(
        loc.t("ccgw-ui-artillery-tokens"),
        choice_grid(
            tokens
                .into_iter()
                .map(|a| {
                    (
                        loc.tr("ccgw-ui-firepower", &[("n", a.to_string())]),
                        ui.art_strength == Some(a),
                        Some(m(Msg::ArtStrength(a))),
                    )
                })
                .collect(),
        ),
    ));
    if let Some(strength) = ui.art_strength {
        let held = t
            .state
            .table
            .pools
            .get(HQ)
            .map_or(0, |p| p.held_by(&ui.side));
        c = c.push(stepper(
            loc.tr(
                "ccgw-ui-spend",
                &[("held", held.to_string()), ("max", strength.to_string())],
            ),
            ui.art_spend.to_string(),
            Some(Msg::ArtSpend(-1)),
            Some(Msg::ArtSpend(1)),
        ));
        c = c.push(
            row![
                super::pins::toggle(
                    loc,
                    ui,
                    loc.t("ccgw-card-box-barrage"),
                    ui.art_cards.box_barrage,
                    Msg::ArtBox,
                    super::pins::Pin::BoxBarrage,
                ),
                super::pins::toggle(
                    loc,
                    ui,
                    loc.t("ccgw-card-shell-shortage"),
                    ui.art_cards.shell_shortage,
                    Msg::ArtShort,
                    super::pins::Pin::ShellShortage,
                ),
                super::pins::toggle(
                    loc,
                    ui,
                    loc.t("ccgw-card-hold-at-all-costs"),
                    ui.art_cards.hold,
                    Msg::ArtHold,
                    super::pins::Pin::ArtHold,
                ),
            ]
            .spacing(space::S)
            .wrap(),
        );
    }
    panel(loc.t("ccgw-ui-artillery"), c.into())
}

/// The latest hex of a bombardment as a result card: hits and retreat in display type, the
/// faces rolled, which hex of whose bombardment; the reading folded beneath.
pub(super) fn hex_card<'a>(
    loc: &crate::i18n::Localizer,
    def: &crate::core::def::GameDef,
    ui: &Ui,
    settings: &crate::games::cc_great_war::CcSettings,
    fire: &crate::games::cc_great_war::ArtilleryFire,
    index: usize,
    o: &crate::games::cc_great_war::battle::Outcome,
) -> Element<'a, Message> {
    let mut faces = Row::new().spacing(space::S);
    for f in &fire.last_faces {
        faces = faces.push(super::faces::face_picture(def, loc, f, 44.0));
    }
    let words = crate::games::cc_great_war::card::artillery_hex(loc, def, settings, fire, index, o);
    super::card_of(loc, words, faces.wrap().into(), ui, true, vec![])
}

/// The artillery's dice, for the dock: during a bombardment, the next hex's roll and its
/// faces (the last face records the hex); before it, the targeting dice of the chosen token.
pub(super) fn artillery_pad<'a>(
    app: &'a App,
    t: &'a Table,
    s: &'a CcState,
    ui: &'a Ui,
) -> Option<Element<'a, Message>> {
    let loc = &app.loc;
    let def = &t.def;
    if let Some(fire) = &s.artillery {
        let i = fire.next_hex()?;
        let dice = artillery::plan_dice(&fire.plan, fire.cards)
            .get(i)
            .copied()
            .unwrap_or(0);
        let mut f = Column::new().spacing(space::M);
        f = f.push(primary_button(
            loc.tr("ccgw-ui-roll-n", &[("n", dice.to_string())]),
            Some(icon(Icon::Dice, font::LEAD).into()),
            (dice > 0).then(|| m(Msg::HexRoll)),
        ));
        f = f.push(face_entry(
            def,
            loc,
            &ui.hex_faces,
            Msg::HexFace,
            Msg::HexFaceClear,
            Some(Msg::HexRecord),
        ));
        return Some(f.into());
    }
    ui.art_strength?;
    let mut c = Column::new().spacing(space::M);
    c = c.push(primary_button(
        loc.tr("ccgw-ui-fire", &[("n", ui.art_spend.to_string())]),
        Some(icon(Icon::Artillery, font::LEAD).into()),
        Some(m(Msg::ArtFire)),
    ));
    let mut dice = Row::new()
        .spacing(space::S)
        .push(text(loc.t("ccgw-ui-targeting-enter")).size(font::SMALL));
    for d in 1..=6 {
        dice = dice.push(
            iced::widget::container(square_button(&d.to_string(), Some(m(Msg::ArtDie(d)))))
                .id(format!("ccgw-target-die-{d}")),
        );
    }
    c = c.push(dice.wrap());
    let shown = ui
        .art_dice
        .iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(" ");
    c = c.push(
        // Clear first, then Fire, the dice tapped so far last: a label that grows with the
        // dice ("Fire with this die", "these 2 dice") never moves Clear.
        row![
            big_button(
                loc.t("tray-clear"),
                (!ui.art_dice.is_empty()).then(|| m(Msg::ArtDiceClear))
            )
            .style(style::plain),
            big_button(
                loc.tr("ccgw-ui-fire-hand", &[("n", ui.art_dice.len().to_string())]),
                (!ui.art_dice.is_empty()).then(|| m(Msg::ArtFireHand))
            )
            .style(style::plain),
            text(shown).size(font::TITLE).width(Length::Fill),
        ]
        .spacing(space::S)
        .align_y(Alignment::Center),
    );
    Some(c.into())
}
