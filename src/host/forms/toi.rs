//! Tide of Iron on a phone: the side's actions (each by its name), an attack or Op Fire with
//! the black and red dice counted before the roll, an assault with its three groups of dice,
//! the cards in the side's HQ, and passing.

use super::{Built, Ctx, Form, Opt, Values};
use super::{from_id, id_of};
use crate::core::dice::Die;
use crate::games::tide_of_iron::{
    self as toi, ToiAction, assault, attack, effects::Condition, situation, state::ActionKind,
};

pub const COVERED: &[&str] = &["take-action", "pass", "attack", "assault", "activate-card"];

const BLACK: &str = "tide-of-iron:attack";
const RED: &str = "tide-of-iron:defence";

fn side_index(cx: &Ctx) -> usize {
    cx.def
        .sides
        .iter()
        .position(|s| s.id == cx.side)
        .unwrap_or(0)
}

/// A squad's condition, Routed aside (a routed squad is off the table).
fn conditions(cx: &Ctx) -> Vec<Opt> {
    [Condition::Normal, Condition::Pinned, Condition::Disrupted]
        .iter()
        .map(|c| Opt::new(id_of(c), cx.loc.t(c.msg())))
        .collect()
}

fn forts(cx: &Ctx) -> Vec<Opt> {
    [
        (situation::Fort::None, "toi-ui-no-fort"),
        (situation::Fort::Entrenched, "toi-ui-entrenched"),
        (situation::Fort::Bunker, "toi-ui-bunker"),
    ]
    .iter()
    .map(|(f, m)| Opt::new(id_of(f), cx.loc.t(m)))
    .collect()
}

pub fn forms(cx: &Ctx) -> Vec<Form> {
    let loc = cx.loc;
    let mut out = vec![];
    let Some(st) = toi::state(cx.table) else {
        return out;
    };
    if super::allowed(cx, "TakeAction") {
        let kinds = ActionKind::ALL
            .iter()
            .map(|k| Opt::new(id_of(k), loc.t(k.msg())))
            .collect();
        out.push(
            Form::new("take-action", loc.t("host-form-toi-take-action")).choice(
                "action",
                loc.t("host-form-toi-action"),
                kinds,
            ),
        );
    }
    if super::allowed(cx, "Attack") {
        let fires = vec![
            Opt::new("concentrated", loc.t("toi-act-concentrated")).alias("Concentrated"),
            Opt::new("op-fire", loc.t("toi-ui-op-fire")).alias("OpFire"),
            Opt::new("fire-and-movement", loc.t("toi-act-fire-move")).alias("FireAndMovement"),
        ];
        out.push(
            Form::new("attack", loc.t("toi-ui-tab-attack"))
                .choice_at("fire", loc.t("host-form-toi-fire"), fires, "concentrated")
                .toggle("suppressive", loc.t("toi-ui-suppressive"))
                .number("fp", loc.t("toi-ui-fp"), 1, 24, 4)
                .number("range", loc.t("toi-ui-range"), 1, 12, 6)
                .number("distance", loc.t("toi-ui-distance"), 1, 12, 2)
                .number("cover", loc.t("toi-ui-cover"), 0, 6, 0)
                .number("support", loc.t("host-form-toi-support"), 0, 24, 0)
                .more()
                .choice_at(
                    "condition",
                    loc.t("host-form-toi-condition"),
                    conditions(cx),
                    "normal",
                )
                .more()
                .choice_at("fort", loc.t("host-form-toi-fort"), forts(cx), "none")
                .more()
                .toggle("higher", loc.t("toi-ui-higher"))
                .more()
                .toggle("building", loc.t("toi-ui-building"))
                .more()
                .toggle("smoke", loc.t("toi-ui-smoke"))
                .more()
                .toggle("officer", loc.t("toi-ui-officer"))
                .more()
                .toggle("medic", loc.t("toi-ui-medic"))
                .more()
                .dice("dice", loc.t("host-form-dice")),
        );
    }
    if super::allowed(cx, "Assault") {
        out.push(
            Form::new("assault", loc.t("toi-ui-tab-assault"))
                .number("fp", loc.t("toi-ui-assault-fp"), 1, 24, 4)
                .number("support", loc.t("toi-ui-assault-support"), 0, 24, 0)
                .number("flame", loc.t("toi-ui-flamethrowers"), 0, 3, 0)
                .more()
                .toggle("from_wire", loc.t("toi-ui-from-wire"))
                .more()
                .number("d1", loc.t("host-form-toi-defender-1"), 1, 24, 4)
                .choice_at(
                    "d1_condition",
                    loc.t("host-form-toi-condition"),
                    conditions(cx),
                    "normal",
                )
                .number("d2", loc.t("host-form-toi-defender-2"), 0, 24, 0)
                .number("d3", loc.t("host-form-toi-defender-3"), 0, 24, 0)
                .more()
                .number("cover", loc.t("toi-ui-cover"), 0, 6, 0)
                .toggle("smoke", loc.t("toi-ui-smoke"))
                .more()
                .toggle("officer", loc.t("toi-ui-officer"))
                .more()
                .toggle("medic", loc.t("toi-ui-medic"))
                .more()
                .dice("dice", loc.t("host-form-dice")),
        );
    }
    let me = side_index(cx);
    let hq = st.cards.get(me).map(|c| c.hq.clone()).unwrap_or_default();
    if super::allowed(cx, "ActivateCard") && !hq.is_empty() {
        let cards = hq
            .iter()
            .enumerate()
            .map(|(i, c)| {
                Opt::new(
                    i.to_string(),
                    loc.tr(
                        "host-form-toi-card",
                        &[("card", c.name.clone()), ("cost", c.cost.to_string())],
                    ),
                )
            })
            .collect();
        out.push(
            Form::new("activate-card", loc.t("host-form-toi-activate")).choice(
                "card",
                loc.t("host-form-card"),
                cards,
            ),
        );
    }
    if super::allowed(cx, "Pass") {
        out.push(Form::new("pass", loc.t("toi-ui-pass")));
    }
    out
}

fn n(v: &Values, k: &str) -> u32 {
    v.number(k).unwrap_or(0).max(0) as u32
}

/// The faces entered, split in groups of these sizes (none: the app rolls each group).
fn groups(v: &Values, sizes: &[u32]) -> Vec<Option<Vec<u8>>> {
    let faces: Vec<u8> = v
        .dice("dice")
        .iter()
        .filter_map(|f| f.parse().ok())
        .collect();
    let total: u32 = sizes.iter().sum();
    let mut at = 0usize;
    sizes
        .iter()
        .map(|&k| {
            let k = k as usize;
            let g = (faces.len() == total as usize).then(|| faces[at..at + k].to_vec());
            at += k;
            g
        })
        .collect()
}

fn dice(cx: &Ctx, groups: &[(&str, u32)]) -> Vec<Die> {
    groups
        .iter()
        .flat_map(|(key, k)| {
            super::die(cx.def, key)
                .map(|d| vec![d.clone(); *k as usize])
                .unwrap_or_default()
        })
        .collect()
}

pub fn build(cx: &Ctx, name: &str, v: &Values) -> Result<Built, String> {
    let side = side_index(cx);
    let plain = |a: ToiAction| Built {
        action: serde_json::to_value(&a).ok(),
        dice: vec![],
        whose: vec![],
    };
    Ok(match name {
        "take-action" => plain(ToiAction::TakeAction(from_id(cx, v.choice("action"))?)),
        "pass" => plain(ToiAction::Pass),
        "activate-card" => plain(ToiAction::ActivateCard {
            side,
            index: v
                .choice("card")
                .and_then(|c| c.parse().ok())
                .ok_or_else(|| cx.loc.t("host-err-malformed"))?,
        }),
        "attack" => {
            let mut lead = situation::Firer::new(n(v, "fp"), n(v, "range"), n(v, "distance"));
            lead.higher = v.toggle("higher");
            let support: Vec<situation::Firer> = (n(v, "support") > 0)
                .then(|| situation::Firer::new(n(v, "support"), n(v, "range"), n(v, "distance")))
                .into_iter()
                .collect();
            let target = situation::Target {
                cover: n(v, "cover"),
                building: v.toggle("building"),
                smoke: v.toggle("smoke"),
                fort: from_id(cx, v.choice("fort"))?,
                condition: from_id(cx, v.choice("condition"))?,
                officer: v.toggle("officer"),
                medic: v.toggle("medic"),
                ..Default::default()
            };
            let a = situation::Attack {
                fire: from_id(cx, v.choice("fire"))?,
                kind: if v.toggle("suppressive") {
                    situation::Kind::Suppressive
                } else {
                    situation::Kind::Normal
                },
                lead,
                support,
                target,
                readings: Default::default(),
            };
            let p = attack::plan(&a).map_err(|e| super::refusal(cx.loc, e))?;
            let mut g = groups(v, &[p.black, p.red]).into_iter();
            let (black, red) = (g.next().flatten(), g.next().flatten());
            Built {
                action: serde_json::to_value(ToiAction::Attack {
                    side,
                    attack: a,
                    black,
                    red,
                })
                .ok(),
                dice: dice(cx, &[(BLACK, p.black), (RED, p.red)]),
                whose: vec![],
            }
        }
        "assault" => {
            let mut defenders = vec![];
            for (k, cond) in [("d1", Some("d1_condition")), ("d2", None), ("d3", None)] {
                let fp = n(v, k);
                if fp == 0 {
                    continue;
                }
                defenders.push(assault::Defender {
                    fp,
                    vehicle: false,
                    condition: match cond {
                        Some(c) => from_id(cx, v.choice(c))?,
                        None => Condition::Normal,
                    },
                    fort: Default::default(),
                    damage: Default::default(),
                });
            }
            let a = assault::Assault {
                fp: n(v, "fp"),
                support: (n(v, "support") > 0)
                    .then(|| n(v, "support"))
                    .into_iter()
                    .collect(),
                flamethrowers: n(v, "flame"),
                from_wire: v.toggle("from_wire"),
                defenders,
                cover: n(v, "cover"),
                smoke: v.toggle("smoke"),
                officer: v.toggle("officer"),
                medic: v.toggle("medic"),
            };
            let p = assault::plan(&a).map_err(|e| super::refusal(cx.loc, e))?;
            let sizes = [p.attack_dice, p.cover_dice, p.defence_dice];
            let mut g = groups(v, &sizes).into_iter();
            let (attack, cover, defence) =
                (g.next().flatten(), g.next().flatten(), g.next().flatten());
            Built {
                action: serde_json::to_value(ToiAction::Assault {
                    side,
                    assault: a,
                    attack,
                    cover,
                    defence,
                })
                .ok(),
                dice: dice(
                    cx,
                    &[
                        (BLACK, p.attack_dice),
                        (RED, p.cover_dice),
                        (BLACK, p.defence_dice),
                    ],
                ),
                whose: [
                    ("host-form-toi-attacker", p.attack_dice),
                    ("host-form-toi-cover", p.cover_dice),
                    ("host-form-toi-defender", p.defence_dice),
                ]
                .iter()
                .flat_map(|(m, n)| vec![cx.loc.t(m); *n as usize])
                .collect(),
            }
        }
        _ => return Err(cx.loc.t("host-form-gone")),
    })
}
