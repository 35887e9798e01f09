## Cards that ask for a roll (Three on a Match, Advance Over The Top, Big Show, Replacements)
ccgw-cardroll-rolled = { $card }: { $faces }.
ccgw-cardroll-hit = { $n ->
    [one] 1 hit on the target: take off 1 figure.
   *[other] { $n } hits on the target.
  }
ccgw-cardroll-eliminated = That was the target's last figure: the unit is wiped out, 1 medal.
ccgw-cardroll-burst-setting = Bursts count here: a setting, the card does not name them.
ccgw-cardroll-extra-hex = { $n ->
    [0] No Soldier: the unit stays where it moved.
    [one] 1 Soldier: the unit moves 1 more hex.
   *[other] { $n } Soldiers: the unit moves { $n } more hexes.
  } It may battle only if it could have after its normal move.
ccgw-cardodds-extra-hex = At least 1 more hex: { $p } %, { $mean } on average.
ccgw-log-card-roll = { $side } rolls for { $card }: { $faces }.
ccgw-err-no-card-roll = { $card } asks for no roll.
ccgw-err-card-not-played = { $card } has not been played this turn by this side: play it first.
ccgw-err-card-rolled = { $card } has already been rolled this turn. Undo the roll to enter it again.
ccgw-err-card-dice = { $dice } dice: a card roll has from 1 to { $max }.
ccgw-ui-card-rolls = Card rolls
ccgw-ui-card-dice = { $n ->
    [one] 1 battle die
   *[other] { $n } battle dice
  }
ccgw-ui-card-roll = Roll
ccgw-cardodds-hit = A hit: { $p } %.
ccgw-ui-card-nothing = Any other face does nothing.
