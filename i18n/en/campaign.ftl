## Campaigns: rosters kept from one mission to the next (engine part and We Were Brothers).

camp-outcome-win = Win
camp-outcome-lose = Defeat
camp-outcome-draw = Draw

camp-fate-active = Active
camp-fate-safe = Safe
camp-fate-field-hospital = Field hospital
camp-fate-hospital-until = Field hospital, back for mission { $back }
camp-fate-kia = Killed in action (KIA)
camp-fate-mia = Missing in action (MIA)
camp-fate-pow = Prisoner of war (POW)

camp-why-fought = still in the field at the end
camp-why-killed = killed
camp-why-captured = surrendered and taken
camp-why-missing = swept away, never found
camp-why-carried-off = stabilised and carried to his own edge
camp-why-friendly-ground = stabilised, left on ground his side held
camp-why-enemy-ground = stabilised, left on ground the enemy held
camp-why-contested-ground = stabilised, left on contested ground
camp-why-own-edge = routed off his own side's edge
camp-why-enemy-edge = routed off an enemy-held edge
camp-why-neutral-edge = routed off an edge nobody held

camp-ch-fate = { $who }: { $fate }, { $why }
camp-ch-fate-plain = { $who }: { $fate }
camp-ch-wound-carried = { $who } carries his wound into the next mission: his health marker starts { $health ->
    [one] 1 box
   *[other] { $health } boxes
} down (campaign setting: wounds carry over; the text has no rule for it)
camp-ch-wound-healed = { $who }'s wound ({ $health ->
    [one] 1 box
   *[other] { $health } boxes
} down) does not carry into the next mission: his health marker starts at the red cross (campaign setting; the text has no rule for it)
camp-ch-hospital = { $who } is back for mission { $back }
camp-ch-hospital-back = { $who } leaves the field hospital and rejoins the squad
camp-ch-medal = { $who }: medal in { $skill }, { $what }
camp-ch-leadership-gained = { $who } gains Leadership (a surrender accepted)
camp-ch-leadership-lost = { $who } loses Leadership (an infamous act)
camp-ch-infamy = Squad { $squad }: { $points } infamy { $points ->
    [one] point
   *[other] points
}
camp-ch-court-martial = Squad { $squad } is court-martialled and leaves the campaign
camp-ch-xp-share = { $who } receives { $xp } XP from the squad's award
camp-ch-skill = { $who }: { $skill } level { $level } for { $xp } XP
camp-ch-sniper = { $who } becomes the squad's Sniper
camp-ch-replacement = { $who } joins as a replacement

camp-err-award-exceeded = Squad { $squad } has only { $award } XP to share.
camp-err-court-martialled = Squad { $squad } was court-martialled: it takes no one new.
camp-err-history-full = This campaign's history is full.
camp-err-id = That campaign id cannot be used: 1 to 64 letters, digits, dashes and underscores only.
camp-err-mission-open = A mission is already being played: close it with its debrief first.
camp-err-name = Give a name of 1 to 80 letters, with no control characters.
camp-err-no-mission = No mission is being played.
camp-err-no-offer = { $who } has no Sniper promotion on offer (he needs Arms and Observation).
camp-err-no-replacements = This campaign's settings allow no replacements.
camp-err-no-soldier = No soldier { $id } in the roster.
camp-err-no-squad = No such squad in the roster.
camp-err-not-enough-xp = { $who } needs { $cost } XP and has { $banked }.
camp-err-not-fielded = { $who } did not play this mission.
camp-err-nothing-to-undo = There is no debrief to undo.
camp-err-platoon-full = A platoon has at most 3 squads (12.0).
camp-err-result-missing = Say first how the mission ended: win, defeat or draw.
camp-err-share-lost = { $who } is no longer with the campaign: he gets no XP.
camp-err-skill-max = { $who } already has that skill at level 2.
camp-err-squad-full = Squad { $squad } already has 4 men.
camp-err-squad-size = A squad has at most 4 soldiers.
camp-err-too-many = That number is beyond what a mission can give.
camp-err-save-id = That saved game cannot belong to a mission: its id must be 1 to 64 letters, digits, dashes and underscores.
camp-err-too-many-missions = This campaign has reached its mission limit.

camp-hist-created = Campaign created
camp-hist-mission-started = Mission started: { $name }
camp-hist-mission-ended = Mission over: { $result }

camp-in-play = in play
camp-joined = Joined before mission { $mission }
camp-member-health = wound carried: health marker { $health ->
    [one] 1 box
   *[other] { $health } boxes
} down
camp-member-record = XP { $xp }, { $missions } { $missions ->
    [one] mission
   *[other] missions
}, { $kills } { $kills ->
    [one] kill
   *[other] kills
}, { $wounds } { $wounds ->
    [one] wound
   *[other] wounds
}, { $medals } { $medals ->
    [one] medal
   *[other] medals
}
camp-missions = Missions
camp-no-skills = no skills
camp-record-line = Mission { $mission }: { $line }
camp-roster = Roster
camp-skill-level = { $skill } L{ $level }{ $xp ->
    [0] {""}
   *[other] {" "}(+{ $xp } XP)
}
camp-squad-line = { $code } ({ $army }), infamy { $infamy }
camp-squad-court-martialled = { $code } ({ $army }), court-martialled

camp-settings-line = Settings: { $wounds }; field hospital { $hospital } { $hospital ->
    [one] mission
   *[other] missions
}; { $replacements }; { $sniper }
camp-set-wounds-heal = wounds heal between missions
camp-set-wounds-carry = wounds carry over
camp-set-repl-by-hand = replacements entered by hand
camp-set-repl-none = no replacements
camp-set-sniper-on = Sniper promotion offered
camp-set-sniper-off = no Sniper promotion

camp-cli-head = { $name } ({ $id }): { $game }, side { $side }, theatre { $theatre }
camp-cli-list-line = { $id }  { $name }  ({ $game }, { $missions } { $missions ->
    [one] mission
   *[other] missions
})
camp-cli-damaged = damaged: { $reason } (kept as it is)
camp-cli-none = No campaigns yet.
camp-cli-imported = Imported as '{ $id }'.
camp-cli-imported-clash = A campaign '{ $old }' is already here and was left as it is: imported as '{ $id }'.
camp-hist-settings = Campaign settings changed
camp-hist-edited = Specialist or skills corrected between missions

## Imports share nothing with the campaign they came from.
camp-imported = { $clashed ->
        [0] Imported as '{ $id }'.
       *[other] A campaign '{ $old }' is already here and was left as it is: imported as '{ $id }'.
    }{ $renamed ->
        [0] {""}
       *[other] {" "}A campaign named '{ $old_name }' is already listed, so the copy is named '{ $name }'.
    }{ $unlinked ->
        [0] {""}
       *[other] {" "}Mission { $unlinked } was being played on the device the file came from. Its table is not in the file, so here that mission has no table: debrief it from what the players say, or call it off.
    }
camp-import-already = This file's campaign is already here, unchanged, as '{ $name }': nothing was imported.
camp-cli-import-already = This file's campaign is already here, unchanged, as '{ $id }' ({ $name }): nothing was imported. To import a second copy anyway, add --copy.
camp-import-second = Import another copy of “{ $name }” anyway
camp-no-table = Mission { $n } has no table on this device: debrief it from what the players say, or call it off.
camp-fate-in-field = In the field (mission { $n })
camp-hist-armed = Squad { $squad } armed from the standard squads table, column { $blue }
camp-hist-unarmed = Squad { $squad }: the standard squads table has no column for it; weapons to be named by hand
camp-ch-new-leader = { $who } joins as the platoon's new Leader, with Leadership and { $skill }
camp-err-leader-here = The platoon already has its Leader: one Leader commands the platoon (12.0).
camp-err-leader-skill = A new Leader has Leadership and one other skill of your choice (12.0): choose that skill.

## The debrief from the command line (`adjutant campaign debrief`).
camp-cli-debrief-result = Result: { $result }
camp-cli-debrief-no-result = Result: not given yet (add result=win, result=lose or result=draw).
camp-cli-debrief-men = The men, each with the number his entries take (end.2=killed, medal.6=arms…):
camp-cli-debrief-squad = Squad { $index } ({ $code }): { $infamy ->
        [one] 1 infamy point
       *[other] { $infamy } infamy points
    }, XP award { $award }
camp-cli-debrief-hint = Nothing is saved yet. To save this debrief: adjutant campaign debrief { $id } confirm, with the same entries.
camp-cli-debrief-saved = Debrief of mission { $n } saved. The app's roster screen can undo it.
camp-cli-debrief-bad = '{ $word }' is not a debrief entry. Nothing was saved.
    Entries: result=win|lose|draw, end.ID=…, medal.ID=skill, kills.ID=N, leadership.ID=gained|lost|same,
    infamy.SQUAD=N, award.SQUAD=N, share.ID=N, buy.ID=skill, promote=ID, replacement=SQUAD[:name], leader=SQUAD:skill.
camp-cli-debrief-whose = '{ $word }' needs the soldier or squad it is about, after a dot (end.2=killed, award.0=1). Nothing was saved.
camp-cli-debrief-bad-value = { $word }: '{ $value }' is not one of { $known }. Nothing was saved.
camp-cli-debrief-bad-number = { $word }: '{ $value }' is not a number from 0 to 255. Nothing was saved.
camp-cli-debrief-no-man = { $word }: there is no soldier { $id } on this debrief (the men's numbers are listed without entries). Nothing was saved.
camp-cli-debrief-no-squad = { $word }: there is no squad '{ $squad }' in this platoon ({ $known }). Nothing was saved.
camp-cli-debrief-mission = Mission { $n } is not the one being played: its debrief is mission { $playing }'s.
camp-cli-debrief-bad-mission = --mission: '{ $value }' is not a mission number.
camp-cli-held = This campaign is open in { $program } (process { $holder }): save the debrief there, or close it first. Nothing was saved.
camp-cli-debrief-other-game = Campaign '{ $id }' is one of { $game }: only We Were Brothers campaigns have a debrief.
camp-err-squads = A new platoon starts with 1 to 3 squads (12.0).
camp-err-theatre = A campaign is fought in one of the box's theatres: husky, avalanche or shingle.
camp-cli-bad-value = { $arg }: '{ $value }' is not one of { $choices }. Nothing was written.
camp-cli-held-start = This campaign is open in { $program } (process { $holder }): start the mission there, or close it first. Nothing was written.
camp-cli-refused = { $reason } Nothing was written.
camp-cli-started = Mission { $n } of '{ $id }' started as the saved game '{ $save }' (adjutant play { $save } show).
