//! ASL Starter Kit #1 on a phone: fire on the IFT, morale checks, rally and Close Combat,
//! each with the coloured and the white die entered on their own pads. The firers' kinds,
//! the fire types, the checks and the target's terrain (its TEM) come from the game's data
//! and types; numbers are on steppers.

use super::{Built, Ctx, Form, Opt, Values};
use super::{from_id, id_of};
use crate::games::asl_sk1::{AslAction, cc, data, fire, morale};

pub const COVERED: &[&str] = &["fire", "morale", "rally", "close-combat"];

/// The IFT's dice, by key: the coloured die first (it also tells ROF), then the white.
const DICE: [&str; 2] = ["asl-sk1:colored", "asl-sk1:white"];

fn signed(n: i32) -> String {
    if n > 0 {
        format!("+{n}")
    } else {
        n.to_string()
    }
}

/// A leader's leadership, from −3 to +1 (none: no leader).
fn leaders() -> Vec<Opt> {
    (-3..=1)
        .map(|n| Opt::new(n.to_string(), signed(n)))
        .collect()
}

pub fn forms(cx: &Ctx) -> Vec<Form> {
    let loc = cx.loc;
    let d = data::AslData::of(cx.def).unwrap_or_else(|_| data::AslData::embedded());
    let mut out = vec![];
    let kinds: Vec<Opt> = fire::ItemKind::ALL
        .iter()
        .map(|k| Opt::new(id_of(k), loc.t(k.msg())))
        .collect();
    if super::allowed(cx, "Fire") {
        let types: Vec<Opt> = fire::FireType::ALL
            .iter()
            .map(|t| Opt::new(id_of(t), loc.t(t.msg())))
            .collect();
        let terrain: Vec<Opt> = d
            .terrain
            .terrain
            .iter()
            .filter(|t| t.id != "smoke")
            .map(|t| {
                Opt::new(
                    t.id.clone(),
                    format!("{} {}", loc.t(&t.name), signed(t.tem)),
                )
            })
            .collect();
        let open = terrain.first().map(|o| o.id.clone()).unwrap_or_default();
        let fp = d.weapons.fp(fire::ItemKind::Squad) as i64;
        out.push(
            Form::new("fire", loc.t("asl-ui-tool-fire"))
                .choice_at("type", loc.t("host-form-asl-fire-type"), types, "prep")
                .choice_at("kind", loc.t("host-form-asl-firer"), kinds.clone(), "squad")
                .number("fp", loc.t("host-form-asl-fp"), 1, 36, fp)
                .toggle("pbf", loc.t("asl-ui-pbf"))
                .toggle("long", loc.t("asl-ui-long-range"))
                .maybe("kind2", loc.t("host-form-asl-firer-2"), kinds)
                .more()
                .number("fp2", loc.t("host-form-asl-fp-2"), 0, 36, 0)
                .more()
                .maybe("leader", loc.t("asl-ui-leader-drm"), leaders())
                .choice_at("terrain", loc.t("asl-ui-target-terrain"), terrain, &open)
                .number("hindrance", loc.t("asl-ui-hindrance"), 0, 6, 0)
                .more()
                .toggle("cx", loc.t("asl-ui-cx"))
                .more()
                .toggle("ffmo", loc.t("asl-ui-ffmo"))
                .more()
                .toggle("ffnam", loc.t("asl-ui-ffnam"))
                .more()
                .number("other", loc.t("asl-ui-other-drm"), -6, 6, 0)
                .more()
                .dice("dice", loc.t("host-form-dice")),
        );
    }
    if super::allowed(cx, "Morale") {
        let checks: Vec<Opt> = morale::CheckKind::ALL
            .iter()
            .map(|k| Opt::new(id_of(k), loc.t(k.msg())))
            .collect();
        let sizes: Vec<Opt> = morale::UnitSize::ALL
            .iter()
            .map(|k| Opt::new(id_of(k), loc.t(k.msg())))
            .collect();
        out.push(
            Form::new("morale", loc.t("asl-ui-tool-morale"))
                .choice_at("kind", loc.t("host-form-asl-check"), checks, "mc")
                .number("morale", loc.t("asl-ui-morale"), 2, 10, 7)
                .number("ift", loc.t("asl-ui-ift-drm"), 0, 6, 0)
                .choice_at("size", loc.t("host-form-asl-unit"), sizes, "squad")
                .maybe("leader", loc.t("asl-ui-leader-drm"), leaders())
                .toggle("broken", loc.t("asl-ui-broken"))
                .more()
                .number("other", loc.t("asl-ui-other-drm"), -6, 6, 0)
                .more()
                .dice("dice", loc.t("host-form-dice")),
        );
    }
    if super::allowed(cx, "Rally") {
        out.push(
            Form::new("rally", loc.t("asl-ui-tool-rally"))
                .number("morale", loc.t("asl-ui-broken-morale"), 2, 10, 7)
                .toggle("cover", loc.t("asl-ui-cover"))
                .toggle("self", loc.t("asl-ui-self-rally"))
                .toggle("dm", loc.t("host-form-asl-dm"))
                .maybe("leader", loc.t("asl-ui-leader-drm"), leaders())
                .toggle("is_leader", loc.t("asl-ui-rally-leader"))
                .more()
                .number("other", loc.t("asl-ui-other-drm"), -6, 6, 0)
                .more()
                .dice("dice", loc.t("host-form-dice")),
        );
    }
    if super::allowed(cx, "CloseCombat") {
        out.push(
            Form::new("close-combat", loc.t("asl-ui-tool-cc"))
                .number("attacker", loc.t("asl-ui-attacker-fp"), 1, 40, 4)
                .number("defender", loc.t("asl-ui-defender-fp"), 1, 40, 4)
                .maybe("leader", loc.t("asl-ui-leader-drm"), leaders())
                .toggle("vs_cx", loc.t("asl-ui-vs-cx"))
                .toggle("vs_broken", loc.t("asl-ui-vs-broken"))
                .toggle("cx", loc.t("host-form-asl-attacker-cx"))
                .more()
                .toggle("ambusher", loc.t("asl-ui-ambusher"))
                .more()
                .toggle("vs_ambusher", loc.t("asl-ui-vs-ambusher"))
                .more()
                .toggle("no_mmc", loc.t("host-form-asl-no-mmc"))
                .more()
                .number("other", loc.t("asl-ui-other-drm"), -6, 6, 0)
                .more()
                .dice("dice", loc.t("host-form-dice")),
        );
    }
    out
}

/// The two dice entered, as the action takes them (none: the app rolls).
fn dice(v: &Values) -> Option<(u8, u8)> {
    match v.dice("dice").as_slice() {
        [c, w] => Some((c.parse().ok()?, w.parse().ok()?)),
        _ => None,
    }
}

fn leader(v: &Values) -> Option<i32> {
    v.choice("leader").and_then(|l| l.parse().ok())
}

fn n(v: &Values, k: &str) -> i32 {
    v.number(k).unwrap_or(0) as i32
}

pub fn build(cx: &Ctx, name: &str, v: &Values) -> Result<Built, String> {
    let pads: Vec<crate::core::dice::Die> = DICE
        .iter()
        .filter_map(|k| super::die(cx.def, k).cloned())
        .collect();
    let action = match name {
        "fire" => {
            let d = data::AslData::of(cx.def).unwrap_or_else(|_| data::AslData::embedded());
            let mut first = fire::FireItem::new(from_id(cx, v.choice("kind"))?, n(v, "fp") as u32);
            first.pbf = v.toggle("pbf");
            first.long_range = v.toggle("long");
            let mut items = vec![first];
            if let Some(k) = v.choice("kind2") {
                let fp = n(v, "fp2") as u32;
                let kind: fire::ItemKind = from_id(cx, Some(k))?;
                items.push(fire::FireItem::new(
                    kind,
                    if fp == 0 { d.weapons.fp(kind) } else { fp },
                ));
            }
            let tem = v
                .choice("terrain")
                .and_then(|t| d.terrain.terrain.iter().find(|x| x.id == t))
                .map_or(0, |t| t.tem);
            let attack = fire::FireAttack {
                items,
                fire_type: from_id(cx, v.choice("type"))?,
                leaders: leader(v).into_iter().collect(),
                tem,
                hindrance: n(v, "hindrance"),
                cx: v.toggle("cx"),
                ffmo: v.toggle("ffmo"),
                ffnam: v.toggle("ffnam"),
                other_drm: n(v, "other"),
                ..Default::default()
            };
            AslAction::Fire(attack, dice(v))
        }
        "morale" => AslAction::Morale(
            morale::MoraleCheck {
                kind: from_id(cx, v.choice("kind"))?,
                morale: n(v, "morale"),
                ift_drm: n(v, "ift"),
                leader_drm: leader(v).unwrap_or(0),
                broken: v.toggle("broken"),
                size: from_id(cx, v.choice("size"))?,
                other_drm: n(v, "other"),
                ..Default::default()
            },
            dice(v),
        ),
        "rally" => AslAction::Rally(
            morale::RallyAttempt {
                broken_morale: n(v, "morale"),
                dm: v.toggle("dm"),
                woods_building: v.toggle("cover"),
                self_rally: v.toggle("self"),
                leader_drm: leader(v),
                other_drm: n(v, "other"),
                mmc: !v.toggle("is_leader"),
            },
            dice(v),
        ),
        "close-combat" => AslAction::CloseCombat(
            cc::CloseCombat {
                attacker_fp: n(v, "attacker") as u32,
                defender_fp: n(v, "defender") as u32,
                leader_drm: leader(v),
                attacker_cx: v.toggle("cx"),
                defender_cx: v.toggle("vs_cx"),
                defender_broken: v.toggle("vs_broken"),
                attacker_ambushed: v.toggle("ambusher"),
                defender_ambushed: v.toggle("vs_ambusher"),
                other_drm: n(v, "other"),
                mmc: !v.toggle("no_mmc"),
            },
            dice(v),
        ),
        _ => return Err(cx.loc.t("host-form-gone")),
    };
    Ok(Built {
        action: serde_json::to_value(&action).ok(),
        dice: pads,
        whose: vec![],
    })
}
