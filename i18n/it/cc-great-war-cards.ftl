## Carte che chiedono un lancio (Three on a Match, Advance Over The Top, Big Show, Replacements)
ccgw-cardroll-rolled = { $card }: { $faces }.
ccgw-cardroll-hit = { $n ->
    [one] 1 colpo sul bersaglio: togli 1 miniatura.
   *[other] { $n } colpi sul bersaglio.
  }
ccgw-cardroll-eliminated = Era l'ultima miniatura del bersaglio: l'unità è eliminata, 1 Medaglia Vittoria.
ccgw-cardroll-burst-setting = Qui le Esplosioni contano: è un'impostazione, la carta non le nomina.
ccgw-cardroll-extra-hex = { $n ->
    [0] Nessun simbolo soldato: l'unità resta dove ha mosso.
    [one] 1 simbolo soldato: l'unità muove di 1 esagono in più.
   *[other] { $n } simboli soldato: l'unità muove di { $n } esagoni in più.
  } Combatte solo se avrebbe potuto farlo dopo il movimento normale.
ccgw-cardodds-extra-hex = Almeno 1 esagono in più: { $p } %, in media { $mean }.
ccgw-log-card-roll = { $side } tira per { $card }: { $faces }.
ccgw-err-no-card-roll = { $card } non chiede alcun lancio.
ccgw-err-card-not-played = { $card } non è stata giocata in questo turno da questa parte: giocala prima.
ccgw-err-card-rolled = Il lancio di { $card } è già stato fatto in questo turno. Annulla il lancio per inserirlo di nuovo.
ccgw-err-card-dice = { $dice } dadi: il lancio di una carta ne ha da 1 a { $max }.
ccgw-ui-card-rolls = Lanci delle carte
ccgw-ui-card-dice = { $n ->
    [one] 1 dado combattimento
   *[other] { $n } dadi combattimento
  }
ccgw-ui-card-roll = Lancia
ccgw-cardodds-hit = Un colpo: { $p } %.
ccgw-ui-card-nothing = Le altre facce non hanno effetto.
