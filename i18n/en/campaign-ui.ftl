## Campaign screens.

camp-list-title = Your campaigns
camp-list-line = { $name } — { $missions } { $missions ->
    [one] mission
   *[other] missions
} played
camp-recover = Set it aside and use its backup
camp-new = New campaign (We Were Brothers)
camp-name-placeholder = Campaign name, e.g. Husky 1943
camp-theatre-husky = Husky (Sicily)
camp-theatre-avalanche = Avalanche (Salerno)
camp-theatre-shingle = Shingle (Anzio)
camp-squads-n = { $n ->
    [one] 1 squad
   *[other] { $n } squads
}
camp-create = Create the campaign
camp-notice-recovered = The damaged campaign file was kept as { $kept }.
camp-notice-committed = Debrief saved. "Undo the debrief" on this screen takes it back.
camp-notice-undone = Debrief undone: the mission is open again, with your entries.

camp-mission-line = Mission { $n }: { $result }
camp-no-missions = No missions yet.
camp-start = Start mission { $n }
camp-resume = Back to mission { $n }
camp-debrief-n = Mission { $n } over: debrief
camp-undo-debrief = Undo the debrief
camp-service-record = Service record
camp-pick-soldier = Tap a soldier to see his service record.
camp-set-up = Specialist and skills (between missions)
camp-no-specialist = No specialist
camp-skill-button = { $skill } { $level ->
    [0] –
   *[other] L{ $level }
}


camp-debrief-title = Debrief, mission { $n }
camp-result = How did the mission end?
camp-men = The men (tap one to change his entries)
camp-report-line = { $who }: { $end }{ $medals ->
    [0] {""}
    [one] , 1 medal
   *[other] , { $medals } medals
}{ $health ->
    [0] {""}
    [one] , wounded: health marker 1 box down
   *[other] , wounded: health marker { $health } boxes down
}
camp-end-fought = In the field at the end
camp-end-killed = Killed
camp-end-captured = Surrendered, taken
camp-end-missing = Swept away (missing)
camp-end-routed-own = Routed off our edge
camp-end-routed-enemy = Routed off an enemy edge
camp-end-routed-neutral = Routed off a neutral edge
camp-end-carried-off = Stabilised, carried off
camp-end-friendly-ground = Stabilised, our ground
camp-end-enemy-ground = Stabilised, enemy ground
camp-end-contested-ground = Stabilised, contested ground
camp-medals-now = Medals this mission: { $n ->
    [0] none
   *[other] { $list }
}
camp-medal-in = Medal: { $skill }
camp-medal-remove = Take back a medal
camp-kills = Kills
camp-leadership-same = Leadership unchanged
camp-leadership-gained = Accepted a surrender: gains Leadership
camp-leadership-lost = Infamous act: loses Leadership
camp-share = XP from the squad's award
camp-buy = Spend XP: { $skill }
camp-buy-undo = Take back the last skill bought
camp-squads = Squads
camp-infamy = Infamy points
camp-award = XP award (briefing)
camp-after = Promotions and replacements
camp-promote = Make { $who } a Sniper
camp-replacement-for = New soldier for { $squad }
camp-replacement-remove = Remove the new soldier for { $squad }
camp-changes = What will change
camp-unshared = { $xp } XP of the award not shared out yet.
camp-commit = Save the debrief
camp-leave = Back to the roster (entries kept)

camp-err-no-roster-game = Campaigns need We Were Brothers, and its data did not load.
camp-err-nobody-to-field = No soldier can take the field: every squad is out or empty.
camp-err-roster-damaged = This campaign's roster cannot be read; the file was left as it is.
camp-fought-on = { $n ->
    [one] 1 man fought on and stays with his squad.
   *[other] { $n } men fought on and stay with their squads.
}
camp-settings = Campaign settings
camp-settings-hint = The campaign chapter is missing from the rulebook: these are the readings in use. Change them if your table plays otherwise.
camp-set-hospital = { $n ->
    [0] Field hospital: back at once
    [one] Field hospital: misses 1 mission
   *[other] Field hospital: misses { $n } missions
}
camp-replacement-name = Name (optional)
camp-call-off = Call off mission { $n } (started by mistake)
camp-tier-cherry-corner = Cherry Corner (simplified)
camp-tier-additional = Additional rules
camp-tier-optional = Optional rules
camp-export = Export a copy
camp-notice-exported = A copy of the campaign is in { $path }: move that file to the other device's exchange folder and import it there.
camp-exchange-title = Move a campaign to another device
camp-exchange-hint = Exports go to { $dir }. Campaign files copied into that folder are listed here; importing one never replaces a campaign you have.
camp-exchange-none = No campaign files in the exchange folder.
camp-import = Import “{ $name }” ({ $file })
camp-err-import-gone = { $path } is no longer in the exchange folder.
camp-err-import = { $path } could not be imported: { $reason }. Nothing was changed.
camp-exchange-reading = Looking in the exchange folder…
notice-campaign-held = This campaign is open in { $program } (process { $holder }). It is shown here for reading only: changes made here are not saved.
camp-leader-lost = { $who }, the platoon's Leader, is lost: the platoon needs a new Leader.
camp-leader-choose = A new Leader joins squad { $squad } with Leadership and one skill of your choice:
camp-new-leader-skill = Leadership and { $skill }
camp-new-leader-line = New Leader for { $squad }: Leadership and { $skill }
camp-leader-no-squad = No squad can take a new Leader: each has a specialist or is full or court-martialled.
camp-leader-no-replacements = This campaign's settings allow no replacements: the platoon goes on without a Leader.
