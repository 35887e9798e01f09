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
ccgw-cardroll-order-infantry = { $n ->
    [0] No Soldier: no infantry ordered.
    [one] 1 Soldier: order 1 infantry unit.
   *[other] { $n } Soldiers: order { $n } infantry units.
  }
ccgw-cardroll-order-mg-mortar = { $n ->
    [0] No Skull: no machine gun or mortar ordered.
    [one] 1 Skull: order 1 machine-gun or mortar unit.
   *[other] { $n } Skulls: order { $n } machine-gun or mortar units.
  }
ccgw-cardroll-order-any = { $n ->
    [0] Nothing orders a unit of your choice.
    [one] Order 1 field unit of your choice.
   *[other] Order { $n } field units of your choice.
  }
ccgw-cardroll-hq = { $n ->
    [0] No HQ symbol: no HQ token.
    [one] 1 HQ symbol: take 1 HQ token.
   *[other] { $n } HQ symbols: take { $n } HQ tokens.
  }
ccgw-cardroll-big-show-die = Every unit Big Show orders battles with 1 more die for the whole turn: tick Big Show on the Battle tab.
ccgw-cardodds-order-infantry = At least 1 infantry ordered: { $p } %, { $mean } on average.
ccgw-cardodds-order-mg-mortar = At least 1 machine gun or mortar ordered: { $p } %, { $mean } on average.
ccgw-cardodds-order-any = At least 1 unit of your choice: { $p } %, { $mean } on average.
ccgw-cardodds-hq = At least 1 HQ token: { $p } %, { $mean } on average.
ccgw-ui-card-hand-dice = Dice (1 per Command card held, this one included)
ccgw-ui-big-show-burst-nothing = Big Show: a Burst does nothing
ccgw-ui-big-show-burst-orders = Big Show: a Burst orders any unit
ccgw-cardroll-figure-infantry = { $n ->
    [0] No Soldier: no figure back for the infantry.
    [one] 1 Soldier: 1 lost figure goes back to an infantry unit.
   *[other] { $n } Soldiers: { $n } lost figures go back to infantry units.
  }
ccgw-cardroll-figure-any = { $n ->
    [0] No HQ or Flag: no figure back to a unit of your choice.
    [one] 1 lost figure goes back to a field unit of your choice.
   *[other] { $n } lost figures go back to field units of your choice.
  }
ccgw-cardroll-replacements-note = No unit gets back more figures than it started with; a unit that gets at least one back counts as ordered.
ccgw-cardodds-figure-infantry = At least 1 figure back for infantry: { $p } %, { $mean } on average.
ccgw-cardodds-figure-any = At least 1 figure back to a unit of your choice: { $p } %, { $mean } on average.
ccgw-ui-replacements-burst-nothing = Replacements: a Burst does nothing
ccgw-ui-replacements-burst-returns = Replacements: a Burst gives a figure back
ccgw-log-card-roll = { $side } rolls for { $card }: { $faces }.
ccgw-err-no-card-roll = { $card } asks for no roll.
ccgw-err-card-not-played = { $card } has not been played this turn by this side: play it first.
ccgw-err-card-rolled = { $card } has already been rolled this turn. Undo the roll to enter it again.
ccgw-err-card-dice = { $dice ->
        [one] { $dice } die
       *[other] { $dice } dice
    }: a card roll has from 1 to { $max }.
ccgw-ui-card-rolls = Card rolls
ccgw-ui-card-dice = { $n ->
    [one] 1 battle die
   *[other] { $n } battle dice
  }
ccgw-ui-card-roll = Roll
ccgw-cardodds-hit = A hit: { $p } %.
ccgw-ui-card-nothing = Any other face does nothing.
