//! Trench Club on a phone: the player's own units as buttons for an attack declared, the
//! declared battles fought with their d12s (base, red, the defender's return fire; or the
//! hits typed), purchases from the Unit Sheet, income, repairs and forts captured.

use super::{Built, Ctx, Form, Opt, Values};
use crate::core::dice::Die;
use crate::games::trench_club::{
    self as tc, TcAction, TcData,
    battle::{self, BattleRules, Fighter, Ground, Shots, Situation, Support},
    card::unit_name,
    state::{Status, Unit},
};

pub const COVERED: &[&str] = &[
    "declare",
    "fight",
    "income",
    "repair",
    "buy",
    "buy-special",
    "capture",
];

const BASE: &str = "trench-club:combat";
const RED: &str = "trench-club:red";

fn label(cx: &Ctx, u: &Unit) -> String {
    format!("{} #{}", unit_name(cx.loc, &u.kind), u.id)
}

fn supports(cx: &Ctx) -> Vec<Opt> {
    [
        ("none", "tc-ui-no-support"),
        ("flank", "tc-ui-flank"),
        ("encircle", "tc-ui-encircle"),
    ]
    .iter()
    .map(|(id, m)| Opt::new(*id, cx.loc.t(m)))
    .collect()
}

fn grounds(cx: &Ctx) -> Vec<Opt> {
    [
        ("open", "tc-ui-open"),
        ("forest", "tc-ui-forest"),
        ("trench", "tc-ui-trench"),
    ]
    .iter()
    .map(|(id, m)| Opt::new(*id, cx.loc.t(m)))
    .collect()
}

pub fn forms(cx: &Ctx) -> Vec<Form> {
    let loc = cx.loc;
    let mut out = vec![];
    let (Some(st), Ok(data)) = (tc::state(cx.table), TcData::of(cx.def)) else {
        return out;
    };
    let mine: Vec<&Unit> = st.units.iter().filter(|u| u.owner == cx.side).collect();
    let own = |f: &dyn Fn(&Unit) -> bool| -> Vec<Opt> {
        mine.iter()
            .filter(|u| f(u))
            .map(|u| Opt::new(u.id.to_string(), label(cx, u)))
            .collect()
    };
    if super::allowed(cx, "Declare") && !mine.is_empty() {
        let targets: Vec<Opt> = st
            .units
            .iter()
            .filter(|u| tc::state::team_of(&u.owner) != tc::state::team_of(cx.side))
            .map(|u| Opt::new(u.id.to_string(), label(cx, u)))
            .collect();
        out.push(
            Form::new("declare", loc.t("tc-ui-declare"))
                .choice("attacker", loc.t("tc-ui-dice-attacker"), own(&|_| true))
                .choice("defender", loc.t("tc-ui-dice-defender"), targets)
                .choice_at(
                    "close",
                    loc.t("host-form-tc-how"),
                    vec![
                        Opt::new("ranged", loc.t("tc-ui-ranged")),
                        Opt::new("close", loc.t("tc-ui-close")),
                    ],
                    "ranged",
                )
                .choice_at("support", loc.t("tc-ui-dice-red"), supports(cx), "none")
                .choice_at("ground", loc.t("host-form-tc-ground"), grounds(cx), "open"),
        );
    }
    let pending: Vec<Opt> = st
        .declarations
        .iter()
        .enumerate()
        .filter(|(_, d)| d.status == Status::Pending)
        .filter_map(|(i, d)| {
            let (a, t) = (st.unit(d.attacker)?, st.unit(d.defender)?);
            Some(Opt::new(
                i.to_string(),
                loc.tr(
                    "tc-ui-matchup",
                    &[("attacker", label(cx, a)), ("defender", label(cx, t))],
                ),
            ))
        })
        .take(1)
        .collect();
    if super::allowed(cx, "Fight") && !pending.is_empty() {
        out.push(
            Form::new("fight", loc.t("tc-ui-next-battle"))
                .choice("index", loc.t("host-form-tc-battle"), pending)
                .toggle("typed", loc.t("tc-ui-hits-typed"))
                .number("hits", loc.t("tc-ui-enter-hits"), 0, 40, 0)
                .when("typed")
                .number("back_hits", loc.t("tc-ui-enter-back-hits"), 0, 40, 0)
                .when("typed")
                .dice("dice", loc.t("host-form-dice")),
        );
    }
    if super::allowed(cx, "Buy") {
        let kinds: Vec<Opt> = data
            .units
            .units
            .iter()
            .filter(|u| u.nations.is_empty() || u.nations.iter().any(|n| n == cx.side))
            .map(|u| {
                Opt::new(
                    u.id.clone(),
                    loc.tr(
                        "tc-ui-buy",
                        &[("unit", loc.t(&u.name)), ("cost", u.cost.to_string())],
                    ),
                )
            })
            .collect();
        out.push(Form::new("buy", loc.t("tc-ui-buy-title")).choice(
            "kind",
            loc.t("host-form-tc-unit"),
            kinds,
        ));
    }
    if super::allowed(cx, "BuySpecial") {
        out.push(Form::new("buy-special", loc.t("host-form-tc-special")));
    }
    if super::allowed(cx, "Income") {
        out.push(Form::new("income", loc.t("host-form-tc-income")));
    }
    let damaged = own(&|u| u.damage > 0 && u.in_fort);
    if super::allowed(cx, "Repair") && !damaged.is_empty() {
        out.push(Form::new("repair", loc.t("host-form-tc-repair")).choice(
            "unit",
            loc.t("host-form-tc-unit"),
            damaged,
        ));
    }
    if super::allowed(cx, "Toggle") && !mine.is_empty() {
        let flags = [
            ("in-fort", "tc-ui-flag-fort"),
            ("in-water", "tc-ui-flag-water"),
            ("in-trench", "tc-ui-flag-trench"),
            ("unloaded", "tc-ui-flag-unloaded"),
        ]
        .iter()
        .map(|(id, m)| Opt::new(*id, loc.t(m)))
        .collect();
        out.push(
            Form::new("toggle", loc.t("host-form-tc-flag"))
                .choice("unit", loc.t("host-form-tc-unit"), own(&|_| true))
                .choice("flag", loc.t("host-form-tc-marker"), flags),
        );
    }
    let outside = own(&|u| !u.in_fort);
    if super::allowed(cx, "Capture") && !st.forts.is_empty() && !outside.is_empty() {
        let forts = st
            .forts
            .iter()
            .enumerate()
            .filter(|(_, o)| o.as_deref() != Some(cx.side))
            .map(|(i, o)| {
                let owner = o.as_ref().map_or_else(
                    || loc.t("tc-ui-neutral"),
                    |s| {
                        cx.def
                            .sides
                            .iter()
                            .find(|x| &x.id == s)
                            .map_or_else(|| s.clone(), |x| loc.t(&x.name))
                    },
                );
                Opt::new(
                    i.to_string(),
                    loc.tr(
                        "tc-ui-fort",
                        &[("n", (i + 1).to_string()), ("owner", owner)],
                    ),
                )
            })
            .collect();
        out.push(
            Form::new("capture", loc.t("tc-ui-capture"))
                .choice("fort", loc.t("host-form-tc-fort"), forts)
                .choice("unit", loc.t("tc-ui-capturer"), outside),
        );
    }
    out
}

fn id(v: &Values, k: &str) -> Option<u32> {
    v.choice(k).and_then(|x| x.parse().ok())
}

fn pick<T: serde::de::DeserializeOwned>(cx: &Ctx, v: &Values, k: &str) -> Result<T, String> {
    serde_json::from_value(serde_json::Value::String(v.choice(k).unwrap_or_default()))
        .map_err(|_| cx.loc.t("host-err-malformed"))
}

fn fighter(u: &Unit) -> Fighter {
    Fighter {
        unit: u.kind.clone(),
        damage: u.damage,
        xp: u.xp,
        in_water: u.in_water,
    }
}

fn pads(cx: &Ctx, key: &str, n: u32) -> Vec<Die> {
    super::die(cx.def, key)
        .map(|d| vec![d.clone(); n as usize])
        .unwrap_or_default()
}

fn malformed(cx: &Ctx) -> String {
    cx.loc.t("host-err-malformed")
}

pub fn build(cx: &Ctx, name: &str, v: &Values) -> Result<Built, String> {
    let plain = |a: TcAction| Built {
        action: serde_json::to_value(&a).ok(),
        dice: vec![],
        whose: vec![],
    };
    Ok(match name {
        "declare" => plain(TcAction::Declare {
            attacker: id(v, "attacker").ok_or_else(|| malformed(cx))?,
            defender: id(v, "defender").ok_or_else(|| malformed(cx))?,
            close: v.choice("close").as_deref() == Some("close"),
            support: pick::<Support>(cx, v, "support")?,
            ground: pick::<Ground>(cx, v, "ground")?,
        }),
        "income" => plain(TcAction::Income),
        "toggle" => plain(TcAction::Toggle {
            id: id(v, "unit").ok_or_else(|| malformed(cx))?,
            flag: pick::<tc::Flag>(cx, v, "flag")?,
        }),
        "buy-special" => plain(TcAction::BuySpecial { choice: None }),
        "buy" => plain(TcAction::Buy {
            kind: v.choice("kind").unwrap_or_default(),
        }),
        "repair" => plain(TcAction::Repair {
            id: id(v, "unit").ok_or_else(|| malformed(cx))?,
        }),
        "capture" => plain(TcAction::Capture {
            fort: id(v, "fort").ok_or_else(|| malformed(cx))? as usize,
            unit: id(v, "unit").ok_or_else(|| malformed(cx))?,
        }),
        "fight" => {
            let st = tc::state(cx.table).ok_or_else(|| malformed(cx))?;
            let data = TcData::of(cx.def).map_err(|e| e.to_string())?;
            let index = id(v, "index").ok_or_else(|| malformed(cx))? as usize;
            let d = st.declarations.get(index).ok_or_else(|| malformed(cx))?;
            let (a, t) = (
                st.unit(d.attacker).ok_or_else(|| malformed(cx))?,
                st.unit(d.defender).ok_or_else(|| malformed(cx))?,
            );
            let s = Situation {
                attacker: fighter(a),
                defender: fighter(t),
                close: d.close,
                support: d.support,
                ground: d.ground,
            };
            let rules = BattleRules {
                expert_trenches: st.settings.expert_trenches,
                kill_xp_stacks: st.settings.kill_xp_stacks,
            };
            let plan = battle::plan(&data, &s, &rules).map_err(|e| super::refusal(cx.loc, e))?;
            let back = plan.back.as_ref().map_or(0, |b| b.dice);
            // Trench mates firing back in expert trenches (L574, L584): rolled by the app
            // (their dice are not on the phone's form yet).
            let action = |attack, back| TcAction::Fight {
                index,
                attack,
                back,
                mates: vec![],
            };
            if v.toggle("typed") {
                let back_hits = plan
                    .back
                    .as_ref()
                    .map(|_| Shots::Hits(v.number("back_hits").unwrap_or(0) as u32));
                return Ok(plain(action(
                    Some(Shots::Hits(v.number("hits").unwrap_or(0) as u32)),
                    back_hits,
                )));
            }
            let faces: Vec<u8> = v
                .dice("dice")
                .iter()
                .filter_map(|f| f.parse().ok())
                .collect();
            let (nb, nr) = (plan.attack.dice as usize, plan.attack.red as usize);
            let all = nb + nr + back as usize;
            let (attack, back_shots) = if faces.len() == all {
                (
                    Some(Shots::Dice {
                        base: faces[..nb].to_vec(),
                        red: faces[nb..nb + nr].to_vec(),
                    }),
                    plan.back.as_ref().map(|_| Shots::Dice {
                        base: faces[nb + nr..].to_vec(),
                        red: vec![],
                    }),
                )
            } else {
                (None, None)
            };
            let mut dice = pads(cx, BASE, plan.attack.dice);
            dice.extend(pads(cx, RED, plan.attack.red));
            dice.extend(pads(cx, BASE, back));
            let who = |m: &str, n: u32| vec![cx.loc.t(m); n as usize];
            let mut whose = who("tc-ui-dice-attacker", plan.attack.dice);
            whose.extend(who("tc-ui-dice-red", plan.attack.red));
            whose.extend(who("tc-ui-dice-defender", back));
            Built {
                action: serde_json::to_value(action(attack, back_shots)).ok(),
                dice,
                whose,
            }
        }
        _ => return Err(cx.loc.t("host-form-gone")),
    })
}
