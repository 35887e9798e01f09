## ASL SK1: refusals and working lines added with issue 22, and the readings an answer rests
## on (each shown first in the working of its result, and named in the JSON).

asl-err-cc-leader-alone = A leader alone cannot use his leadership in Close Combat: he directs only the Close Combat of a squad or half-squad he attacks with. Set the leader's modifier to none, or add the squad.
asl-err-dc-afph = A demolition charge attacks only in the Advancing Fire Phase, after it was placed in the Movement Phase.
asl-err-pbf-long-range = Point Blank Fire is at an adjacent hex, so it cannot also be beyond normal range: untick one of the two.
asl-err-decline-rof-mg = Only a machine gun with a rate of fire can decline it.
asl-err-decline-rof-when = Declining the rate of fire only leaves Residual FP in First Fire (Defensive, Subsequent or Final Protective).
asl-err-fp-denominator = { $what } { $value } has too fine a fraction: its denominator { $den } is above { $max }. Halvings and decimals like 0.125 stay far below.
asl-drm-dc-no-leader = A demolition charge takes no leadership modifier
asl-drm-dc-no-hindrance = A demolition charge takes no Hindrance: only the target's terrain and the placer's CX
asl-rof-declined = { $what }: coloured die { $colored } ≤ ROF { $rof }, but the rate of fire is declined (official errata) so its firepower stays in the Residual FP
asl-pick-what-a9 = Random selection of { $count ->
    [one] one
   *[other] { $count }
  } among { $n }: each rolls one die, the highest is chosen; every unit tied for it is chosen too
asl-pick-tie-all = { $names } tie on { $dr }: all { $n ->
    [one] one is
   *[other] { $n } are
  } affected equally
asl-ui-decline-rof = Decline ROF (leave Residual FP)
asl-ui-pick-reroll = Ties roll again (not ASL A.9)
asl-unverified-leader-creation = The Leader Creation Table is not printed in the rulebook: its numbers come from full ASL and may differ in the Starter Kit.
asl-unverified-other = An estimated value: { $what }.

reading-asl-cower-fire-groups = Cowering: the rulebook says a squad attacking "alone, without a leader" cowers. Read as any squad fire without a directing leader, fire groups included (the full ASL practice). Change it in the settings.
reading-asl-below-one = Below 1 FP: the rulebook gives no column for it. Read by the players' setting: no attack, or the 1 column.
reading-asl-hindrance-six = Hindrance +6: the rulebook blocks the line of sight only above 6 (full ASL already at 6). Read as written: the attack goes ahead.
reading-asl-fpf-halving = Final Protective Fire: the rulebook's example skips a halving. Read as every factor applied: halved as Subsequent First Fire, doubled at point blank, halved again if pinned.
reading-asl-dc-target-ft = Demolition charge against a unit with a flamethrower: the charge takes only terrain and CX, yet every attack on a flamethrower's holder is −1. Read with the −1 applied.
reading-asl-residual-without-sw = Residual FP: the rulebook's two examples disagree on a weapon that broke down or kept its rate of fire. Read as the Final Protective Fire example does: that weapon's firepower leaves nothing behind.
reading-asl-dc-dud-at-least = Demolition charge dud: the rulebook says "if the roll is" its number. Read as that number or more.
reading-asl-mg-removed-at-least = Machine gun removed: the rulebook says "if the roll equals" its printed breakdown number. Read as that number or more, as in full ASL.
reading-asl-sw-kill-dr = The second roll for a weapon whose holder died: the rulebook says a single die, yet reads it on the fire table. Read as two dice, as every fire table roll; change it in the settings.
reading-asl-random-method = Random selection: the rulebook gives no method. By default full ASL's A.9: the highest die is chosen and every unit tied for it is affected. The players may choose to roll ties again instead.
asl-ui-cc-detail = Odds { $odds } · final DR { $final } against kill number { $kill }
asl-ui-keep = Keep
asl-ui-kept = Kept
reading-asl-smoke-removal = Smoke comes off "at the end of the MPh" as the rulebook says; that line may differ in the English Starter Kit, so the players may keep smoke to the end of the Player Turn in the settings.
