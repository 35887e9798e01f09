## Trench Club: refusals and lines added with issue 22, the words for the data's guesses, and
## the readings an answer rests on (shown first in the working, named in the JSON).

tc-err-too-many-hits-guess = { $hits ->
        [one] { $hits } hit
       *[other] { $hits } hits
    } is more than any roll can give: at most { $dice }.
tc-err-automa-nothing-to-buy = The Automa already has 2 of every unit its nation fields: it buys nothing.
tc-cli-automa-army = Army { $n }: { $units }
tc-cli-automa-random-buy = A unit at random: { $unit } (drawn among { $among })
tc-ui-automa-buy-random = At the end of its turn it buys a unit at random among: { $units }
tc-ui-who-side = { $role } { $unit } ({ $side })
tc-ui-who = { $role } { $unit }
tc-unverified-dice = The dice for a unit with { $damage ->
        [one] { $damage } damage
       *[other] { $damage } damage
    } are a guess (the Dice Sheet is not in the rulebook): your own sheet decides, and your real dice are always taken.
tc-unverified-hit = { $unit }: its hit number as { $level } is a guess of the data; check it against your Unit Sheet.
tc-unverified-armour = The armour row of the { $unit } is a guess of the data beyond the rulebook's example: check it against your Unit Sheet.
tc-unverified-scatter = Which neighbouring hex face { $face } means is a guess: the rulebook's diagram is missing. Check it against your own rulebook.
tc-unverified-other = An estimated value: { $what }.

reading-tc-encircle-replaces-flank = Encirclement: the rulebook does not say whether its +3 red dice add to a flank's +2. Read as either one: an encirclement gives 3, not 5.
reading-tc-trench-row = A soldier in a trench: the rulebook does not say which tank's forest row it uses. Read as the standard Tank's.
reading-tc-water-target = A unit in water "can neither attack nor defend": read as it may be attacked but cannot fire back.
reading-tc-kill-xp = A kill gives 2 experience: read as replacing the 1 for damaging (2 in all). Change it in the settings.
reading-tc-automa-xp-levels = The Automa's "+2 impacts per experience level": read as per level, so a War Hero adds twice. Change it in the settings.
reading-tc-automa-one-a-turn = The rulebook does not say how many units the Automa buys a turn, nor what it pays: read as one unit at the end of each of its turns, free.
reading-tc-assault-gun = The Automa's "assault gun" is read as the Field Gun, the only gun of that kind on the sheet; a nation without one goes on to a unit at random.
tc-ui-keep = Keep
tc-ui-kept = Kept
tc-ui-sheet-dice = Dice on your sheet (the rulebook does not give this count)
tc-ui-sheet-dice-attacker = Attacker's dice
tc-ui-sheet-dice-defender = Defender's dice
