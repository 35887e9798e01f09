wwb-army-us-army = US Army
wwb-army-british-army = British Army
wwb-army-wehrmacht = Wehrmacht
wwb-army-regio-esercito = Regio Esercito

wwb-spec-leader = Leader
wwb-spec-engineer = Engineer
wwb-spec-medic = Medic
wwb-spec-machine-gunner = Machine-gunner
wwb-spec-radio-operator = Radio operator
wwb-spec-sniper = Sniper

wwb-skill-leadership = Leadership
wwb-skill-explosives = Explosives
wwb-skill-strength = Strength
wwb-skill-arms = Arms
wwb-skill-observation = Observation
wwb-skill-first-aid = First Aid

wwb-status-fop = Opportunity fire
wwb-status-suppression-fire = Suppression fire
wwb-status-shaken = Shaken
wwb-status-suppressed = Suppressed
wwb-status-routed = Routed
wwb-status-bleeding = Bleeding
wwb-status-unconscious = Unconscious
wwb-status-stabilised = Stabilised

wwb-posture-standing = Standing
wwb-posture-kneeling = Kneeling
wwb-posture-prone = Prone
wwb-posture-down = Down

wwb-equip-frag = Frag grenade
wwb-equip-smoke = Smoke grenade
wwb-equip-explosive-charge = Explosive charge
wwb-equip-satchel = Satchel charge

wwb-fate-fighting = In the fight
wwb-fate-killed = Killed in action
wwb-fate-missing = Missing in action
wwb-fate-prisoner = Prisoner
wwb-fate-safe = Safe
wwb-fate-field-hospital = Field hospital

wwb-xp-banked = one experience point toward level 2
wwb-xp-level-two = the skill rises to level 2
wwb-xp-maxed = already at level 2, nothing more to gain
wwb-xp-new-skill = gains the skill at level 1
wwb-xp-no-box = all three skill boxes are full, no new skill

wwb-squads-note-wehrmacht = Swap a Kar 98K for an STG-44 if needed.
wwb-squads-note-british = The printed table asks not to change these squads.
wwb-squads-note-regio-gap = The text gives no Regio Esercito squad for a Blue 2.

wwb-src-app = rolled by the app
wwb-src-hand = rolled at the table

wwb-err-blue-face = A Blue die shows 1 to 6, not { $face }.
wwb-err-charge-needs-explosives = Only a soldier with the Explosives skill may carry charges (8.5).
wwb-err-code-name = Give the squad a code name of 1 to 20 letters.
wwb-err-equipment-slot = A soldier has two equipment boxes.
wwb-err-health-box = The health line ends at box { $last }.
wwb-err-linked-reload = Linked attacks: this weapon reloads only once its magazine is empty (additional rule, 2.0).
wwb-err-name-long = A name of at most 40 letters, please.
wwb-err-no-magazines = No magazines left: the chamber die is at 0 and the weapon cannot be reloaded (2.0).
wwb-err-no-soldier = That soldier is not on the table.
wwb-err-no-standard-squad = The standard squads table has no { $army } squad for a Blue { $blue }: the text leaves that result out. Pick another number or build the squad by hand.
wwb-err-no-state = This table has no We Were Brothers state.
wwb-err-no-weapon = There is no weapon card '{ $weapon }' among this game's cards.
wwb-err-one-specialist = A squad may have only one specialist (12.0).
wwb-err-skill-boxes-full = All three skill boxes are full (11.0).
wwb-err-skill-level = Skills have levels 1 and 2 only.
wwb-err-too-many-squads = This table already holds 12 squads.
wwb-err-weapon-empty = The weapon is empty: reload first (2.0).

wwb-log-edit = { $who }: squad panel changed
wwb-log-remove-squad = Squad { $code } taken off the table
wwb-log-squad = Squad { $code } ({ $army }) set up by hand
wwb-log-standard-squad = Standard squad { $code } ({ $army }) from a Blue { $blue }, { $src }
wwb-log-tiers = Rule tiers changed

wwb-ui-squads = Squads
wwb-ui-no-squads = No squads yet: set one up with the quick set-up above.
wwb-ui-quick-setup = Quick set-up (standard squads)
wwb-ui-blue-column = Blue die result (or let the app roll it)
wwb-ui-roll-blue = Roll the Blue die
wwb-ui-no-specialist = No specialist
wwb-ui-specialist = Specialist
wwb-ui-health = Health line (tap the marker's box)
wwb-ui-status = Status box
wwb-ui-no-status = no status
wwb-ui-equipment = Equipment boxes (tap to change)
wwb-ui-empty-box = empty
wwb-ui-skills = Skills (tap: level 1, 2, off)
wwb-ui-alert = Alert
wwb-ui-running = Running
wwb-ui-shot = Shot fired
wwb-ui-reload = Reload
wwb-ui-personal = Personal weapon
wwb-ui-no-weapon = weapon not chosen: open his boxes and tap a card
wwb-ui-empty = empty
wwb-ui-weapon-line = { $weapon } · { $magazines ->
    [one] 1 magazine
   *[other] { $magazines } magazines
} · attack { $attack }
wwb-ui-soldier-line = health box { $health } · { $status } · { $posture }
wwb-ui-infamy = Infamy points: { $n } (2 = court martial)
wwb-err-leader-extra = A new Leader has Leadership already: choose another skill for him (12.0).
