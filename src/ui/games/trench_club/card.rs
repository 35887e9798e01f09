//! The last battle as a result card: hits and damage each way in display type, the dice as
//! faces (attacker, red, defender), who attacked whom, the working folded; greyed once the
//! turn has passed, new dice are being entered, or the form no longer describes it.

use iced::Element;
use iced::widget::{Row, column, text};

use super::dice::faces;
use super::{Msg, Ui, m, side_name, unit_name};
use crate::core::dice::Die;
use crate::games::trench_club::battle::{Effect, Shots};
use crate::games::trench_club::state::{BattleRecord, TcState};
use crate::games::trench_club::xp::Level;
use crate::i18n::Localizer;
use crate::ui::app::Message;
use crate::ui::widgets::result_card::{Card, result_card};

/// Whose unit it is: its role in the battle, its type and, when known, its nation.
fn who(loc: &Localizer, role: &str, unit: &str, side: Option<&str>) -> String {
    match side {
        Some(x) => loc.tr(
            "tc-ui-who-side",
            &[
                ("role", loc.t(role)),
                ("unit", unit_name(loc, unit)),
                ("side", side_name(loc, x)),
            ],
        ),
        None => loc.tr(
            "tc-ui-who",
            &[("role", loc.t(role)), ("unit", unit_name(loc, unit))],
        ),
    }
}

fn effect_line(loc: &Localizer, who: String, e: &Effect) -> String {
    if e.destroyed {
        return loc.tr("tc-ui-destroyed", &[("unit", who)]);
    }
    let level = Level::of(e.xp_after);
    loc.tr(
        "tc-ui-effect",
        &[
            ("who", who),
            ("hits", e.hits_taken.to_string()),
            ("taken", e.damage_taken.to_string()),
            ("damage", e.damage_after.to_string()),
            ("xp", e.xp_gained.to_string()),
            ("total", e.xp_after.to_string()),
            ("level", loc.t(level.msg())),
            ("colour", loc.t(level.colour_msg())),
        ],
    )
}

fn dice_of<'a>(loc: &Localizer, rec: &BattleRecord) -> Element<'a, Message> {
    let o = &rec.outcome;
    let plain = Die::numeric(12);
    let mut r = Row::new().spacing(14);
    let sides = [
        (&o.attack_shots, o.plan.attack.hit, "tc-ui-dice-attacker"),
        (
            o.back_shots.as_ref().unwrap_or(&Shots::Hits(0)),
            o.plan.back.as_ref().map_or(0, |b| b.hit),
            "tc-ui-dice-defender",
        ),
    ];
    for (shots, hit, label) in sides {
        let Shots::Dice { base, red } = shots else {
            continue;
        };
        let mut all = base.clone();
        all.extend(red);
        if !all.is_empty() {
            r = r.push(
                column![text(loc.t(label)).size(13), faces(&plain, &all, hit, 24.0)].spacing(2),
            );
        }
    }
    r.wrap().vertical_spacing(6).into()
}

pub fn battle_card<'a>(
    loc: &Localizer,
    s: &TcState,
    ui: &Ui,
    rec: &BattleRecord,
    form_matches: bool,
) -> Element<'a, Message> {
    let o = &rec.outcome;
    let sit = &rec.situation;
    let outcome = loc.tr(
        "tc-ui-result-head",
        &[
            ("hits", o.defender.hits_taken.to_string()),
            ("damage", o.defender.damage_taken.to_string()),
        ],
    );
    // Each line names whose unit it is: the defender's and the attacker's, with the nation.
    let defender_side = rec
        .defender
        .and_then(|id| s.unit(id))
        .map(|u| u.owner.as_str());
    let detail = [
        effect_line(
            loc,
            who(loc, "tc-who-defender", &sit.defender.unit, defender_side),
            &o.defender,
        ),
        effect_line(
            loc,
            who(
                loc,
                "tc-who-attacker",
                &sit.attacker.unit,
                rec.attacker_side.as_deref(),
            ),
            &o.attacker,
        ),
    ];
    let detail = detail.join("\n");
    let whose = loc.tr(
        "tc-ui-whose",
        &[
            (
                "side",
                rec.attacker_side
                    .as_deref()
                    .map(|x| side_name(loc, x))
                    .unwrap_or_default(),
            ),
            ("attacker", unit_name(loc, &sit.attacker.unit)),
            ("defender", unit_name(loc, &sit.defender.unit)),
        ],
    );
    // The guesses of the data and the readings it rests on: one quiet mark, the words first
    // in the working.
    let basis = ui
        .data
        .as_ref()
        .map(|d| crate::games::trench_club::basis::battle(d, sit, Some(o), &o.plan))
        .unwrap_or_default();
    let (basis_mark, basis) = crate::ui::widgets::result_card::basis_words(loc, &basis, |u| {
        crate::games::trench_club::basis::words(loc, u)
    });
    result_card(Card {
        outcome,
        detail: Some(detail),
        whose,
        dice: Some(dice_of(loc, rec)),
        working: o.steps.iter().map(|l| loc.line(l)).collect(),
        open: ui.working,
        toggle: Some(m(Msg::Working)),
        current: rec.turn == s.turn && ui.entry.is_empty() && form_matches,
        next: vec![],
        show_working: loc.t("ui-show-working"),
        hide_working: loc.t("ui-hide-working"),
        stale: loc.t("ui-result-stale"),
        basis_mark,
        basis,
    })
}
