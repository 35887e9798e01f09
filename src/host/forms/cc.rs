//! Command and Colors WWI on a phone: the cards of the seat's own hands (Command cards for the
//! Command form, Combat cards for the Combat form and the trade), the battle built from the
//! game's units and terrain with the cards played this turn and the dice counted before the
//! roll, the card rolls, the end-of-turn choice and HQ tokens moved by hand.

use serde_json::{Value, json};

use super::{Built, Ctx, Form, Opt, Values};
use crate::games::cc_great_war::{self as cc, CcAction, HqReason, battle, card_rolls, data};

pub const COVERED: &[&str] = &[
    "setup",
    "play-command",
    "play-combat",
    "battle",
    "end-turn-choice",
    "trade",
    "hq",
    "card-roll",
    "discard-command",
];

/// A label from the game's own words, without the colon some end with.
fn lab(cx: &Ctx, id: &str) -> String {
    cx.loc.t(id).trim_end_matches([':', ' ']).to_string()
}

/// The cards of `deck` in the seat's hand, by name.
fn hand(cx: &Ctx, deck: &str) -> Vec<Opt> {
    let Some(d) = cx.def.decks.iter().find(|d| d.id == deck) else {
        return vec![];
    };
    let mut out: Vec<Opt> = vec![];
    for id in cx
        .table
        .decks
        .get(deck)
        .and_then(|h| h.hands.get(cx.side))
        .into_iter()
        .flatten()
    {
        if out.iter().any(|o| &o.id == id) {
            continue;
        }
        let name = d
            .cards
            .iter()
            .find(|c| &c.id == id)
            .map_or_else(|| id.clone(), |c| cx.loc.t(&c.name));
        out.push(Opt::new(id.clone(), name));
    }
    out
}

fn may(cx: &Ctx, variant: &str) -> bool {
    super::allowed(cx, variant)
}

fn card_name(cx: &Ctx, card: &str) -> String {
    cx.loc.t(&format!("ccgw-card-{card}"))
}

pub fn forms(cx: &Ctx) -> Vec<Form> {
    let loc = cx.loc;
    let mut out = vec![];
    let Ok(d) = data::CcData::of(cx.def) else {
        return out;
    };
    if may(cx, "Setup") {
        out.push(setup_form(cx));
    }
    let st = cc::state(cx.table);
    let command = hand(cx, "command");
    let combat = hand(cx, "combat");
    if may(cx, "PlayCommand")
        && cc::can_play_command(cx.def, cx.table, cx.side).is_ok()
        && !command.is_empty()
    {
        out.push(
            Form::new("play-command", loc.t("host-page-act-play-command")).choice(
                "card",
                lab(cx, "ccgw-ui-command-cards"),
                command.clone(),
            ),
        );
    }
    if may(cx, "PlayCombat") && cc::can_play_combat(cx.table, cx.side).is_ok() && !combat.is_empty()
    {
        out.push(
            Form::new("play-combat", loc.t("host-page-act-play-combat"))
                .note(loc.t("ccgw-ui-cost-hint"))
                .choice("card", lab(cx, "ccgw-ui-combat-cards"), combat.clone())
                .number("cost", lab(cx, "ccgw-ui-cost"), 0, 6, 1),
        );
    }
    if may(cx, "Battle") {
        let units: Vec<Opt> = d
            .units
            .iter()
            .map(|u| Opt::new(u.id.clone(), loc.t(&u.name)))
            .collect();
        let terrain: Vec<Opt> = d
            .terrain
            .iter()
            .map(|t| Opt::new(t.id.clone(), loc.t(&t.name)))
            .collect();
        let reach = d.units.iter().map(|u| u.dice.len()).max().unwrap_or(1) as i64;
        // The cards played this turn that change a battle's dice.
        let played: Vec<Opt> = st
            .map(|s| s.turn.cards_played.clone())
            .unwrap_or_default()
            .into_iter()
            .filter(|(_, c)| d.card(c).is_some())
            .map(|(_, c)| Opt::new(c.clone(), card_name(cx, &c)))
            .fold(vec![], |mut acc: Vec<Opt>, o| {
                if !acc.contains(&o) {
                    acc.push(o);
                }
                acc
            });
        let figures: Vec<Opt> = (1..=4)
            .map(|n| Opt::new(n.to_string(), n.to_string()))
            .collect();
        let mut f = Form::new("battle", loc.t("host-page-act-battle"))
            .choice("unit", loc.t("host-form-cc-unit"), units.clone())
            .number("range", lab(cx, "ccgw-ui-range-title"), 1, reach, 1)
            .choice_at(
                "target",
                lab(cx, "ccgw-ui-target-in"),
                terrain.clone(),
                "open",
            );
        if !played.is_empty() {
            f = f.multi("cards", lab(cx, "ccgw-ui-cards"), played);
        }
        f = f
            .maybe("firer", lab(cx, "ccgw-ui-firer-in"), terrain)
            .more()
            .number("moved", lab(cx, "ccgw-ui-moved"), 0, 3, 0)
            .more()
            .toggle("moved_in", lab(cx, "ccgw-ui-moved-in"))
            .more()
            .maybe("target_unit", lab(cx, "ccgw-ui-target-unit"), units)
            .more()
            .maybe("figures", lab(cx, "ccgw-ui-figures"), figures)
            .more()
            .toggle("from_hill", lab(cx, "ccgw-ui-from-hill"))
            .more()
            .toggle("flags_locked", lab(cx, "ccgw-ui-lock"))
            .more()
            .number("extra", loc.t("host-form-cc-extra-dice"), -3, 3, 0)
            .more()
            .dice("faces", loc.t("host-form-dice"));
        out.push(f);
    }
    let rolls = card_rolls::pending(cx.def, cx.table, cx.side);
    if may(cx, "CardRoll") && !rolls.is_empty() {
        let cards = rolls
            .iter()
            .map(|c| Opt::new(c.clone(), card_name(cx, c)))
            .collect();
        out.push(
            Form::new("card-roll", loc.t("host-page-act-card-roll"))
                .choice("card", loc.t("host-form-card"), cards)
                .dice("faces", loc.t("host-form-dice")),
        );
    }
    if may(cx, "EndTurnChoice") {
        out.push(
            Form::new("end-turn-choice", loc.t("host-page-act-end-turn-choice")).choice(
                "take",
                loc.t("host-form-cc-end-choice"),
                vec![
                    Opt::new("hq", loc.t("host-form-cc-take-hq")),
                    Opt::new("combat", loc.t("ccgw-ui-draw-combat")),
                ],
            ),
        );
    }
    if may(cx, "Trade") && cc::can_trade(cx.def, cx.table, cx.side).is_ok() && !combat.is_empty() {
        out.push(Form::new("trade", loc.t("host-page-act-trade")).choice(
            "card",
            lab(cx, "ccgw-ui-combat-cards"),
            combat,
        ));
    }
    if may(cx, "DiscardCommand") && !command.is_empty() {
        out.push(
            Form::new("discard-command", loc.t("host-page-act-discard-command")).choice(
                "card",
                lab(cx, "ccgw-ui-command-cards"),
                command,
            ),
        );
    }
    if may(cx, "Hq") {
        let reasons = HqReason::MANUAL
            .iter()
            .map(|r| {
                let id = serde_json::to_value(r)
                    .ok()
                    .and_then(|v| v.as_str().map(String::from))
                    .unwrap_or_default();
                Opt::new(id, loc.t(r.msg()))
            })
            .collect();
        out.push(
            Form::new("hq", loc.t("host-page-act-hq"))
                .number("delta", lab(cx, "ccgw-ui-hq-amount"), -6, 6, 1)
                .choice("reason", loc.t("host-form-cc-reason"), reasons),
        );
    }
    out
}

/// The scenario's numbers on steppers, from the blank scenario's (each side's cards and HQ,
/// the medals to win, who plays first).
fn setup_form(cx: &Ctx) -> Form {
    let loc = cx.loc;
    let blank = cc::blank_scenario(cx.def);
    let sides: Vec<Opt> = cx
        .def
        .sides
        .iter()
        .map(|s| Opt::new(s.id.clone(), loc.t(&s.name)))
        .collect();
    let mut f = Form::new("setup", loc.t("host-page-act-setup")).choice_at(
        "first",
        lab(cx, "ccgw-ui-first-side"),
        sides,
        &blank.first_side,
    );
    for s in &cx.def.sides {
        let name = loc.t(&s.name);
        let per = |what: &str| format!("{} · {name}", lab(cx, what));
        let at = |m: &std::collections::BTreeMap<String, u32>| {
            i64::from(m.get(&s.id).copied().unwrap_or(0))
        };
        f = f
            .number(
                &format!("command.{}", s.id),
                per("ccgw-ui-command-cards"),
                0,
                8,
                at(&blank.command_cards),
            )
            .number(
                &format!("combat.{}", s.id),
                per("ccgw-ui-combat-cards"),
                0,
                8,
                at(&blank.combat_cards),
            )
            .number(
                &format!("hq.{}", s.id),
                per("ccgw-ui-start-hq"),
                0,
                20,
                at(&blank.start_hq),
            );
    }
    f.number(
        "medals",
        lab(cx, "ccgw-ui-medals-to-win"),
        1,
        12,
        i64::from(blank.medals_to_win),
    )
}

fn action(a: &CcAction) -> Option<Value> {
    serde_json::to_value(a).ok()
}

/// The battle the values describe.
fn situation(v: &Values) -> battle::Situation {
    let mut s = battle::Situation::new(
        &v.choice("unit").unwrap_or_default(),
        v.number("range").unwrap_or(1).max(0) as u32,
        &v.choice("target").unwrap_or_default(),
    );
    s.cards = v.multi("cards");
    s.firer_terrain = v.choice("firer");
    s.moved = v.number("moved").unwrap_or(0).max(0) as u32;
    s.firer_moved_in = v.toggle("moved_in");
    s.target_unit = v.choice("target_unit");
    s.target_figures = v.choice("figures").and_then(|n| n.parse().ok());
    s.from_hill = v.toggle("from_hill");
    s.flags_locked = v.toggle("flags_locked");
    s.extra_dice = v.number("extra").unwrap_or(0) as i32;
    s
}

/// `n` battle dice.
fn battle_dice(cx: &Ctx, n: u32) -> Vec<crate::core::dice::Die> {
    super::die(cx.def, "cc-great-war:battle")
        .map(|d| vec![d.clone(); n as usize])
        .unwrap_or_default()
}

fn faces(v: &Values) -> Option<Vec<String>> {
    let f = v.dice("faces");
    (!f.is_empty()).then_some(f)
}

pub fn build(cx: &Ctx, name: &str, v: &Values) -> Result<Built, String> {
    let side = cx.side.to_string();
    let card = || v.choice("card").unwrap_or_default();
    let plain = |a: CcAction| Built {
        action: action(&a),
        dice: vec![],
        whose: vec![],
    };
    Ok(match name {
        "setup" => {
            let mut sc = cc::blank_scenario(cx.def);
            if let Some(first) = v.choice("first") {
                sc.first_side = first;
            }
            let n = |k: String| v.number(&k).unwrap_or(0).max(0) as u32;
            for s in &cx.def.sides {
                sc.command_cards
                    .insert(s.id.clone(), n(format!("command.{}", s.id)));
                sc.combat_cards
                    .insert(s.id.clone(), n(format!("combat.{}", s.id)));
                sc.start_hq.insert(s.id.clone(), n(format!("hq.{}", s.id)));
            }
            sc.medals_to_win = n("medals".into());
            plain(CcAction::Setup(sc))
        }
        "play-command" => plain(CcAction::PlayCommand { side, card: card() }),
        "play-combat" => plain(CcAction::PlayCombat {
            side,
            card: card(),
            cost: v.number("cost").unwrap_or(0).max(0) as u32,
        }),
        "trade" => plain(CcAction::Trade { side, card: card() }),
        "discard-command" => plain(CcAction::DiscardCommand { side, card: card() }),
        "end-turn-choice" => plain(CcAction::EndTurnChoice {
            side,
            take_hq: v.choice("take").as_deref() == Some("hq"),
        }),
        "hq" => {
            let reason: HqReason =
                serde_json::from_value(json!(v.choice("reason").unwrap_or_default()))
                    .map_err(|_| cx.loc.t("host-err-malformed"))?;
            plain(CcAction::Hq {
                side,
                delta: v.number("delta").unwrap_or(0) as i32,
                reason,
            })
        }
        "battle" => {
            let s = situation(v);
            let d = data::CcData::of(cx.def).map_err(|e| e.to_string())?;
            let settings = cc::state(cx.table)
                .map(|st| st.settings)
                .unwrap_or_default();
            let n = battle::dice_count_in(&d, &s, &settings)
                .map_err(|e| super::refusal(cx.loc, e))?
                .dice;
            Built {
                action: action(&CcAction::Battle {
                    side,
                    situation: s,
                    faces: faces(v),
                }),
                dice: battle_dice(cx, n),
                whose: vec![],
            }
        }
        "card-roll" => {
            let c = card();
            let n = card_rolls::dice_offered(cx.def, cx.table, cx.side, &c).unwrap_or(0);
            Built {
                action: action(&CcAction::CardRoll {
                    side,
                    card: c,
                    dice: None,
                    faces: faces(v),
                    target_figures: None,
                }),
                dice: battle_dice(cx, n),
                whose: vec![],
            }
        }
        _ => return Err(cx.loc.t("host-form-gone")),
    })
}
