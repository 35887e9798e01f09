//! The optional unit roster: squads and vehicles with their activation, condition or damage
//! and markers, one tap each; and the reference-card values the data holds (marked where
//! they are not in the rulebook text).

use crate::ui::design::{font, space, style};
use iced::Element;
use iced::widget::{Column, container, text, text_input};

use super::{Msg, Ui, m, side_name, side_row, toggle};
use crate::games::tide_of_iron::attack::Fort;
use crate::games::tide_of_iron::effects::{Condition, Damage};
use crate::games::tide_of_iron::roster::{Activation, Marker, RosterAction, Unit};
use crate::games::tide_of_iron::{ToiState, data};
use crate::ui::app::{App, Message, Table};
use crate::ui::icons::{Icon, icon};
use crate::ui::widgets::{big_button, square_button, wrap_row};

fn r(a: RosterAction) -> Msg {
    Msg::Roster(a)
}

/// A unit's state as a chip with its icon (Pinned, Disrupted, Op Fire…).
fn ichip<'a>(i: Icon, words: String, on: bool, msg: Msg) -> Element<'a, Message> {
    crate::ui::design::component::chip_icon(icon(i, font::LEAD).into(), words, on, Some(m(msg)))
}

fn unit_row<'a>(app: &'a App, t: &'a Table, u: &'a Unit) -> Element<'a, Message> {
    let loc = &app.loc;
    let id = u.id;
    let mut items: Vec<Element<'a, Message>> = vec![
        text(format!("{} · {}", u.name, side_name(app, &t.def, u.side)))
            .size(font::CONTROL)
            .into(),
    ];
    for a in Activation::ALL {
        let i = match a {
            Activation::Ready => Icon::Check,
            Activation::OpFire => Icon::Ambush,
            Activation::Fatigued => Icon::Timer,
        };
        items.push(ichip(
            i,
            loc.t(a.msg()),
            u.activation == a,
            r(RosterAction::Activation(id, a)),
        ));
    }
    if u.vehicle {
        for (d, i) in [
            (Damage::Undamaged, Icon::Vehicle),
            (Damage::Light, Icon::Repair),
            (Damage::Heavy, Icon::Broken),
        ] {
            items.push(ichip(
                i,
                loc.t(d.msg()),
                u.damage == d,
                r(RosterAction::Damage(id, d)),
            ));
        }
    } else {
        for (c, i) in [
            (Condition::Normal, Icon::Check),
            (Condition::Pinned, Icon::Pinned),
            (Condition::Disrupted, Icon::Disrupted),
        ] {
            items.push(ichip(
                i,
                loc.t(c.msg()),
                u.condition == c,
                r(RosterAction::Condition(id, c)),
            ));
        }
        for (f, l, i) in [
            (Fort::Entrenched, "toi-ui-entrenched", Icon::Trench),
            (Fort::Bunker, "toi-ui-bunker", Icon::Fort),
        ] {
            let next = if u.fort == f { Fort::None } else { f };
            items.push(ichip(
                i,
                loc.t(l),
                u.fort == f,
                r(RosterAction::Fort(id, next)),
            ));
        }
        items.push(
            text(loc.tr("toi-ui-holes-n", &[("n", u.holes.to_string())]))
                .size(font::BODY)
                .into(),
        );
        items.push(square_button("−", Some(m(r(RosterAction::Holes(id, -1))))).into());
        items.push(square_button("+", Some(m(r(RosterAction::Holes(id, 1))))).into());
    }
    let markers = [
        (Marker::Officer, "toi-unit-officer", Icon::Leader),
        (Marker::Hidden, "toi-ui-hidden", Icon::Ambush),
        (Marker::Transported, "toi-ui-transported", Icon::Vehicle),
    ];
    for (mk, l, i) in markers {
        if u.vehicle && mk != Marker::Transported {
            continue;
        }
        items.push(ichip(
            i,
            loc.t(l),
            u.has(mk),
            r(RosterAction::Marker(id, mk)),
        ));
    }
    items.push(
        big_button(loc.t("toi-ui-remove"), Some(m(r(RosterAction::Remove(id)))))
            .style(style::danger)
            .into(),
    );
    container(wrap_row(items)).padding(space::XS).into()
}

fn stats<'a>(app: &'a App, t: &'a Table) -> Element<'a, Message> {
    let loc = &app.loc;
    let Ok(units) = data::units(&t.def) else {
        return text(loc.t("toi-ui-no-stats")).size(font::SMALL).into();
    };
    let dash = |v: Option<u32>| v.map_or("?".to_string(), |x| x.to_string());
    let lines = units.iter().map(|u| {
        let mark = if u.verified { "" } else { " *" };
        loc.tr(
            "toi-ui-stats-line",
            &[
                ("name", loc.t(&u.name)),
                ("mp", dash(u.movement)),
                ("ri", dash(u.range_infantry)),
                ("fi", dash(u.fp_infantry)),
                ("rv", dash(u.range_vehicle)),
                ("fv", dash(u.fp_vehicle)),
                ("armour", dash(u.armour)),
                ("mark", mark.to_string()),
            ],
        )
    });
    let mut c = Column::new().spacing(space::HAIR);
    c = c.push(crate::ui::widgets::text_lines(lines));
    c = c.push(text(loc.t("toi-ui-stats-note")).size(font::CAPTION));
    c.into()
}

pub(super) fn view<'a>(
    app: &'a App,
    t: &'a Table,
    s: &'a ToiState,
    ui: &'a Ui,
) -> Element<'a, Message> {
    let loc = &app.loc;
    let mut c = Column::new().spacing(space::M);
    c = c.push(side_row(app, &t.def, ui));
    c = c.push(wrap_row(vec![
        text_input(&loc.t("toi-ui-unit-name"), &ui.unit_name)
            .on_input(|x| m(Msg::UnitName(x)))
            .size(font::CONTROL)
            .padding(crate::ui::design::FIELD_PAD)
            .width(iced::Length::Fixed(260.0))
            .into(),
        toggle(loc.t("toi-ui-vehicle"), ui.unit_vehicle, Msg::UnitVehicle),
        container(
            big_button(
                loc.t("toi-ui-add-unit"),
                (!ui.unit_name.trim().is_empty()).then(|| m(Msg::AddUnit)),
            )
            .style(style::primary),
        )
        .id("toi-add-unit")
        .into(),
    ]));
    if s.units.is_empty() {
        c = c.push(text(loc.t("toi-ui-no-units")).size(font::SMALL));
    }
    for u in &s.units {
        c = c.push(unit_row(app, t, u));
    }
    c = c.push(text(loc.t("toi-ui-stats")).size(font::CONTROL));
    c = c.push(stats(app, t));
    super::form(c.into())
}
