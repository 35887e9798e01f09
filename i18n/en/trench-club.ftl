game-trench-club = Trench Club

tc-side-germany = Germany
tc-side-great-britain = Great Britain
tc-side-austria-hungary = Austria-Hungary
tc-side-france = France

tc-die-combat = Combat die (d12)
tc-die-red = Red extra die (d12)

tc-phase-move = Move troops
tc-phase-move-hint = Move your units one at a time, paying for the terrain you enter; foot soldiers may capture forts through an entrance.
tc-phase-declare = Declare attacks
tc-phase-declare-hint = List every attacker, its target and the order of the attacks; none of this can change afterwards.
tc-phase-battles = Battles
tc-phase-battles-hint = Fight the declared attacks in order, both sides rolling together when the defender can fire back.
tc-phase-money = Money
tc-phase-money-hint = Collect 1 per fort you hold, pay to repair units waiting in your forts, then buy new units.

tc-step-count-dice = Dice from damage (Dice Sheet)
tc-step-red-dice = Extra red dice: flank +2 or encircle +3
tc-step-roll = Roll and count hits
tc-step-damage = Turn hits into damage markers
tc-step-experience = Experience: +1 for damaging, +2 for destroying
tc-step-income = Collect income
tc-step-repair = Repair units
tc-step-buy = Buy units

tc-counter-money = Money
tc-counter-forts = Forts held
