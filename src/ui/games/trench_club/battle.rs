//! The Battle tab: the declared attacks in order, the form (who attacks whom, close or ranged,
//! flank or encircle, the defender's ground), whether the defender fires back, the exact odds,
//! and the dice pad. In the Battles phase the pad fights the next declared attack.

use crate::ui::design::{font, space};
use iced::widget::{Column, Row, column, container, row, text};
use iced::{Alignment, Element, Length};

use super::dice::{at_hand, entry_view, hits_typed, in_battles, next_pending, rules_of};
use super::{Msg, Pick, Ui, Who, button, side_name, stepper, toggle, unit_label, unit_name};
use crate::games::trench_club::battle::{self, Ground, Support};
use crate::games::trench_club::data::TcData;
use crate::games::trench_club::odds::{FireOdds, battle_odds};
use crate::games::trench_club::state::{Status, TcState, team_of};
use crate::i18n::Localizer;
use crate::ui::app::{App, Message, Table};
use crate::ui::widgets::{odds_bar, panel, wrap_row};

fn in_declare(t: &Table) -> bool {
    t.def
        .phases
        .phases
        .get(t.state.table.cursor.phase)
        .is_some_and(|p| p.id == "declare")
}

fn queue<'a>(loc: &Localizer, s: &TcState, declaring: bool) -> Element<'a, Message> {
    let mut c = Column::new().spacing(space::S);
    for (i, d) in s.declarations.iter().enumerate() {
        let status = match d.status {
            Status::Pending => "tc-ui-pending",
            Status::Fought => "tc-ui-fought",
            Status::Wasted => "tc-ui-wasted",
        };
        let line = loc.tr(
            "tc-ui-declared",
            &[
                ("n", (i + 1).to_string()),
                ("attacker", unit_label(loc, s, d.attacker)),
                ("defender", unit_label(loc, s, d.defender)),
                ("status", loc.t(status)),
            ],
        );
        let mut r = Row::new()
            .spacing(space::M)
            .push(text(line).size(font::BODY));
        if declaring && d.status == Status::Pending {
            r = r.push(button(loc.t("tc-ui-undeclare"), Some(Msg::Undeclare(i))));
        }
        c = c.push(r.align_y(iced::Alignment::Center));
    }
    c.into()
}

/// The picks for one side: the units on the table (own units attack, enemies defend), or
/// every unit of the Unit Sheet with its damage and experience.
fn picks<'a>(
    loc: &Localizer,
    s: Option<&TcState>,
    ui: &Ui,
    data: &TcData,
    who: Who,
) -> Element<'a, Message> {
    let pick = match who {
        Who::Attacker => &ui.form.attacker,
        Who::Defender => &ui.form.defender,
    };
    let title = loc.t(match who {
        Who::Attacker => "tc-who-attacker",
        Who::Defender => "tc-who-defender",
    });
    let mut c = Column::new()
        .spacing(space::S)
        .push(text(title).size(font::CONTROL));
    match (s, ui.free_form) {
        (Some(s), false) if !s.units.is_empty() => {
            let active = s.active().map(|x| x.side.as_str()).unwrap_or_default();
            let items = s
                .units
                .iter()
                .filter(|u| match who {
                    Who::Attacker => s.seat_of(&u.owner) == Some(active),
                    Who::Defender => team_of(&u.owner) != team_of(active),
                })
                .map(|u| {
                    let label = format!(
                        "{} · {}",
                        unit_label(loc, s, u.id),
                        side_name(loc, &u.owner)
                    );
                    (
                        label,
                        *pick == Pick::Unit(u.id),
                        Some(super::m(Msg::PickUnit(who, u.id))),
                    )
                })
                .collect();
            // One unit out of the table's: a choice, the picked one raised.
            c = c.push(crate::ui::design::component::choice_wrap(items));
        }
        _ => {
            let items = data
                .units
                .units
                .iter()
                .filter(|u| who == Who::Defender || u.range.is_some())
                .map(|u| {
                    let on = matches!(pick, Pick::Free { kind, .. } if *kind == u.id);
                    (
                        loc.t(&u.name),
                        on,
                        Some(super::m(Msg::PickKind(who, u.id.clone()))),
                    )
                })
                .collect();
            c = c.push(crate::ui::design::component::choice_wrap(items));
            if let Pick::Free { damage, xp, .. } = pick {
                let level = crate::games::trench_club::xp::Level::of(*xp);
                c = c.push(
                    row![
                        stepper(
                            loc.t("tc-ui-damage"),
                            damage.to_string(),
                            Msg::Damage(who, -1),
                            Msg::Damage(who, 1)
                        ),
                        stepper(
                            loc.t("tc-ui-xp"),
                            format!("{xp} · {}", loc.t(level.msg())),
                            Msg::Xp(who, -1),
                            Msg::Xp(who, 1)
                        ),
                    ]
                    .spacing(space::XL)
                    .wrap(),
                );
            }
        }
    }
    c.into()
}

fn options<'a>(loc: &Localizer, ui: &Ui) -> Element<'a, Message> {
    use crate::ui::design::segmented;
    let f = &ui.form;
    let choice = |words: &str, on: bool, msg: Msg| (loc.t(words), on, Some(super::m(msg)));
    // Close combat or ranged: one of two.
    let mut c = Column::new().spacing(space::M).push(segmented(vec![
        choice("tc-ui-close", f.close, Msg::Close(true)),
        choice("tc-ui-ranged", !f.close, Msg::Close(false)),
    ]));
    if f.close {
        let on = f.support != Support::None;
        c = c.push(
            row![
                // Their own widths, wrapping: "Fiancheggiare +2" is never cut inside a word.
                crate::ui::design::component::choice_wrap(
                    [
                        (Support::None, "tc-ui-no-support"),
                        (Support::Flank, "tc-ui-flank"),
                        (Support::Encircle, "tc-ui-encircle"),
                    ]
                    .into_iter()
                    .map(|(sup, label)| choice(label, f.support == sup, Msg::Support(sup)))
                    .collect()
                ),
                keep(
                    loc,
                    on && ui.keep_support,
                    on.then_some(Msg::KeepSupport),
                    "tc-keep-support",
                ),
            ]
            .spacing(space::M)
            .align_y(Alignment::Center),
        );
    }
    // The ground: one of three, with its "keep".
    let on = f.ground != Ground::Open;
    c = c.push(
        row![
            text(loc.t("tc-ui-ground")).size(font::BODY),
            segmented(
                [
                    (Ground::Open, "tc-ui-open"),
                    (Ground::Forest, "tc-ui-forest"),
                    (Ground::Trench, "tc-ui-trench"),
                ]
                .into_iter()
                .map(|(g, label)| choice(label, f.ground == g, Msg::Ground(g)))
                .collect()
            ),
            keep(
                loc,
                on && ui.keep_ground,
                on.then_some(Msg::KeepGround),
                "tc-keep-ground",
            ),
        ]
        .spacing(space::M)
        .align_y(Alignment::Center),
    );
    c.into()
}

/// The small "keep" beside a situational choice (live while one is chosen; always there, so
/// nothing moves): an on/off chip; kept, it stays for the next battles.
fn keep<'a>(loc: &Localizer, kept: bool, msg: Option<Msg>, id: &str) -> Element<'a, Message> {
    container(crate::ui::design::chip(
        loc.t(if kept { "tc-ui-kept" } else { "tc-ui-keep" }),
        kept,
        msg.map(super::m),
    ))
    .id(id.to_string())
    .into()
}

fn odds_lines<'a>(loc: &Localizer, who: &str, o: &FireOdds) -> Element<'a, Message> {
    let bar = |label: &str, c: crate::core::odds::Chance| {
        odds_bar(loc.t(label), c.as_f64() as f32, loc.pct(c.percent(), 1))
    };
    column![
        text(loc.tr(
            "tc-ui-odds-head",
            &[("who", loc.t(who)), ("mean", loc.num(o.mean_hits, 1))]
        ))
        .size(font::LABEL),
        bar("tc-ui-odds-damage", o.any_damage),
        bar("tc-ui-odds-kill", o.kill),
    ]
    .spacing(space::XS)
    // A fixed width, so the other side's odds beside it never shift.
    .width(Length::Fixed(320.0))
    .into()
}

/// The height of the slot where the match-up, the return fire and the odds show: fixed, so a
/// new pick never moves the controls or the declared attacks under it.
const ODDS_H: f32 = 250.0;

/// The Battle tab's form: who attacks whom and how (or, in the Battles phase, the declared
/// attack at hand), the odds in a slot of fixed height, then the declared attacks
/// (the list grows at its foot). The dice are in the dock ([`battle_pad`]).
pub fn battle_view<'a>(
    app: &'a App,
    t: &'a Table,
    s: Option<&'a TcState>,
    ui: &'a Ui,
    data: &'a TcData,
) -> Element<'a, Message> {
    let loc = &app.loc;
    let mut c = Column::new().spacing(space::L);
    let set_up = s.is_some_and(|s| !s.seats.is_empty());
    let declaring = in_declare(t);
    let fighting = in_battles(&t.def, &t.state) && next_pending(s).is_some();
    let declared = s
        .filter(|s| !s.declarations.is_empty())
        .map(|s| queue(loc, s, declaring));
    let hand = at_hand(&t.def, &t.state, ui);
    if fighting {
        if hand.is_none() {
            c = c.push(text(loc.t("tc-ui-target-gone")).size(font::CONTROL));
            c = c.push(button(loc.t("tc-ui-waste"), Some(Msg::Waste)));
            c = c.extend(declared);
            return panel(loc.t("tc-ui-tab-battle"), c.into());
        }
        c = c.push(text(loc.t("tc-ui-next-battle")).size(font::CONTROL));
    } else {
        if set_up && s.is_some_and(|s| !s.units.is_empty()) {
            c = c.push(wrap_row(vec![
                toggle(
                    loc.t("tc-ui-table-units"),
                    !ui.free_form,
                    Msg::FreeForm(false),
                ),
                toggle(loc.t("tc-ui-any-unit"), ui.free_form, Msg::FreeForm(true)),
            ]));
        }
        c = c.push(picks(loc, s, ui, data, Who::Attacker));
        c = c.push(picks(loc, s, ui, data, Who::Defender));
        c = c.push(options(loc, ui));
    }
    let mut odds = Column::new().spacing(space::M);
    if let Some(hand) = &hand {
        let sit = &hand.situation;
        // Big Bertha rolls to scatter before its combat dice (L538): one tap to that roll.
        if data
            .unit(&sit.attacker.unit)
            .is_some_and(|u| u.symbols.iter().any(|x| x == "scatter"))
        {
            odds = odds.push(wrap_row(vec![
                text(loc.t("tc-ui-scatter-first")).size(font::BODY).into(),
                button(
                    loc.t("tc-ui-to-scatter"),
                    Some(Msg::ScatterFor(sit.attacker.xp)),
                ),
            ]));
        }
        let plan = battle::plan(data, sit, &rules_of(s));
        // The odds rest on the data's guesses (dice, hit numbers, armour): one quiet mark on
        // the match-up line, as on the result card.
        let mark = plan
            .as_ref()
            .ok()
            .map(|p| crate::games::trench_club::basis::battle(data, sit, None, p))
            .and_then(|b| {
                crate::ui::widgets::result_card::basis_words(loc, &b, |u| {
                    crate::games::trench_club::basis::words(loc, u)
                })
                .0
            });
        let mut matchup = loc.tr(
            "tc-ui-matchup",
            &[
                ("attacker", unit_name(loc, &sit.attacker.unit)),
                ("defender", unit_name(loc, &sit.defender.unit)),
            ],
        );
        if let Some(mark) = mark {
            matchup = format!("{matchup} · {mark}");
        }
        odds = odds.push(text(matchup).size(font::LEAD));
        match plan {
            Err(e) => {
                let (id, args) = e.message();
                odds = odds.push(text(loc.tr(id, &args)).size(font::CONTROL));
            }
            Ok(plan) => {
                let o = battle_odds(&plan);
                let mut lines = Row::new().spacing(space::XXL);
                lines = lines.push(odds_lines(loc, "tc-who-attacker", &o.attack));
                if let Some(b) = &o.back {
                    lines = lines.push(odds_lines(loc, "tc-who-defender", b));
                }
                odds = odds.push(text(loc.t(&plan.back_reason)).size(font::LABEL));
                odds = odds.push(lines.wrap());
            }
        }
    }
    c = c.push(
        container(odds)
            .width(Length::Fill)
            .height(Length::Fixed(ODDS_H))
            .clip(true),
    );
    if let Some(counts) = sheet_counts(loc, s, ui, data, hand.as_ref()) {
        c = c.push(counts);
    }
    c = c.extend(declared);
    panel(loc.t("tc-ui-tab-battle"), c.into())
}

/// Where the data's dice count is a guess (the Dice Sheet is not in the rulebook), the dice
/// on the players' own sheet, for each side: the pad then asks for that many, so their real
/// dice are never cut to the guess.
fn sheet_counts<'a>(
    loc: &Localizer,
    s: Option<&TcState>,
    ui: &Ui,
    data: &TcData,
    hand: Option<&super::dice::AtHand>,
) -> Option<Element<'a, Message>> {
    let plan = battle::plan(data, &hand?.situation, &rules_of(s)).ok()?;
    let max = crate::games::trench_club::data::MAX_DICE;
    let mut items: Vec<Element<'a, Message>> = vec![];
    let sides = [
        (
            true,
            plan.attack.dice_guess,
            super::dice::base_dice(&plan, &ui.entry),
            ui.entry.base.len(),
        ),
        (
            false,
            plan.back.as_ref().is_some_and(|b| b.dice_guess),
            super::dice::back_dice(&plan, &ui.entry),
            ui.entry.back.len(),
        ),
    ];
    for (attacker, guess, n, got) in sides {
        if !guess {
            continue;
        }
        items.push(crate::ui::widgets::stepper(
            loc.t(if attacker {
                "tc-ui-sheet-dice-attacker"
            } else {
                "tc-ui-sheet-dice-defender"
            }),
            n.to_string(),
            (n as usize > got + 1).then(|| super::m(Msg::DiceCount(attacker, -1))),
            (n < max).then(|| super::m(Msg::DiceCount(attacker, 1))),
        ));
    }
    if items.is_empty() {
        return None;
    }
    Some(
        column![
            text(loc.t("tc-ui-sheet-dice")).size(font::SMALL),
            wrap_row(items)
        ]
        .spacing(space::S)
        .into(),
    )
}

/// The dock in the Declare phase (the table's units picked, not any unit): who attacks whom,
/// and Declare, always in the same place.
fn declare_pad<'a>(loc: &Localizer, s: Option<&TcState>, ui: &Ui) -> Element<'a, Message> {
    let picked = match (s, &ui.form.attacker, &ui.form.defender) {
        (Some(s), Pick::Unit(a), Pick::Unit(d)) => Some(loc.tr(
            "tc-ui-matchup",
            &[
                ("attacker", unit_label(loc, s, *a)),
                ("defender", unit_label(loc, s, *d)),
            ],
        )),
        _ => None,
    };
    let said = text(
        picked
            .clone()
            .unwrap_or_else(|| loc.t("tc-ui-declare-pick")),
    )
    .size(font::CONTROL);
    // Declare first, who attacks whom under it: a matchup long enough to take two lines
    // never moves the button.
    column![
        // A unit that attacked this turn, or of an army beyond the first rounds' limit
        // (L217-221), is not offered: the engine refuses it.
        super::primary(
            loc.t("tc-ui-declare"),
            Some(crate::ui::icons::Icon::Fire),
            picked
                .filter(|_| match (s, &ui.form.attacker) {
                    (Some(s), Pick::Unit(a)) => {
                        crate::games::trench_club::ledger::may_attack(s, *a)
                    }
                    _ => false,
                })
                .map(|_| Msg::Declare)
        ),
        said,
    ]
    .spacing(space::L)
    .into()
}

/// The battle's dice for the dock: what to enter next with the app's roll and a clear, the pad
/// (a d12 key per die, or a hit-count key per side when the players count the hits), and the
/// dice entered so far; while attacks are declared, Declare. None when there is no battle at
/// hand.
pub fn battle_pad<'a>(app: &'a App, t: &'a Table, ui: &'a Ui) -> Option<Element<'a, Message>> {
    let loc = &app.loc;
    let data = ui.data.as_ref().ok()?;
    let s = super::state(&t.state);
    // Declaring with the table's units: the dock holds Declare (the dice come in the Battles
    // phase); the helper with any unit still rolls here.
    if in_declare(t) && !ui.free_form && s.is_some_and(|s| !s.units.is_empty()) {
        return Some(declare_pad(loc, s, ui));
    }
    let hand = at_hand(&t.def, &t.state, ui)?;
    let plan = battle::plan(data, &hand.situation, &rules_of(s)).ok()?;
    Some(entry_view(
        loc,
        t.def.die("combat"),
        &plan,
        &ui.entry,
        hits_typed(s, ui),
    ))
}
