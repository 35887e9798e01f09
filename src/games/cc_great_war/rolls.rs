//! The steps that roll dice on the table: battles, artillery bombardments hex by hex, and No
//! Man's Land; the HQ and medals their outcomes earn.

use chrono::{DateTime, Utc};

use crate::core::def::GameDef;
use crate::core::log::{Arg, LogEntry};
use crate::core::table::{ActionError, Table};

use super::artillery::{self, ArtilleryCards};
use super::battle::{self, Outcome, Situation};
use super::hq::{HqReason, hq};
use super::nml::Bombardment;
use super::state::{ArtilleryFire, BattleRecord, HexSkip};
use super::{cc_mut, data_of, rule, side_msg};

/// A Reserve Artillery fire order, as the action gives it.
pub(super) struct FireOrder<'a> {
    /// HQ spent on targeting dice.
    pub spend: u32,
    pub strength: u32,
    /// The targeting dice entered, or `None` to roll them.
    pub targeting: &'a Option<Vec<u32>>,
    pub cards: ArtilleryCards,
}

fn hex_arg(h: &artillery::HexDice) -> Arg {
    match h.hex {
        None => Arg::Msg("ccgw-art-main".into()),
        Some(n) => Arg::Num(n as i64),
    }
}

/// The hex at `index` of a bombardment, if it is the next one to resolve: main target first,
/// then clockwise, each finished before the next (L673).
fn next_hex_check(fire: &ArtilleryFire, index: usize) -> Result<artillery::HexDice, ActionError> {
    let hex = *fire
        .plan
        .order
        .get(index)
        .ok_or_else(|| rule("ccgw-err-no-fire", vec![]))?;
    if fire.is_done(index) {
        return Err(rule("ccgw-err-hex-done", vec![]));
    }
    if (0..index).any(|i| !fire.is_done(i)) {
        return Err(rule("ccgw-err-hex-order", vec![]));
    }
    Ok(hex)
}

fn faces_arg(faces: &[String]) -> Arg {
    Arg::List(
        faces
            .iter()
            .map(|f| Arg::Msg(format!("ccgw-face-{f}")))
            .collect(),
    )
}

fn roll_battle(
    def: &GameDef,
    t: &mut Table,
    dice: u32,
    faces: Option<Vec<String>>,
) -> Result<Vec<String>, ActionError> {
    let die = battle::battle_die(def)?;
    match faces {
        // Faces entered by hand must be as many as the dice: a card the app does not know is
        // entered as extra dice, so the count agrees with the table.
        Some(f) => {
            let f: Vec<String> = f.iter().map(|x| x.trim().to_ascii_lowercase()).collect();
            battle::check_faces(dice, &f)?;
            Ok(f)
        }
        None => Ok((0..dice)
            .map(|_| die.face_id(t.rng.index(die.side_count())))
            .collect()),
    }
}

/// The outcome's HQ and medal bookkeeping, shared by battles and artillery.
fn settle(
    def: &GameDef,
    t: &mut Table,
    side: &str,
    outcome: &Outcome,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let mut log = vec![];
    if outcome.hq_earned > 0 {
        log.extend(hq(
            def,
            t,
            side,
            outcome.hq_earned as i32,
            HqReason::Dice,
            now,
        )?);
    }
    if outcome.eliminated {
        // The medal is offered, not taken: the players tap it (L579).
        cc_mut(t)?.medal_due = Some(side.to_string());
        log.push(LogEntry::new(now, "ccgw-log-medal-due").arg("side", side_msg(def, side)?));
    }
    Ok(log)
}

/// Fights a battle: counts the dice, rolls them (or reads the faces entered) and reads them.
pub(super) fn fight_battle(
    def: &GameDef,
    t: &mut Table,
    side: &str,
    situation: &Situation,
    faces: &Option<Vec<String>>,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let mut log = vec![];
    let sarg = side_msg(def, side)?;
    let data = data_of(def)?;
    let cc = cc_mut(t)?;
    let settings = cc.settings;
    let soldier_rule = settings.soldier_rule;
    let mut s = situation.clone();
    s.no_hq = s.no_hq || cc.turn.direct_from_hq;
    let count = battle::dice_count_in(&data, &s, &settings)?;
    let (reading, reading_steps) = battle::reading(&data, &s, soldier_rule)?;
    let faces = roll_battle(def, t, count.dice, faces.clone())?;
    let mut outcome = battle::read_faces_for(&faces, &reading, &s.target())?;
    battle::add_notes(&data, &s, &mut outcome);
    log.push(
        LogEntry::new(now, "ccgw-log-battle")
            .arg("side", sarg)
            .msg_arg("unit", &format!("ccgw-unit-{}", s.unit))
            .arg("range", s.range)
            .arg("faces", faces_arg(&faces))
            .arg("hits", outcome.hits)
            .arg("min", outcome.retreat_min)
            .arg("max", outcome.retreat_max),
    );
    if !s.crossfire.is_empty() {
        log.push(
            LogEntry::new(now, "ccgw-log-crossfire")
                .arg("teams", s.crossfire.len() + 1)
                .arg("dice", count.dice),
        );
    }
    log.extend(settle(def, t, side, &outcome, now)?);
    cc_mut(t)?.last_battle = Some(BattleRecord {
        side: side.to_string(),
        situation: s,
        dice: count.dice,
        dice_steps: count.steps,
        faces,
        outcome,
        reading_steps,
    });
    Ok(log)
}

/// Fires Reserve Artillery: pays the targeting dice, rolls them and plans the bombardment.
pub(super) fn artillery_fire(
    def: &GameDef,
    t: &mut Table,
    side: &str,
    order: FireOrder<'_>,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let mut log = vec![];
    let FireOrder {
        spend,
        strength,
        targeting,
        cards,
    } = order;
    let sarg = side_msg(def, side)?;
    let cc = cc_mut(t)?;
    let strengths = cc
        .scenario
        .as_ref()
        .and_then(|s| s.artillery.get(side))
        .cloned()
        .unwrap_or_default();
    if !strengths.contains(&strength) {
        return Err(rule(
            "ccgw-err-no-artillery",
            vec![("strength", strength.to_string())],
        ));
    }
    if spend > strength {
        return Err(rule(
            "ccgw-err-too-many-targeting",
            vec![
                ("strength", strength.to_string()),
                ("dice", spend.to_string()),
            ],
        ));
    }
    let crater = cc.settings.crater_rule;
    let cards = ArtilleryCards {
        shortage_rule: cc.settings.shell_shortage,
        hold_on_cratered: cc.settings.hold_on_cratered,
        ..cards
    };
    let dice: Vec<u32> = match targeting {
        Some(d) => {
            if d.len() as u32 != spend {
                return Err(rule(
                    "ccgw-err-dice-count",
                    vec![
                        ("expected", spend.to_string()),
                        ("got", d.len().to_string()),
                    ],
                ));
            }
            d.clone()
        }
        None => (0..spend).map(|_| t.rng.index(6) as u32 + 1).collect(),
    };
    let data = data_of(def)?;
    let plan = artillery::plan(strength, &dice, &data.template.order, crater)?;
    // Artillery Bombard: the Reserve Artillery fires twice but pays its HQ once (L939-941).
    // The second fire this turn of a side that played it costs nothing, with at most the
    // targeting dice paid for the first.
    let turn = &cc_mut(t)?.turn;
    let bombard = turn
        .cards_played
        .iter()
        .any(|(s, c)| s == side && c == "artillery-bombard");
    let paid = turn
        .artillery_paid
        .iter()
        .find(|(s, _)| s == side)
        .map(|x| x.1);
    let second = match paid {
        Some(p) if bombard && !turn.bombard_second.iter().any(|s| s == side) => {
            if spend > p {
                return Err(rule(
                    "ccgw-err-bombard-spend",
                    vec![("paid", p.to_string()), ("dice", spend.to_string())],
                ));
            }
            true
        }
        _ => false,
    };
    if second {
        cc_mut(t)?.turn.bombard_second.push(side.to_string());
        log.push(LogEntry::new(now, "ccgw-log-bombard-second"));
    } else {
        if spend > 0 {
            log.extend(hq(def, t, side, -(spend as i32), HqReason::Artillery, now)?);
        }
        cc_mut(t)?
            .turn
            .artillery_paid
            .push((side.to_string(), spend));
    }
    log.push(
        LogEntry::new(now, "ccgw-log-artillery")
            .arg("side", sarg)
            .arg(
                "dice",
                Arg::List(dice.iter().map(|d| Arg::Num(*d as i64)).collect()),
            )
            .arg("main", plan.main_dice),
    );
    if plan.cratered {
        log.push(LogEntry::new(now, "ccgw-log-artillery-crater"));
    }
    // A hex Shell Shortage leaves with no dice has nothing to roll: pass it over now.
    let skipped: Vec<Option<HexSkip>> = artillery::hex_terms(&plan, cards)
        .iter()
        .map(|h| h.skipped().then_some(HexSkip::NoDice))
        .collect();
    for (h, _) in plan.order.iter().zip(&skipped).filter(|(_, k)| k.is_some()) {
        log.push(LogEntry::new(now, "ccgw-log-artillery-no-dice").arg("hex", hex_arg(h)));
    }
    let n = plan.order.len();
    cc_mut(t)?.artillery = Some(ArtilleryFire {
        side: side.to_string(),
        plan,
        cards,
        results: vec![None; n],
        skipped,
        last_faces: vec![],
    });
    Ok(log)
}

/// Resolves the next hex of the bombardment.
pub(super) fn artillery_hex(
    def: &GameDef,
    t: &mut Table,
    index: usize,
    terrain: &str,
    figures: Option<u32>,
    faces: &Option<Vec<String>>,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let mut log = vec![];
    let data = data_of(def)?;
    let cc = cc_mut(t)?;
    let soldier_rule = cc.settings.soldier_rule;
    let no_hq = cc.turn.direct_from_hq;
    let fire = cc
        .artillery
        .clone()
        .ok_or_else(|| rule("ccgw-err-no-fire", vec![]))?;
    let hex = next_hex_check(&fire, index)?;
    let fight = artillery::hex_fight(
        &data,
        &fire.plan,
        fire.cards,
        index,
        terrain,
        figures,
        soldier_rule,
        no_hq,
    )?;
    let faces = roll_battle(def, t, fight.dice, faces.clone())?;
    let artillery::HexResult { outcome, wire_cut } = fight.read(&faces)?;
    log.push(
        LogEntry::new(now, "ccgw-log-artillery-hex")
            .arg("hex", hex_arg(&hex))
            .arg("faces", faces_arg(&faces))
            .arg("hits", outcome.hits)
            .arg("min", outcome.retreat_min)
            .arg("max", outcome.retreat_max),
    );
    if wire_cut {
        log.push(LogEntry::new(now, "ccgw-log-wire-cut").arg("hex", hex_arg(&hex)));
    }
    log.extend(settle(def, t, &fire.side, &outcome, now)?);
    if let Some(f) = &mut cc_mut(t)?.artillery
        && let Some(slot) = f.results.get_mut(index)
    {
        *slot = Some(outcome);
        f.last_faces = faces;
    }
    Ok(log)
}

/// "No unit here": the hex is passed over with no roll and no HQ (L575, L675).
pub(super) fn artillery_skip(
    t: &mut Table,
    index: usize,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let mut log = vec![];
    let cc = cc_mut(t)?;
    let fire = cc
        .artillery
        .as_mut()
        .ok_or_else(|| rule("ccgw-err-no-fire", vec![]))?;
    let hex = next_hex_check(fire, index)?;
    if fire.skipped.len() < fire.plan.order.len() {
        fire.skipped.resize(fire.plan.order.len(), None);
    }
    fire.skipped[index] = Some(HexSkip::NoUnit);
    // Nothing is rolled, so no HQ is earned (L575).
    log.push(LogEntry::new(now, "ccgw-log-artillery-no-unit").arg("hex", hex_arg(&hex)));
    Ok(log)
}

/// Ends the bombardment.
pub(super) fn artillery_done(
    t: &mut Table,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let mut log = vec![];
    cc_mut(t)?.artillery = None;
    log.push(LogEntry::new(now, "ccgw-log-artillery-done"));
    Ok(log)
}

/// Starts the No Man's Land bombardment of the given rows.
pub(super) fn nml_start(
    def: &GameDef,
    t: &mut Table,
    rows: &[u32],
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let mut log = vec![];
    let board = data_of(def)?.turn;
    let b = Bombardment::new(
        rows.to_vec(),
        board.board_width.value,
        board.board_depth.value,
    )?;
    cc_mut(t)?.nml = Some(b);
    log.push(LogEntry::new(now, "ccgw-log-nml-start").arg("rows", rows.len()));
    Ok(log)
}

/// Rolls (or enters) the next No Man's Land die.
pub(super) fn nml_roll(
    t: &mut Table,
    face: Option<u32>,
    now: DateTime<Utc>,
) -> Result<Vec<LogEntry>, ActionError> {
    let mut log = vec![];
    let b = cc_mut(t)?
        .nml
        .clone()
        .ok_or_else(|| rule("ccgw-err-no-nml", vec![]))?;
    let face = match face {
        Some(f) => f,
        None => t.rng.index(6) as u32 + 1,
    };
    let (next, crater) = b.roll(face)?;
    log.push(match crater {
        Some(c) => LogEntry::new(now, "ccgw-log-nml-crater")
            .arg("face", face)
            .arg("row", c.row + 1)
            .arg("hex", c.hex),
        None => LogEntry::new(now, "ccgw-log-nml-off").arg("face", face),
    });
    if next.done {
        log.push(LogEntry::new(now, "ccgw-log-nml-done").arg("craters", next.craters.len()));
    }
    cc_mut(t)?.nml = Some(next);
    Ok(log)
}
