## ASL SK1 smoke grenades (§3.3): the attempt, its result, the smoke's effects, refusals and the
## tool's labels.

asl-smk-what = Smoke grenade by a unit with Smoke Exponent { $n }, { $hex }: a final dr of { $n } or less puts the smoke down
asl-smk-hex-own = into its own hex
asl-smk-hex-adjacent = into an adjacent hex
asl-smk-dr = Placement dr { $dr }
asl-smk-placed = Final { $final } is within { $n }: the smoke is down. Put a Smoke counter in the hex.
asl-smk-failed = Final { $final } is above { $n }: no smoke this time.
asl-smk-placed-short = smoke placed
asl-smk-failed-short = no smoke
asl-smk-stop = The die shows 6: this unit's MPh is over at once; it spends no more MF.
asl-smk-mf = The try costs { $mf } MF whatever happens, and spending MF where it stands lets the DEFENDER fire at the unit in that hex.
asl-smk-hindrance = Every attack traced out of, into or through a smoke hex takes { $drm } per smoke hex (Fire tool: choose the Smoke terrain for the target's hex, or add it to the Hindrance).
asl-smk-enter = Moving into a smoke hex costs { $mf } MF more; leaving it costs nothing extra.
asl-smk-off-mph = The smoke comes off at the end of this MPh.
asl-smk-off-turn = The smoke comes off at the end of this Player Turn (setting).
asl-smk-odds = Costs { $mf } MF. Before the roll: smoke placed { $placed }/6; MPh ended by a 6 { $stop }/6
asl-log-smoke = { $src }: smoke dr { $dr }, final { $final } against { $n } ({ $mf } MF): { $result }
asl-log-smoke-stop = { $src }: smoke dr { $dr }, final { $final } against { $n } ({ $mf } MF): { $result }; the unit's MPh ends
asl-err-smoke-no-exponent = This unit has no Smoke Exponent (the small number over its FP), so it cannot try to place smoke.
asl-err-smoke-broken = A broken unit only routs or tries to rally: it cannot place smoke.
asl-err-smoke-pinned = A pinned unit may not move any more this turn, so it cannot spend MF on smoke.
asl-err-smoke-twice = One smoke try per unit per MPh: this unit has had its try.
asl-err-smoke-mf = Smoke here costs { $mf } MF and the unit has { $left } left.
asl-val-smoke-exponent = Smoke Exponent
asl-val-mf-left = MF left

asl-ui-sw-smoke = Smoke grenade
asl-ui-smoke-when = In the unit's own MPh, declared first: 1 MF for its own hex, 2 MF for an adjacent one.
asl-ui-smoke-exponent = Smoke Exponent
asl-ui-smoke-adjacent = Into an adjacent hex
asl-ui-smoke-pinned = Unit pinned
asl-ui-smoke-tried = Already tried this MPh
asl-ui-smoke-lasts = Smoke stays to the end of the Player Turn
