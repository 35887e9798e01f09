//! What the faces mean: the reading of an attack (terrain, cards) and the hits, retreats and
//! HQ symbols of a roll.

use super::*;

/// The faces entered must be as many as the dice the roll is entitled to: more would count
/// hits never rolled, fewer would drop some. A card the app does not know is entered as extra
/// dice, so the count agrees with the table.
pub fn check_faces(expected: u32, faces: &[String]) -> Result<(), ActionError> {
    if faces.len() != expected as usize {
        return Err(rule(
            "ccgw-err-faces-count",
            vec![
                ("expected", expected.to_string()),
                ("got", faces.len().to_string()),
            ],
        ));
    }
    tally(faces).map(|_| ())
}

/// How the target's terrain and the cards read the faces of this attack.
pub fn reading(
    data: &CcData,
    s: &Situation,
    soldier_rule: SoldierRule,
) -> Result<(Reading, Vec<Line>), ActionError> {
    let unit = data
        .unit(&s.unit)
        .ok_or_else(|| rule("ccgw-err-unknown-unit", vec![("unit", s.unit.clone())]))?;
    let t = data.terrain(&s.target_terrain).ok_or_else(|| {
        rule(
            "ccgw-err-unknown-terrain",
            vec![("terrain", s.target_terrain.clone())],
        )
    })?;
    let mut steps = Vec::new();
    let prot: Protection = if s.is_close() {
        match (s.from_hill, t.close_from_hill) {
            (true, Some(p)) => p,
            _ => t.close,
        }
    } else {
        t.ranged
    };
    steps.push(
        Line::new("ccgw-step-protection")
            .msg_arg("terrain", &t.name)
            .arg("soldiers", prot.soldiers)
            .arg("flags", prot.flags),
    );
    let mut r = Reading {
        soldiers_cancelled: prot.soldiers,
        flags_ignorable: prot.flags,
        skulls_hit: s.is_close() || unit.skulls_hit_at_range.contains(&s.range),
        hq_earns: !s.no_hq,
        soldier_rule,
    };
    if r.skulls_hit {
        steps.push(Line::new(if s.is_close() {
            "ccgw-step-skulls-close"
        } else {
            "ccgw-step-skulls-specialist"
        }));
    }
    if s.body_armour && !s.is_close() {
        r.soldiers_cancelled = u32::MAX;
        steps.push(Line::new("ccgw-step-body-armour"));
    }
    // Cards that contradict each other: the second card played interrupts the first (L720).
    // A card played with the Command card (Gas Attack, L725, L745) comes first; Hold at All
    // Costs is played in reaction to that Command card (L821-825), so it comes second and
    // its Flags may be ignored; Lice is played just before the roll (L809-813), after Hold,
    // and wins over it.
    let early_locks: Vec<&DiceCard> = s
        .cards
        .iter()
        .filter_map(|c| data.card(c))
        .filter(|c| c.locks_flags && c.with_command)
        .collect();
    let late_locks: Vec<&DiceCard> = s
        .cards
        .iter()
        .filter_map(|c| data.card(c))
        .filter(|c| c.locks_flags && !c.with_command)
        .collect();
    for card in &early_locks {
        r.flags_ignorable = 0;
        steps.push(
            Line::new("ccgw-step-card-flags-locked")
                .msg_arg("card", &format!("ccgw-card-{}", card.card)),
        );
    }
    if s.hold_at_all_costs {
        r.flags_ignorable = u32::MAX;
        steps.push(Line::new("ccgw-step-hold"));
        for card in &early_locks {
            steps.push(
                Line::new("ccgw-step-hold-after")
                    .msg_arg("card", &format!("ccgw-card-{}", card.card)),
            );
        }
    }
    for card in &late_locks {
        r.flags_ignorable = 0;
        steps.push(
            Line::new("ccgw-step-card-flags-locked")
                .msg_arg("card", &format!("ccgw-card-{}", card.card)),
        );
    }
    if s.flags_locked {
        r.flags_ignorable = 0;
        steps.push(Line::new(if s.hold_at_all_costs {
            "ccgw-step-flags-locked-after-hold"
        } else {
            "ccgw-step-flags-locked"
        }));
    }
    if s.no_hq {
        steps.push(Line::new("ccgw-step-no-hq"));
    }
    Ok((r, steps))
}

/// Counts each symbol among face ids.
pub fn tally(faces: &[String]) -> Result<[u32; 5], ActionError> {
    let mut n = [0u32; 5];
    for f in faces {
        let i = FACES
            .iter()
            .position(|x| x.eq_ignore_ascii_case(f.trim()))
            .ok_or_else(|| rule("ccgw-err-battle-face", vec![("face", f.clone())]))?;
        n[i] += 1;
    }
    Ok(n)
}

/// What the faces do under a reading, against a target of `target_figures` figures.
pub fn read_faces(
    faces: &[String],
    r: &Reading,
    target_figures: Option<u32>,
) -> Result<Outcome, ActionError> {
    read_faces_for(
        faces,
        r,
        &Target {
            figures: target_figures,
            ..Target::default()
        },
    )
}

/// What the faces do under a reading, against this target: its figures, a specialist among
/// them, and how far it can retreat.
pub fn read_faces_for(
    faces: &[String],
    r: &Reading,
    target: &Target,
) -> Result<Outcome, ActionError> {
    let [soldiers, bursts, skulls, flags, hq] = tally(faces)?;
    let cancelled = soldiers.min(r.soldiers_cancelled);
    let left = soldiers - cancelled;
    let soldier_hits = match r.soldier_rule {
        SoldierRule::Each => left,
        SoldierRule::AnyOne => u32::from(left > 0),
    };
    let skull_hits = if r.skulls_hit { skulls } else { 0 };
    let hits = bursts + soldier_hits + skull_hits;
    let ignorable = flags.min(r.flags_ignorable);
    let hq_earned = if r.hq_earns { hq } else { 0 };
    let retreat_min = flags - ignorable;
    let (casualties, retreat_losses, eliminated) = target.losses(hits, retreat_min);
    let retreat_losses_max = target.losses(hits, flags).1;
    let mut steps = vec![
        Line::new("ccgw-step-faces")
            .arg("soldiers", soldiers)
            .arg("bursts", bursts)
            .arg("skulls", skulls)
            .arg("flags", flags)
            .arg("hq", hq),
        Line::new("ccgw-step-hits")
            .arg("bursts", bursts)
            .arg("soldiers", soldier_hits)
            .arg("cancelled", cancelled)
            .arg("skulls", skull_hits)
            .arg("hits", hits),
    ];
    if let (Some(f), true) = (target.figures, target.specialist) {
        steps.push(Line::new("ccgw-step-specialist").arg("figures", f));
    }
    if let (Some(c), Some(f)) = (casualties, target.removable()) {
        let from_hits = c - retreat_losses;
        steps.push(
            Line::new("ccgw-step-casualties")
                .arg("removed", from_hits)
                .arg("figures", f)
                .arg("lost", hits - from_hits),
        );
    }
    if let Some(room) = target.retreat_room
        && retreat_losses_max > 0
    {
        steps.push(
            Line::new("ccgw-step-retreat-blocked")
                .arg("room", room)
                .arg("min", retreat_losses)
                .arg("max", retreat_losses_max),
        );
    }
    if eliminated {
        steps.push(Line::new("ccgw-step-eliminated"));
    }
    if flags > 0 {
        steps.push(if ignorable > 0 {
            Line::new("ccgw-step-retreat-choice")
                .arg("flags", flags)
                .arg("ignorable", ignorable)
                .arg("min", flags - ignorable)
                .arg("max", flags)
        } else {
            Line::new("ccgw-step-retreat").arg("flags", flags)
        });
    }
    if hq > 0 {
        steps.push(if r.hq_earns {
            Line::new("ccgw-step-hq").arg("hq", hq)
        } else {
            Line::new("ccgw-step-hq-none").arg("hq", hq)
        });
    }
    Ok(Outcome {
        bursts,
        soldiers,
        soldiers_cancelled: cancelled,
        skulls,
        skull_hits,
        flags,
        flags_ignorable: ignorable,
        hq,
        hits,
        retreat_min,
        retreat_max: flags,
        hq_earned,
        casualties,
        eliminated,
        retreat_losses,
        retreat_losses_max,
        steps,
    })
}

/// Reminders that depend on the roll, added to the outcome's steps: a Burst from a unit whose
/// Bursts clear wire (the mortar) on a target in wire removes the wire (L1205).
pub fn add_notes(data: &CcData, s: &Situation, o: &mut Outcome) {
    let bursts_clear = data.unit(&s.unit).is_some_and(|u| u.bursts_clear_wire);
    if let Some(t) = data.terrain(&s.target_terrain)
        && bursts_clear
        && t.cleared_by_burst
        && o.bursts > 0
    {
        o.steps.push(Line::new("ccgw-step-wire-cut"));
    }
}
