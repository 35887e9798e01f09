wwb-err-blue-number = The Blue die's side { $side } carries no number from 1 to 6: check the Blue die's faces in Settings.
wwb-err-dice-count = This roll needs { $need ->
        [one] { $need } die
       *[other] { $need } dice
    }; { $got } were given.
wwb-err-die-side = The { $die } die has no side { $side }.
wwb-err-down-posture = A man who is down neither fires nor is fired at by posture: attacking a helpless man is close combat (8.4).
wwb-err-level = Skill levels and wound penalties go from 0 to 2.
wwb-err-medic-first-aid = Only the medic, with First Aid, gives health back (9.0).
wwb-err-need = A marker number goes from 1 to 12, not { $need }.
wwb-err-no-bipod = { $weapon } has no bipod.
wwb-err-no-cover = There is no cover '{ $cover }' in this game's tables.
wwb-err-no-faces = A combat die has no faces: set them under Dice faces in Settings.
wwb-err-no-suppression = { $weapon } has no suppression die.
wwb-err-out-of-range = The target at { $range } MHx is beyond the longest range of { $weapon }.
wwb-err-ring = A blast reaches rings 0, 1 and 2 only.
wwb-err-suppression-box = Suppression fire needs the chamber die on box { $first } or left of it; it is on box { $now } (8.3).
wwb-err-throw-range = { $distance } MHx is out of reach: this throw goes { $max } MHx at most (8.5).
wwb-err-window-far = The thrower must be within { $max } MHx of the opening (8.5).
wwb-err-window-impossible = Past the White die: this throw into the building is not possible (8.5).

wwb-odds-head = Before the roll ({ $dice }):
wwb-xp-earned = Medal: one experience point in { $skill }

wwb-note-barrage = Move the marker if it drifted; everyone in the impact MHx rolls Black, buildings there Red 5 to stand.
wwb-note-blast = Blast: Black in the landing Hx and the ring around it, one step down in the outer ring.
wwb-note-cc-alternate = The other fighter strikes back; keep alternating until one dies, flees or surrenders.
wwb-note-chamber = Move the chamber die one attack box.
wwb-note-charge-blast = Soldiers in the MHx of the explosion take damage as from a grenade.
wwb-note-collapse = A house or bunker collapses: Blue for everyone inside, Red for soldiers in its MHx, then a Debris marker.
wwb-note-headshot-bleeding = Headshot: he falls where he stands and starts bleeding (health marker to the bleeding box).
wwb-note-satchel-impact = A thrown satchel explodes where it lands.
wwb-note-suppression-all = Every figure in that MHx, friend or foe, takes a Suppressed marker.
wwb-note-suppressor-stays = The suppressing soldier stays where he is until the end of the turn.

wwb-out-hit = { $result }
wwb-out-no-hit-possible = No roll: below White
wwb-out-no-effect = No roll: no effect
wwb-out-suppressed-mhx = MHx suppressed
wwb-out-suppression-fails = Suppression fails
wwb-out-area-pass = Enters the suppressed MHx
wwb-out-area-fail = Suppressed on entering
wwb-out-cc-shaken = Shaken
wwb-out-cc-suppressed-flees = Suppressed: he flees
wwb-out-spotted = Spotted
wwb-out-spotted-fires-first = Spotted; he fires first
wwb-out-target-fires-first = Not spotted: he fires first
wwb-out-not-spotted = Not spotted
wwb-out-initiative-first = The first side wins
wwb-out-initiative-second = The second side wins
wwb-out-initiative-again = Tie: roll the Blue dice again
wwb-out-initiative-regained = Initiative won back
wwb-out-initiative-forced = The squad acts next
wwb-out-may-fire = He may fire while suppressed
wwb-out-test-failed = Test failed
wwb-out-lands-on-marker = Accurate: lands on the marker
wwb-out-lands-long = Accurate: lands 1 Hx beyond
wwb-out-lands-short = Accurate: lands 1 Hx short
wwb-out-scatter = Wide: { $hx } Hx toward { $dir }
wwb-out-window-in = In through the opening
wwb-out-window-bounce = Bounces back { $hx } Hx
wwb-out-charge-placed = Charge placed
wwb-out-charge-disarmed = Charge disarmed
wwb-out-charge-retry = Not placed
wwb-out-charge-explodes = It explodes in his hands
wwb-out-target-destroyed = Target destroyed
wwb-out-demolished = Demolished
wwb-out-dud = No effect: remove the marker
wwb-out-building-stands = The building stands
wwb-out-on-target = On target
wwb-out-drift = Drifts { $mhx } MHx toward { $dir }
wwb-out-bleeding-stops = The bleeding stops
wwb-out-stabilised = Stabilised
wwb-out-care-fails = No improvement
wwb-out-dies-in-care = He dies under treatment
wwb-out-healed = { $n ->
    [one] One health box back
   *[other] { $n } health boxes back
}
wwb-out-stable = Holds steady
wwb-out-loses-consciousness = Loses consciousness
wwb-out-dies = He dies
wwb-out-rallied = Rallied one step
wwb-out-rally-fails = The rally fails
wwb-out-routs = Routed
wwb-out-back-to-suppressed = Back in hand: suppressed
wwb-out-panic-fire = Panic: he opens fire
wwb-out-still-routed = Still routed
wwb-out-steady = Keeps his nerve
wwb-out-suppressed = Suppressed
wwb-out-swept-away = Swept away: missing in action
wwb-out-crosses = Keeps his footing
wwb-out-lifted = Lifted
wwb-out-door-open = The door gives way
wwb-out-door-holds = The door holds
wwb-out-door-hurt = He hurts himself: light wound

wwb-w-shift = { $from } { $by } → { $to }
wwb-w-below-white = below White
wwb-w-capped = above Black: the app stays on Black (the text does not say)
wwb-w-numeric = { $die } { $face } + { $bonus } = { $total } against { $need }
wwb-w-disaster = { $die }: the disaster face
wwb-w-disaster-combat = The disaster face has no combat meaning in the text: read as a miss
wwb-w-xp = Medal on a success: experience in { $skill }
wwb-w-test-pass = { $die }: { $face }, success
wwb-w-test-fail = { $die }: { $face }, failure
wwb-w-range-die = { $weapon } at { $range } MHx: { $die }
wwb-w-same-mhx = { $weapon } in the same MHx: its most lethal die, { $die }
wwb-w-open-standing = Target standing in the open { $mod }
wwb-w-open-kneeling = Target kneeling in the open { $mod } (reading of the player aid)
wwb-w-open-prone = Target prone in the open { $mod } (reading of the player aid)
wwb-w-cherry-open = Cherry Corner: no open-ground modifier
wwb-w-cherry-only-cover = Cherry Corner: only the cover modifiers (no firer, skill or weapon modifiers)
wwb-w-penetration = Penetration 1: the hedge is no barrier, the target counts as in the open
wwb-w-cover-partial = Behind partial cover { $mod }
wwb-w-cover-window = At a window { $mod }
wwb-w-cover-smoke = In smoke { $mod }
wwb-w-cover-building = Inside a building { $mod }
wwb-w-cover-bunker = In a bunker { $mod }
wwb-w-cover-woods = In woods { $mod }
wwb-w-headshot = Headshot { $mod }
wwb-w-bipod = Bipod by a half barrier { $mod }
wwb-w-firer-posture = Firer's posture (card) { $mod }
wwb-w-arms = Arms { $mod }
wwb-w-foreign = Foreign weapon { $mod }
wwb-w-non-gunner = Squad MG without the gunner { $mod }
wwb-w-running = Running firer { $mod }
wwb-w-wounded = Wounded { $mod }
wwb-w-smoke = Firing from smoke { $mod }
wwb-w-strength = Strength { $mod }
wwb-w-observation = Observation { $mod }
wwb-w-night = Night −1
wwb-w-hard-target = Target in cover, prone or at a wood's edge −2 (optional rule)
wwb-w-sight-camouflage = Camouflaged sniper: White instead of Grey
wwb-w-sight-dispute = Dispute: the Grey die alone, no modifiers
wwb-w-suppression-boxes = Uses { $boxes ->
        [one] { $boxes } box
       *[other] { $boxes } boxes
    }: the chamber die moves to box { $to }
wwb-w-suppression-empties = Uses { $boxes ->
        [one] { $boxes } box
       *[other] { $boxes } boxes
    }: the weapon is empty afterwards
wwb-w-suppression-die = The card's suppression die: { $die }
wwb-w-cc-base = Close combat: Yellow
wwb-w-cc-cherry = Cherry Corner: Yellow every blow
wwb-w-cc-ambush = Unalerted enemy: the first blow with Black (additional rule)
wwb-w-cc-vs-shaken = Striking a shaken man: Blue (additional rule)
wwb-w-cc-shaken-reply = A shaken man strikes back with Grey (additional rule)
wwb-w-initiative = Blue { $a } against Blue { $b }
wwb-w-throw-accurate = Accurate: Blue { $blue } against { $distance } MHx
wwb-w-throw-running = A running thrower is always wide
wwb-w-compass = Compass: face 1 downwind
wwb-w-window = Green, −1 for each of { $mhx } MHx from the opening
wwb-w-bunker-slit = Bunker slit −1
wwb-w-window-adjacent = Next to the opening: it goes in without a roll
wwb-w-blast-open = In the open: { $die } with his posture's modifier
wwb-w-blast-light = Behind light cover: { $die }
wwb-w-blast-heavy = Behind heavy cover: { $die }
wwb-w-blast-building = Inside with the grenade: { $die }
wwb-w-blast-outer = Outer ring −1
wwb-w-reroll = Level 2 skill: the disaster face is rolled again, the second roll stands
wwb-w-radio-substitute = Not the radio operator: White always
wwb-seen-seen = Seen
wwb-seen-hidden = Hidden
wwb-seen-test = Only a sight test tells
wwb-seen-head = Seen, but only his head can be shot
wwb-w-level = Target height { $height } against cover { $cover }; from the spotter's height it counts { $eff }
wwb-w-level-open = In the open: always seen
wwb-w-level-two = Behind a two-level barrier: always hidden
wwb-note-smoke = Smoke fills the MHx where it lands; it drifts downwind in the next resolution phase and clears in the one after.
wwb-err-no-grenade = He has no { $kind ->
    [smoke] smoke grenade
   *[other] frag grenade
} left in his equipment boxes.
wwb-note-sniper-cold-blood = If the sniper was not spotted: call it out, and every enemy within 3 Hx of the target takes a Cold-blood test.
wwb-note-comrade-killed = Optional rule: every friend of the dead man in his MHx takes a Cold-blood test.
wwb-w-barrage = In the impact MHx: { $die }, with the fire modifiers of his cover or of his posture in the open
wwb-w-hedge-cover = Behind a hedge: partial cover
wwb-w-rally-clears = Your reading: the rally removes the Suppressed marker
wwb-note-panic-fire = He fires at the nearest figure, friend or foe, if his weapon is loaded.
wwb-note-target-fires-first = The target shoots first; the spotter, if still able, fires back.
wwb-note-window-bounce = It explodes outside: resolve it as a blast in the open.
wwb-note-no-hit-possible = The die fell below White: no effect.
wwb-note-try-again-fire = Try again in the next fire phase.
wwb-note-free-blow = His opponent gets one last free blow.
wwb-note-try-again-action = Try again in the next action phase.
