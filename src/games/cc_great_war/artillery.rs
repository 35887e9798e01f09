//! Reserve Artillery: HQ tokens buy targeting dice (up to the artillery's firepower); each die
//! lands on its numbered template hex; matching dice also hit the main target with as many
//! battle dice as there are matching dice; a triple craters the main target, whose combat then
//! ignores all protection. Each hit hex is then a combat of its own, main target first, then
//! clockwise (L655-693).
//!
//! Readings (digest §11 #16, #17, #25): the main target is hit only by matching dice; any face
//! shown three or more times is a "triple" (four of a kind too); two pairs put four dice on the
//! main target but do not crater it unless `CraterRule::CenterDice` is chosen; Shell Shortage
//! takes two battle dice in all, from the hexes in the order they are resolved (the card's
//! words, L847), or, with `ShellShortageRule::PerHex`, two from each hex's combat; Box Barrage
//! strips terrain protection; Hold at All Costs, played after Box Barrage, wins over it (L720)
//! except on a cratered main target.

use serde::{Deserialize, Serialize};

use super::battle::{self, Outcome, Reading, SoldierRule};
use super::data::CcData;
use crate::core::log::Line;
use crate::core::table::ActionError;

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum CraterRule {
    /// A face shown on three or more targeting dice craters the main target.
    #[default]
    Triple,
    /// Three or more battle dice on the main target crater it (the terrain sections' wording),
    /// so two pairs crater too.
    CenterDice,
}

/// One hex the bombardment hits and its battle dice. `hex` is `None` for the main target.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct HexDice {
    pub hex: Option<u32>,
    pub dice: u32,
}

/// Where the targeting dice fell.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Plan {
    pub strength: u32,
    pub targeting: Vec<u32>,
    /// Dice on template hexes 1 to 6.
    pub hexes: [u32; 6],
    pub main_dice: u32,
    pub cratered: bool,
    /// The hexes to resolve, in order: the main target first, then clockwise.
    pub order: Vec<HexDice>,
    pub steps: Vec<Line>,
}

fn rule(id: &'static str, args: Vec<(&'static str, String)>) -> ActionError {
    ActionError::Rule(id, args)
}

/// Places the targeting dice (faces 1-6) of an artillery of `strength` on the template.
pub fn plan(
    strength: u32,
    targeting: &[u32],
    order: &[u32],
    crater: CraterRule,
) -> Result<Plan, ActionError> {
    if targeting.len() as u32 > strength {
        return Err(rule(
            "ccgw-err-too-many-targeting",
            vec![
                ("strength", strength.to_string()),
                ("dice", targeting.len().to_string()),
            ],
        ));
    }
    let mut hexes = [0u32; 6];
    for &d in targeting {
        if !(1..=6).contains(&d) {
            return Err(rule(
                "ccgw-err-targeting-face",
                vec![("face", d.to_string())],
            ));
        }
        hexes[(d - 1) as usize] += 1;
    }
    let main_dice: u32 = hexes.iter().filter(|&&n| n >= 2).sum();
    let triple = hexes.iter().any(|&n| n >= 3);
    let cratered = match crater {
        CraterRule::Triple => triple,
        CraterRule::CenterDice => main_dice >= 3,
    };
    let mut steps = vec![
        Line::new("ccgw-art-step-bought")
            .arg("dice", targeting.len())
            .arg("strength", strength),
    ];
    for (i, &n) in hexes.iter().enumerate() {
        if n > 0 {
            steps.push(
                Line::new("ccgw-art-step-hex")
                    .arg("hex", i + 1)
                    .arg("dice", n),
            );
        }
    }
    if main_dice > 0 {
        steps.push(Line::new("ccgw-art-step-main").arg("dice", main_dice));
    } else if !targeting.is_empty() {
        steps.push(Line::new("ccgw-art-step-no-main"));
    }
    if cratered {
        // Say which rule cratered the hex: a triple, or 3+ battle dice on the main target.
        steps.push(match crater {
            CraterRule::Triple => Line::new("ccgw-art-step-crater"),
            CraterRule::CenterDice => {
                Line::new("ccgw-art-step-crater-center").arg("dice", main_dice)
            }
        });
    }
    let mut order_out = Vec::new();
    if main_dice > 0 {
        order_out.push(HexDice {
            hex: None,
            dice: main_dice,
        });
    }
    for &h in order {
        if let Some(&n) = hexes.get((h as usize).wrapping_sub(1))
            && n > 0
        {
            order_out.push(HexDice {
                hex: Some(h),
                dice: n,
            });
        }
    }
    Ok(Plan {
        strength,
        targeting: targeting.to_vec(),
        hexes,
        main_dice,
        cratered,
        order: order_out,
        steps,
    })
}

/// How Shell Shortage's "reduced by 2" (L847) is read.
///
/// The card says "the dice to roll of the enemy Reserve Artillery are reduced by 2 in the
/// current turn" (L847), played before the artillery's battle dice are rolled (L843): the
/// artillery's dice, 2 fewer, which reads most literally as 2 fewer in all. Read per hex, the
/// card would cancel every bombardment without doubles (each hex has 1 die, sometimes 2), far
/// more than "2 dice". The default is therefore `Total`; `PerHex` is the setting for players
/// who read each bombarded hex as a combat of its own (L667, L673). Either way the answer
/// carries the reading `cc-shell-shortage-total` or `cc-shell-shortage-per-hex`.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum ShellShortageRule {
    /// Two battle dice fewer on each bombarded hex: each hex is a combat of its own, and
    /// the rulebook's dice reductions are per combat.
    PerHex,
    /// Two battle dice fewer in all, taken from the hexes in the order they are resolved
    /// (main target first): the card's own words, the default.
    #[default]
    Total,
}

/// Battle dice Shell Shortage takes (L847).
pub const SHELL_SHORTAGE_DICE: u32 = 2;

/// Cards that change a bombardment.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default, schemars::JsonSchema,
)]
#[serde(default)]
#[serde(deny_unknown_fields)]
pub struct ArtilleryCards {
    /// Box Barrage: every Skull hits and no Flag may be ignored.
    pub box_barrage: bool,
    /// Shell Shortage (played by the opponent): two battle dice fewer.
    pub shell_shortage: bool,
    /// How the two dice are taken (the players' setting, copied when the artillery fires).
    #[serde(default)]
    pub shortage_rule: ShellShortageRule,
    /// Hold at All Costs (played by the opponent in reaction to the Command card that ordered
    /// the artillery): the bombarded units may ignore every Flag. Box Barrage came
    /// with that Command card, so Hold is the second card and interrupts it.
    #[serde(default)]
    pub hold: bool,
    /// Hold also on a cratered main target (the players' setting, copied when the artillery
    /// fires).
    #[serde(default)]
    pub hold_on_cratered: bool,
}

/// The battle dice rolled on each hex of a plan, in order, after Shell Shortage.
pub fn plan_dice(p: &Plan, cards: ArtilleryCards) -> Vec<u32> {
    let mut left = SHELL_SHORTAGE_DICE;
    p.order
        .iter()
        .map(|h| match (cards.shell_shortage, cards.shortage_rule) {
            (false, _) => h.dice,
            (true, ShellShortageRule::PerHex) => h.dice.saturating_sub(SHELL_SHORTAGE_DICE),
            (true, ShellShortageRule::Total) => {
                let take = left.min(h.dice);
                left -= take;
                h.dice - take
            }
        })
        .collect()
}

/// Whether Skulls hit on a bombarded hex: always on the main target (L679), everywhere under
/// Box Barrage (L733).
pub fn skulls_hit(main: bool, cards: ArtilleryCards) -> bool {
    main || cards.box_barrage
}

/// Whether a bombarded hex's terrain protection is ignored: the cratered main target
/// (L691-693), and every hex under Box Barrage, whose "ignore the terrain's dice reductions"
/// means protection here: the artillery has no hex of its own to lose dice from (digest §11 #20).
pub fn protection_ignored(main: bool, cratered: bool, cards: ArtilleryCards) -> bool {
    (main && cratered) || cards.box_barrage
}

/// Whether Hold at All Costs lets a bombarded hex ignore its Flags: on every hex, Box Barrage
/// or not (Hold is the second card, L720), but not on a cratered main target, where every
/// symbol rolled scores (L691-693, L1013): that is the terrain's effect on combat, which
/// cards never lift unless they say so (L721). A reading, `cc-hold-cratered`; with the
/// setting `hold_on_cratered` the card wins there too (`cc-hold-cratered-holds`).
pub fn hold_holds(main: bool, cratered: bool, cards: ArtilleryCards) -> bool {
    cards.hold && (!(main && cratered) || cards.hold_on_cratered)
}

/// How one hex of a bombardment is fought, as both the app and the command line show it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct HexTerms {
    pub hex: Option<u32>,
    /// Battle dice to roll after Shell Shortage; 0 means nothing to roll: the hex is skipped.
    pub dice: u32,
    pub skulls_hit: bool,
    pub protection_ignored: bool,
}

impl HexTerms {
    /// Shell Shortage took every die: the hex is passed over with no roll.
    pub fn skipped(&self) -> bool {
        self.dice == 0
    }
}

/// The terms of every hex of a plan, in the order they are resolved.
pub fn hex_terms(p: &Plan, cards: ArtilleryCards) -> Vec<HexTerms> {
    p.order
        .iter()
        .zip(plan_dice(p, cards))
        .map(|(h, dice)| HexTerms {
            hex: h.hex,
            dice,
            skulls_hit: skulls_hit(h.hex.is_none(), cards),
            protection_ignored: protection_ignored(h.hex.is_none(), p.cratered, cards),
        })
        .collect()
}

/// What the cards change in a plan, and the hexes left with nothing to roll.
pub fn card_steps(p: &Plan, cards: ArtilleryCards) -> Vec<Line> {
    let mut steps = vec![];
    if cards.box_barrage {
        steps.push(Line::new("ccgw-art-step-box-barrage"));
    }
    if cards.hold {
        steps.push(Line::new(if cards.box_barrage {
            "ccgw-art-step-hold-after-box"
        } else {
            "ccgw-art-step-hold"
        }));
        if p.cratered && p.main_dice > 0 && !cards.hold_on_cratered {
            steps.push(Line::new("ccgw-art-step-hold-cratered"));
        }
    }
    if cards.shell_shortage {
        steps.push(Line::new(match cards.shortage_rule {
            ShellShortageRule::PerHex => "ccgw-art-step-shell-shortage",
            ShellShortageRule::Total => "ccgw-art-step-shell-shortage-total",
        }));
        for t in hex_terms(p, cards).iter().filter(|t| t.skipped()) {
            steps.push(match t.hex {
                None => Line::new("ccgw-art-step-skip-main"),
                Some(h) => Line::new("ccgw-art-step-skip-hex").arg("hex", h),
            });
        }
    }
    steps
}

/// How the faces on one bombarded hex are read. `protection` is the hex's terrain protection
/// (soldiers cancelled, flags that may be ignored) at range.
pub fn hex_reading(
    main: bool,
    cratered: bool,
    protection: (u32, u32),
    cards: ArtilleryCards,
    soldier_rule: SoldierRule,
    no_hq: bool,
) -> Reading {
    let stripped = protection_ignored(main, cratered, cards);
    let flags = if hold_holds(main, cratered, cards) {
        u32::MAX
    } else if stripped {
        0
    } else {
        protection.1
    };
    Reading {
        soldiers_cancelled: if stripped { 0 } else { protection.0 },
        flags_ignorable: flags,
        skulls_hit: skulls_hit(main, cards),
        hq_earns: !no_hq,
        soldier_rule,
    }
}

/// One hex of a bombardment, ready to roll: its battle dice and how its faces are read. The
/// app's hex-by-hex panel and the command line both fight a hex through this.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HexFight {
    pub hex: Option<u32>,
    pub dice: u32,
    pub reading: Reading,
    /// Figures in the hex, when known; `Some(0)`: no unit, the hex is rolled only for its wire.
    pub figures: Option<u32>,
    /// A Burst here removes the wire (L1203), unless a cratered main target turns it to
    /// craters (L1207).
    pub clears_wire: bool,
}

/// What one bombarded hex's faces did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HexResult {
    pub outcome: Outcome,
    pub wire_cut: bool,
}

/// Sets up the hex at `index` of a plan on `terrain` with `figures` in it. Refused: a hex the
/// plan does not have, an unknown terrain, and a hex with no unit and no wire (nothing to roll
/// against: pass it over instead, L675, L1203). HQ symbols rolled on a hex with no unit earn
/// nothing (L575).
#[allow(clippy::too_many_arguments)]
pub fn hex_fight(
    data: &CcData,
    p: &Plan,
    cards: ArtilleryCards,
    index: usize,
    terrain: &str,
    figures: Option<u32>,
    soldier_rule: SoldierRule,
    no_hq: bool,
) -> Result<HexFight, ActionError> {
    let h = *p
        .order
        .get(index)
        .ok_or_else(|| rule("ccgw-err-no-fire", vec![]))?;
    let tdef = data.terrain(terrain).ok_or_else(|| {
        rule(
            "ccgw-err-unknown-terrain",
            vec![("terrain", terrain.to_string())],
        )
    })?;
    let no_unit = figures == Some(0);
    if no_unit && !tdef.cleared_by_burst {
        return Err(rule("ccgw-err-hex-empty", vec![]));
    }
    let main = h.hex.is_none();
    let mut reading = hex_reading(
        main,
        p.cratered,
        (tdef.ranged.soldiers, tdef.ranged.flags),
        cards,
        soldier_rule,
        no_hq,
    );
    if no_unit {
        reading.hq_earns = false;
    }
    Ok(HexFight {
        hex: h.hex,
        dice: plan_dice(p, cards).get(index).copied().unwrap_or(0),
        reading,
        figures,
        clears_wire: tdef.cleared_by_burst && !(main && p.cratered),
    })
}

impl HexFight {
    /// Reads the faces rolled on this hex (as many as its dice).
    pub fn read(&self, faces: &[String]) -> Result<HexResult, ActionError> {
        battle::check_faces(self.dice, faces)?;
        let no_unit = self.figures == Some(0);
        let mut outcome = battle::read_faces(
            faces,
            &self.reading,
            if no_unit { None } else { self.figures },
        )?;
        if no_unit {
            outcome.steps.push(Line::new("ccgw-step-no-unit"));
        }
        let wire_cut = self.clears_wire && outcome.bursts > 0;
        if wire_cut {
            outcome.steps.push(Line::new("ccgw-step-wire-cut"));
        }
        Ok(HexResult { outcome, wire_cut })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ORDER: [u32; 6] = [1, 2, 3, 4, 5, 6];

    // The rulebook's own examples (L671, L693).
    #[test]
    fn example_1_4_4_6() {
        let p = plan(4, &[1, 4, 4, 6], &ORDER, CraterRule::Triple).expect("plan");
        assert_eq!(p.hexes, [1, 0, 0, 2, 0, 1]);
        assert_eq!(p.main_dice, 2);
        assert!(!p.cratered);
        assert_eq!(
            p.order,
            vec![
                HexDice { hex: None, dice: 2 },
                HexDice {
                    hex: Some(1),
                    dice: 1
                },
                HexDice {
                    hex: Some(4),
                    dice: 2
                },
                HexDice {
                    hex: Some(6),
                    dice: 1
                }
            ]
        );
    }

    #[test]
    fn example_2_2_6_6_two_pairs() {
        let p = plan(4, &[2, 2, 6, 6], &ORDER, CraterRule::Triple).expect("plan");
        assert_eq!(p.hexes, [0, 2, 0, 0, 0, 2]);
        assert_eq!(p.main_dice, 4);
        assert!(!p.cratered, "two pairs are not a triple");
        let p = plan(4, &[2, 2, 6, 6], &ORDER, CraterRule::CenterDice).expect("plan");
        assert!(p.cratered, "the other reading craters on 3+ centre dice");
    }

    #[test]
    fn example_1_4_4_4_triple() {
        let p = plan(4, &[1, 4, 4, 4], &ORDER, CraterRule::Triple).expect("plan");
        assert_eq!(p.hexes, [1, 0, 0, 3, 0, 0]);
        assert_eq!(p.main_dice, 3);
        assert!(p.cratered);
        let r = hex_reading(
            true,
            p.cratered,
            (2, 2),
            ArtilleryCards::default(),
            SoldierRule::Each,
            false,
        );
        assert_eq!(
            (r.soldiers_cancelled, r.flags_ignorable, r.skulls_hit),
            (0, 0, true)
        );
        let outer = hex_reading(
            false,
            p.cratered,
            (2, 2),
            ArtilleryCards::default(),
            SoldierRule::Each,
            false,
        );
        assert_eq!(
            (
                outer.soldiers_cancelled,
                outer.flags_ignorable,
                outer.skulls_hit
            ),
            (2, 2, false)
        );
    }

    #[test]
    fn limits_and_cards() {
        assert!(plan(3, &[1, 2, 3, 4], &ORDER, CraterRule::Triple).is_err());
        assert!(plan(4, &[0, 7], &ORDER, CraterRule::Triple).is_err());
        let p = plan(4, &[], &ORDER, CraterRule::Triple).expect("no HQ spent");
        assert!(p.order.is_empty());
        let bb = ArtilleryCards {
            box_barrage: true,
            ..ArtilleryCards::default()
        };
        let r = hex_reading(false, false, (1, 1), bb, SoldierRule::Each, false);
        assert!(r.skulls_hit);
        assert_eq!((r.soldiers_cancelled, r.flags_ignorable), (0, 0));
        let ss = ArtilleryCards {
            shell_shortage: true,
            shortage_rule: ShellShortageRule::PerHex,
            ..ArtilleryCards::default()
        };
        // 1-4-4-6: main 2, hex 1: 1, hex 4: 2, hex 6: 1.
        let p = plan(4, &[1, 4, 4, 6], &ORDER, CraterRule::Triple).expect("plan");
        assert_eq!(plan_dice(&p, ss), vec![0, 0, 0, 0]);
        let total = ArtilleryCards {
            shortage_rule: ShellShortageRule::Total,
            ..ss
        };
        assert_eq!(plan_dice(&p, total), vec![0, 1, 2, 1]);
        let p = plan(4, &[1, 4, 4, 4], &ORDER, CraterRule::Triple).expect("plan");
        assert_eq!(plan_dice(&p, ss), vec![1, 0, 1]);
        assert_eq!(plan_dice(&p, total), vec![1, 1, 3]);
    }
}
