//! The assault panel (L1467-1538): the attackers, the defenders of the hex and its cover, the
//! chance the attacker wins, then roll or tap the three groups of dice in; below it the two
//! small rolls of a squad's move, the minefield (L2264) and the medic's Heal (L2063).

use crate::ui::design::{font, space, style};
use iced::widget::{Column, container, row, text};
use iced::{Element, Length};

use super::{AssaultPage, Msg, Ui, go, m, side_row};
use crate::games::tide_of_iron::assault::{self, Assault, Defender};
use crate::games::tide_of_iron::attack::{self, Fort};
use crate::games::tide_of_iron::effects::{Condition, Damage};
use crate::games::tide_of_iron::{ToiAction, ToiState};
use crate::session::Action;
use crate::ui::app::{App, Message, Table};
use crate::ui::widgets::{big_button, stepper, wrap_row};

/// The numbers of the form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AsNum {
    Fp,
    Support(usize),
    Flames,
    Cover,
    DefFp,
    Holes,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AsMsg {
    Num(AsNum, i32),
    FromWire,
    Smoke,
    Officer,
    Medic,
    DefCondition(Condition),
    DefFort(Fort),
    /// The next light vehicle's damage (it takes no more hits than destroy it, L1522).
    DefDamage(Damage),
    AddSupport,
    RemoveSupport(usize),
    AddDefender,
    AddVehicle,
    ClearDefenders,
    Roll,
    Face(u8),
    ClearFaces,
    Engineers,
    MineRoll,
    MineFace(u8),
    HealRoll,
    HealFace(u8),
}

/// The assault form beside the attack's.
#[derive(Debug, Clone, PartialEq)]
pub struct AssaultForm {
    pub assault: Assault,
    pub def_fp: u32,
    pub def_condition: Condition,
    pub def_fort: Fort,
    pub def_damage: Damage,
    pub faces: Vec<u8>,
    pub engineers: bool,
    pub mine_faces: Vec<u8>,
    pub holes: u32,
}

impl Default for AssaultForm {
    fn default() -> Self {
        AssaultForm {
            assault: Assault {
                fp: 4,
                support: vec![],
                flamethrowers: 0,
                from_wire: false,
                defenders: vec![],
                cover: 0,
                smoke: false,
                officer: false,
                medic: false,
            },
            def_fp: 4,
            def_condition: Condition::Normal,
            def_fort: Fort::None,
            def_damage: Damage::Undamaged,
            faces: vec![],
            engineers: false,
            mine_faces: vec![],
            holes: 2,
        }
    }
}

fn nudge(v: &mut u32, d: i32, min: u32, max: u32) {
    *v = (i64::from(*v) + i64::from(d)).clamp(i64::from(min), i64::from(max)) as u32;
}

fn act(a: ToiAction) -> Option<Action> {
    go(a)
}

/// What a message of this panel does.
pub(super) fn update(ui: &mut Ui, msg: AsMsg) -> Option<Action> {
    let side = ui.side;
    let f = &mut ui.assault;
    let a = &mut f.assault;
    match msg {
        AsMsg::Num(n, d) => match n {
            AsNum::Fp => nudge(&mut a.fp, d, 0, attack::MAX_FP),
            AsNum::Support(i) => {
                if let Some(s) = a.support.get_mut(i) {
                    nudge(s, d, 0, attack::MAX_FP);
                }
            }
            AsNum::Flames => nudge(&mut a.flamethrowers, d, 0, 3),
            AsNum::Cover => nudge(&mut a.cover, d, 0, attack::MAX_COVER),
            AsNum::DefFp => nudge(&mut f.def_fp, d, 0, attack::MAX_FP),
            AsNum::Holes => nudge(&mut f.holes, d, 1, attack::MAX_FIGURES - 1),
        },
        AsMsg::FromWire => a.from_wire = !a.from_wire,
        AsMsg::Smoke => a.smoke = !a.smoke,
        AsMsg::Officer => a.officer = !a.officer,
        AsMsg::Medic => a.medic = !a.medic,
        AsMsg::DefCondition(c) => f.def_condition = c,
        AsMsg::DefFort(x) => f.def_fort = x,
        AsMsg::DefDamage(x) => {
            f.def_damage = if f.def_damage == x {
                Damage::Undamaged
            } else {
                x
            }
        }
        AsMsg::AddSupport => {
            if a.support.len() < assault::MAX_SUPPORTERS {
                a.support.push(4);
            }
        }
        AsMsg::RemoveSupport(i) => {
            if i < a.support.len() {
                a.support.remove(i);
            }
        }
        AsMsg::AddDefender | AsMsg::AddVehicle => {
            if a.defenders.len() < assault::MAX_DEFENDERS {
                let vehicle = msg == AsMsg::AddVehicle;
                a.defenders.push(Defender {
                    fp: f.def_fp,
                    vehicle,
                    condition: if vehicle {
                        Condition::Normal
                    } else {
                        f.def_condition
                    },
                    fort: if vehicle { Fort::None } else { f.def_fort },
                    damage: if vehicle {
                        f.def_damage
                    } else {
                        Damage::Undamaged
                    },
                });
            }
        }
        AsMsg::ClearDefenders => a.defenders.clear(),
        AsMsg::Roll => {
            f.faces.clear();
            return act(ToiAction::Assault {
                side,
                assault: a.clone(),
                attack: None,
                cover: None,
                defence: None,
            });
        }
        AsMsg::Face(x) => {
            f.faces.push(x);
            let p = assault::plan(a).ok()?;
            let (n1, n2) = (p.attack_dice as usize, p.cover_dice as usize);
            if f.faces.len() == n1 + n2 + p.defence_dice as usize {
                return act(ToiAction::Assault {
                    side,
                    assault: a.clone(),
                    attack: Some(f.faces[..n1].to_vec()),
                    cover: Some(f.faces[n1..n1 + n2].to_vec()),
                    defence: Some(f.faces[n1 + n2..].to_vec()),
                });
            }
            return None;
        }
        AsMsg::ClearFaces => f.faces.clear(),
        AsMsg::Engineers => f.engineers = !f.engineers,
        AsMsg::MineRoll => {
            return act(ToiAction::Mine {
                side,
                engineers: f.engineers,
                dice: None,
            });
        }
        AsMsg::MineFace(x) => {
            if f.mine_faces.len() >= 4 {
                f.mine_faces.clear();
            }
            f.mine_faces.push(x);
            if f.mine_faces.len() == 4 {
                return act(ToiAction::Mine {
                    side,
                    engineers: f.engineers,
                    dice: Some(f.mine_faces.clone()),
                });
            }
            return None;
        }
        AsMsg::HealRoll => {
            return act(ToiAction::Heal {
                side,
                holes: f.holes,
                die: None,
            });
        }
        AsMsg::HealFace(x) => {
            return act(ToiAction::Heal {
                side,
                holes: f.holes,
                die: Some(x),
            });
        }
    }
    if !matches!(msg, AsMsg::Face(_) | AsMsg::MineFace(_)) {
        f.faces.clear();
    }
    None
}

fn am(msg: AsMsg) -> Message {
    m(Msg::Assault(msg))
}

fn num<'a>(app: &App, label: &str, v: u32, n: AsNum) -> Element<'a, Message> {
    stepper(
        app.loc.t(label),
        v.to_string(),
        Some(am(AsMsg::Num(n, -1))),
        Some(am(AsMsg::Num(n, 1))),
    )
}

fn flip<'a>(app: &App, label: &str, on: bool, msg: AsMsg) -> Element<'a, Message> {
    crate::ui::widgets::toggle(app.loc.t(label), on, am(msg))
}

/// The dock's dice for the page open: the assault's three groups, the minefield's four black
/// dice, or the Heal's one.
pub(super) fn pad<'a>(app: &'a App, t: &'a Table, ui: &'a Ui) -> Element<'a, Message> {
    let loc = &app.loc;
    let f = &ui.assault;
    match ui.assault_page {
        AssaultPage::Assault => {
            let p = match assault::plan(&f.assault) {
                Ok(p) => p,
                Err(e) => return super::refusal(app, &e),
            };
            let n = f.faces.len();
            let (a, cv) = (p.attack_dice as usize, p.cover_dice as usize);
            let (key, words) = if n < a {
                ("attack", "toi-ui-assault-next-attack")
            } else if n < a + cv {
                ("defence", "toi-ui-assault-next-cover")
            } else {
                ("attack", "toi-ui-assault-next-defence")
            };
            let (black, red) = f.faces.split_at(n.min(a));
            super::dock_pad(
                super::roll_button(app, "toi-assault-roll", Some(Msg::Assault(AsMsg::Roll))),
                loc.tr(words, &[("n", n.to_string())]),
                super::die_keys(t, key, |x| Msg::Assault(AsMsg::Face(x))),
                super::entered(t, black, red),
                (n > 0).then(|| am(AsMsg::ClearFaces)),
                app,
            )
        }
        AssaultPage::Mine => super::dock_pad(
            super::roll_button(app, "toi-mine-roll", Some(Msg::Assault(AsMsg::MineRoll))),
            loc.tr(
                "toi-ui-mine-faces",
                &[("n", (f.mine_faces.len() % 4).to_string())],
            ),
            super::die_keys(t, "attack", |x| Msg::Assault(AsMsg::MineFace(x))),
            super::entered(t, &f.mine_faces, &[]),
            None,
            app,
        ),
        AssaultPage::Heal => super::dock_pad(
            super::roll_button(app, "toi-heal-roll", Some(Msg::Assault(AsMsg::HealRoll))),
            loc.t("toi-ui-heal"),
            super::die_keys(t, "attack", |x| Msg::Assault(AsMsg::HealFace(x))),
            super::entered(t, &[], &[]),
            None,
            app,
        ),
    }
}

/// The chance the attacker wins and the dice each side rolls, one line of fixed height.
fn plan_line<'a>(app: &'a App, f: &'a AssaultForm) -> Element<'a, Message> {
    let loc = &app.loc;
    let words = match assault::odds(&f.assault) {
        Ok((p, o)) => loc.tr(
            "toi-ui-assault-plan",
            &[
                ("attack", p.attack_dice.to_string()),
                ("cover", p.cover_dice.to_string()),
                ("defence", p.defence_dice.to_string()),
                ("pct", loc.num(o.attacker_wins.percent(), 1)),
            ],
        ),
        Err(e) => {
            let (id, args) = e.message();
            loc.tr(id, &args)
        }
    };
    container(text(words).size(font::BODY))
        .height(Length::Fixed(48.0))
        .width(Length::Fill)
        .clip(true)
        .into()
}

fn sides_form<'a>(app: &'a App, f: &'a AssaultForm) -> Element<'a, Message> {
    let loc = &app.loc;
    let a = &f.assault;
    let mut c = Column::new().spacing(space::S);
    c = c.push(num(app, "toi-ui-assault-fp", a.fp, AsNum::Fp));
    c = c.push(num(app, "toi-ui-cover", a.cover, AsNum::Cover));
    c = c.push(wrap_row(vec![
        flip(app, "toi-ui-from-wire", a.from_wire, AsMsg::FromWire),
        flip(app, "toi-ui-smoke", a.smoke, AsMsg::Smoke),
        flip(app, "toi-ui-officer", a.officer, AsMsg::Officer),
        flip(app, "toi-ui-medic", a.medic, AsMsg::Medic),
    ]));
    c = c.push(num(
        app,
        "toi-ui-flamethrowers",
        a.flamethrowers,
        AsNum::Flames,
    ));
    c = c.push(plan_line(app, f));
    // The defenders: what the next one is, its add buttons, then the list (growing at the
    // end of its part).
    c = c.push(text(loc.t("toi-ui-defenders")).size(font::CONTROL));
    c = c.push(num(app, "toi-ui-fp", f.def_fp, AsNum::DefFp));
    let conds = [
        (Condition::Normal, "toi-cond-normal"),
        (Condition::Pinned, "toi-cond-pinned"),
        (Condition::Disrupted, "toi-cond-disrupted"),
    ];
    let forts = [
        (Fort::Entrenched, "toi-ui-entrenched"),
        (Fort::Bunker, "toi-ui-bunker"),
        (Fort::None, "toi-ui-no-fort"),
    ];
    // The next defender's condition and its fort: one of three each.
    c = c.push(crate::ui::design::segmented(
        conds
            .iter()
            .map(|(x, l)| {
                (
                    loc.t(l),
                    f.def_condition == *x,
                    Some(am(AsMsg::DefCondition(*x))),
                )
            })
            .collect(),
    ));
    c = c.push(crate::ui::design::segmented(
        forts
            .iter()
            .map(|(x, l)| (loc.t(l), f.def_fort == *x, Some(am(AsMsg::DefFort(*x)))))
            .collect(),
    ));
    // A light vehicle's damage, for the vehicle added next (L1522).
    c = c.push(wrap_row(
        [
            (Damage::Light, "toi-dmg-light"),
            (Damage::Heavy, "toi-dmg-heavy"),
        ]
        .iter()
        .map(|(x, l)| flip(app, l, f.def_damage == *x, AsMsg::DefDamage(*x)))
        .collect(),
    ));
    let full = a.defenders.len() >= assault::MAX_DEFENDERS;
    c = c.push(wrap_row(vec![
        big_button(
            loc.t("toi-ui-add-squad"),
            (!full).then(|| am(AsMsg::AddDefender)),
        )
        .style(style::plain)
        .into(),
        big_button(
            loc.t("toi-ui-add-vehicle"),
            (!full).then(|| am(AsMsg::AddVehicle)),
        )
        .style(style::plain)
        .into(),
        big_button(
            loc.t("tray-clear"),
            (!a.defenders.is_empty()).then(|| am(AsMsg::ClearDefenders)),
        )
        .style(style::plain)
        .into(),
    ]));
    // One line per defender, in a place sized for the most there can be: the supporters
    // under it never move as defenders are added.
    let mut listed = Column::new().spacing(space::HAIR);
    for (i, d) in a.defenders.iter().enumerate() {
        let what = if d.vehicle && d.damage != Damage::Undamaged {
            format!("{} · {}", loc.t("toi-ui-vehicle"), loc.t(d.damage.msg()))
        } else if d.vehicle {
            loc.t("toi-ui-vehicle")
        } else {
            format!("{} · {}", loc.t("toi-ui-squad"), loc.t(d.condition.msg()))
        };
        listed = listed.push(
            text(format!(
                "#{} {what} · {}",
                i + 1,
                loc.tr("toi-ui-fp-n", &[("n", d.fp.to_string())])
            ))
            .size(font::LABEL)
            .height(Length::Fixed(22.0)),
        );
    }
    c = c.push(container(listed).height(Length::Fixed(24.0 * assault::MAX_DEFENDERS as f32)));
    // The supporters last: a new one goes at the end, under its button.
    if a.support.len() < assault::MAX_SUPPORTERS {
        c = c.push(
            big_button(loc.t("toi-ui-add-supporter"), Some(am(AsMsg::AddSupport)))
                .style(style::plain),
        );
    } else {
        c = c.push(big_button(loc.t("toi-ui-add-supporter"), None).style(style::plain));
    }
    for (i, s) in a.support.iter().enumerate() {
        c = c.push(
            row![
                container(num(app, "toi-ui-assault-support", *s, AsNum::Support(i)))
                    .width(Length::Fill),
                big_button(loc.t("toi-ui-remove"), Some(am(AsMsg::RemoveSupport(i))))
                    .style(style::plain),
            ]
            .spacing(space::S),
        );
    }
    c.into()
}

/// The minefield's form (its dice in the dock).
fn mine_form<'a>(app: &'a App, f: &'a AssaultForm) -> Element<'a, Message> {
    let mut c = Column::new().spacing(space::S);
    c = c.push(text(app.loc.t("toi-ui-mine")).size(font::CONTROL));
    c = c.push(flip(app, "toi-ui-engineers", f.engineers, AsMsg::Engineers));
    c.into()
}

/// The medic's Heal (its die in the dock).
fn heal_form<'a>(app: &'a App, f: &'a AssaultForm) -> Element<'a, Message> {
    let mut c = Column::new().spacing(space::S);
    c = c.push(text(app.loc.t("toi-ui-heal")).size(font::CONTROL));
    c = c.push(num(app, "toi-ui-holes", f.holes, AsNum::Holes));
    c.into()
}

pub(super) fn view<'a>(
    app: &'a App,
    t: &'a Table,
    _s: &'a ToiState,
    ui: &'a Ui,
) -> Element<'a, Message> {
    let loc = &app.loc;
    let f = &ui.assault;
    let mut c = Column::new().spacing(space::L);
    c = c.push(super::pages(vec![
        (
            loc.t("toi-ui-tab-assault"),
            ui.assault_page == AssaultPage::Assault,
            Msg::AssaultPage(AssaultPage::Assault),
        ),
        (
            loc.t("toi-ui-page-mine"),
            ui.assault_page == AssaultPage::Mine,
            Msg::AssaultPage(AssaultPage::Mine),
        ),
        (
            loc.t("toi-ui-page-heal"),
            ui.assault_page == AssaultPage::Heal,
            Msg::AssaultPage(AssaultPage::Heal),
        ),
    ]));
    c = c.push(side_row(app, &t.def, ui));
    c = c.push(match ui.assault_page {
        AssaultPage::Assault => sides_form(app, f),
        AssaultPage::Mine => mine_form(app, f),
        AssaultPage::Heal => heal_form(app, f),
    });
    super::form(c.into())
}
