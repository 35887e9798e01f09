//! The attack panel: the lead unit, Combined Fire supporters and the target; the dice it rolls
//! and the exact odds of each result before the roll; roll, or tap the table's dice in.

use iced::widget::{Column, button, container, row, text};
use iced::{Alignment, Element, Length};

use super::{Flag, Msg, Num, Ui, m, side_row, stepper, toggle};
use crate::games::tide_of_iron::ToiState;
use crate::games::tide_of_iron::attack::{self, Fire, Fort, Kind};
use crate::games::tide_of_iron::effects::{Condition, Damage};
use crate::ui::app::{App, Message, Table};
use crate::ui::widgets::die_pad::die_pad;
use crate::ui::widgets::{big_button, odds_bar, panel, wrap_row};

fn step<'a>(app: &App, label: &str, v: u32, n: Num) -> Element<'a, Message> {
    stepper(
        app.loc.t(label),
        v.to_string(),
        Msg::Num(n, -1),
        Msg::Num(n, 1),
    )
}

fn flag<'a>(app: &App, label: &str, on: bool, f: Flag) -> Element<'a, Message> {
    toggle(app.loc.t(label), on, Msg::Flag(f))
}

fn lead_form<'a>(app: &App, ui: &Ui) -> Element<'a, Message> {
    let a = &ui.attack;
    let l = &a.lead;
    let mut c = Column::new().spacing(6);
    c = c.push(text(app.loc.t("toi-ui-lead")).size(18));
    c = c.push(step(app, "toi-ui-fp", l.fp, Num::Fp));
    c = c.push(step(app, "toi-ui-range", l.range, Num::Range));
    c = c.push(step(app, "toi-ui-distance", l.distance, Num::Distance));
    c = c.push(wrap_row(vec![
        flag(app, "toi-ui-higher", l.higher, Flag::Higher),
        flag(
            app,
            "toi-ui-heavy-damage",
            l.heavy_damage,
            Flag::HeavyDamage,
        ),
        flag(app, "toi-ui-anti-tank", l.anti_tank, Flag::AntiTank),
        flag(
            app,
            "toi-ui-flamethrower",
            l.flamethrower,
            Flag::Flamethrower,
        ),
        flag(app, "toi-ui-tank", l.tank, Flag::Tank),
        flag(app, "toi-ui-from-smoke", l.from_smoke, Flag::FromSmoke),
    ]));
    for (i, s) in a.support.iter().enumerate() {
        c = c.push(
            text(
                app.loc
                    .tr("toi-ui-supporter", &[("n", (i + 1).to_string())]),
            )
            .size(17),
        );
        c = c.push(step(app, "toi-ui-fp", s.fp, Num::SupFp(i)));
        c = c.push(step(app, "toi-ui-range", s.range, Num::SupRange(i)));
        c = c.push(step(
            app,
            "toi-ui-distance",
            s.distance,
            Num::SupDistance(i),
        ));
        c = c.push(
            big_button(app.loc.t("toi-ui-remove"), Some(m(Msg::RemoveSupport(i))))
                .style(button::secondary),
        );
    }
    if a.fire != Fire::FireAndMovement {
        c = c.push(
            big_button(app.loc.t("toi-ui-add-supporter"), Some(m(Msg::AddSupport)))
                .style(button::secondary),
        );
    }
    c.into()
}

fn target_form<'a>(app: &App, ui: &Ui) -> Element<'a, Message> {
    let t = &ui.attack.target;
    let mut c = Column::new().spacing(6);
    c = c.push(text(app.loc.t("toi-ui-target")).size(18));
    c = c.push(flag(
        app,
        "toi-ui-vehicle",
        t.vehicle.is_some(),
        Flag::Vehicle,
    ));
    if let Some(v) = &t.vehicle {
        c = c.push(step(app, "toi-ui-armour", v.armour, Num::Armour));
        c = c.push(wrap_row(vec![
            flag(
                app,
                "toi-dmg-light",
                v.damage == Damage::Light,
                Flag::DamageLight,
            ),
            flag(
                app,
                "toi-dmg-heavy",
                v.damage == Damage::Heavy,
                Flag::DamageHeavy,
            ),
            flag(app, "toi-ui-heavy-vehicle", v.heavy, Flag::HeavyVehicle),
            flag(app, "toi-ui-truck", v.fragile, Flag::Truck),
            flag(app, "toi-ui-solid", v.solid, Flag::Solid),
        ]));
    } else {
        c = c.push(step(
            app,
            "toi-ui-figures",
            t.figures.unwrap_or(0),
            Num::Figures,
        ));
        c = c.push(step(app, "toi-ui-elites", t.elites, Num::Elites));
        c = c.push(wrap_row(vec![
            flag(
                app,
                "toi-cond-pinned",
                t.condition == Condition::Pinned,
                Flag::Pinned,
            ),
            flag(
                app,
                "toi-cond-disrupted",
                t.condition == Condition::Disrupted,
                Flag::Disrupted,
            ),
            flag(
                app,
                "toi-ui-entrenched",
                t.fort == Fort::Entrenched,
                Flag::Entrenched,
            ),
            flag(app, "toi-ui-bunker", t.fort == Fort::Bunker, Flag::Bunker),
            flag(app, "toi-ui-officer", t.officer, Flag::Officer),
            flag(app, "toi-ui-medic", t.medic, Flag::Medic),
        ]));
    }
    c = c.push(step(app, "toi-ui-cover", t.cover, Num::Cover));
    c = c.push(wrap_row(vec![
        flag(app, "toi-ui-smoke", t.smoke, Flag::Smoke),
        flag(app, "toi-ui-building", t.building, Flag::Building),
    ]));
    c.into()
}

/// The odds and the dice: roll, or one tap per die read off the table.
fn roll_form<'a>(app: &'a App, t: &'a Table, ui: &'a Ui) -> Element<'a, Message> {
    let loc = &app.loc;
    let mut c = Column::new().spacing(8);
    let (plan, odds) = match attack::odds(&ui.attack) {
        Ok(x) => x,
        Err(e) => return super::refusal(app, &e),
    };
    c = c.push(
        text(loc.tr(
            "toi-ui-dice-plan",
            &[
                ("black", plan.black.to_string()),
                ("on", plan.band.hits_on().to_string()),
                ("red", plan.red.to_string()),
            ],
        ))
        .size(22),
    );
    let black = plan.black as usize;
    let n = ui.faces.len();
    let (key, next, of, idx) = if n < black {
        ("attack", "toi-ui-next-black", black, n + 1)
    } else {
        (
            "defence",
            "toi-ui-next-red",
            plan.red as usize,
            n - black + 1,
        )
    };
    let shown = ui
        .faces
        .iter()
        .map(|f| f.to_string())
        .collect::<Vec<_>>()
        .join(" ");
    c = c.push(
        text(loc.tr(
            next,
            &[
                ("n", idx.min(of).to_string()),
                ("of", of.to_string()),
                ("shown", shown),
            ],
        ))
        .size(17),
    );
    if let Some(die) = t.def.die(key) {
        c = c.push(die_pad(loc, &die, |f| m(Msg::Face(f.parse().unwrap_or(0)))));
    }
    c = c.push(
        row![
            container(big_button(loc.t("toi-ui-roll"), Some(m(Msg::Roll))).style(button::success))
                .id("toi-roll"),
            big_button(loc.t("tray-clear"), (n > 0).then(|| m(Msg::ClearFaces)))
                .style(button::secondary),
        ]
        .spacing(8),
    );
    c = c.push(text(loc.t("toi-ui-odds")).size(17));
    for (e, ch) in &odds.effects {
        c = c.push(
            row![
                text(loc.line(&e.short()))
                    .size(15)
                    .width(Length::Fixed(170.0)),
                odds_bar(
                    String::new(),
                    ch.as_f64() as f32,
                    format!("{:.1}%", ch.percent())
                ),
            ]
            .spacing(6)
            .align_y(Alignment::Center),
        );
    }
    c.into()
}

pub(super) fn view<'a>(
    app: &'a App,
    t: &'a Table,
    _s: &'a ToiState,
    ui: &'a Ui,
) -> Element<'a, Message> {
    let mut c = Column::new().spacing(12);
    let a = &ui.attack;
    c = c.push(side_row(app, &t.def, ui));
    c = c.push(wrap_row(vec![
        flag(app, "toi-ui-op-fire", a.fire == Fire::OpFire, Flag::OpFire),
        flag(
            app,
            "toi-act-fire-move",
            a.fire == Fire::FireAndMovement,
            Flag::FireMove,
        ),
        flag(
            app,
            "toi-ui-suppressive",
            a.kind == Kind::Suppressive,
            Flag::Suppressive,
        ),
    ]));
    c = c.push(roll_form(app, t, ui));
    c = c.push(wrap_row(vec![lead_form(app, ui), target_form(app, ui)]));
    panel(app.loc.t("toi-ui-tab-attack"), c.into())
}
