## ASL SK1 support weapons and random selection: explanations, results, log lines, refusals
## and the tool's labels.

asl-swk-what = Support weapon of a unit killed by a KIA: roll again on the { $column } column with the attack's DRM { $drm }
asl-swk-one-die = One die only (setting): dr { $dr }
asl-swk-cell = { $column } column, final { $final }: { $result }
asl-swk-destroyed = KIA: the support weapon is destroyed. Remove it.
asl-swk-malfunctioned = K: the support weapon malfunctions. Flip it; it lies abandoned in the hex and must be recovered (and repaired) before use.
asl-swk-abandoned = Neither KIA nor K: the support weapon survives and lies abandoned in the hex; a unit must recover it before using it.
asl-swk-destroyed-short = destroyed
asl-swk-malfunctioned-short = malfunctions
asl-swk-abandoned-short = intact, abandoned
asl-swk-odds = Before the roll: destroyed { $destroyed }/{ $of }, malfunctions { $malfunctioned }/{ $of }, intact { $abandoned }/{ $of }
asl-log-sw-kill = { $src }: SW of a killed unit, { $column } column, final { $final } ({ $result }): { $fate }
asl-err-ift-column = { $value } is not a column of the IFT: use one of { $columns }.

asl-ui-tool-sw = Support weapons
asl-ui-sw-kill = After a KIA
asl-ui-sw-kill-when = One roll for each support weapon the unit held when a KIA eliminated it, on the column and with the DRM of that attack.
asl-ui-sw-column = IFT column
asl-ui-sw-drm = Attack DRM
asl-ui-sw-from-fire = Use the last attack
asl-ui-sw-one-die = Roll one die, not two (the text's "dr")
