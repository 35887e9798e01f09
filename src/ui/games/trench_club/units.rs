//! The Units tab: each player's roster (type, damage out of 6, experience with its level and
//! marker colour, in a fort / in water / in a trench / just unloaded) and adding units at
//! set-up in one of the three armies. The Unit Sheet's values are data; unverified ones are
//! marked.

use crate::ui::design::{font, space};
use iced::Element;
use iced::widget::{Column, column, row, text};

use super::{Msg, Ui, button, side_name, unit_label};
use crate::games::trench_club::Flag;
use crate::games::trench_club::data::{DESTROYED_AT, TcData, UnitDef};
use crate::games::trench_club::state::{TcState, Unit};
use crate::i18n::Localizer;
use crate::ui::app::Message;
use crate::ui::icons::{Icon, icon};
use crate::ui::widgets::{panel, square_button, wrap_row};

/// The Unit Sheet line of a unit: cost, speed, range, hit numbers, with "?" on the values
/// the text does not state.
pub fn sheet_line(loc: &Localizer, d: &UnitDef) -> String {
    let mark = |f: &str| if d.is_verified(f) { "" } else { "?" };
    let range = d.range.map_or("—".to_string(), |[lo, hi]| {
        if lo == hi {
            lo.to_string()
        } else {
            format!("{lo}-{hi}")
        }
    });
    loc.tr(
        "tc-ui-sheet",
        &[
            ("cost", format!("{}{}", d.cost, mark("cost"))),
            ("speed", format!("{}{}", d.speed, mark("speed"))),
            ("range", format!("{range}{}", mark("range"))),
            (
                "hits",
                format!("≤{}/{}/{}{}", d.hit[0], d.hit[1], d.hit[2], mark("hit")),
            ),
        ],
    )
}

fn unit_row<'a>(loc: &Localizer, s: &TcState, u: &Unit) -> Element<'a, Message> {
    let level = u.level();
    let marks: String = (0..DESTROYED_AT)
        .map(|i| if i < u.damage { '●' } else { '○' })
        .collect();
    let head = loc.tr(
        "tc-ui-unit-line",
        &[
            ("unit", unit_label(loc, s, u.id)),
            ("marks", marks),
            ("xp", u.xp.to_string()),
            ("level", loc.t(level.msg())),
            ("colour", loc.t(level.colour_msg())),
            ("army", u.army.to_string()),
        ],
    );
    let flags = [
        (Flag::InFort, u.in_fort, "tc-ui-flag-fort"),
        (Flag::InWater, u.in_water, "tc-ui-flag-water"),
        (Flag::InTrench, u.in_trench, "tc-ui-flag-trench"),
        (Flag::Unloaded, u.unloaded, "tc-ui-flag-unloaded"),
    ];
    let mut items: Vec<Element<'a, Message>> = flags
        .into_iter()
        .map(|(f, on, label)| {
            // A unit in its fort since the turn began may be repaired (L500): said on the flag.
            let label = if f == Flag::InFort && u.fort_since_start {
                "tc-ui-flag-fort-since"
            } else {
                label
            };
            let i = match f {
                Flag::InFort => Icon::Fort,
                Flag::InWater => Icon::Terrain,
                Flag::InTrench => Icon::Trench,
                Flag::Unloaded => Icon::Ammo,
            };
            crate::ui::design::component::chip_icon(
                icon(i, font::LEAD).into(),
                loc.t(label),
                on,
                Some(super::m(Msg::Toggle(u.id, f))),
            )
        })
        .collect();
    let fix = |d: i32, x: i32| {
        super::m(Msg::Correct {
            id: u.id,
            damage: d,
            xp: x,
        })
    };
    items.push(
        row![
            text(loc.t("tc-ui-damage")).size(font::SMALL),
            square_button("−", Some(fix(-1, 0))),
            square_button("+", Some(fix(1, 0))),
            text(loc.t("tc-ui-xp")).size(font::SMALL),
            square_button("−", Some(fix(0, -1))),
            square_button("+", Some(fix(0, 1))),
        ]
        .spacing(space::XS)
        .align_y(iced::Alignment::Center)
        .into(),
    );
    // Removing sits apart from the steppers, in the warning colour: a slip must not take a
    // unit off (Undo would still bring it back).
    let remove =
        crate::ui::widgets::big_button(loc.t("tc-ui-remove"), Some(super::m(Msg::Remove(u.id))))
            .style(crate::ui::design::style::danger);
    column![
        row![
            text(head).size(font::BODY).width(iced::Length::Fill),
            remove
        ]
        .spacing(space::M)
        .align_y(iced::Alignment::Center),
        wrap_row(items)
    ]
    .spacing(space::XS)
    .into()
}

pub fn units_view<'a>(
    loc: &Localizer,
    s: &TcState,
    ui: &Ui,
    data: &TcData,
) -> Element<'a, Message> {
    let mut c = Column::new().spacing(space::L);
    c = c.push(text(loc.t("tc-ui-add")).size(font::LEAD));
    // In co-op the ally's nation adds its own units to the shared seat.
    // Whose unit, and its army: two choices side by side.
    let sides = s
        .seats
        .iter()
        .flat_map(|x| s.nations_of(&x.side))
        .map(|n| {
            (
                side_name(loc, &n),
                ui.add_side == n,
                Some(super::m(Msg::AddSide(n.clone()))),
            )
        })
        .collect();
    let armies = (1..=3)
        .map(|a| {
            (
                loc.tr("tc-ui-army", &[("n", a.to_string())]),
                ui.add_army == a,
                Some(super::m(Msg::AddArmy(a))),
            )
        })
        .collect();
    c = c.push(
        column![
            crate::ui::design::component::choice_wrap(sides),
            crate::ui::design::segmented(armies),
        ]
        .spacing(space::S),
    );
    let kinds = data
        .units
        .units
        .iter()
        .map(|d| {
            // Every type keeps its place; those the nation does not field are greyed.
            let fields = d.nations.is_empty() || d.nations.contains(&ui.add_side);
            button(loc.t(&d.name), fields.then(|| Msg::Add(d.id.clone())))
        })
        .collect();
    c = c.push(wrap_row(kinds));
    // The roster of the nation picked above, under the buttons that add to it: a new unit
    // never moves those, nor another roster (the other nation's shows on its own pick).
    let seat = s.seat_of(&ui.add_side);
    for seat in s.seats.iter().filter(|x| Some(x.side.as_str()) == seat) {
        let mut r = Column::new().spacing(space::M).push(
            text(loc.tr("tc-ui-roster", &[("side", side_name(loc, &seat.side))])).size(font::LEAD),
        );
        for u in s
            .units
            .iter()
            .filter(|u| s.seat_of(&u.owner) == Some(seat.side.as_str()))
        {
            r = r.push(unit_row(loc, s, u));
        }
        c = c.push(r);
    }
    c = c.push(text(loc.t("tc-ui-sheet-note")).size(font::SMALL));
    for d in &data.units.units {
        c = c.push(text(format!("{} — {}", loc.t(&d.name), sheet_line(loc, d))).size(font::SMALL));
    }
    panel(loc.t("tc-ui-tab-units"), c.into())
}
