//! The attack panel: whose attack, the target's cover, the lead unit, the exact odds, then the
//! Combined Fire supporters; the target's and the firer's rarer details on pages of their own.
//! The dice are in the dock: roll, or tap the table's dice in.

use crate::ui::design::{font, space, style};
use iced::widget::{Column, container, row, text};
use iced::{Alignment, Element, Length};

use super::{AttackPage, Flag, Msg, Num, Ui, m, stepper, toggle};
use crate::games::tide_of_iron::ToiState;
use crate::games::tide_of_iron::attack::{self, Fire, Fort, Kind};
use crate::games::tide_of_iron::effects::{Condition, Damage};
use crate::ui::app::{App, Message, Table};
use crate::ui::widgets::die_pad::number_pad;
use crate::ui::widgets::{big_button, wrap_row};

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

/// The lead unit's firepower, range and distance.
fn lead_form<'a>(app: &App, ui: &Ui) -> Element<'a, Message> {
    let l = &ui.attack.lead;
    let mut c = Column::new().spacing(space::S);
    c = c.push(step(app, "toi-ui-lead-fp", l.fp, Num::Fp));
    c = c.push(step(app, "toi-ui-range", l.range, Num::Range));
    c = c.push(step(app, "toi-ui-distance", l.distance, Num::Distance));
    c.into()
}

/// "Add a supporter", then the supporters under it (a new one goes at the end, under the
/// button: nothing above moves).
fn supporters<'a>(app: &App, ui: &Ui) -> Element<'a, Message> {
    let a = &ui.attack;
    let mut c = Column::new().spacing(space::S);
    c = c.push(
        container(
            big_button(
                app.loc.t("toi-ui-add-supporter"),
                (a.fire != Fire::FireAndMovement).then(|| m(Msg::AddSupport)),
            )
            .style(style::plain),
        )
        .id("toi-add-supporter"),
    );
    for (i, s) in a.support.iter().enumerate() {
        c = c.push(
            row![
                text(
                    app.loc
                        .tr("toi-ui-supporter", &[("n", (i + 1).to_string())]),
                )
                .size(font::BODY)
                .width(Length::Fill),
                big_button(app.loc.t("toi-ui-remove"), Some(m(Msg::RemoveSupport(i))))
                    .style(style::plain),
            ]
            .spacing(space::M)
            .align_y(Alignment::Center),
        );
        c = c.push(step(app, "toi-ui-fp", s.fp, Num::SupFp(i)));
        c = c.push(step(app, "toi-ui-range", s.range, Num::SupRange(i)));
        c = c.push(step(
            app,
            "toi-ui-distance",
            s.distance,
            Num::SupDistance(i),
        ));
        // On Op Fire a supporter's machine guns may fire alone (L1719).
        if a.fire == Fire::OpFire {
            c = c.push(
                container(toggle(
                    app.loc.t("toi-ui-mg-only"),
                    s.mg_only,
                    Msg::SupMgOnly(i),
                ))
                .id(format!("toi-sup-mg-{i}")),
            );
        }
    }
    c.into()
}

/// The lead unit's rarer traits and the kind of fire (their own page).
fn firer_details<'a>(app: &App, ui: &Ui) -> Element<'a, Message> {
    let a = &ui.attack;
    let l = &a.lead;
    let mut c = Column::new().spacing(space::M);
    c = c.push(wrap_row(vec![
        flag(app, "toi-ui-op-fire", a.fire == Fire::OpFire, Flag::OpFire),
        flag(
            app,
            "toi-act-fire-move",
            a.fire == Fire::FireAndMovement,
            Flag::FireMove,
        ),
    ]));
    c = c.push(text(app.loc.t("toi-ui-lead")).size(font::BODY));
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
        flag(app, "toi-ui-mg-only", l.mg_only, Flag::MgOnly),
    ]));
    c = c.push(
        container(flag(app, "toi-ui-pin-firer", ui.pin_firer, Flag::PinFirer)).id("toi-pin-firer"),
    );
    // The readings of the rules that contradict themselves, the rulebook's default off.
    c = c.push(text(app.loc.t("toi-ui-readings")).size(font::BODY));
    c = c.push(wrap_row(vec![
        container(flag(
            app,
            "toi-ui-combined-sum",
            a.readings.combined_sum,
            Flag::CombinedSum,
        ))
        .id("toi-combined-sum")
        .into(),
        container(flag(
            app,
            "toi-ui-flame-faq",
            a.readings.flame_faq_normal,
            Flag::FlameFaq,
        ))
        .id("toi-flame-faq")
        .into(),
        container(flag(
            app,
            "toi-ui-opfire-suppressive",
            a.readings.opfire_suppressive_only,
            Flag::OpFireSuppressive,
        ))
        .id("toi-opfire-suppressive")
        .into(),
    ]));
    c.into()
}

fn target_form<'a>(app: &App, ui: &Ui) -> Element<'a, Message> {
    let t = &ui.attack.target;
    let mut c = Column::new().spacing(space::S);
    c = c.push(text(app.loc.t("toi-ui-target")).size(font::CONTROL));
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
    c = c.push(wrap_row(vec![
        flag(app, "toi-ui-smoke", t.smoke, Flag::Smoke),
        container(flag(app, "toi-ui-building", t.building, Flag::Building))
            .id("toi-building")
            .into(),
    ]));
    c = c.push(
        container(flag(
            app,
            "toi-ui-pin-target",
            ui.pin_target,
            Flag::PinTarget,
        ))
        .id("toi-pin-target"),
    );
    c.into()
}

/// The exact odds before the roll, on two lines of fixed height (nothing under them moves as
/// they change), or why the form cannot be rolled.
fn odds_line<'a>(app: &'a App, ui: &'a Ui) -> Element<'a, Message> {
    let loc = &app.loc;
    let words = match attack::odds(&ui.attack) {
        Ok((_, odds)) => {
            let parts: Vec<String> = odds
                .effects
                .iter()
                .map(|(e, ch)| format!("{} {}", loc.line(&e.short()), loc.pct(ch.percent(), 0)))
                .collect();
            format!("{} {}", loc.t("toi-ui-odds"), parts.join(" · "))
        }
        Err(e) => {
            let (id, args) = e.message();
            loc.tr(id, &args)
        }
    };
    container(text(words).size(font::SMALL))
        .height(Length::Fixed(44.0))
        .width(Length::Fill)
        .clip(true)
        .into()
}

/// The dock's dice for the attack: Roll, the keys of the next die (black, then red), the
/// dice entered and Clear.
pub(super) fn pad<'a>(app: &'a App, t: &'a Table, ui: &'a Ui) -> Element<'a, Message> {
    let loc = &app.loc;
    let plan = match attack::plan(&ui.attack) {
        Ok(p) => p,
        Err(e) => return super::refusal(app, &e),
    };
    let black = plan.black as usize;
    let n = ui.faces.len();
    let (key, words) = if n < black {
        (
            "attack",
            loc.tr(
                "toi-ui-pad-black",
                &[
                    ("n", (n + 1).to_string()),
                    ("of", black.to_string()),
                    ("on", plan.band.hits_on().to_string()),
                    ("red", plan.red.to_string()),
                ],
            ),
        )
    } else {
        (
            "defence",
            loc.tr(
                "toi-ui-pad-red",
                &[
                    ("n", (n - black + 1).min(plan.red as usize).to_string()),
                    ("of", plan.red.to_string()),
                ],
            ),
        )
    };
    let split = n.min(black);
    super::dock_pad(
        super::roll_button(app, "toi-roll", Some(Msg::Roll)),
        words,
        super::die_keys(t, key, Msg::Face),
        super::entered(t, &ui.faces[..split], &ui.faces[split..]),
        (n > 0).then(|| m(Msg::ClearFaces)),
        app,
    )
}

pub(super) fn view<'a>(
    app: &'a App,
    t: &'a Table,
    _s: &'a ToiState,
    ui: &'a Ui,
) -> Element<'a, Message> {
    let loc = &app.loc;
    let a = &ui.attack;
    let mut c = Column::new().spacing(space::L);
    c = c.push(super::pages(vec![
        (
            loc.t("toi-ui-page-fire"),
            ui.attack_page == AttackPage::Fire,
            Msg::AttackPage(AttackPage::Fire),
        ),
        (
            loc.t("toi-ui-page-target"),
            ui.attack_page == AttackPage::Target,
            Msg::AttackPage(AttackPage::Target),
        ),
        (
            loc.t("toi-ui-page-firer"),
            ui.attack_page == AttackPage::Firer,
            Msg::AttackPage(AttackPage::Firer),
        ),
    ]));
    match ui.attack_page {
        AttackPage::Fire => {
            // Whose attack and its kind, the target's cover, the lead unit, the odds, then
            // the supporters (a list that grows at the end).
            // Whose attack, and its kind: two choices of two, side by side.
            let sides = (0..t.def.sides.len().min(2))
                .map(|i| {
                    (
                        super::side_name(app, &t.def, i),
                        ui.side == i,
                        Some(m(Msg::Side(i))),
                        Some(format!("toi-side-{i}")),
                    )
                })
                .collect();
            // Suppressive fire is on or off (off: a normal attack).
            c = c.push(
                row![
                    crate::ui::design::component::segmented_ids(sides),
                    toggle(
                        loc.t("toi-ui-suppressive"),
                        a.kind == Kind::Suppressive,
                        Msg::Suppressive(a.kind != Kind::Suppressive),
                    ),
                ]
                .spacing(space::M)
                .align_y(Alignment::Center),
            );
            c = c.push(
                Column::new()
                    .spacing(space::XS)
                    .push(text(loc.t("toi-ui-cover")).size(font::SMALL))
                    .push(number_pad(
                        0..=attack::MAX_COVER as u8,
                        Some(a.target.cover as u8),
                        |v| m(Msg::Cover(u32::from(v))),
                        "toi-cover",
                    )),
            );
            c = c.push(lead_form(app, ui));
            c = c.push(odds_line(app, ui));
            c = c.push(supporters(app, ui));
        }
        AttackPage::Target => c = c.push(target_form(app, ui)),
        AttackPage::Firer => c = c.push(firer_details(app, ui)),
    }
    super::form(c.into())
}
